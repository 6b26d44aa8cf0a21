/**
 * `warband sim`: many games between two agents, and a summary of who won, how and how long the games
 * were. Sides stay as given unless `swap` alternates them every game.
 */
import type { Agent } from '../ai/agent.js';
import { playMatch } from '../ai/play-match.js';
import { toRecord, type GameRecord } from '../core/record.js';
import type { AnyRuleset, Seat } from '../core/ruleset.js';

export interface SimConfig {
  readonly ruleset: AnyRuleset;
  readonly games: number;
  /** Agent names by seat, as given (the first game's sides). */
  readonly agents: Readonly<Record<Seat, string>>;
  readonly seed: number;
  readonly options: Record<string, unknown>;
  readonly swap: boolean;
}

export interface SimGame {
  readonly index: number;
  readonly seed: number;
  /** The agent label playing each seat in this game. */
  readonly players: Readonly<Record<Seat, string>>;
  readonly winner: Seat | null;
  readonly winnerAgent: string | null;
  readonly plies: number;
  readonly reason: string;
  readonly clause: string;
  readonly ms: number;
}

export interface SimSummary {
  readonly ruleset: string;
  readonly games: number;
  readonly seed: number;
  readonly swap: boolean;
  readonly options: Record<string, unknown>;
  readonly agents: Readonly<Record<Seat, string>>;
  readonly winsBySeat: Record<Seat, number>;
  readonly byAgent: Record<string, { wins: number; losses: number; draws: number; winRate: number }>;
  readonly draws: number;
  readonly plies: { readonly average: number; readonly min: number; readonly max: number };
  readonly reasons: Record<string, number>;
  readonly seconds: number;
  readonly gamesPerSecond: number;
}

/**
 * Labels for the two agents: their names, told apart when both seats play the same agent (so a swapped
 * mirror match still reports each side's record).
 */
export function agentLabels(seats: readonly Seat[], agents: Readonly<Record<Seat, string>>): Record<Seat, string> {
  const [a, b] = seats as [Seat, Seat];
  if (agents[a] !== agents[b]) return { [a]: agents[a]!, [b]: agents[b]! };
  return { [a]: `${agents[a]} (${a} first)`, [b]: `${agents[b]} (${b} first)` };
}

/** Plays the games one by one; `onGame` hears of each as it ends, with its record (for a progress bar, or to save it). */
export function runSim(
  config: SimConfig,
  resolve: (name: string) => Agent,
  onGame?: (game: SimGame, record: () => GameRecord) => void,
): SimGame[] {
  const seats = config.ruleset.seats as readonly Seat[];
  const [first, second] = seats as [Seat, Seat];
  const labels = agentLabels(seats, config.agents);
  const agents = Object.fromEntries(seats.map((s) => [s, resolve(config.agents[s]!)])) as Record<Seat, Agent>;
  const results: SimGame[] = [];
  for (let i = 0; i < config.games; i++) {
    const swapped = config.swap && i % 2 === 1;
    // The label (and agent) that started on each seat, moved across when swapped.
    const origin: Record<Seat, Seat> = swapped ? { [first]: second, [second]: first } : { [first]: first, [second]: second };
    const seed = (config.seed + i) | 0;
    const start = performance.now();
    const played = playMatch(config.ruleset, config.options, seed, Object.fromEntries(seats.map((s) => [s, agents[origin[s]!]!])));
    const ms = performance.now() - start;
    const view = played.match.view('spectator') as { ply?: number };
    const players = Object.fromEntries(seats.map((s) => [s, labels[origin[s]!]!])) as Record<Seat, string>;
    const game: SimGame = {
      index: i,
      seed,
      players,
      winner: played.outcome.winner,
      winnerAgent: played.outcome.winner === null ? null : players[played.outcome.winner]!,
      plies: typeof view.ply === 'number' ? view.ply : played.actions,
      reason: reasonLabel(played.outcome.clause),
      clause: played.outcome.clause,
      ms,
    };
    results.push(game);
    onGame?.(game, () => toRecord(played.match as never, { players }));
  }
  return results;
}

/** Outcomes grouped by the rule that ended the game, not by squares and pieces. */
export function reasonLabel(clause: string): string {
  const known: Record<string, string> = {
    'Notes on Playing Pieces: Princess': 'Princess rescued in a challenge',
    'Castles (2)': 'Princess rescued by surrounding her castle',
    'End Game': 'a player unable to move',
    'SW-A4 (moveLimit)': 'draw: move limit',
    'SW-A4 (repetitionLimit)': 'draw: repetition',
  };
  return `${known[clause] ?? clause} [${clause}]`;
}

export function summarize(config: SimConfig, games: readonly SimGame[], seconds: number): SimSummary {
  const seats = config.ruleset.seats as readonly Seat[];
  const labels = agentLabels(seats, config.agents);
  const winsBySeat = Object.fromEntries(seats.map((s) => [s, 0])) as Record<Seat, number>;
  const byAgent: SimSummary['byAgent'] = {};
  for (const label of Object.values(labels)) byAgent[label] = { wins: 0, losses: 0, draws: 0, winRate: 0 };
  const reasons: Record<string, number> = {};
  let draws = 0;
  for (const g of games) {
    reasons[g.reason] = (reasons[g.reason] ?? 0) + 1;
    if (g.winner === null) {
      draws++;
      for (const label of Object.values(g.players)) byAgent[label]!.draws++;
      continue;
    }
    winsBySeat[g.winner]!++;
    for (const [seat, label] of Object.entries(g.players)) {
      if (seat === g.winner) byAgent[label]!.wins++;
      else byAgent[label]!.losses++;
    }
  }
  for (const record of Object.values(byAgent)) record.winRate = games.length ? record.wins / games.length : 0;
  const plies = games.map((g) => g.plies);
  return {
    ruleset: config.ruleset.id,
    games: games.length,
    seed: config.seed,
    swap: config.swap,
    options: config.options,
    agents: labels,
    winsBySeat,
    byAgent,
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

export function formatSummary(s: SimSummary): string {
  const seats = Object.keys(s.winsBySeat);
  const width = Math.max(20, ...Object.keys(s.byAgent).map((l) => l.length));
  const lines = [
    `${s.games} games of ${s.ruleset}, seeds ${s.seed}..${s.seed + s.games - 1}${s.swap ? ', sides swapped every game' : ''}`,
    `  ${seats.map((seat) => `${seat}: ${s.agents[seat]}`).join(', ')}${s.swap ? ' (in the first game)' : ''}`,
    '',
    'Wins by side:',
    ...seats.map((seat) => `  ${seat.padEnd(10)} ${String(s.winsBySeat[seat]).padStart(6)}  ${pct(s.winsBySeat[seat]!, s.games)}`),
    `  ${'draws'.padEnd(10)} ${String(s.draws).padStart(6)}  ${pct(s.draws, s.games)}`,
    '',
    `By agent:${' '.repeat(width - 5)}wins  losses   draws   win rate`,
    ...Object.entries(s.byAgent).map(
      ([label, r]) =>
        `  ${label.padEnd(width)} ${String(r.wins).padStart(6)} ${String(r.losses).padStart(7)} ${String(r.draws).padStart(7)}   ${pct(r.wins, s.games)}`,
    ),
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
