/**
 * The per-ruleset UI registry. The shell (home, lobby, connection, replay, log, rules panel) never
 * names a rule system; each system's folder, web/src/rulesets/<system>/, exports one `SystemUi`
 * (index.ts): for each of its engines a `RulesetMeta` (a few lines the home page shows) and a loader for
 * its `RulesetUi` (the board, its engine and data: a chunk of its own, fetched when a game of that engine
 * is opened). Adding a system to the browser is one new folder under web/src/rulesets and one line in
 * web/src/rulesets/index.ts.
 *
 * A module renders what the server sent (a view, the seat's legal actions, the events it may see) and
 * sends intents; it never decides a rule. Anything it checks locally is a hint the server re-checks.
 */
import type { ComponentType, VNode } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import type { AnyRuleset, Assumption, GameEvent, Outcome, Seat } from '../../../src/core/ruleset.js';
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
  | {
      readonly key: string;
      readonly label: string;
      readonly kind: 'enum';
      readonly values: readonly { value: string; label: string }[];
      readonly assumption?: string;
    }
  | {
      readonly key: string;
      readonly label: string;
      readonly kind: 'int';
      readonly min: number;
      readonly hint?: string;
      readonly assumption?: string;
    }
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

/** One line of the log: the system's describer writes it (core's EventLine). */
export type LogLine = EventLine;

/**
 * What the home page and the game list show before any system's interface is loaded: names, the seats
 * and their colours. Plain data in `<folder>/meta.ts`, which imports nothing, so the start page stays
 * small; the loaded `RulesetUi` spreads it.
 */
export interface RulesetMeta {
  readonly id: string;
  readonly name: string;
  readonly blurb: string;
  readonly seats: readonly Seat[];
  /** Optional: the seats a player may pick with these options (default: `seats`), where an option opens more (Sword & Spear's second commands, SSF-A51). */
  seatsFor?(options: Readonly<Record<string, unknown>>): readonly Seat[];
  seatName(seat: Seat): string;
  /** A CSS colour for the seat's badge. */
  seatColor(seat: Seat): string;
  /** A small picture of the game for the home page (a hashed asset: `new URL('./picture.jpg', import.meta.url).href`). */
  readonly picture?: string;
}

/** The rulebook text and where each cited clause lives in it. */
export interface RulesText {
  /** The rulebook text (markdown as extracted from the seed). */
  readonly markdown: string;
  /** Where each cited clause lives in the text. */
  readonly anchors: readonly AnchorSpec[];
}

export interface RulesetUi<V = unknown, A = unknown> extends RulesetMeta {
  /** The engine this interface shows (its id is the interface's): a replay runs it in the browser. */
  readonly engine: AnyRuleset;
  /** Everything in a live game below the header: deployment, the board, choices, the side panels. */
  readonly Play: ComponentType<PlayProps<V, A>>;
  /** The board of a replay step. */
  readonly ReplayBoard: ComponentType<ReplayProps<V>>;

  /**
   * One log line for an event, or null to leave it out. `view` is what the reader has on screen (their
   * seat's newest view, a replay's step): the describer names pieces from it, for that seat alone.
   */
  describeEvent(event: GameEvent, viewer: Seat | null, view: V): LogLine | null;
  outcome(view: V): Outcome | null;
  /** One line under the header: "Move 12 · Red to move". */
  summary(view: V): string;
  /** Whose decision the view says is pending. */
  toAct(view: V): readonly Seat[];
  /** The all-seeing view of a replay, from every seat's own view of the same moment. */
  mergeViews(views: Readonly<Record<Seat, V>>): V;

