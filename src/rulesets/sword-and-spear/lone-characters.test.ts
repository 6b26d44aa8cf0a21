/** 17 Magic: a magic-user shot at or contacted is resolved as a lone commander (Section 6 is missing: SSF-A46). */
import { describe, expect, test } from 'vitest';
import { SeededDice, type Dice } from '../../core/dice.js';
import { pt } from '../../core/geometry/open-table.js';
import type { CharacterOnTable, SsfAction, SsfState } from './game.js';
import { swordAndSpear } from './ruleset.js';
import { unit } from './test-helpers.js';

/** Dice that give `first` in order, then a fixed seed's. */
const dice = (first: number[], seed = 3): Dice => {
  const rest = SeededDice.fromSeed(seed);
  const queue = [...first];
  return { roll: (sides: number) => queue.shift() ?? rest.roll(sides) };
};

const shaman: CharacterOnTable = { id: 'raid-shaman', side: 'b', name: 'Shaman', magicLevel: 1, position: pt(9, 7) };
const chief: CharacterOnTable = { id: 'raid-chief', side: 'b', name: 'Chief', commander: 'general', position: pt(9, 6) };

/** The skirmish table (18 x 12) with a's `who` at (9, 3) facing b's lines, about to act on `value`, and b's foot far to the side. */
function scene(who: 'archers' | 'riders', value: number, characters: CharacterOnTable[], o: Record<string, unknown> = {}, extra: ReturnType<typeof unit>[] = []): SsfState {
  const opts = swordAndSpear.parseOptions({ scenario: 'skirmish', ...o });
  if (!opts.ok) throw new Error(opts.error.message);
  const s = swordAndSpear.setup(opts.value, SeededDice.fromSeed(5));
  const mine = who === 'archers' ? unit('a-archers', { side: 'a', x: 9, y: 3, missile: [{ weapon: 'bow' }] }) : unit('a-riders', { side: 'a', troopType: 'cavalry', x: 9, y: 3 });
  const foot = unit('b-foot', { side: 'b', x: 15.5, y: 10, facing: 270 });
  return {
    ...s,
    field: { ...s.field, units: [mine, foot, ...extra] },
    characters,
    step: 'activate',
    phase: { ...s.phase!, order: [{ side: 'a', unit: mine.id, value }], next: 1 },
    current: { unit: mine.id, side: 'a', dice: [value], boost: 0, boosted: false },
  };
}

const act = (s: SsfState, a: SsfAction, d: Dice) => {
  const r = swordAndSpear.apply(s, 'a', a, d);
  if (!r.ok) throw new Error(`${r.error.code} (${r.error.clause}): ${r.error.message}`);
  return r.value;
};
const orders = (s: SsfState, order: string) => swordAndSpear.legalActions(s, 'a').filter((a) => a.type === 'order' && a.order === order).map((a) => (a as { target?: string }).target);
const char = (s: SsfState, id: string) => s.characters.find((c) => c.id === id)!;

