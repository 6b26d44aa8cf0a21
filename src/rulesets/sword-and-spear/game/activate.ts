/**
 * The activate step (F1, F3, SSF-A36): the activated unit is given one order its die allows (hold,
 * defer, advance, manoeuvre, charge, shoot, move and shoot, fight, rally, or a group move), and a boost
 * spell may be cast on it first (17 Spells). Its legal orders carry what a client shows (OrderShown).
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Seat } from '../../../core/ruleset.js';
import { actionsFor, bonusesFrom, type ActionKind } from '../activation.js';
import { disciplineOf, enemiesInContact, has, troopOf, unitById, type Battlefield, type Unit } from '../battlefield.js';
import { CLAUSE, GAP } from '../clauses.js';
import { Errors } from '../errors.js';
import { heal } from '../magic.js';
import { moveAllowance, planCharge, planMove, turnCost } from '../movement.js';
import { meleeSide } from '../melee.js';
import { meleeOdds, shootingOdds, type MeleeOdds, type VolleyOdds } from '../odds.js';
import type { Options } from '../options.js';
import { contactCharacter, melee, moveUnit, setUnit, shoot } from './casualties.js';
import { characterPosition, magicUsers, playerOf } from './commands.js';
import { fightBoostSpells } from './fight-boost.js';
import { groupMove, groupMoveActions } from './group-move.js';
import { protectSpells } from './protect.js';
import { castableLevels, tryCast } from './spells.js';
import { bestShot, characterCharge, characterShots, loneEnemies, loneEnemy, shotTargets } from './targets.js';
import {
  ev,
  tablePolygon,
  type ActionOf,
  type ActivateState,
  type FightBoostState,
  type Order,
  type OrderShown,
  type PendingMelee,
  type ProtectState,
  type SsfAction,
  type SsfEvent,
  type SsfState,
} from './state.js';

/** What an activation leads to: `stay` for more (a boost cast), `acted` or `deferred` (F1, F2), a shot awaiting a protect spell, or a melee awaiting a boost on the enemy. */
export type Activated =
  | { readonly state: ActivateState; readonly next: 'stay' | 'acted' | 'deferred' }
  | { readonly state: ProtectState; readonly next: 'protect' }
  | { readonly state: FightBoostState; readonly next: 'fight-boost' };

/** The activating unit as activation.ts sees it. */
function activating(s: ActivateState, u: Unit) {
  return {
    discipline: disciplineOf(s.field, u, s.options).value,
    hits: u.hits,
    skirmisher: troopOf(u).skirmisher,
    undrilled: has(u, 'undrilled'),
    inContact: enemiesInContact(s.field, u, s.options).length > 0,
    rallies: ralliesByOrder(u, s.options),
  };
}

/** SSF-A52: undead are rallied only by magic (a rally/heal spell), not by a rally order or their commander. */
export const ralliesByOrder = (u: Unit, o: Options): boolean => !(has(u, 'undead') && o.undead !== 'none');

const ORDER_KIND = (order: Order, skirmisher: boolean): ActionKind | null =>
  order === 'hold'
    ? null
    : order === 'advance'
      ? skirmisher
        ? 'move'
        : 'advance'
      : order === 'manoeuvre'
        ? skirmisher
          ? 'move'
          : 'manoeuvre'
        : order;

/** The die an order needs (F3), or the refusal. */
function orderNeeds(s: ActivateState, u: Unit, order: Order, a = activating(s, u)): Result<number, RuleError> {
  const kind = ORDER_KIND(order, a.skirmisher);
  if (kind === null) return ok(0);
  const allowed = actionsFor(a).find((x) => x.action === kind);
  if (!allowed) return err(a.rallies === false && a.hits > 0 ? Errors.undeadRally(u.profile.name) : Errors.cannotRally(u.profile.name));
  const value = s.current.dice[0] ?? 0;
  if (value < allowed.needs) return err(Errors.dieTooLowForOrder(allowed.clause, order, allowed.needs, u.profile.name, value));
  return ok(allowed.needs);
}

