/** Melee (Sections 10 and 11 are missing): F7, F8, F9, F10, SSF-A6 and SSF-A36 with forced dice. */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { isFresh, meleeArmour, meleeDice, meleeSide, resolveMelee, type MeleeFlags } from './melee.js';
import { DEFAULT_OPTIONS } from './options.js';
import { field, unit } from './test-helpers.js';

const flags = (f: Partial<MeleeFlags> = {}): MeleeFlags => ({
  active: false,
  charging: false,
  frontal: true,
  fresh: true,
  difficult: false,
  supports: 0,
  bonuses: 0,
  ...f,
});
const foot = unit('foot', { side: 'red', troopType: 'heavy-foot' });

describe('melee dice', () => {
  test('F10: fresh cavalry allocated a die rolls 3 + 1 + 1 = 5', () => {
    const cav = unit('cav', { troopType: 'cavalry' });
    expect(meleeDice(cav, foot, flags({ active: true }), flags()).dice).toBe(5);
    expect(meleeDice(cav, foot, flags({ active: true, fresh: false }), flags()).dice).toBe(4);
  });

  test('SSF-A6: fresh spears in front cancel impact and the fresh mounted die; pike adds a die to its front', () => {
    const knights = unit('knights', { troopType: 'cavalry', melee: ['impact'] });
    const spears = unit('spears', { side: 'red', melee: ['spears'] });
    expect(meleeDice(knights, foot, flags({ active: true, charging: true }), flags()).dice).toBe(6);
    expect(meleeDice(knights, spears, flags({ active: true, charging: true }), flags()).dice).toBe(4);
    expect(meleeDice(knights, spears, flags({ active: true, charging: true }), flags({ frontal: false })).dice).toBe(6);
    const pike = unit('pike', { melee: ['pike'] });
    expect(meleeDice(pike, foot, flags(), flags()).dice).toBe(4);
  });

  test('F8: in difficult terrain the base dice are 2 (not light foot); F9 and F4: supports and bonuses add dice', () => {
    expect(meleeDice(foot, foot, flags({ difficult: true }), flags()).dice).toBe(2);
    expect(meleeDice(unit('lf', { troopType: 'light-foot' }), foot, flags({ difficult: true }), flags()).dice).toBe(2);
    expect(meleeDice(foot, foot, flags({ supports: 1, bonuses: 2 }), flags()).dice).toBe(7);
  });

  test('SSF-A6: missile troops without melee capability roll one die fewer; powerful attack lowers protection one level', () => {
    expect(meleeDice(unit('bows', { missile: [{ weapon: 'bow' }] }), foot, flags(), flags()).dice).toBe(2);
    expect(meleeDice(unit('bows', { missile: [{ weapon: 'bow' }], melee: ['melee-capable'] }), foot, flags(), flags()).dice).toBe(3);
    const armoured = unit('armoured', { protection: 'armoured' });
    expect(meleeArmour(armoured, foot)).toBe(1);
    expect(meleeArmour(armoured, unit('troll', { troopType: 'monsters', melee: ['powerful-attack'] }))).toBe(0);
  });
});

describe('the combat mechanism in melee', () => {
  test("SSF-A36: each side's winning pairs count against the other; a unit whose hits reach its strength routs (2 Strength)", () => {
    const a = unit('a', { x: 0, y: 0 });
    const b = unit('b', { side: 'red', troopType: 'heavy-foot', x: 0, y: 2, facing: 270 });
    const f = field([a, b]);
    const sa = meleeSide(f, a, b, { active: true, charging: false, bonuses: 0 }, DEFAULT_OPTIONS);
    const sb = meleeSide(f, b, a, { active: false, charging: false, bonuses: 0 }, DEFAULT_OPTIONS);
    // a: medium foot 3 + 1 active = 4 dice; b: heavy foot 4. a wins every pair by 2 or more.
    const r = resolveMelee({ a: sa, b: sb }, new ScriptedDice([6, 6, 6, 6, 1, 1, 1, 1]), DEFAULT_OPTIONS);
    expect(r.a.dice).toBe(4);
    expect(r.b.dice).toBe(4);
    expect(r.b.hits).toBe(4);
    expect(r.b.routed).toBe(true);
    expect(r.a.hits).toBe(0);
    expect(r.winner).toBe('a');
  });

  test('SSF-A4 / SSF-A5: a pair won by 1 is a discipline test for the loser, failed below its discipline; causes fear adds a test (SSF-A6)', () => {
    const a = unit('a', { x: 0, y: 0, discipline: 4 });
    const troll = unit('troll', {
      side: 'red',
      troopType: 'monsters',
      characteristics: ['causes-fear'],
      x: 0,
      y: 2,
      facing: 270,
      discipline: 4,
    });
    const f = field([a, troll]);
    const sa = meleeSide(f, a, troll, { active: true, charging: false, bonuses: 0 }, DEFAULT_OPTIONS);
    const sb = meleeSide(f, troll, a, { active: false, charging: false, bonuses: 0 }, DEFAULT_OPTIONS);
    // a rolls 4 dice (3 + active), the troll 2: pairs 5 v 4 (a test for the troll) and 3 v 4 (a test for a).
    // Tests: a's pair test (roll 2: fails), a's fear test (roll 4: passes); the troll's pair test (roll 6: passes).
    const r = resolveMelee({ a: sa, b: sb }, new ScriptedDice([5, 3, 1, 1, 4, 4, 2, 4, 6]), DEFAULT_OPTIONS);
    expect(r.a.tests.map((t) => [t.cause, t.passed])).toEqual([
      ['pair', false],
      ['fear', true],
    ]);
    expect(r.b.tests.map((t) => [t.cause, t.passed])).toEqual([['pair', true]]);
    expect([r.a.hits, r.b.hits]).toEqual([1, 0]);
    expect(r.winner).toBe('b');
  });

  test('F7: fresh means no hits and no enemy on flank or rear', () => {
    const a = unit('a', { x: 0, y: 0 });
    const flanker = unit('flanker', { side: 'red', x: 3, y: 0, facing: 180 });
    expect(isFresh(field([a]), a, DEFAULT_OPTIONS)).toBe(true);
    expect(isFresh(field([{ ...a, hits: 1 }]), { ...a, hits: 1 }, DEFAULT_OPTIONS)).toBe(false);
    expect(isFresh(field([a, flanker]), a, DEFAULT_OPTIONS)).toBe(false);
  });
});
