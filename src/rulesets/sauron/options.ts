/**
 * Options of the Sauron variant's rules core: each is an assumption of assumptions.ts that a user may
 * change. Unknown keys are refused, so a misspelt house rule is an error, not silently ignored.
 *
 *   const options = sauronOptionsSchema.parse({ mortalCombatRounds: 'one-die' });
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';

export const sauronOptionsSchema = z.strictObject({
  /** SAU-A3: each Mortal Combat round both leaders roll as attacker, or the challenger rolls one die for both. */
  mortalCombatRounds: z.enum(['both-roll', 'one-die']).default('both-roll'),
  /** SAU-A17: which ratings 22.4 compares. */
  challengeRatings: z.enum(['modified', 'printed', 'with-wounds']).default('modified'),
  /** SAU-A14: a third player's count of turns (16.69) starts at his first battle or when he turns evil. */
  thirdPlayerCount: z.enum(['after-first-battle', 'after-turning-evil']).default('after-first-battle'),
  /** SAU-A15: a Westernesse leader turned evil adds his original rally rating to Westernesse's level, as if killed. */
  evilCountsAsKilled: z.boolean().default(true),
  /** SAU-A16: ordinary Leader Combat attacks per leader per Combat Phase (7.241 frees Mortal Combat from the limit); 0 = no limit. */
  leaderAttacksPerPhase: z.number().int().min(0).default(1),
  /** SAU-A28: the Expanded Game's rematch starts both Demoralization Levels again at 0, or keeps the first battle's. */
  rematchLevels: z.enum(['reset', 'keep']).default('reset'),
});

export type SauronOptions = z.infer<typeof sauronOptionsSchema>;
export type SauronOptionsInput = z.input<typeof sauronOptionsSchema>;

export const DEFAULT_OPTIONS: SauronOptions = sauronOptionsSchema.parse({});

export function parseSauronOptions(input: unknown): Result<SauronOptions, RuleError> {
  const parsed = sauronOptionsSchema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0]!;
  return err(Errors.badOption(`${issue.path.join('.') || 'options'}: ${issue.message}`));
}
