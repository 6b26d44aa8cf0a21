/**
 * Pure helpers behind the Swords & Wizardry screens. None of them decides a rule:
 * - what to highlight comes from the server's legal actions (`movesFrom`, `movableSquares`);
 * - the deployment checklist repeats PREPARATION as hints while a player places pieces; the server
 *   checks the placement again when it is sent, and its answer is the one that counts.
 *
 *   movesFrom(legal, 'b4')              // ['b5', 'a4', ...] where a move from b4 is legal
 *   deploymentHints(ctx, 'red', placed) // [{ id: 'rows', ok: false, text: 'Fill ... (12/30)', ... }, ...]
 */
import {
  CLAUSE,
  context,
  DEFAULT_BOARD,
  isCastle,
  optionsSchema,
  PIECE_KINDS,
  PIECES,
  plannedChallengeOdds,
  RESULT_TEXT,
  SEATS,
  zoneOf,
  type Board,
  type Draft,
  type PieceKind,
  type RulesContext,
  type SwAction,
  type SwSeat,
  type SwView,
  type ViewPiece,
} from '../../../../src/rulesets/swords-and-wizardry/index.js';
import type { UnitFact, UnitSheet } from '../../shell/UnitPanel.js';

export type { SwAction, SwView, ViewPiece, PieceKind, SwSeat, RulesContext, Board };

/** The game's board and force: from its options when the server sent them, else the defaults. */
export function rulesContext(options: Readonly<Record<string, unknown>> | null): RulesContext {
  const parsed = optionsSchema.safeParse(options ?? {});
  return context(parsed.success ? parsed.data : optionsSchema.parse({}));
}

// ---------------------------------------------------------------------------------------------------
// Play: highlighting from the legal list

type Move = Extract<SwAction, { type: 'move' }>;
const isMove = (a: SwAction): a is Move => a.type === 'move';

/** Squares holding a piece that has at least one legal move. */
export function movableSquares(legal: readonly SwAction[]): Set<string> {
  return new Set(legal.filter(isMove).map((a) => a.from));
}

/** The `to` squares of the legal moves whose `from` is `from`. */
export function movesFrom(legal: readonly SwAction[], from: string | null): string[] {
  if (!from) return [];
  return legal
    .filter(isMove)
    .filter((a) => a.from === from)
    .map((a) => a.to);
}

/** The legal move from `from` to `to`, if the server listed one. */
export function findMove(legal: readonly SwAction[], from: string, to: string): Move | undefined {
  return legal.filter(isMove).find((a) => a.from === from && a.to === to);
}

/** Castles (2): the surrounding pieces the chooser may move into the castle, from the legal list. */
export function replaceCandidates(legal: readonly SwAction[]): string[] {
  return legal.flatMap((a) => (a.type === 'replace' ? [a.with] : []));
}

export const canDeploy = (legal: readonly SwAction[]): boolean => legal.some((a) => a.type === 'deploy-random' || a.type === 'deploy');

/** What clicking `square` means in play, given the current selection and the legal list. */
export type PlayClick =
  | { readonly kind: 'select'; readonly square: string }
  | { readonly kind: 'deselect' }
  | { readonly kind: 'move'; readonly action: Move }
  | { readonly kind: 'replace'; readonly action: Extract<SwAction, { type: 'replace' }> }
  | { readonly kind: 'none' };

export function playClick(legal: readonly SwAction[], selected: string | null, square: string): PlayClick {
  const replace = legal.find((a): a is Extract<SwAction, { type: 'replace' }> => a.type === 'replace' && a.with === square);
  if (replace) return { kind: 'replace', action: replace };
  if (selected) {
    const move = findMove(legal, selected, square);
    if (move) return { kind: 'move', action: move };
    if (square === selected) return { kind: 'deselect' };
  }
  if (movableSquares(legal).has(square)) return { kind: 'select', square };
  return selected ? { kind: 'deselect' } : { kind: 'none' };
}

