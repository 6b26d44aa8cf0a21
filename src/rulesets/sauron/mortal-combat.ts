/**
 * Mortal Combat (22.0-22.4) as a small state machine:
 *
 *   challenged --accept--> closing --move(reached)--> fighting --round...--> over
 *            \--refuse--> over (22.3)          \--(already in one hex)--/
 *
 * 22.0: a phasing leader may challenge an opposing leader within 4 hexes (the caller gives the
 * distance). 22.4: only a leader whose summed Combat and Morale differ by 3 or less (SAU-A17 says which
 * ratings). 22.1: the challenged leader moves first; if he cannot reach the challenger's hex, the
 * challenger moves, and so on until one succeeds (the caller reports each movement phase: SAU-A22).
 * 22.2: both attack at once, wounds applied at the end of each round, until one or both are dead
 * (SAU-A3: each leader rolls as attacker with his own total less his foe's). 22.3: a refusal costs
 * the refuser's side his current Rally Points and his rally that turn.
 *
 *   let s = createChallenge({ challenger, defender, distance: 3 });            // Result
 *   s = applyMortalAction(state, 'sauron', { type: 'accept' }, dice);          // the defender's controller
 *   s = applyMortalAction(state, 'westernesse', { type: 'move', reached: true }, dice);
 *   s = applyMortalAction(state, 'sauron', { type: 'fight' }, dice);           // rounds to the death
 */
import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { COMBAT_TABLE, type CombatTable, type Side } from './data.js';
import type { DemoralizationChange, EnduranceLost, Ev, LeaderKilled } from './events.js';
import { combatColumn, combatTotal, crtLookup, isDead, loseEndurance } from './leader-combat.js';
import type { Fighter } from './ratings.js';
import { Errors } from './errors.js';

/** Who controls a leader: one of the two sides, or a third player (16.69). */
export type Controller = Side | 'third';

/** 22.0: challenges reach this many hexes. */
export const CHALLENGE_HEXES = 4;
/** 22.4: summed ratings may differ by at most this. */
export const CHALLENGE_DIFFERENCE = 3;

export interface Combatant extends Fighter {
  readonly controller: Controller;
  readonly kind: 'leader' | 'beast';
  /** 22.4: summed Combat and Morale (SAU-A17). */
  readonly sum: number;
  /** His current Rally Points: what a refusal costs his side (22.3; SAU-A24). */
  readonly rally: number;
  /**
   * SAU-A10 ('overthrown'): a round that would kill him overthrows him instead: he lives one Endurance
   * point short of death, loses the Ring (16.61) and the combat ends. Set for Sauron wearing the Ring.
   */
  readonly overthrowable?: boolean;
}

export type MortalMode = 'both-roll' | 'one-die';
export type Role = 'challenger' | 'defender';

export interface MortalOutcome {
  readonly result: 'refused' | 'killed' | 'both-killed' | 'lapsed' | 'overthrown';
  /** The survivor of a fight (after an overthrow: the living foe); null after a refusal, a lapse, or when both die. */
  readonly winnerId: string | null;
  readonly deadIds: readonly string[];
  readonly rounds: number;
  readonly clause: string;
}

interface MortalCombatBase {
  readonly challenger: Combatant;
  readonly defender: Combatant;
  readonly distance: number;
  readonly mode: MortalMode;
  readonly round: number;
}

/** A Mortal Combat by its stage: only leaders closing have a mover, only a combat over has an outcome. */
export type MortalCombatState =
  | (MortalCombatBase & { readonly phase: 'challenged' | 'fighting'; readonly mover: null; readonly outcome: null })
  /** `mover`: who moves next (22.1: the challenged leader first, then each in turn). */
  | (MortalCombatBase & { readonly phase: 'closing'; readonly mover: Role; readonly outcome: null })
  | (MortalCombatBase & { readonly phase: 'over'; readonly mover: null; readonly outcome: MortalOutcome });

type Attack = Ev<
  'mortal-attack',
  {
    round: number;
    attackerId: string;
    defenderId: string;
    attackerTotal: number;
    defenderTotal: number;
    differential: number;
    column: number;
    die: number;
    result: string;
  }
>;

export type MortalEvent =
  | Ev<'challenge', { challengerId: string; defenderId: string; distance: number; challengerSum: number; defenderSum: number }>
  | Ev<'challenge-accepted', { defenderId: string }>
  | Ev<'challenge-refused', { defenderId: string; rallyPoints: number }>
  | Ev<'rally-forbidden', { leaderId: string }>
  | Ev<'meet-attempt', { leaderId: string; reached: boolean; next: string | null }>
  | Ev<'mortal-combat-begins', { challengerId: string; defenderId: string }>
  | Attack
  | Ev<'mortal-round', { round: number; losses: Readonly<Record<string, number>> }>
  | Ev<'mortal-combat-over', { outcome: MortalOutcome; why?: string }>
  /** SAU-A10: Sauron overthrown instead of killed; the Ring goes to `byId` (null: the foe fell too, and it lies in the hex). */
  | Ev<'overthrown', { leaderId: string; byId: string | null; wounds: number }>
  | DemoralizationChange
  | EnduranceLost
  | LeaderKilled;

