/**
 * What the server refuses before a game sees it (docs/protocol.md): a WebSocket that does not say
 * hello first (the token travels in that message, never in the URL), and the answers of fastify and
 * node's own HTTP parser (404, 413, 414, 415, 431, bad JSON, a URL that does not decode), each in the
 * documented `{ error: { code, clause, message } }` format.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, HELLO_TIMEOUT_MS, WS_CLOSE } from '../protocol/index.js';
import { MAX_MESSAGE_BYTES, MAX_URL_BYTES } from './app.js';
import { http, removeDir, startServer, TestClient, type TestServer } from './test-helpers.js';

let s: TestServer;
beforeAll(async () => {
  s = await startServer();
});
afterAll(async () => {
  await s.stop();
  removeDir(s.dataDir);
});

const hotseat = async () =>
  (
    await http<{ gameId: string; seats: Record<string, string> }>(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'hotseat',
    })
  ).body;
const seqOf = async (gameId: string) => (await http(s.url, 'GET', `/api/games/${gameId}`)).body.seq as number;

describe('a WebSocket authenticates in its first message', () => {
  it('a hello with a token holds the seat; one without is a spectator', async () => {
    const game = await hotseat();
    const red = await TestClient.connect(s.ws, game.gameId, game.seats.red);
    expect((await red.stateWhere(() => true)).you).toBe('red');
    const spectator = await TestClient.connect(s.ws, game.gameId);
    expect((await spectator.stateWhere(() => true)).you).toBeNull();
    // a second hello is no hello: an error frame, and the connection stays the seat's
    red.send({ type: 'hello', game: game.gameId });
    expect(await red.waitFor((f) => f.type === 'error')).toMatchObject({ error: { code: 'ERR_MALFORMED' } });
    expect(await red.act({ type: 'deploy-random' }, 0)).toMatchObject({ type: 'ack', seq: 1 });
    red.close();
    spectator.close();
  });

  it('anything but a hello first closes the connection with 4401 and changes nothing, a token in the URL included', async () => {
    const game = await hotseat();
    const firsts: unknown[] = [
      { type: 'act', requestId: 1, seq: 0, action: { type: 'deploy-random' } },
      { type: 'sync' },
      'not json',
      { type: 'hello' },
      { type: 'hello', game: game.gameId, token: game.seats.red, extra: 1 },
    ];
    for (const first of firsts) {
      const url = `${s.ws}?game=${game.gameId}&token=${game.seats.red}`;
      const client = await TestClient.open(url, first);
      const closed = await client.closed();
      expect(closed.code).toBe(WS_CLOSE.notHello);
      expect(closed.reason).toMatch(/first message must be .*hello/);
      expect(client.frames).toEqual([]);
    }
    expect(await seqOf(game.gameId)).toBe(0);
  });

  it(`a connection that says nothing is closed with 4408 after ${HELLO_TIMEOUT_MS / 1000} s, having been sent nothing`, async () => {
    const game = await hotseat();
    const started = Date.now();
    const silent = await TestClient.open(`${s.ws}?game=${game.gameId}&token=${game.seats.red}`);
    const closed = await silent.closed();
    expect(closed.code).toBe(WS_CLOSE.helloTimeout);
    expect(closed.reason).toMatch(/No hello/);
    expect(Date.now() - started).toBeGreaterThanOrEqual(HELLO_TIMEOUT_MS - 100);
    expect(silent.raw).toEqual([]);
  });

  it('an unknown game or a foreign token in the hello closes with 4004 or 4003', async () => {
    const game = await hotseat();
    const other = await hotseat();
    expect((await (await TestClient.connect(s.ws, 'no-such-game')).closed()).code).toBe(WS_CLOSE.noGame);
    const foreign = await TestClient.connect(s.ws, game.gameId, other.seats.red);
    expect((await foreign.closed()).code).toBe(WS_CLOSE.badToken);
    expect(foreign.raw).toEqual([]);
  });
});

/** Sends raw bytes and reads the whole answer (the server closes after a parser error). */
function raw(request: string): Promise<{ status: number; body: unknown }> {
  const url = new URL(s.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname);
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => reject(new Error('no answer')), 60_000);
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const [head, body] = [text.slice(0, text.indexOf('\r\n\r\n')), text.slice(text.indexOf('\r\n\r\n') + 4)];
      resolve({ status: Number(head.split(' ')[1]), body: body ? JSON.parse(body) : undefined });
    });
    socket.write(request);
  });
}

