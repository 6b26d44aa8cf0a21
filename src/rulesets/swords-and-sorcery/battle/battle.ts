/**
 * One battle in one hex (III.C-D, IV for sieges) as state, not a call stack: the state says which
 * decisions are pending, each side answers with an action, and the engine resolves the dice.
 *
 *   const created = createBattle({ a: { units: [...] }, b: { units: [...], characters: [...] }, circumstances: { clear: true } });
 *   let { state } = created.value;
 *   while (state.phase !== 'over') for (const side of battleToAct(state)) {
 *     const r = applyBattleAction(state, side, autoDecide(state, side)!, dice);
 *     if (r.ok) state = r.value.state;
 *   }
 *
 * Each round: (i) both sides declare secretly (charges, leadership, the die leader, the array order,
 * siege machine roles, how Leadership helps morale); neither sees the other's until both are in.
 * (ii) The engine totals strengths, rolls, reads the loss table and extracts losses; (iii) morale.
 * (iv) While both sides have units, each chooses secretly: stay (optionally asking for reinforcements)
 * or withdraw with a rear guard. Rounds go on until only one side has units in the hex (III.D.8).
 * The battle knows no map: it reports who withdrew and who survived, and the caller moves them.
 */
import { z } from 'zod';
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { CLAUSE } from '../clauses.js';
import { Errors } from '../errors.js';
import { eventsFor, SPECTATOR } from '../../../core/ruleset.js';
import type { AfterRoundReport, BattleEvent, BattleOutcome, RevealedDeclaration, SideStatus } from './events.js';
import { arrangeArray, extractLosses, partialLossEffect } from './extraction.js';
import { percentOf, round as roundLoss, type Frac } from './fraction.js';
import { lossesFor, type LossTableEntry } from './loss-table.js';
import { checkLeadershipPlan, defaultLeadershipPlan, demoralize, leadershipFor, moraleCheck, type LeadershipUse } from './morale.js';
import { battleOptionsSchema, type BattleOptions, type BattleOptionsInput } from './options.js';
import { rollReinforcement } from './reaction.js';
import { dieModifiers, sideStrength, totalModifier, type SiegeRole, type SideInRound } from './strength.js';
import {
  battleCharacterSchema,
  battleUnitSchema,
  circumstancesSchema,
  lossStrengthOf,
  other,
  SIDES,
  toUnitState,
  type BattleCharacter,
  type BattleCharacterInput,
  type BattleUnit,
  type BattleUnitInput,
  type Circumstances,
  type CircumstancesInput,
  type Side,
  type UnitState,
} from './types.js';

// ---------------------------------------------------------------------------------------------------
// Inputs and actions

const idSchema = z.string().min(1);

export const reinforcementCandidateSchema = z.strictObject({
  id: idSchema,
  /** Units of the adjacent stack; each needs its movementAllowance (III.A.4-9). */
  units: z.array(battleUnitSchema).min(1),
  characters: z.array(battleCharacterSchema).min(1),
  /** The character whose Leadership the roll uses; he accompanies the units (III.A.3). */
  leaderId: idSchema,
  /** III.A.1: highest MP cost for the enemy units to enter the battle hex. */
  enemyHighestMpCost: z.number().int().min(0),
  /** III.A.2: highest MP cost for the reinforcing units to enter it. */
  friendlyHighestMpCost: z.number().int().min(0),
});
export type ReinforcementCandidateInput = z.input<typeof reinforcementCandidateSchema>;
export type ReinforcementCandidate = z.infer<typeof reinforcementCandidateSchema>;

export interface BattleSideInput {
  /** The seat that sees this side's secrets (events' audience); default the side's key. */
  readonly seat?: string;
  readonly units: readonly BattleUnitInput[];
  readonly characters?: readonly BattleCharacterInput[];
  readonly reinforcements?: readonly ReinforcementCandidateInput[];
}

export interface BattleSetup {
  readonly a: BattleSideInput;
  readonly b: BattleSideInput;
  readonly circumstances: CircumstancesInput;
  readonly options?: BattleOptionsInput;
}

const leadershipUseSchema = z.strictObject({ characterId: idSchema, unitId: idSchema, points: z.number().int().min(1) });

