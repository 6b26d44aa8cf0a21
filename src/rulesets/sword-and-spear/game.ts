/**
 * The game of Sword & Spear Fantasy as state and pure steps: the turn (SSF-A1: magic power, action
 * phases from the bag, the end phase), allocation of action dice (F1, F4, SSF-A45), attack spells
 * after allocation (17 Spells), each unit's activation (F3: one order), protect spells as a reaction,
 * melee (melee.ts), routs and their tests (SSF-A40), commanders (SSF-A39), lone characters shot at or
 * charged (17 Magic, SSF-A46), rallying (SSF-A41) and victory (F12, SSF-A7, SSF-A35); with two players
 * a side (Appendix 3, SSF-A51) each army is two commands, each played at its own seat. ruleset.ts wraps
 * it as a Ruleset.
 *
 *   let s = newGame(scenarioSpec, options, dice);
 *   const r = applyAction(s, 'a', { type: 'give', unit: 'elf-spears-1', value: 4 }, dice);
 */
import type { Dice } from '../../core/dice.js';
import {
  add,
  baseDistance,
  nearestPointOf,
  nearestVisiblePoint,
  distance,
  forwardOf,
  frontCentre,
  frontEdge,
  lineOfSight,
  local,
  outline,
  overlapArea,
  pointInPolygon,
  pt,
  rangeFromFront,
  rect,
  scale,
  type Point,
  type Polygon,
} from '../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../core/result.js';
import { ruleError, type RuleError } from '../../core/rule-error.js';
import type { GameEvent, Outcome, Seat } from '../../core/ruleset.js';
import {
  actionsFor,
  activationOrder,
  bagSize,
  beginActionPhase,
  bonusesFrom,
  closeActionPhase,
  groupMoveAllowed,
  startTurn,
  type Activation,
  type ActionKind,
  type Allocation,
  type TurnState,
} from './activation.js';
import {
  capacity,
  disciplineOf,
  enemiesInContact,
  goingOf,
  has,
  isFlying,
  sightObstacles,
  troopOf,
  unitById,
  type Battlefield,
  type Unit,
} from './battlefield.js';
import { CLAUSE } from './clauses.js';
import { disciplineTest } from './combat.js';
import { armyBreakpoints, armyValue, TABLES, troopType, type SpellType } from './data.js';
import {
  assignMagicPower,
  castSpell,
  heal,
  rollMagicPower,
  spellCost,
  startMagicTurn,
  type Cast,
  type MagicTurn,
  type MagicUser,
} from './magic.js';
import { meleeSide, resolveMelee, type MeleeResult } from './melee.js';
import { allowanceOver, moveAllowance, planCharge, planMove, turnCost } from './movement.js';
import type { Options } from './options.js';
import { loadScenario, type ScenarioSpec } from './scenario.js';
import {
  addHits,
  arcRange,
  planShooting,
  resolveShooting,
  resolveVolley,
  shootingTargets,
  volleyEvents,
  type ShootingPlan,
} from './shooting.js';

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
}

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

export interface Activating {
  readonly unit: string;
  readonly side: Seat;
  readonly dice: readonly number[];
  /** Bonuses from a boost spell (SSF-A18). */
  readonly boost: number;
  readonly boosted: boolean;
}

export interface PendingShot {
  readonly shooter: string;
  readonly target: string;
  readonly movement: 'none' | 'before';
  readonly actionBonuses: number;
  readonly magicBonuses: number;
}

export type Step = 'allocate' | 'attack-spells' | 'activate' | 'protect' | 'end-phase' | 'over';

export interface SsfState {
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
  readonly step: Step;
  readonly phase?: PhaseState;
  readonly current?: Activating;
  readonly pending?: PendingShot;
  readonly endPhase?: { readonly done: readonly Seat[]; readonly moved: readonly string[] };
  readonly outcome?: Outcome;
  /** SSF-A51: with `playersPerSide` 2, the seat that commands each unit and character, by id (absent: each side's seat commands all its own). */
  readonly commands?: Readonly<Record<string, Seat>>;
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
      readonly show?: OrderShown;
    }
  /** F3 / SSF-A50: the activated unit, with its attached commander, and `units` (one on each side at most) move straight ahead together. */
  | { readonly type: 'group-move'; readonly units: readonly string[]; readonly distance: number }
  | { readonly type: 'protect'; readonly user: string; readonly level: number }
  | { readonly type: 'no-protect' }
  | { readonly type: 'place'; readonly character: string; readonly unit: string; readonly attach: boolean }
  | { readonly type: 'heal'; readonly user: string; readonly target: string; readonly level: number }
  | { readonly type: 'end-phase-done' };

export type SsfEvent = GameEvent & { readonly type: string; readonly clause: string; readonly [k: string]: unknown };

const refuse = (code: string, clause: string, message: string) => err(ruleError(code, clause, message));
const ev = (type: string, clause: string, rest: Record<string, unknown> = {}): SsfEvent => ({ type, clause, ...rest });

export const tablePolygon = (s: Pick<SsfState, 'table'>): Polygon => rect(0, 0, s.table.width, s.table.depth);

// ---------------------------------------------------------------- setup

/** A new game of a scenario: the first army is seat 'a', the second 'b'. Rolls the first turn's magic power and draws the first phase. */
export function newGame(spec: ScenarioSpec, o: Options, dice: Dice): { state: SsfState; events: SsfEvent[] } {
  const relabelled: ScenarioSpec = { ...spec, armies: spec.armies.map((a, i) => ({ ...a, side: SEATS[i]! })) };
  const loaded = loadScenario(relabelled);
  if (!loaded.ok) throw new Error(`scenario '${spec.id}': ${loaded.error.join('; ')}`);
  const characters: CharacterOnTable[] = relabelled.armies.flatMap((a) => {
    const list = TABLES.armies.get(a.list)!;
    return a.characters.map((c) => {
      const ch = list.characters.find((x) => x.id === c.id)!;
      return {
        id: c.id,
        side: a.side,
        name: ch.name,
        ...(ch.commander ? { commander: ch.commander } : {}),
        ...(ch.magicLevel !== undefined ? { magicLevel: ch.magicLevel } : {}),
        position: pt(c.x, c.y),
        ...(c.attachedTo !== undefined ? { attachedTo: c.attachedTo } : {}),
      };
    });
  });
  const names = Object.fromEntries(spec.armies.map((a, i) => [SEATS[i]!, TABLES.armies.get(a.list)!.name])) as Record<Seat, string>;
  const commands = o.playersPerSide === 2 ? splitCommands(relabelled, loaded.value.field.units, characters) : undefined;
  if (commands) {
    // SSF-A51: the second command is named after its leader.
    for (const [i, ally] of ALLY_SEATS.entries()) {
      const lead = characters.find((c) => commands[c.id] === ally && c.commander) ?? characters.find((c) => commands[c.id] === ally);
      names[ally] = `${names[SEATS[i]!]} (${lead?.name ?? 'second command'})`;
    }
  }
  const values = Object.fromEntries(spec.armies.map((a, i) => [SEATS[i]!, armyValue(TABLES.armies.get(a.list)!)])) as Record<Seat, number>;
  const base: SsfState = {
    options: o,
    scenario: spec.id,
    names,
    table: spec.table,
    field: loaded.value.field,
    characters,
    routed: [],
    losses: { a: 0, b: 0 },
    armyValue: values,
    testsDue: [],
    testsTaken: [],
    turn: startTurn([]),
    magic: startMagicTurn({}),
    step: 'allocate',
    ...(commands ? { commands } : {}),
  };
  const events: SsfEvent[] = [];
  const state = beginTurn(refreshCommand(base), 1, dice, events);
  return { state, events };
}

// ---------------------------------------------------------------- two players a side (Appendix 3, SSF-A51)

/**
 * SSF-A51: each army split into two commands. The general (or, lacking one, the first commander) leads
 * the first, played at the side's seat; the first other commander (a captain) leads the second, played
 * at the ally's seat ('a2', 'b2'). A unit or character whose deployment names its `command` (1 or 2)
 * goes there; any other goes with the leader nearest to it (to the nearest point of a unit, from where
 * the leader stands; the general's on a tie). A side with one commander has one command: its ally's
 * seat has nothing to play.
 */
export function splitCommands(spec: ScenarioSpec, units: readonly Unit[], characters: readonly CharacterOnTable[]): Record<string, Seat> {
  const out: Record<string, Seat> = {};
  spec.armies.forEach((army, i) => {
    const seats = [SEATS[i]!, ALLY_SEATS[i]!] as const;
    const mine = characters.filter((c) => c.side === army.side);
    const general = mine.find((c) => c.commander === 'general') ?? mine.find((c) => c.commander);
    const captain = mine.find((c) => c.commander && c !== general);
    const at = (c: CharacterOnTable): Point =>
      c.attachedTo ? (units.find((u) => u.id === c.attachedTo)?.base.centre ?? c.position) : c.position;
    const leaders = [general, captain];
    const nearest = (d: (leader: CharacterOnTable) => number): Seat => {
      if (!general || !captain) return seats[0];
      return d(captain) < d(general) - 1e-9 ? seats[1] : seats[0];
    };
    const named = (n: number | undefined): Seat | undefined => (n === 1 || n === 2 ? seats[n - 1] : undefined);
    for (const d of army.units) {
      const u = units.find((x) => x.id === d.unit && x.side === army.side);
      if (!u) continue;
      out[u.id] = named(d.command) ?? nearest((l) => (l.attachedTo === u.id ? 0 : distance(at(l), nearestPointOf(outline(u.base), at(l)))));
    }
    for (const d of army.characters) {
      const c = mine.find((x) => x.id === d.id);
      if (!c) continue;
      const lead = leaders.indexOf(c);
      out[c.id] = named(d.command) ?? (lead >= 0 ? seats[lead]! : nearest((l) => distance(at(l), at(c))));
    }
  });
  return out;
}

/** The seat that commands a unit or character (SSF-A51): its command's, or its side's. */
export function playerOf(s: Pick<SsfState, 'commands' | 'field' | 'characters'>, id: string): Seat | undefined {
  return s.commands?.[id] ?? unitById(s.field, id)?.side ?? s.characters.find((c) => c.id === id)?.side;
}

