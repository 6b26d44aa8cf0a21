/**
 * Options: every assumption the code makes where the seed is silent, as a switch (assumptions.ts
 * says which assumption each belongs to). Unknown keys are refused.
 *
 *   const o = parseOptions({ maxPairs: 3 }); // ok, the rest defaulted
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';

export const optionsSchema = z.strictObject({
  /** SSF-A1, F1: action dice drawn from the bag each action phase. */
  drawPerPhase: z.number().int().min(1).max(20).default(7),
  /** SSF-A4: pairs compared, at most (the quick reference sheet: the top four dice). */
  maxPairs: z.number().int().min(1).max(8).default(4),
  /** SSF-A4, F9: armour may lower the enemy's die only down to a tie ('tie'), or by its full amount ('full'). */
  armourFloor: z.enum(['tie', 'full']).default('tie'),
  /** SSF-A8: how much of a line of sight may pass through terrain that blocks sight, in DU. */
  sightIntoTerrain: z.number().min(0).default(1),
  /** SSF-A10: when a base is in a terrain piece. */
  inTerrain: z.enum(['centre', 'any-part', 'half', 'whole']).default('centre'),
  /** SSF-A11: bases this close (DU) are in contact. */
  contactTolerance: z.number().min(0).max(1).default(0.05),
  /** SSF-A13: DU taken off the range when the shooter or the target is flying. */
  flyingRangePenalty: z.number().min(0).default(1),
  /** SSF-A14: shooting dice, at most, of a restricted (R) missile capability. */
  restrictedDice: z.number().int().min(0).default(2),
  /** SSF-A15: may a unit in contact with an enemy shoot? */
  shootFromContact: z.boolean().default(false),
  /** SSF-A16: "no bonus shooting dice" forbids the extra die only ('dice-only') or every bonus, range too ('all-bonuses'). */
  noBonusDice: z.enum(['dice-only', 'all-bonuses']).default('dice-only'),
  /** SSF-A17: both front corners must see the same point of the target ('same-point') or each any point ('any-points'). */
  sightPoint: z.enum(['same-point', 'any-points']).default('same-point'),
  /** SSF-A18: bonuses a boost spell gives: its level, or one. */
  boostBonuses: z.enum(['level', 'one']).default('level'),
  /** SSF-A19: a protect spell gives the target extra dice against that shooting, or takes dice from the shooter. */
  protectSpell: z.enum(['extra-dice', 'fewer-shooting-dice']).default('extra-dice'),
  /** SSF-A20: hits a rally/heal spell removes: its level, or one. */
  healSpell: z.enum(['level', 'one']).default('level'),
  /** SSF-A21: does a physical attack spell cause fear like the Magic Attack weapon? */
  attackSpellFear: z.boolean().default(false),
  /** SSF-A26: initiative when both sides drew as many dice: a roll-off, or the side that had it keeps it. */
  initiativeTie: z.enum(['roll-off', 'previous']).default('roll-off'),
  /** SSF-A28: does a target in difficult terrain roll its strength against shooting, or two dice? */
  targetInDifficult: z.enum(['strength', 'two']).default('strength'),
  /** SSF-A29: may light foot shoot after ending a move in difficult terrain? 'seed': no (the seed's words), 'faq': yes (F8). */
  lightFootDifficult: z.enum(['seed', 'faq']).default('seed'),
  /** SSF-A35: game turns before the battle is decided on losses. */
  maxTurns: z.number().int().min(1).max(100).default(10),
  /** SSF-A37: DU a turn costs per 90 degrees or part. */
  turnCost: z.number().min(0).max(10).default(1),
  /** SSF-A39: DU a commander or magic-user moves in the end phase. */
  characterMove: z.number().min(0).max(100).default(8),
  /** SSF-A40: friends this close (DU) to a unit that routs take a discipline test. */
  routTestRange: z.number().min(0).max(10).default(1),
  /** SSF-A41: hits a successful rally removes. */
  rallyRemoves: z.number().int().min(1).max(6).default(1),
  /** SSF-A42: does every unit of an army that has lost more than a third take a test in the next end phase? */
  armyTests: z.boolean().default(true),
  /** SSF-A46: a lone character shot at is killed on a 6 and one contacted on 5-6, survivors of a contact flee ('risk'); or he always flees to the nearest friendly unit ('flee'). */
  loneCharacters: z.enum(['risk', 'flee']).default('risk'),
  /** SSF-A43: do mounted or undrilled winners pursue a routed enemy one full move? */
  pursuit: z.boolean().default(true),
  /** SSF-A48: what a linear obstacle does in combat: a unit behind a hedge or wall is in cover against shooting and a charger that crossed one is not fresh ('cover-and-not-fresh'), or it only costs movement ('movement-only'). */
  obstacleCombat: z.enum(['cover-and-not-fresh', 'movement-only']).default('cover-and-not-fresh'),
  /** SSF-A49: large beasts are good against cavalry: mounted enemies lose their fresh-mounted die ('no-fresh-die'), the large beast rolls one more die against them ('extra-die'), or nothing ('none'). */
  largeBeastsVsCavalry: z.enum(['no-fresh-die', 'extra-die', 'none']).default('no-fresh-die'),
  /** SSF-A50: the widest gap (DU) between the sides of units moving together in a group move. */
  groupGap: z.number().min(0).max(3).default(1),
  /** SSF-A51 (Appendix 3 Multi-player games): players a side; with 2 each army is split into two commands, played at seats 'a'/'a2' and 'b'/'b2'. */
  playersPerSide: z.number().int().min(1).max(2).default(1),
  /** SSF-A52 (Section 18 Undead is missing): undead units are not affected by fear and are rallied only by magic ('fearless-no-rally'), or they are like any other unit ('none'). */
  undead: z.enum(['fearless-no-rally', 'none']).default('fearless-no-rally'),
});

export type Options = z.infer<typeof optionsSchema>;
export const DEFAULT_OPTIONS: Options = optionsSchema.parse({});

export function parseOptions(input: unknown): Result<Options, RuleError> {
  const r = optionsSchema.safeParse(input ?? {});
  return r.success ? ok(r.data) : err(Errors.badOption(z.prettifyError(r.error)));
}
