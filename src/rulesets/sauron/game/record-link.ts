/**
 * The map game's link to the rules core's record keeper (record.ts): asking it whether an action is
 * legal, having it do one the game has checked, and placing on the map what its events mean (leaders
 * turned evil, the third player's units: 16.69, SAU-M12, SAU-M24).
 */
import type { Dice } from '../../../core/dice.js';
import { ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { applyRecordAction, type RecordActionInput, type RecordEvent } from '../record.js';
import {
  grid,
  leaderHex,
  map,
  onMap,
  placement,
  setLeaderPos,
  setUnit,
  tablesOf,
  unitsAt,
  type GameEvent,
  type GameState,
} from './state.js';

/** A record action that the game has already checked; a refusal here is a bug. */
export function recordDo(s: GameState, action: RecordActionInput, dice: Dice, events: GameEvent[]): GameState {
  const r = applyRecordAction(s.record, action, dice, tablesOf(s));
  if (!r.ok) throw new Error(`record refused ${action.type}: ${r.error.message}`);
  events.push(...r.value.events);
  return afterRecord({ ...s, record: { ...r.value.state, log: [] } }, r.value.events, events);
}

/** Dice for checking without rolling. */
const CHECK_DICE: Dice = { roll: () => 1 };

export function recordCheck(s: GameState, action: RecordActionInput): Result<true, RuleError> {
  const r = applyRecordAction(s.record, action, CHECK_DICE, tablesOf(s));
  return r.ok ? ok(true) : r;
}

/** What the record's events mean on the map: leaders turned evil go (SAU-M12), the third player's units leave. */
function afterRecord(s0: GameState, recordEvents: readonly RecordEvent[], events: GameEvent[]): GameState {
  let s = s0;
  for (const e of recordEvents) {
    // SAU-M24: with the third seat in play his leader stays on the map and the types he takes change hands where they stand.
    if (e.type === 'controller-changed' && e.controller === 'third' && s.options.thirdSeat === 'seat') {
      s = standAlone(s, e.leaderId);
      events.push({ type: 'changes-hands', clause: '16.69', piece: e.leaderId, to: 'third' });
      continue;
    }
    if (e.type === 'third-player-takes' && s.options.thirdSeat === 'seat') {
      for (const u of s.units.filter((x) => onMap(x) && e.types.includes(x.type) && x.side === 'sauron')) {
        s = setUnit(s, u.id, { side: 'third', formation: undefined });
        events.push({ type: 'changes-hands', clause: '16.69', piece: u.id, to: 'third' });
      }
      continue;
    }
    if (e.type === 'controller-changed') {
      const sauronHex = s.record.leaders.find((l) => l.id === 'sauron' && l.alive)?.position ?? null;
      const to = e.controller === 'sauron' ? sauronHex : null;
      s = { ...s, record: { ...s.record, leaders: s.record.leaders.map((l) => (l.id === e.leaderId ? { ...l, position: to } : l)) } };
      events.push({
        type: 'unit-removed',
        clause: 'SAU-M12',
        unit: e.leaderId,
        why: e.controller === 'third' ? 'leaves the battle with the third player (16.69)' : "joins Sauron's hex as his servant (16.69)",
      });
    }
    if (e.type === 'third-player-takes') {
      for (const u of s.units.filter((x) => onMap(x) && e.types.includes(x.type))) {
        s = setUnit(s, u.id, { hex: null, eliminated: true });
        events.push({ type: 'unit-removed', clause: 'SAU-M12', unit: u.id, why: 'goes over to the third player (16.69)' });
      }
    }
  }
  return s;
}

/** SAU-M24: a leader gone over to the third player steps off any hex he shares with others' pieces, to the nearest free hex (8.11). */
export function standAlone(s: GameState, leaderId: string): GameState {
  const h = leaderHex(s, leaderId);
  if (h === null) return s;
  const clear = (x: number) =>
    map.terrain[x] !== 'mountain' &&
    unitsAt(s, x).every((u) => u.side === 'third') &&
    (placement(s).leaders.get(x) ?? []).every((l) => l.id === leaderId || l.controller === 'third');
  if (clear(h)) return s;
  const seen = new Set([h]);
  let ring = [h];
  while (ring.length) {
    const next: number[] = [];
    for (const x of ring) for (const n of grid.neighbours(x)) if (!seen.has(n)) seen.add(n), next.push(n);
    const free = next.filter((x) => clear(x) && unitsAt(s, x).length === 0).sort((a, b) => a - b)[0];
    if (free !== undefined) return setLeaderPos(s, leaderId, free);
    ring = next;
  }
  return s;
}
