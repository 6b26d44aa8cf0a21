/**
 * Swords & Wizardry for a referee at a real board (issue 27): any position set up from a compact text
 * notation, every piece's kind known to the referee, and each move or challenge resolved by the game's
 * own rules (ruleset.ts), the Wizard's die rolled by the program or typed in from the table (Match.act's
 * typed dice). Each event cites its clause, as in a game.
 *
 * The notation (docs/swords-and-wizardry/referee.md): the ranks from the top (10) down to 1, separated
 * by '/'; in a rank, a number is that many empty squares and a letter is a piece (data/pieces.json's
 * letters: upper case Red, lower case Black), followed by '+' when it has been shown in a challenge, or
 * '!' for a Princess identified in a castle who awaits rescue (Castles (1)); then a space and whose move
 * it is, 'r' or 'b'.
 *
 *   const m = Match.create(swordsAndWizardryReferee, { position: '5p4/10/10/10/10/10/4n5/4W5/10/4P5 r' }, 1).value;
 *   m.act('referee', { type: 'move', from: 'e3', to: 'e4' }, [5]);   // the Wizard's die typed in: 5
 *   m.view('referee').position                                     // the position after, in the notation
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import { CoreErrors, type RuleError } from '../../core/rule-error.js';
import { SPECTATOR, type Outcome, type Ruleset, type Seat } from '../../core/ruleset.js';
import type { SwEvent } from './events.js';
import { ASSUMPTIONS, context, makeContext, optionsSchema, type SwOptions } from './options.js';
import { swordsAndWizardry, type SwAction, type SwView } from './ruleset.js';
import type { Piece, SwState } from './state.js';
import { PIECE_KINDS, PIECES, SEATS, type PieceKind, type SwSeat } from './vocabulary.js';

export const REFEREE_SEAT = 'referee';

/** A Wizard of Red's about to challenge Black's Knights, each side's Princess in a castle. */
export const EXAMPLE_POSITION = '5p4/10/10/10/10/10/4n5/4W5/10/4P5 r';

export const refereeOptionsSchema = optionsSchema.extend({
  /** The position, in the notation above. */
  position: z.string().min(1).max(2000).default(EXAMPLE_POSITION),
});
export type SwRefereeOptions = z.infer<typeof refereeOptionsSchema>;

export interface SwRefereeView {
  readonly ruleset: 'swords-and-wizardry-referee';
  /** The position now, in the notation. */
  readonly position: string;
  /** The board as the game shows it, with every kind filled in: the referee sees all. */
  readonly game: SwView;
}

const BY_LETTER: ReadonlyMap<string, PieceKind> = new Map(PIECE_KINDS.map((k) => [PIECES[k].letter.toUpperCase(), k]));

/**
 * The state a position in the notation describes, for these rules' options; or what is wrong with it.
 * Pieces take ids in square order ('r1', 'b1', ...), as at deployment.
 */
export function importPosition(text: string, options: SwOptions): Result<SwState, RuleError> {
  const bad = (why: string) => err(CoreErrors.badOption(`position: ${why}`));
  const ctx = makeContext(options);
  if (typeof ctx === 'string') return err(CoreErrors.badOption(ctx));
  const { grid, lake } = ctx.board;
  const [ranksText, turnText = 'r', ...rest] = text.trim().split(/\s+/);
  if (rest.length) return bad(`unexpected '${rest.join(' ')}' after whose move it is`);
  if (turnText !== 'r' && turnText !== 'b') return bad(`whose move is 'r' or 'b', not '${turnText}'`);
  const ranks = ranksText!.split('/');
  if (ranks.length !== grid.ranks) return bad(`${ranks.length} ranks given; the board has ${grid.ranks}`);
  const placed: { square: number; owner: SwSeat; kind: PieceKind; revealed: boolean; awaitingRescue: boolean }[] = [];
  for (let r = 0; r < ranks.length; r++) {
    const rank = grid.ranks - r;
    let file = 0;
    for (const token of ranks[r]!.match(/\d+|[A-Za-z][+!]?|./g) ?? []) {
      if (/^\d+$/.test(token)) {
        file += Number(token);
        continue;
      }
      const kind = BY_LETTER.get(token[0]!.toUpperCase());
      if (!kind) return bad(`rank ${rank}: '${token}' is no piece (${[...BY_LETTER.keys()].join(' ')}, upper case Red)`);
      const square = grid.at(file, rank - 1);
      if (square === undefined) return bad(`rank ${rank} runs past file ${String.fromCharCode(96 + grid.files)}`);
      const name = grid.name(square);
      if (lake[square]) return bad(`${name} is Lake Limpid: no piece stands there`);
      const awaitingRescue = token.endsWith('!');
      if (awaitingRescue && (kind !== 'princess' || ctx.board.castle[square] === null))
        return bad(`${name}: only a Princess in a castle awaits rescue ('!')`);
      const owner: SwSeat = token[0] === token[0]!.toUpperCase() ? 'red' : 'black';
      placed.push({ square, owner, kind, revealed: token.length > 1, awaitingRescue });
      file++;
    }
    if (file !== grid.files) return bad(`rank ${rank} has ${file} squares; the board has ${grid.files} files`);
  }
  for (const seat of SEATS)
    for (const kind of PIECE_KINDS) {
      const n = placed.filter((p) => p.owner === seat && p.kind === kind).length;
      if (n > ctx.force[kind])
        return bad(`${seat} has ${n} ${PIECES[kind].name}; a force has ${ctx.force[kind]} (Notes on Playing Pieces)`);
    }
  placed.sort((a, b) => a.square - b.square);
  const pieces: Piece[] = [];
  const board = new Array<number>(grid.size).fill(-1);
  const counts: Record<SwSeat, number> = { red: 0, black: 0 };
  for (const p of placed) {
    board[p.square] = pieces.length;
    pieces.push({
      id: `${p.owner[0]}${++counts[p.owner]}`,
      owner: p.owner,
      kind: p.kind,
      square: p.square,
      revealed: p.revealed || p.awaitingRescue,
      awaitingRescue: p.awaitingRescue,
      capturedBy: null,
    });
  }
  return ok({
    options,
    phase: 'play',
    deployed: { red: true, black: true },
    pieces,
    board,
    turn: turnText === 'r' ? 'red' : 'black',
    pending: null,
    ply: 0,
    lastMove: null,
    outcome: null,
    positions: options.repetitionLimit > 0 ? {} : null,
  });
}

