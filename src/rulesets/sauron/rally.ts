/**
 * Rally and the stacking of leaders.
 *
 * 8.331: the rally rating is Combat plus Morale; wounds beyond the Combat rating come off it (8.3311:
 * Baldrim 3+3 with 5 wounds rallies at 4). SAU-A21: the Combat here counts Narsil and Aiglos but not
 * the shards (19.212), and the rating never drops below 0; a Demoralized side's leaders rally at 2 less
 * (SAU-A5). The Leader Rally Table (8.33x, with 8.37's continuation to 13 = automatic; SAU-A4 below 9)
 * says which total of two dice rallies.
 *
 * 8.11: a leader stacks only with combat units of his own nationality, never with or over enemy combat
 * units; alone is fine. 8.25: once every combat unit of his nationality is destroyed he may stack with
 * any allied unit (but elves never with dwarves), and may then neither form special formations nor rally.
 *
 *   rallyRating(condition(baldrim, { wounds: 5 })).value          // 4 (8.3311)
 *   rollRally(4, dice)                                              // { rallied, dice: [3, 4], total: 7, range: [6, 9] }
 *   checkLeaderStacking(baldrim, [{ side: 'westernesse', nationality: 'elves' }], { nationalityGone: false }) // 8.11 error
 */
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { RALLY_TABLE, TABLES, type Leader, type RallyRow, type RallyTable, type Side, type Tables } from './data.js';
import type { Ev } from './events.js';
import { combatRating, moraleRating, type LeaderCondition, type Modifier } from './ratings.js';
import { Errors } from './errors.js';

export interface RallyRating {
  readonly value: number;
  readonly combat: number;
  readonly morale: number;
  /** Wounds beyond the Combat rating (8.331). */
  readonly excessWounds: number;
  /** What changed it, each with its clause (8.331, SAU-A5). */
  readonly steps: readonly Modifier[];
}

/** 8.331 (SAU-A21, SAU-A5): the rally rating now. */
export function rallyRating(c: LeaderCondition, opts: { readonly demoralized?: boolean } = {}, tables: Tables = TABLES): RallyRating {
  const combat = combatRating(c, 'other', tables).value;
  const morale = moraleRating(c).value;
  const excessWounds = Math.max(0, c.wounds - combat);
  const steps: Modifier[] = [];
  if (excessWounds > 0) steps.push({ clause: '8.331', value: -excessWounds, why: `${c.wounds} wounds exceed Combat ${combat}` });
  if (opts.demoralized)
    steps.push({ clause: 'SAU-A5', value: -tables.demoralization.demoralizedRallyPenalty, why: 'his side is Demoralized' });
  const value = Math.max(0, combat + morale + steps.reduce((n, s) => n + s.value, 0));
  return { value, combat, morale, excessWounds, steps };
}

/** 8.33x, 8.37: the row for a rating; below the first row the first, above the last the last. */
export function rallyRow(rating: number, table: RallyTable = RALLY_TABLE): RallyRow {
  const first = table.rows[0]!;
  const i = Math.min(table.rows.length - 1, Math.max(0, rating - first.rating));
  return table.rows[i]!;
}

/** How many ways `dice` d6 make each total. */
function totals(dice: number): Map<number, number> {
  let m = new Map<number, number>([[0, 1]]);
  for (let d = 0; d < dice; d++) {
    const next = new Map<number, number>();
    for (const [t, n] of m) for (let f = 1; f <= 6; f++) next.set(t + f, (next.get(t + f) ?? 0) + n);
    m = next;
  }
  return m;
}

/** The exact chance that a leader of this rating rallies. */
export function rallyChance(rating: number, table: RallyTable = RALLY_TABLE): number {
  const row = rallyRow(rating, table);
  if (row.rallies === 'none') return 0;
  if (row.rallies === 'automatic') return 1;
  const [lo, hi] = row.rallies;
  let ways = 0;
  for (const [t, n] of totals(table.dice)) if (t >= lo && t <= hi) ways += n;
  return ways / 6 ** table.dice;
}

