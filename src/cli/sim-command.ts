/**
 * `warband sim` and `warband tournament` for any game with two sides (docs/cli.md): the seats, their
 * teammates and the seats of no side come from the ruleset (ai/sides.ts), the agents from the AI
 * registry, so no system is named here. The work is in sim.ts and ai/tournament*.ts; here are the
 * arguments, the progress bar, the chart file and the printing.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Presets, SingleBar } from 'cli-progress';
import { type Command, InvalidArgumentError } from 'commander';
import { resolveAgent } from '../ai/index.js';
import { sidesOf, twoSidesOr, type Sides } from '../ai/sides.js';
import { runTournament } from '../ai/tournament-pool.js';
import { formatTournament, type TournamentResult } from '../ai/tournament.js';
import { tournamentChart } from '../charts/tournament.js';
import type { AnyRuleset, Seat } from '../core/ruleset.js';
import { chartPathError, writeChart } from './chart-file.js';
import { integer } from './options.js';
import { checkOptions, rulesetOr } from './play-command.js';
import { asTournament, formatSummary, runSim, summarize, type SimConfig } from './sim.js';

/** Where the commands print: the result, the refusals and the progress bar. */
export interface SimIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** The progress bar's stream, and whether it is a terminal (a bar is drawn there unasked). */
  readonly progress: NodeJS.WritableStream & { isTTY?: boolean };
}

const processIo: SimIo = {
  out: (t) => process.stdout.write(t + '\n'),
  err: (t) => process.stderr.write(t + '\n'),
  progress: process.stderr,
};

const collect = (value: string, previous: string[]) => [...previous, value];
const positive = (value: string) => {
  const n = integer(value);
  if (n < 1) throw new InvalidArgumentError('expected at least 1');
  return n;
};

function progressBar(io: SimIo, asked: boolean | undefined): SingleBar | null {
  if (!asked && !io.progress.isTTY) return null;
  return new SingleBar(
    {
      stream: io.progress,
      noTTYOutput: true,
      notTTYSchedule: 1000,
      format: 'games {bar} {value}/{total}  {eta_formatted} left',
      hideCursor: true,
    },
    Presets.shades_classic,
  );
}

/** `seat=agent` pairs, checked against the ruleset's seats: each a side's or a seat of no side's. */
function seatPairs(ruleset: AnyRuleset, sides: Sides, pairs: readonly string[], allowSides: boolean): Record<Seat, string> | string {
  const named: Record<Seat, string> = {};
  const open = allowSides ? [...sides.sides, ...sides.extra] : [...sides.extra];
  for (const pair of pairs) {
    const [seat, agent] = pair.split('=', 2).map((x) => x.trim());
    if (!seat || !agent) return `--seat ${pair}: write seat=agent, e.g. ${open[0] ?? sides.sides[0]}=random.`;
    const side = sides.sides.find((s) => sides.teammates[s]!.includes(seat));
    if (side !== undefined) return `--seat ${seat}: ${seat} plays for ${side}, whose agent plays it too.`;
    if (!open.includes(seat)) {
      const words = open.length ? open.join(', ') : 'none';
      if (sides.sides.includes(seat)) return `--seat ${seat}: the entrants play the sides; --seat names the seats of no side (${words}).`;
      return `--seat ${seat}: ${ruleset.id} has no such seat; --seat may name ${words}.`;
    }
    const checked = resolveAgent(agent, ruleset.id);
    if (typeof checked === 'string') return checked;
    named[seat] = agent;
  }
  return named;
}

/** The ruleset and its options, or null once `fail` has said why not. */
function gameOr(
  id: string,
  pairs: string[],
  fail: (message: string) => void,
): { ruleset: AnyRuleset; options: Record<string, unknown> } | null {
  const ruleset = rulesetOr(id);
  const refusal = typeof ruleset === 'string' ? ruleset : twoSidesOr(ruleset);
  if (refusal !== null) {
    fail(refusal);
    return null;
  }
  const options = checkOptions(ruleset as AnyRuleset, pairs, fail);
  return options && { ruleset: ruleset as AnyRuleset, options };
}

