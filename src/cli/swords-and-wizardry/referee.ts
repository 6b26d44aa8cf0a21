/**
 * `warband wizardry referee`: Swords & Wizardry for a referee at a real board (issue 27). Any position is
 * set up from the notation (docs/swords-and-wizardry/referee.md), every piece's kind shown; a move or a
 * challenge typed as two squares is resolved by the rules (`swords-and-wizardry-referee`), the Wizard's
 * die rolled by the program or, with --typed-dice, asked for (the die rolled at the table); the events
 * print with the clause that applied. `export` prints the position in the notation, `import <position>`
 * sets up another.
 *
 *   warband wizardry referee --position '5p4/10/10/10/10/10/4n5/4W5/10/4P5 r' --typed-dice
 *   referee> e3 e4
 *   The Wizard's die (1-6): 5
 */
import { existsSync, readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import { Match } from '../../core/match.js';
import {
  EXAMPLE_POSITION,
  REFEREE_SEAT,
  swordsAndWizardryReferee,
  type SwAction,
  type SwEvent,
  type SwRefereeView,
} from '../../rulesets/swords-and-wizardry/index.js';
import { integer, parseOptionPairs } from '../options.js';
import { actWithDice, quitPrompter, Quit } from '../prompt.js';
import { formatEvents, outcomeText, renderBoard } from './sw-text.js';

export interface RefereeRun {
  /** The position in the notation. */
  readonly position: string;
  readonly typedDice: boolean;
  readonly seed: number;
  /** The rules' options (assumptions.md). */
  readonly options: Record<string, unknown>;
  readonly color?: boolean;
}

type RefereeMatch = Match<unknown, SwAction, SwRefereeView, unknown, SwEvent>;

export const REFEREE_HELP = `Commands:
  e3 e4 (or move e3 e4)   move the piece on e3 to e4; onto an enemy piece it is a challenge
  replace f9              Castles (2): the surrounding piece on f9 takes the castle
  export                  the position in the notation
  import <position>       set up another position (docs/swords-and-wizardry/referee.md)
  help, quit`;

/** The --position argument: the notation itself, or a file that holds it. */
export function positionArg(arg: string, readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): string {
  return existsSync(arg) ? readFile(arg).trim() : arg;
}

function start(position: string, run: RefereeRun): RefereeMatch | string {
  const m = Match.create(swordsAndWizardryReferee, { ...run.options, position }, run.seed);
  return m.ok ? (m.value as unknown as RefereeMatch) : m.error.message;
}

function board(m: RefereeMatch, color: boolean): string[] {
  const v = m.view(REFEREE_SEAT);
  const turn = v.game.pending ? `${v.game.pending.chooser} chooses who takes ${v.game.pending.castle}` : `${v.game.turn} to move`;
  return [renderBoard(v.game, { perspective: 'red', color }), `Position: ${v.position}  (${turn})`];
}

/** Runs the referee on `input` until the game ends or 'quit'; the exit code. */
export async function runWizardryReferee(run: RefereeRun, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(`${text}\n`);
  const color = run.color ?? false;
  let m = start(run.position, run);
  if (typeof m === 'string') {
    out(m);
    return 1;
  }
  out(`Swords & Wizardry, refereed (dice: ${run.typedDice ? 'typed in' : `the program's, seed ${run.seed}`}). Type help for the commands.`);
  for (const line of board(m, color)) out(line);
  const io = quitPrompter(input, output);
  try {
    for (;;) {
      const outcome = m.outcome();
      if (outcome) {
        out(outcomeText(outcome));
        return 0;
      }
      const line = await io.ask('referee> ');
      const [word = '', ...rest] = line.split(/\s+/);
      const lower = word.toLowerCase();
      if (lower === '') continue;
      if (lower === 'help') {
        out(REFEREE_HELP);
        continue;
      }
      if (lower === 'export') {
        out(m.view(REFEREE_SEAT).position);
        continue;
      }
      if (lower === 'import') {
        const next = start(rest.join(' '), run);
        if (typeof next === 'string') out(`Refused: ${next}`);
        else {
          m = next;
          for (const l of board(m, color)) out(l);
        }
        continue;
      }
      const squares = lower === 'move' ? rest : lower === 'replace' ? [] : [word, ...rest];
      const action: SwAction | null =
        lower === 'replace' && rest.length === 1
          ? { type: 'replace', with: rest[0]! }
          : squares.length === 2
            ? { type: 'move', from: squares[0]!, to: squares[1]! }
            : null;
      if (!action) {
        out(`Not understood: '${line}'. Type help for the commands.`);
        continue;
      }
      const match = m;
      const events = await actWithDice(
        (dice) => match.act(REFEREE_SEAT, action, dice),
        run.typedDice,
        () => "The Wizard's die (1-6)",
        io.ask,
        out,
      );
      if (!events) continue;
      for (const l of formatEvents(events, null)) out(l);
      for (const l of board(m, color)) out(l);
    }
  } catch (e) {
    if (e instanceof Quit) return 0;
    throw e;
  } finally {
    io.close();
  }
}

const collect = (value: string, previous: string[]) => [...previous, value];

/** Adds `wizardry referee` to the program. */
export function addWizardryCommands(cli: Command): void {
  cli
    .command('wizardry')
    .description('Swords & Wizardry: referee a position on a real board')
    .command('referee')
    .description('set up any position from the notation and resolve moves and challenges, with the clause that applied')
    .option(
      '--position <notation|file>',
      `the position (docs/swords-and-wizardry/referee.md); default ${EXAMPLE_POSITION}`,
      EXAMPLE_POSITION,
    )
    .option('--typed-dice', "ask for the Wizard's die (rolled at the table) instead of rolling it")
    .option('--seed <n>', 'the seed of the dice (default: a random one)', integer)
    .option('--option <key=value>', 'a rules option, repeatable (attackTable=notes; docs/swords-and-wizardry/assumptions.md)', collect, [])
    .action(async (o: { position: string; typedDice?: boolean; seed?: number; option: string[] }) => {
      const options = parseOptionPairs(o.option);
      if (typeof options === 'string') {
        process.stderr.write(`${options}\n`);
        process.exitCode = 1;
        return;
      }
      process.exitCode = await runWizardryReferee(
        {
          position: positionArg(o.position),
          typedDice: o.typedDice === true,
          seed: o.seed ?? randomInt(0, 2 ** 31 - 1),
          options,
          color: process.stdout.isTTY === true && !process.env.NO_COLOR,
        },
        process.stdin,
        process.stdout,
      );
    });
}
