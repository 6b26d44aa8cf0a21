/** The Swords & Sorcery strategic variant (seed 000): the map game, its battle engine and its data. */
export { swordsAndSorcery, actionSchema, type SsAction } from './game/ruleset.js';
export type { SsView, PieceView, EnemyStackView, PendingView } from './game/view.js';
export type { SsState } from './game/state.js';
export type { SsEvent } from './game/rules.js';
export { optionsSchema, type SsOptions, gameContext } from './game/options.js';
