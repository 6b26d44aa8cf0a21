/**
 * SSF-A44 (Section 19 Flight is missing): a unit with flight may end an advance or manoeuvre flying high,
 * where "they are safe from most attacks" (A1 Flying Units): only flyers may charge it.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { unitById, type Unit } from './battlefield.js';
import type { SsfAction, SsfState } from './game/index.js';
import { swordAndSpear } from './ruleset.js';
import { activatingState, unit } from './test-helpers.js';

const opts = () => {
  const o = swordAndSpear.parseOptions({ scenario: 'skirmish' });
  if (!o.ok) throw new Error(o.error.message);
  return o.value;
};

/** An open table with `units`, `who` of `side` about to act on a 6. */
function scene(units: Unit[], who: string, side: 'a' | 'b'): SsfState {
  const s = swordAndSpear.setup(opts(), SeededDice.fromSeed(5));
  return activatingState(
    { ...s, field: { units, terrain: [], obstacles: [] }, characters: [] },
    { unit: who, side, dice: [6] },
    { order: [{ side, unit: who, value: 6 }], next: 1 },
  );
}

const eagles = (altitude: 'low' | 'high', y = 5) =>
  unit('a-eagles', { side: 'a', troopType: 'light-foot', characteristics: ['flight'], x: 10, y, altitude });
const foot = unit('b-foot', { side: 'b', x: 10, y: 9, facing: 270 });
const act = (s: SsfState, seat: string, a: SsfAction) => swordAndSpear.apply(s, seat, a, SeededDice.fromSeed(2));
const charges = (s: SsfState, seat: string) =>
  swordAndSpear.legalActions(s, seat).flatMap((a) => (a.type === 'order' && a.order === 'charge' ? [a.target] : []));

describe('SSF-A44: flying high', () => {
  test('SSF-A44: a flyer may end its advance flying high, as its player chooses; one that cannot fly is not offered it', () => {
    const s = scene([eagles('low', 3), foot], 'a-eagles', 'a');
    const advances = swordAndSpear.legalActions(s, 'a').filter((a) => a.type === 'order' && a.order === 'advance');
    const high = advances.filter((a) => a.type === 'order' && a.altitude === 'high');
    expect(high.length).toBeGreaterThan(0);
    expect(high.length).toBe(advances.length / 2);
    const r = act(s, 'a', { type: 'order', order: 'advance', distance: 1, altitude: 'high' });
    if (!r.ok) throw new Error(r.error.message);
    expect(unitById(r.value.state.field, 'a-eagles')!.altitude).toBe('high');
    expect(r.value.events[0]).toMatchObject({ type: 'moved', altitude: 'high' });
    const walker = scene([unit('a-foot', { side: 'a', x: 10, y: 3 }), foot], 'a-foot', 'a');
    expect(swordAndSpear.legalActions(walker, 'a').some((a) => a.type === 'order' && a.altitude === 'high')).toBe(false);
    const refused = act(walker, 'a', { type: 'order', order: 'advance', distance: 1, altitude: 'high' });
    expect(refused.ok ? null : [refused.error.code, refused.error.clause]).toEqual(['ERR_CANNOT_FLY_HIGH', 'SSF-A44']);
  });

  test('SSF-A44 / A1 Flying Units: a unit flying high is safe from charges by units that cannot fly; flying low it is not', () => {
    expect(charges(scene([eagles('low'), foot], 'b-foot', 'b'), 'b')).toContain('a-eagles');
    const high = scene([eagles('high'), foot], 'b-foot', 'b');
    expect(charges(high, 'b')).not.toContain('a-eagles');
    const r = act(high, 'b', { type: 'order', order: 'charge', target: 'a-eagles' });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_FLYING_HIGH', 'SSF-A44']);
    // A flyer may charge it, and both land (SSF-A44).
    const bats = unit('b-bats', { side: 'b', troopType: 'light-foot', characteristics: ['flight'], x: 10, y: 9, facing: 270 });
    const flyers = scene([eagles('high'), bats], 'b-bats', 'b');
    expect(charges(flyers, 'b')).toContain('a-eagles');
  });
});
