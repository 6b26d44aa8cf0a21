/**
 * `warband sauron ...`: the Sauron variant's referee tools for a game on the real SPI board
 * (src/rulesets/sauron/referee/ruleset.ts, the `sauron-referee` ruleset).
 *
 *   warband sauron record game.json [--typed-dice] [--seed N] [--option turn=3] [--option wounds={"baldrim":2}]
 *   warband sauron combat ringwraith baldrim [--mortal] [--typed-dice] [--seed N] [--turn 15] [--wounds baldrim=2]
 *   warband sauron odds isildur sauron [--turn 15] [--wounds isildur=1] [--json] [--chart odds.svg]
 *
 * `record` keeps the record of a game: each line typed is one change (help lists them), checked by the
 * rules and logged with the events it caused and their clauses; the file, a game record
 * (docs/records.md), is written after every change and read back to go on with the game later.
 * `combat` resolves one Leader Combat (7.221) or a Mortal Combat to the death (22.0-22.2), the program
 * rolling or, with --typed-dice, asking for each die rolled at the table. `odds` prints the exact odds
 * of both (src/rulesets/sauron/odds.ts) and can draw them (src/rulesets/sauron/odds-chart.ts).
 */
import { randomInt } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { Command } from 'commander';
import { leaderOddsChart } from '../../rulesets/sauron/index.js';
import { writeChart } from '../chart-file.js';
import type { Dice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { replay, toRecord } from '../../core/record.js';
import { MORALE_CLASSES, SIDES, TABLES } from '../../rulesets/sauron/index.js';
import { leaderCombatOdds, mortalCombatOdds, type LeaderCombatOdds, type MortalOdds } from '../../rulesets/sauron/index.js';
import { fighterIn, type RecordAction, type RecordActionInput, type RecordEvent, type SauronRecord } from '../../rulesets/sauron/index.js';
import { describeAction, nameOf, phaseName, sideName } from '../../rulesets/sauron/index.js';
import {
  parseRefereeOptions,
  REFEREE_SEAT,
  refereeSetup,
  sauronReferee,
  type SauronRefereeOptions,
  type SauronRefereeView,
} from '../../rulesets/sauron/index.js';
import { integer, jsonOrString, parseOptionPairs } from '../options.js';
import { actWithDice, quitPrompter as prompter, Quit, type Ask } from '../prompt.js';
import { system as sauronSystem } from '../../rulesets/sauron/index.js';

type RefereeMatch = Match<SauronRecord, RecordAction, SauronRefereeView, SauronRefereeOptions, RecordEvent>;

// ---------------------------------------------------------------------------------------------------
// Leaders and situations

/** A leader's id from what was typed: his id or name, or the start of one ('gil', 'the ringwraith'). */
export function findLeader(word: string): string | { error: string } {
  const w = word
    .trim()
    .toLowerCase()
    .replace(/^the\s+/, '');
  const all = [...TABLES.leadersById.values()];
  const exact = all.find((l) => l.id === w || l.name.toLowerCase().replace(/^the\s+/, '') === w);
  if (exact) return exact.id;
  const some = all.filter(
    (l) =>
      l.id.startsWith(w) ||
      l.name
        .toLowerCase()
        .replace(/^the\s+/, '')
        .startsWith(w),
  );
  if (w && some.length === 1) return some[0]!.id;
  const list = all.map((l) => l.id).join(', ');
  return {
    error: some.length > 1 ? `'${word}' could be ${some.map((l) => l.id).join(' or ')}.` : `No leader '${word}'. Leaders: ${list}.`,
  };
}

export interface SituationFlags {
  readonly turn?: number;
  /** 'baldrim=2', repeatable. */
  readonly wounds?: readonly string[];
  /** The rules' options as key=value (mortalCombatRounds=one-die). */
  readonly option?: readonly string[];
}

/** The ruleset's options from the command line, checked, or what is wrong. */
export function situationOptions(f: SituationFlags, extra: Record<string, unknown> = {}): SauronRefereeOptions | string {
  const pairs = parseOptionPairs(f.option ?? []);
  if (typeof pairs === 'string') return pairs;
  const wounds: Record<string, number> = { ...((pairs.wounds as Record<string, number> | undefined) ?? {}) };
  for (const w of f.wounds ?? []) {
    const [who, n] = w.split('=');
    const id = findLeader(who ?? '');
    if (typeof id !== 'string') return `--wounds ${w}: ${id.error}`;
    wounds[id] = Number(n);
  }
  const input = {
    ...pairs,
    ...(f.turn !== undefined ? { turn: f.turn } : {}),
    ...(Object.keys(wounds).length ? { wounds } : {}),
    ...extra,
  };
  const parsed = parseRefereeOptions(input);
  return parsed.ok ? parsed.value : `Bad situation: ${parsed.error.message}`;
}

// ---------------------------------------------------------------------------------------------------
// Odds

export interface LeaderOdds {
  readonly attacker: string;
  readonly defender: string;
  readonly leader: LeaderCombatOdds;
  readonly mortal: MortalOdds;
  readonly mode: SauronRefereeOptions['mortalCombatRounds'];
}

/** Exact odds of a Leader Combat and of a Mortal Combat between two leaders as they stand in a record. */
export function oddsIn(s: SauronRecord, attacker: string, defender: string): LeaderOdds {
  const a = fighterIn(s, attacker);
  const d = fighterIn(s, defender);
  return {
    attacker: a.name,
    defender: d.name,
    leader: leaderCombatOdds(a, d),
    mortal: mortalCombatOdds(a, d, s.options.mortalCombatRounds),
    mode: s.options.mortalCombatRounds,
  };
}

const pct = (p: number) => `${(p * 100).toFixed(1).padStart(5)}%`;
const sign = (n: number) => (n > 0 ? `+${n}` : String(n));

export function formatOdds(o: LeaderOdds): string {
  const l = o.leader;
  const m = o.mortal;
  const lines = [
    `${o.attacker} against ${o.defender}: exact odds`,
    '',
    `One Leader Combat [7.221, 7.26]: ${o.attacker} ${l.attackerTotal} - ${o.defender} ${l.defenderTotal} = ${sign(l.differential)}, column ${sign(l.column)}`,
    '  die  result',
    ...l.faces.map((f) => `  ${f.die}    ${f.result}`),
    ...l.outcomes.map((x) => `  ${pct(x.p)}  ${o.attacker} loses ${x.attackerLoss}, ${o.defender} loses ${x.defenderLoss}`),
    `  ${o.attacker} killed: ${pct(l.attackerKilled)}; ${o.defender} killed: ${pct(l.defenderKilled)} [7.222]`,
    `  expected loss: ${o.attacker} ${l.expectedAttackerLoss.toFixed(2)}, ${o.defender} ${l.expectedDefenderLoss.toFixed(2)}`,
    '',
    `Mortal Combat to the death [22.2], ${o.mode === 'both-roll' ? 'each rolling as attacker' : 'one die a round'} [SAU-A3]:`,
    `  ${o.attacker} survives: ${pct(m.challengerWins)}`,
    `  ${o.defender} survives: ${pct(m.defenderWins)}`,
    `  both die:        ${pct(m.bothDie)}`,
    `  expected rounds: ${m.expectedRounds.toFixed(2)}  (${m.rounds.map((r) => `${r.rounds}: ${(r.p * 100).toFixed(1)}%`).join(', ')})`,
  ];
  return lines.join('\n');
}

export interface OddsIo {
  readonly out: (text: string) => void;
  readonly err: (text: string) => void;
}

/** `warband sauron odds`: returns the exit code. */
export async function runSauronOdds(
  attackerWord: string,
  defenderWord: string,
  f: SituationFlags & { json?: boolean; chart?: string },
  io: OddsIo,
): Promise<number> {
  const ids = [findLeader(attackerWord), findLeader(defenderWord)];
  for (const id of ids) if (typeof id !== 'string') return (io.err(id.error), 1);
  const [attacker, defender] = ids as [string, string];
  if (attacker === defender) return (io.err('A leader cannot fight himself [7.221].'), 1);
  const options = situationOptions(f);
  if (typeof options === 'string') return (io.err(options), 1);
  const odds = oddsIn(refereeSetup(options), attacker, defender);
  if (f.chart && !(await writeChart(f.chart, leaderOddsChart(odds), io.err))) return 1;
  io.out(f.json ? JSON.stringify(odds, null, 2) : formatOdds(odds));
  if (f.chart) (f.json ? io.err : io.out)(`Chart: ${f.chart}`);
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// Text of the record

export function summaryLines(v: SauronRefereeView): string[] {
  const s = v.summary;
  const out = [`Game-turn ${s.turn}, ${phaseName(s.phase)}${s.night ? ' (night)' : ''}`];
  out.push(
    `  ${'leader'.padEnd(16)}${'side'.padEnd(13)}${'hex'.padEnd(10)}${'C'.padStart(3)}${'M'.padStart(3)}  ${'Endurance'.padEnd(10)}${'rally'.padEnd(7)}carries`,
  );
  for (const l of s.leaders) {
    const carries = [...l.weapons.map((w) => TABLES.weapons.get(w)?.name ?? w), ...(l.ring ? [`the Ring (${l.ring})`] : [])].join(', ');
    const endurance = l.alive ? `${l.enduranceLeft}/${l.enduranceLeft + l.wounds}` : 'dead';
    out.push(
      `  ${l.name.padEnd(16)}${(sideName(l.controller) + (l.evil ? '*' : '')).padEnd(13)}${(l.position ?? '-').padEnd(10)}${String(l.combat).padStart(3)}${String(l.morale).padStart(3)}  ${endurance.padEnd(10)}${(l.rally ? String(l.rally) : '-').padEnd(7)}${carries}`,
    );
  }
  const ring =
    s.ring.status === 'destroyed'
      ? 'destroyed'
      : s.ring.status === 'lying'
        ? `lying${s.ring.lyingAt ? ` in ${s.ring.lyingAt}` : ''}`
        : `${s.ring.status} by ${nameOf(s.ring.holder)}`;
  const narsil =
    s.narsil.form === 'destroyed'
      ? 'its shards destroyed'
      : `${s.narsil.form === 'whole' ? 'whole' : 'broken (the shards)'}, ${s.narsil.bearer ? `borne by ${nameOf(s.narsil.bearer)}` : `lying${s.narsil.lyingAt ? ` in ${s.narsil.lyingAt}` : ''}`}`;
  out.push(`The Ring: ${ring} [16.6]. Narsil: ${narsil} [19.211].`);
  out.push(
    `Demoralization [SAU-A5]: ${SIDES.map((side) => {
      const d = s.demoralization[side];
      return `${sideName(side)} ${d.level} (${d.status}; demoralized at ${d.threshold}, breaks at ${d.breakPoint})`;
    }).join('; ')}`,
  );
  out.push(
    `Sauron's Magic Capability Points: ${s.magicPoints} [SAU-A25].${v.nationalitiesGone.length ? ` Destroyed: ${v.nationalitiesGone.join(', ')} [8.25].` : ''}`,
  );
  if (v.mortal && v.mortal.phase !== 'over') {
    const m = v.mortal;
    const what =
      m.phase === 'challenged'
        ? `${m.defender.name} must accept or refuse`
        : m.phase === 'closing'
          ? `${m[m.mover!].name} moves to meet his foe`
          : `round ${m.round + 1} is next`;
    out.push(`Mortal Combat: ${m.challenger.name} against ${m.defender.name}: ${what} [22.1].`);
  }
  if (s.over) out.push(`The game is over: ${s.over.reason} [${s.over.clause}].`);
  return out;
}

/** Events in the system's words, one a line, each with its clause. */
export function eventLines(events: readonly RecordEvent[], indent = '  '): string[] {
  return events.flatMap((e) => {
    const l = sauronSystem.describe.event(e, { viewer: null });
    return l ? [`${indent}${l.text}  [${l.clause}]`] : [];
  });
}

/** The whole log: each change with the events it caused. */
export function logLines(v: SauronRefereeView): string[] {
  return v.log.flatMap((entry) => [
    `#${entry.seq} turn ${entry.turn}, ${phaseName(entry.phase)}: ${describeAction(entry.action)}`,
    ...eventLines(entry.events),
  ]);
}

// ---------------------------------------------------------------------------------------------------
// Typed-in dice

/** What die number `typed.length` of an action is for, from the events of a trial with 1s after the dice typed so far. */
export function describeDie(state: SauronRecord, action: RecordAction, typed: readonly number[]): string {
  let n = 0;
  const dice: Dice = { roll: () => (n < typed.length ? typed[n++]! : (n++, 1)) };
  const r = sauronReferee.apply(state, REFEREE_SEAT, action, dice);
  if (!r.ok) return 'roll 1d6';
  let at = 0;
  for (const e of r.value.events) {
    const count =
      e.type === 'rally-roll'
        ? e.dice.length
        : e.type === 'leader-combat' || e.type === 'mortal-attack' || e.type === 'ring-removal'
          ? 1
          : 0;
    if (typed.length < at + count) {
      const which = count > 1 ? `, die ${typed.length - at + 1} of ${count}` : '';
      const who =
        e.type === 'leader-combat'
          ? `the Leader Combat, ${nameOf(e.attackerId)} attacking ${nameOf(e.defenderId)}`
          : e.type === 'mortal-attack'
            ? `Mortal Combat round ${e.round}, ${nameOf(e.attackerId)} striking at ${nameOf(e.defenderId)}`
            : e.type === 'rally-roll'
              ? `${nameOf(e.leaderId)}'s rally roll${which}`
              : e.type === 'ring-removal'
                ? `${nameOf(e.leaderId)}'s try to take off the Ring`
                : 'the roll';
      return `roll 1d6 for ${who} [${e.clause}]`;
    }
    at += count;
  }
  return 'roll 1d6';
}

/**
 * Applies an action: with the match's dice, or asking for each die rolled at the table until the rules
 * have all they need. The events, or null when refused (the refusal is printed).
 */
const actWith = (
  match: RefereeMatch,
  action: RecordAction,
  typedDice: boolean,
  ask: Ask,
  out: (t: string) => void,
): Promise<readonly RecordEvent[] | null> =>
  actWithDice(
    (dice) => match.act(REFEREE_SEAT, action, dice),
    typedDice,
    (typed) => describeDie(match.state, action, typed),
    ask,
    out,
  );

// ---------------------------------------------------------------------------------------------------
// combat

export interface CombatRunOptions {
  readonly attacker: string;
  readonly defender: string;
  readonly mortal: boolean;
  readonly typedDice: boolean;
  readonly seed: number;
  readonly situation: SituationFlags;
}

/** `warband sauron combat`: one Leader Combat, or a Mortal Combat to the death; returns the exit code. */
export async function runSauronCombat(o: CombatRunOptions, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  const ids = [findLeader(o.attacker), findLeader(o.defender)];
  for (const id of ids) if (typeof id !== 'string') return (out(id.error), 1);
  const [attacker, defender] = ids as [string, string];
  const side = TABLES.leadersById.get(attacker)!.side;
  // The attacker (the challenger) is the phasing leader: his side's Combat Phase (7.221, 22.0).
  const options = situationOptions(o.situation, { phase: `${side}-combat` });
  if (typeof options === 'string') return (out(options), 1);
  const created = Match.create(sauronReferee, options, o.seed);
  if (!created.ok) return (out(created.error.message), 1);
  const match = created.value as RefereeMatch;
  out(formatOdds(oddsIn(match.state, attacker, defender)));
  out('');
  out(
    o.typedDice
      ? 'Dice are typed in: roll each one at the table when asked.'
      : `Dice rolled by the program, seed ${o.seed} (the same again with --seed ${o.seed}).`,
  );
  const io = prompter(input, output);
  const show = (events: readonly RecordEvent[] | null) => events && eventLines(events).forEach((l) => out(l));
  let code = 0;
  try {
    if (!o.mortal) {
      const events = await actWith(match, { type: 'leader-combat', attacker, defender }, o.typedDice, io.ask, out);
      show(events);
      if (!events) code = 1;
    } else {
      const steps: RecordAction[] = [{ type: 'challenge', challenger: attacker, defender, distance: 0 }, { type: 'accept' }];
      for (const step of steps) {
        const events = await actWith(match, step, false, io.ask, out);
        show(events);
        if (!events) return 1;
      }
      for (let guard = 0; guard < 100 && match.state.mortal?.phase === 'fighting'; guard++) {
        const events = await actWith(match, { type: o.typedDice ? 'mortal-round' : 'mortal-fight' }, o.typedDice, io.ask, out);
        show(events);
        if (!events) return 1;
      }
    }
  } catch (e) {
    if (!(e instanceof Quit)) throw e;
    out('Left unfinished.');
  } finally {
    io.close();
  }
  const v = match.view(REFEREE_SEAT);
  for (const id of [attacker, defender]) {
    const l = v.summary.leaders.find((x) => x.id === id)!;
    out(
      `${nameOf(id)}: ${l.alive ? `${l.enduranceLeft} of ${l.enduranceLeft + l.wounds} Endurance left, rally rating ${l.rally}` : 'dead'}`,
    );
  }
  return code;
}

// ---------------------------------------------------------------------------------------------------
// record

export const RECORD_HELP = `Each line is one change to the record (leaders by id or name, e.g. gil or "the ringwraith"):
  show | log | odds <a> <b> | help | quit
  next                                  the next phase (and turn) [SAU-A6]
  wound <leader> <n> [cause]            Endurance lost [7.222]
  move <leader> <hex|off>               where a leader stands
  combat <attacker> <defender>          one Leader Combat [7.221]
  challenge <leader> <leader> <hexes>   a challenge to Mortal Combat [22.0]
  accept | refuse                       the challenged leader answers [22.1, 22.3]
  meet yes|no                           did the mover reach his foe's hex? [22.1]
  round | fight                         one round, or fight to the death [22.2]
  rally <leader>                        in the Joint Rally Phase [8.331, 8.37]
  ring-off <leader> | destroy-ring | take-ring <leader> | return-ring     [16.6-16.69]
  narsil-broken missile|melee|death-breath | shards-destroyed | pass-narsil <leader>   [19.211, 20.21]
  lost <westernesse|sauron> <${MORALE_CLASSES.join('|')}> [count] [unit]   units eliminated [SAU-A5]
  gone <nationality>                    every unit of a nationality destroyed [8.25]
  magic <points>                        Sauron spends Magic Capability Points
  first-battle                          the third player's first battle [16.69]
  json <action>                         any action as JSON (docs/sauron/referee.md)`;

type Parsed =
  | RecordActionInput
  | { readonly word: 'show' | 'log' | 'help' }
  | { readonly word: 'odds'; readonly a: string; readonly b: string }
  | { readonly error: string };

/** One typed line as an action of the record, a word of the keeper's own, or what is wrong with it. */
export function parseLine(line: string): Parsed {
  const [cmd = '', ...rest] = line.trim().split(/\s+/);
  const leader = (w: string | undefined) => (w === undefined ? { error: `${cmd}: which leader?` } : findLeader(w));
  const one = (make: (id: string) => Parsed): Parsed => {
    const id = leader(rest[0]);
    return typeof id === 'string' ? make(id) : id;
  };
  const two = (make: (a: string, b: string) => RecordActionInput | Parsed): Parsed => {
    const a = leader(rest[0]);
    const b = leader(rest[1]);
    if (typeof a !== 'string') return a;
    return typeof b === 'string' ? make(a, b) : b;
  };
  const int = (w: string | undefined) => (w !== undefined && /^\d+$/.test(w) ? Number(w) : null);
  switch (cmd.toLowerCase()) {
    case 'show':
    case 'log':
    case 'help':
      return { word: cmd.toLowerCase() as 'show' | 'log' | 'help' };
    case 'odds':
      return two((a, b) => ({ word: 'odds', a, b }));
    case 'next':
      return { type: 'next-phase' };
    case 'wound':
      return one((id) => {
        const n = int(rest[1]);
        return n === null
          ? { error: 'wound <leader> <points> [cause]' }
          : { type: 'wound', leader: id, points: n, ...(rest.length > 2 ? { cause: rest.slice(2).join(' ') } : {}) };
      });
    case 'move':
      return one((id) =>
        rest[1] === undefined ? { error: 'move <leader> <hex|off>' } : { type: 'move', leader: id, to: rest[1] === 'off' ? null : rest[1] },
      );
    case 'combat':
      return two((a, b) => ({ type: 'leader-combat', attacker: a, defender: b }));
    case 'challenge':
      return two((a, b) => {
        const d = int(rest[2]);
        return d === null
          ? { error: 'challenge <challenger> <defender> <hexes between them>' }
          : { type: 'challenge', challenger: a, defender: b, distance: d };
      });
    case 'accept':
    case 'refuse':
      return { type: cmd.toLowerCase() as 'accept' | 'refuse' };
    case 'meet':
      return rest[0] === 'yes' || rest[0] === 'no' ? { type: 'meet', reached: rest[0] === 'yes' } : { error: 'meet yes|no' };
    case 'round':
      return { type: 'mortal-round' };
    case 'fight':
      return { type: 'mortal-fight' };
    case 'rally':
      return one((id) => ({ type: 'rally', leader: id }));
    case 'ring-off':
      return one((id) => ({ type: 'ring-removal', leader: id }));
    case 'destroy-ring':
      return { type: 'destroy-ring' };
    case 'take-ring':
      return one((id) => ({ type: 'take-ring', leader: id }));
    case 'return-ring':
      return { type: 'return-ring' };
    case 'narsil-broken':
      return rest[0] === 'missile' || rest[0] === 'melee' || rest[0] === 'death-breath'
        ? { type: 'narsil-broken', cause: rest[0] }
        : { error: 'narsil-broken missile|melee|death-breath' };
    case 'shards-destroyed':
      return { type: 'shards-destroyed', ...(rest.length ? { cause: rest.join(' ') } : {}) };
    case 'pass-narsil':
      return one((id) => ({ type: 'pass-narsil', to: id }));
    case 'lost': {
      const count = rest[2] === undefined ? 1 : int(rest[2]);
      if (!SIDES.includes(rest[0] as never) || !MORALE_CLASSES.includes(rest[1] as never) || count === null)
        return { error: `lost <westernesse|sauron> <${MORALE_CLASSES.join('|')}> [count] [unit]` };
      return {
        type: 'unit-eliminated',
        side: rest[0] as never,
        morale: rest[1] as never,
        count,
        ...(rest.length > 3 ? { unit: rest.slice(3).join(' ') } : {}),
      };
    }
    case 'gone':
      return rest[0] ? { type: 'nationality-destroyed', nationality: rest[0] } : { error: 'gone <nationality>' };
    case 'magic': {
      const n = int(rest[0]);
      return n === null ? { error: 'magic <points>' } : { type: 'spend-magic', points: n };
    }
    case 'first-battle':
      return { type: 'first-battle' };
    case 'json': {
      const value = jsonOrString(line.trim().slice(4).trim());
      return typeof value === 'object' && value !== null ? (value as RecordActionInput) : { error: 'json {"type": ...}' };
    }
    default:
      return { error: `Unknown command '${cmd}'. Type help for the list.` };
  }
}

export interface RecordRunOptions {
  readonly file: string;
  readonly typedDice: boolean;
  readonly seed: number;
  /** For a new record: the situation. */
  readonly situation: SituationFlags;
}

/** Opens the record file (a game record of `sauron-referee`) or starts a new one; the match, or what is wrong. */
export function openRecord(o: RecordRunOptions): { match: RefereeMatch; resumed: boolean } | string {
  if (!existsSync(o.file)) {
    const options = situationOptions(o.situation);
    if (typeof options === 'string') return options;
    const created = Match.create(sauronReferee, options, o.seed);
    return created.ok ? { match: created.value as RefereeMatch, resumed: false } : created.error.message;
  }
  if ((o.situation.option ?? []).length || (o.situation.wounds ?? []).length || o.situation.turn !== undefined)
    return `${o.file} exists and holds its own situation; leave out --option, --wounds and --turn (or name a new file).`;
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(o.file, 'utf8'));
  } catch (e) {
    return `Cannot read ${o.file}: ${(e as Error).message}`;
  }
  const r = replay(json, sauronReferee);
  if (!r.ok) return `${o.file}: ${r.error.message}`;
  if (r.value.failure)
    return `${o.file}: change ${r.value.failure.index + 1} is refused: ${r.value.failure.error.message} [${r.value.failure.error.clause}]`;
  return { match: r.value.match as RefereeMatch, resumed: true };
}

