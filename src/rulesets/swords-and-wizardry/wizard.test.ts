/**
 * The Wizard: the die decides his conflicts (Attack Table, Notes: Wizard; Notes on Playing Pieces:
 * Wizard), Wizard v Wizard, the bounce-back, no rescue, and his long flight.
 */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { act, at, eventsOfType, layout, legal, move, position, refuse, SPARES } from './test-helpers.js';
import type { PieceKind } from './vocabulary.js';

const spares = { h2: 'red men-at-arms', c9: 'black men-at-arms' };
type Expect = 'wizard falls' | 'other falls' | 'neither';

/**
 * From the seed: "5 or 6 All pieces eliminated automatically (except opposing Wizard); 3 or 4 All
 * non-Monster pieces eliminated; 2 Peasants only eliminated; 1 Wizard eliminated."
 */
function expected(throw_: number, other: 'monster' | 'non-monster' | 'peasants'): Expect {
  if (throw_ === 1) return 'wizard falls';
  if (throw_ >= 5) return 'other falls';
  if (throw_ >= 3) return other === 'monster' ? 'neither' : 'other falls';
  return other === 'peasants' ? 'other falls' : 'neither';
}

const OTHERS: readonly (readonly [PieceKind, 'monster' | 'non-monster' | 'peasants'])[] = [
  ['giant', 'monster'],
  ['dragon', 'monster'],
  ['knights', 'non-monster'],
  ['king', 'non-monster'],
  ['siege-catapult', 'non-monster'],
  ['peasants', 'peasants'],
];

describe('Attack Table, Notes: Wizard — the die decides every conflict involving the Wizard', () => {
  for (const [other, group] of OTHERS) {
    for (let t = 1; t <= 6; t++) {
      const want = expected(t, group);
      test(`Wizard's die: attacking a ${other} (${group}), a throw of ${t}: ${want}`, () => {
        const s = position({ c3: ['red', 'wizard'], c4: ['black', other], ...SPARES });
        const dice = new ScriptedDice([t]);
        const { state, events } = act(s, move('c3', 'c4'), { dice });
        expect(dice.used).toBe(1);
        const [roll] = eventsOfType(events, 'roll');
        expect(roll).toMatchObject({ value: t, clause: 'Attack Table, Notes: Wizard' });
        const [result] = eventsOfType(events, 'challenge-result');
        expect(result!.clause).toBe('Attack Table, Notes: Wizard');
        if (want === 'wizard falls') expect(layout(state)).toEqual({ c4: `black ${other}`, ...spares });
        if (want === 'other falls') expect(layout(state)).toEqual({ c4: 'red wizard', ...spares });
        // "Should the die throw result in neither piece being defeated, the Wizard bounces back"
        if (want === 'neither') expect(layout(state)).toEqual({ c3: 'red wizard', c4: `black ${other}`, ...spares });
      });

      test(`Wizard's die: defending against a ${other} (${group}), a throw of ${t}: ${want}`, () => {
        const s = position({ c3: ['red', other], c4: ['black', 'wizard'], ...SPARES });
        const dice = new ScriptedDice([t]);
        const { state } = act(s, move('c3', 'c4'), { dice });
        expect(dice.used).toBe(1);
        // A Siege Catapult that defeats the Wizard stays on its own square (Siege Catapult).
        const winner = other === 'siege-catapult' ? { c3: `red ${other}` } : { c4: `red ${other}` };
        if (want === 'wizard falls') expect(layout(state)).toEqual({ ...winner, ...spares });
        if (want === 'other falls') expect(layout(state)).toEqual({ c4: 'black wizard', ...spares });
        if (want === 'neither') expect(layout(state)).toEqual({ c3: `red ${other}`, c4: 'black wizard', ...spares });
      });
    }
  }

  test("Wizard's die: a Wizard defending in a forest is still decided by the die, not the Ogre's powers", () => {
    const s = position({ b4: ['red', 'ogre'], b5: ['black', 'wizard'], ...SPARES });
    expect(layout(act(s, move('b4', 'b5'), { dice: [4] }).state)).toEqual({ b4: 'red ogre', b5: 'black wizard', ...spares });
    expect(layout(act(s, move('b4', 'b5'), { dice: [5] }).state)).toEqual({ b5: 'black wizard', ...spares });
  });
});

