/**
 * Stacking (I): limits by terrain and fortification (I.A-L), what units count (I note (2)), and the
 * start-of-turn penalty (I note (1), (3)) with the siege multiplier (IV.B) and V.C.1.
 */
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { at, context, members, tinyMap, unit } from './map-test-helpers.js';
import { checkAllStacks, checkStacking, stackingLimit, stackWeight, type StackUnit } from './stacking.js';

const limitOf = (code: string, units: StackUnit[] = [], extra = {}, situation = {}) => {
  const map = tinyMap([code], extra);
  return stackingLimit(context(map), at(map, '0101'), units, situation).limit;
};

describe('stacking limits (I.A-L)', () => {
  const cases: [string, string, number][] = [
    ['I.A', 'u', 16],
    ['I.A', 'Y', 16],
    ['I.B', 'c', 12],
    ['I.C', 'r', 8],
    ['I.C', 's', 8],
    ['I.C', 'w', 8],
    ['I.D', 'f', 6],
    ['I.D', 'k', 6],
    ['I.D', 'm', 6],
    ['I.G', '=', 1],
    ['I.G', 'p', 1],
    ['I.H', 'g', 0],
    ['I.H', 'x', 0],
  ];
  for (const [clause, code, n] of cases) {
    test(`${clause}: terrain ${code} supports ${n} units`, () => {
      const map = tinyMap([code]);
      const l = stackingLimit(context(map), at(map, '0101'), []);
      expect(l.limit).toBe(n);
      expect(l.clauses[0]).toBe(clause);
    });
  }

  test('I.E: a besieged city supports 4 units; other terrain keeps its limit under siege (SSV-A14)', () => {
    expect(limitOf('Y', [], {}, { besieged: true })).toBe(4);
    expect(limitOf('c', [], {}, { besieged: true })).toBe(12);
  });

  test('I.H: a Dragon complex supports zero units', () => {
    const map = tinyMap(['m'], { dragonComplexes: ['0101'] });
    expect(stackingLimit(context(map), at(map, '0101', true), []).limit).toBe(0);
    expect(stackingLimit(context(map), at(map, '0101'), []).limit).toBe(6);
  });

  test('I.I, I.J, I.K: a castle adds two units, a town four, a capital six', () => {
    expect(limitOf('r', [], { fortifications: { '0101': 'castle' } })).toBe(10);
    expect(limitOf('u', [], { fortifications: { '0101': 'town' } })).toBe(20);
    expect(limitOf('Y', [], { fortifications: { '0101': 'capital' } })).toBe(22);
  });

  test('SSV-A13: a walled hex adds nothing; SSV-A14: a besieged capital city supports 4 + 6', () => {
    expect(limitOf('Y', [], { fortifications: { '0101': 'walled' } })).toBe(16);
    expect(limitOf('Y', [], { fortifications: { '0101': 'capital' } }, { besieged: true })).toBe(10);
    expect(limitOf('Y', [], { fortifications: { '0101': 'walled' } }, { besieged: true })).toBe(4);
  });

  test('I.H: blasted supersedes any other feature (a castle, a vortex)', () => {
    expect(limitOf('x', [], { fortifications: { '0101': 'castle' } })).toBe(0);
    expect(limitOf('x', [], { vortices: [{ hex: '0101', active: false }] })).toBe(0);
    expect(limitOf('x', [], {}, { vortex: 'inactive' })).toBe(0);
  });

  test('I.L, SSV-A15: a vortex hex supports as clear while the vortex is inactive, zero while it is active', () => {
    expect(limitOf('f', [], { vortices: [{ hex: '0101', active: false }] })).toBe(12);
    expect(limitOf('f', [], { vortices: [{ hex: '0101', active: true }] })).toBe(0);
    expect(limitOf('f', [], {}, { vortex: 'active' })).toBe(0);
    expect(limitOf('f', [], { vortices: [{ hex: '0101', active: true }] }, { vortex: null })).toBe(6);
    expect(limitOf('Y', [], { fortifications: { '0101': 'capital' } }, { vortex: 'inactive' })).toBe(12);
  });

  test('I.F / SSV-A12: river or lake, 2 units, swamp creatures only', () => {
    for (const code of ['~', 'L']) {
      expect(limitOf(code, members('bog-warriors', 'intelligent-mold', 'bog-warriors'))).toBe(2);
      expect(limitOf(code, members('bog-warriors'))).toBe(1);
      expect(limitOf(code, members('men-at-arms'))).toBe(0);
      expect(limitOf(code, members('bog-warriors', 'bog-warriors', 'men-at-arms'))).toBe(2);
    }
  });
});

