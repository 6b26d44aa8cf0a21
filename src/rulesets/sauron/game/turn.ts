/**
 * The game-turn of the map game (SAU-A6: the F8 turn without the siege phase): setting up, entering each
 * phase with its step, passing the phases where nobody has a choice, the third player's part after
 * Westernesse's (SAU-M24), and the game's end (SAU-A5, SAU-M13).
 */
import type { Dice } from '../../../core/dice.js';
import type { Outcome } from '../../../core/ruleset.js';
import { SIDES, type Side } from '../data.js';
import { breakPoint } from '../demoralization.js';
import { OPEN_GATES } from '../map-rules.js';
import { createRecord, rematchRecord } from '../record.js';
import { ARMIES } from './map.js';
import type { GameOptions } from './options.js';
import { recordDo, standAlone } from './record-link.js';
import {
  affordablePowers,
  gameTables,
  grid,
  LEADER_MA,
  leaderHex,
  leadersOf,
  map,
  onMap,
  placement,
  sauronInMordor,
  setUnit,
  sideOfPhase,
  tablesOf,
  thirdInPlay,
  typeOf,
  unitsAt,
  type GameEvent,
  type GameState,
  type Player,
  type Unit,
} from './state.js';

// ---------------------------------------------------------------- setup

export function setupGame(options: GameOptions, dice: Dice): { state: GameState; events: GameEvent[] } {
  const positions: Record<string, string> = { ...ARMIES.file.leaders };
  const units: Unit[] = [];
  for (const side of SIDES) {
    ARMIES.file.units[side].forEach((p, i) => {
      const hex = grid.index(p.hex);
      if (hex === undefined) throw new Error(`army file: ${p.hex} is not a hex of the map`);
      units.push({
        id: `${side === 'westernesse' ? 'w' : 's'}${i + 1}-${p.type}`,
        type: p.type,
        side,
        hex,
        disrupted: false,
        mp: 0,
        attacked: false,
        eliminated: false,
        reserve: false,
      });
      const leader = ARMIES.types.get(p.type)?.leader;
      if (leader) positions[leader] = p.hex;
    });
  }
  ARMIES.file.extraWesternesse.types.slice(0, options.extraWesternesseUnits).forEach((type, i) => {
    units.push({
      id: `wx${i + 1}-${type}`,
      type,
      side: 'westernesse',
      hex: null,
      disrupted: false,
      mp: 0,
      attacked: false,
      eliminated: false,
      reserve: true,
    });
  });
  const coreOptions = {
    ringLoss: options.ringLoss,
    mortalCombatRounds: options.mortalCombatRounds,
    challengeRatings: options.challengeRatings,
    thirdPlayerCount: options.thirdPlayerCount,
    evilCountsAsKilled: options.evilCountsAsKilled,
    leaderAttacksPerPhase: options.leaderAttacksPerPhase,
    rematchLevels: options.rematchLevels,
    leaderRatings: options.leaderRatings,
    leaderCombatTable: options.leaderCombatTable,
    rallyTable: options.rallyTable,
    demoralization: options.demoralization,
  };
  // Expanded Game (SAU-M23): the rematch of a first battle, its leaders restored or replaced (expanded.ts).
  const rematch = options.firstBattle ? rematchRecord(options.firstBattle, { options: coreOptions, positions }, gameTables(options)) : null;
  if (rematch && !rematch.ok) throw new Error(`firstBattle: ${rematch.error.message}`);
  const record = rematch ? rematch.value.record : createRecord({ options: coreOptions, positions }, gameTables(options));
  let state: GameState = {
    options,
    record: rematch ? record : { ...record, leaders: record.leaders.map((l) => (positions[l.id] ? l : { ...l, position: null })) },
    units,
    leaderMp: {},
    gates: OPEN_GATES,
    step: { kind: 'first-magic' },
    extraEntered: options.extraWesternesseUnits === 0,
    outcome: null,
  };
  const events: GameEvent[] = [];
  if (rematch) state = setUpRematch(state, rematch.value.events, positions, events);
  state = enterPhase(state, events, dice);
  return { state, events };
}

/**
 * Expanded Game (SAU-M23) on the map: a dead leader's counter (the Beast's) stays off the map; a
 * servant starts in Sauron's hex; the third player's leader and the types he held are his where they
 * stand (SAU-M24), or leave the battle with the two-seat game (SAU-M12).
 */
