/**
 * Movement (II): terrain costs by race (F4 via SSV-A3), the lake, blasted and glacier hexes (II.A),
 * the Dragon complex (II.B), walls (II.C, II.D), gates, streams, fords and bridges, and the highest
 * entry cost the Reaction modifiers use (III.A.1, III.A.2).
 */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { at, context, tinyMap, unit } from './map-test-helpers.js';
import type { MapOptions } from './map-options.js';
import { highestEntryCost, mayEndMove, stepCost, type Occupant } from './movement.js';

/** One step from 0101 to 0201 on a two-hex map "<from> <to>", with optional hexside feature between them. */
function step(
  fromCode: string,
  toCode: string,
  unitId: string,
  rolls: number[] = [],
  opts: { side?: string; occupant?: Occupant; options?: Partial<MapOptions> } = {},
) {
  const map = tinyMap([`${fromCode} ${toCode}`], opts.side ? { hexsides: { [opts.side]: ['0101/0201'] } } : {});
  const dice = new ScriptedDice(rolls);
  const r = stepCost(context(map, opts.options), unit(unitId), at(map, '0101'), at(map, '0201'), opts.occupant ?? 'empty', dice);
  return { r, used: dice.used };
}
const mp = (fromCode: string, toCode: string, unitId: string, rolls: number[] = [], opts = {}) => {
  const { r } = step(fromCode, toCode, unitId, rolls, opts);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.mp;
};

describe('terrain costs (F4 table, SSV-A3)', () => {
  test('III.A.2 example: Men pay 3 MP to enter rough; Dwarrows and Orcs 2', () => {
    expect(mp('c', 'r', 'men-at-arms')).toBe(3);
    expect(mp('c', 'r', 'heavy-axe')).toBe(2);
    expect(mp('c', 'r', 'orc-warband')).toBe(2);
  });

  test('III.A.1 example: Elves pay 2 MP to enter forest; Spider Folk 1; others 3', () => {
    expect(mp('c', 'f', 'elf-spears')).toBe(2);
    expect(mp('c', 'f', 'spider-warriors')).toBe(1);
    expect(mp('c', 'f', 'men-at-arms')).toBe(3);
  });

  // [terrain code, unit, MP]
  const table: [string, string, number][] = [
    ['c', 'men-at-arms', 1],
    ['u', 'men-at-arms', 1],
    ['Y', 'men-at-arms', 1],
    ['w', 'elf-spears', 1],
    ['w', 'men-at-arms', 2],
    ['s', 'intelligent-mold', 1],
    ['s', 'cronk-band', 2],
    ['s', 'men-at-arms', 3],
    ['k', 'cronk-band', 1],
    ['k', 'men-at-arms', 2],
    ['m', 'heavy-axe', 2],
    ['m', 'orc-warband', 2],
    ['m', 'men-at-arms', 3],
    ['m', 'giants', 3],
    ['~', 'bog-warriors', 1],
    ['~', 'men-at-arms', 3],
    ['=', 'men-at-arms', 1],
    ['p', 'heavy-horse', 1],
  ];
  for (const [code, u, cost] of table) {
    test(`SSV-A3: ${u} pays ${cost} MP to enter ${code}`, () => expect(mp('c', code, u)).toBe(cost));
  }

  test('II / SSV-A3: flying units may always enter any hex, at 1 MP', () => {
    for (const code of ['r', 'f', 's', 'm', '~', 'L', 'k', 'w']) expect(mp('c', code, 'dragons')).toBe(1);
  });
});

