/**
 * The tables of the Swords & Sorcery strategic variant as data a user can read and edit: races and
 * morale (data/races.json), terrain, fortifications and hexsides (data/terrain.json), army unit types
 * (data/units.json), characters and monsters (data/characters.json). Each file has a zod schema, so a
 * user's own file is checked with errors that say which entry is wrong; `buildTables` then checks the
 * files against each other (every race a table names exists, and so on).
 *
 *   const files = parseDataFile(unitsFileSchema, JSON.parse(text), 'my-units.json');
 *   if (!files.ok) console.error(files.error);
 *   TABLES.units.get('heavy-axe') // { attack: 4, letter: 'd', movement: 4, ... }
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import charactersData from './data/characters.json' with { type: 'json' };
import racesData from './data/races.json' with { type: 'json' };
import terrainData from './data/terrain.json' with { type: 'json' };
import unitsData from './data/units.json' with { type: 'json' };

/** Lower-case words joined by hyphens: 'spider-folk', 'heavy-axe'. */
export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens');

// ---------------------------------------------------------------- races (V.A)

export const raceSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  /** A morale check passes on a die roll <= this (V). */
  morale: z.number().int().min(0).max(6),
  source: z.string().optional(),
});
export type Race = z.infer<typeof raceSchema>;

export const racesFileSchema = z
  .strictObject({ about: z.string().optional(), races: z.array(raceSchema).min(1) })
  .check((c) => duplicates(c, c.value.races, 'races'));

// ---------------------------------------------------------------- terrain (I, II, III.D.5)

/** Movement points: a number, one die roll (II.A), the whole movement allowance (II.B, II.C), or no entry (II). */
export const costSchema = z.union([z.number().int().min(0), z.enum(['die', 'allowance', 'forbidden'])]);
export type Cost = z.infer<typeof costSchema>;

/** Keys are race ids, plus 'others' (any race not named) and 'flying' (flying units, whatever their race). */
const byMoverTable = <T extends z.ZodType>(value: T) =>
  z.record(z.string(), value).check((c) => {
    for (const key of ['others', 'flying']) {
      if (!(key in c.value)) c.issues.push({ code: 'custom', input: c.value, message: `needs an entry '${key}'`, path: [key] });
    }
  });

export const costTableSchema = byMoverTable(costSchema);
export const defenceTableSchema = byMoverTable(z.number().positive());
export type CostTable = Readonly<Record<string, Cost>>;
export type DefenceTable = Readonly<Record<string, number>>;

export const terrainSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    /** Units of one side the hex supports (I.A-L). */
    stacking: z.number().int().min(0),
    /** The limit while the hex is besieged (I.E: a besieged city, 4). */
    besiegedStacking: z.number().int().min(0).optional(),
    /** Only units of these races may use the limit; everyone else counts against 0 (I.F: swamp creatures only; SSV-A12). */
    stackingRaces: z.array(idSchema).optional(),
    /** Non-flying units may not end a move here (I.F: "may not end turn in lake"). */
    noEndMove: z.boolean().optional(),
    /** Overrides every other feature of the hex, fortifications included (I.H: "Blasted supersedes any other feature"). */
    supersedes: z.boolean().optional(),
    /** A counter placed on a hex (a vortex): its stacking replaces the hex's, movement and defence are the hex's beneath (SSV-A15). */
    overlay: z.boolean().optional(),
    source: z.string(),
    cost: costTableSchema.optional(),
    /** Extra movement points to leave the hex (II.A). */
    exit: costTableSchema.optional(),
    defence: defenceTableSchema.optional(),
  })
  .check((c) => {
    const t = c.value;
    const push = (message: string) => c.issues.push({ code: 'custom', input: t, message: `terrain '${t.id}': ${message}` });
    if (t.overlay && (t.cost || t.exit || t.defence)) push('an overlay takes cost and defence from the hex beneath; give none');
    if (!t.overlay && (!t.cost || !t.defence)) push("needs 'cost' and 'defence'");
  });
