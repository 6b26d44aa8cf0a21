/**
 * `warband spear play` (and `warband play sword-and-spear`): a battle of Sword & Spear Fantasy in the
 * terminal, against the computer (src/ai/sword-and-spear/heuristic.ts, or any catalog name) or two
 * people at one keyboard (hot-seat; nothing is hidden in this game, so no screen is covered). Like
 * sauron-play.ts it reads lines from any readable stream and writes to any writable one, so a test (or a
 * pipe) plays a whole battle from a script; the match set-up, the computer and the prompt are
 * game-setup.ts's.
 *
 * Before each decision: the table (turn, action phase, the dice drawn and given, both armies' units with
 * position, facing, hits and discipline, the characters, a text map), then the legal actions numbered,
 * each with its clause. The list is generic: whatever action kinds the rules offer are listed (kinds this
 * file has no words for are shown by their fields and the clause of what they would do), so a new kind
 * appears without a change here; the words are the web page's too (describe.ts `describeSsfAction`).
 * Type the number; also `board`, `list`, `log`, `do {json}`, `help`, `quit`. With two players a side
 * (option playersPerSide 2, SSF-A51) `seat` may be a second command ('a2', 'b2'); the computer plays
 * every seat no one at the keyboard has (hot-seat: all four at the keyboard).
 *
 *   const code = await runSpearPlay({ hotseat: false, level: 'heuristic', seat: 'a', seed: 7, options: { scenario: 'skirmish' } }, process.stdin, process.stdout);
 */
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../core/dice.js';
import { outline, pointInPolygon, pt, type Point } from '../../core/geometry/open-table.js';
import type { Outcome, Seat } from '../../core/ruleset.js';
import { capacity, disciplineOf, enemiesInContact, goingOf, routAt, unitById, type Unit } from '../../rulesets/sword-and-spear/index.js';
import { CLAUSE } from '../../rulesets/sword-and-spear/index.js';
import { armyBreakpoints, TABLES } from '../../rulesets/sword-and-spear/index.js';
import { actionContextOf, describeSsfAction, describeSsfFields, turnWords } from '../../rulesets/sword-and-spear/index.js';
import {
  ALLY_SEATS,
  characterPosition,
  PLAYER_SEATS,
  playerOf,
  playersOf,
  SEATS,
  type SsfAction,
  type SsfEvent,
  type SsfState,
} from '../../rulesets/sword-and-spear/index.js';
import { swordAndSpear, type SsfView } from '../../rulesets/sword-and-spear/index.js';
import { SCENARIOS } from '../../rulesets/sword-and-spear/index.js';
import {
  eventLines,
  logText,
  newEventsPrinter,
  playGame,
  startPlay,
  type Decided,
  type EventWords,
  type PlayOptions,
} from '../game-setup.js';
import { nameIndex, nameOfIn, system as spear } from '../../rulesets/sword-and-spear/index.js';
import { CONTROLS_HELP, playerControls } from '../controls.js';

/** The army played against the computer ('a' the scenario's first, 'b' its second; 'a2', 'b2' their second commands, SSF-A51); options: scenario, maxTurns, playersPerSide, the switchable assumptions. */
export type SpearPlayOptions = PlayOptions<Seat>;

type NameOf = (id: string) => string;

export const SPEAR_PLAY_HELP = [
  'Commands:',
  '  N          take legal action number N (listed under the table; grouped ones read number:value)',
  '  list       every legal action on a line of its own',
  '  board      the table again: dice, units, characters and the map',
  '  log        everything that has happened, each line with its clause',
  '  do {json}  an action typed as JSON, e.g. do {"type":"give","unit":"patrol-spears","value":4}',
  '             (the rules refuse what they forbid, with the clause)',
  CONTROLS_HELP,
  '  help, quit',
  "Map: UPPER case letters the first army's units, lower case the second's (the legend names them);",
  '  * a character on his own; # woods, : rough, ~ marsh, ^ village, / hill, % rocky hill, " fields, = a hedge, wall or stream.',
].join('\n');

// ---------------------------------------------------------------------------------------------------
// Names

