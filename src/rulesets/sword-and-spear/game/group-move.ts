/**
 * Group moves (F3, SSF-A6 undrilled, SSF-A50): the activated unit, led by its attached commander, and
 * the units beside it in line move straight ahead together, on a die above every unit's discipline.
 */
import { frontCentre, local, outline, overlapArea } from '../../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { bonusesFrom, closeActionPhase, groupMoveAllowed } from '../activation.js';
import { disciplineOf, enemiesInContact, type Unit } from '../battlefield.js';
import { GAP } from '../clauses.js';
import { Errors } from '../errors.js';
import { moveAllowance, planMove } from '../movement.js';
import { moveUnit } from './casualties.js';
import { ev, tablePolygon, type ActionOf, type ActivateState, type GameCommon, type SsfAction, type SsfEvent } from './state.js';

/**
 * The friendly units beside `u` that may move with it in a group move (SSF-A50): facing the same way,
 * front edges in line (within the contact tolerance), the gap between the sides at most `groupGap` DU,
 * not yet acted this turn and not in contact with an enemy; the nearest on each side.
 */
export function groupNeighbours(s: Pick<GameCommon, 'options' | 'field' | 'turn'>, u: Unit): { left?: Unit; right?: Unit } {
  const o = s.options;
  const out: { left?: Unit; right?: Unit } = {};
  const gapOf = (x: Unit) => Math.abs(local(u.base, x.base.centre).lateral) - (u.base.width + x.base.width) / 2;
  for (const x of s.field.units) {
    if (x.id === u.id || x.side !== u.side || s.turn.acted.includes(x.id) || enemiesInContact(s.field, x, o).length > 0) continue;
    const turn = (((x.base.facing - u.base.facing) % 360) + 360) % 360;
    if (Math.min(turn, 360 - turn) > 1e-6) continue;
    if (Math.abs(local(u.base, frontCentre(x.base)).forward) > o.contactTolerance + 1e-9) continue;
    const gap = gapOf(x);
    if (gap < -o.contactTolerance - 1e-9 || gap > o.groupGap + 1e-9) continue;
    const side = local(u.base, x.base.centre).lateral > 0 ? 'right' : 'left';
    const cur = out[side];
    if (!cur || gap < gapOf(cur)) out[side] = x;
  }
  return out;
}

interface PlannedGroup {
  readonly units: readonly Unit[];
  readonly bases: readonly Unit['base'][];
  readonly bonusesUsed: number;
  readonly obstacles: readonly string[];
}

/** Checks and plans a group move (F3, SSF-A50): every unit straight ahead the same distance, each within its own allowance plus the group's bonuses. */
function planGroup(s: ActivateState, u: Unit, ids: readonly string[], distanceDu: number): Result<PlannedGroup, RuleError> {
  const c = s.current;
  const o = s.options;
  if (!u.commanderAttached) return err(Errors.noCommanderForGroup(u.profile.name));
  if (enemiesInContact(s.field, u, o).length > 0) return err(Errors.inContact(u.profile.name));
  if (ids.length < 1 || ids.length > 2 || new Set(ids).size !== ids.length) return err(Errors.badGroup());
  const n = groupNeighbours(s, u);
  const members: Unit[] = [];
  for (const id of ids) {
    const x = n.left?.id === id ? n.left : n.right?.id === id ? n.right : undefined;
    if (!x) return err(Errors.notBeside(id, u.profile.name, o.groupGap));
    members.push(x);
  }
  const all = [u, ...members];
  const value = c.dice[0] ?? 0;
  const disciplines = all.map((x) => disciplineOf(s.field, x, o).value);
  if (!groupMoveAllowed(value, disciplines)) return err(Errors.groupDieTooLow(disciplines, u.profile.name, value));
  const bonuses = bonusesFrom(c.dice, Math.max(...disciplines) + 1) + c.boost;
  const table = tablePolygon(s);
  const bases: Unit['base'][] = [];
  let bonusesUsed = 0;
  const obstacles: string[] = [];
  for (const x of all) {
    // The other members do not block each other: they move together, side by side.
    const others = new Set(all.filter((y) => y.id !== x.id).map((y) => y.id));
    const m = planMove(
      { ...s.field, units: s.field.units.filter((y) => !others.has(y.id)) },
      table,
      x,
      { turn: 0, forward: distanceDu },
      bonuses,
      o,
    );
    if (!m.ok) return m;
    bases.push(m.value.base);
    bonusesUsed = Math.max(bonusesUsed, m.value.bonusesUsed);
    for (const id of m.value.obstacles) if (!obstacles.includes(id)) obstacles.push(id);
  }
  // The members' new places must not overlap one another or other units' (checked one by one above, without the others).
  for (const [i, bi] of bases.entries()) {
    for (const bj of bases.slice(i + 1)) if (overlapArea(bi, outline(bj)) > 1e-6) return err(Errors.groupOverlaps());
  }
  return ok({ units: all, bases, bonusesUsed, obstacles });
}

/** Group moves the activated unit may make now (F3, SSF-A50): with the unit on its left, on its right, or both, straight ahead. */
export function groupMoveActions(s: ActivateState, u: Unit, steps: (max: number) => number[]): SsfAction[] {
  if (!u.commanderAttached) return [];
  const n = groupNeighbours(s, u);
  const sets = [[n.left, n.right], [n.left], [n.right]]
    .map((g) => g.filter((x): x is Unit => x !== undefined).map((x) => x.id))
    .filter((g, i, all) => g.length > 0 && all.findIndex((h) => h.join() === g.join()) === i);
  const out: SsfAction[] = [];
  for (const ids of sets) {
    const first = planGroup(s, u, ids, 0);
    if (!first.ok) continue;
    const most =
      Math.max(...first.value.units.map((x) => moveAllowance(s.field, x, s.options).value ?? 0)) +
      bonusesFrom(s.current.dice, Math.max(...first.value.units.map((x) => disciplineOf(s.field, x, s.options).value)) + 1) +
      s.current.boost;
    for (const d of steps(most)) if (planGroup(s, u, ids, d).ok) out.push({ type: 'group-move', units: ids, distance: d });
  }
  return out;
}

/** The group moves; its other units have acted this turn too (F1), and a die they were given this phase is not used (F2). */
export function groupMove(s: ActivateState, u: Unit, a: ActionOf<'group-move'>, events: SsfEvent[]): Result<ActivateState, RuleError> {
  if (!Number.isFinite(a.distance) || a.distance <= 0) return err(Errors.groupDistance());
  const p = planGroup(s, u, a.units, a.distance);
  if (!p.ok) return p;
  let field = s.field;
  p.value.units.forEach((x, i) => {
    const base = p.value.bases[i];
    if (base) field = moveUnit(field, x.id, base, 'low');
  });
  events.push(
    ev('group-moved', GAP.orders, {
      unit: s.current.unit,
      units: a.units,
      distance: a.distance,
      bonusesUsed: p.value.bonusesUsed,
      assumption: GAP.groupMoves,
    }),
  );
  if (p.value.obstacles.length)
    events.push(ev('crossed-obstacle', GAP.obstacles, { unit: s.current.unit, units: a.units, obstacles: p.value.obstacles }));
  return ok({ ...s, field, turn: closeActionPhase(s.turn, a.units) });
}