/** The seats in play (SSF-A51): 'a' and 'b'; with two players a side, every seat with a unit on the table or a living character. */
export function playersOf(s: Pick<SsfState, 'options' | 'commands' | 'field' | 'characters'>): Seat[] {
  if (s.options.playersPerSide !== 2) return [...SEATS];
  return PLAYER_SEATS.filter(
    (p) => s.field.units.some((u) => playerOf(s, u.id) === p) || s.characters.some((c) => !c.killed && playerOf(s, c.id) === p),
  );
}

// ---------------------------------------------------------------- commanders (2 Discipline, F5, SSF-A39)

const living = (s: SsfState) => s.characters.filter((c) => !c.killed);

/** Where a character stands: an attached one with his unit. */
export const characterPosition = (s: SsfState, c: CharacterOnTable): Point =>
  c.attachedTo ? (unitById(s.field, c.attachedTo)?.base.centre ?? c.position) : c.position;

/** The magic-users on the table, for magic.ts. */
export function magicUsers(s: SsfState): MagicUser[] {
  return living(s)
    .filter((c) => c.magicLevel !== undefined)
    .map((c) => ({
      id: c.id,
      side: c.side,
      level: c.magicLevel!,
      position: characterPosition(s, c),
      ...(c.commander ? { commander: true } : {}),
      ...(c.attachedTo ? { attachedTo: c.attachedTo } : {}),
    }));
}

/** Command range from each living commander (F5: captain 4 DU, general 8 DU; to the nearest point of the unit). */
export function refreshCommand(s: SsfState): SsfState {
  const commanders = living(s).filter((c) => c.commander);
  const units = s.field.units.map((u) => {
    const attached = commanders.some((c) => c.attachedTo === u.id);
    const inRange = commanders.some(
      (c) =>
        c.side === u.side &&
        distance(characterPosition(s, c), nearestPointOf(outline(u.base), characterPosition(s, c))) <=
          TABLES.rules.commandRange[c.commander!] + 1e-9,
    );
    const next: Unit = { ...u, commanderAttached: attached, outOfCommand: !inRange };
    return next;
  });
  return { ...s, field: { ...s.field, units } };
}

// ---------------------------------------------------------------- the turn (SSF-A1)

function beginTurn(s: SsfState, n: number, dice: Dice, events: SsfEvent[]): SsfState {
  const users = magicUsers(s);
  const rolls = rollMagicPower(users, dice);
  const power = assignMagicPower(users, rolls);
  const magic = startMagicTurn(power.ok ? power.value : {});
  events.push(ev('turn', 'SSF-A1', { turn: n }));
  if (users.length) events.push(ev('magic-power', CLAUSE.power, { rolls, power: magic.power }));
  // F1 / SSF-A51: each player's units put dice of his own colour in the side's bag.
  const turn = {
    ...startTurn(
      s.field.units.map((u) => ({ side: playerOf(s, u.id)! })),
      n,
    ),
    ...(s.turn.initiative ? { initiative: s.turn.initiative } : {}),
  };
  return beginPhase({ ...s, turn, magic }, dice, events);
}

function beginPhase(s: SsfState, dice: Dice, events: SsfEvent[]): SsfState {
  if (bagSize(s.turn) === 0) {
    events.push(ev('end-phase', 'SSF-A1'));
    return { ...s, step: 'end-phase', phase: undefined, current: undefined, endPhase: { done: [], moved: [] } } as SsfState;
  }
  const p = beginActionPhase(s.turn, dice, s.options, sideOfSeat);
  events.push(
    ev('action-phase', 'F1', {
      phase: p.state.phase,
      drawn: p.drawn,
      initiative: p.initiative,
      initiativeClause: p.initiativeClause,
      rolled: p.rolled,
    }),
  );
  const players = playersOf(s);
  const phase: PhaseState = {
    rolled: Object.fromEntries(players.map((x) => [x, p.rolled[x] ?? []])),
    initiative: p.initiative,
    allocated: Object.fromEntries(players.map((x) => [x, []])),
    allocatedDone: [],
    spellsDone: [],
    order: [],
    next: 0,
  };
  return skipEmptyAllocation({ ...s, turn: p.state, step: 'allocate', phase }, dice, events);
}

/** The players in turn order: the initiative side's first (F1), each side's first player before his ally (SSF-A51). */
const sidesInOrder = (s: SsfState): Seat[] => {
  const first = s.phase?.initiative ?? s.turn.initiative ?? 'a';
  const players = playersOf(s);
  return [...players.filter((p) => sideOfSeat(p) === first), ...players.filter((p) => sideOfSeat(p) !== first)];
};

const diceLeft = (s: SsfState, side: Seat): number[] => {
  const pool = [...(s.phase!.rolled[side] ?? [])];
  for (const a of s.phase!.allocated[side] ?? []) for (const d of a.dice) pool.splice(pool.indexOf(d), 1);
  return pool;
};

/**
 * Sides take their turn in initiative order at a step (allocation, attack spells): a side with nothing
 * to choose is passed over (`done` records those finished); when both are done, `then`.
 */
function passSides(
  s: SsfState,
  done: 'allocatedDone' | 'spellsDone',
  hasChoice: (s: SsfState, side: Seat) => boolean,
  then: (s: SsfState) => SsfState,
): SsfState {
  let cur = s;
  for (;;) {
    const side = sidesInOrder(cur).find((x) => !cur.phase![done].includes(x));
    if (side === undefined) return then(cur);
    if (hasChoice(cur, side)) return cur;
    cur = { ...cur, phase: { ...cur.phase!, [done]: [...cur.phase![done], side] } };
  }
}

const skipEmptyAllocation = (s: SsfState, dice: Dice, events: SsfEvent[]): SsfState =>
  passSides(
    s,
    'allocatedDone',
    (cur, side) => giveActions(cur, side).length > 0,
    (cur) => startSpells(cur, dice, events),
  );

const startSpells = (s: SsfState, dice: Dice, events: SsfEvent[]): SsfState =>
  passSides(
    { ...s, step: 'attack-spells' },
    'spellsDone',
    (cur, side) => attackSpellActions(cur, side).length > 0,
    (cur) => startActivations(cur, dice, events),
  );

function startActivations(s: SsfState, dice: Dice, events: SsfEvent[]): SsfState {
  const p = s.phase!;
  // F1: on equal dice the initiative side goes first, whichever of its players gave the die (SSF-A51).
  const list: Activation[] = PLAYER_SEATS.flatMap((player) =>
    (p.allocated[player] ?? []).map((a) => ({ side: sideOfSeat(player), unit: a.unit, value: a.dice[0]! })),
  );
  return nextActivation({ ...s, step: 'activate', phase: { ...p, order: activationOrder(list, p.initiative), next: 0 } }, dice, events);
}

/** F1: units act lowest die first; one whose unit has routed is passed over. After the last, the next phase. */
function nextActivation(s: SsfState, dice: Dice, events: SsfEvent[]): SsfState {
  const p = s.phase!;
  for (let i = p.next; i < p.order.length; i++) {
    const a = p.order[i]!;
    if (!unitById(s.field, a.unit) || s.turn.acted.includes(a.unit)) continue;
    const dice2 = p.allocated[playerOf(s, a.unit)!]!.find((x) => x.unit === a.unit)!.dice;
    events.push(ev('activated', 'F1', { side: a.side, unit: a.unit, dice: dice2 }));
    return {
      ...s,
      step: 'activate',
      phase: { ...p, next: i + 1 },
      current: { unit: a.unit, side: a.side, dice: dice2, boost: 0, boosted: false },
      pending: undefined,
    } as SsfState;
  }
  return beginPhase({ ...s, current: undefined, pending: undefined, phase: { ...p, next: p.order.length } } as SsfState, dice, events);
}

// ---------------------------------------------------------------- what a side may do now

export function toAct(s: SsfState): Seat[] {
  if (s.outcome) return [];
  switch (s.step) {
    case 'allocate':
      return [sidesInOrder(s).find((x) => !s.phase!.allocatedDone.includes(x))!].filter(Boolean);
    case 'attack-spells':
      return [sidesInOrder(s).find((x) => !s.phase!.spellsDone.includes(x))!].filter(Boolean);
    case 'activate':
      return s.current ? [playerOf(s, s.current.unit)!] : [];
    case 'protect':
      return s.pending ? [playerOf(s, s.pending.target)!] : [];
    case 'end-phase':
      return [sidesInOrder(s).find((x) => !s.endPhase!.done.includes(x))!].filter(Boolean);
    default:
      return [];
  }
}

/** Give one die of `value` to a unit: its own, not yet acted this turn, the die at least its discipline or matching the dice on it (F1, SSF-A27, SSF-A45). */
function checkGive(s: SsfState, side: Seat, unitId: string, value: number): Result<void, RuleError> {
  const u = unitById(s.field, unitId);
  if (!u || u.side !== sideOfSeat(side)) return refuse('ERR_NOT_YOUR_UNIT', 'F1', `'${unitId}' is not a unit of yours on the table.`);
  if (playerOf(s, u.id) !== side)
    return refuse(
      'ERR_NOT_YOUR_COMMAND',
      'SSF-A51',
      `${u.profile.name} is in ${s.names[playerOf(s, u.id)!] ?? 'another'}'s command: its dice are his to give.`,
    );
  if (s.turn.acted.includes(unitId)) return refuse('ERR_ALREADY_ACTED', 'F1', `${u.profile.name} has already acted this turn.`);
  if (!diceLeft(s, side).includes(value)) return refuse('ERR_NO_SUCH_DIE', 'F1', `You have no unallocated die showing ${value}.`);
  const given = s.phase!.allocated[side]!.find((a) => a.unit === unitId);
  if (given && given.dice[0] !== value)
    return refuse('ERR_MIXED_DICE', 'SSF-A27', `The dice given to ${u.profile.name} must all show ${given.dice[0]}.`);
  const d = disciplineOf(s.field, u, s.options).value;
  if (!given && value < d)
    return refuse('ERR_DIE_TOO_LOW', CLAUSE.discipline, `${u.profile.name} needs a die of at least ${d} to be activated.`);
  return ok(undefined);
}

