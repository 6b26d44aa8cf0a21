import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { frontEdge, rect, rotateBase } from '../../core/geometry/open-table.js';
import { bonusesFrom } from './activation.js';
import { TABLES } from './data.js';
import { DEFAULT_OPTIONS as o, type Options } from './options.js';
import { planShooting, resolveShooting, shootingBases, shootingTargets, type ShootingRequest } from './shooting.js';
import { archer, field, target, unit } from './test-helpers.js';
import type { Battlefield } from './battlefield.js';

const plan = (f: Battlefield, req: Partial<ShootingRequest> = {}, opts: Options = o) =>
  planShooting(f, { shooter: 'archers', ...req }, opts);
const planned = (f: Battlefield, req: Partial<ShootingRequest> = {}, opts: Options = o) => {
  const p = plan(f, req, opts);
  if (!p.ok) throw new Error(`${p.error.code} (${p.error.clause}): ${p.error.message}`);
  return p.value;
};
const refused = (f: Battlefield, req: Partial<ShootingRequest> = {}, opts: Options = o) => {
  const p = plan(f, req, opts);
  if (p.ok) throw new Error(`expected a refusal, got a shot at ${p.value.target}`);
  return p.error;
};

describe('9 Shooting procedure', () => {
  test('9 Shooting procedure: 1 sight and range, 2 the dice, 3 roll and work out the results (SSF-A4, SSF-A5)', () => {
    const f = field([archer(), target('foe', 3)]);
    const p = planned(f);
    expect(p).toMatchObject({ target: 'foe', maxRange: 4 });
    expect(p.range).toBeCloseTo(3, 9);
    expect(p.volley).toMatchObject({ shooterDice: 3, targetDice: 3, armour: 0, fearTest: false, discipline: 4, capacity: 3 });
    // Shooter 6 4 2 against 3 3 1: 6v3 a hit, 4v3 a test, 2v1 a test; the tests roll 4 (pass) and 2 (fail).
    const r = resolveShooting(f, p, new ScriptedDice([6, 4, 2, 3, 3, 1, 4, 2]), o);
    expect(r.pairs.map((x) => x.result)).toEqual(['hit', 'test', 'test']);
    expect(r.tests.map((t) => [t.roll, t.passed])).toEqual([
      [4, true],
      [2, false],
    ]);
    expect(r.hits).toBe(2);
    expect(r.field.units.find((u) => u.id === 'foe')!.hits).toBe(2);
    expect(r.events.map((e) => e.type)).toEqual(['shooting-dice', 'pair', 'pair', 'pair', 'discipline-test', 'discipline-test', 'hits']);
    for (const e of r.events) expect(e.clause).toBeTruthy();
  });

  test('2 Strength / SSF-A32: the target routs when its hits reach its strength; no test is rolled after', () => {
    const f = field([archer(), target('foe', 3, { hits: 2 })]);
    const r = resolveShooting(f, planned(f), new ScriptedDice([6, 6, 2, 1, 1, 1]), o);
    expect(r.hits).toBe(1);
    expect(r.routed).toBe(true);
    expect(r.tests).toEqual([]);
    expect(r.events.at(-1)).toMatchObject({ type: 'routed', clause: '2 Strength' });
  });
});