/** Every id the game names (units, routed units, characters, the seats) as players know them: the system's names, as the log gives them. */
export const namesOf = (view: Pick<SsfState, 'field' | 'routed' | 'characters' | 'names'>): NameOf => nameOfIn(nameIndex(view));

// ---------------------------------------------------------------------------------------------------
// Legal actions in words

export interface ActionText {
  readonly text: string;
  readonly clause: string;
}

/** The kinds of action the shared wording (describe.ts) has words for; any other is worded from its fields. */
const KNOWN_KINDS: ReadonlySet<string> = new Set([
  'give',
  'done-allocating',
  'attack-spell',
  'no-more-spells',
  'boost',
  'order',
  'protect',
  'no-protect',
  'place',
  'heal',
  'end-phase-done',
  'group-move',
]);

const isUnit = (view: SsfView, id: unknown) => typeof id === 'string' && unitById(view.field, id) !== undefined;

/**
 * A legal action in words with the clause it rests on: the wording the web page shows too
 * (describe.ts `describeSsfAction`). Kinds (and orders) it does not know are worded from their fields;
 * their clause is the one the rules cite for what the action does (the first event of applying it to a
 * copy of the state), so a new kind shows its clause too.
 */
export function actionText(a: SsfAction, view: SsfView, nameOf: NameOf, seat?: Seat): ActionText {
  const lone = (id: string) => !isUnit(view, id) && view.characters.some((c) => c.id === id);
  const d = describeSsfAction(a, nameOf, { ...actionContextOf(view), lone });
  return d.known ? { text: d.text, clause: d.clause } : unknownKind(a as unknown as Record<string, unknown>, d.text, view, seat);
}

/** A kind (or an order) with no words: its fields, and the clause of its first event on a copy of the state. */
function unknownKind(a: Record<string, unknown>, text: string, view: SsfView, seat?: Seat): ActionText {
  let clause = typeof a.clause === 'string' ? a.clause : '';
  if (!clause && seat) {
    try {
      const r = swordAndSpear.apply(view, seat, a as unknown as SsfAction, SeededDice.fromSeed(1));
      const first = r.ok ? r.value.events.find((e) => e.type !== 'activated' && e.type !== 'action-phase' && e.type !== 'turn') : undefined;
      clause = r.ok ? (first?.clause ?? '') : r.error.clause;
    } catch {
      // A kind the rules in this build do not handle: no clause to show but the fallback.
    }
  }
  return { text, clause: clause || (a.type === 'order' ? 'F3' : 'SSF-A1') };
}

/** The legal actions by number: gives grouped by unit and moves by order and turn ('number:value'), every other action on its own line. */
export function legalLines(view: SsfView, legal: readonly SsfAction[], nameOf: NameOf, seat?: Seat, all = false): string[] {
  const groups = new Map<string, { head: string; items: string[] }>();
  const singles: string[] = [];
  const group = (key: string, head: string, item: string) => {
    const g = groups.get(key) ?? { head, items: [] };
    g.items.push(item);
    groups.set(key, g);
  };
  legal.forEach((a, i) => {
    const no = i + 1;
    if (!all && a.type === 'give') return group(`give:${a.unit}`, `Give a die to ${nameOf(a.unit)} (number:die) [F1]:`, `${no}:${a.value}`);
    if (!all && a.type === 'order' && a.order === 'advance' && (a.turn ?? 0) === 0)
      return group('advance', 'Advance (number:DU) [F3]:', `${no}:${a.distance ?? 0}`);
    if (!all && a.type === 'order' && a.order === 'manoeuvre')
      return group(
        `manoeuvre:${a.turn ?? 0}`,
        `Manoeuvre: ${turnWords(a.turn ?? 0)}, then (number:DU) [SSF-A37]:`,
        `${no}:${a.distance ?? 0}`,
      );
    if (!all && a.type === 'order' && a.order === 'move-and-shoot')
      return group(
        `mas:${a.target}`,
        `Advance and shoot at ${nameOf(a.target ?? '')} (number:DU) [${CLAUSE.combatDice}]:`,
        `${no}:${a.distance ?? 0}`,
      );
    if (!all && a.type === 'group-move')
      return group(
        `group:${a.units.join()}`,
        `Group move with ${a.units.map(nameOf).join(' and ')}, straight ahead (number:DU) [SSF-A50]:`,
        `${no}:${a.distance}`,
      );
    // A kind with no words here that differs only in its distance (a group move, say): one line per kind and the rest of its fields.
    const x = a as unknown as Record<string, unknown>;
    if (!all && !KNOWN_KINDS.has(String(x.type)) && typeof x.distance === 'number') {
      const { distance: _, ...rest } = x;
      const key = `other:${JSON.stringify(rest)}`;
      if (!groups.has(key)) {
        const d = actionText(a, view, nameOf, seat);
        group(key, `${describeSsfFields(rest as { type: string }, nameOf)} (number:DU) [${d.clause}]:`, `${no}:${x.distance}`);
      } else group(key, '', `${no}:${x.distance}`);
      return;
    }
    const d = actionText(a, view, nameOf, seat);
    singles.push(`  ${String(no).padStart(3)}. ${d.text}  [${d.clause}]`);
  });
  return [...[...groups.values()].map((g) => `  ${g.head} ${g.items.join(' ')}`), ...singles];
}