export const battleActionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('declare'),
    /** Cavalry declared Charging (III.D.2.b(2)). */
    charge: z.array(idSchema).default([]),
    /** Characters adding Leadership to their race's strength (III.D.1.b). */
    addToStrength: z.array(idSchema).default([]),
    /** The die leader (III.D.2.a). */
    leader: idSchema.nullable().default(null),
    /** The owner's array order, left to right; empty keeps the present order (III.D.3). */
    array: z.array(idSchema).default([]),
    /** Each Continental Siege Machine's role this round, when declared (SSV-A25). */
    siegeRoles: z.record(idSchema, z.enum(['archer', 'flying'])).default({}),
    /** How Leadership helps this round's morale checks (V.B); absent: the default policy (SSV-A24). */
    moraleLeadership: z.array(leadershipUseSchema).optional(),
  }),
  z.strictObject({
    type: z.literal('stay'),
    /** Reinforcement candidates to roll for, if neither side withdraws (III.D.7.b). */
    reinforce: z.array(idSchema).default([]),
  }),
  z.strictObject({
    type: z.literal('withdraw'),
    /** The rear guard (III.D.7.a). */
    rearGuard: z.array(idSchema).default([]),
  }),
]);
export type BattleActionInput = z.input<typeof battleActionSchema>;
export type BattleAction = z.infer<typeof battleActionSchema>;
export type Declaration = Extract<BattleAction, { type: 'declare' }>;
export type AfterRoundChoice = Extract<BattleAction, { type: 'stay' | 'withdraw' }>;

// ---------------------------------------------------------------------------------------------------
// State

export interface EliminatedUnit {
  readonly unit: UnitState;
  readonly round: number;
  readonly clause: string;
}

export interface SideState {
  readonly seat: string;
  units: UnitState[];
  characters: BattleCharacter[];
  eliminated: EliminatedUnit[];
  /** A declared withdrawal (III.D.7.a). */
  withdrawal: { readonly declaredAfterRound: number; readonly rearGuard: readonly string[] } | null;
  /** Who left the hex by withdrawing, for the map to move (III.D.7.a). */
  withdrawn: { readonly units: UnitState[]; readonly characters: BattleCharacter[]; readonly round: number } | null;
  reinforcements: ReinforcementCandidate[];
  /** This round's declaration: hidden from the other side until both are in. */
  declaration: Declaration | null;
  /** This after-round choice: hidden from the other side until both are in. */
  afterRound: AfterRoundChoice | null;
  /** Siege machine roles revealed in the last round (what the opponent may know). */
  lastSiegeRoles: Record<string, SiegeRole>;
}

export type BattlePhase = 'declare' | 'after-round' | 'over';

export interface BattleState {
  readonly options: BattleOptions;
  readonly circumstances: Circumstances;
  /** The round being declared, or just fought (in 'after-round' and 'over'). */
  round: number;
  phase: BattlePhase;
  sides: Record<Side, SideState>;
  outcome: BattleOutcome | null;
}

export interface Applied {
  readonly state: BattleState;
  readonly events: readonly BattleEvent[];
}

// ---------------------------------------------------------------------------------------------------
// Setup

export function createBattle(setup: BattleSetup): Result<Applied, RuleError> {
  const options = battleOptionsSchema.safeParse(setup.options ?? {});
  if (!options.success) return err(Errors.badSetup(`options: ${options.error.issues[0]!.message}`));
  const circumstances = circumstancesSchema.safeParse(setup.circumstances);
  if (!circumstances.success) return err(Errors.badSetup(`circumstances: ${circumstances.error.issues[0]!.message}`));
  if (circumstances.data.siege !== 'none' && !circumstances.data.besieged)
    return err(Errors.badSetup('a siege battle needs the besieged side (IV)'));
  const sides = {} as Record<Side, SideState>;
  const ids = new Set<string>();
  for (const side of SIDES) {
    const input = setup[side];
    const units = z.array(battleUnitSchema).safeParse(input.units);
    const characters = z.array(battleCharacterSchema).safeParse(input.characters ?? []);
    const reinforcements = z.array(reinforcementCandidateSchema).safeParse(input.reinforcements ?? []);
    if (!units.success) return err(Errors.badSetup(`side ${side} units: ${units.error.issues[0]!.message}`));
    if (!characters.success) return err(Errors.badSetup(`side ${side} characters: ${characters.error.issues[0]!.message}`));
    if (!reinforcements.success) return err(Errors.badSetup(`side ${side} reinforcements: ${reinforcements.error.issues[0]!.message}`));
    if (units.data.length === 0)
      return err(Errors.badSetup(`side ${side} has no army units: a battle needs units on both sides (characters alone fight under VII)`));
    const bad = checkCandidates(reinforcements.data);
    if (bad) return err(Errors.badSetup(`side ${side}: ${bad}`));
    for (const x of [...units.data, ...characters.data, ...reinforcements.data.flatMap((r) => [...r.units, ...r.characters])]) {
      if (ids.has(x.id)) return err(Errors.badSetup(`id ${x.id} is used twice`));
      ids.add(x.id);
    }
    sides[side] = {
      seat: input.seat ?? side,
      units: units.data.map((u) => toUnitState(u)),
      characters: characters.data,
      eliminated: [],
      withdrawal: null,
      withdrawn: null,
      reinforcements: reinforcements.data,
      declaration: null,
      afterRound: null,
      lastSiegeRoles: {},
    };
  }
  if (sides.a.seat === sides.b.seat) return err(Errors.badSetup('the two sides need different seats'));
  const state: BattleState = { options: options.data, circumstances: circumstances.data, round: 1, phase: 'declare', sides, outcome: null };
  return ok({
    state,
    events: [{ type: 'battle-started', clause: 'III.C', circumstances: circumstances.data, seats: { a: sides.a.seat, b: sides.b.seat } }],
  });
}

