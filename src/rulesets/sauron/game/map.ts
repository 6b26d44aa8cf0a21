/**
 * The map of Dagorlad and Mordor (data/dagorlad.json) and the armies (data/armies.json) as checked,
 * indexed data. The map file writes terrain the way the seed does ("from 0801 to 0823": a run along a
 * column or a row) and the road as waypoints joined by the straightest hex line; `buildMap` expands
 * them onto a HexGrid (SPI CCRR numbers, src/core/geometry/hex-grid.ts).
 *
 *   DAGORLAD.terrain[DAGORLAD.grid.index('0821')!]   // 'path'
 *   DAGORLAD.mordor.has(DAGORLAD.grid.index('1120')!) // true
 *   DAGORLAD.gateSide                                 // the hexside 1020/1120 (18.1)
 */
import { z } from 'zod';
import { HexGrid } from '../../../core/geometry/hex-grid.js';
import { MORALE_CLASSES, SIDES, TABLES, idSchema, type Side } from '../data.js';
import mapData from '../data/dagorlad.json' with { type: 'json' };
import armiesData from '../data/armies.json' with { type: 'json' };

const hexNo = z.string().regex(/^\d{4}$/, 'a hex number is four digits: "0821"');
const sourced = <T extends z.ZodRawShape>(shape: T) => z.strictObject({ source: z.string().min(1), ...shape });

export const mapFileSchema = z.strictObject({
  about: z.string().optional(),
  columns: z.number().int().min(1).max(99),
  rows: z.number().int().min(1).max(99),
  mountains: sourced({ runs: z.array(z.tuple([hexNo, hexNo])) }),
  path: sourced({ from: hexNo, to: hexNo, hexes: z.array(hexNo).min(1) }),
  gate: sourced({ hexside: z.tuple([hexNo, hexNo]) }),
  fortifications: sourced({ north: z.array(hexNo), south: z.array(hexNo) }),
  stairways: sourced({ hexes: z.array(hexNo) }),
  mordor: sourced({ columns: z.tuple([z.number().int(), z.number().int()]), rows: z.tuple([z.number().int(), z.number().int()]) }),
  baradDur: sourced({ centre: hexNo }),
  orodruin: sourced({ centre: hexNo }),
  road: sourced({ waypoints: z.array(hexNo).min(2) }),
  rough: sourced({ hexes: z.array(hexNo) }),
  westernesseEntry: sourced({ hexes: z.array(hexNo).min(1) }),
});
export type MapFile = z.infer<typeof mapFileSchema>;

const letter = (re: RegExp) => z.string().regex(re).nullable();
export const unitTypeSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    side: z.enum(SIDES),
    nationality: idSchema,
    /** F7: melee A (best) to E. */
    melee: letter(/^[A-E]$/),
    /** F7: missile a (best) to e, range 2 (F9). */
    missile: letter(/^[a-e]$/),
    armour: z.number().int().min(1).max(4),
    morale: z.enum(MORALE_CLASSES),
    ma: z.number().int().min(0),
    /** The unit is also this leader (the Beast: 17.11, SAU-A20). */
    leader: idSchema.optional(),
    /** SAU-M22: the type may join a special formation (foot, melee, no missile). */
    formation: z.boolean().optional(),
    source: z.string().min(1),
  })
  .refine((t) => t.melee !== null || t.missile !== null, 'a unit has a melee or a missile rating (F7)');
export type UnitType = z.infer<typeof unitTypeSchema>;

const placed = z.strictObject({ type: idSchema, hex: hexNo });
export const armiesFileSchema = z.strictObject({
  about: z.string().optional(),
  types: z.array(unitTypeSchema).min(1),
  units: z.strictObject({ westernesse: z.array(placed), sauron: z.array(placed) }),
  extraWesternesse: sourced({ types: z.array(idSchema).max(6) }),
  leaders: z.record(idSchema, hexNo),
  thresholds: z.strictObject({ westernesse: z.number().int().min(1), sauron: z.number().int().min(1) }),
  sources: z.record(z.string(), z.string()),
});
export type ArmiesFile = z.infer<typeof armiesFileSchema>;

