/**
 * No URL carries a token (issue 26, docs/protocol.md "Seats and tokens"): an online game played by the
 * web client's own api and GameConnection (and by the server's test client) against a real server,
 * every request line and WebSocket upgrade the server receives captured; none holds a seat token or
 * the invite code. Proxies and access logs keep URLs; they do not keep bodies or WebSocket messages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { removeDir, startServer, TestClient, type TestServer } from '../../../src/server/test-helpers.js';
import { makeApi } from './api.js';
import { GameConnection, wsUrl, type SeatState, type SocketLike } from './connection.js';

let s: TestServer;
const urls: string[] = [];
beforeAll(async () => {
  s = await startServer();
  // Node's own events: every request line and every upgrade, before any routing.
  s.server.app.server.on('request', (req) => urls.push(req.url ?? ''));
  s.server.app.server.on('upgrade', (req) => urls.push(req.url ?? ''));
});
afterAll(async () => {
  await s.stop();
  removeDir(s.dataDir);
});

/** A web client's connection over node's `ws`, its states kept. */
function connection(game: string, token?: string) {
  const states: SeatState[] = [];
  const { host, protocol } = new URL(s.url);
  const conn = new GameConnection({
    url: wsUrl({ protocol, host }),
    game,
    token,
    createSocket: (url) => new WebSocket(url) as unknown as SocketLike,
    onState: (state) => states.push(state),
  });
  const until = (match: (state: SeatState) => boolean) => expect.poll(() => states.some(match), { timeout: 60_000 }).toBe(true);
  return { conn, states, until };
}

describe('no request line or WebSocket URL carries a token', () => {
  it('an online game played by the web client and the test client', async () => {
    const api = makeApi(s.url);
    const created = await api.createGame({ ruleset: 'swords-and-wizardry', mode: 'online', seat: 'black' });
    const joined = await api.join(created.gameId, created.invite!);
    const secrets = [created.seats.black!, joined.token, created.invite!];

    const black = connection(created.gameId, created.seats.black);
    const red = connection(created.gameId, joined.token);
    const spectator = connection(created.gameId);
    await red.until((x) => x.you === 'red' && x.status.phase === 'active');
    await expect(red.conn.act({ type: 'deploy-random' })).resolves.toBeGreaterThan(0);
    await black.until((x) => x.legal.some((a) => (a as { type?: string }).type === 'deploy-random'));
    await expect(black.conn.act({ type: 'deploy-random' })).resolves.toBe(2);
    await red.until((x) => x.seq === 2 && x.legal.length > 0);
    const move = red.states.at(-1)!.legal[0];
    await expect(red.conn.act(move)).resolves.toBe(3);
    await spectator.until((x) => x.seq === 3 && x.you === null);

    expect((await api.game(created.gameId, joined.token)).you).toBe('red');
    expect((await api.games(secrets.slice(0, 2))).map((g) => g.you).sort()).toEqual(['black', 'red']);
    const testClient = await TestClient.connect(s.ws, created.gameId, joined.token);
    expect((await testClient.stateWhere((x) => x.seq === 3)).you).toBe('red');

    for (const c of [black, red, spectator]) c.conn.close();
    testClient.close();

    expect(urls).toContain('/ws');
    expect(urls).toContain('/api/games/list');
    expect(urls.filter((u) => u === '/ws')).toHaveLength(4);
    for (const url of urls) {
      expect(url).not.toMatch(/token/i);
      for (const secret of secrets) {
        expect(url).not.toContain(secret);
        expect(url).not.toContain(encodeURIComponent(secret));
      }
    }
  });
});
