/**
 * Options: every assumption the rulebook leaves to us, as a setting a user can change
 * (docs/swords-and-wizardry/assumptions.md explains each).
 */
import { z } from 'zod';
import type { Assumption } from '../../core/ruleset.js';
import { boardSpecSchema, buildBoard, STANDARD_BOARD, type Board } from './board.js';
import { PIECE_KINDS, PIECES, type PieceKind } from './vocabulary.js';

export const FORCE_SIZE = 36;

export const optionsSchema = z.strictObject({
  /** SW-A1: the board layout (default data/board.json). */
  board: boardSpecSchema.optional(),
  /** SW-A2: how many of each piece make up the 36 (default data/pieces.json). */
  force: z.partialRecord(z.enum(PIECE_KINDS), z.number().int().min(0)).optional(),
  /** SW-A3: who moves first ("Having arranged which player is to start"). */
  firstPlayer: z.enum(['red', 'black', 'random']).default('red'),
  /** SW-A4: plies after which the game is a draw; 0 for no limit. */
  moveLimit: z.number().int().min(0).default(1000),
  /** SW-A4: the game is drawn when one position occurs this many times; 0 for off. */
  repetitionLimit: z.union([z.literal(0), z.number().int().min(2)]).default(0),
  /** SW-A5: where the table and the notes on the pieces disagree, which governs. */
  attackTable: z.enum(['table', 'notes']).default('table'),
  /** SW-A6: where a Wizard that gets No Result goes. */
  wizardBounce: z.enum(['origin', 'one-back']).default('origin'),
  /** SW-A7: may the Dragon hop over an empty square. */
  dragonHopsEmpty: z.boolean().default(false),
  /** SW-A8: may the Siege Catapult attack two squares away across a lake square. */
  catapultOverLake: z.boolean().default(true),
  /** SW-A9: a castle surrounded only by non-rescuers with the Princess inside: she is identified and awaits rescue, or nothing happens. */
  surroundedPrincess: z.enum(['awaits-rescue', 'stays-hidden']).default('awaits-rescue'),
});

export type SwOptions = z.infer<typeof optionsSchema>;

/** Facts derived from options once (the board, the force), cached per options object. */
export interface RulesContext {
  readonly board: Board;
  readonly force: Readonly<Record<PieceKind, number>>;
}

const contexts = new WeakMap<SwOptions, RulesContext>();

export function context(options: SwOptions): RulesContext {
  let ctx = contexts.get(options);
  if (!ctx) {
    ctx = makeContext(options) as RulesContext;
    contexts.set(options, ctx);
  }
  return ctx;
}

