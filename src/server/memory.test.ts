/**
 * Issue 26, item 4: costs that do not grow with the history. An idle game leaves memory and is built
 * again on first use; a game nobody joined expires; a restart serves at once and rebuilds only the
 * games the server must act in; a finished game asked for again is not replayed.
 */
import { afterEach, describe, expect, test } from 'vitest';
import '../rulesets/index.js';
import { GameService, CLAUSE_EXPIRED } from './games.js';
import { SqliteStore } from './sqlite-store.js';
import type { GameStore } from './storage.js';

/** A store that counts how often a game's actions are read back, that is, how often it is replayed (or its record read). */
function countingStore(): GameStore & { reads: number } {
  const store = SqliteStore.open(':memory:');
  const counted = Object.create(store) as GameStore & { reads: number };
  counted.reads = 0;
  counted.actions = (id: string) => {
    counted.reads++;
    return store.actions(id);
  };
  return counted;
}

const services: GameService[] = [];
afterEach(async () => {
  for (const s of services.splice(0)) await s.close();
});

function service(store: GameStore, clock: { t: number }, extra: Partial<ConstructorParameters<typeof GameService>[0]> = {}) {
  const s = new GameService({ store, now: () => clock.t, ...extra });
  services.push(s);
  return s;
}

/** A hot-seat game played `plies` actions deep: each seat plays its first legal action. */
async function played(s: GameService, plies: number): Promise<{ gameId: string; tokens: Record<string, string> }> {
  const created = await s.create({ ruleset: 'swords-and-wizardry', mode: 'hotseat', options: { moveLimit: 30 } });
  if (!created.ok) throw new Error(created.error.error.message);
  const { gameId, seats: tokens } = created.value;
  for (let i = 0; i < plies; i++) {
    let seat: string | undefined;
    for (const candidate of Object.keys(tokens)) {
      const st = await s.state(gameId, candidate);
      if (st.ok && st.value.legal.length > 0) {
        seat = candidate;
        break;
      }
    }
    if (!seat) break;
    const st = await s.state(gameId, seat);
    if (!st.ok) throw new Error('state');
    const r = await s.act(gameId, seat, st.value.seq, st.value.legal[0]);
    if (!r.ok) throw new Error(r.error.error.message);
  }
  return { gameId, tokens };
}

describe('games in memory', () => {
  test('an idle unfinished game leaves memory and is built again, unchanged, on first use', async () => {
    const store = countingStore();
    const s = service(store, { t: 0 }, { idleMs: 50 });
    const { gameId } = await played(s, 6);
    const before = await s.state(gameId, 'red');
    expect(s.inMemory.live).toBe(1);
    await new Promise((r) => setTimeout(r, 120));
    expect(s.inMemory.live).toBe(0);
    const reads = store.reads;
    const after = await s.state(gameId, 'red');
    expect(store.reads).toBe(reads + 1);
    expect(after.ok && after.value.view).toEqual(before.ok && before.value.view);
    expect(after.ok && after.value.seq).toBe(6);
  });

  test('a finished game asked for again is not replayed; only the least recently used leave', async () => {
    const store = countingStore();
    const s = service(store, { t: 0 }, { finishedKept: 2 });
    const games: string[] = [];
    for (let i = 0; i < 3; i++) {
      const g = await played(s, 200);
      expect((await s.state(g.gameId, null)).ok && (await s.state(g.gameId, null)).ok).toBe(true);
      games.push(g.gameId);
    }
    for (const id of games) {
      const st = await s.state(id, null);
      expect(st.ok && st.value.status.phase).toBe('over');
    }
    expect(s.inMemory.finished).toBe(2);
    const reads = store.reads;
    // The two kept, asked for a hundred times each: no replay.
    for (let i = 0; i < 100; i++) for (const id of games.slice(1)) expect((await s.info(id, null)).ok).toBe(true);
    expect(store.reads).toBe(reads);
    expect((await s.record(games[2]!)).ok).toBe(true);
    expect(store.reads).toBe(reads + 1); // the record is read from the store, not built by a replay
  });

  test("a game nobody joined expires after waitingMs, drawn, with the server's reason", async () => {
    const clock = { t: 1_000 };
    const s = service(SqliteStore.open(':memory:'), clock, { waitingMs: 60_000 });
    const created = await s.create({ ruleset: 'swords-and-wizardry', mode: 'online' });
    if (!created.ok) throw new Error('create');
    expect(await s.expireWaiting()).toBe(0);
    clock.t += 60_001;
    expect(await s.expireWaiting()).toBe(1);
    const st = await s.state(created.value.gameId, null);
    expect(st.ok && st.value.status).toMatchObject({
      phase: 'over',
      endedBy: 'expired',
      outcome: { winner: null, clause: CLAUSE_EXPIRED },
    });
    expect(await s.expireWaiting()).toBe(0);
  });

  test('a restart rebuilds only the games the server acts in, in the background', async () => {
    const store = countingStore();
    const first = service(store, { t: 0 });
    for (let i = 0; i < 5; i++) await played(first, 4);
    const computer = await first.create({ ruleset: 'swords-and-wizardry', mode: 'computer', level: 'random' });
    if (!computer.ok) throw new Error('create');
    await first.close();
    services.splice(services.indexOf(first), 1);
    const reads = store.reads;
    const second = service(store, { t: 0 });
    const resuming = second.resumeAll();
    expect(store.reads).toBe(reads); // nothing replayed before the server goes on serving
    expect(await resuming).toBe(1);
    expect(store.reads).toBe(reads + 1); // the computer's game alone; the five hot-seat games wait for a request
  });
});
