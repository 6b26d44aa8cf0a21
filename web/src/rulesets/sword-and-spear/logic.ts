/**
 * Sword & Spear Fantasy in the browser, the pure part: the view (src/rulesets/sword-and-spear/ruleset.ts:
 * nothing is hidden, the view is the whole state) turned into what the open table draws, and the
 * server's legal actions turned into dice the tray may give, ghosts on the table and buttons. Nothing
 * here decides a rule: arcs, sight lines and targets come from the rules' own helpers
 * (`shootingTargets`), destinations from the `show` the rules attach to each legal `order` (where
 * the unit ends, its path and cost, whether it charges, a lone target's place), dice from the legal
 * `give` actions.
 */
import { frontEdge, type Point, type Polygon } from '../../../../src/core/geometry/open-table.js';
import type { Outcome, Seat } from '../../../../src/core/ruleset.js';
import {
  capacity,
  characterPosition,
  CLAUSE,
  actionContextOf,
  disciplineOf,
  GAP,
  routAt,
  describeSsfAction,
  describeSsfEvent,
  humanize,
  moveAllowance,
  plannedMeleeOdds,
  plannedShotOdds,
  nameIndex,
  nameOfIn,
  playerOf,
  seatName,
  shootingTargets,
  SSF_ORDER_CLAUSE,
  system,
  TABLES,
  toAct,
  turnWords,
  unitById,
  type EventLine,
  type SsfAction,
  type SsfEvent,
  type SsfView,
  type Unit,
} from '../../../../src/rulesets/sword-and-spear/index.js';
import type { Die, DiceAccepts, DiceAllocation } from '../../shell/table/DiceTray.js';
import type { UnitFact, UnitSheet } from '../../shell/UnitPanel.js';
import { abbreviations, aheadBand, frontArcOnTable, frontEdgeBand } from '../../shell/table/geometry-view.js';
import type {
  ArcOverlay,
  GhostOverlay,
  RangeBandOverlay,
  SightLineOverlay,
  TablePiece,
  TerrainPiece,
} from '../../shell/table/OpenTable.js';

export type { SsfAction, SsfView };

/** The seats a person picks: the two armies. With two players a side (SSF-A51) the second commands, 'a2' and 'b2', are the computer's where no one takes them. */
export const SEATS: readonly Seat[] = ['a', 'b'];
export const SEAT_COLOR: Readonly<Record<string, string>> = { a: '#2f6db5', b: '#b5452f', a2: '#5f9bd9', b2: '#d9785f' };

/** A seat's name where the view gives no army's (the system's words). */
export { seatName };

// ---------------------------------------------------------------- names

/**
 * Every id the log may name, with its name (the system's: units, two of one name told apart by a
 * number, characters and the armies); any other id made readable (`humanize`).
 */
export { humanize, nameIndex };

/** A label that fits a base: a long name's first word shortened ('Goblin Crossbows' -> 'G. Crossbows'). */
export const shortLabel = (name: string): string =>
  name.length > 13 && name.includes(' ') ? `${name.charAt(0)}. ${name.slice(name.indexOf(' ') + 1)}` : name;

/** A character's figure label: the initials of his name's capitalised words ('Lord of the Glade' -> 'LG'). */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter((w) => /^[A-Z]/.test(w))
    .map((w) => w.charAt(0))
    .join('')
    .slice(0, 3) || name.slice(0, 2);

export const nameOf = nameOfIn;

// ---------------------------------------------------------------- the log

/** One log line with its clause (src/rulesets/sword-and-spear/describe.ts), names from `names`. */
export const logLine = (e: SsfEvent | { type: string; clause?: string }, names: ReadonlyMap<string, string>): EventLine | null =>
  describeSsfEvent(e, nameOf(names));

// ---------------------------------------------------------------- the header

export const toActOf = (view: SsfView): Seat[] => toAct(view);
export const outcomeOf = (view: SsfView): Outcome | null => view.outcome ?? null;

/** The decision pending, in the system's words: 'Turn 2 · action phase 1 · activations · Elven Host to act'. */
export const summaryOf = (view: SsfView): string => system.describe.decision('sword-and-spear', view);

