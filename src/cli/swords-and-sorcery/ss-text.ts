/**
 * Swords & Sorcery (strategic variant) as text: the hex map, the stacks, a place looked at, the events
 * with their clauses, the legal actions as commands, and what the player types, as pure functions of a
 * seat's view (SsView) and the events it may see. No I/O here: ss-play.ts prints what these return.
 * Battles are told with the refereed walkthrough's formatting (ss-battle.ts). docs/cli.md shows a session.
 *
 * The map draws flat-topped hexes in columns, five characters a hex: each map row is two lines, the odd
 * columns on the first and the even columns (half a hex lower, SSV-A6) on the second, so each hex sits
 * between its neighbours as on the printed map:
 *
 *        01   02   03   04
 *   01  fff       W6.          odd columns of row 01 (row number on the left)
 *            fff      [...]  01   even columns of row 01, half a hex lower (row number on the right)
 */
import type { Assumption, GameEvent, Outcome, Seat } from '../../core/ruleset.js';
import {
  costWords,
  counterCode,
  gameContext,
  groupMoves,
  hexsideFeature,
  moveTargets,
  type AfterRoundChoice,
  type BattleView,
  type Declaration,
  type PieceView,
  type PlaceRef,
  type RefereeEvent,
  type RefereeState,
  type SsAction,
  type SsEvent,
  type SsView,
  nameIndex,
  outcomeWords,
  system,
  unnamed,
} from '../../rulesets/swords-and-sorcery/index.js';
import { afterRoundText, declarationText, editDeclaration, eventLines, mixed, parseAfterRound, sidesText } from './ss-battle.js';
import { plural } from '../../core/words.js';

// ---------------------------------------------------------------------------------------------------
// Colour

export interface SsPaint {
  readonly own: (s: string) => string;
  readonly enemy: (s: string) => string;
  readonly both: (s: string) => string;
  readonly fort: (s: string) => string;
  readonly water: (s: string) => string;
  readonly green: (s: string) => string;
  readonly hill: (s: string) => string;
  readonly swamp: (s: string) => string;
  readonly cold: (s: string) => string;
  readonly magic: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly bold: (s: string) => string;
  readonly warn: (s: string) => string;
}

const sgr = (open: string) => (s: string) => `\x1b[${open}m${s}\x1b[0m`;

/** ANSI colours, or none (when the output is not a terminal, --no-color, or NO_COLOR). */
export function ssPaint(color: boolean): SsPaint {
  if (!color) {
    const id = (s: string) => s;
    return {
      own: id,
      enemy: id,
      both: id,
      fort: id,
      water: id,
      green: id,
      hill: id,
      swamp: id,
      cold: id,
      magic: id,
      dim: id,
      bold: id,
      warn: id,
    };
  }
  return {
    own: sgr('1;32'),
    enemy: sgr('1;31'),
    both: sgr('1;35'),
    fort: sgr('1;37'),
    water: sgr('34'),
    green: sgr('32'),
    hill: sgr('33'),
    swamp: sgr('36'),
    cold: sgr('97'),
    magic: sgr('35'),
    dim: sgr('2'),
    bold: sgr('1'),
    warn: sgr('1;33'),
  };
}

export const seatName = (seat: string): string => seat.charAt(0).toUpperCase() + seat.slice(1);
const clause = (c: unknown) => (typeof c === 'string' && c ? ` [${c}]` : '');

// ---------------------------------------------------------------------------------------------------
// Places

/** A place as typed and shown in commands: '0406', or '1703c' for the Dragon complex inside 1703. */
export const placeText = (p: PlaceRef): string => p.hex + (p.complex ? 'c' : '');
const samePlace = (a: PlaceRef, b: PlaceRef) => a.hex === b.hex && !a.complex === !b.complex;

/** '0406', '1703c' (or '1703*'): the place, or null. The map decides later whether it exists. */
export function parsePlace(text: string): PlaceRef | null {
  const m = /^(\d{4})([c*])?$/i.exec(text.trim());
  if (!m) return null;
  return m[2] ? { hex: m[1]!, complex: true } : { hex: m[1]! };
}

// ---------------------------------------------------------------------------------------------------
// The map

interface TerrainLook {
  readonly sym: string;
  readonly paint: keyof SsPaint;
  /** Drawn once in the middle of the hex rather than three times (the plain terrains). */
  readonly sparse?: boolean;
}

/** Terrain ids as map symbols; a terrain not listed shows its first letter. */
export const TERRAIN_SYMBOLS: Readonly<Record<string, TerrainLook>> = {
  clear: { sym: '.', paint: 'dim', sparse: true },
  cultivated: { sym: ',', paint: 'hill', sparse: true },
  city: { sym: 'C', paint: 'fort' },
  rough: { sym: 'r', paint: 'hill' },
  swamp: { sym: 's', paint: 'swamp' },
  woods: { sym: 'w', paint: 'green' },
  forest: { sym: 'f', paint: 'green' },
  karoo: { sym: 'k', paint: 'hill' },
  mountain: { sym: '^', paint: 'hill' },
  river: { sym: '~', paint: 'water' },
  lake: { sym: 'L', paint: 'water' },
  bridge: { sym: '=', paint: 'water' },
  portal: { sym: 'P', paint: 'magic' },
  glacier: { sym: 'g', paint: 'cold' },
  blasted: { sym: 'x', paint: 'magic' },
};

const terrainLook = (id: string): TerrainLook => TERRAIN_SYMBOLS[id] ?? { sym: id.charAt(0).toLowerCase(), paint: 'dim' };

/** Fortifications as the two sides of the hex's cell. */
export const FORT_BRACKETS: Readonly<Record<string, readonly [string, string]>> = {
  castle: ['[', ']'],
  town: ['(', ')'],
  capital: ['{', '}'],
  walled: ['|', '|'],
};
const fortBrackets = (id: string): readonly [string, string] => FORT_BRACKETS[id] ?? ['<', '>'];

export interface MapOptions {
  /** Whose stacks are 'own' (green); default the view's viewer. */
  readonly perspective?: Seat;
  readonly color?: boolean;
  /** The whole map, however wide (map all). */
  readonly all?: boolean;
  /** Centre the window on this hex (map 0406); default the viewer's own stacks. */
  readonly around?: string;
  /** Columns of text the map may take (the game's screen: 80); without it, the whole map. */
  readonly width?: number;
}

const CELL = 5;

/** The map's columns shown: all of them when they fit `width`, else a window centred on `around` or on the viewer's pieces. */
export function mapColumns(view: SsView, opts: MapOptions = {}): { readonly c0: number; readonly c1: number } {
  const { grid } = gameContext(view.options).scenario.map;
  const fits = Math.max(1, Math.floor(((opts.width ?? Infinity) - 8) / CELL));
  if (opts.all || opts.width === undefined || grid.columns <= fits) return { c0: 1, c1: grid.columns };
  const me = opts.perspective ?? view.viewer;
  const at = opts.around ? grid.index(opts.around) : undefined;
  const own = view.pieces.filter((p) => p.owner === me).map((p) => grid.index(p.place.hex));
  const cols = (at !== undefined ? [at] : own).filter((h): h is number => h !== undefined).map((h) => grid.column(h));
  const centre = cols.length ? Math.round(cols.reduce((a, b) => a + b, 0) / cols.length) : 1;
  const c0 = Math.max(1, Math.min(grid.columns - fits + 1, centre - Math.floor(fits / 2)));
  return { c0, c1: c0 + fits - 1 };
}

