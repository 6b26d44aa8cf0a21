/**
 * What the server keeps, behind an interface: games, their seats (token hashes, never tokens), invites
 * and the actions in order. The rules never see storage; a game is rebuilt by replaying its actions.
 *
 * Every method is asynchronous (PostgreSQL answers over a socket; SQLite answers at once) and atomic on
 * its own: one transaction each. Two guards keep a game's actions in order, each for its own case:
 * - within one process, the game service runs every change to a game through that game's serial queue
 *   (GameService.serial), so an action is validated, stored and broadcast with nothing slipping in between;
 * - across processes sharing one database, `appendAction` stores action `expectedSeq` only if the game
 *   has exactly that many (a conditional update of the game's row, which PostgreSQL row-locks until
 *   commit), and the actions' primary key (game_id, seq) refuses a second action at one seq whatever
 *   code writes it. The loser of a race gets `false` and rebuilds from the store.
 * A promise from `appendAction` resolves only after the transaction has committed: an action is
 * acknowledged only once it is stored.
 */
import type { Ending } from '../core/match.js';
import type { Outcome, Seat } from '../core/ruleset.js';

export type GameMode = 'computer' | 'hotseat' | 'online';
export type SeatKind = 'human' | 'computer' | 'open';
/** waiting: a seat is still open (online game before the invitation is used); over: a final result is stored. */
export type GameStatus = 'waiting' | 'active' | 'over';
/**
 * Who ended a game: its rules, a clock, an abandonment claim, expiry (nobody joined in time), a player's
 * resignation, or the players' agreement to a draw.
 */
export type EndedBy = 'rules' | 'time' | 'abandoned' | 'expired' | 'resignation' | 'agreement';

/** A per-seat time budget. `remainingMs` is each seat's time at `GameRow.turnStartedAt`. */
export interface ClockState {
  readonly initialSeconds: number;
  readonly remainingMs: Readonly<Record<Seat, number>>;
}

export interface GameRow {
  readonly id: string;
  readonly ruleset: string;
  readonly rulesetVersion: string;
  /** The ruleset's options with defaults filled in. */
  readonly options: unknown;
  /** The 32-bit seed of a game stored before keyed dice (0 for newer games, whose dice come from `diceSecret`). */
  readonly seed: number;
  /** The game's dice secret (64 hex digits: docs/records.md, "Dice"); null for a game stored before keyed dice. */
  readonly diceSecret: string | null;
  readonly mode: GameMode;
  /** Milliseconds since the epoch. */
  readonly createdAt: number;
  readonly status: GameStatus;
  readonly result: Outcome | null;
  readonly endedBy: EndedBy | null;
  readonly clock: ClockState | null;
  /** Abandonment: seconds a pending decision may wait before the opponent may claim; null for off. */
  readonly claimAfterSeconds: number | null;
  /** When the decisions now pending began (the last action, or when the last seat was filled). */
  readonly turnStartedAt: number;
  /** Number of stored actions. */
  readonly seq: number;
  /** How many takebacks the game has had: a client holding a longer history knows it was taken back. */
  readonly takebacks: number;
}

export interface SeatRow {
  readonly seat: Seat;
  readonly kind: SeatKind;
  /** SHA-256 (hex) of the seat's token; null for computer and open seats. */
  readonly tokenHash: string | null;
  /** The agent name or level playing a computer seat. */
  readonly agent: string | null;
}

export interface StoredAction {
  /** 0-based: the action that took the game from seq to seq + 1. */
  readonly seq: number;
  readonly seat: Seat;
  readonly action: unknown;
  readonly at: number;
  /** Dice rolled at the table and typed in for this action (Match.act's typedDice); absent: the game's seeded dice. */
  readonly dice?: readonly number[];
  /** The players' end of the game (Match's RecordedAction.end): `action` is null. */
  readonly end?: Ending;
}

export type NewGame = Omit<GameRow, 'seq' | 'takebacks'>;

/**
 * A game's row changed in the database, perhaps through another server process: its seq and status
 * now. Null: changes may have been missed (the connection that hears them was lost and is back).
 */
