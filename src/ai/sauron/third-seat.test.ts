/** The computer in the Sauron map game's third seat (16.69, SAU-M12, SAU-M24): it plays the seat no agent was given for. */
import { describe, expect, test } from 'vitest';
import { playMatch } from '../play-match.js';
import { resolveAgent, type Agent } from '../index.js';
import { sauron } from '../../rulesets/sauron/index.js';

describe('Sauron map game: the third seat played by the computer', () => {
  test("16.69, SAU-M24: a rematch with Gil-galad gone over to the third player (and Anarion's son Meneldil in his place): the computer plays him and his types through two game-turns with legal actions only", () => {
    const heuristic = resolveAgent('heuristic') as Agent;
    const firstBattle = {
      dead: ['anarion'],
      evil: { 'gil-galad': 'third' },
      thirdPlayerTypes: ['ringwraith', 'wargs'],
      ring: { status: 'worn', holder: 'gil-galad', failures: { 'gil-galad': 3 } },
    };
    const r = playMatch(sauron, { turns: 2, firstBattle }, 5, { westernesse: heuristic, sauron: heuristic });
    expect(r.outcome.clause).toMatch(/^SAU-/);
    const third = r.match.actions.filter((a) => a.seat === 'third');
    expect(third.length).toBeGreaterThan(0);
    expect(third.some((a) => (a.action as { type: string }).type === 'move')).toBe(true);
    expect(r.match.actions.some((a) => a.seat === 'westernesse' && (a.action as { piece?: string }).piece === 'meneldil')).toBe(true);
  });
});
