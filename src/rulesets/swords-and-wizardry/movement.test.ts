/**
 * Movement: Commencement of Game (one square, sideways, forwards or backwards), the Dragon's hop, Lake
 * Limpid and the Magic Rainbow Bridge (Playing Board (c); Natural Features: Lake Limpid).
 */
import { describe, expect, test } from 'vitest';
import { context } from './options.js';
import { swordsAndWizardry as rules } from './ruleset.js';
import type { SwState } from './state.js';
import {
  act,
  at,
  byId,
  eventsOfType,
  layout,
  legal,
  move,
  nameOf,
  options,
  position,
  refuse,
  SPARES,
  type Layout,
} from './test-helpers.js';
import { PIECE_KINDS, type PieceKind } from './vocabulary.js';

const spares = { h2: 'red men-at-arms', c9: 'black men-at-arms' };

describe('Commencement of Game', () => {
  test('Commencement of Game: a piece moves one square only, sideways, forwards or backwards, into an unoccupied square', () => {
    const s = position({ e3: ['red', 'knights'], ...SPARES });
    expect(legal(s).filter((m) => m.startsWith('e3-'))).toEqual(['e3-d3', 'e3-e2', 'e3-e4', 'e3-f3']);
    for (const to of ['e5', 'e1', 'g3', 'f4', 'd2']) {
      expect(refuse(s, move('e3', to))).toMatchObject({ clause: expect.stringMatching(/Commencement of Game|Lake/) });
    }
    expect(refuse(s, move('e3', 'f4'))).toMatchObject({ code: 'ERR_NOT_A_MOVE', clause: 'Commencement of Game' });
    const { state, events } = act(s, move('e3', 'e4'));
    expect(layout(state)).toMatchObject({ e4: 'red knights' });
    expect(eventsOfType(events, 'moved')[0]).toMatchObject({
      seat: 'red',
      from: 'e3',
      to: 'e4',
      how: 'step',
      clause: 'Commencement of Game',
    });
  });

  test('Commencement of Game: both players watch the board, so a piece that has moved is known to have moved', () => {
    const s = position({ e3: ['red', 'knights'], d3: ['red', 'peasants'], ...SPARES });
    const { state } = act(s, move('e3', 'e4'));
    const seen = rules.view(state, 'black').pieces;
    expect(seen.find((p) => p.square === 'e4')).toMatchObject({ owner: 'red', kind: null, moved: true });
    expect(seen.find((p) => p.square === 'd3')).toMatchObject({ owner: 'red', kind: null, moved: false });
  });

  test('Commencement of Game: every kind but the Wizard, the Dragon and the Siege Catapult has exactly the one-square moves', () => {
    for (const kind of PIECE_KINDS) {
      if (kind === 'wizard' || kind === 'dragon' || kind === 'siege-catapult') continue;
      const s = position({ e3: ['red', kind], ...SPARES });
      expect(
        legal(s).filter((m) => m.startsWith('e3-')),
        kind,
      ).toEqual(['e3-d3', 'e3-e2', 'e3-e4', 'e3-f3']);
    }
  });

  test("Commencement of Game: a piece cannot move onto its own side's piece, nor move the opponent's pieces", () => {
    const s = position({ e3: ['red', 'knights'], e4: ['red', 'bowmen'], f3: ['black', 'peasants'], ...SPARES });
    expect(refuse(s, move('e3', 'e4'))).toMatchObject({ code: 'ERR_OWN_PIECE', clause: 'Commencement of Game' });
    expect(refuse(s, move('f3', 'f4'))).toMatchObject({ code: 'ERR_NO_PIECE', clause: 'Commencement of Game' });
    expect(refuse(s, move('a5', 'a6'))).toMatchObject({ code: 'ERR_NO_PIECE' });
    expect(refuse(s, move('e3', 'k3'))).toMatchObject({ code: 'ERR_OFF_BOARD', clause: 'Commencement of Game' });
  });

  test('Commencement of Game: moving into a square occupied by an opposing piece is a challenge, and each player shows his piece', () => {
    const s = position({ e3: ['red', 'knights'], e4: ['black', 'peasants'], ...SPARES });
    const { state, events } = act(s, move('e3', 'e4'));
    const [c] = eventsOfType(events, 'challenge');
    expect(c).toMatchObject({ seat: 'red', how: 'step', clause: 'Commencement of Game' });
    expect(c!.attacker).toMatchObject({ owner: 'red', kind: 'knights', square: 'e3' });
    expect(c!.defender).toMatchObject({ owner: 'black', kind: 'peasants', square: 'e4' });
    // Knights v Peasants is D: the Peasants are removed and given to Red.
    expect(rules.view(state, 'red').captured).toEqual({ red: ['peasants'], black: [] });
    expect(rules.view(state, 'black').captured).toEqual({ red: ['peasants'], black: [] });
  });

  test('Commencement of Game: a revealed piece stays known to both players (and to spectators) afterwards', () => {
    const s = position({ e3: ['red', 'king'], e4: ['black', 'hero'], ...SPARES });
    const { state } = act(s, move('e3', 'e4')); // King v Hero: No Result, both shown
    for (const viewer of ['red', 'black', 'spectator']) {
      const v = rules.view(state, viewer);
      expect(v.pieces.find((p) => p.square === 'e3')!.kind).toBe('king');
      expect(v.pieces.find((p) => p.square === 'e4')!.kind).toBe('hero');
    }
  });

  test('Commencement of Game: in all circumstances play immediately passes to the opposite player', () => {
    const cases: [SwState, string][] = [
      [position({ e3: ['red', 'knights'], ...SPARES }), 'e4'], // plain move
      [position({ e3: ['red', 'knights'], e4: ['black', 'peasants'], ...SPARES }), 'e4'], // D
      [position({ e3: ['red', 'knights'], e4: ['black', 'bowmen'], ...SPARES }), 'e4'], // A
      [position({ e3: ['red', 'knights'], e4: ['black', 'knights'], ...SPARES }), 'e4'], // X
      [position({ e3: ['red', 'knights'], e4: ['black', 'hero'], ...SPARES }), 'e4'], // No Result
    ];
    for (const [s, to] of cases) {
      const { state } = act(s, move('e3', to));
      expect(state.turn).toBe('black');
      expect(rules.toAct(state)).toEqual(['black']);
      expect(state.ply).toBe(1);
    }
    // And back again.
    const s = act(position({ e3: ['red', 'knights'], ...SPARES }), move('e3', 'e4')).state;
    expect(act(s, move('c9', 'c8')).state.turn).toBe('red');
  });

  test('Commencement of Game: pieces removed from the board take no further part in the game', () => {
    const s = position({ e3: ['red', 'knights'], e4: ['black', 'bowmen'], ...SPARES });
    const { state } = act(s, move('e3', 'e4'));
    const knights = byId(state, at(s, 'e3')!.id);
    expect(knights.square).toBe(-1);
    expect(rules.view(state, 'red').pieces.some((p) => p.id === knights.id)).toBe(false);
    const back = act(state, move('e4', 'e3')).state; // Black's Bowmen step onto the Knights' old square
    expect(legal(back, 'red').every((m) => m.startsWith('h2-'))).toBe(true);
    expect(refuse(back, move('e4', 'e5'))).toMatchObject({ code: 'ERR_NO_PIECE' });
  });

  test('Commencement of Game: a piece on a castle that attacks out and loses is eliminated as usual', () => {
    const s = position({ e1: ['red', 'peasants'], e2: ['black', 'knights'], ...SPARES });
    expect(layout(act(s, move('e1', 'e2')).state)).toEqual({ e2: 'black knights', ...spares });
  });
});

