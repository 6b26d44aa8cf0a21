/**
 * Sword & Spear Fantasy (seed 004) as the other layers see it: the `system` value (the game
 * `sword-and-spear` and the referee `sword-and-spear-referee`, one describer, metadata) and the few
 * functions, tables and types the AI, the CLI and the web pages use. Nothing else in this folder is
 * imported from outside it.
 *
 *   data.ts         the tables (Section 2, 9, 17; SSF-A6, A7, A9) and army lists, zod-checked
 *   battlefield.ts  units on bases, terrain pieces, discipline, contact, what blocks sight
 *   combat.ts       the pairs and discipline tests (SSF-A4, SSF-A5)
 *   shooting.ts     Section 9: targets, plan, resolution
 *   odds.ts         exact shooting and melee odds, the Monte Carlo cross-checks, a referee situation's odds
 *   magic.ts        Section 17
 *   scenario.ts     a table with terrain and two armies deployed (SSF-A34)
 *   activation.ts   discipline and the action dice bag (2 Discipline; F1-F4; SSF-A1)
 *   movement.ts     moves, turns and charges in DU (F6, SSF-A2, SSF-A3, SSF-A37, SSF-A38)
 *   melee.ts        melee dice and the combat mechanism both ways (F7-F10, SSF-A6, SSF-A36)
 *   game/           the game state, one union over its step, and a file per step: turn, allocation,
 *                   attack spells, orders, protect spells, the end phase; routs, victory
 *   errors.ts       every refusal, each code with its clause written once
 *   ruleset.ts      the Ruleset `sword-and-spear`; referee.ts the Ruleset `sword-and-spear-referee`
 *   describe.ts     the system's one wording: events, actions and the decision pending, with clauses
 *   presets.ts      the referee's ready-made situations
 *   options.ts, assumptions.ts, clauses.ts
 */
import type { RuleSystem } from '../../core/system.js';
import { describer } from './describe.js';
import { swordAndSpearReferee } from './referee.js';
import { swordAndSpear } from './ruleset.js';

export const system: RuleSystem = {
  id: 'sword-and-spear',
  name: 'Sword & Spear Fantasy',
  blurb:
    'Blocks of troops on an open table: action dice from the bag, shooting arcs, charges, melees and magic; or one combat refereed for a game on a real table, with its exact odds.',
  seed: '004_db52f6454584a428.txt',
  rulesets: [swordAndSpear, swordAndSpearReferee],
  describe: describer,
};
export default system;

// The engines, their options, actions and views.
export { swordAndSpear, type SsfView } from './ruleset.js';
export {
  swordAndSpearReferee,
  refereeOptionsSchema,
  type RefereeAction,
  type RefereeEvent,
  type RefereeOptions,
  type RefereeView,
} from './referee.js';
export {
  ALLY_SEATS,
  PLAYER_SEATS,
  SEATS,
  characterPosition,
  groupNeighbours,
  playerOf,
  playersOf,
  plannedMeleeOdds,
  plannedShotOdds,
  sideOfSeat,
  tablePolygon,
  toAct,
  type CharacterOnTable,
  type OrderShown,
  type Pose,
  type SsfAction,
  type SsfEvent,
  type SsfState,
} from './game/index.js';
export { optionsSchema, type Options } from './options.js';
export { ASSUMPTIONS } from './assumptions.js';
export { CLAUSE, GAP } from './clauses.js';
export { SCENARIOS } from './scenario.js';
export { REFEREE_PRESETS, refereePreset, type RefereeInput } from './presets.js';

// Words: events through `system.describe`; actions, names and the decision for menus and boards.
export {
  actionContextOf,
  decisionText,
  describeSsfAction,
  describeSsfEvent,
  describeSsfFields,
  humanize,
  KIND_WORDS,
  nameIndex,
  nameOfIn,
  seatName,
  SSF_ORDER_CLAUSE,
  turnWords,
  type ActionContext,
  type ActionLine,
  type EventLine,
} from './describe.js';

// Tables, units and the measures a board and a computer player use.
export { armyBreakpoints, TABLES } from './data.js';
export { capacity, disciplineOf, enemiesInContact, goingOf, routAt, unitById, type Unit } from './battlefield.js';
export { moveAllowance } from './movement.js';
export { shootingTargets } from './shooting.js';
export { refereeOdds, type MeleeOdds, type RefereeOdds, type VolleyOdds } from './odds.js';

/** Units for tests in other layers (the web page's): no test runner, no rule. */
export * as testing from './test-helpers.js';

// The chart of its odds (a Vega-Lite spec, drawn by src/charts/render.ts and the web app)
export { hitsLabel, spearOddsChart } from './odds-chart.js';
