/**
 * Issue 26.2: nothing hidden in any frame. Random hot-seat games of Swords & Wizardry through a real
 * server, the players going for each other's castles so that castles are surrounded and the castle
 * choice (Castles (2)) is forced, beside every other decision the game has (deployment, moves). Every
 * frame each seat and a spectator received, and `GET /api/games/:id` for each of them whenever a castle
 * choice is pending, is checked against the true state for anything that depends on an unrevealed
 * identity (test-hidden-info.ts). Then an attacker's check: from the opponent's and the spectator's frames
 * alone, does a castle choice's presence, content or timing tell which surrounding pieces are Siege
 * Catapults?
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameRecord } from '../core/record.js';
import { Match } from '../core/match.js';
import { diceSourceOf } from '../core/record.js';
import {
  context as rulesContext,
  swordsAndWizardry,
  type SwAction,
  type SwEvent,
  type SwState,
  type SwView,
} from '../rulesets/swords-and-wizardry/index.js';
import { swordsAndSorcery, type SsState, type SsView } from '../rulesets/swords-and-sorcery/index.js';
import { soakSize } from '../test-soak.js';
import { castleSeeker, castleYielder } from './test-castle-play.js';
import { decisionLeaks, hiddenLeaks, newTally, same } from './test-hidden-info.js';
import { http, removeDir, rng, startServer, TestClient, type Frame, type StateFrame, type TestServer } from './test-helpers.js';

/** Games played; half with a force of six Siege Catapults (SW-A2's `force`), where surrounds by catapults are common. */
const GAMES = soakSize('PENDING_GAMES', { modest: 2, full: 100 });
const MOVE_LIMIT = 600;
const STANDARD = { moveLimit: MOVE_LIMIT, firstPlayer: 'random' };
const CATAPULTS = { ...STANDARD, force: { 'siege-catapult': 6, peasants: 4 } };

let server: TestServer;
beforeAll(async () => {
  // Fixed dice secrets, one per game in order of creation: the games, and so the surrounds the checks
  // need, are the same on every run.
  let games = 0;
  server = await startServer(undefined, { diceSecret: () => createHash('sha256').update(`issue 26.2, game ${games++}`).digest('hex') });
});
afterAll(async () => {
  await server.stop();
  removeDir(server.dataDir);
});

interface Played {
  readonly record: GameRecord;
  /** Each viewer's frames, with its HTTP answers taken while a castle choice was pending. */
  readonly frames: Readonly<Record<'red' | 'black' | 'spectator', Frame[]>>;
  /** Updates the clients could not apply (TestClient.gaps). */
  readonly gaps: number;
  /** Each viewer's frames from its socket alone. */
  readonly socket: Readonly<Record<'red' | 'black' | 'spectator', readonly Frame[]>>;
  readonly httpAnswers: number;
}

/** One hot-seat game: `attacker` goes for the enemy's castles, the other lets its own be surrounded. */
async function play(game: number): Promise<Played> {
  const created = await http(server.url, 'POST', '/api/games', {
    ruleset: 'swords-and-wizardry',
    mode: 'hotseat',
    options: game % 2 ? CATAPULTS : STANDARD,
  });
  expect(created.status).toBe(201);
  const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
  const clients = {
    red: await TestClient.connect(server.ws, gameId, seats.red),
    black: await TestClient.connect(server.ws, gameId, seats.black),
    spectator: await TestClient.connect(server.ws, gameId),
  };
  const answers: Record<'red' | 'black' | 'spectator', Frame[]> = { red: [], black: [], spectator: [] };
  const attacker = game % 4 < 2 ? 'red' : 'black';
  const pick = rng(26_000 + game);
  const at = (c: TestClient, seq: number) => c.stateWhere((x) => x.seq >= seq);
  let seq = 0;
  let last: StateFrame = await at(clients.spectator, 0);
  let httpAnswers = 0;
  for (let steps = 0; last.status.phase !== 'over'; steps++) {
    expect(steps).toBeLessThan(3 * MOVE_LIMIT);
    const seat = last.status.toAct[Math.floor(pick() * last.status.toAct.length)] as 'red' | 'black';
    const mine = await at(clients[seat], seq);
    const view = mine.view as SwView;
    if (view.pending) {
      // While a castle choice is pending, the HTTP answer for each seat and for a spectator is scanned too.
      for (const who of ['red', 'black', 'spectator'] as const) {
        const info = await http(server.url, 'GET', `/api/games/${gameId}`, undefined, who === 'spectator' ? undefined : seats[who]);
        expect(info.status).toBe(200);
        const { seq: s, you, view: v, legal, events, status } = info.body;
        answers[who].push({ type: 'state', seq: s, you, view: v, legal, events, status });
        httpAnswers++;
      }
    }
    const legal = mine.legal as SwAction[];
    const action = (seat === attacker ? castleSeeker : castleYielder)(view, legal, pick);
    const reply = await clients[seat].act(action, seq);
    expect(reply.type).toBe('ack');
    seq = (reply as { seq: number }).seq;
    last = await at(clients.spectator, seq);
    await at(clients.red, seq);
    await at(clients.black, seq);
  }
  const record = await http<GameRecord>(server.url, 'GET', `/api/games/${gameId}/record`);
  expect(record.status).toBe(200);
  for (const c of Object.values(clients)) c.close();
  return {
    record: record.body,
    frames: {
      red: [...clients.red.frames, ...answers.red],
      black: [...clients.black.frames, ...answers.black],
      spectator: [...clients.spectator.frames, ...answers.spectator],
    },
    socket: { red: clients.red.frames, black: clients.black.frames, spectator: clients.spectator.frames },
    gaps: clients.red.gaps + clients.black.gaps + clients.spectator.gaps,
    httpAnswers,
  };
}