describe('9 Shooting arc, line of sight and target priority', () => {
  test('9 Shooting arc: partly in front counts; wholly beside is refused with the clause', () => {
    expect(planned(field([archer(), target('foe', 3, { x: 3.9 })])).target).toBe('foe'); // x 1.9..5.9
    const e = refused(field([archer(), target('foe', 3, { x: 4.5 })]), { target: 'foe' });
    expect(e).toMatchObject({ code: 'ERR_NOT_IN_ARC', clause: '9 Shooting arc, line of sight and target priority' });
    expect(refused(field([archer(), unit('behind', { side: 'red', y: -5 })]))).toMatchObject({ code: 'ERR_NO_TARGET' });
  });

  test('9 Shooting arc / SSF-A30: artillery may shoot a target up to 1 DU to either side of its front, the range measured on the slant', () => {
    const gun = (x: number) =>
      field([archer('archers', { troopType: 'artillery', missile: [{ weapon: 'artillery' }] }), target('foe', 5, { x })]);
    expect(planned(gun(4.5)).target).toBe('foe'); // x 2.5..6.5: 0.5 beyond the side line
    expect(planned(gun(4.5)).range).toBeCloseTo(Math.hypot(0.5, 5), 9); // SSF-A30: on the slant
    expect(refused(gun(5.5))).toMatchObject({ code: 'ERR_NO_TARGET' }); // x 3.5..7.5: 1.5 beyond
  });

  test('9 Shooting arc: lines from both front corners must reach one point of the target; a unit between blocks', () => {
    const longbow = () => archer('archers', { missile: [{ weapon: 'longbow' }] });
    const wall = unit('friends', { y: 3, width: 6, depth: 1 });
    expect(refused(field([longbow(), wall, target('foe', 4)]), { target: 'foe' })).toMatchObject({
      code: 'ERR_NO_SIGHT',
      clause: '9 Shooting arc, line of sight and target priority',
    });
    // A unit covering only the left half (x -4..-1): the right end of the target is still seen from both corners.
    expect(planned(field([longbow(), unit('friends', { x: -2.5, y: 3, width: 3, depth: 1 }), target('foe', 4)])).target).toBe('foe');
  });

  test('9 Shooting arc / SSF-A17: each corner seeing a different half is not enough (unless any-points)', () => {
    // The target is shallow (y 5..5.25); the blocker (x -1..1, y 2.75..3.25) stands where the crossing lines meet.
    const f = field([
      archer('archers', { missile: [{ weapon: 'longbow' }] }),
      unit('friends', { y: 3, width: 2, depth: 0.5 }),
      unit('foe', { side: 'red', y: 5.125, depth: 0.25, facing: 270 }),
    ]);
    expect(refused(f, { target: 'foe' })).toMatchObject({ code: 'ERR_NO_SIGHT' });
    expect(planned(f, {}, { ...o, sightPoint: 'any-points' }).target).toBe('foe');
  });

  test('9 Shooting arc: swarms and flying units do not block line of sight', () => {
    // A screen 6 wide across the whole view (y 2..3), the foe behind it at range 3 (y 4..6).
    const screen = (s: Parameters<typeof unit>[1]) =>
      field([archer(), unit('screen', { y: 2.5, width: 6, depth: 1, ...s }), target('foe', 3)]);
    const seen = (f: Battlefield) => shootingTargets(f, archer(), TABLES.missile.get('bow')!, false, o).candidates.map((c) => c.unit.id);
    expect(planned(screen({ troopType: 'swarms' })).target).toBe('foe'); // a friendly swarm
    expect(seen(screen({ troopType: 'swarms', side: 'red' }))).toEqual(['screen', 'foe']);
    expect(seen(screen({ troopType: 'beasts', characteristics: ['flight'], altitude: 'low', side: 'red' }))).toEqual(['screen', 'foe']);
    expect(seen(screen({ troopType: 'beasts', characteristics: ['flight'], side: 'red' }))).toEqual(['screen']); // landed: it blocks
    expect(seen(screen({ side: 'red' }))).toEqual(['screen']);
  });

  test('9 Shooting arc: the closest target must be shot; a farther one is refused', () => {
    const f = field([archer(), target('near', 2), target('far', 3.5, { x: 3.5 })]);
    expect(planned(f).target).toBe('near');
    expect(refused(f, { target: 'far' })).toMatchObject({
      code: 'ERR_NOT_PRIORITY',
      clause: '9 Shooting arc, line of sight and target priority',
    });
  });

  test('9 Shooting arc / SSF-A12: the shooter may ignore flying units for priority, but may not pick a farther flyer', () => {
    const f = field([
      archer(),
      target('bats', 1.5, { troopType: 'swarms', characteristics: ['flight'], altitude: 'low', width: 2 }),
      target('foe', 3, { x: 3 }),
    ]);
    expect(planned(f).target).toBe('bats');
    expect(refused(f, { target: 'foe' })).toMatchObject({ code: 'ERR_NOT_PRIORITY' });
    expect(planned(f, { target: 'foe', ignoreFlying: true }).target).toBe('foe');
    expect(planned(f, { target: 'bats', ignoreFlying: true }).target).toBe('bats');
    const g = field([
      archer(),
      target('foe', 1.5, { x: 3 }),
      target('bats', 3, { troopType: 'swarms', characteristics: ['flight'], altitude: 'low', width: 2 }),
    ]);
    expect(refused(g, { target: 'bats', ignoreFlying: true })).toMatchObject({ code: 'ERR_NOT_PRIORITY' });
  });

  test('SSF-A12: two targets equally close: the shooter must choose', () => {
    const f = field([archer(), target('left', 3, { x: -2.5, width: 3 }), target('right', 3, { x: 2.5, width: 3 })]);
    expect(refused(f)).toMatchObject({ code: 'ERR_CHOOSE_TARGET', clause: 'SSF-A12' });
    expect(planned(f, { target: 'right' }).target).toBe('right');
  });

  test('SSF-A8: woods block a line with more than 1 DU of it inside', () => {
    const f = (y1: number, y2: number) =>
      field(
        [archer('archers', { missile: [{ weapon: 'longbow' }] }), target('foe', 4)],
        [{ id: 'w', type: 'woods', polygon: rect(-10, y1, 10, y2) }],
      );
    expect(planned(f(2, 2.9)).target).toBe('foe');
    expect(refused(f(2, 4))).toMatchObject({ code: 'ERR_NO_TARGET' });
    expect(planned(f(2, 4), {}, { ...o, sightIntoTerrain: 3 }).target).toBe('foe');
    // Fields do not block sight at all.
    expect(planned(field([archer(), target('foe', 3)], [{ id: 'f', type: 'fields', polygon: rect(-10, 2, 10, 3) }])).target).toBe('foe');
  });

  test('SSF-A13: nothing on the ground blocks sight to a flying target', () => {
    const wall = unit('friends', { y: 2.5, width: 6, depth: 1 });
    expect(
      planned(field([archer(), wall, target('dragon', 2.5, { troopType: 'monsters', characteristics: ['flight'], altitude: 'low' })]))
        .target,
    ).toBe('dragon');
    expect(refused(field([archer(), wall, target('dragon', 2.5, { troopType: 'monsters', characteristics: ['flight'] })]))).toMatchObject({
      code: 'ERR_NO_TARGET',
    });
  });
});

