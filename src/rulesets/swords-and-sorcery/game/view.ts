/**
 * What a seat may know (VI.A, SSV-A43): its own pieces; enemy pieces only where its own pieces share the
 * place; elsewhere an enemy stack is a marker with (by default) its number of counters. Battles in
 * progress show both sides in the hex but neither side's pending choices nor its reinforcements.
 */
import { SPECTATOR, type Outcome, type Seat, type Viewer } from '../../../core/ruleset.js';
import { battleView, type BattleView, type Side } from '../battle/battle.js';
import type { CharacterCombatState } from '../battle/character-combat.js';
import type { SsOptions } from './options.js';
import { gameContext } from './options.js';
import { scores } from './rules.js';
import { seatsToAct } from './turn.js';
import { isUnit, placeKey, refOf, type Casualty, type Piece, type PlaceRef, type SsState } from './state.js';

export interface PieceView {
  readonly id: string;
  readonly owner: Seat;
  readonly kind: 'unit' | 'character';
  /** Unit type id or character id. */
  readonly what: string;
  readonly place: PlaceRef;
  readonly demoralized?: boolean;
  /** Got into a besieged location by Assault or Breach this turn (IV.C.2, IV.D.2). */
  readonly inside?: 'assault' | 'breach';
  /** Sallying out of a besieged location this turn (IV.A). */
  readonly sortie?: boolean;
  readonly wounds?: number;
  /** Movement points spent this turn, and whether its move is over (own pieces). */
  readonly mp?: number;
  readonly done?: boolean;
}

export interface EnemyStackView {
  readonly owner: Seat;
  readonly place: PlaceRef;
  /** Counters in the stack (reconnaissance 'count'). */
  readonly count?: number;
}

/**
 * A pending decision as every viewer sees it: whose it is and where. What only the deciding seat may
 * know (the places a reaction may come from and go to, where survivors may withdraw) are its legal
 * actions, and the move that offered a reaction its `reaction-offered` event (audience: that seat).
 */
export type PendingView =
  | { readonly kind: 'reaction'; readonly seat: Seat }
  | { readonly kind: 'battle'; readonly place: PlaceRef; readonly seats: Readonly<Record<Side, Seat>>; readonly battle: BattleView }
  | { readonly kind: 'withdrawal'; readonly seat: Seat; readonly from: PlaceRef }
  | { readonly kind: 'siege-offer'; readonly seat: Seat; readonly place: PlaceRef }
  | { readonly kind: 'cva-offer'; readonly seat: Seat; readonly place: PlaceRef }
  /** Character vs Army combat: both sides stand in the place, so both see it whole (VI.A). */
  | {
      readonly kind: 'character-combat';
      readonly place: PlaceRef;
      readonly seats: Readonly<Record<'army' | 'party', Seat>>;
      readonly combat: CharacterCombatState;
    };

/** A siege is in plain sight of both players (IV). */
export interface SiegeView {
  readonly kind: 'declined' | 'walls';
  readonly hexes: readonly string[];
  readonly besieged: Seat;
  readonly besieger: Seat;
  readonly turns: number;
  readonly breached: boolean;
}

export interface SsView {
  readonly viewer: Viewer;
  readonly options: SsOptions;
  readonly seats: readonly Seat[];
  readonly turn: number;
  readonly phasing: Seat;
  readonly phase: SsState['phase'];
  /** Seats with a decision pending now (both during a battle's declarations); empty once the game is over. */
  readonly toAct: readonly Seat[];
  readonly pieces: readonly PieceView[];
  readonly enemyStacks: readonly EnemyStackView[];
  readonly casualties: readonly Casualty[];
  readonly sieges: readonly SiegeView[];
  readonly scores: Readonly<Record<Seat, number>>;
  readonly pending: PendingView | null;
  readonly outcome: Outcome | null;
}

export function view(s: SsState, viewer: Viewer): SsView {
  const map = gameContext(s.options).scenario.map;
  const open = s.options.reconnaissance === 'open' || s.outcome !== null;
  const all: Piece[] = [...s.units, ...s.characters];
  const ownPlaces = new Set(all.filter((p) => p.owner === viewer).map((p) => placeKey(p.place)));
  const seen = (p: Piece) => open || p.owner === viewer || ownPlaces.has(placeKey(p.place));
  const pieces: PieceView[] = all.filter(seen).map((p) => ({
    id: p.id,
    owner: p.owner,
    kind: isUnit(p) ? 'unit' : 'character',
    what: isUnit(p) ? p.type : p.character,
    place: refOf(map, p.place),
    ...(isUnit(p)
      ? { demoralized: p.demoralized, ...(p.inside ? { inside: p.inside } : {}), ...(p.sortie ? { sortie: true } : {}) }
      : { wounds: p.wounds }),
    ...(p.owner === viewer || open ? { mp: p.mp, done: p.done } : {}),
  }));
  const hidden = new Map<string, { owner: Seat; place: PlaceRef; count: number }>();
  for (const p of all) {
    if (seen(p)) continue;
    const k = `${p.owner}@${placeKey(p.place)}`;
    const h = hidden.get(k) ?? { owner: p.owner, place: refOf(map, p.place), count: 0 };
    h.count++;
    hidden.set(k, h);
  }
  const enemyStacks = [...hidden.values()].map((h) => (s.options.reconnaissance === 'marker' ? { owner: h.owner, place: h.place } : h));
  return {
    viewer,
    options: s.options,
    seats: s.seats,
    turn: s.turn,
    phasing: s.seats[s.phasing]!,
    phase: s.phase,
    toAct: seatsToAct(s),
    pieces,
    enemyStacks,
    casualties: s.casualties,
    sieges: s.sieges.map((x) => ({
      kind: x.kind,
      hexes: x.hexes.map((h) => map.grid.name(h)),
      besieged: x.besieged,
      besieger: x.besieger,
      turns: x.turns,
      breached: x.breached,
    })),
    scores: scores(s),
    pending: pendingView(s, viewer, open),
    outcome: s.outcome,
  };
}

function pendingView(s: SsState, viewer: Viewer, open: boolean): PendingView | null {
  const p = s.pending;
  if (!p) return null;
  const map = gameContext(s.options).scenario.map;
  if (p.kind === 'reaction') return { kind: 'reaction', seat: p.seat };
  if (p.kind === 'siege-offer' || p.kind === 'cva-offer') return { kind: p.kind, seat: p.seat, place: refOf(map, p.place) };
  if (p.kind === 'character-combat') return { kind: 'character-combat', place: refOf(map, p.place), seats: p.seats, combat: p.combat };
  if (p.kind === 'withdrawal') return { kind: 'withdrawal', seat: p.seat, from: refOf(map, p.from) };
  const side: Side | typeof SPECTATOR = p.seats.a === viewer ? 'a' : p.seats.b === viewer ? 'b' : SPECTATOR;
  const bv = battleView(p.battle, side);
  // Reinforcements wait in other hexes, hidden from the enemy (VI.A).
  const strip = (x: Side) => (open || x === side ? bv.sides[x] : { ...bv.sides[x], reinforcements: [] });
  return { kind: 'battle', place: refOf(map, p.place), seats: p.seats, battle: { ...bv, sides: { a: strip('a'), b: strip('b') } } };
}