/** The true states of a record by seq, and the events of the action that led to each. */
function statesOf(record: GameRecord): { states: SwState[]; events: (readonly SwEvent[])[] } {
  const source = diceSourceOf(record);
  if (!source.ok) throw new Error(source.error.message);
  const created = Match.create(swordsAndWizardry, record.options, source.value);
  if (!created.ok) throw new Error(created.error.message);
  const states = [created.value.state];
  const events: (readonly SwEvent[])[] = [[]];
  for (const a of record.actions) {
    const r = created.value.act(a.seat, a.action);
    if (!r.ok) throw new Error(r.error.message);
    states.push(created.value.state);
    events.push(r.value);
  }
  return { states, events };
}

/**
 * What an opponent or a spectator can observe of one surround (a castle-surrounded event that
 * eliminated the occupant), from the frames its socket received alone: what the frames of that seq said
 * of the choice, and how many actions later the castle was taken.
 */
function observed(frames: readonly Frame[], castle: string, seq: number): string {
  const states = frames.filter((f): f is StateFrame => f.type === 'state');
  const notice = states
    .filter((f) => f.seq === seq)
    .map((f) => `pending=${JSON.stringify((f.view as SwView).pending)} toAct=${f.status.toAct.join()} legal=${f.legal.length}`);
  let known = states.filter((f) => f.seq <= seq).at(-1)?.events.length ?? 0;
  let taken = 'never';
  for (const f of states) {
    if (f.seq <= seq) continue;
    const fresh = f.events.slice(known) as readonly unknown[] as readonly SwEvent[];
    known = f.events.length;
    if (fresh.some((e) => e.type === 'castle-taken' && e.castle === castle)) {
      taken = `${f.seq - seq} action(s) later`;
      break;
    }
  }
  return `${[...new Set(notice)].join(' | ')}; taken ${taken}`;
}

