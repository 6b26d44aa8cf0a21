/**
 * PREPARATION: "Each player must occupy all the squares of the three rows nearest him, plus any 6
 * squares of the fourth row (but not the lake square). The Princess must be placed on one of the Castle
 * squares, whilst Siege Catapults cannot occupy any castle square."
 */
import { shuffle, type Dice } from '../../core/dice.js';
import type { RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';
import type { RulesContext } from './options.js';
import { PIECE_KINDS, PIECES, type PieceKind, type SwSeat } from './vocabulary.js';

/** square index -> kind */
export type Placement = ReadonlyMap<number, PieceKind>;

export function checkPlacement(ctx: RulesContext, seat: SwSeat, placement: Placement): RuleError | null {
  const { board, force } = ctx;
  const zone = board.deployment[seat];
  const name = (s: number) => board.grid.name(s);
  for (const s of zone.full) if (!placement.has(s)) return Errors.deployRows(name(s));
  const partial = [...placement.keys()].filter((s) => !zone.full.includes(s));
  for (const s of partial) {
    if (board.lake[s]) return Errors.deployLake(name(s));
    if (!zone.partial.includes(s)) return Errors.deployZone(name(s));
  }
  if (partial.length !== zone.partialSquares) {
    return Errors.deployFourthRow(zone.partialSquares, partial.length);
  }
  const counts = new Map<PieceKind, number>();
  for (const kind of placement.values()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  for (const kind of PIECE_KINDS) {
    if ((counts.get(kind) ?? 0) !== force[kind]) {
      return Errors.deployForce(PIECES[kind].name, force[kind], counts.get(kind) ?? 0);
    }
  }
  for (const [s, kind] of placement) {
    const castle = board.castle[s] !== null;
    if (kind === 'princess' && !castle) return Errors.deployPrincess(name(s));
    if (kind === 'siege-catapult' && castle) return Errors.deployCatapult(name(s));
  }
  return null;
}

/** A legal deployment chosen with the dice: Princess on a random own castle, the rest shuffled. */
export function randomPlacement(ctx: RulesContext, seat: SwSeat, dice: Dice): Map<number, PieceKind> {
  const { board, force } = ctx;
  const zone = board.deployment[seat];
  const squares = [...zone.full, ...shuffle(zone.partial, dice).slice(0, zone.partialSquares)];
  const castles = squares.filter((s) => board.castle[s] !== null);
  const princessSquare = castles[dice.roll(castles.length) - 1]!;
  const placement = new Map<number, PieceKind>([[princessSquare, 'princess']]);
  const rest = PIECE_KINDS.filter((k) => k !== 'princess').flatMap((k) => Array<PieceKind>(force[k]).fill(k));
  // Catapults first onto non-castle squares, then everything else anywhere left.
  let free = shuffle(
    squares.filter((s) => s !== princessSquare),
    dice,
  );
  for (const kind of rest.filter((k) => k === 'siege-catapult')) {
    const i = free.findIndex((s) => board.castle[s] === null);
    placement.set(free[i]!, kind);
    free = free.filter((_, j) => j !== i);
  }
  rest.filter((k) => k !== 'siege-catapult').forEach((kind, i) => placement.set(free[i]!, kind));
  return placement;
}
