/**
 * Game records: the versioned JSON a match is saved as (docs/records.md). A record holds decisions, not
 * their consequences: replaying its actions from its seed, or from its dice secret, reproduces every roll
 * and the final state.
 *
 * Format 1 records have a 32-bit `seed`. Format 2 records of keyed dice have `dice`: the scheme, the
 * commitment published when the game began, and, once the game is over, the secret; `verifyDice` checks
 * that the secret is the one committed to.
 */
import { z } from 'zod';
import { KEYED_DICE_SCHEME, commitmentOf, isKeyed, isSecret, type DiceSource } from './dice.js';
import { Match } from './match.js';
import { getRuleset } from './registry.js';
import { err, ok, type Result } from './result.js';
import { ruleError, type RuleError } from './rule-error.js';
import type { AnyRuleset, Outcome, Ruleset, GameEvent } from './ruleset.js';

export const RECORD_FORMAT = 'warband-record';
/** The newest format; a seeded record is still written as format 1, which every reader accepts. */
export const RECORD_FORMAT_VERSION = 2;

const hex64 = z.string().regex(/^[0-9a-f]{64}$/, '64 lowercase hex digits');

const keyedDiceSchema = z.strictObject({
  scheme: z.literal(KEYED_DICE_SCHEME),
  /** SHA-256 of the secret, published when the game began. */
  commitment: hex64,
  /** Revealed when the game ended; absent in a record of a game still being played. */
  secret: hex64.optional(),
});

const common = {
  format: z.literal(RECORD_FORMAT),
  ruleset: z.string().min(1),
  rulesetVersion: z.string().min(1),
  options: z.record(z.string(), z.unknown()),
  actions: z.array(
    z.strictObject({
      seat: z.string(),
      action: z.unknown(),
      dice: z.array(z.number().int().min(1)).optional(),
      /** The players' end of the game: `seat` resigned, or accepted a draw (action null). */
      end: z.enum(['resign', 'draw']).optional(),
    }),
  ),
  result: z.strictObject({ winner: z.string().nullable(), reason: z.string(), clause: z.string() }).nullable().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
};

const recordSchema = z.union([
  z.strictObject({ ...common, formatVersion: z.literal(1), seed: z.number().int() }),
  z.strictObject({ ...common, formatVersion: z.literal(2), dice: keyedDiceSchema }),
]);

export type GameRecord = z.infer<typeof recordSchema>;
export type KeyedDiceRecord = z.infer<typeof keyedDiceSchema>;

/**
 * A match as a record. A keyed match's secret is written only when `reveal` is true: the server reveals
 * it once the game is over, and never before.
 */
export function toRecord<O>(
  match: Match<unknown, unknown, unknown, O, GameEvent>,
  meta?: Record<string, unknown>,
  reveal = true,
): GameRecord {
  const dice = match.dice;
  const body = {
    format: RECORD_FORMAT as typeof RECORD_FORMAT,
    ruleset: match.ruleset.id,
    rulesetVersion: match.ruleset.version,
    options: match.options as Record<string, unknown>,
    actions: match.actions.map((a) => ({
      seat: a.seat,
      action: a.action,
      ...(a.dice ? { dice: [...a.dice] } : {}),
      ...(a.end ? { end: a.end } : {}),
    })),
    result: match.outcome() as Outcome | null,
    ...(meta ? { meta } : {}),
  };
  if (!isKeyed(dice)) return { ...body, formatVersion: 1, seed: dice };
  const keyed: KeyedDiceRecord = {
    scheme: KEYED_DICE_SCHEME,
    commitment: commitmentOf(dice.secret),
    ...(reveal ? { secret: dice.secret } : {}),
  };
  return { ...body, formatVersion: 2, dice: keyed };
}

/** Where a record's dice come from, or why it cannot be replayed (a keyed record whose secret is not revealed). */
export function diceSourceOf(record: GameRecord): Result<DiceSource, RuleError> {
  if (record.formatVersion === 1) return ok(record.seed);
  const { secret, commitment } = record.dice;
  if (secret === undefined)
    return err(ruleError('ERR_DICE_SECRET', 'docs/records.md', 'The record holds no dice secret: it is revealed when the game ends.'));
  if (!isSecret(secret) || commitmentOf(secret) !== commitment) {
    return err(
      ruleError('ERR_DICE_COMMITMENT', 'docs/records.md', 'The dice secret does not match the commitment published when the game began.'),
    );
  }
  return ok({ secret });
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
      ruleError(
        'ERR_RULESET_VERSION',
        'docs/records.md',
        `Record is for ${record.ruleset} ${record.rulesetVersion}; this is ${rules.version}.`,
      ),
    );
  }
  const source = diceSourceOf(record);
  if (!source.ok) return source;
  const created = Match.create(rules as Ruleset<unknown, unknown, unknown, unknown, GameEvent>, record.options, source.value);
  if (!created.ok) return created;
  const match = created.value;
  for (const [index, entry] of record.actions.entries()) {
    const result = match.replayEntry(entry);
    if (!result.ok) return ok({ match, applied: index, failure: { index, error: result.error } });
  }
  return ok({ match, applied: record.actions.length });
}
