/**
 * `npm run strength`: the computer players' regression suite (bench/strength-suite.json).
 * Plays each matchup on worker threads with a progress bar, prints a table, writes
 * docs/ai-strength.{json,md,svg}, and exits 1 if a matchup misses its target or falls below the
 * lower 95% bound of the previous baseline. `--games N` overrides the game count for a quick look
 * (and then writes nothing).
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
  matchups: { a: string; b: string; games: number; target: number }[];
}

const suite = JSON.parse(readFileSync('bench/strength-suite.json', 'utf8')) as Suite;
const gamesArg = process.argv.indexOf('--games');
const override = gamesArg > 0 ? Number(process.argv[gamesArg + 1]) : undefined;
const baselinePath = 'docs/ai-strength.json';
const baseline = existsSync(baselinePath) ? (JSON.parse(readFileSync(baselinePath, 'utf8')) as { pairings: PairingResult[] }) : undefined;

const rows: { pairing: PairingResult; target: number; verdict: string; msA: number }[] = [];
const results = [];
let failed = false;
for (const m of suite.matchups) {
  const games = override ?? m.games;
  const bar = new cliProgress.SingleBar({ format: `${m.a} v ${m.b} [{bar}] {value}/{total} games, {eta}s left`, stream: process.stderr, noTTYOutput: true, notTTYSchedule: 10_000 }, cliProgress.Presets.shades_classic);
  bar.start(games, 0);
  const result = await runTournament({ ruleset: suite.ruleset, options: suite.options, entrants: [m.a, m.b], gamesPerPairing: games, seed: suite.seed, onGame: (_, done) => bar.update(done) });
  bar.stop();
  results.push(result);
  const pairing = result.pairings[0]!;
  const before = baseline?.pairings.find((p) => p.a === m.a && p.b === m.b);
  const problems: string[] = [];
  if (pairing.score < m.target) problems.push(`below target ${m.target}`);
  if (before && pairing.score < before.ci95[0]) problems.push(`below the baseline's lower bound ${before.ci95[0].toFixed(3)}`);
  failed ||= problems.length > 0;
  rows.push({ pairing, target: m.target, verdict: problems.length ? `FAIL: ${problems.join('; ')}` : 'ok', msA: result.entrants[0]!.msPerDecision });
}

const table = [
  '| matchup | games | wins | draws | losses | score | 95% interval | target | ms per move (first) | verdict |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(({ pairing: p, target, verdict, msA }) =>
    `| ${p.a} v ${p.b} | ${p.games} | ${p.aWins} | ${p.draws} | ${p.bWins} | ${(p.score * 100).toFixed(1)}% | ${(p.ci95[0] * 100).toFixed(1)}-${(p.ci95[1] * 100).toFixed(1)}% | ${target * 100}% | ${msA.toFixed(1)} | ${verdict} |`,
  ),
].join('\n');
console.log(table);

if (override === undefined && !failed) {
  const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
  writeFileSync(baselinePath, JSON.stringify({ suite, machine, pairings: rows.map((r) => r.pairing) }, null, 2) + '\n');
  const merged = { ...results[0]!, gamesPerPairing: suite.matchups[0]!.games, pairings: rows.map((r) => r.pairing), entrants: results.flatMap((r) => r.entrants) };
  writeFileSync('docs/ai-strength.svg', await toSvg(tournamentChart(merged)));
  writeFileSync(
    'docs/ai-strength.md',
    `# Computer players: strength\n\nProduced by \`npm run strength\` (bench/strength-suite.json; levels in src/ai/catalog.ts) on ${machine}.\nFixed seeds and fixed per-move budgets (iterations), so the numbers repeat.\n\n${table}\n\n![chart](ai-strength.svg)\n`,
  );
}
process.exit(failed ? 1 : 0);
