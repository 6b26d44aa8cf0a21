/**
 * Section 9, Shooting. The procedure (9 Shooting procedure) is three steps, and so is this module:
 *
 *   1. `shootingTargets` / `planShooting`: the arc, line of sight from both front corners (a war wagon
 *      that shoots to the sides: from its side edges, `shootingBases`, SSF-A47), target
 *      priority, shooting into combat, range from the front edge and the weapon's notes;
 *   2. `planShooting`: the dice each side rolls (9 Combat dice, 9 Bonus Combat dice, 9 Effect of cover);
 *   3. `resolveShooting`: roll and work out the results "as per Section 11", which is missing: the
 *      pairs, discipline tests and hits are SSF-A4 and SSF-A5 (combat.ts).
 *
 *   const plan = planShooting(field, { shooter: 'elf-archers-1' }, DEFAULT_OPTIONS);
 *   if (plan.ok) resolveShooting(plan.value, dice, DEFAULT_OPTIONS).hits;
 *   shootingOdds(plan.value) // exact distribution of hits (odds.ts)
 */
import type { Dice } from '../../core/dice.js';
import {
  frontCentre,
  frontEdge,
  lineOfSight,
  outline,
  rangeFromFront,
  rotateBase,
  type Base,
  type Obstacle,
  type Polygon,
} from '../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import type { GameEvent } from '../../core/ruleset.js';
import {
  capacity,
  coveringObstacle,
  disciplineOf,
  enemiesInContact,
  goingOf,
  has,
  inContact,
  inCover,
  isFlying,
  sightObstacles,
  strengthOf,
  unitById,
  type Battlefield,
  type Unit,
} from './battlefield.js';
import { CLAUSE } from './clauses.js';
import { comparePairs, disciplineTest, rollDice, type Pair, type PairResult } from './combat.js';
import { armourOf, missileWeapon, TABLES, type MissileWeapon, type Tables } from './data.js';
import { Errors, Excluded } from './errors.js';
import type { Options } from './options.js';

// ---------------------------------------------------------------- the volley: what the dice decide

/** Everything the dice need: how many each side rolls and what the target does with the results. */
export interface Volley {
  readonly shooterDice: number;
  readonly targetDice: number;
  /** The target's protection against this attack: 2, 1, 0, or -1 for lacking (SSF-A4). */
  readonly armour: number;
  /** An extra discipline test for an attack that causes fear (9 Shooting weapons table). */
  readonly fearTest: boolean;
  /** Discipline tests the target takes whatever the dice (17 Attack Spell: non-physical). */
  readonly extraTests: number;
  /** The target's current discipline (SSF-A5). */
  readonly discipline: number;
  /** Hits the target can still take; the last routs it (2 Strength). */
  readonly capacity: number;
}

export type TestCause = 'pair' | 'fear' | 'spell';

export interface TestRoll {
  readonly cause: TestCause;
  readonly clause: string;
  readonly roll: number;
  readonly passed: boolean;
}

export interface VolleyResult {
  readonly shooterRoll: readonly number[];
  readonly targetRoll: readonly number[];
  readonly pairs: readonly Pair[];
  readonly tests: readonly TestRoll[];
  /** Hits inflicted, never more than `capacity`. */
  readonly hits: number;
  readonly routed: boolean;
}

export type ShootingEvent =
  | (GameEvent & { type: 'shooting-dice'; clause: string; shooter: readonly number[]; target: readonly number[] })
  | (GameEvent & { type: 'pair'; clause: string; attacker: number; defender: number; adjusted: number; result: PairResult })
  | (GameEvent & { type: 'discipline-test'; clause: string; cause: TestCause; roll: number; passed: boolean; discipline: number })
  | (GameEvent & { type: 'hits'; clause: string; hits: number })
  | (GameEvent & { type: 'routed'; clause: string });

/**
 * Rolls a volley: the shooter's dice, then the target's, then the discipline tests in order (those
 * from pairs, the fear test, a spell's tests), stopping once the target routs. A failed test is a hit
 * (SSF-A5); hits stop at the target's capacity.
 */
