/**
 * Property tests over random games, part 1 of 5: games 0..399 (the checks are in
 * test-random-games.ts; the 2000 games are split over five files so that each stays quick and they can
 * run in parallel). SW_RANDOM_GAMES=n plays n games per part instead of 400.
 */
import { expect, test } from 'vitest';
import { playRandomGames } from './test-random-games.js';

const PER_PART = Number(process.env.SW_RANDOM_GAMES ?? 400);
const FIRST = 0 * PER_PART;

test(`random games ${FIRST}..${FIRST + PER_PART - 1}: no crash, every game ends, views and events hide unrevealed kinds, every event cites a clause, records replay exactly`, () => {
  const stats = playRandomGames(FIRST, PER_PART);
  expect(stats.games).toBe(PER_PART);
  expect(stats.challenges).toBeGreaterThan(PER_PART * 10);
  expect(stats.reportsCompared).toBeGreaterThan(0);
  // Enough games reach a rescue and the move limit that the checks ran there too.
  if (PER_PART >= 200) expect(Object.keys(stats.endings)).toEqual(expect.arrayContaining(['Notes on Playing Pieces: Princess', 'SW-A4 (moveLimit)']));
}, 180_000);
