/**
 * Whole games through real sockets and a real SQLite file: against the computer, and hot-seat with
 * every frame checked against the true state for hidden identities.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replay, type GameRecord } from '../core/record.js';
import { hiddenLeaks } from './test-hidden-info.js';
import { http, removeDir, rng, startServer, TestClient, type StateFrame, type TestServer } from './test-helpers.js';

let running: TestServer | null = null;
afterEach(async () => {
  if (running) {
    await running.stop();
    removeDir(running.dataDir);
    running = null;
  }
});

const MAX_STEPS = 1000;

describe('a game against the computer', () => {
  it('plays random legal moves through the WebSocket until the game ends, stored and replayable', async () => {
    const s = (running = await startServer());
    const created = await http(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'computer',
      seat: 'red',
      level: 'random',
      options: { moveLimit: 200 },
    });
    expect(created.status).toBe(201);
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    expect(Object.keys(seats)).toEqual(['red']);
    const red = await TestClient.connect(s.ws, gameId, seats.red);
    const pick = rng(11);
    let state = await red.stateWhere((x) => x.status.phase === 'over' || x.legal.length > 0);
    let steps = 0;
    while (state.status.phase !== 'over') {
      expect(++steps).toBeLessThan(MAX_STEPS);
      const action = state.legal[Math.floor(pick() * state.legal.length)];
      const reply = await red.act(action, state.seq);
      expect(reply).toMatchObject({ type: 'ack', seq: expect.any(Number) });
      const acked = (reply as { seq: number }).seq;
      state = await red.stateWhere((x) => x.seq >= acked && (x.status.phase === 'over' || x.legal.length > 0));
    }
    expect(state.legal).toEqual([]);
    expect(state.status.outcome).not.toBeNull();
    expect(state.status.endedBy).toBe('rules');

    // the record is out now, replays to the same outcome, and holds every acknowledged action
    const record = await http<GameRecord>(s.url, 'GET', `/api/games/${gameId}/record`);
    expect(record.status).toBe(200);
    expect(record.body.actions).toHaveLength(state.seq);
    expect(record.body.meta).toMatchObject({ players: { red: 'human', black: 'computer (random)' } });
    const replayed = replay(record.body);
    expect(replayed.ok && replayed.value.failure).toBeUndefined();
    expect(replayed.ok && replayed.value.match.outcome()).toEqual(state.status.outcome);

    // every frame red received kept black's identities hidden until revealed
    expect(hiddenLeaks(red.frames, record.body, 'red')).toEqual([]);

    const mine = await http(s.url, 'POST', '/api/games/list', { tokens: [seats.red] });
    expect(mine.body).toMatchObject([{ gameId, seat: 'red', status: 'over', outcome: state.status.outcome }]);
    red.close();
  });
});

describe('hidden information', () => {
  it('no frame sent to a seat or a spectator during a whole game shows an unrevealed enemy identity', async () => {
    const s = (running = await startServer());
    const created = await http(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'hotseat',
      options: { moveLimit: 300, firstPlayer: 'random' },
    });
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const clients: Record<string, TestClient> = {
      red: await TestClient.connect(s.ws, gameId, seats.red),
      black: await TestClient.connect(s.ws, gameId, seats.black),
    };
    const spectator = await TestClient.connect(s.ws, gameId);
    const pick = rng(5);
    const at = (c: TestClient, seq: number) => c.stateWhere((x) => x.seq >= seq);
    let seq = 0;
    let last: StateFrame = await at(clients.red!, 0);
    for (let steps = 0; last.status.phase !== 'over'; steps++) {
      expect(steps).toBeLessThan(MAX_STEPS);
      const seat = last.status.toAct[Math.floor(pick() * last.status.toAct.length)]!;
      const mine = await at(clients[seat]!, seq);
      const action = mine.legal[Math.floor(pick() * mine.legal.length)];
      const reply = await clients[seat]!.act(action, seq);
      expect(reply.type).toBe('ack');
      seq = (reply as { seq: number }).seq;
      last = await at(clients.red!, seq);
      await at(clients.black!, seq);
      await at(spectator, seq);
    }
    const record = await http<GameRecord>(s.url, 'GET', `/api/games/${gameId}/record`);
    expect(record.status).toBe(200);
    // the game went past deployment and revealed pieces in challenges, so the check had something to check
    expect(record.body.actions.length).toBeGreaterThan(10);
    expect(red_seen_revealed(clients.red!)).toBe(true);
    for (const seat of ['red', 'black']) expect(hiddenLeaks(clients[seat]!.frames, record.body, seat)).toEqual([]);
    expect(hiddenLeaks(spectator.frames, record.body, 'spectator')).toEqual([]);

    // the check itself catches a leak: show one unrevealed black piece's kind in a copy of a frame
    const frames = structuredClone(clients.red!.frames);
    const early = frames.find((f): f is StateFrame => f.type === 'state' && f.seq === 2)!;
    const hidden = (early.view as { pieces: { owner: string; kind: string | null }[] }).pieces.find((p) => p.owner === 'black')!;
    hidden.kind = 'dragon';
    expect(hiddenLeaks(frames, record.body, 'red')).toHaveLength(1);
    (early as { events: readonly unknown[] }).events = [...early.events, { type: 'placement', seat: 'black', audience: ['black'] }];
    expect(hiddenLeaks(frames, record.body, 'red')).toHaveLength(3);
    for (const c of Object.values(clients)) c.close();
    spectator.close();
  });

  it('a spectator sees no identities and no legal actions; a seat sees only its own placement', async () => {
    const s = (running = await startServer());
    const created = await http(s.url, 'POST', '/api/games', { ruleset: 'swords-and-wizardry', mode: 'hotseat' });
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const red = await TestClient.connect(s.ws, gameId, seats.red);
    const black = await TestClient.connect(s.ws, gameId, seats.black);
    expect((await red.act({ type: 'deploy-random' }, 0)).type).toBe('ack');
    expect((await black.act({ type: 'deploy-random' }, 1)).type).toBe('ack');
    const spectator = await TestClient.connect(s.ws, gameId);
    const sv = await spectator.stateWhere((x) => x.seq === 2);
    const pieces = (sv.view as { pieces: { kind: string | null }[] }).pieces;
    expect(pieces).toHaveLength(72);
    expect(pieces.every((p) => p.kind === null)).toBe(true);
    expect(sv.legal).toEqual([]);
    expect(sv.you).toBeNull();
    expect(sv.events.some((e) => e.type === 'placement')).toBe(false);
    const rv = await red.stateWhere((x) => x.seq === 2);
    const rp = (rv.view as { pieces: { owner: string; kind: string | null }[] }).pieces;
    expect(rp.filter((p) => p.owner === 'red').every((p) => p.kind !== null)).toBe(true);
    expect(rp.filter((p) => p.owner === 'black').every((p) => p.kind === null)).toBe(true);
    expect(rv.events.filter((e) => e.type === 'placement').map((e) => (e as unknown as { seat: string }).seat)).toEqual(['red']);
    // HTTP says the same
    const info = await http(s.url, 'GET', `/api/games/${gameId}`);
    expect(info.body).toMatchObject({ you: null, legal: [], seats: { red: 'human', black: 'human' } });
    expect((info.body.view.pieces as { kind: string | null }[]).every((p) => p.kind === null)).toBe(true);
    for (const c of [red, black, spectator]) c.close();
  });
});

/** Did red ever see a black piece's kind (a challenge revealed one)? */
function red_seen_revealed(client: TestClient): boolean {
  return client.frames.some(
    (f) =>
      f.type === 'state' &&
      (f.view as { pieces: { owner: string; kind: string | null }[] }).pieces.some((p) => p.owner === 'black' && p.kind !== null),
  );
}
