/**
 * Pure helpers behind the Swords & Sorcery screens. None of them decides a rule:
 * - the map, its terrain and the tables come from the game's options (`mapData`, the scenario the
 *   server plays); drawing them is geometry (`MapGeometry`);
 * - what to highlight comes from the server's legal actions (`reactOffers`, `withdrawChoices`,
 *   `battleDecisions`) and from the ruleset's steps for the seat's own view (`destinations`: each
 *   place a selected group may step into, its path and its cost, II; SSV-A45), never from a rule
 *   run here;
 * - battle reports are read from the events the seat was sent (`roundReport`).
 *
 *   const data = mapData(view.options);
 *   const geo = new MapGeometry(data.scenario.map.grid);
 *   geo.centre('0406')                                     // { x, y } in the map's viewBox
 *   destinations(moveTargets(view), '0303', ['west-17', 'west-18']) // [{ key: '0302', action, cost: '2 MP' }, ...]
 */
import { type Point } from '../../../../src/core/geometry/hex-grid.js';
import type { GameEvent, Outcome, Seat } from '../../../../src/core/ruleset.js';
import {
  costWords,
  counterCode,
  fightingStrengthOf,
  frac,
  gameContext,
  groupMoves,
  groupReach,
  mapDecision,
  moraleEffectText,
  nameIndex,
  optionsSchema,
  PHASE_TEXT,
  moveTargets,
  placeLabel as placeText,
  publicNames,
  seatName,
  signed,
  type BattleEvent,
  type BattleOutcome,
  type BattleView,
  type DieModifier,
  type EnemyStackView,
  type Frac,
  type GroupMove,
  type MapContext,
  type PendingView,
  type PieceView,
  type PlaceRef,
  type SsAction,
  type SsOptions,
  type SsView,
  type Step,
  type StepTarget,
  type Tables,
  type UnitType,
} from '../../../../src/rulesets/swords-and-sorcery/index.js';
import type { AnchorSpec, Block } from '../../markdown.js';
import { HexGeometry, R } from '../../shell/hexmap/geometry.js';

// The ruleset's words, where the screens use them.
export { frac, moraleEffectText, nameIndex, PHASE_TEXT, publicNames, seatName, signed };
export const summaryOf = mapDecision;

export { moveTargets };
export type { StepTarget, GroupMove };
export type { SsAction, SsView, PieceView, EnemyStackView, PendingView, PlaceRef, BattleView, MapContext, Tables };

export const SEATS = ['west', 'east'] as const;
export const SEAT_COLOR: Record<string, string> = { west: '#2c5d9f', east: '#a3392a' };

// ---------------------------------------------------------------------------------------------------
// The scenario's map and tables, from the options the server plays with

const contexts = new Map<string, MapContext>();

/** The scenario (map, forces) and tables of a game, from its options; built once per distinct options. */
export function mapData(options: SsOptions | Readonly<Record<string, unknown>> | null | undefined): MapContext {
  const parsed = optionsSchema.safeParse(options ?? {});
  const o = parsed.success ? parsed.data : optionsSchema.parse({});
  const key = JSON.stringify(o);
  let c = contexts.get(key);
  if (!c) {
    c = gameContext(o);
    if (contexts.size > 8) contexts.clear();
    contexts.set(key, c);
  }
  return c;
}

// ---------------------------------------------------------------------------------------------------
// Places: a hex ('0406') or the Dragon complex inside one ('1703c')

export type Key = string;
export const keyOf = (p: PlaceRef): Key => (p.complex ? `${p.hex}c` : p.hex);
export const refOfKey = (k: Key): PlaceRef => (k.endsWith('c') ? { hex: k.slice(0, -1), complex: true } : { hex: k });
export const placeLabel = (p: PlaceRef | Key): string => placeText(typeof p === 'string' ? refOfKey(p) : p);

// ---------------------------------------------------------------------------------------------------
// Geometry: hexes to pixels (flat-topped, even columns half a hex lower, as core/geometry/hex-grid.ts)

export { R, PAD } from '../../shell/hexmap/geometry.js';

/** The shared hex geometry (shell/hexmap) plus where a Swords & Sorcery place's counters go. */
export class MapGeometry extends HexGeometry {
  /** Where a place's counters are drawn: the hex centre, or the Dragon complex's corner of it. */
  placePoint(key: Key): Point {
    const ref = refOfKey(key);
    const c = this.centre(ref.hex);
    return ref.complex ? complexPoint(c, this.radius) : c;
  }
}

/** The Dragon complex symbol's spot inside its mountain hex (towards the right corner). */
export const complexPoint = (c: Point, radius = R): Point => ({ x: c.x + radius * 0.56, y: c.y + radius * 0.18 });

// ---------------------------------------------------------------------------------------------------
// Stacks and counters

