/**
 * Options of the Sauron variant's rules core: each is an assumption of assumptions.ts that a user may
 * change. Unknown keys are refused, so a misspelt house rule is an error, not silently ignored.
 *
 *   const options = sauronOptionsSchema.parse({ mortalCombatRounds: 'one-die' });
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';
import { buildTables, combatTableSchema, idSchema, MORALE_CLASSES, rallyTableSchema, TABLES, type Tables } from './data.js';

const rating = (max: number) => z.number().int().min(0).max(max).optional();

/** A table given whole in its data file's form (kept as given, so the options read back the same); checked by the file's schema. */
const tableOption = (schema: z.ZodType, file: string) =>
  z
    .unknown()
    .check((c) => {
      if (c.value === null) return;
      const r = schema.safeParse(c.value);
      if (!r.success) c.issues.push({ code: 'custom', input: c.value, message: `${file}: ${z.prettifyError(r.error)}` });
    })
    .nullable()
    .default(null);

export const sauronOptionsSchema = z.strictObject({
  /**
   * SAU-A10: how the Ring leaves Sauron (16.61, "see 22.0"): 'overthrown', a Mortal Combat round that
   * would kill him wearing it overthrows him instead, alive, and his foe takes it; 'death', only by dying.
   */
  ringLoss: z.enum(['overthrown', 'death']).default('overthrown'),
  /** SAU-A3: each Mortal Combat round both leaders roll as attacker, or the challenger rolls one die for both. */
  mortalCombatRounds: z.enum(['both-roll', 'one-die']).default('both-roll'),
  /** SAU-A17: which ratings 22.4 compares. */
  challengeRatings: z.enum(['modified', 'printed', 'with-wounds']).default('modified'),
  /** SAU-A14: a third player's count of turns (16.69) starts at his first battle or when he turns evil. */
  thirdPlayerCount: z.enum(['after-first-battle', 'after-turning-evil']).default('after-first-battle'),
  /** SAU-A15: a Westernesse leader turned evil adds his original rally rating to Westernesse's level, as if killed. */
  evilCountsAsKilled: z.boolean().default(true),
  /** SAU-A16: ordinary Leader Combat attacks per leader per Combat Phase (7.241 frees Mortal Combat from the limit); 0 = no limit. */
  leaderAttacksPerPhase: z.number().int().min(0).default(1),
  /** SAU-A28: the Expanded Game's rematch starts both Demoralization Levels again at 0, or keeps the first battle's. */
  rematchLevels: z.enum(['reset', 'keep']).default('reset'),
  /** SAU-A1: ratings changed for this game, by leader id (Combat, Morale, Endurance, Ring); the rest from data/leaders.json. */
  leaderRatings: z
    .record(
      idSchema,
      z.strictObject({ combat: rating(20), morale: rating(20), endurance: z.number().int().min(1).max(30).optional(), ring: rating(6) }),
    )
    .check((c) => {
      for (const id of Object.keys(c.value))
        if (!TABLES.leadersById.has(id))
          c.issues.push({
            code: 'custom',
            input: c.value,
            path: [id],
            message: `no leader '${id}'; leaders are ${[...TABLES.leadersById.keys()].join(', ')}`,
          });
    })
    .default({}),
  /** SAU-A2: a Leader Combat Results Table for this game, in data/leader-combat-table.json's form; null: that file's. */
  leaderCombatTable: tableOption(combatTableSchema, 'leaderCombatTable'),
  /** SAU-A4: a Leader Rally Table for this game, in data/rally-table.json's form; null: that file's. */
  rallyTable: tableOption(rallyTableSchema, 'rallyTable'),
  /** SAU-A5: Demoralization values changed for this game (the rest from data/demoralization.json). */
  demoralization: z
    .strictObject({
      thresholds: z.strictObject({ westernesse: z.number().int().min(1), sauron: z.number().int().min(1) }).optional(),
      breakFactor: z.number().min(1).max(10).optional(),
      unitEliminated: z
        .strictObject(
          Object.fromEntries(MORALE_CLASSES.map((m) => [m, z.number().int().min(0)])) as Record<
            (typeof MORALE_CLASSES)[number],
            z.ZodNumber
          >,
        )
        .optional(),
      beastKilled: z.number().int().min(0).optional(),
      demoralizedRallyPenalty: z.number().int().min(0).optional(),
    })
    .default({}),
});

export type SauronOptions = z.infer<typeof sauronOptionsSchema>;
export type SauronOptionsInput = z.input<typeof sauronOptionsSchema>;

export const DEFAULT_OPTIONS: SauronOptions = sauronOptionsSchema.parse({});

export function parseSauronOptions(input: unknown): Result<SauronOptions, RuleError> {
  const parsed = sauronOptionsSchema.safeParse(input ?? {});
  if (parsed.success) return ok(parsed.data);
  const issue = parsed.error.issues[0]!;
  return err(Errors.badOption(`${issue.path.join('.') || 'options'}: ${issue.message}`));
}

const tablesCache = new WeakMap<object, Tables>();

/** The tables a game plays with: `base` (the bundled files) with this game's choices for SAU-A1, SAU-A2, SAU-A4 and SAU-A5. */
export function tablesFor(o: SauronOptions, base: Tables = TABLES): Tables {
  const custom =
    Object.keys(o.leaderRatings).length > 0 ||
    o.leaderCombatTable !== null ||
    o.rallyTable !== null ||
    Object.keys(o.demoralization).length > 0;
  if (!custom) return base;
  const cached = base === TABLES ? tablesCache.get(o) : undefined;
  if (cached) return cached;
  const built = buildTables({
    leaders: { ...base.leaders, leaders: base.leaders.leaders.map((l) => ({ ...l, ...o.leaderRatings[l.id] })) },
    combatTable: o.leaderCombatTable === null ? base.combatTable : combatTableSchema.parse(o.leaderCombatTable),
    rallyTable: o.rallyTable === null ? base.rallyTable : rallyTableSchema.parse(o.rallyTable),
    demoralization: { ...base.demoralization, ...o.demoralization },
    game: base.game,
  });
  if (!built.ok) throw new Error(`options: ${built.error.join('; ')}`);
  if (base === TABLES) tablesCache.set(o, built.value);
  return built.value;
}