export function addSimCommands(cli: Command, io: SimIo = processIo): void {
  const fail = (message: string): void => {
    io.err(message);
    process.exitCode = 1;
  };

  cli
    .command('sim')
    .description('play many games between two agents and summarize the results: scores with 95% intervals, Elo (random = 0)')
    .argument('<ruleset>', 'a game with two sides (warband rulesets lists them)')
    .option('-n, --games <n>', 'how many games', positive, 100)
    .option('--agents <first,second>', "the two sides' agents, in the game's order of seats", 'heuristic,random')
    .option(
      '--seat <seat=agent>',
      "a side's agent by its seat, or the agent of a seat of no side (the Sauron third player); repeatable",
      collect,
      [],
    )
    .option('--swap', "alternate the agents' sides every game")
    .option('--seed <n>', "the first game's seed; game i uses seed + i", integer, 1)
    .option('--option <key=value>', 'a ruleset option, repeatable', collect, [])
    .option('--json', 'print the summary as JSON')
    .option('--chart <file.svg>', 'also draw the result: each score with its 95% interval, and Elo')
    .option('--progress', 'show the progress bar even when stderr is not a terminal')
    .option('--save-dir <dir>', "write each game's record here (game-<seed>.json), to review with replay")
    .action(
      async (
        id: string,
        o: {
          games: number;
          agents: string;
          seat: string[];
          swap?: boolean;
          seed: number;
          option: string[];
          json?: boolean;
          chart?: string;
          progress?: boolean;
          saveDir?: string;
        },
      ) => {
        const game = gameOr(id, o.option, fail);
        if (!game) return;
        const { ruleset, options } = game;
        const sides = sidesOf(ruleset);
        const listed = o.agents.split(',').map((a) => a.trim());
        if (listed.length !== 2 || listed.some((a) => !a))
          return fail(`--agents names two agents, for ${sides.sides.join(' and ')} in that order: e.g. heuristic,random.`);
        const named = seatPairs(ruleset, sides, o.seat, true);
        if (typeof named === 'string') return fail(named);
        const agents: Record<Seat, string> = {};
        sides.sides.forEach((side, i) => (agents[side] = named[side] ?? listed[i]!));
        const extra = Object.fromEntries(sides.extra.flatMap((seat) => (named[seat] ? [[seat, named[seat]]] : [])));
        for (const name of Object.values(agents)) {
          const agent = resolveAgent(name, ruleset.id);
          if (typeof agent === 'string') return fail(agent);
        }
        if (o.chart !== undefined) {
          const why = chartPathError(o.chart);
          if (why) return fail(why);
        }
        if (o.saveDir !== undefined) {
          try {
            mkdirSync(o.saveDir, { recursive: true });
          } catch (e) {
            return fail(`Cannot write records to ${o.saveDir}: ${(e as Error).message}`);
          }
        }
        const config: SimConfig = { ruleset, games: o.games, agents, extra, seed: o.seed, options, swap: o.swap === true };
        const bar = progressBar(io, o.progress);
        bar?.start(o.games, 0);
        const start = performance.now();
        let games: ReturnType<typeof runSim>;
        try {
          games = runSim(
            config,
            (name) => resolveAgent(name) as never,
            (g, record) => {
              if (o.saveDir !== undefined) writeFileSync(join(o.saveDir, `game-${g.seed}.json`), JSON.stringify(record(), null, 1) + '\n');
              bar?.increment();
            },
          );
        } catch (e) {
          bar?.stop();
          return fail(`The games stopped: ${(e as Error).message}`);
        }
        bar?.stop();
        const summary = summarize(config, games, (performance.now() - start) / 1000);
        io.out(o.json ? JSON.stringify(summary, null, 2) : formatSummary(summary));
        if (o.chart !== undefined && (await writeChart(o.chart, tournamentChart(asTournament(config, games)), io.err)))
          (o.json ? io.err : io.out)(`Chart: ${o.chart}`);
      },
    );

  cli
    .command('tournament')
    .description('a round robin between agents: scores with 95% intervals, Elo (random = 0), and a chart')
    .argument('<ruleset>', 'a game with two sides (warband rulesets lists them)')
    .requiredOption('--agents <names>', 'comma-separated agents or levels, e.g. random,heuristic,strongest or search:iterations=500')
    .option('-n, --games <n>', 'games per pairing (sides alternate, seeds in pairs)', positive, 40)
    .option('--seed <n>', 'the first seed', integer, 1)
    .option('--seat <seat=agent>', 'the agent of a seat of no side (the Sauron third player; default heuristic), repeatable', collect, [])
    .option('--option <key=value>', 'a ruleset option, repeatable', collect, [])
    .option('--workers <n>', 'worker threads (default: one per core; 0 plays in this thread)', integer)
    .option('--chart <file.svg>', 'write the chart here', 'tournament.svg')
    .option('--json', 'print the whole result as JSON')
    .option('--progress', 'show the progress bar even when stderr is not a terminal')
    .action(
      async (
        id: string,
        o: {
          agents: string;
          games: number;
          seed: number;
          seat: string[];
          option: string[];
          workers?: number;
          chart: string;
          json?: boolean;
          progress?: boolean;
        },
      ) => {
        const game = gameOr(id, o.option, fail);
        if (!game) return;
        const { ruleset, options } = game;
        const entrants = o.agents
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
        if (entrants.length < 2) return fail('--agents needs at least two names.');
        if (new Set(entrants).size !== entrants.length) return fail('--agents names each entrant once.');
        for (const name of entrants) {
          const agent = resolveAgent(name, ruleset.id);
          if (typeof agent === 'string') return fail(agent);
        }
        const extraSeats = seatPairs(ruleset, sidesOf(ruleset), o.seat, false);
        if (typeof extraSeats === 'string') return fail(extraSeats);
        if (o.workers !== undefined && o.workers < 0) return fail('--workers: expected 0 or more.');
        const why = chartPathError(o.chart);
        if (why) return fail(why);
        const total = ((entrants.length * (entrants.length - 1)) / 2) * o.games;
        const bar = progressBar(io, o.progress);
        bar?.start(total, 0);
        let result: TournamentResult;
        try {
          result = await runTournament({
            ruleset: ruleset.id,
            options,
            entrants,
            gamesPerPairing: o.games,
            seed: o.seed,
            extraSeats,
            ...(o.workers !== undefined ? { workers: o.workers } : {}),
            onGame: (_, done) => bar?.update(done),
          });
        } catch (e) {
          bar?.stop();
          return fail(`The tournament stopped: ${(e as Error).message}`);
        }
        bar?.stop();
        io.out(o.json ? JSON.stringify(result, null, 2) : formatTournament(result));
        if (await writeChart(o.chart, tournamentChart(result), io.err)) (o.json ? io.err : io.out)(`Chart: ${o.chart}`);
      },
    );
}
