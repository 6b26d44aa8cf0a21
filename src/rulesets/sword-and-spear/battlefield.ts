/**
 * Units on the table and what the table says about them: strength and hits before routing (2
 * Strength), current discipline (2 Discipline, F5, F8), the going and cover under a base (SSF-A9,
 * SSF-A10), contact (SSF-A11), and what blocks a line of sight (9 Shooting arc, SSF-A8, SSF-A13).
 *
 *   const u = makeUnit(profile('elf-archers-1'), 'elves', { centre: pt(0, 0), width: 4, depth: 2, facing: 90 });
 *   disciplineOf(field, u, DEFAULT_OPTIONS).value // 3, or 4 when out of command, ...
 */
import {
  baseDistance,
  baseInArea,
  nearestPointOf,
  outline,
  pointSegmentDistance,
  segmentPolygonDistance,
  segmentsIntersect,
  type Base,
  type Obstacle,
  type Point,
  type Polygon,
} from '../../core/geometry/open-table.js';
import { CLAUSE } from './clauses.js';
import { TABLES, troopType, type Going, type Tables, type TerrainType, type TroopType, type UnitProfile } from './data.js';
import type { Options } from './options.js';

/** On the ground, or flying low or high (SSF-A13; Section 19 is missing). */
export type Altitude = 'ground' | 'low' | 'high';

export interface Unit {
  readonly id: string;
  readonly side: string;
  readonly profile: UnitProfile;
  readonly base: Base;
  /** Hits taken (2 Strength). */
  readonly hits: number;
  /** A commander is attached to (in contact with) the unit (2 Discipline). */
  readonly commanderAttached?: boolean;
  /** The unit is out of command (2 Discipline). */
  readonly outOfCommand?: boolean;
  /** Only units with the flight characteristic leave the ground. */
  readonly altitude?: Altitude;
}

export interface TerrainPiece {
  readonly id: string;
  /** A terrain type id (data/terrain.json). */
  readonly type: string;
  readonly polygon: Polygon;
}

/** A linear obstacle (hedge, wall, stream: F6's obstacle column, SSF-A48): a line of segments through `line`'s points. */
export interface LinearObstacle {
  readonly id: string;
  /** A terrain type id (data/terrain.json) marked `linear`. */
  readonly type: string;
  readonly line: readonly Point[];
}

export interface Battlefield {
  readonly units: readonly Unit[];
  readonly terrain: readonly TerrainPiece[];
  /** Linear obstacles (SSF-A48); none when absent. */
  readonly obstacles?: readonly LinearObstacle[];
}

export function makeUnit(
  profile: UnitProfile,
  side: string,
  base: Base,
  state: Partial<Pick<Unit, 'hits' | 'commanderAttached' | 'outOfCommand' | 'altitude'>> = {},
): Unit {
  return { id: profile.id, side, profile, base, hits: 0, ...state };
}

/**
 * SSF-A34: a unit's base size in DU: its profile's own, else the scenario's normal base times the share
 * its characteristics (a side-shooting war wagon: narrower and deeper) or its troop type (monsters and
 * heroes: smaller, A1) give, else the normal base.
 */
export function baseSizeOf(
  p: UnitProfile,
  normal: { readonly width: number; readonly depth: number },
  t: Tables = TABLES,
): { width: number; depth: number } {
  if (p.base) return { width: p.base.width, depth: p.base.depth };
  const share = p.characteristics.map((c) => t.characteristics.get(c)?.base).find((b) => b !== undefined) ??
    t.troopTypes.get(p.troopType)?.base ?? { width: 1, depth: 1 };
  return { width: normal.width * share.width, depth: normal.depth * share.depth };
}

/** An army list's unit profile by id. */
export function profile(id: string, t: Tables = TABLES): UnitProfile {
  for (const a of t.armies.values()) {
    const u = a.units.find((x) => x.id === id);
    if (u) return u;
  }
  throw new Error(`no unit '${id}' in the army lists`);
}

export const troopOf = (u: Unit, t: Tables = TABLES): TroopType => troopType(u.profile.troopType, t);
export const has = (u: Unit, characteristic: string): boolean => u.profile.characteristics.includes(characteristic);
export const strengthOf = (u: Unit, t: Tables = TABLES): number => troopOf(u, t).strength;

/** Hits that rout the unit: its strength, two more for a large unit (2 Strength). */
export const routAt = (u: Unit, t: Tables = TABLES): number => strengthOf(u, t) + (has(u, 'large') ? t.rules.largeExtraHits : 0);

/** Hits it can still take; the last of them routs it. */
export const capacity = (u: Unit, t: Tables = TABLES): number => Math.max(0, routAt(u, t) - u.hits);

/** Flying: in the air, low or high (SSF-A13). */
export const isFlying = (u: Unit): boolean => (u.altitude ?? 'ground') !== 'ground';

export const unitById = (field: Battlefield, id: string): Unit | undefined => field.units.find((u) => u.id === id);

// ---------------------------------------------------------------- terrain under a base (SSF-A9, SSF-A10)

export function terrainUnder(field: Battlefield, u: Unit, o: Options, t: Tables = TABLES): TerrainType[] {
  return field.terrain
    .filter((p) => baseInArea(u.base, p.polygon, o.inTerrain))
    .map((p) => {
      const type = t.terrain.get(p.type);
      if (!type) throw new Error(`terrain piece '${p.id}': no terrain type '${p.type}'`);
      return type;
    });
}

