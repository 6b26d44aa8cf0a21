/**
 * The tables of the Sauron variant as data a user can read and edit: the leaders and the magic weapons
 * (data/leaders.json; 7.22, 19.211, 19.212, SAU-A1, SAU-A7, SAU-A8), the Leader Combat Results Table
 * (data/leader-combat-table.json; 7.26, SAU-A2), the Leader Rally Table (data/rally-table.json; 8.33x,
 * 8.37, SAU-A4), the Demoralization values (data/demoralization.json; 16.61, 20.21, SAU-A5) and a few
 * game-wide numbers (data/game.json). Each file has a zod schema, so a user's own file is checked with
 * errors that name the entry; `buildTables` then checks the files against each other.
 *
 *   const file = parseDataFile(leadersFileSchema, JSON.parse(text), 'my-leaders.json');
 *   if (!file.ok) console.error(file.error);
 *   TABLES.leaders.get('baldrim') // { combat: 3, morale: 3, endurance: 7, ring: 4, ... }
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import demoralizationData from './data/demoralization.json' with { type: 'json' };
import gameData from './data/game.json' with { type: 'json' };
import combatTableData from './data/leader-combat-table.json' with { type: 'json' };
import leadersData from './data/leaders.json' with { type: 'json' };
import rallyData from './data/rally-table.json' with { type: 'json' };

/** Lower-case words joined by hyphens: 'gil-galad'. */
export const idSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'an id is lower-case words joined by hyphens');

export const SIDES = ['westernesse', 'sauron'] as const;
export type Side = (typeof SIDES)[number];

/**
 * Where a value comes from: a seed clause ('8.3311', '16.631') or an assumption id ('SAU-A1'), with
 * any words after it.
 */
export const sourceSchema = z
  .string()
  .regex(/^(SAU-A\d+|\d+(\.\d+)*|F\d+)\b/, 'a source starts with a clause (8.3311) or an assumption id (SAU-A1)');

// ---------------------------------------------------------------- leaders and weapons (7.22, SAU-A1)

export const leaderSchema = z
  .strictObject({
    id: idSchema,
    name: z.string().min(1),
    side: z.enum(SIDES),
    /** 8.11: a leader stacks only with combat units of this nationality (SAU-A7). */
    nationality: idSchema,
    /** 'beast': fights Leader Combat (17.11) but is no leader for Mortal Combat, rally or the Ring (SAU-A20). */
    kind: z.enum(['leader', 'beast']),
    /** Elendil, Isildur and Anarion (19.211): may use the shards of Narsil. */
    numenorean: z.boolean(),
    combat: z.number().int().min(0),
    morale: z.number().int().min(0),
    endurance: z.number().int().min(1),
    /** 16.63: a die roll at most this takes the Ring off; null for those who never wear it. */
    ring: z.number().int().min(0).max(6).nullable(),
    /** Added to Morale on night turns (Sauron: SAU-A1, SAU-A19). */
    nightMorale: z.number().int().optional(),
    /** Demoralization for the loss of this piece instead of its original rally rating (the Beast: SAU-A5). */
    killedDemoralization: z.number().int().min(0).optional(),
    /** Where each value comes from: a seed clause or an assumption id. */
    sources: z.record(z.string(), sourceSchema),
  })
  .check((c) => {
    const l = c.value;
    for (const key of ['combat', 'morale', 'endurance', 'ring', 'nationality']) {
      if (!(key in l.sources))
        c.issues.push({ code: 'custom', input: l, message: `leader '${l.id}': sources needs '${key}'`, path: ['sources', key] });
    }
    if (l.kind === 'leader' && l.ring === null)
      c.issues.push({ code: 'custom', input: l, message: `leader '${l.id}': a leader has a Ring Rating (16.63)` });
  });
export type Leader = z.infer<typeof leaderSchema>;

export const WEAPON_IDS = ['narsil', 'aiglos', 'shards'] as const;
export type WeaponId = (typeof WEAPON_IDS)[number];

export const weaponSchema = z.strictObject({
  id: z.enum(WEAPON_IDS),
  name: z.string().min(1),
  /** Added to the bearer's Combat rating. */
  combat: z.number().int(),
  /** 19.212: the shards count in leader/individual combat ONLY (not for rally or challenges). */
  leaderCombatOnly: z.boolean(),
  /** Who carries it at the start; null for the shards, which exist only once Narsil is broken. */
  startsWith: idSchema.nullable(),
  /** Who may take it from its bearer (SAU-A8). */
  passesTo: z.array(idSchema),
  /** When it may pass: only from a wounded or dead bearer (F11), whenever, or never. */
  passesWhen: z.enum(['wounded-or-dead', 'always', 'never']),
  sources: z.record(z.string(), sourceSchema),
});
export type Weapon = z.infer<typeof weaponSchema>;

