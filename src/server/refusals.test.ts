/**
 * What the server refuses, and that a refusal changes nothing: illegal, malformed and out-of-turn
 * actions, foreign and missing tokens, racing and stale actions, used invitations.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { http, removeDir, startServer, TestClient, type StateFrame, type TestServer } from './test-helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.stop();
  removeDir(s.dataDir);
});

interface Created {
  gameId: string;
  seats: Record<string, string>;
  invite?: string;
}

async function hotseat(options: Record<string, unknown> = {}): Promise<Created> {
  const r = await http<Created>(s.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'hotseat', options });
  expect(r.status).toBe(201);
  return r.body;
}

/** A hot-seat game past deployment (red to move), with both seats connected. */
async function deployed() {
  const game = await hotseat({ firstPlayer: 'red' });
  const red = await TestClient.connect(s.ws, game.gameId, game.seats.red);
  const black = await TestClient.connect(s.ws, game.gameId, game.seats.black);
  expect((await red.act({ type: 'deploy-random' }, 0)).type).toBe('ack');
  expect((await black.act({ type: 'deploy-random' }, 1)).type).toBe('ack');
  const state = await red.stateWhere((x) => x.seq === 2);
  return { game, red, black, state };
}

const stored = async (gameId: string, token: string) =>
  (await http(s.url, 'GET', `/api/games/${gameId}`, undefined, token)).body as StateFrame & { seq: number };

