/**
 * The map of a Swords & Sorcery scenario, built once from its description: a HexGrid plus, per hex,
 * its terrain, fortification and whether it holds a Dragon complex, and the feature of each special
 * hexside. Problems in a description are reported with the hex (or hexside) they concern.
 *
 * A unit stands on a hex or, in a mountain hex holding a Dragon complex, inside the complex, which the
 * rules call "technically a separate location from the Mountain hex in which it is found" (II.B): a
 * `Place` says which.
 */
import { HexGrid } from '../../core/geometry/hex-grid.js';
import { err, ok, type Result } from '../../core/result.js';
import { parseDataFile, scenarioSchema, type Mover, type ScenarioSpec, type Tables, type Terrain } from './data.js';
import borderWarData from './data/scenarios/border-war.json' with { type: 'json' };
import type { MapOptions } from './map-options.js';
import { terrainMultiplier } from './battle-inputs.js';

export const DRAGON_COMPLEX = 'dragon-complex';

/** A hex, or the Dragon complex inside it. */
export interface Place {
  readonly hex: number;
  readonly complex?: boolean;
}

export interface HexMap {
  readonly grid: HexGrid;
  /** Terrain id of each hex (never an overlay such as a vortex, nor the Dragon complex). */
  readonly terrain: readonly string[];
  /** Fortification id of each hex, or null. */
  readonly fortification: readonly (string | null)[];
  /** Whether each hex holds a Dragon complex. */
  readonly dragonComplex: readonly boolean[];
  /** Hexside id (HexGrid.hexside) -> feature id (wall, gate, stream, ford, bridge); plain sides are absent. */
  readonly hexsides: ReadonlyMap<number, string>;
  /** Vortices at the start: their moves and activity belong to the game state. */
  readonly vortices: readonly { readonly hex: number; readonly active: boolean }[];
  readonly names: ReadonlyMap<number, string>;
}

export interface StartingStack {
  readonly place: Place;
  /** Unit type ids, one per counter. */
  readonly units: readonly string[];
  readonly characters: readonly string[];
}

export interface Scenario {
  readonly id: string;
  readonly name: string;
  readonly map: HexMap;
  readonly seats: readonly string[];
  readonly forces: Readonly<Record<string, { readonly name: string; readonly stacks: readonly StartingStack[] }>>;
}

/** Builds the map of a scenario, or lists every problem, each naming its hex or hexside. */
export function buildMap(spec: ScenarioSpec, tables: Tables): Result<HexMap, string[]> {
  const grid = new HexGrid(spec.columns, spec.rows);
  const problems: string[] = [];
  const hexOf = (name: string, what: string): number | undefined => {
    const h = grid.index(name);
    if (h === undefined) problems.push(`${name}: ${what} is off the ${spec.columns} x ${spec.rows} map`);
    return h;
  };

  for (const [code, id] of Object.entries(spec.legend)) {
    const t = tables.terrain.get(id);
    if (!t) problems.push(`legend '${code}': no terrain '${id}'`);
    else if (t.overlay) problems.push(`legend '${code}': '${id}' is a counter on a hex; list it under 'vortices'`);
    else if (id === DRAGON_COMPLEX)
      problems.push(`legend '${code}': a Dragon complex lies inside a mountain hex; list it under 'dragonComplexes'`);
  }

  const terrain = new Array<string>(grid.size).fill('');
  if (spec.map.length !== spec.rows) problems.push(`map: ${spec.map.length} rows, expected ${spec.rows}`);
  spec.map.forEach((line, r) => {
    const codes = line
      .trim()
      .split(/\s+/)
      .filter((c) => c !== '');
    const rowName = String(r + 1).padStart(2, '0');
    if (codes.length !== spec.columns) problems.push(`map row ${rowName}: ${codes.length} hexes, expected ${spec.columns}`);
    codes.slice(0, spec.columns).forEach((code, c) => {
      const hex = grid.at(c + 1, r + 1);
      if (hex === undefined) return;
      const id = spec.legend[code];
      if (id === undefined) problems.push(`${grid.name(hex)}: map code '${code}' is not in the legend`);
      else terrain[hex] = id;
    });
  });

  const fortification = new Array<string | null>(grid.size).fill(null);
  for (const [name, id] of Object.entries(spec.fortifications ?? {})) {
    const hex = hexOf(name, `fortification '${id}'`);
    if (hex === undefined) continue;
    if (!tables.fortifications.has(id)) problems.push(`${name}: no fortification '${id}'`);
    fortification[hex] = id;
  }

  const dragonComplex = new Array<boolean>(grid.size).fill(false);
  for (const name of spec.dragonComplexes ?? []) {
    const hex = hexOf(name, 'Dragon complex');
    if (hex === undefined) continue;
    if (terrain[hex] !== 'mountain')
      problems.push(`${name}: a Dragon complex must be in a mountain hex (II.B), not ${terrain[hex] || 'nothing'}`);
    dragonComplex[hex] = true;
  }

  const vortices: { hex: number; active: boolean }[] = [];
  for (const v of spec.vortices ?? []) {
    const hex = hexOf(v.hex, 'vortex');
    if (hex === undefined) continue;
    if (vortices.some((o) => o.hex === hex)) problems.push(`${v.hex}: two vortices`);
    vortices.push({ hex, active: v.active });
  }

  const hexsides = new Map<number, string>();
  for (const [feature, sides] of Object.entries(spec.hexsides ?? {})) {
    if (!tables.hexsides.has(feature)) problems.push(`hexsides: no feature '${feature}'`);
    for (const side of sides) {
      const id = grid.hexsideIndex(side);
      if (id === undefined) {
        problems.push(`${side}: not two adjacent hexes on the map`);
        continue;
      }
      const prior = hexsides.get(id);
      if (prior !== undefined) problems.push(`${side}: both ${prior} and ${feature}; a hexside has one feature`);
      hexsides.set(id, feature);
    }
  }

  const names = new Map<number, string>();
  for (const [name, label] of Object.entries(spec.names ?? {})) {
    const hex = hexOf(name, `name '${label}'`);
    if (hex !== undefined) names.set(hex, label);
  }

  if (problems.length) return err(problems);
  return ok({ grid, terrain, fortification, dragonComplex, hexsides, vortices, names });
}

