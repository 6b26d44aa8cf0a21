/**
 * `warband swarm`: Sword & Swarm (issue 8) in the terminal.
 *
 *   warband swarm attack spear-charge [--typed-dice] [--seed 7] [--option evasionDie=extra-die]
 *   warband swarm attack my-attack.json
 *   warband swarm odds shortbow-at-the-hedge [--json] [--chart odds.svg]
 *
 * `attack` resolves one attack (or deflection) of the referee (`sword-and-swarm-attack`): an example of
 * data/attacks.json or a spec in a JSON file. It prints every modifier and test with its clause and the
 * exact odds, then the attacker's roll and the defender's deflection, Star loss and injury, each event
 * with its clause; with --typed-dice it asks for each die rolled at the table (Match.act's typed dice:
 * the rules say when one more is needed). `odds` prints the exact distribution of Star lost and injuries
 * (odds.ts), as JSON with --json, and draws it with --chart (src/rulesets/sword-and-swarm/odds-chart.ts).
 *
 * `warband play sword-and-swarm` is an encounter (`sword-and-swarm`) as text, this file's screen in the
 * shared loop (play-loop.ts): a picture of the table, the models, the container, the activated
 * character's action points and measurements, and the legal actions grouped and numbered; a number picks
 * one, `move X Y` moves anywhere, and the computer plays the other warband unless --vs hotseat.
 */
import { existsSync, readFileSync } from 'node:fs';
import { randomInt } from 'node:crypto';
import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import { writeChart } from '../chart-file.js';
import { swarmOddsChart } from '../../rulesets/sword-and-swarm/index.js';
import { pointInPolygon } from '../../core/geometry/open-table.js';
import { Match } from '../../core/match.js';
import type { GameEvent } from '../../core/ruleset.js';
import type { RuleError } from '../../core/rule-error.js';
import type { Action } from '../../rulesets/sword-and-swarm/index.js';
import { TABLES } from '../../rulesets/sword-and-swarm/index.js';
import { inches, modifierLines, oddsRows, oddsSubtitle, pct, seatName, shieldOf, testLines } from '../../rulesets/sword-and-swarm/index.js';
import { ATTACK_EXAMPLES, swordAndSwarmAttack, type AttackAction, type AttackView } from '../../rulesets/sword-and-swarm/index.js';
import { moveTo, type SwsView } from '../../rulesets/sword-and-swarm/index.js';
import type { TurnAction } from '../../rulesets/sword-and-swarm/index.js';
import { integer, parseOptionPairs } from '../options.js';
import { actWithDice, quitPrompter as prompter, Quit, type Ask } from '../prompt.js';
import { playInTerminal } from '../play-loop.js';
import type { CliPlay, GameScreen, PlayTable } from '../system.js';
import { namesOf, system as swarm } from '../../rulesets/sword-and-swarm/index.js';

type Out = (text?: string) => void;

/** Events in the system's words, characters named from `view` (the game's or the attack's). */
const eventLines = (events: readonly GameEvent[], view: unknown): string[] =>
  events.flatMap((e) => {
    const l = swarm.describe.event(e, { viewer: null, view });
    return l ? [`  ${l.text}${l.clause ? `  [${l.clause}]` : ''}`] : [];
  });

// ---------------------------------------------------------------------------------------------------
// attack and odds

/** An example's id, or the attack spec in a JSON file; a message when it is neither. */
export function attackArg(arg: string, readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): unknown {
  if (ATTACK_EXAMPLES.has(arg)) return arg;
  if (!existsSync(arg)) return new Error(`no example or file '${arg}': the examples are ${[...ATTACK_EXAMPLES.keys()].join(', ')}`);
  try {
    return JSON.parse(readFile(arg)) as unknown;
  } catch (e) {
    return new Error(`${arg}: not valid JSON: ${e instanceof Error ? e.message : String(e)}`);
  }
}

function createAttack(attack: unknown, options: Record<string, unknown>, seed: number) {
  return Match.create(swordAndSwarmAttack, { ...options, attack }, seed);
}

