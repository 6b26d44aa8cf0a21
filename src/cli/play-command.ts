/**
 * `warband play <ruleset>`: a game in the terminal against the computer or hot-seat, for every rule
 * system (CliSystem.play, found in the CLI registry), with the same flags for all. Here only the
 * arguments are checked and the game picked; the one loop is play-loop.ts's. main.ts adds the command,
 * and a test adds it to a program of its own with streams of its own (`io`).
 *
 *   warband play <ruleset> [--seat S] [--vs computer|hotseat] [--level L] [--seed N] [--option k=v] [--load f.json] [--save f.json]
 */
import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { Option, type Command } from 'commander';
import { resolveAgent } from '../ai/index.js';
import { Match } from '../core/match.js';
import { getRuleset, listRulesets } from '../core/registry.js';
import type { AnyRuleset } from '../core/ruleset.js';
import { integer, parseOptionPairs } from './options.js';
import { cliSystemFor, listCliSystems } from './registry.js';
import { playInTerminal } from './play-loop.js';
import type { CliPlay, TerminalGame } from './system.js';
import './systems.js';

/** Where a game reads and writes, and where a refusal is written (the exit code is set to 1). */
export interface PlayIo {
  readonly input: Readable;
  readonly output: Writable;
  readonly err: (text: string) => void;
}

const processIo: PlayIo = { input: process.stdin, output: process.stdout, err: (t) => process.stderr.write(t + '\n') };

const collect = (value: string, previous: string[]) => [...previous, value];

/** The ruleset named on the command line, or a message listing those there are. */
export function rulesetOr(id: string): AnyRuleset | string {
  return (
    getRuleset(id) ??
    `Unknown ruleset '${id}'. Rulesets: ${listRulesets()
      .map((r) => r.id)
      .join(', ')}.`
  );
}

/** Checks the options with the ruleset (Match.create validates them) and returns them, or says why not with `fail`. */
export function checkOptions(ruleset: AnyRuleset, pairs: string[], fail: (message: string) => void): Record<string, unknown> | null {
  const options = parseOptionPairs(pairs);
  if (typeof options === 'string') {
    fail(options);
    return null;
  }
  const created = Match.create(ruleset, options, 0);
  if (!created.ok) {
    fail(`Bad --option: ${created.error.message}`);
    return null;
  }
  return options;
}

/** The games `warband play` plays: each system's that has one. */
const games = (): CliPlay[] => listCliSystems().flatMap((c) => (c.play ? [c.play] : []));

/** The seat a saved game was played from at this keyboard (its record's meta), when it was one. */
function savedSeat(file: string): string | undefined {
  try {
    const players = (JSON.parse(readFileSync(file, 'utf8')) as { meta?: { players?: Record<string, string> } }).meta?.players ?? {};
    const humans = Object.entries(players).filter(([, who]) => who === 'human');
    return humans.length === 1 ? humans[0]![0] : undefined;
  } catch {
    return undefined; // the loop says why it cannot be read
  }
}

/** Adds `play <ruleset>` to the program. */
export function addPlayCommand(cli: Command, io: PlayIo = processIo): void {
  const fail = (message: string): void => {
    io.err(message);
    process.exitCode = 1;
  };
  const playable = games();
  const rulesetsWords = playable.map((g) => g.ruleset).join(', ');
  cli
    .command('play')
    .description('play a game in the terminal against the computer (default) or hot-seat: the same flags for every system')
    .argument('<ruleset>', `the rule system: ${rulesetsWords}`)
    .addOption(
      new Option('--vs <who>', 'who plays the other side: the computer, or hotseat (everyone at one keyboard)')
        .choices(['computer', 'hotseat'])
        .default('computer'),
    )
    .addOption(new Option('--hotseat', 'the same as --vs hotseat').hideHelp())
    .option(
      '--level <agent>',
      "the computer player: random, heuristic, or a level (beginner to strongest) or catalog name of the game's system",
      'heuristic',
    )
    .addOption(
      new Option(
        '--seat <seat>',
        `the side you play against the computer (default: the game's first; ${playable.map((g) => `${g.ruleset}: ${g.seatWords}`).join('; ')})`,
      ).choices([...new Set(playable.flatMap((g) => g.seats))]),
    )
    .option('--seed <n>', 'the seed of the dice (default: a random one, printed)', integer)
    .option(
      '--option <key=value>',
      'a ruleset option, repeatable (e.g. moveLimit=300, attackTable=notes, encounter=open-field)',
      collect,
      [],
    )
    .option('--load <file>', 'resume the game saved in this record (save FILE, quit or Ctrl-C write one)')
    .option('--deploy <file>', 'deploy your force from a JSON file of {square: piece} (swords-and-wizardry)')
    .option('--save <file>', 'write the game record (JSON) here when the game ends or is left')
    .option('--no-color', 'no ANSI colours even on a terminal')
    .action(
      async (
        id: string,
        o: {
          vs: string;
          hotseat?: boolean;
          level: string;
          seat?: string;
          seed?: number;
          option: string[];
          load?: string;
          deploy?: string;
          save?: string;
          color: boolean;
        },
      ) => {
        const ruleset = rulesetOr(id);
        if (typeof ruleset === 'string') return fail(ruleset);
        const game = cliSystemFor(ruleset.id)?.play;
        if (!game || game.ruleset !== ruleset.id)
          return fail(
            `The terminal front end plays ${rulesetsWords}; ${ruleset.id} has none (warband --help lists each system's own commands).`,
          );
        const saved = o.load ? savedSeat(o.load) : undefined;
        const seat = o.seat ?? (saved && game.seats.includes(saved) ? saved : undefined);
        if (seat && !game.seats.includes(seat)) {
          const owners = games()
            .filter((g) => g.seats.includes(seat))
            .map((g) => g.ruleset);
          return fail(
            `${owners.length ? `--seat ${seat} is for ${owners.join(', ')}. ` : ''}--seat for ${ruleset.id} is ${game.seatWords}, not ${seat}.`,
          );
        }
        if (o.load && o.option.length) return fail('--option with --load: a saved game keeps the options it was started with.');
        const options = o.load ? {} : checkOptions(ruleset, o.option, fail);
        if (!options) return;
        const hotseat = o.hotseat === true || o.vs === 'hotseat';
        if (!hotseat) {
          const agent = resolveAgent(o.level, ruleset.id);
          if (typeof agent === 'string') return fail(agent);
        }
        const color = o.color && (io.output as { isTTY?: boolean }).isTTY === true && !process.env.NO_COLOR;
        const terminal: TerminalGame = {
          hotseat,
          level: o.level,
          seat: seat ?? game.seats[0]!,
          seed: o.seed ?? randomInt(0, 2 ** 31 - 1),
          options,
          color,
          ...(o.save ? { save: o.save } : {}),
          ...(o.deploy ? { deploy: o.deploy } : {}),
          ...(o.load ? { load: o.load } : {}),
        };
        const refused = game.refuse?.(terminal);
        if (refused) return fail(refused);
        process.exitCode = await playInTerminal(game, terminal, io.input, io.output);
      },
    );
}
