/**
 * The refereed battle (`swords-and-sorcery-battle`) and the battle odds panel end to end, against a real
 * server process: a battle created from a bundled example on the home page, its odds (the exact first
 * round, the Monte Carlo battles with their progress, the chart's SVG drawn in the page by code loaded
 * only then), one round declared and fought in hot-seat; a spec of the referee's own that is not JSON
 * (held back by the form) or that the tables refuse (the server's message shown); and the "Odds" button
 * of the map game's battle dialog.
 *
 * Needs Chromium at /usr/bin/chromium (Debian: apt-get install -y chromium); skipped without it.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, liftAny, loaded, reveal, settled, until, useApp } from './harness.js';

/** Two stacks side by side on a small clear map (as e2e/swords-and-sorcery.test.ts). */
const SKIRMISH = {
  id: 'skirmish',
  name: 'Skirmish',
  columns: 6,
  rows: 5,
  legend: { c: 'clear' },
  map: ['c c c c c c', 'c c c c c c', 'c c c c c c', 'c c c c c c', 'c c c c c c'],
  names: { '0403': 'Orc Hill' },
  forces: {
    west: { name: 'West', stacks: [{ hex: '0303', units: { 'heavy-horse': 1, 'men-at-arms': 3 }, characters: ['coron'] }] },
    east: { name: 'East', stacks: [{ hex: '0403', units: { 'orc-warband': 4, 'warg-riders': 1 }, characters: ['naskhund'] }] },
  },
};

