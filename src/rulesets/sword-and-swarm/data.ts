/**
 * The tables of Sword & Swarm as data a user can read and edit: weapons (data/weapons.json, SWS-A1),
 * terrain (data/terrain.json, SWS-A9) and warbands (data/warbands/*.json). Each file has a zod schema,
 * so a user's own file is refused with a message naming the bad entry.
 *
 *   const wb = parseDataFile(warbandSchema, JSON.parse(text), 'mine.json');
 *   TABLES.weapons.get('shortbow')!.range // 24
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import terrainData from './data/terrain.json' with { type: 'json' };
import fordAtDusk from './data/encounters/ford-at-dusk.json' with { type: 'json' };
import openField from './data/encounters/open-field.json' with { type: 'json' };
import spellsData from './data/spells.json' with { type: 'json' };
import swarmData from './data/swarm.json' with { type: 'json' };
import ashRaiders from './data/warbands/ash-raiders.json' with { type: 'json' };
import wardens from './data/warbands/wardens.json' with { type: 'json' };
import weaponsData from './data/weapons.json' with { type: 'json' };

export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens');

function noDuplicates(list: readonly { id: string }[]): string | undefined {
  const seen = new Set<string>();
  for (const e of list) {
    if (seen.has(e.id)) return e.id;
    seen.add(e.id);
  }
  return undefined;
}

// ---------------------------------------------------------------- weapons (Attack Dice, SWS-A1)

export const weaponSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  kind: z.enum(['melee', 'ranged']),
  /** Attack dice: the attribute's value (null: none) plus `plus`. */
  ad: z.strictObject({ from: z.enum(['mallet', 'key']).nullable(), plus: z.number().int() }),
  /** On every attack die (unarmed: -2). */
  modifier: z.number().int(),
  /** Ranged reach in inches, null for none (a dagger is melee but may be thrown). */
  range: z.number().positive().nullable(),
  /** Added to attack dice rolls in the turn the wielder charged. */
  chargeBonus: z.number().int(),
  noShield: z.boolean(),
  bootsPenalty: z.number().int().min(0),
  minMallet: z.number().int().min(0),
  oncePerActivation: z.boolean(),
  source: z.string(),
});
export type Weapon = z.infer<typeof weaponSchema>;

export const weaponsFileSchema = z
  .strictObject({ about: z.string().optional(), weapons: z.array(weaponSchema).min(1) })
  .refine((f) => noDuplicates(f.weapons) === undefined, { message: 'a weapon id appears twice' })
  .refine((f) => f.weapons.some((w) => w.id === 'unarmed'), { message: "the 'unarmed' entry is required (Attack Dice)" });

// ---------------------------------------------------------------- terrain (SWS-A9)

export const coverSchema = z.enum(['none', 'soft', 'heavy']);
export type Cover = z.infer<typeof coverSchema>;

export const terrainTypeSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  cover: coverSchema,
  blocksSight: z.boolean(),
  elevated: z.boolean(),
});
export type TerrainType = z.infer<typeof terrainTypeSchema>;
export const terrainFileSchema = z
  .strictObject({ about: z.string().optional(), terrain: z.array(terrainTypeSchema).min(1) })
  .refine((f) => noDuplicates(f.terrain) === undefined, { message: 'a terrain id appears twice' });

// ---------------------------------------------------------------- characters and warbands (G2)

const attribute = z.number().int().min(0).max(10);
export const characterSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  /** G2's classes; 'swarm' for the Swarm's models (SWS-A3). */
  class: z.enum(['fighter', 'sage', 'skald', 'swarm']),
  mallet: attribute,
  key: attribute,
  runes: attribute,
  coronet: attribute,
  shield: attribute,
  /** Max Star. */
  star: z.number().int().min(1).max(20),
  boots: z.number().min(0).max(12),
  weapons: z.array(idSchema),
  traits: z.array(z.enum(['leadership', 'spellcasting', 'power-attack', 'agile-combatant'])),
  leader: z.boolean(),
});
export type CharacterSheet = z.infer<typeof characterSchema>;

