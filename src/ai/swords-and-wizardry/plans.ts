/**
 * Plans longer than the heuristic's one-move look: which of my pieces can beat an enemy piece that
 * threatens my Princess, or one that stands between my rescuers and an enemy Princess identified, and
 * its way there. The rollout player (rollout.ts) plays a plan's steps for my side in its rollouts, so
 * it judges where the plan leads, not only its first step.
 *
 * A threat is an enemy piece beside my Princess (on a square a surround needs, Castles (2), or from
 * which a rescuer challenges her once she is found) or an enemy Siege Catapult a few steps from a square
 * it could fire on her castle from (Siege Catapult). A plan walks one of my pieces (the bridge too, never
 * the lake) to a square beside the threat, then challenges it; only pieces whose challenge beats it at
 * least half the time (the attack table's exact odds over the kinds it may be) are sent. A square
 * held by another of my pieces may be on the way: that piece steps aside when the walker comes to it
 * (rollout.ts), a move more.
 *
 * With `likely`, and no enemy Princess identified yet, the castle likeliest to hold her is besieged too:
 * a piece that beats one of its guards, a Siege Catapult walking to a square it fires on the castle
 * from (Castles (1)), a piece walking onto an empty square beside it (Castles (2)).
 *
 * With `trades` (a game that has stalled, rollout.ts `stall`), a piece that trades with the enemy piece
 * (both eliminated) counts as beating it where it is worth no more: the square is then open to the next.
 */
import type { Board } from '../../rulesets/swords-and-wizardry/index.js';
import { catapultPosts, stepSquares } from '../../rulesets/swords-and-wizardry/index.js';
import { context } from '../../rulesets/swords-and-wizardry/index.js';
import type { SwView } from '../../rulesets/swords-and-wizardry/index.js';
import { PIECE_KINDS, type PieceKind, type SwSeat } from '../../rulesets/swords-and-wizardry/index.js';
import { odds, VALUE } from './heuristic.js';
import type { Beliefs } from './beliefs.js';

/** My moves in order, as squares; the last is the challenge. */
export interface Plan {
  readonly steps: readonly { readonly from: string; readonly to: string }[];
  /** The moves it takes: its steps, and one for each of my pieces that must step out of the way. */
  readonly moves: number;
}

export interface PlanSettings {
  /** The most plans offered. */
  readonly plans: number;
  /** The longest walk (steps before the challenge). */
  readonly walk: number;
  /** How near (steps) an enemy Siege Catapult must be to a firing square to count as a threat. */
  readonly catapultReach: number;
  /**
   * Plans against an enemy castle whose occupant is her with at least this chance (Beliefs.princessOdds,
   * a piece seen to move counting `movedPrincess`): its guards beaten, my catapult to a square it fires
   * on the castle from, my pieces onto its empty squares beside it (Castles (1), (2)). 0: none.
   */
  readonly likely?: number;
  /** How much a piece seen to move counts towards being her, against 1 for one that has not (the ranking's weight). */
  readonly movedPrincess?: number;
  /**
   * A trade (both pieces eliminated, the attack table's X) counts as beating the enemy piece when mine
   * is worth no more (VALUE): how a game that has stalled is opened (rollout.ts `stall`).
   */
  readonly trades?: boolean;
}

/**
 * Plans against the threats to `view.viewer`'s Princess (at most `plans`), then plans to rescue an
 * enemy Princess already identified or to beat the enemy pieces beside her (as many), each group
 * shortest first.
 */
