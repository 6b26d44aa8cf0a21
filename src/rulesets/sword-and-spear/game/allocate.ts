/**
 * The allocate step (F1, F4, SSF-A27, SSF-A45): each player in turn gives his action dice to his units,
 * a die at least the unit's discipline, and more dice of the same number for bonuses. The player is
 * done when he says so or has nothing left to give.
 */
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Seat } from '../../../core/ruleset.js';
import { disciplineOf, unitById } from '../battlefield.js';
import { GAP } from '../clauses.js';
import { Errors } from '../errors.js';
import { commanderOf, nameOfPlayer, playerOf } from './commands.js';
import { ev, sideOfSeat, type AllocateState, type InPhase, type SsfAction, type SsfEvent } from './state.js';

/** The player's dice not yet given this phase. */
export const diceLeft = (s: InPhase, player: Seat): number[] => {
  const pool = [...(s.phase.rolled[player] ?? [])];
  for (const a of s.phase.allocated[player] ?? []) for (const d of a.dice) pool.splice(pool.indexOf(d), 1);
  return pool;
};

/** Give one die of `value` to a unit: its own, not yet acted this turn, the die at least its discipline or matching the dice on it (F1, SSF-A27, SSF-A45). */
function checkGive(s: AllocateState, player: Seat, unitId: string, value: number): Result<void, RuleError> {
  const u = unitById(s.field, unitId);
  if (!u || u.side !== sideOfSeat(player)) return err(Errors.notYourUnitToGive(unitId));
  if (commanderOf(s, u) !== player) return err(Errors.unitInOtherCommand(u.profile.name, nameOfPlayer(s, playerOf(s, u.id))));
  if (s.turn.acted.includes(unitId)) return err(Errors.alreadyActed(u.profile.name));
  if (!diceLeft(s, player).includes(value)) return err(Errors.noSuchDie(value));
  const given = (s.phase.allocated[player] ?? []).find((a) => a.unit === unitId);
  const first = given?.dice[0];
  if (first !== undefined && first !== value) return err(Errors.mixedDice(u.profile.name, first));
  const d = disciplineOf(s.field, u, s.options).value;
  if (!given && value < d) return err(Errors.dieTooLowToActivate(u.profile.name, d));
  return ok(undefined);
}

/** Every die the player may give now, highest first, unit by unit. */
export function giveActions(s: AllocateState, player: Seat): SsfAction[] {
  const values = [...new Set(diceLeft(s, player))].sort((x, y) => y - x);
  const out: SsfAction[] = [];
  for (const u of s.field.units) {
    if (commanderOf(s, u) !== player) continue;
    for (const v of values) if (checkGive(s, player, u.id, v).ok) out.push({ type: 'give', unit: u.id, value: v });
  }
  return out;
}

export const allocateActions = (s: AllocateState, player: Seat): SsfAction[] => [...giveActions(s, player), { type: 'done-allocating' }];

/** A die given, or the player done (`done`: by his word, or with nothing left to give). */
export function applyAllocate(
  s: AllocateState,
  player: Seat,
  a: SsfAction,
  events: SsfEvent[],
): Result<{ state: AllocateState; done: boolean }, RuleError> {
  switch (a.type) {
    case 'give': {
      const c = checkGive(s, player, a.unit, a.value);
      if (!c.ok) return c;
      const list = s.phase.allocated[player] ?? [];
      const given = list.find((x) => x.unit === a.unit);
      const next = given
        ? list.map((x) => (x.unit === a.unit ? { ...x, dice: [...x.dice, a.value] } : x))
        : [...list, { unit: a.unit, dice: [a.value] }];
      events.push(ev('die-given', GAP.turn, { side: player, unit: a.unit, value: a.value }));
      const state: AllocateState = { ...s, phase: { ...s.phase, allocated: { ...s.phase.allocated, [player]: next } } };
      return ok({ state, done: giveActions(state, player).length === 0 });
    }
    case 'done-allocating':
      return ok({ state: s, done: true });
    default:
      return err(Errors.notNow(a.type, s.step));
  }
}
