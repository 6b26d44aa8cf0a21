/**
 * The assign-power step (17 Magical Power: the dice "are then assigned, one to each magic-user"; SSF-A23:
 * by the owning player): each player who rolled for two or more magic-users, and whose dice could go
 * more than one way, gives each of his magic-users one of his dice.
 */
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Seat } from '../../../core/ruleset.js';
import { Errors } from '../errors.js';
import { assignMagicPower, type MagicUser } from '../magic.js';
import { magicUsers } from './commands.js';
import type { AssignPowerState, PowerDice, SsfAction } from './state.js';

/** Every distinct way of giving `dice` to the users, one each: as the die for user 0, 1, ... */
export function assignments(dice: readonly number[]): number[][] {
  if (dice.length <= 1) return [[...dice]];
  const out: number[][] = [];
  const seen = new Set<number>();
  dice.forEach((d, i) => {
    if (seen.has(d)) return;
    seen.add(d);
    for (const rest of assignments([...dice.slice(0, i), ...dice.slice(i + 1)])) out.push([d, ...rest]);
  });
  return out;
}

/** The magic power each way gives (17 Magical Power: +1 level 2, +2 level 3, at most 6), as the index of the die each user takes. */
function powerOf(
  users: readonly MagicUser[],
  dice: readonly number[],
  given: readonly number[],
): Result<Record<string, number>, RuleError> {
  const left = dice.map((d, i) => ({ d, i }));
  const order: number[] = [];
  for (const g of given) {
    const k = left.findIndex((x) => x.d === g);
    const taken = left[k];
    if (taken === undefined) return err(Errors.powerAssignment());
    order.push(taken.i);
    left.splice(k, 1);
  }
  return assignMagicPower(users, dice, order);
}

/** Whether the player's dice could go more than one way (another die for a user, or a different power). */
export function hasChoice(users: readonly MagicUser[], dice: readonly number[]): boolean {
  const powers = new Set(assignments(dice).map((a) => JSON.stringify(powerOf(users, dice, a))));
  return powers.size > 1;
}

const usersOf = (s: AssignPowerState, ids: readonly string[]): MagicUser[] => ids.flatMap((id) => magicUsers(s).filter((u) => u.id === id));

export const assignPowerSeat = (s: AssignPowerState): Seat | undefined => s.powerDice.waiting[0]?.player;

export function assignPowerActions(s: AssignPowerState): SsfAction[] {
  const w = s.powerDice.waiting[0];
  if (!w) return [];
  const users = usersOf(s, w.users);
  return assignments(w.dice).map((a) => {
    const power = powerOf(users, w.dice, a);
    return {
      type: 'assign-power',
      power: w.users.map((user, i) => ({ user, die: a[i] ?? 0 })),
      ...(power.ok ? { show: { power: power.value } } : {}),
    };
  });
}

/** The player's assignment checked and applied: his users' power added, the next player's turn to assign (or none left). */
export function applyAssignPower(s: AssignPowerState, player: Seat, a: SsfAction): Result<PowerDice, RuleError> {
  if (a.type !== 'assign-power') return err(Errors.notNow(a.type, s.step));
  const [w, ...rest] = s.powerDice.waiting;
  if (!w || w.player !== player) return err(Errors.notNow(a.type, s.step));
  const byUser = new Map(a.power.map((p) => [p.user, p.die]));
  if (byUser.size !== a.power.length || w.users.some((u) => !byUser.has(u)) || a.power.length !== w.users.length)
    return err(Errors.powerAssignment());
  const given = w.users.map((u) => byUser.get(u) ?? 0);
  const power = powerOf(usersOf(s, w.users), w.dice, given);
  if (!power.ok) return power;
  return ok({ ...s.powerDice, waiting: rest, power: { ...s.powerDice.power, ...power.value } });
}
