/**
 * Event shapes shared by the Sauron modules. Every event names the clause (or assumption) that made it
 * happen. Modules that cause a side's Demoralization Level or Sauron's Magic Capability Points to change
 * say so with a `demoralization-change` or `magic-points-change` event; the record keeper (record.ts)
 * applies them, and demoralization.ts reports the new level and any threshold crossed.
 */
import type { GameEvent } from '../../core/ruleset.js';
import type { Side } from './data.js';

export type Ev<T extends string, F = object> = GameEvent & { readonly type: T; readonly clause: string } & F;

/** A change to a side's Demoralization Level (16.61, 16.62, 20.2, 20.21, 22.3, SAU-A5). */
export type DemoralizationChange = Ev<'demoralization-change', { side: Side; points: number; cause: string }>;
/** A change to Sauron's Magic Capability Points (16.61, 16.62). */
export type MagicPointsChange = Ev<'magic-points-change', { delta: number; cause: string }>;
/** A leader has died; what follows (demoralization, the Ring, the weapons) is the record's job. */
export type LeaderKilled = Ev<'leader-killed', { leaderId: string; cause: string }>;
/** Endurance points lost (7.222). */
export type EnduranceLost = Ev<'endurance-lost', { leaderId: string; points: number; wounds: number; endurance: number }>;