export interface Stack {
  readonly key: Key;
  readonly place: PlaceRef;
  readonly owner: Seat;
  /** The viewer's own stack. */
  readonly own: boolean;
  /** Units first (strongest on top), then characters (best leader first). */
  readonly pieces: readonly PieceView[];
  /** An enemy stack seen only as a marker (VI.A): no pieces, maybe a count. */
  readonly marker: boolean;
  /** Counters in the stack: its pieces, or the marker's count (null when reconnaissance hides it). */
  readonly count: number | null;
}

const idNumber = (id: string) => Number(/(\d+)$/.exec(id)?.[1] ?? 0);

/** Every stack the view shows: pieces grouped by place and owner, and the markers of hidden enemy stacks. */
export function stacksOf(view: SsView, tables: Tables): Stack[] {
  const viewer = view.viewer;
  const groups = new Map<string, PieceView[]>();
  for (const p of view.pieces) {
    const k = `${p.owner}@${keyOf(p.place)}`;
    (groups.get(k) ?? groups.set(k, []).get(k)!).push(p);
  }
  const out: Stack[] = [];
  for (const pieces of groups.values()) {
    const first = pieces[0]!;
    out.push({
      key: keyOf(first.place),
      place: first.place,
      owner: first.owner,
      own: first.owner === viewer,
      pieces: sortStack(pieces, tables),
      marker: false,
      count: pieces.length,
    });
  }
  for (const e of view.enemyStacks) {
    out.push({ key: keyOf(e.place), place: e.place, owner: e.owner, own: false, pieces: [], marker: true, count: e.count ?? null });
  }
  return out.sort((a, b) => a.key.localeCompare(b.key) || Number(b.own) - Number(a.own) || a.owner.localeCompare(b.owner));
}

export function sortStack(pieces: readonly PieceView[], tables: Tables): PieceView[] {
  const attack = (p: PieceView) => tables.units.get(p.what)?.attack ?? 0;
  const defence = (p: PieceView) => tables.units.get(p.what)?.defence ?? attack(p);
  const lead = (p: PieceView) => tables.characters.get(p.what)?.leadership ?? 0;
  const units = pieces
    .filter((p) => p.kind === 'unit')
    .sort((a, b) => attack(b) - attack(a) || defence(b) - defence(a) || idNumber(a.id) - idNumber(b.id));
  const chars = pieces.filter((p) => p.kind === 'character').sort((a, b) => lead(b) - lead(a) || a.id.localeCompare(b.id));
  return [...units, ...chars];
}

export type UnitSymbol = 'infantry' | 'cavalry' | 'archer' | 'flying' | 'swamp' | 'other' | 'character';

export interface Counter {
  /** The top unit's counter code ('4d4', '(4)m7'), or the leader's Leadership ('L5') for characters alone. */
  readonly code: string;
  /** The top piece's name. */
  readonly name: string;
  readonly symbol: UnitSymbol;
  readonly count: number | null;
  readonly characters: number;
  /** Demoralized units: none, some, or the top unit (drawn striped). */
  readonly demoralized: 'none' | 'some' | 'top';
}

export function unitSymbol(t: UnitType | undefined): UnitSymbol {
  if (!t) return 'other';
  if (t.flags.includes('flying')) return 'flying';
  if (t.flags.includes('swamp-creature')) return 'swamp';
  if (t.flags.includes('cavalry') || t.letter === 'm') return 'cavalry';
  if (t.flags.includes('archer')) return 'archer';
  if (t.flags.includes('infantry')) return 'infantry';
  return 'other';
}

/** What a stack's counter shows: only what the view gives (a marker shows its count and nothing else). */
export function counterOf(stack: Stack, tables: Tables): Counter | null {
  if (stack.marker) return null;
  const top = stack.pieces[0];
  if (!top) return null;
  const units = stack.pieces.filter((p) => p.kind === 'unit');
  const characters = stack.pieces.length - units.length;
  const demoralized = units[0]?.demoralized ? 'top' : units.some((u) => u.demoralized) ? 'some' : 'none';
  if (top.kind === 'unit') {
    const t = tables.units.get(top.what);
    return {
      code: t ? counterCode(t) : '?',
      name: t?.name ?? top.what,
      symbol: unitSymbol(t),
      count: stack.count,
      characters,
      demoralized,
    };
  }
  const c = tables.characters.get(top.what);
  return { code: `L${c?.leadership ?? '?'}`, name: c?.name ?? top.what, symbol: 'character', count: stack.count, characters, demoralized };
}

export interface UnitRow {
  readonly id: string;
  readonly name: string;
  readonly code: string;
  readonly race: string;
  /** Printed attack, and the bracketed defence where the counter has one. */
  readonly attack: number;
  readonly defence: number | null;
  readonly ma: number;
  readonly mpLeft: number | null;
  readonly demoralized: boolean;
  readonly done: boolean;
}

export interface CharacterRow {
  readonly id: string;
  readonly name: string;
  readonly race: string;
  readonly leadership: number;
  readonly fighting: number;
  readonly wounds: number;
  readonly monster: boolean;
  readonly ma: number;
  readonly mpLeft: number | null;
  readonly done: boolean;
}

