import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { HexGrid, type HexDirection } from './hex-grid.js';

const g = new HexGrid(38, 52);
const names = (hexes: readonly number[]) => hexes.map((h) => g.name(h));
const hex = (name: string) => {
  const h = g.index(name);
  if (h === undefined) throw new Error(`no hex ${name}`);
  return h;
};

describe('hex numbers CCRR', () => {
  test('names and indices round-trip; indices run column by column', () => {
    for (let h = 0; h < g.size; h++) expect(g.index(g.name(h))).toBe(h);
    expect(g.name(0)).toBe('0101');
    expect(g.name(g.size - 1)).toBe('3852');
    expect(g.index('0352')).toBe(2 * 52 + 51);
    expect(g.column(hex('0352'))).toBe(3);
    expect(g.row(hex('0352'))).toBe(52);
    expect(g.index('0102')).toBe(1);
  });

  test('names off the map or not four digits are refused', () => {
    for (const bad of ['0000', '0100', '0001', '3901', '0153', '352', '03520', 'a352', '']) expect(g.index(bad)).toBeUndefined();
    expect(g.index(' 0352 ')).toBe(hex('0352'));
  });

  test('a grid has 1..99 columns and rows', () => {
    expect(() => new HexGrid(0, 5)).toThrow(RangeError);
    expect(() => new HexGrid(100, 5)).toThrow(RangeError);
    expect(() => new HexGrid(5, 1.5)).toThrow(RangeError);
  });
});

describe('neighbours (even columns half a hex down)', () => {
  test('a hex in an odd column: same row and the row above in the columns beside it, in the order N NE SE S SW NW', () => {
    expect(names(g.neighbours(hex('0305')))).toEqual(['0304', '0404', '0405', '0306', '0205', '0204']);
  });

  test('a hex in an even column: same row and the row below in the columns beside it', () => {
    expect(names(g.neighbours(hex('0405')))).toEqual(['0404', '0505', '0506', '0406', '0306', '0305']);
  });

  test('SSV-A6: the city of Urf Durfal, 0352-0451-0552-0452, is one compact block', () => {
    const city = ['0352', '0451', '0552', '0452'].map(hex);
    const touching = (a: string, b: string) => g.areAdjacent(hex(a), hex(b));
    expect(touching('0352', '0451')).toBe(true);
    expect(touching('0352', '0452')).toBe(true);
    expect(touching('0552', '0451')).toBe(true);
    expect(touching('0552', '0452')).toBe(true);
    expect(touching('0451', '0452')).toBe(true);
    expect(touching('0352', '0552')).toBe(false);
    for (const h of city) expect(city.filter((o) => o !== h && g.areAdjacent(h, o)).length).toBeGreaterThanOrEqual(2);
  });

  test('corners and edges: 0101 has 2 neighbours, 0201 has 5, 3852 has 2, a left-edge odd-column hex has 4', () => {
    expect(names(g.neighbours(hex('0101')))).toEqual(['0201', '0102']);
    expect(names(g.neighbours(hex('0201')))).toEqual(['0301', '0302', '0202', '0102', '0101']);
    expect(names(g.neighbours(hex('3852')))).toEqual(['3851', '3752']);
    expect(names(g.neighbours(hex('0152')))).toEqual(['0151', '0251', '0252']);
    expect(names(g.neighbours(hex('0301')))).toEqual(['0401', '0302', '0201']);
    expect(names(g.neighbours(hex('0110')))).toEqual(['0109', '0209', '0210', '0111']);
    expect(g.neighbours(hex('1010')).length).toBe(6);
  });

  test('direction to an adjacent hex, its opposite from the other side, undefined when not adjacent', () => {
    const a = hex('0405');
    for (let d = 0 as HexDirection; d < 6; d = (d + 1) as HexDirection) {
      const b = g.neighbour(a, d)!;
      expect(g.direction(a, b)).toBe(d);
      expect(g.direction(b, a)).toBe((d + 3) % 6);
    }
    expect(g.direction(a, hex('0407'))).toBeUndefined();
    expect(g.direction(a, a)).toBeUndefined();
    expect(g.neighbour(hex('0101'), 0)).toBeUndefined();
  });
});

