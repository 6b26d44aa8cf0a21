/**
 * What shooting, melee and magic do to the armies: hits, routs and their tests (2 Strength, F5, F11,
 * SSF-A40), melee with pursuit (SSF-A36, SSF-A43), lone characters shot at or contacted (17 Magic,
 * SSF-A46), and moving a unit's base. Every step may bring these about, so they work on any state.
 */
import type { Dice } from '../../../core/dice.js';
import {
  add,
  baseDistance,
  distance,
  forwardOf,
  nearestPointOf,
  outline,
  pointInPolygon,
  scale,
} from '../../../core/geometry/open-table.js';
import type { Seat } from '../../../core/ruleset.js';
import { capacity, disciplineOf, enemiesInContact, has, troopOf, unitById, type Battlefield, type Unit } from '../battlefield.js';
import { CLAUSE, GAP } from '../clauses.js';
import { disciplineTest } from '../combat.js';
import { armyBreakpoints, troopType } from '../data.js';
import { meleeSide, resolveMelee, type MeleeResult } from '../melee.js';
import { allowanceOver, planMove } from '../movement.js';
import { addHits, resolveShooting, type ShootingPlan } from '../shooting.js';
import { living } from './commands.js';
import { ev, tablePolygon, type CharacterOnTable, type GameCommon, type SsfEvent } from './state.js';

export const moveUnit = (field: Battlefield, id: string, base: Unit['base'], altitude?: Unit['altitude']): Battlefield => ({
  ...field,
  units: field.units.map((u) => (u.id === id ? { ...u, base, ...(altitude && has(u, 'flight') ? { altitude } : {}) } : u)),
});

export const setUnit = (field: Battlefield, id: string, f: (u: Unit) => Unit): Battlefield => ({
  ...field,
  units: field.units.map((u) => (u.id === id ? f(u) : u)),
});

const lose = (losses: GameCommon['losses'], side: Seat, value: number) => ({ ...losses, [side]: (losses[side] ?? 0) + value });

/**
 * A lone character shot at or contacted (17 Magic, SSF-A46). 'risk': a shot kills him on a 6, a contact
 * on 5-6 (F5's numbers), and a survivor of a contact flees; 'flee': no roll, he flees to the nearest
 * friendly unit (behind it; a commander attaches to it), and is killed only if his side has no unit.
 * A killed general costs 2 army value (SSF-A7).
 */
export function contactCharacter<S extends GameCommon>(
  s: S,
  c: CharacterOnTable,
  how: 'shot' | 'contact',
  dice: Dice,
  events: SsfEvent[],
): S {
  const id = c.id;
  let killed = false;
  if (s.options.loneCharacters === 'risk') {
    const roll = dice.roll(6);
    killed = roll >= (how === 'shot' ? 6 : 5);
    events.push(ev('character-risk', GAP.loneCharacters, { character: id, cause: how, roll, killed }));
  }
  const flees = !killed && (how === 'contact' || s.options.loneCharacters === 'flee');
  let update: Partial<CharacterOnTable> = {};
  if (flees) {
    const friends = s.field.units.filter((u) => u.side === c.side);
    const nearest = friends.sort(
      (x, y) =>
        distance(c.position, nearestPointOf(outline(x.base), c.position)) -
        distance(c.position, nearestPointOf(outline(y.base), c.position)),
    )[0];
    if (!nearest) {
      killed = true;
      events.push(ev('character-killed', GAP.loneCharacters, { character: id, cause: how, reason: 'no friendly unit to flee to' }));
    } else {
      const behind = add(nearest.base.centre, scale(forwardOf(nearest.base.facing), -(nearest.base.depth / 2 + 0.5)));
      const ahead = add(nearest.base.centre, scale(forwardOf(nearest.base.facing), nearest.base.depth / 2 + 0.5));
      const position = c.commander ? nearest.base.centre : pointInPolygon(behind, tablePolygon(s)) ? behind : ahead;
      update = { position, ...(c.commander ? { attachedTo: nearest.id } : {}) };
      events.push(
        ev('character-fled', GAP.loneCharacters, { character: id, cause: how, unit: nearest.id, attached: c.commander !== undefined }),
      );
    }
  }
  const lost = killed && c.commander === 'general' ? 2 : 0;
  return {
    ...s,
    characters: s.characters.map((x) => (x.id === id ? { ...x, ...update, ...(killed ? { killed: true } : {}) } : x)),
    losses: lose(s.losses, c.side, lost),
  };
}

/** Shoots as planned (9 Shooting procedure) and adds the hits. */
export function shoot<S extends GameCommon>(s: S, plan: ShootingPlan, dice: Dice, events: SsfEvent[]): S {
  const r = resolveShooting(s.field, plan, dice, s.options);
  events.push(
    ev('shot', CLAUSE.procedure, {
      unit: plan.shooter,
      target: plan.target,
      weapon: plan.weapon.id,
      range: plan.range,
      shooterDice: plan.volley.shooterDice,
      targetDice: plan.volley.targetDice,
    }),
  );
  events.push(...r.events.map((e) => ({ ...e, unit: plan.target }) as SsfEvent));
  return inflict(s, plan.target, r.hits, dice, events);
}

/** Adds hits; a unit whose hits reach its limit routs (2 Strength). */
export function inflict<S extends GameCommon>(s: S, id: string, hits: number, dice: Dice, events: SsfEvent[]): S {
  if (!unitById(s.field, id) || hits <= 0) return s;
  const st = { ...s, field: addHits(s.field, id, hits) };
  const hit = unitById(st.field, id);
  return hit && capacity(hit) <= 0 ? rout(st, id, dice, events, false) : st;
}