describe('the lake (II, I.F)', () => {
  test('II: non-flying units may move into any hex except the lake', () => {
    for (const u of ['men-at-arms', 'heavy-horse', 'heavy-axe', 'frost-giants']) {
      const { r } = step('c', 'L', u);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error).toMatchObject({ code: 'ERR_FORBIDDEN_TERRAIN', clause: 'II' });
    }
  });

  test('I.F / SSV-A12: swamp creatures may pass through the lake (1 MP) but may not end a move there', () => {
    expect(mp('c', 'L', 'intelligent-mold')).toBe(1);
    const map = tinyMap(['c L']);
    const end = mayEndMove(context(map), unit('intelligent-mold'), at(map, '0201'));
    expect(end).toMatchObject({ ok: false, error: { code: 'ERR_END_IN_LAKE', clause: 'I.F' } });
    expect(mayEndMove(context(map), unit('dragons'), at(map, '0201')).ok).toBe(true);
    expect(mayEndMove(context(map), unit('intelligent-mold'), at(map, '0101')).ok).toBe(true);
  });

  test('SSV-A12 option swampCreaturesInLake=false: no non-flyer enters the lake', () => {
    const { r } = step('c', 'L', 'intelligent-mold', [], { options: { swampCreaturesInLake: false } });
    expect(r).toMatchObject({ ok: false, error: { clause: 'II' } });
    expect(mp('c', 'L', 'dragons', [], { options: { swampCreaturesInLake: false } })).toBe(1);
  });
});

describe('blasted and glacier hexes (II.A)', () => {
  test('II.A: blasted hexes cost one die to enter for Men', () => {
    const { r, used } = step('c', 'x', 'men-at-arms', [4]);
    expect(used).toBe(1);
    expect(r).toMatchObject({ ok: true, value: { mp: 4, rolls: [4], wholeAllowance: false } });
    if (r.ok) expect(r.value.parts[0]).toMatchObject({ clause: 'II.A', roll: 4 });
  });

  test('II.A: glacier hexes cost one die to enter for all but Frost Giants and flyers', () => {
    expect(mp('c', 'g', 'heavy-axe', [6])).toBe(6);
    expect(mp('c', 'g', 'elf-spears', [1])).toBe(1);
    expect(mp('c', 'g', 'giants', [3])).toBe(3);
  });

  test('II.A: leaving a blasted or glacier hex costs one more die, rolled before the die for the hex entered', () => {
    expect(mp('x', 'c', 'men-at-arms', [5])).toBe(5 + 1);
    expect(mp('g', 'r', 'men-at-arms', [2])).toBe(2 + 3);
    const { r } = step('g', 'x', 'men-at-arms', [2, 5]);
    expect(r).toMatchObject({ ok: true, value: { mp: 7, rolls: [2, 5] } });
    if (r.ok) expect(r.value.parts.map((p) => p.what)).toEqual(['leave Glacier', 'enter Blasted']);
  });

  test('II.A: Frost Giants pay 1 MP to enter and 1 MP to leave blasted and glacier hexes, rolling no die', () => {
    expect(mp('c', 'x', 'frost-giants')).toBe(1);
    expect(mp('c', 'g', 'frost-giants')).toBe(1);
    expect(mp('g', 'c', 'frost-giants')).toBe(1 + 1);
    expect(mp('x', 'g', 'frost-giants')).toBe(1 + 1);
  });

  test('II.A: flying units pay 1 MP to enter and 1 MP to leave blasted and glacier hexes', () => {
    expect(mp('c', 'x', 'dragons')).toBe(1);
    expect(mp('x', 'c', 'dragons')).toBe(2);
    expect(mp('g', 'm', 'dragons')).toBe(2);
  });
});

