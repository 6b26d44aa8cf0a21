import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../../core/dice.js';
import {
  applyCharacterCombatAction,
  assignWounds,
  autoDecideCharacterCombat,
  captureUnengaged,
  characterCombatToAct,
  createCharacterCombat,
  monsterPairings,
  woundsFor,
  type CharacterCombatActionInput,
  type CharacterCombatEvent,
  type CharacterCombatSetup,
  type CharacterCombatState,
  type CvaSide,
} from './character-combat.js';
import { frac } from './fraction.js';
import { characterInput, unitInput } from './test-helpers.js';

function start(setup: CharacterCombatSetup): CharacterCombatState {
  const r = createCharacterCombat(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}
function play(state: CharacterCombatState, dice: number[], ...steps: [CvaSide, CharacterCombatActionInput][]) {
  const d = new ScriptedDice(dice);
  const events: CharacterCombatEvent[] = [];
  for (const [by, action] of steps) {
    const r = applyCharacterCombatAction(state, by, action, d);
    if (!r.ok) throw new Error(`${by} ${JSON.stringify(action)}: ${r.error.message}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events, used: d.used };
}
const of = <T extends CharacterCombatEvent['type']>(events: CharacterCombatEvent[], type: T) =>
  events.filter((e): e is Extract<CharacterCombatEvent, { type: T }> => e.type === type);

const orcs = (over = {}) => unitInput('orcs', { race: 'Orc', attack: 3, morale: 2, ...over });
const heroes = [characterInput('almuric', { fightingStrength: 30 }), characterInput('dierdra', { fightingStrength: 20 })];

describe('VII: Character vs Army combat', () => {
  test('VII.A.1, VII.A.2, VII.A.3: unit x10 against the summed fighting strengths, characters counting as cavalry, losses as wounds', () => {
    const s = start({ army: { units: [orcs()] }, party: { characters: heroes } });
    const r = play(s, [4, 3, 1], ['army', { type: 'designate', unitId: 'orcs' }], ['party', { type: 'fight' }]);
    expect(r.used).toBe(3);
    expect(of(r.events, 'cva-strength')[0]).toMatchObject({ army: 30, party: 50 });
    expect(of(r.events, 'cva-die-roll')[1]).toMatchObject({
      by: 'party',
      roll: 3,
      modifiers: [{ clause: 'VII.A.3', value: 1 }],
      modified: 4,
    });
    // Difference 0: 25% of 30 = 7 1/2 on the characters (one wound, SSV-A4); 25% of 50 = 12 1/2 on 30 points: Demoralized.
    expect(of(r.events, 'cva-loss-table')[0]).toMatchObject({
      clause: 'III.D.4.a',
      army: { inflicts: frac(15, 2) },
      party: { inflicts: frac(25, 2) },
    });
    expect(of(r.events, 'cva-loss')[0]).toMatchObject({ lossStrength: 30, band: 'III.D.5.b(2)' });
    expect(of(r.events, 'cva-wounds')[0]).toMatchObject({
      wounds: 1,
      assigned: [{ characterId: 'almuric', wounds: 1, totalWounds: 1, dead: false }],
    });
    expect(r.state.army.units[0]!.demoralized).toBe(true);
    expect(characterCombatToAct(r.state)).toBe('party');
  });

  test('VII.A.1: basic strength in a Dragon Tunnel complex or on a Bridge', () => {
    const r = play(
      start({ army: { units: [orcs()] }, party: { characters: heroes }, basicStrength: true }),
      [4, 3, 1],
      ['army', { type: 'designate', unitId: 'orcs' }],
      ['party', { type: 'fight' }],
    );
    expect(of(r.events, 'cva-strength')[0]).toMatchObject({ army: 3, party: 50 });
    expect(of(r.events, 'cva-loss')[0]).toMatchObject({ lossStrength: 3, result: 'eliminated' });
  });

  test("VII.A (SSV-A36, option cvaLossStrength 'basic'): the unit's loss strength stays basic while its attack is x10", () => {
    const setup = { army: { units: [orcs()] }, party: { characters: heroes } };
    const x10 = play(start(setup), [4, 3, 1], ['army', { type: 'designate', unitId: 'orcs' }], ['party', { type: 'fight' }]);
    const basic = play(
      start({ ...setup, options: { cvaLossStrength: 'basic' as const } }),
      [4, 3, 1],
      ['army', { type: 'designate', unitId: 'orcs' }],
      ['party', { type: 'fight' }],
    );
    expect(of(basic.events, 'cva-strength')[0]).toMatchObject({ army: 30, party: 50 });
    // The same 12 1/2 points of loss: a third or more of 30 demoralizes; against a basic 3 it eliminates.
    expect(of(x10.events, 'cva-loss')[0]).toMatchObject({ lossStrength: 30, result: 'partial' });
    expect(of(basic.events, 'cva-loss')[0]).toMatchObject({ lossStrength: 3, result: 'eliminated' });
  });

  test('VII.A.3 (SSV-A4): every full 10 points of loss is a wound, at least one for any loss', () => {
    expect([frac(0), frac(1, 2), frac(10), frac(199, 10), frac(20)].map(woundsFor)).toEqual([0, 1, 1, 1, 2]);
  });

  test("VII.A.3, SSV-A35: the odd wound goes to the character with the most fighting strength left; woundOrder 'listed': to the first listed", () => {
    const party = {
      characters: [characterInput('dierdra', { fightingStrength: 20 }), characterInput('almuric', { fightingStrength: 30 })],
    };
    const wounded = (options = {}) =>
      of(
        play(
          start({ army: { units: [orcs()] }, party, options }),
          [4, 3, 1],
          ['army', { type: 'designate', unitId: 'orcs' }],
          ['party', { type: 'fight' }],
        ).events,
        'cva-wounds',
      )[0]!.assigned.map((a) => a.characterId);
    expect(wounded()).toEqual(['almuric']);
    expect(wounded({ woundOrder: 'listed' as const })).toEqual(['dierdra']);
  });

  test('VII.A.3: each character gets one wound before any gets two', () => {
    expect([...assignWounds(3, ['x', 'y'])]).toEqual([
      ['x', 2],
      ['y', 1],
    ]);
    expect([...assignWounds(4, ['x', 'y', 'z'])]).toEqual([
      ['x', 2],
      ['y', 1],
      ['z', 1],
    ]);
  });

  test('VII.A.3 (SSV-A4): a character dies when his wounds reach FS/10; all dead, the army wins', () => {
    const s = start({ army: { units: [orcs({ attack: 4 })] }, party: { characters: [characterInput('tim', { fightingStrength: 10 })] } });
    const r = play(s, [6, 1, 1, 1], ['army', { type: 'designate', unitId: 'orcs' }], ['party', { type: 'fight' }]);
    expect(of(r.events, 'cva-wounds')[0]!.assigned).toEqual([{ characterId: 'tim', wounds: 1, totalWounds: 1, dead: true }]);
    expect(r.state.outcome).toMatchObject({ winner: 'army', reason: 'characters-killed' });
  });

  test('VII.A.2.a: monsters do not combine their strengths', () => {
    const r = createCharacterCombat({
      army: { units: [orcs()] },
      party: { characters: [characterInput('m1', { monster: true }), characterInput('m2', { monster: true })] },
    });
    expect(!r.ok && r.error.clause).toBe('VII.A.2.a');
    expect(monsterPairings(['m1', 'm2', 'm3'], ['u1', 'u2'])).toEqual([
      { monsterId: 'm1', unitId: 'u1' },
      { monsterId: 'm2', unitId: 'u2' },
      { monsterId: 'm3', unitId: null },
    ]);
  });

  test('VII.A.2.a(1): an army unit battling a Killer Penguin is Demoralized after the first round', () => {
    const s = start({
      army: { units: [orcs({ morale: 6 })] },
      party: { characters: [characterInput('penguin', { monster: true, killerPenguin: true })] },
    });
    const r = play(s, [3, 3, 1, 1], ['army', { type: 'designate', unitId: 'orcs' }], ['party', { type: 'fight' }]);
    expect(of(r.events, 'cva-morale-check').map((e) => e.passed)).toEqual([true, true]);
    expect(of(r.events, 'cva-demoralized')).toEqual([expect.objectContaining({ clause: 'V.C', cause: 'VII.A.2.a(1)' })]);
  });

  test('VII.A.2.b, VII.A.3.b: monsters never withdraw', () => {
    const s = start({
      army: { units: [orcs({ morale: 6 })] },
      party: { characters: [characterInput('wyrm', { monster: true, fightingStrength: 60 })] },
    });
    const r = play(s, [3, 3, 1, 1], ['army', { type: 'designate', unitId: 'orcs' }], ['party', { type: 'fight' }]);
    const w = applyCharacterCombatAction(r.state, 'party', { type: 'withdraw' }, new ScriptedDice([]));
    expect(!w.ok && w.error.clause).toBe('VII.A.3.b');
  });

  test('VII.A.3: characters withdraw as an army does: one more round inflicting nothing, then they leave', () => {
    const s = start({ army: { units: [orcs()] }, party: { characters: heroes } });
    const r1 = play(s, [4, 3, 1], ['army', { type: 'designate', unitId: 'orcs' }], ['party', { type: 'fight' }]);
    const r2 = play(r1.state, [3, 3, 1], ['party', { type: 'withdraw' }]);
    expect(of(r2.events, 'cva-strength')[0]).toMatchObject({ round: 2, party: 0 });
    expect(of(r2.events, 'cva-characters-withdrew')[0]).toMatchObject({ characterIds: ['almuric', 'dierdra'] });
    expect(r2.state.outcome).toMatchObject({ reason: 'characters-withdrew' });
  });

  test('VII.A.3.a: a Demoralized unit may be replaced by another', () => {
    const s = start({ army: { units: [orcs(), unitInput('goblins', { race: 'Goblin', attack: 2 })] }, party: { characters: heroes } });
    const r1 = play(s, [4, 3, 1], ['army', { type: 'designate', unitId: 'orcs' }], ['party', { type: 'fight' }]);
    expect(characterCombatToAct(r1.state)).toBe('army');
    const r2 = play(r1.state, [], ['army', { type: 'designate', unitId: 'goblins' }]);
    expect(of(r2.events, 'cva-designated')[0]).toMatchObject({ clause: 'VII.A.3.a', unitId: 'goblins', substitute: true });
  });

  test("VII.A.3.a(1), SSV-A60 'ends': when the led unit is eliminated the combat becomes Character vs Character, and with this option it ends there", () => {
    const s = start({
      army: { units: [orcs({ attack: 1 })], characters: [characterInput('krawn', { race: 'Orc', leadership: 3 })] },
      party: { characters: [characterInput('loki', { fightingStrength: 60 })] },
      options: { characterVsCharacter: 'ends' },
    });
    const r = play(s, [1, 6], ['army', { type: 'designate', unitId: 'orcs', leaderId: 'krawn' }], ['party', { type: 'fight' }]);
    expect(of(r.events, 'cva-die-roll')[0]!.modifiers).toEqual([expect.objectContaining({ clause: 'VII.A', value: 3 })]);
    expect(of(r.events, 'cva-becomes-character-combat')[0]).toMatchObject({ clause: 'VII.A.3.a(1)', leaderId: 'krawn', against: ['loki'] });
    expect(r.state.outcome).toMatchObject({ winner: null, reason: 'character-vs-character' });
  });

  test('VII.A.3.a(1), SSV-A60: when the led unit is eliminated its leader fights on alone against all the characters, losses as wounds both ways', () => {
    const s = start({
      army: { units: [orcs({ attack: 1 })], characters: [characterInput('krawn', { race: 'Orc', leadership: 3 })] },
      party: { characters: [characterInput('loki', { fightingStrength: 60 })] },
    });
    // Round 1: 1 + 3 (Krawn) against 6 + 1 (cavalry): 40% of 60 eliminates the orcs (10); 10% of 10 is Loki's first wound.
    const r1 = play(s, [1, 6], ['army', { type: 'designate', unitId: 'orcs', leaderId: 'krawn' }], ['party', { type: 'fight' }]);
    expect(of(r1.events, 'cva-becomes-character-combat')[0]).toMatchObject({
      clause: 'VII.A.3.a(1)',
      leaderId: 'krawn',
      against: ['loki'],
    });
    expect(r1.state.phase).toBe('fight');
    expect(r1.state.army.alone).toMatchObject({ id: 'krawn', wounds: 0, dead: false });
    // Round 2: Krawn 30 against Loki 50 (60 less a wound), no cavalry modifier (50 < 2 x 30); 6 against 1: 50% of 30 is a wound.
    const r2 = play(r1.state, [6, 1], ['party', { type: 'fight' }]);
    expect(of(r2.events, 'cva-strength')[0]).toMatchObject({ clause: 'VII.A.3.a(1)', round: 2, army: 30, party: 50 });
    expect(of(r2.events, 'cva-wounds')).toEqual([
      expect.objectContaining({
        clause: 'VII.A.3',
        wounds: 1,
        assigned: [{ characterId: 'loki', wounds: 1, totalWounds: 2, dead: false }],
      }),
    ]);
    // Round 3: 1 against 6: 50% of Loki's 40 is two wounds on Krawn; round 4: Loki 40 is twice Krawn's 10 (+1), two more: dead at 3.
    const r3 = play(r2.state, [1, 6, 1, 6], ['party', { type: 'fight' }], ['party', { type: 'fight' }]);
    expect(of(r3.events, 'cva-die-roll').at(-1)!.modifiers).toEqual([expect.objectContaining({ clause: 'VII.A.3', value: 1 })]);
    expect(of(r3.events, 'cva-wounds').map((e) => e.assigned)).toEqual([
      [{ characterId: 'krawn', wounds: 2, totalWounds: 2, dead: false }],
      [{ characterId: 'krawn', wounds: 2, totalWounds: 4, dead: true }],
    ]);
    expect(r3.state.outcome).toEqual({ winner: 'party', reason: 'leader-killed', clause: 'VII.A.3.a(1)', rounds: 4 });
  });

  test('VII: characters that battle no army unit are captured; monsters cannot be (VII.A.2.b)', () => {
    const events = captureUnengaged([characterInput('tim'), characterInput('wyrm', { monster: true }), characterInput('loki')], ['loki']);
    expect(events).toEqual([
      { type: 'captured', clause: 'VII', characterId: 'tim' },
      { type: 'must-fight', clause: 'VII.A.2.b', characterId: 'wyrm' },
    ]);
  });

  test('VII: unattended combats always end', () => {
    for (let seed = 0; seed < 300; seed++) {
      const dice = SeededDice.fromSeed(seed);
      const monster = seed % 3 === 0;
      let state = start({
        army: {
          units: [orcs({ attack: 1 + (seed % 5) }), unitInput('men', { attack: 2 + (seed % 3) })],
          characters: [characterInput('krawn', { race: 'Orc', leadership: 2 })],
        },
        party: {
          characters: monster ? [characterInput('wyrm', { monster: true, fightingStrength: 40, killerPenguin: seed % 2 === 0 })] : heroes,
        },
        options: { roundLimit: 50 },
      });
      for (let step = 0; state.phase !== 'over'; step++) {
        expect(step).toBeLessThan(200);
        const by = characterCombatToAct(state)!;
        const r = applyCharacterCombatAction(state, by, autoDecideCharacterCombat(state)!, dice);
        if (!r.ok) throw new Error(r.error.message);
        state = r.value.state;
      }
      expect(state.outcome!.rounds).toBeLessThanOrEqual(50);
    }
  });
});
