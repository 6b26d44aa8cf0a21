/**
 * `warband sim`: many games between two agents, and a summary of who won (each agent's score with its
 * 95% interval and Elo, random at 0), how and how long the games were. Sides stay as given unless `swap`
 * alternates them every game. Any game with two sides plays (ai/sides.ts): a side's agent plays its
 * teammates' seats too (Sword & Spear's second players), and a seat of no side (the Sauron third
 * player) is played by the agent named for it, else the computer's stand-in.
 */
import type { Agent } from '../ai/agent.js';
import { playMatch } from '../ai/play-match.js';
import { seatAgents, sideOfSeat, sidesOf } from '../ai/sides.js';
import { STAND_IN, summarize as tournamentSummary, type EntrantResult, type GameResult, type TournamentResult } from '../ai/tournament.js';
import { toRecord, type GameRecord } from '../core/record.js';
import type { AnyRuleset, Seat } from '../core/ruleset.js';
import { wilson } from '../core/stats.js';

export interface SimConfig {
  readonly ruleset: AnyRuleset;
  readonly games: number;
  /** Agent names by side (the first game's sides). */
  readonly agents: Readonly<Record<Seat, string>>;
  /** Agent names for the seats of no side; the stand-in plays any not named. */
  readonly extra?: Readonly<Record<Seat, string>>;
  readonly seed: number;
  readonly options: Record<string, unknown>;
  readonly swap: boolean;
}

export interface SimGame {
  readonly index: number;
  readonly seed: number;
  /** The agent label playing each seat in this game (teammates and seats of no side included). */
  readonly players: Readonly<Record<Seat, string>>;
  readonly winner: Seat | null;
  readonly winnerAgent: string | null;
  readonly plies: number;
  readonly reason: string;
  readonly clause: string;
  readonly ms: number;
  /** Thinking time in this game, and decisions, of each side's agent label (and of each seat of no side). */
  readonly thinking: Readonly<Record<string, { readonly ms: number; readonly decisions: number }>>;
}

export interface AgentRecord {
  wins: number;
  losses: number;
  draws: number;
  winRate: number;
  /** (wins + draws/2) / games, with its 95% Wilson interval. */
  score: number;
  ci95: readonly [number, number];
  /** Bradley-Terry over these games: random (or else the first side's agent) at 0. */
  elo: number;
  msPerMove: number;
}

export interface SimSummary {
  readonly ruleset: string;
  readonly games: number;
  readonly seed: number;
  readonly swap: boolean;
  readonly options: Record<string, unknown>;
  /** The label playing each seat in the first game. */
  readonly agents: Readonly<Record<Seat, string>>;
  /** The seats that are sides, in order. */
  readonly sides: readonly Seat[];
  /** Wins by the side's seat (and by a seat of no side, if one ever wins). */
  readonly winsBySeat: Record<Seat, number>;
  /** Each side's win rate over the games, with its 95% Wilson interval. */
  readonly sideWinRate: Record<Seat, { rate: number; ci95: readonly [number, number] }>;
  readonly byAgent: Record<string, AgentRecord>;
  /** The label whose Elo is 0. */
  readonly anchor: string;
  readonly draws: number;
  readonly plies: { readonly average: number; readonly min: number; readonly max: number };
  readonly reasons: Record<string, number>;
  readonly seconds: number;
  readonly gamesPerSecond: number;
}

/**
 * Labels for the two agents by side: their names, told apart when both sides play the same agent (so a
 * swapped mirror match still reports each side's record).
 */
export function agentLabels(sides: readonly Seat[], agents: Readonly<Record<Seat, string>>): Record<Seat, string> {
  const [a, b] = sides as [Seat, Seat];
  if (agents[a] !== agents[b]) return { [a]: agents[a]!, [b]: agents[b]! };
  return { [a]: `${agents[a]} (${a} first)`, [b]: `${agents[b]} (${b} first)` };
}