export type Terrain = 'clear' | 'rough' | 'mountain' | 'fortification' | 'path';

export interface DagorladMap {
  readonly grid: HexGrid;
  readonly terrain: readonly Terrain[];
  /** Hexes inside Mordor (SAU-M3): Sauron here may shut the gates (18.1). */
  readonly mordor: ReadonlySet<number>;
  readonly road: ReadonlySet<number>;
  readonly stairways: ReadonlySet<number>;
  readonly baradDur: ReadonlySet<number>;
  readonly orodruin: ReadonlySet<number>;
  readonly orodruinCentre: number;
  readonly gateSide: number;
  readonly gateHexes: readonly [number, number];
  /** The hexes at either end of the path (0722, 1120). */
  readonly pathEnds: readonly [number, number];
  readonly entry: readonly number[];
  readonly file: MapFile;
}

/** Every hex from `a` to `b` along one column or one row ("from 1023 to 2923"). */
export function run(grid: HexGrid, a: string, b: string): number[] {
  const ha = grid.index(a);
  const hb = grid.index(b);
  if (ha === undefined || hb === undefined) throw new Error(`run ${a}-${b}: off the map`);
  const [ca, ra, cb, rb] = [grid.column(ha), grid.row(ha), grid.column(hb), grid.row(hb)];
  if (ca !== cb && ra !== rb) throw new Error(`run ${a}-${b}: not along one column or row`);
  const out: number[] = [];
  for (let c = Math.min(ca, cb); c <= Math.max(ca, cb); c++)
    for (let r = Math.min(ra, rb); r <= Math.max(ra, rb); r++) out.push(grid.at(c, r)!);
  return out;
}

/** The straightest hex path from `a` to `b`, both included: each step goes to the neighbour nearest `b` (ties: the first in direction order). */
export function line(grid: HexGrid, a: number, b: number): number[] {
  const out = [a];
  let at = a;
  while (at !== b) {
    const ns = grid.neighbours(at);
    const centre = grid.centre(b);
    const d2 = (h: number) => {
      const p = grid.centre(h);
      return (p.x - centre.x) ** 2 + (p.y - centre.y) ** 2;
    };
    at = ns.filter((n) => grid.distance(n, b) === grid.distance(at, b) - 1).sort((x, y) => d2(x) - d2(y))[0]!;
    out.push(at);
  }
  return out;
}

