/**
 * Issue 30.5, durability: the built server (dist/server/main.js) as a child process, N concurrent
 * hot-seat games of two real WebSocket clients each playing random legal actions (server-load.ts's
 * tables), the server killed with SIGKILL in mid-play, then started again on the same store. Every
 * action the server acknowledged must be in the store, at its seq and as sent, and the restarted server
 * must serve each game from there. Repeated for as many rounds as asked, for SQLite and PostgreSQL.
 *
 *   node dist/bench/durability.js [--games 200] [--rounds 5] [--stores sqlite,pg] [--think 100]
 *
 * e2e/durability.test.ts runs it at a modest size in `npm test`; the figures in docs/deploy.md come
 * from the full size. Prints JSON.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import WebSocket from 'ws';
import { DB_FILE } from '../server/app.js';
import { PgStore } from '../server/pg-store.js';
import { SqliteStore } from '../server/sqlite-store.js';
import type { GameStore } from '../server/storage.js';
import { startPostgres, type TestPostgres } from '../server/test-postgres.js';
import { type Acknowledged, addressOf, freePort, newTally, Table, waitUntilServing } from './server-load.js';

export const DURABILITY_STORES = ['sqlite', 'pg'] as const;
export type DurabilityStore = (typeof DURABILITY_STORES)[number];

export interface DurabilitySettings {
  readonly games: number;
  readonly rounds: number;
  readonly stores: readonly DurabilityStore[];
  /** Each client's think time before acting, in ms: short, so that many actions are in flight at the kill. */
  readonly think: number;
  /** The built server's entry point (dist/server/main.js). */
  readonly main: string;
  /** Progress lines (stderr in the program). */
  readonly log?: (line: string) => void;
}

/** One round: what was acknowledged before the kill and what the store and the restarted server held. */
export interface RoundResult {
  readonly round: number;
  readonly gamesStarted: number;
  /** Tables whose game could not be created or connected within 60 s. */
  readonly tablesNotStarted: number;
  /** Milliseconds of play, every game started, before the SIGKILL. */
  readonly killedAfterMs: number;
  readonly acknowledged: number;
  /** Acknowledged actions missing from the store, or stored at another seq or with other content. */
  readonly lost: number;
  /** Actions stored whose acknowledgement the kill cut off (allowed: stored, then the answer was lost). */
  readonly storedNotAcknowledged: number;
  /** Games whose restarted server served them at another seq than the store holds. */
  readonly servedWrong: number;
  readonly problems: readonly string[];
}

const WAIT_MS = 60_000;
const START_AT_ONCE = 10;

/** The server on `env`'s store, listening on `port`. */
function startChild(main: string, port: number, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [main, '--host', '127.0.0.1', '--port', String(port)], { env, stdio: ['ignore', 'ignore', 'pipe'] });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise((r) => child.once('exit', () => r()));
}

/** The seq a restarted server serves a game at, read from the state frame a seat's client receives. */
function servedSeq(base: string, gameId: string, token: string, localAddress: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(base.replace('http', 'ws') + '/ws', { handshakeTimeout: WAIT_MS, localAddress });
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`game ${gameId}: no state within ${WAIT_MS / 1000} s`));
    }, WAIT_MS);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'hello', game: gameId, token })));
    socket.on('message', (data) => {
      const m = JSON.parse(String(data)) as { type: string; seq?: number };
      if (m.type !== 'state') return;
      clearTimeout(timer);
      socket.close();
      resolve(m.seq!);
    });
    socket.once('error', (e) => {
      clearTimeout(timer);
      reject(e);
    });
  });
}

/** Compares what was acknowledged with what the store holds, game by game. */
async function check(store: GameStore, acknowledged: readonly Acknowledged[]) {
  const byGame = new Map<string, Acknowledged[]>();
  for (const a of acknowledged) (byGame.get(a.gameId) ?? byGame.set(a.gameId, []).get(a.gameId)!).push(a);
  const problems: string[] = [];
  let lost = 0;
  let stored = 0;
  const counts = new Map<string, number>();
  for (const gameId of await store.listGames()) {
    const actions = await store.actions(gameId);
    counts.set(gameId, actions.length);
    stored += actions.length;
    for (const a of byGame.get(gameId) ?? []) {
      const at = actions[a.seq - 1];
      if (!at || at.seq !== a.seq - 1 || JSON.stringify(at.action) !== JSON.stringify(a.action)) {
        lost++;
        if (problems.length < 10)
          problems.push(`game ${gameId}: action ${a.seq - 1} acknowledged, stored as ${JSON.stringify(at?.action ?? null)}`);
      }
    }
  }
  for (const gameId of byGame.keys())
    if (!counts.has(gameId)) {
      lost += byGame.get(gameId)!.length;
      problems.push(`game ${gameId}: acknowledged actions, no game in the store`);
    }
  return { lost, storedNotAcknowledged: stored - (acknowledged.length - lost), counts, problems };
}