function giveActions(s: SsfState, side: Seat): SsfAction[] {
  const values = [...new Set(diceLeft(s, side))].sort((x, y) => y - x);
  const out: SsfAction[] = [];
  for (const u of s.field.units) {
    if (playerOf(s, u.id) !== side) continue;
    for (const v of values) if (checkGive(s, side, u.id, v).ok) out.push({ type: 'give', unit: u.id, value: v });
  }
  return out;
}

/** Attack spells castable now by `side`'s magic-users that have not cast this phase. */
function attackSpellActions(s: SsfState, side: Seat): SsfAction[] {
  const out: SsfAction[] = [];
  for (const user of magicUsers(s).filter((u) => playerOf(s, u.id) === side && !u.attachedTo)) {
    for (const target of s.field.units.filter((u) => u.side !== sideOfSeat(side))) {
      for (const level of castableLevels(s, user.id, 'attack', target.id)) {
        for (const form of ['physical', 'non-physical'] as const)
          out.push({ type: 'attack-spell', user: user.id, target: target.id, level, form });
      }
    }
    // SSF-A46: a lone enemy character; the form makes no difference, so only 'physical' is offered.
    for (const c of loneEnemies(s, sideOfSeat(side))) {
      for (let level = 1; level <= user.level; level++)
        if (castAtCharacter(s, user.id, c.id, level).ok)
          out.push({ type: 'attack-spell', user: user.id, target: c.id, level, form: 'physical' });
    }
  }
  return out;
}

/**
 * An attack spell at a lone enemy character (17 Magic, SSF-A46): the rules of 17 Using Magic and 17 Line
 * of sight as for a unit (one spell a phase, the user's level or lower, not while attached, a clear line
 * from the centre of his base to the character's 1 DU square, cost = level + range band), then it is
 * resolved as a shot at him.
 */
function castAtCharacter(
  s: SsfState,
  userId: string,
  charId: string,
  level: number,
): Result<{ cost: number; range: number; turn: MagicTurn }, RuleError> {
  const user = magicUsers(s).find((u) => u.id === userId);
  if (!user) return refuse('ERR_NO_MAGIC_USER', CLAUSE.magic, `No magic-user '${userId}'.`);
  const c = loneEnemy(s, user.side, charId);
  if (!c) return refuse('ERR_NO_UNIT', CLAUSE.spells, `No enemy unit or lone enemy character '${charId}'.`);
  if (!Number.isInteger(level) || level < 1 || level > user.level)
    return refuse('ERR_LEVEL', CLAUSE.using, `A level ${user.level} magic-user may only cast spells of his own level or lower.`);
  if (user.attachedTo !== undefined)
    return refuse('ERR_ATTACHED_ATTACK', CLAUSE.spells, 'A Commander / magic-user attached to a unit may not cast attack spells.');
  const key = `phase-${s.turn.phase}`;
  if ((s.magic.castIn[user.id] ?? []).includes(key))
    return refuse('ERR_ONE_PER_PHASE', CLAUSE.using, `${user.id} has already cast a spell this phase.`);
  const seen = nearestVisiblePoint(user.position, characterSquare(c.position), sightObstacles(s.field, new Set(), s.options));
  if (!seen)
    return refuse('ERR_NO_SIGHT', CLAUSE.magicSight, `${user.id} has no unobstructed line from the centre of his base to ${c.name}.`);
  const cost = spellCost(level, seen.distance);
  if (!cost.ok) return cost;
  const power = s.magic.power[user.id] ?? 0;
  if (cost.value.cost > power)
    return refuse(
      'ERR_NOT_ENOUGH_POWER',
      CLAUSE.using,
      `The spell costs ${cost.value.cost} MP (level ${level} + ${cost.value.bandCost} for range); ${user.id} has ${power}.`,
    );
  return ok({
    cost: cost.value.cost,
    range: seen.distance,
    turn: {
      power: { ...s.magic.power, [user.id]: power - cost.value.cost },
      castIn: { ...s.magic.castIn, [user.id]: [...(s.magic.castIn[user.id] ?? []), key] },
    },
  });
}

/** The levels of a spell a magic-user may cast on a unit now: one full check at level 1, then the cost of each higher level (17 Using Magic). */
function castableLevels(s: SsfState, userId: string, spell: SpellType, target: string): number[] {
  const user = magicUsers(s).find((u) => u.id === userId);
  const power = s.magic.power[userId] ?? 0;
  if (!user || power < 1) return [];
  const unit = unitById(s.field, target);
  if (!unit) return [];
  if (user.attachedTo !== target) {
    // The visible part is never nearer than the nearest part: a cheap bound before the sight check (17 Line of sight).
    const nearest = distance(user.position, nearestPointOf(outline(unit.base), user.position));
    const band = TABLES.magic.rangeBands.find((b) => nearest <= b.upTo + 1e-9);
    if (!band || 1 + band.cost > power) return [];
  }
  const first = tryCast(s, { user: userId, spell, level: 1, target });
  if (!first.ok) return [];
  const band = first.value.cost - 1;
  const out = [1];
  for (let level = 2; level <= user.level && level + band <= power; level++) out.push(level);
  return out;
}

function tryCast(
  s: SsfState,
  r: { user: string; spell: SpellType; level: number; target: string; form?: 'physical' | 'non-physical' },
): Result<Cast, RuleError> {
  const moment =
    r.spell === 'attack'
      ? 'after-allocation'
      : r.spell === 'boost'
        ? 'friendly-activated'
        : r.spell === 'protect'
          ? 'enemy-shoots'
          : 'end-phase';
  const phase = s.step === 'end-phase' ? 'end' : s.turn.phase;
  return castSpell(
    s.field,
    magicUsers(s),
    s.magic,
    { user: r.user, spell: r.spell, level: r.level, target: r.target, phase, moment, ...(r.form ? { form: r.form } : {}) },
    s.options,
  );
}

/** The activating unit as activation.ts sees it. */
function activating(s: SsfState, u: Unit) {
  return {
    discipline: disciplineOf(s.field, u, s.options).value,
    hits: u.hits,
    skirmisher: troopOf(u).skirmisher,
    undrilled: has(u, 'undrilled'),
    inContact: enemiesInContact(s.field, u, s.options).length > 0,
    rallies: ralliesByOrder(u, s.options),
  };
}

/** SSF-A52: undead are rallied only by magic (a rally/heal spell), not by a rally order or their commander. */
const ralliesByOrder = (u: Unit, o: Options): boolean => !(has(u, 'undead') && o.undead !== 'none');

const ORDER_KIND = (order: Order, skirmisher: boolean): ActionKind | null =>
  order === 'hold'
    ? null
    : order === 'advance'
      ? skirmisher
        ? 'move'
        : 'advance'
      : order === 'manoeuvre'
        ? skirmisher
          ? 'move'
          : 'manoeuvre'
        : order;

/** The die an order needs (F3), or the refusal. */
function orderNeeds(s: SsfState, u: Unit, order: Order, a = activating(s, u)): Result<number, RuleError> {
  const kind = ORDER_KIND(order, a.skirmisher);
  if (kind === null) return ok(0);
  const allowed = actionsFor(a).find((x) => x.action === kind);
  if (!allowed) {
    if (a.rallies === false && a.hits > 0)
      return refuse('ERR_CANNOT_RALLY', 'SSF-A52', `${u.profile.name} is undead: only magic removes its hits.`);
    return refuse('ERR_CANNOT_RALLY', 'F3', `${u.profile.name} may rally only with hits and out of contact.`);
  }
  const value = s.current!.dice[0]!;
  if (value < allowed.needs)
    return refuse('ERR_DIE_TOO_LOW', allowed.clause, `${order} needs a die of ${allowed.needs} or more; ${u.profile.name} has ${value}.`);
  return ok(allowed.needs);
}

const bonusesFor = (s: SsfState, needs: number) => bonusesFrom(s.current!.dice, needs);

// ---------------------------------------------------------------- shots with bonuses spent (9 Bonus Combat dice)

/** The plan that reaches the target with the fewest range bonuses, then an extra die if a bonus is left. */
export function bestShot(
  field: Battlefield,
  shooter: string,
  target: string,
  movement: 'none' | 'before',
  actionDice: number,
  magic: number,
  protect: number,
  o: Options,
): Result<ShootingPlan, RuleError> {
  const total = actionDice + magic;
  let last: Result<ShootingPlan, RuleError> | undefined;
  for (let r = 0; r <= total; r++) {
    for (const extraDie of total - r >= 1 ? [true, false] : [false]) {
      const p = planShooting(
        field,
        { shooter, target, movement, bonuses: { actionDice, magic }, spend: { range: r, extraDie }, ignoreFlying: true, protect },
        o,
      );
      if (p.ok) return p;
      if (!extraDie || last === undefined) last = p;
    }
  }
  return last!;
}

/** Targets the unit may shoot now: the legal ones of 9 Shooting arc (closest; flyers may be passed over), in range. */
function shotTargets(field: Battlefield, u: Unit, movement: 'none' | 'before', actionDice: number, magic: number, o: Options): string[] {
  if (u.profile.missile.length === 0) return [];
  const w = TABLES.missile.get(u.profile.missile[0]!.weapon)!;
  const choice = shootingTargets(field, u, w, true, o);
  return choice.legal.filter((c) => bestShot(field, u.id, c.unit.id, movement, actionDice, magic, 0, o).ok).map((c) => c.unit.id);
}

const TURNS = [0, 45, -45, 90, -90, 180] as const;

/** Distances to offer: whole DU up to the most, and the most itself. */
const steps = (max: number): number[] => {
  const out: number[] = [];
  for (let d = 1; d <= max + 1e-9; d++) out.push(d);
  if (max > 0 && Math.abs(max - Math.round(max)) > 1e-6) out.push(Math.round(max * 100) / 100);
  return out;
};

