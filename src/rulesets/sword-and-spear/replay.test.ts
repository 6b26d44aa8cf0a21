/**
 * The rules made faster (bounds before sight checks, one target choice per battlefield, boxes before
 * polygons in the open-table geometry) are the same rules: random games with fixed seeds show the same
 * events and the same legal actions as they did before (hashes recorded from commit a521609).
 */
import { describe, expect, test } from 'vitest';
import { replayRandomGame } from '../test-replay.js';
import { swordAndSpear } from './ruleset.js';

const RECORDED = {
  1: { actions: 300, outcome: 'SSF-A35', events: '456c554339689533', legal: 'cc8d1dd1bddb38f8' },
  2: { actions: 269, outcome: 'SSF-A35', events: '62ee03fde269e056', legal: '36095357265a9a51' },
  3: { actions: 301, outcome: 'SSF-A35', events: '0e49ec5e0576aa67', legal: '682cf48f19993b1d' },
  4: { actions: 289, outcome: 'SSF-A35', events: '6a7c5d083c9e597a', legal: '3981acac2fc728f1' },
} as const;

describe('random games replay as recorded before the rules were made faster', () => {
  for (const [seed, recorded] of Object.entries(RECORDED))
    test(`seed ${seed}: the same events and legal actions`, { timeout: 60_000 }, () => {
      expect(replayRandomGame(swordAndSpear, Number(seed))).toEqual(recorded);
    });
});
