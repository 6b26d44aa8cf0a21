/**
 * The bundled scenario (data/scenarios/border-war.json) and map building: every terrain and hexside
 * appears, the walled city is closed by walls and a gate, every starting stack is legal (I), and bad
 * descriptions are refused naming the hex.
 */
import { describe, expect, test } from 'vitest';
import { REQUIRED_FORTIFICATIONS, REQUIRED_HEXSIDES, REQUIRED_TERRAIN, TABLES, type ScenarioSpec } from './data.js';
import { BORDER_WAR, buildMap, buildScenario, hexsideFeature } from './map.js';
import { mapContext, mapOptionsSchema } from './map-options.js';
import { LEGEND } from './map-test-helpers.js';
import { stackingLimit, stackWeight } from './stacking.js';

const built = buildScenario(BORDER_WAR, TABLES);
if (!built.ok) throw new Error(built.error.join('; '));
const scenario = built.value;
const { map } = scenario;
const hex = (name: string) => map.grid.index(name)!;

describe('Border War', () => {
  test('SSV-A5: a 20 x 16 map with seats west and east', () => {
    expect([map.grid.columns, map.grid.rows]).toEqual([20, 16]);
    expect(scenario.seats).toEqual(['west', 'east']);
  });

  test('every terrain of the seed appears (I.A-L), the Dragon complex inside a mountain and a vortex on a hex', () => {
    const present = new Set(map.terrain);
    for (const t of REQUIRED_TERRAIN) {
      if (t === 'dragon-complex' || t.startsWith('vortex')) continue;
      expect([t, present.has(t)]).toEqual([t, true]);
    }
    const complexes = map.dragonComplex.flatMap((c, h) => (c ? [h] : []));
    expect(complexes.map((h) => map.grid.name(h))).toEqual(['1703']);
    expect(map.terrain[complexes[0]!]).toBe('mountain');
    expect(map.vortices.map((v) => [map.grid.name(v.hex), v.active])).toEqual([['0612', false]]);
  });

  test('every fortification and every hexside type appears', () => {
    expect(new Set(map.fortification.filter((f) => f !== null))).toEqual(new Set(REQUIRED_FORTIFICATIONS));
    expect(new Set(map.hexsides.values())).toEqual(new Set(REQUIRED_HEXSIDES));
  });

  test('IV: the walled city of Aldmark (0307-0406-0407-0507) is closed by wall hexsides with one gate (IV.A.1)', () => {
    const city = ['0307', '0406', '0407', '0507'].map(hex);
    for (const h of city) expect(map.terrain[h]).toBe('city');
    expect(map.fortification[hex('0406')]).toBe('capital');
    const boundary = city.flatMap((h) =>
      map.grid
        .neighbours(h)
        .filter((n) => !city.includes(n))
        .map((n) => hexsideFeature(map, h, n)),
    );
    expect(boundary.filter((f) => f === 'gate')).toHaveLength(1);
    expect(boundary.every((f) => f === 'wall' || f === 'gate')).toBe(true);
    expect(hexsideFeature(map, hex('0507'), hex('0607'))).toBe('gate');
  });

  test('a river with a bridge hex runs into the lake and on as a stream with a ford and a bridge hexside', () => {
    expect(map.terrain[hex('1005')]).toBe('bridge');
    expect(map.terrain[hex('1004')]).toBe('river');
    expect(map.terrain[hex('1013')]).toBe('lake');
    expect(hexsideFeature(map, hex('1014'), hex('1115'))).toBe('ford');
    expect(hexsideFeature(map, hex('1015'), hex('1116'))).toBe('bridge');
    expect(hexsideFeature(map, hex('1014'), hex('1114'))).toBe('stream');
  });

  test("I: every starting stack is within its hex's stacking limit", () => {
    for (const seat of scenario.seats) {
      for (const s of scenario.forces[seat]!.stacks) {
        const units = s.units.map((t, i) => ({ id: `${t}#${i}`, type: TABLES.units.get(t)! }));
        const { limit } = stackingLimit({ map, tables: TABLES }, s.place, units);
        expect([seat, map.grid.name(s.place.hex), stackWeight(units) <= limit]).toEqual([seat, map.grid.name(s.place.hex), true]);
        expect(units.length).toBeGreaterThan(0);
      }
    }
  });

  test('both forces mix several races and have characters', () => {
    for (const seat of scenario.seats) {
      const stacks = scenario.forces[seat]!.stacks;
      const races = new Set(stacks.flatMap((s) => s.units.map((u) => TABLES.units.get(u)!.race)));
      expect(races.size).toBeGreaterThanOrEqual(4);
      expect(stacks.every((s) => s.characters.length > 0)).toBe(true);
    }
  });

  test('the default map context is Border War', () => {
    const ctx = mapContext();
    expect(ctx.ok && ctx.value.scenario.id).toBe('border-war');
  });
});

