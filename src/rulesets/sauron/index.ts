/**
 * The Sauron variant (seed 003) as the other layers see it: the `system` value (the map game `sauron`
 * and the record keeper `sauron-referee`, one describer, metadata) and the few functions, tables and
 * types the AI, the CLI, the charts and the web pages use. Nothing else in this folder is imported from
 * outside it.
 *
 *   game/       the map game of Dagorlad: rules by phase, the map, the Beast's powers, its words
 *   referee/    the record keeper for games on the real board, and its words
 *   data.ts, ratings.ts, leader-combat.ts, mortal-combat.ts, rally.ts, ring.ts, demoralization.ts,
 *   record.ts, expanded.ts   the variant's rules as pure functions, shared by both engines
 *   odds.ts     exact Leader and Mortal Combat odds
 *   describe.ts the system's one wording (core Describer)
 */
import type { RuleSystem } from '../../core/system.js';
import { describer } from './describe.js';
import { sauron } from './game/ruleset.js';
import { sauronReferee } from './referee/ruleset.js';

export const system: RuleSystem = {
  id: 'sauron',
  name: 'Sauron (variant rules)',
  blurb:
    'The Battle of Dagorlad: Westernesse against Sauron on the map, or the leaders, the Ring and Narsil kept for a game on the real board; Leader and Mortal Combat with their exact odds.',
  seed: '003_1f98f61cb49c3f42.txt',
  rulesets: [sauron, sauronReferee],
  describe: describer,
};
export default system;

// The engines, their options and views.
export { sauron, sauronReferee };
export { stateFromView } from './game/ruleset.js';
export type { SauronAction, SauronView, UnitView } from './game/ruleset.js';
export { pathIn, type PathMove, type Reach } from './game/reach.js';
export type { GameAction, GameEvent, GameState, Player, Segment, Step } from './game/rules.js';
export { gameOptionsSchema, type GameOptions } from './game/options.js';
export {
  overReason,
  parseRefereeOptions,
  REFEREE_SEAT,
  refereeSetup,
  type SauronRefereeOptions,
  type SauronRefereeView,
} from './referee/ruleset.js';
export { sauronOptionsSchema, type SauronOptions } from './options.js';
export { SAURON_ASSUMPTIONS } from './assumptions.js';
export { MAP_GAME_ASSUMPTIONS } from './game/assumptions.js';

// Words: events through `system.describe`; actions, names and phases for menus and boards.
export { decisionText, eventLine } from './describe.js';
export { describeGameAction, endLabel, phaseText, pieceName, PieceName, SEGMENT_NAMES } from './game/describe.js';
export { describeAction, nameOf, phaseName, sideName } from './referee/describe.js';

// Tables, the record, ratings and odds.
export { MORALE_CLASSES, SIDES, TABLES, type Side } from './data.js';
export {
  fighterIn,
  PHASES,
  type LeaderSummary,
  type Phase,
  type RecordAction,
  type RecordActionInput,
  type RecordEvent,
  type RecordSummary,
  type SauronRecord,
} from './record.js';
export { fighter, type Fighter } from './ratings.js';
export { crtLookup } from './leader-combat.js';
export type { MortalMode } from './mortal-combat.js';
export { leaderCombatOdds, mortalCombatOdds, type LeaderCombatOdds, type MortalOdds } from './odds.js';
export { leaderById, restoreForRematch } from './expanded.js';

// The map game's map and rules a computer player weighs moves with.
export { ARMIES, DAGORLAD, line, type Terrain } from './game/map.js';
export { combatResult, ratingValue } from './game/rules.js';
export { withPowers } from './game/magic.js';

/** Positions for tests in other layers (the web page's): no test runner, no rule. */
export * as testing from './game/fixtures.js';

// The chart of its odds (a Vega-Lite spec, drawn by src/charts/render.ts and the web app)
export { leaderOddsChart, lossLabel, type LeaderOddsChartInput } from './odds-chart.js';
