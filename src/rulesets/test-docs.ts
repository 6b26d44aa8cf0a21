/**
 * Tests that keep a ruleset's documents in step with its code: docs/<system>/assumptions.md lists
 * every assumption with its options, every option belongs to an assumption, and coverage.md names
 * every clause and cites only test files that exist (and every test file of the ruleset).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import type { Assumption } from '../core/ruleset.js';

export interface RulesetDocs {
  /** The ruleset's folder: `new URL('.', import.meta.url)` from its docs.test.ts. */
  readonly folder: URL;
  /** The docs folder name under docs/. */
  readonly docs: string;
  /** Assumption id prefix: 'SSF' for SSF-A1, SSF-A2, ... */
  readonly prefix: string;
  readonly assumptions: readonly Assumption[];
  readonly optionKeys: readonly string[];
  readonly clauses: readonly string[];
  /** How coverage.md must name a clause (default: anywhere in the text). */
  readonly clauseShown?: (text: string, clause: string) => boolean;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const optionsOf = (option: string) => (option.startsWith('(') ? [] : option.split(' / '));

export function rulesetDocsTests(r: RulesetDocs): void {
  const doc = (name: string) => readFileSync(new URL(`../../docs/${r.docs}/${name}`, new URL('../', r.folder)), 'utf8');
  const root = new URL('../../../', r.folder);

  test(`Assumptions: ids are ${r.prefix}-A1, ${r.prefix}-A2, ... with none missing or repeated`, () => {
    expect(r.assumptions.map((a) => a.id)).toEqual(r.assumptions.map((_, i) => `${r.prefix}-A${i + 1}`));
  });

  test('Assumptions: every assumption has its row in assumptions.md, with its options and what was chosen', () => {
    const lines = doc('assumptions.md').split('\n');
    for (const a of r.assumptions) {
      const row = lines.find((l) => l.startsWith(`| ${a.id} |`));
      expect(row, a.id).toBeDefined();
      for (const option of optionsOf(a.option)) expect(row, a.id).toContain(`\`${option}\``);
      expect(row, a.id).toContain(cell(a.chosen));
    }
    expect(lines.filter((l) => new RegExp(`^\\| ${r.prefix}-A\\d+ \\|`).test(l))).toHaveLength(r.assumptions.length);
  });

  test('Assumptions: every option an assumption names is a real option, and every option belongs to an assumption', () => {
    const named = r.assumptions.flatMap((a) => optionsOf(a.option));
    for (const o of named) expect(r.optionKeys, o).toContain(o);
    for (const k of r.optionKeys) expect(named, k).toContain(k);
  });

  test('Coverage: every clause has a row, every test file cited exists, and every test file here is cited', () => {
    const text = doc('coverage.md');
    const shown = r.clauseShown ?? ((t, c) => t.includes(c));
    for (const clause of r.clauses) expect(shown(text, clause), clause).toBe(true);
    // A bare name is a test of this folder; a path (src/…, e2e/…, web/…, or under this folder) must exist.
    const mentions = [...text.matchAll(/((?:[\w.-]+\/)*[\w-]+)\.test\.ts/g)].map((m) => `${m[1]!}.test.ts`);
    for (const f of mentions.filter((m) => m.includes('/'))) expect(existsSync(new URL(f, root)) || existsSync(new URL(f, r.folder)), f).toBe(true);
    const here = readdirSync(r.folder).filter((f) => f.endsWith('.test.ts'));
    const cited = new Set(mentions.filter((m) => !m.includes('/')));
    for (const f of cited) expect(here, f).toContain(f);
    for (const f of here) if (f !== 'docs.test.ts') expect(cited.has(f), f).toBe(true);
    for (const a of r.assumptions) expect(text.includes(a.id) || doc('assumptions.md').includes(a.id), a.id).toBe(true);
  });
}
