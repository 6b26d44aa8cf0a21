/**
 * What the record keeper's screen shows, from the view the server sent (the whole record: nothing is
 * hidden in a refereed game). Words come from the ruleset's own describe.ts; this file only picks and
 * arranges. Pure, so it is tested without a browser.
 */
import type { GameEvent, Outcome, Seat } from '../../../../../src/core/ruleset.js';
import {
  describeAction,
  eventLine,
  overReason,
  parseRefereeOptions,
  phaseName,
  REFEREE_SEAT,
  restoreForRematch,
  system,
  type RecordAction,
  type SauronRefereeView,
} from '../../../../../src/rulesets/sauron/index.js';
import type { CreateGameBody } from '../../../net/api.js';
import type { GameMode, LogLine } from '../../registry.js';
import { leaderRowsOf, narsilTextOf, ringTextOf, type LeaderRow } from '../common/record-text.js';

export type { RecordAction, SauronRefereeView };
export const SEATS: readonly Seat[] = [REFEREE_SEAT];
export const seatName = (seat: Seat): string => (seat === REFEREE_SEAT ? 'Referee' : seat);
export const SEAT_COLOR = '#6b4f2a';

export function outcomeOf(v: SauronRefereeView): Outcome | null {
  const o = v.summary.over;
  return o ? { winner: null, reason: overReason(o), clause: o.clause } : null;
}

export const toActOf = (v: SauronRefereeView): readonly Seat[] => (v.summary.over ? [] : [REFEREE_SEAT]);

export function summaryOf(v: SauronRefereeView): string {
  const s = v.summary;
  const levels = `Demoralization: Westernesse ${s.demoralization.westernesse.level}, Sauron ${s.demoralization.sauron.level}`;
  return `Game-turn ${s.turn} · ${phaseName(s.phase)}${s.night ? ' (night)' : ''} · ${levels}`;
}

/** One log line for the shell's log (the system's describer); the phase changes mark a new step. */
export const describeLogEvent = (e: GameEvent, viewer: Seat | null = null, view?: unknown): LogLine | null =>
  system.describe.event(e, { viewer, view });

export type { LeaderRow };

export const leaderRows = (v: SauronRefereeView): LeaderRow[] => leaderRowsOf(v.summary.leaders);
export const ringText = (v: SauronRefereeView): string => ringTextOf(v.summary.ring);
export const narsilText = (v: SauronRefereeView): string => narsilTextOf(v.summary.narsil);

/** The Mortal Combat under way in words, or null. */
export function mortalText(v: SauronRefereeView): string | null {
  const m = v.mortal;
  if (!m || m.phase === 'over') return null;
  const what =
    m.phase === 'challenged'
      ? `${m.defender.name} must accept or refuse`
      : m.phase === 'closing'
        ? `${m[m.mover!].name} moves to meet his foe in his Movement Phase`
        : `round ${m.round + 1} is next; they fight until one is dead`;
  return `Mortal Combat: ${m.challenger.name} against ${m.defender.name}: ${what}.`;
}

/** The legal choices the screen offers as buttons: everything but Leader Combat (the combat form's) and the next phase (its own button). */
export function quickChoices(legal: readonly RecordAction[]): { action: RecordAction; label: string }[] {
  return legal
    .filter((a) => a.type !== 'leader-combat' && a.type !== 'next-phase')
    .map((action) => ({ action, label: describeAction(action) }));
}

/** Leader Combats the rules accept now, as attacker -> defenders. */
export function combatPairs(legal: readonly RecordAction[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const a of legal) if (a.type === 'leader-combat') out.set(a.attacker, [...(out.get(a.attacker) ?? []), a.defender]);
  return out;
}

export interface LogBlock {
  readonly seq: number;
  readonly head: string;
  readonly lines: readonly { text: string; clause: string }[];
}

/** The record's log, newest first: each change with the events it caused and their clauses. */
export function logBlocks(v: SauronRefereeView): LogBlock[] {
  return [...v.log].reverse().map((entry) => ({
    seq: entry.seq,
    head: `Turn ${entry.turn}, ${phaseName(entry.phase)}: ${describeAction(entry.action)}`,
    lines: entry.events.map((e) => {
      const l = eventLine(e);
      return { text: l.text, clause: l.clause };
    }),
  }));
}

