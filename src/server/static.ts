/**
 * Serves the built web app (dist/web) if it exists; otherwise a small page saying it is not built.
 * Only files under the web root are served; unknown paths without an extension get index.html.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';

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
}

/** The response for a GET of `urlPath` with the web app in `webRoot` (null or missing: not built). */
export async function serveStatic(webRoot: string | null, urlPath: string): Promise<StaticFile> {
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
  return { status: 200, type, body: await readFile(file), cache };
}
