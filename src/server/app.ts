/**
 * The HTTP and WebSocket server (docs/protocol.md) around the game service: fastify for HTTP,
 * @fastify/websocket (ws) for /ws, every body and message checked with a schema.
 *
 *   const server = await createServer({ dataDir: 'data', webRoot: 'dist/web' });
 *   await server.app.listen({ host: '127.0.0.1', port: 8080 });
 */
import { mkdirSync } from 'node:fs';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, {
  type ConnectionError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { ruleError, type RuleError } from '../core/rule-error.js';
import {
  actBodySchema,
  clientMessageSchema,
  createGameSchema,
  gamesListSchema,
  HELLO_TIMEOUT_MS,
  helloMessageSchema,
  joinSchema,
  WS_CLOSE,
  type ServerMessage,
} from '../protocol/index.js';
import '../rulesets/index.js';
import type { AgentRunner } from './agents.js';
import { GameService, type Failure, type ServiceOptions } from './games.js';
import { PgStore } from './pg-store.js';
import { SqliteStore } from './sqlite-store.js';
import { serveStatic } from './static.js';
import type { GameStore } from './storage.js';

export const DB_FILE = 'warband.sqlite';
/** The largest request body or WebSocket message accepted (a full deployment is about 1 KiB). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;
/** The longest request line answered; a longer one is 414 (node's own limit, 16 KiB with the headers, is 431). */
export const MAX_URL_BYTES = 8 * 1024;
/** Messages read from one socket and not yet handled, past which it stops reading. */
const INBOX_BACKLOG = 32;

/**
 * What one client address may ask of the server (docs/protocol.md, "Limits"). Counts are per address
 * and per fixed window of `windowMs`; a refusal is ERR_RATE_LIMITED and changes nothing.
 */
export interface Limits {
  readonly windowMs: number;
  /** HTTP requests of any kind, static files included. */
  readonly requestsPerWindow: number;
  /** POST /api/games. */
  readonly gamesPerWindow: number;
  /** WebSocket connections opened (the upgrade request). */
  readonly connectionsPerWindow: number;
  /** `act` messages, and POST /api/games/:id/actions. */
  readonly actionsPerWindow: number;
  /** `sync` messages. */
  readonly syncsPerWindow: number;
  /** Bytes queued for one WebSocket that does not read (ws bufferedAmount) beyond which it is closed with 1013. */
  readonly maxBufferedBytes: number;
}

/** Far above what a person at the table does, far below what a flood needs (docs/protocol.md, "Limits"). */
export const DEFAULT_LIMITS: Limits = {
  windowMs: 10_000,
  requestsPerWindow: 1000,
  gamesPerWindow: 20,
  connectionsPerWindow: 60,
  actionsPerWindow: 200,
  syncsPerWindow: 30,
  maxBufferedBytes: 4 * 1024 * 1024,
};

/**
 * The close code for a connection dropped because it did not read what it was sent: 1013, "try again
 * later" (RFC 6455), since reconnecting may well work, where 4xxx tells a client not to retry.
 */
export const CLOSE_SLOW_READER = 1013;

export interface ServerOptions {
  /** Where the SQLite file lives (created if missing). Ignored when `store` or `databaseUrl` is given. */
  readonly dataDir?: string;
  /** A PostgreSQL database (postgres://...) to keep games in instead of SQLite (DATABASE_URL). Ignored when `store` is given. */
  readonly databaseUrl?: string;
  readonly store?: GameStore;
  /** The built web app (dist/web); null or missing serves a placeholder page. */
  readonly webRoot?: string | null;
  readonly agents?: AgentRunner;
  readonly now?: () => number;
  readonly logger?: FastifyServerOptions['logger'];
  readonly log?: (message: string) => void;
  /** Rate limits and the slow-reader bound; each field defaults to DEFAULT_LIMITS'. */
  readonly limits?: Partial<Limits>;
  /** How long games stay in memory and wait for players (ServiceOptions: idleMs, waitingMs, finishedKept). */
  readonly games?: Pick<ServiceOptions, 'idleMs' | 'waitingMs' | 'finishedKept' | 'diceSecret'>;
}

export interface WarbandServer {
  readonly app: FastifyInstance;
  readonly service: GameService;
  readonly store: GameStore;
  /** Stops accepting, closes every socket, stops the agents and closes the store. */
  close(): Promise<void>;
}

/** Never log a token or an action: request lines are logged without their query strings. */
export const safeLogger: FastifyServerOptions['logger'] = {
  level: 'info',
  serializers: {
    req: (req: { method?: string; url?: string }) => ({ method: req.method, url: (req.url ?? '').split('?')[0] }),
  },
};

/** Whether `url` names a PostgreSQL database (the schemes libpq and node-postgres read). */
export const isPostgresUrl = (url: string): boolean => /^postgres(ql)?:\/\//.test(url);

function malformed(what: string, error: z.ZodError): RuleError {
  return ruleError('ERR_MALFORMED', 'docs/protocol.md', `Malformed ${what}: ${z.prettifyError(error)}`);
}

/**
 * Fastify's and node's own refusals (a body too large, not JSON, of a type not read, a URL that does
 * not decode or is too long, headers too large) in the documented format, each with its own code.
 */
const FRAMEWORK_ERRORS: Record<string, { status: number; code: string; message?: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, code: 'ERR_TOO_LARGE', message: `A request body may be at most ${MAX_MESSAGE_BYTES} bytes.` },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, code: 'ERR_MEDIA_TYPE', message: 'Bodies are JSON: send Content-Type: application/json.' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, code: 'ERR_MALFORMED', message: 'The body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'ERR_MALFORMED', message: 'The body is empty but its Content-Type is JSON.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, code: 'ERR_MALFORMED', message: "The body's length is not its Content-Length." },
  FST_ERR_BAD_URL: { status: 400, code: 'ERR_BAD_URL', message: 'The URL does not decode (bad percent-encoding).' },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'ERR_URI_TOO_LONG', message: 'A part of the URL is too long.' },
};

