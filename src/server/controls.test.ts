/**
 * The players' requests through real sockets and a real SQLite file (docs/protocol.md, "Resign, draw,
 * takeback"): resigning, offering, accepting and declining a draw, asking for, granting and refusing a
 * takeback, online, hot-seat and against the computer; what is refused and changes nothing; a resigned
 * game that stays ended after a restart; and the spectator, who may watch but ask nothing.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../core/record.js';
import { http, removeDir, startServer, TestClient, type Frame, type StateFrame, type TestServer } from './test-helpers.js';

const servers: TestServer[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) {
    await s.stop();
    removeDir(s.dataDir);
  }
});

interface Created {
  gameId: string;
  seats: Record<string, string>;
  invite?: string;
}

async function connect(s: TestServer, gameId: string, token?: string): Promise<TestClient> {
  const c = await TestClient.connect(s.ws, gameId, token);
  clients.push(c);
  await c.stateWhere(() => true);
  return c;
}

let requests = 0;
/** Sends one of the players' requests and resolves with its ack or error. */
function ask(c: TestClient, message: Record<string, unknown>): Promise<Frame> {
  const requestId = `c${requests++}`;
  const reply = c.waitFor((f) => (f.type === 'ack' || f.type === 'error') && f.requestId === requestId);
  c.send({ ...message, requestId });
  return reply;
}

const code = (f: Frame) => (f.type === 'error' ? f.error.code : f.type);

/** A move of `state`'s seat to an empty square: no challenge, no dice, nothing hidden shown. */
function quietMove(state: StateFrame): unknown {
  const pieces = (state.view as { pieces: { square: string }[] }).pieces;
  const move = state.legal.find((a) => {
    const m = a as { type: string; to?: string };
    return m.type === 'move' && !pieces.some((p) => p.square === m.to);
  });
  expect(move).toBeDefined();
  return move;
}

async function online(s: TestServer) {
  const created = await http<Created>(s.url, 'POST', '/api/games', {
    ruleset: 'swords-and-wizardry',
    mode: 'online',
    seat: 'red',
    options: { firstPlayer: 'red' },
  });
  expect(created.status).toBe(201);
  const { gameId, seats, invite } = created.body;
  const joined = await http<{ seat: string; token: string }>(s.url, 'POST', `/api/games/${gameId}/join`, { invite });
  expect(joined.body.seat).toBe('black');
  const red = await connect(s, gameId, seats.red);
  const black = await connect(s, gameId, joined.body.token);
  const spectator = await connect(s, gameId);
  expect(code(await red.act({ type: 'deploy-random' }, 0))).toBe('ack');
  expect(code(await black.act({ type: 'deploy-random' }, 1))).toBe('ack');
  return { gameId, tokens: { red: seats.red!, black: joined.body.token }, red, black, spectator };
}

