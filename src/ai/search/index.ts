/**
 * A search player built once over the ruleset contract (toAct, legalActions, apply, view, outcome), for
 * any system: Monte Carlo evaluation of the candidate actions at the root, with a policy (usually the
 * system's heuristic) playing out the rest.
 *
 * How it decides, given a seat's view and legal actions:
 * 1. The candidates: the policy's own choice first, then the spec's ordering (`candidates`), the first
 *    `candidates` of them. A decision with one candidate is played at once, unsearched.
 * 2. For sample j = 0, 1, ...: a full state consistent with the view (`determinize`: the view itself
 *    where nothing is hidden, a draw where something is), the candidate applied with sample j's dice,
 *    then `policy` playing every seat that is to act (the rest of this seat's turn, the activations,
 *    battle decisions, the enemy's reply; several seats in `toAct` act one after the other) for `depth`
 *    actions or until the game ends, and `evaluate` for the seat. Every candidate meets the same
 *    determinizations and dice in sample j (common random numbers), so the comparison is of the
 *    actions, not of the luck.
 * 3. Successive halving spends `candidates` × `samples` play-outs: each round gives every surviving
 *    candidate an equal share of the round's budget and keeps the better half by mean value, until one is
 *    left. Ties go to the earlier candidate (the policy's choice). With `margin`, the policy's choice is
 *    kept to the last round as the baseline, and the best is played only if it beats that baseline by
 *    `margin` standard errors of their paired differences; else the policy's choice stands.
 * The search's dice come from the agent's dice, so a match replays bit for bit; the policy inside it sees
 * only the determinized state's views, and the search sees the real game only through the seat's view.
 *
 * How a system plugs in (src/ai/<system>/index.ts):
 *
 *   const spec: SearchSpec<MyState, MyAction, MyView> = {
 *     determinize: (view) => stateFromView(view),           // nothing hidden; else sample the unknowns
 *     evaluate: (state, seat) => material(state, seat),      // higher is better for `seat`
 *     policy: myHeuristicAgent,
 *     candidates: (state, seat, legal) => ordered(legal),  // optional: best first
 *   };
 *   families: [randomFamily, heuristicFamily, searchFamily(spec), fallibleFamily(myHeuristicAgent)]
 *   levels:   { agent: 'search:candidates=4,samples=8,depth=30', ... }
 */
import { SeededDice, type Dice } from '../../core/dice.js';
import type { AnyRuleset, GameEvent, Seat } from '../../core/ruleset.js';
import type { Agent, AgentContext } from '../agent.js';
import type { AgentFamily, AgentSettings } from '../system.js';

/** What a system gives the search: how to see a full state, how to judge one, and who plays out the rest. */
export interface SearchSpec<S, A, V> {
  /**
   * A full state consistent with what `seat` sees: the view itself where nothing is hidden, a sample where
   * something is (drawn with `dice`). `events` are what the seat has seen happen, oldest first.
   */
  determinize(view: V, seat: Seat, events: readonly GameEvent[] | undefined, dice: Dice): S;
  /** How good `state` is for `seat`, higher better: a win large and positive, a loss large and negative (`WIN`). */
  evaluate(state: S, seat: Seat): number;
  /** The player that finishes the turn and plays every seat's decisions inside the search (usually the heuristic). */
  policy: Agent;
  /** The candidates worth searching at the root, best first (move ordering and pruning). Default: the legal order. */
  candidates?(state: S, seat: Seat, legal: readonly A[]): readonly A[];
  /** Whether `determinize` draws anything: false (nothing hidden) determinizes once a decision. Default true. */
  hidden?: boolean;
}

/** A value beyond any evaluation of a game under way: what `evaluate` gives a won game (its negative a lost one). */
export const WIN = 1_000_000;

