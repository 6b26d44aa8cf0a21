/** The map's counters as the battle engine's inputs (battle-inputs.ts does the reading of the data). */
import type { BattleCharacterInput, BattleUnitInput } from '../battle/types.js';
import { battleCharacterOf, battleUnitOf, kindOfType } from '../battle-inputs.js';
import { defenceMultiplier, type Place } from '../map.js';
import { gameContext } from './options.js';
import { characterCard, unitType, type CharacterPiece, type SsState, type UnitPiece } from './state.js';

export function battleUnit(s: SsState, u: UnitPiece, at: Place): BattleUnitInput {
  const ctx = gameContext(s.options);
  const t = unitType(s, u);
  const terrainMultiplier = defenceMultiplier(ctx.scenario.map, ctx.tables, t, at, s.options);
  return battleUnitOf(kindOfType(t, ctx.tables), { id: u.id, terrainMultiplier, demoralized: u.demoralized, crossedStream: u.crossed });
}

export function battleCharacter(s: SsState, c: CharacterPiece): BattleCharacterInput {
  return battleCharacterOf(characterCard(s, c), c.wounds, c.id, s.options.characterStrength);
}