export function plansFor(view: SwView, beliefs: Beliefs, s: PlanSettings): Plan[] {
  if (s.plans <= 0) return [];
  const me = view.viewer as SwSeat;
  const { board } = context(view.options);
  const { grid } = board;
  const at = new Map<number, (typeof view.pieces)[number]>();
  for (const p of view.pieces) at.set(grid.index(p.square)!, p);
  const steps = (s: number): number[] => stepSquares(board, s).filter((n) => !board.lake[n]);
  const enemyAt = (n: number) => at.has(n) && at.get(n)!.owner !== me;

  // The threats: enemy pieces beside my Princess, and enemy catapults near a square they could fire on her castle from.
  const threats = new Set<number>();
  const princess = view.pieces.find((p) => p.owner === me && p.kind === 'princess');
  if (princess) {
    const home = grid.index(princess.square)!;
    for (const n of steps(home)) if (enemyAt(n)) threats.add(n);
    if (board.castle[home] !== null && !princess.awaitingRescue) {
      const posts = catapultPosts(board, home, view.options.catapultOverLake);
      const near = walkFrom(posts, (n) => !at.has(n), steps, s.catapultReach);
      for (const [sq, p] of at) {
        if (p.owner === me || !(near.get(sq) !== undefined || posts.includes(sq))) continue;
        if (p.kind === 'siege-catapult' || (!p.kind && onlyKind(beliefs, p.id, 'siege-catapult'))) threats.add(sq);
      }
    }
  }
  // The targets: an enemy Princess identified (or the only piece she can be), where a rescuer may
  // challenge her (found in her castle, Castles (1), or outside one), and the enemy pieces beside her.
  const targets = new Set<number>();
  for (const p of view.pieces) {
    if (p.owner === me || !(p.kind === 'princess' || (!p.kind && onlyKind(beliefs, p.id, 'princess')))) continue;
    const sq = grid.index(p.square)!;
    if (p.awaitingRescue || board.castle[sq] === null) targets.add(sq);
    for (const n of steps(sq)) if (enemyAt(n)) targets.add(n);
  }
  const plan = (squares: Set<number>) => shortest(plansAgainst(squares, view, beliefs, at, steps, s.walk, s.trades), s.plans);
  const out = [...plan(threats), ...plan(targets)];
  if ((s.likely ?? 0) > 0 && targets.size === 0) out.push(...shortest(siegePlans(view, beliefs, at, steps, s), s.plans));
  return out;
}

/** Plans for my pieces that beat the enemy piece on one of `targets` at least half the time. */
function plansAgainst(
  targets: ReadonlySet<number>,
  view: SwView,
  beliefs: Beliefs,
  at: ReadonlyMap<number, SwView['pieces'][number]>,
  steps: (s: number) => number[],
  walk: number,
  trades = false,
): { plan: Plan; length: number; chance: number }[] {
  const me = view.viewer as SwSeat;
  const { board } = context(view.options);
  const { grid } = board;
  const plans: { plan: Plan; length: number; chance: number }[] = [];
  for (const t of targets) {
    const enemy = at.get(t)!;
    const kinds = enemy.kind ? [enemy.kind] : PIECE_KINDS.filter((k) => beliefs.mayBe(enemy.id, k));
    const weightOf = (k: PieceKind) => (enemy.kind ? 1 : Math.max(0, beliefs.hidden[k]));
    const total = kinds.reduce((sum, k) => sum + weightOf(k), 0) || 1;
    const where = { castle: board.castle[t] !== null, forest: board.forest[t]!, atRange: false };
    // Squares from which a challenge on t can be made.
    const beside = steps(t);
    for (const [sq, p] of at) {
      if (p.owner !== me || !p.kind || p.kind === 'princess' || p.awaitingRescue) continue;
      const chance =
        kinds.reduce((sum, k) => {
          const o = odds(p.kind!, k, where, view.options);
          const trade = trades && VALUE[p.kind!] <= VALUE[k] ? o.X : 0;
          return sum + weightOf(k) * (o.D + o.rescue + trade);
        }, 0) / total;
      if (chance < 0.5) continue;
      // My Princess never steps aside for a plan.
      const mine = (n: number) => at.get(n)?.owner === me && at.get(n)!.kind !== 'princess';
      const path = pathFrom(sq, beside, (n) => !at.has(n), mine, steps, walk);
      if (!path) continue;
      const plan = along(grid, sq, path, t, mine);
      plans.push({ plan, length: plan.moves, chance });
    }
  }
  return plans;
}

/**
 * Plans against the enemy castle likeliest to hold her, where that chance is at least `s.likely`: beat
 * an enemy piece beside it, bring a Siege Catapult to a square it fires on the castle from and fire
 * (Castles (1)), or walk a piece onto an empty square beside it (Castles (2)).
 */
