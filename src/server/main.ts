#!/usr/bin/env node
/**
 * The Warband server: `npm start` (after the build), or `node dist/server/main.js [--port N] [--host H]`.
 *
 *   PORT              port to listen on (default 8080; --port wins)
 *   HOST              address to listen on (default 127.0.0.1; --host wins)
 *   WARBAND_DATA_DIR  where warband.sqlite lives (default ./data, created if missing)
 *   WARBAND_LOG       fastify log level (default warn; info logs each request, without query strings)
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultRunner } from './agents.js';
import { createServer, DB_FILE, safeLogger } from './app.js';

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
mkdirSync(dataDir, { recursive: true });

const server = await createServer({
  dataDir,
  webRoot: fileURLToPath(new URL('../web/', import.meta.url)),
  agents: defaultRunner(),
  logger: safeLogger && typeof safeLogger === 'object' ? { ...safeLogger, level: process.env.WARBAND_LOG ?? 'warn' } : false,
  log: (message) => console.log(`${new Date().toISOString()} ${message}`),
});

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
console.log(`Data: ${resolve(dataDir, DB_FILE)}`);

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
