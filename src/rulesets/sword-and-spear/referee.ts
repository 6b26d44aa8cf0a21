/**
 * A referee's Sword & Spear Fantasy: two units and the circumstances in the options, and one shooting,
 * melee or attack spell resolved with the program's dice or dice typed in from the table
 * (Match.act's typedDice). The units stand on a small table built from the circumstances, so every rule
 * is the game's own (shooting.ts, melee.ts, magic.ts); nothing is re-decided here.
 *
 *   const m = Match.create(swordAndSpearReferee, { kind: 'melee', attacker: { profile: 'elf-knights' }, defender: { profile: 'orc-warband-1' } }, 7);
 *   m.value.act('attacker', { type: 'resolve' }, [6, 5, 4, 3, 2, 1, ...]);
 */
import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { pt, rect, type Base } from '../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../core/result.js';
import { CoreErrors, type RuleError } from '../../core/rule-error.js';
import type { Outcome, Ruleset, Seat, Viewer } from '../../core/ruleset.js';
import { makeUnit, profile, type Battlefield, type TerrainPiece, type Unit } from './battlefield.js';
import { CLAUSE } from './clauses.js';
import { Errors } from './errors.js';
import { idSchema, unitProfileSchema, TABLES } from './data.js';
import { bestShot } from './game/index.js';
import { castSpell, startMagicTurn } from './magic.js';
import { meleeSide, resolveMelee, type MeleeFlags } from './melee.js';
import { optionsSchema, type Options } from './options.js';
import { ASSUMPTIONS } from './assumptions.js';
import { resolveVolley, volleyEvents, type Volley } from './shooting.js';

const unitSpecSchema = z.union([
  z.strictObject({ profile: idSchema, hits: z.number().int().min(0).default(0) }),
  unitProfileSchema.extend({
    id: idSchema.default('unit'),
    name: z.string().min(1).default('Unit'),
    hits: z.number().int().min(0).default(0),
  }),
]);
export type RefereeUnitSpec = z.input<typeof unitSpecSchema>;

export const refereeOptionsSchema = z.strictObject({
  kind: z.enum(['shooting', 'melee', 'spell']).default('shooting'),
  attacker: unitSpecSchema.default({ profile: 'elf-archers-1', hits: 0 }),
  defender: unitSpecSchema.default({ profile: 'orc-warband-2', hits: 0 }),
  shooting: z
    .strictObject({
      /** DU from the shooter's front edge to the target (9 Range). */
      range: z.number().min(0).max(20).default(3),
      /** Moved before shooting this activation (9 Combat dice). */
      moved: z.boolean().default(false),
      shooterInDifficult: z.boolean().default(false),
      /** The target is in terrain that gives cover (9 Effect of cover). */
      targetInCover: z.boolean().default(false),
      targetAltitude: z.enum(['ground', 'low', 'high']).default('ground'),
      /** Bonuses from action dice and from a boost spell (9 Bonus Combat dice). */
      bonuses: z.number().int().min(0).max(6).default(0),
      magicBonuses: z.number().int().min(0).max(6).default(0),
      /** The level of a protect spell on the target (SSF-A19). */
      protect: z.number().int().min(0).max(3).default(0),
    })
    .prefault({}),
  melee: z
    .strictObject({
      /** The attacker charged into contact this activation (SSF-A3). */
      charging: z.boolean().default(true),
      /** The attacker is on the defender's flank (F7: the defender is not fresh, and fights side-on). */
      flank: z.boolean().default(false),
      attackerInDifficult: z.boolean().default(false),
      defenderInDifficult: z.boolean().default(false),
      attackerSupports: z.number().int().min(0).max(4).default(0),
      defenderSupports: z.number().int().min(0).max(4).default(0),
      attackerBonuses: z.number().int().min(0).max(6).default(0),
      defenderBonuses: z.number().int().min(0).max(6).default(0),
      /** The attacker charged across a hedge, wall or stream (SSF-A48: not fresh in this combat, with rules.obstacleCombat 'cover-and-not-fresh'). */
      acrossObstacle: z.boolean().default(false),
    })
    .prefault({}),
  spell: z
    .strictObject({
      level: z.number().int().min(1).max(3).default(1),
      form: z.enum(['physical', 'non-physical']).default('physical'),
      /** DU from the magic-user to the target (17 Line of sight). */
      range: z.number().min(0).max(12).default(3),
    })
    .prefault({}),
  /** The game's assumption switches (options.ts). */
  rules: optionsSchema.prefault({}),
});
export type RefereeOptions = z.infer<typeof refereeOptionsSchema>;

