import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../core/dice.js';
import {
  activates,
  activationOrder,
  allowedActions,
  bagSize,
  beginActionPhase,
  bonusesFrom,
  checkAllocation,
  closeActionPhase,
  drawDice,
  endTurn,
  groupMoveAllowed,
  initiative,
  nextStep,
  startTurn,
  type ActivatingUnit,
} from './activation.js';
import { DEFAULT_OPTIONS as o } from './options.js';

const u = (over: Partial<ActivatingUnit> = {}): ActivatingUnit => ({
  discipline: 4,
  hits: 0,
  skirmisher: false,
  undrilled: false,
  inContact: false,
  ...over,
});
const acts = (unit: ActivatingUnit, die: number) => allowedActions(unit, die).map((a) => a.action);
const units = (blue: number, red: number) => [
  ...Array.from({ length: blue }, () => ({ side: 'blue' })),
  ...Array.from({ length: red }, () => ({ side: 'red' })),
];

describe('2 Discipline and F3: what an action die allows', () => {
  test('2 Discipline: a unit is activated by a die showing at least its discipline', () => {
    expect(activates(4, 3)).toBe(false);
    expect(activates(4, 4)).toBe(true);
    expect(acts(u(), 3)).toEqual([]);
  });

  test('F3: a die equal to the discipline: shoot, advance, fight or defer (skirmishers may also move)', () => {
    expect(acts(u(), 4)).toEqual(['shoot', 'advance', 'fight', 'defer']);
    expect(acts(u({ skirmisher: true }), 4)).toEqual(['shoot', 'advance', 'move', 'fight', 'defer']);
  });

  test('F3: a die above it also allows charge, manoeuvre, move, move and shoot, and rally out of contact by at least the hits', () => {
    expect(acts(u(), 5)).toEqual(['shoot', 'advance', 'move', 'fight', 'defer', 'charge', 'manoeuvre', 'move-and-shoot']);
    expect(acts(u({ hits: 1 }), 5)).toContain('rally');
    expect(acts(u({ hits: 2 }), 5)).not.toContain('rally');
    expect(acts(u({ hits: 2 }), 6)).toContain('rally');
    expect(acts(u({ hits: 1, inContact: true }), 6)).not.toContain('rally');
  });

  test('F3: undrilled units need discipline +2 to manoeuvre', () => {
    expect(acts(u({ undrilled: true }), 5)).not.toContain('manoeuvre');
    expect(acts(u({ undrilled: true }), 6)).toContain('manoeuvre');
  });

  test("F3: a group move needs a die above every unit's discipline", () => {
    expect(groupMoveAllowed(5, [3, 4, 4])).toBe(true);
    expect(groupMoveAllowed(5, [3, 5, 4])).toBe(false);
  });

  test('9 Bonus Combat dice / F4 / SSF-A27: dice on one unit show one number', () => {
    expect(() => bonusesFrom([6, 5], 4)).toThrow(/SSF-A27/);
    expect(bonusesFrom([], 4)).toBe(0);
  });
});

