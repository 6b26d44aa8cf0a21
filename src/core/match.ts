/**
 * A match: one ruleset, its options, where its dice come from, and the actions taken so far. It owns
 * the dice and is the only place where an action becomes state. Dice come from a seed (their PRNG state
 * is part of the match) or from a secret: then each action's rolls are derived from the secret and the
 * action's index alone (dice.ts KeyedDice), so no state is kept between actions.
 *
 *   const m = Match.create(swordsAndWizardry, {}, 7);
 *   if (m.ok) m.value.act('red', { type: 'deploy', random: true });
 *
 * Beside the rules' own actions a match records the players' ends of a game (a resignation, a draw by
 * agreement: `RecordedAction.end`), so that a record replays to the same end, and takes back actions
 * by replaying its own record up to an earlier seq (never across dice rolled or hidden information
 * revealed: `takebackRefusal`).
 */
import {
  DiceExhausted,
  KeyedDice,
  ScriptedDice,
  SeededDice,
  SETUP_DICE,
  actionDice,
  isKeyed,
  type Dice,
  type DiceSource,
  type DiceState,
} from './dice.js';
import { err, ok, type Result } from './result.js';
import { CLAUSE_AGREEMENT, CLAUSE_RESIGNATION, CoreErrors, type RuleError } from './rule-error.js';
import { eventsFor, type GameEvent, type Outcome, type Ruleset, type Seat, type Viewer } from './ruleset.js';

/** How the players, not the rules, end a game: `seat` resigns, or accepts a draw offered to it. */
export type Ending = 'resign' | 'draw';

export interface RecordedAction {
  readonly seat: Seat;
  /** The ruleset's action; null for an ending. */
  readonly action: unknown;
  /** Dice the players rolled at the table and typed in, used instead of the match's own dice. */
  readonly dice?: readonly number[];
  /** Set for the players' end of the game: `seat` resigned, or agreed to a draw. */
  readonly end?: Ending;
}

const cap = (s: string) => (s ? s[0]!.toUpperCase() + s.slice(1) : s);

/** The outcome of an ending the players chose (docs/protocol.md, "Resign, draw, takeback"). */
export function endingOutcome(
  ruleset: { readonly seats: readonly Seat[]; readonly optionalSeats?: readonly Seat[]; readonly sideOf?: (seat: Seat) => Seat },
  seat: Seat,
  end: Ending,
): Outcome {
  if (end === 'draw') return { winner: null, reason: 'The players agreed to a draw.', clause: CLAUSE_AGREEMENT };
  const sideOf = ruleset.sideOf ?? ((s: Seat) => s);
  const optional = ruleset.optionalSeats ?? [];
  const mine = sideOf(seat);
  // The resigning seat's side loses; the other side wins where there is exactly one (not counting optional seats).
  const others = [...new Set(ruleset.seats.filter((s) => !optional.includes(s)).map(sideOf))].filter((s) => s !== mine);
  const winner = others.length === 1 ? others[0]! : null;
  return { winner, reason: `${cap(mine)} resigned.`, clause: CLAUSE_RESIGNATION };
}

export class Match<S, A, V, O, E extends GameEvent = GameEvent> {
  private current: S;
  /** The seeded dice's PRNG state; null for keyed dice. */
  private diceState: DiceState | null;
  private readonly taken: RecordedAction[] = [];
  /** Events of the setup (index 0) and of each action (index i + 1). */
  private readonly eventLog: (readonly E[])[] = [[]];
  /** How many dice each action rolled (index i: action i). */
  private readonly rolled: number[] = [];
  /** The players' end of the game, if they ended it. */
  private ended: Outcome | null = null;

  private constructor(
    readonly ruleset: Ruleset<S, A, V, O, E>,
    readonly options: O,
    readonly dice: DiceSource,
  ) {
    if (isKeyed(dice)) {
      this.current = ruleset.setup(options, new KeyedDice(dice.secret, SETUP_DICE));
      this.diceState = null;
    } else {
      const seeded = SeededDice.fromSeed(dice);
      this.current = ruleset.setup(options, seeded);
      this.diceState = seeded.state();
    }
  }

