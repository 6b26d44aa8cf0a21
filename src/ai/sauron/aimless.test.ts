/** Issue 29.4: no aimless play. The strongest level against itself on the Dagorlad map finds no unit or leader shuttling. */
import { describe, expect, test } from 'vitest';
import { sauron, type GameState } from '../../rulesets/sauron/index.js';
import { soakSize } from '../../test-soak.js';
import { makeAgent, type Agent } from '../index.js';
import { MAX_SHUTTLE, shuttles, shuttleText, watchGame } from '../test-aimless.js';

const strongest = () => makeAgent('strongest', sauron.id) as Agent;
/** Units by hex index, leaders by the record's hex label; off the map, nowhere. */
const places = (state: unknown) => {
  const s = state as GameState;
  return [
    ...s.units.flatMap((u) => (u.hex === null || u.eliminated ? [] : [[u.id, `hex ${u.hex}`] as const])),
    ...s.record.leaders.flatMap((l) => (l.position === null || !l.alive ? [] : [[l.id, l.position] as const])),
  ];
};
const same = (a: string, b: string) => a === b;

/** The games watched, strongest against strongest: the modest size one game of 6 game-turns, the full two whole games. */
const GAMES = soakSize('SAURON_AIMLESS_GAMES', { modest: 1, full: 2 });
const OPTIONS = GAMES < 2 ? { turns: 6 } : {};

describe('sauron: no aimless play', () => {
  test.each([1, 2].slice(0, GAMES))(
    `seed %i, the third seat the stand-in's: no piece goes between two places more than ${MAX_SHUTTLE} moves in a row`,
    (seed) => {
      const game = watchGame(sauron, OPTIONS, seed, { westernesse: strongest(), sauron: strongest() }, places, same);
      expect(game.outcome).not.toBeNull();
      expect([...game.trails.values()].filter((t) => t.length > 3).length).toBeGreaterThan(3);
      expect(shuttles(game.trails, same).map((s) => shuttleText(s))).toEqual([]);
    },
  );
});
