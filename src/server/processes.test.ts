/**
 * Issue 30, item 2: several servers on one PostgreSQL database (a throwaway cluster), each with its own
 * connections and its own LISTEN: any server serves any game, a client on one sees at once an action
 * taken through the other, and each action is stored once and in order whichever server takes it.
 * Every frame is checked for hidden identities.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../core/record.js';
import { inThreadRunner, type AgentRunner } from './agents.js';
import { hiddenLeaks } from './test-hidden-info.js';
import { http, removeDir, rng, startServer, tempDir, TestClient, type StateFrame, type TestServer } from './test-helpers.js';
import { startPostgres, type TestPostgres } from './test-postgres.js';

const MAX_STEPS = 2000;
let pg: TestPostgres;
beforeAll(async () => {
  pg = await startPostgres();
});
afterAll(async () => {
  await pg?.stop();
});

const dirs: string[] = [];
const servers: TestServer[] = [];
const clients: TestClient[] = [];
afterEach(async () => {
  for (const c of clients.splice(0)) c.close();
  for (const s of servers.splice(0)) await s.stop();
  for (const d of dirs.splice(0)) removeDir(d);
});

async function server(databaseUrl: string, agents?: AgentRunner): Promise<TestServer> {
  const dir = tempDir();
  dirs.push(dir);
  const s = await startServer(dir, { databaseUrl, agents });
  servers.push(s);
  // Listening for other servers' changes starts with the server; wait until it is on.
  await s.server.service.resumeAll();
  return s;
}

async function connect(s: TestServer, gameId: string, token?: string): Promise<TestClient> {
  const c = await TestClient.connect(s.ws, gameId, token);
  clients.push(c);
  return c;
}

/** An online game created on `a`, its invitation used on `b`: red's token from `a`, black's from `b`. */
async function onlineGame(a: TestServer, b: TestServer, options: Record<string, unknown>) {
  const created = await http(a.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'online', seat: 'red', options });
  expect(created.status).toBe(201);
  const { gameId, seats, invite } = created.body as { gameId: string; seats: Record<string, string>; invite: string };
  const joined = await http(b.url, 'POST', `/api/games/${gameId}/join`, { invite });
  expect(joined.body).toMatchObject({ seat: 'black' });
  return { gameId, tokens: { red: seats.red!, black: joined.body.token as string } };
}

