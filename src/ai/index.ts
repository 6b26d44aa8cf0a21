/**
 * The agents the terminal front end offers by name. `random` and `heuristic` are built in; any other
 * name or level the agent catalog knows ('search', 'search:iterations=500', 'beginner', ...) is looked
 * up there. Each plays a game with the player its name means in the game's rule system (catalog.ts).
 *
 *   const agent = resolveAgent('heuristic'); // an Agent, or a message naming the choices
 */
import { randomAgent, type Agent } from './agent.js';
import { makeAgent, namesIn } from './catalog.js';
import { aiSystemFor, listAiSystems } from './registry.js';

/** Every system's heuristic player, each for its own games. */
const heuristicAgent = makeAgent('heuristic') as Agent;

export const AGENTS: Readonly<Record<string, Agent>> = {
  random: randomAgent,
  heuristic: heuristicAgent,
};

export const agentNames = (): string[] => Object.keys(AGENTS);

/** The agent for a name (for a game of `rulesetId`, when given), or an error message listing the names. */
export function resolveAgent(name: string, rulesetId?: string): Agent | string {
  const builtIn = AGENTS[name];
  if (builtIn && rulesetId === undefined) return builtIn;
  const other = makeAgent(name, rulesetId);
  if (typeof other !== 'string') return other;
  const systems = rulesetId === undefined ? listAiSystems() : [aiSystemFor(rulesetId)].filter((s) => s !== undefined);
  const catalog = [...new Set(systems.flatMap(namesIn))].filter((n) => !(n in AGENTS));
  return `unknown agent '${name}': choose ${agentNames().join(' or ')} (or a catalog name: ${catalog.join(', ')})`;
}

export { makeAgent, levelsFor } from './catalog.js';
export { randomAgent, heuristicAgent };
export type { Agent };
export type { AiLevel, AiSystem } from './system.js';
