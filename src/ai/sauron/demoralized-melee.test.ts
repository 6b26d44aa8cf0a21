/**
 * A game found by `warband sim sauron -n 100 --swap --seed 1001` (issue 29.5): on seed 1099 Sauron's side
 * owed melee attacks (7.175) when its Beast fell in the Leader Combat Segment and it became Demoralized
 * (SAU-A5: no melee attacks). The Melee Combat Segment then offered nothing, not even its end. The
 * duty to fire now plans the owed attacks (map-rules.ts missileMustFire), which changed that game; on
 * seed 1020 the Beast's death again demoralizes Sauron's side in the middle of a Combat Phase.
 */
import { describe, expect, test } from 'vitest';
import { sauron } from '../../rulesets/sauron/index.js';
import { resolveAgent, type Agent } from '../index.js';
import { playMatch } from '../play-match.js';

describe('Sauron map game: a side Demoralized with melee attacks owed', () => {
  test('7.175 and SAU-A5: the owed attacks lapse and the game plays on to its end (seed 1020, heuristic v random)', () => {
    const r = playMatch(sauron, {}, 1020, { westernesse: resolveAgent('heuristic') as Agent, sauron: resolveAgent('random') as Agent });
    expect(r.outcome.clause).toMatch(/^SAU-/);
    // The Beast was killed, and Sauron's side was Demoralized, before the game ended.
    const events = r.match.events();
    const beast = events.findIndex((e) => e.type === 'leader-killed' && (e as { leaderId?: string }).leaderId === 'beast');
    const demoralized = events.findIndex((e) => e.type === 'side-demoralized' && (e as { side?: string }).side === 'sauron');
    expect(beast).toBeGreaterThan(0);
    // Demoralized by that death, within the same combat, and the game still went on to its end.
    expect(demoralized).toBeGreaterThan(beast);
    expect(demoralized - beast).toBeLessThan(10);
  });
});
