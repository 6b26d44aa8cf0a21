/**
 * Discipline and activation: the action dice bag. The seed gives the rule that a unit is activated by
 * an action die at or above its discipline (2 Discipline) and the bonuses from 6s and matching dice
 * (9 Bonus Combat dice); Section 5 (The Game Turn) is missing, so the bag, the draws, initiative, the
 * order of activation and the end phase are F1-F4 from rules-gaps.md and SSF-A1, SSF-A26, SSF-A27.
 *
 *   let turn = startTurn(field.units);                      // one die per unit in the bag (F1)
 *   const phase = beginActionPhase(turn, dice, options);   // draw 7, initiative, both sides roll
 *   checkAllocation(phase.rolled.elves, [{ unit: 'elf-archers-1', dice: [4] }], ...)
 *   allowedActions({ discipline: 3, hits: 0, ... }, 4)      // shoot, advance, ..., charge, manoeuvre
 */
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import type { Unit } from './battlefield.js';
import { CLAUSE } from './clauses.js';
import { Errors } from './errors.js';
import type { Options } from './options.js';

export type Side = string;

// ---------------------------------------------------------------- actions (2 Discipline, F3)

export type ActionKind = 'shoot' | 'advance' | 'move' | 'fight' | 'defer' | 'charge' | 'manoeuvre' | 'move-and-shoot' | 'rally';

export interface ActivatingUnit {
  /** Its current discipline (battlefield.ts `disciplineOf`). */
  readonly discipline: number;
  readonly hits: number;
  /** Light foot and light horse (F3, SSF-A31). */
  readonly skirmisher: boolean;
  readonly undrilled: boolean;
  readonly inContact: boolean;
  /** Undead (SSF-A52): hits are removed only by magic, never by a rally order. */
  readonly rallies?: boolean;
}

export interface AllowedAction {
  readonly action: ActionKind;
  /** The lowest die that allows it. */
  readonly needs: number;
  readonly clause: string;
}

/** The lowest action die that allows each action (F3): equal to discipline, or above it. */
export function actionsFor(u: ActivatingUnit): AllowedAction[] {
  const d = u.discipline;
  const list: AllowedAction[] = [
    { action: 'shoot', needs: d, clause: 'F3' },
    { action: 'advance', needs: d, clause: 'F3' },
    { action: 'move', needs: u.skirmisher ? d : d + 1, clause: 'F3' },
    { action: 'fight', needs: d, clause: 'F3' },
    { action: 'defer', needs: d, clause: 'F2' },
    { action: 'charge', needs: d + 1, clause: 'F3' },
    { action: 'manoeuvre', needs: u.undrilled ? d + 2 : d + 1, clause: u.undrilled ? 'F3 (undrilled)' : 'F3' },
    { action: 'move-and-shoot', needs: d + 1, clause: 'F3' },
  ];
  if (u.hits > 0 && !u.inContact && u.rallies !== false) list.push({ action: 'rally', needs: d + Math.max(1, u.hits), clause: 'F3' });
  return list;
}

/** What an action die showing `value` lets the unit do; nothing below its discipline (2 Discipline). */
export const allowedActions = (u: ActivatingUnit, value: number): AllowedAction[] => actionsFor(u).filter((a) => value >= a.needs);

/** Whether a die activates the unit at all: at or above its discipline (2 Discipline). */
export const activates = (discipline: number, value: number): boolean => value >= discipline;

/** A group move (the commander's unit and one to each side) needs a die above every unit's discipline (F3). */
export const groupMoveAllowed = (value: number, disciplines: readonly number[]): boolean => disciplines.every((d) => value > d);

/**
 * Bonuses from the action dice allocated to a unit (9 Bonus Combat dice, F4): each 6 is a bonus,
 * unless the activation needed a 6, when the first 6 is not; otherwise N matching dice give N-1.
 * Spend them with `planShooting`'s `spend` (less any used for movement).
 */
export function bonusesFrom(values: readonly number[], required: number): number {
  if (values.length === 0) return 0;
  const v = values[0]!;
  if (values.some((x) => x !== v)) throw new Error('all the dice allocated to one unit show the same number (SSF-A27)');
  if (v === 6) return required >= 6 ? values.length - 1 : values.length;
  return values.length - 1;
}

