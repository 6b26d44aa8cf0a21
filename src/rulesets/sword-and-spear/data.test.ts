import { describe, expect, test } from 'vitest';
import {
  armyBreakpoints,
  armyListSchema,
  armyValue,
  buildTables,
  checkArmy,
  DATA_FILES,
  parseDataFile,
  TABLES,
  unitProfileSchema,
} from './data.js';

describe('2 Units & Commanders: the data files', () => {
  test('2 Strength: the troop type table', () => {
    const strength = Object.fromEntries([...TABLES.troopTypes.values()].map((t) => [t.name, t.strength]));
    expect(strength).toEqual({
      'Heavy foot': 4,
      'Medium foot': 3,
      'Light foot': 2,
      Cavalry: 3,
      Swarms: 3,
      Beasts: 3,
      'Large Beasts': 3,
      'Light horse': 2,
      Chariots: 3,
      'War wagons': 3,
      Monsters: 2,
      Artillery: 2,
      Hero: 2,
      'Baggage Camp': 3,
    });
  });

  test('SSF-A31: skirmishers are light foot and light horse; mounted are cavalry, light horse, chariots and large beasts', () => {
    const types = [...TABLES.troopTypes.values()];
    expect(
      types
        .filter((t) => t.skirmisher)
        .map((t) => t.id)
        .sort(),
    ).toEqual(['light-foot', 'light-horse']);
    expect(
      types
        .filter((t) => t.mounted)
        .map((t) => t.id)
        .sort(),
    ).toEqual(['cavalry', 'chariots', 'large-beasts', 'light-horse']);
  });

  test('SSF-A9: terrain.json: open; fields rough; rough ground rough with cover; woods and village difficult, cover, blocking sight; marsh difficult; hills not blocking sight', () => {
    const t = (id: string) => {
      const x = TABLES.terrain.get(id)!;
      return [id, x.going, x.cover, x.blocksSight];
    };
    expect(['open', 'fields', 'rough', 'woods', 'village', 'marsh', 'hill', 'rocky-hill'].map(t)).toEqual([
      ['open', 'open', false, false],
      ['fields', 'rough', false, false],
      ['rough', 'rough', true, false],
      ['woods', 'difficult', true, true],
      ['village', 'difficult', true, true],
      ['marsh', 'difficult', false, false],
      ['hill', 'open', false, false],
      ['rocky-hill', 'rough', true, false],
    ]);
  });

  test('2 Strength: only heavy or medium foot may be large', () => {
    const army = (troopType: string) =>
      armyListSchema.parse({
        id: 'a',
        name: 'A',
        characters: [{ id: 'g', name: 'G', commander: 'general' }],
        units: [{ id: 'u', name: 'U', troopType, discipline: 4, characteristics: ['large'] }],
      });
    expect(checkArmy(army('heavy-foot'), TABLES)).toEqual([]);
    expect(checkArmy(army('medium-foot'), TABLES)).toEqual([]);
    expect(checkArmy(army('light-foot'), TABLES).join()).toMatch(/heavy or medium foot/);
  });

  test('2 Discipline: ratings 3 (elite), 4 (trained), 5 (levy); a commander in contact -1, out of command +1', () => {
    expect(TABLES.rules.discipline.map((d) => d.rating)).toEqual([3, 4, 5]);
    expect(TABLES.rules.adjustments).toEqual({ commanderInContact: -1, outOfCommand: 1, difficultTerrain: 1 });
    expect(unitProfileSchema.safeParse({ id: 'u', name: 'U', troopType: 'hero', discipline: 6 }).success).toBe(false);
  });

  test('2 Protection level: heavily armoured, armoured, average, lacking, best to worst; average when not stated', () => {
    expect(TABLES.rules.protection.map((p) => [p.id, p.armour])).toEqual([
      ['heavily-armoured', 2],
      ['armoured', 1],
      ['average', 0],
      ['lacking', -1],
    ]);
    expect(unitProfileSchema.parse({ id: 'u', name: 'U', troopType: 'hero', discipline: 3 }).protection).toBe('average');
  });

  test('2 Weapons: the melee and missile weapon capabilities', () => {
    expect([...TABLES.melee.values()].map((m) => m.name)).toEqual(['Pike', 'Spears', 'Powerful attack', 'Melee capable', 'Impact']);
    expect([...TABLES.missile.values()].map((m) => m.name)).toEqual([
      'Bow',
      'Longbow',
      'Crossbow',
      'Sling',
      'Javelin',
      'Firearm',
      'Artillery',
      'Magic Attack',
    ]);
  });

  test('9 Shooting weapons table: ranges and notes', () => {
    const row = (id: string) => TABLES.missile.get(id)!;
    expect([...TABLES.missile.values()].map((w) => [w.id, w.range])).toEqual([
      ['bow', 4],
      ['longbow', 5],
      ['crossbow', 5],
      ['sling', 3],
      ['javelin', 2],
      ['firearm', 3],
      ['artillery', 10],
      ['magic-attack', 2],
    ]);
    expect(row('longbow').armourReduction).toBe(1);
    expect(row('crossbow')).toMatchObject({ ignoresArmour: true, cannotMoveAndShoot: true, bonusDice: 'magic-only', causesFear: false });
    expect(row('firearm')).toMatchObject({ ignoresArmour: true, cannotMoveAndShoot: true, bonusDice: 'none', causesFear: true });
    expect(row('artillery')).toMatchObject({ ignoresArmour: true, ignoresCover: true, cannotMoveAndShoot: true, arcWiden: 1 });
    expect(row('magic-attack')).toMatchObject({ ignoresArmour: true, ignoresCover: true, causesFear: true, magical: true });
    for (const id of ['bow', 'sling', 'javelin'])
      expect(row(id)).toMatchObject({
        ignoresArmour: false,
        ignoresCover: false,
        cannotMoveAndShoot: false,
        bonusDice: 'any',
        causesFear: false,
        note: '',
      });
  });

  test('2 Other Characteristics / SSF-A6: every characteristic the text relies on is defined', () => {
    for (const id of ['brave', 'causes-fear', 'impact', 'undrilled', 'expendable', 'large', 'flight']) {
      expect(TABLES.characteristics.has(id) || TABLES.melee.has(id), id).toBe(true);
    }
  });

  test('A1 Flying Units: light foot, light horse, beasts, swarms, war wagons, monsters and heroes may fly; no other type', () => {
    const flyers = [...TABLES.troopTypes.values()].filter((t) => t.mayFly).map((t) => t.id);
    expect(flyers.sort()).toEqual(['beasts', 'hero', 'light-foot', 'light-horse', 'monsters', 'swarms', 'war-wagons']);
    expect(TABLES.characteristics.get('flight')!.appliesTo!.sort()).toEqual(flyers);
  });

  test('9 Shooting arc: swarms do not block line of sight; every other type does', () => {
    expect([...TABLES.troopTypes.values()].filter((t) => !t.blocksSight).map((t) => t.id)).toEqual(['swarms']);
  });

  test('17 Magical Power / 17 Using Magic: level bonuses, the cap and the range bands', () => {
    expect(TABLES.magic.levels).toEqual([
      { level: 1, bonusPower: 0 },
      { level: 2, bonusPower: 1 },
      { level: 3, bonusPower: 2 },
    ]);
    expect(TABLES.magic.maxPower).toBe(6);
    expect(TABLES.magic.rangeBands).toEqual([
      { upTo: 4, cost: 0 },
      { upTo: 8, cost: 1 },
      { upTo: 12, cost: 2 },
    ]);
    expect(TABLES.magic.spells.map((s) => s.id)).toEqual(['attack', 'boost', 'protect', 'rally-heal']);
  });

  test('F6 / SSF-A2: movement in DU (open / rough / difficult / obstacle)', () => {
    const m = (id: string) => TABLES.troopTypes.get(id)!.movement;
    expect(m('heavy-foot')).toEqual({ open: 2, rough: 2, difficult: 1, obstacle: -1 });
    expect(m('chariots')).toEqual({ open: 4, rough: 1, difficult: null, obstacle: null });
    expect(m('beasts')).toEqual({ open: 4, rough: 3, difficult: 2, obstacle: -1 });
    expect(m('beasts').rough).toBeGreaterThan(m('cavalry').rough); // A1 Beasts: better than cavalry over rough ground
  });
});