  readonly rules: {
    /** The rulebook text and its anchors, fetched when first needed (a chunk of its own: `import()`). */
    load(): Promise<RulesText>;
    readonly assumptions: readonly Assumption[];
    /** Pattern of clause strings that name an assumption ("SW-A4 (moveLimit)"). */
    readonly assumptionId: RegExp;
  };
  readonly optionFields: readonly OptionField[];
  /** Optional: an editor the home page shows above the option fields (OptionsEditorProps). */
  readonly OptionsEditor?: ComponentType<OptionsEditorProps>;
  /**
   * Optional: whether an action only ends a segment, phase or turn ("End the Movement Phase", "pass").
   * When it is a seat's only legal action, the game screen sends it by itself (issue 28.3; a setting
   * turns this off: shell/AutoPass.tsx).
   */
  readonly passes?: (action: A) => boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRulesetUi = RulesetUi<any, any>;

/** One engine of a system: what the home page shows, and how to fetch the rest. */
export interface RulesetUiEntry {
  readonly meta: RulesetMeta;
  load(): Promise<AnyRulesetUi>;
}

/** The one value web/src/rulesets/<system>/index.ts exports: the system's engines, the game first. */
export interface SystemUi {
  /** The system's id: its folder name here and under src/rulesets (core's SystemInfo.id). */
  readonly system: string;
  readonly engines: readonly RulesetUiEntry[];
}

const entries = new Map<string, RulesetUiEntry>();
const systems = new Map<string, SystemUi>();
const loads = new Map<string, Promise<AnyRulesetUi>>();
const loaded = new Map<string, AnyRulesetUi>();
/** Why the last fetch of an interface failed (shown until a later fetch succeeds). */
const failures = new Map<string, string>();

/** Registers a system's engines; a system or an engine registered twice is refused, and nothing is registered. */
export function registerSystemUi(system: SystemUi): void {
  if (systems.has(system.system)) throw new Error(`system UI ${system.system} is registered twice`);
  if (system.engines.length === 0) throw new Error(`system UI ${system.system} has no engine`);
  const ids = system.engines.map((e) => e.meta.id);
  for (const [i, id] of ids.entries()) {
    if (entries.has(id) || ids.indexOf(id) !== i) throw new Error(`ruleset UI ${id} is registered twice`);
  }
  systems.set(system.system, system);
  for (const entry of system.engines) entries.set(entry.meta.id, entry);
}

/** The registered systems, in the order index.ts lists them. */
export function listSystemUis(): SystemUi[] {
  return [...systems.values()];
}

export function getRulesetMeta(id: string): RulesetMeta | undefined {
  return entries.get(id)?.meta;
}

export function listRulesetMetas(): RulesetMeta[] {
  return [...entries.values()].map((e) => e.meta);
}

/** The system's interface, fetched once (undefined: no such system in this client). A failed fetch may be tried again. */
export function loadRulesetUi(id: string): Promise<AnyRulesetUi | undefined> {
  const entry = entries.get(id);
  if (!entry) return Promise.resolve(undefined);
  let p = loads.get(id);
  if (!p) {
    p = entry.load().then((ui) => {
      if (ui.id !== id) throw new Error(`the module registered as ${id} is ${ui.id}`);
      loaded.set(id, ui);
      return ui;
    });
    p.catch(() => loads.delete(id));
    loads.set(id, p);
  }
  return p;
}

/** The interface if it has been fetched already. */
export function loadedRulesetUi(id: string): AnyRulesetUi | undefined {
  return loaded.get(id);
}

export type UiLoad =
  | { readonly state: 'loading' }
  | { readonly state: 'ready'; readonly ui: AnyRulesetUi }
  | { readonly state: 'unknown' }
  | { readonly state: 'failed'; readonly error: string };

/** A screen's hook: the system's interface, fetched when `id` is set (the state says whether it has come). */
export function useRulesetUi(id: string | null | undefined): UiLoad {
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!id || loaded.has(id) || !entries.has(id)) return;
    let live = true;
    loadRulesetUi(id).then(
      () => live && rerender((n) => n + 1),
      (e: unknown) => live && (failures.set(id, e instanceof Error ? e.message : String(e)), rerender((n) => n + 1)),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!id) return { state: 'loading' };
  const ui = loaded.get(id);
  if (ui) return { state: 'ready', ui };
  if (!entries.has(id)) return { state: 'unknown' };
  const error = failures.get(id);
  if (error !== undefined && !loads.has(id)) return { state: 'failed', error };
  return { state: 'loading' };
}

const texts = new Map<AnyRulesetUi, Promise<RulesText>>();
const textsLoaded = new Map<AnyRulesetUi, RulesText>();

/** The rulebook of a loaded interface, fetched once (null until it has come). */
export function useRulesText(ui: AnyRulesetUi | null | undefined): RulesText | null {
  const [, rerender] = useState(0);
  useEffect(() => {
    if (!ui || textsLoaded.has(ui)) return;
    let live = true;
    let p = texts.get(ui);
    if (!p) {
      p = ui.rules.load().then((t) => (textsLoaded.set(ui, t), t));
      p.catch(() => texts.delete(ui));
      texts.set(ui, p);
    }
    p.then(
      () => live && rerender((n) => n + 1),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [ui]);
  return ui ? (textsLoaded.get(ui) ?? null) : null;
}