const GOING_ORDER: readonly Going[] = ['open', 'rough', 'difficult'];

/** The worst going under the base; a flying unit is in the open (SSF-A13). */
export function goingOf(field: Battlefield, u: Unit, o: Options, t: Tables = TABLES): Going {
  if (isFlying(u)) return 'open';
  return terrainUnder(field, u, o, t).reduce<Going>(
    (g, x) => (GOING_ORDER.indexOf(x.going) > GOING_ORDER.indexOf(g) ? x.going : g),
    'open',
  );
}

/** In terrain that gives cover (9 Effect of cover); a flying unit is not (flying high is its own cover). */
export const inCover = (field: Battlefield, u: Unit, o: Options, t: Tables = TABLES): boolean =>
  !isFlying(u) && terrainUnder(field, u, o, t).some((x) => x.cover);

// ---------------------------------------------------------------- linear obstacles (F6, SSF-A48)

const segmentsOf = (x: LinearObstacle): [Point, Point][] => x.line.slice(1).map((p, i) => [x.line[i]!, p]);

/**
 * The obstacles a path from `from` to `to` crosses (SSF-A48): the path meets the line; a path that
 * starts on the line does not cross it again (the unit paid when its front reached it).
 */
export function obstaclesCrossed(field: Battlefield, from: Point, to: Point): LinearObstacle[] {
  return (field.obstacles ?? []).filter((x) => {
    const segs = segmentsOf(x);
    if (segs.some(([a, b]) => pointSegmentDistance(from, a, b) <= 1e-6)) return false;
    return segs.some(([a, b]) => segmentsIntersect(from, to, a, b));
  });
}

/** DU from a unit's base within which an obstacle is the one it stands behind (SSF-A48). */
export const OBSTACLE_REACH = 1;

/**
 * A hedge or wall (a linear terrain type that gives cover) the unit stands behind as seen from `from`
 * (SSF-A48): the line comes within 1 DU of its base and the straight line from `from` to the nearest
 * point of the base crosses it.
 */
export function coveringObstacle(field: Battlefield, u: Unit, from: Point, t: Tables = TABLES): LinearObstacle | undefined {
  const poly = outline(u.base);
  const to = nearestPointOf(poly, from);
  return (field.obstacles ?? []).find(
    (x) =>
      t.terrain.get(x.type)?.cover === true &&
      segmentsOf(x).some(([a, b]) => segmentPolygonDistance(a, b, poly) <= OBSTACLE_REACH + 1e-9 && segmentsIntersect(from, to, a, b)),
  );
}

// ---------------------------------------------------------------- discipline (2 Discipline, F5, F8)

export interface DisciplinePart {
  readonly clause: string;
  readonly delta: number;
  readonly why: string;
}

/** The unit's current discipline: its rating, -1 with a commander in contact, +1 out of command, +1 in difficult terrain (not light foot). */
export function disciplineOf(field: Battlefield, u: Unit, o: Options, t: Tables = TABLES): { value: number; parts: DisciplinePart[] } {
  const a = t.rules.adjustments;
  const parts: DisciplinePart[] = [];
  if (u.commanderAttached) parts.push({ clause: CLAUSE.discipline, delta: a.commanderInContact, why: 'commander in contact' });
  if (u.outOfCommand) parts.push({ clause: CLAUSE.discipline, delta: a.outOfCommand, why: 'out of command' });
  if (u.profile.troopType !== 'light-foot' && goingOf(field, u, o, t) === 'difficult')
    parts.push({ clause: 'F5', delta: a.difficultTerrain, why: 'in difficult terrain' });
  return { value: u.profile.discipline + parts.reduce((s, p) => s + p.delta, 0), parts };
}

// ---------------------------------------------------------------- contact (SSF-A11)

/** Bases farther apart than this cannot touch: their bounding circles are apart (a quick test before the exact one). */
export const mayTouch = (a: Base, b: Base, gap: number): boolean =>
  Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) <=
  Math.hypot(a.width, a.depth) / 2 + Math.hypot(b.width, b.depth) / 2 + gap + 1e-9;

export const inContact = (a: Unit, b: Unit, o: Options): boolean =>
  mayTouch(a.base, b.base, o.contactTolerance) && baseDistance(a.base, b.base) <= o.contactTolerance;

export const enemiesInContact = (field: Battlefield, u: Unit, o: Options): Unit[] =>
  field.units.filter((e) => e.side !== u.side && e.id !== u.id && inContact(u, e, o));

// ---------------------------------------------------------------- what blocks sight (9 Shooting arc, SSF-A8, SSF-A13)

/**
 * The obstacles to a line of sight: the bases of every unit but those in `except`, leaving out swarms
 * and flying units (9 Shooting arc), and terrain that blocks sight, through which a line may pass
 * `sightIntoTerrain` DU (SSF-A8).
 */
export function sightObstacles(field: Battlefield, except: ReadonlySet<string>, o: Options, t: Tables = TABLES): Obstacle[] {
  const units = field.units
    .filter((u) => !except.has(u.id) && troopOf(u, t).blocksSight && !isFlying(u))
    .map((u) => ({ polygon: outline(u.base) }));
  const terrain = field.terrain
    .filter((p) => t.terrain.get(p.type)?.blocksSight)
    .map((p) => ({ polygon: p.polygon, allowance: o.sightIntoTerrain }));
  return [...units, ...terrain];
}
