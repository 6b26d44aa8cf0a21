/**
 * The CLI registry: every system's text front end (a CliSystem), found by the system's id or by the id
 * of a ruleset it owns (core's systemOf). src/cli/systems.ts registers each with one line.
 */
import { systemOf } from '../core/registry.js';
import type { CliSystem } from './system.js';

const systems = new Map<string, CliSystem>();

export function registerCliSystem(cli: CliSystem): void {
  if (systems.has(cli.id)) throw new Error(`the text front end of ${cli.id} is registered twice`);
  systems.set(cli.id, cli);
}

export function getCliSystem(systemId: string): CliSystem | undefined {
  return systems.get(systemId);
}

/** The text front end of the system owning a ruleset (a game or a referee). */
export function cliSystemFor(rulesetId: string): CliSystem | undefined {
  const system = systemOf(rulesetId);
  return system && systems.get(system.id);
}

export function listCliSystems(): CliSystem[] {
  return [...systems.values()];
}
