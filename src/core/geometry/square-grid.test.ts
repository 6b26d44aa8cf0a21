import { expect, test } from 'vitest';
import { SquareGrid } from './square-grid.js';

test('square names and indices round-trip; rotation maps a1 to j10', () => {
  const g = new SquareGrid(10, 10);
  for (let s = 0; s < g.size; s++) expect(g.index(g.name(s))).toBe(s);
  expect(g.name(0)).toBe('a1');
  expect(g.name(99)).toBe('j10');
  expect(g.rotate(g.index('a2')!)).toBe(g.index('j9'));
  expect(g.index('k1')).toBeUndefined();
  expect(g.index('a11')).toBeUndefined();
});

test('orthogonal neighbours: corners have two, edges three, the middle four', () => {
  const g = new SquareGrid(10, 10);
  expect(
    g
      .orthogonal(g.index('a1')!)
      .map((s) => g.name(s))
      .sort(),
  ).toEqual(['a2', 'b1']);
  expect(g.orthogonal(g.index('e1')!).length).toBe(3);
  expect(g.orthogonal(g.index('e5')!).length).toBe(4);
});
