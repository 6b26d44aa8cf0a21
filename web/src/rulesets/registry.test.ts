/**
 * The registry of web interfaces: each system's folder exports one SystemUi naming its engines; each
 * engine's few lines for the home page (meta.ts) agree with the interface fetched later, which shows
 * that engine; meta.ts and the system's index.ts import no interface (so the start page carries no
 * system); the rulebook comes on demand; no system's folder imports another's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseMarkdown, placeAnchors } from '../markdown.js';
import './index.js';
import { getRulesetMeta, listRulesetMetas, listSystemUis, loadedRulesetUi, loadRulesetUi, registerSystemUi } from './registry.js';

/** The first interface fetched transforms most of the engines' modules: seconds on a busy machine. */
const LOAD_MS = 60_000;

const HERE = dirname(fileURLToPath(import.meta.url));
const dirsIn = (dir: string) =>
  readdirSync(join(HERE, dir), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);
const has = (dir: string, file: string) => readdirSync(join(HERE, dir)).includes(file);

/** The system folders (web/src/rulesets/<system>/index.ts). */
const systemFolders = dirsIn('.')
  .filter((d) => has(d, 'index.ts'))
  .sort();
/** The engine folders: a system's own, and its sub-folders with a meta.ts ('sauron', 'sauron/referee'). */
const engineFolders = systemFolders.flatMap((s) => [s, ...dirsIn(s).map((d) => `${s}/${d}`)].filter((d) => has(d, 'meta.ts')));
/** An engine's id from its folder: the system's game is the system's id, a referee in `<system>/<x>/` is `<system>-<x>`. */
const idOf = (folder: string) => folder.replace('/', '-');
const folders = engineFolders.map(idOf).sort();

/** Every source file under a folder, as paths relative to HERE. */
function sourcesIn(dir: string): string[] {
  return readdirSync(join(HERE, dir), { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sourcesIn(`${dir}/${d.name}`) : /\.tsx?$/.test(d.name) ? [`${dir}/${d.name}`] : [],
  );
}
const importsOf = (source: string) => [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((m) => m[1]!);

describe('web interface registry', () => {
  it('registers every system folder once under its folder name, with every engine folder in it', () => {
    expect(systemFolders).toEqual(['sauron', 'sword-and-spear', 'sword-and-swarm', 'swords-and-sorcery', 'swords-and-wizardry']);
    expect(folders.length).toBe(9);
    expect(
      listSystemUis()
        .map((s) => s.system)
        .sort(),
    ).toEqual(systemFolders);
    for (const system of listSystemUis()) {
      const own = engineFolders.filter((f) => f === system.system || f.startsWith(`${system.system}/`));
      expect(system.engines.map((e) => e.meta.id).sort(), system.system).toEqual(own.map(idOf).sort());
      // The game first, then the referees.
      expect(system.engines[0]!.meta.id).toBe(system.system);
    }
    expect(
      listRulesetMetas()
        .map((m) => m.id)
        .sort(),
    ).toEqual(folders);
  });

  it('refuses a system or an engine registered twice, and registers nothing of it', () => {
    const [first] = listSystemUis();
    expect(() => registerSystemUi(first!)).toThrow(/registered twice/);
    expect(() => registerSystemUi({ system: 'chess', engines: [first!.engines[0]!] })).toThrow(/registered twice/);
    expect(() => registerSystemUi({ system: 'chess', engines: [] })).toThrow(/no engine/);
    expect(listSystemUis().map((s) => s.system)).not.toContain('chess');
    expect(listRulesetMetas().length).toBe(9);
  });

  it('keeps meta.ts free of imports and index.ts to the metas, so the home page loads no system', () => {
    for (const folder of engineFolders) {
      const source = readFileSync(join(HERE, folder, 'meta.ts'), 'utf8');
      const imports = source.split('\n').filter((l) => /^\s*(import|export .* from)\b/.test(l));
      expect(
        imports.every((l) => /^import type /.test(l)),
        `${folder}/meta.ts: ${imports.join('; ')}`,
      ).toBe(true);
    }
    for (const system of systemFolders) {
      const source = readFileSync(join(HERE, system, 'index.ts'), 'utf8');
      const statics = source.split('\n').filter((l) => /^\s*(import|export .* from)\b/.test(l));
      const ok = statics.every((l) => /^import type /.test(l) || /from '\.\/(?:[a-z-]+\/)?meta\.js';$/.test(l));
      expect(ok, `${system}/index.ts: ${statics.join('; ')}`).toBe(true);
      // Each engine's interface is fetched on its own.
      const lazy = [...source.matchAll(/import\('([^']+)'\)/g)].map((m) => m[1]);
      expect(lazy.sort(), system).toEqual(
        engineFolders
          .filter((f) => f === system || f.startsWith(`${system}/`))
          .map((f) => (f === system ? './ui.js' : `./${f.slice(system.length + 1)}/ui.js`))
          .sort(),
      );
    }
  });

  it("keeps each system to its own folder: no file imports another system's web folder", () => {
    for (const system of systemFolders) {
      for (const file of sourcesIn(system)) {
        for (const spec of importsOf(readFileSync(join(HERE, file), 'utf8')).filter((s) => s.startsWith('.'))) {
          const target = relative(HERE, resolve(HERE, dirname(file), spec));
          const top = target.split('/')[0]!;
          expect(systemFolders.includes(top) && top !== system, `${file} imports ${spec}`).toBe(false);
        }
      }
    }
  });

  it.each(folders)(
    '%s: the fetched interface agrees with its meta and shows its own engine',
    async (id) => {
      const meta = getRulesetMeta(id)!;
      expect(loadedRulesetUi(id)).toBeUndefined();
      const ui = (await loadRulesetUi(id))!;
      expect(loadedRulesetUi(id)).toBe(ui);
      expect(await loadRulesetUi(id)).toBe(ui);
      expect(ui.id).toBe(id);
      expect(ui.engine.id).toBe(id);
      expect([ui.name, ui.blurb]).toEqual([meta.name, meta.blurb]);
      expect(ui.seats).toEqual(meta.seats);
      for (const options of [
        {},
        ui.engine.parseOptions({}).ok ? (ui.engine.parseOptions({}) as { value: Record<string, unknown> }).value : {},
        { playersPerSide: 2 },
      ]) {
        const seats = ui.seatsFor?.(options) ?? ui.seats;
        expect(meta.seatsFor?.(options) ?? meta.seats).toEqual(seats);
        for (const seat of [...seats, ...ui.engine.seats]) {
          expect(meta.seatName(seat), `${id} ${seat}`).toBe(ui.seatName(seat));
          expect(meta.seatColor(seat), `${id} ${seat}`).toBe(ui.seatColor(seat));
        }
      }
    },
    LOAD_MS,
  );

  it.each(folders)(
    '%s: the rulebook is fetched on demand, every cited clause anchored in it',
    async (id) => {
      const ui = (await loadRulesetUi(id))!;
      const text = await ui.rules.load();
      expect(text.markdown.length).toBeGreaterThan(5000);
      expect(text.anchors.length).toBeGreaterThan(0);
      expect(placeAnchors(parseMarkdown(text.markdown), text.anchors).missing).toEqual([]);
    },
    LOAD_MS,
  );

  it('answers undefined for a system it does not know', async () => {
    expect(getRulesetMeta('chess')).toBeUndefined();
    expect(await loadRulesetUi('chess')).toBeUndefined();
  });
});
