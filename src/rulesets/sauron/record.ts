/**
 * A record keeper for a game of the Sauron variant played on the real board. The state holds what the
 * referee tracks besides the counters' places: every leader's wounds, position (a free hex label),
 * life and allegiance; the Ring and its holder; Narsil or its shards; both sides' Demoralization
 * Levels; Sauron's Magic Capability Points; the game-turn and phase (SAU-A6: the F8 turn without the
 * siege phase); a Mortal Combat under way. Rally ratings are derived (`rallyRatingOf`, `recordSummary`).
 *
 * `applyRecordAction(state, action, dice)` makes one change the referee asks for and logs it with the
 * events it caused, each naming its clause. Dice go through the `Dice` interface: the program's own
 * (`SeededDice`), or the dice rolled at the table and typed in (the core's Match wraps them in
 * `ScriptedDice`, which tests use directly).
 *
 *   let s = createRecord();
 *   s = applyRecordAction(s, { type: 'next-phase' }, dice)...            // to the Sauron Combat Phase
 *   const r = applyRecordAction(s, { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' }, new ScriptedDice([4]));
 *   if (!r.ok) show(r.error.clause, r.error.message);
 */
import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { CLAUSE, type Clause } from './clauses.js';
import { MORALE_CLASSES, SIDES, TABLES, type Side, type Tables, type WeaponId } from './data.js';
import {
  changeLevel,
  isDemoralized,
  leaderKilledPoints,
  startDemoralization,
  summary as demoralizationSummary,
  unitEliminatedPoints,
  type DemoralizationEvent,
  type DemoralizationState,
  type DemoralizationStatus,
} from './demoralization.js';
import type { Ev, LeaderKilled } from './events.js';
import { leaderById, restoreForRematch, type FirstBattle, type FirstBattleInput, type RestorationEvent } from './expanded.js';
import { enduranceLeft, resolveLeaderCombat, loseEndurance, type LeaderCombatEvent } from './leader-combat.js';
import {
  applyMortalAction,
  createChallenge,
  lapse,
  mortalToAct,
  withCombatants,
  type Combatant,
  type Controller,
  type MortalAction,
  type MortalCombatState,
  type MortalEvent,
} from './mortal-combat.js';
import { sauronOptionsSchema, type SauronOptions, type SauronOptionsInput } from './options.js';
import { challengeSum, condition, fighterOf, type Fighter, type LeaderCondition } from './ratings.js';
import { checkLeaderPath, checkLeaderStacking, mayRally, rallyRating, rollRally, type RallyEvent } from './rally.js';
import {
  attemptRemoval,
  destroyRing,
  destroyShards,
  onLeaderDeath,
  onOverthrown,
  passNarsil,
  returnRingToSauron,
  ringMorale,
  shatterNarsil,
  startRing,
  takeRing,
  thirdPlayerTypes,
  weaponsOf,
  type RingEvent,
  type RingState,
  type RingWorld,
} from './ring.js';
import { Errors } from './errors.js';

// ---------------------------------------------------------------- the turn (SAU-A6, F8)

export const PHASES = [
  'first-magic',
  'sauron-movement',
  'sauron-combat',
  'second-magic',
  'westernesse-movement',
  'westernesse-combat',
  'joint-rally',
] as const;
export type Phase = (typeof PHASES)[number];

const COMBAT_PHASES: Readonly<Partial<Record<Phase, Side>>> = { 'sauron-combat': 'sauron', 'westernesse-combat': 'westernesse' };
const MOVEMENT_PHASES: Readonly<Partial<Record<Phase, Side>>> = { 'sauron-movement': 'sauron', 'westernesse-movement': 'westernesse' };

// ---------------------------------------------------------------- state

export interface LeaderRecord {
  readonly id: string;
  readonly wounds: number;
  /** A free hex label ('0912', 'Orodruin'), or null when not on the board or not recorded. */
  readonly position: string | null;
  readonly alive: boolean;
  readonly controller: Controller;
  /** 16.69. */
  readonly evil: null | 'servant' | 'third';
  /** Leader Combat attacks made this phase (SAU-A16; Mortal Combat does not count: 7.241). */
  readonly attacks: number;
  /** 22.3: the game-turn in which he refused a challenge and may not rally. */
  readonly noRallyTurn: number | null;
}