// ---------------------------------------------------------------------------------------------------
// The table in words

const STEP_WORDS: Readonly<Record<string, string>> = {
  allocate: 'allocating action dice [F1]',
  'attack-spells': `attack spells [${CLAUSE.spells}]`,
  activate: 'activations, lowest die first [F1]',
  'assign-power': `assigning magic power dice [${CLAUSE.power}; SSF-A23]`,
  protect: `a protect spell? [${CLAUSE.spells}]`,
  'fight-boost': `a boost spell for the unit that fights? [${CLAUSE.spells}]`,
  'end-phase': 'the end phase: commanders and magic-users move, rally/heal spells [SSF-A1]',
  over: 'the battle is over',
};

const r1 = (x: number) => (Math.round(x * 10) / 10).toFixed(1);

/** Letters for units on the map: the scenario's order, upper case for the first army, lower for the second. */
function unitLetters(view: SsfView): Map<string, string> {
  const spec = SCENARIOS.get(view.scenario);
  const out = new Map<string, string>();
  const ids = SEATS.map((s, i) => {
    const fromSpec = spec?.armies[i]?.units.map((u) => u.unit) ?? [];
    const extra = [
      ...view.field.units.filter((u) => u.side === s).map((u) => u.id),
      ...view.routed.filter((r) => r.side === s).map((r) => r.id),
    ].filter((id) => !fromSpec.includes(id));
    return [...fromSpec, ...extra];
  });
  ids.forEach((list, i) => list.forEach((id, k) => out.set(id, String.fromCharCode((i === 0 ? 65 : 97) + (k % 26)))));
  return out;
}

const TERRAIN_CHAR: Readonly<Record<string, string>> = {
  woods: '#',
  rough: ':',
  marsh: '~',
  village: '^',
  hill: '/',
  'rocky-hill': '%',
  fields: '"',
};

