/**
 * A heuristic Swords & Wizardry player meant as a fair opponent for a beginner: one move ahead, no
 * search. It sees only what its seat may see (the view, its legal actions, the events shown to it)
 * and uses its own dice for tie-breaks, so a game with it replays exactly.
 *
 * How it chooses a move, in order of weight:
 * - a rescue it can make now (a revealed Princess adjacent to a rescuer) beats everything;
 * - a challenge is worth its expected material, from the exact odds of the rules (resolveChallenge,
 *   every Wizard's throw enumerated) over the kinds the defender may still be (Beliefs: revealed pieces,
 *   eliminated pieces, how pieces moved, where they started); a sure win is taken, a known loss avoided;
 * - showing an unknown enemy piece is worth something, so cheap pieces (Peasants) probe unknown ones;
 * - a plain move is worth the danger it escapes minus the danger it walks into, some progress towards
 *   the enemy castles (rescuers and Siege Catapults) and towards an identified Princess awaiting rescue,
 *   and the squares it takes around an enemy castle (Castles (2): a surround);
 * - the Princess stays at home and the guards around her castle stay put; Siege Catapults keep back
 *   until the way is clear.
 *
 * Deployment is a placement (not random): the Princess on one of the castles, cheap decoys on the other
 * castles, strong guards beside her castle, the catapults on the back rank, Ogres facing the forests.
 */
import { shuffle, type Dice } from '../../core/dice.js';
import type { GameEvent } from '../../core/ruleset.js';
import type { SwEvent } from '../../rulesets/swords-and-wizardry/index.js';
import {
  context,
  PIECE_KINDS,
  PIECES,
  opponent,
  type PieceKind,
  type SwAction,
  type SwOptions,
  type SwSeat,
  type SwView,
  type ViewPiece,
} from '../../rulesets/swords-and-wizardry/index.js';
import { checkPlacement } from '../../rulesets/swords-and-wizardry/index.js';
import { catapultPosts, stepSquares } from '../../rulesets/swords-and-wizardry/index.js';
import { challengeOdds } from '../../rulesets/swords-and-wizardry/index.js';
import type { Agent, AgentContext } from '../agent.js';
import { Beliefs, bitsOf } from './beliefs.js';

/** Material worth of each kind to its owner. The Princess is priced by the rescue itself. */
export const VALUE: Readonly<Record<PieceKind, number>> = {
  king: 5,
  hero: 5,
  'marshall-royal': 7,
  wizard: 6,
  princess: 0,
  knights: 6,
  'men-at-arms': 4,
  bowmen: 4.5,
  peasants: 1.5,
  dragon: 8,
  giant: 6,
  ogre: 3.5,
  'siege-catapult': 5,
};

const RESCUE = 1000;
/** A Princess identified in her castle (Castles (1)): most of the way to a win. */
const IDENTIFIED = 40;

/**
 * The heuristic's weights. The defaults are the beginner's; the search player's candidate ranking may
 * use others (tuned by play, docs/ai.md).
 */
export interface HeuristicWeights {
  /** Worth of showing an unknown enemy piece in a challenge. */
  readonly probe: number;
  /** How much the danger on a square taken in a challenge counts. */
  readonly exposure: number;
  /** How much the danger a challenger escapes counts. */
  readonly escape: number;
  /** Worth of a step forward (Peasants twice this). */
  readonly advance: number;
  /** Cost of leaving a square beside my Princess's castle with no enemy near, and per enemy beside it. */
  readonly guard: number;
  readonly guardPerEnemy: number;
  /** Pull of the enemy castles on rescuers and on the rest, flat and by the chance she is there. */
  readonly goalRescuer: number;
  readonly goalRescuerPrincess: number;
  readonly goalOther: number;
  readonly goalOtherPrincess: number;
  /** Worth of each square held around an enemy castle. */
  readonly surround: number;
  /**
   * How her chance is spread: 0, by the counts of hidden kinds (the beginner); over 0, over the pieces
   * that may be her, a piece seen to move counting this much against 1 for one that has not.
   */
  readonly movedPrincess: number;
  /** Cost of moving a piece off one of my own castles (a decoy that stays keeps the enemy guessing); it fades as a game stalls. */
  readonly home: number;
  /** Worth of taking a square beside my Princess's castle. */
  readonly guardFill: number;
  /**
   * Worth of a challenge that shows again a Princess already awaiting rescue. The beginner counts it as
   * a new identification (IDENTIFIED), so its catapult may fire at her again and again; kept, so that its
   * strength stays the yardstick.
   */
  readonly reshow: number;
  /**
   * 0: a Siege Catapult's and a rescuer's way to their goals is counted in squares as the crow flies
   * (the beginner). 1: along the board (the lake closed but for the bridge), a square held by my own
   * piece costing two steps more (it must make way) and one held by an enemy piece three more.
   */
  readonly paths: number;
  /** Worth of a move that clears the way of my best placed rescuer to a Princess found, per unit of its goal (two a step). */
  readonly makeWay: number;
  /**
   * What ends a quiet spell (the boldness of a stalled game): 0, any challenge (the beginner); 1, only
   * one that eliminates a piece or shows a new one, so that an enemy catapult firing again and again at
   * a Princess it has found does not keep the game "lively".
   */
  readonly quietUntil: number;
  /**
   * 1: a piece that cannot rescue feels no pull to a castle whose Princess is already found: there it
   * can only stand in the rescuers' way (watched: Ogres and a Giant that had surrounded her, boxed in
   * by the rescuers behind them, for three hundred moves). 0: the beginner's pull.
   */
  readonly clearFound: number;
}

