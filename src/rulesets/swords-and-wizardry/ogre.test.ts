/**
 * The Ogre in Forest Sauvage and Grimmwood (Notes on Playing Pieces: Ogre; Playing Board (b) Forests;
 * Natural Features: Grimmwood/Forest Sauvage): "the Ogre will automatically defeat any Military force,
 * whether attacking or defending ... when an Ogre attacks a piece situated on a wooded square or when an
 * Ogre is attacked when situated on a wooded square."
 */
import { describe, expect, test } from 'vitest';
import { act, eventsOfType, layout, move, position, SPARES } from './test-helpers.js';
import type { PieceKind } from './vocabulary.js';

const spares = { h2: 'red men-at-arms', c9: 'black men-at-arms' };
const MILITARY: readonly PieceKind[] = ['knights', 'men-at-arms', 'bowmen', 'peasants'];
/** From the printed table: Ogre attacking each Military piece, and each attacking the Ogre. */
const TABLE_OGRE_ATTACKS: Record<string, string> = { knights: 'A', 'men-at-arms': 'A', bowmen: 'D', peasants: 'D' };
const TABLE_ATTACKS_OGRE: Record<string, string> = { knights: 'D', 'men-at-arms': 'D', bowmen: 'A', peasants: 'A' };

/** [open square, wooded square beside it, forest] */
const FORESTS = [
  ['c4', 'c5', 'Forest Sauvage'],
  ['h4', 'h5', 'Grimmwood'],
] as const;

describe('Notes on Playing Pieces: Ogre — enhanced in the forests', () => {
  for (const [open, wood, forest] of FORESTS) {
    for (const m of MILITARY) {
      test(`Ogre in forests (${forest}): an Ogre attacking ${m} on a wooded square wins (table: ${TABLE_OGRE_ATTACKS[m]})`, () => {
        const s = position({ [open]: ['red', 'ogre'], [wood]: ['black', m], ...SPARES });
        const { state, events } = act(s, move(open, wood));
        expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: 'D', clause: 'Notes on Playing Pieces: Ogre' });
        expect(layout(state)).toEqual({ [wood]: 'red ogre', ...spares });
      });

      test(`Ogre in forests (${forest}): ${m} attacking an Ogre on a wooded square is defeated (table: ${TABLE_ATTACKS_OGRE[m]})`, () => {
        const s = position({ [open]: ['red', m], [wood]: ['black', 'ogre'], ...SPARES });
        const { state, events } = act(s, move(open, wood));
        expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: 'A', clause: 'Notes on Playing Pieces: Ogre' });
        expect(layout(state)).toEqual({ [wood]: 'black ogre', ...spares });
      });
    }
  }

  for (const m of MILITARY) {
    test(`Ogre in forests: an Ogre in a forest attacking ${m} on an open square uses the table (${TABLE_OGRE_ATTACKS[m]})`, () => {
      const s = position({ c5: ['red', 'ogre'], c4: ['black', m], ...SPARES });
      const { state, events } = act(s, move('c5', 'c4'));
      expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: TABLE_OGRE_ATTACKS[m], clause: 'Attack Table' });
      expect(layout(state)).toEqual(TABLE_OGRE_ATTACKS[m] === 'D' ? { c4: 'red ogre', ...spares } : { c4: `black ${m}`, ...spares });
    });

    test(`Ogre in forests: ${m} on a wooded square attacking an Ogre on an open square uses the table (${TABLE_ATTACKS_OGRE[m]})`, () => {
      const s = position({ c5: ['red', m], c4: ['black', 'ogre'], ...SPARES });
      const { events } = act(s, move('c5', 'c4'));
      expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: TABLE_ATTACKS_OGRE[m], clause: 'Attack Table' });
    });
  }

  test('Ogre in forests: both within the forest, the Ogre wins attacking and defending', () => {
    const a = position({ b5: ['red', 'ogre'], c5: ['black', 'knights'], ...SPARES });
    expect(layout(act(a, move('b5', 'c5')).state)).toEqual({ c5: 'red ogre', ...spares });
    const d = position({ i6: ['red', 'knights'], i5: ['black', 'ogre'], ...SPARES });
    expect(layout(act(d, move('i6', 'i5')).state)).toEqual({ i5: 'black ogre', ...spares });
  });

  test('Ogre in forests: only Military forces are nullified — Individuals, Monsters and the Siege Catapult use the table', () => {
    const cases: [PieceKind, PieceKind, string][] = [
      ['hero', 'ogre', 'D'], // Hero defeats all Monsters
      ['ogre', 'king', 'D'],
      ['ogre', 'hero', 'A'],
      ['giant', 'ogre', 'D'],
      ['ogre', 'giant', 'A'],
      ['ogre', 'ogre', 'X'],
      ['ogre', 'siege-catapult', '-'],
      ['siege-catapult', 'ogre', '-'],
    ];
    for (const [attacker, defender, result] of cases) {
      const s = position({ c4: ['red', attacker], c5: ['black', defender], ...SPARES });
      const { events } = act(s, move('c4', 'c5'));
      expect(eventsOfType(events, 'challenge-result')[0], `${attacker} v ${defender}`).toMatchObject({ result, clause: 'Attack Table' });
    }
  });

  test('Playing Board (b) Forests: Military pieces fighting each other in a forest use the table (their powers are reduced only against the Ogre)', () => {
    const s = position({ b5: ['red', 'bowmen'], c5: ['black', 'knights'], ...SPARES });
    const { events } = act(s, move('b5', 'c5'));
    expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: 'D', clause: 'Attack Table' });
  });
});
