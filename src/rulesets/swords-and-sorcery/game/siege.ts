/**
 * Siege Operations (IV) on the map: declining battle, declaring a siege by the walls, sorties,
 * Assaults and Breaches, and the siege's count of game-turns (IV.B). The battles themselves are the
 * battle engine's, with the siege kind set (sortie, assault, breach).
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { CLAUSE } from '../clauses.js';
import { Errors } from '../errors.js';
import type { Seat } from '../../../core/ruleset.js';
import { bonusClasses, isFlying, type UnitType } from '../data.js';
import { hexsideFeature, placeName, type HexMap, type Place } from '../map.js';
import { gameContext } from './options.js';
import type { SsEvent } from './rules.js';
import { findPiece, isUnit, otherSeat, samePlace, unitsAt, unitType, type Siege, type SsState, type UnitPiece } from './state.js';

/** Fortifications whose holders may decline battle (IV: "a castle, town, city or capital"). */
const DECLINABLE = new Set(['castle', 'town', 'capital']);

export const siegeAt = (s: SsState, hex: number): Siege | undefined => s.sieges.find((x) => x.hexes.includes(hex));

/** May the holders of this place decline battle (IV): a castle, town, capital or city hex. */
export function mayDecline(map: HexMap, place: Place): boolean {
  if (place.complex) return false;
  const f = map.fortification[place.hex];
  return (f !== null && f !== undefined && DECLINABLE.has(f)) || map.terrain[place.hex] === 'city';
}

/**
 * The walled location a hex belongs to: the hexes reached from it through sides that are not walls
 * or gates, among hexes that have a wall or gate side (e.g. 0352-0451-0552-0452, IV). Null when the
 * hex has no wall at all. `boundary` lists each wall or gate side as [inside hex, outside hex].
 */
export function walledLocation(map: HexMap, hex: number): { hexes: number[]; boundary: [number, number][] } | null {
  const walled = (h: number) => map.grid.neighbours(h).some((n) => isWall(map, h, n));
  if (!walled(hex)) return null;
  const hexes = [hex];
  const boundary: [number, number][] = [];
  for (let i = 0; i < hexes.length; i++) {
    const h = hexes[i]!;
    for (const n of map.grid.neighbours(h)) {
      if (isWall(map, h, n)) boundary.push([h, n]);
      else if (!hexes.includes(n) && walled(n) && map.fortification[n]) hexes.push(n);
    }
  }
  return { hexes, boundary: boundary.filter(([, out]) => !hexes.includes(out)) };
}

/** The wall hexsides a besieger must stand beside (IV): gates too, unless the option leaves them out (SSV-A56). */
export function mustCover(s: SsState, boundary: readonly [number, number][]): [number, number][] {
  if (s.options.siegeGates === 'wall') return [...boundary];
  const map = gameContext(s.options).scenario.map;
  return boundary.filter(([inside, out]) => hexsideFeature(map, inside, out) !== 'gate');
}

function isWall(map: HexMap, a: number, b: number): boolean {
  const f = hexsideFeature(map, a, b);
  return f === 'wall' || f === 'gate';
}

/** IV preamble: a friendly unit beside every wall hexside enclosing an enemy-occupied walled location. */
export function declareSiege(s: SsState, seat: Seat, hex: number, events: SsEvent[]): Result<void, RuleError> {
  const map = gameContext(s.options).scenario.map;
  const name = map.grid.name(hex);
  const loc = walledLocation(map, hex);
  if (!loc) return err(Errors.cannotDeclare(name, 'it is not enclosed by walls'));
  if (siegeAt(s, hex)) return err(Errors.cannotDeclare(name, 'it is already besieged'));
  const enemy = otherSeat(s, seat);
  if (!loc.hexes.some((h) => unitsAt(s, { hex: h }, enemy).length > 0)) return err(Errors.cannotDeclare(name, 'no enemy unit is inside'));
  const uncovered = mustCover(s, loc.boundary).filter(([, out]) => unitsAt(s, { hex: out }, seat).length === 0);
  if (uncovered.length) {
    const sides = uncovered.map(([a, b]) => `${map.grid.name(a)}/${map.grid.name(b)}`).join(', ');
    return err(Errors.cannotDeclare(name, `no friendly unit beside the wall hexside${uncovered.length > 1 ? 's' : ''} ${sides}`));
  }
  if (loc.hexes.some((h) => unitsAt(s, { hex: h }, seat).length > 0))
    return err(Errors.cannotDeclare(name, 'friendly units are already inside'));
  s.sieges.push({ kind: 'walls', hexes: loc.hexes, besieged: enemy, besieger: seat, turns: s.options.siegeTurnsFrom, breached: false });
  events.push({
    type: 'siege',
    kind: 'walls',
    hexes: loc.hexes.map((h) => map.grid.name(h)),
    besieged: enemy,
    besieger: seat,
    clause: 'IV',
  });
  return ok(undefined);
}

