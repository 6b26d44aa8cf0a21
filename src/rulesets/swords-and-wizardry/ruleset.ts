/**
 * Swords & Wizardry as a Warband ruleset (shared/seeds/001: the whole game).
 *
 *   const m = Match.create(swordsAndWizardry, {}, 1).value;
 *   m.act('red', { type: 'deploy-random' }); m.act('black', { type: 'deploy-random' });
 *   m.act('red', { type: 'move', from: 'b4', to: 'b5' });
 */
import { z } from 'zod';
import { RecordingDice, type Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import { CoreErrors, type RuleError } from '../../core/rule-error.js';
import { SPECTATOR, type Applied, type Outcome, type Ruleset, type Viewer } from '../../core/ruleset.js';
import { resolveChallenge, situationOf } from './challenge.js';
import { checkPlacement, randomPlacement, type Placement } from './deployment.js';
import { Errors } from './errors.js';
import type { ShownPiece, SwEvent } from './events.js';
import { classifyMove, hasLegalMove, legalMoves, moveReport, type Move } from './moves.js';
import { ASSUMPTIONS, context, makeContext, optionsSchema, type SwOptions } from './options.js';
import { draft, pieceAt, type Piece, type SwState } from './state.js';
import { CLAUSE, opponent, PIECE_KINDS, PIECES, SEATS, type PieceKind, type SwSeat } from './vocabulary.js';

/**
 * A square as the rules name it: " B04 " is stored as "b4", so a record, a log and a comparison of two
 * actions never see two spellings of one square. Whether the square is on the board is `apply`'s to say.
 */
const canonicalSquare = (name: string): string => {
  const m = /^([a-z])0*(\d{1,2})$/.exec(name.trim().toLowerCase());
  return m ? `${m[1]}${m[2]}` : name;
};
const square = z.string().max(8).transform(canonicalSquare);

export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('deploy'),
    placement: z.record(z.string().max(8), z.enum(PIECE_KINDS)).transform((p, ctx) => {
      const placement = Object.fromEntries(Object.entries(p).map(([sq, kind]) => [canonicalSquare(sq), kind]));
      if (Object.keys(placement).length < Object.keys(p).length) {
        ctx.issues.push({ code: 'custom', input: p, message: 'the placement names one square twice, in two spellings' });
        return z.NEVER;
      }
      return placement;
    }),
  }),
  z.strictObject({ type: z.literal('deploy-random') }),
  z.strictObject({ type: z.literal('move'), from: square, to: square }),
  /** Castles (2): the surrounding piece (by its square) that takes the castle. */
  z.strictObject({ type: z.literal('replace'), with: square }),
]);
export type SwAction = z.infer<typeof actionSchema>;

export interface ViewPiece {
  readonly id: string;
  readonly owner: SwSeat;
  readonly square: string;
  /** null where the viewer has not seen it. */
  readonly kind: PieceKind | null;
  readonly revealed: boolean;
  readonly awaitingRescue: boolean;
  /** It has moved or challenged since deployment: public, both players watch the board (a piece never moved may be one that cannot). */
  readonly moved?: boolean;
}

export interface SwView {
  readonly ruleset: 'swords-and-wizardry';
  readonly viewer: Viewer;
  readonly phase: SwState['phase'];
  readonly deployed: Readonly<Record<SwSeat, boolean>>;
  readonly turn: SwSeat;
  readonly toAct: readonly SwSeat[];
  readonly ply: number;
  readonly moveLimit: number;
  /** The game's settings (public: both players agreed to them). */
  readonly options: SwOptions;
  readonly pieces: readonly ViewPiece[];
  /** Kinds each seat has taken (every eliminated piece was shown). */
  readonly captured: Readonly<Record<SwSeat, readonly PieceKind[]>>;
  /**
   * Castles (2): a surrounded castle waiting for the chooser to name its new occupant, the same in every
   * view. Which surrounding pieces may enter would tell which are Siege Catapults: they are the chooser's
   * legal actions (`replace`), sent to the chooser alone.
   */
  readonly pending: { castle: string; chooser: SwSeat } | null;
  readonly lastMove: { seat: SwSeat; from: string; to: string } | null;
  readonly outcome: Outcome | null;
}

