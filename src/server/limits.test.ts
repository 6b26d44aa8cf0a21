/**
 * Backpressure and limits (docs/protocol.md, "Limits"): one address floods game creation, WebSocket
 * actions, syncs from a spectator that stops reading, and connections, against a real server on
 * 127.0.0.1 with its default limits (the slow-reader bound lowered). The attacker connects from
 * 127.0.0.2, another client address on the loopback; meanwhile a hot-seat game on 127.0.0.1 keeps
 * playing, and its action round trip and the server's memory are measured. Every loop is bounded.
 */
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { CLOSE_SLOW_READER, DEFAULT_LIMITS } from './app.js';
import { http, removeDir, startServer, TestClient, type StateFrame, type TestServer } from './test-helpers.js';

const ATTACKER = '127.0.0.2';
/** Low enough that a spectator's flood passes it within the loopback's own buffers. */
const MAX_BUFFERED = 64 * 1024;
/** The other game's p99 under a flood may be at most this many times its unloaded p99 ... */
const P99_FACTOR = 4;
/** ... plus this much, for a shared two-core machine's scheduling noise. */
const P99_SLACK_MS = 25;
const MAX_RSS_GROWTH = 100 * 1024 * 1024;
/** The victim's pace keeps it under the default action limit (200 in 10 s). */
const VICTIM_PACE_MS = 60;

interface Piece {
  readonly owner: string;
  readonly square: string;
}

let s: TestServer;
let victim: { clients: Record<string, TestClient>; seq: number };
let unloadedP99 = 0;
let rssBefore = 0;
const figures: string[] = [];

/**
 * The attacker shares this process with the server and the victim: it yields every so many frames,
 * so that what is measured is the server, not this test's own loop of sends.
 */
const YIELD_EVERY = 100;
const yieldTurn = () => new Promise((r) => setImmediate(r));
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.99) - 1]!;
const mb = (n: number) => (n / 1024 / 1024).toFixed(1);

/** One victim action: from sending it to the acting client holding the new state. */
async function victimAction(): Promise<number> {
  const { clients } = victim;
  const last = await clients.red!.stateWhere((x) => x.seq >= victim.seq);
  const seat = last.status.toAct[0];
  if (seat === undefined || !clients[seat]) throw new Error(`the victim's game stopped: ${JSON.stringify(last.status)}`);
  const mine: StateFrame = await clients[seat]!.stateWhere((x) => x.seq >= victim.seq);
  const taken = new Set((mine.view as { pieces: Piece[] }).pieces.map((p) => p.square));
  const quiet = mine.legal.filter((a) => !taken.has((a as { to?: string }).to ?? ''));
  const action = (quiet.length > 0 ? quiet : mine.legal)[0];
  const t0 = performance.now();
  const reply = await clients[seat]!.act(action, victim.seq, 30_000);
  expect(reply.type).toBe('ack');
  victim.seq = (reply as { seq: number }).seq;
  await clients[seat]!.stateWhere((x) => x.seq >= victim.seq, 30_000);
  return performance.now() - t0;
}

/** Round trips of the victim's game while `flood` runs (at least `min` of them). */
async function underFlood(name: string, flood: () => Promise<void>, min = 30): Promise<void> {
  let done = false;
  const times: number[] = [];
  const flooding = flood().finally(() => {
    done = true;
  });
  while (!done || times.length < min) {
    if (times.length >= 500) throw new Error(`${name}: the flood did not end`);
    times.push(await victimAction());
    await sleep(VICTIM_PACE_MS);
  }
  await flooding;
  const rss = process.memoryUsage().rss;
  const loaded = p99(times);
  figures.push(
    `${name}: p99 ${loaded.toFixed(1)} ms over ${times.length} actions (unloaded ${unloadedP99.toFixed(1)} ms); rss ${mb(rss)} MB (+${mb(rss - rssBefore)} MB)`,
  );
  expect(loaded).toBeLessThan(P99_FACTOR * unloadedP99 + P99_SLACK_MS);
  expect(rss - rssBefore).toBeLessThan(MAX_RSS_GROWTH);
}

/** An HTTP request from the attacker's address. */
function attackerHttp(method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const url = new URL(s.url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path,
        method,
        localAddress: ATTACKER,
        headers: { 'content-type': 'application/json' },
        timeout: 30_000,
      },
      (res) => {
        let text = '';
        res.on('data', (d) => (text += d));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
      },
    );
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

interface Opened {
  readonly socket: WebSocket;
  /** Every message received, from the first (which may come with the upgrade itself). */
  readonly received: string[];
  /** Calls `fn` with each message, those already received first. */
  onMessage(fn: (text: string) => void): void;
}

