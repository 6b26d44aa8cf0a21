/**
 * A rule system's computer players, as the rest of Warband sees them: the one value
 * `src/ai/<system>/index.ts` exports. The agent catalog (catalog.ts) finds it through the AI registry
 * (registry.ts) by the system that owns a game's ruleset, so no code outside a system's folder names it.
 */
import type { Agent } from './agent.js';

/** Settings given by name on the command line: `search:iterations=500,depth=8`. */
export type AgentSettings = Readonly<Record<string, number>>;

/** A kind of player (random, heuristic, search, rollout...) and the settings it takes. */
export interface AgentFamily {
  /** Its name in an agent spec: the part before the colon. */
  readonly name: string;
  /** What it does, in a sentence for `--help` and docs. */
  readonly description: string;
  /** The settings it accepts; any other is refused by name. */
  readonly settings: readonly string[];
  /** A fresh player with these settings (each one of `settings`, already checked). */
  make(settings: AgentSettings): Agent;
}

/** How long a level may think: what it is configured to do, and what that was measured to take. */
export interface LevelBudget {
  /** The most a move took when measured, in milliseconds on one core (docs/ai.md). */
  readonly msPerMove: number;
  /** What bounds it: its settings, and where the figure was measured. */
  readonly basis: string;
}

/** A strength offered to players: the web app's and the server's levels, the CLI's `--level`. */
export interface AiLevel {
  /** beginner, intermediate, advanced, strongest. */
  readonly id: string;
  readonly name: string;
  /** What this level does in this system, honestly (for the home page and docs). */
  readonly description: string;
  /** The agent spec it plays: a family and its settings. */
  readonly agent: string;
  readonly budget: LevelBudget;
}

export interface AiSystem {
  /** The system's id, as in src/core/registry.ts (and the folder name). */
  readonly id: string;
  /** Its levels, beginner to strongest. */
  readonly levels: readonly AiLevel[];
  /** Its kinds of player, by name. */
  readonly families: readonly AgentFamily[];
  /**
   * The one player of each of the system's engines that is not a game to play well but a referee's
   * (a battle, an attack, a record): every name and level plays it, by ruleset id.
   */
  readonly referees?: Readonly<Record<string, Agent>>;
  /**
   * Figures of the system's own fast paths and searches for `npm run bench` (src/bench/bench.ts), which
   * measures every system's readable rules and levels itself: each key a measure, timed for about `seconds`.
   */
  readonly bench?: (seconds: number) => Record<string, unknown>;
  /** Sets the system's players to think in this thread alone, where every core already plays a game (a tournament's workers). */
  readonly thinkInThisThread?: () => void;
}
