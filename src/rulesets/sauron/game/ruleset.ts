/**
 * The Sauron variant's map game of Dagorlad as a Ruleset: Westernesse against Sauron, hot-seat, online
 * or against the computer. Nothing is hidden (SAU-M18): every seat gets the same view.
 *
 *   const m = Match.create(sauron, { turns: 4 }, 7);
 *   m.value.act('sauron', { type: 'set-gates', closed: false });
 *   m.value.act('sauron', { type: 'move', piece: 's1-orcs', to: '0221' });
 */
import { z } from 'zod';
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import { CoreErrors, type RuleError } from '../../../core/rule-error.js';
import { CLAUSE } from '../clauses.js';
import type { Outcome, Ruleset, Seat, Viewer } from '../../../core/ruleset.js';
import { SAURON_ASSUMPTIONS } from '../assumptions.js';
import { restoreForRematch } from '../expanded.js';
import { summary as demoralizationSummary } from '../demoralization.js';
import type { Gates } from '../map-rules.js';
import { isNight, recordSummary, type LeaderSummary, type Phase, type RecordSummary } from '../record.js';
import { MAP_GAME_ASSUMPTIONS } from './assumptions.js';
import { DAGORLAD } from './map.js';
import { BEAST_POWERS } from './magic.js';
import { gameOptionsSchema, type GameOptions } from './options.js';
import { reachInView, type Reach } from './reach.js';
import {
  gameTables,
  leaderHex,
  legalActions,
  perform,
  seatsToAct,
  setupGame,
  tablesOf,
  typeOf,
  type GameAction,
  type GameEvent,
  type GameState,
  type Player,
  type Segment,
} from './rules.js';
import { Errors } from '../errors.js';

const id = z.string().min(1);
const hex = z.string().regex(/^\d{4}$/, 'a hex number is four digits: "0821"');

export const actionSchema = z.discriminatedUnion('type', [
  /** 18.1: Sauron inside Mordor opens or closes the Gates of Morannon for the game-turn. */
  z.strictObject({ type: z.literal('set-gates'), closed: z.boolean() }),
  /** One hex step of a unit or a leader (4.3, 8.11). */
  z.strictObject({ type: z.literal('move'), piece: id, to: hex }),
  /** SAU-A10: a leader takes up the Ring lying in his hex. */
  z.strictObject({ type: z.literal('take-ring'), leader: id }),
  /** 16.631: the Sauron leader holding the Ring gives it back to Sauron in his hex. */
  z.strictObject({ type: z.literal('return-ring') }),
  /** 19.211, SAU-A8: Narsil or its shards to a leader in the bearer's hex. */
  z.strictObject({ type: z.literal('pass-narsil'), to: id }),
  /** Missile Combat Segment (7.175, SAU-M15). */
  z.strictObject({ type: z.literal('missile'), unit: id, target: id }),
  /** Melee Combat Segment (SAU-M15). */
  z.strictObject({ type: z.literal('melee'), unit: id, target: id }),
  /** Leader Combat Segment: one Leader Combat (7.221). */
  z.strictObject({ type: z.literal('leader-attack'), leader: id, target: id }),
  /** Leader Combat Segment: a challenge to Mortal Combat (22.0). */
  z.strictObject({ type: z.literal('challenge'), challenger: id, defender: id }),
  z.strictObject({ type: z.literal('accept') }),
  z.strictObject({ type: z.literal('refuse') }),
  /** Joint Rally Phase (8.33, SAU-M16). */
  z.strictObject({ type: z.literal('rally'), leader: id }),
  /** Joint Rally Phase (16.633). */
  z.strictObject({ type: z.literal('ring-removal'), leader: id }),
  z.strictObject({ type: z.literal('destroy-ring') }),
  /** First Magic Leader Phase: Sauron gives the Beast a power for Magic Capability Points (SAU-M20, SAU-M21). */
  z.strictObject({ type: z.literal('beast-power'), power: id }),
  /** Movement Phase: a leader forms a special formation of units in and beside his hex (SAU-M22, 8.25). */
  z.strictObject({ type: z.literal('form'), leader: id, units: z.array(id).min(1).max(6) }),
  /** Movement Phase: a unit breaks away from its special formation into an adjacent hex (SAU-M22). */
  z.strictObject({ type: z.literal('break-up'), unit: id, to: hex }),
  /** Ends the segment, the phase, or this side's half of the Joint Rally Phase. */
  z.strictObject({ type: z.literal('end') }),
]);
export type SauronAction = z.infer<typeof actionSchema>;