export type Terrain = z.infer<typeof terrainSchema>;

export const fortificationSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  /** Added to the hex's stacking limit (I.I-K). */
  stackingBonus: z.number().int().min(0),
  /** Casualty-extraction multiplier inside it (SSV-A3; combined with the terrain's per SSV-A13). */
  defence: z.number().positive(),
  source: z.string(),
});
export type Fortification = z.infer<typeof fortificationSchema>;

export const hexsideSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  /** Added to the cost of the hex entered across it; 'allowance' makes the whole step cost the unit's allowance (II.C). */
  cost: costTableSchema,
  /** Non-flying units may cross it into an enemy-occupied hex only by Assault or Breach (II.D). */
  blocksEnemyOccupied: z.boolean(),
  /** Besieged units in a walled hex may sortie through it (IV.A.1). */
  gateway: z.boolean(),
  /** Units that entered the battle hex across it fight at half strength in the first round (III.D.1.a). */
  halvesFirstRound: z.boolean(),
  source: z.string(),
});
export type Hexside = z.infer<typeof hexsideSchema>;

/** Ids the rules code refers to by name; a user's terrain file must keep them (it may add others). */
export const REQUIRED_TERRAIN = [
  'cultivated',
  'city',
  'clear',
  'rough',
  'swamp',
  'woods',
  'forest',
  'karoo',
  'mountain',
  'river',
  'lake',
  'bridge',
  'portal',
  'glacier',
  'dragon-complex',
  'blasted',
  'vortex-active',
  'vortex-inactive',
] as const;
export const REQUIRED_FORTIFICATIONS = ['castle', 'town', 'capital', 'walled'] as const;
export const REQUIRED_HEXSIDES = ['wall', 'gate', 'stream', 'ford', 'bridge'] as const;

export const terrainFileSchema = z
  .strictObject({
    about: z.string().optional(),
    terrain: z.array(terrainSchema),
    fortifications: z.array(fortificationSchema),
    hexsides: z.array(hexsideSchema),
  })
  .check((c) => {
    duplicates(c, c.value.terrain, 'terrain');
    duplicates(c, c.value.fortifications, 'fortifications');
    duplicates(c, c.value.hexsides, 'hexsides');
    const missing = (list: readonly { id: string }[], required: readonly string[], where: string) => {
      for (const id of required) {
        if (!list.some((e) => e.id === id))
          c.issues.push({ code: 'custom', input: c.value, message: `${where}: '${id}' is missing`, path: [where] });
      }
    };
    missing(c.value.terrain, REQUIRED_TERRAIN, 'terrain');
    missing(c.value.fortifications, REQUIRED_FORTIFICATIONS, 'fortifications');
    missing(c.value.hexsides, REQUIRED_HEXSIDES, 'hexsides');
    const complex = c.value.terrain.find((t) => t.id === 'dragon-complex');
    if (complex?.overlay)
      c.issues.push({ code: 'custom', input: c.value, message: "terrain 'dragon-complex' is a location, not an overlay" });
  });
export type TerrainFile = z.infer<typeof terrainFileSchema>;

// ---------------------------------------------------------------- army units (I note (2), III.D.2, SSV-A2)

export const UNIT_FLAGS = ['infantry', 'cavalry', 'archer', 'flying', 'swamp-creature', 'conjured', 'summoned'] as const;
export type UnitFlag = (typeof UNIT_FLAGS)[number];
/** The classes of the III.D.2 die modifiers. */
export const BONUS_CLASSES = ['cavalry', 'archer', 'flying'] as const;
export type BonusClass = (typeof BONUS_CLASSES)[number];
/** SSV-A2: d Dwarrow, s swamp creature, m mounted, i other foot, a archer, f flyer. */
export const MOVEMENT_LETTERS = ['d', 's', 'm', 'i', 'a', 'f'] as const;