const bonusesFor = (s: ActivateState, needs: number) => bonusesFrom(s.current.dice, needs);

const TURNS = [0, 45, -45, 90, -90, 180] as const;

/** Distances to offer: whole DU up to the most, and the most itself. */
const steps = (max: number): number[] => {
  const out: number[] = [];
  for (let d = 1; d <= max + 1e-9; d++) out.push(d);
  if (max > 0 && Math.abs(max - Math.round(max)) > 1e-6) out.push(Math.round(max * 100) / 100);
  return out;
};

/** A move or charge as a client draws it: the end pose the order gives, the centre's path, the DU used and bonuses spent. */
const shownMove = (u: Unit, end: Unit['base'], cost: number, bonuses: number, crosses: readonly string[]): OrderShown => ({
  ghost: { x: end.centre.x, y: end.centre.y, facing: end.facing },
  path: [u.base.centre, end.centre],
  cost,
  bonuses,
  ...(crosses.length > 0 ? { crosses } : {}),
});

const canFly = (u: Unit) => has(u, 'flight');

/** The activated unit, which is on the table while it acts. */
const activeUnit = (s: ActivateState): Unit | undefined => unitById(s.field, s.current.unit);

function orderActions(s: ActivateState, u: Unit): SsfAction[] {
  const c = s.current;
  const o = s.options;
  const out: SsfAction[] = [{ type: 'order', order: 'hold' }];
  const me = activating(s, u);
  const has = (order: Order) => orderNeeds(s, u, order, me);
  const table = tablePolygon(s);
  const contact = enemiesInContact(s.field, u, o);
  if (has('defer').ok) out.push({ type: 'order', order: 'defer' });
  if (contact.length > 0) {
    if (has('fight').ok) for (const e of contact) out.push({ type: 'order', order: 'fight', target: e.id });
    return out;
  }
  const rally = has('rally');
  if (rally.ok) out.push({ type: 'order', order: 'rally' });
  const allowance = moveAllowance(s.field, u, o).value ?? 0;
  const moveOrders = (order: 'advance' | 'manoeuvre', turns: readonly number[]) => {
    const need = has(order);
    if (!need.ok) return;
    const b = bonusesFor(s, need.value) + c.boost;
    for (const turn of turns) {
      for (const d of steps(allowance + b - turnCost(turn, o))) {
        const m = planMove(s.field, table, u, { turn, forward: d }, b, o);
        if (m.ok)
          out.push({
            type: 'order',
            order,
            ...(turn ? { turn } : {}),
            distance: d,
            show: shownMove(u, m.value.base, m.value.used, m.value.bonusesUsed, m.value.obstacles),
          });
      }
      const m = turn === 0 ? undefined : planMove(s.field, table, u, { turn, forward: 0 }, b, o);
      if (m?.ok)
        out.push({
          type: 'order',
          order,
          turn,
          distance: 0,
          show: shownMove(u, m.value.base, m.value.used, m.value.bonusesUsed, m.value.obstacles),
        });
    }
  };
  const first = out.length;
  moveOrders('advance', [0]);
  moveOrders('manoeuvre', TURNS.slice(1));
  // SSF-A44: a unit with flight that advances or manoeuvres may end flying high instead of low.
  if (canFly(u)) for (const a of out.slice(first)) out.push({ ...a, altitude: 'high' } as SsfAction);
  out.push(...groupMoveActions(s, u, steps));
  const charge = has('charge');
  if (charge.ok) {
    const b = bonusesFor(s, charge.value) + c.boost;
    for (const e of s.field.units) {
      if (e.side === u.side) continue;
      const ch = planCharge(s.field, table, u, e, b, o);
      if (ch.ok)
        out.push({
          type: 'order',
          order: 'charge',
          target: e.id,
          show: { ...shownMove(u, ch.value.base, ch.value.distance, ch.value.bonusesUsed, ch.value.obstacles), charge: true },
        });
    }
    for (const ch of loneEnemies(s, u.side)) {
      const forward = characterCharge(s, u, ch, b);
      const m = forward === undefined ? undefined : planMove(s.field, table, u, { turn: 0, forward }, b, o);
      if (m?.ok)
        out.push({
          type: 'order',
          order: 'charge',
          target: ch.id,
          show: {
            ...shownMove(u, m.value.base, m.value.used, m.value.bonusesUsed, m.value.obstacles),
            charge: true,
            alone: characterPosition(s, ch),
          },
        });
    }
  }
  const shoot = has('shoot');
  if (shoot.ok)
    for (const t of shotTargets(s.field, u, 'none', bonusesFor(s, shoot.value), c.boost, o))
      out.push({ type: 'order', order: 'shoot', target: t });
  if (shoot.ok)
    for (const ch of shotCharacters(s, s.field, u, bonusesFor(s, shoot.value), c.boost, 'none'))
      out.push({ type: 'order', order: 'shoot', target: ch.id, show: { alone: characterPosition(s, ch) } });
  const ms = has('move-and-shoot');
  if (ms.ok && u.profile.missile.length > 0) {
    const b = bonusesFor(s, ms.value) + c.boost;
    for (const d of steps(allowance + b)) {
      const m = planMove(s.field, table, u, { turn: 0, forward: d }, b, o);
      if (!m.ok) continue;
      // As the order will do it: a flyer is low once it has moved (SSF-A44), which shortens its ranges (SSF-A13).
      const field = moveUnit(s.field, u.id, m.value.base, 'low');
      const moved = unitById(field, u.id) ?? u;
      const left = b - m.value.bonusesUsed;
      const show = shownMove(u, m.value.base, m.value.used, m.value.bonusesUsed, m.value.obstacles);
      for (const t of shotTargets(field, moved, 'before', Math.max(0, left - c.boost), Math.min(left, c.boost), o))
        out.push({ type: 'order', order: 'move-and-shoot', distance: d, target: t, show });
      for (const ch of shotCharacters(s, field, moved, Math.max(0, left - c.boost), Math.min(left, c.boost), 'before'))
        out.push({
          type: 'order',
          order: 'move-and-shoot',
          distance: d,
          target: ch.id,
          show: { ...show, alone: characterPosition(s, ch) },
        });
    }
  }
  return out;
}

