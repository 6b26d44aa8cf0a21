/** The Swords & Sorcery documents stay in step with the code: docs/swords-and-sorcery/*.md. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { optionsSchema } from './game/options.js';
import { swordsAndSorcery } from './game/ruleset.js';
import { swordsAndSorceryBattle } from './referee/ruleset.js';
import { assumptionsNamedTest } from '../test-docs.js';

const doc = (name: string) => readFileSync(new URL(`../../../docs/swords-and-sorcery/${name}`, import.meta.url), 'utf8');
const here = new URL('.', import.meta.url);

/** Test files of this ruleset, by file name, in this folder and its subfolders. */
function testFiles(): Map<string, string> {
  const out = new Map<string, string>();
  for (const dir of [
    '',
    ...readdirSync(here, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => `${d.name}/`),
  ]) {
    for (const f of readdirSync(new URL(dir, here))) if (f.endsWith('.test.ts')) out.set(f, dir + f);
  }
  return out;
}

test('Assumptions: every assumption of the ruleset is listed in assumptions.md with its option', () => {
  const text = doc('assumptions.md');
  const ids = swordsAndSorcery.assumptions.map((a) => a.id);
  expect(new Set(ids).size, 'assumption ids are unique').toBe(ids.length);
  for (const a of [...swordsAndSorcery.assumptions, ...swordsAndSorceryBattle.assumptions]) {
    const row = text.split('\n').find((l) => l.startsWith(`| ${a.id} |`));
    expect(row, a.id).toBeDefined();
    for (const option of a.option.split(' / ')) if (!option.startsWith('(')) expect(row, a.id).toContain(`\`${option}\``);
  }
});

test('Assumptions: every option an assumption names is a real option of the ruleset', () => {
  const keys = Object.keys(optionsSchema.shape);
  for (const a of swordsAndSorcery.assumptions) {
    for (const option of a.option.split(' / ')) if (!option.startsWith('(')) expect(keys, `${a.id}: ${option}`).toContain(option);
  }
});

test('Coverage: every test file the coverage table cites exists, and every test file here is cited', () => {
  const text = doc('coverage.md');
  const files = testFiles();
  const mentions = [...text.matchAll(/((?:src\/[\w/-]+\/)?[a-z-]+)\.test\.ts/g)].map((m) => `${m[1]!}.test.ts`);
  // Tests elsewhere in the project are cited by their path from the root.
  for (const f of mentions.filter((m) => m.startsWith('src/'))) expect(existsSync(new URL(`../../../${f}`, import.meta.url)), f).toBe(true);
  const cited = new Set(mentions.filter((m) => !m.startsWith('src/')).map((m) => m.split('/').pop()!));
  for (const f of cited) expect(files.has(f), f).toBe(true);
  for (const f of files.keys())
    if (!['fraction.test.ts', 'options.test.ts', 'docs.test.ts', 'hex-grid.test.ts'].includes(f)) expect(cited.has(f), f).toBe(true);
  expect(existsSync(new URL('../../../docs/swords-and-sorcery/design.md', import.meta.url))).toBe(true);
});

assumptionsNamedTest('SSV (map game and referee)', [
  ...new Set([...swordsAndSorcery.assumptions, ...swordsAndSorceryBattle.assumptions].map((a) => a.id)),
]);

test('Refusals: every code and its clause are written once, in errors.ts; no other file here builds a RuleError', () => {
  const files = readdirSync(here, { recursive: true, encoding: 'utf8' }).filter(
    (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'errors.ts',
  );
  expect(files.length).toBeGreaterThan(10);
  for (const f of files) expect(readFileSync(new URL(f, here), 'utf8'), f).not.toMatch(/\bruleError\(/);
});
