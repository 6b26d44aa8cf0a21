/**
 * The GameStore in one SQLite file (better-sqlite3, WAL mode): the embedded default, for one server
 * process. better-sqlite3 is synchronous, so each method does its whole transaction before its promise
 * resolves. Tables: games, seats (token hashes),
 * invites (code hashes, single use) and actions (game_id, seq, seat, action JSON, at, dice typed in at the table).
 *
 *   const store = SqliteStore.open('data/warband.sqlite');
 */
import Database from 'better-sqlite3';
import type { Ending } from '../core/match.js';
import type { Outcome, Seat } from '../core/ruleset.js';
import type {
  ClockState,
  EndedBy,
  GameMode,
  GameRow,
  GameStatus,
  GameStore,
  GameUpdate,
  NewGame,
  SeatKind,
  SeatRow,
  StoredAction,
} from './storage.js';
import { GAME_COLUMNS, gameValues } from './storage.js';

const SCHEMA_VERSION = 4;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS games (
  id TEXT PRIMARY KEY,
  ruleset TEXT NOT NULL,
  ruleset_version TEXT NOT NULL,
  options TEXT NOT NULL,
  seed INTEGER NOT NULL,
  dice_secret TEXT,
  mode TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  status TEXT NOT NULL,
  result TEXT,
  ended_by TEXT,
  clock TEXT,
  claim_after INTEGER,
  turn_started_at INTEGER NOT NULL,
  seq INTEGER NOT NULL DEFAULT 0,
  takebacks INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX IF NOT EXISTS games_status ON games(status);
CREATE TABLE IF NOT EXISTS seats (
  game_id TEXT NOT NULL REFERENCES games(id),
  seat TEXT NOT NULL,
  kind TEXT NOT NULL,
  token_hash TEXT,
  agent TEXT,
  PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX IF NOT EXISTS seats_token ON seats(token_hash) WHERE token_hash IS NOT NULL;
CREATE TABLE IF NOT EXISTS invites (
  code_hash TEXT PRIMARY KEY,
  game_id TEXT NOT NULL REFERENCES games(id),
  seat TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  used_at INTEGER
);
CREATE TABLE IF NOT EXISTS actions (
  game_id TEXT NOT NULL REFERENCES games(id),
  seq INTEGER NOT NULL,
  seat TEXT NOT NULL,
  action TEXT NOT NULL,
  at INTEGER NOT NULL,
  dice TEXT,
  ending TEXT,
  PRIMARY KEY (game_id, seq)
);
`;

/** Each step from a schema version to the next, for files made by an older server. */
const MIGRATIONS: Readonly<Record<number, string>> = {
  // 1 -> 2: a referee's typed-in dice stored beside the action they were rolled for.
  1: 'ALTER TABLE actions ADD COLUMN dice TEXT;',
  // 2 -> 3: keyed dice (issue 26); games stored before keep their seed and replay as they did.
  2: 'ALTER TABLE games ADD COLUMN dice_secret TEXT;',
  // 3 -> 4: resignations and agreed draws stored as the game's last entry; takebacks counted.
  3: 'ALTER TABLE actions ADD COLUMN ending TEXT; ALTER TABLE games ADD COLUMN takebacks INTEGER NOT NULL DEFAULT 0;',
};

interface GameRecordRow {
  id: string;
  ruleset: string;
  ruleset_version: string;
  options: string;
  seed: number;
  dice_secret: string | null;
  mode: string;
  created_at: number;
  status: string;
  result: string | null;
  ended_by: string | null;
  clock: string | null;
  claim_after: number | null;
  turn_started_at: number;
  seq: number;
  takebacks: number;
}

const toGame = (r: GameRecordRow): GameRow => ({
  id: r.id,
  ruleset: r.ruleset,
  rulesetVersion: r.ruleset_version,
  options: JSON.parse(r.options) as unknown,
  seed: r.seed,
  diceSecret: r.dice_secret,
  mode: r.mode as GameMode,
  createdAt: r.created_at,
  status: r.status as GameStatus,
  result: r.result === null ? null : (JSON.parse(r.result) as Outcome),
  endedBy: r.ended_by as EndedBy | null,
  clock: r.clock === null ? null : (JSON.parse(r.clock) as ClockState),
  claimAfterSeconds: r.claim_after,
  turnStartedAt: r.turn_started_at,
  seq: r.seq,
  takebacks: r.takebacks,
});

export class SqliteStore implements GameStore {
  private readonly db: Database.Database;

  private constructor(file: string) {
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('foreign_keys = ON');
    this.db.pragma('busy_timeout = 5000');
    const version = this.db.pragma('user_version', { simple: true }) as number;
    if (version > SCHEMA_VERSION) throw new Error(`${file} has schema ${version}; this server knows ${SCHEMA_VERSION}`);
    const fresh = !this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'actions'").get();
    if (!fresh) for (let v = Math.max(version, 1); v < SCHEMA_VERSION; v++) this.db.exec(MIGRATIONS[v]!);
    this.db.exec(SCHEMA);
    this.db.pragma(`user_version = ${SCHEMA_VERSION}`);
  }

  /** Opens (creating if needed) the database file; ':memory:' for a throwaway one. */
  static open(file: string): SqliteStore {
    return new SqliteStore(file);
  }

  async createGame(game: NewGame, seats: readonly SeatRow[], inviteHash?: string): Promise<void> {
    this.db.transaction(() => {
      this.db
        .prepare(`INSERT INTO games (${GAME_COLUMNS}, seq) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0)`)
        .run(...gameValues(game));
      const seat = this.db.prepare('INSERT INTO seats (game_id, seat, kind, token_hash, agent) VALUES (?, ?, ?, ?, ?)');
      for (const s of seats) seat.run(game.id, s.seat, s.kind, s.tokenHash, s.agent);
      if (inviteHash) {
        const open = seats.find((s) => s.kind === 'open');
        if (!open) throw new Error('an invite needs an open seat');
        this.db
          .prepare('INSERT INTO invites (code_hash, game_id, seat, created_at) VALUES (?, ?, ?, ?)')
          .run(inviteHash, game.id, open.seat, game.createdAt);
      }
    })();
  }

  async getGame(id: string): Promise<GameRow | undefined> {
    const row = this.db.prepare('SELECT * FROM games WHERE id = ?').get(id) as GameRecordRow | undefined;
    return row && toGame(row);
  }

  async listGames(statuses?: readonly GameStatus[]): Promise<string[]> {
    const rows = (
      statuses
        ? this.db
            .prepare(`SELECT id FROM games WHERE status IN (${statuses.map(() => '?').join(',')}) ORDER BY created_at`)
            .all(...statuses)
        : this.db.prepare('SELECT id FROM games ORDER BY created_at').all()
    ) as { id: string }[];
    return rows.map((r) => r.id);
  }

  async seats(gameId: string): Promise<SeatRow[]> {
    const rows = this.db.prepare('SELECT seat, kind, token_hash, agent FROM seats WHERE game_id = ? ORDER BY rowid').all(gameId) as {
      seat: string;
      kind: string;
      token_hash: string | null;
      agent: string | null;
    }[];
    return rows.map((r) => ({ seat: r.seat, kind: r.kind as SeatKind, tokenHash: r.token_hash, agent: r.agent }));
  }

  async seatForToken(gameId: string, tokenHash: string): Promise<Seat | null> {
    const row = this.db.prepare('SELECT seat FROM seats WHERE game_id = ? AND token_hash = ?').get(gameId, tokenHash) as
      | { seat: string }
      | undefined;
    return row?.seat ?? null;
  }

  async gamesForTokens(tokenHashes: readonly string[]): Promise<{ gameId: string; seat: Seat }[]> {
    if (tokenHashes.length === 0) return [];
    const rows = this.db
      .prepare(
        `SELECT s.game_id AS gameId, s.seat AS seat FROM seats s JOIN games g ON g.id = s.game_id
         WHERE s.token_hash IN (${tokenHashes.map(() => '?').join(',')}) ORDER BY g.created_at DESC`,
      )
      .all(...tokenHashes) as { gameId: string; seat: string }[];
    return rows;
  }

  async claimInvite(gameId: string, inviteHash: string, tokenHash: string, whenFull: GameUpdate): Promise<Seat | null> {
    return this.db.transaction((): Seat | null => {
      const invite = this.db
        .prepare('SELECT seat FROM invites WHERE code_hash = ? AND game_id = ? AND used_at IS NULL')
        .get(inviteHash, gameId) as { seat: string } | undefined;
      if (!invite) return null;
      const now = Date.now();
      this.db.prepare('UPDATE invites SET used_at = ? WHERE code_hash = ?').run(now, inviteHash);
      const changed = this.db
        .prepare("UPDATE seats SET kind = 'human', token_hash = ? WHERE game_id = ? AND seat = ? AND kind = 'open'")
        .run(tokenHash, gameId, invite.seat);
      if (changed.changes !== 1) throw new Error(`seat ${invite.seat} of ${gameId} is not open`);
      const open = this.db.prepare("SELECT COUNT(*) AS n FROM seats WHERE game_id = ? AND kind = 'open'").get(gameId) as { n: number };
      if (open.n === 0) this.update(gameId, whenFull);
      return invite.seat;
    })();
  }

  async actions(gameId: string, fromSeq = 0): Promise<StoredAction[]> {
    const rows = this.db
      .prepare('SELECT seq, seat, action, at, dice, ending FROM actions WHERE game_id = ? AND seq >= ? ORDER BY seq')
      .all(gameId, fromSeq) as {
      seq: number;
      seat: string;
      action: string;
      at: number;
      dice: string | null;
      ending: string | null;
    }[];
    return rows.map((r) => ({
      seq: r.seq,
      seat: r.seat,
      action: JSON.parse(r.action) as unknown,
      at: r.at,
      ...(r.dice === null ? {} : { dice: JSON.parse(r.dice) as number[] }),
      ...(r.ending === null ? {} : { end: r.ending as Ending }),
    }));
  }

  async appendAction(gameId: string, expectedSeq: number, action: Omit<StoredAction, 'seq'>, update: GameUpdate): Promise<boolean> {
    return this.db.transaction((): boolean => {
      const moved = this.db
        .prepare("UPDATE games SET seq = seq + 1 WHERE id = ? AND seq = ? AND status != 'over'")
        .run(gameId, expectedSeq);
      if (moved.changes !== 1) return false;
      this.db
        .prepare('INSERT INTO actions (game_id, seq, seat, action, at, dice, ending) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run(
          gameId,
          expectedSeq,
          action.seat,
          JSON.stringify(action.action),
          action.at,
          action.dice ? JSON.stringify(action.dice) : null,
          action.end ?? null,
        );
      this.update(gameId, update);
      return true;
    })();
  }

  async truncateActions(gameId: string, expectedSeq: number, toSeq: number, update: GameUpdate): Promise<boolean> {
    return this.db.transaction((): boolean => {
      const moved = this.db
        .prepare("UPDATE games SET seq = ?, takebacks = takebacks + 1 WHERE id = ? AND seq = ? AND status != 'over' AND ? <= seq")
        .run(toSeq, gameId, expectedSeq, toSeq);
      if (moved.changes !== 1) return false;
      this.db.prepare('DELETE FROM actions WHERE game_id = ? AND seq >= ?').run(gameId, toSeq);
      this.update(gameId, update);
      return true;
    })();
  }

  async updateGame(gameId: string, update: GameUpdate): Promise<boolean> {
    return this.db.transaction((): boolean => {
      const row = this.db.prepare("SELECT 1 FROM games WHERE id = ? AND status != 'over'").get(gameId);
      if (!row) return false;
      this.update(gameId, update);
      return true;
    })();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }

  private update(gameId: string, u: GameUpdate): void {
    const sets: string[] = [];
    const values: unknown[] = [];
    const set = (column: string, value: unknown) => {
      sets.push(`${column} = ?`);
      values.push(value);
    };
    if (u.status !== undefined) set('status', u.status);
    if (u.result !== undefined) set('result', u.result === null ? null : JSON.stringify(u.result));
    if (u.endedBy !== undefined) set('ended_by', u.endedBy);
    if (u.clock !== undefined) set('clock', u.clock === null ? null : JSON.stringify(u.clock));
    if (u.turnStartedAt !== undefined) set('turn_started_at', u.turnStartedAt);
    if (sets.length === 0) return;
    this.db.prepare(`UPDATE games SET ${sets.join(', ')} WHERE id = ?`).run(...values, gameId);
  }
}
