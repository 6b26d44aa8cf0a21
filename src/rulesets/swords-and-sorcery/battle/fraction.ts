/**
 * Exact fractions for combat strength points. Losses are percentages of strengths that may already be
 * halved (III.D.1.a), so they are rarely whole numbers; floating point would make "at least one third"
 * (III.D.5.b) depend on rounding error, and replays must agree bit for bit. Plain JSON-safe data.
 *
 *   const loss = percentOf(35, frac(17, 2)); // 35% of 8 1/2 = 119/40
 *   compare(loss, frac(3)) < 0;              // true: 2.975 < 3
 *
 * Numerators stay small: denominators are products of 100 and powers of 2, strengths are counters'.
 */
export interface Frac {
  readonly n: number;
  readonly d: number;
}

const gcd = (a: number, b: number): number => {
  a = Math.abs(a);
  b = Math.abs(b);
  while (b) [a, b] = [b, a % b];
  return a || 1;
};

export function frac(n: number, d = 1): Frac {
  if (!Number.isSafeInteger(n) || !Number.isSafeInteger(d) || d === 0) throw new RangeError(`bad fraction ${n}/${d}`);
  if (d < 0) [n, d] = [-n, -d];
  const g = gcd(n, d);
  return { n: n / g, d: d / g };
}

export const ZERO: Frac = { n: 0, d: 1 };
export const add = (a: Frac, b: Frac): Frac => frac(a.n * b.d + b.n * a.d, a.d * b.d);
export const sub = (a: Frac, b: Frac): Frac => frac(a.n * b.d - b.n * a.d, a.d * b.d);
export const mul = (a: Frac, b: Frac): Frac => frac(a.n * b.n, a.d * b.d);
export const sum = (xs: readonly Frac[]): Frac => xs.reduce(add, ZERO);
/** Negative, zero or positive as a < b, a = b, a > b. */
export const compare = (a: Frac, b: Frac): number => Math.sign(a.n * b.d - b.n * a.d);
export const min = (a: Frac, b: Frac): Frac => (compare(a, b) <= 0 ? a : b);
export const isZero = (a: Frac): boolean => a.n === 0;
export const percentOf = (percent: number, x: Frac): Frac => mul(frac(percent, 100), x);
export const toNumber = (a: Frac): number => a.n / a.d;
export const show = (a: Frac): string => (a.d === 1 ? String(a.n) : `${a.n}/${a.d}`);

/** Rounding of an inflicted loss total (assumption SSV-A20). */
export type Rounding = 'exact' | 'down' | 'nearest' | 'up';

export function round(a: Frac, how: Rounding): Frac {
  switch (how) {
    case 'exact':
      return a;
    case 'down':
      return frac(Math.floor(a.n / a.d));
    case 'up':
      return frac(Math.ceil(a.n / a.d));
    case 'nearest':
      // Halves go up: 2 1/2 -> 3.
      return frac(Math.floor((2 * a.n + a.d) / (2 * a.d)));
  }
}