export const leadersFileSchema = z
  .strictObject({ about: z.string().optional(), leaders: z.array(leaderSchema).min(1), weapons: z.array(weaponSchema) })
  .check((c) => {
    duplicates(c, c.value.leaders, 'leaders');
    duplicates(c, c.value.weapons, 'weapons');
    if (!c.value.leaders.some((l) => l.id === 'sauron' && l.side === 'sauron')) {
      c.issues.push({
        code: 'custom',
        input: c.value,
        message: "leaders: the rules need Sauron (id 'sauron', side 'sauron')",
        path: ['leaders'],
      });
    }
    for (const id of WEAPON_IDS) {
      if (!c.value.weapons.some((w) => w.id === id))
        c.issues.push({ code: 'custom', input: c.value, message: `weapons: '${id}' is missing`, path: ['weapons'] });
    }
    const ids = new Set(c.value.leaders.map((l) => l.id));
    for (const w of c.value.weapons) {
      for (const id of [...(w.startsWith ? [w.startsWith] : []), ...w.passesTo]) {
        if (!ids.has(id)) c.issues.push({ code: 'custom', input: w, message: `weapon '${w.id}': no leader '${id}'`, path: ['weapons'] });
      }
    }
  });
export type LeadersFile = z.infer<typeof leadersFileSchema>;

// ---------------------------------------------------------------- the Leader Combat Results Table (7.26, SAU-A2)

/** One cell: 'A2' (the attacker loses 2 Endurance), 'D1', 'A1D1', or '-' for no effect. */
export const crtCellSchema = z
  .string()
  .regex(/^(-|(A[1-9]\d*)?(D[1-9]\d*)?)$/, "a cell is An, Dn, AnDn or '-'")
  .refine((s) => s.length > 0, 'a cell may not be empty')
  .transform((s) => ({
    attacker: Number(/A(\d+)/.exec(s)?.[1] ?? 0),
    defender: Number(/D(\d+)/.exec(s)?.[1] ?? 0),
    code: s,
  }));
export type CrtCell = z.output<typeof crtCellSchema>;

export const combatTableSchema = z
  .strictObject({
    about: z.string().optional(),
    source: z.string(),
    /** Consecutive Combat Differentials, lowest first. */
    columns: z.array(z.number().int()).min(1),
    /** One row per face of the die, 1 first. */
    rows: z.array(z.array(crtCellSchema)).min(1),
  })
  .check((c) => {
    const t = c.value;
    t.columns.forEach((col, i) => {
      if (i > 0 && col !== t.columns[i - 1]! + 1)
        c.issues.push({ code: 'custom', input: t, message: 'columns must be consecutive integers, lowest first', path: ['columns', i] });
    });
    t.rows.forEach((row, i) => {
      if (row.length !== t.columns.length)
        c.issues.push({
          code: 'custom',
          input: t,
          message: `row ${i + 1} has ${row.length} cells for ${t.columns.length} columns`,
          path: ['rows', i],
        });
    });
  });
export type CombatTable = z.output<typeof combatTableSchema>;

// ---------------------------------------------------------------- the Leader Rally Table (8.33x, 8.37, SAU-A4)

export const rallyRowSchema = z
  .strictObject({
    rating: z.number().int().min(0),
    /** An inclusive range of the dice total that rallies, 'none' or 'automatic'. */
    rallies: z.union([z.tuple([z.number().int(), z.number().int()]), z.enum(['none', 'automatic'])]),
    source: sourceSchema,
  })
  .check((c) => {
    const r = c.value.rallies;
    if (Array.isArray(r) && r[0] > r[1])
      c.issues.push({ code: 'custom', input: c.value, message: `rating ${c.value.rating}: the range ${r[0]}-${r[1]} is empty` });
  });
export type RallyRow = z.infer<typeof rallyRowSchema>;

export const rallyTableSchema = z
  .strictObject({ about: z.string().optional(), dice: z.number().int().min(1).max(4), rows: z.array(rallyRowSchema).min(1) })
  .check((c) => {
    const t = c.value;
    t.rows.forEach((row, i) => {
      if (i > 0 && row.rating !== t.rows[i - 1]!.rating + 1)
        c.issues.push({ code: 'custom', input: t, message: 'ratings must be consecutive, lowest first', path: ['rows', i] });
      if (Array.isArray(row.rallies) && (row.rallies[0] < t.dice || row.rallies[1] > 6 * t.dice)) {
        c.issues.push({
          code: 'custom',
          input: t,
          message: `rating ${row.rating}: ${t.dice} dice total ${t.dice}-${6 * t.dice}`,
          path: ['rows', i],
        });
      }
    });
  });
export type RallyTable = z.infer<typeof rallyTableSchema>;

// ---------------------------------------------------------------- demoralization (SAU-A5)

export const MORALE_CLASSES = ['W', 'X', 'Y', 'Z'] as const;
export type MoraleClass = (typeof MORALE_CLASSES)[number];

