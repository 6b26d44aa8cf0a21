/**
 * The heuristic player (level "beginner"): one move ahead, no search. It scores each legal move by the
 * expected material a challenge wins or loses (exact odds from the rules, over the kinds the enemy
 * piece may still be), the danger of the square it moves to, and a little progress towards the enemy
 * castles; it keeps the Princess home and probes unknown pieces with cheap ones.
 */
import type { Dice } from '../../core/dice.js';
import { context } from '../../rulesets/swords-and-wizardry/options.js';
import { challengeOdds } from '../../rulesets/swords-and-wizardry/odds.js';
import type { ChallengeResult } from '../../rulesets/swords-and-wizardry/challenge.js';
import type { SwAction, SwView, ViewPiece } from '../../rulesets/swords-and-wizardry/ruleset.js';
import { opponent, PIECES, type PieceKind, type SwSeat } from '../../rulesets/swords-and-wizardry/vocabulary.js';
import type { Agent, AgentContext } from '../agent.js';
import { Beliefs, bitsOf } from './beliefs.js';

/** Material worth of each kind (shared with the search player's evaluation). */
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

const RESCUE = 1000;

export const heuristicAgent: Agent = {
  name: 'heuristic',
  choose<V, A>(ctx: AgentContext<V, A>): A {
    const legal = ctx.legal as readonly SwAction[];
    if (legal.length <= 1 || legal[0]!.type === 'deploy-random') return legal[0] as A;
    const view = ctx.view as SwView;
    const scores = scoreMoves(view, legal, new Beliefs(view.viewer as SwSeat, view, ctx.events ?? []));
    let best = 0;
    let bestScore = -Infinity;
    scores.forEach((score, i) => {
      const noisy = score + noise(ctx.dice);
      if (noisy > bestScore) {
        bestScore = noisy;
        best = i;
      }
    });
    return legal[best] as A;
  },
};

/** The heuristic's score of each legal move (higher is better), also a prior for the search player. */
export function scoreMoves(view: SwView, legal: readonly SwAction[], beliefs: Beliefs): number[] {
  const think = new Thinking(view, view.viewer as SwSeat, beliefs);
  return legal.map((a) => think.score(a));
}

const noise = (dice: Dice) => dice.roll(1000) / 10_000;

class Thinking {
  private readonly at = new Map<string, ViewPiece>();
  private readonly ctx;

  constructor(
    private readonly view: SwView,
    private readonly seat: SwSeat,
    private readonly beliefs: Beliefs,
  ) {
    this.ctx = context(view.options);
    for (const p of view.pieces) this.at.set(p.square, p);
  }

  score(action: SwAction): number {
    if (action.type === 'replace') return PIECE_VALUE[this.at.get(action.with)!.kind!];
    if (action.type !== 'move') return 0;
    const piece = this.at.get(action.from)!;
    const kind = piece.kind!;
    const target = this.at.get(action.to);
    if (target) return this.challenge(kind, action.from, target);
    let score = this.danger(kind, action.from, action.from) - this.danger(kind, action.to, action.from);
    score += this.progress(kind, action.from, action.to);
    if (kind === 'princess') score -= 1.5;
    return score;
  }

  /** The distribution of kinds an enemy piece may be. */
  private kinds(p: ViewPiece): [PieceKind, number][] {
    if (p.kind) return [[p.kind, 1]];
    const possible = bitsOf(this.beliefs.possible.get(p.id) ?? 0).filter((k) => this.beliefs.hidden[k] > 0);
    const total = possible.reduce((n, k) => n + this.beliefs.hidden[k], 0);
    return possible.map((k) => [k, this.beliefs.hidden[k] / total]);
  }

  private challenge(kind: PieceKind, from: string, target: ViewPiece): number {
    const { board } = this.ctx;
    const to = board.grid.index(target.square)!;
    const f = board.grid.index(from)!;
    const atRange = Math.abs(board.grid.file(to) - board.grid.file(f)) + Math.abs(board.grid.rank(to) - board.grid.rank(f)) === 2 && kind === 'siege-catapult';
    let expected = 0;
    for (const [defender, pk] of this.kinds(target)) {
      const odds = challengeOdds({ attacker: kind, defender, defenderInCastle: board.castle[to] !== null, defenderInForest: board.forest[to]!, atRange }, this.view.options);
      for (const { result, p } of odds) expected += pk * p * this.gain(result, kind, defender);
    }
    // A challenge shows the defender: worth something when it is unknown.
    if (!target.kind) expected += 1;
    return expected;
  }

  private gain(result: ChallengeResult, attacker: PieceKind, defender: PieceKind): number {
    switch (result) {
      case 'rescue': return RESCUE;
      case 'awaits-rescue': return 20;
      case 'D': return PIECE_VALUE[defender] + (defender === 'princess' ? 0 : 0.5);
      case 'A': return -PIECE_VALUE[attacker] - (PIECES[attacker].rescues ? 1 : 0);
      case 'X': return PIECE_VALUE[defender] - PIECE_VALUE[attacker];
      case '-': return -0.2;
    }
  }

  /** Expected loss if `kind` stands on `square` and an adjacent enemy attacks it (ignoring `vacated`). */
  private danger(kind: PieceKind, squareName: string, vacated: string): number {
    const { board } = this.ctx;
    const square = board.grid.index(squareName)!;
    if (board.castle[square] !== null) return 0;
    let worst = 0;
    for (const n of board.grid.orthogonal(square)) {
      const name = board.grid.name(n);
      const enemy = name === vacated ? undefined : this.at.get(name);
      if (!enemy || enemy.owner === this.seat) continue;
      let loss = 0;
      for (const [attacker, pk] of this.kinds(enemy)) {
        if (attacker === 'princess') continue;
        const odds = challengeOdds({ attacker, defender: kind, defenderInCastle: false, defenderInForest: board.forest[square]!, atRange: false }, this.view.options);
        for (const { result, p } of odds) {
          if (result === 'D' || result === 'X') loss += pk * p * PIECE_VALUE[kind];
          if (result === 'rescue') loss += pk * p * RESCUE / 10;
        }
      }
      worst = Math.max(worst, loss);
    }
    return worst;
  }

  /** Moving towards the enemy's side, rescuers towards his castles; the catapult towards castles. */
  private progress(kind: PieceKind, fromName: string, toName: string): number {
    const { board } = this.ctx;
    const g = board.grid;
    const from = g.index(fromName)!;
    const to = g.index(toName)!;
    const forward = this.seat === 'red' ? 1 : -1;
    let score = 0.1 * forward * (g.rank(to) - g.rank(from));
    if (PIECES[kind].rescues || kind === 'siege-catapult') {
      const castles = board.castles.filter((c) => board.castle[c] === opponent(this.seat));
      const distance = (s: number) => Math.min(...castles.map((c) => Math.abs(g.file(c) - g.file(s)) + Math.abs(g.rank(c) - g.rank(s))));
      score += 0.15 * (distance(from) - distance(to));
    }
    return score;
  }
}