describe('9 Range', () => {
  test("9 Range: from the front edge to the nearest point directly in front; beyond the weapon's range is refused", () => {
    expect(planned(field([archer(), target('foe', 4)])).range).toBeCloseTo(4, 9);
    expect(refused(field([archer(), target('foe', 4.01)]))).toMatchObject({ code: 'ERR_OUT_OF_RANGE', clause: '9 Range' });
  });

  test('9 Range: only the part directly in front counts, not a nearer corner beside the arc', () => {
    // The target is turned 45 degrees so its nearest corner is outside the arc.
    const diamond = unit('foe', { side: 'red', x: 3, y: 5, width: 2, depth: 2, facing: 45 });
    const p = planned(field([archer(), diamond]));
    expect(p.range).toBeCloseTo(5 - (Math.SQRT2 - 1) - 1, 9);
  });

  test('9 Shooting weapons table: every weapon reaches exactly its range', () => {
    for (const w of TABLES.missile.values()) {
      const shooterType = w.id === 'artillery' ? 'artillery' : 'medium-foot';
      const at = (r: number) => field([archer('archers', { troopType: shooterType, missile: [{ weapon: w.id }] }), target('foe', r)]);
      expect(planned(at(w.range)).maxRange, w.id).toBe(w.range);
      expect(refused(at(w.range + 0.1)).code, w.id).toBe('ERR_OUT_OF_RANGE');
    }
  });

  test('SSF-A13: ranges are 1 DU shorter when shooting at or by a flying unit', () => {
    const flyer = { troopType: 'beasts', characteristics: ['flight'], altitude: 'low' } as const;
    expect(refused(field([archer(), target('foe', 3.5, flyer)]))).toMatchObject({ code: 'ERR_OUT_OF_RANGE' });
    expect(planned(field([archer(), target('foe', 3, flyer)])).maxRange).toBe(3);
    expect(planned(field([archer('archers', { ...flyer, troopType: 'light-foot' }), target('foe', 3)])).maxRange).toBe(3);
  });
});