// ---------------------------------------------------------------- the table

export const TERRAIN_STYLES = {
  woods: { fill: '#5d9752', stroke: '#3c6b34' },
  hill: { fill: '#d6bd8a', stroke: '#a88a53', dash: '6 3' },
  village: { fill: '#b9a28c', stroke: '#7c6350' },
  marsh: { fill: '#8fb7b0', stroke: '#5b8a82', dash: '2 3' },
  rough: { fill: '#c9c08f', stroke: '#9c9362' },
  fields: { fill: '#e3d98f', stroke: '#b3a95f' },
  hedge: { fill: '#3f7a37', stroke: '#2b5626' },
  wall: { fill: '#9a9388', stroke: '#5f5a52' },
  stream: { fill: '#6fa8dc', stroke: '#3d78ad' },
} as const;

/** How wide a linear obstacle is drawn, in DU (SSF-A48: it is a line; the drawing needs some width). */
export const OBSTACLE_WIDTH = 0.35;

/** A line's segments as thin quadrilaterals `width` wide, for the table's polygon terrain. */
export function lineStrips(line: readonly Point[], width = OBSTACLE_WIDTH): Polygon[] {
  const out: Polygon[] = [];
  for (let i = 0; i + 1 < line.length; i++) {
    const [a, b] = [line[i]!, line[i + 1]!];
    const len = Math.hypot(b.x - a.x, b.y - a.y);
    if (len < 1e-9) continue;
    // Half the width across the segment, and as much again past each end so that the strips of a bent line join.
    const [nx, ny] = [(-(b.y - a.y) / len) * (width / 2), ((b.x - a.x) / len) * (width / 2)];
    const [ex, ey] = [((b.x - a.x) / len) * (width / 2), ((b.y - a.y) / len) * (width / 2)];
    out.push([
      { x: a.x - ex + nx, y: a.y - ey + ny },
      { x: b.x + ex + nx, y: b.y + ey + ny },
      { x: b.x + ex - nx, y: b.y + ey - ny },
      { x: a.x - ex - nx, y: a.y - ey - ny },
    ]);
  }
  return out;
}

/** The terrain pieces, then the linear obstacles (hedges, walls, streams: SSF-A48) drawn as thin strips along their lines. */
export function terrainOf(view: SsfView): TerrainPiece[] {
  const areas = view.field.terrain.map((t) => ({
    id: t.id,
    kind: t.type,
    label: TABLES.terrain.get(t.type)?.name ?? humanize(t.type),
    polygon: t.polygon,
  }));
  const obstacles = (
    (view.field as { obstacles?: readonly { id: string; type: string; line: readonly Point[] }[] }).obstacles ?? []
  ).flatMap((o) =>
    lineStrips(o.line).map((polygon, i) => ({
      id: `${o.id}${i ? `-${i}` : ''}`,
      kind: o.type,
      label: `${TABLES.terrain.get(o.type)?.name ?? humanize(o.type)} (SSF-A48)`,
      polygon,
    })),
  );
  return [...areas, ...obstacles];
}

/** The hits a unit can take before it routs, and its badges: hits, one from routing, commander, out of command, flying. */
export function unitBadges(view: SsfView, u: Unit): NonNullable<TablePiece['badges']> {
  const left = capacity(u);
  const badges: { text: string; tone: 'info' | 'bad' | 'good' | 'warn'; title: string }[] = [];
  if (u.hits > 0)
    badges.push({
      text: `✕${u.hits}`,
      tone: left <= 1 ? 'bad' : 'warn',
      title: `${u.hits} hit${u.hits === 1 ? '' : 's'}; routs at ${u.hits + left}`,
    });
  if (u.commanderAttached) {
    const c = view.characters.find((x) => x.attachedTo === u.id && !x.killed);
    badges.push({ text: c?.commander === 'general' ? '★' : '☆', tone: 'good', title: `${c?.name ?? 'a commander'} attached` });
  }
  if (u.outOfCommand) badges.push({ text: 'OoC', tone: 'warn', title: 'out of command range (F5)' });
  if (u.altitude && u.altitude !== 'ground')
    badges.push({ text: u.altitude === 'high' ? '⇈' : '↑', tone: 'info', title: `flying ${u.altitude}` });
  if (view.current?.unit === u.id) badges.push({ text: 'active', tone: 'good', title: 'activated now' });
  return badges;
}

