/** The system's one wording (describe.ts): both engines' events as log lines, and the decision pending. */
import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import system, { sauron, sauronReferee } from './index.js';

describe('the Sauron describer', () => {
  test('the map game and the record keeper are one system: the game first, then the referee', () => {
    expect(system.rulesets.map((r) => r.id)).toEqual(['sauron', 'sauron-referee']);
    expect(system.rulesets).toEqual([sauron, sauronReferee]);
  });

  test('7.221 / SAU-A6: every event of a game has a line with its clause; a phase starts a step, a combat roll is a challenge', () => {
    const m = Match.create(sauron, { turns: 2 }, 4);
    if (!m.ok) throw new Error(m.error.message);
    for (let i = 0; i < 60 && !m.value.outcome(); i++) {
      const seat = m.value.toAct()[0]!;
      expect(m.value.act(seat, m.value.legalActions(seat)[0]!).ok).toBe(true);
    }
    const lines = m.value.events().map((e) => [e, system.describe.event(e, { viewer: null })] as const);
    expect(lines.length).toBeGreaterThan(5);
    for (const [e, l] of lines) {
      expect(l?.clause, e.type).toBe(e.clause);
      expect(l?.text).not.toMatch(/undefined|NaN|\[object/);
      expect(l?.move === true, e.type).toBe(e.type === 'phase');
    }
    const combat = system.describe.event(
      {
        type: 'leader-combat',
        clause: '7.221',
        attackerId: 'elendil',
        defenderId: 'sauron',
        attackerTotal: 9,
        defenderTotal: 7,
        differential: 2,
        column: 1,
        die: 4,
        result: '1/0',
      } as never,
      { viewer: null },
    );
    expect(combat).toMatchObject({ clause: '7.221', tone: 'challenge' });
  });

  test('SAU-A6: the decision names the phase and who is to act, or the end', () => {
    const m = Match.create(sauron, {}, 7);
    if (!m.ok) throw new Error(m.error.message);
    const v = m.value.view('westernesse');
    expect(system.describe.decision('sauron', v)).toMatch(/^Game-turn 1 of \d+ · .+ Phase · (Westernesse|Sauron)( and \w+)? to act$/);
    const r = Match.create(sauronReferee, {}, 7);
    if (!r.ok) throw new Error(r.error.message);
    expect(system.describe.decision('sauron-referee', r.value.view('referee'))).toBe(
      'Game-turn 1 · First Magic Phase · the referee records',
    );
  });
});
