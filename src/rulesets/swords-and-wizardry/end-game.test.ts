/**
 * END GAME: "Should at any stage a player be unable to move any piece when it is his turn to do so,
 * victory is immediately awarded to the other player." And the draws of assumption SW-A4.
 */
import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import { swordsAndWizardry as rules } from './ruleset.js';
import type { SwState } from './state.js';
import { act, at, eventsOfType, layout, legal, move, position, SPARES } from './test-helpers.js';

describe('End Game: a player unable to move loses', () => {
  test('End Game: a player whose only piece is boxed in (a Princess cannot challenge) loses when his turn comes', () => {
    const s = position({ a1: ['black', 'princess'], a2: ['red', 'peasants'], b1: ['red', 'peasants'], h2: ['red', 'men-at-arms'] });
    expect(legal(s, 'black')).toEqual([]);
    const { state, events } = act(s, move('h2', 'h3'));
    expect(state.outcome).toMatchObject({ winner: 'red', clause: 'End Game' });
    expect(state.outcome!.reason).toMatch(/unable to move/);
    expect(eventsOfType(events, 'game-over')[0]).toMatchObject({ clause: 'End Game' });
    expect(state.phase).toBe('over');
  });

  test('End Game: a player who has lost every piece is unable to move and loses', () => {
    const s = position({ e3: ['red', 'knights'], e4: ['black', 'peasants'] });
    expect(act(s, move('e3', 'e4')).state.outcome).toMatchObject({ winner: 'red', clause: 'End Game' });
  });

  test('End Game: a player whose only piece is a Princess awaiting rescue loses', () => {
    const s = position({ j9: ['black', 'princess', { revealed: true, awaitingRescue: true }], h2: ['red', 'men-at-arms'] });
    expect(act(s, move('h2', 'h3')).state.outcome).toMatchObject({ winner: 'red', clause: 'End Game' });
  });

  test('End Game: victory is still possible without any rescuing piece', () => {
    const s = position({ a1: ['black', 'princess'], a2: ['red', 'peasants'], b2: ['red', 'dragon'], c1: ['red', 'giant'] });
    let state = act(s, move('b2', 'b3')).state; // Black: the Princess steps to b1
    state = act(state, move('a1', 'b1')).state;
    state = act(state, move('b3', 'b2')).state; // she can still step back to a1
    expect(state.outcome).toBeNull();
    state = act(state, move('b1', 'a1')).state;
    state = act(state, move('c1', 'b1')).state;
    expect(state.outcome).toMatchObject({ winner: 'red', clause: 'End Game' });
    expect(layout(state)).toEqual({ a1: 'black princess', a2: 'red peasants', b1: 'red giant', b2: 'red dragon' });
  });

  test('End Game: an attack counts as a move — a Siege Catapult able only to shoot at two squares can still move', () => {
    const s = position({
      a1: ['black', 'siege-catapult'],
      b1: ['black', 'princess'],
      b2: ['red', 'peasants'],
      c1: ['red', 'peasants'],
      a3: ['red', 'peasants'],
      h2: ['red', 'men-at-arms'],
    });
    const { state } = act(s, move('h2', 'h3'));
    expect(state.outcome).toBeNull();
    expect(legal(state)).toEqual(['a1-a3', 'a1-c1']);
  });

  test('End Game: only the player whose turn it is is judged — a player who leaves himself without a move loses on his next turn', () => {
    const s = position({
      a1: ['red', 'princess'],
      a2: ['black', 'peasants'],
      b1: ['black', 'peasants'],
      e3: ['red', 'knights'],
      e4: ['black', 'bowmen'],
    });
    const lost = act(s, move('e3', 'e4')).state; // Knights v Bowmen: A; Red is left with a boxed-in Princess
    expect(legal({ ...lost, turn: 'red' }, 'red')).toEqual([]);
    expect(lost.outcome).toBeNull();
    expect(rules.toAct(lost)).toEqual(['black']);
    const { state } = act(lost, move('e4', 'e3'));
    expect(state.outcome).toMatchObject({ winner: 'black', clause: 'End Game' });
  });
});

