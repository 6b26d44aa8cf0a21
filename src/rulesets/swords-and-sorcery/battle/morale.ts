/**
 * Morale (V): one die, a roll at or under the race's rating passes. A same-race character's Leadership
 * lowers the roll (V.B); a failure Demoralizes (V.C), and a Demoralized unit Demoralized again is
 * eliminated (V.C.1).
 *
 *   moraleCheck({ rating: 3, leadership: 1, modifier: 2 }, new ScriptedDice([3])) // 3 - 1 + 2 = 4 > 3: fails
 *
 * Leadership is split by a plan, decided before any die is rolled (SSV-A24, SSV-A33): each entry gives
 * one character's points to one unit of his race; a character's entries add up to at most his rating,
 * so the full rating can go to one unit only, as V.B demands.
 */
import type { Dice } from '../../../core/dice.js';
import type { BattleOptions } from './options.js';
import { attackOf, type BattleCharacter, type UnitState } from './types.js';

export interface MoraleInput {
  /** V.A rating. */
  readonly rating: number;
  /** Leadership points spent on this check (V.B); they lower the roll. */
  readonly leadership: number;
  /** The table's post-combat modifier (III.D.4) or 0. */
  readonly modifier: number;
}

export interface MoraleRoll {
  readonly roll: number;
  readonly modified: number;
  readonly passed: boolean;
}

export function moraleCheck(input: MoraleInput, dice: Dice): MoraleRoll {
  const roll = dice.roll(6);
  const modified = roll - input.leadership + input.modifier;
  return { roll, modified, passed: modified <= input.rating };
}

export type DemoralizeResult = 'demoralized' | 'eliminated' | 'no-further-effect';

/**
 * A Demoralization result for a unit (V.C, V.C.1). `demoralizedThisRound`: whether this battle round
 * already Demoralized it; under 'once-per-round' (SSV-A28) a second result that round does nothing more.
 */
export function demoralize(
  unit: Pick<UnitState, 'demoralized'>,
  demoralizedThisRound: boolean,
  options: Pick<BattleOptions, 'demoralizations'>,
): DemoralizeResult {
  if (!unit.demoralized) return 'demoralized';
  if (demoralizedThisRound && options.demoralizations === 'once-per-round') return 'no-further-effect';
  return 'eliminated';
}

export interface LeadershipUse {
  readonly characterId: string;
  readonly unitId: string;
  readonly points: number;
}

/** Why a leadership plan breaks V.B, or null. */
export function checkLeadershipPlan(
  plan: readonly LeadershipUse[],
  characters: readonly BattleCharacter[],
  units: readonly UnitState[],
): string | null {
  const spent = new Map<string, number>();
  const helped = new Set<string>();
  for (const use of plan) {
    const c = characters.find((x) => x.id === use.characterId);
    const u = units.find((x) => x.id === use.unitId);
    if (!c) return `no character ${use.characterId} of this side in the hex`;
    if (!u) return `no unit ${use.unitId} of this side in the hex`;
    if (c.race !== u.race) return `${c.name} (${c.race}) can lend Leadership only to ${c.race} units, not ${u.name} (${u.race})`;
    if (!Number.isInteger(use.points) || use.points < 1) return 'Leadership points must be whole and at least 1';
    if (helped.has(u.id)) return `${u.name} is already helped by a character (one character per unit)`;
    helped.add(u.id);
    const total = (spent.get(c.id) ?? 0) + use.points;
    if (total > c.leadership) return `${c.name} has Leadership ${c.leadership}, not ${total}`;
    spent.set(c.id, total);
  }
  return null;
}

/**
 * The default plan (SSV-A24). Units are taken strongest first (attack strength, then the order given).
 * 'spread': one point per unit, round again while points are left, never more on a unit than makes a
 * plain check certain (6 - rating). 'full-on-strongest': all points on the strongest unit of the race
 * that no other character helps.
 */
export function defaultLeadershipPlan(
  policy: BattleOptions['moraleLeadership'],
  characters: readonly BattleCharacter[],
  units: readonly UnitState[],
  options: Pick<BattleOptions, 'demoralizedStrength'>,
): LeadershipUse[] {
  const plan: LeadershipUse[] = [];
  const helped = new Set<string>();
  const ranked = units
    .map((u, i) => ({ u, i, s: attackOf(u, options.demoralizedStrength) }))
    .sort((x, y) => y.s - x.s || x.i - y.i)
    .map((x) => x.u);
  for (const c of characters) {
    if (c.leadership <= 0) continue;
    const mine = ranked.filter((u) => u.race === c.race && !helped.has(u.id) && u.morale < 6);
    if (mine.length === 0) continue;
    if (policy === 'full-on-strongest') {
      plan.push({ characterId: c.id, unitId: mine[0]!.id, points: c.leadership });
      helped.add(mine[0]!.id);
      continue;
    }
    const points = new Map<string, number>();
    let left = c.leadership;
    let progress = true;
    while (left > 0 && progress) {
      progress = false;
      for (const u of mine) {
        if (left === 0) break;
        const p = points.get(u.id) ?? 0;
        if (p >= 6 - u.morale) continue;
        points.set(u.id, p + 1);
        left--;
        progress = true;
      }
    }
    for (const u of mine) {
      const p = points.get(u.id);
      if (p) {
        plan.push({ characterId: c.id, unitId: u.id, points: p });
        helped.add(u.id);
      }
    }
  }
  return plan;
}

export const leadershipFor = (plan: readonly LeadershipUse[], unitId: string): LeadershipUse | undefined =>
  plan.find((p) => p.unitId === unitId);
