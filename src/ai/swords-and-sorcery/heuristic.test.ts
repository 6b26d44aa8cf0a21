/** The Swords & Sorcery player: legal choices only, from its seat's view, and better than random. */
import { describe, expect, test } from 'vitest';
import { playMatch } from '../play-match.js';
import { randomAgent } from '../agent.js';
import { resolveAgent, type Agent } from '../index.js';
import { swordsAndSorcery } from '../../rulesets/swords-and-sorcery/index.js';

describe('Swords & Sorcery heuristic player', () => {
  test('plays whole games of Border War with legal actions only, and beats random on both sides', () => {
    const heuristic = resolveAgent('heuristic') as Agent;
    let wins = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const west = seed % 2 === 1;
      const r = playMatch(
        swordsAndSorcery,
        {},
        seed,
        west ? { west: heuristic, east: randomAgent } : { west: randomAgent, east: heuristic },
      );
      if (r.outcome.winner === (west ? 'west' : 'east')) wins++;
    }
    expect(wins).toBe(4);
  });

  test('every level plays Swords & Sorcery to the end', () => {
    for (const level of ['beginner', 'intermediate', 'advanced', 'strongest']) {
      const r = playMatch(swordsAndSorcery, { turns: 1 }, 9, { west: resolveAgent(level) as Agent, east: randomAgent });
      expect(r.outcome.clause).toBe('SSV-A41');
    }
  });
});
