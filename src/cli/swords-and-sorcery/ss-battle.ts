/**
 * `warband odds` and `warband battle`: a Swords & Sorcery battle set up by a referee in a JSON file
 * (or one of the bundled examples), without a map.
 *
 *   warband odds dwarrows-in-the-mountains --trials 2000 [--seed 1] [--json] [--chart odds.svg]
 *   warband battle my-battle.json [--typed-dice] [--seed 7] [--save record.json]
 *
 * `odds` prints the exact first round (the loss-table row over the 36 throws of the two dice) and
 * Monte Carlo outcomes with 95% intervals. `battle` is a referee's walkthrough: each side's declaration
 * (Enter takes the engine's default), the round resolved with every strength, die roll, modifier,
 * loss and morale check and its clause, then stay or withdraw, until the battle ends. With
 * --typed-dice it asks for each die as it is needed and hands them to Match.act. Input is read line by
 * line from any stream, so a pipe (or a test) can drive it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { Presets, SingleBar } from 'cli-progress';
import { battleOddsChart } from '../../rulesets/swords-and-sorcery/index.js';
import { writeChart } from '../chart-file.js';
import type { Dice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { toRecord } from '../../core/record.js';
import type { RuleError } from '../../core/rule-error.js';
import {
  BATTLE_EXAMPLES,
  battleActions,
  battleOdds,
  endLabel,
  loadBattle,
  lossStrengthOf,
  refereeChoices,
  show,
  SIDES,
  swordsAndSorceryBattle,
  type AfterRoundChoice,
  type BattleAction,
  type BattleOdds,
  type Declaration,
  type Frac,
  type RefereeBattle,
  type RefereeEvent,
  type RefereeOptions,
  type RefereeState,
  type RefereeView,
  type Side,
  type Summary,
} from '../../rulesets/swords-and-sorcery/index.js';
import { LineReader } from '../lines.js';

type BattleMatch = Match<RefereeState, BattleAction, RefereeView, RefereeOptions, RefereeEvent>;

// ---------------------------------------------------------------------------------------------------
// The battle argument

/**
 * A bundled example by name, or a battle file: the battle checked and built, or a message that names
 * the file and each bad entry.
 */
export function resolveBattle(arg: string, readFile: (path: string) => string = (p) => readFileSync(p, 'utf8')): RefereeBattle | string {
  if (arg in BATTLE_EXAMPLES) {
    const built = loadBattle(arg);
    return built.ok ? built.value : built.error.join('\n');
  }
  let text: string;
  try {
    text = readFile(arg);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return `No battle file or example '${arg}'. Examples: ${Object.keys(BATTLE_EXAMPLES).join(', ')}.`;
    return `Cannot read ${arg}: ${(e as Error).message}`;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    return `${arg} is not JSON: ${(e as Error).message}`;
  }
  const built = loadBattle(json);
  return built.ok ? built.value : `${arg}:\n${built.error.map((p) => `  ${p}`).join('\n')}`;
}

// ---------------------------------------------------------------------------------------------------
// Numbers as text

/** A fraction as a mixed number: 21/4 -> '5 1/4'. */
export function mixed(f: Frac): string {
  if (f.d === 1) return String(f.n);
  const whole = Math.trunc(f.n / f.d);
  const rest = Math.abs(f.n % f.d);
  return whole === 0 ? show(f) : `${whole} ${rest}/${f.d}`;
}
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const interval = (ci: readonly [number, number]) => `[${pct(ci[0])}, ${pct(ci[1])}]`;
const signedNum = (n: number) => (n > 0 ? `+${n}` : String(n));
const pad = (s: string, n: number) => s.padEnd(n);
const lpad = (s: string, n: number) => s.padStart(n);

// ---------------------------------------------------------------------------------------------------
// odds

export interface OddsOptions {
  readonly trials: number;
  readonly seed: number;
  readonly json?: boolean;
  readonly chart?: string;
  readonly progress?: boolean;
}

function distributionLine(label: string, s: Summary): string {
  const parts = s.distribution.map((d) => `${d.value}: ${pct(d.p)} ${interval(d.ci95)}`);
  return `  ${pad(label, 34)} ${parts.join('   ')}`;
}

