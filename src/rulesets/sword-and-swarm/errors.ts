/**
 * Every refusal of Sword & Swarm, each code written once with the clause that forbids it (clauses.ts).
 * Rules return `Errors.x(...)`; nothing else in this folder builds a RuleError from literals.
 *
 *   if (!sees(s, c, t, o)) return err(Errors.noSight());
 */
import { CoreErrors, ruleError } from '../../core/rule-error.js';
import { ASSUMED, CLAUSE } from './clauses.js';

export const Errors = {
  // The activation and its action points (The Activation Phase, Actions).
  notActivated: () => ruleError('ERR_NOT_ACTIVATED', CLAUSE.activation, 'No character is activated.'),
  cannotAct: (name: string, status: string) => ruleError('ERR_CANNOT_ACT', CLAUSE.star, `${name} is ${status} and cannot take actions.`),
  noAp: (clause: string, need: number, left: number) =>
    ruleError('ERR_NO_AP', clause, `This needs ${need} action point(s); ${left} left (Actions: two per activation).`),
  chooseFirst: () => ruleError('ERR_CHOOSE_FIRST', CLAUSE.activation, 'Choose a character to activate first.'),
  badCharacter: () => ruleError('ERR_BAD_CHARACTER', CLAUSE.activation, 'Activate one of your own characters still on the table.'),
  alreadyActivated: (name: string) => ruleError('ERR_ALREADY_ACTIVATED', CLAUSE.activation, `${name} has already activated this turn.`),
  ordered: (id: string) => ruleError('ERR_ORDERED', ASSUMED.orders, `This token is for ${id}, whose leader's order activates now.`),
  activationOpen: () => ruleError('ERR_ACTIVATION_OPEN', CLAUSE.activation, 'Act or end the current activation first.'),

  // Movement.
  inMelee: () => ruleError('ERR_IN_MELEE', CLAUSE.melee, 'Characters in a melee cannot make move actions.'),
  offTable: () => ruleError('ERR_OFF_TABLE', CLAUSE.movement, 'The move would leave the table.'),
  moveTooFar: (length: number, left: number, noAp: boolean) =>
    ruleError(
      'ERR_TOO_FAR',
      CLAUSE.movement,
      noAp
        ? `The move is ${length.toFixed(2)}"; ${left.toFixed(2)}" left and no action point for another move action.`
        : `The move is ${length.toFixed(2)}"; a move action gives ${left.toFixed(2)}".`,
    ),
  throughEnemy: () =>
    ruleError('ERR_THROUGH_ENEMY', CLAUSE.movement, 'Units can move through friendly units, but not through enemy units.'),
  endsNearEnemy: () => ruleError('ERR_ENDS_NEAR_ENEMY', CLAUSE.movement, 'Unless using Charge, a move cannot end within 1" of an enemy.'),
  chargeShort: () => ruleError('ERR_CHARGE_SHORT', ASSUMED.charge, 'A charge must end within 1" of an enemy.'),
  wavering: (morale: 'wavering' | 'fleeing') =>
    ruleError('ERR_WAVERING', ASSUMED.morale, `A ${morale === 'fleeing' ? 'Fleeing' : 'Wavering'} character may not move towards enemies.`),

  // Attacks and weapons.
  notCarried: (clause: string, name: string, id: string) => ruleError('ERR_NO_WEAPON', clause, `${name} does not carry '${id}'.`),
  noSuchWeapon: (clause: string, id: string) => ruleError('ERR_NO_WEAPON', clause, `No weapon '${id}'.`),
  noRangedWeapon: (clause: string, name: string) => ruleError('ERR_NO_WEAPON', clause, `${name} has no ranged weapon.`),
  wrongWeapon: (clause: string, id: string, kind: string) => ruleError('ERR_WRONG_WEAPON', clause, `'${id}' is not a ${kind} weapon.`),
  fleeing: () => ruleError('ERR_FLEEING', ASSUMED.morale, 'A Fleeing character makes no attacks.'),
  once: (id: string) => ruleError('ERR_ONCE', ASSUMED.weapons, `'${id}' attacks once per activation.`),
  rangedTarget: () => ruleError('ERR_BAD_TARGET', CLAUSE.ranged, 'The target must be an enemy still on the table.'),
  meleeTarget: () => ruleError('ERR_BAD_TARGET', CLAUSE.melee, 'The target must be an enemy still on the table.'),
  noSight: () => ruleError('ERR_NO_SIGHT', CLAUSE.ranged, 'The target must be in line of sight.'),
  outOfRange: (distance: number, weapon: string, reach: number) =>
    ruleError('ERR_OUT_OF_RANGE', CLAUSE.ranged, `The target is ${distance.toFixed(2)}" away; '${weapon}' reaches ${reach}".`),
  notInReach: () => ruleError('ERR_NOT_IN_REACH', CLAUSE.melee, 'The enemy you strike must be within 1 inch.'),

  // Aiming, Take Cover, Rally.
  aimTarget: () => ruleError('ERR_BAD_TARGET', CLAUSE.aiming, 'Aim at an enemy in line of sight, chosen as for a ranged attack.'),
  alreadyProne: (name: string) => ruleError('ERR_ALREADY_PRONE', CLAUSE.takeCover, `${name} is already prone.`),
  alreadyInCover: (name: string) => ruleError('ERR_ALREADY_IN_COVER', CLAUSE.takeCover, `${name} has already taken cover.`),
  rallyTarget: () => ruleError('ERR_BAD_TARGET', CLAUSE.rally, 'Rally yourself or a friendly character.'),
  rallyTooFar: () => ruleError('ERR_TOO_FAR', CLAUSE.rally, 'Other characters must be within 6 inches to be rallied.'),
  nothingToRally: (name: string) => ruleError('ERR_NOTHING_TO_RALLY', CLAUSE.rally, `${name} has no adverse Morale condition.`),

  // Cast a Spell (SWS-A19) and leaders' orders (SWS-A18).
  noSpellcasting: (name: string) =>
    ruleError('ERR_NO_SPELLCASTING', CLAUSE.cast, `${name} has neither the Spellcasting trait nor a magical item.`),
  spellsOff: () =>
    ruleError(
      'ERR_NOT_YET',
      ASSUMED.spells,
      'Spells are in the Magic and Spells document, which the seed does not include; casting is not modelled (spells: off).',
    ),
  noSpell: (id: string, known: readonly string[]) =>
    ruleError('ERR_NO_SPELL', ASSUMED.spells, `No spell '${id}': the stand-in spells are ${known.join(', ')} (data/spells.json).`),
  spellEnemy: (spell: string) => ruleError('ERR_BAD_TARGET', ASSUMED.spells, `${spell} needs an enemy still on the table as its target.`),
  spellSight: (spell: string) => ruleError('ERR_NO_SIGHT', ASSUMED.spells, `${spell} needs the target in line of sight.`),
  spellFriend: (spell: string) => ruleError('ERR_BAD_TARGET', ASSUMED.spells, `${spell} is cast on the caster or a friendly character.`),
  spellRange: (distance: number, spell: string, reach: number) =>
    ruleError('ERR_OUT_OF_RANGE', ASSUMED.spells, `The target is ${distance.toFixed(2)}" away; ${spell} reaches ${reach}".`),
  noOrders: () => ruleError('ERR_NO_ORDERS', ASSUMED.orders, 'Leaders issue no orders (orders: off).'),
  notLeader: (name: string) =>
    ruleError('ERR_NOT_LEADER', ASSUMED.orders, `${name} is not the warband's leader; only leaders issue orders.`),
  orderTarget: () => ruleError('ERR_BAD_TARGET', ASSUMED.orders, 'Order another character of your warband still on the table.'),
  orderTooFar: () => ruleError('ERR_TOO_FAR', ASSUMED.orders, 'Orders reach friends within 6 inches.'),
  alreadyOrdered: (name: string) => ruleError('ERR_ALREADY_ORDERED', ASSUMED.orders, `${name} already has an order for the next turn.`),

  // Setting up an encounter (Encounters, SWS-A3), options, the referee's steps.
  swarmSeat: () => ruleError('ERR_SETUP', ASSUMED.swarm, 'The Swarm is not a seat.'),
  ownerless: () => ruleError('ERR_SETUP', CLAUSE.encounters, 'Every character belongs to a seat or to the Swarm.'),
  oneWarband: () => ruleError('ERR_SETUP', CLAUSE.encounters, 'An encounter needs at least two warbands.'),
  sameIds: () => ruleError('ERR_SETUP', CLAUSE.encounters, 'Character ids must be unique.'),
  /** An option zod refused, before any rule is asked ('core'), or a named option the ruleset checked ('options'). */
  badOption: CoreErrors.badOption,
  deflectNow: () => ruleError('ERR_NOT_NOW', CLAUSE.deflect, 'The attack dice are rolled; the defender deflects now.'),
  attackFirst: () => ruleError('ERR_NOT_NOW', CLAUSE.attack, 'Roll the attack dice first.'),
} as const;
