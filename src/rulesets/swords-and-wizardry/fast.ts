/**
 * The fast path: the same rules as ruleset.ts on typed arrays, for search and simulation. No
 * allocation per move: moves are generated into a caller's Int32Array and applied in place; a copy is
 * a handful of TypedArray.set calls (`copyFrom`). fast.test.ts plays many thousands of random games
 * through both implementations move by move and requires them to agree on every legal move list,
 * every roll and every resulting position.
 *
 *   const g = FastGame.fromState(state);          // from a deployed readable state
 *   const moves = new Int32Array(MAX_MOVES);
 *   const n = g.generate(moves);                   // legal moves of the side to act
 *   g.play(moves[0], dice);                        // apply one
 *
 * A move is `from * 128 + to`; a castle replacement (Castles (2)) is `REPLACE + square`.
 */
import type { Dice } from '../../core/dice.js';
import { NOTES_TABLE, PRINTED_TABLE, type TableResult } from './challenge.js';
import { context, type SwOptions } from './options.js';
import type { SwState } from './state.js';
import type { SwView } from './ruleset.js';
import { PIECE_KINDS, PIECES, type PieceKind, type SwSeat } from './vocabulary.js';

export const MAX_MOVES = 512;
export const REPLACE = 1 << 14;
export const FORCE = 36;
const SLOTS = 2 * FORCE;

export const K = Object.fromEntries(PIECE_KINDS.map((k, i) => [k, i])) as Record<PieceKind, number>;
const KINDS = PIECE_KINDS.length;
const K_CATAPULT = K['siege-catapult'];
const K_PRINCESS = K.princess;
const K_WIZARD = K.wizard;
const K_DRAGON = K.dragon;
const REVEALED = 1;
const AWAITING = 2;
/** outcome codes */
export const RUNNING = -1;
export const RED_WINS = 0;
export const BLACK_WINS = 1;
export const DRAW = 2;

const RESULT_CODE: Record<TableResult, number> = { '-': 0, D: 1, A: 2, X: 3 };
const NONE = 0,
  DEF = 1,
  ATT = 2,
  BOTH = 3,
  RESCUED = 4,
  AWAITS = 5,
  UNDECIDED = -1;

const MONSTER = new Uint8Array(KINDS);
const MILITARY = new Uint8Array(KINDS);
const RESCUES = new Uint8Array(KINDS);
for (const k of PIECE_KINDS) {
  MONSTER[K[k]] = PIECES[k].category === 'monster' ? 1 : 0;
  MILITARY[K[k]] = PIECES[k].category === 'military' ? 1 : 0;
  RESCUES[K[k]] = PIECES[k].rescues ? 1 : 0;
}

function tableCodes(table: typeof PRINTED_TABLE): Int8Array {
  const codes = new Int8Array(KINDS * KINDS).fill(-1);
  for (const a of PIECE_KINDS)
    for (const d of PIECE_KINDS) {
      const r = table[a]?.[d];
      if (r) codes[K[a] * KINDS + K[d]] = RESULT_CODE[r];
    }
  return codes;
}
const PRINTED_CODES = tableCodes(PRINTED_TABLE);
const NOTES_CODES = tableCodes(NOTES_TABLE);

/** The board's geometry as flat arrays, built once per options object. */
interface Topology {
  readonly size: number;
  readonly files: number;
  /** next square in direction d (0..3) from s: ray[s * 4 + d], or -1 */
  readonly ray: Int16Array;
  /** as ray, but -1 where the next square is the lake: the one-square steps */
  readonly step: Int16Array;
  readonly lake: Uint8Array;
  readonly forest: Uint8Array;
  /** 0 none, 1 red castle, 2 black castle */
  readonly castle: Uint8Array;
  readonly castles: Int16Array;
  /** 1 where a step leads into a castle */
  readonly castleNear: Uint8Array;
  readonly bridge0: number;
  readonly bridge1: number;
  readonly table: Int8Array;
  readonly hopEmpty: boolean;
  readonly overLake: boolean;
  readonly oneBack: boolean;
  readonly princessAwaits: boolean;
  readonly moveLimit: number;
}

