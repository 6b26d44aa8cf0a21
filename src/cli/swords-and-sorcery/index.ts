/** Swords & Sorcery in the terminal: `warband play swords-and-sorcery` (ss-play.ts's screen in the shared loop), and the battle referee's `warband odds` and `warband battle`. */
import type { CliSystem } from '../system.js';
import { addBattleCommands } from './commands.js';
import { ssPlay } from './ss-play.js';

export const swordsAndSorceryCli: CliSystem = {
  id: 'swords-and-sorcery',
  play: ssPlay,
  commands: addBattleCommands,
};

export default swordsAndSorceryCli;
