/**
 * Movement and who may challenge whom. `classifyMove` is the one source of legality: `legalMoves`
 * proposes candidate squares by geometry and keeps those `classifyMove` accepts.
 */
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import type { Board } from './board.js';
import { Errors } from './errors.js';
import { context } from './options.js';
import { pieceAt, type Piece, type SwState } from './state.js';
import { CLAUSE, PIECES, type SwSeat } from './vocabulary.js';

export type MoveKind =
  /** one square sideways, forwards or backwards (Commencement of Game) */
  | 'step'
  /** the Magic Rainbow Bridge, the only diagonal move (Playing Board (c)) */
  | 'bridge'
  /** the Wizard, any number of squares along a clear path (Wizard) */
  | 'slide'
  /** the Dragon, over one square (Dragon) */
  | 'hop'
  /** the Siege Catapult at two squares (Siege Catapult) */
  | 'bombard';

/**
 * How a plain move is reported to both players. A two-square flight over the lake (or, with
 * dragonHopsEmpty, over an empty square) may be the Wizard's or the Dragon's: it is reported as 'fly',
 * so the report does not tell the opponent which, since the identity of the pieces "remains hidden from
 * his opponent" (Preparation). A move only one kind could make is reported as what it is.
 */
export type ReportedMoveKind = MoveKind | 'fly';

export interface Move {
  readonly piece: Piece;
  readonly from: number;
  readonly to: number;
  readonly kind: MoveKind;
  /** The challenged piece, if the target square holds an enemy. */
  readonly defender: Piece | undefined;
}

const fail = (error: RuleError): Result<Move, RuleError> => err(error);

export function classifyMove(state: SwState, seat: SwSeat, from: number, to: number): Result<Move, RuleError> {
  const { board } = context(state.options);
  const { grid } = board;
  if (from < 0 || from >= grid.size || to < 0 || to >= grid.size) return fail(Errors.offBoard());
  const piece = pieceAt(state, from);
  if (!piece || piece.owner !== seat) return fail(Errors.noPiece(grid.name(from)));
  if (piece.awaitingRescue) {
    return fail(Errors.princessAwaits());
  }
  if (board.lake[to]) return fail(Errors.lake(grid.name(to)));
  const target = pieceAt(state, to);
  if (target && target.owner === seat) return fail(Errors.ownPiece(grid.name(to)));

  const kind = geometry(state, piece, from, to, target !== undefined);
  if (typeof kind !== 'string') return err(kind);

  if (!target) {
    if (piece.kind === 'siege-catapult' && board.castle[to] !== null) {
      return fail(Errors.catapultCastle());
    }
    return ok({ piece, from, to, kind, defender: undefined });
  }
  if (piece.kind === 'princess') return fail(Errors.princessAttack());
  if (board.castle[to] !== null && piece.kind !== 'siege-catapult') {
    const rescue = target.awaitingRescue && PIECES[piece.kind].rescues;
    if (!rescue) {
      return fail(Errors.castle(target.awaitingRescue));
    }
  }
  return ok({ piece, from, to, kind, defender: target });
}

/** How `piece` could get from `from` to `to` by its powers, or why it cannot. */
function geometry(state: SwState, piece: Piece, from: number, to: number, challenge: boolean): MoveKind | RuleError {
  const { board } = context(state.options);
  const { grid } = board;
  const df = grid.file(to) - grid.file(from);
  const dr = grid.rank(to) - grid.rank(from);
  const distance = Math.abs(df) + Math.abs(dr);
  if (distance === 1) return 'step';
  const [b0, b1] = board.bridge;
  if ((from === b0 && to === b1) || (from === b1 && to === b0)) return 'bridge';
  const straight = df === 0 || dr === 0;
  const notAMove = Errors.notAMove(grid.name(from), grid.name(to));
  if (!straight || distance === 0) return notAMove;
  const sf = Math.sign(df);
  const sr = Math.sign(dr);
  const between: number[] = [];
  for (let k = 1; k < distance; k++) between.push(grid.at(grid.file(from) + sf * k, grid.rank(from) + sr * k)!);

  switch (piece.kind) {
    case 'wizard': {
      const blocked = between.find((s) => state.board[s]! >= 0);
      if (blocked !== undefined) return Errors.pathBlocked(grid.name(blocked));
      return 'slide';
    }
    case 'dragon': {
      if (distance !== 2) return Errors.dragonRange();
      const over = between[0]!;
      if (state.board[over]! < 0 && !board.lake[over] && !state.options.dragonHopsEmpty) {
        return Errors.dragonNothingToFlyOver(grid.name(over));
      }
      return 'hop';
    }
    case 'siege-catapult': {
      if (distance !== 2 || !challenge) {
        return Errors.catapultRange();
      }
      if (board.lake[between[0]!] && !state.options.catapultOverLake) {
        return Errors.catapultLake();
      }
      return 'bombard';
    }
    default:
      return notAMove;
  }
}

