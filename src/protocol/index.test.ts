import { describe, expect, it } from 'vitest';
import {
  actBodySchema,
  applyState,
  clientMessageSchema,
  createGameSchema,
  decodeStatus,
  gamesListSchema,
  helloMessageSchema,
  serverMessageSchema,
  statusSchema,
  type SeatState,
} from './index.js';

const base = {
  phase: 'active',
  toAct: ['red'],
  outcome: null,
  endedBy: null,
  clock: { initialSeconds: 300, remainingMs: { red: 120_000, black: 250_000 }, running: ['red'], asOf: 1_000_000 },
  claimAfterSeconds: 3600,
  idleSince: 1_000_000 - 600_000,
};

// Ported from web/src/status.test.ts's readStatus, the hand-written decoder this schema replaces.
describe('decodeStatus', () => {
  it('reads the server status', () => {
    const s = decodeStatus(base)!;
    expect(s.phase).toBe('active');
    expect(s.clock).toEqual(base.clock);
    expect(s.claimAfterSeconds).toBe(3600);
    expect(s.idleSince).toBe(400_000);
  });

  it('reads a game over by time, and treats malformed parts as absent', () => {
    const s = decodeStatus({
      ...base,
      phase: 'over',
      toAct: [],
      endedBy: 'time',
      outcome: { winner: 'black', reason: 'Red ran out of time.', clause: 'server: game clock' },
      clock: 'x',
      claimAfterSeconds: null,
    })!;
    expect(s.endedBy).toBe('time');
    expect(s.outcome).toEqual({ winner: 'black', reason: 'Red ran out of time.', clause: 'server: game clock' });
    expect(s.clock).toBeNull();
    expect(s.claimAfterSeconds).toBeNull();
    expect(decodeStatus(null)).toBeNull();
    expect(decodeStatus({ phase: 'later' })).toBeNull();
    expect(decodeStatus('over')).toBeNull();
  });

  it('reads the parts a status may lack as absent', () => {
    expect(statusSchema.parse({ phase: 'waiting' })).toEqual({
      phase: 'waiting',
      toAct: [],
      outcome: null,
      endedBy: null,
      clock: null,
      claimAfterSeconds: null,
      idleSince: null,
      dice: null,
      offers: { draw: null, takeback: null },
      takebacks: 0,
    });
    expect(decodeStatus({ ...base, claimAfterSeconds: 0, outcome: { winner: null, reason: 'Drawn.' } })).toMatchObject({
      claimAfterSeconds: null,
      outcome: { winner: null, reason: 'Drawn.', clause: '' },
    });
  });
});

const seatState = (seq: number, events: SeatState['events']): SeatState => ({
  seq,
  you: 'red',
  view: { seq },
  legal: [],
  events,
  status: decodeStatus(base)!,
});
const e = (n: number) => ({ type: 'moved', n });

