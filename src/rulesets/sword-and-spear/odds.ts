/**
 * Exact odds of a shooting (or a magical attack): every throw of both sides' dice is enumerated (as
 * sorted multisets with their multinomial weights, so a 6-dice roll is 462 cases, not 46,656), the
 * pairs are decided as `resolveVolley` does (SSF-A4), and the discipline tests are a binomial (SSF-A5).
 * A Monte Carlo run of the real resolution cross-checks it.
 *
 *   const odds = shootingOdds(plan);
 *   odds.hits      // [P(0 hits), P(1), ...] up to the target's capacity
 *   odds.routed    // P(the target routs)
 *   volleyMonteCarlo(plan.volley, { trials: 20000, seed: 1 }).hits // [{ p, ci95 }, ...]
 */
import { wilson } from '../../core/stats.js';
import { SeededDice } from '../../core/dice.js';
import { comparePairs, pairCount, passChance } from './combat.js';
import { DEFAULT_OPTIONS, type Options } from './options.js';
import { resolveVolley, type ShootingPlan, type Volley } from './shooting.js';

export interface VolleyOdds {
  /** P(final hits = i), i = 0..capacity. */
  readonly hits: readonly number[];
  /** P(the target routs): hits reach its capacity. */
  readonly routed: number;
  readonly expectedHits: number;
  /** P(pairs won by 2 or more = i), before any test. */
  readonly pairHits: readonly number[];
  /** P(discipline tests taken = i), pairs, fear and spell together, as if the target could not rout. */
  readonly tests: readonly number[];
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

/** Distribution of the `k` highest of `n` dice, highest first, keyed by the values joined with commas. */
export function topDistribution(n: number, k: number): Map<string, number> {
  const out = new Map<string, number>();
  const total = 6 ** n;
  const counts = [0, 0, 0, 0, 0, 0, 0];
  const walk = (left: number, value: number) => {
    if (value === 0) {
      if (left > 0) return;
      let ways = factorial(n);
      for (let v = 1; v <= 6; v++) ways /= factorial(counts[v]!);
      const top: number[] = [];
      for (let v = 6; v >= 1 && top.length < k; v--) for (let c = 0; c < counts[v]! && top.length < k; c++) top.push(v);
      const key = top.join(',');
      out.set(key, (out.get(key) ?? 0) + ways / total);
      return;
    }
    for (let c = left; c >= 0; c--) {
      counts[value] = c;
      walk(left - c, value - 1);
    }
    counts[value] = 0;
  };
  walk(n, 6);
  return out;
}

const keyValues = (key: string): number[] => (key === '' ? [] : key.split(',').map(Number));

function binomial(n: number, p: number): number[] {
  const out = Array.from({ length: n + 1 }, () => 0);
  for (let i = 0; i <= n; i++) {
    let c = 1;
    for (let j = 0; j < i; j++) c = (c * (n - j)) / (j + 1);
    out[i] = c * p ** i * (1 - p) ** (n - i);
  }
  return out;
}

export function volleyOdds(v: Volley, o: Options = DEFAULT_OPTIONS): VolleyOdds {
  const k = pairCount(v.shooterDice, v.targetDice, o);
  const a = topDistribution(v.shooterDice, k);
  const d = topDistribution(v.targetDice, k);
  const fixedTests = (v.fearTest ? 1 : 0) + v.extraTests;
  // (pair hits, tests) -> probability
  const joint = new Map<string, number>();
  for (const [ak, ap] of a) {
    const av = keyValues(ak);
    for (const [dk, dp] of d) {
      const pairs = comparePairs(av, keyValues(dk), v.armour, o);
      const h = pairs.filter((p) => p.result === 'hit').length;
      const t = pairs.filter((p) => p.result === 'test').length + fixedTests;
      const key = `${h},${t}`;
      joint.set(key, (joint.get(key) ?? 0) + ap * dp);
    }
  }
  const fail = 1 - passChance(v.discipline);
  const hits = Array.from({ length: v.capacity + 1 }, () => 0);
  const pairHits = Array.from({ length: k + 1 }, () => 0);
  const tests = Array.from({ length: k + fixedTests + 1 }, () => 0);
  for (const [key, p] of joint) {
    const [h, t] = key.split(',').map(Number) as [number, number];
    pairHits[h]! += p;
    tests[t]! += p;
    binomial(t, fail).forEach((q, failures) => {
      hits[Math.min(v.capacity, h + failures)]! += p * q;
    });
  }
  const routed = v.capacity > 0 ? hits[v.capacity]! : 0;
  return { hits, routed, expectedHits: hits.reduce((s, p, i) => s + p * i, 0), pairHits, tests };
}

/** The exact odds of a planned shooting. */
export const shootingOdds = (plan: ShootingPlan, o: Options = DEFAULT_OPTIONS): VolleyOdds => volleyOdds(plan.volley, o);

/** The 95% Wilson score interval (core/stats.ts). */
export { wilson };

export interface Estimate {
  readonly p: number;
  readonly ci95: readonly [number, number];
}

/** Plays the volley `trials` times through `resolveVolley` on one seeded dice stream. */
export function volleyMonteCarlo(v: Volley, run: { trials: number; seed: number }, o: Options = DEFAULT_OPTIONS): { hits: Estimate[]; routed: Estimate } {
  const dice = SeededDice.fromSeed(run.seed);
  const counts = Array.from({ length: v.capacity + 1 }, () => 0);
  let routed = 0;
  for (let i = 0; i < run.trials; i++) {
    const r = resolveVolley(v, dice, o);
    counts[r.hits]!++;
    if (r.routed) routed++;
  }
  const est = (c: number): Estimate => ({ p: c / run.trials, ci95: wilson(c / run.trials, run.trials) });
  return { hits: counts.map(est), routed: est(routed) };
}
