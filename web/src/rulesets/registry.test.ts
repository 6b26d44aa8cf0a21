/**
 * The registry of web interfaces: each system's few lines for the home page (meta.ts) agree with the
 * interface fetched later, which shows that system's engine; meta.ts imports nothing (so the start page
 * carries no system); the rulebook comes on demand.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, placeAnchors } from '../markdown.js';
import './index.js';
import { getRulesetMeta, listRulesetMetas, loadedRulesetUi, loadRulesetUi } from './registry.js';

/** The first interface fetched transforms most of the engines' modules: seconds on a busy machine. */
const LOAD_MS = 60_000;

const folders = readdirSync(new URL('.', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory() && readdirSync(new URL(`./${d.name}/`, import.meta.url)).includes('meta.ts'))
  .map((d) => d.name)
  .sort();

describe('web interface registry', () => {
  it('registers every folder with a meta.ts, once, under its folder name', () => {
    expect(folders.length).toBe(9);
    expect(listRulesetMetas().map((m) => m.id).sort()).toEqual(folders);
  });

  it('keeps meta.ts free of imports, so the home page loads no system', () => {
    for (const folder of folders) {
      const source = readFileSync(new URL(`./${folder}/meta.ts`, import.meta.url), 'utf8');
      const imports = source.split('\n').filter((l) => /^\s*(import|export .* from)\b/.test(l));
      expect(imports.every((l) => /^import type /.test(l)), `${folder}/meta.ts: ${imports.join('; ')}`).toBe(true);
    }
  });

  it.each(folders)('%s: the fetched interface agrees with its meta and shows its own engine', async (id) => {
    const meta = getRulesetMeta(id)!;
    expect(loadedRulesetUi(id)).toBeUndefined();
    const ui = (await loadRulesetUi(id))!;
    expect(loadedRulesetUi(id)).toBe(ui);
    expect(await loadRulesetUi(id)).toBe(ui);
    expect(ui.id).toBe(id);
    expect(ui.engine.id).toBe(id);
    expect([ui.name, ui.blurb]).toEqual([meta.name, meta.blurb]);
    expect(ui.seats).toEqual(meta.seats);
    for (const options of [{}, ui.engine.parseOptions({}).ok ? (ui.engine.parseOptions({}) as { value: Record<string, unknown> }).value : {}, { playersPerSide: 2 }]) {
      const seats = ui.seatsFor?.(options) ?? ui.seats;
      expect(meta.seatsFor?.(options) ?? meta.seats).toEqual(seats);
      for (const seat of [...seats, ...ui.engine.seats]) {
        expect(meta.seatName(seat), `${id} ${seat}`).toBe(ui.seatName(seat));
        expect(meta.seatColor(seat), `${id} ${seat}`).toBe(ui.seatColor(seat));
      }
    }
  }, LOAD_MS);

  it.each(folders)('%s: the rulebook is fetched on demand, every cited clause anchored in it', async (id) => {
    const ui = (await loadRulesetUi(id))!;
    const text = await ui.rules.load();
    expect(text.markdown.length).toBeGreaterThan(5000);
    expect(text.anchors.length).toBeGreaterThan(0);
    expect(placeAnchors(parseMarkdown(text.markdown), text.anchors).missing).toEqual([]);
  }, LOAD_MS);

  it('answers undefined for a system it does not know', async () => {
    expect(getRulesetMeta('chess')).toBeUndefined();
    expect(await loadRulesetUi('chess')).toBeUndefined();
  });
});
