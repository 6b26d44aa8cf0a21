/**
 * Dice rolled at the table and typed in (docs/protocol.md): a hot-seat game takes them through the
 * action message, stores them with the action, replays them after a restart and puts them in the
 * record; too few dice change nothing; a game with a remote or computer opponent refuses them. And the
 * rulesets list the server offers: every switchable assumption as a field.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { http, removeDir, startServer, tempDir, TestClient, type StateFrame, type TestServer } from './test-helpers.js';

const dirs: string[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
  for (const d of dirs.splice(0)) removeDir(d);
});

async function start(dir: string): Promise<TestServer> {
  const s = await startServer(dir);
  servers.push(s);
  return s;
}

const battle = { ruleset: 'swords-and-sorcery-battle', options: { battle: 'cavalry-in-the-open' } };

describe('typed-in dice through the server', () => {
  it('a hot-seat refereed battle: too few dice are refused and change nothing; enough are stored, replayed after a restart and recorded', async () => {
    const dir = tempDir();
    dirs.push(dir);
    const first = await start(dir);
    const created = await http(first.url, 'POST', '/api/games', { ...battle, mode: 'hotseat' });
    expect(created.status).toBe(201);
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const a = await TestClient.connect(first.ws, gameId, seats.a);
    const b = await TestClient.connect(first.ws, gameId, seats.b);
    // Declarations are secret and simultaneous (III.D.2.b(2)); the second one resolves the round and rolls.
    const sa = await a.stateWhere((x) => x.legal.length > 0);
    expect((await a.act(sa.legal[0], sa.seq)).type).toBe('ack');
    const sb = await b.stateWhere((x) => x.seq === 1 && x.legal.length > 0);
    const short = await b.act(sb.legal[0], 1, 10_000, [6]);
    expect(short).toMatchObject({ type: 'error', error: { code: 'ERR_MORE_DICE' } });
    const still = (await http(first.url, 'GET', `/api/games/${gameId}`, undefined, seats.b)).body as StateFrame;
    expect(still.seq).toBe(1);
    // Type one more die each time the rules ask for one (bounded: a round never needs 20).
    let dice = [6, 1];
    let reply = await b.act(sb.legal[0], 1, 10_000, dice);
    for (let i = 0; i < 20 && reply.type === 'error'; i++) {
      expect((reply as { error: { code: string } }).error.code).toBe('ERR_MORE_DICE');
      dice = [...dice, 3];
      reply = await b.act(sb.legal[0], 1, 10_000, dice);
    }
    expect(reply.type).toBe('ack');
    const after = await b.stateWhere((x) => x.seq === 2);
    // The typed 6 and 1 are the round's two battle dice (III.D.4.a), and the events say so.
    const rolls = JSON.stringify(after.events);
    expect(rolls).toContain('"roll":6');
    expect(rolls).toContain('"roll":1');

    // A restart rebuilds the game from storage with the same dice.
    servers.splice(servers.indexOf(first), 1);
    await first.stop();
    await b.closed();
    await a.closed();
    const second = await start(dir);
    const again = (await http(second.url, 'GET', `/api/games/${gameId}`, undefined, seats.b)).body as StateFrame;
    expect(again.seq).toBe(2);
    expect(again.view).toEqual(after.view);
    expect(again.events).toEqual(after.events);

    // Fight on to the end with the server's dice; then the record carries the typed dice beside their action.
    const clients = { a: await TestClient.connect(second.ws, gameId, seats.a), b: await TestClient.connect(second.ws, gameId, seats.b) };
    let seq = 2;
    for (let i = 0; i < 80; i++) {
      const st = await clients.a.stateWhere((x) => x.seq === seq);
      if (st.status.phase === 'over') break;
      const seat = (st.status.toAct as string[])[0] as 'a' | 'b';
      const mine = await clients[seat].stateWhere((x) => x.seq === seq);
      expect((await clients[seat].act(mine.legal[0], seq)).type).toBe('ack');
      seq++;
    }
    const record = (await http(second.url, 'GET', `/api/games/${gameId}/record`)).body as { actions: { dice?: number[] }[] };
    expect(record.actions[0]!.dice).toBeUndefined();
    expect(record.actions[1]!.dice).toEqual(dice);
  });

  it('a game with a computer seat refuses typed dice, and nothing changes', async () => {
    const s = await start(tempDir());
    dirs.push(s.dataDir);
    const created = await http(s.url, 'POST', '/api/games', { ...battle, mode: 'computer', level: 'random' });
    expect(created.status).toBe(201);
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const [seat, token] = Object.entries(seats)[0]!;
    const c = await TestClient.connect(s.ws, gameId, token);
    const st = await c.stateWhere((x) => x.legal.length > 0);
    const reply = await c.act(st.legal[0], st.seq, 10_000, [6, 6, 6, 6]);
    expect(reply).toMatchObject({ type: 'error', error: { code: 'ERR_TYPED_DICE' } });
    const still = (await http(s.url, 'GET', `/api/games/${gameId}`, undefined, token)).body as StateFrame;
    expect(still.seq).toBe(st.seq);
    expect(seat).toMatch(/^[ab]$/);
  });

  it('malformed dice are refused as a malformed message', async () => {
    const s = await start(tempDir());
    dirs.push(s.dataDir);
    const created = await http(s.url, 'POST', '/api/games', { ...battle, mode: 'hotseat' });
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const a = await TestClient.connect(s.ws, gameId, seats.a);
    const st = await a.stateWhere((x) => x.legal.length > 0);
    a.send({ type: 'act', requestId: 'x', action: st.legal[0], seq: st.seq, dice: ['six'] });
    expect(await a.waitFor((f) => f.type === 'error')).toMatchObject({ error: { code: 'ERR_MALFORMED' } });
  });
});

describe('GET /api/rulesets', () => {
  it('offers a field for every switchable assumption, with its default (SSV-A54 among them)', async () => {
    const s = await start(tempDir());
    dirs.push(s.dataDir);
    const list = (await http(s.url, 'GET', '/api/rulesets')).body as {
      id: string;
      optionFields: { key: string; default: unknown; assumptions: string[] }[];
    }[];
    const ss = list.find((r) => r.id === 'swords-and-sorcery')!;
    expect(ss.optionFields.find((f) => f.key === 'dieCostShort')).toMatchObject({ default: 'stop', assumptions: ['SSV-A54'] });
  });
});
