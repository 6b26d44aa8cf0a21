/**
 * The AI registry: every system's computer players (an AiSystem), found by the system's id or by the
 * id of a ruleset it owns (core's systemOf). src/ai/systems.ts registers each with one line.
 */
import { systemOf } from '../core/registry.js';
import type { AiSystem } from './system.js';

const systems = new Map<string, AiSystem>();

export function registerAiSystem(ai: AiSystem): void {
  if (systems.has(ai.id)) throw new Error(`computer players of ${ai.id} are registered twice`);
  systems.set(ai.id, ai);
}

export function getAiSystem(systemId: string): AiSystem | undefined {
  return systems.get(systemId);
}

/** The computer players of the system owning a ruleset (a game or a referee). */
export function aiSystemFor(rulesetId: string): AiSystem | undefined {
  const system = systemOf(rulesetId);
  return system && systems.get(system.id);
}

export function listAiSystems(): AiSystem[] {
  return [...systems.values()];
}
