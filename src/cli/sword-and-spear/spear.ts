/**
 * `warband spear`: Sword & Spear Fantasy's referee in the terminal (the ruleset
 * `sword-and-spear-referee`, src/rulesets/sword-and-spear/referee.ts). A battle of the game is
 * `warband play sword-and-spear` (spear-play.ts's screen in the shared loop).
 *
 *   warband spear odds longbows [--json] [--chart odds.svg]     exact odds of a preset or a spec file
 *   warband spear resolve my-melee.json [--typed-dice] [--seed 7]   resolve it, every step with its clause
 *
 * A situation is a preset's id (src/rulesets/sword-and-spear/presets.ts) or a JSON file of the
 * referee's options: `kind` (shooting, melee, spell), `attacker` and `defender` (a profile id from the
 * army lists, or a whole profile; `hits` already taken) and the circumstances under `shooting`, `melee`
 * or `spell`. Nothing is decided here: the rules refuse what they forbid, with the clause.
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import { writeChart } from '../chart-file.js';
import { hitsLabel, spearOddsChart } from '../../rulesets/sword-and-spear/index.js';
import { Match } from '../../core/match.js';
import { refereeOdds, type RefereeOdds } from '../../rulesets/sword-and-spear/index.js';
import { REFEREE_PRESETS, refereePreset } from '../../rulesets/sword-and-spear/index.js';
import { swordAndSpearReferee, type RefereeEvent, type RefereeOptions } from '../../rulesets/sword-and-spear/index.js';
import { integer } from '../options.js';
import { actWithDice, quitPrompter, Quit } from '../prompt.js';
import { system as spear } from '../../rulesets/sword-and-spear/index.js';

export interface SpearIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** The referee's options from a preset id or a JSON file, checked by the rules; or why not. */
export function loadSituation(
  word: string,
  read: (file: string) => string = (f) => readFileSync(f, 'utf8'),
): { options: RefereeOptions; name: string } | { error: string } {
  const preset = refereePreset(word);
  let input: unknown;
  let name = word;
  if (preset) {
    input = preset.options;
    name = preset.name;
  } else {
    if (!existsSync(word)) return { error: `'${word}' is neither a preset (${REFEREE_PRESETS.map((p) => p.id).join(', ')}) nor a file.` };
    try {
      input = JSON.parse(read(word));
    } catch (e) {
      return { error: `${word}: not JSON (${(e as Error).message})` };
    }
  }
  const r = swordAndSpearReferee.parseOptions(input);
  if (!r.ok) return { error: `${r.error.message}  [${r.error.clause}]` };
  return { options: r.value, name };
}

const pct = (p: number) => `${(p * 100).toFixed(1).padStart(5)}%`;

export function formatOdds(r: RefereeOdds): string {
  const lines: string[] = [];
  const hits = (title: string, xs: readonly number[]) => {
    lines.push(title);
    xs.forEach((p, i) => lines.push(`  ${hitsLabel(i, xs.length - 1).padEnd(16)} ${pct(p)}`));
  };
  if (r.kind === 'melee') {
    const o = r.odds;
    lines.push(`${r.attacker} against ${r.defender}, melee: ${o.attackerDice} dice against ${o.defenderDice}  [SSF-A36] (exact)`);
    hits(`Hits on ${r.attacker}:`, o.attackerHits);
    hits(`Hits on ${r.defender}:`, o.defenderHits);
    lines.push(
      `Who wins [SSF-A36]: ${r.attacker} ${pct(o.attackerWins).trim()}, ${r.defender} ${pct(o.defenderWins).trim()}, drawn ${pct(o.draw).trim()}`,
    );
    return lines.join('\n');
  }
  const v = r.volley;
  const clause = r.kind === 'spell' ? '17 Attack Spell' : '9 Shooting procedure';
  lines.push(
    `${r.attacker} against ${r.defender}, ${r.kind === 'spell' ? 'attack spell' : 'shooting'}: ${v.shooterDice} dice against ${v.targetDice}, protection ${v.armour}, discipline ${v.discipline}${v.fearTest ? ', a fear test' : ''}${v.extraTests ? `, ${v.extraTests} spell tests` : ''}  [${clause}] (exact)`,
  );
  hits(`Hits on ${r.defender} (the last routs it, 2 Strength):`, r.odds.hits);
  lines.push(`Expected hits ${r.odds.expectedHits.toFixed(3)}; routs ${pct(r.odds.routed).trim()}`);
  return lines.join('\n');
}