/** The odds as the table `warband odds` prints. */
export function formatOdds(battle: RefereeBattle, odds: BattleOdds): string {
  const { names, spec } = battle;
  const x = odds.exact;
  const mc = odds.monteCarlo;
  const place = [spec.terrain, spec.fortification, spec.siege !== 'none' ? `${spec.siege}, ${spec.besieged} besieged` : '']
    .filter(Boolean)
    .join(', ');
  const lines: string[] = [
    `${spec.name} (${place})`,
    `  a: ${names.a}`,
    `  b: ${names.b}`,
    '',
    'Round 1 as both sides declare by default (autoDecide):',
  ];
  for (const side of SIDES) {
    const d = x.declarations[side];
    const mods = x.modifiers[side].map((m) => `${signedNum(m.value)} ${m.why} [${m.clause}]`).join('; ') || 'none';
    lines.push(
      `  ${side} ${names[side]}: strength ${mixed(x.strength[side])} [III.D.1]; die modifier ${signedNum(x.modifier[side])}: ${mods}`,
    );
    if (d.type === 'declare' && d.charge.length) lines.push(`    Charging: ${d.charge.join(', ')} [III.D.2.b(2)]`);
  }
  lines.push('', 'Exact first round: the loss-table row over the 36 throws of the two dice [III.D.4]');
  lines.push(
    `  ${lpad('a - b', 10)}  ${lpad('throws', 6)}  ${lpad('p', 6)}  ${pad('row', 10)}  ${pad('a inflicts', 18)}  ${pad('b inflicts', 18)}  simulated`,
  );
  for (const r of x.rows) {
    const sim = mc.firstRound.rows.find((s) => s.difference === r.difference);
    const d = Math.abs(r.difference) === 5 ? `${signedNum(r.difference)} or more` : signedNum(r.difference);
    lines.push(
      `  ${lpad(d, 10)}  ${lpad(String(r.throws), 6)}  ${lpad(pct(r.p), 6)}  ${pad(r.clause, 10)}  ${pad(`${r.a.percent}% = ${mixed(r.a.inflicts)}`, 18)}  ${pad(`${r.b.percent}% = ${mixed(r.b.inflicts)}`, 18)}  ${sim ? `${pct(sim.p)} ${interval(sim.ci95)}` : '-'}`,
    );
  }
  const inflicted = (s: Side) => mc.firstRound.inflicted[s];
  lines.push(
    `  Expected loss inflicted in round 1: by a ${x.expectedInflicted.a.toFixed(2)}, by b ${x.expectedInflicted.b.toFixed(2)} (simulated ${inflicted('a').mean.toFixed(2)} and ${inflicted('b').mean.toFixed(2)})`,
  );
  lines.push('', `Monte Carlo: ${mc.trials} battles, seed ${mc.seed}, both sides deciding by default (autoDecide); 95% Wilson intervals`);
  lines.push('After round 1 (units: probability [interval]):');
  for (const side of SIDES) {
    lines.push(distributionLine(`${side} units eliminated`, mc.firstRound.eliminated[side]));
    lines.push(distributionLine(`${side} units Demoralized in the hex`, mc.firstRound.demoralized[side]));
  }
  lines.push('End of the battle:');
  const width = Math.max(...mc.end.outcomes.map((o) => endLabel(o.key, names).length));
  for (const o of mc.end.outcomes)
    lines.push(`  ${pad(endLabel(o.key, names), width)}  ${lpad(String(o.count), 6)}  ${lpad(pct(o.p), 6)}  ${interval(o.ci95)}`);
  const r = mc.end.rounds;
  lines.push(`  Rounds fought: mean ${r.mean.toFixed(2)}, min ${r.min}, max ${r.max}`);
  const start = (s: Side) => battle.setup[s].units.length;
  lines.push(
    `  Units left at the end (in the hex or withdrawn): a ${mc.end.survivors.a.mean.toFixed(2)} of ${start('a')}, b ${mc.end.survivors.b.mean.toFixed(2)} of ${start('b')}`,
  );
  return lines.join('\n');
}

export interface CommandIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
  /** Whether stderr is a terminal (for the progress bar). */
  readonly stderrTTY: boolean;
  readonly stderr: NodeJS.WritableStream;
}

