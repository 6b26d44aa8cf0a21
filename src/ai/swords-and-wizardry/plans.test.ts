import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { swordsAndWizardry as rules, type SwAction, type SwView } from '../../rulesets/swords-and-wizardry/ruleset.js';
import { position, type Layout } from '../../rulesets/swords-and-wizardry/test-helpers.js';
import type { Agent } from '../agent.js';
import { Beliefs } from './beliefs.js';
import { plansFor } from './plans.js';
import { DEFAULT_ROLLOUT, planned, rolloutAgent, rolloutValues } from './rollout.js';
import { decide, reshuffleHidden } from './test-positions.js';

const SETTINGS = { plans: 3, walk: 6, catapultReach: 3 };
const plansIn = (layout: Layout) => {
  const view = rules.view(position(layout), 'red') as SwView;
  return plansFor(view, new Beliefs('red', view, []), SETTINGS).map((p) => p.steps.map((s) => `${s.from}-${s.to}`).join(' '));
};

describe('plansFor: my pieces that beat a threat to my Princess, and their way there', () => {
  test('an enemy piece beside her castle (Castles (2)) is sent a piece that beats it (Attack Table), shortest first', () => {
    // Black's King on e2 beside Red's Princess on e1. Peasants and Giants beat a King (defender
    // eliminated); Knights do not (attacker eliminated). The King is shown, so its kind is known.
    const plans = plansIn({
      e1: ['red', 'princess'],
      e2: ['black', 'king', { revealed: true }],
      g2: ['red', 'peasants'],
      a4: ['red', 'giant'],
      e3: ['red', 'knights'],
      f10: ['black', 'princess'],
    });
    expect(plans[0]).toBe('g2-f2 f2-e2');
    expect(plans.some((p) => p.startsWith('e3-'))).toBe(false);
    // The Giant walks over empty squares only and ends beside the King before challenging it.
    const giant = plans.find((p) => p.startsWith('a4-'))!.split(' ');
    expect(giant.at(-1)).toMatch(/-e2$/);
    expect(giant.length).toBeLessThanOrEqual(SETTINGS.walk + 1);
  });

  test('an enemy Siege Catapult near a square it could fire on her castle from is a threat (Siege Catapult)', () => {
    // The catapult on c4 is three steps from c1, two squares from e1 in a line. Red's Knights beside
    // it beat a catapult.
    const base: Layout = { e1: ['red', 'princess'], f10: ['black', 'princess'] };
    expect(plansIn({ ...base, c4: ['black', 'siege-catapult', { revealed: true }], b4: ['red', 'knights'] })).toEqual(['b4-c4']);
    // Further off it is no threat yet.
    expect(plansIn({ ...base, c7: ['black', 'siege-catapult', { revealed: true }], b7: ['red', 'knights'] })).toEqual([]);
  });

  test('an enemy Princess identified: a rescuer\'s way to her (Castles (1)), and pieces that beat those beside her', () => {
    // Black's Princess found in f10 (awaiting rescue), Black's Marshall Royal beside her on g10. Red's
    // Knights walk f9 and challenge her; Red's Ogre beats a Marshall Royal (defender eliminated).
    const plans = plansIn({
      e1: ['red', 'princess'],
      f10: ['black', 'princess', { revealed: true, awaitingRescue: true }],
      g10: ['black', 'marshall-royal', { revealed: true }],
      f8: ['red', 'knights'],
      h9: ['red', 'ogre'],
    });
    expect(plans).toContain('f8-f9 f9-f10');
    expect(plans.some((p) => p.startsWith('h9-') && p.endsWith('-g10') && p.split(' ').length === 2)).toBe(true);
    // The Ogre cannot rescue her (The Princess): no plan sends it to f10.
    expect(plans.some((p) => p.startsWith('h9-') && p.endsWith('-f10'))).toBe(false);
  });

  test('no threat, no plan', () => {
    expect(plansIn({ e1: ['red', 'princess'], e4: ['red', 'knights'], a8: ['black', 'king', { revealed: true }], f10: ['black', 'princess'] })).toEqual([]);
  });
});