// ---------------------------------------------------------------- the bag (F1, F2, SSF-A1)

export interface TurnState {
  readonly turn: number;
  /** Action phases begun this turn. */
  readonly phase: number;
  /** Action dice still in the bag, by side. */
  readonly bag: Readonly<Record<Side, number>>;
  /** Units that have been activated this turn (a unit acts once per turn, F1); deferring does not count (F2). */
  readonly acted: readonly string[];
  /** The side with initiative in the latest phase. */
  readonly initiative?: Side;
}

/** SSF-A1: each turn is the magic power roll, action phases until the bag is empty, then the end phase. */
export type TurnStep = 'magic-power' | 'action-phase' | 'end-phase';

/** F1: each side puts one action die per unit in the bag; commanders put none (F12). */
export function startTurn(units: readonly Pick<Unit, 'side'>[], turn = 1): TurnState {
  const bag: Record<Side, number> = {};
  for (const u of units) bag[u.side] = (bag[u.side] ?? 0) + 1;
  return { turn, phase: 0, bag, acted: [] };
}

export const bagSize = (s: TurnState): number => Object.values(s.bag).reduce((a, b) => a + b, 0);

/** After the magic power roll, action phases while dice are left, then the end phase (SSF-A1). */
export const nextStep = (s: TurnState): TurnStep => (bagSize(s) > 0 ? 'action-phase' : 'end-phase');

/** Draws up to `count` dice from the bag at random, one at a time (F1: the last draw may have fewer). */
export function drawDice(
  bag: Readonly<Record<Side, number>>,
  count: number,
  dice: Dice,
): { drawn: Record<Side, number>; bag: Record<Side, number> } {
  const left: Record<Side, number> = { ...bag };
  const drawn: Record<Side, number> = Object.fromEntries(Object.keys(bag).map((s) => [s, 0]));
  const sides = Object.keys(bag).sort();
  for (let i = 0; i < count; i++) {
    const total = sides.reduce((a, s) => a + left[s]!, 0);
    if (total === 0) break;
    let pick = dice.roll(total);
    for (const s of sides) {
      if (pick <= left[s]!) {
        left[s]!--;
        drawn[s]!++;
        break;
      }
      pick -= left[s]!;
    }
  }
  return { drawn, bag: left };
}

/** F1: the side that drew more dice has the initiative; on a tie SSF-A26 (a roll-off, or the side that had it). */
export function initiative(
  drawn: Readonly<Record<Side, number>>,
  dice: Dice,
  o: Pick<Options, 'initiativeTie'>,
  previous?: Side,
): { side: Side; clause: string; rolls?: Record<Side, number>[] } {
  const sides = Object.keys(drawn).sort();
  const most = Math.max(...sides.map((s) => drawn[s]!));
  const top = sides.filter((s) => drawn[s] === most);
  if (top.length === 1) return { side: top[0]!, clause: 'F1' };
  if (o.initiativeTie === 'previous' && previous !== undefined && top.includes(previous)) return { side: previous, clause: 'SSF-A26' };
  const rolls: Record<Side, number>[] = [];
  let tied = top;
  for (;;) {
    const r = Object.fromEntries(tied.map((s) => [s, dice.roll(6)]));
    rolls.push(r);
    const best = Math.max(...Object.values(r));
    tied = tied.filter((s) => r[s] === best);
    if (tied.length === 1) return { side: tied[0]!, clause: 'SSF-A26', rolls };
  }
}

export interface ActionPhase {
  readonly state: TurnState;
  readonly drawn: Readonly<Record<Side, number>>;
  readonly initiative: Side;
  readonly initiativeClause: string;
  /** Each side's action dice as rolled (F1: both sides roll; the initiative player allocates first). */
  readonly rolled: Readonly<Record<Side, readonly number[]>>;
}

