import { describe, expect, test } from 'vitest';
import { swarmOddsChart } from '../../../../../src/rulesets/sword-and-swarm/index.js';
import { Match } from '../../../../../src/core/match.js';
import { swordAndSwarmAttack } from '../../../../../src/rulesets/sword-and-swarm/index.js';
import { describeEvent } from '../describe.js';
import {
  EXAMPLES,
  injuryTotals,
  modifierLines,
  oddsRows,
  outcomeOf,
  specFromText,
  specProblems,
  summaryOf,
  testLines,
  toActOf,
} from './logic.js';

function match(attack: unknown) {
  const m = Match.create(swordAndSwarmAttack, { attack }, 1);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe('sword-and-swarm-attack screen logic', () => {
  test('the examples are offered with their JSON; a spec is checked with the server code', () => {
    expect(EXAMPLES.map((e) => e.id)).toContain('shortbow-at-the-hedge');
    const text = EXAMPLES.find((e) => e.id === 'spear-charge')!.text;
    const p = specFromText(text);
    expect(p.ok && specProblems(p.value)).toEqual([]);
    expect(specFromText('{ nope').ok).toBe(false);
    expect(specProblems({ kind: 'ranged', attacker: 'ysolde', defender: 'skarn', weapon: 'shortbow', range: 40 })[0]).toMatch(
      /range: 40" is beyond/,
    );
  });

  test('Ranged Attacks, SWS-A10: every modifier with its cause; the tests in words with their clauses', () => {
    const v = match('shortbow-at-the-hedge').view('attacker');
    const mods = modifierLines(v);
    expect(mods.map((m) => m.text)).toEqual(['aimed 1 AP: +1', 'target in soft cover: −1']);
    expect(mods[1]!.clause).toContain('SWS-A10');
    const tests = testLines(v);
    expect(tests[0]).toMatchObject({
      text: expect.stringMatching(/^\d+ attack dice: Shortbow \(Key \d+\)$/),
      clause: 'Attack Dice; SWS-A1',
    });
    expect(tests[1]!.text).toMatch(/^Each die tests Skarn's Key 3: a hit on roll ±0 > 3, 50\.0% a die$/);
    expect(tests.some((t) => t.clause.startsWith('Deflect Impacts'))).toBe(true);
    expect(summaryOf(v)).toBe('Ysolde shoots at Skarn behind a hedge · the attack dice to roll');
    expect(toActOf(v)).toEqual(['attacker']);
  });

  test('Losing Star points: the odds table sums to 1 and the chart spec carries every outcome', () => {
    const v = match('crossbow-at-mirren').view('attacker');
    const rows = oddsRows(v);
    expect(rows.reduce((n, r) => n + r.p, 0)).toBeCloseTo(1, 9);
    const inj = injuryTotals(v);
    expect(inj.none! + inj.stunned! + inj['out-of-action']! + inj.death!).toBeCloseTo(1, 9);
    const spec = swarmOddsChart({ title: 't', subtitle: 's', odds: v.odds, expectedStarLost: v.expectedStarLost }) as unknown as {
      hconcat: { data: { values: unknown[] } }[];
    };
    expect(spec.hconcat[0]!.data.values).toHaveLength(v.odds.length);
  });

  test('typed dice step by step: too few are refused, then the log tells the whole attack', () => {
    const m = match('spear-charge');
    const v = m.view('attacker');
    const few = m.act('attacker', { type: 'roll-attack' }, []);
    expect(few.ok || few.error.code).toBe('ERR_MORE_DICE');
    const dice = Array.from({ length: v.attackDice }, () => 6);
    expect(m.act('attacker', { type: 'roll-attack' }, dice).ok).toBe(true);
    const after = m.view('defender');
    expect(after.step).toBe('deflect');
    expect(m.act('defender', { type: 'roll-deflect' }, [6, ...Array.from({ length: (after.impact ?? 1) - 1 }, () => 6)]).ok).toBe(true);
    const end = m.view('attacker');
    expect(outcomeOf(end)).toMatchObject({ winner: 'attacker' });
    const lines = m
      .events('attacker')
      .map((e) => describeEvent(e, null, end))
      .filter((l) => l !== null);
    expect(lines.map((l) => l.text).join('\n')).toMatch(/Skarn attacks Brannoc: \d attack dice test Mallet/);
    expect(lines.every((l) => !!l.clause)).toBe(true);
  });
});