export function resolveVolley(v: Volley, dice: Dice, o: Options): VolleyResult {
  const shooterRoll = rollDice(v.shooterDice, dice);
  const targetRoll = rollDice(v.targetDice, dice);
  const pairs = comparePairs(shooterRoll, targetRoll, v.armour, o);
  const due: { cause: TestCause; clause: string }[] = [
    ...pairs.filter((p) => p.result === 'test').map(() => ({ cause: 'pair' as const, clause: 'SSF-A4' })),
    ...(v.fearTest ? [{ cause: 'fear' as const, clause: CLAUSE.weaponsTable }] : []),
    ...Array.from({ length: v.extraTests }, () => ({ cause: 'spell' as const, clause: CLAUSE.attackSpell })),
  ];
  const r = takeTests(pairs.filter((p) => p.result === 'hit').length, due, v.discipline, v.capacity, dice);
  return { shooterRoll, targetRoll, pairs, ...r };
}

/**
 * Hits from won pairs, then the discipline tests in order, stopping once the unit routs (SSF-A32). A
 * failed test is a hit (SSF-A5); hits stop at the unit's capacity. Shooting and melee both use it.
 */
export function takeTests(
  pairHits: number,
  due: readonly { cause: TestCause; clause: string }[],
  discipline: number,
  cap: number,
  dice: Dice,
): { tests: TestRoll[]; hits: number; routed: boolean } {
  let hits = Math.min(cap, pairHits);
  const tests: TestRoll[] = [];
  for (const d of due) {
    if (hits >= cap) break;
    const t = disciplineTest(discipline, dice);
    tests.push({ ...d, ...t });
    if (!t.passed) hits++;
  }
  return { tests, hits, routed: cap > 0 && hits >= cap };
}

export function volleyEvents(r: VolleyResult, v: Volley): ShootingEvent[] {
  return [
    { type: 'shooting-dice', clause: CLAUSE.combatDice, shooter: r.shooterRoll, target: r.targetRoll },
    ...r.pairs.map((p): ShootingEvent => ({ type: 'pair', clause: 'SSF-A4', ...p })),
    ...r.tests.map(
      (t): ShootingEvent => ({
        type: 'discipline-test',
        clause: t.clause,
        cause: t.cause,
        roll: t.roll,
        passed: t.passed,
        discipline: v.discipline,
      }),
    ),
    { type: 'hits', clause: 'SSF-A5', hits: r.hits },
    ...(r.routed ? [{ type: 'routed', clause: CLAUSE.strength } as ShootingEvent] : []),
  ];
}

// ---------------------------------------------------------------- 9 Shooting arc, line of sight and target priority

export interface Candidate {
  readonly unit: Unit;
  /** Measured as for range (9 Range). */
  readonly range: number;
  readonly flying: boolean;
}

export interface TargetChoice {
  /** Enemies at least partly in front, seen from both front corners and not in combat, nearest first. */
  readonly candidates: readonly Candidate[];
  /** Those the shooter may pick: the closest, and with `ignoreFlying` the closest not flying too. */
  readonly legal: readonly Candidate[];
  /** Every other enemy, with the clause that rules it out. */
  readonly excluded: readonly { readonly unit: Unit; readonly clause: string; readonly code: string; readonly reason: string }[];
}

/**
 * The edges a unit shoots from, each as a base whose front edge it is: the front edge, or for a war
 * wagon with `side-shooting` its two side edges instead (A1 War wagons, SSF-A47). A side edge is the
 * base turned 90 degrees about its centre, with width and depth swapped.
 */
export function shootingBases(u: Unit): Base[] {
  if (!has(u, 'side-shooting')) return [u.base];
  return [90, -90].map((turn) => ({ ...rotateBase(u.base, turn, u.base.centre), width: u.base.depth, depth: u.base.width }));
}

/** The nearest shooting edge (`shootingBases`) that has `target` in its arc (9 Range, widened for artillery), or undefined. */
export function arcRange(shooter: Unit, target: Polygon, widen: number): { base: Base; range: number } | undefined {
  let best: { base: Base; range: number } | undefined;
  for (const b of shootingBases(shooter)) {
    const range = rangeFromFront(b, target, widen);
    if (range !== undefined && (best === undefined || range < best.range)) best = { base: b, range };
  }
  return best;
}

/** Choices already made on a battlefield: the same question about the same (unchanging) objects has the same answer. */
const choicesMade = new WeakMap<
  Battlefield,
  { shooter: Unit; weapon: MissileWeapon; ignoreFlying: boolean; o: Options; t: Tables; choice: TargetChoice }[]
>();

/**
 * The targets a unit may shoot (9 Shooting arc): the legal actions ask it of every shooter, and each
 * plan of a shot asks it again, so the answer is kept for as long as the battlefield object lives.
 */
