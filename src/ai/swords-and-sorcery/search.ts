/**
 * Swords & Sorcery's search (the generic one, src/ai/search): enemy stacks the seat does not share a hex
 * with are markers with their counter count (VI.A, SSV-A43), so each play-out starts from a sample of
 * what they hold, drawn from what the seat may know: the scenario's order of battle, less the enemy
 * pieces it sees and those gone (the casualties every player sees), shared out among the markers by
 * their counts. The heuristic plays out both sides; a position is judged by the victory points
 * (SSV-A41, A42: enemy strength eliminated, fortified hexes held alone) and the strength still standing.
 * The search weighs the movement phase's steps; a battle, reaction, withdrawal or siege offer is the
 * heuristic's (the battle engine's default), unsearched.
 */
import { shuffle, type Dice } from '../../core/dice.js';
import type { GameEvent, Seat } from '../../core/ruleset.js';
import {
  gameContext,
  placeOf,
  swordsAndSorcery,
  type PlaceRef,
  type SsAction,
  type SsState,
  type SsView,
} from '../../rulesets/swords-and-sorcery/index.js';
import type { Agent } from '../agent.js';
import { searchAgent, WIN, type SearchSettings, type SearchSpec } from '../search/index.js';
import { ssHeuristicAgent } from './heuristic.js';

type UnitPiece = SsState['units'][number];
type CharacterPiece = SsState['characters'][number];

/** A piece of a seat's order of battle, with the id the game gives it (setup: `<seat>-<n>` for units in order, a character's own id). */
interface Counter {
  readonly id: string;
  readonly kind: 'unit' | 'character';
  readonly what: string;
}

/** The scenario's order of battle of `seat`, as the game numbers it at setup (the same for every player). */
function orderOfBattle(view: SsView, seat: Seat): Counter[] {
  const stacks = gameContext(view.options).scenario.forces[seat]?.stacks ?? [];
  const out: Counter[] = [];
  let n = 0;
  for (const stack of stacks) {
    for (const type of stack.units) out.push({ id: `${seat}-${++n}`, kind: 'unit', what: type });
    for (const c of stack.characters) out.push({ id: c, kind: 'character', what: c });
  }
  return out;
}

/**
 * A full state consistent with `seat`'s view: every piece it sees as it sees it; the enemy counters it
 * does not see (the order of battle less the seen and the fallen) dealt at random to the enemy markers,
 * each marker as many as its count says (reconnaissance 'count'), or at least one each where only
 * markers show; a unit heads each marker where there are units enough. The public scores can tell a
 * fortified hex held by a hidden unit from one held by characters alone; the guess does not use that. What no view shows is set as at the start of a player turn (movement spent, reactions
 * forgone) for the enemy, and left as the seat's own view gives it for its pieces.
 */
export function determinize(view: SsView, seat: Seat, _events: readonly GameEvent[] | undefined, dice: Dice): SsState {
  const map = gameContext(view.options).scenario.map;
  const place = (ref: PlaceRef) => {
    const p = placeOf(map, ref);
    if (!p) throw new Error(`the view names no place ${ref.hex}`);
    return p;
  };
  const units: UnitPiece[] = [];
  const characters: CharacterPiece[] = [];
  const add = (c: Counter, owner: Seat, at: PlaceRef, seen?: SsView['pieces'][number]) => {
    const common = { id: c.id, owner, place: place(at), mp: seen?.mp ?? 0, done: seen?.done ?? false, crossed: false };
    if (c.kind === 'unit')
      units.push({
        ...common,
        type: c.what,
        demoralized: seen?.demoralized ?? false,
        ...(seen?.inside ? { inside: seen.inside } : {}),
        ...(seen?.sortie ? { sortie: true } : {}),
      });
    else characters.push({ ...common, character: c.what, wounds: seen?.wounds ?? 0 });
  };
  for (const p of view.pieces) add({ id: p.id, kind: p.kind, what: p.what }, p.owner, p.place, p);

  const known = new Set([...view.pieces.map((p) => p.id), ...view.casualties.map((c) => c.id)]);
  for (const enemy of view.seats) {
    if (enemy === seat) continue;
    const markers = view.enemyStacks.filter((m) => m.owner === enemy);
    if (markers.length === 0) continue;
    const drawn = shuffle(
      orderOfBattle(view, enemy).filter((c) => !known.has(c.id)),
      dice,
    );
    // A unit heads each marker where there are units enough: stacks of characters alone are the rare ones.
    const firsts = drawn.filter((c) => c.kind === 'unit').slice(0, markers.length);
    const rest = shuffle(
      drawn.filter((c) => !firsts.includes(c)),
      dice,
    );
    const unseen: Counter[] = [];
    for (let i = 0; i < markers.length; i++) {
      const head = firsts[i] ?? rest.shift();
      if (head) unseen.push(head);
    }
    const heads = unseen.length;
    // Each marker its count (or one, where markers show no count), then the rest anywhere.
    markers.forEach((m, i) => {
      if (i < heads) add(unseen[i]!, enemy, m.place);
      for (let k = 1; k < Math.max(1, m.count ?? 1) && rest.length > 0; k++) add(rest.shift()!, enemy, m.place);
    });
    if (markers.every((m) => m.count === undefined)) for (const c of rest) add(c, enemy, markers[dice.roll(markers.length) - 1]!.place);
  }

  return {
    options: view.options,
    seats: view.seats,
    turn: view.turn,
    phasing: Math.max(0, view.seats.indexOf(view.phasing)),
    phase: view.phase,
    units,
    characters,
    casualties: [...view.casualties],
    sieges: view.sieges.map((x) => ({
      kind: x.kind,
      hexes: x.hexes.map((h) => map.grid.index(h)!),
      besieged: x.besieged,
      besieger: x.besieger,
      turns: x.turns,
      breached: x.breached,
    })),
    foughtOpen: [],
    forgone: [],
    // Searched only where nothing is pending (the movement phase's steps): see `candidates`.
    pending: null,
    outcome: view.outcome,
  };
}

