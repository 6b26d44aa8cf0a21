/**
 * The rules of the Dagorlad map game. Leaders, the Ring, Narsil, Mortal Combat, rally and the
 * Demoralization Levels are the rules core's record keeper (record.ts), driven by this game's actions;
 * this file adds what the map decides: where pieces stand and move (4.3, 8.11, 8.25, 18.1, SAU-M1..M10),
 * missile and melee combat between units (7.175, SAU-M15), the Beast as a unit (17.11), the extra
 * Westernesse units (14.3) and who wins (SAU-A5, SAU-M13).
 *
 * `check(state, seat, action)` says whether an action is legal without rolling a die; `perform` rolls
 * and changes the state. `legalActions` lists the candidates `check` accepts, so the two never drift.
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import { ruleError, type RuleError } from '../../../core/rule-error.js';
import type { Outcome } from '../../../core/ruleset.js';
import { SIDES, TABLES, type Side, type Tables } from '../data.js';
import { breakPoint, isDemoralized } from '../demoralization.js';
import { enterCost, mayActThroughGates, OPEN_GATES, setGates, type Gates } from '../map-rules.js';
import { checkLeaderStacking, mayFormSpecialFormation } from '../rally.js';
import { leaderById } from '../expanded.js';
import { applyRecordAction, createRecord, rematchRecord, type RecordActionInput, type RecordEvent, type SauronRecord } from '../record.js';
import { ARMIES, DAGORLAD, defendsAsRough, sideName, type UnitType } from './map.js';
import type { GameOptions } from './options.js';
import { BEAST_POWERS, withPowers } from './magic.js';

export type Segment = 'missile' | 'leader' | 'melee';
/** The seats: the two sides and the third player of 16.69 (SAU-M12, SAU-M24). */
export type Player = Side | 'third';

export interface Unit {
  readonly id: string;
  readonly type: string;
  /** Who moves and fights it: its side, or 'third' once the third player has taken its type (16.69, SAU-M24). */
  readonly side: Player;
  /** A hex index, or null once eliminated (or removed with a third player, SAU-M12) or not yet entered. */
  readonly hex: number | null;
  readonly disrupted: boolean;
  readonly mp: number;
  /** Attacked (by missile or melee) this Combat Phase: a unit attacks once (SAU-M15). */
  readonly attacked: boolean;
  readonly eliminated: boolean;
  /** 14.3: an extra Westernesse unit still waiting to enter. */
  readonly reserve: boolean;
  /** SAU-M21: the Beast's powers bought with Sauron's Magic Capability Points. */
  readonly powers?: readonly string[];
  /** SAU-M22: the leader whose special formation this unit belongs to. */
  readonly formation?: string | undefined;
}

export interface GameState {
  readonly options: GameOptions;
  /** The rules core's record keeper: leaders (positions as hex numbers), the Ring, Narsil, levels, turn and phase. Its log is not kept here. */
  readonly record: SauronRecord;
  readonly units: readonly Unit[];
  /** Movement points left to each leader this Movement Phase. */
  readonly leaderMp: Readonly<Record<string, number>>;
  readonly gates: Gates;
  /** 18.1: the gates were set this game-turn (in the First Magic Leader Phase). */
  readonly gatesChosen: boolean;
  readonly segment: Segment | null;
  /** 7.175: enemy units the phasing player must attack in the Melee Combat Segment (his missile units beside them held their fire). */
  readonly owed: readonly string[];
  /** Enemy units attacked in melee this phase. */
  readonly meleed: readonly string[];
  /** Leaders who have rallied this Joint Rally Phase. */
  readonly rallied: readonly string[];
  /** The Joint Rally Phase: Westernesse acts first, then Sauron (SAU-M16). */
  readonly rallySeat: Player;
  /** SAU-M24: the third player's part of the Westernesse Movement or Combat Phase, after Westernesse's. */
  readonly thirdTurn?: boolean;
  readonly extraEntered: boolean;
  readonly outcome: Outcome | null;
}

export type GameAction =
  | { readonly type: 'set-gates'; readonly closed: boolean }
  | { readonly type: 'move'; readonly piece: string; readonly to: string }
  | { readonly type: 'take-ring'; readonly leader: string }
  | { readonly type: 'return-ring' }
  | { readonly type: 'pass-narsil'; readonly to: string }
  | { readonly type: 'missile'; readonly unit: string; readonly target: string }
  | { readonly type: 'melee'; readonly unit: string; readonly target: string }
  | { readonly type: 'leader-attack'; readonly leader: string; readonly target: string }
  | { readonly type: 'challenge'; readonly challenger: string; readonly defender: string }
  | { readonly type: 'accept' }
  | { readonly type: 'refuse' }
  | { readonly type: 'rally'; readonly leader: string }
  | { readonly type: 'ring-removal'; readonly leader: string }
  | { readonly type: 'destroy-ring' }
  | { readonly type: 'beast-power'; readonly power: string }
  | { readonly type: 'form'; readonly leader: string; readonly units: readonly string[] }
  | { readonly type: 'break-up'; readonly unit: string; readonly to: string }
  | { readonly type: 'end' };

export type GameEvent =
  | RecordEvent
  | {
      readonly type: 'unit-moved';
      readonly clause: string;
      readonly piece: string;
      readonly from: string;
      readonly to: string;
      readonly cost: number;
      readonly mpLeft: number;
    }
  | { readonly type: 'gates'; readonly clause: string; readonly closed: boolean }
  | {
      readonly type: 'unit-attack';
      readonly clause: string;
      readonly kind: 'missile' | 'melee' | 'riposte';
      readonly attacker: string;
      readonly target: string;
      readonly rating: number;
      readonly armour: number;
      readonly die: number;
      readonly total: number;
      readonly result: 'eliminated' | 'disrupted' | 'no effect';
    }
  | { readonly type: 'unit-disrupted'; readonly clause: string; readonly unit: string }
  | { readonly type: 'unit-removed'; readonly clause: string; readonly unit: string; readonly why: string }
  | { readonly type: 'changes-hands'; readonly clause: string; readonly piece: string; readonly to: Player }
  | { readonly type: 'units-rallied'; readonly clause: string; readonly leader: string; readonly units: readonly string[] }
  | { readonly type: 'units-enter'; readonly clause: string; readonly units: readonly string[] }
  | { readonly type: 'segment'; readonly clause: string; readonly segment: Segment }
  | { readonly type: 'melee-owed'; readonly clause: string; readonly units: readonly string[] }
  | { readonly type: 'game-result'; readonly clause: string; readonly winner: Side | null; readonly reason: string }
  | { readonly type: 'beast-power'; readonly clause: string; readonly power: string; readonly cost: number; readonly pointsLeft: number }
  | {
      readonly type: 'formation';
      readonly clause: string;
      readonly leader: string;
      readonly units: readonly string[];
      readonly change: 'formed' | 'left' | 'broken';
    };

// ---------------------------------------------------------------- tables and small look-ups

const map = DAGORLAD;
const grid = map.grid;

/** The rules core's tables with this game's thresholds (SAU-M8), length (SAU-M13) and Orodruin's centre hex (16.633). */
export function gameTables(options: GameOptions): Tables {
  return {
    ...TABLES,
    demoralization: { ...TABLES.demoralization, thresholds: ARMIES.file.thresholds },
    game: { ...TABLES.game, turns: options.turns, orodruin: grid.name(map.orodruinCentre), sauronMagicPoints: options.sauronMagicPoints },
  };
}
const tablesCache = new WeakMap<GameOptions, Tables>();
export const tablesOf = (s: Pick<GameState, 'options'>): Tables => {
  let t = tablesCache.get(s.options);
  if (!t) {
    t = gameTables(s.options);
    tablesCache.set(s.options, t);
  }
  return t;
};

/** F7, SAU-M15: A (or a) 5 down to E (or e) 1. */
export const ratingValue = (letter: string): number => 'edcba'.indexOf(letter.toLowerCase()) + 1;
/** The unit's type as its powers make it (the Beast, 17.11, SAU-M21). */
export const typeOf = (u: Unit): UnitType & { readonly flies: boolean } => withPowers(ARMIES.types.get(u.type)!, u.powers);
/** A leader's data: the data file's, or an Expanded Game replacement's (SAU-A27). */
export const leaderData = (id: string) => leaderById(id)!;
const hexOf = (name: string | null): number | null => (name === null ? null : (grid.index(name) ?? null));
const onMap = (u: Unit): u is Unit & { hex: number } => u.hex !== null && !u.eliminated;

/** Where everything stands, computed once per state (states are never changed in place). */
interface Placement {
  readonly units: ReadonlyMap<number, Unit[]>;
  readonly byId: ReadonlyMap<string, Unit>;
  readonly leaderHex: ReadonlyMap<string, number>;
  /** Living leaders (the Beast too) by hex. */
  readonly leaders: ReadonlyMap<number, SauronRecord['leaders'][number][]>;
}
const placements = new WeakMap<GameState, Placement>();
function placement(s: GameState): Placement {
  let p = placements.get(s);
  if (p) return p;
  const units = new Map<number, Unit[]>();
  for (const u of s.units) if (onMap(u)) units.set(u.hex, [...(units.get(u.hex) ?? []), u]);
  const leaderHexes = new Map<string, number>();
  const leaders = new Map<number, SauronRecord['leaders'][number][]>();
  for (const l of s.record.leaders) {
    const h = l.alive ? hexOf(l.position) : null;
    if (h === null) continue;
    leaderHexes.set(l.id, h);
    leaders.set(h, [...(leaders.get(h) ?? []), l]);
  }
  p = { units, byId: new Map(s.units.map((u) => [u.id, u])), leaderHex: leaderHexes, leaders };
  placements.set(s, p);
  return p;
}
export const leaderHex = (s: GameState, id: string): number | null => placement(s).leaderHex.get(id) ?? null;
export const unitsAt = (s: GameState, hex: number): readonly Unit[] => placement(s).units.get(hex) ?? [];
export const unitById = (s: GameState, id: string): Unit | undefined => placement(s).byId.get(id);
/** SAU-M24: leaders (and the Beast) on the map of every seat but `seat`: Westernesse and Sauron are each other's enemies, the third player everyone's. */
const foeFighters = (s: GameState, seat: Player): string[] =>
  s.record.leaders.filter((l) => l.alive && l.controller !== seat && l.position !== null).map((l) => l.id);
