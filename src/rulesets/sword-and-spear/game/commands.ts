/**
 * Who commands what: two players a side (Appendix 3, SSF-A51), the characters on the table, magic-users
 * as magic.ts sees them, and command range (2 Discipline, F5, SSF-A39).
 */
import { distance, nearestPointOf, outline, type Point } from '../../../core/geometry/open-table.js';
import type { Seat } from '../../../core/ruleset.js';
import { unitById, type Unit } from '../battlefield.js';
import { TABLES } from '../data.js';
import type { MagicUser } from '../magic.js';
import type { ScenarioSpec } from '../scenario.js';
import { ALLY_SEATS, PLAYER_SEATS, SEATS, type CharacterOnTable, type GameCommon } from './state.js';

type Commands = Pick<GameCommon, 'commands' | 'field' | 'characters'>;

/**
 * SSF-A51: each army split into two commands. The general (or, lacking one, the first commander) leads
 * the first, played at the side's seat; the first other commander (a captain) leads the second, played
 * at the ally's seat ('a2', 'b2'). A unit or character whose deployment names its `command` (1 or 2)
 * goes there; any other goes with the leader nearest to it (to the nearest point of a unit, from where
 * the leader stands; the general's on a tie). A side with one commander has one command: its ally's
 * seat has nothing to play.
 */
export function splitCommands(spec: ScenarioSpec, units: readonly Unit[], characters: readonly CharacterOnTable[]): Record<string, Seat> {
  const out: Record<string, Seat> = {};
  spec.armies.forEach((army, i) => {
    const seats = [SEATS[i], ALLY_SEATS[i]] as const;
    const mine = characters.filter((c) => c.side === army.side);
    const general = mine.find((c) => c.commander === 'general') ?? mine.find((c) => c.commander);
    const captain = mine.find((c) => c.commander && c !== general);
    const at = (c: CharacterOnTable): Point =>
      c.attachedTo ? (units.find((u) => u.id === c.attachedTo)?.base.centre ?? c.position) : c.position;
    const nearest = (d: (leader: CharacterOnTable) => number): Seat => {
      if (!general || !captain) return seats[0];
      return d(captain) < d(general) - 1e-9 ? seats[1] : seats[0];
    };
    const named = (n: number | undefined): Seat | undefined => (n === 1 || n === 2 ? seats[n - 1] : undefined);
    for (const d of army.units) {
      const u = units.find((x) => x.id === d.unit && x.side === army.side);
      if (!u) continue;
      out[u.id] = named(d.command) ?? nearest((l) => (l.attachedTo === u.id ? 0 : distance(at(l), nearestPointOf(outline(u.base), at(l)))));
    }
    for (const d of army.characters) {
      const c = mine.find((x) => x.id === d.id);
      if (!c) continue;
      out[c.id] = named(d.command) ?? (c === general ? seats[0] : c === captain ? seats[1] : nearest((l) => distance(at(l), at(c))));
    }
  });
  return out;
}

/** The seat that commands a unit or character (SSF-A51): its command's, or its side's. */
export function playerOf(s: Commands, id: string): Seat | undefined {
  return s.commands?.[id] ?? unitById(s.field, id)?.side ?? s.characters.find((c) => c.id === id)?.side;
}

/** The seat that commands a unit or character on the table (SSF-A51). */
export const commanderOf = (s: Pick<GameCommon, 'commands'>, x: { readonly id: string; readonly side: Seat }): Seat =>
  s.commands?.[x.id] ?? x.side;

/** The seats in play (SSF-A51): 'a' and 'b'; with two players a side, every seat with a unit on the table or a living character. */
export function playersOf(s: Commands & Pick<GameCommon, 'options'>): Seat[] {
  if (s.options.playersPerSide !== 2) return [...SEATS];
  return PLAYER_SEATS.filter(
    (p) => s.field.units.some((u) => commanderOf(s, u) === p) || s.characters.some((c) => !c.killed && commanderOf(s, c) === p),
  );
}

/** A player's name for a refusal: 'Elven Host', or 'another' where none is known. */
export const nameOfPlayer = (s: Pick<GameCommon, 'names'>, seat: Seat | undefined): string =>
  (seat === undefined ? undefined : s.names[seat]) ?? 'another';

export const living = (s: Pick<GameCommon, 'characters'>): CharacterOnTable[] => s.characters.filter((c) => !c.killed);

/** Where a character stands: an attached one with his unit. */
export const characterPosition = (s: Pick<GameCommon, 'field'>, c: CharacterOnTable): Point =>
  c.attachedTo ? (unitById(s.field, c.attachedTo)?.base.centre ?? c.position) : c.position;

/** The magic-users on the table, for magic.ts. */
export function magicUsers(s: Pick<GameCommon, 'field' | 'characters'>): MagicUser[] {
  return living(s).flatMap((c) =>
    c.magicLevel === undefined
      ? []
      : [
          {
            id: c.id,
            side: c.side,
            level: c.magicLevel,
            position: characterPosition(s, c),
            ...(c.commander ? { commander: true } : {}),
            ...(c.attachedTo ? { attachedTo: c.attachedTo } : {}),
          },
        ],
  );
}

/** Command range from each living commander (F5: captain 4 DU, general 8 DU; to the nearest point of the unit). */
export function refreshCommand<S extends GameCommon>(s: S): S {
  const commanders = living(s).flatMap((c) => (c.commander ? [{ ...c, commander: c.commander }] : []));
  const units = s.field.units.map((u) => {
    const attached = commanders.some((c) => c.attachedTo === u.id);
    const inRange = commanders.some(
      (c) =>
        c.side === u.side &&
        distance(characterPosition(s, c), nearestPointOf(outline(u.base), characterPosition(s, c))) <=
          TABLES.rules.commandRange[c.commander] + 1e-9,
    );
    const next: Unit = { ...u, commanderAttached: attached, outOfCommand: !inRange };
    return next;
  });
  return { ...s, field: { ...s.field, units } };
}