describe('applyState', () => {
  it('a whole state replaces what is held unless older; an update extends the seq it was computed against', () => {
    const held = seatState(3, [e(1), e(2)]);
    expect(applyState(null, { type: 'state', ...seatState(3, [e(1)]) })).toEqual(seatState(3, [e(1)]));
    expect(applyState(held, { type: 'state', ...seatState(2, []) })).toBe('stale');
    expect(applyState(held, { type: 'state', ...seatState(3, [e(7)]) })).toEqual(seatState(3, [e(7)]));
    expect(applyState(held, { type: 'update', since: 3, ...seatState(4, [e(3)]) })).toEqual(seatState(4, [e(1), e(2), e(3)]));
    expect(applyState(held, { type: 'update', since: 3, ...seatState(3, []) })).toEqual(held);
  });

  it('a whole state after a takeback replaces a longer history; one from before the takeback is stale', () => {
    const held = seatState(5, [e(1), e(2)]);
    const takenBack = { ...seatState(3, [e(1)]), status: { ...held.status, takebacks: 1 } };
    expect(applyState(held, { type: 'state', ...takenBack })).toEqual(takenBack);
    expect(applyState(takenBack, { type: 'state', ...seatState(5, [e(1), e(2)]) })).toBe('stale');
    expect(applyState(takenBack, { type: 'update', since: 5, ...seatState(6, [e(3)]) })).toBe('gap');
  });

  it('an update against another seq is a gap (ask for a sync), or stale when it is older than what is held', () => {
    const held = seatState(3, [e(1)]);
    expect(applyState(null, { type: 'update', since: 0, ...seatState(1, [e(1)]) })).toBe('gap');
    expect(applyState(held, { type: 'update', since: 4, ...seatState(5, [e(5)]) })).toBe('gap');
    expect(applyState(held, { type: 'update', since: 2, ...seatState(4, [e(3), e(4)]) })).toBe('gap');
    expect(applyState(held, { type: 'update', since: 1, ...seatState(2, [e(2)]) })).toBe('stale');
    expect(applyState(held, { type: 'update', since: 2, ...seatState(3, [e(2)]) })).toBe('stale');
  });
});

describe('applyState with a view patch', () => {
  it('applies the patch to a copy of the view held, and never changes what was held', () => {
    const held: SeatState = {
      ...seatState(3, [e(1)]),
      view: {
        turn: 'red',
        pieces: [
          { id: 'r1', square: 'a1' },
          { id: 'b1', square: 'j9' },
        ],
      },
    };
    const { view: _, ...rest } = seatState(4, [e(2)]);
    const next = applyState(held, {
      type: 'update',
      since: 3,
      ...rest,
      viewPatch: [
        { op: 'replace', path: '/turn', value: 'black' },
        { op: 'replace', path: '/pieces/0/square', value: 'a2' },
        { op: 'remove', path: '/pieces/1' },
      ],
    });
    expect(next).toMatchObject({ seq: 4, view: { turn: 'black', pieces: [{ id: 'r1', square: 'a2' }] }, events: [e(1), e(2)] });
    expect(held.view).toEqual({
      turn: 'red',
      pieces: [
        { id: 'r1', square: 'a1' },
        { id: 'b1', square: 'j9' },
      ],
    });
  });

  it('a patch that does not fit the view held is a gap', () => {
    const held: SeatState = { ...seatState(3, []), view: { turn: 'red' } };
    const { view: _, ...rest } = seatState(4, []);
    const update = serverMessageSchema.parse({ type: 'update', since: 3, ...rest, viewPatch: [{ op: 'remove', path: '/pieces/7' }] });
    expect(update.type === 'update' && applyState(held, update)).toBe('gap');
    expect(held.view).toEqual({ turn: 'red' });
  });

  it('an update carries the view or a patch to it, exactly one', () => {
    const { view: _, ...rest } = seatState(4, []);
    expect(serverMessageSchema.safeParse({ type: 'update', since: 3, ...rest }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'update', since: 3, ...rest, view: {}, viewPatch: [] }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'update', since: 3, ...rest, viewPatch: [] }).success).toBe(true);
    expect(
      serverMessageSchema.safeParse({ type: 'update', since: 3, ...rest, viewPatch: [{ op: 'copy', from: '/a', path: '/b' }] }).success,
    ).toBe(false);
  });
});

