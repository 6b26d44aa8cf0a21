import { describe, expect, test } from 'vitest';
import type { SwAction, SwView } from '../../rulesets/swords-and-wizardry/index.js';
import type { Agent, AgentContext } from '../agent.js';
import { heuristicWith, TUNED_WEIGHTS } from './heuristic.js';
import { DEFAULT_ROLLOUT, quietPlies, rolloutAgent, rolloutValues, type RolloutSettings } from './rollout.js';
import type { SwState } from '../../rulesets/swords-and-wizardry/index.js';
import type { GameEvent } from '../../core/ruleset.js';
import { SeededDice } from '../../core/dice.js';
import { position } from '../../rulesets/swords-and-wizardry/testing.js';
import { swordsAndWizardry as rules } from '../../rulesets/swords-and-wizardry/index.js';
import { bestByHeuristic } from './search.js';
import { expectBlindToHiddenKinds, favouriteCases, midgame, winsAgainstRandom } from './test-positions.js';

describe('the rollout player', () => {
  test('never reads hidden state: states with the same view give the same choice', () => {
    expectBlindToHiddenKinds(rolloutAgent({ samples: 2, depth: 4 }));
    // With plans too (plans.ts reads the view and the seat's beliefs only).
    expectBlindToHiddenKinds(rolloutAgent({ samples: 2, depth: 4, plans: 2 }));
    // And with the siege of the likeliest castle and determinizations weighted by princessOdds.
    expectBlindToHiddenKinds(rolloutAgent({ samples: 2, depth: 4, plans: 2, likely: 0.35, sampleMoved: 0.15 }));
    // And in a stalled game (a stall of one ply: trades in the plans, longer walks and rollouts).
    expectBlindToHiddenKinds(rolloutAgent({ samples: 2, depth: 4, plans: 2, likely: 0.35, sampleMoved: 0.15, stall: 1 }));
  });

  test('in a rollout each side moves from its own seat\'s view: the enemy never sees my hidden pieces or my private events', () => {
    const match = midgame(3, 140);
    const me = match.toAct()[0]! as 'red' | 'black';
    const enemy = me === 'red' ? 'black' : 'red';
    const view = match.view(me) as SwView;
    const events = match.events(me);
    // My deployment is shown to me alone: the enemy's rollout moves must not get it.
    expect(events.some((e) => e.audience && !e.audience.includes(enemy))).toBe(true);
    const seen: AgentContext[] = [];
    const spy: Agent = {
      name: 'spy',
      choose(ctx) {
        seen.push(ctx as AgentContext);
        return heuristicWith(TUNED_WEIGHTS).choose(ctx);
      },
    };
    const candidates = bestByHeuristic(view, events, match.legalActions(me) as SwAction[], 3, TUNED_WEIGHTS);
    let seed = 7;
    rolloutValues(view, events, candidates, { ...DEFAULT_ROLLOUT, samples: 2, depth: 6 }, () => seed++, spy);
    const theirs = seen.filter((c) => c.seat === enemy);
    const mine = seen.filter((c) => c.seat === me);
    expect(theirs.length).toBeGreaterThan(5);
    expect(mine.length).toBeGreaterThan(5);
    for (const ctx of theirs) {
      const v = ctx.view as SwView;
      expect(v.viewer).toBe(enemy);
      for (const p of v.pieces) if (p.owner === me && !p.revealed) expect(p.kind).toBeNull();
      expect(ctx.events!.every((e) => !e.audience || e.audience.includes(enemy))).toBe(true);
    }
    for (const ctx of mine) {
      const v = ctx.view as SwView;
      expect(v.viewer).toBe(me);
      for (const p of v.pieces) if (p.owner === enemy && !p.revealed) expect(p.kind).toBeNull();
    }
  });

  test('the same dice give the same choice, and a margin of a whole win keeps the ranking\'s favourite', () => {
    const sure = rolloutAgent({ samples: 2, depth: 4, margin: 1000 });
    const free = rolloutAgent({ samples: 3, depth: 6 });
    let differs = 0;
    for (const { ctx, favourite } of favouriteCases(TUNED_WEIGHTS)) {
      expect(sure.choose(ctx(5))).toEqual(favourite);
      const choice = free.choose(ctx(5));
      expect(free.choose(ctx(5))).toEqual(choice);
      if (JSON.stringify(choice) !== JSON.stringify(favourite)) differs++;
    }
    // Without the margin the rollouts do overrule the ranking somewhere.
    expect(differs).toBeGreaterThan(0);
  });

  test('beats the random player (fixed seeds, two samples of four plies a move)', () => {
    expect(winsAgainstRandom(() => rolloutAgent({ samples: 2, depth: 4, candidates: 3 }), 4)).toBe(4);
  });
});