export interface UnitView {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  /** 'third' for a unit the third player took (16.69, SAU-M24). */
  readonly side: Player;
  /** F7 code, e.g. 'B-3-W' or 'Dd-1-Z'. */
  readonly code: string;
  readonly hex: string | null;
  readonly disrupted: boolean;
  readonly eliminated: boolean;
  readonly mp: number;
  readonly attacked: boolean;
  /** SAU-M21: the Beast's powers. */
  readonly powers: readonly string[];
  /** SAU-M22: the leader whose special formation the unit is in. */
  readonly formation: string | null;
}

export interface SauronView {
  readonly options: GameOptions;
  readonly turn: number;
  readonly turns: number;
  readonly phase: Phase;
  readonly segment: Segment | null;
  readonly night: boolean;
  readonly toAct: readonly Player[];
  readonly gates: Gates;
  readonly units: readonly UnitView[];
  /** Every leader (the Beast too) with ratings, wounds, rally rating, weapons and the Ring; `hex` and movement points for the map. */
  readonly leaders: readonly (LeaderSummary & { readonly hex: string | null; readonly mp: number })[];
  readonly ring: RecordSummary['ring'];
  readonly narsil: RecordSummary['narsil'];
  readonly demoralization: RecordSummary['demoralization'];
  readonly magicPoints: number;
  /** SAU-M20, SAU-M21: the Beast's powers, their costs and which he has. */
  readonly beastPowers: readonly { readonly id: string; readonly name: string; readonly cost: number; readonly owned: boolean }[];
  /** A Mortal Combat under way: the two leaders, its phase, who moves to meet next. */
  readonly mortal: {
    readonly challenger: string;
    readonly defender: string;
    readonly phase: string;
    readonly mover: string | null;
    readonly round: number;
  } | null;
  /** 7.175: enemy units owed a melee attack this phase. */
  readonly owed: readonly string[];
  /**
   * In a Movement Phase: every hex each piece of the side moving may reach by steps, with the hex it
   * comes from and the cost (reach.ts; `pathIn` reads a path). Worked out when first read; absent in other phases.
   */
  readonly reach?: Reach;
  readonly outcome: Outcome | null;
  /**
   * SAU-M18: nothing is hidden, so the whole position may be known too: what a computer player that looks
   * ahead plays on (`stateFromView`). Screens draw the fields above.
   */
  readonly position: GameState;
}

/** The game state a view shows: every seat's view holds all of it (SAU-M18: nothing is hidden). */
export function stateFromView(v: SauronView): GameState {
  if (!v.position) throw new Error('not a view of the Sauron map game with its position');
  return v.position;
}

const code = (t: ReturnType<typeof typeOf>) => `${t.melee ?? ''}${t.missile ?? ''}-${t.armour}-${t.morale}`;

export function view(s: GameState): SauronView {
  const v = viewWithoutReach(s);
  // The paths cost a search per piece: a player reading the view gets them, a computer player never asks.
  if (s.step.kind === 'movement' && !s.outcome) {
    const seats = seatsToAct(s);
    Object.defineProperty(v, 'reach', { enumerable: true, get: () => reachInView(s, seats) });
  }
  return v;
}

