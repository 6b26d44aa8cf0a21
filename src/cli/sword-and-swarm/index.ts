/** Sword & Swarm in the terminal: `warband swarm play|attack|odds`. */
import type { CliSystem } from '../system.js';
import { addSwarmCommands } from './swarm.js';

export const swordAndSwarmCli: CliSystem = {
  id: 'sword-and-swarm',
  commands: addSwarmCommands,
};

export default swordAndSwarmCli;
