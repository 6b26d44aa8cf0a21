/**
 * Random games for the property tests (random-games-*.test.ts): played through a Match with random legal
 * actions and seeded dice, under every combination of the options, checking at every step:
 * - nothing crashes, every chosen legal action is accepted, and every game ends;
 * - until the game is over, each seat's view shows the opponent's kinds only where they were revealed,
 *   and the spectator's view only revealed kinds;
 * - the events each viewer may see (eventsFor) never show a kind that viewer may not know, and the
 *   public report of a plain move does not depend on the hidden kind of the piece that made it;
 * - every event cites a clause;
 * - replaying the game's record (toRecord, through JSON, replay) reproduces the same final state.
 * A broken property throws, naming the game and the move. Free of test-runner imports.
 *
 *   const stats = playRandomGames(0, 500); // games 0..499
 */
import { isDeepStrictEqual } from 'node:util';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { replay, toRecord } from '../../core/record.js';
import { eventsFor, SPECTATOR, type Viewer } from '../../core/ruleset.js';
import type { SwEvent } from './events.js';
import { context } from './options.js';
import { swordsAndWizardry as rules, type SwAction } from './ruleset.js';
import type { Piece, SwState } from './state.js';
import { PIECE_KINDS } from './vocabulary.js';

const VIEWERS: readonly Viewer[] = ['red', 'black', SPECTATOR];
/** Events that may name kinds: the pieces shown in a challenge or a surround (checked), a seat's own placement, and results of shown pieces. */
const MAY_NAME_KINDS = new Set(['challenge', 'castle-surrounded', 'placement', 'challenge-result', 'game-over']);

export const MOVE_LIMIT = 200;

/** Game `game` cycles through every combination of the options. */
export function optionsFor(game: number): Record<string, unknown> {
  const bit = (n: number) => ((game >> n) & 1) === 1;
  return {
    moveLimit: MOVE_LIMIT,
    attackTable: bit(0) ? 'notes' : 'table',
    wizardBounce: bit(1) ? 'one-back' : 'origin',
    dragonHopsEmpty: bit(2),
    catapultOverLake: !bit(3),
    surroundedPrincess: bit(4) ? 'stays-hidden' : 'awaits-rescue',
    repetitionLimit: bit(5) ? 3 : 0,
    firstPlayer: (['red', 'black', 'random'] as const)[game % 3],
  };
}

export interface RandomGameStats {
  games: number;
  plies: number;
  challenges: number;
  surrounds: number;
  castleChoices: number;
  awaitingRescue: number;
  /** Plain moves by hidden pieces whose report was compared with other kinds making the same move. */
  reportsCompared: number;
  endings: Record<string, number>;
}

class PropertyBroken extends Error {}

function fail(game: number, ply: number, what: string): never {
  throw new PropertyBroken(`game ${game}, ply ${ply}: ${what}`);
}

function checkViews(state: SwState, game: number): void {
  const { grid } = context(state.options).board;
  // What each piece on the board is, once; then each viewer's view against it.
  const truth = new Map<string, { square: string; piece: Piece }>();
  for (const p of state.pieces) if (p.square >= 0) truth.set(p.id, { square: grid.name(p.square), piece: p });
  for (const viewer of VIEWERS) {
    const view = rules.view(state, viewer);
    if (view.pieces.length !== truth.size) fail(game, state.ply, `${viewer} sees ${view.pieces.length} pieces, not ${truth.size}`);
    for (const vp of view.pieces) {
      const t = truth.get(vp.id);
      if (!t || t.square !== vp.square || t.piece.owner !== vp.owner) fail(game, state.ply, `${viewer} sees ${vp.id} in the wrong place`);
      const p = t.piece;
      const mayKnow = p.revealed || viewer === p.owner;
      if (vp.kind !== (mayKnow ? p.kind : null))
        fail(game, state.ply, `${viewer} sees ${vp.id} as ${vp.kind}; it is ${p.kind}, revealed ${p.revealed}`);
      if (vp.revealed !== p.revealed || vp.awaitingRescue !== p.awaitingRescue)
        fail(game, state.ply, `${viewer} sees ${vp.id}'s flags wrong`);
    }
  }
}