/** The table as text, two characters to a DU across and one line to a DU down; the first army's edge (y = 0) at the bottom. */
export function renderTable(view: SsfView, letters = unitLetters(view)): string[] {
  const cols = Math.round(view.table.width * 2);
  const rows = Math.round(view.table.depth);
  const bases = view.field.units.map((u) => ({ letter: letters.get(u.id) ?? '?', poly: outline(u.base) }));
  const lone = view.characters.filter((c) => !c.killed && !c.attachedTo).map((c) => characterPosition(view, c));
  const obstacles = (view.field as { obstacles?: readonly { line: readonly Point[] }[] }).obstacles ?? [];
  // The cells a linear obstacle passes through (SSF-A48), walked in steps of a tenth of a DU.
  const onObstacle = new Set<string>();
  for (const o of obstacles) {
    for (let i = 0; i + 1 < o.line.length; i++) {
      const [a, b] = [o.line[i]!, o.line[i + 1]!];
      const steps = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) * 10));
      for (let k = 0; k <= steps; k++)
        onObstacle.add(`${Math.floor((a.x + ((b.x - a.x) * k) / steps) * 2)},${Math.floor(a.y + ((b.y - a.y) * k) / steps)}`);
    }
  }
  const cell = (p: Point): string => {
    for (const b of bases) if (pointInPolygon(p, b.poly)) return b.letter;
    if (lone.some((c) => Math.abs(c.x - p.x) <= 0.5 && Math.abs(c.y - p.y) <= 0.5)) return '*';
    if (onObstacle.has(`${Math.floor(p.x * 2)},${Math.floor(p.y)}`)) return '=';
    for (const t of view.field.terrain) if (pointInPolygon(p, t.polygon)) return TERRAIN_CHAR[t.type] ?? '?';
    return '.';
  };
  const out: string[] = [];
  for (let r = rows - 1; r >= 0; r--) {
    let line = '';
    for (let c = 0; c < cols; c++) line += cell(pt((c + 0.5) / 2, r + 0.5));
    out.push(`${String(r).padStart(3)} ${line}`);
  }
  let ruler = '';
  for (let c = 0; c < cols; c += 2) {
    const x = c / 2;
    ruler += x % 3 === 0 ? String(x).padEnd(6) : '';
  }
  out.push(`    ${ruler.trimEnd()}  (DU)`);
  return out;
}

const compass = (f: number) => {
  const d = ((Math.round(f) % 360) + 360) % 360;
  return d === 90 ? 'toward the second army' : d === 270 ? 'toward the first army' : `${d}°`;
};

function unitLine(view: SsfView, u: Unit, letter: string, nameOf: NameOf): string {
  const o = view.options;
  const contact = enemiesInContact(view.field, u, o).map((e) => nameOf(e.id));
  const going = goingOf(view.field, u, o);
  const flags = [
    view.current?.unit === u.id ? 'ACTIVE' : null,
    view.commands
      ? `${(ALLY_SEATS as readonly string[]).includes(playerOf(view, u.id) ?? '') ? 'second' : 'first'} command [SSF-A51]`
      : null,
    view.turn.acted.includes(u.id) ? 'has acted' : null,
    u.commanderAttached ? 'commander attached' : null,
    u.outOfCommand ? 'out of command' : null,
    going !== 'open' ? `in ${going} going` : null,
    u.altitude && u.altitude !== 'ground' ? `flying ${u.altitude}` : null,
    contact.length ? `in contact with ${contact.join(', ')}` : null,
  ].filter(Boolean);
  const missile = u.profile.missile.map((m) => TABLES.missile.get(m.weapon)?.name ?? m.weapon).join(', ');
  return `  ${letter} ${nameOf(u.id).padEnd(18)} at (${r1(u.base.centre.x).padStart(4)}, ${r1(u.base.centre.y).padStart(4)}) facing ${compass(u.base.facing)}; hits ${u.hits} of ${routAt(u)} (${capacity(u)} to rout), discipline ${disciplineOf(view.field, u, o).value}${missile ? `, ${missile}` : ''}${flags.length ? `; ${flags.join(', ')}` : ''}`;
}