export interface RefereeState {
  readonly options: RefereeOptions;
  readonly units: { readonly attacker: Unit; readonly defender: Unit };
  readonly outcome?: Outcome;
}
export type RefereeAction = { readonly type: 'resolve' };
export type RefereeEvent = { readonly type: string; readonly clause: string; readonly [k: string]: unknown };
export type RefereeView = RefereeState & { readonly hidden: 'nothing' };

const W = 4;
const D = 2;
const baseAt = (x: number, y: number, facing: number): Base => ({ centre: pt(x, y), width: W, depth: D, facing });
/** A terrain piece under a base (slightly larger, so its centre is well inside; SSF-A10). */
const under = (id: string, type: string, b: Base): TerrainPiece => ({
  id,
  type,
  polygon: rect(b.centre.x - 3, b.centre.y - 3, b.centre.x + 3, b.centre.y + 3),
});

function makeRefUnit(spec: z.infer<typeof unitSpecSchema>, id: string, side: string, base: Base): Result<Unit, string> {
  if ('profile' in spec) {
    try {
      return ok(makeUnit({ ...profile(spec.profile), id }, side, base, { hits: spec.hits }));
    } catch (e) {
      return err((e as Error).message);
    }
  }
  const { hits, ...p } = spec;
  if (!TABLES.troopTypes.has(p.troopType)) return err(`no troop type '${p.troopType}'`);
  return ok(makeUnit({ ...p, id }, side, base, { hits }));
}

type Situation =
  | { kind: 'shooting'; field: Battlefield; volley: Volley; clause: string }
  | { kind: 'spell'; field: Battlefield; volley: Volley; clause: string }
  | { kind: 'melee'; field: Battlefield; a: ReturnType<typeof meleeSide>; b: ReturnType<typeof meleeSide> };

/** The two units on a small table as the circumstances describe, and what the dice will decide; or why the rules forbid it. */
export function situation(o: RefereeOptions): Result<{ situation: Situation; units: RefereeState['units'] }, RuleError> {
  const bad = (m: string) => err(Errors.badOption(m));
  const rules: Options = o.rules;
  const aBase = baseAt(0, 0, 90);
  if (o.kind === 'melee') {
    const m = o.melee;
    // Front to front: the defender's front edge on the attacker's (y = 1); on the flank the defender faces along x, its side on y = 1.
    const dBase = m.flank ? baseAt(0, 1 + W / 2, 0) : baseAt(0, 1 + D / 2, 270);
    const a = makeRefUnit(o.attacker, 'attacker', 'attacker', aBase);
    const d = makeRefUnit(o.defender, 'defender', 'defender', dBase);
    if (!a.ok) return bad(`attacker: ${a.error}`);
    if (!d.ok) return bad(`defender: ${d.error}`);
    const terrain = [
      ...(m.attackerInDifficult ? [under('attacker-ground', 'marsh', aBase)] : []),
      ...(m.defenderInDifficult ? [under('defender-ground', 'marsh', dBase)] : []),
    ];
    const field: Battlefield = { units: [a.value, d.value], terrain };
    const sa = meleeSide(
      field,
      a.value,
      d.value,
      {
        active: true,
        charging: m.charging,
        bonuses: m.attackerBonuses,
        acrossObstacle: m.charging && m.acrossObstacle && rules.obstacleCombat === 'cover-and-not-fresh',
      },
      rules,
    );
    const sd = meleeSide(field, d.value, a.value, { active: false, charging: false, bonuses: m.defenderBonuses }, rules);
    const withSupports = (s: typeof sa, n: number) => ({ ...s, flags: { ...s.flags, supports: n } satisfies MeleeFlags });
    return ok({
      situation: { kind: 'melee', field, a: withSupports(sa, m.attackerSupports), b: withSupports(sd, m.defenderSupports) },
      units: { attacker: a.value, defender: d.value },
    });
  }
  const range = o.kind === 'shooting' ? o.shooting.range : o.spell.range;
  // The target's near edge `range` from the shooter's front edge (y = 1) or from the magic-user (y = 0).
  const nearY = o.kind === 'shooting' ? 1 + range : range;
  const dBase = baseAt(0, nearY + D / 2, 270);
  const a = makeRefUnit(o.attacker, 'attacker', 'attacker', aBase);
  const d = makeRefUnit(o.defender, 'defender', 'defender', dBase);
  if (!a.ok) return bad(`attacker: ${a.error}`);
  if (!d.ok) return bad(`defender: ${d.error}`);
  if (o.kind === 'shooting') {
    const s = o.shooting;
    const target: Unit = s.targetAltitude === 'ground' ? d.value : { ...d.value, altitude: s.targetAltitude };
    const terrain = [
      ...(s.shooterInDifficult ? [under('shooter-ground', 'marsh', aBase)] : []),
      ...(s.targetInCover ? [under('target-cover', 'rough', dBase)] : []),
    ];
    const field: Battlefield = { units: [a.value, target], terrain };
    const plan = bestShot(field, 'attacker', 'defender', s.moved ? 'before' : 'none', s.bonuses, s.magicBonuses, s.protect, rules);
    if (!plan.ok) return err(plan.error);
    return ok({
      situation: { kind: 'shooting', field, volley: plan.value.volley, clause: CLAUSE.procedure },
      units: { attacker: a.value, defender: target },
    });
  }
  const field: Battlefield = { units: [d.value], terrain: [] };
  const cast = castSpell(
    field,
    [{ id: 'attacker', side: 'attacker', level: o.spell.level, position: pt(0, 0) }],
    startMagicTurn({ attacker: 6 }),
    {
      user: 'attacker',
      spell: 'attack',
      form: o.spell.form,
      level: o.spell.level,
      target: 'defender',
      phase: 1,
      moment: 'after-allocation',
    },
    rules,
  );
  if (!cast.ok) return err(cast.error);
  if (cast.value.effect.spell !== 'attack') return bad('not an attack spell');
  return ok({
    situation: { kind: 'spell', field, volley: cast.value.effect.volley, clause: CLAUSE.attackSpell },
    units: { attacker: a.value, defender: d.value },
  });
}