export const BEGINNER_WEIGHTS: HeuristicWeights = {
  probe: 1.3,
  exposure: 0.6,
  escape: 0.3,
  advance: 0.06,
  guard: 0.5,
  guardPerEnemy: 3,
  goalRescuer: 0.12,
  goalRescuerPrincess: 0.5,
  goalOther: 0.06,
  goalOtherPrincess: 0.25,
  surround: 0.5,
  movedPrincess: 0,
  home: 0,
  guardFill: 0.3,
  reshow: IDENTIFIED,
  paths: 0,
  makeWay: 0,
  quietUntil: 0,
  clearFound: 0,
};

/**
 * The search player's weights for ranking its candidates, tuned by play against the beginner
 * (docs/ai.md, sessions 7 and 8): guards that stay by the Princess's castle, decoys that stay home, the
 * enemy Princess looked for among the pieces that have not moved, no second shot at a Princess already
 * found, a quiet spell that an enemy catapult's idle shots do not end, and a rescuer's way to a
 * Princess found measured along the board, with pieces in its way stepping aside. Alone, this ranking
 * beats the beginner in 67.0% of 1,000 games.
 */
export const TUNED_WEIGHTS: HeuristicWeights = {
  ...BEGINNER_WEIGHTS,
  guard: 5,
  movedPrincess: 0.15,
  home: 1,
  guardFill: 1,
  reshow: 0,
  quietUntil: 1,
  paths: 1,
  makeWay: 1,
  clearFound: 1,
};

/** Where each piece was first shown in a challenge (its event's index). */
function shownAt(events: readonly GameEvent[]): Map<string, number> {
  const first = new Map<string, number>();
  events.forEach((e, i) => {
    if (e.type !== 'challenge') return;
    const c = e as Extract<SwEvent, { type: 'challenge' }>;
    for (const id of [c.attacker.id, c.defender.id]) if (!first.has(id)) first.set(id, i);
  });
  return first;
}

/**
 * The challenge at events[i] eliminated nothing and showed no piece for the first time: a catapult's
 * shot at a Princess already found, a bounce off a known piece.
 */
function changedNothing(events: readonly GameEvent[], i: number, firstShown: ReadonlyMap<string, number>): boolean {
  const e = events[i] as Extract<SwEvent, { type: 'challenge' }>;
  const result = events.slice(i + 1, i + 4).find((r) => r.type === 'challenge-result') as
    | Extract<SwEvent, { type: 'challenge-result' }>
    | undefined;
  if (!result || result.eliminated.length > 0) return false;
  return firstShown.get(e.attacker.id)! < i && firstShown.get(e.defender.id)! < i;
}

/** Dial's buckets for `way`, reused: one set serves every call, as calls never overlap. */
const BUCKETS: number[][] = Array.from({ length: 256 }, () => []);

/** A plain move, for looking at the position after it. */
interface Moved {
  readonly from: number;
  readonly to: number;
}

type Outcomes = { D: number; A: number; X: number; none: number; rescue: number; awaits: number };

const oddsCache = new Map<number, Outcomes>();
const KIND_INDEX = Object.fromEntries(PIECE_KINDS.map((k, i) => [k, i])) as Record<PieceKind, number>;

