/**
 * The search player: determinized Monte Carlo search over hidden information. Each iteration draws
 * the enemy's hidden kinds from this seat's beliefs, picks a root move by UCB1, plays a short random
 * continuation on the fast path and scores the position with `evaluate`. The move visited most wins.
 * It sees only the seat's view and events: a test proves it never reads hidden state.
 */
import { SeededDice, type Dice } from '../../core/dice.js';
import { FastGame, K, MAX_MOVES, REPLACE, RUNNING, DRAW } from '../../rulesets/swords-and-wizardry/index.js';
import { context } from '../../rulesets/swords-and-wizardry/index.js';
import type { SwAction, SwView } from '../../rulesets/swords-and-wizardry/index.js';
import { PIECE_KINDS, PIECES, type PieceKind, type SwSeat } from '../../rulesets/swords-and-wizardry/index.js';
import type { Agent, AgentContext } from '../agent.js';
import { BEGINNER_WEIGHTS, heuristicAgent, scoreActions, type HeuristicWeights } from './heuristic.js';
import { Beliefs } from './beliefs.js';
import { runShards, type RootStats, type ShardTask } from './shard-pool.js';

export interface SearchSettings {
  /** Iterations per decision: a fixed budget, so results repeat. */
  readonly iterations: number;
  /** Plies of random play after the root move before the evaluation. */
  readonly depth: number;
  /** UCB1 exploration constant. */
  readonly exploration: number;
  /** Iterations that share one determinization. */
  readonly resample: number;
  /** How many of the heuristic player's favourite moves the search weighs; 0 for every legal move. */
  readonly candidates: number;
  /** In a playout, how often (in 10) a side takes a sure winning challenge when it has one. */
  readonly greed: number;
  /**
   * In thousandths of a win: the heuristic player's favourite is kept unless another move's mean
   * result beats it by more than this (the search overrules the heuristic only where it is sure).
   */
  readonly margin: number;
  /**
   * Root parallelization: the iterations are split into this many shards, each with dice of its own,
   * and their statistics summed; shards run on helper threads where they can (shard-pool.ts). The
   * choice depends on this number (whole shards), never on where the shards ran. 1: one search, as before.
   */
  readonly threads: number;
}

export const DEFAULT_SEARCH: SearchSettings = {
  iterations: 2000,
  depth: 8,
  exploration: 0.7,
  resample: 16,
  greed: 9,
  candidates: 6,
  margin: 0,
  threads: 1,
};

/** Material worth of each kind, for the evaluation (by how much of the attack table it beats). */
export const PIECE_VALUE: Readonly<Record<PieceKind, number>> = {
  king: 5,
  hero: 5,
  'marshall-royal': 6,
  wizard: 7,
  princess: 0,
  knights: 5,
  'men-at-arms': 4,
  bowmen: 4,
  peasants: 2,
  dragon: 8,
  giant: 6,
  ogre: 4,
  'siege-catapult': 4,
};

/** PIECE_VALUE by kind's index, for `evaluate`. */
const VALUES = Float64Array.from(PIECE_KINDS, (k) => PIECE_VALUE[k]);
const RESCUER = Uint8Array.from(PIECE_KINDS, (k) => (PIECES[k].rescues ? 1 : 0));

/** For each side, each square's distance to the nearest enemy castle (steps, ignoring the lake). */
const castleDistances = new WeakMap<object, [Uint8Array, Uint8Array]>();
function towardsCastles(g: FastGame): [Uint8Array, Uint8Array] {
  let d = castleDistances.get(g.topo);
  if (!d) {
    const { files, size, castle, castles } = g.topo;
    const of = (enemy: number) =>
      Uint8Array.from({ length: size }, (_, s) => {
        let best = 255;
        for (const c of castles) {
          if (castle[c] !== enemy + 1) continue;
          best = Math.min(best, Math.abs((c % files) - (s % files)) + Math.abs(((c / files) | 0) - ((s / files) | 0)));
        }
        return best;
      });
    d = [of(1), of(0)];
    castleDistances.set(g.topo, d);
  }
  return d;
}

