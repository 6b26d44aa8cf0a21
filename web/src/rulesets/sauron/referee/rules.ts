/**
 * The Sauron variant's text (rules.md: the seed, shared/seeds/003, as markdown: each clause a
 * paragraph) and an anchor for every clause it numbers, so each cited clause opens the rules there.
 */
import type { AnchorSpec } from '../../../markdown.js';
import rulesText from './rules.md?raw';

export const RULES_TEXT: string = rulesText;

/** Every numbered clause of the seed, in its order (as src/rulesets/sauron/docs.test.ts lists them). */
export const CLAUSES = [
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
] as const;

export const ANCHORS: readonly AnchorSpec[] = [
  ...CLAUSES.map((clause) => ({ clause, match: clause === '8.3311' ? '8.3311 Example' : `${clause} (`, kind: 'p' as const })),
  { clause: 'Expanded Game', match: 'Expanded Game', exact: true, kind: 'h' },
];
