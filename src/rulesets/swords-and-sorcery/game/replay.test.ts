/**
 * Changes made for speed alone (the step cost's names written only when needed, who holds each place
 * found once for a list of moves) leave the rules as they were: random games with fixed seeds show the
 * same events, hidden ones included, and the same legal actions (hashes recorded from commit a521609).
 */
import { describe, expect, test } from 'vitest';
import { replayRandomGame } from '../../test-replay.js';
import { swordsAndSorcery } from './ruleset.js';

const RECORDED = {
  1: { actions: 929, outcome: 'SSV-A41', events: 'edde5c6b5c45928c', legal: '29546663099dbf0b' },
  2: { actions: 930, outcome: 'SSV-A41', events: '26ac75b4ab967eaa', legal: 'a511ebf74018d2bf' },
  3: { actions: 903, outcome: 'SSV-A41', events: 'cc4fedfa07924bd6', legal: '45b2d70c57387a40' },
} as const;

describe('random games replay as recorded before the rules were made faster', () => {
  for (const [seed, recorded] of Object.entries(RECORDED))
    test(`seed ${seed}: the same events and legal actions`, { timeout: 60_000 }, () => {
      expect(replayRandomGame(swordsAndSorcery, Number(seed))).toEqual(recorded);
    });
});
