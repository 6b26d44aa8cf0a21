/**
 * Melee (Section 10) and the combat mechanism for it (Section 11): both sections are missing from the
 * seed. What a unit rolls is F9, F10 and SSF-A6 (impetus, impact, spears, pike, missile troops,
 * difficult terrain, extra units in contact, bonuses); the pairs and the tests are SSF-A4 and SSF-A5
 * applied in both directions (SSF-A36). Circumstances are plain flags, so the game (geometry) and the
 * referee (typed in) share one calculation.
 *
 *   const a = meleeDice(attacker, defender, { active: true, charging: true, frontal: true, fresh: true, ... }, enemyFlags, o);
 *   const r = resolveMelee({ a: sideA, b: sideB }, dice, o); // hits and routs of both units
 */
import type { Dice } from '../../core/dice.js';
import { local } from '../../core/geometry/open-table.js';
import {
  capacity,
  disciplineOf,
  enemiesInContact,
  goingOf,
  has,
  isFlying,
  strengthOf,
  troopOf,
  type Battlefield,
  type Unit,
} from './battlefield.js';
import { CLAUSE } from './clauses.js';
import { comparePairs, rollDice, type Pair } from './combat.js';
import { armourOf, TABLES, type ProtectionId, type Tables } from './data.js';
import { DEFAULT_OPTIONS, type Options } from './options.js';
import { fearless, takeTests, type DiceStep, type TestRoll } from './shooting.js';

/** How a unit stands in this combat: what the game reads from the table, or the referee types in. */
export interface MeleeFlags {
  /** It was allocated a die this phase: the unit whose activation brought on the combat (F10). */
  readonly active: boolean;
  /** It charged into this contact this activation (SSF-A3, SSF-A6 impact). */
  readonly charging: boolean;
  /** It fights with its front (the enemy is at its front edge). */
  readonly frontal: boolean;
  /** F7: no hits, in the open if mounted or heavy foot, not in difficult terrain, no enemy on flank or rear. */
  readonly fresh: boolean;
  /** In difficult terrain (F8: base dice 2, not light foot). */
  readonly difficult: boolean;
  /** Other friendly units also in contact with the enemy (F9: extra dice). */
  readonly supports: number;
  /** Bonuses spent on dice (F4: one die each). */
  readonly bonuses: number;
  /** It charged across a linear obstacle into this contact: not fresh in this combat (SSF-A48). */
  readonly acrossObstacle?: boolean;
}

/** Mounted troops (SSF-A31) and large beasts count as mounted for the impetus die (F10). */
const mounted = (u: Unit, t: Tables) => troopOf(u, t).mounted;

/** Fresh for this combat: F7, and not having charged across an obstacle (SSF-A48). */
const freshNow = (f: MeleeFlags) => f.fresh && !f.acrossObstacle;

/** Spears and pike cancel the enemy's frontal impetus while the spearmen are fresh (SSF-A6). */
const stopsImpetus = (u: Unit, f: MeleeFlags) =>
  (u.profile.melee.includes('spears') || u.profile.melee.includes('pike')) && freshNow(f) && f.frontal;

/** Mounted troops whose mounts shy away from a large beast (A1 Large Beasts, SSF-A49): every mounted type but large beasts. */
export const shiesFromLargeBeasts = (u: Unit, enemy: Unit, t: Tables = TABLES): boolean =>
  enemy.profile.troopType === 'large-beasts' && u.profile.troopType !== 'large-beasts' && troopOf(u, t).mounted;

