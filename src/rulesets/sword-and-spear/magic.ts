/**
 * Section 17, Magic: magic power rolled and assigned each turn, spells of levels 1-3 with range-band
 * costs, one spell per phase, when each type of spell is cast, line of sight and range from the centre
 * of the magic-user's base, physical and non-physical attacks, and the limits on a commander /
 * magic-user attached to a unit. What boost, protect and rally/heal do in numbers is not given:
 * SSF-A18..A20.
 *
 *   const rolls = rollMagicPower(users, dice);
 *   const power = assignMagicPower(users, rolls);                // ok({ 'lord-of-the-glade': 5, ... })
 *   let turn = startMagicTurn(power.value);
 *   const cast = castSpell(field, users, turn, { user, spell: 'attack', form: 'physical', level: 2, target, phase: 1, moment: 'after-allocation' }, options);
 *   if (cast.ok) resolveVolley(cast.value.effect.volley, dice, options);
 */
import type { Dice } from '../../core/dice.js';
import { nearestVisiblePoint, outline, type Point } from '../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { capacity, disciplineOf, goingOf, isFlying, sightObstacles, strengthOf, unitById, type Battlefield } from './battlefield.js';
import { CLAUSE } from './clauses.js';
import { Errors } from './errors.js';
import { TABLES, type SpellType, type Tables } from './data.js';
import type { Options } from './options.js';
import { fearless, protectionAgainst, type Volley } from './shooting.js';

export interface MagicUser {
  readonly id: string;
  readonly side: string;
  /** 1 (least powerful) to 3 (most powerful). */
  readonly level: number;
  /** The centre of the magic-user's base: sight and range are measured from here (17 Line of sight). */
  readonly position: Point;
  /** Also a commander: only then may he be attached to a unit (17 Magic). */
  readonly commander?: boolean;
  /** The unit he is attached to. */
  readonly attachedTo?: string;
}

/** 17 Magic: a magic-user may not be attached to a unit unless he is also a commander; levels are 1, 2 and 3. */
export function checkMagicUser(u: MagicUser): Result<MagicUser, RuleError> {
  if (![1, 2, 3].includes(u.level)) return err(Errors.magicUserLevel(u.level));
  if (u.attachedTo !== undefined && !u.commander) return err(Errors.notACommander(u.id));
  return ok(u);
}

/** 17 Magic: square or circular bases of up to half the size of a normal unit frontage. */
export const magicUserBaseOk = (size: number, unitFrontage: number): boolean => size > 0 && size <= unitFrontage / 2;

// ---------------------------------------------------------------- 17 Magical Power

/** One die per magic-user, rolled at the start of the turn: the total magic power available (17 Magical Power). */
export const rollMagicPower = (users: readonly MagicUser[], dice: Dice): number[] => users.map(() => dice.roll(6));

/**
 * Assigns the rolled dice, one to each magic-user (`assignment[i]` is the index of the roll user i
 * gets; default in the order rolled), then adds 1 for level 2 and 2 for level 3, never above 6.
 */
export function assignMagicPower(
  users: readonly MagicUser[],
  rolls: readonly number[],
  assignment?: readonly number[],
  t: Tables = TABLES,
): Result<Record<string, number>, RuleError> {
  const order = assignment ?? users.map((_, i) => i);
  if (rolls.length !== users.length) return err(Errors.powerDice(users.length, rolls.length));
  if (
    order.length !== users.length ||
    new Set(order).size !== order.length ||
    order.some((i) => !Number.isInteger(i) || i < 0 || i >= rolls.length)
  ) {
    return err(Errors.powerAssignment());
  }
  const power: Record<string, number> = {};
  users.forEach((u, i) => {
    const bonus = t.magic.levels.find((l) => l.level === u.level)?.bonusPower ?? 0;
    power[u.id] = Math.min(t.magic.maxPower, rolls[order[i]!]! + bonus);
  });
  return ok(power);
}

// ---------------------------------------------------------------- 17 Using Magic

export interface MagicTurn {
  /** Magic power left, by magic-user; what is unused at the end of the turn is lost. */
  readonly power: Readonly<Record<string, number>>;
  /** The phases each has cast in: 'phase-1', ..., 'end'. */
  readonly castIn: Readonly<Record<string, readonly string[]>>;
}

