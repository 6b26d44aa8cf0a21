/**
 * The stores on their own: one contract that SQLite and PostgreSQL (a throwaway cluster: test-postgres.ts)
 * both keep, then what each does of its own (migrations, what reaches the disk); and the static files.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DB_FILE } from './app.js';
import { PG_SCHEMA_VERSION, PgStore } from './pg-store.js';
import { SqliteStore } from './sqlite-store.js';
import { PLACEHOLDER, serveStatic } from './static.js';
import type { GameChange, GameStore, NewGame, SeatRow } from './storage.js';
import { http, removeDir, startServer, tempDir, type TestServer } from './test-helpers.js';
import { startPostgres, type TestPostgres } from './test-postgres.js';
import { hashToken } from './tokens.js';

const dirs: string[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
  for (const d of dirs.splice(0)) removeDir(d);
});

function game(id: string, extra: Partial<NewGame> = {}): NewGame {
  return {
    id,
    ruleset: 'swords-and-wizardry',
    rulesetVersion: '1',
    options: {},
    seed: 7,
    diceSecret: null,
    mode: 'online',
    createdAt: 1,
    status: 'waiting',
    result: null,
    endedBy: null,
    clock: null,
    claimAfterSeconds: null,
    turnStartedAt: 1,
    ...extra,
  };
}

const seats: SeatRow[] = [
  { seat: 'red', kind: 'human', tokenHash: hashToken('t-red'), agent: null },
  { seat: 'black', kind: 'open', tokenHash: null, agent: null },
];

/** Where a store keeps its games (a file, a database), and how to open one there. */
interface StoreKind {
  readonly name: string;
  place(): Promise<string>;
  open(place: string): Promise<GameStore>;
}

let cluster: TestPostgres | null = null;
const KINDS: StoreKind[] = [
  {
    name: 'SqliteStore',
    place: async () => {
      const dir = tempDir();
      dirs.push(dir);
      return join(dir, 'x.sqlite');
    },
    open: async (file) => SqliteStore.open(file),
  },
  {
    name: 'PgStore',
    place: async () => {
      cluster ??= await startPostgres();
      return cluster.newDatabase();
    },
    open: (url) => PgStore.open(url),
  },
];
afterAll(async () => {
  await cluster?.stop();
  cluster = null;
});