/** The chance of each result of a challenge (the ruleset's exact odds), grouped for scoring. */
export function odds(
  attacker: PieceKind,
  defender: PieceKind,
  where: { castle: boolean; forest: boolean; atRange: boolean },
  options: Pick<SwOptions, 'attackTable'>,
): Outcomes {
  // A number, not a string: this is the heuristic's hottest lookup.
  const key =
    ((KIND_INDEX[attacker] * 16 + KIND_INDEX[defender]) * 8 + +where.castle * 4 + +where.forest * 2 + +where.atRange) * 2 +
    +(options.attackTable === 'notes');
  const cached = oddsCache.get(key);
  if (cached) return cached;
  const out: Outcomes = { D: 0, A: 0, X: 0, none: 0, rescue: 0, awaits: 0 };
  const situation = { attacker, defender, defenderInCastle: where.castle, defenderInForest: where.forest, atRange: where.atRange };
  for (const { result, p } of challengeOdds(situation, options)) {
    if (result === 'D' || result === 'A' || result === 'X') out[result] += p;
    else if (result === 'rescue') out.rescue += p;
    else if (result === 'awaits-rescue') out.awaits += p;
    else out.none += p;
  }
  oddsCache.set(key, out);
  return out;
}

/** The heuristic's score of each legal move (higher is better): the search player's move filter. */
export function scoreActions(
  view: SwView,
  seat: SwSeat,
  events: NonNullable<AgentContext['events']>,
  legal: readonly SwAction[],
  weights: HeuristicWeights = BEGINNER_WEIGHTS,
): number[] {
  const think = new Position(view, seat, events, weights);
  return legal.map((a) => think.score(a));
}

export const heuristicAgent: Agent = heuristicWith(BEGINNER_WEIGHTS);

/** The heuristic player with weights of its own. */
export function heuristicWith(weights: HeuristicWeights, name = 'heuristic'): Agent {
  return {
    name,
    choose<V, A>(ctx: AgentContext<V, A>): A {
      const legal = ctx.legal as readonly SwAction[];
      if (legal.length === 0) throw new Error(`no legal action for ${ctx.seat}`);
      const view = ctx.view as SwView;
      const seat = ctx.seat as SwSeat;
      if (legal[0]!.type === 'deploy-random' || legal[0]!.type === 'deploy') {
        const chosen = placement(view, seat, ctx.dice);
        // On an unusual board or force the placement may not fit the rules: then deploy at random.
        const { board } = context(view.options);
        const map = new Map(Object.entries(chosen).map(([sq, k]) => [board.grid.index(sq)!, k]));
        if (checkPlacement(context(view.options), seat, map)) return { type: 'deploy-random' } as A;
        return { type: 'deploy', placement: chosen } as A;
      }
      if (legal.length === 1) return legal[0] as A;
      const think = new Position(view, seat, ctx.events ?? [], weights);
      let best = 0;
      let bestScore = -Infinity;
      legal.forEach((action, i) => {
        // The dice only break near-ties: they never outweigh a real difference.
        const score = think.score(action) + ctx.dice.roll(1000) / 20_000;
        if (score > bestScore) {
          bestScore = score;
          best = i;
        }
      });
      return legal[best] as A;
    },
  };
}

/** One decision's knowledge: the board as this seat sees it and its beliefs about hidden enemy pieces. */
class Position {
  private readonly at = new Map<number, ViewPiece>();
  private readonly board;
  private readonly grid;
  private readonly enemy: SwSeat;
  private readonly beliefs: Beliefs;
  /** Squares of the enemy castles still held by an enemy piece. */
  private readonly enemyCastles: number[];
  /** Where an identified enemy Princess stands (in a castle awaiting rescue, or shown outside one). */
  private readonly waitingPrincess: number[];
  /** My Princess's square when she is in a castle. */
  private readonly myPrincessCastle: number | null;
  private readonly rescuersLeft: number;
  /** Plies since the last challenge: the longer it is quiet, the bolder the probing. */
  private readonly quiet: number;
  /** Squares my pieces left in their last few plain moves, by piece id: going straight back is a waste. */
  private readonly cameFrom = new Map<string, Map<string, number>>();
  /** Each hidden enemy piece's chance of being the Princess (weights.movedPrincess), else from the counts. */
  private readonly princessOdds: ReadonlyMap<string, number> | undefined;
  /** How much a threat deters a move: less and less as the game stalls. */
  private readonly caution: number;
  /** Steps to each goal along the board (weights.paths), by goal, for the position as it stands. */
  private readonly ways = new Map<string, Uint8Array>();
  /** The same after the plain move last asked about (`movedWay`). */
  private afterMove: { from: number; to: number; ways: Map<string, Uint8Array> } = { from: -1, to: -1, ways: new Map() };