const isSeat = (seat: string): seat is SwSeat => (SEATS as readonly string[]).includes(seat);

export const swordsAndWizardry: Ruleset<SwState, SwAction, SwView, SwOptions, SwEvent> = {
  id: 'swords-and-wizardry',
  name: 'Swords & Wizardry',
  version: '1.1.0',
  seats: SEATS,
  assumptions: ASSUMPTIONS,
  optionsSchema,
  // A challenge shows both pieces, a surrounded castle its occupant: no takeback may unsee them.
  reveals: (event) => event.type === 'challenge' || event.type === 'castle-surrounded',

  parseOptions(input) {
    const parsed = optionsSchema.safeParse(input ?? {});
    if (!parsed.success) return err(CoreErrors.badOption(z.prettifyError(parsed.error)));
    const ctx = makeContext(parsed.data);
    if (typeof ctx === 'string') return err(CoreErrors.badOption(ctx));
    return ok(parsed.data);
  },

  parseAction(input) {
    const parsed = actionSchema.safeParse(input);
    if (!parsed.success) return err(CoreErrors.malformed(z.prettifyError(parsed.error)));
    return ok(parsed.data);
  },

  setup(options) {
    const { board } = context(options);
    return {
      options,
      phase: 'deployment',
      deployed: { red: false, black: false },
      pieces: [],
      board: new Array<number>(board.grid.size).fill(-1),
      turn: options.firstPlayer === 'black' ? 'black' : 'red',
      pending: null,
      ply: 0,
      lastMove: null,
      outcome: null,
      positions: options.repetitionLimit > 0 ? {} : null,
    };
  },

  toAct(state) {
    if (state.phase === 'over') return [];
    if (state.phase === 'deployment') return SEATS.filter((s) => !state.deployed[s]);
    return [state.pending ? state.pending.chooser : state.turn];
  },

  legalActions(state, seat) {
    if (!isSeat(seat) || !this.toAct(state).includes(seat)) return [];
    if (state.phase === 'deployment') return [{ type: 'deploy-random' }];
    const { grid } = context(state.options).board;
    if (state.pending) return state.pending.candidates.map((s) => ({ type: 'replace', with: grid.name(s) }));
    return legalMoves(state, seat).map((m) => ({ type: 'move', from: grid.name(m.from), to: grid.name(m.to) }));
  },

  apply(state, seat, action, dice) {
    if (!isSeat(seat)) return err(CoreErrors.unknownSeat(seat));
    if (state.phase === 'over') return err(CoreErrors.gameOver());
    if (!this.toAct(state).includes(seat)) return err(CoreErrors.notYourTurn(seat));
    switch (action.type) {
      case 'deploy':
      case 'deploy-random':
        return deploy(state, seat, action, dice);
      case 'move':
        return move(state, seat, action.from, action.to, dice);
      case 'replace':
        return replace(state, seat, action.with);
    }
  },

  view(state, viewer) {
    const { grid } = context(state.options).board;
    const seesAll = state.phase === 'over';
    const pieces: ViewPiece[] = [];
    const captured: Record<SwSeat, PieceKind[]> = { red: [], black: [] };
    for (const p of state.pieces) {
      if (p.square < 0) {
        if (p.capturedBy) captured[p.capturedBy].push(p.kind);
        continue;
      }
      const known = seesAll || p.revealed || (viewer !== SPECTATOR && viewer === p.owner);
      pieces.push({
        id: p.id,
        owner: p.owner,
        square: grid.name(p.square),
        kind: known ? p.kind : null,
        revealed: p.revealed,
        awaitingRescue: p.awaitingRescue,
        moved: p.moved === true,
      });
    }
    return {
      ruleset: 'swords-and-wizardry',
      viewer,
      phase: state.phase,
      deployed: { ...state.deployed },
      turn: state.turn,
      toAct: this.toAct(state) as SwSeat[],
      ply: state.ply,
      moveLimit: state.options.moveLimit,
      options: state.options,
      pieces,
      captured,
      pending: state.pending ? { castle: grid.name(state.pending.castle), chooser: state.pending.chooser } : null,
      lastMove: state.lastMove
        ? { seat: state.lastMove.seat, from: grid.name(state.lastMove.from), to: grid.name(state.lastMove.to) }
        : null,
      outcome: state.outcome,
    };
  },

  outcome(state) {
    return state.outcome;
  },
};

