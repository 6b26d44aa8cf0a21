/**
 * What one seat can know of the enemy's hidden pieces: for every enemy piece, the kinds it may still
 * be, from everything this seat has seen (its view and its events), kept consistent with the force's
 * counts; and random assignments of kinds (determinizations) drawn from those sets.
 *
 * Evidence used:
 * - a piece shown in a challenge or a surround: its kind (the view carries it);
 * - eliminated pieces: their kinds leave the pool (the view's captured lists);
 * - a multi-square slide is the Wizard, a hop the Dragon, a flight either (events 'moved', how);
 * - a piece that stood on, or moved onto, a castle is no Siege Catapult (Preparation; Siege Catapult);
 * - the Princess started on a castle (Preparation): ids are given in square order, so the public
 *   'deployed' event tells where each enemy piece started.
 */
import type { Dice } from '../../core/dice.js';
import type { GameEvent } from '../../core/ruleset.js';
import { context } from '../../rulesets/swords-and-wizardry/index.js';
import type { SwView } from '../../rulesets/swords-and-wizardry/index.js';
import type { SwEvent } from '../../rulesets/swords-and-wizardry/index.js';
import { opponent, PIECE_KINDS, type PieceKind, type SwSeat } from '../../rulesets/swords-and-wizardry/index.js';

const BIT = Object.fromEntries(PIECE_KINDS.map((k, i) => [k, 1 << i])) as Record<PieceKind, number>;
const ALL = (1 << PIECE_KINDS.length) - 1;

export const bitsOf = (mask: number): PieceKind[] => PIECE_KINDS.filter((k) => (mask & BIT[k]) !== 0);

export class Beliefs {
  /** Possible kinds of each hidden enemy piece on the board, by id, as a bit mask over PIECE_KINDS. */
  readonly possible = new Map<string, number>();
  /** How many of each kind are still hidden among those pieces. */
  readonly hidden: Record<PieceKind, number>;
  /** Hidden enemy pieces this seat has seen move or challenge. */
  readonly moved = new Set<string>();

  constructor(
    readonly seat: SwSeat,
    view: SwView,
    events: readonly GameEvent[] = [],
  ) {
    const { force, board } = context(view.options);
    const enemy = opponent(seat);
    this.hidden = { ...force };
    for (const kind of view.captured[seat]) this.hidden[kind]--;
    const onBoard = view.pieces.filter((p) => p.owner === enemy);
    for (const p of onBoard) if (p.kind) this.hidden[p.kind]--;
    const pool = PIECE_KINDS.reduce((m, k) => (this.hidden[k] > 0 ? m | BIT[k] : m), 0);
    for (const p of onBoard) if (!p.kind) this.possible.set(p.id, pool);

    const rule = (id: string, allowed: number) => {
      const m = this.possible.get(id);
      if (m !== undefined) this.possible.set(id, m & allowed || m);
    };
    for (const e of events as readonly SwEvent[]) {
      if (e.type === 'deployed' && e.seat === enemy) {
        e.squares.forEach((name, i) => {
          const id = `${enemy[0]}${i + 1}`;
          const castle = board.castle[board.grid.index(name)!] !== null;
          rule(id, castle ? ALL & ~BIT['siege-catapult'] : ALL & ~BIT.princess);
        });
      } else if (e.type === 'challenge' && e.attacker.owner === enemy) {
        this.moved.add(e.attacker.id);
      } else if (e.type === 'moved' && e.seat === enemy) {
        this.moved.add(e.piece);
        if (e.how === 'slide') rule(e.piece, BIT.wizard);
        else if (e.how === 'hop') rule(e.piece, BIT.dragon);
        else if (e.how === 'fly') rule(e.piece, BIT.wizard | BIT.dragon);
        if (board.castle[board.grid.index(e.to)!] !== null) rule(e.piece, ALL & ~BIT['siege-catapult']);
      }
    }
    this.propagate();
  }

