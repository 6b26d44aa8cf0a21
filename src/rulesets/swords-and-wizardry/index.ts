export { swordsAndWizardry, actionSchema, type SwAction, type SwView, type ViewPiece } from './ruleset.js';
export type { SwEvent, ShownPiece } from './events.js';
export type { SwState, Piece } from './state.js';
export { ASSUMPTIONS, context, optionsSchema, type SwOptions } from './options.js';
export { CLAUSE, PIECES, PIECE_KINDS, SEATS, opponent, type PieceKind, type SwSeat } from './vocabulary.js';
export { PRINTED_TABLE, NOTES_TABLE, resolveChallenge, describe as describeResult } from './challenge.js';
export { classifyMove, legalMoves } from './moves.js';