const topologies = new WeakMap<SwOptions, Topology>();
function topology(options: SwOptions): Topology {
  let t = topologies.get(options);
  if (t) return t;
  const { board } = context(options);
  const { grid } = board;
  const ray = new Int16Array(grid.size * 4).fill(-1);
  const dirs = [
    [0, 1],
    [1, 0],
    [0, -1],
    [-1, 0],
  ] as const;
  for (let s = 0; s < grid.size; s++) dirs.forEach(([df, dr], d) => (ray[s * 4 + d] = grid.offset(s, df, dr) ?? -1));
  t = {
    size: grid.size,
    files: grid.files,
    ray,
    step: ray.map((t) => (t >= 0 && board.lake[t] ? -1 : t)),
    lake: Uint8Array.from(board.lake, Number),
    forest: Uint8Array.from(board.forest, Number),
    castle: Uint8Array.from(board.castle, (c) => (c === 'red' ? 1 : c === 'black' ? 2 : 0)),
    castles: Int16Array.from(board.castles),
    castleNear: Uint8Array.from({ length: grid.size }, (_, s) => Number(dirs.some((_, d) => board.castle[ray[s * 4 + d]!] != null))),
    bridge0: board.bridge[0],
    bridge1: board.bridge[1],
    table: options.attackTable === 'notes' ? NOTES_CODES : PRINTED_CODES,
    hopEmpty: options.dragonHopsEmpty,
    overLake: options.catapultOverLake,
    oneBack: options.wizardBounce === 'one-back',
    princessAwaits: options.surroundedPrincess === 'awaits-rescue',
    moveLimit: options.moveLimit,
  };
  topologies.set(options, t);
  return t;
}

const ownerOf = (slot: number) => (slot < FORCE ? 0 : 1);

/**
 * May a piece of kind k move into or challenge t (moves.ts: classifyMove)? The enemy's slots are
 * enemyLow..enemyLow+FORCE-1. A plain function of arrays, so the move loop allocates nothing.
 */
function enterable(
  k: number,
  t: number,
  lake: Uint8Array,
  castle: Uint8Array,
  board: Int8Array,
  flags: Uint8Array,
  enemyLow: number,
): number {
  if (lake[t]) return 0;
  const occ = board[t]!;
  if (occ < 0) return k === K_CATAPULT && castle[t] ? 0 : 1;
  if (occ < enemyLow || occ >= enemyLow + FORCE || k === K_PRINCESS) return 0;
  if (castle[t] && k !== K_CATAPULT) return flags[occ]! & AWAITING ? RESCUES[k]! : 0;
  return 1;
}

/**
 * The same test off the lake and castles, as one lookup: may a piece of `side` go to a square holding
 * `occ` (-1 empty)? ENTERS[(side * 2 + (princess ? 1 : 0)) * (SLOTS + 1) + occ + 1] is 1 or 0.
 */
const ENTERS = new Uint8Array(4 * (SLOTS + 1));
for (let side = 0; side < 2; side++) {
  for (let princess = 0; princess < 2; princess++) {
    for (let occ = -1; occ < SLOTS; occ++) {
      const enemy = occ >= 0 && ownerOf(occ) !== side;
      ENTERS[(side * 2 + princess) * (SLOTS + 1) + occ + 1] = occ < 0 || (enemy && !princess) ? 1 : 0;
    }
  }
}

/** `moves`'s buffer when the caller only asks whether there is a move. */
const scratch = new Int32Array(MAX_MOVES);

/** The Wizard's slides: any distance along a line, passing over the lake, up to the first piece. */
function wizardMoves(
  from: number,
  ray: Int16Array,
  lake: Uint8Array,
  castle: Uint8Array,
  board: Int8Array,
  flags: Uint8Array,
  enemyLow: number,
  out: Int32Array,
  n: number,
): number {
  for (let d = 0; d < 4; d++) {
    for (let t = ray[from * 4 + d]!; t >= 0; t = ray[t * 4 + d]!) {
      if (lake[t]) continue;
      if (enterable(K_WIZARD, t, lake, castle, board, flags, enemyLow)) out[n++] = from * 128 + t;
      if (board[t]! >= 0) break;
    }
  }
  return n;
}

