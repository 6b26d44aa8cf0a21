/**
 * Property tests over whole random games of the bundled scenario (SS_RANDOM_GAMES to play more):
 * no crash, every game ends, nothing negative, stacking and morale invariants, and no seat ever sees
 * an enemy piece it should not (VI.A) in its view or its events.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../core/dice.js';
import { Match } from '../../../core/match.js';
import { swordsAndSorcery } from './ruleset.js';
import { placeKey, type SsState } from './state.js';

const GAMES = Number(process.env['SS_RANDOM_GAMES'] ?? 8);
const MAX_ACTIONS = 20_000;

function checkView(s: SsState, seat: string): void {
  const v = swordsAndSorcery.view(s, seat);
  const mine = new Set([...s.units, ...s.characters].filter((p) => p.owner === seat).map((p) => placeKey(p.place)));
  const hidden = [...s.units, ...s.characters].filter((p) => p.owner !== seat && !mine.has(placeKey(p.place)));
  const shown = new Set(v.pieces.map((p) => p.id));
  for (const p of hidden) expect(shown.has(p.id), `${seat} sees hidden ${p.id}`).toBe(false);
  expect(v.enemyStacks.reduce((n, x) => n + (x.count ?? 0), 0)).toBe(hidden.length);
  if (v.pending?.kind === 'battle') {
    const other = v.pending.seats.a === seat ? 'b' : 'a';
    expect(v.pending.battle.sides[other].reinforcements).toEqual([]);
    if (v.pending.battle.phase === 'declare') expect(v.pending.battle.sides[other].declaration).toBeNull();
  }
}

describe('random games of Border War', () => {
  test(`${GAMES} games: no crash, each ends, invariants hold, hidden stacks never leak (VI.A)`, () => {
    for (let g = 0; g < GAMES; g++) {
      const created = Match.create(swordsAndSorcery, {}, 500 + g);
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const dice = SeededDice.fromSeed(900 + g);
      let n = 0;
      for (; n < MAX_ACTIONS && !m.outcome(); n++) {
        const seat = m.toAct()[dice.roll(m.toAct().length) - 1]!;
        const legal = m.legalActions(seat);
        expect(legal.length, `no legal action for ${seat}`).toBeGreaterThan(0);
        const r = m.act(seat, legal[dice.roll(legal.length) - 1]);
        if (!r.ok) throw new Error(`game ${g}: ${r.error.message}`);
        const s = m.state as SsState;
        for (const u of s.units) {
          expect(u.mp).toBeGreaterThanOrEqual(0);
          expect(s.units.filter((x) => x.id === u.id)).toHaveLength(1);
        }
        for (const c of s.characters) expect(c.wounds).toBeGreaterThanOrEqual(0);
        for (const c of s.casualties) expect(c.strength).toBeGreaterThanOrEqual(0);
        // Eliminated pieces never come back.
        for (const c of s.casualties) expect(s.units.some((u) => u.id === c.id) || s.characters.some((x) => x.id === c.id)).toBe(false);
        if (n % 7 === 0) for (const viewer of ['west', 'east']) checkView(s, viewer);
        // The enemy's own moves reach a seat only as stack markers.
        for (const e of r.value) {
          if (e.type === 'moved') expect(e.audience).toEqual([e['seat']]);
        }
      }
      expect(m.outcome(), `game ${g} did not end in ${MAX_ACTIONS} actions`).not.toBeNull();
    }
  }, 120_000);
});