/** The dice one side rolls in melee, step by step (F8, F9, F10, SSF-A6, SSF-A48, SSF-A49). */
export function meleeDice(
  u: Unit,
  enemy: Unit,
  f: MeleeFlags,
  enemyFlags: MeleeFlags,
  t: Tables = TABLES,
  o: Pick<Options, 'largeBeastsVsCavalry'> = DEFAULT_OPTIONS,
): { dice: number; steps: DiceStep[] } {
  const steps: DiceStep[] = [];
  const fresh = freshNow(f);
  let n = strengthOf(u, t);
  steps.push({ clause: CLAUSE.strength, text: `strength ${n}`, dice: n });
  const step = (delta: number, clause: string, text: string) => {
    n = Math.max(0, n + delta);
    steps.push({ clause, text, dice: n });
  };
  if (f.difficult && u.profile.troopType !== 'light-foot' && n > 2) {
    n = 2;
    steps.push({ clause: 'F8', text: 'in difficult terrain: base dice 2', dice: n });
  }
  if (u.profile.missile.length > 0 && !u.profile.melee.includes('melee-capable'))
    step(-1, 'SSF-A6', 'missile troops without melee capability: one die fewer');
  if (f.active) step(1, 'F10', 'allocated an action die this phase (impetus)');
  if (f.fresh && f.acrossObstacle) steps.push({ clause: 'SSF-A48', text: 'charged across an obstacle: not fresh in this combat', dice: n });
  const cancelled = stopsImpetus(enemy, enemyFlags);
  const shies = o.largeBeastsVsCavalry === 'no-fresh-die' && shiesFromLargeBeasts(u, enemy, t);
  if (fresh && mounted(u, t)) {
    if (cancelled) steps.push({ clause: 'SSF-A6', text: 'fresh mounted die cancelled by fresh spears in front', dice: n });
    else if (shies) steps.push({ clause: 'SSF-A49', text: 'fresh mounted die lost: the mounts shy away from the large beast', dice: n });
    else step(1, 'F10', 'fresh mounted troops');
  }
  if (o.largeBeastsVsCavalry === 'extra-die' && shiesFromLargeBeasts(enemy, u, t))
    step(1, 'SSF-A49', 'large beast against mounted troops: one extra die');
  if (fresh && has(u, 'large')) step(1, 'F10', 'fresh large unit');
  if (f.charging && fresh && u.profile.melee.includes('impact')) {
    if (cancelled) steps.push({ clause: 'SSF-A6', text: 'impact cancelled by fresh spears in front', dice: n });
    else step(1, 'SSF-A6', 'impact: charging while fresh');
  }
  if (f.frontal && u.profile.melee.includes('pike')) step(1, 'SSF-A6', 'pike, fighting to its front');
  if (f.supports > 0) step(f.supports, 'F9', `${f.supports} more friendly unit${f.supports === 1 ? '' : 's'} in contact`);
  if (f.bonuses > 0) step(f.bonuses, 'F4', `${f.bonuses} bonus${f.bonuses === 1 ? '' : 'es'}: one die each`);
  if (n < 1) step(1 - n, 'SSF-A36', 'at least one die');
  return { dice: n, steps };
}

const LEVELS: readonly ProtectionId[] = ['heavily-armoured', 'armoured', 'average', 'lacking'];

/** The unit's protection in melee: one level lower against powerful attack (SSF-A6). */
export function meleeArmour(u: Unit, enemy: Unit, t: Tables = TABLES): number {
  let p = u.profile.protection;
  if (enemy.profile.melee.includes('powerful-attack')) p = LEVELS[Math.min(LEVELS.length - 1, LEVELS.indexOf(p) + 1)]!;
  return armourOf(p, t);
}

export interface MeleeSide {
  readonly unit: Unit;
  readonly flags: MeleeFlags;
  /** Its current discipline (SSF-A5). */
  readonly discipline: number;
}

export interface MeleeSideResult {
  readonly id: string;
  readonly dice: number;
  readonly steps: readonly DiceStep[];
  readonly roll: readonly number[];
  /** This side's dice against the enemy's (its wins are the enemy's losses). */
  readonly pairs: readonly Pair[];
  readonly tests: readonly TestRoll[];
  /** Hits this side took. */
  readonly hits: number;
  readonly routed: boolean;
}

export interface MeleeResult {
  readonly a: MeleeSideResult;
  readonly b: MeleeSideResult;
  /** The side that inflicted more hits, or null (SSF-A36). */
  readonly winner: 'a' | 'b' | null;
}

/**
 * One melee: both roll, the top dice pair off highest against highest, each side's wins count against
 * the other (SSF-A4 both ways, SSF-A36), fear tests (SSF-A6), then each side's discipline tests, a
 * failure a hit (SSF-A5). A's tests are rolled before B's.
 */
