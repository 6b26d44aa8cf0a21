/** Sword & Spear in the terminal: `warband play sword-and-spear` (spear-play.ts's screen in the shared loop), and `warband spear ...`. */
import type { CliSystem } from '../system.js';
import { addSpearCommands } from './spear.js';
import { spearPlay } from './spear-play.js';

export const swordAndSpearCli: CliSystem = {
  id: 'sword-and-spear',
  play: spearPlay,
  commands: addSpearCommands,
};

export default swordAndSpearCli;