/** A move or charge as a client draws it: the end pose the order gives, the centre's path, the DU used and bonuses spent. */
const shownMove = (u: Unit, end: Unit['base'], cost: number, bonuses: number, crosses: readonly string[]): OrderShown => ({
  ghost: { x: end.centre.x, y: end.centre.y, facing: end.facing },
  path: [u.base.centre, end.centre],
  cost,
  bonuses,
  ...(crosses.length > 0 ? { crosses } : {}),
});

function orderActions(s: SsfState): SsfAction[] {
  const c = s.current!;
  const u = unitById(s.field, c.unit)!;
  const o = s.options;
  const out: SsfAction[] = [{ type: 'order', order: 'hold' }];
  const me = activating(s, u);
  const has = (order: Order) => orderNeeds(s, u, order, me);
  const table = tablePolygon(s);
  const contact = enemiesInContact(s.field, u, o);
  if (has('defer').ok) out.push({ type: 'order', order: 'defer' });
  if (contact.length > 0) {
    if (has('fight').ok) for (const e of contact) out.push({ type: 'order', order: 'fight', target: e.id });
    return out;
  }
  const rally = has('rally');
  if (rally.ok) out.push({ type: 'order', order: 'rally' });
  const allowance = moveAllowance(s.field, u, o).value ?? 0;
  const moveOrders = (order: 'advance' | 'manoeuvre', turns: readonly number[]) => {
    const need = has(order);
    if (!need.ok) return;
    const b = bonusesFor(s, need.value) + c.boost;
    for (const turn of turns) {
      for (const d of steps(allowance + b - turnCost(turn, o))) {
        const m = planMove(s.field, table, u, { turn, forward: d }, b, o);
        if (m.ok)
          out.push({
            type: 'order',
            order,
            ...(turn ? { turn } : {}),
            distance: d,
            show: shownMove(u, m.value.base, m.value.used, m.value.bonusesUsed, m.value.obstacles),
          });
      }
      const m = turn === 0 ? undefined : planMove(s.field, table, u, { turn, forward: 0 }, b, o);
      if (m?.ok)
        out.push({
          type: 'order',
          order,
          turn,
          distance: 0,
          show: shownMove(u, m.value.base, m.value.used, m.value.bonusesUsed, m.value.obstacles),
        });
    }
  };
  moveOrders('advance', [0]);
  moveOrders('manoeuvre', TURNS.slice(1));
  out.push(...groupMoveActions(s));
  const charge = has('charge');
  if (charge.ok) {
    const b = bonusesFor(s, charge.value) + c.boost;
    for (const e of s.field.units) {
      if (e.side === u.side) continue;
      const ch = planCharge(s.field, table, u, e, b, o);
      if (ch.ok)
        out.push({
          type: 'order',
          order: 'charge',
          target: e.id,
          show: { ...shownMove(u, ch.value.base, ch.value.distance, ch.value.bonusesUsed, ch.value.obstacles), charge: true },
        });
    }
    for (const ch of loneEnemies(s, u.side)) {
      const forward = characterCharge(s, u, ch, b);
      const m = forward === undefined ? undefined : planMove(s.field, table, u, { turn: 0, forward }, b, o);
      if (m?.ok)
        out.push({
          type: 'order',
          order: 'charge',
          target: ch.id,
          show: {
            ...shownMove(u, m.value.base, m.value.used, m.value.bonusesUsed, m.value.obstacles),
            charge: true,
            alone: characterPosition(s, ch),
          },
        });
    }
  }
  const shoot = has('shoot');
  if (shoot.ok)
    for (const t of shotTargets(s.field, u, 'none', bonusesFor(s, shoot.value), c.boost, o))
      out.push({ type: 'order', order: 'shoot', target: t });
  if (shoot.ok)
    for (const id of characterShots(s, s.field, u, bonusesFor(s, shoot.value), c.boost))
      out.push({ type: 'order', order: 'shoot', target: id, show: { alone: characterPosition(s, loneEnemy(s, u.side, id)!) } });
  const ms = has('move-and-shoot');
  if (ms.ok && u.profile.missile.length > 0) {
    const b = bonusesFor(s, ms.value) + c.boost;
    for (const d of steps(allowance + b)) {
      const m = planMove(s.field, table, u, { turn: 0, forward: d }, b, o);
      if (!m.ok) continue;
      // As the order will do it: a flyer is low once it has moved (SSF-A44), which shortens its ranges (SSF-A13).
      const field = moveUnit(s.field, u.id, m.value.base, 'low');
      const left = b - m.value.bonusesUsed;
      const show = shownMove(u, m.value.base, m.value.used, m.value.bonusesUsed, m.value.obstacles);
      for (const t of shotTargets(field, unitById(field, u.id)!, 'before', Math.max(0, left - c.boost), Math.min(left, c.boost), o))
        out.push({ type: 'order', order: 'move-and-shoot', distance: d, target: t, show });
      for (const id of characterShots(s, field, unitById(field, u.id)!, Math.max(0, left - c.boost), Math.min(left, c.boost), 'before'))
        out.push({
          type: 'order',
          order: 'move-and-shoot',
          distance: d,
          target: id,
          show: { ...show, alone: characterPosition(s, loneEnemy(s, u.side, id)!) },
        });
    }
  }
  return out;
}

function boostActions(s: SsfState): SsfAction[] {
  const c = s.current!;
  if (c.boosted) return [];
  const out: SsfAction[] = [];
  for (const user of magicUsers(s).filter((m) => playerOf(s, m.id) === playerOf(s, c.unit))) {
    for (const level of castableLevels(s, user.id, 'boost', c.unit)) out.push({ type: 'boost', user: user.id, level });
  }
  return out;
}

function protectActions(s: SsfState): SsfAction[] {
  const p = s.pending!;
  const player = playerOf(s, p.target);
  const out: SsfAction[] = [];
  for (const user of magicUsers(s).filter((m) => playerOf(s, m.id) === player)) {
    for (const level of castableLevels(s, user.id, 'protect', p.target)) out.push({ type: 'protect', user: user.id, level });
  }
  return out;
}

/** Where a character may go in the end phase: behind a friendly unit, or attached to it (commanders). */
function placeTarget(s: SsfState, c: CharacterOnTable, unitId: string, attach: boolean): Result<Point, RuleError> {
  const u = unitById(s.field, unitId);
  if (!u || u.side !== c.side) return refuse('ERR_NOT_YOUR_UNIT', 'SSF-A39', `'${unitId}' is not a unit of yours on the table.`);
  if (attach && !c.commander)
    return refuse('ERR_ATTACHED', CLAUSE.magic, `${c.name} may not be attached to a unit: he is not a commander.`);
  const dest = attach ? u.base.centre : add(u.base.centre, scale(forwardOf(u.base.facing), -(u.base.depth / 2 + 0.5)));
  if (!pointInPolygon(dest, tablePolygon(s))) return refuse('ERR_OFF_TABLE', 'SSF-A39', `There is no room behind ${u.profile.name}.`);
  const from = characterPosition(s, c);
  if (distance(from, dest) > s.options.characterMove + 1e-9)
    return refuse(
      'ERR_TOO_FAR',
      'SSF-A39',
      `${c.name} moves ${s.options.characterMove} DU in the end phase; that is ${distance(from, dest).toFixed(2)} DU.`,
    );
  if (c.attachedTo === unitId && attach) return refuse('ERR_NO_CHANGE', 'SSF-A39', `${c.name} is already with ${u.profile.name}.`);
  return ok(dest);
}

function endPhaseActions(s: SsfState, side: Seat): SsfAction[] {
  const out: SsfAction[] = [{ type: 'end-phase-done' }];
  for (const c of living(s).filter((x) => playerOf(s, x.id) === side && !s.endPhase!.moved.includes(x.id))) {
    for (const u of s.field.units.filter((x) => x.side === sideOfSeat(side))) {
      for (const attach of c.commander ? [true, false] : [false])
        if (placeTarget(s, c, u.id, attach).ok) out.push({ type: 'place', character: c.id, unit: u.id, attach });
    }
  }
  for (const user of magicUsers(s).filter((m) => playerOf(s, m.id) === side)) {
    for (const u of s.field.units.filter((x) => x.side === sideOfSeat(side) && x.hits > 0)) {
      for (const level of castableLevels(s, user.id, 'rally-heal', u.id)) out.push({ type: 'heal', user: user.id, target: u.id, level });
    }
  }
  return out;
}

export function legalActions(s: SsfState, seat: Seat): SsfAction[] {
  if (!toAct(s).includes(seat)) return [];
  switch (s.step) {
    case 'allocate':
      return [...giveActions(s, seat), { type: 'done-allocating' }];
    case 'attack-spells':
      return [...attackSpellActions(s, seat), { type: 'no-more-spells' }];
    case 'activate':
      return [...boostActions(s), ...orderActions(s)];
    case 'protect':
      return [...protectActions(s), { type: 'no-protect' }];
    case 'end-phase':
      return endPhaseActions(s, seat);
    default:
      return [];
  }
}

// ---------------------------------------------------------------- group moves (F3, SSF-A6 undrilled, SSF-A50)

/**
 * The friendly units beside `u` that may move with it in a group move (SSF-A50): facing the same way,
 * front edges in line (within the contact tolerance), the gap between the sides at most `groupGap` DU,
 * not yet acted this turn and not in contact with an enemy; the nearest on each side.
 */
export function groupNeighbours(s: SsfState, u: Unit): { left?: Unit; right?: Unit } {
  const o = s.options;
  const out: { left?: Unit; right?: Unit } = {};
  const gapOf = (x: Unit) => Math.abs(local(u.base, x.base.centre).lateral) - (u.base.width + x.base.width) / 2;
  for (const x of s.field.units) {
    if (x.id === u.id || x.side !== u.side || s.turn.acted.includes(x.id) || enemiesInContact(s.field, x, o).length > 0) continue;
    const turn = (((x.base.facing - u.base.facing) % 360) + 360) % 360;
    if (Math.min(turn, 360 - turn) > 1e-6) continue;
    if (Math.abs(local(u.base, frontCentre(x.base)).forward) > o.contactTolerance + 1e-9) continue;
    const gap = gapOf(x);
    if (gap < -o.contactTolerance - 1e-9 || gap > o.groupGap + 1e-9) continue;
    const side = local(u.base, x.base.centre).lateral > 0 ? 'right' : 'left';
    const cur = out[side];
    if (!cur || gap < gapOf(cur)) out[side] = x;
  }
  return out;
}

