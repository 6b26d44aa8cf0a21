/**
 * The HTTP and WebSocket server (docs/protocol.md) around the game service: fastify for HTTP,
 * @fastify/websocket (ws) for /ws, every body and message checked with a schema.
 *
 *   const server = await createServer({ dataDir: 'data', webRoot: 'dist/web' });
 *   await server.app.listen({ host: '127.0.0.1', port: 8080 });
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import rateLimit from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { WebSocket } from 'ws';
import { z } from 'zod';
import { ruleError, type RuleError } from '../core/rule-error.js';
import {
  actBodySchema,
  clientMessageSchema,
  createGameSchema,
  gamesQuerySchema,
  joinSchema,
  wsQuerySchema,
  type ServerMessage,
} from '../protocol/index.js';
import '../rulesets/index.js';
import type { AgentRunner } from './agents.js';
import { GameService, type Failure } from './games.js';
import { SqliteStore } from './sqlite-store.js';
import { serveStatic } from './static.js';
import type { GameStore } from './storage.js';

export const DB_FILE = 'warband.sqlite';
/** The largest request body or WebSocket message accepted (a full deployment is about 1 KiB). */
export const MAX_MESSAGE_BYTES = 64 * 1024;
const HEARTBEAT_MS = 30_000;
/** Messages read from one socket and not yet handled, past which it stops reading. */
const INBOX_BACKLOG = 32;
const MAX_TOKENS_PER_QUERY = 100;

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
  /** Where the SQLite file lives (created if missing). Ignored when `store` is given. */
  readonly dataDir?: string;
  readonly store?: GameStore;
  /** The built web app (dist/web); null or missing serves a placeholder page. */
  readonly webRoot?: string | null;
  readonly agents?: AgentRunner;
  readonly now?: () => number;
  readonly logger?: FastifyServerOptions['logger'];
  readonly log?: (message: string) => void;
  /** Rate limits and the slow-reader bound; each field defaults to DEFAULT_LIMITS'. */
  readonly limits?: Partial<Limits>;
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