describe('Notes on Playing Pieces: Dragon — "can fly over intervening pieces but one square only"', () => {
  test('Dragon hop: over one piece of either side, onto an empty square', () => {
    const s = position({ a3: ['red', 'dragon'], b3: ['red', 'peasants'], a4: ['black', 'peasants'], ...SPARES });
    const moves = legal(s).filter((m) => m.startsWith('a3-'));
    expect(moves).toEqual(['a3-a2', 'a3-a4', 'a3-a5', 'a3-c3'].sort());
    const { state, events } = act(s, move('a3', 'c3'));
    expect(layout(state)).toMatchObject({ c3: 'red dragon', b3: 'red peasants' });
    expect(eventsOfType(events, 'moved')[0]).toMatchObject({ how: 'hop', clause: 'Notes on Playing Pieces: Dragon' });
    expect(layout(act(s, move('a3', 'a5')).state)).toMatchObject({ a5: 'red dragon', a4: 'black peasants' });
  });

  test('Dragon hop: over the lake, straight (Lake Limpid: the Dragons may fly directly over the lake)', () => {
    const s = position({ d3: ['red', 'dragon'], ...SPARES });
    expect(legal(s)).toContain('d3-d5');
    expect(layout(act(s, move('d3', 'd5')).state)).toMatchObject({ d5: 'red dragon' });
    const t = position({ f5: ['red', 'dragon'], ...SPARES });
    expect(legal(t)).toEqual(expect.arrayContaining(['f5-f7', 'f5-d5', 'f5-e6']));
    expect(refuse(t, move('f5', 'f6'))).toMatchObject({ code: 'ERR_LAKE' });
  });

  test('Dragon hop: not over an empty square (SW-A7), unless the option dragonHopsEmpty is on', () => {
    const s = position({ a3: ['red', 'dragon'], ...SPARES });
    expect(refuse(s, move('a3', 'c3'))).toMatchObject({
      code: 'ERR_DRAGON_NOTHING_TO_FLY_OVER',
      clause: 'Notes on Playing Pieces: Dragon',
    });
    expect(legal(s)).not.toContain('a3-c3');
    const o = position({ a3: ['red', 'dragon'], ...SPARES }, { options: { dragonHopsEmpty: true } });
    expect(legal(o)).toContain('a3-c3');
    expect(layout(act(o, move('a3', 'c3')).state)).toMatchObject({ c3: 'red dragon' });
  });

  test('Dragon hop: one square only — never over two squares, nor diagonally', () => {
    const s = position({ a3: ['red', 'dragon'], b3: ['red', 'peasants'], c3: ['black', 'peasants'], ...SPARES });
    expect(refuse(s, move('a3', 'd3'))).toMatchObject({ code: 'ERR_DRAGON_RANGE', clause: 'Notes on Playing Pieces: Dragon' });
    const o = position({ a3: ['red', 'dragon'], ...SPARES }, { options: { dragonHopsEmpty: true } });
    expect(refuse(o, move('a3', 'd3'))).toMatchObject({ code: 'ERR_DRAGON_RANGE' });
    const d = position({ c3: ['red', 'dragon'], d4: ['red', 'peasants'], ...SPARES });
    expect(refuse(d, move('c3', 'e5'))).toMatchObject({ code: 'ERR_LAKE' });
    const e = position({ d3: ['red', 'dragon'], e4: ['black', 'peasants'], ...SPARES });
    expect(refuse(e, move('d3', 'f5'))).toMatchObject({ code: 'ERR_NOT_A_MOVE' });
  });

  test('Dragon hop: a hop onto an opposing piece is a challenge decided by the table', () => {
    const s = position({ a3: ['red', 'dragon'], b3: ['black', 'peasants'], c3: ['black', 'knights'], ...SPARES });
    const { state, events } = act(s, move('a3', 'c3'));
    expect(eventsOfType(events, 'challenge')[0]!.how).toBe('hop');
    expect(layout(state)).toEqual({ b3: 'black peasants', c3: 'red dragon', ...spares }); // Dragon v Knights: D
  });
});

