/** 17 Magical Power: the dice rolled "are then assigned, one to each magic-user" by the owning player (SSF-A23), not in the order rolled. */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { newGame, type SsfAction, type SsfEvent, type SsfState } from './game/index.js';
import { DEFAULT_OPTIONS } from './options.js';
import { SCENARIOS } from './scenario.js';
import { swordAndSpear } from './ruleset.js';

const LEVEL: Record<string, number> = { 'lord-of-the-glade': 2, 'wood-wise': 1, 'shaman-chief': 1, 'goblin-seer': 3 };

/** The first border-clash seed whose first turn asks a player to assign differing dice. */
function choosing(): { m: Match<SsfState, SsfAction, SsfState, never, SsfEvent>; seed: number } {
  for (let seed = 1; seed < 50; seed++) {
    const m = Match.create(swordAndSpear, { scenario: 'border-clash' }, seed);
    if (!m.ok) throw new Error(m.error.message);
    if (m.value.state.step === 'assign-power') return { m: m.value as never, seed };
  }
  throw new Error('no seed gives a choice');
}

describe('17 Magical Power / SSF-A23: the owning player assigns the magic power dice', () => {
  test('17 Magical Power / SSF-A23: each player with two magic-users is asked, and is offered every way of giving his dice', () => {
    const { m } = choosing();
    const s = m.state;
    if (s.step !== 'assign-power') throw new Error('not assigning');
    const [w] = s.powerDice.waiting;
    expect(m.toAct()).toEqual([w!.player]);
    const legal = m.legalActions(w!.player);
    // Two magic-users and two different dice: two ways.
    expect(new Set(w!.dice).size).toBe(2);
    expect(legal).toHaveLength(2);
    for (const a of legal) {
      if (a.type !== 'assign-power') throw new Error(a.type);
      expect(a.power.map((p) => p.user)).toEqual(w!.users);
      expect(a.power.map((p) => p.die).sort()).toEqual([...w!.dice].sort());
    }
  });

  test('17 Magical Power / SSF-A23: the die a player gives a magic-user is his power, +1 at level 2 and +2 at level 3, never above 6', () => {
    const { m } = choosing();
    const given: { user: string; die: number }[] = [];
    for (let guard = 0; m.state.step === 'assign-power' && guard < 4; guard++) {
      const seat = m.toAct()[0]!;
      // Not the order rolled: the last way offered.
      const a = m.legalActions(seat).at(-1)!;
      if (a.type !== 'assign-power') throw new Error(a.type);
      const r = m.act(seat, a);
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value[0]).toMatchObject({ type: 'magic-power-assigned', side: seat, clause: '17 Magical Power', power: a.power });
      given.push(...a.power);
    }
    expect(m.state.step).toBe('allocate');
    expect(given.length).toBeGreaterThanOrEqual(2);
    for (const p of given) expect(m.state.magic.power[p.user], p.user).toBe(Math.min(6, p.die + LEVEL[p.user]! - 1));
    expect(m.events().some((e) => e.type === 'magic-power')).toBe(true);
  });

  test('17 Magical Power: a die not rolled, or a magic-user left out, is refused and changes nothing', () => {
    const { m } = choosing();
    const s = m.state;
    if (s.step !== 'assign-power') throw new Error('not assigning');
    const [w] = s.powerDice.waiting;
    const seat = w!.player;
    const notRolled = [1, 2, 3, 4, 5, 6].find((d) => !w!.dice.includes(d))!;
    const wrongDie = m.act(seat, { type: 'assign-power', power: w!.users.map((user) => ({ user, die: notRolled })) });
    expect(wrongDie.ok ? null : [wrongDie.error.code, wrongDie.error.clause]).toEqual(['ERR_POWER_ASSIGNMENT', '17 Magical Power']);
    const missing = m.act(seat, { type: 'assign-power', power: [{ user: w!.users[0]!, die: w!.dice[0]! }] });
    expect(missing.ok ? null : missing.error.code).toBe('ERR_POWER_ASSIGNMENT');
    expect(m.state).toBe(s);
  });

  test('17 Magical Power: a player with one magic-user has nothing to choose; his die is his, in the order rolled', () => {
    const clash = SCENARIOS.get('border-clash')!;
    // One magic-user a side: the elves' Lord of the Glade (level 2), the orcs' Shaman-chief (level 1).
    const spec = {
      ...clash,
      armies: clash.armies.map((a) => ({ ...a, characters: a.characters.filter((c) => c.id !== 'wood-wise' && c.id !== 'goblin-seer') })),
    };
    const { state, events } = newGame(spec, DEFAULT_OPTIONS, SeededDice.fromSeed(5));
    expect(state.step).toBe('allocate');
    const power = events.find((e) => e.type === 'magic-power') as unknown as { rolls: number[]; power: Record<string, number> };
    expect(power.power).toEqual({ 'lord-of-the-glade': Math.min(6, power.rolls[0]! + 1), 'shaman-chief': power.rolls[1] });
  });
});
