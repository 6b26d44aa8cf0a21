/** What a legal move shows (actions.ts MoveShown) and the rules' `moveTo`: the client draws and sends, the rules measure and decide. */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { moveTo } from './actions.js';
import { swordAndSwarm, type SwsState } from './ruleset.js';
import type { TurnAction } from './turn.js';

/** States with a character activated, from random legal play (moves preferred, so that the bands close in). */
function activations(seed: number, steps: number): SwsState[] {
  const o = swordAndSwarm.parseOptions({ encounter: 'ford-at-dusk' });
  if (!o.ok) throw new Error(o.error.message);
  const dice = SeededDice.fromSeed(seed);
  let s = swordAndSwarm.setup(o.value, dice);
  const out: SwsState[] = [];
  for (let i = 0; i < steps && !swordAndSwarm.outcome(s); i++) {
    const seat = swordAndSwarm.toAct(s)[0]!;
    const legal = swordAndSwarm.legalActions(s, seat);
    if (legal.some((a) => a.type === 'act')) out.push(s);
    const moves = legal.filter((a) => a.type === 'act' && a.action.type === 'move');
    const pool = moves.length > 0 && dice.roll(3) > 1 ? moves : legal;
    const r = swordAndSwarm.apply(s, seat, pool[dice.roll(pool.length) - 1]!, dice);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return out;
}

const moved = (s: SwsState) => s.encounter.skirmish;

describe('legal moves carry what a client draws (Movement, SWS-A13)', () => {
  test("each legal move shows its path from the model, its length and AP; applying it puts the model at the path's end", () => {
    let checked = 0;
    let charges = 0;
    for (const seed of [3]) {
      for (const s of activations(seed, 50)) {
        const seat = swordAndSwarm.toAct(s)[0]!;
        const who = moved(s).activation!.character;
        const from = moved(s).characters.find((c) => c.id === who)!;
        for (const a of swordAndSwarm.legalActions(s, seat)) {
          if (a.type !== 'act' || a.action.type !== 'move') continue;
          const show = a.action.show!;
          expect(show.path).toEqual([from.at, a.action.to]);
          expect(show.length).toBeCloseTo(Math.hypot(a.action.to.x - from.at.x, a.action.to.y - from.at.y), 9);
          // The rules' moveTo makes the same move from the point alone: a charge exactly where the list has one.
          expect(moveTo(moved(s), who, a.action.to, s.options)).toEqual({ ...a.action, show: { path: show.path, length: show.length } });
          const r = swordAndSwarm.apply(s, seat, a, SeededDice.fromSeed(seed));
          if (!r.ok) throw new Error(r.error.message);
          const after = moved(r.value.state);
          expect(after.characters.find((c) => c.id === who)!.at).toEqual(a.action.to);
          expect(moved(s).activation!.ap - (after.activation?.ap ?? 0)).toBe(show.ap);
          checked++;
          if (a.action.charge) charges++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(charges).toBeGreaterThan(0);
  });

  test('moveTo: a point within 1" of an enemy is a charge, one farther is not; parseAction drops what was shown', () => {
    const [s] = activations(3, 20);
    const sk = moved(s!);
    const me = sk.characters.find((c) => c.id === sk.activation!.character)!;
    const enemy = sk.characters.find((c) => c.owner !== me.owner && (c.status === 'active' || c.status === 'stunned'))!;
    expect(moveTo(sk, me.id, { x: enemy.at.x + s!.options.baseSize + 0.9, y: enemy.at.y }, s!.options)?.charge).toBe(true);
    // A point whose centre is well clear of every enemy's (more than a base and 1" apart on both axes' worst case).
    const clear = (p: { x: number; y: number }) =>
      sk.characters.every((c) => c.owner === me.owner || Math.hypot(c.at.x - p.x, c.at.y - p.y) > 2 * s!.options.baseSize + 1.5);
    const far = [...Array(400).keys()].map((i) => ({ x: 1 + (i % 20), y: 1 + Math.floor(i / 20) })).find(clear)!;
    expect(moveTo(sk, me.id, far, s!.options)).toEqual({
      type: 'move',
      to: far,
      show: { path: [me.at, far], length: Math.hypot(far.x - me.at.x, far.y - me.at.y) },
    });
    expect(moveTo(sk, 'nobody', { x: 1, y: 1 }, s!.options)).toBeNull();
    const a = swordAndSwarm
      .legalActions(s!, swordAndSwarm.toAct(s!)[0]!)
      .find((x): x is Extract<TurnAction, { type: 'act' }> => x.type === 'act' && x.action.type === 'move')!;
    const parsed = swordAndSwarm.parseAction(JSON.parse(JSON.stringify(a)));
    if (!parsed.ok || a.action.type !== 'move') throw new Error('no move');
    const { show: _shown, ...bare } = a.action;
    expect(parsed.value).toEqual({ type: 'act', action: bare });
    expect(swordAndSwarm.parseAction({ type: 'act', action: { ...bare, teleport: true } }).ok).toBe(false);
  });
});