describe('F1, F2, SSF-A1: the bag, initiative and order', () => {
  test('F1: one action die per unit goes in the bag; commanders put none', () => {
    const s = startTurn(units(5, 3));
    expect(s.bag).toEqual({ blue: 5, red: 3 });
    expect(nextStep(s)).toBe('action-phase');
  });

  test('F1: each phase draws 7; the last draw may have fewer; then the end phase (SSF-A1)', () => {
    const dice = SeededDice.fromSeed(3);
    let s = startTurn(units(6, 4));
    const p1 = beginActionPhase(s, dice, o);
    expect(p1.drawn.blue! + p1.drawn.red!).toBe(7);
    s = p1.state;
    expect(bagSize(s)).toBe(3);
    const p2 = beginActionPhase(s, dice, o);
    expect(p2.drawn.blue! + p2.drawn.red!).toBe(3);
    expect(p2.rolled.blue!.length).toBe(p2.drawn.blue);
    expect(nextStep(p2.state)).toBe('end-phase');
    expect(p2.state.phase).toBe(2);
  });

  test('F1: drawing picks dice at random from those left', () => {
    // Bag blue 2, red 1, sides in name order: a roll of 3 of 3 picks red; then 1 of 2 picks blue.
    expect(drawDice({ blue: 2, red: 1 }, 2, new ScriptedDice([3, 1]))).toEqual({ drawn: { blue: 1, red: 1 }, bag: { blue: 1, red: 0 } });
  });

  test('F1: the side with more dice drawn has the initiative; SSF-A26: a tie is rolled off, or kept with the option', () => {
    expect(initiative({ blue: 4, red: 3 }, new ScriptedDice([]), o)).toEqual({ side: 'blue', clause: 'F1' });
    expect(initiative({ blue: 3, red: 3 }, new ScriptedDice([2, 2, 1, 5]), o)).toMatchObject({
      side: 'red',
      clause: 'SSF-A26',
      rolls: [
        { blue: 2, red: 2 },
        { blue: 1, red: 5 },
      ],
    });
    expect(initiative({ blue: 3, red: 3 }, new ScriptedDice([]), { initiativeTie: 'previous' }, 'blue')).toEqual({
      side: 'blue',
      clause: 'SSF-A26',
    });
  });

  test('F1: units act from the lowest die to the highest, the initiative side first on equal dice', () => {
    const order = activationOrder(
      [
        { side: 'blue', unit: 'b1', value: 5 },
        { side: 'red', unit: 'r1', value: 3 },
        { side: 'blue', unit: 'b2', value: 3 },
        { side: 'red', unit: 'r2', value: 6 },
      ],
      'blue',
    );
    expect(order.map((a) => a.unit)).toEqual(['b2', 'r1', 'b1', 'r2']);
  });

  test('F1 / SSF-A27: an allocation uses rolled dice once, own units that have not acted, one number per unit', () => {
    const us = [
      { id: 'b1', side: 'blue' },
      { id: 'b2', side: 'blue' },
      { id: 'r1', side: 'red' },
    ];
    expect(checkAllocation('blue', [4, 4, 2], [{ unit: 'b1', dice: [4, 4] }], us, [])).toEqual({ ok: true, value: { unused: [2] } });
    expect(checkAllocation('blue', [4, 2], [{ unit: 'b1', dice: [4, 2] }], us, [])).toMatchObject({
      ok: false,
      error: { code: 'ERR_MIXED_DICE', clause: 'SSF-A27' },
    });
    expect(checkAllocation('blue', [4], [{ unit: 'r1', dice: [4] }], us, [])).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_YOUR_UNIT' },
    });
    expect(checkAllocation('blue', [4], [{ unit: 'b1', dice: [5] }], us, [])).toMatchObject({
      ok: false,
      error: { code: 'ERR_NO_SUCH_DIE' },
    });
    expect(checkAllocation('blue', [4], [{ unit: 'b1', dice: [4] }], us, ['b1'])).toMatchObject({
      ok: false,
      error: { code: 'ERR_ALREADY_ACTED', clause: 'F1' },
    });
    expect(
      checkAllocation(
        'blue',
        [4, 4],
        [
          { unit: 'b1', dice: [4] },
          { unit: 'b1', dice: [4] },
        ],
        us,
        [],
      ),
    ).toMatchObject({ ok: false, error: { code: 'ERR_TWICE' } });
  });

  test('F1 / F2: a unit acts once per turn; one that deferred may take a die later; dice come back at the end of the turn', () => {
    let s = startTurn(units(2, 2));
    s = closeActionPhase(s, ['b1']); // b2 deferred
    expect(s.acted).toEqual(['b1']);
    const us = [
      { id: 'b1', side: 'blue' },
      { id: 'b2', side: 'blue' },
    ];
    expect(checkAllocation('blue', [5], [{ unit: 'b2', dice: [5] }], us, s.acted).ok).toBe(true);
    expect(checkAllocation('blue', [5], [{ unit: 'b1', dice: [5] }], us, s.acted).ok).toBe(false);
    const next = endTurn({ ...s, bag: { blue: 0, red: 0 } }, units(2, 1));
    expect(next).toMatchObject({ turn: 2, phase: 0, bag: { blue: 2, red: 1 }, acted: [] });
  });
});