function checkCandidates(cs: readonly ReinforcementCandidate[]): string | null {
  for (const c of cs) {
    if (!c.characters.some((x) => x.id === c.leaderId))
      return `reinforcement ${c.id}: its leader ${c.leaderId} is not among its characters (III.A.3)`;
    if (c.units.some((u) => u.movementAllowance === undefined))
      return `reinforcement ${c.id}: every unit needs a movementAllowance (III.A.4-9)`;
  }
  return null;
}

/** Replaces the stacks that may reinforce `side` (the map game recomputes them as the battle goes on). */
export function setReinforcementCandidates(
  state: BattleState,
  side: Side,
  candidates: readonly ReinforcementCandidateInput[],
): Result<BattleState, RuleError> {
  const parsed = z.array(reinforcementCandidateSchema).safeParse(candidates);
  if (!parsed.success) return err(Errors.badSetup(parsed.error.issues[0]!.message));
  const bad = checkCandidates(parsed.data);
  if (bad) return err(Errors.badSetup(bad));
  const next = draft(state);
  next.sides[side].reinforcements = parsed.data;
  return ok(next);
}

function draft(state: BattleState): BattleState {
  const copySide = (s: SideState): SideState => ({
    ...s,
    units: s.units.map((u) => ({ ...u })),
    characters: s.characters.map((c) => ({ ...c })),
    eliminated: [...s.eliminated],
    reinforcements: [...s.reinforcements],
    lastSiegeRoles: { ...s.lastSiegeRoles },
  });
  return { ...state, sides: { a: copySide(state.sides.a), b: copySide(state.sides.b) } };
}

// ---------------------------------------------------------------------------------------------------
// Whose decision, and what may be chosen

/** Sides with a decision pending now; empty once the battle is over. */
export function battleToAct(state: BattleState): Side[] {
  if (state.phase === 'declare') return SIDES.filter((s) => state.sides[s].declaration === null);
  if (state.phase === 'after-round') return SIDES.filter((s) => state.sides[s].afterRound === null);
  return [];
}

export type BattleChoices =
  | {
      readonly kind: 'declare';
      readonly units: readonly string[];
      readonly mayCharge: readonly string[];
      readonly characters: readonly { readonly id: string; readonly leadership: number; readonly mayAdd: boolean }[];
      /** III.D.2.a(2) under SSV-A21. */
      readonly leaderRequired: boolean;
      readonly siegeMachines: readonly string[];
      readonly siegeRolesDeclared: boolean;
    }
  | {
      readonly kind: 'after-round';
      readonly mayWithdraw: boolean;
      /** Why not, when withdrawal is barred. */
      readonly withdrawClause: string | null;
      readonly reinforcementCandidates: readonly string[];
    };

/** What `side` may decide now (the actions are combinations of these), or null when nothing is pending. */
export function battleActions(state: BattleState, side: Side): BattleChoices | null {
  if (!battleToAct(state).includes(side)) return null;
  const s = state.sides[side];
  if (state.phase === 'declare') {
    return {
      kind: 'declare',
      units: s.units.map((u) => u.id),
      mayCharge: s.units.filter((u) => canCharge(state, s, u) === null).map((u) => u.id),
      characters: s.characters.map((c) => ({ id: c.id, leadership: c.leadership, mayAdd: s.units.some((u) => u.race === c.race) })),
      leaderRequired: s.characters.length > 0 && state.options.leaderRequired === 'always',
      siegeMachines: s.units.filter((u) => u.siegeMachine).map((u) => u.id),
      siegeRolesDeclared: state.options.siegeMachineRole === 'declared',
    };
  }
  const barred = withdrawBar(state, side);
  return {
    kind: 'after-round',
    mayWithdraw: barred === null,
    withdrawClause: barred,
    reinforcementCandidates: s.reinforcements.map((r) => r.id),
  };
}

