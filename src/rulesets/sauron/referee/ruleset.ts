/**
 * The Sauron variant's record keeper as a Ruleset, for a referee at a game on the real SPI board
 * (`sauron-referee`). One seat, 'referee', makes every change record.ts knows: a leader's wounds and
 * position, a Leader Combat (7.221) or a Mortal Combat (22.0-22.4) resolved with the match's dice or
 * with the dice rolled at the table and typed in (Match.act's typedDice), the Ring, Narsil, units
 * eliminated (demoralization), rallies, and the turn's phases. Every change is an entry of the state's
 * log with the events it caused, each naming its clause. Nothing is hidden: the view is the whole record.
 *
 * The options carry the situation the record starts from (a game taken over part-way): the rules'
 * options (options.ts, the assumptions), the game-turn and phase, the leaders' hexes and wounds.
 *
 *   const m = Match.create(sauronReferee, { phase: 'sauron-combat', wounds: { baldrim: 2 } }, 7);
 *   m.value.act('referee', { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' }, [4]);
 *   m.value.view('referee').summary.leaders  // every leader's ratings, wounds, rally rating, weapons, the Ring
 */
import { z } from 'zod';
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import { CoreErrors, type RuleError } from '../../../core/rule-error.js';
import type { Outcome, Ruleset, Seat } from '../../../core/ruleset.js';
import { SAURON_ASSUMPTIONS } from '../assumptions.js';
import { TABLES, type Tables } from '../data.js';
import { firstBattleSchema, restoreForRematch, type FirstBattle } from '../expanded.js';
import type { Fighter } from '../ratings.js';
import type { MortalCombatState } from '../mortal-combat.js';
import { sauronOptionsSchema, tablesFor, type SauronOptions } from '../options.js';
import {
  applyRecordAction,
  createRecord,
  fighterIn,
  firstBattleOf,
  PHASES,
  recordActionSchema,
  recordSummary,
  rematchRecord,
  type LogEntry,
  type Phase,
  type RecordAction,
  type RecordEvent,
  type RecordSummary,
  type SauronRecord,
} from '../record.js';
import { Errors } from '../errors.js';

export const REFEREE_SEAT = 'referee';

/** The rules' options (assumptions) and the situation the record starts from. */
export type SauronRefereeOptions = SauronOptions & {
  readonly turn: number;
  readonly phase: Phase;
  /** Hex labels by leader id. */
  readonly positions: Readonly<Record<string, string>>;
  /** Endurance points already lost, by leader id (each below his Endurance). */
  readonly wounds: Readonly<Record<string, number>>;
  /** Expanded Game: the record starts as the rematch of a first battle that ended so (expanded.ts). */
  readonly firstBattle: FirstBattle | null;
};

export const refereeOptionsSchema = sauronOptionsSchema.extend({
  turn: z.number().int().min(1).default(1),
  phase: z.enum(PHASES).default('first-magic'),
  positions: z.record(z.string(), z.string().min(1)).default({}),
  wounds: z.record(z.string(), z.number().int().min(0)).default({}),
  /** Expanded Game: start as the rematch of a first battle (the view's `expandedGame` of a finished one). */
  firstBattle: firstBattleSchema.nullable().default(null),
});

export interface SauronRefereeView {
  readonly summary: RecordSummary;
  /** Every change so far, oldest first, with the events it caused. */
  readonly log: readonly LogEntry[];
  /** A Mortal Combat under way or just over. */
  readonly mortal: MortalCombatState | null;
  /** Each living leader as he would fight a Leader Combat now (for odds). */
  readonly fighters: Readonly<Record<string, Fighter>>;
  readonly nationalitiesGone: readonly string[];
  readonly thirdPlayer: SauronRecord['thirdPlayer'];
  readonly options: SauronOptions;
  /** Expanded Game: once a first battle has ended without a decisive victory, its end, to start the rematch from (option firstBattle). */
  readonly expandedGame: FirstBattle | null;
}

const optionError = (detail: string): RuleError => Errors.badOption(detail);

/** The options with defaults, or the bad one named; leader ids, the turn and the wounds are checked against the data. */
export function parseRefereeOptions(input: unknown, tables: Tables = TABLES): Result<SauronRefereeOptions, RuleError> {
  const parsed = refereeOptionsSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return err(optionError(`${issue.path.join('.') || 'options'}: ${issue.message}`));
  }
  const o = parsed.data;
  tables = tablesFor(o, tables);
  if (o.turn > tables.game.turns) return err(optionError(`turn: the game has ${tables.game.turns} game-turns, not ${o.turn} (SAU-A6).`));
  for (const [key, ids] of [
    ['positions', Object.keys(o.positions)],
    ['wounds', Object.keys(o.wounds)],
  ] as const) {
    const unknown = ids.find((id) => !tables.leadersById.has(id));
    if (unknown) return err(optionError(`${key}.${unknown}: no such leader; leaders are ${[...tables.leadersById.keys()].join(', ')}.`));
  }
  for (const [id, w] of Object.entries(o.wounds)) {
    const l = tables.leadersById.get(id)!;
    if (w >= l.endurance)
      return err(
        optionError(
          `wounds.${id}: ${l.name} has Endurance ${l.endurance}; ${w} wounds would kill him (7.222). Start him with fewer, or record the wound.`,
        ),
      );
  }
  if (o.firstBattle) {
    const r = restoreForRematch(o.firstBattle, { levels: o.rematchLevels }, tables);
    if (!r.ok) return err(Errors.badOption(`firstBattle: ${r.error.message}`, r.error.clause));
  }
  return ok(o);
}