describe('9 Shooting into combat', () => {
  test('9 Shooting into combat: an enemy in contact with a friendly unit cannot be targeted, and is passed over for priority', () => {
    // 'fighting' (x -2..0, y 2..4) is in contact with 'friend' (x -6..-2); 'free' (x 0.5..4.5, y 3..5) is farther.
    const f = field([archer(), target('fighting', 1, { x: -1, width: 2 }), unit('friend', { x: -4, y: 3 }), target('free', 2, { x: 2.5 })]);
    expect(refused(f, { target: 'fighting' })).toMatchObject({ code: 'ERR_INTO_COMBAT', clause: '9 Shooting into combat' });
    expect(planned(f).target).toBe('free');
  });

  test('SSF-A11: bases no more than 0.05 DU apart are in contact (contactTolerance); farther apart they are not', () => {
    const f = (friendX: number) =>
      field([archer(), target('fighting', 1, { x: -1, width: 2 }), unit('friend', { x: friendX, y: 3 }), target('free', 2, { x: 2.5 })]);
    expect(refused(f(-4.04), { target: 'fighting' })).toMatchObject({ code: 'ERR_INTO_COMBAT' });
    expect(planned(f(-4.1)).target).toBe('fighting');
    expect(refused(f(-4.1), { target: 'fighting' }, { ...o, contactTolerance: 0.2 })).toMatchObject({ code: 'ERR_INTO_COMBAT' });
  });

  test('SSF-A15: a unit in contact with an enemy does not shoot', () => {
    const f = field([archer(), target('foe', 0)]);
    expect(refused(f)).toMatchObject({ code: 'ERR_SHOOTER_IN_CONTACT', clause: 'SSF-A15' });
    expect(refused(f, { target: 'foe' }, { ...o, shootFromContact: true })).toMatchObject({ code: 'ERR_INTO_COMBAT' });
  });
});

