/**
 * Character vs Army combat (VII). The army's owner designates one unit, whose strength is multiplied by
 * 10 (basic strength in a Dragon Tunnel complex or on a Bridge, VII.A.1), with up to one character's
 * Leadership as a die modifier (VII.A). The characters' fighting strengths are summed (VII.A.2); a
 * monster fights alone (VII.A.2.a). The combat is conducted as a regular round (III.D), characters
 * counting as cavalry, and their losses become wounds shared out evenly (VII.A.3; SSV-A35 with the
 * map helper's SSV-A4: every full 10 points a wound, at least one for any loss, death at FS/10 wounds).
 *
 *   const c = createCharacterCombat({ army: { units: [orcs] }, party: { characters: [hero] } });
 *   let state = c.value.state;
 *   while (state.phase !== 'over') {
 *     const who = characterCombatToAct(state)!;
 *     state = applyCharacterCombatAction(state, who, autoDecideCharacterCombat(state)!, dice).value.state;
 *   }
 *
 * When a led unit is eliminated the combat becomes Character vs Character (VII.A.3.a(1)): the leader alone
 * against the characters, fought as VII.A.3 fights characters (SSV-A60; option characterVsCharacter
 * 'ends' stops there instead). Sequencing several monsters is the caller's
 * (see `monsterPairings`): one combat per monster, and one for all the other characters together.
 */
import { z } from 'zod';
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';
import type { GameEvent } from '../../../core/ruleset.js';
import { extractLosses, partialLossEffect, type PartialBand } from './extraction.js';
import { frac, percentOf, round as roundLoss, toNumber, type Frac } from './fraction.js';
import { lossesFor, type MoraleEffect } from './loss-table.js';
import { defaultLeadershipPlan, demoralize, leadershipFor, moraleCheck } from './morale.js';
import { battleOptionsSchema, type BattleOptions, type BattleOptionsInput } from './options.js';
import { hasTwice, type DieModifier } from './strength.js';
import {
  attackOf,
  battleCharacterSchema,
  battleUnitSchema,
  lossStrengthOf,
  toUnitState,
  type BattleCharacter,
  type BattleCharacterInput,
  type BattleUnitInput,
  type UnitState,
} from './types.js';

export type CvaSide = 'army' | 'party';

export interface CharacterCombatSetup {
  /** The army units in the hex (any may be designated) and the army's characters (leadership, morale). */
  readonly army: {
    readonly seat?: string;
    readonly units: readonly BattleUnitInput[];
    readonly characters?: readonly BattleCharacterInput[];
  };
  /** The characters battling: any number of non-monsters, or exactly one monster (VII.A.2.a). */
  readonly party: { readonly seat?: string; readonly characters: readonly BattleCharacterInput[] };
  /** VII.A.1: in a Dragon Tunnel complex or on a Bridge the unit uses its basic strength, not x10. */
  readonly basicStrength?: boolean;
  readonly options?: BattleOptionsInput;
}

export interface PartyMember extends BattleCharacter {
  dead: boolean;
}

export interface CharacterCombatState {
  readonly options: BattleOptions;
  readonly basicStrength: boolean;
  round: number;
  phase: 'designate' | 'fight' | 'over';
  army: {
    readonly seat: string;
    units: UnitState[];
    readonly characters: readonly BattleCharacter[];
    eliminated: string[];
    current: string | null;
    leaderId: string | null;
    /** Units that have already fought a round against a Killer Penguin (VII.A.2.a(1)). */
    penguinFought: string[];
    /** True when the current unit was Demoralized or eliminated: the owner may substitute (VII.A.3.a). */
    maySubstitute: boolean;
    /** The leader fighting alone once his led unit was eliminated: Character vs Character (VII.A.3.a(1), SSV-A60). */
    alone: PartyMember | null;
  };
  party: { readonly seat: string; members: PartyMember[]; withdrawal: { readonly declaredAfterRound: number } | null };
  outcome: CharacterCombatOutcome | null;
}

export interface CharacterCombatOutcome {
  readonly winner: CvaSide | null;
  readonly reason:
    | 'characters-killed'
    | 'unit-eliminated'
    | 'army-stops'
    | 'characters-withdrew'
    | 'character-vs-character'
    | 'leader-killed'
    | 'all-killed'
    | 'round-limit';
  readonly clause: string;
  readonly rounds: number;
}

