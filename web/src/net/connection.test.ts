import { describe, expect, it } from 'vitest';
import type { StateMessage, UpdateMessage } from '../../../src/protocol/index.js';
import { ActionRefused, backoffDelay, GameConnection, wsUrl, type SeatState, type SocketLike, type Timers } from './connection.js';

class FakeSocket implements SocketLike {
  readyState = 0;
  /** What the client sent after its hello (the hellos are kept apart, in `hellos`). */
  sent: unknown[] = [];
  hellos: unknown[] = [];
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    const msg = JSON.parse(data);
    if (msg.type === 'hello') {
      // A hello after anything else would be refused by the server.
      if (this.sent.length) throw new Error('hello after other messages');
      this.hellos.push(msg);
    } else this.sent.push(msg);
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  receive(msg: unknown) {
    this.onmessage?.({ data: JSON.stringify(msg) });
  }
  drop(code = 1006) {
    this.readyState = 3;
    this.onclose?.({ code });
  }
}

class FakeTimers implements Timers {
  now = 0;
  private next = 1;
  tasks = new Map<number, { at: number; fn: () => void }>();
  setTimeout(fn: () => void, ms: number) {
    const id = this.next++;
    this.tasks.set(id, { at: this.now + ms, fn });
    return id;
  }
  clearTimeout(h: unknown) {
    this.tasks.delete(h as number);
  }
  advance(ms: number) {
    this.now += ms;
    for (const [id, t] of [...this.tasks].sort((a, b) => a[1].at - b[1].at)) {
      if (t.at <= this.now && this.tasks.has(id)) {
        this.tasks.delete(id);
        t.fn();
      }
    }
  }
}

const status = {
  phase: 'active',
  toAct: ['red'],
  outcome: null,
  endedBy: null,
  clock: null,
  claimAfterSeconds: null,
  idleSince: 0,
  dice: null,
  offers: { draw: null, takeback: null },
  takebacks: 0,
} as const;
const state = (seq: number, extra: Partial<StateMessage> = {}): StateMessage => ({
  type: 'state',
  seq,
  you: 'red',
  view: { seq },
  legal: [],
  events: [],
  status,
  ...extra,
});
const update = (since: number, seq: number, extra: Partial<UpdateMessage> = {}): UpdateMessage => ({
  ...state(seq),
  type: 'update',
  since,
  ...extra,
});
const event = (n: number) => ({ type: 'moved', n });
const hello = { type: 'hello', game: 'g', token: 't' };

function setup() {
  const sockets: FakeSocket[] = [];
  const timers = new FakeTimers();
  const states: SeatState[] = [];
  const statuses: string[] = [];
  const conn = new GameConnection({
    url: 'ws://x/ws',
    game: 'g',
    token: 't',
    createSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    timers,
    random: () => 0.5,
    onState: (s) => states.push(s),
    onStatus: (s) => statuses.push(s),
  });
  return { conn, sockets, timers, states, statuses };
}