function siegePlans(
  view: SwView,
  beliefs: Beliefs,
  at: ReadonlyMap<number, SwView['pieces'][number]>,
  steps: (s: number) => number[],
  s: PlanSettings,
): { plan: Plan; length: number; chance: number }[] {
  const me = view.viewer as SwSeat;
  const { board } = context(view.options);
  const { grid } = board;
  const odds = beliefs.princessOdds(s.movedPrincess ?? 1);
  let castle = -1;
  let best = s.likely!;
  for (const [sq, p] of at) {
    if (p.owner === me || p.kind || p.awaitingRescue || board.castle[sq] === null) continue;
    const chance = odds.get(p.id) ?? 0;
    if (chance >= best) [castle, best] = [sq, chance];
  }
  if (castle < 0) return [];
  const ring = steps(castle);
  const guards = new Set(ring.filter((n) => at.has(n) && at.get(n)!.owner !== me));
  const out = plansAgainst(guards, view, beliefs, at, steps, s.walk, s.trades);
  // Around castles, not through them: a Siege Catapult may never stand on one.
  const mine = (n: number) => at.get(n)?.owner === me && at.get(n)!.kind !== 'princess' && board.castle[n] === null;
  const open = (n: number) => !at.has(n) && board.castle[n] === null;
  const posts = catapultPosts(board, castle, view.options.catapultOverLake).filter((n) => !at.has(n));
  const emptyRing = ring.filter((n) => !at.has(n) && board.castle[n] === null);
  for (const [sq, p] of at) {
    if (p.owner !== me || !p.kind || p.kind === 'princess') continue;
    const walkTo = (goals: number[], last: number | null) => {
      const path = pathFrom(sq, goals, open, mine, steps, s.walk);
      if (!path || (path.length === 0 && last === null)) return;
      const plan = along(grid, sq, path, last, mine);
      out.push({ plan, length: plan.moves, chance: best });
    };
    if (p.kind === 'siege-catapult') walkTo(posts, castle);
    else if (emptyRing.length > 0) walkTo(emptyRing, null);
  }
  return out;
}

/**
 * The plan that walks my piece on `from` along `path`, then to `last` (a challenge, or nothing more):
 * a move per step, and one more for each of my own pieces (`mine`) that must step aside.
 */
function along(grid: Board['grid'], from: number, path: readonly number[], last: number | null, mine: (s: number) => boolean): Plan {
  const squares = last === null ? path : [...path, last];
  const steps = squares.map((to, i) => ({ from: grid.name(i === 0 ? from : squares[i - 1]!), to: grid.name(to) }));
  return { steps, moves: steps.length + path.filter(mine).length };
}

/** The `max` shortest plans (the likelier to win first among equals), one per first move. */
function shortest(plans: { plan: Plan; length: number; chance: number }[], max: number): Plan[] {
  plans.sort((a, b) => a.length - b.length || b.chance - a.chance);
  // One plan per first move: two plans that start alike are told apart by the rollouts anyway.
  const out: Plan[] = [];
  const seen = new Set<string>();
  for (const { plan } of plans) {
    const key = `${plan.steps[0]!.from}-${plan.steps[0]!.to}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(plan);
    if (out.length >= max) break;
  }
  return out;
}

function onlyKind(beliefs: Beliefs, id: string, kind: PieceKind): boolean {
  return beliefs.mayBe(id, kind) && PIECE_KINDS.every((k) => k === kind || !beliefs.mayBe(id, k));
}

/** Steps from any of `starts` to each square reachable through `open` squares, up to `limit`. */
function walkFrom(
  starts: readonly number[],
  open: (s: number) => boolean,
  steps: (s: number) => number[],
  limit: number,
): Map<number, number> {
  const dist = new Map<number, number>();
  let frontier = starts.filter(open);
  for (const s of frontier) dist.set(s, 0);
  for (let d = 1; d <= limit && frontier.length > 0; d++) {
    const next: number[] = [];
    for (const s of frontier) {
      for (const n of steps(s)) {
        if (dist.has(n)) continue;
        dist.set(n, d);
        if (open(n)) next.push(n);
      }
    }
    frontier = next;
  }
  return dist;
}

/**
 * The squares a piece on `from` walks through to reach one of `goals`, ending on it ([] if it stands
 * on one), the fewest moves first: an empty square costs a move, one held by `movable` (my own piece,
 * which must step aside first) two. At most `limit` moves.
 */
function pathFrom(
  from: number,
  goals: readonly number[],
  open: (s: number) => boolean,
  movable: (s: number) => boolean,
  steps: (s: number) => number[],
  limit: number,
): number[] | null {
  if (goals.includes(from)) return [];
  const cost = new Map<number, number>([[from, 0]]);
  const prev = new Map<number, number>();
  // Costs are 1 or 2: buckets by cost keep the search in order.
  const buckets: number[][] = [[from]];
  for (let c = 0; c <= limit; c++) {
    for (const s of buckets[c] ?? []) {
      if (cost.get(s) !== c) continue;
      if (goals.includes(s)) {
        const path = [s];
        for (let p = prev.get(s)!; p !== from; p = prev.get(p)!) path.unshift(p);
        return path;
      }
      for (const n of steps(s)) {
        const step = open(n) ? 1 : movable(n) ? 2 : 0;
        if (!step || c + step > limit || (cost.get(n) ?? Infinity) <= c + step) continue;
        cost.set(n, c + step);
        prev.set(n, s);
        (buckets[c + step] ??= []).push(n);
      }
    }
  }
  return null;
}
