/**
 * Sword & Swarm (issue 8) end to end, against a real server process: a hot-seat encounter started from
 * the home page (the table in inches with its terrain and models, the token bag, a character activated
 * with its action points, its measurements to every enemy and the lines of sight drawn); then a hot-seat
 * encounter of our own at close quarters, where the activated character charges (a ghost destination)
 * and strikes, and the log tells it with clauses; and the attack referee with dice typed in (too few
 * refused, then accepted) and the odds chart drawn by code loaded only then.
 *
 * Needs Chromium at /usr/bin/chromium (Debian: apt-get install -y chromium); skipped without it.
 * UPDATE_SCREENSHOTS=1 also writes docs/screenshots/sword-and-swarm-table.png (the README's picture).
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { coveredGhosts, hasChromium, lift, overlappingLabels, loaded, ROOT, settled, until, useApp } from './harness.js';

const SHOTS = process.env.UPDATE_SCREENSHOTS ? join(ROOT, 'docs/screenshots') : null;
const shot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `sword-and-swarm-${name}.png`) });
};

/** Both warbands face to face 3" apart, so whoever draws first can charge; a wood hides the Swarmling from some. */
const CLOSE_QUARTERS = {
  id: 'close-quarters',
  name: 'Close Quarters',
  table: { width: 28, height: 24 },
  terrain: [{ type: 'wood', rect: [19, 8, 22, 16] }],
  sides: {
    red: { warband: 'wardens', at: { brannoc: [8, 10], ysolde: [12, 10], mirren: [16, 10] } },
    blue: { warband: 'ash-raiders', at: { gorvath: [8, 14], skarn: [12, 14], vell: [16, 14] } },
  },
  swarm: [{ id: 'swarmling-1', model: 'swarmling', at: [25, 12] }],
};