/** The lone enemy characters `u` may shoot at (targets.ts characterShots), as characters. */
function shotCharacters(s: ActivateState, field: Battlefield, u: Unit, actionBonuses: number, magic: number, movement: 'none' | 'before') {
  const ids = characterShots(s, field, u, actionBonuses, magic, movement);
  return ids.flatMap((id) => loneEnemies(s, u.side).filter((c) => c.id === id));
}

function boostActions(s: ActivateState): SsfAction[] {
  const c = s.current;
  if (c.boosted) return [];
  const out: SsfAction[] = [];
  const player = playerOf(s, c.unit);
  for (const user of magicUsers(s).filter((m) => playerOf(s, m.id) === player)) {
    for (const level of castableLevels(s, user.id, 'boost', c.unit)) out.push({ type: 'boost', user: user.id, level });
  }
  return out;
}

export function activateActions(s: ActivateState): SsfAction[] {
  const u = activeUnit(s);
  return [...boostActions(s), ...(u ? orderActions(s, u) : [])];
}

/** A boost cast on the unit (it stays activated), or its order given. */
export function applyActivate(s: ActivateState, seat: Seat, a: SsfAction, dice: Dice, events: SsfEvent[]): Result<Activated, RuleError> {
  switch (a.type) {
    case 'boost': {
      if (s.current.boosted) return err(Errors.oneBoost());
      const cast = tryCast(s, { user: a.user, spell: 'boost', level: a.level, target: s.current.unit });
      if (!cast.ok) return cast;
      if (cast.value.effect.spell !== 'boost') return err(Errors.notThatSpell('boost'));
      events.push(
        ev('spell', cast.value.clause, {
          side: seat,
          user: a.user,
          spell: 'boost',
          level: a.level,
          target: s.current.unit,
          cost: cast.value.cost,
          bonuses: cast.value.effect.bonuses,
        }),
      );
      return ok({
        state: { ...s, magic: cast.value.turn, current: { ...s.current, boost: cast.value.effect.bonuses, boosted: true } },
        next: 'stay',
      });
    }
    case 'order': {
      const u = activeUnit(s);
      if (!u) return err(Errors.noSuchUnit(s.current.unit));
      return order(s, u, a, dice, events);
    }
    case 'group-move': {
      const u = activeUnit(s);
      if (!u) return err(Errors.noSuchUnit(s.current.unit));
      const r = groupMove(s, u, a, events);
      return r.ok ? ok({ state: r.value, next: 'acted' }) : r;
    }
    default:
      return err(Errors.notNow(a.type, s.step));
  }
}

