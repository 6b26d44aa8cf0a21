/** Sword & Swarm (issue 8): the pure rules modules, the `sword-and-swarm` game and the `sword-and-swarm-attack` referee. */
export { act, targetChoice, moraleTest, type Action } from './actions.js';
export { attackDice, deflect, loseStar, rangedModifiers, resolveAttack, isBloodied, injuryOf, type SwsEvent, type Injury } from './attack.js';
export { ASSUMPTIONS } from './assumptions.js';
export { CLAUSE } from './clauses.js';
export { TABLES, buildTables, parseDataFile, weapon } from './data.js';
export { testOwn, testAgainst, pTest } from './dice-tests.js';
export { legalTurnActions } from './legal.js';
export { attackOdds, attackMonteCarlo, remainingDistribution } from './odds.js';
export { DEFAULT_OPTIONS, optionsSchema, parseOptions, type Options } from './options.js';
export { characterFrom, SWARM, type CharacterState, type Skirmish } from './state.js';
export { apply, startEncounter, toAct, type Encounter, type TurnAction } from './turn.js';
export { swordAndSwarm, type SwsOptions, type SwsState, type SwsView } from './ruleset.js';
export { swordAndSwarmAttack, ATTACK_EXAMPLES, type AttackSpec, type AttackView } from './referee.js';

// What the computer players and the text front end use (src/ai, src/cli).
export { type CharacterView } from './ruleset.js';
export { describeSwsEvent, inches, modifierLines, oddsRows, oddsSubtitle, pct, seatName, testLines } from './describe.js';
export { type AttackAction } from './referee.js';
