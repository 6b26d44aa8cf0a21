/**
 * Seats a ruleset may do without a player (Ruleset.optionalSeats): the Sauron map game's third seat
 * (16.69, SAU-M12) is the computer's unless a player takes it, and an online game still waits for one
 * invited player only.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { http, removeDir, startServer, tempDir, TestClient, type TestServer } from './test-helpers.js';

const dirs: string[] = [];
const servers: TestServer[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.stop();
  for (const d of dirs.splice(0)) removeDir(d);
});
async function start(): Promise<TestServer> {
  const s = await startServer(tempDir());
  servers.push(s);
  dirs.push(s.dataDir);
  return s;
}
interface Created {
  gameId: string;
  seats: Record<string, string>;
  invite?: string;
}

describe('optional seats', () => {
  it("16.69: the Sauron map game's third seat is the computer's in an online game; the one invitation fills the Sauron seat", async () => {
    const s = await start();
    const created = await http<Created>(s.url, 'POST', '/api/games', {
      ruleset: 'sauron',
      mode: 'online',
      seat: 'westernesse',
      options: { turns: 1 },
    });
    expect(created.status).toBe(201);
    const { gameId, seats, invite } = created.body;
    expect(Object.keys(seats)).toEqual(['westernesse']);
    const before = (await http<{ seats: Record<string, string> }>(s.url, 'GET', `/api/games/${gameId}`, undefined, seats.westernesse)).body;
    expect(before.seats).toEqual({ westernesse: 'human', sauron: 'open', third: 'computer' });
    const joined = await http<{ seat: string; token: string }>(s.url, 'POST', `/api/games/${gameId}/join`, { invite });
    expect(joined.body.seat).toBe('sauron');
    const after = (await http<{ seats: Record<string, string> }>(s.url, 'GET', `/api/games/${gameId}`, undefined, seats.westernesse)).body;
    expect(after.seats).toEqual({ westernesse: 'human', sauron: 'human', third: 'computer' });
  });

  it('16.69: a player may take the third seat against the computer, and the computer plays both sides around him', async () => {
    const s = await start();
    const created = await http<Created>(s.url, 'POST', '/api/games', {
      ruleset: 'sauron',
      mode: 'computer',
      seat: 'third',
      level: 'random',
      options: { turns: 1 },
    });
    expect(created.status).toBe(201);
    const { gameId, seats } = created.body;
    const c = await TestClient.connect(s.ws, gameId, seats.third!);
    // With nobody turned evil the third seat has nothing to do: the computer plays the game through.
    const end = await c.stateWhere((x) => x.status.outcome !== null, 60_000);
    expect(end.legal).toEqual([]);
    expect(end.status.outcome).toMatchObject({ clause: 'SAU-M13' });
    const info = (await http<{ seats: Record<string, string> }>(s.url, 'GET', `/api/games/${gameId}`, undefined, seats.third)).body;
    expect(info.seats).toEqual({ westernesse: 'computer', sauron: 'computer', third: 'human' });
  });

  it("SSF-A51: a player at an ally's seat (a2) online invites the other side (b); the computer takes his own side's first seat and the enemy ally", async () => {
    const s = await start();
    const created = await http<Created>(s.url, 'POST', '/api/games', {
      ruleset: 'sword-and-spear',
      mode: 'online',
      seat: 'a2',
      level: 'random',
      options: { playersPerSide: 2 },
    });
    expect(created.status).toBe(201);
    const { gameId, seats, invite } = created.body;
    const before = (await http<{ seats: Record<string, string> }>(s.url, 'GET', `/api/games/${gameId}`, undefined, seats.a2)).body;
    expect(before.seats).toEqual({ a: 'computer', b: 'open', a2: 'human', b2: 'computer' });
    const joined = await http<{ seat: string; token: string }>(s.url, 'POST', `/api/games/${gameId}/join`, { invite });
    expect(joined.body.seat).toBe('b');
  });
});
