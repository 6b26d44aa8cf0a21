/** Group moves (F3; Section 6 Commanders is missing): SSF-A50, with SSF-A6 (undrilled: straight ahead only). */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { unitById } from './battlefield.js';
import { groupNeighbours, type SsfAction, type SsfState } from './game/index.js';
import { activatingState } from './test-helpers.js';
import { swordAndSpear } from './ruleset.js';

const start = (o: Record<string, unknown> = {}) => {
  const r = swordAndSpear.parseOptions(o);
  if (!r.ok) throw new Error(r.error.message);
  return swordAndSpear.setup(r.value, SeededDice.fromSeed(5));
};

/** The bundled battle with the elves' `unit` about to act on `dice`; `later` units of side 'a' still to act this phase. */
const activating = (s: SsfState, unit: string, dice: number[], later: { unit: string; value: number }[] = []): SsfState =>
  activatingState(
    s,
    { unit, side: 'a', dice },
    {
      allocated: { a: [{ unit, dice }, ...later.map((l) => ({ unit: l.unit, dice: [l.value] }))], b: [] },
      order: [{ side: 'a', unit, value: dice[0]! }, ...later.map((l) => ({ side: 'a', unit: l.unit, value: l.value }))],
      next: 1,
    },
  );

const act = (s: SsfState, a: SsfAction) => swordAndSpear.apply(s, 'a', a, SeededDice.fromSeed(1));
const groups = (s: SsfState) =>
  swordAndSpear.legalActions(s, 'a').filter((a): a is Extract<SsfAction, { type: 'group-move' }> => a.type === 'group-move');
const y = (s: SsfState, id: string) => unitById(s.field, id)!.base.centre.y;

describe('group moves (F3, SSF-A50)', () => {
  test("F3 / SSF-A50: the general's spearmen and the spearmen beside them (1 DU gap, in line) move 3 DU straight ahead together", () => {
    const s = activating(start(), 'elf-spears-1', [4]);
    const n = groupNeighbours(s, unitById(s.field, 'elf-spears-1')!);
    expect(n.right?.id).toBe('elf-spears-2');
    expect(n.left).toBeUndefined();
    const offered = groups(s);
    expect(offered.map((a) => [a.units, a.distance])).toEqual([
      [['elf-spears-2'], 1],
      [['elf-spears-2'], 2],
      [['elf-spears-2'], 3],
    ]);
    const r = act(s, { type: 'group-move', units: ['elf-spears-2'], distance: 3 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.find((e) => e.type === 'group-moved')).toMatchObject({
      clause: 'F3',
      assumption: 'SSF-A50',
      unit: 'elf-spears-1',
      units: ['elf-spears-2'],
      distance: 3,
    });
    // Medium foot move 3 DU (F6); both fronts stay in line.
    expect(y(r.value.state, 'elf-spears-1')).toBeCloseTo(7);
    expect(y(r.value.state, 'elf-spears-2')).toBeCloseTo(7);
    expect(r.value.state.turn.acted).toEqual(expect.arrayContaining(['elf-spears-1', 'elf-spears-2']));
  });

  test("F3: a group move needs a die above every unit's discipline: 3 activates the general's unit (discipline 2) but not a group with discipline-3 spearmen", () => {
    const s = activating(start(), 'elf-spears-1', [3]);
    expect(groups(s)).toEqual([]);
    const r = act(s, { type: 'group-move', units: ['elf-spears-2'], distance: 2 });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_DIE_TOO_LOW', 'F3']);
  });

  test('F3: only a unit with its commander attached leads a group move; SSF-A50: only the unit beside it, in line, may join', () => {
    const s = activating(start(), 'elf-spears-2', [6]);
    expect(groups(s)).toEqual([]);
    const r = act(s, { type: 'group-move', units: ['elf-archers-1'], distance: 2 });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_NO_COMMANDER', 'F3']);
    const g = activating(start(), 'elf-spears-1', [6]);
    const far = act(g, { type: 'group-move', units: ['elf-archers-1'], distance: 2 });
    expect(far.ok ? null : [far.error.code, far.error.clause]).toEqual(['ERR_BAD_GROUP', 'SSF-A50']);
    expect(act(g, { type: 'group-move', units: ['elf-spears-2'], distance: 0 }).ok).toBe(false);
  });

  test('SSF-A50 groupGap: with no gap allowed, units 1 DU apart are not side by side', () => {
    const s = activating(start({ groupGap: 0 }), 'elf-spears-1', [6]);
    expect(groupNeighbours(s, unitById(s.field, 'elf-spears-1')!)).toEqual({});
    expect(groups(s)).toEqual([]);
  });

  test('F1 / F2 / SSF-A50: a unit that moved with the group has acted; its own die later this phase is not used', () => {
    const s = activating(start(), 'elf-spears-1', [5], [{ unit: 'elf-spears-2', value: 5 }]);
    const r = act(s, { type: 'group-move', units: ['elf-spears-2'], distance: 1 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.some((e) => e.type === 'activated' && e.unit === 'elf-spears-2')).toBe(false);
    const again = activating(r.value.state, 'elf-spears-1', [6]);
    expect(groupNeighbours(again, unitById(again.field, 'elf-spears-1')!).right).toBeUndefined();
  });

  test('F3 / F6 / SSF-A50: each unit of the group moves within its own allowance: the knights beside the spearmen stop the group short of the wood', () => {
    const s0 = start();
    // The knights (cavalry, heavily armoured: 3 DU in the open, 0 in woods) stand to the left of the general's spearmen, 1 DU apart.
    const at = (id: string, x: number, yy: number) => (u: (typeof s0.field.units)[number]) =>
      u.id === id ? { ...u, base: { ...u.base, centre: { x, y: yy } } } : u;
    const field = {
      ...s0.field,
      units: s0.field.units
        .map(at('elf-knights', 6, 4))
        .map(at('wood-scouts', 2, 6.5))
        .map(at('bolt-thrower', 2, 1.5)),
    };
    const s = activating({ ...s0, field }, 'elf-spears-1', [6]);
    const n = groupNeighbours(s, unitById(s.field, 'elf-spears-1')!);
    expect([n.left?.id, n.right?.id]).toEqual(['elf-knights', 'elf-spears-2']);
    // A 6 on a group that needs 4 is a bonus (F4): the spearmen could go 4 DU, but 4 DU puts the knights' centre on the old wood (y 8).
    const spearsOnly = groups(s).filter((a) => a.units.join() === 'elf-spears-2');
    expect(Math.max(...spearsOnly.map((a) => a.distance))).toBe(4);
    const all = groups(s).filter((a) => a.units.length === 2);
    expect(Math.max(...all.map((a) => a.distance))).toBe(3);
    const r = act(s, { type: 'group-move', units: ['elf-knights', 'elf-spears-2'], distance: 4 });
    expect(r.ok ? null : r.error.code).toBe('ERR_TOO_FAR');
    const ok = act(s, { type: 'group-move', units: ['elf-knights', 'elf-spears-2'], distance: 3 });
    if (!ok.ok) throw new Error(ok.error.message);
    expect(['elf-knights', 'elf-spears-1', 'elf-spears-2'].map((id) => y(ok.value.state, id))).toEqual([7, 7, 7]);
  });
});