describe.each(KINDS)('the store contract: $name', (kind) => {
  it('appends an action only at the expected seq, and none once the game is over', async () => {
    const store = await kind.open(await kind.place());
    await store.createGame(game('g1'), seats, hashToken('inv'));
    expect(await store.appendAction('g1', 0, { seat: 'red', action: { type: 'a' }, at: 2 }, {})).toBe(true);
    expect(await store.appendAction('g1', 0, { seat: 'red', action: { type: 'b' }, at: 3 }, {})).toBe(false);
    expect(await store.appendAction('g1', 2, { seat: 'red', action: { type: 'c' }, at: 3 }, {})).toBe(false);
    expect(
      await store.appendAction(
        'g1',
        1,
        { seat: 'black', action: { type: 'd' }, at: 4 },
        { status: 'over', result: { winner: 'red', reason: 'r', clause: 'c' }, endedBy: 'rules' },
      ),
    ).toBe(true);
    expect(await store.appendAction('g1', 2, { seat: 'red', action: { type: 'e' }, at: 5 }, {})).toBe(false);
    expect(await store.updateGame('g1', { status: 'active' })).toBe(false);
    expect((await store.actions('g1')).map((a) => [a.seq, a.seat, a.action])).toEqual([
      [0, 'red', { type: 'a' }],
      [1, 'black', { type: 'd' }],
    ]);
    expect(await store.getGame('g1')).toMatchObject({ seq: 2, status: 'over', endedBy: 'rules', result: { winner: 'red' } });
    await store.close();
  });

  it('a takeback removes the actions from a seq on, only at the expected seq and never once over; an ending reads back', async () => {
    const store = await kind.open(await kind.place());
    await store.createGame(game('tb', { status: 'active' }), seats);
    for (let seq = 0; seq < 4; seq++) {
      expect(await store.appendAction('tb', seq, { seat: seq % 2 ? 'black' : 'red', action: { n: seq }, at: seq }, {})).toBe(true);
    }
    // Against another seq, or forward, or past the start: refused, nothing changes.
    expect(await store.truncateActions('tb', 3, 2, {})).toBe(false);
    expect(await store.truncateActions('tb', 4, 5, {})).toBe(false);
    expect(await store.getGame('tb')).toMatchObject({ seq: 4, takebacks: 0 });
    expect(await store.truncateActions('tb', 4, 2, { turnStartedAt: 40 })).toBe(true);
    expect(await store.getGame('tb')).toMatchObject({ seq: 2, takebacks: 1, turnStartedAt: 40 });
    expect((await store.actions('tb')).map((a) => a.action)).toEqual([{ n: 0 }, { n: 1 }]);
    // The game goes on from there: the next action is stored at seq 2 again.
    expect(await store.appendAction('tb', 2, { seat: 'red', action: { n: 'again' }, at: 50 }, {})).toBe(true);
    expect(
      await store.appendAction(
        'tb',
        3,
        { seat: 'black', action: null, at: 60, end: 'resign' },
        { status: 'over', result: { winner: 'red', reason: 'Black resigned.', clause: 'Resignation' }, endedBy: 'resignation' },
      ),
    ).toBe(true);
    expect((await store.actions('tb', 2)).map(({ seat, action, end }) => ({ seat, action, end }))).toEqual([
      { seat: 'red', action: { n: 'again' }, end: undefined },
      { seat: 'black', action: null, end: 'resign' },
    ]);
    expect(await store.getGame('tb')).toMatchObject({ seq: 4, status: 'over', endedBy: 'resignation', takebacks: 1 });
    expect(await store.truncateActions('tb', 4, 2, {})).toBe(false);
    expect(await store.actions('tb')).toHaveLength(4);
    await store.close();
  });

  it('an invite gives its seat once, and fills the game', async () => {
    const store = await kind.open(await kind.place());
    await store.createGame(game('g2'), seats, hashToken('inv'));
    expect(await store.claimInvite('g2', hashToken('wrong'), hashToken('t1'), { status: 'active' })).toBeNull();
    expect(await store.claimInvite('g2', hashToken('inv'), hashToken('t1'), { status: 'active', turnStartedAt: 9 })).toBe('black');
    expect(await store.claimInvite('g2', hashToken('inv'), hashToken('t2'), { status: 'active' })).toBeNull();
    expect(await store.seatForToken('g2', hashToken('t1'))).toBe('black');
    expect(await store.seatForToken('g2', hashToken('t2'))).toBeNull();
    expect(await store.getGame('g2')).toMatchObject({ status: 'active', turnStartedAt: 9 });
    expect(await store.listGames(['active'])).toEqual(['g2']);
    await store.close();
  });

  it('keeps seats in their order, lists games by creation and finds the games a token holds, newest first', async () => {
    const store = await kind.open(await kind.place());
    const four: SeatRow[] = ['d', 'a', 'c', 'b'].map((seat) => ({ seat, kind: 'human', tokenHash: hashToken(`t-${seat}`), agent: null }));
    await store.createGame(game('late', { createdAt: 20, status: 'active' }), four);
    await store.createGame(game('early', { createdAt: 10 }), [
      { seat: 'red', kind: 'human', tokenHash: hashToken('t-early'), agent: null },
      { seat: 'black', kind: 'computer', tokenHash: null, agent: 'random' },
    ]);
    expect((await store.seats('late')).map((s) => s.seat)).toEqual(['d', 'a', 'c', 'b']);
    expect(await store.seats('early')).toEqual([
      { seat: 'red', kind: 'human', tokenHash: hashToken('t-early'), agent: null },
      { seat: 'black', kind: 'computer', tokenHash: null, agent: 'random' },
    ]);
    expect(await store.listGames()).toEqual(['early', 'late']);
    expect(await store.listGames(['waiting'])).toEqual(['early']);
    expect(await store.listGames(['over'])).toEqual([]);
    expect(await store.gamesForTokens([hashToken('t-early'), hashToken('t-c'), hashToken('nobody')])).toEqual([
      { gameId: 'late', seat: 'c' },
      { gameId: 'early', seat: 'red' },
    ]);
    expect(await store.gamesForTokens([])).toEqual([]);
    expect(await store.getGame('none')).toBeUndefined();
    await store.close();
  });

  it('a game reads back as it was written: options, clock, dice secret, times past 2^31 ms', async () => {
    const store = await kind.open(await kind.place());
    const row = game('g3', {
      options: { moveLimit: 30, nested: { a: [1, 2] } },
      seed: 4_000_000_000,
      diceSecret: 'ab'.repeat(32),
      mode: 'hotseat',
      createdAt: 1_764_000_000_000,
      status: 'active',
      clock: { initialSeconds: 60, remainingMs: { red: 60_000, black: 59_500 } },
      claimAfterSeconds: 300,
      turnStartedAt: 1_764_000_000_123,
    });
    await store.createGame(row, seats);
    expect(await store.getGame('g3')).toEqual({ ...row, seq: 0, takebacks: 0 });
    const clock = { initialSeconds: 60, remainingMs: { red: 50_000, black: 59_500 } };
    expect(
      await store.appendAction(
        'g3',
        0,
        { seat: 'red', action: { type: 'x' }, at: 1_764_000_010_000, dice: [6] },
        { clock, turnStartedAt: 1_764_000_010_000 },
      ),
    ).toBe(true);
    expect(await store.getGame('g3')).toEqual({ ...row, clock, turnStartedAt: 1_764_000_010_000, seq: 1, takebacks: 0 });
    expect(await store.actions('g3')).toEqual([{ seq: 0, seat: 'red', action: { type: 'x' }, at: 1_764_000_010_000, dice: [6] }]);
    expect(await store.updateGame('g3', {})).toBe(true);
    expect(await store.updateGame('none', { status: 'over' })).toBe(false);
    await store.close();
  });

  it('two stores on one place racing for the same seq: exactly one action is stored, and every store sees it', async () => {
    const place = await kind.place();
    const a = await kind.open(place);
    const b = await kind.open(place);
    await a.createGame(game('race', { status: 'active' }), seats);
    for (let seq = 0; seq < 20; seq++) {
      const results = await Promise.all([
        a.appendAction('race', seq, { seat: 'red', action: { from: 'a', seq }, at: seq }, { turnStartedAt: seq }),
        b.appendAction('race', seq, { seat: 'black', action: { from: 'b', seq }, at: seq }, { turnStartedAt: seq }),
      ]);
      expect(results.filter(Boolean)).toHaveLength(1);
    }
    const stored = await b.actions('race');
    expect(stored.map((x) => x.seq)).toEqual([...Array(20).keys()]);
    expect(await a.actions('race')).toEqual(stored);
    expect((await a.actions('race', 18)).map((x) => x.seq)).toEqual([18, 19]);
    expect(await a.actions('race', 20)).toEqual([]);
    expect(await a.getGame('race')).toMatchObject({ seq: 20 });
    await a.close();
    await b.close();
  });

  it('an invite used from two stores at once gives its seat once', async () => {
    const place = await kind.place();
    const a = await kind.open(place);
    const b = await kind.open(place);
    await a.createGame(game('inv2'), seats, hashToken('inv'));
    const got = await Promise.all([
      a.claimInvite('inv2', hashToken('inv'), hashToken('ta'), { status: 'active' }),
      b.claimInvite('inv2', hashToken('inv'), hashToken('tb'), { status: 'active' }),
    ]);
    expect(got.filter((s) => s !== null)).toEqual(['black']);
    expect(await b.getGame('inv2')).toMatchObject({ status: 'active' });
    await a.close();
    await b.close();
  });

  it('opening again keeps every game and action (migrations run once)', async () => {
    const place = await kind.place();
    const first = await kind.open(place);
    await first.createGame(game('kept', { status: 'active' }), seats);
    expect(await first.appendAction('kept', 0, { seat: 'red', action: { type: 'a' }, at: 2 }, {})).toBe(true);
    await first.close();
    const again = await kind.open(place);
    expect(await again.actions('kept')).toEqual([{ seq: 0, seat: 'red', action: { type: 'a' }, at: 2 }]);
    expect(await again.seatForToken('kept', hashToken('t-red'))).toBe('red');
    await again.close();
  });
});