export interface SauronRecord {
  readonly options: SauronOptions;
  readonly turn: number;
  readonly phase: Phase;
  /** In the data file's order. */
  readonly leaders: readonly LeaderRecord[];
  readonly ring: RingState;
  readonly demoralization: DemoralizationState;
  readonly magicPoints: number;
  /** 8.25: nationalities whose combat units are all destroyed. */
  readonly nationalitiesGone: readonly string[];
  readonly mortal: MortalCombatState | null;
  /** 16.69: a leader played by a third player, the turn his count starts (SAU-A14), the types he holds. */
  readonly thirdPlayer: { readonly leaderId: string; readonly fromTurn: number | null; readonly types: readonly string[] } | null;
  readonly over: { readonly reason: string; readonly clause: string; readonly winner: Side | null } | null;
  /** The Expanded Game's rematch (the seed's second part); absent or false in a first battle. */
  readonly rematch?: boolean;
  readonly log: readonly LogEntry[];
}

export type RecordEvent =
  | LeaderCombatEvent
  | MortalEvent
  | RallyEvent
  | RingEvent
  | DemoralizationEvent
  | LeaderKilled
  | RestorationEvent
  | Ev<'moved', { leaderId: string; to: string | null }>
  | Ev<'phase', { turn: number; phase: Phase; night: boolean }>
  | Ev<'night-falls', { turn: number }>
  | Ev<'unit-eliminated', { side: Side; morale: string; count: number; unit: string | null }>
  | Ev<'nationality-destroyed', { nationality: string }>
  | Ev<'magic-points', { from: number; to: number; cause: string }>
  | Ev<'controller-changed', { leaderId: string; controller: Controller }>
  | Ev<'third-player-takes', { leaderId: string; types: readonly string[] }>
  | Ev<'game-over', { reason: string; winner: Side | null }>;

export interface LogEntry {
  readonly seq: number;
  readonly turn: number;
  readonly phase: Phase;
  readonly action: RecordAction;
  readonly events: readonly RecordEvent[];
}

// ---------------------------------------------------------------- actions

const leaderId = z.string().min(1);
const hexUnit = z.strictObject({ side: z.enum(SIDES), nationality: z.string().min(1) });

export const recordActionSchema = z.discriminatedUnion('type', [
  /** Endurance lost to anything the referee resolves at the table (7.222). */
  z.strictObject({ type: z.literal('wound'), leader: leaderId, points: z.number().int().min(1), cause: z.string().default('wounded') }),
  /** A leader's new position; with the units of the hex (and of the hexes passed) 8.11 and 8.25 are checked. */
  z.strictObject({
    type: z.literal('move'),
    leader: leaderId,
    to: z.string().min(1).nullable(),
    units: z.array(hexUnit).optional(),
    path: z.array(z.array(hexUnit)).optional(),
  }),
  /** 7.221: one Leader Combat, the phasing leader attacking. */
  z.strictObject({ type: z.literal('leader-combat'), attacker: leaderId, defender: leaderId }),
  /** 22.0: a challenge to Mortal Combat; the distance in hexes as counted on the board. */
  z.strictObject({ type: z.literal('challenge'), challenger: leaderId, defender: leaderId, distance: z.number().int().min(0) }),
  z.strictObject({ type: z.literal('accept') }),
  z.strictObject({ type: z.literal('refuse') }),
  /** 22.1: the mover's movement phase is over; did he reach the other's hex? */
  z.strictObject({ type: z.literal('meet'), reached: z.boolean() }),
  z.strictObject({ type: z.literal('mortal-round') }),
  z.strictObject({ type: z.literal('mortal-fight') }),
  z.strictObject({ type: z.literal('rally'), leader: leaderId }),
  z.strictObject({ type: z.literal('ring-removal'), leader: leaderId }),
  z.strictObject({ type: z.literal('destroy-ring') }),
  z.strictObject({ type: z.literal('take-ring'), leader: leaderId }),
  z.strictObject({ type: z.literal('return-ring') }),
  z.strictObject({ type: z.literal('narsil-broken'), cause: z.enum(['missile', 'melee', 'death-breath']) }),
  z.strictObject({ type: z.literal('shards-destroyed'), cause: z.string().default('destroyed as per 19.21') }),
  z.strictObject({ type: z.literal('pass-narsil'), to: leaderId }),
  z.strictObject({
    type: z.literal('unit-eliminated'),
    side: z.enum(SIDES),
    morale: z.enum(MORALE_CLASSES),
    count: z.number().int().min(1).default(1),
    unit: z.string().optional(),
  }),
  z.strictObject({ type: z.literal('nationality-destroyed'), nationality: z.string().min(1) }),
  z.strictObject({ type: z.literal('spend-magic'), points: z.number().int().min(1) }),
  /** SAU-A14: the third player's first battle. */
  z.strictObject({ type: z.literal('first-battle') }),
  /** Expanded Game: the first battle ended without a decisive victory; the rematch begins with the leaders restored. */
  z.strictObject({ type: z.literal('expanded-game') }),
  z.strictObject({ type: z.literal('next-phase') }),
]);
export type RecordAction = z.infer<typeof recordActionSchema>;
export type RecordActionInput = z.input<typeof recordActionSchema>;

