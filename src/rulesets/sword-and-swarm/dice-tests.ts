/**
 * Attribute tests (G1, SWS-A4): one d6. Your own attribute: succeed on a roll <= the attribute, the
 * modifier changing the attribute; attributes of 6+ confirm a rolled 6 with a second roll <= attribute - 5.
 * An opponent's attribute or a difficulty: succeed on roll + modifier > the value. The net modifier is
 * capped at +-modifierCap. Advantage re-rolls a failure once; disadvantage re-rolls a success once.
 *
 *   testOwn(3, 0, dice, o).success       // d6 <= 3
 *   testAgainst(3, +1, dice, o).success  // d6 + 1 > 3
 */
import type { Dice } from '../../core/dice.js';
import type { Options } from './options.js';

export type Edge = 'none' | 'advantage' | 'disadvantage';
export interface TestRoll {
  /** Every die rolled, in order (confirmations and re-rolls included). */
  readonly rolls: readonly number[];
  /** The first die: 'unmodified 6' in Breather looks at it. */
  readonly first: number;
  readonly success: boolean;
}

export const capModifier = (m: number, o: Pick<Options, 'modifierCap'>): number => Math.max(-o.modifierCap, Math.min(o.modifierCap, m));

function once(
  kind: 'own' | 'against',
  value: number,
  mod: number,
  dice: Dice,
  o: Pick<Options, 'modifierCap' | 'confirmHigh'>,
  rolls: number[],
): boolean {
  const m = capModifier(mod, o);
  const d = dice.roll(6);
  rolls.push(d);
  if (kind === 'against') return d + m > value;
  const target = value + m;
  if (d === 6 && target >= 6 && o.confirmHigh) {
    const c = dice.roll(6);
    rolls.push(c);
    return c <= target - 5;
  }
  return d <= target;
}

function test(
  kind: 'own' | 'against',
  value: number,
  mod: number,
  dice: Dice,
  o: Pick<Options, 'modifierCap' | 'confirmHigh'>,
  edge: Edge,
): TestRoll {
  const rolls: number[] = [];
  let success = once(kind, value, mod, dice, o, rolls);
  const first = rolls[0]!;
  if ((edge === 'advantage' && !success) || (edge === 'disadvantage' && success)) success = once(kind, value, mod, dice, o, rolls);
  return { rolls, first, success };
}

export const testOwn = (
  value: number,
  mod: number,
  dice: Dice,
  o: Pick<Options, 'modifierCap' | 'confirmHigh'>,
  edge: Edge = 'none',
): TestRoll => test('own', value, mod, dice, o, edge);
export const testAgainst = (
  value: number,
  mod: number,
  dice: Dice,
  o: Pick<Options, 'modifierCap' | 'confirmHigh'>,
  edge: Edge = 'none',
): TestRoll => test('against', value, mod, dice, o, edge);

/** The chance of one plain roll (no edge) passing: exact, by the six faces. */
function pOnce(kind: 'own' | 'against', value: number, mod: number, o: Pick<Options, 'modifierCap' | 'confirmHigh'>): number {
  const m = capModifier(mod, o);
  let p = 0;
  for (let d = 1; d <= 6; d++) {
    if (kind === 'against') p += d + m > value ? 1 : 0;
    else if (d === 6 && value + m >= 6 && o.confirmHigh) p += Math.max(0, Math.min(6, value + m - 5)) / 6;
    else p += d <= value + m ? 1 : 0;
  }
  return p / 6;
}

/** The exact chance of a test passing, edge included. */
export function pTest(
  kind: 'own' | 'against',
  value: number,
  mod: number,
  o: Pick<Options, 'modifierCap' | 'confirmHigh'>,
  edge: Edge = 'none',
): number {
  const p = pOnce(kind, value, mod, o);
  return edge === 'advantage' ? p + (1 - p) * p : edge === 'disadvantage' ? p * p : p;
}

/** The chance that one own test passes given its first die shows `face` (the Evasion Die is also a Shield test). */
export function pOwnGivenFace(face: number, value: number, mod: number, o: Pick<Options, 'modifierCap' | 'confirmHigh'>): number {
  const t = value + capModifier(mod, o);
  if (face === 6 && t >= 6 && o.confirmHigh) return Math.max(0, Math.min(6, t - 5)) / 6;
  return face <= t ? 1 : 0;
}