interface PlannedGroup {
  readonly units: readonly Unit[];
  readonly bases: readonly Unit['base'][];
  readonly bonusesUsed: number;
  readonly obstacles: readonly string[];
}

/** Checks and plans a group move (F3, SSF-A50): every unit straight ahead the same distance, each within its own allowance plus the group's bonuses. */
function planGroup(s: SsfState, ids: readonly string[], distanceDu: number): Result<PlannedGroup, RuleError> {
  const c = s.current!;
  const u = unitById(s.field, c.unit)!;
  const o = s.options;
  if (!u.commanderAttached)
    return refuse('ERR_NO_COMMANDER', 'F3', `${u.profile.name} has no commander attached: only a commander's unit leads a group move.`);
  if (enemiesInContact(s.field, u, o).length > 0)
    return refuse('ERR_IN_CONTACT', 'SSF-A15', `${u.profile.name} is in contact with an enemy: it may fight, hold or defer.`);
  if (ids.length < 1 || ids.length > 2 || new Set(ids).size !== ids.length)
    return refuse('ERR_BAD_GROUP', 'F3', "A group move is the commander's unit and one or two other units, one on each side.");
  const n = groupNeighbours(s, u);
  const members: Unit[] = [];
  for (const id of ids) {
    const x = n.left?.id === id ? n.left : n.right?.id === id ? n.right : undefined;
    if (!x)
      return refuse(
        'ERR_BAD_GROUP',
        'SSF-A50',
        `'${id}' is not beside ${u.profile.name} in line, facing the same way, within ${o.groupGap} DU, free and not yet acted.`,
      );
    members.push(x);
  }
  const all = [u, ...members];
  const value = c.dice[0]!;
  const disciplines = all.map((x) => disciplineOf(s.field, x, o).value);
  if (!groupMoveAllowed(value, disciplines))
    return refuse(
      'ERR_DIE_TOO_LOW',
      'F3',
      `A group move needs a die above every unit's discipline (${disciplines.join(', ')}); ${u.profile.name} has ${value}.`,
    );
  const bonuses = bonusesFor(s, Math.max(...disciplines) + 1) + c.boost;
  const table = tablePolygon(s);
  const bases: Unit['base'][] = [];
  let bonusesUsed = 0;
  const obstacles: string[] = [];
  for (const x of all) {
    // The other members do not block each other: they move together, side by side.
    const others = new Set(all.filter((y) => y.id !== x.id).map((y) => y.id));
    const m = planMove(
      { ...s.field, units: s.field.units.filter((y) => !others.has(y.id)) },
      table,
      x,
      { turn: 0, forward: distanceDu },
      bonuses,
      o,
    );
    if (!m.ok) return m;
    bases.push(m.value.base);
    bonusesUsed = Math.max(bonusesUsed, m.value.bonusesUsed);
    for (const id of m.value.obstacles) if (!obstacles.includes(id)) obstacles.push(id);
  }
  // The members' new places must not overlap one another or other units' (checked one by one above, without the others).
  for (let i = 0; i < bases.length; i++) {
    for (let j = i + 1; j < bases.length; j++)
      if (overlapArea(bases[i]!, outline(bases[j]!)) > 1e-6)
        return refuse('ERR_BLOCKED', 'SSF-A50', 'The units of the group would overlap.');
  }
  return ok({ units: all, bases, bonusesUsed, obstacles });
}

/** Group moves the activated unit may make now (F3, SSF-A50): with the unit on its left, on its right, or both, straight ahead. */
function groupMoveActions(s: SsfState): SsfAction[] {
  const c = s.current!;
  const u = unitById(s.field, c.unit)!;
  if (!u.commanderAttached) return [];
  const n = groupNeighbours(s, u);
  const sets = [[n.left, n.right], [n.left], [n.right]]
    .map((g) => g.filter((x): x is Unit => x !== undefined).map((x) => x.id))
    .filter((g, i, all) => g.length > 0 && all.findIndex((h) => h.join() === g.join()) === i);
  const out: SsfAction[] = [];
  for (const ids of sets) {
    const first = planGroup(s, ids, 0);
    if (!first.ok) continue;
    const most =
      Math.max(...first.value.units.map((x) => moveAllowance(s.field, x, s.options).value ?? 0)) +
      bonusesFor(s, Math.max(...first.value.units.map((x) => disciplineOf(s.field, x, s.options).value)) + 1) +
      c.boost;
    for (const d of steps(most)) if (planGroup(s, ids, d).ok) out.push({ type: 'group-move', units: ids, distance: d });
  }
  return out;
}

function groupMove(
  s: SsfState,
  a: Extract<SsfAction, { type: 'group-move' }>,
  dice: Dice,
  events: SsfEvent[],
): Result<SsfState, RuleError> {
  if (!Number.isFinite(a.distance) || a.distance <= 0)
    return refuse('ERR_BAD_MOVE', 'SSF-A50', 'A group move goes a distance of more than 0 DU straight ahead.');
  const p = planGroup(s, a.units, a.distance);
  if (!p.ok) return p;
  const c = s.current!;
  let field = s.field;
  p.value.units.forEach((x, i) => {
    field = moveUnit(field, x.id, p.value.bases[i]!, 'low');
  });
  events.push(
    ev('group-moved', 'F3', {
      unit: c.unit,
      units: a.units,
      distance: a.distance,
      bonusesUsed: p.value.bonusesUsed,
      assumption: 'SSF-A50',
    }),
  );
  if (p.value.obstacles.length)
    events.push(ev('crossed-obstacle', 'SSF-A48', { unit: c.unit, units: a.units, obstacles: p.value.obstacles }));
  // The other units of the group have acted this turn too (F1): a die they were given this phase is not used (F2).
  const turn = closeActionPhase(s.turn, a.units);
  return ok(finishActivation({ ...s, field, turn }, dice, events));
}

// ---------------------------------------------------------------- lone characters as targets (17 Magic, Section 6 missing, SSF-A46)

/** A lone character stands on a square base 1 DU a side about his position (17 Magic: "up to half the size of a normal unit frontage"). */
export const characterSquare = (p: Point): Polygon => rect(p.x - 0.5, p.y - 0.5, p.x + 0.5, p.y + 0.5);

/** Living enemy characters not attached to a unit (SSF-A46). */
const loneEnemies = (s: SsfState, side: string): CharacterOnTable[] => living(s).filter((c) => c.side !== side && !c.attachedTo);
const loneEnemy = (s: SsfState, side: string, id: string) => loneEnemies(s, side).find((c) => c.id === id);

/**
 * Lone enemy characters `u` may shoot at (SSF-A46): in the arc of a shooting edge, seen from both of its
 * corners (9 Shooting arc), within its first weapon's range plus the bonuses (9 Range, 9 Bonus Combat
 * dice), and no enemy unit it could shoot at is closer (target priority).
 */
function characterShots(
  s: SsfState,
  field: Battlefield,
  u: Unit,
  actionBonuses: number,
  magic: number,
  movement: 'none' | 'before' = 'none',
): string[] {
  const o = s.options;
  if (u.profile.missile.length === 0) return [];
  const w = TABLES.missile.get(u.profile.missile[0]!.weapon)!;
  // 9 Shooting weapons table: some weapons cannot move and shoot; 9 Combat dice / SSF-A29: none after ending a move in difficult terrain.
  if (
    movement === 'before' &&
    (w.cannotMoveAndShoot ||
      (goingOf(field, u, o) === 'difficult' && !(o.lightFootDifficult === 'faq' && u.profile.troopType === 'light-foot')))
  )
    return [];
  const units = shootingTargets(field, u, w, true, o).candidates.filter((c) => !c.flying);
  const nearestUnit = units[0]?.range ?? Infinity;
  // 9 Shooting weapons table / SSF-A16: which bonuses may buy range.
  const bonuses = w.bonusDice === 'any' || o.noBonusDice === 'dice-only' ? actionBonuses + magic : w.bonusDice === 'magic-only' ? magic : 0;
  const reach = w.range + bonuses - (isFlying(u) ? o.flyingRangePenalty : 0);
  const out: string[] = [];
  for (const c of loneEnemies(s, u.side)) {
    const square = characterSquare(c.position);
    const arc = arcRange(u, square, w.arcWiden);
    if (!arc || arc.range > reach + 1e-9 || arc.range > nearestUnit + 1e-9) continue;
    const obstacles = isFlying(u) ? [] : sightObstacles(field, new Set([u.id]), o);
    if (lineOfSight(frontEdge(arc.base), square, obstacles, o.sightPoint === 'same-point')) out.push(c.id);
  }
  return out;
}

/** How far `u` goes straight ahead to contact a lone character partly in front of it, if the move is allowed (SSF-A46, SSF-A3). */
function characterCharge(s: SsfState, u: Unit, c: CharacterOnTable, bonuses: number): number | undefined {
  const range = rangeFromFront(u.base, characterSquare(c.position));
  if (range === undefined) return undefined;
  return planMove(s.field, tablePolygon(s), u, { turn: 0, forward: range }, bonuses, s.options).ok ? range : undefined;
}

/**
 * A lone character shot at or contacted (17 Magic, SSF-A46). 'risk': a shot kills him on a 6, a contact
 * on 5-6 (F5's numbers), and a survivor of a contact flees; 'flee': no roll, he flees to the nearest
 * friendly unit (behind it; a commander attaches to it), and is killed only if his side has no unit.
 * A killed general costs 2 army value (SSF-A7).
 */