// ---------------------------------------------------------------- setup

export interface RecordSetup {
  readonly options?: SauronOptionsInput;
  readonly turn?: number;
  readonly phase?: Phase;
  /** Starting positions by leader id. */
  readonly positions?: Readonly<Record<string, string>>;
}

export function createRecord(setup: RecordSetup = {}, tables: Tables = TABLES): SauronRecord {
  const options = sauronOptionsSchema.parse(setup.options ?? {});
  return {
    options,
    turn: setup.turn ?? 1,
    phase: setup.phase ?? 'first-magic',
    leaders: tables.leaders.leaders.map((l) => ({
      id: l.id,
      wounds: 0,
      position: setup.positions?.[l.id] ?? null,
      alive: true,
      controller: l.side,
      evil: null,
      attacks: 0,
      noRallyTurn: null,
    })),
    ring: startRing(tables),
    demoralization: startDemoralization(tables.demoralization),
    magicPoints: tables.game.sauronMagicPoints,
    nationalitiesGone: [],
    mortal: null,
    thirdPlayer: null,
    over: null,
    log: [],
  };
}

// ---------------------------------------------------------------- derived values

const recordOf = (s: SauronRecord, id: string) => s.leaders.find((l) => l.id === id);
const dataOf = (id: string, tables: Tables) => leaderById(id, tables)!;
export const isNight = (s: SauronRecord, tables: Tables = TABLES): boolean => tables.game.nightTurns.includes(s.turn);

export function ringWorld(s: SauronRecord, tables: Tables = TABLES): RingWorld {
  return {
    leaders: s.leaders.map((r) => {
      const d = dataOf(r.id, tables);
      return {
        id: r.id,
        name: d.name,
        side: d.side,
        controller: r.controller,
        kind: d.kind,
        alive: r.alive,
        position: r.position,
        ring: d.ring,
        numenorean: d.numenorean,
        combat: d.combat,
        morale: d.morale,
        wounds: r.wounds,
        evil: r.evil !== null,
      };
    }),
    turn: s.turn,
    jointRallyPhase: s.phase === 'joint-rally',
    magicPoints: s.magicPoints,
    orodruin: tables.game.orodruin,
    evilCountsAsKilled: s.options.evilCountsAsKilled,
  };
}

/** Everything that changes a leader's ratings now. */
export function conditionOf(s: SauronRecord, id: string, tables: Tables = TABLES): LeaderCondition {
  const r = recordOf(s, id)!;
  const m = ringMorale(s.ring, ringWorld(s, tables), id);
  return condition(dataOf(id, tables), {
    wounds: r.wounds,
    weapons: weaponsOf(s.ring, id, tables),
    night: isNight(s, tables),
    ringLost: m.ringLost,
    ringBearer: m.ringBearer,
    evil: r.evil !== null,
  });
}

const sideDemoralized = (s: SauronRecord, controller: Controller, tables: Tables) =>
  controller !== 'third' && isDemoralized(s.demoralization, controller, tables.demoralization);

/** 8.331 (SAU-A21, SAU-A5): a leader's rally rating now. */
export function rallyRatingOf(s: SauronRecord, id: string, tables: Tables = TABLES): number {
  const r = recordOf(s, id)!;
  return rallyRating(conditionOf(s, id, tables), { demoralized: sideDemoralized(s, r.controller, tables) }, tables).value;
}

export function fighterIn(s: SauronRecord, id: string, tables: Tables = TABLES): Fighter {
  return fighterOf(conditionOf(s, id, tables), tables);
}

