/**
 * One part of the random-game property tests (random-games-N.test.ts): games (N-1)*400 .. N*400-1.
 * The 2000 games are split over five files so that each stays quick and they run in parallel; the
 * checks are in test-random-games.ts. SW_RANDOM_GAMES=n plays n games per part instead of 400.
 */
import { expect, test } from 'vitest';
import { playRandomGames } from './test-random-games.js';

export function randomGamesPart(part: number): void {
  const perPart = Number(process.env.SW_RANDOM_GAMES ?? 400);
  const first = (part - 1) * perPart;
  test(`random games ${first}..${first + perPart - 1}: no crash, every game ends, views and events hide unrevealed kinds, every event cites a clause, records replay exactly`, () => {
    const stats = playRandomGames(first, perPart);
    expect(stats.games).toBe(perPart);
    expect(stats.challenges).toBeGreaterThan(perPart * 10);
    expect(stats.reportsCompared).toBeGreaterThan(0);
    // Enough games reach a rescue and the move limit that the checks ran there too.
    if (perPart >= 200) expect(Object.keys(stats.endings)).toEqual(expect.arrayContaining(['Notes on Playing Pieces: Princess', 'SW-A4 (moveLimit)']));
  }, 180_000);
}
