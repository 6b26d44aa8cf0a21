/**
 * Demoralization Levels (SAU-A5 with the seed's 16.61, 16.62, 20.2, 20.21, 22.3).
 *
 * Each side's level starts at 0 and rises with its losses: a unit eliminated (W 4, X 3, Y 2, Z 1), a
 * leader killed (his original rally rating: 20.2 for Westernesse, SAU-A5 for Sauron; SAU-A18), the
 * Beast (15), the Ring lost (20, 16.61; given back when Sauron recovers it, 16.62), Narsil shattered
 * (10) and its shards destroyed (10 more, 20.21), a challenge refused (the refuser's Rally Points,
 * 22.3). At its threshold (Westernesse 60, Sauron 80) a side is Demoralized: no melee attacks, rally
 * ratings -2; it is Demoralized only while its level stays there. At 1.5 times the threshold it breaks:
 * the game ends as a decisive victory for the enemy, and that stands whatever happens after.
 *
 *   let d = startDemoralization();
 *   const r = changeLevel(d, { side: 'westernesse', points: unitEliminatedPoints('W'), cause: 'B-3-W eliminated', clause: 'SAU-A5' });
 */
import { DEMORALIZATION_FILE, printedRally, SIDES, type DemoralizationFile, type Leader, type MoraleClass, type Side } from './data.js';
import type { Ev } from './events.js';

export type DemoralizationStatus = 'steady' | 'demoralized' | 'broken';

export interface DemoralizationState {
  readonly levels: Readonly<Record<Side, number>>;
  /** The first side to break (the game is then over; SAU-A5). */
  readonly broken: Side | null;
}

export type DemoralizationEvent =
  | Ev<'demoralization-level', { side: Side; from: number; to: number; points: number; cause: string }>
  | Ev<'side-demoralized', { side: Side; level: number; threshold: number; effects: readonly string[] }>
  | Ev<'side-steadied', { side: Side; level: number; threshold: number }>
  | Ev<'side-broken', { side: Side; level: number; breakPoint: number; winner: Side }>;

export const enemyOf = (side: Side): Side => (side === 'westernesse' ? 'sauron' : 'westernesse');

export function startDemoralization(file: DemoralizationFile = DEMORALIZATION_FILE): DemoralizationState {
  return { levels: { westernesse: file.start, sauron: file.start }, broken: null };
}

export const threshold = (side: Side, file: DemoralizationFile = DEMORALIZATION_FILE): number => file.thresholds[side];
/** SAU-A5: the level at which a side breaks (rounded up). */
export const breakPoint = (side: Side, file: DemoralizationFile = DEMORALIZATION_FILE): number =>
  Math.ceil(file.thresholds[side] * file.breakFactor);

/** SAU-A5: what a level means for a side. */
export function statusOf(level: number, side: Side, file: DemoralizationFile = DEMORALIZATION_FILE): DemoralizationStatus {
  if (level >= breakPoint(side, file)) return 'broken';
  if (level >= threshold(side, file)) return 'demoralized';
  return 'steady';
}

/** SAU-A5: the effects of being Demoralized, for screens. */
export function demoralizedEffects(file: DemoralizationFile = DEMORALIZATION_FILE): string[] {
  return ['no melee attacks', `leaders' rally ratings -${file.demoralizedRallyPenalty}`];
}

export const isDemoralized = (d: DemoralizationState, side: Side, file: DemoralizationFile = DEMORALIZATION_FILE): boolean =>
  statusOf(d.levels[side], side, file) !== 'steady';

// ---------------------------------------------------------------- what raises a level

/** SAU-A5: a unit eliminated, by its morale letter (F7). */
export const unitEliminatedPoints = (morale: MoraleClass, file: DemoralizationFile = DEMORALIZATION_FILE): number =>
  file.unitEliminated[morale];

/** 20.2 (Westernesse), SAU-A5 (Sauron), SAU-A18: a leader killed costs his original rally rating; the Beast its own value. */
export const leaderKilledPoints = (leader: Leader): number => leader.killedDemoralization ?? printedRally(leader);

export interface LevelChange {
  readonly side: Side;
  /** Negative to take points back (16.62). */
  readonly points: number;
  readonly cause: string;
  readonly clause: string;
}

/** A change to one side's level, with any threshold crossed; a level never goes below 0. */
export function changeLevel(
  d: DemoralizationState,
  change: LevelChange,
  file: DemoralizationFile = DEMORALIZATION_FILE,
): { state: DemoralizationState; events: DemoralizationEvent[] } {
  const { side } = change;
  const from = d.levels[side];
  const to = Math.max(0, from + change.points);
  if (to === from) return { state: d, events: [] };
  const events: DemoralizationEvent[] = [
    { type: 'demoralization-level', clause: change.clause, side, from, to, points: to - from, cause: change.cause },
  ];
  const before = statusOf(from, side, file);
  const after = statusOf(to, side, file);
  let broken = d.broken;
  if (before === 'steady' && after !== 'steady')
    events.push({
      type: 'side-demoralized',
      clause: 'SAU-A5',
      side,
      level: to,
      threshold: threshold(side, file),
      effects: demoralizedEffects(file),
    });
  if (before !== 'steady' && after === 'steady')
    events.push({ type: 'side-steadied', clause: 'SAU-A5', side, level: to, threshold: threshold(side, file) });
  if (after === 'broken' && before !== 'broken' && broken === null) {
    broken = side;
    events.push({ type: 'side-broken', clause: 'SAU-A5', side, level: to, breakPoint: breakPoint(side, file), winner: enemyOf(side) });
  }
  return { state: { levels: { ...d.levels, [side]: to }, broken }, events };
}

/** The status of both sides. */
export function summary(
  d: DemoralizationState,
  file: DemoralizationFile = DEMORALIZATION_FILE,
): Record<Side, { level: number; status: DemoralizationStatus; threshold: number; breakPoint: number }> {
  const out = {} as Record<Side, { level: number; status: DemoralizationStatus; threshold: number; breakPoint: number }>;
  for (const side of SIDES)
    out[side] = {
      level: d.levels[side],
      status: statusOf(d.levels[side], side, file),
      threshold: threshold(side, file),
      breakPoint: breakPoint(side, file),
    };
  return out;
}