function deploy(
  state: SwState,
  seat: SwSeat,
  action: SwAction & { type: 'deploy' | 'deploy-random' },
  dice: Dice,
): Result<Applied<SwState, SwEvent>, RuleError> {
  const ctx = context(state.options);
  const { grid } = ctx.board;
  if (state.phase !== 'deployment' || state.deployed[seat]) {
    return err(Errors.alreadyDeployed());
  }
  let placement: Placement;
  // The dice of a random deployment are reported to the deploying seat only: they would tell the rest.
  const shuffled = new RecordingDice(dice);
  if (action.type === 'deploy-random') {
    placement = randomPlacement(ctx, seat, shuffled);
  } else {
    const map = new Map<number, PieceKind>();
    for (const [name, kind] of Object.entries(action.placement)) {
      const s = grid.index(name);
      if (s === undefined) return err(Errors.notASquare(name));
      map.set(s, kind);
    }
    placement = map;
  }
  const problem = checkPlacement(ctx, seat, placement);
  if (problem) return err(problem);

  const next = draft(state);
  const squares = [...placement.keys()].sort((a, b) => a - b);
  squares.forEach((s, i) => {
    next.board[s] = next.pieces.length;
    next.pieces.push({
      id: `${seat[0]}${i + 1}`,
      owner: seat,
      kind: placement.get(s)!,
      square: s,
      revealed: false,
      awaitingRescue: false,
      capturedBy: null,
    });
  });
  next.deployed[seat] = true;
  const events: SwEvent[] = [
    {
      type: 'deployed',
      seat,
      squares: squares.map((s) => grid.name(s)),
      random: action.type === 'deploy-random',
      clause: CLAUSE.preparation,
    },
    {
      type: 'placement',
      seat,
      placement: Object.fromEntries(squares.map((s) => [grid.name(s), placement.get(s)!])),
      audience: [seat],
      clause: CLAUSE.preparation,
    },
  ];
  if (shuffled.rolls.length) {
    events.push({ type: 'rolls', for: 'a random deployment', rolls: shuffled.rolls, audience: [seat], clause: CLAUSE.preparation });
  }
  if (next.deployed.red && next.deployed.black) {
    next.phase = 'play';
    if (state.options.firstPlayer === 'random') {
      const roll = dice.roll(6);
      next.turn = roll <= 3 ? 'red' : 'black';
      events.push({ type: 'roll', die: 'd6', value: roll, for: 'who starts (1-3 Red, 4-6 Black)', clause: CLAUSE.commencement });
    }
    events.push({ type: 'first-player', seat: next.turn, clause: CLAUSE.commencement });
    recordPosition(next);
  }
  return ok({ state: next, events });
}

const shown = (state: SwState, p: Piece, square: number): ShownPiece => ({
  id: p.id,
  owner: p.owner,
  kind: p.kind,
  square: context(state.options).board.grid.name(square),
});

function move(state: SwState, seat: SwSeat, fromName: string, toName: string, dice: Dice): Result<Applied<SwState, SwEvent>, RuleError> {
  const { board } = context(state.options);
  const { grid } = board;
  if (state.phase !== 'play') return err(Errors.notDeployed());
  if (state.pending) return err(Errors.chooseReplacement());
  const from = grid.index(fromName);
  const to = grid.index(toName);
  if (from === undefined || to === undefined) return err(Errors.squaresRun(grid.name(grid.size - 1)));
  const classified = classifyMove(state, seat, from, to);
  if (!classified.ok) return classified;

  const next = draft(state);
  const events: SwEvent[] = [];
  const m: Move = classified.value;
  const mover = next.pieces[next.board[from]!]!;
  mover.moved = true;
  if (!m.defender) {
    placePiece(next, mover, to);
    events.push({ type: 'moved', seat, piece: mover.id, from: grid.name(from), to: grid.name(to), ...moveReport(state, m) });
  } else {
    challenge(next, m, mover, dice, events);
  }
  next.lastMove = { seat, from, to };
  next.ply++;
  if (!next.outcome) surround(next, events);
  next.turn = opponent(seat);
  if (!next.outcome) endOfMove(next, events);
  if (next.outcome) next.phase = 'over';
  return ok({ state: next, events });
}