  constructor(
    private readonly view: SwView,
    private readonly seat: SwSeat,
    events: readonly GameEvent[],
    private readonly w: HeuristicWeights = BEGINNER_WEIGHTS,
  ) {
    const ctx = context(view.options);
    this.board = ctx.board;
    this.grid = ctx.board.grid;
    this.enemy = opponent(seat);
    for (const p of view.pieces) this.at.set(this.grid.index(p.square)!, p);
    this.beliefs = new Beliefs(seat, view, events);
    if (w.movedPrincess > 0) this.princessOdds = this.beliefs.princessOdds(w.movedPrincess);
    this.enemyCastles = this.board.castles.filter((c) => this.at.get(c)?.owner === this.enemy);
    this.waitingPrincess = view.pieces
      .filter((p) => p.owner === this.enemy && p.kind === 'princess')
      .map((p) => this.grid.index(p.square)!);
    const mine = view.pieces.filter((p) => p.owner === seat);
    const princess = mine.find((p) => p.kind === 'princess');
    const ps = princess ? this.grid.index(princess.square)! : -1;
    this.myPrincessCastle = ps >= 0 && this.board.castle[ps] !== null ? ps : null;
    this.rescuersLeft = mine.filter((p) => p.kind && PIECES[p.kind].rescues).length;
    let quiet = 0;
    let ownMoves = 0;
    const firstShown = w.quietUntil ? shownAt(events) : null;
    for (let i = events.length - 1; i >= 0; i--) {
      const e = events[i] as SwEvent;
      if (e.type === 'castle-surrounded' || e.type === 'first-player') break;
      if (e.type === 'challenge' && !(firstShown && changedNothing(events, i, firstShown))) break;
      if (e.type === 'moved' || e.type === 'challenge') quiet++;
    }
    for (let i = events.length - 1; i >= 0 && ownMoves < 8; i--) {
      const e = events[i] as SwEvent;
      if (e.type !== 'moved' || e.seat !== seat) continue;
      ownMoves++;
      const left = this.cameFrom.get(e.piece) ?? new Map<string, number>();
      left.set(e.from, (left.get(e.from) ?? 0) + 1);
      this.cameFrom.set(e.piece, left);
    }
    this.quiet = quiet;
    this.caution = Math.max(0.35, 1 - quiet / 120);
  }

  score(action: SwAction): number {
    switch (action.type) {
      case 'replace':
        return this.replacement(this.grid.index(action.with)!);
      case 'move':
        break;
      default:
        return 0;
    }
    const from = this.grid.index(action.from)!;
    const to = this.grid.index(action.to)!;
    const piece = this.at.get(from)!;
    const kind = piece.kind!;
    const target = this.at.get(to);
    if (target && target.owner === this.enemy) return this.challenge(piece, kind, from, to, target);
    let score = this.plainMove(kind, from, to);
    score -= 0.5 * (this.cameFrom.get(piece.id)?.get(action.to) ?? 0) * (this.quiet > 30 ? 2 : 1);
    return score;
  }

  /** What a piece is worth to me now: rescuers grow dearer as they grow fewer. */
  private worth(kind: PieceKind): number {
    return VALUE[kind] + (PIECES[kind].rescues ? 6 / Math.max(1, this.rescuersLeft) : 0);
  }

  /** The kinds an enemy piece may be, with their chances. */
  private kinds(p: ViewPiece): [PieceKind, number][] {
    if (p.kind) return [[p.kind, 1]];
    const possible = bitsOf(this.beliefs.possible.get(p.id) ?? 0).filter((k) => this.beliefs.hidden[k] > 0);
    const weight = (k: PieceKind) => this.beliefs.hidden[k];
    const total = possible.reduce((n, k) => n + weight(k), 0);
    if (total === 0) return PIECE_KINDS.filter((k) => k !== 'princess').map((k) => [k, 1 / (PIECE_KINDS.length - 1)]);
    return possible.map((k) => [k, weight(k) / total]);
  }

  private distance(a: number, b: number): number {
    return Math.abs(this.grid.file(a) - this.grid.file(b)) + Math.abs(this.grid.rank(a) - this.grid.rank(b));
  }