function contactCharacter(s: SsfState, id: string, how: 'shot' | 'contact', dice: Dice, events: SsfEvent[]): SsfState {
  const c = living(s).find((x) => x.id === id)!;
  let killed = false;
  if (s.options.loneCharacters === 'risk') {
    const roll = dice.roll(6);
    killed = roll >= (how === 'shot' ? 6 : 5);
    events.push(ev('character-risk', 'SSF-A46', { character: id, cause: how, roll, killed }));
  }
  const flees = !killed && (how === 'contact' || s.options.loneCharacters === 'flee');
  let update: Partial<CharacterOnTable> = {};
  if (flees) {
    const friends = s.field.units.filter((u) => u.side === c.side);
    const nearest = friends.sort(
      (x, y) =>
        distance(c.position, nearestPointOf(outline(x.base), c.position)) -
        distance(c.position, nearestPointOf(outline(y.base), c.position)),
    )[0];
    if (!nearest) {
      killed = true;
      events.push(ev('character-killed', 'SSF-A46', { character: id, cause: how, reason: 'no friendly unit to flee to' }));
    } else {
      const behind = add(nearest.base.centre, scale(forwardOf(nearest.base.facing), -(nearest.base.depth / 2 + 0.5)));
      const ahead = add(nearest.base.centre, scale(forwardOf(nearest.base.facing), nearest.base.depth / 2 + 0.5));
      const position = c.commander ? nearest.base.centre : pointInPolygon(behind, tablePolygon(s)) ? behind : ahead;
      update = { position, ...(c.commander ? { attachedTo: nearest.id } : {}) };
      events.push(ev('character-fled', 'SSF-A46', { character: id, cause: how, unit: nearest.id, attached: c.commander !== undefined }));
    }
  }
  const lost = killed && c.commander === 'general' ? 2 : 0;
  return {
    ...s,
    characters: s.characters.map((x) => (x.id === id ? { ...x, ...update, ...(killed ? { killed: true } : {}) } : x)),
    losses: { ...s.losses, [c.side]: s.losses[c.side]! + lost },
  };
}

// ---------------------------------------------------------------- applying an action

const moveUnit = (field: Battlefield, id: string, base: Unit['base'], altitude?: Unit['altitude']): Battlefield => ({
  ...field,
  units: field.units.map((u) => (u.id === id ? { ...u, base, ...(altitude && has(u, 'flight') ? { altitude } : {}) } : u)),
});

const setUnit = (field: Battlefield, id: string, f: (u: Unit) => Unit): Battlefield => ({
  ...field,
  units: field.units.map((u) => (u.id === id ? f(u) : u)),
});

export function applyAction(
  s0: SsfState,
  seat: Seat,
  a: SsfAction,
  dice: Dice,
): Result<{ state: SsfState; events: SsfEvent[] }, RuleError> {
  if (s0.outcome) return refuse('ERR_GAME_OVER', 'core', 'The game is over.');
  if (!toAct(s0).includes(seat)) return refuse('ERR_NOT_YOUR_TURN', 'core', `It is not ${seat}'s decision now.`);
  const events: SsfEvent[] = [];
  const r = step(s0, seat, a, dice, events);
  if (!r.ok) return r;
  const s = decide(refreshCommand(r.value), events);
  return ok({ state: s, events });
}

function wrongStep(a: SsfAction, s: SsfState) {
  return refuse('ERR_NOT_NOW', 'SSF-A1', `'${a.type}' is not possible now: the game is in the ${s.step} step.`);
}

function step(s: SsfState, seat: Seat, a: SsfAction, dice: Dice, events: SsfEvent[]): Result<SsfState, RuleError> {
  if ('user' in a) {
    const m = magicUsers(s).find((x) => x.id === a.user);
    if (!m || m.side !== sideOfSeat(seat))
      return refuse('ERR_NOT_YOURS', CLAUSE.magic, `'${a.user}' is not a magic-user of yours on the table.`);
    if (playerOf(s, m.id) !== seat)
      return refuse(
        'ERR_NOT_YOUR_COMMAND',
        'SSF-A51',
        `${a.user} is in ${s.names[playerOf(s, m.id)!] ?? 'another'}'s command: his spells are that player's to cast.`,
      );
  }
  switch (a.type) {
    case 'give': {
      if (s.step !== 'allocate') return wrongStep(a, s);
      const c = checkGive(s, seat, a.unit, a.value);
      if (!c.ok) return c;
      const list = s.phase!.allocated[seat]!;
      const given = list.find((x) => x.unit === a.unit);
      const next = given
        ? list.map((x) => (x.unit === a.unit ? { ...x, dice: [...x.dice, a.value] } : x))
        : [...list, { unit: a.unit, dice: [a.value] }];
      events.push(ev('die-given', 'F1', { side: seat, unit: a.unit, value: a.value }));
      const st: SsfState = { ...s, phase: { ...s.phase!, allocated: { ...s.phase!.allocated, [seat]: next } } };
      return ok(giveActions(st, seat).length ? st : doneAllocating(st, seat, dice, events));
    }
    case 'done-allocating':
      if (s.step !== 'allocate') return wrongStep(a, s);
      return ok(doneAllocating(s, seat, dice, events));
    case 'attack-spell': {
      if (s.step !== 'attack-spells') return wrongStep(a, s);
      if (!unitById(s.field, a.target) && living(s).some((c) => c.id === a.target)) {
        // 17 Magic / SSF-A46: an attack spell at a lone character is resolved as a shot at him.
        const cc = castAtCharacter(s, a.user, a.target, a.level);
        if (!cc.ok) return cc;
        events.push(
          ev('spell', CLAUSE.attackSpell, {
            side: seat,
            user: a.user,
            spell: 'attack',
            form: a.form,
            level: a.level,
            target: a.target,
            character: true,
            cost: cc.value.cost,
            range: cc.value.range,
          }),
        );
        const st = contactCharacter({ ...s, magic: cc.value.turn }, a.target, 'shot', dice, events);
        return ok(attackSpellActions(st, seat).length ? st : spellsDone(st, seat, dice, events));
      }
      const cast = tryCast(s, { user: a.user, spell: 'attack', level: a.level, target: a.target, form: a.form });
      if (!cast.ok) return cast;
      if (cast.value.effect.spell !== 'attack') return refuse('ERR_NOT_NOW', CLAUSE.spells, 'not an attack spell');
      const volley = cast.value.effect.volley;
      const res = resolveVolley(volley, dice, s.options);
      events.push(
        ev('spell', cast.value.clause, {
          side: seat,
          user: a.user,
          spell: 'attack',
          form: a.form,
          level: a.level,
          target: a.target,
          cost: cast.value.cost,
          range: cast.value.range,
        }),
        ...volleyEvents(res, volley).map((e) => ({ ...e, unit: a.target }) as SsfEvent),
      );
      let st: SsfState = { ...s, magic: cast.value.turn };
      st = inflict(st, a.target, res.hits, dice, events);
      return ok(attackSpellActions(st, seat).length ? st : spellsDone(st, seat, dice, events));
    }
    case 'no-more-spells':
      if (s.step !== 'attack-spells') return wrongStep(a, s);
      return ok(spellsDone(s, seat, dice, events));
    case 'boost': {
      if (s.step !== 'activate') return wrongStep(a, s);
      if (s.current!.boosted) return refuse('ERR_ONE_BOOST', CLAUSE.using, 'The unit has been boosted already this activation.');
      const cast = tryCast(s, { user: a.user, spell: 'boost', level: a.level, target: s.current!.unit });
      if (!cast.ok) return cast;
      if (cast.value.effect.spell !== 'boost') return refuse('ERR_NOT_NOW', CLAUSE.spells, 'not a boost spell');
      events.push(
        ev('spell', cast.value.clause, {
          side: seat,
          user: a.user,
          spell: 'boost',
          level: a.level,
          target: s.current!.unit,
          cost: cast.value.cost,
          bonuses: cast.value.effect.bonuses,
        }),
      );
      return ok({ ...s, magic: cast.value.turn, current: { ...s.current!, boost: cast.value.effect.bonuses, boosted: true } });
    }
    case 'order':
      if (s.step !== 'activate') return wrongStep(a, s);
      return order(s, a, dice, events);
    case 'group-move':
      if (s.step !== 'activate') return wrongStep(a, s);
      return groupMove(s, a, dice, events);
    case 'protect':
    case 'no-protect': {
      if (s.step !== 'protect') return wrongStep(a, s);
      let level = 0;
      let st = s;
      if (a.type === 'protect') {
        const cast = tryCast(s, { user: a.user, spell: 'protect', level: a.level, target: s.pending!.target });
        if (!cast.ok) return cast;
        level = a.level;
        st = { ...s, magic: cast.value.turn };
        events.push(
          ev('spell', cast.value.clause, {
            side: seat,
            user: a.user,
            spell: 'protect',
            level,
            target: s.pending!.target,
            cost: cast.value.cost,
          }),
        );
      }
      const p = s.pending!;
      const plan = bestShot(st.field, p.shooter, p.target, p.movement, p.actionBonuses, p.magicBonuses, level, st.options);
      if (!plan.ok) return plan;
      return ok(finishActivation(shoot(st, plan.value, dice, events), dice, events));
    }
    case 'place': {
      if (s.step !== 'end-phase') return wrongStep(a, s);
      const c = living(s).find((x) => x.id === a.character);
      if (!c || c.side !== sideOfSeat(seat)) return refuse('ERR_NOT_YOURS', 'SSF-A39', `'${a.character}' is not a character of yours.`);
      if (playerOf(s, c.id) !== seat)
        return refuse(
          'ERR_NOT_YOUR_COMMAND',
          'SSF-A51',
          `${c.name} is in ${s.names[playerOf(s, c.id)!] ?? 'another'}'s command: he moves him.`,
        );
      if (s.endPhase!.moved.includes(c.id)) return refuse('ERR_MOVED', 'SSF-A39', `${c.name} has moved this end phase.`);
      const dest = placeTarget(s, c, a.unit, a.attach);
      if (!dest.ok) return dest;
      events.push(ev('character-moved', 'SSF-A39', { side: seat, character: c.id, unit: a.unit, attached: a.attach }));
      const characters = s.characters.map((x) => {
        if (x.id !== c.id) return x;
        const { attachedTo: _, ...rest } = x;
        return { ...rest, position: dest.value, ...(a.attach ? { attachedTo: a.unit } : {}) };
      });
      return ok({ ...s, characters, endPhase: { ...s.endPhase!, moved: [...s.endPhase!.moved, c.id] } });
    }
    case 'heal': {
      if (s.step !== 'end-phase') return wrongStep(a, s);
      const cast = tryCast(s, { user: a.user, spell: 'rally-heal', level: a.level, target: a.target });
      if (!cast.ok) return cast;
      if (cast.value.effect.spell !== 'rally-heal') return refuse('ERR_NOT_NOW', CLAUSE.spells, 'not a rally/heal spell');
      events.push(
        ev('spell', cast.value.clause, {
          side: seat,
          user: a.user,
          spell: 'rally-heal',
          level: a.level,
          target: a.target,
          cost: cast.value.cost,
          healed: cast.value.effect.hits,
        }),
      );
      return ok({ ...s, magic: cast.value.turn, field: heal(s.field, a.target, cast.value.effect.hits) });
    }
    case 'end-phase-done': {
      if (s.step !== 'end-phase') return wrongStep(a, s);
      const done = [...s.endPhase!.done, seat];
      const st: SsfState = { ...s, endPhase: { ...s.endPhase!, done } };
      return ok(playersOf(st).every((p) => done.includes(p)) ? finishTurn(st, dice, events) : st);
    }
  }
}

