/**
 * One Swords & Sorcery battle as a Ruleset, for a referee at the table: the battle of a spec file
 * (battle-spec.ts) fought round by round with the engine of battle/, each side's decisions typed in
 * (or the engine's defaults), the dice rolled by the match or typed in from the table (Match.act's
 * typedDice). Seats are the sides, 'a' and 'b'; their names from the spec appear in every event.
 *
 *   const m = Match.create(swordsAndSorceryBattle, { battle: 'cavalry-in-the-open' }, 7);
 *   m.value.act('a', m.value.legalActions('a')[0]);      // the engine's default declaration
 *   m.value.act('b', m.value.legalActions('b')[0], [5, 3]); // ERR_MORE_DICE: the morale checks need more
 */
import { z } from 'zod';
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import { CoreErrors, type RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';
import type { Assumption, Outcome, Ruleset, Seat, Viewer } from '../../../core/ruleset.js';
import { BATTLE_ASSUMPTIONS } from '../battle/assumptions.js';
import { autoDecide } from '../battle/auto-decide.js';
import {
  applyBattleAction,
  battleActions,
  battleToAct,
  battleView,
  createBattle,
  parseBattleAction,
  type BattleAction,
  type BattleState,
  type BattleView,
} from '../battle/battle.js';
import type { BattleEvent } from '../battle/events.js';
import { SIDES, type Side } from '../battle/types.js';
import { BATTLE_EXAMPLES, buildBattle, DEFAULT_BATTLE_EXAMPLE, loadBattle, type BattleSpec } from './battle-spec.js';

export interface RefereeOptions {
  /** The battle, checked, with every default filled in (so a record holds the whole battle). */
  readonly battle: BattleSpec;
}

/** The battle's state, with the sides' names for screens. */
export type RefereeState = BattleState & { readonly names: Readonly<Record<Side, string>>; readonly title: string };
export type RefereeView = BattleView & { readonly names: Readonly<Record<Side, string>>; readonly title: string };
/** A battle event; those about one side carry its name. */
export type RefereeEvent = BattleEvent & { readonly sideName?: string };

const optionsSchema = z.strictObject({
  /** An example's name (data/battles/) or a battle spec (battle-spec.ts); default the first example. */
  battle: z.unknown().optional(),
});

export const REFEREE_ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SSV-R1',
    option: 'battle.terrain, battle.fortification',
    text: 'III.D.5: casualty extraction uses "the terrain defense strength modifications on the terrain effects chart"; a referee\'s battle has no map.',
    chosen:
      "Every unit of both sides takes the battle hex's multiplier for its race from data/terrain.json (flyers x1), combined with a fortification's per fortificationDefence (SSV-A13); a custom unit may give its own. Charges are allowed only in clear terrain without a fortification (III.D.2.b(2)).",
    why: 'The same reading as the map game (map.ts defenceMultiplier), so a battle gives the same numbers with or without the map.',
    alternatives: ['terrainMultiplier on a custom unit'],
  },
  {
    id: 'SSV-R2',
    option: 'battle.<side>.reinforcements',
    text: 'III.D.7.b: reinforcements roll as Reaction (III.A.1-2 use the highest MP costs to enter the hex).',
    chosen:
      "Without numbers in the file, the costs are the terrain table's for the battle hex: a one-die cost counts 6 (SSV-A10), a whole-allowance cost the unit's allowance; hexsides are not counted.",
    why: 'The referee knows the hexside crossed; the file may give enemyHighestMpCost and friendlyHighestMpCost.',
    alternatives: ['enemyHighestMpCost / friendlyHighestMpCost in the file'],
  },
];

