/**
 * Where a seat's pieces may step, and what each step costs, as that seat can know it: computed from
 * its own view (VI.A), so a client draws the moves without re-running a rule and learns nothing hidden.
 *
 *   const steps = moveTargets(view);                        // every stack's steps, piece by piece
 *   groupMoves(steps, { hex: '0303' }, ['west-17', 'west-18']) // where exactly these two may go together
 *   groupReach(view, { hex: '0303' }, ['west-17'])             // every place they may reach by steps, with the path
 *
 * An enemy stack seen only as a marker counts as holding units able to react (the seat cannot know
 * otherwise), so a step shown here is one the referee accepts; a step the marker's true contents would
 * allow is still the seat's to try.
 */
import type { Dice } from '../../../core/dice.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { Seat } from '../../../core/ruleset.js';
import { hexsideFeature, type Place } from '../map.js';
import type { Occupant } from '../movement.js';
import { gameContext } from './options.js';
import { move, occupantFor, pieceStepCost, stepRefusal, type SsEvent } from './rules.js';
import {
  adjacentPlaces,
  allowance,
  draft,
  placeKey,
  placeOf,
  refOf,
  samePlace,
  type CharacterPiece,
  type PlaceRef,
  type SsState,
  type UnitPiece,
} from './state.js';
import type { SsView } from './view.js';

/** One charge of a step's cost (II): movement points, the whole allowance (II.B, II.C), or a die (II.A). */
export interface StepPart {
  readonly what: string;
  readonly clause: string;
  readonly mp: number | 'allowance' | 'die';
}

/** What one step costs one piece, or why it may not take it. */
export type PieceStep =
  | {
      readonly id: string;
      readonly ok: true;
      /** Fixed movement points, the dice not counted. */
      readonly mp: number;
      /** d6 rolled when the step is taken, each adding its roll (II.A). */
      readonly dice: number;
      /** The step takes the whole allowance and ends the piece's move (II.B, II.C). */
      readonly wholeAllowance: boolean;
      /** Movement points left before the step. */
      readonly left: number;
      /** Movement points left after it, when no die is rolled (0 after a whole-allowance step). */
      readonly leftAfter: number | null;
      readonly parts: readonly StepPart[];
    }
  | { readonly id: string; readonly ok: false; readonly refusal: RuleError };

/** One step from a place into an adjacent one, for every piece there that may still move. */
export interface StepTarget {
  readonly from: PlaceRef;
  readonly to: PlaceRef;
  /** The places the step passes through, `from` first (a move is one step, SSV-A45). */
  readonly path: readonly PlaceRef[];
  /** The hexside crossed, if it has a feature ('stream', 'wall', ...). */
  readonly hexside?: string;
  /** Enemy units there (or a marker that may hide them): the stack halts (III.C) and a battle follows (III.D). */
  readonly enemy: boolean;
  readonly pieces: readonly PieceStep[];
}

/** A step the selected pieces may take together: the action to send, where they end, and each one's cost. */
export interface GroupMove {
  readonly action: { readonly type: 'move'; readonly pieces: readonly string[]; readonly to: PlaceRef };
  readonly from: PlaceRef;
  /** Where the pieces end (SSV-A54 'stop' may leave a piece that rolled short where it stood). */
  readonly to: PlaceRef;
  readonly path: readonly PlaceRef[];
  readonly hexside?: string;
  readonly enemy: boolean;
  readonly pieces: readonly Extract<PieceStep, { ok: true }>[];
}

/** Counts the dice instead of rolling them: each roll is 1 and marked in the parts it priced. */
const COUNTING: Dice = { roll: () => 1 };

/**
 * Every step open to the viewer's pieces now, place by place and piece by piece, from `view` alone.
 * Empty unless the viewer is moving (its movement phase, nothing pending).
 */
