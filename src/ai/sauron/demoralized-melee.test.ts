/**
 * A game found by `warband sim sauron -n 100 --swap --seed 1001` (issue 29.5): on seed 1099 Sauron's side
 * owed melee attacks (7.175) when its Beast fell in the Leader Combat Segment and it became Demoralized
 * (SAU-A5: no melee attacks). The Melee Combat Segment then offered nothing, not even its end.
 */
import { describe, expect, test } from 'vitest';
import { sauron } from '../../rulesets/sauron/index.js';
import { resolveAgent, type Agent } from '../index.js';
import { playMatch } from '../play-match.js';

describe('Sauron map game: a side Demoralized with melee attacks owed', () => {
  test('7.175 and SAU-A5: the owed attacks lapse and the game plays on to its end (seed 1099, heuristic v random)', () => {
    const r = playMatch(sauron, {}, 1099, { westernesse: resolveAgent('heuristic') as Agent, sauron: resolveAgent('random') as Agent });
    expect(r.outcome.clause).toMatch(/^SAU-/);
    // The Beast was killed, and Sauron's side was Demoralized, before the game ended.
    const events = r.match.events();
    expect(events.some((e) => e.type === 'leader-killed' && (e as { leaderId?: string }).leaderId === 'beast')).toBe(true);
    expect(events.some((e) => e.type === 'side-demoralized' && (e as { side?: string }).side === 'sauron')).toBe(true);
  });
});