type E<T extends string, F> = GameEvent & { readonly type: T; readonly clause: string } & F;
export type CharacterCombatEvent =
  | E<'cva-designated', { round: number; unitId: string; leaderId: string | null; substitute: boolean }>
  | E<'cva-strength', { round: number; army: number; party: number; armySteps: readonly string[]; alone?: string }>
  | E<'cva-die-roll', { round: number; by: CvaSide; roll: number; modifiers: readonly DieModifier[]; modified: number }>
  | E<
      'cva-loss-table',
      {
        round: number;
        higher: CvaSide | null;
        difference: number;
        army: { percent: number; inflicts: Frac; morale: MoraleEffect };
        party: { percent: number; inflicts: Frac };
      }
    >
  | E<
      'cva-loss',
      { round: number; unitId: string; lossStrength: number; applied: Frac; result: 'eliminated' | 'partial'; band?: PartialBand }
    >
  | E<
      'cva-morale-check',
      {
        round: number;
        unitId: string;
        kind: 'special' | 'post-combat';
        roll: number;
        leadership: number;
        modifier: number;
        modified: number;
        rating: number;
        passed: boolean;
      }
    >
  | E<'cva-morale-automatic', { round: number; unitId: string; result: 'auto-pass' | 'all-demoralized' }>
  | E<'cva-demoralized', { round: number; unitId: string; cause: string }>
  | E<'cva-eliminated', { round: number; unitId: string; cause: string }>
  | E<
      'cva-wounds',
      {
        round: number;
        loss: Frac;
        wounds: number;
        assigned: readonly { characterId: string; wounds: number; totalWounds: number; dead: boolean }[];
      }
    >
  | E<'cva-withdrawal-declared', { round: number; leavesAfterRound: number }>
  | E<'cva-characters-withdrew', { round: number; characterIds: readonly string[] }>
  | E<'cva-becomes-character-combat', { round: number; leaderId: string; against: readonly string[] }>
  | E<'cva-over', { outcome: CharacterCombatOutcome }>
  | E<'captured', { characterId: string }>
  | E<'must-fight', { characterId: string }>;

export const characterCombatActionSchema = z.discriminatedUnion('type', [
  /** The army designates (or substitutes) a unit and up to one leader; unitId null keeps the present unit or stops. */
  z.strictObject({
    type: z.literal('designate'),
    unitId: z.string().min(1).nullable(),
    leaderId: z.string().min(1).nullable().default(null),
  }),
  /** The characters fight a round; `woundPriority` names who takes the odd wounds first (VII.A.3). */
  z.strictObject({ type: z.literal('fight'), woundPriority: z.array(z.string().min(1)).optional() }),
  z.strictObject({ type: z.literal('withdraw') }),
]);
export type CharacterCombatActionInput = z.input<typeof characterCombatActionSchema>;
export type CharacterCombatAction = z.infer<typeof characterCombatActionSchema>;

const currentFs = (c: BattleCharacter): number => Math.max(0, c.fightingStrength - 10 * c.wounds);
/** SSV-A4: a character dies when his wounds reach FS/10. */
const isDead = (c: BattleCharacter): boolean => c.wounds * 10 >= c.fightingStrength;

/** SSV-A4: every full 10 points of loss is a wound, and any loss at all is at least one. */
export function woundsFor(loss: Frac): number {
  if (loss.n <= 0) return 0;
  return Math.max(1, Math.floor(toNumber(loss) / 10 + 1e-9));
}

/** The characters' losses as wounds, spread in the wound order (VII.A.3, SSV-A4, SSV-A35). */
function woundParty(
  state: CharacterCombatState,
  toParty: Frac,
  priority: readonly string[] | undefined,
  events: CharacterCombatEvent[],
): void {
  const wounds = woundsFor(toParty);
  if (wounds === 0) return;
  const given = assignWounds(wounds, woundOrder(state, priority));
  const assigned: { characterId: string; wounds: number; totalWounds: number; dead: boolean }[] = [];
  for (const m of state.party.members) {
    const w = given.get(m.id);
    if (!w) continue;
    m.wounds += w;
    m.dead = isDead(m);
    assigned.push({ characterId: m.id, wounds: w, totalWounds: m.wounds, dead: m.dead });
  }
  events.push({ type: 'cva-wounds', clause: 'VII.A.3', round: state.round, loss: toParty, wounds, assigned });
}

