/** The SQLite store on its own, what reaches the disk, and the static files. */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { DB_FILE } from './app.js';
import { SqliteStore } from './sqlite-store.js';
import { PLACEHOLDER, serveStatic } from './static.js';
import type { NewGame, SeatRow } from './storage.js';
import { http, removeDir, startServer, tempDir, type TestServer } from './test-helpers.js';
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

describe('SqliteStore', () => {
  it('appends an action only at the expected seq, and none once the game is over', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const store = SqliteStore.open(join(dir, 'x.sqlite'));
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
    await store.close();
  });

  it('an invite gives its seat once, and fills the game', async () => {
    const store = SqliteStore.open(':memory:');
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
    const escape = await fetch(`${s.url}/..%2f..%2fwarband-secret.txt`);
    expect(await escape.text()).not.toContain('secret');
    removeDir(join(root, '..', 'warband-secret.txt'));
  });
});