describe('Playing Board (c) Lake; Natural Features: Lake Limpid', () => {
  test('Lake: the lake squares cannot be entered or occupied by any piece', () => {
    const { board } = context(options());
    const lake = board.lake.flatMap((l, i) => (l ? [board.grid.name(i)] : []));
    expect(lake.sort()).toEqual(['d4', 'e5', 'f6', 'g7']);
    for (const kind of PIECE_KINDS) {
      const s = position({ d3: ['red', kind], ...SPARES });
      expect(refuse(s, move('d3', 'd4')), kind).toMatchObject({ code: 'ERR_LAKE', clause: 'Playing Board (c) Lake' });
      expect(legal(s)).not.toContain('d3-d4');
    }
  });

  /** The fewest moves for a lone piece from one square to another, by the ruleset's own legal moves. */
  function shortestPath(kind: PieceKind, from: string, to: string): string[] | null {
    const start = position({ [from]: ['red', kind], j10: ['black', 'peasants'] });
    const id = at(start, from)!.id;
    const seen = new Map<string, string | null>([[from, null]]);
    const queue: SwState[] = [start];
    while (queue.length) {
      const s = queue.shift()!;
      const here = nameOf(s, byId(s, id).square);
      if (here === to) {
        const path = [to];
        for (let p = seen.get(to); p; p = seen.get(p)) path.unshift(p);
        return path;
      }
      for (const a of rules.legalActions(s, 'red')) {
        if (a.type !== 'move' || seen.has(a.to)) continue;
        seen.set(a.to, here);
        // Keep it Red's turn: the lone Black piece never moves.
        queue.push({ ...act(s, a).state, turn: 'red' });
      }
    }
    return null;
  }

  test("Lake: walking pieces cannot cross it; a Knight's shortest way from one side to the other goes around its end", () => {
    const s = position({ d3: ['red', 'knights'], ...SPARES });
    expect(refuse(s, move('d3', 'd5'))).toMatchObject({ code: 'ERR_NOT_A_MOVE' });
    const path = shortestPath('knights', 'd3', 'd5')!;
    expect(path).toEqual(['d3', 'c3', 'c4', 'c5', 'd5']);
    const east = shortestPath('knights', 'g6', 'g8')!;
    expect(east).toEqual(['g6', 'h6', 'h7', 'h8', 'g8']);
    for (const p of [...path, ...east]) expect(['d4', 'e5', 'f6', 'g7']).not.toContain(p);
    // The Wizard and the Dragon fly straight over it.
    expect(shortestPath('wizard', 'd3', 'd5')).toEqual(['d3', 'd5']);
    expect(shortestPath('dragon', 'd3', 'd5')).toEqual(['d3', 'd5']);
  });

  test('Lake: the Magic Rainbow Bridge (e6-f5) is the only diagonal move, open to every piece', () => {
    const { board } = context(options());
    expect(board.bridge.map((s) => board.grid.name(s)).sort()).toEqual(['e6', 'f5']);
    for (const kind of PIECE_KINDS) {
      const s = position({ e6: ['red', kind], ...SPARES });
      expect(legal(s), kind).toContain('e6-f5');
      const { events } = act(s, move('e6', 'f5'));
      expect(eventsOfType(events, 'moved')[0]).toMatchObject({ how: 'bridge', clause: 'Playing Board (c) Lake' });
      expect(refuse(s, move('e6', 'd5')), kind).toMatchObject({ code: 'ERR_NOT_A_MOVE' });
      expect(refuse(s, move('e6', 'f7')), kind).toMatchObject({ code: 'ERR_NOT_A_MOVE' });
      const back = position({ f5: ['red', kind], ...SPARES });
      expect(legal(back), kind).toContain('f5-e6');
    }
    // The bridge makes the lake crossable for walkers: e4 to e6 by f4, f5 and the bridge.
    expect(shortestPath('knights', 'e4', 'e6')).toEqual(['e4', 'f4', 'f5', 'e6']);
  });

  test('Lake: challenges may take place across the bridge in the normal manner', () => {
    const s = position({ e6: ['red', 'knights'], f5: ['black', 'bowmen'], ...SPARES });
    const { state, events } = act(s, move('e6', 'f5'));
    expect(eventsOfType(events, 'challenge')[0]!.how).toBe('bridge');
    expect(layout(state)).toEqual({ f5: 'black bowmen', ...spares }); // Knights v Bowmen: A
    const t = position({ f5: ['red', 'marshall-royal'], e6: ['black', 'peasants'], ...SPARES });
    expect(layout(act(t, move('f5', 'e6')).state)).toEqual({ e6: 'red marshall-royal', ...spares }); // D
  });
});

