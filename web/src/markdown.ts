/**
 * A small reader for the rulebooks' markdown (text extracted from printed rules): headings, paragraphs,
 * bullet items, **bold**, hard line breaks and tab-separated tables. It builds a block model, never
 * HTML strings, so the text is rendered as text.
 *
 *   const blocks = parseMarkdown('## **END GAME**\n\nShould at any stage...');
 *   blocks[0] // { kind: 'h', level: 2, inline: [{ strong: true, text: 'END GAME' }], text: 'END GAME' }
 *
 * Clause citations link into the text through anchors: each `AnchorSpec` finds the one block where a
 * clause is written (a heading, or the paragraph or item that begins with the clause's words).
 */

export interface Inline {
  readonly text: string;
  readonly strong?: boolean;
  /** A hard line break before this run. */
  readonly br?: boolean;
}

export type Block =
  | { readonly kind: 'h'; readonly level: number; readonly inline: readonly Inline[]; readonly text: string }
  | { readonly kind: 'p'; readonly inline: readonly Inline[]; readonly text: string }
  | { readonly kind: 'li'; readonly inline: readonly Inline[]; readonly text: string }
  | { readonly kind: 'table'; readonly rows: readonly (readonly string[])[]; readonly text: string };

export function parseInline(source: string): Inline[] {
  // Links keep their words only; escaped punctuation loses its backslash.
  const plain = source.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/\\([()[\]*_#.\-!])/g, '$1');
  const out: Inline[] = [];
  const re = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (let m = re.exec(plain); m; m = re.exec(plain)) {
    if (m.index > last) out.push({ text: plain.slice(last, m.index) });
    out.push({ text: m[1]!, strong: true });
    last = m.index + m[0].length;
  }
  if (last < plain.length) out.push({ text: plain.slice(last) });
  return out;
}

const textOf = (inline: readonly Inline[]) =>
  inline
    .map((i) => (i.br ? ' ' : '') + i.text)
    .join('')
    .replace(/\s+/g, ' ')
    .trim();

export function parseMarkdown(source: string): Block[] {
  const lines = source.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let para: string[] = [];
  let table: string[][] = [];

  const flushPara = () => {
    if (!para.length) return;
    const inline: Inline[] = [];
    para.forEach((line, i) => {
      const hardBreak = i > 0 && /\s{2,}$/.test(para[i - 1]!);
      const runs = parseInline(line.trim());
      runs.forEach((r, j) => {
        if (j === 0 && i > 0) inline.push(hardBreak ? { ...r, br: true } : { ...r, text: ' ' + r.text });
        else inline.push(r);
      });
    });
    blocks.push({ kind: 'p', inline, text: textOf(inline) });
    para = [];
  };
  const flushTable = () => {
    if (!table.length) return;
    const width = Math.max(...table.map((r) => r.length));
    const rows = table.map((r) => [...r, ...Array<string>(width - r.length).fill('')]);
    blocks.push({ kind: 'table', rows, text: rows.map((r) => r.join(' ')).join(' ') });
    table = [];
  };

  for (const raw of lines) {
    const line = raw.replace(/\s+$/, (s) => (s.includes('\t') ? '' : s));
    if (line.trim() === '') {
      flushPara();
      flushTable();
      continue;
    }
    if (line.includes('\t')) {
      flushPara();
      table.push(line.split('\t').map((c) => c.trim()));
      continue;
    }
    flushTable();
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flushPara();
      const inline = parseInline(heading[2]!.trim());
      blocks.push({ kind: 'h', level: heading[1]!.length, inline, text: textOf(inline) });
      continue;
    }
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (item) {
      flushPara();
      const inline = parseInline(item[1]!);
      blocks.push({ kind: 'li', inline, text: textOf(inline) });
      continue;
    }
    // A heading glued to the end of the previous paragraph ("...fashion.# The rulebooks") is not one.
    para.push(line);
  }
  flushPara();
  flushTable();
  return blocks;
}

/** Where a cited clause is written: the block whose text is `match` (exact) or starts with it. */
export interface AnchorSpec {
  readonly clause: string;
  readonly match: string;
  readonly exact?: boolean;
  readonly kind?: Block['kind'];
}

export const anchorId = (clause: string): string =>
  'rule-' +
  clause
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Block index -> anchor id, and the clauses whose text could not be found (or was found twice). */
export function placeAnchors(blocks: readonly Block[], specs: readonly AnchorSpec[]): { ids: Map<number, string>; missing: string[] } {
  const ids = new Map<number, string>();
  const missing: string[] = [];
  const norm = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
  for (const spec of specs) {
    const want = norm(spec.match);
    const hits = blocks.flatMap((b, i) => {
      if (spec.kind && b.kind !== spec.kind) return [];
      const t = norm(b.text);
      return (spec.exact ? t === want : t.startsWith(want)) ? [i] : [];
    });
    if (hits.length !== 1 || ids.has(hits[0]!)) missing.push(spec.clause);
    else ids.set(hits[0]!, anchorId(spec.clause));
  }
  return { ids, missing };
}

/**
 * The parts of a citation: "Castles (2); SW-A9" cites two things. Each part links to a clause anchor,
 * an assumption, or nothing (e.g. "core").
 */
export function citationParts(
  clause: string,
  known: ReadonlySet<string>,
  assumptionId: RegExp,
): { text: string; target: { kind: 'clause' | 'assumption'; id: string } | null }[] {
  return clause
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((text) => {
      if (known.has(text)) return { text, target: { kind: 'clause' as const, id: anchorId(text) } };
      const a = assumptionId.exec(text);
      if (a) return { text, target: { kind: 'assumption' as const, id: `assumption-${a[1] ?? a[0]}` } };
      return { text, target: null };
    });
}
