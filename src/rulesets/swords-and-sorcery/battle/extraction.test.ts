import { describe, expect, test } from 'vitest';
import { arrangeArray, extractLosses, partialBand, partialLossEffect } from './extraction.js';
import { frac } from './fraction.js';
import { unit } from './test-helpers.js';
import { lossStrengthOf } from './types.js';

const inArray = (id: string, chargedLastRound = false) => ({ unitId: id, chargedLastRound });
const ids = (places: { unitId: string }[]) => places.map((p) => p.unitId);
const pass = () => ({ roll: 1, modified: 1, passed: true });
const fail = () => ({ roll: 6, modified: 6, passed: false });

describe('III.D.3: the battle array', () => {
  test("III.D.3: units are arrayed left to right in the owner's order", () => {
    expect(ids(arrangeArray([inArray('x'), inArray('y'), inArray('z')], ['z', 'x', 'y'], { charging: [], rearGuard: [] }))).toEqual([
      'z',
      'x',
      'y',
    ]);
  });
  test('III.D.3: Charging cavalry stand to the left of all other units', () => {
    const order = arrangeArray([inArray('foot'), inArray('hh'), inArray('lh')], ['foot', 'lh', 'hh'], {
      charging: ['hh', 'lh'],
      rearGuard: [],
    });
    expect(order).toEqual([
      { unitId: 'lh', clause: 'III.D.3' },
      { unitId: 'hh', clause: 'III.D.3' },
      { unitId: 'foot', clause: 'III.D.3' },
    ]);
  });
  test('III.D.5.a(1): units that charged last round go to the extreme right', () => {
    const order = arrangeArray([inArray('hh', true), inArray('foot'), inArray('lh')], ['hh', 'foot', 'lh'], {
      charging: ['lh'],
      rearGuard: [],
    });
    expect(order).toEqual([
      { unitId: 'lh', clause: 'III.D.3' },
      { unitId: 'foot', clause: 'III.D.3' },
      { unitId: 'hh', clause: 'III.D.5.a(1)' },
    ]);
  });
  test("III.D.7.a (SSV-A32): a withdrawing player's rear guard is set up at the left, before his Charging cavalry", () => {
    const order = arrangeArray([inArray('a'), inArray('rg1', true), inArray('rg2')], [], { charging: ['rg2'], rearGuard: ['rg1', 'rg2'] });
    expect(order.map((p) => [p.unitId, p.clause])).toEqual([
      ['rg2', 'III.D.7.a'],
      ['rg1', 'III.D.7.a'],
      ['a', 'III.D.3'],
    ]);
  });
});

describe('III.D.5: loss extraction', () => {
  const dwarrows = unit('dw', { race: 'Dwarrow', attack: 4, terrainMultiplier: 4 });

  test('III.D.5: a Dwarrow 4d4 Heavy Axe unit in mountains counts 16 for casualty extraction', () => {
    expect(lossStrengthOf(dwarrows, 'same')).toBe(16);
    expect(extractLosses([{ unitId: 'dw', lossStrength: 16 }], frac(16))).toEqual([
      { unitId: 'dw', lossStrength: 16, applied: frac(16), result: 'eliminated', clause: 'III.D.5' },
    ]);
  });

  test('III.D.5: a 2s3 Intelligent Mold unit in a Swamp hex counts 6', () => {
    expect(lossStrengthOf(unit('mold', { attack: 2, terrainMultiplier: 3, archer: true }), 'same')).toBe(6);
  });

  test('III.D.5.a: Heavy Horse "(4)m7" satisfy losses with the defence strength 4, Demoralized side as appropriate', () => {
    expect(lossStrengthOf(unit('hh', { attack: 6, defence: 4, cavalry: true }), 'same')).toBe(4);
    expect(lossStrengthOf(unit('hh', { attack: 6, defence: 4, demoralized: true, demoralizedDefence: 2 }), 'same')).toBe(2);
  });

  test('III.D.5: losses are extracted left to right; the remainder falls on the next unit', () => {
    const steps = extractLosses(
      [
        { unitId: 'dw', lossStrength: 16 },
        { unitId: 'm', lossStrength: 12 },
      ],
      frac(20),
    );
    expect(steps).toEqual([
      { unitId: 'dw', lossStrength: 16, applied: frac(16), result: 'eliminated', clause: 'III.D.5' },
      { unitId: 'm', lossStrength: 12, applied: frac(4), result: 'partial', band: 'III.D.5.b(2)', clause: 'III.D.5.b(2)' },
    ]);
  });

  test('III.D.5.b: the bands are exact thirds of the 16-point Dwarrows: under 16/3, 16/3 to under 32/3, 32/3 and over', () => {
    expect(partialBand(frac(5), 16)).toBe('III.D.5.b(1)');
    expect(partialBand(frac(16, 3), 16)).toBe('III.D.5.b(2)');
    expect(partialBand(frac(10), 16)).toBe('III.D.5.b(2)');
    expect(partialBand(frac(32, 3), 16)).toBe('III.D.5.b(3)');
    expect(partialBand(frac(15), 16)).toBe('III.D.5.b(3)');
  });

  test('III.D.5.b(1): under a third — a special morale check; pass: no effect, fail: Demoralized', () => {
    expect(partialLossEffect('III.D.5.b(1)', pass).effect).toBe('none');
    expect(partialLossEffect('III.D.5.b(1)', fail).effect).toBe('demoralize');
  });

  test('III.D.5.b(2): a third to under two thirds — Demoralized, without a check', () => {
    let checked = false;
    expect(partialLossEffect('III.D.5.b(2)', () => ((checked = true), pass())).effect).toBe('demoralize');
    expect(checked).toBe(false);
  });

  test('III.D.5.b(3): two thirds or more — a special check; pass: Demoralized, fail: eliminated', () => {
    expect(partialLossEffect('III.D.5.b(3)', pass).effect).toBe('demoralize');
    expect(partialLossEffect('III.D.5.b(3)', fail).effect).toBe('eliminate');
  });

  test('III.D.5: no loss, no effect', () => {
    expect(extractLosses([{ unitId: 'dw', lossStrength: 16 }], frac(0))).toEqual([]);
  });
});