describe('9 Shooting weapons table notes', () => {
  const armoured = (protection: 'heavily-armoured' | 'armoured' | 'average' | 'lacking', weapon: string, shooterType = 'medium-foot') =>
    planned(field([archer('archers', { troopType: shooterType, missile: [{ weapon }] }), target('foe', 2, { protection })])).volley.armour;

  test('9 Shooting weapons table: longbow reduces heavily armoured and armoured targets by one level', () => {
    expect(armoured('heavily-armoured', 'bow')).toBe(2);
    expect(armoured('heavily-armoured', 'longbow')).toBe(1);
    expect(armoured('armoured', 'longbow')).toBe(0);
    expect(armoured('average', 'longbow')).toBe(0);
    expect(armoured('lacking', 'longbow')).toBe(-1);
  });

  test('9 Shooting weapons table: crossbow, firearm, artillery and magic attack ignore all armour (lacking protection still counts)', () => {
    for (const w of ['crossbow', 'firearm', 'magic-attack']) {
      expect(armoured('heavily-armoured', w)).toBe(0);
      expect(armoured('lacking', w)).toBe(-1);
    }
    expect(armoured('heavily-armoured', 'artillery', 'artillery')).toBe(0);
  });

  test('9 Shooting weapons table: crossbow, firearm and artillery cannot move and shoot', () => {
    for (const [weapon, type] of [
      ['crossbow', 'medium-foot'],
      ['firearm', 'medium-foot'],
      ['artillery', 'artillery'],
    ] as const) {
      const f = field([archer('archers', { troopType: type, missile: [{ weapon }] }), target('foe', 2)]);
      expect(refused(f, { movement: 'before' })).toMatchObject({ code: 'ERR_MOVE_AND_SHOOT', clause: '9 Shooting weapons table' });
      expect(refused(f, { movement: 'after' })).toMatchObject({ code: 'ERR_MOVE_AND_SHOOT' });
    }
    expect(planned(field([archer(), target('foe', 2)]), { movement: 'before' }).volley.shooterDice).toBe(2);
  });

  test('9 Shooting weapons table / SSF-A16: crossbow takes an extra die only from magic; firearm never; range bonuses stay', () => {
    const xbow = field([archer('archers', { missile: [{ weapon: 'crossbow' }] }), target('foe', 2)]);
    expect(refused(xbow, { bonuses: { actionDice: 1 }, spend: { extraDie: true } })).toMatchObject({
      code: 'ERR_BONUS',
      clause: '9 Shooting weapons table',
    });
    expect(planned(xbow, { bonuses: { magic: 1 }, spend: { extraDie: true } }).volley.shooterDice).toBe(4);
    expect(planned(xbow, { bonuses: { actionDice: 1 }, spend: { range: 1 } }).maxRange).toBe(6);
    expect(refused(xbow, { bonuses: { actionDice: 1 }, spend: { range: 1 } }, { ...o, noBonusDice: 'all-bonuses' })).toMatchObject({
      code: 'ERR_BONUS',
    });
    const gun = field([archer('archers', { missile: [{ weapon: 'firearm' }] }), target('foe', 2)]);
    expect(refused(gun, { bonuses: { magic: 1 }, spend: { extraDie: true } })).toMatchObject({
      code: 'ERR_BONUS',
      clause: '9 Shooting weapons table',
    });
  });

  test('9 Shooting weapons table: an attack that causes fear adds a discipline test, except on brave units and units that cause fear', () => {
    const fear = (characteristics: string[]) =>
      planned(field([archer('archers', { missile: [{ weapon: 'firearm' }] }), target('foe', 2, { characteristics })])).volley.fearTest;
    expect(fear([])).toBe(true);
    expect(fear(['brave'])).toBe(false);
    expect(fear(['causes-fear'])).toBe(false);
    const f = field([archer('archers', { missile: [{ weapon: 'magic-attack' }] }), target('foe', 2)]);
    // All pairs lose (1 1 1 v 6 6 6): only the fear test is rolled; a 3 fails discipline 4.
    const r = resolveShooting(f, planned(f), new ScriptedDice([1, 1, 1, 6, 6, 6, 3]), o);
    expect(r.tests).toEqual([{ cause: 'fear', clause: '9 Shooting weapons table', roll: 3, passed: false }]);
    expect(r.hits).toBe(1);
  });

  test('9 Shooting weapons table: artillery and magic attack ignore cover', () => {
    const wood = [{ id: 'w', type: 'woods', polygon: rect(-10, 3.5, 10, 10) }];
    const dice = (weapon: string, type = 'medium-foot') =>
      planned(field([archer('archers', { troopType: type, missile: [{ weapon }] }), target('foe', 2)], wood)).volley.targetDice;
    expect(dice('bow')).toBe(4);
    expect(dice('magic-attack')).toBe(3);
    expect(dice('artillery', 'artillery')).toBe(3);
  });

  test('2 Weapons: a unit without a missile capability cannot shoot', () => {
    expect(refused(field([unit('archers'), target('foe', 2)]))).toMatchObject({ code: 'ERR_NO_MISSILE', clause: '2 Weapons' });
    expect(refused(field([archer(), target('foe', 2)]), { weapon: 'crossbow' })).toMatchObject({ code: 'ERR_NO_MISSILE' });
  });
});

