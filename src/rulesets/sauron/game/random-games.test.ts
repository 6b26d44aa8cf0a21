/**
 * Property: random games through the Match end; every action listed is accepted, every event names its
 * clause, combat units never stack (F10) except in one special formation (SAU-M22) and leaders never share a hex with enemy units (8.11). The
 * random player ends a phase one time in four when it may, so games cover whole turns; thousands of
 * full games are src/ai/sauron/games-check.ts's job.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../core/dice.js';
import { Match } from '../../../core/match.js';
import { sauron } from './ruleset.js';
import { soakSize } from '../../../test-soak.js';

const GAMES = soakSize('SAURON_RANDOM_GAMES', { modest: 50, full: 200 });

describe('Sauron map game: random games (property)', () => {
  test(`property: ${GAMES} random 2-turn games end; listed actions are accepted, events cite clauses, F10 (SAU-M22) and 8.11 hold`, () => {
    const winners = { westernesse: 0, sauron: 0, draw: 0 };
    for (let seed = 1; seed <= GAMES; seed++) {
      const m = Match.create(sauron, { turns: 2, extraWesternesseUnits: seed % 7, extraUnitsTurn: 3 }, seed);
      if (!m.ok) throw new Error(m.error.message);
      const match = m.value;
      const dice = SeededDice.fromSeed(seed * 31 + 7);
      for (let n = 0; n < 5000 && !match.outcome(); n++) {
        const seat = match.toAct()[0]!;
        const legal = match.legalActions(seat);
        expect(legal.length, `${seat} has a choice`).toBeGreaterThan(0);
        const end = legal.find((a) => a.type === 'end');
        const a = end && dice.roll(4) === 1 ? end : legal[dice.roll(legal.length) - 1]!;
        const r = match.act(seat, a);
        if (!r.ok) throw new Error(`seed ${seed}: ${JSON.stringify(a)} refused: ${r.error.message}`);
        for (const e of r.value) expect(typeof e.clause, e.type).toBe('string');
      }
      const outcome = match.outcome();
      expect(outcome, `seed ${seed} ends`).not.toBeNull();
      winners[(outcome!.winner ?? 'draw') as keyof typeof winners]++;
      const v = match.view('westernesse');
      const byHex = new Map<string, string[]>();
      for (const u of v.units) if (u.hex) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.side]);
      // F10, SAU-M22: units share a hex only as one special formation.
      const formations = new Map<string, Set<string | null>>();
      for (const u of v.units) if (u.hex) formations.set(u.hex, (formations.get(u.hex) ?? new Set()).add(u.formation));
      for (const [hex, sides] of byHex)
        if (sides.length > 1)
          expect([...formations.get(hex)!], `one combat unit a hex except a formation (F10, SAU-M22): ${hex}`).toEqual([
            expect.any(String),
          ]);
      for (const l of v.leaders) if (l.alive && l.hex && byHex.get(l.hex)) expect(byHex.get(l.hex)![0], `8.11: ${l.id}`).toBe(l.controller);
    }
    expect(winners.westernesse + winners.sauron + winners.draw).toBe(GAMES);
  });
});