describe('the Dragon complex (II.B)', () => {
  const map = tinyMap(['c m c'], { dragonComplexes: ['0201'] });
  const ctx = context(map);

  test("II.B: entering a Dragon complex costs the entirety of a unit's movement allowance, flyers included", () => {
    for (const [u, ma] of [
      ['men-at-arms', 4],
      ['heavy-horse', 7],
      ['dragons', 8],
      ['intelligent-mold', 3],
    ] as const) {
      const r = stepCost(ctx, unit(u), at(map, '0201'), at(map, '0201', true), 'empty', new ScriptedDice([]));
      expect(r).toMatchObject({ ok: true, value: { mp: ma, wholeAllowance: true, rolls: [] } });
      if (r.ok) expect(r.value.parts[0]!.clause).toBe('II.B');
    }
  });

  test('II.B / SSV-A11: the complex is a separate location, entered only from the mountain hex it lies in', () => {
    const r = stepCost(ctx, unit('men-at-arms'), at(map, '0101'), at(map, '0201', true), 'empty', new ScriptedDice([]));
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_COMPLEX_ENTRY', clause: 'II.B' } });
    const out = stepCost(ctx, unit('men-at-arms'), at(map, '0201', true), at(map, '0301'), 'empty', new ScriptedDice([]));
    expect(out).toMatchObject({ ok: false, error: { clause: 'II' } });
  });

  test("SSV-A11: leaving the complex into its mountain hex costs the mountain's entry", () => {
    const r = stepCost(ctx, unit('heavy-axe'), at(map, '0201', true), at(map, '0201'), 'empty', new ScriptedDice([]));
    expect(r).toMatchObject({ ok: true, value: { mp: 2, wholeAllowance: false } });
  });

  test('II.B: a hex without a complex has no complex to enter', () => {
    const r = stepCost(ctx, unit('men-at-arms'), at(map, '0101'), at(map, '0101', true), 'empty', new ScriptedDice([]));
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_NO_SUCH_PLACE' } });
  });
});

describe('walls and gates (II.C, II.D, IV.A.1)', () => {
  test('II.C: crossing a wall hexside into an unoccupied hex costs a non-flying unit its entire movement allowance', () => {
    const { r, used } = step('c', 'r', 'heavy-horse', [], { side: 'wall' });
    expect(used).toBe(0);
    expect(r).toMatchObject({ ok: true, value: { mp: 7, wholeAllowance: true } });
    if (r.ok) expect(r.value.parts).toEqual([{ what: 'cross wall hexside 0101/0201', clause: 'II.C', mp: 'allowance' }]);
    expect(step('x', 'c', 'men-at-arms', [], { side: 'wall' }).r).toMatchObject({ ok: true, value: { mp: 4, rolls: [] } });
  });

  test('II.C / SSV-A9: into a friendly-held hex the wall also costs the whole allowance (option: terrain only)', () => {
    expect(step('c', 'c', 'men-at-arms', [], { side: 'wall', occupant: 'friendly' }).r).toMatchObject({
      ok: true,
      value: { mp: 4, wholeAllowance: true },
    });
    expect(
      step('c', 'r', 'men-at-arms', [], { side: 'wall', occupant: 'friendly', options: { wallIntoFriendly: 'terrain' } }).r,
    ).toMatchObject({
      ok: true,
      value: { mp: 3, wholeAllowance: false },
    });
  });

  test('II.C: a flying unit crosses a wall at 1 MP', () => {
    expect(mp('c', 'c', 'dragons', [], { side: 'wall' })).toBe(1);
  });

  test('II.D: a unit may cross a wall into an enemy-occupied hex only through Assault or Breach', () => {
    const { r } = step('c', 'c', 'men-at-arms', [], { side: 'wall', occupant: 'enemy' });
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_WALL_ENEMY', clause: 'II.D' } });
    if (!r.ok) expect(r.error.message).toContain('0101/0201');
  });

  test('II / IV.C: flying units may always enter any hex, across a wall into an enemy-held hex too', () => {
    expect(mp('c', 'c', 'dragons', [], { side: 'wall', occupant: 'enemy' })).toBe(1);
  });

  test('SSV-A8: a gate costs nothing extra into a hex not held by the enemy, and is a wall to an enemy-held one (II.D)', () => {
    expect(mp('c', 'Y', 'men-at-arms', [], { side: 'gate' })).toBe(1);
    expect(mp('c', 'Y', 'men-at-arms', [], { side: 'gate', occupant: 'friendly' })).toBe(1);
    expect(step('c', 'Y', 'men-at-arms', [], { side: 'gate', occupant: 'enemy' }).r).toMatchObject({
      ok: false,
      error: { clause: 'II.D' },
    });
  });

  test('SSV-A8 option gate=wall: a gate costs as a wall', () => {
    expect(step('c', 'Y', 'men-at-arms', [], { side: 'gate', options: { gate: 'wall' } }).r).toMatchObject({
      ok: true,
      value: { mp: 4, wholeAllowance: true },
    });
  });
});

