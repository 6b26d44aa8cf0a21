import { describe, expect, test } from 'vitest';
import { BATTLE_ASSUMPTIONS } from './assumptions.js';
import { battleOptionsSchema, DEFAULT_BATTLE_OPTIONS, parseBattleOptions } from './options.js';

describe('battle assumptions and options', () => {
  test('assumptions: exactly SSV-A20..SSV-A39, then SSV-A60 and SSV-A61, each with its reading and reason', () => {
    expect(BATTLE_ASSUMPTIONS.map((a) => a.id)).toEqual([...Array.from({ length: 20 }, (_, i) => `SSV-A${20 + i}`), 'SSV-A60', 'SSV-A61']);
    for (const a of BATTLE_ASSUMPTIONS) for (const field of [a.text, a.chosen, a.why]) expect(field.length, a.id).toBeGreaterThan(10);
  });

  test('options: every option an assumption names is in the schema, and every option is named by one', () => {
    const named = BATTLE_ASSUMPTIONS.map((a) => a.option).filter((o) => !o.startsWith('('));
    expect(new Set(named)).toEqual(new Set(Object.keys(battleOptionsSchema.shape)));
    expect(new Set(named).size).toBe(named.length);
    for (const a of BATTLE_ASSUMPTIONS) if (a.option.startsWith('(')) expect(a.alternatives, a.id).toEqual([]);
  });

  test('options: defaults, and unknown or bad options are refused', () => {
    expect(DEFAULT_BATTLE_OPTIONS).toMatchObject({ lossRounding: 'exact', leaderRequired: 'always', withdrawalDelay: 1, roundLimit: 100 });
    expect(parseBattleOptions({ lossRounding: 'sideways' }).ok).toBe(false);
    expect(parseBattleOptions({ militia: 3 }).ok).toBe(false);
    expect(parseBattleOptions({ withdrawalDelay: 2 }).ok).toBe(true);
  });
});
