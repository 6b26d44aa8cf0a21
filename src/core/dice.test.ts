import { describe, expect, test } from 'vitest';
import { DiceExhausted, RecordingDice, ScriptedDice, SeededDice, shuffle } from './dice.js';

describe('seeded dice', () => {
  test('the same seed gives the same rolls', () => {
    const a = SeededDice.fromSeed(7);
    const b = SeededDice.fromSeed(7);
    const rollsA = Array.from({ length: 50 }, () => a.roll(6));
    const rollsB = Array.from({ length: 50 }, () => b.roll(6));
    expect(rollsA).toEqual(rollsB);
  });

  test('a saved state continues the same sequence', () => {
    const a = SeededDice.fromSeed(99);
    for (let i = 0; i < 10; i++) a.roll(6);
    const resumed = SeededDice.fromState(a.state());
    expect(Array.from({ length: 20 }, () => resumed.roll(20))).toEqual(Array.from({ length: 20 }, () => a.roll(20)));
  });

  test('a d6 is fair within sampling error', () => {
    const dice = SeededDice.fromSeed(1);
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[dice.roll(6) - 1]!++;
    // Each face: 10,000 expected, standard deviation about 91; 5 sigma.
    for (const c of counts) expect(Math.abs(c - n / 6)).toBeLessThan(460);
  });

  test('shuffle is a permutation and replayable', () => {
    const items = Array.from({ length: 36 }, (_, i) => i);
    const s1 = shuffle(items, SeededDice.fromSeed(3));
    const s2 = shuffle(items, SeededDice.fromSeed(3));
    expect(s1).toEqual(s2);
    expect([...s1].sort((a, b) => a - b)).toEqual(items);
    expect(s1).not.toEqual(items);
  });
});

describe('scripted dice', () => {
  test('give the typed-in results in order', () => {
    const dice = new ScriptedDice([6, 1, 3]);
    expect([dice.roll(6), dice.roll(6), dice.roll(6)]).toEqual([6, 1, 3]);
    expect(dice.used).toBe(3);
  });

  test('refuse a result the die cannot show and run out clearly', () => {
    expect(() => new ScriptedDice([7]).roll(6)).toThrow(RangeError);
    expect(() => new ScriptedDice([]).roll(6)).toThrow(DiceExhausted);
  });
});

test('recording dice pass rolls through and remember them', () => {
  const dice = new RecordingDice(new ScriptedDice([4, 2]));
  expect([dice.roll(6), dice.roll(20)]).toEqual([4, 2]);
  expect(dice.rolls).toEqual([
    { sides: 6, value: 4 },
    { sides: 20, value: 2 },
  ]);
});