/** The fighting strength of the party's flyers (III.D.2.d); none while the party withdraws (III.D.7.a). */
function partyFlyingOf(state: CharacterCombatState, alive: readonly PartyMember[]): number {
  return state.party.withdrawal !== null ? 0 : alive.filter((m) => m.flying).reduce((n, m) => n + currentFs(m), 0);
}

interface Fighter {
  readonly strength: number;
  readonly flying: number;
  /** Its die modifiers so far; the flying modifier is added here. */
  readonly mods: DieModifier[];
}

/**
 * One round's exchange between the army's side (a unit, or a leader fighting alone) and the party:
 * III.D.2.d's flying modifier, both die rolls (III.D.2) and the losses each inflicts (III.D.4).
 */
function exchange(
  state: CharacterCombatState,
  dice: Dice,
  events: CharacterCombatEvent[],
  { army, party }: { army: Fighter; party: Fighter },
): { toParty: Frac; toArmy: Frac; table: ReturnType<typeof lossesFor> } {
  const round = state.round;
  if (hasTwice(frac(army.flying), frac(party.flying)))
    army.mods.push({ clause: 'III.D.2.d', value: 1, why: `flying ${army.flying} against ${party.flying}` });
  if (hasTwice(frac(party.flying), frac(army.flying)))
    party.mods.push({ clause: 'III.D.2.d', value: 1, why: `flying ${party.flying} against ${army.flying}` });
  const sumMods = (m: DieModifier[]) => m.reduce((n, x) => n + x.value, 0);
  const armyRoll = dice.roll(6);
  const partyRoll = dice.roll(6);
  const armyTotal = armyRoll + sumMods(army.mods);
  const partyTotal = partyRoll + sumMods(party.mods);
  events.push({ type: 'cva-die-roll', clause: 'III.D.2', round, by: 'army', roll: armyRoll, modifiers: army.mods, modified: armyTotal });
  events.push({
    type: 'cva-die-roll',
    clause: 'III.D.2',
    round,
    by: 'party',
    roll: partyRoll,
    modifiers: party.mods,
    modified: partyTotal,
  });

  const table = lossesFor(armyTotal, partyTotal);
  const toParty = roundLoss(percentOf(table.a.percent, frac(army.strength)), state.options.lossRounding);
  const toArmy = roundLoss(percentOf(table.b.percent, frac(party.strength)), state.options.lossRounding);
  events.push({
    type: 'cva-loss-table',
    clause: table.row.clause,
    round,
    higher: table.higher === 'a' ? 'army' : table.higher === 'b' ? 'party' : null,
    difference: Math.abs(armyTotal - partyTotal),
    army: { percent: table.a.percent, inflicts: toParty, morale: table.a.morale },
    party: { percent: table.b.percent, inflicts: toArmy },
  });
  return { toParty, toArmy, table };
}

/**
 * VII.A.3: wounds shared so that each character gets one before any gets two. `order` says who takes
 * the odd ones first (the owner's choice; by default SSV-A35).
 */
export function assignWounds(wounds: number, order: readonly string[]): Map<string, number> {
  const out = new Map<string, number>();
  if (order.length === 0) return out;
  for (let i = 0; i < wounds; i++) {
    const id = order[i % order.length]!;
    out.set(id, (out.get(id) ?? 0) + 1);
  }
  return out;
}