/** A WebSocket from the attacker's address: open, or refused with an HTTP status and body. */
function attackerSocket(game: string, token?: string): Promise<Opened | { status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(s.ws, { localAddress: ATTACKER });
    const received: string[] = [];
    const listeners: ((text: string) => void)[] = [];
    socket.on('message', (d) => {
      received.push(String(d));
      for (const fn of listeners) fn(String(d));
    });
    const onMessage = (fn: (text: string) => void) => {
      for (const text of received) fn(text);
      listeners.push(fn);
    };
    socket.once('open', () => {
      socket.send(JSON.stringify({ type: 'hello', game, ...(token ? { token } : {}) }));
      resolve({ socket, received, onMessage });
    });
    socket.once('unexpected-response', (_req, res) => {
      let text = '';
      res.on('data', (d) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : undefined }));
    });
    socket.once('error', reject);
  });
}

beforeAll(async () => {
  s = await startServer(undefined, { limits: { ...DEFAULT_LIMITS, maxBufferedBytes: MAX_BUFFERED } });
  const created = await http(s.url, 'POST', '/api/games', {
    ruleset: 'swords-and-wizardry',
    mode: 'hotseat',
    options: { moveLimit: 2000 },
  });
  expect(created.status).toBe(201);
  const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
  victim = {
    clients: { red: await TestClient.connect(s.ws, gameId, seats.red), black: await TestClient.connect(s.ws, gameId, seats.black) },
    seq: 0,
  };
  (victim as { gameId?: string }).gameId = gameId;
  const times: number[] = [];
  for (let i = 0; i < 40; i++) {
    times.push(await victimAction());
    await sleep(VICTIM_PACE_MS);
  }
  unloadedP99 = p99(times);
  rssBefore = process.memoryUsage().rss;
  figures.push(`unloaded: p99 ${unloadedP99.toFixed(1)} ms over ${times.length} actions; rss ${mb(rssBefore)} MB`);
});

afterAll(async () => {
  console.log(`limits figures:\n  ${figures.join('\n  ')}`);
  for (const c of Object.values(victim?.clients ?? {})) c.close();
  await s?.stop();
  if (s) removeDir(s.dataDir);
});

