/**
 * The server's `status` (docs/protocol.md, "Status") as the shell shows it: the game clock, the
 * abandonment claim and the server-level end of a game. The status arrives decoded with the
 * protocol's schema (src/protocol); these are pure helpers on it. The server's numbers are the truth
 * and the client only counts down from the last ones it was sent.
 *
 *   formatClock(clockRemainingMs(snapshot.status.clock!, 'red', Date.now() - receivedAt)); // '4:59'
 */
import type { Seat } from '../../src/core/ruleset.js';
import { MAX_SETTING_SECONDS, type ClockStatus, type GameStatus, type NoticeKind } from '../../src/protocol/index.js';
import type { GameMode } from './rulesets/registry.js';

export type { ClockStatus, GameStatus };
export type EndedBy = NonNullable<GameStatus['endedBy']>;

/**
 * A seat's time left `elapsedMs` after the status arrived: a running clock counts down from the
 * server's number, a stopped one shows it. Never below zero; null when the seat has no clock.
 */
export function clockRemainingMs(clock: ClockStatus, seat: Seat, elapsedMs: number): number | null {
  const left = clock.remainingMs[seat];
  if (left === undefined) return null;
  const spent = clock.running.includes(seat) ? Math.max(0, elapsedMs) : 0;
  return Math.max(0, left - spent);
}

/** Clock text: '4:05', '1:02:03', '2d 03:04'. Rounds up, so '0:00' means the time is out. */
export function formatClock(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const s = total % 60;
  const m = Math.floor(total / 60) % 60;
  const h = Math.floor(total / 3600) % 24;
  const d = Math.floor(total / 86400);
  const two = (n: number) => String(n).padStart(2, '0');
  if (d > 0) return `${d}d ${two(h)}:${two(m)}`;
  if (h > 0) return `${h}:${two(m)}:${two(s)}`;
  return `${m}:${two(s)}`;
}

/** A wait in words, for "you may claim in …": '3 h 20 min', '12 min', '40 s'. */
export function formatWait(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  if (total < 60) return `${total} s`;
  const minutes = Math.ceil(total / 60);
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h < 48) return m ? `${h} h ${m} min` : `${h} h`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

export interface ClaimChance {
  /** The held seat that would claim (it has no decision pending). */
  readonly seat: Seat;
  /** The seats that have left their decision pending. */
  readonly idle: readonly Seat[];
  /** How long until the claim is allowed; 0 when it is now. */
  readonly waitMs: number;
}

/**
 * Whether one of `held` may claim the game under the abandonment rule, and when: the game is active,
 * it has the rule, a held seat has no decision pending and another seat has. Idle time is measured
 * from the server's `idleSince` to its `clock.asOf` when it sent one (no skew between the machines'
 * clocks), else to the local time of arrival, plus `elapsedMs` since the status arrived. The server
 * decides; a claim sent too early is refused with the time left.
 */
export function claimChance(status: GameStatus, held: readonly Seat[], receivedAt: number, elapsedMs: number): ClaimChance | null {
  if (status.phase !== 'active' || status.claimAfterSeconds === null || status.idleSince === null) return null;
  const seat = held.find((s) => !status.toAct.includes(s));
  if (seat === undefined) return null;
  // In hot-seat every seat is held here: nobody to claim against.
  const idle = status.toAct.filter((s) => !held.includes(s));
  if (idle.length === 0) return null;
  const serverNow = status.clock?.asOf || receivedAt;
  const idleMs = serverNow - status.idleSince + Math.max(0, elapsedMs);
  return { seat, idle, waitMs: Math.max(0, status.claimAfterSeconds * 1000 - idleMs) };
}

/**
 * A seat's name with who holds it, for the seats list and the status line. A spectator holds no seat,
 * so no seat is "yours" and no one is "your opponent": a person's seat is just named.
 */
export function seatLabelText(
  name: string,
  holder: 'human' | 'computer' | 'open' | undefined,
  how: { readonly mode: GameMode | 'spectator'; readonly held: boolean; readonly level?: string },
): string {
  if (how.mode === 'hotseat') return name;
  if (how.held) return `${name} (you)`;
  if (holder === 'computer') return `${name} (computer${how.level ? `, ${how.level}` : ''})`;
  if (holder === 'open') return `${name} (waiting for a friend)`;
  return how.mode === 'spectator' ? name : `${name} (your opponent)`;
}

/** A notice from the server (a draw offered, a takeback granted...) in words, `who` naming the seat. */
export function noticeText(kind: NoticeKind, who: string): string {
  switch (kind) {
    case 'draw-offered':
      return `${who} offers a draw.`;
    case 'draw-declined':
      return `${who} declines the draw.`;
    case 'takeback-requested':
      return `${who} asks to take back their last move.`;
    case 'takeback-granted':
      return `Takeback granted (${who}): the moves are taken back.`;
    case 'takeback-refused':
      return `${who} refuses the takeback.`;
  }
}

/** The server-level cause of a game's end, in words; null for an end by the rules. */
export function endedByText(endedBy: EndedBy | null): string | null {
  if (endedBy === 'resignation') return 'Ended by resignation.';
  if (endedBy === 'agreement') return 'Ended by agreement: the players agreed to a draw.';
  if (endedBy === 'time') return 'Ended on time: a game clock ran out.';
  if (endedBy === 'abandoned') return 'Ended by abandonment: a player did not move in time and the game was claimed.';
  if (endedBy === 'expired') return 'Expired: nobody joined the game in time.';
  return null;
}

/** The optional settings of a new game, as the server's createGameSchema expects them. */
export interface TimeSettings {
  readonly clock?: number;
  readonly claimAfterSeconds?: number;
}

/** The server's upper bound on both settings (createGameSchema, src/protocol): 30 days. */
export { MAX_SETTING_SECONDS };

function positive(text: string, unit: number, what: string): { value?: number; error?: string } {
  const t = text.trim();
  if (!t) return {};
  const n = Number(t.replace(',', '.'));
  if (!Number.isFinite(n) || n <= 0) return { error: `${what} must be a positive number (or empty for none).` };
  const seconds = Math.round(n * unit);
  if (seconds < 1) return { error: `${what} must be at least one second.` };
  if (seconds > MAX_SETTING_SECONDS) return { error: `${what} may be at most 30 days.` };
  return { value: seconds };
}

/**
 * The clock (minutes per side) and claim delay (hours) typed on the home page, as request fields: an
 * empty field is no setting; the clock is for computer and online games, the claim for online games.
 */
export function timeSettings(
  mode: GameMode,
  clockMinutes: string,
  claimHours: string,
): { ok: true; value: TimeSettings } | { ok: false; error: string } {
  if (mode === 'hotseat') return { ok: true, value: {} };
  const clock = positive(clockMinutes, 60, 'The game clock');
  if (clock.error) return { ok: false, error: clock.error };
  const claim = mode === 'online' ? positive(claimHours, 3600, 'The claim delay') : {};
  if (claim.error) return { ok: false, error: claim.error };
  return {
    ok: true,
    value: {
      ...(clock.value !== undefined ? { clock: clock.value } : {}),
      ...(claim.value !== undefined ? { claimAfterSeconds: claim.value } : {}),
    },
  };
}