export function moveTargets(view: SsView): StepTarget[] {
  const seat = view.viewer;
  if (view.outcome || view.pending || view.phasing !== seat || !view.toAct.includes(seat)) return [];
  const { s, unseen } = seatsEye(view);
  const map = gameContext(s.options).scenario.map;
  const out: StepTarget[] = [];
  const froms = new Map<string, Place>();
  for (const p of [...s.units, ...s.characters]) if (p.owner === seat && !p.done) froms.set(placeKey(p.place), p.place);
  for (const from of froms.values()) {
    const movable = [...s.units, ...s.characters].filter((p) => p.owner === seat && !p.done && samePlace(p.place, from));
    for (const to of adjacentPlaces(map, from)) {
      const occupant: Occupant = unseen.has(placeKey(to)) ? 'enemy' : occupantFor(s, to, seat);
      const feature = from.hex === to.hex ? undefined : hexsideFeature(map, from.hex, to.hex);
      const pieces: PieceStep[] = movable.map((p) => {
        const refusal = stepRefusal(s, p, from, to, occupant, unseen);
        if (refusal) return { id: p.id, ok: false, refusal };
        const cost = pieceStepCost(s, p, from, to, occupant, COUNTING);
        if (!cost.ok) return { id: p.id, ok: false, refusal: cost.error };
        const left = allowance(s, p) - p.mp;
        const parts = cost.value.parts.map((x): StepPart => ({ what: x.what, clause: x.clause, mp: x.roll !== undefined ? 'die' : x.mp }));
        const dice = cost.value.rolls.length;
        const mp = cost.value.wholeAllowance ? cost.value.mp : cost.value.mp - dice;
        return {
          id: p.id,
          ok: true,
          mp,
          dice,
          wholeAllowance: cost.value.wholeAllowance,
          left,
          leftAfter: cost.value.wholeAllowance ? 0 : dice ? null : left - mp,
          parts,
        };
      });
      out.push({
        from: refOf(map, from),
        to: refOf(map, to),
        path: [refOf(map, from), refOf(map, to)],
        ...(feature ? { hexside: feature } : {}),
        enemy: occupant === 'enemy',
        pieces,
      });
    }
  }
  return out;
}

const sameRef = (a: PlaceRef, b: PlaceRef) => a.hex === b.hex && !a.complex === !b.complex;

/**
 * Where exactly the pieces `selection` (standing together in `from`) may step as one group: every
 * place each of them may enter (SSV-A45: each piece pays its own cost).
 */
export function groupMoves(targets: readonly StepTarget[], from: PlaceRef, selection: readonly string[]): GroupMove[] {
  if (selection.length === 0) return [];
  const out: GroupMove[] = [];
  for (const t of targets) {
    if (!sameRef(t.from, from)) continue;
    const chosen = selection.map((id) => t.pieces.find((p) => p.id === id));
    if (!chosen.every((p): p is Extract<PieceStep, { ok: true }> => p?.ok === true)) continue;
    out.push({
      action: { type: 'move', pieces: [...selection], to: t.to },
      from: t.from,
      to: t.to,
      path: t.path,
      ...(t.hexside ? { hexside: t.hexside } : {}),
      enemy: t.enemy,
      pieces: chosen,
    });
  }
  return out;
}

/** A place a group may reach by several steps (SSV-A45: one step an action), the cheapest way as the seat can know it. */
export interface GroupPath {
  readonly from: PlaceRef;
  readonly to: PlaceRef;
  /** The places passed through, `from` first. */
  readonly path: readonly PlaceRef[];
  /** The move actions to send in order, one a step. */
  readonly steps: readonly GroupMove['action'][];
  /** Enemy units at the end (or a marker that may hide them): the stack halts there (III.C). */
  readonly enemy: boolean;
  /** What each piece pays along the whole path: fixed movement points, d6 rolled (II.A), or the whole allowance. */
  readonly pieces: readonly Extract<PieceStep, { ok: true }>[];
}

/**
 * Every place the pieces `selection` (standing together in `from`) may reach this movement phase by
 * steps the rules allow, each step checked as `moveTargets` checks it and taken on the seat's own view
 * as `move` takes it. A path ends at a step whose cost is a die (II.A: what is left is known only once
 * rolled), one that takes the whole allowance (II.B, II.C) and one into enemy units (III.C). An enemy
 * reaction (III.A) may still stop the group on the way; the page stops sending steps then.
 */
