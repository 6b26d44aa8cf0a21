import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { FastGame } from './fast.js';
import { swordsAndWizardry as rules } from './ruleset.js';
import { stateFromView, type SwState } from './state.js';
import { SEATS } from './vocabulary.js';

/** States along a random game, every `every` plies. */
function statesOf(seed: number, every: number): SwState[] {
  const dice = SeededDice.fromSeed(seed);
  const options = rules.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  let state = rules.setup(options.value, dice);
  const out: SwState[] = [];
  for (let ply = 0; ply < 900 && rules.toAct(state).length; ply++) {
    const seat = rules.toAct(state)[0]!;
    const legal = rules.legalActions(state, seat);
    const r = rules.apply(state, seat, legal[dice.roll(legal.length) - 1]!, dice);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
    if (state.phase === 'play' && ply % every === 0) out.push(state);
  }
  return out;
}

describe('a state rebuilt from a view (determinization)', () => {
  test('with the true kinds filled in, both seats see what they saw, the same moves are legal, and the fast game matches but for who took whom', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      for (const state of statesOf(seed, 37)) {
        const kindOf = new Map(state.pieces.map((p) => [p.id, p.kind]));
        for (const seat of SEATS) {
          const rebuilt = stateFromView(rules.view(state, seat), (id) => kindOf.get(id)!);
          for (const viewer of SEATS) expect(rules.view(rebuilt, viewer)).toEqual(rules.view(state, viewer));
          for (const mover of SEATS) expect(rules.legalActions(rebuilt, mover)).toEqual(rules.legalActions(state, mover));
          // Pieces on the board and every captured kind: the same counts of each kind per side.
          const count = (s: SwState) =>
            JSON.stringify(s.pieces.map((p) => `${p.owner}${p.kind}${p.square >= 0 ? p.square : 'gone'}`).sort());
          expect(count(rebuilt)).toBe(count(state));
          expect(FastGame.fromState(rebuilt).board).toEqual(FastGame.fromState(state).board);
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
});
