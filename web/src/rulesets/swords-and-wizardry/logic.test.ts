import { describe, expect, it } from 'vitest';
import { SeededDice } from '../../../../src/core/dice.js';
import { Match } from '../../../../src/core/match.js';
import { checkPlacement, swordsAndWizardry } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import {
  cells,
  deploymentHints,
  fillRest,
  findMove,
  fromRedSide,
  goodSquares,
  mergeViews,
  movableSquares,
  movesFrom,
  moveWithin,
  playClick,
  place,
  remaining,
  replaceCandidates,
  rulesContext,
  sanitizeDraft,
  stepCursor,
  toRedSide,
  type Draft,
  type SwAction,
  type SwView,
} from './logic.js';

const ctx = rulesContext(null);
const legal: SwAction[] = [
  { type: 'move', from: 'b4', to: 'b5' },
  { type: 'move', from: 'b4', to: 'a4' },
  { type: 'move', from: 'c4', to: 'c5' },
  { type: 'move', from: 'e4', to: 'e6' },
];

describe('highlighting from the legal list', () => {
  it('highlights exactly the to-squares of legal actions from the selected square', () => {
    expect(movesFrom(legal, 'b4')).toEqual(['b5', 'a4']);
    expect(movesFrom(legal, 'c4')).toEqual(['c5']);
    expect(movesFrom(legal, 'a1')).toEqual([]);
    expect(movesFrom(legal, null)).toEqual([]);
  });

  it('knows which pieces may move at all, and nothing from replace or deploy actions', () => {
    expect([...movableSquares(legal)].sort()).toEqual(['b4', 'c4', 'e4']);
    expect(movableSquares([{ type: 'deploy-random' }, { type: 'replace', with: 'a3' }]).size).toBe(0);
    expect(replaceCandidates([{ type: 'replace', with: 'a3' }, { type: 'replace', with: 'b2' }, ...legal])).toEqual(['a3', 'b2']);
  });

  it('turns clicks into select, move, replace or nothing, never into an unlisted move', () => {
    expect(playClick(legal, null, 'b4')).toEqual({ kind: 'select', square: 'b4' });
    expect(playClick(legal, null, 'h8')).toEqual({ kind: 'none' });
    expect(playClick(legal, 'b4', 'b5')).toEqual({ kind: 'move', action: legal[0] });
    expect(playClick(legal, 'b4', 'c5')).toEqual({ kind: 'deselect' });
    expect(playClick(legal, 'b4', 'c4')).toEqual({ kind: 'select', square: 'c4' });
    expect(playClick(legal, 'b4', 'b4')).toEqual({ kind: 'deselect' });
    expect(playClick([{ type: 'replace', with: 'a3' }], null, 'a3')).toEqual({ kind: 'replace', action: { type: 'replace', with: 'a3' } });
    expect(findMove(legal, 'e4', 'e6')).toEqual(legal[3]);
  });

  it('matches the ruleset: every highlighted target is a legal move the ruleset accepts', () => {
    const m = Match.create(swordsAndWizardry, {}, 3);
    if (!m.ok) throw new Error('setup');
    const match = m.value;
    match.act('red', { type: 'deploy-random' });
    match.act('black', { type: 'deploy-random' });
    const moves = match.legalActions('red');
    for (const from of movableSquares(moves)) {
      for (const to of movesFrom(moves, from)) expect(findMove(moves, from, to)).toBeDefined();
    }
    expect([...movableSquares(moves)].length).toBeGreaterThan(0);
  });
});

describe('board orientation and the keyboard cursor', () => {
  it("puts each player's own back row at the bottom", () => {
    const red = cells(ctx.board, 'red');
    const black = cells(ctx.board, 'black');
    expect(red.find((c) => c.square === 'a1')).toMatchObject({ col: 0, row: 9 });
    expect(black.find((c) => c.square === 'a1')).toMatchObject({ col: 9, row: 0 });
    expect(black.find((c) => c.square === 'j10')).toMatchObject({ col: 0, row: 9 });
  });

  it('moves the cursor in screen directions and stops at the edges', () => {
    expect(stepCursor(ctx.board, 'red', 'a1', 0, -1)).toBe('a2');
    expect(stepCursor(ctx.board, 'red', 'a1', -1, 0)).toBe('a1');
    expect(stepCursor(ctx.board, 'black', 'a10', 0, 1)).toBe('a10');
    expect(stepCursor(ctx.board, 'black', 'j10', 0, -1)).toBe('j9');
    expect(stepCursor(ctx.board, 'black', 'j10', 1, 0)).toBe('i10');
  });
});

