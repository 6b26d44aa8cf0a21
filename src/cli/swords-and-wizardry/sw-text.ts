/**
 * Swords & Wizardry as text: the board, the events, the move notation and the help, as pure functions
 * of a seat's view (SwView) and the events it may see. No I/O here: the play loop and the commands
 * print what these return. docs/cli.md documents the notation.
 */
import {
  CLAUSE,
  context,
  PIECE_KINDS,
  PIECES,
  PRINTED_TABLE,
  NOTES_TABLE,
  type PieceKind,
  type SwAction,
  type SwEvent,
  type SwSeat,
  type SwView,
  type ViewPiece,
  outcomeWords,
  seatName,
  system,
} from '../../rulesets/swords-and-wizardry/index.js';
import type { Outcome, Seat } from '../../core/ruleset.js';

// ---------------------------------------------------------------------------------------------------
// Colour

export interface Paint {
  readonly red: (s: string) => string;
  readonly black: (s: string) => string;
  readonly lake: (s: string) => string;
  readonly forest: (s: string) => string;
  readonly castle: (s: string) => string;
  readonly bridge: (s: string) => string;
  readonly dim: (s: string) => string;
  readonly bold: (s: string) => string;
  readonly warn: (s: string) => string;
}

const sgr =
  (open: string, close = '0') =>
  (s: string) =>
    `\x1b[${open}m${s}\x1b[${close}m`;

/** Plain ANSI colours, or none (when the output is not a terminal, or NO_COLOR is set). */
export function paint(color: boolean): Paint {
  if (!color) {
    const id = (s: string) => s;
    return { red: id, black: id, lake: id, forest: id, castle: id, bridge: id, dim: id, bold: id, warn: id };
  }
  return {
    red: sgr('1;31'),
    black: sgr('1;36'),
    lake: sgr('34;44'),
    forest: sgr('32'),
    castle: sgr('33'),
    bridge: sgr('35'),
    dim: sgr('2'),
    bold: sgr('1'),
    warn: sgr('1;33'),
  };
}

export { seatName };
const kindName = (kind: PieceKind): string => PIECES[kind].name;
const KNOWN_SEATS: readonly SwSeat[] = ['red', 'black'];
const isSwSeat = (s: string): s is SwSeat => (KNOWN_SEATS as readonly string[]).includes(s);

// ---------------------------------------------------------------------------------------------------
// The board

export interface BoardOptions {
  /** The side drawn at the bottom, and whose pieces are upper-case; spectators see Red's side. */
  readonly perspective?: SwSeat;
  readonly color?: boolean;
}

/**
 * The board as text, 3 characters a square. The side at the bottom (the viewer) shows its pieces by
 * their letters in upper case; the other side's pieces are '?' while unknown and lower-case letters once
 * shown. Terrain frames the square: [x] castle, {x} forest, <x> an end of the Magic Rainbow Bridge,
 * ~~~ Lake Limpid, '.' an empty square.
 */
export function renderBoard(view: SwView, opts: BoardOptions = {}): string {
  const bottom: SwSeat = opts.perspective ?? (isSwSeat(view.viewer) ? view.viewer : 'red');
  const p = paint(opts.color ?? false);
  const { board } = context(view.options);
  const { grid } = board;
  const at = new Map<number, ViewPiece>();
  for (const piece of view.pieces) at.set(grid.index(piece.square)!, piece);
  const files = Array.from({ length: grid.files }, (_, f) => f);
  const ranks = Array.from({ length: grid.ranks }, (_, r) => r);
  // Red looks up the board from rank 1; Black sits opposite, so rank 1 is at the top, file a on the right.
  const cols = bottom === 'red' ? files : [...files].reverse();
  const rows = bottom === 'red' ? [...ranks].reverse() : ranks;
  const fileLetter = (f: number) => String.fromCharCode(97 + f);
  const header = '    ' + cols.map((f) => ` ${fileLetter(f)} `).join('');
  const lines = [header];
  for (const r of rows) {
    const label = String(r + 1).padStart(3);
    let line = `${label} `;
    for (const f of cols) line += cell(grid.at(f, r)!);
    lines.push(`${line} ${String(r + 1)}`);
  }
  lines.push(header);
  return lines.join('\n');

  function cell(s: number): string {
    if (board.lake[s]) return p.lake('~~~');
    const piece = at.get(s);
    const mid = piece ? pieceChar(piece) : p.dim('.');
    const isBridge = board.bridge.includes(s);
    if (board.castle[s] !== null) return p.castle('[') + mid + p.castle(']');
    if (board.forest[s]) return p.forest('{') + mid + p.forest('}');
    if (isBridge) return p.bridge('<') + mid + p.bridge('>');
    return ` ${mid} `;
  }

  function pieceChar(piece: ViewPiece): string {
    const colour = piece.owner === 'red' ? p.red : p.black;
    if (!piece.kind) return colour('?');
    const letter = PIECES[piece.kind].letter;
    return colour(piece.owner === bottom ? letter.toUpperCase() : letter.toLowerCase());
  }
}

