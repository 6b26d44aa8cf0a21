import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../core/dice.js';
import { baseDistance, rect } from '../../core/geometry/open-table.js';
import { act, baseOf, gap, standingIn, targetChoice } from './actions.js';
import { TABLES } from './data.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { ch, find, skirmish } from './test-helpers.js';

const none = new ScriptedDice([]);
const code = (r: ReturnType<typeof act>) => (r.ok ? 'ok' : `${r.error.code} @ ${r.error.clause}`);

describe('SWS-A8: distances base edge to base edge', () => {
  test('gap is the open-table baseDistance of the two square bases, in closed form', () => {
    const dice = SeededDice.fromSeed(8);
    for (let i = 0; i < 200; i++) {
      const a = ch('ysolde', 'A', { x: dice.roll(400) / 10, y: dice.roll(400) / 10 });
      const b = ch('skarn', 'B', { x: dice.roll(400) / 10, y: dice.roll(400) / 10 });
      const size = { ...o, baseSize: dice.roll(3) / 2 };
      expect(gap(a, b, size)).toBeCloseTo(baseDistance(baseOf(a, size), baseOf(b, size)), 9);
    }
  });
});

describe('Movement', () => {
  test('a move action opens Boots inches, usable before and after another action (SWS-A13)', () => {
    const s = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 40 })], [], 'ysolde');
    const r1 = act(s, { type: 'move', to: { x: 10, y: 13 } }, none, o);
    expect(r1.ok && r1.value.state.activation).toMatchObject({ ap: 1, moveLeft: 3, moved: true });
    const r2 = r1.ok ? act(r1.value.state, { type: 'breather' }, none, o) : r1;
    const r3 = r2.ok ? act(r2.value.state, { type: 'move', to: { x: 13, y: 13 } }, none, o) : r2;
    expect(r3.ok && r3.value.state.activation).toMatchObject({ ap: 0, moveLeft: 0 });
    const r4 = r3.ok ? act(r3.value.state, { type: 'move', to: { x: 14, y: 13 } }, none, o) : r3;
    expect(code(r4)).toBe('ERR_TOO_FAR @ Movement');
  });
  test('unless charging, a move cannot end within 1" of an enemy; not through enemies', () => {
    const s = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 14 })], [], 'ysolde');
    expect(code(act(s, { type: 'move', to: { x: 10, y: 12.5 } }, none, o))).toBe('ERR_ENDS_NEAR_ENEMY @ Movement');
    expect(code(act(s, { type: 'move', to: { x: 10, y: 12.5 }, charge: true }, none, o))).toBe('ok');
    expect(code(act(s, { type: 'move', to: { x: 10, y: 16 } }, none, o))).toBe('ERR_THROUGH_ENEMY @ Movement');
  });
  test('Melee Attacks: characters in a melee cannot make move actions', () => {
    const s = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 11.5 })], [], 'ysolde');
    expect(code(act(s, { type: 'move', to: { x: 5, y: 10 } }, none, o))).toBe('ERR_IN_MELEE @ Melee Attacks');
  });
  test('Take Cover: getting up from prone moves at half speed', () => {
    const s = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }, { prone: true }), ch('skarn', 'B', { x: 40, y: 40 })], [], 'ysolde');
    expect(code(act(s, { type: 'move', to: { x: 10, y: 14 } }, none, o))).toBe('ERR_TOO_FAR @ Movement');
    const r = act(s, { type: 'move', to: { x: 10, y: 13 } }, none, o);
    expect(r.ok && find(r.value.state, 'ysolde').prone).toBe(false);
  });
});

