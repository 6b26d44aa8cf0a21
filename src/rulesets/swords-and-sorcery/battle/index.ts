/** The Swords & Sorcery strategic variant's battle engine: one hex, no map (see battle.ts). */
export * from './assumptions.js';
export * from './auto-decide.js';
export * from './battle.js';
export * from './character-combat.js';
export * from './events.js';
export * from './extraction.js';
export * from './fraction.js';
export * from './loss-table.js';
export * from './morale.js';
export * from './options.js';
export * from './reaction.js';
export * from './strength.js';
export * from './types.js';
