/** Builders for the battle tests. Free of test-runner imports. */
import type { Dice } from '../../../core/dice.js';
import { applyBattleAction, createBattle, type BattleActionInput, type BattleSetup, type BattleState } from './battle.js';
import type { BattleEvent } from './events.js';
import {
  battleCharacterSchema,
  battleUnitSchema,
  toUnitState,
  type BattleCharacter,
  type BattleCharacterInput,
  type BattleUnitInput,
  type Side,
  type UnitState,
} from './types.js';

export const unitInput = (id: string, over: Partial<BattleUnitInput> = {}): BattleUnitInput => ({
  id,
  name: id,
  race: 'Men',
  morale: 3,
  attack: 4,
  ...over,
});
export const unit = (id: string, over: Partial<BattleUnitInput> = {}, joinedRound = 1): UnitState =>
  toUnitState(battleUnitSchema.parse(unitInput(id, over)), joinedRound);
export const characterInput = (id: string, over: Partial<BattleCharacterInput> = {}): BattleCharacterInput => ({
  id,
  name: id,
  race: 'Men',
  leadership: 0,
  fightingStrength: 30,
  ...over,
});
export const character = (id: string, over: Partial<BattleCharacterInput> = {}): BattleCharacter =>
  battleCharacterSchema.parse(characterInput(id, over));

export function battle(setup: BattleSetup): BattleState {
  const r = createBattle(setup);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

/** Applies actions in order (side, action), all with the same dice; throws on a refusal. */
export function play(state: BattleState, dice: Dice, ...steps: [Side, BattleActionInput][]): { state: BattleState; events: BattleEvent[] } {
  const events: BattleEvent[] = [];
  for (const [side, action] of steps) {
    const r = applyBattleAction(state, side, action, dice);
    if (!r.ok) throw new Error(`${side} ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
    state = r.value.state;
    events.push(...r.value.events);
  }
  return { state, events };
}

export const DECLARE_NOTHING: BattleActionInput = { type: 'declare' };
export const STAY: BattleActionInput = { type: 'stay' };

export function ofType<T extends BattleEvent['type']>(events: readonly BattleEvent[], type: T): Extract<BattleEvent, { type: T }>[] {
  return events.filter((e): e is Extract<BattleEvent, { type: T }> => e.type === type);
}
