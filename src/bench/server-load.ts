/**
 * `npm run bench:server`: the built server (dist/server/main.js) as a child process on 127.0.0.1,
 * loaded from outside by N concurrent games of two real WebSocket clients each (hotseat, one seat
 * token per client), each client playing a random legal action after a think time whenever its seat
 * is to act, and starting a new game when one ends. Printed as JSON: the action round trip (`act`
 * sent to its `ack` received) p50/p95/p99, actions a second, bytes per frame, and the server's RSS
 * and CPU read from /proc (Linux), for SQLite with one process and PostgreSQL with one and two
 * processes (a throwaway cluster, src/server/test-postgres.ts; skipped with its reason when the
 * PostgreSQL binaries are missing).
 *
 *   node dist/bench/server-load.js [--games 300] [--seconds 30] [--ramp 10] [--think 500]
 *                                  [--stores sqlite,pg1,pg2] [--ruleset swords-and-wizardry]
 *
 * The server runs with its deployed limits: each game's two clients come from an address of their
 * own in 127.0.0.0/8, so the per-address rate limits see one table each, as they would in use.
 * The clients run in this process on the same machine, so they take CPU from the server: the
 * figures are a floor of what the server does alone; `client.cpuPercent` says how much they took.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Command, InvalidArgumentError } from 'commander';
import WebSocket from 'ws';
import { applyState, type SeatState } from '../protocol/index.js';
import { startPostgres, type TestPostgres } from '../server/test-postgres.js';

const STORES = ['sqlite', 'pg1', 'pg2'] as const;
type Store = (typeof STORES)[number];

interface Settings {
  readonly games: number;
  readonly seconds: number;
  readonly ramp: number;
  readonly think: number;
  readonly stores: readonly Store[];
  readonly ruleset: string;
}

/** Every wait on the server is bounded by this. */
const WAIT_MS = 60_000;
/** A client whose action has no answer after this long counts it as lost and acts again. */
const ACT_TIMEOUT_MS = 10_000;

const whole = (label: string, min: number) => (v: string) => {
  const n = Number(v);
  if (!Number.isInteger(n) || n < min) throw new InvalidArgumentError(`${label} must be a whole number of at least ${min}.`);
  return n;
};

function settingsFrom(argv: string[]): Settings {
  const program = new Command('server-load')
    .description('Load the built Warband server with concurrent games of two WebSocket clients each; prints JSON.')
    .option('--games <n>', 'concurrent games', whole('--games', 1), 300)
    .option('--seconds <s>', 'seconds measured after the ramp-up', whole('--seconds', 1), 30)
    .option('--ramp <s>', 'seconds over which the games are started', whole('--ramp', 0), 10)
    .option('--think <ms>', "each client's think time before acting, in ms", whole('--think', 0), 500)
    .option('--stores <list>', 'stores and processes to measure: sqlite, pg1, pg2', 'sqlite,pg1,pg2')
    .option('--ruleset <id>', 'the ruleset the games play', 'swords-and-wizardry')
    .parse(argv);
  const o = program.opts<{ games: number; seconds: number; ramp: number; think: number; stores: string; ruleset: string }>();
  const stores = o.stores.split(',').map((s) => s.trim());
  for (const s of stores) if (!STORES.includes(s as Store)) program.error(`--stores: '${s}' is not one of ${STORES.join(', ')}.`);
  if (o.games > 60_000) program.error('--games: at most 60000 (one loopback address per game).');
  return { ...o, stores: stores as Store[] };
}

// ------------------------------------------------------------------------------------ the server

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The address game `i`'s clients come from: one per game, never .0 or .255. */
export const addressOf = (i: number) => `127.${10 + Math.floor(i / 62_500)}.${Math.floor(i / 250) % 250}.${(i % 250) + 1}`;

function httpJson(base: string, method: string, path: string, body: unknown, localAddress: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const text = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      `${base}${path}`,
      { method, localAddress, headers: text ? { 'content-type': 'application/json' } : {}, timeout: WAIT_MS },
      (res) => {
        let data = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (data += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: data ? JSON.parse(data) : undefined }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on('error', reject);
    req.end(text);
  });
}