describe('SW-A4: draws the rulebook does not have', () => {
  test('SW-A4 moveLimit: the game is drawn after the given number of moves', () => {
    let s = position({ ...SPARES }, { options: { moveLimit: 3 } });
    s = act(s, move('h2', 'h3')).state;
    s = act(s, move('c9', 'c8')).state;
    expect(s.outcome).toBeNull();
    const { state, events } = act(s, move('h3', 'h4'));
    expect(state.outcome).toMatchObject({ winner: null, clause: 'SW-A4 (moveLimit)' });
    expect(eventsOfType(events, 'game-over')).toHaveLength(1);
  });

  test('SW-A4 moveLimit: 0 means no limit', () => {
    const s = position({ ...SPARES }, { options: { moveLimit: 0 }, ply: 100_000 });
    expect(act(s, move('h2', 'h3')).state.outcome).toBeNull();
  });

  test('SW-A4 moveLimit: a rescue on the last allowed move is a win, not a draw', () => {
    const s = position({ c3: ['red', 'knights'], c4: ['black', 'princess'], ...SPARES }, { options: { moveLimit: 1 } });
    expect(act(s, move('c3', 'c4')).state.outcome).toMatchObject({ winner: 'red' });
  });

  test('SW-A4 repetitionLimit: the game is drawn when the same position occurs the given number of times', () => {
    // An independent count: pieces, what is revealed, and the side to move.
    const key = (s: SwState) => JSON.stringify([layout(s), s.pieces.map((p) => p.revealed), s.turn]);
    let s = position({ ...SPARES }, { options: { repetitionLimit: 3 } });
    const seen = new Map<string, number>();
    const shuttle = [move('h2', 'h3'), move('c9', 'c8'), move('h3', 'h2'), move('c8', 'c9')];
    let ply = 0;
    while (!s.outcome) {
      s = act(s, shuttle[ply++ % 4]!).state;
      const n = (seen.get(key(s)) ?? 0) + 1;
      seen.set(key(s), n);
      if (n < 3) expect(s.outcome, `ply ${ply}`).toBeNull();
      else expect(s.outcome).toMatchObject({ winner: null, clause: 'SW-A4 (repetitionLimit)' });
    }
    expect(ply).toBe(9);
  });

  test('SW-A4 repetitionLimit: the position after deployment counts (two back-and-forth moves each with a limit of 2)', () => {
    const created = Match.create(rules, { repetitionLimit: 2 }, 4);
    if (!created.ok) throw new Error(created.error.message);
    const m = created.value;
    m.act('red', { type: 'deploy-random' });
    m.act('black', { type: 'deploy-random' });
    const step = (seat: 'red' | 'black', fromRank: string, toRank: string) =>
      m
        .legalActions(seat)
        .find((a) => a.type === 'move' && a.from.slice(1) === fromRank && a.to.slice(1) === toRank && a.from[0] === a.to[0])!;
    const r = step('red', '4', '5');
    if (r?.type !== 'move') throw new Error('no move for Red');
    expect(m.act('red', r).ok).toBe(true);
    const b = step('black', '7', '6');
    if (b?.type !== 'move') throw new Error('no move for Black');
    expect(m.act('black', b).ok).toBe(true);
    expect(m.act('red', { type: 'move', from: r.to, to: r.from }).ok).toBe(true);
    expect(m.outcome()).toBeNull();
    expect(m.act('black', { type: 'move', from: b.to, to: b.from }).ok).toBe(true);
    expect(m.outcome()).toMatchObject({ winner: null, clause: 'SW-A4 (repetitionLimit)' });
  });

  test('SW-A4 repetitionLimit: a Princess newly awaiting rescue makes a new position, though nothing moved', () => {
    let s = position(
      {
        c2: ['red', 'siege-catapult', { revealed: true }],
        c4: ['black', 'knights', { revealed: true }],
        j7: ['red', 'siege-catapult', { revealed: true }],
        j9: ['black', 'princess', { revealed: true }],
        ...SPARES,
      },
      { options: { repetitionLimit: 2 } },
    );
    // A shot at the shown Knights changes nothing but the side to move.
    s = act(s, move('c2', 'c4')).state; // Black to move, as at the start: 1st time
    s = act(s, move('c9', 'c8')).state;
    s = act(s, move('c2', 'c4')).state;
    s = act(s, move('c8', 'c9')).state;
    s = act(s, move('j7', 'j9')).state; // the same squares, Black to move, but now she awaits rescue
    expect(at(s, 'j9')!.awaitingRescue).toBe(true);
    expect(s.outcome).toBeNull();
    s = act(s, move('c9', 'c8')).state;
    s = act(s, move('c2', 'c4')).state;
    s = act(s, move('c8', 'c9')).state;
    expect(s.outcome).toBeNull();
    s = act(s, move('c2', 'c4')).state; // now it is a repetition
    expect(s.outcome).toMatchObject({ winner: null, clause: 'SW-A4 (repetitionLimit)' });
  });

  test('SW-A4 repetitionLimit: off by default', () => {
    let s = position({ ...SPARES });
    const shuttle = [move('h2', 'h3'), move('c9', 'c8'), move('h3', 'h2'), move('c8', 'c9')];
    for (let ply = 0; ply < 40; ply++) s = act(s, shuttle[ply % 4]!).state;
    expect(s.outcome).toBeNull();
    expect(s.positions).toBeNull();
  });
});
