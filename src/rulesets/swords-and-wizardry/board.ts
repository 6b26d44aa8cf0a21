/**
 * The board, built once from a board description (data/board.json by default, or a user's own layout
 * given as the `board` option). Squares are indices of a SquareGrid.
 */
import { z } from 'zod';
import { SquareGrid } from '../../core/geometry/square-grid.js';
import defaultBoardData from './data/board.json' with { type: 'json' };
import { SEATS, type SwSeat } from './vocabulary.js';

const squareName = z.string().regex(/^[a-z]\d{1,2}$/);
const zone = z.strictObject({
  fullRanks: z.array(z.number().int().min(1)),
  partialRank: z.number().int().min(1),
  partialSquares: z.number().int().min(0),
});

export const boardSpecSchema = z.strictObject({
  about: z.string().optional(),
  files: z.number().int().min(2).max(26),
  ranks: z.number().int().min(2).max(26),
  lake: z.array(squareName),
  bridge: z.tuple([squareName, squareName]),
  castles: z.strictObject({ red: z.array(squareName), black: z.array(squareName) }),
  forests: z.record(z.string(), z.array(squareName)),
  deployment: z.strictObject({ red: zone, black: zone }),
});
export type BoardSpec = z.infer<typeof boardSpecSchema>;

export const DEFAULT_BOARD: BoardSpec = boardSpecSchema.parse(defaultBoardData);

export interface Board {
  readonly grid: SquareGrid;
  readonly lake: readonly boolean[];
  readonly forest: readonly boolean[];
  /** The owner of each castle square, or null. */
  readonly castle: readonly (SwSeat | null)[];
  readonly castles: readonly number[];
  readonly bridge: readonly [number, number];
  /** Squares each side must fill, and the rank where it chooses `partialSquares` more. */
  readonly deployment: Readonly<Record<SwSeat, { full: readonly number[]; partial: readonly number[]; partialSquares: number }>>;
}

/** Builds a Board, or says what is wrong with the description. */
export function buildBoard(spec: BoardSpec): Board | string {
  const grid = new SquareGrid(spec.files, spec.ranks);
  const problems: string[] = [];
  const sq = (name: string): number => {
    const i = grid.index(name);
    if (i === undefined) problems.push(`${name} is off the board`);
    return i ?? 0;
  };
  const lake = new Array<boolean>(grid.size).fill(false);
  for (const n of spec.lake) lake[sq(n)] = true;
  const forest = new Array<boolean>(grid.size).fill(false);
  for (const squares of Object.values(spec.forests)) for (const n of squares) forest[sq(n)] = true;
  const castle = new Array<SwSeat | null>(grid.size).fill(null);
  for (const seat of SEATS) for (const n of spec.castles[seat]) castle[sq(n)] = seat;
  const bridge: [number, number] = [sq(spec.bridge[0]), sq(spec.bridge[1])];
  const rankSquares = (rank: number) =>
    Array.from({ length: grid.files }, (_, f) => grid.at(f, rank - 1)).filter((s): s is number => s !== undefined);
  const zoneOf = (seat: SwSeat) => {
    const z = spec.deployment[seat];
    const full = z.fullRanks.flatMap(rankSquares);
    const partial = rankSquares(z.partialRank).filter((s) => !lake[s]);
    if (full.some((s) => lake[s])) problems.push(`${seat}'s full deployment ranks hold a lake square`);
    return { full, partial, partialSquares: z.partialSquares };
  };
  const deployment = { red: zoneOf('red'), black: zoneOf('black') };
  const castles = castle.flatMap((c, i) => (c ? [i] : []));
  if (castles.some((c) => lake[c])) problems.push('a castle is on the lake');
  const [b0, b1] = bridge;
  if (Math.abs(grid.file(b0) - grid.file(b1)) !== 1 || Math.abs(grid.rank(b0) - grid.rank(b1)) !== 1) {
    problems.push('the bridge must join two diagonally adjacent squares');
  }
  if (problems.length) return problems.join('; ');
  return { grid, lake, forest, castle, castles, bridge, deployment };
}

const standard = buildBoard(DEFAULT_BOARD);
if (typeof standard === 'string') throw new Error(`data/board.json: ${standard}`);
export const STANDARD_BOARD: Board = standard;
