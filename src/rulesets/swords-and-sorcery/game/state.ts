/**
 * The map game's state: every counter on the map, the game-turn, whose phase it is, and the one
 * decision pending, if any (a reaction offer, a battle, a withdrawal). Pure data, copied on write.
 */
import type { Outcome, Seat } from '../../../core/ruleset.js';
import type { BattleState, Side } from '../battle/battle.js';
import type { CharacterCombatState } from '../battle/character-combat.js';
import type { Character, Mover, UnitType } from '../data.js';
import type { HexMap, Place } from '../map.js';
import { gameContext, type SsOptions } from './options.js';

export interface UnitPiece {
  readonly id: string;
  /** Unit type id (data/units.json). */
  readonly type: string;
  readonly owner: Seat;
  place: Place;
  demoralized: boolean;
  /** Movement points spent this turn. */
  mp: number;
  /** Its move is over this turn: it entered an enemy-held place (III.C) or paid a whole allowance (II.B, II.C). */
  done: boolean;
  /** Entered its place across a stream, ford or bridge hexside this turn (III.D.1.a). */
  crossed: boolean;
  /** Got into a besieged location this turn by Assault or Breach, and must fight there (IV.C.2, IV.D.2). */
  inside?: 'assault' | 'breach';
  /** A besieged unit sallying out this turn (IV.A). */
  sortie?: boolean;
}

/**
 * A siege (IV): a besieged location (one fortified hex, or a group of hexes enclosed by walls), who is
 * inside, who besieges, and for how many game-turns siege conditions have prevailed (IV.B).
 * 'declined': the besieged declined battle when the enemy entered their castle, town, city or capital
 * hex, and the besiegers stand in that hex, outside the walls; 'walls': a friendly unit stands beside
 * every wall hexside enclosing the location.
 */
export interface Siege {
  readonly kind: 'declined' | 'walls';
  readonly hexes: readonly number[];
  readonly besieged: Seat;
  readonly besieger: Seat;
  turns: number;
  breached: boolean;
}

export interface CharacterPiece {
  readonly id: string;
  /** Character id (data/characters.json). */
  readonly character: string;
  readonly owner: Seat;
  place: Place;
  wounds: number;
  mp: number;
  done: boolean;
  crossed: boolean;
}

export type Piece = UnitPiece | CharacterPiece;
export const isUnit = (p: Piece): p is UnitPiece => 'type' in p;

/** A unit or character gone from the map, for the score and the record. */
export interface Casualty {
  readonly id: string;
  readonly owner: Seat;
  readonly what: string;
  /** Printed attack strength (0 for characters): what the enemy scores for it (SSV-A41). */
  readonly strength: number;
  readonly turn: number;
  readonly clause: string;
}

export type Pending =
  /** Enemy units moved adjacent to or into places holding stacks that may react (III.A, III.B). */
  | {
      readonly kind: 'reaction';
      readonly seat: Seat;
      readonly trigger: Place;
      readonly movers: readonly string[];
      readonly offers: readonly Place[];
    }
  /** A battle in progress in `place` (III.D); side a is the phasing player (SSV-A49). */
  | { readonly kind: 'battle'; readonly place: Place; readonly battle: BattleState; readonly seats: Readonly<Record<Side, Seat>> }
  /** The enemy moved into a fortified hex these units hold: fight, or decline battle and stand a siege (IV). */
  | { readonly kind: 'siege-offer'; readonly seat: Seat; readonly place: Place }
  /** Characters without army units among enemy army units: fight (VII) or be captured. */
  | { readonly kind: 'cva-offer'; readonly seat: Seat; readonly place: Place }
  /** A Character vs Army combat in progress (VII); `queue` holds the combats still to fight in this place. */
  | {
      readonly kind: 'character-combat';
      readonly place: Place;
      readonly combat: CharacterCombatState;
      readonly seats: Readonly<Record<'army' | 'party', Seat>>;
      readonly queue: readonly (readonly string[])[];
    }
  /** Survivors of a withdrawal wait for their owner to choose the adjacent place they go to (III.D.7.a). */
  | {
      readonly kind: 'withdrawal';
      readonly seat: Seat;
      readonly from: Place;
      readonly pieces: readonly string[];
      readonly choices: readonly Place[];
    };

export type Phase = 'movement' | 'combat' | 'over';

export interface SsState {
  readonly options: SsOptions;
  readonly seats: readonly Seat[];
  turn: number;
  /** Index into `seats` of the player whose turn it is. */
  phasing: number;
  phase: Phase;
  units: UnitPiece[];
  characters: CharacterPiece[];
  casualties: Casualty[];
  sieges: Siege[];
  /** Places (placeKey; 'vii:' + placeKey for Character vs Army) already resolved this combat phase. */
  foughtOpen: string[];
  /** Leaders who let an enemy into their hex without trying to react: no more reactions this turn (III.B). */
  forgone: string[];
  pending: Pending | null;
  outcome: Outcome | null;
}

export const phasingSeat = (s: SsState): Seat => s.seats[s.phasing]!;
export const otherSeat = (s: SsState, seat: Seat): Seat => s.seats.find((x) => x !== seat)!;

