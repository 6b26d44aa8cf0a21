/**
 * Agents by name, for the CLI, the server and tournaments. A name is a level or an agent with
 * settings: 'random', 'heuristic', 'search', 'search:iterations=5000,depth=8'.
 *
 * Difficulty levels offered to players (beginner to strongest) map onto these.
 */
import { randomAgent, type Agent } from './agent.js';
import { BEGINNER_WEIGHTS, TUNED_WEIGHTS, heuristicAgent, heuristicWith, type HeuristicWeights } from './swords-and-wizardry/heuristic.js';
import { DEFAULT_ROLLOUT, rolloutAgent, type RolloutSettings } from './swords-and-wizardry/rollout.js';
import { DEFAULT_SEARCH, searchAgent, type SearchSettings } from './swords-and-wizardry/search.js';
import { ssHeuristicAgent } from './swords-and-sorcery/heuristic.js';
import { ssfHeuristicAgent } from './sword-and-spear/heuristic.js';
import { swsHeuristicAgent } from './sword-and-swarm/heuristic.js';
import { sauronHeuristicAgent } from './sauron/heuristic.js';

/**
 * Players of the other rule systems, by ruleset id. The names above are Swords & Wizardry's; a game
 * of another system gets its own player for the same name or level, and every level maps onto it
 * until that system has a search player of its own (docs/ai.md).
 */
const OTHER_RULESETS: Readonly<Record<string, Agent>> = {
  'swords-and-sorcery': ssHeuristicAgent,
  'sword-and-swarm': swsHeuristicAgent,
  // A refereed attack offers the next roll first (rulesets/sword-and-swarm/referee.ts).
  'sword-and-swarm-attack': { name: 'referee default', choose: (ctx) => ctx.legal[0]! },
  'sword-and-spear': ssfHeuristicAgent,
  sauron: sauronHeuristicAgent,
  // A refereed shooting, melee or spell has one action: resolve (rulesets/sword-and-spear/referee.ts).
  'sword-and-spear-referee': { name: 'referee default', choose: (ctx) => ctx.legal[0]! },
  // A refereed battle offers the battle engine's own default first (battle/auto-decide.ts).
  'swords-and-sorcery-battle': { name: 'battle default', choose: (ctx) => ctx.legal[0]! },
  // The Sauron record keeper offers the pending decision first, else the next phase (rulesets/sauron/referee).
  'sauron-referee': { name: 'record default', choose: (ctx) => ctx.legal[0]! },
};

/** An agent that plays Swords & Wizardry as `sw` and every other system with that system's player. */
export function forEveryRuleset(sw: Agent): Agent {
  return {
    name: sw.name,
    choose(ctx) {
      if (ctx.ruleset.id === 'swords-and-wizardry') return sw.choose(ctx);
      const other = OTHER_RULESETS[ctx.ruleset.id];
      if (!other) throw new Error(`no computer player for ${ctx.ruleset.id}`);
      return other.choose(ctx);
    },
  };
}

/** The tuned ranking's weights as settings (heuristic.ts TUNED_WEIGHTS), for the search levels. */
const TUNED = Object.entries(TUNED_WEIGHTS)
  .filter(([k, v]) => v !== BEGINNER_WEIGHTS[k as keyof HeuristicWeights])
  .map(([k, v]) => `${k}=${v}`)
  .join(',');

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

/** Settings a family understands; others are refused by name. */
const SETTINGS: Record<string, readonly string[]> = {
  heuristic: Object.keys(BEGINNER_WEIGHTS),
  search: [...Object.keys(DEFAULT_SEARCH), ...Object.keys(BEGINNER_WEIGHTS)],
  rollout: [...Object.keys(DEFAULT_ROLLOUT), ...Object.keys(BEGINNER_WEIGHTS)],
};

/** Settings split into the heuristic's weights (over `base`) and the family's own. */
function split(settings: Record<string, number>, base: HeuristicWeights): [Record<string, number>, HeuristicWeights] {
  const weights = Object.fromEntries(Object.entries(settings).filter(([k]) => k in BEGINNER_WEIGHTS));
  const own = Object.fromEntries(Object.entries(settings).filter(([k]) => !(k in BEGINNER_WEIGHTS)));
  return [own, { ...base, ...weights }];
}

const factories: Record<string, (settings: Record<string, number>) => Agent> = {
  random: () => randomAgent,
  heuristic: (settings) => forEveryRuleset(Object.keys(settings).length ? heuristicWith({ ...BEGINNER_WEIGHTS, ...(settings as Partial<HeuristicWeights>) }) : heuristicAgent),
  search: (settings) => {
    // Heuristic weights among the settings shape the candidates' ranking.
    const [search, weights] = split(settings, BEGINNER_WEIGHTS);
    return forEveryRuleset(searchAgent(search as Partial<SearchSettings>, 'search', weights));
  },
  // Weights over the tuned ones: they rank the candidates and move both sides in the rollouts.
  rollout: (settings) => {
    const [rollout, weights] = split(settings, TUNED_WEIGHTS);
    return forEveryRuleset(rolloutAgent(rollout as Partial<RolloutSettings>, 'rollout', weights));
  },
};

/** Adds an agent family (e.g. the heuristic player) to the catalog. */
export function registerAgent(name: string, make: (settings: Record<string, number>) => Agent): void {
  factories[name] = make;
}

/**
 * A fresh agent for a name or level, or an error message. A level may be followed by settings that
 * change it, `strongest:samples=12`: the level's own settings, then these.
 */
export function makeAgent(nameOrLevel: string): Agent | string {
  const [head, changes] = nameOrLevel.split(':', 2) as [string, string | undefined];
  const level: string | undefined = (LEVELS as Record<string, string>)[head];
  const name = level === undefined ? nameOrLevel : changes ? `${level}${level.includes(':') ? ',' : ':'}${changes}` : level;
  const [family, params] = name.split(':', 2) as [string, string | undefined];
  const make = factories[family];
  if (!make) return `unknown agent '${nameOrLevel}': choose one of ${[...Object.keys(LEVELS), ...Object.keys(factories)].join(', ')}`;
  const settings: Record<string, number> = {};
  for (const pair of params ? params.split(',') : []) {
    const [key, value] = pair.split('=');
    const n = Number(value);
    if (!key || !Number.isFinite(n)) return `bad setting '${pair}' in '${nameOrLevel}' (use key=number)`;
    if (SETTINGS[family] && !SETTINGS[family].includes(key)) return `unknown setting '${key}' in '${nameOrLevel}': ${family} has ${SETTINGS[family].join(', ')}`;
    settings[key] = n;
  }
  const agent = make(settings);
  return nameOrLevel === family ? agent : { ...agent, name: nameOrLevel, choose: agent.choose.bind(agent) };
}