describe('army lists', () => {
  test('the bundled army lists pass their checks, each has one general, and the two full lists have magic-users of level 1-3', () => {
    expect([...TABLES.armies.keys()]).toEqual(['elven-host', 'orc-horde', 'elven-patrol', 'orc-raiders']);
    for (const a of TABLES.armies.values()) {
      expect(checkArmy(a, TABLES)).toEqual([]);
      expect(a.characters.filter((c) => c.commander === 'general')).toHaveLength(1);
    }
    for (const id of ['elven-host', 'orc-horde'])
      expect(TABLES.armies.get(id)!.characters.some((c) => c.magicLevel !== undefined)).toBe(true);
  });

  test('SSF-A7 / F12: army value: cavalry 4, light horse 3, heavy foot 4, hero 2; +2 for the general; thresholds round up', () => {
    const v = (troopType: string) => TABLES.troopTypes.get(troopType)!.armyValue;
    expect([
      v('cavalry'),
      v('light-horse'),
      v('heavy-foot'),
      v('hero'),
      v('chariots'),
      v('monsters'),
      v('artillery'),
      v('baggage-camp'),
    ]).toEqual([4, 3, 4, 2, 4, 2, 2, 3]);
    const elves = TABLES.armies.get('elven-host')!;
    expect(armyValue(elves)).toBe(3 + 3 + 3 + 3 + 2 + 4 + 3 + 2 + 2);
    expect(armyBreakpoints(25)).toEqual({ testsAfter: 9, defeatAt: 13 });
  });

  test("a user's army list with a mistake is refused with the entry named", () => {
    const bad = parseDataFile(
      armyListSchema,
      { id: 'x', name: 'X', characters: [], units: [{ id: 'u', name: 'U', troopType: 'hero', discipline: 9 }] },
      'mine.json',
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) {
      expect(bad.error).toMatch(/mine\.json/);
      expect(bad.error).toMatch(/general/);
      expect(bad.error).toMatch(/units/);
    }
    const wrong = armyListSchema.parse({
      id: 'x',
      name: 'X',
      characters: [{ id: 'g', name: 'G', commander: 'general' }],
      units: [{ id: 'u', name: 'U', troopType: 'dragon', discipline: 3, missile: [{ weapon: 'laser' }] }],
    });
    expect(checkArmy(wrong, TABLES)).toEqual(["army 'x' unit 'u': no troop type 'dragon'", "army 'x' unit 'u': no missile weapon 'laser'"]);
    expect(buildTables({ ...DATA_FILES, armies: [wrong] }).ok).toBe(false);
  });
});