const foeLeaders = (s: GameState, seat: Player): string[] => foeFighters(s, seat).filter((id) => leaderData(id).kind === 'leader');

/** Leaders a seat moves and fights with: its own, alive, on the map; the Beast moves as a unit. */
export function leadersOf(s: GameState, side: Player): string[] {
  return s.record.leaders
    .filter((l) => l.alive && l.controller === side && l.position !== null && leaderData(l.id).kind === 'leader')
    .map((l) => l.id);
}
/** Pieces that fight Leader Combat for a side: its leaders and the Beast (17.11). */
function leaderFighters(s: GameState, side: Player): string[] {
  return s.record.leaders.filter((l) => l.alive && l.controller === side && l.position !== null).map((l) => l.id);
}
const enemyLeadersAt = (s: GameState, hex: number, side: Player) =>
  (placement(s).leaders.get(hex) ?? []).filter((l) => l.controller !== side && leaderData(l.id).kind === 'leader');

export const phaseSide = (s: GameState): Player | null =>
  s.thirdTurn
    ? 'third'
    : s.record.phase === 'sauron-movement' || s.record.phase === 'sauron-combat'
      ? 'sauron'
      : s.record.phase === 'westernesse-movement' || s.record.phase === 'westernesse-combat'
        ? 'westernesse'
        : null;
const isMovement = (s: GameState) => s.record.phase.endsWith('-movement');
const isCombat = (s: GameState) => s.record.phase.endsWith('-combat');

/** 18.1 (SAU-M3): crossing the gate hexside. */
const throughGate = (a: number, b: number) => grid.hexside(a, b) === map.gateSide;
/** SAU-A26, SAU-M3: fire passes "through the gates" between a hex inside Mordor and one outside it. */
const fireThroughGate = (a: number, b: number) => map.mordor.has(a) !== map.mordor.has(b);

/** Whose decision is pending. */
export function seatsToAct(s: GameState): Player[] {
  if (s.outcome) return [];
  const m = s.record.mortal;
  if (m && m.phase === 'challenged') return [m.defender.controller];
  if (s.record.phase === 'first-magic') return ['sauron'];
  if (s.record.phase === 'joint-rally') return [s.rallySeat];
  const side = phaseSide(s);
  return side ? [side] : [];
}

// ---------------------------------------------------------------- setup

export function setupGame(options: GameOptions, dice: Dice): { state: GameState; events: GameEvent[] } {
  const positions: Record<string, string> = { ...ARMIES.file.leaders };
  const units: Unit[] = [];
  for (const side of SIDES) {
    ARMIES.file.units[side].forEach((p, i) => {
      const t = ARMIES.types.get(p.type)!;
      units.push({
        id: `${side === 'westernesse' ? 'w' : 's'}${i + 1}-${p.type}`,
        type: p.type,
        side,
        hex: grid.index(p.hex)!,
        disrupted: false,
        mp: 0,
        attacked: false,
        eliminated: false,
        reserve: false,
      });
      if (t.leader) positions[t.leader] = p.hex;
    });
  }
  ARMIES.file.extraWesternesse.types.slice(0, options.extraWesternesseUnits).forEach((type, i) => {
    units.push({
      id: `wx${i + 1}-${type}`,
      type,
      side: 'westernesse',
      hex: null,
      disrupted: false,
      mp: 0,
      attacked: false,
      eliminated: false,
      reserve: true,
    });
  });
  const coreOptions = {
    mortalCombatRounds: options.mortalCombatRounds,
    challengeRatings: options.challengeRatings,
    thirdPlayerCount: options.thirdPlayerCount,
    evilCountsAsKilled: options.evilCountsAsKilled,
    leaderAttacksPerPhase: options.leaderAttacksPerPhase,
    rematchLevels: options.rematchLevels,
  };
  // Expanded Game (SAU-M23): the rematch of a first battle, its leaders restored or replaced (expanded.ts).
  const rematch = options.firstBattle ? rematchRecord(options.firstBattle, { options: coreOptions, positions }, gameTables(options)) : null;
  if (rematch && !rematch.ok) throw new Error(`firstBattle: ${rematch.error.message}`);
  const record = rematch ? rematch.value.record : createRecord({ options: coreOptions, positions }, gameTables(options));
  let state: GameState = {
    options,
    record: rematch ? record : { ...record, leaders: record.leaders.map((l) => (positions[l.id] ? l : { ...l, position: null })) },
    units,
    leaderMp: {},
    gates: OPEN_GATES,
    gatesChosen: false,
    segment: null,
    owed: [],
    meleed: [],
    rallied: [],
    rallySeat: 'westernesse',
    extraEntered: options.extraWesternesseUnits === 0,
    outcome: null,
  };
  const events: GameEvent[] = [];
  if (rematch) state = setUpRematch(state, rematch.ok ? rematch.value.events : [], positions, events);
  state = enterPhase(state, events, dice);
  return { state, events };
}

/**
 * Expanded Game (SAU-M23) on the map: a dead leader's counter (the Beast's) stays off the map; a
 * servant starts in Sauron's hex; the third player's leader and the types he held are his where they
 * stand (SAU-M24), or leave the battle with the two-seat game (SAU-M12).
 */
function setUpRematch(
  s0: GameState,
  restored: readonly GameEvent[],
  positions: Readonly<Record<string, string>>,
  events: GameEvent[],
): GameState {
  let s = s0;
  events.push(...restored);
  const alive = (id: string) => s.record.leaders.some((l) => l.id === id && l.alive);
  for (const u of s.units) {
    const t = typeOf(u);
    if (t.leader && !alive(t.leader)) {
      s = setUnit(s, u.id, { hex: null, eliminated: true });
      events.push({ type: 'unit-removed', clause: 'Expanded Game', unit: u.id, why: 'died in the first battle' });
    }
  }
  const seat = s.options.thirdSeat === 'seat';
  const held = s.record.thirdPlayer?.types ?? [];
  for (const u of s.units.filter((x) => onMap(x) && x.side === 'sauron' && held.includes(x.type))) {
    s = setUnit(s, u.id, seat ? { side: 'third' } : { hex: null, eliminated: true });
    events.push(
      seat
        ? { type: 'changes-hands', clause: 'SAU-A28', piece: u.id, to: 'third' }
        : { type: 'unit-removed', clause: 'SAU-M12', unit: u.id, why: 'stays with the third player (16.69)' },
    );
  }
  for (const l of s.record.leaders.filter((x) => x.alive && x.evil)) {
    if (l.evil === 'servant') {
      const at = positions.sauron ?? null;
      s = { ...s, record: { ...s.record, leaders: s.record.leaders.map((x) => (x.id === l.id ? { ...x, position: at } : x)) } };
    } else if (seat) {
      s = standAlone(s, l.id);
    } else {
      s = { ...s, record: { ...s.record, leaders: s.record.leaders.map((x) => (x.id === l.id ? { ...x, position: null } : x)) } };
      events.push({ type: 'unit-removed', clause: 'SAU-M12', unit: l.id, why: 'stays with the third player, out of the battle (16.69)' });
    }
  }
  for (const l of s.record.leaders.filter((x) => x.alive && !x.evil && x.controller === 'third')) {
    if (seat) {
      s = standAlone(s, l.id);
    } else {
      s = { ...s, record: { ...s.record, leaders: s.record.leaders.map((x) => (x.id === l.id ? { ...x, position: null } : x)) } };
      events.push({ type: 'unit-removed', clause: 'SAU-M12', unit: l.id, why: 'stays with the third player (16.69)' });
    }
  }
  return s;
}

// ---------------------------------------------------------------- the record keeper

/** A record action that the game has already checked; a refusal here is a bug. */
function recordDo(s: GameState, action: RecordActionInput, dice: Dice, events: GameEvent[]): GameState {
  const r = applyRecordAction(s.record, action, dice, tablesOf(s));
  if (!r.ok) throw new Error(`record refused ${action.type}: ${r.error.message}`);
  events.push(...r.value.events);
  return afterRecord({ ...s, record: { ...r.value.state, log: [] } }, r.value.events, events);
}

/** Dice for checking without rolling. */
const CHECK_DICE: Dice = { roll: () => 1 };

function recordCheck(s: GameState, action: RecordActionInput): Result<true, RuleError> {
  const r = applyRecordAction(s.record, action, CHECK_DICE, tablesOf(s));
  return r.ok ? ok(true) : r;
}