/** The key under the board. */
export function legend(view: SwView, perspective: SwSeat, color = false): string {
  const other = perspective === 'red' ? 'Black' : 'Red';
  const p = paint(color);
  const letters = PIECE_KINDS.map((k) => `${PIECES[k].letter} ${PIECES[k].name}`).join(', ');
  const who =
    view.phase === 'over' || !isSwSeat(view.viewer)
      ? `${seatName(perspective)} upper-case, ${other} lower-case`
      : `yours upper-case; ${other}'s ? until shown, then lower-case`;
  return [
    `Pieces: ${who}. ${letters}.`,
    `Terrain: ${p.castle('[ ]')} castle  ${p.forest('{ }')} forest  ${p.bridge('< >')} bridge end (${board(view).bridge.join('-')}, the only diagonal move)  ${p.lake('~~~')} Lake Limpid`,
  ].join('\n');
}

const board = (view: SwView) => {
  const { board: b } = context(view.options);
  return { bridge: b.bridge.map((s) => b.grid.name(s)) };
};

/**
 * Lines under the board: whose move, the last move, captures, what the enemy knows, a pending choice.
 * `legal`: the perspective's legal actions, where a castle choice's replacements are (only the chooser's).
 */
export function statusLines(view: SwView, perspective: SwSeat, legal: readonly SwAction[] = []): string[] {
  const lines: string[] = [];
  const other: SwSeat = perspective === 'red' ? 'black' : 'red';
  if (view.phase === 'deployment') {
    const done = KNOWN_SEATS.filter((s) => view.deployed[s]).map(seatName);
    lines.push(`Deployment (Preparation). Deployed so far: ${done.length ? done.join(', ') : 'nobody'}.`);
    return lines;
  }
  const limit = view.moveLimit > 0 ? ` of ${view.moveLimit}` : '';
  if (view.phase === 'play') {
    const actor = view.pending ? view.pending.chooser : view.turn;
    lines.push(`Move ${view.ply + 1}${limit}: ${seatName(actor)} to ${view.pending ? 'choose' : 'play'}.`);
  } else {
    lines.push(`Game over after ${view.ply} moves.`);
  }
  if (view.lastMove) lines.push(`Last move: ${seatName(view.lastMove.seat)} ${view.lastMove.from}-${view.lastMove.to}.`);
  for (const seat of [perspective, other]) {
    const taken = view.captured[seat];
    if (taken.length) lines.push(`${seatName(seat)} has taken: ${summarizeKinds(taken)}.`);
  }
  if (isSwSeat(view.viewer) && view.phase === 'play') {
    const seen = view.pieces.filter((p) => p.owner === view.viewer && p.revealed && p.kind);
    if (seen.length)
      lines.push(`Your pieces ${seatName(other)} has seen: ${seen.map((p) => `${PIECES[p.kind!].letter} ${p.square}`).join(', ')}.`);
  }
  for (const p of view.pieces) {
    if (p.awaitingRescue) lines.push(`${seatName(p.owner)}'s Princess on ${p.square} is identified and awaits rescue (Castles (1)).`);
  }
  if (view.pending) {
    const replacements = legal.flatMap((a) => (a.type === 'replace' ? [`replace ${a.with}`] : []));
    lines.push(
      `Castle ${view.pending.castle} is surrounded: ${seatName(view.pending.chooser)} chooses which surrounding piece takes it` +
        (replacements.length ? `: ${replacements.join(', ')}` : '') +
        ' (Castles (2)).',
    );
  }
  return lines;
}

