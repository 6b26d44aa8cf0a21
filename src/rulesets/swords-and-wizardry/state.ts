/**
 * The state of a Swords & Wizardry game. Plain data (JSON-safe); `apply` never mutates a state it is
 * given, it works on a copy (`draft`).
 */
import type { Outcome } from '../../core/ruleset.js';
import { context, type SwOptions } from './options.js';
import type { SwView } from './ruleset.js';
import { opponent, SEATS, type PieceKind, type SwSeat } from './vocabulary.js';

export interface Piece {
  /** Stable id, given in square order at deployment ('r1'..'r36', 'b1'..'b36'): it says nothing of the kind. */
  readonly id: string;
  readonly owner: SwSeat;
  readonly kind: PieceKind;
  /** Board square, or -1 once eliminated. */
  square: number;
  /** Shown to both players in a challenge (or a surround): both seats know it from then on. */
  revealed: boolean;
  /** Castles (1): an identified Princess in a castle stays there and awaits rescue. */
  awaitingRescue: boolean;
  /** It has moved (or challenged) since deployment: both players watch the board, so both know it (absent: not yet). */
  moved?: boolean;
  /** The seat the piece was given to when it was eliminated (Commencement of Game). */
  capturedBy: SwSeat | null;
}

/** Castles (2): the surrounding player chooses which surrounding piece takes the castle. */
export interface CastleChoice {
  readonly castle: number;
  readonly chooser: SwSeat;
  /** Squares of the surrounding pieces that may move in. */
  readonly candidates: readonly number[];
}

export interface SwState {
  readonly options: SwOptions;
  phase: 'deployment' | 'play' | 'over';
  deployed: Record<SwSeat, boolean>;
  pieces: Piece[];
  /** Index into `pieces` for each square, or -1. */
  board: number[];
  /** Whose move it is in play. */
  turn: SwSeat;
  pending: CastleChoice | null;
  /** Moves made since deployment. */
  ply: number;
  lastMove: { seat: SwSeat; from: number; to: number } | null;
  outcome: Outcome | null;
  /** Times each position occurred, kept only when the repetition rule is on. */
  positions: Record<string, number> | null;
}

export function draft(state: SwState): SwState {
  return {
    ...state,
    deployed: { ...state.deployed },
    pieces: state.pieces.map((p) => ({ ...p })),
    board: state.board.slice(),
    positions: state.positions ? { ...state.positions } : null,
  };
}

export function pieceAt(state: SwState, square: number): Piece | undefined {
  const i = state.board[square]!;
  return i < 0 ? undefined : state.pieces[i];
}

/**
 * A whole state as one seat's view allows it, with every hidden kind filled in by `kindOf` (a
 * determinization: a sample of the seat's beliefs). Eliminated pieces take the ids missing from the
 * board, with the kinds in the view's captured lists; ids say nothing of kinds, so any order serves.
 * Each seat's view of the result is the view given, up to the kinds filled in.
 */
/** Castles (2): the chooser's surrounding pieces that may enter the castle (any but a Siege Catapult). */
function pendingFrom(
  castle: number,
  chooser: SwSeat,
  pieces: readonly Piece[],
  board: readonly number[],
  grid: ReturnType<typeof context>['board']['grid'],
): SwState['pending'] {
  const candidates = grid.orthogonal(castle).filter((s) => {
    const p = pieces[board[s]!];
    return p !== undefined && p.owner === chooser && p.kind !== 'siege-catapult';
  });
  return { castle, chooser, candidates };
}

export function stateFromView(view: SwView, kindOf: (id: string) => PieceKind): SwState {
  const { grid } = context(view.options).board;
  const pieces: Piece[] = [];
  const board = new Array<number>(grid.size).fill(-1);
  for (const p of view.pieces) {
    const square = grid.index(p.square)!;
    board[square] = pieces.length;
    pieces.push({
      id: p.id,
      owner: p.owner,
      kind: p.kind ?? kindOf(p.id),
      square,
      revealed: p.revealed,
      awaitingRescue: p.awaitingRescue,
      capturedBy: null,
      ...(p.moved ? { moved: true } : {}),
    });
  }
  const onBoard = new Set(view.pieces.map((p) => p.id));
  for (const owner of SEATS) {
    const taker = opponent(owner);
    const gone = view.captured[taker];
    let n = 0;
    for (let i = 1; n < gone.length; i++) {
      const id = `${owner[0]}${i}`;
      if (onBoard.has(id)) continue;
      pieces.push({ id, owner, kind: gone[n++]!, square: -1, revealed: true, awaitingRescue: false, capturedBy: taker });
    }
  }
  return {
    options: view.options,
    phase: view.phase,
    deployed: { ...view.deployed },
    pieces,
    board,
    turn: view.turn,
    // The candidates from the pieces as filled in: a view shows them to the chooser only (Castles (2)).
    pending: view.pending ? pendingFrom(grid.index(view.pending.castle)!, view.pending.chooser, pieces, board, grid) : null,
    ply: view.ply,
    lastMove: view.lastMove ? { seat: view.lastMove.seat, from: grid.index(view.lastMove.from)!, to: grid.index(view.lastMove.to)! } : null,
    outcome: view.outcome,
    // The positions met before are not in a view: a determinized state counts repetitions from here.
    positions: view.options.repetitionLimit > 0 ? {} : null,
  };
}