/** The position of a state in the notation (a piece taken is gone; a castle awaiting its new occupant is not written). */
export function exportPosition(state: SwState): string {
  const { grid } = context(state.options).board;
  const ranks: string[] = [];
  for (let rank = grid.ranks; rank >= 1; rank--) {
    let text = '';
    let empty = 0;
    for (let file = 0; file < grid.files; file++) {
      const i = state.board[grid.at(file, rank - 1)!]!;
      const p = i < 0 ? undefined : state.pieces[i];
      if (!p) {
        empty++;
        continue;
      }
      if (empty) text += String(empty);
      empty = 0;
      const letter = PIECES[p.kind].letter;
      text += (p.owner === 'red' ? letter.toUpperCase() : letter.toLowerCase()) + (p.awaitingRescue ? '!' : p.revealed ? '+' : '');
    }
    ranks.push(text + (empty ? String(empty) : ''));
  }
  return `${ranks.join('/')} ${state.turn === 'red' ? 'r' : 'b'}`;
}

/** The seat whose move the game waits for: the side to move, or the chooser of a surrounded castle (Castles (2)). */
const moverOf = (s: SwState): SwSeat => s.pending?.chooser ?? s.turn;

const rulesOf = ({ position: _, ...rules }: SwRefereeOptions): SwOptions => rules;

export const swordsAndWizardryReferee: Ruleset<SwState, SwAction, SwRefereeView, SwRefereeOptions, SwEvent> = {
  id: 'swords-and-wizardry-referee',
  name: 'Swords & Wizardry: any position, for a referee',
  version: '0.1.0',
  seats: [REFEREE_SEAT],
  assumptions: ASSUMPTIONS,
  optionsSchema: refereeOptionsSchema,

  parseOptions(input) {
    const parsed = refereeOptionsSchema.safeParse(input ?? {});
    if (!parsed.success) return err(CoreErrors.badOption(z.prettifyError(parsed.error)));
    const r = importPosition(parsed.data.position, rulesOf(parsed.data));
    return r.ok ? ok(parsed.data) : r;
  },

  parseAction(input) {
    return swordsAndWizardry.parseAction(input);
  },

  setup(options) {
    const r = importPosition(options.position, rulesOf(options));
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  },

  toAct(s): readonly Seat[] {
    return s.phase === 'over' ? [] : [REFEREE_SEAT];
  },

  legalActions(s, seat) {
    return seat === REFEREE_SEAT ? swordsAndWizardry.legalActions(s, moverOf(s)) : [];
  },

  apply(s, seat, action, dice) {
    if (seat !== REFEREE_SEAT) return err(CoreErrors.unknownSeat(seat));
    return swordsAndWizardry.apply(s, moverOf(s), action, dice);
  },

  view(s) {
    const game = swordsAndWizardry.view(s, SPECTATOR);
    const kinds = new Map(s.pieces.map((p) => [p.id, p.kind]));
    return {
      ruleset: 'swords-and-wizardry-referee',
      position: exportPosition(s),
      game: { ...game, pieces: game.pieces.map((p) => ({ ...p, kind: kinds.get(p.id)! })) },
    };
  },

  outcome(s): Outcome | null {
    return s.outcome;
  },
};
