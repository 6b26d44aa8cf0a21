/**
 * A plain Sword & Spear Fantasy player: it sees its seat's view (the whole table: nothing is hidden)
 * and its legal actions, and asks the ruleset's own helpers for distances; it never re-decides a rule.
 *
 * - Allocation: units in contact first, then units near the enemy or with missiles; each gets the
 *   lowest die above its discipline (so it may charge or manoeuvre), else its highest usable die.
 * - Attack spells: the strongest physical attack at the most battered target in reach.
 * - Activation: boost a unit that fights or charges; fight the most battered enemy in contact; charge;
 *   shoot; rally when hit and safe; otherwise move to close on the nearest enemy, with the units beside
 *   it when its commander can lead a group move (F3, SSF-A50); else hold.
 * - Magic power dice (SSF-A23): the way that gives the most power in all, then the most to the highest level.
 * - Protect spells, and boosts for a unit an enemy's activation brings to melee: always, at the highest
 *   level affordable. End phase: heal the most battered unit,
 *   bring magic-users and loose commanders up behind the unit nearest the enemy.
 */
import { add, distance, forwardOf, scale, type Point } from '../../core/geometry/open-table.js';
import type { Agent } from '../agent.js';
import { enemiesInContact, type Unit } from '../../rulesets/sword-and-spear/index.js';
import { groupNeighbours, playerOf, sideOfSeat, type SsfAction, type SsfState } from '../../rulesets/sword-and-spear/index.js';

type Order = Extract<SsfAction, { type: 'order' }>;

const nearestEnemy = (s: SsfState, side: string, p: Point): number =>
  Math.min(99, ...s.field.units.filter((u) => u.side !== side).map((u) => distance(u.base.centre, p)));

/** How squarely a unit at `p` facing `facing` looks at its nearest enemy: 1 straight at it, -1 away. */
function facingScore(s: SsfState, side: string, p: Point, facing: number): number {
  const enemies = s.field.units.filter((u) => u.side !== side);
  if (enemies.length === 0) return 0;
  const e = enemies.reduce((a, b) => (distance(a.base.centre, p) <= distance(b.base.centre, p) ? a : b));
  const d = distance(e.base.centre, p) || 1;
  const f = forwardOf(facing);
  return ((e.base.centre.x - p.x) * f.x + (e.base.centre.y - p.y) * f.y) / d;
}

/** Where a move order leaves the unit's centre (turn about the centre, then straight forward). */
const after = (u: Unit, a: Order): Point => add(u.base.centre, scale(forwardOf(u.base.facing + (a.turn ?? 0)), a.distance ?? 0));

const hitsOf = (s: SsfState, id: string | undefined) => s.field.units.find((u) => u.id === id)?.hits ?? 0;

