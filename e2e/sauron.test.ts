/**
 * The Sauron map game of Dagorlad (`sauron`) end to end, against a real server process: a hot-seat
 * game created on the home page; the map drawn with its hexes, the road, the gate and the pieces;
 * Sauron leaves the gates open (18.1); the Ringwraith selected, his moves highlighted, and walked four
 * hexes by clicking them (8.11); the segments ended (SAU-A6) to the Leader Combat Segment, where his
 * challenge to Anarion shows the exact odds and their chart (22.0, odds.ts); Anarion, at his seat,
 * sees the prompt with the odds and refuses (22.3): the log says so with the clause and Westernesse's
 * Demoralization Level rises by his Rally Points. In a second game Sauron buys the Beast's powers in
 * the First Magic Leader Phase (SAU-M20, SAU-M21): the points drop in the record panel, the purchase is
 * logged with its clause, the Beast's counter carries the power's mark, and what he can no longer
 * afford is no longer offered.
 *
 * Needs Chromium at /usr/bin/chromium (Debian: apt-get install -y chromium); skipped without it.
 * UPDATE_SCREENSHOTS=1 also writes docs/screenshots/sauron-dagorlad.png.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { hasChromium, reveal, ROOT, settled, useApp } from './harness.js';

const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs/screenshots') : null;

describe.skipIf(!hasChromium)('The Sauron map game of Dagorlad in the browser (e2e)', () => {
  const app = useApp();

  const phase = (page: Page) => page.locator('[data-testid=sau-phase]').textContent();

  /** A hot-seat game of Dagorlad created on the home page, Sauron's seat revealed. */
  async function newGame(page: Page): Promise<void> {
    await page.goto(app.server.url + '/');
    await page.locator('.ruleset-pick', { hasText: 'battle of Dagorlad' }).click();
    await page.locator('.segmented label', { hasText: 'Hot-seat' }).click();
    await page.click('[data-testid=create-game]');
    await page.waitForURL(/#\/game\//, { timeout: 15_000 });
    await reveal(page, 'Sauron');
    await page.waitForSelector('svg.sau-map');
  }

  it('moves a leader, ends the segments, challenges with the odds shown, and the refusal raises the level', async () => {
    // A 1366x768 screen (issue 28.4): the map opens on the seat's own pieces with counters readable.
    const { page, errors, context } = await app.newPage({ width: 1366, height: 768 });
    await newGame(page);
    const counterPx = await page
      .locator('.sau-piece[data-side=sauron] .sau-unit .sau-counter-body')
      .evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    console.log(`Dagorlad at 1366x768: Sauron's counters ${Math.min(...counterPx).toFixed(1)} px high when the map opens`);
    expect(Math.min(...counterPx)).toBeGreaterThanOrEqual(24);
    // Zoom and position are kept across a reload (localStorage per game).
    await page.locator('[aria-label="Zoom in"]').click();
    const zoomed = await page.locator('svg.sau-map').getAttribute('data-viewbox');
    await page.reload();
    await reveal(page, 'Sauron');
    await page.waitForSelector('svg.sau-map');
    await expect.poll(() => page.locator('svg.sau-map').getAttribute('data-viewbox')).toBe(zoomed);
    await page.click('[data-testid=map-whole]');

    // The map: 29 x 30 hexes, the road, the gate, every unit and leader on it.
    expect(await page.locator('svg.sau-map .sau-hex').count()).toBe(29 * 30);
    expect(await page.locator('[data-testid=sau-road]').count()).toBe(1);
    expect(await page.locator('[data-testid=sau-gate]').count()).toBe(1);
    expect(await page.locator('.sau-piece[data-piece=elendil]').getAttribute('data-hex')).toBe('0228');
    expect(await page.locator('.sau-piece .sau-unit').count()).toBe(36);
    expect(await phase(page)).toContain('Game-turn 1 of 18 · First Magic Phase');
    expect(await page.locator('[data-testid=level-westernesse]').textContent()).toContain('Westernesse 0');

    // 18.1: Sauron leaves the gates open; on to his Movement Phase. Sauron's turn's clicks are counted from here.
    let clicks = 0;
    await page.locator('[data-testid=sau-button]', { hasText: 'Leave the Gates of Morannon open' }).click();
    clicks++;
    await settled(page);
    await expect.poll(() => phase(page)).toContain('Sauron Movement Phase');

    // 8.11: the Ringwraith selected, where he may go highlighted.
    await page.locator('.sau-piece[data-piece=ringwraith]').click();
    clicks++;
    await expect.poll(() => page.locator('.ss-mark.ss-m-target').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid=sau-selection]').textContent()).toContain('Ringwraith');
    // Selecting never acts: a click on a piece of his own the Ringwraith could step onto selects it; nothing moves or is logged.
    const log = await page.locator('.log-list').textContent();
    await page.locator('.sau-piece[data-piece=s15-slaves]').click();
    await expect.poll(() => page.locator('[data-testid=sau-selection]').textContent()).toContain('Selected: Sauron Slaves');
    // The Ringwraith's step there is offered only as a second choice.
    expect(await page.locator('[data-testid=sau-also]').textContent()).toMatch(/Or move the Ringwraith to 0419/i);
    await page.waitForTimeout(300);
    expect(await page.locator('.sau-piece[data-piece=ringwraith]').getAttribute('data-hex')).toBe('0420');
    expect(await page.locator('.log-list').textContent()).toBe(log);
    await page.locator('.sau-piece[data-piece=ringwraith]').click();
    await expect.poll(() => page.locator('[data-testid=sau-selection]').textContent()).toMatch(/Selected: .*Ringwraith in 0420/);
    // One gesture: a click on 0424, four hexes away, draws the path and its cost; a second click on it confirms.
    await expect.poll(() => page.locator('.ss-mark.ss-m-target[data-mark="0424"]').count()).toBe(1);
    await page.locator('.sau-hex[data-hex="0424"] .ss-hex-base').click({ force: true });
    clicks++;
    await expect.poll(() => page.locator('[data-testid=map-plan]').textContent()).toContain('4 hexes, 4 MP');
    expect(await page.locator('[data-testid=sau-plan]').textContent()).toContain('0420 → 0421 → 0422 → 0423 → 0424');
    expect(await page.locator('.log-list').textContent()).toBe(log);
    await page.locator('.sau-hex[data-hex="0424"] .ss-hex-base').click({ force: true });
    clicks++;
    await expect.poll(() => page.locator('.sau-piece[data-piece=ringwraith]').getAttribute('data-hex')).toBe('0424');
    await settled(page);
    await expect.poll(() => page.locator('.log-list').textContent()).toContain('0423 → 0424');

    // SAU-A6: end the phase; segments with nothing to decide pass by themselves, until the Leader Combat Segment (bounded).
    await page.click('[data-testid=sau-end]');
    clicks++;
    await settled(page);
    for (let i = 0; i < 20 && !(await phase(page))?.includes('Leader Combat Segment'); i++) {
      if (await page.locator('[data-testid=sau-end]').count()) {
        await page.click('[data-testid=sau-end]');
        clicks++;
      }
      await settled(page);
      await page.waitForTimeout(200);
    }
    expect(await phase(page)).toContain('Sauron Combat Phase, Leader Combat Segment');
    // Nothing was refused on the way (a path's step or a pass sent from a state already gone).
    expect(await page.locator('.toast-error').count()).toBe(0);
    console.log(`Dagorlad, Sauron's first turn to the Leader Combat Segment (gates, one leader moved 4 hexes): ${clicks} clicks`);

    // 22.0: the Ringwraith's challenge to Anarion, with the exact odds and their chart.
    const combat = page.locator('[data-testid=sau-leader-combat]');
    await combat.locator('[data-testid=sau-pair]', { hasText: 'Ringwraith → Anarion' }).click();
    await expect.poll(() => combat.locator('[data-testid=sauron-mortal-odds]').textContent()).toMatch(/Ringwraith survives \d+\.\d%/);
    await combat.locator('[data-testid=sauron-odds-chart] svg').waitFor({ timeout: 30_000 });
    if (SHOTS) {
      mkdirSync(SHOTS, { recursive: true });
      // The README's picture: the map fitted to Sauron's pieces, with the odds and the leaders below it.
      await page.click('[data-testid=map-fit]');
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({ path: join(SHOTS, 'sauron-dagorlad.png'), fullPage: true });
    }
    await combat.locator('[data-testid=sau-challenge]').click();
    await settled(page);

    // 22.1, 22.3: Anarion answers at his seat: the prompt shows the odds; he refuses.
    await reveal(page, 'Westernesse');
    const prompt = page.locator('[data-testid=sau-challenge-prompt]');
    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('The Ringwraith challenges Anarion to Mortal Combat');
    await expect.poll(() => prompt.locator('[data-testid=sauron-mortal-odds]').textContent()).toMatch(/Anarion survives \d+\.\d%/);
    await prompt.locator('[data-testid=sau-refuse]').click();
    await settled(page);
    await expect.poll(() => page.locator('[data-testid=level-westernesse]').textContent()).toContain('Westernesse 8');
    await expect.poll(() => page.locator('.log-list').textContent()).toContain('Anarion refuses the challenge');
    expect(await page.locator('.log-list').textContent()).toContain('22.3');

    expect(errors).toEqual([]);
    await context.close();
  });

  it("SAU-M20, SAU-M21: Sauron buys the Beast's powers in the First Magic Leader Phase; the points drop, the log and the counter show it", async () => {
    const { page, errors, context } = await app.newPage({ width: 1400, height: 1000 });
    await newGame(page);
    const record = page.locator('[data-testid=sau-record]');
    const buttons = page.locator('[data-testid=sau-button]');
    const beast = page.locator('.sau-piece[data-piece=s20-beast]');
    expect(await phase(page)).toContain('First Magic Phase');
    expect(await record.textContent()).toContain("Sauron's Magic Capability Points: 45");
    expect(await page.locator('[data-testid=sau-beast-powers]').textContent()).toContain("The Beast's powers: none");
    expect(await beast.locator('.sau-power-mark').count()).toBe(0);

    // Death Breath for 20 of the 45 points.
    await buttons.filter({ hasText: 'Give the Beast Death Breath' }).click();
    await settled(page);
    await expect.poll(() => record.textContent()).toContain("Sauron's Magic Capability Points: 25");
    expect(await page.locator('[data-testid=sau-beast-powers]').textContent()).toContain(
      "The Beast's powers: Death Breath; to buy: Flight 16, Horn Attack 12 MP.",
    );
    await expect
      .poll(() => page.locator('.log-list').textContent())
      .toContain('Sauron gives the Beast Death Breath for 20 Magic Capability Points (25 left)');
    expect(await page.locator('.log-list').textContent()).toContain('(25 left) SAU-M21');
    await expect.poll(() => beast.locator('.sau-power-mark[data-power=death-breath]').textContent()).toBe('D');
    expect(await beast.getAttribute('aria-label')).toContain('powers: Death Breath');
    expect(await buttons.filter({ hasText: 'Death Breath' }).count()).toBe(0);

    // Flight for 16 of the 25 left: 9 remain, too few for Horn Attack (12), which is offered no more (bounded wait).
    await buttons.filter({ hasText: 'Give the Beast Flight' }).click();
    await settled(page);
    await expect.poll(() => record.textContent()).toContain("Sauron's Magic Capability Points: 9");
    await expect.poll(() => beast.locator('.sau-power-mark').count()).toBe(2);
    for (let i = 0; i < 20 && (await buttons.filter({ hasText: 'Give the Beast' }).count()) > 0; i++) await page.waitForTimeout(250);
    expect(await buttons.filter({ hasText: 'Give the Beast' }).count()).toBe(0);
    expect(await phase(page)).toContain('First Magic Phase');
    expect(await buttons.filter({ hasText: 'Leave the Gates of Morannon open' }).count()).toBe(1);

    expect(errors).toEqual([]);
    await context.close();
  });
});