export function shootingTargets(
  field: Battlefield,
  shooter: Unit,
  weapon: MissileWeapon,
  ignoreFlying: boolean,
  o: Options,
  t: Tables = TABLES,
): TargetChoice {
  let made = choicesMade.get(field);
  if (!made) choicesMade.set(field, (made = []));
  const known = made.find((m) => m.shooter === shooter && m.weapon === weapon && m.ignoreFlying === ignoreFlying && m.o === o && m.t === t);
  if (known) return known.choice;
  const choice = chooseTargets(field, shooter, weapon, ignoreFlying, o, t);
  made.push({ shooter, weapon, ignoreFlying, o, t, choice });
  return choice;
}

function chooseTargets(
  field: Battlefield,
  shooter: Unit,
  weapon: MissileWeapon,
  ignoreFlying: boolean,
  o: Options,
  t: Tables,
): TargetChoice {
  const candidates: Candidate[] = [];
  const excluded: TargetChoice['excluded'][number][] = [];
  for (const e of field.units) {
    if (e.side === shooter.side) continue;
    const arc = arcRange(shooter, outline(e.base), weapon.arcWiden);
    const range = arc?.range;
    const corners = arc ? frontEdge(arc.base) : frontEdge(shooter.base);
    if (range === undefined) {
      excluded.push({ unit: e, ...Excluded.notInArc(weapon.arcWiden) });
      continue;
    }
    if (field.units.some((f) => f.side === shooter.side && inContact(f, e, o))) {
      excluded.push({ unit: e, ...Excluded.intoCombat() });
      continue;
    }
    // SSF-A13: nothing on the ground blocks a line to or from a flying unit.
    const obstacles: Obstacle[] = isFlying(shooter) || isFlying(e) ? [] : sightObstacles(field, new Set([shooter.id, e.id]), o, t);
    if (!lineOfSight(corners, outline(e.base), obstacles, o.sightPoint === 'same-point')) {
      excluded.push({ unit: e, ...Excluded.noSight() });
      continue;
    }
    candidates.push({ unit: e, range, flying: isFlying(e) });
  }
  candidates.sort((a, b) => a.range - b.range);
  const closestOf = (list: readonly Candidate[]) => (list.length === 0 ? [] : list.filter((c) => c.range <= list[0]!.range + 1e-6));
  const legal = closestOf(candidates);
  if (ignoreFlying) for (const c of closestOf(candidates.filter((x) => !x.flying))) if (!legal.includes(c)) legal.push(c);
  return { candidates, legal, excluded };
}

// ---------------------------------------------------------------- planning a shot

export interface ShootingRequest {
  readonly shooter: string;
  /** Needed when several targets are equally close (SSF-A12) or to pass over a flying unit. */
  readonly target?: string;
  /** One of the shooter's missile capabilities; default its first. */
  readonly weapon?: string;
  /** Moving as part of the activation: 'before' moved and then shoots (the base stands where it ended), 'after' shoots then moves (F3). */
  readonly movement?: 'none' | 'before' | 'after';
  /** Bonuses available: from action dice (activation.ts `bonusesFrom`, less any used to move) and from a boost spell. */
  readonly bonuses?: { readonly actionDice?: number; readonly magic?: number };
  /** How bonuses are spent: at most one extra die, and +1 DU of range per bonus. */
  readonly spend?: { readonly extraDie?: boolean; readonly range?: number };
  /** Pass over flying units when finding the closest target (9 Shooting arc). */
  readonly ignoreFlying?: boolean;
  /** The level of a protect spell cast on the target (17 Spells; SSF-A19). */
  readonly protect?: number;
}

export interface DiceStep {
  readonly clause: string;
  readonly text: string;
  /** The dice after this step. */
  readonly dice: number;
}

export interface ShootingPlan {
  readonly shooter: string;
  readonly target: string;
  readonly weapon: MissileWeapon;
  readonly range: number;
  readonly maxRange: number;
  readonly volley: Volley;
  readonly shooterSteps: readonly DiceStep[];
  readonly targetSteps: readonly DiceStep[];
}