describe('Attack Table, Notes: Wizard v Wizard', () => {
  for (let a = 1; a <= 6; a++) {
    for (let d = 1; d <= 6; d++) {
      const want = a === d ? 'both eliminated' : a > d ? 'the defending Wizard is eliminated' : 'the attacking Wizard is eliminated';
      test(`Wizard v Wizard: attacker throws ${a}, defender ${d}: ${want}`, () => {
        const s = position({ c3: ['red', 'wizard'], c4: ['black', 'wizard'], ...SPARES });
        const dice = new ScriptedDice([a, d]);
        const { state, events } = act(s, move('c3', 'c4'), { dice });
        expect(dice.used).toBe(2);
        expect(eventsOfType(events, 'roll').map((r) => r.value)).toEqual([a, d]);
        expect(eventsOfType(events, 'challenge-result')[0]!.clause).toBe('Attack Table, Notes: Wizard v Wizard');
        const want = a === d ? spares : a > d ? { c4: 'red wizard', ...spares } : { c4: 'black wizard', ...spares };
        expect(layout(state)).toEqual(want);
      });
    }
  }
});

describe('Notes on Playing Pieces: Wizard — bounce-back, no rescue', () => {
  test('Wizard bounce-back (SW-A6 origin): after a No Result at the end of a long flight he returns to the square he came from', () => {
    const s = position({ a3: ['red', 'wizard'], f3: ['black', 'giant'], ...SPARES });
    const { state } = act(s, move('a3', 'f3'), { dice: [3] });
    expect(layout(state)).toEqual({ a3: 'red wizard', f3: 'black giant', ...spares });
  });

  test('Wizard bounce-back (SW-A6 one-back): with wizardBounce one-back he stops one square short of the defender', () => {
    const s = position({ a3: ['red', 'wizard'], f3: ['black', 'giant'], ...SPARES }, { options: { wizardBounce: 'one-back' } });
    const { state, events } = act(s, move('a3', 'f3'), { dice: [2] });
    expect(layout(state)).toEqual({ e3: 'red wizard', f3: 'black giant', ...spares });
    expect(eventsOfType(events, 'challenge-result')[0]!.attackerOn).toBe('e3');
    // Vertically too, and a one-square challenge bounces to where he came from either way.
    const v = position({ d1: ['red', 'wizard'], d3: ['black', 'dragon'], ...SPARES }, { options: { wizardBounce: 'one-back' } });
    expect(layout(act(v, move('d1', 'd3'), { dice: [4] }).state)).toMatchObject({ d2: 'red wizard', d3: 'black dragon' });
    const step = position({ c3: ['red', 'wizard'], c4: ['black', 'ogre'], ...SPARES }, { options: { wizardBounce: 'one-back' } });
    expect(layout(act(step, move('c3', 'c4'), { dice: [3] }).state)).toMatchObject({ c3: 'red wizard', c4: 'black ogre' });
  });

  test('Wizard bounce-back (SW-A6 one-back): when the square before the defender is the lake he returns to his origin', () => {
    const s = position({ d2: ['red', 'wizard'], d5: ['black', 'giant'], ...SPARES }, { options: { wizardBounce: 'one-back' } });
    expect(layout(act(s, move('d2', 'd5'), { dice: [3] }).state)).toMatchObject({ d2: 'red wizard', d5: 'black giant' });
  });

  test('Wizard cannot rescue the Princess: No Result, and no die is thrown', () => {
    const s = position({ c3: ['red', 'wizard'], c4: ['black', 'princess'], ...SPARES });
    const { state, events } = act(s, move('c3', 'c4'), { dice: [] }); // a throw would exhaust the scripted dice
    expect(eventsOfType(events, 'roll')).toEqual([]);
    expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: '-', clause: 'Notes on Playing Pieces: Wizard' });
    expect(layout(state)).toEqual({ c3: 'red wizard', c4: 'black princess', ...spares });
    expect(at(state, 'c4')!.revealed).toBe(true);
    expect(state.outcome).toBeNull();
  });

  test('Wizard cannot rescue the Princess: from a long flight he returns to his origin (SW-A6)', () => {
    const s = position({ a3: ['red', 'wizard'], f3: ['black', 'princess'], ...SPARES });
    expect(layout(act(s, move('a3', 'f3')).state)).toMatchObject({ a3: 'red wizard', f3: 'black princess' });
  });

  test("Wizard cannot challenge a castle's occupant (SW-A10)", () => {
    const s = position({ j7: ['red', 'wizard'], j9: ['black', 'king'], ...SPARES });
    expect(refuse(s, move('j7', 'j9'), { dice: [6] })).toMatchObject({ code: 'ERR_CASTLE', clause: 'Playing Board (a) Castles' });
  });
});

