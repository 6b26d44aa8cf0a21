/**
 * Castles: Playing Board (a), Natural Features: Castles (1) and (2), and the last paragraph on
 * unoccupied castles. Castles (1) by Siege Catapult is in siege-catapult.test.ts.
 */
import { describe, expect, test } from 'vitest';
import { swordsAndWizardry as rules } from './ruleset.js';
import { act, at, byId, eventsOfType, layout, legal, move, position, refuse, replaceWith, SPARES } from './test-helpers.js';
import { PIECE_KINDS, type PieceKind } from './vocabulary.js';

const spares = { h2: 'red men-at-arms', c9: 'black men-at-arms' };

describe('Playing Board (a) Castles: "any piece occupying a castle square cannot be challenged in the ordinary way"', () => {
  for (const kind of PIECE_KINDS) {
    if (kind === 'siege-catapult' || kind === 'princess') continue;
    test(`Castles: ${kind} cannot challenge a castle's occupant; the error cites the clause`, () => {
      const s = position({ j8: ['red', kind], j9: ['black', 'peasants'], ...SPARES });
      const e = refuse(s, move('j8', 'j9'), { dice: [6, 1] });
      expect(e).toMatchObject({ code: 'ERR_CASTLE', clause: 'Playing Board (a) Castles' });
      expect(e.message).not.toMatch(/peasants/i); // the occupant stays hidden
      expect(legal(s)).not.toContain('j8-j9');
    });
  }

  test("Castles: neither a Wizard's flight nor a Dragon's hop gets round the protection, for either side's castles", () => {
    expect(refuse(position({ j5: ['red', 'wizard'], j9: ['black', 'king'], ...SPARES }), move('j5', 'j9'))).toMatchObject({
      code: 'ERR_CASTLE',
    });
    expect(
      refuse(position({ j7: ['red', 'dragon'], j8: ['black', 'peasants'], j9: ['black', 'king'], ...SPARES }), move('j7', 'j9')),
    ).toMatchObject({ code: 'ERR_CASTLE' });
    expect(
      refuse(position({ e2: ['black', 'knights'], e1: ['red', 'peasants'], ...SPARES }, { turn: 'black' }), move('e2', 'e1')),
    ).toMatchObject({ code: 'ERR_CASTLE' });
  });

  test('Castles: unoccupied castle squares may be occupied by any piece other than a Siege Catapult, of either side', () => {
    for (const kind of PIECE_KINDS) {
      for (const [from, castle] of [
        ['j8', 'j9'],
        ['e2', 'e1'],
      ] as const) {
        const s = position({ [from]: ['red', kind], ...SPARES });
        if (kind === 'siege-catapult') {
          expect(refuse(s, move(from, castle))).toMatchObject({ code: 'ERR_CATAPULT_CASTLE' });
        } else {
          expect(layout(act(s, move(from, castle)).state)).toMatchObject({ [castle]: `red ${kind}` });
        }
      }
    }
  });
});

/** Black's castle j9 has three neighbours: j10, j8 and i9. */
function surroundJ9(occupant: PieceKind, surrounders: readonly [PieceKind, PieceKind, PieceKind], options: Record<string, unknown> = {}) {
  // Two neighbours held by Red; the third surrounder steps in from h9 to i9.
  return position(
    { j9: ['black', occupant], j10: ['red', surrounders[0]], j8: ['red', surrounders[1]], h9: ['red', surrounders[2]], ...SPARES },
    { options },
  );
}