/** Plays the games one by one; `onGame` hears of each as it ends, with its record (for a progress bar, or to save it). */
export function runSim(
  config: SimConfig,
  resolve: (name: string) => Agent,
  onGame?: (game: SimGame, record: () => GameRecord) => void,
): SimGame[] {
  const sides = sidesOf(config.ruleset);
  const [first, second] = sides.sides as [Seat, Seat];
  const labels = agentLabels(sides.sides, config.agents);
  const extra = config.extra ?? {};
  const results: SimGame[] = [];
  for (let i = 0; i < config.games; i++) {
    const swapped = config.swap && i % 2 === 1;
    // The label that started on each side, moved across when swapped.
    const bySide: Record<Seat, string> = swapped ? { [first]: labels[second]!, [second]: labels[first]! } : { ...labels };
    const players = seatAgents(sides, bySide, extra, STAND_IN);
    const nameOf = (label: string) => config.agents[sides.sides.find((s) => labels[s] === label)!]!;
    const thinking: Record<string, { ms: number; decisions: number }> = {};
    const agents = Object.fromEntries(
      Object.entries(players).map(([seat, label]) => {
        const isExtra = sides.extra.includes(seat);
        const agent = resolve(isExtra ? label : nameOf(label));
        // A seat of no side thinks on its own account, whatever its agent.
        const key = isExtra ? seat : label;
        const timed: Agent = {
          name: agent.name,
          choose(ctx) {
            const t = performance.now();
            const choice = agent.choose(ctx);
            const spent = (thinking[key] ??= { ms: 0, decisions: 0 });
            spent.ms += performance.now() - t;
            spent.decisions++;
            return choice;
          },
        };
        return [seat, timed];
      }),
    );
    const seed = (config.seed + i) | 0;
    const start = performance.now();
    const played = playMatch(config.ruleset, config.options, seed, agents);
    const ms = performance.now() - start;
    const view = played.match.view('spectator') as { ply?: number };
    const winner = played.outcome.winner;
    const game: SimGame = {
      index: i,
      seed,
      players,
      winner,
      winnerAgent: winner === null ? null : players[winner]!,
      plies: typeof view.ply === 'number' ? view.ply : played.actions,
      reason: reasonLabel(played.outcome.clause, winner),
      clause: played.outcome.clause,
      ms,
      thinking,
    };
    results.push(game);
    onGame?.(game, () => toRecord(played.match as never, { players }));
  }
  return results;
}

/**
 * Outcomes grouped by the rule that ended the game, not by squares and pieces; a rule with no words
 * here is told apart by whether it ended in a win or a draw.
 */
export function reasonLabel(clause: string, winner?: Seat | null): string {
  const known: Record<string, string> = {
    'Notes on Playing Pieces: Princess': 'Princess rescued in a challenge',
    'Castles (2)': 'Princess rescued by surrounding her castle',
    'End Game': 'a player unable to move',
    'SW-A4 (moveLimit)': 'draw: move limit',
    'SW-A4 (repetitionLimit)': 'draw: repetition',
  };
  const words = known[clause] ?? (winner === undefined ? clause : winner === null ? 'a draw' : `a win for ${winner}`);
  return `${words} [${clause}]`;
}

/** The games as a tournament of one pairing (the first side's agent against the other): its scores, intervals, Elo and chart. */
export function asTournament(config: SimConfig, games: readonly SimGame[]): TournamentResult {
  const sides = sidesOf(config.ruleset);
  const labels = agentLabels(sides.sides, config.agents);
  const [a, b] = sides.sides.map((s) => labels[s]!) as [string, string];
  const results: GameResult[] = games.map((g) => {
    const aSeat = sides.sides.find((s) => g.players[s] === a)!;
    const won = g.winner === null ? null : sideOfSeat(sides, g.winner);
    const perMove = (label: string) => {
      const t = g.thinking[label];
      return t && t.decisions ? t.ms / t.decisions : 0;
    };
    return {
      a,
      b,
      aSeat,
      seed: g.seed,
      // A game won by a seat of no side is a draw between the two agents.
      scoreA: won === aSeat ? 1 : won !== null && sides.sides.includes(won) ? 0 : 0.5,
      actions: g.plies,
      reason: g.clause,
      msPerDecision: [perMove(a), perMove(b)],
    };
  });
  const extra = Object.fromEntries(sides.extra.map((seat) => [seat, config.extra?.[seat] ?? STAND_IN]));
  return tournamentSummary(config.ruleset, config.options, config.seed, games.length, [a, b], results, extra);
}