  private challenge(piece: ViewPiece, kind: PieceKind, from: number, to: number, target: ViewPiece): number {
    const where = {
      castle: this.board.castle[to] !== null,
      forest: this.board.forest[to]!,
      atRange: kind === 'siege-catapult' && this.distance(from, to) === 2,
    };
    let expected = 0;
    let winChance = 0;
    for (const [defender, pk] of this.kinds(target)) {
      const o = odds(kind, defender, where, this.view.options);
      expected +=
        pk *
        (o.rescue * RESCUE +
          o.awaits * (target.awaitingRescue ? this.w.reshow : IDENTIFIED) +
          o.D * VALUE[defender] +
          o.A * -this.worth(kind) +
          o.X * (VALUE[defender] - this.worth(kind)) +
          o.none * -0.4);
      winChance += pk * o.D;
    }
    // The winner stands on the square it took (the catapult stays home): what threatens it there, and
    // what it gains there (a castle's neighbour cleared and held).
    if (kind !== 'siege-catapult') {
      expected -= this.w.exposure * winChance * this.danger(kind, to, from, target.id);
      expected += winChance * (this.surround(kind, from, to) + this.goal(kind, to) - this.goal(kind, from));
    }
    for (const c of this.enemyCastles) {
      if (this.grid.orthogonal(c).includes(to)) expected += winChance * 3 * this.princessChance(this.at.get(c)!);
    }
    // A challenge shows the defender, and shows my piece to the enemy.
    if (!target.kind) expected += this.w.probe + (where.castle ? 1 : 0) + Math.min(4, this.quiet / 15);
    if (!piece.revealed) expected -= 0.08 * VALUE[kind];
    // Escaping a threat counts too, when the attacker survives elsewhere or stays put.
    expected += this.w.escape * this.danger(kind, from, -1, null);
    if (this.myPrincessCastle !== null && this.grid.orthogonal(this.myPrincessCastle).includes(from)) expected -= this.guardDuty(from);
    return expected;
  }

  /**
   * What an enemy attack on my `kind` at `square` would cost me, at worst over the adjacent enemy
   * pieces, net of what I win when the attacker fails. `vacated` is where the piece comes from (empty
   * after the move); `ignore` is a piece that will be gone.
   */
  private danger(kind: PieceKind, square: number, vacated: number, ignore: string | null): number {
    const castle = this.board.castle[square] !== null;
    let worst = 0;
    const threats: [ViewPiece, boolean][] = [];
    for (const n of this.grid.orthogonal(square)) {
      const e = n === vacated ? undefined : this.at.get(n);
      if (e && e.owner === this.enemy && e.id !== ignore && !e.awaitingRescue) threats.push([e, false]);
    }
    // Catapults (and the Dragon over a piece) strike from two squares away.
    for (const [df, dr] of [
      [0, 2],
      [2, 0],
      [0, -2],
      [-2, 0],
    ] as const) {
      const n = this.grid.offset(square, df, dr);
      if (n === undefined || n === vacated) continue;
      const e = this.at.get(n);
      if (e && e.owner === this.enemy && e.id !== ignore && (e.kind === 'siege-catapult' || e.kind === 'dragon')) threats.push([e, true]);
    }
    for (const [e, far] of threats) {
      let loss = 0;
      for (const [attacker, pk] of this.kinds(e)) {
        if (attacker === 'princess') continue;
        if (castle && attacker !== 'siege-catapult') continue;
        if (far && attacker !== 'siege-catapult' && attacker !== 'dragon') continue;
        const o = odds(
          attacker,
          kind,
          { castle, forest: this.board.forest[square]!, atRange: far && attacker === 'siege-catapult' },
          this.view.options,
        );
        const mine = kind === 'princess' ? o.rescue * RESCUE + o.awaits * IDENTIFIED : (o.D + o.X) * this.worth(kind);
        loss += pk * (mine - 0.5 * (o.A + o.X) * VALUE[attacker]);
      }
      worst = Math.max(worst, loss);
    }
    return worst;
  }

  private plainMove(kind: PieceKind, from: number, to: number): number {
    const g = this.grid;
    let score = this.caution * (this.danger(kind, from, -1, null) - this.danger(kind, to, from, null));
    const forward = this.seat === 'red' ? 1 : -1;
    const gained = forward * (g.rank(to) - g.rank(from));

    if (kind === 'princess') return score - 4;
    if (this.w.home && this.board.castle[from] === this.seat) score -= this.w.home * this.caution;
    if (this.myPrincessCastle !== null && g.orthogonal(this.myPrincessCastle).includes(from)) score -= this.guardDuty(from);
    if (this.myPrincessCastle !== null && g.orthogonal(this.myPrincessCastle).includes(to)) score += this.w.guardFill;

    if (kind !== 'siege-catapult') score += (kind === 'peasants' ? 2 : 1) * this.w.advance * gained;
    else if (this.view.ply < 30) score -= 0.3;
    score += this.goal(kind, to) - this.goal(kind, from);
    if (this.w.makeWay) score += this.w.makeWay * this.madeWay(from, to);
    score += this.surround(kind, from, to);
    // A piece that now threatens a known enemy it surely beats: the enemy must run or fall.
    for (const n of g.orthogonal(to)) {
      const e = this.at.get(n);
      if (!e || e.owner !== this.enemy || !e.kind || this.board.castle[n] !== null) continue;
      const o = odds(kind, e.kind, { castle: false, forest: this.board.forest[n]!, atRange: false }, this.view.options);
      if (o.D > 0.99) score += 0.15 * VALUE[e.kind];
    }
    return score;
  }

