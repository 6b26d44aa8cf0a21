/**
 * The game's state and actions as types. The state is one union over its step (SSF-A1): the action
 * phase's dice exist exactly in the steps of an action phase, the activated unit exactly while it acts,
 * the shot awaiting a protect spell exactly in the protect step, the end phase's record exactly in the
 * end phase, the result exactly when the game is over. A step's handler takes its own variant, so
 * nothing has to assert that a sub-state is there.
 */
import { rect, type Point, type Polygon } from '../../../core/geometry/open-table.js';
import type { GameEvent, Outcome, Seat } from '../../../core/ruleset.js';
import type { Activation, Allocation, TurnState } from '../activation.js';
import type { Battlefield } from '../battlefield.js';
import type { MagicTurn } from '../magic.js';
import type { Options } from '../options.js';

/** The sides: the first army 'a', the second 'b'. Each side's first player sits at its side's seat. */
export const SEATS = ['a', 'b'] as const;
/** SSF-A51 (Appendix 3 Multi-player games): the second player of each side, with `playersPerSide` 2. */
export const ALLY_SEATS = ['a2', 'b2'] as const;
/** Every seat a game may have (SSF-A51): with `playersPerSide` 1 the allies' seats never act. */
export const PLAYER_SEATS = ['a', 'b', 'a2', 'b2'] as const;
export const other = (s: Seat): Seat => (s === 'a' ? 'b' : 'a');
/** The side a seat plays for (SSF-A51): 'a2' is on side 'a'. */
export const sideOfSeat = (seat: Seat): Seat => (seat === 'a2' ? 'a' : seat === 'b2' ? 'b' : seat);

export interface CharacterOnTable {
  readonly id: string;
  readonly side: Seat;
  readonly name: string;
  readonly commander?: 'general' | 'captain';
  readonly magicLevel?: number;
  /** Where he stands; an attached commander stands with his unit (SSF-A39). */
  readonly position: Point;
  readonly attachedTo?: string;
  readonly killed?: boolean;
  /** SSF-A34: the side of his square base in DU, when his list gives one (else 1). */
  readonly base?: number;
}

/** An action phase (F1): the dice, who has given them, and the units' order of activation. */
export interface PhaseState {
  /** The dice drawn and rolled, by player (his seat: with one player a side, the side's; SSF-A51). */
  readonly rolled: Readonly<Record<Seat, readonly number[]>>;
  /** The side with the initiative (F1: per side, whatever the players, SSF-A51). */
  readonly initiative: Seat;
  /** Dice given so far, by player. */
  readonly allocated: Readonly<Record<Seat, readonly Allocation[]>>;
  /** Players that have finished allocating / casting attack spells. */
  readonly allocatedDone: readonly Seat[];
  readonly spellsDone: readonly Seat[];
  readonly order: readonly Activation[];
  /** The next activation in `order`. */
  readonly next: number;
}

/** The unit being activated, with its dice and any boost spell's bonuses (SSF-A18). */
export interface ActiveUnit {
  readonly unit: string;
  readonly side: Seat;
  readonly dice: readonly number[];
  /** Bonuses from a boost spell (SSF-A18). */
  readonly boost: number;
  readonly boosted: boolean;
}

/** A shot declared and waiting for the target's player to cast a protect spell or not (17 Spells). */
export interface PendingShot {
  readonly shooter: string;
  readonly target: string;
  readonly movement: 'none' | 'before';
  readonly actionBonuses: number;
  readonly magicBonuses: number;
}

/**
 * A melee brought on by an activation, waiting for the player of the unit that fights because of it to
 * cast a boost spell on it or not (17 Spells: "when a friendly unit fights in melee combat due to the
 * activation of an enemy unit in contact with it").
 */
export interface PendingMelee {
  readonly attacker: string;
  readonly defender: string;
  readonly charging: boolean;
  /** The attacker's bonuses left for the fight (F4, SSF-A18). */
  readonly bonuses: number;
  /** The charger crossed a linear obstacle and is not fresh (SSF-A48). */
  readonly acrossObstacle: boolean;
}