/** The Dragon's and Siege Catapult's moves: a step, then the Dragon's hop over a piece or the lake or the Catapult's bombard. */
function jumperMoves(
  k: number,
  from: number,
  ray: Int16Array,
  lake: Uint8Array,
  castle: Uint8Array,
  board: Int8Array,
  flags: Uint8Array,
  enemyLow: number,
  hopEmpty: boolean,
  overLake: boolean,
  out: Int32Array,
  n: number,
): number {
  for (let d = 0; d < 4; d++) {
    const t = ray[from * 4 + d]!;
    if (t < 0) continue;
    if (enterable(k, t, lake, castle, board, flags, enemyLow)) out[n++] = from * 128 + t;
    const t2 = ray[t * 4 + d]!;
    if (t2 < 0) continue;
    if (k === K_DRAGON) {
      if ((board[t]! >= 0 || lake[t] || hopEmpty) && enterable(k, t2, lake, castle, board, flags, enemyLow)) out[n++] = from * 128 + t2;
    } else if (!lake[t] || overLake) {
      const occ = board[t2]!;
      if (occ >= enemyLow && occ < enemyLow + FORCE) out[n++] = from * 128 + t2;
    }
  }
  return n;
}

export class FastGame {
  readonly topo: Topology;
  readonly board: Int8Array;
  readonly kind: Int8Array;
  readonly square: Int16Array;
  readonly flags: Uint8Array;
  /**
   * The pieces that can still move, in slot order: side s's are movers[s * FORCE .. s * FORCE +
   * moverCount[s]). Eliminated pieces and a Princess awaiting rescue never move again, so generation
   * skips them instead of testing every slot.
   */
  readonly movers: Uint8Array;
  readonly moverCount: Uint8Array;
  /** 0 red, 1 black */
  turn = 0;
  ply = 0;
  private outcomeCode = RUNNING;
  /** play() leaves the end-of-move test to whoever looks next; see settleEnd */
  private endUnchecked = false;
  /** Castles (2) pending: the castle square, or -1 */
  pendingCastle = -1;
  pendingChooser = 0;

  constructor(readonly options: SwOptions) {
    if (options.repetitionLimit > 0) throw new Error('the fast path does not keep the repetition rule (SW-A4); use the readable ruleset');
    this.topo = topology(options);
    this.board = new Int8Array(this.topo.size).fill(-1);
    this.kind = new Int8Array(SLOTS);
    this.square = new Int16Array(SLOTS).fill(-1);
    this.flags = new Uint8Array(SLOTS);
    this.movers = new Uint8Array(SLOTS);
    this.moverCount = new Uint8Array(2);
  }

  /** Rebuilds `movers` from `square` and `flags`. */
  private listMovers(): void {
    for (let side = 0; side < 2; side++) {
      let m = 0;
      for (let slot = side * FORCE; slot < (side + 1) * FORCE; slot++) {
        if (this.square[slot]! >= 0 && !(this.flags[slot]! & AWAITING)) this.movers[side * FORCE + m++] = slot;
      }
      this.moverCount[side] = m;
    }
  }

  /** Takes a piece off `movers` (eliminated, or a Princess now awaiting rescue), keeping slot order. */
  private retire(slot: number): void {
    const side = ownerOf(slot);
    const first = side * FORCE;
    const end = first + this.moverCount[side]!;
    const i = this.movers.indexOf(slot, first);
    if (i < 0 || i >= end) return;
    this.movers.copyWithin(i, i + 1, end);
    this.moverCount[side] = end - first - 1;
  }

  /** Slot of a readable piece: Red r1..r36 -> 0..35, Black b1..b36 -> 36..71. */
  static slotOf(id: string, owner: SwSeat): number {
    return (owner === 'red' ? 0 : FORCE) + Number(id.slice(1)) - 1;
  }

  static fromState(state: SwState): FastGame {
    const g = new FastGame(state.options);
    for (const p of state.pieces) {
      const slot = FastGame.slotOf(p.id, p.owner);
      g.kind[slot] = K[p.kind];
      g.square[slot] = p.square;
      g.flags[slot] = (p.revealed ? REVEALED : 0) | (p.awaitingRescue ? AWAITING : 0);
      if (p.square >= 0) g.board[p.square] = slot;
    }
    g.turn = state.turn === 'red' ? 0 : 1;
    g.ply = state.ply;
    g.outcome = state.outcome
      ? state.outcome.winner === 'red'
        ? RED_WINS
        : state.outcome.winner === 'black'
          ? BLACK_WINS
          : DRAW
      : RUNNING;
    g.pendingCastle = state.pending ? state.pending.castle : -1;
    g.pendingChooser = state.pending?.chooser === 'black' ? 1 : 0;
    g.listMovers();
    return g;
  }

