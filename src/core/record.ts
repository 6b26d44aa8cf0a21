/**
 * Game records: the versioned JSON a match is saved as (docs/records.md). A record holds decisions, not
 * their consequences: replaying its actions from its seed reproduces every roll and the final state.
 */
import { z } from 'zod';
import { Match } from './match.js';
import { getRuleset } from './registry.js';
import { err, ok, type Result } from './result.js';
import { ruleError, type RuleError } from './rule-error.js';
import type { AnyRuleset, Outcome, Ruleset, GameEvent } from './ruleset.js';

export const RECORD_FORMAT = 'warband-record';
export const RECORD_FORMAT_VERSION = 1;

const recordSchema = z.strictObject({
  format: z.literal(RECORD_FORMAT),
  formatVersion: z.literal(RECORD_FORMAT_VERSION),
  ruleset: z.string().min(1),
  rulesetVersion: z.string().min(1),
  options: z.record(z.string(), z.unknown()),
  seed: z.number().int(),
  actions: z.array(z.strictObject({ seat: z.string(), action: z.unknown(), dice: z.array(z.number().int().min(1)).optional() })),
  result: z
    .strictObject({ winner: z.string().nullable(), reason: z.string(), clause: z.string() })
    .nullable()
    .optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});

export type GameRecord = z.infer<typeof recordSchema>;

export function toRecord<O>(match: Match<unknown, unknown, unknown, O, GameEvent>, meta?: Record<string, unknown>): GameRecord {
  return {
    format: RECORD_FORMAT,
    formatVersion: RECORD_FORMAT_VERSION,
    ruleset: match.ruleset.id,
    rulesetVersion: match.ruleset.version,
    options: match.options as Record<string, unknown>,
    seed: match.seed,
    actions: match.actions.map((a) => (a.dice ? { seat: a.seat, action: a.action, dice: [...a.dice] } : { seat: a.seat, action: a.action })),
    result: match.outcome() as Outcome | null,
    ...(meta ? { meta } : {}),
  };
}

/** Checks a record's shape (e.g. a file from disk) without replaying it. */
export function parseRecord(input: unknown): Result<GameRecord, RuleError> {
  const parsed = recordSchema.safeParse(input);
  if (!parsed.success) {
    return err(ruleError('ERR_BAD_RECORD', 'docs/records.md', `Not a Warband game record: ${z.prettifyError(parsed.error)}`));
  }
  return ok(parsed.data);
}

export interface Replay<S, A, V, O, E extends GameEvent> {
  readonly match: Match<S, A, V, O, E>;
  /** How many of the record's actions were applied: all of them unless `failure` is set. */
  readonly applied: number;
  readonly failure?: { readonly index: number; readonly error: RuleError };
}

/**
 * Replays a record: the valid prefix of the game, and the first action that failed if any.
 * A record from another ruleset version is refused, since its rules may differ.
 */
export function replay(input: unknown, ruleset?: AnyRuleset): Result<Replay<unknown, unknown, unknown, unknown, GameEvent>, RuleError> {
  const parsed = parseRecord(input);
  if (!parsed.ok) return parsed;
  const record = parsed.value;
  const rules: AnyRuleset | undefined = ruleset ?? getRuleset(record.ruleset);
  if (!rules || rules.id !== record.ruleset) {
    return err(ruleError('ERR_UNKNOWN_RULESET', 'docs/records.md', `Unknown ruleset: ${record.ruleset}`));
  }
  if (rules.version !== record.rulesetVersion) {
    return err(
      ruleError('ERR_RULESET_VERSION', 'docs/records.md', `Record is for ${record.ruleset} ${record.rulesetVersion}; this is ${rules.version}.`),
    );
  }
  const created = Match.create(rules as Ruleset<unknown, unknown, unknown, unknown, GameEvent>, record.options, record.seed);
  if (!created.ok) return created;
  const match = created.value;
  for (const [index, { seat, action, dice }] of record.actions.entries()) {
    const result = match.act(seat, action, dice);
    if (!result.ok) return ok({ match, applied: index, failure: { index, error: result.error } });
  }
  return ok({ match, applied: record.actions.length });
}
