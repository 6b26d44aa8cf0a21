/**
 * Swords & Wizardry in words: every event of a game as one line with the clause that produced it, and
 * the decision pending. The one wording: the web log, the CLI and the replay all read these lines (the
 * CLI adds layout and colour only).
 *
 *   describer.event({ type: 'moved', seat: 'red', piece: 'r3', from: 'b4', to: 'b5', how: 'step', clause: 'Commencement of Game' }, { viewer: 'red' })
 *   // { text: 'Red: b4-b5.', clause: 'Commencement of Game', move: true }
 */
import type { GameEvent, Outcome, Seat } from '../../core/ruleset.js';
import type { DescribeContext, Describer, EventLine } from '../../core/system.js';
import type { ChallengeResult } from './challenge.js';
import type { ShownPiece, SwEvent } from './events.js';
import type { SwView } from './ruleset.js';
import { PIECES, type PieceKind } from './vocabulary.js';

export const seatName = (seat: string): string => (seat === 'red' ? 'Red' : seat === 'black' ? 'Black' : seat);

/** A challenge's result in a few words, for the challenge panel. */
export const RESULT_TEXT: Readonly<Record<ChallengeResult, string>> = {
  X: 'Both pieces eliminated',
  A: 'Attacker eliminated',
  D: 'Defender eliminated',
  '-': 'No result: both remain in place',
  rescue: 'The Princess is rescued!',
  'awaits-rescue': 'The Princess is identified and awaits rescue',
};

/** How a piece got there, when it was not one plain step. */
const HOW: Readonly<Partial<Record<string, string>>> = {
  bridge: ' over the Magic Rainbow Bridge',
  slide: ' (the Wizard flies)',
  hop: ' (the Dragon hops)',
  fly: ' (flying two squares)',
};

const kindName = (kind: PieceKind): string => PIECES[kind].name;
const shown = (p: ShownPiece) => `${seatName(p.owner)}'s ${kindName(p.kind)} on ${p.square}`;

/** The end of the game; "you win" for the winner's own screen. */
export function outcomeWords(outcome: Outcome, viewer: Seat | null): string {
  const head = outcome.winner === null ? 'a draw' : viewer === outcome.winner ? 'you win' : `${seatName(outcome.winner)} wins`;
  return `Game over: ${head}. ${outcome.reason}`;
}

function resultWords(e: Extract<SwEvent, { type: 'challenge-result' }>): string {
  // The challenge line just above names both pieces; the result says what became of them.
  switch (e.result) {
    case 'D':
      return `Result D: the defender is eliminated${e.attackerOn ? `; the attacker moves to ${e.attackerOn}` : ''}.`;
    case 'A':
      return 'Result A: the attacker is eliminated.';
    case 'X':
      return 'Result X: both pieces are eliminated.';
    case '-':
      return `No Result: both remain${e.attackerOn ? `, the attacker on ${e.attackerOn}` : ''}.`;
    case 'rescue':
    case 'awaits-rescue':
      return ''; // the reason says it all
  }
}

export function describeEvent(event: GameEvent, context: DescribeContext): EventLine | null {
  const e = event as SwEvent;
  switch (e.type) {
    case 'deployed':
      return {
        text: `${seatName(e.seat)} deployed ${e.squares.length} pieces${e.random ? ' at random' : ''}.`,
        clause: e.clause,
        tone: 'info',
      };
    case 'placement':
    case 'rolls':
      return null; // private to the deploying seat, and shown on its board
    case 'first-player':
      return { text: `${seatName(e.seat)} moves first${e.roll !== undefined ? ` (die ${e.roll})` : ''}.`, clause: e.clause, tone: 'info' };
    case 'moved':
      return { text: `${seatName(e.seat)}: ${e.from}-${e.to}${HOW[e.how] ?? ''}.`, clause: e.clause, move: true };
    case 'challenge': {
      const verb = e.how === 'bombard' ? 'bombards, from two squares,' : 'challenges';
      const text = `${seatName(e.seat)}: ${e.attacker.square}x${e.defender.square}. ${shown(e.attacker)} ${verb} ${shown(e.defender)}${HOW[e.how] ?? ''}.`;
      return { text, clause: e.clause, move: true, tone: 'challenge' };
    }
    case 'roll':
      return { text: `The die for ${e.for}: ${e.value}.`, clause: e.clause, tone: 'info' };
    case 'challenge-result':
      return { text: [resultWords(e), e.why].filter(Boolean).join(' '), clause: e.clause, tone: 'result' };
    case 'castle-surrounded': {
      const who = `${seatName(e.occupant.owner)}'s ${kindName(e.occupant.kind)}`;
      const what =
        e.result === 'eliminated'
          ? `${who} is eliminated.`
          : e.result === 'rescue'
            ? `${who} is rescued!`
            : `${who} is identified and awaits rescue.`;
      return { text: `Castle ${e.castle} is surrounded by ${seatName(e.by)}: ${what}`, clause: e.clause, tone: 'result' };
    }
    case 'castle-taken':
      return { text: `${seatName(e.seat)}'s piece from ${e.from} takes castle ${e.castle}.`, clause: e.clause, tone: 'info' };
    case 'game-over':
      return { text: outcomeWords(e.outcome, context.viewer), clause: e.clause ?? e.outcome.clause, tone: 'end' };
    default:
      return { text: (event as GameEvent).type.replace(/-/g, ' '), clause: (event as GameEvent).clause, tone: 'info' };
  }
}

/** The header line of a screen: "Move 12 · Red to move". */
export function describeDecision(view: SwView): string {
  if (view.outcome) return view.outcome.winner ? `${seatName(view.outcome.winner)} won` : 'Drawn';
  if (view.phase === 'deployment') return 'Deployment';
  if (view.pending) return `Move ${view.ply} · ${seatName(view.pending.chooser)} chooses a castle's new occupant`;
  return `Move ${view.ply + 1} · ${seatName(view.turn)} to move`;
}

export const describer: Describer = {
  event: describeEvent,
  // The referee's view holds the game's view beside the position in the notation (referee.ts).
  decision: (rulesetId, view) =>
    describeDecision(rulesetId === 'swords-and-wizardry-referee' ? (view as { game: SwView }).game : (view as SwView)),
};
