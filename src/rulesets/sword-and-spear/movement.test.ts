/** Movement and charges (Sections 7 and 8 are missing): F6, SSF-A2, SSF-A3, SSF-A37, SSF-A38. */
import { describe, expect, test } from 'vitest';
import { rect } from '../../core/geometry/open-table.js';
import { allowanceOver, planCharge, planMove, turnCost } from './movement.js';
import { DEFAULT_OPTIONS } from './options.js';
import { baseSizeOf } from './battlefield.js';
import { unitProfileSchema } from './data.js';
import { field, unit } from './test-helpers.js';

const table = rect(-20, -20, 20, 20);
const o = DEFAULT_OPTIONS;

describe('moves in DU', () => {
  test('SSF-A34, A1 Monster: a monster on its smaller base goes through a 3 DU gap between two friends that a normal unit cannot pass', () => {
    // The helpers' normal base is 4 x 2 DU; a monster's share (data/troop-types.json) makes it 2 x 2.
    const size = baseSizeOf(unitProfileSchema.parse({ id: 'm', name: 'm', troopType: 'monsters', discipline: 4 }), { width: 4, depth: 2 });
    expect(size).toEqual({ width: 2, depth: 2 });
    const friends = [unit('left', { x: -3.5 }), unit('right', { x: 3.5 })];
    const monster = unit('troll', { troopType: 'monsters', y: -3, ...size });
    const through = planMove(field([monster, ...friends]), table, monster, { turn: 0, forward: 4 }, 0, o);
    expect(through.ok && through.value.base.centre.y).toBeCloseTo(1, 9);
    const foot = unit('foot', { y: -3 });
    const blocked = planMove(field([foot, ...friends]), table, foot, { turn: 0, forward: 3 }, 0, o);
    expect(blocked.ok ? null : blocked.error.code).toBe('ERR_BLOCKED');
  });

  test('F6 / SSF-A2: moves by going; heavily armoured -1 except large beasts; flyers move as in the open +2', () => {
    expect(allowanceOver(unit('mf'), 'open').value).toBe(3);
    expect(allowanceOver(unit('mf'), 'difficult').value).toBe(2);
    expect(allowanceOver(unit('kn', { troopType: 'cavalry', protection: 'heavily-armoured' }), 'open').value).toBe(3);
    expect(allowanceOver(unit('lb', { troopType: 'large-beasts', protection: 'heavily-armoured' }), 'open').value).toBe(3);
    expect(allowanceOver(unit('ch', { troopType: 'chariots' }), 'difficult').value).toBeNull();
    expect(allowanceOver(unit('eagles', { troopType: 'beasts', characteristics: ['flight'] }), 'difficult').value).toBe(6);
  });

  test('SSF-A37: a turn costs 1 DU per 90 degrees or part; F4: each bonus is +1 DU', () => {
    expect(turnCost(45, o)).toBe(1);
    expect(turnCost(-90, o)).toBe(1);
    expect(turnCost(180, o)).toBe(2);
    const u = unit('mf');
    expect(planMove(field([u]), table, u, { turn: 90, forward: 2 }, 0, o).ok).toBe(true);
    const far = planMove(field([u]), table, u, { turn: 90, forward: 3 }, 0, o);
    expect(far.ok ? null : far.error.code).toBe('ERR_TOO_FAR');
    const bonus = planMove(field([u]), table, u, { turn: 90, forward: 3 }, 1, o);
    expect(bonus.ok && bonus.value.bonusesUsed).toBe(1);
  });

  test('SSF-A3 / SSF-A37: only a charge contacts an enemy; a move may not pass through a unit or leave the table', () => {
    const u = unit('mf');
    const enemy = unit('enemy', { side: 'red', y: 5, facing: 270 });
    const into = planMove(field([u, enemy]), table, u, { turn: 0, forward: 3 }, 0, o);
    expect(into.ok ? null : [into.error.code, into.error.clause]).toEqual(['ERR_CONTACT', 'SSF-A3']);
    const friend = unit('friend', { y: 3 });
    const through = planMove(field([u, friend]), table, u, { turn: 0, forward: 3 }, 0, o);
    expect(through.ok ? null : through.error.code).toBe('ERR_BLOCKED');
    const off = planMove(field([u]), rect(-3, -2, 3, 2), u, { turn: 0, forward: 2 }, 0, o);
    expect(off.ok ? null : off.error.code).toBe('ERR_OFF_TABLE');
  });
});

describe('charges', () => {
  test('SSF-A3 / SSF-A38: the charger lines up front to front with a target in front, in contact', () => {
    const u = unit('mf');
    const enemy = unit('enemy', { side: 'red', x: 1, y: 4.5, facing: 270 });
    const c = planCharge(field([u, enemy]), table, u, enemy, 0, o);
    expect(c.ok).toBe(true);
    if (!c.ok) return;
    expect(c.value.side).toBe('front');
    expect(c.value.base.centre.x).toBeCloseTo(1);
    expect(c.value.base.centre.y).toBeCloseTo(2.5);
    expect(c.value.base.facing).toBeCloseTo(90);
    expect(c.value.distance).toBeCloseTo(Math.hypot(1, 2.5));
  });

  test('SSF-A3: a target not even partly in front cannot be charged; one out of reach needs bonuses', () => {
    const u = unit('mf');
    const behind = unit('behind', { side: 'red', y: -6, facing: 90 });
    const r = planCharge(field([u, behind]), table, u, behind, 0, o);
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_NOT_IN_FRONT', 'SSF-A3']);
    const far = unit('far', { side: 'red', y: 6, facing: 270 });
    expect(planCharge(field([u, far]), table, u, far, 0, o).ok).toBe(false);
    expect(planCharge(field([u, far]), table, u, far, 1, o).ok).toBe(true);
  });

  test('SSF-A38: a charge into the side of a unit facing across the charger lands on its flank', () => {
    const u = unit('mf');
    const side = unit('side', { side: 'red', x: 0, y: 6, facing: 0 });
    const c = planCharge(field([u, side]), table, u, side, 0, o);
    expect(c.ok && c.value.side).toBe('flank');
  });
});