  /**
   * A position as one seat sees it, with every piece's kind filled in by `kindOf` (the seat's own
   * pieces and revealed ones from the view; the rest from a sample of the seat's beliefs).
   */
  static fromView(view: SwView, kindOf: (id: string) => PieceKind): FastGame {
    const g = new FastGame(view.options);
    const { grid } = context(view.options).board;
    for (const p of view.pieces) {
      const slot = FastGame.slotOf(p.id, p.owner);
      const square = grid.index(p.square)!;
      g.kind[slot] = K[p.kind ?? kindOf(p.id)];
      g.square[slot] = square;
      g.flags[slot] = (p.revealed ? REVEALED : 0) | (p.awaitingRescue ? AWAITING : 0);
      g.board[square] = slot;
    }
    g.turn = view.turn === 'red' ? 0 : 1;
    g.ply = view.ply;
    g.pendingCastle = view.pending ? grid.index(view.pending.castle)! : -1;
    g.pendingChooser = view.pending?.chooser === 'black' ? 1 : 0;
    g.listMovers();
    return g;
  }

  clone(): FastGame {
    const g = new FastGame(this.options);
    g.copyFrom(this);
    return g;
  }

  copyFrom(o: FastGame): void {
    this.board.set(o.board);
    this.kind.set(o.kind);
    this.square.set(o.square);
    this.flags.set(o.flags);
    this.movers.set(o.movers);
    this.moverCount.set(o.moverCount);
    this.turn = o.turn;
    this.ply = o.ply;
    this.outcomeCode = o.outcomeCode;
    this.endUnchecked = o.endUnchecked;
    this.pendingCastle = o.pendingCastle;
    this.pendingChooser = o.pendingChooser;
  }

  /** RUNNING, or who won (RED_WINS, BLACK_WINS, DRAW). */
  get outcome(): number {
    if (this.endUnchecked) this.settleEnd(this.moves(this.turn, null, true));
    return this.outcomeCode;
  }

  set outcome(outcome: number) {
    this.outcomeCode = outcome;
    this.endUnchecked = false;
  }

  /** The side with the decision: the chooser of a pending castle, else the side to move. */
  toAct(): number {
    return this.pendingCastle >= 0 ? this.pendingChooser : this.turn;
  }

  /** Writes the legal moves of the side to act into `out`; returns how many. */
  generate(out: Int32Array): number {
    if (this.outcomeCode !== RUNNING) return 0;
    if (this.pendingCastle >= 0) return this.replacements(out);
    const n = this.moves(this.turn, out, false);
    if (!this.endUnchecked) return n;
    // The end-of-move test play() left, answered by the moves just listed.
    this.settleEnd(n);
    return this.outcomeCode === RUNNING ? n : 0;
  }

  private replacements(out: Int32Array): number {
    const { ray } = this.topo;
    let n = 0;
    for (let d = 0; d < 4; d++) {
      const s = ray[this.pendingCastle * 4 + d]!;
      if (s >= 0 && this.kind[this.board[s]!] !== K['siege-catapult']) out[n++] = REPLACE + s;
    }
    return n;
  }

  /** Legal moves of `side`; with `any`, stops after the first piece that has one and returns 1 or 0. */
  moves(side: number, out: Int32Array | null, any: boolean): number {
    // Locals, not property loads: this loop is the engine's hottest path.
    const { ray, step, lake, castle, castleNear, bridge0, bridge1, hopEmpty, overLake } = this.topo;
    const { board, kind, square, flags, movers } = this;
    const buf = out ?? scratch;
    const enemyLow = side === 0 ? FORCE : 0;
    let n = 0;
    const first = side * FORCE;
    const end = first + this.moverCount[side]!;
    for (let i = first; i < end; i++) {
      const slot = movers[i]!;
      const from = square[slot]!;
      const k = kind[slot]!;
      if (k === K_WIZARD) {
        n = wizardMoves(from, ray, lake, castle, board, flags, enemyLow, buf, n);
      } else if (k === K_DRAGON || k === K_CATAPULT) {
        n = jumperMoves(k, from, ray, lake, castle, board, flags, enemyLow, hopEmpty, overLake, buf, n);
      } else if (castleNear[from]) {
        // Next to a castle, whose rules enterable() keeps.
        for (let d = 0; d < 4; d++) {
          const t = step[from * 4 + d]!;
          if (t >= 0 && enterable(k, t, lake, castle, board, flags, enemyLow)) buf[n++] = from * 128 + t;
        }
      } else {
        // Steps: every candidate is written and counted only if legal, so the loop has no
        // data-dependent branch to mispredict.
        const base = from * 4;
        const enters = (side * 2 + (k === K_PRINCESS ? 1 : 0)) * (SLOTS + 1) + 1;
        for (let d = 0; d < 4; d++) {
          const t = step[base + d]!;
          if (t < 0) continue;
          buf[n] = from * 128 + t;
          n += ENTERS[enters + board[t]!]!;
        }
      }
      const b = from === bridge0 ? bridge1 : from === bridge1 ? bridge0 : -1;
      if (b >= 0 && enterable(k, b, lake, castle, board, flags, enemyLow)) buf[n++] = from * 128 + b;
      if (any && n > 0) return 1;
    }
    return n;
  }