/**
 * The position's worth to `side` (0 red, 1 black), from 0 (lost) to 1 (won): material; a Princess
 * found in her castle; rescuers left (none: no rescue is possible);
 * what each side has learnt of the other (revealed pieces; determinized search cannot see the worth of
 * information otherwise); and rescuers' and catapults' progress towards the enemy castles.
 */
export function evaluate(g: FastGame, side: number): number {
  if (g.outcome !== RUNNING) return g.outcome === DRAW ? 0.5 : g.outcome === side ? 1 : 0;
  const distance = towardsCastles(g);
  let score = 0;
  const rescuers = [0, 0];
  for (let slot = 0; slot < 72; slot++) {
    const square = g.square[slot]!;
    if (square < 0) continue;
    const owner = slot < 36 ? 0 : 1;
    const sign = owner === side ? 1 : -1;
    const k = g.kind[slot]!;
    score += sign * VALUES[k]!;
    if (RESCUER[k]) {
      rescuers[owner]!++;
      score -= sign * 0.05 * distance[owner]![square]!;
    } else if (k === K['siege-catapult']) {
      score -= sign * 0.1 * distance[owner]![square]!;
    }
    if (g.flags[slot]! & 1) score -= sign * 0.4;
    if (k === K.princess && g.flags[slot]! & 2) score -= sign * 15;
  }
  // Without a rescuer a side cannot win by rescue.
  if (rescuers[side] === 0) score -= 30;
  if (rescuers[1 - side] === 0) score += 30;
  return 1 / (1 + Math.exp(-score / 12));
}

/** `weights`: the heuristic's weights for ranking the candidates (and the favourite the margin keeps). */
export function searchAgent(settings: Partial<SearchSettings> = {}, name = 'search', weights: HeuristicWeights = BEGINNER_WEIGHTS): Agent {
  const s = { ...DEFAULT_SEARCH, ...settings };
  const moves = new Int32Array(MAX_MOVES);
  return {
    name,
    choose<V, A>(ctx: AgentContext<V, A>): A {
      const all = ctx.legal as readonly SwAction[];
      // Deployment is the heuristic player's: search has nothing to say before the first move. A castle
      // choice is the ranking's too: a search's time would grow with the pieces that may enter, and tell
      // an opponent timing the answer how many surrounding pieces are Siege Catapults (issue 26 item 2).
      if (all[0]?.type === 'deploy-random') return heuristicAgent.choose(ctx);
      if (all[0]?.type === 'replace') return bestByHeuristic(ctx.view as SwView, ctx.events ?? [], all, 1, weights)[0] as A;
      if (all.length <= 1) return all[0] as A;
      const view = ctx.view as SwView;
      const events = ctx.events ?? [];
      const legal = s.candidates > 0 ? bestByHeuristic(view, events, all, s.candidates, weights) : all;
      if (legal.length === 1) return legal[0] as A;
      let stats: RootStats;
      const shards = Math.max(1, Math.floor(s.threads));
      if (shards === 1) {
        stats = search(view, legal, events, ctx.dice, s, s.iterations, moves);
      } else {
        // Every shard's seed is drawn before any shard runs, so where shards run cannot change them.
        const seeds = Array.from({ length: shards }, () => ctx.dice.roll(0x7fffffff));
        const tasks: ShardTask[] = splitIterations(s.iterations, shards).map((iterations, i) => ({
          view,
          legal,
          events,
          settings: s,
          seed: seeds[i]!,
          iterations,
        }));
        stats = sumStats(runShards(tasks, runShard));
      }
      return legal[chooseFlat(stats, s)] as A;
    },
  };
}

/** `iterations` shared out among `shards`, the first shards taking one more where it does not divide. */
export function splitIterations(iterations: number, shards: number): number[] {
  return Array.from({ length: shards }, (_, i) => Math.floor(iterations / shards) + (i < iterations % shards ? 1 : 0));
}

