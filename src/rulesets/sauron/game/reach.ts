/**
 * Where each piece of the side moving may go this Movement Phase, by the cheapest path of steps the
 * rules allow (4.3, 8.11, SAU-M1..M10, SAU-M21, SAU-M22), so a client can offer a move of several hexes
 * as one gesture and send its steps one by one without re-running a rule.
 *
 *   reachOf(state, 'westernesse')   // [{ piece: 'elendil', to: '0226', path: ['0228', '0227', '0226'], cost: 2 }, ...]
 *
 * Each step is the `move` action itself, performed on the state reached so far: a zone of control that
 * ends the move (SAU-M10) ends the path there, and a formation moves as one.
 */
import type { Dice } from '../../../core/dice.js';
import { movementPhase } from './movement.js';
import { legalActions } from './rules.js';
import { grid, inStep, leaderHex, type GameEvent, type GameState, type In, type Player } from './state.js';

/** One destination of a piece: the hexes of the way, where it stands first, and the movement points it spends. */
export interface PathMove {
  readonly piece: string;
  readonly to: string;
  readonly path: readonly string[];
  readonly cost: number;
}

/** The view's form of it, small to send: for each piece, each hex it may reach with the hex it comes from and the cost so far. */
export type Reach = Readonly<Record<string, Readonly<Record<string, readonly [from: string, cost: number]>>>>;

/** The path and cost to `to` in a `Reach`, the piece's own hex first; null where it may not go. */
export function pathIn(reach: Reach, piece: string, to: string): { path: string[]; cost: number } | null {
  const r = reach[piece];
  const end = r?.[to];
  if (!r || !end) return null;
  const path = [to];
  for (let at = end; at && path.length <= 64; at = r[at[0]]) path.unshift(at[0]);
  return { path, cost: end[1] };
}

const reaches = new WeakMap<GameState, Reach>();

/** `reachOf` for every seat to act, as a `Reach`, worked out once per state (the view asks for it per seat). */
export function reachInView(s: GameState, seats: readonly Player[]): Reach {
  let r = reaches.get(s);
  if (r) return r;
  const out: Record<string, Record<string, readonly [string, number]>> = {};
  for (const seat of seats) for (const m of reachOf(s, seat)) (out[m.piece] ??= {})[m.to] = [m.path.at(-2)!, m.cost] as const;
  r = out;
  reaches.set(s, r);
  return r;
}

/** Moves roll no die; one asked for is a rule changed without this file. */
const NO_DICE: Dice = {
  roll: () => {
    throw new Error('reachOf: a move rolled a die');
  },
};

/** Every hex each of `seat`'s pieces may reach by steps, the cheapest way (ties: fewest steps, then first found). */
export function reachOf(s: GameState, seat: Player): PathMove[] {
  if (!inStep(s, 'movement') || s.outcome) return [];
  const pieces = new Set(legalActions(s, seat).flatMap((a) => (a.type === 'move' ? [a.piece] : [])));
  const out: PathMove[] = [];
  for (const piece of pieces) {
    const start = hexOfPiece(s, piece);
    if (start === null) continue;
    const best = new Map<string, PathMove>([[start, { piece, to: start, path: [start], cost: 0 }]]);
    // Few hexes and small costs: a list kept sorted is quick enough; an entry bettered since it was queued is skipped.
    const open: { state: In<'movement'>; move: PathMove }[] = [{ state: s, move: best.get(start)! }];
    // Hexes whose cheapest way is settled (costs are never negative): not tried again.
    const settled = new Set<string>();
    while (open.length > 0) {
      open.sort((a, b) => a.move.cost - b.move.cost || a.move.path.length - b.move.path.length);
      const at = open.shift()!;
      if (best.get(at.move.to) !== at.move) continue;
      settled.add(at.move.to);
      const from = grid.index(at.move.to)!;
      for (const n of grid.neighbours(from)) {
        const to = grid.name(n);
        if (settled.has(to)) continue;
        const seen = best.get(to);
        if (seen && seen.cost <= at.move.cost) continue;
        // The Movement Phase's own check and step (what `perform` does before tidying up after the action).
        const r = movementPhase.resolve(at.state, seat, { type: 'move', piece, to });
        if (!r?.ok) continue;
        const events: GameEvent[] = [];
        const next = r.value(NO_DICE, events) as In<'movement'>;
        const moved = events.find((e) => e.type === 'unit-moved');
        const cost = at.move.cost + (moved && 'cost' in moved && typeof moved.cost === 'number' ? moved.cost : 1);
        if (seen && (seen.cost < cost || (seen.cost === cost && seen.path.length <= at.move.path.length + 1))) continue;
        const m: PathMove = { piece, to, path: [...at.move.path, to], cost };
        best.set(to, m);
        open.push({ state: next, move: m });
      }
    }
    best.delete(start);
    out.push(...best.values());
  }
  return out;
}

function hexOfPiece(s: GameState, piece: string): string | null {
  const u = s.units.find((x) => x.id === piece);
  if (u) return u.hex === null ? null : grid.name(u.hex);
  const h = leaderHex(s, piece);
  return h === null ? null : grid.name(h);
}
