/**
 * PREPARATION: "Each player must occupy all the squares of the three rows nearest him, plus any 6
 * squares of the fourth row (but not the lake square). The Princess must be placed on one of the Castle
 * squares, whilst Siege Catapults cannot occupy any castle square." And the hidden identities.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { eventsFor, SPECTATOR } from '../../core/ruleset.js';
import { context } from './options.js';
import { swordsAndWizardry as rules, type SwAction } from './ruleset.js';
import type { SwState } from './state.js';
import { options } from './test-helpers.js';
import type { PieceKind, SwSeat } from './vocabulary.js';

const FILES = 'abcdefghij';
/** The standard force (SW-A2), written out here rather than read from data/pieces.json. */
const FORCE: Record<PieceKind, number> = {
  king: 1,
  hero: 1,
  'marshall-royal': 1,
  wizard: 1,
  princess: 1,
  dragon: 1,
  giant: 2,
  ogre: 3,
  'siege-catapult': 2,
  knights: 4,
  'men-at-arms': 6,
  bowmen: 5,
  peasants: 8,
};
const CASTLES: Record<SwSeat, string[]> = { red: ['a2', 'e1', 'j2'], black: ['a9', 'f10', 'j9'] };
const ROWS: Record<SwSeat, { full: number[]; fourth: number; lake: string }> = {
  red: { full: [1, 2, 3], fourth: 4, lake: 'd4' },
  black: { full: [10, 9, 8], fourth: 7, lake: 'g7' },
};

/** A legal hand-made placement: Princess on the middle castle, Catapults in the fourth row. */
function placement(seat: SwSeat): Record<string, PieceKind> {
  const { full, fourth, lake } = ROWS[seat];
  const squares = full.flatMap((r) => [...FILES].map((f) => `${f}${r}`));
  const extra = [...FILES]
    .map((f) => `${f}${fourth}`)
    .filter((s) => s !== lake)
    .slice(0, 6);
  const princess = CASTLES[seat][1]!;
  const kinds = (Object.entries(FORCE) as [PieceKind, number][])
    .flatMap(([k, n]) => Array<PieceKind>(n).fill(k))
    .filter((k) => k !== 'princess' && k !== 'siege-catapult');
  const out: Record<string, PieceKind> = { [princess]: 'princess', [extra[0]!]: 'siege-catapult', [extra[1]!]: 'siege-catapult' };
  for (const s of [...squares, ...extra]) if (!out[s]) out[s] = kinds.pop()!;
  return out;
}

const deploy = (p: Record<string, PieceKind>): SwAction => ({ type: 'deploy', placement: p });
const fresh = (input: Record<string, unknown> = {}) => rules.setup(options(input), SeededDice.fromSeed(1));

function refused(state: SwState, seat: SwSeat, action: SwAction) {
  const before = structuredClone(state);
  const r = rules.apply(state, seat, action, SeededDice.fromSeed(2));
  expect(r.ok).toBe(false);
  expect(state).toEqual(before);
  if (r.ok) throw new Error('accepted');
  return r.error;
}

/** The PREPARATION limits, checked independently of deployment.ts. */
function checkDeployment(state: SwState, seat: SwSeat): void {
  const { grid } = context(state.options).board;
  const mine = state.pieces.filter((p) => p.owner === seat);
  expect(mine).toHaveLength(36);
  const at = new Map(mine.map((p) => [grid.name(p.square), p.kind]));
  const { full, fourth, lake } = ROWS[seat];
  for (const r of full) for (const f of FILES) expect(at.has(`${f}${r}`)).toBe(true);
  const inFourth = [...at.keys()].filter((s) => Number(s.slice(1)) === fourth);
  expect(inFourth).toHaveLength(6);
  expect(at.has(lake)).toBe(false);
  const counts: Partial<Record<PieceKind, number>> = {};
  for (const k of at.values()) counts[k] = (counts[k] ?? 0) + 1;
  expect(counts).toEqual(FORCE);
  for (const [s, k] of at) {
    if (k === 'princess') expect(CASTLES[seat]).toContain(s);
    if (k === 'siege-catapult') expect(CASTLES[seat]).not.toContain(s);
  }
}

