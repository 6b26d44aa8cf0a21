/**
 * Appendix 3 Multi-player games (its text is missing from the seed), as SSF-A51: with playersPerSide 2
 * each army is two commands at seats 'a'/'a2' and 'b'/'b2', each player's units put dice of his own
 * colour in the side's bag (F1), each player gives his own dice to his own units and activates them;
 * initiative stays per side.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { playerOf, playersOf, sideOfSeat, type SsfState } from './game/index.js';
import { swordAndSpear } from './ruleset.js';
import { SCENARIOS } from './scenario.js';
import { newGame } from './game/index.js';
import { DEFAULT_OPTIONS } from './options.js';
import { phaseOf } from './test-helpers.js';

/** A match at its first decision after the magic power dice are assigned (17 Magical Power, SSF-A23). */
const start = (options: Record<string, unknown>, seed = 5) => {
  const m = Match.create(swordAndSpear, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  while (m.value.state.step === 'assign-power') {
    const seat = m.value.toAct()[0]!;
    const r = m.value.act(seat, m.value.legalActions(seat)[0]);
    if (!r.ok) throw new Error(r.error.message);
  }
  return m.value;
};

const commandOf = (s: SsfState, seat: string) =>
  [...s.field.units.map((u) => u.id), ...s.characters.map((c) => c.id)].filter((id) => playerOf(s, id) === seat).sort();

describe('SSF-A51: two players a side (Appendix 3 Multi-player games)', () => {
  test('SSF-A51: the seats a2 and b2 are optional; with playersPerSide 1 (the default) they never act and the game is as before', () => {
    expect(swordAndSpear.seats).toEqual(['a', 'b', 'a2', 'b2']);
    expect(swordAndSpear.optionalSeats).toEqual(['a2', 'b2']);
    const m = start({});
    expect(playersOf(m.state)).toEqual(['a', 'b']);
    expect(m.state.commands).toBeUndefined();
    for (let i = 0; i < 60 && !m.outcome(); i++) {
      const seat = m.toAct()[0]!;
      expect(['a', 'b']).toContain(seat);
      expect(m.legalActions('a2')).toEqual([]);
      expect(m.legalActions('b2')).toEqual([]);
      m.act(seat, m.legalActions(seat)[0]!);
    }
    const r = m.act('a2', { type: 'done-allocating' });
    expect(!r.ok && r.error.code).toBe('ERR_NOT_YOUR_TURN');
  });

  test("SSF-A51: each army splits into the general's command and the captain's, every unit with the nearer leader; a bad value is refused", () => {
    const m = start({ playersPerSide: 2 });
    const s = m.state;
    expect(playersOf(s)).toEqual(['a', 'b', 'a2', 'b2']);
    // border-clash: the Lord of the Glade with Elf Spearmen 1 at x 10, the Captain of the Watch alone at (24, 2).
    expect(playerOf(s, 'lord-of-the-glade')).toBe('a');
    expect(playerOf(s, 'captain-of-the-watch')).toBe('a2');
    expect(playerOf(s, 'elf-spears-1')).toBe('a');
    expect(playerOf(s, 'bolt-thrower')).toBe('a');
    expect(playerOf(s, 'warboss')).toBe('b');
    expect(playerOf(s, 'shaman-chief')).toBe('b2');
    // The deployment names the Black Orcs' command (1, the Warboss's); the troll, nearer the Shaman-chief, is his.
    expect(playerOf(s, 'orc-warband-2')).toBe('b');
    expect(playerOf(s, 'troll')).toBe('b2');
    for (const seat of ['a', 'a2', 'b', 'b2']) expect(commandOf(s, seat).length, seat).toBeGreaterThan(1);
    // Every unit is in exactly one command of its own side.
    for (const u of s.field.units) expect(sideOfSeat(playerOf(s, u.id)!)).toBe(u.side);
    expect(s.names.a2).toBe('Elven Host (Captain of the Watch)');
    // The bag holds dice of each player's colour, one per unit he commands (F1).
    const bag = { ...s.turn.bag };
    for (const [seat, n] of Object.entries(phaseOf(s).rolled)) bag[seat] = (bag[seat] ?? 0) + n.length;
    for (const seat of ['a', 'a2', 'b', 'b2']) expect(bag[seat], seat).toBe(s.field.units.filter((u) => playerOf(s, u.id) === seat).length);
    const bad = Match.create(swordAndSpear, { playersPerSide: 3 }, 1);
    expect(!bad.ok && bad.error.code).toBe('ERR_BAD_OPTION');
  });

  test('SSF-A51: a `command` in the deployment puts a unit in the command it names, whatever its distance', () => {
    const spec = SCENARIOS.get('border-clash')!;
    const moved = {
      ...spec,
      armies: spec.armies.map((a, i) =>
        i === 0 ? { ...a, units: a.units.map((u) => (u.unit === 'bolt-thrower' ? { ...u, command: 2 as const } : u)) } : a,
      ),
    };
    const s = newGame(moved, { ...DEFAULT_OPTIONS, playersPerSide: 2 }, SeededDice.fromSeed(1)).state;
    expect(playerOf(s, 'bolt-thrower')).toBe('a2');
    const one = newGame(moved, DEFAULT_OPTIONS, SeededDice.fromSeed(1)).state;
    expect(playerOf(one, 'bolt-thrower')).toBe('a');
  });

  test("F1 / SSF-A51: a player gives only his own dice to his own units; initiative is the side's, its players allocate first", () => {
    const m = start({ playersPerSide: 2 }, 11);
    const s = m.state;
    const init = phaseOf(s).initiative;
    const first = m.toAct()[0]!;
    expect(sideOfSeat(first)).toBe(init);
    for (const seat of ['a', 'a2', 'b', 'b2']) {
      for (const a of swordAndSpear.legalActions(s, seat)) if (a.type === 'give') expect(playerOf(s, a.unit)).toBe(seat);
    }
    // The ally's unit is refused, with the assumption cited, and nothing changes.
    const ally = first === sideOfSeat(first) ? `${first}2` : sideOfSeat(first);
    const allyUnit = s.field.units.find((u) => playerOf(s, u.id) === ally)!;
    const die = phaseOf(s).rolled[first]![0]!;
    const r = swordAndSpear.apply(s, first, { type: 'give', unit: allyUnit.id, value: die }, SeededDice.fromSeed(1));
    expect(!r.ok && [r.error.code, r.error.clause]).toEqual(['ERR_NOT_YOUR_COMMAND', 'SSF-A51']);
    expect(m.state).toBe(s);
  });

  test("17 Magic / SSF-A51: a magic-user of the ally's command is his to cast with; the refusal cites SSF-A51 and changes nothing", () => {
    const m = start({ playersPerSide: 2 }, 11);
    for (let i = 0; i < 500 && m.toAct()[0] !== 'b'; i++) m.act(m.toAct()[0]!, m.legalActions(m.toAct()[0]!).at(-1)!);
    expect(m.toAct()).toEqual(['b']);
    const s = m.state;
    expect(playerOf(s, 'goblin-seer')).toBe('b2');
    const r = swordAndSpear.apply(
      s,
      'b',
      { type: 'attack-spell', user: 'goblin-seer', target: 'elf-spears-1', level: 1, form: 'physical' },
      SeededDice.fromSeed(1),
    );
    expect(!r.ok && [r.error.code, r.error.clause]).toEqual(['ERR_NOT_YOUR_COMMAND', 'SSF-A51']);
    expect(m.state).toBe(s);
  });
});
