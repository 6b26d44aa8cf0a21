/**
 * What one step of movement costs a unit (II): from a place into an adjacent one, given the terrain
 * (data/terrain.json: F4 costs by race, SSV-A3), the hexside crossed and who holds the hex entered.
 *
 * - Flyers pay 1 everywhere and ignore hexsides (II: "Flying units may always enter any hex"; SSV-A3).
 * - Non-flyers may not enter the lake (II); swamp creatures may pass through it but not stop (I.F; SSV-A12).
 * - Blasted and glacier hexes cost one die roll to enter AND one to leave, except for Frost Giants and
 *   flyers, who pay 1 MP for each (II.A; SSV-A10). The leaving die is rolled first.
 * - The Dragon complex costs the unit's whole movement allowance (II.B), from its own mountain hex only (SSV-A11).
 * - A wall hexside into an unoccupied hex costs a non-flyer its whole allowance (II.C; friendly-held: SSV-A9);
 *   into an enemy-held hex it may be crossed only by Assault or Breach (II.D), which this step refuses.
 *
 * A step that costs the whole allowance (`wholeAllowance`) may only be made with the allowance unspent,
 * and then ends the unit's move; it rolls no dice, since nothing it could add would matter.
 */
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';
import { forMover, isFlying, type Cost, type Mover, type Tables } from './data.js';
import { hexsideFeature, placeName, terrainAt, type HexMap, type Place } from './map.js';
import type { MapOptions } from './map-options.js';

export type Occupant = 'empty' | 'friendly' | 'enemy';

export interface CostPart {
  readonly what: string;
  readonly clause: string;
  readonly mp: number | 'allowance';
  /** The die rolled for it, if any (II.A). */
  readonly roll?: number;
}

export interface StepCost {
  /** Movement points the step costs (the whole allowance when `wholeAllowance`). */
  readonly mp: number;
  /** The step takes the unit's whole movement allowance (II.B, II.C). */
  readonly wholeAllowance: boolean;
  /** Dice rolled, in order: for leaving, then for entering (II.A). */
  readonly rolls: readonly number[];
  /** Each charge and the clause behind it. */
  readonly parts: readonly CostPart[];
}

export type MovementOptions = Pick<MapOptions, 'gate' | 'wallIntoFriendly' | 'swampCreaturesInLake'>;

export interface MovementContext {
  readonly map: HexMap;
  readonly tables: Tables;
  readonly options: MovementOptions;
}

/** The clause behind a terrain's cost; the rest are the F4 table adopted by SSV-A3. */
const TERRAIN_CLAUSE: Readonly<Record<string, string>> = {
  blasted: 'II.A',
  glacier: 'II.A',
  'dragon-complex': 'II.B',
  lake: 'I.F',
};
/** The clause behind a hexside's cost. */
const HEXSIDE_CLAUSE: Readonly<Record<string, string>> = {
  wall: 'II.C',
  gate: 'SSV-A8',
  stream: 'SSV-A3',
  ford: 'SSV-A7',
  bridge: 'SSV-A3',
};
const clauseOf = (table: Readonly<Record<string, string>>, id: string) => table[id] ?? 'SSV-A3';

/**
 * The cost of moving `mover` from `from` into the adjacent place `to`, where `to` holds `occupant`
 * units; rolls `dice` for blasted and glacier hexes (II.A). Refused steps cite the clause.
 */
