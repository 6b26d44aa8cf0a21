/**
 * The Swords & Sorcery strategic variant as a Ruleset: the map game of the bundled scenario (or the
 * user's own), hot-seat, online or against the computer, with hidden stacks (VI.A).
 *
 *   const m = Match.create(swordsAndSorcery, { turns: 4 }, 7);
 *   m.value.act('west', { type: 'move', pieces: ['west-u1'], to: { hex: '0506' } });
 */
import { z } from 'zod';
import type { Dice } from '../../../core/dice.js';
import { err, ok, type Result } from '../../../core/result.js';
import { CoreErrors, type RuleError } from '../../../core/rule-error.js';
import { Errors } from '../errors.js';
import type { Ruleset, Seat } from '../../../core/ruleset.js';
import { autoDecide, battleActions, type BattleActionInput, type Side } from '../battle/index.js';
import { BATTLE_ASSUMPTIONS } from '../battle/assumptions.js';
import { MAP_ASSUMPTIONS } from '../map-assumptions.js';
import { mapContext } from '../map-options.js';
import { placeName } from '../map.js';
import { stepCost, type Occupant } from '../movement.js';
import { GAME_ASSUMPTIONS, gameContext, optionsSchema, type SsOptions } from './options.js';
import { answerCharacterCombat, characterCombatDecision } from './character-combat.js';
import { seatsToAct } from './turn.js';
import { autoDecideCharacterCombat, type CharacterCombatActionInput } from '../battle/character-combat.js';
import {
  answerSiegeOffer,
  battleDecision,
  beginGameTurn,
  nextBattle,
  declineReaction,
  endMovement,
  move,
  react,
  stepRefusal,
  withdrawTo,
  type SsEvent,
} from './rules.js';
import {
  adjacentPlaces,
  charactersAt,
  characterCard,
  draft,
  isUnit,
  moverOf,
  piecesAt,
  placeOf,
  placeKey,
  placesOf,
  refOf,
  samePlace,
  unitsAt,
  type PlaceRef,
  type SsState,
} from './state.js';
import { view, type SsView } from './view.js';
import { assault, assaultBarred, besiegers, breach, declareSiege, mustCover, siegeAt, sortie, walledLocation } from './siege.js';
import { unitType } from './state.js';

const placeRefSchema = z.strictObject({
  hex: z.string().regex(/^\d{4}$/, 'a hex number is four digits: "0352"'),
  complex: z.boolean().optional(),
});
const ids = z.array(z.string().min(1)).min(1);

export const actionSchema = z.discriminatedUnion('type', [
  /** One step of a group of pieces that stand together (II; SSV-A45). */
  z.strictObject({ type: z.literal('move'), pieces: ids, to: placeRefSchema }),
  z.strictObject({ type: z.literal('end-movement') }),
  /** III.A: react from an offered place into an adjacent one, led by `leader`, who goes with `pieces`. */
  z.strictObject({ type: z.literal('react'), from: placeRefSchema, leader: z.string().min(1), pieces: ids, into: placeRefSchema }),
  /** Decline the reactions offered now (III.B). */
  z.strictObject({ type: z.literal('pass') }),
  /** A decision in the battle in progress (III.D; battle/battle.ts's actions). */
  z.strictObject({ type: z.literal('battle'), decision: z.record(z.string(), z.unknown()) }),
  /** III.D.7.a: where the survivors of a withdrawal go. */
  z.strictObject({ type: z.literal('withdraw-to'), to: placeRefSchema }),
  /** VII: characters without army units among enemy army units fight, or surrender to capture. */
  z.strictObject({ type: z.literal('cva-fight') }),
  z.strictObject({ type: z.literal('cva-surrender') }),
  /** A decision in the Character vs Army combat in progress (battle/character-combat.ts's actions). */
  z.strictObject({ type: z.literal('character-combat'), decision: z.record(z.string(), z.unknown()) }),
  /** IV: the holders of a castle, town, city or capital the enemy entered decline battle (a siege), or fight. */
  z.strictObject({ type: z.literal('decline-battle') }),
  z.strictObject({ type: z.literal('give-battle') }),
  /** IV: friendly units beside every wall hexside of an enemy-held walled location declare a siege of it. */
  z.strictObject({ type: z.literal('declare-siege'), hex: z.string().regex(/^\d{4}$/) }),
  /** IV.A: besieged units of a castle, town, city or capital sally out against the besiegers in their hex. */
  z.strictObject({ type: z.literal('sortie'), pieces: ids }),
  /** IV.C: besiegers roll to get over the walls of the location `hex` belongs to. */
  z.strictObject({ type: z.literal('assault'), hex: z.string().regex(/^\d{4}$/), pieces: ids }),
  /** IV.D: besiegers try to breach the location's wall. */
  z.strictObject({ type: z.literal('breach'), hex: z.string().regex(/^\d{4}$/), pieces: ids }),
]);
export type SsAction = z.infer<typeof actionSchema>;

