/** The Swords & Sorcery strategic variant (seed 000): the map game, its battle engine and its data. */
export { swordsAndSorcery, actionSchema, type SsAction } from './game/ruleset.js';
export type { SsView, PieceView, EnemyStackView, PendingView } from './game/view.js';
export type { SsState } from './game/state.js';
export type { SsEvent } from './game/rules.js';
export { optionsSchema, type SsOptions, gameContext } from './game/options.js';

// What the computer players and the text front end use (src/ai, src/cli).
export { type PlaceRef } from './game/state.js';
export { battleActions, type AfterRoundChoice, type BattleAction, type Declaration, type BattleView } from './battle/battle.js';
export { show, type Frac } from './battle/fraction.js';
export { lossStrengthOf, SIDES, type Side } from './battle/types.js';
export { battleOdds, endLabel, type BattleOdds, type Summary, type EndKey } from './odds.js';
export { BATTLE_EXAMPLES, loadBattle, type RefereeBattle } from './referee/battle-spec.js';
export { refereeChoices, swordsAndSorceryBattle, type RefereeEvent, type RefereeOptions, type RefereeState, type RefereeView } from './referee/ruleset.js';
export { type BattleOutcome } from './battle/events.js';
export { counterCode } from './data.js';
export { hexsideFeature } from './map.js';
