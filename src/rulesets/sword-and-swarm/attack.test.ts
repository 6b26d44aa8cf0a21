import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { attackDice, deflect, injuryOf, isBloodied, loseStar, rangedModifiers, resolveAttack } from './attack.js';
import { weapon } from './data.js';
import { pTest, testAgainst, testOwn } from './dice-tests.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { ch } from './test-helpers.js';

describe('G1 / SWS-A4: attribute tests', () => {
  test('own attribute: roll <= attribute; opponent: roll + modifier > attribute; modifiers capped at 4', () => {
    expect(testOwn(3, 0, new ScriptedDice([3]), o).success).toBe(true);
    expect(testOwn(3, 0, new ScriptedDice([4]), o).success).toBe(false);
    expect(testAgainst(3, 0, new ScriptedDice([4]), o).success).toBe(true);
    expect(testAgainst(3, 0, new ScriptedDice([3]), o).success).toBe(false);
    expect(testAgainst(6, 9, new ScriptedDice([2]), o).success).toBe(false); // capped at +4: 2+4 = 6, not > 6
  });
  test('attributes of 6+ confirm a 6 against attribute - 5; advantage re-rolls a failure', () => {
    expect(testOwn(7, 0, new ScriptedDice([6, 3]), o).success).toBe(false);
    expect(testOwn(7, 0, new ScriptedDice([6, 2]), o).success).toBe(true);
    expect(testOwn(7, 0, new ScriptedDice([6]), { ...o, confirmHigh: false }).success).toBe(true);
    expect(testOwn(2, 0, new ScriptedDice([5, 1]), o, 'advantage').success).toBe(true);
    expect(testAgainst(2, 0, new ScriptedDice([5, 1]), o, 'disadvantage').success).toBe(false);
    expect(pTest('own', 7, 0, o)).toBeCloseTo(5 / 6 + 2 / 36, 12);
    expect(pTest('against', 3, 0, o, 'disadvantage')).toBeCloseTo(1 / 4, 12);
  });
});

describe('Attack Dice', () => {
  test('unarmed: two attack dice with -2 on the tests', () => {
    const w = weapon('unarmed');
    expect(attackDice(ch('brannoc', 'A', { x: 0, y: 0 }), w)).toBe(2);
    expect(w.modifier).toBe(-2);
  });
  test('SWS-A1: weapons give dice from Mallet or Key', () => {
    const b = ch('brannoc', 'A', { x: 0, y: 0 });
    expect(attackDice(b, weapon('hand-weapon'))).toBe(4);
    expect(attackDice(b, weapon('two-handed'))).toBe(5);
    expect(attackDice(b, weapon('shortbow'))).toBe(3);
    expect(attackDice(b, weapon('crossbow'))).toBe(3);
  });
});

describe('Attack', () => {
  test("ranged attacks test the target's Key, melee attacks its Mallet; each hit is 1 Impact", () => {
    const a = ch('ysolde', 'A', { x: 0, y: 0 });
    const t = ch('skarn', 'B', { x: 5, y: 0 }); // Key 3, Mallet 4, Shield 2
    // 4 AD (Key 4): 4,3,6,1 -> 2 hits (> Key 3); Shield tests 5 (evasion), 6 -> none saved
    const r = resolveAttack(
      { attacker: a, target: t, weapon: weapon('shortbow'), kind: 'ranged', modifier: 0 },
      new ScriptedDice([4, 3, 6, 1, 5, 6]),
      o,
      1,
      1,
    );
    expect(r.hits).toBe(2);
    expect(r.target.star).toBe(4);
    expect(r.events.map((e) => e.clause)).toEqual(['Ranged Attacks', 'Attack', 'Deflect Impacts', 'Losing Star points']);
    const m = resolveAttack(
      { attacker: a, target: t, weapon: weapon('dagger'), kind: 'melee', modifier: 0 },
      new ScriptedDice([4, 5, 5, 1, 4, 2]),
      o,
      1,
      1,
    );
    expect(m.hits).toBe(2); // dagger: 4 AD (Key); 5,5 > Mallet 4
    expect(m.deflection).toMatchObject({ evasion: 4, saved: 1, remaining: 1 });
    expect(m.target.star).toBe(5);
  });
});

