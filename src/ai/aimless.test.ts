/** The back-and-forth that issue 29.4's tests look for (test-aimless.ts), on trails written by hand. */
import { describe, expect, test } from 'vitest';
import { MAX_SHUTTLE, shuttles, type Stop } from './test-aimless.js';

const trail = (places: string): Stop<string>[] => [...places].map((place, after) => ({ place, after }));
const same = (a: string, b: string) => a === b;
const found = (pieces: Record<string, string>, max = MAX_SHUTTLE) =>
  shuttles(new Map(Object.entries(pieces).map(([id, p]) => [id, trail(p)])), same, max).map((s) => [s.piece, s.places.join(''), s.moves]);

describe('shuttles', () => {
  test('A>B>A>B>A is two round trips, allowed; one more move is a shuttle of 5', () => {
    expect(MAX_SHUTTLE).toBe(4);
    expect(found({ x: 'ABABA' })).toEqual([]);
    expect(found({ x: 'ABABAB' })).toEqual([['x', 'AB', 5]]);
  });

  test('a run is counted from where it starts, whatever came before and after', () => {
    expect(found({ x: 'CDABABABE' })).toEqual([['x', 'AB', 5]]);
    expect(found({ y: 'DBABABAC' })).toEqual([['y', 'BA', 5]]);
  });

  test('a walk that comes back by another way, or goes on, is no shuttle', () => {
    expect(found({ x: 'ABCABCABC', y: 'ABCDEFG', z: 'ABACADAEA' }, 2)).toEqual([]);
  });

  test('every piece is looked at on its own', () => {
    expect(found({ x: 'ABABAB', y: 'ABAB', z: 'CDCDCDCD' })).toEqual([
      ['x', 'AB', 5],
      ['z', 'CD', 7],
    ]);
  });
});
