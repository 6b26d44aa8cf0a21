/**
 * Test support: checks every frame a viewer received during a game against the true state at that
 * seq (replayed from the game's record), so that no unrevealed enemy identity ever reached it.
 */
import { isDeepStrictEqual } from 'node:util';
import { Match } from '../core/match.js';
import { diceSourceOf, type GameRecord } from '../core/record.js';
import { SPECTATOR, type Viewer } from '../core/ruleset.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import { context, draft, type SwState, type SwView } from '../rulesets/swords-and-wizardry/index.js';
import type { Frame } from './test-helpers.js';

interface FramePiece {
  id: string;
  owner: string;
  square: string;
  kind: string | null;
}

/** Problems found (empty: none). Checks pieces in views, events, and legal actions. */
export function hiddenLeaks(frames: readonly Frame[], record: GameRecord, viewer: Viewer): string[] {
  const problems: string[] = [];
  const source = diceSourceOf(record);
  if (!source.ok) return [`record dice refused: ${source.error.message}`];
  const created = Match.create(swordsAndWizardry, record.options, source.value);
  if (!created.ok) return [`record options refused: ${created.error.message}`];
  const match = created.value;
  // true states by seq, built on demand (frames arrive in increasing seq, with repeats)
  const states: SwState[] = [match.state];
  const stateAt = (seq: number): SwState | undefined => {
    while (states.length <= seq && states.length - 1 < record.actions.length) {
      const a = record.actions[states.length - 1]!;
      const r = match.act(a.seat, a.action);
      if (!r.ok) throw new Error(`record does not replay at ${states.length - 1}: ${r.error.message}`);
      states.push(match.state);
    }
    return states[seq];
  };
  frames.forEach((frame, index) => {
    if (frame.type !== 'state') return;
    const truth = stateAt(frame.seq);
    if (!truth) {
      problems.push(`frame ${index}: seq ${frame.seq} is beyond the record`);
      return;
    }
    const over = truth.phase === 'over';
    const view = frame.view as { pieces: FramePiece[] };
    for (const p of view.pieces) {
      if (p.kind === null || (viewer !== SPECTATOR && p.owner === viewer)) continue;
      const real = truth.pieces.find((q) => q.id === p.id);
      if (!real) problems.push(`frame ${index}: unknown piece ${p.id}`);
      else if (!real.revealed && !over)
        problems.push(
          `frame ${index} (seq ${frame.seq}): ${p.owner} piece ${p.id} on ${p.square} shown as ${p.kind} before it was revealed`,
        );
      else if (real.kind !== p.kind) problems.push(`frame ${index}: piece ${p.id} shown as ${p.kind}, is ${real.kind}`);
    }
    // any piece named with its kind inside an event (a challenge, a surrounded castle) was revealed
    for (const shown of piecesIn(frame.events)) {
      if (viewer !== SPECTATOR && shown.owner === viewer) continue;
      const real = truth.pieces.find((q) => q.id === shown.id);
      if (!real || (!real.revealed && !over))
        problems.push(
          `frame ${index} (seq ${frame.seq}): an event names ${shown.owner} piece ${shown.id} as ${shown.kind} before it was revealed`,
        );
    }
    for (const e of frame.events as { type: string; seat?: string; audience?: string[] }[]) {
      if (e.type === 'placement' && e.seat !== viewer) problems.push(`frame ${index}: ${e.seat}'s placement was sent to ${viewer}`);
      if (e.audience && (viewer === SPECTATOR || !e.audience.includes(viewer)))
        problems.push(`frame ${index}: an event for ${e.audience.join(',')} was sent to ${viewer}`);
    }
    if (viewer === SPECTATOR && frame.legal.length > 0) problems.push(`frame ${index}: a spectator was sent legal actions`);
    if (frame.you !== (viewer === SPECTATOR ? null : viewer)) problems.push(`frame ${index}: you is ${frame.you}`);
  });
  return problems;
}

/** Every `{ id, owner, kind }` object nested anywhere in `value`. */
function piecesIn(value: unknown, out: { id: string; owner: string; kind: string }[] = []): { id: string; owner: string; kind: string }[] {
  if (Array.isArray(value)) for (const v of value) piecesIn(v, out);
  else if (typeof value === 'object' && value !== null) {
    const o = value as Record<string, unknown>;
    if (typeof o.id === 'string' && typeof o.owner === 'string' && typeof o.kind === 'string')
      out.push(o as { id: string; owner: string; kind: string });
    for (const v of Object.values(o)) piecesIn(v, out);
  }
  return out;
}

/** What a scan of pending decisions counted. */
export interface DecisionTally {
  /** Whole states checked (frames and HTTP answers). */
  frames: number;
  /** Those also checked against a state whose unrevealed identities were exchanged (see `decisionLeaks`). */
  exchanged: number;
}

export const newTally = (): DecisionTally => ({ frames: 0, exchanged: 0 });

/** The public keys of a Swords & Wizardry view and of its pending castle choice: anything else is reported. */
const VIEW_KEYS = 'captured,deployed,lastMove,moveLimit,options,outcome,pending,phase,pieces,ply,ruleset,toAct,turn,viewer';
const PIECE_KEYS = 'awaitingRescue,id,kind,moved,owner,revealed,square';
const PENDING_KEYS = 'castle,chooser';

const json = (x: unknown): string => JSON.stringify(x);

/**
 * Equal as a client reads them: after JSON, in any order of keys (a view patched by an update may hold
 * its keys in another order than the ruleset wrote them).
 */
