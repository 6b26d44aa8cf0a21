/**
 * Swords & Sorcery's search (search.ts): the guess at the enemy's unseen stacks agrees with everything
 * the seat sees (VI.A, SSV-A43) and reads nothing else; the evaluation follows the victory points
 * (SSV-A41, A42); the search plays legal moves.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { swordsAndSorcery, type SsState, type SsView } from '../../rulesets/swords-and-sorcery/index.js';
import { randomAgent } from '../agent.js';
import { WIN, searchAgent } from '../search/index.js';
import { ssHeuristicAgent } from './heuristic.js';
import { candidates, determinize, evaluate, ssSearchSpec } from './search.js';

/** Movement-phase positions with nothing pending, from a heuristic-v-random game. */
function positions(seed: number, every = 25): SsState[] {
  const m = Match.create(swordsAndSorcery, {}, seed);
  if (!m.ok) throw new Error(m.error.message);
  const match = m.value;
  const dice = SeededDice.fromSeed(seed);
  const out: SsState[] = [];
  for (let n = 0; !match.outcome() && n < 3000; n++) {
    const seat = match.toAct()[0]!;
    const s = match.state;
    if (n % every === 0 && s.pending === null && s.phase === 'movement') out.push(s);
    const legal = match.legalActions(seat);
    const agent = seat === 'west' ? ssHeuristicAgent : randomAgent;
    const r = match.act(seat, agent.choose({ ruleset: swordsAndSorcery, seat, view: match.view(seat), legal, dice }));
    if (!r.ok) throw new Error(r.error.message);
  }
  return out;
}

/**
 * The view in an order that does not depend on how the pieces are listed, and without the scores: they
 * count a fortified hex held alone by units (SSV-A42), which a hidden stack of characters alone is not,
 * and the guess does not read that out of them.
 */
const comparable = (v: SsView) => ({
  ...v,
  scores: undefined,
  pieces: [...v.pieces].sort((a, b) => a.id.localeCompare(b.id)),
  enemyStacks: [...v.enemyStacks].sort((a, b) => a.place.hex.localeCompare(b.place.hex) || a.owner.localeCompare(b.owner)),
});

describe('Swords & Sorcery search', () => {
  const states = positions(4);

  test('VI.A / SSV-A43: a determinized state shows the seat exactly the view it was drawn from, whatever the draw', () => {
    expect(states.length).toBeGreaterThan(5);
    let hiddenStacks = 0;
    for (const s of states) {
      for (const seat of s.seats) {
        const view = swordsAndSorcery.view(s, seat);
        hiddenStacks += view.enemyStacks.length;
        for (const seed of [1, 2]) {
          const guess = determinize(view, seat, [], SeededDice.fromSeed(seed));
          expect(comparable(swordsAndSorcery.view(guess, seat))).toEqual(comparable(view));
          // The seat's own legal moves are the same in the guess: the search weighs real choices.
          expect(swordsAndSorcery.legalActions(guess, seat)).toEqual(swordsAndSorcery.legalActions(s, seat));
        }
      }
    }
    expect(hiddenStacks).toBeGreaterThan(0);
  });

  test('VI.A: the guess is drawn from the order of battle less what is seen and what has fallen, and varies with the dice', () => {
    const s = states.find((x) => swordsAndSorcery.view(x, 'west').enemyStacks.some((m) => (m.count ?? 0) > 1))!;
    const view = swordsAndSorcery.view(s, 'west');
    const draws = new Set<string>();
    for (let seed = 1; seed <= 8; seed++) {
      const guess = determinize(view, 'west', [], SeededDice.fromSeed(seed));
      const east = [...guess.units, ...guess.characters].filter((p) => p.owner === 'east');
      const ids = east.map((p) => p.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const c of view.casualties) expect(ids).not.toContain(c.id);
      draws.add(JSON.stringify(guess.units.filter((u) => u.owner === 'east').map((u) => [u.id, u.place.hex])));
    }
    expect(draws.size).toBeGreaterThan(1);
  });

  test('SSV-A41: evaluation is zero-sum between the seats, and a won game is WIN', () => {
    for (const s of states.slice(0, 4)) expect(evaluate(s, 'west') + evaluate(s, 'east')).toBeCloseTo(0, 9);
    const won: SsState = { ...states[0]!, phase: 'over', outcome: { winner: 'east', reason: 'test', clause: 'SSV-A41' } };
    expect(evaluate(won, 'east')).toBe(WIN);
    expect(evaluate(won, 'west')).toBe(-WIN);
  });

  test('the candidates are legal moves, ending the phase among them; a battle decision is left to the heuristic', () => {
    const s = states[1]!;
    const seat = swordsAndSorcery.toAct(s)[0]!;
    const legal = swordsAndSorcery.legalActions(s, seat);
    const c = candidates(s, seat, legal);
    const keys = new Set(legal.map((a) => JSON.stringify(a)));
    for (const a of c) expect(keys.has(JSON.stringify(a))).toBe(true);
    expect(c[0]).toEqual({ type: 'end-movement' });
    expect(candidates(s, seat, [{ type: 'pass' }])).toEqual([]);
  });

  test('the search plays a legal step from a movement-phase position', () => {
    const s = states[2]!;
    const seat = swordsAndSorcery.toAct(s)[0]!;
    const legal = swordsAndSorcery.legalActions(s, seat);
    const agent = searchAgent(ssSearchSpec, { candidates: 3, samples: 2, depth: 8 });
    const ctx = { ruleset: swordsAndSorcery, seat, view: swordsAndSorcery.view(s, seat), legal, dice: SeededDice.fromSeed(1) };
    const a = agent.choose(ctx);
    expect(legal.map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
    expect(JSON.stringify(agent.choose({ ...ctx, dice: SeededDice.fromSeed(1) }))).toBe(JSON.stringify(a));
  });
});
