/** Sauron in the terminal: `warband play sauron` (sauron-play.ts's screen in the shared loop), and `warband sauron ...`. */
import type { CliSystem } from '../system.js';
import { addSauronCommands } from './sauron.js';
import { sauronPlay } from './sauron-play.js';

export const sauronCli: CliSystem = {
  id: 'sauron',
  play: sauronPlay,
  commands: addSauronCommands,
};

export default sauronCli;
