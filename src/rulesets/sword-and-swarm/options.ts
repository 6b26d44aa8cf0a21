/**
 * Options: every assumption the code makes where the Sword & Swarm seed is silent, as a switch
 * (assumptions.ts says which assumption each belongs to). Unknown keys are refused.
 *
 *   const o = parseOptions({ evasionDie: 'extra-die' }); // ok, the rest defaulted
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';

export const optionsSchema = z.strictObject({
  /** SWS-A3: the Swarm's models of the encounter take part ('rules-gaps'), or are left off the table ('off'). */
  swarm: z.enum(['rules-gaps', 'off']).default('rules-gaps'),
  /** SWS-A18: a leader's order makes a friend activate first in the next turn ('first'), or leaders give no orders ('off'). */
  orders: z.enum(['first', 'off']).default('first'),
  /** SWS-A19: the two stand-in spells of data/spells.json ('stand-in'), or casting refused as not modelled ('off'). */
  spells: z.enum(['stand-in', 'off']).default('stand-in'),
  /** SWS-A2: morale tests and the Wavering/Fleeing steps ('rules-gaps'), or none ('off'). */
  morale: z.enum(['rules-gaps', 'off']).default('rules-gaps'),
  /** SWS-A4, G1: the net modifier on a test is capped at plus or minus this. */
  modifierCap: z.number().int().min(0).max(10).default(4),
  /** SWS-A4, G1: attributes of 6+ must confirm a rolled 6 against attribute - 5. */
  confirmHigh: z.boolean().default(true),
  /** SWS-A5: the Evasion Die is one of the Shield tests ('one-of-the-tests') or a die rolled besides them ('extra-die'). */
  evasionDie: z.enum(['one-of-the-tests', 'extra-die']).default('one-of-the-tests'),
  /** SWS-A6: Bloodied at Star <= max/2 rounded down ('floor') or up ('ceil'). */
  bloodiedAt: z.enum(['floor', 'ceil']).default('floor'),
  /** SWS-A8: the side of a model's square base, in inches; distances are measured base edge to base edge. */
  baseSize: z.number().positive().max(3).default(1),
  /** SWS-A9: when a model stands in a terrain piece (open-table InAreaRule). */
  inArea: z.enum(['centre', 'any-part', 'half', 'whole']).default('centre'),
  /** SWS-A10: Take Cover in cover adds to the table's cover penalty ('additional') or the table's penalty applies only after Take Cover ('replace'). */
  takeCover: z.enum(['additional', 'replace']).default('additional'),
  /** SWS-A11: after a failed Runes test to pick a target, the action is spent ('lost') or the closest target is shot ('closest'). */
  runesFailure: z.enum(['lost', 'closest']).default('lost'),
  /** SWS-A14: an unmodified 6 on a Bloodied Breather costs 1 Mallet ('mallet') or 1 Star ('star'). */
  breatherSix: z.enum(['mallet', 'star']).default('mallet'),
  /** SWS-A15: rallying another character tests the rallier's Coronet ('rallier') or the rallied one's ('target'). */
  rallyTester: z.enum(['rallier', 'target']).default('rallier'),
  /** SWS-A21: carrying a two-handed weapon leaves no shield: Shield one lower ('less-one', not below 0), Shield 0 ('zero'), or the sheet's Shield as printed ('sheet'). */
  twoHandedShield: z.enum(['less-one', 'zero', 'sheet']).default('less-one'),
  /** SWS-A17: the encounter ends after this many turns if no warband is beaten first. */
  maxTurns: z.number().int().min(1).max(100).default(8),
});

export type Options = z.infer<typeof optionsSchema>;
export const DEFAULT_OPTIONS: Options = optionsSchema.parse({});

export function parseOptions(input: unknown): Result<Options, RuleError> {
  const r = optionsSchema.safeParse(input ?? {});
  return r.success ? ok(r.data) : err(Errors.badOption(z.prettifyError(r.error)));
}

/** A refused option, named by its path: the first issue zod found. */
export function badOption(e: z.ZodError): RuleError {
  const issue = e.issues[0]!;
  return Errors.badOption(`${issue.path.join('.') || 'options'}: ${issue.message}`);
}