  /** The chance that an enemy piece is the Princess. */
  private princessChance(p: ViewPiece): number {
    if (this.princessOdds && !p.kind) return this.princessOdds.get(p.id) ?? 0;
    return this.kinds(p).find(([k]) => k === 'princess')?.[1] ?? 0;
  }

  /**
   * How well placed `kind` is on `square` for winning: rescuers near an identified Princess, every piece
   * near the squares around the enemy castles most likely to hold her (a surround needs three pieces,
   * one of them a rescuer), Siege Catapults within range of those castles. Higher is better; a move is
   * worth the difference.
   */
  private goal(kind: PieceKind, square: number): number {
    const rescues = PIECES[kind].rescues;
    let best = 0;
    if (rescues) best = this.rescueGoal(square, null);
    for (const c of this.enemyCastles) {
      const occupant = this.at.get(c)!;
      if (!rescues && this.w.clearFound && occupant.awaitingRescue) continue;
      const pPrincess = this.princessChance(occupant);
      if (kind === 'siege-catapult') {
        best = Math.max(best, this.catapultGoal(square, c, pPrincess));
        continue;
      }
      const open = this.grid.orthogonal(c).filter((n) => this.at.get(n)?.owner !== this.seat || n === square);
      if (open.length === 0) continue;
      const d = Math.min(...open.map((n) => this.distance(square, n)));
      const weight = rescues
        ? this.w.goalRescuer + this.w.goalRescuerPrincess * pPrincess
        : this.w.goalOther + this.w.goalOtherPrincess * pPrincess;
      best = Math.max(best, weight * (20 - d));
    }
    return best;
  }

  /** A rescuer's worth on `square` by its way to an identified Princess (`moved`: the position after that plain move). */
  private rescueGoal(square: number, moved: Moved | null): number {
    let best = 0;
    for (const c of this.waitingPrincess) {
      const d = this.w.paths ? this.way(`r${c}`, [c], false, moved)[square]! : this.distance(square, c);
      best = Math.max(best, 2 * (20 - d));
    }
    return best;
  }

  /** A Siege Catapult's worth on `square` towards firing at enemy castle `c` (its occupant her by `pPrincess`). */
  private catapultGoal(square: number, c: number, pPrincess: number): number {
    // In range of a castle that may hold her: one shot from identifying (or removing) its occupant.
    if (this.firing(square, c)) return 4 + 14 * pPrincess;
    let d: number;
    if (this.w.paths) {
      d = this.way(`c${c}`, this.firingSquares(c), true, null)[square]!;
    } else {
      const spots = this.firingSquares(c).filter((n) => !this.at.has(n));
      if (spots.length === 0) return 0;
      d = Math.min(...spots.map((n) => this.distance(square, n)));
    }
    return Math.max(0, (0.1 + 0.5 * pPrincess) * (20 - d));
  }

  /**
   * How much a plain move from `from` to `to` brings my best placed rescuer nearer a Princess found
   * (weights.makeWay): a piece in its way that steps aside.
   */
  private madeWay(from: number, to: number): number {
    if (!this.waitingPrincess.length) return 0;
    let before = 0;
    let after = 0;
    for (const [s, p] of this.at) {
      if (s === from || p.owner !== this.seat || !p.kind || !PIECES[p.kind].rescues) continue;
      before = Math.max(before, this.rescueGoal(s, null));
      after = Math.max(after, this.rescueGoal(s, { from, to }));
    }
    return after - before;
  }

