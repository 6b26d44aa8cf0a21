/**
 * The web app as the server sends it: compressed as the client allows (brotli, else gzip), hashed assets
 * cached for a year, index.html checked each time; and the slim /api/rulesets the home page reads.
 * (e2e/bundle-size.test.ts checks the same headers on the real built tree.)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pickEncoding } from './static.js';
import { http, removeDir, startServer, tempDir, type TestServer } from './test-helpers.js';

interface Raw {
  readonly status: number;
  readonly headers: Record<string, string | string[] | undefined>;
  readonly body: Buffer;
}

/** A GET whose body comes back as sent (fetch would decompress it). */
const raw = (url: string, acceptEncoding?: string): Promise<Raw> =>
  new Promise((ok, fail) => {
    const req = get(url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}, timeout: 10_000 }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(parts) }));
      res.on('error', fail);
    });
    req.on('error', fail);
    req.on('timeout', () => req.destroy(new Error('timed out')));
  });

describe('the web app over HTTP', () => {
  const dirs: string[] = [];
  let s: TestServer;
  const script = `export const lines = [${Array.from({ length: 400 }, (_, i) => `'line ${i}'`).join(', ')}];\n`;
  const page = `<!doctype html><html><head><script type="module" src="./assets/index-AbC123.js"></script></head><body>${'<p>Warband</p>'.repeat(100)}</body></html>\n`;

  beforeAll(async () => {
    const web = tempDir();
    dirs.push(web);
    mkdirSync(join(web, 'assets'));
    writeFileSync(join(web, 'index.html'), page);
    writeFileSync(join(web, 'assets', 'index-AbC123.js'), script);
    writeFileSync(join(web, 'assets', 'tiny-Zz9.js'), 'export {};\n');
    s = await startServer(tempDir(), { webRoot: web });
    dirs.push(s.dataDir);
  });
  afterAll(async () => {
    await s.stop();
    dirs.forEach(removeDir);
  });

  it('sends a hashed asset in brotli to a client that takes it, cached for a year', async () => {
    const r = await raw(`${s.url}/assets/index-AbC123.js`, 'gzip, deflate, br');
    expect(r.status).toBe(200);
    expect(r.headers['content-encoding']).toBe('br');
    expect(r.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(r.headers['vary']).toMatch(/accept-encoding/i);
    expect(r.headers['content-type']).toMatch(/^text\/javascript/);
    expect(r.body.length).toBeLessThan(script.length / 3);
    expect(brotliDecompressSync(r.body).toString()).toBe(script);
  });

  it('sends gzip to a client without brotli, and the file as it is to one that takes neither', async () => {
    const g = await raw(`${s.url}/assets/index-AbC123.js`, 'gzip');
    expect(g.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(g.body).toString()).toBe(script);
    const refused = await raw(`${s.url}/assets/index-AbC123.js`, 'br;q=0, gzip');
    expect(refused.headers['content-encoding']).toBe('gzip');
    const plain = await raw(`${s.url}/assets/index-AbC123.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('checks index.html each time (no-cache), compressed too; a tiny file goes as it is', async () => {
    for (const path of ['/', '/index.html', '/some/route']) {
      const r = await raw(s.url + path, 'br');
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe('no-cache');
      expect(r.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(r.body).toString()).toBe(page);
    }
    const tiny = await raw(`${s.url}/assets/tiny-Zz9.js`, 'br');
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers /api/rulesets without the assumptions, and /api/rulesets/:id with them', async () => {
    const list = await http<
      { id: string; name: string; seats: string[]; optionFields: unknown[]; defaultOptions: object; assumptions?: unknown }[]
    >(s.url, 'GET', '/api/rulesets');
    expect(list.status).toBe(200);
    expect(list.body.length).toBeGreaterThanOrEqual(9);
    for (const r of list.body) {
      expect(r.assumptions).toBeUndefined();
      expect(r.name).toBeTruthy();
      expect(r.seats.length).toBeGreaterThan(0);
      expect(Array.isArray(r.optionFields)).toBe(true);
    }
    expect(JSON.stringify(list.body).length).toBeLessThan(32_000); // 212 kB with the prose; now names, option fields and the levels offered
    const one = await http<{ id: string; assumptions: { id: string; why: string }[] }>(s.url, 'GET', '/api/rulesets/swords-and-wizardry');
    expect(one.status).toBe(200);
    expect(one.body.id).toBe('swords-and-wizardry');
    expect(one.body.assumptions.find((a) => a.id === 'SW-A4')?.why).toBeTruthy();
    const none = await http<{ error: { code: string } }>(s.url, 'GET', '/api/rulesets/chess');
    expect(none.status).toBe(404);
    expect(none.body.error.code).toBe('ERR_UNKNOWN_RULESET');
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, falls back to gzip, honours q=0 and *', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip;q=0')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });
});