/** Rounds of play, kill and restart on one store; each round on a fresh store. */
export async function durability(
  store: DurabilityStore,
  settings: DurabilitySettings,
  postgres: TestPostgres | null,
): Promise<RoundResult[]> {
  const log = settings.log ?? (() => {});
  const results: RoundResult[] = [];
  for (let round = 1; round <= settings.rounds; round++) {
    const dataDir = mkdtempSync(join(os.tmpdir(), 'warband-durability-'));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env: NodeJS.ProcessEnv = { ...process.env, WARBAND_DATA_DIR: dataDir, WARBAND_LOG: 'warn', WARBAND_WORKERS: '1' };
    delete env.DATABASE_URL;
    if (store === 'pg') env.DATABASE_URL = await postgres!.newDatabase();
    let child = startChild(settings.main, port, env);
    const acknowledged: Acknowledged[] = [];
    const tokens = new Map<string, string>();
    const tally = newTally(acknowledged);
    const tables: Table[] = [];
    try {
      await waitUntilServing(base, child);
      log(`${store} round ${round}: ${settings.games} games`);
      const loadSettings = { games: settings.games, seconds: 0, ramp: 0, think: settings.think, ruleset: 'swords-and-wizardry' };
      for (let i = 0; i < settings.games; i++) tables.push(new Table(i + round * 100_000, base, loadSettings, tally, tokens));
      // Started a few at a time, so that a busy machine answers every creation and handshake in time;
      // the first tables play while the last start.
      // A table that cannot start (no answer in 60 s on a saturated machine) is counted, not fatal.
      for (let i = 0; i < tables.length; i += START_AT_ONCE)
        await Promise.all(tables.slice(i, i + START_AT_ONCE).map((t) => t.start().catch(() => void tally.tablesNotStarted++)));
      // Killed while every table is playing: after a while that varies by round, and once a good many
      // actions are acknowledged.
      const playMs = 1500 + 500 * (round % 4);
      const playing = performance.now();
      while (performance.now() - playing < playMs || acknowledged.length < settings.games * 2) {
        if (performance.now() - playing > WAIT_MS) throw new Error(`only ${acknowledged.length} actions acknowledged in 60 s`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const killedAfterMs = Math.round(performance.now() - playing);
      child.kill('SIGKILL');
      await exited(child);
      for (const t of tables) t.stop();
      const acked = [...acknowledged];
      log(`${store} round ${round}: killed after ${killedAfterMs} ms, ${acked.length} actions acknowledged`);

      child = startChild(settings.main, port, env);
      await waitUntilServing(base, child);
      const opened: GameStore = store === 'pg' ? await PgStore.open(env.DATABASE_URL!) : SqliteStore.open(join(dataDir, DB_FILE));
      try {
        const found = await check(opened, acked);
        let servedWrong = 0;
        const problems = [...found.problems];
        let asked = 0;
        for (const [gameId, token] of tokens) {
          // From an address of its own, as the tables came: the server's per-address limits stay on.
          const seq = await servedSeq(base, gameId, token, addressOf(asked++));
          if (seq !== (found.counts.get(gameId) ?? 0)) {
            servedWrong++;
            if (problems.length < 20)
              problems.push(`game ${gameId}: served at seq ${seq}, the store holds ${found.counts.get(gameId) ?? 0}`);
          }
        }
        results.push({
          round,
          gamesStarted: tally.gamesStarted,
          tablesNotStarted: tally.tablesNotStarted,
          killedAfterMs,
          acknowledged: acked.length,
          lost: found.lost,
          storedNotAcknowledged: found.storedNotAcknowledged,
          servedWrong,
          problems,
        });
      } finally {
        await opened.close();
      }
    } finally {
      for (const t of tables) t.stop();
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited(child);
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  return results;
}

const whole = (label: string, min: number) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`${label} must be a whole number of at least ${min}.`);
  return n;
};

async function main(): Promise<void> {
  const program = new Command('durability')
    .description(
      'Kill the built Warband server with SIGKILL during concurrent games and check every acknowledged action survived; prints JSON.',
    )
    .option('--games <n>', 'concurrent games', whole('--games', 1), 200)
    .option('--rounds <n>', 'kills per store', whole('--rounds', 1), 5)
    .option('--think <ms>', "each client's think time, in ms", whole('--think', 0), 100)
    .option('--stores <list>', 'sqlite, pg', 'sqlite,pg')
    .parse(process.argv);
  const o = program.opts<{ games: number; rounds: number; think: number; stores: string }>();
  const stores = o.stores.split(',').map((s) => s.trim()) as DurabilityStore[];
  for (const s of stores)
    if (!DURABILITY_STORES.includes(s)) program.error(`--stores: '${s}' is not one of ${DURABILITY_STORES.join(', ')}.`);
  const settings: DurabilitySettings = {
    games: o.games,
    rounds: o.rounds,
    think: o.think,
    stores,
    main: fileURLToPath(new URL('../server/main.js', import.meta.url)),
    log: (line) => console.error(line),
  };
  const postgres = stores.includes('pg') ? await startPostgres() : null;
  const runs: Record<string, RoundResult[]> = {};
  try {
    for (const store of stores) runs[store] = await durability(store, settings, postgres);
  } finally {
    await postgres?.stop();
  }
  console.log(JSON.stringify({ settings: { games: o.games, rounds: o.rounds, think: o.think }, runs }, null, 2));
}

if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exit(1);
    },
  );
}