describe('streams, fords and bridges (F4, SSV-A3, SSV-A7)', () => {
  test('SSV-A3 (F4): a stream hexside adds 1 MP; at a bridge hexside it adds 0', () => {
    expect(mp('c', 'c', 'men-at-arms', [], { side: 'stream' })).toBe(2);
    expect(mp('c', 'f', 'elf-spears', [], { side: 'stream' })).toBe(3);
    expect(mp('c', 'c', 'men-at-arms', [], { side: 'bridge' })).toBe(1);
  });

  test('SSV-A7: a ford hexside adds 0 MP', () => {
    expect(mp('c', 'r', 'men-at-arms', [], { side: 'ford' })).toBe(3);
  });

  test('SSV-A3: flyers ignore stream hexsides', () => {
    expect(mp('c', 'c', 'dragons', [], { side: 'stream' })).toBe(1);
  });
});

describe('steps', () => {
  test('II: a step goes to an adjacent hex', () => {
    const map = tinyMap(['c c c']);
    const r = stepCost(context(map), unit('men-at-arms'), at(map, '0101'), at(map, '0301'), 'empty', new ScriptedDice([]));
    expect(r).toMatchObject({ ok: false, error: { code: 'ERR_NOT_ADJACENT', clause: 'II' } });
    const same = stepCost(context(map), unit('men-at-arms'), at(map, '0101'), at(map, '0101'), 'empty', new ScriptedDice([]));
    expect(same).toMatchObject({ ok: false, error: { code: 'ERR_NOT_ADJACENT' } });
  });
});

describe('the highest MP cost to enter a hex (III.A.1, III.A.2)', () => {
  const map = tinyMap(['f r x L'], { dragonComplexes: [] });
  const ctx = context(map);

  test('III.A.1 example: +2 when reacting into a forest hex against Elves', () => {
    expect(highestEntryCost(ctx, [unit('elf-spears'), unit('elf-bowmen')], at(map, '0101'), 6)).toBe(2);
  });

  test('III.A.2 example: -3 for Men reacting into a rough hex; the highest of a mixed stack counts', () => {
    expect(highestEntryCost(ctx, [unit('men-at-arms')], at(map, '0201'), 6)).toBe(3);
    expect(highestEntryCost(ctx, [unit('heavy-axe'), unit('orc-warband')], at(map, '0201'), 6)).toBe(2);
    expect(highestEntryCost(ctx, [unit('heavy-axe'), unit('men-at-arms')], at(map, '0201'), 6)).toBe(3);
    expect(highestEntryCost(ctx, [unit('elf-spears'), unit('spider-warriors')], at(map, '0101'), 6)).toBe(2);
  });

  test('SSV-A10: a one-die cost counts as dieCostForReaction (6 by default); Frost Giants and flyers 1', () => {
    expect(highestEntryCost(ctx, [unit('men-at-arms')], at(map, '0301'), 6)).toBe(6);
    expect(highestEntryCost(ctx, [unit('men-at-arms')], at(map, '0301'), 4)).toBe(4);
    expect(highestEntryCost(ctx, [unit('frost-giants'), unit('dragons')], at(map, '0301'), 6)).toBe(1);
  });

  test('II: units that may not enter (non-flyers into the lake) are left out; null when none may', () => {
    expect(highestEntryCost(ctx, [unit('men-at-arms')], at(map, '0401'), 6)).toBeNull();
    expect(highestEntryCost(ctx, [unit('men-at-arms'), unit('intelligent-mold')], at(map, '0401'), 6)).toBe(1);
  });

  test("II.B: the Dragon complex counts as the unit's whole allowance", () => {
    const m = tinyMap(['m'], { dragonComplexes: ['0101'] });
    expect(highestEntryCost(context(m), [unit('men-at-arms'), unit('heavy-horse')], at(m, '0101', true), 6)).toBe(7);
  });
});