export function piecesOf(view: SsfView, names: ReadonlyMap<string, string>, selected: string | null): TablePiece[] {
  const acted = new Set(view.turn.acted);
  const units: TablePiece[] = view.field.units.map((u) => {
    const name = names.get(u.id) ?? u.profile.name;
    const badges = unitBadges(view, u);
    return {
      id: u.id,
      label: shortLabel(name),
      // Where even the short name will not fit its base readably: the initials with the number ('ES1').
      abbreviations: abbreviations(name).filter((l) => l !== shortLabel(name)),
      colour: SEAT_COLOR[u.side] ?? '#777',
      shape: { kind: 'base', base: u.base },
      badges,
      selected: selected === u.id,
      dimmed: acted.has(u.id) && view.current?.unit !== u.id,
      description: [
        `${name} (${view.names[u.side] ?? u.side})`,
        ...badges.map((b) => b.title ?? b.text),
        acted.has(u.id) ? 'has acted this turn' : null,
        selected === u.id ? 'selected' : null,
      ]
        .filter(Boolean)
        .join(', '),
    };
  });
  const figures: TablePiece[] = view.characters
    .filter((c) => !c.killed && !c.attachedTo)
    .map((c) => ({
      id: `char:${c.id}`,
      label: initials(c.name),
      colour: SEAT_COLOR[c.side] ?? '#777',
      shape: { kind: 'figure', centre: characterPosition(view, c), radius: 0.6 },
      badges: [
        {
          text: c.commander === 'general' ? '★' : c.commander === 'captain' ? '☆' : '✦',
          tone: 'good',
          title: [c.commander, c.magicLevel ? `magic level ${c.magicLevel}, power ${view.magic.power[c.id] ?? 0}` : null]
            .filter(Boolean)
            .join(', '),
        },
      ],
      description: `${c.name} (${view.names[c.side] ?? c.side})${c.commander ? `, ${c.commander}` : ''}${c.magicLevel ? `, magic-user level ${c.magicLevel}` : ''}`,
    }));
  return [...units, ...figures];
}

/** What the table shows for a selected unit: its shooting arc and range, or its move; sight lines to enemies. */
export interface UnitOverlays {
  readonly arcs: ArcOverlay[];
  readonly rangeBands: RangeBandOverlay[];
  readonly sightLines: SightLineOverlay[];
  /** Enemies the unit may shoot now (9 Shooting arc: the closest seen), by id. */
  readonly targets: string[];
  readonly weapon: string | null;
}

const frontCentre = (u: Unit): Point => {
  const [l, r] = frontEdge(u.base);
  return { x: (l.x + r.x) / 2, y: (l.y + r.y) / 2 };
};

