/** Sword & Spear's computer players: one heuristic player for now, and the refereed situation's default. */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import { oneLevelPlayer } from '../levels.js';
import type { AiSystem } from '../system.js';
import { ssfHeuristicAgent } from './heuristic.js';

/** A refereed shooting, melee or spell has one action: resolve (rulesets/sword-and-spear/referee.ts). */
const refereeDefault: Agent = { name: 'referee default', choose: (ctx) => ctx.legal[0]! };

export const swordAndSpearAi: AiSystem = {
  id: 'sword-and-spear',
  levels: oneLevelPlayer(
    'heuristic',
    'the heuristic player: dice to the units in contact or near the enemy, fights and charges the most battered enemy, shoots, rallies, and moves in with the units beside it',
    {
      msPerMove: 76,
      basis:
        'no search; a median of 0.08 ms and at most 76 ms a move over 338 moves of three games against random (a busy 2-core machine, 2026-11-28)',
    },
  ),
  families: [
    randomFamily,
    {
      name: 'heuristic',
      description: "rules of thumb for allocation, activation, spells and the end phase, with the ruleset's own distances",
      settings: [],
      make: () => ssfHeuristicAgent,
    },
  ],
  referees: { 'sword-and-spear-referee': refereeDefault },
};

export default swordAndSpearAi;

export { ssfHeuristicAgent } from './heuristic.js';