function canCharge(state: BattleState, s: SideState, u: UnitState): RuleError | null {
  if (!u.cavalry) return Errors.notCavalry(u.id);
  if (!state.circumstances.clear) return Errors.notClear();
  if (u.chargedLastRound) return Errors.chargedLastRound(u.id);
  if (s.withdrawal && !s.withdrawal.rearGuard.includes(u.id)) return Errors.withdrawingCharge(u.id);
  return null;
}

function withdrawBar(
  state: BattleState,
  side: Side,
): typeof CLAUSE.doOrDieAssault | typeof CLAUSE.doOrDieBreach | typeof CLAUSE.withdrawal | null {
  const { siege, besieged } = state.circumstances;
  if (besieged === side && siege === 'assault') return CLAUSE.doOrDieAssault;
  if (besieged === side && siege === 'breach') return CLAUSE.doOrDieBreach;
  if (state.sides[side].withdrawal) return CLAUSE.withdrawal;
  return null;
}

// ---------------------------------------------------------------------------------------------------
// Applying an action

export function parseBattleAction(input: unknown): Result<BattleAction, RuleError> {
  const parsed = battleActionSchema.safeParse(input);
  if (!parsed.success) return err(Errors.malformed(parsed.error.issues[0]!.message));
  return ok(parsed.data);
}

export function applyBattleAction(state: BattleState, side: Side, input: BattleActionInput, dice: Dice): Result<Applied, RuleError> {
  if (state.phase === 'over') return err(Errors.battleOver());
  if (!battleToAct(state).includes(side)) return err(Errors.notYourDecision(side));
  const parsed = parseBattleAction(input);
  if (!parsed.ok) return parsed;
  const action = parsed.value;
  const s = state.sides[side];
  if (action.type === 'declare') {
    if (state.phase !== 'declare') return err(Errors.wrongPhase(state.phase));
    const bad = checkDeclaration(state, side, action);
    if (bad) return err(bad);
    const next = draft(state);
    next.sides[side].declaration = action;
    const events: BattleEvent[] = [
      {
        type: 'declared',
        clause: 'III.D.2.b(2)',
        audience: [s.seat],
        round: state.round,
        side,
        declaration: reveal(next, side, action),
        array: action.array,
      },
      { type: 'decision-made', clause: 'III.D.2.b(2)', round: state.round, side, decision: 'declaration' },
    ];
    if (battleToAct(next).length === 0) resolveRound(next, dice, events);
    return ok({ state: next, events });
  }
  if (state.phase !== 'after-round') return err(Errors.wrongPhase(state.phase));
  if (action.type === 'withdraw') {
    const barred = withdrawBar(state, side);
    if (barred === CLAUSE.withdrawal) return err(Errors.alreadyWithdrawing());
    if (barred) return err(Errors.cannotWithdraw(barred));
    const bad = ownUnits(s, action.rearGuard);
    if (bad) return err(bad);
  } else {
    for (const id of action.reinforce) if (!s.reinforcements.some((r) => r.id === id)) return err(Errors.noCandidate(id));
    if (new Set(action.reinforce).size !== action.reinforce.length) return err(Errors.duplicate('a reinforcement'));
  }
  const next = draft(state);
  next.sides[side].afterRound = action;
  const events: BattleEvent[] = [
    { type: 'after-round-chosen', clause: 'III.D.7', audience: [s.seat], round: state.round, side, choice: report(action) },
    { type: 'decision-made', clause: 'III.D.7', round: state.round, side, decision: 'after-round' },
  ];
  if (battleToAct(next).length === 0) resolveAfterRound(next, dice, events);
  return ok({ state: next, events });
}

function ownUnits(s: SideState, ids: readonly string[]): RuleError | null {
  if (new Set(ids).size !== ids.length) return Errors.duplicate('a unit');
  for (const id of ids) if (!s.units.some((u) => u.id === id)) return Errors.notOwn(`unit ${id}`);
  return null;
}