describe('limits', () => {
  it('a flood of WebSocket actions is refused past the limit and changes nothing', async () => {
    const created = await attackerHttp('POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'hotseat' });
    expect(created.status).toBe(201);
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const open = await attackerSocket(gameId, seats.red!);
    if (!('socket' in open)) throw new Error(`refused: ${open.status}`);
    const counts = { ack: 0, stale: 0, limited: 0, other: 0 };
    const N = 5_000;
    let answered = 0;
    let first: unknown = null;
    let closeCode = 0;
    const all = new Promise<void>((resolve) => {
      // A client that sends faster than it reads the answers may pass the slow-reader bound.
      open.socket.once('close', (code) => {
        closeCode = code;
        resolve();
      });
      open.onMessage((data) => {
        const m = JSON.parse(data);
        if (m.type === 'state' && first === null) {
          first = m.legal[0];
          void (async () => {
            for (let i = 0; i < N; i++) {
              open.socket.send(JSON.stringify({ type: 'act', requestId: i, action: first, seq: 0 }));
              if (i % YIELD_EVERY === 0) await yieldTurn();
            }
          })();
        }
        if (m.type === 'ack') counts.ack++;
        else if (m.type === 'error') {
          if (m.error.code === 'ERR_RATE_LIMITED') counts.limited++;
          else if (m.error.code === 'ERR_STALE') counts.stale++;
          else counts.other++;
        } else return;
        if (++answered === N) resolve();
      });
    });
    await underFlood('WebSocket actions (5,000 frames)', () => all);
    open.socket.close();
    figures.push(`  actions: ${JSON.stringify(counts)}, answered ${answered} of ${N}${closeCode ? `, then closed ${closeCode}` : ''}`);
    // Only the first was taken; the rest were stale or refused by the limit, each answered while it read.
    expect(counts.ack).toBe(1);
    expect(counts.other).toBe(0);
    expect(counts.ack + counts.stale).toBeLessThanOrEqual(2 * DEFAULT_LIMITS.actionsPerWindow);
    expect(counts.limited).toBeGreaterThan(0);
    if (closeCode === 0) expect(counts.limited).toBeGreaterThanOrEqual(N - 2 * DEFAULT_LIMITS.actionsPerWindow);
    else expect([CLOSE_SLOW_READER, 1006]).toContain(closeCode);
    const info = await http(s.url, 'GET', `/api/games/${gameId}`);
    expect(info.body.seq).toBe(1);
  });

  it('a spectator that stops reading and floods syncs is dropped; syncs from a current client cost a few bytes', async () => {
    const gameId = (victim as { gameId?: string }).gameId!;
    // A current client's sync is answered `current`, not with the whole state.
    const reader = await attackerSocket(gameId);
    if (!('socket' in reader)) throw new Error(`refused: ${reader.status}`);
    const replies = reader.received;
    const deadline = Date.now() + 10_000;
    while (replies.length < 1 && Date.now() < deadline) await sleep(10);
    const seq = JSON.parse(replies[0]!).seq as number;
    reader.socket.send(JSON.stringify({ type: 'sync', seq }));
    reader.socket.send(JSON.stringify({ type: 'sync' }));
    while (replies.length < 3 && Date.now() < deadline) await sleep(10);
    reader.socket.close();
    for (const r of replies.slice(1, 3)) {
      const m = JSON.parse(r);
      // The victim may have moved on meanwhile: then an update (not a whole state) is what it lacks.
      expect(m.type === 'current' || m.type === 'update').toBe(true);
      expect(r.length).toBeLessThan(4096);
    }
    figures.push(
      `  sync answers to a current client: ${replies
        .slice(1, 3)
        .map((r) => `${r.length} B`)
        .join(', ')} (whole state ${replies[0]!.length} B)`,
    );

    const sockets = () => s.server.app.websocketServer.clients.size;
    const others = sockets();
    const open = await attackerSocket(gameId);
    if (!('socket' in open)) throw new Error(`refused: ${open.status}`);
    open.socket.pause();
    let droppedAfterMs = -1;
    await underFlood('syncs from a spectator that stops reading (10,000 frames)', async () => {
      const t0 = Date.now();
      for (let i = 0; i < 10_000; i++) {
        open.socket.send('{"type":"sync"}');
        if (i % YIELD_EVERY === 0) await yieldTurn();
      }
      // Unread answers pile up on the server until the bound drops the connection.
      while (sockets() > others && Date.now() - t0 < 30_000) await sleep(20);
      droppedAfterMs = Date.now() - t0;
    });
    expect(sockets()).toBe(others);
    figures.push(`  slow reader dropped ${droppedAfterMs} ms after its first sync`);
    // The server has dropped it (the close frame it queued waits behind what was never read).
    open.socket.terminate();
  });

  it('a flood of connections is refused past the limit with ERR_RATE_LIMITED', async () => {
    const gameId = (victim as { gameId?: string }).gameId!;
    const counts = { open: 0, refused: 0 };
    await underFlood('WebSocket connections (300)', async () => {
      for (let i = 0; i < 300; i++) {
        const r = await attackerSocket(gameId);
        if ('socket' in r) {
          counts.open++;
          r.socket.close();
        } else {
          expect(r.status).toBe(429);
          expect(r.body.error.code).toBe('ERR_RATE_LIMITED');
          counts.refused++;
        }
      }
    });
    figures.push(`  connections: ${JSON.stringify(counts)}`);
    // The earlier tests' connections counted too; at most two windows' worth passed.
    expect(counts.open).toBeLessThanOrEqual(2 * DEFAULT_LIMITS.connectionsPerWindow);
    expect(counts.refused).toBeGreaterThanOrEqual(300 - 2 * DEFAULT_LIMITS.connectionsPerWindow);
  });

  it('a flood of game creations is refused past the limit and creates nothing', async () => {
    const before = (await s.server.store.listGames()).length;
    const counts = { created: 0, refused: 0 };
    await underFlood('HTTP game creation (2,000 requests, 16 at a time)', async () => {
      let next = 0;
      const worker = async () => {
        while (next < 2_000) {
          next++;
          const r = await attackerHttp('POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'hotseat' });
          if (r.status === 201) counts.created++;
          else {
            expect(r.status).toBe(429);
            expect(r.body.error).toMatchObject({ code: 'ERR_RATE_LIMITED', clause: 'docs/protocol.md' });
            counts.refused++;
          }
        }
      };
      await Promise.all(Array.from({ length: 16 }, worker));
    });
    figures.push(`  creations: ${JSON.stringify(counts)}`);
    expect(counts.created).toBeLessThanOrEqual(2 * DEFAULT_LIMITS.gamesPerWindow);
    expect(counts.created + counts.refused).toBe(2_000);
    expect((await s.server.store.listGames()).length - before).toBe(counts.created);
  });
});
