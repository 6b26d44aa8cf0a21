/** Linear obstacles (Sections 4 and 7 are missing): F6's obstacle column and SSF-A48, with fixed positions and dice counts. */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { pt, rect } from '../../core/geometry/open-table.js';
import type { Battlefield, LinearObstacle } from './battlefield.js';
import type { SsfState } from './game/index.js';
import { meleeDice, type MeleeFlags } from './melee.js';
import { planCharge, planMove } from './movement.js';
import { DEFAULT_OPTIONS as o, parseOptions } from './options.js';
import { swordAndSpear } from './ruleset.js';
import { swordAndSpearReferee } from './referee.js';
import { loadScenario, SCENARIOS } from './scenario.js';
import { planShooting } from './shooting.js';
import { activatingState, archer, target, unit, type UnitSpec } from './test-helpers.js';

const table = rect(-20, -20, 20, 20);
/** A hedge (or another linear type) straight across the table at `y`. */
const across = (y: number, type = 'hedge', id = type): LinearObstacle => ({ id, type, line: [pt(-10, y), pt(10, y)] });
const withObstacles = (units: Battlefield['units'], obstacles: LinearObstacle[]): Battlefield => ({ units, terrain: [], obstacles });
const movementOnly = (() => {
  const r = parseOptions({ obstacleCombat: 'movement-only' });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
})();

/** The most whole DU a unit of this type moves straight ahead from the origin (front edge y = 1) with obstacles ahead. */
const reach = (spec: UnitSpec, obstacles: LinearObstacle[], bonuses = 0): number => {
  const u = unit('u', spec);
  let best = 0;
  for (let d = 1; d <= 8; d++) if (planMove(withObstacles([u], obstacles), table, u, { turn: 0, forward: d }, bonuses, o).ok) best = d;
  return best;
};

describe('crossing a linear obstacle (F6, SSF-A48)', () => {
  test('F6 / SSF-A48: heavy foot crossing a hedge loses 1 DU (2 -> 1); a bonus buys it back (F4)', () => {
    expect(reach({ troopType: 'heavy-foot' }, [])).toBe(2);
    expect(reach({ troopType: 'heavy-foot' }, [across(1.5)])).toBe(1);
    const hf = unit('hf', { troopType: 'heavy-foot' });
    const far = planMove(withObstacles([hf], [across(1.5)]), table, hf, { turn: 0, forward: 2 }, 0, o);
    expect(far.ok ? null : [far.error.code, far.error.clause]).toEqual(['ERR_TOO_FAR', 'SSF-A48']);
    const bonus = planMove(withObstacles([hf], [across(1.5)]), table, hf, { turn: 0, forward: 2 }, 1, o);
    expect(bonus.ok && [bonus.value.bonusesUsed, bonus.value.obstacles]).toEqual([1, ['hedge']]);
  });

  test('F6 / SSF-A2 / SSF-A48: the obstacle column: MF 3 -> 2, LF 3 -> 3, Cav 4 -> 3, LH 5 -> 4, elephants (large beasts) 3 -> 3, beasts 4 -> 3, monsters 4 -> 4', () => {
    const h = [across(1.5)];
    expect(reach({ troopType: 'medium-foot' }, h)).toBe(2);
    expect(reach({ troopType: 'light-foot' }, h)).toBe(3);
    expect(reach({ troopType: 'cavalry' }, h)).toBe(3);
    expect(reach({ troopType: 'light-horse' }, h)).toBe(4);
    expect(reach({ troopType: 'large-beasts' }, h)).toBe(3);
    expect(reach({ troopType: 'beasts' }, h)).toBe(3);
    expect(reach({ troopType: 'monsters' }, h)).toBe(4);
  });

  test('F6 / SSF-A48: chariots, war wagons and artillery may not cross an obstacle, and the move changes nothing; flyers pass over (SSF-A2)', () => {
    for (const troopType of ['chariots', 'war-wagons']) {
      const u = unit('u', { troopType });
      const r = planMove(withObstacles([u], [across(1.5, 'stream')]), table, u, { turn: 0, forward: 1 }, 0, o);
      expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_OBSTACLE', 'F6']);
      expect(u.base.centre).toEqual(pt(0, 0));
    }
    // Artillery may only turn (F6 0*): turning crosses nothing; chariots stopping short of the stream are fine.
    const arty = unit('arty', { troopType: 'artillery' });
    expect(planMove(withObstacles([arty], [across(1.5)]), table, arty, { turn: 90, forward: 0 }, 1, o).ok).toBe(true);
    expect(reach({ troopType: 'chariots' }, [across(3.5, 'stream')])).toBe(2);
    expect(reach({ troopType: 'beasts', characteristics: ['flight'] }, [across(1.5, 'wall')])).toBe(6);
  });

  test('SSF-A48: each obstacle crossed costs its own DU; a front already on the line pays nothing more; a line not reached costs nothing', () => {
    expect(reach({ troopType: 'cavalry' }, [across(1.5, 'hedge', 'h1'), across(2.5, 'stream', 's1')])).toBe(2);
    // Front edge at y = 1: a hedge on it was paid for by the move that brought the front there.
    expect(reach({ troopType: 'cavalry' }, [across(1)])).toBe(4);
    expect(reach({ troopType: 'cavalry' }, [across(5.5)])).toBe(4);
  });

  test('SSF-A48: a charge across a hedge costs 1 DU: cavalry 4 DU reaches a target 3 DU away beyond it, not 4', () => {
    const cav = unit('cav', { troopType: 'cavalry' });
    const near = target('foe', 3);
    const c = planCharge(withObstacles([cav, near], [across(3.5)]), table, cav, near, 0, o);
    expect(c.ok && c.value.obstacles).toEqual(['hedge']);
    const far = target('foe', 4);
    const r = planCharge(withObstacles([cav, far], [across(3.5)]), table, cav, far, 0, o);
    expect(r.ok ? null : r.error.code).toBe('ERR_TOO_FAR');
    expect(planCharge(withObstacles([cav, far], []), table, cav, far, 0, o).ok).toBe(true);
  });
});

