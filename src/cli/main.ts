#!/usr/bin/env node
/**
 * The `warband` command (docs/cli.md):
 *   warband play <ruleset> [--hotseat] [--level heuristic] [--seat S] [--seed N] [--option k=v] [--save f.json]
 *   warband sim <ruleset> -n 100 --red heuristic --black random [--swap] [--save-dir DIR] [--json]
 *   warband tournament <ruleset> --agents random,heuristic,strongest -n 40 [--chart t.svg] [--json]
 *   warband replay game.json [--at N] [--seat S] [--json]
 *   warband verify game.json [--json]      (a finished game's dice against their commitment)
 *   warband rulesets [--json]
 *   and each system's own commands (warband --help lists them).
 * Only argument parsing and printing live here (`play` in play-command.ts); the work is in sim.ts, review.ts
 * and each system's text front end (src/cli/<system>/, found in the CLI registry), which adds its own commands.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { SingleBar, Presets } from 'cli-progress';
import { makeAgent, resolveAgent } from '../ai/index.js';
import { runTournament } from '../ai/tournament-pool.js';
import { formatTournament } from '../ai/tournament.js';
import { toSvg } from '../charts/render.js';
import { tournamentChart } from '../charts/tournament.js';
import type { AnyRuleset } from '../core/ruleset.js';
import '../rulesets/index.js';
import { integer } from './options.js';
import { addPlayCommand, checkOptions, rulesetOr } from './play-command.js';
import { reviewRecord, rulesetsList } from './review.js';
import { listCliSystems } from './registry.js';
import { formatSummary, runSim, summarize, type SimConfig } from './sim.js';
import './systems.js';
import { verifyRecord } from './verify.js';

const collect = (value: string, previous: string[]) => [...previous, value];
const positive = (value: string) => {
  const n = integer(value);
  if (n < 1) throw new InvalidArgumentError('expected at least 1');
  return n;
};

function version(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return '0.0.0';
  }
}

function fail(message: string): void {
  process.stderr.write(message + '\n');
  process.exitCode = 1;
}

/** Checks the options with the ruleset and returns them, or prints why not (play-command.ts). */
const checkedOptions = (ruleset: AnyRuleset, pairs: string[]) => checkOptions(ruleset, pairs, fail);