describe('deployment hints', () => {
  it('start all open, none broken', () => {
    const hints = deploymentHints(ctx, 'red', {});
    expect(hints.map((h) => h.id)).toEqual(['rows', 'fourth', 'princess', 'catapult', 'force']);
    expect(hints.filter((h) => h.ok).map((h) => h.id)).toEqual(['catapult']);
    expect(hints.some((h) => h.broken)).toBe(false);
    expect(hints[0]!.text).toContain('rows 1, 2, 3');
    expect(hints[0]!.clause).toBe('Preparation');
  });

  it('flag a Princess off the castles and a Siege Catapult on one', () => {
    const d: Draft = { a1: 'princess', e1: 'siege-catapult' };
    const hints = Object.fromEntries(deploymentHints(ctx, 'red', d).map((h) => [h.id, h]));
    expect(hints.princess).toMatchObject({ ok: false, broken: true });
    expect(hints.princess!.text).toContain('a1');
    expect(hints.catapult).toMatchObject({ ok: false, broken: true });
  });

  it('flag too many squares on the fourth row, and squares outside the area', () => {
    const d: Draft = { a4: 'peasants', b4: 'peasants', c4: 'peasants', e4: 'peasants', f4: 'peasants', g4: 'peasants', h4: 'peasants' };
    expect(deploymentHints(ctx, 'red', d).find((h) => h.id === 'fourth')).toMatchObject({ broken: true });
    expect(deploymentHints(ctx, 'red', { a6: 'king' }).find((h) => h.id === 'fourth')!.text).toContain('outside');
  });

  it('point the Princess at castles and Siege Catapults away from them', () => {
    expect([...goodSquares(ctx, 'red', {}, 'princess')].sort()).toEqual(['a2', 'e1', 'j2']);
    const catapult = goodSquares(ctx, 'red', {}, 'siege-catapult');
    expect(catapult.has('e1')).toBe(false);
    expect(catapult.has('b1')).toBe(true);
    expect(catapult.has('d4')).toBe(false); // the lake is not in the zone
  });

  it('agree with the server: a completed draft passes checkPlacement, for both seats', () => {
    for (const seat of ['red', 'black'] as const) {
      for (let seed = 1; seed <= 20; seed++) {
        const dice = SeededDice.fromSeed(seed);
        const d = fillRest(ctx, seat, seat === 'red' ? { b2: 'king' } : { b9: 'king' }, () => (dice.roll(1000) - 1) / 1000);
        expect(Object.keys(d)).toHaveLength(36);
        expect(deploymentHints(ctx, seat, d).every((h) => h.ok)).toBe(true);
        const map = new Map(Object.entries(d).map(([s, k]) => [ctx.board.grid.index(s)!, k]));
        expect(checkPlacement(ctx, seat, map)).toBeNull();
        expect(Object.values(remaining(ctx, d)).every((n) => n === 0)).toBe(true);
      }
    }
  });

  it('moves, swaps and replaces pieces in a draft', () => {
    let d: Draft = place({}, 'a1', 'king');
    d = place(d, 'b1', 'hero');
    expect(moveWithin(d, 'a1', 'b1')).toEqual({ a1: 'hero', b1: 'king' });
    expect(moveWithin(d, 'a1', 'c1')).toEqual({ b1: 'hero', c1: 'king' });
    expect(place(d, 'a1', 'ogre')).toEqual({ a1: 'ogre', b1: 'hero' });
  });

  it('saves a deployment as Red sees it, so Black can load it turned round', () => {
    const d: Draft = { a1: 'king', e1: 'princess' };
    const saved = toRedSide(ctx, 'black', { j10: 'king', f10: 'princess' });
    expect(saved).toEqual(d);
    expect(fromRedSide(ctx, 'black', saved)).toEqual({ j10: 'king', f10: 'princess' });
    expect(sanitizeDraft(ctx, { a1: 'king', z99: 'hero', b1: 'dragonfly' })).toEqual({ a1: 'king' });
  });
});

describe('replay views', () => {
  it('merge both seats into an all-seeing view', () => {
    const m = Match.create(swordsAndWizardry, {}, 5);
    if (!m.ok) throw new Error('setup');
    m.value.act('red', { type: 'deploy-random' });
    m.value.act('black', { type: 'deploy-random' });
    const merged = mergeViews({ red: m.value.view('red') as SwView, black: m.value.view('black') as SwView });
    expect(merged.pieces).toHaveLength(72);
    expect(merged.pieces.every((p) => p.kind !== null)).toBe(true);
  });
});
