/**
 * The contract every rule system plugs in through. A ruleset is pure: no I/O, no clock, no Math.random.
 * The server, the CLI, the AI and the web client all call these functions and never re-decide a rule.
 *
 * Multi-step procedures are state, not call stacks: `toAct` says whose decision is pending and
 * `legalActions` lists the choices. Simultaneous secret choices collect one action per seat (every
 * seat in `toAct` may act, in any order) before the ruleset resolves them.
 *
 * A decision pending for one seat reaches that seat alone, by construction: its choices are the
 * seat's legal actions, which the core (Match.legalActions) gives only to a seat in `toAct` and never
 * to a spectator; the context only it may know is in events whose `audience` is that seat. A view
 * says of a pending decision only what every viewer may know (whose it is, of what kind, where): the
 * same for every viewer, so that which choices there are (a Siege Catapult cannot enter a castle)
 * never shows in anyone else's view (docs/protocol.md, "Hidden information").
 */
import type { ZodType } from 'zod';
import type { Dice } from './dice.js';
import type { Result } from './result.js';
import type { RuleError } from './rule-error.js';

export type Seat = string;

/** Anything that happened, for logs and screens. `clause` cites the rule that made it happen. */
export interface GameEvent {
  readonly type: string;
  readonly clause?: string;
  /** Seats allowed to see this event; absent means everyone, spectators included. */
  readonly audience?: readonly Seat[];
}

/** Who may look: a seat, or a spectator, who sees only what every seat can see. */
export type Viewer = Seat | typeof SPECTATOR;
export const SPECTATOR = 'spectator';

export interface Outcome {
  /** The winning seat, or null for a draw. */
  readonly winner: Seat | null;
  readonly reason: string;
  readonly clause: string;
}

export interface Applied<S, E extends GameEvent = GameEvent> {
  readonly state: S;
  readonly events: readonly E[];
}

/** A documented choice where the rulebook is silent or unclear, exposed as an option. */
export interface Assumption {
  readonly id: string;
  /** The option key that changes it. */
  readonly option: string;
  readonly text: string;
  readonly chosen: string;
  readonly why: string;
  readonly alternatives: readonly string[];
}

export interface Ruleset<S, A, V, O, E extends GameEvent = GameEvent> {
  readonly id: string;
  readonly name: string;
  /** Changes whenever a rule change could alter a replay; recorded in game records. */
  readonly version: string;
  readonly seats: readonly Seat[];
  /**
   * Seats a game may do without a player (the Sauron map game's third player, 16.69): where no one
   * takes one, the server and the matches seat the computer there. Absent: every seat needs a player.
   */
  readonly optionalSeats?: readonly Seat[];
  /**
   * The side a seat plays for, where seats share a side (Sword & Spear's second players, SSF-A51):
   * an online game invites a seat of another side. Absent: every seat is a side of its own.
   */
  readonly sideOf?: (seat: Seat) => Seat;
  readonly assumptions: readonly Assumption[];
  /**
   * Whether the players may end a game drawn by agreement (docs/protocol.md, "Resign, draw, takeback").
   * Absent: they may. A ruleset whose rulebook forbids it says false.
   */
  readonly endByAgreement?: boolean;
  /**
   * Whether a public event shows something that was hidden until then (a challenge shows both pieces'
   * kinds). No takeback goes back across such an event, nor across one with an `audience` or one whose
   * action rolled dice (Match.takebackRefusal). Absent: only those two.
   */
  reveals?(event: E): boolean;
  /**
   * The options' shape, where the ruleset has one: screens offer a field for every option an assumption
   * names (option-fields.ts). `parseOptions` stays the judge of what is accepted.
   */
  readonly optionsSchema?: ZodType;

  /** Options with defaults filled in, or an error naming the bad option. Unknown keys are refused. */
  parseOptions(input: unknown): Result<O, RuleError>;
  /** Validates the shape of an action from outside (a client, a file); legality is `apply`'s job. */
  parseAction(input: unknown): Result<A, RuleError>;

  setup(options: O, dice: Dice): S;
  /** Seats with a decision pending now; empty once the game is over. */
  toAct(state: S): readonly Seat[];
  legalActions(state: S, seat: Seat): A[];
  /** The new state and its events, or the rule that forbids the action (and the state is unchanged). */
  apply(state: S, seat: Seat, action: A, dice: Dice): Result<Applied<S, E>, RuleError>;
  /**
   * What `viewer` may know. Hidden information is removed, not merely flagged. A pending decision
   * appears only as its public notice, the same for every viewer: its choices go to the deciding seat
   * as legal actions.
   */
  view(state: S, viewer: Viewer): V;
  outcome(state: S): Outcome | null;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any>;

/** The events `viewer` may see. */
export function eventsFor<E extends GameEvent>(events: readonly E[], viewer: Viewer): E[] {
  return events.filter((e) => e.audience === undefined || (viewer !== SPECTATOR && e.audience.includes(viewer)));
}