const acted = (state: ActivateState): Activated => ({ state, next: 'acted' });

/**
 * The melee an order brings on (SSF-A36); first, if the enemy unit's player can boost it, he is asked
 * (17 Spells: a boost "when a friendly unit fights in melee combat due to the activation of an enemy
 * unit in contact with it").
 */
function fightOrBoost(s: ActivateState, fight: PendingMelee, dice: Dice, events: SsfEvent[]): Activated {
  if (fightBoostSpells(s, fight).length > 0) {
    events.push(ev('melee-declared', CLAUSE.spells, { attacker: fight.attacker, defender: fight.defender, charging: fight.charging }));
    return { state: { ...s, step: 'fight-boost', fight }, next: 'fight-boost' };
  }
  return acted(melee(s, fight.attacker, fight.defender, fight.charging, fight.bonuses, dice, events, fight.acrossObstacle));
}

/**
 * A charge at an enemy unit (SSF-A3): the move into contact, the field after it (a flyer charged comes
 * down) and the melee it starts, with the bonuses left. The order and the odds of a planned charge both
 * start from it.
 */
function chargeInto(s: ActivateState, u: Unit, target: Unit, all: number) {
  const o = s.options;
  const ch = planCharge(s.field, tablePolygon(s), u, target, all, o);
  if (!ch.ok) return ch;
  let field = moveUnit(s.field, u.id, ch.value.base, 'ground');
  field = setUnit(field, target.id, (x) => (has(x, 'flight') ? { ...x, altitude: 'ground' } : x));
  const fight = {
    attacker: u.id,
    defender: target.id,
    charging: true,
    bonuses: all - ch.value.bonusesUsed,
    acrossObstacle: ch.value.obstacles.length > 0 && o.obstacleCombat === 'cover-and-not-fresh',
  };
  return ok({ ch: ch.value, field, fight });
}