describe('planned: a plan\'s next move in the game as it stands', () => {
  test('the step itself where it is legal; where my own piece stands in the way, that piece steps aside off the plan', () => {
    const state = position({ e1: ['red', 'princess'], a4: ['red', 'knights'], a5: ['red', 'peasants'], f10: ['black', 'princess'], j9: ['black', 'peasants'] });
    const legal = rules.legalActions(state, 'red') as SwAction[];
    const empty = (square: string) => !rules.view(state, 'red').pieces.some((p) => p.square === square);
    const plan = { steps: [{ from: 'a4', to: 'a5' }, { from: 'a5', to: 'a6' }], moves: 3 };
    // The Peasants on a5 make room: not back onto the plan's squares (a4, a6), so b5.
    expect(planned(plan, 0, legal, empty)).toEqual({ action: { type: 'move', from: 'a5', to: 'b5' }, walks: false });
    expect(planned({ ...plan, steps: [{ from: 'a4', to: 'b4' }] }, 0, legal, empty)).toEqual({ action: { type: 'move', from: 'a4', to: 'b4' }, walks: true });
    // Past its last step a plan has nothing more to say.
    expect(planned(plan, 2, legal, empty)).toBeUndefined();
  });

  test('a plan through my own pieces counts their moves aside (plansFor)', () => {
    // Black's Princess found on a9; Red's Knights on a6 walk a7, a8 (Red's Peasants there step aside)
    // and challenge her: three steps and a move aside.
    const view = rules.view(position({ e1: ['red', 'princess'], a9: ['black', 'princess', { revealed: true, awaitingRescue: true }], a6: ['red', 'knights'], a8: ['red', 'peasants'], b7: ['red', 'peasants'], b8: ['red', 'peasants'], b9: ['red', 'peasants'] }), 'red') as SwView;
    const [plan] = plansFor(view, new Beliefs('red', view, []), SETTINGS);
    expect(plan!.steps.map((s) => `${s.from}-${s.to}`)).toEqual(['a6-a7', 'a7-a8', 'a8-a9']);
    expect(plan!.moves).toBe(4);
  });
});

describe('rolloutValues with a plan: my side plays its steps', () => {
  test('the heuristic is asked for my moves only once the plan is played out', () => {
    const state = position({ e1: ['red', 'princess'], a4: ['red', 'knights'], h8: ['black', 'men-at-arms'], f10: ['black', 'princess'], a9: ['black', 'peasants'] });
    const view = rules.view(state, 'red') as SwView;
    const asked: string[] = [];
    // A stand-in for the heuristic that notes whose move it was asked for.
    const player: Agent = { name: 'spy', choose: (ctx) => (asked.push(ctx.seat), ctx.legal[0]) };
    const plan = { steps: [{ from: 'a4', to: 'a5' }, { from: 'a5', to: 'a6' }, { from: 'a6', to: 'a7' }], moves: 3 };
    const first = { type: 'move', from: 'a4', to: 'a5' } as SwAction;
    const dice = SeededDice.fromSeed(1);
    const settings = { ...DEFAULT_ROLLOUT, samples: 1, depth: 2 };
    rolloutValues(view, [], [first], settings, () => dice.roll(1000), player, [plan]);
    // Red's plies 0, 2 and 4 are the plan's, and the rollout grows to twice the plan's length: the
    // heuristic is asked for Black's plies 1, 3 and 5 and for Red's ply 6.
    expect(asked).toEqual(['black', 'black', 'black', 'red']);
    asked.length = 0;
    // Without the plan: ply 0 the candidate, then the heuristic for both sides up to the depth.
    rolloutValues(view, [], [first], settings, () => dice.roll(1000), player, [null]);
    expect(asked).toEqual(['black', 'red']);
  });
});

describe('the rollout player with plans', () => {
  test('never reads hidden state where it has plans: the same view, the same plans and the same choice', () => {
    // A threat (Black's King shown beside Red's Princess) and Black pieces Red has not seen, whose
    // kinds the twin shuffles among them.
    const state = position({
      e1: ['red', 'princess'], e2: ['black', 'king', { revealed: true }], g2: ['red', 'peasants'], a4: ['red', 'giant'], b1: ['red', 'knights'], h3: ['red', 'men-at-arms'],
      c8: ['black', 'knights'], d8: ['black', 'peasants'], e8: ['black', 'dragon'], h8: ['black', 'giant'], f10: ['black', 'princess'], a9: ['black', 'bowmen'],
    });
    const twin = reshuffleHidden(state, 'black', 3);
    expect(twin).not.toEqual(state);
    const view = rules.view(state, 'red') as SwView;
    expect(rules.view(twin, 'red')).toEqual(view);
    expect(plansFor(view, new Beliefs('red', view, []), SETTINGS).length).toBeGreaterThan(0);
    const agent = rolloutAgent({ samples: 3, depth: 4, plans: 2 });
    expect(decide(agent, 'red', twin, [])).toEqual(decide(agent, 'red', state, []));
  });
});