describe('PgStore', () => {
  let pg: TestPostgres;
  beforeAll(async () => {
    pg = await startPostgres();
  });
  afterAll(async () => {
    await pg?.stop();
  });

  it('migrates on start, once, even when several servers start together, and records the version', async () => {
    const url = await pg.newDatabase();
    const stores = await Promise.all([PgStore.open(url), PgStore.open(url), PgStore.open(url)]);
    for (const s of stores) expect(await s.schemaVersion()).toBe(PG_SCHEMA_VERSION);
    const client = new (await import('pg')).default.Client({ connectionString: url });
    await client.connect();
    const { rows } = await client.query<{ version: number }>('SELECT version FROM warband_schema ORDER BY version');
    expect(rows.map((r) => r.version)).toEqual([...Array(PG_SCHEMA_VERSION).keys()].map((i) => i + 1));
    // A database written by a newer server is refused, not changed.
    await client.query('INSERT INTO warband_schema (version) VALUES ($1)', [PG_SCHEMA_VERSION + 1]);
    await client.end();
    await expect(PgStore.open(url)).rejects.toThrow(`has schema ${PG_SCHEMA_VERSION + 1}`);
    for (const s of stores) await s.close();
  });

  it('a change committed through one store is heard by every store watching, once, after the commit', async () => {
    const url = await pg.newDatabase();
    const writer = await PgStore.open(url);
    const reader = await PgStore.open(url);
    const heard: GameChange[] = [];
    const stop = await reader.watch((change) => heard.push(change));
    await writer.createGame(game('w1'), seats, hashToken('inv'));
    expect(await writer.claimInvite('w1', hashToken('inv'), hashToken('t1'), { status: 'active' })).toBe('black');
    expect(await writer.appendAction('w1', 0, { seat: 'red', action: { type: 'a' }, at: 2 }, {})).toBe(true);
    expect(await writer.appendAction('w1', 0, { seat: 'red', action: { type: 'b' }, at: 3 }, {})).toBe(false);
    expect(await writer.updateGame('w1', { status: 'over', endedBy: 'time' })).toBe(true);
    await expect.poll(() => heard.length).toBe(3);
    expect(heard).toEqual([
      { gameId: 'w1', seq: 0, status: 'active' },
      { gameId: 'w1', seq: 1, status: 'active' },
      { gameId: 'w1', seq: 1, status: 'over' },
    ]);
    await stop();
    await writer.close();
    await reader.close();
  });

  it('one store at a time leads a game; closing it frees the lead for another', async () => {
    const url = await pg.newDatabase();
    const a = await PgStore.open(url);
    const b = await PgStore.open(url);
    expect(await a.lead('g')).toBe(true);
    expect(await a.lead('g')).toBe(true);
    expect(await b.lead('g')).toBe(false);
    expect(await b.lead('h')).toBe(true);
    await a.unlead('g');
    expect(await b.lead('g')).toBe(true);
    expect(await a.lead('g')).toBe(false);
    await b.close();
    expect(await a.lead('g')).toBe(true);
    expect(await a.lead('h')).toBe(true);
    await a.close();
  });
});

