/** SSF-A36: the exact odds of a melee (and of a referee's situation) against Monte Carlo runs of resolveMelee. */
import { describe, expect, test } from 'vitest';
import { meleeMonteCarlo, meleeOdds, refereeOdds, volleyOdds } from './odds.js';
import { refereeOptionsSchema, situation } from './referee.js';

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);

const sides = (input: unknown) => {
  const o = refereeOptionsSchema.parse(input);
  const s = situation(o);
  if (!s.ok) throw new Error(s.error.message);
  if (s.value.situation.kind !== 'melee') throw new Error('not a melee');
  return { a: s.value.situation.a, b: s.value.situation.b, o };
};

describe('SSF-A36: exact melee odds', () => {
  const cases: [string, unknown][] = [
    ['fresh knights charge a warband', { kind: 'melee', attacker: { profile: 'elf-knights' }, defender: { profile: 'orc-warband-2' } }],
    [
      'spears against a warband, neither charging, defender with a hit',
      { kind: 'melee', attacker: { profile: 'elf-spears-1' }, defender: { profile: 'orc-warband-1', hits: 1 }, melee: { charging: false } },
    ],
    [
      'on the flank, with a support and bonuses',
      {
        kind: 'melee',
        attacker: { profile: 'orc-warband-1' },
        defender: { profile: 'elf-archers-1' },
        melee: { flank: true, attackerSupports: 1, attackerBonuses: 1 },
      },
    ],
  ];
  for (const [name, input] of cases) {
    test(`exact = Monte Carlo within 4 standard errors: ${name}`, () => {
      const { a, b, o } = sides(input);
      const exact = meleeOdds({ a, b }, o.rules);
      expect(sum(exact.attackerHits)).toBeCloseTo(1, 10);
      expect(sum(exact.defenderHits)).toBeCloseTo(1, 10);
      expect(exact.attackerWins + exact.defenderWins + exact.draw).toBeCloseTo(1, 10);
      const trials = 20000;
      const mc = meleeMonteCarlo({ a, b }, { trials, seed: 11 }, o.rules);
      const close = (p: number, q: number, what: string) =>
        expect(Math.abs(p - q), what).toBeLessThanOrEqual(4 * Math.sqrt((p * (1 - p)) / trials) + 1e-3);
      exact.attackerHits.forEach((p, i) => close(p, mc.attackerHits[i]!.p, `attacker P(${i} hits)`));
      exact.defenderHits.forEach((p, i) => close(p, mc.defenderHits[i]!.p, `defender P(${i} hits)`));
      close(exact.attackerWins, mc.attackerWins.p, 'attacker wins');
      close(exact.defenderWins, mc.defenderWins.p, 'defender wins');
    });
  }

  test("refereeOdds: a shooting is its volley's exact odds; a melee names both units", () => {
    const sh = refereeOdds(refereeOptionsSchema.parse({ kind: 'shooting' }));
    if (!sh.ok || sh.value.kind === 'melee') throw new Error('expected a shooting');
    expect(sh.value.odds).toEqual(volleyOdds(sh.value.volley));
    const me = refereeOdds(refereeOptionsSchema.parse(cases[0]![1]));
    if (!me.ok || me.value.kind !== 'melee') throw new Error('expected a melee');
    expect(me.value.attacker).toBe('Elf Knights');
    expect(me.value.odds.defenderRouted).toBeGreaterThan(0);
  });
});
