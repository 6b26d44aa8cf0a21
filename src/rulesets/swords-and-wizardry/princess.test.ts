/**
 * The Princess (Notes on Playing Pieces: Princess; Commencement of Game, last paragraph).
 */
import { describe, expect, test } from 'vitest';
import { swordsAndWizardry as rules } from './ruleset.js';
import { act, at, eventsOfType, layout, legal, move, position, refuse, SPARES } from './test-helpers.js';
import { PIECES, type PieceKind } from './vocabulary.js';

const RESCUERS: readonly PieceKind[] = ['king', 'hero', 'marshall-royal', 'knights', 'men-at-arms', 'bowmen'];
const NON_RESCUERS: readonly PieceKind[] = ['peasants', 'dragon', 'giant', 'ogre', 'siege-catapult', 'wizard'];

describe('Notes on Playing Pieces: Princess', () => {
  test('Princess: exactly King, Hero, Marshall Royal and the Military forces other than Peasants may rescue her', () => {
    const rescuers = (Object.keys(PIECES) as PieceKind[]).filter((k) => PIECES[k].rescues).sort();
    expect(rescuers).toEqual([...RESCUERS].sort());
  });

  test('Princess: she has no attacking abilities — she cannot challenge', () => {
    const s = position({ c3: ['red', 'princess'], c4: ['black', 'peasants'], e6: ['red', 'peasants'], ...SPARES });
    expect(refuse(s, move('c3', 'c4'))).toMatchObject({ code: 'ERR_PRINCESS_ATTACK', clause: 'Notes on Playing Pieces: Princess' });
    expect(legal(s).filter((m) => m.startsWith('c3-'))).toEqual(['c3-b3', 'c3-c2', 'c3-d3']);
  });

  test('Princess: she can make normal moves, across the bridge and into enemy territory', () => {
    let s = position({ e6: ['red', 'princess'], ...SPARES });
    expect(legal(s)).toContain('e6-f5');
    s = act(s, move('e6', 'e7')).state;
    s = act(s, move('c9', 'c8')).state;
    s = act(s, move('e7', 'e8')).state;
    expect(layout(s)).toMatchObject({ e8: 'red princess' });
  });

  for (const kind of NON_RESCUERS) {
    test(`Princess: challenged by ${PIECES[kind].name}, a non-rescuer, she is identified and the challenger retreats (No Result)`, () => {
      const s = position({ c3: ['red', kind], c4: ['black', 'princess'], ...SPARES });
      const { state, events } = act(s, move('c3', 'c4'), { dice: [] });
      expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: '-', eliminated: [], attackerOn: 'c3' });
      expect(eventsOfType(events, 'challenge-result')[0]!.clause).toMatch(/Princess|Wizard/);
      expect(layout(state)).toEqual(layout(s));
      expect(at(state, 'c4')).toMatchObject({ revealed: true, awaitingRescue: false });
      expect(rules.view(state, 'red').pieces.find((p) => p.square === 'c4')!.kind).toBe('princess');
      expect(state.outcome).toBeNull();
      // In the open she is not held: she may still move.
      expect(legal(state)).toContain('c4-b4');
    });
  }

  for (const kind of RESCUERS) {
    test(`Princess: a challenge by ${PIECES[kind].name} rescues her and ends the game`, () => {
      const s = position({ c3: ['red', kind], c4: ['black', 'princess'], ...SPARES });
      const { state, events } = act(s, move('c3', 'c4'));
      expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: 'rescue', clause: 'Notes on Playing Pieces: Princess' });
      expect(state.outcome).toMatchObject({ winner: 'red', clause: 'Notes on Playing Pieces: Princess' });
      expect(state.outcome!.reason).toContain(PIECES[kind].name);
      expect(eventsOfType(events, 'game-over')[0]!.outcome).toEqual(state.outcome);
      expect(state.phase).toBe('over');
      expect(rules.toAct(state)).toEqual([]);
      expect(rules.legalActions(state, 'black')).toEqual([]);
      expect(refuse(state, move('c9', 'c8'), { seat: 'black' })).toMatchObject({ code: 'ERR_GAME_OVER' });
    });
  }

  test("Princess: Black rescuing Red's Princess wins for Black", () => {
    const s = position({ f8: ['black', 'knights'], f7: ['red', 'princess'], ...SPARES }, { turn: 'black' });
    expect(act(s, move('f8', 'f7')).state.outcome).toMatchObject({ winner: 'black' });
  });

  test('Princess: she may be identified by a non-rescuer and then rescued by a rescuing piece', () => {
    let s = position({ c3: ['red', 'peasants'], b4: ['red', 'knights'], c4: ['black', 'princess'], ...SPARES });
    s = act(s, move('c3', 'c4')).state;
    expect(at(s, 'c4')!.revealed).toBe(true);
    s = act(s, move('c9', 'c8')).state;
    expect(act(s, move('b4', 'c4')).state.outcome).toMatchObject({ winner: 'red' });
  });

  test('Princess: in a castle (not yet found by a Siege Catapult) she cannot be challenged in the ordinary way, even by a rescuer', () => {
    const s = position({ j8: ['red', 'knights'], j9: ['black', 'princess'], ...SPARES });
    expect(refuse(s, move('j8', 'j9'))).toMatchObject({ code: 'ERR_CASTLE', clause: 'Playing Board (a) Castles' });
  });

  test('End of the game (SW-A10): once it is over every piece is shown to every viewer', () => {
    const s = position({ c3: ['red', 'knights'], c4: ['black', 'princess'], a8: ['black', 'dragon'], ...SPARES });
    const { state } = act(s, move('c3', 'c4'));
    for (const viewer of ['red', 'black', 'spectator']) {
      expect(rules.view(state, viewer).pieces.every((p) => p.kind !== null)).toBe(true);
    }
  });
});