describe('Preparation: "the identity of the pieces remains hidden from his opponent" — how a move is reported', () => {
  const report = (kind: PieceKind, from: string, to: string, extra: Layout = {}, opts: Record<string, unknown> = {}) =>
    eventsOfType(act(position({ [from]: ['red', kind], ...extra, ...SPARES }, { options: opts }), move(from, to)).events, 'moved')[0]!;

  test('Lake Limpid: a two-square flight straight over the lake reads the same for the Wizard and the Dragon (reported as "fly")', () => {
    for (const [from, to] of [
      ['d3', 'd5'],
      ['e4', 'e6'],
      ['f5', 'f7'],
      ['d5', 'f5'],
    ] as const) {
      const wizard = report('wizard', from, to);
      const dragon = report('dragon', from, to);
      expect(wizard).toEqual(dragon);
      expect(wizard).toMatchObject({ how: 'fly', clause: 'Playing Board (c) Lake' });
    }
  });

  test('SW-A7: with dragonHopsEmpty, a two-square move over an empty square reads the same for the Wizard and the Dragon', () => {
    const wizard = report('wizard', 'a3', 'c3', {}, { dragonHopsEmpty: true });
    expect(wizard).toEqual(report('dragon', 'a3', 'c3', {}, { dragonHopsEmpty: true }));
    expect(wizard).toMatchObject({ how: 'fly', clause: 'Notes on Playing Pieces' });
  });

  test('Notes on Playing Pieces: a move only one kind could make is reported as what it is', () => {
    expect(report('wizard', 'a3', 'c3')).toMatchObject({ how: 'slide', clause: 'Notes on Playing Pieces: Wizard' }); // the Dragon cannot hop an empty square
    expect(report('wizard', 'a3', 'f3')).toMatchObject({ how: 'slide' }); // only the Wizard goes three or more
    expect(report('dragon', 'a3', 'c3', { b3: ['black', 'peasants'] })).toMatchObject({
      how: 'hop',
      clause: 'Notes on Playing Pieces: Dragon',
    }); // the Wizard cannot pass a piece
    expect(report('knights', 'a3', 'a4')).toMatchObject({ how: 'step', clause: 'Commencement of Game' });
  });

  test('Commencement of Game: the report names the squares as the board does, however the action spelled them', () => {
    const s = position({ e3: ['red', 'knights'], ...SPARES });
    expect(eventsOfType(act(s, move('E3', ' e4')).events, 'moved')[0]).toMatchObject({ from: 'e3', to: 'e4' });
  });
});