  /**
   * Two deductions until nothing changes: a kind whose hidden copies are all pinned leaves every other
   * piece; a kind that only as many pieces may be as it has hidden copies pins those pieces.
   */
  private propagate(): void {
    for (let changed = true; changed; ) {
      changed = false;
      for (const kind of PIECE_KINDS) {
        const bit = BIT[kind];
        const remaining = this.hidden[kind];
        // Counted without arrays: every decision of every player builds beliefs afresh.
        let only = 0;
        let may = 0;
        for (const m of this.possible.values()) {
          if (m === bit) only++;
          if (m & bit) may++;
        }
        // As many pieces may be this kind as there are copies hidden: each of them is one.
        if (remaining > 0 && may === remaining) {
          for (const [id, m] of this.possible) {
            if (m & bit && m !== bit) {
              this.possible.set(id, bit);
              changed = true;
            }
          }
        }
        if (remaining <= 0 || only >= remaining) {
          for (const [id, m] of this.possible) {
            if (m !== bit && m & bit && m & ~bit) {
              this.possible.set(id, m & ~bit);
              changed = true;
            }
          }
        }
      }
    }
  }

  /**
   * Each hidden enemy piece's chance of being the Princess, spread over the pieces that may be her: a
   * piece seen to move counts `movedWeight` against 1 for one that has not (the counts alone would give
   * each candidate the chance of any hidden piece).
   */
  princessOdds(movedWeight: number): Map<string, number> {
    const out = new Map<string, number>();
    if (this.hidden.princess <= 0) return out;
    let total = 0;
    for (const [id, m] of this.possible) {
      if (!(m & BIT.princess)) continue;
      const w = this.moved.has(id) ? movedWeight : 1;
      out.set(id, w);
      total += w;
    }
    if (total > 0) for (const [id, w] of out) out.set(id, w / total);
    return out;
  }

  mayBe(id: string, kind: PieceKind): boolean {
    return ((this.possible.get(id) ?? 0) & BIT[kind]) !== 0;
  }

  /**
   * A random assignment of kinds to the hidden pieces that respects every piece's possible kinds and
   * the counts. The most constrained pieces are filled first; a dead end restarts (rare).
   */
  sample(dice: Dice, movedPrincess = 1): Map<string, PieceKind> {
    let possible: ReadonlyMap<string, number> = this.possible;
    // Where she is, drawn first by princessOdds: a piece seen to move is less likely her.
    if (movedPrincess < 1 && this.hidden.princess === 1) {
      const odds = [...this.princessOdds(movedPrincess)];
      if (odds.length > 1) {
        let pick = dice.roll(1 << 20) / (1 << 20);
        const [her] = odds.find(([, p]) => (pick -= p) <= 0) ?? odds[odds.length - 1]!;
        const fixed = new Map<string, number>();
        for (const [id, m] of this.possible) fixed.set(id, id === her ? BIT.princess : m & ~BIT.princess || m);
        possible = fixed;
      }
    }
    const ids = [...possible.keys()];
    for (let attempt = 0; attempt < 50; attempt++) {
      const left = { ...this.hidden };
      const order = ids
        .map((id) => ({ id, mask: possible.get(id)!, tie: dice.roll(1 << 20) }))
        .sort((a, b) => popcount(a.mask) - popcount(b.mask) || a.tie - b.tie);
      const out = new Map<string, PieceKind>();
      let failed = false;
      for (const { id, mask } of order) {
        let total = 0;
        for (const k of PIECE_KINDS) if (mask & BIT[k] && left[k] > 0) total += left[k];
        if (total === 0) {
          failed = true;
          break;
        }
        let pick = dice.roll(total);
        for (const k of PIECE_KINDS) {
          if (!(mask & BIT[k]) || left[k] <= 0) continue;
          pick -= left[k];
          if (pick <= 0) {
            out.set(id, k);
            left[k]--;
            break;
          }
        }
      }
      if (!failed) return out;
    }
    // The evidence cannot all hold (should not happen): fall back to counts alone.
    const left = PIECE_KINDS.flatMap((k) => Array<PieceKind>(Math.max(0, this.hidden[k])).fill(k));
    return new Map(ids.map((id, i) => [id, left[i % left.length]!]));
  }
}

function popcount(x: number): number {
  let n = 0;
  for (; x; x &= x - 1) n++;
  return n;
}
