/**
 * The Sauron record keeper (`sauron-referee`) end to end, against a real server process: a hot-seat
 * record created on the home page; a wound recorded and logged with its clause (7.222); the phases
 * moved on; a Leader Combat resolved with a die rolled at the table and typed in (7.221, 7.26); a
 * Mortal Combat round refused with too few typed dice, then fought with two (22.2, SAU-A3); and the
 * exact odds with their chart, drawn in the page by code loaded only then. A second record, started on
 * the home page in the last Joint Rally Phase, ends without a decisive victory and starts the Expanded
 * Game's rematch from its card: a new record at game-turn 1, the dead Anarion replaced by his son.
 *
 * Needs Chromium at /usr/bin/chromium (Debian: apt-get install -y chromium); skipped without it.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { crtLookup } from '../src/rulesets/sauron/index.js';
import { hasChromium, loaded, settled, until, useApp } from './harness.js';

describe.skipIf(!hasChromium)('The Sauron record keeper in the browser (e2e)', () => {
  const app = useApp();

  const logCount = (page: Page) => page.locator('[data-testid=sauron-log-entry]').count();
  /** Clicks and waits until the log has one entry more (bounded). */
  async function recorded(page: Page, click: () => Promise<void>) {
    const before = await logCount(page);
    await click();
    await settled(page);
    await until(async () => (await logCount(page)) === before + 1, 'the change in the log', 10_000);
  }

  it('keeps a record, resolves combats with typed-in dice and draws the odds chart', async () => {
    const { page, errors, context } = await app.newPage({ width: 1280, height: 900 });
    await page.goto(app.server.url + '/');
    await page.locator('.ruleset-pick', { hasText: 'record keeper' }).click();
    await page.locator('.segmented label', { hasText: 'Hot-seat' }).click();
    await page.click('[data-testid=create-game]');
    await page.waitForURL(/#\/game\//, { timeout: 15_000 });
    const screen = page.locator('[data-testid=sauron-referee]');
    await screen.waitFor();
    expect(await screen.locator('h2').textContent()).toContain('Game-turn 1, First Magic Phase');
    expect(await page.locator('[data-testid=endurance-elendil]').textContent()).toBe('8 / 8');

    // 7.222: two wounds to Elendil, logged with the clause.
    const change = page.locator('[data-testid=sauron-change-form]');
    await change.locator('[data-testid=change-kind]').selectOption('wound');
    await change.locator('[data-testid=change-leader]').selectOption('elendil');
    await change.locator('[data-testid=change-points]').fill('2');
    await change.locator('[data-testid=change-text]').fill('orc arrows');
    await recorded(page, () => change.locator('[data-testid=change-submit]').click());
    expect(await page.locator('[data-testid=endurance-elendil]').textContent()).toBe('6 / 8');
    const log = page.locator('[data-testid=sauron-log]');
    expect(await log.locator('[data-testid=sauron-log-entry]').first().textContent()).toMatch(
      /Elendil loses 2 Endurance \(2 of 8 lost\)\s*7\.222/,
    );

    // On to the Sauron Combat Phase (SAU-A6).
    for (let i = 0; i < 2; i++) await recorded(page, () => page.click('[data-testid=sauron-next-phase]'));
    expect(await screen.locator('h2').textContent()).toContain('Sauron Combat Phase');

    // 7.221, 7.26: the Ringwraith (7) attacks Baldrim (6) at +1, the die rolled at the table: 5.
    await page.locator('[data-testid=table-dice-on]').check();
    await page.locator('[data-testid=table-dice-input]').fill('5');
    const combat = page.locator('[data-testid=sauron-combat-form]');
    await combat.locator('[data-testid=combat-kind]').selectOption('leader');
    await combat.locator('[data-testid=combat-attacker]').selectOption('ringwraith');
    await combat.locator('[data-testid=combat-defender]').selectOption('baldrim');
    await recorded(page, () => combat.locator('[data-testid=combat-resolve]').click());
    const cell = crtLookup(1, 5);
    expect(await page.locator('[data-testid=endurance-baldrim]').textContent()).toBe(`${7 - cell.defender} / 7`);
    expect(await log.locator('[data-testid=sauron-log-entry]').first().textContent()).toContain(
      `differential +1, column +1; die 5: ${cell.code}`,
    );
    expect(await page.locator('[data-testid=table-dice-input]').inputValue()).toBe('');

    // The odds of Gorgol against Isildur: the numbers at once, the chart's code only when asked for.
    expect((await loaded(page)).some((u) => /vega/.test(u))).toBe(false);
    await combat.locator('[data-testid=combat-kind]').selectOption('challenge');
    await combat.locator('[data-testid=combat-attacker]').selectOption('gorgol');
    await combat.locator('[data-testid=combat-defender]').selectOption('isildur');
    await combat.locator('[data-testid=sauron-odds-toggle]').click();
    const odds = page.locator('[data-testid=sauron-odds]');
    expect(await odds.locator('[data-testid=sauron-mortal-odds]').textContent()).toMatch(
      /Gorgol survives \d+\.\d%, Isildur survives \d+\.\d%/,
    );
    await odds.locator('[data-testid=sauron-odds-chart] svg').waitFor({ timeout: 60_000 });
    const svg = await odds.locator('[data-testid=sauron-odds-chart]').innerHTML();
    expect(svg).toContain('Gorgol against Isildur');
    expect(svg).toContain('Mortal Combat: who is left');
    expect((await loaded(page)).some((u) => /vega/.test(u))).toBe(true);

    // 22.0, 22.1: Gorgol challenges Isildur in his hex; Isildur accepts.
    await page.locator('[data-testid=table-dice-on]').uncheck();
    await recorded(page, () => combat.locator('[data-testid=combat-resolve]').click());
    await page.locator('[data-testid=sauron-mortal]').waitFor();
    await recorded(page, () => page.locator('[data-testid=sauron-choice]', { hasText: 'The challenge is accepted' }).click());
    // 22.2, SAU-A3: a round needs a die for each leader; one typed is refused and nothing changes.
    await page.locator('[data-testid=table-dice-on]').check();
    await page.locator('[data-testid=table-dice-input]').fill('3');
    const before = await logCount(page);
    await page.locator('[data-testid=sauron-choice]', { hasText: 'One round of Mortal Combat' }).click();
    await settled(page);
    await expect.poll(() => page.locator('body').textContent(), { timeout: 10_000 }).toMatch(/roll one more d6/);
    expect(await logCount(page)).toBe(before);
    await page.locator('[data-testid=table-dice-input]').fill('3 4');
    await recorded(page, () => page.locator('[data-testid=sauron-choice]', { hasText: 'One round of Mortal Combat' }).click());
    const round = (await log.locator('[data-testid=sauron-log-entry]').first().textContent()) ?? '';
    expect(round).toContain('Round 1: Gorgol (6) strikes at Isildur (9), column -3; die 3');
    expect(round).toContain('Round 1: Isildur (9) strikes at Gorgol (6), column +3; die 4');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Expanded Game: a first battle ended without a decisive victory starts the rematch, a new record with the dead replaced', async () => {
    const { page, errors, context } = await app.newPage({ width: 1280, height: 900 });
    await page.goto(app.server.url + '/');
    await page.locator('.ruleset-pick', { hasText: 'record keeper' }).click();
    await page.locator('.segmented label', { hasText: 'Hot-seat' }).click();
    await page.locator('details.options > summary').first().click();
    await page.locator('#opt-turn').fill('18');
    await page.locator('#opt-phase').selectOption('joint-rally');
    await page.click('[data-testid=create-game]');
    await page.waitForURL(/#\/game\//, { timeout: 15_000 });
    const first = page.url();
    const screen = page.locator('[data-testid=sauron-referee]');
    await screen.waitFor();
    expect(await screen.locator('h2').textContent()).toContain('Game-turn 18, Joint Rally Phase');
    expect(await page.locator('[data-testid=sauron-rematch]').count()).toBe(0);

    // Anarion falls (7.222); the last phase ends the game without a decisive victory (SAU-A6).
    const change = page.locator('[data-testid=sauron-change-form]');
    await change.locator('[data-testid=change-kind]').selectOption('wound');
    await change.locator('[data-testid=change-leader]').selectOption('anarion');
    await change.locator('[data-testid=change-points]').fill('6');
    await recorded(page, () => change.locator('[data-testid=change-submit]').click());
    await recorded(page, () => page.click('[data-testid=sauron-next-phase]'));
    await page.locator('[data-testid=sauron-outcome]').waitFor();
    // The shell's "Game over" dialog first; closed, the page below offers the rematch.
    await page.locator('[data-testid=end-screen]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.modal-backdrop').waitFor({ state: 'detached', timeout: 10_000 });
    const card = page.locator('[data-testid=sauron-rematch]');
    await card.waitFor();
    expect(await card.textContent()).toContain('Anarion is replaced by Meneldil');
    expect(JSON.parse((await card.locator('[data-testid=sauron-rematch-options]').textContent()) ?? '{}')).toMatchObject({
      firstBattle: { dead: ['anarion'] },
    });

    // The rematch: a new record, at game-turn 1, Meneldil in Anarion's place.
    await card.locator('[data-testid=sauron-rematch-start]').click();
    await until(async () => page.url() !== first, 'the rematch to open', 15_000);
    await until(
      async () => ((await screen.locator('h2').textContent()) ?? '').includes('Game-turn 1, First Magic Phase'),
      'the rematch record',
      15_000,
    );
    expect(await page.locator('[data-testid=endurance-meneldil]').textContent()).toBe('6 / 6');
    expect(await page.locator('[data-testid=sauron-rematch]').count()).toBe(0);
    expect(await page.locator('[data-testid=sauron-change-form]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