export function createCharacterCombat(
  setup: CharacterCombatSetup,
): Result<{ state: CharacterCombatState; events: CharacterCombatEvent[] }, RuleError> {
  const options = battleOptionsSchema.safeParse(setup.options ?? {});
  if (!options.success) return err(Errors.cvaSetup(`options: ${options.error.issues[0]!.message}`));
  const units = z.array(battleUnitSchema).safeParse(setup.army.units);
  const armyChars = z.array(battleCharacterSchema).safeParse(setup.army.characters ?? []);
  const party = z.array(battleCharacterSchema).safeParse(setup.party.characters);
  if (!units.success || !armyChars.success || !party.success) return err(Errors.cvaSetup('malformed units or characters'));
  if (units.data.length === 0) return err(Errors.cvaSetup('Character vs Army combat needs an army unit.'));
  const alive = party.data.filter((c) => !isDead(c));
  if (alive.length === 0) return err(Errors.cvaSetup('No living character to battle.'));
  if (alive.some((c) => c.monster) && alive.length > 1) return err(Errors.monstersAlone());
  const state: CharacterCombatState = {
    options: options.data,
    basicStrength: setup.basicStrength ?? false,
    round: 1,
    phase: 'designate',
    army: {
      seat: setup.army.seat ?? 'army',
      units: units.data.map((u) => toUnitState(u)),
      characters: armyChars.data,
      eliminated: [],
      current: null,
      leaderId: null,
      penguinFought: [],
      maySubstitute: false,
      alone: null,
    },
    party: { seat: setup.party.seat ?? 'party', members: alive.map((c) => ({ ...c, dead: false })), withdrawal: null },
    outcome: null,
  };
  return ok({ state, events: [] });
}

export function characterCombatToAct(state: CharacterCombatState): CvaSide | null {
  if (state.phase === 'designate') return 'army';
  if (state.phase === 'fight') return 'party';
  return null;
}

const isMonsterParty = (state: CharacterCombatState) => state.party.members.some((m) => m.monster);

function copy(state: CharacterCombatState): CharacterCombatState {
  return {
    ...state,
    army: {
      ...state.army,
      units: state.army.units.map((u) => ({ ...u })),
      eliminated: [...state.army.eliminated],
      penguinFought: [...state.army.penguinFought],
      alone: state.army.alone ? { ...state.army.alone } : null,
    },
    party: { ...state.party, members: state.party.members.map((m) => ({ ...m })) },
  };
}

export function applyCharacterCombatAction(
  state: CharacterCombatState,
  by: CvaSide,
  input: CharacterCombatActionInput,
  dice: Dice,
): Result<{ state: CharacterCombatState; events: CharacterCombatEvent[] }, RuleError> {
  if (state.phase === 'over') return err(Errors.cvaOver());
  if (characterCombatToAct(state) !== by) return err(Errors.cvaNotYours(by));
  const parsed = characterCombatActionSchema.safeParse(input);
  if (!parsed.success) return err(Errors.cvaMalformed(parsed.error.issues[0]!.message));
  const action = parsed.data;
  const next = copy(state);
  const events: CharacterCombatEvent[] = [];
  if (action.type === 'designate') {
    if (by !== 'army') return err(Errors.onlyArmyDesignates());
    const a = next.army;
    if (action.unitId === null) {
      if (a.current === null) {
        if (!a.maySubstitute) return err(Errors.mustDesignate());
        finish(next, { winner: 'party', reason: 'army-stops', clause: 'VII.A.3.a', rounds: next.round - 1 }, events);
        return ok({ state: next, events });
      }
      next.phase = 'fight';
      while (next.phase === 'fight' && next.party.withdrawal) resolveRound(next, dice, events, undefined);
      return ok({ state: next, events });
    }
    const unit = a.units.find((u) => u.id === action.unitId);
    if (!unit) return err(Errors.noArmyUnit(action.unitId));
    if (a.current !== null && !a.maySubstitute) return err(Errors.replaceOnlyWhenBeaten());
    const leaderId = action.leaderId;
    if (leaderId !== null) {
      const c = a.characters.find((x) => x.id === leaderId);
      if (!c) return err(Errors.noArmyCharacter(leaderId));
      if (c.leadership <= 0) return err(Errors.noLeadership(c.name));
    }
    const substitute = a.current !== null;
    a.current = unit.id;
    a.leaderId = leaderId;
    a.maySubstitute = false;
    events.push({
      type: 'cva-designated',
      clause: substitute ? 'VII.A.3.a' : 'VII.A',
      round: next.round,
      unitId: unit.id,
      leaderId,
      substitute,
    });
    next.phase = 'fight';
    while (next.phase === 'fight' && next.party.withdrawal) resolveRound(next, dice, events, undefined);
    return ok({ state: next, events });
  }
  if (by !== 'party') return err(Errors.onlyCharactersFight());
  if (action.type === 'withdraw') {
    if (isMonsterParty(state)) return err(Errors.monsterWithdraw());
    if (state.round === 1) return err(Errors.withdrawFirstRound());
    next.party.withdrawal = { declaredAfterRound: next.round - 1 };
    events.push({
      type: 'cva-withdrawal-declared',
      clause: 'VII.A.3',
      round: next.round - 1,
      leavesAfterRound: next.round - 1 + next.options.withdrawalDelay,
    });
    // Nothing left for the characters to decide: the remaining rounds are fought at once.
    while (next.phase === 'fight') resolveRound(next, dice, events, undefined);
    return ok({ state: next, events });
  }
  if (action.woundPriority) {
    for (const id of action.woundPriority) if (!next.party.members.some((m) => m.id === id)) return err(Errors.noCharacter(id));
  }
  resolveRound(next, dice, events, action.woundPriority);
  while (next.phase === 'fight' && next.party.withdrawal) resolveRound(next, dice, events, undefined);
  return ok({ state: next, events });
}

