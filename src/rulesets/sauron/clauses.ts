/**
 * Clause names of the Sauron variant (shared/seeds/003), the way refusals cite them: the seed's rule
 * numbers ('7.175'), its unnumbered part ('Expanded Game'), the base game's facts from rules-gaps.md
 * ('F9') and the project's recorded assumptions ('SAU-A6' for both engines, 'SAU-M22' for the map game).
 * Each is written here once; errors.ts pairs them with the codes.
 */
export const CLAUSE = {
  // The seed's rules.
  roughTerrain: '4.3',
  dutyToFire: '7.175',
  leaderCombat: '7.221',
  leaderDeath: '7.222',
  anyNumberOfAttacks: '7.241',
  leaderStacking: '8.11',
  allyStacking: '8.25',
  rally: '8.33',
  extraUnits: '14.3',
  ringOfPower: '16.6',
  ringReturned: '16.631',
  ringBearers: '16.632',
  ringRemoval: '16.633',
  turnedEvil: '16.69',
  beast: '17.11',
  gates: '18.1',
  narsilBroken: '19.211',
  narsilShards: '20.21',
  mortalCombat: '22.0',
  meeting: '22.1',
  fightToTheEnd: '22.2',
  avoidingChallenge: '22.3',
  challengeRatings: '22.4',
  expandedGame: 'Expanded Game',
  // The base game, as rules-gaps.md gives it.
  unitCode: 'F7',
  unitCombat: 'F9',
  stacking: 'F10',
  // Assumptions of both engines (assumptions.ts).
  turn: 'SAU-A6',
  demoralization: 'SAU-A5',
  narsilPassing: 'SAU-A8',
  ringChangesHands: 'SAU-A10',
  oneRemovalAttempt: 'SAU-A11',
  thirdPlayerCount: 'SAU-A14',
  leaderAttacks: 'SAU-A16',
  beastIsNoLeader: 'SAU-A20',
  oneMortalCombat: 'SAU-A22',
  magicPoints: 'SAU-A25',
  // Assumptions of the map game (game/assumptions.ts).
  path: 'SAU-M1',
  thirdPlayerLeaves: 'SAU-M12',
  stackingOnTheMap: 'SAU-M9',
  phasesOfTheBaseGame: 'SAU-M16',
  leaderCombatRange: 'SAU-M17',
  unitAttacks: 'SAU-M15',
  magicLeaderPhase: 'SAU-M20',
  beastPowers: 'SAU-M21',
  specialFormations: 'SAU-M22',
  rematch: 'SAU-M23',
  // Not rules: the program's own checks.
  options: 'options',
  core: 'core',
} as const;

/** Any clause above. */
export type Clause = (typeof CLAUSE)[keyof typeof CLAUSE];