/** The record a situation starts from. */
export function refereeSetup(o: SauronRefereeOptions, tables: Tables = tablesFor(o)): SauronRecord {
  const { turn, phase, positions, wounds, firstBattle, ...rules } = o;
  const rematch = firstBattle ? rematchRecord(firstBattle, { options: rules, turn, phase, positions }, tables) : null;
  if (rematch && !rematch.ok) throw new Error(`firstBattle: ${rematch.error.message}`);
  const s = rematch ? rematch.value.record : createRecord({ options: rules, turn, phase, positions }, tables);
  return { ...s, leaders: s.leaders.map((l) => ({ ...l, wounds: wounds[l.id] ?? 0 })) };
}

/** Dice that always show 1: used only to ask the rules whether an action would be accepted. */
const PROBE: Dice = { roll: () => 1 };

/**
 * What the referee may do now with no more to type than a choice: the pending Mortal Combat's decision
 * first, then the next phase, then each Leader Combat, rally, Ring and Narsil step the rules accept.
 * Changes that need the table's facts (a wound's size, a hex, a unit lost, a challenge's distance) are
 * typed in and are not listed.
 */
export function refereeChoices(s: SauronRecord, tables: Tables = TABLES): RecordAction[] {
  if (s.over) return [];
  const living = s.leaders.filter((l) => l.alive).map((l) => l.id);
  const candidates: RecordAction[] = [
    { type: 'accept' },
    { type: 'refuse' },
    { type: 'meet', reached: true },
    { type: 'meet', reached: false },
    { type: 'mortal-round' },
    { type: 'mortal-fight' },
    { type: 'next-phase' },
    ...living.flatMap((a) => living.map((d): RecordAction => ({ type: 'leader-combat', attacker: a, defender: d }))),
    ...living.map((id): RecordAction => ({ type: 'rally', leader: id })),
    ...living.map((id): RecordAction => ({ type: 'ring-removal', leader: id })),
    { type: 'destroy-ring' },
    ...living.map((id): RecordAction => ({ type: 'take-ring', leader: id })),
    { type: 'return-ring' },
    ...living.map((id): RecordAction => ({ type: 'pass-narsil', to: id })),
    { type: 'first-battle' },
  ];
  return candidates.filter((a) => applyRecordAction(s, a, PROBE, tables).ok);
}

/** The game's end in words. */
export function overReason(over: NonNullable<SauronRecord['over']>): string {
  return over.winner ? `${over.reason}: ${over.winner === 'sauron' ? 'Sauron' : 'Westernesse'} wins` : over.reason;
}

export function refereeView(s: SauronRecord, tables: Tables = TABLES): SauronRefereeView {
  return {
    summary: recordSummary(s, tables),
    log: s.log,
    mortal: s.mortal,
    fighters: Object.fromEntries(s.leaders.filter((l) => l.alive).map((l) => [l.id, fighterIn(s, l.id, tables)])),
    nationalitiesGone: s.nationalitiesGone,
    thirdPlayer: s.thirdPlayer,
    options: s.options,
    expandedGame: s.over && s.over.winner === null && !s.rematch ? firstBattleOf(s) : null,
  };
}

export const sauronReferee: Ruleset<SauronRecord, RecordAction, SauronRefereeView, SauronRefereeOptions, RecordEvent> = {
  id: 'sauron-referee',
  name: 'Sauron variant: record keeper and leader combat (referee)',
  version: '0.1.0',
  seats: [REFEREE_SEAT],
  assumptions: SAURON_ASSUMPTIONS,
  optionsSchema: refereeOptionsSchema,

  parseOptions(input: unknown) {
    return parseRefereeOptions(input);
  },

  parseAction(input: unknown): Result<RecordAction, RuleError> {
    const parsed = recordActionSchema.safeParse(input);
    if (parsed.success) return ok(parsed.data);
    const issue = parsed.error.issues[0]!;
    return err(Errors.malformedAction(`${issue.path.join('.') || 'action'}: ${issue.message}`));
  },

  setup(options: SauronRefereeOptions): SauronRecord {
    return refereeSetup(options);
  },

  toAct(s: SauronRecord): readonly Seat[] {
    return s.over ? [] : [REFEREE_SEAT];
  },

  legalActions(s: SauronRecord, seat: Seat): RecordAction[] {
    return seat === REFEREE_SEAT ? refereeChoices(s, tablesFor(s.options)) : [];
  },

  apply(s: SauronRecord, seat: Seat, action: RecordAction, dice: Dice) {
    if (seat !== REFEREE_SEAT) return err(CoreErrors.unknownSeat(seat));
    return applyRecordAction(s, action, dice, tablesFor(s.options));
  },

  view(s: SauronRecord): SauronRefereeView {
    return refereeView(s, tablesFor(s.options));
  },

  outcome(s: SauronRecord): Outcome | null {
    return s.over ? { winner: null, reason: overReason(s.over), clause: s.over.clause } : null;
  },
};