function placePiece(state: SwState, piece: Piece, to: number): void {
  const index = state.board[piece.square]!;
  state.board[piece.square] = -1;
  state.board[to] = index;
  piece.square = to;
}

function eliminate(state: SwState, piece: Piece, by: SwSeat): void {
  state.board[piece.square] = -1;
  piece.square = -1;
  piece.revealed = true;
  piece.capturedBy = by;
}

function challenge(next: SwState, m: Move, attacker: Piece, dice: Dice, events: SwEvent[]): void {
  const { board } = context(next.options);
  const { grid } = board;
  const defender = next.pieces[next.board[m.to]!]!;
  attacker.revealed = true;
  defender.revealed = true;
  events.push({
    type: 'challenge',
    seat: attacker.owner,
    how: m.kind,
    attacker: shown(next, attacker, m.from),
    defender: shown(next, defender, m.to),
    clause: CLAUSE.commencement,
  });
  const r = resolveChallenge(situationOf(board, m.to, m.kind === 'bombard', attacker.kind, defender.kind), next.options, dice);
  for (const roll of r.rolls) events.push({ type: 'roll', ...roll, clause: r.clause });
  const eliminated: string[] = [];
  // The Siege Catapult "does not occupy a defeated piece's square but remains on its own square".
  const stays = attacker.kind === 'siege-catapult';
  switch (r.result) {
    case 'D':
      eliminate(next, defender, attacker.owner);
      eliminated.push(defender.id);
      if (!stays) placePiece(next, attacker, m.to);
      break;
    case 'A':
      eliminate(next, attacker, defender.owner);
      eliminated.push(attacker.id);
      break;
    case 'X':
      eliminate(next, defender, attacker.owner);
      eliminate(next, attacker, defender.owner);
      eliminated.push(defender.id, attacker.id);
      break;
    case '-':
      if (attacker.kind === 'wizard' && m.kind === 'slide' && next.options.wizardBounce === 'one-back') {
        const back = grid.at(
          grid.file(m.to) - Math.sign(grid.file(m.to) - grid.file(m.from)),
          grid.rank(m.to) - Math.sign(grid.rank(m.to) - grid.rank(m.from)),
        )!;
        if (!board.lake[back]) placePiece(next, attacker, back);
      }
      break;
    case 'awaits-rescue':
      defender.awaitingRescue = true;
      break;
    case 'rescue':
      next.outcome = {
        winner: attacker.owner,
        reason: `The ${PIECES[attacker.kind].name} rescued the Princess on ${grid.name(m.to)}.`,
        clause: CLAUSE.princess,
      };
      break;
  }
  events.push({
    type: 'challenge-result',
    result: r.result,
    why: r.why,
    eliminated,
    attackerOn: attacker.square >= 0 ? grid.name(attacker.square) : null,
    clause: r.clause,
  });
  if (next.outcome) events.push({ type: 'game-over', outcome: next.outcome, clause: next.outcome.clause });
}