export function summarize(config: SimConfig, games: readonly SimGame[], seconds: number): SimSummary {
  const sides = sidesOf(config.ruleset);
  const labels = agentLabels(sides.sides, config.agents);
  const winsBySeat = Object.fromEntries(sides.sides.map((s) => [s, 0])) as Record<Seat, number>;
  const reasons: Record<string, number> = {};
  let draws = 0;
  for (const g of games) {
    reasons[g.reason] = (reasons[g.reason] ?? 0) + 1;
    if (g.winner === null) draws++;
    else {
      const side = sideOfSeat(sides, g.winner);
      winsBySeat[side] = (winsBySeat[side] ?? 0) + 1;
    }
  }
  const tournament = asTournament(config, games);
  const byAgent: Record<string, AgentRecord> = {};
  for (const e of tournament.entrants as EntrantResult[]) {
    byAgent[e.name] = {
      wins: e.wins,
      losses: e.losses,
      draws: e.draws,
      winRate: games.length ? e.wins / games.length : 0,
      score: round(e.score, 4),
      ci95: [round(e.ci95[0], 4), round(e.ci95[1], 4)],
      elo: e.elo,
      msPerMove: round(e.msPerDecision, 2),
    };
  }
  const sideWinRate = Object.fromEntries(
    Object.entries(winsBySeat).map(([seat, n]) => {
      const rate = games.length ? n / games.length : 0;
      const [lo, hi] = wilson(rate, games.length);
      return [seat, { rate: round(rate, 4), ci95: [round(lo, 4), round(hi, 4)] as const }];
    }),
  );
  const plies = games.map((g) => g.plies);
  const first = games[0]?.players ?? seatAgents(sides, labels, config.extra ?? {}, STAND_IN);
  return {
    ruleset: config.ruleset.id,
    games: games.length,
    seed: config.seed,
    swap: config.swap,
    options: config.options,
    agents: first,
    sides: sides.sides,
    winsBySeat,
    sideWinRate,
    byAgent,
    anchor: tournament.anchor,
    draws,
    plies: {
      average: plies.length ? round(plies.reduce((a, b) => a + b, 0) / plies.length, 1) : 0,
      min: plies.length ? Math.min(...plies) : 0,
      max: plies.length ? Math.max(...plies) : 0,
    },
    reasons,
    seconds: round(seconds, 2),
    gamesPerSecond: seconds > 0 ? round(games.length / seconds, 1) : 0,
  };
}

const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;
const pct = (n: number, of: number) => (of ? `${((100 * n) / of).toFixed(1)}%` : '-');

const interval = (ci: readonly [number, number]) => `${(100 * ci[0]).toFixed(1)}-${(100 * ci[1]).toFixed(1)}%`;

export function formatSummary(s: SimSummary): string {
  const seats = Object.keys(s.winsBySeat);
  const width = Math.max(20, ...Object.keys(s.byAgent).map((l) => l.length));
  const others = Object.entries(s.agents).filter(([seat]) => !s.sides.includes(seat));
  const seatWidth = Math.max(10, ...seats.map((seat) => seat.length));
  const lines = [
    `${s.games} games of ${s.ruleset}, seeds ${s.seed}..${s.seed + s.games - 1}${s.swap ? ', sides swapped every game' : ''}`,
    `  ${s.sides.map((seat) => `${seat}: ${s.agents[seat]}`).join(', ')}${s.swap ? ' (in the first game)' : ''}`,
    ...(others.length ? [`  also: ${others.map(([seat, label]) => `${seat}: ${label}`).join(', ')}`] : []),
    '',
    `${'Wins by side:'.padEnd(seatWidth + 19)}95% interval`,
    ...seats.map(
      (seat) =>
        `  ${seat.padEnd(seatWidth)} ${String(s.winsBySeat[seat]).padStart(6)}  ${pct(s.winsBySeat[seat]!, s.games).padStart(6)}  ${s.sideWinRate[seat] ? interval(s.sideWinRate[seat].ci95) : ''}`,
    ),
    `  ${'draws'.padEnd(seatWidth)} ${String(s.draws).padStart(6)}  ${pct(s.draws, s.games).padStart(6)}`,
    '',
    `By agent:${' '.repeat(width - 5)}wins  losses   draws   win rate   score (95% interval)   Elo  ms/move`,
    ...Object.entries(s.byAgent).map(
      ([label, r]) =>
        `  ${label.padEnd(width)} ${String(r.wins).padStart(6)} ${String(r.losses).padStart(7)} ${String(r.draws).padStart(7)}   ${pct(r.wins, s.games).padStart(8)}   ${`${(100 * r.score).toFixed(1)}%`.padStart(6)} (${interval(r.ci95)})`.padEnd(
          width + 59,
        ) + `${String(r.elo).padStart(5)}  ${r.msPerMove.toFixed(1).padStart(7)}`,
    ),
    `  Elo: Bradley-Terry over these games, ${s.anchor} at 0; a draw counts half.`,
    '',
    `Game length (moves, plies): average ${s.plies.average}, min ${s.plies.min}, max ${s.plies.max}`,
    '',
    'How the games ended:',
    ...Object.entries(s.reasons)
      .sort((a, b) => b[1] - a[1])
      .map(([reason, n]) => `  ${String(n).padStart(6)}  ${reason}`),
    '',
    `${s.seconds} s, ${s.gamesPerSecond} games/s`,
  ];
  return lines.join('\n');
}
