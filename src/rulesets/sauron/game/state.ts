/**
 * The map game's state and the look-ups every phase uses. The rules core's record keeper (record.ts)
 * holds the leaders, the Ring, Narsil, the levels, the turn and the phase; this state adds the units,
 * the gates and the `step`: what the phase under way is waiting for. A step carries only what its phase
 * has (a Combat Phase's segment and the melee owed under 7.175, the Joint Rally Phase's seat and the
 * leaders who rallied), so no state holds a segment outside a Combat Phase or a rally seat outside the
 * Joint Rally Phase.
 */
import type { Dice } from '../../../core/dice.js';
import type { Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Outcome } from '../../../core/ruleset.js';
import { TABLES, type Side, type Tables } from '../data.js';
import { leaderById } from '../expanded.js';
import { tablesFor } from '../options.js';
import type { Gates } from '../map-rules.js';
import type { Phase, RecordEvent, SauronRecord } from '../record.js';
import { ARMIES, DAGORLAD, type UnitType } from './map.js';
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

/** A Combat Phase (SAU-A6: missile, then leader, then melee) of `seat`. */
export type CombatStep =
  | { readonly kind: 'combat'; readonly seat: Player; readonly segment: 'missile' }
  /** 7.175: `owed` are the enemy units the phasing player must attack in the Melee Combat Segment (his missile units beside them held their fire). */
  | { readonly kind: 'combat'; readonly seat: Player; readonly segment: 'leader'; readonly owed: readonly string[] }
  /** `meleed`: enemy units attacked in melee this segment. */
  | {
      readonly kind: 'combat';
      readonly seat: Player;
      readonly segment: 'melee';
      readonly owed: readonly string[];
      readonly meleed: readonly string[];
    };

/**
 * What the phase under way waits for. Its kind follows the record's phase; `seat` is whose part it is
 * (SAU-M24: the third player's part of a Westernesse Movement or Combat Phase comes after Westernesse's;
 * SAU-M16: in the Joint Rally Phase Westernesse acts first, then Sauron, then the third player).
 */
export type Step =
  | { readonly kind: 'first-magic' }
  /** Passed at once: nobody has a choice in the Second Magic Leader Phase of the map game. */
  | { readonly kind: 'second-magic' }
  | { readonly kind: 'movement'; readonly seat: Player }
  | CombatStep
  /** `rallied`: leaders who have rallied this Joint Rally Phase. */
  | { readonly kind: 'joint-rally'; readonly seat: Player; readonly rallied: readonly string[] };

export interface GameState {
  readonly options: GameOptions;
  /** The rules core's record keeper: leaders (positions as hex numbers), the Ring, Narsil, levels, turn and phase. Its log is not kept here. */
  readonly record: SauronRecord;
  readonly units: readonly Unit[];
  /** Movement points each leader has left, as a unit's `mp`: set at the start of his side's Movement Phase. */
  readonly leaderMp: Readonly<Record<string, number>>;
  readonly gates: Gates;
  readonly step: Step;
  readonly extraEntered: boolean;
  readonly outcome: Outcome | null;
}

/** A state in a step of one kind, as a phase's rules see it. */
export type In<K extends Step['kind']> = GameState & { readonly step: Extract<Step, { kind: K }> };
export const inStep = <K extends Step['kind']>(s: GameState, kind: K): s is In<K> => s.step.kind === kind;

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

/** An action checked against its phase's rules: what doing it with these dice makes of the state. */
export type Apply = (dice: Dice, events: GameEvent[]) => GameState;
export type Resolution = Result<Apply, RuleError>;

/**
 * A phase's rules: `resolve` checks an action and, if it is legal, says how to do it (one place for
 * both), or gives null for an action that belongs to another phase; `candidates` lists what to try, in a
 * fixed order.
 */