export const warbandSchema = z
  .strictObject({ id: idSchema, name: z.string().min(1), about: z.string().optional(), characters: z.array(characterSchema).min(1) })
  .refine((w) => noDuplicates(w.characters) === undefined, { message: 'a character id appears twice' })
  .refine((w) => w.characters.filter((c) => c.leader).length <= 1, { message: 'a warband has at most one leader' });
export type Warband = z.infer<typeof warbandSchema>;

// ---------------------------------------------------------------- the Swarm (SWS-A3) and spells (SWS-A19)

export const swarmFileSchema = z
  .strictObject({ about: z.string().optional(), models: z.array(characterSchema) })
  .refine((f) => noDuplicates(f.models) === undefined, { message: 'a Swarm model id appears twice' })
  .refine((f) => f.models.every((m) => m.class === 'swarm' && !m.leader), { message: "Swarm models have class 'swarm' and no leader" });

export const spellSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  /** 'attack': Impact like a ranged attack testing Key; 'mend': Star regained. */
  effect: z.enum(['attack', 'mend']),
  range: z.number().positive(),
  attackDice: z.number().int().min(0),
  star: z.number().int().min(0),
});
export type Spell = z.infer<typeof spellSchema>;
export const spellsFileSchema = z
  .strictObject({ about: z.string().optional(), spells: z.array(spellSchema) })
  .refine((f) => noDuplicates(f.spells) === undefined, { message: 'a spell id appears twice' });

// ---------------------------------------------------------------- encounters (scenarios)

const xy = z.tuple([z.number(), z.number()]);
export const encounterSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  about: z.string().optional(),
  table: z.strictObject({ width: z.number().positive().max(120), height: z.number().positive().max(120) }),
  terrain: z.array(
    z.union([
      z.strictObject({ type: idSchema, rect: z.tuple([z.number(), z.number(), z.number(), z.number()]) }),
      z.strictObject({ type: idSchema, polygon: z.array(xy).min(3) }),
    ]),
  ),
  /** The two seats, 'red' and 'blue': a warband of the tables and where each of its characters stands. */
  sides: z.strictObject({
    red: z.strictObject({ warband: idSchema, at: z.record(z.string(), xy) }),
    blue: z.strictObject({ warband: idSchema, at: z.record(z.string(), xy) }),
  }),
  swarm: z.array(z.strictObject({ id: idSchema, model: idSchema, at: xy })),
});
export type EncounterSpec = z.infer<typeof encounterSchema>;

export function parseDataFile<S extends z.ZodType>(schema: S, input: unknown, file: string): Result<z.infer<S>, string> {
  const r = schema.safeParse(input);
  return r.success ? ok(r.data) : err(`${file}:\n${z.prettifyError(r.error)}`);
}

export interface Tables {
  readonly weapons: ReadonlyMap<string, Weapon>;
  readonly terrain: ReadonlyMap<string, TerrainType>;
  readonly warbands: ReadonlyMap<string, Warband>;
  readonly swarm: ReadonlyMap<string, CharacterSheet>;
  readonly spells: ReadonlyMap<string, Spell>;
  readonly encounters: ReadonlyMap<string, EncounterSpec>;
}

/** Checks an encounter against the tables: its warbands, every character placed once, terrain types and Swarm models known. */
export function checkEncounter(e: EncounterSpec, t: Pick<Tables, 'warbands' | 'terrain' | 'swarm'>): Result<EncounterSpec, string> {
  const ids = new Set<string>();
  for (const seat of ['red', 'blue'] as const) {
    const side = e.sides[seat];
    const wb = t.warbands.get(side.warband);
    if (!wb) return err(`${e.id}: ${seat}'s warband '${side.warband}' is not in the tables`);
    for (const c of wb.characters) {
      if (!side.at[c.id]) return err(`${e.id}: ${seat}'s ${c.id} has no place ("at")`);
      if (ids.has(c.id)) return err(`${e.id}: ${c.id} appears twice`);
      ids.add(c.id);
    }
    for (const id of Object.keys(side.at))
      if (!wb.characters.some((c) => c.id === id)) return err(`${e.id}: ${id} is not in ${side.warband}`);
  }
  for (const m of e.swarm) {
    if (!t.swarm.has(m.model)) return err(`${e.id}: no Swarm model '${m.model}' (data/swarm.json)`);
    if (ids.has(m.id)) return err(`${e.id}: ${m.id} appears twice`);
    ids.add(m.id);
  }
  for (const p of e.terrain) if (!t.terrain.has(p.type)) return err(`${e.id}: no terrain type '${p.type}' (data/terrain.json)`);
  const inside = ([x, y]: readonly [number, number]) => x >= 0.5 && y >= 0.5 && x <= e.table.width - 0.5 && y <= e.table.height - 0.5;
  const places = [...Object.values(e.sides.red.at), ...Object.values(e.sides.blue.at), ...e.swarm.map((m) => m.at)];
  if (!places.every(inside)) return err(`${e.id}: a model stands off the table`);
  return ok(e);
}

