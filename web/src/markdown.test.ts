import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { CLAUSE, RULEBOOK_URL } from '../../src/rulesets/swords-and-wizardry/index.js';
import { anchorId, citationParts, parseInline, parseMarkdown, placeAnchors } from './markdown.js';
import { ANCHORS } from './rulesets/swords-and-wizardry/describe.js';

describe('markdown reader', () => {
  it('reads headings, bold runs, items, hard breaks and tab tables', () => {
    const blocks = parseMarkdown('## **END GAME**\n\nPlain **bold** text\nmore  \nnext line\n\n- (a) Castles. x\n\nX\tBoth\nA\tAttacker\n');
    expect(blocks.map((b) => b.kind)).toEqual(['h', 'p', 'li', 'table']);
    expect(blocks[0]).toMatchObject({ level: 2, text: 'END GAME' });
    expect(blocks[1]!.text).toBe('Plain bold text more next line');
    const p = blocks[1] as unknown as { inline: { text: string; strong?: boolean; br?: boolean }[] };
    expect(p.inline.some((i) => i.strong && i.text === 'bold')).toBe(true);
    expect(p.inline.some((i) => i.br)).toBe(true);
    expect((blocks[3] as unknown as { rows: string[][] }).rows).toEqual([['X', 'Both'], ['A', 'Attacker']]);
  });

  it('keeps the words of links and drops escapes', () => {
    expect(parseInline('[The only exception \\(see below\\).](#)')).toEqual([{ text: 'The only exception (see below).' }]);
  });
});

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