/** The unit routs and is removed (2 Strength): its commander's risk (F5), friends nearby test (F11, SSF-A40), army losses (SSF-A7). */
function rout<S extends GameCommon>(s: S, id: string, dice: Dice, events: SsfEvent[], pursuedByMounted: boolean): S {
  const u = unitById(s.field, id);
  if (!u) return s;
  const value = troopType(u.profile.troopType).armyValue;
  events.push(ev('routed', CLAUSE.strength, { unit: id, side: u.side, value }));
  let st: S = {
    ...s,
    field: { ...s.field, units: s.field.units.filter((x) => x.id !== id) },
    routed: [...s.routed, { id, side: u.side, name: u.profile.name, value }],
    losses: lose(s.losses, u.side, value),
  };
  // F5: a commander with a unit that routs is killed on a 6, or 5-6 if pursued by mounted.
  for (const c of living(st).filter((x) => x.attachedTo === id)) {
    const roll = dice.roll(6);
    const killed = roll >= (pursuedByMounted ? 5 : 6);
    events.push(ev('commander-risk', GAP.commanders, { character: c.id, roll, killed }));
    const lost = killed && c.commander === 'general' ? 2 : 0;
    st = {
      ...st,
      characters: st.characters.map((x) => {
        if (x.id !== c.id) return x;
        const { attachedTo: _, ...rest } = x;
        return { ...rest, position: u.base.centre, ...(killed ? { killed: true } : {}) };
      }),
      losses: lose(st.losses, c.side, lost),
    };
  }
  const threshold = armyBreakpoints(st.armyValue[u.side] ?? 0).testsAfter;
  if ((st.losses[u.side] ?? 0) > threshold && !st.testsDue.includes(u.side) && !st.testsTaken.includes(u.side) && st.options.armyTests)
    st = { ...st, testsDue: [...st.testsDue, u.side] };
  if (has(u, 'expendable')) return st;
  // F11 / SSF-A40: friends close to a routing unit take a discipline test.
  for (const f of st.field.units.filter((x) => x.side === u.side && baseDistance(x.base, u.base) <= st.options.routTestRange + 1e-9)) {
    const cur = unitById(st.field, f.id);
    if (!cur) continue;
    const d = disciplineOf(st.field, cur, st.options).value;
    const t = disciplineTest(d, dice);
    events.push(ev('discipline-test', GAP.routTests, { unit: f.id, cause: 'rout', roll: t.roll, passed: t.passed, discipline: d }));
    if (!t.passed) st = inflict(st, f.id, 1, dice, events);
  }
  return st;
}

/** A melee brought on by `attacker`'s activation (SSF-A36), the defender with a boost's bonuses if one was cast (17 Spells); pursuit by the winner (SSF-A43). */
export function melee<S extends GameCommon>(
  s: S,
  attackerId: string,
  defenderId: string,
  charging: boolean,
  bonuses: number,
  dice: Dice,
  events: SsfEvent[],
  acrossObstacle = false,
  defenderBonuses = 0,
): S {
  const o = s.options;
  const a = unitById(s.field, attackerId);
  const b = unitById(s.field, defenderId);
  if (!a || !b) return s;
  const r: MeleeResult = resolveMelee(
    {
      a: meleeSide(s.field, a, b, { active: true, charging, bonuses, acrossObstacle }, o),
      b: meleeSide(s.field, b, a, { active: false, charging: false, bonuses: defenderBonuses }, o),
    },
    dice,
    o,
  );
  events.push(
    ev('melee', GAP.melee, {
      attacker: a.id,
      defender: b.id,
      charging,
      a: r.a,
      b: r.b,
      winner: r.winner === null ? null : r.winner === 'a' ? a.id : b.id,
    }),
  );
  let st = s;
  const winnerUnit = r.winner === 'a' ? a : r.winner === 'b' ? b : undefined;
  const pursuedByMounted = (loser: Unit) => winnerUnit !== undefined && winnerUnit.id !== loser.id && troopOf(winnerUnit).mounted;
  for (const [u, res] of [
    [a, r.a],
    [b, r.b],
  ] as const) {
    if (res.hits === 0) continue;
    st = { ...st, field: addHits(st.field, u.id, res.hits) };
    if (res.routed) st = rout(st, u.id, dice, events, pursuedByMounted(u));
  }
  // SSF-A43: a mounted or undrilled winner whose enemy routed pursues one full move straight ahead, stopping short of anything in the way.
  if (o.pursuit && winnerUnit && !unitById(st.field, winnerUnit.id === a.id ? b.id : a.id)) {
    const w = unitById(st.field, winnerUnit.id);
    if (w && (troopOf(w).mounted || has(w, 'undrilled')) && enemiesInContact(st.field, w, o).length === 0) {
      const full = allowanceOver(w, 'open').value ?? 0;
      for (let d = full; d > 0; d -= 0.5) {
        const m = planMove(st.field, tablePolygon(st), w, { turn: 0, forward: d }, 0, o);
        if (m.ok) {
          events.push(ev('pursued', GAP.pursuit, { unit: w.id, distance: d }));
          st = { ...st, field: moveUnit(st.field, w.id, m.value.base) };
          break;
        }
      }
    }
  }
  return st;
}
