/**
 * Issue 27: a coverage row is "done" only when a test reaches its clause. For every system's
 * docs/<system>/coverage.md, each row whose status says done (done, tested, reading; in a table without
 * a status column, every row that cites a test) must name a test that exists: a quoted test name ("…",
 * or `file › name` with `*` for a family) that some test's title starts with or contains, or else the
 * row's clause must appear in the title of a test in a file the row cites. A row this finds false is
 * corrected in the document (partly or not yet, with the reason), never by loosening this test.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { testTitlesByFile } from './test-docs.js';

const SYSTEMS = ['sauron', 'sword-and-spear', 'sword-and-swarm', 'swords-and-sorcery', 'swords-and-wizardry'] as const;
/** Each system's own test folder, for a test file a row names without a path. */
const FOLDER: Readonly<Record<(typeof SYSTEMS)[number], string>> = {
  sauron: 'src/rulesets/sauron/',
  'sword-and-spear': 'src/rulesets/sword-and-spear/',
  'sword-and-swarm': 'src/rulesets/sword-and-swarm/',
  'swords-and-sorcery': 'src/rulesets/swords-and-sorcery/',
  'swords-and-wizardry': 'src/rulesets/swords-and-wizardry/',
};

const DONE = /^(done|tested|reading)\b/i;

interface CoverageRow {
  readonly line: number;
  readonly clause: string;
  readonly status: string | null;
  readonly test: string;
}

/** The rows of every table with a test column (a status column if it has one). */
function coverageRows(markdown: string): CoverageRow[] {
  const rows: CoverageRow[] = [];
  let header: string[] | null = null;
  const cells = (l: string) =>
    l
      .slice(1, -1)
      .split(/(?<!\\)\|/)
      .map((c) => c.trim());
  markdown.split('\n').forEach((l, i) => {
    if (!l.startsWith('|')) {
      header = null;
      return;
    }
    const c = cells(l.trimEnd());
    if (!header) {
      header = c.map((h) => h.toLowerCase());
      return;
    }
    if (c.every((x) => /^-+$/.test(x))) return;
    const at = (name: string) => header!.indexOf(name);
    if (at('test') < 0) return;
    rows.push({ line: i + 1, clause: c[0] ?? '', status: at('status') < 0 ? null : (c[at('status')] ?? ''), test: c[at('test')] ?? '' });
  });
  return rows;
}

