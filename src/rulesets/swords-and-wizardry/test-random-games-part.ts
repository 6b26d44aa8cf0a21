/**
 * One part of the random-game property tests (random-games-N.test.ts): games (N-1)*n .. N*n-1, n games
 * a part, 64 by default (each combination of the options once), 400 with WARBAND_SOAK=full (2000 in
 * all), or SW_RANDOM_GAMES. The parts are five files so that they run in parallel; the checks are in
 * test-random-games.ts.
 */
import { expect, test } from 'vitest';
import { playRandomGames } from './test-random-games.js';
import { soakSize } from '../../test-soak.js';

const MODEST = 64;

export function randomGamesPart(part: number): void {
  const perPart = soakSize('SW_RANDOM_GAMES', { modest: MODEST, full: 400 });
  const first = (part - 1) * perPart;
  test(`random games ${first}..${first + perPart - 1}: no crash, every game ends, views and events hide unrevealed kinds, every event cites a clause, records replay exactly`, () => {
    const stats = playRandomGames(first, perPart);
    expect(stats.games).toBe(perPart);
    expect(stats.challenges).toBeGreaterThan(perPart * 10);
    expect(stats.reportsCompared).toBeGreaterThan(0);
    // Enough games reach a rescue and the move limit that the checks ran there too.
    if (perPart >= MODEST)
      expect(Object.keys(stats.endings)).toEqual(expect.arrayContaining(['Notes on Playing Pieces: Princess', 'SW-A4 (moveLimit)']));
  });
}