/** The turn and step, the action dice drawn this phase (and given), magic power. */
export function statusLines(view: SsfView, nameOf: NameOf): string[] {
  const out: string[] = [];
  const phase = view.phase ? `, action phase ${view.turn.phase}` : '';
  out.push(`Turn ${view.turn.turn} of ${view.options.maxTurns}${phase}: ${STEP_WORDS[view.step] ?? view.step}`);
  const p = view.phase;
  if (p) {
    // SSF-A51: with two players a side, each player's dice (his own colour) on their own.
    const sides = playersOf(view).map((s) => {
      const given = (p.allocated[s] ?? []).map((g) => `${g.dice.join('+')} to ${nameOf(g.unit)}`);
      return `${nameOf(s)} ${(p.rolled[s] ?? []).join(' ') || 'none'}${given.length ? ` (given: ${given.join(', ')})` : ''}`;
    });
    out.push(`Action dice drawn: ${sides.join('; ')}. ${nameOf(p.initiative)} have the initiative [F1].`);
  }
  out.push(
    `Left in the bag: ${playersOf(view)
      .map((s) => `${nameOf(s)} ${view.turn.bag[s] ?? 0}`)
      .join(', ')} [F1]`,
  );
  const power = Object.entries(view.magic.power).filter(([, v]) => v > 0);
  if (power.length) out.push(`Magic power left: ${power.map(([id, v]) => `${nameOf(id)} ${v}`).join(', ')} [${CLAUSE.power}]`);
  if (view.current)
    out.push(
      `${nameOf(view.current.unit)} is activated with ${view.current.dice.join(' ')}${view.current.boost ? ` (+${view.current.boost} from a boost)` : ''} [F1]`,
    );
  if (view.pending)
    out.push(`${nameOf(view.pending.shooter)} shoots at ${nameOf(view.pending.target)}: a protect spell may be cast [${CLAUSE.spells}]`);
  return out;
}

/** Both armies: losses against the break point, every unit, the characters; routed units. */
export function armyLines(view: SsfView, nameOf: NameOf, letters = unitLetters(view)): string[] {
  const out: string[] = [];
  for (const s of SEATS) {
    const value = view.armyValue[s] ?? 0;
    out.push(
      `${nameOf(s)}: lost ${view.losses[s] ?? 0} of ${value} army value, beaten at ${armyBreakpoints(value).defeatAt} [F12, SSF-A7]`,
    );
    for (const u of view.field.units.filter((x) => x.side === s)) out.push(unitLine(view, u, letters.get(u.id) ?? '?', nameOf));
    for (const c of view.characters.filter((x) => x.side === s)) {
      const what = [c.commander, c.magicLevel !== undefined ? `magic-user level ${c.magicLevel}` : null].filter(Boolean).join(', ');
      const where = c.killed
        ? 'killed'
        : c.attachedTo
          ? `with ${nameOf(c.attachedTo)}`
          : `alone at (${r1(c.position.x)}, ${r1(c.position.y)})`;
      out.push(`  * ${c.name} (${what}): ${where}`);
    }
    const routed = view.routed.filter((r) => r.side === s);
    if (routed.length) out.push(`  routed: ${routed.map((r) => `${nameOf(r.id)} (${r.value})`).join(', ')}`);
  }
  return out;
}

/** The whole table: status, armies and the map. */
export function boardLines(view: SsfView, nameOf: NameOf = namesOf(view)): string[] {
  const letters = unitLetters(view);
  return [...statusLines(view, nameOf), ...armyLines(view, nameOf, letters), ...renderTable(view, letters)];
}

export function outcomeText(o: Outcome, nameOf: NameOf): string {
  return `The battle is over: ${o.reason}; ${o.winner ? `${nameOf(o.winner)} win` : 'a draw'}  [${o.clause}]`;
}

// ---------------------------------------------------------------------------------------------------
// The game

/** An event in the words players read, with its clause (the system's describer, names from `view`). */
const wordsIn =
  (view: SsfView) =>
  (e: SsfEvent): EventWords => {
    const l = spear.describe.event(e, { viewer: null, view });
    return l ? { text: l.text, clause: l.clause ?? '' } : null;
  };