  /**
   * Steps from each square to the nearest of `targets` along the board: the lake closed but for the
   * bridge, enemy castles held by the enemy closed (only a surround takes them), castles closed to a
   * Siege Catapult, a square held by my piece two steps dearer (it must make way), by an enemy piece
   * three (it must be beaten). 255: no way. `moved`: after that plain move of mine.
   */
  private way(key: string, targets: readonly number[], catapult: boolean, moved: Moved | null): Uint8Array {
    const cached = moved ? this.movedWay(moved).get(key) : this.ways.get(key);
    if (cached) return cached;
    const { board, grid } = this;
    const size = grid.size;
    const holder = (s: number): ViewPiece | undefined =>
      moved && s === moved.from ? undefined : moved && s === moved.to ? this.at.get(moved.from) : this.at.get(s);
    const enter = new Int16Array(size);
    for (let s = 0; s < size; s++) {
      const p = holder(s);
      const closed =
        board.lake[s] ||
        (catapult && board.castle[s] !== null) ||
        (p && p.owner === this.enemy && board.castle[s] !== null) ||
        (p && p.owner === this.seat && p.awaitingRescue);
      enter[s] = closed ? -1 : 1 + (p ? (p.owner === this.seat ? 2 : 3) : 0);
    }
    // A target is entered by a challenge (a rescue) even where nothing passes through.
    for (const t of targets) if (enter[t]! < 0 && !board.lake[t]) enter[t] = 1;
    const dist = new Uint8Array(size).fill(255);
    // Dial's algorithm: step costs are 1 to 4.
    const buckets = BUCKETS;
    for (const b of buckets) if (b.length) b.length = 0;
    for (const t of targets)
      if (enter[t]! >= 0) {
        dist[t] = 0;
        buckets[0]!.push(t);
      }
    for (let d = 0; d < 255; d++) {
      for (const s of buckets[d]!) {
        const cost = enter[s]!;
        // A closed square may be where a piece stands, but no way leads through it.
        if (dist[s] !== d || cost < 0) continue;
        const relax = (n: number) => {
          // A piece on n reaches the targets through s, paying for entering s.
          const nd = d + cost;
          if (nd < 255 && nd < dist[n]!) {
            dist[n] = nd;
            buckets[nd]!.push(n);
          }
        };
        for (const n of stepSquares(board, s)) relax(n);
      }
    }
    (moved ? this.movedWay(moved) : this.ways).set(key, dist);
    return dist;
  }

  /** The ways computed for the position after one plain move (madeWay asks for it once per rescuer). */
  private movedWay(moved: Moved): Map<string, Uint8Array> {
    if (this.afterMove.from !== moved.from || this.afterMove.to !== moved.to)
      this.afterMove = { from: moved.from, to: moved.to, ways: new Map() };
    return this.afterMove.ways;
  }

  /** Squares from which a Siege Catapult may attack castle `c` (the ruleset's `catapultPosts`). */
  private firingSquares(c: number): number[] {
    return catapultPosts(this.board, c, this.view.options.catapultOverLake);
  }

  private firing(square: number, c: number): boolean {
    return this.firingSquares(c).includes(square);
  }

  /** Castles (2): the worth of standing on `to` (coming from `from`) beside enemy castles. */
  private surround(kind: PieceKind, from: number, to: number): number {
    let score = 0;
    for (const c of this.enemyCastles) {
      const around = this.grid.orthogonal(c);
      if (!around.includes(to) || around.includes(from)) continue;
      const occupant = this.at.get(c)!;
      const held = around.filter((s) => s !== to && this.at.get(s)?.owner === this.seat);
      const pPrincess = this.princessChance(occupant);
      if (held.length + 1 < around.length) {
        score += this.w.surround * (held.length + 1) * (0.5 + 3 * pPrincess);
        continue;
      }
      const rescuer = PIECES[kind].rescues || held.some((s) => PIECES[this.at.get(s)!.kind!].rescues);
      const prize = rescuer ? RESCUE : occupant.awaitingRescue ? 0 : IDENTIFIED;
      let other = 0;
      for (const [k, pk] of this.kinds(occupant)) if (k !== 'princess') other += pk * (VALUE[k] + 2);
      score += pPrincess * prize + other;
    }
    return score;
  }

  /** Leaving a square beside my Princess's castle opens it to a surround: dearer as enemies close in. */
  private guardDuty(square: number): number {
    const castle = this.myPrincessCastle!;
    const around = this.grid.orthogonal(castle);
    const enemies = around.filter((s) => this.at.get(s)?.owner === this.enemy).length;
    const nearby = around.some((s) => s !== square && this.grid.orthogonal(s).some((n) => this.at.get(n)?.owner === this.enemy));
    return this.w.guard + enemies * this.w.guardPerEnemy + (nearby ? 1 : 0) + (enemies === around.length - 1 ? RESCUE / 10 : 0);
  }

