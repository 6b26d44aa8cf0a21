/**
 * Positions for tests, built directly from a sparse layout so that a test sets up exactly the pieces a
 * rule needs. No test runner and no Node module: other layers' tests reach it through index.ts
 * (`testing`), and test-helpers.ts adds the helpers that apply actions.
 *
 *   const s = position({ c3: ['red', 'knights'], c4: ['black', 'bowmen'], ...SPARES });
 */
import { context, type SwOptions } from './options.js';
import { swordsAndWizardry as rules } from './ruleset.js';
import type { Piece, SwState } from './state.js';
import { SEATS, type PieceKind, type SwSeat } from './vocabulary.js';

export type PieceFlags = Partial<Pick<Piece, 'revealed' | 'awaitingRescue'>>;
export type Spec = readonly [SwSeat, PieceKind] | readonly [SwSeat, PieceKind, PieceFlags];
/** Square name -> [owner, kind, flags?]. */
export type Layout = Readonly<Record<string, Spec>>;

/**
 * One spare piece for each side, far from everything the tests use (no castle, forest or lake next to
 * them), so that neither side is left unable to move (End Game) by the position under test.
 */
export const SPARES: Layout = { h2: ['red', 'men-at-arms'], c9: ['black', 'men-at-arms'] };

export function options(input: Record<string, unknown> = {}): SwOptions {
  const parsed = rules.parseOptions(input);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

export interface PositionSetup {
  readonly turn?: SwSeat;
  readonly options?: Record<string, unknown>;
  readonly ply?: number;
}

/**
 * A state in the 'play' phase holding exactly the pieces of `pieces`. Ids are given per side in square
 * order (r1.., b1..), as deployment gives them.
 */
export function position(pieces: Layout, setup: PositionSetup = {}): SwState {
  const opts = options(setup.options ?? {});
  const { grid } = context(opts).board;
  const entries = Object.entries(pieces)
    .map(([name, spec]) => {
      const square = grid.index(name);
      if (square === undefined) throw new Error(`${name} is not a square`);
      return { square, spec };
    })
    .sort((a, b) => a.square - b.square);
  const board = new Array<number>(grid.size).fill(-1);
  const list: Piece[] = [];
  for (const seat of SEATS) {
    let n = 0;
    for (const { square, spec } of entries) {
      if (spec[0] !== seat) continue;
      board[square] = list.length;
      list.push({
        id: `${seat[0]}${++n}`,
        owner: seat,
        kind: spec[1],
        square,
        revealed: spec[2]?.revealed ?? false,
        awaitingRescue: spec[2]?.awaitingRescue ?? false,
        capturedBy: null,
      });
    }
  }
  return {
    options: opts,
    phase: 'play',
    deployed: { red: true, black: true },
    pieces: list,
    board,
    turn: setup.turn ?? 'red',
    pending: null,
    ply: setup.ply ?? 0,
    lastMove: null,
    outcome: null,
    positions: opts.repetitionLimit > 0 ? {} : null,
  };
}
