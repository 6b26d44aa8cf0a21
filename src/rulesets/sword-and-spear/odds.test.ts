import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { topDistribution, volleyMonteCarlo, volleyOdds, shootingOdds } from './odds.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { planShooting, resolveVolley, type Volley } from './shooting.js';
import { archer, field, target } from './test-helpers.js';

const volley = (v: Partial<Volley> = {}): Volley => ({
  shooterDice: 3,
  targetDice: 3,
  armour: 0,
  fearTest: false,
  extraTests: 0,
  discipline: 4,
  capacity: 3,
  ...v,
});
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

describe('shooting odds: exact by enumeration', () => {
  test('the top dice of n dice: their chances add to 1; the best of two is a 6 on 11/36', () => {
    const d = topDistribution(2, 1);
    expect(sum([...d.values()])).toBeCloseTo(1, 12);
    expect(d.get('6')).toBeCloseTo(11 / 36, 12);
    expect(topDistribution(6, 4).size).toBeGreaterThan(0);
  });

  test('SSF-A4/A5: one die against one: a hit on 10/36, a test on 5/36; at discipline 4 a test fails half the time', () => {
    const x = volleyOdds(volley({ shooterDice: 1, targetDice: 1, capacity: 2 }));
    expect(x.pairHits).toEqual([expect.closeTo(26 / 36, 12), expect.closeTo(10 / 36, 12)]);
    expect(x.hits[1]).toBeCloseTo(10 / 36 + 5 / 72, 12);
    expect(x.hits[0]).toBeCloseTo(1 - 10 / 36 - 5 / 72, 12);
    expect(x.expectedHits).toBeCloseTo(10 / 36 + 5 / 72, 12);
  });

  test('17 Attack Spell (non-physical): level tests and no dice; each fails with (discipline - 1) / 6', () => {
    const x = volleyOdds(volley({ shooterDice: 0, targetDice: 0, extraTests: 2, discipline: 3 }));
    expect(x.hits).toEqual([
      expect.closeTo((4 / 6) ** 2, 12),
      expect.closeTo(2 * (4 / 6) * (2 / 6), 12),
      expect.closeTo((2 / 6) ** 2, 12),
      0,
    ]);
  });

  test('2 Strength: hits stop at the capacity, which is the rout', () => {
    const x = volleyOdds(volley({ shooterDice: 4, targetDice: 1, capacity: 1, discipline: 6 }));
    expect(x.hits).toHaveLength(2);
    expect(x.routed).toBe(x.hits[1]);
    expect(sum(x.hits)).toBeCloseTo(1, 12);
  });

  test("shootingOdds: a planned shooting's odds are its volley's", () => {
    const f = field([archer(), target('foe', 3)]);
    const p = planShooting(f, { shooter: 'archers' }, o);
    if (!p.ok) throw new Error(p.error.message);
    expect(shootingOdds(p.value)).toEqual(volleyOdds(p.value.volley));
  });
});

describe('shooting odds: exact against Monte Carlo', () => {
  const cases: [string, Volley][] = [
    ['3 v 3, average, discipline 4', volley()],
    [
      '4 v 4 heavily armoured, fear, discipline 3',
      volley({ shooterDice: 4, targetDice: 4, armour: 2, fearTest: true, discipline: 3, capacity: 4 }),
    ],
    ['2 v 5 lacking protection, one hit from routing', volley({ shooterDice: 2, targetDice: 5, armour: -1, capacity: 1, discipline: 5 })],
    ['5 v 2 armoured, large unit with 6 to go', volley({ shooterDice: 5, targetDice: 2, armour: 1, capacity: 6 })],
  ];
  for (const [name, v] of cases) {
    test(`exact = Monte Carlo within 4 standard errors: ${name}`, () => {
      const trials = 20000;
      const exact = volleyOdds(v);
      const mc = volleyMonteCarlo(v, { trials, seed: 7 });
      expect(sum(exact.hits)).toBeCloseTo(1, 12);
      exact.hits.forEach((p, i) => {
        const se = Math.sqrt((p * (1 - p)) / trials);
        expect(Math.abs(mc.hits[i]!.p - p), `P(${i} hits)`).toBeLessThanOrEqual(4 * se + 1e-3);
      });
      expect(Math.abs(mc.routed.p - exact.routed)).toBeLessThanOrEqual(4 * Math.sqrt((exact.routed * (1 - exact.routed)) / trials) + 1e-3);
    });
  }
});

describe('properties', () => {
  const volleyArb = fc.record({
    shooterDice: fc.integer({ min: 0, max: 6 }),
    targetDice: fc.integer({ min: 0, max: 6 }),
    armour: fc.integer({ min: -1, max: 2 }),
    fearTest: fc.boolean(),
    extraTests: fc.integer({ min: 0, max: 3 }),
    discipline: fc.integer({ min: 2, max: 7 }),
    capacity: fc.integer({ min: 1, max: 6 }),
  });

  test('any volley: hits never exceed what the target can take before routing; routed exactly at the capacity', () => {
    fc.assert(
      fc.property(volleyArb, fc.integer(), (v, seed) => {
        const r = resolveVolley(v, SeededDice.fromSeed(seed), o);
        expect(r.hits).toBeGreaterThanOrEqual(0);
        expect(r.hits).toBeLessThanOrEqual(v.capacity);
        expect(r.routed).toBe(r.hits === v.capacity);
        expect(r.pairs.length).toBe(Math.min(4, v.shooterDice, v.targetDice));
      }),
      { numRuns: 500 },
    );
  });

  test('any volley: the exact odds add up to 1 and give 0 beyond the capacity', () => {
    fc.assert(
      fc.property(volleyArb, (v) => {
        const x = volleyOdds(v);
        expect(sum(x.hits)).toBeCloseTo(1, 9);
        expect(x.hits).toHaveLength(v.capacity + 1);
        expect(x.expectedHits).toBeLessThanOrEqual(v.capacity + 1e-9);
      }),
      { numRuns: 60 },
    );
  });
});
