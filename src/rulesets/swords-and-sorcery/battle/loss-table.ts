/**
 * The loss table of III.D.4.a-f, read from loss-table.json so the numbers stay readable as data.
 *
 *   lossTableRow(2) // { clause: 'III.D.4.c', higher: { percent: 35, morale: -2 }, lower: { percent: 15, morale: 2 } }
 *   lossTableRow(9) // the 5+ row, III.D.4.f
 */
import data from './loss-table.json' with { type: 'json' };

/** A post-combat morale die modifier, or the 5+ row's automatic results (III.D.4.f). */
export type MoraleEffect = number | 'auto-pass' | 'all-demoralized';

export interface LossTableEntry {
  /** Percentage of the side's own modified strength inflicted on the enemy. */
  readonly percent: number;
  readonly morale: MoraleEffect;
}

export interface LossTableRow {
  /** 0..5; 5 stands for "five or more". */
  readonly difference: number;
  readonly clause: string;
  readonly higher: LossTableEntry;
  readonly lower: LossTableEntry;
}

function readRows(): readonly LossTableRow[] {
  const rows = data.rows as LossTableRow[];
  rows.forEach((r, i) => {
    if (r.difference !== i) throw new Error(`loss-table.json: row ${i} has difference ${r.difference}`);
  });
  return rows;
}

export const LOSS_TABLE: readonly LossTableRow[] = readRows();

/** The row for the difference between the two modified die rolls (its absolute value; 5 or more share a row). */
export function lossTableRow(difference: number): LossTableRow {
  const d = Math.min(Math.abs(Math.trunc(difference)), LOSS_TABLE.length - 1);
  return LOSS_TABLE[d]!;
}

/**
 * Both sides' entries for two modified die rolls. On a difference of zero both sides are "higher" and
 * "lower" alike (25% and no modifier each, III.D.4.a).
 */
export function lossesFor(
  rollA: number,
  rollB: number,
): { row: LossTableRow; a: LossTableEntry; b: LossTableEntry; higher: 'a' | 'b' | null } {
  const row = lossTableRow(rollA - rollB);
  if (rollA === rollB) return { row, a: row.higher, b: row.lower, higher: null };
  return rollA > rollB ? { row, a: row.higher, b: row.lower, higher: 'a' } : { row, a: row.lower, b: row.higher, higher: 'b' };
}