/** The kinds of change the "record a change" form makes, and the fields each needs. */
export const CHANGES = [
  { kind: 'wound', label: 'Wounds (Endurance lost)', fields: ['leader', 'points', 'text'] },
  { kind: 'move', label: "A leader's hex", fields: ['leader', 'text'] },
  { kind: 'unit-eliminated', label: 'Units eliminated', fields: ['side', 'morale', 'points', 'text'] },
  { kind: 'narsil-broken', label: 'Narsil broken', fields: ['cause'] },
  { kind: 'shards-destroyed', label: 'The shards of Narsil destroyed', fields: [] },
  { kind: 'nationality-destroyed', label: "A nationality's units all destroyed", fields: ['text'] },
  { kind: 'spend-magic', label: 'Magic Capability Points spent', fields: ['points'] },
] as const;
export type ChangeKind = (typeof CHANGES)[number]['kind'];

export interface ChangeForm {
  readonly kind: ChangeKind;
  readonly leader: string;
  readonly points: string;
  readonly text: string;
  readonly side: string;
  readonly morale: string;
  readonly cause: string;
}

/** The form as an action, or what to fix (the server checks the rules). */
export function changeAction(f: ChangeForm): RecordAction | { error: string } {
  const n = Number(f.points);
  const count = () => (Number.isInteger(n) && n >= 1 ? n : null);
  switch (f.kind) {
    case 'wound':
      return count()
        ? { type: 'wound', leader: f.leader, points: n, cause: f.text.trim() || 'wounded' }
        : { error: 'How many Endurance points? A whole number, 1 or more.' };
    case 'move':
      return { type: 'move', leader: f.leader, to: f.text.trim() || null };
    case 'unit-eliminated':
      return count()
        ? ({
            type: 'unit-eliminated',
            side: f.side,
            morale: f.morale,
            count: n,
            ...(f.text.trim() ? { unit: f.text.trim() } : {}),
          } as RecordAction)
        : { error: 'How many units? A whole number, 1 or more.' };
    case 'narsil-broken':
      return { type: 'narsil-broken', cause: f.cause as 'missile' | 'melee' | 'death-breath' };
    case 'shards-destroyed':
      return { type: 'shards-destroyed', cause: 'destroyed as per 19.21' };
    case 'nationality-destroyed':
      return f.text.trim()
        ? { type: 'nationality-destroyed', nationality: f.text.trim() }
        : { error: 'Which nationality (men, elves, dwarves, …)?' };
    case 'spend-magic':
      return count() ? { type: 'spend-magic', points: n } : { error: 'How many points? A whole number, 1 or more.' };
  }
}

// ---------------------------------------------------------------- the Expanded Game's rematch

/**
 * Expanded Game: the options of the rematch of a first battle that ended without a decisive victory
 * (the view's `expandedGame`): the first battle's rules that differ from the defaults, and its end as
 * `firstBattle`. Null while there is no such end (the battle goes on, or was won).
 */
export function rematchOptionsOf(v: Pick<SauronRefereeView, 'expandedGame' | 'options'>): Record<string, unknown> | null {
  if (!v.expandedGame) return null;
  const defaults = parseRefereeOptions({});
  const base: Readonly<Record<string, unknown>> = defaults.ok ? defaults.value : {};
  const rules = Object.fromEntries(Object.entries(v.options).filter(([k, x]) => JSON.stringify(x) !== JSON.stringify(base[k])));
  return { ...rules, firstBattle: v.expandedGame };
}

/** The new game a "start the rematch" button asks the server for (POST /api/games): a record keeper, hot-seat unless this one is played online. */
export function rematchRequest(
  v: Pick<SauronRefereeView, 'expandedGame' | 'options'>,
  mode: GameMode | 'spectator',
): CreateGameBody | null {
  const options = rematchOptionsOf(v);
  if (!options) return null;
  const m: GameMode = mode === 'online' ? 'online' : 'hotseat';
  return { ruleset: 'sauron-referee', mode: m, options, ...(m === 'online' ? { seat: REFEREE_SEAT } : {}) };
}

/** What the rematch will start with (expanded.ts's restoration): each leader restored, replaced or dead, the Ring, Narsil, the magic points, each with its clause. */
export function rematchPreview(v: Pick<SauronRefereeView, 'expandedGame' | 'options'>): { text: string; clause: string }[] {
  if (!v.expandedGame) return [];
  const r = restoreForRematch(v.expandedGame, { levels: v.options.rematchLevels });
  if (!r.ok) return [{ text: r.error.message, clause: r.error.clause }];
  return r.value.events.map((e) => {
    const l = eventLine(e);
    return { text: l.text, clause: l.clause };
  });
}
