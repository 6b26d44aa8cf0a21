/** Issue 29.4: no aimless play. The strongest level against itself on Border War finds no stack shuttling. */
import { describe, expect, test } from 'vitest';
import { gameContext, swordsAndSorcery, type SsState } from '../../rulesets/swords-and-sorcery/index.js';
import { makeAgent, type Agent } from '../index.js';
import { soakSize } from '../../test-soak.js';
import { MAX_SHUTTLE, shuttles, shuttleText, watchGame } from '../test-aimless.js';

const strongest = () => makeAgent('strongest', swordsAndSorcery.id) as Agent;
/** Each piece by its place, named as on the map ('0407', '1703c' in a Dragon complex). */
const places = (state: unknown) => {
  const s = state as SsState;
  const grid = gameContext(s.options).scenario.map.grid;
  return [...s.units, ...s.characters].map((p) => [p.id, `${grid.name(p.place.hex)}${p.place.complex ? 'c' : ''}`] as const);
};
const same = (a: string, b: string) => a === b;

/** The games watched: the strongest level searches, so each is minutes on a busy machine (a soak test: modest one, full all three). */
const GAMES = soakSize('SS_AIMLESS_GAMES', { modest: 1, full: 3 });
const SEEDS = [1, 2, 3].slice(0, GAMES);
/** The modest size watches a game of 3 game-turns (SSV-A40), the full one the scenario's 6. */
const OPTIONS = GAMES < 3 ? { turns: 3 } : {};

describe('swords-and-sorcery: no aimless play', () => {
  test.each(SEEDS)(`seed %i, sides as dealt: no piece goes between two places more than ${MAX_SHUTTLE} moves in a row`, (seed) => {
    const game = watchGame(swordsAndSorcery, OPTIONS, seed, { west: strongest(), east: strongest() }, places, same);
    expect(game.outcome).not.toBeNull();
    // Pieces did move: the test would pass trivially on a game where nothing does.
    expect([...game.trails.values()].filter((t) => t.length > 3).length).toBeGreaterThan(3);
    expect(shuttles(game.trails, same).map((s) => shuttleText(s))).toEqual([]);
  });
});