describe('obstacles in combat (SSF-A48, option obstacleCombat)', () => {
  const flags = (f: Partial<MeleeFlags> = {}): MeleeFlags => ({
    active: false,
    charging: false,
    frontal: true,
    fresh: true,
    difficult: false,
    supports: 0,
    bonuses: 0,
    ...f,
  });

  test('SSF-A48 / F10: a charger across an obstacle is not fresh: knights with impact roll 3 + 1 = 4, not 3 + 1 + 1 + 1 = 6', () => {
    const knights = unit('knights', { troopType: 'cavalry', melee: ['impact'] });
    const foot = unit('foot', { side: 'red' });
    expect(meleeDice(knights, foot, flags({ active: true, charging: true }), flags()).dice).toBe(6);
    const d = meleeDice(knights, foot, flags({ active: true, charging: true, acrossObstacle: true }), flags());
    expect(d.dice).toBe(4);
    expect(d.steps.map((x) => x.clause)).toContain('SSF-A48');
  });

  /** The bundled battle's table with only `units` and `obstacles`, side a's first unit about to act on `value`. */
  const scene = (units: Battlefield['units'], obstacles: LinearObstacle[], value: number, opts: Record<string, unknown> = {}): SsfState => {
    const r = swordAndSpear.parseOptions(opts);
    if (!r.ok) throw new Error(r.error.message);
    const s = swordAndSpear.setup(r.value, SeededDice.fromSeed(5));
    const me = units[0]!;
    return activatingState(
      { ...s, field: { units, terrain: [], obstacles }, characters: [] },
      { unit: me.id, side: 'a', dice: [value] },
      { order: [{ side: 'a', unit: me.id, value }], next: 1 },
    );
  };
  const hedge: LinearObstacle = { id: 'long-hedge', type: 'hedge', line: [pt(12, 8.5), pt(24, 8.5)] };
  const knights = unit('a-knights', { side: 'a', troopType: 'cavalry', melee: ['impact'], x: 18, y: 5 });
  const foot = unit('b-foot', { side: 'b', x: 18, y: 10, facing: 270 });

  test('SSF-A48: in the game, a charge over a hedge is reported and fought without the fresh dice; movement-only keeps them', () => {
    const s = scene([knights, foot], [hedge], 5);
    expect(swordAndSpear.legalActions(s, 'a')).toContainEqual(
      expect.objectContaining({ type: 'order', order: 'charge', target: 'b-foot' }),
    );
    // The legal charge shows the hedge it crosses, as the event below reports it.
    expect(
      swordAndSpear.legalActions(s, 'a').find((a) => a.type === 'order' && a.order === 'charge' && a.target === 'b-foot'),
    ).toMatchObject({ show: { charge: true, crosses: ['long-hedge'] } });
    const r = swordAndSpear.apply(s, 'a', { type: 'order', order: 'charge', target: 'b-foot' }, SeededDice.fromSeed(1));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.find((e) => e.type === 'crossed-obstacle')).toMatchObject({
      clause: 'SSF-A48',
      unit: 'a-knights',
      obstacles: ['long-hedge'],
      notFresh: true,
    });
    expect(r.value.events.find((e) => e.type === 'melee')).toMatchObject({ a: { id: 'a-knights', dice: 4 } });
    const m = swordAndSpear.apply(
      scene([knights, foot], [hedge], 5, { obstacleCombat: 'movement-only' }),
      'a',
      { type: 'order', order: 'charge', target: 'b-foot' },
      SeededDice.fromSeed(1),
    );
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.events.find((e) => e.type === 'melee')).toMatchObject({ a: { id: 'a-knights', dice: 6 } });
  });

  test('F6 / SSF-A48: in the game, chariots are not offered a charge over a stream, and one ordered anyway is refused with the state unchanged', () => {
    const chariots = unit('a-chariots', { side: 'a', troopType: 'chariots', x: 18, y: 5 });
    const s = scene([chariots, foot], [{ ...hedge, id: 'brook', type: 'stream' }], 5);
    expect(swordAndSpear.legalActions(s, 'a').some((a) => a.type === 'order' && a.order === 'charge')).toBe(false);
    const r = swordAndSpear.apply(s, 'a', { type: 'order', order: 'charge', target: 'b-foot' }, SeededDice.fromSeed(1));
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_OBSTACLE', 'F6']);
    expect(s.field.units[0]!.base.centre).toEqual(pt(18, 5));
  });

  test('SSF-A48 / 9 Effect of cover: a target within 1 DU behind a hedge or wall rolls one extra die; not a stream, a hedge by the shooter, artillery, or with movement-only', () => {
    const dice = (obstacles: LinearObstacle[], shooter = archer(), opts = o) => {
      const p = planShooting(withObstacles([shooter, target('foe', 3)], obstacles), { shooter: shooter.id }, opts);
      if (!p.ok) throw new Error(p.error.message);
      return p.value;
    };
    // The target's front edge is at y = 4; the shooter's at y = 1.
    expect(dice([]).volley.targetDice).toBe(3);
    const behind = dice([across(3.5)]);
    expect(behind.volley.targetDice).toBe(4);
    expect(behind.targetSteps.at(-1)).toMatchObject({ clause: 'SSF-A48' });
    expect(dice([across(3.5, 'wall')]).volley.targetDice).toBe(4);
    expect(dice([across(3.5, 'stream')]).volley.targetDice).toBe(3);
    expect(dice([across(1.5)]).volley.targetDice).toBe(3);
    expect(dice([across(6.5)]).volley.targetDice).toBe(3);
    expect(dice([across(3.5)], unit('archers', { troopType: 'artillery', missile: [{ weapon: 'artillery' }] })).volley.targetDice).toBe(3);
    expect(dice([across(3.5)], archer(), movementOnly).volley.targetDice).toBe(3);
  });
});