export const raceName = (tables: Tables, race: string | null | undefined): string =>
  race ? (tables.races.get(race)?.name ?? race) : 'Monster';

export function unitRow(p: PieceView, tables: Tables): UnitRow {
  const t = tables.units.get(p.what);
  const ma = t?.movement ?? 0;
  return {
    id: p.id,
    name: t?.name ?? p.what,
    code: t ? counterCode(t) : '?',
    race: raceName(tables, t?.race),
    attack: t?.attack ?? 0,
    defence: t?.defence ?? null,
    ma,
    mpLeft: p.mp === undefined ? null : Math.max(0, ma - p.mp),
    demoralized: !!p.demoralized,
    done: !!p.done,
  };
}

export function characterRow(
  p: PieceView,
  tables: Tables,
  options: { readonly characterMovement: number; readonly characterStrength: SsOptions['characterStrength'] },
): CharacterRow {
  const characterMovement = options.characterMovement;
  const c = tables.characters.get(p.what);
  return {
    id: p.id,
    name: c?.name ?? p.what,
    race: raceName(tables, c?.race),
    leadership: c?.leadership ?? 0,
    fighting: c ? fightingStrengthOf(c, options.characterStrength) : 0,
    wounds: p.wounds ?? 0,
    monster: !!c?.monster,
    ma: characterMovement,
    mpLeft: p.mp === undefined ? null : Math.max(0, characterMovement - p.mp),
    done: !!p.done,
  };
}

// ---------------------------------------------------------------------------------------------------
// Movement: highlighting from the legal list

type Move = Extract<SsAction, { type: 'move' }>;
type React = Extract<SsAction, { type: 'react' }>;
type WithdrawTo = Extract<SsAction, { type: 'withdraw-to' }>;
type BattleAct = Extract<SsAction, { type: 'battle' }>;

const isMove = (a: SsAction): a is Move => a.type === 'move';

/** Where each of the viewer's pieces stands. */
export const pieceKeys = (view: SsView): Map<string, Key> => new Map(view.pieces.map((p) => [p.id, keyOf(p.place)]));

/** Places holding a stack with at least one legal move. */
export function movableKeys(legal: readonly SsAction[], view: SsView): Set<Key> {
  const at = pieceKeys(view);
  return new Set(
    legal
      .filter(isMove)
      .map((m) => at.get(m.pieces[0]!))
      .filter((k): k is Key => !!k),
  );
}

/** A place the selected group may go to, as the ruleset gives it, with its cost in words. */
export interface Destination {
  readonly key: Key;
  /** The first step's action (the only one for a place next door). */
  readonly action: Move;
  /** Every step's action in order (SSV-A45: a move is one step). */
  readonly steps: readonly Move[];
  /** The places passed through, the stack's own first. */
  readonly path: readonly Key[];
  /** "2 MP", "d6+1 MP", "whole allowance"; several when the pieces pay differently ("2 MP / 3 MP"). */
  readonly cost: string;
  /** Enemy units there, or a marker that may hide them: the move halts there and a battle follows (III.C). */
  readonly enemy: boolean;
}

/**
 * Where exactly the selected pieces of the stack in `from` may step together, from the ruleset's
 * steps for this seat's view (`moveTargets(view)`): nothing here decides a rule.
 */
export function destinations(steps: readonly StepTarget[], from: Key, selection: readonly string[]): Destination[] {
  return groupMoves(steps, refOfKey(from), selection).map((move) => {
    const action: Move = { type: 'move', pieces: [...move.action.pieces], to: move.action.to };
    return {
      key: keyOf(move.to),
      action,
      steps: [action],
      path: move.path.map(keyOf),
      cost: [...new Set(move.pieces.map((p) => costWords(p)))].join(' / '),
      enemy: move.enemy,
    };
  });
}

/**
 * Every place the selected pieces of the stack in `from` may reach this movement phase by steps, with
 * the path and what each pays along it: the ruleset's `groupReach` on this seat's view.
 */
export function reachDestinations(view: SsView, from: Key, selection: readonly string[]): Destination[] {
  return groupReach(view, refOfKey(from), selection).map((p) => {
    const steps: Move[] = p.steps.map((a) => ({ type: 'move', pieces: [...a.pieces], to: a.to }));
    return {
      key: keyOf(p.to),
      action: steps[0]!,
      steps,
      path: p.path.map(keyOf),
      cost: [...new Set(p.pieces.map((x) => costWords(x)))].join(' / '),
      enemy: p.enemy,
    };
  });
}

/** The pieces of a stack selected when it is opened: every piece whose move is not over. */
export const defaultSelection = (stack: Stack | undefined): string[] =>
  stack && stack.own ? stack.pieces.filter((p) => !p.done).map((p) => p.id) : [];

export const canEndMovement = (legal: readonly SsAction[]): boolean => legal.some((a) => a.type === 'end-movement');

// ---------------------------------------------------------------------------------------------------
// Reaction and withdrawal