// ---------------------------------------------------------------------------------------------------
// Board orientation: each player sees his own back row at the bottom.

export interface Cell {
  readonly square: string;
  readonly index: number;
  /** Column and row on screen, 0-based from the top left. */
  readonly col: number;
  readonly row: number;
}

export function cells(board: Board, perspective: SwSeat): Cell[] {
  const { grid } = board;
  return Array.from({ length: grid.size }, (_, index) => {
    const f = grid.file(index);
    const r = grid.rank(index);
    return perspective === 'black'
      ? { square: grid.name(index), index, col: grid.files - 1 - f, row: r }
      : { square: grid.name(index), index, col: f, row: grid.ranks - 1 - r };
  });
}

/** The square under screen position (col, row). */
export function squareAt(board: Board, perspective: SwSeat, col: number, row: number): string | null {
  const { grid } = board;
  const f = perspective === 'black' ? grid.files - 1 - col : col;
  const r = perspective === 'black' ? row : grid.ranks - 1 - row;
  const i = grid.at(f, r);
  return i === undefined ? null : grid.name(i);
}

/** Keyboard cursor: the square one step in a screen direction (stays put at the edge). */
export function stepCursor(board: Board, perspective: SwSeat, square: string, dCol: number, dRow: number): string {
  const cell = cells(board, perspective).find((c) => c.square === square);
  if (!cell) return square;
  const col = Math.max(0, Math.min(board.grid.files - 1, cell.col + dCol));
  const row = Math.max(0, Math.min(board.grid.ranks - 1, cell.row + dRow));
  return squareAt(board, perspective, col, row) ?? square;
}

// ---------------------------------------------------------------------------------------------------
// Deployment: a local draft of square -> kind; the checklist of PREPARATION comes from the ruleset.

export {
  deploymentHints,
  forceSize,
  isCastle,
  zoneOf,
  type Draft,
  type Hint,
  type Zone,
} from '../../../../src/rulesets/swords-and-wizardry/index.js';

/** How many of each kind are still in the tray. */
export function remaining(ctx: RulesContext, draft: Draft): Record<PieceKind, number> {
  const left = { ...ctx.force } as Record<PieceKind, number>;
  for (const kind of Object.values(draft)) left[kind]--;
  return left;
}

/** Squares of the zone where `kind` could go without breaking a hint (for highlighting while placing). */
export function goodSquares(ctx: RulesContext, seat: SwSeat, draft: Draft, kind: PieceKind): Set<string> {
  const zone = zoneOf(ctx, seat);
  const fourthUsed = Object.keys(draft).filter((s) => zone.partial.includes(s)).length;
  const squares = [...zone.full, ...zone.partial].filter((s) => {
    if (kind === 'princess' && !isCastle(ctx, s)) return false;
    if (kind === 'siege-catapult' && isCastle(ctx, s)) return false;
    if (zone.partial.includes(s) && !draft[s] && fourthUsed >= zone.partialSquares) return false;
    return true;
  });
  return new Set(squares);
}

export const inZone = (ctx: RulesContext, seat: SwSeat, square: string): boolean => {
  const z = zoneOf(ctx, seat);
  return z.full.includes(square) || z.partial.includes(square);
};

/** Puts `kind` on `square`; a piece already there goes back to the tray. */
export function place(draft: Draft, square: string, kind: PieceKind): Draft {
  return { ...draft, [square]: kind };
}

/** Moves the piece on `from` to `to`, swapping with whatever stands there. */
export function moveWithin(draft: Draft, from: string, to: string): Draft {
  const a = draft[from];
  if (!a || from === to) return draft;
  const b = draft[to];
  const next: Record<string, PieceKind> = { ...draft, [to]: a };
  if (b) next[from] = b;
  else delete next[from];
  return next;
}

export function removeAt(draft: Draft, square: string): Draft {
  const next = { ...draft };
  delete next[square];
  return next;
}

