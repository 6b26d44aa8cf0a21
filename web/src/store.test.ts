import { describe, expect, it } from 'vitest';
import { findGame, forgetGame, listGames, memoryStorage, readJson, rememberGame, updateGame } from './store.js';

describe('stored games', () => {
  it('remembers, merges seats, updates and forgets', () => {
    const s = memoryStorage();
    rememberGame({ gameId: 'g1', ruleset: 'swords-and-wizardry', mode: 'online', seats: { red: 't1' }, createdAt: 1 }, s);
    rememberGame({ gameId: 'g2', ruleset: 'swords-and-wizardry', mode: 'computer', seats: { black: 't2' }, createdAt: 2 }, s);
    rememberGame({ gameId: 'g1', ruleset: 'swords-and-wizardry', mode: 'online', seats: { black: 't3' }, createdAt: 9 }, s);
    expect(listGames(s).map((g) => g.gameId)).toEqual(['g2', 'g1']);
    expect(findGame('g1', s)!.seats).toEqual({ red: 't1', black: 't3' });
    expect(findGame('g1', s)!.createdAt).toBe(1);
    updateGame('g1', { result: { winner: 'red', reason: 'r' } }, s);
    expect(findGame('g1', s)!.result).toEqual({ winner: 'red', reason: 'r' });
    forgetGame('g1', s);
    expect(findGame('g1', s)).toBeUndefined();
  });

  it('survives garbage in storage', () => {
    const s = memoryStorage();
    s.setItem('warband.games.v1', '{not json');
    expect(listGames(s)).toEqual([]);
    s.setItem('warband.games.v1', JSON.stringify([{ nope: 1 }, { gameId: 'x', seats: {}, createdAt: 0 }]));
    expect(listGames(s).map((g) => g.gameId)).toEqual(['x']);
    expect(readJson('missing', 42, s)).toBe(42);
    expect(readJson('k', 1, null)).toBe(1);
  });
});