/** Strength standing (printed attack, halved while demoralized: III.D.6) and leadership of a seat's pieces. */
function standing(s: SsState, seat: Seat): number {
  const { tables } = gameContext(s.options);
  let v = 0;
  for (const u of s.units) if (u.owner === seat) v += (tables.units.get(u.type)?.attack ?? 0) * (u.demoralized ? 0.5 : 1);
  for (const c of s.characters) if (c.owner === seat) v += 2 * (tables.characters.get(c.character)?.leadership ?? 0);
  return v;
}

/**
 * The seat's standing against the enemy's: the victory points each would score now (SSV-A41, A42) and,
 * at half weight, the strength each still has on the map; a won game WIN, a lost one -WIN, a draw 0.
 */
export function evaluate(state: SsState, seat: Seat): number {
  const o = swordsAndSorcery.outcome(state);
  if (o) return o.winner === null ? 0 : o.winner === seat ? WIN : -WIN;
  const scores = swordsAndSorcery.view(state, seat).scores;
  let v = 0;
  for (const x of state.seats) {
    const sign = x === seat ? 1 : -1;
    v += sign * ((scores[x] ?? 0) + 0.5 * standing(state, x));
  }
  return v;
}

/**
 * The movement phase's candidates, best first: ending the phase, then one step for each pair of places
 * (the whole stack where it may go together, else its strongest single piece), steps into enemy-held
 * or fortified hexes first. Any other decision (a battle's, a reaction, a withdrawal, a siege offer) is
 * left to the heuristic: no candidates.
 */
export function candidates(state: SsState, seat: Seat, legal: readonly SsAction[]): SsAction[] {
  if (state.pending !== null || !legal.some((a) => a.type === 'move')) return [];
  const ctx = gameContext(state.options);
  const fortified = (ref: PlaceRef) => {
    const hex = ctx.scenario.map.grid.index(ref.hex);
    return hex !== undefined && Boolean(ctx.scenario.map.fortification[hex]);
  };
  const enemyHeld = new Set(state.units.filter((u) => u.owner !== seat).map((u) => ctx.scenario.map.grid.name(u.place.hex)));
  const placeOfPiece = new Map([...state.units, ...state.characters].map((p) => [p.id, p.place.hex]));
  const best = new Map<string, Extract<SsAction, { type: 'move' }>>();
  for (const a of legal) {
    if (a.type !== 'move') continue;
    const k = `${placeOfPiece.get(a.pieces[0]!)}>${a.to.hex}${a.to.complex ? 'c' : ''}`;
    const b = best.get(k);
    if (!b || a.pieces.length > b.pieces.length) best.set(k, a);
  }
  const score = (a: Extract<SsAction, { type: 'move' }>) =>
    (enemyHeld.has(a.to.hex) ? 20 : 0) + (fortified(a.to) ? 10 : 0) + a.pieces.length;
  const moves = [...best.values()].sort((x, y) => score(y) - score(x));
  const end = legal.filter((a) => a.type === 'end-movement');
  return [...end, ...moves, ...legal.filter((a) => a.type !== 'move' && a.type !== 'end-movement')];
}

/**
 * The ruleset as the search applies it: a guess may forbid a step the real game allows (a demoralized
 * unit may not enter a hex an enemy could react into, III.A / V.E, and a guessed leader in a marker's
 * stack could react where the real one has none). Such a step is then taken as no step in that
 * play-out (the state unchanged), not an error: the guess was wrong, not the choice.
 */
export const forgivingRules: typeof swordsAndSorcery = {
  ...swordsAndSorcery,
  apply(s, seat, action, dice) {
    const r = swordsAndSorcery.apply(s, seat, action, dice);
    return r.ok || action.type !== 'move' ? r : { ok: true, value: { state: s, events: [] } };
  },
};

/** The search agent with these settings, applying the root's steps with `forgivingRules`. */
export function ssSearchAgent(settings: SearchSettings): Agent {
  const agent = searchAgent(ssSearchSpec, settings);
  return { name: agent.name, choose: (ctx) => agent.choose({ ...ctx, ruleset: forgivingRules }) };
}

export const ssSearchSpec: SearchSpec<SsState, SsAction, SsView> = {
  determinize,
  evaluate,
  policy: ssHeuristicAgent,
  candidates,
};