function doneAllocating(s: SsfState, seat: Seat, dice: Dice, events: SsfEvent[]): SsfState {
  events.push(ev('allocation-done', 'F1', { side: seat, unused: diceLeft(s, seat) }));
  return skipEmptyAllocation({ ...s, phase: { ...s.phase!, allocatedDone: [...s.phase!.allocatedDone, seat] } }, dice, events);
}

function spellsDone(s: SsfState, seat: Seat, dice: Dice, events: SsfEvent[]): SsfState {
  return startSpells({ ...s, phase: { ...s.phase!, spellsDone: [...s.phase!.spellsDone, seat] } }, dice, events);
}

/** The unit has done its activation: it has acted this turn (F1) unless it deferred (F2). */
function finishActivation(s: SsfState, dice: Dice, events: SsfEvent[], deferred = false): SsfState {
  const id = s.current!.unit;
  const turn = deferred ? s.turn : closeActionPhase(s.turn, [id]);
  return nextActivation({ ...s, turn, current: undefined, pending: undefined }, dice, events);
}

function order(s: SsfState, a: Extract<SsfAction, { type: 'order' }>, dice: Dice, events: SsfEvent[]): Result<SsfState, RuleError> {
  const c = s.current!;
  const u = unitById(s.field, c.unit)!;
  const o = s.options;
  const need = orderNeeds(s, u, a.order);
  if (!need.ok) return need;
  const bonuses = bonusesFor(s, need.value);
  const all = bonuses + c.boost;
  const contact = enemiesInContact(s.field, u, o);
  const table = tablePolygon(s);
  if (contact.length > 0 && !['hold', 'defer', 'fight'].includes(a.order))
    return refuse('ERR_IN_CONTACT', 'SSF-A15', `${u.profile.name} is in contact with an enemy: it may fight, hold or defer.`);
  switch (a.order) {
    case 'hold':
      events.push(ev('hold', 'F1', { unit: u.id }));
      return ok(finishActivation(s, dice, events));
    case 'defer':
      events.push(ev('deferred', 'F2', { unit: u.id }));
      return ok(finishActivation(s, dice, events, true));
    case 'rally': {
      const removed = Math.min(u.hits, o.rallyRemoves);
      events.push(ev('rallied', 'SSF-A41', { unit: u.id, removed }));
      return ok(finishActivation({ ...s, field: heal(s.field, u.id, removed) }, dice, events));
    }
    case 'advance':
    case 'manoeuvre': {
      const turn = a.order === 'advance' ? 0 : (a.turn ?? 0);
      if (a.order === 'advance' && a.turn) return refuse('ERR_BAD_MOVE', 'F3', 'An advance is straight ahead; turning is a manoeuvre.');
      const m = planMove(s.field, table, u, { turn, forward: a.distance ?? 0 }, all, o);
      if (!m.ok) return m;
      events.push(
        ev('moved', 'SSF-A37', {
          unit: u.id,
          order: a.order,
          turn,
          distance: a.distance ?? 0,
          used: m.value.used,
          bonusesUsed: m.value.bonusesUsed,
        }),
      );
      if (m.value.obstacles.length) events.push(ev('crossed-obstacle', 'SSF-A48', { unit: u.id, obstacles: m.value.obstacles }));
      return ok(finishActivation({ ...s, field: moveUnit(s.field, u.id, m.value.base, 'low') }, dice, events));
    }
    case 'charge': {
      const lone = a.target === undefined || unitById(s.field, a.target) ? undefined : loneEnemy(s, u.side, a.target);
      if (lone) {
        const forward = characterCharge(s, u, lone, all);
        if (forward === undefined)
          return refuse('ERR_CANNOT_CHARGE', 'SSF-A46', `${u.profile.name} cannot reach ${lone.name} straight ahead.`);
        const m = planMove(s.field, table, u, { turn: 0, forward }, all, o);
        if (!m.ok) return m;
        events.push(
          ev('charged-character', CLAUSE.magic, { unit: u.id, character: lone.id, distance: forward, bonusesUsed: m.value.bonusesUsed }),
        );
        return ok(
          finishActivation(
            contactCharacter({ ...s, field: moveUnit(s.field, u.id, m.value.base, 'ground') }, lone.id, 'contact', dice, events),
            dice,
            events,
          ),
        );
      }
      const target = a.target === undefined ? undefined : unitById(s.field, a.target);
      if (!target) return refuse('ERR_NO_UNIT', 'SSF-A3', `No unit '${a.target}' to charge.`);
      const ch = planCharge(s.field, table, u, target, all, o);
      if (!ch.ok) return ch;
      events.push(
        ev('charged', 'SSF-A3', {
          unit: u.id,
          target: target.id,
          side: ch.value.side,
          distance: ch.value.distance,
          bonusesUsed: ch.value.bonusesUsed,
        }),
      );
      const across = ch.value.obstacles.length > 0;
      if (across)
        events.push(
          ev('crossed-obstacle', 'SSF-A48', {
            unit: u.id,
            obstacles: ch.value.obstacles,
            notFresh: o.obstacleCombat === 'cover-and-not-fresh',
          }),
        );
      let field = moveUnit(s.field, u.id, ch.value.base, 'ground');
      field = setUnit(field, target.id, (x) => (has(x, 'flight') ? { ...x, altitude: 'ground' } : x));
      const left = all - ch.value.bonusesUsed;
      return ok(
        finishActivation(
          melee({ ...s, field }, u.id, target.id, true, left, dice, events, across && o.obstacleCombat === 'cover-and-not-fresh'),
          dice,
          events,
        ),
      );
    }
    case 'fight': {
      const target = contact.find((e) => e.id === a.target) ?? (a.target === undefined ? contact[0] : undefined);
      if (!target) return refuse('ERR_NOT_IN_CONTACT', 'SSF-A36', `${u.profile.name} is not in contact with '${a.target ?? 'an enemy'}'.`);
      return ok(finishActivation(melee(s, u.id, target.id, false, all, dice, events), dice, events));
    }
    case 'shoot':
    case 'move-and-shoot': {
      if (a.target === undefined) return refuse('ERR_NO_TARGET', CLAUSE.arc, 'Name the target.');
      const lone = unitById(s.field, a.target) ? undefined : loneEnemy(s, u.side, a.target);
      let field = s.field;
      let left = all;
      if (a.order === 'move-and-shoot') {
        // F3 (and SSF-A46 at a lone character): move straight ahead first; the bonuses left buy range.
        const m = planMove(s.field, table, u, { turn: 0, forward: a.distance ?? 0 }, all, o);
        if (!m.ok) return m;
        field = moveUnit(s.field, u.id, m.value.base, 'low');
        left = all - m.value.bonusesUsed;
        events.push(
          ev('moved', 'F3', {
            unit: u.id,
            order: a.order,
            turn: 0,
            distance: a.distance ?? 0,
            used: m.value.used,
            bonusesUsed: m.value.bonusesUsed,
          }),
        );
        if (m.value.obstacles.length) events.push(ev('crossed-obstacle', 'SSF-A48', { unit: u.id, obstacles: m.value.obstacles }));
      }
      const magic = Math.min(left, c.boost);
      const movement = a.order === 'move-and-shoot' ? 'before' : 'none';
      if (lone) {
        if (!characterShots(s, field, unitById(field, u.id)!, left - magic, magic, movement).includes(lone.id))
          return refuse(
            'ERR_NO_TARGET',
            'SSF-A46',
            `${u.profile.name} cannot shoot at ${lone.name}: not in its arc, seen from both corners, in range and at least as close as any enemy unit in its arc${movement === 'before' ? ', with a weapon that may move and shoot, not ending in difficult terrain' : ''}.`,
          );
        events.push(ev('shot-at-character', CLAUSE.magic, { unit: u.id, character: lone.id, order: a.order }));
        return ok(finishActivation(contactCharacter({ ...s, field }, lone.id, 'shot', dice, events), dice, events));
      }
      const fromDice = left - magic;
      const plan = bestShot(field, u.id, a.target, movement, fromDice, magic, 0, o);
      if (!plan.ok) return plan;
      const st: SsfState = {
        ...s,
        field,
        pending: { shooter: u.id, target: a.target, movement, actionBonuses: fromDice, magicBonuses: magic },
      };
      if (protectActions(st).length > 0) {
        events.push(ev('shot-declared', CLAUSE.procedure, { unit: u.id, target: a.target }));
        return ok({ ...st, step: 'protect' });
      }
      return ok(finishActivation(shoot(st, plan.value, dice, events), dice, events));
    }
  }
}

