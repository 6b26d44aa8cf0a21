/**
 * Sword & Spear Fantasy (seed 004): the rules core as pure modules. No Ruleset is registered yet; the
 * game state, the web and the CLI come in a later step.
 *
 *   data.ts         the tables (Section 2, 9, 17; SSF-A6, A7, A9) and army lists, zod-checked
 *   battlefield.ts  units on bases, terrain pieces, discipline, contact, what blocks sight
 *   combat.ts       the pairs and discipline tests (SSF-A4, SSF-A5)
 *   shooting.ts     Section 9: targets, plan, resolution
 *   odds.ts         exact shooting odds and the Monte Carlo cross-check
 *   magic.ts        Section 17
 *   scenario.ts     a table with terrain and two armies deployed (SSF-A34)
 *   activation.ts   discipline and the action dice bag (2 Discipline; F1-F4; SSF-A1)
 *   options.ts, assumptions.ts, clauses.ts
 */
export * from './activation.js';
export * from './assumptions.js';
export * from './battlefield.js';
export * from './clauses.js';
export * from './combat.js';
export * from './data.js';
export * from './magic.js';
export * from './odds.js';
export * from './options.js';
export * from './scenario.js';
export * from './shooting.js';