/** What the record's events mean on the map: leaders turned evil go (SAU-M12), the third player's units leave. */
function afterRecord(s0: GameState, recordEvents: readonly RecordEvent[], events: GameEvent[]): GameState {
  let s = s0;
  for (const e of recordEvents) {
    // SAU-M24: with the third seat in play his leader stays on the map and the types he takes change hands where they stand.
    if (e.type === 'controller-changed' && e.controller === 'third' && s.options.thirdSeat === 'seat') {
      s = standAlone(s, e.leaderId);
      events.push({ type: 'changes-hands', clause: '16.69', piece: e.leaderId, to: 'third' });
      continue;
    }
    if (e.type === 'third-player-takes' && s.options.thirdSeat === 'seat') {
      for (const u of s.units.filter((x) => onMap(x) && e.types.includes(x.type) && x.side === 'sauron')) {
        s = setUnit(s, u.id, { side: 'third', formation: undefined });
        events.push({ type: 'changes-hands', clause: '16.69', piece: u.id, to: 'third' });
      }
      continue;
    }
    if (e.type === 'controller-changed') {
      const sauronHex = s.record.leaders.find((l) => l.id === 'sauron' && l.alive)?.position ?? null;
      const to = e.controller === 'sauron' ? sauronHex : null;
      s = { ...s, record: { ...s.record, leaders: s.record.leaders.map((l) => (l.id === e.leaderId ? { ...l, position: to } : l)) } };
      events.push({
        type: 'unit-removed',
        clause: 'SAU-M12',
        unit: e.leaderId,
        why: e.controller === 'third' ? 'leaves the battle with the third player (16.69)' : "joins Sauron's hex as his servant (16.69)",
      });
    }
    if (e.type === 'third-player-takes') {
      for (const u of s.units.filter((x) => onMap(x) && e.types.includes(x.type))) {
        s = setUnit(s, u.id, { hex: null, eliminated: true });
        events.push({ type: 'unit-removed', clause: 'SAU-M12', unit: u.id, why: 'goes over to the third player (16.69)' });
      }
    }
  }
  return s;
}

const setUnit = (s: GameState, id: string, change: Partial<Unit>): GameState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)),
});
const setLeaderPos = (s: GameState, id: string, hex: number): GameState => ({
  ...s,
  record: { ...s.record, leaders: s.record.leaders.map((l) => (l.id === id ? { ...l, position: grid.name(hex) } : l)) },
});

// ---------------------------------------------------------------- phases

/** Ends the current phase (or the Joint Rally half, or the combat segment) and enters what follows. */
function advance(s0: GameState, dice: Dice, events: GameEvent[]): GameState {
  let s = s0;
  if (s.record.phase === 'joint-rally' && s.rallySeat === 'westernesse') return { ...s, rallySeat: 'sauron' };
  if (s.record.phase === 'joint-rally' && s.rallySeat === 'sauron' && thirdInPlay(s)) return { ...s, rallySeat: 'third' };
  if (isMovement(s)) {
    const m = s.record.mortal;
    const side = phaseSide(s)!;
    if (m && m.phase === 'closing' && m[m.mover!].controller === side) {
      const a = leaderHex(s, m.challenger.id);
      const b = leaderHex(s, m.defender.id);
      s = recordDo(s, { type: 'meet', reached: a !== null && a === b }, dice, events);
    }
  }
  // SAU-M24: the third player moves and fights after Westernesse, in the Westernesse phases.
  if (!s.thirdTurn && phaseSide(s) === 'westernesse' && thirdInPlay(s)) return startThirdTurn(s, events);
  s = recordDo({ ...s, thirdTurn: false }, { type: 'next-phase' }, dice, events);
  return enterPhase(s, events, dice);
}

/** SAU-M12, SAU-M24: the third seat plays while its leader or one of its units is on the map. */
export const thirdInPlay = (s: GameState): boolean =>
  s.options.thirdSeat === 'seat' &&
  (s.record.leaders.some((l) => l.alive && l.controller === 'third' && l.position !== null) ||
    s.units.some((u) => u.side === 'third' && onMap(u)));

/** SAU-M24: the third player's part of the Westernesse Movement Phase (his pieces' movement points) or Combat Phase (its segments from the missile one). */
function startThirdTurn(s0: GameState, events: GameEvent[]): GameState {
  const s: GameState = { ...s0, thirdTurn: true };
  if (isMovement(s)) {
    return {
      ...s,
      units: s.units.map((u) => (u.side === 'third' ? { ...u, mp: typeOf(u).ma } : u)),
      leaderMp: { ...s.leaderMp, ...Object.fromEntries(leadersOf(s, 'third').map((id) => [id, LEADER_MA])) },
    };
  }
  events.push({ type: 'segment', clause: 'SAU-M24', segment: 'missile' });
  return { ...s, segment: 'missile', owed: [], meleed: [] };
}

/** SAU-M24: a leader gone over to the third player steps off any hex he shares with others' pieces, to the nearest free hex (8.11). */
function standAlone(s: GameState, leaderId: string): GameState {
  const h = leaderHex(s, leaderId);
  if (h === null) return s;
  const clear = (x: number) =>
    map.terrain[x] !== 'mountain' &&
    unitsAt(s, x).every((u) => u.side === 'third') &&
    (placement(s).leaders.get(x) ?? []).every((l) => l.id === leaderId || l.controller === 'third');
  if (clear(h)) return s;
  const seen = new Set([h]);
  let ring = [h];
  while (ring.length) {
    const next: number[] = [];
    for (const x of ring) for (const n of grid.neighbours(x)) if (!seen.has(n)) seen.add(n), next.push(n);
    const free = next.filter((x) => clear(x) && unitsAt(s, x).length === 0).sort((a, b) => a - b)[0];
    if (free !== undefined) return setLeaderPos(s, leaderId, free);
    ring = next;
  }
  return s;
}

/** Work done on entering a phase; phases where nobody has a choice pass at once. */
function enterPhase(s0: GameState, events: GameEvent[], dice: Dice): GameState {
  let s = s0;
  for (let guard = 0; guard < 20; guard++) {
    s = settle(s, events);
    if (s.outcome) return s;
    const phase = s.record.phase;
    if (phase === 'first-magic') {
      s = { ...s, gatesChosen: false };
      if (!sauronInMordor(s) && affordablePowers(s).length === 0) {
        s = recordDo(s, { type: 'next-phase' }, dice, events);
        continue;
      }
      return s;
    }
    if (phase === 'second-magic') {
      s = recordDo(s, { type: 'next-phase' }, dice, events);
      continue;
    }
    if (isMovement(s)) {
      const side = phaseSide(s)!;
      s = {
        ...s,
        units: s.units.map((u) => (u.side === side ? { ...u, mp: typeOf(u).ma } : u)),
        leaderMp: Object.fromEntries(leadersOf(s, side).map((id) => [id, LEADER_MA])),
      };
      if (side === 'westernesse' && !s.extraEntered && s.record.turn >= s.options.extraUnitsTurn) s = enterExtras(s, events);
      return s;
    }
    if (isCombat(s)) {
      s = { ...s, segment: 'missile', owed: [], meleed: [], units: s.units.map((u) => ({ ...u, attacked: false })) };
      events.push({ type: 'segment', clause: 'SAU-A6', segment: 'missile' });
      if (s.record.mortal?.phase === 'fighting') s = recordDo(s, { type: 'mortal-fight' }, dice, events);
      return settle(s, events);
    }
    // joint-rally
    return { ...s, rallySeat: 'westernesse', rallied: [] };
  }
  throw new Error('phases did not settle');
}

/** F7: leaders move 6. */
export const LEADER_MA = 6;

export const sauronInMordor = (s: GameState): boolean => {
  const h = leaderHex(s, 'sauron');
  return h !== null && map.mordor.has(h);
};

// ---------------------------------------------------------------- magic (SAU-M20, SAU-M21) and special formations (SAU-M22)

/** The Beast's counter while it is alive on the map (17.11). */
export const beastUnit = (s: GameState): (Unit & { hex: number }) | undefined =>
  s.units.find((u): u is Unit & { hex: number } => u.type === BEAST_POWERS.unit && onMap(u) && u.side === 'sauron');

const sauronAlive = (s: GameState): boolean => s.record.leaders.some((l) => l.id === 'sauron' && l.alive);

/** SAU-M20: the powers Sauron could buy now (the Beast on the map, not yet his, within the points left). */
export function affordablePowers(s: GameState): string[] {
  const b = beastUnit(s);
  if (!b || !sauronAlive(s)) return [];
  return BEAST_POWERS.list.filter((p) => !(b.powers ?? []).includes(p.id) && p.cost <= s.record.magicPoints).map((p) => p.id);
}

function checkBeastPower(s: GameState, power: string): Result<true, RuleError> {
  if (s.record.phase !== 'first-magic')
    return err(ruleError('ERR_WRONG_PHASE', 'SAU-M20', "Sauron buys the Beast's powers in the First Magic Leader Phase."));
  const p = BEAST_POWERS.byId.get(power);
  if (!p)
    return err(
      ruleError(
        'ERR_NO_SUCH_POWER',
        'SAU-M21',
        `No power '${power}': the Beast's powers are ${BEAST_POWERS.list.map((x) => x.id).join(', ')} (data/beast-powers.json).`,
      ),
    );
  const b = beastUnit(s);
  if (!b) return err(ruleError('ERR_NO_BEAST', '17.11', 'The Beast is not on the map.'));
  if (!sauronAlive(s)) return err(ruleError('ERR_SAURON_DEAD', 'SAU-M20', 'Sauron is dead: nobody spends his Magic Capability Points.'));
  if ((b.powers ?? []).includes(power)) return err(ruleError('ERR_HAS_POWER', 'SAU-M21', `The Beast already has ${p.name}.`));
  if (p.cost > s.record.magicPoints)
    return err(
      ruleError(
        'ERR_NOT_ENOUGH_MAGIC',
        'SAU-M20',
        `${p.name} costs ${p.cost} Magic Capability Points; Sauron has ${s.record.magicPoints}.`,
      ),
    );
  return ok(true);
}

/** SAU-M22: the units on the map in a leader's special formation. */
export const formationMembers = (s: GameState, leader: string): (Unit & { hex: number })[] =>
  s.units.filter((u): u is Unit & { hex: number } => u.formation === leader && onMap(u));

