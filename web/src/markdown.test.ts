import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown } from './markdown.js';

describe('markdown reader', () => {
  it('reads headings, bold runs, items, hard breaks and tab tables', () => {
    const blocks = parseMarkdown('## **END GAME**\n\nPlain **bold** text\nmore  \nnext line\n\n- (a) Castles. x\n\nX\tBoth\nA\tAttacker\n');
    expect(blocks.map((b) => b.kind)).toEqual(['h', 'p', 'li', 'table']);
    expect(blocks[0]).toMatchObject({ level: 2, text: 'END GAME' });
    expect(blocks[1]!.text).toBe('Plain bold text more next line');
    const p = blocks[1] as unknown as { inline: { text: string; strong?: boolean; br?: boolean }[] };
    expect(p.inline.some((i) => i.strong && i.text === 'bold')).toBe(true);
    expect(p.inline.some((i) => i.br)).toBe(true);
    expect((blocks[3] as unknown as { rows: string[][] }).rows).toEqual([
      ['X', 'Both'],
      ['A', 'Attacker'],
    ]);
  });

  it('keeps the words of links and drops escapes', () => {
    expect(parseInline('[The only exception \\(see below\\).](#)')).toEqual([{ text: 'The only exception (see below).' }]);
  });
});