/** `warband sauron record`: the interactive record keeper; returns the exit code. */
export async function runSauronRecord(o: RecordRunOptions, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  const opened = openRecord(o);
  if (typeof opened === 'string') return (out(opened), 1);
  const { match, resumed } = opened;
  const save = () => {
    try {
      writeFileSync(o.file, JSON.stringify(toRecord(match as never, { referee: true, tool: 'warband sauron record' }), null, 2) + '\n');
      return true;
    } catch (e) {
      out(`Could not write ${o.file}: ${(e as Error).message}`);
      return false;
    }
  };
  out(resumed ? `${o.file}: ${match.actions.length} changes read back.` : `A new record in ${o.file} (seed ${match.seed}).`);
  out(
    o.typedDice
      ? 'Dice are typed in: roll each one at the table when asked.'
      : 'Dice are rolled by the program (start with --typed-dice to type them in).',
  );
  out('Type help for the commands.');
  if (!resumed && !save()) return 1;
  for (const l of summaryLines(match.view(REFEREE_SEAT))) out(l);
  const io = prompter(input, output);
  try {
    while (!match.outcome()) {
      const s = match.state;
      const line = await io.ask(`T${s.turn} ${s.phase}> `);
      if (line === '') continue;
      const p = parseLine(line);
      if ('error' in p) {
        out(p.error);
        continue;
      }
      if ('word' in p) {
        if (p.word === 'odds') out(p.a === p.b ? 'A leader cannot fight himself [7.221].' : formatOdds(oddsIn(match.state, p.a, p.b)));
        else if (p.word === 'help') out(RECORD_HELP);
        else (p.word === 'show' ? summaryLines : logLines)(match.view(REFEREE_SEAT)).forEach((l) => out(l));
        continue;
      }
      const action = sauronReferee.parseAction(p);
      if (!action.ok) {
        out(`Refused: ${action.error.message}  [${action.error.clause}]`);
        continue;
      }
      const events = await actWith(match, action.value, o.typedDice, io.ask, out);
      if (!events) continue;
      out(`#${match.actions.length} ${describeAction(action.value)}`);
      eventLines(events).forEach((l) => out(l));
      save();
    }
  } catch (e) {
    if (!(e instanceof Quit)) throw e;
  } finally {
    io.close();
  }
  const outcome = match.outcome();
  if (outcome) out(`The game is over: ${outcome.reason} [${outcome.clause}]`);
  out(`The record (${match.actions.length} changes) is in ${o.file}. Go on with: warband sauron record ${o.file}`);
  return 0;
}