function viewWithoutReach(s: GameState): SauronView {
  const tables = tablesOf(s);
  const sum = recordSummary(s.record, tables);
  const m = s.record.mortal;
  return {
    options: s.options,
    turn: s.record.turn,
    turns: s.options.turns,
    phase: s.record.phase,
    segment: s.step.kind === 'combat' ? s.step.segment : null,
    night: isNight(s.record, tables),
    toAct: seatsToAct(s),
    gates: s.gates,
    units: s.units.map((u) => {
      const t = typeOf(u);
      return {
        id: u.id,
        type: u.type,
        name: t.name,
        side: u.side,
        code: code(t),
        hex: u.hex === null ? null : DAGORLAD.grid.name(u.hex),
        disrupted: u.disrupted,
        eliminated: u.eliminated,
        mp: u.mp,
        attacked: u.attacked,
        powers: u.powers ?? [],
        formation: u.formation ?? null,
      };
    }),
    leaders: sum.leaders.map((l) => {
      const h = leaderHex(s, l.id);
      return { ...l, hex: h === null ? null : DAGORLAD.grid.name(h), mp: s.leaderMp[l.id] ?? 0 };
    }),
    ring: sum.ring,
    narsil: sum.narsil,
    demoralization: demoralizationSummary(s.record.demoralization, tables.demoralization),
    magicPoints: s.record.magicPoints,
    beastPowers: BEAST_POWERS.list.map((p) => ({
      id: p.id,
      name: p.name,
      cost: p.cost,
      owned: s.units.some((u) => u.type === BEAST_POWERS.unit && (u.powers ?? []).includes(p.id)),
    })),
    mortal:
      m && m.phase !== 'over'
        ? { challenger: m.challenger.id, defender: m.defender.id, phase: m.phase, mover: m.mover ? m[m.mover].id : null, round: m.round }
        : null,
    owed: s.step.kind === 'combat' && s.step.segment !== 'missile' ? s.step.owed : [],
    outcome: s.outcome,
    position: s,
  };
}

const isPlayer = (seat: Seat): seat is Player => seat === 'westernesse' || seat === 'sauron' || seat === 'third';

/** Expanded Game (SAU-M23): the first battle's end must be one the restorations accept, with the Ring and Narsil lying in hexes of this map. */
function checkFirstBattle(o: GameOptions): Result<GameOptions, RuleError> {
  if (!o.firstBattle) return ok(o);
  const r = restoreForRematch(o.firstBattle, { levels: o.rematchLevels }, gameTables(o));
  if (!r.ok) return err(Errors.badOption(`firstBattle: ${r.error.message}`, r.error.clause));
  const { ring, narsil } = o.firstBattle;
  const lying: [string, string | null, boolean][] = [
    ['ring', ring.lyingAt, ring.status === 'lying'],
    ['narsil', narsil.lyingAt, narsil.form !== 'destroyed' && narsil.bearer === null],
  ];
  for (const [what, at, onGround] of lying) {
    if (onGround && (at === null || DAGORLAD.grid.index(at) === undefined))
      return err(
        Errors.badOption(
          `firstBattle.${what}.lyingAt: ${at ?? 'nothing'} is not a hex of the map (four digits, e.g. "0821"), and a ${what === 'ring' ? 'Ring' : 'sword'} lying must lie in one.`,
          CLAUSE.rematch,
        ),
      );
  }
  return ok(o);
}

export const sauron: Ruleset<GameState, SauronAction, SauronView, GameOptions, GameEvent> = {
  id: 'sauron',
  name: 'Sauron (variant rules): the battle of Dagorlad',
  version: '0.1.0',
  /** 16.69, SAU-M12: 'third' plays a leader turned evil and the Sauron types he takes; the computer plays it when no one takes it. */
  seats: ['westernesse', 'sauron', 'third'],
  optionalSeats: ['third'],
  assumptions: [...SAURON_ASSUMPTIONS, ...MAP_GAME_ASSUMPTIONS],

  parseOptions(input: unknown): Result<GameOptions, RuleError> {
    const parsed = gameOptionsSchema.safeParse(input ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return err(Errors.badOption(`${issue.path.join('.') || 'options'}: ${issue.message}`));
    }
    return checkFirstBattle(parsed.data);
  },

  parseAction(input: unknown): Result<SauronAction, RuleError> {
    const parsed = actionSchema.safeParse(input);
    if (!parsed.success) return err(CoreErrors.malformed(parsed.error.issues[0]!.message));
    return ok(parsed.data);
  },

  setup(options: GameOptions, dice: Dice): GameState {
    return setupGame(options, dice).state;
  },

  toAct: seatsToAct,

  legalActions(s: GameState, seat: Seat): SauronAction[] {
    return isPlayer(seat) ? (legalActions(s, seat) as SauronAction[]) : [];
  },

  apply(s: GameState, seat: Seat, action: SauronAction, dice: Dice) {
    if (!isPlayer(seat)) return err(CoreErrors.notYourTurn(seat));
    return perform(s, seat, action as GameAction, dice);
  },

  view(s: GameState, _viewer: Viewer): SauronView {
    return view(s);
  },

  outcome: (s: GameState) => s.outcome,
};
