/**
 * Every refusal of the Sauron variant (the record keeper, the map game and the rules they share), each
 * code with its clause (clauses.ts) written here. Rules call `Errors.x(...)` and build no RuleError of
 * their own.
 *
 *   if (u.attacked) return err(Errors.attacked(u.id));
 */
import { ruleError } from '../../core/rule-error.js';
import { CLAUSE, type Clause } from './clauses.js';

type Hex = string;

export const Errors = {
  // Whose turn, which phase, which segment.
  gameOver: (clause: string, reason: string) => ruleError('ERR_GAME_OVER', clause, `The game is over: ${reason}.`),
  malformedAction: (detail: string) => ruleError('ERR_MALFORMED_ACTION', CLAUSE.core, `Malformed action: ${detail}`),
  badOption: (detail: string, clause: string = CLAUSE.options) => ruleError('ERR_BAD_OPTION', clause, detail),
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
  leaderDead: (name: string, removed = false) =>
    ruleError('ERR_LEADER_DEAD', CLAUSE.leaderDeath, `${name} is dead${removed ? ' and removed from the board' : ''}.`),
  unknownLeader: (id: string, clause: Clause) => ruleError('ERR_UNKNOWN_LEADER', clause, `No leader '${id}'.`),
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
  mustFire: (at?: { readonly unit: string; readonly enemy: string }) =>
    ruleError(
      'ERR_MUST_FIRE',
      CLAUSE.dutyToFire,
      at
        ? `${at.unit} is beside ${at.enemy}, which no unit can attack in the Melee Combat Segment: it must fire at one of the adjacent enemy units.`
        : 'A missile unit adjacent to enemy units must fire at one of them unless every adjacent enemy will be attacked in the Melee Combat Segment.',
    ),
  meleeOwedElsewhere: (unit: string, owed: string) =>
    ruleError(
      'ERR_MELEE_OWED',
      CLAUSE.dutyToFire,
      `${unit} is the attacker ${owed} still needs: the missile units beside it held their fire, so it must be attacked in this segment.`,
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
  /** 22.1, 22.2: a Mortal Combat once accepted goes on until a leader is removed from the board. */
  mayNotStop: (when: 'fighting' | 'closing' | 'round' | 'phase' | 'segment') =>
    ruleError(
      'ERR_MAY_NOT_STOP',
      when === 'closing' ? CLAUSE.meeting : CLAUSE.fightToTheEnd,
      {
        fighting: 'Leaders may not stop Mortal Combat until at least one has been removed from the board.',
        closing: "Once a challenge is accepted both leaders try to move into the other's hex until one succeeds.",
        round: 'The leaders are fighting: only another round may follow.',
        phase: 'The Mortal Combat must be fought to the end.',
        segment: 'The Mortal Combat must be fought to the end in this Leader Combat Segment.',
      }[when],
    ),
  notPhasing: (name: string, phase: string) =>
    ruleError(
      'ERR_NOT_PHASING',
      CLAUSE.leaderCombat,
      `Leader Combat is fought in a Combat Phase by the phasing leader; ${name} is not phasing now (${phase}).`,
    ),
  notPhasingChallenger: (name: string) =>
    ruleError('ERR_NOT_PHASING', CLAUSE.mortalCombat, `${name} is not a phasing leader: only a phasing leader may challenge.`),
  notAnEnemy: (defender: string, attacker: string) =>
    ruleError('ERR_NOT_OPPOSING', CLAUSE.leaderCombat, `${defender} is not an enemy of ${attacker}.`),
  notOpposing: (name: string) => ruleError('ERR_NOT_OPPOSING', CLAUSE.mortalCombat, `${name} is not an opposing leader.`),
  sameLeader: () => ruleError('ERR_SAME_LEADER', CLAUSE.leaderCombat, 'A leader cannot attack himself.'),
  attackedAlready: (name: string) =>
    ruleError(
      'ERR_ATTACKED_ALREADY',
      CLAUSE.anyNumberOfAttacks,
      `${name} has already attacked this phase; only in Mortal Combat (22.0) may leaders attack any number of times (SAU-A16).`,
    ),
  notALeader: (name: string, does: 'fight' | 'rally') =>
    ruleError(
      'ERR_NOT_A_LEADER',
      CLAUSE.beastIsNoLeader,
      does === 'rally' ? `${name} does not rally.` : `${name} is not a leader: Mortal Combat is between leaders.`,
    ),
  badDistance: (distance: number) =>
    ruleError('ERR_BAD_DISTANCE', CLAUSE.mortalCombat, `A distance is a whole number of hexes, not ${distance}.`),
  ratingsDiffer: (c: string, cSum: number, d: string, dSum: number, diff: number, most: number) =>
    ruleError(
      'ERR_RATINGS_DIFFER',
      CLAUSE.challengeRatings,
      `${c} (${cSum}) and ${d} (${dSum}) differ by ${diff}; a challenge needs ${most} or less.`,
    ),
  mortalUnderWay: () => ruleError('ERR_CHALLENGE_PENDING', CLAUSE.oneMortalCombat, 'Another Mortal Combat is still under way.'),
  noMortalCombat: () => ruleError('ERR_NO_CHALLENGE', CLAUSE.mortalCombat, 'No Mortal Combat is under way.'),
  combatOver: () => ruleError('ERR_COMBAT_OVER', CLAUSE.fightToTheEnd, 'This Mortal Combat is over.'),
  notAccepted: () =>
    ruleError('ERR_NOT_ACCEPTED', CLAUSE.avoidingChallenge, 'The challenged leader accepts or refuses; there is nothing to break off.'),
  notYourDecision: (who: string, fighting: boolean) =>
    ruleError('ERR_NOT_YOUR_DECISION', fighting ? CLAUSE.fightToTheEnd : CLAUSE.meeting, `It is for ${who}'s player to act now.`),
  acceptOrRefuse: (name: string) =>
    ruleError('ERR_ACCEPT_OR_REFUSE', CLAUSE.avoidingChallenge, `${name} must first accept or refuse the challenge.`),
  answerBeforePhaseEnds: (name: string) =>
    ruleError('ERR_ANSWER_CHALLENGE', CLAUSE.oneMortalCombat, `${name} must accept or refuse the challenge before the phase ends.`),
  stillClosing: () => ruleError('ERR_STILL_CLOSING', CLAUSE.meeting, 'The leaders must first meet in one hex.'),
  notClosing: () => ruleError('ERR_NOT_CLOSING', CLAUSE.meeting, 'The leaders are not moving to meet.'),
  notHisMovement: (name: string, phase: string) =>
    ruleError('ERR_NOT_HIS_MOVEMENT', CLAUSE.meeting, `${name} moves to meet his foe in his own Movement Phase, not in ${phase}.`),
  notCombatPhase: () =>
    ruleError('ERR_NOT_COMBAT_PHASE', CLAUSE.meeting, 'Mortal Combat is fought in the Leader Combat Segment of a Combat Phase.'),

  // The record keeper's own bookkeeping.
  notRallyPhase: () => ruleError('ERR_NOT_RALLY_PHASE', CLAUSE.turn, 'Leaders rally in the Joint Rally Phase.'),
  refusedChallengeNoRally: (name: string) =>
    ruleError('ERR_REFUSED_CHALLENGE', CLAUSE.avoidingChallenge, `${name} refused a challenge this turn and may not rally.`),
  alreadyGone: (nationality: string) => ruleError('ERR_ALREADY_GONE', CLAUSE.allyStacking, `The ${nationality} are already destroyed.`),
  notEnoughMagic: (points: number, wanted: number) =>
    ruleError('ERR_NOT_ENOUGH_MAGIC', CLAUSE.magicPoints, `Sauron has ${points} Magic Capability Points, not ${wanted}.`),
  noThirdPlayer: (forTypes = false) =>
    ruleError(
      'ERR_NO_THIRD_PLAYER',
      CLAUSE.turnedEvil,
      forTypes ? 'No living leader turned evil plays the third player (16.69), so nobody holds those types.' : 'There is no third player.',
    ),
  alreadyCounting: (turn: number) =>
    ruleError('ERR_ALREADY_COUNTING', CLAUSE.thirdPlayerCount, `The third player's count started in turn ${turn}.`),
  alreadyRematch: () => ruleError('ERR_ALREADY_REMATCH', CLAUSE.expandedGame, 'This is already the rematch; the seed describes one.'),
  battleNotOver: () =>
    ruleError('ERR_BATTLE_NOT_OVER', CLAUSE.expandedGame, 'The first battle is still being fought: the rematch follows its end.'),
  decisive: (winner: string, reason: string) =>
    ruleError(
      'ERR_DECISIVE',
      CLAUSE.expandedGame,
      `${winner} won a decisive victory (${reason}): the Expanded Game is played only without one.`,
    ),

  // Stacking and rally (8.11, 8.25).
  enemyUnits: (name: string, pathHex?: number) =>
    ruleError(
      'ERR_ENEMY_UNITS',
      CLAUSE.leaderStacking,
      pathHex === undefined
        ? `${name} may not stack with or pass over enemy combat units.`
        : `${name} may not pass over enemy combat units (hex ${pathHex} of the path).`,
    ),
  stacksOnlyWithHisOwn: (name: string, nationality: string, here: string) =>
    ruleError(
      'ERR_NATIONALITY',
      CLAUSE.leaderStacking,
      `${name} may stack only with ${nationality} units while any remain (${here} here).`,
    ),
  elvesAndDwarves: (name: string, nationality: string, other: string) =>
    ruleError('ERR_ELVES_AND_DWARVES', CLAUSE.allyStacking, `${name} (${nationality}) may not stack with ${other}.`),
  noUnitsLeft: (name: string, what: 'rally' | 'form special formations') =>
    ruleError('ERR_NO_UNITS_LEFT', CLAUSE.allyStacking, `${name} has no combat units of his nationality left and may not ${what}.`),

  // The map's rules shared by both engines (7.175, 14.3, 18.1).
  oneOwnMelee: () =>
    ruleError(
      'ERR_ONE_OWN_MELEE',
      CLAUSE.dutyToFire,
      "Only one of the attacks on the adjacent enemies may be made by the unit's own melee capability.",
    ),
  tooEarly: (turn: number) =>
    ruleError('ERR_TOO_EARLY', CLAUSE.extraUnits, `The extra Westernesse units enter on or after game-turn ${turn}, as in 14.2.`),
  sauronOutside: () => ruleError('ERR_SAURON_OUTSIDE', CLAUSE.gates, 'Only Sauron inside Mordor may close the Gates of Morannon.'),
  gatesSet: () => ruleError('ERR_GATES_SET', CLAUSE.gates, 'The gates must remain in the same position throughout the game-turn.'),
  gatesClosed: (act: 'movement' | 'melee' | 'missile') =>
    ruleError(
      'ERR_GATES_CLOSED',
      CLAUSE.gates,
      act === 'missile'
        ? 'Through the closed gates only the units inside Mordor may fire.'
        : `No ${act} through the closed Gates of Morannon.`,
    ),

  // The Ring and Narsil (16.6-16.633, 19.211, 20.21, SAU-A8, SAU-A10).
  cannotTakeRing: (name: string) => ruleError('ERR_CANNOT_TAKE', CLAUSE.beastIsNoLeader, `${name} cannot take the Ring.`),
  ringNotThere: (at: string | null, name: string, position: string | null) =>
    ruleError('ERR_NOT_THERE', CLAUSE.ringChangesHands, `The Ring lies in ${at}; ${name} is in ${position}.`),
  notSaurons: (name: string) => ruleError('ERR_NOT_SAURONS', CLAUSE.ringReturned, `${name} does not serve Sauron.`),
  sauronDeadRingWorn: () =>
    ruleError('ERR_SAURON_DEAD', CLAUSE.ringReturned, 'Sauron is dead: the highest ranking Sauron leader wears the Ring.'),
  notInSauronsHex: (name: string) => ruleError('ERR_NOT_TOGETHER', CLAUSE.ringReturned, `${name} must first be in Sauron's hex.`),
  notHolder: (name: string) => ruleError('ERR_NOT_HOLDER', CLAUSE.ringRemoval, `${name} does not hold the Ring.`),
  notJointRally: (what: 'removal' | 'destruction') =>
    ruleError(
      'ERR_NOT_JOINT_RALLY',
      CLAUSE.ringRemoval,
      what === 'removal' ? 'The Ring is taken off only in the Joint Rally Phase.' : 'Destruction occurs only in the Joint Rally Phase.',
    ),
  notWorn: (name: string) => ruleError('ERR_NOT_WORN', CLAUSE.ringRemoval, `${name} is not wearing the Ring.`),
  mayNotRemove: (name: string, sauron: boolean) =>
    ruleError(
      'ERR_MAY_NOT_REMOVE',
      sauron ? CLAUSE.ringReturned : CLAUSE.ringBearers,
      `${name} does not try to take the Ring off: only Westernesse leaders do.`,
    ),
  oneAttempt: (name: string) => ruleError('ERR_ONE_ATTEMPT', CLAUSE.oneRemovalAttempt, `${name} has already tried this Joint Rally Phase.`),
  noHolder: () => ruleError('ERR_NO_HOLDER', CLAUSE.ringRemoval, 'Nobody holds the Ring.'),
  willNotDestroy: (name: string) => ruleError('ERR_WILL_NOT_DESTROY', CLAUSE.ringBearers, `${name} will not destroy the Ring.`),
  stillWorn: (name: string) => ruleError('ERR_STILL_WORN', CLAUSE.ringRemoval, `${name} must first take the Ring off.`),
  notAtOrodruin: (name: string, orodruin: string, at: string | null) =>
    ruleError(
      'ERR_NOT_AT_ORODRUIN',
      CLAUSE.ringRemoval,
      `${name} must be in the centre Orodruin hex (${orodruin}), not ${at ?? 'nowhere'}.`,
    ),
  narsilBroken: () => ruleError('ERR_NARSIL_BROKEN', CLAUSE.narsilBroken, 'Narsil is already broken.'),
  noShards: (why: 'whole' | 'destroyed' | 'gone') =>
    ruleError(
      'ERR_NO_SHARDS',
      CLAUSE.narsilShards,
      { whole: 'Narsil is whole.', destroyed: 'The shards are already destroyed.', gone: 'The shards of Narsil are destroyed.' }[why],
    ),
  /** The shards pass under 19.211, Narsil whole under SAU-A8. */
  cannotTakeWeapon: (shards: boolean, name: string, weapon: string) =>
    ruleError('ERR_CANNOT_TAKE', shards ? CLAUSE.narsilBroken : CLAUSE.narsilPassing, `${name} cannot take ${weapon}.`),
  alreadyBearer: (shards: boolean, name: string, weapon: string) =>
    ruleError('ERR_ALREADY_BEARER', shards ? CLAUSE.narsilBroken : CLAUSE.narsilPassing, `${name} already bears ${weapon}.`),
  notEntitled: (shards: boolean, detail: string) =>
    ruleError('ERR_NOT_ENTITLED', shards ? CLAUSE.narsilBroken : CLAUSE.narsilPassing, detail),
  bearerUnhurt: (weapon: string, from: string) =>
    ruleError('ERR_BEARER_UNHURT', CLAUSE.narsilPassing, `${weapon} passes only from a wounded or dead ${from} (F11).`),
  notInBearersHex: (name: string, bearer: string) =>
    ruleError('ERR_NOT_TOGETHER', CLAUSE.narsilPassing, `${name} must be in ${bearer}'s hex.`),
  weaponNotThere: (weapon: string, at: string | null, name: string, position: string | null) =>
    ruleError('ERR_NOT_THERE', CLAUSE.narsilPassing, `${weapon} lies in ${at}; ${name} is in ${position}.`),

  // The Expanded Game's first battle (expanded.ts).
  badFirstBattle: (detail: string) => ruleError('ERR_BAD_FIRST_BATTLE', CLAUSE.expandedGame, `The first battle's end: ${detail}`),
  unknownFirstBattleLeader: (id: string, leaders: string) =>
    ruleError('ERR_UNKNOWN_LEADER', CLAUSE.expandedGame, `No leader '${id}' fought in the first battle; the leaders are ${leaders}.`),
  woundsKill: (name: string, wounds: number, endurance: number) =>
    ruleError(
      'ERR_WOUNDS',
      CLAUSE.leaderDeath,
      `${name} with ${wounds} wounds of ${endurance} Endurance is dead (7.222): list him among the dead.`,
    ),
  notEvil: (name: string) =>
    ruleError('ERR_NOT_EVIL', CLAUSE.turnedEvil, `Only a Westernesse leader turns evil (16.69); ${name} is not one.`),
  twoThirdPlayers: (ids: string) => ruleError('ERR_TWO_THIRD_PLAYERS', CLAUSE.turnedEvil, `One third player at most (16.69): ${ids}.`),
  thirdTypes: (order: string, given: string) =>
    ruleError(
      'ERR_THIRD_TYPES',
      CLAUSE.turnedEvil,
      `The third player takes types in the order ${order} (16.69); ${given} is not its start.`,
    ),
  ringHolder: (why: 'needs' | 'dead' | 'beast' | 'off' | 'none', name = '', status = '') =>
    ruleError(
      'ERR_RING_HOLDER',
      {
        needs: CLAUSE.ringOfPower,
        dead: CLAUSE.ringChangesHands,
        beast: CLAUSE.beastIsNoLeader,
        off: CLAUSE.ringBearers,
        none: CLAUSE.ringOfPower,
      }[why],
      {
        needs: `A Ring ${status} needs its holder.`,
        dead: `${name} is dead: the Ring lies where he fell (SAU-A10).`,
        beast: `${name} never takes the Ring (SAU-A20).`,
        off: 'Only a Westernesse leader takes the Ring off (16.632).',
        none: `A Ring ${status} has no holder.`,
      }[why],
    ),
  narsilRecord: (why: 'both' | 'destroyed' | 'dead' | 'bearer', name = '', weapon = '') =>
    ruleError(
      'ERR_NARSIL',
      why === 'dead' || why === 'bearer' ? CLAUSE.narsilPassing : CLAUSE.narsilBroken,
      {
        both: 'Narsil (or its shards) has a bearer or lies in a hex (lyingAt), not both.',
        destroyed: 'Destroyed shards have no bearer and lie nowhere.',
        dead: `${name} is dead: ${weapon} lie where he fell (SAU-A8).`,
        bearer: `${name} may not bear ${weapon} (SAU-A8, 19.211).`,
      }[why],
    ),

  // The Ring and Narsil in the Movement Phase; rally and the Ring in the Joint Rally Phase.
  nothingToReturn: (verb: 'wears' | 'holds') =>
    ruleError('ERR_NOTHING_TO_RETURN', CLAUSE.ringReturned, `No Sauron leader other than Sauron ${verb} the Ring.`),
  ringNotLying: (why?: 'destroyed' | 'held') =>
    ruleError(
      'ERR_RING_NOT_LYING',
      CLAUSE.ringChangesHands,
      why === 'destroyed'
        ? 'The Ring is destroyed.'
        : why === 'held'
          ? 'The Ring is not lying free: it is taken from its holder only in Mortal Combat (22.0).'
          : 'The Ring is not lying free.',
    ),
  notWhereNarsilIs: (name: string) => ruleError('ERR_NOT_TOGETHER', CLAUSE.narsilPassing, `${name} is not where Narsil is.`),
  noneOfYoursHoldsRing: () => ruleError('ERR_NOT_HOLDER', CLAUSE.ringRemoval, 'None of your leaders holds the Ring.'),
  rallied: (name: string) => ruleError('ERR_RALLIED', CLAUSE.phasesOfTheBaseGame, `${name} has already rallied this phase.`),
  nothingToRally: (name: string) =>
    ruleError('ERR_NOTHING_TO_RALLY', CLAUSE.phasesOfTheBaseGame, `No disrupted unit of ${name}'s nationality is in or beside his hex.`),
} as const;