export async function runSpearOdds(word: string, f: { json?: boolean; chart?: string }, io: SpearIo): Promise<number> {
  const s = loadSituation(word);
  if ('error' in s) {
    io.err(s.error);
    return 1;
  }
  const r = refereeOdds(s.options);
  if (!r.ok) {
    io.err(`${r.error.message}  [${r.error.clause}]`);
    return 1;
  }
  if (f.chart && !(await writeChart(f.chart, spearOddsChart(r.value), io.err))) return 1;
  io.out(f.json ? JSON.stringify(r.value, null, 2) : formatOdds(r.value));
  if (f.chart) (f.json ? io.err : io.out)(`Chart: ${f.chart}`);
  return 0;
}

/** What the die number `index` (0-based) of a resolution is for. */
export function dieFor(r: RefereeOdds, index: number): string {
  const [first, second, a, b] =
    r.kind === 'melee'
      ? [r.odds.attackerDice, r.odds.defenderDice, r.attacker, r.defender]
      : [r.volley.shooterDice, r.volley.targetDice, r.attacker, r.defender];
  if (index < first) return `${a}, die ${index + 1} of ${first}`;
  if (index < first + second) return `${b}, die ${index - first + 1} of ${second}`;
  return 'a discipline test';
}

export async function runSpearResolve(
  opts: { word: string; typedDice: boolean; seed: number },
  input: Readable,
  output: Writable,
): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  const s = loadSituation(opts.word);
  if ('error' in s) {
    out(s.error);
    return 1;
  }
  const odds = refereeOdds(s.options);
  const created = Match.create(swordAndSpearReferee, s.options, opts.seed);
  if (!odds.ok || !created.ok) {
    out(!odds.ok ? odds.error.message : !created.ok ? created.error.message : '');
    return 1;
  }
  const match = created.value;
  out(`${s.name}: ${formatOdds(odds.value).split('\n')[0]}`);
  out(
    opts.typedDice
      ? 'Dice are typed in: roll each one at the table when asked.'
      : `Dice rolled by the program, seed ${opts.seed} (the same again with --seed ${opts.seed}).`,
  );
  const io = quitPrompter(input, output);
  let events: readonly RefereeEvent[] | null;
  try {
    events = (await actWithDice(
      (dice) => match.act('attacker', { type: 'resolve' }, dice),
      opts.typedDice,
      (typed) => dieFor(odds.value, typed.length),
      io.ask,
      out,
    )) as readonly RefereeEvent[] | null;
  } catch (e) {
    if (!(e instanceof Quit)) throw e;
    out('Stopped before the dice were all typed in.');
    return 1;
  } finally {
    // Done with the input: the command ends at once, without waiting for the terminal to close it.
    io.close();
  }
  if (!events) return 1;
  const view = match.view('attacker');
  for (const e of events) {
    const l = spear.describe.event(e, { viewer: null, view });
    if (l) out(`${l.text}  [${l.clause}]`);
  }
  const outcome = match.outcome();
  if (outcome) out(`Result: ${outcome.reason}  [${outcome.clause}]`);
  return 0;
}

export function addSpearCommands(cli: Command): void {
  const spear = cli
    .command('spear')
    .description(
      "Sword & Spear Fantasy's referee: the odds of a shooting, melee or attack spell, and resolving one (a battle: warband play sword-and-spear)",
    );
  const presets = REFEREE_PRESETS.map((p) => p.id).join(', ');
  spear
    .command('odds')
    .description('the exact odds of a shooting, a melee or an attack spell')
    .argument('<situation>', `a preset (${presets}) or a JSON file of the referee's options`)
    .option('--json', 'print the odds as JSON')
    .option('--chart <file.svg>', 'write a chart of the odds here')
    .action(async (word: string, o: { json?: boolean; chart?: string }) => {
      process.exitCode = await runSpearOdds(word, o, {
        out: (t) => process.stdout.write(t + '\n'),
        err: (t) => process.stderr.write(t + '\n'),
      });
    });
  spear
    .command('resolve')
    .description('resolve it, every step with its clause')
    .argument('<situation>', `a preset (${presets}) or a JSON file of the referee's options`)
    .option('--typed-dice', 'ask for every die (rolled at the table) instead of rolling them')
    .option('--seed <n>', 'the seed of the dice (default: a random one, printed)', integer)
    .action(async (word: string, o: { typedDice?: boolean; seed?: number }) => {
      process.exitCode = await runSpearResolve(
        { word, typedDice: o.typedDice === true, seed: o.seed ?? randomInt(0, 2 ** 31 - 1) },
        process.stdin,
        process.stdout,
      );
    });
}
