/**
 * Character vs Army combat (VII) on the map. After the combat phase's battles, characters (and
 * monsters) without army units of their own in a place holding enemy army units "must battle to
 * avoid automatic capture": their owner chooses to fight or to let the characters be captured
 * (monsters cannot be captured and always fight, VII.A.2.b). The characters together fight one
 * combat; each monster fights its own (VII.A.2.a). Each combat is the battle engine's
 * (battle/character-combat.ts); the army designates the unit, the characters fight or withdraw.
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';
import type { Seat } from '../../../core/ruleset.js';
import {
  applyCharacterCombatAction,
  createCharacterCombat,
  type CharacterCombatActionInput,
  type CharacterCombatState,
} from '../battle/character-combat.js';
import { placeName, terrainIdAt, type Place } from '../map.js';
import { battleCharacter, battleUnit } from './battle-units.js';
import { stepRefusal } from './rules.js';
import { battleOptionsOf, gameContext } from './options.js';
import type { SsEvent } from './rules.js';
import {
  adjacentPlaces,
  byPlace,
  characterCard,
  charactersAt,
  otherSeat,
  placeKey,
  unitsAt,
  type CharacterPiece,
  type SsState,
} from './state.js';

/** The next place where characters stand without army units among enemy army units, not yet resolved this phase. */
export function strandedPlace(s: SsState): { place: Place; seat: Seat } | null {
  const candidates = s.characters
    .filter((c) => unitsAt(s, c.place, c.owner).length === 0 && unitsAt(s, c.place).some((u) => u.owner !== c.owner))
    .filter((c) => !s.foughtOpen.includes(`vii:${placeKey(c.place)}`))
    .sort((a, b) => byPlace(a.place, b.place));
  const first = candidates[0];
  return first ? { place: first.place, seat: first.owner } : null;
}

/** Asks the characters' owner: fight (VII) or be captured. */
export function offerCharacterCombat(s: SsState, at: { place: Place; seat: Seat }, events: SsEvent[]): void {
  s.foughtOpen.push(`vii:${placeKey(at.place)}`);
  s.pending = { kind: 'cva-offer', seat: at.seat, place: at.place };
  events.push({ type: 'cva-offered', seat: at.seat, place: placeName(gameContext(s.options).scenario.map, at.place), clause: 'VII' });
}

/** The owner's answer: the characters fight (every monster fights anyway), or all but the monsters are captured. */
export function answerCharacterCombat(s: SsState, seat: Seat, fight: boolean, events: SsEvent[]): Result<void, RuleError> {
  const pending = s.pending;
  if (pending?.kind !== 'cva-offer' || pending.seat !== seat) return err(Errors.noCvaOffer());
  if (!fight && !s.options.surrender) return err(Errors.mustBattle());
  const here = charactersAt(s, pending.place, seat);
  const monsters = here.filter((c) => characterCard(s, c).monster);
  const others = here.filter((c) => !characterCard(s, c).monster);
  const map = gameContext(s.options).scenario.map;
  // Each monster battles on its own (VII.A.2.a), first; then the characters together, who may withdraw.
  const queue: string[][] = monsters.map((m) => [m.id]);
  if (fight && others.length) queue.push(others.map((c) => c.id));
  else for (const c of others) capture(s, c, events);
  s.pending = null;
  if (!fight) events.push({ type: 'characters-surrendered', seat, place: placeName(map, pending.place), clause: 'VII' });
  startNext(s, pending.place, seat, queue, events);
  return ok(undefined);
}

function capture(s: SsState, c: CharacterPiece, events: SsEvent[]): void {
  const map = gameContext(s.options).scenario.map;
  s.characters.splice(s.characters.indexOf(c), 1);
  s.casualties.push({ id: c.id, owner: c.owner, what: characterCard(s, c).name, strength: 0, turn: s.turn, clause: 'VII' });
  events.push({ type: 'captured', character: c.id, seat: c.owner, place: placeName(map, c.place), clause: 'VII' });
}