/** The answer is in the documented format, with this status and code. */
function refused(answer: { status: number; body: unknown }, status: number, code: string): void {
  expect(answer.status).toBe(status);
  const body = errorBodySchema.parse(answer.body);
  expect(body.error).toMatchObject({ code, clause: 'docs/protocol.md', message: expect.any(String) });
  expect(Object.keys(answer.body as object)).toEqual(['error']);
}

describe("fastify's and node's own refusals use the documented error format", () => {
  const post = (path: string, body: string, type = 'application/json') =>
    fetch(s.url + path, { method: 'POST', headers: { 'content-type': type }, body }).then(async (r) => ({
      status: r.status,
      body: JSON.parse(await r.text()),
    }));

  it('404: an unknown route under /api', async () => {
    refused(await http(s.url, 'GET', '/api/nothing-here'), 404, 'ERR_NOT_FOUND');
    refused(await http(s.url, 'GET', '/api/games'), 404, 'ERR_NOT_FOUND');
  });

  it('400: a game list of more than 100 tokens, or tokens in the old query form', async () => {
    const game = await hotseat();
    expect((await http(s.url, 'POST', '/api/games/list', { tokens: [game.seats.red] })).body).toHaveLength(1);
    refused(
      await http(s.url, 'POST', '/api/games/list', { tokens: Array.from({ length: 101 }, () => game.seats.red) }),
      400,
      'ERR_MALFORMED',
    );
    // GET /api/games/:id reads 'list' as a game id
    refused(await http(s.url, 'GET', `/api/games/list?tokens=${game.seats.red}`), 404, 'ERR_NO_GAME');
  });

  it('413: a body past the limit', async () => {
    refused(await post('/api/games', JSON.stringify({ ruleset: 'x'.repeat(MAX_MESSAGE_BYTES) })), 413, 'ERR_TOO_LARGE');
  });

  it('415: a body of a type the server does not read', async () => {
    refused(await post('/api/games', '<game/>', 'application/xml'), 415, 'ERR_MEDIA_TYPE');
  });

  it('400: a body that is not JSON, or empty', async () => {
    refused(await post('/api/games', '{"ruleset":'), 400, 'ERR_MALFORMED');
    refused(await post('/api/games', ''), 400, 'ERR_MALFORMED');
  });

  it('400: a URL whose percent-encoding does not decode', async () => {
    refused(await http(s.url, 'GET', '/api/games/%E0%A4%A'), 400, 'ERR_BAD_URL');
  });

  it('414: a request line past the limit, answered by fastify or by node', async () => {
    refused(await http(s.url, 'GET', `/api/rulesets?x=${'a'.repeat(MAX_URL_BYTES)}`), 414, 'ERR_URI_TOO_LONG');
    refused(await http(s.url, 'GET', `/api/games/${'g'.repeat(200)}`), 414, 'ERR_URI_TOO_LONG');
    // past node's own limit on the request line and headers (16 KiB)
    refused(await raw(`GET /api/rulesets?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`), 414, 'ERR_URI_TOO_LONG');
  });

  it("431: headers past node's limit", async () => {
    refused(await raw(`GET /api/rulesets HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), 431, 'ERR_HEADERS_TOO_LARGE');
  });

  it('400: a request HTTP does not read', async () => {
    refused(await raw('NONSENSE\r\n\r\n'), 400, 'ERR_MALFORMED');
  });

  it('the server still answers after each of them', async () => {
    expect((await http(s.url, 'GET', '/api/rulesets')).status).toBe(200);
  });
});