function finish(state: CharacterCombatState, outcome: CharacterCombatOutcome, events: CharacterCombatEvent[]): void {
  state.phase = 'over';
  state.outcome = outcome;
  events.push({ type: 'cva-over', clause: outcome.clause, outcome });
}

function woundOrder(state: CharacterCombatState, priority: readonly string[] | undefined): string[] {
  const alive = state.party.members.filter((m) => !m.dead);
  const ranked =
    state.options.woundOrder === 'listed'
      ? alive
      : [...alive].sort((x, y) => currentFs(y) - currentFs(x) || alive.indexOf(x) - alive.indexOf(y));
  if (!priority) return ranked.map((m) => m.id);
  const first = priority.filter((id) => ranked.some((m) => m.id === id));
  return [...first, ...ranked.map((m) => m.id).filter((id) => !first.includes(id))];
}

function resolveRound(
  state: CharacterCombatState,
  dice: Dice,
  events: CharacterCombatEvent[],
  priority: readonly string[] | undefined,
): void {
  if (state.army.alone) return resolveAloneRound(state, state.army.alone, dice, events, priority);
  const round = state.round;
  const a = state.army;
  const unit = a.units.find((u) => u.id === a.current)!;
  const scale = state.basicStrength ? 1 : 10;
  const withdrawing = state.party.withdrawal !== null;
  const armyStrength = attackOf(unit, state.options.demoralizedStrength) * scale;
  const alive = state.party.members.filter((m) => !m.dead);
  const partyStrength = withdrawing ? 0 : alive.reduce((n, m) => n + currentFs(m), 0);
  const armySteps = [state.basicStrength ? 'VII.A.1: basic strength (Dragon Tunnel complex or Bridge)' : 'VII.A.1: strength x10'];
  if (withdrawing) armySteps.push('III.D.7.a: the withdrawing characters inflict nothing');
  events.push({ type: 'cva-strength', clause: 'VII.A.1', round, army: armyStrength, party: partyStrength, armySteps });

  // III.D.2 with characters as cavalry (VII.A.3; SSV-A36).
  const armyMods: DieModifier[] = [];
  const leader = a.characters.find((c) => c.id === a.leaderId);
  if (leader) {
    armyMods.push({ clause: 'VII.A', value: leader.leadership, why: `${leader.name} assists (Leadership ${leader.leadership})` });
    if (leader.race !== unit.race) armyMods.push({ clause: 'III.D.2.a(1)', value: -1, why: `the unit is not ${leader.race}` });
  }
  const partyMods: DieModifier[] = [];
  const armyCav = frac(unit.cavalry ? armyStrength : 0);
  const partyCav = frac(partyStrength);
  if (hasTwice(armyCav, partyCav))
    armyMods.push({ clause: 'III.D.2.b', value: 1, why: `cavalry ${armyStrength} against the characters' ${partyStrength}` });
  if (hasTwice(partyCav, armyCav))
    partyMods.push({
      clause: 'VII.A.3',
      value: 1,
      why: `characters count as cavalry: ${partyStrength} against ${unit.cavalry ? armyStrength : 0}`,
    });
  if (unit.archer || unit.siegeMachine) armyMods.push({ clause: 'III.D.2.c', value: 1, why: 'archers against none' });
  const {
    toParty,
    toArmy: toUnit,
    table,
  } = exchange(state, dice, events, {
    army: { strength: armyStrength, flying: unit.flying ? armyStrength : 0, mods: armyMods },
    party: { strength: partyStrength, flying: partyFlyingOf(state, alive), mods: partyMods },
  });

  // The unit's losses (III.D.5 at x10) and morale (III.D.6).
  const plan = defaultLeadershipPlan(state.options.moraleLeadership, a.characters, [unit], state.options);
  const leadership = leadershipFor(plan, unit.id)?.points ?? 0;
  let demoralizedNow = false;
  let eliminatedBy: string | null = null;
  const hit = (cause: string) => {
    const r = demoralize(unit, demoralizedNow, state.options);
    if (r === 'demoralized') {
      unit.demoralized = true;
      demoralizedNow = true;
      events.push({ type: 'cva-demoralized', clause: 'V.C', round, unitId: unit.id, cause });
    } else if (r === 'eliminated') eliminatedBy = 'V.C.1';
  };
  const check = (kind: 'special' | 'post-combat', modifier: number, clause: string) => {
    const r = moraleCheck({ rating: unit.morale, leadership, modifier }, dice);
    events.push({
      type: 'cva-morale-check',
      clause,
      round,
      unitId: unit.id,
      kind,
      roll: r.roll,
      leadership,
      modifier,
      modified: r.modified,
      rating: unit.morale,
      passed: r.passed,
    });
    return r;
  };
  const lossStrength = lossStrengthOf(unit, state.options.demoralizedStrength) * (state.options.cvaLossStrength === 'basic' ? 1 : scale);
  for (const step of extractLosses([{ unitId: unit.id, lossStrength }], toUnit)) {
    events.push({
      type: 'cva-loss',
      clause: step.clause,
      round,
      unitId: unit.id,
      lossStrength,
      applied: step.applied,
      result: step.result,
      ...(step.band ? { band: step.band } : {}),
    });
    if (step.result === 'eliminated') {
      eliminatedBy = 'III.D.5';
      continue;
    }
    const band = step.band!;
    const special = state.options.specialCheckModifier === 'table' && typeof table.a.morale === 'number' ? table.a.morale : 0;
    const { effect } = partialLossEffect(band, () => check('special', special, band));
    if (effect === 'demoralize') hit(band);
    if (effect === 'eliminate') eliminatedBy = band;
  }
  if (eliminatedBy === null) {
    const m = table.a.morale;
    if (m === 'auto-pass') events.push({ type: 'cva-morale-automatic', clause: 'III.D.4.f', round, unitId: unit.id, result: 'auto-pass' });
    else if (m === 'all-demoralized') {
      events.push({ type: 'cva-morale-automatic', clause: 'III.D.4.f', round, unitId: unit.id, result: 'all-demoralized' });
      hit('III.D.4.f');
    } else if (!check('post-combat', m, 'III.D.6').passed) hit('III.D.6');
  }
  // VII.A.2.a(1): after its first round against a Killer Penguin the unit is Demoralized.
  const penguin = alive.some((m) => m.killerPenguin) && !a.penguinFought.includes(unit.id);
  if (penguin) {
    a.penguinFought.push(unit.id);
    if (eliminatedBy === null) hit('VII.A.2.a(1)');
  }
  const eliminated = eliminatedBy !== null;
  if (eliminatedBy !== null) {
    a.units = a.units.filter((u) => u.id !== unit.id);
    a.eliminated.push(unit.id);
    events.push({ type: 'cva-eliminated', clause: eliminatedBy, round, unitId: unit.id, cause: eliminatedBy });
  }

  // The characters' losses as wounds (VII.A.3, SSV-A4, SSV-A35).
  woundParty(state, toParty, priority, events);

  // What now.
  const outcome = (o: Omit<CharacterCombatOutcome, 'rounds'>) => finish(state, { ...o, rounds: round }, events);
  state.round = round + 1;
  const living = state.party.members.filter((m) => !m.dead);
  if (living.length === 0) return outcome({ winner: 'army', reason: 'characters-killed', clause: 'VII.A.3' });
  if (eliminated && a.leaderId) {
    events.push({
      type: 'cva-becomes-character-combat',
      clause: 'VII.A.3.a(1)',
      round,
      leaderId: a.leaderId,
      against: living.map((m) => m.id),
    });
    if (state.options.characterVsCharacter === 'ends')
      return outcome({ winner: null, reason: 'character-vs-character', clause: 'VII.A.3.a(1); SSV-A60' });
    // "with all the enemy characters against the lone character": the leader now fights them himself.
    const leaderCard = a.characters.find((c) => c.id === a.leaderId)!;
    a.alone = { ...leaderCard, dead: false };
    a.current = null;
    a.maySubstitute = false;
    state.phase = 'fight';
    return;
  }
  if (state.party.withdrawal && round >= state.party.withdrawal.declaredAfterRound + state.options.withdrawalDelay) {
    events.push({ type: 'cva-characters-withdrew', clause: 'VII.A.3', round, characterIds: living.map((m) => m.id) });
    return outcome({ winner: null, reason: 'characters-withdrew', clause: 'VII.A.3' });
  }
  if (eliminated) {
    a.current = null;
    // A monster's bout ends when it eliminates its unit (VII.A.2.a); others may face a substitute (VII.A.3.a).
    if (a.units.length === 0 || isMonsterParty(state))
      return outcome({ winner: 'party', reason: 'unit-eliminated', clause: isMonsterParty(state) ? 'VII.A.2.a' : 'VII.A.3.a' });
    a.maySubstitute = true;
    state.phase = 'designate';
    return;
  }
  if (state.options.roundLimit > 0 && round >= state.options.roundLimit)
    return outcome({ winner: null, reason: 'round-limit', clause: 'SSV-A30' });
  if (demoralizedNow && a.units.length > 1) {
    a.maySubstitute = true;
    state.phase = 'designate';
    return;
  }
  state.phase = 'fight';
}