/** One shard of a decision, from its task alone (a helper thread runs it too: shard-worker.ts). */
export function runShard(task: ShardTask): RootStats {
  return search(
    task.view,
    task.legal,
    task.events,
    SeededDice.fromSeed(task.seed),
    task.settings,
    task.iterations,
    new Int32Array(MAX_MOVES),
  );
}

function sumStats(parts: readonly RootStats[]): RootStats {
  const visits = new Float64Array(parts[0]!.visits.length);
  const value = new Float64Array(visits.length);
  for (const p of parts) {
    for (let i = 0; i < visits.length; i++) {
      visits[i]! += p.visits[i]!;
      value[i]! += p.value[i]!;
    }
  }
  return { visits, value };
}

/** The search's pick: the move tried most (ties: the better mean), unless the margin keeps the heuristic's favourite. */
function chooseFlat({ visits, value }: RootStats, s: SearchSettings): number {
  let best = 0;
  for (let i = 1; i < visits.length; i++)
    if (visits[i]! > visits[best]! || (visits[i] === visits[best] && value[i]! > value[best]!)) best = i;
  if (s.margin > 0 && s.candidates > 0 && value[best]! / visits[best]! - value[0]! / visits[0]! < s.margin / 1000) return 0;
  return best;
}

/** The `k` moves the heuristic player likes best (and any that win outright). */
export function bestByHeuristic(
  view: SwView,
  events: NonNullable<AgentContext['events']>,
  legal: readonly SwAction[],
  k: number,
  weights: HeuristicWeights,
): SwAction[] {
  const scores = scoreActions(view, view.viewer as SwSeat, events, legal, weights);
  return legal
    .map((action, i) => ({ action, score: scores[i]! }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .map((c) => c.action);
}

function encode(view: SwView, a: SwAction): number {
  const { grid } = context(view.options).board;
  if (a.type === 'replace') return REPLACE + grid.index(a.with)!;
  if (a.type !== 'move') throw new Error(`cannot search over ${a.type}`);
  return grid.index(a.from)! * 128 + grid.index(a.to)!;
}

function search(
  view: SwView,
  legal: readonly SwAction[],
  events: NonNullable<AgentContext['events']>,
  dice: Dice,
  s: SearchSettings,
  iterations: number,
  moves: Int32Array,
): RootStats {
  const me = view.viewer === 'black' ? 1 : 0;
  const beliefs = new Beliefs(me === 0 ? 'red' : 'black', view, events);
  const encoded = legal.map((a) => encode(view, a));
  const visits = new Float64Array(legal.length);
  const value = new Float64Array(legal.length);
  let root: FastGame | undefined;
  let game: FastGame | undefined;
  for (let it = 0; it < iterations; it++) {
    if (it % s.resample === 0 || !root) {
      const kinds = beliefs.sample(dice);
      root = FastGame.fromView(view, (id) => kinds.get(id)!);
      game ??= root.clone();
    }
    const i = it < legal.length ? it : ucb(visits, value, it, s.exploration);
    game!.copyFrom(root);
    game!.play(encoded[i]!, dice);
    playout(game!, s, dice, moves);
    visits[i]!++;
    value[i]! += evaluate(game!, me);
  }
  return { visits, value };
}

/**
 * A short continuation: each side takes a challenge sure to win when it has one (`greed` in 10 of the
 * time), else a random move. Random play alone leaves pieces hanging that any player would take.
 */
function playout(g: FastGame, s: SearchSettings, dice: Dice, moves: Int32Array): void {
  for (let d = 0; d < s.depth && g.outcome === RUNNING; d++) {
    const n = g.generate(moves);
    if (n === 0) break;
    const sure = g.winningChallenges(moves, n);
    g.play(sure > 0 && dice.roll(10) <= s.greed ? moves[dice.roll(sure) - 1]! : moves[dice.roll(n) - 1]!, dice);
  }
}

function ucb(visits: Float64Array, value: Float64Array, total: number, c: number): number {
  let best = 0;
  let bestScore = -Infinity;
  const logN = Math.log(total);
  for (let i = 0; i < visits.length; i++) {
    const score = value[i]! / visits[i]! + c * Math.sqrt(logN / visits[i]!);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  }
  return best;
}