export function resolveMelee(s: { a: MeleeSide; b: MeleeSide }, dice: Dice, o: Options, t: Tables = TABLES): MeleeResult {
  const da = meleeDice(s.a.unit, s.b.unit, s.a.flags, s.b.flags, t, o);
  const db = meleeDice(s.b.unit, s.a.unit, s.b.flags, s.a.flags, t, o);
  const rollA = rollDice(da.dice, dice);
  const rollB = rollDice(db.dice, dice);
  const pairsA = comparePairs(rollA, rollB, meleeArmour(s.b.unit, s.a.unit, t), o);
  const pairsB = comparePairs(rollB, rollA, meleeArmour(s.a.unit, s.b.unit, t), o);
  const side = (me: MeleeSide, enemy: MeleeSide, d: typeof da, roll: number[], own: Pair[], theirs: Pair[]): MeleeSideResult => {
    const fear = has(enemy.unit, 'causes-fear') && !fearless(me.unit, o);
    const r = takeTests(
      theirs.filter((p) => p.result === 'hit').length,
      [
        ...theirs.filter((p) => p.result === 'test').map(() => ({ cause: 'pair' as const, clause: 'SSF-A4' })),
        ...(fear ? [{ cause: 'fear' as const, clause: 'SSF-A6' }] : []),
      ],
      me.discipline,
      capacity(me.unit, t),
      dice,
    );
    return { id: me.unit.id, dice: d.dice, steps: d.steps, roll, pairs: own, tests: r.tests, hits: r.hits, routed: r.routed };
  };
  const a = side(s.a, s.b, da, rollA, pairsA, pairsB);
  const b = side(s.b, s.a, db, rollB, pairsB, pairsA);
  return { a, b, winner: a.hits === b.hits ? null : a.hits < b.hits ? 'a' : 'b' };
}

// ---------------------------------------------------------------- the flags from the table

/** An enemy in contact that is not at the unit's front edge is on its flank or rear (F7). */
export function enemyOnFlankOrRear(field: Battlefield, u: Unit, o: Options): boolean {
  return enemiesInContact(field, u, o).some((e) => !atFront(u, e));
}

/** The enemy's centre lies beyond the unit's front edge line: it is in contact with the front. */
export const atFront = (u: Unit, e: Unit): boolean => local(u.base, e.base.centre).forward > 1e-6;

/** F7: fresh means no hits; in the open if mounted or heavy foot (large beasts: rough too, A1 Large Beasts); not in difficult terrain; no enemy on flank or rear. */
export function isFresh(field: Battlefield, u: Unit, o: Options, t: Tables = TABLES): boolean {
  if (u.hits > 0) return false;
  const going = goingOf(field, u, o, t);
  if (going === 'difficult') return false;
  // A1 Large Beasts: they "do not suffer from any combat penalty in rough ground", so rough going leaves them fresh.
  const roughOk = u.profile.troopType === 'large-beasts' && going === 'rough';
  if ((troopOf(u, t).mounted || u.profile.troopType === 'heavy-foot') && going !== 'open' && !roughOk) return false;
  return !enemyOnFlankOrRear(field, u, o);
}

/** Friendly units other than `u` in contact with `enemy` (F9). */
export const supportsAgainst = (field: Battlefield, u: Unit, enemy: Unit, o: Options): number =>
  enemiesInContact(field, enemy, o).filter((x) => x.side === u.side && x.id !== u.id).length;

/** A side of a melee read from the table. */
export function meleeSide(
  field: Battlefield,
  u: Unit,
  enemy: Unit,
  role: { active: boolean; charging: boolean; bonuses: number; acrossObstacle?: boolean },
  o: Options,
  t: Tables = TABLES,
): MeleeSide {
  return {
    unit: u,
    discipline: disciplineOf(field, u, o, t).value,
    flags: {
      active: role.active,
      charging: role.charging,
      frontal: atFront(u, enemy),
      fresh: isFresh(field, u, o, t),
      difficult: !isFlying(u) && goingOf(field, u, o, t) === 'difficult',
      supports: supportsAgainst(field, u, enemy, o),
      bonuses: role.bonuses,
      ...(role.acrossObstacle ? { acrossObstacle: true } : {}),
    },
  };
}
