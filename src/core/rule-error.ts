/**
 * A refused action. `clause` names the rulebook clause (or recorded assumption) that forbids it,
 * so a player can look up why; `code` is stable for programs, `message` is for people.
 *
 * A message must never name a hidden identity the refused seat has not seen.
 */
export interface RuleError {
  readonly code: string;
  readonly clause: string;
  readonly message: string;
}

export const ruleError = (code: string, clause: string, message: string): RuleError => ({ code, clause, message });

/** What a resignation cites: no rulebook clause, the players' own choice. */
export const CLAUSE_RESIGNATION = 'Resignation';
/** What a draw by agreement cites. */
export const CLAUSE_AGREEMENT = 'Agreement';
/** What a takeback and its refusals cite (docs/protocol.md, "Resign, draw, takeback"). */
export const CLAUSE_TAKEBACK = 'Takeback';

/** Errors every ruleset shares, raised before the ruleset is asked. */
export const CoreErrors = {
  notYourTurn: (seat: string) => ruleError('ERR_NOT_YOUR_TURN', 'core', `It is not ${seat}'s decision now.`),
  gameOver: () => ruleError('ERR_GAME_OVER', 'core', 'The game is over.'),
  malformed: (detail: string) => ruleError('ERR_MALFORMED_ACTION', 'core', `Malformed action: ${detail}`),
  unknownSeat: (seat: string) => ruleError('ERR_UNKNOWN_SEAT', 'core', `No such seat: ${seat}.`),
  moreDice: (read: number, sides: number) =>
    ruleError('ERR_MORE_DICE', 'core', `This needs more dice: ${read} typed in were read, roll one more d${sides} and add it.`),
  extraDice: (read: number, typed: number) =>
    ruleError('ERR_EXTRA_DICE', 'core', `Only ${read} of the ${typed} dice typed in were needed; check them and type exactly ${read}.`),
  badDie: (detail: string) => ruleError('ERR_BAD_DIE', 'core', `A typed-in die is not possible: ${detail}.`),
  noDrawByAgreement: (game: string) =>
    ruleError('ERR_NO_DRAW_BY_AGREEMENT', CLAUSE_AGREEMENT, `The rules of ${game} do not let the players end the game by agreement.`),
  nothingToTakeBack: () => ruleError('ERR_NOTHING_TO_TAKE_BACK', CLAUSE_TAKEBACK, 'You have taken no action that could be taken back.'),
  takebackAcrossDice: () =>
    ruleError(
      'ERR_TAKEBACK_DICE',
      CLAUSE_TAKEBACK,
      'Dice were rolled since that decision: a takeback would let the dice be rolled again, so it is refused.',
    ),
  takebackAcrossHidden: () =>
    ruleError(
      'ERR_TAKEBACK_HIDDEN',
      CLAUSE_TAKEBACK,
      'Hidden information was revealed since that decision: it cannot be unseen, so the takeback is refused.',
    ),
  /** A game's options that its ruleset's schema or checks refuse. */
  badOption: (detail: string) => ruleError('ERR_BAD_OPTION', 'options', detail),
} as const;
