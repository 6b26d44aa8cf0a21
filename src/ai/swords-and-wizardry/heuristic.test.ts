import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import {
  swordsAndWizardry as rules,
  type PieceKind,
  type SwAction,
  type SwSeat,
  type SwView,
} from '../../rulesets/swords-and-wizardry/index.js';
import type { SwState } from '../../rulesets/swords-and-wizardry/index.js';
import { context } from '../../rulesets/swords-and-wizardry/index.js';
import { playMatch } from '../play-match.js';
import { AGENTS, heuristicAgent, randomAgent, resolveAgent } from '../index.js';
import type { Agent } from '../agent.js';
import type { GameEvent } from '../../core/ruleset.js';
import { makeAgent } from '../catalog.js';
import { bestByHeuristic } from './search.js';
import { BEGINNER_WEIGHTS, scoreActions, TUNED_WEIGHTS, type HeuristicWeights } from './heuristic.js';

const OPTIONS = (() => {
  const parsed = rules.parseOptions({});
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
})();

/** A position in play from a sparse layout: square -> [owner, kind, revealed?, awaitingRescue?]. */
function position(layout: Record<string, [SwSeat, PieceKind, boolean?, boolean?]>, turn: SwSeat = 'red'): SwState {
  const { grid } = context(OPTIONS).board;
  const state: SwState = {
    options: OPTIONS,
    phase: 'play',
    deployed: { red: true, black: true },
    pieces: [],
    board: new Array<number>(grid.size).fill(-1),
    turn,
    pending: null,
    ply: 10,
    lastMove: null,
    outcome: null,
    positions: null,
  };
  let n = 0;
  for (const [name, [owner, kind, revealed = false, awaitingRescue = false]] of Object.entries(layout)) {
    const square = grid.index(name)!;
    state.board[square] = state.pieces.length;
    state.pieces.push({ id: `${owner[0]}${++n}`, owner, kind, square, revealed, awaitingRescue, capturedBy: null });
  }
  return state;
}

/**
 * Red's moves whose heuristic score changes when the beginner's weights (changed by `base`) are changed
 * by `w`, with the change.
 */
function scoreChanges(
  state: SwState,
  w: Partial<HeuristicWeights>,
  base: Partial<HeuristicWeights> = {},
  events: readonly GameEvent[] = [],
): Map<string, number> {
  const view = rules.view(state, 'red');
  const legal = rules.legalActions(state, 'red') as (SwAction & { from: string; to: string })[];
  const before = scoreActions(view, 'red', events, legal, { ...BEGINNER_WEIGHTS, ...base });
  const after = scoreActions(view, 'red', events, legal, { ...BEGINNER_WEIGHTS, ...base, ...w });
  return new Map(
    legal.flatMap((a, i) => (Math.abs(after[i]! - before[i]!) > 1e-9 ? [[`${a.from}-${a.to}`, after[i]! - before[i]!] as const] : [])),
  );
}

function choose(state: SwState, seat: SwSeat, seed = 1): SwAction {
  return heuristicAgent.choose<SwView, SwAction>({
    ruleset: rules,
    seat,
    view: rules.view(state, seat),
    legal: rules.legalActions(state, seat),
    dice: SeededDice.fromSeed(seed),
    events: [],
  });
}