describe('Ranged Attacks', () => {
  const wall = { type: 'building', polygon: rect(15, 18, 25, 22) };
  test('needs line of sight and range', () => {
    const s = skirmish([ch('ysolde', 'A', { x: 20, y: 10 }), ch('skarn', 'B', { x: 20, y: 30 })], [wall], 'ysolde');
    expect(code(act(s, { type: 'ranged', target: 'skarn' }, none, o))).toBe('ERR_NO_SIGHT @ Ranged Attacks');
    const far = skirmish([ch('ysolde', 'A', { x: 5, y: 5 }), ch('skarn', 'B', { x: 5, y: 40 })], [], 'ysolde');
    expect(code(act(far, { type: 'ranged', target: 'skarn' }, none, o))).toBe('ERR_OUT_OF_RANGE @ Ranged Attacks');
  });
  test('Ranged Attacks / SWS-A11: only the closest enemy, or the closest not in cover when the closest is in cover; others need a Runes test, and a failed one spends the action', () => {
    const hedge = { type: 'hedge', polygon: rect(8, 13, 12, 17) };
    const s = skirmish(
      [
        ch('ysolde', 'A', { x: 10, y: 5 }),
        ch('skarn', 'B', { x: 10, y: 15 }),
        ch('vell', 'B', { x: 20, y: 15 }),
        ch('gorvath', 'B', { x: 30, y: 20 }),
      ],
      [hedge],
      'ysolde',
    );
    const y = find(s, 'ysolde');
    expect(targetChoice(s, y, find(s, 'skarn'), o).kind).toBe('allowed');
    expect(targetChoice(s, y, find(s, 'vell'), o).kind).toBe('allowed');
    expect(targetChoice(s, y, find(s, 'gorvath'), o).kind).toBe('runes');
    // Runes 3: a 5 fails and the action is lost (SWS-A11)
    const r = act(s, { type: 'ranged', target: 'gorvath' }, new ScriptedDice([5]), o);
    expect(r.ok && r.value.state.activation!.ap).toBe(1);
    expect(r.ok && r.value.events.map((e) => e.type)).toEqual(['runes-test']);
  });
  test('the modifiers are applied: aimed +2 and within 6"; the shot uses the aim up (SWS-A12); a crossbow shoots once per activation (SWS-A1)', () => {
    const s = skirmish(
      [ch('vell', 'B', { x: 10, y: 10 }, { aim: { target: 'ysolde', bonus: 2 } }), ch('ysolde', 'A', { x: 10, y: 15 })],
      [],
      'vell',
    );
    // 3 AD vs Key 4 at +3: 1,1,2 -> 4,4,5: one hit; Shield 1: evasion 3 fails
    const r = act(s, { type: 'ranged', target: 'ysolde' }, new ScriptedDice([1, 1, 2, 3, 6, 6]), o);
    expect(r.ok && r.value.events.find((e) => e.type === 'ranged-modifiers')).toMatchObject({ total: 3 });
    expect(r.ok && find(r.value.state, 'ysolde').star).toBe(4);
    expect(r.ok && find(r.value.state, 'vell').aim).toBeUndefined();
    const again = r.ok ? act(r.value.state, { type: 'ranged', target: 'ysolde' }, none, o) : r;
    expect(code(again)).toBe('ERR_ONCE @ SWS-A1');
  });
});

describe('Melee Attacks', () => {
  test('the enemy must be within 1 inch; a spear adds +1 the turn it charges', () => {
    const s = skirmish([ch('skarn', 'B', { x: 10, y: 10 }), ch('brannoc', 'A', { x: 10, y: 12.5 })], [], 'skarn');
    expect(code(act(s, { type: 'melee', target: 'brannoc' }, none, o))).toBe('ERR_NOT_IN_REACH @ Melee Attacks');
    const c = skirmish([ch('skarn', 'B', { x: 10, y: 10 }), ch('brannoc', 'A', { x: 10, y: 11.5 })], [], 'skarn', {
      charged: true,
      moved: true,
    });
    // 4 AD vs Mallet 4 at +1: 4 -> 5 > 4 a hit; 3,3,3 miss; Shield 2: evasion 1 removes all
    const r = act(c, { type: 'melee', target: 'brannoc' }, new ScriptedDice([4, 3, 3, 3, 1]), o);
    expect(r.ok && r.value.events[0]).toMatchObject({ hits: 1, modifier: 1, clause: 'Melee Attacks' });
    expect(r.ok && find(r.value.state, 'brannoc').star).toBe(6);
  });
});

