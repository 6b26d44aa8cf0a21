/**
 * The GameStore in PostgreSQL (node-postgres, a pool of connections), for several server processes on
 * one database. Chosen by DATABASE_URL (postgres://...); without it the server keeps SQLite.
 *
 *   const store = await PgStore.open('postgres://warband@db.example/warband');
 *
 * The tables mirror SQLite's (text JSON, times in milliseconds since the epoch), so a game replays the
 * same from either. Migrations are numbered and run on start, inside one transaction that holds an
 * advisory lock: processes starting together migrate once, one after the other.
 *
 * Exactly once and in order across processes: `appendAction` is one statement that moves the game's
 * seq from `expectedSeq` to `expectedSeq + 1` (PostgreSQL row-locks the game's row until commit, so a
 * second process at the same seq waits, then finds the seq moved and stores nothing) and inserts the
 * action; the primary key (game_id, seq) refuses a second action at one seq whatever code writes it.
 */
import pg from 'pg';
import type { Ending } from '../core/match.js';
import type { Outcome, Seat } from '../core/ruleset.js';
import type {
  ClockState,
  EndedBy,
  GameChange,
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

/** The LISTEN/NOTIFY channel on which changes to games are announced. */
const CHANNEL = 'warband_games';

/** The first key of the advisory locks that say which process leads a game ("lead"); the second is hashtext(game id). */
const LEAD_LOCK = 0x6c656164;

/** Each migration, in order: its number is the schema version it brings the database to. */
export const PG_MIGRATIONS: readonly { readonly version: number; readonly sql: string }[] = [
  {
    // 1: games, seats, invites and actions as in SQLite's schema 3.
    version: 1,
    sql: `
CREATE TABLE games (
  n bigint GENERATED ALWAYS AS IDENTITY,
  id text PRIMARY KEY,
  ruleset text NOT NULL,
  ruleset_version text NOT NULL,
  options text NOT NULL,
  seed bigint NOT NULL,
  dice_secret text,
  mode text NOT NULL,
  created_at bigint NOT NULL,
  status text NOT NULL,
  result text,
  ended_by text,
  clock text,
  claim_after integer,
  turn_started_at bigint NOT NULL,
  seq integer NOT NULL DEFAULT 0
);
CREATE INDEX games_status ON games (status, created_at, n);
CREATE TABLE seats (
  game_id text NOT NULL REFERENCES games (id),
  ord integer NOT NULL,
  seat text NOT NULL,
  kind text NOT NULL,
  token_hash text,
  agent text,
  PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX seats_token ON seats (token_hash) WHERE token_hash IS NOT NULL;
CREATE TABLE invites (
  code_hash text PRIMARY KEY,
  game_id text NOT NULL REFERENCES games (id),
  seat text NOT NULL,
  created_at bigint NOT NULL,
  used_at bigint
);
CREATE TABLE actions (
  game_id text NOT NULL REFERENCES games (id),
  seq integer NOT NULL,
  seat text NOT NULL,
  action text NOT NULL,
  at bigint NOT NULL,
  dice text,
  PRIMARY KEY (game_id, seq)
);`,
  },
  {
    // 2: every committed change to a game's row is announced to the processes listening (LISTEN/NOTIFY),
    // as "<id> <seq> <status>"; PostgreSQL delivers it only once the transaction commits.
    version: 2,
    sql: `
CREATE FUNCTION warband_game_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('${CHANNEL}', NEW.id || ' ' || NEW.seq || ' ' || NEW.status);
  RETURN NULL;
END
$$;
CREATE TRIGGER games_changed AFTER UPDATE ON games FOR EACH ROW EXECUTE FUNCTION warband_game_changed();`,
  },
  {
    // 3: resignations and agreed draws stored as the game's last entry; takebacks counted (SQLite's schema 4).
    version: 3,
    sql: `
ALTER TABLE actions ADD COLUMN ending text;
ALTER TABLE games ADD COLUMN takebacks integer NOT NULL DEFAULT 0;`,
  },
];

export const PG_SCHEMA_VERSION = PG_MIGRATIONS.at(-1)!.version;

/** The advisory lock migrations hold (any fixed number; this one spells "warb"). */
const MIGRATION_LOCK = 0x77617262;

interface GameRecordRow {
  id: string;
  ruleset: string;
  ruleset_version: string;
  options: string;
  seed: string;
  dice_secret: string | null;
  mode: string;
  created_at: string;
  status: string;
  result: string | null;
  ended_by: string | null;
  clock: string | null;
  claim_after: number | null;
  turn_started_at: string;
  seq: number;
  takebacks: number;
}

// node-postgres reads bigint as a string (it may not fit a double); these are milliseconds and 32-bit seeds.
const toGame = (r: GameRecordRow): GameRow => ({
  id: r.id,
  ruleset: r.ruleset,
  rulesetVersion: r.ruleset_version,
  options: JSON.parse(r.options) as unknown,
  seed: Number(r.seed),
  diceSecret: r.dice_secret,
  mode: r.mode as GameMode,
  createdAt: Number(r.created_at),
  status: r.status as GameStatus,
  result: r.result === null ? null : (JSON.parse(r.result) as Outcome),
  endedBy: r.ended_by as EndedBy | null,
  clock: r.clock === null ? null : (JSON.parse(r.clock) as ClockState),
  claimAfterSeconds: r.claim_after,
  turnStartedAt: Number(r.turn_started_at),
  takebacks: r.takebacks,
  seq: r.seq,
});

/** The SET clauses of an update, numbered from `$first`. */
function setsOf(u: GameUpdate, first: number): { sets: string[]; values: unknown[] } {
  const sets: string[] = [];
  const values: unknown[] = [];
  const set = (column: string, value: unknown) => {
    values.push(value);
    sets.push(`${column} = $${first + values.length - 1}`);
  };
  if (u.status !== undefined) set('status', u.status);
  if (u.result !== undefined) set('result', u.result === null ? null : JSON.stringify(u.result));
  if (u.endedBy !== undefined) set('ended_by', u.endedBy);
  if (u.clock !== undefined) set('clock', u.clock === null ? null : JSON.stringify(u.clock));
  if (u.turnStartedAt !== undefined) set('turn_started_at', u.turnStartedAt);
  return { sets, values };
}

export interface PgStoreOptions {
  /** Connections in the pool (default 10). */
  readonly max?: number;
  /** Operational messages (a connection lost while idle). */
  readonly log?: (message: string) => void;
}

export class PgStore implements GameStore {
  private readonly watchers = new Set<() => Promise<void>>();
  /** The connection holding the games this process leads (session advisory locks), once one is led. */
  private leader: Promise<pg.Client> | null = null;
  /** The games this process leads, each with its claim in flight or done. */
  private readonly led = new Map<string, Promise<boolean>>();

  private constructor(
    private readonly pool: pg.Pool,
    private readonly url: string,
    private readonly log: (message: string) => void,
  ) {}

  /** Connects, and brings the database's schema to this server's version. */
  static async open(url: string, options: PgStoreOptions = {}): Promise<PgStore> {
    const pool = new pg.Pool({ connectionString: url, max: options.max ?? 10 });
    // A connection that breaks while idle in the pool is dropped by the pool; without a listener it would end the process.
    pool.on('error', (e) => options.log?.(`database connection lost: ${e.message}`));
    const store = new PgStore(pool, url, options.log ?? (() => {}));
    try {
      await store.migrate();
    } catch (e) {
      await pool.end();
      throw e;
    }
    return store;
  }

  /** The schema version the database is at. */
  async schemaVersion(): Promise<number> {
    const { rows } = await this.pool.query<{ v: number }>('SELECT coalesce(max(version), 0)::int AS v FROM warband_schema');
    return rows[0]!.v;
  }

  private async migrate(): Promise<void> {
    await this.transaction(async (c) => {
      await c.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      await c.query(
        'CREATE TABLE IF NOT EXISTS warband_schema (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const { rows } = await c.query<{ v: number }>('SELECT coalesce(max(version), 0)::int AS v FROM warband_schema');
      const version = rows[0]!.v;
      if (version > PG_SCHEMA_VERSION) throw new Error(`the database has schema ${version}; this server knows ${PG_SCHEMA_VERSION}`);
      for (const m of PG_MIGRATIONS) {
        if (m.version <= version) continue;
        await c.query(m.sql);
        await c.query('INSERT INTO warband_schema (version) VALUES ($1)', [m.version]);
      }
    });
  }

  private async transaction<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    let broken: Error | undefined;
    try {
      await c.query('BEGIN');
      const result = await work(c);
      await c.query('COMMIT');
      return result;
    } catch (e) {
      await c.query('ROLLBACK').catch((r: unknown) => (broken = r instanceof Error ? r : new Error(String(r))));
      throw e;
    } finally {
      c.release(broken);
    }
  }

  async createGame(game: NewGame, seats: readonly SeatRow[], inviteHash?: string): Promise<void> {
    const open = seats.find((s) => s.kind === 'open');
    if (inviteHash && !open) throw new Error('an invite needs an open seat');
    await this.transaction(async (c) => {
      await c.query(
        `INSERT INTO games (${GAME_COLUMNS}, seq) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, 0)`,
        gameValues(game),
      );
      for (const [i, s] of seats.entries()) {
        await c.query('INSERT INTO seats (game_id, ord, seat, kind, token_hash, agent) VALUES ($1, $2, $3, $4, $5, $6)', [
          game.id,
          i,
          s.seat,
          s.kind,
          s.tokenHash,
          s.agent,
        ]);
      }
      if (inviteHash && open) {
        await c.query('INSERT INTO invites (code_hash, game_id, seat, created_at) VALUES ($1, $2, $3, $4)', [
          inviteHash,
          game.id,
          open.seat,
          game.createdAt,
        ]);
      }
    });
  }

  async getGame(id: string): Promise<GameRow | undefined> {
    const { rows } = await this.pool.query<GameRecordRow>('SELECT * FROM games WHERE id = $1', [id]);
    return rows[0] && toGame(rows[0]);
  }

  async listGames(statuses?: readonly GameStatus[]): Promise<string[]> {
    const { rows } = statuses
      ? await this.pool.query<{ id: string }>('SELECT id FROM games WHERE status = ANY($1::text[]) ORDER BY created_at, n', [[...statuses]])
      : await this.pool.query<{ id: string }>('SELECT id FROM games ORDER BY created_at, n');
    return rows.map((r) => r.id);
  }

  async seats(gameId: string): Promise<SeatRow[]> {
    const { rows } = await this.pool.query<{ seat: string; kind: string; token_hash: string | null; agent: string | null }>(
      'SELECT seat, kind, token_hash, agent FROM seats WHERE game_id = $1 ORDER BY ord',
      [gameId],
    );
    return rows.map((r) => ({ seat: r.seat, kind: r.kind as SeatKind, tokenHash: r.token_hash, agent: r.agent }));
  }

  async seatForToken(gameId: string, tokenHash: string): Promise<Seat | null> {
    const { rows } = await this.pool.query<{ seat: string }>('SELECT seat FROM seats WHERE game_id = $1 AND token_hash = $2', [
      gameId,
      tokenHash,
    ]);
    return rows[0]?.seat ?? null;
  }

  async gamesForTokens(tokenHashes: readonly string[]): Promise<{ gameId: string; seat: Seat }[]> {
    if (tokenHashes.length === 0) return [];
    const { rows } = await this.pool.query<{ gameId: string; seat: string }>(
      `SELECT s.game_id AS "gameId", s.seat AS seat FROM seats s JOIN games g ON g.id = s.game_id
       WHERE s.token_hash = ANY($1::text[]) ORDER BY g.created_at DESC, g.n DESC`,
      [[...tokenHashes]],
    );
    return rows;
  }

  async claimInvite(gameId: string, inviteHash: string, tokenHash: string, whenFull: GameUpdate): Promise<Seat | null> {
    return this.transaction(async (c): Promise<Seat | null> => {
      // Marking the invite used row-locks it: of two processes using it at once, one gets the seat.
      const used = await c.query<{ seat: string }>(
        'UPDATE invites SET used_at = $3 WHERE code_hash = $1 AND game_id = $2 AND used_at IS NULL RETURNING seat',
        [inviteHash, gameId, Date.now()],
      );
      const seat = used.rows[0]?.seat;
      if (seat === undefined) return null;
      const changed = await c.query("UPDATE seats SET kind = 'human', token_hash = $1 WHERE game_id = $2 AND seat = $3 AND kind = 'open'", [
        tokenHash,
        gameId,
        seat,
      ]);
      if (changed.rowCount !== 1) throw new Error(`seat ${seat} of ${gameId} is not open`);
      const { rows } = await c.query<{ n: number }>("SELECT count(*)::int AS n FROM seats WHERE game_id = $1 AND kind = 'open'", [gameId]);
      if (rows[0]!.n === 0) await this.update(c, gameId, whenFull, false);
      return seat;
    });
  }

  async actions(gameId: string, fromSeq = 0): Promise<StoredAction[]> {
    const { rows } = await this.pool.query<{
      seq: number;
      seat: string;
      action: string;
      at: string;
      dice: string | null;
      ending: string | null;
    }>('SELECT seq, seat, action, at, dice, ending FROM actions WHERE game_id = $1 AND seq >= $2 ORDER BY seq', [gameId, fromSeq]);
    return rows.map((r) => ({
      seq: r.seq,
      seat: r.seat,
      action: JSON.parse(r.action) as unknown,
      at: Number(r.at),
      ...(r.dice === null ? {} : { dice: JSON.parse(r.dice) as number[] }),
      ...(r.ending === null ? {} : { end: r.ending as Ending }),
    }));
  }

  async appendAction(gameId: string, expectedSeq: number, action: Omit<StoredAction, 'seq'>, update: GameUpdate): Promise<boolean> {
    // One statement, so one round trip and one transaction: the game's row moves on only with its action.
    const { sets, values } = setsOf(update, 8);
    const result = await this.pool.query(
      `WITH moved AS (
         UPDATE games SET seq = seq + 1${sets.map((s) => `, ${s}`).join('')}
         WHERE id = $1 AND seq = $2 AND status <> 'over' RETURNING id
       )
       INSERT INTO actions (game_id, seq, seat, action, at, dice, ending)
       SELECT id, $2::int, $3::text, $4::text, $5::bigint, $6::text, $7::text FROM moved`,
      [
        gameId,
        expectedSeq,
        action.seat,
        JSON.stringify(action.action),
        action.at,
        action.dice ? JSON.stringify(action.dice) : null,
        action.end ?? null,
        ...values,
      ],
    );
    return result.rowCount === 1;
  }

  async truncateActions(gameId: string, expectedSeq: number, toSeq: number, update: GameUpdate): Promise<boolean> {
    return this.transaction(async (c) => {
      const { sets, values } = setsOf(update, 4);
      // The game's row is locked until commit: no action is appended meanwhile.
      const moved = await c.query(
        `UPDATE games SET seq = $3::int, takebacks = takebacks + 1${sets.map((s) => `, ${s}`).join('')}
         WHERE id = $1 AND seq = $2 AND status <> 'over' AND $3::int <= seq`,
        [gameId, expectedSeq, toSeq, ...values],
      );
      if (moved.rowCount !== 1) return false;
      await c.query('DELETE FROM actions WHERE game_id = $1 AND seq >= $2', [gameId, toSeq]);
      return true;
    });
  }

  async updateGame(gameId: string, update: GameUpdate): Promise<boolean> {
    return this.update(this.pool, gameId, update, true);
  }

  /**
   * LISTENs on a connection of its own (a pooled one would be handed to other queries). If that
   * connection is lost it reconnects, every second until it can, and calls `listener(null)`: whatever
   * changed meanwhile was not heard.
   */
  async watch(listener: (change: GameChange) => void): Promise<() => Promise<void>> {
    let client: pg.Client | null = null;
    let stopped = false;
    let retry: NodeJS.Timeout | null = null;
    const connect = async (): Promise<void> => {
      const c = new pg.Client({ connectionString: this.url });
      c.on('notification', (n) => {
        const [gameId, seq, status] = (n.payload ?? '').split(' ');
        if (gameId && seq && status) listener({ gameId, seq: Number(seq), status: status as GameStatus });
      });
      c.on('error', (e) => this.log(`listening for game changes: ${e.message}`));
      c.on('end', () => {
        if (stopped || client !== c) return;
        client = null;
        reconnect();
      });
      await c.connect();
      try {
        await c.query(`LISTEN ${CHANNEL}`);
      } catch (e) {
        await c.end().catch(() => {});
        throw e;
      }
      client = c;
    };
    const reconnect = () => {
      retry = setTimeout(() => {
        retry = null;
        if (stopped) return;
        connect().then(
          () => listener(null),
          () => reconnect(),
        );
      }, 1000);
      retry.unref();
    };
    await connect();
    const stop = async () => {
      stopped = true;
      this.watchers.delete(stop);
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    };
    this.watchers.add(stop);
    return stop;
  }

  async lead(gameId: string): Promise<boolean> {
    let claim = this.led.get(gameId);
    if (!claim) {
      claim = this.leaderConnection()
        .then((c) => c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [LEAD_LOCK, gameId]))
        .then((r) => r.rows[0]!.ok);
      this.led.set(gameId, claim);
    }
    const leads = await claim.catch(() => false);
    if (!leads && this.led.get(gameId) === claim) this.led.delete(gameId);
    return leads;
  }

  async unlead(gameId: string): Promise<void> {
    const claim = this.led.get(gameId);
    if (!claim) return;
    this.led.delete(gameId);
    if (!(await claim.catch(() => false)) || !this.leader) return;
    const c = await this.leader;
    await c.query('SELECT pg_advisory_unlock($1, hashtext($2))', [LEAD_LOCK, gameId]);
  }

  private leaderConnection(): Promise<pg.Client> {
    this.leader ??= (async () => {
      const c = new pg.Client({ connectionString: this.url });
      c.on('error', (e) => this.log(`the connection leading games was lost: ${e.message}`));
      // Its locks went with it: nothing is led until claimed again.
      c.on('end', () => {
        this.leader = null;
        this.led.clear();
      });
      await c.connect();
      return c;
    })().catch((e: unknown) => {
      this.leader = null;
      throw e;
    });
    return this.leader;
  }

  async close(): Promise<void> {
    for (const stop of [...this.watchers]) await stop();
    const leader = this.leader;
    this.leader = null;
    this.led.clear();
    if (leader) await (await leader.catch(() => null))?.end().catch(() => {});
    if (!this.pool.ended) await this.pool.end();
  }

  /** Applies `u` to a game; with `unlessOver`, only to one not over. Returns whether the game was there to change. */
  private async update(on: pg.Pool | pg.PoolClient, gameId: string, u: GameUpdate, unlessOver: boolean): Promise<boolean> {
    const { sets, values } = setsOf(u, 2);
    const where = `id = $1${unlessOver ? " AND status <> 'over'" : ''}`;
    const result =
      sets.length === 0
        ? await on.query(`SELECT 1 FROM games WHERE ${where}`, [gameId])
        : await on.query(`UPDATE games SET ${sets.join(', ')} WHERE ${where}`, [gameId, ...values]);
    return result.rowCount === 1;
  }
}