/** Castles (2): a castle whose three neighbours all hold opposing pieces falls at once. */
function surround(next: SwState, events: SwEvent[]): void {
  const { board } = context(next.options);
  const { grid } = board;
  for (const castle of board.castles) {
    const occupant = pieceAt(next, castle);
    if (!occupant) continue;
    const around = grid.orthogonal(castle).map((s) => pieceAt(next, s));
    if (around.some((p) => !p || p.owner === occupant.owner)) continue;
    const by = opponent(occupant.owner);
    const surrounding = around as Piece[];
    if (occupant.kind === 'princess') {
      const rescuer = surrounding.find((p) => PIECES[p.kind].rescues);
      if (rescuer) {
        occupant.revealed = true;
        events.push({
          type: 'castle-surrounded',
          castle: grid.name(castle),
          by,
          occupant: shown(next, occupant, castle),
          result: 'rescue',
          clause: CLAUSE.castles2,
        });
        next.outcome = { winner: by, reason: `The Princess on ${grid.name(castle)} was surrounded and rescued.`, clause: CLAUSE.castles2 };
        events.push({ type: 'game-over', outcome: next.outcome, clause: CLAUSE.castles2 });
        return;
      }
      if (occupant.awaitingRescue || next.options.surroundedPrincess === 'stays-hidden') continue;
      occupant.revealed = true;
      occupant.awaitingRescue = true;
      events.push({
        type: 'castle-surrounded',
        castle: grid.name(castle),
        by,
        occupant: shown(next, occupant, castle),
        result: 'awaits-rescue',
        clause: `${CLAUSE.castles2}; SW-A9`,
      });
      continue;
    }
    events.push({
      type: 'castle-surrounded',
      castle: grid.name(castle),
      by,
      occupant: shown(next, occupant, castle),
      result: 'eliminated',
      clause: CLAUSE.castles2,
    });
    eliminate(next, occupant, by);
    // "replace it with whichever of the surrounding pieces he chooses": asked even when only one may
    // enter, since moving it in unasked would tell the opponent that the others are Siege Catapults.
    const candidates = grid.orthogonal(castle).filter((s) => pieceAt(next, s)!.kind !== 'siege-catapult');
    if (candidates.length > 0) {
      next.pending = { castle, chooser: by, candidates };
      return;
    }
  }
}

function takeCastle(next: SwState, castle: number, from: number, events: SwEvent[]): void {
  const { grid } = context(next.options).board;
  const piece = pieceAt(next, from)!;
  placePiece(next, piece, castle);
  events.push({
    type: 'castle-taken',
    castle: grid.name(castle),
    seat: piece.owner,
    piece: piece.id,
    from: grid.name(from),
    clause: CLAUSE.castles2,
  });
}

function replace(state: SwState, seat: SwSeat, withName: string): Result<Applied<SwState, SwEvent>, RuleError> {
  const { grid } = context(state.options).board;
  const pending = state.pending;
  if (!pending) return err(Errors.noCastleChoice());
  const from = grid.index(withName);
  if (from === undefined || !pending.candidates.includes(from)) {
    return err(Errors.notSurrounding(pending.candidates.map((s) => grid.name(s))));
  }
  const next = draft(state);
  next.pending = null;
  const events: SwEvent[] = [];
  takeCastle(next, pending.castle, from, events);
  surround(next, events);
  if (!next.outcome) endOfMove(next, events);
  if (next.outcome) next.phase = 'over';
  return ok({ state: next, events });
}

/** After every move: the End Game's "unable to move" and the draw assumptions (SW-A4). */
function endOfMove(next: SwState, events: SwEvent[]): void {
  if (next.pending) return;
  const { options } = next;
  let outcome: Outcome | null = null;
  if (!hasLegalMove(next, next.turn)) {
    outcome = { winner: opponent(next.turn), reason: `${cap(next.turn)} is unable to move any piece.`, clause: CLAUSE.endGame };
  } else if (recordPosition(next) >= options.repetitionLimit && options.repetitionLimit > 0) {
    outcome = { winner: null, reason: `The same position occurred ${options.repetitionLimit} times.`, clause: 'SW-A4 (repetitionLimit)' };
  } else if (options.moveLimit > 0 && next.ply >= options.moveLimit) {
    outcome = { winner: null, reason: `${options.moveLimit} moves were played without a result.`, clause: 'SW-A4 (moveLimit)' };
  }
  if (outcome) {
    next.outcome = outcome;
    next.phase = 'over';
    events.push({ type: 'game-over', outcome, clause: outcome.clause });
  }
}

/**
 * Counts this position (pieces, their flags and the side to move) when the repetition rule is on. A
 * Princess awaiting rescue (Castles (1)) can no longer move, so that flag is part of the position.
 */
function recordPosition(next: SwState): number {
  if (!next.positions) return 0;
  const flags = (p: Piece) => `${p.revealed ? '!' : ''}${p.awaitingRescue ? '~' : ''}`;
  const key = next.turn[0] + next.board.map((i) => (i < 0 ? '.' : `${i}${flags(next.pieces[i]!)}`)).join(',');
  next.positions[key] = (next.positions[key] ?? 0) + 1;
  return next.positions[key];
}

const cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);
