import { describe, expect, test } from 'vitest';
import type { SwAction, SwView } from '../../rulesets/swords-and-wizardry/index.js';
import type { Agent, AgentContext } from '../agent.js';
import { heuristicWith, TUNED_WEIGHTS } from './heuristic.js';
import { DEFAULT_ROLLOUT, quietPlies, rolloutAgent, rolloutValues } from './rollout.js';
import type { GameEvent } from '../../core/ruleset.js';
import { SeededDice } from '../../core/dice.js';
import { testing } from '../../rulesets/swords-and-wizardry/index.js';
import { swordsAndWizardry as rules } from '../../rulesets/swords-and-wizardry/index.js';
import { bestByHeuristic } from './search.js';
import { expectBlindToHiddenKinds, favouriteCases, midgame, winsAgainstRandom } from './test-positions.js';

const { position } = testing;

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

  test("in a rollout each side moves from its own seat's view: the enemy never sees my hidden pieces or my private events", () => {
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

  test('the same dice give the same choice, and the rollouts overrule the ranking somewhere', () => {
    const free = rolloutAgent({ samples: 3, depth: 6 });
    let differs = 0;
    for (const { ctx, favourite } of favouriteCases(TUNED_WEIGHTS)) {
      const choice = free.choose(ctx(5));
      expect(free.choose(ctx(5))).toEqual(choice);
      if (JSON.stringify(choice) !== JSON.stringify(favourite)) differs++;
    }
    // The rollouts do overrule the ranking somewhere.
    expect(differs).toBeGreaterThan(0);
  });

  test('beats the random player (fixed seeds, two samples of four plies a move)', () => {
    expect(winsAgainstRandom(() => rolloutAgent({ samples: 2, depth: 4, candidates: 3 }), 4)).toBe(4);
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
      ...Array.from(
        { length: plies },
        (_, i) =>
          ({ type: 'moved', seat: i % 2 ? 'black' : 'red', piece: i % 2 ? 'b3' : 'r9', from: 'a1', to: 'a1', how: 'step' }) as GameEvent,
      ),
    ];
    const strongest = { candidates: 4, samples: 8, depth: 8, plans: 2, likely: 0.35, sampleMoved: 0.15 };
    const choose = (plies: number, stall: number) =>
      rolloutAgent({ ...strongest, stall }).choose({
        ruleset: rules,
        seat: 'red',
        view,
        legal,
        dice: SeededDice.fromSeed(1),
        events: quiet(plies),
      });
    // Not stalled (10 quiet plies, or no stall setting): the Peasants shuffles beside the guard.
    expect(choose(10, 100)).toEqual({ type: 'move', from: 'h10', to: 'i10' });
    expect(choose(120, 0)).toEqual({ type: 'move', from: 'h10', to: 'i10' });
    // Stalled: the Marshall Royal's first step on his way to g9, to trade.
    expect(choose(120, 100)).toEqual({ type: 'move', from: 'e10', to: 'e9' });
  });
});
