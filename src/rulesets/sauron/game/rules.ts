/**
 * The rules of the Dagorlad map game. Leaders, the Ring, Narsil, Mortal Combat, rally and the
 * Demoralization Levels are the rules core's record keeper (record.ts), driven by this game's actions;
 * the map decides where pieces stand and move (4.3, 8.11, 8.25, 18.1, SAU-M1..M10), missile and melee
 * combat between units (7.175, SAU-M15), the Beast as a unit (17.11), the extra Westernesse units (14.3)
 * and who wins (SAU-A5, SAU-M13).
 *
 * One file a phase, each checking and doing its actions in one place (`resolve`):
 *
 *   first-magic.ts   the gates (18.1) and the Beast's powers (SAU-M20, SAU-M21)
 *   movement.ts      moves, special formations, the Ring and Narsil changing hands
 *   combat.ts        the Missile, Leader and Melee Combat Segments (7.175, 7.221, 22.0, SAU-M15)
 *   joint-rally.ts   rally and the Ring's removal and destruction (8.33, 16.633)
 *   challenge.ts     a challenge awaiting its answer (22.1, 22.3)
 *   turn.ts          set-up, the phases in order, the third player's part (SAU-M24), the end
 *
 * `check(state, seat, action)` says whether an action is legal without rolling a die; `perform` rolls
 * and changes the state. `legalActions` lists the candidates `check` accepts, so the two never drift.
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';
import { answer, answers, pendingChallenge } from './challenge.js';
import { combatPhase } from './combat.js';
import { firstMagicPhase } from './first-magic.js';
import { jointRallyPhase } from './joint-rally.js';
import { sideName } from './map.js';
import { movementPhase } from './movement.js';
import {
  inStep,
  sauronInMordor,
  tidyFormations,
  type GameAction,
  type GameEvent,
  type GameState,
  type Player,
  type Resolution,
} from './state.js';
import { seatsToAct, settle } from './turn.js';

export { combatResult, armourOf, formationRating } from './combat.js';
export { rallyable } from './joint-rally.js';
export { stepCost } from './movement.js';
export {
  affordablePowers,
  beastUnit,
  formationMembers,
  gameTables,
  LEADER_MA,
  leaderData,
  leaderHex,
  leadersOf,
  phaseSide,
  ratingValue,
  sauronInMordor,
  tablesOf,
  thirdInPlay,
  typeOf,
  unitById,
  unitsAt,
  type CombatStep,
  type GameAction,
  type GameEvent,
  type GameState,
  type Player,
  type Segment,
  type Step,
  type Unit,
} from './state.js';
export { seatsToAct, setupGame } from './turn.js';

/** The refusal of an action that belongs to another phase or segment than the one under way. */
function misplaced(s: GameState, a: GameAction): RuleError {
  switch (a.type) {
    case 'accept':
    case 'refuse':
      return Errors.noChallengeToAnswer();
    case 'set-gates':
      return Errors.gatesPhase();
    case 'beast-power':
      return Errors.beastPowerPhase();
    case 'move':
      return Errors.movePhase();
    case 'form':
    case 'break-up':
      return Errors.formationPhase();
    case 'take-ring':
    case 'return-ring':
    case 'pass-narsil':
      return Errors.changeHandsPhase();
    case 'missile':
    case 'melee':
      return Errors.unitAttackSegment(a.type, s.step.kind === 'combat' ? s.step.segment : s.record.phase);
    case 'leader-attack':
    case 'challenge':
      return Errors.leaderSegment(a.type === 'challenge');
    case 'rally':
    case 'ring-removal':
    case 'destroy-ring':
      return Errors.rallyPhase(a.type !== 'rally');
    case 'end':
      // Every phase where someone acts may be ended; only a phase nobody acts in has no 'end'.
      return Errors.notYourTurn('anyone', s.record.phase);
  }
}

/** The action checked by the rules of the step under way: how to do it, or why not. */
function resolve(s: GameState, seat: Player, a: GameAction): Resolution {
  if (s.outcome) return err(Errors.gameOver(s.outcome.clause, s.outcome.reason));
  if (!seatsToAct(s).includes(seat)) return err(Errors.notYourTurn(sideName(seat), s.record.phase));
  const m = pendingChallenge(s);
  if (m) return answer(s, m, a);
  const r = inStep(s, 'first-magic')
    ? firstMagicPhase.resolve(s, seat, a)
    : inStep(s, 'movement')
      ? movementPhase.resolve(s, seat, a)
      : inStep(s, 'combat')
        ? combatPhase.resolve(s, seat, a)
        : inStep(s, 'joint-rally')
          ? jointRallyPhase.resolve(s, seat, a)
          : null;
  return r ?? err(misplaced(s, a));
}

export function check(s: GameState, seat: Player, a: GameAction): Result<true, RuleError> {
  const r = resolve(s, seat, a);
  return r.ok ? ok(true) : r;
}

/** Rolls and changes the state; refuses what `check` refuses. */
export function perform(
  s: GameState,
  seat: Player,
  a: GameAction,
  dice: Dice,
): Result<{ state: GameState; events: GameEvent[] }, RuleError> {
  const r = resolve(s, seat, a);
  if (!r.ok) return r;
  const events: GameEvent[] = [];
  let t = r.value(dice, events);
  t = tidyFormations(t, events);
  t = settle(t, events);
  return ok({ state: t, events });
}

/** What each step offers to try, in a fixed order: moves, then combat, then the rest, 'end' last. */
function candidates(s: GameState, seat: Player): GameAction[] {
  if (pendingChallenge(s)) return [...answers];
  const cands = inStep(s, 'first-magic')
    ? firstMagicPhase.candidates(s, seat)
    : inStep(s, 'movement')
      ? movementPhase.candidates(s, seat)
      : inStep(s, 'combat')
        ? combatPhase.candidates(s, seat)
        : inStep(s, 'joint-rally')
          ? jointRallyPhase.candidates(s, seat)
          : [];
  if (!inStep(s, 'first-magic') || !sauronInMordor(s)) cands.push({ type: 'end' });
  return cands;
}

/** Every action `check` accepts now. */
export function legalActions(s: GameState, seat: Player): GameAction[] {
  if (!seatsToAct(s).includes(seat)) return [];
  return candidates(s, seat).filter((a) => resolve(s, seat, a).ok);
}
