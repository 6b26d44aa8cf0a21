/**
 * `warband replay` of a Swords & Wizardry record: the position with every piece (a review of a record:
 * both deployments are in it, so nothing is secret), the events with the clauses that produced them, and
 * with --seat the board as that seat saw it beside it (what a player, or a computer player, knew).
 */
import type { SwAction, SwEvent, SwSeat, SwView } from '../../rulesets/swords-and-wizardry/index.js';
import type { CliReview, ReplayedRecord } from '../system.js';
import { formatEvents, legend, mergeViews, outcomeText, renderBoard, seatName, statusLines } from './sw-text.js';

function show({ match, source, applied, total, at, seat, failed, failure }: ReplayedRecord): { text: string; json: unknown } {
  const events = match.events();
  const full = mergeViews(match.view('red') as SwView, match.view('black') as SwView);
  const outcome = match.outcome();
  // The review checked `seat` against its seats.
  const perspective = (seat ?? 'red') as SwSeat;
  const seen = seat === undefined ? undefined : (match.view(seat) as SwView);
  const where = at === undefined ? 'Final position' : `Position after action ${at} of ${total}`;
  const lines = [
    `Review of ${source}: ${match.ruleset.name} ${match.ruleset.version}, seed ${match.seed}, ${applied} actions replayed.`,
    '',
    'Events:',
    ...formatEvents(events as SwEvent[]).map((l) => `  ${l}`),
    '',
    seen
      ? `${where}: every piece (left, this is a review of a record) and what ${seatName(perspective)} saw (right).`
      : `${where}. This is a review of a record, so every piece is shown, hidden ones included.`,
    seen ? sideBySide(renderBoard(full, { perspective }), renderBoard(seen, { perspective })) : renderBoard(full, { perspective }),
    legend(full, perspective),
    // A review shows everything, the chooser's replacements included.
    ...statusLines(full, perspective, full.pending ? (match.legalActions(full.pending.chooser) as SwAction[]) : []),
  ];
  if (outcome) lines.push(outcomeText(outcome));
  else if (at !== undefined && at < total) lines.push(`The record goes on for ${total - at} more actions.`);
  else if (!failed) lines.push('The game was not finished when the record was written.');
  if (failed) lines.push('', `The record is damaged. ${failed}`, `The position shown is after the ${applied} actions before it.`);
  return {
    text: lines.join('\n'),
    json: { view: full, allPiecesShown: true, ...(seen ? { seatView: seen } : {}), events, applied, failure, outcome },
  };
}

/** Two boards of the same height, side by side. */
function sideBySide(left: string, right: string): string {
  const a = left.split('\n');
  const b = right.split('\n');
  const width = Math.max(...a.map((l) => l.length));
  return a.map((l, i) => `${l.padEnd(width)}    ${b[i] ?? ''}`).join('\n');
}

export const swReview: CliReview = { ruleset: 'swords-and-wizardry', seats: ['red', 'black'], seatWords: 'red or black', show };