/** The test names a cell quotes: "…" and `› name` (up to ';' or a parenthesis), each cut at ' …' or '*'. */
function quotedNames(cell: string): string[] {
  const names = [...cell.matchAll(/"([^"]+)"/g)].map((m) => m[1]!);
  for (const m of cell.matchAll(/›\s*([^;(›"]+)/g)) names.push(m[1]!);
  return names
    .map((n) =>
      n
        .replace(/\s*….*$/, '')
        .replace(/\*.*$/, '')
        .trim(),
    )
    .filter((n) => n.length > 0 && !/^property\b/.test(n));
}

const escapeRegExp = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A title names `name` when it holds it as a whole (a clause tag 'V' is not the V of 'V.A'). */
const names = (title: string, name: string): boolean =>
  new RegExp(`(?:^|[\\s(,;'"/])${escapeRegExp(name)}(?=$|[\\s:,;)'"/…]|\\.\\s)`).test(title);

/** The test files a cell names, as paths from the repository root (a bare name: any file of that name under the system's folder). */
function citedFiles(cell: string, folder: string, known: readonly string[] = []): string[] {
  return [...cell.matchAll(/((?:[\w.-]+\/)*[\w.-]+)\.test\.tsx?/g)].flatMap((m) => {
    const name = m[0]!;
    if (/^(src|web|e2e)\//.test(name)) return [name];
    const local = name.includes('..') ? [1, 2, 3, 4, 5].map((k) => name.replace(/\d\.\.\d/, String(k))) : [name];
    return local.flatMap((n) => {
      const under = known.filter((k) => k.startsWith(folder) && k.endsWith(`/${n}`));
      return under.length ? under : [`${folder}${n}`];
    });
  });
}

/** The clause a row's first cell names: a numbered clause's number ('16.61', 'III.D.2.b(1)', 'F11'), else the words before ':', ',' or '('. */
function clauseKey(first: string): string {
  const numbered = /^((?:[IVX]+\.)?[A-Z]?\d[\w.]*(?:\(\w+\))?|[A-Z]{1,3}\d+|[IVX]+(?:\.[A-Za-z0-9]+)*(?:\(\w+\))?)(?=[\s:,;-]|$)/.exec(
    first,
  );
  if (numbered) return numbered[1]!;
  return first
    .split(/[:,(¶]/)[0]!
    .replace(/\*\*/g, '')
    .trim();
}

/**
 * A title answers a quoted name when it holds it (a short tag as a whole word); a title built from a
 * template (`Princess: challenged by ${kind}, …`) when the name starts with its fixed beginning.
 */
function quotes(title: string, name: string): boolean {
  const fixed = title.split('${')[0]!.trim();
  if (fixed.length < title.length - 1) return fixed.length >= 8 && (name.startsWith(fixed) || fixed.includes(name));
  return title.includes(name) && (name.length > 12 || names(title, name));
}

/** Why a done row is not honest, or null when a test it names exists. */
function dishonesty(row: CoverageRow, titles: ReadonlyMap<string, readonly string[]>, folder: string): string | null {
  const all = [...titles.values()].flat();
  const quoted = quotedNames(row.test);
  if (quoted.some((n) => all.some((t) => quotes(t, n)))) return null;
  const files = citedFiles(row.test, folder, [...titles.keys()]);
  const key = clauseKey(row.clause);
  const inFiles = files.flatMap((f) => titles.get(f) ?? []);
  if (key && inFiles.some((t) => names(t, key))) return null;
  if (quoted.length) return `none of the tests it quotes exists (${quoted.join('; ')})`;
  if (!files.length) return 'it names no test';
  return `no test in ${files.join(', ')} names '${key}'`;
}

describe('coverage rows marked done name a test that exists (issue 27)', () => {
  const titles = testTitlesByFile(true);
  for (const system of SYSTEMS) {
    test(`docs/${system}/coverage.md: every done row names a test that exists`, () => {
      const rows = coverageRows(readFileSync(new URL(`../../docs/${system}/coverage.md`, import.meta.url), 'utf8'));
      const done = rows.filter((r) => (r.status === null ? r.test !== '' && !/^[—–-]$/.test(r.test) : DONE.test(r.status)));
      expect(done.length, 'done rows').toBeGreaterThan(5);
      const false_ = done.flatMap((r) => {
        const why = dishonesty(r, titles, FOLDER[system]);
        return why ? [`line ${r.line} (${r.clause.slice(0, 60)}): ${why}`] : [];
      });
      expect(false_).toEqual([]);
    });
  }
});

describe('the coverage parser', () => {
  test('reads rows with their status and test cells; quoted names and › names; cited files; clause keys', () => {
    const md = [
      '| clause | status | code | test |',
      '| --- | --- | --- | --- |',
      '| 16.61 Sauron loses | done | ring.ts | ring.test.ts ("16.61 …") |',
      '',
    ].join('\n');
    expect(coverageRows(md)).toEqual([{ line: 3, clause: '16.61 Sauron loses', status: 'done', test: 'ring.test.ts ("16.61 …")' }]);
    expect(quotedNames('attack-table.test.ts › Attack Table: King v * (12 tests)')).toEqual(['Attack Table: King v']);
    expect(citedFiles('random-games-1..5.test.ts; src/cli/x.test.ts', 'src/r/')).toEqual([
      'src/r/random-games-1.test.ts',
      'src/r/random-games-2.test.ts',
      'src/r/random-games-3.test.ts',
      'src/r/random-games-4.test.ts',
      'src/r/random-games-5.test.ts',
      'src/cli/x.test.ts',
    ]);
    expect([
      clauseKey('16.61 Sauron loses'),
      clauseKey('III.D.2.b(1) cavalry'),
      clauseKey('F11 rout tests'),
      clauseKey('The Activation Phase'),
    ]).toEqual(['16.61', 'III.D.2.b(1)', 'F11', 'The Activation Phase']);
  });
});
