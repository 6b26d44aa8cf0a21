/**
 * PREPARATION: "Each player must occupy all the squares of the three rows nearest him, plus any 6
 * squares of the fourth row (but not the lake square). The Princess must be placed on one of the Castle
 * squares, whilst Siege Catapults cannot occupy any castle square."
 */
import { shuffle, type Dice } from '../../core/dice.js';
import { ruleError, type RuleError } from '../../core/rule-error.js';
import type { RulesContext } from './options.js';
import { CLAUSE, PIECE_KINDS, PIECES, type PieceKind, type SwSeat } from './vocabulary.js';

/** square index -> kind */
export type Placement = ReadonlyMap<number, PieceKind>;

export function checkPlacement(ctx: RulesContext, seat: SwSeat, placement: Placement): RuleError | null {
  const { board, force } = ctx;
  const zone = board.deployment[seat];
  const name = (s: number) => board.grid.name(s);
  const fail = (code: string, message: string) => ruleError(code, CLAUSE.preparation, message);
  for (const s of zone.full)
    if (!placement.has(s)) return fail('ERR_DEPLOY_ROWS', `All squares of your three nearest rows must be occupied; ${name(s)} is empty.`);
  const partial = [...placement.keys()].filter((s) => !zone.full.includes(s));
  for (const s of partial) {
    if (board.lake[s]) return fail('ERR_DEPLOY_LAKE', `${name(s)} is Lake Limpid: no piece may be placed there.`);
    if (!zone.partial.includes(s)) return fail('ERR_DEPLOY_ZONE', `${name(s)} is outside your deployment area.`);
  }
  if (partial.length !== zone.partialSquares) {
    return fail('ERR_DEPLOY_FOURTH_ROW', `Occupy exactly ${zone.partialSquares} squares of your fourth row, not ${partial.length}.`);
  }
  const counts = new Map<PieceKind, number>();
  for (const kind of placement.values()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  for (const kind of PIECE_KINDS) {
    if ((counts.get(kind) ?? 0) !== force[kind]) {
      return ruleError(
        'ERR_DEPLOY_FORCE',
        CLAUSE.pieces,
        `Your force has ${force[kind]} ${PIECES[kind].name}, not ${counts.get(kind) ?? 0}.`,
      );
    }
  }
  for (const [s, kind] of placement) {
    const castle = board.castle[s] !== null;
    if (kind === 'princess' && !castle)
      return fail('ERR_DEPLOY_PRINCESS', `The Princess must be placed on one of the Castle squares, not ${name(s)}.`);
    if (kind === 'siege-catapult' && castle)
      return fail('ERR_DEPLOY_CATAPULT', `Siege Catapults cannot occupy a castle square (${name(s)}).`);
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