/** Everything Section 9 asks before the dice are rolled, or the clause that forbids the shot. */
export function planShooting(field: Battlefield, req: ShootingRequest, o: Options, t: Tables = TABLES): Result<ShootingPlan, RuleError> {
  const shooter = unitById(field, req.shooter);
  if (!shooter) return err(Errors.noSuchUnit(req.shooter));
  const capability = req.weapon === undefined ? shooter.profile.missile[0] : shooter.profile.missile.find((m) => m.weapon === req.weapon);
  if (!capability) {
    return err(req.weapon === undefined ? Errors.noMissile(shooter.profile.name) : Errors.noSuchMissile(shooter.profile.name, req.weapon));
  }
  const weapon = missileWeapon(capability.weapon, t);
  const movement = req.movement ?? 'none';

  if (!o.shootFromContact && enemiesInContact(field, shooter, o).length > 0) {
    return err(Errors.shooterInContact(shooter.profile.name));
  }
  if (movement !== 'none' && weapon.cannotMoveAndShoot) {
    return err(Errors.cannotMoveAndShoot(weapon.name));
  }
  const shooterGoing = goingOf(field, shooter, o, t);
  const lightFootExempt = o.lightFootDifficult === 'faq' && shooter.profile.troopType === 'light-foot';
  if (movement === 'before' && shooterGoing === 'difficult' && !lightFootExempt) {
    return err(Errors.endedInDifficult());
  }

  // 9 Bonus Combat dice.
  const fromDice = req.bonuses?.actionDice ?? 0;
  const fromMagic = req.bonuses?.magic ?? 0;
  const extraDie = req.spend?.extraDie ?? false;
  const rangeBonus = req.spend?.range ?? 0;
  if (!Number.isInteger(rangeBonus) || rangeBonus < 0 || fromDice < 0 || fromMagic < 0) {
    return err(Errors.badBonuses());
  }
  const spent = rangeBonus + (extraDie ? 1 : 0);
  const usable =
    weapon.bonusDice === 'any' || o.noBonusDice === 'dice-only' ? fromDice + fromMagic : weapon.bonusDice === 'magic-only' ? fromMagic : 0;
  if (spent > usable) {
    return err(
      weapon.bonusDice === 'any' ? Errors.tooManyBonuses(spent, usable) : Errors.weaponBonuses(spent, usable, weapon.name, weapon.note),
    );
  }
  if (extraDie && weapon.bonusDice === 'none') return err(Errors.noBonusDice(weapon.name));
  if (extraDie && weapon.bonusDice === 'magic-only' && fromMagic < 1) {
    return err(Errors.noNonMagicalBonus(weapon.name));
  }

  // 9 Shooting arc, line of sight and target priority; 9 Shooting into combat.
  const choice = shootingTargets(field, shooter, weapon, req.ignoreFlying ?? false, o, t);
  let picked: ReturnType<typeof shootingTargets>['legal'][number] | undefined;
  if (req.target !== undefined) {
    const target = unitById(field, req.target);
    if (!target) return err(Errors.noSuchUnit(req.target));
    if (target.side === shooter.side) return err(Errors.shootNotEnemy(target.profile.name));
    const out = choice.excluded.find((x) => x.unit.id === target.id);
    if (out) return err(Errors.excluded(target.profile.name, out));
    picked = choice.legal.find((c) => c.unit.id === target.id);
    if (!picked) {
      const nearest = choice.legal.map((c) => c.unit.profile.name).join(' or ');
      return err(Errors.notPriority(target.profile.name, nearest));
    }
  } else {
    if (choice.legal.length === 0) return err(Errors.noTarget(shooter.profile.name));
    if (choice.legal.length > 1) {
      return err(Errors.chooseTarget(choice.legal.map((c) => c.unit.id)));
    }
    picked = choice.legal[0]!;
  }
  const target = picked.unit;

  // 9 Range; SSF-A13 flying shortens it.
  const flyingPenalty = isFlying(shooter) || isFlying(target) ? o.flyingRangePenalty : 0;
  const maxRange = Math.max(0, weapon.range + rangeBonus - flyingPenalty);
  if (picked.range > maxRange + 1e-9) {
    return err(Errors.outOfRange(target.profile.name, picked.range, weapon.name, maxRange));
  }

  // 9 Combat dice.
  const shooterSteps: DiceStep[] = [];
  let n = strengthOf(shooter, t);
  shooterSteps.push({ clause: CLAUSE.combatDice, text: `strength ${n}`, dice: n });
  const cap = (limit: number, clause: string, text: string) => {
    if (n > limit) {
      n = limit;
      shooterSteps.push({ clause, text, dice: n });
    }
  };
  if (capability.restricted) cap(o.restrictedDice, 'SSF-A14', 'restricted missile capability');
  if (movement !== 'none') cap(2, CLAUSE.combatDice, 'moving as part of the activation: two dice');
  if (shooterGoing === 'difficult') cap(2, CLAUSE.combatDice, 'in difficult terrain: two dice');
  if (extraDie) {
    n += 1;
    shooterSteps.push({ clause: CLAUSE.bonus, text: 'a bonus spent on one extra die (no more than one)', dice: n });
  }
  const protect = req.protect ?? 0;
  if (protect > 0 && o.protectSpell === 'fewer-shooting-dice') {
    n = Math.max(0, n - protect);
    shooterSteps.push({ clause: 'SSF-A19', text: `protect spell level ${protect}`, dice: n });
  }

  const targetSteps: DiceStep[] = [];
  let m = strengthOf(target, t);
  targetSteps.push({ clause: CLAUSE.combatDice, text: `strength ${m}`, dice: m });
  if (o.targetInDifficult === 'two' && m > 2 && goingOf(field, target, o, t) === 'difficult') {
    m = 2;
    targetSteps.push({ clause: 'SSF-A28', text: 'in difficult terrain: two dice', dice: m });
  }
  const covered = inCover(field, target, o, t);
  const high = target.altitude === 'high';
  // SSF-A48: a unit behind a hedge or wall, as seen from the shooting edge, is in cover.
  const shotFrom = arcRange(shooter, outline(target.base), weapon.arcWiden)?.base ?? shooter.base;
  const hedge =
    !covered && !high && o.obstacleCombat === 'cover-and-not-fresh' && !isFlying(shooter) && !isFlying(target)
      ? coveringObstacle(field, target, frontCentre(shotFrom), t)
      : undefined;
  if ((covered || high || hedge) && !weapon.ignoresCover) {
    m += 1;
    targetSteps.push({
      clause: hedge ? 'SSF-A48' : CLAUSE.cover,
      text: covered
        ? 'in cover: one extra die'
        : hedge
          ? `behind ${t.terrain.get(hedge.type)?.name.toLowerCase() ?? hedge.type}, in cover: one extra die`
          : 'flying high, as if in cover: one extra die',
      dice: m,
    });
  }
  if (protect > 0 && o.protectSpell === 'extra-dice') {
    m += protect;
    targetSteps.push({ clause: 'SSF-A19', text: `protect spell level ${protect}`, dice: m });
  }

  return ok({
    shooter: shooter.id,
    target: target.id,
    weapon,
    range: picked.range,
    maxRange,
    volley: {
      shooterDice: n,
      targetDice: m,
      armour: protectionAgainst(target, weapon, t),
      fearTest: weapon.causesFear && !fearless(target, o),
      extraTests: 0,
      discipline: disciplineOf(field, target, o, t).value,
      capacity: capacity(target, t),
    },
    shooterSteps,
    targetSteps,
  });
}