export const unitTypeSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    race: idSchema,
    attack: z.number().int().min(0),
    /** A separate defence strength, printed in brackets: Heavy Horse "(4)m7" (III.D.5.a). */
    defence: z.number().int().min(0).optional(),
    letter: z.enum(MOVEMENT_LETTERS),
    movement: z.number().int().min(0),
    flags: z.array(z.enum(UNIT_FLAGS)),
    /** Classes it counts as for the III.D.2 die modifiers besides its own flags. */
    bonusAs: z.array(z.enum(BONUS_CLASSES)).optional(),
    /** Counts for only one of its classes in a battle (III.D.2.d: the Continental Siege Machine). */
    bonusOneOf: z.boolean().optional(),
    /** What it counts for stacking (I note (2)). */
    stackWeight: z.number().int().min(0),
    source: z.string(),
  })
  .check((c) => {
    const u = c.value;
    const push = (message: string) => c.issues.push({ code: 'custom', input: u, message: `unit '${u.id}': ${message}` });
    const has = (f: UnitFlag) => u.flags.includes(f);
    if ((u.letter === 'f') !== has('flying')) push("letter 'f' and the flag 'flying' go together");
    if ((u.letter === 's') !== has('swamp-creature')) push("letter 's' and the flag 'swamp-creature' go together");
    if (u.letter === 'a' && !has('archer')) push("letter 'a' needs the flag 'archer'");
    if (has('cavalry') && u.letter !== 'm') push("cavalry has the letter 'm'");
    if (u.letter === 'd' && u.race !== 'dwarrows') push("letter 'd' is for Dwarrows");
    if (has('swamp-creature') && u.race !== 'swamp-creatures') push("the flag 'swamp-creature' is for race 'swamp-creatures'");
    if (has('conjured') !== (u.race === 'conjured')) push("the flag 'conjured' and race 'conjured' go together");
    if (has('summoned') !== (u.race === 'summoned')) push("the flag 'summoned' and race 'summoned' go together");
    if (u.bonusOneOf && (u.bonusAs?.length ?? 0) + BONUS_CLASSES.filter((b) => has(b)).length < 2) push("'bonusOneOf' needs two classes");
  });
export type UnitType = z.infer<typeof unitTypeSchema>;

export const unitsFileSchema = z
  .strictObject({ about: z.string().optional(), units: z.array(unitTypeSchema).min(1) })
  .check((c) => duplicates(c, c.value.units, 'units'));

// ---------------------------------------------------------------- characters and monsters (F5, SSV-A4, VII)

export const characterSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    /** null for monsters. */
    race: idSchema.nullable(),
    leadership: z.number().int().min(0).max(6),
    /** Character vs. Army combat strength (VII.A.2; SSV-A4: 10 x the card's 1-6 field). */
    fightingStrength: z.number().int().min(0),
    /** Cannot be captured, never withdraws, fights to the death (VII.A.2.b, VII.A.3.b). */
    monster: z.boolean().default(false),
    /** The army unit battling it is Demoralized after the first round (VII.A.2.a(1)). */
    demoralizesAfterFirstRound: z.boolean().default(false),
  })
  .check((c) => {
    const ch = c.value;
    if (ch.monster && (ch.race !== null || ch.leadership !== 0)) {
      c.issues.push({ code: 'custom', input: ch, message: `character '${ch.id}': a monster has no race (null) and leadership 0` });
    }
    if (!ch.monster && ch.race === null)
      c.issues.push({ code: 'custom', input: ch, message: `character '${ch.id}': only monsters have no race` });
  });
export type Character = z.infer<typeof characterSchema>;

export const charactersFileSchema = z
  .strictObject({ about: z.string().optional(), characters: z.array(characterSchema) })
  .check((c) => duplicates(c, c.value.characters, 'characters'));

// ---------------------------------------------------------------- scenarios (map and forces)

