/** reach.ts: every hex a piece may reach this Movement Phase, its cheapest path and cost, each step one the rules accept. */
import { describe, expect, test } from 'vitest';
import { pathIn, reachOf } from './reach.js';
import { sauron } from './ruleset.js';
import { act, arrange, start } from './test-helpers.js';

describe('reachOf: a move of several hexes as the steps the rules allow', () => {
  test('4.3: a unit reaches as far as its movement points go; each path walks to its end step by step', () => {
    const s = arrange({ 'w1-men-swords': '0313' }, {}, 'westernesse-movement');
    const mp = s.units.find((u) => u.id === 'w1-men-swords')!.mp;
    const moves = reachOf(s, 'westernesse').filter((m) => m.piece === 'w1-men-swords');
    expect(moves.length).toBeGreaterThan(6);
    expect(Math.max(...moves.map((m) => m.cost))).toBe(mp);
    expect(Math.max(...moves.map((m) => m.path.length - 1))).toBeGreaterThan(1);
    for (const m of moves) {
      expect(m.path[0]).toBe('0313');
      expect(m.path.at(-1)).toBe(m.to);
      let t = s;
      for (const to of m.path.slice(1)) t = act(t, 'westernesse', { type: 'move', piece: m.piece, to }).state;
      expect(t.units.find((u) => u.id === m.piece)!.hex).not.toBeNull();
    }
  });

  test('SAU-M10: a path ends where it enters a hex beside an enemy unit', () => {
    const s = arrange({ 'w1-men-swords': '0313', 's1-orcs': '0310' }, {}, 'westernesse-movement');
    const moves = reachOf(s, 'westernesse').filter((m) => m.piece === 'w1-men-swords');
    // 0311 is beside the orcs in 0310: reached, but nothing beyond it through it.
    expect(moves.some((m) => m.to === '0311')).toBe(true);
    expect(moves.some((m) => m.path.slice(0, -1).includes('0311'))).toBe(false);
  });

  test('only in a Movement Phase, and the view carries it: every piece of the side moving at the start of the game', () => {
    let s = start();
    expect(sauron.view(s, 'westernesse').reach).toBeUndefined();
    s = act(s, 'sauron', { type: 'set-gates', closed: false }).state;
    const t0 = performance.now();
    const v = sauron.view(s, 'sauron');
    const reach = v.reach!;
    const ms = performance.now() - t0;
    const movers = new Set(sauron.legalActions(s, 'sauron').flatMap((a) => (a.type === 'move' ? [a.piece] : [])));
    expect(new Set(Object.keys(reach))).toEqual(movers);
    // The same for every seat, worked out once; each path as reachOf gives it.
    expect(sauron.view(s, 'westernesse').reach).toBe(reach);
    const all = reachOf(s, 'sauron');
    for (const m of all) expect(pathIn(reach, m.piece, m.to)).toEqual({ path: m.path, cost: m.cost });
    console.log(
      `reach at Sauron's first Movement Phase: ${movers.size} pieces, ${all.length} destinations, ${ms.toFixed(1)} ms, ${JSON.stringify(reach).length} bytes`,
    );
  });
});