export function groupReach(view: SsView, from: PlaceRef, selection: readonly string[]): GroupPath[] {
  const seat = view.viewer;
  if (selection.length === 0 || view.outcome || view.pending || view.phasing !== seat || !view.toAct.includes(seat)) return [];
  const { s, unseen } = seatsEye(view);
  const map = gameContext(s.options).scenario.map;
  const start = placeOf(map, from);
  if (!start) return [];
  type Node = {
    st: SsState;
    at: Place;
    path: PlaceRef[];
    steps: GroupMove['action'][];
    spent: number;
    open: boolean;
    totals: Map<string, Total>;
  };
  type Total = { mp: number; dice: number; whole: boolean; left: number; parts: StepPart[] };
  const best = new Map<string, Node>();
  const queue: Node[] = [{ st: s, at: start, path: [refOf(map, start)], steps: [], spent: 0, open: true, totals: new Map() }];
  best.set(placeKey(start), queue[0]!);
  while (queue.length > 0) {
    queue.sort((a, b) => a.spent - b.spent || a.steps.length - b.steps.length);
    const node = queue.shift()!;
    if (best.get(placeKey(node.at)) !== node || !node.open) continue;
    const pieces = selection.map((id) => [...node.st.units, ...node.st.characters].find((p) => p.id === id));
    if (!pieces.every((p) => p && p.owner === seat && samePlace(p.place, node.at))) continue;
    for (const to of adjacentPlaces(map, node.at)) {
      const occupant: Occupant = unseen.has(placeKey(to)) ? 'enemy' : occupantFor(node.st, to, seat);
      const costs = pieces.map((p) =>
        stepRefusal(node.st, p!, node.at, to, occupant, unseen) ? null : pieceStepCost(node.st, p!, node.at, to, occupant, COUNTING),
      );
      if (!costs.every((c) => c?.ok)) continue;
      const paid = costs.map((c) => (c!.ok ? c!.value : null)!);
      const spent = node.spent + paid.reduce((n, c) => n + c.mp, 0);
      const seen = best.get(placeKey(to));
      if (seen && (seen.spent < spent || (seen.spent === spent && seen.steps.length <= node.steps.length + 1))) continue;
      const next = draft(node.st);
      const events: SsEvent[] = [];
      if (!move(next, seat, selection, to, COUNTING, events).ok) continue;
      next.pending = null;
      const totals = new Map<string, Total>();
      pieces.forEach((p, i) => {
        const before = node.totals.get(p!.id) ?? { mp: 0, dice: 0, whole: false, left: allowance(node.st, p!) - p!.mp, parts: [] };
        const c = paid[i]!;
        const dice = c.rolls.length;
        totals.set(p!.id, {
          mp: before.mp + (c.wholeAllowance ? c.mp : c.mp - dice),
          dice: before.dice + dice,
          whole: before.whole || c.wholeAllowance,
          left: before.left,
          parts: [
            ...before.parts,
            ...c.parts.map((x): StepPart => ({ what: x.what, clause: x.clause, mp: x.roll !== undefined ? 'die' : x.mp })),
          ],
        });
      });
      const ended = occupant === 'enemy' || paid.some((c) => c.wholeAllowance || c.rolls.length > 0);
      const step: GroupMove['action'] = { type: 'move', pieces: [...selection], to: refOf(map, to) };
      const n: Node = { st: next, at: to, path: [...node.path, refOf(map, to)], steps: [...node.steps, step], spent, open: !ended, totals };
      best.set(placeKey(to), n);
      queue.push(n);
    }
  }
  best.delete(placeKey(start));
  return [...best.values()].map((n) => ({
    from: refOf(map, start),
    to: refOf(map, n.at),
    path: n.path,
    steps: n.steps,
    enemy: unseen.has(placeKey(n.at)) || occupantFor(s, n.at, seat) === 'enemy',
    pieces: selection.map((id) => {
      const t = n.totals.get(id)!;
      return {
        id,
        ok: true as const,
        mp: t.mp,
        dice: t.dice,
        wholeAllowance: t.whole,
        left: t.left,
        leftAfter: t.whole ? 0 : t.dice ? null : t.left - t.mp,
        parts: t.parts,
      };
    }),
  }));
}

/** The game as `view.viewer` sees it: its own pieces whole, enemy pieces it shares a place with, and the markers' places. */
function seatsEye(view: SsView): { s: SsState; unseen: ReadonlySet<string> } {
  const map = gameContext(view.options).scenario.map;
  const place = (ref: PlaceRef): Place => placeOf(map, ref)!;
  const units: UnitPiece[] = [];
  const characters: CharacterPiece[] = [];
  for (const p of view.pieces) {
    const common = { id: p.id, owner: p.owner, place: place(p.place), mp: p.mp ?? 0, done: p.done ?? false, crossed: false };
    if (p.kind === 'unit')
      units.push({
        ...common,
        type: p.what,
        demoralized: p.demoralized ?? false,
        ...(p.inside ? { inside: p.inside } : {}),
        ...(p.sortie ? { sortie: true } : {}),
      });
    else characters.push({ ...common, character: p.what, wounds: p.wounds ?? 0 });
  }
  const s: SsState = {
    options: view.options,
    seats: view.seats,
    turn: view.turn,
    phasing: Math.max(0, view.seats.indexOf(view.phasing)),
    phase: view.phase,
    units,
    characters,
    casualties: [],
    sieges: view.sieges.map((x) => ({ ...x, hexes: x.hexes.map((h) => map.grid.index(h)!) })),
    foughtOpen: [],
    forgone: [],
    pending: null,
    outcome: null,
  };
  const unseen = new Set(view.enemyStacks.filter((x) => x.owner !== (view.viewer as Seat)).map((x) => placeKey(place(x.place))));
  return { s, unseen };
}
