/**
 * Movement (Section 7) and charges (Section 8): both sections are missing from the seed. Moves in DU
 * by going are F6 and SSF-A2 (data/troop-types.json); a move is a turn about the base's centre
 * (SSF-A37: `turnCost` DU per 90 degrees or part) then a straight move forward; a charge is SSF-A3
 * with the contact placement of SSF-A38.
 *
 *   moveAllowance(field, u, o).value          // DU this activation, before bonuses
 *   planMove(field, table, u, { turn: 90, forward: 2 }, bonuses, o) // the new base, or the clause that forbids it
 *   planCharge(field, table, u, target, bonuses, o)
 */
import {
  add,
  baseDistance,
  distance,
  forwardOf,
  frontCentre,
  local,
  outline,
  overlapArea,
  pointInPolygon,
  rangeFromFront,
  rightOf,
  scale,
  segmentPolygonDistance,
  type Base,
  type Point,
  type Polygon,
} from '../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { goingOf, has, isFlying, mayTouch, obstaclesCrossed, troopOf, type Battlefield, type Unit } from './battlefield.js';
import { TABLES, type Going, type Tables } from './data.js';
import { Errors } from './errors.js';
import type { Options } from './options.js';

const GOING: readonly Going[] = ['open', 'rough', 'difficult'];
const worse = (a: Going, b: Going): Going => (GOING.indexOf(a) >= GOING.indexOf(b) ? a : b);

/**
 * DU the unit may move over `going` (F6, SSF-A2): the troop type's figure, 1 less when heavily
 * armoured (not large beasts), flyers move as in the open +2; null: it may not enter.
 */
export function allowanceOver(u: Unit, going: Going, t: Tables = TABLES): { value: number | null; why: string } {
  const type = troopOf(u, t);
  if (has(u, 'flight')) return { value: type.movement.open + 2, why: `${type.name} flying: ${type.movement.open} + 2 DU, terrain ignored` };
  const base = type.movement[going];
  if (base === null) return { value: null, why: `${type.name} may not enter ${going} terrain` };
  const armour = u.profile.protection === 'heavily-armoured' && u.profile.troopType !== 'large-beasts' ? 1 : 0;
  return { value: Math.max(0, base - armour), why: `${type.name} in ${going} going: ${base} DU${armour ? ', heavily armoured -1' : ''}` };
}

/**
 * The obstacles a move or charge from front centre `from` to `to` crosses, and the allowance left
 * (F6 obstacle column, SSF-A48): each one takes the troop type's obstacle change (-1 DU or none);
 * a type with none (null) may not cross; flyers pass over (SSF-A2).
 */
export function acrossObstacles(
  field: Battlefield,
  u: Unit,
  from: Point,
  to: Point,
  allowance: number,
  t: Tables = TABLES,
): Result<{ value: number; crossed: string[]; why: string }, RuleError> {
  if (has(u, 'flight')) return ok({ value: allowance, crossed: [], why: '' });
  const crossed = obstaclesCrossed(field, from, to);
  if (crossed.length === 0) return ok({ value: allowance, crossed: [], why: '' });
  const type = troopOf(u, t);
  const names = crossed.map((x) => t.terrain.get(x.type)?.name.toLowerCase() ?? x.type).join(', ');
  const change = type.movement.obstacle;
  if (change === null) return err(Errors.mayNotCross(u.profile.name, type.name, names));
  return ok({
    value: Math.max(0, allowance + change * crossed.length),
    crossed: crossed.map((x) => x.id),
    why: change ? `, ${change} DU for crossing ${names}` : `, crossing ${names} costs ${type.name.toLowerCase()} nothing`,
  });
}

/** The unit's move where it stands (before bonuses). */
export const moveAllowance = (field: Battlefield, u: Unit, o: Options, t: Tables = TABLES) => allowanceOver(u, goingOf(field, u, o, t), t);

/** DU a turn of `degrees` costs (SSF-A37). */
export const turnCost = (degrees: number, o: Pick<Options, 'turnCost'>): number => Math.ceil(Math.abs(degrees) / 90 - 1e-9) * o.turnCost;

