/** The Sauron documents stay in step with the code: docs/sauron/coverage.md and docs/sauron/assumptions.md. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { SAURON_ASSUMPTIONS } from './assumptions.js';
import { sauronOptionsSchema } from './options.js';
import { assumptionsNamedTest } from '../test-docs.js';

const doc = (name: string) => readFileSync(new URL(`../../../docs/sauron/${name}`, import.meta.url), 'utf8');
const here = new URL('.', import.meta.url);

/** Every numbered clause of the seed (shared/seeds/003_1f98f61cb49c3f42.txt), in its order. */
const SEED_CLAUSES = [
  '4.3',
  '7.175',
  '7.22',
  '7.221',
  '7.222',
  '7.241',
  '7.26',
  '8.1',
  '8.11',
  '8.25',
  '8.331',
  '8.3311',
  '8.37',
  '14.3',
  '16.6-16.64',
  '16.6',
  '16.61',
  '16.62',
  '16.63',
  '16.631',
  '16.632',
  '16.633',
  '16.69',
  '17.11',
  '18.1',
  '19.211',
  '19.212',
  '20.2',
  '20.21',
  '22.0',
  '22.1',
  '22.2',
  '22.3',
  '22.4',
  'Expanded Game',
];

test('Coverage: every clause of the seed has a row', () => {
  const text = doc('coverage.md');
  for (const clause of SEED_CLAUSES)
    expect(
      text.split('\n').some((l) => l.startsWith(`| ${clause} `)),
      clause,
    ).toBe(true);
});

test('Coverage: every test file the table cites exists, and every test file here is cited', () => {
  const text = doc('coverage.md');
  const cited = new Set([...text.matchAll(/([a-z-]+)\.test\.ts/g)].map((m) => `${m[1]!}.test.ts`));
  const files = readdirSync(here).filter((f) => f.endsWith('.test.ts'));
  for (const f of cited) expect(files, f).toContain(f);
  for (const f of files) if (f !== 'docs.test.ts') expect(cited.has(f), f).toBe(true);
});

test('Coverage: every test name the table quotes exists in the file it names', () => {
  const text = doc('coverage.md');
  for (const line of text.split('\n').filter((l) => l.startsWith('| '))) {
    for (const m of line.matchAll(/([a-z-]+\.test\.ts) \(([^)]*(?:\([^)]*\)[^)]*)*)\)/g)) {
      const source = readFileSync(new URL(m[1]!, here), 'utf8');
      for (const q of m[2]!.matchAll(/"([^"]+?)(?: …)?"/g)) {
        const quoted = q[1]!.replace(/ …$/, '');
        if (quoted.startsWith('property') || !/\d|SAU|the /.test(quoted)) continue;
        expect(source.includes(quoted), `${m[1]}: "${quoted}"`).toBe(true);
      }
    }
  }
});

test('Assumptions: every assumption is a row of assumptions.md with its option and what was chosen; ids are unique and consecutive', () => {
  const text = doc('assumptions.md');
  const ids = SAURON_ASSUMPTIONS.map((a) => a.id);
  expect(ids).toEqual(ids.map((_, i) => `SAU-A${i + 1}`));
  for (const a of SAURON_ASSUMPTIONS) {
    const row = text.split('\n').find((l) => l.startsWith(`| ${a.id} |`));
    expect(row, a.id).toBeDefined();
    expect(row, a.id).toContain(a.option.startsWith('(') ? `| ${a.option} |` : `| \`${a.option}\` |`);
    expect(row, a.id).toContain(a.chosen.replace(/\|/g, '\\|'));
  }
  expect(text.split('\n').filter((l) => l.startsWith('| SAU-A')).length).toBe(SAURON_ASSUMPTIONS.length);
});

test('Assumptions: every option an assumption names is a real option, and every option has its assumption', () => {
  const keys = Object.keys(sauronOptionsSchema.shape);
  const named = SAURON_ASSUMPTIONS.filter((a) => !a.option.startsWith('(')).map((a) => a.option);
  expect(named.sort()).toEqual([...keys].sort());
  for (const a of SAURON_ASSUMPTIONS.filter((x) => x.option.startsWith('(data: '))) {
    const file = /data\/[\w-]+\.json/.exec(a.option)![0];
    expect(existsSync(new URL(file, here)), `${a.id}: ${file}`).toBe(true);
  }
});

assumptionsNamedTest(
  'SAU-A',
  SAURON_ASSUMPTIONS.map((a) => a.id),
);
