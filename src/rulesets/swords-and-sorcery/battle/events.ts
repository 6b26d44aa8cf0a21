/**
 * What a battle reports. Every event names its clause; an event with `audience` is seen only by those
 * seats (a side's secret declaration before both sides have declared). Together the events of a round
 * let a screen show strengths, modifiers, rolls, the difference, percentages, losses per unit and morale.
 */
import type { GameEvent } from '../../../core/ruleset.js';
import type { ArrayPlace, PartialBand } from './extraction.js';
import type { Frac } from './fraction.js';
import type { MoraleEffect } from './loss-table.js';
import type { LeadershipUse } from './morale.js';
import type { ReactionResult } from './reaction.js';
import type { DieModifier, LeadershipAddition, SiegeRole, UnitStrength } from './strength.js';
import type { Circumstances, Side } from './types.js';

/** A round's declaration as revealed to both sides. */
export interface RevealedDeclaration {
  readonly charge: readonly string[];
  readonly addToStrength: readonly string[];
  readonly leader: string | null;
  readonly siegeRoles: Readonly<Record<string, SiegeRole>>;
  readonly moraleLeadership: readonly LeadershipUse[];
}

export type SideStatus = 'holds' | 'eliminated' | 'withdrew' | 'undecided';

export interface BattleOutcome {
  /** The side whose units alone remain in the hex (III.D.8), or null. */
  readonly winner: Side | null;
  readonly a: SideStatus;
  readonly b: SideStatus;
  readonly rounds: number;
  readonly clause: string;
  readonly why: string;
}

type E<T extends string, F> = GameEvent & { readonly type: T; readonly clause: string } & F;

export type BattleEvent =
  | E<'battle-started', { circumstances: Circumstances; seats: Readonly<Record<Side, string>> }>
  /** Public: a side has made its decision (its content stays hidden). */
  | E<'decision-made', { round: number; side: Side; decision: 'declaration' | 'after-round' }>
  /** Private to the declaring seat until both have declared. */
  | E<'declared', { round: number; side: Side; declaration: RevealedDeclaration; array: readonly string[] }>
  | E<'declarations-revealed', { round: number; a: RevealedDeclaration; b: RevealedDeclaration }>
  | E<'strength', { round: number; side: Side; units: readonly UnitStrength[]; additions: readonly LeadershipAddition[]; total: Frac }>
  | E<'die-roll', { round: number; side: Side; roll: number; modifiers: readonly DieModifier[]; modified: number }>
  | E<
      'loss-table',
      {
        round: number;
        higher: Side | null;
        difference: number;
        a: { percent: number; inflicts: Frac; morale: MoraleEffect };
        b: { percent: number; inflicts: Frac; morale: MoraleEffect };
      }
    >
  | E<'array', { round: number; side: Side; order: readonly ArrayPlace[] }>
  | E<
      'loss',
      {
        round: number;
        side: Side;
        unitId: string;
        lossStrength: number;
        applied: Frac;
        result: 'eliminated' | 'partial';
        band?: PartialBand;
      }
    >
  | E<
      'morale-check',
      {
        round: number;
        side: Side;
        unitId: string;
        kind: 'special' | 'post-combat';
        roll: number;
        leadership: number;
        leadershipFrom: string | null;
        modifier: number;
        modified: number;
        rating: number;
        passed: boolean;
      }
    >
  | E<'morale-automatic', { round: number; side: Side; result: 'auto-pass' | 'all-demoralized' }>
  | E<'demoralized', { round: number; side: Side; unitId: string; cause: string }>
  | E<'eliminated', { round: number; side: Side; unitId: string; cause: string }>
  | E<'no-further-effect', { round: number; side: Side; unitId: string; cause: string }>
  /** Private to the choosing seat until both have chosen. */
  | E<'after-round-chosen', { round: number; side: Side; choice: AfterRoundReport }>
  | E<'after-round-revealed', { round: number; a: AfterRoundReport; b: AfterRoundReport }>
  | E<'withdrawal-declared', { round: number; side: Side; rearGuard: readonly string[]; leavesAfterRound: number }>
  | E<'reinforcement-roll', { round: number; side: Side; stackId: string; result: ReactionResult }>
  | E<
      'reinforcements-joined',
      { round: number; side: Side; stackId: string; unitIds: readonly string[]; characterIds: readonly string[]; firstRound: number }
    >
  | E<
      'withdrew',
      {
        round: number;
        side: Side;
        unitIds: readonly string[];
        characterIds: readonly string[];
        destination: 'adjacent-hex' | 'besieged-location';
      }
    >
  | E<'breach-repaired', { round: number; side: Side }>
  | E<'characters-stranded', { round: number; side: Side; characterIds: readonly string[] }>
  | E<'battle-over', { outcome: BattleOutcome }>;

export interface AfterRoundReport {
  readonly choice: 'stay' | 'withdraw';
  readonly rearGuard: readonly string[];
  readonly reinforce: readonly string[];
}
