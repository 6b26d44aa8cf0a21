import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../../core/dice.js';
import { checkLeadershipPlan, defaultLeadershipPlan, demoralize, moraleCheck } from './morale.js';
import { DEFAULT_BATTLE_OPTIONS as options } from './options.js';
import { character, unit } from './test-helpers.js';

describe('V: morale', () => {
  test('V: a roll at or under the rating passes; over it fails', () => {
    expect(moraleCheck({ rating: 3, leadership: 0, modifier: 0 }, new ScriptedDice([3])).passed).toBe(true);
    expect(moraleCheck({ rating: 3, leadership: 0, modifier: 0 }, new ScriptedDice([4])).passed).toBe(false);
  });

  test('V.A: conjured units (1) pass only on a 1; Goblins and Orcs (2) on 1-2', () => {
    expect(moraleCheck({ rating: 1, leadership: 0, modifier: 0 }, new ScriptedDice([2])).passed).toBe(false);
    expect(moraleCheck({ rating: 2, leadership: 0, modifier: 0 }, new ScriptedDice([2])).passed).toBe(true);
  });

  test("V.B: a same-race character's Leadership lowers the roll", () => {
    expect(moraleCheck({ rating: 3, leadership: 2, modifier: 0 }, new ScriptedDice([5]))).toEqual({ roll: 5, modified: 3, passed: true });
  });

  test('III.D.6: the table modifier applies to the post-combat check (+2 for the lower side)', () => {
    expect(moraleCheck({ rating: 3, leadership: 0, modifier: 2 }, new ScriptedDice([2]))).toEqual({ roll: 2, modified: 4, passed: false });
  });

  test('V.B: Leadership may be split, but not beyond the rating: the full rating on one unit only', () => {
    const chars = [character('glade', { leadership: 3 })];
    const units = [unit('m1'), unit('m2')];
    expect(
      checkLeadershipPlan(
        [
          { characterId: 'glade', unitId: 'm1', points: 2 },
          { characterId: 'glade', unitId: 'm2', points: 1 },
        ],
        chars,
        units,
      ),
    ).toBeNull();
    expect(
      checkLeadershipPlan(
        [
          { characterId: 'glade', unitId: 'm1', points: 3 },
          { characterId: 'glade', unitId: 'm2', points: 3 },
        ],
        chars,
        units,
      ),
    ).toMatch(/Leadership 3, not 6/);
  });

  test('V.B: only a character of the same race may help', () => {
    expect(
      checkLeadershipPlan(
        [{ characterId: 'gilith', unitId: 'm1', points: 1 }],
        [character('gilith', { race: 'Elf', leadership: 2 })],
        [unit('m1')],
      ),
    ).toMatch(/only to Elf units/);
  });

  test('V.B (SSV-A24): by default points are spread, strongest unit first, never past a certain pass', () => {
    const chars = [character('glade', { leadership: 4 })];
    const units = [unit('small', { attack: 2 }), unit('big', { attack: 8 }), unit('elf', { race: 'Elf', attack: 9 })];
    expect(defaultLeadershipPlan('spread', chars, units, options)).toEqual([
      { characterId: 'glade', unitId: 'big', points: 2 },
      { characterId: 'glade', unitId: 'small', points: 2 },
    ]);
    expect(defaultLeadershipPlan('spread', chars, [unit('only', { morale: 4 })], options)).toEqual([
      { characterId: 'glade', unitId: 'only', points: 2 },
    ]);
    expect(defaultLeadershipPlan('full-on-strongest', chars, units, options)).toEqual([{ characterId: 'glade', unitId: 'big', points: 4 }]);
  });

  test('V.C: a failure Demoralizes; V.C.1: an already-Demoralized unit Demoralized again is eliminated', () => {
    expect(demoralize({ demoralized: false }, false, options)).toBe('demoralized');
    expect(demoralize({ demoralized: true }, false, options)).toBe('eliminated');
    expect(demoralize({ demoralized: true }, true, options)).toBe('eliminated');
  });

  test('V.C.1 (SSV-A28): with once-per-round, a second result in the same round does nothing more', () => {
    expect(demoralize({ demoralized: true }, true, { demoralizations: 'once-per-round' })).toBe('no-further-effect');
    expect(demoralize({ demoralized: true }, false, { demoralizations: 'once-per-round' })).toBe('eliminated');
  });
});