/** Units that cause fear themselves, and brave units, are not affected by fear (9 Shooting weapons table). */
/** Not affected by fear: brave, causing fear itself, or undead (SSF-A52, unless the option is 'none'). */
export const fearless = (u: Unit, o: Pick<Options, 'undead'>): boolean =>
  has(u, 'causes-fear') || has(u, 'brave') || (has(u, 'undead') && o.undead !== 'none');

/** The target's protection against this weapon: ignored armour, or armour one level lower for the longbow (9 Shooting weapons table). */
export function protectionAgainst(
  target: Unit,
  weapon: Pick<MissileWeapon, 'ignoresArmour' | 'armourReduction'>,
  t: Tables = TABLES,
): number {
  const armour = armourOf(target.profile.protection, t);
  if (armour <= 0) return armour;
  if (weapon.ignoresArmour) return 0;
  return Math.max(0, armour - weapon.armourReduction);
}

export interface ShootingResult extends VolleyResult {
  readonly plan: ShootingPlan;
  readonly events: readonly ShootingEvent[];
  /** The table with the target's hits recorded. */
  readonly field: Battlefield;
}

/** 9 Shooting procedure step 3: roll and work out the results, and record the hits on the target. */
export function resolveShooting(field: Battlefield, plan: ShootingPlan, dice: Dice, o: Options): ShootingResult {
  const r = resolveVolley(plan.volley, dice, o);
  return { ...r, plan, events: volleyEvents(r, plan.volley), field: addHits(field, plan.target, r.hits) };
}

export function addHits(field: Battlefield, unitId: string, hits: number): Battlefield {
  return { ...field, units: field.units.map((u) => (u.id === unitId ? { ...u, hits: u.hits + hits } : u)) };
}
