import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import type { GameEvent } from '../../core/ruleset.js';
import { swordsAndWizardry as rules, type SwAction, type SwView } from '../../rulesets/swords-and-wizardry/index.js';
import { context } from '../../rulesets/swords-and-wizardry/index.js';
import type { SwState } from '../../rulesets/swords-and-wizardry/index.js';
import { testing } from '../../rulesets/swords-and-wizardry/index.js';
import { opponent, PIECE_KINDS, type PieceKind, type SwSeat } from '../../rulesets/swords-and-wizardry/index.js';
import type { Agent } from '../agent.js';
import { Beliefs } from './beliefs.js';
import { plansFor } from './plans.js';
import { DEFAULT_ROLLOUT, planned, rolloutAgent, rolloutValues } from './rollout.js';
import { decide, reshuffleHidden } from './test-positions.js';

const { position } = testing;
type Layout = testing.Layout;

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

  test("an enemy Princess identified: a rescuer's way to her (Castles (1)), and pieces that beat those beside her", () => {
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
    expect(
      plansIn({ e1: ['red', 'princess'], e4: ['red', 'knights'], a8: ['black', 'king', { revealed: true }], f10: ['black', 'princess'] }),
    ).toEqual([]);
  });
});

/** `state` with the rest of `seat`'s force taken, so that its hidden pieces are exactly those on the board. */
function allOthersTaken(state: SwState, seat: SwSeat): SwState {
  const left = { ...context(state.options).force };
  for (const p of state.pieces) if (p.owner === seat) left[p.kind]--;
  const taken = PIECE_KINDS.flatMap((k) => Array<PieceKind>(Math.max(0, left[k])).fill(k));
  const pieces = [
    ...state.pieces,
    ...taken.map((kind, i) => ({
      id: `${seat[0]}x${i}`,
      owner: seat,
      kind,
      square: -1,
      revealed: true,
      awaitingRescue: false,
      capturedBy: opponent(seat),
    })),
  ];
  return { ...state, pieces };
}

describe('plansFor: the enemy castle likeliest to hold her (likely)', () => {
  // Black's castles a9, j9 and f10 are held by pieces Red has not seen; the pieces on j9 and f10 have
  // been seen to move (out and back), so with a moved piece counting 0.15 the one on a9 is her with
  // chance 1 / 1.3. Beside a9: Black's Bowmen on b9 (shown), an unseen piece on a10, a8 empty.
  const layout: Layout = {
    e1: ['red', 'princess'],
    a5: ['red', 'siege-catapult'],
    c9: ['red', 'giant'],
    d8: ['red', 'knights'],
    a9: ['black', 'peasants'],
    b9: ['black', 'bowmen', { revealed: true }],
    j9: ['black', 'princess'],
    a10: ['black', 'marshall-royal'],
    f10: ['black', 'peasants'],
  };
  // Ids follow the squares: b1 a9, b2 b9, b3 j9, b4 a10, b5 f10.
  const events = [
    { type: 'deployed', seat: 'black', squares: ['a9', 'b9', 'j9', 'a10', 'f10'] },
    ...[
      ['b3', 'j9', 'j8'],
      ['b3', 'j8', 'j9'],
      ['b5', 'f10', 'f9'],
      ['b5', 'f9', 'f10'],
    ].map(([piece, from, to]) => ({ type: 'moved', seat: 'black', piece, from, to, how: 'step' })),
  ] as unknown as GameEvent[];
  const siege = (likely: number) => {
    const view = rules.view(allOthersTaken(position(layout), 'black'), 'red') as SwView;
    return plansFor(view, new Beliefs('red', view, events), { ...SETTINGS, plans: 4, likely, movedPrincess: 0.15 }).map((p) =>
      p.steps.map((s) => `${s.from}-${s.to}`).join(' '),
    );
  };

  test('a piece that beats a guard beside it, a Siege Catapult to a square it fires on the castle from (Castles (1)), a piece onto the empty square beside it (Castles (2))', () => {
    const plans = siege(0.5);
    expect(plans[0]).toBe('c9-b9');
    expect(plans).toContain('a5-a6 a6-a7 a7-a9');
    expect(plans).toContain('d8-c8 c8-b8 b8-a8');
    // The catapult's shot from a7, two squares from the castle in a line, is a legal challenge.
    const { a5: _catapult, ...rest } = layout;
    const atPost = position({ ...rest, a7: ['red', 'siege-catapult'] });
    expect(rules.legalActions(atPost, 'red')).toContainEqual({ type: 'move', from: 'a7', to: 'a9' });
  });

  test('none where no castle is as likely as the threshold, and none without the setting', () => {
    expect(siege(0.8)).toEqual([]);
    expect(siege(0)).toEqual([]);
  });
});