export interface ReactOffer {
  readonly from: Key;
  readonly leader: string;
  /** The pieces the legal reactions move (the leader and every unit able to go). */
  readonly pieces: readonly string[];
  readonly into: readonly { readonly key: Key; readonly action: React }[];
}

/** The legal reactions grouped by the place reacting, each with the places it may react into. */
export function reactOffers(legal: readonly SsAction[]): ReactOffer[] {
  const out = new Map<Key, { from: Key; leader: string; pieces: Set<string>; into: { key: Key; action: React }[] }>();
  for (const a of legal) {
    if (a.type !== 'react') continue;
    const from = keyOf(a.from);
    const o = out.get(from) ?? out.set(from, { from, leader: a.leader, pieces: new Set(), into: [] }).get(from)!;
    a.pieces.forEach((p) => o.pieces.add(p));
    o.into.push({ key: keyOf(a.into), action: a });
  }
  return [...out.values()].map((o) => ({ ...o, pieces: [...o.pieces] }));
}

export const canPass = (legal: readonly SsAction[]): boolean => legal.some((a) => a.type === 'pass');

/** A reaction into `into` from `offer` with the chosen pieces (the leader always goes, III.A.3). */
export function reactAction(offer: ReactOffer, into: Key, pieces: readonly string[]): React {
  const base = offer.into.find((i) => i.key === into)?.action;
  const chosen = pieces.includes(offer.leader) ? [...pieces] : [offer.leader, ...pieces];
  return {
    type: 'react',
    from: base?.from ?? refOfKey(offer.from),
    leader: offer.leader,
    pieces: chosen,
    into: base?.into ?? refOfKey(into),
  };
}

/**
 * Where the enemy's move offered `seat` (any seat: null) a reaction: the view says only that a reaction
 * is pending, the place is in the offered seat's own `reaction-offered` event (III.A).
 */
export function reactionTrigger(events: readonly GameEvent[], seat: Seat | null): Key | null {
  const e = events.findLast((x) => x.type === 'reaction-offered' && (seat === null || (x as { seat?: unknown }).seat === seat));
  const place = (e as { place?: PlaceRef } | undefined)?.place;
  return place ? keyOf(place) : null;
}

export function withdrawChoices(legal: readonly SsAction[]): { key: Key; action: WithdrawTo }[] {
  return legal.filter((a): a is WithdrawTo => a.type === 'withdraw-to').map((a) => ({ key: keyOf(a.to), action: a }));
}

// ---------------------------------------------------------------------------------------------------
// Decisions this screen has no special form for (a newer ruleset version may offer more)

const KNOWN_ACTIONS = new Set(['move', 'end-movement', 'react', 'pass', 'battle', 'withdraw-to']);

/** Legal actions of a kind this module draws no form for: offered as plain buttons so a player can still act. */
export const otherActions = (legal: readonly SsAction[]): SsAction[] =>
  legal.filter((a) => !KNOWN_ACTIONS.has((a as { type: string }).type));

const ACTION_WORDS: Record<string, string> = {
  'decline-battle': 'Decline battle and stand a siege',
  'give-battle': 'Give battle',
  'declare-siege': 'Declare a siege',
  sortie: 'Sortie',
  assault: 'Assault',
  breach: 'Breach',
  'cva-fight': 'Fight the army units (Character vs Army)',
  'cva-surrender': 'Surrender the characters',
  'character-combat': 'Character vs Army',
};

/** A heading for a pending decision this module has no form for. */
export const PENDING_WORDS: Record<string, string> = {
  'siege-offer': 'Give battle, or stand a siege?',
  'cva-offer': 'Character vs Army combat?',
  'character-combat': 'Character vs Army combat',
};

/** A button's words for an action: what it is and its fields ("Assault · hex 1606 · pieces Orc Warband, ..."). */
export function actionLabel(a: SsAction, nameOf: (id: string) => string = (id) => id): string {
  const { type, ...rest } = a as { type: string } & Record<string, unknown>;
  if (Array.isArray(rest.pieces)) rest.pieces = (rest.pieces as string[]).map(nameOf);
  const words = (k: string) => k.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  const value = (v: unknown): string => {
    if (v && typeof v === 'object' && 'hex' in v) return placeLabel(v as PlaceRef);
    if (Array.isArray(v)) return v.map(value).join(', ');
    if (v && typeof v === 'object')
      return Object.entries(v)
        .map(([k, x]) => `${words(k)} ${value(x)}`)
        .join(', ');
    return String(v);
  };
  const parts = Object.entries(rest).map(([k, v]) => `${words(k)} ${value(v)}`);
  return [ACTION_WORDS[type] ?? type.replace(/-/g, ' '), ...parts].join(' · ');
}

// ---------------------------------------------------------------------------------------------------
// Clicks on the map

export type MapClick =
  | { readonly kind: 'move'; readonly action: Move }
  | { readonly kind: 'plan'; readonly key: Key }
  | { readonly kind: 'react'; readonly action: React }
  | { readonly kind: 'withdraw'; readonly action: WithdrawTo }
  | { readonly kind: 'open'; readonly key: Key; readonly alsoPlan?: Key }
  | { readonly kind: 'info'; readonly key: Key }
  | { readonly kind: 'close' };

