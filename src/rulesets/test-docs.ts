/**
 * Tests that keep a ruleset's documents in step with its code: docs/<system>/assumptions.md lists
 * every assumption with its options, every option belongs to an assumption, and coverage.md names
 * every clause and cites only test files that exist (and every test file of the ruleset).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
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
  /** Assumption ids no test title names yet, each with the reason (see assumptionsNamedTest). */
  readonly notYetNamed?: Readonly<Record<string, string>>;
}

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const optionsOf = (option: string) => (option.startsWith('(') ? [] : option.split(' / '));

/** The repository root, from this file (src/rulesets/test-docs.ts). */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/** The titles of every test (test, it, describe) in the *.test.ts files under src/, e2e/ and web/ (node_modules left out). */
export function testTitles(): string[] {
  return [...testTitlesByFile().values()].flat();
}

/**
 * The same titles by file, keyed by the path from the repository root ('src/rulesets/sauron/ring.test.ts');
 * with `helpers`, also the tests that shared test-*.ts files define for the test files that call them.
 */
export function testTitlesByFile(helpers = false): Map<string, string[]> {
  const files: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const d of readdirSync(dir, { withFileTypes: true })) {
      if (d.name === 'node_modules' || d.name.startsWith('.')) continue;
      const path = join(dir, d.name);
      if (d.isDirectory()) walk(path);
      else if (d.name.endsWith('.test.ts') || d.name.endsWith('.test.tsx') || (helpers && /^test-[\w-]+\.ts$/.test(d.name)))
        files.push(path);
    }
  };
  for (const top of ['src', 'e2e', 'web']) walk(join(repoRoot, top));
  const byFile = new Map<string, string[]>();
  const call =
    /\b(?:test|it|describe)(?:\.(?:each\([^)]*\)|concurrent|sequential|only))?\(\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|`((?:[^`\\]|\\.)*)`)/g;
  for (const f of files)
    byFile.set(
      f.slice(repoRoot.length).replace(/\\/g, '/'),
      [...readFileSync(f, 'utf8').matchAll(call)].map((m) => (m[1] ?? m[2] ?? m[3] ?? '').replace(/\\(['"`\\])/g, '$1')),
    );
  return byFile;
}

/** The ids among `ids` that no test title names (a word-boundary match: SSF-A4 is not named by SSF-A40). */
export function idsNamedByNoTest(ids: readonly string[]): string[] {
  const titles = testTitles();
  return ids.filter((id) => !titles.some((t) => new RegExp(`(?<![\\w-])${id}(?![\\w])`).test(t)));
}

/**
 * A test that every assumption id is named in the title of at least one test of the repository, save those
 * listed in `notYet` (id: why no test names it yet); a listed id that a test does name must leave the list.
 */
export function assumptionsNamedTest(label: string, ids: readonly string[], notYet: Readonly<Record<string, string>> = {}): void {
  test(`Assumptions: every ${label} assumption id is named in the title of a test (src/, e2e/, web/ *.test.ts)`, () => {
    expect(ids.length).toBeGreaterThan(0);
    for (const id of Object.keys(notYet)) expect(ids, `${id} is not an assumption of ${label}`).toContain(id);
    expect(idsNamedByNoTest(ids).sort(), 'ids named by no test title (or listed as not yet named but now named)').toEqual(
      Object.keys(notYet)
        .filter((id) => ids.includes(id))
        .sort(),
    );
  });
}

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
    for (const f of mentions.filter((m) => m.includes('/')))
      expect(existsSync(new URL(f, root)) || existsSync(new URL(f, r.folder)), f).toBe(true);
    const here = readdirSync(r.folder).filter((f) => f.endsWith('.test.ts'));
    const cited = new Set(mentions.filter((m) => !m.includes('/')));
    for (const f of cited) expect(here, f).toContain(f);
    for (const f of here) if (f !== 'docs.test.ts') expect(cited.has(f), f).toBe(true);
    for (const a of r.assumptions) expect(text.includes(a.id) || doc('assumptions.md').includes(a.id), a.id).toBe(true);
  });

  assumptionsNamedTest(
    r.prefix,
    r.assumptions.map((a) => a.id),
    r.notYetNamed,
  );
}
