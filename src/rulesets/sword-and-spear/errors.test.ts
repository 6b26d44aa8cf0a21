/** Refusals are written once (issue 25.5): errors.ts alone makes a RuleError, and each code keeps one clause per meaning. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { CLAUSE, GAP } from './clauses.js';
import { Excluded } from './errors.js';

const folder = fileURLToPath(new URL('.', import.meta.url));
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((d) =>
    d.isDirectory() ? sources(join(dir, d.name)) : d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') ? [join(dir, d.name)] : [],
  );

describe('refusals (errors.ts, clauses.ts)', () => {
  test('no rule outside errors.ts makes a RuleError itself', () => {
    const makers = sources(folder).filter((f) => !f.endsWith('errors.ts') && /\bruleError\(|\brefuse\(/.test(readFileSync(f, 'utf8')));
    expect(makers).toEqual([]);
  });

  test('every refusal has an ERR_ code and cites a clause of the seed (CLAUSE), a gap fact or assumption (GAP), or the options', () => {
    const text = readFileSync(join(folder, 'errors.ts'), 'utf8');
    const made = [...text.matchAll(/ruleError\(\s*'([^']*)',\s*([^,]+),/g)].map((m) => ({ code: m[1] ?? '', clause: (m[2] ?? '').trim() }));
    expect(made.length).toBeGreaterThan(80);
    const known = (ref: string) => {
      const [table, key] = ref.split('.');
      return (table === 'CLAUSE' && key !== undefined && key in CLAUSE) || (table === 'GAP' && key !== undefined && key in GAP);
    };
    // Passed in: an order's own clause (activation.ts actionsFor), an excluded target's, a refused situation's.
    const passedIn = ['clause', 'x.clause', 'e.clause'];
    for (const { code, clause } of made) {
      expect(code).toMatch(/^ERR_[A-Z_]+$/);
      const refs = clause
        .split(/[?:]/)
        .map((r) => r.trim())
        .filter((r) => r !== 'acrossObstacle');
      for (const ref of refs) expect(known(ref) || ref === "'options'" || passedIn.includes(ref), `${code} cites ${ref}`).toBe(true);
    }
    for (const x of Object.values(Excluded).map((make) => make(1))) expect(Object.values(CLAUSE)).toContain(x.clause);
  });
});