/** A copy safe to change: pieces are copied, the rest is replaced whole when it changes. */
export function draft(s: SsState): SsState {
  return {
    ...s,
    units: s.units.map((u) => ({ ...u })),
    characters: s.characters.map((c) => ({ ...c })),
    casualties: [...s.casualties],
    sieges: s.sieges.map((x) => ({ ...x })),
    foughtOpen: [...s.foughtOpen],
    forgone: [...s.forgone],
  };
}

// ------------------------------------------------------------------------------------------- places

export const samePlace = (a: Place, b: Place): boolean => a.hex === b.hex && !a.complex === !b.complex;
export const placeKey = (p: Place): string => (p.complex ? `${p.hex}c` : `${p.hex}`);

/** A place as actions and views name it: { hex: '1703', complex: true }. */
export interface PlaceRef {
  readonly hex: string;
  readonly complex?: boolean;
}

export const refOf = (map: HexMap, p: Place): PlaceRef =>
  p.complex ? { hex: map.grid.name(p.hex), complex: true } : { hex: map.grid.name(p.hex) };

export function placeOf(map: HexMap, ref: PlaceRef): Place | undefined {
  const hex = map.grid.index(ref.hex);
  if (hex === undefined) return undefined;
  if (ref.complex && !map.dragonComplex[hex]) return undefined;
  return ref.complex ? { hex, complex: true } : { hex };
}

/** Places one step away: the six neighbours and the Dragon complex inside the hex; from a complex, only its mountain (II.B). */
export function adjacentPlaces(map: HexMap, p: Place): Place[] {
  if (p.complex) return [{ hex: p.hex }];
  const out: Place[] = map.grid.neighbours(p.hex).map((hex) => ({ hex }));
  if (map.dragonComplex[p.hex]) out.push({ hex: p.hex, complex: true });
  return out;
}

// ------------------------------------------------------------------------------------------- pieces

export function unitType(s: SsState, u: UnitPiece): UnitType {
  return gameContext(s.options).tables.units.get(u.type)!;
}

export function characterCard(s: SsState, c: CharacterPiece): Character {
  return gameContext(s.options).tables.characters.get(c.character)!;
}

/** What the terrain tables need of a piece (data.ts Mover): characters pay as their race (SSV-A44). */
export function moverOf(s: SsState, p: Piece): Mover {
  if (isUnit(p)) {
    const t = unitType(s, p);
    return { race: t.race, flags: t.flags, movement: t.movement };
  }
  const c = characterCard(s, p);
  return { race: c.race ?? 'others', flags: [], movement: s.options.characterMovement };
}

export const allowance = (s: SsState, p: Piece): number => moverOf(s, p).movement;

export function piecesAt(s: SsState, place: Place, owner?: Seat): Piece[] {
  const here = (p: Piece) => samePlace(p.place, place) && (owner === undefined || p.owner === owner);
  return [...s.units.filter(here), ...s.characters.filter(here)];
}

export const unitsAt = (s: SsState, place: Place, owner?: Seat): UnitPiece[] =>
  s.units.filter((u) => samePlace(u.place, place) && (owner === undefined || u.owner === owner));

export const charactersAt = (s: SsState, place: Place, owner?: Seat): CharacterPiece[] =>
  s.characters.filter((c) => samePlace(c.place, place) && (owner === undefined || c.owner === owner));

export function findPiece(s: SsState, id: string): Piece | undefined {
  return s.units.find((u) => u.id === id) ?? s.characters.find((c) => c.id === id);
}

/** Every place holding pieces of `owner`, in hex order (complexes after their hex). */
export function placesOf(s: SsState, owner: Seat): Place[] {
  const seen = new Map<string, Place>();
  for (const p of [...s.units, ...s.characters]) if (p.owner === owner) seen.set(placeKey(p.place), p.place);
  return [...seen.values()].sort(byPlace);
}

export const byPlace = (a: Place, b: Place): number => a.hex - b.hex || Number(!!a.complex) - Number(!!b.complex);

/** Places holding army units of both sides, in hex order: the battles of a combat phase (III.C, III.D). */
export function contestedPlaces(s: SsState): Place[] {
  const bySeat = new Map<string, Set<Seat>>();
  const places = new Map<string, Place>();
  for (const u of s.units) {
    const k = placeKey(u.place);
    places.set(k, u.place);
    if (!bySeat.has(k)) bySeat.set(k, new Set());
    bySeat.get(k)!.add(u.owner);
  }
  return [...places.entries()]
    .filter(([k]) => bySeat.get(k)!.size > 1)
    .map(([, p]) => p)
    .sort(byPlace);
}

/** May this stack react (III.A; SSV-A48): a character not forgone and an army unit, and no enemy unit beside them (III.C). */
export function mayReact(s: SsState, place: Place, owner: Seat): boolean {
  const chars = charactersAt(s, place, owner).filter((c) => !s.forgone.includes(c.id) && !characterCard(s, c).monster);
  if (chars.length === 0 || unitsAt(s, place, owner).length === 0) return false;
  // IV.A: the besieged may not move out, so may not react.
  if (!place.complex && s.sieges.some((x) => x.besieged === owner && x.hexes.includes(place.hex))) return false;
  return unitsAt(s, place).every((u) => u.owner === owner);
}
