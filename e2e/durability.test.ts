/**
 * Issue 30.5: the built server killed with SIGKILL in mid-play and started again on the same store keeps
 * every action it acknowledged, for SQLite and PostgreSQL (a throwaway cluster). src/bench/durability.ts
 * does the work; here at a modest size (DURABILITY_GAMES, DURABILITY_ROUNDS; WARBAND_SOAK=full runs
 * 200 games five times a store, the figures in docs/deploy.md). In the browser project because it runs
 * the built dist/server, which that project builds; it needs no browser.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { durability, type RoundResult } from '../src/bench/durability.js';
import { startPostgres, type TestPostgres } from '../src/server/test-postgres.js';
import { soakSize } from '../src/test-soak.js';
import { build, ROOT } from './build.js';

const GAMES = soakSize('DURABILITY_GAMES', { modest: 20, full: 200 });
const ROUNDS = soakSize('DURABILITY_ROUNDS', { modest: 1, full: 5 });
const main = join(ROOT, 'dist/server/main.js');

let postgres: TestPostgres;
beforeAll(async () => {
  build();
  postgres = await startPostgres();
});
afterAll(async () => {
  await postgres?.stop();
});

function expectDurable(results: readonly RoundResult[]): void {
  expect(results).toHaveLength(ROUNDS);
  for (const r of results) {
    expect(r.problems).toEqual([]);
    expect(r.gamesStarted).toBeGreaterThanOrEqual(GAMES);
    // The kill came while the games were being played: many actions acknowledged, none lost.
    expect(r.acknowledged).toBeGreaterThanOrEqual(2 * GAMES);
    expect(r.lost).toBe(0);
    expect(r.servedWrong).toBe(0);
    expect(r.storedNotAcknowledged).toBeGreaterThanOrEqual(0);
  }
}

describe(`SIGKILL during ${GAMES} concurrent games, ${ROUNDS} time(s) a store: every acknowledged action kept`, () => {
  const settings = { games: GAMES, rounds: ROUNDS, think: 20, main, stores: [] };
  it('SQLite', async () => {
    const results = await durability('sqlite', settings, null);
    console.log(`issue 30.5, SQLite: ${JSON.stringify(results.map(({ problems: _, ...r }) => r))}`);
    expectDurable(results);
  });
  it('PostgreSQL', async () => {
    const results = await durability('pg', settings, postgres);
    console.log(`issue 30.5, PostgreSQL: ${JSON.stringify(results.map(({ problems: _, ...r }) => r))}`);
    expectDurable(results);
  });
});
