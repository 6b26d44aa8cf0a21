/** docs/sauron/map-game.md stays in step with the map game: its assumptions, its options and the tests it cites. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { sauronOptionsSchema } from '../options.js';
import { MAP_GAME_ASSUMPTIONS } from './assumptions.js';
import { gameOptionsSchema } from './options.js';
import { sauron } from './ruleset.js';
import { assumptionsNamedTest } from '../../test-docs.js';

const doc = readFileSync(new URL('../../../../docs/sauron/map-game.md', import.meta.url), 'utf8');
const here = new URL('.', import.meta.url);
const lines = doc.split('\n');
const optionsOf = (o: string) => (o.startsWith('(') ? [] : o.split(' / '));

test('Assumptions: SAU-M1, SAU-M2, ... each with its row in map-game.md, its options and what was chosen', () => {
  expect(MAP_GAME_ASSUMPTIONS.map((a) => a.id)).toEqual(MAP_GAME_ASSUMPTIONS.map((_, i) => `SAU-M${i + 1}`));
  for (const a of MAP_GAME_ASSUMPTIONS) {
    const row = lines.find((l) => l.startsWith(`| ${a.id} |`));
    expect(row, a.id).toBeDefined();
    for (const o of optionsOf(a.option)) expect(row, a.id).toContain(`\`${o}\``);
    expect(row, a.id).toContain(a.chosen.replace(/\|/g, '\\|'));
  }
  expect(lines.filter((l) => /^\| SAU-M\d+ \|/.test(l))).toHaveLength(MAP_GAME_ASSUMPTIONS.length);
  expect(sauron.assumptions.length).toBeGreaterThan(MAP_GAME_ASSUMPTIONS.length);
});

test("Assumptions: every option of the map game beyond the rules core's belongs to an SAU-M assumption, and each one named exists", () => {
  const core = Object.keys(sauronOptionsSchema.shape);
  const own = Object.keys(gameOptionsSchema.shape).filter((k) => !core.includes(k));
  const named = MAP_GAME_ASSUMPTIONS.flatMap((a) => optionsOf(a.option));
  expect([...named].sort()).toEqual([...own].sort());
  for (const a of MAP_GAME_ASSUMPTIONS.filter((x) => x.option.startsWith('(data: '))) {
    expect(existsSync(new URL(`../${/data\/[\w-]+\.json/.exec(a.option)![0]}`, here)), a.id).toBe(true);
  }
});

test('Coverage: every test file here is cited, and every quoted test name exists in the file cited', () => {
  const files = readdirSync(here).filter((f) => f.endsWith('.test.ts') && f !== 'docs.test.ts');
  for (const f of files) expect(doc.includes(f), f).toBe(true);
  for (const line of lines.filter((l) => l.startsWith('| '))) {
    for (const m of line.matchAll(/((?:src\/[\w/-]+\/)?[a-z-]+\.test\.ts) \(([^)]*)\)/g)) {
      const candidates = m[1]!.startsWith('src/')
        ? [new URL(`../../../../${m[1]!}`, here)]
        : [new URL(m[1]!, here), new URL(`../${m[1]!}`, here)];
      const file = candidates.find((u) => existsSync(u));
      expect(file, m[1]).toBeDefined();
      const source = readFileSync(file!, 'utf8').replace(/\\'/g, "'");
      for (const q of m[2]!.matchAll(/"([^"]+?)(?: …)?"/g))
        expect(source.includes(q[1]!.replace(/ …$/, '')), `${m[1]}: "${q[1]}"`).toBe(true);
    }
  }
});

assumptionsNamedTest(
  'SAU-M (map game)',
  MAP_GAME_ASSUMPTIONS.map((a) => a.id),
);
