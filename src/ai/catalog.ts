/**
 * Agents by name, for the CLI, the server and tournaments. A name is a level or an agent with
 * settings: 'random', 'heuristic', 'beginner', 'search:iterations=5000,depth=8', 'strongest:samples=12'.
 *
 * Each rule system offers its own levels (beginner to strongest) and kinds of player (src/ai/<system>/,
 * found through the AI registry). An agent made here plays each game with the player its name means in
 * the system owning the game's ruleset; a referee's engine with that system's one player for it.
 */
import type { Agent } from './agent.js';
import { aiSystemFor, listAiSystems } from './registry.js';
import type { AiSystem } from './system.js';
import './systems.js';

/** The level's spec, or undefined for a name that is not one of the system's levels. */
const levelSpec = (ai: AiSystem, id: string): string | undefined => ai.levels.find((l) => l.id === id)?.agent;

/** The names a system takes: its levels, then its kinds of player. */
export const namesIn = (ai: AiSystem): string[] => [...ai.levels.map((l) => l.id), ...ai.families.map((f) => f.name)];

/** The system's player for a name or level, or why there is none. `known`: the name's level or family is the system's. */
function agentIn(ai: AiSystem, nameOrLevel: string): { agent: Agent } | { error: string; known: boolean } {
  const [head, changes] = nameOrLevel.split(':', 2) as [string, string | undefined];
  const level = levelSpec(ai, head);
  const name = level === undefined ? nameOrLevel : changes ? `${level}${level.includes(':') ? ',' : ':'}${changes}` : level;
  const [familyName, params] = name.split(':', 2) as [string, string | undefined];
  const family = ai.families.find((f) => f.name === familyName);
  if (!family) return { error: `unknown agent '${nameOrLevel}': choose one of ${namesIn(ai).join(', ')}`, known: false };
  const settings: Record<string, number> = {};
  for (const pair of params ? params.split(',') : []) {
    const [key, value] = pair.split('=');
    const n = Number(value);
    if (!key || !Number.isFinite(n)) return { error: `bad setting '${pair}' in '${nameOrLevel}' (use key=number)`, known: true };
    if (!family.settings.includes(key))
      return {
        error: `unknown setting '${key}' in '${nameOrLevel}': ${family.name} ${family.settings.length ? `has ${family.settings.join(', ')}` : 'takes no settings'}`,
        known: true,
      };
    settings[key] = n;
  }
  return { agent: family.make(settings) };
}

/**
 * A fresh agent for a name or level, or an error message. A level may be followed by settings that
 * change it, `strongest:samples=12`: the level's own settings, then these. With `rulesetId`, the name
 * must mean a player of that ruleset's system; without, of at least one system (the agent then plays
 * the systems whose player it names, and refuses a game of another when asked to choose).
 */
export function makeAgent(nameOrLevel: string, rulesetId?: string): Agent | string {
  const owner = rulesetId === undefined ? undefined : aiSystemFor(rulesetId);
  if (rulesetId !== undefined && !owner) return `no computer player for ${rulesetId}`;
  const players = new Map<string, Agent>();
  let refusal: { error: string; known: boolean } | undefined;
  for (const ai of owner ? [owner] : listAiSystems()) {
    const made = agentIn(ai, nameOrLevel);
    if ('agent' in made) players.set(ai.id, made.agent);
    // The first system that knows the name says what is wrong with its settings.
    else if (!refusal || (made.known && !refusal.known)) refusal = made;
  }
  if (players.size === 0) return refusal?.error ?? `unknown agent '${nameOrLevel}'`;
  return {
    name: nameOrLevel,
    choose(ctx) {
      const ai = aiSystemFor(ctx.ruleset.id);
      if (!ai) throw new Error(`no computer player for ${ctx.ruleset.id}`);
      const referee = ai.referees?.[ctx.ruleset.id];
      if (referee) return referee.choose(ctx);
      let agent = players.get(ai.id);
      if (!agent) {
        // A system registered after this agent was made.
        const made = agentIn(ai, nameOrLevel);
        if ('error' in made) throw new Error(`${ctx.ruleset.name}: ${made.error}`);
        agent = made.agent;
        players.set(ai.id, agent);
      }
      return agent.choose(ctx);
    },
  };
}

/**
 * The levels a game of this ruleset offers (its system's, beginner to strongest; none for a ruleset no
 * system owns), or without one, every system's (each id once, in the first system's words).
 */
export function levelsFor(rulesetId?: string): AiSystem['levels'] {
  if (rulesetId !== undefined) return aiSystemFor(rulesetId)?.levels ?? [];
  const all = new Map<string, AiSystem['levels'][number]>();
  for (const level of listAiSystems().flatMap((ai) => ai.levels)) if (!all.has(level.id)) all.set(level.id, level);
  return [...all.values()];
}
