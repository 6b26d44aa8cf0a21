/** The Sword & Spear Fantasy referee page's pure part. */
import { describe, expect, test } from 'vitest';
import { Match } from '../../../../../src/core/match.js';
import { swordAndSpearReferee } from '../../../../../src/rulesets/sword-and-spear/index.js';
import { circumstances, eventLines, optionEntries, parseSpec, PRESETS, summaryOf, unitLine } from './logic.js';

describe('Sword & Spear Fantasy referee page logic', () => {
  test('a preset sets every option key (absent ones back to their defaults)', () => {
    const e = optionEntries(PRESETS.find((p) => p.id === 'knights-charge')!.options);
    expect(e.map(([k]) => k)).toEqual(['kind', 'attacker', 'defender', 'shooting', 'melee', 'spell', 'rules']);
    expect(Object.fromEntries(e).shooting).toBeUndefined();
  });

  test('JSON: not JSON, not an object, or an unknown key is refused in words', () => {
    expect(parseSpec('{')).toMatchObject({ ok: false });
    expect(parseSpec('[]')).toMatchObject({ ok: false, error: expect.stringContaining('JSON object') });
    expect(parseSpec('{"kind":"melee","range":3}')).toMatchObject({ ok: false, error: expect.stringContaining('Unknown key: range') });
    expect(parseSpec('{"kind":"melee"}')).toEqual({ ok: true, value: { kind: 'melee' } });
  });

  test('9 Shooting procedure: the situation and the resolution in words, each step with its clause', () => {
    const m = Match.create(swordAndSpearReferee, PRESETS[0]!.options, 1);
    if (!m.ok) throw new Error(m.error.message);
    const v = m.value.view('attacker');
    expect(summaryOf(v)).toBe('Elf Archers against Black Orcs: a shooting · to resolve');
    expect(unitLine(v.units.attacker)).toMatch(/^Elf Archers: .*discipline \d/);
    expect(circumstances(v.options)).toEqual([{ text: 'range 3 DU', clause: '9 Range' }]);
    const r = m.value.act('attacker', { type: 'resolve' }, [6, 6, 6, 1, 1, 1, 1]);
    if (!r.ok) throw new Error(r.error.message);
    const lines = eventLines(v, m.value.events('attacker'));
    expect(lines[0]).toEqual({ text: 'Dice: 6 6 6 against 1 1 1 1', clause: '9 Combat dice', tone: 'info' });
    expect(lines.at(-1)).toMatchObject({ text: '3 hits', clause: 'SSF-A5' });
  });
});
