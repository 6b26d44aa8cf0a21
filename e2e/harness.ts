/**
 * End-to-end harness: builds the app once, starts a Warband server on 127.0.0.1 with a temporary
 * WARBAND_DATA_DIR on a free port, and drives Chromium (playwright-core, the system's /usr/bin/chromium;
 * no browser is ever downloaded). Every wait is bounded.
 *
 *   describe.skipIf(!hasChromium)('…', () => {
 *     const app = useApp();
 *     it('…', async () => {
 *       const { page, errors } = await app.newPage();
 *       await page.goto(app.server.url + '/');
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { build, ROOT } from './build.js';

export { build, ROOT, startBuild } from './build.js';

export const CHROMIUM = '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);

async function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const srv = createServer();
    srv.once('error', fail);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => ok(port));
    });
  });
}

export interface RunningServer {
  readonly url: string;
  readonly port: number;
  readonly dataDir: string;
  /** Stops the process; its data directory is removed unless `keepData`. */
  stop(opts?: { keepData?: boolean }): Promise<void>;
}

/**
 * Starts the server (src/server, compiled to dist/server/main.js by `build`); with `again`, on the
 * port and data directory of a server stopped with keepData, as a restart.
 */
export async function startServer(again?: { port: number; dataDir: string }): Promise<RunningServer> {
  const port = again?.port ?? (await freePort());
  const dataDir = again?.dataDir ?? mkdtempSync(join(tmpdir(), 'warband-e2e-'));
  const script = join(ROOT, 'dist/server/main.js');
  const child: ChildProcess = spawn(process.execPath, [script, '--port', String(port), '--host', '127.0.0.1'], {
    cwd: ROOT,
    env: {
      ...process.env,
      WARBAND_DATA_DIR: dataDir,
      PORT: String(port),
      WARBAND_PORT: String(port),
      HOST: '127.0.0.1',
      WARBAND_HOST: '127.0.0.1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += String(d)));
  child.stderr!.on('data', (d) => (output += String(d)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/rulesets`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server did not answer on ${url} within 120 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    port,
    dataDir,
    stop: async (opts = {}) => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const t = Date.now() + 5000;
        while (child.exitCode === null && Date.now() < t) await new Promise((r) => setTimeout(r, 50));
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      if (!opts.keepData) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
    timeout: 120_000,
  });
}

/** Collects page errors so a test can assert there were none. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && !/WebSocket|Failed to load resource/.test(m.text())) errors.push(m.text());
  });
  return errors;
}

export const turnText = async (page: Page): Promise<string> =>
  (await page.locator('[data-testid=turn]').textContent({ timeout: 30_000 })) ?? '';

/**
 * Plays one legal move by clicking: selects own pieces until one shows targets (the server's legal
 * moves), then clicks a target. Answers a castle choice when one is asked. Returns false if none.
 */
export async function clickAMove(page: Page, opts: { random?: () => number; preferChallenges?: boolean } = {}): Promise<boolean> {
  const choice = page.locator('.castle-choice button');
  if (await choice.count()) {
    await choice.first().click();
    return true;
  }
  const rnd = opts.random;
  let squares = await page.locator('.board-play .piece-at').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')!));
  if (rnd)
    squares = squares
      .map((s) => [rnd(), s] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, s]) => s);
  let fallback: { from: string; to: string } | null = null;
  for (const sq of squares) {
    await page.locator(`.board-play .piece-at[data-square="${sq}"]`).click();
    const attacks = await page.locator('.board-play .sq.m-attack').evaluateAll((els) => els.map((e) => e.getAttribute('data-square')!));
    const targets = await page
      .locator('.board-play .sq.m-target, .board-play .sq.m-attack')
      .evaluateAll((els) => els.map((e) => e.getAttribute('data-square')!));
    if (!targets.length) continue;
    const pick = (xs: string[]) => xs[rnd ? Math.floor(rnd() * xs.length) : 0]!;
    if (opts.preferChallenges && !attacks.length) {
      fallback ??= { from: sq, to: pick(targets) };
      continue;
    }
    await page
      .locator(`.board-play .sq[data-square="${attacks.length && opts.preferChallenges ? pick(attacks) : pick(targets)}"] .sq-base`)
      .click({ force: true });
    return true;
  }
  if (!fallback) return false;
  await page.locator(`.board-play .piece-at[data-square="${fallback.from}"]`).click();
  await page.locator(`.board-play .sq[data-square="${fallback.to}"] .sq-base`).click({ force: true });
  return true;
}

/** Waits (bounded) until `cond` holds, polling. */
export async function until(cond: () => Promise<boolean>, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export interface App {
  /** The server started before the file's tests (throws before that). */
  readonly server: RunningServer;
  readonly browser: Browser;
  /** A page in a context of its own (60 s default timeout: a hang guard), and the errors it logs (watchErrors). */
  newPage(viewport?: { width: number; height: number }): Promise<{ page: Page; errors: string[]; context: BrowserContext }>;
  /** A hot-seat game created through the API, opened in a new page that holds both seats (as the home page stores them). */
  openHotseat(
    ruleset: string,
    options: Record<string, unknown>,
    viewport?: { width: number; height: number },
  ): Promise<{ page: Page; errors: string[]; context: BrowserContext; gameId: string }>;
}

/**
 * For a describe block: builds dist/ and starts a server and Chromium before its tests (beforeAll),
 * stops them after (afterAll).
 */
export function useApp(): App {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    build();
    server = await startServer();
    browser = await launch();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  const started = <T>(x: T | undefined, what: string): T => {
    if (x === undefined) throw new Error(`the ${what} is not started yet (useApp starts it in beforeAll)`);
    return x;
  };
  const app: App = {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await started(browser, 'browser').newContext({ viewport });
      context.setDefaultTimeout(60_000);
      const page = await context.newPage();
      return { page, errors: watchErrors(page), context };
    },
    async openHotseat(ruleset, options, viewport) {
      const url = app.server.url;
      const created = await fetch(`${url}/api/games`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ruleset, mode: 'hotseat', options }),
      });
      expect(created.status).toBeLessThan(300);
      const { gameId, seats } = (await created.json()) as { gameId: string; seats: Record<string, string> };
      const opened = await app.newPage(viewport);
      await opened.page.goto(url + '/');
      await opened.page.evaluate(
        ([id, r, s]) =>
          localStorage.setItem(
            'warband.games.v1',
            JSON.stringify([{ gameId: id, ruleset: r, mode: 'hotseat', seats: s, createdAt: Date.now() }]),
          ),
        [gameId, ruleset, seats] as const,
      );
      await opened.page.goto(`${url}/#/game/${gameId}`);
      return { ...opened, gameId };
    },
  };
  return app;
}

/** Waits (bounded) until the page no longer shows an action being sent ("Sending…"). */
export const settled = (page: Page): Promise<void> =>
  until(async () => !(await page.locator('.status .muted', { hasText: 'Sending…' }).count()), 'the action to be acknowledged', 60_000);

/** Script and style files the page has loaded so far. */
export const loaded = (page: Page): Promise<string[]> => page.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name));

/**
 * Lifts the hot-seat cover with the keyboard (its button has the focus; after a long battle its recap
 * can push the button below the window, out of the mouse's reach), waiting up to 3 s for one coming up.
 */
export async function lift(page: Page): Promise<void> {
  const cover = page.locator('[data-testid=pass-cover]');
  try {
    await cover.locator('button').focus({ timeout: 3000 });
  } catch {
    return; // no cover, or it went down by itself (a newer state arrived for the seat already shown)
  }
  await page.keyboard.press('Enter');
  await cover.waitFor({ state: 'detached', timeout: 60_000 });
}

/** Lifts the hot-seat cover if it is up now (for whichever seat), as `lift`; returns at once if not. */
export async function liftAny(page: Page): Promise<void> {
  if (await page.locator('[data-testid=pass-cover]').count()) await lift(page);
}

/** The hot-seat cover comes up (for `seat`: its heading names it): waited for, then lifted with a click. */
export async function reveal(page: Page, seat?: string): Promise<void> {
  const cover = page.locator('[data-testid=pass-cover]');
  await cover.waitFor({ state: 'visible', timeout: 60_000 });
  if (seat !== undefined) await expect.poll(() => cover.locator('h2').textContent(), { timeout: 60_000 }).toContain(seat);
  await cover.locator('button').click();
  await cover.waitFor({ state: 'detached', timeout: 60_000 });
}

/** Pairs of open-table labels whose boxes on the page overlap (none: labels are fitted inside their pieces). */
export const overlappingLabels = (page: Page): Promise<string[]> =>
  page.locator('.ot-piece-label').evaluateAll((els) => {
    const boxes = els.map((e) => ({ text: e.textContent ?? '', r: e.getBoundingClientRect() }));
    const out: string[] = [];
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!.r, boxes[j]!.r];
        if (a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom) out.push(`${boxes[i]!.text} / ${boxes[j]!.text}`);
      }
    return out;
  });

/** Ghosts whose centre something else covers: at each ghost's centre the page must find that ghost. */
export const coveredGhosts = (page: Page): Promise<string[]> =>
  page.locator('.ot-ghost-handle').evaluateAll((els) =>
    els.flatMap((e) => {
      const r = e.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
      const id = e.getAttribute('data-ghost-id');
      return hit?.closest('[data-ghost-id]')?.getAttribute('data-ghost-id') === id ? [] : [id ?? '?'];
    }),
  );