function summarizeKinds(kinds: readonly PieceKind[]): string {
  const counts = new Map<PieceKind, number>();
  for (const k of kinds) counts.set(k, (counts.get(k) ?? 0) + 1);
  return PIECE_KINDS.filter((k) => counts.has(k))
    .map((k) => (counts.get(k)! > 1 ? `${counts.get(k)} ${kindName(k)}` : kindName(k)))
    .join(', ');
}

/**
 * A view with every piece's kind filled in, made from each seat's own view (each knows its own
 * pieces): for reviewing a finished record, where nothing is secret any more.
 */
export function mergeViews(red: SwView, black: SwView): SwView {
  const blackKinds = new Map(black.pieces.map((p) => [p.id, p.kind]));
  return { ...red, viewer: 'spectator', pieces: red.pieces.map((p) => (p.kind ? p : { ...p, kind: blackKinds.get(p.id) ?? null })) };
}

// ---------------------------------------------------------------------------------------------------
// Events

const clause = (c: string | undefined) => (c ? `  [${c}]` : '');

/**
 * Events as lines of text, for one viewer (null: as anyone may read them), in the ruleset's words with
 * their clauses. Challenges show both pieces, every die thrown, the result with its reason and the
 * clause that decided it; the die and the result are indented under their challenge.
 */
export function formatEvents(events: readonly SwEvent[], viewer: Seat | null = null): string[] {
  const lines: string[] = [];
  for (const e of events) {
    const line = system.describe.event(e, { viewer });
    if (!line) continue;
    const indent = e.type === 'roll' || e.type === 'challenge-result' ? '  ' : '';
    lines.push(`${indent}${line.text}${clause(line.clause)}`);
  }
  return lines;
}

export function outcomeText(outcome: Outcome): string {
  return `${outcomeWords(outcome, null)}${clause(outcome.clause)}`;
}

// ---------------------------------------------------------------------------------------------------
// Notation

export type Command =
  | { readonly type: 'move'; readonly from: string; readonly to: string }
  | { readonly type: 'replace'; readonly with: string }
  | { readonly type: 'random' }
  | { readonly type: 'deploy'; readonly file: string }
  | { readonly type: 'help' }
  | { readonly type: 'moves'; readonly square?: string }
  | { readonly type: 'board' }
  | { readonly type: 'log' }
  | { readonly type: 'rules'; readonly full: boolean }
  | { readonly type: 'save'; readonly file: string }
  | { readonly type: 'quit' }
  | { readonly type: 'empty' }
  | { readonly type: 'unknown'; readonly message: string };

const SQUARE = '[a-z]\\d{1,2}';
const MOVE = new RegExp(`^(${SQUARE})\\s*(?:-|x|:|\\s)?\\s*(${SQUARE})$`);
const ONE = new RegExp(`^${SQUARE}$`);