/** SAU-M22: the formation's melee rating: its best member's, +1 for each other member. */
export function formationRating(s: GameState, u: Unit): number {
  const ms = u.formation ? formationMembers(s, u.formation) : [];
  if (ms.length < 2) return ratingValue(typeOf(u).melee!);
  return Math.max(...ms.map((m) => (typeOf(m).melee ? ratingValue(typeOf(m).melee!) : 0))) + ms.length - 1;
}
/** SAU-M22: a formation defends at its best member's armour (4.3's +2 in rough counted by `armourOf`). */
function defenceOf(s: GameState, u: Unit & { hex: number }): number {
  const ms = u.formation ? formationMembers(s, u.formation) : [];
  return ms.length < 2 ? armourOf(u) : Math.max(...ms.map(armourOf));
}
const ownArmour = (s: GameState, u: Unit): number => {
  const ms = u.formation ? formationMembers(s, u.formation) : [];
  return ms.length < 2 ? typeOf(u).armour : Math.max(...ms.map((m) => typeOf(m).armour));
};
/** The ids a melee attack on `t` reaches: its whole formation (SAU-M22). */
const reached = (s: GameState, t: Unit): string[] => (t.formation ? formationMembers(s, t.formation).map((m) => m.id) : [t.id]);

/** SAU-M22: a formation with one member left is gone. */
function tidyFormations(s0: GameState, events: GameEvent[]): GameState {
  let s = s0;
  for (const leader of new Set(s.units.filter((u) => u.formation).map((u) => u.formation!))) {
    const ms = formationMembers(s, leader);
    if (ms.length >= 2) continue;
    s = { ...s, units: s.units.map((u) => (u.formation === leader ? { ...u, formation: undefined } : u)) };
    events.push({ type: 'formation', clause: 'SAU-M22', leader, units: ms.map((m) => m.id), change: 'broken' });
  }
  return s;
}

function checkForm(
  s: GameState,
  side: Player,
  leader: string,
  ids: readonly string[],
): Result<{ anchor: number; movers: { id: string; cost: number }[] }, RuleError> {
  const allowed = s.options.specialFormations === 'both' || (s.options.specialFormations === 'westernesse' && side === 'westernesse');
  if (!allowed)
    return err(
      ruleError(
        'ERR_NO_FORMATIONS',
        'SAU-M22',
        `${sideName(side)} may not form special formations in this game (option specialFormations: ${s.options.specialFormations}).`,
      ),
    );
  if (!leadersOf(s, side).includes(leader)) return err(ruleError('ERR_NOT_YOURS', 'SAU-A6', `${leader} is not your leader on the map.`));
  const d = leaderData(leader);
  const ban = mayFormSpecialFormation(d, { nationalityGone: s.record.nationalitiesGone.includes(d.nationality) });
  if (!ban.ok) return ban;
  if (formationMembers(s, leader).length >= 2)
    return err(ruleError('ERR_FORMED', 'SAU-M22', `${d.name} already leads a special formation.`));
  if (new Set(ids).size !== ids.length || ids.length < 2 || ids.length > s.options.formationSize) {
    return err(ruleError('ERR_FORMATION_SIZE', 'SAU-M22', `A special formation is 2 to ${s.options.formationSize} different units.`));
  }
  const at = leaderHex(s, leader)!;
  let anchor: number | null = null;
  const movers: { id: string; cost: number }[] = [];
  for (const id of ids) {
    const u = unitById(s, id);
    if (!u || u.side !== side || !onMap(u)) return err(ruleError('ERR_NOT_YOURS', 'SAU-A6', `${id} is not one of your units on the map.`));
    const t = typeOf(u);
    if (!t.formation)
      return err(
        ruleError(
          'ERR_NOT_FORMATION_TYPE',
          'SAU-M22',
          `${t.name} may not join a special formation (only foot units with a melee rating and no missiles).`,
        ),
      );
    if (t.nationality !== d.nationality)
      return err(ruleError('ERR_NATIONALITY', '8.11', `${id} is not of ${d.name}'s nationality (${d.nationality}).`));
    if (u.disrupted) return err(ruleError('ERR_DISRUPTED', 'SAU-M22', `${id} is disrupted.`));
    if (u.formation) return err(ruleError('ERR_FORMED', 'SAU-M22', `${id} is already in a special formation.`));
    if (u.hex === at) {
      anchor = at;
      continue;
    }
    if (!grid.areAdjacent(u.hex, at))
      return err(ruleError('ERR_NOT_ADJACENT', 'SAU-M22', `${id} is not beside ${d.name}'s hex ${grid.name(at)}.`));
    const cost = stepCost(u.hex, at);
    if (cost > u.mp)
      return err(ruleError('ERR_NO_MP', '4.3', `${id} has ${u.mp} movement points left; entering ${grid.name(at)} costs ${cost}.`));
    const g = groundAllows(s, u.hex, at);
    if (!g.ok) return g;
    movers.push({ id, cost });
  }
  if (anchor === null)
    return err(ruleError('ERR_NO_ANCHOR', 'SAU-M22', `One of the units must stand in ${d.name}'s hex ${grid.name(at)}.`));
  return ok({ anchor, movers });
}

/** 14.3 (SAU-M14): the agreed extra units enter at free Westernesse entry hexes, as in 14.2. */
function enterExtras(s0: GameState, events: GameEvent[]): GameState {
  let s = s0;
  const free = map.entry.filter((h) => unitsAt(s, h).length === 0 && !placement(s).leaders.has(h));
  const entered: string[] = [];
  for (const u of s.units.filter((x) => x.reserve)) {
    const h = free.shift();
    if (h === undefined) break;
    s = setUnit(s, u.id, { hex: h, mp: typeOf(u).ma, reserve: false });
    entered.push(u.id);
  }
  events.push({ type: 'units-enter', clause: '14.3', units: entered });
  return { ...s, extraEntered: !s.units.some((u) => u.reserve) };
}

/** The game's end: a side broken (SAU-A5), the Ring destroyed (SAU-M13), or the last game-turn over (SAU-M13). */
function settle(s: GameState, events: GameEvent[]): GameState {
  if (s.outcome) return s;
  let outcome: Outcome | null = null;
  let winner: Side | null = null;
  if (s.options.ringDestroyedWins && s.record.ring.ring.status === 'destroyed') {
    winner = 'westernesse';
    outcome = { winner, reason: 'the One Ring was destroyed in Mt. Orodruin', clause: 'SAU-M13' };
  } else if (s.record.over) {
    const over = s.record.over;
    if (over.winner) {
      winner = over.winner;
      outcome = { winner, reason: over.reason, clause: over.clause };
    } else {
      const t = tablesOf(s).demoralization;
      const share = (side: Side) => s.record.demoralization.levels[side] / breakPoint(side, t);
      const w = share('westernesse');
      const x = share('sauron');
      winner = w < x ? 'westernesse' : x < w ? 'sauron' : null;
      const pct = (v: number) => `${Math.round(v * 100)}%`;
      outcome = {
        winner,
        reason: `the last game-turn is over; Demoralization ${pct(w)} (Westernesse) and ${pct(x)} (Sauron) of the way to breaking`,
        clause: 'SAU-M13',
      };
    }
  }
  if (!outcome) return s;
  events.push({ type: 'game-result', clause: outcome.clause, winner, reason: outcome.reason });
  return { ...s, outcome };
}

// ---------------------------------------------------------------- movement (4.3, 8.11, 8.25, 18.1)

/** 4.3, SAU-M4: the cost of one step; road to road costs 1 whatever the terrain. */
export function stepCost(from: number, to: number): number {
  if (map.road.has(from) && map.road.has(to)) return 1;
  return enterCost(1, defendsAsRough(map, to) && !map.baradDur.has(to));
}

/** SAU-M1, SAU-M2: whether the ground lets anyone step from `from` to `to`. */
function groundAllows(s: GameState, from: number, to: number): Result<true, RuleError> {
  const t = map.terrain[to];
  if (t === 'mountain')
    return err(
      ruleError(
        'ERR_MOUNTAINS',
        'Expanded Game',
        `${grid.name(to)} is mountains: only the path, the stairways and the fortifications may be entered.`,
      ),
    );
  if (t === 'fortification' && map.terrain[from] !== 'fortification' && !map.stairways.has(to)) {
    return err(
      ruleError('ERR_WALL', 'Expanded Game', `The wall at ${grid.name(to)} is reached only by the stairways or along the wall (SAU-M2).`),
    );
  }
  if (t === 'fortification' && map.terrain[from] !== 'fortification' && map.terrain[from] !== 'path') {
    return err(ruleError('ERR_WALL', 'Expanded Game', `The stairways are climbed from the path (SAU-M2).`));
  }
  if (map.terrain[from] === 'fortification' && t !== 'fortification' && (!map.stairways.has(from) || t !== 'path')) {
    return err(ruleError('ERR_WALL', 'Expanded Game', `Units leave the wall only by a stairway to the path (SAU-M2).`));
  }
  // The path is entered and left only at its two ends or by a stairway (SAU-M1, SAU-M2).
  const pathSide = (x: number) => map.pathEnds.includes(x) || map.stairways.has(x) || map.terrain[x] === 'path';
  if ((t === 'path' && !pathSide(from)) || (map.terrain[from] === 'path' && !pathSide(to))) {
    return err(
      ruleError(
        'ERR_PATH',
        'Expanded Game',
        `The path through the mountains runs from ${grid.name(map.pathEnds[0]!)} to ${grid.name(map.pathEnds[1]!)}: it is entered and left only at its ends (SAU-M1).`,
      ),
    );
  }
  if (throughGate(from, to)) {
    const g = mayActThroughGates(s.gates, 'movement', map.mordor.has(from));
    if (!g.ok) return g;
  }
  return ok(true);
}

