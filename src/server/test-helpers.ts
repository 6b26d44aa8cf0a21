/**
 * Test support for the server: a real server on 127.0.0.1 (port 0) with a real SQLite file in a temp
 * directory (or a PostgreSQL database: test-postgres.ts), an HTTP helper and a WebSocket client that decodes every frame with the protocol's schemas
 * (src/protocol) and keeps the state it adds up to, as the web client does. Every wait is bounded.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import {
  applyState,
  serverMessageSchema,
  type HelloMessage,
  type NoticeKind,
  type RuleErrorMessage,
  type SeatState,
} from '../protocol/index.js';
import type { AgentRunner } from './agents.js';
import { createServer, type Limits, type WarbandServer } from './app.js';

export interface TestServer {
  readonly url: string;
  readonly ws: string;
  readonly dataDir: string;
  readonly server: WarbandServer;
  /** Closes the server (the data directory stays, for a restart). */
  stop(): Promise<void>;
}

/**
 * Tests play whole games from one address as fast as a loop goes, far past what people at a table do:
 * their server's rate limits are out of the way. limits.test.ts tests the limits themselves.
 */
const SCRIPT_LIMITS: Partial<Limits> = {
  requestsPerWindow: 1e6,
  gamesPerWindow: 1e6,
  connectionsPerWindow: 1e6,
  actionsPerWindow: 1e6,
  syncsPerWindow: 1e6,
};

export const tempDir = (): string => mkdtempSync(join(tmpdir(), 'warband-server-'));
export const removeDir = (dir: string): void => rmSync(dir, { recursive: true, force: true });

