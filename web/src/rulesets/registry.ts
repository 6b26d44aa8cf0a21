/**
 * The per-ruleset UI registry. The shell (home, lobby, connection, replay, log, rules panel) never
 * names a rule system; each system registers one `RulesetUi` that draws its board and turns clicks into
 * actions. Adding a system to the browser is one new folder under web/src/rulesets and one
 * `registerRulesetUi` call in web/src/rulesets/index.ts.
 *
 * A module renders what the server sent (a view, the seat's legal actions, the events it may see) and
 * sends intents; it never decides a rule. Anything it checks locally is a hint the server re-checks.
 */
import type { ComponentType, VNode } from 'preact';
import type { Assumption, GameEvent, Outcome, Seat } from '../../../src/core/ruleset.js';
import type { EventLine } from '../../../src/core/system.js';
import type { AnchorSpec } from '../markdown.js';

/** What the server sent one seat (or a spectator) at `seq`. */
export interface Snapshot<V = unknown, A = unknown> {
  readonly seq: number;
  readonly you: Seat | null;
  readonly view: V;
  readonly legal: readonly A[];
  readonly events: readonly GameEvent[];
  readonly status: unknown;
}

export type GameMode = 'computer' | 'hotseat' | 'online';

export interface PlayProps<V = unknown, A = unknown> {
  readonly gameId: string;
  readonly snapshot: Snapshot<V, A>;
  /** The seat this screen acts for, or null for a spectator. */
  readonly seat: Seat | null;
  readonly mode: GameMode | 'spectator';
  /** The game's options when the server told them (null: the ruleset's defaults). */
  readonly options: Readonly<Record<string, unknown>> | null;
  /** Sends an intent to the server; the promise settles when it is acknowledged or refused. */
  /**
   * `dice`: rolls made at the table and typed in, used instead of the server's dice (hot-seat games
   * only; too few, too many or an impossible face is refused with the rule's message).
   */
  readonly act: (action: A, dice?: readonly number[]) => Promise<boolean>;
  /** An action is on its way: the module should not send another. */
  readonly busy: boolean;
  /** Hot-seat cover is up: draw every piece face down. */
  readonly concealed: boolean;
  /** The shell's status panel (whose turn, connection, seats, invitation): best placed first beside the board. */
  readonly status: VNode;
  /** The shell's other panels (log, links): best placed last beside the board. */
  readonly side: VNode;
  /** A label for each seat as players know it ("You", "Computer", "Ann"). */
  readonly seatLabel: (seat: Seat) => string;
}

export interface ReplayProps<V = unknown> {
  /** The view to draw (for an all-seeing replay, the module's `mergeViews` of every seat's view). */
  readonly view: V;
  /** Events of the step just taken (e.g. to show a challenge). */
  readonly stepEvents: readonly GameEvent[];
  readonly perspective: Seat | null;
  readonly side: VNode;
}

/** An option the home screen can edit: scalar options only; anything else keeps its default. */
export type OptionField =
  | { readonly key: string; readonly label: string; readonly kind: 'enum'; readonly values: readonly { value: string; label: string }[]; readonly assumption?: string }
  | { readonly key: string; readonly label: string; readonly kind: 'int'; readonly min: number; readonly hint?: string; readonly assumption?: string }
  | { readonly key: string; readonly label: string; readonly kind: 'bool'; readonly assumption?: string };

/**
 * A ruleset's own editor on the home page, for options the scalar fields cannot hold (a battle spec
 * pasted as JSON). It sets options by key; the server checks them when the game is created.
 */
export interface OptionsEditorProps {
  /** The options the player has set so far (changed ones only). */
  readonly options: Readonly<Record<string, unknown>>;
  /** The ruleset's defaults as the server reports them (empty until they arrive). */
  readonly defaults: Readonly<Record<string, unknown>>;
  /** Sets an option; undefined leaves it at its default. */
  readonly setOption: (key: string, value: unknown) => void;
  /** The server's refusal of the last attempt to create the game, to show beside the inputs. */
  readonly error: { readonly message: string; readonly clause?: string } | null;
}

/** One log line: the core's EventLine, as every system's describer gives it. */
export type LogLine = EventLine;

export interface RulesetUi<V = unknown, A = unknown> {
  readonly id: string;
  readonly name: string;
  readonly blurb: string;
  readonly seats: readonly Seat[];
  /** Optional: the seats a player may pick with these options (default: `seats`), where an option opens more (Sword & Spear's second commands, SSF-A51). */
  seatsFor?(options: Readonly<Record<string, unknown>>): readonly Seat[];
  seatName(seat: Seat): string;
  /** A CSS colour for the seat's badge. */
  seatColor(seat: Seat): string;

  /** Everything in a live game below the header: deployment, the board, choices, the side panels. */
  readonly Play: ComponentType<PlayProps<V, A>>;
  /** The board of a replay step. */
  readonly ReplayBoard: ComponentType<ReplayProps<V>>;

  /** One log line for an event, or null to leave it out. */
  describeEvent(event: GameEvent, viewer: Seat | null): LogLine | null;
  outcome(view: V): Outcome | null;
  /** One line under the header: "Move 12 · Red to move". */
  summary(view: V): string;
  /** Whose decision the view says is pending. */
  toAct(view: V): readonly Seat[];
  /** The all-seeing view of a replay, from every seat's own view of the same moment. */
  mergeViews(views: Readonly<Record<Seat, V>>): V;

  readonly rules: {
    /** The rulebook text (markdown as extracted from the seed). */
    readonly markdown: string;
    /** Where each cited clause lives in the text. */
    readonly anchors: readonly AnchorSpec[];
    readonly assumptions: readonly Assumption[];
    /** Pattern of clause strings that name an assumption ("SW-A4 (moveLimit)"). */
    readonly assumptionId: RegExp;
  };
  readonly optionFields: readonly OptionField[];
  /** Optional: an editor the home page shows above the option fields (OptionsEditorProps). */
  readonly OptionsEditor?: ComponentType<OptionsEditorProps>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRulesetUi = RulesetUi<any, any>;

const modules = new Map<string, AnyRulesetUi>();

export function registerRulesetUi(ui: AnyRulesetUi): void {
  if (modules.has(ui.id)) throw new Error(`ruleset UI ${ui.id} is registered twice`);
  modules.set(ui.id, ui);
}

export function getRulesetUi(id: string): AnyRulesetUi | undefined {
  return modules.get(id);
}

export function listRulesetUis(): AnyRulesetUi[] {
  return [...modules.values()];
}