/**
 * One round of Character vs Character (VII.A.3.a(1), SSV-A60): the lone leader's fighting strength against
 * the characters' sum, as VII.A.3 conducts Character vs Army: both sides count as cavalry, losses on the
 * III.D.4 table are wounds on both sides (SSV-A4), the characters' shared out as before. No morale checks.
 */
function resolveAloneRound(
  state: CharacterCombatState,
  lone: PartyMember,
  dice: Dice,
  events: CharacterCombatEvent[],
  priority: readonly string[] | undefined,
): void {
  const round = state.round;
  const withdrawing = state.party.withdrawal !== null;
  const alive = state.party.members.filter((m) => !m.dead);
  const loneStrength = currentFs(lone);
  const partyStrength = withdrawing ? 0 : alive.reduce((n, m) => n + currentFs(m), 0);
  const armySteps = [`VII.A.3.a(1): ${lone.name} alone, fighting strength ${loneStrength}`];
  if (withdrawing) armySteps.push('III.D.7.a: the withdrawing characters inflict nothing');
  events.push({ type: 'cva-strength', clause: 'VII.A.3.a(1)', round, army: loneStrength, party: partyStrength, armySteps, alone: lone.id });

  const armyMods: DieModifier[] = [];
  const partyMods: DieModifier[] = [];
  const cavalry = (own: number, opp: number) => ({
    clause: 'VII.A.3',
    value: 1,
    why: `characters count as cavalry: ${own} against ${opp}`,
  });
  if (hasTwice(frac(loneStrength), frac(partyStrength))) armyMods.push(cavalry(loneStrength, partyStrength));
  if (hasTwice(frac(partyStrength), frac(loneStrength))) partyMods.push(cavalry(partyStrength, loneStrength));
  const { toParty, toArmy: toLone } = exchange(state, dice, events, {
    army: { strength: loneStrength, flying: lone.flying ? loneStrength : 0, mods: armyMods },
    party: { strength: partyStrength, flying: partyFlyingOf(state, alive), mods: partyMods },
  });

  const loneWounds = woundsFor(toLone);
  if (loneWounds > 0) {
    lone.wounds += loneWounds;
    lone.dead = isDead(lone);
    events.push({
      type: 'cva-wounds',
      clause: 'VII.A.3.a(1)',
      round,
      loss: toLone,
      wounds: loneWounds,
      assigned: [{ characterId: lone.id, wounds: loneWounds, totalWounds: lone.wounds, dead: lone.dead }],
    });
  }
  woundParty(state, toParty, priority, events);

  const outcome = (o: Omit<CharacterCombatOutcome, 'rounds'>) => finish(state, { ...o, rounds: round }, events);
  state.round = round + 1;
  const living = state.party.members.filter((m) => !m.dead);
  if (living.length === 0)
    return outcome(
      lone.dead
        ? { winner: null, reason: 'all-killed', clause: 'VII.A.3.a(1)' }
        : { winner: 'army', reason: 'characters-killed', clause: 'VII.A.3.a(1)' },
    );
  if (lone.dead) return outcome({ winner: 'party', reason: 'leader-killed', clause: 'VII.A.3.a(1)' });
  if (state.party.withdrawal && round >= state.party.withdrawal.declaredAfterRound + state.options.withdrawalDelay) {
    events.push({ type: 'cva-characters-withdrew', clause: 'VII.A.3', round, characterIds: living.map((m) => m.id) });
    return outcome({ winner: null, reason: 'characters-withdrew', clause: 'VII.A.3' });
  }
  if (state.options.roundLimit > 0 && round >= state.options.roundLimit)
    return outcome({ winner: null, reason: 'round-limit', clause: 'SSV-A30' });
  state.phase = 'fight';
}