export interface PhaseRules<K extends Step['kind']> {
  resolve(s: In<K>, seat: Player, a: GameAction): Resolution | null;
  candidates(s: In<K>, seat: Player): GameAction[];
}

// ---------------------------------------------------------------- tables and small look-ups

export const map = DAGORLAD;
export const grid = map.grid;

/**
 * The rules core's tables with this game's choices (SAU-A1, SAU-A2, SAU-A4, SAU-A5: options.ts
 * `tablesFor`), its thresholds (SAU-M8), length (SAU-M13) and Orodruin's centre hex (16.633).
 */
export function gameTables(options: GameOptions): Tables {
  const t = tablesFor(options);
  const thresholds =
    options.demoralization.thresholds ??
    (options.demoralizationThresholds === 'seed' ? TABLES.demoralization.thresholds : ARMIES.file.thresholds);
  return {
    ...t,
    demoralization: { ...t.demoralization, thresholds },
    game: { ...t.game, turns: options.turns, orodruin: grid.name(map.orodruinCentre), sauronMagicPoints: options.sauronMagicPoints },
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
const typeData = (type: string): UnitType => {
  const t = ARMIES.types.get(type);
  if (!t) throw new Error(`no unit type '${type}' in the army file`);
  return t;
};
/** The unit's type as its powers make it (the Beast, 17.11, SAU-M21). */
export const typeOf = (u: Unit): UnitType & { readonly flies: boolean } => withPowers(typeData(u.type), u.powers);
/** A leader's data: the data file's, or an Expanded Game replacement's (SAU-A27). */
export const leaderData = (id: string) => {
  const d = leaderById(id);
  if (!d) throw new Error(`no leader '${id}'`);
  return d;
};
export const hexOf = (name: string | null): number | null => (name === null ? null : (grid.index(name) ?? null));
export type Placed = Unit & { readonly hex: number };
export const onMap = (u: Unit): u is Placed => u.hex !== null && !u.eliminated;

/** Where everything stands, computed once per state (states are never changed in place). */
interface Placement {
  readonly units: ReadonlyMap<number, Placed[]>;
  readonly byId: ReadonlyMap<string, Unit>;
  readonly leaderHex: ReadonlyMap<string, number>;
  /** Living leaders (the Beast too) by hex. */
  readonly leaders: ReadonlyMap<number, SauronRecord['leaders'][number][]>;
}
const placements = new WeakMap<GameState, Placement>();
export function placement(s: GameState): Placement {
  let p = placements.get(s);
  if (p) return p;
  const units = new Map<number, Placed[]>();
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
export const unitsAt = (s: GameState, hex: number): readonly Placed[] => placement(s).units.get(hex) ?? [];
export const unitById = (s: GameState, id: string): Unit | undefined => placement(s).byId.get(id);
/** SAU-M24: leaders (and the Beast) on the map of every seat but `seat`: Westernesse and Sauron are each other's enemies, the third player everyone's. */
export const foeFighters = (s: GameState, seat: Player): string[] =>
  s.record.leaders.filter((l) => l.alive && l.controller !== seat && l.position !== null).map((l) => l.id);
export const foeLeaders = (s: GameState, seat: Player): string[] => foeFighters(s, seat).filter((id) => leaderData(id).kind === 'leader');

/** Leaders a seat moves and fights with: its own, alive, on the map; the Beast moves as a unit. */
export function leadersOf(s: GameState, side: Player): string[] {
  return s.record.leaders
    .filter((l) => l.alive && l.controller === side && l.position !== null && leaderData(l.id).kind === 'leader')
    .map((l) => l.id);
}
/** Pieces that fight Leader Combat for a side: its leaders and the Beast (17.11). */
export function leaderFighters(s: GameState, side: Player): string[] {
  return s.record.leaders.filter((l) => l.alive && l.controller === side && l.position !== null).map((l) => l.id);
}
export const enemyLeadersAt = (s: GameState, hex: number, side: Player) =>
  (placement(s).leaders.get(hex) ?? []).filter((l) => l.controller !== side && leaderData(l.id).kind === 'leader');

/** The side whose Movement or Combat Phase the record's phase is, or null. */
export const sideOfPhase = (phase: Phase): Side | null =>
  phase === 'sauron-movement' || phase === 'sauron-combat'
    ? 'sauron'
    : phase === 'westernesse-movement' || phase === 'westernesse-combat'
      ? 'westernesse'
      : null;
/** Whose part of a Movement or Combat Phase it is (the third player's after Westernesse's, SAU-M24), or null. */
export const phaseSide = (s: GameState): Player | null => (s.step.kind === 'movement' || s.step.kind === 'combat' ? s.step.seat : null);

/** 18.1 (SAU-M3): crossing the gate hexside. */
export const throughGate = (a: number, b: number) => grid.hexside(a, b) === map.gateSide;
/** SAU-A26, SAU-M3: fire passes "through the gates" between a hex inside Mordor and one outside it. */
export const fireThroughGate = (a: number, b: number) => map.mordor.has(a) !== map.mordor.has(b);

export const setUnit = (s: GameState, id: string, change: Partial<Unit>): GameState => ({
  ...s,
  units: s.units.map((u) => (u.id === id ? { ...u, ...change } : u)),
});
export const setLeaderPos = (s: GameState, id: string, hex: number): GameState => ({
  ...s,
  record: { ...s.record, leaders: s.record.leaders.map((l) => (l.id === id ? { ...l, position: grid.name(hex) } : l)) },
});

/** F7: leaders move 6. */
export const LEADER_MA = 6;

export const sauronInMordor = (s: GameState): boolean => {
  const h = leaderHex(s, 'sauron');
  return h !== null && map.mordor.has(h);
};
export const sauronAlive = (s: GameState): boolean => s.record.leaders.some((l) => l.id === 'sauron' && l.alive);

/** SAU-M12, SAU-M24: the third seat plays while its leader or one of its units is on the map. */
export const thirdInPlay = (s: GameState): boolean =>
  s.options.thirdSeat === 'seat' &&
  (s.record.leaders.some((l) => l.alive && l.controller === 'third' && l.position !== null) ||
    s.units.some((u) => u.side === 'third' && onMap(u)));

// ---------------------------------------------------------------- the Beast (SAU-M20, SAU-M21) and special formations (SAU-M22)

/** The Beast's counter while it is alive on the map (17.11). */
export const beastUnit = (s: GameState): Placed | undefined =>
  s.units.find((u): u is Placed => u.type === BEAST_POWERS.unit && onMap(u) && u.side === 'sauron');

/** SAU-M20: the powers Sauron could buy now (the Beast on the map, not yet his, within the points left). */
export function affordablePowers(s: GameState): string[] {
  const b = beastUnit(s);
  if (!b || !sauronAlive(s)) return [];
  return BEAST_POWERS.list.filter((p) => !(b.powers ?? []).includes(p.id) && p.cost <= s.record.magicPoints).map((p) => p.id);
}

/** SAU-M22: the units on the map in a leader's special formation. */
export const formationMembers = (s: GameState, leader: string): Placed[] =>
  s.units.filter((u): u is Placed => u.formation === leader && onMap(u));

/** SAU-M22: a formation with one member left is gone. */
export function tidyFormations(s0: GameState, events: GameEvent[]): GameState {
  let s = s0;
  const leaders = new Set(s.units.flatMap((u) => (u.formation ? [u.formation] : [])));
  for (const leader of leaders) {
    const ms = formationMembers(s, leader);
    if (ms.length >= 2) continue;
    s = { ...s, units: s.units.map((u) => (u.formation === leader ? { ...u, formation: undefined } : u)) };
    events.push({ type: 'formation', clause: 'SAU-M22', leader, units: ms.map((m) => m.id), change: 'broken' });
  }
  return s;
}