describe('heuristic agent', () => {
  test('the registry offers random and heuristic by name, and refuses an unknown name', () => {
    expect(Object.keys(AGENTS)).toEqual(['random', 'heuristic']);
    expect(resolveAgent('random')).toBe(randomAgent);
    // The same name plays each rule system with that system's player (catalog.ts forEveryRuleset).
    expect((resolveAgent('heuristic') as { name: string }).name).toBe(heuristicAgent.name);
    expect(resolveAgent('nobody')).toMatch(/unknown agent 'nobody'/);
  });

  test("weights by name: the beginner's own weights play the beginner's game, others another; unknown ones are refused", () => {
    const game = (name: string) =>
      playMatch(rules, { moveLimit: 200 }, 11, { red: makeAgent(name) as Agent, black: heuristicAgent }).match.actions;
    const beginner = game('heuristic');
    expect(game(`heuristic:probe=${BEGINNER_WEIGHTS.probe},guard=${BEGINNER_WEIGHTS.guard}`)).toEqual(beginner);
    expect(game('heuristic:home=3,movedPrincess=0.2')).not.toEqual(beginner);
    expect(makeAgent('heuristic:bravery=2')).toMatch(/unknown setting 'bravery' in 'heuristic:bravery=2': heuristic has probe, exposure/);
    expect(makeAgent('search:bravery=2')).toMatch(/unknown setting 'bravery'/);
    expect(typeof makeAgent('search:iterations=100,home=3')).toBe('object');
  });

  test('home: moving a piece off one of its own castles costs `home`, every other move scores as before', () => {
    const state = position({
      j2: ['red', 'peasants'],
      e1: ['red', 'princess'],
      a2: ['red', 'peasants'],
      c3: ['red', 'men-at-arms'],
      j9: ['black', 'princess'],
      e9: ['black', 'knights'],
    });
    const changed = scoreChanges(state, { home: 3 });
    // Every Peasants' step off j2 or a2, and nothing else (the Princess's own moves never count it).
    const leaving = (rules.legalActions(state, 'red') as (SwAction & { from: string })[]).filter(
      (a) => a.type === 'move' && (a.from === 'j2' || a.from === 'a2'),
    );
    expect(leaving.length).toBeGreaterThan(0);
    expect(changed.size).toBe(leaving.length);
    for (const [move, d] of changed) {
      expect(move.startsWith('j2-') || move.startsWith('a2-')).toBe(true);
      expect(d).toBeCloseTo(-3, 9);
    }
  });

  test('guardFill and reshow change the moves they are about, and only those', () => {
    // Red's Princess in e1 with a guard on d1; Black's Princess found in j9, Red's catapult beside her;
    // Black's Peasants on f3 three steps from e1, an unknown Black piece on e3 beside Red's Knights on e2.
    const state = position({
      e1: ['red', 'princess'],
      d1: ['red', 'men-at-arms'],
      f2: ['red', 'bowmen'],
      e2: ['red', 'knights'],
      j8: ['red', 'siege-catapult'],
      j9: ['black', 'princess', true, true],
      f3: ['black', 'peasants'],
      e3: ['black', 'men-at-arms'],
      a9: ['black', 'giant'],
    });
    const delta = (w: Partial<HeuristicWeights>) => scoreChanges(state, w);
    // The one move onto a square beside the Princess's castle: f2-f1.
    expect(delta({ guardFill: 1.3 })).toEqual(new Map([['f2-f1', expect.closeTo(1, 9)]]));
    // The catapult's second shot at the Princess already awaiting rescue: the beginner counts 40 for it.
    expect(delta({ reshow: 0 })).toEqual(new Map([['j8-j9', expect.closeTo(-40, 9)]]));
  });

  test("paths and makeWay: a rescuer's way to a Princess found runs along the board, and a piece in its way steps aside", () => {
    // Black's Princess found in f10; Red's Knights on h10 with Red's own Peasants between them on g10.
    const state = position({
      f10: ['black', 'princess', true, true],
      g10: ['red', 'peasants'],
      h10: ['red', 'knights'],
      e1: ['red', 'princess'],
      a9: ['black', 'giant'],
    });
    // As the crow flies h10-h9 leads away from her (2 squares to 3); along the board it leads round the
    // Peasants (4 steps, g10 counting 3, to 3): 2 a step, so the move gains 4.
    expect(scoreChanges(state, { paths: 1 }).get('h10-h9')).toBeCloseTo(4, 9);
    // With the way along the board, the Peasants' step aside (g10-g9) cuts the Knights' way from 4 to 2:
    // worth 4 at makeWay 1; no other move changes.
    expect(scoreChanges(state, { makeWay: 1 }, { paths: 1 })).toEqual(new Map([['g10-g9', expect.closeTo(4, 9)]]));
  });

  test('clearFound: pieces that cannot rescue step away from a Princess found, so a rescuer can reach her', () => {
    // Black's Princess found in f10, her three neighbours held by Red's Ogres and Giant (they surrounded
    // her without a rescuer, Castles (2)); Red's Hero on g9 is boxed out behind them.
    const state = position({
      f10: ['black', 'princess', true, true],
      e10: ['red', 'ogre'],
      g10: ['red', 'ogre'],
      f9: ['red', 'giant'],
      g9: ['red', 'hero'],
      e1: ['red', 'princess'],
      a5: ['black', 'giant'],
    });
    const best = (w: HeuristicWeights) => {
      const [top] = bestByHeuristic(rules.view(state, 'red'), [], rules.legalActions(state, 'red'), 1, w) as (SwAction & {
        from: string;
        to: string;
      })[];
      return `${top!.from}-${top!.to}`;
    };
    // Without it the castle's pull holds the monsters beside her; with it one of those next to the Hero
    // (g10 or f9) steps aside, opening a square beside her to the Hero.
    expect(['g10-h10', 'f9-e9', 'f9-f8']).not.toContain(best({ ...TUNED_WEIGHTS, clearFound: 0 }));
    expect(['g10-h10', 'f9-e9', 'f9-f8']).toContain(best(TUNED_WEIGHTS));
  });

  test('quietUntil: a catapult firing again at a Princess already found does not end a quiet spell', () => {
    // Red's Peasants beside an unknown Black piece: a probe, worth more as the game stalls.
    const state = position({
      c4: ['red', 'peasants'],
      c5: ['black', 'knights'],
      e1: ['red', 'princess'],
      j9: ['black', 'princess', true, true],
      j7: ['red', 'siege-catapult', true],
    });
    const shot: GameEvent[] = [
      {
        type: 'challenge',
        seat: 'red',
        how: 'step',
        attacker: { id: 'r5', owner: 'red', kind: 'siege-catapult', square: 'j7' },
        defender: { id: 'b4', owner: 'black', kind: 'princess', square: 'j9' },
      } as GameEvent,
      { type: 'challenge-result', result: 'awaits-rescue', why: '', eliminated: [], attackerOn: 'j7' } as GameEvent,
    ];
    const step = (i: number): GameEvent =>
      ({ type: 'moved', seat: i % 2 ? 'red' : 'black', piece: 'x', from: 'a1', to: 'a2', how: 'step' }) as GameEvent;
    // Found 45 plies ago, then 45 quiet plies, then the same shot again.
    const events = [...shot, ...Array.from({ length: 45 }, (_, i) => step(i)), ...shot];
    const probe = scoreChanges(state, { quietUntil: 1 }, {}, events).get('c4-c5');
    // The beginner counts 0 quiet plies (the shot was a challenge), quietUntil 1 counts 46 (45 steps and
    // the shot): the probe's bonus grows by 46 / 15 (at most 4).
    expect(probe).toBeCloseTo(46 / 15, 9);
    // A shot that eliminated a piece ends the spell either way.
    const kill: GameEvent[] = [shot[0]!, { ...shot[1]!, eliminated: ['b4'] } as GameEvent];
    expect(scoreChanges(state, { quietUntil: 1 }, {}, [...shot, ...Array.from({ length: 45 }, (_, i) => step(i)), ...kill]).size).toBe(0);
  });

  test('its deployment is legal for both sides (Preparation): the Princess on a castle, no catapult on one', () => {
    for (let seed = 0; seed < 20; seed++) {
      const created = Match.create(rules, {}, seed);
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const dice = SeededDice.fromSeed(seed);
      for (const seat of ['red', 'black'] as const) {
        const action = heuristicAgent.choose({ ruleset: rules, seat, view: m.view(seat), legal: m.legalActions(seat), dice });
        expect((action as SwAction).type).toBe('deploy');
        const result = m.act(seat, action);
        expect(result.ok, result.ok ? '' : result.error.message).toBe(true);
      }
      const { board } = context(OPTIONS);
      for (const p of m.view('red').pieces.filter((p) => p.owner === 'red')) {
        const castle = board.castle[board.grid.index(p.square)!] !== null;
        if (p.kind === 'princess') expect(castle).toBe(true);
        if (p.kind === 'siege-catapult') expect(castle).toBe(false);
      }
    }
  });

  test('it rescues a revealed Princess beside a rescuer at once', () => {
    const state = position({
      e5: ['red', 'knights'],
      e6: ['black', 'princess', true],
      d5: ['red', 'peasants'],
      a1: ['red', 'princess'],
      h8: ['black', 'men-at-arms'],
    });
    expect(choose(state, 'red')).toEqual({ type: 'move', from: 'e5', to: 'e6' });
  });

  test('it takes a challenge the attack table says it wins, and never walks into a known loss', () => {
    // Marshall Royal v revealed Knights: D. Peasants v revealed Knights: A.
    const win = position({
      c3: ['red', 'marshall-royal'],
      c4: ['black', 'knights', true],
      a1: ['red', 'princess'],
      h8: ['black', 'men-at-arms'],
    });
    expect(choose(win, 'red')).toEqual({ type: 'move', from: 'c3', to: 'c4' });
    for (let seed = 0; seed < 10; seed++) {
      const loss = position({
        c3: ['red', 'peasants'],
        c4: ['black', 'knights', true],
        a1: ['red', 'princess'],
        h8: ['black', 'men-at-arms'],
      });
      expect(choose(loss, 'red', seed)).not.toEqual({ type: 'move', from: 'c3', to: 'c4' });
    }
  });

  test('it sends a cheap piece, not the King, to find out what an unknown piece is', () => {
    const state = position({
      c4: ['red', 'peasants'],
      d5: ['red', 'king'],
      c5: ['black', 'knights'],
      d6: ['black', 'bowmen'],
      a1: ['red', 'princess'],
      j10: ['black', 'princess'],
    });
    const action = choose(state, 'red');
    expect(action).not.toEqual({ type: 'move', from: 'd5', to: 'c5' });
    expect(action).not.toEqual({ type: 'move', from: 'd5', to: 'd6' });
  });

  test('it never reads hidden state: positions that look the same to its seat get the same choice', () => {
    let compared = 0;
    for (let seed = 0; seed < 12; seed++) {
      const { match } = playMatch(rules, { moveLimit: 60 + seed * 7 }, seed, { red: heuristicAgent, black: randomAgent });
      if (match.outcome()?.clause !== 'SW-A4 (moveLimit)') continue;
      // Continue from the position before the end, with Black's unseen pieces shuffled among themselves.
      const state = structuredClone(match.state as SwState);
      state.phase = 'play';
      state.outcome = null;
      state.turn = 'red';
      const hidden = state.pieces.filter((p) => p.owner === 'black' && p.square >= 0 && !p.revealed);
      const kinds = hidden.map((p) => p.kind).reverse();
      hidden.forEach((p, i) => ((p as { kind: PieceKind }).kind = kinds[i]!));
      const ctx = (s: SwState) => ({
        ruleset: rules,
        seat: 'red',
        view: rules.view(s, 'red'),
        legal: rules.legalActions(s, 'red'),
        dice: SeededDice.fromSeed(seed),
        events: match.events('red'),
      });
      const original = structuredClone(match.state as SwState);
      original.phase = 'play';
      original.outcome = null;
      original.turn = 'red';
      expect(rules.view(state, 'red')).toEqual(rules.view(original, 'red'));
      expect(heuristicAgent.choose(ctx(state))).toEqual(heuristicAgent.choose(ctx(original)));
      compared++;
    }
    expect(compared).toBeGreaterThan(5);
  });

  test('it chooses the same move from the same dice (deterministic)', () => {
    const state = position({ c3: ['red', 'knights'], f3: ['red', 'bowmen'], a1: ['red', 'princess'], h8: ['black', 'men-at-arms'] });
    expect(choose(state, 'red', 7)).toEqual(choose(state, 'red', 7));
  });

  test('it beats the random player in a large majority of 40 games (sides alternating)', () => {
    let wins = 0;
    let losses = 0;
    for (let i = 0; i < 40; i++) {
      const seat: SwSeat = i % 2 === 0 ? 'red' : 'black';
      const agents = seat === 'red' ? { red: heuristicAgent, black: randomAgent } : { red: randomAgent, black: heuristicAgent };
      const { outcome } = playMatch(rules, { moveLimit: 600 }, 2024 + i, agents);
      if (outcome.winner === seat) wins++;
      else if (outcome.winner) losses++;
    }
    expect(wins).toBeGreaterThanOrEqual(36);
    expect(losses).toBeLessThanOrEqual(2);
  });
});

describe('heuristic deployment on other settings', () => {
  test('a different force still deploys legally (falling back to random where its plan cannot fit)', () => {
    for (const force of [
      { peasants: 0, knights: 12 },
      { 'siege-catapult': 6, peasants: 4 },
      { ogre: 0, giant: 5 },
    ]) {
      const created = Match.create(rules, { force }, 3);
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      for (const seat of ['red', 'black'] as const) {
        const action = heuristicAgent.choose({
          ruleset: rules,
          seat,
          view: m.view(seat),
          legal: m.legalActions(seat),
          dice: SeededDice.fromSeed(1),
        });
        const result = m.act(seat, action);
        expect(result.ok, result.ok ? '' : result.error.message).toBe(true);
      }
    }
  });
});
