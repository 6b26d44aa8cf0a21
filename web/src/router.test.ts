import { describe, expect, it } from 'vitest';
import { inviteLink, parseRoute, routeHash, spectatorLink, type Route } from './router.js';

describe('routes', () => {
  it('round-trip through the hash', () => {
    const routes: Route[] = [
      { name: 'home' },
      { name: 'game', gameId: 'abc' },
      { name: 'join', gameId: 'abc', invite: 'x-y_z' },
      { name: 'replay', gameId: 'a/b' },
      { name: 'replay-file' },
      { name: 'rules', ruleset: 'swords-and-wizardry' },
    ];
    for (const r of routes) expect(parseRoute(routeHash(r))).toEqual(r);
  });

  it('reads the invite link format of docs/protocol.md', () => {
    expect(parseRoute('#/join/G1/INV')).toEqual({ name: 'join', gameId: 'G1', invite: 'INV' });
    expect(inviteLink('http://h:1', '/', 'G1', 'INV')).toBe('http://h:1/#/join/G1/INV');
  });

  it('sends anything unknown home', () => {
    expect(parseRoute('')).toEqual({ name: 'home' });
    expect(parseRoute('#/nowhere/1')).toEqual({ name: 'home' });
    expect(parseRoute('#/join/onlyone')).toEqual({ name: 'home' });
    expect(parseRoute('#/game/%E0%A4%A')).toEqual({ name: 'home' });
  });
});

describe('the spectator link', () => {
  it('opens the game as a spectator, with no token in it', () => {
    const link = spectatorLink('https://w.example', '/', 'g 1');
    expect(link).toBe('https://w.example/#/watch/g%201');
    expect(parseRoute('#/watch/g%201')).toEqual({ name: 'watch', gameId: 'g 1' });
    expect(routeHash({ name: 'watch', gameId: 'g 1' })).toBe('#/watch/g%201');
  });
});
