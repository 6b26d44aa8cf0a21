/**
 * `npm run strength`: the computer players' regression suite (bench/strength-suite.json).
 * Plays each matchup on worker threads with a progress bar and prints a table. A matchup regresses
 * when its score falls below the lower 95% bound of the recorded baseline (docs/ai-strength.json):
 * then the run exits 1 and records nothing. Otherwise it records the scores as the new baseline
 * (docs/ai-strength.{json,md,svg}), and says of each matchup whether it meets its target (issue 5's
 * figures), which is the goal rather than the gate. `--matchup I` plays only the I-th matchup (from 1);
 * `--games N` overrides the game count for a quick look (and then records nothing).
 *
 * `--journal` keeps each game's result in bench/strength-journal/ as it finishes and plays only the
 * games the journal lacks, so a matchup of hours can be played over several runs (`--minutes M` starts
 * no new game after M minutes). Games are seeded by their place in the schedule, so the pieces add up
 * to the same result as one run. A journal belongs to the code that played it: when the compiled
 * players or rules change, it starts again.
 *
 * `--try AGENT --matchup I` plays that matchup's games with AGENT in place of its first player and
 * compares them, game by game, with the games in its journal (the level as recorded): a change to an
 * agent is tried on the suite's own games before the whole matchup is played. `--first G` (from 1)
 * and `--games N` play a slice of the schedule. It records nothing.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import cliProgress from 'cli-progress';
import '../rulesets/index.js';
import { makeAgent } from '../ai/catalog.js';
import { runTournament } from '../ai/tournament-pool.js';
import type { GameResult, PairingResult } from '../ai/tournament.js';
import { toSvg } from '../charts/render.js';
import { tournamentChart } from '../charts/tournament.js';
import { plural } from '../core/words.js';

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
const journaled = process.argv.includes('--journal');
const minutes = argument('--minutes');
if (minutes !== undefined && !journaled) throw new Error('--minutes needs --journal: a run cut short keeps its games only in a journal');
if (only !== undefined && only > suite.matchups.length)
  throw new Error(`--matchup ${only}: the suite has ${suite.matchups.length} matchups`);
const tried = process.argv.includes('--try') ? (process.argv[process.argv.indexOf('--try') + 1] ?? '') : undefined;
if (tried !== undefined && (tried === '' || tried.startsWith('--')))
  throw new Error('--try wants an agent: a level or name with settings, e.g. strongest:samples=12');
if (tried !== undefined && journaled) throw new Error('--try records nothing: it plays without --journal or --minutes');
if (tried !== undefined) await tryAgent(tried);
const baselinePath = 'docs/ai-strength.json';
/** Whether a recorded matchup is of the suite's game: the file keeps every system's matchups (issue 29.3). */
const sameGame = (r: { ruleset?: string }) => (r.ruleset ?? suite.ruleset) === suite.ruleset;
const baseline = existsSync(baselinePath) ? (JSON.parse(readFileSync(baselinePath, 'utf8')) as { matchups: Recorded[] }) : undefined;

const machine = `${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}`;
const today = new Date().toISOString().slice(0, 10);
const rows: (Recorded & { verdict: string })[] = [];
const results = [];
let failed = false;
let partial = false;
for (const [i, m] of suite.matchups.entries()) {
  if (only !== undefined && i !== only - 1) continue;
  const games = override ?? m.games;
  const bar = progressBar(`${m.a} v ${m.b}`);
  const journal = journaled ? openJournal(m.a, m.b, games) : undefined;
  bar.start(games, journal?.played.size ?? 0);
  const result = await runTournament({
    ruleset: suite.ruleset,
    options: suite.options,
    entrants: [m.a, m.b],
    gamesPerPairing: games,
    seed: suite.seed,
    ...(journal ? { played: journal.played } : {}),
    ...(minutes !== undefined ? { stopAfterMs: minutes * 60_000 } : {}),
    onGame: (game, done, _, index) => {
      journal?.add(index, game);
      bar.update(done);
    },
  });
  bar.stop();
  const pairing = result.pairings[0]!;
  if (pairing.games < games) {
    // Cut short (--minutes): the journal keeps the games; the matchup is judged when all are played.
    console.log(
      `${m.a} v ${m.b}: ${pairing.games} of ${games} games in ${journal!.path}, so far ${(pairing.score * 100).toFixed(1)}% (${(pairing.ci95[0] * 100).toFixed(1)}-${(pairing.ci95[1] * 100).toFixed(1)}%)`,
    );
    partial = true;
    continue;
  }
  results.push(result);
  const before = baseline?.matchups.find((r) => sameGame(r) && r.pairing.a === m.a && r.pairing.b === m.b)?.pairing;
  const regressed = before !== undefined && pairing.score < before.ci95[0];
  failed ||= regressed;
  const verdict = regressed
    ? `FAIL: below the baseline's lower bound ${(before.ci95[0] * 100).toFixed(1)}%`
    : before
      ? `ok (baseline ${(before.score * 100).toFixed(1)}%)`
      : 'ok (no baseline)';
  rows.push({
    ruleset: suite.ruleset,
    pairing,
    target: m.target,
    msPerMove: result.entrants[0]!.msPerDecision,
    date: today,
    machine,
    verdict,
  });
}

