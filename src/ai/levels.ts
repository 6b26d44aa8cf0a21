/** Levels for a system whose computer has one player so far. */
import type { AiLevel, LevelBudget } from './system.js';

/**
 * Beginner to strongest, every one played by `agent` (one of the system's families), and saying so:
 * `player` says what that player does in this system.
 */
export function oneLevelPlayer(agent: string, player: string, budget: LevelBudget): AiLevel[] {
  const same = `the same player as Beginner (${player}); stronger levels to come`;
  return [
    { id: 'beginner', name: 'Beginner', description: player, agent, budget },
    { id: 'intermediate', name: 'Intermediate', description: same, agent, budget },
    { id: 'advanced', name: 'Advanced', description: same, agent, budget },
    { id: 'strongest', name: 'Strongest', description: same, agent, budget },
  ];
}
