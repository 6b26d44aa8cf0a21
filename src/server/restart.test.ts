/**
 * A restarted server resumes every game from its store, SQLite's file or a PostgreSQL database: same
 * seq, same views, and a computer seat whose decision was pending makes it.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AgentRunner } from './agents.js';
import { http, removeDir, rng, startServer, tempDir, TestClient, type StateFrame, type TestServer } from './test-helpers.js';
import { startPostgres, type TestPostgres } from './test-postgres.js';

const dirs: string[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
  for (const d of dirs.splice(0)) removeDir(d);
});
let cluster: TestPostgres | null = null;
afterAll(async () => {
  await cluster?.stop();
});

/** Where a server keeps its games: a data directory, and for PostgreSQL a fresh database as well. */
interface Place {
  readonly dir: string;
  readonly databaseUrl?: string;
}

const STORES = [
  { name: 'SQLite', databaseUrl: async (): Promise<string | undefined> => undefined },
  {
    name: 'PostgreSQL',
    databaseUrl: async (): Promise<string | undefined> => {
      cluster ??= await startPostgres();
      return cluster.newDatabase();
    },
  },
];

async function stop(s: TestServer): Promise<void> {
  servers.splice(servers.indexOf(s), 1);
  await s.stop();
}

const comparable = (s: StateFrame) => ({
  seq: s.seq,
  you: s.you,
  view: s.view,
  legal: s.legal,
  events: s.events,
  phase: s.status.phase,
  toAct: s.status.toAct,
});

describe.each(STORES)('restart on $name', (kind) => {
  async function place(): Promise<Place> {
    const dir = tempDir();
    dirs.push(dir);
    const databaseUrl = await kind.databaseUrl();
    return databaseUrl ? { dir, databaseUrl } : { dir };
  }

  async function start(where: Place, agents?: AgentRunner): Promise<TestServer> {
    const s = await startServer(where.dir, { agents, databaseUrl: where.databaseUrl });
    servers.push(s);
    return s;
  }

  it('a game against the computer resumes at the same seq with the same view, and play goes on', async () => {
    const dir = await place();
    const first = await start(dir);
    const created = await http(first.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'computer',
      level: 'random',
      options: { moveLimit: 400 },
    });
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const red = await TestClient.connect(first.ws, gameId, seats.red);
    const spectator = await TestClient.connect(first.ws, gameId);
    const pick = rng(3);
    let state = await red.stateWhere((x) => x.legal.length > 0);
    for (let i = 0; i < 12 && state.status.phase !== 'over'; i++) {
      const reply = await red.act(state.legal[Math.floor(pick() * state.legal.length)], state.seq);
      expect(reply.type).toBe('ack');
      const acked = (reply as { seq: number }).seq;
      state = await red.stateWhere((x) => x.seq >= acked && (x.status.phase === 'over' || x.legal.length > 0));
    }
    expect(state.seq).toBeGreaterThan(10);
    const seen = await spectator.stateWhere((x) => x.seq === state.seq);
    await stop(first);
    await red.closed();

    const second = await start(dir);
    const again = await TestClient.connect(second.ws, gameId, seats.red);
    const resumed = await again.stateWhere(() => true);
    expect(comparable(resumed)).toEqual(comparable(state));
    const watcher = await TestClient.connect(second.ws, gameId);
    expect(comparable(await watcher.stateWhere(() => true))).toEqual(comparable(seen));
    if (resumed.status.phase !== 'over') {
      const reply = await again.act(resumed.legal[0], resumed.seq);
      expect(reply).toMatchObject({ type: 'ack', seq: resumed.seq + 1 });
      // the computer answers on the new server too
      await again.stateWhere((x) => x.seq >= resumed.seq + 2 || x.status.phase === 'over');
    }
    again.close();
    watcher.close();
  });

  it('a computer decision pending at shutdown is made after the restart', async () => {
    const dir = await place();
    const stuck: AgentRunner = { choose: () => new Promise(() => {}), close: async () => {} };
    const first = await start(dir, stuck);
    const created = await http(first.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'computer',
      seat: 'red',
      level: 'random',
    });
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const red = await TestClient.connect(first.ws, gameId, seats.red);
    expect(await red.act({ type: 'deploy-random' }, 0)).toMatchObject({ type: 'ack', seq: 1 });
    const waiting = await red.stateWhere((x) => x.seq === 1);
    expect(waiting.status.toAct).toEqual(['black']);
    await stop(first);

    const second = await start(dir);
    const back = await TestClient.connect(second.ws, gameId, seats.red);
    const moved = await back.stateWhere((x) => x.seq === 2);
    expect(moved.status.toAct).toEqual(['red']);
    expect(moved.legal.length).toBeGreaterThan(0);
    back.close();
  });

  it('a hot-seat game resumes for both seats; the tokens still hold their seats', async () => {
    const dir = await place();
    const first = await start(dir);
    const created = await http(first.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'hotseat' });
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    await http(first.url, 'POST', `/api/games/${gameId}/actions`, { seq: 0, action: { type: 'deploy-random' } }, seats.black);
    await http(first.url, 'POST', `/api/games/${gameId}/actions`, { seq: 1, action: { type: 'deploy-random' } }, seats.red);
    const before = {
      red: (await http(first.url, 'GET', `/api/games/${gameId}`, undefined, seats.red)).body,
      black: (await http(first.url, 'GET', `/api/games/${gameId}`, undefined, seats.black)).body,
    };
    await stop(first);
    const second = await start(dir);
    for (const seat of ['red', 'black'] as const) {
      const after = (await http(second.url, 'GET', `/api/games/${gameId}`, undefined, seats[seat])).body;
      expect(comparable(after)).toEqual(comparable(before[seat]));
    }
    const move = before.red.legal[0];
    expect(await http(second.url, 'POST', `/api/games/${gameId}/actions`, { seq: 2, action: move }, seats.red)).toMatchObject({
      status: 200,
      body: { seq: 3 },
    });
  });
});
