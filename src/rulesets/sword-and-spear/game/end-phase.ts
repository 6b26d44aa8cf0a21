/**
 * The end phase (SSF-A1): commanders and magic-users move (17 Magic, SSF-A39) and rally/heal spells are
 * cast (17 Spells), each player in turn; when all are done, commanders rally their units (SSF-A41),
 * regeneration (SSF-A6) and the army tests (F12, SSF-A42).
 */
import type { Dice } from '../../../core/dice.js';
import { add, distance, forwardOf, pointInPolygon, scale, type Point } from '../../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Seat } from '../../../core/ruleset.js';
import { disciplineOf, enemiesInContact, has, unitById } from '../battlefield.js';
import { GAP } from '../clauses.js';
import { disciplineTest } from '../combat.js';
import { Errors } from '../errors.js';
import { heal } from '../magic.js';
import { ralliesByOrder } from './activate.js';
import { inflict } from './casualties.js';
import { characterPosition, commanderOf, living, magicUsers, nameOfPlayer, playerOf, playersOf } from './commands.js';
import { castableLevels, tryCast } from './spells.js';
import {
  common,
  ev,
  sideOfSeat,
  tablePolygon,
  type CharacterOnTable,
  type EndPhaseState,
  type GameCommon,
  type SsfAction,
  type SsfEvent,
} from './state.js';

/** Where a character may go in the end phase: behind a friendly unit, or attached to it (commanders). */
function placeTarget(s: EndPhaseState, c: CharacterOnTable, unitId: string, attach: boolean): Result<Point, RuleError> {
  const u = unitById(s.field, unitId);
  if (!u || u.side !== c.side) return err(Errors.notYourUnitToJoin(unitId));
  if (attach && !c.commander) return err(Errors.notACommander(c.name));
  const dest = attach ? u.base.centre : add(u.base.centre, scale(forwardOf(u.base.facing), -(u.base.depth / 2 + 0.5)));
  if (!pointInPolygon(dest, tablePolygon(s))) return err(Errors.noRoomBehind(u.profile.name));
  const from = characterPosition(s, c);
  if (distance(from, dest) > s.options.characterMove + 1e-9)
    return err(Errors.characterTooFar(c.name, s.options.characterMove, distance(from, dest)));
  if (c.attachedTo === unitId && attach) return err(Errors.alreadyWith(c.name, u.profile.name));
  return ok(dest);
}

export function endPhaseActions(s: EndPhaseState, player: Seat): SsfAction[] {
  const out: SsfAction[] = [{ type: 'end-phase-done' }];
  for (const c of living(s).filter((x) => commanderOf(s, x) === player && !s.endPhase.moved.includes(x.id))) {
    for (const u of s.field.units.filter((x) => x.side === sideOfSeat(player))) {
      for (const attach of c.commander ? [true, false] : [false])
        if (placeTarget(s, c, u.id, attach).ok) out.push({ type: 'place', character: c.id, unit: u.id, attach });
    }
  }
  for (const user of magicUsers(s).filter((m) => commanderOf(s, m) === player)) {
    for (const u of s.field.units.filter((x) => x.side === sideOfSeat(player) && x.hits > 0)) {
      for (const level of castableLevels(s, user.id, 'rally-heal', u.id)) out.push({ type: 'heal', user: user.id, target: u.id, level });
    }
  }
  return out;
}

