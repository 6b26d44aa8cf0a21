/**
 * A challenge to Mortal Combat awaiting its answer (22.1, 22.3): whatever the phase, the challenged
 * leader's side accepts or refuses before anything else. Checked and done in one place.
 */
import { err, ok } from '../../../core/result.js';
import { Errors } from '../errors.js';
import type { MortalCombatState } from '../mortal-combat.js';
import { recordCheck, recordDo } from './record-link.js';
import type { GameAction, GameState, Resolution } from './state.js';

type Challenged = MortalCombatState & { readonly phase: 'challenged' };

/** The challenge awaiting an answer, if any. */
export const pendingChallenge = (s: GameState): Challenged | null => {
  const m = s.record.mortal;
  return m?.phase === 'challenged' ? { ...m, phase: m.phase } : null;
};

export function answer(s: GameState, m: Challenged, a: GameAction): Resolution {
  if (a.type !== 'accept' && a.type !== 'refuse') return err(Errors.answerChallenge(m.defender.name, m.challenger.name));
  const action = { type: a.type };
  const c = recordCheck(s, action);
  if (!c.ok) return c;
  return ok((dice, events) => {
    const t = recordDo(s, action, dice, events);
    // 22.1: leaders already in one hex fight at once, in this Leader Combat Segment.
    return t.record.mortal?.phase === 'fighting' && t.record.phase.endsWith('-combat')
      ? recordDo(t, { type: 'mortal-fight' }, dice, events)
      : t;
  });
}

export const answers: readonly GameAction[] = [{ type: 'accept' }, { type: 'refuse' }];