describe('what counts (I note (2))', () => {
  test('I note (2): cavalry and Dinosaur Legions count as three units, Giants and Warg Riders as two', () => {
    expect(stackWeight(members('heavy-horse'))).toBe(3);
    expect(stackWeight(members('light-horse'))).toBe(3);
    expect(stackWeight(members('elf-horse'))).toBe(3);
    expect(stackWeight(members('dinosaur-legion'))).toBe(3);
    expect(stackWeight(members('giants'))).toBe(2);
    expect(stackWeight(members('frost-giants'))).toBe(2);
    expect(stackWeight(members('warg-riders'))).toBe(2);
  });

  test('I note (2): conjured or summoned units do not count; every other unit counts one', () => {
    expect(stackWeight(members('conjured-host', 'ss-wiking', 'continental-siege-machine'))).toBe(0);
    expect(stackWeight(members('men-at-arms', 'dragons', 'intelligent-mold', 'heavy-axe'))).toBe(4);
    expect(stackWeight(members('heavy-horse', 'giants', 'men-at-arms', 'conjured-host'))).toBe(6);
  });
});

describe('the stacking penalty (I note (1))', () => {
  const foot = (n: number) => members(...Array<string>(n).fill('men-at-arms'));

  test('I note (1): no penalty, no die, at or under the limit', () => {
    const dice = new ScriptedDice([]);
    const r = checkStacking({ seat: 'west', place: '0101', units: foot(12), limit: 12 }, dice);
    expect(r.eliminated).toEqual([]);
    expect(r.demoralized).toEqual([]);
    expect(r.events).toEqual([expect.objectContaining({ type: 'stacking-check', excess: 0, losses: 0, clause: 'I note (1)' })]);
    expect(dice.used).toBe(0);
  });

  test('I note (1): eliminate one unit for each full multiple of six units over the limit (no die for an exact multiple)', () => {
    const units = foot(24);
    const dice = new ScriptedDice([]);
    const r = checkStacking({ seat: 'west', place: '0101', units, limit: 12 }, dice);
    expect(dice.used).toBe(0);
    expect(r.eliminated).toEqual([units[0]!.id, units[1]!.id]);
    expect(r.events[0]).toMatchObject({ weight: 24, counted: 24, excess: 12, losses: 2 });
    expect(r.events.filter((e) => e.type === 'unit-eliminated')).toHaveLength(2);
  });

  test('I note (1): for a partial multiple of six, one more is eliminated if the die is <= the units in the partial multiple', () => {
    const units = foot(15); // 3 over a clear hex
    const hit = checkStacking({ seat: 'west', place: '0101', units, limit: 12 }, new ScriptedDice([3]));
    expect(hit.eliminated).toEqual([units[0]!.id]);
    expect(hit.events[0]).toMatchObject({ excess: 3, roll: 3, losses: 1 });
    const miss = checkStacking({ seat: 'west', place: '0101', units, limit: 12 }, new ScriptedDice([4]));
    expect(miss.eliminated).toEqual([]);
    expect(miss.demoralized).toEqual([]);
    expect(miss.events[0]).toMatchObject({ excess: 3, roll: 4, losses: 0 });
  });

  test('I note (1): nine over the limit is one sure loss and a die for the other three', () => {
    const units = foot(15);
    expect(checkStacking({ seat: 'west', place: '0101', units, limit: 6 }, new ScriptedDice([2])).eliminated).toHaveLength(2);
    expect(checkStacking({ seat: 'west', place: '0101', units, limit: 6 }, new ScriptedDice([6])).eliminated).toHaveLength(1);
  });

  test('I note (1): demoralize all remaining units in the stack if any unit is thereby eliminated', () => {
    const units = [...foot(13), ...members('conjured-host')];
    const r = checkStacking({ seat: 'west', place: '0101', units, limit: 12 }, new ScriptedDice([1]));
    expect(r.eliminated).toEqual([units[0]!.id]);
    expect(r.demoralized).toEqual(units.slice(1).map((u) => u.id));
    expect(r.events.filter((e) => e.type === 'unit-demoralized').every((e) => e.clause === 'I note (1)')).toBe(true);
  });

  test('V.C.1: an already demoralized unit demoralized by the penalty is eliminated', () => {
    const units: StackUnit[] = [...foot(13)];
    units[5] = { ...units[5]!, demoralized: true };
    const r = checkStacking({ seat: 'west', place: '0101', units, limit: 12 }, new ScriptedDice([1]));
    expect(r.eliminated).toEqual([units[0]!.id, units[5]!.id]);
    expect(r.events).toContainEqual(expect.objectContaining({ type: 'unit-eliminated', unit: units[5]!.id, clause: 'V.C.1' }));
    expect(r.demoralized).not.toContain(units[5]!.id);
  });

  test('I note (2) in the penalty: units count by weight, and each loss is one counter', () => {
    const units = members('heavy-horse', 'heavy-horse', 'heavy-horse', 'heavy-horse', 'heavy-horse'); // 15 in a forest (6)
    const r = checkStacking({ seat: 'west', place: '0101', units, limit: 6 }, new ScriptedDice([3]));
    expect(r.events[0]).toMatchObject({ weight: 15, excess: 9, losses: 2 });
    expect(r.eliminated).toEqual([units[0]!.id, units[1]!.id]);
  });

  test("SSV-A19: the owner's order decides who goes; units that do not count are passed over (option: any)", () => {
    const units = [...members('conjured-host', 'ss-wiking'), ...foot(13)];
    const counted = checkStacking({ seat: 'west', place: '0101', units, limit: 12 }, new ScriptedDice([1]));
    expect(counted.eliminated).toEqual([units[2]!.id]);
    const any = checkStacking({ seat: 'west', place: '0101', units, limit: 12, eliminates: 'any' }, new ScriptedDice([1]));
    expect(any.eliminated).toEqual([units[0]!.id]);
  });

  test('IV.B: during a siege the (modified) number of units is multiplied by the game-turns the siege has prevailed', () => {
    const units = members('men-at-arms', 'men-at-arms', 'heavy-horse'); // 5
    const first = checkStacking({ seat: 'west', place: '0101', units, limit: 4, siegeTurns: 1 }, new ScriptedDice([2]));
    expect(first.events[0]).toMatchObject({
      weight: 5,
      siegeTurns: 1,
      counted: 5,
      excess: 1,
      roll: 2,
      losses: 0,
      clause: 'I note (1); IV.B',
    });
    const third = checkStacking({ seat: 'west', place: '0101', units, limit: 4, siegeTurns: 3 }, new ScriptedDice([6]));
    expect(third.events[0]).toMatchObject({ counted: 15, excess: 11, losses: 1 });
    expect(third.eliminated).toEqual([units[0]!.id]);
  });

  test('I note (3): the start-of-turn check runs every stack in the given order with its own limit', () => {
    const map = tinyMap(['c f Y'], { fortifications: { '0301': 'capital' } });
    const west = members(...Array<string>(8).fill('men-at-arms')); // 8 in a forest: 2 over
    const east = members(...Array<string>(20).fill('orc-warband')); // 20 in a capital city: fine
    const besieged = members(
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
      'men-at-arms',
    ); // 11 in a besieged capital (10)
    const dice = new ScriptedDice([1, 5]);
    const r = checkAllStacks(
      context(map),
      [
        { seat: 'west', place: at(map, '0201'), units: west },
        { seat: 'east', place: at(map, '0301'), units: east },
        { seat: 'west', place: at(map, '0301'), units: besieged, situation: { besieged: true }, siegeTurns: 1 },
      ],
      dice,
      (seat) => [seat],
    );
    expect(dice.used).toBe(2);
    expect(r.eliminated).toEqual([west[0]!.id]);
    expect(r.events.filter((e) => e.type === 'stacking-check').map((e) => [e.place, e.limit, e.excess])).toEqual([
      ['0201', 6, 2],
      ['0301', 22, 0],
      ['0301', 10, 1],
    ]);
    expect(r.events.every((e) => e.audience?.length === 1)).toBe(true);
  });
});

