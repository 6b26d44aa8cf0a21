/**
 * Test support: checks every frame a viewer received during a game against the true state at that
 * seq (replayed from the game's record), so that no unrevealed enemy identity ever reached it.
 */
import { Match } from '../core/match.js';
import { diceSourceOf, type GameRecord } from '../core/record.js';
import { SPECTATOR, type Viewer } from '../core/ruleset.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import type { SwState } from '../rulesets/swords-and-wizardry/index.js';
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