/** The attack before any roll: the characters, every modifier and test with its clause. */
export function attackSetupLines(v: AttackView): string[] {
  const who = (c: AttackView['defender'] | undefined) =>
    c
      ? `${c.sheet.name} (Mallet ${c.mallet}, Key ${c.sheet.key}, Shield ${shieldOf(c, v.options)}${c.swarm ? ', a Swarm model' : `, Star ${c.star} of ${c.sheet.star}`})`
      : '';
  const out = [
    v.options.attack.name,
    v.attacker ? `  ${who(v.attacker)} against ${who(v.defender)}` : `  ${who(v.defender)} deflects ${v.impact ?? 0} Impact`,
  ];
  const mods = modifierLines(v);
  if (v.options.attack.kind !== 'deflection')
    out.push('Modifiers:', ...(mods.length ? mods.map((m) => `  ${m.text}  [${m.clause}]`) : ['  none']));
  out.push('Tests:', ...testLines(v).map((t) => `  ${t.text}  [${t.clause}]`));
  return out;
}

export function oddsLines(v: AttackView): string[] {
  return [
    `Exact odds (${oddsSubtitle(v)}); expected Star lost ${v.expectedStarLost.toFixed(3)}:`,
    ...oddsRows(v).map((r) => `  ${r.label.padEnd(32)} ${pct(r.p).padStart(6)}`),
  ];
}

/** Applies an action with the program's dice, or asking for each die until the rules have all they need (200 at the most). */
const actWith = (
  act: (dice?: readonly number[]) => { ok: true; value: readonly GameEvent[] } | { ok: false; error: RuleError },
  typedDice: boolean,
  what: (n: number) => string,
  ask: Ask,
  out: Out,
) => actWithDice(act, typedDice, (typed) => what(typed.length), ask, out, 200);

/** What die number n (from 0) of a step is for. */
export function dieFor(v: AttackView, step: AttackAction['type'], n: number): string {
  if (step === 'roll-attack')
    return n < v.attackDice
      ? `roll 1d6: attack die ${n + 1} of ${v.attackDice} [Attack]`
      : `roll 1d6: a die rolled again or a 6 confirmed [G1, SWS-A4]`;
  const tests = (v.impact ?? 0) + (v.options.evasionDie === 'extra-die' ? 1 : 0);
  if (n < tests)
    return `roll 1d6: Shield test ${n + 1} of ${tests}${n === 0 && v.options.evasionDie !== 'extra-die' ? ' (the Evasion Die)' : n === tests - 1 && v.options.evasionDie === 'extra-die' ? ' (the Evasion Die)' : ''} [Deflect Impacts]`;
  return 'roll 1d6: a confirming die or an injury die, the lowest counts [Losing Star points]';
}

export interface AttackRunOptions {
  readonly attack: unknown;
  readonly typedDice: boolean;
  readonly seed: number;
  readonly options?: Record<string, unknown>;
}

/** `warband swarm attack`: one attack step by step; the exit code. */
export async function runSwarmAttack(o: AttackRunOptions, input: Readable, output: Writable): Promise<number> {
  const out: Out = (text = '') => output.write(text + '\n');
  const created = createAttack(o.attack, o.options ?? {}, o.seed);
  if (!created.ok) return (out(`${created.error.message}  [${created.error.clause}]`), 1);
  const m = created.value;
  const start = m.view('attacker');
  attackSetupLines(start).forEach((l) => out(l));
  oddsLines(start).forEach((l) => out(l));
  out('');
  out(
    o.typedDice
      ? 'Dice are typed in: roll each one at the table when asked.'
      : `Dice rolled by the program, seed ${o.seed} (the same again with --seed ${o.seed}).`,
  );
  const io = prompter(input, output);
  let code = 0;
  try {
    for (let guard = 0; guard < 4 && m.outcome() === null; guard++) {
      const seat = m.toAct()[0]!;
      const action = m.legalActions(seat)[0]!;
      const v = m.view(seat);
      out(
        action.type === 'roll-attack'
          ? `The attacker rolls ${v.attackDice} attack dice:`
          : `The defender deflects ${v.impact ?? 0} Impact:`,
      );
      const events = await actWith(
        (dice) => m.act(seat, action, dice),
        o.typedDice,
        (n) => dieFor(v, action.type, n),
        io.ask,
        out,
      );
      if (!events) {
        code = 1;
        break;
      }
      eventLines(events, start).forEach((l) => out(l));
    }
  } catch (e) {
    if (!(e instanceof Quit)) throw e;
    out('Left unfinished.');
    code = 1;
  } finally {
    io.close();
  }
  const end = m.outcome();
  if (end) out(`Result: ${end.reason}  [${end.clause}]`);
  return code;
}

