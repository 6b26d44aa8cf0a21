/**
 * Every refusal of the Swords & Sorcery rulesets (the map game, the battle engine, Character vs Army and
 * the referee's battles), each code written once with the clause that forbids it (clauses.ts). Rules
 * return `Errors.x(...)`; nothing else in this folder builds a RuleError from literals.
 *
 *   if (!siege) return err(Errors.noSiege('0303'));
 */
import { CoreErrors, ruleError } from '../../core/rule-error.js';
import { ASSUMED, CLAUSE, NO_CLAUSE } from './clauses.js';

export const Errors = {
  // Options and malformed input.
  badOption: CoreErrors.badOption,
  malformed: CoreErrors.malformed,
  notNow: (what: string) => ruleError('ERR_NOT_NOW', ASSUMED.turnSequence, `${what} is not possible now.`),

  // II. Movement, hex by hex (SSV-A45).
  noPlace: (where: string) => ruleError('ERR_NO_SUCH_PLACE', CLAUSE.movement, `${where} is not a place on this map.`),
  notAdjacentHex: (from: string, to: string) => ruleError('ERR_NOT_ADJACENT', CLAUSE.movement, `${to} is not adjacent to ${from}.`),
  complexFromOutside: (to: string) =>
    ruleError(
      'ERR_COMPLEX_ENTRY',
      CLAUSE.dragonComplex,
      `${to} is entered only from the mountain hex it lies in (a separate location from that hex).`,
    ),
  forbidden: (to: string, terrain: string) =>
    ruleError('ERR_FORBIDDEN_TERRAIN', CLAUSE.movement, `Non-flying units may move into any hex except the lake: ${to} is ${terrain}.`),
  wall: (side: string) =>
    ruleError(
      'ERR_WALL_ENEMY',
      CLAUSE.wallIntoEnemy,
      `A unit may cross the ${side} into a hex occupied by an enemy unit only through the Assault or Breach operations.`,
    ),
  endInLake: (where: string) => ruleError('ERR_END_IN_LAKE', CLAUSE.lake, `Units may not end their move in the lake (${where}).`),
  notYourPiece: (id: string) => ruleError('ERR_NOT_YOUR_PIECE', CLAUSE.movement, `${id} is not one of your pieces on the map.`),
  notTogether: () => ruleError('ERR_NOT_TOGETHER', ASSUMED.movesStepByStep, 'The pieces of one move must start in the same place.'),
  noPieces: () => ruleError('ERR_NO_PIECES', ASSUMED.movesStepByStep, 'Name at least one piece to move.'),
  notOneStep: (to: string) => ruleError('ERR_NOT_ADJACENT', ASSUMED.movesStepByStep, `${to} is not one step from there.`),
  /** The clause that ended the piece's move: III.C (it met the enemy) or II (its allowance is spent). */
  moveOver: (id: string, why: string) => ruleError('ERR_MOVE_OVER', why, `${id} can move no further this turn.`),
  tooFar: (id: string, cost: number, left: number) =>
    ruleError('ERR_NOT_ENOUGH_MP', CLAUSE.movement, `${id} needs ${cost} movement points for that step and has ${left} left.`),
  demoralizedEnemy: (id: string) =>
    ruleError(
      'ERR_DEMORALIZED_ENTRY',
      CLAUSE.demoralizedEntry,
      `${id} is Demoralized: it may not enter a hex containing an enemy unit, nor one into which an enemy unit could react.`,
    ),

  // III.A Reaction.
  notOffered: () => ruleError('ERR_NO_REACTION_OFFER', CLAUSE.reaction, 'No reaction is offered from that place now.'),
  notReactionLeader: (id: string) =>
    ruleError('ERR_NOT_A_LEADER', CLAUSE.reactionLeader, `${id} is not a character in the reacting stack.`),
  leaderStays: () =>
    ruleError('ERR_LEADER_MUST_GO', CLAUSE.reactionLeader, 'The leader permitting the reaction must accompany the reacting units.'),
  noReactingUnits: () => ruleError('ERR_NO_REACTING_UNITS', CLAUSE.reaction, 'Designate at least one army unit to react.'),
  notInStack: (id: string) => ruleError('ERR_NOT_IN_STACK', CLAUSE.reaction, `${id} is not in the reacting stack.`),
  noCharacterToReact: () => ruleError('ERR_NO_LEADER', CLAUSE.reactionLeader, 'No character in the stack: no reaction is permitted.'),
  noReactingUnit: () => ruleError('ERR_NO_REACTING_UNITS', CLAUSE.reaction, 'A reaction needs at least one reacting unit.'),
  noMovingUnits: () => ruleError('ERR_NO_MOVING_UNITS', CLAUSE.reaction, 'A reaction answers moving enemy units; none were given.'),

  // III.D Combat in rounds.
  noBattle: () => ruleError('ERR_NO_BATTLE', CLAUSE.rounds, 'No battle is being fought now.'),
  badSetup: (detail: string) => ruleError('ERR_BAD_BATTLE_SETUP', CLAUSE.rounds, detail),
  battleOver: () => ruleError('ERR_BATTLE_OVER', CLAUSE.untilOneSide, 'The battle is over.'),
  notYourDecision: (side: string) => ruleError('ERR_NOT_YOUR_DECISION', CLAUSE.rounds, `Side ${side} has no decision pending.`),
  wrongPhase: (phase: string) => ruleError('ERR_WRONG_PHASE', CLAUSE.rounds, `That action does not fit the ${phase} step.`),
  notOwn: (what: string) => ruleError('ERR_NOT_IN_BATTLE', CLAUSE.rounds, `No ${what} of this side is in the battle hex.`),
  notCavalry: (id: string) => ruleError('ERR_NOT_CAVALRY', CLAUSE.charging, `${id} is not cavalry and cannot charge.`),
  notClear: () => ruleError('ERR_CHARGE_NOT_CLEAR', CLAUSE.charging, 'Cavalry may charge only in clear terrain.'),
  chargedLastRound: (id: string) =>
    ruleError('ERR_CHARGED_LAST_ROUND', CLAUSE.noChargeTwice, `${id} charged last round and may not charge in two consecutive rounds.`),
  withdrawingCharge: (id: string) =>
    ruleError(
      'ERR_WITHDRAWING_CHARGE',
      CLAUSE.withdrawal,
      `${id} is withdrawing outside the rear guard and contributes nothing: it cannot charge.`,
    ),
  noSameRace: (id: string) =>
    ruleError('ERR_NO_SAME_RACE', CLAUSE.leadershipToStrength, `${id} has no units of his race in the hex to add Leadership to.`),
  leaderAdds: (id: string) =>
    ruleError('ERR_LEADER_ADDS', CLAUSE.dieLeader, `${id} adds his Leadership to strength, so he cannot also lead the die.`),
  leaderRequired: () =>
    ruleError('ERR_LEADER_REQUIRED', CLAUSE.mustLead, 'Some character in the hex must be the leader of the army units.'),
  badArray: () => ruleError('ERR_BAD_ARRAY', CLAUSE.array, 'The array must list every unit of the side in the hex exactly once.'),
  duplicate: (what: string) => ruleError('ERR_DUPLICATE', CLAUSE.rounds, `${what} is listed twice.`),
  notMachine: (id: string) => ruleError('ERR_NOT_SIEGE_MACHINE', CLAUSE.siegeMachineRole, `${id} is not a Continental Siege Machine.`),
  rolesFixed: () =>
    ruleError('ERR_SIEGE_ROLE_FIXED', ASSUMED.siegeMachineRole, 'Siege machine roles are fixed by the siegeMachineRole option.'),
  badLeadership: (detail: string) => ruleError('ERR_BAD_LEADERSHIP', CLAUSE.leadershipOnMorale, detail),
  cannotWithdraw: (clause: typeof CLAUSE.doOrDieAssault | typeof CLAUSE.doOrDieBreach) =>
    ruleError('ERR_DO_OR_DIE', clause, 'Besieged units may not withdraw from an assault or breach: "do or die".'),
  alreadyWithdrawing: () => ruleError('ERR_ALREADY_WITHDRAWING', CLAUSE.withdrawal, 'This side is already withdrawing.'),
  noCandidate: (id: string) => ruleError('ERR_NO_REINFORCEMENT', CLAUSE.reinforcement, `No adjacent stack ${id} may reinforce.`),
  noWithdrawal: () => ruleError('ERR_NO_WITHDRAWAL', CLAUSE.withdrawal, 'You have no survivors to withdraw now.'),
  notChoice: (to: string) => ruleError('ERR_NOT_A_CHOICE', CLAUSE.withdrawal, `The survivors may not withdraw into ${to}.`),

  // IV. Siege Operations.
  noSiegeOffer: () => ruleError('ERR_NO_SIEGE_OFFER', CLAUSE.siege, 'No battle is offered to you now.'),
  noSiege: (hex: string) => ruleError('ERR_NO_SIEGE', CLAUSE.siege, `There is no siege at ${hex}.`),
  notBesieger: (id: string) => ruleError('ERR_NOT_BESIEGER', CLAUSE.assault, `${id} is not one of the units besieging that location.`),
  cavalryAssault: (id: string) => ruleError('ERR_CAVALRY_ASSAULT', CLAUSE.assault, `${id}: cavalry units may not assault.`),
  flyerAssault: (id: string) =>
    ruleError('ERR_FLYER_ASSAULT', CLAUSE.assault, `${id} flies: flying units need no assault, they may freely move into any hex.`),
  allowanceSpent: (id: string, clause: typeof CLAUSE.besieged | typeof CLAUSE.assaultAllowance | typeof CLAUSE.breachAllowance) =>
    ruleError('ERR_ALLOWANCE_SPENT', clause, `${id} has moved this turn: the operation consumes its entire movement allowance.`),
  noWall: (hex: string) => ruleError('ERR_NOT_ACROSS_WALL', CLAUSE.assault, `${hex} is not across a wall from those units.`),
  cannotDeclare: (hex: string, why: string) => ruleError('ERR_NO_SIEGE_HERE', CLAUSE.siege, `No siege can be declared at ${hex}: ${why}.`),
  besiegedMove: (id: string) =>
    ruleError(
      'ERR_BESIEGED',
      CLAUSE.besieged,
      `${id} is besieged: it may leave the besieged location only to engage the besiegers in a sortie.`,
    ),
  notBesieged: (id: string) => ruleError('ERR_NOT_BESIEGED', CLAUSE.besieged, `${id} is not besieged.`),

  // VII. Character vs. Army combat.
  noCvaOffer: () => ruleError('ERR_NO_CVA_OFFER', CLAUSE.characterVsArmy, 'No Character vs Army combat is waiting for your answer.'),
  noCva: () => ruleError('ERR_NO_CVA', CLAUSE.characterVsArmy, 'No Character vs Army combat is being fought now.'),
  mustBattle: () =>
    ruleError(
      'ERR_MUST_BATTLE',
      `${CLAUSE.characterVsArmy}; ${ASSUMED.surrender}`,
      'Characters must battle here: surrender is off (option surrender).',
    ),
  cvaSetup: (detail: string) => ruleError('ERR_BAD_SETUP', CLAUSE.characterVsArmy, detail),
  monstersAlone: () =>
    ruleError('ERR_MONSTERS_ALONE', CLAUSE.monstersApart, 'Monsters do not combine their strengths: each battles a separate army unit.'),
  /** A Character vs Army decision that does not parse: the first problem zod found, as it words it. */
  cvaMalformed: (detail: string) => ruleError('ERR_MALFORMED_ACTION', NO_CLAUSE.core, detail),
  cvaOver: () => ruleError('ERR_COMBAT_OVER', CLAUSE.characterVsArmy, 'The combat is over.'),
  cvaNotYours: (by: string) => ruleError('ERR_NOT_YOUR_DECISION', CLAUSE.characterVsArmy, `The ${by} has no decision pending.`),
  onlyArmyDesignates: () => ruleError('ERR_WRONG_ACTION', CLAUSE.designate, 'Only the army designates a unit.'),
  onlyCharactersFight: () => ruleError('ERR_WRONG_ACTION', CLAUSE.designate, 'Only the characters fight or withdraw.'),
  mustDesignate: () => ruleError('ERR_DESIGNATE', CLAUSE.designate, 'The army must designate a unit to battle the characters.'),
  replaceOnlyWhenBeaten: () =>
    ruleError('ERR_DESIGNATE', CLAUSE.substitute, 'A unit may be replaced only once it is Demoralized or eliminated.'),
  noArmyUnit: (id: string) => ruleError('ERR_NOT_IN_BATTLE', CLAUSE.designate, `No army unit ${id} in the hex.`),
  noArmyCharacter: (id: string) => ruleError('ERR_NOT_IN_BATTLE', CLAUSE.designate, `No army character ${id} in the hex.`),
  noLeadership: (name: string) => ruleError('ERR_NO_LEADERSHIP', CLAUSE.designate, `${name} has no Leadership rating to assist with.`),
  monsterWithdraw: () =>
    ruleError('ERR_MONSTER_WITHDRAW', CLAUSE.monstersNeverWithdraw, 'Monsters never try to withdraw: they fight to the death.'),
  withdrawFirstRound: () => ruleError('ERR_WITHDRAW_FIRST', CLAUSE.afterRound, 'Withdrawal is declared after a round of combat.'),
  noCharacter: (id: string) => ruleError('ERR_NOT_IN_BATTLE', CLAUSE.wounds, `No character ${id} in the combat.`),
} as const;
