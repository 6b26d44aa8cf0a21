/** Sword & Spear's computer players: the heuristic, a fallible heuristic, the search over it, and the refereed situation's default. */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import { benchSearch, fallibleFamily, searchFamily, searchSettings, settingsIn } from '../search/index.js';
import { swordAndSpear } from '../../rulesets/sword-and-spear/index.js';
import { timeDecisions } from '../measure.js';
import type { AiSystem } from '../system.js';
import { ssfHeuristicAgent } from './heuristic.js';
import { ssfSearchSpec } from './search.js';

/** A refereed shooting, melee or spell has one action: resolve (rulesets/sword-and-spear/referee.ts). */
const refereeDefault: Agent = { name: 'referee default', choose: (ctx) => ctx.legal[0]! };

/** The levels' agent specs, beginner to strongest. */
export const LEVELS = {
  beginner: 'random',
  intermediate: 'heuristic',
  advanced: 'search:candidates=4,samples=2,depth=12',
  strongest: 'search:candidates=6,samples=3,depth=20',
} as const;

export const swordAndSpearAi: AiSystem = {
  id: 'sword-and-spear',
  levels: [
    {
      id: 'beginner',
      name: 'Beginner',
      description:
        'plays any legal choice at random: it gives its dice, orders its units and casts as chance falls, for a first game to learn the rules against (the heuristic with random slips played no worse than the heuristic itself, docs/ai.md)',
      agent: LEVELS.beginner,
      budget: { msPerMove: 1, basis: 'no thinking: one roll among the legal actions' },
    },
    {
      id: 'intermediate',
      name: 'Intermediate',
      description:
        'the heuristic player: dice to the units in contact or near the enemy, fights and charges the most battered enemy, shoots, rallies, and moves in with the units beside it',
      agent: LEVELS.intermediate,
      budget: {
        msPerMove: 76,
        basis:
          'no search; a median of 0.08 ms and at most 76 ms a move over 338 moves of three games against random (a busy 2-core machine, 2026-11-28)',
      },
    },
    {
      id: 'advanced',
      name: 'Advanced',
      description:
        "looks ahead: for each of its 4 most promising choices (a die to each unit, each target, each way to move) it plays the battle on twice for 12 actions of both sides with the heuristic and keeps the choice that leaves the enemy's army nearer to breaking than its own",
      agent: LEVELS.advanced,
      budget: {
        msPerMove: 1243,
        basis:
          'search:candidates=4,samples=2,depth=12, a quarter of the play-out actions of the strongest; not timed on its own: bounded by the strongest (below)',
      },
    },
    {
      id: 'strongest',
      name: 'Strongest',
      description:
        'looks further: 6 choices, each played on 3 times for 20 actions of both sides, judged by the shares of army value lost and the hits units carry (F12: half the army lost breaks it)',
      agent: LEVELS.strongest,
      budget: {
        msPerMove: 1243,
        basis:
          'search:candidates=6,samples=3,depth=20; CPU at the heavier samples=4,depth=24: median 533 ms, at most 1243 ms over 147 moves of one game against the heuristic (seed 800001, a 2-core machine at load 20, 2026-11-28)',
      },
    },
  ],
  families: [
    randomFamily,
    {
      name: 'heuristic',
      description: "rules of thumb for allocation, activation, spells and the end phase, with the ruleset's own distances",
      settings: [],
      make: () => ssfHeuristicAgent,
    },
    searchFamily(
      ssfSearchSpec,
      'plays out each of its most promising choices with the heuristic for both sides and keeps the one that leaves its army furthest from breaking (successive halving)',
    ),
    fallibleFamily(ssfHeuristicAgent),
  ],
  // The search of the strongest level: its play-outs (iterations) and the actions in them a second.
  bench: (seconds) => ({
    search: benchSearch(ssfSearchSpec, searchSettings(settingsIn(LEVELS.strongest)), (agent) =>
      timeDecisions(swordAndSpear, agent, seconds),
    ),
  }),
  referees: { 'sword-and-spear-referee': refereeDefault },
};

export default swordAndSpearAi;

export { ssfHeuristicAgent } from './heuristic.js';