export interface OddsIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** `warband swarm odds`: the exact distribution as text or JSON, and the chart; the exit code. */
export async function runSwarmOdds(
  attack: unknown,
  f: { json?: boolean; chart?: string; options?: Record<string, unknown> },
  io: OddsIo,
): Promise<number> {
  const created = createAttack(attack, f.options ?? {}, 1);
  if (!created.ok) return (io.err(`${created.error.message}  [${created.error.clause}]`), 1);
  const v = created.value.view('attacker');
  if (f.json)
    io.out(
      JSON.stringify(
        {
          attack: v.options.attack,
          attackDice: v.attackDice,
          netModifier: v.netModifier,
          modifiers: v.modifiers,
          expectedStarLost: v.expectedStarLost,
          odds: v.odds,
        },
        null,
        2,
      ),
    );
  else [...attackSetupLines(v), ...oddsLines(v)].forEach((l) => io.out(l));
  if (f.chart) {
    const chart = swarmOddsChart({
      title: v.options.attack.name,
      subtitle: oddsSubtitle(v),
      odds: v.odds,
      expectedStarLost: v.expectedStarLost,
    });
    if (!(await writeChart(f.chart, chart, io.err))) return 1;
    (f.json ? io.err : io.out)(`Chart: ${f.chart}`);
  }
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// play

const r1 = (n: number) => Math.round(n * 10) / 10;

/** A model's name as the table shows it ('Swarmling 1'). */
const nameIn = (v: SwsView): ((id: string) => string) => namesOf(v);

/** The table as text: the container, every model, and the activated character's measurements. */
export function tableLines(v: SwsView): string[] {
  const nm = nameIn(v);
  const bag = Object.entries(v.bag)
    .map(([o, n]) => `${seatName(o)} ${n}`)
    .join(', ');
  const out = [`${v.encounter.name}, turn ${v.turn} of ${v.maxTurns}. In the container: ${bag}  [The Activation Phase]`];
  for (const c of v.characters) {
    const state =
      c.status === 'dead'
        ? `dead (loot ${c.loot ?? ''})`
        : c.status === 'out-of-action'
          ? 'out of action'
          : [
              c.owner === 'swarm' ? null : `Star ${c.star}/${c.maxStar}`,
              c.bloodied ? 'Bloodied' : null,
              c.status === 'stunned' ? 'stunned' : null,
              c.prone ? 'prone' : null,
              c.tookCover ? 'took cover' : null,
              c.cover !== 'none' ? `${c.cover} cover` : null,
              c.morale !== 'steady' ? c.morale : null,
              c.activated ? 'activated' : null,
            ]
              .filter(Boolean)
              .join(', ');
    out.push(
      `  ${seatName(c.owner).padEnd(9)} ${nm(c.id).padEnd(12)} at ${String(r1(c.at.x)).padStart(4)}, ${String(r1(c.at.y)).padStart(4)}  ${state}`,
    );
  }
  if (v.activation) {
    const a = v.activation;
    out.push(
      `${nm(a.character)} is activated: ${a.ap} action point${a.ap === 1 ? '' : 's'} left${a.moveLeft > 0 ? `, ${inches(a.moveLeft)} of move open` : ''}  [Actions]`,
    );
    for (const m of v.measurements.filter((x) => x.target !== 'friend'))
      out.push(
        `  to ${nm(m.to).padEnd(12)} ${inches(m.distance).padStart(6)}, sight ${m.lineOfSight ? 'clear' : 'blocked'}, ${m.target === 'allowed' ? 'may be shot' : m.target === 'runes' ? 'Runes test first' : 'no target'}${m.inRange.length ? `, in range: ${m.inRange.join(', ')}` : ''}`,
      );
  }
  return out;
}

/** One legal action in words, with its clause. */
export function actionText(a: TurnAction, v: SwsView): string {
  const nm = nameIn(v);
  if (a.type === 'activate') return `activate ${nm(a.character)}  [The Activation Phase]`;
  if (a.type === 'end') return 'end the activation  [The Activation Phase]';
  const x: Action = a.action;
  switch (x.type) {
    case 'move':
      return `${x.charge ? 'charge' : 'move'} to ${r1(x.to.x)}, ${r1(x.to.y)}  [Movement]`;
    case 'ranged':
      return `shoot ${nm(x.target)}${x.weapon ? ` with the ${TABLES.weapons.get(x.weapon)?.name.toLowerCase() ?? x.weapon}` : ''}  [Ranged Attacks]`;
    case 'melee':
      return `strike ${nm(x.target)}  [Melee Attacks]`;
    case 'aim':
      return `aim at ${nm(x.target)} for ${x.ap} AP  [Aiming]`;
    case 'take-cover':
      return 'take cover (prone in the open)  [Take Cover]';
    case 'breather':
      return 'take a Breather  [Breather]';
    case 'rally':
      return `rally ${x.target ? nm(x.target) : 'itself'}  [Rally]`;
    case 'cast':
      return `cast ${TABLES.spells.get(x.spell)?.name ?? x.spell}${x.target ? ` on ${nm(x.target)}` : ''}  [Cast a Spell; SWS-A19]`;
    case 'order':
      return `order ${nm(x.target)} to activate first next turn  [SWS-A18]`;
  }
}

export const PLAY_HELP = `Type the number of an action, or:
  move X Y     move the activated character to any point (inches from the lower left corner); a charge if it ends within 1" of an enemy
  show         the table again
  log          everything that has happened, each line with its clause`;

/** How a model is marked on the table's picture: Red A, B, ...; Blue a, b, ...; the Swarm 1 to 9, then +. */
export function modelMarks(v: SwsView): Map<string, string> {
  const marks = new Map<string, string>();
  const count: Record<string, number> = {};
  for (const c of v.characters) {
    const n = (count[c.owner] = (count[c.owner] ?? 0) + 1) - 1;
    marks.set(c.id, c.owner === 'swarm' ? (n < 9 ? String(n + 1) : '+') : String.fromCharCode((c.owner === 'red' ? 65 : 97) + (n % 26)));
  }
  return marks;
}

const TERRAIN_MARKS = ['#', ':', '~', '^', '%', '"', '=', '&'];

/**
 * The table seen from above, a character grid at most `width` columns wide (a character is about twice
 * as tall as wide, so a line is two of its columns deep): models by their marks (the activated one in
 * brackets' place is named under it), terrain by a mark per kind, the lower left corner (0, 0) at the
 * bottom left as `move X Y` counts it; a key of the marks follows.
 */
export function tablePicture(v: SwsView, width = 72): string[] {
  const perInch = Math.min(2, width / v.table.width);
  const cols = Math.max(1, Math.round(v.table.width * perInch));
  const rows = Math.max(1, Math.round((v.table.height * perInch) / 2));
  const nm = nameIn(v);
  const marks = modelMarks(v);
  const kinds = [...new Set(v.terrain.map((t) => t.kind.id))];
  const grid: string[][] = Array.from({ length: rows }, () => Array.from({ length: cols }, () => '.'));
  const toCell = (x: number, y: number): [number, number] => [
    Math.min(cols - 1, Math.max(0, Math.floor(x * perInch))),
    Math.min(rows - 1, Math.max(0, rows - 1 - Math.floor((y * perInch) / 2))),
  ];
  for (let r = 0; r < rows; r++)
    for (let c = 0; c < cols; c++) {
      const at = { x: (c + 0.5) / perInch, y: ((rows - 1 - r + 0.5) * 2) / perInch };
      const t = v.terrain.find((x) => pointInPolygon(at, x.polygon));
      if (t) grid[r]![c] = TERRAIN_MARKS[kinds.indexOf(t.kind.id) % TERRAIN_MARKS.length]!;
    }
  const standing = v.characters.filter((c) => c.status !== 'dead');
  for (const c of standing) {
    const [x, y] = toCell(c.at.x, c.at.y);
    grid[y]![x] = c.status === 'out-of-action' ? 'x' : (marks.get(c.id) ?? '?');
  }
  const ruler = Array.from({ length: cols }, (_, c) => {
    const inch = c / perInch;
    return Number.isInteger(inch) && inch % 6 === 0 ? String(inch) : '';
  });
  let foot = '';
  for (let c = 0; c < cols; c++) if (ruler[c] && foot.length <= c) foot = foot.padEnd(c) + ruler[c];
  const lines = grid.map((row, r) => {
    const y = ((rows - r) * 2) / perInch;
    return `${(r === 0 || r === rows - 1 || Number.isInteger(y / 6) ? String(Math.round(y - 2 / perInch)) : '').padStart(3)} |${row.join('')}|`;
  });
  const key = [
    ...(['red', 'blue', 'swarm'] as const).flatMap((o) => {
      const mine = standing.filter((c) => c.owner === o);
      return mine.length ? [`  ${seatName(o)}: ${mine.map((c) => `${marks.get(c.id)} ${nm(c.id)}`).join(', ')}`] : [];
    }),
    ...(kinds.length
      ? [
          `  Terrain: ${kinds.map((k, i) => `${TERRAIN_MARKS[i % TERRAIN_MARKS.length]} ${v.terrain.find((t) => t.kind.id === k)!.kind.name}`).join(', ')}; x out of action`,
        ]
      : []),
  ];
  return [
    `The table, ${v.table.width}" by ${v.table.height}" (inches from the lower left corner):`,
    `    +${'-'.repeat(cols)}+`,
    ...lines,
    `    +${'-'.repeat(cols)}+`,
    `     ${foot}`,
    ...key,
  ];
}

/** A legal action's group in the list: the activation of a character, or what the activated one does (Movement, Ranged Attacks ...). */
function actionGroup(a: TurnAction, v: SwsView): string {
  const nm = nameIn(v);
  if (a.type === 'activate') return 'Activate [The Activation Phase]:';
  if (a.type === 'end') return 'Or:';
  const who = v.activation ? nm(v.activation.character) : 'The character';
  switch (a.action.type) {
    case 'move':
      return `${who} moves or charges [Movement]:`;
    case 'ranged':
    case 'aim':
      return `${who} shoots [Ranged Attacks]:`;
    case 'melee':
      return `${who} strikes [Melee Attacks]:`;
    case 'cast':
      return `${who} casts [Cast a Spell]:`;
    default:
      return `${who} may also:`;
  }
}

/**
 * The legal actions grouped (by what they do), each under the number it has in the rules' list, so the
 * same position lists the same numbers in the same places.
 */
export function legalLines(legal: readonly TurnAction[], v: SwsView): string[] {
  const groups = new Map<string, string[]>();
  legal.forEach((a, i) => {
    const g = actionGroup(a, v);
    (groups.get(g) ?? groups.set(g, []).get(g)!).push(`  ${String(i + 1).padStart(3)}. ${actionText(a, v)}`);
  });
  const order = (g: string) => (g.startsWith('Or:') ? 1 : 0);
  return [...groups.entries()].sort((a, b) => order(a[0]) - order(b[0])).flatMap(([head, items]) => [head, ...items]);
}

export interface PlayRunOptions {
  readonly vs: 'computer' | 'hotseat';
  /** The seat played from this terminal against the computer. */
  readonly as: 'red' | 'blue';
  readonly seed: number;
  readonly options?: Record<string, unknown>;
  readonly save?: string;
  readonly load?: string;
}

type SwsMatch = Match<unknown, TurnAction, SwsView, unknown, GameEvent>;

/** Sword & Swarm at `warband play sword-and-swarm`: the screen the shared loop (play-loop.ts) shows. */
export const swarmPlay: CliPlay = {
  ruleset: 'sword-and-swarm',
  seats: ['red', 'blue'],
  seatWords: 'red or blue',
  agentSeed: (seed) => seed + 1,
  refuse: (game) =>
    game.deploy ? '--deploy is not for sword-and-swarm: the encounter places the warbands (--option encounter=...).' : null,
  open: (table) => swarmScreen(table),
};

function swarmScreen(table: PlayTable): GameScreen {
  const opts = table.game;
  const match = () => table.match as unknown as SwsMatch;
  let seen = 0;
  const fresh = (): string[] => {
    const all = match().events();
    const lines = eventLines(all.slice(Math.min(seen, all.length)), match().view('red'));
    seen = all.length;
    return lines;
  };
  const picture = (seat: string): string[] => {
    const v = match().view(seat);
    return [...tablePicture(v), ...tableLines(v)];
  };
  return {
    noun: 'encounter',
    help: PLAY_HELP,
    intro() {
      const other = opts.seat === 'red' ? 'blue' : 'red';
      return [
        `Sword & Swarm: ${match().view('red').encounter.name}. ${opts.hotseat ? 'Hot-seat: both warbands from this terminal.' : `You play ${seatName(opts.seat)}; the computer plays ${seatName(other)}.`} Seed ${opts.seed}.`,
        ...fresh(),
        PLAY_HELP,
      ];
    },
    prompt: (seat) => `${seatName(seat)}> `,
    seatName,
    before(seat) {
      const v = match().view(seat);
      return [...fresh(), ...picture(seat), `${seatName(seat)} to decide:`, ...legalLines(match().legalActions(seat), v)];
    },
    read(line, seat) {
      const v = match().view(seat);
      const legal = match().legalActions(seat);
      const words = line.trim().split(/\s+/);
      if (words[0] === 'show') return { lines: [...picture(seat), ...legalLines(legal, v)] };
      if (words[0] === 'log') return { lines: eventLines(match().events(), v) };
      // The rules make the move: a charge when it ends within 1" of an enemy.
      const move =
        words[0] === 'move' && words.length === 3 && words.slice(1).every((w) => Number.isFinite(Number(w)))
          ? { x: Number(words[1]), y: Number(words[2]) }
          : null;
      if (move) {
        const moved = v.activation ? moveTo(v, v.activation.character, move, { baseSize: v.baseSize }) : null;
        return { action: { type: 'act', action: moved ?? { type: 'move', to: move } } };
      }
      const n = Number(line.trim());
      if (/^\d+$/.test(line.trim()) && n >= 1 && n <= legal.length) return { action: legal[n - 1] };
      return { lines: [`Not understood. ${PLAY_HELP}`] };
    },
    after: () => fresh(),
    computerActed: (seat, action, view) => [
      `Computer (${seatName(seat)}): ${actionText(action as TurnAction, view as SwsView)}`,
      ...fresh(),
    ],
    end: (end) => [
      ...fresh(),
      `The encounter is over: ${end.winner ? `${seatName(end.winner)} wins` : 'a draw'}: ${end.reason}  [${end.clause}]`,
    ],
  };
}

/** `warband play sword-and-swarm`: an encounter as text; the exit code. */
export function runSwarmPlay(o: PlayRunOptions, input: Readable, output: Writable): Promise<number> {
  return playInTerminal(
    swarmPlay,
    {
      hotseat: o.vs === 'hotseat',
      level: 'heuristic',
      seat: o.as,
      seed: o.seed,
      options: o.options ?? {},
      color: false,
      ...(o.save ? { save: o.save } : {}),
      ...(o.load ? { load: o.load } : {}),
    },
    input,
    output,
  );
}

// ---------------------------------------------------------------------------------------------------
// commands

const collect = (value: string, previous: string[]) => [...previous, value];

/** Adds `swarm attack` and `swarm odds` to the program. */
export function addSwarmCommands(cli: Command): void {
  const swarm = cli
    .command('swarm')
    .description('Sword & Swarm: resolve an attack, see its odds (play an encounter with warband play sword-and-swarm)');
  const fail = (message: string) => {
    process.stderr.write(message + '\n');
    process.exitCode = 1;
  };
  const optionsOf = (pairs: string[]) => parseOptionPairs(pairs);

  swarm
    .command('attack')
    .description('resolve one attack step by step: the attack dice, Shield and the Evasion Die, Star lost and injury')
    .argument('<attack>', `an example (${[...ATTACK_EXAMPLES.keys()].join(', ')}) or an attack spec in a JSON file`)
    .option('--typed-dice', 'ask for every die (rolled at the table) instead of rolling them')
    .option('--seed <n>', 'the seed of the dice (default: a random one, printed)', integer)
    .option('--option <key=value>', 'a rules option, repeatable (evasionDie=extra-die; docs/sword-and-swarm/assumptions.md)', collect, [])
    .action(async (arg: string, o: { typedDice?: boolean; seed?: number; option: string[] }) => {
      const attack = attackArg(arg);
      if (attack instanceof Error) return fail(attack.message);
      const options = optionsOf(o.option);
      if (typeof options === 'string') return fail(options);
      process.exitCode = await runSwarmAttack(
        { attack, typedDice: o.typedDice === true, seed: o.seed ?? randomInt(0, 2 ** 31 - 1), options },
        process.stdin,
        process.stdout,
      );
    });

  swarm
    .command('odds')
    .description('the exact odds of an attack: the distribution of Star lost and injuries')
    .argument('<attack>', 'an example or an attack spec in a JSON file')
    .option('--json', 'print the odds as JSON')
    .option('--chart <file.svg>', 'write a chart of the odds here')
    .option('--option <key=value>', 'a rules option, repeatable', collect, [])
    .action(async (arg: string, o: { json?: boolean; chart?: string; option: string[] }) => {
      const attack = attackArg(arg);
      if (attack instanceof Error) return fail(attack.message);
      const options = optionsOf(o.option);
      if (typeof options === 'string') return fail(options);
      process.exitCode = await runSwarmOdds(
        attack,
        { ...(o.json ? { json: true } : {}), ...(o.chart ? { chart: o.chart } : {}), options },
        { out: (t) => process.stdout.write(t + '\n'), err: (t) => process.stderr.write(t + '\n') },
      );
    });
}