export async function waitUntilServing(base: string, child: ChildProcess): Promise<void> {
  const until = Date.now() + WAIT_MS;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}) before serving`);
    try {
      const r = await httpJson(base, 'GET', '/api/rulesets', undefined, '127.0.0.1');
      if (r.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not answer within 60 s');
}

const CLK_TCK = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
const PAGE_SIZE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }).trim()) || 4096;

interface ProcSample {
  readonly cpuSeconds: number;
  readonly rssBytes: number;
  readonly processes: number;
}

/** The server process and its children (cluster workers, agent threads are in-process): CPU time and RSS summed. */
function sampleTree(root: number): ProcSample {
  const stats = new Map<number, { ppid: number; ticks: number; rss: number }>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const text = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which may hold spaces: state ppid ... utime(14) stime(15) ... rss(24).
      const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
      stats.set(Number(name), { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]), rss: Number(f[21]) * PAGE_SIZE });
    } catch {
      // Gone while reading.
    }
  }
  const tree = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, s] of stats) if (!tree.has(pid) && tree.has(s.ppid)) tree.add(pid), (grew = true);
  }
  let ticks = 0;
  let rss = 0;
  for (const pid of tree) {
    const s = stats.get(pid);
    if (s) (ticks += s.ticks), (rss += s.rss);
  }
  return { cpuSeconds: ticks / CLK_TCK, rssBytes: rss, processes: tree.size };
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

// ----------------------------------------------------------------------------------- the clients

/** mulberry32: the clients' choices, seeded per game so that a run can be repeated. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** An action the server acknowledged: the game, its seq once stored (the action's index + 1), and what was sent. */
export interface Acknowledged {
  readonly gameId: string;
  readonly seq: number;
  readonly action: unknown;
}

export interface Tally {
  measuring: boolean;
  /** Where kept (src/bench/durability.ts), every acknowledged action, measured or not. */
  readonly acknowledged?: Acknowledged[];
  readonly roundTrips: number[];
  readonly frameBytes: Record<string, number[]>;
  readonly errors: Record<string, number>;
  gamesEnded: number;
  gamesStarted: number;
  lostActions: number;
  gaps: number;
  tablesNotStarted: number;
  firstStartError?: string;
}

export const newTally = (acknowledged?: Acknowledged[]): Tally => ({
  measuring: false,
  acknowledged,
  roundTrips: [],
  frameBytes: {},
  errors: {},
  gamesEnded: 0,
  gamesStarted: 0,
  lostActions: 0,
  gaps: 0,
  tablesNotStarted: 0,
});

/** One table: creates a hotseat game, connects a client per seat, and plays until stopped. */
export class Table {
  private sockets: WebSocket[] = [];
  private timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private readonly pick: () => number;

  constructor(
    private readonly index: number,
    private readonly base: string,
    private readonly settings: LoadSettings,
    private readonly tally: Tally,
    /** Where kept (durability.ts), each game's first seat token, by game id. */
    private readonly tokens?: Map<string, string>,
  ) {
    this.pick = rng(index + 1);
  }

  async start(): Promise<void> {
    if (this.stopped) return;
    const local = addressOf(this.index);
    const created = await httpJson(this.base, 'POST', '/api/games', { ruleset: this.settings.ruleset, mode: 'hotseat' }, local);
    if (created.status !== 201) throw new Error(`POST /api/games: ${created.status} ${JSON.stringify(created.body).slice(0, 300)}`);
    this.tally.gamesStarted++;
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    this.tokens?.set(gameId, Object.values(seats)[0]!);
    const sockets = await Promise.all(Object.values(seats).map((token) => this.connect(gameId, token, local)));
    if (this.stopped) for (const s of sockets) s.close();
    else this.sockets = sockets;
  }

  private later(ms: number, fn: () => void): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) fn();
    }, ms);
    this.timers.add(timer);
  }

  private connect(gameId: string, token: string, localAddress: string): Promise<WebSocket> {
    const socket = new WebSocket(this.base.replace('http', 'ws') + '/ws', { localAddress, handshakeTimeout: WAIT_MS });
    let held: SeatState | null = null;
    let pending: { id: string; sentAt: number; action: unknown } | null = null;
    let thinking = false;
    let next = 0;
    let over = false;
    const tally = this.tally;

    const act = () => {
      thinking = false;
      if (!held || pending || over || socket.readyState !== WebSocket.OPEN) return;
      if (!held.you || !held.status.toAct.includes(held.you) || held.legal.length === 0) return;
      const id = `r${next++}`;
      const action = held.legal[Math.floor(this.pick() * held.legal.length)];
      pending = { id, sentAt: performance.now(), action };
      socket.send(JSON.stringify({ type: 'act', requestId: id, action, seq: held.seq }));
      this.later(ACT_TIMEOUT_MS, () => {
        if (pending?.id !== id) return;
        tally.lostActions++;
        pending = null;
        consider();
      });
    };
    const consider = () => {
      if (!held || pending || thinking || over) return;
      if (held.status.phase === 'over') {
        over = true;
        tally.gamesEnded++;
        // The first seat's client starts the next game; both clients of this one close.
        if (socket === this.sockets[0]) this.replay();
        return;
      }
      if (held.you && held.status.toAct.includes(held.you)) {
        thinking = true;
        this.later(this.settings.think, act);
      }
    };

    socket.on('message', (data) => {
      const text = String(data);
      const message = JSON.parse(text) as { type: string; requestId?: string; seq?: number; error?: { code: string } };
      if (tally.measuring) (tally.frameBytes[message.type] ??= []).push(Buffer.byteLength(text));
      if (message.type === 'state' || message.type === 'update') {
        const state = applyState(held, message as Parameters<typeof applyState>[1]);
        if (state === 'stale') return;
        if (state === 'gap') {
          tally.gaps++;
          socket.send(JSON.stringify({ type: 'sync' }));
          return;
        }
        held = state;
      } else if ((message.type === 'ack' || message.type === 'error') && pending && message.requestId === pending.id) {
        if (message.type === 'ack') tally.acknowledged?.push({ gameId, seq: message.seq!, action: pending.action });
        if (tally.measuring) {
          if (message.type === 'ack') tally.roundTrips.push(performance.now() - pending.sentAt);
          else tally.errors[message.error?.code ?? '?'] = (tally.errors[message.error?.code ?? '?'] ?? 0) + 1;
        }
        pending = null;
      } else if (message.type === 'error' && tally.measuring) {
        tally.errors[message.error?.code ?? '?'] = (tally.errors[message.error?.code ?? '?'] ?? 0) + 1;
      }
      consider();
    });

    return new Promise((resolve, reject) => {
      socket.once('open', () => {
        // A server killed under it (durability.ts) resets the connection: not this table's failure.
        socket.on('error', () => {});
        socket.send(JSON.stringify({ type: 'hello', game: gameId, token }));
        resolve(socket);
      });
      socket.once('error', reject);
    });
  }

  private replay(): void {
    for (const s of this.sockets) s.close();
    this.sockets = [];
    this.start().catch((e: unknown) => console.error(`table ${this.index}: ${e instanceof Error ? e.message : String(e)}`));
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers) clearTimeout(t);
    this.timers.clear();
    for (const s of this.sockets) s.terminate();
    this.sockets = [];
  }
}

// --------------------------------------------------------------------------------------- a run

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? null : round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!);
const round = (x: number) => Math.round(x * 100) / 100;
const mib = (bytes: number) => round(bytes / 1024 / 1024);

/** Settings of one load run: the games and their pace, whatever serves them. */
export type LoadSettings = Pick<Settings, 'games' | 'seconds' | 'ramp' | 'think' | 'ruleset'>;

/**
 * Plays `settings.games` tables against the server at `base` and measures it for `settings.seconds`;
 * `serverPid` is the process whose tree's CPU and RSS are read. Every table is stopped on return.
 */
export async function loadServer(base: string, serverPid: number, settings: LoadSettings, label = 'server') {
  const tally = newTally();
  const tables: Table[] = [];
  try {
    console.error(`${label}: starting ${settings.games} games over ${settings.ramp} s`);
    const gap = (settings.ramp * 1000) / settings.games;
    const starting: Promise<void>[] = [];
    const rampStart = performance.now();
    for (let i = 0; i < settings.games; i++) {
      const table = new Table(i, base, settings, tally);
      tables.push(table);
      // A table that cannot start (the server too busy to answer in time) is counted, not fatal.
      starting.push(
        table.start().catch((e: unknown) => {
          tally.tablesNotStarted++;
          tally.firstStartError ??= e instanceof Error ? e.message : String(e);
        }),
      );
      const due = rampStart + (i + 1) * gap;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    }
    await Promise.all(starting);
    // A moment for the last games' first actions, then the measured window.
    await new Promise((r) => setTimeout(r, Math.min(2000, settings.think * 2 + 200)));
    console.error(`${label}: measuring ${settings.seconds} s`);
    const before = sampleTree(serverPid);
    const clientBefore = process.cpuUsage();
    let peakRss = before.rssBytes;
    tally.measuring = true;
    const startedAt = performance.now();
    for (let s = 0; s < settings.seconds; s++) {
      await new Promise((r) => setTimeout(r, 1000));
      peakRss = Math.max(peakRss, sampleTree(serverPid).rssBytes);
    }
    tally.measuring = false;
    const wall = (performance.now() - startedAt) / 1000;
    const after = sampleTree(serverPid);
    const client = process.cpuUsage(clientBefore);
    const trips = tally.roundTrips.sort((a, b) => a - b);
    const frames = Object.fromEntries(
      Object.entries(tally.frameBytes).map(([type, sizes]) => [
        type,
        { count: sizes.length, meanBytes: Math.round(sizes.reduce((a, b) => a + b, 0) / sizes.length), maxBytes: Math.max(...sizes) },
      ]),
    );
    return {
      games: settings.games,
      seconds: round(wall),
      actions: trips.length,
      actionsPerSecond: round(trips.length / wall),
      roundTripMs: { p50: percentile(trips, 50), p95: percentile(trips, 95), p99: percentile(trips, 99), max: percentile(trips, 100) },
      frames,
      refusals: tally.errors,
      lostActions: tally.lostActions,
      gaps: tally.gaps,
      gamesEnded: tally.gamesEnded,
      tablesNotStarted: tally.tablesNotStarted,
      ...(tally.firstStartError ? { firstStartError: tally.firstStartError } : {}),
      server: {
        cpuPercent: round(((after.cpuSeconds - before.cpuSeconds) / wall) * 100),
        rssMiB: mib(after.rssBytes),
        peakRssMiB: mib(peakRss),
        processes: after.processes,
      },
      client: { cpuPercent: round(((client.user + client.system) / 1e6 / wall) * 100) },
    };
  } finally {
    for (const t of tables) t.stop();
  }
}

/** One run: the built server with `store` as a child process, loaded and measured, then stopped. */
async function measure(store: Store, settings: Settings, postgres: TestPostgres | null) {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'warband-load-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WARBAND_DATA_DIR: dataDir,
    WARBAND_LOG: 'warn',
    WARBAND_WORKERS: store === 'pg2' ? '2' : '1',
  };
  delete env.DATABASE_URL;
  if (store !== 'sqlite') env.DATABASE_URL = await postgres!.newDatabase();
  const main = fileURLToPath(new URL('../server/main.js', import.meta.url));
  const child = spawn(process.execPath, [main, '--host', '127.0.0.1', '--port', String(port)], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntilServing(base, child);
    return { store, processes: store === 'pg2' ? 2 : 1, ...(await loadServer(base, child.pid!, settings, store)) };
  } finally {
    await stopServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const settings = settingsFrom(process.argv);
  const runs: unknown[] = [];
  let postgres: TestPostgres | null = null;
  let noPostgres: string | null = null;
  try {
    for (const store of settings.stores) {
      if (store !== 'sqlite' && !postgres && !noPostgres) {
        try {
          postgres = await startPostgres();
        } catch (e) {
          noPostgres = e instanceof Error ? e.message.split('\n')[0]! : String(e);
        }
      }
      if (store !== 'sqlite' && !postgres) {
        runs.push({ store, skipped: `no PostgreSQL: ${noPostgres}` });
        continue;
      }
      runs.push(await measure(store, settings, postgres));
    }
  } finally {
    await postgres?.stop();
  }
  const result = {
    machine: { cpus: os.cpus().length, cpu: os.cpus()[0]?.model, node: process.version, memoryGiB: round(os.totalmem() / 2 ** 30) },
    settings: { ...settings },
    runs,
  };
  console.log(JSON.stringify(result, null, 2));
}

// Run as a program, not when a test imports loadServer.
if (process.argv[1] && realpathSync(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().then(
    () => process.exit(0),
    (e: unknown) => {
      console.error(e instanceof Error ? (e.stack ?? e.message) : String(e));
      process.exit(1);
    },
  );
}
