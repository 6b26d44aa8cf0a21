/** Issue 29.4: no aimless play. The strongest level against itself finds no unit marching back and forth. */
import { describe, expect, test } from 'vitest';
import { swordAndSpear, type SsfState } from '../../rulesets/sword-and-spear/index.js';
import { makeAgent, type Agent } from '../index.js';
import { soakSize } from '../../test-soak.js';
import { MAX_SHUTTLE, shuttles, shuttleText, watchGame } from '../test-aimless.js';

type Point = { readonly x: number; readonly y: number };
const strongest = () => makeAgent('strongest', swordAndSpear.id) as Agent;
/** Each unit by the centre of its base. */
const places = (state: unknown) => (state as SsfState).field.units.map((u) => [u.id, u.base.centre] as const);
/** Two places are one within a quarter of a DU (a base is 1 to 2 DU wide). */
const same = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < 0.25;
const show = (p: Point) => `(${p.x.toFixed(2)}, ${p.y.toFixed(2)})`;

/** The battles watched: the strongest level searches, so each is minutes on a busy machine (a soak test: modest the skirmish, the smallest; full all three). */
const BATTLES = [
  [2, 'skirmish', 1],
  [1, 'border-clash', 1],
  [3, 'border-clash', 2],
] as const;
const WATCHED = soakSize('SSF_AIMLESS_GAMES', { modest: 1, full: BATTLES.length });

describe('sword-and-spear: no aimless play', () => {
  test.each(BATTLES.slice(0, WATCHED))(
    `seed %i, %s, %i player(s) a side: no unit goes between two places more than ${MAX_SHUTTLE} moves in a row`,
    (seed, scenario, playersPerSide) => {
      const agents = { a: strongest(), b: strongest(), a2: strongest(), b2: strongest() };
      const game = watchGame(swordAndSpear, { scenario, playersPerSide }, seed, agents, places, same);
      expect(game.outcome).not.toBeNull();
      expect([...game.trails.values()].filter((t) => t.length > 3).length).toBeGreaterThan(1);
      expect(shuttles(game.trails, same).map((s) => shuttleText(s, show))).toEqual([]);
    },
  );
});
