/**
 * Serves the built web app (dist/web) if it exists; otherwise a small page saying it is not built.
 * Only files under the web root are served; unknown paths without an extension get index.html.
 *
 * Text files go out compressed (brotli, or gzip for a client without it), each compressed once and kept
 * in memory: the hashed assets never change, and the whole app compresses to about 0.7 MB. Hashed assets
 * (/assets/*-[hash].js) may be cached for a year; index.html is checked each time (no-cache).
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Warband</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 3rem auto; padding: 0 1rem">
<h1>Warband</h1>
<p>The server is running, but the web app is not built. Run <code>npm run build</code> (it writes
<code>dist/web</code>) and reload this page.</p>
<p>The API answers at <a href="/api/rulesets">/api/rulesets</a>; docs/protocol.md describes it.</p>
</body></html>
`;

export interface StaticFile {
  readonly status: number;
  readonly type: string;
  readonly body: Buffer | string;
  readonly cache: string;
  /** The body's Content-Encoding, when it is compressed. */
  readonly encoding?: 'br' | 'gzip';
}

/** Files too small to gain from compression go as they are. */
const MIN_COMPRESS_BYTES = 1024;
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json)|image\/svg\+xml)/;

/** The encoding to send: brotli where the client takes it, else gzip, else none (q=0 refuses one). */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)).find(Boolean);
    if (name) accepted.set(name, q ? Number(q[1]) : 1);
  }
  const takes = (e: string) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0;
  return takes('br') ? 'br' : takes('gzip') ? 'gzip' : null;
}

/**
 * Brotli's quality 5: the charts' 538 kB chunk in 0.12 s, once (quality 11 saves 10% more but takes 4.5 s
 * on this machine, which the first reader of a chart would wait for).
 */
const BROTLI_QUALITY = 5;

/** Compressed bodies by file, encoding and modification time (a rebuilt file is compressed again). */
const compressed = new Map<string, Promise<Buffer>>();

function compress(file: string, mtimeMs: number, body: Buffer, encoding: 'br' | 'gzip'): Promise<Buffer> {
  const key = `${encoding} ${mtimeMs} ${file}`;
  let out = compressed.get(key);
  if (!out) {
    out =
      encoding === 'br'
        ? brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : gzipped(body, { level: 9 });
    out.catch(() => compressed.delete(key));
    compressed.set(key, out);
  }
  return out;
}

/**
 * The response for a GET of `urlPath` with the web app in `webRoot` (null or missing: not built),
 * compressed as the request's Accept-Encoding allows.
 */
export async function serveStatic(webRoot: string | null, urlPath: string, acceptEncoding?: string): Promise<StaticFile> {
  const root = webRoot ? resolve(webRoot) : null;
  if (!root || !existsSync(join(root, 'index.html'))) {
    return urlPath === '/' || urlPath === '/index.html'
      ? { status: 200, type: TYPES['.html']!, body: PLACEHOLDER, cache: 'no-cache' }
      : { status: 404, type: TYPES['.txt']!, body: 'Not found (the web app is not built).\n', cache: 'no-cache' };
  }
  let path: string;
  try {
    path = decodeURIComponent(urlPath.split('?')[0]!);
  } catch {
    return { status: 400, type: TYPES['.txt']!, body: 'Bad path.\n', cache: 'no-cache' };
  }
  let file = resolve(root, `.${path}`);
  if (file !== root && !file.startsWith(root + sep)) return { status: 404, type: TYPES['.txt']!, body: 'Not found.\n', cache: 'no-cache' };
  if (file === root || (existsSync(file) && statSync(file).isDirectory())) file = join(file, 'index.html');
  if (!existsSync(file)) {
    if (extname(path) !== '') return { status: 404, type: TYPES['.txt']!, body: 'Not found.\n', cache: 'no-cache' };
    file = join(root, 'index.html');
  }
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const cache = file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';
  const body = await readFile(file);
  const encoding = pickEncoding(acceptEncoding);
  if (encoding && body.length >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(type)) {
    return { status: 200, type, body: await compress(file, statSync(file).mtimeMs, body, encoding), cache, encoding };
  }
  return { status: 200, type, body, cache };
}
