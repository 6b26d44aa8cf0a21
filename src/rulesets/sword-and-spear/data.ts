/**
 * The tables of Sword & Spear Fantasy as data a user can read and edit: troop types and strengths
 * (data/troop-types.json, Section 2), weapons and the shooting weapons table (data/weapons.json,
 * Sections 2 and 9), characteristics (data/characteristics.json, SSF-A6: Section 15 is missing),
 * discipline, protection and the other small numbers (data/rules.json), magic (data/magic.json,
 * Section 17), terrain types (data/terrain.json, SSF-A9) and army lists (data/armies/*.json). Each file
 * has a zod schema, so a user's own file is refused with a message naming the bad entry; `buildTables`
 * then checks the files against each other.
 *
 *   const army = parseDataFile(armyListSchema, JSON.parse(text), 'my-army.json');
 *   TABLES.troopTypes.get('heavy-foot')!.strength // 4
 *   TABLES.missile.get('longbow')!.range          // 5
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import elvenHost from './data/armies/elven-host.json' with { type: 'json' };
import elvenPatrol from './data/armies/elven-patrol.json' with { type: 'json' };
import orcHorde from './data/armies/orc-horde.json' with { type: 'json' };
import orcRaiders from './data/armies/orc-raiders.json' with { type: 'json' };
import characteristicsData from './data/characteristics.json' with { type: 'json' };
import magicData from './data/magic.json' with { type: 'json' };
import rulesData from './data/rules.json' with { type: 'json' };
import terrainData from './data/terrain.json' with { type: 'json' };
import troopTypesData from './data/troop-types.json' with { type: 'json' };
import weaponsData from './data/weapons.json' with { type: 'json' };

/** Lower-case words joined by hyphens: 'heavy-foot', 'magic-attack'. */
export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens');

type Issues = { value: unknown; issues: unknown[] };
function duplicates(c: Issues, list: readonly { id: string }[], where: string): void {
  const seen = new Set<string>();
  for (const e of list) {
    if (seen.has(e.id))
      (c.issues as z.core.$ZodRawIssue[]).push({
        code: 'custom',
        input: c.value,
        message: `${where}: '${e.id}' appears twice`,
        path: [where],
      });
    seen.add(e.id);
  }
}

// ---------------------------------------------------------------- troop types (2 Strength, F6, SSF-A2)

export const goingSchema = z.enum(['open', 'rough', 'difficult']);
export type Going = z.infer<typeof goingSchema>;

export const troopTypeSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  /** Dice in combat and hits before routing (2 Strength). */
  strength: z.number().int().min(1),
  /** DU by going; null: may not enter. `obstacle` is the change to cross one; null: may not cross (F6, SSF-A2). */
  movement: z.strictObject({
    open: z.number().min(0),
    rough: z.number().min(0),
    difficult: z.number().min(0).nullable(),
    obstacle: z.number().nullable(),
  }),
  mounted: z.boolean(),
  skirmisher: z.boolean(),
  /** Only heavy and medium foot may be large (2 Strength). */
  largeAllowed: z.boolean(),
  /** The flight paragraph's list (A1 Flying Units). */
  mayFly: z.boolean(),
  /** Swarms do not block line of sight (9 Shooting arc). */
  blocksSight: z.boolean(),
  /** Morale value toward army losses (SSF-A7, F12). */
  armyValue: z.number().int().min(0),
  /** SSF-A34: its base as a share of the scenario's normal unit base (A1 Monster: smaller bases); absent: the normal base. */
  base: z.strictObject({ width: z.number().positive(), depth: z.number().positive() }).optional(),
  source: z.string(),
});
export type TroopType = z.infer<typeof troopTypeSchema>;

export const troopTypesFileSchema = z
  .strictObject({ about: z.string().optional(), troopTypes: z.array(troopTypeSchema).min(1) })
  .check((c) => duplicates(c, c.value.troopTypes, 'troopTypes'));

// ---------------------------------------------------------------- weapons (2 Weapons, 9 Shooting weapons table)

export const missileWeaponSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  /** Maximum range in DU. */
  range: z.number().min(0),
  /** Levels of protection a heavily armoured or armoured target loses (longbow: 1). */
  armourReduction: z.number().int().min(0),
  ignoresArmour: z.boolean(),
  ignoresCover: z.boolean(),
  cannotMoveAndShoot: z.boolean(),
  /** Which bonuses may buy the extra shooting die. */
  bonusDice: z.enum(['any', 'magic-only', 'none']),
  causesFear: z.boolean(),
  /** DU added to each side of the shooting arc (artillery 1). */
  arcWiden: z.number().min(0),
  magical: z.boolean(),
  note: z.string(),
  source: z.string(),
});
export type MissileWeapon = z.infer<typeof missileWeaponSchema>;

