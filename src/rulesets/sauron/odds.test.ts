/** Odds (7.26, 22.2, SAU-A2, SAU-A3): exact distributions, checked against Monte Carlo through the rules code. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { COMBAT_TABLE } from './data.js';
import { leaderCombatMonteCarlo, leaderCombatOdds, mortalCombatMonteCarlo, mortalCombatOdds, wilson } from './odds.js';
import { fighter, type Fighter } from './ratings.js';

/** Floating-point slack only: the exact sums are accurate to about 1e-15. */
const EPS = 1e-9;

const arbFighter = (id: string) =>
  fc
    .record({
      combat: fc.integer({ min: 0, max: 12 }),
      morale: fc.integer({ min: 0, max: 8 }),
      endurance: fc.integer({ min: 1, max: 10 }),
      wounds: fc.nat(9),
    })
    .map((f): Fighter => ({ id, name: id, ...f, wounds: Math.min(f.wounds, f.endurance - 1) }));

describe('one Leader Combat, exact (7.221, 7.26)', () => {
  test('7.26: six faces of one die, each 1/6; the Ringwraith against Baldrim at +1', () => {
    const o = leaderCombatOdds(fighter('ringwraith'), fighter('baldrim'));
    expect([o.attackerTotal, o.defenderTotal, o.differential, o.column]).toEqual([7, 6, 1, 1]);
    expect(o.faces.map((f) => f.result)).toEqual(['A1', 'A1D1', 'D1', 'D1', 'D2', 'D2']);
    expect(o.outcomes).toEqual([
      { attackerLoss: 0, defenderLoss: 1, p: 2 / 6 },
      { attackerLoss: 0, defenderLoss: 2, p: 2 / 6 },
      { attackerLoss: 1, defenderLoss: 0, p: 1 / 6 },
      { attackerLoss: 1, defenderLoss: 1, p: 1 / 6 },
    ]);
    expect(o.expectedDefenderLoss).toBeCloseTo(7 / 6, 12);
    expect(o.defenderKilled).toBe(0);
  });

  test('7.222: the chance of killing counts the Endurance left', () => {
    const o = leaderCombatOdds(fighter('isildur'), fighter('gorgol', { wounds: 3 }));
    // 9 v 3 = +6, the +5 column: D2 D2 D3 D3 D4 D4, every one kills 2 points left.
    expect(o.column).toBe(5);
    expect(o.defenderKilled).toBeCloseTo(1, 12);
    expect(o.expectedDefenderLoss).toBeCloseTo(2, 12);
  });

  test('the exact outcomes sum to 1 for any two fighters (property)', () => {
    fc.assert(
      fc.property(arbFighter('a'), arbFighter('b'), (a, b) => {
        const o = leaderCombatOdds(a, b);
        expect(o.outcomes.reduce((n, x) => n + x.p, 0)).toBeCloseTo(1, 12);
        expect(o.attackerKilled).toBeGreaterThanOrEqual(0);
        expect(o.defenderKilled).toBeLessThanOrEqual(1 + 1e-12);
      }),
    );
  });

  test('exact against Monte Carlo: each outcome within its 99% interval (4000 combats, seed 3)', () => {
    const a = fighter('sauron');
    const d = fighter('elendil', { weapons: ['narsil'], wounds: 2 });
    const exact = leaderCombatOdds(a, d);
    const mc = leaderCombatMonteCarlo(a, d, { trials: 4000, seed: 3 });
    for (const o of exact.outcomes) {
      const sim = mc.outcomes.get(`${o.attackerLoss}/${o.defenderLoss}`);
      expect(sim, `${o.attackerLoss}/${o.defenderLoss}`).toBeDefined();
      expect(o.p).toBeGreaterThanOrEqual(sim!.ci[0] - EPS);
      expect(o.p).toBeLessThanOrEqual(sim!.ci[1] + EPS);
    }
    expect([...mc.outcomes.keys()].length).toBe(exact.outcomes.length);
  });
});