export interface SearchSettings {
  /** Root candidates searched: the policy's choice and the spec's best after it. */
  readonly candidates: number;
  /** Play-outs per candidate, on average: the budget is `candidates` × `samples`. */
  readonly samples: number;
  /** Actions played after the candidate before the state is evaluated (every seat's actions count). */
  readonly depth: number;
  /**
   * How sure the search must be to overrule its policy: the best candidate is played only if it beats the
   * policy's choice, over the play-outs they share, by this many standard errors of the difference
   * (0: by any amount). Noise then leaves the policy's choice standing.
   */
  readonly margin: number;
}

export const DEFAULT_SEARCH: SearchSettings = { candidates: 4, samples: 8, depth: 30, margin: 0 };

/** The bounds the settings are checked against: a setting outside them is refused by name. */
const LIMITS: Record<keyof SearchSettings, [number, number]> = {
  candidates: [1, 64],
  samples: [1, 4096],
  depth: [0, 10_000],
  margin: [0, 10],
};
/** Settings that may be fractions. */
const FRACTIONS: readonly string[] = ['margin'];

/** The settings with defaults filled in, or an Error naming the bad one. */
export function searchSettings(settings: AgentSettings): SearchSettings {
  const out: Record<string, number> = { ...DEFAULT_SEARCH };
  for (const [key, value] of Object.entries(settings)) {
    const limits = LIMITS[key as keyof SearchSettings];
    if (!limits) throw new Error(`unknown search setting '${key}': the search has ${Object.keys(LIMITS).join(', ')}`);
    const fraction = FRACTIONS.includes(key);
    if (!(fraction ? Number.isFinite(value) : Number.isInteger(value)) || value < limits[0] || value > limits[1])
      throw new Error(`search setting ${key}=${value}: ${fraction ? 'a number' : 'a whole number'} from ${limits[0]} to ${limits[1]}`);
    out[key] = value;
  }
  return out as unknown as SearchSettings;
}

/** The settings an agent spec names: `search:candidates=4,samples=8` as { candidates: 4, samples: 8 }. */
export function settingsIn(spec: string): Record<string, number> {
  const params = spec.split(':')[1] ?? '';
  return Object.fromEntries(
    params
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, Number(pair.split('=')[1])]),
  );
}

/** What the last decision did, for the bench and the tests. */
export interface SearchReport {
  readonly candidates: number;
  /** Play-outs run (each: a determinization, the candidate, up to `depth` actions, an evaluation). */
  readonly playouts: number;
  /** Actions applied inside the play-outs. */
  readonly actions: number;
  /** Each candidate's mean value and play-outs, in candidate order. */
  readonly values: readonly { readonly action: unknown; readonly mean: number; readonly n: number }[];
}

const key = (a: unknown) => JSON.stringify(a);

/** A seed for stream `j` of a decision: MurmurHash3's finalizer over base + j·φ, so every bit of it varies. */
function sampleSeed(base: number, j: number): number {
  let h = (base + Math.imul(j + 1, 0x9e3779b9)) | 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) | 0;
}

/**
 * The search player for a system. `name` is its name in an agent spec. `onReport`, when given, hears what
 * each decision did (the bench counts play-outs with it).
 */