export const same = (a: unknown, b: unknown): boolean =>
  isDeepStrictEqual(JSON.parse(JSON.stringify(a) ?? 'null'), JSON.parse(JSON.stringify(b) ?? 'null'));

/**
 * Problems with the decisions pending in the frames a viewer received (empty: none), checked against
 * the true state at each frame's seq (replayed from the record):
 *
 * - legal actions only for a seat whose decision is pending, and exactly its own (never a spectator's);
 * - the view is the ruleset's view of the truth, with no key the scan does not know, and a pending
 *   castle choice named only by its castle and its chooser, in every view, the chooser's included;
 * - nothing in the view or the legal actions depends on an unrevealed identity: each frame equals what
 *   the ruleset shows this viewer of the same state with the unrevealed kinds it cannot see exchanged
 *   among those pieces (the pieces outside castles, since a castle never holds a Siege Catapult, which
 *   anyone can see), with the castle choice's candidates worked out again from the exchanged kinds.
 */
export function decisionLeaks(frames: readonly Frame[], record: GameRecord, viewer: Viewer, tally: DecisionTally = newTally()): string[] {
  const problems: string[] = [];
  const source = diceSourceOf(record);
  if (!source.ok) return [`record dice refused: ${source.error.message}`];
  const created = Match.create(swordsAndWizardry, record.options, source.value);
  if (!created.ok) return [`record options refused: ${created.error.message}`];
  const match = created.value;
  const states: SwState[] = [match.state];
  const stateAt = (seq: number): SwState | undefined => {
    while (states.length <= seq && states.length - 1 < record.actions.length) {
      const a = record.actions[states.length - 1]!;
      const r = match.act(a.seat, a.action);
      if (!r.ok) throw new Error(`record does not replay at ${states.length - 1}: ${r.error.message}`);
      states.push(match.state);
    }
    return states[seq];
  };
  const rules = swordsAndWizardry;
  frames.forEach((frame, index) => {
    if (frame.type !== 'state') return;
    const truth = stateAt(frame.seq);
    if (!truth) return void problems.push(`frame ${index}: seq ${frame.seq} is beyond the record`);
    const where = `frame ${index} (seq ${frame.seq}) to ${viewer}`;
    tally.frames++;
    const toAct = rules.toAct(truth);
    // legal actions: the viewer's own pending decision's, else none
    const own = viewer !== SPECTATOR && toAct.includes(viewer) ? rules.legalActions(truth, viewer) : [];
    if (!same(frame.legal, own))
      problems.push(`${where}: legal actions ${json(frame.legal).slice(0, 120)}, expected ${json(own).slice(0, 120)}`);
    if (!same(frame.status.toAct, toAct)) problems.push(`${where}: toAct ${json(frame.status.toAct)}, expected ${json(toAct)}`);
    // the view: the ruleset's, with known keys only, and the castle choice's notice alone
    const view = frame.view as SwView;
    if (!same(view, rules.view(truth, viewer))) problems.push(`${where}: the view is not the ruleset's view of the truth`);
    if (Object.keys(view).sort().join() !== VIEW_KEYS) problems.push(`${where}: view keys ${Object.keys(view).sort().join()}`);
    for (const p of view.pieces)
      if (Object.keys(p).sort().join() !== PIECE_KEYS) problems.push(`${where}: piece keys ${Object.keys(p).sort().join()}`);
    if (view.pending && Object.keys(view.pending).sort().join() !== PENDING_KEYS)
      problems.push(`${where}: the castle choice shows ${Object.keys(view.pending).sort().join()}`);
    if (truth.phase === 'over') return;
    // the same frame for a state whose unrevealed identities are exchanged
    const other = exchanged(truth, viewer);
    if (!other) return;
    tally.exchanged++;
    if (!same(view, rules.view(other, viewer))) problems.push(`${where}: the view depends on an unrevealed identity`);
    const otherLegal = viewer !== SPECTATOR && toAct.includes(viewer) ? rules.legalActions(other, viewer) : [];
    if (!same(frame.legal, otherLegal)) problems.push(`${where}: the legal actions depend on an unrevealed identity`);
  });
  return problems;
}

/**
 * The state with the kinds of the pieces `viewer` cannot see (unrevealed, not its own, outside castles)
 * turned one place along (in id order), the castle choice's candidates worked out again; null when
 * there is nothing to exchange or when the exchange would leave no candidate (only possible with a force
 * of three or more Siege Catapults: the castle staying empty would show it to all).
 */
function exchanged(truth: SwState, viewer: Viewer): SwState | null {
  const { grid, castle } = context(truth.options).board;
  const hidden = truth.pieces.filter(
    (p) => p.square >= 0 && !p.revealed && (viewer === SPECTATOR || p.owner !== viewer) && castle[p.square] === null,
  );
  const kinds = hidden.map((p) => p.kind);
  if (new Set(kinds).size < 2) return null;
  const kindOf = new Map(hidden.map((p, i) => [p.id, kinds[(i + 1) % kinds.length]!]));
  const next = draft(truth);
  next.pieces = next.pieces.map((p) => (kindOf.has(p.id) ? { ...p, kind: kindOf.get(p.id)! } : p));
  if (next.pending) {
    const candidates = grid.orthogonal(next.pending.castle).filter((s) => next.pieces[next.board[s]!]!.kind !== 'siege-catapult');
    if (candidates.length === 0) return null;
    next.pending = { ...next.pending, candidates };
  }
  return next;
}
