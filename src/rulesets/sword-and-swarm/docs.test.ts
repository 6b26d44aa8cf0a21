/** The Sword & Swarm documents stay in step with the code: docs/sword-and-swarm/*.md. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ASSUMPTIONS } from './assumptions.js';
import { CLAUSE } from './clauses.js';
import { optionsSchema } from './options.js';

const doc = (name: string) => readFileSync(new URL(`../../../docs/sword-and-swarm/${name}`, import.meta.url), 'utf8');
const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const optionsOf = (option: string) => (option.startsWith('(') ? [] : option.split(' / '));

test('Assumptions: ids are SWS-A1, SWS-A2, ... with none missing or repeated', () => {
  expect(ASSUMPTIONS.map((a) => a.id)).toEqual(ASSUMPTIONS.map((_, i) => `SWS-A${i + 1}`));
});

test('Assumptions: every assumption has its row in assumptions.md, with its options and what was chosen', () => {
  const lines = doc('assumptions.md').split('\n');
  for (const a of ASSUMPTIONS) {
    const row = lines.find((l) => l.startsWith(`| ${a.id} |`));
    expect(row, a.id).toBeDefined();
    for (const option of optionsOf(a.option)) expect(row, a.id).toContain(`\`${option}\``);
    expect(row, a.id).toContain(cell(a.chosen));
  }
  expect(lines.filter((l) => /^\| SWS-A\d+ \|/.test(l))).toHaveLength(ASSUMPTIONS.length);
});

test('Assumptions: every option an assumption names is a real option, and every option belongs to an assumption', () => {
  const keys = Object.keys(optionsSchema.shape);
  const named = ASSUMPTIONS.flatMap((a) => optionsOf(a.option));
  for (const o of named) expect(keys, o).toContain(o);
  for (const k of keys) expect(named, k).toContain(k);
});

test('Coverage: every clause has a row, every test file cited exists, and every test file here is cited', () => {
  const text = doc('coverage.md');
  for (const clause of Object.values(CLAUSE)) if (!clause.startsWith('G')) expect(text, clause).toContain(`| ${clause} |`);
  const mentions = [...text.matchAll(/([a-z-]+)\.test\.ts/g)].map((m) => `${m[1]!}.test.ts`);
  const here = readdirSync(new URL('.', import.meta.url)).filter((f) => f.endsWith('.test.ts'));
  for (const f of new Set(mentions)) expect(here, f).toContain(f);
  for (const f of here) if (f !== 'docs.test.ts') expect(mentions, f).toContain(f);
  for (const a of ASSUMPTIONS) expect(text.includes(a.id) || doc('assumptions.md').includes(a.id), a.id).toBe(true);
  expect(existsSync(new URL('../../../docs/sword-and-swarm/assumptions.md', import.meta.url))).toBe(true);
});