function checkDeclaration(state: BattleState, side: Side, d: Declaration): RuleError | null {
  const s = state.sides[side];
  const bad = ownUnits(s, d.charge);
  if (bad) return bad;
  for (const id of d.charge) {
    const e = canCharge(state, s, s.units.find((u) => u.id === id)!);
    if (e) return e;
  }
  if (new Set(d.addToStrength).size !== d.addToStrength.length) return Errors.duplicate('a character');
  for (const id of d.addToStrength) {
    const c = s.characters.find((x) => x.id === id);
    if (!c) return Errors.notOwn(`character ${id}`);
    if (!s.units.some((u) => u.race === c.race)) return Errors.noSameRace(id);
  }
  if (d.leader !== null) {
    if (!s.characters.some((c) => c.id === d.leader)) return Errors.notOwn(`character ${d.leader}`);
    if (d.addToStrength.includes(d.leader)) return Errors.leaderAdds(d.leader);
  } else if (s.characters.length > 0) {
    const allAdd = s.characters.every((c) => d.addToStrength.includes(c.id));
    if (state.options.leaderRequired === 'always' || !allAdd) return Errors.leaderRequired();
  }
  if (d.array.length > 0) {
    if (d.array.length !== s.units.length || ownUnits(s, d.array)) return Errors.badArray();
  }
  const roles = Object.keys(d.siegeRoles);
  if (roles.length > 0 && state.options.siegeMachineRole !== 'declared') return Errors.rolesFixed();
  for (const id of roles) {
    const u = s.units.find((x) => x.id === id);
    if (!u) return Errors.notOwn(`unit ${id}`);
    if (!u.siegeMachine) return Errors.notMachine(id);
  }
  if (d.moraleLeadership) {
    const why = checkLeadershipPlan(d.moraleLeadership, s.characters, s.units);
    if (why) return Errors.badLeadership(why);
  }
  return null;
}

function siegeRolesOf(state: BattleState, side: Side, d: Declaration): Record<string, SiegeRole> {
  const roles: Record<string, SiegeRole> = {};
  const mode = state.options.siegeMachineRole;
  for (const u of state.sides[side].units) if (u.siegeMachine) roles[u.id] = mode === 'declared' ? (d.siegeRoles[u.id] ?? 'archer') : mode;
  return roles;
}

function leadershipPlanOf(state: BattleState, side: Side, d: Declaration): LeadershipUse[] {
  const s = state.sides[side];
  return d.moraleLeadership
    ? [...d.moraleLeadership]
    : defaultLeadershipPlan(state.options.moraleLeadership, s.characters, s.units, state.options);
}

function reveal(state: BattleState, side: Side, d: Declaration): RevealedDeclaration {
  return {
    charge: d.charge,
    addToStrength: d.addToStrength,
    leader: d.leader,
    siegeRoles: siegeRolesOf(state, side, d),
    moraleLeadership: leadershipPlanOf(state, side, d),
  };
}

const report = (c: AfterRoundChoice): AfterRoundReport =>
  c.type === 'withdraw'
    ? { choice: 'withdraw', rearGuard: c.rearGuard, reinforce: [] }
    : { choice: 'stay', rearGuard: [], reinforce: c.reinforce };

// ---------------------------------------------------------------------------------------------------
// Resolving a round

/** What a side brings to this round, from its state and declaration. */
export function sideInRound(state: BattleState, side: Side, d: Declaration): SideInRound {
  const s = state.sides[side];
  return {
    units: s.units,
    characters: s.characters,
    charging: d.charge,
    addToStrength: d.addToStrength,
    leader: d.leader,
    siegeRoles: siegeRolesOf(state, side, d),
    withdrawing: s.withdrawal !== null,
    rearGuard: s.withdrawal?.rearGuard ?? [],
  };
}