describe('Castles (2): "by being surrounded by opposing pieces"', () => {
  test('Castles (2): a surrounded castle falls and the surrounder chooses the replacement', () => {
    const s = surroundJ9('king', ['knights', 'bowmen', 'men-at-arms']);
    const king = at(s, 'j9')!.id;
    const { state, events } = act(s, move('h9', 'i9'));
    const [surrounded] = eventsOfType(events, 'castle-surrounded');
    expect(surrounded).toMatchObject({ castle: 'j9', by: 'red', result: 'eliminated', clause: 'Castles (2)' });
    expect(surrounded!.occupant).toMatchObject({ kind: 'king', owner: 'black' });
    expect(byId(state, king)).toMatchObject({ square: -1, capturedBy: 'red', revealed: true });
    // A decision is pending: only Red acts, and only by choosing one of the surrounding pieces.
    expect(state.pending).not.toBeNull();
    expect(rules.toAct(state)).toEqual(['red']);
    expect(legal(state, 'red')).toEqual(['replace:i9', 'replace:j10', 'replace:j8']);
    expect(rules.legalActions(state, 'black')).toEqual([]);
    // Which surrounding pieces may enter would tell which are Siege Catapults: they are the chooser's legal
    // actions alone, and every view, the chooser's included, names only the castle and the chooser (issue 26).
    for (const viewer of ['red', 'black', 'spectator']) expect(rules.view(state, viewer).pending).toEqual({ castle: 'j9', chooser: 'red' });
    expect(refuse(state, move('h2', 'h3'))).toMatchObject({ code: 'ERR_CHOOSE_REPLACEMENT', clause: 'Castles (2)' });
    expect(refuse(state, replaceWith('h2'))).toMatchObject({ code: 'ERR_NOT_SURROUNDING', clause: 'Castles (2)' });
    expect(refuse(state, move('c9', 'c8'), { seat: 'black' })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
    const chosen = act(state, replaceWith('j8'));
    expect(eventsOfType(chosen.events, 'castle-taken')[0]).toMatchObject({ castle: 'j9', seat: 'red', from: 'j8', clause: 'Castles (2)' });
    expect(layout(chosen.state)).toEqual({ j9: 'red bowmen', j10: 'red knights', i9: 'red men-at-arms', ...spares });
    expect(chosen.state.pending).toBeNull();
    expect(rules.toAct(chosen.state)).toEqual(['black']);
    expect(chosen.state.ply).toBe(1); // the replacement is part of the move that surrounded
  });

  test('Castles (2): each surrounding piece may be chosen', () => {
    for (const square of ['j10', 'j8', 'i9']) {
      const { state } = act(surroundJ9('giant', ['knights', 'bowmen', 'men-at-arms']), move('h9', 'i9'));
      const kind = at(state, square)!.kind;
      expect(layout(act(state, replaceWith(square)).state)).toMatchObject({ j9: `red ${kind}` });
    }
  });

  test('Castles (2): a Siege Catapult among the surrounders counts for the surround but cannot be chosen to enter', () => {
    const { state } = act(surroundJ9('dragon', ['siege-catapult', 'bowmen', 'men-at-arms']), move('h9', 'i9'));
    expect(legal(state)).toEqual(['replace:i9', 'replace:j8']);
    expect(refuse(state, replaceWith('j10'))).toMatchObject({ code: 'ERR_NOT_SURROUNDING' });
  });

  test('Castles (2): with only one surrounding piece able to enter, the chooser is still asked, and no one else can tell', () => {
    const { state, events } = act(surroundJ9('hero', ['siege-catapult', 'siege-catapult', 'peasants']), move('h9', 'i9'));
    expect(state.pending).toMatchObject({ chooser: 'red' });
    expect(eventsOfType(events, 'castle-taken')).toEqual([]);
    expect(legal(state, 'red')).toEqual(['replace:i9']);
    expect(rules.legalActions(state, 'black')).toEqual([]);
    expect(rules.view(state, 'red').pending).toEqual({ castle: 'j9', chooser: 'red' });
    // Black sees the same pending decision as when three pieces may enter: nothing says two are catapults.
    const three = act(surroundJ9('hero', ['knights', 'bowmen', 'peasants']), move('h9', 'i9')).state;
    for (const viewer of ['black', 'spectator']) expect(rules.view(state, viewer).pending).toEqual(rules.view(three, viewer).pending);
    const chosen = act(state, replaceWith('i9'));
    expect(eventsOfType(chosen.events, 'castle-taken')[0]).toMatchObject({ from: 'i9' });
    expect(layout(chosen.state)).toEqual({ j9: 'red peasants', j10: 'red siege-catapult', j8: 'red siege-catapult', ...spares });
    expect(rules.toAct(chosen.state)).toEqual(['black']);
  });

  test('Castles (2): the surround may be completed by a won challenge', () => {
    const s = position({
      j9: ['black', 'ogre'],
      j10: ['red', 'knights'],
      j8: ['red', 'bowmen'],
      i9: ['black', 'peasants'],
      h9: ['red', 'marshall-royal'],
      ...SPARES,
    });
    const { state, events } = act(s, move('h9', 'i9')); // Marshall Royal v Peasants: D
    expect(eventsOfType(events, 'castle-surrounded')[0]).toMatchObject({ result: 'eliminated' });
    expect(state.pending!.candidates).toHaveLength(3);
  });

  test('Castles (2): three neighbours must all hold opposing pieces — an empty or friendly neighbour prevents it', () => {
    const gap = position({ j9: ['black', 'king'], j10: ['red', 'knights'], h9: ['red', 'bowmen'], ...SPARES });
    expect(eventsOfType(act(gap, move('h9', 'i9')).events, 'castle-surrounded')).toEqual([]);
    const friend = position({
      j9: ['black', 'king'],
      j10: ['red', 'knights'],
      j8: ['black', 'peasants'],
      h9: ['red', 'bowmen'],
      ...SPARES,
    });
    const { state, events } = act(friend, move('h9', 'i9'));
    expect(eventsOfType(events, 'castle-surrounded')).toEqual([]);
    expect(at(state, 'j9')).toMatchObject({ kind: 'king', revealed: false });
  });

  test('Castles (2): a surround of a Red castle by Black works the same way', () => {
    const s = position(
      { e1: ['red', 'wizard'], d1: ['black', 'knights'], f1: ['black', 'giant'], e3: ['black', 'hero'], ...SPARES },
      { turn: 'black' },
    );
    const { state } = act(s, move('e3', 'e2'));
    expect(state.pending).toMatchObject({ chooser: 'black' });
    expect(legal(state, 'black')).toEqual(['replace:d1', 'replace:e2', 'replace:f1']);
  });

  test('Castles (2): a surrounded Princess with a rescuing piece among the surrounders is rescued: victory', () => {
    for (const rescuer of ['knights', 'king', 'bowmen'] as const) {
      const s = surroundJ9('princess', ['peasants', 'giant', rescuer]);
      const { state, events } = act(s, move('h9', 'i9'));
      expect(eventsOfType(events, 'castle-surrounded')[0]).toMatchObject({ result: 'rescue', clause: 'Castles (2)' });
      expect(state.outcome).toMatchObject({ winner: 'red', clause: 'Castles (2)' });
      expect(state.pending).toBeNull();
      expect(state.phase).toBe('over');
    }
    // The rescuer need not be the piece that completed the surround.
    expect(act(surroundJ9('princess', ['hero', 'giant', 'ogre']), move('h9', 'i9')).state.outcome).toMatchObject({ winner: 'red' });
  });

  test('Castles (2) with no rescuer among the surrounders (SW-A9 awaits-rescue): the Princess is identified and awaits rescue', () => {
    const s = surroundJ9('princess', ['peasants', 'giant', 'dragon']);
    const { state, events } = act(s, move('h9', 'i9'));
    const [e] = eventsOfType(events, 'castle-surrounded');
    expect(e).toMatchObject({ result: 'awaits-rescue', castle: 'j9' });
    expect(e!.clause).toContain('Castles (2)');
    expect(e!.clause).toContain('SW-A9');
    expect(at(state, 'j9')).toMatchObject({ kind: 'princess', revealed: true, awaitingRescue: true });
    expect(state.outcome).toBeNull();
    expect(state.pending).toBeNull();
    expect(refuse(state, move('j9', 'j10'))).toMatchObject({ code: 'ERR_PRINCESS_AWAITS', clause: 'Castles (1)' });
    // Exchanging a surrounder for a rescuing piece re-forms the surround with a rescuer: victory.
    let t = position({
      j9: ['black', 'princess', { revealed: true, awaitingRescue: true }],
      j10: ['red', 'peasants'],
      j8: ['red', 'giant'],
      i9: ['red', 'dragon'],
      i7: ['red', 'knights'],
      ...SPARES,
    });
    t = act(t, move('j8', 'j7')).state;
    t = act(t, move('c9', 'c8')).state;
    t = act(t, move('i7', 'i8')).state;
    t = act(t, move('c8', 'c9')).state;
    const last = act(t, move('i8', 'j8'));
    expect(last.state.outcome).toMatchObject({ winner: 'red', clause: 'Castles (2)' });
  });

  test('Castles (2) with no rescuer among the surrounders (SW-A9 stays-hidden): nothing happens', () => {
    const s = surroundJ9('princess', ['peasants', 'giant', 'dragon'], { surroundedPrincess: 'stays-hidden' });
    const { state, events } = act(s, move('h9', 'i9'));
    expect(eventsOfType(events, 'castle-surrounded')).toEqual([]);
    expect(at(state, 'j9')).toMatchObject({ revealed: false, awaitingRescue: false });
    expect(rules.view(state, 'red').pieces.find((p) => p.square === 'j9')!.kind).toBeNull();
  });

  test("Castles (2): a surround takes effect on the move that completes it, even a Dragon's hop into its own side's surrounded castle (SW-A10)", () => {
    const s = position({ c2: ['red', 'dragon'], a1: ['black', 'knights'], b2: ['black', 'bowmen'], a3: ['black', 'peasants'], ...SPARES });
    const { state, events } = act(s, move('c2', 'a2'));
    expect(eventsOfType(events, 'castle-surrounded')[0]).toMatchObject({ castle: 'a2', by: 'black', result: 'eliminated' });
    expect(state.pending).toMatchObject({ chooser: 'black' });
    const after = act(state, replaceWith('a3'));
    expect(layout(after.state)).toMatchObject({ a2: 'black peasants' });
    expect(rules.toAct(after.state)).toEqual(['black']); // it is Black's move anyway
  });
});
