/** Small maps and units for the map-side tests. */
import { TABLES, type ScenarioSpec, type UnitType } from './data.js';
import { buildMap, type HexMap, type Place } from './map.js';
import { DEFAULT_MAP_OPTIONS } from './map-options.js';
import type { StackUnit } from './stacking.js';

export const LEGEND: Readonly<Record<string, string>> = {
  c: 'clear',
  u: 'cultivated',
  Y: 'city',
  r: 'rough',
  s: 'swamp',
  w: 'woods',
  f: 'forest',
  k: 'karoo',
  m: 'mountain',
  '~': 'river',
  L: 'lake',
  '=': 'bridge',
  p: 'portal',
  g: 'glacier',
  x: 'blasted',
};

/** A map from rows of codes (row 01 first), with optional features. Throws on a bad description. */
export function tinyMap(rows: readonly string[], extra: Partial<ScenarioSpec> = {}): HexMap {
  const spec: ScenarioSpec = {
    id: 'tiny',
    name: 'Tiny',
    columns: rows[0]!.trim().split(/\s+/).length,
    rows: rows.length,
    legend: { ...LEGEND },
    map: [...rows],
    forces: {},
    ...extra,
  };
  const r = buildMap(spec, TABLES);
  if (!r.ok) throw new Error(r.error.join('; '));
  return r.value;
}

export const unit = (id: string): UnitType => {
  const u = TABLES.units.get(id);
  if (!u) throw new Error(`no unit type ${id}`);
  return u;
};

let serial = 0;
/** Stack members of the given types, ids 'type#n'. */
export function members(...types: string[]): StackUnit[] {
  return types.map((t) => ({ id: `${t}#${++serial}`, type: unit(t) }));
}

export const at = (map: HexMap, name: string, complex = false): Place => {
  const hex = map.grid.index(name);
  if (hex === undefined) throw new Error(`no hex ${name}`);
  return complex ? { hex, complex: true } : { hex };
};

export const context = (map: HexMap, options: Partial<typeof DEFAULT_MAP_OPTIONS> = {}) => ({
  map,
  tables: TABLES,
  options: { ...DEFAULT_MAP_OPTIONS, ...options },
});