/** `warband odds`: returns the exit code. */
export async function runOdds(arg: string, o: OddsOptions, io: CommandIo): Promise<number> {
  const battle = resolveBattle(arg);
  if (typeof battle === 'string') {
    io.err(battle);
    return 1;
  }
  const long = o.trials >= 500;
  const bar =
    o.progress || (io.stderrTTY && long)
      ? new SingleBar(
          {
            stream: io.stderr,
            noTTYOutput: true,
            notTTYSchedule: 1000,
            format: 'battles {bar} {value}/{total}  {eta_formatted} left',
            hideCursor: true,
          },
          Presets.shades_classic,
        )
      : null;
  bar?.start(o.trials, 0);
  const every = Math.max(1, Math.floor(o.trials / 100));
  const odds = battleOdds(battle.setup, {
    trials: o.trials,
    seed: o.seed,
    onTrial: (done) => (done % every === 0 || done === o.trials) && bar?.update(done),
  });
  bar?.stop();
  if (o.chart && !(await writeChart(o.chart, battleOddsChart(odds, battle.spec.name, battle.names), io.err))) return 1;
  if (o.json) io.out(JSON.stringify({ battle: battle.spec.name, names: battle.names, ...odds }, null, 2));
  else io.out(formatOdds(battle, odds));
  if (o.chart) (o.json ? io.err : io.out)(`Chart: ${o.chart}`);
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// battle: text of the state and the events

/** Both sides' units, characters and reinforcements, for the referee's screen. */
export function sidesText(state: RefereeState): string[] {
  const lines: string[] = [];
  const opt = state.options.demoralizedStrength;
  for (const side of SIDES) {
    const s = state.sides[side];
    lines.push(`Side ${side}: ${state.names[side]}`);
    if (s.units.length === 0) lines.push('  no units in the hex');
    const width = Math.max(10, ...s.units.map((u) => u.id.length));
    for (const u of s.units) {
      const base = lossStrengthOf({ ...u, terrainMultiplier: 1 }, opt);
      const classes = [
        u.cavalry && 'cavalry',
        u.archer && !u.siegeMachine && 'archer',
        u.flying && !u.siegeMachine && 'flying',
        u.siegeMachine && 'siege machine (archer or flying)',
      ].filter(Boolean);
      const marks = [
        u.demoralized && 'Demoralized',
        u.crossedStream && state.round <= u.joinedRound && 'crossed a stream (halved in its first round)',
        u.chargedLastRound && 'charged last round',
      ].filter(Boolean);
      lines.push(
        `  ${pad(u.id, width)}  ${pad(u.name, 18)} ${pad(u.race, 10)} attack ${lpad(String(u.attack), 2)}  loss strength ${base} x${u.terrainMultiplier} = ${lpad(String(lossStrengthOf(u, opt)), 2)}  morale ${u.morale}${classes.length ? `  ${classes.join(', ')}` : ''}${marks.length ? `  [${marks.join('; ')}]` : ''}`,
      );
    }
    for (const c of s.characters) {
      lines.push(
        `  character ${c.id}: ${c.name} (${c.race}), Leadership ${c.leadership}, fighting strength ${c.fightingStrength}${c.wounds ? `, ${c.wounds} wound${c.wounds > 1 ? 's' : ''}` : ''}${c.monster ? ', monster' : ''}`,
      );
    }
    for (const r of s.reinforcements) {
      lines.push(`  may reinforce: stack ${r.id} (${r.units.map((u) => u.id).join(', ')}), led by ${r.leaderId} [III.D.7.b]`);
    }
    if (s.withdrawal) {
      const rear = s.withdrawal.rearGuard.length
        ? `only the rear guard (${s.withdrawal.rearGuard.join(', ')}) inflicts losses`
        : 'no rear guard: it inflicts no losses';
      lines.push(
        `  withdrawing (declared after round ${s.withdrawal.declaredAfterRound}): ${rear}; it leaves after round ${s.withdrawal.declaredAfterRound + state.options.withdrawalDelay} [III.D.7.a]`,
      );
    }
    if (s.eliminated.length)
      lines.push(`  eliminated: ${s.eliminated.map((e) => `${e.unit.id} (round ${e.round}, ${e.clause})`).join(', ')}`);
    if (s.withdrawn)
      lines.push(`  withdrew after round ${s.withdrawn.round}: ${s.withdrawn.units.map((u) => u.id).join(', ') || 'no units'}`);
  }
  return lines;
}

export function declarationText(state: RefereeState, side: Side, d: Declaration): string[] {
  const s = state.sides[side];
  const charName = (id: string) => s.characters.find((c) => c.id === id)?.name ?? id;
  const leadership = (d.moraleLeadership ?? []).map((u) => `${u.characterId} ${u.points} on ${u.unitId}`).join(', ');
  return [
    `  charge: ${d.charge.length ? d.charge.join(', ') : 'none'} [III.D.2.b(2)]`,
    `  leader of the die: ${d.leader ? `${d.leader} (${charName(d.leader)})` : 'none'} [III.D.2.a]`,
    `  add Leadership to strength: ${d.addToStrength.length ? d.addToStrength.join(', ') : 'none'} [III.D.1.b]`,
    `  array, left to right: ${(d.array.length ? d.array : s.units.map((u) => u.id)).join(', ')} [III.D.3]`,
    ...(Object.keys(d.siegeRoles).length
      ? [
          `  siege machines: ${Object.entries(d.siegeRoles)
            .map(([id, r]) => `${id} as ${r}`)
            .join(', ')} [III.D.2.d]`,
        ]
      : []),
    ...(leadership ? [`  Leadership on morale: ${leadership} [V.B]`] : []),
  ];
}

/** The events of a round in words, each with its clause. Private declarations are left out (they are revealed together). */
export function eventLines(
  events: readonly RefereeEvent[],
  names: Readonly<Record<Side, string>>,
  /** A unit or character as the reader knows it (the map game: its name from the seat's view); the referee's ids by default. */
  nm: (id: string) => string = (id) => id,
): string[] {
  const nms = (ids: readonly string[]) => ids.map(nm).join(', ');
  const lines: string[] = [];
  const strength: Partial<Record<Side, Frac>> = {};
  const modified: Partial<Record<Side, number>> = {};
  const who = (side: Side) => `${names[side]} (${side})`;
  for (const e of events) {
    switch (e.type) {
      case 'declarations-revealed':
        strength.a = strength.b = undefined;
        lines.push('', `=== Round ${e.round}: the declarations are revealed [${e.clause}] ===`);
        for (const side of SIDES) {
          const d = e[side];
          const parts = [
            `charge ${d.charge.length ? nms(d.charge) : 'none'}`,
            `leader ${d.leader ? nm(d.leader) : 'none'}`,
            `adding to strength ${d.addToStrength.length ? nms(d.addToStrength) : 'none'}`,
          ];
          if (Object.keys(d.siegeRoles).length)
            parts.push(
              `siege machines ${Object.entries(d.siegeRoles)
                .map(([id, r]) => `${nm(id)} ${r}`)
                .join(', ')}`,
            );
          if (d.moraleLeadership.length)
            parts.push(
              `Leadership on morale ${d.moraleLeadership.map((u) => `${nm(u.characterId)} ${u.points} on ${nm(u.unitId)}`).join(', ')}`,
            );
          lines.push(`  ${who(side)}: ${parts.join('; ')}`);
        }
        break;
      case 'strength': {
        strength[e.side] = e.total;
        lines.push(`Strength of ${who(e.side)} [${e.clause}]:`);
        for (const u of e.units) {
          const steps = u.steps.map((s) => `${s.why} [${s.clause}]`).join('; ');
          lines.push(`  ${pad(nm(u.unitId), 22)} ${lpad(mixed(u.modified), 6)}${steps ? `  (${u.base}: ${steps})` : ''}`);
        }
        for (const a of e.additions)
          lines.push(
            `  ${pad(`+ ${nm(a.characterId)}`, 22)} ${lpad(mixed(a.added), 6)}  (Leadership ${a.leadership} added to the ${a.race}, at most their strength) [${a.clause}]`,
          );
        lines.push(`  ${pad('total', 22)} ${lpad(mixed(e.total), 6)}`);
        break;
      }
      case 'die-roll': {
        modified[e.side] = e.modified;
        const mods = e.modifiers.map((m) => ` ${m.value >= 0 ? '+' : '-'} ${Math.abs(m.value)} (${m.why}) [${m.clause}]`).join('');
        lines.push(`Die of ${who(e.side)}: rolled ${e.roll}${mods} = ${e.modified} [${e.clause}]`);
        break;
      }
      case 'loss-table': {
        const [hi, lo] = e.higher === 'b' ? (['b', 'a'] as const) : (['a', 'b'] as const);
        const rolls = `${modified[hi] ?? '?'} - ${modified[lo] ?? '?'} = ${e.difference}`;
        lines.push(`Difference ${rolls}${e.higher ? `, ${names[e.higher]} higher` : ''}: row ${e.clause}`);
        for (const side of SIDES) {
          const x = e[side];
          const of = strength[side] ? ` of ${mixed(strength[side]!)}` : '';
          const morale =
            typeof x.morale === 'number'
              ? `post-combat morale ${signedNum(x.morale)}`
              : x.morale === 'auto-pass'
                ? 'its units pass morale automatically'
                : 'all its units are Demoralized';
          lines.push(`  ${who(side)} inflicts ${x.percent}%${of} = ${mixed(x.inflicts)}; ${morale}`);
        }
        break;
      }
      case 'array': {
        const notes = e.order.map((p) => (p.clause === 'III.D.3' ? nm(p.unitId) : `${nm(p.unitId)} (${p.clause})`));
        lines.push(`Array of ${who(e.side)}, left to right [${e.clause}]: ${notes.join(', ')}`);
        break;
      }
      case 'loss': {
        const band =
          e.band === 'III.D.5.b(1)'
            ? 'under a third: a special morale check'
            : e.band === 'III.D.5.b(2)'
              ? 'a third or more, under two thirds: Demoralized'
              : e.band === 'III.D.5.b(3)'
                ? 'two thirds or more: a special morale check, Demoralized if it passes, eliminated if not'
                : '';
        lines.push(
          e.result === 'eliminated'
            ? `  ${names[e.side]} lose ${nm(e.unitId)} (loss strength ${e.lossStrength}): eliminated, ${mixed(e.applied)} of the loss [${e.clause}]`
            : `  ${names[e.side]}: the remaining ${mixed(e.applied)} against ${nm(e.unitId)} (loss strength ${e.lossStrength}): ${band} [${e.clause}]`,
        );
        break;
      }
      case 'morale-check': {
        const lead = e.leadership ? ` - ${e.leadership} Leadership (${e.leadershipFrom})` : '';
        const mod = e.modifier ? ` ${e.modifier > 0 ? '+' : '-'} ${Math.abs(e.modifier)} (table)` : '';
        lines.push(
          `  ${e.kind === 'special' ? 'Special' : 'Post-combat'} morale check of ${nm(e.unitId)}: rolled ${e.roll}${lead}${mod} = ${e.modified} against morale ${e.rating}: ${e.passed ? 'passes' : 'fails'} [${e.clause}]`,
        );
        break;
      }
      case 'morale-automatic':
        lines.push(
          `  ${names[e.side]}: ${e.result === 'auto-pass' ? 'all units pass their post-combat morale automatically' : 'all units are Demoralized'} [${e.clause}]`,
        );
        break;
      case 'demoralized':
        lines.push(`  ${nm(e.unitId)} (${names[e.side]}) is Demoralized (${e.cause}) [${e.clause}]`);
        break;
      case 'eliminated':
        if (e.cause !== 'III.D.5')
          lines.push(
            `  ${nm(e.unitId)} (${names[e.side]}) is eliminated${e.cause === e.clause ? '' : ` (${e.cause}; Demoralized again)`} [${e.clause}]`,
          );
        break;
      case 'no-further-effect':
        lines.push(`  ${nm(e.unitId)} (${names[e.side]}): no further effect this round (${e.cause}) [${e.clause}]`);
        break;
      case 'after-round-revealed':
        lines.push(
          `After round ${e.round} [${e.clause}]: ${SIDES.map((s) => {
            const c = e[s];
            return `${names[s]} ${c.choice === 'withdraw' ? `withdraw${c.rearGuard.length ? ` (rear guard ${nms(c.rearGuard)})` : ''}` : `stay${c.reinforce.length ? ` (calling ${c.reinforce.join(', ')})` : ''}`}`;
          }).join('; ')}`,
        );
        break;
      case 'withdrawal-declared':
        lines.push(
          `  ${names[e.side]} withdraw${e.rearGuard.length ? `, rear guard ${nms(e.rearGuard)}` : ' without a rear guard'}; they leave after round ${e.leavesAfterRound} [${e.clause}]`,
        );
        break;
      case 'reinforcement-roll': {
        const r = e.result;
        const mods = r.modifiers.map((m) => ` ${m.value >= 0 ? '+' : '-'} ${Math.abs(m.value)} [${m.clause}]`).join('');
        lines.push(
          `  ${names[e.side]} call stack ${e.stackId}: rolled ${r.dice[0]} + ${r.dice[1]}${mods} = ${r.total}: ${r.success ? 'it comes (8 or more)' : 'it does not come'} [${e.clause}]`,
        );
        break;
      }
      case 'reinforcements-joined':
        lines.push(`  ${nms([...e.unitIds, ...e.characterIds])} join ${names[e.side]}; their first round is ${e.firstRound} [${e.clause}]`);
        break;
      case 'withdrew':
        lines.push(
          `  ${names[e.side]} withdraw ${e.destination === 'besieged-location' ? 'back into the besieged location' : 'to an adjacent hex'}: ${nms([...e.unitIds, ...e.characterIds]) || 'nobody'} [${e.clause}]`,
        );
        break;
      case 'breach-repaired':
        lines.push(`  The breach is repaired [${e.clause}]`);
        break;
      case 'characters-stranded':
        lines.push(
          `  ${names[e.side]}'s characters (${nms(e.characterIds)}) are left with enemy army units: they must battle them or be captured [${e.clause}]`,
        );
        break;
      case 'battle-over':
        break;
      default:
        break;
    }
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------
// battle: what the referee types

export const BATTLE_HELP = [
  'At a declaration, Enter accepts the engine\'s proposal; or change parts of it, several joined by ";":',
  '  charge none | charge all | charge <unit> <unit> ...   (a type name such as heavy-horse means all of them)',
  '  leader <character> | leader none                      (the character whose Leadership modifies the die)',
  '  add <character> ... | add none                        (characters adding their Leadership to strength)',
  '  array <unit> <unit> ...                               (the order losses are taken in, left to right)',
  'After a round, Enter accepts the proposal; or type:',
  '  stay | stay reinforce <stack> ... | withdraw | withdraw rear <unit> ...',
  'At a die prompt type the number rolled (1-6). Anywhere: show (both sides), help, quit.',
].join('\n');

/** Ids named by `tokens`: an id, or a type name standing for all its units (heavy-horse -> heavy-horse-1, -2). */
function idsFor(tokens: readonly string[], known: readonly string[], what: string): string[] | string {
  const out: string[] = [];
  for (const t of tokens) {
    if (known.includes(t)) out.push(t);
    else {
      const family = known.filter((id) => new RegExp(`^${t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}-\\d+$`).test(id));
      if (family.length === 0) return `No ${what} '${t}' here (${known.join(', ') || 'none'}).`;
      out.push(...family);
    }
  }
  return [...new Set(out)];
}

const words = (s: string) => s.split(/[\s,]+/).filter(Boolean);

/** A declaration changed by what the referee typed, or what is wrong with it. */
export function editDeclaration(state: RefereeState, side: Side, base: Declaration, line: string): Declaration | string {
  const s = state.sides[side];
  const units = s.units.map((u) => u.id);
  const characters = s.characters.map((c) => c.id);
  let d = { ...base };
  for (const clause of line
    .split(';')
    .map((c) => c.trim())
    .filter(Boolean)) {
    const [keyword, ...rest] = words(clause.toLowerCase());
    const none = rest.length === 1 && rest[0] === 'none';
    switch (keyword) {
      case 'charge': {
        if (rest.length === 0) return 'charge what? e.g. charge none, charge all, charge heavy-horse-1';
        const choices = battleActions(state, side);
        const mayCharge = choices?.kind === 'declare' ? [...choices.mayCharge] : [];
        const ids = none ? [] : rest.length === 1 && rest[0] === 'all' ? mayCharge : idsFor(rest, units, 'unit');
        if (typeof ids === 'string') return ids;
        d = { ...d, charge: ids };
        break;
      }
      case 'leader':
      case 'lead': {
        if (rest.length !== 1) return 'leader <character> or leader none';
        const id = none ? null : rest[0]!;
        if (id !== null && !characters.includes(id)) return `No character '${id}' on this side (${characters.join(', ') || 'none'}).`;
        d = { ...d, leader: id, addToStrength: id === null ? d.addToStrength : d.addToStrength.filter((c) => c !== id) };
        break;
      }
      case 'add': {
        if (rest.length === 0) return 'add <character> ... or add none';
        const ids = none ? [] : rest;
        for (const id of ids)
          if (!characters.includes(id)) return `No character '${id}' on this side (${characters.join(', ') || 'none'}).`;
        d = { ...d, addToStrength: ids, leader: d.leader !== null && ids.includes(d.leader) ? null : d.leader };
        break;
      }
      case 'array': {
        const ids = idsFor(rest, units, 'unit');
        if (typeof ids === 'string') return ids;
        d = { ...d, array: ids };
        break;
      }
      default:
        return `"${clause}" is not a declaration; type help for the choices.`;
    }
  }
  return d;
}

/** An after-round choice from what the referee typed, or what is wrong with it. */
export function parseAfterRound(state: RefereeState, side: Side, line: string): AfterRoundChoice | string {
  const [keyword, ...rest] = words(line.toLowerCase());
  const s = state.sides[side];
  if (keyword === 'stay') {
    if (rest.length === 0) return { type: 'stay', reinforce: [] };
    if (rest[0] !== 'reinforce' && rest[0] !== 'call') return 'stay, or stay reinforce <stack> ...';
    const stacks = s.reinforcements.map((r) => r.id);
    const ids = rest.slice(1);
    if (ids.length === 1 && ids[0] === 'all') return { type: 'stay', reinforce: stacks };
    for (const id of ids) if (!stacks.includes(id)) return `No stack '${id}' may reinforce this side (${stacks.join(', ') || 'none'}).`;
    return { type: 'stay', reinforce: ids };
  }
  if (keyword === 'withdraw') {
    const ids = rest[0] === 'rear' || rest[0] === 'rearguard' ? rest.slice(1) : rest;
    const found = idsFor(
      ids,
      s.units.map((u) => u.id),
      'unit',
    );
    if (typeof found === 'string') return found;
    return { type: 'withdraw', rearGuard: found };
  }
  return `"${line}" is not a choice: stay, stay reinforce <stack>, withdraw, withdraw rear <unit> ...`;
}

export function afterRoundText(a: AfterRoundChoice): string {
  if (a.type === 'withdraw')
    return `withdraw${a.rearGuard.length ? `, rear guard ${a.rearGuard.join(', ')}` : ' without a rear guard'} [III.D.7.a]`;
  return `stay${a.reinforce.length ? `, calling ${a.reinforce.join(', ')} to reinforce [III.D.7.b]` : ''} [III.D.7]`;
}

/**
 * What the die number `index` (0-based) of an action is for: the action is tried with the dice typed so
 * far and 1s after them; the events say which roll came at that place. The dice before it decide
 * what it is for, so the 1s after it do not change the answer.
 */
export function describeDie(
  state: RefereeState,
  seat: Side,
  action: BattleAction,
  typed: readonly number[],
  names: Readonly<Record<Side, string>>,
): string {
  const index = typed.length;
  let n = 0;
  const dice: Dice = { roll: () => (n < typed.length ? typed[n++]! : (n++, 1)) };
  const r = swordsAndSorceryBattle.apply(state, seat, action, dice);
  if (!r.ok) return 'roll 1d6';
  let at = 0;
  for (const e of r.value.events) {
    const side = 'side' in e ? `side ${e.side}'s` : '';
    const label = 'side' in e ? ` (${names[e.side]})` : '';
    if (e.type === 'die-roll') {
      if (at === index) return `roll 1d6 for ${side} combat die${label} [${e.clause}]`;
      at++;
    } else if (e.type === 'morale-check') {
      if (at === index)
        return `roll 1d6 for ${side} ${e.kind === 'special' ? 'special' : 'post-combat'} morale check of ${e.unitId}${label} [${e.clause}]`;
      at++;
    } else if (e.type === 'reinforcement-roll') {
      if (at === index || at + 1 === index)
        return `roll 1d6 for ${side} reinforcement roll of stack ${e.stackId}, die ${index - at + 1} of 2${label} [${e.clause}]`;
      at += 2;
    }
  }
  return 'roll 1d6';
}

// ---------------------------------------------------------------------------------------------------
// battle: the walkthrough

export interface BattleRunOptions {
  readonly battle: RefereeBattle;
  readonly seed: number;
  /** Ask for every die instead of rolling. */
  readonly typedDice: boolean;
  /** Write the battle record (docs/records.md) here at the end. */
  readonly save?: string;
}

/** The referee's walkthrough; resolves with the exit code. */
export async function runBattle(opts: BattleRunOptions, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  const refuse = (e: RuleError) => out(`Refused: ${e.message}  [${e.clause}]`);
  const created = Match.create(swordsAndSorceryBattle, { battle: opts.battle.spec }, opts.seed);
  if (!created.ok) {
    out(`Bad battle: ${created.error.message}`);
    return 1;
  }
  const match = created.value as BattleMatch;
  const names = match.state.names;
  const reader = new LineReader(input);
  const echo = (input as { isTTY?: boolean }).isTTY !== true;
  const ask = async (prompt: string): Promise<string | null> => {
    output.write(prompt);
    const line = await reader.next();
    if (echo) output.write((line ?? '') + '\n');
    return line === null ? null : line.trim();
  };
  let seen = 0;
  const showNew = () => {
    const events = match.events();
    for (const line of eventLines(events.slice(seen), names)) out(line);
    seen = events.length;
  };
  const save = (why: string) => {
    if (!opts.save) return;
    try {
      const meta = { referee: true, typedDice: opts.typedDice, battle: opts.battle.spec.name, date: new Date().toISOString() };
      writeFileSync(opts.save, JSON.stringify(toRecord(match as never, meta), null, 2) + '\n');
      out(`${why}: the battle record (${match.actions.length} decisions) is in ${opts.save}. Review it with: warband replay ${opts.save}`);
    } catch (e) {
      out(`Could not write ${opts.save}: ${(e as Error).message}`);
    }
  };
  class Quit extends Error {}
  /** A line, or Quit on end of input or 'quit'; 'help' and 'show' are answered here. */
  const read = async (prompt: string): Promise<string> => {
    for (;;) {
      const line = await ask(prompt);
      if (line === null || line.toLowerCase() === 'quit') throw new Quit();
      if (line.toLowerCase() === 'help') out(BATTLE_HELP);
      else if (line.toLowerCase() === 'show') for (const l of sidesText(match.state)) out(l);
      else return line;
    }
  };
  /** Applies an action; with typed dice, asks for each die the rules need. Null when refused. */
  const act = async (seat: Side, action: BattleAction): Promise<boolean> => {
    if (!opts.typedDice) {
      const r = match.act(seat, action);
      if (!r.ok) refuse(r.error);
      return r.ok;
    }
    const typed: number[] = [];
    for (;;) {
      const r = match.act(seat, action, typed);
      if (r.ok) return true;
      if (r.error.code !== 'ERR_MORE_DICE') {
        refuse(r.error);
        return false;
      }
      const what = describeDie(match.state, seat, action, typed, names);
      for (;;) {
        const line = await read(`${what}: `);
        const n = Number(line);
        if (Number.isInteger(n) && n >= 1 && n <= 6) {
          typed.push(n);
          break;
        }
        out('Type the number the die shows, 1 to 6.');
      }
    }
  };

  out(`${opts.battle.spec.name}: ${names.a} (a) against ${names.b} (b)`);
  if (opts.battle.spec.about) out(opts.battle.spec.about);
  const spec = opts.battle.spec;
  out(
    `Battle hex: ${[spec.terrain, spec.fortification].filter(Boolean).join(', ')}${spec.siege !== 'none' ? `; a ${spec.siege}, side ${spec.besieged} besieged [IV]` : ''}; ${match.state.circumstances.clear ? 'cavalry may charge' : 'no charges (clear terrain only)'} [III.D.2.b(2)]`,
  );
  out(
    opts.typedDice
      ? 'Dice are typed in: roll each one at the table when asked.'
      : `Dice rolled by the program, seed ${opts.seed} (the same battle again with --seed ${opts.seed}).`,
  );
  out("Type help for the choices; Enter accepts the engine's proposal.");
  try {
    let shownRound = 0;
    while (!match.outcome()) {
      const state = match.state;
      if (state.phase === 'declare' && shownRound !== state.round) {
        shownRound = state.round;
        out('');
        out(`--- Round ${state.round} ---`);
        for (const l of sidesText(state)) out(l);
      }
      const seat = match.toAct()[0] as Side;
      const proposal: BattleAction = refereeChoices(state, seat)[0]!;
      out('');
      if (proposal.type === 'declare') {
        const declared: Declaration = proposal;
        out(`Side ${seat} (${names[seat]}) declares for round ${state.round} (secret until both have declared). Proposed:`);
        for (const l of declarationText(state, seat, proposal)) out(l);
        for (;;) {
          const line = await read(`${seat} declares> `);
          const d: Declaration | string = line === '' ? declared : editDeclaration(state, seat, declared, line);
          if (typeof d === 'string') {
            out(d);
            continue;
          }
          if (d !== declared) for (const l of declarationText(state, seat, d)) out(l);
          if (await act(seat, d)) break;
        }
      } else {
        const chosen: AfterRoundChoice = proposal;
        out(`Side ${seat} (${names[seat]}), after round ${state.round}: stay or withdraw? Proposed: ${afterRoundText(chosen)}`);
        for (;;) {
          const line = await read(`${seat} after round ${state.round}> `);
          const c: AfterRoundChoice | string = line === '' ? chosen : parseAfterRound(state, seat, line);
          if (typeof c === 'string') {
            out(c);
            continue;
          }
          if (await act(seat, c)) break;
        }
      }
      showNew();
    }
  } catch (e) {
    if (!(e instanceof Quit)) throw e;
  } finally {
    reader.close();
  }
  const outcome = match.outcome();
  out('');
  if (outcome) {
    out(`=== The battle is over: ${outcome.reason} [${outcome.clause}] ===`);
    for (const l of sidesText(match.state)) out(l);
  } else {
    out('The battle is left unfinished.');
  }
  save(outcome ? 'The battle is over' : 'Battle left');
  return 0;
}
