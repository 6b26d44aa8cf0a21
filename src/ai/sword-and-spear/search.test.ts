/**
 * Sword & Spear's search (search.ts): nothing is hidden, so the state searched is the view's; the
 * evaluation follows the rulebook's victory (F12, SSF-A7, SSF-A35: shares of army value lost); the
 * candidates are legal and cover each kind of choice; the search plays legal actions.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { swordAndSpear, type SsfState } from '../../rulesets/sword-and-spear/index.js';
import { randomAgent } from '../agent.js';
import { searchAgent, WIN } from '../search/index.js';
import { ssfHeuristicAgent } from './heuristic.js';
import { candidates, evaluate, lostShare, ssfSearchSpec, stateOf } from './search.js';

/** Positions from a heuristic-v-random battle, each with the seat to act. */
function positions(seed: number): SsfState[] {
  const m = Match.create(swordAndSpear, {}, seed);
  if (!m.ok) throw new Error(m.error.message);
  const match = m.value;
  const dice = SeededDice.fromSeed(seed);
  const out: SsfState[] = [];
  for (let n = 0; !match.outcome() && n < 2000; n++) {
    const seat = match.toAct()[0]!;
    out.push(match.state);
    const agent = seat === 'a' ? ssfHeuristicAgent : randomAgent;
    const r = match.act(
      seat,
      agent.choose({ ruleset: swordAndSpear, seat, view: match.view(seat), legal: match.legalActions(seat), dice }),
    );
    if (!r.ok) throw new Error(r.error.message);
  }
  out.push(match.state);
  return out;
}

describe('Sword & Spear search', () => {
  const states = positions(3);

  test('nothing is hidden: the state searched from a view is the state itself', () => {
    for (const s of states.filter((_, i) => i % 40 === 0)) expect(stateOf(swordAndSpear.view(s, 'a'))).toEqual(s);
  });

  test('F12 / SSF-A7: the evaluation is zero-sum, worse for a side as it loses army value, and a won battle is WIN', () => {
    for (const s of states.filter((_, i) => i % 40 === 0)) {
      if (swordAndSpear.outcome(s)) continue;
      expect(evaluate(s, 'a') + evaluate(s, 'b')).toBeCloseTo(0, 9);
      // SSF-A51: a second player scores for his side.
      expect(evaluate(s, 'a2')).toBe(evaluate(s, 'a'));
    }
    const mid = states[Math.floor(states.length / 2)]!;
    const worse: SsfState = { ...mid, losses: { ...mid.losses, a: (mid.losses['a'] ?? 0) + 3 } };
    expect(lostShare(worse, 'a')).toBeGreaterThan(lostShare(mid, 'a'));
    expect(evaluate(worse, 'a')).toBeLessThan(evaluate(mid, 'a'));
    const end = states.at(-1)!;
    const o = swordAndSpear.outcome(end);
    expect(o).not.toBeNull();
    if (o?.winner) expect(evaluate(end, o.winner)).toBe(WIN);
  });

  test('the candidates are legal, one of each kind: each target fought, charged or shot, each unit given a die', () => {
    let checked = 0;
    for (const s of states.filter((_, i) => i % 7 === 0)) {
      const seat = swordAndSpear.toAct(s)[0];
      if (!seat) continue;
      const legal = swordAndSpear.legalActions(s, seat);
      const c = candidates(s, seat, legal);
      const keys = new Set(legal.map((a) => JSON.stringify(a)));
      for (const a of c) expect(keys.has(JSON.stringify(a))).toBe(true);
      const targets = (list: readonly unknown[]) =>
        new Set(
          list.flatMap((a) =>
            (a as { type: string }).type === 'order' ? [(a as { order: string }).order + (a as { target?: string }).target] : [],
          ),
        );
      expect(targets(c)).toEqual(targets(legal));
      const given = (list: readonly unknown[]) =>
        new Set(list.flatMap((a) => ((a as { type: string }).type === 'give' ? [(a as { unit: string }).unit] : [])));
      expect(given(c)).toEqual(given(legal));
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  test('the search plays a legal action, the same again from the same dice', () => {
    const s = states.find((x) => x.step === 'activate' && swordAndSpear.legalActions(x, swordAndSpear.toAct(x)[0]!).length > 5)!;
    const seat = swordAndSpear.toAct(s)[0]!;
    const legal = swordAndSpear.legalActions(s, seat);
    const agent = searchAgent(ssfSearchSpec, { candidates: 3, samples: 2, depth: 6 });
    const ctx = { ruleset: swordAndSpear, seat, view: swordAndSpear.view(s, seat), legal, dice: SeededDice.fromSeed(2) };
    const a = agent.choose(ctx);
    expect(legal.map((x) => JSON.stringify(x))).toContain(JSON.stringify(a));
    expect(JSON.stringify(agent.choose({ ...ctx, dice: SeededDice.fromSeed(2) }))).toBe(JSON.stringify(a));
  });
});
