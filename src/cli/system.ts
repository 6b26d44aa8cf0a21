/**
 * A rule system's text front end, as the `warband` command sees it: the one value
 * `src/cli/<system>/index.ts` exports. main.ts, play-command.ts and review.ts find it through the CLI
 * registry (registry.ts) by system id or by the id of a ruleset it owns, so no code outside a system's
 * folder names it.
 */
import type { Writable } from 'node:stream';
import type { Command } from 'commander';
import type { RuleError } from '../core/rule-error.js';
import type { GameEvent, Outcome, Seat } from '../core/ruleset.js';
import type { Match } from '../core/match.js';

/** A game as `warband play <ruleset>` starts it: the same flags for every system. */
export interface TerminalGame {
  /** Everyone at one keyboard (--vs hotseat); otherwise `seat` plays the computer. */
  readonly hotseat: boolean;
  /** The computer's agent or level (checked for the ruleset already). */
  readonly level: string;
  /** The seat played at the keyboard (the game's first seat when --seat is not given; one of `seats`). */
  readonly seat: string;
  readonly seed: number;
  /** Ruleset options, checked by the ruleset (a loaded game's are the record's). */
  readonly options: Record<string, unknown>;
  /** ANSI colours (a terminal, and no --no-color or NO_COLOR). */
  readonly color: boolean;
  /** Write the game record here when the game ends or is left. */
  readonly save?: string;
  /** A deployment file for the seat at the keyboard (--deploy). */
  readonly deploy?: string;
  /** Resume the game in this record (--load). */
  readonly load?: string;
}

/** What the shared loop (play-loop.ts) lends a system's screen: the match, who plays it, where to write. */
export interface PlayTable {
  /** The match under way (read it each time: a takeback may replace it). */
  readonly match: AnyMatch;
  readonly game: TerminalGame;
  /** The seats played at this keyboard (every seat in hot-seat). */
  readonly humans: readonly Seat[];
  /** The computer's player's name; null in hot-seat. */
  readonly computer: string | null;
  readonly output: Writable;
}

export type AnyMatch = Match<unknown, unknown, unknown, unknown, GameEvent>;

/** A typed line as the screen reads it: an action to take (with lines to print first, and once it is accepted), or lines to print. */
export type Reading =
  | { readonly action: unknown; readonly lines?: readonly string[]; readonly accepted?: readonly string[] }
  | { readonly lines: readonly string[] };

/**
 * One game's screen: what the shared loop shows and how it reads a line. The loop owns the turns, the
 * computer, hot-seat hand-over, quit/save/Ctrl-C and the loop-level commands (play-loop.ts LOOP_COMMANDS);
 * the screen owns the pictures, the choices and the words typed for an action.
 */
export interface GameScreen {
  /** 'game', 'battle', 'encounter': "You left the battle." */
  readonly noun: string;
  /** The system's commands (the loop adds its own). */
  readonly help: string;
  /** The title and who plays whom, before the first decision. */
  intro(): readonly string[];
  /** Run once before the first decision (a deployment from a file); lines to print. */
  start?(): readonly string[];
  /** The prompt for a seat at the keyboard: 'red> '. */
  prompt(seat: Seat): string;
  /** A seat in words: 'Red'. */
  seatName(seat: Seat): string;
  /** Before a decision at the keyboard: what has happened since, the picture when it changed, the choices. */
  before(seat: Seat): readonly string[];
  /** A typed line that is not one of the loop's words. */
  read(line: string, seat: Seat): Reading;
  /** After an action of the seat at the keyboard was accepted. */
  after?(seat: Seat): readonly string[];
  /** After the computer acted (`view`: its view before). */
  computerActed?(seat: Seat, action: unknown, view: unknown): readonly string[];
  /** A refusal as this screen prints it (default 'Refused: message  [clause]'). */
  refusal?(error: RuleError): string;
  /** The end of the game, as `viewer` sees it. */
  end(outcome: Outcome, viewer: Seat): readonly string[];
}

/** The game `warband play <ruleset>` plays in the terminal. */
export interface CliPlay {
  /** The engine it plays: the system's game. */
  readonly ruleset: string;
  /** The seats one may take against the computer (--seat), the default first. */
  readonly seats: readonly string[];
  /** The seats in words, for a refusal: "red or black". */
  readonly seatWords: string;
  /** Hidden information: in hot-seat the screen is covered between the players. */
  readonly hidden?: boolean;
  /** The seats at the keyboard in hot-seat (default: the ruleset's). */
  players?(match: AnyMatch): readonly Seat[];
  /** The computer's dice from the game's seed (default: a mix of it that keeps them apart from the game's). */
  agentSeed?(seed: number): number;
  /** Why this game refuses these flags (--deploy where the scenario deploys), or null. */
  refuse?(game: TerminalGame): string | null;
  /** The screen of one game, or why it cannot be played with these flags. */
  open(table: PlayTable): GameScreen | string;
}

/** A record replayed by `warband replay`, as the system's review shows it. */
export interface ReplayedRecord {
  readonly match: Match<unknown, unknown, unknown, unknown, GameEvent>;
  /** The record file's name, for the text. */
  readonly source: string;
  /** Actions replayed. */
  readonly applied: number;
  /** Actions in the record. */
  readonly total: number;
  /** --at: the position after this many actions. */
  readonly at?: number;
  /** --seat: also the board as this seat saw it (one of the review's `seats`). */
  readonly seat?: string;
  /** The refused action, in words, when the record is damaged. */
  readonly failed: string | null;
  /** The refused action and its error (the record's JSON), or null. */
  readonly failure: unknown;
}

/** How `warband replay` shows a record of the system: the text and JSON of a position. */
export interface CliReview {
  /** The engine whose records it shows (the system's game). */
  readonly ruleset: string;
  /** The seats whose view --seat may show beside the whole board. */
  readonly seats: readonly string[];
  readonly seatWords: string;
  show(record: ReplayedRecord): { readonly text: string; readonly json: unknown };
}

export interface CliSystem {
  /** The system's id, as in src/core/registry.ts (and the folder name). */
  readonly id: string;
  /** `warband play <ruleset>`, where the system has a game at the terminal. */
  readonly play?: CliPlay;
  /** Adds the system's own commands to the program (`warband <system> ...`). */
  readonly commands?: (cli: Command) => void;
  /** `warband replay` of the system's records, beyond the events in words every record gets. */
  readonly review?: CliReview;
}
