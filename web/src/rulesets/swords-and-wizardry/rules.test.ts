/** The rulebook's anchors for this system's citations (moved here from web/src/markdown.test.ts, so no code outside this folder names it). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLAUSE, RULEBOOK_URL } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import { anchorId, citationParts, parseMarkdown, placeAnchors } from '../../markdown.js';
import { ANCHORS } from './describe.js';

describe('Swords & Wizardry rules anchors', () => {
  const rules = readFileSync(RULEBOOK_URL, 'utf8');
  const blocks = parseMarkdown(rules);
  it('finds every cited clause exactly once in the rulebook', () => {
    const { ids, missing } = placeAnchors(blocks, ANCHORS);
    expect(missing).toEqual([]);
    expect(ids.size).toBe(Object.keys(CLAUSE).length);
  });

  it('covers every clause of the vocabulary', () => {
    expect(new Set(ANCHORS.map((a) => a.clause))).toEqual(new Set(Object.values(CLAUSE)));
  });

  it('splits compound citations and links assumptions', () => {
    const known = new Set<string>(Object.values(CLAUSE));
    const parts = citationParts('Castles (2); SW-A9', known, /^(SW-A\d+)/);
    expect(parts).toEqual([
      { text: 'Castles (2)', target: { kind: 'clause', id: anchorId('Castles (2)') } },
      { text: 'SW-A9', target: { kind: 'assumption', id: 'assumption-SW-A9' } },
    ]);
    expect(citationParts('core', known, /^(SW-A\d+)/)).toEqual([{ text: 'core', target: null }]);
    expect(citationParts('SW-A4 (moveLimit)', known, /^(SW-A\d+)/)[0]!.target).toEqual({ kind: 'assumption', id: 'assumption-SW-A4' });
  });
});
