/**
 * The state of a Swords & Wizardry game. Plain data (JSON-safe); `apply` never mutates a state it is
 * given, it works on a copy (`draft`).
 */
import type { Outcome } from '../../core/ruleset.js';
import type { SwOptions } from './options.js';
import type { PieceKind, SwSeat } from './vocabulary.js';

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