  /** Applies a legal move (from generate). Rolls dice in the same order as the readable ruleset. */
  play(move: number, dice: Dice): void {
    // Played without generate() first: settle whether the game had ended.
    if (this.endUnchecked) this.settleEnd(this.moves(this.turn, null, true));
    if (move >= REPLACE) {
      this.takeCastle(this.pendingCastle, move - REPLACE);
      this.pendingCastle = -1;
      this.surround();
      if (this.outcomeCode === RUNNING) this.endOfMove();
      return;
    }
    const from = (move / 128) | 0;
    const to = move % 128;
    const side = this.turn;
    const slot = this.board[from]!;
    const target = this.board[to]!;
    if (target < 0) this.place(slot, to);
    else this.challenge(slot, target, from, to, dice);
    this.ply++;
    if (this.outcomeCode === RUNNING) this.surround();
    this.turn = 1 - side;
    if (this.outcomeCode === RUNNING) this.endOfMove();
  }

  private place(slot: number, to: number): void {
    this.board[this.square[slot]!] = -1;
    this.board[to] = slot;
    this.square[slot] = to;
  }

  /** A Princess surrounded or found in her castle waits there for rescue: she moves no more. */
  private awaitRescue(slot: number): void {
    this.flags[slot]! |= AWAITING;
    this.retire(slot);
  }

  private eliminate(slot: number): void {
    this.board[this.square[slot]!] = -1;
    this.square[slot] = -1;
    this.flags[slot]! |= REVEALED;
    this.retire(slot);
  }

  private challenge(att: number, def: number, from: number, to: number, dice: Dice): void {
    this.flags[att]! |= REVEALED;
    this.flags[def]! |= REVEALED;
    const a = this.kind[att]!;
    const result = this.resultOf(att, def, from, to, dice);
    if (result === RESCUED) {
      this.outcomeCode = ownerOf(att) === 0 ? RED_WINS : BLACK_WINS;
      return;
    }
    if (result === AWAITS) this.awaitRescue(def);
    switch (result) {
      case DEF:
        this.eliminate(def);
        if (a !== K['siege-catapult']) this.place(att, to);
        break;
      case ATT:
        this.eliminate(att);
        break;
      case BOTH:
        this.eliminate(def);
        this.eliminate(att);
        break;
      case NONE:
        if (a === K.wizard && this.long(from, to) && this.topo.oneBack) {
          const dir = this.directionOf(from, to);
          const back = this.topo.ray[to * 4 + ((dir + 2) & 3)]!;
          if (!this.topo.lake[back]) this.place(att, back);
        }
    }
  }

  /** moves.ts: 'slide' and 'bombard' are the straight moves of more than one square (not the bridge). */
  private long(from: number, to: number): boolean {
    const { files, bridge0, bridge1 } = this.topo;
    const bridgeMove = (from === bridge0 && to === bridge1) || (from === bridge1 && to === bridge0);
    return !bridgeMove && Math.abs((from % files) - (to % files)) + Math.abs(((from / files) | 0) - ((to / files) | 0)) > 1;
  }