describe('9 Combat dice', () => {
  test('9 Combat dice: each side rolls its strength', () => {
    const p = planned(field([archer('archers', { troopType: 'heavy-foot' }), target('foe', 2, { troopType: 'cavalry' })]));
    expect([p.volley.shooterDice, p.volley.targetDice]).toEqual([4, 3]);
  });

  test('2 Strength: the base number of dice does not change as the unit takes hits', () => {
    const p = planned(field([archer('archers', { troopType: 'heavy-foot', hits: 3 }), target('foe', 2, { hits: 2 })]));
    expect([p.volley.shooterDice, p.volley.targetDice, p.volley.capacity]).toEqual([4, 3, 1]);
  });

  test('9 Combat dice: moving as part of the activation, or in difficult terrain: two dice; strength 2 loses nothing', () => {
    const hf = () => archer('archers', { troopType: 'heavy-foot' });
    expect(planned(field([hf(), target('foe', 2)]), { movement: 'after' }).volley.shooterDice).toBe(2);
    const marsh = [{ id: 'm', type: 'marsh', polygon: rect(-5, -5, 5, 1) }];
    expect(planned(field([hf(), target('foe', 2)], marsh)).volley.shooterDice).toBe(2);
    expect(
      planned(field([archer('archers', { troopType: 'light-foot' }), target('foe', 2)]), { movement: 'after' }).volley.shooterDice,
    ).toBe(2);
  });

  test('9 Combat dice: a unit which ends its movement in difficult terrain cannot then shoot (SSF-A29: light foot too)', () => {
    const marsh = [{ id: 'm', type: 'marsh', polygon: rect(-5, -5, 5, 1) }];
    expect(refused(field([archer(), target('foe', 2)], marsh), { movement: 'before' })).toMatchObject({
      code: 'ERR_ENDED_IN_DIFFICULT',
      clause: '9 Combat dice',
    });
    expect(planned(field([archer(), target('foe', 2)], marsh), { movement: 'after' }).volley.shooterDice).toBe(2);
    const lf = field([archer('archers', { troopType: 'light-foot' }), target('foe', 2)], marsh);
    expect(refused(lf, { movement: 'before' })).toMatchObject({ code: 'ERR_ENDED_IN_DIFFICULT' });
    expect(planned(lf, { movement: 'before' }, { ...o, lightFootDifficult: 'faq' }).volley.shooterDice).toBe(2);
  });

  test('SSF-A14: a restricted missile capability shoots with at most 2 dice', () => {
    expect(
      planned(field([archer('archers', { troopType: 'chariots', missile: [{ weapon: 'bow', restricted: true }] }), target('foe', 2)]))
        .volley.shooterDice,
    ).toBe(2);
  });

  test('SSF-A28: a target in difficult terrain rolls its strength (or two dice with the option)', () => {
    const marsh = [{ id: 'm', type: 'marsh', polygon: rect(-5, 3, 5, 10) }];
    const f = field([archer(), target('foe', 3, { troopType: 'heavy-foot' })], marsh);
    expect(planned(f).volley.targetDice).toBe(4);
    expect(planned(f, {}, { ...o, targetInDifficult: 'two' }).volley.targetDice).toBe(2);
  });
});

describe('9 Bonus Combat dice', () => {
  test('9 Bonus Combat dice: a 6 is a bonus unless the activation needed a 6; matching dice give one for each after the first', () => {
    expect(bonusesFrom([6], 4)).toBe(1);
    expect(bonusesFrom([6], 6)).toBe(0);
    expect(bonusesFrom([6, 6], 6)).toBe(1);
    expect(bonusesFrom([4, 4], 4)).toBe(1);
    expect(bonusesFrom([4, 4, 4], 3)).toBe(2);
    expect(bonusesFrom([5], 4)).toBe(0);
  });

  test('9 Bonus Combat dice: each bonus is +1 DU of range or one extra die, never more than one extra die', () => {
    const f = field([archer(), target('foe', 5.5)]);
    expect(refused(f)).toMatchObject({ code: 'ERR_OUT_OF_RANGE' });
    expect(planned(f, { bonuses: { actionDice: 2 }, spend: { range: 2 } }).maxRange).toBe(6);
    const p = planned(f, { bonuses: { actionDice: 1, magic: 2 }, spend: { range: 2, extraDie: true } });
    expect(p.volley.shooterDice).toBe(4);
    expect(p.shooterSteps.at(-1)).toMatchObject({ clause: '9 Bonus Combat dice' });
    expect(refused(f, { bonuses: { actionDice: 1 }, spend: { range: 2 } })).toMatchObject({
      code: 'ERR_BONUS',
      clause: '9 Bonus Combat dice',
    });
  });
});

