/**
 * A state message does not grow with the game's length (docs/protocol.md, "Frame sizes"): a long
 * Swords & Wizardry game played through real WebSocket clients, the frame each client receives for
 * actions 10, 200 and 700 measured in bytes as sent.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { http, removeDir, rng, startServer, TestClient, type StateFrame, type TestServer } from './test-helpers.js';

let running: TestServer | null = null;
afterEach(async () => {
  if (running) {
    await running.stop();
    removeDir(running.dataDir);
    running = null;
  }
});

const MARKS = [10, 200, 700];
const LAST = MARKS.at(-1)!;
/** The bound a state message keeps at any length of game. */
const MAX_FRAME_BYTES = 4096;

interface Piece {
  readonly owner: string;
  readonly square: string;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

describe('frame size', () => {
  it(`a Swords & Wizardry state message stays under ${MAX_FRAME_BYTES} bytes at action ${LAST}`, async () => {
    const s = (running = await startServer());
    // Moves onto empty squares only, so the game lasts; the move limit is past the last mark.
    const created = await http(s.url, 'POST', '/api/games', {
      ruleset: 'swords-and-wizardry',
      mode: 'hotseat',
      options: { moveLimit: 2000 },
    });
    expect(created.status).toBe(201);
    const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
    const clients: Record<string, TestClient> = {
      red: await TestClient.connect(s.ws, gameId, seats.red),
      black: await TestClient.connect(s.ws, gameId, seats.black),
      spectator: await TestClient.connect(s.ws, gameId),
    };
    const pick = rng(17);
    const at = (c: TestClient, seq: number) => c.stateWhere((x) => x.seq >= seq);
    const sizes: Record<number, Record<string, number>> = {};
    let last: StateFrame = await at(clients.red!, 0);
    for (let seq = 0; seq < LAST; ) {
      expect(last.status.phase).not.toBe('over');
      const seat = last.status.toAct[Math.floor(pick() * last.status.toAct.length)]!;
      const mine = await at(clients[seat]!, seq);
      const taken = new Set((mine.view as { pieces: Piece[] }).pieces.map((p) => p.square));
      const quiet = mine.legal.filter((a) => !taken.has((a as { to?: string }).to ?? ''));
      const choices = quiet.length > 0 ? quiet : mine.legal;
      const before = Object.fromEntries(Object.entries(clients).map(([k, c]) => [k, c.raw.length]));
      const reply = await clients[seat]!.act(choices[Math.floor(pick() * choices.length)], seq);
      expect(reply.type).toBe('ack');
      seq = (reply as { seq: number }).seq;
      for (const c of Object.values(clients)) await at(c, seq);
      last = clients.red!.state!;
      if (MARKS.includes(seq)) {
        // The frame that brought each client to this seq (the ack is the acting client's too).
        sizes[seq] = Object.fromEntries(
          Object.entries(clients).map(([k, c]) => {
            const frames = c.raw.slice(before[k]).filter((t) => t.startsWith('{"type":"update"') || t.startsWith('{"type":"state"'));
            return [k, Math.max(...frames.map(bytes))];
          }),
        );
      }
    }
    // A client connecting now is sent the whole history once.
    const late = await TestClient.connect(s.ws, gameId, seats.red);
    await at(late, LAST);
    const whole = bytes(late.raw[0]!);
    console.log(`frame bytes by action (red, black, spectator): ${JSON.stringify(sizes)}; whole state on connecting at ${LAST}: ${whole}`);

    for (const c of Object.values(clients)) expect(c.gaps).toBe(0);
    for (const mark of MARKS) for (const size of Object.values(sizes[mark]!)) expect(size).toBeLessThan(MAX_FRAME_BYTES);
    // The whole history is what the updates spare: it grows with the game.
    expect(whole).toBeGreaterThan(10 * MAX_FRAME_BYTES);
    for (const c of [...Object.values(clients), late]) c.close();
  });
});