describe('obstacles in the referee (SSF-A48)', () => {
  test("SSF-A48: the referee's melee.acrossObstacle takes the fresh knights' impetus, mounted and impact dice: 4 dice, not 6; movement-only keeps 6", () => {
    const dice = (melee: Record<string, unknown>, rules: Record<string, unknown> = {}) => {
      const r = swordAndSpearReferee.parseOptions({
        kind: 'melee',
        attacker: { profile: 'elf-knights' },
        defender: { profile: 'orc-warband-2' },
        melee,
        rules,
      });
      if (!r.ok) throw new Error(r.error.message);
      const m = swordAndSpearReferee.setup(r.value, SeededDice.fromSeed(1));
      const e = swordAndSpearReferee.apply(m, 'attacker', { type: 'resolve' }, SeededDice.fromSeed(1));
      if (!e.ok) throw new Error(e.error.message);
      return (e.value.events[0]!['attacker'] as { dice: number }).dice;
    };
    expect(dice({})).toBe(6);
    expect(dice({ acrossObstacle: true })).toBe(4);
    expect(dice({ acrossObstacle: true }, { obstacleCombat: 'movement-only' })).toBe(6);
  });
});

describe('obstacles in the scenario data (SSF-A48)', () => {
  test('SSF-A48: border-clash has a wall along the village; a linear type must be a line, an area type may not be one, and a line must be on the table', () => {
    const spec = SCENARIOS.get('border-clash')!;
    const s = loadScenario(spec);
    expect(s.ok && s.value.field.obstacles).toEqual([{ id: 'millbrook-wall', type: 'wall', line: [pt(27.5, 9.5), pt(33.5, 9.5)] }]);
    const bad = loadScenario({
      ...spec,
      terrain: [
        ...spec.terrain,
        {
          id: 'area-hedge',
          type: 'hedge',
          polygon: [
            [1, 1],
            [2, 1],
            [2, 2],
          ],
        },
      ],
      obstacles: [
        {
          id: 'line-wood',
          type: 'woods',
          line: [
            [1, 1],
            [2, 2],
          ],
        },
        {
          id: 'off',
          type: 'wall',
          line: [
            [1, 1],
            [40, 1],
          ],
        },
      ],
    });
    expect(bad.ok ? [] : bad.error).toEqual([
      "terrain 'area-hedge': 'hedge' is a linear obstacle; put it in 'obstacles' as a line (SSF-A48)",
      "obstacle 'line-wood': 'woods' is not a linear obstacle (SSF-A48)",
      "obstacle 'off' is not wholly on the table",
    ]);
  });
});