describe('Issue 26.2: no frame depends on an unrevealed identity', () => {
  it(`${GAMES} random games with castles surrounded: every seat's and the spectator's frames scanned, zero leaks`, {
    timeout: Math.max(300_000, GAMES * 60_000),
  }, async () => {
    const tally = newTally();
    const leaks: string[] = [];
    let httpAnswers = 0;
    let surrounds = 0;
    /** Castle choices by how many surrounding pieces could enter (the truth, which only the chooser knows). */
    const byCandidates: Record<number, number> = {};
    /** What the side whose castle fell and the spectator saw of each surround, by the number of candidates. */
    const signatures = new Map<number, Set<string>>();
    /** Surrounds no choice followed: every surrounding piece a Siege Catapult (only with a force of three or more). */
    let noChoice = 0;
    /** Decisions pending in the games (one per seat with a decision, per seq), by kind. */
    const decisions = { deploy: 0, move: 0, replace: 0 };
    /** A game with a castle choice, to show that the scan catches a leak in one. */
    let sample: Played | undefined;
    /** Updates a client could not apply to what it held (it asked for the whole state again). */
    let gaps = 0;
    for (let g = 0; g < GAMES; g++) {
      const game = await play(g);
      httpAnswers += game.httpAnswers;
      if (!sample && game.record.actions.some((a) => (a.action as SwAction).type === 'replace')) sample = game;
      for (const viewer of ['red', 'black', 'spectator'] as const) {
        leaks.push(...hiddenLeaks(game.frames[viewer], game.record, viewer).map((p) => `game ${g}: ${p}`));
        leaks.push(...decisionLeaks(game.frames[viewer], game.record, viewer, tally).map((p) => `game ${g}: ${p}`));
      }
      const { states, events } = statesOf(game.record);
      states.forEach((s, seq) => {
        for (const _ of swordsAndWizardry.toAct(s)) decisions[s.phase === 'deployment' ? 'deploy' : s.pending ? 'replace' : 'move']++;
        // each surround that eliminated a castle's occupant in the action that led here
        for (const e of events[seq] ?? []) {
          if (e.type !== 'castle-surrounded' || e.result !== 'eliminated') continue;
          surrounds++;
          const { grid } = context(s);
          const choice = s.pending && grid.name(s.pending.castle) === e.castle ? s.pending : null;
          const candidates = choice ? choice.candidates.length : 0;
          if (candidates === 0) noChoice++;
          else byCandidates[candidates] = (byCandidates[candidates] ?? 0) + 1;
          const owner = e.occupant.owner;
          const seen = `owner: ${observed(game.socket[owner], e.castle, seq)} / spectator: ${observed(game.socket.spectator, e.castle, seq)}`;
          const set = signatures.get(candidates) ?? signatures.set(candidates, new Set()).get(candidates)!;
          set.add(seen.replaceAll(`"${e.castle}"`, '"<castle>"').replaceAll(e.by, '<chooser>'));
        }
      });
      gaps += game.gaps;
    }
    const choices = Object.values(byCandidates).reduce((a, b) => a + b, 0);
    console.log(
      `issue 26.2: ${GAMES} games, ${tally.frames} frames and HTTP answers checked (${httpAnswers} HTTP), ${tally.exchanged} against exchanged identities; ` +
        `decisions pending ${JSON.stringify(decisions)}; ${surrounds} surrounds, castle choices by candidates ${JSON.stringify(byCandidates)}, ` +
        `${noChoice} with no piece able to enter; ${gaps} gaps; leaks ${leaks.length}`,
    );
    expect(leaks.slice(0, 20)).toEqual([]);
    // The scan had something to scan: castle choices were forced, one with a single candidate among them
    // at the full size, and every other kind of decision was met.
    expect(choices).toBeGreaterThan(0);
    expect(decisions.replace).toBe(choices);
    expect(decisions.deploy).toBe(3 * GAMES);
    expect(decisions.move).toBeGreaterThan(0);
    expect(tally.exchanged).toBeGreaterThan(0);
    // About one game in twelve has one (60 games in-process: 5), so the full size all but always does.
    if (GAMES >= 100) expect(byCandidates[1] ?? 0).toBeGreaterThan(0);
    // The attacker's check: whatever the number of surrounding pieces able to enter (1, 2 or 3), the
    // side whose castle fell and the spectator observe the same thing (the choice asked, named by its
    // castle and chooser, no legal actions for them, the castle taken on the next action), so neither a
    // choice's presence, nor its content, nor its timing tells which of them are Siege Catapults.
    const withChoice = [...signatures].filter(([n]) => n > 0).flatMap(([, set]) => [...set]);
    expect(new Set(withChoice).size).toBe(1);
    expect(withChoice[0]).toMatch(
      /pending=\{"castle":"<castle>","chooser":"<chooser>"\} toAct=<chooser> legal=0; taken 1 action\(s\) later/,
    );

    // The scan catches a leak: the castle choice as the server sent it before issue 26 (the candidates
    // in the view), or the chooser's replacements sent to the other side as legal actions.
    const choice = sample!.record.actions.findIndex((a) => (a.action as SwAction).type === 'replace');
    const chooser = sample!.record.actions[choice]!.seat as 'red' | 'black';
    const other = chooser === 'red' ? 'black' : 'red';
    const frames = structuredClone(sample!.socket[other]) as Frame[];
    const pending = frames.find((f): f is StateFrame => f.type === 'state' && f.seq === choice)!;
    const candidates = (sample!.record.actions[choice]!.action as { with: string }).with;
    (pending.view as { pending: Record<string, unknown> }).pending.candidates = [candidates];
    const caught = decisionLeaks(frames, sample!.record, other);
    expect(caught.some((p) => p.includes('the castle choice shows candidates,castle,chooser'))).toBe(true);
    expect(caught.some((p) => p.includes('the view is not the ruleset'))).toBe(true);
    (pending as { legal: readonly unknown[] }).legal = [{ type: 'replace', with: candidates }];
    expect(decisionLeaks(frames, sample!.record, other).some((p) => p.includes('legal actions'))).toBe(true);
  });
});

