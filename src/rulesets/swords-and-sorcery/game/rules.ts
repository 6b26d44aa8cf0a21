/**
 * The map game's procedures (SSV-A53): the game-turn with its stacking check (I note (3)); each
 * player's rally (V.D), movement step by step (II, SSV-A45) with the enemy's reactions (III.A-C), and
 * combat in every place holding both sides (III.D, through the battle engine); the end of the game
 * (SSV-A41). Every function takes a drafted state and pushes events; ruleset.ts does the copying.
 */
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import type { RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';
import type { GameEvent, Seat } from '../../../core/ruleset.js';
import {
  applyBattleAction,
  createBattle,
  type BattleActionInput,
  type BattleState,
  type ReinforcementCandidateInput,
  type Side,
} from '../battle/battle.js';
import { rollReaction } from '../battle/reaction.js';
import { isFlying, type Mover } from '../data.js';
import { battleCharacter, battleUnit } from './battle-units.js';
import { offerCharacterCombat, strandedPlace } from './character-combat.js';
import { hexsideFeature, placeName, terrainIdAt, type Place } from '../map.js';
import { highestEntryCost, stepCost, type MovementContext, type Occupant, type StepCost } from '../movement.js';
import { checkAllStacks, type SideStack, type StackingEvent } from '../stacking.js';
import type { BattleEvent } from '../battle/events.js';
import type { CharacterCombatEvent } from '../battle/character-combat.js';
import { battleOptionsOf, gameContext } from './options.js';
import { afterSiegeBattle, besiegedStepRefusal, countSiegeTurns, declineBattle, isSortieStep, mayDecline, siegeAt } from './siege.js';
import {
  adjacentPlaces,
  allowance,
  characterCard,
  charactersAt,
  findPiece,
  isUnit,
  mayReact,
  moverOf,
  otherSeat,
  phasingSeat,
  placeKey,
  piecesAt,
  placesOf,
  refOf,
  samePlace,
  unitsAt,
  unitType,
  type CharacterPiece,
  type Piece,
  type SsState,
  type UnitPiece,
} from './state.js';

/** Events of the map game: its own (each with a clause), the stacking check's and the battle engine's. */
export type SsEvent = (GameEvent & { readonly [key: string]: unknown }) | StackingEvent | BattleEvent | CharacterCombatEvent;

// ------------------------------------------------------------------------------------------- the game-turn

/** Begins game-turn `s.turn`: the stacking check (I note (3)), then the first player's turn. */
export function beginGameTurn(s: SsState, dice: Dice, events: SsEvent[]): void {
  events.push({ type: 'game-turn', turn: s.turn, clause: 'SSV-A53' });
  stackingCheck(s, dice, events);
  s.phasing = 0;
  beginPlayerTurn(s, events);
}

function beginPlayerTurn(s: SsState, events: SsEvent[]): void {
  s.phase = 'movement';
  s.forgone = [];
  s.foughtOpen = [];
  for (const p of [...s.units, ...s.characters]) {
    p.mp = 0;
    p.done = false;
    p.crossed = false;
  }
  const seat = phasingSeat(s);
  events.push({ type: 'player-turn', turn: s.turn, seat, clause: 'SSV-A53' });
  rally(s, seat, events);
}

/** I note (1)-(3): every side's stack in every place, weakest units lost first (SSV-A47). */
function stackingCheck(s: SsState, dice: Dice, events: SsEvent[]): void {
  const ctx = gameContext(s.options);
  const stacks: SideStack[] = [];
  for (const seat of s.seats) {
    for (const place of placesOf(s, seat)) {
      const units = unitsAt(s, place, seat)
        .map((u) => ({ id: u.id, type: unitType(s, u), demoralized: u.demoralized }))
        .sort((a, b) => (s.options.stackingLossOrder === 'weakest-first' ? a.type.attack - b.type.attack : b.type.attack - a.type.attack));
      const siege = place.complex ? undefined : siegeAt(s, place.hex);
      const besieged = siege?.besieged === seat;
      // IV.B: the units in a besieged location count times the turns the siege has lasted (both sides in it).
      const siegeTurns = siege && (besieged || siege.kind === 'declined') ? siege.turns : 0;
      if (units.length)
        stacks.push({
          seat,
          place,
          units,
          ...(besieged ? { situation: { besieged: true } } : {}),
          ...(siegeTurns > 0 ? { siegeTurns } : {}),
        });
    }
  }
  const open = s.options.reconnaissance === 'open';
  const r = checkAllStacks(
    { map: ctx.scenario.map, tables: ctx.tables, options: s.options },
    stacks,
    dice,
    open ? undefined : (seat) => [seat],
  );
  for (const id of r.demoralized) {
    const u = s.units.find((x) => x.id === id);
    if (u) u.demoralized = true;
  }
  for (const id of r.eliminated) removeUnit(s, id, 'I note (1)');
  events.push(...r.events);
}

/** V.D: at the start of its owner's turn a Demoralized unit stacked with a character of its race and Leadership above 0 rallies, no more than his Leadership. */
function rally(s: SsState, seat: Seat, events: SsEvent[]): void {
  for (const place of placesOf(s, seat)) {
    const shaken = unitsAt(s, place, seat).filter((u) => u.demoralized);
    if (!shaken.length) continue;
    for (const c of charactersAt(s, place, seat)) {
      const card = characterCard(s, c);
      let left = card.leadership;
      for (const u of shaken) {
        if (left === 0) break;
        if (!u.demoralized || unitType(s, u).race !== card.race) continue;
        u.demoralized = false;
        left--;
        events.push({
          type: 'rallied',
          unit: u.id,
          by: c.id,
          place: placeName(gameContext(s.options).scenario.map, place),
          clause: 'V.D',
          ...audience(s, seat),
        });
      }
    }
  }
}

/** Ends the phasing player's movement: the combat phase begins (III.D). */
export function endMovement(s: SsState, dice: Dice, events: SsEvent[]): void {
  s.phase = 'combat';
  events.push({ type: 'combat-phase', seat: phasingSeat(s), clause: 'III.D' });
  nextBattle(s, dice, events);
}

type Combat =
  | { readonly kind: 'offer'; readonly place: Place; readonly seat: Seat }
  | {
      readonly kind: 'battle';
      readonly place: Place;
      readonly siege: 'none' | 'sortie' | 'assault' | 'breach';
      readonly a: Piece[];
      readonly b: Piece[];
      readonly besieged?: Side;
    };

/**
 * The next thing the combat phase must resolve, in hex order: a place holding both sides' army units
 * that has not been resolved this phase. In a besieged location there is no regular combat (IV.A):
 * only units that got in by Assault or Breach fight the besieged (IV.C.2, IV.D.2), and besieged units
 * making a sortie fight the besiegers (IV.A). Holders of a castle, town, city or capital whose hex the
 * enemy entered are first asked whether they decline battle (IV).
 */
function nextCombat(s: SsState): Combat | null {
  const map = gameContext(s.options).scenario.map;
  const a = phasingSeat(s);
  const b = otherSeat(s, a);
  const places = new Map<string, Place>();
  for (const u of s.units) places.set(placeKey(u.place), u.place);
  for (const place of [...places.values()].sort((x, y) => x.hex - y.hex || Number(!!x.complex) - Number(!!y.complex))) {
    const key = placeKey(place);
    if (s.foughtOpen.includes(key)) continue;
    const here = piecesAt(s, place);
    const units = (seat: Seat) => here.filter((p) => p.owner === seat && isUnit(p));
    if (units(a).length === 0 || units(b).length === 0) continue;
    const siege = place.complex ? undefined : siegeAt(s, place.hex);
    if (siege && siege.hexes.includes(place.hex)) {
      const inside = here.filter((p) => isUnit(p) && p.owner === siege.besieger && p.inside);
      const sortie = here.filter((p) => isUnit(p) && p.owner === siege.besieged && p.sortie);
      const besiegedSide: Side = siege.besieged === a ? 'a' : 'b';
      const side = (seat: Seat, units: Piece[]) => [...units, ...here.filter((p) => !isUnit(p) && p.owner === seat)];
      if (inside.length) {
        const kind = inside.some((p) => isUnit(p) && p.inside === 'breach') ? 'breach' : 'assault';
        const defenders = here.filter((p) => isUnit(p) && p.owner === siege.besieged);
        const att = side(siege.besieger, inside);
        const def = side(siege.besieged, defenders);
        return {
          kind: 'battle',
          place,
          siege: kind,
          a: siege.besieger === a ? att : def,
          b: siege.besieger === a ? def : att,
          besieged: besiegedSide,
        };
      }
      if (sortie.length && siege.kind === 'declined') {
        const outside = here.filter((p) => isUnit(p) && p.owner === siege.besieger && !p.inside);
        const out = side(siege.besieger, outside);
        const sally = side(siege.besieged, sortie);
        return {
          kind: 'battle',
          place,
          siege: 'sortie',
          a: siege.besieged === a ? sally : out,
          b: siege.besieged === a ? out : sally,
          besieged: besiegedSide,
        };
      }
      continue;
    }
    if (mayDecline(map, place) && !siege) return { kind: 'offer', place, seat: b };
    const sallied = here.filter((p) => isUnit(p) && p.sortie);
    const besiegedSeat = sallied[0]?.owner;
    return {
      kind: 'battle',
      place,
      siege: besiegedSeat ? 'sortie' : 'none',
      a: here.filter((p) => p.owner === a),
      b: here.filter((p) => p.owner === b),
      ...(besiegedSeat ? { besieged: (besiegedSeat === a ? 'a' : 'b') as Side } : {}),
    };
  }
  return null;
}

/** Starts the next battle of the combat phase (or asks about declining one, or about Character vs Army combat), or ends the phase when none is left. */
export function nextBattle(s: SsState, dice: Dice, events: SsEvent[]): void {
  const combat = nextCombat(s);
  if (combat?.kind === 'offer') {
    s.pending = { kind: 'siege-offer', seat: combat.seat, place: combat.place };
    events.push({
      type: 'siege-offered',
      seat: combat.seat,
      place: placeName(gameContext(s.options).scenario.map, combat.place),
      clause: 'IV',
    });
    return;
  }
  if (combat) {
    s.foughtOpen.push(placeKey(combat.place));
    startBattle(s, combat, events);
    return;
  }
  const stranded = strandedPlace(s);
  if (stranded) {
    offerCharacterCombat(s, stranded, events);
    return;
  }
  if (checkAnnihilation(s, events)) return;
  if (s.phasing + 1 < s.seats.length) {
    s.phasing++;
    beginPlayerTurn(s, events);
    return;
  }
  events.push({ type: 'game-turn-over', turn: s.turn, clause: 'SSV-A53' });
  countSiegeTurns(s, events);
  if (s.turn >= s.options.turns) {
    endByPoints(s, events);
    return;
  }
  s.turn++;
  beginGameTurn(s, dice, events);
}

/** IV: the holders of a fortified hex answer: decline battle (a siege begins) or fight it out (III.D). */
export function answerSiegeOffer(s: SsState, seat: Seat, decline: boolean, dice: Dice, events: SsEvent[]): Result<void, RuleError> {
  const pending = s.pending;
  if (pending?.kind !== 'siege-offer' || pending.seat !== seat) return err(Errors.noSiegeOffer());
  s.pending = null;
  s.foughtOpen.push(placeKey(pending.place));
  if (decline) {
    declineBattle(s, seat, pending.place, events);
    nextBattle(s, dice, events);
    return ok(undefined);
  }
  const a = phasingSeat(s);
  const here = piecesAt(s, pending.place);
  events.push({ type: 'battle-accepted', seat, place: placeName(gameContext(s.options).scenario.map, pending.place), clause: 'IV' });
  startBattle(
    s,
    { kind: 'battle', place: pending.place, siege: 'none', a: here.filter((p) => p.owner === a), b: here.filter((p) => p.owner !== a) },
    events,
  );
  return ok(undefined);
}

// ------------------------------------------------------------------------------------------- movement

const movementContext = (s: SsState): MovementContext => {
  const ctx = gameContext(s.options);
  return { map: ctx.scenario.map, tables: ctx.tables, options: s.options };
};

export function occupantFor(s: SsState, place: Place, seat: Seat): Occupant {
  const here = piecesAt(s, place);
  if (here.some((p) => p.owner !== seat && isUnit(p))) return 'enemy';
  if (here.some((p) => p.owner === seat)) return 'friendly';
  return 'empty';
}

/**
 * V.E (SSV-A52): a place holding an enemy unit, or one an enemy stack able to react could react into.
 * `unseen` (placeKeys of enemy stacks seen only as markers, VI.A) counts those stacks as able to do both.
 */
function forbiddenToDemoralized(s: SsState, place: Place, seat: Seat, unseen: ReadonlySet<string>): boolean {
  if (unseen.has(placeKey(place)) || unitsAt(s, place).some((u) => u.owner !== seat)) return true;
  if (s.options.demoralizedEntry === 'enemy-only') return false;
  const enemy = otherSeat(s, seat);
  const map = gameContext(s.options).scenario.map;
  return [place, ...adjacentPlaces(map, place)].some((p) => unseen.has(placeKey(p)) || mayReact(s, p, enemy));
}

/**
 * Whether `piece` could take the step at all (used to list moves): every rule but the die of II.A,
 * whose cost counts as 1 here and is rolled when the step is taken.
 */
export function stepRefusal(
  s: SsState,
  piece: Piece,
  from: Place,
  to: Place,
  occupant: Occupant = occupantFor(s, to, piece.owner),
  unseen: ReadonlySet<string> = NONE_UNSEEN,
): RuleError | null {
  if (piece.done) return Errors.moveOver(piece.id, 'III.C');
  const left = allowance(s, piece) - piece.mp;
  if (isUnit(piece) && piece.demoralized && forbiddenToDemoralized(s, to, piece.owner, unseen)) return Errors.demoralizedEnemy(piece.id);
  if (isUnit(piece)) {
    const besieged = besiegedStepRefusal(s, piece, from, to);
    if (besieged) return besieged;
  }
  const cost = pieceStepCost(s, piece, from, to, occupant, ONES);
  if (!cost.ok) return cost.error;
  if (cost.value.wholeAllowance) return piece.mp === 0 ? null : Errors.tooFar(piece.id, allowance(s, piece), left);
  return cost.value.mp <= left ? null : Errors.tooFar(piece.id, cost.value.mp, left);
}

const ONES: Dice = { roll: () => 1 };
const NONE_UNSEEN: ReadonlySet<string> = new Set();

/** What one step costs `piece` (II): a sortie through the gate counts the place beyond as empty (IV.A.1). */
export function pieceStepCost(
  s: SsState,
  piece: Piece,
  from: Place,
  to: Place,
  occupant: Occupant,
  dice: Dice,
): Result<StepCost, RuleError> {
  const sortieOut = isUnit(piece) && isSortieStep(s, piece, from, to);
  return stepCost(movementContext(s), moverOf(s, piece), from, to, sortieOut ? 'empty' : occupant, dice);
}

/** One step of a group of pieces (SSV-A45), then the reactions it allows (III.A). */
export function move(s: SsState, seat: Seat, ids: readonly string[], to: Place, dice: Dice, events: SsEvent[]): Result<void, RuleError> {
  if (ids.length === 0) return err(Errors.noPieces());
  const pieces: Piece[] = [];
  for (const id of new Set(ids)) {
    const p = findPiece(s, id);
    if (!p || p.owner !== seat) return err(Errors.notYourPiece(id));
    pieces.push(p);
  }
  const from = pieces[0]!.place;
  if (!pieces.every((p) => samePlace(p.place, from))) return err(Errors.notTogether());
  const ctx = gameContext(s.options);
  const map = ctx.scenario.map;
  if (!adjacentPlaces(map, from).some((p) => samePlace(p, to))) return err(Errors.notOneStep(placeName(map, to)));
  const occupant = occupantFor(s, to, seat);
  for (const p of pieces) {
    const refused = stepRefusal(s, p, from, to);
    if (refused) return err(refused);
  }
  // Each piece pays its own cost; a die cost (II.A) is rolled per piece.
  const feature = hexsideFeature(map, from.hex, to.hex);
  const crossed = !from.complex && !to.complex && (feature === 'stream' || feature === 'ford' || feature === 'bridge');
  const paid: { id: string; mp: number; rolls: readonly number[] }[] = [];
  for (const p of pieces) {
    const cost = pieceStepCost(s, p, from, to, occupant, dice);
    if (!cost.ok) return err(cost.error);
    const left = allowance(s, p) - p.mp;
    if (cost.value.wholeAllowance) {
      p.mp = allowance(s, p);
      p.done = true;
    } else if (cost.value.mp > left) {
      // SSV-A54: the die asked more than was left: the piece's move is over, where it stands ('stop') or in the hex ('enter').
      p.done = true;
      p.mp = allowance(s, p);
      if (s.options.dieCostShort === 'stop') {
        events.push({
          type: 'step-failed',
          piece: p.id,
          rolls: cost.value.rolls,
          needed: cost.value.mp,
          left,
          clause: 'II.A; SSV-A54',
          ...audience(s, seat),
        });
        continue;
      }
    } else p.mp += cost.value.mp;
    const leaving = from.complex ? undefined : siegeAt(s, from.hex);
    const entering = to.complex ? undefined : siegeAt(s, to.hex);
    p.place = to;
    p.crossed = crossed;
    if (isUnit(p)) {
      // IV.A.1: out through the gate, a sortie; IV.C: flyers move freely into a besieged location, and fight as assaulters.
      if (leaving && leaving.besieged === seat && !leaving.hexes.includes(to.hex)) p.sortie = true;
      if (entering && entering.besieger === seat && entering.kind === 'walls' && isFlying(unitType(s, p))) p.inside = 'assault';
    }
    paid.push({ id: p.id, mp: cost.value.mp, rolls: cost.value.rolls });
  }
  const movedIds = paid.map((p) => p.id);
  if (movedIds.length === 0) return ok(undefined);
  events.push({
    type: 'moved',
    seat,
    pieces: paid,
    from: placeName(map, from),
    to: placeName(map, to),
    clause: 'II',
    ...audience(s, seat),
  });
  if (s.options.reconnaissance !== 'open') {
    events.push({
      type: 'stack-moved',
      seat,
      from: placeName(map, from),
      to: placeName(map, to),
      ...(s.options.reconnaissance === 'count' ? { count: movedIds.length } : {}),
      clause: 'VI.A',
    });
  }
  if (occupant === 'enemy') {
    // III.C: colocation halts the moving stack.
    for (const id of movedIds) findPiece(s, id)!.done = true;
    events.push({ type: 'halted', seat, place: placeName(map, to), clause: 'III.C' });
  }
  offerReactions(s, seat, to, movedIds, events);
  return ok(undefined);
}

/** III.A/B: stacks of the other side able to react, in or beside the place just entered. */
function offerReactions(s: SsState, mover: Seat, to: Place, movers: readonly string[], events: SsEvent[]): void {
  if (!movers.some((id) => s.units.some((u) => u.id === id))) return; // III.A: a unit or stack, not characters alone
  const enemy = otherSeat(s, mover);
  const map = gameContext(s.options).scenario.map;
  const offers = [to, ...adjacentPlaces(map, to)].filter((p) => mayReact(s, p, enemy) || (samePlace(p, to) && mayReactInto(s, p, enemy)));
  if (offers.length === 0) return;
  s.pending = { kind: 'reaction', seat: enemy, trigger: to, movers, offers };
  events.push({
    type: 'reaction-offered',
    seat: enemy,
    trigger: placeName(map, to),
    place: refOf(map, to),
    clause: 'III.A',
    ...audience(s, enemy),
  });
}

/** III.B: a leader whose own hex the enemy enters must react at once or forgo; colocation bars nothing here. */
function mayReactInto(s: SsState, place: Place, owner: Seat): boolean {
  const chars = charactersAt(s, place, owner).filter((c) => !s.forgone.includes(c.id) && !characterCard(s, c).monster);
  return chars.length > 0 && unitsAt(s, place, owner).length > 0;
}

export interface ReactIntent {
  readonly from: Place;
  readonly leader: string;
  readonly pieces: readonly string[];
  readonly into: Place;
}

/** III.A: the reacting player's roll; on 8 or more the units MUST move, the leader with them (III.A.3). */
export function react(s: SsState, seat: Seat, intent: ReactIntent, dice: Dice, events: SsEvent[]): Result<void, RuleError> {
  const pending = s.pending;
  if (pending?.kind !== 'reaction' || pending.seat !== seat || !pending.offers.some((p) => samePlace(p, intent.from)))
    return err(Errors.notOffered());
  const map = gameContext(s.options).scenario.map;
  const leader = s.characters.find((c) => c.id === intent.leader);
  if (!leader || leader.owner !== seat || !samePlace(leader.place, intent.from)) return err(Errors.notReactionLeader(intent.leader));
  if (!intent.pieces.includes(leader.id)) return err(Errors.leaderStays());
  const pieces: Piece[] = [];
  for (const id of new Set(intent.pieces)) {
    const p = findPiece(s, id);
    if (!p || p.owner !== seat || !samePlace(p.place, intent.from)) return err(Errors.notInStack(id));
    pieces.push(p);
  }
  const units = pieces.filter(isUnit);
  if (units.length === 0) return err(Errors.noReactingUnits());
  if (!adjacentPlaces(map, intent.from).some((p) => samePlace(p, intent.into))) return err(Errors.notOneStep(placeName(map, intent.into)));
  const occupant = occupantFor(s, intent.into, seat);
  for (const p of pieces) {
    if (isUnit(p) && p.demoralized && unitsAt(s, intent.into).some((u) => u.owner !== seat)) return err(Errors.demoralizedEnemy(p.id));
    const c = stepCost(movementContext(s), moverOf(s, p), intent.from, intent.into, occupant, ONES);
    if (!c.ok) return err(c.error);
  }
  const ctx = gameContext(s.options);
  const movingUnits = pending.movers.map((id) => s.units.find((u) => u.id === id)).filter((u): u is UnitPiece => !!u);
  const movers = (xs: readonly Piece[]): Mover[] => xs.map((p) => moverOf(s, p));
  const dieCost = s.options.dieCostForReaction;
  const card = characterCard(s, leader);
  const rolled = rollReaction(
    {
      enemyHighestMpCost: highestEntryCost({ map, tables: ctx.tables }, movers(movingUnits), intent.into, dieCost, s.options) ?? 0,
      friendlyHighestMpCost: highestEntryCost({ map, tables: ctx.tables }, movers(units), intent.into, dieCost, s.options) ?? 0,
      leader: { id: leader.id, name: card.name, leadership: card.leadership },
      reactingMAs: units.map((u) => allowance(s, u)),
      movingMAs: movingUnits.length ? movingUnits.map((u) => allowance(s, u)) : [0],
      faster: s.options.faster,
    },
    dice,
  );
  if (!rolled.ok) return err(rolled.error);
  const r = rolled.value;
  const modifier = r.modifiers.reduce((n, m) => n + m.value, 0);
  const open = s.options.reconnaissance === 'open';
  events.push({
    type: 'reaction-roll',
    seat,
    from: placeName(map, intent.from),
    into: placeName(map, intent.into),
    dice: r.dice,
    modifier,
    total: r.total,
    success: r.success,
    clause: 'III.A',
    ...(open ? { modifiers: r.modifiers } : {}),
  });
  if (!open) events.push({ type: 'reaction-modifiers', seat, modifiers: r.modifiers, clause: 'III.A; SSV-A46', audience: [] });
  // The stack has had its chance at this step.
  const offers = pending.offers.filter((p) => !samePlace(p, intent.from));
  if (r.success) {
    const feature = hexsideFeature(map, intent.from.hex, intent.into.hex);
    const crossed = !intent.from.complex && !intent.into.complex && (feature === 'stream' || feature === 'ford' || feature === 'bridge');
    for (const p of pieces) {
      p.place = intent.into;
      p.crossed = crossed;
    }
    events.push({
      type: 'reacted',
      seat,
      pieces: pieces.map((p) => p.id),
      from: placeName(map, intent.from),
      into: placeName(map, intent.into),
      clause: 'III.A',
      ...audience(s, seat),
    });
    if (occupant === 'enemy') {
      // III.C: colocation halts the moving stack (and the reacting one may not react again).
      for (const u of s.units) if (u.owner !== seat && samePlace(u.place, intent.into)) u.done = true;
      for (const c of s.characters) if (c.owner !== seat && samePlace(c.place, intent.into)) c.done = true;
      events.push({ type: 'halted', seat: otherSeat(s, seat), place: placeName(map, intent.into), clause: 'III.C' });
    }
  }
  s.pending = offers.length
    ? { ...pending, offers: offers.filter((p) => mayReact(s, p, seat) || (samePlace(p, pending.trigger) && mayReactInto(s, p, seat))) }
    : null;
  if (s.pending?.kind === 'reaction' && s.pending.offers.length === 0) s.pending = null;
  return ok(undefined);
}

/** Declines the reactions offered now; a leader whose own hex was entered forgoes them for the turn (III.B). */
export function declineReaction(s: SsState, seat: Seat, events: SsEvent[]): Result<void, RuleError> {
  const pending = s.pending;
  if (pending?.kind !== 'reaction' || pending.seat !== seat) return err(Errors.notOffered());
  const entered = charactersAt(s, pending.trigger, seat).map((c) => c.id);
  if (entered.length) {
    s.forgone.push(...entered);
    events.push({ type: 'reaction-forgone', seat, characters: entered, clause: 'III.B', ...audience(s, seat) });
  }
  s.pending = null;
  return ok(undefined);
}

// ------------------------------------------------------------------------------------------- combat

/** III.D.7.b: friendly stacks with a leader beside the battle may try to join it. */
function reinforcementsFor(s: SsState, seat: Seat, place: Place): ReinforcementCandidateInput[] {
  const ctx = gameContext(s.options);
  const map = ctx.scenario.map;
  const out: ReinforcementCandidateInput[] = [];
  const enemyUnits = unitsAt(s, place).filter((u) => u.owner !== seat);
  for (const from of adjacentPlaces(map, place)) {
    if (!mayReact(s, from, seat)) continue;
    const units = unitsAt(s, from, seat).filter(
      (u) => !u.demoralized && stepCost(movementContext(s), moverOf(s, u), from, place, 'enemy', ONES).ok,
    );
    if (!units.length) continue;
    const chars = charactersAt(s, from, seat).filter((c) => !characterCard(s, c).monster);
    const leader = [...chars].sort((a, b) => characterCard(s, b).leadership - characterCard(s, a).leadership)[0]!;
    out.push({
      id: placeName(map, from),
      units: units.map((u) => battleUnit(s, u, place)),
      characters: chars.map((c) => battleCharacter(s, c)),
      leaderId: leader.id,
      enemyHighestMpCost:
        highestEntryCost(
          { map, tables: ctx.tables },
          enemyUnits.map((u) => moverOf(s, u)),
          place,
          s.options.dieCostForReaction,
          s.options,
        ) ?? 0,
      friendlyHighestMpCost:
        highestEntryCost(
          { map, tables: ctx.tables },
          units.map((u) => moverOf(s, u)),
          place,
          s.options.dieCostForReaction,
          s.options,
        ) ?? 0,
    });
  }
  return out;
}

function startBattle(s: SsState, combat: Extract<Combat, { kind: 'battle' }>, events: SsEvent[]): void {
  const ctx = gameContext(s.options);
  const { place } = combat;
  const seats: Record<Side, Seat> = { a: phasingSeat(s), b: otherSeat(s, phasingSeat(s)) };
  const side = (seat: Seat, pieces: readonly Piece[]) => ({
    seat,
    units: pieces.filter(isUnit).map((u) => battleUnit(s, u, place)),
    characters: pieces.filter((p): p is CharacterPiece => !isUnit(p)).map((c) => battleCharacter(s, c)),
    // Reinforcements join battles in the open only (a besieged location is entered by Assault or Breach).
    reinforcements: combat.siege === 'none' ? reinforcementsFor(s, seat, place) : [],
  });
  const map = ctx.scenario.map;
  const created = createBattle({
    a: side(seats.a, combat.a),
    b: side(seats.b, combat.b),
    circumstances: {
      clear: terrainIdAt(map, place) === 'clear' && !map.fortification[place.hex],
      siege: combat.siege,
      ...(combat.besieged ? { besieged: combat.besieged } : {}),
    },
    options: battleOptionsOf(s.options),
  });
  if (!created.ok) throw new Error(`battle in ${placeName(map, place)}: ${created.error.message}`);
  s.pending = { kind: 'battle', place, battle: created.value.state, seats };
  events.push({
    type: 'battle',
    place: placeName(map, place),
    seats,
    siege: combat.siege,
    clause: combat.siege === 'none' ? 'III.D' : combat.siege === 'sortie' ? 'IV.A' : combat.siege === 'assault' ? 'IV.C.2' : 'IV.D.2',
  });
  events.push(...created.value.events);
}

/** One decision of a side in the battle in progress; when the battle ends, its results go onto the map. */
export function battleDecision(
  s: SsState,
  seat: Seat,
  decision: BattleActionInput,
  dice: Dice,
  events: SsEvent[],
): Result<void, RuleError> {
  const pending = s.pending;
  if (pending?.kind !== 'battle') return err(Errors.noBattle());
  const side: Side = pending.seats.a === seat ? 'a' : 'b';
  const r = applyBattleAction(pending.battle, side, decision, dice);
  if (!r.ok) return r;
  events.push(...r.value.events);
  const battle = r.value.state;
  for (const e of r.value.events) {
    if (e.type === 'reinforcements-joined') {
      for (const id of [...e.unitIds, ...e.characterIds]) {
        const p = findPiece(s, id);
        if (p) p.place = pending.place;
      }
    }
  }
  if (battle.phase !== 'over') {
    s.pending = { ...pending, battle };
    return ok(undefined);
  }
  settleBattle(s, pending.place, battle, pending.seats, dice, events);
  return ok(undefined);
}

/** The battle's results on the map: losses, demoralization, wounds; survivors of a withdrawal wait to be moved. */
function settleBattle(
  s: SsState,
  place: Place,
  battle: BattleState,
  seats: Readonly<Record<Side, Seat>>,
  dice: Dice,
  events: SsEvent[],
): void {
  const map = gameContext(s.options).scenario.map;
  s.pending = null;
  let withdrawal: { seat: Seat; pieces: string[] } | null = null;
  for (const side of ['a', 'b'] as const) {
    const b = battle.sides[side];
    for (const e of b.eliminated) removeUnit(s, e.unit.id, e.clause);
    const survivors = [...b.units, ...(b.withdrawn?.units ?? [])];
    for (const u of survivors) {
      const piece = s.units.find((x) => x.id === u.id);
      if (piece) piece.demoralized = u.demoralized;
    }
    for (const c of [...b.characters, ...(b.withdrawn?.characters ?? [])]) {
      const piece = s.characters.find((x) => x.id === c.id);
      if (piece) piece.wounds = c.wounds;
    }
    if (b.withdrawn && b.withdrawn.units.length + b.withdrawn.characters.length > 0) {
      withdrawal = { seat: seats[side], pieces: [...b.withdrawn.units.map((u) => u.id), ...b.withdrawn.characters.map((c) => c.id)] };
    }
  }
  const siege = battle.circumstances.siege;
  if (withdrawal && siege !== 'none') {
    const pieces = withdrawal.pieces.map((id) => findPiece(s, id)).filter((p): p is Piece => !!p);
    const besiegedLeaving = battle.sides[battle.circumstances.besieged!].seat === withdrawal.seat;
    const loc = siegeAt(s, place.hex);
    if (besiegedLeaving && siege === 'sortie') {
      // IV.A.1: a sortie withdraws back into the besieged location (back across the gate, from outside).
      const home = loc?.hexes.includes(place.hex) ? place : (pieces.map((p) => sortieHome(s, p)).find((h) => h !== null) ?? place);
      for (const p of pieces) {
        p.place = home;
        if (isUnit(p)) delete p.sortie;
      }
      events.push({
        type: 'withdrew-to',
        seat: withdrawal.seat,
        pieces: withdrawal.pieces,
        from: placeName(map, place),
        to: placeName(map, home),
        clause: 'IV.A.1',
      });
      withdrawal = null;
    } else if (!besiegedLeaving && loc && loc.kind === 'declined' && loc.hexes.includes(place.hex)) {
      // Assaulters or breachers of a castle, town, city or capital fall back outside its walls, in the same hex.
      for (const p of pieces) if (isUnit(p)) delete p.inside;
      events.push({
        type: 'withdrew-to',
        seat: withdrawal.seat,
        pieces: withdrawal.pieces,
        from: placeName(map, place),
        to: `outside ${placeName(map, place)}`,
        clause: 'III.D.7.a; IV.C.2.a',
      });
      withdrawal = null;
    } else {
      for (const p of pieces) if (isUnit(p)) delete p.inside;
    }
  }
  if (siege !== 'none') afterSiegeBattle(s, place, events);
  if (withdrawal) {
    const pieces = withdrawal.pieces.map((id) => findPiece(s, id)!).filter(Boolean);
    const choices = adjacentPlaces(map, place).filter(
      (to) =>
        !unitsAt(s, to).some((u) => u.owner !== withdrawal!.seat) &&
        pieces.every((p) => stepCost(movementContext(s), moverOf(s, p), place, to, occupantFor(s, to, p.owner), ONES).ok),
    );
    if (choices.length === 0 && s.options.noWayOut === 'stay') {
      events.push({
        type: 'no-way-out',
        seat: withdrawal.seat,
        place: placeName(map, place),
        result: 'stay',
        clause: 'III.D.7.a; SSV-A50',
      });
    } else if (choices.length === 0) {
      for (const p of pieces) (isUnit(p) ? removeUnit : removeCharacter)(s, p.id, 'III.D.7.a; SSV-A50');
      events.push({
        type: 'no-way-out',
        seat: withdrawal.seat,
        place: placeName(map, place),
        result: 'eliminated',
        clause: 'III.D.7.a; SSV-A50',
      });
    } else {
      s.pending = { kind: 'withdrawal', seat: withdrawal.seat, from: place, pieces: withdrawal.pieces, choices };
      return;
    }
  }
  nextBattle(s, dice, events);
}

/** Where a sortie came from: the besieged location hex across the gate from where the unit stands. */
function sortieHome(s: SsState, p: Piece): Place | null {
  const map = gameContext(s.options).scenario.map;
  for (const siege of s.sieges) {
    if (siege.besieged !== p.owner) continue;
    for (const h of siege.hexes)
      if (map.grid.areAdjacent(h, p.place.hex) && hexsideFeature(map, h, p.place.hex) === 'gate') return { hex: h };
  }
  return null;
}

/** III.D.7.a: the withdrawing player moves his survivors to the adjacent place he chooses. */
export function withdrawTo(s: SsState, seat: Seat, to: Place, dice: Dice, events: SsEvent[]): Result<void, RuleError> {
  const pending = s.pending;
  const map = gameContext(s.options).scenario.map;
  if (pending?.kind !== 'withdrawal' || pending.seat !== seat) return err(Errors.noWithdrawal());
  if (!pending.choices.some((p) => samePlace(p, to))) return err(Errors.notChoice(placeName(map, to)));
  for (const id of pending.pieces) {
    const p = findPiece(s, id);
    if (p) p.place = to;
  }
  events.push({
    type: 'withdrew-to',
    seat,
    pieces: pending.pieces,
    from: placeName(map, pending.from),
    to: placeName(map, to),
    clause: 'III.D.7.a',
  });
  s.pending = null;
  nextBattle(s, dice, events);
  return ok(undefined);
}

// ------------------------------------------------------------------------------------------- the end

function removeUnit(s: SsState, id: string, clause: string): void {
  const i = s.units.findIndex((u) => u.id === id);
  if (i < 0) return;
  const u = s.units[i]!;
  const t = unitType(s, u);
  s.casualties.push({ id, owner: u.owner, what: t.name, strength: t.attack, turn: s.turn, clause });
  s.units.splice(i, 1);
}

function removeCharacter(s: SsState, id: string, clause: string): void {
  const i = s.characters.findIndex((c) => c.id === id);
  if (i < 0) return;
  const c = s.characters[i]!;
  s.casualties.push({ id, owner: c.owner, what: characterCard(s, c).name, strength: 0, turn: s.turn, clause });
  s.characters.splice(i, 1);
}

/** SSV-A41: a side with nothing left on the map loses at once. */
export function checkAnnihilation(s: SsState, events: SsEvent[]): boolean {
  const left = s.seats.filter((seat) => s.units.some((u) => u.owner === seat) || s.characters.some((c) => c.owner === seat));
  if (left.length === s.seats.length) return false;
  const winner = left.length === 1 ? left[0]! : null;
  finish(s, winner, winner ? `${winner} alone has forces left on the map.` : 'Both sides are destroyed.', 'SSV-A41', events);
  return true;
}

/** Victory points (SSV-A41, A42): enemy strength eliminated plus fortified places held alone. */
export function scores(s: SsState): Record<Seat, number> {
  const map = gameContext(s.options).scenario.map;
  const out = Object.fromEntries(s.seats.map((seat) => [seat, 0])) as Record<Seat, number>;
  for (const c of s.casualties) for (const seat of s.seats) if (seat !== c.owner) out[seat]! += c.strength;
  for (let hex = 0; hex < map.terrain.length; hex++) {
    if (!map.fortification[hex]) continue;
    const holders = new Set(unitsAt(s, { hex }).map((u) => u.owner));
    if (holders.size === 1) out[[...holders][0]!]! += s.options.fortificationPoints;
  }
  return out;
}

function endByPoints(s: SsState, events: SsEvent[]): void {
  if (s.options.victory === 'annihilation') {
    finish(s, null, `After ${s.options.turns} game-turns both sides still stand.`, 'SSV-A41', events);
    return;
  }
  const sc = scores(s);
  const [a, b] = s.seats as [Seat, Seat];
  const winner = sc[a]! > sc[b]! ? a : sc[b]! > sc[a]! ? b : null;
  events.push({ type: 'scores', scores: sc, clause: 'SSV-A41' });
  finish(s, winner, winner ? `${winner} wins on points, ${sc[a]} to ${sc[b]}.` : `A draw on points, ${sc[a]} each.`, 'SSV-A41', events);
}

function finish(s: SsState, winner: Seat | null, reason: string, clause: string, events: SsEvent[]): void {
  s.phase = 'over';
  s.pending = null;
  s.outcome = { winner, reason, clause };
  events.push({ type: 'game-over', outcome: s.outcome, clause });
}

/** Events about a seat's own stacks are its own unless the table is open (VI.A). */
export function audience(s: SsState, seat: Seat): { audience?: readonly Seat[] } {
  return s.options.reconnaissance === 'open' ? {} : { audience: [seat] };
}