/** IV: the holders of a fortified hex decline battle: a siege begins; the enemy in the hex besieges it. */
export function declineBattle(s: SsState, seat: Seat, place: Place, events: SsEvent[]): void {
  const map = gameContext(s.options).scenario.map;
  s.sieges.push({
    kind: 'declined',
    hexes: [place.hex],
    besieged: seat,
    besieger: otherSeat(s, seat),
    turns: s.options.siegeTurnsFrom,
    breached: false,
  });
  events.push({
    type: 'siege',
    kind: 'declined',
    hexes: [placeName(map, place)],
    besieged: seat,
    besieger: otherSeat(s, seat),
    clause: 'IV',
  });
}

/** IV.A.1: a besieged unit going out of its walled location through a gate: a sortie, for which the gate opens. */
export function isSortieStep(s: SsState, u: UnitPiece, from: Place, to: Place): boolean {
  if (from.complex || to.complex) return false;
  const siege = siegeAt(s, from.hex);
  if (!siege || siege.kind !== 'walls' || siege.besieged !== u.owner || siege.hexes.includes(to.hex)) return false;
  return hexsideFeature(gameContext(s.options).scenario.map, from.hex, to.hex) === 'gate';
}

/** IV.A: besieged units leave the location only by a sortie (through a gate, IV.A.1). */
export function besiegedStepRefusal(s: SsState, u: UnitPiece, from: Place, to: Place): RuleError | null {
  const siege = siegeAt(s, from.hex);
  if (!siege || siege.besieged !== u.owner || from.complex) return null;
  if (siege.hexes.includes(to.hex) && !to.complex) return null;
  const map = gameContext(s.options).scenario.map;
  if (siege.kind === 'walls' && hexsideFeature(map, from.hex, to.hex) === 'gate' && unitsAt(s, to).some((x) => x.owner !== u.owner))
    return null;
  return Errors.besiegedMove(u.id);
}

/** IV.A: besieged units of a castle, town, city or capital announce a sortie against the besiegers in their hex. */
export function sortie(s: SsState, seat: Seat, ids: readonly string[], events: SsEvent[]): Result<void, RuleError> {
  const map = gameContext(s.options).scenario.map;
  for (const id of ids) {
    const u = s.units.find((x) => x.id === id);
    const siege = u && siegeAt(s, u.place.hex);
    if (!u || u.owner !== seat || !siege || siege.besieged !== seat || siege.kind !== 'declined') return err(Errors.notBesieged(id));
    if (u.mp > 0 || u.done) return err(Errors.allowanceSpent(id, CLAUSE.besieged));
  }
  for (const id of ids) {
    const u = s.units.find((x) => x.id === id)!;
    u.sortie = true;
    u.done = true;
  }
  const first = s.units.find((x) => x.id === ids[0])!;
  events.push({ type: 'sortie', seat, units: [...ids], place: placeName(map, first.place), clause: 'IV.A' });
  return ok(undefined);
}

/** Units of `seat` besieging `siege`: in its hex (declined) or beside its walls (walls). */
export function besiegers(s: SsState, siege: Siege): UnitPiece[] {
  if (siege.kind === 'declined')
    return s.units.filter((u) => u.owner === siege.besieger && u.place.hex === siege.hexes[0] && !u.place.complex && !u.inside);
  const map = gameContext(s.options).scenario.map;
  const loc = walledLocation(map, siege.hexes[0]!)!;
  const outside = new Set(loc.boundary.map(([, out]) => out));
  return s.units.filter((u) => u.owner === siege.besieger && outside.has(u.place.hex) && !u.place.complex);
}

