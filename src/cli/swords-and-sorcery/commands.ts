/** `warband odds` and `warband battle`: the Swords & Sorcery battle referee in the terminal (ss-battle.ts). */
import { randomInt } from 'node:crypto';
import { InvalidArgumentError, type Command } from 'commander';
import { BATTLE_EXAMPLES } from '../../rulesets/swords-and-sorcery/index.js';
import { integer } from '../options.js';
import { resolveBattle, runBattle, runOdds } from './ss-battle.js';

const positive = (value: string) => {
  const n = integer(value);
  if (n < 1) throw new InvalidArgumentError('expected at least 1');
  return n;
};

export function addBattleCommands(cli: Command): void {
  const examples = Object.keys(BATTLE_EXAMPLES).join(', ');

  cli
    .command('odds')
    .description('Swords & Sorcery battle odds: the exact first round and Monte Carlo outcomes with 95% intervals')
    .argument('<battle>', `a battle file (JSON, docs/swords-and-sorcery/referee.md) or an example: ${examples}`)
    .option('--trials <n>', 'Monte Carlo battles', positive, 2000)
    .option('--seed <n>', 'the seed of the Monte Carlo dice', integer, 1)
    .option('--json', 'print the odds as JSON')
    .option('--chart <file.svg>', 'write a chart of the outcomes and the first round here')
    .option('--progress', 'show the progress bar even when stderr is not a terminal')
    .action(async (arg: string, o: { trials: number; seed: number; json?: boolean; chart?: string; progress?: boolean }) => {
      process.exitCode = await runOdds(arg, o, {
        out: (text) => process.stdout.write(text + '\n'),
        err: (text) => process.stderr.write(text + '\n'),
        stderrTTY: process.stderr.isTTY === true,
        stderr: process.stderr,
      });
    });

  cli
    .command('battle')
    .description('referee a Swords & Sorcery battle round by round in the terminal, dice rolled or typed in')
    .argument('<battle>', `a battle file (JSON, docs/swords-and-sorcery/referee.md) or an example: ${examples}`)
    .option('--typed-dice', 'ask for every die (rolled at the table) instead of rolling them')
    .option('--seed <n>', 'the seed of the dice (default: a random one, printed)', integer)
    .option('--save <file>', 'write the battle record (JSON) here when the battle ends or is left')
    .action(async (arg: string, o: { typedDice?: boolean; seed?: number; save?: string }) => {
      const battle = resolveBattle(arg);
      if (typeof battle === 'string') {
        process.stderr.write(battle + '\n');
        process.exitCode = 1;
        return;
      }
      const seed = o.seed ?? randomInt(0, 2 ** 31 - 1);
      process.exitCode = await runBattle(
        { battle, seed, typedDice: o.typedDice === true, ...(o.save ? { save: o.save } : {}) },
        process.stdin,
        process.stdout,
      );
    });
}
