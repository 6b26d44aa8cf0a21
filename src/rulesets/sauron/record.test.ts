/** The record keeper for a game on the real board: every change a referee makes, logged with its clause. */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { DiceExhausted, ScriptedDice, SeededDice } from '../../core/dice.js';
import { TABLES } from './data.js';
import {
  applyRecordAction,
  createRecord,
  PHASES,
  recordSummary,
  type Phase,
  type RecordActionInput,
  type RecordEvent,
  type SauronRecord,
} from './record.js';

function apply(s: SauronRecord, action: RecordActionInput, dice: number[] = []) {
  const d = new ScriptedDice(dice);
  const r = applyRecordAction(s, action, d);
  if (!r.ok) throw new Error(`${r.error.clause}: ${r.error.message}`);
  expect(d.used, `dice for ${action.type}`).toBe(dice.length);
  return r.value;
}
function refused(s: SauronRecord, action: RecordActionInput, dice: number[] = []) {
  const r = applyRecordAction(s, action, new ScriptedDice(dice));
  if (r.ok) throw new Error(`${action.type} was not refused`);
  return r.error;
}
/** Next-phase until the given phase (of a later turn if needed). */
function toPhase(s: SauronRecord, phase: Phase, turn = s.turn): SauronRecord {
  while (s.phase !== phase || s.turn !== turn) s = apply(s, { type: 'next-phase' }).state;
  return s;
}
const of = <T extends RecordEvent['type']>(events: readonly RecordEvent[], type: T) =>
  events.filter((e): e is Extract<RecordEvent, { type: T }> => e.type === type);
const leader = (s: SauronRecord, id: string) => recordSummary(s).leaders.find((l) => l.id === id)!;

