import { describe, expect, it } from 'vitest';
import { decodeStatus } from '../../src/protocol/index.js';
import {
  claimChance,
  clockRemainingMs,
  endedByText,
  formatClock,
  formatWait,
  noticeText,
  seatLabelText,
  timeSettings,
  type GameStatus,
} from './status.js';

const base = {
  phase: 'active',
  toAct: ['red'],
  outcome: null,
  endedBy: null,
  clock: { initialSeconds: 300, remainingMs: { red: 120_000, black: 250_000 }, running: ['red'], asOf: 1_000_000 },
  claimAfterSeconds: 3600,
  idleSince: 1_000_000 - 600_000,
};

// Reading the status itself (decodeStatus) is tested with the protocol: src/protocol/index.test.ts.

describe('the clock', () => {
  const clock = decodeStatus(base)!.clock!;

  it('counts down only the running seat, from the server number, never below zero', () => {
    expect(clockRemainingMs(clock, 'red', 0)).toBe(120_000);
    expect(clockRemainingMs(clock, 'red', 20_500)).toBe(99_500);
    expect(clockRemainingMs(clock, 'black', 20_500)).toBe(250_000);
    expect(clockRemainingMs(clock, 'red', 500_000)).toBe(0);
    expect(clockRemainingMs(clock, 'red', -5)).toBe(120_000);
    expect(clockRemainingMs(clock, 'green', 0)).toBeNull();
  });

  it('formats minutes, hours and days, rounding up', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(-10)).toBe('0:00');
    expect(formatClock(1)).toBe('0:01');
    expect(formatClock(65_000)).toBe('1:05');
    expect(formatClock(599_001)).toBe('10:00');
    expect(formatClock(3_723_000)).toBe('1:02:03');
    expect(formatClock((2 * 86400 + 3 * 3600 + 4 * 60) * 1000)).toBe('2d 03:04');
  });

  it('words a wait', () => {
    expect(formatWait(40_000)).toBe('40 s');
    expect(formatWait(61_000)).toBe('2 min');
    expect(formatWait(3600_000)).toBe('1 h');
    expect(formatWait(3 * 3600_000 + 20 * 60_000)).toBe('3 h 20 min');
    expect(formatWait(50 * 3600_000)).toBe('2 d 2 h');
  });
});

describe('claimChance', () => {
  const s = decodeStatus(base)!;

  it('lets the waiting seat claim once the other has been idle claimAfterSeconds', () => {
    // Idle 10 minutes of 60 when sent.
    expect(claimChance(s, ['black'], 5, 0)).toEqual({ seat: 'black', idle: ['red'], waitMs: 3_000_000 });
    expect(claimChance(s, ['black'], 5, 2_999_000)?.waitMs).toBe(1000);
    expect(claimChance(s, ['black'], 5, 3_100_000)?.waitMs).toBe(0);
  });

  it('measures idle time by the local arrival time when there is no clock', () => {
    const noClock: GameStatus = { ...s, clock: null };
    expect(claimChance(noClock, ['black'], 400_000 + 3_600_000, 0)?.waitMs).toBe(0);
    expect(claimChance(noClock, ['black'], 400_000, 1000)?.waitMs).toBe(3_599_000);
  });

  it('offers no claim to the seat that must act, in hot-seat, without the rule, or unless active', () => {
    expect(claimChance(s, ['red'], 0, 1e12)).toBeNull();
    expect(claimChance(s, ['red', 'black'], 0, 1e12)).toBeNull();
    expect(claimChance({ ...s, claimAfterSeconds: null }, ['black'], 0, 1e12)).toBeNull();
    expect(claimChance({ ...s, phase: 'waiting' }, ['black'], 0, 1e12)).toBeNull();
    expect(claimChance({ ...s, phase: 'over', toAct: [] }, ['black'], 0, 1e12)).toBeNull();
    expect(claimChance({ ...s, toAct: [] }, ['black'], 0, 1e12)).toBeNull();
  });
});

describe('endedByText', () => {
  it('names the server-level causes only', () => {
    expect(endedByText('time')).toMatch(/time/);
    expect(endedByText('abandoned')).toMatch(/abandon/);
    expect(endedByText('rules')).toBeNull();
    expect(endedByText(null)).toBeNull();
  });
});

describe('timeSettings', () => {
  it('sends minutes as clock seconds and hours as claimAfterSeconds', () => {
    expect(timeSettings('online', '10', '24')).toEqual({ ok: true, value: { clock: 600, claimAfterSeconds: 86400 } });
    expect(timeSettings('computer', '1.5', '24')).toEqual({ ok: true, value: { clock: 90 } });
    expect(timeSettings('online', ' ', '')).toEqual({ ok: true, value: {} });
    expect(timeSettings('online', '', '0,5')).toEqual({ ok: true, value: { claimAfterSeconds: 1800 } });
    expect(timeSettings('hotseat', '10', '1')).toEqual({ ok: true, value: {} });
  });

  it('refuses what the server would', () => {
    expect(timeSettings('computer', '0', '')).toMatchObject({ ok: false });
    expect(timeSettings('computer', '-3', '')).toMatchObject({ ok: false });
    expect(timeSettings('computer', 'ten', '')).toMatchObject({ ok: false });
    expect(timeSettings('online', '', String(31 * 24))).toMatchObject({ ok: false });
    expect(timeSettings('online', String(30 * 24 * 60), String(30 * 24))).toMatchObject({ ok: true });
  });
});

describe('who holds a seat, and the players’ notices (docs/web.md)', () => {
  it('a spectator is told whose seat is whose, and never of an "opponent"', () => {
    const watch = { mode: 'spectator', held: false } as const;
    expect(seatLabelText('Red', 'human', watch)).toBe('Red');
    expect(seatLabelText('Black', 'computer', { ...watch, level: 'beginner' })).toBe('Black (computer, beginner)');
    expect(seatLabelText('Black', 'open', watch)).toBe('Black (waiting for a friend)');
    for (const holder of ['human', 'computer', 'open'] as const) expect(seatLabelText('Red', holder, watch)).not.toMatch(/opponent|you/);
  });

  it('a player is told which seat is theirs and which their opponent’s; hot-seat names only', () => {
    expect(seatLabelText('Red', 'human', { mode: 'online', held: true })).toBe('Red (you)');
    expect(seatLabelText('Black', 'human', { mode: 'online', held: false })).toBe('Black (your opponent)');
    expect(seatLabelText('Black', 'human', { mode: 'hotseat', held: true })).toBe('Black');
  });

  it('notices and the players’ ends read as words', () => {
    expect(noticeText('draw-offered', 'Black')).toBe('Black offers a draw.');
    expect(noticeText('takeback-refused', 'Red')).toBe('Red refuses the takeback.');
    expect(endedByText('resignation')).toBe('Ended by resignation.');
    expect(endedByText('agreement')).toMatch(/agreed to a draw/);
  });
});
