/**
 * Battle options: each is an assumption of assumptions.ts (SSV-A20..A39) that a user may change.
 * Unknown keys are refused, so a misspelt house rule is an error, not silently ignored.
 *
 *   const options = battleOptionsSchema.parse({ lossRounding: 'down' });
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';

export const battleOptionsSchema = z.strictObject({
  /** SSV-A20: rounding of each side's inflicted loss total. */
  lossRounding: z.enum(['exact', 'down', 'nearest', 'up']).default('exact'),
  /** SSV-A21: III.D.2.a(2) — with any character present one must lead the die ('always'), or none if all add to strength. */
  leaderRequired: z.enum(['always', 'unless-all-add']).default('always'),
  /** SSV-A22: III.D.1.b's cap: all characters adding to one race together ('per-race'), or each character alone ('per-character'). */
  leadershipCap: z.enum(['per-race', 'per-character']).default('per-race'),
  /** SSV-A39: in III.A.4-9 "faster" is a strictly greater movement allowance, or at least as great. */
  faster: z.enum(['strictly', 'at-least']).default('strictly'),
  /** SSV-A23: whether the table's post-combat modifier also applies to the special checks of III.D.5.b. */
  specialCheckModifier: z.enum(['none', 'table']).default('none'),
  /** SSV-A24: how a character's Leadership is split over morale checks when the owner does not say (V.B). */
  moraleLeadership: z.enum(['spread', 'full-on-strongest']).default('spread'),
  /** SSV-A25: the Continental Siege Machine counts as archer or flying: declared each round, or always one. */
  siegeMachineRole: z.enum(['declared', 'archer', 'flying']).default('declared'),
  /** SSV-A26: rounds fought after a withdrawal is declared before the survivors leave (III.D.7.a). */
  withdrawalDelay: z.union([z.literal(1), z.literal(2)]).default(1),
  /** SSV-A28: every Demoralization result counts for V.C.1, or at most one per unit per round. */
  demoralizations: z.enum(['each', 'once-per-round']).default('each'),
  /** SSV-A29: strengths of a Demoralized unit whose caller gave no Demoralized side. */
  demoralizedStrength: z.enum(['same', 'half']).default('same'),
  /** SSV-A30: rounds after which an undecided battle stops; 0 for no limit. */
  roundLimit: z.number().int().min(0).default(100),
  /** SSV-A34: may a stack whose reinforcement roll failed try again after a later round. */
  reinforcementRetry: z.boolean().default(true),
  /** SSV-A36: in Character vs Army the unit's loss strength is x10 like its attack ('x10'), or its basic loss strength ('basic'). */
  cvaLossStrength: z.enum(['x10', 'basic']).default('x10'),
  /** SSV-A61: a character's fighting strength: 10 x the card's 1-6 field ('card'), 10 x (Leadership + 1) ('leadership'), or 30 for all ('uniform'); monsters keep their card's. */
  characterStrength: z.enum(['card', 'leadership', 'uniform']).default('card'),
  /** SSV-A60: when a led unit is eliminated (VII.A.3.a(1)) the lone leader fights the characters on ('fight'), or the combat ends there ('ends'). */
  characterVsCharacter: z.enum(['fight', 'ends']).default('fight'),
  /** SSV-A35: which characters take the odd wounds (VII.A.3), when the owner does not say. */
  woundOrder: z.enum(['most-strength-first', 'listed']).default('most-strength-first'),
});

export type BattleOptions = z.infer<typeof battleOptionsSchema>;
export type BattleOptionsInput = z.input<typeof battleOptionsSchema>;

export const DEFAULT_BATTLE_OPTIONS: BattleOptions = battleOptionsSchema.parse({});

export function parseBattleOptions(input: unknown): Result<BattleOptions, RuleError> {
  const parsed = battleOptionsSchema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0]!;
  return err(Errors.badOption(`${issue.path.join('.') || 'options'}: ${issue.message}`));
}
