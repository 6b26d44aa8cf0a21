/**
 * The exact distribution of one attack's outcome, Star lost and the injury, by enumerating the dice:
 * hits are binomial over the attack dice, the Evasion Die is enumerated face by face, the other Shield
 * tests are binomial, and the injury is the lowest of k dice. `attackMonteCarlo` rolls the real
 * resolution many times, for a cross-check with a Wilson interval.
 *
 *   const x = attackOdds({ dice: 3, defence: 3, modifier: 0, shield: 2, star: 4, maxStar: 6 }, o);
 *   x.outcomes.get('2/none') // P(2 Star lost, no injury)
 */
import { SeededDice } from '../../core/dice.js';
import { wilson } from '../../core/stats.js';
import { plannedAttack, plannedSpell, type Action } from './actions.js';
import { attackDice, resolveAttack, shieldOf, type AttackInput, type Injury } from './attack.js';
import { weapon } from './data.js';
import { pOwnGivenFace, pTest, type Edge } from './dice-tests.js';
import type { Options } from './options.js';
import { characterFrom, type Skirmish } from './state.js';

export interface AttackSpec {
  readonly dice: number;
  /** The target's Key (ranged) or Mallet (melee). */
  readonly defence: number;
  /** The net modifier on each attack die (weapon's included). */
  readonly modifier: number;
  readonly edge?: Edge;
  readonly shield: number;
  readonly star: number;
  readonly maxStar: number;
}

export interface AttackOdds {
  /** 'lost/injury' -> probability; injury is 'none' or the table's result. */
  readonly outcomes: ReadonlyMap<string, number>;
  readonly hits: readonly number[];
  readonly expectedStarLost: number;
  readonly injury: Readonly<Record<Injury | 'none', number>>;
}

const choose = (n: number, k: number): number => {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
};
const binom = (n: number, p: number): number[] => Array.from({ length: n + 1 }, (_, k) => choose(n, k) * p ** k * (1 - p) ** (n - k));

/** The remaining Impact after Deflect Impacts, exact (SWS-A5). */
export function remainingDistribution(impact: number, shield: number, o: Options): number[] {
  const out = new Array<number>(impact + 1).fill(0);
  if (impact === 0) return [1];
  const p = pTest('own', shield, 0, o);
  if (o.evasionDie === 'extra-die') {
    out[0]! += 1 / 6;
    binom(impact, p).forEach((q, saved) => (out[impact - saved]! += (5 / 6) * q));
    return out;
  }
  out[0]! += 1 / 6;
  for (let face = 2; face <= 6; face++) {
    const pe = pOwnGivenFace(face, shield, 0, o);
    const rest = binom(impact - 1, p);
    rest.forEach((q, saved) => {
      out[impact - saved - 1]! += (1 / 6) * pe * q;
      out[impact - saved]! += (1 / 6) * (1 - pe) * q;
    });
  }
  return out;
}

export function attackOdds(s: AttackSpec, o: Options): AttackOdds {
  const hits = binom(s.dice, pTest('against', s.defence, s.modifier, o, s.edge ?? 'none'));
  const outcomes = new Map<string, number>();
  const add = (k: string, p: number) => outcomes.set(k, (outcomes.get(k) ?? 0) + p);
  const injury = { none: 0, death: 0, 'out-of-action': 0, stunned: 0 };
  let expected = 0;
  hits.forEach((ph, h) => {
    remainingDistribution(h, s.shield, o).forEach((pr, r) => {
      const p = ph * pr;
      if (p === 0) return;
      const lost = Math.min(r, s.star);
      expected += p * lost;
      if (r === 0 || r < s.star) {
        add(`${lost}/none`, p);
        injury.none += p;
        return;
      }
      const k = 1 + r - s.star;
      const parts: [Injury, number][] = [
        ['death', 1 - (5 / 6) ** k],
        ['out-of-action', (5 / 6) ** k - (3 / 6) ** k],
        ['stunned', (3 / 6) ** k],
      ];
      for (const [i, q] of parts) {
        add(`${lost}/${i}`, p * q);
        injury[i] += p * q;
      }
    });
  });
  return { outcomes, hits, expectedStarLost: expected, injury };
}

export interface MonteCarlo {
  readonly n: number;
  readonly outcomes: ReadonlyMap<string, number>;
  /** 95% Wilson interval of each outcome's frequency. */
  readonly intervals: ReadonlyMap<string, [number, number]>;
}

/** Rolls the real `resolveAttack` n times with seeded dice; a sheet is built to match the spec (weapon: a fixed-dice stand-in). */
export function attackMonteCarlo(s: AttackSpec, o: Options, n: number, seed: number): MonteCarlo {
  const dice = SeededDice.fromSeed(seed);
  const sheet = {
    id: 'x',
    name: 'x',
    class: 'fighter' as const,
    mallet: s.defence,
    key: s.defence,
    runes: 0,
    coronet: 0,
    shield: s.shield,
    star: s.maxStar,
    boots: 6,
    weapons: [],
    traits: [],
    leader: false,
  };
  const attacker = characterFrom({ ...sheet, id: 'a' }, 'A', { x: 0, y: 0 });
  const target = { ...characterFrom({ ...sheet, id: 't' }, 'B', { x: 0, y: 0 }), star: s.star };
  const w = { ...weapon('unarmed'), ad: { from: null, plus: s.dice }, modifier: 0 };
  const counts = new Map<string, number>();
  for (let i = 0; i < n; i++) {
    const r = resolveAttack({ attacker, target, weapon: w, kind: 'melee', modifier: s.modifier, edge: s.edge }, dice, o, 1, 1);
    const k = `${r.loss.lost}/${r.loss.injury ?? 'none'}`;
    counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const outcomes = new Map([...counts].map(([k, c]) => [k, c / n]));
  const intervals = new Map([...outcomes].map(([k, p]) => [k, wilson(p, n)]));
  return { n, outcomes, intervals };
}

/** What `attackOdds` needs of an attack, read as `rollAttack`, Deflect Impacts and Losing Star points read it. */
export function attackSpecOf(a: AttackInput, o: Options): AttackSpec {
  return {
    dice: attackDice(a.attacker, a.weapon),
    defence: a.kind === 'ranged' ? a.target.sheet.key : a.target.mallet,
    modifier: a.modifier + a.weapon.modifier,
    edge: a.edge ?? 'none',
    shield: shieldOf(a.target, o),
    star: a.target.star,
    maxStar: a.target.sheet.star,
  };
}

/**
 * The exact odds of a shot, strike or attack spell the activated character may make now (`plannedAttack`,
 * `plannedSpell`), before it is made; a spell's odds count its Runes test failing as nothing done.
 */
export function plannedAttackOdds(s: Skirmish, a: Action, o: Options): AttackOdds | null {
  const input = plannedAttack(s, a, o);
  if (input) return attackOdds(attackSpecOf(input, o), o);
  const spell = plannedSpell(s, a, o);
  if (!spell) return null;
  const x = attackOdds(attackSpecOf(spell.input, o), o);
  const p = spell.cast;
  const outcomes = new Map([...x.outcomes].map(([k, q]) => [k, q * p] as const));
  outcomes.set('0/none', (outcomes.get('0/none') ?? 0) + (1 - p));
  const injury = Object.fromEntries(Object.entries(x.injury).map(([k, q]) => [k, q * p])) as AttackOdds['injury'];
  return {
    outcomes,
    hits: x.hits.map((q, i) => q * p + (i === 0 ? 1 - p : 0)),
    expectedStarLost: x.expectedStarLost * p,
    injury: { ...injury, none: injury.none + (1 - p) },
  };
}
