/**
 * Whole rounds with forced dice. Dice are used in this order: side a's die, side b's die, side a's
 * special checks (extraction), side b's, side a's post-combat checks in array order, side b's, then
 * any reinforcement rolls (two dice each).
 */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../../core/dice.js';
import { SPECTATOR } from '../../../core/ruleset.js';
import { applyBattleAction, battleActions, battleEventsFor, battleToAct, battleView, createBattle } from './battle.js';
import { frac } from './fraction.js';
import { battle, characterInput, DECLARE_NOTHING, ofType, play, STAY, unitInput } from './test-helpers.js';

describe('a round of combat (III.D)', () => {
  test('III.D.4.c, III.D.5.b(2), V.C.1, III.D.8, SSV-A23: a 16-point Dwarrow unit in the mountains against 20 points of Men (the special check takes no table modifier)', () => {
    const s = battle({
      a: { units: [unitInput('dw', { name: 'Heavy Axe', race: 'Dwarrow', attack: 4, terrainMultiplier: 4 })] },
      b: { units: [unitInput('m1', { attack: 10, terrainMultiplier: 3 }), unitInput('m2', { attack: 10, terrainMultiplier: 3 })] },
      circumstances: { clear: false },
    });
    const dice = new ScriptedDice([1, 3, 2, 2, 5, 6]);
    const { state, events } = play(s, dice, ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    expect(dice.used).toBe(6);
    expect(ofType(events, 'strength').map((e) => e.total)).toEqual([frac(4), frac(20)]);
    expect(ofType(events, 'die-roll').map((e) => e.modified)).toEqual([1, 3]);
    // Difference 2 (III.D.4.c): the Men inflict 35% of 20 = 7; the Dwarrows 15% of 4 = 3/5.
    expect(ofType(events, 'loss-table')[0]).toMatchObject({
      clause: 'III.D.4.c',
      higher: 'b',
      difference: 2,
      a: { percent: 15, inflicts: frac(3, 5), morale: 2 },
      b: { percent: 35, inflicts: frac(7), morale: -2 },
    });
    // 7 of 16 is at least a third, under two thirds: Demoralized (III.D.5.b(2)).
    // 3/5 of the Men's 30 is under a third: a special check, 2 passes (III.D.5.b(1)).
    expect(ofType(events, 'loss').map((e) => [e.unitId, e.lossStrength, e.applied, e.band])).toEqual([
      ['dw', 16, frac(7), 'III.D.5.b(2)'],
      ['m1', 30, frac(3, 5), 'III.D.5.b(1)'],
    ]);
    expect(ofType(events, 'morale-check').map((e) => [e.unitId, e.kind, e.roll, e.modifier, e.modified, e.passed])).toEqual([
      ['m1', 'special', 2, 0, 2, true],
      ['dw', 'post-combat', 2, 2, 4, false],
      ['m1', 'post-combat', 5, -2, 3, true],
      ['m2', 'post-combat', 6, -2, 4, false],
    ]);
    // The Dwarrows, Demoralized twice, are eliminated (V.C.1); only the Men remain (III.D.8).
    expect(ofType(events, 'eliminated')).toEqual([expect.objectContaining({ unitId: 'dw', clause: 'V.C.1' })]);
    expect(state.sides.b.units.find((u) => u.id === 'm2')!.demoralized).toBe(true);
    expect(state.outcome).toMatchObject({ winner: 'b', a: 'eliminated', b: 'holds', rounds: 1, clause: 'III.D.8' });
    expect(battleToAct(state)).toEqual([]);
  });

  test("V.B, SSV-A33: a character's Leadership given to a unit for the round helps both its special check and its post-combat check", () => {
    const s = battle({
      a: { units: [unitInput('dw', { name: 'Heavy Axe', race: 'Dwarrow', attack: 4, terrainMultiplier: 4 })] },
      b: {
        units: [unitInput('m1', { attack: 10, terrainMultiplier: 3 }), unitInput('m2', { attack: 10, terrainMultiplier: 3 })],
        characters: [characterInput('glade', { leadership: 1 })],
      },
      circumstances: { clear: false },
    });
    const plan = { ...DECLARE_NOTHING, leader: 'glade', moraleLeadership: [{ characterId: 'glade', unitId: 'm1', points: 1 }] };
    const { events } = play(s, new ScriptedDice([1, 3, 2, 2, 5, 6]), ['a', DECLARE_NOTHING], ['b', plan]);
    expect(
      ofType(events, 'morale-check')
        .filter((e) => e.unitId === 'm1')
        .map((e) => [e.kind, e.roll, e.leadership, e.leadershipFrom, e.modifier, e.modified]),
    ).toEqual([
      ['special', 2, 1, 'glade', 0, 1],
      // Glade leads the die too (+1): a difference of 3, so the Men's post-combat modifier is -3: 5 - 1 - 3 = 1.
      ['post-combat', 5, 1, 'glade', -3, 1],
    ]);
  });

  test("III.D.4.f and V.C.1 (SSV-A28): at 5 or more the winner passes automatically and all the loser's units are Demoralized", () => {
    const setup = (demoralizations: 'each' | 'once-per-round') =>
      battle({
        a: { units: [unitInput('x', { attack: 6 })] },
        b: { units: [unitInput('y', { attack: 6 }), unitInput('z', { attack: 2, demoralized: true })] },
        circumstances: { clear: false },
        options: { demoralizations },
      });
    const each = play(setup('each'), new ScriptedDice([6, 1]), ['a', DECLARE_NOTHING], ['b', { type: 'declare', array: ['y', 'z'] }]);
    // 50% of 6 = 3 on y (6 points): Demoralized (III.D.5.b(2)); b inflicts nothing.
    expect(ofType(each.events, 'loss-table')[0]).toMatchObject({
      clause: 'III.D.4.f',
      a: { inflicts: frac(3) },
      b: { percent: 0, inflicts: frac(0) },
    });
    expect(ofType(each.events, 'morale-automatic').map((e) => [e.side, e.result])).toEqual([
      ['a', 'auto-pass'],
      ['b', 'all-demoralized'],
    ]);
    expect(ofType(each.events, 'eliminated').map((e) => e.unitId)).toEqual(['y', 'z']);
    expect(each.state.outcome).toMatchObject({ winner: 'a' });
    const once = play(
      setup('once-per-round'),
      new ScriptedDice([6, 1]),
      ['a', DECLARE_NOTHING],
      ['b', { type: 'declare', array: ['y', 'z'] }],
    );
    expect(ofType(once.events, 'no-further-effect').map((e) => e.unitId)).toEqual(['y']);
    expect(ofType(once.events, 'eliminated').map((e) => e.unitId)).toEqual(['z']);
  });

  test('III.D.2.b(2), III.D.5.a, III.D.5.a(1): a charge doubles strength but not loss strength; no second charge; the charger goes right', () => {
    const s = battle({
      a: { units: [unitInput('hh', { name: 'Heavy Horse', attack: 6, defence: 4, cavalry: true }), unitInput('f1', { attack: 2 })] },
      b: { units: [unitInput('p', { attack: 4, morale: 6 })] },
      circumstances: { clear: true },
    });
    const r1 = play(
      s,
      new ScriptedDice([3, 4, 3, 6, 1, 1, 1]),
      ['a', { type: 'declare', charge: ['hh'], array: ['f1', 'hh'] }],
      ['b', DECLARE_NOTHING],
    );
    const strength = ofType(r1.events, 'strength')[0]!;
    expect(strength.units[0]).toMatchObject({ unitId: 'hh', base: 6, modified: frac(12), charging: true });
    expect(strength.total).toEqual(frac(14));
    expect(ofType(r1.events, 'die-roll')[0]!.modifiers).toEqual([expect.objectContaining({ clause: 'III.D.2.b', value: 1 })]);
    expect(ofType(r1.events, 'array')[0]!.order.map((p) => p.unitId)).toEqual(['hh', 'f1']);
    // Difference 0: the Heavy Horse take 1 of their defence 4 (not 12): under a third.
    expect(ofType(r1.events, 'loss')[0]).toMatchObject({ unitId: 'hh', lossStrength: 4, applied: frac(1), band: 'III.D.5.b(1)' });
    let state = play(r1.state, new ScriptedDice([]), ['a', STAY], ['b', STAY]).state;
    const again = applyBattleAction(state, 'a', { type: 'declare', charge: ['hh'] }, new ScriptedDice([]));
    expect(!again.ok && again.error.clause).toBe('III.D.5.a(1)');
    expect(battleActions(state, 'a')).toMatchObject({ kind: 'declare', mayCharge: [] });
    const r2 = play(
      state,
      new ScriptedDice([1, 1, 1, 1, 1, 1, 1, 1]),
      ['a', { type: 'declare', array: ['hh', 'f1'] }],
      ['b', DECLARE_NOTHING],
    );
    expect(ofType(r2.events, 'array')[0]!.order).toEqual([
      { unitId: 'f1', clause: 'III.D.3' },
      { unitId: 'hh', clause: 'III.D.5.a(1)' },
    ]);
    state = r2.state;
    expect(state.round).toBe(2);
  });

  test('III.D.2.b(2): cavalry may charge only in clear terrain, and only cavalry', () => {
    const s = battle({
      a: { units: [unitInput('hh', { cavalry: true }), unitInput('f')] },
      b: { units: [unitInput('p')] },
      circumstances: { clear: false },
    });
    const r = applyBattleAction(s, 'a', { type: 'declare', charge: ['hh'] }, new ScriptedDice([]));
    expect(!r.ok && r.error).toMatchObject({ code: 'ERR_CHARGE_NOT_CLEAR', clause: 'III.D.2.b(2)' });
    const clear = battle({
      a: { units: [unitInput('hh', { cavalry: true }), unitInput('f')] },
      b: { units: [unitInput('p')] },
      circumstances: { clear: true },
    });
    const foot = applyBattleAction(clear, 'a', { type: 'declare', charge: ['f'] }, new ScriptedDice([]));
    expect(!foot.ok && foot.error.code).toBe('ERR_NOT_CAVALRY');
  });

  test('III.D.2.a(2) (SSV-A21): with characters in the hex one of them must lead the die, and the leader may not add', () => {
    const s = battle({
      a: { units: [unitInput('m')], characters: [characterInput('maytwist', { race: 'Elf' })] },
      b: { units: [unitInput('p')] },
      circumstances: { clear: false },
    });
    const none = applyBattleAction(s, 'a', DECLARE_NOTHING, new ScriptedDice([]));
    expect(!none.ok && none.error.clause).toBe('III.D.2.a(2)');
    const both = applyBattleAction(s, 'a', { type: 'declare', leader: 'maytwist', addToStrength: ['maytwist'] }, new ScriptedDice([]));
    expect(!both.ok && both.error.clause).toBe('III.D.1.b'); // no Elf units to add to
    const ok = play(s, new ScriptedDice([4, 4, 1, 1, 1, 1]), ['a', { type: 'declare', leader: 'maytwist' }], ['b', DECLARE_NOTHING]);
    expect(ofType(ok.events, 'die-roll')[0]!.modifiers.map((m) => [m.clause, m.value])).toEqual([
      ['III.D.2.a', 0],
      ['III.D.2.a(1)', -1],
    ]);
  });

  test('III.D.2.a(2) (SSV-A21 alternative): unless-all-add lets every character add and nobody lead', () => {
    const s = battle({
      a: { units: [unitInput('m')], characters: [characterInput('glade', { leadership: 3 })] },
      b: { units: [unitInput('p')] },
      circumstances: { clear: false },
      options: { leaderRequired: 'unless-all-add' },
    });
    expect(applyBattleAction(s, 'a', { type: 'declare', addToStrength: ['glade'] }, new ScriptedDice([])).ok).toBe(true);
  });
});

describe('secret declarations (III.D.2.b(2))', () => {
  test('III.D.2.b(2): a declaration stays hidden from the other side until both have declared, then both are revealed', () => {
    const s = battle({
      a: { seat: 'red', units: [unitInput('hh', { cavalry: true })] },
      b: { seat: 'blue', units: [unitInput('p')] },
      circumstances: { clear: true },
    });
    const r = applyBattleAction(s, 'a', { type: 'declare', charge: ['hh'] }, new ScriptedDice([]));
    if (!r.ok) throw new Error(r.error.message);
    const { state, events } = r.value;
    expect(battleView(state, 'b').sides.a).toMatchObject({ declaration: null, decided: true });
    expect(battleView(state, SPECTATOR).sides.a.declaration).toBeNull();
    expect(battleView(state, 'a').sides.a.declaration).toMatchObject({ charge: ['hh'] });
    expect(battleEventsFor(state, events, 'b').map((e) => e.type)).toEqual(['decision-made']);
    expect(JSON.stringify(battleEventsFor(state, events, 'b'))).not.toContain('hh');
    expect(battleEventsFor(state, events, 'a').map((e) => e.type)).toEqual(['declared', 'decision-made']);
    expect(battleToAct(state)).toEqual(['b']);
    const again = applyBattleAction(state, 'a', DECLARE_NOTHING, new ScriptedDice([]));
    expect(!again.ok && again.error.code).toBe('ERR_NOT_YOUR_DECISION');
    const both = play(state, new ScriptedDice([3, 3, 1, 1, 1, 1, 1, 1]), ['b', DECLARE_NOTHING]);
    expect(ofType(both.events, 'declarations-revealed')[0]).toMatchObject({ a: { charge: ['hh'] }, b: { charge: [] } });
  });
});

describe('withdrawal and reinforcement (III.D.7)', () => {
  const pair = (over: object = {}) => ({
    a: { units: [unitInput('a1'), unitInput('a2', { morale: 6 })] },
    b: { units: [unitInput('b1', { morale: 6 })] },
    circumstances: { clear: false },
    ...over,
  });

  test('III.D.7.a (SSV-A26): a withdrawing side fights one more round with only its rear guard inflicting losses, then leaves', () => {
    const r1 = play(battle(pair()), new ScriptedDice([3, 3, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    const w = play(r1.state, new ScriptedDice([]), ['a', { type: 'withdraw', rearGuard: ['a2'] }], ['b', STAY]);
    expect(ofType(w.events, 'withdrawal-declared')[0]).toMatchObject({ side: 'a', rearGuard: ['a2'], leavesAfterRound: 2 });
    const r2 = play(w.state, new ScriptedDice([3, 3, 1, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    const strength = ofType(r2.events, 'strength')[0]!;
    expect(strength.total).toEqual(frac(4));
    expect(strength.units.find((u) => u.unitId === 'a1')).toMatchObject({ modified: frac(0), steps: [{ clause: 'III.D.7.a' }] });
    expect(ofType(r2.events, 'array')[0]!.order[0]).toEqual({ unitId: 'a2', clause: 'III.D.7.a' });
    expect(ofType(r2.events, 'withdrew')[0]).toMatchObject({
      side: 'a',
      unitIds: ['a1', 'a2'],
      destination: 'adjacent-hex',
      clause: 'III.D.7.a',
    });
    expect(r2.state.outcome).toMatchObject({ winner: 'b', a: 'withdrew', b: 'holds', rounds: 2 });
    expect(r2.state.sides.a.withdrawn!.units.map((u) => u.id)).toEqual(['a1', 'a2']);
  });

  test('IV.C.2.a, IV.D.2.b, SSV-A27: besieged units may not withdraw from an assault or breach ("do or die")', () => {
    for (const siege of ['assault', 'breach'] as const) {
      const s = battle(pair({ circumstances: { clear: false, siege, besieged: 'a' } }));
      const r1 = play(s, new ScriptedDice([3, 3, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
      // Side a has nothing to choose, so only b is asked.
      expect(battleToAct(r1.state)).toEqual(['b']);
      expect(battleActions(r1.state, 'b')).toMatchObject({ kind: 'after-round', mayWithdraw: true });
    }
    const s = battle({
      ...pair({ circumstances: { clear: false, siege: 'assault', besieged: 'a' } }),
      a: {
        units: [unitInput('a1'), unitInput('a2', { morale: 6 })],
        reinforcements: [
          {
            id: 'r',
            units: [unitInput('r1', { movementAllowance: 4 })],
            characters: [characterInput('l')],
            leaderId: 'l',
            enemyHighestMpCost: 1,
            friendlyHighestMpCost: 1,
          },
        ],
      },
    });
    const r1 = play(s, new ScriptedDice([3, 3, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    expect(battleActions(r1.state, 'a')).toMatchObject({ mayWithdraw: false, withdrawClause: 'IV.C.2.a' });
    const w = applyBattleAction(r1.state, 'a', { type: 'withdraw' }, new ScriptedDice([]));
    expect(!w.ok && w.error).toMatchObject({ code: 'ERR_DO_OR_DIE', clause: 'IV.C.2.a' });
  });

  test('IV.A.1: a besieged side withdrawing from a sortie goes back into the besieged location', () => {
    const s = battle(pair({ circumstances: { clear: false, siege: 'sortie', besieged: 'a' } }));
    const r1 = play(
      s,
      new ScriptedDice([3, 3, 1, 1, 1, 1]),
      ['a', DECLARE_NOTHING],
      ['b', DECLARE_NOTHING],
      ['a', { type: 'withdraw', rearGuard: ['a2'] }],
      ['b', STAY],
    );
    const r2 = play(r1.state, new ScriptedDice([3, 3, 1, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    expect(ofType(r2.events, 'withdrew')[0]).toMatchObject({ clause: 'IV.A.1', destination: 'besieged-location' });
  });

  test('IV.D.2.c: breaching units that withdraw leave the breach repaired', () => {
    const s = battle(pair({ circumstances: { clear: false, siege: 'breach', besieged: 'b' } }));
    // The besieged side b has nothing to choose after the round (it may not withdraw): only a is asked.
    const r1 = play(
      s,
      new ScriptedDice([3, 3, 1, 1, 1, 1]),
      ['a', DECLARE_NOTHING],
      ['b', DECLARE_NOTHING],
      ['a', { type: 'withdraw', rearGuard: ['a2'] }],
    );
    const r2 = play(r1.state, new ScriptedDice([3, 3, 1, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    expect(ofType(r2.events, 'breach-repaired')).toHaveLength(1);
  });

  const reinforced = () =>
    battle({
      a: {
        units: [unitInput('a1', { terrainMultiplier: 4, morale: 6 })],
        reinforcements: [
          {
            id: 'r',
            units: [unitInput('r1', { attack: 3, movementAllowance: 4, morale: 6, crossedStream: true })],
            characters: [characterInput('lr', { leadership: 1 })],
            leaderId: 'lr',
            enemyHighestMpCost: 1,
            friendlyHighestMpCost: 1,
          },
        ],
      },
      b: { units: [unitInput('b1', { terrainMultiplier: 4, morale: 6 })] },
      circumstances: { clear: false },
    });

  test('III.D.7.b: if neither side withdraws, an adjacent stack with a leader may reinforce, rolling as a Reaction with +3', () => {
    const r1 = play(reinforced(), new ScriptedDice([3, 3, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    expect(battleActions(r1.state, 'a')).toMatchObject({ kind: 'after-round', reinforcementCandidates: ['r'] });
    const r = play(r1.state, new ScriptedDice([2, 2]), ['a', { type: 'stay', reinforce: ['r'] }], ['b', STAY]);
    const roll = ofType(r.events, 'reinforcement-roll')[0]!;
    // +1 (enemy MP) -1 (own MP) +1 (Leadership) +3 (enemy MA 0): 2 + 2 + 4 = 8.
    expect(roll.result.modifiers.map((m) => [m.clause, m.value])).toEqual([
      ['III.A.1', 1],
      ['III.A.2', -1],
      ['III.A.3', 1],
      ['III.A.4', 1],
      ['III.A.5', 1],
      ['III.A.6', 1],
    ]);
    expect(roll.result).toMatchObject({ total: 8, success: true });
    expect(ofType(r.events, 'reinforcements-joined')[0]).toMatchObject({ unitIds: ['r1'], characterIds: ['lr'], firstRound: 2 });
    expect(r.state.sides.a.units.map((u) => u.id)).toEqual(['a1', 'r1']);
    // III.D.1.a: the reinforcement crossed a stream, so it is halved in its first round (round 2).
    const r2 = play(r.state, new ScriptedDice([3, 3, 1, 1, 1, 1, 1, 1]), ['a', { type: 'declare', leader: 'lr' }], ['b', DECLARE_NOTHING]);
    expect(ofType(r2.events, 'strength')[0]!.total).toEqual(frac(11, 2));
  });

  test('III.D.7.b (SSV-A34, SSV-A38): a failed reinforcement may try again later; none is rolled when a side withdraws', () => {
    const r1 = play(reinforced(), new ScriptedDice([3, 3, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    const failed = play(r1.state, new ScriptedDice([1, 1]), ['a', { type: 'stay', reinforce: ['r'] }], ['b', STAY]);
    expect(ofType(failed.events, 'reinforcement-roll')[0]!.result.success).toBe(false);
    expect(failed.state.sides.a.reinforcements.map((r) => r.id)).toEqual(['r']);
    const r2 = play(failed.state, new ScriptedDice([3, 3, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    const withdraws = play(r2.state, new ScriptedDice([]), ['a', { type: 'stay', reinforce: ['r'] }], ['b', { type: 'withdraw' }]);
    expect(ofType(withdraws.events, 'reinforcement-roll')).toEqual([]);
  });
});

describe('the end of a battle', () => {
  test('VII: characters whose units are all eliminated are left with enemy units: reported as stranded', () => {
    const s = battle({
      a: { units: [unitInput('u', { attack: 1, morale: 1 })], characters: [characterInput('tim')] },
      b: { units: [unitInput('big', { attack: 40 })] },
      circumstances: { clear: false },
    });
    const { state, events } = play(s, new ScriptedDice([1, 6]), ['a', { type: 'declare', leader: 'tim' }], ['b', DECLARE_NOTHING]);
    expect(ofType(events, 'characters-stranded')[0]).toMatchObject({ side: 'a', characterIds: ['tim'], clause: 'VII' });
    expect(state.outcome).toMatchObject({ winner: 'b' });
  });

  test('III.D.8 (SSV-A30): a battle still undecided at the round limit stops with both sides in the hex', () => {
    const s = battle({
      a: { units: [unitInput('x', { morale: 6 })] },
      b: { units: [unitInput('y', { morale: 6 })] },
      circumstances: { clear: false },
      options: { roundLimit: 1 },
    });
    const { state } = play(s, new ScriptedDice([3, 3, 1, 1, 1, 1]), ['a', DECLARE_NOTHING], ['b', DECLARE_NOTHING]);
    expect(state.outcome).toMatchObject({ winner: null, a: 'undecided', b: 'undecided', clause: 'SSV-A30' });
  });

  test('III.D: a battle needs army units on both sides and unique ids', () => {
    expect(createBattle({ a: { units: [] }, b: { units: [unitInput('y')] }, circumstances: { clear: true } }).ok).toBe(false);
    expect(createBattle({ a: { units: [unitInput('y')] }, b: { units: [unitInput('y')] }, circumstances: { clear: true } }).ok).toBe(false);
    expect(
      createBattle({ a: { units: [unitInput('x')] }, b: { units: [unitInput('y')] }, circumstances: { clear: true, siege: 'assault' } }).ok,
    ).toBe(false);
  });
});