describe('refused actions change nothing', () => {
  it('an illegal move is refused with its rule and clause; the state and seq stay', async () => {
    const { game, red, state } = await deployed();
    const before = await stored(game.gameId, game.seats.red!);
    const reply = await red.act({ type: 'move', from: 'a1', to: 'j10' }, 2);
    expect(reply).toMatchObject({
      type: 'error',
      error: { code: expect.stringMatching(/^ERR_/), clause: expect.any(String), message: expect.any(String) },
    });
    const after = await stored(game.gameId, game.seats.red!);
    expect(after.seq).toBe(2);
    expect(after.view).toEqual(before.view);
    expect(after.legal).toEqual(state.legal);
    // and the legal moves still work
    expect((await red.act(state.legal[0], 2)).type).toBe('ack');
  });

  it('malformed messages and actions are refused with a clear error', async () => {
    const { game, red } = await deployed();
    red.send('not json');
    expect(await red.waitFor((f) => f.type === 'error')).toMatchObject({ requestId: null, error: { code: 'ERR_MALFORMED' } });
    red.send({ type: 'act', requestId: 'a', seq: 2 });
    expect(await red.waitFor((f) => f.type === 'error' && f.requestId === 'a')).toMatchObject({ error: { code: 'ERR_MALFORMED' } });
    red.send({ type: 'act', requestId: 'b', action: { type: 'move' }, seq: 'two' });
    expect(await red.waitFor((f) => f.type === 'error' && f.requestId === 'b')).toMatchObject({ error: { code: 'ERR_MALFORMED' } });
    expect(await red.act({ type: 'teleport', to: 'e5' }, 2)).toMatchObject({
      type: 'error',
      error: { code: 'ERR_MALFORMED_ACTION', clause: 'core' },
    });
    expect(await red.act({ type: 'move', from: 'b4', to: 'b5', extra: 1 }, 2)).toMatchObject({
      type: 'error',
      error: { code: 'ERR_MALFORMED_ACTION' },
    });
    red.send({ type: 'shout', requestId: 'c' });
    expect(await red.waitFor((f) => f.type === 'error' && f.requestId === 'c')).toMatchObject({ error: { code: 'ERR_MALFORMED' } });
    expect((await stored(game.gameId, game.seats.red!)).seq).toBe(2);
    // HTTP: the same action endpoint validates its body
    const bad = await http(s.url, 'POST', `/api/games/${game.gameId}/actions`, { seq: 2 }, game.seats.red);
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'ERR_MALFORMED' } } });
    const notJson = await http(s.url, 'POST', `/api/games/${game.gameId}/actions`, '{oops', game.seats.red);
    expect(notJson).toMatchObject({ status: 400, body: { error: { code: 'ERR_MALFORMED' } } });
    const badCreate = await http(s.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'solo' });
    expect(badCreate).toMatchObject({ status: 400, body: { error: { code: 'ERR_MALFORMED' } } });
    const badOptions = await http(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'hotseat',
      options: { moveLimit: -1 },
    });
    expect(badOptions).toMatchObject({ status: 400, body: { error: { code: 'ERR_BAD_OPTION' } } });
    const badLevel = await http(s.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'computer', level: 'grandmaster' });
    expect(badLevel).toMatchObject({ status: 400, body: { error: { code: 'ERR_UNKNOWN_LEVEL' } } });
    const withSettings = await http(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'computer',
      level: 'rollout:samples=100000',
    });
    expect(withSettings).toMatchObject({
      status: 400,
      body: { error: { code: 'ERR_UNKNOWN_LEVEL', message: expect.stringMatching(/without settings/) } },
    });
    expect((await http(s.url, 'POST', '/api/games', { ruleset: 'chess', mode: 'hotseat' })).status).toBe(400);
    expect((await stored(game.gameId, game.seats.red!)).seq).toBe(2);
  });

  it('an out-of-turn action is refused', async () => {
    const { game, black } = await deployed();
    const reply = await black.act({ type: 'move', from: 'a7', to: 'a6' }, 2);
    expect(reply).toMatchObject({ type: 'error', error: { code: 'ERR_NOT_YOUR_TURN' } });
    expect((await stored(game.gameId, game.seats.black!)).seq).toBe(2);
  });

  it('a foreign, wrong or missing token cannot act', async () => {
    const { game, state } = await deployed();
    const other = await hotseat();
    // a token from another game: the socket is closed with 4003, HTTP answers 403
    const foreign = await TestClient.connect(s.ws, game.gameId, other.seats.red);
    expect((await foreign.closed()).code).toBe(4003);
    expect(foreign.frames).toEqual([]);
    const wrong = await http(s.url, 'POST', `/api/games/${game.gameId}/actions`, { seq: 2, action: state.legal[0] }, other.seats.red);
    expect(wrong).toMatchObject({ status: 403, body: { error: { code: 'ERR_BAD_TOKEN' } } });
    expect((await http(s.url, 'GET', `/api/games/${game.gameId}`, undefined, 'made-up')).status).toBe(403);
    // no token: a spectator, who cannot act
    const spectator = await TestClient.connect(s.ws, game.gameId);
    expect(await spectator.act(state.legal[0], 2)).toMatchObject({ type: 'error', error: { code: 'ERR_SPECTATOR' } });
    const anonymous = await http(s.url, 'POST', `/api/games/${game.gameId}/actions`, { seq: 2, action: state.legal[0] });
    expect(anonymous).toMatchObject({ status: 403, body: { error: { code: 'ERR_SPECTATOR' } } });
    // a seat's token acts only for that seat: black's token cannot make red's move
    const asBlack = await http(s.url, 'POST', `/api/games/${game.gameId}/actions`, { seq: 2, action: state.legal[0] }, game.seats.black);
    expect(asBlack).toMatchObject({ status: 409, body: { error: { code: 'ERR_NOT_YOUR_TURN' } } });
    expect((await stored(game.gameId, game.seats.red!)).seq).toBe(2);
    // no such game
    const nowhere = await TestClient.connect(s.ws, 'no-such-game');
    expect((await nowhere.closed()).code).toBe(4004);
    expect((await http(s.url, 'GET', '/api/games/no-such-game')).status).toBe(404);
    spectator.close();
  });

  it('two racing actions for one seat apply once (WebSocket and HTTP)', async () => {
    const { game, red, state } = await deployed();
    const twin = await TestClient.connect(s.ws, game.gameId, game.seats.red);
    const [a, b] = await Promise.all([red.act(state.legal[0], 2), twin.act(state.legal[1], 2)]);
    expect([a.type, b.type].sort()).toEqual(['ack', 'error']);
    expect([a, b].find((f) => f.type === 'error')).toMatchObject({ error: { code: 'ERR_STALE' } });
    expect((await stored(game.gameId, game.seats.red!)).seq).toBe(3);
    // the same action sent twice (a retry) applies once too
    const black = await stored(game.gameId, game.seats.black!);
    const move = black.legal[0];
    const answers = await Promise.all(
      [1, 2, 3].map(() => http(s.url, 'POST', `/api/games/${game.gameId}/actions`, { seq: 3, action: move }, game.seats.black)),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 409, 409]);
    expect(answers.filter((x) => x.status === 409).every((x) => (x.body as { error: { code: string } }).error.code === 'ERR_STALE')).toBe(
      true,
    );
    const record = await http(s.url, 'GET', `/api/games/${game.gameId}`, undefined, game.seats.red);
    expect(record.body.seq).toBe(4);
    twin.close();
  });

  it('simultaneous deployment: a seat may act against the seq it saw while only the other seat acted', async () => {
    const game = await hotseat();
    const red = await TestClient.connect(s.ws, game.gameId, game.seats.red);
    const black = await TestClient.connect(s.ws, game.gameId, game.seats.black);
    expect((await red.act({ type: 'deploy-random' }, 0)).type).toBe('ack');
    // black never saw seq 1, but its deployment was pending all along
    expect(await black.act({ type: 'deploy-random' }, 0)).toMatchObject({ type: 'ack', seq: 2 });
    // red's second deployment against 0 is stale (red itself acted since)
    expect(await red.act({ type: 'deploy-random' }, 0)).toMatchObject({ type: 'error', error: { code: 'ERR_STALE' } });
  });

  it('a seq from the future is refused as stale', async () => {
    const { red } = await deployed();
    expect(await red.act({ type: 'move', from: 'b4', to: 'b5' }, 7)).toMatchObject({ type: 'error', error: { code: 'ERR_STALE' } });
  });
});

