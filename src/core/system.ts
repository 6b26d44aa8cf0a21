/**
 * A rule system as every other layer sees it: the one value `src/rulesets/<system>/index.ts` exports.
 * The server, the CLI, the AI and the web app take this value (and the types the index re-exports) and
 * nothing else from the system's folder; src/rulesets/index.ts registers each with one line.
 *
 * A system holds one or more engines (Ruleset): its game, and the referees that resolve one situation
 * played on a real table. Their events and pending decisions are put into words by the system's one
 * describer, which the web log, the CLI and the replay all use: there is no second wording.
 */
import type { AnyRuleset, GameEvent, Seat } from './ruleset.js';

/** One line of a log: an event in words, with the clause that produced it. */
export interface EventLine {
  readonly text: string;
  readonly clause?: string;
  /** Starts a new move or step of the game (numbered in the log). */
  readonly move?: boolean;
  readonly tone?: 'info' | 'challenge' | 'result' | 'end';
}

/** Who reads the line, and what they could see then (names of units and places come from the view). */
export interface DescribeContext {
  /** The seat reading, or null for a spectator or an all-seeing replay. */
  readonly viewer: Seat | null;
  /** The reader's view of the game (the newest one they have), when the words need names from it. */
  readonly view?: unknown;
}

/** Events and pending decisions in words: the one wording used by the web app, the CLI and the replay. */
export interface Describer {
  /** One line for an event, or null for one players need not read. */
  event(event: GameEvent, context: DescribeContext): EventLine | null;
  /** The decision pending in `view`, in words, for the header of a screen ("Red to move"). */
  decision(rulesetId: string, view: unknown): string;
}

/** Facts about a system for menus and docs; no rules. */
export interface SystemInfo {
  /** The folder name under src/rulesets, ai, cli and web/src/rulesets. */
  readonly id: string;
  readonly name: string;
  /** One sentence for the home page and `warband rulesets`. */
  readonly blurb: string;
  /** The rulebook this system implements, under ../shared/seeds/. */
  readonly seed: string;
}

export interface RuleSystem extends SystemInfo {
  /** The engines, the game first, then the referees. Each is registered in the ruleset registry. */
  readonly rulesets: readonly AnyRuleset[];
  readonly describe: Describer;
}