export function combatantIn(s: SauronRecord, id: string, tables: Tables = TABLES): Combatant {
  const r = recordOf(s, id)!;
  const c = conditionOf(s, id, tables);
  return {
    ...fighterOf(c, tables),
    controller: r.controller,
    kind: c.leader.kind,
    sum: challengeSum(c, s.options.challengeRatings, tables),
    rally: rallyRatingOf(s, id, tables),
    overthrowable: id === 'sauron' && s.options.ringLoss === 'overthrown' && s.ring.ring.holder === id && s.ring.ring.status === 'worn',
  };
}

export interface LeaderSummary {
  readonly id: string;
  readonly name: string;
  readonly controller: Controller;
  readonly alive: boolean;
  readonly evil: LeaderRecord['evil'];
  readonly position: string | null;
  readonly wounds: number;
  readonly enduranceLeft: number;
  readonly combat: number;
  readonly morale: number;
  readonly rally: number;
  readonly weapons: readonly WeaponId[];
  readonly ring: 'worn' | 'off' | null;
}

export interface RecordSummary {
  readonly turn: number;
  readonly phase: Phase;
  readonly night: boolean;
  readonly leaders: readonly LeaderSummary[];
  readonly ring: RingState['ring'];
  readonly narsil: RingState['narsil'];
  readonly demoralization: Record<Side, { level: number; status: DemoralizationStatus; threshold: number; breakPoint: number }>;
  readonly magicPoints: number;
  readonly over: SauronRecord['over'];
}

/** What a screen shows: every leader with his current ratings and rally rating, the Ring, Narsil, both levels. */
export function recordSummary(s: SauronRecord, tables: Tables = TABLES): RecordSummary {
  return {
    turn: s.turn,
    phase: s.phase,
    night: isNight(s, tables),
    leaders: s.leaders.map((r) => {
      const f = fighterIn(s, r.id, tables);
      const ringHere = s.ring.ring.holder === r.id ? s.ring.ring.status : null;
      return {
        id: r.id,
        name: f.name,
        controller: r.controller,
        alive: r.alive,
        evil: r.evil,
        position: r.position,
        wounds: r.wounds,
        enduranceLeft: enduranceLeft(f),
        combat: f.combat,
        morale: f.morale,
        rally: r.alive && dataOf(r.id, tables).kind === 'leader' ? rallyRatingOf(s, r.id, tables) : 0,
        weapons: weaponsOf(s.ring, r.id, tables),
        ring: ringHere === 'worn' || ringHere === 'off' ? ringHere : null,
      };
    }),
    ring: s.ring.ring,
    narsil: s.ring.narsil,
    demoralization: demoralizationSummary(s.demoralization, tables.demoralization),
    magicPoints: s.magicPoints,
    over: s.over,
  };
}

// ---------------------------------------------------------------- applying

type Applied = Result<{ state: SauronRecord; events: RecordEvent[] }, RuleError>;

const setLeader = (s: SauronRecord, id: string, change: Partial<LeaderRecord>): SauronRecord => ({
  ...s,
  leaders: s.leaders.map((l) => (l.id === id ? { ...l, ...change } : l)),
});

/**
 * Applies the side effects events ask for: wounds and deaths, demoralization and magic point changes,
 * refusals, leaders turned evil. Returns the state and the events with those they caused, in order.
 */