describe('9 Effect of cover', () => {
  test('9 Effect of cover / SSF-A10: a target in cover rolls one extra die; flying high counts as cover; not both; the base centre decides', () => {
    const wood = [{ id: 'w', type: 'woods', polygon: rect(-10, 4.5, 10, 10) }];
    expect(planned(field([archer(), target('foe', 3)], wood)).volley.targetDice).toBe(4);
    const high = { troopType: 'beasts', characteristics: ['flight'], altitude: 'high' } as const;
    const p = planned(field([archer(), target('foe', 2, high)]));
    expect(p.volley.targetDice).toBe(4);
    expect(p.targetSteps.at(-1)).toMatchObject({ clause: '9 Effect of cover' });
    expect(planned(field([archer(), target('foe', 2, { ...high, altitude: 'low' })])).volley.targetDice).toBe(3);
    // SSF-A10: the centre decides: a wood under only the far half of the base gives no cover.
    expect(
      planned(field([archer(), target('foe', 3)], [{ id: 'w', type: 'woods', polygon: rect(-10, 5.5, 10, 10) }])).volley.targetDice,
    ).toBe(3);
  });
});

describe('9 Shooting range and target priority example', () => {
  // Blue medium foot at the origin facing +y, front edge y = 1. Red medium foot ahead, its front at y = 4
  // (range 3); red cavalry further left, partly in front, at range 4.5; red light foot off to the right
  // facing the blue unit's flank.
  const blueMF = (weapon: string) => unit('blue-mf', { missile: [{ weapon }] });
  const redMF = unit('red-mf', { side: 'red', y: 5, facing: 270 });
  const redCav = unit('red-cav', { side: 'red', troopType: 'cavalry', x: -3, y: 6.5, facing: 270 });
  const redLF = unit('red-lf', { side: 'red', troopType: 'light-foot', missile: [{ weapon: 'javelin' }], x: 4.5, y: 2, facing: 180 });
  const f = (weapon: string) => field([blueMF(weapon), redMF, redCav, redLF]);

  test('9 Shooting range and target priority example: the blue bows can shoot the red medium foot but not the other red units', () => {
    const p = planShooting(f('bow'), { shooter: 'blue-mf' }, o);
    expect(p).toMatchObject({ ok: true, value: { target: 'red-mf' } });
    expect(p.ok && p.value.range).toBeCloseTo(3, 9);
    expect(planShooting(f('bow'), { shooter: 'blue-mf', target: 'red-cav' }, o)).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_PRIORITY' },
    });
    expect(planShooting(f('bow'), { shooter: 'blue-mf', target: 'red-lf' }, o)).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_IN_ARC' },
    });
  });

  test('9 Shooting range and target priority example: the red javelins can shoot the blue medium foot', () => {
    const p = planShooting(f('bow'), { shooter: 'red-lf' }, o);
    expect(p).toMatchObject({ ok: true, value: { target: 'blue-mf' } });
    expect(p.ok && p.value.range).toBeCloseTo(1.5, 9);
  });

  test('9 Shooting range and target priority example: with longbows, crossbows or a range bonus the cavalry is in range, but the closer medium foot is still the target', () => {
    for (const weapon of ['longbow', 'crossbow']) {
      const choice = shootingTargets(f(weapon), blueMF(weapon), TABLES.missile.get(weapon)!, false, o);
      const cav = choice.candidates.find((c) => c.unit.id === 'red-cav')!;
      expect(cav.range).toBeCloseTo(4.5, 9);
      expect(cav.range).toBeLessThanOrEqual(TABLES.missile.get(weapon)!.range);
      expect(choice.legal.map((c) => c.unit.id)).toEqual(['red-mf']);
      expect(planShooting(f(weapon), { shooter: 'blue-mf', target: 'red-cav' }, o)).toMatchObject({
        ok: false,
        error: { code: 'ERR_NOT_PRIORITY' },
      });
    }
    expect(
      planShooting(f('bow'), { shooter: 'blue-mf', target: 'red-cav', bonuses: { actionDice: 1 }, spend: { range: 1 } }, o),
    ).toMatchObject({ ok: false, error: { code: 'ERR_NOT_PRIORITY' } });
  });
});