describe('Aiming, Take Cover, Breather, Rally, Cast a Spell', () => {
  test('SWS-A9: terrain.json: hedge and wood soft, wall and building heavy, hill and tower elevated; a model is in a piece when its base centre is (inArea)', () => {
    const kinds = (id: string) => TABLES.terrain.get(id);
    expect(
      ['hedge', 'wood', 'wall', 'building', 'hill', 'tower'].map((id) => [
        id,
        kinds(id)!.cover,
        kinds(id)!.blocksSight,
        kinds(id)!.elevated,
      ]),
    ).toEqual([
      ['hedge', 'soft', false, false],
      ['wood', 'soft', true, false],
      ['wall', 'heavy', false, false],
      ['building', 'heavy', true, false],
      ['hill', 'none', false, true],
      ['tower', 'heavy', false, true],
    ]);
    // A 1" base at x 10 spans 9.5..10.5; the hedge begins at 10.2: the centre is outside, a part of the base inside.
    const s = skirmish(
      [ch('ysolde', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 30 })],
      [{ type: 'hedge', polygon: rect(10.2, 5, 20, 15) }],
      'ysolde',
    );
    expect(standingIn(s, find(s, 'ysolde'), o)).toEqual({ cover: 'none', elevated: false });
    expect(standingIn(s, find(s, 'ysolde'), { ...o, inArea: 'any-part' })).toEqual({ cover: 'soft', elevated: false });
    const hill = skirmish(
      [ch('ysolde', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 30 })],
      [{ type: 'hill', polygon: rect(9.8, 5, 20, 15) }],
      'ysolde',
    );
    expect(standingIn(hill, find(hill, 'ysolde'), o)).toEqual({ cover: 'none', elevated: true });
  });

  test('Aiming: 1 or 2 AP give +1 or +2', () => {
    const s = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 30 })], [], 'ysolde');
    const r = act(s, { type: 'aim', target: 'skarn', ap: 2 }, none, o);
    expect(r.ok && find(r.value.state, 'ysolde').aim).toEqual({ target: 'skarn', bonus: 2 });
    expect(r.ok && r.value.state.activation!.ap).toBe(0);
  });
  test('Take Cover: prone in the open; in cover, took cover', () => {
    const s = skirmish(
      [ch('ysolde', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 30 })],
      [{ type: 'wall', polygon: rect(8, 8, 12, 12) }],
      'ysolde',
    );
    const r = act(s, { type: 'take-cover' }, none, o);
    expect(r.ok && find(r.value.state, 'ysolde')).toMatchObject({ tookCover: true, prone: false });
    const open = skirmish([ch('ysolde', 'A', { x: 20, y: 20 }), ch('skarn', 'B', { x: 10, y: 40 })], [], 'ysolde');
    const p = act(open, { type: 'take-cover' }, none, o);
    expect(p.ok && find(p.value.state, 'ysolde').prone).toBe(true);
  });
  test('Breather: up to Runes Mallet tests; Bloodied: half Runes, and unmodified 6s cost Mallet (SWS-A14)', () => {
    const s = skirmish([ch('mirren', 'A', { x: 10, y: 10 }, { star: 3 }), ch('skarn', 'B', { x: 10, y: 30 })], [], 'mirren'); // Runes 4, Mallet 2, Star 3/4
    const r = act(s, { type: 'breather' }, new ScriptedDice([2]), o);
    expect(r.ok && find(r.value.state, 'mirren').star).toBe(4);
    const b = skirmish([ch('mirren', 'A', { x: 10, y: 10 }, { star: 1 }), ch('skarn', 'B', { x: 10, y: 30 })], [], 'mirren'); // bloodied: 2 tests
    const rb = act(b, { type: 'breather' }, new ScriptedDice([6, 1]), o);
    expect(rb.ok && find(rb.value.state, 'mirren')).toMatchObject({ star: 2, mallet: 1 });
    const rs = act(b, { type: 'breather' }, new ScriptedDice([6, 1]), { ...o, breatherSix: 'star' });
    expect(rs.ok && find(rs.value.state, 'mirren')).toMatchObject({ star: 1, mallet: 2 });
  });
  test('Rally: self with a Coronet test, or others within 6" (SWS-A15)', () => {
    const s = skirmish(
      [
        ch('brannoc', 'A', { x: 10, y: 10 }),
        ch('mirren', 'A', { x: 10, y: 14 }, { morale: 'fleeing' }),
        ch('skarn', 'B', { x: 10, y: 40 }),
      ],
      [],
      'brannoc',
    );
    const r = act(s, { type: 'rally', target: 'mirren' }, new ScriptedDice([4]), o); // Coronet 3 + Leadership = 4
    expect(r.ok && find(r.value.state, 'mirren').morale).toBe('wavering');
    expect(code(act(s, { type: 'rally' }, none, o))).toBe('ERR_NOTHING_TO_RALLY @ Rally');
    const far = skirmish(
      [
        ch('brannoc', 'A', { x: 10, y: 10 }),
        ch('mirren', 'A', { x: 10, y: 20 }, { morale: 'fleeing' }),
        ch('skarn', 'B', { x: 10, y: 40 }),
      ],
      [],
      'brannoc',
    );
    expect(code(act(far, { type: 'rally', target: 'mirren' }, none, o))).toBe('ERR_TOO_FAR @ Rally');
  });
  test('Cast a Spell: needs Spellcasting; with spells off, casting is refused as not modelled (SWS-A19)', () => {
    const s = skirmish(
      [ch('brannoc', 'A', { x: 10, y: 10 }), ch('mirren', 'A', { x: 20, y: 10 }), ch('skarn', 'B', { x: 10, y: 40 })],
      [],
      'brannoc',
    );
    expect(code(act(s, { type: 'cast', spell: 'spark', target: 'skarn' }, none, o))).toBe('ERR_NO_SPELLCASTING @ Cast a Spell');
    const m = { ...s, activation: { ...s.activation!, character: 'mirren' } };
    expect(code(act(m, { type: 'cast', spell: 'spark', target: 'skarn' }, none, { ...o, spells: 'off' }))).toBe('ERR_NOT_YET @ SWS-A19');
    expect(code(act(m, { type: 'cast', spell: 'x' }, none, o))).toBe('ERR_NO_SPELL @ SWS-A19');
  });
  test('Cast a Spell (SWS-A19, stand-in spells): Spark tests Runes, then 2 attack dice against Key in range and sight', () => {
    const s = skirmish([ch('mirren', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 20 })], [], 'mirren'); // 9" apart; Runes 4
    // Runes 4: a 2 passes; 2 AD vs Key 3: 4, 6 two hits; Shield 2: evasion 3 passes (<= 2? no: 3 fails), 2 passes -> 1 Impact left
    const r = act(s, { type: 'cast', spell: 'spark', target: 'skarn' }, new ScriptedDice([2, 4, 6, 3, 2]), o);
    expect(r.ok && r.value.events[0]).toMatchObject({ type: 'cast', clause: 'SWS-A19', success: true });
    expect(r.ok && find(r.value.state, 'skarn').star).toBe(5);
    const fail = act(s, { type: 'cast', spell: 'spark', target: 'skarn' }, new ScriptedDice([5]), o);
    expect(fail.ok && fail.value.state.activation!.ap).toBe(1);
    expect(fail.ok && find(fail.value.state, 'skarn').star).toBe(6);
    const far = skirmish([ch('mirren', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 30 })], [], 'mirren');
    expect(code(act(far, { type: 'cast', spell: 'spark', target: 'skarn' }, none, o))).toBe('ERR_OUT_OF_RANGE @ SWS-A19');
  });
  test('Cast a Spell (SWS-A19, stand-in spells): Mend gives a friend within 6" up to 2 Star on a Runes test', () => {
    const s = skirmish(
      [ch('mirren', 'A', { x: 10, y: 10 }), ch('brannoc', 'A', { x: 14, y: 10 }, { star: 3 }), ch('skarn', 'B', { x: 10, y: 40 })],
      [],
      'mirren',
    );
    const r = act(s, { type: 'cast', spell: 'mend', target: 'brannoc' }, new ScriptedDice([4]), o);
    expect(r.ok && find(r.value.state, 'brannoc').star).toBe(5);
    expect(code(act(s, { type: 'cast', spell: 'mend', target: 'skarn' }, none, o))).toBe('ERR_BAD_TARGET @ SWS-A19');
  });
  test('Actions: two action points per activation', () => {
    const s = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 10, y: 30 })], [], 'ysolde', { ap: 0 });
    expect(code(act(s, { type: 'breather' }, none, o))).toBe('ERR_NO_AP @ Breather');
  });
});