export const mortalActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('accept') }),
  z.strictObject({ type: z.literal('refuse') }),
  /** 22.1: the mover's movement phase ended; did he reach the other's hex? */
  z.strictObject({ type: z.literal('move'), reached: z.boolean() }),
  /** 22.2: one round. */
  z.strictObject({ type: z.literal('round') }),
  /** 22.2: rounds until one or both are dead. */
  z.strictObject({ type: z.literal('fight') }),
  /** Always refused once accepted: 22.1, 22.2. */
  z.strictObject({ type: z.literal('break-off') }),
]);
export type MortalAction = z.infer<typeof mortalActionSchema>;

export interface ChallengeSetup {
  readonly challenger: Combatant;
  readonly defender: Combatant;
  /** Hexes between them (the caller measures). */
  readonly distance: number;
  /** 22.0: only a phasing leader may challenge; default true. */
  readonly phasing?: boolean;
  readonly mode?: MortalMode;
}

/** 22.0, 22.4 (and SAU-A20): may `challenger` challenge `defender` at this distance? */
export function mayChallenge(setup: ChallengeSetup): Result<true, RuleError> {
  const { challenger: c, defender: d, distance } = setup;
  if (setup.phasing === false) return err(Errors.notPhasingChallenger(c.name));
  for (const x of [c, d]) {
    if (x.kind !== 'leader') return err(Errors.notALeader(x.name, 'fight'));
    if (isDead(x)) return err(Errors.leaderDead(x.name));
  }
  if (c.controller === d.controller) return err(Errors.notOpposing(d.name));
  if (!Number.isInteger(distance) || distance < 0) return err(Errors.badDistance(distance));
  if (distance > CHALLENGE_HEXES) return err(Errors.challengeTooFar(d.name, distance, CHALLENGE_HEXES));
  const diff = Math.abs(c.sum - d.sum);
  if (diff > CHALLENGE_DIFFERENCE) {
    return err(Errors.ratingsDiffer(c.name, c.sum, d.name, d.sum, diff, CHALLENGE_DIFFERENCE));
  }
  return ok(true);
}

export function createChallenge(setup: ChallengeSetup): Result<{ state: MortalCombatState; events: MortalEvent[] }, RuleError> {
  const may = mayChallenge(setup);
  if (!may.ok) return may;
  const state: MortalCombatState = {
    phase: 'challenged',
    challenger: setup.challenger,
    defender: setup.defender,
    distance: setup.distance,
    mode: setup.mode ?? 'both-roll',
    mover: null,
    round: 0,
    outcome: null,
  };
  return ok({
    state,
    events: [
      {
        type: 'challenge',
        clause: '22.0',
        challengerId: setup.challenger.id,
        defenderId: setup.defender.id,
        distance: setup.distance,
        challengerSum: setup.challenger.sum,
        defenderSum: setup.defender.sum,
      },
    ],
  });
}

/** Who decides now: the challenged leader's controller, the mover's, or either fighter's; none when over. */
export function mortalToAct(s: MortalCombatState): Controller[] {
  switch (s.phase) {
    case 'challenged':
      return [s.defender.controller];
    case 'closing':
      return [s[s.mover].controller];
    case 'fighting':
      return [s.challenger.controller, s.defender.controller];
    case 'over':
      return [];
  }
}

export function mortalLegalActions(s: MortalCombatState, by: Controller): MortalAction[] {
  if (!mortalToAct(s).includes(by)) return [];
  switch (s.phase) {
    case 'challenged':
      return [{ type: 'accept' }, { type: 'refuse' }];
    case 'closing':
      return [
        { type: 'move', reached: true },
        { type: 'move', reached: false },
      ];
    case 'fighting':
      return [{ type: 'round' }, { type: 'fight' }];
    case 'over':
      return [];
  }
}

/** The fighters' current ratings from outside (the record keeper), keeping the combat where it is. */
export function withCombatants(s: MortalCombatState, challenger: Combatant, defender: Combatant): MortalCombatState {
  return { ...s, challenger, defender };
}

