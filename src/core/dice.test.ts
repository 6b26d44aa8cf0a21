import { describe, expect, test } from 'vitest';
import {
  DiceExhausted,
  KeyedDice,
  RecordingDice,
  ScriptedDice,
  SeededDice,
  SETUP_DICE,
  actionDice,
  commitmentOf,
  shuffle,
} from './dice.js';

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

describe('keyed dice (docs/records.md, "Dice")', () => {
  const secret = '5f'.repeat(32);

  test('the commitment is SHA-256 of the secret (a published test vector)', () => {
    expect(commitmentOf('00'.repeat(32))).toBe('66687aadf862bd776c8fc18b8e9f8e20089714856ee233b3902a591d0d5f2925');
  });

  test('the same secret and purpose give the same rolls; another purpose or secret gives others', () => {
    const rolls = (s: string, purpose: string) => {
      const dice = new KeyedDice(s, purpose);
      return Array.from({ length: 40 }, () => dice.roll(6));
    };
    expect(rolls(secret, actionDice(3))).toEqual(rolls(secret, actionDice(3)));
    expect(rolls(secret, actionDice(3))).not.toEqual(rolls(secret, actionDice(4)));
    expect(rolls(secret, SETUP_DICE)).not.toEqual(rolls('60'.repeat(32), SETUP_DICE));
  });

  test('a d6 and a d100 are fair within sampling error, over many blocks of the HMAC stream', () => {
    const dice = new KeyedDice(secret, 'fairness');
    const counts = [0, 0, 0, 0, 0, 0];
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[dice.roll(6) - 1]!++;
    for (const c of counts) expect(Math.abs(c - n / 6)).toBeLessThan(460);
    const d100 = new KeyedDice(secret, 'percent');
    const rolls = Array.from({ length: 20_000 }, () => d100.roll(100));
    expect(Math.min(...rolls)).toBe(1);
    expect(Math.max(...rolls)).toBe(100);
    // Mean 50.5, standard deviation of the mean about 0.2; 5 sigma.
    expect(Math.abs(rolls.reduce((a, b) => a + b, 0) / rolls.length - 50.5)).toBeLessThan(1.05);
  });

  test('a malformed secret or die is refused', () => {
    expect(() => new KeyedDice('abc', SETUP_DICE)).toThrow(/64 lowercase hex/);
    expect(() => new KeyedDice(secret, SETUP_DICE).roll(0)).toThrow(/sides/);
    expect(() => commitmentOf('ZZ'.repeat(32))).toThrow(/64 lowercase hex/);
  });
});
