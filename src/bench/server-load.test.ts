/**
 * The load benchmark's clients (src/bench/server-load.ts) against a real server: a few tables for a
 * few seconds play legal actions only, each acknowledged, and the figures the benchmark prints come
 * out. `npm run bench:server` itself runs the built server as a child process; here it is in-process.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { removeDir, startServer, type TestServer } from '../server/test-helpers.js';
import { loadServer } from './server-load.js';

let running: TestServer | null = null;
afterEach(async () => {
  if (running) {
    await running.stop();
    removeDir(running.dataDir);
    running = null;
  }
});

describe('server load benchmark', () => {
  it('3 tables for 3 s: every action acknowledged, round trips and frame sizes measured', async () => {
    const s = (running = await startServer());
    const result = await loadServer(
      s.url,
      process.pid,
      { games: 3, seconds: 3, ramp: 1, think: 100, ruleset: 'swords-and-wizardry' },
      'smoke',
    );
    expect(result.actions).toBeGreaterThan(0);
    expect(result.refusals).toEqual({});
    expect(result.lostActions).toBe(0);
    expect(result.gaps).toBe(0);
    expect(result.tablesNotStarted).toBe(0);
    expect(result.roundTripMs.p50).toBeGreaterThan(0);
    expect(result.roundTripMs.p99!).toBeGreaterThanOrEqual(result.roundTripMs.p50!);
    expect(result.frames.ack?.count).toBe(result.actions);
    expect(result.frames.update?.maxBytes).toBeGreaterThan(0);
    expect(result.server.rssMiB).toBeGreaterThan(0);
  }, 20_000);
});