export function stepCost(
  ctx: MovementContext,
  mover: Mover,
  from: Place,
  to: Place,
  occupant: Occupant,
  dice: Dice,
): Result<StepCost, RuleError> {
  const { map, tables, options } = ctx;
  const { grid } = map;
  for (const p of [from, to]) {
    if (!grid.has(p.hex) || (p.complex && !map.dragonComplex[p.hex])) {
      return err(Errors.noPlace(grid.has(p.hex) ? placeName(map, p) : `hex index ${p.hex}`));
    }
  }
  // Names are for refusals and the cost's parts: made only when one is written (a list of moves asks about every step).
  const fromName = () => placeName(map, from);
  const toName = () => placeName(map, to);
  const flying = isFlying(mover);

  // Where the step goes: hex to adjacent hex, or between a mountain hex and its own Dragon complex.
  const sameHex = from.hex === to.hex;
  if (sameHex ? Boolean(from.complex) === Boolean(to.complex) : !grid.areAdjacent(from.hex, to.hex)) {
    return err(Errors.notAdjacentHex(fromName(), toName()));
  }
  if (!sameHex && (from.complex || to.complex)) {
    return err(to.complex ? Errors.complexFromOutside(toName()) : Errors.notAdjacentHex(fromName(), toName()));
  }

  const fromTerrain = terrainAt(map, tables, from);
  const toTerrain = terrainAt(map, tables, to);
  let entry: Cost = forMover(toTerrain.cost!, mover);
  if (toTerrain.id === 'lake' && !flying && !options.swampCreaturesInLake) entry = 'forbidden';
  if (entry === 'forbidden') return err(Errors.forbidden(toName(), toTerrain.name));
  const entryClause = clauseOf(TERRAIN_CLAUSE, toTerrain.id);

  // The hexside crossed, if the step changes hex.
  let side: { name: () => string; cost: Cost; clause: string; blocks: boolean } | undefined;
  const feature = sameHex ? undefined : hexsideFeature(map, from.hex, to.hex);
  if (feature !== undefined) {
    const asWall = feature === 'gate' && options.gate === 'wall' ? 'wall' : feature;
    const h = tables.hexsides.get(asWall)!;
    const own = tables.hexsides.get(feature)!;
    let cost = forMover(h.cost, mover);
    if (cost === 'allowance' && occupant === 'friendly' && options.wallIntoFriendly === 'terrain') cost = 0;
    const sideName = () => `${own.name.toLowerCase()} hexside ${grid.hexsideName(grid.hexside(from.hex, to.hex)!)}`;
    side = {
      name: sideName,
      cost,
      clause: cost === 'allowance' ? 'II.C' : clauseOf(HEXSIDE_CLAUSE, asWall),
      blocks: own.blocksEnemyOccupied || h.blocksEnemyOccupied,
    };
    if (side.blocks && occupant === 'enemy' && !flying) return err(Errors.wall(sideName()));
    if (side.cost === 'forbidden') return err(Errors.forbidden(toName(), sideName()));
  }

  // A whole-allowance step: nothing else counts, no dice are rolled.
  if (entry === 'allowance' || side?.cost === 'allowance') {
    const parts: CostPart[] = [];
    if (entry === 'allowance') parts.push({ what: `enter ${toTerrain.name}`, clause: entryClause, mp: 'allowance' });
    if (side?.cost === 'allowance') parts.push({ what: `cross ${side.name()}`, clause: side.clause, mp: 'allowance' });
    return ok({ mp: mover.movement, wholeAllowance: true, rolls: [], parts });
  }

  const parts: CostPart[] = [];
  const rolls: number[] = [];
  const charge = (cost: Exclude<Cost, 'forbidden' | 'allowance'>, what: string, clause: string) => {
    if (cost === 'die') {
      const roll = dice.roll(6);
      rolls.push(roll);
      parts.push({ what, clause, mp: roll, roll });
    } else {
      parts.push({ what, clause, mp: cost });
    }
  };
  // Leaving: blasted and glacier hexes charge for leaving (II.A); leaving the Dragon complex costs the mountain's entry (SSV-A11).
  if (!sameHex && fromTerrain.exit) {
    const exit = forMover(fromTerrain.exit, mover);
    if (exit !== 'forbidden' && exit !== 'allowance') charge(exit, `leave ${fromTerrain.name}`, clauseOf(TERRAIN_CLAUSE, fromTerrain.id));
  }
  charge(entry, `enter ${toTerrain.name}`, entryClause);
  if (side && typeof side.cost === 'number' && side.cost !== 0)
    parts.push({ what: `cross ${side.name()}`, clause: side.clause, mp: side.cost });
  const mp = parts.reduce((n, p) => n + (p.mp as number), 0);
  return ok({ mp, wholeAllowance: false, rolls, parts });
}

/** Whether `mover` may end its move at `place`: not in the lake unless flying (I.F). */
export function mayEndMove(ctx: Pick<MovementContext, 'map' | 'tables'>, mover: Mover, place: Place): Result<true, RuleError> {
  const t = terrainAt(ctx.map, ctx.tables, place);
  if (t.noEndMove && !isFlying(mover)) return err(Errors.endInLake(placeName(ctx.map, place)));
  return ok(true);
}

/**
 * The highest MP cost for any of `movers` to enter `place`, for the Reaction modifiers (III.A.1: "plus
 * the highest MP cost for the enemy units to enter the hex being reacted into"; III.A.2: minus the
 * same for the reacting units). Terrain only: no hexside, no leaving charge. A one-die cost counts as
 * `dieCost` (SSV-A10: 6, the most it can cost), a whole-allowance cost as the unit's allowance. Units
 * that may not enter at all are left out; null if none may.
 */
export function highestEntryCost(
  ctx: Pick<MovementContext, 'map' | 'tables'>,
  movers: readonly Mover[],
  place: Place,
  dieCost: number,
  options: Pick<MapOptions, 'swampCreaturesInLake'> = { swampCreaturesInLake: true },
): number | null {
  const t = terrainAt(ctx.map, ctx.tables, place);
  let highest: number | null = null;
  for (const m of movers) {
    let c: Cost = forMover(t.cost!, m);
    if (t.id === 'lake' && !isFlying(m) && !options.swampCreaturesInLake) c = 'forbidden';
    if (c === 'forbidden') continue;
    const mp = c === 'die' ? dieCost : c === 'allowance' ? m.movement : c;
    highest = highest === null ? mp : Math.max(highest, mp);
  }
  return highest;
}