function resolveRound(state: BattleState, dice: Dice, events: BattleEvent[]): void {
  const round = state.round;
  const ctx = { round, siege: state.circumstances.siege };
  const decl = { a: state.sides.a.declaration!, b: state.sides.b.declaration! };
  events.push({
    type: 'declarations-revealed',
    clause: 'III.D.2.b(2)',
    round,
    a: reveal(state, 'a', decl.a),
    b: reveal(state, 'b', decl.b),
  });
  const inRound = { a: sideInRound(state, 'a', decl.a), b: sideInRound(state, 'b', decl.b) };
  const plans = { a: leadershipPlanOf(state, 'a', decl.a), b: leadershipPlanOf(state, 'b', decl.b) };

  // III.D.1: strengths.
  const strength = { a: sideStrength(inRound.a, ctx, state.options), b: sideStrength(inRound.b, ctx, state.options) };
  for (const side of SIDES) {
    const st = strength[side];
    events.push({ type: 'strength', clause: 'III.D.1', round, side, units: st.units, additions: st.additions, total: st.total });
  }
  // III.D.2: one die each, modified.
  const rolled = {} as Record<Side, number>;
  for (const side of SIDES) {
    const mods = dieModifiers(inRound[side], strength[side], strength[other(side)], ctx);
    const roll = dice.roll(6);
    rolled[side] = roll + totalModifier(mods);
    events.push({ type: 'die-roll', clause: 'III.D.2', round, side, roll, modifiers: mods, modified: rolled[side] });
  }
  // III.D.4: the loss table.
  const table = lossesFor(rolled.a, rolled.b);
  const inflicts = (side: Side, e: LossTableEntry): Frac =>
    roundLoss(percentOf(e.percent, strength[side].total), state.options.lossRounding);
  const entry = { a: table.a, b: table.b };
  const loss = { a: inflicts('b', table.b), b: inflicts('a', table.a) }; // losses each side must extract
  events.push({
    type: 'loss-table',
    clause: table.row.clause,
    round,
    higher: table.higher,
    difference: Math.abs(rolled.a - rolled.b),
    a: { percent: table.a.percent, inflicts: loss.b, morale: table.a.morale },
    b: { percent: table.b.percent, inflicts: loss.a, morale: table.b.morale },
  });

  const demoralizedThisRound = new Set<string>();
  const hit = (side: Side, unitId: string, cause: string) => {
    const s = state.sides[side];
    const u = s.units.find((x) => x.id === unitId);
    if (!u) return;
    const result = demoralize(u, demoralizedThisRound.has(unitId), state.options);
    if (result === 'demoralized') {
      u.demoralized = true;
      demoralizedThisRound.add(unitId);
      events.push({ type: 'demoralized', clause: 'V.C', round, side, unitId, cause });
    } else if (result === 'eliminated') {
      eliminate(state, side, unitId, 'V.C.1', events, cause);
    } else {
      events.push({ type: 'no-further-effect', clause: 'SSV-A28', round, side, unitId, cause });
    }
  };
  const check = (side: Side, u: UnitState, kind: 'special' | 'post-combat', modifier: number, clause: string) => {
    const use = leadershipFor(plans[side], u.id);
    const leadership = use?.points ?? 0;
    const r = moraleCheck({ rating: u.morale, leadership, modifier }, dice);
    events.push({
      type: 'morale-check',
      clause,
      round,
      side,
      unitId: u.id,
      kind,
      roll: r.roll,
      leadership,
      leadershipFrom: use?.characterId ?? null,
      modifier,
      modified: r.modified,
      rating: u.morale,
      passed: r.passed,
    });
    return r;
  };

  // III.D.3 and III.D.5: arrays and extraction.
  const arrays = {} as Record<Side, string[]>;
  for (const side of SIDES) {
    const s = state.sides[side];
    const order = arrangeArray(
      s.units.map((u) => ({ unitId: u.id, chargedLastRound: u.chargedLastRound })),
      decl[side].array,
      { charging: decl[side].charge, rearGuard: s.withdrawal?.rearGuard ?? [] },
    );
    arrays[side] = order.map((p) => p.unitId);
    events.push({ type: 'array', clause: 'III.D.3', round, side, order });
  }
  for (const side of SIDES) {
    const s = state.sides[side];
    const targets = arrays[side].map((id) => {
      const u = s.units.find((x) => x.id === id)!;
      return { unitId: id, lossStrength: lossStrengthOf(u, state.options.demoralizedStrength) };
    });
    const specialModifier =
      state.options.specialCheckModifier === 'table' && typeof entry[side].morale === 'number' ? entry[side].morale : 0;
    for (const step of extractLosses(targets, loss[side])) {
      events.push({
        type: 'loss',
        clause: step.clause,
        round,
        side,
        unitId: step.unitId,
        lossStrength: step.lossStrength,
        applied: step.applied,
        result: step.result,
        ...(step.band ? { band: step.band } : {}),
      });
      if (step.result === 'eliminated') {
        eliminate(state, side, step.unitId, 'III.D.5', events, 'III.D.5');
        continue;
      }
      const u = s.units.find((x) => x.id === step.unitId)!;
      const band = step.band!;
      const { effect } = partialLossEffect(band, () => check(side, u, 'special', specialModifier, band));
      if (effect === 'demoralize') hit(side, u.id, band);
      if (effect === 'eliminate') eliminate(state, side, u.id, band, events, band);
    }
  }

  // III.D.6: post-combat morale of every surviving unit.
  for (const side of SIDES) {
    const s = state.sides[side];
    const e = entry[side];
    const survivors = arrays[side].filter((id) => s.units.some((u) => u.id === id));
    if (e.morale === 'auto-pass') {
      events.push({ type: 'morale-automatic', clause: 'III.D.4.f', round, side, result: 'auto-pass' });
      continue;
    }
    if (e.morale === 'all-demoralized') {
      events.push({ type: 'morale-automatic', clause: 'III.D.4.f', round, side, result: 'all-demoralized' });
      for (const id of survivors) hit(side, id, 'III.D.4.f');
      continue;
    }
    for (const id of survivors) {
      const u = s.units.find((x) => x.id === id)!;
      if (!check(side, u, 'post-combat', e.morale, 'III.D.6').passed) hit(side, id, 'III.D.6');
    }
  }

  // Bookkeeping: who charged (III.D.5.a(1)), revealed siege roles, declarations spent.
  for (const side of SIDES) {
    const s = state.sides[side];
    for (const u of s.units) u.chargedLastRound = decl[side].charge.includes(u.id);
    s.lastSiegeRoles = inRound[side].siegeRoles as Record<string, SiegeRole>;
    s.declaration = null;
  }
  endOfRound(state, events);
}

