/** Every referee preset is a situation the rules accept. */
import { expect, test } from 'vitest';
import { REFEREE_PRESETS } from './presets.js';
import { swordAndSpearReferee } from './referee.js';

test('the referee presets: unique ids, each accepted by parseOptions', () => {
  expect(new Set(REFEREE_PRESETS.map((p) => p.id)).size).toBe(REFEREE_PRESETS.length);
  for (const p of REFEREE_PRESETS) {
    const r = swordAndSpearReferee.parseOptions(p.options);
    expect(r.ok ? 'ok' : `${p.id}: ${r.error.message}`).toBe('ok');
  }
});
