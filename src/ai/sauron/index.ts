/**
 * Sauron's computer players for the Dagorlad map game: the heuristic, the same with blunders, and the
 * generic search over its rules (search.ts); and the record keeper's default.
 */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import { benchSearch, fallibleFamily, searchFamily, searchSettings, settingsIn } from '../search/index.js';
import { timeDecisions } from '../measure.js';
import { sauron } from '../../rulesets/sauron/index.js';
import type { AiSystem } from '../system.js';
import { sauronHeuristicAgent } from './heuristic.js';
import { sauronSearchSpec } from './search.js';

/** The record keeper offers the pending decision first, else the next phase (rulesets/sauron/referee). */
const recordDefault: Agent = { name: 'record default', choose: (ctx) => ctx.legal[0]! };

/** The levels' agent specs, beginner to strongest. */
export const LEVELS = {
  beginner: 'fallible:blunder=30',
  intermediate: 'heuristic',
  advanced: 'search:candidates=3,samples=2,depth=12,margin=1',
  strongest: 'search:candidates=3,samples=4,depth=12,margin=1',
} as const;

export const sauronAi: AiSystem = {
  id: 'sauron',
  levels: [
    {
      id: 'beginner',
      name: 'Beginner',
      description:
        'the heuristic player, except that three decisions in ten are picked at random: stray steps, wasted attacks, challenges it should not make',
      agent: LEVELS.beginner,
      budget: {
        msPerMove: 381,
        basis:
          "no search; the heuristic's: a median of 1.8 ms and at most 381 ms a move over 993 moves of three games against random (a busy 2-core machine, 2026-11-28)",
      },
    },
    {
      id: 'intermediate',
      name: 'Intermediate',
      description:
        'the heuristic player: its units close on enemies they should beat, its leaders fight by the exact odds of Leader and Mortal Combat, and the Ring goes to Mt. Orodruin',
      agent: LEVELS.intermediate,
      budget: {
        msPerMove: 381,
        basis:
          "no search; the heuristic's: a median of 1.8 ms and at most 381 ms a move over 993 moves of three games against random (a busy 2-core machine, 2026-11-28)",
      },
    },
    {
      id: 'advanced',
      name: 'Advanced',
      description:
        'moves as the heuristic does; in combat, challenges and rallies it plays each of three choices out twice (the heuristic playing both sides) and overrules the heuristic only when another choice clearly leaves the enemy nearer breaking than itself',
      agent: LEVELS.advanced,
      budget: {
        msPerMove: 402,
        basis:
          "3 candidates × 2 play-outs of 12 actions in combat, challenges and rallies; a mean of 143 ms and at most 402 ms of CPU over 30 searched decisions of two six-turn games (seeds 7-8), the heuristic's up to 381 ms elsewhere (a busy 2-core machine, 2026-11-28)",
      },
    },
    {
      id: 'strongest',
      name: 'Strongest',
      description:
        'moves as the heuristic does; in combat, challenges and rallies it plays each of three choices out four times, further ahead, keeping the better half each round, and overrules the heuristic only when clearly better',
      agent: LEVELS.strongest,
      budget: {
        msPerMove: 878,
        basis:
          "3 candidates × 4 play-outs of 12 actions in combat, challenges and rallies; a mean of 398 ms and at most 878 ms of CPU over 24 searched decisions of a six-turn game (seed 7), the heuristic's up to 381 ms elsewhere (a busy 2-core machine, 2026-11-28)",
      },
    },
  ],
  families: [
    randomFamily,
    {
      name: 'heuristic',
      description: 'rules of thumb for movement, combat, challenges, rallies, magic and formations, with the exact combat odds',
      settings: [],
      make: () => sauronHeuristicAgent,
    },
    fallibleFamily(sauronHeuristicAgent),
    searchFamily(sauronSearchSpec),
  ],
  // The search of the strongest level: its play-outs (iterations) and the actions in them a second.
  bench: (seconds) => ({
    search: benchSearch(sauronSearchSpec, searchSettings(settingsIn(LEVELS.strongest)), (agent) => timeDecisions(sauron, agent, seconds)),
  }),
  referees: { 'sauron-referee': recordDefault },
};

export default sauronAi;

export { sauronHeuristicAgent } from './heuristic.js';
