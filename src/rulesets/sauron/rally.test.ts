/** Rally ratings (8.331, 8.3311), the Leader Rally Table (8.33x, 8.37; SAU-A4, SAU-A21), leader stacking (8.11, 8.25). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { TABLES } from './data.js';
import {
  checkLeaderPath,
  checkLeaderStacking,
  mayFormSpecialFormation,
  mayRally,
  rallyChance,
  rallyRating,
  rallyRow,
  rollRally,
} from './rally.js';
import { condition } from './ratings.js';

const L = (id: string) => TABLES.leadersById.get(id)!;

describe('8.331: rally ratings', () => {
  test('8.331: Combat plus Morale', () => {
    expect(rallyRating(condition(L('isildur'))).value).toBe(9);
    expect(rallyRating(condition(L('gorgol'))).value).toBe(6);
  });

  test('8.3311: Baldrim normally rallies at 6 (3+3); with 5 wounds, 2 more than his Combat, at 4 (6-2)', () => {
    expect(rallyRating(condition(L('baldrim'))).value).toBe(6);
    const r = rallyRating(condition(L('baldrim'), { wounds: 5 }));
    expect(r).toMatchObject({ value: 4, combat: 3, morale: 3, excessWounds: 2, steps: [{ clause: '8.331', value: -2 }] });
  });

  test('8.331: wounds up to the Combat rating cost nothing', () => {
    expect(rallyRating(condition(L('baldrim'), { wounds: 3 })).value).toBe(6);
  });

  test('the overview, 8.37 (SAU-A21): magic weapons take Elendil and Gil-galad to 12 and Isildur to 10; Sauron is 13 at night; the shards do not count', () => {
    expect(rallyRating(condition(L('elendil'), { weapons: ['narsil'] })).value).toBe(12);
    expect(rallyRating(condition(L('gil-galad'), { weapons: ['aiglos'] })).value).toBe(12);
    expect(rallyRating(condition(L('isildur'), { weapons: ['narsil'] })).value).toBe(10);
    expect(rallyRating(condition(L('isildur'), { weapons: ['shards'] })).value).toBe(9);
    expect(rallyRating(condition(L('sauron'), { night: true })).value).toBe(13);
    expect(rallyRating(condition(L('sauron'))).value).toBe(12);
  });

  test("SAU-A5, SAU-A21: a Demoralized side's leaders rally at 2 less; a rating never drops below 0", () => {
    expect(rallyRating(condition(L('isildur')), { demoralized: true })).toMatchObject({
      value: 7,
      steps: [{ clause: 'SAU-A5', value: -2 }],
    });
    expect(rallyRating(condition(L('gorgol'), { wounds: 4, ringLost: false }), { demoralized: true }).value).toBe(4);
    expect(rallyRating(condition({ ...L('gorgol'), combat: 0, morale: 1 }, { wounds: 4 })).value).toBe(0);
  });
});

describe('8.33x, 8.37: the Leader Rally Table', () => {
  test('8.37: rating 13 rallies automatically, without dice', () => {
    const dice = new ScriptedDice([]);
    const r = rollRally(13, dice, 'sauron');
    expect(r.rallied).toBe(true);
    expect(r.event).toMatchObject({ type: 'rally-roll', clause: '8.37', dice: [], total: null, rallies: 'automatic' });
    expect(rallyRow(15).rating).toBe(13);
  });

  test('8.37: rating 9 rallies on 3-11 of two dice, 10 on 3-12', () => {
    expect(rollRally(9, new ScriptedDice([6, 6])).rallied).toBe(false);
    expect(rollRally(9, new ScriptedDice([5, 6])).rallied).toBe(true);
    expect(rollRally(10, new ScriptedDice([6, 6])).event).toMatchObject({ clause: '8.37', dice: [6, 6], total: 12, rallied: true });
    expect(rollRally(10, new ScriptedDice([1, 1])).rallied).toBe(false);
    expect(rallyChance(9)).toBeCloseTo(34 / 36, 12);
    expect(rallyChance(12)).toBeCloseTo(35 / 36, 12);
  });

  test('8.33 (SAU-A4): rating 4 rallies on 6-9; rating 0 never, without dice', () => {
    expect(rollRally(4, new ScriptedDice([3, 4])).event).toMatchObject({ clause: '8.33', total: 7, rallies: [6, 9], rallied: true });
    expect(rallyChance(4)).toBeCloseTo(20 / 36, 12);
    expect(rollRally(0, new ScriptedDice([])).event).toMatchObject({ rallied: false, dice: [] });
    expect(rallyRow(-3).rating).toBe(0);
  });

  test('SAU-A4: the chance to rally never falls as the rating rises (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2, max: 15 }), (r) => {
        expect(rallyChance(r + 1)).toBeGreaterThanOrEqual(rallyChance(r));
        expect(rallyChance(r)).toBeGreaterThanOrEqual(0);
        expect(rallyChance(r)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('8.11, 8.25: leaders stacking', () => {
  const men = { side: 'westernesse' as const, nationality: 'men' };
  const elves = { side: 'westernesse' as const, nationality: 'elves' };
  const dwarves = { side: 'westernesse' as const, nationality: 'dwarves' };
  const orcs = { side: 'sauron' as const, nationality: 'mordor' };

  test('8.11: a leader stacks only with units of his own nationality; alone is fine', () => {
    expect(checkLeaderStacking(L('isildur'), [men], { nationalityGone: false }).ok).toBe(true);
    expect(checkLeaderStacking(L('isildur'), [], { nationalityGone: false }).ok).toBe(true);
    const r = checkLeaderStacking(L('baldrim'), [elves], { nationalityGone: false });
    expect(r.ok ? '' : r.error).toMatchObject({ code: 'ERR_NATIONALITY', clause: '8.11' });
    expect(checkLeaderStacking(L('gorgol'), [orcs], { nationalityGone: false }).ok).toBe(true);
  });

  test('8.11: a leader may never stack with or pass over enemy combat units', () => {
    const r = checkLeaderStacking(L('elendil'), [orcs], { nationalityGone: true });
    expect(r.ok ? '' : r.error).toMatchObject({ code: 'ERR_ENEMY_UNITS', clause: '8.11' });
    const p = checkLeaderPath(L('elendil'), [[men], [], [orcs], []]);
    expect(p.ok ? '' : p.error).toMatchObject({ code: 'ERR_ENEMY_UNITS', clause: '8.11' });
    expect(p.ok ? '' : p.error.message).toContain('hex 3');
    expect(checkLeaderPath(L('elendil'), [[men], [elves], []]).ok).toBe(true);
  });

  test('8.25: with every unit of his nationality destroyed, a leader may stack with any allied unit', () => {
    expect(checkLeaderStacking(L('baldrim'), [men], { nationalityGone: true }).ok).toBe(true);
    expect(checkLeaderStacking(L('cirdan'), [men], { nationalityGone: true }).ok).toBe(true);
  });

  test('8.25: exception: elves may not stack with dwarves, either way', () => {
    const a = checkLeaderStacking(L('baldrim'), [elves], { nationalityGone: true });
    expect(a.ok ? '' : a.error).toMatchObject({ code: 'ERR_ELVES_AND_DWARVES', clause: '8.25' });
    const b = checkLeaderStacking(L('gil-galad'), [dwarves], { nationalityGone: true });
    expect(b.ok ? '' : b.error).toMatchObject({ clause: '8.25' });
  });

  test('8.25: such a leader may not form special formations or rally', () => {
    expect(mayRally(L('baldrim'), { nationalityGone: false }).ok).toBe(true);
    const r = mayRally(L('baldrim'), { nationalityGone: true });
    expect(r.ok ? '' : r.error).toMatchObject({ code: 'ERR_NO_UNITS_LEFT', clause: '8.25' });
    const f = mayFormSpecialFormation(L('baldrim'), { nationalityGone: true });
    expect(f.ok ? '' : f.error.message).toContain('special formations');
  });

  test('16.69: a servant fights for Sauron: his former allies are now enemies', () => {
    const r = checkLeaderStacking(L('baldrim'), [dwarves], { nationalityGone: false, side: 'sauron' });
    expect(r.ok ? '' : r.error).toMatchObject({ clause: '8.11' });
  });
});