/** The referee's menu: the engine's default decision, then the plain alternatives (no charge; stay; withdraw). */
export function refereeChoices(state: BattleState, side: Side): BattleAction[] {
  const choices = battleActions(state, side);
  const auto = autoDecide(state, side);
  if (!choices || !auto) return [];
  const out: BattleAction[] = [auto];
  if (choices.kind === 'declare') {
    if (auto.type === 'declare' && auto.charge.length) out.push({ ...auto, charge: [] });
  } else {
    if (auto.type !== 'stay') out.push({ type: 'stay', reinforce: [...choices.reinforcementCandidates] });
    if (auto.type === 'stay' && auto.reinforce.length) out.push({ type: 'stay', reinforce: [] });
    if (auto.type !== 'withdraw' && choices.mayWithdraw) out.push({ type: 'withdraw', rearGuard: [] });
  }
  return out;
}

const isSide = (seat: Seat): seat is Side => seat === 'a' || seat === 'b';

/** The outcome's reason in words, with the sides' names. */
export function outcomeReason(state: RefereeState): string {
  const o = state.outcome;
  if (!o) return '';
  const rounds = `${o.rounds} round${o.rounds === 1 ? '' : 's'}`;
  const fate = (s: Side) => `${state.names[s]} ${o[s]}`;
  if (o.winner) return `${state.names[o.winner]} hold the battle hex after ${rounds}; ${fate(o.winner === 'a' ? 'b' : 'a')}`;
  if (o.a === 'undecided') return `undecided after ${rounds}: both sides are still in the hex`;
  return `no units remain in the battle hex after ${rounds}: ${fate('a')}, ${fate('b')}`;
}

export const swordsAndSorceryBattle: Ruleset<RefereeState, BattleAction, RefereeView, RefereeOptions, RefereeEvent> = {
  id: 'swords-and-sorcery-battle',
  name: 'Swords & Sorcery: a battle (referee)',
  version: '0.1.0',
  seats: SIDES,
  assumptions: [...BATTLE_ASSUMPTIONS, ...REFEREE_ASSUMPTIONS],

  parseOptions(input: unknown): Result<RefereeOptions, RuleError> {
    const parsed = optionsSchema.safeParse(input ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return err(Errors.badOption(`${issue.path.join('.') || 'options'}: ${issue.message}`));
    }
    const built = loadBattle(parsed.data.battle ?? DEFAULT_BATTLE_EXAMPLE);
    if (!built.ok) return err(Errors.badOption(`battle: ${built.error.join('; ')}`));
    return ok({ battle: built.value.spec });
  },

  parseAction(input: unknown): Result<BattleAction, RuleError> {
    return parseBattleAction(input);
  },

  setup(options: RefereeOptions): RefereeState {
    const built = buildBattle(options.battle);
    if (!built.ok) throw new Error(`battle: ${built.error.join('; ')}`); // parseOptions has checked it
    const created = createBattle(built.value.setup);
    if (!created.ok) throw new Error(created.error.message);
    return { ...created.value.state, names: built.value.names, title: options.battle.name };
  },

  toAct(state: RefereeState): readonly Seat[] {
    return battleToAct(state);
  },

  legalActions(state: RefereeState, seat: Seat): BattleAction[] {
    return isSide(seat) ? refereeChoices(state, seat) : [];
  },

  apply(state: RefereeState, seat: Seat, action: BattleAction, dice: Dice) {
    if (!isSide(seat)) return err(CoreErrors.unknownSeat(seat));
    const r = applyBattleAction(state, seat, action, dice);
    if (!r.ok) return r;
    const next: RefereeState = { ...r.value.state, names: state.names, title: state.title };
    const events: RefereeEvent[] = r.value.events.map((e) => ('side' in e ? { ...e, sideName: state.names[e.side] } : e));
    return ok({ state: next, events });
  },

  view(state: RefereeState, viewer: Viewer): RefereeView {
    const v = battleView(state, isSide(viewer) ? viewer : 'spectator');
    return { ...v, names: state.names, title: state.title };
  },

  outcome(state: RefereeState): Outcome | null {
    const o = state.outcome;
    if (!o) return null;
    return { winner: o.winner, reason: outcomeReason(state), clause: o.clause };
  },
};

export { BATTLE_EXAMPLES };
