/**
 * The data files: races and morale (V.A), unit types (SSV-A2, I note (2), III.D.2), characters (F5,
 * SSV-A4, VII), the terrain defence multipliers (III.D.5), validation of a user's own files, and the
 * map-side assumptions they cite.
 */
import { describe, expect, test } from 'vitest';
import {
  bonusClasses,
  buildTables,
  CHARACTERS_FILE,
  charactersFileSchema,
  counterCode,
  DATA_FILES,
  defenceStrength,
  parseDataFile,
  RACES_FILE,
  TABLES,
  TERRAIN_FILE,
  terrainFileSchema,
  UNITS_FILE,
  unitsFileSchema,
} from './data.js';
import { defenceMultiplier } from './map.js';
import { MAP_ASSUMPTIONS } from './map-assumptions.js';
import { DEFAULT_MAP_OPTIONS, mapOptionsSchema } from './map-options.js';
import { at, tinyMap, unit } from './map-test-helpers.js';

describe('races (V.A)', () => {
  test('V.A, SSV-A18: Conjured 1; Goblins, Orcs 2; Elves, Spider Folk 4; Dragons 5; all others 3, summoned units a race of their own among them', () => {
    const morale = Object.fromEntries(RACES_FILE.races.map((r) => [r.id, r.morale]));
    expect(morale).toEqual({
      conjured: 1,
      goblins: 2,
      orcs: 2,
      elves: 4,
      'spider-folk': 4,
      dragons: 5,
      men: 3,
      dwarrows: 3,
      'swamp-creatures': 3,
      cronks: 3,
      giants: 3,
      'frost-giants': 3,
      summoned: 3,
    });
  });
});

describe('unit types (SSV-A2, I note (2), III.D.2)', () => {
  test("SSV-A2: the seed's counters read 4d4 (Heavy Axe), 2s3 (Intelligent Mold), (4)m7 (Heavy Horse)", () => {
    expect(counterCode(unit('heavy-axe'))).toBe('4d4');
    expect(counterCode(unit('intelligent-mold'))).toBe('2s3');
    expect(counterCode(unit('heavy-horse'))).toBe('(4)m7');
    expect(unit('heavy-horse')).toMatchObject({ attack: 6, defence: 4, movement: 7, race: 'men' });
  });

  test('III.D.5.a: Heavy Horse extract casualties with their defence strength (4), others with their printed strength', () => {
    expect(defenceStrength(unit('heavy-horse'))).toBe(4);
    expect(defenceStrength(unit('heavy-axe'))).toBe(4);
    expect(defenceStrength(unit('intelligent-mold'))).toBe(2);
  });

  test('I note (2): stack weights in units.json: cavalry and Dinosaur Legions 3, Giants and Warg Riders 2, conjured and summoned 0, others 1', () => {
    for (const u of UNITS_FILE.units) {
      const expected =
        u.flags.includes('conjured') || u.flags.includes('summoned')
          ? 0
          : u.flags.includes('cavalry') || u.id === 'dinosaur-legion'
            ? 3
            : ['giants', 'frost-giants', 'warg-riders'].includes(u.id)
              ? 2
              : 1;
      expect([u.id, u.stackWeight]).toEqual([u.id, expected]);
    }
  });

  test('III.D.2.b(1): Warg Riders, Dinosaur Legions and the SS-Wiking count as cavalry for the die modifier', () => {
    for (const id of ['warg-riders', 'dinosaur-legion', 'ss-wiking', 'heavy-horse']) expect(bonusClasses(unit(id))).toContain('cavalry');
    expect(unit('warg-riders').flags).not.toContain('cavalry');
    expect(bonusClasses(unit('men-at-arms'))).toEqual([]);
  });

  test('III.D.2.c(1): Intelligent Mold and the Continental Siege Machine count as archers', () => {
    expect(bonusClasses(unit('intelligent-mold'))).toEqual(['archer']);
    expect(bonusClasses(unit('continental-siege-machine'))).toContain('archer');
    expect(bonusClasses(unit('bowmen'))).toEqual(['archer']);
  });

  test('III.D.2.d: the Continental Siege Machine counts as a flying unit or an archer unit, but not both', () => {
    expect(bonusClasses(unit('continental-siege-machine'))).toEqual(['archer', 'flying']);
    expect(unit('continental-siege-machine').bonusOneOf).toBe(true);
    expect(bonusClasses(unit('dragons'))).toEqual(['flying']);
  });

  test('the roster covers every race', () => {
    const races = new Set(UNITS_FILE.units.map((u) => u.race));
    for (const r of RACES_FILE.races) expect(races.has(r.id)).toBe(true);
  });

  test('SSV-A17, SSV-A18: 24 unit types with strengths 1-6; the summoned SS-Wiking (5, MA 7, mounted) and Siege Machine (6, MA 4, on foot); Intelligent Mold is a Swamp Creature', () => {
    expect(UNITS_FILE.units).toHaveLength(24);
    for (const u of UNITS_FILE.units) expect([u.id, u.attack >= 1 && u.attack <= 6]).toEqual([u.id, true]);
    expect(unit('ss-wiking')).toMatchObject({ race: 'summoned', attack: 5, letter: 'm', movement: 7 });
    expect(unit('continental-siege-machine')).toMatchObject({ race: 'summoned', attack: 6, letter: 'i', movement: 4 });
    expect(unit('intelligent-mold')).toMatchObject({ race: 'swamp-creatures' });
  });
});