export const startMagicTurn = (power: Readonly<Record<string, number>>): MagicTurn => ({ power: { ...power }, castIn: {} });

/** Unused magic power is lost at the end of the turn (17 Magical Power). */
export const endMagicTurn = (turn: MagicTurn): MagicTurn => ({
  power: Object.fromEntries(Object.keys(turn.power).map((k) => [k, 0])),
  castIn: {},
});

/** The MP cost of a spell: its level plus the range band's cost (up to 4 DU 0, to 8 DU 1, to 12 DU 2; SSF-A24 for the boundaries). */
export function spellCost(level: number, range: number, t: Tables = TABLES): Result<{ cost: number; bandCost: number }, RuleError> {
  const band = t.magic.rangeBands.find((b) => range <= b.upTo + 1e-9);
  if (!band) return err(Errors.spellTooFar(range, t.magic.rangeBands.at(-1)?.upTo ?? 0));
  return ok({ cost: level + band.cost, bandCost: band.cost });
}

/** When each spell may be cast (17 Spells). */
export type Moment =
  | 'after-allocation' // start of an action phase, after allocation, before any activation
  | 'friendly-activated' // a friendly unit is activated
  | 'friendly-fights' // a friendly unit fights in melee because an enemy in contact was activated
  | 'enemy-shoots' // an enemy missile unit is activated to shoot at a friendly unit
  | 'end-phase';

export const SPELL_MOMENTS: Readonly<Record<SpellType, readonly Moment[]>> = {
  attack: ['after-allocation'],
  boost: ['friendly-activated', 'friendly-fights'],
  protect: ['enemy-shoots'],
  'rally-heal': ['end-phase'],
};

export interface CastRequest {
  readonly user: string;
  readonly spell: SpellType;
  readonly level: number;
  /** The unit it is cast on. */
  readonly target: string;
  /** The action phase, or the end phase. */
  readonly phase: number | 'end';
  readonly moment: Moment;
  /** Attack spells: physical (as shooting) or non-physical (discipline tests) (17 Attack Spell). */
  readonly form?: 'physical' | 'non-physical';
}

export type SpellEffect =
  | { readonly spell: 'attack'; readonly form: 'physical' | 'non-physical'; readonly volley: Volley }
  /** Bonuses for the unit now being activated or fighting (SSF-A18). */
  | { readonly spell: 'boost'; readonly bonuses: number }
  /** Pass as `protect` to planShooting (SSF-A19). */
  | { readonly spell: 'protect'; readonly level: number }
  /** Hits removed (SSF-A20); apply with `heal`. */
  | { readonly spell: 'rally-heal'; readonly hits: number };

export interface Cast {
  readonly request: CastRequest;
  readonly range: number;
  readonly cost: number;
  readonly effect: SpellEffect;
  /** The magic turn after paying. */
  readonly turn: MagicTurn;
  readonly clause: string;
}