function absorb(
  s0: SauronRecord,
  input: readonly RecordEvent[],
  tables: Tables,
  victor: string | null = null,
): { state: SauronRecord; events: RecordEvent[] } {
  let s = s0;
  const out: RecordEvent[] = [];
  const queue = [...input];
  while (queue.length) {
    const e = queue.shift()!;
    out.push(e);
    switch (e.type) {
      case 'endurance-lost':
        s = setLeader(s, e.leaderId, { wounds: e.wounds });
        break;
      case 'leader-killed': {
        const r = recordOf(s, e.leaderId)!;
        if (!r.alive) break;
        s = setLeader(s, e.leaderId, { alive: false });
        const d = dataOf(e.leaderId, tables);
        const follow: RecordEvent[] = [];
        if (r.controller !== 'third' && r.evil === null) {
          follow.push({
            type: 'demoralization-change',
            clause: d.side === 'westernesse' && d.kind === 'leader' ? '20.2' : 'SAU-A5',
            side: r.controller,
            points: leaderKilledPoints(d),
            cause: `${d.name} killed`,
          });
        }
        const ring = onLeaderDeath(s.ring, ringWorld(s, tables), e.leaderId, victor);
        s = { ...s, ring: ring.state };
        queue.unshift(...follow, ...ring.events);
        if (s.mortal && s.mortal.phase !== 'over' && [s.mortal.challenger.id, s.mortal.defender.id].includes(e.leaderId)) {
          const l = lapse(s.mortal, `${d.name} died before the leaders met`);
          s = { ...s, mortal: l.state };
          queue.push(...l.events);
        }
        break;
      }
      case 'demoralization-change': {
        const r = changeLevel(
          s.demoralization,
          { side: e.side, points: e.points, cause: e.cause, clause: e.clause },
          tables.demoralization,
        );
        s = { ...s, demoralization: r.state };
        queue.unshift(...r.events);
        break;
      }
      case 'side-broken':
        if (!s.over) {
          s = { ...s, over: { reason: `${e.side} broke (Demoralization Level ${e.level})`, clause: 'SAU-A5', winner: e.winner } };
          queue.push({ type: 'game-over', clause: 'SAU-A5', reason: s.over!.reason, winner: e.winner });
        }
        break;
      case 'magic-points-change': {
        const to = Math.max(0, s.magicPoints + e.delta);
        queue.unshift({ type: 'magic-points', clause: e.clause, from: s.magicPoints, to, cause: e.cause });
        s = { ...s, magicPoints: to };
        break;
      }
      case 'overthrown': {
        const ring = onOverthrown(s.ring, ringWorld(s, tables), e.leaderId, e.byId);
        s = { ...s, ring: ring.state };
        queue.unshift(...ring.events);
        break;
      }
      case 'rally-forbidden':
        s = setLeader(s, e.leaderId, { noRallyTurn: s.turn });
        break;
      case 'leader-turned-evil': {
        s = setLeader(s, e.leaderId, { evil: e.becomes, controller: e.controller });
        if (e.becomes === 'third')
          s = {
            ...s,
            thirdPlayer: { leaderId: e.leaderId, fromTurn: s.options.thirdPlayerCount === 'after-turning-evil' ? s.turn : null, types: [] },
          };
        queue.unshift({ type: 'controller-changed', clause: '16.69', leaderId: e.leaderId, controller: e.controller });
        break;
      }
      default:
        break;
    }
  }
  return { state: s, events: out };
}

const living = (s: SauronRecord, id: string, clause: Clause, tables: Tables): Result<LeaderRecord, RuleError> => {
  const r = recordOf(s, id);
  if (!r) return err(Errors.unknownLeader(id, clause));
  if (!r.alive) return err(Errors.leaderDead(dataOf(id, tables).name, true));
  return ok(r);
};

const phasingIn = (s: SauronRecord, r: LeaderRecord): boolean => {
  const side = COMBAT_PHASES[s.phase];
  return side !== undefined && (r.controller === side || r.controller === 'third');
};

/** One change the referee makes; refused (and nothing changes) when a rule forbids it. */
export function applyRecordAction(state: SauronRecord, input: RecordActionInput, dice: Dice, tables: Tables = TABLES): Applied {
  const parsed = recordActionSchema.safeParse(input);
  if (!parsed.success) return err(Errors.malformedAction(parsed.error.issues[0]?.message ?? ''));
  const action = parsed.data;
  if (state.over && action.type !== 'expanded-game') return err(Errors.gameOver(state.over.clause, state.over.reason));
  const r = step(state, action, dice, tables);
  if (!r.ok) return r;
  const entry: LogEntry = { seq: state.log.length + 1, turn: state.turn, phase: state.phase, action, events: r.value.events };
  return ok({ state: { ...r.value.state, log: [...state.log, entry] }, events: r.value.events });
}

