/**
 * The agents the terminal front end offers by name. `random` and `heuristic` are built in; any other
 * name or level the agent catalog knows ('search', 'search:iterations=500', 'beginner', ...) is looked
 * up there.
 *
 *   const agent = resolveAgent('heuristic'); // an Agent, or a message naming the choices
 */
import { randomAgent, type Agent } from './agent.js';
import { forEveryRuleset, makeAgent } from './catalog.js';
import { heuristicAgent } from './swords-and-wizardry/heuristic.js';

export const AGENTS: Readonly<Record<string, Agent>> = {
  random: randomAgent,
  heuristic: forEveryRuleset(heuristicAgent),
};

export const agentNames = (): string[] => Object.keys(AGENTS);

/** The agent for a name, or an error message listing the names. */
export function resolveAgent(name: string): Agent | string {
  const builtIn = AGENTS[name];
  if (builtIn) return builtIn;
  const other = makeAgent(name);
  if (typeof other !== 'string') return other;
  return `unknown agent '${name}': choose ${agentNames().join(' or ')} (or a catalog name: search, search:iterations=N, beginner, intermediate, advanced, strongest)`;
}

export { randomAgent, heuristicAgent };
export type { Agent };