/**
 * Completes a draft with the pieces left in the tray: the three rows first, then the fourth row up to
 * its count; the Princess onto a free castle, Siege Catapults off the castles. `random` is 0..1.
 */
export function fillRest(ctx: RulesContext, seat: SwSeat, draft: Draft, random: () => number): Draft {
  const zone = zoneOf(ctx, seat);
  const next: Record<string, PieceKind> = { ...draft };
  const shuffle = <T>(xs: T[]): T[] => {
    const a = xs.slice();
    for (let i = a.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [a[i], a[j]] = [a[j]!, a[i]!];
    }
    return a;
  };
  const fourthUsed = zone.partial.filter((s) => next[s]).length;
  const free = [
    ...shuffle(zone.full.filter((s) => !next[s])),
    ...shuffle(zone.partial.filter((s) => !next[s])).slice(0, Math.max(0, zone.partialSquares - fourthUsed)),
  ];
  const left = remaining(ctx, next);
  const take = (pred: (s: string) => boolean): string | undefined => {
    const i = free.findIndex(pred);
    return i < 0 ? undefined : free.splice(i, 1)[0];
  };
  if (left.princess > 0) {
    const s = take((s) => isCastle(ctx, s)) ?? take(() => true);
    if (s) next[s] = 'princess';
  }
  for (let n = 0; n < left['siege-catapult']; n++) {
    const s = take((s) => !isCastle(ctx, s)) ?? take(() => true);
    if (s) next[s] = 'siege-catapult';
  }
  const rest = shuffle(
    PIECE_KINDS.filter((k) => k !== 'princess' && k !== 'siege-catapult').flatMap((k) => Array<PieceKind>(Math.max(0, left[k])).fill(k)),
  );
  for (const kind of rest) {
    const s = take(() => true);
    if (!s) break;
    next[s] = kind;
  }
  return next;
}

/** A saved deployment is kept as Red would place it, so either seat can load it (the board turned). */
export function toRedSide(ctx: RulesContext, seat: SwSeat, draft: Draft): Draft {
  if (seat === 'red') return { ...draft };
  const { grid } = ctx.board;
  return Object.fromEntries(Object.entries(draft).map(([s, k]) => [grid.name(grid.rotate(grid.index(s)!)), k]));
}

export const fromRedSide = (ctx: RulesContext, seat: SwSeat, saved: Draft): Draft => toRedSide(ctx, seat, saved);

