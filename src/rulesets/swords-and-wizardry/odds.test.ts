import { describe, expect, test } from 'vitest';
import { challengeOdds, plannedChallengeOdds } from './odds.js';
import { swordsAndWizardry as rules } from './ruleset.js';
import { position, SPARES } from './test-helpers.js';
import type { ChallengeSituation } from './challenge.js';

const open = (attacker: ChallengeSituation['attacker'], defender: ChallengeSituation['defender']): ChallengeSituation => ({
  attacker,
  defender,
  defenderInCastle: false,
  defenderInForest: false,
  atRange: false,
});
const table = { attackTable: 'table' as const };
const asMap = (odds: { result: string; p: number }[]) => Object.fromEntries(odds.map((o) => [o.result, o.p]));

describe('challenge odds', () => {
  test('Attack Table: a printed cell is certain (Knights v Bowmen: A)', () => {
    expect(challengeOdds(open('knights', 'bowmen'), table)).toEqual([{ result: 'A', p: 1 }]);
  });

  test('Attack Table, Notes: Wizard: against a Monster 5-6 wins, 2-4 nothing, 1 loses', () => {
    const odds = asMap(challengeOdds(open('wizard', 'dragon'), table));
    expect(odds.D).toBeCloseTo(2 / 6);
    expect(odds['-']).toBeCloseTo(3 / 6);
    expect(odds.A).toBeCloseTo(1 / 6);
  });

  test('Attack Table, Notes: Wizard: Peasants fall on 2-6; the defending Wizard throws the same die', () => {
    expect(asMap(challengeOdds(open('wizard', 'peasants'), table)).D).toBeCloseTo(5 / 6);
    expect(asMap(challengeOdds(open('peasants', 'wizard'), table)).A).toBeCloseTo(5 / 6);
  });

  test('Wizard v Wizard: each throws; equal throws (1 in 6) eliminate both', () => {
    const odds = asMap(challengeOdds(open('wizard', 'wizard'), table));
    expect(odds.X).toBeCloseTo(6 / 36);
    expect(odds.A).toBeCloseTo(15 / 36);
    expect(odds.D).toBeCloseTo(15 / 36);
  });
});

describe("a planned challenge's odds, from the seat's view", () => {
  test('Attack Table, Notes: Wizard: an identified defender has exactly its challengeOdds', () => {
    const s = position({ e3: ['red', 'wizard'], e4: ['black', 'dragon', { revealed: true }], ...SPARES });
    const o = plannedChallengeOdds(rules.view(s, 'red'), 'red', 'e3', 'e4')!;
    expect(o.defender).toBe('dragon');
    expect(asMap(o.results)).toEqual(asMap(challengeOdds(open('wizard', 'dragon'), table)));
  });

  test('Attack Table: a hidden defender is weighed over the kinds its side has unaccounted for; no odds for a plain move', () => {
    const s = position({ e3: ['red', 'knights'], e4: ['black', 'bowmen'], ...SPARES });
    const o = plannedChallengeOdds(rules.view(s, 'red'), 'red', 'e3', 'e4')!;
    expect(o.defender).toBeNull();
    expect(o.kinds.length).toBeGreaterThan(5);
    expect(o.results.reduce((n, r) => n + r.p, 0)).toBeCloseTo(1);
    // Knights against the unseen: some kinds beat them, some fall.
    expect(asMap(o.results).D).toBeGreaterThan(0);
    expect(asMap(o.results).A).toBeGreaterThan(0);
    expect(plannedChallengeOdds(rules.view(s, 'red'), 'red', 'e3', 'd3')).toBeNull();
  });
});
