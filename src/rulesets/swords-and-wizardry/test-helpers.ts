/**
 * Helpers for the Swords & Wizardry tests: positions built directly from a sparse layout, so a test sets
 * up exactly the pieces a rule needs, and actions applied through the ruleset itself.
 *
 *   const s = position({ c3: ['red', 'knights'], c4: ['black', 'bowmen'], ...SPARES });
 *   const { state, events } = act(s, move('c3', 'c4'));     // Red moves; no die may be thrown
 *   layout(state) // { c3: 'red knights', c4: 'black bowmen', h2: ..., c9: ... }
 *   const e = refuse(s, move('c3', 'c5'));                 // the RuleError; the state is unchanged
 *
 * Free of test-runner imports, so it compiles with the rest of the source.
 */
import { isDeepStrictEqual } from 'node:util';
import { ScriptedDice, type Dice } from '../../core/dice.js';
import type { RuleError } from '../../core/rule-error.js';
import type { Applied } from '../../core/ruleset.js';
import type { SwEvent } from './events.js';
import { context } from './options.js';
import { swordsAndWizardry as rules, type SwAction } from './ruleset.js';
import type { Piece, SwState } from './state.js';

export { options, position, SPARES, type Layout, type PieceFlags, type PositionSetup, type Spec } from './fixtures.js';

export const move = (from: string, to: string): SwAction => ({ type: 'move', from, to });
export const replaceWith = (square: string): SwAction => ({ type: 'replace', with: square });

export interface ActOptions {
  /** Who acts; by default the seat with the decision. */
  readonly seat?: string;
  /** The Wizard's die: scripted throws, or any Dice. By default none may be thrown. */
  readonly dice?: readonly number[] | Dice;
}

const diceOf = (d: ActOptions['dice']): Dice =>
  d === undefined ? new ScriptedDice([]) : Array.isArray(d) ? new ScriptedDice(d) : (d as Dice);
const seatOf = (state: SwState, o: ActOptions): string => o.seat ?? rules.toAct(state)[0] ?? state.turn;

/** Applies an action that must be legal; throws with the rule's message if it is refused. */
export function act(state: SwState, action: SwAction, o: ActOptions = {}): Applied<SwState, SwEvent> {
  const r = rules.apply(state, seatOf(state, o), action, diceOf(o.dice));
  if (!r.ok) throw new Error(`refused (${r.error.code}, ${r.error.clause}): ${r.error.message}`);
  return r.value;
}

/**
 * Applies an action that must be refused and returns the error; throws if it was accepted or if the
 * given state changed in any way.
 */
export function refuse(state: SwState, action: SwAction, o: ActOptions = {}): RuleError {
  const before = structuredClone(state);
  const r = rules.apply(state, seatOf(state, o), action, diceOf(o.dice));
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  if (!isDeepStrictEqual(state, before)) throw new Error(`${JSON.stringify(action)} was refused but changed the state`);
  return r.error;
}

export const squareOf = (state: SwState, name: string): number => {
  const s = context(state.options).board.grid.index(name);
  if (s === undefined) throw new Error(`${name} is not a square`);
  return s;
};

export const nameOf = (state: SwState, square: number): string => context(state.options).board.grid.name(square);

/** The piece on a square, if any. */
export const at = (state: SwState, name: string): Piece | undefined => {
  const i = state.board[squareOf(state, name)]!;
  return i < 0 ? undefined : state.pieces[i];
};

export const byId = (state: SwState, id: string): Piece => {
  const p = state.pieces.find((q) => q.id === id);
  if (!p) throw new Error(`no piece ${id}`);
  return p;
};

/** The board as square -> 'owner kind', for whole-position expectations. */
export function layout(state: SwState): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of state.pieces) if (p.square >= 0) out[nameOf(state, p.square)] = `${p.owner} ${p.kind}`;
  return out;
}

/** The legal moves of `seat` as 'from-to' strings (replacements as 'replace:square'), sorted. */
export function legal(state: SwState, seat: string = rules.toAct(state)[0] ?? state.turn): string[] {
  return rules
    .legalActions(state, seat)
    .map((a) => (a.type === 'move' ? `${a.from}-${a.to}` : a.type === 'replace' ? `replace:${a.with}` : a.type))
    .sort();
}

export function eventsOfType<T extends SwEvent['type']>(events: readonly SwEvent[], type: T): Extract<SwEvent, { type: T }>[] {
  return events.filter((e): e is Extract<SwEvent, { type: T }> => e.type === type);
}