/** Keeps only entries that name squares of this board and known kinds (a saved file may be stale). */
export function sanitizeDraft(ctx: RulesContext, input: unknown): Draft {
  if (typeof input !== 'object' || input === null) return {};
  const out: Record<string, PieceKind> = {};
  for (const [s, k] of Object.entries(input)) {
    if (ctx.board.grid.index(s) !== undefined && (PIECE_KINDS as readonly string[]).includes(k as string)) out[s] = k as PieceKind;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------------
// Views

/** The all-seeing view of a replay: each piece's kind from whichever seat's view knows it. */
export function mergeViews(views: Readonly<Record<string, SwView>>): SwView {
  const all = SEATS.map((s) => views[s]).filter((v): v is SwView => v !== undefined);
  const base = all[0]!;
  const kinds = new Map<string, PieceKind>();
  for (const v of all) for (const p of v.pieces) if (p.kind) kinds.set(p.id, p.kind);
  return { ...base, viewer: 'spectator', pieces: base.pieces.map((p) => ({ ...p, kind: p.kind ?? kinds.get(p.id) ?? null })) };
}

export function pieceName(kind: PieceKind | null): string {
  return kind ? PIECES[kind].name : 'hidden piece';
}

export const seatName = (seat: string): string => (seat === 'red' ? 'Red' : seat === 'black' ? 'Black' : seat);

/** Square -> forest name, from the game's board option or data/board.json. */
export function forestNames(options: Readonly<Record<string, unknown>> | null): Map<string, string> {
  const parsed = optionsSchema.safeParse(options ?? {});
  const spec = (parsed.success && parsed.data.board) || DEFAULT_BOARD;
  return new Map(Object.entries(spec.forests).flatMap(([name, squares]) => squares.map((s) => [s, name] as [string, string])));
}

// ---------------------------------------------------------------- the selected piece's panel, and a challenge's odds

const CATEGORY: Readonly<Record<string, string>> = { individual: 'an individual', military: 'a military group', monster: 'a monster' };
const pct = (p: number) => `${Math.round(p * 100)}%`;

/** A challenge's chances in the attack table's words, likeliest first: 'Defender eliminated 58% · Attacker eliminated 30% · …'. */
export function oddsLine(results: readonly { result: keyof typeof RESULT_TEXT; p: number }[]): string {
  return [...results]
    .filter((r) => r.p > 0)
    .sort((a, b) => b.p - a.p)
    .map((r) => `${RESULT_TEXT[r.result].split(':')[0]} ${pct(r.p)}`)
    .join(' · ');
}

/**
 * The piece on `square` as the seat sees it: its kind (or hidden), its group in the attack table, whether
 * it may rescue the Princess, identified or not, seen to move or not; and, on the seat's turn, where it may
 * move and whom it may challenge, each challenge with its odds from the ruleset (`plannedChallengeOdds`).
 */
export function pieceSheet(
  view: SwView,
  square: string,
  legal: readonly SwAction[],
  seat: SwSeat | null,
  forests: ReadonlyMap<string, string>,
): UnitSheet | null {
  const p = view.pieces.find((x) => x.square === square);
  if (!p) return null;
  const where = [square, forests.get(square), isCastle(context(view.options), square) ? 'a castle' : null].filter(Boolean).join(', ');
  const facts: UnitFact[] = [];
  if (p.kind) {
    const info = PIECES[p.kind];
    facts.push(
      { label: 'Kind', value: `${info.name}, ${CATEGORY[info.category] ?? info.category}`, clause: CLAUSE.attackTable },
      { label: 'Rescues the Princess', value: info.rescues ? 'yes' : 'no', clause: CLAUSE.princess },
    );
  } else facts.push({ label: 'Kind', value: 'hidden until a challenge shows it', clause: CLAUSE.commencement });
  facts.push(
    { label: 'Square', value: where },
    {
      label: 'Identified',
      value: p.revealed ? 'yes: both players know it' : p.owner === seat ? 'no: only you know it' : 'no',
      clause: CLAUSE.commencement,
    },
    { label: 'Has moved', value: p.moved ? 'yes' : 'not yet', clause: CLAUSE.commencement },
  );
  if (p.awaitingRescue) facts.push({ label: 'Princess', value: 'awaits rescue in the castle', clause: CLAUSE.castles1, warn: true });
  const sheet: UnitSheet = {
    title: `${seatName(p.owner)} ${p.kind ? PIECES[p.kind].name : 'piece'}`,
    subtitle: p.owner === seat ? 'Yours' : seat ? "The opponent's" : undefined,
    colour: p.owner === 'red' ? '#b3261e' : '#23262d',
    facts,
  };
  if (!seat || p.owner !== seat || legal.length === 0) return sheet;
  const targets = movesFrom(legal, square);
  const enemyAt = new Set(view.pieces.filter((x) => x.owner !== seat).map((x) => x.square));
  const moves = targets.filter((t) => !enemyAt.has(t));
  const challenges = targets.filter((t) => enemyAt.has(t));
  const now = [
    ...(moves.length ? [`Move to ${moves.join(', ')}`] : []),
    ...challenges.map((t) => {
      const o = plannedChallengeOdds(view, seat, square, t);
      const d = view.pieces.find((x) => x.square === t);
      return `Challenge the ${d?.kind ? PIECES[d.kind].name : 'hidden piece'} on ${t}${o ? `: ${oddsLine(o.results)}` : ''}`;
    }),
  ];
  return { ...sheet, now };
}
