/** Swords & Sorcery's computer players: one heuristic player of the strategic game for now, and the battle referee's default. */
import type { Agent } from '../agent.js';
import { randomFamily } from '../families.js';
import { oneLevelPlayer } from '../levels.js';
import type { AiSystem } from '../system.js';
import { ssHeuristicAgent } from './heuristic.js';

/** A refereed battle offers the battle engine's own default first (battle/auto-decide.ts). */
const battleDefault: Agent = { name: 'battle default', choose: (ctx) => ctx.legal[0]! };

export const swordsAndSorceryAi: AiSystem = {
  id: 'swords-and-sorcery',
  levels: oneLevelPlayer(
    'heuristic',
    'the heuristic player: its stacks head for fortified hexes and for enemy stacks they should beat, and the battle engine decides its battles',
    {
      msPerMove: 232,
      basis:
        'no search; a median of 1.2 ms and at most 232 ms a move over 536 moves of three games against random (a busy 2-core machine, 2026-11-28)',
    },
  ),
  families: [
    randomFamily,
    {
      name: 'heuristic',
      description: "rules of thumb for movement, reaction, withdrawal and sieges; the battle engine's default in battle",
      settings: [],
      make: () => ssHeuristicAgent,
    },
  ],
  referees: { 'swords-and-sorcery-battle': battleDefault },
};

export default swordsAndSorceryAi;

export { ssHeuristicAgent } from './heuristic.js';
