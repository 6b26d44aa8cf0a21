/**
 * How the counters and cards of the data files become the battle engine's inputs: one place for the
 * map game (game/rules.ts) and the referee's battles without a map (referee/battle-spec.ts).
 */
import { DEFAULT_BATTLE_OPTIONS, type BattleOptions } from './battle/options.js';
import type { BattleCharacterInput, BattleUnitInput } from './battle/types.js';
import {
  bonusClasses,
  forMover,
  isFlying,
  TABLES,
  type Character,
  type Tables,
  type Terrain,
  type UnitFlag,
  type UnitType,
} from './data.js';

/** Everything a battle unit needs from a unit type or a custom unit. */
export interface UnitKind {
  readonly key: string;
  readonly name: string;
  readonly race: string;
  readonly morale: number;
  readonly attack: number;
  readonly defence?: number;
  readonly demoralizedAttack?: number;
  readonly demoralizedDefence?: number;
  readonly movement: number;
  readonly flags: readonly UnitFlag[];
  readonly cavalry: boolean;
  readonly archer: boolean;
  readonly flying: boolean;
  readonly siegeMachine: boolean;
  readonly conjured: boolean;
  readonly terrainMultiplier?: number;
}

/** A unit type of data/units.json as the battle sees it (the map game's battleUnit, without the map). */
export function kindOfType(t: UnitType, tables: Tables = TABLES): UnitKind {
  const classes = bonusClasses(t);
  return {
    key: t.id,
    name: t.name,
    race: t.race,
    morale: tables.races.get(t.race)?.morale ?? 3,
    attack: t.attack,
    ...(t.defence !== undefined ? { defence: t.defence } : {}),
    movement: t.movement,
    flags: t.flags,
    cavalry: classes.includes('cavalry'),
    archer: classes.includes('archer'),
    flying: isFlying(t) || classes.includes('flying'),
    siegeMachine: t.bonusOneOf === true,
    conjured: t.flags.includes('conjured') || t.flags.includes('summoned'),
  };
}

/** A unit kind as one battle unit, with what the battle needs to know of this counter. */
export function battleUnitOf(
  kind: UnitKind,
  counter: { readonly id: string; readonly terrainMultiplier: number; readonly demoralized: boolean; readonly crossedStream: boolean },
): BattleUnitInput {
  return {
    id: counter.id,
    name: kind.name,
    race: kind.race,
    morale: kind.morale,
    attack: kind.attack,
    ...(kind.defence !== undefined ? { defence: kind.defence } : {}),
    ...(kind.demoralizedAttack !== undefined ? { demoralizedAttack: kind.demoralizedAttack } : {}),
    ...(kind.demoralizedDefence !== undefined ? { demoralizedDefence: kind.demoralizedDefence } : {}),
    terrainMultiplier: counter.terrainMultiplier,
    cavalry: kind.cavalry,
    archer: kind.archer,
    flying: kind.flying,
    siegeMachine: kind.siegeMachine,
    conjured: kind.conjured,
    demoralized: counter.demoralized,
    crossedStream: counter.crossedStream,
    movementAllowance: kind.movement,
  };
}

/**
 * The casualty-extraction multiplier of a unit in the battle hex (III.D.5), as the map's
 * `defenceMultiplier` computes it: the terrain's for the unit's race ('flying' for flyers); a
 * fortification's combines with it per SSV-A13; flyers count x1 in fortifications too (SSV-A3); a
 * terrain that supersedes every feature (blasted, I.H) ignores the fortification.
 */
export function terrainMultiplier(
  terrain: Terrain,
  fortification: { readonly defence: number } | null,
  mover: { readonly race: string; readonly flags: readonly UnitFlag[] },
  how: 'highest' | 'product',
): number {
  const terrainX = forMover(terrain.defence!, mover);
  if (!fortification || terrain.supersedes || isFlying(mover)) return terrainX;
  return how === 'product' ? terrainX * fortification.defence : Math.max(terrainX, fortification.defence);
}

/**
 * A character's fighting strength (VII.A.2; SSV-A61). No figure is printed. 'card' is 10 x the card's 1-6
 * field of F5's source (named magicProfile there, meaning unknown); 'leadership' derives it from the
 * seed's only figure for characters, 10 x (Leadership + 1): 10 to 60, the scale of the x10 army units
 * they battle. Monsters have no Leadership: they keep their card's figure in every reading.
 */
export function fightingStrengthOf(card: Character, how: BattleOptions['characterStrength']): number {
  if (card.monster || how === 'card') return card.fightingStrength;
  return how === 'uniform' ? 30 : 10 * (card.leadership + 1);
}

/** A character card (data/characters.json) as a battle character; `id` is the counter's (the card's by default). */
export function battleCharacterOf(
  card: Character,
  wounds = 0,
  id = card.id,
  how: BattleOptions['characterStrength'] = DEFAULT_BATTLE_OPTIONS.characterStrength,
): BattleCharacterInput {
  return {
    id,
    name: card.name,
    race: card.race ?? 'monster',
    leadership: card.leadership,
    fightingStrength: fightingStrengthOf(card, how),
    wounds,
    monster: card.monster,
    killerPenguin: card.demoralizesAfterFirstRound,
  };
}