describe.skipIf(!hasChromium)('Sword & Swarm in the browser (e2e)', () => {
  const app = useApp();
  const newPage = (height = 900) => app.newPage({ width: 1280, height });

  const logText = async (page: Page) => (await page.locator('.log').textContent()) ?? '';

  /** Activates the first character the drawn token allows; its id. */
  async function activateFirst(page: Page): Promise<string> {
    await lift(page);
    const button = page.locator('[data-testid^=sws-activate-]').first();
    await button.waitFor();
    const id = ((await button.getAttribute('data-testid')) ?? '').replace('sws-activate-', '');
    await button.click();
    await settled(page);
    await page.locator('[data-testid=sws-activation]').waitFor();
    return id;
  }

  it('draws the table, the token bag and an activated character with its measurements and lines of sight', async () => {
    // Tall enough for the whole 36" table in the screenshot.
    const { page, errors, context } = await newPage(1120);
    await page.goto(app.server.url + '/');
    await page.locator('.ruleset-pick', { hasText: 'Sword & Swarm' }).filter({ hasNotText: 'referee' }).click();
    await page.locator('.segmented label', { hasText: 'Hot-seat' }).click();
    await page.click('[data-testid=create-game]');
    await page.waitForURL(/#\/game\//, { timeout: 15_000 });
    await page.locator('[data-testid=sws-encounter]').waitFor();
    await lift(page);
    // The Ford at Dusk: five terrain pieces, six characters and three Swarm models on a 36" table.
    expect(await page.locator('[data-testid=sws-encounter] h2').textContent()).toContain('The Ford at Dusk');
    expect(await page.locator('.ot-terrain-piece').count()).toBe(5);
    expect(await page.locator('.ot-piece').count()).toBe(9);
    expect(await page.locator('svg.ot-table').getAttribute('aria-label')).toContain('36 by 36 in');
    expect(await page.locator('.ot-piece[data-piece-id=brannoc]').getAttribute('aria-label')).toMatch(
      /^Brannoc \(Red, leader\), at 10, 4, Star 6 of 6/,
    );
    expect(await page.locator('[data-testid=sws-bag]').textContent()).toMatch(/Drawn: (Red|Blue)/);

    const who = await activateFirst(page);
    expect(await page.locator('[data-testid=sws-ap]').textContent()).toBe('2');
    const measures = page.locator('[data-testid=sws-measurements] tbody tr');
    await expect.poll(() => measures.count()).toBeGreaterThanOrEqual(6);
    expect(await measures.first().textContent()).toMatch(/\d+(\.\d)?"(clear|blocked)/);
    // Lines of sight to every enemy: green or red and dashed.
    expect(await page.locator('.ot-los').count()).toBe(await measures.count());
    expect(await page.locator('.ot-los.is-blocked').count()).toBeGreaterThan(0);
    expect(await page.locator('.ot-ghost').count()).toBeGreaterThan(0);
    expect(await page.locator(`.ot-piece[data-piece-id=${who}]`).getAttribute('class')).toContain('is-selected');
    // Issue 28.4: no two labels overlap; every ghost's centre can be clicked; the character's sheet in the rulebook's words.
    await page.locator('svg.ot-table').scrollIntoViewIfNeeded();
    expect(await overlappingLabels(page)).toEqual([]);
    expect(await coveredGhosts(page)).toEqual([]);
    await expect.poll(() => page.locator('[data-testid=unit-panel]').textContent()).toMatch(/Mallet · Key.+Star.+Weapons/);
    expect(await page.locator('[data-testid=unit-now]').textContent()).toMatch(/Move: anywhere/);
    await shot(page, 'table');

    // Selecting another model measures from it, with the same rules code.
    const other = who === 'brannoc' ? 'ysolde' : who === 'gorvath' ? 'skarn' : who === 'skarn' || who === 'vell' ? 'gorvath' : 'brannoc';
    await page.locator(`.ot-piece[data-piece-id=${other}]`).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-testid=sws-measurements] h3').textContent()).toContain(other.slice(1));

    // A click on the open table is a move of the activated character.
    const before = (await logText(page)).length;
    const box = (await page.locator('svg.ot-table').boundingBox())!;
    const mine = (await page.locator(`.ot-piece[data-piece-id=${who}] .ot-body`).boundingBox())!;
    // Two inches towards the table's centre; the character drawn first differs from game to game, and
    // the rules may refuse a point (within 1" of an enemy, into a wall): then two inches sideways or back.
    const inch = box.height / 37;
    const toward = mine.y > box.y + box.height / 2 ? -1 : 1;
    const moved = async () => /moves \d+(\.\d)?"\s*Movement/.test((await logText(page)).slice(before));
    for (const [dx, dy] of [
      [0, toward],
      [1, 0],
      [-1, 0],
      [0, -toward],
    ] as const) {
      await page.mouse.click(mine.x + mine.width / 2 + dx * 2 * inch, mine.y + mine.height / 2 + dy * 2 * inch);
      await settled(page);
      const done = await until(moved, 'the move to be logged', 5000).then(
        () => true,
        () => false,
      );
      if (done) break;
    }
    await expect.poll(async () => (await logText(page)).slice(before), { timeout: 10_000 }).toMatch(/moves \d+(\.\d)?"\s*Movement/);
    // After the move, still no two labels overlap.
    expect(await overlappingLabels(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('charges from a ghost, strikes, and the log tells the attack with its clauses', async () => {
    const { page, errors, context } = await app.openHotseat('sword-and-swarm', { encounter: CLOSE_QUARTERS, morale: 'off' });
    await page.locator('[data-testid=sws-encounter]').waitFor();
    await activateFirst(page);
    // Every character stands 3" from an enemy: a charge into contact is among the ghosts.
    const charge = page.locator('.ot-ghost[aria-label^="Charge"]').first();
    await charge.focus();
    await page.keyboard.press('Enter');
    await settled(page);
    await expect.poll(() => logText(page)).toMatch(/charges \d+(\.\d)?"\s*Movement/);
    expect(await page.locator('[data-testid=sws-ap]').textContent()).toBe('1');
    const strike = page.locator('[data-testid=sws-action]', { hasText: /^Strike / }).first();
    await strike.waitFor();
    expect(await strike.textContent()).toContain('Melee Attacks');
    // Issue 28.4: the strike's odds, from the ruleset's own odds code, before it is made.
    expect(await page.locator('[data-testid=sws-odds]').first().textContent()).toMatch(
      /^Strike .+: No Star lost \d+% · \d+\.\d Star lost on average · (injured \d+% \(dead \d+%\)|no injury)/,
    );
    await strike.click();
    await settled(page);
    await expect
      .poll(() => logText(page))
      .toMatch(/attacks \w+: \d attack dice test Mallet \d at [^:]+: [\d, →]+: \d hits?\s*Melee Attacks/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('resolves an attack with typed-in dice (too few refused) and draws the odds chart', async () => {
    const { page, errors, context } = await newPage();
    await page.goto(app.server.url + '/');
    await page.locator('.ruleset-pick', { hasText: 'an attack (referee)' }).click();
    await page.locator('[data-testid=sws-attack-pick] label', { hasText: 'Skarn charges Brannoc' }).click();
    await page.locator('.segmented label', { hasText: 'Hot-seat' }).click();
    expect((await loaded(page)).some((u) => /vega/.test(u))).toBe(false);
    await page.click('[data-testid=create-game]');
    await page.waitForURL(/#\/game\//, { timeout: 15_000 });
    await page.locator('[data-testid=sws-attack]').waitFor();
    await lift(page);
    expect(await page.locator('[data-testid=sws-modifiers]').textContent()).toMatch(/Spear charged: \+1\s*Attack Dice; SWS-A1/);
    expect(await page.locator('[data-testid=sws-tests]').textContent()).toContain(
      "Each die tests Brannoc's Mallet 4: a hit on roll +1 > 4, 50.0% a die",
    );

    // The odds: the exact table at once, the chart drawn by vega loaded now.
    await page.locator('[data-testid=sws-odds-chart] svg').waitFor({ timeout: 60_000 });
    expect(await page.locator('[data-testid=sws-odds-chart]').innerHTML()).toContain('Skarn charges Brannoc with his spear');
    expect(await page.locator('[data-testid=sws-odds-table]').textContent()).toMatch(/0 Star lost\d+\.\d%/);
    expect((await loaded(page)).some((u) => /vega/.test(u))).toBe(true);

    // Four attack dice: two typed are too few, and nothing changes.
    await page.locator('[data-testid=table-dice-on]').check();
    await page.locator('[data-testid=table-dice-input]').fill('6 6');
    await page.click('[data-testid=sws-roll-attack]');
    await settled(page);
    await expect.poll(() => page.locator('body').textContent(), { timeout: 10_000 }).toMatch(/roll one more d6/);
    expect(await page.locator('[data-testid=sws-step]').textContent()).toBe('roll the attack dice');
    await page.locator('[data-testid=table-dice-input]').fill('6 6 2 1');
    await page.click('[data-testid=sws-roll-attack]');
    await settled(page);
    await expect.poll(() => page.locator('[data-testid=sws-step]').textContent()).toBe('deflect 2 Impact');
    expect(await logText(page)).toMatch(
      /Skarn attacks Brannoc: 4 attack dice test Mallet 4 at \+1 \(a hit when roll \+ modifier > 4\): 6, 6, 2, 1: 2 hits\s*Melee Attacks/,
    );

    // The defender's step behind the cover: Shield tests 3 (the Evasion Die) and 5 both fail.
    await lift(page);
    await page.locator('[data-testid=table-dice-on]').check();
    await page.locator('[data-testid=table-dice-input]').fill('3 5');
    await page.click('[data-testid=sws-roll-deflect]');
    await settled(page);
    await page.locator('[data-testid=sws-attack-outcome]').waitFor();
    expect(await page.locator('[data-testid=sws-attack-outcome]').textContent()).toMatch(
      /Brannoc loses 2 Star \(4 left\)\s*Losing Star points/,
    );
    expect(await logText(page)).toMatch(
      /Brannoc tests Shield once per Impact: 3, 5 \(Evasion Die 3\): 0 deflected, 2 left\s*Deflect Impacts/,
    );
    await shot(page, 'attack');
    expect(errors).toEqual([]);
    await context.close();
  });
});