export function makeContext(options: SwOptions): RulesContext | string {
  const board = options.board ? buildBoard(options.board) : STANDARD_BOARD;
  if (typeof board === 'string') return `board: ${board}`;
  const force = Object.fromEntries(PIECE_KINDS.map((k) => [k, options.force?.[k] ?? PIECES[k].count])) as Record<PieceKind, number>;
  const total = PIECE_KINDS.reduce((n, k) => n + force[k], 0);
  if (total !== FORCE_SIZE) return `force: the pieces add up to ${total}, not ${FORCE_SIZE} (Notes on Playing Pieces)`;
  if (force.princess !== 1) return 'force: a force has exactly one Princess';
  for (const seat of ['red', 'black'] as const) {
    const z = board.deployment[seat];
    if (z.full.length + z.partialSquares !== FORCE_SIZE)
      return `board: ${seat}'s deployment holds ${z.full.length + z.partialSquares} squares, not ${FORCE_SIZE}`;
  }
  return { board, force };
}

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'SW-A1',
    option: 'board',
    text: 'PLAYING BOARD describes 100 squares with castles, two forests, Lake Limpid and the diagonal Magic Rainbow Bridge, but no drawing survives.',
    chosen:
      'Lake d4 e5 f6 g7; bridge e6-f5; Red castles a2 e1 j2, Black j9 f10 a9; Forest Sauvage b5 c5 b6 c6; Grimmwood h5 i5 h6 i6 (data/board.json).',
    why: 'Each fourth row then has exactly one lake square, each castle exactly three neighbours ("front, side (and rear)"), the bridge is the only way to cross the lake diagonally, and the squares behind the lake are reachable only by Dragon or Wizard, as the Strategy notes say.',
    alternatives: ['any board given as the board option, in the shape of data/board.json'],
  },
  {
    id: 'SW-A2',
    option: 'force',
    text: 'Each player starts with a force of 36 pieces; the text names the kinds but not how many of each.',
    chosen:
      'King 1, Hero 1, Marshall Royal 1, Wizard 1, Princess 1, Dragon 1, Giant 2, Ogre 3, Siege Catapult 2, Knights 4, Men-At-Arms 6, Bowmen 5, Peasants 8.',
    why: 'Singular names for the individuals ("the Wizard", "the Princess"), plurals for the rest; military pieces outnumber monsters; Peasants the most numerous, to be sacrificed for information.',
    alternatives: ['any counts summing to 36 with one Princess'],
  },
  {
    id: 'SW-A3',
    option: 'firstPlayer',
    text: '"Having arranged which player is to start".',
    chosen: 'Red starts.',
    why: 'A fixed default keeps records short; players can arrange otherwise.',
    alternatives: ['black', 'random (a die decides)'],
  },
  {
    id: 'SW-A4',
    option: 'moveLimit / repetitionLimit',
    text: 'The rules have no draw; a game ends only with a rescue or a player unable to move.',
    chosen: 'A draw after 1000 moves (500 each); no repetition rule.',
    why: 'Games between careless players, and random play, can wander forever; 1000 is far beyond any real game.',
    alternatives: ['any move limit, 0 for none', 'a draw when a position occurs N times'],
  },
  {
    id: 'SW-A5',
    option: 'attackTable',
    text: 'The notes on the Giant and the Hero disagree with the attack table in seven cells (Giant v Knights, Knights v Giant, Bowmen v Giant, Giant v Bowmen, Hero v Men-At-Arms, Hero v Bowmen, Knights v Hero).',
    chosen: 'The table governs.',
    why: '"Consult this table whenever an attack is made."',
    alternatives: ['notes: the seven cells follow the notes (data/notes-reading.json)'],
  },
  {
    id: 'SW-A6',
    option: 'wizardBounce',
    text: '"the Wizard bounces back one square as for No Result in normal attacks".',
    chosen: 'He returns to the square he moved from.',
    why: '"as for No Result": a No Result attacker returns to the square it came from.',
    alternatives: ['one-back: the square before the defender along his path (his origin if that square is the lake)'],
  },
  {
    id: 'SW-A7',
    option: 'dragonHopsEmpty',
    text: 'The Dragon "can fly over intervening pieces but one square only".',
    chosen:
      'He hops two squares in a straight line over exactly one square holding a piece (either side) or the lake; not over an empty square.',
    why: 'The power is described as flying over pieces and the lake; over an empty square it would just be a two-square move.',
    alternatives: ['true: he may also hop over an empty square'],
  },
  {
    id: 'SW-A8',
    option: 'catapultOverLake',
    text: 'The Siege Catapult may attack pieces "at this distance" (two squares); the text says nothing of the square between.',
    chosen:
      'It attacks two squares away in a straight orthogonal line, whatever the square between holds, the lake included. At that range the result is No Result except against a castle occupant or a Dragon.',
    why: 'A catapult throws over obstacles.',
    alternatives: ['false: not across a lake square'],
  },
  {
    id: 'SW-A9',
    option: 'surroundedPrincess',
    text: 'Castles (2) says what happens to a surrounded Princess when a surrounding piece may rescue her, not when none may.',
    chosen: "She is identified and stays, awaiting rescue, as after a Siege Catapult's attack (Castles (1)).",
    why: 'The same castle, the same exposure; the text treats the two ways of defeating a castle alike.',
    alternatives: ['stays-hidden: nothing happens'],
  },
  {
    id: 'SW-A10',
    option: '(fixed reading)',
    text: "Several readings of unclear sentences, recorded so a player can see them: the Wizard's die also decides when he is challenged; Wizard v Princess is No Result without a throw; Siege Catapult v Wizard at one square is decided by the Wizard's die unless he is in a castle (at two squares it is No Result, as for any piece but a castle occupant or the Dragon); the Princess makes no challenges; the Wizard may not challenge a castle; an attack counts as a move; a surround takes effect on the move that completes it, and the surrounding player then chooses the replacement; at the end of the game every piece is shown.",
    chosen: 'As stated.',
    why: "See shared/docs/rules-gaps.md; each follows the text's nearest statement.",
    alternatives: [],
  },
];
