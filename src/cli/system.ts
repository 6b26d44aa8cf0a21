/**
 * A rule system's text front end, as the `warband` command sees it: the one value
 * `src/cli/<system>/index.ts` exports. main.ts, play-command.ts and review.ts find it through the CLI
 * registry (registry.ts) by system id or by the id of a ruleset it owns, so no code outside a system's
 * folder names it.
 */
import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import type { GameEvent } from '../core/ruleset.js';
import type { Match } from '../core/match.js';

/** A game as `warband play <ruleset>` starts it (PlayOptions in game-setup.ts, with the flags every game may take). */
export interface TerminalGame {
  /** Everyone at one keyboard; otherwise `seat` plays the computer. */
  readonly hotseat: boolean;
  /** The computer's agent or level (checked for the ruleset already). */
  readonly level: string;
  /** The seat played at the keyboard (the game's first seat when --seat is not given; one of `seats`). */
  readonly seat: string;
  readonly seed: number;
  /** Ruleset options, checked by the ruleset. */
  readonly options: Record<string, unknown>;
  /** ANSI colours (a terminal, and no --no-color or NO_COLOR). */
  readonly color: boolean;
  /** Write the game record here when the game ends. */
  readonly save?: string;
  /** A deployment file for the seat at the keyboard (--deploy). */
  readonly deploy?: string;
}

/** The game `warband play <ruleset>` plays in the terminal. */
export interface CliPlay {
  /** The engine it plays: the system's game. */
  readonly ruleset: string;
  /** The seats one may take against the computer (--seat), the default first. */
  readonly seats: readonly string[];
  /** The seats in words, for a refusal: "red or black". */
  readonly seatWords: string;
  /** Why this game refuses these flags (--deploy where the scenario deploys), or null. */
  refuse?(game: TerminalGame): string | null;
  /** Plays the game; resolves with the exit code. */
  run(game: TerminalGame, input: Readable, output: Writable): Promise<number>;
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