function frameworkRefusal(error: { code?: string; statusCode?: number; message: string }): { status: number; error: RuleError } {
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known) return { status: known.status, error: ruleError(known.code, 'docs/protocol.md', known.message ?? error.message) };
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
  const code = status === 500 ? 'ERR_INTERNAL' : status === 429 ? 'ERR_RATE_LIMITED' : 'ERR_MALFORMED';
  return { status, error: ruleError(code, 'docs/protocol.md', status === 500 ? 'Internal server error.' : error.message) };
}

/**
 * What node's HTTP parser refuses before fastify sees a request: a request line or headers past node's
 * limit (431, or 414 when the request line alone is past MAX_URL_BYTES) and anything unparseable (400),
 * written by hand on the socket in the documented format.
 */
function answerClientError(err: ConnectionError, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  let status = 400;
  let body: RuleError = ruleError('ERR_MALFORMED', 'docs/protocol.md', 'The request is not one HTTP/1.1 reads.');
  if (err.code === 'HPE_HEADER_OVERFLOW') {
    // A Buffer at run time, whatever fastify's types say.
    const packet: unknown = err.rawPacket;
    const raw = Buffer.isBuffer(packet) ? packet : Buffer.alloc(0);
    const lineEnd = raw.indexOf('\r\n');
    const longLine = lineEnd < 0 ? raw.length > MAX_URL_BYTES : lineEnd > MAX_URL_BYTES;
    status = longLine ? 414 : 431;
    body = longLine
      ? ruleError('ERR_URI_TOO_LONG', 'docs/protocol.md', `A request line may be at most ${MAX_URL_BYTES} bytes.`)
      : ruleError('ERR_HEADERS_TOO_LARGE', 'docs/protocol.md', "The request's headers are too large.");
  } else if (err.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    status = 408;
    body = ruleError('ERR_TIMEOUT', 'docs/protocol.md', 'The request did not arrive in time.');
  }
  if (socket.writable) {
    const text = JSON.stringify({ error: body });
    const reason =
      status === 414
        ? 'URI Too Long'
        : status === 431
          ? 'Request Header Fields Too Large'
          : status === 408
            ? 'Request Timeout'
            : 'Bad Request';
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(err);
}

const sendFailure = (reply: FastifyReply, f: Failure) => reply.status(f.status).send({ error: f.error });
const bad = (reply: FastifyReply, e: RuleError) => reply.status(400).send({ error: e });

function bearer(req: FastifyRequest): string | undefined {
  const h = req.headers.authorization;
  if (!h) return undefined;
  const m = /^Bearer\s+(\S+)$/i.exec(h);
  return m ? m[1] : h.trim() || undefined;
}

export async function createServer(options: ServerOptions = {}): Promise<WarbandServer> {
  let store = options.store;
  if (!store && options.databaseUrl) {
    if (!isPostgresUrl(options.databaseUrl))
      throw new Error('DATABASE_URL must be a PostgreSQL URL: postgres://user:password@host:port/database');
    store = await PgStore.open(options.databaseUrl, { log: options.log });
  }
  if (!store) {
    const dir = options.dataDir ?? 'data';
    mkdirSync(dir, { recursive: true });
    store = SqliteStore.open(join(dir, DB_FILE));
  }
  const service = new GameService({ store, agents: options.agents, now: options.now, log: options.log, ...options.games });
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: MAX_MESSAGE_BYTES,
    clientErrorHandler: answerClientError,
    frameworkErrors: (error, _req, reply) => {
      const refusal = frameworkRefusal(error);
      // The reply's types are generic over a schema this server does not declare.
      void (reply as unknown as FastifyReply).status(refusal.status).send({ error: refusal.error });
    },
  });

  app.setErrorHandler((error: { code?: string; statusCode?: number; message: string }, _req, reply) => {
    const refusal = frameworkRefusal(error);
    if (refusal.status === 500) app.log.error(error);
    void reply.status(refusal.status).send({ error: refusal.error });
  });

  app.addHook('onRequest', async (req, reply) => {
    if (Buffer.byteLength(req.url) > MAX_URL_BYTES) {
      return reply
        .status(414)
        .send({ error: ruleError('ERR_URI_TOO_LONG', 'docs/protocol.md', `A request line may be at most ${MAX_URL_BYTES} bytes.`) });
    }
  });

  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const perWindow = (max: number) => ({ max, timeWindow: limits.windowMs });
  // Every route counts against requestsPerWindow; the routes below with their own count say so.
  await app.register(rateLimit, {
    ...perWindow(limits.requestsPerWindow),
    errorResponseBuilder: (_req, context) =>
      Object.assign(
        new Error(
          `Too many requests from this address: at most ${context.max} in ${limits.windowMs / 1000} s; try again in ${context.after}.`,
        ),
        { statusCode: 429 },
      ),
  });
  // WebSocket messages have no route of their own: the same plugin and store count them, per address.
  const wsActions = app.createRateLimit({ ...perWindow(limits.actionsPerWindow), keyGenerator: (req) => `act|${req.ip}` });
  const wsSyncs = app.createRateLimit({ ...perWindow(limits.syncsPerWindow), keyGenerator: (req) => `sync|${req.ip}` });

  await app.register(websocket, { options: { maxPayload: MAX_MESSAGE_BYTES } });

  // The list the home page reads is slim: names, seats and option fields. Each assumption's prose
  // (about 200 kB in all) is asked for per ruleset, by whoever shows it.
  app.get('/api/rulesets', async () => service.rulesets().map(({ assumptions: _prose, ...slim }) => slim));
  app.get<{ Params: { id: string } }>('/api/rulesets/:id', async (req, reply) => {
    const ruleset = service.rulesets().find((r) => r.id === req.params.id);
    return (
      ruleset ??
      reply.status(404).send({ error: ruleError('ERR_UNKNOWN_RULESET', 'docs/protocol.md', `There is no rule system ${req.params.id}.`) })
    );
  });

  // Tokens go in the body, never in a URL that a proxy or an access log would keep.
  app.post('/api/games/list', async (req, reply) => {
    const body = gamesListSchema.safeParse(req.body);
    if (!body.success) return bad(reply, malformed('list of tokens', body.error));
    return await service.summaries(body.data.tokens);
  });

  app.post('/api/games', { config: { rateLimit: perWindow(limits.gamesPerWindow) } }, async (req, reply) => {
    const body = createGameSchema.safeParse(req.body);
    if (!body.success) return bad(reply, malformed('game', body.error));
    const created = await service.create(body.data);
    return created.ok ? reply.status(201).send(created.value) : sendFailure(reply, created.error);
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (req, reply) => {
    const seat = await service.seatFor(req.params.id, bearer(req));
    if (!seat.ok) return sendFailure(reply, seat.error);
    const info = await service.info(req.params.id, seat.value);
    return info.ok ? info.value : sendFailure(reply, info.error);
  });

  app.get<{ Params: { id: string; seq: string } }>('/api/games/:id/positions/:seq', async (req, reply) => {
    const seat = await service.seatFor(req.params.id, bearer(req));
    if (!seat.ok) return sendFailure(reply, seat.error);
    const seq = /^\d{1,9}$/.test(req.params.seq) ? Number(req.params.seq) : -1;
    const position = await service.positionAt(req.params.id, seat.value, seq);
    return position.ok ? position.value : sendFailure(reply, position.error);
  });

  app.post<{ Params: { id: string } }>('/api/games/:id/join', async (req, reply) => {
    const body = joinSchema.safeParse(req.body);
    if (!body.success) return bad(reply, malformed('join', body.error));
    const joined = await service.join(req.params.id, body.data.invite);
    return joined.ok ? joined.value : sendFailure(reply, joined.error);
  });

  app.post<{ Params: { id: string } }>(
    '/api/games/:id/actions',
    { config: { rateLimit: perWindow(limits.actionsPerWindow) } },
    async (req, reply) => {
      const seat = await service.seatFor(req.params.id, bearer(req));
      if (!seat.ok) return sendFailure(reply, seat.error);
      const body = actBodySchema.safeParse(req.body);
      if (!body.success) return bad(reply, malformed('action request', body.error));
      const done = await service.act(
        req.params.id,
        seat.value,
        body.data.seq,
        body.data.action,
        body.data.dice ? { dice: body.data.dice } : {},
      );
      return done.ok ? done.value : sendFailure(reply, done.error);
    },
  );

  app.post<{ Params: { id: string } }>('/api/games/:id/claim', async (req, reply) => {
    const seat = await service.seatFor(req.params.id, bearer(req));
    if (!seat.ok) return sendFailure(reply, seat.error);
    const claimed = await service.claim(req.params.id, seat.value);
    return claimed.ok ? { status: claimed.value } : sendFailure(reply, claimed.error);
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (req, reply) => {
    const record = await service.record(req.params.id);
    return record.ok ? record.value : sendFailure(reply, record.error);
  });

  const alive = new WeakMap<WebSocket, boolean>();

  const readMessage = (data: unknown, isBinary: boolean): unknown => {
    try {
      return isBinary ? undefined : JSON.parse(String(data));
    } catch {
      return undefined;
    }
  };

  // The token comes in the first message, never in the URL (proxies and access logs keep URLs).
  app.get('/ws', { websocket: true, config: { rateLimit: perWindow(limits.connectionsPerWindow) } }, (socket: WebSocket, req) => {
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
    const helloTimer = setTimeout(
      () => socket.close(WS_CLOSE.helloTimeout, `No hello within ${HELLO_TIMEOUT_MS / 1000} s: send {"type":"hello","game":...} first.`),
      HELLO_TIMEOUT_MS,
    );
    socket.on('close', () => clearTimeout(helloTimer));
    socket.once('message', (data, isBinary) => {
      clearTimeout(helloTimer);
      const hello = helloMessageSchema.safeParse(readMessage(data, isBinary));
      if (!hello.success) {
        socket.close(WS_CLOSE.notHello, 'The first message must be {"type":"hello","game":<id>,"token"?:<token>}.');
        return;
      }
      authenticated(socket, req, hello.data.game, hello.data.token).catch((e: unknown) => {
        app.log.error(e);
        socket.terminate();
      });
    });
  });

  async function authenticated(socket: WebSocket, req: FastifyRequest, gameId: string, token: string | undefined): Promise<void> {
    // Messages that come while the seat is looked up wait in the inbox, in order (see drain below).
    const inbox: { input: unknown }[] = [];
    let draining = false;
    let ready = false;
    let gone = false;
    socket.on('close', () => (gone = true));
    const early = (data: unknown, isBinary: boolean) => {
      inbox.push({ input: readMessage(data, isBinary) });
      if (inbox.length >= INBOX_BACKLOG) socket.pause();
    };
    socket.on('message', early);
    const seat = await service.seatFor(gameId, token);
    if (!seat.ok) {
      socket.close(seat.error.status === 404 ? WS_CLOSE.noGame : WS_CLOSE.badToken, seat.error.error.message);
      return;
    }
    const client = {
      seat: seat.value,
      send: (message: string) => {
        if (socket.readyState !== socket.OPEN) return;
        // A client that does not read would make the server hold every message for it: past the
        // bound it is dropped, and reconnecting gives it the whole state.
        if (socket.bufferedAmount + message.length > limits.maxBufferedBytes) {
          socket.close(CLOSE_SLOW_READER, `Not reading: over ${limits.maxBufferedBytes} bytes queued.`);
          // close() waits for the queue to drain; a reader that never reads must not hold it.
          setTimeout(() => socket.terminate(), 1000).unref();
          return;
        }
        socket.send(message);
      },
    };
    const reply = (message: ServerMessage) => client.send(JSON.stringify(message));
    const limited = (e: { ttl: number }): RuleError =>
      ruleError(
        'ERR_RATE_LIMITED',
        'docs/protocol.md',
        `Too many messages of this kind from this address; try again in ${Math.ceil(e.ttl / 1000)} s. Nothing was changed.`,
      );
    const detach = await service.attach(gameId, client);
    if (gone) return detach();
    socket.on('close', detach);
    socket.on('error', detach);
    // Messages are handled in the order they came, one at a time and one per turn of the event loop,
    // so that a flood on one socket cannot hold up every other game; past a short backlog the socket
    // stops reading.
    const drain = () => {
      const next = inbox.shift();
      if (!next) {
        draining = false;
        socket.resume();
        return;
      }
      handle(next.input)
        .catch((e: unknown) => app.log.error(e))
        .finally(() => setImmediate(drain));
    };
    const handle = async (input: unknown) => {
      const msg = clientMessageSchema.safeParse(input);
      if (!msg.success) {
        const requestId = typeof input === 'object' && input !== null ? ((input as { requestId?: unknown }).requestId ?? null) : null;
        reply({
          type: 'error',
          requestId: typeof requestId === 'string' || typeof requestId === 'number' ? requestId : null,
          error: malformed('message', msg.error),
        });
        return;
      }
      if (msg.data.type === 'sync') {
        const allowed = await wsSyncs(req);
        if (!allowed.isAllowed && allowed.isExceeded) return reply({ type: 'error', requestId: null, error: limited(allowed) });
        await service.sync(gameId, client, 'whole', msg.data.seq);
        return;
      }
      const m = msg.data;
      const { requestId } = m;
      const allowed = await wsActions(req);
      if (!allowed.isAllowed && allowed.isExceeded) return reply({ type: 'error', requestId, error: limited(allowed) });
      const onStored = (next: number) => reply({ type: 'ack', requestId, seq: next });
      // The players' requests (docs/protocol.md, "Resign, draw, takeback"): the server decides each.
      const done =
        m.type === 'resign'
          ? await service.resign(gameId, client.seat, onStored)
          : m.type === 'offer-draw'
            ? await service.offerDraw(gameId, client.seat, onStored)
            : m.type === 'answer-draw'
              ? await service.answerDraw(gameId, client.seat, m.accept, onStored)
              : m.type === 'takeback'
                ? await service.requestTakeback(gameId, client.seat, onStored)
                : m.type === 'answer-takeback'
                  ? await service.answerTakeback(gameId, client.seat, m.accept, onStored)
                  : await service.act(gameId, client.seat, m.seq, m.action, { onStored, ...(m.dice ? { dice: m.dice } : {}) });
      if (!done.ok) {
        reply({ type: 'error', requestId, error: done.error.error });
        // A stale or unstorable action: the client catches up with the truth.
        if (done.error.error.code === 'ERR_STALE' || done.error.error.code === 'ERR_STORAGE') await service.sync(gameId, client, 'update');
      }
    };
    const start = () => {
      if (!draining && ready && inbox.length > 0) {
        draining = true;
        setImmediate(drain);
      }
    };
    socket.off('message', early);
    socket.on('message', (data, isBinary) => {
      early(data, isBinary);
      start();
    });
    ready = true;
    start();
  }

  const heartbeat = setInterval(() => {
    for (const socket of app.websocketServer?.clients ?? []) {
      if (alive.get(socket) === false) {
        socket.terminate();
        continue;
      }
      alive.set(socket, false);
      socket.ping();
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();

  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (req, reply) => {
    const path = req.url.split('?')[0]!;
    if (path.startsWith('/api/') || path === '/api' || path === '/ws') {
      return reply.status(404).send({ error: ruleError('ERR_NOT_FOUND', 'docs/protocol.md', `No such endpoint: ${req.method} ${path}`) });
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      return reply.status(405).send({ error: ruleError('ERR_METHOD', 'docs/protocol.md', `${req.method} is not allowed here.`) });
    }
    const file = await serveStatic(options.webRoot ?? null, path, req.headers['accept-encoding']);
    if (file.encoding) void reply.header('content-encoding', file.encoding);
    return reply.status(file.status).type(file.type).header('cache-control', file.cache).header('vary', 'accept-encoding').send(file.body);
  });

  // In the background: the server answers at once, and a game asked for first is built on demand.
  service.resumeAll().catch((e: unknown) => options.log?.(`resuming games failed: ${e instanceof Error ? e.message : String(e)}`));

  let closing: Promise<void> | null = null;
  return {
    app,
    service,
    store,
    close: () =>
      (closing ??= (async () => {
        clearInterval(heartbeat);
        await service.close();
        for (const socket of app.websocketServer?.clients ?? []) socket.terminate();
        await app.close();
        await store.close();
      })()),
  };
}