/** Starts the next combat of the queue, or leaves nothing pending when it is empty. */
function startNext(s: SsState, place: Place, partySeat: Seat, queue: string[][], events: SsEvent[]): void {
  const map = gameContext(s.options).scenario.map;
  while (queue.length) {
    const ids = queue.shift()!;
    const party = ids.map((id) => s.characters.find((c) => c.id === id)).filter((c): c is CharacterPiece => !!c);
    const armySeat = otherSeat(s, partySeat);
    const units = unitsAt(s, place, armySeat);
    if (party.length === 0 || units.length === 0) continue;
    const battleUnits = units.map((u) => battleUnit(s, u, place));
    const terrain = terrainIdAt(map, place);
    const created = createCharacterCombat({
      army: { seat: armySeat, units: battleUnits, characters: charactersAt(s, place, armySeat).map((c) => battleCharacter(s, c)) },
      party: { seat: partySeat, characters: party.map((c) => battleCharacter(s, c)) },
      // VII.A.1: basic strength in a Dragon Tunnel complex or on a Bridge hex.
      basicStrength: place.complex === true || terrain === 'bridge',
      options: battleOptionsOf(s.options),
    });
    if (!created.ok) {
      events.push({ type: 'cva-skipped', place: placeName(map, place), why: created.error.message, clause: created.error.clause });
      continue;
    }
    s.pending = { kind: 'character-combat', place, combat: created.value.state, seats: { army: armySeat, party: partySeat }, queue };
    events.push({
      type: 'character-combat',
      place: placeName(map, place),
      party: ids,
      seats: { army: armySeat, party: partySeat },
      clause: 'VII.A',
    });
    events.push(...created.value.events);
    return;
  }
  s.pending = null;
}

/** One decision in the combat in progress; when it ends, its results go onto the map. */
export function characterCombatDecision(
  s: SsState,
  seat: Seat,
  decision: CharacterCombatActionInput,
  dice: Dice,
  events: SsEvent[],
): Result<void, RuleError> {
  const pending = s.pending;
  if (pending?.kind !== 'character-combat') return err(Errors.noCva());
  const by = pending.seats.army === seat ? 'army' : 'party';
  const r = applyCharacterCombatAction(pending.combat, by, decision, dice);
  if (!r.ok) return r;
  events.push(...r.value.events);
  const combat = r.value.state;
  if (combat.phase !== 'over') {
    s.pending = { ...pending, combat };
    return ok(undefined);
  }
  s.pending = null;
  settle(s, pending.place, combat, events);
  if (s.pending) return ok(undefined); // the characters withdraw: they were the last of the queue
  startNext(
    s,
    pending.place,
    pending.seats.party,
    pending.queue.map((q) => [...q]),
    events,
  );
  return ok(undefined);
}

/** Results on the map: units lost or demoralized, wounds, dead characters; characters that withdrew wait to move. */
function settle(s: SsState, place: Place, combat: CharacterCombatState, events: SsEvent[]): void {
  for (const id of combat.army.eliminated) {
    const i = s.units.findIndex((u) => u.id === id);
    if (i < 0) continue;
    const u = s.units[i]!;
    const t = gameContext(s.options).tables.units.get(u.type)!;
    s.casualties.push({ id, owner: u.owner, what: t.name, strength: t.attack, turn: s.turn, clause: 'VII.A.3' });
    s.units.splice(i, 1);
  }
  for (const u of combat.army.units) {
    const piece = s.units.find((x) => x.id === u.id);
    if (piece) piece.demoralized = u.demoralized;
  }
  for (const m of combat.party.members) {
    const c = s.characters.find((x) => x.id === m.id);
    if (!c) continue;
    c.wounds = m.wounds;
    if (m.dead) {
      s.characters.splice(s.characters.indexOf(c), 1);
      s.casualties.push({ id: c.id, owner: c.owner, what: characterCard(s, c).name, strength: 0, turn: s.turn, clause: 'VII.A.3' });
    }
  }
  // VII.A.3.a(1): the leader who fought on alone keeps his wounds, or dies.
  const lone = combat.army.alone;
  const leader = lone ? s.characters.find((x) => x.id === lone.id) : undefined;
  if (lone && leader) {
    leader.wounds = lone.wounds;
    if (lone.dead) {
      s.characters.splice(s.characters.indexOf(leader), 1);
      s.casualties.push({
        id: leader.id,
        owner: leader.owner,
        what: characterCard(s, leader).name,
        strength: 0,
        turn: s.turn,
        clause: 'VII.A.3.a(1)',
      });
    }
  }
  const outcome = combat.outcome!;
  if (outcome.reason !== 'characters-withdrew') return;
  // VII.A.3: "Withdrawal takes place in the same way as for an army" (III.D.7.a; SSV-A50).
  const map = gameContext(s.options).scenario.map;
  const party = combat.party.members
    .filter((m) => !m.dead)
    .map((m) => s.characters.find((c) => c.id === m.id))
    .filter((c): c is CharacterPiece => !!c);
  const seat = party[0]?.owner;
  if (!seat) return;
  const choices = adjacentPlaces(map, place).filter(
    (to) =>
      !unitsAt(s, to).some((u) => u.owner !== seat) && party.every((c) => stepRefusal(s, { ...c, done: false, mp: 0 }, place, to) === null),
  );
  if (choices.length === 0) {
    for (const c of party) capture(s, c, events);
    return;
  }
  s.pending = { kind: 'withdrawal', seat, from: place, pieces: party.map((c) => c.id), choices };
}
