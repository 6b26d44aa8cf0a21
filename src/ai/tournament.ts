/**
 * Tournaments: every pair of entrants plays `games` games, sides alternating, each pair of games on
 * the same seed (so both entrants meet the same deployments' dice from both sides). Results: win
 * rates with 95% confidence intervals and Elo ratings fitted to all games (Bradley-Terry), random at 0.
 *
 * An entrant plays its side's every seat (a Sword & Spear side of two players, SSF-A51); a seat of no
 * side (the Sauron third player) is played by the agent named for it, else the computer's stand-in
 * (sides.ts).
 */
import { wilson } from '../core/stats.js';
import type { AnyRuleset, Seat } from '../core/ruleset.js';
import type { Agent } from './agent.js';
import { playMatch } from './play-match.js';
import { seatAgents, sideOfSeat, sidesOf } from './sides.js';

/** Who plays a seat of no side when nobody is named for it: as in a game with no one there (play-match.ts). */
export const STAND_IN = 'heuristic';

/** The entrant rated 0 when it plays: the random player, the floor every other rating is read from. */
export const ELO_ANCHOR = 'random';

export interface GameResult {
  readonly a: string;
  readonly b: string;
  /** The seat entrant `a` played. */
  readonly aSeat: Seat;
  readonly seed: number;
  /** 1 a won, 0 b won, 0.5 draw */
  readonly scoreA: number;
  readonly actions: number;
  readonly reason: string;
  /** Mean thinking time per decision of a and of b, in milliseconds. */
  readonly msPerDecision: readonly [number, number];
}

export interface PairingResult {
  readonly a: string;
  readonly b: string;
  readonly games: number;
  readonly aWins: number;
  readonly bWins: number;
  readonly draws: number;
  /** a's score (wins + draws/2) / games, and its 95% interval */
  readonly score: number;
  readonly ci95: readonly [number, number];
  readonly eloDifference: number;
}

export interface EntrantResult {
  readonly name: string;
  readonly games: number;
  readonly wins: number;
  readonly draws: number;
  readonly losses: number;
  readonly score: number;
  readonly ci95: readonly [number, number];
  /** Bradley-Terry fit, the anchor (random when it plays, else the first entrant) at 0. */
  readonly elo: number;
  readonly msPerDecision: number;
}

export interface TournamentResult {
  readonly ruleset: string;
  readonly options: unknown;
  readonly seed: number;
  readonly gamesPerPairing: number;
  readonly pairings: readonly PairingResult[];
  readonly entrants: readonly EntrantResult[];
  /** The entrant whose Elo is 0: random when it plays, else the first. */
  readonly anchor: string;
  /** The agents playing the seats of no side (the Sauron third player), by seat. */
  readonly extraSeats: Readonly<Record<Seat, string>>;
  readonly games: readonly GameResult[];
}

export interface GameSpec {
  readonly a: string;
  readonly b: string;
  readonly aSeat: Seat;
  readonly seed: number;
}

/** The games of a round robin: for each pair, `games` games, sides alternating, seeds in pairs. */
export function schedule(ruleset: AnyRuleset, entrants: readonly string[], games: number, seed: number): GameSpec[] {
  const [first, second] = sidesOf(ruleset).sides;
  const specs: GameSpec[] = [];
  for (let i = 0; i < entrants.length; i++) {
    for (let j = i + 1; j < entrants.length; j++) {
      for (let g = 0; g < games; g++) {
        specs.push({ a: entrants[i]!, b: entrants[j]!, aSeat: g % 2 === 0 ? first! : second!, seed: seed + Math.floor(g / 2) });
      }
    }
  }
  return specs;
}

/**
 * Plays one scheduled game; `makeAgent` builds a fresh agent by name, one for each seat. `extra` names
 * the agents of the seats of no side. A game won by such a seat counts as a draw between the entrants.
 */
