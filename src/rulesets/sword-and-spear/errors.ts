/**
 * Every refusal of Sword & Spear Fantasy, each code with its clause written once (issue 25.5): the rules
 * return `err(Errors.x(...))` and nowhere else in this folder is a RuleError made from literals.
 * The errors every ruleset shares (not your turn, game over, malformed action) are core's CoreErrors.
 *
 *   if (!u) return err(Errors.notYourUnit(id));
 */
import { CoreErrors, ruleError, type RuleError } from '../../core/rule-error.js';
import { CLAUSE, GAP } from './clauses.js';

/** Why an enemy unit is not a target (9 Shooting arc, 9 Shooting into combat): a board shows the reason, a refusal cites it. */
export interface Exclusion {
  readonly code: string;
  readonly clause: string;
  readonly reason: string;
}

export const Excluded = {
  notInArc: (widen: number): Exclusion => ({
    code: 'ERR_NOT_IN_ARC',
    clause: CLAUSE.arc,
    reason: widen > 0 ? `not in front or within ${widen} DU to the side` : 'not even partly directly in front',
  }),
  intoCombat: (): Exclusion => ({
    code: 'ERR_INTO_COMBAT',
    clause: CLAUSE.intoCombat,
    reason: 'in contact with a friendly unit: no shooting into combat',
  }),
  noSight: (): Exclusion => ({ code: 'ERR_NO_SIGHT', clause: CLAUSE.arc, reason: 'no unobstructed line from both front corners' }),
} as const;

