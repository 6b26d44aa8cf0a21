/**
 * A match: one ruleset, its options, where its dice come from, and the actions taken so far. It owns
 * the dice and is the only place where an action becomes state. Dice come from a seed (their PRNG state
 * is part of the match) or from a secret: then each action's rolls are derived from the secret and the
 * action's index alone (dice.ts KeyedDice), so no state is kept between actions.
 *
 *   const m = Match.create(swordsAndWizardry, {}, 7);
 *   if (m.ok) m.value.act('red', { type: 'deploy', random: true });
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
import { CoreErrors, type RuleError } from './rule-error.js';
import { eventsFor, type GameEvent, type Outcome, type Ruleset, type Seat, type Viewer } from './ruleset.js';

export interface RecordedAction {
  readonly seat: Seat;
  readonly action: unknown;
  /** Dice the players rolled at the table and typed in, used instead of the match's own dice. */
  readonly dice?: readonly number[];
}

export class Match<S, A, V, O, E extends GameEvent = GameEvent> {
  private current: S;
  /** The seeded dice's PRNG state; null for keyed dice. */
  private diceState: DiceState | null;
  private readonly taken: RecordedAction[] = [];
  /** Events of the setup (index 0) and of each action (index i + 1). */
  private readonly eventLog: (readonly E[])[] = [[]];

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
    return this.ruleset.toAct(this.current);
  }

  outcome(): Outcome | null {
    return this.ruleset.outcome(this.current);
  }

  /**
   * `seat`'s choices: none unless its decision is pending now. The one way a pending decision's choices
   * leave the match, so a seat without a decision, or a spectator, is never given another's.
   */
  legalActions(seat: Seat): A[] {
    if (this.ruleset.outcome(this.current) || !this.ruleset.toAct(this.current).includes(seat)) return [];
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
    if (this.ruleset.outcome(this.current)) return err(CoreErrors.gameOver());
    if (!this.ruleset.toAct(this.current).includes(seat)) return err(CoreErrors.notYourTurn(seat));
    const action = this.ruleset.parseAction(input);
    if (!action.ok) return action;
    const seeded = this.diceState ? SeededDice.fromState(this.diceState) : null;
    const typed = typedDice ? new ScriptedDice(typedDice) : undefined;
    const dice: Dice = typed ?? seeded ?? new KeyedDice(isKeyed(this.dice) ? this.dice.secret : '', actionDice(this.taken.length));
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
    return ok(applied.value.events);
  }
}