export function playScheduled(
  ruleset: AnyRuleset,
  options: unknown,
  spec: GameSpec,
  makeAgent: (name: string) => Agent,
  extra: Readonly<Record<Seat, string>> = {},
): GameResult {
  const sides = sidesOf(ruleset);
  const bSeat = sides.sides.find((s) => s !== spec.aSeat)!;
  const decisions = [0, 0];
  const ms = [0, 0];
  const timed = (agent: Agent, k: 0 | 1 | null): Agent => ({
    name: agent.name,
    choose(ctx) {
      const t = performance.now();
      const choice = agent.choose(ctx);
      if (k !== null) {
        ms[k]! += performance.now() - t;
        decisions[k]!++;
      }
      return choice;
    },
  });
  const names = seatAgents(sides, { [spec.aSeat]: spec.a, [bSeat]: spec.b }, extra, STAND_IN);
  const entrantOf = (seat: Seat): 0 | 1 | null =>
    sideOfSeat(sides, seat) === spec.aSeat ? 0 : sideOfSeat(sides, seat) === bSeat ? 1 : null;
  const agents = Object.fromEntries(Object.entries(names).map(([seat, name]) => [seat, timed(makeAgent(name), entrantOf(seat))]));
  const { outcome, actions } = playMatch(ruleset, options, spec.seed, agents);
  const winner = outcome.winner === null ? null : entrantOf(outcome.winner);
  const scoreA = winner === null ? 0.5 : winner === 0 ? 1 : 0;
  const mean = (k: 0 | 1) => (decisions[k] ? ms[k]! / decisions[k]! : 0);
  return { ...spec, scoreA, actions, reason: outcome.clause, msPerDecision: [mean(0), mean(1)] };
}

export function summarize(
  ruleset: AnyRuleset,
  options: unknown,
  seed: number,
  gamesPerPairing: number,
  entrants: readonly string[],
  games: readonly GameResult[],
  extraSeats: Readonly<Record<Seat, string>> = {},
): TournamentResult {
  const pairings: PairingResult[] = [];
  for (let i = 0; i < entrants.length; i++) {
    for (let j = i + 1; j < entrants.length; j++) {
      const mine = games.filter((g) => g.a === entrants[i] && g.b === entrants[j]);
      const aWins = mine.filter((g) => g.scoreA === 1).length;
      const bWins = mine.filter((g) => g.scoreA === 0).length;
      const draws = mine.length - aWins - bWins;
      const score = mine.length ? (aWins + draws / 2) / mine.length : 0.5;
      pairings.push({
        a: entrants[i]!,
        b: entrants[j]!,
        games: mine.length,
        aWins,
        bWins,
        draws,
        score,
        ci95: wilson(score, mine.length),
        eloDifference: eloFromScore(score, mine.length),
      });
    }
  }
  const anchor = entrants.includes(ELO_ANCHOR) ? ELO_ANCHOR : entrants[0]!;
  const elo = bradleyTerry(entrants, games, entrants.indexOf(anchor));
  const results = entrants.map((name, k) => {
    let wins = 0;
    let draws = 0;
    let n = 0;
    let ms = 0;
    for (const g of games) {
      if (g.a !== name && g.b !== name) continue;
      n++;
      const s = g.a === name ? g.scoreA : 1 - g.scoreA;
      if (s === 1) wins++;
      else if (s === 0.5) draws++;
      ms += g.msPerDecision[g.a === name ? 0 : 1];
    }
    const score = n ? (wins + draws / 2) / n : 0;
    return {
      name,
      games: n,
      wins,
      draws,
      losses: n - wins - draws,
      score,
      ci95: wilson(score, n),
      elo: elo[k]!,
      msPerDecision: n ? ms / n : 0,
    };
  });
  return { ruleset: ruleset.id, options, seed, gamesPerPairing, pairings, entrants: results, anchor, extraSeats, games };
}

/** Wilson score interval at 95% (core/stats.ts). */
export { wilson };

