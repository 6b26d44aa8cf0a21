/** Mortal Combat (22.0-22.4, 7.241; SAU-A3, SAU-A17, SAU-A20, SAU-A22) as a state machine. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../core/dice.js';
import { TABLES } from './data.js';
import { enduranceLeft } from './leader-combat.js';
import {
  applyMortalAction,
  createChallenge,
  lapse,
  mayChallenge,
  mortalLegalActions,
  mortalRound,
  mortalToAct,
  type Combatant,
  type Controller,
  type MortalAction,
  type MortalCombatState,
  type MortalEvent,
} from './mortal-combat.js';
import { rallyRating } from './rally.js';
import { challengeSum, condition, fighter, type LeaderCondition } from './ratings.js';

const L = (id: string) => TABLES.leadersById.get(id)!;
function combatant(id: string, over: Partial<Omit<LeaderCondition, 'leader'>> = {}, controller: Controller = L(id).side): Combatant {
  const c = condition(L(id), over);
  return { ...fighter(id, over), controller, kind: L(id).kind, sum: challengeSum(c, 'modified'), rally: rallyRating(c).value };
}
function start(challenger: Combatant, defender: Combatant, distance = 2): MortalCombatState {
  const r = createChallenge({ challenger, defender, distance });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}
function act(s: MortalCombatState, by: Controller, action: MortalAction, dice: number[] = []) {
  const d = new ScriptedDice(dice);
  const r = applyMortalAction(s, by, action, d);
  if (!r.ok) throw new Error(`${r.error.clause}: ${r.error.message}`);
  return { ...r.value, used: d.used };
}
const of = <T extends MortalEvent['type']>(events: readonly MortalEvent[], type: T) =>
  events.filter((e): e is Extract<MortalEvent, { type: T }> => e.type === type);

describe('22.0, 22.4: challenges', () => {
  test('22.0: a phasing leader may challenge an opposing leader within 4 hexes, not 5', () => {
    const ok4 = createChallenge({ challenger: combatant('isildur'), defender: combatant('gorgol'), distance: 4 });
    expect(ok4.ok && ok4.value.events[0]).toMatchObject({
      type: 'challenge',
      clause: '22.0',
      distance: 4,
      challengerSum: 9,
      defenderSum: 6,
    });
    const far = mayChallenge({ challenger: combatant('isildur'), defender: combatant('gorgol'), distance: 5 });
    expect(far.ok ? '' : far.error).toMatchObject({ code: 'ERR_TOO_FAR', clause: '22.0' });
    const notPhasing = mayChallenge({ challenger: combatant('isildur'), defender: combatant('gorgol'), distance: 1, phasing: false });
    expect(notPhasing.ok ? '' : notPhasing.error).toMatchObject({ code: 'ERR_NOT_PHASING', clause: '22.0' });
    const friend = mayChallenge({ challenger: combatant('isildur'), defender: combatant('anarion'), distance: 1 });
    expect(friend.ok ? '' : friend.error).toMatchObject({ code: 'ERR_NOT_OPPOSING', clause: '22.0' });
  });

  test('22.4: as they begin the game, Isildur could conceivably challenge Gorgol, but Elendil could not', () => {
    expect(mayChallenge({ challenger: combatant('isildur'), defender: combatant('gorgol'), distance: 3 }).ok).toBe(true);
    const elendil = mayChallenge({ challenger: combatant('elendil', { weapons: ['narsil'] }), defender: combatant('gorgol'), distance: 3 });
    expect(elendil.ok ? '' : elendil.error).toMatchObject({ code: 'ERR_RATINGS_DIFFER', clause: '22.4' });
    expect(elendil.ok ? '' : elendil.error.message).toContain('differ by 6');
    // Without Narsil Elendil is 11 against 6: still 5 apart.
    expect(mayChallenge({ challenger: combatant('elendil'), defender: combatant('gorgol'), distance: 3 }).ok).toBe(false);
    // The rule works both ways: Gorgol may challenge Isildur.
    expect(mayChallenge({ challenger: combatant('gorgol'), defender: combatant('isildur'), distance: 3 }).ok).toBe(true);
  });

  test('SAU-A17: the summed ratings count Narsil but not the shards or wounds', () => {
    const L6 = condition(L('isildur'), { weapons: ['shards'], wounds: 3 });
    expect(challengeSum(L6, 'modified')).toBe(9);
    expect(challengeSum(L6, 'with-wounds')).toBe(6);
    expect(challengeSum(condition(L('elendil'), { weapons: ['narsil'] }), 'printed')).toBe(11);
  });

  test('SAU-A20: the Beast neither challenges nor is challenged', () => {
    const r = mayChallenge({ challenger: combatant('cirdan'), defender: combatant('beast'), distance: 1 });
    expect(r.ok ? '' : r.error).toMatchObject({ code: 'ERR_NOT_A_LEADER', clause: 'SAU-A20' });
  });
});

describe('22.1: accepting and moving to meet', () => {
  test("22.1: the challenged leader decides; on accepting he moves first, then the challenger, until one reaches the other's hex", () => {
    let s = start(combatant('isildur'), combatant('gorgol'), 3);
    expect(mortalToAct(s)).toEqual(['sauron']);
    expect(mortalLegalActions(s, 'sauron')).toEqual([{ type: 'accept' }, { type: 'refuse' }]);
    expect(mortalLegalActions(s, 'westernesse')).toEqual([]);
    const wrong = applyMortalAction(s, 'westernesse', { type: 'accept' }, new ScriptedDice([]));
    expect(wrong.ok ? '' : wrong.error).toMatchObject({ code: 'ERR_NOT_YOUR_DECISION', clause: '22.1' });
    let r = act(s, 'sauron', { type: 'accept' });
    s = r.state;
    expect(r.events[0]).toMatchObject({ type: 'challenge-accepted', clause: '22.1' });
    expect([s.phase, s.mover, mortalToAct(s)]).toEqual(['closing', 'defender', ['sauron']]);
    r = act(s, 'sauron', { type: 'move', reached: false });
    s = r.state;
    expect(r.events[0]).toMatchObject({ type: 'meet-attempt', leaderId: 'gorgol', reached: false, next: 'isildur' });
    expect(mortalToAct(s)).toEqual(['westernesse']);
    r = act(s, 'westernesse', { type: 'move', reached: false });
    expect(mortalToAct(r.state)).toEqual(['sauron']);
    r = act(r.state, 'sauron', { type: 'move', reached: true });
    expect(r.state.phase).toBe('fighting');
    expect(of(r.events, 'mortal-combat-begins')).toHaveLength(1);
  });

  test('22.1: leaders already in one hex fight at once', () => {
    const r = act(start(combatant('isildur'), combatant('gorgol'), 0), 'sauron', { type: 'accept' });
    expect(r.state.phase).toBe('fighting');
  });

  test('22.1, 22.2: once accepted, neither may break off', () => {
    const s = act(start(combatant('isildur'), combatant('gorgol')), 'sauron', { type: 'accept' }).state;
    const closing = applyMortalAction(s, 'sauron', { type: 'break-off' }, new ScriptedDice([]));
    expect(closing.ok ? '' : closing.error).toMatchObject({ code: 'ERR_MAY_NOT_STOP', clause: '22.1' });
    const fighting = act(s, 'sauron', { type: 'move', reached: true }).state;
    const r = applyMortalAction(fighting, 'westernesse', { type: 'break-off' }, new ScriptedDice([]));
    expect(r.ok ? '' : r.error).toMatchObject({ code: 'ERR_MAY_NOT_STOP', clause: '22.2' });
  });

  test('SAU-A22: a challenge lapses when a leader dies before they meet', () => {
    const s = act(start(combatant('isildur'), combatant('gorgol')), 'sauron', { type: 'accept' }).state;
    const r = lapse(s, 'Gorgol fell to an arrow');
    expect(r.state.outcome).toMatchObject({ result: 'lapsed', clause: 'SAU-A22' });
    expect(mortalToAct(r.state)).toEqual([]);
  });
});

describe('22.2: simultaneous rounds to the death', () => {
  test('22.2 (SAU-A3): both attack with the totals at the start of the round; wounds are applied only at its end', () => {
    const s = act(start(combatant('isildur'), combatant('gorgol'), 0), 'sauron', { type: 'accept' }).state;
    // Isildur 9 v Gorgol 6: Isildur at +3 rolls 6: D3. Gorgol at -3 (his 6, not 3 after the wounds) rolls 6: D1.
    const r = act(s, 'westernesse', { type: 'round' }, [6, 6]);
    expect(r.used).toBe(2);
    expect(of(r.events, 'mortal-attack').map((e) => [e.attackerId, e.attackerTotal, e.defenderTotal, e.column, e.die, e.result])).toEqual([
      ['isildur', 9, 6, 3, 6, 'D3'],
      ['gorgol', 6, 9, -3, 6, 'D1'],
    ]);
    expect(of(r.events, 'mortal-round')[0]).toMatchObject({ clause: '22.2', losses: { isildur: 1, gorgol: 3 } });
    expect([r.state.challenger.wounds, r.state.defender.wounds]).toEqual([1, 3]);
    expect(r.state.phase).toBe('fighting');
  });

  test('22.2: combat continues until one is dead; the next round uses the new totals', () => {
    const s = act(start(combatant('isildur'), combatant('gorgol'), 0), 'sauron', { type: 'accept' }).state;
    // Round 1 as above (1 and 3 wounds). Round 2: Isildur 8 v Gorgol 3 (+5): 1 = D2, Gorgol -5 -> -4: 1 = A3 (Gorgol loses 3 more).
    const r = act(s, 'westernesse', { type: 'fight' }, [6, 6, 1, 1]);
    expect(r.used).toBe(4);
    expect(r.state.outcome).toEqual({ result: 'killed', winnerId: 'isildur', deadIds: ['gorgol'], rounds: 2, clause: '22.2' });
    expect(r.state.defender.wounds).toBe(5);
    expect(of(r.events, 'leader-killed')).toEqual([expect.objectContaining({ leaderId: 'gorgol' })]);
  });

  test('22.2: both may die in the same round', () => {
    const s = act(start(combatant('isildur', { wounds: 6 }), combatant('gorgol', { wounds: 4 }), 0), 'sauron', { type: 'accept' }).state;
    // Isildur 3 v Gorgol 2 (+1): 2 = A1D1 kills both at the round's end.
    const r = act(s, 'westernesse', { type: 'round' }, [2, 3]);
    expect(r.state.outcome).toMatchObject({ result: 'both-killed', winnerId: null, deadIds: ['isildur', 'gorgol'] });
  });

  test("SAU-A3 option one-die: one die a round, the challenger's, its result applied at the round's end", () => {
    const c = createChallenge({ challenger: combatant('isildur'), defender: combatant('gorgol'), distance: 0, mode: 'one-die' });
    if (!c.ok) throw new Error(c.error.message);
    const s = act(c.value.state, 'sauron', { type: 'accept' }).state;
    const r = act(s, 'sauron', { type: 'round' }, [1]);
    expect(r.used).toBe(1);
    expect(of(r.events, 'mortal-attack')).toHaveLength(1);
    expect(of(r.events, 'mortal-round')[0]!.losses).toEqual({ isildur: 0, gorgol: 1 });
  });

  test('7.241: in Mortal Combat leaders attack any number of times in a phase (every round is an attack by each)', () => {
    const s = act(start(combatant('sauron'), combatant('elendil', { weapons: ['narsil'] }), 0), 'westernesse', { type: 'accept' }).state;
    const r = act(
      s,
      'sauron',
      { type: 'fight' },
      Array.from({ length: 60 }, (_, i) => (i % 5) + 1),
    );
    expect(r.state.outcome!.rounds).toBeGreaterThan(1);
    expect(of(r.events, 'mortal-attack').filter((e) => e.attackerId === 'sauron').length).toBe(r.state.outcome!.rounds);
  });

  test("22.2: Mortal Combat always ends, within the two Endurances' rounds, and Endurance never goes negative (property)", () => {
    const arbFighter = (id: string) =>
      fc
        .record({
          combat: fc.integer({ min: 0, max: 12 }),
          morale: fc.integer({ min: 0, max: 8 }),
          endurance: fc.integer({ min: 1, max: 12 }),
          wounds: fc.nat(11),
        })
        .map(
          (f): Combatant => ({
            id,
            name: id,
            ...f,
            wounds: Math.min(f.wounds, f.endurance - 1),
            controller: id === 'a' ? 'westernesse' : 'sauron',
            kind: 'leader',
            sum: 0,
            rally: 0,
          }),
        );
    fc.assert(
      fc.property(
        arbFighter('a'),
        arbFighter('b'),
        fc.constantFrom('both-roll' as const, 'one-die' as const),
        fc.integer(),
        (a, b, mode, seed) => {
          const s: MortalCombatState = {
            phase: 'fighting',
            challenger: a,
            defender: b,
            distance: 0,
            mode,
            mover: null,
            round: 0,
            outcome: null,
          };
          const r = applyMortalAction(s, 'westernesse', { type: 'fight' }, SeededDice.fromSeed(seed));
          if (!r.ok) throw new Error(r.error.message);
          const end = r.value.state;
          expect(end.phase).toBe('over');
          expect(end.outcome!.deadIds.length).toBeGreaterThan(0);
          expect(end.outcome!.rounds).toBeLessThanOrEqual(a.endurance - a.wounds + b.endurance - b.wounds);
          expect(enduranceLeft(end.challenger)).toBeGreaterThanOrEqual(0);
          expect(enduranceLeft(end.defender)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  test('22.2: mortalRound alone reports both attacks and the losses', () => {
    const r = mortalRound(fighter('baldrim'), fighter('ringwraith'), new ScriptedDice([3, 3]));
    // Baldrim 6 v 7 (-1): 3 = A1D1; Ringwraith +1: 3 = D1.
    expect(r.events.filter((e) => e.type === 'mortal-round')[0]).toMatchObject({ losses: { baldrim: 2, ringwraith: 1 } });
  });
});

describe('22.3: refusing', () => {
  test("22.3: the refuser's side's level rises by his current Rally Points, and he may not rally that turn", () => {
    const s = start(combatant('isildur'), combatant('gorgol', { wounds: 5 - 1 }), 2);
    const r = act(s, 'sauron', { type: 'refuse' });
    // Gorgol 4+2 with 4 wounds (none beyond his Combat of 4): 6 Rally Points (SAU-A24).
    expect(of(r.events, 'challenge-refused')[0]).toMatchObject({ clause: '22.3', rallyPoints: 6 });
    expect(of(r.events, 'demoralization-change')[0]).toMatchObject({ clause: '22.3', side: 'sauron', points: 6 });
    expect(of(r.events, 'rally-forbidden')[0]).toMatchObject({ clause: '22.3', leaderId: 'gorgol' });
    expect(r.state.outcome).toMatchObject({ result: 'refused', clause: '22.3' });
  });

  test('22.3 (SAU-A24): wounds beyond Combat lower the penalty', () => {
    const r = act(start(combatant('gorgol'), combatant('baldrim', { wounds: 5 }), 2), 'westernesse', { type: 'refuse' });
    expect(of(r.events, 'demoralization-change')[0]).toMatchObject({ side: 'westernesse', points: 4 });
  });
});