describe('online: takeback and draw, asked of the other player (docs/protocol.md, "Resign, draw, takeback")', () => {
  it('a takeback is refused, then granted: every seat and the spectator go back; refusals change nothing', async () => {
    const s = await startServer();
    servers.push(s);
    const { gameId, tokens, red, black, spectator } = await online(s);
    const atTwo = await red.stateWhere((x) => x.seq === 2 && x.legal.length > 0);
    expect(code(await red.act(quietMove(atTwo), 2))).toBe('ack');
    const blackAtThree = await black.stateWhere((x) => x.seq === 3 && x.legal.length > 0);
    expect(code(await black.act(quietMove(blackAtThree), 3))).toBe('ack');
    await red.stateWhere((x) => x.seq === 4);

    // Stepping back while the game goes on: the position at 2 as red saw it then, read-only.
    const past = await http<{ seq: number; view: unknown; events: unknown[] }>(
      s.url,
      'GET',
      `/api/games/${gameId}/positions/2`,
      undefined,
      tokens.red,
    );
    expect(past.status).toBe(200);
    expect(past.body.seq).toBe(2);
    expect(past.body.view).toEqual(atTwo.view);
    const watched = await http<{ view: { pieces: { kind: unknown }[] } }>(s.url, 'GET', `/api/games/${gameId}/positions/2`);
    expect(watched.body.view.pieces.every((p) => p.kind === null)).toBe(true);
    expect((await http(s.url, 'GET', `/api/games/${gameId}/positions/5`, undefined, tokens.red)).body.error.code).toBe('ERR_NO_POSITION');
    expect((await http<StateFrame>(s.url, 'GET', `/api/games/${gameId}`, undefined, tokens.red)).body.seq).toBe(4);

    // Refused, each with its reason, and nothing changes.
    expect(code(await ask(spectator, { type: 'takeback' }))).toBe('ERR_SPECTATOR');
    expect(code(await ask(spectator, { type: 'resign' }))).toBe('ERR_SPECTATOR');
    expect(code(await ask(black, { type: 'answer-takeback', accept: true }))).toBe('ERR_NO_OFFER');
    expect(code(await ask(red, { type: 'answer-draw', accept: true }))).toBe('ERR_NO_OFFER');
    const unchanged = await http<StateFrame>(s.url, 'GET', `/api/games/${gameId}`, undefined, tokens.red);
    expect(unchanged.body.seq).toBe(4);
    expect(unchanged.body.status.offers).toEqual({ draw: null, takeback: null });

    // Red asks; black is told and sees the request in the status; red cannot answer its own.
    const told = black.waitFor((f) => f.type === 'notice' && f.kind === 'takeback-requested');
    expect(code(await ask(red, { type: 'takeback' }))).toBe('ack');
    expect(await told).toEqual({ type: 'notice', kind: 'takeback-requested', seat: 'red' });
    await black.stateWhere((x) => x.status.offers.takeback?.by === 'red' && x.status.offers.takeback.to === 2);
    expect(code(await ask(red, { type: 'answer-takeback', accept: true }))).toBe('ERR_OWN_OFFER');
    expect(code(await ask(red, { type: 'takeback' }))).toBe('ERR_ALREADY_ASKED');

    // Black refuses: the game stays at 4.
    const refused = red.waitFor((f) => f.type === 'notice' && f.kind === 'takeback-refused');
    expect(code(await ask(black, { type: 'answer-takeback', accept: false }))).toBe('ack');
    expect(await refused).toMatchObject({ seat: 'black' });
    await red.stateWhere((x) => x.seq === 4 && x.status.offers.takeback === null);

    // Asked again and granted: back to red's decision at 2, for everyone, with the view red had then.
    expect(code(await ask(red, { type: 'takeback' }))).toBe('ack');
    const granted = red.waitFor((f) => f.type === 'notice' && f.kind === 'takeback-granted');
    expect(code(await ask(black, { type: 'answer-takeback', accept: true }))).toBe('ack');
    expect(await granted).toMatchObject({ seat: 'black' });
    const back = await red.stateWhere((x) => x.status.takebacks === 1);
    expect(back.seq).toBe(2);
    expect(back.view).toEqual(atTwo.view);
    expect(back.legal).toEqual(atTwo.legal);
    expect(back.events).toEqual(atTwo.events);
    expect((await black.stateWhere((x) => x.status.takebacks === 1)).seq).toBe(2);
    expect((await spectator.stateWhere((x) => x.status.takebacks === 1)).seq).toBe(2);
    const stored = await http<StateFrame>(s.url, 'GET', `/api/games/${gameId}`, undefined, tokens.red);
    expect(stored.body.seq).toBe(2);

    // Red's last action now is its deployment: dice were rolled and the placement is red's secret.
    expect(code(await ask(red, { type: 'takeback' }))).toMatch(/^ERR_TAKEBACK_(DICE|HIDDEN)$/);

    // The game goes on from there; a draw offered lapses once the other side moves.
    expect(code(await red.act(quietMove(back), 2))).toBe('ack');
    const blackTurn = await black.stateWhere((x) => x.seq === 3 && x.legal.length > 0);
    const offered = black.waitFor((f) => f.type === 'notice' && f.kind === 'draw-offered');
    expect(code(await ask(red, { type: 'offer-draw' }))).toBe('ack');
    expect(await offered).toMatchObject({ seat: 'red' });
    await black.stateWhere((x) => x.status.offers.draw === 'red');
    expect(code(await ask(red, { type: 'offer-draw' }))).toBe('ERR_ALREADY_OFFERED');
    expect(code(await ask(red, { type: 'answer-draw', accept: true }))).toBe('ERR_OWN_OFFER');
    expect(code(await black.act(quietMove(blackTurn), 3))).toBe('ack');
    await red.stateWhere((x) => x.seq === 4 && x.status.offers.draw === null);
    expect(code(await ask(black, { type: 'answer-draw', accept: true }))).toBe('ERR_NO_OFFER');

    // Offered again and declined, then offered and accepted: the game ends drawn by agreement.
    expect(code(await ask(red, { type: 'offer-draw' }))).toBe('ack');
    const declined = red.waitFor((f) => f.type === 'notice' && f.kind === 'draw-declined');
    expect(code(await ask(black, { type: 'answer-draw', accept: false }))).toBe('ack');
    expect(await declined).toMatchObject({ seat: 'black' });
    expect(code(await ask(red, { type: 'offer-draw' }))).toBe('ack');
    expect(code(await ask(black, { type: 'answer-draw', accept: true }))).toBe('ack');
    const over = await spectator.stateWhere((x) => x.status.phase === 'over');
    expect(over.status.outcome).toEqual({ winner: null, reason: 'The players agreed to a draw.', clause: 'Agreement' });
    expect(over.status.endedBy).toBe('agreement');
    expect(code(await ask(red, { type: 'resign' }))).toBe('ERR_GAME_OVER');

    // The record holds the game as played (not what was taken back) and replays to the same end.
    const record = await http<GameRecord>(s.url, 'GET', `/api/games/${gameId}/record`);
    expect(record.body.actions).toHaveLength(5);
    expect(record.body.actions.at(-1)).toEqual({ seat: 'black', action: null, end: 'draw' });
    const replayed = replay(record.body);
    expect(replayed.ok && replayed.value.failure).toBeUndefined();
    expect(replayed.ok && replayed.value.match.outcome()).toEqual(over.status.outcome);
  });
});

