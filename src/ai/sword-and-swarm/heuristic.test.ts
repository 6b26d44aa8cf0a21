/** The Sword & Swarm player: legal choices only, from its seat's view, and better than random. */
import { describe, expect, test } from 'vitest';
import { randomAgent } from '../agent.js';
import { resolveAgent, type Agent } from '../index.js';
import { playMatch } from '../play-match.js';
import { swordAndSwarm } from '../../rulesets/sword-and-swarm/index.js';

describe('Sword & Swarm heuristic player', () => {
  test('plays whole encounters with legal actions only, and beats random on both seats (fixed seeds)', () => {
    const heuristic = resolveAgent('heuristic') as Agent;
    let wins = 0;
    let losses = 0;
    const games = 6;
    for (let seed = 1; seed <= games; seed++) {
      const red = seed % 2 === 1;
      const r = playMatch(
        swordAndSwarm,
        { encounter: 'open-field' },
        seed,
        red ? { red: heuristic, blue: randomAgent } : { red: randomAgent, blue: heuristic },
      );
      if (r.outcome.winner === (red ? 'red' : 'blue')) wins++;
      else if (r.outcome.winner !== null) losses++;
    }
    expect(losses).toBe(0);
    expect(wins).toBeGreaterThanOrEqual(games - 1);
  });

  test('every level plays Sword & Swarm with this player, the Swarm included', () => {
    for (const level of ['beginner', 'strongest']) {
      const r = playMatch(swordAndSwarm, { maxTurns: 2 }, 3, { red: resolveAgent(level) as Agent, blue: randomAgent });
      expect(r.outcome.clause).toBe('SWS-A17');
    }
  });
});
