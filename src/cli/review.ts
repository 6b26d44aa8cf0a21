/**
 * `warband replay <record.json>`: replays a game record and shows the final position with every piece
 * (a review of a record: both deployments are in it, so nothing is secret) and the events with the
 * clauses that produced them; `--at N` stops after N actions, and `--seat` puts beside it the board as
 * that seat saw it (what a player, or a computer player, knew when it chose).
 * `warband rulesets`: the rule systems and their recorded assumptions.
 */
import { parseRecord, replay, type Replay } from '../core/record.js';
import type { RuleError } from '../core/rule-error.js';
import { getRuleset, listRulesets, systemOf } from '../core/registry.js';
import type { GameEvent } from '../core/ruleset.js';
import { cliSystemFor } from './registry.js';
import './systems.js';

export interface Review {
  /** 0 when the whole record replayed, 1 when it is not a record or an action in it was refused. */
  readonly code: number;
  /** The review (empty when the file could not be replayed at all). */
  readonly text: string;
  /** What is wrong with the file, if anything. */
  readonly error?: string;
  readonly json: unknown;
}

export interface ReviewOptions {
  /** Show the position after this many of the record's actions, not the last. */
  readonly at?: number;
  /** Also show the board as this seat saw it (where the system's review shows one: CliReview.seats). */
  readonly seat?: string;
}

/** Reviews a record given as file text. Never throws on bad input: the text says what is wrong. */
export function reviewRecord(fileText: string, source: string, options: ReviewOptions = {}): Review {
  let input: unknown;
  try {
    input = JSON.parse(fileText);
  } catch (e) {
    return failure(`${source} is not JSON: ${(e as Error).message}`);
  }
  const parsed = parseRecord(input);
  if (!parsed.ok) return failure(`${source}: ${parsed.error.message}`, parsed.error);
  const total = parsed.value.actions.length;
  const { at, seat } = options;
  if (at !== undefined && (!Number.isInteger(at) || at < 0 || at > total))
    return failure(`--at ${at}: ${source} has ${total} actions; choose 0 to ${total}.`);
  const shows = cliSystemFor(parsed.value.ruleset)?.review;
  const review = shows?.ruleset === parsed.value.ruleset ? shows : undefined;
  if (seat !== undefined) {
    const name = getRuleset(parsed.value.ruleset)?.name ?? parsed.value.ruleset;
    if (!review || review.seats.length === 0)
      return failure(`--seat shows a seat's board; ${source} is a ${name} record, whose review shows none.`);
    if (!review.seats.includes(seat)) return failure(`--seat ${seat}: choose ${review.seatWords}.`);
  }
  const replayed = replay(at === undefined ? input : { ...parsed.value, actions: parsed.value.actions.slice(0, at), result: null });
  if (!replayed.ok) return failure(`${source}: ${replayed.error.message}`, replayed.error);
  const r = replayed.value as Replay<unknown, unknown, unknown, unknown, GameEvent>;
  const match = r.match;
  const failed = r.failure
    ? `Action ${r.failure.index + 1} of the record was refused: ${r.failure.error.message} [${r.failure.error.clause}]`
    : null;
  const events = match.events();

  if (!review) {
    // The system's describer words each event (an event it leaves unworded shows its type).
    const describe = systemOf(match.ruleset.id)?.describe;
    const view = match.view('spectator');
    const words = (e: GameEvent) => describe?.event(e, { viewer: null, view })?.text ?? e.type;
    const text = [
      `${match.ruleset.name}: ${r.applied} actions replayed.`,
      ...events.map((e) => `${words(e)}${e.clause ? `  [${e.clause}]` : ''}`),
    ];
    if (failed) text.push(failed);
    return {
      code: failed ? 1 : 0,
      text: text.join('\n'),
      ...(failed ? { error: failed } : {}),
      json: { view, events, applied: r.applied, failure: r.failure ?? null },
    };
  }

  const shown = review.show({
    match,
    source,
    applied: r.applied,
    total,
    ...(at !== undefined ? { at } : {}),
    ...(seat !== undefined ? { seat } : {}),
    failed,
    failure: r.failure ?? null,
  });
  return {
    code: failed ? 1 : 0,
    text: shown.text,
    ...(failed ? { error: `${source}: the record is damaged. ${failed}` } : {}),
    json: shown.json,
  };
}

function failure(message: string, error?: RuleError): Review {
  return { code: 1, text: '', error: message, json: { error: error ?? { code: 'ERR_BAD_FILE', clause: 'docs/records.md', message } } };
}

/** The registered rule systems and their assumptions, as text or JSON. */
export function rulesetsList(): { text: string; json: unknown } {
  const all = listRulesets();
  const lines: string[] = [];
  for (const r of all) {
    lines.push(`${r.id}  ${r.name} ${r.version}  seats: ${r.seats.join(', ')}`);
    lines.push('  Assumptions (where the rulebook is silent or unclear; --option <option>=<value> changes one):');
    for (const a of r.assumptions) {
      lines.push(`  ${a.id}  option ${a.option}`);
      lines.push(`      text:   ${a.text}`);
      lines.push(`      chosen: ${a.chosen}`);
      if (a.alternatives.length) lines.push(`      else:   ${a.alternatives.join('; ')}`);
    }
    lines.push('');
  }
  return {
    text: lines.join('\n').trimEnd(),
    json: all.map((r) => ({ id: r.id, name: r.name, version: r.version, seats: r.seats, assumptions: r.assumptions })),
  };
}
