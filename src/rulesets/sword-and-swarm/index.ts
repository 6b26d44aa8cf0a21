/**
 * Sword & Swarm (seed 002) as the other layers see it: the `system` value (the game `sword-and-swarm`
 * and the referee `sword-and-swarm-attack`, one describer, metadata) and the few functions, tables and
 * types the AI, the CLI and the web pages use. Nothing else in this folder is imported from outside it.
 */
import type { RuleSystem } from '../../core/system.js';
import { describer } from './describe.js';
import { swordAndSwarmAttack } from './referee.js';
import { swordAndSwarm } from './ruleset.js';

export const system: RuleSystem = {
  id: 'sword-and-swarm',
  name: 'Sword & Swarm',
  blurb:
    'A skirmish in inches: two warbands draw activation tokens from one container while the Swarm stirs between them; or one attack refereed at the table with its exact odds.',
  seed: '002_4fb0e7100ea9e128.txt',
  rulesets: [swordAndSwarm, swordAndSwarmAttack],
  describe: describer,
};
export default system;

// The engines, their options, actions and views.
export {
  swordAndSwarm,
  gameOptionsSchema,
  stateFromView,
  type CharacterView,
  type Measurement,
  type SwsOptions,
  type SwsState,
  type SwsView,
} from './ruleset.js';
export { swordAndSwarmAttack, ATTACK_EXAMPLES, type AttackAction, type AttackSpec, type AttackView } from './referee.js';
export type { TurnAction } from './turn.js';
export type { Action, MoveShown } from './actions.js';
export { shieldOf, type SwsEvent } from './attack.js';
export { optionsSchema, type Options } from './options.js';
export { ASSUMPTIONS } from './assumptions.js';
export { CLAUSE } from './clauses.js';

// Words: events through `system.describe`; names, measures and the referee's attack for boards and menus.
export {
  decisionText,
  describeSwsEvent,
  displayName,
  inches,
  injuryTotals,
  modifierLines,
  namesOf,
  oddsLabel,
  oddsRows,
  oddsSubtitle,
  pct,
  rollsText,
  seatName,
  tableName,
  testLines,
  type Line,
} from './describe.js';

// Tables and the measures a board draws (what a character sees, how far, whom it may shoot).
export { TABLES, type CharacterSheet } from './data.js';
export { SWARM, type CharacterState, type Skirmish } from './state.js';
export { gap, moveTo, sees, targetChoices } from './actions.js';
export { plannedAttackOdds, type AttackOdds } from './odds.js';

// The chart of its odds (a Vega-Lite spec, drawn by src/charts/render.ts and the web app)
export { INJURY_ORDER, swarmOddsChart, type SwarmOddsChartInput } from './odds-chart.js';
