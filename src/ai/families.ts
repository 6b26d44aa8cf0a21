/** Kinds of player every system offers alike. */
import { randomAgent } from './agent.js';
import type { AgentFamily } from './system.js';

export const randomFamily: AgentFamily = {
  name: 'random',
  description: 'picks uniformly among the legal actions',
  settings: [],
  make: () => randomAgent,
};