describe('A1 War wagons: shooting to the sides (SSF-A47)', () => {
  /** A war wagon at the origin facing +y, 2 DU wide and 4 deep: its side edges are x = -1 and x = 1, y -2..2. */
  const wagon = (side: boolean, s: Parameters<typeof unit>[1] = {}) =>
    unit('archers', {
      troopType: 'war-wagons',
      protection: 'armoured',
      missile: [{ weapon: 'bow' }],
      characteristics: side ? ['side-shooting'] : [],
      width: 2,
      depth: 4,
      ...s,
    });
  const leftFoe = (x: number, s: Parameters<typeof unit>[1] = {}) => unit('left', { side: 'red', x, y: 0, facing: 0, ...s });
  const rightFoe = (x: number) => unit('right', { side: 'red', x, y: 0, facing: 180 });

  test('A1 War wagons / SSF-A47: a side edge is the base turned 90 degrees about its centre, width and depth swapped', () => {
    const w = wagon(true);
    const [left, right] = shootingBases(w);
    expect(left).toMatchObject({ width: 4, depth: 2 });
    expect(left!.facing).toBe(rotateBase(w.base, 90, w.base.centre).facing);
    expect(frontEdge(left!).map((p) => [Math.round(p.x * 1e9) / 1e9, Math.round(p.y * 1e9) / 1e9])).toEqual([
      [-1, -2],
      [-1, 2],
    ]);
    expect(frontEdge(right!).every((p) => Math.abs(p.x - 1) < 1e-9)).toBe(true);
    expect(shootingBases(wagon(false))).toEqual([wagon(false).base]);
  });

  test('A1 War wagons / 9 Range: a side-shooting wagon shoots from either side edge, range measured from that edge', () => {
    // The left foe's base spans x -5..-3 (4 wide, facing east: 2 deep), so its near edge is 2 DU from x = -1.
    const l = planned(field([wagon(true), leftFoe(-4)]));
    expect(l.target).toBe('left');
    expect(l.range).toBeCloseTo(2, 9);
    const r = planned(field([wagon(true), rightFoe(5.5)]));
    expect(r.target).toBe('right');
    expect(r.range).toBeCloseTo(3.5, 9);
    expect(refused(field([wagon(true), rightFoe(7)])).code).toBe('ERR_OUT_OF_RANGE');
  });

  test('A1 War wagons / 9 Shooting arc: a side-shooting wagon does not shoot to its front, and a frontal one not to its sides', () => {
    expect(refused(field([wagon(true), unit('ahead', { side: 'red', y: 5, facing: 270 })]), { target: 'ahead' }).code).toBe(
      'ERR_NOT_IN_ARC',
    );
    expect(planned(field([wagon(false), unit('ahead', { side: 'red', y: 5, facing: 270 })])).range).toBeCloseTo(2, 9);
    expect(refused(field([wagon(false), leftFoe(-4)]), { target: 'left' }).code).toBe('ERR_NOT_IN_ARC');
  });

  test("A1 War wagons / 9 Shooting arc: target priority takes the closest over both sides; sight is from the side edge's corners", () => {
    const f = field([wagon(true), leftFoe(-4), rightFoe(3.5)]);
    expect(shootingTargets(f, f.units[0]!, TABLES.missile.get('bow')!, false, o).legal.map((c) => c.unit.id)).toEqual(['right']);
    // A friendly unit standing against the left edge blocks every line from it.
    const screen = unit('screen', { x: -2, y: 0, facing: 0, width: 4, depth: 0.5 });
    expect(refused(field([wagon(true), leftFoe(-5), screen]), { target: 'left' }).code).toBe('ERR_NO_SIGHT');
  });
});