  /** The seed of a seeded match; undefined where the dice are keyed. */
  get seed(): number | undefined {
    return isKeyed(this.dice) ? undefined : this.dice;
  }

  static create<S, A, V, O, E extends GameEvent>(
    ruleset: Ruleset<S, A, V, O, E>,
    optionsInput: unknown,
    dice: DiceSource,
  ): Result<Match<S, A, V, O, E>, RuleError> {
    const options = ruleset.parseOptions(optionsInput ?? {});
    if (!options.ok) return options;
    return ok(new Match(ruleset, options.value, dice));
  }

  get state(): S {
    return this.current;
  }

  get actions(): readonly RecordedAction[] {
    return this.taken;
  }

  toAct(): readonly Seat[] {
    return this.ended ? [] : this.ruleset.toAct(this.current);
  }

  /** The players' end (resignation, agreed draw) or the rules'. */
  outcome(): Outcome | null {
    return this.ended ?? this.ruleset.outcome(this.current);
  }

  /**
   * `seat`'s choices: none unless its decision is pending now. The one way a pending decision's choices
   * leave the match, so a seat without a decision, or a spectator, is never given another's.
   */
  legalActions(seat: Seat): A[] {
    if (this.outcome() || !this.ruleset.toAct(this.current).includes(seat)) return [];
    return this.ruleset.legalActions(this.current, seat);
  }

  view(viewer: Viewer): V {
    return this.ruleset.view(this.current, viewer);
  }

  /** All events so far that `viewer` may see, oldest first. */
  events(viewer?: Viewer): E[] {
    const all = this.eventLog.flat();
    return viewer === undefined ? all : eventsFor(all, viewer);
  }

  /**
   * Applies one action from outside. On error nothing changes, the dice included.
   *
   * `typedDice` are a referee's rolls made at the table: the ruleset reads them instead of the match's
   * dice, in order. Too few is an error that says how many were read (type one more and try again);
   * rolls left over are an error too, so a typo cannot pass unnoticed.
   */
  act(seat: Seat, input: unknown, typedDice?: readonly number[]): Result<readonly E[], RuleError> {
    if (!this.ruleset.seats.includes(seat)) return err(CoreErrors.unknownSeat(seat));
    if (this.outcome()) return err(CoreErrors.gameOver());
    if (!this.ruleset.toAct(this.current).includes(seat)) return err(CoreErrors.notYourTurn(seat));
    const action = this.ruleset.parseAction(input);
    if (!action.ok) return action;
    const seeded = this.diceState ? SeededDice.fromState(this.diceState) : null;
    const typed = typedDice ? new ScriptedDice(typedDice) : undefined;
    const source: Dice = typed ?? seeded ?? new KeyedDice(isKeyed(this.dice) ? this.dice.secret : '', actionDice(this.taken.length));
    // Counted, so that a takeback never goes back across dice already rolled.
    let rolls = 0;
    const dice: Dice = {
      roll: (sides) => {
        const value = source.roll(sides);
        rolls++;
        return value;
      },
    };
    let applied: ReturnType<typeof this.ruleset.apply>;
    try {
      applied = this.ruleset.apply(this.current, seat, action.value, dice);
    } catch (e) {
      if (e instanceof DiceExhausted) return err(CoreErrors.moreDice(e.index, e.sides));
      if (e instanceof RangeError && typed) return err(CoreErrors.badDie(e.message));
      throw e;
    }
    if (!applied.ok) return applied;
    if (typed && typed.used < typedDice!.length) return err(CoreErrors.extraDice(typed.used, typedDice!.length));
    this.current = applied.value.state;
    if (!typed && seeded) this.diceState = seeded.state();
    this.taken.push(typed ? { seat, action: action.value, dice: [...typedDice!] } : { seat, action: action.value });
    this.eventLog.push(applied.value.events);
    this.rolled.push(rolls);
    return ok(applied.value.events);
  }