/** A default for each decision: the army designates its strongest unit and best leader; characters fight on while ahead, else withdraw. */
export function autoDecideCharacterCombat(state: CharacterCombatState): CharacterCombatAction | null {
  const who = characterCombatToAct(state);
  if (!who) return null;
  const a = state.army;
  if (who === 'army') {
    if (a.current !== null && !a.units.find((u) => u.id === a.current)?.demoralized)
      return { type: 'designate', unitId: null, leaderId: null };
    const good = a.units.filter((u) => !u.demoralized && u.id !== a.current);
    const pool = good.length > 0 ? good : a.units;
    const best = [...pool].sort(
      (x, y) => attackOf(y, state.options.demoralizedStrength) - attackOf(x, state.options.demoralizedStrength),
    )[0]!;
    if (a.current !== null && best.id === a.current) return { type: 'designate', unitId: null, leaderId: null };
    // A led unit's elimination puts the leader himself into Character vs Character (VII.A.3.a(1)); the default does not take that risk.
    return { type: 'designate', unitId: best.id, leaderId: null };
  }
  if (isMonsterParty(state) || state.round === 1) return { type: 'fight' };
  const alive = state.party.members.filter((m) => !m.dead);
  const party = alive.reduce((n, m) => n + currentFs(m), 0);
  const unit = a.units.find((u) => u.id === a.current);
  const army = a.alone ? currentFs(a.alone) : unit ? attackOf(unit, state.options.demoralizedStrength) * (state.basicStrength ? 1 : 10) : 0;
  return party * 2 < army ? { type: 'withdraw' } : { type: 'fight' };
}

/** VII preamble: characters that battle no army unit are captured; monsters cannot be, and must fight (VII.A.2.b). */
export function captureUnengaged(characters: readonly BattleCharacterInput[], engaged: readonly string[]): CharacterCombatEvent[] {
  return characters
    .filter((c) => !engaged.includes(c.id))
    .map(
      (c): CharacterCombatEvent =>
        c.monster ? { type: 'must-fight', clause: 'VII.A.2.b', characterId: c.id } : { type: 'captured', clause: 'VII', characterId: c.id },
    );
}

/**
 * VII.A.2.a: each monster attacks a separate army unit; when no more are available, the rest attack
 * sequentially (unitId null: the owner designates a unit once an earlier bout ends).
 */
export function monsterPairings(monsterIds: readonly string[], unitIds: readonly string[]): { monsterId: string; unitId: string | null }[] {
  return monsterIds.map((monsterId, i) => ({ monsterId, unitId: unitIds[i] ?? null }));
}