/**
 * How much better Red's move `a` ends than `b` ("e5-e6"), each scored as it leaves the board (depth 0)
 * by the rollouts' last evaluation over `samples` dice: the mean difference, in wins.
 */
function edgeOf(state: SwState, a: string, b: string, settings: Partial<RolloutSettings>, samples: number, firstSeed: number): number {
  const view = rules.view(state, 'red') as SwView;
  const legal = rules.legalActions(state, 'red') as (SwAction & { from: string; to: string })[];
  const move = (name: string) => legal.find((m) => `${m.from}-${m.to}` === name)!;
  let seed = firstSeed;
  const v = rolloutValues(view, [], [move(a), move(b)], { ...DEFAULT_ROLLOUT, ...settings, samples, depth: 0 }, () => seed++, heuristicWith(TUNED_WEIGHTS));
  return (v[0]! - v[1]!) / samples;
}

describe('the rollouts\' last evaluation: a Wizard\'s worth (wizardWorth)', () => {
  test('a dearer Wizard makes my Peasants\' challenge of the enemy\'s shown Wizard worth more against a quiet move', () => {
    // Red's Peasants on e5 beside Black's Wizard, shown, on e6; Red's King on h2 far off. Each candidate
    // is scored as it leaves the board (depth 0), over 36 dice: the Wizard falls when his die shows 1.
    const state = position({
      e1: ['red', 'princess'],
      e5: ['red', 'peasants'],
      h2: ['red', 'king'],
      e6: ['black', 'wizard', { revealed: true }],
      c9: ['black', 'men-at-arms'],
      j10: ['black', 'princess'],
    });
    const edge = (wizardWorth: number) => edgeOf(state, 'e5-e6', 'h2-h3', { wizardWorth }, 36, 11);
    // As before: the search's own worth (7) gives the evaluation it always gave.
    expect(DEFAULT_ROLLOUT.wizardWorth).toBe(7);
    // Worth 7, the Peasants lost five times in six cost more than the Wizard won once; worth 16, less.
    expect(edge(7)).toBeLessThan(0);
    expect(edge(16)).toBeGreaterThan(0);
  });
});

describe('the rollouts\' last evaluation: a Princess off the castles (abroad, abroadShown)', () => {
  test('a cost on her standing off the castles makes her step out of her castle worse than a quiet move, worse again once she is shown', () => {
    // Red's Princess in her castle on e1, a Red Knights on h2; Black far off. Each candidate is scored
    // as it leaves the board (depth 0): the Princess's step to e2 against the Knights' step to h3.
    const edge = (shown: boolean, abroad: number, abroadShown: number) =>
      edgeOf(
        position({
          e1: ['red', 'princess', { revealed: shown }],
          h2: ['red', 'knights'],
          c9: ['black', 'men-at-arms'],
          j10: ['black', 'princess'],
        }),
        'e1-e2',
        'h2-h3',
        { abroad, abroadShown },
        4,
        5,
      );
    // No cost (the default): her step scores as the Knights' does, bar the Knights' way to the castles.
    expect(DEFAULT_ROLLOUT.abroad).toBe(0);
    expect(DEFAULT_ROLLOUT.abroadShown).toBe(0);
    const free = edge(false, 0, 0);
    expect(Math.abs(free)).toBeLessThan(0.01);
    // Hidden, she costs `abroad`; shown, `abroadShown` (Castles: in a castle no challenge takes her).
    expect(edge(false, 5, 12)).toBeLessThan(free - 0.05);
    expect(edge(true, 5, 12)).toBeLessThan(edge(false, 5, 12) - 0.05);
    expect(edge(true, 5, 0)).toBeCloseTo(edge(true, 0, 0), 12);
  });
});