export type RallyEvent = Ev<
  'rally-roll',
  { leaderId: string | null; rating: number; dice: readonly number[]; total: number | null; rallies: RallyRow['rallies']; rallied: boolean }
>;

/** 8.33x, 8.37: roll the table's dice (none for 'automatic' or 'none'). */
export function rollRally(
  rating: number,
  dice: Dice,
  leaderId: string | null = null,
  table: RallyTable = RALLY_TABLE,
): { rallied: boolean; event: RallyEvent } {
  const row = rallyRow(rating, table);
  const clause = row.rating >= 9 ? '8.37' : '8.33';
  if (row.rallies === 'none' || row.rallies === 'automatic') {
    const rallied = row.rallies === 'automatic';
    return { rallied, event: { type: 'rally-roll', clause, leaderId, rating, dice: [], total: null, rallies: row.rallies, rallied } };
  }
  const rolled = Array.from({ length: table.dice }, () => dice.roll(6));
  const total = rolled.reduce((a, b) => a + b, 0);
  const rallied = total >= row.rallies[0] && total <= row.rallies[1];
  return { rallied, event: { type: 'rally-roll', clause, leaderId, rating, dice: rolled, total, rallies: row.rallies, rallied } };
}

// ---------------------------------------------------------------- stacking (8.11, 8.25)

/** A combat unit in a hex, as far as stacking leaders cares. */
export interface HexUnit {
  /** Its side, or 'third' for a unit the third player took (16.69). */
  readonly side: Side | 'third';
  readonly nationality: string;
}

/** 8.25: "Elves may not stack with dwarves." */
export const NEVER_TOGETHER: readonly (readonly [string, string])[] = [['elves', 'dwarves']];

const apart = (a: string, b: string) => NEVER_TOGETHER.some(([x, y]) => (a === x && b === y) || (a === y && b === x));

export interface StackingContext {
  /** 8.25: every combat unit of the leader's nationality has been destroyed. */
  readonly nationalityGone: boolean;
  /** The side the leader fights for now (a leader turned evil changes it: 16.69); default his data side. */
  readonly side?: Side | 'third';
}

/** 8.11, 8.25: may `leader` end in (or pass through) a hex holding `units`? */
export function checkLeaderStacking(
  leader: Pick<Leader, 'name' | 'side' | 'nationality'>,
  units: readonly HexUnit[],
  ctx: StackingContext,
): Result<true, RuleError> {
  const side = ctx.side ?? leader.side;
  for (const u of units) {
    if (u.side !== side) return err(Errors.enemyUnits(leader.name));
  }
  for (const u of units) {
    if (u.nationality === leader.nationality) continue;
    if (!ctx.nationalityGone) {
      return err(Errors.stacksOnlyWithHisOwn(leader.name, leader.nationality, u.nationality));
    }
    if (apart(leader.nationality, u.nationality)) {
      return err(Errors.elvesAndDwarves(leader.name, leader.nationality, u.nationality));
    }
  }
  return ok(true);
}

/** 8.11: a leader may not pass over enemy combat units: every hex on the path (not the start) is checked for enemies. */
export function checkLeaderPath(
  leader: Pick<Leader, 'name' | 'side'>,
  path: readonly (readonly HexUnit[])[],
  side: Side = leader.side,
): Result<true, RuleError> {
  for (const [i, hex] of path.entries()) {
    if (hex.some((u) => u.side !== side)) return err(Errors.enemyUnits(leader.name, i + 1));
  }
  return ok(true);
}

/** 8.25: a leader without units of his nationality may neither rally nor form special formations. */
export function mayRally(leader: Pick<Leader, 'name'>, ctx: Pick<StackingContext, 'nationalityGone'>): Result<true, RuleError> {
  if (ctx.nationalityGone) return err(Errors.noUnitsLeft(leader.name, 'rally'));
  return ok(true);
}
export function mayFormSpecialFormation(
  leader: Pick<Leader, 'name'>,
  ctx: Pick<StackingContext, 'nationalityGone'>,
): Result<true, RuleError> {
  if (ctx.nationalityGone) return err(Errors.noUnitsLeft(leader.name, 'form special formations'));
  return ok(true);
}
