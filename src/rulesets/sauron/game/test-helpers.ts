/** Set-up shared by the map game's tests (fixtures.ts), and a refusal checked to leave the state as it was. */
import { expect } from 'vitest';
import { ScriptedDice } from '../../../core/dice.js';
import { sauron, type SauronAction } from './ruleset.js';
import type { GameState } from './rules.js';

export { act, arrange, grid, H, inPhase, start, stepOf, type ArrangeMore } from './fixtures.js';

/** The refusal of `action`; throws if it is accepted, and checks the state was left as it was. */
export function refused(s: GameState, seat: string, action: SauronAction) {
  const before = JSON.stringify(s);
  const r = sauron.apply(s, seat, action, new ScriptedDice([]));
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  expect(JSON.stringify(s)).toBe(before);
  return r.error;
}
