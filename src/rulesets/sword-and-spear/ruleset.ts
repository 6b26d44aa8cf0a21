/**
 * Sword & Spear Fantasy as a Ruleset: a battle of the bundled scenario (or another in SCENARIOS), the
 * first army seat 'a', the second 'b' (with `playersPerSide` 2 each army's second command at 'a2' / 'b2',
 * SSF-A51); hot-seat, online or against the computer. Nothing is hidden: both
 * sides see every unit, every die rolled and what is left in the bag (only its count matters), so the
 * view is the whole state.
 *
 *   const m = Match.create(swordAndSpear, { maxTurns: 6 }, 7);
 *   m.value.act('a', m.value.legalActions('a')[0]);   // e.g. give a die to a unit
 */
import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import { CoreErrors, type RuleError } from '../../core/rule-error.js';
import type { Outcome, Ruleset, Seat, Viewer } from '../../core/ruleset.js';
import { ASSUMPTIONS } from './assumptions.js';
import { Errors } from './errors.js';
import {
  ALLY_SEATS,
  applyAction,
  legalActions,
  newGame,
  PLAYER_SEATS,
  sideOfSeat,
  toAct,
  type SsfAction,
  type SsfEvent,
  type SsfState,
} from './game/index.js';
import { optionsSchema, type Options } from './options.js';
import { SCENARIOS } from './scenario.js';

export const gameOptionsSchema = optionsSchema.extend({
  /** A bundled scenario (data/scenarios/). */
  scenario: z.string().default('border-clash'),
});
export type GameOptions = Options & { readonly scenario: string };

/** The view: the whole state (nothing in this game is secret), and a line saying so. */
export type SsfView = SsfState & { readonly hidden: 'nothing' };

const id = z.string().min(1).max(80);
export const actionSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('assign-power'),
    power: z
      .array(z.strictObject({ user: id, die: z.number().int().min(1).max(6) }))
      .min(1)
      .max(12),
    // What the legal action showed (the power each way gives): accepted back and dropped.
    show: z.unknown().optional(),
  }),
  z.strictObject({ type: z.literal('give'), unit: id, value: z.number().int().min(1).max(6) }),
  z.strictObject({ type: z.literal('done-allocating') }),
  z.strictObject({
    type: z.literal('attack-spell'),
    user: id,
    target: id,
    level: z.number().int().min(1).max(3),
    form: z.enum(['physical', 'non-physical']),
  }),
  z.strictObject({ type: z.literal('no-more-spells') }),
  z.strictObject({ type: z.literal('boost'), user: id, level: z.number().int().min(1).max(3) }),
  z.strictObject({
    type: z.literal('order'),
    order: z.enum(['hold', 'defer', 'advance', 'manoeuvre', 'charge', 'shoot', 'move-and-shoot', 'fight', 'rally']),
    turn: z.number().min(-360).max(360).optional(),
    distance: z.number().min(0).max(100).optional(),
    target: id.optional(),
    altitude: z.literal('high').optional(),
    // What the client was shown with the legal order (game/state.ts OrderShown): accepted back and dropped, so it never changes what is applied.
    show: z.unknown().optional(),
  }),
  z.strictObject({ type: z.literal('group-move'), units: z.array(id).min(1).max(2), distance: z.number().min(0).max(100) }),
  z.strictObject({ type: z.literal('protect'), user: id, level: z.number().int().min(1).max(3) }),
  z.strictObject({ type: z.literal('no-protect') }),
  z.strictObject({ type: z.literal('no-boost') }),
  z.strictObject({ type: z.literal('place'), character: id, unit: id, attach: z.boolean() }),
  z.strictObject({ type: z.literal('heal'), user: id, target: id, level: z.number().int().min(1).max(3) }),
  z.strictObject({ type: z.literal('end-phase-done') }),
]);

const isSeat = (seat: Seat): boolean => (PLAYER_SEATS as readonly string[]).includes(seat);

export const swordAndSpear: Ruleset<SsfState, SsfAction, SsfView, GameOptions, SsfEvent> = {
  id: 'sword-and-spear',
  name: 'Sword & Spear Fantasy',
  version: '0.1.0',
  /** 'a' and 'b' the armies; 'a2' and 'b2' their second players with `playersPerSide` 2 (SSF-A51), else they never act. */
  seats: PLAYER_SEATS,
  optionalSeats: ALLY_SEATS,
  sideOf: sideOfSeat,
  assumptions: ASSUMPTIONS,

  parseOptions(input: unknown): Result<GameOptions, RuleError> {
    const r = gameOptionsSchema.safeParse(input ?? {});
    if (!r.success) return err(Errors.badOption(z.prettifyError(r.error)));
    if (!SCENARIOS.has(r.data.scenario))
      return err(Errors.badOption(`scenario: no scenario '${r.data.scenario}'; choose ${[...SCENARIOS.keys()].join(', ')}.`));
    return ok(r.data);
  },

  parseAction(input: unknown): Result<SsfAction, RuleError> {
    const r = actionSchema.safeParse(input);
    if (!r.success) return err(CoreErrors.malformed(z.prettifyError(r.error)));
    if (r.data.type !== 'order' && r.data.type !== 'assign-power') return ok(r.data as SsfAction);
    const { show: _shown, ...bare } = r.data;
    return ok(bare as SsfAction);
  },

  setup(options: GameOptions, dice: Dice): SsfState {
    const { scenario, ...rules } = options;
    const spec = SCENARIOS.get(scenario);
    if (!spec) throw new Error(`no scenario '${scenario}': parseOptions refuses it`);
    return newGame(spec, rules, dice).state;
  },

  toAct,

  legalActions(state: SsfState, seat: Seat): SsfAction[] {
    return isSeat(seat) ? legalActions(state, seat) : [];
  },

  apply(state: SsfState, seat: Seat, action: SsfAction, dice: Dice) {
    if (!isSeat(seat)) return err(CoreErrors.unknownSeat(seat));
    return applyAction(state, seat, action, dice);
  },

  view(state: SsfState, _viewer: Viewer): SsfView {
    return { ...state, hidden: 'nothing' };
  },

  outcome(state: SsfState): Outcome | null {
    return state.outcome ?? null;
  },
};