export function searchAgent<S, A, V>(
  spec: SearchSpec<S, A, V>,
  settings: Partial<SearchSettings> = {},
  name = 'search',
  onReport?: (report: SearchReport) => void,
): Agent {
  const { candidates: width, samples, depth, margin } = { ...DEFAULT_SEARCH, ...settings };
  return {
    name,
    choose<V2, A2>(ctx: AgentContext<V2, A2>): A2 {
      const legal = ctx.legal as unknown as readonly A[];
      if (legal.length === 0) throw new Error(`no legal action for ${ctx.seat}`);
      const ruleset = ctx.ruleset;
      const seat = ctx.seat;
      const view = ctx.view as unknown as V;
      // The policy's choice from the real view: the first candidate, and the answer where there is nothing to weigh.
      const preferred = spec.policy.choose(ctx) as unknown as A;
      if (legal.length === 1 || width === 1) return preferred as unknown as A2;
      const base = ctx.dice.roll(0x7fff_ffff);
      const first = spec.determinize(view, seat, ctx.events, SeededDice.fromSeed(sampleSeed(base, -1)));
      const ordered = spec.candidates ? spec.candidates(first, seat, legal) : legal;
      const seen = new Set<string>();
      const cands: A[] = [];
      for (const a of [preferred, ...ordered]) {
        const k = key(a);
        if (seen.has(k)) continue;
        seen.add(k);
        cands.push(a);
        if (cands.length >= width) break;
      }
      if (cands.length === 1) return preferred as unknown as A2;

      const hidden = spec.hidden ?? true;
      const roots: S[] = [];
      const rootOf = (j: number): S => {
        if (!hidden) return first;
        roots[j] ??= spec.determinize(view, seat, ctx.events, SeededDice.fromSeed(sampleSeed(base, 2 * j)));
        return roots[j]!;
      };
      let actions = 0;
      let playouts = 0;
      const playout = (a: A, j: number): number => {
        const dice = SeededDice.fromSeed(sampleSeed(base, 2 * j + 1));
        const r = ruleset.apply(rootOf(j), seat, a, dice);
        if (!r.ok) throw new Error(`${ruleset.id}: the search's candidate was refused: ${r.error.message}`);
        const end = playOut(ruleset, spec.policy, r.value.state as S, depth, dice);
        actions += end.actions + 1;
        playouts++;
        return spec.evaluate(end.state, seat);
      };

      // Successive halving: rounds enough to narrow to one; each round's share split evenly among survivors.
      const total = cands.length * samples;
      const rounds = Math.max(1, Math.ceil(Math.log2(cands.length)));
      const sum = new Array<number>(cands.length).fill(0);
      const values: number[][] = cands.map(() => []);
      const n = new Array<number>(cands.length).fill(0);
      let alive = cands.map((_, i) => i);
      for (let round = 0; round < rounds && alive.length > 1; round++) {
        const each = Math.max(1, Math.floor(total / (rounds * alive.length)));
        for (const i of alive) {
          for (let k = 0; k < each; k++) {
            const value = playout(cands[i]!, n[i]!);
            values[i]!.push(value);
            sum[i]! += value;
            n[i]!++;
          }
        }
        const mean = (i: number) => sum[i]! / n[i]!;
        // Stable: equal means keep candidate order, so a tie goes to the policy's choice.
        const better = [...alive].sort((x, y) => mean(y) - mean(x) || x - y).slice(0, Math.ceil(alive.length / 2));
        // With a margin the policy's choice stays to the end, the baseline the best is measured against over all its play-outs.
        alive = margin > 0 && !better.includes(0) && alive.includes(0) ? [...better, 0] : better;
      }
      // The last round's survivors (and the baseline, kept): the best of them by mean.
      if (alive.length > 1) alive = [...alive].sort((x, y) => sum[y]! / n[y]! - sum[x]! / n[x]! || x - y);
      onReport?.({
        candidates: cands.length,
        playouts,
        actions,
        values: cands.map((action, i) => ({ action, mean: n[i] ? sum[i]! / n[i]! : Number.NaN, n: n[i]! })),
      });
      const best = alive[0]!;
      if (best !== 0 && margin > 0 && !clearlyBetter(values[best]!, values[0]!, margin)) return preferred as unknown as A2;
      return cands[best] as unknown as A2;
    },
  };
}

/** Whether `a` beats `b` over the play-outs they share (the same j: paired) by `z` standard errors of the mean difference. */
function clearlyBetter(a: readonly number[], b: readonly number[], z: number): boolean {
  const n = Math.min(a.length, b.length);
  if (n === 0) return false;
  let mean = 0;
  for (let j = 0; j < n; j++) mean += a[j]! - b[j]!;
  mean /= n;
  if (n === 1) return mean > 0;
  let ss = 0;
  for (let j = 0; j < n; j++) ss += (a[j]! - b[j]! - mean) ** 2;
  const se = Math.sqrt(ss / (n - 1) / n);
  return mean > z * se;
}

/**
 * `policy` plays every seat to act from `state` for at most `depth` actions or until the game ends. Where
 * several seats are to act at once, each acts in turn (their choices are collected by the ruleset).
 */