export const hexNameSchema = z.string().regex(/^\d{4}$/, 'a hex number is four digits, column then row: "0352"');
export const hexsideNameSchema = z.string().regex(/^\d{4}\/\d{4}$/, 'a hexside is two adjacent hex numbers: "3149/3150"');

export const stackSpecSchema = z.strictObject({
  hex: hexNameSchema,
  /** In the Dragon complex of that mountain hex, not on the mountain (II.B; SSV-A11). */
  inComplex: z.boolean().optional(),
  /** Unit type id -> how many counters. */
  units: z.record(idSchema, z.number().int().min(1)),
  characters: z.array(idSchema).optional(),
});
export type StackSpec = z.infer<typeof stackSpecSchema>;

export const forceSpecSchema = z.strictObject({ name: z.string().min(1), stacks: z.array(stackSpecSchema) });

/**
 * A scenario: the map as rows of terrain codes (row 01 first, columns 01.. left to right, codes
 * separated by spaces, meanings in `legend`), the features on top of it listed by hex number, and one
 * force per seat.
 */
export const scenarioSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  about: z.string().optional(),
  columns: z.number().int().min(1).max(99),
  rows: z.number().int().min(1).max(99),
  /** Code on the map -> terrain id. */
  legend: z.record(z.string().regex(/^\S{1,2}$/, 'a map code is one or two characters'), idSchema),
  map: z.array(z.string()),
  /** Place names, for screens. */
  names: z.record(hexNameSchema, z.string()).optional(),
  /** Hex -> fortification id (castle, town, capital, walled). */
  fortifications: z.record(hexNameSchema, idSchema).optional(),
  /** Mountain hexes that hold a Dragon complex (II.B). */
  dragonComplexes: z.array(hexNameSchema).optional(),
  /** Vortices at the start (I.L). */
  vortices: z.array(z.strictObject({ hex: hexNameSchema, active: z.boolean() })).optional(),
  /** Hexside feature id -> the hexsides that have it. */
  hexsides: z.record(idSchema, z.array(hexsideNameSchema)).optional(),
  /** Seat -> its force. */
  forces: z.record(idSchema, forceSpecSchema),
});
export type ScenarioSpec = z.infer<typeof scenarioSchema>;

export type RacesFile = z.infer<typeof racesFileSchema>;
export type UnitsFile = z.infer<typeof unitsFileSchema>;
export type CharactersFile = z.infer<typeof charactersFileSchema>;

// ---------------------------------------------------------------- parsing and cross-checks

/** A data file parsed by `schema`, or a readable message naming the file and each bad entry. */
export function parseDataFile<S extends z.ZodType>(schema: S, input: unknown, file: string): Result<z.infer<S>, string> {
  const r = schema.safeParse(input);
  return r.success ? ok(r.data) : err(`${file}:\n${z.prettifyError(r.error)}`);
}

export interface Tables {
  readonly races: ReadonlyMap<string, Race>;
  readonly terrain: ReadonlyMap<string, Terrain>;
  readonly fortifications: ReadonlyMap<string, Fortification>;
  readonly hexsides: ReadonlyMap<string, Hexside>;
  readonly units: ReadonlyMap<string, UnitType>;
  readonly characters: ReadonlyMap<string, Character>;
}

export interface DataFiles {
  readonly races: RacesFile;
  readonly terrain: TerrainFile;
  readonly units: UnitsFile;
  readonly characters: CharactersFile;
}