export function overlaysOf(view: SsfView, unitId: string): UnitOverlays {
  const u = unitById(view.field, unitId);
  const none: UnitOverlays = { arcs: [], rangeBands: [], sightLines: [], targets: [], weapon: null };
  if (!u) return none;
  const size = { width: view.table.width, height: view.table.depth };
  const cap = u.profile.missile[0];
  const w = cap ? TABLES.missile.get(cap.weapon) : undefined;
  const arcs: ArcOverlay[] = [
    { id: 'arc', polygon: frontArcOnTable(u.base, size, w?.arcWiden ?? 0), label: `${u.profile.name}: shooting arc (${CLAUSE.arc})` },
  ];
  const rangeBands: RangeBandOverlay[] = [];
  const allowance = moveAllowance(view.field, u, view.options).value;
  if (allowance) rangeBands.push({ id: 'move', outline: frontEdgeBand(u.base, allowance), label: `move ${allowance} DU`, tone: 'move' });
  if (!w) return { ...none, arcs, rangeBands };
  rangeBands.push({ id: 'range', outline: aheadBand(u.base, w.range, w.arcWiden), label: `${w.name} ${w.range} DU` });
  const choice = shootingTargets(view.field, u, w, true, view.options);
  const from = frontCentre(u);
  const sightLines: SightLineOverlay[] = [
    ...choice.candidates.map((c) => ({
      id: `los-${c.unit.id}`,
      from,
      to: c.unit.base.centre,
      clear: true,
      label: `${c.unit.profile.name}: seen, ${c.range.toFixed(1)} DU${c.range > w.range + 1e-9 ? ' (out of range)' : ''}`,
    })),
    ...choice.excluded
      .filter((x) => x.code === 'ERR_NO_SIGHT')
      .map((x) => ({
        id: `los-${x.unit.id}`,
        from,
        to: x.unit.base.centre,
        clear: false,
        label: `${x.unit.profile.name}: ${x.reason} (${x.clause})`,
      })),
  ];
  return {
    arcs,
    rangeBands,
    sightLines,
    targets: choice.legal.filter((c) => c.range <= w.range + 1e-9).map((c) => c.unit.id),
    weapon: w.name,
  };
}

// ---------------------------------------------------------------- the action dice (F1, SSF-A27, SSF-A45)

export interface Tray {
  readonly dice: Die[];
  readonly allocated: DiceAllocation;
  readonly accepts: DiceAccepts;
  readonly targets: { id: string; label: string }[];
}

/** The seat's dice this phase: those given (by unit) and those left, each accepting the units a legal `give` names. */
export function trayOf(view: SsfView, seat: Seat | null, legal: readonly SsfAction[], names: ReadonlyMap<string, string>): Tray | null {
  if (!seat || !view.phase || view.step !== 'allocate') return null;
  const rolled = view.phase.rolled[seat] ?? [];
  const given = view.phase.allocated[seat] ?? [];
  const dice: Die[] = rolled.map((face, i) => ({ id: `d${i}`, face, label: `action die ${i + 1} showing ${face}` }));
  const allocated: Record<string, string> = {};
  const free = new Set(dice.map((d) => d.id));
  for (const g of given) {
    for (const v of g.dice) {
      const d = dice.find((x) => x.face === v && free.has(x.id));
      if (!d) continue;
      free.delete(d.id);
      allocated[d.id] = g.unit;
    }
  }
  const gives = legal.filter((a): a is Extract<SsfAction, { type: 'give' }> => a.type === 'give');
  const accepts: Record<string, string[]> = {};
  for (const d of dice) if (free.has(d.id)) accepts[d.id] = gives.filter((a) => a.value === d.face).map((a) => a.unit);
  // SSF-A51: the units of the seat's own command.
  const targets = view.field.units
    .filter((u) => playerOf(view, u.id) === seat)
    .map((u) => ({ id: u.id, label: names.get(u.id) ?? u.profile.name }));
  return { dice, allocated, accepts, targets };
}

/** The legal `give` for a die dropped on a unit, or null. */
export function giveFor(tray: Tray, legal: readonly SsfAction[], dieId: string, unit: string): SsfAction | null {
  const d = tray.dice.find((x) => x.id === dieId);
  if (!d) return null;
  return legal.find((a) => a.type === 'give' && a.unit === unit && a.value === d.face) ?? null;
}

// ---------------------------------------------------------------- moves as ghosts (F3, SSF-A3, SSF-A37)

type OrderAction = Extract<SsfAction, { type: 'order' }>;

export interface MoveGroup {
  /** 'advance', 'manoeuvre:45', 'charge', 'shoot-character'. */
  readonly key: string;
  readonly label: string;
  readonly clause: string;
  readonly ghosts: (GhostOverlay & { readonly action: OrderAction })[];
  /** Lines drawn with the ghosts: from the shooter to a lone character it may shoot (SSF-A46). */
  readonly lines?: SightLineOverlay[];
}

/** An order in words (src/rulesets/sword-and-spear/describe.ts: the terminal's wording too); a lone target's ', alone' is the ghost's to add. */
export function orderLabel(a: OrderAction, nameOfId: (id: string) => string): string {
  return describeSsfAction(a, nameOfId).text;
}

