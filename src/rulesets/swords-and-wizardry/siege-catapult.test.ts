/**
 * The Siege Catapult (Notes on Playing Pieces: Siege Catapult; Castles (1); assumption SW-A8).
 */
import { describe, expect, test } from 'vitest';
import { catapultPosts } from './moves.js';
import { context } from './options.js';
import { swordsAndWizardry as rules } from './ruleset.js';
import { act, at, eventsOfType, layout, legal, move, options, position, refuse, SPARES, type Layout } from './test-helpers.js';

const spares = { h2: 'red men-at-arms', c9: 'black men-at-arms' };

describe('Notes on Playing Pieces: Siege Catapult', () => {
  test('Siege Catapult at one square: "the results given in the Attack Table must be implemented"', () => {
    const s = position({ c3: ['red', 'siege-catapult'], c4: ['black', 'knights'], ...SPARES });
    const { state, events } = act(s, move('c3', 'c4'));
    expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: 'A', clause: 'Attack Table' });
    expect(layout(state)).toEqual({ c4: 'black knights', ...spares });
    const d = position({ c3: ['red', 'siege-catapult'], c4: ['black', 'dragon'], ...SPARES });
    expect(layout(act(d, move('c3', 'c4')).state)).toEqual({ c3: 'red siege-catapult', ...spares });
  });

  test('Siege Catapult at two squares: No Result against an ordinary piece, both pieces remaining in place, whatever stands between', () => {
    const betweens: Layout[] = [{}, { c3: ['red', 'peasants'] }, { c3: ['black', 'peasants'] }];
    for (const between of betweens) {
      for (const kind of ['knights', 'king', 'giant', 'peasants', 'siege-catapult'] as const) {
        const s = position({ c2: ['red', 'siege-catapult'], c4: ['black', kind], ...between, ...SPARES });
        expect(legal(s)).toContain('c2-c4');
        const { state, events } = act(s, move('c2', 'c4'));
        expect(eventsOfType(events, 'challenge')[0]!.how).toBe('bombard');
        expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({
          result: '-',
          clause: 'Notes on Playing Pieces: Siege Catapult',
        });
        expect(layout(state)).toEqual(layout(s));
        expect(at(state, 'c4')!.revealed).toBe(true);
        expect(state.turn).toBe('black');
      }
    }
  });

  test('Siege Catapult at two squares: a Dragon is eliminated ("a well aimed boulder"), the Catapult staying on its own square', () => {
    const s = position({ c2: ['red', 'siege-catapult'], c3: ['black', 'peasants'], c4: ['black', 'dragon'], ...SPARES });
    const { state, events } = act(s, move('c2', 'c4'));
    expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: 'D', clause: 'Notes on Playing Pieces: Siege Catapult' });
    expect(layout(state)).toEqual({ c2: 'red siege-catapult', c3: 'black peasants', ...spares });
  });

  test('Siege Catapult at two squares: a castle occupant of any rank is eliminated; the Catapult stays on its own square', () => {
    for (const kind of ['king', 'hero', 'knights', 'dragon', 'giant', 'wizard'] as const) {
      const s = position({ j7: ['red', 'siege-catapult'], j8: ['black', 'peasants'], j9: ['black', kind], ...SPARES });
      const { state, events } = act(s, move('j7', 'j9'), { dice: [] }); // no die, even against the Wizard (SW-A10)
      expect(eventsOfType(events, 'challenge-result')[0], kind).toMatchObject({
        result: 'D',
        clause: 'Notes on Playing Pieces: Siege Catapult',
      });
      expect(layout(state)).toEqual({ j7: 'red siege-catapult', j8: 'black peasants', ...spares });
    }
    // And from the side, over an empty square.
    const side = position({ h9: ['red', 'siege-catapult'], j9: ['black', 'marshall-royal'], ...SPARES });
    expect(layout(act(side, move('h9', 'j9')).state)).toEqual({ h9: 'red siege-catapult', ...spares });
  });

  test('Siege Catapult at one square: a castle occupant is eliminated too (Castles (1)), the Catapult not moving in', () => {
    const s = position({ j8: ['red', 'siege-catapult'], j9: ['black', 'knights'], ...SPARES });
    const { state, events } = act(s, move('j8', 'j9'));
    expect(eventsOfType(events, 'challenge-result')[0]).toMatchObject({ result: 'D', clause: 'Notes on Playing Pieces: Siege Catapult' });
    expect(layout(state)).toEqual({ j8: 'red siege-catapult', ...spares });
  });

  test('Castles (1): a Princess found in a castle by a Siege Catapult is identified, cannot move afterwards, and awaits rescue by a rescuing piece', () => {
    const s = position({
      j7: ['red', 'siege-catapult'],
      i8: ['red', 'peasants'],
      h9: ['red', 'knights'],
      j9: ['black', 'princess'],
      j10: ['black', 'bowmen'],
      ...SPARES,
    });
    const shot = act(s, move('j7', 'j9'));
    const [result] = eventsOfType(shot.events, 'challenge-result');
    expect(result).toMatchObject({ result: 'awaits-rescue', clause: 'Castles (1)', eliminated: [] });
    let state = shot.state;
    expect(layout(state)).toEqual(layout(s));
    expect(at(state, 'j9')).toMatchObject({ kind: 'princess', revealed: true, awaitingRescue: true });
    expect(state.outcome).toBeNull();
    // Every viewer now sees her, flagged as awaiting rescue.
    for (const viewer of ['red', 'black', 'spectator']) {
      expect(rules.view(state, viewer).pieces.find((p) => p.square === 'j9')).toMatchObject({ kind: 'princess', awaitingRescue: true });
    }
    // "the Princess must remain in position for the remainder of the game"
    expect(refuse(state, move('j9', 'i9'))).toMatchObject({ code: 'ERR_PRINCESS_AWAITS', clause: 'Castles (1)' });
    expect(legal(state).some((m) => m.startsWith('j9-'))).toBe(false);
    state = act(state, move('c9', 'c8')).state;
    // A piece that may not rescue her still cannot challenge the castle; a rescuing piece may.
    state = act(state, move('i8', 'i9')).state; // Peasants next to the castle
    state = act(state, move('c8', 'c9')).state;
    expect(refuse(state, move('i9', 'j9'))).toMatchObject({ code: 'ERR_CASTLE', clause: 'Playing Board (a) Castles' });
    expect(legal(state)).not.toContain('i9-j9');
    state = act(state, move('i9', 'i8')).state;
    state = act(state, move('c9', 'c8')).state;
    state = act(state, move('h9', 'i9')).state;
    state = act(state, move('c8', 'c9')).state;
    expect(legal(state)).toContain('i9-j9');
    const rescue = act(state, move('i9', 'j9'));
    expect(eventsOfType(rescue.events, 'challenge-result')[0]).toMatchObject({
      result: 'rescue',
      clause: 'Notes on Playing Pieces: Princess',
    });
    expect(rescue.state.outcome).toMatchObject({ winner: 'red', clause: 'Notes on Playing Pieces: Princess' });
  });

  test('Castles (1): the Siege Catapult at one square finds the Princess in a castle the same way', () => {
    const s = position({ e2: ['black', 'siege-catapult'], e1: ['red', 'princess'], ...SPARES }, { turn: 'black' });
    const { state } = act(s, move('e2', 'e1'));
    expect(at(state, 'e1')).toMatchObject({ awaitingRescue: true, revealed: true });
    expect(layout(state)).toEqual(layout(s));
  });

  test('Notes on Playing Pieces: Princess — the Siege Catapult cannot rescue her in the open (No Result; she is identified and may still move)', () => {
    for (const [from, to] of [
      ['c3', 'c4'],
      ['c2', 'c4'],
    ] as const) {
      const s = position({ [from]: ['red', 'siege-catapult'], c4: ['black', 'princess'], ...SPARES });
      const { state, events } = act(s, move(from, to));
      expect(eventsOfType(events, 'challenge-result')[0]!.result).toBe('-');
      expect(at(state, 'c4')).toMatchObject({ revealed: true, awaitingRescue: false });
      expect(legal(state, 'black')).toContain('c4-b4');
    }
  });

  test('Siege Catapult at two squares against the Wizard in the open: No Result, and no die is thrown (SW-A10)', () => {
    const s = position({ c2: ['red', 'siege-catapult'], c4: ['black', 'wizard'], ...SPARES });
    const { state, events } = act(s, move('c2', 'c4'), { dice: [] });
    expect(eventsOfType(events, 'roll')).toEqual([]);
    expect(layout(state)).toEqual(layout(s));
  });

  test('Siege Catapult at one square: a Catapult the table defeats (v Bowmen: A) is eliminated like any attacker', () => {
    const s = position({ c3: ['red', 'siege-catapult'], c4: ['black', 'bowmen'], ...SPARES });
    expect(layout(act(s, move('c3', 'c4')).state)).toEqual({ c4: 'black bowmen', ...spares });
  });

  test('Siege Catapult: it cannot at any time be moved onto a Castle square, own or opposing', () => {
    for (const [from, castle] of [
      ['j8', 'j9'],
      ['e2', 'e1'],
      ['a3', 'a2'],
    ] as const) {
      const s = position({ [from]: ['red', 'siege-catapult'], ...SPARES });
      expect(refuse(s, move(from, castle))).toMatchObject({
        code: 'ERR_CATAPULT_CASTLE',
        clause: 'Notes on Playing Pieces: Siege Catapult',
      });
      expect(legal(s)).not.toContain(`${from}-${castle}`);
    }
  });

  test('Siege Catapult: moves one square; it may not go two squares into an empty square, nor attack three away or diagonally', () => {
    const s = position({ c2: ['red', 'siege-catapult'], c5: ['black', 'knights'], d3: ['black', 'knights'], ...SPARES });
    expect(legal(s).filter((m) => m.startsWith('c2-'))).toEqual(['c2-b2', 'c2-c1', 'c2-c3', 'c2-d2']);
    expect(refuse(s, move('c2', 'c4'))).toMatchObject({ code: 'ERR_CATAPULT_RANGE', clause: 'Notes on Playing Pieces: Siege Catapult' });
    expect(refuse(s, move('c2', 'a2'))).toMatchObject({ code: 'ERR_CATAPULT_RANGE' });
    expect(refuse(s, move('c2', 'c5'))).toMatchObject({ code: 'ERR_CATAPULT_RANGE' });
    expect(refuse(s, move('c2', 'd3'))).toMatchObject({ code: 'ERR_NOT_A_MOVE' });
  });

  test('Siege Catapult across the lake (SW-A8): allowed by default; refused with catapultOverLake false', () => {
    const layoutAcross = { e4: ['red', 'siege-catapult'], e6: ['black', 'dragon'], ...SPARES } as const;
    const s = position(layoutAcross);
    expect(legal(s)).toContain('e4-e6');
    expect(layout(act(s, move('e4', 'e6')).state)).toEqual({ e4: 'red siege-catapult', ...spares });
    const o = position(layoutAcross, { options: { catapultOverLake: false } });
    expect(legal(o)).not.toContain('e4-e6');
    expect(refuse(o, move('e4', 'e6'))).toMatchObject({ code: 'ERR_CATAPULT_LAKE', clause: 'Notes on Playing Pieces: Siege Catapult' });
  });
});

describe('Siege Catapult: catapultPosts, the squares it may fire on a castle from', () => {
  test('beside the castle or two squares straight away, never on a castle, across the lake only with catapultOverLake (SW-A8)', () => {
    const { board } = context(options());
    const names = (over: boolean, castle: string) =>
      catapultPosts(board, board.grid.index(castle)!, over)
        .map((s) => board.grid.name(s))
        .sort();
    // Red's castle e1: d1, f1 and e2 beside it; c1, g1 and e3 two squares away.
    expect(names(false, 'e1')).toEqual(['c1', 'd1', 'e2', 'e3', 'f1', 'g1']);
    // Every post is one from which classifyMove allows the bombard (or the plain challenge) on the castle.
    for (const post of names(false, 'e1')) {
      const s = position({ e1: ['red', 'peasants'], [post]: ['black', 'siege-catapult'], ...SPARES }, { turn: 'black' });
      expect(legal(s, 'black')).toContain(`${post}-e1`);
    }
  });
});
