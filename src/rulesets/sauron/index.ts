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
