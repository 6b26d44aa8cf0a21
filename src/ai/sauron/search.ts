/**
 * Sauron's search (the generic one, src/ai/search): nothing is hidden (SAU-M18), so the state is the one
 * the view holds; the heuristic plays out both sides (and the third player); a position is judged as the
 * game is won (SAU-M13, SAU-A5): how far each side is on its way to breaking, then what stands on the map
 * and the Ring's way to Mt. Orodruin.
 *
 * The search weighs the decisions of combat, challenges and rallies. Movement goes one hex at a time,
 * many steps a phase, and is left to the heuristic: a step's worth shows only once the whole phase and
 * its combat are played, longer than a move may take to think. So are the Beast's powers and the gates.
 */
import { DAGORLAD, sauron, stateFromView } from '../../rulesets/sauron/index.js';
import type { GameState, SauronAction, SauronView } from '../../rulesets/sauron/index.js';
import { WIN, type SearchSpec } from '../search/index.js';
import { sauronHeuristicAgent } from './heuristic.js';

const SIDES = ['westernesse', 'sauron'] as const;
type Side = (typeof SIDES)[number];
const other = (s: Side): Side => (s === 'westernesse' ? 'sauron' : 'westernesse');
const isSide = (seat: string): seat is Side => seat === 'westernesse' || seat === 'sauron';

/** What a side has: its share of the way to breaking (SAU-A5), units standing and fit, leaders alive. */
function sideValue(v: SauronView, side: Side): number {
  const d = v.demoralization[side];
  const broken = d.level / d.breakPoint;
  let units = 0;
  for (const u of v.units) {
    if (u.eliminated || u.hex === null || u.side !== side) continue;
    units += u.disrupted ? 0.5 : 1;
  }
  const leaders = v.leaders.filter((l) => l.alive && l.controller === side).length;
  return -100 * broken + 1.5 * units + 3 * leaders;
}

/** SAU-M13: the Ring carried by a Westernesse leader towards Mt. Orodruin, counted for Westernesse. */
function ringWay(v: SauronView): number {
  const holder = v.ring.holder ? v.leaders.find((l) => l.id === v.ring.holder) : undefined;
  if (!holder || holder.controller !== 'westernesse' || holder.hex === null) return 0;
  const at = DAGORLAD.grid.index(holder.hex);
  if (at === undefined) return 0;
  return 10 - Math.min(10, DAGORLAD.grid.distance(at, DAGORLAD.orodruinCentre));
}

/** The seat's side's value less the other's; a won game WIN. The third player (16.69) is left to the heuristic. */
export function evaluate(state: GameState, seat: string): number {
  if (!isSide(seat)) return 0;
  const o = sauron.outcome(state);
  if (o) return o.winner === null ? 0 : o.winner === seat ? WIN : -WIN;
  const v = sauron.view(state, seat);
  const ring = ringWay(v) * (seat === 'westernesse' ? 1 : -1);
  return sideValue(v, seat) - sideValue(v, other(seat)) + ring;
}

/** The decisions of the Movement Phase and the Magic Leader Phase, left to the heuristic. */
const UNSEARCHED: ReadonlySet<SauronAction['type']> = new Set(['move', 'form', 'break-up', 'beast-power', 'set-gates']);

/**
 * Decisions worth searching: every choice of combat, a challenge and its answer, a rally; none of movement
 * (its worth shows only phases later) nor the Beast's powers and the gates (SAU-M20, 18.1: bought before
 * the first move, their worth shows in combat turns later; a play-out there is all movement, the slowest).
 */
function candidates(_state: GameState, seat: string, legal: readonly SauronAction[]): readonly SauronAction[] {
  if (!isSide(seat)) return [];
  if (legal.some((a) => UNSEARCHED.has(a.type))) return [];
  return legal;
}

export const sauronSearchSpec: SearchSpec<GameState, SauronAction, SauronView> = {
  determinize: (view) => stateFromView(view),
  hidden: false,
  evaluate,
  policy: sauronHeuristicAgent,
  candidates,
};