export const ORDER_CLAUSE: Readonly<Record<OrderAction['order'], string>> = SSF_ORDER_CLAUSE as Record<OrderAction['order'], string>;

/**
 * The legal moves of the activated unit as ghosts where the rules put them (each order's `show`,
 * placed by the rules as they list it), grouped by order (and turn): every advance, manoeuvre and
 * charge the server offers, a charge at a lone character too (SSF-A46); and every shot at a lone
 * character as a ghost ring on him with the line from the shooter (17 Magic, SSF-A46). A click on a
 * ghost sends its action.
 */
export function moveGroups(view: SsfView, legal: readonly SsfAction[], names: ReadonlyMap<string, string>): MoveGroup[] {
  const cur = view.current;
  const u = cur && unitById(view.field, cur.unit);
  if (!u) return [];
  const groups = new Map<string, MoveGroup>();
  const colour = SEAT_COLOR[u.side] ?? '#666';
  const n = nameOf(names);
  legal.forEach((a, i) => {
    if (a.type !== 'order') return;
    const lone = a.show?.alone;
    if (a.order === 'shoot' && lone) {
      const g = groups.get('shoot-character') ?? {
        key: 'shoot-character',
        label: 'Shoot at a lone character',
        clause: CLAUSE.magic,
        ghosts: [],
        lines: [],
      };
      const label = `${orderLabel(a, n)}, alone (SSF-A46)`;
      g.ghosts.push({ id: `o${i}`, shape: { kind: 'figure', centre: lone, radius: 0.9 }, colour, label, action: a });
      g.lines?.push({ id: `shot-${a.target}`, from: frontCentre(u), to: lone, clear: true, label });
      groups.set('shoot-character', g);
      return;
    }
    const ghost = a.show?.ghost;
    if (!ghost || !['advance', 'manoeuvre', 'charge'].includes(a.order)) return;
    const base = { ...u.base, centre: { x: ghost.x, y: ghost.y }, facing: ghost.facing };
    const key = a.order === 'manoeuvre' ? `manoeuvre:${a.turn ?? 0}` : a.order;
    const label = a.order === 'manoeuvre' ? `Manoeuvre: ${turnWords(a.turn ?? 0)}` : a.show?.charge ? 'Charge' : 'Advance';
    const g = groups.get(key) ?? { key, label, clause: ORDER_CLAUSE[a.order], ghosts: [] };
    g.ghosts.push({
      id: `o${i}`,
      shape: { kind: 'base', base },
      colour,
      label: lone ? `${orderLabel(a, n)}, alone (SSF-A46)` : orderLabel(a, n),
      action: a,
    });
    groups.set(key, g);
  });
  return [...groups.values()];
}

// ---------------------------------------------------------------- the other decisions as buttons

export interface Choice {
  readonly label: string;
  readonly clause: string;
  readonly action: SsfAction;
  /** 'main' buttons are always shown; 'more' go under a disclosure (many spells, placements). */
  readonly group: 'main' | 'more';
}

/**
 * Every legal action that is neither a die to give nor a move drawn as a ghost, worded as the terminal
 * words it (describe.ts `describeSsfAction`), with its clause; `view` names the unit a boost or protect
 * spell is for. A kind with no words yet is offered anyway, worded from its fields.
 */
export function choicesOf(
  legal: readonly SsfAction[],
  names: ReadonlyMap<string, string>,
  view?: Pick<SsfView, 'current' | 'pending' | 'fight'>,
): Choice[] {
  const n = nameOf(names);
  const ctx = actionContextOf(view);
  const out: Choice[] = [];
  for (const a of legal) {
    if (a.type === 'give' || (a.type === 'order' && (a.order === 'advance' || a.order === 'manoeuvre'))) continue;
    const d = describeSsfAction(a, n, ctx);
    const more =
      !d.known ||
      a.type === 'attack-spell' ||
      a.type === 'boost' ||
      a.type === 'place' ||
      a.type === 'heal' ||
      (a.type === 'order' && a.order === 'move-and-shoot');
    out.push({ label: d.text, clause: d.clause, action: a, group: more ? 'more' : 'main' });
  }
  return out;
}

