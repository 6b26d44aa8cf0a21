/** Swords & Sorcery's computer players: the heuristic, a fallible heuristic, the search over it, and the battle referee's default. */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import { benchSearch, DEFAULT_SEARCH, fallibleFamily, searchSettings, settingsIn } from '../search/index.js';
import { swordsAndSorcery } from '../../rulesets/swords-and-sorcery/index.js';
import { timeDecisions } from '../measure.js';
import type { AiSystem } from '../system.js';
import { ssHeuristicAgent } from './heuristic.js';
import { forgivingRules, ssSearchAgent, ssSearchSpec } from './search.js';

/** A refereed battle offers the battle engine's own default first (battle/auto-decide.ts). */
const battleDefault: Agent = { name: 'battle default', choose: (ctx) => ctx.legal[0]! };

/** The levels' agent specs, beginner to strongest. */
export const LEVELS = {
  beginner: 'random',
  intermediate: 'heuristic',
  advanced: 'search:candidates=3,samples=2,depth=8',
  strongest: 'search:candidates=4,samples=2,depth=12',
} as const;

export const swordsAndSorceryAi: AiSystem = {
  id: 'swords-and-sorcery',
  levels: [
    {
      id: 'beginner',
      name: 'Beginner',
      description:
        'plays any legal choice at random: it moves stacks, reacts and chooses in battle as chance falls, for a first game to learn the rules against (the heuristic with random slips played no worse than the heuristic itself, docs/ai.md)',
      agent: LEVELS.beginner,
      budget: { msPerMove: 1, basis: 'no thinking: one roll among the legal actions' },
    },
    {
      id: 'intermediate',
      name: 'Intermediate',
      description:
        'the heuristic player: its stacks head for fortified hexes and for enemy stacks they should beat, and the battle engine decides its battles',
      agent: LEVELS.intermediate,
      budget: {
        msPerMove: 232,
        basis:
          'no search; a median of 1.2 ms and at most 232 ms a move over 536 moves of three games against random (a busy 2-core machine, 2026-11-28)',
      },
    },
    {
      id: 'advanced',
      name: 'Advanced',
      description:
        "looks ahead in the movement phase: guesses what the enemy's unseen stacks hold from the order of battle and the counters it sees, and plays each of its 3 most promising steps (or ending the phase) on twice for 8 actions, keeping the one that scores best on victory points and strength standing",
      agent: LEVELS.advanced,
      budget: {
        msPerMove: 1103,
        basis:
          'search:candidates=3,samples=2,depth=8, under half the play-out actions of the strongest; not timed on its own: bounded by the strongest (below)',
      },
    },
    {
      id: 'strongest',
      name: 'Strongest',
      description:
        "looks further: 4 steps, each played on twice for 12 actions of both sides over fresh guesses at the enemy's unseen stacks; battles as the battle engine decides them",
      agent: LEVELS.strongest,
      budget: {
        msPerMove: 1103,
        basis:
          'search:candidates=4,samples=2,depth=12; CPU: median about 170 ms, at most 1103 ms a move over games against the heuristic (seeds from 910001, a 2-core machine at load 20, 2026-11-28)',
      },
    },
  ],
  families: [
    randomFamily,
    {
      name: 'heuristic',
      description: "rules of thumb for movement, reaction, withdrawal and sieges; the battle engine's default in battle",
      settings: [],
      make: () => ssHeuristicAgent,
    },
    {
      name: 'search',
      description:
        "plays out each of its most promising movement steps with the heuristic for both sides, over guesses at the enemy's unseen stacks, and keeps the best on victory points and strength (successive halving)",
      settings: Object.keys(DEFAULT_SEARCH),
      make: (settings) => ssSearchAgent(searchSettings(settings)),
    },
    fallibleFamily(ssHeuristicAgent),
  ],
  // The search of the strongest level: its play-outs (iterations) and the actions in them a second.
  bench: (seconds) => ({
    search: benchSearch(ssSearchSpec, searchSettings(settingsIn(LEVELS.strongest)), (agent) =>
      timeDecisions(swordsAndSorcery, { name: agent.name, choose: (ctx) => agent.choose({ ...ctx, ruleset: forgivingRules }) }, seconds),
    ),
  }),
  referees: { 'swords-and-sorcery-battle': battleDefault },
};

export default swordsAndSorceryAi;

export { ssHeuristicAgent } from './heuristic.js';
