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
import { scenario } from './test-helpers.js';
import { soakSize } from '../../../test-soak.js';

/** Games of Border War; five times as many of the siege scenario. */
const GAMES = soakSize('SS_RANDOM_GAMES', { modest: 2, full: 8 });
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
  });
});

describe('random games around a castle and a walled town', () => {
  test('sieges, sorties, assaults and breaches in random play: no crash, each game ends, hidden stacks never leak', () => {
    const rows = ['c c c c c c', 'c c f c c c', 'c c c c c c', 'c c c r c c'];
    const spec = scenario(
      [
        { hex: '0302', units: { 'men-at-arms': 3, 'heavy-horse': 1 }, characters: ['glade'] },
        { hex: '0304', units: { 'men-at-arms': 2 }, characters: ['killer-penguin'] },
        { hex: '0502', units: { dragons: 1, 'heavy-axe': 2 } },
      ],
      [
        { hex: '0303', units: { 'orc-warband': 3 }, characters: ['krawn'] },
        { hex: '0503', units: { 'goblin-spears': 2 } },
        { hex: '0601', units: { 'warg-riders': 1 }, characters: ['zarko'] },
      ],
      rows,
      {
        fortifications: { '0303': 'castle', '0503': 'walled' },
        hexsides: { wall: ['0503/0502', '0503/0402', '0503/0403', '0503/0603', '0503/0602'], gate: ['0503/0504'] },
      },
    );
    const seen = new Set<string>();
    for (let g = 0; g < GAMES * 5; g++) {
      const created = Match.create(swordsAndSorcery, { scenario: spec, turns: 4 }, 700 + g);
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const dice = SeededDice.fromSeed(1700 + g);
      for (let n = 0; n < MAX_ACTIONS && !m.outcome(); n++) {
        const seat = m.toAct()[dice.roll(m.toAct().length) - 1]!;
        const legal = m.legalActions(seat);
        expect(legal.length).toBeGreaterThan(0);
        const r = m.act(seat, legal[dice.roll(legal.length) - 1]);
        if (!r.ok) throw new Error(`game ${g}: ${r.error.message}`);
        for (const e of r.value) seen.add(e.type);
        const s = m.state as SsState;
        if (!s.outcome) for (const viewer of ['west', 'east']) checkView(s, viewer);
      }
      expect(m.outcome(), `game ${g}`).not.toBeNull();
    }
    // Random play reaches the siege rules, not only the open battles.
    for (const t of ['siege-offered', 'battle', 'reaction-roll']) expect(seen, t).toContain(t);
    expect([...seen].some((t) => t === 'siege' || t === 'assault-roll' || t === 'breach-roll')).toBe(true);
  });
});
