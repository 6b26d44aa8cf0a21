/**
 * Positions for tests of the map game, here and in other layers (exported as `testing` from the
 * system's index): a fresh game, a position with only the named pieces on the map, and applying actions
 * with fixed dice. No test runner here, so a page's tests may use it too.
 */
import { ScriptedDice, SeededDice } from '../../../core/dice.js';
import type { Phase } from '../record.js';
import { DAGORLAD } from './map.js';
import { sauron, type SauronAction } from './ruleset.js';
import type { GameState, Player, Segment, Step, Unit } from './rules.js';

export const grid = DAGORLAD.grid;
/** A hex's index from its four-digit name. */
export const H = (n: string) => grid.index(n)!;

/** A new game with `options`, dice seeded with 1. */
export function start(options: Record<string, unknown> = {}): GameState {
  const o = sauron.parseOptions(options);
  if (!o.ok) throw new Error(o.error.message);
  return sauron.setup(o.value, SeededDice.fromSeed(1));
}

export interface ArrangeMore {
  /** A unit's movement points; `moving` is true for the units of the side whose phase it is. Unless told: the moving side's cavalry and Wargs 6, its other units 4, the other side's 0. */
  readonly mp?: (u: Unit, moving: boolean) => number;
  /** Units put in a leader's special formation (SAU-M22). */
  readonly formation?: Readonly<Record<string, string>>;
  /** The Beast's powers (SAU-M21). */
  readonly powers?: readonly string[];
}

const defaultMp = (u: Unit, moving: boolean) => (moving ? (u.type === 'men-cavalry' || u.type === 'wargs' ? 6 : 4) : 0);

/**
 * A position: only the named units and leaders on the map, in `phase` (and `segment`). The Beast (leader) stands with its unit
 * when s20-beast is placed and it is not named among the leaders; each named leader has 6 movement points.
 */
export function arrange(
  units: Record<string, string>,
  leaders: Record<string, string>,
  phase: Phase,
  segment: Segment | null = null,
  options: Record<string, unknown> = {},
  more: ArrangeMore = {},
): GameState {
  const s = start(options);
  const side = phase.startsWith('sauron') ? 'sauron' : 'westernesse';
  const mp = more.mp ?? defaultMp;
  return {
    ...s,
    record: {
      ...s.record,
      phase,
      leaders: s.record.leaders.map((l) => ({
        ...l,
        position: leaders[l.id] ?? (l.id === 'beast' && units['s20-beast'] ? units['s20-beast'] : null),
      })),
    },
    units: s.units.map((u) => ({
      ...u,
      hex: units[u.id] ? H(units[u.id]!) : null,
      mp: mp(u, u.side === side),
      ...(more.formation ? { formation: more.formation[u.id] } : {}),
      ...(more.powers && u.id === 's20-beast' ? { powers: more.powers } : {}),
    })),
    leaderMp: Object.fromEntries(Object.keys(leaders).map((id) => [id, 6])),
    step: stepOf(phase, segment),
  };
}

/**
 * The step a phase waits in: the phasing side's part (or `seat`'s: the third player's, a Joint Rally
 * seat), a Combat Phase at `segment` (the Missile Combat Segment unless told) with nothing owed yet.
 */
export function stepOf(phase: Phase, segment: Segment | null = null, seat?: Player): Step {
  if (phase === 'first-magic' || phase === 'second-magic') return { kind: phase };
  if (phase === 'joint-rally') return { kind: 'joint-rally', seat: seat ?? 'westernesse', rallied: [] };
  const side = seat ?? (phase.startsWith('sauron') ? 'sauron' : 'westernesse');
  if (phase.endsWith('-movement')) return { kind: 'movement', seat: side };
  if (segment === 'leader') return { kind: 'combat', seat: side, segment, owed: [] };
  if (segment === 'melee') return { kind: 'combat', seat: side, segment, owed: [], meleed: [] };
  return { kind: 'combat', seat: side, segment: 'missile' };
}

/** `s` moved to `phase` (and `segment`, or `seat`'s part): the record's phase and the game's step together. */
export const inPhase = (s: GameState, phase: Phase, segment: Segment | null = null, seat?: Player): GameState => ({
  ...s,
  record: { ...s.record, phase },
  step: stepOf(phase, segment, seat),
});

/** Applies `action` for `seat` with the dice given; throws if it is refused. */
export function act(s: GameState, seat: string, action: SauronAction, dice: number[] = []) {
  const r = sauron.apply(s, seat, action, new ScriptedDice(dice));
  if (!r.ok) throw new Error(`${r.error.clause}: ${r.error.message}`);
  return r.value;
}
