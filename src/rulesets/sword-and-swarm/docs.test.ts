/** The Sword & Swarm documents stay in step with the code: docs/sword-and-swarm/*.md. */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { rulesetDocsTests } from '../test-docs.js';
import { ASSUMPTIONS } from './assumptions.js';
import { CLAUSE } from './clauses.js';
import { optionsSchema } from './options.js';

rulesetDocsTests({
  folder: new URL('.', import.meta.url),
  docs: 'sword-and-swarm',
  prefix: 'SWS',
  assumptions: ASSUMPTIONS,
  optionKeys: Object.keys(optionsSchema.shape),
  // The G clauses (how tests are rolled) are the seed's glossary; the rest each have a row.
  clauses: Object.values(CLAUSE).filter((c) => !c.startsWith('G')),
  clauseShown: (text, clause) => text.includes(`| ${clause} |`),
});

test('Refusals: every code and its clause are written once, in errors.ts; no other file here builds a RuleError', () => {
  const here = new URL('.', import.meta.url);
  const files = readdirSync(here).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'errors.ts');
  for (const f of files) expect(readFileSync(new URL(f, here), 'utf8'), f).not.toMatch(/\bruleError\(/);
});
