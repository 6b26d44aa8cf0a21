/**
 * The rollout player: policy rollouts over hidden information (the rollout algorithm of Tesauro and
 * Galperin, 1996, with determinizations). For each of the ranking's favourite moves it plays the next
 * plies out in positions drawn from this seat's beliefs, each side moved by the heuristic player from
 * what that side's own seat would know, and scores where they lead (search.ts `evaluate`). The move
 * whose rollouts end best is played.
 *
 * Why the sides see only their own seat's information: in a determinization every kind is filled in,
 * and a playout that let the enemy read them would have it find my Princess at once and never fall for
 * a decoy; random playouts (search.ts) ignore both sides' knowledge. Here the enemy's moves are chosen
 * from its view and its public events only, and mine from my view and all I have seen, so a rollout
 * shows what a sensible enemy who does not know my pieces would do next, and what my next moves could
 * make of it. It sees only the seat's view and events: a test proves it never reads hidden state.
 */
import { SeededDice } from '../../core/dice.js';
import { eventsFor, type GameEvent } from '../../core/ruleset.js';
import { FastGame } from '../../rulesets/swords-and-wizardry/index.js';
import { context } from '../../rulesets/swords-and-wizardry/index.js';
import { swordsAndWizardry as rules, type SwAction, type SwView } from '../../rulesets/swords-and-wizardry/index.js';
import { stateFromView, type SwState } from '../../rulesets/swords-and-wizardry/index.js';
import type { SwEvent } from '../../rulesets/swords-and-wizardry/index.js';
import { opponent, type SwSeat } from '../../rulesets/swords-and-wizardry/index.js';
import type { Agent, AgentContext } from '../agent.js';
import { heuristicWith, TUNED_WEIGHTS, type HeuristicWeights } from './heuristic.js';
import { Beliefs } from './beliefs.js';
import { bestByHeuristic, evaluate } from './search.js';
import { plansFor, type Plan } from './plans.js';

export interface RolloutSettings {
  /** How many of the ranking's favourite moves are rolled out. */
  readonly candidates: number;
  /** Determinizations per decision; every candidate is rolled out once in each, with the same dice. */
  readonly samples: number;
  /** Plies played after the candidate before the position is scored. */
  readonly depth: number;
  /**
   * Plans (plans.ts) against the threats to my Princess and against the enemy pieces between my
   * rescuers and an enemy Princess identified, each rolled out beside the ranking's candidates with my
   * side following its steps: how many of each at most (0: none), ...
   */
  readonly plans: number;
  /** ... their longest walk before the challenge, ... */
  readonly walk: number;
  /** ... and how near an enemy catapult must come to a firing square to be a threat. */
  readonly catapultReach: number;
  /**
   * In the determinizations, how likely an enemy piece seen to move is the Princess against one that
   * has not (Beliefs.princessOdds); 1: as likely (the counts alone).
   */
  readonly sampleMoved: number;
  /**
   * Plans (plans.ts) against the enemy castle likeliest to hold her, once her chance there is at least
   * this (the ranking's princessOdds); 0: none.
   */
  readonly likely: number;
  /**
   * Plies without a piece eliminated after which a game has stalled (0: never). Once it has, and my
   * side has no fewer pieces than the enemy's, my side plays to end it: trades count in the plans
   * (plans.ts `trades`), their walks are twice as long, and every rollout goes STALL_DEPTH plies
   * further, far enough to see a surround close after the trade (Castles (2)). A game that stalls is
   * drawn at the move limit (SW-A4).
   */
  readonly stall: number;
}

/** How much further the rollouts look once a game has stalled (`stall`). */
export const STALL_DEPTH = 16;

export const DEFAULT_ROLLOUT: RolloutSettings = {
  candidates: 4,
  samples: 4,
  depth: 8,
  plans: 0,
  walk: 6,
  catapultReach: 3,
  sampleMoved: 1,
  likely: 0,
  stall: 0,
};

/**
 * Per candidate, summed over the samples: the rollouts' scores for the chooser (0 lost to 1 won).
 * `player` moves both sides in the rollouts, each from its own seat's view and events.
 */
export function rolloutValues(
  view: SwView,
  events: readonly GameEvent[],
  candidates: readonly SwAction[],
  s: RolloutSettings,
  seedOf: () => number,
  player: Agent,
  plans: readonly (Plan | null)[] = [],
  beliefs = new Beliefs(view.viewer as SwSeat, view, events),
): Float64Array {
  const me = view.viewer as SwSeat;
  const enemy = opponent(me);
  // A plan's rollouts go on until its challenge has been answered.
  const depth = Math.max(s.depth, ...plans.map((p) => (p ? 2 * p.moves : 0)));
  const { grid } = context(view.options).board;
  // The enemy knows what was shown to both sides, not what only I saw.
  const enemyEvents = eventsFor(events, enemy);
  const value = new Float64Array(candidates.length);
  for (let sample = 0; sample < s.samples; sample++) {
    const seed = seedOf();
    const kinds = beliefs.sample(SeededDice.fromSeed(seed ^ 0x5bd1e995), s.sampleMoved);
    const root = stateFromView(view, (id) => kinds.get(id)!);
    candidates.forEach((action, i) => {
      // The same dice for every candidate: their rollouts differ by the move, not by the luck.
      const dice = SeededDice.fromSeed(seed);
      const seen: Record<SwSeat, GameEvent[]> = { [me]: [...events], [enemy]: [...enemyEvents] } as Record<SwSeat, GameEvent[]>;
      let state: SwState = root;
      let seat: SwSeat = me;
      let act: SwAction = action;
      // My side follows the candidate's plan while its steps stay legal, then the heuristic.
      let plan = plans[i] ?? null;
      let step = 1;
      for (let ply = 0; ; ply++) {
        const applied = rules.apply(state, seat, act, dice);
        if (!applied.ok) throw new Error(`rollout: ${applied.error.message}`);
        state = applied.value.state;
        for (const e of applied.value.events) for (const who of [me, enemy]) if (!e.audience || e.audience.includes(who)) seen[who].push(e);
        if (state.outcome || ply >= depth) break;
        seat = rules.toAct(state)[0] as SwSeat;
        const legal = rules.legalActions(state, seat);
        if (legal.length === 0) break;
        let next: SwAction | undefined;
        if (seat === me && plan) {
          const move = planned(plan, step, legal, (square) => state.board[grid.index(square)!]! < 0);
          if (move?.walks) step++;
          next = move?.action;
          if (!next) plan = null;
        }
        act =
          next ??
          (legal.length === 1
            ? legal[0]!
            : player.choose({ ruleset: rules, seat, view: rules.view(state, seat), legal, dice, events: seen[seat] }));
      }
      value[i]! += worth(state, me);
    });
  }
  return value;
}

