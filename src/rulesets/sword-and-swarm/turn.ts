/**
 * The Turn Sequence as state: Encounters (a token per character in the container), the Initiative
 * Phase (tokens for every character not out of action; leaders' orders activate, SWS-A18), the
 * Activation Phase (draw a token, its owner activates a character for two actions, the token is placed
 * by the model; a Swarm token makes a Swarm model act by itself, SWS-A3) and the Resolution Phase
 * (reset the container). `toAct` says whose decision is pending;
 * `apply` takes one decision and draws on by itself.
 *
 *   let e = startEncounter({ table, terrain, characters }, o, dice).value;
 *   e = apply(e, toAct(e)[0]!, { type: 'activate', character: 'brannoc' }, dice, o).value.state;
 */
import type { Dice } from '../../core/dice.js';
import { err, ok, type Result } from '../../core/result.js';
import type { Applied, Outcome } from '../../core/ruleset.js';
import { CoreErrors, type RuleError } from '../../core/rule-error.js';
import { Errors } from './errors.js';
import { act, afterAttack, flee, inMelee, type Action } from './actions.js';
import type { SwsEvent } from './attack.js';
import { CLAUSE } from './clauses.js';
import type { Options } from './options.js';
import { standing, SWARM, type CharacterState, type Skirmish, type TerrainPiece } from './state.js';
import { swarmActs, swarmToAct } from './swarm.js';

export type TurnAction =
  | { readonly type: 'activate'; readonly character: string }
  | { readonly type: 'act'; readonly action: Action }
  | { readonly type: 'end' };

export interface Encounter {
  readonly skirmish: Skirmish;
  readonly seats: readonly string[];
  /** The container: one token per character, by owner (SWS-A17). */
  readonly bag: readonly string[];
  readonly activated: readonly string[];
  /** Characters whose leaders' orders activate this turn, still to come (SWS-A18). */
  readonly ordered?: readonly string[];
  /** `ordered`: the character an order makes the seat activate now (SWS-A18). */
  readonly pending:
    | { readonly kind: 'activate'; readonly seat: string; readonly ordered?: string }
    | { readonly kind: 'act'; readonly seat: string }
    | { readonly kind: 'over' };
  readonly outcome?: Outcome;
}

const tokensFor = (cs: readonly CharacterState[]) =>
  cs.filter((c) => c.status !== 'out-of-action' && c.status !== 'dead').map((c) => c.owner);

function outcomeOf(e: Encounter, o: Options, endOfTurn: boolean): Outcome | undefined {
  const left = e.seats.filter((seat) => e.skirmish.characters.some((c) => c.owner === seat && standing(c)));
  if (left.length === 1) return { winner: left[0]!, reason: 'the other warband has no character left standing', clause: 'SWS-A17' };
  if (left.length === 0) return { winner: null, reason: 'no character is left standing', clause: 'SWS-A17' };
  if (endOfTurn && e.skirmish.turn >= o.maxTurns) return { winner: null, reason: `${o.maxTurns} turns played`, clause: 'SWS-A17' };
  return undefined;
}

/** Draw tokens until one's owner has a character to activate; an empty container runs the Resolution and Initiative Phases. */
function drawOn(e0: Encounter, dice: Dice, o: Options, events: SwsEvent[]): Encounter {
  let e = e0;
  for (;;) {
    const done = outcomeOf(e, o, false);
    if (done) return { ...e, pending: { kind: 'over' }, outcome: done };
    if (e.ordered?.length) {
      // SWS-A18: an order activates: its character's owner takes one of its tokens from the container now.
      const [id, ...rest] = e.ordered;
      e = { ...e, ordered: rest };
      const c = e.skirmish.characters.find((x) => x.id === id);
      const token = c ? e.bag.indexOf(c.owner) : -1;
      if (!c || !standing(c) || e.activated.includes(c.id) || token < 0) continue;
      events.push({ type: 'order-activates', clause: CLAUSE.initiative, seat: c.owner, character: c.id });
      return {
        ...e,
        bag: [...e.bag.slice(0, token), ...e.bag.slice(token + 1)],
        pending: { kind: 'activate', seat: c.owner, ordered: c.id },
      };
    }
    if (e.bag.length === 0) {
      events.push({ type: 'resolution-phase', clause: CLAUSE.resolution, turn: e.skirmish.turn });
      const end = outcomeOf(e, o, true);
      if (end) return { ...e, bag: [], pending: { kind: 'over' }, outcome: end };
      const turn = e.skirmish.turn + 1;
      const characters = e.skirmish.characters.map((c) =>
        c.status === 'stunned' && (c.stunnedUntil ?? 0) < turn ? { ...c, status: 'active' as const, stunnedUntil: undefined } : c,
      );
      for (const c of characters)
        if (c.status === 'active' && e.skirmish.characters.find((x) => x.id === c.id)!.status === 'stunned')
          events.push({ type: 'stun-ends', clause: CLAUSE.star, character: c.id });
      const bag = tokensFor(characters);
      events.push({ type: 'initiative-phase', clause: CLAUSE.initiative, turn, tokens: bag.length });
      const ordered = (e.skirmish.orders ?? []).map((x) => x.character);
      e = { ...e, skirmish: { ...e.skirmish, turn, characters, orders: [] }, bag, activated: [], ordered };
      continue;
    }
    const i = dice.roll(e.bag.length) - 1;
    const seat = e.bag[i]!;
    const bag = [...e.bag.slice(0, i), ...e.bag.slice(i + 1)];
    if (seat === SWARM) {
      const model = swarmToAct(e.skirmish, e.activated, o);
      events.push({ type: 'token-drawn', clause: CLAUSE.activation, seat, usable: model !== undefined });
      e = { ...e, bag };
      if (!model) continue;
      const r = swarmActs(e.skirmish, model, dice, o);
      events.push(...r.events);
      e = { ...e, skirmish: r.state, activated: [...e.activated, model.id] };
      continue;
    }
    const eligible = e.skirmish.characters.filter((c) => c.owner === seat && standing(c) && !e.activated.includes(c.id));
    events.push({ type: 'token-drawn', clause: CLAUSE.activation, seat, usable: eligible.length > 0 });
    e = { ...e, bag };
    if (eligible.length > 0) return { ...e, pending: { kind: 'activate', seat } };
  }
}

