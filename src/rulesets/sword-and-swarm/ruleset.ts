/**
 * Sword & Swarm as a Ruleset: an encounter of two warbands (seats 'red' and 'blue') on an open table,
 * with the Swarm acting by itself (SWS-A3), played hot-seat, online or against the computer.
 * Options: every assumption switch of options.ts plus `encounter`, the name of a bundled encounter
 * (data/encounters/) or an encounter of one's own in the same shape.
 *
 * Nothing is hidden in Sword & Swarm: every model, the tokens in the container (one per character,
 * by owner) and every roll are seen by everyone, so `view` is the same for every seat and spectators.
 *
 *   const m = Match.create(swordAndSwarm, { encounter: 'ford-at-dusk' }, 7);
 *   m.value.act('red', { type: 'activate', character: 'brannoc' });
 */
import { z } from 'zod';
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import { CoreErrors, type RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';
import type { Outcome, Ruleset, Seat, Viewer } from '../../core/ruleset.js';
import { rect, type Point } from '../../core/geometry/open-table.js';
import { gap, inMelee, sees, standingIn, targetChoices } from './actions.js';
import { ASSUMPTIONS } from './assumptions.js';
import { isBloodied, shieldOf, type SwsEvent } from './attack.js';
import { checkEncounter, encounterSchema, TABLES, weapon, type EncounterSpec, type TerrainType } from './data.js';
import { legalTurnActions } from './legal.js';
import { badOption, optionsSchema } from './options.js';
import { characterFrom, standing, SWARM, swarmModel, type CharacterState, type Morale, type Status, type TerrainPiece } from './state.js';
import { apply, startEncounter, toAct, type Encounter, type TurnAction } from './turn.js';

export const SEATS = ['red', 'blue'] as const;
export const DEFAULT_ENCOUNTER = 'ford-at-dusk';

export const gameOptionsSchema = optionsSchema.extend({
  /** A bundled encounter's id (data/encounters/) or an encounter of one's own (data.ts encounterSchema). */
  encounter: z.union([z.string(), encounterSchema]).default(DEFAULT_ENCOUNTER),
});
export type SwsOptions = z.infer<typeof gameOptionsSchema>;

export interface SwsState {
  readonly options: SwsOptions;
  readonly spec: EncounterSpec;
  readonly encounter: Encounter;
}

const point = z.strictObject({ x: z.number().finite(), y: z.number().finite() });
const id = z.string().min(1).max(80);
const actionSchema = z.discriminatedUnion('type', [
  // `show` is what the client was shown with a legal move (actions.ts MoveShown): accepted back and dropped.
  z.strictObject({ type: z.literal('move'), to: point, charge: z.boolean().optional(), show: z.unknown().optional() }),
  z.strictObject({ type: z.literal('ranged'), target: id, weapon: id.optional() }),
  z.strictObject({ type: z.literal('melee'), target: id, weapon: id.optional() }),
  z.strictObject({ type: z.literal('aim'), target: id, ap: z.union([z.literal(1), z.literal(2)]) }),
  z.strictObject({ type: z.literal('take-cover') }),
  z.strictObject({ type: z.literal('breather') }),
  z.strictObject({ type: z.literal('rally'), target: id.optional() }),
  z.strictObject({ type: z.literal('cast'), spell: id, target: id.optional() }),
  z.strictObject({ type: z.literal('order'), target: id }),
]);
export const turnActionSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('activate'), character: id }),
  z.strictObject({ type: z.literal('act'), action: actionSchema }),
  z.strictObject({ type: z.literal('end') }),
]);

/** The encounter an option names, checked against the tables. */
export function encounterOf(o: SwsOptions): Result<EncounterSpec, string> {
  if (typeof o.encounter !== 'string') return checkEncounter(o.encounter, TABLES);
  const e = TABLES.encounters.get(o.encounter);
  return e ? ok(e) : err(`no encounter '${o.encounter}': the bundled ones are ${[...TABLES.encounters.keys()].join(', ')}`);
}

/** The characters and terrain of an encounter spec, the Swarm left off with `swarm: 'off'` (SWS-A3). */
export function placeEncounter(spec: EncounterSpec, o: SwsOptions): { characters: CharacterState[]; terrain: TerrainPiece[] } {
  const at = ([x, y]: readonly [number, number]): Point => ({ x, y });
  const characters: CharacterState[] = [];
  for (const seat of SEATS) {
    const side = spec.sides[seat];
    for (const c of TABLES.warbands.get(side.warband)!.characters) characters.push(characterFrom(c, seat, at(side.at[c.id]!)));
  }
  if (o.swarm !== 'off') for (const m of spec.swarm) characters.push(swarmModel(TABLES.swarm.get(m.model)!, m.id, at(m.at)));
  const terrain = spec.terrain.map((t) => ({
    type: t.type,
    polygon: 'rect' in t ? rect(...t.rect) : t.polygon.map(([x, y]) => ({ x, y })),
  }));
  return { characters, terrain };
}

