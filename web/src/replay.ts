/**
 * Replays a game record in the browser with the same core Match and ruleset code the server runs
 * (docs/records.md): a record holds decisions, and replaying them from the seed gives every roll again.
 * Nothing is decided here that the ruleset does not decide.
 *
 *   const r = buildReplay(recordJson);
 *   if (r.ok) r.value.viewAt(10, 'red'); // Red's view after the tenth action
 */
import { Match } from '../../src/core/match.js';
import { diceSourceOf, parseRecord, type GameRecord } from '../../src/core/record.js';
import { getRuleset } from '../../src/core/registry.js';
import { err, ok, type Result } from '../../src/core/result.js';
import { ruleError, type RuleError } from '../../src/core/rule-error.js';
import type { AnyRuleset, GameEvent, Seat, Viewer } from '../../src/core/ruleset.js';
import { loadRulesetUi } from './rulesets/registry.js';

export interface ReplayStep {
  /** The seat that acted, null for the position after setup. */
  readonly seat: Seat | null;
  readonly action: unknown;
  /** Every event of this step, hidden ones included (the game is over). */
  readonly events: readonly GameEvent[];
}

export interface ClientReplay {
  readonly record: GameRecord;
  readonly ruleset: AnyRuleset;
  /** Step 0 is the position after setup; step i the position after action i. */
  readonly steps: readonly ReplayStep[];
  /**
   * The dice were checked: the record's secret matches its commitment and every action replayed with
   * the rolls derived from it. Null for a seeded record (nothing to check).
   */
  readonly diceVerified: boolean | null;
  /** The first action that failed to replay, if any (the valid prefix is still shown). */
  readonly failure?: { readonly index: number; readonly error: RuleError };
  viewAt(step: number, viewer: Viewer): unknown;
  outcomeAt(step: number): ReturnType<AnyRuleset['outcome']>;
}

/** `rulesetOf` finds the record's engine (by default in the registry of engines, where a program has registered them). */
export function buildReplay(
  input: unknown,
  rulesetOf: (id: string) => AnyRuleset | undefined = getRuleset,
): Result<ClientReplay, RuleError> {
  const parsed = parseRecord(input);
  if (!parsed.ok) return parsed;
  const record = parsed.value;
  const ruleset = rulesetOf(record.ruleset);
  if (!ruleset)
    return err(ruleError('ERR_UNKNOWN_RULESET', 'docs/records.md', `This client does not know the rule system ${record.ruleset}.`));
  if (ruleset.version !== record.rulesetVersion) {
    return err(
      ruleError(
        'ERR_RULESET_VERSION',
        'docs/records.md',
        `The record is for ${record.ruleset} ${record.rulesetVersion}; this client has ${ruleset.version}.`,
      ),
    );
  }
  // A keyed record's secret must match its commitment, or it is refused (docs/records.md, "Dice").
  const source = diceSourceOf(record);
  if (!source.ok) return source;
  const created = Match.create(ruleset, record.options, source.value);
  if (!created.ok) return created;
  const match = created.value;
  const states: unknown[] = [match.state];
  // The outcome after each step: the rules', or the players' own end (a resignation, an agreed draw).
  const outcomes: ReturnType<AnyRuleset['outcome']>[] = [match.outcome()];
  const steps: ReplayStep[] = [{ seat: null, action: null, events: match.events() }];
  let failure: ClientReplay['failure'];
  for (const [index, entry] of record.actions.entries()) {
    const result = match.replayEntry(entry);
    if (!result.ok) {
      failure = { index, error: result.error };
      break;
    }
    // States are never mutated by `apply` (it works on a copy), so each may be kept as it is.
    states.push(match.state);
    outcomes.push(match.outcome());
    steps.push({ seat: entry.seat, action: entry.action, events: result.value });
  }
  const clamp = (step: number) => Math.max(0, Math.min(states.length - 1, step));
  return ok({
    record,
    ruleset,
    steps,
    diceVerified: record.formatVersion === 1 ? null : !failure,
    ...(failure ? { failure } : {}),
    viewAt: (step, viewer) => ruleset.view(states[clamp(step)], viewer),
    outcomeAt: (step) => outcomes[clamp(step)] ?? null,
  });
}

/**
 * The browser's replay: the record's rule system is fetched first (its interface's chunk carries its
 * engine), so a replay loads one engine, not all of them.
 */
export async function loadReplay(input: unknown): Promise<Result<ClientReplay, RuleError>> {
  const id = typeof input === 'object' && input !== null ? (input as { ruleset?: unknown }).ruleset : undefined;
  const ui = typeof id === 'string' ? await loadRulesetUi(id) : undefined;
  return buildReplay(input, (rulesetId) => (ui?.engine.id === rulesetId ? ui.engine : undefined));
}

/** The record as a file to download: pretty JSON, named after the game. */
export function recordFileName(record: GameRecord, gameId?: string): string {
  const base = gameId
    ? `${record.ruleset}-${gameId}`
    : `${record.ruleset}-${record.formatVersion === 1 ? record.seed : record.dice.commitment.slice(0, 12)}`;
  return `${base.replace(/[^a-zA-Z0-9_-]+/g, '_')}.json`;
}