function shoot(s: SsfState, plan: ShootingPlan, dice: Dice, events: SsfEvent[]): SsfState {
  const r = resolveShooting(s.field, plan, dice, s.options);
  events.push(
    ev('shot', CLAUSE.procedure, {
      unit: plan.shooter,
      target: plan.target,
      weapon: plan.weapon.id,
      range: plan.range,
      shooterDice: plan.volley.shooterDice,
      targetDice: plan.volley.targetDice,
    }),
  );
  events.push(...r.events.map((e) => ({ ...e, unit: plan.target }) as SsfEvent));
  return inflict({ ...s, step: 'activate', pending: undefined }, plan.target, r.hits, dice, events);
}

/** Adds hits; a unit whose hits reach its limit routs (2 Strength). */
function inflict(s: SsfState, id: string, hits: number, dice: Dice, events: SsfEvent[]): SsfState {
  if (!unitById(s.field, id) || hits <= 0) return s;
  const st = { ...s, field: addHits(s.field, id, hits) };
  return capacity(unitById(st.field, id)!) <= 0 ? rout(st, id, dice, events, false) : st;
}

/** The unit routs and is removed (2 Strength): its commander's risk (F5), friends nearby test (F11, SSF-A40), army losses (SSF-A7). */
function rout(s: SsfState, id: string, dice: Dice, events: SsfEvent[], pursuedByMounted: boolean): SsfState {
  const u = unitById(s.field, id);
  if (!u) return s;
  const value = troopType(u.profile.troopType).armyValue;
  events.push(ev('routed', CLAUSE.strength, { unit: id, side: u.side, value }));
  let st: SsfState = {
    ...s,
    field: { ...s.field, units: s.field.units.filter((x) => x.id !== id) },
    routed: [...s.routed, { id, side: u.side, name: u.profile.name, value }],
    losses: { ...s.losses, [u.side]: s.losses[u.side]! + value },
  };
  // F5: a commander with a unit that routs is killed on a 6, or 5-6 if pursued by mounted.
  for (const c of living(st).filter((x) => x.attachedTo === id)) {
    const roll = dice.roll(6);
    const killed = roll >= (pursuedByMounted ? 5 : 6);
    events.push(ev('commander-risk', 'F5', { character: c.id, roll, killed }));
    const lost = killed && c.commander === 'general' ? 2 : 0;
    st = {
      ...st,
      characters: st.characters.map((x) => {
        if (x.id !== c.id) return x;
        const { attachedTo: _, ...rest } = x;
        return { ...rest, position: u.base.centre, ...(killed ? { killed: true } : {}) };
      }),
      losses: { ...st.losses, [c.side]: st.losses[c.side]! + lost },
    };
  }
  const threshold = armyBreakpoints(st.armyValue[u.side]!).testsAfter;
  if (st.losses[u.side]! > threshold && !st.testsDue.includes(u.side) && !st.testsTaken.includes(u.side) && st.options.armyTests)
    st = { ...st, testsDue: [...st.testsDue, u.side] };
  if (has(u, 'expendable')) return st;
  // F11 / SSF-A40: friends close to a routing unit take a discipline test.
  for (const f of st.field.units.filter((x) => x.side === u.side && baseDistance(x.base, u.base) <= st.options.routTestRange + 1e-9)) {
    const cur = unitById(st.field, f.id);
    if (!cur) continue;
    const d = disciplineOf(st.field, cur, st.options).value;
    const t = disciplineTest(d, dice);
    events.push(ev('discipline-test', 'F11', { unit: f.id, cause: 'rout', roll: t.roll, passed: t.passed, discipline: d }));
    if (!t.passed) st = inflict(st, f.id, 1, dice, events);
  }
  return st;
}

/** A melee brought on by `attacker`'s activation (SSF-A36); pursuit by the winner (SSF-A43). */
function melee(
  s: SsfState,
  attackerId: string,
  defenderId: string,
  charging: boolean,
  bonuses: number,
  dice: Dice,
  events: SsfEvent[],
  acrossObstacle = false,
): SsfState {
  const o = s.options;
  const a = unitById(s.field, attackerId)!;
  const b = unitById(s.field, defenderId)!;
  const r: MeleeResult = resolveMelee(
    {
      a: meleeSide(s.field, a, b, { active: true, charging, bonuses, acrossObstacle }, o),
      b: meleeSide(s.field, b, a, { active: false, charging: false, bonuses: 0 }, o),
    },
    dice,
    o,
  );
  events.push(
    ev('melee', 'SSF-A36', {
      attacker: a.id,
      defender: b.id,
      charging,
      a: r.a,
      b: r.b,
      winner: r.winner === null ? null : r.winner === 'a' ? a.id : b.id,
    }),
  );
  let st = s;
  const winnerUnit = r.winner === 'a' ? a : r.winner === 'b' ? b : undefined;
  const pursuedByMounted = (loser: Unit) => winnerUnit !== undefined && winnerUnit.id !== loser.id && troopOf(winnerUnit).mounted;
  for (const [u, res] of [
    [a, r.a],
    [b, r.b],
  ] as const) {
    if (res.hits === 0) continue;
    st = { ...st, field: addHits(st.field, u.id, res.hits) };
    if (res.routed) st = rout(st, u.id, dice, events, pursuedByMounted(u));
  }
  // SSF-A43: a mounted or undrilled winner whose enemy routed pursues one full move straight ahead, stopping short of anything in the way.
  if (o.pursuit && winnerUnit && !unitById(st.field, winnerUnit.id === a.id ? b.id : a.id)) {
    const w = unitById(st.field, winnerUnit.id);
    if (w && (troopOf(w).mounted || has(w, 'undrilled')) && enemiesInContact(st.field, w, o).length === 0) {
      const full = allowanceOver(w, 'open').value ?? 0;
      for (let d = full; d > 0; d -= 0.5) {
        const m = planMove(st.field, tablePolygon(st), w, { turn: 0, forward: d }, 0, o);
        if (m.ok) {
          events.push(ev('pursued', 'SSF-A43', { unit: w.id, distance: d }));
          st = { ...st, field: moveUnit(st.field, w.id, m.value.base) };
          break;
        }
      }
    }
  }
  return st;
}

/** The end of the end phase: commanders rally, regeneration, army tests, then the next turn or the end of the game (SSF-A1, SSF-A35). */
function finishTurn(s: SsfState, dice: Dice, events: SsfEvent[]): SsfState {
  let st = s;
  const o = s.options;
  // SSF-A41: a commander attached to a unit not in contact tries to rally it.
  for (const c of living(st).filter((x) => x.attachedTo)) {
    const u = unitById(st.field, c.attachedTo!);
    if (!u || u.hits === 0 || enemiesInContact(st.field, u, o).length || !ralliesByOrder(u, o)) continue;
    const d = disciplineOf(st.field, u, o).value;
    const t = disciplineTest(d, dice);
    events.push(ev('commander-rally', 'SSF-A41', { character: c.id, unit: u.id, roll: t.roll, passed: t.passed, discipline: d }));
    if (t.passed) st = { ...st, field: heal(st.field, u.id, o.rallyRemoves) };
  }
  // SSF-A6: regenerate removes a hit on 4+.
  for (const u of st.field.units.filter((x) => x.hits > 0 && has(x, 'regenerate'))) {
    const roll = dice.roll(6);
    events.push(ev('regenerate', 'SSF-A6', { unit: u.id, roll, healed: roll >= 4 }));
    if (roll >= 4) st = { ...st, field: heal(st.field, u.id, 1) };
  }
  // F12 / SSF-A42: every unit of an army past a third lost tests once.
  for (const side of st.testsDue) {
    for (const u of st.field.units.filter((x) => x.side === side)) {
      const cur = unitById(st.field, u.id);
      if (!cur) continue;
      const d = disciplineOf(st.field, cur, o).value;
      const t = disciplineTest(d, dice);
      events.push(ev('discipline-test', 'F12', { unit: u.id, cause: 'army', roll: t.roll, passed: t.passed, discipline: d }));
      if (!t.passed) st = inflict(st, u.id, 1, dice, events);
    }
  }
  st = { ...st, testsTaken: [...st.testsTaken, ...st.testsDue], testsDue: [], endPhase: undefined };
  st = decide(st, events);
  if (st.outcome) return { ...st, step: 'over' };
  if (st.turn.turn >= o.maxTurns) {
    const frac = (x: Seat) => st.losses[x]! / st.armyValue[x]!;
    const winner = frac('a') === frac('b') ? null : frac('a') < frac('b') ? 'a' : 'b';
    const outcome: Outcome = {
      winner,
      reason: winner
        ? `after ${o.maxTurns} turns ${st.names[winner]} have lost the smaller share of their army`
        : `after ${o.maxTurns} turns both armies have lost the same share`,
      clause: 'SSF-A35',
    };
    events.push(ev('game-over', 'SSF-A35', { winner, losses: st.losses }));
    return { ...st, step: 'over', outcome };
  }
  return beginTurn(refreshCommand(st), st.turn.turn + 1, dice, events);
}

/** F12 / SSF-A7: an army that has lost half its value, or every unit, loses; both at once: the greater share lost loses (SSF-A35). */
function decide(s: SsfState, events: SsfEvent[]): SsfState {
  if (s.outcome) return s;
  const broken = SEATS.filter((x) => s.losses[x]! >= armyBreakpoints(s.armyValue[x]!).defeatAt || !s.field.units.some((u) => u.side === x));
  if (broken.length === 0) return s;
  let winner: Seat | null;
  if (broken.length === 1) winner = other(broken[0]!);
  else {
    const fa = s.losses.a! / s.armyValue.a!;
    const fb = s.losses.b! / s.armyValue.b!;
    winner = fa === fb ? null : fa < fb ? 'a' : 'b';
  }
  const loser = winner === null ? null : other(winner);
  const outcome: Outcome = {
    winner,
    reason: loser
      ? `${s.names[loser]} have lost ${s.losses[loser]} of ${s.armyValue[loser]} army value and break`
      : 'both armies break together',
    clause: broken.length === 1 ? 'F12' : 'SSF-A35',
  };
  events.push(ev('game-over', outcome.clause, { winner, losses: s.losses }));
  return { ...s, step: 'over', outcome, current: undefined, pending: undefined };
}