describe('invitations', () => {
  it('an invitation gives the second seat once; the game waits until then', async () => {
    const created = await http<Created>(s.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'online', seat: 'black' });
    expect(created.status).toBe(201);
    const { gameId, seats, invite } = created.body;
    expect(Object.keys(seats)).toEqual(['black']);
    expect(invite).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const host = await TestClient.connect(s.ws, gameId, seats.black);
    const waiting = await host.stateWhere(() => true);
    expect(waiting.status.phase).toBe('waiting');
    expect((await http(s.url, 'GET', `/api/games/${gameId}`)).body.seats).toEqual({ red: 'open', black: 'human' });

    expect((await http(s.url, 'POST', `/api/games/${gameId}/join`, { invite: 'guess' })).status).toBe(403);
    const joined = await http<{ seat: string; token: string }>(s.url, 'POST', `/api/games/${gameId}/join`, { invite });
    expect(joined).toMatchObject({ status: 200, body: { seat: 'red', token: expect.any(String) } });
    expect(joined.body.token).not.toBe(seats.black);
    const again = await http(s.url, 'POST', `/api/games/${gameId}/join`, { invite });
    expect(again).toMatchObject({ status: 403, body: { error: { code: 'ERR_BAD_INVITE' } } });
    // the invite of one game does not open another
    const other = await http<Created>(s.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'online' });
    expect((await http(s.url, 'POST', `/api/games/${gameId}/join`, { invite: other.body.invite })).status).toBe(403);

    const active = await host.stateWhere((x) => x.status.phase === 'active');
    expect(active.you).toBe('black');
    const guest = await TestClient.connect(s.ws, gameId, joined.body.token);
    expect((await guest.stateWhere(() => true)).you).toBe('red');
    expect((await http(s.url, 'GET', `/api/games/${gameId}`)).body.seats).toEqual({ red: 'human', black: 'human' });
    const mine = await http(s.url, 'POST', '/api/games/list', { tokens: [joined.body.token, seats.black] });
    expect(mine.body).toHaveLength(2);
    host.close();
    guest.close();
  });

  it('the record is refused while the game runs', async () => {
    const game = await hotseat();
    expect(await http(s.url, 'GET', `/api/games/${game.gameId}/record`, undefined, game.seats.red)).toMatchObject({
      status: 403,
      body: { error: { code: 'ERR_NOT_OVER' } },
    });
  });
});
