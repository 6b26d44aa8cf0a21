/**
 * The protect step (17 Spells: "A protect spell is cast as an enemy missile unit is activated to shoot at
 * a friendly unit"): the target's player may cast one, or not; then the shot is resolved and the
 * shooter's activation is over.
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Seat } from '../../../core/ruleset.js';
import { Errors } from '../errors.js';
import { shoot } from './casualties.js';
import { commanderOf, magicUsers, playerOf } from './commands.js';
import { castableLevels, tryCast } from './spells.js';
import { bestShot } from './targets.js';
import {
  common,
  ev,
  type ActivateState,
  type PendingShot,
  type ProtectState,
  type SsfAction,
  type SsfEvent,
  type SsfState,
} from './state.js';

/** Protect spells the target's player may cast on it now. */
export function protectSpells(s: SsfState, p: PendingShot): SsfAction[] {
  const player = playerOf(s, p.target);
  const out: SsfAction[] = [];
  for (const user of magicUsers(s).filter((m) => commanderOf(s, m) === player)) {
    for (const level of castableLevels(s, user.id, 'protect', p.target)) out.push({ type: 'protect', user: user.id, level });
  }
  return out;
}

export const protectActions = (s: ProtectState): SsfAction[] => [...protectSpells(s, s.pending), { type: 'no-protect' }];

/** The seat that decides on a protect spell: the target's player. */
export const protectSeat = (s: ProtectState): Seat | undefined => playerOf(s, s.pending.target);

/** A protect spell cast, or not; then the shot (9 Shooting procedure). The shooter has acted. */
export function applyProtect(s: ProtectState, seat: Seat, a: SsfAction, dice: Dice, events: SsfEvent[]): Result<ActivateState, RuleError> {
  if (a.type !== 'protect' && a.type !== 'no-protect') return err(Errors.notNow(a.type, s.step));
  let level = 0;
  let magic = s.magic;
  if (a.type === 'protect') {
    const cast = tryCast(s, { user: a.user, spell: 'protect', level: a.level, target: s.pending.target });
    if (!cast.ok) return cast;
    level = a.level;
    magic = cast.value.turn;
    events.push(
      ev('spell', cast.value.clause, {
        side: seat,
        user: a.user,
        spell: 'protect',
        level,
        target: s.pending.target,
        cost: cast.value.cost,
      }),
    );
  }
  const p = s.pending;
  const plan = bestShot(s.field, p.shooter, p.target, p.movement, p.actionBonuses, p.magicBonuses, level, s.options);
  if (!plan.ok) return plan;
  const shooting: ActivateState = { ...common(s), step: 'activate', phase: s.phase, current: s.current, magic };
  return ok(shoot(shooting, plan.value, dice, events));
}
