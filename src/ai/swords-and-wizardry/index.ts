/**
 * Swords & Wizardry's computer players: the heuristic (the beginner), the search over hidden
 * identities (intermediate, advanced) and the policy rollouts (strongest). docs/ai.md says what each
 * level does and how its strength was measured; bench/strength-journal fingerprints the compiled players.
 */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import type { AgentFamily, AgentSettings, AiSystem } from '../system.js';
import { BEGINNER_WEIGHTS, TUNED_WEIGHTS, heuristicAgent, heuristicWith, type HeuristicWeights } from './heuristic.js';
import { DEFAULT_ROLLOUT, rolloutAgent, type RolloutSettings } from './rollout.js';
import { DEFAULT_SEARCH, searchAgent, type SearchSettings } from './search.js';
import { bench } from './bench.js';
import { useSearchThreads } from './shard-pool.js';

/** The tuned ranking's weights as settings (heuristic.ts TUNED_WEIGHTS), for the search levels. */
const TUNED = Object.entries(TUNED_WEIGHTS)
  .filter(([k, v]) => v !== BEGINNER_WEIGHTS[k as keyof HeuristicWeights])
  .map(([k, v]) => `${k}=${v}`)
  .join(',');

/** The levels' agent specs, beginner to strongest. */
export const LEVELS = {
  beginner: 'heuristic',
  intermediate: `search:iterations=300,margin=20,${TUNED}`,
  advanced: `search:iterations=2000,margin=20,${TUNED}`,
  // Policy rollouts (rollout.ts): the tuned ranking's four favourites, each played out eight plies
  // in eight determinizations, both sides moved by the tuned heuristic from their own seat's knowledge;
  // beside them up to two plans against threats to the Princess and two against the pieces beside an
  // enemy Princess identified (plans.ts), my side following the plan in its rollouts; before she is
  // identified, two plans against the castle that holds her with a chance of 0.35 or more, and
  // determinizations that put her where the ranking thinks (a piece seen to move counting 0.15). After
  // 100 plies with nothing eliminated, when not behind, trades open the game (`stall`, docs/ai.md session 15).
  strongest: 'rollout:candidates=4,samples=8,depth=8,plans=2,likely=0.35,sampleMoved=0.15,stall=100',
} as const;
export type Level = keyof typeof LEVELS;

const WEIGHTS = Object.keys(BEGINNER_WEIGHTS);

/** Settings split into the heuristic's weights (over `base`) and the family's own. */
function split(settings: AgentSettings, base: HeuristicWeights): [Record<string, number>, HeuristicWeights] {
  const weights = Object.fromEntries(Object.entries(settings).filter(([k]) => k in BEGINNER_WEIGHTS));
  const own = Object.fromEntries(Object.entries(settings).filter(([k]) => !(k in BEGINNER_WEIGHTS)));
  return [own, { ...base, ...weights }];
}

const heuristic: AgentFamily = {
  name: 'heuristic',
  description: 'one move ahead: exact challenge odds over what each enemy piece may be, and rules of thumb',
  settings: WEIGHTS,
  make: (settings): Agent =>
    Object.keys(settings).length ? heuristicWith({ ...BEGINNER_WEIGHTS, ...(settings as Partial<HeuristicWeights>) }) : heuristicAgent,
};

const search: AgentFamily = {
  name: 'search',
  description: "a search over the enemy pieces' possible identities; heuristic weights shape the candidates' ranking",
  settings: [...Object.keys(DEFAULT_SEARCH), ...WEIGHTS],
  make: (settings) => {
    const [own, weights] = split(settings, BEGINNER_WEIGHTS);
    return searchAgent(own as Partial<SearchSettings>, 'search', weights);
  },
};

// Weights over the tuned ones: they rank the candidates and move both sides in the rollouts.
const rollout: AgentFamily = {
  name: 'rollout',
  description: "the ranking's favourite moves played out in determinizations by the tuned heuristic",
  settings: [...Object.keys(DEFAULT_ROLLOUT), ...WEIGHTS],
  make: (settings) => {
    const [own, weights] = split(settings, TUNED_WEIGHTS);
    return rolloutAgent(own as Partial<RolloutSettings>, 'rollout', weights);
  },
};

export const swordsAndWizardryAi: AiSystem = {
  id: 'swords-and-wizardry',
  levels: [
    {
      id: 'beginner',
      name: 'Beginner',
      description: 'weighs what it has seen, one move ahead',
      agent: LEVELS.beginner,
      budget: { msPerMove: 1, basis: 'no search; about 1 ms a move (docs/ai.md)' },
    },
    {
      id: 'intermediate',
      name: 'Intermediate',
      description: 'searches the possible hidden identities',
      agent: LEVELS.intermediate,
      budget: { msPerMove: 10, basis: '300 search iterations; about 10 ms a move (docs/ai.md)' },
    },
    {
      id: 'advanced',
      name: 'Advanced',
      description: 'searches more of them each move',
      agent: LEVELS.advanced,
      budget: { msPerMove: 30, basis: '2,000 search iterations; about 20-30 ms a move (docs/ai.md)' },
    },
    {
      id: 'strongest',
      name: 'Strongest',
      description: 'plays its best moves out against an opponent who cannot see its pieces; about a tenth of a second a move',
      agent: LEVELS.strongest,
      budget: {
        msPerMove: 90,
        basis: '4 candidates and up to 4 plans, 8 determinizations of 8 plies; about 60-90 ms a move on one core (docs/ai.md)',
      },
    },
  ],
  families: [randomFamily, heuristic, search, rollout],
  thinkInThisThread: () => useSearchThreads(false),
  bench,
};

export default swordsAndWizardryAi;

// For the benchmarks (src/bench) and the tests.
export { DEFAULT_SEARCH, searchAgent, type SearchSettings } from './search.js';
export { DEFAULT_ROLLOUT, rolloutAgent, type RolloutSettings } from './rollout.js';
export { BEGINNER_WEIGHTS, TUNED_WEIGHTS, heuristicAgent, heuristicWith, placement, type HeuristicWeights } from './heuristic.js';
export { shardStats, useSearchThreads } from './shard-pool.js';
