/**
 * The players' controls in the browser against the computer (docs/web.md, "Resign, draw, takeback"):
 * a move and the computer's reply taken back, a draw offered and declined by the computer, a step back
 * through the positions and back to the live game, then a resignation to the end screen.
 *
 * Needs Chromium at /usr/bin/chromium (Debian: apt-get install -y chromium); skipped without it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { clickAMove, hasChromium, settled, turnText, until, useApp } from './harness.js';

const livePosition = async (page: Page): Promise<number> => {
  const text = (await page.locator('[data-testid=history-position]').textContent()) ?? '';
  const m = /Live \(position (\d+)\)/.exec(text);
  return m ? Number(m[1]) : -1;
};

describe.skipIf(!hasChromium)('players’ controls (e2e)', () => {
  const app = useApp();

  it('takes back a move, offers a draw, steps back and forth, and resigns, against the computer', async () => {
    const { page, errors, context } = await app.newPage();
    const url = app.server.url;
    const created = await fetch(`${url}/api/games`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        ruleset: 'swords-and-wizardry',
        mode: 'computer',
        seat: 'red',
        level: 'random',
        options: { firstPlayer: 'red' },
      }),
    });
    const { gameId, seats } = (await created.json()) as { gameId: string; seats: Record<string, string> };
    await page.goto(url + '/');
    await page.evaluate(
      ([id, s]) =>
        localStorage.setItem(
          'warband.games.v1',
          JSON.stringify([{ gameId: id, ruleset: 'swords-and-wizardry', mode: 'computer', seats: s, createdAt: Date.now() }]),
        ),
      [gameId, seats] as const,
    );
    await page.goto(`${url}/#/game/${gameId}`);

    // Deploy, then one move and the computer's reply.
    await page.waitForSelector('.tray-item');
    await page.click('text=Fill the rest');
    await page.click('text=Deploy these pieces');
    await page.waitForSelector('.board-play', { timeout: 20_000 });
    await until(async () => (await turnText(page)) === 'Your move', 'red to move');
    const before = await livePosition(page);
    expect(before).toBe(2);
    expect(await clickAMove(page)).toBe(true);
    await until(async () => (await livePosition(page)) === 4 && (await turnText(page)) === 'Your move', "the computer's reply");

    // Take back: the move and the reply go (nothing hidden was shown by a first move far from the enemy).
    await page.click('[data-testid=takeback]');
    await until(async () => (await livePosition(page)) === 2, 'the takeback');
    await expect.poll(() => page.locator('.toast', { hasText: 'the moves are taken back' }).count()).toBeGreaterThan(0);
    expect(await turnText(page)).toBe('Your move');

    // A draw offered: the computer declines at once, and the game goes on.
    await page.click('[data-testid=offer-draw]');
    await expect.poll(() => page.locator('.toast', { hasText: 'declines the draw' }).count()).toBeGreaterThan(0);
    await settled(page);
    expect(await page.locator('[data-testid=end-screen]').count()).toBe(0);

    // Step back to the deployment as red saw it, forward, and back to the game.
    await page.click('[data-testid=history-back]');
    await page.waitForSelector('[data-testid=history]');
    await expect.poll(() => page.locator('[data-testid=history-position]').textContent()).toBe('Position 1 of 2');
    await page.click('[data-testid=history-back]');
    await expect.poll(() => page.locator('[data-testid=history-position]').textContent()).toBe('Position 0 of 2');
    await page.click('[data-testid=history-forward]');
    await expect.poll(() => page.locator('[data-testid=history-position]').textContent()).toBe('Position 1 of 2');
    await page.click('[data-testid=history-live]');
    await page.waitForSelector('.board-play');
    expect(await livePosition(page)).toBe(2);

    // Resign, confirmed: the end screen says so.
    await page.click('[data-testid=resign]');
    await page.click('[data-testid=resign-confirm]');
    await page.waitForSelector('[data-testid=end-screen]');
    expect(await page.locator('[data-testid=end-screen] h2').textContent()).toBe('Defeat');
    expect(await page.locator('[data-testid=end-cause]').textContent()).toBe('Ended by resignation.');
    expect(await page.locator('.end-reason').textContent()).toBe('Red resigned.');
    expect(errors).toEqual([]);
    await context.close();
  }, 240_000);
});
