/** A1 Large Beasts: "particularly good against cavalry (whose mounts shy away...)": SSF-A49, option largeBeastsVsCavalry. */
import { describe, expect, test } from 'vitest';
import { isFresh, meleeDice, type MeleeFlags } from './melee.js';
import { meleeOdds } from './odds.js';
import { DEFAULT_OPTIONS, parseOptions, type Options } from './options.js';
import { field, unit } from './test-helpers.js';
import { rect } from '../../core/geometry/open-table.js';

const flags = (f: Partial<MeleeFlags> = {}): MeleeFlags => ({
  active: false,
  charging: false,
  frontal: true,
  fresh: true,
  difficult: false,
  supports: 0,
  bonuses: 0,
  ...f,
});
const opts = (rule: string): Options => {
  const r = parseOptions({ largeBeastsVsCavalry: rule });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const mammoth = unit('mammoth', { side: 'red', troopType: 'large-beasts', protection: 'armoured' });
const foot = unit('foot', { side: 'red' });
/** The dice `troopType` rolls charging (allocated a die, fresh) into `enemy`, which stands fresh. */
const charging = (troopType: string, enemy = mammoth, o: Options = DEFAULT_OPTIONS) =>
  meleeDice(unit('u', { troopType }), enemy, flags({ active: true }), flags(), undefined, o);

describe('A1 Large Beasts: good against cavalry (SSF-A49)', () => {
  test('A1 Large Beasts / SSF-A49: fresh cavalry against a large beast rolls 3 + 1 = 4, not the 3 + 1 + 1 = 5 of F10', () => {
    expect(charging('cavalry', foot).dice).toBe(5);
    const d = charging('cavalry');
    expect(d.dice).toBe(4);
    expect(d.steps.find((x) => x.clause === 'SSF-A49')?.text).toMatch(/shy away/);
  });

  test('A1 Large Beasts / SSF-A49: light horse and chariots lose the die too; beasts (not mounted) and other large beasts do not', () => {
    expect(charging('light-horse').dice).toBe(3);
    expect(charging('light-horse', foot).dice).toBe(4);
    expect(charging('chariots').dice).toBe(4);
    expect(charging('beasts').dice).toBe(4);
    expect(charging('beasts', foot).dice).toBe(4);
    expect(charging('large-beasts').dice).toBe(5);
  });

  test('A1 Large Beasts / SSF-A49: the large beast keeps its own fresh die against cavalry (3 + 1 = 4); an unfresh cavalry unit has no die to lose', () => {
    const cav = unit('cav', { troopType: 'cavalry' });
    expect(meleeDice(mammoth, cav, flags(), flags({ active: true })).dice).toBe(4);
    expect(meleeDice(cav, mammoth, flags({ active: true, fresh: false }), flags()).dice).toBe(4);
  });

  test('SSF-A49 largeBeastsVsCavalry=extra-die: the cavalry keeps its die and the large beast rolls one more (5 against 5); none: no effect', () => {
    const cav = unit('cav', { troopType: 'cavalry' });
    expect(charging('cavalry', mammoth, opts('extra-die')).dice).toBe(5);
    const beast = meleeDice(mammoth, cav, flags(), flags({ active: true }), undefined, opts('extra-die'));
    expect(beast.dice).toBe(5);
    expect(beast.steps.at(-1)).toMatchObject({ clause: 'SSF-A49' });
    expect(meleeDice(mammoth, foot, flags(), flags(), undefined, opts('extra-die')).dice).toBe(4);
    expect(charging('cavalry', mammoth, opts('none')).dice).toBe(5);
    expect(meleeDice(mammoth, cav, flags(), flags({ active: true }), undefined, opts('none')).dice).toBe(4);
  });

  test('SSF-A49: the exact melee odds count the same dice as the game (meleeOdds follows the option)', () => {
    const cav = unit('cav', { troopType: 'cavalry' });
    const sides = { a: { unit: cav, flags: flags({ active: true }), discipline: 4 }, b: { unit: mammoth, flags: flags(), discipline: 4 } };
    expect([meleeOdds(sides).attackerDice, meleeOdds(sides).defenderDice]).toEqual([4, 4]);
    expect([meleeOdds(sides, opts('extra-die')).attackerDice, meleeOdds(sides, opts('extra-die')).defenderDice]).toEqual([5, 5]);
    expect(meleeOdds(sides, opts('none')).attackerDice).toBe(5);
  });

  test('A1 Large Beasts: no combat penalty in rough ground: a large beast stays fresh in rough going (cavalry does not), but not in difficult (F7)', () => {
    const rough = [{ id: 'scrub', type: 'rough', polygon: rect(-5, -5, 5, 5) }];
    const marsh = [{ id: 'marsh', type: 'marsh', polygon: rect(-5, -5, 5, 5) }];
    const beast = unit('beast', { troopType: 'large-beasts' });
    const cav = unit('cav', { troopType: 'cavalry' });
    expect(isFresh(field([beast], rough), beast, DEFAULT_OPTIONS)).toBe(true);
    expect(isFresh(field([cav], rough), cav, DEFAULT_OPTIONS)).toBe(false);
    expect(isFresh(field([beast], marsh), beast, DEFAULT_OPTIONS)).toBe(false);
  });
});
