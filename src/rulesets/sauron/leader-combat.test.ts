/** Leader Combat (7.22, 7.221, 7.222, 7.26) and the ratings it uses (19.212, 16.61, 16.631, 16.69, SAU-A19). */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../core/dice.js';
import { TABLES } from './data.js';
import { combatColumn, combatTotal, crtLookup, enduranceLeft, isDead, loseEndurance, resolveLeaderCombat } from './leader-combat.js';
import { combatRating, condition, fighter, moraleRating, type Fighter } from './ratings.js';

const L = (id: string) => TABLES.leadersById.get(id)!;

describe('7.22, 7.221: totals and the Combat Differential', () => {
  test('7.221: each leader totals Combat and Morale less his wounds', () => {
    expect(combatTotal(fighter('baldrim'))).toBe(6);
    expect(combatTotal(fighter('baldrim', { wounds: 2 }))).toBe(4);
    expect(combatTotal(fighter('sauron'))).toBe(12);
  });

  test("7.221: the defender's total is subtracted from the phasing attacker's; the phasing player rolls one die", () => {
    const dice = new ScriptedDice([4]);
    const r = resolveLeaderCombat(fighter('ringwraith'), fighter('baldrim'), dice);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(dice.used).toBe(1);
    expect(r.value.events[0]).toMatchObject({
      type: 'leader-combat',
      clause: '7.221',
      attackerTotal: 7,
      defenderTotal: 6,
      differential: 1,
      column: 1,
      die: 4,
      result: 'D1',
    });
  });

  test('the overview: the Ringwraith at +1 is no longer certain to harm Baldrim with impunity', () => {
    const faces = [1, 2, 3, 4, 5, 6].map((d) => crtLookup(1, d).code);
    expect(faces).toEqual(['A1', 'A1D1', 'D1', 'D1', 'D2', 'D2']);
  });

  test('the overview: Sauron attacking Elendil with Narsil is at 0, no longer hopeless', () => {
    const x = combatTotal(fighter('sauron')) - combatTotal(fighter('elendil', { weapons: ['narsil'] }));
    expect(x).toBe(0);
    expect([1, 2, 3, 4, 5, 6].filter((d) => crtLookup(0, d).defender > 0)).toEqual([3, 4, 5, 6]);
  });

  test('7.26 (SAU-A2): differentials beyond the table use its end columns', () => {
    expect(combatColumn(9)).toBe(5);
    expect(combatColumn(-7)).toBe(-4);
    expect(combatColumn(2)).toBe(2);
    const r = resolveLeaderCombat(fighter('beast'), fighter('cirdan', { wounds: 5 }), new ScriptedDice([1]));
    expect(r.ok && r.value.events[0]).toMatchObject({ differential: 6, column: 5, result: 'D2' });
  });
});

describe('7.222: lost Endurance', () => {
  test('7.222: the result is applied immediately as lost Endurance points', () => {
    const r = resolveLeaderCombat(fighter('ringwraith'), fighter('baldrim'), new ScriptedDice([2]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.attacker.wounds).toBe(1);
    expect(r.value.defender.wounds).toBe(1);
    expect(r.value.events.filter((e) => e.type === 'endurance-lost').map((e) => [e.clause, e.leaderId])).toEqual([
      ['7.222', 'ringwraith'],
      ['7.222', 'baldrim'],
    ]);
  });

  test('7.222: a leader whose lost points equal his Endurance is dead and removed', () => {
    const r = resolveLeaderCombat(fighter('isildur'), fighter('gorgol', { wounds: 4 }), new ScriptedDice([6]));
    if (!r.ok) throw new Error(r.error.message);
    expect(isDead(r.value.defender)).toBe(true);
    expect(r.value.events.at(-1)).toMatchObject({ type: 'leader-killed', clause: '7.222', leaderId: 'gorgol' });
    const again = resolveLeaderCombat(fighter('isildur'), r.value.defender, new ScriptedDice([1]));
    expect(again.ok ? '' : again.error).toMatchObject({ code: 'ERR_LEADER_DEAD', clause: '7.222' });
  });

  test('7.222 (SAU-A23): a loss beyond the Endurance left kills too, and the wounds stop at the Endurance', () => {
    const r = loseEndurance(fighter('gorgol', { wounds: 4 }), 3, 'test');
    expect(r.fighter.wounds).toBe(5);
    expect(enduranceLeft(r.fighter)).toBe(0);
    expect(r.events.map((e) => e.type)).toEqual(['endurance-lost', 'leader-killed']);
  });

  test('7.222: Endurance never goes negative, whatever the fights (property)', () => {
    const ids = [...TABLES.leadersById.keys()];
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ids), fc.constantFrom(...ids)), { minLength: 1, maxLength: 40 }),
        fc.integer(),
        (pairs, seed) => {
          const dice = SeededDice.fromSeed(seed);
          const state = new Map<string, Fighter>(ids.map((id) => [id, fighter(id)]));
          for (const [a, d] of pairs) {
            const r = resolveLeaderCombat(state.get(a)!, state.get(d)!, dice);
            if (!r.ok) continue;
            state.set(a, r.value.attacker);
            state.set(d, r.value.defender);
          }
          for (const f of state.values()) {
            expect(enduranceLeft(f)).toBeGreaterThanOrEqual(0);
            expect(f.wounds).toBeLessThanOrEqual(f.endurance);
          }
        },
      ),
    );
  });
});

describe('ratings that change (SAU-A1, 19.212, 16.61, 16.631, 16.69, SAU-A19)', () => {
  test('SAU-A1: Narsil and Aiglos add 1 to Combat', () => {
    expect(fighter('elendil', { weapons: ['narsil'] }).combat).toBe(7);
    expect(fighter('gil-galad', { weapons: ['aiglos'] }).combat).toBe(7);
  });
  test("19.212: the shards add 1 to a Numenorean's Combat in leader combat ONLY", () => {
    const c = condition(L('isildur'), { weapons: ['shards'] });
    expect(combatRating(c, 'leader-combat')).toMatchObject({ printed: 5, value: 6, modifiers: [{ clause: '19.212', value: 1 }] });
    expect(combatRating(c, 'other').value).toBe(5);
  });
  test("SAU-A19: Sauron's Morale is 1 higher at night (13 in all)", () => {
    expect(moraleRating(condition(L('sauron'), { night: true })).value).toBe(6);
    expect(combatTotal(fighter('sauron', { night: true }))).toBe(13);
    expect(moraleRating(condition(L('gorgol'), { night: true })).value).toBe(2);
  });
  test('16.61: Sauron without the Ring has 4 less Morale for all purposes; 16.631 and 16.69: +2', () => {
    expect(moraleRating(condition(L('sauron'), { ringLost: true }))).toMatchObject({
      value: 1,
      modifiers: [{ clause: '16.61', value: -4 }],
    });
    expect(moraleRating(condition(L('ringwraith'), { ringBearer: true })).value).toBe(5);
    expect(moraleRating(condition(L('elendil'), { evil: true })).value).toBe(7);
  });
});
