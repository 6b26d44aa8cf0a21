/** Issue 29.4: no aimless play. The strongest level against itself finds no character walking back and forth. */
import { describe, expect, test } from 'vitest';
import { swordAndSwarm, type SwsState } from '../../rulesets/sword-and-swarm/index.js';
import { soakSize } from '../../test-soak.js';
import { makeAgent, type Agent } from '../index.js';
import { MAX_SHUTTLE, shuttles, shuttleText, watchGame } from '../test-aimless.js';

type Point = { readonly x: number; readonly y: number };
const strongest = () => makeAgent('strongest', swordAndSwarm.id) as Agent;
/** Every model on the table, the Swarm's included (it acts by itself, SWS-A3). */
const places = (state: unknown) => (state as SwsState).encounter.skirmish.characters.map((c) => [c.id, c.at] as const);
/** Two places are one within half an inch: a character measured back to where it stood has not gone anywhere. */
const same = (a: Point, b: Point) => Math.hypot(a.x - b.x, a.y - b.y) < 0.5;
const show = (p: Point) => `(${p.x.toFixed(1)}, ${p.y.toFixed(1)})`;

/** The encounters watched, strongest against strongest: one at the modest size, three at the full. */
const GAMES = soakSize('SWS_AIMLESS_GAMES', { modest: 1, full: 3 });

describe('sword-and-swarm: no aimless play', () => {
  test.each([1, 2, 3].slice(0, GAMES))(`seed %i: no character goes between two places more than ${MAX_SHUTTLE} moves in a row`, (seed) => {
    const game = watchGame(swordAndSwarm, {}, seed, { red: strongest(), blue: strongest() }, places, same);
    expect(game.outcome).not.toBeNull();
    expect([...game.trails.values()].filter((t) => t.length > 3).length).toBeGreaterThan(1);
    expect(shuttles(game.trails, same).map((s) => shuttleText(s, show))).toEqual([]);
  });
});