const zocHexes = (s: GameState, hex: number, side: Player) =>
  grid.neighbours(hex).some((n) => !(s.gates.closed && throughGate(hex, n)) && unitsAt(s, n).some((u) => u.side !== side));

/** A step of a piece; a unit in a special formation moves the formation unless `alone` (it breaks away, SAU-M22). */
function checkMove(
  s: GameState,
  side: Player,
  piece: string,
  toName: string,
  alone = false,
): Result<{ from: number; to: number; cost: number; leader: boolean }, RuleError> {
  const to = grid.index(toName);
  if (to === undefined) return err(ruleError('ERR_NO_SUCH_HEX', 'SAU-M1', `${toName} is not a hex of the map.`));
  const unit = unitById(s, piece);
  if (unit) {
    if (unit.side !== side) return err(ruleError('ERR_NOT_YOURS', 'SAU-A6', `${piece} is not yours.`));
    if (!onMap(unit)) return err(ruleError('ERR_NOT_ON_MAP', 'SAU-A5', `${piece} is not on the map.`));
    if (!grid.areAdjacent(unit.hex, to))
      return err(
        ruleError('ERR_NOT_ADJACENT', 'SAU-A6', `A unit moves one hex at a time: ${grid.name(unit.hex)} does not touch ${toName}.`),
      );
    // SAU-M21: Flight crosses any terrain at 1 MP a hex.
    const flies = typeOf(unit).flies;
    const cost = flies ? 1 : stepCost(unit.hex, to);
    // SAU-M22: a formation moves as one, within every member's (and its leader's) movement points.
    const group = unit.formation && !alone ? formationMembers(s, unit.formation) : [unit];
    const lead = unit.formation && !alone && leaderHex(s, unit.formation) === unit.hex ? unit.formation : null;
    const mp = Math.min(...group.map((m) => m.mp), ...(lead ? [s.leaderMp[lead] ?? 0] : []));
    if (cost > mp)
      return err(
        ruleError(
          'ERR_NO_MP',
          group.length > 1 ? 'SAU-M22' : '4.3',
          `${group.length > 1 ? `${piece}'s special formation` : piece} has ${mp} movement points left; entering ${toName} costs ${cost}.`,
        ),
      );
    if (!flies) {
      const g = groundAllows(s, unit.hex, to);
      if (!g.ok) return g;
    }
    if (unitsAt(s, to).length > 0)
      return err(ruleError('ERR_STACKING', 'F10', `${toName} holds a combat unit: combat units do not stack (SAU-M9).`));
    if (enemyLeadersAt(s, to, side).length > 0)
      return err(ruleError('ERR_ENEMY_LEADER', 'SAU-M9', `Enemy leaders stand in ${toName}: combat units may not enter their hex.`));
    const here = group.map((m) => ({ side: m.side, nationality: typeOf(m).nationality }));
    for (const l of (placement(s).leaders.get(to) ?? []).filter((x) => x.controller === side)) {
      const d = leaderData(l.id);
      if (d.kind !== 'leader') continue;
      const c = checkLeaderStacking(d, here, { nationalityGone: s.record.nationalitiesGone.includes(d.nationality), side });
      if (!c.ok) return c;
    }
    return ok({ from: unit.hex, to, cost, leader: false });
  }
  const lr = s.record.leaders.find((l) => l.id === piece);
  if (!lr) return err(ruleError('ERR_NO_SUCH_PIECE', 'SAU-A6', `No piece '${piece}'.`));
  const d = leaderData(piece);
  if (d.kind !== 'leader') return err(ruleError('ERR_MOVES_AS_UNIT', '17.11', `${d.name} moves as a combat unit.`));
  if (!lr.alive) return err(ruleError('ERR_LEADER_DEAD', '7.222', `${d.name} is dead.`));
  if (lr.controller !== side) return err(ruleError('ERR_NOT_YOURS', 'SAU-A6', `${d.name} is not yours.`));
  const from = hexOf(lr.position);
  if (from === null) return err(ruleError('ERR_NOT_ON_MAP', 'SAU-M12', `${d.name} is not on the map.`));
  if (!grid.areAdjacent(from, to))
    return err(ruleError('ERR_NOT_ADJACENT', 'SAU-A6', `A leader moves one hex at a time: ${grid.name(from)} does not touch ${toName}.`));
  const led = formationMembers(s, piece);
  if (led.length >= 2 && led[0]!.hex === from)
    return err(
      ruleError(
        'ERR_IN_FORMATION',
        'SAU-M22',
        `${d.name} leads a special formation: he moves with it (move one of its units), or its units break away first.`,
      ),
    );
  const cost = stepCost(from, to);
  const mp = s.leaderMp[piece] ?? 0;
  if (cost > mp) return err(ruleError('ERR_NO_MP', '4.3', `${d.name} has ${mp} movement points left; entering ${toName} costs ${cost}.`));
  const g = groundAllows(s, from, to);
  if (!g.ok) return g;
  const here = unitsAt(s, to).map((u) => ({ side: u.side, nationality: typeOf(u).nationality }));
  const c = checkLeaderStacking(d, here, { nationalityGone: s.record.nationalitiesGone.includes(d.nationality), side });
  if (!c.ok) return c;
  const foes = enemyLeadersAt(s, to, side);
  if (foes.length > 0) {
    const m = s.record.mortal;
    const meeting =
      m &&
      m.phase === 'closing' &&
      m[m.mover!].id === piece &&
      foes.some((f) => f.id === (m.mover === 'challenger' ? m.defender.id : m.challenger.id));
    if (!meeting)
      return err(
        ruleError(
          'ERR_ENEMY_LEADER',
          '22.1',
          `${d.name} may enter an enemy leader's hex only to meet him in Mortal Combat, when it is his turn to close (SAU-M9).`,
        ),
      );
  }
  return ok({ from, to, cost, leader: true });
}

// ---------------------------------------------------------------- combat (7.175, SAU-M15)

/** SAU-M15: one die plus the rating less the armour: 7 or more eliminates, 5-6 disrupts. */
export function combatResult(
  die: number,
  rating: number,
  armour: number,
): { total: number; result: 'eliminated' | 'disrupted' | 'no effect' } {
  const total = die + rating - armour;
  return { total, result: total >= 7 ? 'eliminated' : total >= 5 ? 'disrupted' : 'no effect' };
}

/** 4.3: the defender's Armored Protection Rating in its hex. */
export const armourOf = (u: Unit & { hex: number }): number => typeOf(u).armour + (defendsAsRough(map, u.hex) ? 2 : 0);

/** SAU-M22: units in a special formation fight only as one, in melee. */
const canFire = (u: Unit) => onMap(u) && typeOf(u).missile !== null && !u.disrupted && !u.attacked && !u.formation;
const canMelee = (u: Unit) => onMap(u) && typeOf(u).melee !== null && !u.disrupted && !u.attacked;
/** Adjacent enemies a unit could reach in melee (not across closed gates). */
const meleeNeighbours = (s: GameState, u: Unit & { hex: number }) =>
  grid
    .neighbours(u.hex)
    .filter((n) => !(s.gates.closed && throughGate(u.hex, n)))
    .flatMap((n) => unitsAt(s, n).filter((e) => e.side !== u.side));

/** 7.175: missile units beside enemies that have not fired, and the enemies beside them. */
function missileObligations(s: GameState, side: Player): { unit: Unit; enemies: Unit[] }[] {
  return s.units
    .filter((u): u is Unit & { hex: number } => u.side === side && canFire(u))
    .map((u) => ({ unit: u as Unit, enemies: meleeNeighbours(s, u).filter((e) => checkUnitAttack(s, side, 'missile', u.id, e.id).ok) }))
    .filter((o) => o.enemies.length > 0);
}

/** 7.175: may the Missile Segment end? Every held fire needs each adjacent enemy attackable in melee (SAU-M15: by a unit still free to attack). */
function checkEndMissile(s: GameState, side: Player): Result<string[], RuleError> {
  const owed = new Set<string>();
  const demoralized = side !== 'third' && isDemoralized(s.record.demoralization, side, tablesOf(s).demoralization);
  for (const o of missileObligations(s, side)) {
    for (const e of o.enemies) {
      const attackers = demoralized
        ? []
        : s.units.filter(
            (f) => f.side === side && canMelee(f) && meleeNeighbours(s, f as Unit & { hex: number }).some((x) => x.id === e.id),
          );
      if (attackers.length === 0) {
        return err(
          ruleError(
            'ERR_MUST_FIRE',
            '7.175',
            `${o.unit.id} is beside ${e.id}, which no unit can attack in the Melee Combat Segment: it must fire at one of the adjacent enemy units.`,
          ),
        );
      }
      owed.add(e.id);
    }
  }
  return ok([...owed]);
}

/**
 * 7.175: the phase may not end while an enemy owed a melee attack can still get one. A side Demoralized
 * since the attacks were owed (its Beast killed in the Leader Combat Segment) makes none (SAU-A5).
 */
function checkEndMelee(s: GameState, side: Player): Result<true, RuleError> {
  if (side !== 'third' && isDemoralized(s.record.demoralization, side, tablesOf(s).demoralization)) return ok(true);
  for (const id of s.owed) {
    if (s.meleed.includes(id)) continue;
    const e = unitById(s, id);
    if (!e || !onMap(e)) continue;
    const can = s.units.some(
      (f) => f.side === side && canMelee(f) && meleeNeighbours(s, f as Unit & { hex: number }).some((x) => x.id === id),
    );
    if (can)
      return err(
        ruleError(
          'ERR_MELEE_OWED',
          '7.175',
          `${id} must be attacked in the Melee Combat Segment: the missile units beside it held their fire.`,
        ),
      );
  }
  return ok(true);
}