function setUpRematch(
  s0: GameState,
  restored: readonly GameEvent[],
  positions: Readonly<Record<string, string>>,
  events: GameEvent[],
): GameState {
  let s = s0;
  events.push(...restored);
  const alive = (id: string) => s.record.leaders.some((l) => l.id === id && l.alive);
  for (const u of s.units) {
    const t = typeOf(u);
    if (t.leader && !alive(t.leader)) {
      s = setUnit(s, u.id, { hex: null, eliminated: true });
      events.push({ type: 'unit-removed', clause: 'Expanded Game', unit: u.id, why: 'died in the first battle' });
    }
  }
  const seat = s.options.thirdSeat === 'seat';
  const held = s.record.thirdPlayer?.types ?? [];
  for (const u of s.units.filter((x) => onMap(x) && x.side === 'sauron' && held.includes(x.type))) {
    s = setUnit(s, u.id, seat ? { side: 'third' } : { hex: null, eliminated: true });
    events.push(
      seat
        ? { type: 'changes-hands', clause: 'SAU-A28', piece: u.id, to: 'third' }
        : { type: 'unit-removed', clause: 'SAU-M12', unit: u.id, why: 'stays with the third player (16.69)' },
    );
  }
  const offTheMap = (st: GameState, id: string): GameState => ({
    ...st,
    record: { ...st.record, leaders: st.record.leaders.map((x) => (x.id === id ? { ...x, position: null } : x)) },
  });
  for (const l of s.record.leaders.filter((x) => x.alive && x.evil)) {
    if (l.evil === 'servant') {
      const at = positions.sauron ?? null;
      s = { ...s, record: { ...s.record, leaders: s.record.leaders.map((x) => (x.id === l.id ? { ...x, position: at } : x)) } };
    } else if (seat) {
      s = standAlone(s, l.id);
    } else {
      s = offTheMap(s, l.id);
      events.push({ type: 'unit-removed', clause: 'SAU-M12', unit: l.id, why: 'stays with the third player, out of the battle (16.69)' });
    }
  }
  for (const l of s.record.leaders.filter((x) => x.alive && !x.evil && x.controller === 'third')) {
    if (seat) {
      s = standAlone(s, l.id);
    } else {
      s = offTheMap(s, l.id);
      events.push({ type: 'unit-removed', clause: 'SAU-M12', unit: l.id, why: 'stays with the third player (16.69)' });
    }
  }
  return s;
}

// ---------------------------------------------------------------- phases

/** Ends the current phase (or a seat's part of it) and enters what follows. */
export function advance(s0: GameState, dice: Dice, events: GameEvent[]): GameState {
  let s = s0;
  const step = s.step;
  if (step.kind === 'joint-rally') {
    if (step.seat === 'westernesse') return { ...s, step: { ...step, seat: 'sauron' } };
    if (step.seat === 'sauron' && thirdInPlay(s)) return { ...s, step: { ...step, seat: 'third' } };
  }
  if (step.kind === 'movement') {
    // 22.1: the leader whose turn it was to close has moved; did he reach the other's hex?
    const m = s.record.mortal;
    if (m?.phase === 'closing' && m[m.mover].controller === step.seat) {
      const a = leaderHex(s, m.challenger.id);
      const b = leaderHex(s, m.defender.id);
      s = recordDo(s, { type: 'meet', reached: a !== null && a === b }, dice, events);
    }
  }
  // SAU-M24: the third player moves and fights after Westernesse, in the Westernesse phases.
  if ((step.kind === 'movement' || step.kind === 'combat') && step.seat === 'westernesse' && thirdInPlay(s))
    return startThirdTurn(s, events);
  s = recordDo(s, { type: 'next-phase' }, dice, events);
  return enterPhase(s, events, dice);
}

/** SAU-M24: the third player's part of the Westernesse Movement Phase (his pieces' movement points) or Combat Phase (its segments from the missile one). */
function startThirdTurn(s: GameState, events: GameEvent[]): GameState {
  if (s.step.kind === 'movement') {
    return {
      ...s,
      step: { kind: 'movement', seat: 'third' },
      units: s.units.map((u) => (u.side === 'third' ? { ...u, mp: typeOf(u).ma } : u)),
      leaderMp: { ...s.leaderMp, ...Object.fromEntries(leadersOf(s, 'third').map((id) => [id, LEADER_MA])) },
    };
  }
  events.push({ type: 'segment', clause: 'SAU-M24', segment: 'missile' });
  return { ...s, step: { kind: 'combat', seat: 'third', segment: 'missile' } };
}