export interface ClickContext {
  readonly legal: readonly SsAction[];
  readonly view: SsView;
  /** The place whose stack panel is open, if any. */
  readonly open: Key | null;
  /** Where the selected pieces of the open stack may step (`destinations`). */
  readonly destinations: readonly Destination[];
  /** The reaction offer chosen in the prompt (defaults to the first), and its pieces. */
  readonly offer: ReactOffer | null;
  readonly reactPieces: readonly string[];
  /** Places holding a stack the viewer can open. */
  readonly stacked: ReadonlySet<Key>;
  /** Places holding the viewer's own stacks: a click there selects, never moves. */
  readonly own?: ReadonlySet<Key>;
  /** The destination planned by the last click, waiting for its confirmation (a second click on it). */
  readonly plan?: Key | null;
}

/**
 * What a click on a place means, given the legal list and what is open and selected. A place the open
 * stack may step to is planned first (its path and cost drawn) and moved to by a second click on it.
 */
export function mapClick(ctx: ClickContext, key: Key): MapClick {
  const withdraw = withdrawChoices(ctx.legal).find((c) => c.key === key);
  if (withdraw) return { kind: 'withdraw', action: withdraw.action };
  if (ctx.offer && ctx.offer.into.some((i) => i.key === key))
    return { kind: 'react', action: reactAction(ctx.offer, key, ctx.reactPieces) };
  const step = ctx.open !== null && ctx.open !== key ? ctx.destinations.find((d) => d.key === key) : undefined;
  // Selecting never acts: a stack of one's own is opened, the step there offered as a second choice.
  if (step && ctx.plan === key) return { kind: 'move', action: step.action };
  if (key !== ctx.open && ctx.own?.has(key)) return step ? { kind: 'open', key, alsoPlan: key } : { kind: 'open', key };
  if (step) return { kind: 'plan', key };
  if (key === ctx.open) return { kind: 'close' };
  if (ctx.stacked.has(key)) return { kind: 'open', key };
  return { kind: 'info', key };
}

// ---------------------------------------------------------------------------------------------------
// Battle decisions from the legal list

export type Declaration = {
  readonly type: 'declare';
  readonly charge: readonly string[];
  readonly addToStrength: readonly string[];
  readonly leader: string | null;
  readonly array: readonly string[];
  readonly siegeRoles: Readonly<Record<string, 'archer' | 'flying'>>;
};
export type StayChoice = { readonly type: 'stay'; readonly reinforce: readonly string[] };
export type WithdrawChoice = { readonly type: 'withdraw'; readonly rearGuard: readonly string[] };

export interface BattleDecisions {
  /** The legal declarations; the first is the engine's sensible default. */
  readonly declares: readonly Declaration[];
  readonly stays: readonly StayChoice[];
  readonly withdraws: readonly WithdrawChoice[];
  /** The first legal decision (the default preset). */
  readonly preset: Declaration | StayChoice | WithdrawChoice | null;
}

const asDeclaration = (d: Record<string, unknown>): Declaration => ({
  type: 'declare',
  charge: (d.charge as string[] | undefined) ?? [],
  addToStrength: (d.addToStrength as string[] | undefined) ?? [],
  leader: (d.leader as string | null | undefined) ?? null,
  array: (d.array as string[] | undefined) ?? [],
  siegeRoles: (d.siegeRoles as Record<string, 'archer' | 'flying'> | undefined) ?? {},
});

export function battleDecisions(legal: readonly SsAction[]): BattleDecisions {
  const declares: Declaration[] = [];
  const stays: StayChoice[] = [];
  const withdraws: WithdrawChoice[] = [];
  let preset: BattleDecisions['preset'] = null;
  for (const a of legal) {
    if (a.type !== 'battle') continue;
    const d = a.decision;
    let x: Declaration | StayChoice | WithdrawChoice | null = null;
    if (d.type === 'declare') declares.push((x = asDeclaration(d)));
    else if (d.type === 'stay') stays.push((x = { type: 'stay', reinforce: (d.reinforce as string[] | undefined) ?? [] }));
    else if (d.type === 'withdraw') withdraws.push((x = { type: 'withdraw', rearGuard: (d.rearGuard as string[] | undefined) ?? [] }));
    preset ??= x;
  }
  return { declares, stays, withdraws, preset };
}

/** Cavalry that may charge: every unit some legal declaration charges with (the default charges all that may). */
export const chargeable = (d: BattleDecisions): string[] => [...new Set(d.declares.flatMap((x) => x.charge))];

/** Reinforcement candidates the legal stays name. */
export const reinforceable = (d: BattleDecisions): string[] => [...new Set(d.stays.flatMap((x) => x.reinforce))];

export interface DeclareDraft {
  readonly charge: readonly string[];
  readonly addToStrength: readonly string[];
  readonly leader: string | null;
  readonly array: readonly string[];
  readonly siegeRoles: Readonly<Record<string, 'archer' | 'flying'>>;
}