function checkUnitAttack(s: GameState, side: Player, kind: 'missile' | 'melee', unitId: string, targetId: string): Result<true, RuleError> {
  const u = unitById(s, unitId);
  const t = unitById(s, targetId);
  if (!u || u.side !== side || !onMap(u))
    return err(ruleError('ERR_NOT_YOURS', 'SAU-A6', `${unitId} is not one of your units on the map.`));
  if (!t || t.side === side || !onMap(t)) return err(ruleError('ERR_NO_TARGET', 'SAU-A6', `${targetId} is not an enemy unit on the map.`));
  if (u.attacked) return err(ruleError('ERR_ATTACKED', 'SAU-M15', `${unitId} has already attacked this phase.`));
  if (u.disrupted) return err(ruleError('ERR_DISRUPTED', 'SAU-M15', `${unitId} is disrupted and may not attack until rallied.`));
  if (kind === 'missile') {
    if (typeOf(u).missile === null) return err(ruleError('ERR_NO_MISSILES', '7.175', `${unitId} has no missile capability.`));
    if (u.formation)
      return err(ruleError('ERR_IN_FORMATION', 'SAU-M22', `${unitId} is in a special formation, which fights only in melee.`));
    if (grid.distance(u.hex, t.hex) > 2)
      return err(ruleError('ERR_OUT_OF_RANGE', 'F9', `${targetId} is ${grid.distance(u.hex, t.hex)} hexes away; missiles reach 2.`));
    if (fireThroughGate(u.hex, t.hex)) {
      const g = mayActThroughGates(s.gates, 'missile', map.mordor.has(u.hex));
      if (!g.ok) return g;
    }
    return ok(true);
  }
  if (typeOf(u).melee === null) return err(ruleError('ERR_NO_MELEE', 'F7', `${unitId} has no melee capability.`));
  if (side !== 'third' && isDemoralized(s.record.demoralization, side, tablesOf(s).demoralization))
    return err(ruleError('ERR_DEMORALIZED', 'SAU-A5', `${sideName(side)} is Demoralized: no melee attacks.`));
  if (!grid.areAdjacent(u.hex, t.hex))
    return err(ruleError('ERR_NOT_ADJACENT', 'F9', `Melee is against an adjacent unit; ${targetId} is not beside ${unitId}.`));
  if (throughGate(u.hex, t.hex)) {
    const g = mayActThroughGates(s.gates, 'melee', map.mordor.has(u.hex));
    if (!g.ok) return g;
  }
  return ok(true);
}

/** One die for one attack (SAU-M15), logged with its numbers. */
function strike(kind: 'missile' | 'melee' | 'riposte', u: Unit, t: Unit, rating: number, armour: number, dice: Dice, events: GameEvent[]) {
  const die = dice.roll(6);
  const r = combatResult(die, rating, armour);
  events.push({
    type: 'unit-attack',
    clause: 'SAU-M15',
    kind,
    attacker: u.id,
    target: t.id,
    rating,
    armour,
    die,
    total: r.total,
    result: r.result,
  });
  return r.result;
}

/** Applies a result to a unit: disrupted, or eliminated (a second disruption eliminates: SAU-M15). */
function hit(
  s0: GameState,
  target: Unit,
  result: 'eliminated' | 'disrupted' | 'no effect',
  cause: 'missile' | 'melee',
  dice: Dice,
  events: GameEvent[],
): GameState {
  let s = s0;
  if (result === 'no effect') return s;
  // SAU-M22: every result against a special formation applies to each member.
  if (target.formation && formationMembers(s, target.formation).length >= 2) {
    for (const m of formationMembers(s, target.formation))
      if (!s.record.over) s = hit(s, { ...m, formation: undefined }, result, cause, dice, events);
    return s;
  }
  if (result === 'disrupted' && !target.disrupted) {
    events.push({ type: 'unit-disrupted', clause: 'SAU-M15', unit: target.id });
    return setUnit(s, target.id, { disrupted: true });
  }
  const hex = target.hex!;
  s = setUnit(s, target.id, { hex: null, eliminated: true, disrupted: false });
  const t = typeOf(target);
  if (t.leader) {
    const r = s.record.leaders.find((l) => l.id === t.leader);
    if (r?.alive) {
      const left = leaderData(t.leader).endurance - r.wounds;
      s = recordDo(
        s,
        { type: 'wound', leader: t.leader, points: Math.max(1, left), cause: `${t.name} eliminated in ${cause} combat` },
        dice,
        events,
      );
    }
  } else if (target.side !== 'third') {
    s = recordDo(s, { type: 'unit-eliminated', side: target.side, morale: t.morale, count: 1, unit: target.id }, dice, events);
  }
  // SAU-M11: an elimination in the bearer's hex breaks Narsil (19.211) or destroys the shards (20.21).
  const bearer = s.record.ring.narsil.bearer;
  if (bearer && leaderHex(s, bearer) === hex && !s.record.over) {
    s = recordDo(
      s,
      s.record.ring.narsil.form === 'whole'
        ? { type: 'narsil-broken', cause }
        : { type: 'shards-destroyed', cause: `${cause} combat in the bearer's hex (SAU-M11)` },
      dice,
      events,
    );
  }
  // 8.25: the last unit of a nationality.
  if (
    !s.record.over &&
    !s.record.nationalitiesGone.includes(t.nationality) &&
    !s.units.some((u) => !u.eliminated && typeOf(u).nationality === t.nationality && typeOf(u).side === t.side && !typeOf(u).leader)
  ) {
    s = recordDo(s, { type: 'nationality-destroyed', nationality: t.nationality }, dice, events);
  }
  return s;
}

// ---------------------------------------------------------------- checking and performing

const bad = ruleError;