/** Checks shared by Assault and Breach: besiegers with their whole allowance unspent. */
function operationUnits(
  s: SsState,
  seat: Seat,
  siege: Siege,
  ids: readonly string[],
  clause: typeof CLAUSE.assaultAllowance | typeof CLAUSE.breachAllowance,
): Result<UnitPiece[], RuleError> {
  const own = new Set(besiegers(s, siege).map((u) => u.id));
  const units: UnitPiece[] = [];
  for (const id of new Set(ids)) {
    const p = findPiece(s, id);
    if (!p || !isUnit(p) || p.owner !== seat || !own.has(id)) return err(Errors.notBesieger(id));
    if (p.done || (p.mp > 0 && s.options.siegeOperations === 'unmoved')) return err(Errors.allowanceSpent(id, clause));
    units.push(p);
  }
  return ok(units);
}

/** Where a unit that gets in goes: the hex itself (declined), or the location hex across its wall (walls). */
function entryHex(s: SsState, siege: Siege, u: UnitPiece): number | null {
  if (siege.kind === 'declined') return siege.hexes[0]!;
  const map = gameContext(s.options).scenario.map;
  const loc = walledLocation(map, siege.hexes[0]!)!;
  return loc.boundary.find(([, out]) => out === u.place.hex)?.[0] ?? null;
}

/**
 * IV.C: "each non-cavalry, non-flying unit" may assault. Cavalry are the units that are cavalry; those
 * that only count as cavalry for the III.D.2.b modifier (Warg Riders, Dinosaur Legions, the SS-Wiking)
 * may assault unless SSV-A62's option bars them too. Flyers need no assault: they move in.
 */
export function assaultBarred(s: SsState, t: UnitType): 'cavalry' | 'flying' | null {
  if (isFlying(t)) return 'flying';
  if (t.flags.includes('cavalry')) return 'cavalry';
  if (s.options.assaultBarred === 'counted-as-cavalry' && bonusClasses(t).includes('cavalry')) return 'cavalry';
  return null;
}

/** IV.C: one die per assaulting unit: 1 it is in, 6 it is Demoralized; the announcement costs its whole allowance (IV.C.1). */
export function assault(
  s: SsState,
  seat: Seat,
  hex: number,
  ids: readonly string[],
  dice: Dice,
  events: SsEvent[],
): Result<void, RuleError> {
  const map = gameContext(s.options).scenario.map;
  const siege = siegeAt(s, hex);
  if (!siege || siege.besieger !== seat) return err(Errors.noSiege(map.grid.name(hex)));
  const units = operationUnits(s, seat, siege, ids, CLAUSE.assaultAllowance);
  if (!units.ok) return units;
  for (const u of units.value) {
    const t = unitType(s, u);
    const barred = assaultBarred(s, t);
    if (barred === 'cavalry') return err(Errors.cavalryAssault(u.id));
    if (barred === 'flying') return err(Errors.flyerAssault(u.id));
    if (entryHex(s, siege, u) === null) return err(Errors.noWall(map.grid.name(hex)));
  }
  for (const u of units.value) {
    const roll = dice.roll(6);
    const into = entryHex(s, siege, u)!;
    u.mp = unitType(s, u).movement;
    u.done = true;
    const result = roll === 1 ? 'in' : roll === 6 ? 'demoralized' : 'no effect';
    if (roll === 1) {
      u.place = { hex: into };
      u.inside = 'assault';
    } else if (roll === 6) {
      if (u.demoralized) removeByMorale(s, u, events);
      else u.demoralized = true;
    }
    events.push({
      type: 'assault-roll',
      seat,
      unit: u.id,
      roll,
      result,
      into: map.grid.name(into),
      clause: roll === 1 ? 'IV.C' : roll === 6 ? 'IV.C; V.C.1' : 'IV.C',
    });
  }
  return ok(undefined);
}

function removeByMorale(s: SsState, u: UnitPiece, events: SsEvent[]): void {
  const t = unitType(s, u);
  s.units.splice(s.units.indexOf(u), 1);
  s.casualties.push({ id: u.id, owner: u.owner, what: t.name, strength: t.attack, turn: s.turn, clause: 'V.C.1' });
  events.push({ type: 'eliminated', unitId: u.id, seat: u.owner, cause: 'Demoralized twice', clause: 'V.C.1' });
}