/** A form's starting point: a legal declaration, its array completed with the side's units in the hex. */
export function draftFrom(d: Declaration | undefined, units: readonly string[]): DeclareDraft {
  const array = d?.array.length ? [...d.array, ...units.filter((u) => !d.array.includes(u))] : [...units];
  return {
    charge: d?.charge ?? [],
    addToStrength: d?.addToStrength ?? [],
    leader: d?.leader ?? null,
    array,
    siegeRoles: d?.siegeRoles ?? {},
  };
}

export const toggle = (list: readonly string[], id: string, on: boolean): string[] =>
  on ? (list.includes(id) ? [...list] : [...list, id]) : list.filter((x) => x !== id);

/** Leading the die and adding Leadership to strength exclude each other (III.D.2.a); the form keeps them apart. */
export function setLeader(d: DeclareDraft, id: string | null): DeclareDraft {
  return { ...d, leader: id, addToStrength: id ? d.addToStrength.filter((x) => x !== id) : d.addToStrength };
}

export function setAdds(d: DeclareDraft, id: string, on: boolean): DeclareDraft {
  return { ...d, addToStrength: toggle(d.addToStrength, id, on), leader: on && d.leader === id ? null : d.leader };
}

/** Moves the array entry at `i` by `delta` (up: -1, down: +1), staying inside the list. */
export function moveItem<T>(list: readonly T[], i: number, delta: number): T[] {
  const j = i + delta;
  if (i < 0 || i >= list.length || j < 0 || j >= list.length) return [...list];
  const out = [...list];
  [out[i], out[j]] = [out[j]!, out[i]!];
  return out;
}

export function declareAction(d: DeclareDraft): BattleAct {
  return {
    type: 'battle',
    decision: {
      type: 'declare',
      charge: [...d.charge],
      addToStrength: [...d.addToStrength],
      leader: d.leader,
      array: [...d.array],
      siegeRoles: { ...d.siegeRoles },
    },
  };
}

export const stayAction = (reinforce: readonly string[]): BattleAct => ({
  type: 'battle',
  decision: { type: 'stay', reinforce: [...reinforce] },
});
export const withdrawAction = (rearGuard: readonly string[]): BattleAct => ({
  type: 'battle',
  decision: { type: 'withdraw', rearGuard: [...rearGuard] },
});

/** The battle side ('a' or 'b') of a seat in the battle pending in the view, or null. */
export function battleSide(pending: PendingView | null, seat: Seat | null): 'a' | 'b' | null {
  if (pending?.kind !== 'battle' || !seat) return null;
  return pending.seats.a === seat ? 'a' : pending.seats.b === seat ? 'b' : null;
}

// ---------------------------------------------------------------------------------------------------
// A round's results, read from the events

type Ev<T extends BattleEvent['type']> = Extract<BattleEvent, { type: T }>;

export interface UnitResult {
  readonly unitId: string;
  readonly name: string;
  /** Position in the array, 1-based. */
  readonly position: number | null;
  readonly loss: Ev<'loss'> | null;
  readonly special: Ev<'morale-check'> | null;
  readonly postCombat: Ev<'morale-check'> | null;
  /** What became of it this round. */
  readonly fate: 'eliminated' | 'demoralized' | 'unharmed' | 'no-further-effect';
  readonly fateClause: string | null;
}

export interface SideReport {
  readonly side: 'a' | 'b';
  readonly seat: Seat | null;
  readonly strength: Ev<'strength'> | null;
  readonly die: Ev<'die-roll'> | null;
  readonly table: { percent: number; inflicts: Frac; morale: number | 'auto-pass' | 'all-demoralized' } | null;
  readonly automatic: Ev<'morale-automatic'> | null;
  readonly units: readonly UnitResult[];
}

export interface RoundReport {
  /** The battle's hex, as the map event names it. */
  readonly place: string | null;
  readonly seats: Readonly<Record<'a' | 'b', Seat>> | null;
  readonly round: number;
  readonly revealed: Ev<'declarations-revealed'> | null;
  readonly table: Ev<'loss-table'> | null;
  readonly a: SideReport;
  readonly b: SideReport;
  readonly afterRound: Ev<'after-round-revealed'> | null;
  /** Withdrawals, reinforcements and the end, in order. */
  readonly later: readonly BattleEvent[];
  readonly over: BattleOutcome | null;
}

const ROUND_TYPES = new Set<string>([
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
]);
const LATER_TYPES = new Set<string>([
  'after-round-revealed',
  'withdrawal-declared',
  'reinforcement-roll',
  'reinforcements-joined',
  'withdrew',
  'breach-repaired',
  'characters-stranded',
]);

/**
 * The latest round fought in the latest battle among `events` (what the seat was sent), or null when
 * no battle has begun. A battle with no round fought yet gives round 0 with empty sides.
 */