/** A character placed, a rally/heal spell cast, or the player done (`allDone`: every player is, and the turn ends). */
export function applyEndPhase(
  s: EndPhaseState,
  player: Seat,
  a: SsfAction,
  events: SsfEvent[],
): Result<{ state: EndPhaseState; allDone: boolean }, RuleError> {
  switch (a.type) {
    case 'place': {
      const c = living(s).find((x) => x.id === a.character);
      if (!c || c.side !== sideOfSeat(player)) return err(Errors.notYourCharacter(a.character));
      if (commanderOf(s, c) !== player) return err(Errors.characterInOtherCommand(c.name, nameOfPlayer(s, playerOf(s, c.id))));
      if (s.endPhase.moved.includes(c.id)) return err(Errors.movedThisEndPhase(c.name));
      const dest = placeTarget(s, c, a.unit, a.attach);
      if (!dest.ok) return dest;
      events.push(ev('character-moved', GAP.characterMoves, { side: player, character: c.id, unit: a.unit, attached: a.attach }));
      const characters = s.characters.map((x) => {
        if (x.id !== c.id) return x;
        const { attachedTo: _, ...rest } = x;
        return { ...rest, position: dest.value, ...(a.attach ? { attachedTo: a.unit } : {}) };
      });
      return ok({ state: { ...s, characters, endPhase: { ...s.endPhase, moved: [...s.endPhase.moved, c.id] } }, allDone: false });
    }
    case 'heal': {
      const cast = tryCast(s, { user: a.user, spell: 'rally-heal', level: a.level, target: a.target });
      if (!cast.ok) return cast;
      if (cast.value.effect.spell !== 'rally-heal') return err(Errors.notThatSpell('rally/heal'));
      events.push(
        ev('spell', cast.value.clause, {
          side: player,
          user: a.user,
          spell: 'rally-heal',
          level: a.level,
          target: a.target,
          cost: cast.value.cost,
          healed: cast.value.effect.hits,
        }),
      );
      return ok({ state: { ...s, magic: cast.value.turn, field: heal(s.field, a.target, cast.value.effect.hits) }, allDone: false });
    }
    case 'end-phase-done': {
      const done = [...s.endPhase.done, player];
      const state: EndPhaseState = { ...s, endPhase: { ...s.endPhase, done } };
      return ok({ state, allDone: playersOf(state).every((p) => done.includes(p)) });
    }
    default:
      return err(Errors.notNow(a.type, s.step));
  }
}

/** The end of the end phase: commanders rally (SSF-A41), regeneration (SSF-A6), army tests (F12, SSF-A42). */
export function closeEndPhase(s: EndPhaseState, dice: Dice, events: SsfEvent[]): GameCommon {
  let st = common(s);
  const o = s.options;
  // SSF-A41: a commander attached to a unit not in contact tries to rally it.
  for (const c of living(st)) {
    const u = c.attachedTo === undefined ? undefined : unitById(st.field, c.attachedTo);
    if (!u || u.hits === 0 || enemiesInContact(st.field, u, o).length || !ralliesByOrder(u, o)) continue;
    const d = disciplineOf(st.field, u, o).value;
    const t = disciplineTest(d, dice);
    events.push(ev('commander-rally', 'SSF-A41', { character: c.id, unit: u.id, roll: t.roll, passed: t.passed, discipline: d }));
    if (t.passed) st = { ...st, field: heal(st.field, u.id, o.rallyRemoves) };
  }
  // SSF-A6: regenerate removes a hit on 4+.
  for (const u of st.field.units.filter((x) => x.hits > 0 && has(x, 'regenerate'))) {
    const roll = dice.roll(6);
    events.push(ev('regenerate', 'SSF-A6', { unit: u.id, roll, healed: roll >= 4 }));
    if (roll >= 4) st = { ...st, field: heal(st.field, u.id, 1) };
  }
  // F12 / SSF-A42: every unit of an army past a third lost tests once.
  for (const side of st.testsDue) {
    for (const u of st.field.units.filter((x) => x.side === side)) {
      const cur = unitById(st.field, u.id);
      if (!cur) continue;
      const d = disciplineOf(st.field, cur, o).value;
      const t = disciplineTest(d, dice);
      events.push(ev('discipline-test', GAP.victory, { unit: u.id, cause: 'army', roll: t.roll, passed: t.passed, discipline: d }));
      if (!t.passed) st = inflict(st, u.id, 1, dice, events);
    }
  }
  return { ...st, testsTaken: [...st.testsTaken, ...st.testsDue], testsDue: [] };
}