describe("planned: a plan's next move in the game as it stands", () => {
  test('the step itself where it is legal; where my own piece stands in the way, that piece steps aside off the plan', () => {
    const state = position({
      e1: ['red', 'princess'],
      a4: ['red', 'knights'],
      a5: ['red', 'peasants'],
      f10: ['black', 'princess'],
      j9: ['black', 'peasants'],
    });
    const legal = rules.legalActions(state, 'red') as SwAction[];
    const empty = (square: string) => !rules.view(state, 'red').pieces.some((p) => p.square === square);
    const plan = {
      steps: [
        { from: 'a4', to: 'a5' },
        { from: 'a5', to: 'a6' },
      ],
      moves: 3,
    };
    // The Peasants on a5 make room: not back onto the plan's squares (a4, a6), so b5.
    expect(planned(plan, 0, legal, empty)).toEqual({ action: { type: 'move', from: 'a5', to: 'b5' }, walks: false });
    expect(planned({ ...plan, steps: [{ from: 'a4', to: 'b4' }] }, 0, legal, empty)).toEqual({
      action: { type: 'move', from: 'a4', to: 'b4' },
      walks: true,
    });
    // Past its last step a plan has nothing more to say.
    expect(planned(plan, 2, legal, empty)).toBeUndefined();
  });

  test('a plan through my own pieces counts their moves aside (plansFor)', () => {
    // Black's Princess found on a9; Red's Knights on a6 walk a7, a8 (Red's Peasants there step aside)
    // and challenge her: three steps and a move aside.
    const view = rules.view(
      position({
        e1: ['red', 'princess'],
        a9: ['black', 'princess', { revealed: true, awaitingRescue: true }],
        a6: ['red', 'knights'],
        a8: ['red', 'peasants'],
        b7: ['red', 'peasants'],
        b8: ['red', 'peasants'],
        b9: ['red', 'peasants'],
      }),
      'red',
    ) as SwView;
    const [plan] = plansFor(view, new Beliefs('red', view, []), SETTINGS);
    expect(plan!.steps.map((s) => `${s.from}-${s.to}`)).toEqual(['a6-a7', 'a7-a8', 'a8-a9']);
    expect(plan!.moves).toBe(4);
  });
});

describe('rolloutValues with a plan: my side plays its steps', () => {
  test('the heuristic is asked for my moves only once the plan is played out', () => {
    const state = position({
      e1: ['red', 'princess'],
      a4: ['red', 'knights'],
      h8: ['black', 'men-at-arms'],
      f10: ['black', 'princess'],
      a9: ['black', 'peasants'],
    });
    const view = rules.view(state, 'red') as SwView;
    const asked: string[] = [];
    // A stand-in for the heuristic that notes whose move it was asked for.
    const player: Agent = { name: 'spy', choose: (ctx) => (asked.push(ctx.seat), ctx.legal[0]) };
    const plan = {
      steps: [
        { from: 'a4', to: 'a5' },
        { from: 'a5', to: 'a6' },
        { from: 'a6', to: 'a7' },
      ],
      moves: 3,
    };
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
      e1: ['red', 'princess'],
      e2: ['black', 'king', { revealed: true }],
      g2: ['red', 'peasants'],
      a4: ['red', 'giant'],
      b1: ['red', 'knights'],
      h3: ['red', 'men-at-arms'],
      c8: ['black', 'knights'],
      d8: ['black', 'peasants'],
      e8: ['black', 'dragon'],
      h8: ['black', 'giant'],
      f10: ['black', 'princess'],
      a9: ['black', 'bowmen'],
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

describe('plansFor with trades: how a stalled game is opened (rollout.ts stall)', () => {
  test('a trade (Attack Table X) beats a guard beside her only where my piece is worth no more than it, and only with trades', () => {
    // Black's Princess shown in her castle on f10, Black's Giant beside her on g10. Red's Peasants and
    // Ogre lose to a Giant (attacker eliminated); Red's Giant and Dragon trade with it (both eliminated).
    const layout: Layout = {
      e1: ['red', 'princess'],
      f10: ['black', 'princess', { revealed: true }],
      g10: ['black', 'giant', { revealed: true }],
      h10: ['red', 'peasants'],
      d8: ['red', 'ogre'],
      g7: ['red', 'giant'],
      i8: ['red', 'dragon'],
    };
    const view = rules.view(position(layout), 'red') as SwView;
    const plans = (trades: boolean) =>
      plansFor(view, new Beliefs('red', view, []), { ...SETTINGS, trades }).map((p) => p.steps.map((s) => `${s.from}-${s.to}`).join(' '));
    // Nothing of mine beats the Giant outright: no plan without trades.
    expect(plans(false)).toEqual([]);
    // With them my Giant (6, VALUE) walks to g9 and trades; my Dragon (8) is dearer, so it is not sent.
    expect(plans(true)).toEqual(['g7-g8 g8-g9 g9-g10']);
  });
});