describe('resigning', () => {
  it('ends the game for the other side, stored: it stays ended after a restart and its record replays to it', async () => {
    let s = await startServer();
    const created = await http<Created>(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'computer',
      seat: 'red',
      level: 'random',
    });
    const { gameId, seats } = created.body;
    const red = await connect(s, gameId, seats.red);
    expect(code(await ask(red, { type: 'resign' }))).toBe('ack');
    const over = await red.stateWhere((x) => x.status.phase === 'over');
    expect(over.status.outcome).toEqual({ winner: 'black', reason: 'Red resigned.', clause: 'Resignation' });
    expect(over.status.endedBy).toBe('resignation');
    expect(over.legal).toEqual([]);
    red.close();
    await s.stop();
    s = await startServer(s.dataDir);
    servers.push(s);
    const after = await http<StateFrame>(s.url, 'GET', `/api/games/${gameId}`, undefined, seats.red);
    expect(after.body.status.phase).toBe('over');
    expect(after.body.status.outcome).toEqual(over.status.outcome);
    expect(after.body.status.endedBy).toBe('resignation');
    const record = await http<GameRecord>(s.url, 'GET', `/api/games/${gameId}/record`);
    expect(record.body.actions.at(-1)).toEqual({ seat: 'red', action: null, end: 'resign' });
    const replayed = replay(record.body);
    expect(replayed.ok && replayed.value.match.outcome()).toEqual(over.status.outcome);
  });
});

describe('against the computer and hot-seat: no one to ask', () => {
  it('the computer declines a draw at once; a takeback takes back its reply too', async () => {
    const s = await startServer();
    servers.push(s);
    const created = await http<Created>(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'computer',
      seat: 'red',
      level: 'random',
      options: { firstPlayer: 'red' },
    });
    const { gameId, seats } = created.body;
    const red = await connect(s, gameId, seats.red);
    expect(code(await red.act({ type: 'deploy-random' }, 0))).toBe('ack');
    const mine = await red.stateWhere((x) => x.seq === 2 && x.legal.length > 0);
    expect(code(await red.act(quietMove(mine), 2))).toBe('ack');
    const reply = await red.stateWhere((x) => x.seq === 4 && x.legal.length > 0);

    const declined = red.waitFor((f) => f.type === 'notice' && f.kind === 'draw-declined');
    expect(code(await ask(red, { type: 'offer-draw' }))).toBe('ack');
    expect(await declined).toMatchObject({ seat: 'black' });
    expect((await http<StateFrame>(s.url, 'GET', `/api/games/${gameId}`, undefined, seats.red)).body.status.phase).toBe('active');

    const answer = await ask(red, { type: 'takeback' });
    // The computer's reply is taken back with red's move, unless it showed a piece (a challenge).
    if (reply.events.slice(mine.events.length).some((e) => e.type === 'challenge')) {
      expect(code(answer)).toBe('ERR_TAKEBACK_HIDDEN');
    } else {
      expect(answer).toMatchObject({ type: 'ack', seq: 2 });
      const back = await red.stateWhere((x) => x.status.takebacks === 1);
      expect(back.seq).toBe(2);
      expect(back.view).toEqual(mine.view);
      // and the computer plays on after red's next move
      expect(code(await red.act(quietMove(back), 2))).toBe('ack');
      await red.stateWhere((x) => x.seq === 4 && x.legal.length > 0);
    }
  });

  it('hot-seat: the table takes back its last action at once, whoever took it', async () => {
    const s = await startServer();
    servers.push(s);
    const created = await http<Created>(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'hotseat',
      options: { firstPlayer: 'red' },
    });
    const { gameId, seats } = created.body;
    const red = await connect(s, gameId, seats.red);
    const black = await connect(s, gameId, seats.black);
    expect(code(await red.act({ type: 'deploy-random' }, 0))).toBe('ack');
    expect(code(await black.act({ type: 'deploy-random' }, 1))).toBe('ack');
    const atTwo = await red.stateWhere((x) => x.seq === 2 && x.legal.length > 0);
    expect(code(await red.act(quietMove(atTwo), 2))).toBe('ack');
    await black.stateWhere((x) => x.seq === 3);
    // Black's screen asks: red's move goes back, and red decides again.
    expect(await ask(black, { type: 'takeback' })).toMatchObject({ type: 'ack', seq: 2 });
    const back = await red.stateWhere((x) => x.status.takebacks === 1);
    expect(back.seq).toBe(2);
    expect(back.legal).toEqual(atTwo.legal);
    // Then a draw: offered by one seat, accepted by the other.
    expect(code(await ask(red, { type: 'offer-draw' }))).toBe('ack');
    await black.stateWhere((x) => x.status.offers.draw === 'red');
    expect(code(await ask(black, { type: 'answer-draw', accept: true }))).toBe('ack');
    expect((await red.stateWhere((x) => x.status.phase === 'over')).status.endedBy).toBe('agreement');
  });
});