function order(s: ActivateState, u: Unit, a: ActionOf<'order'>, dice: Dice, events: SsfEvent[]): Result<Activated, RuleError> {
  const c = s.current;
  const o = s.options;
  const need = orderNeeds(s, u, a.order);
  if (!need.ok) return need;
  const bonuses = bonusesFor(s, need.value);
  const all = bonuses + c.boost;
  const contact = enemiesInContact(s.field, u, o);
  const table = tablePolygon(s);
  if (contact.length > 0 && !['hold', 'defer', 'fight'].includes(a.order)) return err(Errors.inContact(u.profile.name));
  if (a.altitude === 'high' && (!canFly(u) || (a.order !== 'advance' && a.order !== 'manoeuvre')))
    return err(Errors.cannotFlyHigh(u.profile.name));
  switch (a.order) {
    case 'hold':
      events.push(ev('hold', GAP.turn, { unit: u.id }));
      return ok(acted(s));
    case 'defer':
      events.push(ev('deferred', GAP.deferred, { unit: u.id }));
      return ok({ state: s, next: 'deferred' });
    case 'rally': {
      const removed = Math.min(u.hits, o.rallyRemoves);
      events.push(ev('rallied', 'SSF-A41', { unit: u.id, removed }));
      return ok(acted({ ...s, field: heal(s.field, u.id, removed) }));
    }
    case 'advance':
    case 'manoeuvre': {
      const turn = a.order === 'advance' ? 0 : (a.turn ?? 0);
      if (a.order === 'advance' && a.turn) return err(Errors.advanceTurns());
      const m = planMove(s.field, table, u, { turn, forward: a.distance ?? 0 }, all, o);
      if (!m.ok) return m;
      events.push(
        ev('moved', GAP.moves, {
          unit: u.id,
          order: a.order,
          turn,
          distance: a.distance ?? 0,
          used: m.value.used,
          bonusesUsed: m.value.bonusesUsed,
          ...(a.altitude === 'high' ? { altitude: 'high' } : {}),
        }),
      );
      if (m.value.obstacles.length) events.push(ev('crossed-obstacle', GAP.obstacles, { unit: u.id, obstacles: m.value.obstacles }));
      return ok(acted({ ...s, field: moveUnit(s.field, u.id, m.value.base, a.altitude === 'high' ? 'high' : 'low') }));
    }
    case 'charge': {
      const lone = a.target === undefined || unitById(s.field, a.target) ? undefined : loneEnemy(s, u.side, a.target);
      if (lone) {
        const forward = characterCharge(s, u, lone, all);
        if (forward === undefined) return err(Errors.cannotReachCharacter(u.profile.name, lone.name));
        const m = planMove(s.field, table, u, { turn: 0, forward }, all, o);
        if (!m.ok) return m;
        events.push(
          ev('charged-character', CLAUSE.magic, { unit: u.id, character: lone.id, distance: forward, bonusesUsed: m.value.bonusesUsed }),
        );
        return ok(acted(contactCharacter({ ...s, field: moveUnit(s.field, u.id, m.value.base, 'ground') }, lone, 'contact', dice, events)));
      }
      const target = a.target === undefined ? undefined : unitById(s.field, a.target);
      if (!target) return err(Errors.noUnitToCharge(a.target));
      const charged = chargeInto(s, u, target, all);
      if (!charged.ok) return charged;
      const { ch, field, fight } = charged.value;
      events.push(
        ev('charged', GAP.charges, {
          unit: u.id,
          target: target.id,
          side: ch.side,
          distance: ch.distance,
          bonusesUsed: ch.bonusesUsed,
        }),
      );
      if (ch.obstacles.length > 0)
        events.push(
          ev('crossed-obstacle', GAP.obstacles, {
            unit: u.id,
            obstacles: ch.obstacles,
            notFresh: o.obstacleCombat === 'cover-and-not-fresh',
          }),
        );
      return ok(fightOrBoost({ ...s, field }, fight, dice, events));
    }
    case 'fight': {
      const target = contact.find((e) => e.id === a.target) ?? (a.target === undefined ? contact[0] : undefined);
      if (!target) return err(Errors.notInContactWith(u.profile.name, a.target ?? 'an enemy'));
      return ok(
        fightOrBoost(s, { attacker: u.id, defender: target.id, charging: false, bonuses: all, acrossObstacle: false }, dice, events),
      );
    }
    case 'shoot':
    case 'move-and-shoot': {
      if (a.target === undefined) return err(Errors.nameTheTarget());
      const lone = unitById(s.field, a.target) ? undefined : loneEnemy(s, u.side, a.target);
      let field = s.field;
      let left = all;
      if (a.order === 'move-and-shoot') {
        // F3 (and SSF-A46 at a lone character): move straight ahead first; the bonuses left buy range.
        const m = planMove(s.field, table, u, { turn: 0, forward: a.distance ?? 0 }, all, o);
        if (!m.ok) return m;
        field = moveUnit(s.field, u.id, m.value.base, 'low');
        left = all - m.value.bonusesUsed;
        events.push(
          ev('moved', GAP.orders, {
            unit: u.id,
            order: a.order,
            turn: 0,
            distance: a.distance ?? 0,
            used: m.value.used,
            bonusesUsed: m.value.bonusesUsed,
          }),
        );
        if (m.value.obstacles.length) events.push(ev('crossed-obstacle', GAP.obstacles, { unit: u.id, obstacles: m.value.obstacles }));
      }
      const magic = Math.min(left, c.boost);
      const movement = a.order === 'move-and-shoot' ? 'before' : 'none';
      if (lone) {
        const moved = unitById(field, u.id) ?? u;
        if (!characterShots(s, field, moved, left - magic, magic, movement).includes(lone.id))
          return err(Errors.cannotShootCharacter(u.profile.name, lone.name, movement === 'before'));
        events.push(ev('shot-at-character', CLAUSE.magic, { unit: u.id, character: lone.id, order: a.order }));
        return ok(acted(contactCharacter({ ...s, field }, lone, 'shot', dice, events)));
      }
      const fromDice = left - magic;
      const plan = bestShot(field, u.id, a.target, movement, fromDice, magic, 0, o);
      if (!plan.ok) return plan;
      const pending = { shooter: u.id, target: a.target, movement, actionBonuses: fromDice, magicBonuses: magic } as const;
      if (protectSpells({ ...s, field }, pending).length > 0) {
        events.push(ev('shot-declared', CLAUSE.procedure, { unit: u.id, target: a.target }));
        return ok({ state: { ...s, field, step: 'protect', pending }, next: 'protect' });
      }
      return ok(acted(shoot({ ...s, field }, plan.value, dice, events)));
    }
  }
}