describe('the record: leaders, wounds and Leader Combat', () => {
  test('the record starts with every leader unhurt, Sauron wearing the Ring, Elendil with Narsil, both levels 0, 45 magic points', () => {
    const s = createRecord({ positions: { elendil: '0812' } });
    const sum = recordSummary(s);
    expect(sum.leaders.map((l) => l.id)).toEqual(TABLES.leaders.leaders.map((l) => l.id));
    expect(leader(s, 'elendil')).toMatchObject({
      position: '0812',
      wounds: 0,
      enduranceLeft: 8,
      combat: 7,
      rally: 12,
      weapons: ['narsil'],
      ring: null,
    });
    expect(leader(s, 'sauron')).toMatchObject({ ring: 'worn', rally: 12 });
    expect(sum.demoralization.westernesse).toMatchObject({ level: 0, status: 'steady', threshold: 60, breakPoint: 90 });
    expect([sum.turn, sum.phase, sum.night, sum.magicPoints]).toEqual([1, 'first-magic', false, 45]);
  });

  test('7.221, 7.222: a Leader Combat resolved with dice typed in at the table, applied at once and logged with its clauses', () => {
    const s = createRecord({ phase: 'sauron-combat' });
    const r = apply(s, { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' }, [5]);
    expect(r.events.map((e) => [e.type, e.clause])).toEqual([
      ['leader-combat', '7.221'],
      ['endurance-lost', '7.222'],
    ]);
    expect(leader(r.state, 'baldrim')).toMatchObject({ wounds: 2, enduranceLeft: 5, rally: 6 });
    expect(r.state.log).toHaveLength(1);
    expect(r.state.log[0]).toMatchObject({ seq: 1, turn: 1, phase: 'sauron-combat', action: { type: 'leader-combat' } });
    expect(s.log).toHaveLength(0);
  });

  test('7.221: the program may roll instead (seeded dice replay the same)', () => {
    const s = createRecord({ phase: 'sauron-combat' });
    const a = applyRecordAction(s, { type: 'leader-combat', attacker: 'gorgol', defender: 'anarion' }, SeededDice.fromSeed(7));
    const b = applyRecordAction(s, { type: 'leader-combat', attacker: 'gorgol', defender: 'anarion' }, SeededDice.fromSeed(7));
    expect(a.ok && b.ok && a.value.events).toEqual(b.ok && b.value.events);
  });

  test('typed-in dice: too few stops the action with DiceExhausted (the Match reports "roll one more") and the record is unchanged', () => {
    const s = createRecord({ phase: 'sauron-combat' });
    expect(() =>
      applyRecordAction(s, { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' }, new ScriptedDice([])),
    ).toThrow(DiceExhausted);
    expect(s.leaders.every((l) => l.wounds === 0 && l.attacks === 0)).toBe(true);
  });

  test('7.221: only the phasing leader attacks, in a Combat Phase, an enemy', () => {
    expect(refused(createRecord(), { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' })).toMatchObject({
      code: 'ERR_NOT_PHASING',
      clause: '7.221',
    });
    const s = createRecord({ phase: 'sauron-combat' });
    expect(refused(s, { type: 'leader-combat', attacker: 'elendil', defender: 'gorgol' })).toMatchObject({ code: 'ERR_NOT_PHASING' });
    expect(refused(s, { type: 'leader-combat', attacker: 'gorgol', defender: 'sauron' })).toMatchObject({ code: 'ERR_NOT_OPPOSING' });
  });

  test('SAU-A16, 7.241: outside Mortal Combat a leader attacks once a phase', () => {
    const s = apply(
      createRecord({ phase: 'sauron-combat' }),
      { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' },
      [5],
    ).state;
    expect(refused(s, { type: 'leader-combat', attacker: 'ringwraith', defender: 'cirdan' }, [3])).toMatchObject({
      code: 'ERR_ATTACKED_ALREADY',
      clause: '7.241',
    });
    const unlimited = apply(
      createRecord({ phase: 'sauron-combat', options: { leaderAttacksPerPhase: 0 } }),
      { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' },
      [5],
    ).state;
    expect(apply(unlimited, { type: 'leader-combat', attacker: 'ringwraith', defender: 'cirdan' }, [3]).events[0]!.type).toBe(
      'leader-combat',
    );
  });

  test("7.222, 20.2: a leader killed is removed; his original Rally Points go onto his side's level; Narsil lies where he fell", () => {
    const s = createRecord({ positions: { elendil: '0812' } });
    const r = apply(s, { type: 'wound', leader: 'elendil', points: 9, cause: "the Beast's Death Breath" });
    expect(r.events.map((e) => [e.type, e.clause])).toEqual([
      ['endurance-lost', '7.222'],
      ['leader-killed', '7.222'],
      ['demoralization-change', '20.2'],
      ['demoralization-level', '20.2'],
      ['weapon-lying', 'SAU-A8'],
    ]);
    expect(leader(r.state, 'elendil')).toMatchObject({ alive: false, wounds: 8, enduranceLeft: 0, weapons: [] });
    expect(r.state.demoralization.levels.westernesse).toBe(11);
    expect(r.state.ring.narsil).toEqual({ form: 'whole', bearer: null, lyingAt: '0812' });
    expect(refused(r.state, { type: 'wound', leader: 'elendil', points: 1 })).toMatchObject({ code: 'ERR_LEADER_DEAD', clause: '7.222' });
  });
});

describe('the record: Mortal Combat (22.0-22.4)', () => {
  test('22.0-22.2, 7.241: challenged in one Combat Phase, the leaders meet in a Movement Phase and fight to the death in the next Combat Phase', () => {
    let s = createRecord({ phase: 'sauron-combat' });
    // 22.4: Elendil (12 with Narsil) is too strong for Gorgol (6) to challenge.
    expect(refused(s, { type: 'challenge', challenger: 'gorgol', defender: 'elendil', distance: 2 })).toMatchObject({ clause: '22.4' });
    s = apply(s, { type: 'challenge', challenger: 'gorgol', defender: 'isildur', distance: 2 }).state;
    expect(refused(s, { type: 'challenge', challenger: 'ringwraith', defender: 'anarion', distance: 2 })).toMatchObject({
      code: 'ERR_CHALLENGE_PENDING',
    });
    expect(refused(s, { type: 'next-phase' })).toMatchObject({ code: 'ERR_ANSWER_CHALLENGE', clause: 'SAU-A22' });
    s = apply(s, { type: 'accept' }).state;
    expect(refused(s, { type: 'meet', reached: true })).toMatchObject({ code: 'ERR_NOT_HIS_MOVEMENT', clause: '22.1' });
    s = toPhase(s, 'westernesse-movement');
    s = apply(s, { type: 'meet', reached: true }).state;
    expect(s.mortal!.phase).toBe('fighting');
    expect(refused(s, { type: 'mortal-round' }, [1, 1])).toMatchObject({ code: 'ERR_NOT_COMBAT_PHASE', clause: '22.1' });
    s = toPhase(s, 'westernesse-combat');
    // Gorgol (challenger) 6 v Isildur 9: Gorgol at -3 rolls 3: A2; Isildur at +3 rolls 1: D1.
    let r = apply(s, { type: 'mortal-round' }, [3, 1]);
    expect(of(r.events, 'mortal-round')[0]).toMatchObject({ losses: { gorgol: 3, isildur: 0 } });
    expect(refused(r.state, { type: 'next-phase' })).toMatchObject({ code: 'ERR_MAY_NOT_STOP', clause: '22.2' });
    // Gorgol 3 v 9: -6, the -4 column: 1 = A3 kills him.
    r = apply(r.state, { type: 'mortal-fight' }, [1, 1]);
    expect(r.state.mortal!.outcome).toMatchObject({ result: 'killed', winnerId: 'isildur', deadIds: ['gorgol'] });
    expect(leader(r.state, 'gorgol').alive).toBe(false);
    expect(r.state.demoralization.levels.sauron).toBe(6);
    // 7.241: the Mortal Combat's attacks do not use up Isildur's Leader Combat attack in this phase.
    expect(apply(r.state, { type: 'leader-combat', attacker: 'isildur', defender: 'ringwraith' }, [4]).events[0]!.type).toBe(
      'leader-combat',
    );
  });

  test("22.3: a refusal raises the refuser's side's level by his Rally Points, and he may not rally that turn", () => {
    let s = createRecord({ phase: 'westernesse-combat' });
    s = apply(s, { type: 'challenge', challenger: 'isildur', defender: 'gorgol', distance: 4 }).state;
    const r = apply(s, { type: 'refuse' });
    expect(r.state.demoralization.levels.sauron).toBe(6);
    s = toPhase(r.state, 'joint-rally');
    expect(refused(s, { type: 'rally', leader: 'gorgol' }, [3, 4])).toMatchObject({ code: 'ERR_REFUSED_CHALLENGE', clause: '22.3' });
    expect(apply(s, { type: 'rally', leader: 'ringwraith' }, [3, 4]).events[0]).toMatchObject({
      type: 'rally-roll',
      rating: 7,
      rallied: true,
    });
    s = toPhase(s, 'joint-rally', 2);
    expect(apply(s, { type: 'rally', leader: 'gorgol' }, [3, 4]).events[0]).toMatchObject({ type: 'rally-roll', rating: 6 });
  });

  test("16.61 via 22.0 (SAU-A10 'death'): Isildur kills Sauron in Mortal Combat and takes the Ring; 16.633: he takes it off and destroys it at Orodruin", () => {
    let s = createRecord({ phase: 'westernesse-combat', positions: { isildur: '1010', sauron: '1010' }, options: { ringLoss: 'death' } });
    s = apply(s, { type: 'wound', leader: 'sauron', points: 9 }).state;
    s = apply(s, { type: 'challenge', challenger: 'isildur', defender: 'sauron', distance: 0 }).state;
    s = apply(s, { type: 'accept' }).state;
    // Isildur 9 v Sauron 3: +6, the +5 column: 1 = D2; Sauron at -4: 1 = A3.
    const r = apply(s, { type: 'mortal-fight' }, [1, 1]);
    expect(r.events.map((e) => e.type)).toContain('ring-lost-by-sauron');
    expect(r.state.ring.ring).toMatchObject({ holder: 'isildur', status: 'worn', sauronLost: true });
    // Sauron killed (12, SAU-A5) and the Ring lost (20, 16.61); 10 magic points gone.
    expect(r.state.demoralization.levels.sauron).toBe(32);
    expect(r.state.magicPoints).toBe(35);
    expect(leader(r.state, 'isildur').ring).toBe('worn');
    s = toPhase(r.state, 'joint-rally');
    expect(refused(s, { type: 'destroy-ring' })).toMatchObject({ code: 'ERR_STILL_WORN', clause: '16.633' });
    s = apply(s, { type: 'ring-removal', leader: 'isildur' }, [2]).state;
    expect(leader(s, 'isildur').ring).toBe('off');
    expect(refused(s, { type: 'destroy-ring' })).toMatchObject({ code: 'ERR_NOT_AT_ORODRUIN' });
    s = apply(s, { type: 'move', leader: 'isildur', to: TABLES.game.orodruin }).state;
    const d = apply(s, { type: 'destroy-ring' });
    expect(d.events).toEqual([{ type: 'ring-destroyed', clause: '16.633', leaderId: 'isildur', at: 'Orodruin' }]);
    expect(d.state.ring.ring.status).toBe('destroyed');
  });
});

describe('the record: the Ring changes hands (16.61, 16.62, 16.631; SAU-A10)', () => {
  /** Isildur, challenging, overthrows Sauron (8 wounds) in the Westernesse Combat Phase of turn 1. */
  function overthrow() {
    let s = createRecord({ phase: 'westernesse-combat', positions: { isildur: '1010', sauron: '1010', ringwraith: '1010' } });
    s = apply(s, { type: 'wound', leader: 'sauron', points: 8 }).state;
    s = apply(s, { type: 'challenge', challenger: 'isildur', defender: 'sauron', distance: 0 }).state;
    s = apply(s, { type: 'accept' }).state;
    // Isildur 9 v Sauron 4: +5: 1 = D2; Sauron at -5, the -4 column: 1 = A3, on himself: 5 lost, past his Endurance 10.
    return apply(s, { type: 'mortal-fight' }, [1, 1]);
  }

  test("16.61 via 22.0 (SAU-A10 'overthrown'): Isildur overthrows Sauron in Mortal Combat; Sauron lives one point short of death, 4 Morale down for all purposes, +20 to his level, 10 Magic Capability Points gone; Isildur wears the Ring", () => {
    const r = overthrow();
    expect(r.events.map((e) => e.type)).toEqual([
      'mortal-attack',
      'mortal-attack',
      'mortal-round',
      'endurance-lost',
      'overthrown',
      'ring-taken',
      'ring-lost-by-sauron',
      'demoralization-change',
      'demoralization-level',
      'magic-points-change',
      'magic-points',
      'mortal-combat-over',
    ]);
    expect(of(r.events, 'endurance-lost')).toEqual([expect.objectContaining({ leaderId: 'sauron', points: 1, wounds: 9 })]);
    expect(of(r.events, 'overthrown')[0]).toMatchObject({ clause: 'SAU-A10', leaderId: 'sauron', byId: 'isildur', wounds: 9 });
    expect(of(r.events, 'ring-taken')[0]).toMatchObject({ clause: '16.61', leaderId: 'isildur', from: 'sauron' });
    expect(of(r.events, 'mortal-combat-over')[0]!.outcome).toMatchObject({ result: 'overthrown', winnerId: 'isildur', deadIds: [] });
    expect(r.state.mortal!.phase).toBe('over');
    expect(r.state.ring.ring).toMatchObject({ holder: 'isildur', status: 'worn', sauronLost: true, magicTaken: 10 });
    // Only the Ring's 20: nobody died.
    expect(r.state.demoralization.levels).toEqual({ westernesse: 0, sauron: 20 });
    expect(r.state.magicPoints).toBe(35);
    // 16.61 "for all purposes": Morale 5 - 4 = 1 in Leader Combat, and the rally rating 7 + 1 less the 2 wounds beyond Combat = 6.
    expect(leader(r.state, 'sauron')).toMatchObject({ alive: true, wounds: 9, enduranceLeft: 1, morale: 1, rally: 6, ring: null });
    expect(leader(r.state, 'isildur')).toMatchObject({ alive: true, ring: 'worn' });
  });

  test('16.631, 16.62 via 22.0: the Ringwraith kills Isildur in Mortal Combat, takes the Ring and returns it to Sauron in his hex; all of 16.61 reversed', () => {
    let s = toPhase(overthrow().state, 'sauron-combat', 2);
    // 22.4: the Ringwraith 7 may challenge Isildur 9 (wounds do not count: SAU-A17).
    s = apply(s, { type: 'challenge', challenger: 'ringwraith', defender: 'isildur', distance: 0 }).state;
    s = apply(s, { type: 'accept' }).state;
    // Round 1, the Ringwraith 7 v Isildur 9: -2: 5 = D1; Isildur at +2: 1 = A1D1 (wounds 2 and 1). Round 2, 6 v 7: -1: 6 = D2;
    // Isildur at +1: 1 = A1 (wounds 5). Round 3, 6 v 4: +2: 6 = D3; Isildur at -2: 1 = A2: past his Endurance 7.
    const r = apply(s, { type: 'mortal-fight' }, [5, 1, 6, 1, 6, 1]);
    expect(of(r.events, 'leader-killed')[0]).toMatchObject({ leaderId: 'isildur' });
    expect(of(r.events, 'ring-taken')[0]).toMatchObject({ clause: '16.631', leaderId: 'ringwraith', from: 'isildur' });
    expect(r.state.ring.ring).toMatchObject({ holder: 'ringwraith', sauronLost: true });
    expect(leader(r.state, 'sauron').morale).toBe(1);
    // 16.631: he returns it to Sauron by moving both counters into one hex.
    const apart = apply(r.state, { type: 'move', leader: 'ringwraith', to: '1111' }).state;
    expect(refused(apart, { type: 'return-ring' })).toMatchObject({ code: 'ERR_NOT_TOGETHER', clause: '16.631' });
    const back = apply(apply(apart, { type: 'move', leader: 'ringwraith', to: '1010' }).state, { type: 'return-ring' });
    expect(back.events.map((e) => [e.type, e.clause])).toEqual([
      ['ring-returned', '16.631'],
      ['ring-recovered-by-sauron', '16.62'],
      ['demoralization-change', '16.62'],
      ['demoralization-level', '16.62'],
      ['magic-points-change', '16.62'],
      ['magic-points', '16.62'],
    ]);
    expect(back.state.ring.ring).toMatchObject({ holder: 'sauron', status: 'worn', sauronLost: false, magicTaken: 0 });
    expect(back.state.demoralization.levels.sauron).toBe(0);
    expect(back.state.magicPoints).toBe(45);
    expect(leader(back.state, 'sauron')).toMatchObject({ morale: 5, ring: 'worn' });
  });

  test("SAU-A10 'overthrown': a foe who falls in the same round leaves the Ring lying in Sauron's hex, where Sauron takes it up again (16.62)", () => {
    let s = createRecord({ phase: 'westernesse-combat', positions: { isildur: '1010', sauron: '1010' } });
    s = apply(s, { type: 'wound', leader: 'sauron', points: 8 }).state;
    s = apply(s, { type: 'wound', leader: 'isildur', points: 5 }).state;
    s = apply(s, { type: 'challenge', challenger: 'isildur', defender: 'sauron', distance: 0 }).state;
    s = apply(s, { type: 'accept' }).state;
    // Isildur 4 v Sauron 4: column 0 both ways; 6 = D2 each: Sauron to 10, Isildur to 7, both their Endurance.
    const both = apply(s, { type: 'mortal-fight' }, [6, 6]);
    expect(of(both.events, 'overthrown')[0]).toMatchObject({ leaderId: 'sauron', byId: null, wounds: 9 });
    expect(of(both.events, 'mortal-combat-over')[0]!.outcome).toMatchObject({ result: 'overthrown', winnerId: null, deadIds: ['isildur'] });
    expect(both.state.ring.ring).toMatchObject({ status: 'lying', holder: null, lyingAt: '1010', sauronLost: true });
    expect(leader(both.state, 'isildur').alive).toBe(false);
    expect(leader(both.state, 'sauron').alive).toBe(true);
    const back = apply(toPhase(both.state, 'sauron-movement', 2), { type: 'take-ring', leader: 'sauron' });
    expect(of(back.events, 'ring-taken')[0]).toMatchObject({ clause: '16.62', leaderId: 'sauron' });
    expect(of(back.events, 'ring-recovered-by-sauron')).toHaveLength(1);
    expect(back.state.ring.ring).toMatchObject({ holder: 'sauron', sauronLost: false });
  });

  test("SAU-A10 'overthrown': Sauron, the Ring lost, is killed outright in his next Mortal Combat (22.2); the Ring stays with its holder", () => {
    let s = toPhase(overthrow().state, 'westernesse-combat', 2);
    s = apply(s, { type: 'challenge', challenger: 'isildur', defender: 'sauron', distance: 0 }).state;
    s = apply(s, { type: 'accept' }).state;
    // Isildur 9 v Sauron 7 + 1 - 9 = -1: +10, the +5 column: 1 = D2; Sauron at -4: 2 = A3 on himself.
    const r = apply(s, { type: 'mortal-fight' }, [1, 2]);
    expect(of(r.events, 'overthrown')).toHaveLength(0);
    expect(of(r.events, 'mortal-combat-over')[0]!.outcome).toMatchObject({ result: 'killed', winnerId: 'isildur', deadIds: ['sauron'] });
    expect(leader(r.state, 'sauron').alive).toBe(false);
    expect(r.state.ring.ring).toMatchObject({ holder: 'isildur', sauronLost: true });
    // The Ring's 20 and Sauron's own 12 (SAU-A5).
    expect(r.state.demoralization.levels.sauron).toBe(32);
  });

  test("SAU-A10 'death': the Ring leaves Sauron only when he dies; the same fight kills him", () => {
    let s = createRecord({ phase: 'westernesse-combat', positions: { isildur: '1010', sauron: '1010' }, options: { ringLoss: 'death' } });
    s = apply(s, { type: 'wound', leader: 'sauron', points: 8 }).state;
    s = apply(s, { type: 'challenge', challenger: 'isildur', defender: 'sauron', distance: 0 }).state;
    s = apply(s, { type: 'accept' }).state;
    const r = apply(s, { type: 'mortal-fight' }, [1, 1]);
    expect(of(r.events, 'overthrown')).toHaveLength(0);
    expect(leader(r.state, 'sauron').alive).toBe(false);
    expect(r.state.ring.ring).toMatchObject({ holder: 'isildur', sauronLost: true });
  });
});

describe('the record: the Ring, evil and the third player (16.69)', () => {
  test("16.69, SAU-A14, SAU-A15: Elendil fails three times, turns evil for a third player, who takes the Ringwraith at the end of his first battle's turn", () => {
    let s: SauronRecord = {
      ...createRecord({ phase: 'joint-rally' }),
      ring: { ...createRecord().ring, ring: { ...createRecord().ring.ring, holder: 'elendil', sauronLost: true } },
    };
    s = apply(s, { type: 'ring-removal', leader: 'elendil' }, [6]).state;
    s = toPhase(s, 'joint-rally', 2);
    s = apply(s, { type: 'ring-removal', leader: 'elendil' }, [5]).state;
    s = toPhase(s, 'joint-rally', 3);
    const r = apply(s, { type: 'ring-removal', leader: 'elendil' }, [6]);
    expect(r.events.map((e) => e.type)).toEqual([
      'ring-removal',
      'leader-turned-evil',
      'controller-changed',
      'demoralization-change',
      'demoralization-level',
    ]);
    expect(leader(r.state, 'elendil')).toMatchObject({ controller: 'third', evil: 'third', morale: 7 });
    expect(r.state.demoralization.levels.westernesse).toBe(11);
    expect(r.state.thirdPlayer).toEqual({ leaderId: 'elendil', fromTurn: null, types: [] });
    s = apply(r.state, { type: 'first-battle' }).state;
    const end = apply(s, { type: 'next-phase' });
    expect(end.events[0]).toMatchObject({ type: 'third-player-takes', clause: '16.69', types: ['ringwraith'] });
    expect(leader(end.state, 'ringwraith').controller).toBe('third');
    s = toPhase(end.state, 'first-magic', 5);
    expect(s.thirdPlayer!.types).toEqual(['ringwraith', 'wargs']);
    // The evil Elendil's death no longer counts against Westernesse (SAU-A15).
    expect(apply(s, { type: 'wound', leader: 'elendil', points: 8 }).state.demoralization.levels.westernesse).toBe(11);
  });

  test('16.69: a servant (Basic Morale below 4) is played by the Sauron player', () => {
    let s: SauronRecord = {
      ...createRecord({ phase: 'joint-rally' }),
      ring: { ...createRecord().ring, ring: { ...createRecord().ring.ring, holder: 'baldrim', sauronLost: true } },
    };
    for (const turn of [1, 2, 3]) {
      s = toPhase(s, 'joint-rally', turn);
      s = apply(s, { type: 'ring-removal', leader: 'baldrim' }, [5]).state;
    }
    expect(leader(s, 'baldrim')).toMatchObject({ controller: 'sauron', evil: 'servant' });
    expect(s.thirdPlayer).toBeNull();
    s = toPhase(s, 'sauron-combat', 4);
    expect(apply(s, { type: 'leader-combat', attacker: 'baldrim', defender: 'cirdan' }, [3]).events[0]).toMatchObject({
      attackerId: 'baldrim',
    });
  });
});

describe('the record: Narsil, units, nationalities, night and the end', () => {
  test('19.211, 20.21, 19.212: Narsil broken in melee leaves Elendil the shards: +1 Combat in leader combat only; +10, then +10', () => {
    let s = apply(createRecord(), { type: 'narsil-broken', cause: 'melee' }).state;
    expect(s.demoralization.levels.westernesse).toBe(10);
    expect(leader(s, 'elendil')).toMatchObject({ weapons: ['shards'], combat: 7, rally: 11 });
    s = apply(s, { type: 'pass-narsil', to: 'isildur' }).state;
    expect(leader(s, 'isildur').weapons).toEqual(['shards']);
    s = apply(s, { type: 'shards-destroyed' }).state;
    expect(s.demoralization.levels.westernesse).toBe(20);
  });

  test("SAU-A5: units eliminated raise their side's level by their morale", () => {
    const r = apply(createRecord(), { type: 'unit-eliminated', side: 'westernesse', morale: 'W', count: 3, unit: 'B-3-W' });
    expect(r.state.demoralization.levels.westernesse).toBe(12);
    expect(r.events[0]).toMatchObject({ type: 'unit-eliminated', clause: 'SAU-A5' });
  });

  test('8.11, 8.25: a move into a hex is checked against the units there; with his dwarves gone Baldrim may join men, not elves, and may not rally', () => {
    let s = createRecord({ phase: 'joint-rally' });
    expect(refused(s, { type: 'move', leader: 'baldrim', to: '0606', units: [{ side: 'westernesse', nationality: 'men' }] })).toMatchObject(
      { clause: '8.11' },
    );
    expect(refused(s, { type: 'move', leader: 'baldrim', to: '0606', path: [[{ side: 'sauron', nationality: 'mordor' }]] })).toMatchObject({
      code: 'ERR_ENEMY_UNITS',
    });
    s = apply(s, { type: 'nationality-destroyed', nationality: 'dwarves' }).state;
    expect(
      apply(s, { type: 'move', leader: 'baldrim', to: '0606', units: [{ side: 'westernesse', nationality: 'men' }] }).state.leaders.find(
        (l) => l.id === 'baldrim',
      )!.position,
    ).toBe('0606');
    expect(
      refused(s, { type: 'move', leader: 'baldrim', to: '0707', units: [{ side: 'westernesse', nationality: 'elves' }] }),
    ).toMatchObject({ clause: '8.25' });
    expect(refused(s, { type: 'rally', leader: 'baldrim' }, [3, 4])).toMatchObject({ code: 'ERR_NO_UNITS_LEFT', clause: '8.25' });
  });

  test("8.331, SAU-A5: a Demoralized side's leaders rally at 2 less", () => {
    const s = apply(createRecord(), { type: 'unit-eliminated', side: 'westernesse', morale: 'W', count: 15 }).state;
    expect(s.demoralization.levels.westernesse).toBe(60);
    expect(leader(s, 'isildur').rally).toBe(7);
    expect(recordSummary(s).demoralization.westernesse.status).toBe('demoralized');
  });

  test('SAU-A19: night falls with turn 15: Sauron rallies at 13, automatically', () => {
    let s = createRecord({ turn: 14, phase: 'joint-rally' });
    const r = apply(s, { type: 'next-phase' });
    expect(r.events.map((e) => e.type)).toEqual(['night-falls', 'phase']);
    s = toPhase(r.state, 'joint-rally', 15);
    expect(leader(s, 'sauron').rally).toBe(13);
    expect(apply(s, { type: 'rally', leader: 'sauron' }).events[0]).toMatchObject({ clause: '8.37', rallies: 'automatic', rallied: true });
  });

  test('SAU-A5: a side that breaks ends the game; nothing more is recorded', () => {
    const r = apply(createRecord(), { type: 'unit-eliminated', side: 'sauron', morale: 'W', count: 30 });
    expect(r.events.map((e) => e.type)).toEqual([
      'unit-eliminated',
      'demoralization-change',
      'demoralization-level',
      'side-demoralized',
      'side-broken',
      'game-over',
    ]);
    expect(r.state.over).toMatchObject({ winner: 'westernesse', clause: 'SAU-A5' });
    expect(refused(r.state, { type: 'next-phase' })).toMatchObject({ code: 'ERR_GAME_OVER' });
  });

  test('SAU-A6: the turn runs First Magic, Sauron Movement and Combat, Second Magic, Westernesse Movement and Combat, Joint Rally; the game ends after turn 18', () => {
    let s = createRecord();
    const seen: Phase[] = [s.phase];
    for (let i = 0; i < PHASES.length - 1; i++) {
      s = apply(s, { type: 'next-phase' }).state;
      seen.push(s.phase);
    }
    expect(seen).toEqual([...PHASES]);
    s = createRecord({ turn: 18, phase: 'joint-rally' });
    const end = apply(s, { type: 'next-phase' });
    expect(end.state.over).toMatchObject({ clause: 'SAU-A6', winner: null });
  });

  test('SAU-A25: Sauron spends magic points, never more than he has', () => {
    const s = apply(createRecord(), { type: 'spend-magic', points: 40 }).state;
    expect(s.magicPoints).toBe(5);
    expect(refused(s, { type: 'spend-magic', points: 6 })).toMatchObject({ clause: 'SAU-A25' });
  });

  test("a malformed action is refused, naming no rule but the core's", () => {
    expect(refused(createRecord(), { type: 'wound', leader: 'elendil', points: 0 } as RecordActionInput)).toMatchObject({
      code: 'ERR_MALFORMED_ACTION',
    });
  });

  test('every logged event names a clause; wounds stay within Endurance and levels at 0 or more, whatever the referee does (property)', () => {
    const ids = TABLES.leaders.leaders.map((l) => l.id);
    const id = fc.constantFrom(...ids);
    const action: fc.Arbitrary<RecordActionInput> = fc.oneof(
      fc.record({ type: fc.constant('next-phase' as const) }),
      fc.record({ type: fc.constant('leader-combat' as const), attacker: id, defender: id }),
      fc.record({ type: fc.constant('wound' as const), leader: id, points: fc.integer({ min: 1, max: 4 }) }),
      fc.record({ type: fc.constant('challenge' as const), challenger: id, defender: id, distance: fc.integer({ min: 0, max: 5 }) }),
      fc.record({ type: fc.constantFrom('accept' as const, 'refuse' as const, 'mortal-fight' as const, 'mortal-round' as const) }),
      fc.record({ type: fc.constant('meet' as const), reached: fc.boolean() }),
      fc.record({ type: fc.constant('rally' as const), leader: id }),
      fc.record({ type: fc.constant('ring-removal' as const), leader: id }),
      fc.record({ type: fc.constant('take-ring' as const), leader: id }),
      fc.record({ type: fc.constant('narsil-broken' as const), cause: fc.constant('melee' as const) }),
      fc.record({
        type: fc.constant('unit-eliminated' as const),
        side: fc.constantFrom('westernesse' as const, 'sauron' as const),
        morale: fc.constantFrom('W' as const, 'Z' as const),
      }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 80 }), fc.integer(), (actions, seed) => {
        const dice = SeededDice.fromSeed(seed);
        let s = createRecord();
        for (const a of actions) {
          const r = applyRecordAction(s, a, dice);
          if (r.ok) s = r.value.state;
          else expect(r.error.clause.length).toBeGreaterThan(0);
        }
        for (const entry of s.log)
          for (const e of entry.events) expect(typeof e.clause === 'string' && e.clause.length > 0, e.type).toBe(true);
        for (const l of s.leaders) expect(l.wounds).toBeLessThanOrEqual(TABLES.leadersById.get(l.id)!.endurance);
        expect(s.demoralization.levels.westernesse).toBeGreaterThanOrEqual(0);
        expect(s.demoralization.levels.sauron).toBeGreaterThanOrEqual(0);
      }),
      { numRuns: 150 },
    );
  });
});
