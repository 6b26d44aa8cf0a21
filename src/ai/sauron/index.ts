/** Sauron's computer players: one heuristic player of the Dagorlad map game for now, and the record keeper's default. */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import { oneLevelPlayer } from '../levels.js';
import type { AiSystem } from '../system.js';
import { sauronHeuristicAgent } from './heuristic.js';

/** The record keeper offers the pending decision first, else the next phase (rulesets/sauron/referee). */
const recordDefault: Agent = { name: 'record default', choose: (ctx) => ctx.legal[0]! };

export const sauronAi: AiSystem = {
  id: 'sauron',
  levels: oneLevelPlayer(
    'heuristic',
    'the heuristic player: its units close on enemies they should beat, its leaders fight by the exact odds of Leader and Mortal Combat, and the Ring goes to Mt. Orodruin',
    {
      msPerMove: 381,
      basis:
        'no search; a median of 1.8 ms and at most 381 ms a move over 993 moves of three games against random (a busy 2-core machine, 2026-11-28)',
    },
  ),
  families: [
    randomFamily,
    {
      name: 'heuristic',
      description: 'rules of thumb for movement, combat, challenges, rallies, magic and formations, with the exact combat odds',
      settings: [],
      make: () => sauronHeuristicAgent,
    },
  ],
  referees: { 'sauron-referee': recordDefault },
};

export default sauronAi;

export { sauronHeuristicAgent } from './heuristic.js';
