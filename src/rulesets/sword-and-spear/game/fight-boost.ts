/**
 * The fight-boost step (17 Spells: a boost spell "is cast as a friendly unit is activated, or when a
 * friendly unit fights in melee combat due to the activation of an enemy unit in contact with it"): the
 * player of the unit that fights because an enemy charged it or was ordered to fight it may cast a boost
 * on it, or not; then the melee is fought and the enemy's activation is over.
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Seat } from '../../../core/ruleset.js';
import { Errors } from '../errors.js';
import { melee } from './casualties.js';
import { magicUsers, playerOf } from './commands.js';
import { castableLevels, tryCast } from './spells.js';
import {
  common,
  ev,
  type ActivateState,
  type FightBoostState,
  type PendingMelee,
  type SsfAction,
  type SsfEvent,
  type SsfState,
} from './state.js';

/** Boost spells the defender's player may cast on it now. */
export function fightBoostSpells(s: SsfState, m: PendingMelee): SsfAction[] {
  const player = playerOf(s, m.defender);
  const out: SsfAction[] = [];
  for (const user of magicUsers(s).filter((u) => playerOf(s, u.id) === player)) {
    for (const level of castableLevels(s, user.id, 'boost', m.defender)) out.push({ type: 'boost', user: user.id, level });
  }
  return out;
}

export const fightBoostActions = (s: FightBoostState): SsfAction[] => [...fightBoostSpells(s, s.fight), { type: 'no-boost' }];

/** The seat that decides: the player of the unit that fights because of the enemy's activation. */
export const fightBoostSeat = (s: FightBoostState): Seat | undefined => playerOf(s, s.fight.defender);

/** A boost cast on the defender, or not; then the melee (SSF-A36). The attacker has acted. */
export function applyFightBoost(
  s: FightBoostState,
  seat: Seat,
  a: SsfAction,
  dice: Dice,
  events: SsfEvent[],
): Result<ActivateState, RuleError> {
  if (a.type !== 'boost' && a.type !== 'no-boost') return err(Errors.notNow(a.type, s.step));
  const f = s.fight;
  let boost = 0;
  let magic = s.magic;
  if (a.type === 'boost') {
    const cast = tryCast(s, { user: a.user, spell: 'boost', level: a.level, target: f.defender });
    if (!cast.ok) return cast;
    if (cast.value.effect.spell !== 'boost') return err(Errors.notThatSpell('boost'));
    boost = cast.value.effect.bonuses;
    magic = cast.value.turn;
    events.push(
      ev('spell', cast.value.clause, {
        side: seat,
        user: a.user,
        spell: 'boost',
        level: a.level,
        target: f.defender,
        cost: cast.value.cost,
        bonuses: boost,
      }),
    );
  }
  const fighting: ActivateState = { ...common(s), step: 'activate', phase: s.phase, current: s.current, magic };
  return ok(melee(fighting, f.attacker, f.defender, f.charging, f.bonuses, dice, events, f.acrossObstacle, boost));
}
