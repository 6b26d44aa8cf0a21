/**
 * Swords & Wizardry vocabulary: seats, pieces and the rulebook's clauses, as data-derived types.
 */
import piecesData from './data/pieces.json' with { type: 'json' };

export const SEATS = ['red', 'black'] as const;
export type SwSeat = (typeof SEATS)[number];
export const opponent = (seat: SwSeat): SwSeat => (seat === 'red' ? 'black' : 'red');

export const PIECE_KINDS = [
  'king',
  'hero',
  'marshall-royal',
  'wizard',
  'princess',
  'knights',
  'men-at-arms',
  'bowmen',
  'peasants',
  'dragon',
  'giant',
  'ogre',
  'siege-catapult',
] as const;
export type PieceKind = (typeof PIECE_KINDS)[number];

export type PieceCategory = 'individual' | 'military' | 'monster' | 'machine';

export interface PieceInfo {
  readonly kind: PieceKind;
  readonly name: string;
  readonly letter: string;
  readonly category: PieceCategory;
  /** May rescue the Princess (The Princess). */
  readonly rescues: boolean;
  /** How many a standard force has (assumption SW-A2). */
  readonly count: number;
}

export const PIECES: Readonly<Record<PieceKind, PieceInfo>> = Object.fromEntries(
  (piecesData.pieces as PieceInfo[]).map((p) => [p.kind, p]),
) as Record<PieceKind, PieceInfo>;

for (const kind of PIECE_KINDS) if (!PIECES[kind]) throw new Error(`data/pieces.json lacks ${kind}`);

export const isMonster = (kind: PieceKind): boolean => PIECES[kind].category === 'monster';
/** The "Group" pieces whose powers the forests reduce (Playing Board (b)). */
export const isMilitary = (kind: PieceKind): boolean => PIECES[kind].category === 'military';

/** Clause names, as the rulebook's headings give them, cited by every error and event. */
export const CLAUSE = {
  attackTable: 'Attack Table',
  wizardDie: 'Attack Table, Notes: Wizard',
  wizardVWizard: 'Attack Table, Notes: Wizard v Wizard',
  castles: 'Playing Board (a) Castles',
  forests: 'Playing Board (b) Forests',
  lake: 'Playing Board (c) Lake',
  preparation: 'Preparation',
  commencement: 'Commencement of Game',
  pieces: 'Notes on Playing Pieces',
  wizard: 'Notes on Playing Pieces: Wizard',
  princess: 'Notes on Playing Pieces: Princess',
  siegeCatapult: 'Notes on Playing Pieces: Siege Catapult',
  dragon: 'Notes on Playing Pieces: Dragon',
  ogre: 'Notes on Playing Pieces: Ogre',
  lakeLimpid: 'Natural Features: Lake Limpid',
  castles1: 'Castles (1)',
  castles2: 'Castles (2)',
  endGame: 'End Game',
} as const;
