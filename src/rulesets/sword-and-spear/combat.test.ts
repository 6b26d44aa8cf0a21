import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { rect } from '../../core/geometry/open-table.js';
import { capacity, disciplineOf, routAt } from './battlefield.js';
import { adjustDie, comparePairs, disciplineTest, pairCount, passChance } from './combat.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { field, unit } from './test-helpers.js';

describe('SSF-A4: the pairs (Section 11 is missing; F9)', () => {
  test('SSF-A4: at most four pairs, highest against highest; extra dice only raise the top values', () => {
    expect(pairCount(5, 5, o)).toBe(4);
    expect(pairCount(2, 5, o)).toBe(2);
    const pairs = comparePairs([1, 5, 6, 4, 5], [2, 6, 3, 2, 2], 0, o);
    expect(pairs.map((p) => [p.attacker, p.defender, p.result])).toEqual([
      [6, 6, 'none'],
      [5, 3, 'hit'],
      [5, 2, 'hit'],
      [4, 2, 'hit'],
    ]);
    expect(comparePairs([6, 6, 6], [1], 0, { ...o, maxPairs: 3 })).toHaveLength(1);
  });

  test('SSF-A4: a win by 2 or more is a hit, by 1 a discipline test, a tie or a loss nothing', () => {
    expect(comparePairs([5, 4, 3, 2], [3, 3, 3, 3], 0, o).map((p) => p.result)).toEqual(['hit', 'test', 'none', 'none']);
  });

  test("SSF-A4 / F9: armour lowers a winning enemy die by 1 or 2, never below the defender's own (heavy armour cannot turn a loss into a win)", () => {
    expect(adjustDie(6, 3, 1, o)).toBe(5);
    expect(adjustDie(6, 3, 2, o)).toBe(4);
    expect(adjustDie(5, 4, 2, o)).toBe(4);
    expect(adjustDie(3, 5, 2, o)).toBe(3);
    expect(adjustDie(5, 4, 2, { armourFloor: 'full' })).toBe(3);
    expect(comparePairs([6, 5], [2, 4], 2, o).map((p) => [p.adjusted, p.result])).toEqual([
      [4, 'none'],
      [3, 'test'],
    ]);
  });

  test("SSF-A4: lacking protection raises the enemy's die by 1", () => {
    expect(adjustDie(4, 3, -1, o)).toBe(5);
    expect(comparePairs([4], [3], -1, o)[0]!.result).toBe('hit');
  });
});

describe('SSF-A5: discipline tests; 2 Discipline; 2 Strength', () => {
  test('SSF-A5: one die, passed on at least the current discipline', () => {
    expect(disciplineTest(4, new ScriptedDice([4]))).toEqual({ roll: 4, passed: true });
    expect(disciplineTest(4, new ScriptedDice([3]))).toEqual({ roll: 3, passed: false });
    expect(passChance(3)).toBeCloseTo(4 / 6, 12);
    expect(passChance(7)).toBe(0);
    expect(passChance(1)).toBe(1);
  });

  test('2 Discipline: one better with a commander in contact, one worse out of command; F5: one worse in difficult terrain except light foot; SSF-A33: no cap', () => {
    const d = (s: Parameters<typeof unit>[1], terrain = false) =>
      disciplineOf(field([unit('u', s)], terrain ? [{ id: 'w', type: 'woods', polygon: rect(-5, -5, 5, 5) }] : []), unit('u', s), o).value;
    expect(d({ discipline: 4 })).toBe(4);
    expect(d({ discipline: 4, commanderAttached: true })).toBe(3);
    expect(d({ discipline: 4, outOfCommand: true })).toBe(5);
    expect(d({ discipline: 4 }, true)).toBe(5);
    expect(d({ discipline: 4, troopType: 'light-foot' }, true)).toBe(4);
    expect(d({ discipline: 5, outOfCommand: true }, true)).toBe(7); // SSF-A33: no cap
  });

  test('2 Strength: hits before routing equal the strength; a large heavy or medium foot unit takes two more', () => {
    expect(routAt(unit('hf', { troopType: 'heavy-foot' }))).toBe(4);
    expect(routAt(unit('hf', { troopType: 'heavy-foot', characteristics: ['large'] }))).toBe(6);
    expect(routAt(unit('mf', { troopType: 'medium-foot', characteristics: ['large'] }))).toBe(5);
    expect(capacity(unit('hf', { troopType: 'heavy-foot', hits: 3 }))).toBe(1);
  });
});
