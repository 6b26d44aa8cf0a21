/**
 * Who plays whom in a match between computer players, read from the ruleset contract alone: the sides
 * are the seats a game cannot do without; an optional seat playing for one of them (`sideOf`: Sword &
 * Spear's second players, SSF-A51) is played by that side's agent; any other optional seat (the Sauron
 * map game's third player, 16.69) is an extra seat, played by an agent of its own.
 */
import type { AnyRuleset, Seat } from '../core/ruleset.js';

export interface Sides {
  /** The seats that need a player, in the ruleset's order: each is a side of its own. */
  readonly sides: readonly Seat[];
  /** The optional seats playing for each side. */
  readonly teammates: Readonly<Record<Seat, readonly Seat[]>>;
  /** The optional seats that play for no side. */
  readonly extra: readonly Seat[];
}

export function sidesOf(ruleset: AnyRuleset): Sides {
  const optional = new Set<Seat>(ruleset.optionalSeats ?? []);
  const sides = ruleset.seats.filter((s) => !optional.has(s));
  const teammates: Record<Seat, Seat[]> = Object.fromEntries(sides.map((s) => [s, []]));
  const extra: Seat[] = [];
  for (const seat of ruleset.seats) {
    if (!optional.has(seat)) continue;
    const side = ruleset.sideOf?.(seat);
    if (side !== undefined && side !== seat && teammates[side]) teammates[side].push(seat);
    else extra.push(seat);
  }
  return { sides, teammates, extra };
}

/** The side a seat plays for (itself for a side or an extra seat). */
export function sideOfSeat(sides: Sides, seat: Seat): Seat {
  return sides.sides.find((s) => s === seat || sides.teammates[s]!.includes(seat)) ?? seat;
}

/** Why a match between two agents cannot be played in this ruleset, or null. */
export function twoSidesOr(ruleset: AnyRuleset): string | null {
  const { sides } = sidesOf(ruleset);
  return sides.length === 2
    ? null
    : `${ruleset.id} has ${sides.length === 1 ? 'one side' : `${sides.length} sides`} (${sides.join(', ')}); a match between agents needs two.`;
}

/**
 * Every seat's agent name: each side's for the side and its teammates, `extra[seat]` (or `standIn`)
 * for an extra seat.
 */
export function seatAgents(
  sides: Sides,
  bySide: Readonly<Record<Seat, string>>,
  extra: Readonly<Record<Seat, string>>,
  standIn: string,
): Record<Seat, string> {
  const seats: Record<Seat, string> = {};
  for (const side of sides.sides) for (const seat of [side, ...sides.teammates[side]!]) seats[seat] = bySide[side]!;
  for (const seat of sides.extra) seats[seat] = extra[seat] ?? standIn;
  return seats;
}
