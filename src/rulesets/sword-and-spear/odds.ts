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
 *
 * A melee is exact the same way, both directions at once (`meleeOdds`, cross-checked by
 * `meleeMonteCarlo`); `refereeOdds` gives the odds of a referee's situation (referee.ts).
 */
import { wilson } from '../../core/stats.js';
import { SeededDice } from '../../core/dice.js';
import { ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { capacity, has } from './battlefield.js';
import { comparePairs, pairCount, passChance } from './combat.js';
import { meleeArmour, meleeDice, resolveMelee, type MeleeSide } from './melee.js';
import { TABLES } from './data.js';
import { DEFAULT_OPTIONS, type Options } from './options.js';
import { situation, type RefereeOptions } from './referee.js';
import { fearless, resolveVolley, type ShootingPlan, type Volley } from './shooting.js';

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
export function volleyMonteCarlo(
  v: Volley,
  run: { trials: number; seed: number },
  o: Options = DEFAULT_OPTIONS,
): { hits: Estimate[]; routed: Estimate } {
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

// ---------------------------------------------------------------- melee (SSF-A36) and the referee's situations

export interface MeleeOdds {
  /** P(hits taken = i) by each side, i = 0..its capacity. */
  readonly attackerHits: readonly number[];
  readonly defenderHits: readonly number[];
  readonly attackerRouted: number;
  readonly defenderRouted: number;
  /** SSF-A36: the side that inflicted more hits wins; equal hits, no winner. */
  readonly attackerWins: number;
  readonly defenderWins: number;
  readonly draw: number;
  /** The dice each side rolls (melee.ts meleeDice). */
  readonly attackerDice: number;
  readonly defenderDice: number;
}

/**
 * Exact odds of one melee as `resolveMelee` fights it: both sides' top dice are enumerated, the pairs
 * compared both ways with each side's protection (SSF-A4, SSF-A6), then each side's discipline tests
 * (pairs and fear) are binomials, each side's hits stopping at its capacity (SSF-A5, 2 Strength).
 */
export function meleeOdds(s: { a: MeleeSide; b: MeleeSide }, o: Options = DEFAULT_OPTIONS): MeleeOdds {
  const da = meleeDice(s.a.unit, s.b.unit, s.a.flags, s.b.flags, TABLES, o).dice;
  const db = meleeDice(s.b.unit, s.a.unit, s.b.flags, s.a.flags, TABLES, o).dice;
  const k = pairCount(da, db, o);
  const armourA = meleeArmour(s.a.unit, s.b.unit);
  const armourB = meleeArmour(s.b.unit, s.a.unit);
  const fearA = has(s.b.unit, 'causes-fear') && !fearless(s.a.unit, o) ? 1 : 0;
  const fearB = has(s.a.unit, 'causes-fear') && !fearless(s.b.unit, o) ? 1 : 0;
  const capA = capacity(s.a.unit);
  const capB = capacity(s.b.unit);
  // (hits on a, tests of a, hits on b, tests of b) before any test -> probability
  const joint = new Map<string, number>();
  const ta = topDistribution(da, k);
  const tb = topDistribution(db, k);
  for (const [ak, ap] of ta) {
    const av = keyValues(ak);
    for (const [bk, bp] of tb) {
      const bv = keyValues(bk);
      const onB = comparePairs(av, bv, armourB, o);
      const onA = comparePairs(bv, av, armourA, o);
      const key = [
        onA.filter((p) => p.result === 'hit').length,
        onA.filter((p) => p.result === 'test').length + fearA,
        onB.filter((p) => p.result === 'hit').length,
        onB.filter((p) => p.result === 'test').length + fearB,
      ].join(',');
      joint.set(key, (joint.get(key) ?? 0) + ap * bp);
    }
  }
  const failA = 1 - passChance(s.a.discipline);
  const failB = 1 - passChance(s.b.discipline);
  const attackerHits = Array.from({ length: capA + 1 }, () => 0);
  const defenderHits = Array.from({ length: capB + 1 }, () => 0);
  let attackerWins = 0;
  let defenderWins = 0;
  let draw = 0;
  for (const [key, p] of joint) {
    const [ha, ta2, hb, tb2] = key.split(',').map(Number) as [number, number, number, number];
    const distA = Array.from({ length: capA + 1 }, () => 0);
    const distB = Array.from({ length: capB + 1 }, () => 0);
    binomial(ta2, failA).forEach((q, f) => (distA[Math.min(capA, ha + f)]! += q));
    binomial(tb2, failB).forEach((q, f) => (distB[Math.min(capB, hb + f)]! += q));
    distA.forEach((qa, i) => {
      attackerHits[i]! += p * qa;
      distB.forEach((qb, j) => {
        const w = p * qa * qb;
        if (i === j) draw += w;
        else if (i < j) attackerWins += w;
        else defenderWins += w;
      });
    });
    distB.forEach((qb, j) => (defenderHits[j]! += p * qb));
  }
  return {
    attackerHits,
    defenderHits,
    attackerRouted: capA > 0 ? attackerHits[capA]! : 0,
    defenderRouted: capB > 0 ? defenderHits[capB]! : 0,
    attackerWins,
    defenderWins,
    draw,
    attackerDice: da,
    defenderDice: db,
  };
}

/** Plays the melee `trials` times through `resolveMelee` on one seeded dice stream. */
export function meleeMonteCarlo(
  s: { a: MeleeSide; b: MeleeSide },
  run: { trials: number; seed: number },
  o: Options = DEFAULT_OPTIONS,
): { attackerHits: Estimate[]; defenderHits: Estimate[]; attackerWins: Estimate; defenderWins: Estimate } {
  const dice = SeededDice.fromSeed(run.seed);
  const ca = Array.from({ length: capacity(s.a.unit) + 1 }, () => 0);
  const cb = Array.from({ length: capacity(s.b.unit) + 1 }, () => 0);
  let aw = 0;
  let bw = 0;
  for (let i = 0; i < run.trials; i++) {
    const r = resolveMelee(s, dice, o);
    ca[r.a.hits]!++;
    cb[r.b.hits]!++;
    if (r.winner === 'a') aw++;
    if (r.winner === 'b') bw++;
  }
  const est = (c: number): Estimate => ({ p: c / run.trials, ci95: wilson(c / run.trials, run.trials) });
  return { attackerHits: ca.map(est), defenderHits: cb.map(est), attackerWins: est(aw), defenderWins: est(bw) };
}

/** The exact odds of a referee's situation (referee.ts): a shooting or an attack spell's volley, or a melee. */
export type RefereeOdds =
  | {
      readonly kind: 'shooting' | 'spell';
      readonly volley: Volley;
      readonly odds: VolleyOdds;
      readonly attacker: string;
      readonly defender: string;
    }
  | { readonly kind: 'melee'; readonly odds: MeleeOdds; readonly attacker: string; readonly defender: string };

export function refereeOdds(options: RefereeOptions): Result<RefereeOdds, RuleError> {
  const s = situation(options);
  if (!s.ok) return s;
  const sit = s.value.situation;
  const names = { attacker: s.value.units.attacker.profile.name, defender: s.value.units.defender.profile.name };
  if (sit.kind === 'melee') return ok({ kind: 'melee', odds: meleeOdds({ a: sit.a, b: sit.b }, options.rules), ...names });
  return ok({ kind: sit.kind, volley: sit.volley, odds: volleyOdds(sit.volley, options.rules), ...names });
}