describe('Morale & Leadership (SWS-A2)', () => {
  test('becoming Bloodied tests Coronet; a failure makes the character Wavering', () => {
    const s = skirmish([ch('skarn', 'B', { x: 10, y: 10 }), ch('brannoc', 'A', { x: 10, y: 11.5 })], [], 'skarn');
    // 4 hits vs Mallet 4; Shield 2: 3,3,3,6 all fail -> 4 Star lost (6 -> 2, Bloodied); Coronet 3+1: a 5 fails
    const r = act(s, { type: 'melee', target: 'brannoc' }, new ScriptedDice([5, 5, 5, 5, 3, 3, 3, 6, 5]), o);
    expect(r.ok && find(r.value.state, 'brannoc')).toMatchObject({ star: 2, morale: 'wavering' });
    expect(r.ok && r.value.events.at(-1)).toMatchObject({ type: 'morale-test', clause: 'SWS-A2', success: false });
    const off = act(s, { type: 'melee', target: 'brannoc' }, new ScriptedDice([5, 5, 5, 5, 3, 3, 3, 6]), { ...o, morale: 'off' });
    expect(off.ok && find(off.value.state, 'brannoc').morale).toBe('steady');
  });
  test('a Wavering character attacks with disadvantage and may not move towards enemies; a Fleeing one makes no attacks', () => {
    const w = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }, { morale: 'wavering' }), ch('skarn', 'B', { x: 10, y: 30 })], [], 'ysolde');
    expect(code(act(w, { type: 'move', to: { x: 10, y: 14 } }, none, o))).toBe('ERR_WAVERING @ SWS-A2');
    const f = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }, { morale: 'fleeing' }), ch('skarn', 'B', { x: 10, y: 30 })], [], 'ysolde');
    expect(code(act(f, { type: 'ranged', target: 'skarn' }, none, o))).toBe('ERR_FLEEING @ SWS-A2');
  });
});