describe('two servers on one database', () => {
  it('a whole game with one seat on each server: each sees the other move at once, every action stored once and in order', async () => {
    const url = await pg.newDatabase();
    const a = await server(url);
    const b = await server(url);
    const { gameId, tokens } = await onlineGame(a, b, { moveLimit: 300, firstPlayer: 'random' });
    const seat: Record<string, TestClient> = {
      red: await connect(a, gameId, tokens.red),
      black: await connect(b, gameId, tokens.black),
    };
    const watchers = [await connect(a, gameId), await connect(b, gameId)];
    const pick = rng(11);
    const at = (c: TestClient, seq: number) => c.stateWhere((x) => x.seq >= seq, 20_000);
    let seq = 0;
    let last: StateFrame = await at(seat.red!, 0);
    let slowest = 0;
    for (let steps = 0; last.status.phase !== 'over'; steps++) {
      expect(steps).toBeLessThan(MAX_STEPS);
      const mover = last.status.toAct[Math.floor(pick() * last.status.toAct.length)]!;
      const mine = await at(seat[mover]!, seq);
      const reply = await seat[mover]!.act(mine.legal[Math.floor(pick() * mine.legal.length)], seq);
      expect(reply.type).toBe('ack');
      seq = (reply as { seq: number }).seq;
      // The other server's client and both spectators hear of it through the database.
      const started = Date.now();
      const other = mover === 'red' ? 'black' : 'red';
      [last] = await Promise.all([at(seat.red!, seq), at(seat.black!, seq), ...watchers.map((w) => at(w, seq))]);
      await at(seat[other]!, seq);
      slowest = Math.max(slowest, Date.now() - started);
    }
    console.log(`two servers: ${seq} actions; slowest action to reach every client on both servers: ${slowest} ms`);
    const record = await http<GameRecord>(b.url, 'GET', `/api/games/${gameId}/record`);
    expect(record.status).toBe(200);
    expect(record.body.actions).toHaveLength(seq);
    expect((await http<GameRecord>(a.url, 'GET', `/api/games/${gameId}/record`)).body).toEqual(record.body);
    expect(record.body.actions.length).toBeGreaterThan(10);
    expect(hiddenLeaks(seat.red!.frames, record.body, 'red')).toEqual([]);
    expect(hiddenLeaks(seat.black!.frames, record.body, 'black')).toEqual([]);
    for (const w of watchers) expect(hiddenLeaks(w.frames, record.body, 'spectator')).toEqual([]);
    for (const c of [...Object.values(seat), ...watchers]) expect(c.gaps).toBe(0);
  });

  it('one action, sent to both servers at once for the same seq: stored once, the other refused as stale', async () => {
    const url = await pg.newDatabase();
    const a = await server(url);
    const b = await server(url);
    const created = await http(a.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'hotseat',
      options: { firstPlayer: 'red' },
    });
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    // Both servers hold the game in memory at seq 0.
    const onA = await connect(a, gameId, seats.red);
    const onB = await connect(b, gameId, seats.red);
    await onA.stateWhere((x) => x.seq === 0);
    await onB.stateWhere((x) => x.seq === 0);
    const replies = await Promise.all([
      http(a.url, 'POST', `/api/games/${gameId}/actions`, { seq: 0, action: { type: 'deploy-random' } }, seats.red),
      http(b.url, 'POST', `/api/games/${gameId}/actions`, { seq: 0, action: { type: 'deploy-random' } }, seats.red),
    ]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(replies.find((r) => r.status === 409)!.body).toMatchObject({ error: { code: 'ERR_STALE' } });
    await onA.stateWhere((x) => x.seq === 1);
    await onB.stateWhere((x) => x.seq === 1);
    const info = await http(b.url, 'GET', `/api/games/${gameId}`, undefined, seats.red);
    expect(info.body).toMatchObject({ seq: 1 });
  });

  it('a computer seat is played by one server at a time; when that server stops, the other plays it and the game goes on', async () => {
    const url = await pg.newDatabase();
    /** How many decisions each server's computer made. */
    const thought = { a: 0, b: 0 };
    const counting = (name: 'a' | 'b'): AgentRunner => {
      const inner = inThreadRunner();
      return {
        choose: (request) => {
          thought[name]++;
          return inner.choose(request);
        },
        close: () => inner.close(),
      };
    };
    const a = await server(url, counting('a'));
    const b = await server(url, counting('b'));
    const created = await http(a.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'computer',
      seat: 'red',
      level: 'random',
      options: { moveLimit: 400 },
    });
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    // Both servers hold the game: red plays through b, a spectator watches through a.
    const servedBy = { red: b, watcher: a };
    let red = await connect(b, gameId, seats.red);
    let watcher = await connect(a, gameId);
    const pick = rng(5);
    let seq = 0;
    const play = async (moves: number) => {
      for (let i = 0; i < moves; i++) {
        const st = await red.stateWhere((x) => x.seq >= seq && (x.status.phase === 'over' || x.legal.length > 0), 20_000);
        if (st.status.phase === 'over') return;
        const reply = await red.act(st.legal[Math.floor(pick() * st.legal.length)], st.seq);
        if (reply.type === 'ack') seq = reply.seq;
        // A simultaneous choice may cross the computer's: then red is sent the latest state and chooses again.
        else expect(reply).toMatchObject({ type: 'error', error: { code: 'ERR_STALE' } });
      }
    };
    await play(12);
    expect(seq).toBeGreaterThan(12);
    const led = thought.a > 0 ? 'a' : 'b';
    expect(thought.a > 0 && thought.b > 0).toBe(false);
    expect(thought[led]).toBeGreaterThan(0);
    await watcher.stateWhere((x) => x.seq >= seq, 20_000);

    // The leader stops; its clients reconnect to the other, which now plays the computer's seat.
    const [leader, other] = led === 'a' ? [a, b] : [b, a];
    const otherName = led === 'a' ? 'b' : 'a';
    servers.splice(servers.indexOf(leader), 1);
    await leader.stop();
    if (servedBy.red === leader) red = await connect(other, gameId, seats.red);
    if (servedBy.watcher === leader) watcher = await connect(other, gameId);
    const before = thought[otherName];
    const reached = seq;
    await play(12);
    expect(seq).toBeGreaterThan(reached + 6);
    expect(thought[otherName]).toBeGreaterThan(before);
    const info = await http(other.url, 'GET', `/api/games/${gameId}`, undefined, seats.red);
    expect(info.body.seq).toBeGreaterThanOrEqual(seq);
  });

  it('a server stopped mid-game: its clients reconnect to the other and finish the game', async () => {
    const url = await pg.newDatabase();
    const a = await server(url);
    const b = await server(url);
    const { gameId, tokens } = await onlineGame(a, b, { moveLimit: 300 });
    const seat: Record<string, TestClient> = { red: await connect(a, gameId, tokens.red), black: await connect(b, gameId, tokens.black) };
    const pick = rng(23);
    const at = (c: TestClient, seq: number) => c.stateWhere((x) => x.seq >= seq, 20_000);
    let seq = 0;
    let last: StateFrame = await at(seat.red!, 0);
    let stopped = false;
    for (let steps = 0; last.status.phase !== 'over'; steps++) {
      expect(steps).toBeLessThan(MAX_STEPS);
      if (steps === 12 && !stopped) {
        // Server a goes away; red reconnects to b with its token and finds the game where it was.
        stopped = true;
        servers.splice(servers.indexOf(a), 1);
        await a.stop();
        await seat.red!.closed();
        seat.red = await connect(b, gameId, tokens.red);
        last = await at(seat.red, seq);
        expect(last.seq).toBe(seq);
      }
      const mover = last.status.toAct[Math.floor(pick() * last.status.toAct.length)]!;
      const mine = await at(seat[mover]!, seq);
      const reply = await seat[mover]!.act(mine.legal[Math.floor(pick() * mine.legal.length)], seq);
      expect(reply.type).toBe('ack');
      seq = (reply as { seq: number }).seq;
      [last] = await Promise.all([at(seat.red!, seq), at(seat.black!, seq)]);
    }
    expect(stopped).toBe(true);
    const record = await http<GameRecord>(b.url, 'GET', `/api/games/${gameId}/record`);
    expect(record.body.actions).toHaveLength(seq);
    expect(hiddenLeaks(seat.red!.frames, record.body, 'red')).toEqual([]);
    expect(hiddenLeaks(seat.black!.frames, record.body, 'black')).toEqual([]);
  });
});
