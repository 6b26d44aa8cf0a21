/**
 * Every refusal of the Sauron variant's map game, each code with its clause (clauses.ts) written once.
 * Rules call `Errors.x(...)` and build no RuleError of their own.
 *
 *   if (u.attacked) return err(Errors.attacked(u.id));
 */
import { ruleError } from '../../core/rule-error.js';
import { CLAUSE } from './clauses.js';

type Hex = string;

export const Errors = {
  // Whose turn, which phase, which segment.
  gameOver: (clause: string, reason: string) => ruleError('ERR_GAME_OVER', clause, `The game is over: ${reason}.`),
  notYourTurn: (side: string, phase: string) => ruleError('ERR_NOT_YOUR_TURN', CLAUSE.turn, `It is not ${side}'s decision now (${phase}).`),
  gatesPhase: () =>
    ruleError('ERR_WRONG_PHASE', CLAUSE.gates, 'The gates are set in the First Magic Leader Phase, for the whole game-turn.'),
  beastPowerPhase: () =>
    ruleError('ERR_WRONG_PHASE', CLAUSE.magicLeaderPhase, "Sauron buys the Beast's powers in the First Magic Leader Phase."),
  movePhase: () => ruleError('ERR_WRONG_PHASE', CLAUSE.turn, "Pieces move in their side's Movement Phase."),
  formationPhase: () =>
    ruleError('ERR_WRONG_PHASE', CLAUSE.specialFormations, "Special formations form and break up in their side's Movement Phase."),
  changeHandsPhase: () =>
    ruleError('ERR_WRONG_PHASE', CLAUSE.phasesOfTheBaseGame, "The Ring and Narsil change hands in their side's Movement Phase."),
  rallyPhase: (ring: boolean) =>
    ruleError('ERR_WRONG_PHASE', ring ? CLAUSE.ringRemoval : CLAUSE.turn, 'This belongs to the Joint Rally Phase.'),
  unitAttackSegment: (kind: 'missile' | 'melee', now: string) =>
    ruleError(
      'ERR_WRONG_SEGMENT',
      CLAUSE.turn,
      `${kind === 'missile' ? 'Missile fire' : 'Melee'} belongs to the ${kind === 'missile' ? 'Missile' : 'Melee'} Combat Segment of your Combat Phase (now: ${now}).`,
    ),
  leaderSegment: (challenge: boolean) =>
    ruleError(
      'ERR_WRONG_SEGMENT',
      challenge ? CLAUSE.mortalCombat : CLAUSE.leaderCombat,
      'Leader Combat and challenges belong to the Leader Combat Segment of your Combat Phase.',
    ),
  chooseGates: () =>
    ruleError(
      'ERR_CHOOSE_GATES',
      CLAUSE.gates,
      'Sauron is inside Mordor: the First Magic Leader Phase ends when he opens or closes the gates for the game-turn.',
    ),

  // Pieces: whose, where.
  noSuchPiece: (id: string) => ruleError('ERR_NO_SUCH_PIECE', CLAUSE.turn, `No piece '${id}'.`),
  noSuchHex: (name: string) => ruleError('ERR_NO_SUCH_HEX', CLAUSE.path, `${name} is not a hex of the map.`),
  notYours: (name: string) => ruleError('ERR_NOT_YOURS', CLAUSE.turn, `${name} is not yours.`),
  notYourLeader: (name: string) => ruleError('ERR_NOT_YOURS', CLAUSE.turn, `${name} is not your leader.`),
  notYourLeaderOnMap: (id: string) => ruleError('ERR_NOT_YOURS', CLAUSE.turn, `${id} is not your leader on the map.`),
  notYourUnitOnMap: (id: string) => ruleError('ERR_NOT_YOURS', CLAUSE.turn, `${id} is not one of your units on the map.`),
  unitNotOnMap: (id: string) => ruleError('ERR_NOT_ON_MAP', CLAUSE.demoralization, `${id} is not on the map.`),
  leaderNotOnMap: (name: string) => ruleError('ERR_NOT_ON_MAP', CLAUSE.thirdPlayerLeaves, `${name} is not on the map.`),
  leaderDead: (name: string) => ruleError('ERR_LEADER_DEAD', CLAUSE.leaderDeath, `${name} is dead.`),
  movesAsUnit: (name: string) => ruleError('ERR_MOVES_AS_UNIT', CLAUSE.beast, `${name} moves as a combat unit.`),

  // Movement (4.3, 8.11, 18.1, SAU-M1, SAU-M2, SAU-M9).
  oneHexAtATime: (piece: 'unit' | 'leader', from: Hex, to: Hex) =>
    ruleError('ERR_NOT_ADJACENT', CLAUSE.turn, `A ${piece} moves one hex at a time: ${from} does not touch ${to}.`),
  noMp: (who: string, mp: number, to: Hex, cost: number) =>
    ruleError('ERR_NO_MP', CLAUSE.roughTerrain, `${who} has ${mp} movement points left; entering ${to} costs ${cost}.`),
  formationNoMp: (unit: string, mp: number, to: Hex, cost: number) =>
    ruleError(
      'ERR_NO_MP',
      CLAUSE.specialFormations,
      `${unit}'s special formation has ${mp} movement points left; entering ${to} costs ${cost}.`,
    ),
  mountains: (hex: Hex) =>
    ruleError(
      'ERR_MOUNTAINS',
      CLAUSE.expandedGame,
      `${hex} is mountains: only the path, the stairways and the fortifications may be entered.`,
    ),
  wallReached: (hex: Hex) =>
    ruleError('ERR_WALL', CLAUSE.expandedGame, `The wall at ${hex} is reached only by the stairways or along the wall (SAU-M2).`),
  stairwaysFromPath: () => ruleError('ERR_WALL', CLAUSE.expandedGame, 'The stairways are climbed from the path (SAU-M2).'),
  leaveWall: () => ruleError('ERR_WALL', CLAUSE.expandedGame, 'Units leave the wall only by a stairway to the path (SAU-M2).'),
  pathEnds: (a: Hex, b: Hex) =>
    ruleError(
      'ERR_PATH',
      CLAUSE.expandedGame,
      `The path through the mountains runs from ${a} to ${b}: it is entered and left only at its ends (SAU-M1).`,
    ),
  stacking: (hex: Hex) => ruleError('ERR_STACKING', CLAUSE.stacking, `${hex} holds a combat unit: combat units do not stack (SAU-M9).`),
  enemyLeadersThere: (hex: Hex) =>
    ruleError('ERR_ENEMY_LEADER', CLAUSE.stackingOnTheMap, `Enemy leaders stand in ${hex}: combat units may not enter their hex.`),
  enemyLeaderHex: (name: string) =>
    ruleError(
      'ERR_ENEMY_LEADER',
      CLAUSE.meeting,
      `${name} may enter an enemy leader's hex only to meet him in Mortal Combat, when it is his turn to close (SAU-M9).`,
    ),

  // Special formations (SAU-M22).
  noFormations: (side: string, option: string) =>
    ruleError(
      'ERR_NO_FORMATIONS',
      CLAUSE.specialFormations,
      `${side} may not form special formations in this game (option specialFormations: ${option}).`,
    ),
  leadsFormation: (name: string) => ruleError('ERR_FORMED', CLAUSE.specialFormations, `${name} already leads a special formation.`),
  inFormationAlready: (id: string) => ruleError('ERR_FORMED', CLAUSE.specialFormations, `${id} is already in a special formation.`),
  formationSize: (most: number) =>
    ruleError('ERR_FORMATION_SIZE', CLAUSE.specialFormations, `A special formation is 2 to ${most} different units.`),
  notFormationType: (name: string) =>
    ruleError(
      'ERR_NOT_FORMATION_TYPE',
      CLAUSE.specialFormations,
      `${name} may not join a special formation (only foot units with a melee rating and no missiles).`,
    ),
  notHisNationality: (id: string, leader: string, nationality: string) =>
    ruleError('ERR_NATIONALITY', CLAUSE.leaderStacking, `${id} is not of ${leader}'s nationality (${nationality}).`),
  disruptedMayNotForm: (id: string) => ruleError('ERR_DISRUPTED', CLAUSE.specialFormations, `${id} is disrupted.`),
  notBesideLeader: (id: string, leader: string, hex: Hex) =>
    ruleError('ERR_NOT_ADJACENT', CLAUSE.specialFormations, `${id} is not beside ${leader}'s hex ${hex}.`),
  noAnchor: (leader: string, hex: Hex) =>
    ruleError('ERR_NO_ANCHOR', CLAUSE.specialFormations, `One of the units must stand in ${leader}'s hex ${hex}.`),
  notInFormation: (id: string) => ruleError('ERR_NOT_IN_FORMATION', CLAUSE.specialFormations, `${id} is not in a special formation.`),
  leaderInFormation: (name: string) =>
    ruleError(
      'ERR_IN_FORMATION',
      CLAUSE.specialFormations,
      `${name} leads a special formation: he moves with it (move one of its units), or its units break away first.`,
    ),
  formationFightsInMelee: (id: string) =>
    ruleError('ERR_IN_FORMATION', CLAUSE.specialFormations, `${id} is in a special formation, which fights only in melee.`),

  // The Beast's powers (SAU-M20, SAU-M21).
  noSuchPower: (power: string, powers: string) =>
    ruleError('ERR_NO_SUCH_POWER', CLAUSE.beastPowers, `No power '${power}': the Beast's powers are ${powers} (data/beast-powers.json).`),
  noBeast: () => ruleError('ERR_NO_BEAST', CLAUSE.beast, 'The Beast is not on the map.'),
  sauronDeadNoMagic: () =>
    ruleError('ERR_SAURON_DEAD', CLAUSE.magicLeaderPhase, 'Sauron is dead: nobody spends his Magic Capability Points.'),
  hasPower: (name: string) => ruleError('ERR_HAS_POWER', CLAUSE.beastPowers, `The Beast already has ${name}.`),
  powerTooDear: (name: string, cost: number, points: number) =>
    ruleError('ERR_NOT_ENOUGH_MAGIC', CLAUSE.magicLeaderPhase, `${name} costs ${cost} Magic Capability Points; Sauron has ${points}.`),

  // Unit combat (7.175, F9, SAU-M15).
  noTargetUnit: (id: string) => ruleError('ERR_NO_TARGET', CLAUSE.turn, `${id} is not an enemy unit on the map.`),
  attacked: (id: string) => ruleError('ERR_ATTACKED', CLAUSE.unitAttacks, `${id} has already attacked this phase.`),
  disruptedMayNotAttack: (id: string) =>
    ruleError('ERR_DISRUPTED', CLAUSE.unitAttacks, `${id} is disrupted and may not attack until rallied.`),
  noMissiles: (id: string) => ruleError('ERR_NO_MISSILES', CLAUSE.dutyToFire, `${id} has no missile capability.`),
  outOfRange: (id: string, distance: number) =>
    ruleError('ERR_OUT_OF_RANGE', CLAUSE.unitCombat, `${id} is ${distance} hexes away; missiles reach 2.`),
  noMelee: (id: string) => ruleError('ERR_NO_MELEE', CLAUSE.unitCode, `${id} has no melee capability.`),
  demoralizedNoMelee: (side: string) => ruleError('ERR_DEMORALIZED', CLAUSE.demoralization, `${side} is Demoralized: no melee attacks.`),
  meleeNotAdjacent: (target: string, unit: string) =>
    ruleError('ERR_NOT_ADJACENT', CLAUSE.unitCombat, `Melee is against an adjacent unit; ${target} is not beside ${unit}.`),
  mustFire: (unit: string, enemy: string) =>
    ruleError(
      'ERR_MUST_FIRE',
      CLAUSE.dutyToFire,
      `${unit} is beside ${enemy}, which no unit can attack in the Melee Combat Segment: it must fire at one of the adjacent enemy units.`,
    ),
  meleeOwed: (id: string) =>
    ruleError(
      'ERR_MELEE_OWED',
      CLAUSE.dutyToFire,
      `${id} must be attacked in the Melee Combat Segment: the missile units beside it held their fire.`,
    ),

  // Leader Combat and challenges (7.221, 22.0-22.3, SAU-M17).
  noTargetLeader: (id: string) => ruleError('ERR_NO_TARGET', CLAUSE.leaderCombat, `${id} is not an enemy leader on the map.`),
  leaderCombatRange: (id: string, distance: number) =>
    ruleError(
      'ERR_NOT_ADJACENT',
      CLAUSE.leaderCombatRange,
      `Leader Combat is between leaders in one hex or adjacent; ${id} is ${distance} hexes away.`,
    ),
  challengeTooFar: (name: string, distance: number, reach: number) =>
    ruleError('ERR_TOO_FAR', CLAUSE.mortalCombat, `${name} is ${distance} hexes away; a challenge reaches ${reach}.`),
  answerChallenge: (defender: string, challenger: string) =>
    ruleError('ERR_ANSWER_CHALLENGE', CLAUSE.meeting, `${defender} must first accept or refuse ${challenger}'s challenge.`),
  noChallengeToAnswer: () => ruleError('ERR_NO_CHALLENGE', CLAUSE.meeting, 'No challenge awaits an answer.'),
  mortalToTheEnd: () => ruleError('ERR_MAY_NOT_STOP', CLAUSE.fightToTheEnd, 'The Mortal Combat must be fought to the end.'),

  // The Ring and Narsil in the Movement Phase; rally and the Ring in the Joint Rally Phase.
  nothingToReturn: (verb: 'wears' | 'holds') =>
    ruleError('ERR_NOTHING_TO_RETURN', CLAUSE.ringReturned, `No Sauron leader other than Sauron ${verb} the Ring.`),
  ringNotLying: () => ruleError('ERR_RING_NOT_LYING', CLAUSE.ringChangesHands, 'The Ring is not lying free.'),
  notWhereNarsilIs: (name: string) => ruleError('ERR_NOT_TOGETHER', CLAUSE.narsilPassing, `${name} is not where Narsil is.`),
  noneOfYoursHoldsRing: () => ruleError('ERR_NOT_HOLDER', CLAUSE.ringRemoval, 'None of your leaders holds the Ring.'),
  rallied: (name: string) => ruleError('ERR_RALLIED', CLAUSE.phasesOfTheBaseGame, `${name} has already rallied this phase.`),
  nothingToRally: (name: string) =>
    ruleError('ERR_NOTHING_TO_RALLY', CLAUSE.phasesOfTheBaseGame, `No disrupted unit of ${name}'s nationality is in or beside his hex.`),
} as const;