function eliminate(state: BattleState, side: Side, unitId: string, clause: string, events: BattleEvent[], cause: string): void {
  const s = state.sides[side];
  const i = s.units.findIndex((u) => u.id === unitId);
  if (i < 0) return;
  const [u] = s.units.splice(i, 1);
  s.eliminated.push({ unit: u!, round: state.round, clause });
  events.push({ type: 'eliminated', clause, round: state.round, side, unitId, cause });
}

/** After a round: withdrawals that are due, the end of the battle (III.D.8), or the after-round choices. */
function endOfRound(state: BattleState, events: BattleEvent[]): void {
  const round = state.round;
  const status: Record<Side, SideStatus> = { a: 'holds', b: 'holds' };
  for (const side of SIDES) {
    const s = state.sides[side];
    if (!s.withdrawal || round < s.withdrawal.declaredAfterRound + state.options.withdrawalDelay || s.units.length === 0) continue;
    // III.D.7.a: the survivors leave, the characters with them (errata 12/1978).
    const sortie = state.circumstances.siege === 'sortie' && state.circumstances.besieged === side;
    s.withdrawn = { units: s.units, characters: s.characters, round };
    events.push({
      type: 'withdrew',
      clause: sortie ? 'IV.A.1' : 'III.D.7.a',
      round,
      side,
      unitIds: s.units.map((u) => u.id),
      characterIds: s.characters.map((c) => c.id),
      destination: sortie ? 'besieged-location' : 'adjacent-hex',
    });
    if (state.circumstances.siege === 'breach' && state.circumstances.besieged !== side) {
      events.push({ type: 'breach-repaired', clause: 'IV.D.2.c', round, side });
    }
    s.units = [];
    s.characters = [];
    status[side] = 'withdrew';
  }
  for (const side of SIDES) if (status[side] === 'holds' && state.sides[side].units.length === 0) status[side] = 'eliminated';
  const gone = (side: Side) => status[side] !== 'holds';
  if (gone('a') || gone('b')) {
    for (const side of SIDES) {
      const s = state.sides[side];
      if (status[side] === 'eliminated' && s.characters.length > 0 && !gone(other(side))) {
        // VII: characters left with enemy army units must battle them or be captured.
        events.push({ type: 'characters-stranded', clause: 'VII', round, side, characterIds: s.characters.map((c) => c.id) });
      }
    }
    const winner = gone('a') && gone('b') ? null : gone('a') ? 'b' : 'a';
    const why = winner ? `only side ${winner}'s units remain in the battle hex` : 'no units remain in the battle hex';
    finish(state, { winner, a: status.a, b: status.b, rounds: round, clause: 'III.D.8', why }, events);
    return;
  }
  if (state.options.roundLimit > 0 && round >= state.options.roundLimit) {
    finish(
      state,
      { winner: null, a: 'undecided', b: 'undecided', rounds: round, clause: 'SSV-A30', why: `no decision after ${round} rounds` },
      events,
    );
    return;
  }
  state.phase = 'after-round';
  for (const side of SIDES) {
    const s = state.sides[side];
    // A side with nothing to choose stays without being asked.
    if (s.withdrawal !== null || (withdrawBar(state, side) !== null && s.reinforcements.length === 0))
      s.afterRound = { type: 'stay', reinforce: [] };
  }
  if (battleToAct(state).length === 0) resolveAfterRound(state, null, events);
}

function finish(state: BattleState, outcome: BattleOutcome, events: BattleEvent[]): void {
  state.phase = 'over';
  state.outcome = outcome;
  for (const side of SIDES) {
    state.sides[side].declaration = null;
    state.sides[side].afterRound = null;
  }
  events.push({ type: 'battle-over', clause: outcome.clause, outcome });
}