/** Reads one line typed at the prompt. Squares are not checked against the board here: the rules do that. */
export function parseCommand(input: string): Command {
  const line = input.trim().toLowerCase().replace(/\s+/g, ' ');
  if (line === '') return { type: 'empty' };
  const move = MOVE.exec(line);
  if (move) return { type: 'move', from: move[1]!, to: move[2]! };
  const [word, ...rest] = line.split(' ');
  const arg = rest.join(' ');
  const original = input.trim().split(/\s+/).slice(1).join(' ');
  switch (word) {
    case 'replace':
    case 'r':
      if (ONE.test(arg)) return { type: 'replace', with: arg };
      return { type: 'unknown', message: 'Type replace and the square of the surrounding piece that takes the castle, e.g. "replace e2".' };
    case 'random':
      return rest.length ? unknown(line) : { type: 'random' };
    case 'deploy':
      return original
        ? { type: 'deploy', file: original }
        : { type: 'unknown', message: 'Type deploy and a JSON file of {square: piece}, e.g. "deploy my-army.json", or "random".' };
    case 'help':
    case 'h':
    case '?':
      return { type: 'help' };
    case 'moves':
    case 'm':
      if (!arg) return { type: 'moves' };
      if (ONE.test(arg)) return { type: 'moves', square: arg };
      return { type: 'unknown', message: 'Type moves, or moves and a square, e.g. "moves b4".' };
    case 'board':
    case 'b':
      return { type: 'board' };
    case 'log':
      return { type: 'log' };
    case 'rules':
      return { type: 'rules', full: arg === 'full' };
    case 'save':
      return original
        ? { type: 'save', file: original }
        : { type: 'unknown', message: 'Type save and a file name, e.g. "save game.json".' };
    case 'quit':
    case 'exit':
    case 'q':
      return { type: 'quit' };
    default:
      return unknown(line);
  }
}

const unknown = (line: string): Command => ({
  type: 'unknown',
  message: `"${line}" is not a move or a command. Moves look like b4-b5; type help for the rest.`,
});

/** The action a move-like command stands for. */
export function commandAction(cmd: Command): SwAction | null {
  switch (cmd.type) {
    case 'move':
      return { type: 'move', from: cmd.from, to: cmd.to };
    case 'replace':
      return { type: 'replace', with: cmd.with };
    case 'random':
      return { type: 'deploy-random' };
    default:
      return null;
  }
}

/** An action in the notation: b4-b5 for a move, b4xb5 for a challenge (as the viewer sees the board). */
export function actionText(action: SwAction, view?: SwView): string {
  switch (action.type) {
    case 'move': {
      const target = view?.pieces.find((p) => p.square === action.to);
      const challenge = target !== undefined && target.owner !== view?.pieces.find((p) => p.square === action.from)?.owner;
      return `${action.from}${challenge ? 'x' : '-'}${action.to}`;
    }
    case 'replace':
      return `replace ${action.with}`;
    case 'deploy-random':
      return 'random';
    case 'deploy':
      return 'deploy (a placement)';
  }
}

