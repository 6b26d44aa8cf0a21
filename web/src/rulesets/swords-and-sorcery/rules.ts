/**
 * The variant's text (rules.md: the seed, Gary Exelby's strategic variant, as markdown: its top-level
 * clauses as headings, one clause a paragraph; one clause the seed runs into the previous paragraph,
 * IV.D, is split off) and an anchor for every clause it numbers, read from the text itself.
 */
import { parseMarkdown } from '../../markdown.js';
import { clauseAnchors } from './logic.js';
import rulesText from './rules.md?raw';

export const RULES_TEXT: string = rulesText;
export const ANCHORS = clauseAnchors(parseMarkdown(rulesText));
