/**
 * The Joint Rally Phase on the map (F8, SAU-M16): each seat in turn rallies its leaders' disrupted units
 * (8.33, 8.331, 8.37), tries to take the Ring off and destroys it in Mt. Orodruin (16.633). Each action
 * is checked and done in one place.
 */
import { err, ok } from '../../../core/result.js';
import { Errors } from '../errors.js';
import { recordCheck, recordDo } from './record-link.js';
import {
  grid,
  leaderData,
  leaderHex,
  leadersOf,
  onMap,
  typeOf,
  type GameAction,
  type GameState,
  type In,
  type PhaseRules,
  type Player,
  type Resolution,
} from './state.js';
import { advance } from './turn.js';

/** SAU-M16: the disrupted units a leader rallies: his nationality's, in or beside his hex. */
export function rallyable(s: GameState, leader: string): string[] {
  const h = leaderHex(s, leader);
  if (h === null) return [];
  const d = leaderData(leader);
  const owner = s.record.leaders.find((l) => l.id === leader)?.controller;
  return s.units
    .filter((u) => onMap(u) && u.disrupted && u.side === owner && typeOf(u).nationality === d.nationality && grid.distance(u.hex, h) <= 1)
    .map((u) => u.id);
}

function rally(s: In<'joint-rally'>, leader: string): Resolution {
  if (s.step.rallied.includes(leader)) return err(Errors.rallied(leaderData(leader).name));
  if (rallyable(s, leader).length === 0) return err(Errors.nothingToRally(leaderData(leader).name));
  const c = recordCheck(s, { type: 'rally', leader });
  if (!c.ok) return c;
  return ok((dice, events) => {
    const units = rallyable(s, leader);
    const before = events.length;
    let t = recordDo(s, { type: 'rally', leader }, dice, events);
    const roll = events.slice(before).find((e) => e.type === 'rally-roll');
    t = { ...t, step: { ...s.step, rallied: [...s.step.rallied, leader] } };
    if (roll && roll.type === 'rally-roll' && roll.rallied) {
      t = { ...t, units: t.units.map((u) => (units.includes(u.id) ? { ...u, disrupted: false } : u)) };
      events.push({ type: 'units-rallied', clause: 'SAU-M16', leader, units });
    }
    return t;
  });
}

function ringAction(s: In<'joint-rally'>, seat: Player, a: Extract<GameAction, { type: 'ring-removal' | 'destroy-ring' }>): Resolution {
  if (a.type === 'destroy-ring') {
    const h = s.record.ring.ring.holder;
    if (!h || s.record.leaders.find((l) => l.id === h)?.controller !== seat) return err(Errors.noneOfYoursHoldsRing());
  }
  const action = a.type === 'destroy-ring' ? a : { type: 'ring-removal' as const, leader: a.leader };
  const c = recordCheck(s, action);
  if (!c.ok) return c;
  return ok((dice, events) => recordDo(s, action, dice, events));
}

export const jointRallyPhase: PhaseRules<'joint-rally'> = {
  resolve(s, seat, a) {
    switch (a.type) {
      case 'destroy-ring':
        return ringAction(s, seat, a);
      case 'rally':
      case 'ring-removal': {
        const r = s.record.leaders.find((l) => l.id === a.leader);
        if (!r || r.controller !== seat || r.position === null) return err(Errors.notYourLeaderOnMap(a.leader));
        return a.type === 'rally' ? rally(s, a.leader) : ringAction(s, seat, a);
      }
      case 'end':
        return ok((dice, events) => advance(s, dice, events));
      default:
        return null;
    }
  },

  candidates(s, seat) {
    const cands: GameAction[] = [];
    for (const id of leadersOf(s, seat)) cands.push({ type: 'rally', leader: id }, { type: 'ring-removal', leader: id });
    cands.push({ type: 'destroy-ring' });
    return cands;
  },
};
