#!/usr/bin/env node
/**
 * The Warband server: `npm start` (after the build), or `node dist/server/main.js [--port N] [--host H]`.
 *
 *   PORT              port to listen on (default 8080; --port wins)
 *   HOST              address to listen on (default 127.0.0.1; --host wins)
 *   DATABASE_URL      keep games in this PostgreSQL database (postgres://...), for several server
 *                     processes on one database; without it, one SQLite file (docs/deploy.md)
 *   WARBAND_DATA_DIR  where warband.sqlite lives (default ./data, created if missing; not with DATABASE_URL)
 *   WARBAND_WORKERS   server processes on this machine (default 1; more need DATABASE_URL): Node's
 *                     cluster module shares the port among them and starts a new one if one dies
 *   WARBAND_LOG       fastify log level (default warn; info logs each request, without query strings)
 */
import cluster from 'node:cluster';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRunner } from './agents.js';
import { createServer, DB_FILE, isPostgresUrl, safeLogger } from './app.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const port = Number(arg('port') ?? process.env.PORT ?? 8080);
const host = arg('host') ?? process.env.HOST ?? '127.0.0.1';
const dataDir = resolve(process.env.WARBAND_DATA_DIR ?? 'data');
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not '${arg('port') ?? process.env.PORT}'.`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || undefined;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:port/database); unset it to use SQLite.');
  process.exit(2);
}
const workers = Number(process.env.WARBAND_WORKERS ?? 1);
if (!Number.isInteger(workers) || workers < 1) {
  console.error(`WARBAND_WORKERS must be a whole number of processes, not '${process.env.WARBAND_WORKERS}'.`);
  process.exit(2);
}
if (workers > 1 && !databaseUrl) {
  console.error('WARBAND_WORKERS above 1 needs DATABASE_URL: one SQLite file is served by one process (docs/deploy.md).');
  process.exit(2);
}
if (workers > 1 && cluster.isPrimary) await superviseWorkers(workers);
else await serve();

/** The primary of several workers: starts them, starts another when one dies, and stops them on a signal. */
async function superviseWorkers(count: number): Promise<void> {
  let stopping = false;
  const stopAll = () => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  const listening = new Set<number>();
  cluster.on('listening', (worker) => listening.add(worker.id));
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping || !listening.has(worker.id)) {
      // One that could not start (its reason is printed above) would fail again: stop them all.
      if (!stopping) {
        console.error(`A worker could not start (${signal ?? code}); stopping.`);
        process.exitCode = 1;
        stopAll();
      }
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit();
      return;
    }
    console.log(`${new Date().toISOString()} worker ${worker.process.pid} ended (${signal ?? code}); starting another`);
    cluster.fork();
  });
  console.log(`Warband: ${count} workers on http://${host}:${port}, games in PostgreSQL`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (!stopping) stopAll();
    });
  }
}

async function serve(): Promise<void> {
  if (!databaseUrl) mkdirSync(dataDir, { recursive: true });

  let server: Awaited<ReturnType<typeof createServer>>;
  try {
    server = await createServer({
      dataDir,
      databaseUrl,
      webRoot: fileURLToPath(new URL('../web/', import.meta.url)),
      agents: defaultRunner(),
      logger: safeLogger && typeof safeLogger === 'object' ? { ...safeLogger, level: process.env.WARBAND_LOG ?? 'warn' } : false,
      log: (message) => console.log(`${new Date().toISOString()} ${message}`),
    });
  } catch (e) {
    console.error(`Cannot open the store: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }

  try {
    await server.app.listen({ host, port });
  } catch (e) {
    console.error(`Cannot listen on ${host}:${port}: ${e instanceof Error ? e.message : String(e)}`);
    await server.close();
    process.exit(1);
  }
  const address = server.app.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  console.log(`Warband listening on http://${host}:${actual}`);
  // The URL may hold a password: only where it points is printed.
  console.log(
    `Data: ${databaseUrl ? `PostgreSQL at ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}` : resolve(dataDir, DB_FILE)}`,
  );

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      void server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
}
