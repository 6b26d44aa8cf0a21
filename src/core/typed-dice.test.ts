/**
 * Referee mode: dice rolled at the table and typed in (Match.act's `typedDice`). A tiny ruleset whose
 * one action rolls 2d6, and a third die on doubles, shows every case.
 */
import { describe, expect, test } from 'vitest';
import { Match } from './match.js';
import { replay, toRecord } from './record.js';
import { ok } from './result.js';
import { CoreErrors } from './rule-error.js';
import type { GameEvent, Ruleset } from './ruleset.js';

interface S {
  readonly totals: readonly number[];
}
type A = { type: 'roll' };
interface E extends GameEvent {
  readonly dice: readonly number[];
}

const rollOff: Ruleset<S, A, S, Record<string, never>, E> = {
  id: 'roll-off',
  name: 'Roll-off',
  version: '1',
  seats: ['one'],
  assumptions: [],
  parseOptions: () => ok({}),
  parseAction: (input) =>
    typeof input === 'object' && input !== null && (input as A).type === 'roll'
      ? ok(input as A)
      : { ok: false, error: CoreErrors.malformed('roll') },
  setup: () => ({ totals: [] }),
  toAct: (s) => (s.totals.length < 5 ? ['one'] : []),
  legalActions: () => [{ type: 'roll' }],
  apply(state, _seat, _action, dice) {
    const rolls = [dice.roll(6), dice.roll(6)];
    if (rolls[0] === rolls[1]) rolls.push(dice.roll(6));
    const total = rolls.reduce((a, b) => a + b, 0);
    return ok({ state: { totals: [...state.totals, total] }, events: [{ type: 'rolled', dice: rolls }] });
  },
  view: (s) => s,
  outcome: () => null,
};

const fresh = () => {
  const m = Match.create(rollOff, {}, 9);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};

describe('typed-in dice (referee mode)', () => {
  test('the ruleset reads the typed dice instead of its own', () => {
    const m = fresh();
    const r = m.act('one', { type: 'roll' }, [3, 5]);
    expect(r.ok && r.value[0]).toMatchObject({ dice: [3, 5] });
    expect(m.state.totals).toEqual([8]);
  });

  test('too few dice: an error saying to roll one more, and nothing changes', () => {
    const m = fresh();
    const r = m.act('one', { type: 'roll' }, [4, 4]);
    expect(r.ok ? '' : r.error.code).toBe('ERR_MORE_DICE');
    expect(r.ok ? '' : r.error.message).toContain('one more d6');
    expect(m.state.totals).toEqual([]);
    expect(m.actions).toEqual([]);
    expect(m.act('one', { type: 'roll' }, [4, 4, 2]).ok).toBe(true);
    expect(m.state.totals).toEqual([10]);
  });

  test('too many dice or an impossible die is refused', () => {
    const m = fresh();
    const extra = m.act('one', { type: 'roll' }, [1, 2, 3]);
    expect(extra.ok ? '' : extra.error.code).toBe('ERR_EXTRA_DICE');
    const seven = m.act('one', { type: 'roll' }, [7, 2]);
    expect(seven.ok ? '' : seven.error.code).toBe('ERR_BAD_DIE');
    expect(m.state.totals).toEqual([]);
  });

  test("typed dice do not move the match's own dice, and a record replays them", () => {
    const a = fresh();
    const b = fresh();
    a.act('one', { type: 'roll' }, [6, 1]);
    a.act('one', { type: 'roll' });
    b.act('one', { type: 'roll' });
    expect(a.state.totals[1]).toBe(b.state.totals[0]);
    const again = replay(toRecord(a), rollOff as never);
    expect(again.ok && again.value.match.state).toEqual(a.state);
    expect(again.ok && again.value.match.actions[0]).toEqual({ seat: 'one', action: { type: 'roll' }, dice: [6, 1] });
  });
});
