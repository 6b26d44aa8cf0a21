/**
 * Sword & Spear's search (the generic one, src/ai/search): nothing is hidden (the view is the whole state),
 * so the state is determinized once a decision; the heuristic plays out every seat's allocations, spells
 * and activations; a position is judged as the rulebook judges the battle: the share of each army's value
 * lost (F12, SSF-A7: half of it and the army breaks; SSF-A35: after the last turn the smaller share lost
 * wins), with the hits units carry counted as part of a loss to come.
 */
import {
  armyBreakpoints,
  capacity,
  routAt,
  sideOfSeat,
  swordAndSpear,
  TABLES,
  type SsfAction,
  type SsfState,
  type SsfView,
  type Unit,
} from '../../rulesets/sword-and-spear/index.js';
import { WIN, type SearchSpec } from '../search/index.js';
import { ssfHeuristicAgent } from './heuristic.js';

/** The army value a unit is worth (SSF-A7: what its rout costs its army). */
const armyValueOf = (u: Unit): number => TABLES.troopTypes.get(u.profile.troopType)?.armyValue ?? 1;

/**
 * How much of `side`'s army is lost or as good as lost: the value of its routed units and killed
 * general (SSF-A7), and a part of each unit's value for the hits it carries (2 Strength: the last hit routs).
 */
export function lostShare(s: SsfState, side: string): number {
  let lost = s.losses[side] ?? 0;
  for (const u of s.field.units) {
    if (u.side !== side) continue;
    const at = routAt(u);
    if (at > 0) lost += 0.6 * armyValueOf(u) * (1 - capacity(u) / at);
  }
  return lost / Math.max(1, s.armyValue[side] ?? 1);
}

/**
 * The seat's side's standing against the other's: the difference of the shares lost, with a step near
 * the breaking point (F12: half the army value lost breaks it), scaled so that a routed unit of a dozen
 * counts about 100; a won game WIN, a lost one -WIN, a draw 0.
 */
export function evaluate(state: SsfState, seat: string): number {
  const o = swordAndSpear.outcome(state);
  const side = sideOfSeat(seat);
  if (o) return o.winner === null ? 0 : sideOfSeat(o.winner) === side ? WIN : -WIN;
  const enemy = side === 'a' ? 'b' : 'a';
  const near = (x: string) => {
    const share = lostShare(state, x);
    const breaks = armyBreakpoints(state.armyValue[x] ?? 0).defeatAt / Math.max(1, state.armyValue[x] ?? 1);
    // Close to breaking counts for more: the last loss before the break decides the battle.
    return share + 0.5 * Math.max(0, share - 0.6 * breaks);
  };
  return 1000 * (near(enemy) - near(side));
}

/**
 * The candidates worth searching, best first: every distinct kind of choice once (a fight, charge or
 * shot at each target, a spell, a die to each unit, each turn of a move at its longest and half of it,
 * a group move, hold, rally, defer), so the search weighs different plans rather than inches of one.
 */
export function candidates(_state: SsfState, _seat: string, legal: readonly SsfAction[]): SsfAction[] {
  const rank = (a: SsfAction): number => {
    if (a.type !== 'order') return a.type === 'group-move' ? 3 : 1;
    return { fight: 0, charge: 0, shoot: 1, 'move-and-shoot': 2, advance: 3, manoeuvre: 4, rally: 5, hold: 6, defer: 7 }[a.order];
  };
  const kind = (a: SsfAction): string => {
    if (a.type === 'order') return `${a.order}|${a.target ?? ''}|${a.turn ?? 0}|${a.altitude ?? ''}`;
    if (a.type === 'give') return `give|${a.unit}`;
    if (a.type === 'group-move') return `group|${a.units.join(',')}`;
    return JSON.stringify(a);
  };
  const groups = new Map<string, SsfAction[]>();
  for (const a of legal) {
    const k = kind(a);
    const g = groups.get(k);
    if (g) g.push(a);
    else groups.set(k, [a]);
  }
  const distance = (a: SsfAction) => (a.type === 'order' || a.type === 'group-move' ? (a.distance ?? 0) : 0);
  const out: SsfAction[] = [];
  for (const g of groups.values()) {
    // The longest move of a kind first, then one about half as far; a die: the lowest and the highest.
    const byDistance = [...g].sort((x, y) => distance(y) - distance(x));
    out.push(byDistance[0]!);
    if (g.length > 2) out.push(byDistance[Math.floor(g.length / 2)]!);
    if (g[0]!.type === 'give' && g.length > 1) {
      const values = [...g].sort((x, y) => (x as { value: number }).value - (y as { value: number }).value);
      out.push(values[0]!, values.at(-1)!);
    }
  }
  return out.sort((x, y) => rank(x) - rank(y));
}

/** The state the view shows: all of it (nothing in this game is secret), without the view's note saying so. */
export function stateOf(view: SsfView): SsfState {
  const { hidden: _nothing, ...state } = view;
  return state as SsfState;
}

export const ssfSearchSpec: SearchSpec<SsfState, SsfAction, SsfView> = {
  determinize: (view) => stateOf(view),
  hidden: false,
  evaluate,
  policy: ssfHeuristicAgent,
  candidates,
};