export function check(s: GameState, seat: Player, a: GameAction): Result<true, RuleError> {
  if (s.outcome) return err(bad('ERR_GAME_OVER', s.outcome.clause, `The game is over: ${s.outcome.reason}.`));
  if (!seatsToAct(s).includes(seat))
    return err(bad('ERR_NOT_YOUR_TURN', 'SAU-A6', `It is not ${sideName(seat)}'s decision now (${s.record.phase}).`));
  const m = s.record.mortal;
  if (m && m.phase === 'challenged') {
    if (a.type !== 'accept' && a.type !== 'refuse')
      return err(bad('ERR_ANSWER_CHALLENGE', '22.1', `${m.defender.name} must first accept or refuse ${m.challenger.name}'s challenge.`));
    return recordCheck(s, { type: a.type });
  }
  const phase = s.record.phase;
  switch (a.type) {
    case 'accept':
    case 'refuse':
      return err(bad('ERR_NO_CHALLENGE', '22.1', 'No challenge awaits an answer.'));
    case 'set-gates': {
      if (phase !== 'first-magic')
        return err(bad('ERR_WRONG_PHASE', '18.1', 'The gates are set in the First Magic Leader Phase, for the whole game-turn.'));
      const g = setGates(s.gates, { close: a.closed, sauronInMordor: sauronInMordor(s), turn: s.record.turn });
      return g.ok ? ok(true) : g;
    }
    case 'move': {
      if (!isMovement(s)) return err(bad('ERR_WRONG_PHASE', 'SAU-A6', "Pieces move in their side's Movement Phase."));
      const r = checkMove(s, seat, a.piece, a.to);
      return r.ok ? ok(true) : r;
    }
    case 'beast-power':
      return checkBeastPower(s, a.power);
    case 'form':
    case 'break-up': {
      if (!isMovement(s))
        return err(bad('ERR_WRONG_PHASE', 'SAU-M22', "Special formations form and break up in their side's Movement Phase."));
      if (a.type === 'form') {
        const r = checkForm(s, seat, a.leader, a.units);
        return r.ok ? ok(true) : r;
      }
      const u = unitById(s, a.unit);
      if (!u || u.side !== seat || !onMap(u)) return err(bad('ERR_NOT_YOURS', 'SAU-A6', `${a.unit} is not one of your units on the map.`));
      if (!u.formation) return err(bad('ERR_NOT_IN_FORMATION', 'SAU-M22', `${a.unit} is not in a special formation.`));
      const r = checkMove(s, seat, a.unit, a.to, true);
      return r.ok ? ok(true) : r;
    }
    case 'take-ring':
    case 'return-ring':
    case 'pass-narsil': {
      if (!isMovement(s)) return err(bad('ERR_WRONG_PHASE', 'SAU-M16', "The Ring and Narsil change hands in their side's Movement Phase."));
      const who = a.type === 'take-ring' ? a.leader : a.type === 'pass-narsil' ? a.to : s.record.ring.ring.holder;
      const r = who ? s.record.leaders.find((l) => l.id === who) : undefined;
      if (!r || r.controller !== seat) return err(bad('ERR_NOT_YOURS', 'SAU-A6', `${who ?? 'Nobody'} is not your leader.`));
      // Quick refusals before asking the record keeper (the same rules, without parsing).
      if (a.type === 'return-ring' && (who === 'sauron' || s.record.ring.ring.status !== 'worn'))
        return err(bad('ERR_NOTHING_TO_RETURN', '16.631', 'No Sauron leader other than Sauron wears the Ring.'));
      if (a.type === 'take-ring' && s.record.ring.ring.status !== 'lying')
        return err(bad('ERR_RING_NOT_LYING', 'SAU-A10', 'The Ring is not lying free.'));
      if (a.type === 'pass-narsil') {
        const n = s.record.ring.narsil;
        const at = n.bearer ? leaderHex(s, n.bearer) : hexOf(n.lyingAt);
        if (n.form === 'destroyed' || n.bearer === a.to || at === null || at !== leaderHex(s, a.to))
          return err(bad('ERR_NOT_TOGETHER', 'SAU-A8', `${leaderData(a.to).name} is not where Narsil is.`));
      }
      return recordCheck(s, recordActionOf(a));
    }
    case 'missile':
    case 'melee': {
      if (!isCombat(s) || s.segment !== (a.type === 'missile' ? 'missile' : 'melee')) {
        return err(
          bad(
            'ERR_WRONG_SEGMENT',
            'SAU-A6',
            `${a.type === 'missile' ? 'Missile fire' : 'Melee'} belongs to the ${a.type === 'missile' ? 'Missile' : 'Melee'} Combat Segment of your Combat Phase (now: ${s.segment ?? phase}).`,
          ),
        );
      }
      return checkUnitAttack(s, seat, a.type, a.unit, a.target);
    }
    case 'leader-attack':
    case 'challenge': {
      if (!isCombat(s) || s.segment !== 'leader')
        return err(
          bad(
            'ERR_WRONG_SEGMENT',
            a.type === 'challenge' ? '22.0' : '7.221',
            'Leader Combat and challenges belong to the Leader Combat Segment of your Combat Phase.',
          ),
        );
      const mine = a.type === 'challenge' ? a.challenger : a.leader;
      const foe = a.type === 'challenge' ? a.defender : a.target;
      if (!leaderFighters(s, seat).includes(mine)) return err(bad('ERR_NOT_YOURS', 'SAU-A6', `${mine} is not your leader on the map.`));
      if (!foeFighters(s, seat).includes(foe)) return err(bad('ERR_NO_TARGET', '7.221', `${foe} is not an enemy leader on the map.`));
      const [h1, h2] = [leaderHex(s, mine)!, leaderHex(s, foe)!];
      const distance = grid.distance(h1, h2);
      if (a.type === 'leader-attack') {
        if (distance > 1)
          return err(
            bad(
              'ERR_NOT_ADJACENT',
              'SAU-M17',
              `Leader Combat is between leaders in one hex or adjacent; ${foe} is ${distance} hexes away.`,
            ),
          );
        if (distance === 1 && throughGate(h1, h2)) {
          const g = mayActThroughGates(s.gates, 'melee', map.mordor.has(h1));
          if (!g.ok) return g;
        }
        return recordCheck(s, recordActionOf(a));
      }
      if (distance > 4) return err(bad('ERR_TOO_FAR', '22.0', `${foe} is ${distance} hexes away; a challenge reaches 4.`));
      return recordCheck(s, { type: 'challenge', challenger: mine, defender: foe, distance });
    }
    case 'rally':
    case 'ring-removal':
    case 'destroy-ring': {
      if (phase !== 'joint-rally')
        return err(bad('ERR_WRONG_PHASE', a.type === 'rally' ? 'SAU-A6' : '16.633', 'This belongs to the Joint Rally Phase.'));
      if (a.type === 'destroy-ring') {
        const h = s.record.ring.ring.holder;
        if (!h || s.record.leaders.find((l) => l.id === h)?.controller !== seat)
          return err(bad('ERR_NOT_HOLDER', '16.633', 'None of your leaders holds the Ring.'));
        return recordCheck(s, recordActionOf(a));
      }
      const r = s.record.leaders.find((l) => l.id === a.leader);
      if (!r || r.controller !== seat || r.position === null)
        return err(bad('ERR_NOT_YOURS', 'SAU-A6', `${a.leader} is not your leader on the map.`));
      if (a.type === 'ring-removal') return recordCheck(s, recordActionOf(a));
      if (s.rallied.includes(a.leader))
        return err(bad('ERR_RALLIED', 'SAU-M16', `${leaderData(a.leader).name} has already rallied this phase.`));
      if (rallyable(s, a.leader).length === 0)
        return err(
          bad(
            'ERR_NOTHING_TO_RALLY',
            'SAU-M16',
            `No disrupted unit of ${leaderData(a.leader).name}'s nationality is in or beside his hex.`,
          ),
        );
      return recordCheck(s, { type: 'rally', leader: a.leader });
    }
    case 'end': {
      if (phase === 'first-magic' && sauronInMordor(s))
        return err(
          bad(
            'ERR_CHOOSE_GATES',
            '18.1',
            'Sauron is inside Mordor: the First Magic Leader Phase ends when he opens or closes the gates for the game-turn.',
          ),
        );
      if (isCombat(s) && s.segment === 'missile') {
        const r = checkEndMissile(s, seat);
        return r.ok ? ok(true) : r;
      }
      if (isCombat(s) && s.segment === 'melee') return checkEndMelee(s, seat);
      if (s.record.mortal?.phase === 'fighting' && isCombat(s))
        return err(bad('ERR_MAY_NOT_STOP', '22.2', 'The Mortal Combat must be fought to the end.'));
      return ok(true);
    }
  }
}

/** SAU-M16: the disrupted units a leader rallies: his nationality's, in or beside his hex. */
export function rallyable(s: GameState, leader: string): string[] {
  const h = leaderHex(s, leader);
  if (h === null) return [];
  const d = leaderData(leader);
  const owner = s.record.leaders.find((l) => l.id === leader)?.controller;
  return s.units
    .filter((u) => onMap(u) && u.disrupted && u.side === owner && typeOf(u).nationality === d.nationality && grid.distance(u.hex, h) <= 1)
    .map((u) => u.id);
}

type ByRecord = Extract<
  GameAction,
  { type: 'take-ring' | 'return-ring' | 'pass-narsil' | 'leader-attack' | 'ring-removal' | 'destroy-ring' }
>;

/** The record keeper's action for a game action it decides alone (the same for checking and for doing). */
function recordActionOf(a: ByRecord): RecordActionInput {
  switch (a.type) {
    case 'take-ring':
      return { type: 'take-ring', leader: a.leader };
    case 'return-ring':
      return { type: 'return-ring' };
    case 'pass-narsil':
      return { type: 'pass-narsil', to: a.to };
    case 'leader-attack':
      return { type: 'leader-combat', attacker: a.leader, defender: a.target };
    case 'ring-removal':
      return { type: 'ring-removal', leader: a.leader };
    case 'destroy-ring':
      return { type: 'destroy-ring' };
  }
}