describe('17 Magic: shot at or contacted as a lone commander (SSF-A46)', () => {
  test('17 Magic / SSF-A46: a lone magic-user in the arc and in range is offered as a target, and a 6 kills him', () => {
    const s = scene('archers', 4, [shaman]);
    expect(orders(s, 'shoot')).toEqual(['raid-shaman']);
    const r = act(s, { type: 'order', order: 'shoot', target: 'raid-shaman' }, dice([6]));
    expect(r.events.find((e) => e.type === 'shot-at-character')).toMatchObject({ clause: '17 Magic', unit: 'a-archers', character: 'raid-shaman' });
    expect(r.events.find((e) => e.type === 'character-risk')).toMatchObject({ clause: 'SSF-A46', cause: 'shot', roll: 6, killed: true });
    expect(char(r.state, 'raid-shaman').killed).toBe(true);
    expect(r.state.turn.acted).toContain('a-archers');
  });

  test('17 Magic / SSF-A46: a shot that rolls below 6 leaves him where he stands', () => {
    const r = act(scene('archers', 4, [shaman]), { type: 'order', order: 'shoot', target: 'raid-shaman' }, dice([5]));
    expect(r.events.find((e) => e.type === 'character-risk')).toMatchObject({ roll: 5, killed: false });
    expect(char(r.state, 'raid-shaman')).toMatchObject({ position: pt(9, 7) });
    expect(char(r.state, 'raid-shaman').killed).toBeUndefined();
  });

  test('9 Shooting arc / SSF-A46: an attached character, one out of the arc or beyond range, or one behind a closer enemy unit is not a target', () => {
    expect(orders(scene('archers', 4, [{ ...shaman, attachedTo: 'b-foot' }]), 'shoot')).toEqual([]);
    expect(orders(scene('archers', 4, [{ ...shaman, position: pt(15, 4) }]), 'shoot')).toEqual([]);
    expect(orders(scene('archers', 4, [{ ...shaman, position: pt(9, 10) }]), 'shoot')).toEqual([]);
    const screen = unit('b-screen', { side: 'b', x: 9, y: 6, facing: 270 });
    expect(orders(scene('archers', 4, [{ ...shaman, position: pt(9, 9.5) }], {}, [screen]), 'shoot')).toEqual(['b-screen']);
    const r = swordAndSpear.apply(scene('archers', 4, [{ ...shaman, position: pt(9, 10) }]), 'a', { type: 'order', order: 'shoot', target: 'raid-shaman' }, dice([6]));
    expect(r.ok ? null : r.error.clause).toBe('SSF-A46');
  });

  test('17 Magic / SSF-A46: a charge contacts a lone general; 5-6 kills him and costs 2 army value (SSF-A7)', () => {
    const s = scene('riders', 5, [chief]);
    expect(orders(s, 'charge')).toContain('raid-chief');
    const r = act(s, { type: 'order', order: 'charge', target: 'raid-chief' }, dice([5]));
    expect(r.events.find((e) => e.type === 'charged-character')).toMatchObject({ clause: '17 Magic', character: 'raid-chief' });
    expect(r.events.find((e) => e.type === 'character-risk')).toMatchObject({ clause: 'SSF-A46', cause: 'contact', roll: 5, killed: true });
    expect(char(r.state, 'raid-chief').killed).toBe(true);
    expect(r.state.losses.b).toBe(s.losses.b + 2);
    // The riders moved straight ahead until their front edge met his base (front y 4 -> 5.5).
    expect(r.state.field.units.find((u) => u.id === 'a-riders')!.base.centre.y).toBeCloseTo(4.5);
  });

  test('17 Magic / SSF-A46: a contacted commander who survives flees to the nearest friendly unit and joins it', () => {
    const r = act(scene('riders', 5, [chief]), { type: 'order', order: 'charge', target: 'raid-chief' }, dice([4]));
    expect(r.events.find((e) => e.type === 'character-fled')).toMatchObject({ clause: 'SSF-A46', character: 'raid-chief', unit: 'b-foot', attached: true });
    expect(char(r.state, 'raid-chief')).toMatchObject({ attachedTo: 'b-foot' });
    expect(char(r.state, 'raid-chief').killed).toBeUndefined();
  });

  test('SSF-A46 loneCharacters=flee: no roll; a magic-user shot at moves behind the nearest friendly unit, and one with no friend left is killed', () => {
    const r = act(scene('archers', 4, [shaman], { loneCharacters: 'flee' }), { type: 'order', order: 'shoot', target: 'raid-shaman' }, dice([]));
    expect(r.events.some((e) => e.type === 'character-risk')).toBe(false);
    expect(r.events.find((e) => e.type === 'character-fled')).toMatchObject({ clause: 'SSF-A46', unit: 'b-foot', attached: false });
    const moved = char(r.state, 'raid-shaman');
    expect(moved.attachedTo).toBeUndefined();
    expect(moved.position.x).toBeCloseTo(15.5);
    expect(moved.position.y).toBeCloseTo(11.5);
    const alone = scene('archers', 4, [shaman], { loneCharacters: 'flee' });
    const noFriends: SsfState = { ...alone, field: { ...alone.field, units: alone.field.units.filter((u) => u.side === 'a') } };
    const k = swordAndSpear.apply(noFriends, 'a', { type: 'order', order: 'shoot', target: 'raid-shaman' }, dice([]));
    if (!k.ok) throw new Error(k.error.message);
    expect(k.value.events.find((e) => e.type === 'character-killed')).toMatchObject({ clause: 'SSF-A46' });
  });
});