describe.skipIf(!hasChromium)('A refereed Swords & Sorcery battle and its odds in the browser (e2e)', () => {
  const app = useApp();
  const { newPage } = app;

  it('creates a battle from an example, draws its odds chart, and fights a round in hot-seat', async () => {
    const { page, errors, context } = await newPage();
    await page.goto(app.server.url + '/');
    await page.locator('.ruleset-pick', { hasText: 'Refereed battle' }).click();
    await page.locator('.segmented label', { hasText: 'Hot-seat' }).click();
    const picker = page.locator('[data-testid=referee-battle]');
    await picker.locator('label', { hasText: 'Cavalry in the open' }).click();
    await expect.poll(() => picker.textContent()).toContain('A second stack of Men under Weldron');
    await page.click('[data-testid=create-game]');
    await page.waitForURL(/#\/game\//, { timeout: 15_000 });

    await reveal(page, 'Side a');
    const battle = page.locator('[data-testid=ss-referee]');
    await battle.waitFor();
    const text = (await battle.textContent()) ?? '';
    for (const words of ['Cavalry in the open', 'Knights of the Empire', 'Free Companies', 'Heavy Horse 1', 'Clear', 'round 1'])
      expect(text).toContain(words);
    // Side a's declaration form comes preset with the engine's suggestion: the horse charge.
    const form = page.locator('[data-testid=ss-declare]');
    expect(await form.locator('input[type=checkbox]:checked').count()).toBeGreaterThanOrEqual(4);

    // The odds: nothing of vega is loaded before they are asked for.
    expect((await loaded(page)).some((u) => /vega|OddsPanel/.test(u))).toBe(false);
    await page.click('[data-testid=ss-odds-toggle]');
    const odds = page.locator('[data-testid=ss-odds]');
    await odds.locator('[data-testid=ss-odds-exact]').waitFor({ timeout: 15_000 });
    expect(await odds.locator('[data-testid=ss-odds-exact]').textContent()).toMatch(/Rolls higher/);
    // The Monte Carlo battles run in chunks with a progress bar, then the chart is drawn as SVG in the page.
    await odds.locator('[data-testid=ss-odds-chart] svg').waitFor({ timeout: 60_000 });
    expect(await odds.locator('[data-testid=ss-odds-progress]').getAttribute('value')).toBe('1000');
    const svg = (await odds.locator('[data-testid=ss-odds-chart]').innerHTML()) ?? '';
    expect(svg).toContain('Knights of the Empire');
    expect(svg).toContain('III.D.4');
    expect(await odds.locator('[data-testid=ss-odds-outcomes] tbody tr').count()).toBeGreaterThan(0);
    expect((await loaded(page)).some((u) => /vega\.module/.test(u))).toBe(true);
    // More battles on the same dice: the bar goes on to 2000 and the chart is drawn again.
    await odds.locator('[data-testid=ss-odds-more]').click();
    await until(
      async () => (await odds.locator('[data-testid=ss-odds-progress]').getAttribute('value')) === '2000',
      '2000 battles',
      60_000,
    );
    await expect.poll(() => odds.locator('[data-testid=ss-odds-outcomes]').count(), { timeout: 30_000 }).toBe(1);

    // Round 1: side a declares, then side b behind the cover.
    await page.click('[data-testid=ss-declare-submit]');
    await settled(page);
    await reveal(page, 'Side b');
    await page.locator('[data-testid=ss-declare-submit]').waitFor();
    await page.click('[data-testid=ss-declare-submit]');
    await settled(page);

    // The round is fought: its results (strengths, dice, the loss table, each unit's fate) are shown.
    await liftAny(page);
    const round = page.locator('[data-testid=ss-round]');
    await round.waitFor({ timeout: 15_000 });
    const results = (await round.textContent()) ?? '';
    expect(results).toContain('Round 1: results');
    expect(results).toContain('Loss table');
    expect(results).toMatch(/Eliminated|Demoralized|Holds|No further effect/);
    expect(results).toContain('Knights of the Empire');
    expect(await page.locator('.log-list').textContent()).toMatch(/Difference/);

    // Each side chooses after the round (stay, unless the battle is over), until round 2's declarations.
    const cover = page.locator('[data-testid=pass-cover]');
    const stay = page.locator('[data-testid=ss-stay]');
    const outcome = page.locator('[data-testid=ss-referee-outcome]');
    for (let i = 0; i < 8; i++) {
      if (await outcome.count()) break;
      if (await cover.count()) {
        await liftAny(page);
        continue;
      }
      if (await stay.count()) {
        await stay.click();
        await settled(page);
        // This seat's choice is in once its form is gone (or the cover is up for the other side).
        await until(
          async () => (await stay.count()) === 0 || (await cover.count()) > 0 || (await outcome.count()) > 0,
          'the choice to be taken',
          10_000,
        );
        continue;
      }
      if (
        (await page.locator('[data-testid=ss-declare-submit]').count()) &&
        /round 2/.test((await page.locator('[data-testid=ss-referee] h2').textContent()) ?? '')
      )
        break;
      await page.waitForTimeout(200);
    }
    const over = await page.locator('[data-testid=ss-referee-outcome]').count();
    if (!over) await expect.poll(() => page.locator('[data-testid=ss-referee] h2').textContent()).toContain('round 2');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('III.D.2: dice rolled at the table are typed in; too few leave the battle as it was, then the round is fought with them', async () => {
    const { page, errors, context } = await newPage();
    await page.goto(app.server.url + '/');
    await page.locator('.ruleset-pick', { hasText: 'Refereed battle' }).click();
    await page.locator('.segmented label', { hasText: 'Hot-seat' }).click();
    await page.locator('[data-testid=referee-battle] label', { hasText: 'Cavalry in the open' }).click();
    await page.click('[data-testid=create-game]');
    await page.waitForURL(/#\/game\//, { timeout: 15_000 });
    const tableDice = async () => {
      const on = page.locator('[data-testid=table-dice-on]');
      if (!(await on.isChecked())) await on.check();
    };

    // Side a's declaration rolls nothing: with no dice typed it goes through.
    await reveal(page, 'Side a');
    await tableDice();
    await page.click('[data-testid=ss-declare-submit]');
    await settled(page);
    await reveal(page, 'Side b');
    await page.locator('[data-testid=ss-declare-submit]').waitFor();
    await tableDice();
    const input = page.locator('[data-testid=table-dice-input]');
    await input.fill('6');
    await page.click('[data-testid=ss-declare-submit]');
    await settled(page);
    // One die is not enough for a round: the game names the next die and waits, the form still up.
    await expect.poll(() => page.locator('.toasts').textContent()).toMatch(/roll one more d6/);
    expect(await page.locator('[data-testid=ss-declare-submit]').count()).toBe(1);
    expect(await page.locator('[data-testid=ss-round]').count()).toBe(0);
    // a's die 6, b's die 1, then 3s for whatever morale checks follow, one more each time it asks.
    let typed = '6 1';
    const submit = page.locator('[data-testid=ss-declare-submit]');
    const asked = page.locator('.toasts > *', { hasText: /one more/ });
    for (let i = 0; i < 20 && (await submit.count()); i++) {
      const asks = await asked.count();
      await input.fill(typed);
      await submit.click();
      await settled(page);
      // The state after an acknowledgement may still be on its way: wait for either answer, the round
      // fought (the form goes) or a call for one more die, before looking at the form again.
      await expect.poll(async () => (await submit.count()) === 0 || (await asked.count()) > asks).toBe(true);
      typed += ' 3';
    }
    await liftAny(page);
    const round = page.locator('[data-testid=ss-round]');
    await round.waitFor({ timeout: 15_000 });
    const results = (await round.textContent()) ?? '';
    expect(results).toContain('Round 1: results');
    expect(results).toMatch(/\b6 \+/);
    expect(results).toMatch(/\b1 \+|\b1 = /);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("holds back text that is not JSON, and shows the server's refusal of a spec the tables refuse", async () => {
    const { page, errors, context } = await newPage();
    await page.goto(app.server.url + '/');
    await page.locator('.ruleset-pick', { hasText: 'Refereed battle' }).click();
    await page.locator('.segmented label', { hasText: 'Hot-seat' }).click();
    const picker = page.locator('[data-testid=referee-battle]');
    await picker.locator('label', { hasText: 'Your own battle' }).click();
    const json = page.locator('[data-testid=referee-battle-json]');
    // It starts from the example's file.
    expect(await json.inputValue()).toContain('"name": "Dwarrows in the mountains"');
    await json.fill('{ "name": "Broken", "terrain": clear }');
    await expect.poll(() => picker.textContent()).toMatch(/Not valid JSON at line 1, column 32/);
    await page.click('[data-testid=create-game]');
    await page.waitForTimeout(500);
    expect(page.url()).not.toMatch(/#\/game\//);

    const spec = {
      name: 'A typo',
      terrain: 'clear',
      a: { name: 'Dwarrows', units: { 'heavy-ax': 3 } },
      b: { name: 'Men', units: { 'men-at-arms': 2 } },
    };
    await json.fill(JSON.stringify(spec, null, 2));
    await expect.poll(() => page.locator('[data-testid=referee-battle-problems]').textContent()).toContain("no unit type 'heavy-ax'");
    await page.click('[data-testid=create-game]');
    const refusal = page.locator('[data-testid=referee-battle-error]');
    await refusal.waitFor({ timeout: 10_000 });
    expect(await refusal.textContent()).toMatch(/side a \(Dwarrows\) units: no unit type 'heavy-ax' in units.json/);
    expect(page.url()).not.toMatch(/#\/game\//);

    // Mended, it starts.
    await json.fill(JSON.stringify({ ...spec, a: { name: 'Dwarrows', units: { 'heavy-axe': 3 } } }, null, 2));
    await page.click('[data-testid=create-game]');
    await page.waitForURL(/#\/game\//, { timeout: 15_000 });
    await reveal(page, 'Side a');
    await expect.poll(() => page.locator('[data-testid=ss-referee]').textContent()).toContain('A typo');
    expect(errors.filter((e) => !/400/.test(e))).toEqual([]);
    await context.close();
  });

  it("the map game's battle dialog has an Odds button that draws the odds of the battle in the hex", async () => {
    const { page, errors, context } = await app.openHotseat('swords-and-sorcery', { scenario: SKIRMISH, turns: 1 });
    await reveal(page, 'West');
    await page.waitForSelector('svg.ss-map');
    await page.locator('[data-testid=auto-pass]').uncheck();
    // West marches into East's hex (a click plans it, Confirm makes it); East passes on the reaction; West ends movement: the battle.
    await page.locator('.ss-stack[data-owner=west][data-key="0303"]').click();
    await expect.poll(() => page.locator('.ss-mark.ss-m-target').count()).toBeGreaterThan(0);
    await page.locator('.ss-stack[data-owner=east][data-key="0403"]').click();
    await page.click('[data-testid=ss-confirm]');
    await reveal(page, 'East');
    await page.waitForSelector('[data-testid=ss-reaction]');
    await page.click('[data-testid=ss-pass]');
    await reveal(page, 'West');
    await page.click('[data-testid=ss-end-movement]');
    await liftAny(page);
    const dialog = page.locator('[data-testid=ss-battle]');
    await dialog.waitFor({ timeout: 15_000 });
    await dialog.locator('[data-testid=ss-odds-toggle]').click();
    const odds = dialog.locator('[data-testid=ss-odds]');
    await odds.locator('[data-testid=ss-odds-exact]').waitFor({ timeout: 15_000 });
    expect(await odds.textContent()).toContain('Battle in 0403');
    await odds.locator('[data-testid=ss-odds-chart] svg').waitFor({ timeout: 60_000 });
    const chart = await odds.locator('[data-testid=ss-odds-chart]').innerHTML();
    expect(chart).toMatch(/West|East/);
    // The battle goes on from the same dialog.
    expect(await dialog.locator('[data-testid=ss-declare-submit]').count()).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });
});