/** Army value lost of the whole, by side (SSF-A7), and the units routed. */
export function lossesOf(
  view: SsfView,
  names: ReadonlyMap<string, string>,
): { seat: Seat; name: string; lost: number; value: number; routed: string[] }[] {
  return SEATS.map((s) => ({
    seat: s,
    name: view.names[s] ?? s,
    lost: view.losses[s] ?? 0,
    value: view.armyValue[s] ?? 0,
    routed: view.routed.filter((r) => r.side === s).map((r) => names.get(r.id) ?? r.name),
  }));
}

// ---------------------------------------------------------------- the selected unit's panel (2 Discipline, 2 Strength, ...)

const listOr = (xs: readonly string[], none: string) => (xs.length ? xs.join(', ') : none);

/**
 * A unit (or a character not attached, `char:<id>`) as the rulebook rates it: troop type, Strength and
 * hits (routs at), Discipline as it stands with its changes, protection, weapons, characteristics, its
 * move, command and flight; and what the legal actions let it do now (the terminal's words).
 */
export function unitSheet(view: SsfView, id: string, names: ReadonlyMap<string, string>, legal: readonly SsfAction[]): UnitSheet | null {
  const n = nameOf(names);
  if (id.startsWith('char:')) {
    const c = view.characters.find((x) => x.id === id.slice(5));
    if (!c) return null;
    const facts: UnitFact[] = [];
    if (c.commander)
      facts.push({ label: 'Commander', value: c.commander === 'general' ? 'the general' : 'a captain', clause: GAP.commanders });
    if (c.magicLevel)
      facts.push({ label: 'Magic', value: `level ${c.magicLevel}, power ${view.magic.power[c.id] ?? 0}`, clause: CLAUSE.power });
    facts.push({ label: 'Status', value: c.killed ? 'killed' : c.attachedTo ? `with ${n(c.attachedTo)}` : 'alone on the table' });
    return {
      title: c.name,
      subtitle: view.names[c.side] ?? c.side,
      colour: SEAT_COLOR[c.side],
      facts,
      now: nowFor(legal, `char:${c.id}`, n, view),
    };
  }
  const u = unitById(view.field, id);
  if (!u) return null;
  const p = u.profile;
  const tt = TABLES.troopTypes.get(p.troopType);
  const d = disciplineOf(view.field, u, view.options);
  const rout = routAt(u);
  const facts: UnitFact[] = [
    { label: 'Troop type', value: tt?.name ?? humanize(p.troopType), clause: CLAUSE.strength },
    { label: 'Strength', value: `${tt?.strength ?? '?'} dice`, clause: CLAUSE.strength },
    { label: 'Hits', value: `${u.hits} of ${rout} (routs at ${rout})`, clause: CLAUSE.strength, warn: rout - u.hits <= 1 },
    {
      label: 'Discipline',
      value: `${d.value}${d.parts.length ? ` (${p.discipline}${d.parts.map((x) => `, ${x.why} ${x.delta > 0 ? '+' : ''}${x.delta}`).join('')})` : ''}`,
      clause: CLAUSE.discipline,
    },
    { label: 'Protection', value: TABLES.protection.get(p.protection)?.name ?? humanize(p.protection), clause: CLAUSE.protection },
    {
      label: 'Melee',
      value: listOr(
        p.melee.map((m) => TABLES.melee.get(m)?.name ?? humanize(m)),
        'none',
      ),
      clause: CLAUSE.weapons,
    },
    {
      label: 'Shooting',
      value: listOr(
        p.missile.map((m) => {
          const w = TABLES.missile.get(m.weapon);
          return `${w?.name ?? humanize(m.weapon)}${w ? ` ${w.range} DU` : ''}${m.restricted ? ' (restricted)' : ''}`;
        }),
        'none',
      ),
      clause: CLAUSE.weaponsTable,
    },
    {
      label: 'Characteristics',
      value: listOr(
        p.characteristics.map((c) => TABLES.characteristics.get(c)?.name ?? humanize(c)),
        'none',
      ),
      clause: CLAUSE.characteristics,
    },
    { label: 'Move', value: `${moveAllowance(view.field, u, view.options).value} DU`, clause: GAP.movement },
  ];
  const status = [
    u.outOfCommand ? 'out of command' : 'in command',
    u.commanderAttached ? `${view.characters.find((c) => c.attachedTo === u.id && !c.killed)?.name ?? 'a commander'} attached` : null,
    u.altitude && u.altitude !== 'ground' ? `flying ${u.altitude}` : null,
    view.current?.unit === u.id ? 'activated now' : view.turn.acted.includes(u.id) ? 'has acted this turn' : null,
  ].filter((x): x is string => !!x);
  facts.push({ label: 'Status', value: status.join(', '), clause: GAP.commanders, warn: !!u.outOfCommand });
  return {
    title: n(u.id),
    subtitle: `${view.names[u.side] ?? u.side} · ${p.name}`,
    colour: SEAT_COLOR[u.side],
    facts,
    now: nowFor(legal, u.id, n, view),
  };
}

