/**
 * `warband replay <record.json>`: replays a game record and shows the final position with every piece
 * (a review of a record: both deployments are in it, so nothing is secret) and the events with the
 * clauses that produced them; `--at N` stops after N actions, and `--seat` puts beside it the board as
 * that seat saw it (what a player, or a computer player, knew when it chose).
 * `warband rulesets`: the rule systems and their recorded assumptions.
 */
import { parseRecord, replay, type Replay } from '../core/record.js';
import type { RuleError } from '../core/rule-error.js';
import { listRulesets } from '../core/registry.js';
import type { GameEvent } from '../core/ruleset.js';
import '../rulesets/index.js';
import type { SwEvent, SwView } from '../rulesets/swords-and-wizardry/index.js';
import { formatEvents, legend, mergeViews, outcomeText, renderBoard, seatName, statusLines } from './swords-and-wizardry/sw-text.js';

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
  /** Also show the board as this seat saw it (Swords & Wizardry: the enemy's unknown pieces as '?'). */
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
  if (at !== undefined && (!Number.isInteger(at) || at < 0 || at > total)) return failure(`--at ${at}: ${source} has ${total} actions; choose 0 to ${total}.`);
  if (seat !== undefined && seat !== 'red' && seat !== 'black') return failure(`--seat ${seat}: choose red or black.`);
  if (seat !== undefined && parsed.value.ruleset !== 'swords-and-wizardry') return failure(`--seat shows a Swords & Wizardry seat's board; ${source} is a ${parsed.value.ruleset} record.`);
  const replayed = replay(at === undefined ? input : { ...parsed.value, actions: parsed.value.actions.slice(0, at), result: null });
  if (!replayed.ok) return failure(`${source}: ${replayed.error.message}`, replayed.error);
  const r = replayed.value as Replay<unknown, unknown, unknown, unknown, GameEvent>;
  const match = r.match;
  const failed = r.failure ? `Action ${r.failure.index + 1} of the record was refused: ${r.failure.error.message} [${r.failure.error.clause}]` : null;
  const events = match.events();

  if (match.ruleset.id !== 'swords-and-wizardry') {
    const text = [`${match.ruleset.name}: ${r.applied} actions replayed.`, ...events.map((e) => `${e.type}${e.clause ? `  [${e.clause}]` : ''}`)];
    if (failed) text.push(failed);
    return { code: failed ? 1 : 0, text: text.join('\n'), ...(failed ? { error: failed } : {}), json: { view: match.view('spectator'), events, applied: r.applied, failure: r.failure ?? null } };
  }

  const full = mergeViews(match.view('red') as SwView, match.view('black') as SwView);
  const outcome = match.outcome();
  const perspective = seat ?? 'red';
  const seen = seat === undefined ? undefined : (match.view(seat) as SwView);
  const where = at === undefined ? 'Final position' : `Position after action ${at} of ${total}`;
  const lines = [
    `Review of ${source}: ${match.ruleset.name} ${match.ruleset.version}, seed ${match.seed}, ${r.applied} actions replayed.`,
    '',
    'Events:',
    ...formatEvents(events as SwEvent[]).map((l) => `  ${l}`),
    '',
    seen
      ? `${where}: every piece (left, this is a review of a record) and what ${seatName(perspective)} saw (right).`
      : `${where}. This is a review of a record, so every piece is shown, hidden ones included.`,
    seen ? sideBySide(renderBoard(full, { perspective }), renderBoard(seen, { perspective })) : renderBoard(full, { perspective }),
    legend(full, perspective),
    ...statusLines(full, perspective),
  ];
  if (outcome) lines.push(outcomeText(outcome));
  else if (at !== undefined && at < total) lines.push(`The record goes on for ${total - at} more actions.`);
  else if (!failed) lines.push('The game was not finished when the record was written.');
  if (failed) lines.push('', `The record is damaged. ${failed}`, `The position shown is after the ${r.applied} actions before it.`);
  return {
    code: failed ? 1 : 0,
    text: lines.join('\n'),
    ...(failed ? { error: `${source}: the record is damaged. ${failed}` } : {}),
    json: { view: full, allPiecesShown: true, ...(seen ? { seatView: seen } : {}), events, applied: r.applied, failure: r.failure ?? null, outcome },
  };
}

/** Two boards of the same height, side by side. */
function sideBySide(left: string, right: string): string {
  const a = left.split('\n');
  const b = right.split('\n');
  const width = Math.max(...a.map((l) => l.length));
  return a.map((l, i) => `${l.padEnd(width)}    ${b[i] ?? ''}`).join('\n');
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
