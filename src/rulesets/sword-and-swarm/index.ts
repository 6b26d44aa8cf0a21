/** Sword & Swarm rules core (issue 8): pure modules, no Ruleset registered yet. */
export { act, targetChoice, moraleTest, type Action } from './actions.js';
export { attackDice, deflect, loseStar, rangedModifiers, resolveAttack, isBloodied, injuryOf, type SwsEvent, type Injury } from './attack.js';
export { ASSUMPTIONS } from './assumptions.js';
export { CLAUSE } from './clauses.js';
export { TABLES, buildTables, parseDataFile, weapon } from './data.js';
export { testOwn, testAgainst, pTest } from './dice-tests.js';
export { attackOdds, attackMonteCarlo, remainingDistribution } from './odds.js';
export { DEFAULT_OPTIONS, optionsSchema, parseOptions, type Options } from './options.js';
export { characterFrom, type CharacterState, type Skirmish } from './state.js';
export { apply, sampleActions, startEncounter, toAct, type Encounter, type TurnAction } from './turn.js';