/** Checks the files against each other: every weapon a character carries exists, and a longbow needs Mallet 3 (SWS-A1). */
export function buildTables(files: {
  weapons: unknown;
  terrain: unknown;
  warbands: readonly unknown[];
  swarm?: unknown;
  spells?: unknown;
  encounters?: readonly unknown[];
}): Result<Tables, string> {
  const w = parseDataFile(weaponsFileSchema, files.weapons, 'weapons.json');
  if (!w.ok) return w;
  const t = parseDataFile(terrainFileSchema, files.terrain, 'terrain.json');
  if (!t.ok) return t;
  const weapons = new Map(w.value.weapons.map((x) => [x.id, x]));
  const warbands = new Map<string, Warband>();
  for (const [i, raw] of files.warbands.entries()) {
    const b = parseDataFile(warbandSchema, raw, `warband ${i + 1}`);
    if (!b.ok) return b;
    for (const c of b.value.characters) {
      for (const id of c.weapons) {
        const weapon = weapons.get(id);
        if (!weapon) return err(`${b.value.id}: ${c.id} carries '${id}', which is not in weapons.json`);
        if (c.mallet < weapon.minMallet) return err(`${b.value.id}: ${c.id} needs Mallet ${weapon.minMallet} for '${id}' (SWS-A1)`);
      }
    }
    warbands.set(b.value.id, b.value);
  }
  const sw = parseDataFile(swarmFileSchema, files.swarm ?? { models: [] }, 'swarm.json');
  if (!sw.ok) return sw;
  for (const m of sw.value.models)
    for (const id of m.weapons) if (!weapons.has(id)) return err(`swarm.json: ${m.id} carries '${id}', which is not in weapons.json`);
  const sp = parseDataFile(spellsFileSchema, files.spells ?? { spells: [] }, 'spells.json');
  if (!sp.ok) return sp;
  const terrain = new Map(t.value.terrain.map((x) => [x.id, x]));
  const swarm = new Map(sw.value.models.map((m) => [m.id, m]));
  const encounters = new Map<string, EncounterSpec>();
  for (const [i, raw] of (files.encounters ?? []).entries()) {
    const e = parseDataFile(encounterSchema, raw, `encounter ${i + 1}`);
    if (!e.ok) return e;
    const c = checkEncounter(e.value, { warbands, terrain, swarm });
    if (!c.ok) return c;
    if (encounters.has(e.value.id)) return err(`encounter ${e.value.id} appears twice`);
    encounters.set(e.value.id, e.value);
  }
  return ok({ weapons, terrain, warbands, swarm, spells: new Map(sp.value.spells.map((x) => [x.id, x])), encounters });
}

const built = buildTables({
  weapons: weaponsData,
  terrain: terrainData,
  warbands: [wardens, ashRaiders],
  swarm: swarmData,
  spells: spellsData,
  encounters: [fordAtDusk, openField],
});
if (!built.ok) throw new Error(built.error);
/** The shipped tables; a bad shipped file is a programming bug, so it throws at import. */
export const TABLES: Tables = built.value;

export const weapon = (id: string): Weapon => {
  const w = TABLES.weapons.get(id);
  if (!w) throw new Error(`no weapon '${id}'`);
  return w;
};