export interface MoveRequest {
  /** Degrees, positive anticlockwise, turning about the base's centre first. */
  readonly turn: number;
  /** DU straight forward after turning. */
  readonly forward: number;
}

export interface PlannedMove {
  readonly base: Base;
  /** DU used, the turn included. */
  readonly used: number;
  /** DU the unit had without bonuses. */
  readonly allowance: number;
  /** Bonuses spent on distance (F4: +1 DU each). */
  readonly bonusesUsed: number;
  /** Linear obstacles crossed (SSF-A48). */
  readonly obstacles: readonly string[];
}

/** A base stands wholly on the table. */
export const onTable = (b: Base, table: Polygon): boolean => outline(b).every((c) => pointInPolygon(c, table));

/** The base overlaps another unit (more than touching). */
const overlapsAny = (field: Battlefield, self: string, b: Base, ignore: ReadonlySet<string> = new Set()) =>
  field.units.find((x) => x.id !== self && !ignore.has(x.id) && mayTouch(b, x.base, 0) && overlapArea(b, outline(x.base)) > 1e-6);

/** A straight move forward: the base, and the strip it sweeps. */
function sweep(b: Base, forward: number): { end: Base; swept: Base } {
  const f = forwardOf(b.facing);
  return {
    end: { ...b, centre: add(b.centre, scale(f, forward)) },
    swept: { ...b, centre: add(b.centre, scale(f, forward / 2)), depth: b.depth + forward },
  };
}

/**
 * A move: turn about the centre, then forward. Refused off the table, through or onto another unit,
 * into contact with an enemy (only a charge does that, SSF-A3), into going it may not enter, or beyond
 * its allowance over the worse of the going where it starts and ends plus the bonuses (F4).
 */
export function planMove(
  field: Battlefield,
  table: Polygon,
  u: Unit,
  req: MoveRequest,
  bonuses: number,
  o: Options,
  t: Tables = TABLES,
): Result<PlannedMove, RuleError> {
  if (!Number.isFinite(req.forward) || req.forward < 0 || !Number.isFinite(req.turn)) return err(Errors.badMove());
  const turned: Base = { ...u.base, facing: u.base.facing + req.turn };
  const { end, swept } = sweep(turned, req.forward);
  const moved: Unit = { ...u, base: end };
  const startGoing = goingOf(field, u, o, t);
  const endGoing = goingOf({ ...field, units: field.units.map((x) => (x.id === u.id ? moved : x)) }, moved, o, t);
  const a0 = allowanceOver(u, worse(startGoing, endGoing), t);
  if (a0.value === null) return err(Errors.impassable(u.profile.name, a0.why));
  const across = acrossObstacles(field, u, frontCentre(turned), frontCentre(end), a0.value, t);
  if (!across.ok) return across;
  const a = { value: across.value.value, why: a0.why + across.value.why };
  const used = turnCost(req.turn, o) + req.forward;
  const bonusesUsed = Math.max(0, Math.ceil(used - a.value - 1e-9));
  if (bonusesUsed > bonuses) return err(Errors.moveTooFar(across.value.crossed.length > 0, u.profile.name, a.value, bonuses, a.why, used));
  if (!onTable(end, table)) return err(Errors.offTable(u.profile.name));
  const blocker = overlapsAny(field, u.id, turned) ?? overlapsAny(field, u.id, swept);
  if (blocker) return err(Errors.moveBlocked(u.profile.name, blocker.profile.name));
  const touching = field.units.find(
    (x) => x.side !== u.side && mayTouch(end, x.base, o.contactTolerance) && baseDistance(end, x.base) <= o.contactTolerance,
  );
  if (touching) return err(Errors.onlyChargeContacts(u.profile.name, touching.profile.name));
  return ok({ base: end, used, allowance: a.value, bonusesUsed, obstacles: across.value.crossed });
}

// ---------------------------------------------------------------- charges (SSF-A3, SSF-A38)