export const meleeCapabilitySchema = z.strictObject({ id: idSchema, name: z.string().min(1), effect: z.string(), source: z.string() });
export type MeleeCapability = z.infer<typeof meleeCapabilitySchema>;

export const weaponsFileSchema = z
  .strictObject({ about: z.string().optional(), missile: z.array(missileWeaponSchema).min(1), melee: z.array(meleeCapabilitySchema) })
  .check((c) => {
    duplicates(c, c.value.missile, 'missile');
    duplicates(c, c.value.melee, 'melee');
  });

// ---------------------------------------------------------------- characteristics (2 Other Characteristics, SSF-A6)

export const characteristicSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  effect: z.string(),
  status: z.string(),
  /** Troop types that may have it; absent: any. */
  appliesTo: z.array(idSchema).optional(),
  /** SSF-A34: a unit with it has this share of the normal base instead of its troop type's (A1 War wagons: side-shooting). */
  base: z.strictObject({ width: z.number().positive(), depth: z.number().positive() }).optional(),
  source: z.string(),
});
export type Characteristic = z.infer<typeof characteristicSchema>;

export const characteristicsFileSchema = z
  .strictObject({ about: z.string().optional(), characteristics: z.array(characteristicSchema).min(1) })
  .check((c) => duplicates(c, c.value.characteristics, 'characteristics'));

/** Ids the rules code refers to by name; a user's file must keep them. */
export const REQUIRED_CHARACTERISTICS = ['brave', 'causes-fear', 'undrilled', 'expendable', 'large', 'flight'] as const;

// ---------------------------------------------------------------- discipline, protection and other numbers (2)

export const protectionIdSchema = z.enum(['heavily-armoured', 'armoured', 'average', 'lacking']);
export type ProtectionId = z.infer<typeof protectionIdSchema>;

export const rulesFileSchema = z.strictObject({
  about: z.string().optional(),
  discipline: z.array(z.strictObject({ rating: z.number().int().min(1).max(6), troops: z.string() })).min(1),
  adjustments: z.strictObject({ commanderInContact: z.number().int(), outOfCommand: z.number().int(), difficultTerrain: z.number().int() }),
  protection: z.array(z.strictObject({ id: protectionIdSchema, name: z.string(), armour: z.number().int() })).length(4),
  largeExtraHits: z.number().int().min(0),
  commandRange: z.strictObject({ captain: z.number().min(0), general: z.number().min(0) }),
  drawPerPhase: z.number().int().min(1),
});
export type RulesFile = z.infer<typeof rulesFileSchema>;

// ---------------------------------------------------------------- magic (17)

export const spellTypeSchema = z.enum(['attack', 'boost', 'protect', 'rally-heal']);
export type SpellType = z.infer<typeof spellTypeSchema>;

export const magicFileSchema = z
  .strictObject({
    about: z.string().optional(),
    levels: z.array(z.strictObject({ level: z.number().int().min(1), bonusPower: z.number().int().min(0) })).min(1),
    maxPower: z.number().int().min(1),
    rangeBands: z.array(z.strictObject({ upTo: z.number().positive(), cost: z.number().int().min(0) })).min(1),
    spells: z.array(z.strictObject({ id: spellTypeSchema, name: z.string(), when: z.string() })).length(4),
  })
  .check((c) => {
    const bands = c.value.rangeBands;
    for (let i = 1; i < bands.length; i++) {
      if (bands[i]!.upTo <= bands[i - 1]!.upTo)
        c.issues.push({
          code: 'custom',
          input: c.value,
          message: 'rangeBands: each band reaches further than the one before',
          path: ['rangeBands'],
        });
    }
  });
export type MagicFile = z.infer<typeof magicFileSchema>;

// ---------------------------------------------------------------- terrain types (SSF-A9)

export const terrainTypeSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  going: goingSchema,
  cover: z.boolean(),
  blocksSight: z.boolean(),
  /** A linear obstacle (hedge, wall, stream) drawn as a line in a scenario's `obstacles`, not an area (F6, SSF-A48); `cover` is then cover for a unit behind it. */
  linear: z.boolean().default(false),
  source: z.string(),
});
export type TerrainType = z.infer<typeof terrainTypeSchema>;

