/**
 * Agents by name, for the CLI, the server and tournaments. A name is a level or an agent with
 * settings: 'random', 'heuristic', 'search', 'search:iterations=5000,depth=8'.
 *
 * Difficulty levels offered to players (beginner to strongest) map onto these.
 */
import { randomAgent, type Agent } from './agent.js';
import { heuristicAgent } from './heuristic.js';
import { searchAgent, type SearchSettings } from './swords-and-wizardry/search.js';

export const LEVELS = {
  beginner: 'heuristic',
  intermediate: 'search:iterations=300',
  advanced: 'search:iterations=2000',
  strongest: 'search:iterations=30000',
} as const;
export type Level = keyof typeof LEVELS;

const factories: Record<string, (settings: Record<string, number>) => Agent> = {
  random: () => randomAgent,
  heuristic: () => heuristicAgent,
  search: (settings) => searchAgent(settings as Partial<SearchSettings>, 'search'),
};

/** Adds an agent family (e.g. the heuristic player) to the catalog. */
export function registerAgent(name: string, make: (settings: Record<string, number>) => Agent): void {
  factories[name] = make;
}

/** A fresh agent for a name or level, or an error message. */
export function makeAgent(nameOrLevel: string): Agent | string {
  const name: string = (LEVELS as Record<string, string>)[nameOrLevel] ?? nameOrLevel;
  const [family, params] = name.split(':', 2) as [string, string | undefined];
  const make = factories[family];
  if (!make) return `unknown agent '${nameOrLevel}': choose one of ${[...Object.keys(LEVELS), ...Object.keys(factories)].join(', ')}`;
  const settings: Record<string, number> = {};
  for (const pair of params ? params.split(',') : []) {
    const [key, value] = pair.split('=');
    const n = Number(value);
    if (!key || !Number.isFinite(n)) return `bad setting '${pair}' in '${nameOrLevel}' (use key=number)`;
    settings[key] = n;
  }
  const agent = make(settings);
  return nameOrLevel === family ? agent : { ...agent, name: nameOrLevel, choose: agent.choose.bind(agent) };
}
