/**
 * WebSocket half of docs/protocol.md: one connection per (game, seat token). Every message is decoded
 * with the protocol's schemas (src/protocol). The server sends the whole state on connecting and then
 * updates with only the events since; this connection adds them up and hands the whole state to
 * `onState`. An update it cannot add to what it holds (a message missed) makes it ask for a `sync`.
 * It reconnects by itself with exponential backoff and, on every (re)connection, takes the server's
 * whole state as the truth: the client never guesses what happened while it was away, and never
 * applies an action locally. The game and the seat's token go in the first message (a hello), never
 * in the URL, which proxies and access logs keep.
 *
 *   const conn = new GameConnection({ url: wsUrl(location), game: gameId, token, onState: render });
 *   await conn.act({ type: 'move', from: 'b4', to: 'b5' }); // resolves on ack, rejects with the rule
 */
import {
  applyState,
  serverMessageSchema,
  type ClientMessage,
  type HelloMessage,
  type NoticeKind,
  type SeatState,
} from '../../../src/protocol/index.js';

export type { NoticeKind, SeatState };

/** The players' requests (docs/protocol.md, "Resign, draw, takeback"): the server decides each. */
export type PlayerRequest =
  | { readonly type: 'resign' }
  | { readonly type: 'offer-draw' }
  | { readonly type: 'answer-draw'; readonly accept: boolean }
  | { readonly type: 'takeback' }
  | { readonly type: 'answer-takeback'; readonly accept: boolean };

export interface ProtocolError {
  readonly code: string;
  readonly clause?: string;
  readonly message: string;
}

export class ActionRefused extends Error {
  constructor(readonly error: ProtocolError) {
    super(error.message);
    this.name = 'ActionRefused';
  }
}

export type ConnectionStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';

/** The part of the browser's WebSocket this module uses. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onclose: ((ev: unknown) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}

export interface Timers {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface ConnectionOptions {
  /** The server's `/ws` (wsUrl): it carries neither the game nor the token. */
  readonly url: string;
  readonly game: string;
  /** The seat's token; none for a spectator. */
  readonly token?: string;
  readonly onState: (state: SeatState) => void;
  /** A notice: a seat offered or declined a draw, asked for, granted or refused a takeback. */
  readonly onNotice?: (kind: NoticeKind, seat: string) => void;
  readonly onStatus?: (status: ConnectionStatus, detail: { attempt: number; retryInMs?: number }) => void;
  /** The server refused the connection itself (e.g. a bad token): stop retrying. */
  readonly onFatal?: (message: string) => void;
  readonly createSocket?: (url: string) => SocketLike;
  readonly timers?: Timers;
  readonly random?: () => number;
  /** How long an action may wait for its ack before the client re-syncs and gives up on it. */
  readonly actTimeoutMs?: number;
}

const OPEN = 1;