/**
 * The map as text, 5 characters a hex, two lines a row (odd columns, then the even ones half a hex
 * lower). A hex shows its terrain (fff forest, ^^^ mountain, ~~~ river, ' . ' clear ...), brackets for a
 * fortification ([ ] castle, ( ) town, { } capital, | | walled), and a stack as its side's initial and
 * how many counters it holds: W6 own, E8 an enemy stack (E? when the count is hidden), W!E both sides.
 * Enemy stacks come from the view only (VI.A).
 */
export function renderMap(view: SsView, opts: MapOptions = {}): string {
  const p = ssPaint(opts.color ?? false);
  const me = opts.perspective ?? view.viewer;
  const { scenario } = gameContext(view.options);
  const map = scenario.map;
  const { grid } = map;
  const stacks = stackCounts(view);
  const vortex = new Set(map.vortices.map((v) => v.hex));

  const cell = (hex: number): string => {
    const look = terrainLook(map.terrain[hex]!);
    const tp = p[look.paint];
    const fill = look.sparse ? ' ' : look.sym;
    const mark = map.dragonComplex[hex] ? 'D' : vortex.has(hex) ? '@' : null;
    let body: string;
    const here = stacks.get(grid.name(hex));
    if (here && here.size > 0) {
      const owners = [...here.keys()].sort((a, b) => view.seats.indexOf(a) - view.seats.indexOf(b));
      if (owners.length > 1)
        body = p.both(
          owners
            .map((o) => seatName(o).charAt(0))
            .join('!')
            .slice(0, 3)
            .padEnd(3),
        );
      else {
        const owner = owners[0]!;
        const n = here.get(owner)!;
        const label = `${seatName(owner).charAt(0)}${n === null ? '?' : n}`;
        const colour = owner === me ? p.own : p.enemy;
        body = label.length >= 3 ? colour(label.slice(0, 3)) : colour(label) + tp((mark ?? fill).repeat(3 - label.length));
      }
    } else if (mark) body = tp(look.sparse ? ' ' : look.sym) + p.magic(mark) + tp(look.sparse ? ' ' : look.sym);
    else body = tp(look.sparse ? ` ${look.sym} ` : look.sym.repeat(3));
    const fort = map.fortification[hex];
    const [l, r] = fort ? fortBrackets(fort) : [' ', ' '];
    return p.fort(l) + body + p.fort(r);
  };

  const blank = ' '.repeat(CELL);
  const { c0, c1 } = mapColumns(view, opts);
  const header =
    '    ' +
    Array.from({ length: c1 - c0 + 1 }, (_, i) => ` ${String(c0 + i).padStart(2, '0')}  `)
      .join('')
      .trimEnd();
  const lines = [header];
  for (let row = 1; row <= grid.rows; row++) {
    const rr = String(row).padStart(2, '0');
    let odd = `${rr}  `;
    let even = '    ';
    for (let col = c0; col <= c1; col++) {
      const hex = grid.at(col, row)!;
      if (col % 2 === 1) {
        odd += cell(hex);
        even += blank;
      } else {
        odd += blank;
        even += cell(hex);
      }
    }
    lines.push(odd.trimEnd());
    lines.push(`${even.trimEnd()}${c1 % 2 === 1 ? blank : ''}  ${rr}`);
  }
  lines.push(header);
  if (c0 > 1 || c1 < grid.columns)
    lines.push(
      `Columns ${String(c0).padStart(2, '0')} to ${String(c1).padStart(2, '0')} of ${String(grid.columns).padStart(2, '0')}: map HEX moves the window, map all shows the whole map.`,
    );
  return lines.join('\n');
}

/** Counters per side per hex name: own and seen pieces counted one by one, hidden stacks by their marker's count (null: hidden). */
function stackCounts(view: SsView): Map<string, Map<Seat, number | null>> {
  const out = new Map<string, Map<Seat, number | null>>();
  const add = (hex: string, owner: Seat, n: number | null) => {
    const here = out.get(hex) ?? new Map<Seat, number | null>();
    const prior = here.get(owner);
    here.set(owner, prior === undefined ? n : prior === null || n === null ? null : prior + n);
    out.set(hex, here);
  };
  for (const piece of view.pieces) add(piece.place.hex, piece.owner, 1);
  for (const s of view.enemyStacks) add(s.place.hex, s.owner, s.count ?? null);
  return out;
}

/** The key under the map: the terrains this map uses, the fortifications, the stack markers. */
export function mapLegend(view: SsView, opts: MapOptions = {}): string {
  const p = ssPaint(opts.color ?? false);
  const me = opts.perspective ?? view.viewer;
  const { scenario, tables } = gameContext(view.options);
  const map = scenario.map;
  const used = [...new Set(map.terrain)];
  const terrain = used.map((id) => {
    const look = terrainLook(id);
    return `${p[look.paint](look.sym)} ${tables.terrain.get(id)?.name ?? id}`;
  });
  const forts = [...new Set(map.fortification.filter((f): f is string => f !== null))].map((id) => {
    const [l, r] = fortBrackets(id);
    return `${p.fort(`${l} ${r}`)} ${tables.fortifications.get(id)?.name.toLowerCase() ?? id}`;
  });
  const complex = map.dragonComplex.findIndex(Boolean);
  const extras = [
    complex >= 0 ? `${p.magic('D')} Dragon complex (a place of its own: ${map.grid.name(complex)}c)` : '',
    map.vortices.length ? `${p.magic('@')} vortex` : '',
  ].filter(Boolean);
  const other = view.seats.find((s) => s !== me) ?? 'enemy';
  const mine = seatName(me).charAt(0);
  const theirs = seatName(other).charAt(0);
  const both = view.seats.map((s) => seatName(s).charAt(0)).join('!');
  const who = view.seats.includes(me)
    ? `${p.own(`${mine}6`)} your stack of 6 counters, ${p.enemy(`${theirs}8`)} ${seatName(other)}'s stack of 8 (${theirs}? count hidden), ${p.both(both)} both sides`
    : `side initial and counters, ${p.both(both)} both sides`;
  const marks = [...forts, ...extras];
  return [
    ...wrapItems('Terrain:', terrain),
    ...(marks.length ? wrapItems('Marks:', marks) : []),
    `Stacks: ${who}.`,
    "Hexes are CCRR (look 0406): odd columns on a row's first line (row number on the left),",
    '  even columns half a hex lower on its second (row number on the right).',
  ].join('\n');
}