/** The legal actions that name the unit, in the terminal's words, once each (moves counted by kind). */
function nowFor(legal: readonly SsfAction[], id: string, n: (id: string) => string, view: SsfView): string[] {
  const ctx = actionContextOf(view);
  const lines: string[] = [];
  const moves = new Map<string, number>();
  for (const a of legal) {
    const x = a as { unit?: string; character?: string };
    const mine =
      x.unit === id || (id.startsWith('char:') && x.character === id.slice(5)) || (a.type === 'order' && view.current?.unit === id);
    if (!mine) continue;
    if (a.type === 'order' && (a.order === 'advance' || a.order === 'manoeuvre')) {
      const k = a.order === 'advance' ? 'Advance' : 'Manoeuvre';
      moves.set(k, (moves.get(k) ?? 0) + 1);
      continue;
    }
    if (a.type === 'give') {
      const k = `Take a die showing ${a.value}`;
      if (!lines.includes(k)) lines.push(k);
      continue;
    }
    const text = describeSsfAction(a, n, ctx).text;
    if (!lines.includes(text)) lines.push(text);
  }
  return [...[...moves].map(([k, c]) => `${k}: ${c} place${c === 1 ? '' : 's'} (ghosts on the table)`), ...lines];
}

// ---------------------------------------------------------------- a planned shot's odds (9 Shooting procedure)

const pc = (p: number) => `${Math.round(p * 100)}%`;

/** The odds of a shot order before it is made, from the ruleset's exact shooting odds: 'no hit 30% · 1 hit 45% · 2 hits 25% · routs 4%'. */
export function shotOddsLine(view: SsfView, a: SsfAction): string | null {
  const x = plannedShotOdds(view, a);
  if (!x) return null;
  const hits = x.hits.map((p, i) => ({ p, i })).filter((h) => h.p >= 0.005);
  return [
    ...hits.map((h) => `${h.i === 0 ? 'no hit' : `${h.i} hit${h.i === 1 ? '' : 's'}`} ${pc(h.p)}`),
    ...(x.routed > 0 ? [`routs ${pc(x.routed)}`] : []),
  ].join(' · ');
}

/** The odds of a charge or a fight before it is made, from the ruleset's exact melee odds: 'wins 55% · loses 30% · no winner 15% · Goblins rout 12%'. */
export function meleeOddsLine(view: SsfView, a: SsfAction, names: ReadonlyMap<string, string>): string | null {
  const x = plannedMeleeOdds(view, a);
  if (!x || a.type !== 'order') return null;
  const n = nameOf(names);
  return [
    `wins ${pc(x.attackerWins)}`,
    `loses ${pc(x.defenderWins)}`,
    `no winner ${pc(x.draw)}`,
    ...(x.defenderRouted > 0 && a.target ? [`${n(a.target)} routs ${pc(x.defenderRouted)}`] : []),
    ...(x.attackerRouted > 0 && view.current ? [`${n(view.current.unit)} routs ${pc(x.attackerRouted)}`] : []),
  ].join(' · ');
}