function checkEvents(events: readonly SwEvent[], after: SwState, game: number): void {
  for (const e of events) {
    if (!e.clause) fail(game, after.ply, `event ${e.type} has no clause`);
    if (!MAY_NAME_KINDS.has(e.type)) {
      const text = JSON.stringify(e);
      for (const k of PIECE_KINDS) if (text.includes(`"${k}"`)) fail(game, after.ply, `event ${e.type} names a kind: ${text}`);
    }
  }
  for (const viewer of VIEWERS) {
    for (const e of eventsFor(events, viewer)) {
      const shown = e.type === 'challenge' ? [e.attacker, e.defender] : e.type === 'castle-surrounded' ? [e.occupant] : [];
      for (const s of shown) {
        const p = after.pieces.find((q) => q.id === s.id)!;
        if (p.kind !== s.kind) fail(game, after.ply, `event ${e.type} misreports ${s.id}`);
        if (!p.revealed && viewer !== p.owner) fail(game, after.ply, `event ${e.type} shows ${viewer} the unrevealed ${s.id}`);
      }
      if (e.type === 'placement' && viewer !== e.seat) fail(game, after.ply, `${viewer} sees ${e.seat}'s placement`);
    }
  }
}

/** Made by any other kind able to make the same move, a hidden piece's 'moved' report must read the same. */
function checkMoveReport(before: SwState, seat: string, action: SwAction, moved: SwEvent, game: number): number {
  if (action.type !== 'move') return 0;
  const { grid } = context(before.options).board;
  const index = before.board[grid.index(action.from)!]!;
  const mover = before.pieces[index]!;
  if (mover.revealed) return 0;
  const expected = JSON.stringify(moved);
  let compared = 0;
  for (const kind of PIECE_KINDS) {
    if (kind === mover.kind) continue;
    const other: SwState = { ...before, pieces: before.pieces.map((p, i) => (i === index ? { ...p, kind } : p)) };
    const r = rules.apply(other, seat, action, SeededDice.fromSeed(0));
    if (!r.ok) continue;
    compared++;
    const report = JSON.stringify(r.value.events.find((e) => e.type === 'moved'));
    if (report !== expected)
      fail(game, before.ply, `the report of ${action.from}-${action.to} tells the kind: ${expected} (${mover.kind}) v ${report} (${kind})`);
  }
  return compared;
}

/** Plays games first..first+count-1; throws at the first broken property. */
export function playRandomGames(first: number, count: number): RandomGameStats {
  const stats: RandomGameStats = {
    games: 0,
    plies: 0,
    challenges: 0,
    surrounds: 0,
    castleChoices: 0,
    awaitingRescue: 0,
    reportsCompared: 0,
    endings: {},
  };
  for (let game = first; game < first + count; game++) {
    const created = Match.create(rules, optionsFor(game), 1000 + game);
    if (!created.ok) throw new Error(created.error.message);
    const m = created.value;
    const pick = SeededDice.fromSeed(500_000 + game);
    const limit = m.options.moveLimit;
    for (let steps = 0; !m.outcome(); steps++) {
      if (steps > limit + 10) fail(game, m.state.ply, 'the game did not end');
      checkViews(m.state, game);
      const seats = m.toAct();
      const seat = seats[pick.roll(seats.length) - 1]!;
      const legal = m.legalActions(seat);
      if (legal.length === 0) fail(game, m.state.ply, `${seat} must act but has no legal action`);
      const action = legal[pick.roll(legal.length) - 1]!;
      const before = m.state;
      const r = m.act(seat, action);
      if (!r.ok) fail(game, before.ply, `legal action ${JSON.stringify(action)} refused: ${r.error.message}`);
      const after = m.state;
      checkEvents(r.value, after, game);
      const moved = r.value.find((e) => e.type === 'moved');
      if (moved && moved.how !== 'step') stats.reportsCompared += checkMoveReport(before, seat, action, moved, game);
      if (r.value.some((e) => e.type === 'challenge')) stats.challenges++;
      if (r.value.some((e) => e.type === 'castle-surrounded')) stats.surrounds++;
      if (after.pending) stats.castleChoices++;
    }
    const state = m.state;
    if (state.phase !== 'over' || rules.toAct(state).length !== 0) fail(game, state.ply, 'over, yet someone is to act');
    if (limit > 0 && state.ply > limit) fail(game, state.ply, `ran past the move limit ${limit}`);
    stats.games++;
    stats.plies += state.ply;
    if (state.pieces.some((p) => p.awaitingRescue)) stats.awaitingRescue++;
    const clause = state.outcome!.clause;
    stats.endings[clause] = (stats.endings[clause] ?? 0) + 1;

    // The record, through JSON as it would be saved, replays to the very same state.
    const replayed = replay(JSON.parse(JSON.stringify(toRecord(m))), rules);
    if (!replayed.ok) fail(game, state.ply, `replay refused: ${replayed.error.message}`);
    if (replayed.value.failure) fail(game, replayed.value.applied, `replay failed: ${replayed.value.failure.error.message}`);
    if (!isDeepStrictEqual(replayed.value.match.state, state)) {
      fail(game, state.ply, 'the replayed final state differs');
    }
    if (!isDeepStrictEqual(replayed.value.match.outcome(), m.outcome())) fail(game, state.ply, 'the replayed outcome differs');
  }
  return stats;
}