/**
 * The plan's `step`th move where it is legal now (`walks`), or a move that takes my piece standing in
 * its way to an empty square off the rest of the plan; undefined where neither can be played.
 */
export function planned(
  plan: Plan,
  step: number,
  legal: readonly SwAction[],
  empty: (square: string) => boolean,
): { action: SwAction; walks: boolean } | undefined {
  const want = plan.steps[step];
  if (!want) return undefined;
  const walk = legal.find((a) => a.type === 'move' && a.from === want.from && a.to === want.to);
  if (walk) return { action: walk, walks: true };
  const ahead = new Set(plan.steps.slice(step).flatMap((s) => [s.from, s.to]));
  const aside = legal.find((a) => a.type === 'move' && a.from === want.to && !ahead.has(a.to) && empty(a.to));
  return aside ? { action: aside, walks: false } : undefined;
}

/** A rollout's end for `me`: the result where the game ended, else the search's evaluation. */
function worth(state: SwState, me: SwSeat): number {
  if (state.outcome) return state.outcome.winner === null ? 0.5 : state.outcome.winner === me ? 1 : 0;
  return evaluate(FastGame.fromState(state), me === 'red' ? 0 : 1);
}

/** Plies (moves and challenges, both sides) since a piece was last eliminated, as this seat saw them. */
export function quietPlies(events: readonly GameEvent[]): number {
  let plies = 0;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i] as SwEvent;
    if (e.type === 'first-player' || e.type === 'castle-surrounded' || (e.type === 'challenge-result' && e.eliminated.length > 0)) break;
    if (e.type === 'moved' || e.type === 'challenge') plies++;
  }
  return plies;
}

/** My side has at least as many pieces on the board as the enemy's. */
function notBehind(view: SwView): boolean {
  let margin = 0;
  for (const p of view.pieces) margin += p.owner === view.viewer ? 1 : -1;
  return margin >= 0;
}

/** `weights`: the heuristic's, for ranking the candidates and for both sides' moves in the rollouts. */
export function rolloutAgent(settings: Partial<RolloutSettings> = {}, name = 'rollout', weights: HeuristicWeights = TUNED_WEIGHTS): Agent {
  const s = { ...DEFAULT_ROLLOUT, ...settings };
  const player = heuristicWith(weights);
  return {
    name,
    choose<V, A>(ctx: AgentContext<V, A>): A {
      const all = ctx.legal as readonly SwAction[];
      // Deployment is the heuristic player's placement. So is a castle choice (Castles (2)): a search
      // there would take longer the more pieces may enter, and the time to answer would tell an opponent
      // how many of the surrounding pieces are Siege Catapults, which may not (issue 26 item 2).
      const kind = all[0]?.type;
      if (kind === 'deploy-random' || kind === 'deploy' || kind === 'replace') return player.choose(ctx);
      if (all.length <= 1) return all[0] as A;
      const view = ctx.view as SwView;
      const events = ctx.events ?? [];
      const ranked = bestByHeuristic(view, events, all, Math.max(1, s.candidates), weights);
      const beliefs = new Beliefs(view.viewer as SwSeat, view, events);
      const stalled = s.stall > 0 && quietPlies(events) >= s.stall && notBehind(view);
      const now = stalled ? { ...s, walk: 2 * s.walk, depth: s.depth + STALL_DEPTH } : s;
      // Each plan is a candidate of its own, its first move played like any other.
      const plans = plansFor(view, beliefs, { ...now, movedPrincess: weights.movedPrincess, trades: stalled }).flatMap((plan) => {
        const first = planned(plan, 0, all, (square) => !view.pieces.some((p) => p.square === square));
        if (!first) return [];
        // A first move that clears the way is the plan's too: the rollouts go on from its first step.
        const action = first.action as SwAction & { from: string; to: string };
        return [
          { first: action, plan: first.walks ? plan : { steps: [{ from: action.from, to: action.to }, ...plan.steps], moves: plan.moves } },
        ];
      });
      const candidates = [...ranked, ...plans.map((p) => p.first)];
      if (candidates.length === 1 || s.samples < 1) return ranked[0] as A;
      const lines = [...ranked.map(() => null), ...plans.map((p) => p.plan)];
      const value = rolloutValues(view, events, candidates, now, () => ctx.dice.roll(0x7fffffff), player, lines, beliefs);
      // The ranking's favourite stands unless another candidate's rollouts end better.
      let best = 0;
      for (let i = 1; i < candidates.length; i++) if (value[i]! > value[best]!) best = i;
      return candidates[best] as A;
    },
  };
}