/** What a plain move (no challenge) tells both players: how it was made, as far as the squares show, and the clause allowing it. */
export function moveReport(state: SwState, m: Move): { how: ReportedMoveKind; clause: string } {
  switch (m.kind) {
    case 'step':
      return { how: 'step', clause: CLAUSE.commencement };
    case 'bridge':
      return { how: 'bridge', clause: CLAUSE.lake };
    case 'bombard':
      return { how: 'bombard', clause: CLAUSE.siegeCatapult };
    case 'slide':
    case 'hop': {
      const { board } = context(state.options);
      const { grid } = board;
      const distance = Math.abs(grid.file(m.to) - grid.file(m.from)) + Math.abs(grid.rank(m.to) - grid.rank(m.from));
      const over = grid.at((grid.file(m.from) + grid.file(m.to)) / 2, (grid.rank(m.from) + grid.rank(m.to)) / 2);
      if (distance === 2 && over !== undefined) {
        const wizardCould = state.board[over]! < 0;
        const dragonCould = state.board[over]! >= 0 || board.lake[over]! || state.options.dragonHopsEmpty;
        if (wizardCould && dragonCould) return { how: 'fly', clause: board.lake[over] ? CLAUSE.lake : CLAUSE.pieces };
      }
      return m.kind === 'slide' ? { how: 'slide', clause: CLAUSE.wizard } : { how: 'hop', clause: CLAUSE.dragon };
    }
  }
}

/** The squares one step from `from` by geometry alone: sideways, forwards, backwards, and across the bridge (Playing Board (c)). */
export function stepSquares(board: Board, from: number): number[] {
  const out = [...board.grid.orthogonal(from)];
  const [b0, b1] = board.bridge;
  if (from === b0) out.push(b1);
  if (from === b1) out.push(b0);
  return out;
}

/**
 * Squares from which a Siege Catapult may attack the castle on `castle` (Siege Catapult): beside it, or
 * two squares straight away, not across the lake unless `catapultOverLake` (assumption SW-A8), and never
 * a castle square (it cannot stand on one). The same rule as `classifyMove`'s bombard, for planning.
 */
export function catapultPosts(board: Board, castle: number, catapultOverLake: boolean): number[] {
  const { grid } = board;
  const out: number[] = [];
  for (const [df, dr] of [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ] as const) {
    const near = grid.offset(castle, df, dr);
    if (near === undefined) continue;
    if (!board.lake[near] && board.castle[near] === null) out.push(near);
    const far = grid.offset(castle, 2 * df, 2 * dr);
    if (far === undefined || board.lake[far] || board.castle[far] !== null) continue;
    if (board.lake[near] && !catapultOverLake) continue;
    out.push(far);
  }
  return out;
}

/** Candidate targets by geometry alone; `classifyMove` decides. */
function candidates(state: SwState, piece: Piece, from: number): number[] {
  const { board } = context(state.options);
  const { grid } = board;
  const out = stepSquares(board, from);
  if (piece.kind === 'wizard') {
    for (const [df, dr] of [
      [0, 1],
      [1, 0],
      [0, -1],
      [-1, 0],
    ] as const) {
      for (let k = 2, s = grid.offset(from, df * k, dr * k); s !== undefined; k++, s = grid.offset(from, df * k, dr * k)) {
        const prev = grid.offset(from, df * (k - 1), dr * (k - 1))!;
        if (state.board[prev]! >= 0) break;
        out.push(s);
      }
    }
  } else if (piece.kind === 'dragon' || piece.kind === 'siege-catapult') {
    for (const [df, dr] of [
      [0, 2],
      [2, 0],
      [0, -2],
      [-2, 0],
    ] as const) {
      const s = grid.offset(from, df, dr);
      if (s !== undefined) out.push(s);
    }
  }
  return out;
}

export function legalMoves(state: SwState, seat: SwSeat): Move[] {
  const moves: Move[] = [];
  for (const piece of state.pieces) {
    if (piece.owner !== seat || piece.square < 0) continue;
    for (const to of candidates(state, piece, piece.square)) {
      const m = classifyMove(state, seat, piece.square, to);
      if (m.ok) moves.push(m.value);
    }
  }
  return moves;
}

export function hasLegalMove(state: SwState, seat: SwSeat): boolean {
  for (const piece of state.pieces) {
    if (piece.owner !== seat || piece.square < 0) continue;
    for (const to of candidates(state, piece, piece.square)) if (classifyMove(state, seat, piece.square, to).ok) return true;
  }
  return false;
}