/** One matchup as recorded: the baseline a later run must not fall below. */
interface Recorded {
  /** The game it was played in (issue 29.3); absent in records made before other systems had matchups: the suite's. */
  ruleset?: string;
  pairing: PairingResult;
  target: number | undefined;
  msPerMove: number;
  date: string;
  machine: string;
}

if (rows.length) console.log(tableOf(rows));

if (override === undefined && !failed && !partial) {
  // Matchups not played this time keep their recorded baseline.
  const kept = (baseline?.matchups ?? []).filter(
    (old) => !sameGame(old) || !rows.some((r) => r.pairing.a === old.pairing.a && r.pairing.b === old.pairing.b),
  );
  const recorded: Recorded[] = [...rows.map(({ verdict: _, ...r }) => r), ...kept];
  writeFileSync(baselinePath, JSON.stringify({ suite: 'bench/strength-suite.json', matchups: recorded }, null, 2) + '\n');
  const pairings = recorded.filter(sameGame).map((r) => r.pairing);
  const merged = { ...results[0]!, gamesPerPairing: Math.max(...pairings.map((p) => p.games)), pairings };
  writeFileSync('docs/ai-strength.svg', await toSvg(tournamentChart(merged, { elo: false })));
  writeFileSync(
    'docs/ai-strength.md',
    `# Computer players: strength\n\nRecorded by \`npm run strength\` (bench/strength-suite.json; levels in src/ai/<system>/index.ts).\nFixed seeds and fixed per-move budgets (iterations), so the numbers repeat. Each row is the baseline a\nchange to an agent must not fall below (the lower end of its 95% interval).\n\n${tableOf(
      recorded.filter(sameGame).map((r) => ({ ...r, verdict: `${r.date}, ${r.machine}` })),
      'recorded',
    )}\n\n![chart](ai-strength.svg)\n`,
  );
}
process.exit(failed ? 1 : 0);

/**
 * A matchup's journal: one line of settings and code (the first), then one line per game played. A
 * journal of other settings or code is started again.
 */
function openJournal(a: string, b: string, games: number) {
  const path = journalPath(a, b, games);
  const head = JSON.stringify({ a, b, games, seed: suite.seed, options: suite.options, code: codeFingerprint() });
  const lines = existsSync(path) ? readFileSync(path, 'utf8').split('\n').filter(Boolean) : [];
  const played = lines[0] === head ? gamesOf(lines) : new Map<number, GameResult>();
  if (lines[0] !== head) {
    if (lines.length) console.log(`${path}: kept for other settings or code; starting it again`);
    mkdirSync('bench/strength-journal', { recursive: true });
    writeFileSync(path, head + '\n');
  }
  if (played.size) console.log(`${path}: ${played.size} of ${games} games already played`);
  return { path, played, add: (index: number, game: GameResult) => appendFileSync(path, JSON.stringify({ index, game }) + '\n') };
}

/** A matchup's progress on stderr (every 10 s where it is not a terminal). */
function progressBar(matchup: string): cliProgress.SingleBar {
  return new cliProgress.SingleBar(
    { format: `${matchup} [{bar}] {value}/{total} games, {eta}s left`, stream: process.stderr, noTTYOutput: true, notTTYSchedule: 10_000 },
    cliProgress.Presets.shades_classic,
  );
}

function journalPath(a: string, b: string, games: number): string {
  return join('bench/strength-journal', `${a}-v-${b}-${games}.jsonl`.replace(/[^\w.-]+/g, '_'));
}

/** A journal's games by their index in the schedule (its lines after the head). */
function gamesOf(lines: readonly string[]): Map<number, GameResult> {
  const played = new Map<number, GameResult>();
  for (const line of lines.slice(1)) {
    const { index, game } = JSON.parse(line) as { index: number; game: GameResult };
    played.set(index, game);
  }
  return played;
}

/**
 * `--try`: matchup `--matchup`'s games (or the slice `--first`, `--games`) with `agent` in place of its
 * first player, each beside the journal's game of the same seed and sides; prints both scores and exits.
 */
