/** Sword & Swarm's computer players: one heuristic player for now, and the refereed attack's default. */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import { oneLevelPlayer } from '../levels.js';
import type { AiSystem } from '../system.js';
import { swsHeuristicAgent } from './heuristic.js';

/** A refereed attack offers the next roll first (rulesets/sword-and-swarm/referee.ts). */
const refereeDefault: Agent = { name: 'referee default', choose: (ctx) => ctx.legal[0]! };

export const swordAndSwarmAi: AiSystem = {
  id: 'sword-and-swarm',
  levels: oneLevelPlayer(
    'heuristic',
    'the heuristic player: the character nearest an enemy acts first, rallies before anything, strikes the weakest enemy in reach, shoots, charges or closes in',
    {
      msPerMove: 12,
      basis:
        'no search; a median of 0.03 ms and at most 12 ms a move over 164 moves of three games against random (a busy 2-core machine, 2026-11-28)',
    },
  ),
  families: [
    randomFamily,
    { name: 'heuristic', description: 'scores each action by a few rules of thumb', settings: [], make: () => swsHeuristicAgent },
  ],
  referees: { 'sword-and-swarm-attack': refereeDefault },
};

export default swordAndSwarmAi;

export { swsHeuristicAgent } from './heuristic.js';
export { playRandomEncounter } from './random-encounters.js';
