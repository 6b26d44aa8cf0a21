/**
 * A finite list of the decisions open to the seat to act: which character to activate, or the
 * activated character's actions. Moves are a continuum on the open table, so only a sensible set of
 * destinations is listed (any other point is still accepted by `apply`): towards, into contact with
 * (a charge) and away from each enemy, into each terrain piece, and a full move in eight directions.
 * Every listed action is checked with `act` itself, so the list never offers what `apply` refuses.
 *
 *   legalTurnActions(encounter, options) // [{ type: 'end' }, { type: 'act', action: { type: 'move', ... } }, ...]
 */
import type { Dice } from '../../core/dice.js';
import { centroid, type Point } from '../../core/geometry/open-table.js';
import { act, enemiesOf, gap, type Action } from './actions.js';
import { TABLES, weapon } from './data.js';
import type { Options } from './options.js';
import { standing, type CharacterState, type Skirmish } from './state.js';
import { contactPoint } from './swarm.js';
import type { Encounter, TurnAction } from './turn.js';

/** Dice for probing legality: every check comes before any roll, so the faces do not matter. */
const PROBE: Dice = { roll: () => 1 };
const round = (p: Point): Point => ({ x: Math.round(p.x * 100) / 100, y: Math.round(p.y * 100) / 100 });

/** The inches a move may go now: what is left of a move action, or a new move action's allowance. */
export function moveReach(s: Skirmish, c: CharacterState): number {
  const act = s.activation!;
  if (act.moveLeft > 0.25) return act.moveLeft;
  if (act.ap < 1) return 0;
  const boots = Math.max(0, c.sheet.boots - Math.max(0, ...c.sheet.weapons.map((w) => weapon(w).bootsPenalty)));
  return act.moveLeft + (c.prone ? boots / 2 : boots);
}

function toward(from: Point, to: Point, k: number): Point {
  const d = Math.hypot(to.x - from.x, to.y - from.y);
  return d < 1e-9 ? from : { x: from.x + ((to.x - from.x) * k) / d, y: from.y + ((to.y - from.y) * k) / d };
}

function moveCandidates(s: Skirmish, c: CharacterState, o: Options): Action[] {
  const reach = moveReach(s, c);
  if (reach <= 0.25) return [];
  const out: Action[] = [];
  for (const f of enemiesOf(s, c)) {
    const d = Math.hypot(f.at.x - c.at.x, f.at.y - c.at.y);
    const contact = contactPoint(c, f, o);
    const toContact = Math.hypot(contact.x - c.at.x, contact.y - c.at.y);
    if (toContact <= reach) out.push({ type: 'move', to: round(contact), charge: true });
    const short = contactPoint(c, f, o, 1.25);
    const toShort = Math.hypot(short.x - c.at.x, short.y - c.at.y);
    if (toShort > 0.25) out.push({ type: 'move', to: round(toward(c.at, f.at, Math.min(reach, toShort))) });
    if (d > 1e-9) out.push({ type: 'move', to: round(toward(c.at, { x: 2 * c.at.x - f.at.x, y: 2 * c.at.y - f.at.y }, reach)) });
  }
  for (const t of s.terrain) {
    const centre = centroid(t.polygon);
    const d = Math.hypot(centre.x - c.at.x, centre.y - c.at.y);
    if (d > 0.25) out.push({ type: 'move', to: round(toward(c.at, centre, Math.min(reach, d))) });
  }
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    out.push({ type: 'move', to: round({ x: c.at.x + Math.cos(a) * reach, y: c.at.y + Math.sin(a) * reach }) });
  }
  return out;
}

function actionCandidates(s: Skirmish, c: CharacterState, o: Options): Action[] {
  const out: Action[] = [];
  const friends = s.characters.filter((x) => x.owner === c.owner && standing(x));
  const ranged = [
    ...new Set(
      c.sheet.weapons
        .map(weapon)
        .filter((w) => w.range !== null)
        .map((w) => w.id),
    ),
  ];
  for (const f of enemiesOf(s, c)) {
    if (gap(c, f, o) <= 1 + 1e-6) out.push({ type: 'melee', target: f.id });
    for (const w of ranged) out.push({ type: 'ranged', target: f.id, weapon: w });
    if (ranged.length > 0) out.push({ type: 'aim', target: f.id, ap: 1 }, { type: 'aim', target: f.id, ap: 2 });
  }
  for (const spell of TABLES.spells.values()) {
    const targets = spell.effect === 'attack' ? enemiesOf(s, c) : friends;
    for (const t of targets) out.push({ type: 'cast', spell: spell.id, target: t.id });
  }
  if (c.sheet.leader) for (const f of friends) if (f.id !== c.id) out.push({ type: 'order', target: f.id });
  out.push({ type: 'rally' });
  for (const f of friends) if (f.id !== c.id) out.push({ type: 'rally', target: f.id });
  out.push({ type: 'take-cover' }, { type: 'breather' });
  return out;
}

/** The decisions open now to the seat in `toAct` (empty when the encounter is over). */
export function legalTurnActions(e: Encounter, o: Options): TurnAction[] {
  if (e.pending.kind === 'over') return [];
  const seat = e.pending.seat;
  if (e.pending.kind === 'activate') {
    const ordered = e.pending.ordered;
    return e.skirmish.characters
      .filter((c) => c.owner === seat && standing(c) && !e.activated.includes(c.id) && (!ordered || c.id === ordered))
      .map((c) => ({ type: 'activate', character: c.id }));
  }
  const s = e.skirmish;
  const c = s.characters.find((x) => x.id === s.activation!.character)!;
  const out: TurnAction[] = [{ type: 'end' }];
  const seen = new Set<string>();
  for (const action of [...actionCandidates(s, c, o), ...moveCandidates(s, c, o)]) {
    const key = JSON.stringify(action);
    if (seen.has(key)) continue;
    seen.add(key);
    const r = act(s, action, PROBE, o);
    if (!r.ok) continue;
    // A move carries what a client draws: its path, length and the action points it spends.
    out.push({
      type: 'act',
      action:
        action.type === 'move'
          ? {
              ...action,
              show: {
                path: [c.at, action.to],
                length: Math.hypot(action.to.x - c.at.x, action.to.y - c.at.y),
                ap: s.activation!.ap - r.value.state.activation!.ap,
              },
            }
          : action,
    });
  }
  return out;
}