describe('GameConnection', () => {
  it('builds the protocol URL, which carries neither the game nor a token', () => {
    expect(wsUrl({ protocol: 'https:', host: 'h:1' })).toBe('wss://h:1/ws');
    expect(wsUrl({ protocol: 'http:', host: 'h' })).toBe('ws://h/ws');
  });

  it('says hello with the game and token first, on every (re)connection; a spectator without a token', () => {
    const { sockets, timers } = setup();
    expect(sockets[0]!.url).toBe('ws://x/ws');
    sockets[0]!.open();
    expect(sockets[0]!.hellos).toEqual([hello]);
    sockets[0]!.drop();
    timers.advance(500);
    sockets[1]!.open();
    expect(sockets[1]!.hellos).toEqual([hello]);
    const spectatorSockets: FakeSocket[] = [];
    new GameConnection({
      url: 'ws://x/ws',
      game: 'g',
      createSocket: (url) => (spectatorSockets.push(new FakeSocket(url)), spectatorSockets.at(-1)!),
      timers,
      onState: () => {},
    });
    spectatorSockets[0]!.open();
    expect(spectatorSockets[0]!.hellos).toEqual([{ type: 'hello', game: 'g' }]);
  });

  it('backs off exponentially with jitter, up to a ceiling', () => {
    expect(backoffDelay(0, () => 1)).toBe(500);
    expect(backoffDelay(1, () => 1)).toBe(1000);
    expect(backoffDelay(3, () => 0)).toBe(2400);
    expect(backoffDelay(20, () => 1)).toBe(15000);
  });

  it('takes the whole state the server sends on connect without asking twice, and only newer states', () => {
    const { sockets, states } = setup();
    sockets[0]!.open();
    expect(sockets[0]!.sent).toEqual([]);
    sockets[0]!.receive(state(3));
    sockets[0]!.receive(state(2));
    sockets[0]!.receive(state(3));
    sockets[0]!.receive(state(4));
    expect(states.map((s) => s.seq)).toEqual([3, 3, 4]);
  });

  it('adds the events of each update to the whole state it holds', () => {
    const { sockets, states } = setup();
    const s = sockets[0]!;
    s.open();
    s.receive(state(2, { events: [event(1), event(2)] }));
    s.receive(update(2, 3, { events: [event(3)], view: { seq: 3 }, legal: ['a'] }));
    s.receive(update(3, 3, { events: [] }));
    s.receive(update(3, 5, { events: [event(4), event(5)] }));
    expect(states.map((x) => x.seq)).toEqual([2, 3, 3, 5]);
    expect(states[1]).toMatchObject({ seq: 3, view: { seq: 3 }, legal: ['a'], events: [event(1), event(2), event(3)] });
    expect(states.at(-1)!.events).toEqual([1, 2, 3, 4, 5].map(event));
    expect(s.sent).toEqual([]);
    // a whole state replaces the history held
    s.receive(state(6, { events: [event(9)] }));
    expect(states.at(-1)!.events).toEqual([event(9)]);
  });

  it('asks for the whole state when an update does not follow the seq it holds, and ignores older ones', () => {
    const { sockets, states } = setup();
    const s = sockets[0]!;
    s.open();
    s.receive(update(0, 1, { events: [event(1)] }));
    expect(states).toEqual([]);
    expect(s.sent).toEqual([{ type: 'sync' }]);
    s.receive(state(4, { events: [event(1)] }));
    s.receive(update(2, 3, { events: [event(3)] }));
    expect(states.map((x) => x.seq)).toEqual([4]);
    expect(s.sent).toEqual([{ type: 'sync' }]);
    s.receive(update(5, 6, { events: [event(6)] }));
    expect(states.map((x) => x.seq)).toEqual([4]);
    // It says the seq it holds, so a server that finds it current answers in a few bytes.
    expect(s.sent).toEqual([{ type: 'sync' }, { type: 'sync', seq: 4 }]);
    s.receive({ type: 'current', seq: 4 });
    expect(states.map((x) => x.seq)).toEqual([4]);
    expect(s.sent).toHaveLength(2);
  });

  it('ignores a message the protocol does not declare', () => {
    const { sockets, states } = setup();
    const s = sockets[0]!;
    s.open();
    s.receive({ type: 'state', seq: 1, you: 'red', view: {}, legal: [], events: [], status: 'play' });
    s.receive({ type: 'state', seq: -1, you: 'red', view: {}, legal: [], events: [], status });
    s.receive({ type: 'surprise' });
    s.onmessage?.({ data: 'not json' });
    expect(states).toEqual([]);
    s.receive(state(1));
    expect(states.map((x) => x.seq)).toEqual([1]);
  });

  it('sends actions with the last seq and settles them on ack or error', async () => {
    const { conn, sockets } = setup();
    const s = sockets[0]!;
    s.open();
    s.receive(state(7));
    const ok = conn.act({ type: 'move', from: 'b4', to: 'b5' });
    const sent = s.sent[0] as { type: string; requestId: string; seq: number };
    expect(sent).toMatchObject({ type: 'act', seq: 7, action: { type: 'move', from: 'b4', to: 'b5' } });
    s.receive({ type: 'ack', requestId: sent.requestId, seq: 8 });
    await expect(ok).resolves.toBe(8);

    const refused = conn.act({ type: 'move', from: 'b4', to: 'b6' });
    const sent2 = s.sent[1] as { requestId: string };
    s.receive({ type: 'error', requestId: sent2.requestId, error: { code: 'ERR_X', clause: 'Commencement of Game', message: 'no' } });
    await expect(refused).rejects.toMatchObject({ error: { code: 'ERR_X', clause: 'Commencement of Game' } });
  });

  it('asks again when an ack is not followed by its state', () => {
    const { conn, sockets, timers } = setup();
    const s = sockets[0]!;
    s.open();
    s.receive(state(1));
    void conn.act({ type: 'x' }).catch(() => {});
    const id = (s.sent[0] as { requestId: string }).requestId;
    s.receive({ type: 'ack', requestId: id, seq: 2 });
    timers.advance(2000);
    expect(s.sent.at(-1)).toEqual({ type: 'sync', seq: 1 });
  });

  it('re-syncs after a stale refusal', async () => {
    const { conn, sockets } = setup();
    const s = sockets[0]!;
    s.open();
    const p = conn.act({ type: 'x' });
    const id = (s.sent[0] as { requestId: string }).requestId;
    s.receive({ type: 'error', requestId: id, error: { code: 'ERR_STALE', clause: 'docs/protocol.md', message: 'stale' } });
    await expect(p).rejects.toBeInstanceOf(ActionRefused);
    expect(s.sent.at(-1)).toEqual({ type: 'sync' });
  });

  it('reconnects with backoff after a drop, fails pending actions, and takes the full state again', async () => {
    const { conn, sockets, timers, states, statuses } = setup();
    sockets[0]!.open();
    sockets[0]!.receive(state(5));
    const pending = conn.act({ type: 'x' });
    sockets[0]!.drop();
    await expect(pending).rejects.toMatchObject({ error: { code: 'ERR_DISCONNECTED' } });
    expect(statuses.at(-1)).toBe('reconnecting');
    timers.advance(300);
    expect(sockets).toHaveLength(1);
    timers.advance(200);
    expect(sockets).toHaveLength(2);
    sockets[1]!.drop();
    timers.advance(700);
    expect(sockets).toHaveLength(2);
    timers.advance(100);
    expect(sockets).toHaveLength(3);
    sockets[2]!.open();
    expect(statuses.at(-1)).toBe('open');
    expect(sockets[2]!.sent).toEqual([]);
    sockets[2]!.receive(state(9));
    expect(states.at(-1)!.seq).toBe(9);
    // attempts reset after a successful open
    sockets[2]!.drop();
    timers.advance(500);
    expect(sockets).toHaveLength(4);
  });

  it('refuses to act while offline, and stops for good on a 4xxx close', async () => {
    const { conn, sockets, timers } = setup();
    await expect(conn.act({})).rejects.toMatchObject({ error: { code: 'ERR_OFFLINE' } });
    sockets[0]!.open();
    sockets[0]!.drop(4003);
    timers.advance(60_000);
    expect(sockets).toHaveLength(1);
    expect(conn.status).toBe('closed');
  });

  it('reconnects at once when asked (back online), and closes cleanly', () => {
    const { conn, sockets, timers } = setup();
    sockets[0]!.drop();
    conn.reconnectNow();
    expect(sockets).toHaveLength(2);
    conn.close();
    sockets[1]!.drop();
    timers.advance(60_000);
    expect(sockets).toHaveLength(2);
  });
});