/** SAU-A22: a challenge ends without combat (a leader died of something else before they met). */
export function lapse(s: MortalCombatState, why: string): { state: MortalCombatState; events: MortalEvent[] } {
  if (s.phase === 'over') return { state: s, events: [] };
  const outcome: MortalOutcome = {
    result: 'lapsed',
    winnerId: null,
    deadIds: [s.challenger, s.defender].filter(isDead).map((c) => c.id),
    rounds: s.round,
    clause: 'SAU-A22',
  };
  return {
    state: { ...s, phase: 'over', mover: null, outcome },
    events: [{ type: 'mortal-combat-over', clause: 'SAU-A22', outcome, why }],
  };
}

/**
 * One round of Mortal Combat between two fighters (22.2): totals from the wounds at the start of the
 * round, every loss applied together at its end. SAU-A3 ('both-roll'): each rolls one die as the
 * attacker, the first fighter first; 'one-die': the first fighter rolls once for both.
 */
export function mortalRound(
  a: Fighter,
  b: Fighter,
  dice: Dice,
  mode: MortalMode = 'both-roll',
  round = 1,
  table: CombatTable = COMBAT_TABLE,
): { a: Fighter; b: Fighter; events: MortalEvent[] } {
  const events: MortalEvent[] = [];
  const lossA = { n: 0 };
  const lossB = { n: 0 };
  const attack = (att: Fighter, def: Fighter, attLoss: { n: number }, defLoss: { n: number }) => {
    const attackerTotal = combatTotal(att);
    const defenderTotal = combatTotal(def);
    const differential = attackerTotal - defenderTotal;
    const column = combatColumn(differential, table);
    const die = dice.roll(table.rows.length);
    const cell = crtLookup(column, die, table);
    attLoss.n += cell.attacker;
    defLoss.n += cell.defender;
    events.push({
      type: 'mortal-attack',
      clause: mode === 'both-roll' ? 'SAU-A3' : '22.2',
      round,
      attackerId: att.id,
      defenderId: def.id,
      attackerTotal,
      defenderTotal,
      differential,
      column,
      die,
      result: cell.code,
    });
  };
  attack(a, b, lossA, lossB);
  if (mode === 'both-roll') attack(b, a, lossB, lossA);
  events.push({ type: 'mortal-round', clause: '22.2', round, losses: { [a.id]: lossA.n, [b.id]: lossB.n } });
  const ra = loseEndurance(a, lossA.n, `Mortal Combat with ${b.name}`, '22.2');
  const rb = loseEndurance(b, lossB.n, `Mortal Combat with ${a.name}`, '22.2');
  events.push(...ra.events, ...rb.events);
  return { a: ra.fighter, b: rb.fighter, events };
}

/**
 * SAU-A10 ('overthrown'): a fighter marked overthrowable whom the round would kill lives instead, one
 * Endurance point short of death (his wounds from the round capped there, his death struck out), and is
 * overthrown: the Mortal Combat ends and the record hands the Ring on (16.61).
 */
function overthrow(
  r: { a: Fighter; b: Fighter; events: MortalEvent[] },
  before: readonly [Fighter, Fighter],
  who: readonly [Combatant, Combatant],
): { a: Fighter; b: Fighter; events: MortalEvent[]; overthrown: string | null } {
  const pairs: [Fighter, Fighter, Combatant, Fighter][] = [
    [r.a, before[0], who[0], r.b],
    [r.b, before[1], who[1], r.a],
  ];
  for (const [f, was, c, foe] of pairs) {
    if (!c.overthrowable || !isDead(f)) continue;
    const wounds = Math.max(was.wounds, f.endurance - 1);
    const events: MortalEvent[] = [];
    for (const e of r.events) {
      if (e.type === 'leader-killed' && e.leaderId === f.id) continue;
      if (e.type === 'endurance-lost' && e.leaderId === f.id) {
        if (wounds > was.wounds) events.push({ ...e, points: wounds - was.wounds, wounds });
        continue;
      }
      events.push(e);
    }
    events.push({ type: 'overthrown', clause: 'SAU-A10', leaderId: f.id, byId: isDead(foe) ? null : foe.id, wounds });
    const saved = { ...f, wounds };
    return { a: f === r.a ? saved : r.a, b: f === r.b ? saved : r.b, events, overthrown: f.id };
  }
  return { ...r, overthrown: null };
}

/** A safety net only: every cell of the table costs someone Endurance, so a fight always ends long before. */
const ROUND_GUARD = 1000;