describe('Deflect Impacts', () => {
  test("Deflect Impacts / SWS-A5: the Evasion Die (one of the Shield tests' own dice) showing 1 removes all Impact, even at Shield 0", () => {
    expect(deflect(0, 3, new ScriptedDice([1, 6, 6]), o).remaining).toBe(0);
    expect(deflect(0, 2, new ScriptedDice([6, 6, 1]), { ...o, evasionDie: 'extra-die' }).remaining).toBe(0);
  });
  test('otherwise each Shield success removes a point of Impact', () => {
    const d = deflect(2, 3, new ScriptedDice([2, 5, 1]), o);
    expect(d).toMatchObject({ evasion: 2, saved: 2, remaining: 1 });
  });
});

describe('Losing Star points', () => {
  test('Bloodied at half of max Star (SWS-A6)', () => {
    const c = ch('brannoc', 'A', { x: 0, y: 0 }); // Star 6
    const l = loseStar(c, 3, new ScriptedDice([]), o, 1, 1);
    expect(l.becameBloodied).toBe(true);
    expect(isBloodied({ ...c, star: 3 }, { bloodiedAt: 'floor' })).toBe(true);
    const y = ch('ysolde', 'A', { x: 0, y: 0 }); // Star 5: floor 2, ceil 3
    expect(isBloodied({ ...y, star: 3 }, { bloodiedAt: 'floor' })).toBe(false);
    expect(isBloodied({ ...y, star: 3 }, { bloodiedAt: 'ceil' })).toBe(true);
  });
  test('SWS-A7: at 0 Star: 1d6 + 1d6 per excess Impact, lowest die: 1 death (loot token), 2-3 out of action, 4-6 stunned; Star stops at 0', () => {
    expect([1, 2, 3, 4, 5, 6].map(injuryOf)).toEqual(['death', 'out-of-action', 'out-of-action', 'stunned', 'stunned', 'stunned']);
    const c = { ...ch('brannoc', 'A', { x: 3, y: 4 }), star: 2 };
    const ooa = loseStar(c, 4, new ScriptedDice([5, 2, 6]), o, 1, 1);
    expect(ooa.character).toMatchObject({ star: 0, status: 'out-of-action' });
    expect(ooa.events.find((e) => e.type === 'injury-roll')).toMatchObject({ rolls: [5, 2, 6], lowest: 2 });
    const dead = loseStar(c, 2, new ScriptedDice([1]), o, 1, 7);
    expect(dead.character).toMatchObject({ status: 'dead', loot: 7 });
    expect(dead.nextLoot).toBe(8);
    const stun = loseStar(c, 2, new ScriptedDice([4]), o, 3, 1);
    expect(stun.character).toMatchObject({ status: 'stunned', stunnedUntil: 4 });
  });
});

describe('Ranged Attacks: the modifier table', () => {
  const base = { distance: 10, aim: 0, elevated: false, moved: false, cover: 'none' as const, tookCover: false };
  const total = (c: Partial<typeof base> | Record<string, unknown>, opts = o) =>
    rangedModifiers({ ...base, ...c } as never, opts).reduce((n, m) => n + m.value, 0);
  test('within 6" +1, aim +1/+2, elevated +1, beyond 24" -1, moved -1, soft -1, heavy -2', () => {
    expect(total({ distance: 6 })).toBe(1);
    expect(total({ aim: 2 })).toBe(2);
    expect(total({ elevated: true })).toBe(1);
    expect(total({ distance: 24.5 })).toBe(-1);
    expect(total({ moved: true })).toBe(-1);
    expect(total({ cover: 'soft' })).toBe(-1);
    expect(total({ cover: 'heavy' })).toBe(-2);
  });
  test('Take Cover: an additional -1 in soft cover, -2 in heavy; prone in the open counts as soft cover (SWS-A10)', () => {
    expect(total({ cover: 'soft', tookCover: true })).toBe(-2);
    expect(total({ cover: 'heavy', tookCover: true })).toBe(-4);
    expect(total({ prone: true })).toBe(-1);
    expect(total({ cover: 'soft' }, { ...o, takeCover: 'replace' })).toBe(0);
    expect(total({ cover: 'soft', tookCover: true }, { ...o, takeCover: 'replace' })).toBe(-1);
  });
});
