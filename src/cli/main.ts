#!/usr/bin/env node
/**
 * The `warband` command (docs/cli.md):
 *   warband play <system> [--seat S] [--vs computer|hotseat] [--level L] [--seed N] [--option k=v] [--load f.json] [--save f.json]
 *   warband sim <ruleset> -n 100 [--agents heuristic,random] [--seat S=AGENT] [--swap] [--save-dir DIR] [--chart f.svg] [--json]
 *   warband tournament <ruleset> --agents random,heuristic,strongest -n 40 [--seat S=AGENT] [--chart t.svg] [--json]
 *   warband replay game.json [--at N] [--seat S] [--json]
 *   warband verify game.json [--json]      (a finished game's dice against their commitment)
 *   warband rulesets [--json]
 *   and each system's own commands (warband --help lists them).
 * Only argument parsing and printing live here (`play` in play-command.ts, its one loop in play-loop.ts, `sim` and `tournament` in
 * sim-command.ts); the work is in sim.ts, review.ts and each system's text front end (src/cli/<system>/, found in the CLI registry), which adds its own commands.
 */
import { readFileSync } from 'node:fs';
import { Command } from 'commander';
import '../rulesets/index.js';
import { integer } from './options.js';
import { addPlayCommand } from './play-command.js';
import { reviewRecord, rulesetsList } from './review.js';
import { addSimCommands } from './sim-command.js';
import { listCliSystems } from './registry.js';
import './systems.js';
import { verifyRecord } from './verify.js';

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

export function program(): Command {
  const cli = new Command('warband')
    .description('Warband: an engine for classic fantasy wargames. Play, simulate and review games in the terminal.')
    .version(version())
    .showHelpAfterError();

  addPlayCommand(cli);
  addSimCommands(cli);

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
