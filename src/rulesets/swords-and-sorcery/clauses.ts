/**
 * Clause names of the Swords & Sorcery strategic variant (shared/seeds/000), as the seed numbers them
 * ('III.D.7.a'), under names in the rulebook's words. Refusals (errors.ts) and events cite these.
 * Assumptions are cited by id ('SSV-A45'); `NO_CLAUSE` marks refusals that belong to no clause.
 */
export const CLAUSE = {
  stacking: 'I',
  lake: 'I.F',
  movement: 'II',
  dragonComplex: 'II.B',
  wallIntoEnemy: 'II.D',
  combat: 'III',
  reaction: 'III.A',
  reactionLeader: 'III.A.3',
  colocation: 'III.C',
  rounds: 'III.D',
  leadershipToStrength: 'III.D.1.b',
  dieLeader: 'III.D.2.a',
  mustLead: 'III.D.2.a(2)',
  charging: 'III.D.2.b(2)',
  siegeMachineRole: 'III.D.2.d',
  array: 'III.D.3',
  noChargeTwice: 'III.D.5.a(1)',
  afterRound: 'III.D.7',
  withdrawal: 'III.D.7.a',
  reinforcement: 'III.D.7.b',
  untilOneSide: 'III.D.8',
  siege: 'IV',
  besieged: 'IV.A',
  assault: 'IV.C',
  assaultAllowance: 'IV.C.1',
  doOrDieAssault: 'IV.C.2.a',
  breachAllowance: 'IV.D.1',
  doOrDieBreach: 'IV.D.2.b',
  leadershipOnMorale: 'V.B',
  demoralizedEntry: 'V.E',
  characterVsArmy: 'VII',
  designate: 'VII.A',
  monstersApart: 'VII.A.2.a',
  wounds: 'VII.A.3',
  substitute: 'VII.A.3.a',
  monstersNeverWithdraw: 'VII.A.3.b',
} as const;

/** The assumptions a refusal cites where the seed is silent (assumptions.md). */
export const ASSUMED = {
  siegeMachineRole: 'SSV-A25',
  movesStepByStep: 'SSV-A45',
  surrender: 'SSV-A51',
  turnSequence: 'SSV-A53',
} as const;

/** Refusals that belong to no clause: a malformed action or option. */
export const NO_CLAUSE = { core: 'core', options: 'options' } as const;