/** Indexes the files and checks that every race they name exists; the problems name file and entry. */
export function buildTables(files: DataFiles): Result<Tables, string[]> {
  const races = new Map(files.races.races.map((r) => [r.id, r]));
  const problems: string[] = [];
  const race = (id: string, where: string) => {
    if (!races.has(id)) problems.push(`${where}: no race '${id}' in the races file`);
  };
  const tableRaces = (table: Readonly<Record<string, unknown>> | undefined, where: string) => {
    for (const key of Object.keys(table ?? {})) if (key !== 'others' && key !== 'flying') race(key, where);
  };
  for (const t of files.terrain.terrain) {
    tableRaces(t.cost, `terrain '${t.id}' cost`);
    tableRaces(t.exit, `terrain '${t.id}' exit`);
    tableRaces(t.defence, `terrain '${t.id}' defence`);
    for (const r of t.stackingRaces ?? []) race(r, `terrain '${t.id}' stackingRaces`);
  }
  for (const h of files.terrain.hexsides) tableRaces(h.cost, `hexside '${h.id}' cost`);
  for (const u of files.units.units) race(u.race, `unit '${u.id}'`);
  for (const ch of files.characters.characters) if (ch.race !== null) race(ch.race, `character '${ch.id}'`);
  if (problems.length) return err(problems);
  return ok({
    races,
    terrain: new Map(files.terrain.terrain.map((t) => [t.id, t])),
    fortifications: new Map(files.terrain.fortifications.map((f) => [f.id, f])),
    hexsides: new Map(files.terrain.hexsides.map((h) => [h.id, h])),
    units: new Map(files.units.units.map((u) => [u.id, u])),
    characters: new Map(files.characters.characters.map((ch) => [ch.id, ch])),
  });
}

function bundled<S extends z.ZodType>(schema: S, input: unknown, file: string): z.infer<S> {
  const r = parseDataFile(schema, input, `data/${file}`);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

export const RACES_FILE: RacesFile = bundled(racesFileSchema, racesData, 'races.json');
export const TERRAIN_FILE: TerrainFile = bundled(terrainFileSchema, terrainData, 'terrain.json');
export const UNITS_FILE: UnitsFile = bundled(unitsFileSchema, unitsData, 'units.json');
export const CHARACTERS_FILE: CharactersFile = bundled(charactersFileSchema, charactersData, 'characters.json');
export const DATA_FILES: DataFiles = { races: RACES_FILE, terrain: TERRAIN_FILE, units: UNITS_FILE, characters: CHARACTERS_FILE };

const tables = buildTables(DATA_FILES);
if (!tables.ok) throw new Error(`data/*.json: ${tables.error.join('; ')}`);
/** The bundled tables. */
export const TABLES: Tables = tables.value;

// ---------------------------------------------------------------- reading the tables

/** What the terrain tables need to know about a mover: its race and whether it flies. */
export interface Mover {
  readonly race: string;
  readonly flags: readonly UnitFlag[];
  readonly movement: number;
}

export const isFlying = (u: { readonly flags: readonly UnitFlag[] }): boolean => u.flags.includes('flying');

/** The entry of a cost or defence table for a mover: 'flying' for flyers, else its race, else 'others'. */
export function forMover<T>(table: Readonly<Record<string, T>>, mover: Pick<Mover, 'race' | 'flags'>): T {
  if (isFlying(mover)) return table.flying!;
  return table[mover.race] ?? table.others!;
}

/** The counter code: attack (or bracketed defence), movement letter, allowance: '4d4', '2s3', '(4)m7' (SSV-A2). */
export function counterCode(u: UnitType): string {
  return `${u.defence !== undefined ? `(${u.defence})` : u.attack}${u.letter}${u.movement}`;
}

/** The strength a unit loses casualties with: its bracketed defence strength if it has one (III.D.5.a). */
export const defenceStrength = (u: UnitType): number => u.defence ?? u.attack;

/**
 * The III.D.2 classes a unit may count toward: its own flags plus `bonusAs`. A unit with `bonusOneOf`
 * counts toward only one of them in a battle (III.D.2.d); the battle decides which.
 */
export function bonusClasses(u: UnitType): BonusClass[] {
  return BONUS_CLASSES.filter((b) => u.flags.includes(b) || (u.bonusAs ?? []).includes(b));
}

function duplicates(c: { value: unknown; issues: unknown[] }, list: readonly { id: string }[], where: string): void {
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