const unknownPlace = (ref: PlaceRef) => Errors.noPlace(`${ref.hex}${ref.complex ? ' (Dragon complex)' : ''}`);

export const swordsAndSorcery: Ruleset<SsState, SsAction, SsView, SsOptions, SsEvent> = {
  id: 'swords-and-sorcery',
  name: 'Swords & Sorcery (strategic variant)',
  version: '0.1.0',
  seats: ['west', 'east'],
  assumptions: [...MAP_ASSUMPTIONS, ...BATTLE_ASSUMPTIONS, ...GAME_ASSUMPTIONS],
  optionsSchema,
  // A battle round's secret choices, shown to both sides once both have chosen: no takeback may unsee them.
  reveals: (event) => event.type === 'declarations-revealed' || event.type === 'after-round-revealed',

  parseOptions(input: unknown): Result<SsOptions, RuleError> {
    const parsed = optionsSchema.safeParse(input ?? {});
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      return err(Errors.badOption(`${issue.path.join('.') || 'options'}: ${issue.message}`));
    }
    const built = mapContext(parsed.data);
    if (!built.ok) return err(Errors.badOption(built.error));
    const seats = built.value.scenario.seats;
    if (seats.length !== 2 || !seats.includes('west') || !seats.includes('east')) {
      return err(Errors.badOption(`scenario: the forces must be 'west' and 'east' (this one has ${seats.join(', ')})`));
    }
    return ok(parsed.data);
  },

  parseAction(input: unknown): Result<SsAction, RuleError> {
    const parsed = actionSchema.safeParse(input);
    if (!parsed.success) return err(CoreErrors.malformed(parsed.error.issues[0]!.message));
    return ok(parsed.data);
  },

  setup(options: SsOptions, dice: Dice): SsState {
    const { scenario } = gameContext(options);
    const s: SsState = {
      options,
      seats: ['west', 'east'],
      turn: 1,
      phasing: 0,
      phase: 'movement',
      units: [],
      characters: [],
      casualties: [],
      sieges: [],
      foughtOpen: [],
      forgone: [],
      pending: null,
      outcome: null,
    };
    for (const seat of s.seats) {
      let n = 0;
      for (const stack of scenario.forces[seat]!.stacks) {
        for (const type of stack.units)
          s.units.push({
            id: `${seat}-${++n}`,
            type,
            owner: seat,
            place: stack.place,
            demoralized: false,
            mp: 0,
            done: false,
            crossed: false,
          });
        for (const character of stack.characters)
          s.characters.push({ id: character, character, owner: seat, place: stack.place, wounds: 0, mp: 0, done: false, crossed: false });
      }
    }
    const events: SsEvent[] = [];
    beginGameTurn(s, dice, events);
    return s;
  },

  toAct: seatsToAct,

  legalActions(s: SsState, seat: Seat): SsAction[] {
    if (!this.toAct(s).includes(seat)) return [];
    const map = gameContext(s.options).scenario.map;
    const p = s.pending;
    if (p?.kind === 'withdrawal') return p.choices.map((c) => ({ type: 'withdraw-to', to: refOf(map, c) }));
    if (p?.kind === 'siege-offer') return [{ type: 'give-battle' }, { type: 'decline-battle' }];
    if (p?.kind === 'cva-offer') return s.options.surrender ? [{ type: 'cva-fight' }, { type: 'cva-surrender' }] : [{ type: 'cva-fight' }];
    if (p?.kind === 'character-combat') {
      const auto = autoDecideCharacterCombat(p.combat);
      const out: SsAction[] = auto ? [{ type: 'character-combat', decision: auto as Record<string, unknown> }] : [];
      if (auto?.type === 'fight' && p.combat.round > 1 && !p.combat.party.members.some((m) => m.monster))
        out.push({ type: 'character-combat', decision: { type: 'withdraw' } });
      return out;
    }
    if (p?.kind === 'battle') {
      const side: Side = p.seats.a === seat ? 'a' : 'b';
      return battleChoices(p.battle, side).map((decision) => ({ type: 'battle', decision: decision as Record<string, unknown> }));
    }
    if (p?.kind === 'reaction') {
      const out: SsAction[] = [{ type: 'pass' }];
      for (const from of p.offers) {
        const leader = charactersAt(s, from, seat)
          .filter((c) => !s.forgone.includes(c.id) && !characterCard(s, c).monster)
          .sort((a, b) => characterCard(s, b).leadership - characterCard(s, a).leadership)[0];
        if (!leader) continue;
        for (const into of adjacentPlaces(map, from)) {
          const occupant = unitsAt(s, into).some((u) => u.owner !== seat) ? 'enemy' : 'friendly';
          const units = unitsAt(s, from, seat).filter(
            (u) =>
              !(u.demoralized && occupant === 'enemy') &&
              stepCost({ map, tables: gameContext(s.options).tables, options: s.options }, moverOf(s, u), from, into, occupant, ONES).ok,
          );
          // III.A.3: the leader goes with them, so he too must be able to enter.
          const leaderCan = stepCost(
            { map, tables: gameContext(s.options).tables, options: s.options },
            moverOf(s, leader),
            from,
            into,
            occupant,
            ONES,
          ).ok;
          if (units.length && leaderCan)
            out.push({
              type: 'react',
              from: refOf(map, from),
              leader: leader.id,
              pieces: [leader.id, ...units.map((u) => u.id)],
              into: refOf(map, into),
            });
        }
      }
      return out;
    }
    const out: SsAction[] = [{ type: 'end-movement' }, ...siegeActions(s, seat)];
    // Who holds each place, found once for the whole list (occupantFor, place by place, scans every piece).
    const occupants = new Map<string, Occupant>();
    for (const p of [...s.units, ...s.characters]) {
      const key = placeKey(p.place);
      if (p.owner !== seat && isUnit(p)) occupants.set(key, 'enemy');
      else if (p.owner === seat && occupants.get(key) !== 'enemy') occupants.set(key, 'friendly');
    }
    for (const from of placesOf(s, seat)) {
      const movable = piecesAt(s, from, seat).filter((x) => !x.done);
      if (!movable.length) continue;
      for (const to of adjacentPlaces(map, from)) {
        const occupant = occupants.get(placeKey(to)) ?? 'empty';
        const ok = movable.map((x) => stepRefusal(s, x, from, to, occupant) === null);
        const enemyHeld = occupant === 'enemy';
        const ref = refOf(map, to);
        if (movable.length > 1 && ok.every(Boolean)) out.push({ type: 'move', pieces: movable.map((x) => x.id), to: ref });
        movable.forEach((x, i) => {
          // Single units; a lone character too, unless it would walk into the enemy (VII is a choice, not a stroll).
          if (ok[i] && (isUnit(x) || (movable.length === 1 && !enemyHeld))) out.push({ type: 'move', pieces: [x.id], to: ref });
        });
      }
    }
    return out;
  },

  apply(s: SsState, seat: Seat, action: SsAction, dice: Dice) {
    if (!this.toAct(s).includes(seat)) return err(CoreErrors.notYourTurn(seat));
    const next = draft(s);
    const events: SsEvent[] = [];
    const map = gameContext(s.options).scenario.map;
    const place = (ref: PlaceRef) => placeOf(map, ref);
    const pending = s.pending;
    const wrongTime = (what: string) => err(Errors.notNow(what));
    let r: Result<void, RuleError>;
    switch (action.type) {
      case 'move': {
        if (pending) return wrongTime('Moving');
        const to = place(action.to);
        if (!to) return err(unknownPlace(action.to));
        r = move(next, seat, action.pieces, to, dice, events);
        break;
      }
      case 'end-movement':
        if (pending) return wrongTime('Ending the movement phase');
        endMovement(next, dice, events);
        r = ok(undefined);
        break;
      case 'react': {
        const from = place(action.from);
        const into = place(action.into);
        if (!from) return err(unknownPlace(action.from));
        if (!into) return err(unknownPlace(action.into));
        r = react(next, seat, { from, into, leader: action.leader, pieces: action.pieces }, dice, events);
        break;
      }
      case 'pass':
        r = declineReaction(next, seat, events);
        break;
      case 'battle':
        r = battleDecision(next, seat, action.decision as BattleActionInput, dice, events);
        break;
      case 'cva-fight':
      case 'cva-surrender':
        r = answerCharacterCombat(next, seat, action.type === 'cva-fight', events);
        if (r.ok && !next.pending) nextBattle(next, dice, events);
        break;
      case 'character-combat':
        r = characterCombatDecision(next, seat, action.decision as CharacterCombatActionInput, dice, events);
        if (r.ok && !next.pending) nextBattle(next, dice, events);
        break;
      case 'decline-battle':
      case 'give-battle':
        r = answerSiegeOffer(next, seat, action.type === 'decline-battle', dice, events);
        break;
      case 'declare-siege':
      case 'sortie':
      case 'assault':
      case 'breach': {
        if (pending || s.phase !== 'movement') return wrongTime('A siege operation');
        if (action.type === 'sortie') {
          r = sortie(next, seat, action.pieces, events);
          break;
        }
        const hex = map.grid.index(action.hex);
        if (hex === undefined) return err(unknownPlace({ hex: action.hex }));
        r =
          action.type === 'declare-siege'
            ? declareSiege(next, seat, hex, events)
            : action.type === 'assault'
              ? assault(next, seat, hex, action.pieces, dice, events)
              : breach(next, seat, hex, action.pieces, dice, events);
        break;
      }
      case 'withdraw-to': {
        const to = place(action.to);
        if (!to) return err(unknownPlace(action.to));
        r = withdrawTo(next, seat, to, dice, events);
        break;
      }
    }
    if (!r.ok) return r;
    return ok({ state: next, events });
  },

  view,

  outcome: (s) => s.outcome,
};

