/**
 * `warband play <ruleset>`: a game in the terminal against the computer or hot-seat, for the rule
 * systems with a terminal front end (play.ts, ss-play.ts, spear-play.ts). Here only the arguments are
 * checked and the game picked; main.ts adds the command, and a test adds it to a program of its own
 * with streams of its own (`io`).
 *
 *   warband play sword-and-spear --seat a2 --option playersPerSide=2   (SSF-A51: a second command)
 */
import { randomInt } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import { Option, type Command } from 'commander';
import { resolveAgent } from '../ai/index.js';
import { Match } from '../core/match.js';
import { getRuleset, listRulesets } from '../core/registry.js';
import type { AnyRuleset } from '../core/ruleset.js';
import { integer, parseOptionPairs } from './options.js';
import { runPlay } from './swords-and-wizardry/play.js';
import { runSpearPlay } from './sword-and-spear/spear-play.js';
import { runSsPlay } from './swords-and-sorcery/ss-play.js';

/** Where a game reads and writes, and where a refusal is written (the exit code is set to 1). */
export interface PlayIo {
  readonly input: Readable;
  readonly output: Writable;
  readonly err: (text: string) => void;
}

const processIo: PlayIo = { input: process.stdin, output: process.stdout, err: (t) => process.stderr.write(t + '\n') };

/** Sword & Spear's seats: the two armies, and with two players a side (SSF-A51) their second commands. */
export const SPEAR_SEATS = ['a', 'b', 'a2', 'b2'] as const;
type SpearSeat = (typeof SPEAR_SEATS)[number];
const isSpearSeat = (seat: string): seat is SpearSeat => (SPEAR_SEATS as readonly string[]).includes(seat);

const collect = (value: string, previous: string[]) => [...previous, value];

/** The ruleset named on the command line, or a message listing those there are. */
export function rulesetOr(id: string): AnyRuleset | string {
  return getRuleset(id) ?? `Unknown ruleset '${id}'. Rulesets: ${listRulesets().map((r) => r.id).join(', ')}.`;
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

/** Adds `play <ruleset>` to the program. */
export function addPlayCommand(cli: Command, io: PlayIo = processIo): void {
  const fail = (message: string): void => {
    io.err(message);
    process.exitCode = 1;
  };
  cli
    .command('play')
    .description('play in the terminal against the computer (default) or hot-seat')
    .argument('<ruleset>', 'the rule system: swords-and-wizardry, swords-and-sorcery or sword-and-spear')
    .option('--hotseat', 'two players at one keyboard; the screen is cleared between turns')
    .option('--level <agent>', 'the computer player: random, heuristic (or a catalog name such as search)', 'heuristic')
    .addOption(new Option('--seat <seat>', 'the side you play against the computer (default red; west in swords-and-sorcery; a or b in sword-and-spear, a2 or b2 with --option playersPerSide=2)').choices(['red', 'black', 'west', 'east', ...SPEAR_SEATS]))
    .option('--seed <n>', 'the seed of the dice (default: a random one, printed)', integer)
    .option('--option <key=value>', 'a ruleset option, repeatable (e.g. moveLimit=300, attackTable=notes)', collect, [])
    .option('--deploy <file>', 'deploy your force from a JSON file of {square: piece}')
    .option('--save <file>', 'write the game record (JSON) here when the game ends')
    .option('--no-color', 'no ANSI colours even on a terminal')
    .action(async (id: string, o: { hotseat?: boolean; level: string; seat?: 'red' | 'black' | 'west' | 'east' | SpearSeat; seed?: number; option: string[]; deploy?: string; save?: string; color: boolean }) => {
      const ruleset = rulesetOr(id);
      if (typeof ruleset === 'string') return fail(ruleset);
      if (!['swords-and-wizardry', 'swords-and-sorcery', 'sword-and-spear'].includes(ruleset.id)) return fail(`The terminal front end plays swords-and-wizardry, swords-and-sorcery and sword-and-spear (also warband sauron play, warband swarm play); ${ruleset.id} has none yet.`);
      const options = checkOptions(ruleset, o.option, fail);
      if (!options) return;
      if (!o.hotseat) {
        const agent = resolveAgent(o.level);
        if (typeof agent === 'string') return fail(agent);
      }
      const color = o.color && (io.output as { isTTY?: boolean }).isTTY === true && !process.env.NO_COLOR;
      const seed = o.seed ?? randomInt(0, 2 ** 31 - 1);
      const save = o.save ? { save: o.save } : {};
      if (ruleset.id === 'sword-and-spear') {
        if (o.seat && !isSpearSeat(o.seat)) return fail(`--seat for sword-and-spear is a or b (the scenario's first or second army; a2 or b2 their second commands with --option playersPerSide=2, SSF-A51), not ${o.seat}.`);
        if (o.deploy) return fail('--deploy is for swords-and-wizardry; in sword-and-spear the scenario deploys the armies (--option scenario=skirmish).');
        process.exitCode = await runSpearPlay({ hotseat: o.hotseat === true, level: o.level, seat: o.seat ?? 'a', seed, options, ...save }, io.input, io.output);
        return;
      }
      if (o.seat && isSpearSeat(o.seat)) return fail(`--seat ${o.seat} is for sword-and-spear.`);
      if (ruleset.id === 'swords-and-sorcery') {
        if (o.seat === 'red' || o.seat === 'black') return fail(`--seat for swords-and-sorcery is west or east, not ${o.seat}.`);
        if (o.deploy) return fail('--deploy is for swords-and-wizardry; in swords-and-sorcery the scenario places the forces.');
        process.exitCode = await runSsPlay({ hotseat: o.hotseat === true, level: o.level, seat: o.seat ?? 'west', seed, options, color, ...save }, io.input, io.output);
        return;
      }
      if (o.seat === 'west' || o.seat === 'east') return fail(`--seat for swords-and-wizardry is red or black, not ${o.seat}.`);
      if (o.hotseat && o.deploy) return fail('--deploy is for a game against the computer; in hot-seat each player types deploy <file> at the prompt.');
      process.exitCode = await runPlay(
        { hotseat: o.hotseat === true, level: o.level, seat: o.seat ?? 'red', seed, options, color, ...save, ...(o.deploy ? { deploy: o.deploy } : {}) },
        io.input,
        io.output,
      );
    });
}
