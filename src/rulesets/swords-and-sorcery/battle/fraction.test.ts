import { describe, expect, test } from 'vitest';
import { add, compare, frac, percentOf, round, show } from './fraction.js';

describe('exact strength points (SSV-A20)', () => {
  test('SSV-A20: 35% of 8 1/2 is exactly 119/40', () => {
    expect(percentOf(35, frac(17, 2))).toEqual({ n: 119, d: 40 });
    expect(show(add(frac(1, 3), frac(1, 6)))).toBe('1/2');
  });
  test('SSV-A20: rounding options', () => {
    const x = frac(5, 2);
    expect(round(x, 'exact')).toEqual(x);
    expect(round(x, 'down')).toEqual(frac(2));
    expect(round(x, 'nearest')).toEqual(frac(3));
    expect(round(frac(9, 4), 'nearest')).toEqual(frac(2));
    expect(round(frac(9, 4), 'up')).toEqual(frac(3));
    expect(compare(frac(16, 3), frac(5))).toBe(1);
  });
});
