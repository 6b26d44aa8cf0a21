/** Positions for the computer players' tests (test-only: tsconfig.build.json leaves test-*.ts out of dist). */
import { expect } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { swordsAndWizardry as rules, type SwAction, type SwView } from '../../rulesets/swords-and-wizardry/index.js';
import type { SwState } from '../../rulesets/swords-and-wizardry/index.js';
import { randomAgent, type Agent, type AgentContext } from '../agent.js';
import { playMatch } from '../play-match.js';
import { scoreActions, type HeuristicWeights } from './heuristic.js';

/** A game `plies` random moves in (deployment included), from `seed`. */
export function midgame(seed: number, plies: number) {
  const m = Match.create(rules, {}, seed);
  if (!m.ok) throw new Error(m.error.message);
  const match = m.value;
  const dice = SeededDice.fromSeed(seed);
  for (let i = 0; i < plies && !match.outcome(); i++) {
    const seat = match.toAct()[0]!;
    const legal = match.legalActions(seat);
    match.act(seat, legal[dice.roll(legal.length) - 1]);
  }
  return match;
}

/** The same state with the hidden kinds of `enemy`'s unrevealed pieces shuffled among them. */
export function reshuffleHidden(state: SwState, enemy: 'red' | 'black', seed: number): SwState {
  const copy: SwState = structuredClone(state);
  const hidden = copy.pieces.filter((p) => p.owner === enemy && p.square >= 0 && !p.revealed);
  const kinds = hidden.map((p) => p.kind);
  const dice = SeededDice.fromSeed(seed);
  for (let i = kinds.length - 1; i > 0; i--) {
    const j = dice.roll(i + 1) - 1;
    [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
  }
  hidden.forEach((p, i) => ((p as { kind: string }).kind = kinds[i]!));
  return copy;
}

/**
 * Middle-game decisions (seeds 1-8), each with the heuristic ranking's favourite under `weights`: what a
 * margin of a whole win must keep. `ctx(dice)` is the decision with fresh dice from that seed.
 */
export function favouriteCases(weights: HeuristicWeights): { ctx: (dice: number) => AgentContext; favourite: SwAction }[] {
  const out: { ctx: (dice: number) => AgentContext; favourite: SwAction }[] = [];
  for (let seed = 1; seed <= 8; seed++) {
    const match = midgame(seed, 80 + seed * 9);
    if (match.outcome()) continue;
    const seat = match.toAct()[0]! as 'red' | 'black';
    const view = match.view(seat) as SwView;
    const legal = match.legalActions(seat) as SwAction[];
    const events = match.events(seat);
    const scores = scoreActions(view, seat, events, legal, weights);
    const favourite = legal[scores.indexOf(Math.max(...scores))]!;
    out.push({ ctx: (dice) => ({ ruleset: rules, seat, view, legal, dice: SeededDice.fromSeed(dice), events }), favourite });
  }
  return out;
}

/** Games won by `agent` against the random player, sides alternating, match seeds 0 onwards. */
export function winsAgainstRandom(agent: () => Agent, games: number): number {
  let wins = 0;
  for (let g = 0; g < games; g++) {
    const seat = g % 2 === 0 ? 'red' : 'black';
    const agents = { [seat]: agent(), [seat === 'red' ? 'black' : 'red']: randomAgent };
    if (playMatch(rules, {}, g, agents).outcome.winner === seat) wins++;
  }
  return wins;
}

/**
 * Middle-game decisions (seeds 1-6), each as the true state and a twin with the enemy's hidden kinds
 * shuffled: the seat's view of both is the same, so a player that reads only the view chooses alike.
 */
export function hiddenTwins(): {
  seat: 'red' | 'black';
  state: SwState;
  twin: SwState;
  events: ReturnType<ReturnType<typeof midgame>['events']>;
}[] {
  const out = [];
  for (let seed = 1; seed <= 6; seed++) {
    const match = midgame(seed, 60 + seed * 11);
    if (match.outcome()) continue;
    const state = match.state as SwState;
    const seat = rules.toAct(state)[0]! as 'red' | 'black';
    out.push({ seat, state, twin: reshuffleHidden(state, seat === 'red' ? 'black' : 'red', seed), events: match.events(seat) });
  }
  return out;
}

/** The decision in `state` for `seat`, with the same dice every time. */
export function decide(agent: Agent, seat: 'red' | 'black', state: SwState, events: AgentContext['events']): unknown {
  return agent.choose({
    ruleset: rules,
    seat,
    view: rules.view(state, seat),
    legal: rules.legalActions(state, seat),
    dice: SeededDice.fromSeed(99),
    events,
  });
}

/** Asserts that `agent` never reads hidden state: in each pair of hiddenTwins the views agree, and so do its choices. */
export function expectBlindToHiddenKinds(agent: Agent): void {
  const twins = hiddenTwins();
  expect(twins.length).toBeGreaterThan(3);
  for (const { seat, state, twin, events } of twins) {
    expect(twin).not.toEqual(state);
    expect(rules.view(twin, seat)).toEqual(rules.view(state, seat));
    expect(decide(agent, seat, twin, events)).toEqual(decide(agent, seat, state, events));
  }
}