/** Checks every rule of Section 17 for a spell and pays for it; the effect is then applied by the caller. */
export function castSpell(
  field: Battlefield,
  users: readonly MagicUser[],
  turn: MagicTurn,
  req: CastRequest,
  o: Options,
  t: Tables = TABLES,
): Result<Cast, RuleError> {
  const user = users.find((u) => u.id === req.user);
  if (!user) return err(Errors.noMagicUser(req.user));
  if (!Number.isInteger(req.level) || req.level < 1 || req.level > 3) return err(Errors.spellLevels());
  if (req.level > user.level) return err(Errors.spellAboveLevel(user.level));
  if (!SPELL_MOMENTS[req.spell].includes(req.moment) || (req.moment === 'end-phase') !== (req.phase === 'end')) {
    const when = t.magic.spells.find((x) => x.id === req.spell)?.when ?? '';
    return err(
      Errors.spellNotNow(
        req.spell,
        when.replace(/^./, (c) => c.toLowerCase()),
      ),
    );
  }
  const key = req.phase === 'end' ? 'end' : `phase-${req.phase}`;
  if ((turn.castIn[user.id] ?? []).includes(key)) return err(Errors.onePerPhase(user.id));
  if (user.attachedTo !== undefined) {
    if (req.spell === 'attack') return err(Errors.attachedAttack());
    if (req.target !== user.attachedTo) return err(Errors.attachedTarget());
  }
  const target = unitById(field, req.target);
  if (!target) return err(Errors.noSpellUnit(req.target));
  const wantsEnemy = req.spell === 'attack';
  if ((target.side !== user.side) !== wantsEnemy) {
    return err(wantsEnemy ? Errors.attackNotEnemy() : Errors.spellNotFriendly(req.spell));
  }

  // 17 Line of sight: from the centre of the base to any part of the target; range to its nearest visible part. SSF-A25: an attached user is in contact with his unit.
  let range = 0;
  if (user.attachedTo !== target.id) {
    const obstacles = isFlying(target) ? [] : sightObstacles(field, new Set([target.id]), o, t);
    const seen = nearestVisiblePoint(user.position, outline(target.base), obstacles);
    if (!seen) return err(Errors.noMagicSight(user.id, target.profile.name));
    range = seen.distance;
  }
  const cost = spellCost(req.level, range, t);
  if (!cost.ok) return cost;
  const power = turn.power[user.id] ?? 0;
  if (cost.value.cost > power) {
    return err(Errors.notEnoughPower(cost.value.cost, req.level, cost.value.bandCost, user.id, power));
  }

  let effect: SpellEffect;
  let clause: string = CLAUSE.spells;
  if (req.spell === 'attack') {
    const form = req.form ?? 'physical';
    const common = { discipline: disciplineOf(field, target, o, t).value, capacity: capacity(target, t) };
    clause = CLAUSE.attackSpell;
    if (form === 'physical') {
      const strength = strengthOf(target, t);
      const targetDice = o.targetInDifficult === 'two' && strength > 2 && goingOf(field, target, o, t) === 'difficult' ? 2 : strength;
      effect = {
        spell: 'attack',
        form,
        volley: {
          shooterDice: req.level,
          targetDice,
          armour: protectionAgainst(target, { ignoresArmour: true, armourReduction: 0 }, t),
          fearTest: o.attackSpellFear && !fearless(target, o),
          extraTests: 0,
          ...common,
        },
      };
    } else {
      effect = {
        spell: 'attack',
        form,
        volley: { shooterDice: 0, targetDice: 0, armour: 0, fearTest: false, extraTests: req.level, ...common },
      };
    }
  } else if (req.spell === 'boost') {
    effect = { spell: 'boost', bonuses: o.boostBonuses === 'level' ? req.level : 1 };
    clause = 'SSF-A18';
  } else if (req.spell === 'protect') {
    effect = { spell: 'protect', level: req.level };
    clause = 'SSF-A19';
  } else {
    effect = { spell: 'rally-heal', hits: Math.min(target.hits, o.healSpell === 'level' ? req.level : 1) };
    clause = 'SSF-A20';
  }
  return ok({
    request: req,
    range,
    cost: cost.value.cost,
    effect,
    clause,
    turn: {
      power: { ...turn.power, [user.id]: power - cost.value.cost },
      castIn: { ...turn.castIn, [user.id]: [...(turn.castIn[user.id] ?? []), key] },
    },
  });
}

/** Attack spells at the start of a phase: the player with initiative casts first (17 Spells); otherwise in the order given. */
export function orderAttackSpells<R extends Pick<CastRequest, 'user'>>(
  requests: readonly R[],
  users: readonly MagicUser[],
  initiativeSide: string,
): R[] {
  const sideOf = (r: R) => users.find((u) => u.id === r.user)?.side;
  return requests
    .map((r, i) => ({ r, i }))
    .sort((a, b) => Number(sideOf(b.r) === initiativeSide) - Number(sideOf(a.r) === initiativeSide) || a.i - b.i)
    .map((x) => x.r);
}

/** Removes hits from a unit (a rally/heal spell's effect), never below none. */
export function heal(field: Battlefield, unitId: string, hits: number): Battlefield {
  return { ...field, units: field.units.map((u) => (u.id === unitId ? { ...u, hits: Math.max(0, u.hits - hits) } : u)) };
}
