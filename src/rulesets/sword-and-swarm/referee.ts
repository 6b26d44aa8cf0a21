/**
 * One Sword & Swarm attack (or one deflection) as a Ruleset, for a referee at the table: the options
 * carry an attack spec (attacker, defender, weapon, range, cover, aim, ...) or the id of an example in
 * data/attacks.json, plus every assumption switch. It is resolved step by step, each step a seat's
 * one action, the dice rolled by the match or typed in from the table (Match.act's typedDice):
 *
 *   1. 'attacker': roll-attack: the attack dice test the defender's Key or Mallet (Attack, G1).
 *   2. 'defender': roll-deflect: one Shield test per Impact with the Evasion Die (Deflect Impacts), then
 *      Star lost, and at 0 the injury dice (Losing Star points).
 *
 * The view carries the modifiers with their causes and the exact odds (odds.ts) as a distribution
 * of Star lost and injuries. Nothing is hidden.
 *
 *   const m = Match.create(swordAndSwarmAttack, { attack: 'spear-charge' }, 1);
 *   m.value.act('attacker', { type: 'roll-attack' }, [5, 5, 2, 1]);
 */
import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import { CoreErrors, type RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';
import type { Outcome, Ruleset, Seat, Viewer } from '../../core/ruleset.js';
import { ASSUMPTIONS } from './assumptions.js';
import { attackDice, deflect, loseStar, rangedModifiers, rollAttack, shieldOf, type Injury, type SwsEvent } from './attack.js';
import { CLAUSE } from './clauses.js';
import attacksData from './data/attacks.json' with { type: 'json' };
import { characterSchema, idSchema, parseDataFile, TABLES, type CharacterSheet, type Weapon } from './data.js';
import { attackOdds, remainingDistribution } from './odds.js';
import { badOption, optionsSchema, type Options } from './options.js';
import { characterFrom, swarmModel, type CharacterState } from './state.js';

export const ATTACK_SEATS = ['attacker', 'defender'] as const;

const who = z.union([idSchema, characterSchema]);
export const attackSpecSchema = z.strictObject({
  id: idSchema.optional(),
  name: z.string().min(1).default('An attack'),
  /** A ranged or melee attack from its first step, or only a deflection of `impact`. */
  kind: z.enum(['ranged', 'melee', 'deflection']).default('melee'),
  /** A character's id (data/warbands/, data/swarm.json) or a whole character sheet. */
  attacker: who.optional(),
  defender: who,
  /** Default: the attacker's first weapon of the kind (unarmed in melee). */
  weapon: idSchema.optional(),
  /** Inches, base edge to base edge (ranged). */
  range: z.number().min(0).max(200).default(1),
  cover: z.enum(['none', 'soft', 'heavy']).default('none'),
  tookCover: z.boolean().default(false),
  prone: z.boolean().default(false),
  aim: z.number().int().min(0).max(2).default(0),
  elevated: z.boolean().default(false),
  moved: z.boolean().default(false),
  /** The attacker charged this activation (a spear's +1). */
  charged: z.boolean().default(false),
  /** The attacker is Wavering: disadvantage on attack dice (SWS-A2). */
  wavering: z.boolean().default(false),
  /** The defender's Star now; default its max. */
  defenderStar: z.number().int().min(0).max(20).optional(),
  /** A deflection's Impact. */
  impact: z.number().int().min(0).max(30).optional(),
});
export type AttackSpec = z.infer<typeof attackSpecSchema>;

const examplesSchema = z.strictObject({ about: z.string().optional(), attacks: z.array(attackSpecSchema.extend({ id: idSchema })) });
const examples = parseDataFile(examplesSchema, attacksData, 'attacks.json');
if (!examples.ok) throw new Error(examples.error);
export const ATTACK_EXAMPLES: ReadonlyMap<string, AttackSpec> = new Map(examples.value.attacks.map((a) => [a.id, a]));
export const DEFAULT_ATTACK = 'shortbow-at-the-hedge';

export const attackOptionsSchema = optionsSchema.extend({
  /** An example's id (data/attacks.json) or an attack spec; default the first example. */
  attack: z.union([z.string(), attackSpecSchema]).default(DEFAULT_ATTACK),
});
export type AttackOptions = Omit<z.infer<typeof attackOptionsSchema>, 'attack'> & { readonly attack: AttackSpec };

type Side = (typeof ATTACK_SEATS)[number];
export type AttackAction = { readonly type: 'roll-attack' } | { readonly type: 'roll-deflect' };

export interface AttackState {
  readonly options: AttackOptions;
  readonly attacker?: CharacterState;
  readonly defender: CharacterState;
  readonly weapon?: Weapon;
  readonly modifiers: readonly { readonly label: string; readonly value: number }[];
  readonly step: 'attack' | 'deflect' | 'over';
  readonly impact?: number;
  readonly result?: {
    readonly hits?: number;
    readonly remaining?: number;
    readonly lost?: number;
    readonly injury?: Injury;
    readonly removed?: boolean;
  };
}

export interface AttackView extends AttackState {
  readonly hidden: 'nothing';
  readonly attackDice: number;
  readonly netModifier: number;
  /** The exact odds before any roll: 'lost/injury' with its probability, most likely first. */
  readonly odds: readonly { readonly lost: number; readonly injury: Injury | 'none'; readonly p: number }[];
  readonly expectedStarLost: number;
}

function sheetOf(x: string | CharacterSheet): Result<{ sheet: CharacterSheet; swarm: boolean }, string> {
  if (typeof x !== 'string') return ok({ sheet: x, swarm: x.class === 'swarm' });
  for (const w of TABLES.warbands.values()) {
    const c = w.characters.find((y) => y.id === x);
    if (c) return ok({ sheet: c, swarm: false });
  }
  const m = TABLES.swarm.get(x);
  return m ? ok({ sheet: m, swarm: true }) : err(`no character '${x}' in data/warbands/ or data/swarm.json`);
}
const place = (x: { sheet: CharacterSheet; swarm: boolean }, owner: string): CharacterState =>
  x.swarm ? swarmModel(x.sheet, x.sheet.id, { x: 0, y: 0 }) : characterFrom(x.sheet, owner, { x: 0, y: 0 });

/** The attack of a spec, checked: its characters, weapon, modifiers and first step. */
export function buildAttack(o: AttackOptions): Result<AttackState, string> {
  const a = o.attack;
  const d = sheetOf(a.defender);
  if (!d.ok) return err(`defender: ${d.error}`);
  let defender = place(d.value, 'defender');
  if (a.defenderStar !== undefined) {
    if (a.defenderStar > defender.sheet.star)
      return err(`defenderStar: ${a.defenderStar} is above ${defender.sheet.name}'s max Star ${defender.sheet.star}`);
    defender = { ...defender, star: a.defenderStar };
  }
  if (a.kind === 'deflection') {
    if (a.impact === undefined) return err('impact: a deflection needs the Impact to deflect');
    return ok({ options: o, defender, modifiers: [], step: 'deflect', impact: a.impact });
  }
  if (a.attacker === undefined) return err('attacker: an attack needs an attacker');
  const at = sheetOf(a.attacker);
  if (!at.ok) return err(`attacker: ${at.error}`);
  const attacker = place(at.value, 'attacker');
  const carried = attacker.sheet.weapons.map((w) => TABLES.weapons.get(w)).filter((w): w is Weapon => w !== undefined);
  const fits = (w: Weapon) => (a.kind === 'ranged' ? w.range !== null : w.kind === 'melee');
  const weapon =
    a.weapon !== undefined
      ? TABLES.weapons.get(a.weapon)
      : (carried.find(fits) ?? (a.kind === 'melee' ? TABLES.weapons.get('unarmed') : undefined));
  if (!weapon)
    return err(
      a.weapon !== undefined
        ? `weapon: no weapon '${a.weapon}' in data/weapons.json`
        : `weapon: ${attacker.sheet.name} has no ranged weapon`,
    );
  if (!fits(weapon)) return err(`weapon: '${weapon.id}' is not a ${a.kind} weapon`);
  if (a.kind === 'ranged' && a.range > weapon.range!) return err(`range: ${a.range}" is beyond '${weapon.id}' (${weapon.range}")`);
  if (a.kind === 'melee' && a.range > 1) return err('range: the enemy you strike must be within 1 inch (Melee Attacks)');
  const modifiers =
    a.kind === 'ranged'
      ? rangedModifiers(
          { distance: a.range, aim: a.aim, elevated: a.elevated, moved: a.moved, cover: a.cover, tookCover: a.tookCover, prone: a.prone },
          o,
        )
      : a.charged && weapon.chargeBonus
        ? [{ label: `${weapon.name} charged`, value: weapon.chargeBonus }]
        : [];
  return ok({ options: o, attacker, defender, weapon, modifiers, step: 'attack' });
}

const circumstance = (s: AttackState) => s.modifiers.reduce((n, m) => n + m.value, 0);
const edgeOf = (s: AttackState) =>
  s.options.attack.wavering && s.options.morale !== 'off' ? ('disadvantage' as const) : ('none' as const);

export function attackView(s: AttackState): AttackView {
  const o: Options = s.options;
  const star = s.defender.star;
  let dist: Map<string, number>;
  let expected = 0;
  let n = 0;
  let net = 0;
  if (s.attacker && s.weapon && s.options.attack.kind !== 'deflection') {
    n = attackDice(s.attacker, s.weapon);
    net = circumstance(s) + s.weapon.modifier;
    const defence = s.options.attack.kind === 'ranged' ? s.defender.sheet.key : s.defender.mallet;
    const x = attackOdds(
      { dice: n, defence, modifier: net, edge: edgeOf(s), shield: shieldOf(s.defender, o), star, maxStar: s.defender.sheet.star },
      o,
    );
    dist = new Map(x.outcomes);
    expected = x.expectedStarLost;
  } else {
    dist = new Map();
    remainingDistribution(s.impact ?? 0, shieldOf(s.defender, o), o).forEach((p, r) => {
      const lost = Math.min(r, star);
      expected += p * lost;
      if (r === 0 || r < star) return dist.set(`${lost}/none`, (dist.get(`${lost}/none`) ?? 0) + p);
      const k = 1 + r - star;
      const add = (i: string, q: number) => dist.set(`${lost}/${i}`, (dist.get(`${lost}/${i}`) ?? 0) + p * q);
      add('death', 1 - (5 / 6) ** k);
      add('out-of-action', (5 / 6) ** k - (3 / 6) ** k);
      add('stunned', (3 / 6) ** k);
    });
  }
  const odds = [...dist]
    .filter(([, p]) => p > 0)
    .map(([k, p]) => {
      const [lost, injury] = k.split('/') as [string, Injury | 'none'];
      return { lost: Number(lost), injury, p };
    })
    .sort((a, b) => b.p - a.p);
  return { ...s, hidden: 'nothing', attackDice: n, netModifier: net, odds, expectedStarLost: expected };
}

const isSide = (seat: Seat): seat is Side => (ATTACK_SEATS as readonly string[]).includes(seat);
const parseAction = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('roll-attack') }),
  z.strictObject({ type: z.literal('roll-deflect') }),
]);