function step(s: SauronRecord, a: RecordAction, dice: Dice, tables: Tables): Applied {
  switch (a.type) {
    case 'wound': {
      const r = living(s, a.leader, CLAUSE.leaderDeath, tables);
      if (!r.ok) return r;
      const lost = loseEndurance(fighterIn(s, a.leader, tables), a.points, a.cause);
      return ok(absorb(s, lost.events, tables));
    }
    case 'move': {
      const r = living(s, a.leader, CLAUSE.leaderStacking, tables);
      if (!r.ok) return r;
      const d = dataOf(a.leader, tables);
      const side = r.value.controller === 'third' ? d.side : r.value.controller;
      if (a.path) {
        const p = checkLeaderPath(d, a.path, side);
        if (!p.ok) return p;
      }
      if (a.units) {
        const c = checkLeaderStacking(d, a.units, { nationalityGone: s.nationalitiesGone.includes(d.nationality), side });
        if (!c.ok) return c;
      }
      return ok({
        state: setLeader(s, a.leader, { position: a.to }),
        events: [{ type: 'moved', clause: a.units ? '8.11' : 'SAU-A6', leaderId: a.leader, to: a.to }],
      });
    }
    case 'leader-combat': {
      const att = living(s, a.attacker, CLAUSE.leaderCombat, tables);
      if (!att.ok) return att;
      const def = living(s, a.defender, CLAUSE.leaderCombat, tables);
      if (!def.ok) return def;
      const an = dataOf(a.attacker, tables).name;
      if (!phasingIn(s, att.value)) return err(Errors.notPhasing(an, s.phase));
      if (att.value.controller === def.value.controller) return err(Errors.notAnEnemy(dataOf(a.defender, tables).name, an));
      const limit = s.options.leaderAttacksPerPhase;
      if (limit > 0 && att.value.attacks >= limit) return err(Errors.attackedAlready(an));
      const res = resolveLeaderCombat(fighterIn(s, a.attacker, tables), fighterIn(s, a.defender, tables), dice, tables.combatTable);
      if (!res.ok) return res;
      return ok(absorb(setLeader(s, a.attacker, { attacks: att.value.attacks + 1 }), res.value.events, tables));
    }
    case 'challenge': {
      if (s.mortal && s.mortal.phase !== 'over') return err(Errors.mortalUnderWay());
      const c = living(s, a.challenger, CLAUSE.mortalCombat, tables);
      if (!c.ok) return c;
      const d = living(s, a.defender, CLAUSE.mortalCombat, tables);
      if (!d.ok) return d;
      const created = createChallenge({
        challenger: combatantIn(s, a.challenger, tables),
        defender: combatantIn(s, a.defender, tables),
        distance: a.distance,
        phasing: phasingIn(s, c.value),
        mode: s.options.mortalCombatRounds,
      });
      if (!created.ok) return created;
      return ok(absorb({ ...s, mortal: created.value.state }, created.value.events, tables));
    }
    case 'accept':
    case 'refuse':
    case 'meet':
    case 'mortal-round':
    case 'mortal-fight':
      return mortalStep(s, a, dice, tables);
    case 'rally': {
      const r = living(s, a.leader, CLAUSE.rally, tables);
      if (!r.ok) return r;
      const d = dataOf(a.leader, tables);
      if (d.kind !== 'leader') return err(Errors.notALeader(d.name, 'rally'));
      if (s.phase !== 'joint-rally') return err(Errors.notRallyPhase());
      if (r.value.noRallyTurn === s.turn) return err(Errors.refusedChallengeNoRally(d.name));
      const may = mayRally(d, { nationalityGone: s.nationalitiesGone.includes(d.nationality) });
      if (!may.ok) return may;
      const roll = rollRally(rallyRatingOf(s, a.leader, tables), dice, a.leader, tables.rallyTable);
      return ok({ state: s, events: [roll.event] });
    }
    case 'ring-removal':
      return ringStep(s, attemptRemoval(s.ring, ringWorld(s, tables), a.leader, dice), tables);
    case 'destroy-ring':
      return ringStep(s, destroyRing(s.ring, ringWorld(s, tables)), tables);
    case 'take-ring':
      return ringStep(s, takeRing(s.ring, ringWorld(s, tables), a.leader), tables);
    case 'return-ring':
      return ringStep(s, returnRingToSauron(s.ring, ringWorld(s, tables)), tables);
    case 'narsil-broken':
      return ringStep(s, shatterNarsil(s.ring, a.cause), tables);
    case 'shards-destroyed':
      return ringStep(s, destroyShards(s.ring, a.cause), tables);
    case 'pass-narsil':
      return ringStep(s, passNarsil(s.ring, ringWorld(s, tables), a.to, tables), tables);
    case 'unit-eliminated': {
      const points = unitEliminatedPoints(a.morale, tables.demoralization) * a.count;
      const events: RecordEvent[] = [
        { type: 'unit-eliminated', clause: 'SAU-A5', side: a.side, morale: a.morale, count: a.count, unit: a.unit ?? null },
        { type: 'demoralization-change', clause: 'SAU-A5', side: a.side, points, cause: `${a.count} ${a.morale} unit(s) eliminated` },
      ];
      return ok(absorb(s, events, tables));
    }
    case 'nationality-destroyed': {
      if (s.nationalitiesGone.includes(a.nationality)) return err(Errors.alreadyGone(a.nationality));
      return ok({
        state: { ...s, nationalitiesGone: [...s.nationalitiesGone, a.nationality] },
        events: [{ type: 'nationality-destroyed', clause: '8.25', nationality: a.nationality }],
      });
    }
    case 'spend-magic': {
      if (a.points > s.magicPoints) return err(Errors.notEnoughMagic(s.magicPoints, a.points));
      return ok(absorb(s, [{ type: 'magic-points-change', clause: 'SAU-A25', delta: -a.points, cause: 'spent' }], tables));
    }
    case 'first-battle': {
      if (!s.thirdPlayer) return err(Errors.noThirdPlayer());
      if (s.thirdPlayer.fromTurn !== null) return err(Errors.alreadyCounting(s.thirdPlayer.fromTurn));
      return ok({ state: { ...s, thirdPlayer: { ...s.thirdPlayer, fromTurn: s.turn } }, events: [] });
    }
    case 'expanded-game': {
      if (s.rematch) return err(Errors.alreadyRematch());
      if (!s.over) return err(Errors.battleNotOver());
      if (s.over.winner) return err(Errors.decisive(s.over.winner === 'westernesse' ? 'Westernesse' : 'Sauron', s.over.reason));
      const r = rematchRecord(firstBattleOf(s), { options: s.options }, tables);
      if (!r.ok) return r;
      const next = r.value.record;
      return ok({
        state: next,
        events: [...r.value.events, { type: 'phase', clause: 'SAU-A6', turn: next.turn, phase: next.phase, night: isNight(next, tables) }],
      });
    }
    case 'next-phase':
      return nextPhase(s, tables);
  }
}