export interface EncounterSetup {
  readonly table: { readonly width: number; readonly height: number };
  readonly terrain: readonly TerrainPiece[];
  readonly characters: readonly CharacterState[];
  /** The players' seats in order; default: every owner of a character but the Swarm. */
  readonly seats?: readonly string[];
}

/** Encounters: every character's token goes into the container, then the first token is drawn. */
export function startEncounter(setup: EncounterSetup, o: Options, dice: Dice): Result<Applied<Encounter, SwsEvent>, RuleError> {
  const seats = setup.seats ?? [...new Set(setup.characters.map((c) => c.owner).filter((x) => x !== SWARM))];
  if (seats.includes(SWARM)) return err(Errors.swarmSeat());
  if (setup.characters.some((c) => c.owner !== SWARM && !seats.includes(c.owner))) return err(Errors.ownerless());
  if (seats.length < 2) return err(Errors.oneWarband());
  const ids = setup.characters.map((c) => c.id);
  if (new Set(ids).size !== ids.length) return err(Errors.sameIds());
  const skirmish: Skirmish = { table: setup.table, terrain: setup.terrain, characters: setup.characters, turn: 1, nextLoot: 1 };
  const bag = tokensFor(setup.characters);
  const events: SwsEvent[] = [{ type: 'encounter-begins', clause: CLAUSE.encounters, tokens: bag.length }];
  const e = drawOn({ skirmish, seats, bag, activated: [], pending: { kind: 'over' } }, dice, o, events);
  return ok({ state: e, events });
}

export const toAct = (e: Encounter): readonly string[] => (e.pending.kind === 'over' ? [] : [e.pending.seat]);

function finish(e: Encounter, dice: Dice, o: Options, events: SwsEvent[]): Encounter {
  const id = e.skirmish.activation!.character;
  events.push({ type: 'activation-ends', clause: CLAUSE.activation, character: id });
  return drawOn({ ...e, skirmish: { ...e.skirmish, activation: undefined }, activated: [...e.activated, id] }, dice, o, events);
}

export function apply(e: Encounter, seat: string, a: TurnAction, dice: Dice, o: Options): Result<Applied<Encounter, SwsEvent>, RuleError> {
  if (e.pending.kind === 'over') return err(CoreErrors.gameOver());
  if (!e.seats.includes(seat)) return err(CoreErrors.unknownSeat(seat));
  if (e.pending.seat !== seat) return err(CoreErrors.notYourTurn(seat));
  const events: SwsEvent[] = [];
  if (e.pending.kind === 'activate') {
    if (a.type !== 'activate') return err(Errors.chooseFirst());
    const c = e.skirmish.characters.find((x) => x.id === a.character);
    if (!c || c.owner !== seat || !standing(c)) return err(Errors.badCharacter());
    if (e.activated.includes(c.id)) return err(Errors.alreadyActivated(c.sheet.name));
    if (e.pending.ordered && e.pending.ordered !== c.id) return err(Errors.ordered(e.pending.ordered));
    const ap = c.status === 'stunned' ? 0 : 2;
    events.push({ type: 'activated', clause: CLAUSE.activation, character: c.id, ap });
    let next: Encounter = {
      ...e,
      pending: { kind: 'act', seat },
      skirmish: { ...e.skirmish, activation: { character: c.id, ap, moveLeft: 0, moved: false, charged: false, attacksWith: [] } },
    };
    if (ap > 0 && c.morale === 'fleeing' && o.morale !== 'off') {
      // SWS-A2: a Fleeing character's activation begins with its flight.
      const f = flee(next.skirmish, o);
      events.push(...f.events);
      const after = afterAttack(next.skirmish, f.state, c.id, false, dice, o);
      events.push(...after.events);
      next = { ...next, skirmish: after.state };
    }
    const self = next.skirmish.characters.find((x) => x.id === c.id)!;
    return ok({ state: next.skirmish.activation!.ap === 0 || self.status !== 'active' ? finish(next, dice, o, events) : next, events });
  }
  if (a.type === 'end') return ok({ state: finish(e, dice, o, events), events });
  if (a.type !== 'act') return err(Errors.activationOpen());
  const r = act(e.skirmish, a.action, dice, o);
  if (!r.ok) return r;
  events.push(...r.value.events);
  let next: Encounter = { ...e, skirmish: r.value.state };
  const open = next.skirmish.activation!;
  const self = next.skirmish.characters.find((c) => c.id === open.character)!;
  const done = self.status !== 'active' || (open.ap === 0 && (open.moveLeft <= 1e-6 || inMelee(next.skirmish, self, o)));
  if (done) next = finish(next, dice, o, events);
  else if (outcomeOf(next, o, false)) next = finish(next, dice, o, events);
  return ok({ state: next, events });
}