describe('Preparation', () => {
  test('Preparation: a placement filling rows 1-3 and 6 squares of row 4, Princess on a castle, is accepted; play begins when both have deployed', () => {
    const s0 = fresh();
    expect(s0.phase).toBe('deployment');
    expect(rules.toAct(s0)).toEqual(['red', 'black']);
    const r = rules.apply(s0, 'red', deploy(placement('red')), SeededDice.fromSeed(2));
    if (!r.ok) throw new Error(r.error.message);
    const s1 = r.value.state;
    expect(s1.phase).toBe('deployment');
    expect(rules.toAct(s1)).toEqual(['black']);
    checkDeployment(s1, 'red');
    expect(r.value.events.map((e) => e.type)).toEqual(['deployed', 'placement']);
    const r2 = rules.apply(s1, 'black', deploy(placement('black')), SeededDice.fromSeed(2));
    if (!r2.ok) throw new Error(r2.error.message);
    checkDeployment(r2.value.state, 'black');
    expect(r2.value.state.phase).toBe('play');
    expect(rules.toAct(r2.value.state)).toEqual(['red']);
    expect(r2.value.events.find((e) => e.type === 'first-player')).toMatchObject({ seat: 'red', clause: 'Commencement of Game' });
  });

  test('Preparation: a square of the three nearest rows left empty is refused', () => {
    const p = placement('red');
    const kind = p.a3!;
    delete p.a3;
    p.h4 = kind; // keep 36 pieces: a seventh fourth-row square instead
    expect(refused(fresh(), 'red', deploy(p))).toMatchObject({ code: 'ERR_DEPLOY_ROWS', clause: 'Preparation' });
  });

  test('Preparation: fewer or more than 6 squares of the fourth row is refused', () => {
    const five = placement('red');
    delete five.a4;
    expect(refused(fresh(), 'red', deploy(five))).toMatchObject({ code: 'ERR_DEPLOY_FOURTH_ROW', clause: 'Preparation' });
    const seven = { ...placement('red'), j4: 'peasants' as const };
    expect(refused(fresh(), 'red', deploy(seven))).toMatchObject({ code: 'ERR_DEPLOY_FOURTH_ROW', clause: 'Preparation' });
  });

  test('Preparation: the lake square of the fourth row cannot be used', () => {
    const p = placement('red');
    const [first] = Object.keys(p).filter((s) => s.endsWith('4') && p[s] !== 'siege-catapult');
    p.d4 = p[first!]!;
    delete p[first!];
    expect(refused(fresh(), 'red', deploy(p))).toMatchObject({ code: 'ERR_DEPLOY_LAKE', clause: 'Preparation' });
    const b = placement('black');
    const [firstB] = Object.keys(b).filter((s) => s.endsWith('7') && b[s] !== 'siege-catapult');
    b.g7 = b[firstB!]!;
    delete b[firstB!];
    expect(refused(fresh(), 'black', deploy(b))).toMatchObject({ code: 'ERR_DEPLOY_LAKE' });
  });

  test("Preparation: a square beyond the fourth row, or in the opponent's rows, or off the board, is refused", () => {
    for (const outside of ['a5', 'a8', 'k1']) {
      const p = placement('red');
      p[outside] = p.a4!;
      delete p.a4;
      expect(refused(fresh(), 'red', deploy(p)).code).toMatch(/ERR_DEPLOY_ZONE|ERR_OFF_BOARD/);
    }
  });

  test('Preparation: the Princess must be placed on one of the Castle squares', () => {
    const p = placement('red');
    p.e1 = p.b1!;
    p.b1 = 'princess';
    expect(refused(fresh(), 'red', deploy(p))).toMatchObject({ code: 'ERR_DEPLOY_PRINCESS', clause: 'Preparation' });
    // Any of the three castles will do.
    for (const castle of CASTLES.red) {
      const q = placement('red');
      [q.e1, q[castle]] = [q[castle]!, 'princess'];
      expect(rules.apply(fresh(), 'red', deploy(q), SeededDice.fromSeed(1)).ok, castle).toBe(true);
    }
  });

  test('Preparation: Siege Catapults cannot occupy any castle square', () => {
    const p = placement('red');
    const catapult = Object.keys(p).find((s) => p[s] === 'siege-catapult')!;
    [p[catapult], p.a2] = [p.a2!, 'siege-catapult'];
    expect(refused(fresh(), 'red', deploy(p))).toMatchObject({ code: 'ERR_DEPLOY_CATAPULT', clause: 'Preparation' });
  });

  test('Notes on Playing Pieces: a force of the wrong make-up is refused (36 pieces, SW-A2 counts)', () => {
    const p = placement('red');
    const peasant = Object.keys(p).find((s) => p[s] === 'peasants')!;
    p[peasant] = 'king';
    expect(refused(fresh(), 'red', deploy(p))).toMatchObject({ code: 'ERR_DEPLOY_FORCE', clause: 'Notes on Playing Pieces' });
  });

  test('Preparation: each player deploys once; moves wait until both forces are deployed', () => {
    const r = rules.apply(fresh(), 'red', { type: 'deploy-random' }, SeededDice.fromSeed(3));
    if (!r.ok) throw new Error(r.error.message);
    expect(refused(r.value.state, 'red', { type: 'deploy-random' })).toMatchObject({ code: 'ERR_NOT_YOUR_TURN' });
    expect(refused(r.value.state, 'black', { type: 'move', from: 'a7', to: 'a6' })).toMatchObject({
      code: 'ERR_NOT_DEPLOYED',
      clause: 'Preparation',
    });
    expect(refused(r.value.state, 'black', { type: 'replace', with: 'a7' })).toMatchObject({ code: 'ERR_NO_CASTLE_CHOICE' });
    expect(rules.legalActions(r.value.state, 'black')).toEqual([{ type: 'deploy-random' }]);
    expect(rules.legalActions(r.value.state, 'red')).toEqual([]);
  });

  test('Preparation: random deployment is always legal (500 seeds, both sides)', () => {
    for (let seed = 0; seed < 500; seed++) {
      const dice = SeededDice.fromSeed(seed);
      let s = fresh();
      for (const seat of ['black', 'red'] as const) {
        const r = rules.apply(s, seat, { type: 'deploy-random' }, dice);
        if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
        s = r.value.state;
      }
      for (const seat of ['red', 'black'] as const) checkDeployment(s, seat);
    }
  });

  test('Preparation: random deployment is legal for any seed (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const r = rules.apply(fresh(), 'red', { type: 'deploy-random' }, SeededDice.fromSeed(seed));
        if (!r.ok) return false;
        checkDeployment(r.value.state, 'red');
        return true;
      }),
      { numRuns: 200 },
    );
  });

  test('Preparation: identities are hidden from the opponent and from spectators, in views and in events', () => {
    const dice = SeededDice.fromSeed(9);
    let s = fresh();
    const events = [];
    for (const seat of ['red', 'black'] as const) {
      const r = rules.apply(s, seat, { type: 'deploy-random' }, dice);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
      events.push(...r.value.events);
      // After each deployment, not only at the end.
      const red = rules.view(s, 'red');
      const black = rules.view(s, 'black');
      const spectator = rules.view(s, SPECTATOR);
      for (const p of red.pieces) expect(p.kind === null).toBe(p.owner === 'black');
      for (const p of black.pieces) expect(p.kind === null).toBe(p.owner === 'red');
      for (const p of spectator.pieces) expect(p.kind).toBeNull();
    }
    const placements = events.filter((e) => e.type === 'placement');
    expect(placements).toHaveLength(2);
    for (const viewer of ['red', 'black'] as const) {
      const seen = eventsFor(events, viewer).filter((e) => e.type === 'placement');
      expect(seen.map((e) => (e as { seat: string }).seat)).toEqual([viewer]);
    }
    expect(eventsFor(events, SPECTATOR).filter((e) => e.type === 'placement')).toEqual([]);
    // The public 'deployed' event gives squares, never kinds.
    for (const e of eventsFor(events, SPECTATOR)) expect(JSON.stringify(e)).not.toMatch(/princess|wizard|dragon|knights/);
  });

  test('Commencement of Game: "having arranged which player is to start" (SW-A3): Red by default, Black or a die roll by option', () => {
    const start = (firstPlayer: string, seed: number) => {
      const dice = SeededDice.fromSeed(seed);
      let s = fresh({ firstPlayer });
      const evs = [];
      for (const seat of ['red', 'black']) {
        const r = rules.apply(s, seat, { type: 'deploy-random' }, dice);
        if (!r.ok) throw new Error(r.error.message);
        s = r.value.state;
        evs.push(...r.value.events);
      }
      return { s, evs };
    };
    expect(start('red', 1).s.turn).toBe('red');
    expect(start('black', 1).s.turn).toBe('black');
    const seen = new Set<string>();
    for (let seed = 0; seed < 40; seed++) {
      const { s, evs } = start('random', seed);
      const roll = evs.find((e) => e.type === 'roll') as { value: number } | undefined;
      expect(roll).toBeDefined();
      expect(s.turn).toBe(roll!.value <= 3 ? 'red' : 'black');
      seen.add(s.turn);
    }
    expect([...seen].sort()).toEqual(['black', 'red']);
  });
});
