/**
 * Two players a side (SSF-A51) with the computer in the seats: moved here from the ruleset's
 * multi-player.test.ts, which tests the rules only and imports nothing above them.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { playerOf, playersOf, swordAndSpear, type SsfState } from '../../rulesets/sword-and-spear/index.js';
import { resolveAgent, type Agent } from '../index.js';
import { playMatch } from '../play-match.js';

const start = (options: Record<string, unknown>, seed = 5) => {
  const m = Match.create(swordAndSpear, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};

describe('SSF-A51: two players a side, the computer in the seats', () => {
  test('SSF-A51: a side with one commander has one command: in the skirmish (one commander a side) the seats a2 and b2 have nothing to play', () => {
    const r = playMatch(swordAndSpear, { scenario: 'skirmish', playersPerSide: 2, maxTurns: 2 }, 3, {
      a: resolveAgent('heuristic') as Agent,
      b: resolveAgent('heuristic') as Agent,
    });
    expect(['F12', 'SSF-A35']).toContain(r.outcome.clause);
    expect(playersOf(r.match.state as SsfState)).toEqual(['a', 'b']);
    expect(new Set(r.match.actions.map((a) => a.seat))).toEqual(new Set(['a', 'b']));
  });

  test('F12 / SSF-A35 / SSF-A51: a four-seat battle runs to its end with the computer in every seat, each seat activating only its own units', () => {
    const heuristic = resolveAgent('heuristic') as Agent;
    const r = playMatch(swordAndSpear, { playersPerSide: 2, maxTurns: 3 }, 4, { a: heuristic, b: heuristic });
    expect(['F12', 'SSF-A35']).toContain(r.outcome.clause);
    const seats = new Set<string>();
    const m = start({ playersPerSide: 2, maxTurns: 2 }, 8);
    const dice = SeededDice.fromSeed(3);
    for (let n = 0; n < 5000 && !m.outcome(); n++) {
      const seat = m.toAct()[0]!;
      seats.add(seat);
      const s = m.state;
      if (s.step === 'activate') expect(playerOf(s, s.current.unit)).toBe(seat);
      const action = heuristic.choose({ ruleset: swordAndSpear, seat, view: m.view(seat), legal: m.legalActions(seat), dice, events: [] });
      const res = m.act(seat, action);
      if (!res.ok) throw new Error(res.error.message);
    }
    expect(m.outcome()).not.toBeNull();
    expect([...seats].sort()).toEqual(['a', 'a2', 'b', 'b2']);
  });
});