describe('messages', () => {
  it('reads what the server sends, and refuses what it does not declare', () => {
    const placement = { type: 'placement', seat: 'red', audience: ['red'] };
    const state = { type: 'state', ...seatState(2, [placement]) };
    expect(serverMessageSchema.parse(state)).toEqual(state);
    expect(serverMessageSchema.parse({ ...state, type: 'update', since: 1 })).toMatchObject({ type: 'update', since: 1 });
    expect(serverMessageSchema.parse({ type: 'ack', requestId: 'r1', seq: 3 })).toEqual({ type: 'ack', requestId: 'r1', seq: 3 });
    expect(
      serverMessageSchema.parse({
        type: 'error',
        requestId: null,
        error: { code: 'ERR_MALFORMED', clause: 'docs/protocol.md', message: 'no' },
      }),
    ).toMatchObject({ requestId: null });
    expect(serverMessageSchema.safeParse({ ...state, type: 'update' }).success).toBe(false); // an update says since when
    expect(serverMessageSchema.safeParse({ ...state, seq: -1 }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ ...state, events: [{ kind: 'no type' }] }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ ...state, status: 'play' }).success).toBe(false);
    expect(serverMessageSchema.safeParse({ type: 'hello' }).success).toBe(false);
  });

  it('reads what a client may send, and nothing more', () => {
    expect(clientMessageSchema.parse({ type: 'sync' })).toEqual({ type: 'sync' });
    expect(clientMessageSchema.parse({ type: 'act', requestId: 7, action: { type: 'pass' }, seq: 0, dice: [6] })).toMatchObject({
      type: 'act',
      dice: [6],
    });
    expect(clientMessageSchema.safeParse({ type: 'sync', extra: 1 }).success).toBe(false);
    // The players' requests (docs/protocol.md, "Resign, draw, takeback"): a requestId, and an answer says yes or no.
    expect(clientMessageSchema.parse({ type: 'resign', requestId: 'r1' })).toEqual({ type: 'resign', requestId: 'r1' });
    expect(clientMessageSchema.parse({ type: 'answer-draw', requestId: 2, accept: false })).toEqual({
      type: 'answer-draw',
      requestId: 2,
      accept: false,
    });
    expect(clientMessageSchema.safeParse({ type: 'answer-takeback', requestId: 'r' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'takeback', requestId: 'r', to: 3 }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'offer-draw' }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'act', requestId: 'r', action: {}, seq: 1.5 }).success).toBe(false);
    expect(clientMessageSchema.safeParse({ type: 'act', requestId: 'r', action: {}, seq: 0, dice: Array(201).fill(1) }).success).toBe(
      false,
    );
    expect(actBodySchema.parse({ action: { type: 'pass' }, seq: 4 })).toEqual({ action: { type: 'pass' }, seq: 4 });
    expect(actBodySchema.safeParse({ action: {}, seq: 4, requestId: 'r' }).success).toBe(false);
    expect(createGameSchema.safeParse({ ruleset: 'x', mode: 'online', clock: 31 * 24 * 3600 }).success).toBe(false);
  });
});

describe('the hello and the game list: tokens in messages and bodies, never in URLs', () => {
  it("a hello names the game, and a token unless it is a spectator's; nothing else", () => {
    expect(helloMessageSchema.parse({ type: 'hello', game: 'g', token: 't' })).toEqual({ type: 'hello', game: 'g', token: 't' });
    expect(helloMessageSchema.parse({ type: 'hello', game: 'g' })).toEqual({ type: 'hello', game: 'g' });
    for (const bad of [
      { type: 'hello' },
      { type: 'hello', game: '' },
      { type: 'hello', game: 'g', token: '' },
      { type: 'hello', game: 'g', seat: 'red' },
      { type: 'sync' },
    ]) {
      expect(helloMessageSchema.safeParse(bad).success).toBe(false);
    }
    // after the hello, a hello is no message the server reads
    expect(clientMessageSchema.safeParse({ type: 'hello', game: 'g' }).success).toBe(false);
  });

  it('the game list takes up to 100 tokens', () => {
    expect(gamesListSchema.parse({ tokens: ['a', 'b'] })).toEqual({ tokens: ['a', 'b'] });
    expect(gamesListSchema.safeParse({ tokens: Array.from({ length: 101 }, (_, i) => `t${i}`) }).success).toBe(false);
    expect(gamesListSchema.safeParse({ tokens: 'a,b' }).success).toBe(false);
  });
});
