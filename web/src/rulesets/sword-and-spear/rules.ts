/**
 * Sword & Spear Fantasy's text (rules.md: the seed, shared/seeds/004, which is markdown already) and an
 * anchor for every clause the rules cite (src/rulesets/sword-and-spear/clauses.ts): a clause is the
 * section number and the heading as printed ('9 Range'), so its anchor is that heading.
 */
import { CLAUSE } from '../../../../src/rulesets/sword-and-spear/index.js';
import type { AnchorSpec } from '../../markdown.js';
import rulesText from './rules.md?raw';

export const RULES_TEXT: string = rulesText;

/** '9 Range' -> the heading 'Range'; 'A1 Flying Units' -> 'Flying Units'. */
export const headingOf = (clause: string): string => clause.replace(/^(\d+|A\d+) /, '');

export const ANCHORS: readonly AnchorSpec[] = Object.values(CLAUSE).map((clause) => ({
  clause,
  match: headingOf(clause),
  exact: true,
  kind: 'h' as const,
}));