  /** `seat` resigns: its side loses (endingOutcome). Recorded, so that the record replays to this end. */
  resign(seat: Seat): Result<Outcome, RuleError> {
    return this.end(seat, 'resign');
  }

  /** `seat` accepts a draw (the offer and its answer are the server's or the front end's; this records the agreement). */
  agreeDraw(seat: Seat): Result<Outcome, RuleError> {
    if (this.ruleset.endByAgreement === false) return err(CoreErrors.noDrawByAgreement(this.ruleset.name));
    return this.end(seat, 'draw');
  }

  private end(seat: Seat, end: Ending): Result<Outcome, RuleError> {
    if (!this.ruleset.seats.includes(seat)) return err(CoreErrors.unknownSeat(seat));
    if (this.outcome()) return err(CoreErrors.gameOver());
    this.ended = endingOutcome(this.ruleset, seat, end);
    this.taken.push({ seat, action: null, end });
    this.eventLog.push([]);
    this.rolled.push(0);
    return ok(this.ended);
  }

  /** Applies one entry of a record: an action (its events), or an ending (no events). */
  replayEntry(entry: RecordedAction): Result<readonly E[], RuleError> {
    if (entry.end === undefined) return this.act(entry.seat, entry.action, entry.dice);
    const ended = entry.end === 'resign' ? this.resign(entry.seat) : this.agreeDraw(entry.seat);
    return ended.ok ? ok([]) : ended;
  }

  /**
   * The seq a takeback by the player of `seats` goes back to: before the last action one of them took
   * (the actions of other seats since, the computer's reply, go too). Null when they have taken none.
   */
  takebackPoint(seats: readonly Seat[]): number | null {
    for (let i = this.taken.length - 1; i >= 0; i--) if (seats.includes(this.taken[i]!.seat)) return i;
    return null;
  }

  /**
   * Why the actions from seq `to` on may not be taken back, or null if they may. Never once the game is
   * over; never across dice rolled (a takeback would roll them again, or, as keyed dice are derived from
   * the action's index, let a player see the dice before choosing again); never across hidden
   * information revealed: an event with an `audience`, or one the ruleset says `reveals`.
   */
  takebackRefusal(to: number): RuleError | null {
    if (this.outcome()) return CoreErrors.gameOver();
    if (!Number.isInteger(to) || to < 0 || to >= this.taken.length) return CoreErrors.nothingToTakeBack();
    for (let i = to; i < this.taken.length; i++) {
      if ((this.rolled[i] ?? 0) > 0 || this.taken[i]!.dice) return CoreErrors.takebackAcrossDice();
      if (this.eventLog[i + 1]!.some((e) => e.audience !== undefined || this.ruleset.reveals?.(e) === true)) {
        return CoreErrors.takebackAcrossHidden();
      }
    }
    return null;
  }

  /**
   * Takes back every action from seq `to` on, if `takebackRefusal` allows: the match becomes the one its
   * record up to `to` replays to (the match is deterministic from its record and its dice). Returns the
   * actions taken back.
   */
  takeBack(to: number): Result<readonly RecordedAction[], RuleError> {
    const refused = this.takebackRefusal(to);
    if (refused) return err(refused);
    const replayed = new Match(this.ruleset, this.options, this.dice);
    for (const entry of this.taken.slice(0, to)) {
      const r = replayed.replayEntry(entry);
      if (!r.ok) throw new Error(`a recorded action no longer replays: ${r.error.message}`);
    }
    const removed = this.taken.splice(to);
    this.eventLog.splice(to + 1);
    this.rolled.splice(to);
    this.current = replayed.current;
    this.diceState = replayed.diceState;
    this.ended = null;
    return ok(removed);
  }
}
