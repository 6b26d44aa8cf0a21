import { describe, expect, it } from 'vitest';
import { swordsAndSorcery, swordsAndWizardry } from '../rulesets/index.js';
import { optionFieldsOf } from './option-fields.js';

describe('a field for every switchable assumption', () => {
  it('Swords & Sorcery: enum, int and boolean options named by assumptions, with their defaults and ids', () => {
    const fields = optionFieldsOf(swordsAndSorcery);
    const byKey = new Map(fields.map((f) => [f.key, f]));
    expect(byKey.get('dieCostShort')).toEqual({
      key: 'dieCostShort',
      kind: 'enum',
      values: ['stop', 'enter'],
      default: 'stop',
      assumptions: ['SSV-A54'],
    });
    expect(byKey.get('cvaLossStrength')).toMatchObject({
      kind: 'enum',
      values: ['x10', 'basic'],
      default: 'x10',
      assumptions: ['SSV-A36'],
    });
    expect(byKey.get('surrender')).toMatchObject({ kind: 'bool', default: true, assumptions: ['SSV-A51'] });
    expect(byKey.get('turns')).toMatchObject({ kind: 'int', min: 1, max: 99, default: 6 });
    expect(byKey.get('siegeTurnsFrom')).toMatchObject({ kind: 'enum', values: [0, 1], default: 0 });
    // The scenario is not an assumption's switch; "(rule)" readings have none.
    expect(byKey.has('scenario')).toBe(false);
    // Every scalar option an assumption names has a field (whole data files such as units are edited as files),
    // and every field's default is accepted.
    const parsed = swordsAndSorcery.parseOptions({});
    if (!parsed.ok) throw new Error(parsed.error.message);
    const scalar = (key: string) =>
      ['string', 'number', 'boolean'].includes(typeof (parsed.value as unknown as Record<string, unknown>)[key]);
    const named = swordsAndSorcery.assumptions.filter((a) => /^[A-Za-z]\w*$/.test(a.option) && scalar(a.option)).map((a) => a.option);
    expect(named.length).toBeGreaterThan(15);
    for (const key of named) expect(byKey.has(key), key).toBe(true);
    const defaults = Object.fromEntries(fields.map((f) => [f.key, f.default]));
    expect(swordsAndSorcery.parseOptions(defaults).ok).toBe(true);
  });

  it('Swords & Wizardry: its option switches too', () => {
    expect(optionFieldsOf(swordsAndWizardry).length).toBeGreaterThan(0);
  });
});
