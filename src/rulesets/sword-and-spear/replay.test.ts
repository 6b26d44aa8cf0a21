/**
 * The rules made faster (bounds before sight checks, one target choice per battlefield, boxes before
 * polygons in the open-table geometry) are the same rules: random games with fixed seeds show the same
 * events and the same legal actions as they did before (hashes recorded from commit b971fe7: the rules
 * with SSF-A34's base sizes, before they were made faster).
 */
import { describe, expect, test } from 'vitest';
import { replayRandomGame } from '../test-replay.js';
import { swordAndSpear } from './ruleset.js';

const RECORDED = {
  1: { actions: 298, outcome: 'SSF-A35', events: '0a0cd28faa7adbbd', legal: 'bafa5ac480d9d4a4' },
  2: { actions: 268, outcome: 'SSF-A35', events: '5494484821e2686c', legal: 'fc7a2214eda9fb78' },
  3: { actions: 320, outcome: 'SSF-A35', events: '0dc04e3a1d6b23f3', legal: '9253c310dbb28edc' },
  4: { actions: 305, outcome: 'SSF-A35', events: '248f5081140c07e4', legal: '28d940b21ccf3df7' },
} as const;

describe('random games replay as recorded before the rules were made faster', () => {
  for (const [seed, recorded] of Object.entries(RECORDED))
    test(`seed ${seed}: the same events and legal actions`, { timeout: 60_000 }, () => {
      expect(replayRandomGame(swordAndSpear, Number(seed))).toEqual(recorded);
    });
});
