/** Whose decision is pending: one place for the ruleset's `toAct` and the view's `toAct`. */
import type { Seat } from '../../../core/ruleset.js';
import { battleToAct } from '../battle/battle.js';
import { characterCombatToAct } from '../battle/character-combat.js';
import { phasingSeat, type SsState } from './state.js';

export function seatsToAct(s: SsState): Seat[] {
  if (s.outcome) return [];
  const p = s.pending;
  if (!p) return [phasingSeat(s)];
  switch (p.kind) {
    case 'battle':
      return battleToAct(p.battle).map((side) => p.seats[side]);
    case 'character-combat': {
      const who = characterCombatToAct(p.combat);
      return who ? [p.seats[who]] : [];
    }
    default:
      return [p.seat];
  }
}
