/**
 * The Sword & Swarm text (rules.md: the seed, shared/seeds/002, as markdown: its headings as headings)
 * and an anchor for every clause the rules cite (src/rulesets/sword-and-swarm/clauses.ts: a clause is its
 * heading as printed). G1 (the author's Basic Rules page) is not part of the seed and has no anchor.
 */
import { CLAUSE } from '../../../../src/rulesets/sword-and-swarm/index.js';
import type { AnchorSpec } from '../../markdown.js';
import rulesText from './rules.md?raw';

export const RULES_TEXT: string = rulesText;

export const ANCHORS: readonly AnchorSpec[] = Object.values(CLAUSE)
  .filter((clause) => clause !== CLAUSE.tests)
  .map((clause) => ({ clause, match: clause, exact: true, kind: 'h' as const }));
