import { expect, test } from 'vitest';
import { wilson, Z99 } from './stats.js';

test('the Wilson interval: a known value, its bounds at 0 and 1, and wider at 99%', () => {
  const [low, high] = wilson(0.5, 100);
  expect(low).toBeCloseTo(0.4038, 3);
  expect(high).toBeCloseTo(0.5962, 3);
  expect(wilson(0, 2000)[0]).toBe(0);
  expect(wilson(1, 2000)[1]).toBe(1);
  expect(wilson(0.3, 0)).toEqual([0, 1]);
  const wide = wilson(0.5, 100, Z99);
  expect(wide[0]).toBeLessThan(low);
  expect(wide[1]).toBeGreaterThan(high);
});
