import { describe, expect, test } from 'vitest';
import { LOSS_TABLE, lossesFor, lossTableRow } from './loss-table.js';

describe('III.D.4: the loss table', () => {
  test('III.D.4.a: a difference of 0 inflicts 25% each way, with no morale modifier', () => {
    expect(lossTableRow(0)).toEqual({
      difference: 0,
      clause: 'III.D.4.a',
      higher: { percent: 25, morale: 0 },
      lower: { percent: 25, morale: 0 },
    });
  });
  test('III.D.4.b: a difference of 1 inflicts 30% and 20% and gives -1/+1 to morale', () => {
    expect(lossTableRow(1)).toMatchObject({ clause: 'III.D.4.b', higher: { percent: 30, morale: -1 }, lower: { percent: 20, morale: 1 } });
  });
  test('III.D.4.c: a difference of 2 inflicts 35% and 15% and gives -2/+2 to morale', () => {
    expect(lossTableRow(2)).toMatchObject({ clause: 'III.D.4.c', higher: { percent: 35, morale: -2 }, lower: { percent: 15, morale: 2 } });
  });
  test('III.D.4.d: a difference of 3 inflicts 40% and 10% and gives -3/+3 to morale', () => {
    expect(lossTableRow(3)).toMatchObject({ clause: 'III.D.4.d', higher: { percent: 40, morale: -3 }, lower: { percent: 10, morale: 3 } });
  });
  test('III.D.4.e: a difference of 4 inflicts 45% and 5% and gives -4/+4 to morale', () => {
    expect(lossTableRow(4)).toMatchObject({ clause: 'III.D.4.e', higher: { percent: 45, morale: -4 }, lower: { percent: 5, morale: 4 } });
  });
  test('III.D.4.f: a difference of 5 or more: the winner inflicts 50% and passes automatically; the loser inflicts nothing and is Demoralized', () => {
    for (const d of [5, 6, 9, -7]) {
      expect(lossTableRow(d)).toMatchObject({
        clause: 'III.D.4.f',
        higher: { percent: 50, morale: 'auto-pass' },
        lower: { percent: 0, morale: 'all-demoralized' },
      });
    }
  });
  test('III.D.4: percentages of the two sides always add to 50 (0..4) and the modifiers mirror', () => {
    for (const row of LOSS_TABLE.slice(0, 5)) {
      expect(row.higher.percent + row.lower.percent).toBe(50);
      expect((row.higher.morale as number) + (row.lower.morale as number)).toBe(0);
    }
  });
  test('III.D.4: "subtracting the higher from the lower" — either side may be the higher', () => {
    expect(lossesFor(3, 6)).toMatchObject({ higher: 'b', a: { percent: 10 }, b: { percent: 40 } });
    expect(lossesFor(6, 3)).toMatchObject({ higher: 'a', a: { percent: 40 }, b: { percent: 10 } });
    expect(lossesFor(4, 4)).toMatchObject({ higher: null, a: { percent: 25 }, b: { percent: 25 } });
  });
});
