/** Random encounters through the Ruleset (random-encounters.ts): moved here from the ruleset's ruleset.test.ts, which imports nothing above the rules. */
import { describe, expect, test } from 'vitest';
import { soakSize } from '../../test-soak.js';
import { playRandomEncounter } from './random-encounters.js';

describe('properties: random encounters through the Ruleset', () => {
  test('a few hundred random encounters with random options: no crash, Star never below zero, every encounter ends (SWS-A17)', () => {
    const runs = soakSize('SWS_RANDOM_ENCOUNTERS', { modest: 50, full: 200 });
    const ended = new Map<string, number>();
    for (let i = 0; i < runs; i++) {
      const r = playRandomEncounter(1000 + i, { turns: 2 });
      expect(r.failure, JSON.stringify(r.options)).toBeUndefined();
      expect(r.minStar).toBeGreaterThanOrEqual(0);
      ended.set(r.outcome!.clause, (ended.get(r.outcome!.clause) ?? 0) + 1);
    }
    expect([...ended.keys()]).toEqual(['SWS-A17']);
    expect(ended.get('SWS-A17')).toBe(runs);
  });
});