/** The legal actions as text, grouped by piece; `square` keeps only that piece's moves. */
export function movesText(view: SwView, legal: readonly SwAction[], square?: string): string {
  if (legal.length === 0) return 'You have nothing to do now.';
  if (legal.every((a) => a.type === 'deploy-random' || a.type === 'deploy')) {
    return 'Deploy your force: random (or deploy <file.json> with {square: piece}).';
  }
  if (legal.every((a) => a.type === 'replace'))
    return `Choose the piece that takes the castle: ${legal.map((a) => actionText(a)).join('  ')}`;
  const moves = legal.filter((a): a is Extract<SwAction, { type: 'move' }> => a.type === 'move' && (!square || a.from === square));
  if (moves.length === 0) return square ? `No legal move from ${square}.` : 'No legal move.';
  const by = new Map<string, string[]>();
  for (const m of moves) by.set(m.from, [...(by.get(m.from) ?? []), actionText(m, view)]);
  const letter = (sq: string) => {
    const k = view.pieces.find((p) => p.square === sq)?.kind;
    return k ? PIECES[k].letter : '?';
  };
  const lines = [`${moves.length} legal move${moves.length === 1 ? '' : 's'} (- a move, x a challenge):`];
  for (const [from, list] of by) lines.push(`  ${letter(from)} ${from.padEnd(3)}  ${list.join('  ')}`);
  return lines.join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Help and rules

export const HELP = `Moves and commands (case does not matter):
  b4-b5          move the piece on b4 to b5; if an enemy piece stands on b5 it is a challenge
  b4xb5          the same (x for a challenge is accepted, never required; "b4 b5" works too)
  c3xc5          a Siege Catapult attacks two squares away; a Wizard slides several: e1-e7
  replace e2     when you surround a castle: the piece on e2 takes it (Castles (2))
  random         deploy your force at random (Preparation)
  deploy <file>  deploy from a JSON file of {"a1": "king", "b1": "peasants", ...} (names or letters)
  moves          list your legal moves;  moves b4  only those of the piece on b4
  board          show the board again
  log            every event so far that you may see
  rules          a summary of the rules and the attack table;  rules full  the whole rulebook
  save <file>    write the game record (JSON) so far; warband replay <file> reviews it
  resign         resign: your side loses;  draw  offer (or accept) a draw;  takeback  take back your last move
  quit           leave the game
A refused move changes nothing: the message says which rule forbids it.`;

export function rulesSummary(options: SwView['options']): string {
  const table = options.attackTable === 'notes' ? NOTES_TABLE : PRINTED_TABLE;
  const defenders = PIECE_KINDS.filter((k) => k !== 'wizard');
  const attackers = PIECE_KINDS.filter((k) => k !== 'wizard' && k !== 'princess');
  const head = ' '.repeat(18) + defenders.map((k) => PIECES[k].letter.padStart(2)).join('');
  const rows = attackers.map(
    (a) => `  ${(PIECES[a].letter + ' ' + PIECES[a].name).padEnd(16)}` + defenders.map((d) => (table[a]?.[d] ?? ' ').padStart(2)).join(''),
  );
  return [
    'Swords & Wizardry in brief (the rulebook governs; "rules full" prints it):',
    '- Each turn move one piece one square sideways, forwards or backwards; moving onto an enemy piece is a',
    '  challenge: both are shown and the attack table decides (Commencement of Game).',
    '- Lake Limpid cannot be entered; the Wizard and the Dragon fly over it (not diagonally); the Magic Rainbow',
    '  Bridge is the only diagonal move (Playing Board (c)).',
    '- The Wizard slides any distance on a clear path; his challenges are decided by a die: 5-6 beats all,',
    '  3-4 all but Monsters, 2 Peasants only, 1 he is eliminated. The Dragon hops over one square.',
    '- A piece in a castle cannot be challenged: only a Siege Catapult (which also strikes two squares away)',
    '  or a surround (all three neighbours held by the enemy) defeats it (Castles (1), (2)).',
    '- In the forests the Ogre defeats any Military piece (Notes: Ogre).',
    '- Win by challenging the Princess with King, Hero, Marshall Royal, Knights, Men-At-Arms or Bowmen, or',
    '  by surrounding her castle with one of them among the surrounders; a player who cannot move loses (End Game).',
    '',
    `Attack table (${options.attackTable === 'notes' ? "the notes' reading, SW-A5" : 'as printed'}): attacker down the side, defender across.`,
    'D defender eliminated, A attacker eliminated, X both, - No Result. Wizard: by the die.',
    head,
    ...rows,
    `[${CLAUSE.attackTable}]`,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------------
// Deployment files

/**
 * Reads a deployment file's JSON: {square: piece}, the piece by its kind ('men-at-arms'), its name
 * ('Men-At-Arms') or its letter ('A'). The rules then check the placement itself (Preparation).
 */
export function parsePlacement(input: unknown): Record<string, PieceKind> | string {
  if (typeof input !== 'object' || input === null || Array.isArray(input))
    return 'A deployment file holds one JSON object: {"a1": "king", "b1": "peasants", ...}.';
  const out: Record<string, PieceKind> = {};
  for (const [square, value] of Object.entries(input)) {
    if (typeof value !== 'string') return `${square}: the piece must be a name, e.g. "knights".`;
    const kind = pieceKind(value);
    if (!kind) return `${square}: "${value}" is not a piece (${PIECE_KINDS.join(', ')}, or their letters).`;
    out[square.trim().toLowerCase()] = kind;
  }
  return out;
}

export function pieceKind(text: string): PieceKind | undefined {
  const t = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return PIECE_KINDS.find(
    (k) => k === t || PIECES[k].name.toLowerCase().replace(/\s+/g, '-') === t || PIECES[k].letter.toLowerCase() === t,
  );
}
