/**
 * A plain Sword & Swarm player: it sees its seat's view (nothing is hidden in this game) and its legal
 * actions, and scores each action by a few rules of thumb:
 *
 * - Activation: the character nearest to an enemy goes first (the ordered one, when an order says so).
 * - Rally a Wavering or Fleeing character before anything else; strike in melee the weakest enemy in
 *   reach; shoot (or cast Spark at) an enemy it may target without a Runes test; charge when both
 *   action points are left; mend or take a Breather when Bloodied and out of reach; otherwise close in
 *   on the nearest enemy (archers stay put while they have a target, and take cover at the end).
 */
import type { Agent, AgentContext } from '../agent.js';
import type { Action } from '../../rulesets/sword-and-swarm/index.js';
import type { CharacterView, SwsView } from '../../rulesets/sword-and-swarm/index.js';
import type { TurnAction } from '../../rulesets/sword-and-swarm/index.js';

const up = (c: CharacterView) => c.status === 'active' || c.status === 'stunned';
const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

function score(a: TurnAction, v: SwsView, me: CharacterView): number {
  if (a.type === 'end') return 1;
  if (a.type !== 'act') return 0;
  const x: Action = a.action;
  const enemies = v.characters.filter((c) => c.owner !== me.owner && up(c));
  const byId = (id: string | undefined) => v.characters.find((c) => c.id === id);
  const measure = (id: string) => v.measurements.find((m) => m.to === id);
  const ap = v.activation?.ap ?? 0;
  const shooter = me.weapons.some((w) => w.range !== null && w.id !== 'dagger');
  const hasShot = enemies.some((e) => measure(e.id)?.target === 'allowed' && (measure(e.id)?.inRange.length ?? 0) > 0);
  const nearest = (p: { x: number; y: number }) => Math.min(99, ...enemies.map((e) => dist(p, e.at)));
  switch (x.type) {
    case 'rally': {
      const t = byId(x.target ?? me.id);
      return t && t.morale !== 'steady' ? 95 + (t.id === me.id ? 1 : 0) : 0;
    }
    case 'melee': {
      const t = byId(x.target);
      return t ? 90 - t.star + (t.owner === 'swarm' ? -5 : 0) : 0;
    }
    case 'ranged': {
      const m = measure(x.target);
      const t = byId(x.target);
      if (!m || !t) return 0;
      return (m.target === 'allowed' ? 80 : 35) - t.star - (x.weapon === 'dagger' && shooter ? 10 : 0);
    }
    case 'cast': {
      const t = byId(x.target);
      if (!t) return 0;
      if (x.spell === 'spark') return measure(t.id)?.target === 'allowed' ? 75 - t.star : 30;
      return t.maxStar - t.star >= 2 ? 60 : 0;
    }
    case 'move': {
      const gain = nearest(me.at) - nearest(x.to);
      if (x.charge) return ap >= 2 || (v.activation?.moveLeft ?? 0) >= dist(me.at, x.to) ? 85 : 5;
      if (shooter && hasShot) return 2;
      if (me.bloodied && nearest(me.at) < 8) return gain < 0 ? 40 : 0;
      return gain > 0 ? 30 + gain : 0;
    }
    case 'breather':
      return me.star < me.maxStar && (me.bloodied || nearest(me.at) > 10) ? 45 : 0;
    case 'take-cover':
      return shooter && ap === 1 ? 12 : 0;
    case 'aim':
      return shooter && ap === 2 && x.ap === 1 && measure(x.target)?.target === 'allowed' ? 3 : 0;
    case 'order':
      return ap === 1 ? 8 : 0;
  }
}

/**
 * The activated character's actions ranked by the rules of thumb above, best first (ties in the legal
 * list's order); a choice of character, nearest an enemy first. The search's move ordering.
 */
export function rankedActions(v: SwsView, seat: string, legal: readonly TurnAction[]): TurnAction[] {
  const first = legal[0];
  if (!first) return [];
  if (first.type === 'activate') {
    const enemies = v.characters.filter((c) => c.owner !== seat && up(c));
    const reach = (a: TurnAction) => {
      const c = a.type === 'activate' ? v.characters.find((x) => x.id === a.character) : undefined;
      return c ? Math.min(99, ...enemies.map((e) => dist(c.at, e.at))) : 99;
    };
    return [...legal].sort((a, b) => reach(a) - reach(b));
  }
  const me = v.characters.find((c) => c.id === v.activation?.character);
  if (!me) return [...legal];
  const scored = legal.map((a, i) => ({ a, i, s: score(a, v, me) }));
  return scored.sort((x, y) => y.s - x.s || x.i - y.i).map((x) => x.a);
}

export const swsHeuristicAgent: Agent = {
  name: 'heuristic',
  choose<V, A>(ctx: AgentContext<V, A>): A {
    const legal = ctx.legal as readonly TurnAction[];
    const v = ctx.view as SwsView;
    const first = legal[0];
    if (!first) throw new Error(`no legal action for ${ctx.seat}`);
    if (first.type === 'activate') {
      const enemies = v.characters.filter((c) => c.owner !== ctx.seat && up(c));
      const reach = (id: string) => {
        const c = v.characters.find((x) => x.id === id)!;
        return Math.min(99, ...enemies.map((e) => dist(c.at, e.at)));
      };
      return [...legal].sort((a, b) =>
        a.type === 'activate' && b.type === 'activate' ? reach(a.character) - reach(b.character) : 0,
      )[0] as A;
    }
    const me = v.characters.find((c) => c.id === v.activation?.character);
    if (!me) return first as A;
    let best: TurnAction = first;
    let bestScore = -Infinity;
    for (const a of legal) {
      const s = score(a, v, me);
      if (s > bestScore) [best, bestScore] = [a, s];
    }
    return best as A;
  },
};