/**
 * The odds of a shot the activated unit may order now, before it is made: the plan `order` makes for
 * it (bestShot with the same action-dice and magic bonuses), through the ruleset's exact shooting odds.
 * Null for any other action, a shot at a lone character (no volley) or a state with no activation.
 */
export function plannedShotOdds(s: SsfState, a: SsfAction): VolleyOdds | null {
  if (s.step !== 'activate' || a.type !== 'order' || a.order !== 'shoot' || a.target === undefined) return null;
  const u = unitById(s.field, s.current.unit);
  if (!u || !unitById(s.field, a.target)) return null;
  const need = orderNeeds(s, u, 'shoot');
  if (!need.ok) return null;
  const plan = bestShot(s.field, u.id, a.target, 'none', bonusesFor(s, need.value), s.current.boost, 0, s.options);
  return plan.ok ? shootingOdds(plan.value, s.options) : null;
}

/**
 * The odds of a melee the activated unit may start now, before it is made: a charge at an enemy unit
 * (the field and bonuses `chargeInto` gives the order) or a fight with one in contact, through the
 * ruleset's exact melee odds (no boost spell cast). Null for any other action.
 */
export function plannedMeleeOdds(s: SsfState, a: SsfAction): MeleeOdds | null {
  if (s.step !== 'activate' || a.type !== 'order' || (a.order !== 'charge' && a.order !== 'fight') || a.target === undefined) return null;
  const u = unitById(s.field, s.current.unit);
  const target = unitById(s.field, a.target);
  if (!u || !target) return null;
  const need = orderNeeds(s, u, a.order);
  if (!need.ok) return null;
  const all = bonusesFor(s, need.value) + s.current.boost;
  let field = s.field;
  let fight = { charging: false, bonuses: all, acrossObstacle: false };
  if (a.order === 'charge') {
    const charged = chargeInto(s, u, target, all);
    if (!charged.ok) return null;
    ({ field, fight } = charged.value);
  } else if (!enemiesInContact(s.field, u, s.options).some((e) => e.id === target.id)) return null;
  const attacker = unitById(field, u.id)!;
  const defender = unitById(field, target.id)!;
  const o = s.options;
  return meleeOdds(
    {
      a: meleeSide(
        field,
        attacker,
        defender,
        { active: true, charging: fight.charging, bonuses: fight.bonuses, acrossObstacle: fight.acrossObstacle },
        o,
      ),
      b: meleeSide(field, defender, attacker, { active: false, charging: false, bonuses: 0 }, o),
    },
    o,
  );
}