const ONES: Dice = { roll: () => 1 };

/** IV: the siege operations open to `seat` now, each with every unit that may take part. */
function siegeActions(s: SsState, seat: Seat): SsAction[] {
  const map = gameContext(s.options).scenario.map;
  const out: SsAction[] = [];
  for (const siege of s.sieges) {
    const hex = map.grid.name(siege.hexes[0]!);
    if (siege.besieger === seat) {
      const fresh = besiegers(s, siege).filter((u) => !u.done && (u.mp === 0 || s.options.siegeOperations === 'any'));
      const climbers = fresh.filter((u) => assaultBarred(s, unitType(s, u)) === null);
      if (climbers.length) out.push({ type: 'assault', hex, pieces: climbers.map((u) => u.id) });
      if (fresh.length && siege.turns > 1) out.push({ type: 'breach', hex, pieces: fresh.map((u) => u.id) });
    } else if (siege.kind === 'declined') {
      const sally = s.units.filter((u) => u.owner === seat && u.place.hex === siege.hexes[0] && !u.place.complex && u.mp === 0 && !u.done);
      if (sally.length) out.push({ type: 'sortie', pieces: sally.map((u) => u.id) });
    }
  }
  // Walled locations holding the enemy that this seat's units surround.
  const seen = new Set<number>();
  for (const u of s.units) {
    if (u.owner === seat || u.place.complex || seen.has(u.place.hex) || siegeAt(s, u.place.hex)) continue;
    const loc = walledLocation(map, u.place.hex);
    if (!loc) continue;
    for (const h of loc.hexes) seen.add(h);
    if (loc.hexes.some((h) => unitsAt(s, { hex: h }, seat).length > 0)) continue;
    if (mustCover(s, loc.boundary).every(([, outside]) => unitsAt(s, { hex: outside }, seat).length > 0))
      out.push({ type: 'declare-siege', hex: map.grid.name(u.place.hex) });
  }
  return out;
}

/** The battle decisions offered to agents and menus: the sensible default, and the plain alternatives. */
function battleChoices(battle: Parameters<typeof battleActions>[0], side: Side): BattleActionInput[] {
  const choices = battleActions(battle, side);
  const auto = autoDecide(battle, side);
  if (!choices || !auto) return [];
  const out: BattleActionInput[] = [auto];
  if (choices.kind === 'declare') {
    if (auto.type === 'declare' && auto.charge.length) out.push({ ...auto, charge: [] });
  } else {
    if (auto.type !== 'stay') out.push({ type: 'stay', reinforce: [...choices.reinforcementCandidates] });
    if (auto.type !== 'withdraw' && choices.mayWithdraw) out.push({ type: 'withdraw', rearGuard: [] });
  }
  return out;
}

export { placeName, samePlace };