describe('distance', () => {
  test('hand-checked distances', () => {
    expect(g.distance(hex('0405'), hex('0405'))).toBe(0);
    expect(g.distance(hex('0405'), hex('0506'))).toBe(1);
    expect(g.distance(hex('0305'), hex('0404'))).toBe(1);
    expect(g.distance(hex('0101'), hex('0301'))).toBe(2);
    expect(g.distance(hex('0101'), hex('0105'))).toBe(4);
    expect(g.distance(hex('0101'), hex('0501'))).toBe(4);
    expect(g.distance(hex('0101'), hex('0503'))).toBe(4);
    expect(g.distance(hex('0101'), hex('0504'))).toBe(5);
  });

  test('every neighbour is at distance 1, and every hex at distance 1 is a neighbour', () => {
    for (let h = 0; h < g.size; h++) {
      for (const n of g.neighbours(h)) expect(g.distance(h, n)).toBe(1);
      expect(
        g
          .within(h, 1)
          .filter((o) => o !== h)
          .sort((a, b) => a - b),
      ).toEqual([...g.neighbours(h)].sort((a, b) => a - b));
    }
  });

  const anyHex = fc.integer({ min: 0, max: g.size - 1 });

  test('distance is symmetric, zero only to itself, and obeys the triangle inequality (property)', () => {
    fc.assert(
      fc.property(anyHex, anyHex, anyHex, (a, b, c) => {
        expect(g.distance(a, b)).toBe(g.distance(b, a));
        expect(g.distance(a, b) === 0).toBe(a === b);
        expect(g.distance(a, c)).toBeLessThanOrEqual(g.distance(a, b) + g.distance(b, c));
      }),
      { numRuns: 2000 },
    );
  });

  test('distance equals the fewest neighbour steps (breadth-first search, property)', () => {
    fc.assert(
      fc.property(anyHex, (start) => {
        const steps = new Map([[start, 0]]);
        const queue = [start];
        while (queue.length) {
          const h = queue.shift()!;
          for (const n of g.neighbours(h)) {
            if (!steps.has(n)) {
              steps.set(n, steps.get(h)! + 1);
              queue.push(n);
            }
          }
        }
        for (const [h, n] of steps) if (g.distance(start, h) !== n) return false;
        return steps.size === g.size;
      }),
      { numRuns: 30 },
    );
  });

  test('within n: the hex itself at 0, 7 hexes at 1, 19 at 2 in the open, fewer at a corner', () => {
    expect(g.within(hex('1010'), 0)).toEqual([hex('1010')]);
    expect(g.within(hex('1010'), 1).length).toBe(7);
    expect(g.within(hex('1010'), 2).length).toBe(19);
    expect(names(g.within(hex('0101'), 1))).toEqual(['0101', '0102', '0201']);
    const far = g.within(hex('1010'), 3);
    for (const h of far) expect(g.distance(hex('1010'), h)).toBeLessThanOrEqual(3);
    expect(far.length).toBe(37);
  });
});

describe('hexsides', () => {
  test('the side between two adjacent hexes has one id from both sides, and a name like 3149/3150', () => {
    const a = hex('3149');
    const b = hex('3150');
    expect(g.hexside(a, b)).toBe(g.hexside(b, a));
    expect(g.hexsideName(g.hexside(a, b)!)).toBe('3149/3150');
    expect(g.hexsideIndex('3150/3149')).toBe(g.hexside(a, b));
    expect(g.hexsideIndex('3149/3151')).toBeUndefined();
    expect(g.hexsideIndex('3149-3150')).toBeUndefined();
    expect(g.hexside(a, hex('3151'))).toBeUndefined();
  });

  test('hexside ids are symmetric, distinct for distinct sides, and map back to their two hexes', () => {
    const seen = new Map<number, string>();
    for (let h = 0; h < g.size; h++) {
      for (const n of g.neighbours(h)) {
        const id = g.hexside(h, n)!;
        expect(g.hexside(n, h)).toBe(id);
        const key = [h, n].sort((p, q) => p - q).join('-');
        const prior = seen.get(id);
        if (prior !== undefined) expect(prior).toBe(key);
        seen.set(id, key);
        expect([...g.hexsideHexes(id)!].sort((p, q) => p - q).join('-')).toBe(key);
      }
    }
    expect(new Set(seen.values()).size).toBe(seen.size);
    expect(g.hexsideHexes(-1)).toBeUndefined();
    expect(g.hexsideHexes(0 * 3 + 0)).toBeUndefined(); // 0101's N side leads off the map
  });
});

describe('pixel centres', () => {
  test('columns 1.5 radii apart, rows sqrt(3) apart, even columns half a row lower', () => {
    const r = 10;
    const h = Math.sqrt(3) * r;
    expect(g.centre(hex('0101'), r)).toEqual({ x: 10, y: h / 2 });
    expect(g.centre(hex('0201'), r).x).toBeCloseTo(25);
    expect(g.centre(hex('0201'), r).y).toBeCloseTo(h);
    expect(g.centre(hex('0102'), r).y).toBeCloseTo(1.5 * h);
  });

  test('adjacent centres are sqrt(3) radii apart, and corners lie one radius from the centre', () => {
    for (const [a, b] of [
      ['0405', '0506'],
      ['0305', '0404'],
      ['0405', '0406'],
    ] as const) {
      const p = g.centre(hex(a));
      const q = g.centre(hex(b));
      expect(Math.hypot(p.x - q.x, p.y - q.y)).toBeCloseTo(Math.sqrt(3));
    }
    const c = g.centre(hex('0405'), 2);
    for (const k of g.corners(hex('0405'), 2)) expect(Math.hypot(k.x - c.x, k.y - c.y)).toBeCloseTo(2);
    const { width, height } = g.extent(1);
    for (let i = 0; i < g.size; i++) {
      const p = g.centre(i);
      expect(p.x + 1).toBeLessThanOrEqual(width + 1e-9);
      expect(p.y + Math.sqrt(3) / 2).toBeLessThanOrEqual(height + 1e-9);
    }
  });
});