const visible = (s: string) => s.replace(/\x1b\[[0-9;]*m/g, '').length;

/** Items after a label, joined by two spaces, in lines of at most `width` visible characters. */
function wrapItems(label: string, items: readonly string[], width = 118): string[] {
  const lines: string[] = [];
  let line = label;
  for (const item of items) {
    if (visible(line) + 2 + visible(item) > width && line.trim()) {
      lines.push(line);
      line = ' '.repeat(label.length);
    }
    line += `  ${item}`;
  }
  lines.push(line);
  return lines;
}

// ---------------------------------------------------------------------------------------------------
// Status, stacks, a place

/** Lines under the map: the turn and phase, the scores, sieges and losses (all public). */
export function statusLines(view: SsView): string[] {
  const lines: string[] = [];
  const turns = view.options.turns;
  if (view.phase === 'over') lines.push(`Game over after game-turn ${view.turn} of ${turns}.`);
  else lines.push(`Game-turn ${view.turn} of ${turns}: ${seatName(view.phasing)}'s ${view.phase} phase.`);
  lines.push(
    `Scores now: ${view.seats.map((s) => `${seatName(s)} ${view.scores[s] ?? 0}`).join(', ')} (enemy strength eliminated, ${view.options.fortificationPoints} a fortified hex held alone) [SSV-A41]`,
  );
  for (const s of view.sieges) {
    lines.push(
      `Siege of ${s.hexes.join('-')}: ${seatName(s.besieged)} besieged by ${seatName(s.besieger)}, ${plural(s.turns, 'turn')} so far${s.kind === 'declined' ? ' (battle declined)' : ''}${s.breached ? ', the wall breached' : ''} [IV]`,
    );
  }
  const lost = view.seats
    .map((seat) => {
      const c = view.casualties.filter((x) => x.owner === seat);
      if (!c.length) return '';
      const units = c.filter((x) => x.id.startsWith(`${seat}-`));
      const chars = c.length - units.length;
      return `${seatName(seat)} ${plural(units.length, 'unit')} (strength ${units.reduce((n, x) => n + x.strength, 0)})${chars ? `, ${plural(chars, 'character')}` : ''}`;
    })
    .filter(Boolean);
  if (lost.length) lines.push(`Eliminated so far: ${lost.join('; ')}.`);
  return lines;
}

interface PieceLine {
  readonly label: string;
  readonly ids: string[];
  readonly note: string;
}

/** Own pieces of a place, grouped by what they are and how far they may still move. */
function pieceLines(view: SsView, pieces: readonly PieceView[], own: boolean): string[] {
  const { tables } = gameContext(view.options);
  const groups = new Map<string, PieceLine>();
  for (const x of pieces) {
    let label: string;
    let allowance: number;
    if (x.kind === 'unit') {
      const t = tables.units.get(x.what);
      label = t ? `${t.name} ${counterCode(t)}` : x.what;
      allowance = t?.movement ?? 0;
    } else {
      const c = tables.characters.get(x.what);
      label = c ? `${c.name} (${c.monster ? 'monster' : `${c.race}, Leadership ${c.leadership}`})` : x.what;
      allowance = view.options.characterMovement;
    }
    const marks: string[] = [];
    if (x.demoralized) marks.push('Demoralized');
    if (x.wounds) marks.push(plural(x.wounds, 'wound'));
    if (x.inside) marks.push(`inside by ${x.inside}`);
    if (x.sortie) marks.push('on a sortie');
    if (own && x.mp !== undefined) marks.push(x.done ? 'has moved (done)' : `${Math.max(0, allowance - x.mp)} of ${allowance} MP left`);
    const note = marks.join(', ');
    const key = `${label}|${note}`;
    const g = groups.get(key) ?? { label, ids: [], note };
    g.ids.push(x.id);
    groups.set(key, g);
  }
  const rows = [...groups.values()];
  const w = Math.max(0, ...rows.map((g) => g.label.length));
  return rows.map(
    (g) =>
      `  ${`${g.ids.length > 1 ? `${g.ids.length} x ` : '    '}${g.label.padEnd(w)}`}  ${g.ids.join(' ')}${g.note ? `  (${g.note})` : ''}`,
  );
}

/** A place's description: name, terrain, fortification. */
export function placeTitle(view: SsView, ref: PlaceRef): string {
  const { scenario, tables } = gameContext(view.options);
  const map = scenario.map;
  const hex = map.grid.index(ref.hex);
  if (hex === undefined) return `${placeText(ref)} (not on this map)`;
  const name = map.names.get(hex);
  if (ref.complex) return `${placeText(ref)} ${name ? `${name}, ` : ''}the Dragon complex inside mountain ${ref.hex}`;
  const terrain = tables.terrain.get(map.terrain[hex]!)?.name ?? map.terrain[hex]!;
  const fort = map.fortification[hex];
  return `${ref.hex}${name ? ` ${name}` : ''}: ${terrain.toLowerCase()}${fort ? `, ${tables.fortifications.get(fort)?.name.toLowerCase() ?? fort}` : ''}`;
}

/** `stacks`: every place holding the seat's pieces, its counters with their codes, MP left, Demoralized. */
export function stacksText(view: SsView, seat: Seat): string {
  const own = view.pieces.filter((x) => x.owner === seat);
  if (!own.length) return 'You have no pieces on the map.';
  const places = new Map<string, PlaceRef>();
  for (const x of own) places.set(placeText(x.place), x.place);
  const sorted = [...places.values()].sort((a, b) => a.hex.localeCompare(b.hex) || Number(!!a.complex) - Number(!!b.complex));
  const lines: string[] = [`Your stacks (${seatName(seat)}), ${plural(own.length, 'counter')} in ${plural(sorted.length, 'place')}:`];
  for (const place of sorted) {
    const here = own.filter((x) => samePlace(x.place, place));
    const units = here.filter((x) => x.kind === 'unit').length;
    const enemy = view.pieces.filter((x) => x.owner !== seat && samePlace(x.place, place)).length;
    lines.push(
      `${placeTitle(view, place)}: ${plural(units, 'unit')}, ${plural(here.length - units, 'character')}${enemy ? `; ${plural(enemy, 'enemy counter')} here` : ''}`,
    );
    lines.push(...pieceLines(view, here, true));
  }
  return lines.join('\n');
}

/** `look 0406`: the place, its hexsides, and what this seat may see there (VI.A). */
export function lookText(view: SsView, seat: Seat, ref: PlaceRef): string {
  const { scenario, tables } = gameContext(view.options);
  const map = scenario.map;
  const hex = map.grid.index(ref.hex);
  if (hex === undefined || (ref.complex && !map.dragonComplex[hex]))
    return `${placeText(ref)} is not a place on this map (hexes are CCRR, columns 01-${String(map.grid.columns).padStart(2, '0')}, rows 01-${String(map.grid.rows).padStart(2, '0')}).`;
  const lines = [placeTitle(view, ref)];
  if (!ref.complex) {
    const t = tables.terrain.get(map.terrain[hex]!);
    const fort = map.fortification[hex];
    const limit = (t?.stacking ?? 0) + (fort ? (tables.fortifications.get(fort)?.stackingBonus ?? 0) : 0);
    lines.push(
      `  stacking limit ${limit} [I]${map.dragonComplex[hex] ? `; a Dragon complex inside (${ref.hex}c) [II.B]` : ''}${map.vortices.some((v) => v.hex === hex) ? '; a vortex [I.L]' : ''}`,
    );
    const sides = map.grid
      .neighbours(hex)
      .map((n) => [hexsideFeature(map, hex, n), map.grid.name(n)] as const)
      .filter(([f]) => f !== undefined);
    if (sides.length)
      lines.push(`  hexsides: ${sides.map(([f, n]) => `${tables.hexsides.get(f!)?.name.toLowerCase() ?? f} to ${n}`).join(', ')}`);
    lines.push(
      `  next to: ${map.grid
        .neighbours(hex)
        .map((n) => map.grid.name(n))
        .join(' ')}${map.dragonComplex[hex] ? ` ${ref.hex}c` : ''}`,
    );
  } else lines.push(`  next to: ${ref.hex} only [II.B]`);
  const here = view.pieces.filter((x) => samePlace(x.place, ref));
  for (const owner of view.seats) {
    const theirs = here.filter((x) => x.owner === owner);
    if (theirs.length) {
      lines.push(`${owner === seat ? 'Yours' : seatName(owner)}: ${plural(theirs.length, 'counter')}`);
      lines.push(...pieceLines(view, theirs, owner === seat));
    }
  }
  for (const s of view.enemyStacks.filter((x) => samePlace(x.place, ref))) {
    lines.push(
      `${seatName(s.owner)}: a stack of ${s.count === undefined ? 'unknown size' : plural(s.count, 'counter')}; what it holds is hidden until your units share the place [VI.A]`,
    );
  }
  if (!here.length && !view.enemyStacks.some((x) => samePlace(x.place, ref))) lines.push('Nobody you can see stands here.');
  for (const s of view.sieges.filter((x) => x.hexes.includes(ref.hex)))
    lines.push(`Besieged: ${seatName(s.besieged)} inside, ${seatName(s.besieger)} besieging, ${plural(s.turns, 'turn')} [IV]`);
  lines.push(...stepLines(view, ref));
  return lines.join('\n');
}

/**
 * The steps open to this seat's pieces in `ref` now, as the ruleset gives them from the seat's view
 * (moveTargets): where all that may still move can go together, then each place piece by piece.
 */
export function stepLines(view: SsView, ref: PlaceRef): string[] {
  const targets = moveTargets(view).filter((t) => samePlace(t.from, ref));
  if (!targets.length) return [];
  const all = targets[0]!.pieces.map((p) => p.id);
  const together = groupMoves(targets, ref, all);
  const lines = [
    together.length
      ? `All ${all.length} that may still move, together [SSV-A45]: ${together.map((g) => `${placeText(g.to)} (${[...new Set(g.pieces.map((p) => costWords(p)))].join(' / ')}${g.enemy ? ', enemy: halts [III.C]' : ''})`).join(', ')}`
      : `The ${all.length} that may still move cannot step anywhere together; move some of them (move <from> <to> ids) [SSV-A45].`,
    'Steps, piece by piece [II]:',
  ];
  for (const t of targets) {
    const byCost = new Map<string, string[]>();
    const refused = new Map<string, string[]>();
    for (const p of t.pieces) {
      const [k, m] = p.ok ? [costWords(p), byCost] : [p.refusal.clause, refused];
      (m.get(k) ?? m.set(k, []).get(k)!).push(p.id);
    }
    const parts =
      byCost.size === 1 && !refused.size
        ? [`all ${[...byCost.keys()][0]}`]
        : [
            ...[...byCost].map(([cost, ids]) => `${ids.join(' ')} ${cost}`),
            ...[...refused].map(([clause, ids]) => `not ${ids.join(' ')} [${clause}]`),
          ];
    lines.push(
      `  ${placeText(t.to)}${t.hexside ? ` across a ${t.hexside}` : ''}${t.enemy ? ', enemy there: halts [III.C]' : ''}: ${parts.join('; ')}`,
    );
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------------
// Events

type Loose = { readonly type: string; readonly clause?: string } & Readonly<Record<string, unknown>>;

/** The battle engine's events (battle/events.ts), told as the refereed walkthrough tells them. */
const BATTLE_EVENTS = new Set([
  'battle-started',
  'decision-made',
  'declared',
  'declarations-revealed',
  'strength',
  'die-roll',
  'loss-table',
  'array',
  'loss',
  'morale-check',
  'morale-automatic',
  'demoralized',
  'eliminated',
  'no-further-effect',
  'after-round-chosen',
  'after-round-revealed',
  'withdrawal-declared',
  'reinforcement-roll',
  'reinforcements-joined',
  'withdrew',
  'breach-repaired',
  'characters-stranded',
  'battle-over',
]);
const isBattleEvent = (e: Loose) => BATTLE_EVENTS.has(e.type) && ('round' in e || e.type === 'battle-started' || e.type === 'battle-over');

const str = (x: unknown): string => (typeof x === 'string' ? x : x === undefined || x === null ? '' : String(x));

/**
 * Events as lines of text for `viewer`, each in the ruleset's words with its clause, from index `from`
 * of the events it may see (earlier events give the context: which seat is which side of the battle in
 * progress). `view`, the seat's own, names its pieces. Battle rounds are told as `warband battle` tells
 * them (the round's report, ss-battle.ts); the enemy's steps reach a seat only as stack markers (VI.A),
 * one line per stack: "East: a stack of 3 moves 1606 > 1506 > 1406 [VI.A]".
 */
export function formatSsEvents(all: readonly SsEvent[], viewer: Seat, from = 0, view?: SsView): string[] {
  const events = all as readonly Loose[];
  let names: Record<'a' | 'b', string> = { a: 'side a', b: 'side b' };
  const context = (e: Loose) => {
    if (e.type === 'battle-started' || e.type === 'battle') {
      const seats = e['seats'] as Record<'a' | 'b', string> | undefined;
      if (seats) names = { a: seatName(seats.a), b: seatName(seats.b) };
    }
  };
  for (const e of events.slice(0, from)) context(e);
  const lines: string[] = [];
  let chunk: Loose[] = [];
  const flush = () => {
    if (chunk.length) lines.push(...eventLines(chunk as unknown as RefereeEvent[], names, nm));
    chunk = [];
  };
  const words = (e: Loose) => system.describe.event(e as SsEvent, { viewer, ...(view ? { view } : {}) });
  // With the seat's view a battle's units and characters are named as the seat knows them (issue 28.5), else by id.
  const known = view ? nameIndex(view, gameContext(view.options).tables) : null;
  const nm = (id: string) => (known ? (known.get(id) ?? unnamed(id)) : id);
  // A stack's steps, one after another, are one line: later steps add their hex to it.
  let path: { seat: unknown; count: unknown; to: unknown; index: number; text: string; clause: string | undefined } | null = null;
  for (const e of events.slice(from)) {
    context(e);
    if (isBattleEvent(e) && e.type !== 'battle-over') {
      path = null;
      chunk.push(e);
      continue;
    }
    flush();
    const line = words(e);
    if (e.type === 'stack-moved' && line) {
      if (path && path.seat === e['seat'] && path.count === e['count'] && path.to === e['from']) {
        path.text += ` > ${str(e['to'])}`;
        path.to = e['to'];
        lines[path.index] = `${path.text}${clause(path.clause)}`;
        continue;
      }
      path = { seat: e['seat'], count: e['count'], to: e['to'], index: lines.length, text: line.text, clause: line.clause };
    } else path = null;
    if (!line) continue;
    // The sides of the battle just fought, by the seats the walkthrough names them by.
    const text = e.type === 'battle-over' ? line.text.replace(/\bside (a|b)\b/g, (_, s: 'a' | 'b') => `${names[s]} (${s})`) : line.text;
    lines.push(`${LAYOUT[e.type]?.(text) ?? text}${clause(line.clause)}`);
  }
  flush();
  return lines;
}

/** The turn's milestones stand out in the scrolling text. */
const LAYOUT: Readonly<Record<string, (text: string) => string>> = {
  'game-turn': (text) => `=== ${text} ===`,
  'player-turn': (text) => `--- ${text} ---`,
  'reaction-modifiers': (text) => `  ${text}`,
};

/** An object's fields as 'key value, ...' (fractions as mixed numbers), for events and actions without a sentence of their own. */
function fieldsText(x: Readonly<Record<string, unknown>>): string {
  const value = (v: unknown, depth: number): string => {
    if (v === null || v === undefined) return 'none';
    if (Array.isArray(v)) return v.length ? v.map((y) => value(y, depth + 1)).join(depth ? ' ' : ', ') : 'none';
    if (typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (typeof o['n'] === 'number' && typeof o['d'] === 'number' && Object.keys(o).length === 2) return mixed({ n: o['n'], d: o['d'] });
      return `(${Object.entries(o)
        .map(([k, y]) => `${k} ${value(y, depth + 1)}`)
        .join(', ')})`;
    }
    return String(v);
  };
  const fields = Object.entries(x)
    .filter(([k]) => k !== 'type' && k !== 'clause' && k !== 'audience')
    .map(([k, v]) => `${k} ${value(v, 0)}`);
  return fields.length ? `: ${fields.join(', ')}` : '';
}

export function outcomeText(o: Outcome): string {
  return `${outcomeWords(o)}${clause(o.clause)}`;
}

// ---------------------------------------------------------------------------------------------------
// Actions as commands

const isDeclaration = (d: Record<string, unknown>): boolean => d['type'] === 'declare';

/** An action as the command that takes it (what `legal` lists): "move 0303 0403", "react 1110 1009 zarko east-30". */
export function actionText(action: SsAction, view?: SsView): string {
  const a = action as { type: string } & Record<string, unknown>;
  switch (action.type) {
    case 'move': {
      const first = view?.pieces.find((x) => x.id === action.pieces[0]);
      const from = first ? placeText(first.place) : '?';
      const movable =
        first && view
          ? view.pieces.filter((x) => x.owner === first.owner && samePlace(x.place, first.place) && !x.done).map((x) => x.id)
          : [];
      const all = movable.length === action.pieces.length && movable.every((id) => action.pieces.includes(id));
      return `move ${from} ${placeText(action.to)}${all ? '' : ` ${action.pieces.join(' ')}`}`;
    }
    case 'end-movement':
      return 'end';
    case 'react':
      return `react ${placeText(action.from)} ${placeText(action.into)} ${action.pieces.join(' ')}`;
    case 'pass':
      return 'pass';
    case 'battle': {
      const d = action.decision;
      if (isDeclaration(d)) {
        const charge = (d['charge'] as string[] | undefined) ?? [];
        const add = (d['addToStrength'] as string[] | undefined) ?? [];
        return `charge ${charge.length ? charge.join(' ') : 'none'}; leader ${str(d['leader']) || 'none'}; add ${add.length ? add.join(' ') : 'none'}`;
      }
      if (d['type'] === 'withdraw') {
        const rear = (d['rearGuard'] as string[] | undefined) ?? [];
        return `withdraw${rear.length ? ` rear ${rear.join(' ')}` : ''}`;
      }
      const reinforce = (d['reinforce'] as string[] | undefined) ?? [];
      return `stay${reinforce.length ? ` reinforce ${reinforce.join(' ')}` : ''}`;
    }
    case 'withdraw-to':
      return `withdraw-to ${placeText(action.to)}`;
    case 'give-battle':
      return 'fight';
    case 'decline-battle':
      return 'decline';
    case 'declare-siege':
      return `siege ${action.hex}`;
    case 'sortie':
      return `sortie ${action.pieces.join(' ')}`;
    case 'assault':
      return `assault ${action.hex} ${action.pieces.join(' ')}`;
    case 'breach':
      return `breach ${action.hex} ${action.pieces.join(' ')}`;
    default:
      return `${a.type}${fieldsText(a)}`;
  }
}

/** Places an action concerns, for `legal 0303`. */
function actionPlaces(action: SsAction, view: SsView): string[] {
  const a = action as Record<string, unknown>;
  const out: string[] = [];
  for (const k of ['to', 'from', 'into']) {
    const ref = a[k] as PlaceRef | undefined;
    if (ref && typeof ref === 'object') out.push(placeText(ref), ref.hex);
  }
  if (typeof a['hex'] === 'string') out.push(a['hex']);
  const pieces = a['pieces'] as string[] | undefined;
  const first = pieces && view.pieces.find((x) => x.id === pieces[0]);
  if (first) out.push(placeText(first.place), first.place.hex);
  return out;
}

/** `legal`: the legal actions numbered (a number picks one); with a place, only those concerning it (numbers kept). */
export function legalText(view: SsView, legal: readonly SsAction[], place?: PlaceRef): string {
  if (!legal.length) return 'You have nothing to decide now.';
  const width = String(legal.length).length;
  const rows = legal
    .map((a, i) => ({ a, i }))
    .filter(({ a }) => !place || actionPlaces(a, view).includes(placeText(place)))
    .map(
      ({ a, i }) =>
        `  ${String(i + 1).padStart(width)}. ${actionText(a, view)}${i === 0 && a.type === 'battle' ? '   (the default: Enter)' : ''}`,
    );
  if (!rows.length) return `No legal action concerns ${placeText(place!)}.`;
  return [
    `${plural(legal.length, 'legal action')}${place ? `, those for ${placeText(place)}` : ''} (type the number, or the command):`,
    ...rows,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// What the seat must decide now

/** The battle in progress as a refereed battle's state, for ss-battle's text and parsers (own side only is whole). */
export function refereeState(battle: BattleView, seats: Readonly<Record<'a' | 'b', Seat>>): RefereeState {
  return { ...battle, names: { a: seatName(seats.a), b: seatName(seats.b) }, title: '' } as unknown as RefereeState;
}

/** The seat's side in the pending battle, or null. */
export function battleSide(view: SsView, seat: Seat): 'a' | 'b' | null {
  const p = view.pending;
  if (p?.kind !== 'battle') return null;
  return p.seats.a === seat ? 'a' : p.seats.b === seat ? 'b' : null;
}

/** Pending decisions pendingLines explains; any other is answered from the numbered legal actions. */
export const EXPLAINED_PENDING: readonly string[] = ['reaction', 'battle', 'withdrawal', 'siege-offer'];

/**
 * Lines telling the seat what is asked of it now, and how to answer: its movement, a reaction offer,
 * a battle decision (with the engine's proposal, which Enter accepts), survivors to withdraw, a battle
 * offered in a fortified hex. Anything else: the legal actions.
 */
export function pendingLines(view: SsView, seat: Seat, legal: readonly SsAction[], events: readonly GameEvent[] = []): string[] {
  const p = view.pending;
  const kind = (p as { kind?: string } | null)?.kind;
  if (!p) {
    const siegeOps = legal.filter((a) => a.type !== 'move' && a.type !== 'end-movement').map((a) => actionText(a, view));
    return [
      `${seatName(seat)}, your movement: move <from> <to> [ids|all] one step at a time, then end. (stacks, look <hex>, map, legal, help)`,
      ...(siegeOps.length ? [`Siege operations open to you: ${siegeOps.join('  |  ')} [IV]`] : []),
    ];
  }
  if (p.kind === 'reaction') {
    // The view says only that a reaction is pending: the move that offered it is in this seat's events,
    // the places it may come from in its legal actions.
    const react = legal.filter((a) => a.type === 'react');
    const reacts = react.map((a) => actionText(a, view));
    const from = [...new Map(react.map((a) => [`${a.from.hex}${a.from.complex ? 'c' : ''}`, a.from])).values()];
    const offered = events.findLast((e) => e.type === 'reaction-offered' && (e as { seat?: unknown }).seat === seat) as
      | { place?: PlaceRef }
      | undefined;
    return [
      `Reaction [III.A]: the enemy moved ${offered?.place ? `into ${placeText(offered.place)}` : 'nearby'}; your stacks with a leader may react from ${from.map(placeText).join(', ') || 'nowhere'}.`,
      '  2d6 + modifiers, 8 or more and they MUST move. Type react <from> <into> [ids] (ids default to the leader and every unit that can), or pass.',
      ...reacts.map((r) => `  ${r}`),
    ];
  }
  if (p.kind === 'battle') {
    const side = battleSide(view, seat);
    if (!side) return [`The battle in ${placeText(p.place)} goes on.`];
    const state = refereeState(p.battle, p.seats);
    const first = legal[0];
    const proposal = first?.type === 'battle' ? (first.decision as unknown as Declaration | AfterRoundChoice) : null;
    const them = side === 'a' ? 'b' : 'a';
    if (p.battle.phase === 'declare') {
      const lines = [
        `Battle in ${placeText(p.place)}, round ${p.battle.round}: you are side ${side} (${seatName(seat)}) against ${seatName(p.seats[them])}. Declare (secret until both have) [III.D.2].`,
      ];
      if (proposal?.type === 'declare') {
        lines.push(
          "Proposed (Enter accepts; or change parts: charge none | charge <ids> | leader <id>|none | add <ids>|none | array <ids>, joined by ';'):",
        );
        lines.push(...declarationText(state, side, proposal));
      }
      return lines;
    }
    const chosen = proposal && proposal.type !== 'declare' ? afterRoundText(proposal) : 'stay';
    return [
      `Battle in ${placeText(p.place)}, after round ${p.battle.round}: stay or withdraw? Proposed (Enter accepts): ${chosen}`,
      '  stay | stay reinforce <stack> ... | withdraw | withdraw rear <unit> ...   (show: both sides in the hex)',
    ];
  }
  if (p.kind === 'withdrawal') {
    const survivors = view.pieces.filter((x) => x.owner === seat && samePlace(x.place, p.from)).map((x) => x.id);
    const choices = legal.flatMap((a) => (a.type === 'withdraw-to' ? [a.to] : []));
    return [
      `Your survivors ${survivors.join(', ')} withdraw from ${placeText(p.from)} [III.D.7.a]: withdraw-to one of ${choices.map(placeText).join(', ')}.`,
    ];
  }
  if (p.kind === 'siege-offer') {
    return [
      `The enemy entered ${placeText(p.place)}, which your units hold [IV]: fight (battle now) or decline (stand a siege behind the walls).`,
    ];
  }
  return [`To decide (${kind ?? 'a choice'}): type a number from the list.`, legalText(view, legal)];
}

/** The battle's sides as the walkthrough shows them (`show`). */
export function battleSidesText(view: SsView): string[] {
  const p = view.pending;
  if (p?.kind !== 'battle') return ['No battle is being fought now.'];
  return sidesText(refereeState(p.battle, p.seats));
}

// ---------------------------------------------------------------------------------------------------
// What the player types

export type SsCommand =
  | { readonly type: 'empty' }
  | { readonly type: 'help' }
  | { readonly type: 'map'; readonly around?: string; readonly all?: boolean }
  | { readonly type: 'stacks' }
  | { readonly type: 'look'; readonly place: PlaceRef }
  | { readonly type: 'move'; readonly from: PlaceRef; readonly to: PlaceRef; readonly ids: readonly string[] }
  | { readonly type: 'end' }
  | { readonly type: 'react'; readonly from: PlaceRef; readonly into: PlaceRef; readonly ids: readonly string[] }
  | { readonly type: 'pass' }
  /** A battle declaration or after-round choice, read against the battle (charge/leader/add/array; stay/withdraw). */
  | { readonly type: 'battle'; readonly line: string }
  | { readonly type: 'show' }
  | { readonly type: 'withdraw-to'; readonly to: PlaceRef }
  | { readonly type: 'fight' }
  | { readonly type: 'decline' }
  | { readonly type: 'siege'; readonly hex: string }
  | { readonly type: 'sortie'; readonly ids: readonly string[] }
  | { readonly type: 'assault' | 'breach'; readonly hex: string; readonly ids: readonly string[] }
  | { readonly type: 'legal'; readonly place?: PlaceRef }
  | { readonly type: 'pick'; readonly n: number }
  | { readonly type: 'log'; readonly all: boolean }
  | { readonly type: 'rules'; readonly clause?: string }
  | { readonly type: 'save'; readonly file: string }
  | { readonly type: 'quit' }
  | { readonly type: 'unknown'; readonly message: string };

const bad = (message: string): SsCommand => ({ type: 'unknown', message });

/** Reads one line typed at the prompt. Places are checked against the map and pieces by the rules. */
export function parseSsCommand(input: string): SsCommand {
  const original = input.trim().split(/\s+/).filter(Boolean);
  const words = original.map((w) => w.toLowerCase());
  if (!words.length) return { type: 'empty' };
  const [word, ...rest] = words as [string, ...string[]];
  const places = (n: number, usage: string): PlaceRef[] | string => {
    const out: PlaceRef[] = [];
    for (let i = 0; i < n; i++) {
      const ref = rest[i] === undefined ? null : parsePlace(rest[i]!);
      if (!ref) return `${usage}: places are four digits, column then row (0406), or 1703c for the Dragon complex.`;
      out.push(ref);
    }
    return out;
  };
  const hexArg = (): string | null => (rest[0] && /^\d{4}$/.test(rest[0]) ? rest[0] : null);
  if (/^\d+$/.test(word) && rest.length === 0) return { type: 'pick', n: Number(word) };
  switch (word) {
    case 'help':
    case 'h':
    case '?':
      return { type: 'help' };
    case 'map':
    case 'm':
    case 'board':
      if (rest[0] === 'all') return { type: 'map', all: true };
      if (rest[0] && !hexArg()) return bad('map, map all, or map and a hex (map 0406): the window of the map around it.');
      return hexArg() ? { type: 'map', around: hexArg()! } : { type: 'map' };
    case 'stacks':
    case 's':
      return { type: 'stacks' };
    case 'look':
    case 'l': {
      const p = places(1, 'look <hex>');
      return typeof p === 'string' ? bad(p) : { type: 'look', place: p[0]! };
    }
    case 'move':
    case 'mv': {
      const p = places(2, 'move <from> <to> [ids|all]');
      return typeof p === 'string' ? bad(p) : { type: 'move', from: p[0]!, to: p[1]!, ids: rest.slice(2) };
    }
    case 'end':
    case 'done':
      return { type: 'end' };
    case 'react': {
      const p = places(2, 'react <from> <into> [ids]');
      return typeof p === 'string' ? bad(p) : { type: 'react', from: p[0]!, into: p[1]!, ids: rest.slice(2) };
    }
    case 'pass':
      return { type: 'pass' };
    case 'charge':
    case 'leader':
    case 'lead':
    case 'add':
    case 'array':
    case 'stay':
    case 'withdraw':
      return { type: 'battle', line: words.join(' ') };
    case 'show':
      return { type: 'show' };
    case 'withdraw-to':
    case 'wt': {
      const p = places(1, 'withdraw-to <hex>');
      return typeof p === 'string' ? bad(p) : { type: 'withdraw-to', to: p[0]! };
    }
    case 'fight':
    case 'give-battle':
      return { type: 'fight' };
    case 'decline':
    case 'decline-battle':
      return { type: 'decline' };
    case 'siege': {
      const hex = hexArg();
      return hex ? { type: 'siege', hex } : bad('siege <hex>: a hex of the walled location the enemy holds, e.g. siege 0406.');
    }
    case 'sortie':
      return { type: 'sortie', ids: rest };
    case 'assault':
    case 'breach': {
      const hex = hexArg();
      return hex ? { type: word, hex, ids: rest.slice(1) } : bad(`${word} <hex> [ids]: a hex of the besieged location, e.g. ${word} 0406.`);
    }
    case 'legal':
    case 'moves': {
      if (!rest.length) return { type: 'legal' };
      const p = places(1, 'legal [hex]');
      return typeof p === 'string' ? bad(p) : { type: 'legal', place: p[0]! };
    }
    case 'log':
      return { type: 'log', all: rest[0] === 'all' };
    case 'rules':
    case 'rule':
      return rest.length ? { type: 'rules', clause: original.slice(1).join(' ') } : { type: 'rules' };
    case 'save': {
      const file = input.trim().split(/\s+/).slice(1).join(' ');
      return file ? { type: 'save', file } : bad('save <file>: e.g. save game.json');
    }
    case 'quit':
    case 'exit':
    case 'q':
      return { type: 'quit' };
    default:
      return bad(`"${input.trim()}" is not a command; type help for the list.`);
  }
}

/**
 * Ids typed after a place: 'all' (every own piece there), an id, or a unit type or character id
 * standing for every own piece of it there. Ids not found are passed on, for the rules to refuse.
 */
function expandIds(view: SsView, seat: Seat, place: PlaceRef, tokens: readonly string[]): string[] {
  const here = view.pieces.filter((x) => x.owner === seat && samePlace(x.place, place));
  const out: string[] = [];
  for (const t of tokens) {
    if (t === 'all') out.push(...here.map((x) => x.id));
    else if (here.some((x) => x.id === t)) out.push(t);
    else {
      const same = here.filter((x) => x.what === t);
      out.push(...(same.length ? same.map((x) => x.id) : [t]));
    }
  }
  return [...new Set(out)];
}

/**
 * The action a command stands for, from the view and the legal actions (for defaults), or a message
 * saying what is missing. Rules are not checked here: the ruleset refuses with its clause.
 */
export function commandAction(
  cmd: SsCommand,
  view: SsView,
  seat: Seat,
  legal: readonly SsAction[],
): { action: SsAction; note?: string[] } | string {
  switch (cmd.type) {
    case 'move': {
      const here = view.pieces.filter((x) => x.owner === seat && samePlace(x.place, cmd.from));
      const pieces = cmd.ids.length ? expandIds(view, seat, cmd.from, cmd.ids) : here.filter((x) => !x.done).map((x) => x.id);
      if (!pieces.length)
        return here.length
          ? `Your pieces in ${placeText(cmd.from)} have all moved this turn [III.C].`
          : `You have no pieces in ${placeText(cmd.from)} (type stacks).`;
      return { action: { type: 'move', pieces, to: cmd.to } };
    }
    case 'end':
      return { action: { type: 'end-movement' } };
    case 'pass':
      return { action: { type: 'pass' } };
    case 'react': {
      const offered = legal.find(
        (a): a is Extract<SsAction, { type: 'react' }> => a.type === 'react' && samePlace(a.from, cmd.from) && samePlace(a.into, cmd.into),
      );
      const { tables } = gameContext(view.options);
      const here = view.pieces.filter((x) => x.owner === seat && samePlace(x.place, cmd.from));
      const chars = here.filter((x) => x.kind === 'character' && !tables.characters.get(x.what)?.monster);
      if (!cmd.ids.length) {
        if (offered) return { action: offered };
        const leader = [...chars].sort(
          (a, b) => (tables.characters.get(b.what)?.leadership ?? 0) - (tables.characters.get(a.what)?.leadership ?? 0),
        )[0];
        if (!leader) return `No leader of yours stands in ${placeText(cmd.from)}: a stack reacts only with a character [III.A.3].`;
        return { action: { type: 'react', from: cmd.from, leader: leader.id, pieces: here.map((x) => x.id), into: cmd.into } };
      }
      const pieces = expandIds(view, seat, cmd.from, cmd.ids);
      const leader = pieces.find((id) => chars.some((x) => x.id === id)) ?? offered?.leader ?? chars[0]?.id;
      if (!leader) return `No leader of yours stands in ${placeText(cmd.from)}: a stack reacts only with a character [III.A.3].`;
      return {
        action: { type: 'react', from: cmd.from, leader, pieces: pieces.includes(leader) ? pieces : [leader, ...pieces], into: cmd.into },
      };
    }
    case 'battle': {
      const side = battleSide(view, seat);
      const p = view.pending;
      if (!side || p?.kind !== 'battle') {
        return cmd.line.startsWith('withdraw')
          ? 'No battle round is waiting for you: after a battle, move the survivors with withdraw-to <hex> [III.D.7.a].'
          : 'No battle decision is waiting for you now.';
      }
      const first = legal[0];
      if (first?.type !== 'battle') return 'No battle decision is waiting for you now.';
      const state = refereeState(p.battle, p.seats);
      const proposal = first.decision as unknown as Declaration | AfterRoundChoice;
      if (proposal.type === 'declare') {
        if (/^(stay|withdraw)\b/.test(cmd.line))
          return `Round ${p.battle.round} is being declared: stay or withdraw come after it. Enter accepts the proposal.`;
        const d = editDeclaration(state, side, proposal, cmd.line);
        if (typeof d === 'string') return d;
        return { action: { type: 'battle', decision: d as unknown as Record<string, unknown> }, note: declarationText(state, side, d) };
      }
      if (!/^(stay|withdraw)\b/.test(cmd.line))
        return `After round ${p.battle.round}: stay, stay reinforce <stack>, withdraw, withdraw rear <unit> ... (Enter accepts the proposal).`;
      const c = parseAfterRound(state, side, cmd.line);
      if (typeof c === 'string') return c;
      return { action: { type: 'battle', decision: c as unknown as Record<string, unknown> } };
    }
    case 'withdraw-to':
      return { action: { type: 'withdraw-to', to: cmd.to } };
    case 'fight':
      return { action: { type: 'give-battle' } };
    case 'decline':
      return { action: { type: 'decline-battle' } };
    case 'siege':
      return { action: { type: 'declare-siege', hex: cmd.hex } };
    case 'sortie': {
      const offered = legal.find((a) => a.type === 'sortie');
      if (cmd.ids.length) return { action: { type: 'sortie', pieces: [...cmd.ids] } };
      return offered
        ? { action: offered }
        : 'No sortie is open to you now: only units besieged in a castle, town, city or capital that have not moved may sally [IV.A].';
    }
    case 'assault':
    case 'breach': {
      const same = legal.filter((a) => a.type === cmd.type);
      // The location is named by any of its hexes; the legal action names its first.
      const offered = same.find((a) => 'hex' in a && a.hex === cmd.hex) ?? (same.length === 1 ? same[0] : undefined);
      if (cmd.ids.length) return { action: { type: cmd.type, hex: cmd.hex, pieces: [...cmd.ids] } };
      if (offered) return { action: { ...offered, hex: cmd.hex } as SsAction };
      return `No ${cmd.type} of ${cmd.hex} is open to you now [${cmd.type === 'assault' ? 'IV.C' : 'IV.D'}]; name the units to try anyway: ${cmd.type} ${cmd.hex} <ids>.`;
    }
    default:
      return `"${cmd.type}" is not an action.`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Help and rules

export const SS_HELP = `Commands (case does not matter; places are hex numbers CCRR, 1703c the Dragon complex in 1703):
  map [HEX|all]            the map again (a window 80 columns wide: map 0406 moves it, map all the whole map)
  stacks                   your stacks, counters (4d4), MP left, Demoralized
  look 0406                a place: terrain, walls, what you can see there, where yours may step
  move 0303 0403 [ids|all] one step of the pieces standing together in 0303 (default: all that may still move);
                           ids may be unit types too (move 0406 0506 heavy-horse)
  end                      end your movement: the combat phase follows
  react 1110 1009 [ids]    react into 1009 from 1110 when offered (the leader goes along) [III.A];  pass  decline
  (Enter)                  in a battle: accept the proposed declaration or after-round choice
  charge none; leader coron; add dil; array west-3 west-1 ...   change the declaration [III.D.2]
  stay | stay reinforce 1110 | withdraw | withdraw rear west-3   after a round [III.D.7]; show  both sides
  withdraw-to 0405         where the survivors of a withdrawal go [III.D.7.a]
  fight | decline          when the enemy enters your castle, town, city or capital: battle, or a siege [IV]
  siege 0406               declare a siege of the walled location [IV];  sortie [ids]  sally out [IV.A]
  assault 0406 [ids]       over the walls [IV.C];  breach 0406 [ids]  through them [IV.D]
  legal [hex]              the legal actions numbered; a number picks one
  log | log all            the recent (or all) events you saw, each with its clause
  rules III.A | rules SSV-A45   what the program does with a clause, and the recorded assumptions
  save <file>              write the game record;  quit  leave the game
  resign                   your side loses;  draw  offer (or accept) a draw;  takeback  take back your last move
A refused action changes nothing: the message names the rule that forbids it.`;

/**
 * `rules <clause>`: the coverage table's rows for the clause (docs/swords-and-sorcery/coverage.md,
 * passed in as text) and the recorded assumptions that name it; an assumption id shows the assumption.
 */
export function rulesText(clauseId: string | undefined, assumptions: readonly Assumption[], coverage: string | null): string {
  if (!clauseId) {
    return [
      'Swords & Sorcery, strategic variant (the game-turn, SSV-A53):',
      "- At the start of each game-turn every stack is checked against the hex's stacking limit [I note (1)-(3)].",
      '- Each player in turn: Demoralized units with a leader of their race rally [V.D]; then movement, one step at a',
      '  time [II; SSV-A45]: each step may let the enemy react into or beside it with 2d6 + modifiers, 8 or more [III.A].',
      '  Entering an enemy stack halts the move [III.C]. Then every place holding both sides is fought over [III.D].',
      '- Enemy stacks show where they stand and how many counters they hold; what is in them only when you share the hex [VI.A].',
      '- Points: enemy strength eliminated plus points for each fortified hex held alone at the end [SSV-A41].',
      'Type rules <clause> (e.g. rules III.A, rules IV.C, rules SSV-A45) for a clause or an assumption.',
    ].join('\n');
  }
  const q = clauseId.trim();
  const upper = q.toUpperCase();
  const assumption = assumptions.find((a) => a.id.toUpperCase() === upper);
  if (assumption) {
    return [
      `${assumption.id}${assumption.option && assumption.option !== '(rule)' ? ` (option ${assumption.option})` : ''}`,
      `  The text: ${assumption.text}`,
      `  Chosen: ${assumption.chosen}`,
      `  Why: ${assumption.why}`,
      ...(assumption.alternatives.length ? [`  Alternatives: ${assumption.alternatives.join('; ')}`] : []),
    ].join('\n');
  }
  const esc = q.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const names = new RegExp(`(^|[^A-Za-z0-9.])${esc}(?![A-Za-z0-9])`, 'i');
  const lines: string[] = [];
  if (coverage) {
    for (const row of coverage.split('\n')) {
      const cells = row.split('|').map((c) => c.trim());
      if (cells.length < 4 || !cells[1] || /^-+$/.test(cells[1]) || cells[1] === 'clause') continue;
      if (cells[1].toUpperCase().startsWith(upper) && !/[A-Za-z0-9]/.test(cells[1].charAt(q.length)))
        lines.push(`  ${cells[1]}: ${cells[2]}${cells[3] ? ` (${cells[3]})` : ''}`);
    }
  }
  const related = assumptions.filter((a) => names.test(a.text) || names.test(a.chosen));
  if (!lines.length && !related.length)
    return `Nothing recorded for "${q}". Clauses look like III.A, III.D.7.a, IV.C; assumptions like SSV-A45.`;
  return [
    ...(lines.length ? [`${q} in the program (docs/swords-and-sorcery/coverage.md):`, ...lines] : []),
    ...(related.length ? [`Assumptions that read ${q}: ${related.map((a) => a.id).join(', ')} (rules <id> shows one)`] : []),
  ].join('\n');
}
