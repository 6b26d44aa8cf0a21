/** The Swords & Wizardry documents stay in step with the code: docs/swords-and-wizardry/*.md. */
import { existsSync, readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { ASSUMPTIONS } from './options.js';
import { assumptionsNamedTest } from '../test-docs.js';

const doc = (name: string) => readFileSync(new URL(`../../../docs/swords-and-wizardry/${name}`, import.meta.url), 'utf8');

test('Assumptions: every assumption of options.ts is listed in assumptions.md with its option', () => {
  const text = doc('assumptions.md');
  for (const a of ASSUMPTIONS) {
    const row = text.split('\n').find((l) => l.startsWith(`| ${a.id} |`));
    expect(row, a.id).toBeDefined();
    for (const option of a.option.split(' / ')) if (!option.startsWith('(')) expect(row, a.id).toContain(`\`${option}\``);
  }
});

test('Coverage: every test file the coverage table cites exists, and every test file here is cited', () => {
  const text = doc('coverage.md');
  const cited = new Set([...text.matchAll(/([a-z-]+(?:-\d\.\.\d)?)\.test\.ts/g)].map((m) => m[1]!));
  for (const name of cited) {
    const files = name.includes('..') ? [1, 2, 3, 4, 5].map((k) => name.replace(/\d\.\.\d/, String(k))) : [name];
    for (const f of files) expect(existsSync(new URL(`./${f}.test.ts`, import.meta.url)), f).toBe(true);
  }
  for (const f of [
    'attack-table',
    'wizard',
    'ogre',
    'siege-catapult',
    'movement',
    'castles',
    'princess',
    'deployment',
    'end-game',
    'errors',
    'fast',
  ]) {
    expect(cited.has(f), f).toBe(true);
  }
});

assumptionsNamedTest(
  'SW',
  ASSUMPTIONS.map((a) => a.id),
);
