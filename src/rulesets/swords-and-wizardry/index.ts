export { swordsAndWizardry, actionSchema, type SwAction, type SwView, type ViewPiece } from './ruleset.js';
export type { SwEvent, ShownPiece } from './events.js';
export type { SwState, Piece } from './state.js';
export { ASSUMPTIONS, context, optionsSchema, type SwOptions } from './options.js';
export { CLAUSE, PIECES, PIECE_KINDS, SEATS, opponent, type PieceKind, type SwSeat } from './vocabulary.js';
export { PRINTED_TABLE, NOTES_TABLE, resolveChallenge, describe as describeResult } from './challenge.js';
export { classifyMove, legalMoves } from './moves.js';

// What the computer players and the text front end use (src/ai, src/cli).
export { checkPlacement } from './deployment.js';
export { catapultPosts, stepSquares } from './moves.js';
export { challengeOdds } from './odds.js';
export { position, type Layout } from './test-helpers.js';
export { type Board } from './board.js';
export { FastGame, K, MAX_MOVES, REPLACE, RUNNING, DRAW } from './fast.js';
export { stateFromView, draft } from './state.js';
