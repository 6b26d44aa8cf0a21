/**
 * Every refusal of the Swords & Wizardry rules: each code and the clause that forbids it are written
 * here once, and the rules call these. Messages name squares and the player's own pieces only, never an
 * enemy identity the player has not seen.
 */
import { ruleError } from '../../core/rule-error.js';
import { CLAUSE } from './vocabulary.js';

export const Errors = {
  // Preparation
  alreadyDeployed: () => ruleError('ERR_ALREADY_DEPLOYED', CLAUSE.preparation, 'Your pieces are already deployed.'),
  notASquare: (name: string) => ruleError('ERR_OFF_BOARD', CLAUSE.preparation, `${name} is not a square of the board.`),
  deployRows: (square: string) =>
    ruleError('ERR_DEPLOY_ROWS', CLAUSE.preparation, `All squares of your three nearest rows must be occupied; ${square} is empty.`),
  deployLake: (square: string) =>
    ruleError('ERR_DEPLOY_LAKE', CLAUSE.preparation, `${square} is Lake Limpid: no piece may be placed there.`),
  deployZone: (square: string) => ruleError('ERR_DEPLOY_ZONE', CLAUSE.preparation, `${square} is outside your deployment area.`),
  deployFourthRow: (needed: number, placed: number) =>
    ruleError('ERR_DEPLOY_FOURTH_ROW', CLAUSE.preparation, `Occupy exactly ${needed} squares of your fourth row, not ${placed}.`),
  deployForce: (pieceName: string, needed: number, placed: number) =>
    ruleError('ERR_DEPLOY_FORCE', CLAUSE.pieces, `Your force has ${needed} ${pieceName}, not ${placed}.`),
  deployPrincess: (square: string) =>
    ruleError('ERR_DEPLOY_PRINCESS', CLAUSE.preparation, `The Princess must be placed on one of the Castle squares, not ${square}.`),
  deployCatapult: (square: string) =>
    ruleError('ERR_DEPLOY_CATAPULT', CLAUSE.preparation, `Siege Catapults cannot occupy a castle square (${square}).`),

  // Commencement of Game and the pieces' powers
  notDeployed: () => ruleError('ERR_NOT_DEPLOYED', CLAUSE.preparation, 'Both forces must be deployed before play begins.'),
  squaresRun: (last: string) => ruleError('ERR_OFF_BOARD', CLAUSE.commencement, `Squares run a1 to ${last}.`),
  offBoard: () => ruleError('ERR_OFF_BOARD', CLAUSE.commencement, 'That square is not on the board.'),
  noPiece: (square: string) => ruleError('ERR_NO_PIECE', CLAUSE.commencement, `You have no piece on ${square}.`),
  ownPiece: (square: string) => ruleError('ERR_OWN_PIECE', CLAUSE.commencement, `${square} holds one of your own pieces.`),
  notAMove: (from: string, to: string) =>
    ruleError(
      'ERR_NOT_A_MOVE',
      CLAUSE.commencement,
      `${from} to ${to} is not a move: pieces move one square sideways, forwards or backwards.`,
    ),
  lake: (square: string) =>
    ruleError('ERR_LAKE', CLAUSE.lake, `${square} is Lake Limpid, which cannot be entered or occupied by any piece.`),
  princessAwaits: () =>
    ruleError(
      'ERR_PRINCESS_AWAITS',
      CLAUSE.castles1,
      'The identified Princess must remain in position for the remainder of the game and await rescue.',
    ),
  princessAttack: () => ruleError('ERR_PRINCESS_ATTACK', CLAUSE.princess, 'The Princess has no attacking abilities: she cannot challenge.'),
  castle: (awaitingRescue: boolean) =>
    ruleError(
      'ERR_CASTLE',
      CLAUSE.castles,
      awaitingRescue
        ? 'Only a piece entitled to rescue her may challenge the Princess awaiting rescue in a castle.'
        : 'A piece occupying a castle cannot be challenged in the ordinary way: only a Siege Catapult or a surround defeats it.',
    ),
  pathBlocked: (square: string) => ruleError('ERR_PATH_BLOCKED', CLAUSE.wizard, `The Wizard's path is not clear: ${square} is occupied.`),
  dragonRange: () => ruleError('ERR_DRAGON_RANGE', CLAUSE.dragon, 'The Dragon can fly over one square only.'),
  dragonNothingToFlyOver: (square: string) =>
    ruleError(
      'ERR_DRAGON_NOTHING_TO_FLY_OVER',
      CLAUSE.dragon,
      `The Dragon flies over a piece or the lake, and ${square} is empty (assumption SW-A7).`,
    ),
  catapultRange: () =>
    ruleError(
      'ERR_CATAPULT_RANGE',
      CLAUSE.siegeCatapult,
      'A Siege Catapult moves one square; it attacks at most two squares away, and only an enemy piece.',
    ),
  catapultLake: () =>
    ruleError(
      'ERR_CATAPULT_LAKE',
      CLAUSE.siegeCatapult,
      'The Siege Catapult may not attack across the lake (option catapultOverLake, assumption SW-A8).',
    ),
  catapultCastle: () =>
    ruleError('ERR_CATAPULT_CASTLE', CLAUSE.siegeCatapult, 'A Siege Catapult cannot at any time be moved onto a Castle square.'),

  // Castles (2): the surround's choice
  chooseReplacement: () => ruleError('ERR_CHOOSE_REPLACEMENT', CLAUSE.castles2, 'First choose which surrounding piece takes the castle.'),
  noCastleChoice: () => ruleError('ERR_NO_CASTLE_CHOICE', CLAUSE.castles2, 'There is no surrounded castle to fill.'),
  notSurrounding: (candidates: readonly string[]) =>
    ruleError(
      'ERR_NOT_SURROUNDING',
      CLAUSE.castles2,
      `Choose one of the surrounding pieces that may enter the castle: ${candidates.join(', ')}.`,
    ),
} as const;