describe('building a map from a description', () => {
  const base: ScenarioSpec = { id: 'test', name: 'Test', columns: 3, rows: 2, legend: { ...LEGEND }, map: ['c m c', 'c c Y'], forces: {} };
  const problems = (spec: Partial<ScenarioSpec>) => {
    const r = buildMap({ ...base, ...spec }, TABLES);
    return r.ok ? [] : r.error;
  };

  test('a good description builds', () => {
    expect(problems({ dragonComplexes: ['0201'], hexsides: { wall: ['0302/0202'] }, fortifications: { '0302': 'town' } })).toEqual([]);
  });

  test('problems name the bad hex, row or hexside', () => {
    expect(problems({ map: ['c q c', 'c c Y'] })).toEqual(["0201: map code 'q' is not in the legend"]);
    expect(problems({ map: ['c c', 'c c Y'] })).toEqual(['map row 01: 2 hexes, expected 3']);
    expect(problems({ map: ['c c c'] })).toEqual(['map: 1 rows, expected 2']);
    expect(problems({ dragonComplexes: ['0101'] })).toEqual(['0101: a Dragon complex must be in a mountain hex (II.B), not clear']);
    expect(problems({ fortifications: { '0401': 'castle' } })).toEqual(["0401: fortification 'castle' is off the 3 x 2 map"]);
    expect(problems({ fortifications: { '0101': 'keep' } })).toEqual(["0101: no fortification 'keep'"]);
    expect(problems({ hexsides: { wall: ['0101/0301'] } })).toEqual(['0101/0301: not two adjacent hexes on the map']);
    expect(problems({ hexsides: { wall: ['0101/0201'], stream: ['0201/0101'] } })).toEqual([
      '0201/0101: both wall and stream; a hexside has one feature',
    ]);
    expect(problems({ hexsides: { moat: ['0101/0201'] } })).toEqual(["hexsides: no feature 'moat'"]);
    expect(problems({ legend: { ...LEGEND, v: 'vortex-active' } })).toEqual([
      "legend 'v': 'vortex-active' is a counter on a hex; list it under 'vortices'",
    ]);
  });

  test("a scenario's forces are checked: unknown units and characters, a character placed twice, a stack in the lake", () => {
    const r = buildScenario(
      {
        ...base,
        map: ['c L c', 'c c Y'],
        forces: {
          west: { name: 'W', stacks: [{ hex: '0101', units: { 'men-at-arms': 1, trolls: 2 }, characters: ['coron', 'nobody'] }] },
          east: {
            name: 'E',
            stacks: [
              { hex: '0201', units: { 'bog-warriors': 1 }, characters: ['coron'] },
              { hex: '0501', units: { 'men-at-arms': 1 } },
            ],
          },
        },
      },
      TABLES,
    );
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toEqual([
        "0101: west's stack has unknown unit type 'trolls'",
        "0101: west's stack has unknown character 'nobody'",
        "0201: east's stack may not stand in a lake (II, I.F)",
        "0201: character 'coron' is already placed in 0101",
        "0501: east's stack is off the map",
      ]);
    }
  });

  test('a scenario given as an option is validated, and its problems reported', () => {
    const opts = mapOptionsSchema.parse({ scenario: { ...base, map: ['c q c', 'c c Y'] } });
    expect(mapContext(opts)).toEqual({ ok: false, error: "scenario: 0201: map code 'q' is not in the legend" });
    expect(mapOptionsSchema.safeParse({ scenario: { ...base, columns: 120 } }).success).toBe(false);
  });
});