describe('a Mortal Combat to the death, exact (22.2, SAU-A3)', () => {
  test('22.2: the exact distribution sums to 1, every end has a dead leader, and the survivor tables add up', () => {
    const o = mortalCombatOdds(fighter('isildur'), fighter('gorgol'));
    expect(o.challengerWins + o.defenderWins + o.bothDie).toBeCloseTo(1, 12);
    expect(o.ends.reduce((n, e) => n + e.p, 0)).toBeCloseTo(1, 12);
    expect(o.rounds.reduce((n, r) => n + r.p, 0)).toBeCloseTo(1, 12);
    for (const e of o.ends) expect(e.challengerWounds >= 7 || e.defenderWounds >= 5).toBe(true);
    expect(o.survivorEndurance.challenger.reduce((n, x) => n + x.p, 0)).toBeCloseTo(o.challengerWins, 12);
    // 9 against 6 (SAU-A2): Gorgol's own attacks at -3 mostly hurt him, Isildur's at +3 never hurt Isildur,
    // who loses at most 1 a round and has 7 to lose: Gorgol (5) always dies first.
    expect(o.challengerWins).toBeCloseTo(1, 12);
  });

  test('22.2: a single round that must kill: the exact answer by hand', () => {
    // Both at 1 Endurance left: every cell costs someone something; the only survivals are the
    // combinations where one side loses nothing. Even totals (6 v 6, column 0 both ways):
    // P(a loses nothing) = P(a's own roll has no A) x P(b's roll has no D) = (3/6) x (2/6).
    const a: Fighter = { id: 'a', name: 'a', combat: 3, morale: 3, endurance: 1, wounds: 0 };
    const b: Fighter = { ...a, id: 'b', name: 'b' };
    const o = mortalCombatOdds(a, b);
    expect(o.challengerWins).toBeCloseTo((3 / 6) * (2 / 6), 12);
    expect(o.defenderWins).toBeCloseTo((3 / 6) * (2 / 6), 12);
    expect(o.bothDie).toBeCloseTo(1 - 2 * (1 / 6), 12);
    expect(o.expectedRounds).toBeCloseTo(1, 12);
  });

  test('the exact distributions sum to 1 for any two fighters, in both modes (property)', () => {
    fc.assert(
      fc.property(arbFighter('a'), arbFighter('b'), fc.constantFrom('both-roll' as const, 'one-die' as const), (a, b, mode) => {
        const o = mortalCombatOdds(a, b, mode);
        expect(o.challengerWins + o.defenderWins + o.bothDie).toBeCloseTo(1, 10);
        expect(o.rounds.reduce((n, r) => n + r.p, 0)).toBeCloseTo(1, 10);
        expect(o.rounds.at(-1)!.rounds).toBeLessThanOrEqual(a.endurance - a.wounds + b.endurance - b.wounds);
      }),
      { numRuns: 60 },
    );
  });

  test('SAU-A2: a table with a cell that costs nobody anything is refused (a fight could last for ever)', () => {
    const rows = COMBAT_TABLE.rows.map((r, i) => (i === 0 ? r.map((c, j) => (j === 0 ? { attacker: 0, defender: 0, code: '-' } : c)) : r));
    expect(() => mortalCombatOdds(fighter('isildur'), fighter('gorgol'), 'both-roll', { ...COMBAT_TABLE, rows })).toThrow(/for ever/);
  });

  const matchups: [string, Fighter, Fighter, 'both-roll' | 'one-die'][] = [
    ['Anarion v the Ringwraith', fighter('anarion'), fighter('ringwraith'), 'both-roll'],
    ['Isildur wounded v Gorgol', fighter('isildur', { wounds: 3 }), fighter('gorgol'), 'both-roll'],
    ['Sauron v Elendil with Narsil', fighter('sauron'), fighter('elendil', { weapons: ['narsil'] }), 'both-roll'],
    ['Baldrim v the Ringwraith', fighter('baldrim'), fighter('ringwraith'), 'both-roll'],
    [
      'Gil-galad with Aiglos v Sauron at night, one die',
      fighter('gil-galad', { weapons: ['aiglos'] }),
      fighter('sauron', { night: true }),
      'one-die',
    ],
  ];
  test.each(matchups)('22.2 exact against Monte Carlo through the state machine, within 99%%: %s', (_name, a, b, mode) => {
    const exact = mortalCombatOdds(a, b, mode);
    const mc = mortalCombatMonteCarlo(a, b, { trials: 4000, seed: 11, mode });
    for (const k of ['challengerWins', 'defenderWins', 'bothDie'] as const) {
      expect(exact[k], k).toBeGreaterThanOrEqual(mc[k].ci[0] - EPS);
      expect(exact[k], k).toBeLessThanOrEqual(mc[k].ci[1] + EPS);
    }
    for (const r of exact.rounds) {
      const sim = mc.rounds.get(r.rounds) ?? { ci: wilson(0, mc.trials) };
      expect(r.p, `${r.rounds} rounds`).toBeGreaterThanOrEqual(sim.ci[0] - EPS);
      expect(r.p, `${r.rounds} rounds`).toBeLessThanOrEqual(sim.ci[1] + EPS);
    }
    expect(Math.abs(mc.meanRounds - exact.expectedRounds)).toBeLessThan(0.15);
  });
});

describe('the Wilson interval', () => {
  test('99% is wider than 95% and stays inside [0, 1]', () => {
    const w99 = wilson(0.3, 100);
    const w95 = wilson(0.3, 100, 1.96);
    expect(w99[0]).toBeLessThan(w95[0]);
    expect(w99[1]).toBeGreaterThan(w95[1]);
    expect(wilson(0, 10)[0]).toBe(0);
    expect(wilson(1, 10)[1]).toBe(1);
  });
});
