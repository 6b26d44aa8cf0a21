/**
 * Map-side options of the Swords & Sorcery strategic variant: the data files a user may replace and the
 * readings of unclear clauses (map-assumptions.ts explains each, by assumption id). Only what the
 * map, movement and stacking code reads is here.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import {
  buildTables,
  charactersFileSchema,
  DATA_FILES,
  racesFileSchema,
  scenarioSchema,
  terrainFileSchema,
  unitsFileSchema,
  type Tables,
} from './data.js';
import { BORDER_WAR, buildScenario, type Scenario } from './map.js';

export const mapOptionsSchema = z.strictObject({
  /** SSV-A18: races and morale (default data/races.json). */
  races: racesFileSchema.optional(),
  /** SSV-A3, A7, A10, A11, A13, A16: terrain, fortification and hexside effects (default data/terrain.json). */
  terrain: terrainFileSchema.optional(),
  /** SSV-A2, A17: army unit types (default data/units.json). */
  units: unitsFileSchema.optional(),
  /** SSV-A4: characters and monsters (default data/characters.json). */
  characters: charactersFileSchema.optional(),
  /** SSV-A5: the scenario, map included (default data/scenarios/border-war.json). */
  scenario: scenarioSchema.optional(),
  /** SSV-A8: a gate hexside is open to movement into a hex not held by the enemy ('open'), or costs as a wall ('wall'). */
  gate: z.enum(['open', 'wall']).default('open'),
  /** SSV-A9: crossing a wall into a hex held by friendly units costs the whole allowance, as into an empty one (II.C), or only the terrain. */
  wallIntoFriendly: z.enum(['allowance', 'terrain']).default('allowance'),
  /** SSV-A12: swamp creatures may move through a lake (I.F), though they may not end a move there. */
  swampCreaturesInLake: z.boolean().default(true),
  /** SSV-A13: a fortification's defence multiplier and the terrain's: the higher applies, or their product. */
  fortificationDefence: z.enum(['highest', 'product']).default('highest'),
  /** SSV-A10: what a one-die movement cost counts as when no die is rolled (the Reaction modifiers, III.A.1/2). */
  dieCostForReaction: z.number().int().min(1).max(6).default(6),
  /** SSV-A19: stacking penalties may eliminate only units that count for stacking ('counted'), or any unit ('any'). */
  stackingEliminates: z.enum(['counted', 'any']).default('counted'),
});

export type MapOptions = z.infer<typeof mapOptionsSchema>;
export const DEFAULT_MAP_OPTIONS: MapOptions = mapOptionsSchema.parse({});

/** Everything the map-side rules read, built once from options. */
export interface MapContext {
  readonly options: MapOptions;
  readonly tables: Tables;
  readonly scenario: Scenario;
}

/** The tables and scenario the options name (bundled ones where none is given), or what is wrong with them. */
export function mapContext(options: MapOptions = DEFAULT_MAP_OPTIONS): Result<MapContext, string> {
  const tables = buildTables({
    races: options.races ?? DATA_FILES.races,
    terrain: options.terrain ?? DATA_FILES.terrain,
    units: options.units ?? DATA_FILES.units,
    characters: options.characters ?? DATA_FILES.characters,
  });
  if (!tables.ok) return err(tables.error.join('; '));
  const scenario = buildScenario(options.scenario ?? BORDER_WAR, tables.value);
  if (!scenario.ok) return err(`scenario: ${scenario.error.join('; ')}`);
  return ok({ options, tables: tables.value, scenario: scenario.value });
}
