/**
 * The server's `status` (docs/protocol.md, "Status") as the shell reads it: the game clock, the
 * abandonment claim and the server-level end of a game. Pure helpers; the server's numbers are the
 * truth and the client only counts down from the last ones it was sent.
 *
 *   const status = readStatus(snapshot.status);
 *   formatClock(clockRemainingMs(status.clock!, 'red', Date.now() - receivedAt)); // '4:59'
 */
import type { Outcome, Seat } from '../../src/core/ruleset.js';
import type { GameMode } from './rulesets/registry.js';

export type EndedBy = 'rules' | 'time' | 'abandoned';

export interface ClockStatus {
  readonly initialSeconds: number;
  /** Each seat's time left when the server sent the status. */
  readonly remainingMs: Readonly<Record<Seat, number>>;
  /** The seats whose clocks were running. */
  readonly running: readonly Seat[];
  /** The server's time (epoch ms) when it measured `remainingMs`. */
  readonly asOf: number;
}

export interface GameStatus {
  readonly phase: 'waiting' | 'active' | 'over';
  readonly toAct: readonly Seat[];
  readonly outcome: Outcome | null;
  readonly endedBy: EndedBy | null;
  readonly clock: ClockStatus | null;
  readonly claimAfterSeconds: number | null;
  /** The server's time (epoch ms) when the decisions now pending began. */
  readonly idleSince: number | null;
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const seats = (v: unknown): Seat[] => (Array.isArray(v) ? v.filter((s): s is Seat => typeof s === 'string') : []);

/** Reads a `status` defensively: anything missing or malformed reads as absent. */
export function readStatus(raw: unknown): GameStatus | null {
  if (!isRecord(raw)) return null;
  const phase = raw.phase === 'waiting' || raw.phase === 'active' || raw.phase === 'over' ? raw.phase : null;
  if (!phase) return null;
  const o = raw.outcome;
  const outcome: Outcome | null =
    isRecord(o) && typeof o.reason === 'string' && (o.winner === null || typeof o.winner === 'string')
      ? { winner: o.winner as Seat | null, reason: o.reason, clause: typeof o.clause === 'string' ? o.clause : '' }
      : null;
  const endedBy = raw.endedBy === 'rules' || raw.endedBy === 'time' || raw.endedBy === 'abandoned' ? raw.endedBy : null;
  const c = raw.clock;
  let clock: ClockStatus | null = null;
  if (isRecord(c) && isRecord(c.remainingMs) && isNumber(c.initialSeconds)) {
    const remainingMs = Object.fromEntries(Object.entries(c.remainingMs).filter((e): e is [string, number] => isNumber(e[1])));
    clock = { initialSeconds: c.initialSeconds, remainingMs, running: seats(c.running), asOf: isNumber(c.asOf) ? c.asOf : 0 };
  }
  return {
    phase,
    toAct: seats(raw.toAct),
    outcome,
    endedBy,
    clock,
    claimAfterSeconds: isNumber(raw.claimAfterSeconds) && raw.claimAfterSeconds > 0 ? raw.claimAfterSeconds : null,
    idleSince: isNumber(raw.idleSince) ? raw.idleSince : null,
  };
}

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

/** The server-level cause of a game's end, in words; null for an end by the rules. */
export function endedByText(endedBy: EndedBy | null): string | null {
  if (endedBy === 'time') return 'Ended on time: a game clock ran out.';
  if (endedBy === 'abandoned') return 'Ended by abandonment: a player did not move in time and the game was claimed.';
  return null;
}

/** The optional settings of a new game, as the server's createGameSchema expects them. */
export interface TimeSettings {
  readonly clock?: number;
  readonly claimAfterSeconds?: number;
}

/** The server's upper bound on both settings (src/server/schemas.ts): 30 days. */
export const MAX_SETTING_SECONDS = 30 * 24 * 3600;

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
export function timeSettings(mode: GameMode, clockMinutes: string, claimHours: string): { ok: true; value: TimeSettings } | { ok: false; error: string } {
  if (mode === 'hotseat') return { ok: true, value: {} };
  const clock = positive(clockMinutes, 60, 'The game clock');
  if (clock.error) return { ok: false, error: clock.error };
  const claim = mode === 'online' ? positive(claimHours, 3600, 'The claim delay') : {};
  if (claim.error) return { ok: false, error: claim.error };
  return {
    ok: true,
    value: { ...(clock.value !== undefined ? { clock: clock.value } : {}), ...(claim.value !== undefined ? { claimAfterSeconds: claim.value } : {}) },
  };
}