export function buildMap(file: MapFile): DagorladMap {
  const grid = new HexGrid(file.columns, file.rows);
  const idx = (n: string) => {
    const h = grid.index(n);
    if (h === undefined) throw new Error(`dagorlad.json: hex ${n} is off the ${file.columns} x ${file.rows} map`);
    return h;
  };
  const terrain: Terrain[] = Array.from({ length: grid.size }, () => 'clear');
  for (const h of file.rough.hexes) terrain[idx(h)] = 'rough';
  for (const [a, b] of file.mountains.runs) for (const h of run(grid, a, b)) terrain[h] = 'mountain';
  for (const h of [...file.fortifications.north, ...file.fortifications.south]) terrain[idx(h)] = 'fortification';
  for (const h of file.path.hexes) terrain[idx(h)] = 'path';
  const orodruinCentre = idx(file.orodruin.centre);
  const orodruin = new Set([orodruinCentre, ...grid.neighbours(orodruinCentre)]);
  // SAU-M5: the slopes of Orodruin are rough.
  for (const h of orodruin) terrain[h] = 'rough';
  const bd = idx(file.baradDur.centre);
  const mordor = new Set<number>();
  for (let c = file.mordor.columns[0]; c <= file.mordor.columns[1]; c++)
    for (let r = file.mordor.rows[0]; r <= file.mordor.rows[1]; r++) {
      const h = grid.at(c, r);
      if (h !== undefined && terrain[h] !== 'mountain') mordor.add(h);
    }
  const road = new Set<number>();
  const wp = file.road.waypoints.map(idx);
  for (let i = 1; i < wp.length; i++) for (const h of line(grid, wp[i - 1]!, wp[i]!)) road.add(h);
  const [ga, gb] = [idx(file.gate.hexside[0]), idx(file.gate.hexside[1])];
  const gateSide = grid.hexside(ga, gb);
  if (gateSide === undefined) throw new Error('dagorlad.json: the gate hexes are not adjacent');
  // Path hexes must chain from 'from' to 'to'.
  const chain = [idx(file.path.from), ...file.path.hexes.map(idx), idx(file.path.to)];
  for (let i = 1; i < chain.length; i++)
    if (!grid.areAdjacent(chain[i - 1]!, chain[i]!))
      throw new Error(`dagorlad.json: the path breaks between ${grid.name(chain[i - 1]!)} and ${grid.name(chain[i]!)}`);
  for (const h of file.stairways.hexes)
    if (terrain[idx(h)] !== 'fortification') throw new Error(`dagorlad.json: stairway ${h} is not a fortification hex`);
  return {
    grid,
    terrain,
    mordor,
    road,
    stairways: new Set(file.stairways.hexes.map(idx)),
    baradDur: new Set([bd, ...grid.neighbours(bd)]),
    orodruin,
    orodruinCentre,
    gateSide,
    gateHexes: [ga, gb],
    pathEnds: [chain[0]!, chain.at(-1)!],
    entry: file.westernesseEntry.hexes.map(idx),
    file,
  };
}

export interface Armies {
  readonly file: ArmiesFile;
  readonly types: ReadonlyMap<string, UnitType>;
}

export function buildArmies(file: ArmiesFile, map: DagorladMap): Armies {
  const types = new Map(file.types.map((t) => [t.id, t]));
  const problems: string[] = [];
  const taken = new Set<string>();
  for (const side of SIDES) {
    for (const u of file.units[side]) {
      const t = types.get(u.type);
      if (!t) problems.push(`no unit type '${u.type}'`);
      else if (t.side !== side) problems.push(`${u.type} is not a ${side} type`);
      const h = map.grid.index(u.hex);
      if (h === undefined || map.terrain[h] === 'mountain') problems.push(`${u.type} at ${u.hex}: not a hex a unit may stand in`);
      if (taken.has(u.hex)) problems.push(`two units in ${u.hex}: no stacking of combat units (F10)`);
      taken.add(u.hex);
    }
  }
  for (const t of file.extraWesternesse.types)
    if (types.get(t)?.side !== 'westernesse') problems.push(`extra unit '${t}' is not a Westernesse type`);
  for (const [id, hex] of Object.entries(file.leaders)) {
    if (!TABLES.leadersById.has(id)) problems.push(`no leader '${id}'`);
    if (map.grid.index(hex) === undefined) problems.push(`leader ${id}: hex ${hex} is off the map`);
  }
  if (problems.length) throw new Error(`armies.json: ${problems.join('; ')}`);
  return { file, types };
}

export const DAGORLAD: DagorladMap = buildMap(mapFileSchema.parse(mapData));
export const ARMIES: Armies = buildArmies(armiesFileSchema.parse(armiesData), DAGORLAD);

/** 4.3 and SAU-M5: rough, fortifications and Barad-dur add 2 to a defender's armour. */
export function defendsAsRough(map: DagorladMap, hex: number): boolean {
  return map.terrain[hex] === 'rough' || map.terrain[hex] === 'fortification' || map.baradDur.has(hex);
}

export const sideName = (s: Side | 'third'): string =>
  s === 'westernesse' ? 'Westernesse' : s === 'sauron' ? 'Sauron' : 'the third player';