export function roundReport(events: readonly GameEvent[], nameOf: (id: string) => string): RoundReport | null {
  let start = -1;
  for (let i = events.length - 1; i >= 0; i--) {
    if (events[i]!.type === 'battle-started') {
      start = i;
      break;
    }
  }
  if (start < 0) return null;
  let place: string | null = null;
  let seats: RoundReport['seats'] = null;
  for (let i = start; i >= Math.max(0, start - 3); i--) {
    const e = events[i] as GameEvent & { place?: unknown; seats?: unknown };
    if (e.type === 'battle' && typeof e.place === 'string') {
      place = e.place;
      seats = (e.seats as RoundReport['seats']) ?? null;
      break;
    }
  }
  const started = events[start] as Ev<'battle-started'>;
  seats ??= started.seats;
  const evs: BattleEvent[] = [];
  for (let i = start + 1; i < events.length; i++) {
    const e = events[i]!;
    if (e.type === 'battle-started') break;
    evs.push(e as BattleEvent);
    if (e.type === 'battle-over') break;
  }
  let round = 0;
  for (const e of evs) if (e.type === 'loss-table' || e.type === 'strength') round = Math.max(round, e.round);
  const inRound = evs.filter((e) => 'round' in e && e.round === round && ROUND_TYPES.has(e.type));
  const later = evs.filter((e) => 'round' in e && e.round === round && LATER_TYPES.has(e.type));
  const overEv = evs.find((e): e is Ev<'battle-over'> => e.type === 'battle-over') ?? null;
  const table = round ? (inRound.find((e): e is Ev<'loss-table'> => e.type === 'loss-table') ?? null) : null;
  const side = (s: 'a' | 'b'): SideReport => {
    const mine = inRound.filter((e) => 'side' in e && e.side === s);
    const strength = (mine.find((e) => e.type === 'strength') as Ev<'strength'> | undefined) ?? null;
    const die = (mine.find((e) => e.type === 'die-roll') as Ev<'die-roll'> | undefined) ?? null;
    const array = (mine.find((e) => e.type === 'array') as Ev<'array'> | undefined)?.order.map((o) => o.unitId) ?? [];
    const ids = [
      ...new Set([...array, ...(strength?.units.map((u) => u.unitId) ?? []), ...mine.flatMap((e) => ('unitId' in e ? [e.unitId] : []))]),
    ];
    const units: UnitResult[] = ids.map((id) => {
      const of = mine.filter((e) => 'unitId' in e && e.unitId === id);
      const loss = (of.find((e) => e.type === 'loss') as Ev<'loss'> | undefined) ?? null;
      const checks = of.filter((e): e is Ev<'morale-check'> => e.type === 'morale-check');
      const gone = of.find((e) => e.type === 'eliminated') as Ev<'eliminated'> | undefined;
      const shaken = of.find((e) => e.type === 'demoralized') as Ev<'demoralized'> | undefined;
      const nfe = of.find((e) => e.type === 'no-further-effect') as Ev<'no-further-effect'> | undefined;
      const fate: UnitResult['fate'] = gone ? 'eliminated' : shaken ? 'demoralized' : nfe ? 'no-further-effect' : 'unharmed';
      const pos = array.indexOf(id);
      return {
        unitId: id,
        name: nameOf(id),
        position: pos < 0 ? null : pos + 1,
        loss,
        special: checks.find((c) => c.kind === 'special') ?? null,
        postCombat: checks.find((c) => c.kind === 'post-combat') ?? null,
        fate,
        fateClause: (gone ?? shaken ?? nfe)?.clause ?? null,
      };
    });
    return {
      side: s,
      seat: seats?.[s] ?? null,
      strength,
      die,
      table: table ? table[s] : null,
      automatic: (mine.find((e) => e.type === 'morale-automatic') as Ev<'morale-automatic'> | undefined) ?? null,
      units,
    };
  };
  return {
    place,
    seats,
    round,
    revealed: (inRound.find((e) => e.type === 'declarations-revealed') as Ev<'declarations-revealed'> | undefined) ?? null,
    table,
    a: side('a'),
    b: side('b'),
    afterRound: (later.find((e) => e.type === 'after-round-revealed') as Ev<'after-round-revealed'> | undefined) ?? null,
    later: later.filter((e) => e.type !== 'after-round-revealed'),
    over: overEv?.outcome ?? null,
  };
}

/** "roll 4 +3 (III.D.2.a) +1 (III.D.2.b) = 8" */
export function dieText(d: { roll: number; modifiers: readonly DieModifier[]; modified: number }): string {
  return [`${d.roll}`, ...d.modifiers.map((m) => `${signed(m.value)}`), `= ${d.modified}`].join(' ');
}

/** A morale check in words: "roll 5 − 1 Leadership (Gygax) −3 = 1 ≤ 5: passed". */
export function moraleText(c: Ev<'morale-check'>, nameOf: (id: string) => string): string {
  const parts = [`roll ${c.roll}`];
  if (c.leadership) parts.push(`− ${c.leadership} Leadership${c.leadershipFrom ? ` (${nameOf(c.leadershipFrom)})` : ''}`);
  if (c.modifier) parts.push(`${signed(c.modifier)} table`);
  return `${parts.join(' ')} = ${c.modified} ${c.passed ? '≤' : '>'} ${c.rating}: ${c.passed ? 'passed' : 'failed'}`;
}

