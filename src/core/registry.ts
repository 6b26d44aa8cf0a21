/** An open registry of rule systems: adding one never touches the core, the server or the CLI. */
import type { AnyRuleset } from './ruleset.js';

const rulesets = new Map<string, AnyRuleset>();

export function registerRuleset(ruleset: AnyRuleset): void {
  if (rulesets.has(ruleset.id)) throw new Error(`ruleset ${ruleset.id} is registered twice`);
  rulesets.set(ruleset.id, ruleset);
}

export function getRuleset(id: string): AnyRuleset | undefined {
  return rulesets.get(id);
}

export function listRulesets(): AnyRuleset[] {
  return [...rulesets.values()];
}