/** Elo difference implied by a score, with 0 and 1 pulled in by half a game so it stays finite. */
export function eloFromScore(score: number, n: number): number {
  const eps = n > 0 ? 0.5 / n : 0.01;
  const s = Math.min(1 - eps, Math.max(eps, score));
  return 400 * Math.log10(s / (1 - s));
}

/**
 * Bradley-Terry ratings by minorization-maximization (Hunter 2004), a draw counting half a win to each
 * side, plus one virtual draw per pair so an unbeaten entrant keeps a finite rating. Entrant `anchor`
 * (by index) is rated 0.
 */
export function bradleyTerry(entrants: readonly string[], games: readonly GameResult[], anchor = 0): number[] {
  const n = entrants.length;
  const index = new Map(entrants.map((e, i) => [e, i]));
  const wins = Array.from({ length: n }, () => new Float64Array(n));
  const played = Array.from({ length: n }, () => new Float64Array(n));
  for (const g of games) {
    const a = index.get(g.a)!;
    const b = index.get(g.b)!;
    wins[a]![b]! += g.scoreA;
    wins[b]![a]! += 1 - g.scoreA;
    played[a]![b]!++;
    played[b]![a]!++;
  }
  for (let i = 0; i < n; i++)
    for (let j = 0; j < n; j++)
      if (i !== j && played[i]![j]! > 0) {
        wins[i]![j]! += 0.5;
        played[i]![j]!++;
      }
  let gamma = new Float64Array(n).fill(1);
  for (let iter = 0; iter < 2000; iter++) {
    const next = new Float64Array(n);
    for (let i = 0; i < n; i++) {
      let w = 0;
      let denom = 0;
      for (let j = 0; j < n; j++) {
        if (i === j || played[i]![j] === 0) continue;
        w += wins[i]![j]!;
        denom += played[i]![j]! / (gamma[i]! + gamma[j]!);
      }
      next[i] = denom > 0 ? w / denom : gamma[i]!;
    }
    const scale = next[anchor]!;
    for (let i = 0; i < n; i++) next[i]! /= scale;
    const delta = Math.max(...next.map((v, i) => Math.abs(v - gamma[i]!)));
    gamma = next;
    if (delta < 1e-10) break;
  }
  return Array.from(gamma, (g) => Math.round(400 * Math.log10(g)));
}

/** The result as a table for a terminal. */
export function formatTournament(r: TournamentResult): string {
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const extra = Object.entries(r.extraSeats);
  const lines = [
    `${r.ruleset}: ${r.gamesPerPairing} games a pairing, seed ${r.seed}; Elo: ${r.anchor} = 0`,
    ...(extra.length ? [`seats of no side: ${extra.map(([seat, name]) => `${seat} played by ${name}`).join(', ')}`] : []),
    '',
    'entrant                         games   W    D    L   score   95% interval     Elo   ms/move',
    ...[...r.entrants]
      .sort((a, b) => b.elo - a.elo)
      .map(
        (e) =>
          `${e.name.padEnd(30)} ${String(e.games).padStart(6)} ${String(e.wins).padStart(4)} ${String(e.draws).padStart(4)} ${String(e.losses).padStart(4)}  ${pct(e.score).padStart(6)}  ${pct(e.ci95[0]).padStart(6)}-${pct(e.ci95[1]).padEnd(7)} ${String(e.elo).padStart(6)} ${e.msPerDecision.toFixed(1).padStart(8)}`,
      ),
    '',
    'pairing                                          a-draws-b   score of a (95%)',
    ...r.pairings.map(
      (p) =>
        `${`${p.a} v ${p.b}`.padEnd(48)} ${`${p.aWins}-${p.draws}-${p.bWins}`.padStart(9)}   ${pct(p.score)} (${pct(p.ci95[0])}-${pct(p.ci95[1])})`,
    ),
  ];
  return lines.join('\n');
}