// ---------------------------------------------------------------- the Expanded Game

/** The end of a first battle as the Expanded Game's restorations read it (expanded.ts). */
export function firstBattleOf(s: SauronRecord): FirstBattle {
  const evil: Record<string, 'servant' | 'third'> = {};
  for (const l of s.leaders) if (l.evil) evil[l.id] = l.evil;
  const rs = s.ring;
  return {
    dead: s.leaders.filter((l) => !l.alive).map((l) => l.id),
    wounds: Object.fromEntries(s.leaders.filter((l) => l.alive && l.wounds > 0).map((l) => [l.id, l.wounds])),
    evil,
    thirdPlayerTypes: s.thirdPlayer && s.leaders.some((l) => l.id === s.thirdPlayer!.leaderId && l.alive) ? [...s.thirdPlayer.types] : [],
    ring: {
      status: rs.ring.status,
      holder: rs.ring.holder,
      lyingAt: rs.ring.status === 'lying' ? rs.ring.lyingAt : null,
      failures: { ...rs.ring.failures },
    },
    narsil: {
      form: rs.narsil.form,
      bearer: rs.narsil.form === 'destroyed' ? null : rs.narsil.bearer,
      lyingAt: rs.narsil.form === 'destroyed' || rs.narsil.bearer ? null : rs.narsil.lyingAt,
    },
    levels: { ...s.demoralization.levels },
  };
}

/**
 * Expanded Game: a record for the rematch from the end of the first battle (expanded.ts
 * `restoreForRematch`): game-turn 1, the leaders restored or replaced (a replacement starts at the
 * position given for him, else at his predecessor's), the Ring and Narsil as they were (SAU-A28).
 */
export function rematchRecord(
  first: FirstBattleInput,
  setup: RecordSetup = {},
  tables: Tables = TABLES,
): Result<{ record: SauronRecord; events: RestorationEvent[] }, RuleError> {
  const base = createRecord(setup, tables);
  const r = restoreForRematch(first, { levels: base.options.rematchLevels }, tables);
  if (!r.ok) return r;
  const rest = r.value;
  const pos = setup.positions ?? {};
  const record: SauronRecord = {
    ...base,
    leaders: rest.leaders.map((l) => ({
      id: l.id,
      wounds: 0,
      position: l.alive ? (pos[l.id] ?? (l.replaces ? pos[l.replaces] : undefined) ?? null) : null,
      alive: l.alive,
      controller: l.controller,
      evil: l.evil,
      attacks: 0,
      noRallyTurn: null,
    })),
    ring: rest.ring,
    magicPoints: rest.magicPoints,
    demoralization: { levels: { ...rest.levels }, broken: null },
    thirdPlayer: rest.thirdPlayer,
    rematch: true,
  };
  return ok({ record, events: [...rest.events] });
}