describe('stacking penalties (property)', () => {
  const types = ['men-at-arms', 'heavy-horse', 'giants', 'warg-riders', 'conjured-host', 'ss-wiking', 'dinosaur-legion', 'bog-warriors'];
  const stack = fc.array(fc.record({ type: fc.constantFrom(...types), demoralized: fc.boolean() }), { maxLength: 40 });

  test('I note (1): never more eliminated than exist; demoralization happens iff a unit was eliminated by the penalty', () => {
    fc.assert(
      fc.property(
        stack,
        fc.integer({ min: 0, max: 22 }),
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom('counted' as const, 'any' as const),
        fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 1 }),
        (spec, limit, siegeTurns, eliminates, rolls) => {
          const units = spec.map((s, i) => ({ id: `u${i}`, type: unit(s.type), demoralized: s.demoralized }));
          const r = checkStacking({ seat: 'west', place: '0101', units, limit, siegeTurns, eliminates }, new ScriptedDice(rolls));
          const ids = new Set(units.map((u) => u.id));
          expect(new Set(r.eliminated).size).toBe(r.eliminated.length);
          expect(r.eliminated.length).toBeLessThanOrEqual(units.length);
          for (const id of [...r.eliminated, ...r.demoralized]) expect(ids.has(id)).toBe(true);
          expect(r.eliminated.some((id) => r.demoralized.includes(id))).toBe(false);
          const penalty = r.events.filter((e) => e.type === 'unit-eliminated' && e.clause === 'I note (1)').length;
          const check = r.events[0]!;
          expect(check.type === 'stacking-check' && check.losses).toBe(penalty);
          // Demoralized (or eliminated for being demoralized again, V.C.1) iff the penalty took a unit.
          const touched = r.demoralized.length + r.eliminated.length - penalty;
          expect(touched > 0).toBe(penalty > 0 && units.length > penalty);
          if (penalty > 0) expect(touched).toBe(units.length - penalty);
          if (eliminates === 'counted')
            for (const id of r.eliminated.slice(0, penalty)) expect(units.find((u) => u.id === id)!.type.stackWeight).toBeGreaterThan(0);
          const weight = stackWeight(units) * Math.max(1, siegeTurns);
          if (weight <= limit) expect(r.eliminated).toEqual([]);
        },
      ),
      { numRuns: 1000 },
    );
  });
});
