/** Demoralization Levels (SAU-A5, SAU-A18; 16.61, 20.2, 20.21, 22.3 feed them). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { TABLES } from './data.js';
import {
  breakPoint,
  changeLevel,
  leaderKilledPoints,
  startDemoralization,
  statusOf,
  summary,
  threshold,
  unitEliminatedPoints,
  type DemoralizationState,
} from './demoralization.js';

const L = (id: string) => TABLES.leadersById.get(id)!;

describe('SAU-A5: what raises a level', () => {
  test('SAU-A5: both sides start at 0', () => {
    expect(startDemoralization()).toEqual({ levels: { westernesse: 0, sauron: 0 }, broken: null });
  });
  test('SAU-A5: a unit eliminated adds W 4, X 3, Y 2, Z 1', () => {
    expect((['W', 'X', 'Y', 'Z'] as const).map((m) => unitEliminatedPoints(m))).toEqual([4, 3, 2, 1]);
  });
  test("20.2 (SAU-A18): a Westernesse leader killed adds his original Rally Points; SAU-A5: Sauron's leaders too, the Beast 15", () => {
    expect(leaderKilledPoints(L('elendil'))).toBe(11);
    expect(leaderKilledPoints(L('baldrim'))).toBe(6);
    expect(leaderKilledPoints(L('gorgol'))).toBe(6);
    expect(leaderKilledPoints(L('beast'))).toBe(15);
  });
});

describe('SAU-A5: thresholds and their effects', () => {
  test('SAU-A5: Westernesse is Demoralized at 60 and breaks at 90; Sauron at 80 and 120', () => {
    expect([threshold('westernesse'), breakPoint('westernesse'), threshold('sauron'), breakPoint('sauron')]).toEqual([60, 90, 80, 120]);
    expect([59, 60, 89, 90].map((l) => statusOf(l, 'westernesse'))).toEqual(['steady', 'demoralized', 'demoralized', 'broken']);
  });

  test('SAU-A5: crossing the threshold reports Demoralized with its effects; falling back steadies the side', () => {
    let d = startDemoralization();
    let r = changeLevel(d, { side: 'westernesse', points: 55, cause: 'losses', clause: 'SAU-A5' });
    expect(r.events.map((e) => e.type)).toEqual(['demoralization-level']);
    d = r.state;
    r = changeLevel(d, { side: 'westernesse', points: 11, cause: 'Elendil killed', clause: '20.2' });
    expect(r.events[0]).toMatchObject({ type: 'demoralization-level', clause: '20.2', from: 55, to: 66, points: 11 });
    expect(r.events[1]).toMatchObject({
      type: 'side-demoralized',
      side: 'westernesse',
      effects: ['no melee attacks', "leaders' rally ratings -2"],
    });
    r = changeLevel(r.state, { side: 'westernesse', points: -20, cause: 'test', clause: 'test' });
    expect(r.events[1]).toMatchObject({ type: 'side-steadied', level: 46 });
  });

  test('SAU-A5: at 1.5 times the threshold a side breaks and the enemy wins; that stands', () => {
    const r = changeLevel(startDemoralization(), { side: 'sauron', points: 130, cause: 'rout', clause: 'SAU-A5' });
    expect(r.state.broken).toBe('sauron');
    expect(r.events.at(-1)).toMatchObject({ type: 'side-broken', side: 'sauron', breakPoint: 120, winner: 'westernesse' });
    const later = changeLevel(r.state, { side: 'sauron', points: -100, cause: '16.62', clause: '16.62' });
    expect(later.state.broken).toBe('sauron');
    expect(summary(later.state).sauron).toMatchObject({ level: 30, status: 'steady' });
  });

  test('a level never goes below 0 (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom('westernesse' as const, 'sauron' as const), fc.integer({ min: -30, max: 30 })), {
          maxLength: 30,
        }),
        (changes) => {
          let d: DemoralizationState = startDemoralization();
          for (const [side, points] of changes) d = changeLevel(d, { side, points, cause: 'x', clause: 'x' }).state;
          expect(d.levels.westernesse).toBeGreaterThanOrEqual(0);
          expect(d.levels.sauron).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