/** Delay before reconnection attempt `attempt` (0-based): 0.5 s doubling to 15 s, with jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(15_000, 500 * 2 ** Math.min(attempt, 10));
  return Math.round(base * (0.6 + 0.4 * random()));
}

/** The server's WebSocket endpoint for a page served from `loc`. */
export function wsUrl(loc: { protocol: string; host: string }): string {
  const scheme = loc.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${loc.host}/ws`;
}

interface Pending {
  resolve: (seq: number) => void;
  reject: (e: ActionRefused) => void;
  timer: unknown;
}

let requestCounter = 0;

export class GameConnection {
  private socket: SocketLike | null = null;
  private attempt = 0;
  private retryTimer: unknown = null;
  private closed = false;
  private readonly pending = new Map<string, Pending>();
  private held: SeatState | null = null;
  private lastSeq = -1;
  private awaitedSeq = -1;
  private syncTimer: unknown = null;
  private readonly timers: Timers;
  private readonly random: () => number;
  status: ConnectionStatus = 'connecting';

  constructor(private readonly opts: ConnectionOptions) {
    this.timers = opts.timers ?? {
      setTimeout: (f, ms) => globalThis.setTimeout(f, ms),
      clearTimeout: (h) => globalThis.clearTimeout(h as number),
    };
    this.random = opts.random ?? Math.random;
    this.open();
  }

  /** The last `seq` the server sent (-1 before the first state). */
  get seq(): number {
    return this.lastSeq;
  }

  private setStatus(status: ConnectionStatus, retryInMs?: number) {
    this.status = status;
    this.opts.onStatus?.(status, { attempt: this.attempt, retryInMs });
  }

  private open() {
    if (this.closed) return;
    const create = this.opts.createSocket ?? ((url: string) => new WebSocket(url) as unknown as SocketLike);
    let socket: SocketLike;
    try {
      socket = create(this.opts.url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      if (this.socket !== socket) return;
      this.attempt = 0;
      const hello: HelloMessage = { type: 'hello', game: this.opts.game, ...(this.opts.token ? { token: this.opts.token } : {}) };
      socket.send(JSON.stringify(hello));
      // The server sends the whole state once it has read the hello: asking as well would send the history twice.
      this.setStatus('open');
    };
    socket.onmessage = (ev) => {
      if (this.socket !== socket) return;
      this.receive(ev.data);
    };
    socket.onclose = (ev) => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.failPending("The connection was lost before the server answered; the board shows the server's state once reconnected.");
      const code = (ev as { code?: number } | null)?.code;
      // 4000-4999: the server closed on purpose (bad token, no such game): retrying will not help.
      if (code !== undefined && code >= 4000 && code < 5000) {
        this.closed = true;
        this.setStatus('closed');
        this.opts.onFatal?.((ev as { reason?: string }).reason || `The server closed the connection (${code}).`);
        return;
      }
      this.scheduleReconnect();
    };
    socket.onerror = () => {
      // onclose follows and reconnects.
    };
  }

  private scheduleReconnect() {
    if (this.closed) return;
    const delay = backoffDelay(this.attempt, this.random);
    this.attempt++;
    this.setStatus('reconnecting', delay);
    this.retryTimer = this.timers.setTimeout(() => {
      this.retryTimer = null;
      this.setStatus('connecting');
      this.open();
    }, delay);
  }

  /** Reconnect at once (the browser came back online, or the tab became visible). */
  reconnectNow(): void {
    if (this.closed) return;
    if (this.socket && this.socket.readyState === OPEN) {
      this.sync();
      return;
    }
    if (this.retryTimer !== null) {
      this.timers.clearTimeout(this.retryTimer);
      this.retryTimer = null;
      this.setStatus('connecting');
      this.open();
    }
  }

  private receive(data: unknown) {
    let raw: unknown;
    try {
      raw = JSON.parse(String(data));
    } catch {
      return;
    }
    const decoded = serverMessageSchema.safeParse(raw);
    // A message this client cannot read: if it was a state, the next update shows the gap.
    if (!decoded.success) return;
    const msg = decoded.data;
    if (msg.type === 'state' || msg.type === 'update') {
      const next = applyState(this.held, msg);
      if (next === 'stale') return;
      if (next === 'gap') {
        this.sync();
        return;
      }
      // After a takeback the seq awaited from before is no longer coming.
      if (this.held && next.status.takebacks > this.held.status.takebacks) this.awaitedSeq = next.seq;
      this.held = next;
      this.lastSeq = next.seq;
      if (this.lastSeq >= this.awaitedSeq) this.clearSyncTimer();
      this.opts.onState(next);
    } else if (msg.type === 'ack') {
      const p = this.pending.get(String(msg.requestId));
      if (p) {
        this.pending.delete(String(msg.requestId));
        this.timers.clearTimeout(p.timer);
        p.resolve(msg.seq);
      }
      // The state for this seq should follow; if it does not come soon, ask for it.
      if (msg.seq > this.lastSeq) this.expectSeq(msg.seq);
    } else if (msg.type === 'current') {
      // The server says this client holds the latest state: nothing to do.
    } else if (msg.type === 'notice') {
      this.opts.onNotice?.(msg.kind, msg.seat);
    } else {
      const { error } = msg;
      const p = msg.requestId === null ? undefined : this.pending.get(String(msg.requestId));
      if (p) {
        this.pending.delete(String(msg.requestId));
        this.timers.clearTimeout(p.timer);
        p.reject(new ActionRefused({ code: error.code, clause: error.clause, message: error.message }));
      }
      // A stale action means the client is behind: fetch the truth.
      if (/STALE/i.test(error.code)) this.sync();
    }
  }

  private expectSeq(seq: number) {
    this.awaitedSeq = Math.max(this.awaitedSeq, seq);
    if (this.syncTimer !== null) return;
    this.syncTimer = this.timers.setTimeout(() => {
      this.syncTimer = null;
      if (this.lastSeq < this.awaitedSeq) this.sync();
    }, 1500);
  }

  private clearSyncTimer() {
    if (this.syncTimer !== null) this.timers.clearTimeout(this.syncTimer);
    this.syncTimer = null;
  }

  private send(msg: ClientMessage): boolean {
    if (!this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(msg));
    return true;
  }

  /** Asks for the whole state again (the server answers `current` if the seq held is the latest). */
  sync(): void {
    this.send(this.held ? { type: 'sync', seq: this.held.seq } : { type: 'sync' });
  }

  /** Sends an action against the last state seen. Resolves with the new seq once stored. */
  act(action: unknown, dice?: readonly number[]): Promise<number> {
    return this.ask((requestId) => ({ type: 'act', requestId, action, seq: this.lastSeq, ...(dice ? { dice } : {}) }));
  }

  /** Sends a resignation, a draw offer or answer, a takeback request or answer. Resolves with the seq once the server has taken it. */
  request(request: PlayerRequest): Promise<number> {
    return this.ask((requestId) => ({ ...request, requestId }));
  }

  private ask(message: (requestId: string) => ClientMessage): Promise<number> {
    return new Promise<number>((resolve, reject) => {
      const requestId = `r${Date.now().toString(36)}${(requestCounter++).toString(36)}`;
      if (!this.send(message(requestId))) {
        reject(new ActionRefused({ code: 'ERR_OFFLINE', message: 'Not connected to the server; reconnecting.' }));
        return;
      }
      const timer = this.timers.setTimeout(() => {
        this.pending.delete(requestId);
        this.sync();
        reject(new ActionRefused({ code: 'ERR_TIMEOUT', message: 'The server did not answer in time; the board shows its latest state.' }));
      }, this.opts.actTimeoutMs ?? 20_000);
      this.pending.set(requestId, { resolve, reject, timer });
    });
  }

  private failPending(message: string) {
    for (const [, p] of this.pending) {
      this.timers.clearTimeout(p.timer);
      p.reject(new ActionRefused({ code: 'ERR_DISCONNECTED', message }));
    }
    this.pending.clear();
  }

  close(): void {
    this.closed = true;
    if (this.retryTimer !== null) this.timers.clearTimeout(this.retryTimer);
    this.clearSyncTimer();
    this.failPending('Closed.');
    const s = this.socket;
    this.socket = null;
    s?.close();
    this.setStatus('closed');
  }
}