export type GameChange = { readonly gameId: string; readonly seq: number; readonly status: GameStatus } | null;

/** Changes stored together with an action, in the same transaction. */
export interface GameUpdate {
  readonly status?: GameStatus;
  readonly result?: Outcome | null;
  readonly endedBy?: EndedBy | null;
  readonly clock?: ClockState | null;
  readonly turnStartedAt?: number;
}

export interface GameStore {
  createGame(game: NewGame, seats: readonly SeatRow[], inviteHash?: string): Promise<void>;
  getGame(id: string): Promise<GameRow | undefined>;
  /** Ids of games, optionally only those with one of the statuses. */
  listGames(statuses?: readonly GameStatus[]): Promise<string[]>;
  seats(gameId: string): Promise<SeatRow[]>;
  /** The seat a token hash holds in a game, or null. */
  seatForToken(gameId: string, tokenHash: string): Promise<Seat | null>;
  /** Every (game, seat) held by one of these token hashes. */
  gamesForTokens(tokenHashes: readonly string[]): Promise<{ gameId: string; seat: Seat }[]>;
  /**
   * Uses an invite once: gives its open seat to `tokenHash` and, if that fills the game, applies
   * `whenFull`. Returns the seat, or null if the invite is unknown or used.
   */
  claimInvite(gameId: string, inviteHash: string, tokenHash: string, whenFull: GameUpdate): Promise<Seat | null>;
  /** The game's actions in order, from seq `fromSeq` (default 0). */
  actions(gameId: string, fromSeq?: number): Promise<StoredAction[]>;
  /**
   * Appends an action only if the game has exactly `expectedSeq` actions (it refuses, returning false,
   * if another action got in first), together with `update`, atomically.
   */
  appendAction(gameId: string, expectedSeq: number, action: Omit<StoredAction, 'seq'>, update: GameUpdate): Promise<boolean>;
  /**
   * A takeback: removes the actions from seq `toSeq` on, only if the game has exactly `expectedSeq`
   * actions and is not over (false otherwise), counts the takeback in the game's row and applies
   * `update`, atomically.
   */
  truncateActions(gameId: string, expectedSeq: number, toSeq: number, update: GameUpdate): Promise<boolean>;
  /** Changes a game's row without an action (a server-level end: time, abandonment). Only while not over. */
  updateGame(gameId: string, update: GameUpdate): Promise<boolean>;
  /**
   * Calls `listener` for every change to any game's row, committed by any process on the same database
   * (PostgreSQL LISTEN/NOTIFY). Absent where one process owns the store (SQLite). Resolves, once
   * listening, with the function that stops.
   */
  watch?(listener: (change: GameChange) => void): Promise<() => Promise<void>>;
  /**
   * Makes this process the one that plays a game's computer seats, if no other process is: true if it
   * now is (or already was). Of several processes on one database, one at a time leads a game (a
   * PostgreSQL advisory lock, held on a connection of the store's own and freed by the database when
   * the process dies). Absent: this process leads every game.
   */
  lead?(gameId: string): Promise<boolean>;
  /** Stops leading a game (it left memory, or is over). */
  unlead?(gameId: string): Promise<void>;
  close(): Promise<void>;
}

/** The games table's columns, in the order gameValues gives them: both stores insert a game with these. */
export const GAME_COLUMNS =
  'id, ruleset, ruleset_version, options, seed, dice_secret, mode, created_at, status, result, ended_by, clock, claim_after, turn_started_at';

/** A new game's values for GAME_COLUMNS, the structured ones as JSON text. */
export function gameValues(game: NewGame): (string | number | null)[] {
  return [
    game.id,
    game.ruleset,
    game.rulesetVersion,
    JSON.stringify(game.options),
    game.seed,
    game.diceSecret,
    game.mode,
    game.createdAt,
    game.status,
    game.result === null ? null : JSON.stringify(game.result),
    game.endedBy,
    game.clock === null ? null : JSON.stringify(game.clock),
    game.claimAfterSeconds,
    game.turnStartedAt,
  ];
}
