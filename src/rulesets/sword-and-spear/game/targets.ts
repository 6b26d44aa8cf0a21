/**
 * What a unit may shoot or charge (9 Shooting arc, 9 Range, 9 Bonus Combat dice), lone characters among
 * them (17 Magic, SSF-A46): for the legal orders and for the handlers that check them.
 */
import { frontEdge, lineOfSight, rangeFromFront, rect, type Point, type Polygon } from '../../../core/geometry/open-table.js';
import type { Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { goingOf, isFlying, sightObstacles, type Battlefield, type Unit } from '../battlefield.js';
import { TABLES } from '../data.js';
import { planMove } from '../movement.js';
import type { Options } from '../options.js';
import { arcRange, planShooting, shootingTargets, type ShootingPlan } from '../shooting.js';
import { living } from './commands.js';
import { tablePolygon, type CharacterOnTable, type GameCommon } from './state.js';

/** The plan that reaches the target with the fewest range bonuses, then an extra die if a bonus is left (9 Bonus Combat dice). */
export function bestShot(
  field: Battlefield,
  shooter: string,
  target: string,
  movement: 'none' | 'before',
  actionDice: number,
  magic: number,
  protect: number,
  o: Options,
): Result<ShootingPlan, RuleError> {
  const total = actionDice + magic;
  const plan = (range: number, extraDie: boolean) =>
    planShooting(
      field,
      { shooter, target, movement, bonuses: { actionDice, magic }, spend: { range, extraDie }, ignoreFlying: true, protect },
      o,
    );
  for (let r = 0; r < total; r++) {
    for (const extraDie of [true, false]) {
      const p = plan(r, extraDie);
      if (p.ok) return p;
    }
  }
  // Every bonus on range: the plan, or the refusal that says why the target is out of reach.
  return plan(total, false);
}

/** Targets the unit may shoot now: the legal ones of 9 Shooting arc (closest; flyers may be passed over), in range. */
export function shotTargets(
  field: Battlefield,
  u: Unit,
  movement: 'none' | 'before',
  actionDice: number,
  magic: number,
  o: Options,
): string[] {
  const w = firstWeapon(u);
  if (!w) return [];
  const choice = shootingTargets(field, u, w, true, o);
  return choice.legal.filter((c) => bestShot(field, u.id, c.unit.id, movement, actionDice, magic, 0, o).ok).map((c) => c.unit.id);
}

const firstWeapon = (u: Unit) => {
  const first = u.profile.missile[0];
  return first === undefined ? undefined : TABLES.missile.get(first.weapon);
};

/** A lone character stands on a square base about his position, `size` DU a side (his list's, else 1: SSF-A34; 17 Magic: "up to half the size of a normal unit frontage"). */
export const characterSquare = (p: Point, size = 1): Polygon => rect(p.x - size / 2, p.y - size / 2, p.x + size / 2, p.y + size / 2);

/** Living enemy characters not attached to a unit (SSF-A46). */
export const loneEnemies = (s: Pick<GameCommon, 'characters'>, side: string): CharacterOnTable[] =>
  living(s).filter((c) => c.side !== side && !c.attachedTo);
export const loneEnemy = (s: Pick<GameCommon, 'characters'>, side: string, id: string) => loneEnemies(s, side).find((c) => c.id === id);

/**
 * Lone enemy characters `u` may shoot at (SSF-A46): in the arc of a shooting edge, seen from both of its
 * corners (9 Shooting arc), within its first weapon's range plus the bonuses (9 Range, 9 Bonus Combat
 * dice), and no enemy unit it could shoot at is closer (target priority).
 */
export function characterShots(
  s: GameCommon,
  field: Battlefield,
  u: Unit,
  actionBonuses: number,
  magic: number,
  movement: 'none' | 'before' = 'none',
): string[] {
  const o = s.options;
  const w = firstWeapon(u);
  if (!w) return [];
  // 9 Shooting weapons table: some weapons cannot move and shoot; 9 Combat dice / SSF-A29: none after ending a move in difficult terrain.
  if (
    movement === 'before' &&
    (w.cannotMoveAndShoot ||
      (goingOf(field, u, o) === 'difficult' && !(o.lightFootDifficult === 'faq' && u.profile.troopType === 'light-foot')))
  )
    return [];
  const units = shootingTargets(field, u, w, true, o).candidates.filter((c) => !c.flying);
  const nearestUnit = units[0]?.range ?? Infinity;
  // 9 Shooting weapons table / SSF-A16: which bonuses may buy range.
  const bonuses = w.bonusDice === 'any' || o.noBonusDice === 'dice-only' ? actionBonuses + magic : w.bonusDice === 'magic-only' ? magic : 0;
  const reach = w.range + bonuses - (isFlying(u) ? o.flyingRangePenalty : 0);
  const out: string[] = [];
  for (const c of loneEnemies(s, u.side)) {
    const square = characterSquare(c.position, c.base);
    const arc = arcRange(u, square, w.arcWiden);
    if (!arc || arc.range > reach + 1e-9 || arc.range > nearestUnit + 1e-9) continue;
    const obstacles = isFlying(u) ? [] : sightObstacles(field, new Set([u.id]), o);
    if (lineOfSight(frontEdge(arc.base), square, obstacles, o.sightPoint === 'same-point')) out.push(c.id);
  }
  return out;
}

/** How far `u` goes straight ahead to contact a lone character partly in front of it, if the move is allowed (SSF-A46, SSF-A3). */
export function characterCharge(s: GameCommon, u: Unit, c: CharacterOnTable, bonuses: number): number | undefined {
  const range = rangeFromFront(u.base, characterSquare(c.position, c.base));
  if (range === undefined) return undefined;
  return planMove(s.field, tablePolygon(s), u, { turn: 0, forward: range }, bonuses, s.options).ok ? range : undefined;
}