export const terrainFileSchema = z
  .strictObject({ about: z.string().optional(), terrain: z.array(terrainTypeSchema).min(1) })
  .check((c) => duplicates(c, c.value.terrain, 'terrain'));

// ---------------------------------------------------------------- army lists

export const missileCapabilitySchema = z.strictObject({
  weapon: idSchema,
  /** Restricted capability, written "Bow(R)" (A1 Chariots; SSF-A14). */
  restricted: z.boolean().optional(),
});

export const unitProfileSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  troopType: idSchema,
  /** 3, 4 or 5 (2 Discipline). */
  discipline: z.number().int().min(3).max(5),
  protection: protectionIdSchema.default('average'),
  melee: z.array(idSchema).default([]),
  missile: z.array(missileCapabilitySchema).default([]),
  characteristics: z.array(idSchema).default([]),
  /** SSF-A34: this unit's own base in DU (width along its front, depth); absent: its troop type's share of the scenario's base. */
  base: z.strictObject({ width: z.number().positive(), depth: z.number().positive() }).optional(),
});
export type UnitProfile = z.infer<typeof unitProfileSchema>;

export const characterSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    commander: z.enum(['general', 'captain']).optional(),
    magicLevel: z.number().int().min(1).max(3).optional(),
    /** SSF-A34, 17 Magic: the side of his square base (or its diameter) in DU; absent: 1 DU. */
    base: z.number().positive().optional(),
  })
  .check((c) => {
    if (c.value.commander === undefined && c.value.magicLevel === undefined) {
      c.issues.push({ code: 'custom', input: c.value, message: `character '${c.value.id}': a commander, a magic-user or both` });
    }
  });
export type Character = z.infer<typeof characterSchema>;

export const armyListSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    about: z.string().optional(),
    characters: z.array(characterSchema),
    units: z.array(unitProfileSchema).min(1),
  })
  .check((c) => {
    duplicates(c, c.value.units, 'units');
    duplicates(c, c.value.characters, 'characters');
    const generals = c.value.characters.filter((ch) => ch.commander === 'general').length;
    if (generals !== 1)
      c.issues.push({ code: 'custom', input: c.value, message: `an army has exactly one general, not ${generals}`, path: ['characters'] });
  });
export type ArmyList = z.infer<typeof armyListSchema>;

// ---------------------------------------------------------------- parsing and cross-checks

/** A data file parsed by `schema`, or a readable message naming the file and each bad entry. */
export function parseDataFile<S extends z.ZodType>(schema: S, input: unknown, file: string): Result<z.infer<S>, string> {
  const r = schema.safeParse(input);
  return r.success ? ok(r.data) : err(`${file}:\n${z.prettifyError(r.error)}`);
}

export interface DataFiles {
  readonly troopTypes: z.infer<typeof troopTypesFileSchema>;
  readonly weapons: z.infer<typeof weaponsFileSchema>;
  readonly characteristics: z.infer<typeof characteristicsFileSchema>;
  readonly rules: RulesFile;
  readonly magic: MagicFile;
  readonly terrain: z.infer<typeof terrainFileSchema>;
  readonly armies: readonly ArmyList[];
}

export interface Tables {
  readonly troopTypes: ReadonlyMap<string, TroopType>;
  readonly missile: ReadonlyMap<string, MissileWeapon>;
  readonly melee: ReadonlyMap<string, MeleeCapability>;
  readonly characteristics: ReadonlyMap<string, Characteristic>;
  readonly rules: RulesFile;
  readonly protection: ReadonlyMap<ProtectionId, { readonly id: ProtectionId; readonly name: string; readonly armour: number }>;
  readonly magic: MagicFile;
  readonly terrain: ReadonlyMap<string, TerrainType>;
  readonly armies: ReadonlyMap<string, ArmyList>;
}

/** Checks one army list against the tables: every troop type, weapon and characteristic exists and is allowed. */
export function checkArmy(army: ArmyList, t: Pick<Tables, 'troopTypes' | 'missile' | 'melee' | 'characteristics'>): string[] {
  const problems: string[] = [];
  for (const u of army.units) {
    const where = `army '${army.id}' unit '${u.id}'`;
    const type = t.troopTypes.get(u.troopType);
    if (!type) problems.push(`${where}: no troop type '${u.troopType}'`);
    for (const m of u.missile) if (!t.missile.has(m.weapon)) problems.push(`${where}: no missile weapon '${m.weapon}'`);
    for (const m of u.melee) if (!t.melee.has(m)) problems.push(`${where}: no melee capability '${m}'`);
    for (const ch of u.characteristics) {
      const def = t.characteristics.get(ch);
      if (!def) problems.push(`${where}: no characteristic '${ch}'`);
      else if (def.appliesTo && !def.appliesTo.includes(u.troopType))
        problems.push(`${where}: '${ch}' is only for ${def.appliesTo.join(', ')}`);
    }
    if (type && u.characteristics.includes('large') && !type.largeAllowed)
      problems.push(`${where}: only heavy or medium foot may be large (2 Strength)`);
    if (type && u.characteristics.includes('flight') && !type.mayFly)
      problems.push(`${where}: a ${type.name} may not fly (A1 Flying Units)`);
  }
  return problems;
}

