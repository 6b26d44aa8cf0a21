/**
 * Issue 25 item 5: error codes and clause names as typed constants per ruleset, cited one way in all
 * five. Each system's refusals are built in its errors.ts alone, each code there with its clause, so a
 * rule calls `Errors.x(...)` and never writes a code or a clause of its own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const root = fileURLToPath(new URL('.', import.meta.url));
const systems = readdirSync(root, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'data' ? [] : sources(path);
    return d.name.endsWith('.ts') && !d.name.endsWith('.test.ts') && !d.name.startsWith('test-') ? [path] : [];
  });
}

describe('refusals are written once per system, in its errors.ts', () => {
  test('the five systems are all here', () => {
    expect(systems.sort()).toEqual(['sauron', 'sword-and-spear', 'sword-and-swarm', 'swords-and-sorcery', 'swords-and-wizardry']);
  });

  for (const system of systems) {
    test(`${system}: only errors.ts builds a RuleError`, () => {
      const files = sources(join(root, system));
      const builders = files.filter((f) => /\bruleError\(/.test(readFileSync(f, 'utf8')));
      expect(builders.map((f) => f.slice(root.length))).toEqual([`${system}/errors.ts`]);
      const errors = readFileSync(join(root, system, 'errors.ts'), 'utf8');
      const codes = [...errors.matchAll(/ruleError\(\s*'(ERR_[A-Z_]+)'/g)].map((m) => m[1]!);
      expect(codes.length).toBeGreaterThan(10);
      // Every code is a constant: no rule file names one as a string of its own.
      for (const f of files.filter((f) => !f.endsWith('errors.ts')))
        expect(readFileSync(f, 'utf8').match(/'ERR_[A-Z_]+'/g) ?? [], f).toEqual([]);
    });
  }
});
