/**
 * Swords & Sorcery, strategic variant (seed 000), as every other layer sees it: the `system` value (the
 * map game, the refereed battle and their one wording) and the names the AI, the CLI, the web app and
 * the charts use. Nothing else in this folder (game/, battle/, referee/ included) is imported from
 * outside it.
 */
import type { RuleSystem } from '../../core/system.js';
import { describer } from './describe.js';
import { swordsAndSorcery } from './game/ruleset.js';
import { swordsAndSorceryBattle } from './referee/ruleset.js';

export const system: RuleSystem = {
  id: 'swords-and-sorcery',
  name: 'Swords & Sorcery (strategic variant)',
  blurb:
    'Hidden stacks on a hex map: move hex by hex, react to the enemy, and fight battles round by round with charges, leaders and morale.',
  seed: '000_09f7f54fbafdba4e.txt',
  rulesets: [swordsAndSorcery, swordsAndSorceryBattle],
  describe: describer,
};
export default system;

// The map game
export { swordsAndSorcery, actionSchema, type SsAction } from './game/ruleset.js';
export type { SsView, PieceView, EnemyStackView, PendingView } from './game/view.js';
export {
  moveTargets,
  groupMoves,
  groupReach,
  type StepTarget,
  type PieceStep,
  type StepPart,
  type GroupMove,
  type GroupPath,
} from './game/targets.js';
export { adjacentPlaces, placeOf, refOf, type PlaceRef, type SsState } from './game/state.js';
export type { SsEvent } from './game/rules.js';
export { optionsSchema, type SsOptions, gameContext } from './game/options.js';
export type { MapContext } from './map-options.js';
export { hexsideFeature } from './map.js';
export type { StackingEvent } from './stacking.js';
export { counterCode, TABLES, type Tables, type UnitType } from './data.js';
export { fightingStrengthOf } from './battle-inputs.js';

// The battle engine (III), the map game's and the referee's
export {
  applyBattleAction,
  battleActions,
  battleToAct,
  battleView,
  createBattle,
  reinforcementCandidateSchema,
  type AfterRoundChoice,
  type BattleAction,
  type BattleActionInput,
  type BattleSetup,
  type BattleState,
  type BattleView,
  type Declaration,
  type ReinforcementCandidateInput,
} from './battle/battle.js';
export { autoDecide } from './battle/auto-decide.js';
export type { AfterRoundReport, BattleEvent, BattleOutcome } from './battle/events.js';
export { show, toNumber, type Frac } from './battle/fraction.js';
export type { DieModifier, Step } from './battle/strength.js';
export {
  battleCharacterSchema,
  battleUnitSchema,
  lossStrengthOf,
  SIDES,
  type BattleCharacterInput,
  type BattleUnitInput,
  type Side,
} from './battle/types.js';

// The refereed battle (a battle without a map) and its odds
export {
  swordsAndSorceryBattle,
  outcomeReason,
  refereeChoices,
  type RefereeEvent,
  type RefereeOptions,
  type RefereeState,
  type RefereeView,
} from './referee/ruleset.js';
export {
  BATTLE_EXAMPLES,
  DEFAULT_BATTLE_EXAMPLE,
  loadBattle,
  parseBattleSpec,
  type BattleSpec,
  type RefereeBattle,
} from './referee/battle-spec.js';
export {
  battleOdds,
  endKey,
  endLabel,
  OddsRun,
  playOut,
  type BattleOdds,
  type EndKey,
  type MonteCarlo,
  type RoundExact,
  type Summary,
} from './odds.js';

// Words
export {
  battleNameIndex,
  costWords,
  describeEvent,
  frac,
  mapDecision,
  moraleEffectText,
  nameIndex,
  outcomeWords,
  PHASE_TEXT,
  placeLabel,
  publicNames,
  refereeDecision,
  seatName,
  signed,
  unitLabel,
  unnamed,
} from './describe.js';

// The chart of its odds (a Vega-Lite spec, drawn by src/charts/render.ts and the web app)
export { battleOddsChart } from './odds-chart.js';