describe('a stalled game (stall): quietPlies', () => {
  test('counts the moves and challenges since a piece was last eliminated, or a castle surrounded', () => {
    const moved = { type: 'moved', seat: 'red', piece: 'r1', from: 'a4', to: 'a5', how: 'step' } as GameEvent;
    const challenge = { type: 'challenge', seat: 'black' } as GameEvent;
    const result = (eliminated: string[]) => ({ type: 'challenge-result', eliminated }) as GameEvent;
    const first = { type: 'first-player', seat: 'red' } as GameEvent;
    expect(quietPlies([])).toBe(0);
    expect(quietPlies([first, moved, moved])).toBe(2);
    // A challenge that eliminated a piece ends the count; one that eliminated none (No Result) is a quiet ply.
    expect(quietPlies([first, moved, challenge, result(['b3']), moved, moved, challenge, result([]), moved])).toBe(4);
    expect(quietPlies([first, moved, { type: 'castle-surrounded' } as GameEvent, moved])).toBe(1);
  });
});

describe('a stalled game (stall): the rollout player plays to end it', () => {
  test('after 100 plies with nothing eliminated, my Marshall Royal goes to trade with the guard that keeps the surround open', () => {
    // Black's Princess shown in her castle on f10. Of the squares beside it Red holds e10 (Marshall
    // Royal) and f9 (Knights); Black's Marshall Royal holds g10, and nothing of Red's beats him. Red's
    // Peasants on h10 waits to step in. A trade of the Marshalls (Attack Table X) opens g10 (Castles (2)).
    const state = position({
      e1: ['red', 'princess'],
      e10: ['red', 'marshall-royal', { revealed: true }],
      f9: ['red', 'knights', { revealed: true }],
      h10: ['red', 'peasants'],
      d10: ['red', 'peasants', { revealed: true }],
      f10: ['black', 'princess', { revealed: true }],
      g10: ['black', 'marshall-royal', { revealed: true }],
      e2: ['black', 'giant', { revealed: true }],
      f1: ['black', 'men-at-arms'],
    });
    const view = rules.view(state, 'red') as SwView;
    const legal = rules.legalActions(state, 'red') as SwAction[];
    // `plies` quiet moves (my own piece's and the enemy's, nothing eliminated) since the first player was drawn.
    const quiet = (plies: number) => [
      { type: 'first-player', seat: 'red' } as GameEvent,
      ...Array.from({ length: plies }, (_, i) => ({ type: 'moved', seat: i % 2 ? 'black' : 'red', piece: i % 2 ? 'b3' : 'r9', from: 'a1', to: 'a1', how: 'step' }) as GameEvent),
    ];
    const strongest = { candidates: 4, samples: 8, depth: 8, plans: 2, likely: 0.35, sampleMoved: 0.15 };
    const choose = (plies: number, stall: number) => rolloutAgent({ ...strongest, stall }).choose({ ruleset: rules, seat: 'red', view, legal, dice: SeededDice.fromSeed(1), events: quiet(plies) });
    // Not stalled (10 quiet plies, or no stall setting): the Peasants shuffles beside the guard.
    expect(choose(10, 100)).toEqual({ type: 'move', from: 'h10', to: 'i10' });
    expect(choose(120, 0)).toEqual({ type: 'move', from: 'h10', to: 'i10' });
    // Stalled: the Marshall Royal's first step on his way to g9, to trade.
    expect(choose(120, 100)).toEqual({ type: 'move', from: 'e10', to: 'e9' });
  });
});
