/**
 * The Sauron system's one wording (core Describer): the map game's and the record keeper's events as
 * log lines, and the decision pending. The words themselves live in game/describe.ts (the map's events)
 * and referee/describe.ts (the record keeper's, which the map game also raises); the web log, the CLI
 * and the replay all come through here.
 *
 *   describer.event({ type: 'phase', clause: '5.0', turn: 2, phase: 'sauron-movement', night: false }, { viewer: null })
 *   // { text: 'Game-turn 2, Sauron Movement Phase', clause: '5.0', tone: 'info', move: true }
 */
import type { GameEvent } from '../../core/ruleset.js';
import type { DescribeContext, Describer, EventLine } from '../../core/system.js';
import { describeGameEvent, phaseText } from './game/describe.js';
import type { SauronView } from './game/ruleset.js';
import { phaseName, sideName } from './referee/describe.js';
import { overReason, type SauronRefereeView } from './referee/ruleset.js';

/** The record keeper's tones as a log shows them: a combat roll is a challenge. */
const TONE = { info: 'info', combat: 'challenge', result: 'result', end: 'end' } as const;

/** One log line for an event of either engine; a new phase starts a numbered step. */
export function eventLine(event: GameEvent, _context?: DescribeContext): EventLine & { readonly clause: string } {
  const l = describeGameEvent(event as never);
  return { text: l.text, clause: l.clause, tone: TONE[l.tone], ...(event.type === 'phase' ? { move: true } : {}) };
}

const isRefereeView = (v: unknown): v is SauronRefereeView => typeof v === 'object' && v !== null && 'summary' in v && 'log' in v;

/** The decision pending: 'Game-turn 3 of 18 · Sauron Combat Phase · Sauron to act', or the game's end. */
export function decisionText(rulesetId: string, view: unknown): string {
  if (rulesetId === 'sauron-referee' || isRefereeView(view)) {
    const s = (view as SauronRefereeView).summary;
    if (s.over) return `The game is over: ${overReason(s.over)}`;
    return `Game-turn ${s.turn} · ${phaseName(s.phase)}${s.night ? ' (night)' : ''} · the referee records`;
  }
  const v = view as SauronView;
  if (v.outcome) return `The game is over: ${v.outcome.reason}`;
  const who = v.toAct.map(sideName).join(' and ');
  return `${phaseText(v)}${who ? ` · ${who} to act` : ''}`;
}

export const describer: Describer = { event: eventLine, decision: decisionText };
