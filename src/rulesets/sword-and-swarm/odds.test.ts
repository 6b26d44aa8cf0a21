import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { wilson } from '../../core/stats.js';
import { loseStar, resolveAttack } from './attack.js';
import { weapon } from './data.js';
import { attackMonteCarlo, attackOdds, plannedAttackOdds, remainingDistribution, type AttackSpec } from './odds.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { ch, find, skirmish } from './test-helpers.js';
import { act } from './actions.js';

const sum = (xs: Iterable<number>) => [...xs].reduce((a, b) => a + b, 0);

describe('odds: exact by enumeration', () => {
  test("Deflect Impacts: one Impact at Shield 0 is removed only by the Evasion Die's 1 (1/6)", () => {
    expect(remainingDistribution(1, 0, o)).toEqual([expect.closeTo(1 / 6, 12), expect.closeTo(5 / 6, 12)]);
    expect(sum(remainingDistribution(4, 2, o))).toBeCloseTo(1, 12);
    expect(sum(remainingDistribution(3, 3, { ...o, evasionDie: 'extra-die' }))).toBeCloseTo(1, 12);
  });
  test('Losing Star points: one die at exactly zero: death 1/6, out of action 2/6, stunned 3/6', () => {
    const x = attackOdds({ dice: 1, defence: 0, modifier: 0, shield: 0, star: 1, maxStar: 4 }, o);
    // hit always (d6 > 0); the Impact is removed 1/6
    expect(x.injury.death).toBeCloseTo((5 / 6) * (1 / 6), 12);
    expect(x.injury['out-of-action']).toBeCloseTo((5 / 6) * (2 / 6), 12);
    expect(x.injury.stunned).toBeCloseTo((5 / 6) * (3 / 6), 12);
    expect(sum(x.outcomes.values())).toBeCloseTo(1, 12);
  });
});

describe('odds: exact against Monte Carlo', () => {
  const specs: AttackSpec[] = [
    { dice: 4, defence: 3, modifier: 1, shield: 2, star: 3, maxStar: 6 },
    { dice: 3, defence: 4, modifier: -1, shield: 1, star: 1, maxStar: 5, edge: 'disadvantage' },
    { dice: 5, defence: 2, modifier: 0, shield: 6, star: 2, maxStar: 4 },
  ];
  for (const [i, s] of specs.entries()) {
    test(`spec ${i + 1}: every outcome's exact chance lies in the 99.9% band of 20000 rolls`, () => {
      const exact = attackOdds(s, o);
      const mc = attackMonteCarlo(s, o, 20000, 1000 + i);
      for (const [k, p] of exact.outcomes) {
        const seen = mc.outcomes.get(k) ?? 0;
        const [lo, hi] = wilson(seen, mc.n, 3.29);
        expect(p, k).toBeGreaterThanOrEqual(lo - 1e-12);
        expect(p, k).toBeLessThanOrEqual(hi + 1e-12);
      }
      for (const k of mc.outcomes.keys()) expect(exact.outcomes.has(k), k).toBe(true);
      const [lo, hi] = mc.intervals.get([...exact.outcomes].sort((a, b) => b[1] - a[1])[0]![0])!;
      expect(lo).toBeLessThan(hi);
    });
  }
});

describe('properties', () => {
  test('Losing Star points: Star never goes below zero', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: 0, max: 12 }), fc.integer(), (star, points, seed) => {
        const c = { ...ch('brannoc', 'A', { x: 0, y: 0 }), star };
        const l = loseStar(c, points, SeededDice.fromSeed(seed), o, 1, 1);
        return l.character.star >= 0 && l.character.star === Math.max(0, star - points);
      }),
    );
  });
  test('Attack: a resolved attack never leaves Star below zero nor raises it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 6 }), fc.integer({ min: -4, max: 4 }), fc.integer(), (star, mod, seed) => {
        const t = { ...ch('skarn', 'B', { x: 1, y: 0 }), star };
        const r = resolveAttack(
          { attacker: ch('gorvath', 'A', { x: 0, y: 0 }), target: t, weapon: weapon('two-handed'), kind: 'melee', modifier: mod },
          SeededDice.fromSeed(seed),
          o,
          1,
          1,
        );
        return r.target.star >= 0 && r.target.star <= star;
      }),
    );
  });
});

describe("a planned attack's odds, before it is made", () => {
  test('Melee Attacks: the odds of a charging spear strike agree with the strike itself, rolled 4000 times', () => {
    const s = skirmish([ch('skarn', 'B', { x: 10, y: 10 }), ch('brannoc', 'A', { x: 10, y: 11.5 })], [], 'skarn', {
      charged: true,
      moved: true,
    });
    const x = plannedAttackOdds(s, { type: 'melee', target: 'brannoc' }, o)!;
    const before = find(s, 'brannoc').star;
    const dice = SeededDice.fromSeed(28);
    let untouched = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const r = act(s, { type: 'melee', target: 'brannoc' }, dice, o);
      if (r.ok && find(r.value.state, 'brannoc').star === before) untouched++;
    }
    const p0 = [...x.outcomes].filter(([k]) => k.startsWith('0/')).reduce((a, [, p]) => a + p, 0);
    // Within five standard errors of the exact chance of no Star lost.
    expect(Math.abs(untouched / n - p0)).toBeLessThan(5 * Math.sqrt((p0 * (1 - p0)) / n));
    expect(plannedAttackOdds(s, { type: 'breather' }, o)).toBeNull();
  });

  test('Cast a Spell (SWS-A19): the odds of Spark, its Runes test included, agree with the spell itself, rolled 4000 times', () => {
    const s = skirmish([ch('mirren', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 20 })], [], 'mirren');
    const spark = { type: 'cast', spell: 'spark', target: 'skarn' } as const;
    const x = plannedAttackOdds(s, spark, o)!;
    expect([...x.outcomes.values()].reduce((a, p) => a + p, 0)).toBeCloseTo(1);
    const before = find(s, 'skarn').star;
    const dice = SeededDice.fromSeed(19);
    let untouched = 0;
    const n = 4000;
    for (let i = 0; i < n; i++) {
      const r = act(s, spark, dice, o);
      if (r.ok && find(r.value.state, 'skarn').star === before) untouched++;
    }
    const p0 = [...x.outcomes].filter(([k]) => k.startsWith('0/')).reduce((a, [, p]) => a + p, 0);
    expect(p0).toBeGreaterThan(0);
    expect(p0).toBeLessThan(1);
    expect(Math.abs(untouched / n - p0)).toBeLessThan(5 * Math.sqrt((p0 * (1 - p0)) / n));
    expect(plannedAttackOdds(s, { type: 'cast', spell: 'mend', target: 'mirren' }, o)).toBeNull();
  });
});