export function applyMortalAction(
  s: MortalCombatState,
  by: Controller,
  action: MortalAction,
  dice: Dice,
  table: CombatTable = COMBAT_TABLE,
): Result<{ state: MortalCombatState; events: MortalEvent[] }, RuleError> {
  if (s.phase === 'over') return err(Errors.combatOver());
  if (action.type === 'break-off') {
    if (s.phase === 'fighting') return err(Errors.mayNotStop('fighting'));
    if (s.phase === 'closing') return err(Errors.mayNotStop('closing'));
    return err(Errors.notAccepted());
  }
  if (!mortalToAct(s).includes(by)) {
    const who = s.phase === 'challenged' ? s.defender.name : s.phase === 'closing' ? s[s.mover].name : 'the fighters';
    return err(Errors.notYourDecision(who, s.phase === 'fighting'));
  }
  switch (s.phase) {
    case 'challenged': {
      if (action.type === 'accept') {
        const events: MortalEvent[] = [{ type: 'challenge-accepted', clause: '22.1', defenderId: s.defender.id }];
        if (s.distance === 0) {
          events.push({ type: 'mortal-combat-begins', clause: '22.1', challengerId: s.challenger.id, defenderId: s.defender.id });
          return ok({ state: { ...s, phase: 'fighting', mover: null }, events });
        }
        return ok({ state: { ...s, phase: 'closing', mover: 'defender' }, events });
      }
      if (action.type === 'refuse') {
        const d = s.defender;
        const outcome: MortalOutcome = { result: 'refused', winnerId: null, deadIds: [], rounds: 0, clause: '22.3' };
        const events: MortalEvent[] = [{ type: 'challenge-refused', clause: '22.3', defenderId: d.id, rallyPoints: d.rally }];
        if (d.controller !== 'third' && d.rally > 0) {
          events.push({
            type: 'demoralization-change',
            clause: '22.3',
            side: d.controller,
            points: d.rally,
            cause: `${d.name} refused a challenge`,
          });
        }
        events.push({ type: 'rally-forbidden', clause: '22.3', leaderId: d.id });
        events.push({ type: 'mortal-combat-over', clause: '22.3', outcome });
        return ok({ state: { ...s, phase: 'over', mover: null, outcome }, events });
      }
      return err(Errors.acceptOrRefuse(s.defender.name));
    }
    case 'closing': {
      if (action.type !== 'move') return err(Errors.stillClosing());
      const mover = s[s.mover];
      if (action.reached) {
        return ok({
          state: { ...s, phase: 'fighting', mover: null },
          events: [
            { type: 'meet-attempt', clause: '22.1', leaderId: mover.id, reached: true, next: null },
            { type: 'mortal-combat-begins', clause: '22.1', challengerId: s.challenger.id, defenderId: s.defender.id },
          ],
        });
      }
      const next: Role = s.mover === 'defender' ? 'challenger' : 'defender';
      return ok({
        state: { ...s, mover: next },
        events: [{ type: 'meet-attempt', clause: '22.1', leaderId: mover.id, reached: false, next: s[next].id }],
      });
    }
    case 'fighting': {
      if (action.type !== 'round' && action.type !== 'fight') return err(Errors.mayNotStop('round'));
      let a: Fighter = s.challenger;
      let b: Fighter = s.defender;
      let round = s.round;
      const events: MortalEvent[] = [];
      let overthrown: string | null = null;
      do {
        round++;
        const r = overthrow(mortalRound(a, b, dice, s.mode, round, table), [a, b], [s.challenger, s.defender]);
        a = r.a;
        b = r.b;
        overthrown = r.overthrown;
        events.push(...r.events);
      } while (action.type === 'fight' && !isDead(a) && !isDead(b) && overthrown === null && round < ROUND_GUARD);
      const next = {
        ...s,
        challenger: { ...s.challenger, wounds: a.wounds },
        defender: { ...s.defender, wounds: b.wounds },
        round,
      };
      if (overthrown !== null) {
        const foe = overthrown === a.id ? b : a;
        const outcome: MortalOutcome = {
          result: 'overthrown',
          winnerId: isDead(foe) ? null : foe.id,
          deadIds: isDead(foe) ? [foe.id] : [],
          rounds: round,
          clause: 'SAU-A10',
        };
        events.push({ type: 'mortal-combat-over', clause: 'SAU-A10', outcome });
        return ok({ state: { ...next, phase: 'over', mover: null, outcome }, events });
      }
      if (!isDead(a) && !isDead(b)) return ok({ state: next, events });
      const deadIds = [a, b].filter(isDead).map((f) => f.id);
      const winnerId = deadIds.length === 2 ? null : isDead(a) ? b.id : a.id;
      const outcome: MortalOutcome = {
        result: deadIds.length === 2 ? 'both-killed' : 'killed',
        winnerId,
        deadIds,
        rounds: round,
        clause: '22.2',
      };
      events.push({ type: 'mortal-combat-over', clause: '22.2', outcome });
      return ok({ state: { ...next, phase: 'over', mover: null, outcome }, events });
    }
  }
}