/** Plays one battle; resolves with the process exit code. */
export async function runSpearPlay(opts: SpearPlayOptions, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  const two = opts.options.playersPerSide === 2;
  if (!(two ? PLAYER_SEATS : SEATS).some((s) => s === opts.seat)) {
    out(
      `--seat: a or b (the scenario's first or second army${two ? '; a2 or b2 their second commands, SSF-A51' : ''}), not '${opts.seat}'.`,
    );
    return 1;
  }
  // Hot-seat: every seat at this keyboard (SSF-A51: four with two players a side); else the computer plays every other seat.
  const session = startPlay(swordAndSpear, opts, { seats: (m) => playersOf(m.view('a')), salt: 5 }, input, output, out);
  if (!session) return 1;
  const { match, computer, reader } = session;
  const controls = playerControls(match, { hotseat: opts.hotseat, humans: session.humans });
  const first = match.view('a');
  const nameOf0 = namesOf(first);
  const scenario = SCENARIOS.get(first.scenario);
  const showNew = newEventsPrinter(
    () => match.events(),
    (fresh) => eventLines(fresh, wordsIn(match.view('a'))),
    out,
  );

  out(`Sword & Spear Fantasy: ${scenario?.name ?? first.scenario}, ${nameOf0('a')} against ${nameOf0('b')}`);
  out(
    opts.hotseat
      ? 'Hot-seat: both armies at this keyboard (nothing is hidden in this game).'
      : `You command ${nameOf0(opts.seat)} against the computer (${computer!.name}).`,
  );
  out(
    `Seed ${opts.seed} (the same dice again with --seed ${opts.seed}); at most ${first.options.maxTurns} turns [SSF-A35]. Type help for the commands.`,
  );

  let boardKey = '';
  const decide = async (seat: Seat): Promise<Decided> => {
    showNew();
    let view = match.view(seat);
    let nameOf = namesOf(view);
    let legal = match.legalActions(seat);
    // The whole table at each new phase, step and activation; the dice and the step before every other decision.
    const key = `${view.turn.turn}/${view.turn.phase}/${view.step}/${view.current?.unit ?? ''}/${view.field.units.map((u) => `${u.id}${u.hits}${r1(u.base.centre.x)}${r1(u.base.centre.y)}${u.base.facing}`).join()}`;
    out();
    for (const l of key !== boardKey ? boardLines(view, nameOf) : statusLines(view, nameOf)) out(l);
    boardKey = key;
    out(`${nameOf(seat)} to decide:`);
    for (const l of legalLines(view, legal, nameOf, seat)) out(l);
    for (;;) {
      const line = await reader.ask(`${nameOf(seat)}> `);
      if (line === null) return 'ended';
      const text = line.trim();
      const [cmd = '', ...rest] = text.split(/\s+/);
      view = match.view(seat);
      nameOf = namesOf(view);
      legal = match.legalActions(seat);
      if (cmd === '') continue;
      const said = controls(cmd, seat);
      if (said) {
        out(said.text);
        if (said.changed) return 'acted';
        continue;
      }
      let action: unknown;
      if (/^\d+$/.test(cmd)) {
        const a = legal[Number(cmd) - 1];
        if (!a) {
          out(`There is no action ${cmd}: pick a number from 1 to ${legal.length} (list shows them all).`);
          continue;
        }
        action = a;
      } else if (cmd.toLowerCase() === 'do') {
        try {
          action = JSON.parse(rest.join(' '));
        } catch (e) {
          out(`do: not JSON (${(e as Error).message}). Example: do {"type":"order","order":"hold"}`);
          continue;
        }
      } else {
        switch (cmd.toLowerCase()) {
          case 'help':
          case '?':
            out(SPEAR_PLAY_HELP);
            continue;
          case 'list':
            for (const l of legalLines(view, legal, nameOf, seat, true)) out(l);
            continue;
          case 'board':
          case 'show':
            for (const l of boardLines(view, nameOf)) out(l);
            continue;
          case 'log':
            out(logText(eventLines(match.events(), wordsIn(view))));
            continue;
          case 'quit':
          case 'q':
            return 'quit';
          default:
            out(`'${text}' is not understood: type a number from 1 to ${legal.length}, or help.`);
            continue;
        }
      }
      // What it did is printed as its events (with the computer's) before the next decision.
      const r = match.act(seat, action);
      if (!r.ok) {
        out(`Refused: ${r.error.message}  [${r.error.clause}]`);
        continue;
      }
      return 'acted';
    }
  };
  const end = (outcome: Outcome) => {
    const view = match.view('a');
    const nameOf = namesOf(view);
    return [
      '',
      '=== The end of the battle ===',
      ...armyLines(view, nameOf),
      outcomeText(outcome, nameOf),
      `${match.actions.length} actions were played.`,
    ];
  };
  return playGame(session, opts, { noun: 'battle', decide, before: showNew, lines: end }, out);
}