export const swordAndSwarmAttack: Ruleset<AttackState, AttackAction, AttackView, AttackOptions, SwsEvent> = {
  id: 'sword-and-swarm-attack',
  name: 'Sword & Swarm: an attack (referee)',
  version: '0.1.0',
  seats: ATTACK_SEATS,
  assumptions: ASSUMPTIONS,

  parseOptions(input: unknown): Result<AttackOptions, RuleError> {
    const parsed = attackOptionsSchema.safeParse(input ?? {});
    if (!parsed.success) return err(badOption(parsed.error));
    const a = parsed.data.attack;
    const spec = typeof a === 'string' ? ATTACK_EXAMPLES.get(a) : a;
    if (!spec)
      return err(Errors.badOption(`attack: no example '${String(a)}'; the examples are ${[...ATTACK_EXAMPLES.keys()].join(', ')}`));
    const options: AttackOptions = { ...parsed.data, attack: spec };
    const built = buildAttack(options);
    if (!built.ok) return err(Errors.badOption(`attack.${built.error}`));
    return ok(options);
  },

  parseAction(input: unknown): Result<AttackAction, RuleError> {
    const parsed = parseAction.safeParse(input);
    return parsed.success ? ok(parsed.data) : err(CoreErrors.malformed(parsed.error.issues[0]!.message));
  },

  setup(options: AttackOptions): AttackState {
    const built = buildAttack(options);
    if (!built.ok) throw new Error(built.error); // parseOptions has checked it
    return built.value;
  },

  toAct: (s) => (s.step === 'attack' ? ['attacker'] : s.step === 'deflect' ? ['defender'] : []),

  legalActions(s: AttackState, seat: Seat): AttackAction[] {
    if (s.step === 'attack' && seat === 'attacker') return [{ type: 'roll-attack' }];
    if (s.step === 'deflect' && seat === 'defender') return [{ type: 'roll-deflect' }];
    return [];
  },

  apply(s: AttackState, seat: Seat, action: AttackAction, dice: Dice) {
    if (!isSide(seat)) return err(CoreErrors.unknownSeat(seat));
    if (s.step === 'over') return err(CoreErrors.gameOver());
    if (action.type === 'roll-attack') {
      if (s.step !== 'attack') return err(Errors.deflectNow());
      if (seat !== 'attacker') return err(CoreErrors.notYourTurn(seat));
      const kind = s.options.attack.kind === 'ranged' ? 'ranged' : 'melee';
      const r = rollAttack(
        { attacker: s.attacker!, target: s.defender, weapon: s.weapon!, kind, modifier: circumstance(s), edge: edgeOf(s) },
        dice,
        s.options,
      );
      const events: SwsEvent[] = [
        ...(kind === 'ranged' ? [{ type: 'ranged-modifiers', clause: CLAUSE.ranged, modifiers: s.modifiers, total: circumstance(s) }] : []),
        ...r.events,
      ];
      const next: AttackState =
        r.hits === 0
          ? { ...s, step: 'over', impact: 0, result: { hits: 0, remaining: 0, lost: 0 } }
          : { ...s, step: 'deflect', impact: r.hits, result: { hits: r.hits } };
      return ok({ state: next, events });
    }
    if (s.step !== 'deflect') return err(Errors.attackFirst());
    if (seat !== 'defender') return err(CoreErrors.notYourTurn(seat));
    const impact = s.impact ?? 0;
    const d = deflect(shieldOf(s.defender, s.options), impact, dice, s.options);
    const events: SwsEvent[] = [
      {
        type: 'deflect',
        clause: CLAUSE.deflect,
        target: s.defender.id,
        rolls: d.rolls,
        evasion: d.evasion,
        saved: d.saved,
        remaining: d.remaining,
      },
    ];
    const loss = loseStar(s.defender, d.remaining, dice, s.options, 1, 1);
    events.push(...loss.events);
    const result = {
      ...s.result,
      remaining: d.remaining,
      lost: loss.lost,
      ...(loss.injury ? { injury: loss.injury } : {}),
      ...(loss.character.swarm && loss.character.status === 'dead' ? { removed: true } : {}),
    };
    return ok({ state: { ...s, defender: loss.character, step: 'over', result }, events });
  },

  view: (s: AttackState, _viewer: Viewer) => attackView(s),

  outcome(s: AttackState): Outcome | null {
    if (s.step !== 'over') return null;
    const r = s.result ?? {};
    const name = s.defender.sheet.name;
    if (r.removed) return { winner: 'attacker', reason: `${name}, a Swarm model, is removed`, clause: 'SWS-A3' };
    if ((r.remaining ?? 0) === 0)
      return {
        winner: 'defender',
        reason: r.hits === 0 ? `no hit on ${name}` : `${name} deflects every Impact`,
        clause: r.hits === 0 ? CLAUSE.attack : CLAUSE.deflect,
      };
    const injury = r.injury ? `, ${r.injury === 'out-of-action' ? 'out of action' : r.injury}` : '';
    return { winner: 'attacker', reason: `${name} loses ${r.lost ?? 0} Star (${s.defender.star} left)${injury}`, clause: CLAUSE.star };
  },
};