/** Work done on entering a phase; phases where nobody has a choice pass at once. */
function enterPhase(s0: GameState, events: GameEvent[], dice: Dice): GameState {
  let s = s0;
  for (let guard = 0; guard < 20; guard++) {
    s = settle(s, events);
    if (s.outcome) return s;
    const phase = s.record.phase;
    const side = sideOfPhase(phase);
    if (phase === 'first-magic') {
      s = { ...s, step: { kind: 'first-magic' } };
      if (!sauronInMordor(s) && affordablePowers(s).length === 0) {
        s = recordDo(s, { type: 'next-phase' }, dice, events);
        continue;
      }
      return s;
    }
    if (phase === 'second-magic') {
      s = recordDo({ ...s, step: { kind: 'second-magic' } }, { type: 'next-phase' }, dice, events);
      continue;
    }
    if (phase === 'joint-rally' || side === null) return { ...s, step: { kind: 'joint-rally', seat: 'westernesse', rallied: [] } };
    if (phase.endsWith('-movement')) {
      s = {
        ...s,
        step: { kind: 'movement', seat: side },
        units: s.units.map((u) => (u.side === side ? { ...u, mp: typeOf(u).ma } : u)),
        leaderMp: Object.fromEntries(leadersOf(s, side).map((id) => [id, LEADER_MA])),
      };
      if (side === 'westernesse' && !s.extraEntered && s.record.turn >= s.options.extraUnitsTurn) s = enterExtras(s, events);
      return s;
    }
    s = { ...s, step: { kind: 'combat', seat: side, segment: 'missile' }, units: s.units.map((u) => ({ ...u, attacked: false })) };
    events.push({ type: 'segment', clause: 'SAU-A6', segment: 'missile' });
    if (s.record.mortal?.phase === 'fighting') s = recordDo(s, { type: 'mortal-fight' }, dice, events);
    return settle(s, events);
  }
  throw new Error('phases did not settle');
}

/** 14.3 (SAU-M14): the agreed extra units enter at free Westernesse entry hexes, as in 14.2. */
function enterExtras(s0: GameState, events: GameEvent[]): GameState {
  let s = s0;
  const free = map.entry.filter((h) => unitsAt(s, h).length === 0 && !placement(s).leaders.has(h));
  const entered: string[] = [];
  for (const u of s.units.filter((x) => x.reserve)) {
    const h = free.shift();
    if (h === undefined) break;
    s = setUnit(s, u.id, { hex: h, mp: typeOf(u).ma, reserve: false });
    entered.push(u.id);
  }
  events.push({ type: 'units-enter', clause: '14.3', units: entered });
  return { ...s, extraEntered: !s.units.some((u) => u.reserve) };
}

/** The game's end: a side broken (SAU-A5), the Ring destroyed (SAU-M13), or the last game-turn over (SAU-M13). */
export function settle(s: GameState, events: GameEvent[]): GameState {
  if (s.outcome) return s;
  let outcome: Outcome | null = null;
  let winner: Side | null = null;
  if (s.options.ringDestroyedWins && s.record.ring.ring.status === 'destroyed') {
    winner = 'westernesse';
    outcome = { winner, reason: 'the One Ring was destroyed in Mt. Orodruin', clause: 'SAU-M13' };
  } else if (s.record.over) {
    const over = s.record.over;
    if (over.winner) {
      winner = over.winner;
      outcome = { winner, reason: over.reason, clause: over.clause };
    } else {
      const t = tablesOf(s).demoralization;
      const share = (side: Side) => s.record.demoralization.levels[side] / breakPoint(side, t);
      const w = share('westernesse');
      const x = share('sauron');
      winner = w < x ? 'westernesse' : x < w ? 'sauron' : null;
      const pct = (v: number) => `${Math.round(v * 100)}%`;
      outcome = {
        winner,
        reason: `the last game-turn is over; Demoralization ${pct(w)} (Westernesse) and ${pct(x)} (Sauron) of the way to breaking`,
        clause: 'SAU-M13',
      };
    }
  }
  if (!outcome) return s;
  events.push({ type: 'game-result', clause: outcome.clause, winner, reason: outcome.reason });
  return { ...s, outcome };
}

/** Whose decision is pending. */
export function seatsToAct(s: GameState): Player[] {
  if (s.outcome) return [];
  const m = s.record.mortal;
  if (m && m.phase === 'challenged') return [m.defender.controller];
  switch (s.step.kind) {
    case 'first-magic':
      return ['sauron'];
    case 'second-magic':
      return [];
    default:
      return [s.step.seat];
  }
}