describe('Notes on Playing Pieces: Wizard — "any number of squares sideways, backwards and forwards, providing the path is clear"', () => {
  test('Wizard slide: along a clear path any distance in the four directions', () => {
    const s = position({ a3: ['red', 'wizard'], ...SPARES });
    const moves = legal(s).filter((m) => m.startsWith('a3-'));
    expect(moves).toEqual(
      [
        'a3-a1',
        'a3-a10',
        'a3-a2',
        'a3-a4',
        'a3-a5',
        'a3-a6',
        'a3-a7',
        'a3-a8',
        'a3-a9',
        'a3-b3',
        'a3-c3',
        'a3-d3',
        'a3-e3',
        'a3-f3',
        'a3-g3',
        'a3-h3',
        'a3-i3',
        'a3-j3',
      ].sort(),
    );
    const { events, state } = act(s, move('a3', 'j3'));
    expect(eventsOfType(events, 'moved')[0]).toMatchObject({
      from: 'a3',
      to: 'j3',
      how: 'slide',
      clause: 'Notes on Playing Pieces: Wizard',
    });
    expect(layout(state)).toMatchObject({ j3: 'red wizard' });
  });

  test('Wizard slide: blocked by a piece of either side; he may challenge the first enemy piece on his path, not beyond', () => {
    const s = position({ a3: ['red', 'wizard'], d3: ['black', 'giant'], a6: ['red', 'peasants'], ...SPARES });
    expect(refuse(s, move('a3', 'f3'))).toMatchObject({ code: 'ERR_PATH_BLOCKED', clause: 'Notes on Playing Pieces: Wizard' });
    expect(refuse(s, move('a3', 'a8'))).toMatchObject({ code: 'ERR_PATH_BLOCKED' });
    const moves = legal(s).filter((m) => m.startsWith('a3-'));
    expect(moves).toContain('a3-d3');
    expect(moves).toContain('a3-a5');
    expect(moves).not.toContain('a3-e3');
    expect(moves).not.toContain('a3-a6');
    expect(moves).not.toContain('a3-a7');
  });

  test('Wizard slide: flies directly over the lake (not onto it)', () => {
    const s = position({ d2: ['red', 'wizard'], ...SPARES });
    expect(layout(act(s, move('d2', 'd6')).state)).toMatchObject({ d6: 'red wizard' });
    expect(legal(s)).toContain('d2-d5');
    expect(refuse(s, move('d2', 'd4'))).toMatchObject({ code: 'ERR_LAKE', clause: 'Playing Board (c) Lake' });
    const across = position({ d5: ['red', 'wizard'], ...SPARES });
    expect(legal(across)).toContain('d5-f5'); // over e5
    expect(legal(across)).toContain('d5-j5'); // over e5, through the Grimmwood
  });

  test("Wizard slide: the bridge is his only diagonal move, a single step like everyone's", () => {
    const s = position({ e6: ['red', 'wizard'], ...SPARES });
    expect(legal(s)).toContain('e6-f5');
    expect(eventsOfType(act(s, move('e6', 'f5')).events, 'moved')[0]).toMatchObject({ how: 'bridge', clause: 'Playing Board (c) Lake' });
    expect(refuse(s, move('e6', 'g4'))).toMatchObject({ code: 'ERR_NOT_A_MOVE' }); // no long diagonal along the bridge
    expect(refuse(s, move('e6', 'd7'))).toMatchObject({ code: 'ERR_NOT_A_MOVE', clause: 'Commencement of Game' });
    expect(refuse(position({ c3: ['red', 'wizard'], ...SPARES }), move('c3', 'e5'))).toMatchObject({ code: 'ERR_LAKE' });
    expect(refuse(position({ c3: ['red', 'wizard'], ...SPARES }), move('c3', 'f6'))).toMatchObject({ code: 'ERR_LAKE' });
    expect(refuse(position({ c3: ['red', 'wizard'], ...SPARES }), move('c3', 'e1'))).toMatchObject({ code: 'ERR_NOT_A_MOVE' });
  });

  test('Wizard slide: a challenge at the end of a long flight is resolved by the die', () => {
    const s = position({ a3: ['red', 'wizard'], j3: ['black', 'knights'], ...SPARES });
    const { state, events } = act(s, move('a3', 'j3'), { dice: [3] });
    expect(eventsOfType(events, 'challenge')[0]!.how).toBe('slide');
    expect(layout(state)).toEqual({ j3: 'red wizard', ...spares });
  });
});
