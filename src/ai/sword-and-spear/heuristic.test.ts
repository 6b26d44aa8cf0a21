/** The Sword & Spear Fantasy player: legal choices only, from its seat's view, and better than random. */
import { describe, expect, test } from 'vitest';
import { playMatch } from '../play-match.js';
import { randomAgent } from '../agent.js';
import { resolveAgent, type Agent } from '../index.js';
import { swordAndSpear } from '../../rulesets/sword-and-spear/ruleset.js';

describe('Sword & Spear Fantasy heuristic player', () => {
  test('F12 / SSF-A35: plays whole battles of the bundled scenario with legal actions only, and beats random on both sides', () => {
    const heuristic = resolveAgent('heuristic') as Agent;
    let wins = 0;
    let losses = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const seat of ['a', 'b'] as const) {
        const r = playMatch(swordAndSpear, {}, seed, seat === 'a' ? { a: heuristic, b: randomAgent } : { a: randomAgent, b: heuristic });
        if (r.outcome.winner === seat) wins++;
        else if (r.outcome.winner !== null) losses++;
      }
    }
    // Eight battles, four on each side: the heuristic wins at least six and loses at most one.
    expect(wins).toBeGreaterThanOrEqual(6);
    expect(losses).toBeLessThanOrEqual(1);
  }, 120_000);

  test('every level plays Sword & Spear Fantasy with this player', () => {
    for (const level of ['beginner', 'strongest']) {
      const r = playMatch(swordAndSpear, { maxTurns: 1 }, 9, { a: resolveAgent(level) as Agent, b: randomAgent });
      expect(r.outcome.clause).toMatch(/^(SSF-A35|F12)$/);
    }
  }, 60_000);
});