/** Rolls and changes the state; `check` has passed. */
export function perform(s0: GameState, seat: Player, a: GameAction, dice: Dice): { state: GameState; events: GameEvent[] } {
  let s = s0;
  const events: GameEvent[] = [];
  // SAU-A14, SAU-M24: the third player's first attack is his first battle; his count of types starts with it.
  if (seat === 'third' && ['missile', 'melee', 'leader-attack', 'challenge'].includes(a.type) && s.record.thirdPlayer?.fromTurn === null)
    s = recordDo(s, { type: 'first-battle' }, dice, events);
  switch (a.type) {
    case 'accept':
    case 'refuse': {
      s = recordDo(s, { type: a.type }, dice, events);
      // 22.1: leaders already in one hex fight at once, in this Leader Combat Segment.
      if (s.record.mortal?.phase === 'fighting' && isCombat(s)) s = recordDo(s, { type: 'mortal-fight' }, dice, events);
      break;
    }
    case 'set-gates': {
      const g = setGates(s.gates, { close: a.closed, sauronInMordor: true, turn: s.record.turn });
      if (g.ok) s = { ...s, gates: g.value, gatesChosen: true };
      events.push({ type: 'gates', clause: '18.1', closed: a.closed });
      s = advance(s, dice, events);
      break;
    }
    case 'move': {
      const r = checkMove(s, seat, a.piece, a.to);
      if (!r.ok) throw new Error(r.error.message);
      const { from, to, cost, leader } = r.value;
      if (leader) {
        const mpLeft = (s.leaderMp[a.piece] ?? 0) - cost;
        s = { ...setLeaderPos(s, a.piece, to), leaderMp: { ...s.leaderMp, [a.piece]: mpLeft } };
        events.push({ type: 'unit-moved', clause: '8.11', piece: a.piece, from: grid.name(from), to: grid.name(to), cost, mpLeft });
      } else {
        const u = unitById(s, a.piece)!;
        // SAU-M10: entering an enemy zone of control ends the move (not in Flight, SAU-M21).
        const stop = s.options.zonesOfControl && !typeOf(u).flies && zocHexes(s, to, seat);
        const mpLeft = stop ? 0 : u.mp - cost;
        // SAU-M22: the whole formation steps, its leader with it.
        const group = u.formation ? formationMembers(s, u.formation) : [u];
        const lead = u.formation && leaderHex(s, u.formation) === from ? u.formation : null;
        for (const m of group) s = setUnit(s, m.id, { hex: to, mp: stop ? 0 : m.mp - cost });
        if (lead) s = { ...setLeaderPos(s, lead, to), leaderMp: { ...s.leaderMp, [lead]: stop ? 0 : (s.leaderMp[lead] ?? 0) - cost } };
        const t = typeOf(u);
        if (t.leader) s = setLeaderPos(s, t.leader, to);
        events.push({
          type: 'unit-moved',
          clause: stop ? 'SAU-M10' : group.length > 1 ? 'SAU-M22' : typeOf(u).flies ? 'SAU-M21' : '4.3',
          piece: a.piece,
          from: grid.name(from),
          to: grid.name(to),
          cost,
          mpLeft,
        });
      }
      break;
    }
    case 'take-ring':
    case 'return-ring':
    case 'pass-narsil':
    case 'leader-attack':
    case 'ring-removal':
    case 'destroy-ring':
      s = recordDo(s, recordActionOf(a), dice, events);
      break;
    case 'missile': {
      const u = unitById(s, a.unit)! as Unit & { hex: number };
      const t = unitById(s, a.target)! as Unit & { hex: number };
      const r = strike('missile', u, t, ratingValue(typeOf(u).missile!), defenceOf(s, t), dice, events);
      s = setUnit(s, u.id, { attacked: true });
      s = hit(s, t, r, 'missile', dice, events);
      break;
    }
    case 'melee': {
      const u = unitById(s, a.unit)! as Unit & { hex: number };
      const t = unitById(s, a.target)! as Unit & { hex: number };
      // SAU-M22: a formation strikes with its formation rating and defends at its best armour.
      const r = strike('melee', u, t, formationRating(s, u), defenceOf(s, t), dice, events);
      // SAU-M15: an undisrupted defender with melee strikes back at once (against the attacker's own armour); both results apply together.
      const back =
        typeOf(t).melee !== null && !t.disrupted ? strike('riposte', t, u, formationRating(s, t), ownArmour(s, u), dice, events) : null;
      const attackers = reached(s, u);
      s = {
        ...s,
        units: s.units.map((x) => (attackers.includes(x.id) ? { ...x, attacked: true } : x)),
        meleed: [...s.meleed, ...reached(s, t)],
      };
      s = hit(s, t, r, 'melee', dice, events);
      if (back && !s.outcome && !s.record.over) s = hit(s, unitById(s, u.id)!, back, 'melee', dice, events);
      break;
    }
    case 'beast-power': {
      const p = BEAST_POWERS.byId.get(a.power)!;
      if (p.cost > 0) s = recordDo(s, { type: 'spend-magic', points: p.cost }, dice, events);
      const b = beastUnit(s)!;
      s = setUnit(s, b.id, { powers: [...(b.powers ?? []), p.id] });
      events.push({ type: 'beast-power', clause: 'SAU-M21', power: p.id, cost: p.cost, pointsLeft: s.record.magicPoints });
      break;
    }
    case 'form': {
      const r = checkForm(s, seat, a.leader, a.units);
      if (!r.ok) throw new Error(r.error.message);
      const at = r.value.anchor;
      const stop = s.options.zonesOfControl && zocHexes(s, at, seat);
      for (const m of r.value.movers) {
        const u = unitById(s, m.id)!;
        const mpLeft = stop ? 0 : u.mp - m.cost;
        events.push({
          type: 'unit-moved',
          clause: 'SAU-M22',
          piece: m.id,
          from: grid.name(u.hex!),
          to: grid.name(at),
          cost: m.cost,
          mpLeft,
        });
        s = setUnit(s, m.id, { hex: at, mp: mpLeft });
      }
      s = { ...s, units: s.units.map((u) => (a.units.includes(u.id) ? { ...u, formation: a.leader } : u)) };
      events.push({ type: 'formation', clause: 'SAU-M22', leader: a.leader, units: [...a.units], change: 'formed' });
      break;
    }
    case 'break-up': {
      const r = checkMove(s, seat, a.unit, a.to, true);
      if (!r.ok) throw new Error(r.error.message);
      const u = unitById(s, a.unit)!;
      const leader = u.formation!;
      const stop = s.options.zonesOfControl && zocHexes(s, r.value.to, seat);
      const mpLeft = stop ? 0 : u.mp - r.value.cost;
      s = setUnit(s, a.unit, { hex: r.value.to, mp: mpLeft, formation: undefined });
      events.push({
        type: 'unit-moved',
        clause: stop ? 'SAU-M10' : 'SAU-M22',
        piece: a.unit,
        from: grid.name(r.value.from),
        to: a.to,
        cost: r.value.cost,
        mpLeft,
      });
      events.push({ type: 'formation', clause: 'SAU-M22', leader, units: [a.unit], change: 'left' });
      break;
    }
    case 'challenge': {
      const distance = grid.distance(leaderHex(s, a.challenger)!, leaderHex(s, a.defender)!);
      s = recordDo(s, { type: 'challenge', challenger: a.challenger, defender: a.defender, distance }, dice, events);
      break;
    }
    case 'rally': {
      const units = rallyable(s, a.leader);
      const before = events.length;
      s = recordDo(s, { type: 'rally', leader: a.leader }, dice, events);
      const roll = events.slice(before).find((e) => e.type === 'rally-roll');
      s = { ...s, rallied: [...s.rallied, a.leader] };
      if (roll && roll.type === 'rally-roll' && roll.rallied) {
        s = { ...s, units: s.units.map((u) => (units.includes(u.id) ? { ...u, disrupted: false } : u)) };
        events.push({ type: 'units-rallied', clause: 'SAU-M16', leader: a.leader, units });
      }
      break;
    }
    case 'end': {
      if (isCombat(s) && s.segment === 'missile') {
        const owed = checkEndMissile(s, seat);
        s = { ...s, segment: 'leader', owed: owed.ok ? owed.value : [] };
        if (s.owed.length) events.push({ type: 'melee-owed', clause: '7.175', units: s.owed });
        events.push({ type: 'segment', clause: 'SAU-A6', segment: 'leader' });
      } else if (isCombat(s) && s.segment === 'leader') {
        s = { ...s, segment: 'melee' };
        events.push({ type: 'segment', clause: 'SAU-A6', segment: 'melee' });
      } else {
        s = advance({ ...s, segment: null }, dice, events);
      }
      break;
    }
  }
  s = tidyFormations(s, events);
  s = settle(s, events);
  return { state: s, events };
}

// ---------------------------------------------------------------- legal actions

/** Every action `check` accepts now, in a fixed order: moves, then combat, then the rest, 'end' last. */
export function legalActions(s: GameState, seat: Player): GameAction[] {
  if (!seatsToAct(s).includes(seat)) return [];
  const out: GameAction[] = [];
  const m = s.record.mortal;
  const cands: GameAction[] = [];
  if (m && m.phase === 'challenged') cands.push({ type: 'accept' }, { type: 'refuse' });
  else {
    const phase = s.record.phase;
    if (phase === 'first-magic') {
      for (const p of BEAST_POWERS.list) cands.push({ type: 'beast-power', power: p.id });
      cands.push({ type: 'set-gates', closed: true }, { type: 'set-gates', closed: false });
    }
    if (isMovement(s)) {
      // Cheap first sifts (mountains, a unit already there, too dear); `check` decides the rest.
      const open = (from: number, n: number, mp: number) => map.terrain[n] !== 'mountain' && stepCost(from, n) <= mp;
      for (const u of s.units) {
        if (u.side !== seat || !onMap(u) || u.mp <= 0) continue;
        const flies = typeOf(u).flies;
        for (const n of grid.neighbours(u.hex))
          if ((flies || open(u.hex, n, u.mp)) && unitsAt(s, n).length === 0) cands.push({ type: 'move', piece: u.id, to: grid.name(n) });
        if (u.formation)
          for (const n of grid.neighbours(u.hex))
            if (open(u.hex, n, u.mp) && unitsAt(s, n).length === 0) cands.push({ type: 'break-up', unit: u.id, to: grid.name(n) });
      }
      // SAU-M22: a leader with a unit in his hex and more of his nationality beside it.
      if (s.options.specialFormations === 'both' || (s.options.specialFormations === 'westernesse' && seat === 'westernesse')) {
        for (const id of leadersOf(s, seat)) {
          const h = leaderHex(s, id)!;
          const anchor = unitsAt(s, h).filter((u) => u.side === seat && !u.formation);
          if (anchor.length !== 1) continue;
          const nat = leaderData(id).nationality;
          const near = grid
            .neighbours(h)
            .flatMap((n) => unitsAt(s, n))
            .filter((u) => u.side === seat && !u.formation && typeOf(u).nationality === nat);
          for (let i = 0; i < near.length; i++) {
            cands.push({ type: 'form', leader: id, units: [anchor[0]!.id, near[i]!.id] });
            if (s.options.formationSize >= 3)
              for (let j = i + 1; j < near.length; j++)
                cands.push({ type: 'form', leader: id, units: [anchor[0]!.id, near[i]!.id, near[j]!.id] });
          }
        }
      }
      for (const id of leadersOf(s, seat)) {
        const h = leaderHex(s, id);
        const mp = s.leaderMp[id] ?? 0;
        if (h !== null && mp > 0)
          for (const n of grid.neighbours(h)) if (open(h, n, mp)) cands.push({ type: 'move', piece: id, to: grid.name(n) });
      }
      for (const id of leadersOf(s, seat)) cands.push({ type: 'take-ring', leader: id }, { type: 'pass-narsil', to: id });
      cands.push({ type: 'return-ring' });
    }
    if (isCombat(s)) {
      const mine = s.units.filter((u): u is Unit & { hex: number } => u.side === seat && onMap(u));
      if (s.segment === 'missile') {
        for (const u of mine.filter(canFire))
          for (const t of s.units)
            if (t.side !== seat && onMap(t) && grid.distance(u.hex, t.hex) <= 2) cands.push({ type: 'missile', unit: u.id, target: t.id });
      }
      if (s.segment === 'leader') {
        for (const a of leaderFighters(s, seat))
          for (const d of foeFighters(s, seat)) cands.push({ type: 'leader-attack', leader: a, target: d });
        for (const a of leadersOf(s, seat))
          for (const d of foeLeaders(s, seat)) cands.push({ type: 'challenge', challenger: a, defender: d });
      }
      if (s.segment === 'melee')
        for (const u of mine.filter(canMelee))
          for (const t of meleeNeighbours(s, u)) cands.push({ type: 'melee', unit: u.id, target: t.id });
    }
    if (phase === 'joint-rally') {
      for (const id of leadersOf(s, seat)) cands.push({ type: 'rally', leader: id }, { type: 'ring-removal', leader: id });
      cands.push({ type: 'destroy-ring' });
    }
    if (phase !== 'first-magic' || !sauronInMordor(s)) cands.push({ type: 'end' });
  }
  for (const a of cands) if (check(s, seat, a).ok) out.push(a);
  return out;
}