// ---------------------------------------------------------------- the view

export interface CharacterView {
  readonly id: string;
  readonly name: string;
  /** 'red', 'blue' or 'swarm'. */
  readonly owner: string;
  readonly class: string;
  readonly leader: boolean;
  readonly at: Point;
  readonly status: Status;
  readonly star: number;
  readonly maxStar: number;
  readonly attributes: {
    readonly mallet: number;
    readonly key: number;
    readonly runes: number;
    readonly coronet: number;
    readonly shield: number;
    readonly boots: number;
  };
  readonly weapons: readonly { readonly id: string; readonly name: string; readonly range: number | null }[];
  readonly traits: readonly string[];
  readonly bloodied: boolean;
  readonly morale: Morale;
  readonly prone: boolean;
  readonly tookCover: boolean;
  readonly cover: 'none' | 'soft' | 'heavy';
  readonly elevated: boolean;
  readonly inMelee: boolean;
  readonly aim?: { readonly target: string; readonly bonus: number };
  readonly loot?: number;
  readonly activated: boolean;
  readonly ordered: boolean;
}

/** From the activated character to another standing model: what the table view draws and the action menu needs. */
export interface Measurement {
  readonly to: string;
  /** Base edge to base edge, inches (SWS-A8). */
  readonly distance: number;
  readonly lineOfSight: boolean;
  /** Ranged Attacks: may be shot without a Runes test ('allowed'), only after one ('runes'), or not at all ('none'). */
  readonly target: 'allowed' | 'runes' | 'none' | 'friend';
  /** Ranged weapons (and thrown daggers) that reach it. */
  readonly inRange: readonly string[];
}

export interface SwsView {
  /** Nothing is hidden in Sword & Swarm: every seat and spectator gets this same view. */
  readonly hidden: 'nothing';
  readonly encounter: { readonly id: string; readonly name: string; readonly about?: string };
  readonly table: { readonly width: number; readonly height: number };
  readonly baseSize: number;
  readonly terrain: readonly (TerrainPiece & { readonly kind: TerrainType })[];
  readonly seats: Readonly<Record<(typeof SEATS)[number], { readonly warband: string; readonly name: string }>>;
  readonly characters: readonly CharacterView[];
  readonly turn: number;
  readonly maxTurns: number;
  /** The tokens still in the container, by owner (the Swarm's too). */
  readonly bag: Readonly<Record<string, number>>;
  readonly pending: Encounter['pending'];
  readonly activation: null | {
    readonly character: string;
    readonly ap: number;
    readonly moveLeft: number;
    readonly moved: boolean;
    readonly charged: boolean;
  };
  readonly measurements: readonly Measurement[];
  readonly orders: readonly { readonly leader: string; readonly character: string }[];
  readonly outcome: Outcome | null;
  /**
   * Nothing is hidden, so the whole position may be known too: what a computer player that looks ahead
   * plays on (`stateFromView`). Screens draw the fields above.
   */
  readonly position: SwsState;
}

/** The game state a view shows: every seat's view holds all of it (nothing is hidden in Sword & Swarm). */
export function stateFromView(view: SwsView): SwsState {
  if (view.hidden !== 'nothing' || !view.position) throw new Error('not a Sword & Swarm view with its position');
  return view.position;
}