export function playOut<S>(ruleset: AnyRuleset, policy: Agent, state: S, depth: number, dice: Dice): { state: S; actions: number } {
  let s = state;
  let actions = 0;
  while (actions < depth && !ruleset.outcome(s)) {
    const seats = ruleset.toAct(s);
    const seat = seats[0];
    if (seat === undefined) break;
    const legal = ruleset.legalActions(s, seat);
    if (legal.length === 0) throw new Error(`${ruleset.id}: ${seat} is to act with no legal action`);
    const action = legal.length === 1 ? legal[0] : policy.choose({ ruleset, seat, view: ruleset.view(s, seat), legal, dice });
    const r = ruleset.apply(s, seat, action, dice);
    if (!r.ok) throw new Error(`${ruleset.id}: the play-out's ${policy.name} chose a refused action: ${r.error.message}`);
    s = r.value.state as S;
    actions++;
  }
  return { state: s, actions };
}

/** The family `search` of a system, with settings `candidates`, `samples` and `depth` (defaults DEFAULT_SEARCH). */
export function searchFamily<S, A, V>(spec: SearchSpec<S, A, V>, description?: string): AgentFamily {
  return {
    name: 'search',
    description:
      description ??
      `plays out each of its best candidate actions with ${spec.policy.name} for every seat and keeps the best on average (successive halving)`,
    settings: Object.keys(DEFAULT_SEARCH),
    make: (settings) => searchAgent(spec, searchSettings(settings)),
  };
}

/**
 * A weaker player: `policy`, except that with a chance of `blunder` in a hundred (default 30) it plays a
 * legal action drawn at random. A beginner level that still plays the game's plan most of the time.
 */
export function fallibleAgent(policy: Agent, blunder: number): Agent {
  if (!(blunder >= 0 && blunder <= 100)) throw new Error(`blunder=${blunder}: a chance in a hundred, from 0 to 100`);
  return {
    name: `fallible ${policy.name}`,
    choose(ctx) {
      if (ctx.legal.length === 0) throw new Error(`no legal action for ${ctx.seat}`);
      // Both rolls always made, so the dice used do not depend on which way it went.
      const slip = ctx.dice.roll(100) <= blunder;
      const pick = ctx.dice.roll(ctx.legal.length) - 1;
      return slip ? ctx.legal[pick]! : policy.choose(ctx);
    },
  };
}

/** The family `fallible`: `policy` with random blunders (setting `blunder`, a chance in a hundred, default 30). */
export function fallibleFamily(policy: Agent): AgentFamily {
  return {
    name: 'fallible',
    description: `${policy.name}, except that now and then (blunder in a hundred) it plays a random legal action`,
    settings: ['blunder'],
    make: (settings) => fallibleAgent(policy, settings.blunder ?? 30),
  };
}

/**
 * The search's figures for `npm run bench` (AiSystem.bench): its decisions timed on positions from random
 * games (`measure` is src/ai/measure.ts timeDecisions, passed in to keep this module free of the core's
 * matches), with the play-outs and the actions inside them counted a second.
 */
export function benchSearch<S, A, V>(
  spec: SearchSpec<S, A, V>,
  settings: Partial<SearchSettings>,
  measure: (agent: Agent) => { decisions: number; msPerDecision: number; mostMs: number },
): Record<string, unknown> {
  let playouts = 0;
  let actions = 0;
  let searched = 0;
  const agent = searchAgent(spec, settings, 'search', (r) => {
    playouts += r.playouts;
    actions += r.actions;
    searched++;
  });
  const timed = measure(agent);
  const seconds = (timed.decisions * timed.msPerDecision) / 1000;
  const round = (x: number) => Math.round(x * 100) / 100;
  return {
    settings: { ...DEFAULT_SEARCH, ...settings },
    ...timed,
    searchedDecisions: searched,
    playoutsPerSecond: round(playouts / seconds),
    // An iteration is one play-out; each applies about `depth` actions through the readable rules.
    iterationsPerSecond: round(playouts / seconds),
    actionsPerSecond: Math.round(actions / seconds),
  };
}
