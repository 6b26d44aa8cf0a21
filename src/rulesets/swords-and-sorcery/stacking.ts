/**
 * Stacking (I): how many units of one side a place supports, what a stack counts, and the penalties
 * checked at the start of each game-turn (I note (3)).
 *
 * - The limit (I.A-L): the terrain's, or 4 for a besieged city (I.E); a castle, town or capital adds
 *   2, 4 or 6 (I.I-K; a walled hex adds nothing, SSV-A13); blasted supersedes everything (I.H); a
 *   vortex replaces the hex's limit, active 0, inactive as clear (I.L; SSV-A15); in a river or lake
 *   only swamp creatures may use the 2 (I.F; SSV-A12).
 * - What counts (I note (2)): cavalry and Dinosaur Legions 3, Giants and Warg Riders 2, conjured and
 *   summoned units and characters 0, every other unit 1 (units.json `stackWeight`).
 * - The penalty (I note (1)): for each full six by which a side's count exceeds the limit one unit is
 *   eliminated; for a part of six, one die is rolled and one more is eliminated if the roll is <= that
 *   part. If any unit is eliminated, all the rest are demoralized, and an already demoralized unit
 *   demoralized again is eliminated (V.C.1). During a siege the count is multiplied by the game-turns
 *   the siege has lasted (IV.B).
 *
 * Which units go is the owner's choice: the caller passes the stack in the order its owner would lose
 * them (first listed, first eliminated); units that do not count for stacking are passed over
 * (SSV-A19, option `stackingEliminates`).
 */
import type { Dice } from '../../core/dice.js';
import type { GameEvent, Seat } from '../../core/ruleset.js';
import type { Tables, UnitType } from './data.js';
import { placeName, terrainAt, type HexMap, type Place } from './map.js';
import type { MapOptions } from './map-options.js';

/** A unit in a stack: its id, its type, and whether it is already demoralized. */
export interface StackUnit {
  readonly id: string;
  readonly type: Pick<UnitType, 'race' | 'stackWeight'>;
  readonly demoralized?: boolean;
}

/** What a unit counts for stacking (I note (2)). */
export const unitWeight = (u: StackUnit): number => u.type.stackWeight;

/** What a side's stack counts for stacking (I note (2)); characters are not units and never count. */
export function stackWeight(units: readonly StackUnit[]): number {
  return units.reduce((n, u) => n + unitWeight(u), 0);
}

/** What the game state knows about a place beyond the map. */
export interface PlaceSituation {
  /** The place is under siege (IV; I.E). */
  readonly besieged?: boolean;
  /** A vortex on the hex now; undefined = as the map started (map.vortices), null = none. */
  readonly vortex?: 'active' | 'inactive' | null;
}

export interface StackingLimit {
  readonly limit: number;
  /** The clauses that set it. */
  readonly clauses: readonly string[];
}

/**
 * The stacking limit of a place for one side's stack (I.A-L). The stack matters only where the limit
 * is for some races alone (I.F river and lake: swamp creatures only, so the limit is at most their count).
 */
export function stackingLimit(
  ctx: { readonly map: HexMap; readonly tables: Tables },
  place: Place,
  units: readonly StackUnit[],
  situation: PlaceSituation = {},
): StackingLimit {
  const { map, tables } = ctx;
  const terrain = terrainAt(map, tables, place);
  if (terrain.supersedes) return { limit: terrain.stacking, clauses: ['I.H'] };
  if (place.complex) return { limit: terrain.stacking, clauses: ['I.H'] };

  const vortex =
    situation.vortex === undefined
      ? map.vortices.find((v) => v.hex === place.hex)
      : situation.vortex === null
        ? undefined
        : { active: situation.vortex === 'active' };
  if (vortex) {
    const v = tables.terrain.get(vortex.active ? 'vortex-active' : 'vortex-inactive')!;
    return { limit: v.stacking, clauses: ['I.L'] };
  }

  const clauses: string[] = [STACKING_CLAUSE[terrain.id] ?? 'I'];
  let limit = terrain.stacking;
  if (situation.besieged && terrain.besiegedStacking !== undefined) {
    limit = terrain.besiegedStacking;
    clauses[0] = 'I.E';
  }
  const fort = map.fortification[place.hex];
  if (fort) {
    const f = tables.fortifications.get(fort)!;
    limit += f.stackingBonus;
    if (FORT_CLAUSE[fort]) clauses.push(FORT_CLAUSE[fort]);
  }
  if (terrain.stackingRaces) {
    const allowed = new Set(terrain.stackingRaces);
    limit = Math.min(limit, stackWeight(units.filter((u) => allowed.has(u.type.race))));
  }
  return { limit, clauses };
}

const STACKING_CLAUSE: Readonly<Record<string, string>> = {
  cultivated: 'I.A',
  city: 'I.A',
  clear: 'I.B',
  rough: 'I.C',
  swamp: 'I.C',
  woods: 'I.C',
  forest: 'I.D',
  karoo: 'I.D',
  mountain: 'I.D',
  river: 'I.F',
  lake: 'I.F',
  bridge: 'I.G',
  portal: 'I.G',
  glacier: 'I.H',
  'dragon-complex': 'I.H',
  blasted: 'I.H',
};
const FORT_CLAUSE: Readonly<Record<string, string>> = { castle: 'I.I', town: 'I.J', capital: 'I.K' };