describe('SqliteStore', () => {
  it('a file made by a schema-1 server (no dice column) is migrated and keeps its actions; typed dice are stored from then on', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const file = join(dir, 'old.sqlite');
    const old = new Database(file);
    old.exec(`CREATE TABLE games (id TEXT PRIMARY KEY, ruleset TEXT NOT NULL, ruleset_version TEXT NOT NULL, options TEXT NOT NULL, seed INTEGER NOT NULL,
      mode TEXT NOT NULL, created_at INTEGER NOT NULL, status TEXT NOT NULL, result TEXT, ended_by TEXT, clock TEXT, claim_after INTEGER,
      turn_started_at INTEGER NOT NULL, seq INTEGER NOT NULL DEFAULT 0);
      CREATE TABLE actions (game_id TEXT NOT NULL REFERENCES games(id), seq INTEGER NOT NULL, seat TEXT NOT NULL, action TEXT NOT NULL, at INTEGER NOT NULL, PRIMARY KEY (game_id, seq));
      INSERT INTO games VALUES ('g9', 'swords-and-wizardry', '1', '{}', 1, 'hotseat', 0, 'active', NULL, NULL, NULL, NULL, 0, 1);
      INSERT INTO actions VALUES ('g9', 0, 'red', '{"type":"deploy-random"}', 5);
      PRAGMA user_version = 1;`);
    old.close();
    const store = SqliteStore.open(file);
    expect(await store.actions('g9')).toEqual([{ seq: 0, seat: 'red', action: { type: 'deploy-random' }, at: 5 }]);
    expect(await store.appendAction('g9', 1, { seat: 'black', action: { type: 'x' }, at: 6, dice: [4, 2] }, {})).toBe(true);
    expect((await store.actions('g9'))[1]).toEqual({ seq: 1, seat: 'black', action: { type: 'x' }, at: 6, dice: [4, 2] });
    // Schema 4: no takebacks yet in a game stored before them.
    expect(await store.getGame('g9')).toMatchObject({ seq: 2, takebacks: 0 });
    await store.close();
  });

  it('the server keeps its file in WAL mode and stores only hashes of tokens and invites', async () => {
    const s = await startServer();
    servers.push(s);
    dirs.push(s.dataDir);
    const created = await http(s.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'online' });
    const { gameId, seats: tokens, invite } = created.body as { gameId: string; seats: Record<string, string>; invite: string };
    const joined = await http(s.url, 'POST', `/api/games/${gameId}/join`, { invite });
    const secrets = [tokens.red!, invite, joined.body.token as string];
    const db = new Database(join(s.dataDir, DB_FILE), { readonly: true });
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    const rows = db.prepare('SELECT seat, token_hash FROM seats WHERE game_id = ? ORDER BY rowid').all(gameId) as {
      seat: string;
      token_hash: string;
    }[];
    expect(rows).toEqual([
      { seat: 'red', token_hash: hashToken(tokens.red!) },
      { seat: 'black', token_hash: hashToken(joined.body.token) },
    ]);
    db.close();
    for (const file of readdirSync(s.dataDir)) {
      const bytes = readFileSync(join(s.dataDir, file)).toString('latin1');
      for (const secret of secrets) expect(bytes.includes(secret)).toBe(false);
    }
  });
});

