/**
 * `npm run strength`: the computer players' regression suite (bench/strength-suite.json).
 * Plays each matchup on worker threads with a progress bar and prints a table. A matchup regresses
 * when its score falls below the lower 95% bound of the recorded baseline (docs/ai-strength.json):
 * then the run exits 1 and records nothing. Otherwise it records the scores as the new baseline
 * (docs/ai-strength.{json,md,svg}), and says of each matchup whether it meets its target (issue 5's
 * figures), which is the goal rather than the gate. `--matchup I` plays only the I-th matchup (from 1);
 * `--games N` overrides the game count for a quick look (and then records nothing).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import cliProgress from 'cli-progress';
import '../rulesets/index.js';
import { runTournament } from '../ai/tournament-pool.js';
import type { PairingResult } from '../ai/tournament.js';
import { toSvg } from '../charts/render.js';
import { tournamentChart } from '../charts/tournament.js';

interface Suite {
  ruleset: string;
  options: Record<string, unknown>;
  seed: number;
  /** target: the score the matchup should reach (issue 5); a matchup without one is a regression check only */
  matchups: { a: string; b: string; games: number; target?: number }[];
}

const suite = JSON.parse(readFileSync('bench/strength-suite.json', 'utf8')) as Suite;
const argument = (name: string) => {
  const i = process.argv.indexOf(name);
  if (i < 0) return undefined;
  const n = Number(process.argv[i + 1]);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${name} wants a whole number, not '${process.argv[i + 1] ?? ''}'`);
  return n;
};
const override = argument('--games');
const only = argument('--matchup');
if (only !== undefined && only > suite.matchups.length) throw new Error(`--matchup ${only}: the suite has ${suite.matchups.length} matchups`);
const baselinePath = 'docs/ai-strength.json';
const baseline = existsSync(baselinePath) ? (JSON.parse(readFileSync(baselinePath, 'utf8')) as { matchups: Recorded[] }) : undefined;

const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const today = new Date().toISOString().slice(0, 10);
const rows: (Recorded & { verdict: string })[] = [];
const results = [];
let failed = false;
for (const [i, m] of suite.matchups.entries()) {
  if (only !== undefined && i !== only - 1) continue;
  const games = override ?? m.games;
  const bar = new cliProgress.SingleBar({ format: `${m.a} v ${m.b} [{bar}] {value}/{total} games, {eta}s left`, stream: process.stderr, noTTYOutput: true, notTTYSchedule: 10_000 }, cliProgress.Presets.shades_classic);
  bar.start(games, 0);
  const result = await runTournament({ ruleset: suite.ruleset, options: suite.options, entrants: [m.a, m.b], gamesPerPairing: games, seed: suite.seed, onGame: (_, done) => bar.update(done) });
  bar.stop();
  results.push(result);
  const pairing = result.pairings[0]!;
  const before = baseline?.matchups.find((r) => r.pairing.a === m.a && r.pairing.b === m.b)?.pairing;
  const regressed = before !== undefined && pairing.score < before.ci95[0];
  failed ||= regressed;
  const verdict = regressed ? `FAIL: below the baseline's lower bound ${(before.ci95[0] * 100).toFixed(1)}%` : before ? `ok (baseline ${(before.score * 100).toFixed(1)}%)` : 'ok (no baseline)';
  rows.push({ pairing, target: m.target, msPerMove: result.entrants[0]!.msPerDecision, date: today, machine, verdict });
}

/** One matchup as recorded: the baseline a later run must not fall below. */
interface Recorded {
  pairing: PairingResult;
  target: number | undefined;
  msPerMove: number;
  date: string;
  machine: string;
}

console.log(tableOf(rows));

if (override === undefined && !failed) {
  // Matchups not played this time keep their recorded baseline.
  const kept = (baseline?.matchups ?? []).filter((old) => !rows.some((r) => r.pairing.a === old.pairing.a && r.pairing.b === old.pairing.b));
  const recorded: Recorded[] = [...rows.map(({ verdict: _, ...r }) => r), ...kept];
  writeFileSync(baselinePath, JSON.stringify({ suite: 'bench/strength-suite.json', matchups: recorded }, null, 2) + '\n');
  const pairings = recorded.map((r) => r.pairing);
  const merged = { ...results[0]!, gamesPerPairing: Math.max(...pairings.map((p) => p.games)), pairings };
  writeFileSync('docs/ai-strength.svg', await toSvg(tournamentChart(merged, { elo: false })));
  writeFileSync(
    'docs/ai-strength.md',
    `# Computer players: strength\n\nRecorded by \`npm run strength\` (bench/strength-suite.json; levels in src/ai/catalog.ts).\nFixed seeds and fixed per-move budgets (iterations), so the numbers repeat. Each row is the baseline a\nchange to an agent must not fall below (the lower end of its 95% interval).\n\n${tableOf(recorded.map((r) => ({ ...r, verdict: `${r.date}, ${r.machine}` })), 'recorded')}\n\n![chart](ai-strength.svg)\n`,
  );
}
process.exit(failed ? 1 : 0);

function tableOf(rs: (Recorded & { verdict: string })[], last = 'against the baseline'): string {
  return [
    `| matchup | games | wins | draws | losses | score | 95% interval | target | ms per move (first) | ${last} |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rs.map(({ pairing: p, target, msPerMove, verdict }) =>
      `| ${p.a} v ${p.b} | ${p.games} | ${p.aWins} | ${p.draws} | ${p.bWins} | ${(p.score * 100).toFixed(1)}% | ${(p.ci95[0] * 100).toFixed(1)}-${(p.ci95[1] * 100).toFixed(1)}% | ${target === undefined ? '-' : `${target * 100}%${p.score >= target ? ' (met)' : ' (not yet)'}`} | ${msPerMove.toFixed(1)} | ${verdict} |`,
    ),
  ].join('\n');
}