export type ContactSide = 'front' | 'flank' | 'rear';

export interface PlannedCharge {
  readonly base: Base;
  readonly side: ContactSide;
  readonly distance: number;
  readonly allowance: number;
  readonly bonusesUsed: number;
  /** Linear obstacles crossed on the way (SSF-A48): the charger is then not fresh in the melee. */
  readonly obstacles: readonly string[];
}

/**
 * SSF-A3: the target must be at least partly in front; the charger moves to the target's side that
 * faces it (front, a flank or the rear: where the charger's centre lies in the target's frame) and
 * lines up with it, centre to centre, in contact (SSF-A38). The distance is from the charger's front
 * centre to where it ends; it may be its allowance plus bonuses (F4). The path must be clear of other
 * units, and the new position on the table and on no other unit.
 */
export function planCharge(
  field: Battlefield,
  table: Polygon,
  u: Unit,
  target: Unit,
  bonuses: number,
  o: Options,
  t: Tables = TABLES,
): Result<PlannedCharge, RuleError> {
  if (target.side === u.side) return err(Errors.chargeNotEnemy(target.profile.name));
  // SSF-A44: "When flying high they are safe from most attacks" (A1 Flying Units): only flyers reach them.
  if (target.altitude === 'high' && !has(u, 'flight')) return err(Errors.flyingHigh(target.profile.name, u.profile.name));
  if (rangeFromFront(u.base, outline(target.base)) === undefined) return err(Errors.chargeNotInFront(target.profile.name, u.profile.name));
  const tb = target.base;
  const l = local(tb, u.base.centre);
  const f = forwardOf(tb.facing);
  const r = rightOf(tb.facing);
  let side: ContactSide;
  let centre: Point;
  let facing: number;
  if (l.forward > 0) {
    side = 'front';
    centre = add(tb.centre, scale(f, tb.depth / 2 + u.base.depth / 2));
    facing = tb.facing + 180;
  } else if (l.forward < -tb.depth) {
    side = 'rear';
    centre = add(tb.centre, scale(f, -(tb.depth / 2 + u.base.depth / 2)));
    facing = tb.facing;
  } else {
    side = 'flank';
    const sign = l.lateral >= 0 ? 1 : -1;
    centre = add(tb.centre, scale(r, sign * (tb.width / 2 + u.base.depth / 2)));
    facing = tb.facing + (sign > 0 ? 90 : -90);
  }
  const end: Base = { ...u.base, centre, facing: ((facing % 360) + 360) % 360 };
  const dist = distance(frontCentre(u.base), frontCentre(end));
  const moved: Unit = { ...u, base: end };
  const endGoing = goingOf({ ...field, units: field.units.map((x) => (x.id === u.id ? moved : x)) }, moved, o, t);
  const a0 = allowanceOver(u, worse(goingOf(field, u, o, t), endGoing), t);
  if (a0.value === null) return err(Errors.impassable(u.profile.name, a0.why));
  const across = acrossObstacles(field, u, frontCentre(u.base), frontCentre(end), a0.value, t);
  if (!across.ok) return across;
  const a = { value: across.value.value };
  const bonusesUsed = Math.max(0, Math.ceil(dist - a.value - 1e-9));
  if (bonusesUsed > bonuses) return err(Errors.chargeTooFar(target.profile.name, dist, u.profile.name, a.value, bonuses, across.value.why));
  if (!onTable(end, table)) return err(Errors.offTable(u.profile.name));
  const ignore = new Set([target.id]);
  const blocker =
    overlapsAny(field, u.id, end, ignore) ??
    field.units.find(
      (x) =>
        x.id !== u.id &&
        x.id !== target.id &&
        !isFlying(x) &&
        !isFlying(u) &&
        segmentPolygonDistance(frontCentre(u.base), frontCentre(end), outline(x.base)) < 1e-6,
    );
  if (blocker) return err(Errors.chargeBlocked(blocker.profile.name));
  return ok({ base: end, side, distance: dist, allowance: a.value, bonusesUsed, obstacles: across.value.crossed });
}
