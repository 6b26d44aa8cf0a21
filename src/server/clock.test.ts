/**
 * Server-level outcomes: a seat whose clock runs out loses; a seat that leaves its decision pending for
 * claimAfterSeconds may have the game claimed from it. Both are stored as the game's final status.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { CLAUSE_ABANDONED, CLAUSE_CLOCK } from './games.js';
import { http, removeDir, startServer, tempDir, TestClient, type TestServer } from './test-helpers.js';

const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
  for (const d of dirs.splice(0)) removeDir(d);
});

async function start(dir?: string): Promise<TestServer> {
  const s = await startServer(dir);
  servers.push(s);
  if (!dir) dirs.push(s.dataDir);
  return s;
}

async function deployedHotseat(s: TestServer, extra: Record<string, unknown>) {
  const created = await http(s.url, 'POST', '/api/games', {
    ruleset: 'swords-and-wizardry',
    mode: 'hotseat',
    options: { firstPlayer: 'red' },
    ...extra,
  });
  expect(created.status).toBe(201);
  const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
  expect((await http(s.url, 'POST', `/api/games/${gameId}/actions`, { seq: 0, action: { type: 'deploy-random' } }, seats.red)).status).toBe(
    200,
  );
  expect(
    (await http(s.url, 'POST', `/api/games/${gameId}/actions`, { seq: 1, action: { type: 'deploy-random' } }, seats.black)).status,
  ).toBe(200);
  return { gameId, seats };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('game clock', () => {
  it('a seat whose time runs out loses; the result is stored and the game refuses further actions', async () => {
    const s = await start();
    // Seconds, not fractions: a busy machine may take a second to connect, and the clock must still be running.
    const { gameId, seats } = await deployedHotseat(s, { clock: 3 });
    const black = await TestClient.connect(s.ws, gameId, seats.black);
    const running = await black.stateWhere((x) => x.seq === 2);
    expect(running.status.clock).toMatchObject({ initialSeconds: 3, running: ['red'] });
    expect(running.status.clock!.remainingMs.red).toBeLessThanOrEqual(3000);
    const over = await black.stateWhere((x) => x.status.phase === 'over', 60_000);
    expect(over.status).toMatchObject({
      endedBy: 'time',
      outcome: { winner: 'black', reason: 'Red ran out of time.', clause: CLAUSE_CLOCK },
    });
    expect(over.legal).toEqual([]);
    const info = await http(s.url, 'GET', `/api/games/${gameId}`, undefined, seats.red);
    expect(info.body.legal).toEqual([]);
    const late = await http(
      s.url,
      'POST',
      `/api/games/${gameId}/actions`,
      { seq: 2, action: { type: 'move', from: 'b4', to: 'b5' } },
      seats.red,
    );
    expect(late).toMatchObject({ status: 409, body: { error: { code: 'ERR_GAME_OVER' } } });
    const record = await http(s.url, 'GET', `/api/games/${gameId}/record`);
    expect(record.body).toMatchObject({ result: { winner: 'black', clause: CLAUSE_CLOCK }, meta: { endedBy: 'time' } });
    black.close();
  });

  it('a seat spends time only while its decision is pending', async () => {
    const s = await start();
    const { gameId, seats } = await deployedHotseat(s, { clock: 30 });
    await sleep(170);
    const red = (await http(s.url, 'GET', `/api/games/${gameId}`, undefined, seats.red)).body;
    expect(await http(s.url, 'POST', `/api/games/${gameId}/actions`, { seq: 2, action: red.legal[0] }, seats.red)).toMatchObject({
      status: 200,
    });
    const after = (await http(s.url, 'GET', `/api/games/${gameId}`)).body.status.clock;
    expect(after.running).toEqual(['black']);
    expect(after.remainingMs.red).toBeLessThanOrEqual(30_000 - 150);
    expect(after.remainingMs.red).toBeGreaterThan(25_000);
    await sleep(120);
    const later = (await http(s.url, 'GET', `/api/games/${gameId}`)).body.status.clock;
    expect(later.remainingMs.red).toBe(after.remainingMs.red);
    expect(later.remainingMs.black).toBeLessThanOrEqual(after.remainingMs.black - 100);
  });

  it('a clock that ran out while the server was down ends the game when it restarts', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const s = await start(dir);
    const { gameId, seats } = await deployedHotseat(s, { clock: 2 });
    const live = (await http(s.url, 'GET', `/api/games/${gameId}`)).body;
    expect(live.status.phase).toBe('active');
    servers.splice(servers.indexOf(s), 1);
    await s.stop();
    await sleep(2100);
    const again = await start(dir);
    const watcher = await TestClient.connect(again.ws, gameId);
    const over = await watcher.stateWhere((x) => x.status.phase === 'over', 60_000);
    expect(over.status).toMatchObject({ endedBy: 'time', outcome: { winner: 'black' } });
    expect((await http(again.url, 'POST', '/api/games/list', { tokens: [seats.red] })).body).toMatchObject([
      { status: 'over', endedBy: 'time' },
    ]);
    watcher.close();
  });
});

describe('abandonment', () => {
  it('the opponent may claim a game once a pending decision waited claimAfterSeconds', async () => {
    const s = await start();
    const { gameId, seats } = await deployedHotseat(s, { claimAfterSeconds: 2 });
    const red = await TestClient.connect(s.ws, gameId, seats.red);
    const early = await http(s.url, 'POST', `/api/games/${gameId}/claim`, undefined, seats.black);
    expect(early).toMatchObject({ status: 409, body: { error: { code: 'ERR_CLAIM_TOO_EARLY', clause: CLAUSE_ABANDONED } } });
    const own = await http(s.url, 'POST', `/api/games/${gameId}/claim`, undefined, seats.red);
    expect(own).toMatchObject({ status: 409, body: { error: { code: 'ERR_NOT_CLAIMABLE' } } });
    expect((await http(s.url, 'POST', `/api/games/${gameId}/claim`)).status).toBe(403);
    await sleep(2050);
    const claimed = await http(s.url, 'POST', `/api/games/${gameId}/claim`, undefined, seats.black);
    expect(claimed).toMatchObject({
      status: 200,
      body: { status: { phase: 'over', endedBy: 'abandoned', outcome: { winner: 'black', clause: CLAUSE_ABANDONED } } },
    });
    const seen = await red.stateWhere((x) => x.status.phase === 'over');
    expect(seen.status.outcome).toMatchObject({ winner: 'black', reason: expect.stringContaining('Red did not act') });
    expect((await http(s.url, 'POST', `/api/games/${gameId}/claim`, undefined, seats.black)).status).toBe(409);
    expect((await http(s.url, 'GET', `/api/games/${gameId}/record`)).body).toMatchObject({
      result: { winner: 'black' },
      meta: { endedBy: 'abandoned' },
    });
    red.close();
  });

  it('a game created without the rule cannot be claimed', async () => {
    const s = await start();
    const { gameId, seats } = await deployedHotseat(s, {});
    expect(await http(s.url, 'POST', `/api/games/${gameId}/claim`, undefined, seats.black)).toMatchObject({
      status: 409,
      body: { error: { code: 'ERR_NOT_CLAIMABLE' } },
    });
  });
});
