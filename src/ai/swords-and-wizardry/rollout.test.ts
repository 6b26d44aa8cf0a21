import { describe, expect, test } from 'vitest';
import type { SwAction, SwView } from '../../rulesets/swords-and-wizardry/index.js';
import type { Agent, AgentContext } from '../agent.js';
import { heuristicWith, TUNED_WEIGHTS } from '../heuristic.js';
import { DEFAULT_ROLLOUT, rolloutAgent, rolloutValues } from './rollout.js';
import { position } from '../../rulesets/swords-and-wizardry/test-helpers.js';
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
  }, 120_000);
});

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
    const view = rules.view(state, 'red') as SwView;
    const legal = rules.legalActions(state, 'red') as (SwAction & { from: string; to: string })[];
    const challenge = legal.find((a) => a.from === 'e5' && a.to === 'e6')!;
    const quiet = legal.find((a) => a.from === 'h2' && a.to === 'h3')!;
    const edge = (wizardWorth: number) => {
      let seed = 11;
      const v = rolloutValues(view, [], [challenge, quiet], { ...DEFAULT_ROLLOUT, samples: 36, depth: 0, wizardWorth }, () => seed++, heuristicWith(TUNED_WEIGHTS));
      return (v[0]! - v[1]!) / 36;
    };
    // As before: the search's own worth (7) gives the evaluation it always gave.
    expect(DEFAULT_ROLLOUT.wizardWorth).toBe(7);
    // Worth 7, the Peasants lost five times in six cost more than the Wizard won once; worth 16, less.
    expect(edge(7)).toBeLessThan(0);
    expect(edge(16)).toBeGreaterThan(0);
  });
});
