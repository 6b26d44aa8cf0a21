#!/usr/bin/env node
/**
 * What each page of the built web app (dist/web, `npm run build`) fetches before it can be used, in
 * gzipped bytes, against the budgets of issue 25: the start page's JavaScript at most 150 kB, a game
 * page's at most 250 kB with its system's chunk. Read from Vite's manifest (dist/web/.vite/manifest.json)
 * by following the import graph from index.html:
 *
 *   home          index.html's chunk and every chunk it imports statically (the shell, the systems' names)
 *   game <id>     home, plus the system's interface chunk and its static imports, plus its rulebook chunk
 *                 (fetched as soon as a citation is drawn); charts (vega) and odds panels stay on demand
 *   replay <id>   the game page plus the replayer (src/replay.ts: the core's match and record), held to
 *                 the game page's budget
 *
 *   node scripts/bundle-size.mjs            a table
 *   node scripts/bundle-size.mjs --json     the same as JSON
 *   node scripts/bundle-size.mjs --check    exits 1 when a page is over its budget
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGETS = { home: 150_000, game: 250_000 };

/**
 * The interface module of each engine in the manifest: web/src/rulesets/<system>/ui.tsx for the system's
 * game, web/src/rulesets/<system>/<referee>/ui.tsx for a referee. The engine's id is in its meta.ts beside.
 */
const UI_ENTRY = /^src\/rulesets\/([^/]+\/(?:[^/]+\/)?)ui\.tsx$/;
const WEB_SOURCE = resolve(fileURLToPath(import.meta.url), '../../web');
/** A system's rulebook: its rules.ts module or a markdown file imported with ?raw. */
const RULES_TEXT = /(\/rules\.ts|\.md\?raw)$/;

const gzipped = (buf) => gzipSync(buf, { level: 9 }).length;

/** Every chunk `keys` import statically, themselves included (manifest keys). */
function closure(manifest, keys) {
  const seen = new Set();
  const walk = (k) => {
    if (seen.has(k)) return;
    const chunk = manifest[k];
    if (!chunk) throw new Error(`the manifest has no chunk ${k}`);
    seen.add(k);
    for (const i of chunk.imports ?? []) walk(i);
  };
  keys.forEach(walk);
  return seen;
}

/** Sizes of the pages of the app built in `webRoot` (dist/web). */
export function measure(webRoot = resolve(fileURLToPath(import.meta.url), '../../dist/web')) {
  const manifestFile = join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) throw new Error(`${manifestFile} is missing: run npm run build (web/vite.config.ts sets build.manifest)`);
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const sizes = new Map();
  const sizeOf = (file) => {
    let s = sizes.get(file);
    if (!s) {
      const buf = readFileSync(join(webRoot, file));
      sizes.set(file, (s = { raw: buf.length, gzip: gzipped(buf) }));
    }
    return s;
  };
  const page = (keys) => {
    const chunks = closure(manifest, keys);
    const js = [...chunks].map((k) => manifest[k].file);
    const css = [...new Set([...chunks].flatMap((k) => manifest[k].css ?? []))];
    const sum = (files) => files.reduce((t, f) => ({ raw: t.raw + sizeOf(f).raw, gzip: t.gzip + sizeOf(f).gzip }), { raw: 0, gzip: 0 });
    return { js: sum(js), css: sum(css), files: js.length, chunks };
  };
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entry) throw new Error('the manifest has no entry chunk');
  const home = page([entry]);
  const replayer = Object.keys(manifest).find((k) => /^src\/replay\.ts$/.test(k));
  const systems = Object.keys(manifest)
    .filter((k) => UI_ENTRY.test(k))
    .sort()
    .map((k) => {
      const meta = readFileSync(join(WEB_SOURCE, 'src/rulesets', UI_ENTRY.exec(k)[1], 'meta.ts'), 'utf8');
      const id = /\bid: '([^']+)'/.exec(meta)?.[1];
      if (!id) throw new Error(`no id in the meta.ts beside ${k}`);
      const rules = (manifest[k].dynamicImports ?? []).filter((d) => RULES_TEXT.test(d));
      const game = page([entry, k, ...rules]);
      const replay = replayer ? page([entry, k, ...rules, replayer]) : null;
      return {
        id,
        chunk: manifest[k].file,
        chunkGzip: sizeOf(manifest[k].file).gzip,
        rulesGzip: rules.reduce((t, r) => t + sizeOf(manifest[r].file).gzip, 0),
        game,
        replay,
      };
    });
  const strip = ({ js, css, files }) => ({ jsGzip: js.gzip, jsRaw: js.raw, cssGzip: css.gzip, files });
  const all = Object.values(manifest).filter((c) => c.file.endsWith('.js'));
  return {
    budgets: BUDGETS,
    home: strip(home),
    games: systems.map((s) => ({
      id: s.id,
      chunk: s.chunk,
      chunkGzip: s.chunkGzip,
      rulesGzip: s.rulesGzip,
      ...strip(s.game),
      replay: s.replay ? strip(s.replay) : null,
    })),
    totalJsGzip: [...new Set(all.map((c) => c.file))].reduce((t, f) => t + sizeOf(f).gzip, 0),
  };
}

/** Pages over their budget, as sentences (empty: all within). */
export function overBudget(report) {
  const over = [];
  if (report.home.jsGzip > report.budgets.home) over.push(`home: ${report.home.jsGzip} B gzipped > ${report.budgets.home}`);
  for (const g of report.games) {
    if (g.jsGzip > report.budgets.game) over.push(`game ${g.id}: ${g.jsGzip} B gzipped > ${report.budgets.game}`);
    if (g.replay && g.replay.jsGzip > report.budgets.game)
      over.push(`replay ${g.id}: ${g.replay.jsGzip} B gzipped > ${report.budgets.game}`);
  }
  return over;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = process.argv.slice(2).find((a) => !a.startsWith('--'));
  const report = measure(root ? resolve(root) : undefined);
  if (process.argv.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else {
    const kb = (n) => `${(n / 1000).toFixed(1)} kB`;
    console.log(`JavaScript fetched at once, gzipped (budgets: home ${kb(BUDGETS.home)}, game ${kb(BUDGETS.game)})`);
    console.log(
      `  home                          ${kb(report.home.jsGzip).padStart(9)}  (${report.home.files} files; css ${kb(report.home.cssGzip)})`,
    );
    for (const g of report.games) {
      console.log(`  game   ${g.id.padEnd(26)} ${kb(g.jsGzip).padStart(9)}  (its chunk ${kb(g.chunkGzip)}, rulebook ${kb(g.rulesGzip)})`);
      if (g.replay) console.log(`  replay ${g.id.padEnd(26)} ${kb(g.replay.jsGzip).padStart(9)}`);
    }
    console.log(`  every chunk together          ${kb(report.totalJsGzip).padStart(9)}`);
  }
  const over = overBudget(report);
  if (over.length) console.error(`Over budget:\n  ${over.join('\n  ')}`);
  if (process.argv.includes('--check') && over.length) process.exit(1);
}