describe('characters (F5, SSV-A4, VII)', () => {
  const ch = (id: string) => TABLES.characters.get(id)!;

  test('F5: forty characters with race and leadership; III.D.2.a(2): Maytwist is an Elf with leadership zero', () => {
    expect(CHARACTERS_FILE.characters.filter((c) => !c.monster)).toHaveLength(40);
    expect(ch('maytwist')).toMatchObject({ race: 'elves', leadership: 0 });
    expect(ch('coron')).toMatchObject({ race: 'men', leadership: 5 });
    expect(ch('naskhund')).toMatchObject({ race: 'orcs', leadership: 4 });
    expect(ch('gygax')).toMatchObject({ race: 'dragons', leadership: 3 });
    const byLeadership = [0, 1, 2, 3, 4, 5].map((l) => CHARACTERS_FILE.characters.filter((c) => !c.monster && c.leadership === l).length);
    expect(byLeadership).toEqual([6, 6, 11, 11, 4, 2]);
  });

  test('SSV-A4: fighting strength is ten times the 1-6 card field', () => {
    for (const c of CHARACTERS_FILE.characters) {
      expect(c.fightingStrength % 10).toBe(0);
      expect(c.fightingStrength / 10).toBeGreaterThanOrEqual(1);
      expect(c.fightingStrength / 10).toBeLessThanOrEqual(6);
    }
  });

  test('VII.A.2.b: monsters have no race or leadership and fight to the death; VII.A.2.a(1): the Killer Penguin demoralizes its foe', () => {
    const monsters = CHARACTERS_FILE.characters.filter((c) => c.monster);
    expect(monsters.length).toBeGreaterThanOrEqual(3);
    for (const m of monsters) expect(m).toMatchObject({ race: null, leadership: 0 });
    expect(ch('killer-penguin')).toMatchObject({ monster: true, demoralizesAfterFirstRound: true });
    expect(CHARACTERS_FILE.characters.filter((c) => c.demoralizesAfterFirstRound).map((c) => c.id)).toEqual(['killer-penguin']);
  });
});

describe('terrain defence multipliers (III.D.5, F4, SSV-A3, SSV-A13)', () => {
  const opts: { fortificationDefence: 'highest' | 'product' } = { fortificationDefence: 'highest' };
  const x = (code: string, unitId: string, extra = {}, o = opts) => {
    const map = tinyMap([code], extra);
    return defenceMultiplier(map, TABLES, unit(unitId), at(map, '0101'), o);
  };

  test('III.D.5: a Dwarrow 4d4 Heavy Axe unit in mountains counts as 16 combat strength points', () => {
    expect(defenceStrength(unit('heavy-axe')) * x('m', 'heavy-axe')).toBe(16);
  });

  test('III.D.5: a 2s3 Intelligent Mold unit in a swamp hex counts as 6', () => {
    expect(defenceStrength(unit('intelligent-mold')) * x('s', 'intelligent-mold')).toBe(6);
  });

  test('SSV-A3 (F4): forest x3 for Elves and Spider Folk, x2 others; karoo x3 Cronks; mountain x3 others; clear x1; flyers x1', () => {
    expect(x('f', 'elf-spears')).toBe(3);
    expect(x('f', 'spider-warriors')).toBe(3);
    expect(x('f', 'men-at-arms')).toBe(2);
    expect(x('k', 'cronk-band')).toBe(3);
    expect(x('k', 'orc-warband')).toBe(2);
    expect(x('m', 'men-at-arms')).toBe(3);
    expect(x('w', 'elf-spears')).toBe(2);
    expect(x('c', 'men-at-arms')).toBe(1);
    expect(x('Y', 'men-at-arms')).toBe(3);
    expect(x('m', 'dragons')).toBe(1);
  });

  test('SSV-A16: glacier and blasted hexes defend x1; a city hex x3, and costs 1 MP for everyone', () => {
    expect(x('g', 'men-at-arms')).toBe(1);
    expect(x('x', 'men-at-arms')).toBe(1);
    expect(x('Y', 'elf-spears')).toBe(3);
    const city = TERRAIN_FILE.terrain.find((t) => t.id === 'city')!;
    expect(city.cost).toEqual({ others: 1, flying: 1 });
  });

  test('SSV-A13: inside a fortification the higher multiplier applies (option: product); blasted supersedes it (I.H); flyers x1', () => {
    expect(x('c', 'men-at-arms', { fortifications: { '0101': 'castle' } })).toBe(3);
    expect(x('c', 'men-at-arms', { fortifications: { '0101': 'town' } })).toBe(2);
    expect(x('m', 'heavy-axe', { fortifications: { '0101': 'castle' } })).toBe(4);
    expect(x('m', 'heavy-axe', { fortifications: { '0101': 'castle' } }, { fortificationDefence: 'product' })).toBe(12);
    expect(x('x', 'men-at-arms', { fortifications: { '0101': 'castle' } })).toBe(1);
    expect(x('c', 'dragons', { fortifications: { '0101': 'castle' } })).toBe(1);
  });

  test('SSV-A11: inside the Dragon complex units defend as in the mountain, without its fortification', () => {
    const map = tinyMap(['m'], { dragonComplexes: ['0101'], fortifications: { '0101': 'castle' } });
    expect(defenceMultiplier(map, TABLES, unit('heavy-axe'), at(map, '0101', true), opts)).toBe(4);
    expect(defenceMultiplier(map, TABLES, unit('men-at-arms'), at(map, '0101', true), opts)).toBe(3);
  });
});