/**
 * Begins an action phase: draw (F1, `drawPerPhase`), initiative, and both sides roll their drawn dice.
 * The bag may hold dice of several colours for a side (SSF-A51: one per player, `sideOf` names a
 * colour's side): `drawn` and `rolled` are by colour, initiative goes to the side with more dice drawn.
 */
export function beginActionPhase(
  s: TurnState,
  dice: Dice,
  o: Pick<Options, 'drawPerPhase' | 'initiativeTie'>,
  sideOf: (colour: Side) => Side = (c) => c,
): ActionPhase {
  const { drawn, bag } = drawDice(s.bag, o.drawPerPhase, dice);
  const bySide: Record<Side, number> = {};
  for (const [colour, n] of Object.entries(drawn)) bySide[sideOf(colour)] = (bySide[sideOf(colour)] ?? 0) + n;
  const init = initiative(bySide, dice, o, s.initiative);
  const rolled: Record<Side, number[]> = {};
  for (const side of Object.keys(drawn).sort()) rolled[side] = Array.from({ length: drawn[side]! }, () => dice.roll(6));
  return {
    state: { ...s, phase: s.phase + 1, bag, initiative: init.side },
    drawn,
    initiative: init.side,
    initiativeClause: init.clause,
    rolled,
  };
}

export interface Allocation {
  readonly unit: string;
  readonly dice: readonly number[];
}

/**
 * Checks one side's allocation of its rolled dice: each die used once, to the side's own units that
 * have not acted this turn, each unit once, all dice on one unit showing the same number (SSF-A27).
 * Returns the dice left unallocated, which are set aside until the end of the turn (F2).
 */
export function checkAllocation(
  side: Side,
  rolled: readonly number[],
  allocations: readonly Allocation[],
  units: readonly Pick<Unit, 'id' | 'side'>[],
  acted: readonly string[],
): Result<{ unused: number[] }, RuleError> {
  const pool = [...rolled];
  const seen = new Set<string>();
  for (const a of allocations) {
    const u = units.find((x) => x.id === a.unit);
    if (!u || u.side !== side) return err(Errors.allocationNotYours(a.unit, side));
    if (acted.includes(a.unit)) return err(Errors.allocationActed(a.unit));
    if (seen.has(a.unit)) return err(Errors.allocationTwice(a.unit));
    seen.add(a.unit);
    if (a.dice.length === 0) return err(Errors.allocationNoDice(a.unit));
    if (a.dice.some((d) => d !== a.dice[0])) return err(Errors.allocationMixed(a.unit));
    for (const d of a.dice) {
      const i = pool.indexOf(d);
      if (i < 0) return err(Errors.allocationNoSuchDie(d));
      pool.splice(i, 1);
    }
  }
  return ok({ unused: pool });
}

export interface Activation {
  readonly side: Side;
  readonly unit: string;
  readonly value: number;
}

/** F1: units act from the lowest die to the highest; on equal dice the initiative side goes first. */
export function activationOrder(list: readonly Activation[], initiativeSide: Side): Activation[] {
  return list
    .map((a, i) => ({ a, i }))
    .sort((x, y) => x.a.value - y.a.value || Number(y.a.side === initiativeSide) - Number(x.a.side === initiativeSide) || x.i - y.i)
    .map((x) => x.a);
}

/**
 * Records the phase's activations: units that acted may not act again this turn; a unit that deferred
 * (F2) or whose die could not be used has not acted. Every drawn die stays out of the bag until the
 * end of the turn (F2).
 */
export function closeActionPhase(s: TurnState, activated: readonly string[]): TurnState {
  return { ...s, acted: [...s.acted, ...activated.filter((id) => !s.acted.includes(id))] };
}

/** The end phase (SSF-A1): the dice go back in the bag, one per unit still on the table, for the next turn. */
export const endTurn = (s: TurnState, units: readonly Pick<Unit, 'side'>[]): TurnState => ({
  ...startTurn(units, s.turn + 1),
  initiative: s.initiative,
});

/** The discipline rule in one line, for screens (2 Discipline). */
export const ACTIVATION_RULE = {
  clause: CLAUSE.discipline,
  text: 'A unit is activated by an action die showing at least its discipline.',
} as const;
