/**
 * An open registry of rule systems and their engines: adding one never touches the core, the server or
 * the CLI. src/rulesets/index.ts registers every system with one line.
 */
import type { AnyRuleset } from './ruleset.js';
import type { RuleSystem } from './system.js';

const rulesets = new Map<string, AnyRuleset>();
const systems = new Map<string, RuleSystem>();
/** The system each engine belongs to, by ruleset id. */
const owners = new Map<string, RuleSystem>();

export function registerRuleset(ruleset: AnyRuleset): void {
  if (rulesets.has(ruleset.id)) throw new Error(`ruleset ${ruleset.id} is registered twice`);
  rulesets.set(ruleset.id, ruleset);
}

/** Registers a system and every engine it holds. */
export function registerSystem(system: RuleSystem): void {
  if (systems.has(system.id)) throw new Error(`rule system ${system.id} is registered twice`);
  systems.set(system.id, system);
  for (const ruleset of system.rulesets) {
    registerRuleset(ruleset);
    owners.set(ruleset.id, system);
  }
}

export function getRuleset(id: string): AnyRuleset | undefined {
  return rulesets.get(id);
}

export function listRulesets(): AnyRuleset[] {
  return [...rulesets.values()];
}

export function getSystem(id: string): RuleSystem | undefined {
  return systems.get(id);
}

/** The system a ruleset (a game or a referee) belongs to. */
export function systemOf(rulesetId: string): RuleSystem | undefined {
  return owners.get(rulesetId);
}

export function listSystems(): RuleSystem[] {
  return [...systems.values()];
}