/** Builds map and forces, checking every unit, character and starting place; problems name the hex. */
export function buildScenario(spec: ScenarioSpec, tables: Tables): Result<Scenario, string[]> {
  const built = buildMap(spec, tables);
  if (!built.ok) return built;
  const map = built.value;
  const problems: string[] = [];
  const seen = new Map<string, string>();
  const forces: Record<string, { name: string; stacks: StartingStack[] }> = {};
  for (const [seat, force] of Object.entries(spec.forces)) {
    const stacks: StartingStack[] = [];
    for (const s of force.stacks) {
      const hex = map.grid.index(s.hex);
      if (hex === undefined) {
        problems.push(`${s.hex}: ${seat}'s stack is off the map`);
        continue;
      }
      if (s.inComplex && !map.dragonComplex[hex]) problems.push(`${s.hex}: ${seat}'s stack is inComplex but the hex has no Dragon complex`);
      if (map.terrain[hex] === 'lake') problems.push(`${s.hex}: ${seat}'s stack may not stand in a lake (II, I.F)`);
      const units: string[] = [];
      for (const [type, n] of Object.entries(s.units)) {
        if (!tables.units.has(type)) problems.push(`${s.hex}: ${seat}'s stack has unknown unit type '${type}'`);
        for (let i = 0; i < n; i++) units.push(type);
      }
      const characters = s.characters ?? [];
      for (const ch of characters) {
        if (!tables.characters.has(ch)) problems.push(`${s.hex}: ${seat}'s stack has unknown character '${ch}'`);
        const prior = seen.get(ch);
        if (prior !== undefined) problems.push(`${s.hex}: character '${ch}' is already placed in ${prior}`);
        seen.set(ch, s.hex);
      }
      stacks.push({ place: s.inComplex ? { hex, complex: true } : { hex }, units, characters });
    }
    forces[seat] = { name: force.name, stacks };
  }
  if (problems.length) return err(problems);
  return ok({ id: spec.id, name: spec.name, map, seats: Object.keys(forces), forces });
}

/** The terrain id of a place: the Dragon complex, or the hex's own terrain. */
export function terrainIdAt(map: HexMap, place: Place): string {
  return place.complex ? DRAGON_COMPLEX : map.terrain[place.hex]!;
}

export function terrainAt(map: HexMap, tables: Tables, place: Place): Terrain {
  const id = terrainIdAt(map, place);
  const t = tables.terrain.get(id);
  if (!t) throw new Error(`terrain '${id}' is not in the terrain table`);
  return t;
}

/** The feature of the hexside between two adjacent hexes, or undefined for a plain side (or hexes not adjacent). */
export function hexsideFeature(map: HexMap, a: number, b: number): string | undefined {
  const id = map.grid.hexside(a, b);
  return id === undefined ? undefined : map.hexsides.get(id);
}

/** A place's name for messages: '1703' or '1703 (Dragon complex)'. */
export function placeName(map: HexMap, place: Place): string {
  return map.grid.name(place.hex) + (place.complex ? ' (Dragon complex)' : '');
}

/**
 * The multiplier of a unit's strength for casualty extraction at a place (III.D.5: "a Dwarrow 4d4
 * Heavy Axe unit in mountains would count as 16"). Terrain by race (F4, SSV-A3); a fortification's
 * multiplier combines with it per `fortificationDefence` (SSV-A13); a blasted hex supersedes any
 * fortification (I.H); flyers count x1 everywhere, fortifications included (SSV-A3); the Dragon
 * complex is a place of its own, without the hex's fortification.
 */
export function defenceMultiplier(
  map: HexMap,
  tables: Tables,
  mover: Pick<Mover, 'race' | 'flags'>,
  place: Place,
  options: Pick<MapOptions, 'fortificationDefence'>,
): number {
  const fort = place.complex ? null : map.fortification[place.hex];
  return terrainMultiplier(
    terrainAt(map, tables, place),
    fort ? tables.fortifications.get(fort)! : null,
    mover,
    options.fortificationDefence,
  );
}

function bundledScenario(data: unknown, file: string): ScenarioSpec {
  const r = parseDataFile(scenarioSchema, data, `data/scenarios/${file}`);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** The bundled scenario (data/scenarios/border-war.json), parsed but not yet built. */
export const BORDER_WAR: ScenarioSpec = bundledScenario(borderWarData, 'border-war.json');