async function tryAgent(agent: string): Promise<never> {
  if (only === undefined) throw new Error('--try needs --matchup: whose games to play');
  const made = makeAgent(agent);
  if (typeof made === 'string') throw new Error(made);
  const m = suite.matchups[only - 1]!;
  const first = argument('--first') ?? 1;
  const count = override ?? m.games - first + 1;
  if (first + count - 1 > m.games) throw new Error(`--first ${first} --games ${count}: the matchup has ${m.games} games`);
  const path = journalPath(m.a, m.b, m.games);
  if (!existsSync(path)) throw new Error(`${path}: no journal to compare with; play the matchup with --journal first`);
  const lines = readFileSync(path, 'utf8').split('\n').filter(Boolean);
  const head = JSON.parse(lines[0]!) as { seed: number; options: unknown; code: string };
  if (head.seed !== suite.seed || JSON.stringify(head.options) !== JSON.stringify(suite.options))
    throw new Error(`${path} was played with another seed or options than the suite's`);
  const recorded = gamesOf(lines);
  const indices = Array.from({ length: count }, (_, k) => first - 1 + k);
  const bar = progressBar(`${agent} v ${m.b}`);
  bar.start(count, 0);
  const games = new Map<number, GameResult>();
  const result = await runTournament({
    ruleset: suite.ruleset,
    options: suite.options,
    entrants: [agent, m.b],
    gamesPerPairing: m.games,
    seed: suite.seed,
    indices,
    onGame: (game, done, _, index) => {
      games.set(index, game);
      bar.update(done);
    },
  });
  bar.stop();
  const both = indices.filter((i) => recorded.has(i));
  const points = (score: (i: number) => number) => both.reduce((sum, i) => sum + score(i), 0);
  const mine = points((i) => games.get(i)!.scoreA);
  const theirs = points((i) => recorded.get(i)!.scoreA);
  const better = both.filter((i) => games.get(i)!.scoreA > recorded.get(i)!.scoreA).length;
  const worse = both.filter((i) => games.get(i)!.scoreA < recorded.get(i)!.scoreA).length;
  const p = result.pairings[0]!;
  console.log(
    `${agent} v ${m.b}, games ${first}-${first + count - 1} of matchup ${only}: ${p.aWins}-${p.draws}-${p.bWins}, ${(p.score * 100).toFixed(1)}% (95% ${(p.ci95[0] * 100).toFixed(1)}-${(p.ci95[1] * 100).toFixed(1)}%), ${result.entrants[0]!.msPerDecision.toFixed(1)} ms a move`,
  );
  console.log(
    `on the ${both.length} of them in ${path} (code ${head.code}${head.code === codeFingerprint() ? ', this build' : ''}): ${plural(mine, 'point')} against ${theirs} for ${m.a}; better in ${plural(better, 'game')}, worse in ${worse}`,
  );
  process.exit(0);
}

/**
 * A hash of what decides the games: the compiled players (src/ai's own files and the ruleset's folder
 * there), the ruleset's rules and the core (dice, matches). The other systems' players do not count.
 */
function codeFingerprint(): string {
  const dist = fileURLToPath(new URL('..', import.meta.url));
  const hash = createHash('sha256');
  const walk = (dir: string, deep: boolean): string[] =>
    readdirSync(dir, { withFileTypes: true })
      .sort((x, y) => x.name.localeCompare(y.name))
      .flatMap((e) => (e.isDirectory() ? (deep ? walk(join(dir, e.name), deep) : []) : e.name.endsWith('.js') ? [join(dir, e.name)] : []));
  const files = [
    ...walk(join(dist, 'ai'), false),
    ...[`ai/${suite.ruleset}`, 'core', `rulesets/${suite.ruleset}`].flatMap((d) => walk(join(dist, d), true)),
  ];
  for (const file of files) hash.update(relative(dist, file)).update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

function tableOf(rs: (Recorded & { verdict: string })[], last = 'against the baseline'): string {
  return [
    `| matchup | games | wins | draws | losses | score | 95% interval | target | ms per move (first) | ${last} |`,
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rs.map(
      ({ pairing: p, target, msPerMove, verdict }) =>
        `| ${p.a} v ${p.b} | ${p.games} | ${p.aWins} | ${p.draws} | ${p.bWins} | ${(p.score * 100).toFixed(1)}% | ${(p.ci95[0] * 100).toFixed(1)}-${(p.ci95[1] * 100).toFixed(1)}% | ${target === undefined ? '-' : `${target * 100}%${p.score >= target ? ' (met)' : ' (not yet)'}`} | ${msPerMove.toFixed(1)} | ${verdict} |`,
    ),
  ].join('\n');
}