  /**
   * The result of a challenge, as challenge.ts: resolveChallenge decides it. Without dice, a challenge
   * the Wizard's die would decide is UNDECIDED (for a playout policy that only wants sure results).
   */
  resultOf(att: number, def: number, from: number, to: number, dice: Dice | null): number {
    const { castle, forest, table } = this.topo;
    const a = this.kind[att]!;
    const d = this.kind[def]!;
    const inCastle = castle[to] !== 0;
    if (d === K.princess) {
      if (a === K['siege-catapult']) return inCastle ? AWAITS : NONE;
      return a !== K.wizard && RESCUES[a] ? RESCUED : NONE;
    }
    if (a === K['siege-catapult'] && (inCastle || this.long(from, to))) return inCastle || d === K.dragon ? DEF : NONE;
    if (a === K.wizard || d === K.wizard) {
      if (!dice) return UNDECIDED;
      if (a === d) {
        const ra = dice.roll(6);
        const rd = dice.roll(6);
        return ra === rd ? BOTH : ra < rd ? ATT : DEF;
      }
      const other = a === K.wizard ? d : a;
      const v = dice.roll(6);
      if (v === 1) return a === K.wizard ? ATT : DEF;
      const wins = v >= 5 || (v >= 3 && !MONSTER[other]) || (v === 2 && other === K.peasants);
      return wins ? (a === K.wizard ? DEF : ATT) : NONE;
    }
    if (a === K.ogre && MILITARY[d] && forest[to]) return DEF;
    if (d === K.ogre && MILITARY[a] && forest[to]) return ATT;
    return table[a * KINDS + d]!;
  }

  /**
   * Keeps, of the `n` moves in `moves`, the challenges sure to win (the defender eliminated, the
   * Princess rescued or found in her castle), moving them to the front; returns how many. A playout policy's look at the board.
   */
  winningChallenges(moves: Int32Array, n: number): number {
    let k = 0;
    for (let i = 0; i < n; i++) {
      const move = moves[i]!;
      if (move >= REPLACE) continue;
      const from = (move / 128) | 0;
      const to = move % 128;
      const def = this.board[to]!;
      if (def < 0) continue;
      const r = this.resultOf(this.board[from]!, def, from, to, null);
      if (r === DEF || r === RESCUED || r === AWAITS) {
        moves[i] = moves[k]!;
        moves[k++] = move;
      }
    }
    return k;
  }

  private directionOf(from: number, to: number): number {
    const { files } = this.topo;
    const df = (to % files) - (from % files);
    return df > 0 ? 1 : df < 0 ? 3 : to > from ? 0 : 2;
  }

  /** Castles (2), as ruleset.ts: surround(). */
  private surround(): void {
    const { castles, ray } = this.topo;
    for (let i = 0; i < castles.length; i++) {
      const c = castles[i]!;
      const occ = this.board[c]!;
      if (occ < 0) continue;
      const side = ownerOf(occ);
      let surrounded = true;
      let rescuer = false;
      let candidates = 0;
      for (let d = 0; d < 4; d++) {
        const s = ray[c * 4 + d]!;
        if (s < 0) continue;
        const p = this.board[s]!;
        if (p < 0 || ownerOf(p) === side) {
          surrounded = false;
          break;
        }
        if (RESCUES[this.kind[p]!]) rescuer = true;
        if (this.kind[p] !== K['siege-catapult']) candidates++;
      }
      if (!surrounded) continue;
      if (this.kind[occ] === K.princess) {
        if (rescuer) {
          this.flags[occ]! |= REVEALED;
          this.outcomeCode = side === 0 ? BLACK_WINS : RED_WINS;
          return;
        }
        if (this.flags[occ]! & AWAITING || !this.topo.princessAwaits) continue;
        this.flags[occ]! |= REVEALED;
        this.awaitRescue(occ);
        continue;
      }
      this.eliminate(occ);
      if (candidates > 0) {
        this.pendingCastle = c;
        this.pendingChooser = 1 - side;
        return;
      }
    }
  }

  private takeCastle(castle: number, from: number): void {
    this.place(this.board[from]!, castle);
  }

  /**
   * After a move, unless a castle replacement is pending: the side to move loses if it has no
   * move, else the move limit may draw. Left unchecked until generate() lists the moves anyway
   * (or `outcome` is read), which saves a second look at the position on every move.
   */
  private endOfMove(): void {
    if (this.pendingCastle < 0) this.endUnchecked = true;
  }

  /** The end-of-move test, given how many moves (or 0 or 1, from an `any` look) the side to move has. */
  private settleEnd(moves: number): void {
    this.endUnchecked = false;
    if (moves === 0) this.outcomeCode = this.turn === 0 ? BLACK_WINS : RED_WINS;
    else if (this.topo.moveLimit > 0 && this.ply >= this.topo.moveLimit) this.outcomeCode = DRAW;
  }
}