export const ssfHeuristicAgent: Agent = {
  name: 'heuristic',
  choose<V, A>(ctx: { seat: string; view: V; legal: readonly A[] }): A {
    const s = ctx.view as unknown as SsfState;
    const legal = ctx.legal as unknown as readonly SsfAction[];
    const me = ctx.seat;
    // SSF-A51: the seat plays for its side (enemies are the other side's), and commands only its own units.
    const side = sideOfSeat(me);
    if (legal.length === 0) throw new Error(`no legal action for ${me}`);
    const pick = (a: SsfAction | undefined) => (a ?? legal[0]!) as unknown as A;
    const unit = (id: string) => s.field.units.find((u) => u.id === id);
    const first = legal[0]!;

    if (s.step === 'assign-power') {
      // 17 Magical Power / SSF-A23: the way that gives the most power in all (as the rules show it), then the most to the highest level.
      const level = (id: string) => s.characters.find((c) => c.id === id)?.magicLevel ?? 0;
      const score = (a: SsfAction) => {
        if (a.type !== 'assign-power' || !a.show) return 0;
        const power = a.show.power;
        return Object.values(power).reduce((t, p) => t + p, 0) * 100 + Object.entries(power).reduce((t, [id, p]) => t + p * level(id), 0);
      };
      return pick([...legal].sort((x, y) => score(y) - score(x))[0]);
    }
    if (s.step === 'allocate') {
      const gives = legal.filter((a): a is Extract<SsfAction, { type: 'give' }> => a.type === 'give');
      const given = new Set((s.phase?.allocated[me] ?? []).map((x) => x.unit));
      const fresh = gives.filter((g) => !given.has(g.unit));
      if (fresh.length === 0) return pick(legal.find((a) => a.type === 'done-allocating'));
      const priority = (u: Unit) =>
        (enemiesInContact(s.field, u, s.options).length ? 30 : 0) +
        (u.profile.missile.length ? 10 : 0) +
        Math.max(0, 20 - nearestEnemy(s, side, u.base.centre));
      const best = [...new Set(fresh.map((g) => g.unit))].map((id) => unit(id)!).sort((x, y) => priority(y) - priority(x))[0]!;
      const values = fresh
        .filter((g) => g.unit === best.id)
        .map((g) => g.value)
        .sort((x, y) => x - y);
      // A commander's unit gets a die above its neighbours' disciplines too, so it may lead a group move (F3, SSF-A50).
      const n = best.commanderAttached ? groupNeighbours(s, best) : {};
      const need = Math.max(best.profile.discipline, ...[n.left, n.right].map((x) => x?.profile.discipline ?? 0));
      const above = values.find((v) => v > need) ?? values.find((v) => v > best.profile.discipline);
      return pick(fresh.find((g) => g.unit === best.id && g.value === (above ?? values.at(-1))));
    }
    if (s.step === 'attack-spells') {
      const casts = legal.filter(
        (a): a is Extract<SsfAction, { type: 'attack-spell' }> => a.type === 'attack-spell' && a.form === 'physical',
      );
      casts.sort((x, y) => y.level - x.level || hitsOf(s, y.target) - hitsOf(s, x.target));
      return pick(casts[0] ?? legal.find((a) => a.type === 'no-more-spells'));
    }
    // A protect or boost spell as the enemy acts (17 Spells): the strongest there is.
    if (s.step === 'protect' || s.step === 'fight-boost')
      return pick([...legal].sort((x, y) => ('level' in y ? y.level : 0) - ('level' in x ? x.level : 0))[0]);
    if (s.step === 'end-phase') {
      const heals = legal
        .filter((a): a is Extract<SsfAction, { type: 'heal' }> => a.type === 'heal')
        .sort((x, y) => hitsOf(s, y.target) - hitsOf(s, x.target) || y.level - x.level);
      if (heals[0]) return pick(heals[0]);
      const front = [...s.field.units.filter((u) => playerOf(s, u.id) === me)].sort(
        (x, y) => nearestEnemy(s, side, x.base.centre) - nearestEnemy(s, side, y.base.centre),
      )[0];
      const place = legal.find((a) => {
        if (a.type !== 'place' || a.attach || a.unit !== front?.id) return false;
        const c = s.characters.find((x) => x.id === a.character);
        return c !== undefined && !c.attachedTo && (c.magicLevel !== undefined || c.commander === 'captain');
      });
      return pick(place ?? legal.find((a) => a.type === 'end-phase-done'));
    }
    // Activation.
    const orders = legal.filter((a): a is Order => a.type === 'order');
    const current = s.current ? unit(s.current.unit) : undefined;
    const fights = orders.filter((a) => a.order === 'fight').sort((x, y) => hitsOf(s, y.target) - hitsOf(s, x.target));
    // A charge across a hedge, wall or stream loses the charger's fresh dice (SSF-A48): the last choice among charges.
    const across = (a: Order) => ((a.show?.crosses?.length ?? 0) > 0 && a.show?.alone === undefined ? 1 : 0);
    const charges = orders
      .filter((a) => a.order === 'charge')
      .sort((x, y) => across(x) - across(y) || hitsOf(s, y.target) - hitsOf(s, x.target));
    const boost = legal
      .filter((a) => a.type === 'boost')
      .sort((x, y) => (y as { level: number }).level - (x as { level: number }).level)[0];
    if (boost && (fights.length || charges.length)) return pick(boost);
    if (fights[0]) return pick(fights[0]);
    if (charges[0]) return pick(charges[0]);
    const shots = orders.filter((a) => a.order === 'shoot').sort((x, y) => hitsOf(s, y.target) - hitsOf(s, x.target));
    if (shots[0]) return pick(shots[0]);
    const moveShots = orders.filter((a) => a.order === 'move-and-shoot');
    if (moveShots[0]) return pick(moveShots[0]);
    if (!current) return pick(first);
    const here = nearestEnemy(s, side, current.base.centre);
    const rally = orders.find((a) => a.order === 'rally');
    if (rally && here > 6) return pick(rally);
    let best: Order | undefined;
    let bestScore = 2 * facingScore(s, side, current.base.centre, current.base.facing) + 0.25;
    for (const a of orders) {
      if (a.order !== 'advance' && a.order !== 'manoeuvre') continue;
      const p = after(current, a);
      const score = here - nearestEnemy(s, side, p) + 2 * facingScore(s, side, p, current.base.facing + (a.turn ?? 0));
      if (score > bestScore) [best, bestScore] = [a, score];
    }
    // A group move closes as far with more units: worth half as much again per unit that comes along.
    let group: Extract<SsfAction, { type: 'group-move' }> | undefined;
    for (const a of legal) {
      if (a.type !== 'group-move') continue;
      const p = after(current, { type: 'order', order: 'advance', distance: a.distance });
      const gain = here - nearestEnemy(s, side, p);
      const score = gain * (1 + 0.5 * a.units.length) + 2 * facingScore(s, side, p, current.base.facing);
      if (gain > 0 && score > bestScore) [group, bestScore] = [a, score];
    }
    if (group) return pick(group);
    return pick(best ?? orders.find((a) => a.order === 'hold'));
  },
};