/** The castles and the grid of a state's board. */
function context(s: SwState) {
  const { board } = rulesContext(s.options);
  return { castles: board.castles, grid: board.grid };
}

/** Swords & Sorcery games: six stacks on a small map, so that reactions, battles and withdrawals come quickly. */
const SS_GAMES = soakSize('PENDING_SS_GAMES', { modest: 2, full: 20 });
const SS_SCENARIO = {
  id: 'pending-scan',
  name: 'Pending decisions',
  columns: 6,
  rows: 4,
  legend: { c: 'clear', f: 'forest', r: 'rough' },
  map: ['c c c c c c', 'c c f c c c', 'c c c c c c', 'c c c r c c'],
  forces: {
    west: {
      name: 'West',
      stacks: [
        { hex: '0302', units: { 'men-at-arms': 3, 'heavy-horse': 1 }, characters: ['glade'] },
        { hex: '0304', units: { 'men-at-arms': 2 }, characters: ['killer-penguin'] },
        { hex: '0502', units: { dragons: 1, 'heavy-axe': 2 } },
      ],
    },
    east: {
      name: 'East',
      stacks: [
        { hex: '0303', units: { 'orc-warband': 3 }, characters: ['krawn'] },
        { hex: '0503', units: { 'goblin-spears': 2 } },
        { hex: '0601', units: { 'warg-riders': 1 }, characters: ['zarko'] },
      ],
    },
  },
};

/**
 * Problems in the frames a Swords & Sorcery viewer received (empty: none), against the true state at
 * each seq: legal actions only for the seat deciding, and exactly its own; the view the ruleset's view;
 * a pending decision other than a battle shown to every viewer as to a spectator; in a battle, the other
 * side's declaration, choice after the round and reinforcements hidden; enemy pieces only where the
 * viewer's own stand (VI.A); events only for their audience.
 */
function ssLeaks(frames: readonly Frame[], record: GameRecord, viewer: string, kinds: Record<string, number>): string[] {
  const problems: string[] = [];
  const source = diceSourceOf(record);
  if (!source.ok) return [source.error.message];
  const created = Match.create(swordsAndSorcery, record.options, source.value);
  if (!created.ok) return [created.error.message];
  const states: SsState[] = [created.value.state];
  for (const a of record.actions) {
    const r = created.value.act(a.seat, a.action);
    if (!r.ok) return [`record does not replay: ${r.error.message}`];
    states.push(created.value.state);
  }
  const rules = swordsAndSorcery;
  const json = (x: unknown) => JSON.stringify(x);
  let index = 0;
  for (const frame of frames) {
    index++;
    if (frame.type !== 'state') continue;
    const truth = states[frame.seq]!;
    const where = `frame ${index} (seq ${frame.seq}) to ${viewer}`;
    const toAct = rules.toAct(truth);
    if (viewer !== 'spectator')
      for (const _ of toAct.filter((s) => s === viewer))
        kinds[truth.pending?.kind ?? 'movement'] = (kinds[truth.pending?.kind ?? 'movement'] ?? 0) + 1;
    const own = viewer !== 'spectator' && toAct.includes(viewer) ? rules.legalActions(truth, viewer) : [];
    if (!same(frame.legal, own)) problems.push(`${where}: legal actions not its own decision's`);
    const view = frame.view as SsView;
    if (!same(view, rules.view(truth, viewer))) problems.push(`${where}: the view is not the ruleset's view`);
    const pending = view.pending;
    if (pending && pending.kind !== 'battle' && !same(pending, rules.view(truth, 'spectator').pending))
      problems.push(`${where}: the ${pending.kind} pending shows more than a spectator sees: ${json(pending)}`);
    if (pending?.kind === 'battle' && truth.outcome === null) {
      for (const side of ['a', 'b'] as const) {
        if (pending.seats[side] === viewer) continue;
        const s = pending.battle.sides[side];
        if (s.declaration !== null || s.afterRound !== null || s.reinforcements.length > 0)
          problems.push(`${where}: side ${side}'s secret choices or reinforcements shown`);
      }
    }
    if (truth.outcome === null && truth.options.reconnaissance !== 'open') {
      const at = (p: { place: { hex: string; complex?: boolean } }) => `${p.place.hex}${p.place.complex ? 'c' : ''}`;
      const places = new Set(view.pieces.filter((p) => p.owner === viewer).map(at));
      for (const p of view.pieces)
        if (p.owner !== viewer && !places.has(at(p))) problems.push(`${where}: enemy piece ${p.id} seen where none of ours stand`);
    }
    for (const e of frame.events)
      if (e.audience && (viewer === 'spectator' || !e.audience.includes(viewer)))
        problems.push(`${where}: an event for ${e.audience.join()} sent to ${viewer}`);
  }
  return problems;
}