const SEATS = ['attacker', 'defender'] as const;

export const swordAndSpearReferee: Ruleset<RefereeState, RefereeAction, RefereeView, RefereeOptions, RefereeEvent> = {
  id: 'sword-and-spear-referee',
  name: 'Sword & Spear Fantasy: one combat (referee)',
  version: '0.1.0',
  seats: SEATS,
  assumptions: ASSUMPTIONS,

  parseOptions(input: unknown): Result<RefereeOptions, RuleError> {
    const r = refereeOptionsSchema.safeParse(input ?? {});
    if (!r.success) return err(Errors.badOption(z.prettifyError(r.error)));
    const s = situation(r.data);
    if (!s.ok) return err(Errors.forbiddenSituation(s.error));
    return ok(r.data);
  },

  parseAction(input: unknown): Result<RefereeAction, RuleError> {
    const r = z.strictObject({ type: z.literal('resolve') }).safeParse(input);
    return r.success ? ok(r.data) : err(CoreErrors.malformed(z.prettifyError(r.error)));
  },

  setup(options: RefereeOptions): RefereeState {
    const s = situation(options);
    if (!s.ok) throw new Error(s.error.message); // parseOptions has checked it
    return { options, units: s.value.units };
  },

  toAct: (s) => (s.outcome ? [] : ['attacker']),

  legalActions: (s, seat) => (!s.outcome && seat === 'attacker' ? [{ type: 'resolve' }] : []),

  apply(state: RefereeState, seat: Seat, _action: RefereeAction, dice: Dice) {
    if (seat !== 'attacker') return err(CoreErrors.notYourTurn(seat));
    if (state.outcome) return err(CoreErrors.gameOver());
    const s = situation(state.options);
    if (!s.ok) return s;
    const sit = s.value.situation;
    const name = (u: Unit) => u.profile.name;
    const { attacker, defender } = s.value.units;
    if (sit.kind === 'melee') {
      const r = resolveMelee({ a: sit.a, b: sit.b }, dice, state.options.rules);
      const events: RefereeEvent[] = [{ type: 'melee', clause: 'SSF-A36', attacker: r.a, defender: r.b }];
      const winner: Seat | null = r.b.routed && !r.a.routed ? 'attacker' : r.a.routed && !r.b.routed ? 'defender' : null;
      const reason = `${name(attacker)} took ${r.a.hits} hit${r.a.hits === 1 ? '' : 's'}${r.a.routed ? ' and routs' : ''}; ${name(defender)} took ${r.b.hits}${r.b.routed ? ' and routs' : ''}`;
      return ok({ state: { ...state, outcome: { winner, reason, clause: 'SSF-A36' } }, events });
    }
    const r = resolveVolley(sit.volley, dice, state.options.rules);
    const events: RefereeEvent[] = volleyEvents(r, sit.volley).map((e) => ({ ...e }) as RefereeEvent);
    const reason = `${name(defender)} took ${r.hits} hit${r.hits === 1 ? '' : 's'}${r.routed ? ' and routs' : ''}`;
    return ok({ state: { ...state, outcome: { winner: r.routed ? 'attacker' : null, reason, clause: sit.clause } }, events });
  },

  view: (s: RefereeState, _viewer: Viewer): RefereeView => ({ ...s, hidden: 'nothing' }),

  outcome: (s) => s.outcome ?? null,
};
