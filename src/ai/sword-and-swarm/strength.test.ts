/**
 * Issue 29.3, kept: the strongest level (the search) against the heuristic and random, replaying the first
 * games of the tournaments recorded in docs/ai-strength.json (seeds from 910001, two games a seed, sides
 * alternating: src/ai/tournament.ts schedule). Each must score at least what it scored when recorded. A
 * soak test (vitest.config.ts): a search decision plays dozens of activations.
 */
import { describe, expect, test } from 'vitest';
import { swordAndSwarm } from '../../rulesets/sword-and-swarm/index.js';
import { makeAgent, type Agent } from '../index.js';
import { playMatch } from '../play-match.js';

/** Recorded 2026-11-28 (docs/ai.md, "Where strength stands"): the first games of each tournament. */
const RECORDED = [
  { a: 'strongest', b: 'heuristic', games: 6, points: 4.5 },
  { a: 'strongest', b: 'random', games: 4, points: 3.5 },
];

/** The first agent's points against the second in the first `games` games of the schedule: a win 1, a draw half. */
function points(a: string, b: string, games: number): number {
  let total = 0;
  for (let g = 0; g < games; g++) {
    const seed = 910001 + Math.floor(g / 2);
    const first = makeAgent(a, swordAndSwarm.id) as Agent;
    const second = makeAgent(b, swordAndSwarm.id) as Agent;
    const aRed = g % 2 === 0;
    const r = playMatch(swordAndSwarm, {}, seed, aRed ? { red: first, blue: second } : { red: second, blue: first });
    total += r.outcome.winner === (aRed ? 'red' : 'blue') ? 1 : r.outcome.winner === null ? 0.5 : 0;
  }
  return total;
}

describe('sword-and-swarm: strength (issue 29.3)', () => {
  test.each(RECORDED)(
    '$a v $b: at least $points points in the first $games games (SWS-A17: a draw counts half)',
    ({ a, b, games, points: recorded }) => {
      expect(points(a, b, games)).toBeGreaterThanOrEqual(recorded);
    },
    // A hang guard: minutes of search on a quiet core, many more on a busy one.
    3_600_000,
  );
});