describe('Issue 26.2: Swords & Sorcery, the other system with hidden information', () => {
  it(`${SS_GAMES} random hot-seat games: every seat's and the spectator's frames scanned, zero leaks`, {
    timeout: Math.max(300_000, SS_GAMES * 60_000),
  }, async () => {
    const kinds: Record<string, number> = {};
    const leaks: string[] = [];
    let frames = 0;
    /** A seat's frames with a reaction offered to it, to show that the scan catches a leak in one. */
    let reacted: { frames: readonly Frame[]; record: GameRecord; seat: string } | undefined;
    for (let g = 0; g < SS_GAMES; g++) {
      const created = await http(server.url, 'POST', '/api/games', {
        ruleset: 'swords-and-sorcery',
        mode: 'hotseat',
        options: { scenario: SS_SCENARIO, turns: 3 },
      });
      expect(created.status).toBe(201);
      const { gameId, seats } = created.body as { gameId: string; seats: Record<string, string> };
      const clients: Record<string, TestClient> = {
        west: await TestClient.connect(server.ws, gameId, seats.west),
        east: await TestClient.connect(server.ws, gameId, seats.east),
        spectator: await TestClient.connect(server.ws, gameId),
      };
      const pick = rng(2600 + g);
      let seq = 0;
      let last = await clients.spectator!.stateWhere((x) => x.seq >= 0);
      for (let steps = 0; last.status.phase !== 'over'; steps++) {
        expect(steps).toBeLessThan(5000);
        const seat = last.status.toAct[Math.floor(pick() * last.status.toAct.length)]!;
        const mine = await clients[seat]!.stateWhere((x) => x.seq >= seq);
        const reply = await clients[seat]!.act(mine.legal[Math.floor(pick() * mine.legal.length)], seq);
        expect(reply.type).toBe('ack');
        seq = (reply as { seq: number }).seq;
        last = await clients.spectator!.stateWhere((x) => x.seq >= seq);
        for (const c of Object.values(clients)) await c.stateWhere((x) => x.seq >= seq);
      }
      const record = await http<GameRecord>(server.url, 'GET', `/api/games/${gameId}/record`);
      expect(record.status).toBe(200);
      for (const [viewer, c] of Object.entries(clients)) {
        frames += c.frames.filter((f) => f.type === 'state').length;
        const mine = c.frames.some((f) => f.type === 'state' && (f.view as SsView).pending?.kind === 'reaction' && f.legal.length > 0);
        if (!reacted && mine) reacted = { frames: c.frames, record: record.body, seat: viewer };
        leaks.push(...ssLeaks(c.frames, record.body, viewer, kinds).map((p) => `game ${g}: ${p}`));
        c.close();
      }
    }
    console.log(
      `issue 26.2, Swords & Sorcery: ${SS_GAMES} games, ${frames} frames checked; decisions pending by kind ${JSON.stringify(kinds)}; leaks ${leaks.length}`,
    );
    expect(leaks.slice(0, 20)).toEqual([]);
    expect(frames).toBeGreaterThan(0);
    expect(kinds.movement ?? 0).toBeGreaterThan(0);
    expect(kinds.battle ?? 0).toBeGreaterThan(0);

    // The scan catches a leak: a reaction's offers shown in the view of the seat it was offered to, as
    // the view did before issue 26, differ from what a spectator sees.
    const copy = structuredClone(reacted!.frames) as Frame[];
    const offered = copy.find((f): f is StateFrame => f.type === 'state' && (f.view as SsView).pending?.kind === 'reaction')!;
    (offered.view as { pending: Record<string, unknown> }).pending.offers = [{ hex: '0303' }];
    expect(ssLeaks(copy, reacted!.record, reacted!.seat, {}).some((p) => p.includes('shows more than a spectator sees'))).toBe(true);
  });
});
