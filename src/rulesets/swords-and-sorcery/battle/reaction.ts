/**
 * The Reaction roll (III.A) and its use for reinforcements (III.D.7.b): two dice, 8 or more succeeds,
 * with the nine cumulative modifiers III.A.1-9, each returned with its clause so a screen can say why.
 *
 *   // Elves (MA 4) reacting into a Forest hex against Men (MA 4) moving in, led by Gilith (Leadership 2):
 *   reactionModifiers({ enemyHighestMpCost: 3, friendlyHighestMpCost: 2, leader: { id: 'g', name: 'Gilith',
 *     leadership: 2 }, reactingMAs: [4], movingMAs: [4] }) // +3, -2, +2: total +3
 *
 * "Faster" is a strictly greater movement allowance, and III.A.4 and III.A.7's "of" is read as "if" (SSV-A39).
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';

export const REACTION_TARGET = 8;

export interface ReactionInput {
  /** III.A.1: the highest MP cost for the enemy (moving) units to enter the hex reacted into. */
  readonly enemyHighestMpCost: number;
  /** III.A.2: the highest MP cost for the friendly (reacting) units to enter it. */
  readonly friendlyHighestMpCost: number;
  /** III.A.3: the character serving as leader; none means no reaction is permitted. */
  readonly leader: { readonly id: string; readonly name: string; readonly leadership: number } | null;
  /** Movement allowances of the reacting units. */
  readonly reactingMAs: readonly number[];
  /** Movement allowances of the moving (enemy) units. */
  readonly movingMAs: readonly number[];
  /** SSV-A39: "faster" is a strictly greater allowance (default), or at least as great. */
  readonly faster?: 'strictly' | 'at-least';
}

export interface ReactionModifier {
  readonly clause: string;
  readonly value: number;
  readonly why: string;
}

export interface ReactionResult {
  readonly dice: readonly [number, number];
  readonly modifiers: readonly ReactionModifier[];
  readonly total: number;
  readonly success: boolean;
  /** III.A.3: the leader permitting the reaction goes with the units if it succeeds. */
  readonly leaderId: string;
  readonly clause: string;
}

export function reactionModifiers(input: ReactionInput, reinforcement = false): Result<ReactionModifier[], RuleError> {
  if (!input.leader) return err(Errors.noCharacterToReact());
  if (input.reactingMAs.length === 0) return err(Errors.noReactingUnit());
  if (input.movingMAs.length === 0) return err(Errors.noMovingUnits());
  const rSlow = Math.min(...input.reactingMAs);
  const rFast = Math.max(...input.reactingMAs);
  const mSlow = Math.min(...input.movingMAs);
  const mFast = Math.max(...input.movingMAs);
  const deemed = reinforcement ? ' (enemy units in the battle hex deemed MA 0, III.D.7.b)' : '';
  const mods: ReactionModifier[] = [
    { clause: 'III.A.1', value: input.enemyHighestMpCost, why: `highest enemy MP cost into the hex: ${input.enemyHighestMpCost}` },
    {
      clause: 'III.A.2',
      value: 0 - input.friendlyHighestMpCost,
      why: `highest friendly MP cost into the hex: ${input.friendlyHighestMpCost}`,
    },
    { clause: 'III.A.3', value: input.leader.leadership, why: `${input.leader.name} leads (Leadership ${input.leader.leadership})` },
  ];
  const rule = (clause: string, applies: boolean, value: number, why: string) => {
    if (applies) mods.push({ clause, value, why: why + deemed });
  };
  const gt = input.faster === 'at-least' ? (x: number, y: number) => x >= y : (x: number, y: number) => x > y;
  rule('III.A.4', gt(rSlow, mSlow), 1, `slowest reacting (${rSlow}) faster than slowest moving (${mSlow})`);
  rule('III.A.5', gt(rFast, mFast), 1, `fastest reacting (${rFast}) faster than fastest moving (${mFast})`);
  rule('III.A.6', gt(rSlow, mFast), 1, `slowest reacting (${rSlow}) faster than fastest moving (${mFast})`);
  rule('III.A.7', gt(mSlow, rSlow), -1, `slowest moving (${mSlow}) faster than slowest reacting (${rSlow})`);
  rule('III.A.8', gt(mFast, rFast), -1, `fastest moving (${mFast}) faster than fastest reacting (${rFast})`);
  rule('III.A.9', gt(mSlow, rFast), -1, `slowest moving (${mSlow}) faster than fastest reacting (${rFast})`);
  return ok(mods);
}

function roll(input: ReactionInput, dice: Dice, reinforcement: boolean): Result<ReactionResult, RuleError> {
  const mods = reactionModifiers(input, reinforcement);
  if (!mods.ok) return mods;
  const d: [number, number] = [dice.roll(6), dice.roll(6)];
  const total = d[0] + d[1] + mods.value.reduce((n, m) => n + m.value, 0);
  return ok({
    dice: d,
    modifiers: mods.value,
    total,
    success: total >= REACTION_TARGET,
    leaderId: input.leader!.id,
    clause: reinforcement ? 'III.D.7.b' : 'III.A',
  });
}

/** III.A: two dice plus the modifiers; 8 or more and the units MUST move to the hex. */
export const rollReaction = (input: ReactionInput, dice: Dice): Result<ReactionResult, RuleError> => roll(input, dice, false);

export type ReinforcementInput = Omit<ReactionInput, 'movingMAs'>;

/** III.D.7.b: identical to Reaction, with every enemy unit in the battle hex deemed to have MA 0. */
export const reinforcementModifiers = (input: ReinforcementInput): Result<ReactionModifier[], RuleError> =>
  reactionModifiers({ ...input, movingMAs: [0] }, true);

export const rollReinforcement = (input: ReinforcementInput, dice: Dice): Result<ReactionResult, RuleError> =>
  roll({ ...input, movingMAs: [0] }, dice, true);
