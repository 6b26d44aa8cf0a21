/**
 * Swords & Wizardry (seed 001), as every other layer sees it: the `system` value (its engine and its one
 * wording) and the names the AI, the CLI, the web app and the benchmarks use. Nothing else in this
 * folder is imported from outside it.
 */
import type { RuleSystem } from '../../core/system.js';
import { describer } from './describe.js';
import { swordsAndWizardryReferee } from './referee.js';
import { swordsAndWizardry } from './ruleset.js';

export const system: RuleSystem = {
  id: 'swords-and-wizardry',
  name: 'Swords & Wizardry',
  blurb: 'Two hidden armies of 36 pieces, a lake, two forests and six castles. Challenge, identify, and rescue the opposing Princess.',
  seed: '001_e088aae2c1eae369.txt',
  rulesets: [swordsAndWizardry, swordsAndWizardryReferee],
  describe: describer,
};
export default system;

/** The rulebook's text (a copy of the seed), for a reader to fetch or read when it is asked for. */
export const RULEBOOK_URL: URL = new URL('./data/rules.md', import.meta.url);

export {
  EXAMPLE_POSITION,
  exportPosition,
  importPosition,
  REFEREE_SEAT,
  swordsAndWizardryReferee,
  type SwRefereeOptions,
  type SwRefereeView,
} from './referee.js';
export { swordsAndWizardry, actionSchema, type SwAction, type SwView, type ViewPiece } from './ruleset.js';
export type { SwEvent, ShownPiece } from './events.js';
export { draft, stateFromView, type SwState, type Piece } from './state.js';
export { ASSUMPTIONS, context, optionsSchema, type RulesContext, type SwOptions } from './options.js';
export { CLAUSE, PIECES, PIECE_KINDS, SEATS, opponent, type PieceKind, type SwSeat } from './vocabulary.js';
export { PRINTED_TABLE, NOTES_TABLE, resolveChallenge, describe as describeResult, type ChallengeResult } from './challenge.js';
export { catapultPosts, classifyMove, legalMoves, stepSquares } from './moves.js';
export { DEFAULT_BOARD, type Board } from './board.js';
export { checkPlacement } from './deployment.js';
export { deploymentHints, forceSize, isCastle, zoneOf, type Draft, type Hint, type Zone } from './placement-checklist.js';
export { challengeOdds, plannedChallengeOdds, type PlannedChallengeOdds } from './odds.js';
/** The bit-packed engine the search and the benchmarks play on (the same rules, 1M moves a second). */
export { FastGame, K, MAX_MOVES, REPLACE, RUNNING, RED_WINS, BLACK_WINS, DRAW } from './fast.js';
export { describeDecision, describeEvent, outcomeWords, RESULT_TEXT, seatName } from './describe.js';

/** Positions for tests in other layers (the computer players'): no test runner, no rule. */
export * as testing from './fixtures.js';