export function program(): Command {
  const cli = new Command('warband')
    .description('Warband: an engine for classic fantasy wargames. Play, simulate and review games in the terminal.')
    .version(version())
    .showHelpAfterError();

  addPlayCommand(cli);

  cli
    .command('sim')
    .description('play many games between two agents and summarize the results')
    .argument('<ruleset>', 'a ruleset with two seats named red and black (warband rulesets lists them)')
    .option('-n, --games <n>', 'how many games', positive, 100)
    .option('--red <agent>', 'the agent playing Red', 'heuristic')
    .option('--black <agent>', 'the agent playing Black', 'random')
    .option('--swap', "alternate the agents' sides every game")
    .option('--seed <n>', "the first game's seed; game i uses seed + i", integer, 1)
    .option('--option <key=value>', 'a ruleset option, repeatable', collect, [])
    .option('--json', 'print the summary as JSON')
    .option('--progress', 'show the progress bar even when stderr is not a terminal')
    .option('--save-dir <dir>', "write each game's record here (game-<seed>.json), to review with replay")
    .action(
      (
        id: string,
        o: {
          games: number;
          red: string;
          black: string;
          swap?: boolean;
          seed: number;
          option: string[];
          json?: boolean;
          progress?: boolean;
          saveDir?: string;
        },
      ) => {
        const ruleset = rulesetOr(id);
        if (typeof ruleset === 'string') return fail(ruleset);
        const options = checkedOptions(ruleset, o.option);
        if (!options) return;
        const names: Record<string, string> = { red: o.red, black: o.black };
        for (const name of Object.values(names)) {
          const agent = resolveAgent(name, ruleset.id);
          if (typeof agent === 'string') return fail(agent);
        }
        if (ruleset.seats.length !== 2 || !ruleset.seats.every((s: string) => s in names))
          return fail(`sim plays two seats named red and black; ${ruleset.id} has ${ruleset.seats.join(', ')}.`);
        const config: SimConfig = { ruleset, games: o.games, agents: names, seed: o.seed, options, swap: o.swap === true };
        const bar =
          o.progress || process.stderr.isTTY
            ? new SingleBar(
                {
                  stream: process.stderr,
                  noTTYOutput: true,
                  notTTYSchedule: 1000,
                  format: 'games {bar} {value}/{total}  {eta_formatted} left',
                  hideCursor: true,
                },
                Presets.shades_classic,
              )
            : null;
        bar?.start(o.games, 0);
        const start = performance.now();
        if (o.saveDir !== undefined) {
          try {
            mkdirSync(o.saveDir, { recursive: true });
          } catch (e) {
            return fail(`Cannot write records to ${o.saveDir}: ${(e as Error).message}`);
          }
        }
        const games = runSim(
          config,
          (name) => resolveAgent(name) as never,
          (game, record) => {
            if (o.saveDir !== undefined) writeFileSync(join(o.saveDir, `game-${game.seed}.json`), JSON.stringify(record(), null, 1) + '\n');
            bar?.increment();
          },
        );
        bar?.stop();
        const summary = summarize(config, games, (performance.now() - start) / 1000);
        process.stdout.write((o.json ? JSON.stringify(summary, null, 2) : formatSummary(summary)) + '\n');
      },
    );

  cli
    .command('tournament')
    .description('a round robin between agents: win rates with 95% intervals, Elo, and a chart')
    .argument('<ruleset>', 'a ruleset id (warband rulesets lists them)')
    .requiredOption('--agents <names>', 'comma-separated agents or levels, e.g. random,heuristic,strongest or search:iterations=500')
    .option('-n, --games <n>', 'games per pairing (sides alternate, seeds in pairs)', positive, 40)
    .option('--seed <n>', 'the first seed', integer, 1)
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
          option: string[];
          workers?: number;
          chart: string;
          json?: boolean;
          progress?: boolean;
        },
      ) => {
        const ruleset = rulesetOr(id);
        if (typeof ruleset === 'string') return fail(ruleset);
        const options = checkedOptions(ruleset, o.option);
        if (!options) return;
        const entrants = o.agents
          .split(',')
          .map((a) => a.trim())
          .filter(Boolean);
        if (entrants.length < 2) return fail('--agents needs at least two names.');
        if (new Set(entrants).size !== entrants.length) return fail('--agents names each entrant once.');
        for (const name of entrants) {
          const agent = makeAgent(name, ruleset.id);
          if (typeof agent === 'string') return fail(agent);
        }
        const total = ((entrants.length * (entrants.length - 1)) / 2) * o.games;
        const bar =
          o.progress || process.stderr.isTTY
            ? new SingleBar(
                {
                  stream: process.stderr,
                  noTTYOutput: true,
                  notTTYSchedule: 1000,
                  format: 'games {bar} {value}/{total}  {eta_formatted} left',
                  hideCursor: true,
                },
                Presets.shades_classic,
              )
            : null;
        bar?.start(total, 0);
        const result = await runTournament({
          ruleset: ruleset.id,
          options,
          entrants,
          gamesPerPairing: o.games,
          seed: o.seed,
          ...(o.workers !== undefined ? { workers: o.workers } : {}),
          onGame: (_, done) => bar?.update(done),
        });
        bar?.stop();
        writeFileSync(o.chart, await toSvg(tournamentChart(result)));
        process.stdout.write((o.json ? JSON.stringify(result, null, 2) : formatTournament(result)) + `\nChart: ${o.chart}\n`);
      },
    );

  cli
    .command('replay')
    .description('review a game record: the final position with every piece, and the events with their clauses')
    .argument('<record>', 'a game record (JSON), as written by play --save or save <file>')
    .option('--json', 'print {view, events, applied, failure} as JSON')
    .option('--at <n>', 'the position after the first n actions of the record (deployments count)', integer)
    .option('--seat <seat>', "beside the full board, the board as this seat saw it (its enemy's unknown pieces as ?)")
    .action((file: string, o: { json?: boolean; at?: number; seat?: string }) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (e) {
        return fail(`Cannot read ${file}: ${(e as Error).message}`);
      }
      const review = reviewRecord(text, file, {
        ...(o.at !== undefined ? { at: o.at } : {}),
        ...(o.seat !== undefined ? { seat: o.seat } : {}),
      });
      if (o.json) process.stdout.write(JSON.stringify(review.json, null, 2) + '\n');
      else if (review.text) process.stdout.write(review.text + '\n');
      if (review.error) fail(review.error);
    });

  cli
    .command('verify')
    .description("check a finished game's dice: the revealed secret against its commitment, and every roll (docs/records.md)")
    .argument('<record>', 'a game record (JSON) downloaded from a finished game')
    .option('--json', 'print the verdict as JSON')
    .action((file: string, o: { json?: boolean }) => {
      let text: string;
      try {
        text = readFileSync(file, 'utf8');
      } catch (e) {
        return fail(`Cannot read ${file}: ${(e as Error).message}`);
      }
      const verdict = verifyRecord(text, file);
      process.stdout.write((o.json ? JSON.stringify(verdict.json, null, 2) : verdict.text) + '\n');
      if (!verdict.verified) process.exitCode = 1;
    });

  cli
    .command('rulesets')
    .description('list the rule systems and the assumptions each records')
    .option('--json', 'print JSON')
    .action((o: { json?: boolean }) => {
      const list = rulesetsList();
      process.stdout.write((o.json ? JSON.stringify(list.json, null, 2) : list.text) + '\n');
    });

  for (const system of listCliSystems()) system.commands?.(cli);

  return cli;
}

// A reader that stops early (warband replay game.json | head) is not an error.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw e;
});

await program().parseAsync(process.argv);