export const stepsText = (steps: readonly Step[]): string => steps.map((s) => s.why).join('; ');

// ---------------------------------------------------------------------------------------------------
// Whose decision, summary, views

/** Whose decision is pending: the view says so (the ruleset's own answer, game/turn.ts); the client never works it out. */
export function toActOf(view: SsView): Seat[] {
  return [...view.toAct];
}

/** A siege as the view shows it (IV): in plain sight of both players. */
export interface SiegeInfo {
  readonly kind: string;
  readonly hexes: readonly string[];
  readonly besieged: Seat;
  readonly besieger: Seat;
  readonly turns: number;
  readonly breached: boolean;
}

/** The sieges in the view (none from a server that reports none). */
export const siegesOf = (view: SsView): readonly SiegeInfo[] => (view as { sieges?: readonly SiegeInfo[] }).sieges ?? [];

export const siegeText = (s: SiegeInfo): string =>
  `${s.hexes.join('-')}: ${seatName(s.besieged)} besieged by ${seatName(s.besieger)}${s.kind === 'declined' ? ' (battle declined)' : ''}, ${s.turns} game-turn${s.turns === 1 ? '' : 's'}${s.breached ? ', breached' : ''}`;

export const outcomeOf = (view: SsView): Outcome | null => view.outcome;

/**
 * The all-seeing view of a replay from each seat's own view: every piece either seat knows (each owns
 * its own), no markers left, and a battle's sides each as its own seat sees it (any other pending
 * decision is the same in every view).
 */
export function mergeViews(views: Readonly<Record<string, SsView>>): SsView {
  const all = SEATS.map((s) => views[s]).filter((v): v is SsView => v !== undefined);
  const base = all[0]!;
  const pieces = new Map<string, PieceView>();
  for (const v of all) for (const p of v.pieces) if (!pieces.has(p.id) || p.owner === v.viewer) pieces.set(p.id, p);
  let pending = base.pending;
  if (pending?.kind === 'battle') {
    const bp = pending;
    const sideOf = (s: 'a' | 'b') => {
      const v = views[bp.seats[s]];
      return v?.pending?.kind === 'battle' ? v.pending.battle.sides[s] : bp.battle.sides[s];
    };
    pending = { ...bp, battle: { ...bp.battle, sides: { a: sideOf('a'), b: sideOf('b') } } };
  }
  return { ...base, viewer: 'spectator', pieces: [...pieces.values()], enemyStacks: [], pending };
}

// ---------------------------------------------------------------------------------------------------
// The rulebook's clause anchors, read from the text's own numbering

/**
 * Every clause the text numbers, as an anchor: headings 'I.'...'VII.', then paragraphs 'A.', '1.',
 * 'a.', '(1)' nested in that order ('III.D.2.b(2)'); '(n)' after a 'Notes:' line is 'I note (n)'.
 */
export function clauseAnchors(blocks: readonly Block[]): AnchorSpec[] {
  const out: AnchorSpec[] = [];
  let roman = '';
  let l2 = '';
  let l3 = '';
  let l4 = '';
  let notes = false;
  for (const b of blocks) {
    if (b.kind === 'h') {
      const m = /^([IVX]+)\.\s/.exec(b.text);
      if (m) {
        roman = m[1]!;
        l2 = l3 = l4 = '';
        notes = false;
        out.push({ clause: roman, match: b.text, exact: true, kind: 'h' });
      }
      continue;
    }
    if (b.kind !== 'p' || !roman) continue;
    if (/^notes:?$/i.test(b.text.trim())) {
      notes = true;
      continue;
    }
    let clause: string | null = null;
    let m: RegExpExecArray | null;
    if ((m = /^([A-Z])\.\s/.exec(b.text))) {
      l2 = m[1]!;
      l3 = l4 = '';
      notes = false;
      clause = `${roman}.${l2}`;
    } else if ((m = /^(\d+)\.\s/.exec(b.text))) {
      l3 = m[1]!;
      l4 = '';
      clause = l2 ? `${roman}.${l2}.${l3}` : null;
    } else if ((m = /^([a-z])\.\s/.exec(b.text))) {
      l4 = m[1]!;
      clause = l3 ? `${roman}.${l2}.${l3}.${l4}` : null;
    } else if ((m = /^\((\d+)\)\s/.exec(b.text))) {
      clause = notes ? `${roman} note (${m[1]})` : l4 ? `${roman}.${l2}.${l3}.${l4}(${m[1]})` : l3 ? `${roman}.${l2}.${l3}(${m[1]})` : null;
    }
    if (clause && !out.some((a) => a.clause === clause)) out.push({ clause, match: b.text, exact: true, kind: 'p' });
  }
  return out;
}
