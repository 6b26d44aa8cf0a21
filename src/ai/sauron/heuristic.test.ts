/** The Sauron map game's player: legal choices only, from its seat's view, and better than random. */
import { describe, expect, test } from 'vitest';
import { playMatch } from '../play-match.js';
import { randomAgent } from '../agent.js';
import { resolveAgent, type Agent } from '../index.js';
import { sauron } from '../../rulesets/sauron/index.js';

describe('Sauron map game heuristic player', () => {
  test('plays 6-turn games of Dagorlad with legal actions only, and beats random on both sides (SAU-M13 victory)', () => {
    const heuristic = resolveAgent('heuristic') as Agent;
    let wins = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const west of [true, false]) {
        const r = playMatch(
          sauron,
          { turns: 6 },
          seed,
          west ? { westernesse: heuristic, sauron: randomAgent } : { westernesse: randomAgent, sauron: heuristic },
        );
        if (r.outcome.winner === (west ? 'westernesse' : 'sauron')) wins++;
      }
    }
    expect(wins).toBe(8);
  });

  test('every level plays the Sauron map game with this player', () => {
    for (const level of ['beginner', 'intermediate', 'advanced', 'strongest']) {
      const r = playMatch(sauron, { turns: 1 }, 9, { westernesse: resolveAgent(level) as Agent, sauron: randomAgent });
      expect(r.outcome.clause).toMatch(/^SAU-/);
    }
  });
});