/**
 * IV.D: two dice: if the first is under the turns the siege has prevailed, the second; under the
 * number of units besieging, a breach. The attempt costs the breaching units' whole allowance (IV.D.1);
 * on a breach they go in to fight as in an assault (IV.D.2), cavalry with them (IV.D.1, IV.D.2.a).
 */
export function breach(
  s: SsState,
  seat: Seat,
  hex: number,
  ids: readonly string[],
  dice: Dice,
  events: SsEvent[],
): Result<void, RuleError> {
  const map = gameContext(s.options).scenario.map;
  const siege = siegeAt(s, hex);
  if (!siege || siege.besieger !== seat) return err(Errors.noSiege(map.grid.name(hex)));
  const units = operationUnits(s, seat, siege, ids, CLAUSE.breachAllowance);
  if (!units.ok) return units;
  for (const u of units.value) if (entryHex(s, siege, u) === null) return err(Errors.noWall(map.grid.name(hex)));
  const besieging = besiegers(s, siege).length;
  const first = dice.roll(6);
  const second = first < siege.turns ? dice.roll(6) : null;
  const success = second !== null && second < besieging;
  for (const u of units.value) {
    u.mp = unitType(s, u).movement;
    u.done = true;
    if (success) {
      u.place = { hex: entryHex(s, siege, u)! };
      u.inside = 'breach';
    }
  }
  if (success) siege.breached = true;
  events.push({
    type: 'breach-roll',
    seat,
    first,
    second,
    turns: siege.turns,
    besieging,
    success,
    units: units.value.map((u) => u.id),
    clause: 'IV.D',
  });
  return ok(undefined);
}

/**
 * After a battle in a besieged location: units that got in and survive are no longer "inside" once the
 * besieged are gone (the location falls: the siege ends); if they withdrew, a breach is repaired (IV.D.2.c).
 */
export function afterSiegeBattle(s: SsState, place: Place, events: SsEvent[]): void {
  const siege = siegeAt(s, place.hex);
  if (!siege) return;
  const map = gameContext(s.options).scenario.map;
  const defenders = siege.hexes.some((h) => unitsAt(s, { hex: h }, siege.besieged).length > 0);
  const stillIn = s.units.filter((u) => u.inside && siege.hexes.includes(u.place.hex));
  if (!defenders) {
    for (const u of s.units) if (u.owner === siege.besieger) delete u.inside;
    endSiege(s, siege, 'the besieged location has fallen', events);
    return;
  }
  if (stillIn.length === 0 && siege.breached) {
    siege.breached = false;
    events.push({ type: 'breach-repaired', hexes: siege.hexes.map((h) => map.grid.name(h)), clause: 'IV.D.2.c' });
  }
  for (const u of s.units) if (u.sortie && samePlace(u.place, place)) delete u.sortie;
}

export function endSiege(s: SsState, siege: Siege, why: string, events: SsEvent[]): void {
  const map = gameContext(s.options).scenario.map;
  s.sieges.splice(s.sieges.indexOf(siege), 1);
  events.push({ type: 'siege-ended', hexes: siege.hexes.map((h) => map.grid.name(h)), why, clause: 'IV' });
}

/** At the end of a game-turn: sieges whose conditions no longer hold end; the others count one more turn (IV.B). */
export function countSiegeTurns(s: SsState, events: SsEvent[]): void {
  for (const siege of [...s.sieges]) {
    const inside = siege.hexes.some((h) => unitsAt(s, { hex: h }, siege.besieged).length > 0);
    if (!inside) {
      endSiege(s, siege, 'no besieged unit is left inside', events);
      continue;
    }
    const map = gameContext(s.options).scenario.map;
    const held =
      siege.kind === 'declined'
        ? besiegers(s, siege).length > 0
        : mustCover(s, walledLocation(map, siege.hexes[0]!)!.boundary).every(
            ([, out]) => unitsAt(s, { hex: out }, siege.besieger).length > 0,
          );
    if (!held) {
      endSiege(s, siege, 'the besiegers have gone', events);
      continue;
    }
    siege.turns++;
  }
  for (const u of s.units) {
    delete u.inside;
    delete u.sortie;
  }
}
