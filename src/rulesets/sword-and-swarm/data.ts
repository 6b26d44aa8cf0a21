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
  class: z.enum(['fighter', 'sage', 'skald']),
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

export function parseDataFile<S extends z.ZodType>(schema: S, input: unknown, file: string): Result<z.infer<S>, string> {
  const r = schema.safeParse(input);
  return r.success ? ok(r.data) : err(`${file}:\n${z.prettifyError(r.error)}`);
}

export interface Tables {
  readonly weapons: ReadonlyMap<string, Weapon>;
  readonly terrain: ReadonlyMap<string, TerrainType>;
  readonly warbands: ReadonlyMap<string, Warband>;
}

/** Checks the files against each other: every weapon a character carries exists, and a longbow needs Mallet 3 (SWS-A1). */
export function buildTables(files: { weapons: unknown; terrain: unknown; warbands: readonly unknown[] }): Result<Tables, string> {
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
  return ok({ weapons, terrain: new Map(t.value.terrain.map((x) => [x.id, x])), warbands });
}

const built = buildTables({ weapons: weaponsData, terrain: terrainData, warbands: [wardens, ashRaiders] });
if (!built.ok) throw new Error(built.error);
/** The shipped tables; a bad shipped file is a programming bug, so it throws at import. */
export const TABLES: Tables = built.value;

export const weapon = (id: string): Weapon => {
  const w = TABLES.weapons.get(id);
  if (!w) throw new Error(`no weapon '${id}'`);
  return w;
};