function ringStep(s: SauronRecord, r: Result<{ state: RingState; events: RingEvent[] }, RuleError>, tables: Tables): Applied {
  if (!r.ok) return r;
  return ok(absorb({ ...s, ring: r.value.state }, r.value.events, tables));
}

function mortalStep(
  s: SauronRecord,
  a: Extract<RecordAction, { type: 'accept' | 'refuse' | 'meet' | 'mortal-round' | 'mortal-fight' }>,
  dice: Dice,
  tables: Tables,
): Applied {
  const m = s.mortal;
  if (!m || m.phase === 'over') return err(Errors.noMortalCombat());
  if (a.type === 'meet') {
    if (m.phase !== 'closing') return err(Errors.notClosing());
    const mover = m[m.mover];
    const side = MOVEMENT_PHASES[s.phase];
    if (side === undefined || (mover.controller !== side && mover.controller !== 'third')) {
      return err(Errors.notHisMovement(mover.name, s.phase));
    }
  }
  if ((a.type === 'mortal-round' || a.type === 'mortal-fight') && COMBAT_PHASES[s.phase] === undefined) {
    return err(Errors.notCombatPhase());
  }
  const action: MortalAction =
    a.type === 'meet'
      ? { type: 'move', reached: a.reached }
      : a.type === 'mortal-round'
        ? { type: 'round' }
        : a.type === 'mortal-fight'
          ? { type: 'fight' }
          : { type: a.type };
  // The fighters' ratings as they stand now (wounds taken elsewhere, night, the Ring), keeping the combat's own state.
  const fresh = withCombatants(m, combatantIn(s, m.challenger.id, tables), combatantIn(s, m.defender.id, tables));
  const by = mortalToAct(fresh)[0]!;
  const r = applyMortalAction(fresh, by, action, dice, tables.combatTable);
  if (!r.ok) return r;
  const next = { ...s, mortal: r.value.state };
  return ok(absorb(next, r.value.events, tables, r.value.state.outcome?.winnerId ?? null));
}

function nextPhase(s: SauronRecord, tables: Tables): Applied {
  if (s.mortal?.phase === 'challenged') return err(Errors.answerBeforePhaseEnds(s.mortal.defender.name));
  if (s.mortal?.phase === 'fighting' && COMBAT_PHASES[s.phase] !== undefined) {
    return err(Errors.mayNotStop('segment'));
  }
  const i = PHASES.indexOf(s.phase);
  const events: RecordEvent[] = [];
  let next: SauronRecord = { ...s, leaders: s.leaders.map((l) => ({ ...l, attacks: 0 })) };
  if (i < PHASES.length - 1) {
    next = { ...next, phase: PHASES[i + 1]! };
  } else {
    const ended = s.turn;
    if (s.thirdPlayer) {
      const types = thirdPlayerTypes(s.thirdPlayer.fromTurn, ended, tables.game.thirdPlayerOrder);
      const added = types.filter((t) => !s.thirdPlayer!.types.includes(t));
      if (added.length) {
        events.push({ type: 'third-player-takes', clause: '16.69', leaderId: s.thirdPlayer.leaderId, types: added });
        for (const t of added) {
          const leader = recordOf(next, t);
          if (leader?.alive && leader.controller === 'sauron') {
            next = setLeader(next, t, { controller: 'third' });
            events.push({ type: 'controller-changed', clause: '16.69', leaderId: t, controller: 'third' });
          }
        }
        next = { ...next, thirdPlayer: { ...s.thirdPlayer, types } };
      }
    }
    if (ended >= tables.game.turns) {
      const over = { reason: `the last game-turn (${ended}) is over`, clause: 'SAU-A6', winner: null };
      events.push({ type: 'game-over', clause: 'SAU-A6', reason: over.reason, winner: null });
      return ok({ state: { ...next, over }, events });
    }
    next = { ...next, turn: ended + 1, phase: PHASES[0] };
    if (isNight(next, tables) && !isNight(s, tables)) events.push({ type: 'night-falls', clause: 'SAU-A19', turn: next.turn });
  }
  events.push({ type: 'phase', clause: 'SAU-A6', turn: next.turn, phase: next.phase, night: isNight(next, tables) });
  return ok({ state: next, events });
}
