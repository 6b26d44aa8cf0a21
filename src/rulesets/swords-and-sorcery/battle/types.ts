/**
 * What the battle engine is given. The engine knows no races, terrain or counters: the caller (the map
 * game, or a referee setting up a battle by hand) supplies the numbers, so the engine works without a map.
 *
 *   const dwarrows: BattleUnitInput = { id: 'd1', name: 'Heavy Axe', race: 'Dwarrow', morale: 3,
 *     attack: 4, terrainMultiplier: 4 }; // counts 16 for loss extraction in mountains (III.D.5)
 */
import { z } from 'zod';

export const SIDES = ['a', 'b'] as const;
export type Side = (typeof SIDES)[number];
export const other = (side: Side): Side => (side === 'a' ? 'b' : 'a');

const id = z.string().min(1);
const strength = z.number().int().min(0);

export const battleUnitSchema = z.strictObject({
  id,
  name: z.string(),
  race: z.string(),
  /** V.A morale rating (the caller supplies it from race data: conjured 1, Goblins/Orcs 2, ...). */
  morale: z.number().int().min(0).max(6),
  /** Printed attack strength (Good Order side). */
  attack: strength,
  /** A separate defence strength, like Heavy Horse "(4)m7"; defaults to the attack strength (III.D.5.a). */
  defence: strength.optional(),
  /** The Demoralized side's strengths, where the counter's back differs (III.D.5.a "Good Order or Demoralized"); see SSV-A29. */
  demoralizedAttack: strength.optional(),
  demoralizedDefence: strength.optional(),
  /** Terrain defence multiplier of the battle hex for this unit (terrain effects chart, III.D.5); default 1. */
  terrainMultiplier: z.number().int().min(1).default(1),
  /** Cavalry for III.D.2.b, including Warg Riders, Dinosaur Legions and the SS-Wiking (III.D.2.b(1)). */
  cavalry: z.boolean().default(false),
  /** Archers for III.D.2.c, including Intelligent Mold (III.D.2.c(1)). */
  archer: z.boolean().default(false),
  flying: z.boolean().default(false),
  /** The Continental Siege Machine: archer or flying, not both (III.D.2.c(1), III.D.2.d; SSV-A25). */
  siegeMachine: z.boolean().default(false),
  conjured: z.boolean().default(false),
  demoralized: z.boolean().default(false),
  /** Entered the battle hex across a stream, ford or bridge hexside: halved on its first round (III.D.1.a). */
  crossedStream: z.boolean().default(false),
  /** Movement allowance; used only by reaction and reinforcement rolls (III.A.4-9). */
  movementAllowance: z.number().int().min(0).optional(),
});
export type BattleUnitInput = z.input<typeof battleUnitSchema>;
export type BattleUnit = z.infer<typeof battleUnitSchema>;

export const battleCharacterSchema = z.strictObject({
  id,
  name: z.string(),
  race: z.string(),
  leadership: z.number().int().min(0),
  /** Fighting strength unwounded (SSV-A4: 10 x the card's 1-6 field; monsters 30-60). */
  fightingStrength: z.number().int().min(0),
  wounds: z.number().int().min(0).default(0),
  monster: z.boolean().default(false),
  /** VII.A.2.a(1): the unit it battles is Demoralized after the first round. */
  killerPenguin: z.boolean().default(false),
  /** A flying monster or character, for III.D.2.d in Character vs Army combat. */
  flying: z.boolean().default(false),
});
export type BattleCharacterInput = z.input<typeof battleCharacterSchema>;
export type BattleCharacter = z.infer<typeof battleCharacterSchema>;

export const SIEGE_KINDS = ['none', 'sortie', 'assault', 'breach'] as const;
export type SiegeKind = (typeof SIEGE_KINDS)[number];

export const circumstancesSchema = z.strictObject({
  /** Clear terrain: cavalry may charge only here (III.D.2.b(2)). */
  clear: z.boolean(),
  /** IV: a sortie fights as III but withdraws into the location (IV.A.1); assault and breach are "do or die" (IV.C.2, IV.D.2). */
  siege: z.enum(SIEGE_KINDS).default('none'),
  /** The besieged side, when siege is not 'none'. */
  besieged: z.enum(SIDES).optional(),
});
export type CircumstancesInput = z.input<typeof circumstancesSchema>;
export type Circumstances = z.infer<typeof circumstancesSchema>;

/** A unit in a battle: its counter plus what the battle has done to it. */
export interface UnitState extends BattleUnit {
  /** Charged in the round just fought: may not charge now, and goes to the extreme right (III.D.5.a(1)). */
  chargedLastRound: boolean;
  /** The round it joined the battle (1, or later for reinforcements): III.D.1.a halves it in that round. */
  joinedRound: number;
}

export const toUnitState = (u: BattleUnit, joinedRound = 1): UnitState => ({ ...u, chargedLastRound: false, joinedRound });

/** Strength used when the unit inflicts losses, before any battle modification (III.D.5.a; SSV-A29 for the default). */
export function attackOf(u: BattleUnit, demoralizedStrength: 'same' | 'half'): number {
  if (!u.demoralized) return u.attack;
  if (u.demoralizedAttack !== undefined) return u.demoralizedAttack;
  return demoralizedStrength === 'half' ? Math.floor(u.attack / 2) : u.attack;
}

/** Strength that satisfies losses: printed or defence strength, Good Order or Demoralized, times terrain (III.D.5, III.D.5.a). */
export function lossStrengthOf(u: BattleUnit, demoralizedStrength: 'same' | 'half'): number {
  const good = u.defence ?? u.attack;
  const base = !u.demoralized
    ? good
    : (u.demoralizedDefence ??
      (u.defence === undefined && u.demoralizedAttack !== undefined
        ? u.demoralizedAttack
        : demoralizedStrength === 'half'
          ? Math.floor(good / 2)
          : good));
  return base * u.terrainMultiplier;
}
