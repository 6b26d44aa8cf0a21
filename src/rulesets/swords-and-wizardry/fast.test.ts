import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { FastGame, MAX_MOVES, REPLACE, RUNNING } from './fast.js';
import { context, type SwOptions } from './options.js';
import { swordsAndWizardry as rules, type SwAction } from './ruleset.js';
import type { SwState } from './state.js';
import { soakSize } from '../../test-soak.js';

const GAMES = soakSize('FAST_DIFF_GAMES', { modest: 100, full: 1000 });
/** Game 495 is the first that ends with a Princess awaiting rescue, the rarest procedure checked below: a smaller run plays it too. */
const RARE = 495;
const PLAYED = GAMES > RARE ? [...Array(GAMES).keys()] : [...Array(GAMES).keys(), RARE];

function optionsFor(game: number): SwOptions {
  const bit = (n: number) => ((game >> n) & 1) === 1;
  const parsed = rules.parseOptions({
    moveLimit: bit(6) ? 1000 : 300,
    attackTable: bit(0) ? 'notes' : 'table',
    wizardBounce: bit(1) ? 'one-back' : 'origin',
    dragonHopsEmpty: bit(2),
    catapultOverLake: !bit(3),
    surroundedPrincess: bit(4) ? 'stays-hidden' : 'awaits-rescue',
    firstPlayer: bit(5) ? 'black' : 'red',
  });
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

function encode(state: SwState, action: SwAction): number {
  const { grid } = context(state.options).board;
  if (action.type === 'replace') return REPLACE + grid.index(action.with)!;
  if (action.type !== 'move') throw new Error(action.type);
  return grid.index(action.from)! * 128 + grid.index(action.to)!;
}

/** Where the two positions differ, or null; cheap, since it runs after every move. */
function difference(fast: FastGame, state: SwState): string | null {
  const expected = FastGame.fromState(state);
  for (const key of ['board', 'square', 'flags'] as const) {
    const a = fast[key];
    const b = expected[key];
    for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return `${key}[${i}]: fast ${a[i]}, readable ${b[i]}`;
  }
  for (const key of ['turn', 'ply', 'outcome', 'pendingCastle'] as const) {
    if (fast[key] !== expected[key]) return `${key}: fast ${fast[key]}, readable ${expected[key]}`;
  }
  return null;
}

const sameList = (a: readonly number[], b: readonly number[]) => a.length === b.length && a.every((x, i) => x === b[i]);

describe('the fast path agrees with the readable rules', () => {
  test(`move by move over ${PLAYED.length} random games with every option combination`, () => {
    const buffer = new Int32Array(MAX_MOVES);
    let moves = 0;
    const endings = new Map<string, number>();
    const seen = { castleChoices: 0, awaitingRescue: 0 };
    for (const game of PLAYED) {
      const options = optionsFor(game);
      const setupDice = SeededDice.fromSeed(game);
      let state = rules.setup(options, setupDice);
      for (const seat of ['red', 'black']) {
        const r = rules.apply(state, seat, { type: 'deploy-random' }, setupDice);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
      }
      const fast = FastGame.fromState(state);
      const choice = SeededDice.fromSeed(10_000 + game);
      const readableDice = SeededDice.fromSeed(20_000 + game);
      const fastDice = SeededDice.fromSeed(20_000 + game);
      while (state.phase !== 'over') {
        const seat = rules.toAct(state)[0]!;
        const legal = rules.legalActions(state, seat);
        const n = fast.generate(buffer);
        const expected = legal.map((a) => encode(state, a)).sort((a, b) => a - b);
        const generated = Array.from(buffer.subarray(0, n)).sort((a, b) => a - b);
        if (!sameList(generated, expected))
          expect({ game, ply: state.ply, generated }).toEqual({ game, ply: state.ply, generated: expected });
        const action = legal[choice.roll(legal.length) - 1]!;
        const r = rules.apply(state, seat, action, readableDice);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
        fast.play(encode(state, action), fastDice);
        if (!sameList(fastDice.state(), readableDice.state())) throw new Error(`game ${game} ply ${state.ply}: the dice went out of step`);
        const diff = difference(fast, state);
        if (diff) throw new Error(`game ${game} ply ${state.ply} after ${JSON.stringify(action)}: ${diff}`);
        moves++;
        if (state.pending) seen.castleChoices++;
      }
      if (state.pieces.some((p) => p.awaitingRescue)) seen.awaitingRescue++;
      expect(fast.outcome).not.toBe(RUNNING);
      const clause = state.outcome!.clause;
      endings.set(clause, (endings.get(clause) ?? 0) + 1);
    }
    // Every way a game can end was reached, so the comparison covered them.
    expect([...endings.keys()].sort()).toEqual(expect.arrayContaining(['Notes on Playing Pieces: Princess', 'SW-A4 (moveLimit)']));
    expect(moves).toBeGreaterThan(PLAYED.length * 100);
    // The rare procedures were exercised too.
    expect(seen.castleChoices).toBeGreaterThan(0);
    expect(seen.awaitingRescue).toBeGreaterThan(0);
  });
});