export const demoralizationFileSchema = z.strictObject({
  about: z.string().optional(),
  start: z.number().int().min(0),
  /** Per own unit eliminated, by its morale letter (F7). */
  unitEliminated: z.strictObject({
    W: z.number().int().min(0),
    X: z.number().int().min(0),
    Y: z.number().int().min(0),
    Z: z.number().int().min(0),
  }),
  beastKilled: z.number().int().min(0),
  /** 16.61. */
  ringLost: z.number().int().min(0),
  /** 20.21. */
  narsilShattered: z.number().int().min(0),
  shardsDestroyed: z.number().int().min(0),
  thresholds: z.strictObject({ westernesse: z.number().int().min(1), sauron: z.number().int().min(1) }),
  breakFactor: z.number().min(1),
  demoralizedRallyPenalty: z.number().int().min(0),
  sources: z.record(z.string(), sourceSchema),
});
export type DemoralizationFile = z.infer<typeof demoralizationFileSchema>;

// ---------------------------------------------------------------- game-wide numbers

export const gameFileSchema = z
  .strictObject({
    about: z.string().optional(),
    turns: z.number().int().min(1),
    nightTurns: z.array(z.number().int().min(1)),
    sauronMagicPoints: z.number().int().min(0),
    /** The position label the record keeper uses for the centre hex of Mt. Orodruin (16.633). */
    orodruin: z.string().min(1),
    /** 16.69: the unit types (and the two Sauron leaders) a third player takes, one type a turn. */
    thirdPlayerOrder: z.array(idSchema).min(1),
    sources: z.record(z.string(), sourceSchema),
  })
  .check((c) => {
    for (const t of c.value.nightTurns)
      if (t > c.value.turns)
        c.issues.push({ code: 'custom', input: c.value, message: `night turn ${t} is after the last turn`, path: ['nightTurns'] });
  });
export type GameFile = z.infer<typeof gameFileSchema>;

// ---------------------------------------------------------------- parsing and cross-checks

/** A data file parsed by `schema`, or a readable message naming the file and each bad entry. */
export function parseDataFile<S extends z.ZodType>(schema: S, input: unknown, file: string): Result<z.output<S>, string> {
  const r = schema.safeParse(input);
  return r.success ? ok(r.data) : err(`${file}:\n${z.prettifyError(r.error)}`);
}

export interface DataFiles {
  readonly leaders: LeadersFile;
  readonly combatTable: CombatTable;
  readonly rallyTable: RallyTable;
  readonly demoralization: DemoralizationFile;
  readonly game: GameFile;
}

export interface Tables extends DataFiles {
  readonly leadersById: ReadonlyMap<string, Leader>;
  readonly weapons: ReadonlyMap<WeaponId, Weapon>;
}

/** Indexes the files and checks them against each other (the third player's order names Sauron's leaders that exist). */
export function buildTables(files: DataFiles): Result<Tables, string[]> {
  const problems: string[] = [];
  const leadersById = new Map(files.leaders.leaders.map((l) => [l.id, l]));
  for (const w of files.leaders.weapons) {
    if (w.startsWith && leadersById.get(w.startsWith)?.side !== 'westernesse')
      problems.push(`weapon '${w.id}': '${w.startsWith}' is not a Westernesse leader`);
  }
  const shards = files.leaders.weapons.find((w) => w.id === 'shards');
  for (const id of shards?.passesTo ?? [])
    if (!leadersById.get(id)?.numenorean) problems.push(`weapon 'shards': '${id}' is not Numenorean (19.211)`);
  if (problems.length) return err(problems);
  return ok({ ...files, leadersById, weapons: new Map(files.leaders.weapons.map((w) => [w.id, w])) });
}

function bundled<S extends z.ZodType>(schema: S, input: unknown, file: string): z.output<S> {
  const r = parseDataFile(schema, input, `data/${file}`);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

export const LEADERS_FILE: LeadersFile = bundled(leadersFileSchema, leadersData, 'leaders.json');
export const COMBAT_TABLE: CombatTable = bundled(combatTableSchema, combatTableData, 'leader-combat-table.json');
export const RALLY_TABLE: RallyTable = bundled(rallyTableSchema, rallyData, 'rally-table.json');
export const DEMORALIZATION_FILE: DemoralizationFile = bundled(demoralizationFileSchema, demoralizationData, 'demoralization.json');
export const GAME_FILE: GameFile = bundled(gameFileSchema, gameData, 'game.json');
export const DATA_FILES: DataFiles = {
  leaders: LEADERS_FILE,
  combatTable: COMBAT_TABLE,
  rallyTable: RALLY_TABLE,
  demoralization: DEMORALIZATION_FILE,
  game: GAME_FILE,
};

const tables = buildTables(DATA_FILES);
if (!tables.ok) throw new Error(`data/*.json: ${tables.error.join('; ')}`);
/** The bundled tables. */
export const TABLES: Tables = tables.value;

/** Summed Combat and Morale as printed: the leader's "original number of Rally Points" (20.2; SAU-A18). */
export const printedRally = (l: Leader): number => l.combat + l.morale;

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
