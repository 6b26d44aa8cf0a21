/**
 * Options of the Dagorlad map game: every switch of the rules core (options.ts, SAU-A3..A17) plus the
 * map game's own (SAU-M...). Unknown keys are refused.
 *
 *   const o = gameOptionsSchema.parse({ turns: 4, extraWesternesseUnits: 6 });
 */
import { firstBattleSchema } from '../expanded.js';
import { sauronOptionsSchema } from '../options.js';
import { z } from 'zod';

export const gameOptionsSchema = sauronOptionsSchema.extend({
  /** SAU-M12 (16.69): a leader turned evil with Basic Morale 4 or more is played from the third seat ('seat'), or leaves the battle ('leave', two seats). */
  thirdSeat: z.enum(['seat', 'leave']).default('seat'),
  /** SAU-M23 (Expanded Game): start as the rematch of a first battle (its dead, wounds, the Ring, Narsil, leaders turned evil; expanded.ts). */
  firstBattle: firstBattleSchema.nullable().default(null),
  /** SAU-M13: game-turns to play (the base game's 18, SAU-A6; fewer for a short game). */
  turns: z.number().int().min(1).max(18).default(18),
  /** SAU-M13: destroying the Ring in Orodruin (16.633) is a decisive Westernesse victory. */
  ringDestroyedWins: z.boolean().default(true),
  /** SAU-M14 (14.3): how many of the six extra Westernesse units the players agreed to bring on. */
  extraWesternesseUnits: z.number().int().min(0).max(6).default(0),
  /** SAU-M14 (14.3): the game-turn they enter (on or after 3). */
  extraUnitsTurn: z.number().int().min(3).max(18).default(3),
  /** SAU-M10: a combat unit entering a hex beside an enemy combat unit stops there (zones of control, F9). */
  zonesOfControl: z.boolean().default(true),
  /** SAU-M20 (F10, 16.61): Sauron's Magic Capability Points at the start, spent on the Beast's powers (data/beast-powers.json, 48 in all). */
  sauronMagicPoints: z.number().int().min(0).max(99).default(45),
  /** SAU-M22 (F10, 8.25): which sides may form special formations. */
  specialFormations: z.enum(['both', 'westernesse', 'off']).default('both'),
  /**
   * SAU-M8 (SAU-A5): the thresholds of Demoralization: 'order-of-battle', data/armies.json's, scaled to the
   * units on this map; 'seed', data/demoralization.json's 60 and 80, scaled to the seed's own numbers.
   * The option demoralization.thresholds, when given, sets both.
   */
  demoralizationThresholds: z.enum(['order-of-battle', 'seed']).default('order-of-battle'),
  /** SAU-M22: the most units in one special formation. */
  formationSize: z.number().int().min(2).max(3).default(3),
});

export type GameOptions = z.infer<typeof gameOptionsSchema>;
export type GameOptionsInput = z.input<typeof gameOptionsSchema>;
