/**
 * Options of the Dagorlad map game: every switch of the rules core (options.ts, SAU-A3..A17) plus the
 * map game's own (SAU-M...). Unknown keys are refused.
 *
 *   const o = gameOptionsSchema.parse({ turns: 4, extraWesternesseUnits: 6 });
 */
import { sauronOptionsSchema } from '../options.js';
import { z } from 'zod';

export const gameOptionsSchema = sauronOptionsSchema.extend({
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
});

export type GameOptions = z.infer<typeof gameOptionsSchema>;
export type GameOptionsInput = z.input<typeof gameOptionsSchema>;