/**
 * The magic power dice rolled at the start of the turn, waiting for their players to assign them, one to
 * each of his magic-users (17 Magical Power; SSF-A23: the owning player assigns them).
 */
export interface PowerDice {
  /** Each player with a choice to make, in turn order: his magic-users and the dice he rolled for them. */
  readonly waiting: readonly { readonly player: Seat; readonly users: readonly string[]; readonly dice: readonly number[] }[];
  /** The dice rolled, in the order of the magic-users on the table, and the power already assigned. */
  readonly rolls: readonly number[];
  readonly power: Readonly<Record<string, number>>;
}

/** The end phase (SSF-A1): the players who have finished and the characters who have moved. */
export interface EndPhase {
  readonly done: readonly Seat[];
  readonly moved: readonly string[];
}

/** What every step holds. */
export interface GameCommon {
  readonly options: Options;
  readonly scenario: string;
  readonly names: Readonly<Record<Seat, string>>;
  readonly table: { readonly width: number; readonly depth: number };
  readonly field: Battlefield;
  readonly characters: readonly CharacterOnTable[];
  readonly routed: readonly { readonly id: string; readonly side: Seat; readonly name: string; readonly value: number }[];
  /** Army value lost, and the army's whole value (SSF-A7). */
  readonly losses: Readonly<Record<Seat, number>>;
  readonly armyValue: Readonly<Record<Seat, number>>;
  /** Armies past a third lost whose units test in the next end phase (F12, SSF-A42); and those that have. */
  readonly testsDue: readonly Seat[];
  readonly testsTaken: readonly Seat[];
  readonly turn: TurnState;
  readonly magic: MagicTurn;
  /** SSF-A51: with `playersPerSide` 2, the seat that commands each unit and character, by id (absent: each side's seat commands all its own). */
  readonly commands?: Readonly<Record<string, Seat>>;
}

/** The parts held only in some steps. */
interface SubStates {
  readonly phase: PhaseState;
  readonly current: ActiveUnit;
  readonly pending: PendingShot;
  readonly fight: PendingMelee;
  readonly powerDice: PowerDice;
  readonly endPhase: EndPhase;
  readonly outcome: Outcome;
}

/** A step's state: the common part, the step, the sub-states `K` it holds, and none of the others. */
type StepState<S extends string, K extends keyof SubStates> = GameCommon & { readonly step: S } & Pick<SubStates, K> & {
    readonly [X in Exclude<keyof SubStates, K>]?: undefined;
  };

/** 17 Magical Power / SSF-A23: at the start of the turn, each player assigns his magic power dice. */
export type AssignPowerState = StepState<'assign-power', 'powerDice'>;
/** F1: players give their action dice, the initiative side's first. */
export type AllocateState = StepState<'allocate', 'phase'>;
/** 17 Spells: attack spells after allocation, before any unit acts. */
export type AttackSpellsState = StepState<'attack-spells', 'phase'>;
/** F1, F3: a unit acts on its dice; a boost spell may be cast on it (17 Spells). */
export type ActivateState = StepState<'activate', 'phase' | 'current'>;
/** 17 Spells: a shot is declared; its target's player may cast a protect spell. */
export type ProtectState = StepState<'protect', 'phase' | 'current' | 'pending'>;
/** 17 Spells: a melee is declared; the player of the unit that fights because of it may cast a boost spell on it. */
export type FightBoostState = StepState<'fight-boost', 'phase' | 'current' | 'fight'>;
/** SSF-A1: characters move, rally/heal spells, then the army tests and the next turn. */
export type EndPhaseState = StepState<'end-phase', 'endPhase'>;
export type OverState = StepState<'over', 'outcome'>;

export type SsfState =
  | AssignPowerState
  | AllocateState
  | AttackSpellsState
  | ActivateState
  | ProtectState
  | FightBoostState
  | EndPhaseState
  | OverState;
