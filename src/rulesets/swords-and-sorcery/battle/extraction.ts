/**
 * The battle array (III.D.3) and loss extraction (III.D.5). Losses are taken from the array left to
 * right at each unit's terrain-modified printed (or defence) strength, never its doubled Charging
 * strength (III.D.5.a); a loss smaller than the next unit's strength has the effects of III.D.5.b.
 *
 *   // A defending Dwarrow 4d4 in mountains counts 16: a loss of 10 is at least 1/3, under 2/3 of it.
 *   extractLosses([{ unitId: 'dw', lossStrength: 16 }], frac(10))
 *   // [{ unitId: 'dw', lossStrength: 16, applied: 10, result: 'partial', band: 'III.D.5.b(2)' }]
 */
import { compare, frac, isZero, mul, sub, type Frac } from './fraction.js';
import type { MoraleRoll } from './morale.js';

export interface ArrayInput {
  readonly unitId: string;
  readonly chargedLastRound: boolean;
}

export interface ArrayPlace {
  readonly unitId: string;
  /** Why it stands where it does. */
  readonly clause: string;
}

/**
 * Orders a side's units for this round (SSV-A32): the rear guard of a withdrawing side first (III.D.7.a),
 * Charging units first among the rest (III.D.3), units that charged last round at the extreme right
 * (III.D.5.a(1)), and within each group the owner's order (`order`; ids missing from it keep the given order).
 */
export function arrangeArray(
  units: readonly ArrayInput[],
  order: readonly string[],
  marks: { readonly charging: readonly string[]; readonly rearGuard: readonly string[] },
): ArrayPlace[] {
  const rank = (id: string) => {
    const i = order.indexOf(id);
    return i < 0 ? order.length + units.findIndex((u) => u.unitId === id) : i;
  };
  const group = (u: ArrayInput): [number, string] => {
    const rear = marks.rearGuard.includes(u.unitId);
    const charging = marks.charging.includes(u.unitId);
    if (rear) return [charging ? 0 : 1, 'III.D.7.a'];
    if (charging) return [2, 'III.D.3'];
    if (u.chargedLastRound) return [4, 'III.D.5.a(1)'];
    return [3, 'III.D.3'];
  };
  return units
    .map((u) => ({ u, g: group(u), r: rank(u.unitId) }))
    .sort((x, y) => x.g[0] - y.g[0] || x.r - y.r)
    .map(({ u, g }) => ({ unitId: u.unitId, clause: g[1] }));
}

export interface ExtractionTarget {
  readonly unitId: string;
  /** Terrain-modified printed or defence strength, Good Order or Demoralized (III.D.5, III.D.5.a). */
  readonly lossStrength: number;
}

/** III.D.5.b(1): under a third; (2): a third to under two thirds; (3): two thirds or more. */
export type PartialBand = 'III.D.5.b(1)' | 'III.D.5.b(2)' | 'III.D.5.b(3)';

export interface ExtractionStep {
  readonly unitId: string;
  readonly lossStrength: number;
  /** Loss points this unit satisfies (all of its strength when eliminated; the remainder when partial). */
  readonly applied: Frac;
  readonly result: 'eliminated' | 'partial';
  readonly band?: PartialBand;
  readonly clause: string;
}

export function partialBand(loss: Frac, strength: number): PartialBand {
  const ratio = mul(loss, frac(3));
  if (compare(ratio, frac(strength)) < 0) return 'III.D.5.b(1)';
  if (compare(ratio, frac(2 * strength)) < 0) return 'III.D.5.b(2)';
  return 'III.D.5.b(3)';
}

/** Walks the array left to right; stops at the first unit the remaining loss does not eliminate. */
export function extractLosses(array: readonly ExtractionTarget[], loss: Frac): ExtractionStep[] {
  const steps: ExtractionStep[] = [];
  let left = loss;
  for (const t of array) {
    if (isZero(left) || left.n < 0) break;
    const s = frac(t.lossStrength);
    if (compare(left, s) >= 0) {
      steps.push({ unitId: t.unitId, lossStrength: t.lossStrength, applied: s, result: 'eliminated', clause: 'III.D.5' });
      left = sub(left, s);
      continue;
    }
    const band = partialBand(left, t.lossStrength);
    steps.push({ unitId: t.unitId, lossStrength: t.lossStrength, applied: left, result: 'partial', band, clause: band });
    break;
  }
  return steps;
}

export type PartialEffect = 'none' | 'demoralize' | 'eliminate';

/**
 * The effect of a partial loss (III.D.5.b). `check` makes the special morale check, called only where
 * the band needs one.
 */
export function partialLossEffect(band: PartialBand, check: () => MoraleRoll): { effect: PartialEffect; check: MoraleRoll | null } {
  if (band === 'III.D.5.b(2)') return { effect: 'demoralize', check: null };
  const roll = check();
  if (band === 'III.D.5.b(1)') return { effect: roll.passed ? 'none' : 'demoralize', check: roll };
  return { effect: roll.passed ? 'demoralize' : 'eliminate', check: roll };
}