export function swsView(state: SwsState): SwsView {
  const e = state.encounter;
  const s = e.skirmish;
  const o = state.options;
  const ordered = new Set([...(e.ordered ?? []), ...(s.orders ?? []).map((x) => x.character)]);
  const characters: CharacterView[] = s.characters.map((c) => {
    const where = standingIn(s, c, o);
    return {
      id: c.id,
      name: c.sheet.name,
      owner: c.owner,
      class: c.sheet.class,
      leader: c.sheet.leader,
      at: c.at,
      status: c.status,
      star: c.star,
      maxStar: c.sheet.star,
      attributes: {
        mallet: c.mallet,
        key: c.sheet.key,
        runes: c.sheet.runes,
        coronet: c.sheet.coronet,
        shield: shieldOf(c, o),
        boots: c.sheet.boots,
      },
      weapons: c.sheet.weapons.map((w) => ({ id: w, name: weapon(w).name, range: weapon(w).range })),
      traits: c.sheet.traits,
      bloodied: !c.swarm && isBloodied(c, o),
      morale: c.morale,
      prone: c.prone,
      tookCover: c.tookCover,
      cover: where.cover,
      elevated: where.elevated,
      inMelee: standing(c) && inMelee(s, c, o),
      ...(c.aim ? { aim: c.aim } : {}),
      ...(c.loot !== undefined ? { loot: c.loot } : {}),
      activated: e.activated.includes(c.id),
      ordered: ordered.has(c.id),
    };
  });
  const bag: Record<string, number> = { red: 0, blue: 0, [SWARM]: 0 };
  for (const t of e.bag) bag[t] = (bag[t] ?? 0) + 1;
  const a = s.activation;
  const measurements: Measurement[] = [];
  if (a) {
    const me = s.characters.find((c) => c.id === a.character)!;
    const choices = targetChoices(s, me, o);
    for (const c of s.characters) {
      if (c.id === me.id || !standing(c)) continue;
      const distance = Math.round(gap(me, c, o) * 100) / 100;
      const enemy = c.owner !== me.owner;
      measurements.push({
        to: c.id,
        distance,
        lineOfSight: sees(s, me, c, o),
        target: enemy ? (choices.get(c.id) ?? 'none') : 'friend',
        inRange: enemy ? me.sheet.weapons.filter((w) => weapon(w).range !== null && gap(me, c, o) <= weapon(w).range! + 1e-6) : [],
      });
    }
  }
  return {
    hidden: 'nothing',
    encounter: { id: state.spec.id, name: state.spec.name, ...(state.spec.about ? { about: state.spec.about } : {}) },
    table: s.table,
    baseSize: o.baseSize,
    terrain: s.terrain.map((t) => ({ ...t, kind: TABLES.terrain.get(t.type)! })),
    seats: Object.fromEntries(
      SEATS.map((seat) => [
        seat,
        { warband: state.spec.sides[seat].warband, name: TABLES.warbands.get(state.spec.sides[seat].warband)!.name },
      ]),
    ) as SwsView['seats'],
    characters,
    turn: s.turn,
    maxTurns: o.maxTurns,
    bag,
    pending: e.pending,
    activation: a
      ? { character: a.character, ap: a.ap, moveLeft: Math.round(a.moveLeft * 100) / 100, moved: a.moved, charged: a.charged }
      : null,
    measurements,
    orders: s.orders ?? [],
    outcome: e.outcome ?? null,
    position: state,
  };
}

// ---------------------------------------------------------------- the ruleset

export const swordAndSwarm: Ruleset<SwsState, TurnAction, SwsView, SwsOptions, SwsEvent> = {
  id: 'sword-and-swarm',
  name: 'Sword & Swarm',
  version: '0.1.0',
  seats: SEATS,
  assumptions: ASSUMPTIONS,

  parseOptions(input: unknown): Result<SwsOptions, RuleError> {
    const parsed = gameOptionsSchema.safeParse(input ?? {});
    if (!parsed.success) return err(badOption(parsed.error));
    const spec = encounterOf(parsed.data);
    if (!spec.ok) return err(Errors.badOption(`encounter: ${spec.error}`));
    return ok(parsed.data);
  },

  parseAction(input: unknown): Result<TurnAction, RuleError> {
    const parsed = turnActionSchema.safeParse(input);
    if (!parsed.success) return err(CoreErrors.malformed(parsed.error.issues[0]!.message));
    const a = parsed.data;
    if (a.type === 'act' && a.action.type === 'move') {
      const { show: _shown, ...move } = a.action;
      return ok({ type: 'act', action: move } as TurnAction);
    }
    return ok(a as TurnAction);
  },

  setup(options: SwsOptions, dice: Dice): SwsState {
    const spec = encounterOf(options);
    if (!spec.ok) throw new Error(spec.error); // parseOptions has checked it
    const placed = placeEncounter(spec.value, options);
    const r = startEncounter(
      { table: spec.value.table, terrain: placed.terrain, characters: placed.characters, seats: SEATS },
      options,
      dice,
    );
    if (!r.ok) throw new Error(r.error.message);
    return { options, spec: spec.value, encounter: r.value.state };
  },

  toAct: (state) => toAct(state.encounter),

  legalActions(state: SwsState, seat: Seat): TurnAction[] {
    return toAct(state.encounter).includes(seat) ? legalTurnActions(state.encounter, state.options) : [];
  },

  apply(state: SwsState, seat: Seat, action: TurnAction, dice: Dice) {
    if (!(SEATS as readonly string[]).includes(seat)) return err(CoreErrors.unknownSeat(seat));
    const r = apply(state.encounter, seat, action, dice, state.options);
    if (!r.ok) return r;
    return ok({ state: { ...state, encounter: r.value.state }, events: r.value.events });
  },

  view: (state: SwsState, _viewer: Viewer) => swsView(state),

  outcome: (state) => state.encounter.outcome ?? null,
};