describe("a user's own files", () => {
  test('a bad units file is refused with the file, the entry and what is wrong', () => {
    const bad = {
      units: [
        { ...unit('heavy-axe'), letter: 'f' },
        { ...unit('men-at-arms'), attack: -1 },
      ],
    };
    const r = parseDataFile(unitsFileSchema, bad, 'my-units.json');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error).toContain('my-units.json');
      expect(r.error).toContain("unit 'heavy-axe': letter 'f' and the flag 'flying' go together");
      expect(r.error).toContain('units[1].attack');
    }
  });

  test('a terrain file missing a terrain the rules name, or a cost table without others/flying, is refused', () => {
    const missing = parseDataFile(
      terrainFileSchema,
      { ...TERRAIN_FILE, terrain: TERRAIN_FILE.terrain.filter((t) => t.id !== 'glacier') },
      'my-terrain.json',
    );
    expect(missing).toMatchObject({ ok: false, error: expect.stringContaining("terrain: 'glacier' is missing") });
    const terrain = [...TERRAIN_FILE.terrain];
    terrain[0] = { ...terrain[0]!, cost: { men: 1 } };
    const r = parseDataFile(terrainFileSchema, { ...TERRAIN_FILE, terrain }, 'my-terrain.json');
    expect(r).toMatchObject({ ok: false, error: expect.stringContaining("needs an entry 'others'") });
    if (!r.ok) expect(r.error).toContain('terrain[0].cost.flying');
  });

  test('a characters file whose monster has a race is refused', () => {
    const r = parseDataFile(
      charactersFileSchema,
      { characters: [{ id: 'x', name: 'X', race: 'men', leadership: 0, fightingStrength: 30, monster: true }] },
      'c.json',
    );
    expect(r.ok).toBe(false);
  });

  test('files that name a race the races file lacks are refused, naming the entry', () => {
    const units = { units: [...UNITS_FILE.units, { ...unit('men-at-arms'), id: 'trolls', race: 'trolls' }] };
    const r = buildTables({ ...DATA_FILES, units });
    expect(r).toEqual({ ok: false, error: ["unit 'trolls': no race 'trolls' in the races file"] });
  });

  test('map options: defaults, unknown keys refused, a user terrain file accepted', () => {
    expect(DEFAULT_MAP_OPTIONS).toMatchObject({
      gate: 'open',
      wallIntoFriendly: 'allowance',
      swampCreaturesInLake: true,
      fortificationDefence: 'highest',
      dieCostForReaction: 6,
      stackingEliminates: 'counted',
    });
    expect(mapOptionsSchema.safeParse({ riverCost: 2 }).success).toBe(false);
    expect(mapOptionsSchema.safeParse({ terrain: TERRAIN_FILE }).success).toBe(true);
  });
});

describe('map assumptions', () => {
  test('ids SSV-A1..SSV-A19, each with option, text, chosen and why', () => {
    expect(MAP_ASSUMPTIONS.map((a) => a.id)).toEqual(Array.from({ length: 19 }, (_, i) => `SSV-A${i + 1}`));
    for (const a of MAP_ASSUMPTIONS) for (const k of ['option', 'text', 'chosen', 'why'] as const) expect(a[k].length).toBeGreaterThan(0);
  });

  test('every assumption a data file cites exists, and every option an assumption names is a map option', () => {
    const ids = new Set(MAP_ASSUMPTIONS.map((a) => a.id));
    const sources = [
      ...TERRAIN_FILE.terrain.map((t) => t.source),
      ...TERRAIN_FILE.fortifications.map((f) => f.source),
      ...TERRAIN_FILE.hexsides.map((h) => h.source),
      ...UNITS_FILE.units.map((u) => u.source),
      ...RACES_FILE.races.map((r) => r.source ?? ''),
    ].join(' ');
    for (const cited of sources.match(/SSV-A\d+/g) ?? []) expect(ids.has(cited)).toBe(true);
    const keys = new Set(Object.keys(mapOptionsSchema.shape));
    for (const a of MAP_ASSUMPTIONS) {
      if (a.option.startsWith('(fixed')) continue;
      for (const k of a.option.split('/').map((s) => s.trim())) expect([a.id, keys.has(k)]).toEqual([a.id, true]);
    }
  });
});