  /**
   * Castles (2): which surrounding piece takes the castle. A castle makes its occupant safe from all
   * but a Siege Catapult, so it shelters the piece most at risk outside, and otherwise a cheap one,
   * leaving the strong pieces free to attack.
   */
  private replacement(square: number): number {
    const p = this.at.get(square)!;
    const kind = p.kind!;
    return this.danger(kind, square, -1, null) - 0.3 * VALUE[kind];
  }
}

/**
 * A legal deployment (Preparation) with some sense: the Princess on a castle chosen by the dice, cheap
 * decoys in the other castles, strong guards beside her, catapults on the back rank away from the
 * castles, Ogres facing the forests, Peasants in the front line to probe; the rest shuffled.
 */
export function placement(view: SwView, seat: SwSeat, dice: Dice): Record<string, PieceKind> {
  const { board, force } = context(view.options);
  const { grid } = board;
  const zone = board.deployment[seat];
  const depth = (s: number) => (seat === 'red' ? grid.rank(s) : grid.ranks - 1 - grid.rank(s));
  const nearForest = (s: number) => grid.orthogonal(s).some((n) => board.forest[n]);
  const nearBridge = (s: number) => board.bridge.some((b) => grid.orthogonal(b).includes(s) || b === s);

  // The fourth row: squares facing the forests and the bridge first, then any.
  const partial = shuffle(zone.partial, dice)
    .map((s, i) => ({ s, key: (nearForest(s) ? 2 : 0) + (nearBridge(s) ? 1 : 0) - i / 100 }))
    .sort((a, b) => b.key - a.key)
    .slice(0, zone.partialSquares)
    .map((x) => x.s);
  const squares = [...zone.full, ...partial];
  const free = new Set(squares);
  const pool = new Map<PieceKind, number>(PIECE_KINDS.map((k) => [k, force[k]]));
  const out = new Map<number, PieceKind>();
  const put = (s: number, kind: PieceKind) => {
    out.set(s, kind);
    free.delete(s);
    pool.set(kind, pool.get(kind)! - 1);
  };
  const have = (kind: PieceKind) => pool.get(kind)! > 0;

  const castles = squares.filter((s) => board.castle[s] !== null);
  const home = castles[dice.roll(castles.length) - 1]!;
  put(home, 'princess');
  for (const c of castles) if (c !== home) put(c, have('peasants') ? 'peasants' : firstLeft(pool, ['men-at-arms', 'bowmen', 'ogre']));

  const guards: PieceKind[] = ['marshall-royal', 'bowmen', 'knights', 'men-at-arms'];
  for (const s of grid.orthogonal(home)) {
    if (!free.has(s)) continue;
    const kind = guards.find(have);
    if (kind) put(s, kind);
  }

  const back = shuffle(
    [...free].filter((s) => depth(s) === Math.min(...[...free].map(depth)) && board.castle[s] === null),
    dice,
  );
  const awayFromCastles = back.filter((s) => !grid.orthogonal(s).some((n) => board.castle[n] !== null));
  for (const s of [...awayFromCastles, ...back]) {
    if (!have('siege-catapult')) break;
    if (free.has(s)) put(s, 'siege-catapult');
  }
  if (have('siege-catapult')) {
    for (const s of shuffle([...free], dice)) if (have('siege-catapult') && board.castle[s] === null) put(s, 'siege-catapult');
  }

  const frontDepth = Math.max(...[...free].map(depth));
  const front = shuffle(
    [...free].filter((s) => depth(s) === frontDepth),
    dice,
  );
  for (const s of front.filter(nearForest)) if (have('ogre') && free.has(s)) put(s, 'ogre');
  const probes = Math.min(pool.get('peasants')!, Math.ceil(front.length / 2));
  for (const s of front.slice(0, probes)) if (free.has(s)) put(s, 'peasants');

  const rest = PIECE_KINDS.flatMap((k) => Array<PieceKind>(Math.max(0, pool.get(k)!)).fill(k));
  const left = shuffle(
    [...free].sort((a, b) => a - b),
    dice,
  );
  rest.forEach((kind, i) => out.set(left[i]!, kind));
  return Object.fromEntries([...out].map(([s, k]) => [grid.name(s), k]));
}

function firstLeft(pool: Map<PieceKind, number>, kinds: PieceKind[]): PieceKind {
  return kinds.find((k) => pool.get(k)! > 0) ?? PIECE_KINDS.find((k) => k !== 'princess' && k !== 'siege-catapult' && pool.get(k)! > 0)!;
}