export type Step = SsfState['step'];
/** The steps of an action phase, which hold its dice. */
export type InPhase = AllocateState | AttackSpellsState | ActivateState | ProtectState | FightBoostState;
/** The steps in which a unit is being activated. */
export type Acting = ActivateState | ProtectState | FightBoostState;

/** The common part of a state, its step's parts left behind (to build the next step's). */
export function common(s: SsfState): GameCommon {
  const {
    step: _step,
    phase: _phase,
    current: _current,
    pending: _pending,
    fight: _fight,
    powerDice: _powerDice,
    endPhase: _endPhase,
    outcome: _outcome,
    ...rest
  } = s;
  return rest;
}

export type Order = 'hold' | 'defer' | 'advance' | 'manoeuvre' | 'charge' | 'shoot' | 'move-and-shoot' | 'fight' | 'rally';

/** Where a base stands: its centre and the way it faces (degrees anticlockwise from +x). */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly facing: number;
}

/**
 * What a client shows for a legal order, placed by the rules when they list it, so that no client
 * re-runs them: where the unit ends (`ghost`), the path of its centre, the DU it uses and the bonuses
 * it spends (F4), whether it is a charge, a lone character's place when it is the target (SSF-A46), and
 * the hedges, walls and streams it crosses (SSF-A48).
 * Shown only: `parseAction` strips it and `apply` never reads it.
 */
export interface OrderShown {
  readonly ghost?: Pose;
  readonly path?: readonly Point[];
  readonly cost?: number;
  readonly bonuses?: number;
  readonly charge?: true;
  readonly alone?: Point;
  /** The linear obstacles crossed on the way (SSF-A48), where there are any. */
  readonly crosses?: readonly string[];
}

export type SsfAction =
  /** 17 Magical Power / SSF-A23: the player's dice, one to each of his magic-users. */
  | {
      readonly type: 'assign-power';
      readonly power: readonly { readonly user: string; readonly die: number }[];
      /** Shown only, as an order's `show`: each magic-user's magic power this way gives. */
      readonly show?: { readonly power: Readonly<Record<string, number>> };
    }
  | { readonly type: 'give'; readonly unit: string; readonly value: number }
  | { readonly type: 'done-allocating' }
  | {
      readonly type: 'attack-spell';
      readonly user: string;
      readonly target: string;
      readonly level: number;
      readonly form: 'physical' | 'non-physical';
    }
  | { readonly type: 'no-more-spells' }
  | { readonly type: 'boost'; readonly user: string; readonly level: number }
  | {
      readonly type: 'order';
      readonly order: Order;
      readonly turn?: number;
      readonly distance?: number;
      readonly target?: string;
      /** SSF-A44: a unit with flight that moves may fly high instead of low. */
      readonly altitude?: 'high';
      readonly show?: OrderShown;
    }
  /** F3 / SSF-A50: the activated unit, with its attached commander, and `units` (one on each side at most) move straight ahead together. */
  | { readonly type: 'group-move'; readonly units: readonly string[]; readonly distance: number }
  | { readonly type: 'protect'; readonly user: string; readonly level: number }
  | { readonly type: 'no-protect' }
  /** 17 Spells: no boost for the unit that fights because an enemy in contact activated. */
  | { readonly type: 'no-boost' }
  | { readonly type: 'place'; readonly character: string; readonly unit: string; readonly attach: boolean }
  | { readonly type: 'heal'; readonly user: string; readonly target: string; readonly level: number }
  | { readonly type: 'end-phase-done' };

/** An action of one kind. */
export type ActionOf<T extends SsfAction['type']> = Extract<SsfAction, { type: T }>;

export type SsfEvent = GameEvent & { readonly type: string; readonly clause: string; readonly [k: string]: unknown };

export const ev = (type: string, clause: string, rest: Record<string, unknown> = {}): SsfEvent => ({ type, clause, ...rest });

export const tablePolygon = (s: Pick<SsfState, 'table'>): Polygon => rect(0, 0, s.table.width, s.table.depth);
