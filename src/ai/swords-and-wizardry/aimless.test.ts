/** Issue 29.4: no aimless play. The strongest level against itself finds no piece going back and forth between two squares. */
import { describe, expect, test } from 'vitest';
import { swordsAndWizardry, type SwState } from '../../rulesets/swords-and-wizardry/index.js';
import { makeAgent, type Agent } from '../index.js';
import { MAX_SHUTTLE, shuttles, shuttleText, watchGame } from '../test-aimless.js';

const strongest = () => makeAgent('strongest', swordsAndWizardry.id) as Agent;
/** Each piece by its square; an eliminated one is off the board. */
const places = (state: unknown) => (state as SwState).pieces.flatMap((p) => (p.square < 0 ? [] : [[p.id, p.square] as const]));
const same = (a: number, b: number) => a === b;

describe('swords-and-wizardry: no aimless play', () => {
  // The strongest level thinks about 75 ms a move (40 s a game of 100 plies on a busy machine): one game,
  // bounded by SW-A4's move limit.
  test.each([1])(`seed %i: no piece goes between two squares more than ${MAX_SHUTTLE} moves in a row`, (seed) => {
    const game = watchGame(swordsAndWizardry, { moveLimit: 100 }, seed, { red: strongest(), black: strongest() }, places, same);
    expect(game.outcome).not.toBeNull();
    expect([...game.trails.values()].filter((t) => t.length > 3).length).toBeGreaterThan(1);
    expect(shuttles(game.trails, same).map((s) => shuttleText(s))).toEqual([]);
  });
});
