/**
 * The Swarm (Non-Player Characters, SWS-A3 after rules-gaps.md): its tokens go into the same container;
 * when one is drawn the Swarm model nearest to a character acts by itself, two action points, each
 * spent on the first of: strike the nearest character within 1"; charge the nearest character it can
 * reach (Boots, ending in contact) and strike; shoot the nearest character it may target; move full
 * Boots towards the nearest character, stopping short of the 1" rule. Swarm models have no Star and
 * never test morale (attack.ts `loseStar`, actions.ts `moraleTest`).
 *
 *   const r = swarmActs(skirmish, activated, dice, o); // undefined when no Swarm model may act
 */
import type { Dice } from '../../core/dice.js';
import type { Point } from '../../core/geometry/open-table.js';
import type { Applied } from '../../core/ruleset.js';
import { act, gap, get, sees, targetChoice, type Action } from './actions.js';
import type { SwsEvent } from './attack.js';
import { weapon } from './data.js';
import type { Options } from './options.js';
import { standing, SWARM, type CharacterState, type Skirmish } from './state.js';

const EPS = 1e-6;

/** The centre on the line from `c` to `t` where `c`'s base would be 0.5" from `t`'s (gap grows with the distance along a line). */
export function contactPoint(c: CharacterState, t: CharacterState, o: Options, wanted = 0.5): Point {
  const d = Math.hypot(c.at.x - t.at.x, c.at.y - t.at.y);
  const ux = d < EPS ? 0 : (c.at.x - t.at.x) / d;
  const uy = d < EPS ? 1 : (c.at.y - t.at.y) / d;
  let lo = 0;
  let hi = Math.max(d, o.baseSize * 2 + wanted + 1);
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    const p = { x: t.at.x + ux * mid, y: t.at.y + uy * mid };
    if (gap({ ...c, at: p }, t, o) < wanted) lo = mid;
    else hi = mid;
  }
  return { x: t.at.x + ux * hi, y: t.at.y + uy * hi };
}

/** The Swarm model that acts on a Swarm token: the one nearest to any character (ties: the first listed). */
export function swarmToAct(s: Skirmish, activated: readonly string[], o: Options): CharacterState | undefined {
  const prey = s.characters.filter((c) => c.owner !== SWARM && standing(c));
  const models = s.characters.filter((c) => c.owner === SWARM && c.status === 'active' && !activated.includes(c.id));
  if (models.length === 0) return undefined;
  if (prey.length === 0) return models[0];
  const reach = (m: CharacterState) => Math.min(...prey.map((p) => gap(m, p, o)));
  return models.reduce((best, m) => (reach(m) < reach(best) - EPS ? m : best));
}

/** One Swarm activation (SWS-A3) of the model `swarmToAct` picks; its two actions are chosen by the rule above. */
export function swarmActs(s0: Skirmish, model: CharacterState, dice: Dice, o: Options): Applied<Skirmish, SwsEvent> {
  let s: Skirmish = { ...s0, activation: { character: model.id, ap: 2, moveLeft: 0, moved: false, charged: false, attacksWith: [] } };
  const events: SwsEvent[] = [{ type: 'swarm-activates', clause: 'SWS-A3', character: model.id }];
  const tryAct = (a: Action): boolean => {
    const r = act(s, a, dice, o);
    if (!r.ok) return false;
    s = r.value.state;
    events.push(...r.value.events);
    return true;
  };
  for (let step = 0; step < 4 && (s.activation?.ap ?? 0) > 0; step++) {
    const m = get(s, model.id)!;
    if (m.status !== 'active') break;
    const prey = s.characters.filter((c) => c.owner !== SWARM && standing(c)).sort((a, b) => gap(m, a, o) - gap(m, b, o));
    const nearest = prey[0];
    if (!nearest) break;
    if (gap(m, nearest, o) <= 1 + EPS && tryAct({ type: 'melee', target: nearest.id })) continue;
    const charge = prey.find((p) => tryCharge(s, m, p, o));
    if (charge && (s.activation?.ap ?? 0) >= 2 && tryAct({ type: 'move', to: contactPoint(m, charge, o), charge: true })) continue;
    const shooter = m.sheet.weapons.map(weapon).find((w) => w.kind === 'ranged');
    if (shooter) {
      const target = prey.find(
        (p) => sees(s, m, p, o) && targetChoice(s, m, p, o).kind === 'allowed' && gap(m, p, o) <= shooter.range! + EPS,
      );
      if (target && tryAct({ type: 'ranged', target: target.id, weapon: shooter.id })) continue;
    }
    if (gap(m, nearest, o) <= 1 + EPS) break; // in a melee it cannot strike: nothing else to do
    let moved = false;
    const boots = m.sheet.boots - Math.max(0, ...m.sheet.weapons.map((w) => weapon(w).bootsPenalty));
    const d = Math.hypot(nearest.at.x - m.at.x, nearest.at.y - m.at.y);
    for (let k = Math.min(boots, d); k > 0.25 && !moved; k -= 0.5) {
      const to = { x: m.at.x + ((nearest.at.x - m.at.x) * k) / d, y: m.at.y + ((nearest.at.y - m.at.y) * k) / d };
      moved = tryAct({ type: 'move', to });
    }
    if (!moved) break;
  }
  const end = s.activation?.character;
  events.push({ type: 'activation-ends', clause: 'SWS-A3', character: end ?? model.id });
  return { state: { ...s, activation: undefined }, events };
}

/** Whether a charge into contact with `t` is a legal move for `m` now (probed without dice). */
function tryCharge(s: Skirmish, m: CharacterState, t: CharacterState, o: Options): boolean {
  const to = contactPoint(m, t, o);
  return act(s, { type: 'move', to, charge: true }, NO_DICE, o).ok;
}

const NO_DICE: Dice = {
  roll: () => {
    throw new Error('a move rolls no dice');
  },
};