export const Errors = {
  // ---- the step and the seat (SSF-A1, SSF-A51)
  notNow: (action: string, step: string) =>
    ruleError('ERR_NOT_NOW', GAP.turnSequence, `'${action}' is not possible now: the game is in the ${step} step.`),
  notYourUnitToGive: (id: string) => ruleError('ERR_NOT_YOUR_UNIT', GAP.turn, `'${id}' is not a unit of yours on the table.`),
  unitInOtherCommand: (unit: string, player: string) =>
    ruleError('ERR_NOT_YOUR_COMMAND', GAP.multiPlayer, `${unit} is in ${player}'s command: its dice are his to give.`),
  userInOtherCommand: (user: string, player: string) =>
    ruleError('ERR_NOT_YOUR_COMMAND', GAP.multiPlayer, `${user} is in ${player}'s command: his spells are that player's to cast.`),
  characterInOtherCommand: (character: string, player: string) =>
    ruleError('ERR_NOT_YOUR_COMMAND', GAP.multiPlayer, `${character} is in ${player}'s command: he moves him.`),

  // ---- allocation (F1, SSF-A27, 2 Discipline)
  alreadyActed: (unit: string) => ruleError('ERR_ALREADY_ACTED', GAP.turn, `${unit} has already acted this turn.`),
  noSuchDie: (value: number) => ruleError('ERR_NO_SUCH_DIE', GAP.turn, `You have no unallocated die showing ${value}.`),
  mixedDice: (unit: string, value: number) =>
    ruleError('ERR_MIXED_DICE', GAP.sameDice, `The dice given to ${unit} must all show ${value}.`),
  dieTooLowToActivate: (unit: string, discipline: number) =>
    ruleError('ERR_DIE_TOO_LOW', CLAUSE.discipline, `${unit} needs a die of at least ${discipline} to be activated.`),
  // checkAllocation (a whole allocation at once)
  allocationNotYours: (id: string, side: string) => ruleError('ERR_NOT_YOUR_UNIT', GAP.turn, `'${id}' is not a unit of ${side}.`),
  allocationActed: (id: string) => ruleError('ERR_ALREADY_ACTED', GAP.turn, `'${id}' has already acted this turn.`),
  allocationTwice: (id: string) => ruleError('ERR_TWICE', GAP.turn, `'${id}' is given dice twice; give it all of them at once.`),
  allocationNoDice: (id: string) => ruleError('ERR_NO_DICE', GAP.turn, `'${id}' is given no die.`),
  allocationMixed: (id: string) => ruleError('ERR_MIXED_DICE', GAP.sameDice, `The dice given to '${id}' must show the same number.`),
  allocationNoSuchDie: (value: number) => ruleError('ERR_NO_SUCH_DIE', GAP.turn, `No unallocated die showing ${value}.`),

  // ---- orders (F3, SSF-A15, SSF-A52)
  undeadRally: (unit: string) => ruleError('ERR_CANNOT_RALLY', GAP.undead, `${unit} is undead: only magic removes its hits.`),
  cannotRally: (unit: string) => ruleError('ERR_CANNOT_RALLY', GAP.orders, `${unit} may rally only with hits and out of contact.`),
  /** The die an order needs; the clause is the order's own (activation.ts actionsFor). */
  dieTooLowForOrder: (clause: string, order: string, needs: number, unit: string, value: number) =>
    ruleError('ERR_DIE_TOO_LOW', clause, `${order} needs a die of ${needs} or more; ${unit} has ${value}.`),
  inContact: (unit: string) =>
    ruleError('ERR_IN_CONTACT', GAP.contact, `${unit} is in contact with an enemy: it may fight, hold or defer.`),
  advanceTurns: () => ruleError('ERR_BAD_MOVE', GAP.orders, 'An advance is straight ahead; turning is a manoeuvre.'),
  noUnitToCharge: (id: string | undefined) => ruleError('ERR_NO_UNIT', GAP.charges, `No unit '${id}' to charge.`),
  notInContactWith: (unit: string, target: string) =>
    ruleError('ERR_NOT_IN_CONTACT', GAP.melee, `${unit} is not in contact with '${target}'.`),
  nameTheTarget: () => ruleError('ERR_NO_TARGET', CLAUSE.arc, 'Name the target.'),

  // ---- group moves (F3, SSF-A50)
  noCommanderForGroup: (unit: string) =>
    ruleError('ERR_NO_COMMANDER', GAP.orders, `${unit} has no commander attached: only a commander's unit leads a group move.`),
  badGroup: () =>
    ruleError('ERR_BAD_GROUP', GAP.orders, "A group move is the commander's unit and one or two other units, one on each side."),
  notBeside: (id: string, unit: string, gap: number) =>
    ruleError(
      'ERR_BAD_GROUP',
      GAP.groupMoves,
      `'${id}' is not beside ${unit} in line, facing the same way, within ${gap} DU, free and not yet acted.`,
    ),
  groupDieTooLow: (disciplines: readonly number[], unit: string, value: number) =>
    ruleError(
      'ERR_DIE_TOO_LOW',
      GAP.orders,
      `A group move needs a die above every unit's discipline (${disciplines.join(', ')}); ${unit} has ${value}.`,
    ),
  groupOverlaps: () => ruleError('ERR_BLOCKED', GAP.groupMoves, 'The units of the group would overlap.'),
  groupDistance: () => ruleError('ERR_BAD_MOVE', GAP.groupMoves, 'A group move goes a distance of more than 0 DU straight ahead.'),

  // ---- movement and charges (F6, SSF-A2, SSF-A3, SSF-A34, SSF-A37, SSF-A38, SSF-A48)
  mayNotCross: (unit: string, type: string, names: string) =>
    ruleError('ERR_OBSTACLE', GAP.movement, `${unit} (${type}) may not cross an obstacle (${names}).`),
  badMove: () => ruleError('ERR_BAD_MOVE', GAP.moves, 'A move is a turn in degrees and a distance forward of 0 or more DU.'),
  impassable: (unit: string, why: string) => ruleError('ERR_IMPASSABLE', GAP.moveAllowance, `${unit}: ${why}.`),
  moveTooFar: (acrossObstacle: boolean, unit: string, allowance: number, bonuses: number, why: string, used: number) =>
    ruleError(
      'ERR_TOO_FAR',
      acrossObstacle ? GAP.obstacles : GAP.moveAllowance,
      `${unit} may move ${allowance} DU${bonuses ? ` + ${bonuses} from bonuses` : ''} (${why}); this move needs ${used}.`,
    ),
  offTable: (unit: string) => ruleError('ERR_OFF_TABLE', GAP.table, `${unit} would leave the table.`),
  moveBlocked: (unit: string, blocker: string) => ruleError('ERR_BLOCKED', GAP.moves, `${unit} cannot move through or onto ${blocker}.`),
  onlyChargeContacts: (unit: string, enemy: string) =>
    ruleError('ERR_CONTACT', GAP.charges, `Only a charge may bring ${unit} into contact with ${enemy}.`),
  chargeNotEnemy: (target: string) => ruleError('ERR_NOT_ENEMY', GAP.charges, `${target} is not an enemy unit.`),
  chargeNotInFront: (target: string, unit: string) =>
    ruleError('ERR_NOT_IN_FRONT', GAP.charges, `${target} is not even partly in front of ${unit}.`),
  chargeTooFar: (target: string, dist: number, unit: string, allowance: number, bonuses: number, why: string) =>
    ruleError(
      'ERR_TOO_FAR',
      GAP.charges,
      `${target} is ${dist.toFixed(2)} DU away; ${unit} charges ${allowance} DU${bonuses ? ` + ${bonuses} from bonuses` : ''}${why}.`,
    ),
  chargeBlocked: (blocker: string) => ruleError('ERR_BLOCKED', GAP.chargeEnds, `${blocker} is in the way.`),
  cannotFlyHigh: (unit: string) =>
    ruleError('ERR_CANNOT_FLY_HIGH', GAP.flight, `${unit} may fly high only if it has flight, after an advance or manoeuvre.`),
  flyingHigh: (target: string, unit: string) =>
    ruleError('ERR_FLYING_HIGH', GAP.flight, `${target} is flying high: only a flying unit may charge it, and ${unit} cannot fly.`),

  // ---- shooting (Section 9, SSF-A12, SSF-A15)
  noSuchUnit: (id: string) => ruleError('ERR_NO_UNIT', CLAUSE.procedure, `No unit '${id}'.`),
  noMissile: (unit: string) => ruleError('ERR_NO_MISSILE', CLAUSE.weapons, `${unit} has no missile weapon.`),
  noSuchMissile: (unit: string, weapon: string) => ruleError('ERR_NO_MISSILE', CLAUSE.weapons, `${unit} has no ${weapon}.`),
  shooterInContact: (unit: string) =>
    ruleError('ERR_SHOOTER_IN_CONTACT', GAP.contact, `${unit} is in contact with an enemy and fights instead of shooting.`),
  cannotMoveAndShoot: (weapon: string) => ruleError('ERR_MOVE_AND_SHOOT', CLAUSE.weaponsTable, `${weapon}: cannot move and shoot.`),
  endedInDifficult: () =>
    ruleError('ERR_ENDED_IN_DIFFICULT', CLAUSE.combatDice, 'A unit which ends its movement in difficult terrain cannot then shoot.'),
  badBonuses: () => ruleError('ERR_BONUS', CLAUSE.bonus, 'Bonuses are whole and not negative.'),
  tooManyBonuses: (spent: number, usable: number) => ruleError('ERR_BONUS', CLAUSE.bonus, `${spent} bonuses spent, ${usable} may be used.`),
  weaponBonuses: (spent: number, usable: number, weapon: string, note: string) =>
    ruleError('ERR_BONUS', CLAUSE.weaponsTable, `${spent} bonuses spent, ${usable} may be used (${weapon}: ${note}).`),
  noBonusDice: (weapon: string) => ruleError('ERR_BONUS', CLAUSE.weaponsTable, `${weapon}: no bonus shooting dice may be used.`),
  noNonMagicalBonus: (weapon: string) =>
    ruleError('ERR_BONUS', CLAUSE.weaponsTable, `${weapon}: no non-magical bonus shooting dice may be used.`),
  shootNotEnemy: (target: string) => ruleError('ERR_NOT_ENEMY', CLAUSE.arc, `${target} is not an enemy unit.`),
  /** An enemy ruled out as a target, with the exclusion's own code and clause (Excluded above). */
  excluded: (target: string, x: Exclusion) => ruleError(x.code, x.clause, `${target}: ${x.reason}.`),
  notPriority: (target: string, nearest: string) =>
    ruleError('ERR_NOT_PRIORITY', CLAUSE.arc, `${target} is not the closest target: ${nearest} is closer.`),
  noTarget: (unit: string) => ruleError('ERR_NO_TARGET', CLAUSE.arc, `${unit} has no enemy in front that both front corners can see.`),
  chooseTarget: (ids: readonly string[]) => ruleError('ERR_CHOOSE_TARGET', GAP.chooseTarget, `Choose the target: ${ids.join(', ')}.`),
  outOfRange: (target: string, range: number, weapon: string, reach: number) =>
    ruleError('ERR_OUT_OF_RANGE', CLAUSE.range, `${target} is ${range.toFixed(2)} DU away; ${weapon} reaches ${reach} DU.`),

  // ---- lone characters (17 Magic, SSF-A46)
  cannotReachCharacter: (unit: string, character: string) =>
    ruleError('ERR_CANNOT_CHARGE', GAP.loneCharacters, `${unit} cannot reach ${character} straight ahead.`),
  cannotShootCharacter: (unit: string, character: string, moved: boolean) =>
    ruleError(
      'ERR_NO_TARGET',
      GAP.loneCharacters,
      `${unit} cannot shoot at ${character}: not in its arc, seen from both corners, in range and at least as close as any enemy unit in its arc${moved ? ', with a weapon that may move and shoot, not ending in difficult terrain' : ''}.`,
    ),
  noSpellTarget: (id: string) => ruleError('ERR_NO_UNIT', CLAUSE.spells, `No enemy unit or lone enemy character '${id}'.`),

  // ---- magic (Section 17)
  magicUserLevel: (level: number) => ruleError('ERR_LEVEL', CLAUSE.magic, `A magic-user is of level 1, 2 or 3, not ${level}.`),
  notACommander: (who: string) =>
    ruleError('ERR_ATTACHED', CLAUSE.magic, `${who} is not a commander, and only a commander may be attached to a unit.`),
  powerDice: (users: number, dice: number) =>
    ruleError('ERR_POWER_DICE', CLAUSE.power, `One die per magic-user: ${users} magic-users, ${dice} dice.`),
  powerAssignment: () => ruleError('ERR_POWER_ASSIGNMENT', CLAUSE.power, 'Each die is assigned to exactly one magic-user.'),
  spellTooFar: (range: number, reach: number) =>
    ruleError('ERR_TOO_FAR', CLAUSE.using, `The target is ${range.toFixed(2)} DU away; spells reach ${reach} DU.`),
  noMagicUser: (id: string) => ruleError('ERR_NO_MAGIC_USER', CLAUSE.magic, `No magic-user '${id}'.`),
  notYourMagicUser: (id: string) => ruleError('ERR_NOT_YOURS', CLAUSE.magic, `'${id}' is not a magic-user of yours on the table.`),
  spellLevels: () => ruleError('ERR_LEVEL', CLAUSE.using, 'There are three levels of spell - 1, 2 and 3.'),
  spellAboveLevel: (level: number) =>
    ruleError('ERR_LEVEL', CLAUSE.using, `A level ${level} magic-user may only cast spells of his own level or lower.`),
  spellNotNow: (spell: string, when: string) => ruleError('ERR_NOT_NOW', CLAUSE.spells, `A ${spell} spell is cast ${when}`),
  notThatSpell: (spell: string) => ruleError('ERR_NOT_NOW', CLAUSE.spells, `not a ${spell} spell`),
  onePerPhase: (user: string) => ruleError('ERR_ONE_PER_PHASE', CLAUSE.using, `${user} has already cast a spell this phase.`),
  oneBoost: () => ruleError('ERR_ONE_BOOST', CLAUSE.using, 'The unit has been boosted already this activation.'),
  attachedAttack: () =>
    ruleError('ERR_ATTACHED_ATTACK', CLAUSE.spells, 'A Commander / magic-user attached to a unit may not cast attack spells.'),
  attachedTarget: () =>
    ruleError(
      'ERR_ATTACHED_TARGET',
      CLAUSE.spells,
      'A Commander / magic-user attached to a unit may cast only on the unit he is attached to.',
    ),
  noSpellUnit: (id: string) => ruleError('ERR_NO_UNIT', CLAUSE.spells, `No unit '${id}'.`),
  attackNotEnemy: () => ruleError('ERR_WRONG_SIDE', CLAUSE.spells, 'An attack spell is cast at an enemy unit.'),
  spellNotFriendly: (spell: string) => ruleError('ERR_WRONG_SIDE', CLAUSE.spells, `A ${spell} spell is cast on a friendly unit.`),
  noMagicSight: (user: string, target: string) =>
    ruleError('ERR_NO_SIGHT', CLAUSE.magicSight, `${user} has no unobstructed line from the centre of his base to ${target}.`),
  notEnoughPower: (cost: number, level: number, bandCost: number, user: string, power: number) =>
    ruleError(
      'ERR_NOT_ENOUGH_POWER',
      CLAUSE.using,
      `The spell costs ${cost} MP (level ${level} + ${bandCost} for range); ${user} has ${power}.`,
    ),

  // ---- the end phase (SSF-A39)
  notYourUnitToJoin: (id: string) => ruleError('ERR_NOT_YOUR_UNIT', GAP.characterMoves, `'${id}' is not a unit of yours on the table.`),
  notYourCharacter: (id: string) => ruleError('ERR_NOT_YOURS', GAP.characterMoves, `'${id}' is not a character of yours.`),
  noRoomBehind: (unit: string) => ruleError('ERR_OFF_TABLE', GAP.characterMoves, `There is no room behind ${unit}.`),
  characterTooFar: (character: string, move: number, dist: number) =>
    ruleError('ERR_TOO_FAR', GAP.characterMoves, `${character} moves ${move} DU in the end phase; that is ${dist.toFixed(2)} DU.`),
  alreadyWith: (character: string, unit: string) => ruleError('ERR_NO_CHANGE', GAP.characterMoves, `${character} is already with ${unit}.`),
  movedThisEndPhase: (character: string) => ruleError('ERR_MOVED', GAP.characterMoves, `${character} has moved this end phase.`),

  // ---- options
  badOption: CoreErrors.badOption,
  /** A referee situation the rules forbid: the option is bad for the rule's reason. */
  forbiddenSituation: (e: RuleError) => ruleError('ERR_BAD_OPTION', e.clause, `${e.message} (${e.code})`),
} as const;