export async function startServer(
  dataDir: string = tempDir(),
  extra: {
    agents?: AgentRunner;
    webRoot?: string | null;
    limits?: Partial<Limits>;
    databaseUrl?: string;
    /** Each new game's dice secret (ServiceOptions.diceSecret): a fixed sequence makes the games replayable. */
    diceSecret?: () => string;
  } = {},
): Promise<TestServer> {
  const server = await createServer({
    dataDir,
    databaseUrl: extra.databaseUrl,
    webRoot: extra.webRoot ?? null,
    agents: extra.agents,
    limits: { ...SCRIPT_LIMITS, ...extra.limits },
    games: extra.diceSecret ? { diceSecret: extra.diceSecret } : undefined,
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const address = server.app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  return { url, ws: `ws://127.0.0.1:${address.port}/ws`, dataDir, server, stop: () => server.close() };
}

export interface HttpAnswer<T = unknown> {
  readonly status: number;
  readonly body: T;
}

export async function http<T = any>(base: string, method: string, path: string, body?: unknown, token?: string): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await fetch(base + path, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** A seat's whole state as the client holds it after a `state` or an `update`. */
export interface StateFrame extends SeatState {
  readonly type: 'state';
}

export type Frame =
  | StateFrame
  | { type: 'ack'; requestId: string | number; seq: number }
  | { type: 'error'; requestId: string | number | null; error: RuleErrorMessage }
  | { type: 'current'; seq: number }
  | { type: 'notice'; kind: NoticeKind; seat: string };

/**
 * A WebSocket client that keeps every frame it receives: `raw` as sent, `frames` decoded, a `state`
 * or an `update` as the whole state it brings the client to. A frame the protocol's schemas refuse
 * is thrown (an uncaught error fails the test); an update the client cannot add to what it holds (a
 * gap) is counted in `gaps` and answered with a `sync`, as the web client does.
 */
export class TestClient {
  readonly raw: string[] = [];
  readonly frames: Frame[] = [];
  gaps = 0;
  private held: SeatState | null = null;
  private waiters: { match: (f: Frame) => boolean; resolve: (f: Frame) => void }[] = [];
  private next = 0;
  closeCode: number | null = null;
  closeReason = '';

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const text = String(data);
      this.raw.push(text);
      const decoded = serverMessageSchema.safeParse(JSON.parse(text));
      if (!decoded.success) throw new Error(`a frame the protocol refuses: ${decoded.error.message}\n${text.slice(0, 300)}`);
      const message = decoded.data;
      let frame: Frame;
      if (message.type === 'state' || message.type === 'update') {
        const next = applyState(this.held, message);
        if (next === 'stale') return;
        if (next === 'gap') {
          this.gaps++;
          this.send({ type: 'sync' });
          return;
        }
        this.held = next;
        frame = { type: 'state', ...next };
      } else frame = message;
      this.frames.push(frame);
      for (const w of [...this.waiters]) {
        if (w.match(frame)) {
          this.waiters.splice(this.waiters.indexOf(w), 1);
          w.resolve(frame);
        }
      }
    });
  }

  /**
   * Connects to `/ws` (no game or token in the URL) and says hello with the game and token, as the
   * web client does; resolves once open (or closed by the server: see closeCode).
   */
  static connect(wsBase: string, gameId: string, token?: string): Promise<TestClient> {
    const hello: HelloMessage = { type: 'hello', game: gameId, ...(token ? { token } : {}) };
    return TestClient.open(wsBase, hello);
  }

  /** Connects and sends `first` (a hello, or anything a test tries instead; nothing if undefined). */
  static open(wsBase: string, first?: unknown): Promise<TestClient> {
    const socket = new WebSocket(wsBase);
    const client = new TestClient(socket);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('connect timed out')), 60_000);
      socket.once('open', () => {
        clearTimeout(timer);
        if (first !== undefined) client.send(first);
        resolve(client);
      });
      socket.once('close', (code, reason) => {
        clearTimeout(timer);
        client.closeCode = code;
        client.closeReason = String(reason);
        resolve(client);
      });
      socket.once('error', (e) => {
        clearTimeout(timer);
        reject(e);
      });
    });
  }

  /** Waits for the connection to close (the server closing it), bounded. */
  closed(timeoutMs = 60_000): Promise<{ code: number; reason: string }> {
    if (this.socket.readyState === WebSocket.CLOSED && this.closeCode !== null)
      return Promise.resolve({ code: this.closeCode, reason: this.closeReason });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('close timed out')), timeoutMs);
      this.socket.once('close', (code, reason) => {
        clearTimeout(timer);
        this.closeCode = code;
        resolve({ code, reason: String(reason) });
      });
    });
  }

  /** The first frame from now on (or already received, if `past`) that matches. */
  waitFor(match: (f: Frame) => boolean, timeoutMs = 60_000, past = false): Promise<Frame> {
    if (past) {
      const found = this.frames.find(match);
      if (found) return Promise.resolve(found);
    }
    return new Promise((resolve, reject) => {
      const entry = { match, resolve: (f: Frame) => (clearTimeout(timer), resolve(f)) };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(entry), 1);
        reject(new Error(`timed out waiting for a frame; last: ${this.raw.at(-1)?.slice(0, 300)}`));
      }, timeoutMs);
      this.waiters.push(entry);
    });
  }

  /** The latest state received. */
  get state(): StateFrame | undefined {
    for (let i = this.frames.length - 1; i >= 0; i--) if (this.frames[i]!.type === 'state') return this.frames[i] as StateFrame;
    return undefined;
  }

  /** Waits for a state with seq >= `seq` satisfying `match`. */
  stateWhere(match: (s: StateFrame) => boolean, timeoutMs = 60_000): Promise<StateFrame> {
    const current = this.state;
    if (current && match(current)) return Promise.resolve(current);
    return this.waitFor((f) => f.type === 'state' && match(f), timeoutMs) as Promise<StateFrame>;
  }

  send(message: unknown): void {
    this.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  /** Sends an action (with `dice` typed in from the table, if given) and resolves with its ack or error frame. */
  act(action: unknown, seq: number, timeoutMs = 60_000, dice?: readonly number[]): Promise<Frame> {
    const requestId = `r${this.next++}`;
    const reply = this.waitFor((f) => (f.type === 'ack' || f.type === 'error') && f.requestId === requestId, timeoutMs);
    this.send({ type: 'act', requestId, action, seq, ...(dice ? { dice } : {}) });
    return reply;
  }

  close(): void {
    this.socket.close();
  }
}

/** A small seeded PRNG for tests' choices (mulberry32). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
