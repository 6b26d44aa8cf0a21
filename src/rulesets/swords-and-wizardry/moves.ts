/**
 * Movement and who may challenge whom. `classifyMove` is the one source of legality: `legalMoves`
 * proposes candidate squares by geometry and keeps those `classifyMove` accepts.
 */
import { err, ok, type Result } from '../../core/result.js';
import { ruleError, type RuleError } from '../../core/rule-error.js';
import type { Board } from './board.js';
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

const fail = (code: string, clause: string, message: string): Result<Move, RuleError> => err(ruleError(code, clause, message));

export function classifyMove(state: SwState, seat: SwSeat, from: number, to: number): Result<Move, RuleError> {
  const { board } = context(state.options);
  const { grid } = board;
  if (from < 0 || from >= grid.size || to < 0 || to >= grid.size)
    return fail('ERR_OFF_BOARD', CLAUSE.commencement, 'That square is not on the board.');
  const piece = pieceAt(state, from);
  if (!piece || piece.owner !== seat) return fail('ERR_NO_PIECE', CLAUSE.commencement, `You have no piece on ${grid.name(from)}.`);
  if (piece.awaitingRescue) {
    return fail(
      'ERR_PRINCESS_AWAITS',
      CLAUSE.castles1,
      'The identified Princess must remain in position for the remainder of the game and await rescue.',
    );
  }
  if (board.lake[to])
    return fail('ERR_LAKE', CLAUSE.lake, `${grid.name(to)} is Lake Limpid, which cannot be entered or occupied by any piece.`);
  const target = pieceAt(state, to);
  if (target && target.owner === seat) return fail('ERR_OWN_PIECE', CLAUSE.commencement, `${grid.name(to)} holds one of your own pieces.`);

  const kind = geometry(state, piece, from, to, target !== undefined);
  if (typeof kind !== 'string') return err(kind);

  if (!target) {
    if (piece.kind === 'siege-catapult' && board.castle[to] !== null) {
      return fail('ERR_CATAPULT_CASTLE', CLAUSE.siegeCatapult, 'A Siege Catapult cannot at any time be moved onto a Castle square.');
    }
    return ok({ piece, from, to, kind, defender: undefined });
  }
  if (piece.kind === 'princess')
    return fail('ERR_PRINCESS_ATTACK', CLAUSE.princess, 'The Princess has no attacking abilities: she cannot challenge.');
  if (board.castle[to] !== null && piece.kind !== 'siege-catapult') {
    const rescue = target.awaitingRescue && PIECES[piece.kind].rescues;
    if (!rescue) {
      return fail(
        'ERR_CASTLE',
        CLAUSE.castles,
        target.awaitingRescue
          ? 'Only a piece entitled to rescue her may challenge the Princess awaiting rescue in a castle.'
          : 'A piece occupying a castle cannot be challenged in the ordinary way: only a Siege Catapult or a surround defeats it.',
      );
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
  const notAMove = ruleError(
    'ERR_NOT_A_MOVE',
    CLAUSE.commencement,
    `${grid.name(from)} to ${grid.name(to)} is not a move: pieces move one square sideways, forwards or backwards.`,
  );
  if (!straight || distance === 0) return notAMove;
  const sf = Math.sign(df);
  const sr = Math.sign(dr);
  const between: number[] = [];
  for (let k = 1; k < distance; k++) between.push(grid.at(grid.file(from) + sf * k, grid.rank(from) + sr * k)!);

  switch (piece.kind) {
    case 'wizard': {
      const blocked = between.find((s) => state.board[s]! >= 0);
      if (blocked !== undefined)
        return ruleError('ERR_PATH_BLOCKED', CLAUSE.wizard, `The Wizard's path is not clear: ${grid.name(blocked)} is occupied.`);
      return 'slide';
    }
    case 'dragon': {
      if (distance !== 2) return ruleError('ERR_DRAGON_RANGE', CLAUSE.dragon, 'The Dragon can fly over one square only.');
      const over = between[0]!;
      if (state.board[over]! < 0 && !board.lake[over] && !state.options.dragonHopsEmpty) {
        return ruleError(
          'ERR_DRAGON_NOTHING_TO_FLY_OVER',
          CLAUSE.dragon,
          `The Dragon flies over a piece or the lake, and ${grid.name(over)} is empty (assumption SW-A7).`,
        );
      }
      return 'hop';
    }
    case 'siege-catapult': {
      if (distance !== 2 || !challenge) {
        return ruleError(
          'ERR_CATAPULT_RANGE',
          CLAUSE.siegeCatapult,
          'A Siege Catapult moves one square; it attacks at most two squares away, and only an enemy piece.',
        );
      }
      if (board.lake[between[0]!] && !state.options.catapultOverLake) {
        return ruleError(
          'ERR_CATAPULT_LAKE',
          CLAUSE.siegeCatapult,
          'The Siege Catapult may not attack across the lake (option catapultOverLake, assumption SW-A8).',
        );
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
