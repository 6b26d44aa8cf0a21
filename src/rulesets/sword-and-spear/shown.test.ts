/** What a legal order shows (game/state.ts OrderShown): the ghost is where applying the order puts the unit; parseAction drops it. */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { unitById } from './battlefield.js';
import type { ActivateState, SsfAction } from './game/index.js';
import { swordAndSpear } from './ruleset.js';

type Order = Extract<SsfAction, { type: 'order' }>;
const MOVES: readonly Order['order'][] = ['advance', 'manoeuvre', 'charge', 'move-and-shoot'];

/** States where a unit is activated, from random legal play over a scenario and seed. */
function activations(scenario: string, seed: number, steps: number): ActivateState[] {
  const o = swordAndSpear.parseOptions({ scenario });
  if (!o.ok) throw new Error(o.error.message);
  const dice = SeededDice.fromSeed(seed);
  let s = swordAndSpear.setup(o.value, dice);
  const out: ActivateState[] = [];
  for (let i = 0; i < steps && !swordAndSpear.outcome(s); i++) {
    const seat = swordAndSpear.toAct(s)[0]!;
    const legal = swordAndSpear.legalActions(s, seat);
    if (s.step === 'activate') out.push(s);
    // Moves more often than holds, so that the armies meet and charges are offered.
    const moves = legal.filter((a) => a.type === 'order' && MOVES.includes(a.order));
    const pool = moves.length > 0 && dice.roll(3) > 1 ? moves : legal;
    const r = swordAndSpear.apply(s, seat, pool[dice.roll(pool.length) - 1]!, dice);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return out;
}

describe('legal orders carry what a client draws (F3, SSF-A3, SSF-A37, SSF-A46)', () => {
  test('each move and charge shows the pose that applying it gives, its path from the unit, and whether it charges', () => {
    let checked = 0;
    let charges = 0;
    for (const [scenario, seed] of [
      ['border-clash', 3],
      ['skirmish', 7],
    ] as const) {
      for (const s of activations(scenario, seed, 120)) {
        const seat = swordAndSpear.toAct(s)[0]!;
        const u = unitById(s.field, s.current.unit)!;
        for (const a of swordAndSpear.legalActions(s, seat)) {
          if (a.type !== 'order' || !MOVES.includes(a.order)) continue;
          const show = a.show!;
          expect(show.ghost).toBeDefined();
          expect(show.path![0]).toEqual(u.base.centre);
          expect(show.path!.at(-1)).toEqual({ x: show.ghost!.x, y: show.ghost!.y });
          expect(show.charge === true).toBe(a.order === 'charge');
          expect(show.cost).toBeGreaterThanOrEqual(0);
          const r = swordAndSpear.apply(s, seat, a, SeededDice.fromSeed(seed));
          if (!r.ok) throw new Error(r.error.message);
          // A charge's melee may rout the charger or send it in pursuit (SSF-A43); otherwise it stands where the ghost is.
          const after = unitById(r.value.state.field, u.id);
          if (!after || r.value.events.some((e) => e.type === 'pursued' && e.unit === u.id)) continue;
          expect(after.base.centre.x).toBeCloseTo(show.ghost!.x, 9);
          expect(after.base.centre.y).toBeCloseTo(show.ghost!.y, 9);
          expect(after.base.facing).toBeCloseTo(show.ghost!.facing, 9);
          checked++;
          if (a.order === 'charge') charges++;
        }
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(charges).toBeGreaterThan(0);
  });

  test('parseAction drops what was shown, so an order sent back with it applies exactly as without it', () => {
    const [s] = activations('border-clash', 3, 60).filter((x) =>
      swordAndSpear.legalActions(x, x.current.side).some((a) => a.type === 'order' && a.order === 'advance'),
    );
    const seat = s!.current.side;
    const a = swordAndSpear.legalActions(s!, seat).find((x): x is Order => x.type === 'order' && x.order === 'advance')!;
    const parsed = swordAndSpear.parseAction(JSON.parse(JSON.stringify(a)));
    if (!parsed.ok) throw new Error(parsed.error.message);
    const { show: _shown, ...bare } = a;
    expect(parsed.value).toEqual(bare);
    const withShow = swordAndSpear.apply(s!, seat, a, SeededDice.fromSeed(1));
    const without = swordAndSpear.apply(s!, seat, parsed.value, SeededDice.fromSeed(1));
    expect(withShow.ok && without.ok && withShow.value.state).toEqual(without.ok && without.value.state);
    // Anything else unknown is still refused.
    expect(swordAndSpear.parseAction({ ...bare, teleport: true }).ok).toBe(false);
  });
});