function malformed(what: string, error: z.ZodError): RuleError {
  return ruleError('ERR_MALFORMED', 'docs/protocol.md', `Malformed ${what}: ${z.prettifyError(error)}`);
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
  if (!store) {
    const dir = options.dataDir ?? 'data';
    mkdirSync(dir, { recursive: true });
    store = SqliteStore.open(join(dir, DB_FILE));
  }
  const service = new GameService({ store, agents: options.agents, now: options.now, log: options.log });
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: MAX_MESSAGE_BYTES });

  app.setErrorHandler((error: { statusCode?: number; message: string }, _req, reply) => {
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) app.log.error(error);
    const code = status === 500 ? 'ERR_INTERNAL' : status === 429 ? 'ERR_RATE_LIMITED' : 'ERR_MALFORMED';
    void reply.status(status).send({ error: ruleError(code, 'docs/protocol.md', status === 500 ? 'Internal server error.' : error.message) });
  });

  const limits: Limits = { ...DEFAULT_LIMITS, ...options.limits };
  const perWindow = (max: number) => ({ max, timeWindow: limits.windowMs });
  // Every route counts against requestsPerWindow; the routes below with their own count say so.
  await app.register(rateLimit, {
    ...perWindow(limits.requestsPerWindow),
    errorResponseBuilder: (_req, context) =>
      Object.assign(new Error(`Too many requests from this address: at most ${context.max} in ${limits.windowMs / 1000} s; try again in ${context.after}.`), { statusCode: 429 }),
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
    return ruleset ?? reply.status(404).send({ error: ruleError('ERR_UNKNOWN_RULESET', 'docs/protocol.md', `There is no rule system ${req.params.id}.`) });
  });

  app.get('/api/games', async (req, reply) => {
    const q = gamesQuerySchema.safeParse(req.query);
    if (!q.success) return bad(reply, malformed('query', q.error));
    const tokens = (q.data.tokens ?? '').split(',').filter(Boolean);
    if (tokens.length > MAX_TOKENS_PER_QUERY) return bad(reply, ruleError('ERR_MALFORMED', 'docs/protocol.md', `At most ${MAX_TOKENS_PER_QUERY} tokens at a time.`));
    return service.summaries(tokens);
  });

  app.post('/api/games', { config: { rateLimit: perWindow(limits.gamesPerWindow) } }, async (req, reply) => {
    const body = createGameSchema.safeParse(req.body);
    if (!body.success) return bad(reply, malformed('game', body.error));
    const created = service.create(body.data);
    return created.ok ? reply.status(201).send(created.value) : sendFailure(reply, created.error);
  });

  app.get<{ Params: { id: string } }>('/api/games/:id', async (req, reply) => {
    const seat = service.seatFor(req.params.id, bearer(req));
    if (!seat.ok) return sendFailure(reply, seat.error);
    const info = service.info(req.params.id, seat.value);
    return info.ok ? info.value : sendFailure(reply, info.error);
  });

  app.post<{ Params: { id: string } }>('/api/games/:id/join', async (req, reply) => {
    const body = joinSchema.safeParse(req.body);
    if (!body.success) return bad(reply, malformed('join', body.error));
    const joined = service.join(req.params.id, body.data.invite);
    return joined.ok ? joined.value : sendFailure(reply, joined.error);
  });

  app.post<{ Params: { id: string } }>('/api/games/:id/actions', { config: { rateLimit: perWindow(limits.actionsPerWindow) } }, async (req, reply) => {
    const seat = service.seatFor(req.params.id, bearer(req));
    if (!seat.ok) return sendFailure(reply, seat.error);
    const body = actBodySchema.safeParse(req.body);
    if (!body.success) return bad(reply, malformed('action request', body.error));
    const done = service.act(req.params.id, seat.value, body.data.seq, body.data.action, body.data.dice ? { dice: body.data.dice } : {});
    return done.ok ? done.value : sendFailure(reply, done.error);
  });

  app.post<{ Params: { id: string } }>('/api/games/:id/claim', async (req, reply) => {
    const seat = service.seatFor(req.params.id, bearer(req));
    if (!seat.ok) return sendFailure(reply, seat.error);
    const claimed = service.claim(req.params.id, seat.value);
    return claimed.ok ? { status: claimed.value } : sendFailure(reply, claimed.error);
  });

  app.get<{ Params: { id: string } }>('/api/games/:id/record', async (req, reply) => {
    const record = service.record(req.params.id);
    return record.ok ? record.value : sendFailure(reply, record.error);
  });

  const alive = new WeakMap<WebSocket, boolean>();

  app.get('/ws', { websocket: true, config: { rateLimit: perWindow(limits.connectionsPerWindow) } }, (socket: WebSocket, req) => {
    const q = wsQuerySchema.safeParse(req.query);
    if (!q.success) {
      socket.close(4400, 'Malformed query: /ws?game=<id>&token=<token>');
      return;
    }
    const gameId = q.data.game;
    const seat = service.seatFor(gameId, q.data.token);
    if (!seat.ok) {
      socket.close(seat.error.status === 404 ? 4004 : 4003, seat.error.error.message);
      return;
    }
    alive.set(socket, true);
    socket.on('pong', () => alive.set(socket, true));
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
      ruleError('ERR_RATE_LIMITED', 'docs/protocol.md', `Too many messages of this kind from this address; try again in ${Math.ceil(e.ttl / 1000)} s. Nothing was changed.`);
    const detach = service.attach(gameId, client);
    socket.on('close', detach);
    socket.on('error', detach);
    // Messages are handled in the order they came, one per turn of the event loop, so that a flood
    // on one socket cannot hold up every other game; past a short backlog the socket stops reading.
    const inbox: { input: unknown }[] = [];
    let draining = false;
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
        reply({ type: 'error', requestId: typeof requestId === 'string' || typeof requestId === 'number' ? requestId : null, error: malformed('message', msg.error) });
        return;
      }
      if (msg.data.type === 'sync') {
        const allowed = await wsSyncs(req);
        if (!allowed.isAllowed && allowed.isExceeded) return reply({ type: 'error', requestId: null, error: limited(allowed) });
        service.sync(gameId, client, 'whole', msg.data.seq);
        return;
      }
      const { requestId, action, seq, dice } = msg.data;
      const allowed = await wsActions(req);
      if (!allowed.isAllowed && allowed.isExceeded) return reply({ type: 'error', requestId, error: limited(allowed) });
      const done = service.act(gameId, client.seat, seq, action, { onStored: (next) => reply({ type: 'ack', requestId, seq: next }), ...(dice ? { dice } : {}) });
      if (!done.ok) {
        reply({ type: 'error', requestId, error: done.error.error });
        // A stale or unstorable action: the client catches up with the truth.
        if (done.error.error.code === 'ERR_STALE' || done.error.error.code === 'ERR_STORAGE') service.sync(gameId, client, 'update');
      }
    };
    socket.on('message', (data, isBinary) => {
      let input: unknown;
      try {
        input = isBinary ? undefined : JSON.parse(String(data));
      } catch {
        input = undefined;
      }
      inbox.push({ input });
      if (inbox.length >= INBOX_BACKLOG) socket.pause();
      if (!draining) {
        draining = true;
        setImmediate(drain);
      }
    });
  });

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

  service.resumeAll();

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
        store.close();
      })()),
  };
}
