/**
 * Test support: a Swords & Wizardry player that goes for the enemy's castles, so that random games
 * surround castles (Castles (2)) and force the castle choice far more often than uniform random play.
 * It reads only what its own seat is sent (its view and its legal actions), as a client would.
 *
 *   const action = castleSeeker(view, legal, rng(1));
 */
import { context, type SwAction, type SwView } from '../rulesets/swords-and-wizardry/index.js';

/**
 * A legal action for the seat whose view this is: mostly the move that brings a piece nearest to a free
 * square beside a castle the enemy holds (a Siege Catapult first, for surrounds where few may enter),
 * sometimes (`wander`) any legal action; a castle choice, any replacement.
 */
export function castleSeeker(view: SwView, legal: readonly SwAction[], pick: () => number, wander = 0.15): SwAction {
  const any = () => legal[Math.floor(pick() * legal.length)]!;
  if (legal.length === 0) throw new Error('no legal action');
  if (legal[0]!.type !== 'move' || pick() < wander) return any();
  const { grid, castle } = context(view.options).board;
  const me = view.viewer;
  const at = new Map(view.pieces.map((p) => [p.square, p]));
  // The enemy-held castle with most of its neighbours ours already: its other neighbours are the posts
  // to take (empty or enemy-held); ours there stay.
  const posts = new Set<number>();
  const held = new Set<number>();
  let most = -1;
  let catapults = 0;
  for (const p of view.pieces) {
    const sq = grid.index(p.square)!;
    if (p.owner === me || castle[sq] === null) continue;
    const around = grid.orthogonal(sq);
    const ours = around.filter((n) => at.get(grid.name(n))?.owner === me);
    for (const n of ours) held.add(n);
    if (ours.length <= most) continue;
    most = ours.length;
    catapults = ours.filter((n) => at.get(grid.name(n))?.kind === 'siege-catapult').length;
    posts.clear();
    for (const n of around) if (!ours.includes(n)) posts.add(n);
  }
  // Two Siege Catapults beside the castle, then anything else: a choice with a single candidate.
  const catapultBonus = catapults < 2 ? 3 : -3;
  if (posts.size === 0) return any();
  const distance = (sq: number) => {
    let best = Infinity;
    for (const t of posts) best = Math.min(best, Math.abs(grid.file(sq) - grid.file(t)) + Math.abs(grid.rank(sq) - grid.rank(t)));
    return best;
  };
  let bestScore = -Infinity;
  let best: SwAction[] = [];
  const closer: SwAction[] = [];
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const from = grid.index(a.from)!;
    const to = grid.index(a.to)!;
    const piece = at.get(a.from)!;
    const target = at.get(a.to);
    // Leave a piece already beside an enemy castle where it is; a catapult's shot from two squares
    // moves nothing (it would be tried again and again), and a castle's occupant falls by the surround.
    if (held.has(from) || distance(to) >= distance(from)) continue;
    if (target && (castle[to] !== null || Math.abs(grid.file(to) - grid.file(from)) + Math.abs(grid.rank(to) - grid.rank(from)) > 1))
      continue;
    closer.push(a);
    // The piece nearest its post goes first (a column, not a crowd).
    let score = -distance(to) - (target ? 1.5 : 0);
    if (piece.kind === 'siege-catapult') score += catapultBonus;
    if (score > bestScore) {
      bestScore = score;
      best = [a];
    } else if (score === bestScore) best.push(a);
  }
  const from = best.length && pick() < 0.7 ? best : closer.length ? closer : legal;
  return from[Math.floor(pick() * from.length)]!;
}

/**
 * A legal action for a seat that lets its castles be surrounded: mostly a move without a challenge that
 * takes a piece (never a castle's occupant) further from its own castles, nearest ones first, so that the
 * squares beside them empty; else a move that challenges nothing, else any; a castle choice, any.
 */
export function castleYielder(view: SwView, legal: readonly SwAction[], pick: () => number, wander = 0.15): SwAction {
  const any = () => legal[Math.floor(pick() * legal.length)]!;
  if (legal.length === 0) throw new Error('no legal action');
  if (legal[0]!.type !== 'move' || pick() < wander) return any();
  const { grid, castle } = context(view.options).board;
  const me = view.viewer;
  const at = new Map(view.pieces.map((p) => [p.square, p]));
  const mine = view.pieces.filter((p) => p.owner === me && castle[grid.index(p.square)!] !== null).map((p) => grid.index(p.square)!);
  const distance = (sq: number) => {
    let best = Infinity;
    for (const c of mine) best = Math.min(best, Math.abs(grid.file(sq) - grid.file(c)) + Math.abs(grid.rank(sq) - grid.rank(c)));
    return best;
  };
  const quiet = legal.filter((a) => a.type === 'move' && !at.has(a.to) && castle[grid.index(a.from)!] === null);
  let bestScore = -Infinity;
  let best: SwAction[] = [];
  for (const a of quiet) {
    if (a.type !== 'move') continue;
    const from = grid.index(a.from)!;
    const to = grid.index(a.to)!;
    if (distance(to) <= distance(from)) continue;
    const score = -distance(from);
    if (score > bestScore) {
      bestScore = score;
      best = [a];
    } else if (score === bestScore) best.push(a);
  }
  const from = best.length && pick() < 0.7 ? best : quiet.length ? quiet : legal;
  return from[Math.floor(pick() * from.length)]!;
}
