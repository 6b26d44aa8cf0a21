/**
 * The game of Sword & Spear Fantasy as state and pure steps, one file per step, each checking and
 * applying its own actions; turn.ts moves the game from step to step. ruleset.ts wraps it as a Ruleset.
 *
 *   state.ts          the state, one union over its step, and the actions
 *   commands.ts       who commands what (SSF-A51), characters, magic-users, command range (F5)
 *   turn.ts           the turn (SSF-A1): phases, the order of play, victory; toAct, legalActions, applyAction
 *   assign-power.ts   each player's magic power dice to his magic-users (17 Magical Power, SSF-A23)
 *   allocate.ts       giving action dice (F1, SSF-A27, SSF-A45)
 *   attack-spells.ts  attack spells after allocation (17 Spells), at lone characters too (SSF-A46)
 *   activate.ts       a unit's order (F3) and a boost on it; group-move.ts its group moves (SSF-A50)
 *   protect.ts        a protect spell as a shot is declared (17 Spells)
 *   fight-boost.ts    a boost on a unit that fights because an enemy in contact activated (17 Spells)
 *   end-phase.ts      characters move, rally/heal spells, rallies and army tests (SSF-A39, SSF-A41, F12)
 *   casualties.ts     hits, routs, melee, pursuit and lone characters hit (2 Strength, F5, F11, SSF-A36, SSF-A43)
 *   targets.ts        what a unit may shoot or charge; spells.ts casting at a step's moment
 */
export {
  ALLY_SEATS,
  PLAYER_SEATS,
  SEATS,
  other,
  sideOfSeat,
  tablePolygon,
  type ActivateState,
  type ActiveUnit,
  type CharacterOnTable,
  type EndPhase,
  type Order,
  type OrderShown,
  type PendingMelee,
  type PendingShot,
  type PhaseState,
  type Pose,
  type SsfAction,
  type SsfEvent,
  type SsfState,
  type Step,
} from './state.js';
export { characterPosition, magicUsers, playerOf, playersOf, splitCommands } from './commands.js';
export { applyAction, legalActions, newGame, toAct } from './turn.js';
export { groupNeighbours } from './group-move.js';
export { bestShot, characterSquare } from './targets.js';
export { plannedMeleeOdds, plannedShotOdds } from './activate.js';
