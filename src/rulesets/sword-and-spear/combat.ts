/**
 * The combat mechanism shooting (and later melee) resolves with. Section 11 is missing from the seed;
 * this is SSF-A4 and SSF-A5 from the quick reference sheet's steps (F9): roll, put the top dice in
 * order, compare them highest against highest, adjust for armour, decide each pair, then take the
 * discipline tests and record hits.
 *
 *   comparePairs([6, 4, 2], [5, 4, 1], 1, DEFAULT_OPTIONS) // 6 v 5 armoured: a tie; 4 v 4; 2 v 1: a test
 */
import type { Dice } from '../../core/dice.js';
import type { Options } from './options.js';

export type PairResult = 'hit' | 'test' | 'none';

export interface Pair {
  /** The attacker's die and the defender's, highest against highest. */
  readonly attacker: number;
  readonly defender: number;
  /** The attacker's die after the defender's protection (SSF-A4). */
  readonly adjusted: number;
  readonly result: PairResult;
}

/** The `k` highest values, highest first. */
export const topDice = (values: readonly number[], k: number): number[] => [...values].sort((a, b) => b - a).slice(0, k);

/** How many pairs are compared: the smaller pool, at most `maxPairs` (SSF-A4: four). */
export const pairCount = (attackerDice: number, defenderDice: number, o: Pick<Options, 'maxPairs'>): number =>
  Math.max(0, Math.min(o.maxPairs, attackerDice, defenderDice));

/**
 * The enemy's die after the defender's protection (SSF-A4): armour lowers a winning enemy die by its
 * value, but with `armourFloor` 'tie' never below the defender's own die (F9); lacking protection
 * (negative armour) raises the enemy's die.
 */
export function adjustDie(enemy: number, own: number, armour: number, o: Pick<Options, 'armourFloor'>): number {
  if (armour < 0) return enemy - armour;
  if (armour === 0 || enemy <= own) return enemy;
  return o.armourFloor === 'tie' ? Math.max(own, enemy - armour) : enemy - armour;
}

/** SSF-A4: a win by 2 or more is a hit, by 1 a discipline test, anything else nothing (only the attacker's wins count in shooting). */
export function pairResult(adjusted: number, defender: number): PairResult {
  const margin = adjusted - defender;
  return margin >= 2 ? 'hit' : margin === 1 ? 'test' : 'none';
}

/** The pairs, from the two rolls: the top dice of each, highest against highest. */
export function comparePairs(
  attacker: readonly number[],
  defender: readonly number[],
  defenderArmour: number,
  o: Pick<Options, 'maxPairs' | 'armourFloor'>,
): Pair[] {
  const k = pairCount(attacker.length, defender.length, o);
  const a = topDice(attacker, k);
  const d = topDice(defender, k);
  return a.map((x, i) => {
    const adjusted = adjustDie(x, d[i]!, defenderArmour, o);
    return { attacker: x, defender: d[i]!, adjusted, result: pairResult(adjusted, d[i]!) };
  });
}

/** The chance a discipline test passes: one die at or above the discipline (SSF-A5). */
export const passChance = (discipline: number): number => Math.min(1, Math.max(0, (7 - discipline) / 6));

/** One discipline test: roll a die, pass on at least the current discipline (SSF-A5). */
export function disciplineTest(discipline: number, dice: Dice): { roll: number; passed: boolean } {
  const roll = dice.roll(6);
  return { roll, passed: roll >= discipline };
}

export const rollDice = (n: number, dice: Dice): number[] => Array.from({ length: n }, () => dice.roll(6));