export function buildTables(files: DataFiles): Result<Tables, string[]> {
  const troopTypes = new Map(files.troopTypes.troopTypes.map((x) => [x.id, x]));
  const missile = new Map(files.weapons.missile.map((x) => [x.id, x]));
  const melee = new Map(files.weapons.melee.map((x) => [x.id, x]));
  const characteristics = new Map(files.characteristics.characteristics.map((x) => [x.id, x]));
  const problems: string[] = [];
  for (const id of REQUIRED_CHARACTERISTICS) if (!characteristics.has(id)) problems.push(`characteristics: '${id}' is missing`);
  for (const ch of characteristics.values())
    for (const tt of ch.appliesTo ?? []) if (!troopTypes.has(tt)) problems.push(`characteristic '${ch.id}': no troop type '${tt}'`);
  for (const a of files.armies) problems.push(...checkArmy(a, { troopTypes, missile, melee, characteristics }));
  if (problems.length) return err(problems);
  return ok({
    troopTypes,
    missile,
    melee,
    characteristics,
    rules: files.rules,
    protection: new Map(files.rules.protection.map((p) => [p.id, p])),
    magic: files.magic,
    terrain: new Map(files.terrain.terrain.map((x) => [x.id, x])),
    armies: new Map(files.armies.map((a) => [a.id, a])),
  });
}

function bundled<S extends z.ZodType>(schema: S, input: unknown, file: string): z.infer<S> {
  const r = parseDataFile(schema, input, `data/${file}`);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

export const DATA_FILES: DataFiles = {
  troopTypes: bundled(troopTypesFileSchema, troopTypesData, 'troop-types.json'),
  weapons: bundled(weaponsFileSchema, weaponsData, 'weapons.json'),
  characteristics: bundled(characteristicsFileSchema, characteristicsData, 'characteristics.json'),
  rules: bundled(rulesFileSchema, rulesData, 'rules.json'),
  magic: bundled(magicFileSchema, magicData, 'magic.json'),
  terrain: bundled(terrainFileSchema, terrainData, 'terrain.json'),
  armies: [
    bundled(armyListSchema, elvenHost, 'armies/elven-host.json'),
    bundled(armyListSchema, orcHorde, 'armies/orc-horde.json'),
    bundled(armyListSchema, elvenPatrol, 'armies/elven-patrol.json'),
    bundled(armyListSchema, orcRaiders, 'armies/orc-raiders.json'),
  ],
};

const tables = buildTables(DATA_FILES);
if (!tables.ok) throw new Error(`sword-and-spear data/*.json: ${tables.error.join('; ')}`);
/** The bundled tables. */
export const TABLES: Tables = tables.value;

// ---------------------------------------------------------------- reading the tables

export function troopType(id: string, t: Tables = TABLES): TroopType {
  const x = t.troopTypes.get(id);
  if (!x) throw new Error(`no troop type '${id}'`);
  return x;
}

export function missileWeapon(id: string, t: Tables = TABLES): MissileWeapon {
  const x = t.missile.get(id);
  if (!x) throw new Error(`no missile weapon '${id}'`);
  return x;
}

/** How far a protection level lowers an enemy's winning die: 2, 1, 0, or -1 (lacking raises it) (SSF-A4). */
export const armourOf = (p: ProtectionId, t: Tables = TABLES): number => t.protection.get(p)!.armour;

/** An army's morale value (SSF-A7): each unit's troop-type value, plus 2 for the general (lost if he is killed). */
export function armyValue(army: ArmyList, t: Tables = TABLES): number {
  return army.units.reduce((s, u) => s + troopType(u.troopType, t).armyValue, 0) + 2;
}

/** F12 / SSF-A7: losses past a third make every unit test; half loses the game. Thresholds round up. */
export function armyBreakpoints(value: number): { testsAfter: number; defeatAt: number } {
  return { testsAfter: Math.ceil(value / 3), defeatAt: Math.ceil(value / 2) };
}
