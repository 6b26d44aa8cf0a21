/** Small builders for the Sword & Swarm tests. */
import type { Point } from '../../core/geometry/open-table.js';
import { TABLES, type CharacterSheet } from './data.js';
import { characterFrom, type CharacterState, type Skirmish, type TerrainPiece } from './state.js';

export const sheetOf = (id: string): CharacterSheet => {
  for (const w of TABLES.warbands.values()) {
    const c = w.characters.find((x) => x.id === id);
    if (c) return c;
  }
  throw new Error(`no character ${id}`);
};
export const ch = (id: string, owner: 'A' | 'B', at: Point, more: Partial<CharacterState> = {}): CharacterState => ({
  ...characterFrom(sheetOf(id), owner, at),
  ...more,
});

export function skirmish(
  characters: CharacterState[],
  terrain: TerrainPiece[] = [],
  activeId?: string,
  activation: Partial<NonNullable<Skirmish['activation']>> = {},
): Skirmish {
  return {
    table: { width: 48, height: 48 },
    terrain,
    characters,
    turn: 1,
    nextLoot: 1,
    activation: activeId
      ? { character: activeId, ap: 2, moveLeft: 0, moved: false, charged: false, attacksWith: [], ...activation }
      : undefined,
  };
}
export const find = (s: Skirmish, id: string) => s.characters.find((c) => c.id === id)!;
