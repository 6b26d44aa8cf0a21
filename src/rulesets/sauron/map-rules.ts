/**
 * Small rules of the variant that belong to the map game of Dagorlad, given now as pure functions so
 * that the later map game (and a referee at the table) can call them: rough terrain (4.3), missile
 * units adjacent to enemies (7.175), the Westernesse reinforcements (14.3), the Beast without its
 * powers (17.11), and the Gates of Morannon (18.1). The map itself (hexes, movement, zones of control,
 * the Casualty Probability Table) is not here.
 *
 *   roughTerrain.extraMovementPoints                                   // 2 (4.3)
 *   checkMissileObligation({ hasMissile: true, adjacentEnemies: ['orcs-1'], meleeTargets: [], firesAt: null }) // 7.175 error
 *   setGates(gates, { close: true, sauronInMordor: true, turn: 4 })    // 18.1
 */
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';

// ---------------------------------------------------------------- 4.3 rough terrain

/** 4.3 (addition): Rough: +2 MP to enter or cross, +2 to the defender's Armored Protection Rating. */
export const roughTerrain = { extraMovementPoints: 2, defenderArmour: 2, clause: '4.3' } as const;

/** 4.3: the movement points to enter (or cross) a hex, rough or not. */
export const enterCost = (baseCost: number, rough: boolean): number => baseCost + (rough ? roughTerrain.extraMovementPoints : 0);

/** 4.3: a defender's Armored Protection Rating, rough or not. */
export const defenderArmour = (armour: number, rough: boolean): number => armour + (rough ? roughTerrain.defenderArmour : 0);

// ---------------------------------------------------------------- 7.175 missile units adjacent to enemies

export interface MissileSituation {
  /** The unit has missile capability (a lower-case letter on its counter, F7). */
  readonly hasMissile: boolean;
  /** The enemy units adjacent to it in the Friendly Combat Phase. */
  readonly adjacentEnemies: readonly string[];
  /** The melee attacks planned for the Melee Combat Segment against those enemies, and whether this unit makes it. */
  readonly meleeTargets: readonly { readonly target: string; readonly byThisUnit: boolean }[];
  /** The enemy it fires its missiles at, or null. */
  readonly firesAt: string | null;
}

/**
 * 7.175 (change): a missile unit adjacent to enemy units must fire at one of them, UNLESS every adjacent
 * enemy will be attacked in the Melee Combat Segment; one of those attacks may be this unit's own melee
 * (an "Ee--" unit).
 */
export function missileMustFire(s: Omit<MissileSituation, 'firesAt'>): boolean {
  if (!s.hasMissile || s.adjacentEnemies.length === 0) return false;
  const own = s.meleeTargets.filter((m) => m.byThisUnit);
  if (own.length > 1) return true;
  return !s.adjacentEnemies.every((e) => s.meleeTargets.some((m) => m.target === e));
}

export function checkMissileObligation(s: MissileSituation): Result<true, RuleError> {
  if (s.meleeTargets.filter((m) => m.byThisUnit).length > 1) {
    return err(Errors.oneOwnMelee());
  }
  if (s.firesAt !== null && !s.hasMissile) return err(Errors.noMissiles('The unit'));
  if (missileMustFire(s) && (s.firesAt === null || !s.adjacentEnemies.includes(s.firesAt))) {
    return err(Errors.mustFire());
  }
  return ok(true);
}

// ---------------------------------------------------------------- 14.3 extra Westernesse units

/** 14.3 (addition): six more Westernesse units, brought on in any amount the players agree to, on or after game-turn 3. */
export const EXTRA_WESTERNESSE_UNITS = [
  { code: 'B-3-W', name: 'Men', count: 1 },
  { code: 'e-2-X', name: 'Elves Archers', count: 5 },
] as const;
export const EXTRA_UNITS_FROM_TURN = 3;

export function mayBringOnExtraUnits(turn: number): Result<true, RuleError> {
  if (turn < EXTRA_UNITS_FROM_TURN) return err(Errors.tooEarly(EXTRA_UNITS_FROM_TURN));
  return ok(true);
}

// ---------------------------------------------------------------- 17.11 the Beast

/**
 * 17.11 (addition): the Beast without Horn Attack and Death Breath has Attack Rating C in melee and
 * Combat 9 in leader/individual combat; with either power its ratings are the base game's (null here).
 */
export function beastRatings(powers: {
  readonly hornAttack: boolean;
  readonly deathBreath: boolean;
}): { readonly melee: 'C'; readonly leaderCombat: 9 } | null {
  return powers.hornAttack || powers.deathBreath ? null : { melee: 'C', leaderCombat: 9 };
}

// ---------------------------------------------------------------- 18.1 the Gates of Morannon

export interface Gates {
  readonly closed: boolean;
  /** The game-turn the gates were last set; they stay so for the whole turn. */
  readonly setInTurn: number | null;
}

export const OPEN_GATES: Gates = { closed: false, setInTurn: null };

/** 18.1: Sauron inside Mordor may close (or open) the gates; they stay in one position throughout a game-turn. */
export function setGates(
  g: Gates,
  change: { readonly close: boolean; readonly sauronInMordor: boolean; readonly turn: number },
): Result<Gates, RuleError> {
  if (!change.sauronInMordor) return err(Errors.sauronOutside());
  if (g.closed === change.close) return ok(g);
  if (g.setInTurn === change.turn) return err(Errors.gatesSet());
  return ok({ closed: change.close, setInTurn: change.turn });
}

/** 18.1 (SAU-A26): movement and melee through the gates only while they are open; missile fire through closed gates only from inside Mordor. */
export function mayActThroughGates(g: Gates, act: 'movement' | 'melee' | 'missile', fromInsideMordor: boolean): Result<true, RuleError> {
  if (!g.closed) return ok(true);
  if (act === 'missile' && fromInsideMordor) return ok(true);
  return err(Errors.gatesClosed(act));
}
