/**
 * Random battles through the Ruleset (the registered game): no crash, no unit on the table ever holds
 * as many hits as rout it (2 Strength: it is removed at once), every hit total stays within what the
 * unit can take, and every battle ends (F12, SSF-A35). Thousands of battles: scripts/ssf-battles.mjs.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { routAt } from './battlefield.js';
import { playerOf } from './game/index.js';
import { swordAndSpear } from './ruleset.js';
import { soakSize } from '../../test-soak.js';

/** Random skirmishes; a fifth as many four-seat battles. */
const BATTLES = soakSize('SSF_RANDOM_BATTLES', { modest: 30, full: 100 });
const FOUR_SEAT = Math.ceil(BATTLES / 5);

/** Random, by kind first: a kind of action (give, order 'charge', ...) uniformly, then one of that kind. */
function randomChoice<A extends { type: string; order?: string }>(legal: readonly A[], dice: SeededDice): A {
  const key = (a: A) => `${a.type}:${a.order ?? ''}`;
  const kinds = [...new Set(legal.map(key))];
  const kind = kinds[dice.roll(kinds.length) - 1];
  const of = legal.filter((a) => key(a) === kind);
  return of[dice.roll(of.length) - 1]!;
}

function randomBattle(seed: number, options: Record<string, unknown>, maxActions: number) {
  const m = Match.create(swordAndSpear, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  const match = m.value;
  const pick = SeededDice.fromSeed(seed * 31 + 7);
  let worst = 0;
  const seats = new Set<string>();
  for (let n = 0; n < maxActions && !match.outcome(); n++) {
    const seat = match.toAct()[0]!;
    seats.add(seat);
    const legal = match.legalActions(seat);
    // SSF-A51: a seat gives dice to, and activates, only units of its own command.
    const s = match.state;
    if (s.step === 'activate') expect(playerOf(s, s.current.unit)).toBe(seat);
    for (const a of legal) if (a.type === 'give') expect(playerOf(s, a.unit)).toBe(seat);
    const r = match.act(seat, randomChoice(legal, pick));
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
    for (const u of match.state.field.units) worst = Math.max(worst, u.hits / routAt(u));
  }
  return {
    outcome: match.outcome(),
    worst,
    actions: match.actions.length,
    melees: match.events().filter((e) => e.type === 'melee').length,
    seats: [...seats].sort(),
  };
}

describe('Sword & Spear Fantasy: random battles through the Ruleset', () => {
  test(`2 Strength / F12 / SSF-A35: ${BATTLES} random skirmishes end, without a crash, no unit keeping the hits that rout it`, () => {
    let melees = 0;
    for (let seed = 1; seed <= BATTLES; seed++) {
      const r = randomBattle(seed, { scenario: 'skirmish', maxTurns: 4 }, 2000);
      expect(r.outcome, `seed ${seed}`).not.toBeNull();
      expect(['F12', 'SSF-A35']).toContain(r.outcome!.clause);
      expect(r.worst, `seed ${seed}`).toBeLessThan(1);
      melees += r.melees;
    }
    // The battles do fight: melee happens in some of them (SSF-A36).
    expect(melees).toBeGreaterThan(0);
  });

  test(`SSF-A51 / F12 / SSF-A35: ${FOUR_SEAT} random battles with two players a side (four seats) end, each seat acting only for its own command`, () => {
    for (let seed = 1; seed <= FOUR_SEAT; seed++) {
      const r = randomBattle(seed, { playersPerSide: 2, maxTurns: 2 }, 5000);
      expect(r.outcome, `seed ${seed}`).not.toBeNull();
      expect(['F12', 'SSF-A35']).toContain(r.outcome!.clause);
      expect(r.worst, `seed ${seed}`).toBeLessThan(1);
      expect(r.seats, `seed ${seed}`).toEqual(['a', 'a2', 'b', 'b2']);
    }
  });

  test('F3 / SSF-A13 / SSF-A44: every action the rules offer a unit about to act is accepted (border-clash, flyers on both sides, two players a side)', () => {
    // The offer and the order must agree: e.g. a flyer that moves and shoots is low when it shoots (SSF-A44), with its range 1 DU shorter (SSF-A13).
    let checked = 0;
    for (const seed of [160, 161, 162]) {
      const m = Match.create(swordAndSpear, { playersPerSide: 2, maxTurns: 3 }, seed);
      if (!m.ok) throw new Error(m.error.message);
      const match = m.value;
      const pick = SeededDice.fromSeed(seed);
      for (let n = 0; n < 3000 && !match.outcome(); n++) {
        const seat = match.toAct()[0]!;
        const legal = match.legalActions(seat);
        if (match.state.step === 'activate') {
          for (const a of legal) {
            const r = swordAndSpear.apply(match.state, seat, a, SeededDice.fromSeed(n));
            expect(r.ok ? null : `${JSON.stringify(a)}: ${r.error.message}`, `seed ${seed}`).toBeNull();
            checked++;
          }
        }
        const r = match.act(seat, randomChoice(legal, pick));
        if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('SSF-A35: a random battle of the bundled two-army scenario ends within its turns', () => {
    const r = randomBattle(3, { maxTurns: 2 }, 5000);
    expect(r.outcome).not.toBeNull();
    expect(r.worst).toBeLessThan(1);
  });
});
