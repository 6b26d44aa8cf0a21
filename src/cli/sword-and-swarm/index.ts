/** Sword & Swarm in the terminal: `warband play sword-and-swarm` (swarm.ts's screen in the shared loop), and `warband swarm attack|odds`. */
import type { CliSystem } from '../system.js';
import { addSwarmCommands, swarmPlay } from './swarm.js';

export const swordAndSwarmCli: CliSystem = {
  id: 'sword-and-swarm',
  play: swarmPlay,
  commands: addSwarmCommands,
};

export default swordAndSwarmCli;