describe('static files', () => {
  it('serves a placeholder when the web app is not built', async () => {
    expect(await serveStatic(null, '/')).toMatchObject({ status: 200, body: PLACEHOLDER });
    expect((await serveStatic('/nonexistent', '/app.js')).status).toBe(404);
    const s = await startServer();
    servers.push(s);
    dirs.push(s.dataDir);
    const res = await fetch(`${s.url}/`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('the web app is not built');
    expect((await http(s.url, 'GET', '/api/nothing-here')).body).toMatchObject({ error: { code: 'ERR_NOT_FOUND' } });
  });

  it('serves dist/web with index.html at / and refuses paths outside it', async () => {
    const root = tempDir();
    dirs.push(root);
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>app</title>');
    writeFileSync(join(root, 'assets', 'app.js'), 'console.log(1)');
    writeFileSync(join(root, '..', 'warband-secret.txt'), 'secret');
    expect(await serveStatic(root, '/')).toMatchObject({ status: 200, type: 'text/html; charset=utf-8' });
    expect(await serveStatic(root, '/assets/app.js')).toMatchObject({
      status: 200,
      type: 'text/javascript; charset=utf-8',
      cache: expect.stringContaining('immutable'),
    });
    expect((await serveStatic(root, '/assets/missing.js')).status).toBe(404);
    expect((await serveStatic(root, '/game/abc')).body.toString()).toContain('<title>app</title>');
    expect((await serveStatic(root, '/../warband-secret.txt')).status).toBe(404);
    expect((await serveStatic(root, '/..%2fwarband-secret.txt')).status).toBe(404);
    const s = await startServer(undefined, { webRoot: root });
    servers.push(s);
    dirs.push(s.dataDir);
    const page = await fetch(`${s.url}/`);
    expect(await page.text()).toContain('<title>app</title>');
    const js = await fetch(`${s.url}/assets/app.js`);
    expect(js.headers.get('content-type')).toContain('javascript');
    const traversal = await fetch(`${s.url}/..%2f..%2fwarband-secret.txt`);
    expect(await traversal.text()).not.toContain('secret');
    removeDir(join(root, '..', 'warband-secret.txt'));
  });
});