// ---------------------------------------------------------------------------------------------------
// The commands (wired in main.ts)

const collect = (value: string, previous: string[]) => [...previous, value];

/** Adds `sauron record`, `sauron combat` and `sauron odds` to the program. */
export function addSauronCommands(cli: Command): void {
  const sauron = cli
    .command('sauron')
    .description('the Sauron variant for a game on the real board: keep the record, resolve leader combats, see the odds');
  const situation = (c: Command) =>
    c
      .option('--turn <n>', 'the game-turn (night from 15: SAU-A19)', integer)
      .option('--wounds <leader=n>', 'Endurance already lost, repeatable (baldrim=2)', collect, [])
      .option('--option <key=value>', 'a rules option, repeatable (mortalCombatRounds=one-die; docs/sauron/assumptions.md)', collect, []);

  situation(
    sauron
      .command('record')
      .description(
        'keep the record of a game: leaders, wounds, the Ring, Narsil, demoralization, rallies; every change logged with its clause',
      )
      .argument('<file>', 'the record (JSON); read back and continued if it exists'),
  )
    .option('--typed-dice', 'ask for every die (rolled at the table) instead of rolling them')
    .option('--seed <n>', "the seed of the program's dice for a new record (default: a random one)", integer)
    .action(async (file: string, o: SituationFlags & { typedDice?: boolean; seed?: number }) => {
      process.exitCode = await runSauronRecord(
        { file, typedDice: o.typedDice === true, seed: o.seed ?? randomInt(0, 2 ** 31 - 1), situation: o },
        process.stdin,
        process.stdout,
      );
    });

  situation(
    sauron
      .command('combat')
      .description('resolve a Leader Combat (7.221) or, with --mortal, a Mortal Combat to the death (22.2)')
      .argument('<attacker>', 'the phasing leader (or challenger): an id or a name')
      .argument('<defender>', 'his foe'),
  )
    .option('--mortal', 'a Mortal Combat to the death, the two already in one hex (22.1)')
    .option('--typed-dice', 'ask for every die (rolled at the table) instead of rolling them')
    .option('--seed <n>', 'the seed of the dice (default: a random one, printed)', integer)
    .action(async (attacker: string, defender: string, o: SituationFlags & { mortal?: boolean; typedDice?: boolean; seed?: number }) => {
      const seed = o.seed ?? randomInt(0, 2 ** 31 - 1);
      process.exitCode = await runSauronCombat(
        { attacker, defender, mortal: o.mortal === true, typedDice: o.typedDice === true, seed, situation: o },
        process.stdin,
        process.stdout,
      );
    });

  situation(
    sauron
      .command('odds')
      .description('the exact odds of a Leader Combat and of a Mortal Combat between two leaders')
      .argument('<attacker>', 'the attacker (or challenger): an id or a name')
      .argument('<defender>', 'his foe'),
  )
    .option('--json', 'print the odds as JSON')
    .option('--chart <file.svg>', 'write a chart of the odds here')
    .action(async (attacker: string, defender: string, o: SituationFlags & { json?: boolean; chart?: string }) => {
      process.exitCode = await runSauronOdds(attacker, defender, o, {
        out: (t) => process.stdout.write(t + '\n'),
        err: (t) => process.stderr.write(t + '\n'),
      });
    });
}