export type StackingEvent =
  | (GameEvent & {
      type: 'stacking-check';
      seat: Seat;
      place: string;
      /** What the stack counts (I note (2)), the siege multiplier (IV.B) and their product. */
      weight: number;
      siegeTurns: number;
      counted: number;
      limit: number;
      excess: number;
      /** The die for the partial six, if one was rolled. */
      roll?: number;
      losses: number;
    })
  | (GameEvent & { type: 'unit-eliminated'; seat: Seat; place: string; unit: string })
  | (GameEvent & { type: 'unit-demoralized'; seat: Seat; place: string; unit: string });

export interface StackingCheckInput {
  readonly seat: Seat;
  /** The place's name, for events. */
  readonly place: string;
  /** The side's units in the place, in the order the owner would lose them (first listed, first eliminated). */
  readonly units: readonly StackUnit[];
  readonly limit: number;
  /** Game-turns the siege of this place has lasted (IV.B); 0 or absent when there is no siege. */
  readonly siegeTurns?: number;
  /** Who may eliminate which (SSV-A19); default 'counted'. */
  readonly eliminates?: MapOptions['stackingEliminates'];
  /** Passed to every event (stacks are hidden from the other side, VI.A). */
  readonly audience?: readonly Seat[];
}

export interface StackingCheck {
  readonly eliminated: readonly string[];
  readonly demoralized: readonly string[];
  readonly events: readonly StackingEvent[];
}

/** The start-of-turn stacking check of one side's stack in one place (I note (1), (3); IV.B; V.C.1). */
export function checkStacking(input: StackingCheckInput, dice: Dice): StackingCheck {
  const { seat, place, units, limit } = input;
  const audience = input.audience ? { audience: input.audience } : {};
  const siegeTurns = Math.max(0, input.siegeTurns ?? 0);
  const weight = stackWeight(units);
  const counted = weight * Math.max(1, siegeTurns);
  const excess = Math.max(0, counted - limit);
  const clause = siegeTurns > 0 ? 'I note (1); IV.B' : 'I note (1)';
  let losses = Math.floor(excess / 6);
  const partial = excess % 6;
  let roll: number | undefined;
  if (partial > 0) {
    roll = dice.roll(6);
    if (roll <= partial) losses++;
  }
  const eligible = units.filter((u) => (input.eliminates ?? 'counted') === 'any' || unitWeight(u) > 0);
  losses = Math.min(losses, eligible.length);
  const events: StackingEvent[] = [
    {
      type: 'stacking-check',
      clause,
      seat,
      place,
      weight,
      siegeTurns,
      counted,
      limit,
      excess,
      ...(roll !== undefined ? { roll } : {}),
      losses,
      ...audience,
    },
  ];
  const gone = new Set(eligible.slice(0, losses).map((u) => u.id));
  const eliminated: string[] = [...gone];
  const demoralized: string[] = [];
  for (const id of eliminated) events.push({ type: 'unit-eliminated', clause: 'I note (1)', seat, place, unit: id, ...audience });
  if (losses > 0) {
    for (const u of units) {
      if (gone.has(u.id)) continue;
      if (u.demoralized) {
        eliminated.push(u.id);
        events.push({ type: 'unit-eliminated', clause: 'V.C.1', seat, place, unit: u.id, ...audience });
      } else {
        demoralized.push(u.id);
        events.push({ type: 'unit-demoralized', clause: 'I note (1)', seat, place, unit: u.id, ...audience });
      }
    }
  }
  return { eliminated, demoralized, events };
}

/** One side's stack in one place, as the start-of-turn check sees it. */
export interface SideStack {
  readonly seat: Seat;
  readonly place: Place;
  /** In the order the owner would lose them. */
  readonly units: readonly StackUnit[];
  readonly situation?: PlaceSituation;
  readonly siegeTurns?: number;
}

/**
 * The stacking check at the start of a game-turn (I note (3)) for every stack, in the order given
 * (the caller fixes it, e.g. seats in turn order, places by hex number, so a replay rolls the same dice).
 */
export function checkAllStacks(
  ctx: { readonly map: HexMap; readonly tables: Tables; readonly options?: Pick<MapOptions, 'stackingEliminates'> },
  stacks: readonly SideStack[],
  dice: Dice,
  audienceFor?: (seat: Seat) => readonly Seat[] | undefined,
): StackingCheck {
  const eliminated: string[] = [];
  const demoralized: string[] = [];
  const events: StackingEvent[] = [];
  for (const s of stacks) {
    const { limit } = stackingLimit(ctx, s.place, s.units, s.situation);
    const audience = audienceFor?.(s.seat);
    const r = checkStacking(
      {
        seat: s.seat,
        place: placeName(ctx.map, s.place),
        units: s.units,
        limit,
        ...(s.siegeTurns !== undefined ? { siegeTurns: s.siegeTurns } : {}),
        ...(ctx.options ? { eliminates: ctx.options.stackingEliminates } : {}),
        ...(audience ? { audience } : {}),
      },
      dice,
    );
    eliminated.push(...r.eliminated);
    demoralized.push(...r.demoralized);
    events.push(...r.events);
  }
  return { eliminated, demoralized, events };
}
