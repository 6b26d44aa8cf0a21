/**
 * The rules core of the Sauron variant (seed 003): data, Leader Combat, Mortal Combat, rally and
 * stacking, the One Ring and Narsil, Demoralization, odds and a record keeper for games on the real
 * board. Pure functions; no Ruleset is registered here.
 */
export * from './assumptions.js';
export * from './data.js';
export * from './demoralization.js';
export * from './events.js';
export * from './leader-combat.js';
export * from './map-rules.js';
export * from './mortal-combat.js';
export * from './odds.js';
export * from './options.js';
export * from './rally.js';
export * from './ratings.js';
export * from './record.js';
export * from './ring.js';

// What the computer players and the text front end use (src/ai, src/cli).
export { sauron, type SauronAction, type SauronView } from './game/ruleset.js';
export { leaderById } from './expanded.js';
export { ARMIES, DAGORLAD } from './game/map.js';
export { combatResult, ratingValue, type GameAction, type GameEvent } from './game/rules.js';
export { withPowers } from './game/magic.js';
export { describeGameAction, describeGameEvent, endLabel, pieceName, PieceName, SEGMENT_NAMES } from './game/describe.js';
export { phaseName, sideName, describeAction, describeEvent, nameOf } from './referee/describe.js';
export { parseRefereeOptions, REFEREE_SEAT, refereeSetup, sauronReferee, type SauronRefereeOptions, type SauronRefereeView } from './referee/ruleset.js';