/** III.D.7: withdrawals first; reinforcements only if neither side withdraws. `dice` null: no rolls can be needed. */
function resolveAfterRound(state: BattleState, dice: Dice | null, events: BattleEvent[]): void {
  const round = state.round;
  const choice = { a: state.sides.a.afterRound!, b: state.sides.b.afterRound! };
  events.push({ type: 'after-round-revealed', clause: 'III.D.7', round, a: report(choice.a), b: report(choice.b) });
  for (const side of SIDES) {
    const c = choice[side];
    if (c.type !== 'withdraw') continue;
    state.sides[side].withdrawal = { declaredAfterRound: round, rearGuard: c.rearGuard };
    events.push({
      type: 'withdrawal-declared',
      clause: 'III.D.7.a',
      round,
      side,
      rearGuard: c.rearGuard,
      leavesAfterRound: round + state.options.withdrawalDelay,
    });
  }
  const anyWithdrawal = SIDES.some((side) => state.sides[side].withdrawal !== null);
  if (!anyWithdrawal) {
    for (const side of SIDES) {
      const c = choice[side];
      if (c.type !== 'stay') continue;
      for (const id of c.reinforce) {
        if (!dice) throw new Error('reinforcement without dice');
        reinforce(state, side, id, dice, events);
      }
    }
  }
  for (const side of SIDES) state.sides[side].afterRound = null;
  state.round = round + 1;
  state.phase = 'declare';
}

function reinforce(state: BattleState, side: Side, stackId: string, dice: Dice, events: BattleEvent[]): void {
  const s = state.sides[side];
  const stack = s.reinforcements.find((r) => r.id === stackId)!;
  const leader = stack.characters.find((c) => c.id === stack.leaderId)!;
  const result = rollReinforcement(
    {
      enemyHighestMpCost: stack.enemyHighestMpCost,
      friendlyHighestMpCost: stack.friendlyHighestMpCost,
      leader: { id: leader.id, name: leader.name, leadership: leader.leadership },
      reactingMAs: stack.units.map((u) => u.movementAllowance!),
      faster: state.options.faster,
    },
    dice,
  );
  if (!result.ok) throw new Error(result.error.message); // candidates are checked when given
  events.push({ type: 'reinforcement-roll', clause: 'III.D.7.b', round: state.round, side, stackId, result: result.value });
  if (result.value.success) {
    const firstRound = state.round + 1;
    s.units.push(...stack.units.map((u: BattleUnit) => toUnitState(u, firstRound)));
    s.characters.push(...stack.characters);
    events.push({
      type: 'reinforcements-joined',
      clause: 'III.D.7.b',
      round: state.round,
      side,
      stackId,
      unitIds: stack.units.map((u) => u.id),
      characterIds: stack.characters.map((c) => c.id),
      firstRound,
    });
  }
  if (result.value.success || !state.options.reinforcementRetry) s.reinforcements = s.reinforcements.filter((r) => r.id !== stackId);
}

// ---------------------------------------------------------------------------------------------------
// Views

export type SideView = Omit<SideState, 'declaration' | 'afterRound'> & {
  declaration: Declaration | null;
  afterRound: AfterRoundChoice | null;
  /** Whether the side has made its pending decision (its content is shown only to itself). */
  decided: boolean;
};
export type BattleView = Omit<BattleState, 'sides'> & { sides: Record<Side, SideView> };

/**
 * What `viewer` may know: everything in the hex (VI.A: units in the same hex may examine each other),
 * but not the other side's pending declaration or after-round choice.
 */
export function battleView(state: BattleState, viewer: Side | typeof SPECTATOR): BattleView {
  const sideView = (side: Side): SideView => {
    const s = state.sides[side];
    const mine = viewer === side;
    return {
      ...s,
      declaration: mine ? s.declaration : null,
      afterRound: mine ? s.afterRound : null,
      decided: state.phase === 'declare' ? s.declaration !== null : state.phase === 'after-round' ? s.afterRound !== null : false,
    };
  };
  return { ...state, sides: { a: sideView('a'), b: sideView('b') } };
}

/** The events `viewer` may see. */
export function battleEventsFor(state: BattleState, events: readonly BattleEvent[], viewer: Side | typeof SPECTATOR): BattleEvent[] {
  return eventsFor(events, viewer === SPECTATOR ? SPECTATOR : state.sides[viewer].seat);
}

export type { BattleCharacter, BattleUnit, Circumstances, Side, UnitState };
