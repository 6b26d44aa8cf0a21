/**
 * Sword & Spear Fantasy (seed 004): the rules as pure modules, the game (`swordAndSpear`, ruleset.ts)
 * and the referee (`swordAndSpearReferee`, referee.ts), both registered in src/rulesets/index.ts. The
 * web pages are web/src/rulesets/sword-and-spear/ and sword-and-spear-referee/; the CLI `warband spear`
 * (src/cli/spear.ts).
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
 *   game.ts         the game state and its steps: turn, allocation, orders, spells, routs, victory
 *   ruleset.ts      the Ruleset `sword-and-spear`; referee.ts the Ruleset `sword-and-spear-referee`
 *   describe.ts     events in words with their clauses (the web log, the CLI)
 *   presets.ts      the referee's ready-made situations
 *   options.ts, assumptions.ts, clauses.ts
 */
export * from './activation.js';
export * from './assumptions.js';
export * from './battlefield.js';
export * from './clauses.js';
export * from './combat.js';
export * from './data.js';
export * from './describe.js';
export * from './game.js';
export * from './magic.js';
export * from './melee.js';
export * from './movement.js';
export * from './odds.js';
export * from './options.js';
export * from './presets.js';
export * from './referee.js';
export * from './ruleset.js';
export * from './scenario.js';
export * from './shooting.js';