describe('Playing Board: the layout (assumption SW-A1)', () => {
  test('Playing Board: 100 squares; each player has three castles nearest him, each with three neighbours; forests and lake in the centre', () => {
    const { board } = context(options());
    const { grid } = board;
    expect(grid.size).toBe(100);
    const castles = (seat: 'red' | 'black') =>
      board.castles
        .filter((c) => board.castle[c] === seat)
        .map((c) => grid.name(c))
        .sort();
    expect(castles('red')).toEqual(['a2', 'e1', 'j2']);
    expect(castles('black')).toEqual(['a9', 'f10', 'j9']);
    for (const c of board.castles) expect(grid.orthogonal(c)).toHaveLength(3);
    const forest = board.forest.flatMap((f, i) => (f ? [grid.name(i)] : [])).sort();
    expect(forest).toEqual(['b5', 'b6', 'c5', 'c6', 'h5', 'h6', 'i5', 'i6']);
    for (const s of [...forest, 'd4', 'e5', 'f6', 'g7']) expect(grid.rank(grid.index(s)!) + 1).toBeGreaterThanOrEqual(4);
    // Each side's fourth row has exactly one lake square.
    expect(board.deployment.red.partial).toHaveLength(9);
    expect(board.deployment.black.partial).toHaveLength(9);
  });

  test("Playing Board: a board of the user's own may be given as the board option, and a broken one is refused", () => {
    const spec = {
      files: 10,
      ranks: 10,
      lake: ['d4', 'e5', 'f6', 'g7'],
      bridge: ['e6', 'e7'],
      castles: { red: ['a2', 'e1', 'j2'], black: ['j9', 'f10', 'a9'] },
      forests: {},
      deployment: {
        red: { fullRanks: [1, 2, 3], partialRank: 4, partialSquares: 6 },
        black: { fullRanks: [10, 9, 8], partialRank: 7, partialSquares: 6 },
      },
    };
    const r = rules.parseOptions({ board: spec });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'ERR_BAD_OPTION', clause: 'options' });
    expect(rules.parseOptions({ board: { ...spec, bridge: ['e6', 'f5'] } }).ok).toBe(true);
  });
});
