/**
 * The web app as built (dist/web) and served: the start page's JavaScript within 150 kB gzipped and each
 * game page's within 250 kB with its system's chunk (scripts/bundle-size.mjs follows Vite's manifest);
 * the server compresses what it sends and lets browsers keep hashed assets for a year; and in Chromium
 * the start page fetches no system's interface until a game of it is opened.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { measure, overBudget, type BundleReport } from '../scripts/bundle-size.mjs';
import { hasChromium, loaded, ROOT, useApp } from './harness.js';

const WEB = join(ROOT, 'dist/web');

describe('the built web app', () => {
  const app = useApp();
  let report: BundleReport;
  let manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }>;
  beforeAll(() => {
    report = measure(WEB);
    manifest = JSON.parse(readFileSync(join(WEB, '.vite/manifest.json'), 'utf8'));
  });

  it('keeps the start page within 150 kB of JavaScript gzipped, and each game page within 250 kB', () => {
    expect(report.budgets).toEqual({ home: 150_000, game: 250_000 });
    expect(report.home.jsGzip).toBeLessThanOrEqual(150_000);
    expect(report.games.map((g) => g.id).sort()).toEqual([
      'sauron',
      'sauron-referee',
      'sword-and-spear',
      'sword-and-spear-referee',
      'sword-and-swarm',
      'sword-and-swarm-attack',
      'swords-and-sorcery',
      'swords-and-sorcery-battle',
      'swords-and-wizardry',
    ]);
    for (const g of report.games) {
      expect(g.jsGzip, g.id).toBeLessThanOrEqual(250_000);
      // A game page fetches more than the start page: its system is not in the start page.
      expect(g.jsGzip, g.id).toBeGreaterThan(report.home.jsGzip);
      expect(g.replay!.jsGzip, `replay ${g.id}`).toBeLessThanOrEqual(250_000);
    }
    expect(overBudget(report)).toEqual([]);
  });

  it('serves hashed assets compressed and cached for a year, index.html checked each time', async () => {
    const entry = Object.values(manifest).find((c) => c.isEntry)!;
    const asset = await fetch(`${app.server.url}/${entry.file}`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-encoding')).toBe('br');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await asset.text()).toBe(readFileSync(join(WEB, entry.file), 'utf8'));
    const gz = await fetch(`${app.server.url}/${report.games[0]!.chunk}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gz.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const page = await fetch(`${app.server.url}/`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(await page.text()).toContain(entry.file);
    const rulesets = await fetch(`${app.server.url}/api/rulesets`);
    const body = await rulesets.text();
    expect(body.length).toBeLessThan(32_000); // 212 kB with the prose; now names, option fields and the levels offered
    // The assumptions' prose is asked for per ruleset (/api/rulesets/:id); the list names them by id only.
    expect((JSON.parse(body) as Record<string, unknown>[]).filter((r) => 'assumptions' in r)).toEqual([]);
  });

  it.skipIf(!hasChromium)(
    'fetches no system on the start page, and one system when a game is opened',
    async () => {
      const { page, errors, context } = await app.newPage();
      const chunkOf = (id: string) => report.games.find((g) => g.id === id)!.chunk;
      const systems = report.games.map((g) => g.chunk);
      await page.goto(app.server.url + '/');
      await page.waitForSelector('.ruleset-pick');
      await page.waitForSelector('[data-testid=create-game]');
      await page.waitForTimeout(300);
      expect((await loaded(page)).filter((u) => systems.some((c) => u.endsWith(c)))).toEqual([]);

      // Opening a game of Swords & Wizardry fetches its interface and nothing of the other eight.
      await page.locator('.choice', { hasText: 'Random' }).click();
      await page.click('[data-testid=create-game]');
      await page.waitForURL(/#\/game\//);
      await page.waitForSelector('.tray-item');
      const fetched = (await loaded(page)).filter((u) => systems.some((c) => u.endsWith(c)));
      expect(fetched.map((u) => u.slice(u.lastIndexOf('/assets/') + 1))).toEqual([chunkOf('swords-and-wizardry')]);
      expect(errors).toEqual([]);
      await context.close();
    },
    90_000,
  );
});
