/** 17 Magic: a magic-user shot at or contacted is resolved as a lone commander (Section 6 is missing: SSF-A46). */
import { describe, expect, test } from 'vitest';
import { SeededDice, type Dice } from '../../core/dice.js';
import { pt } from '../../core/geometry/open-table.js';
import { plannedShotOdds, type CharacterOnTable, type SsfAction, type SsfState } from './game/index.js';
import { swordAndSpear } from './ruleset.js';
import { common } from './game/state.js';
import { activatingState, phaseOf, unit } from './test-helpers.js';

/** Dice that give `first` in order, then a fixed seed's. */
const dice = (first: number[], seed = 3): Dice => {
  const rest = SeededDice.fromSeed(seed);
  const queue = [...first];
  return { roll: (sides: number) => queue.shift() ?? rest.roll(sides) };
};

const shaman: CharacterOnTable = { id: 'raid-shaman', side: 'b', name: 'Shaman', magicLevel: 1, position: pt(9, 7) };
const chief: CharacterOnTable = { id: 'raid-chief', side: 'b', name: 'Chief', commander: 'general', position: pt(9, 6) };

/** The skirmish table (18 x 12) with a's `who` at (9, 3) facing b's lines, about to act on `value`, and b's foot far to the side. */
function scene(
  who: 'archers' | 'riders',
  value: number,
  characters: CharacterOnTable[],
  o: Record<string, unknown> = {},
  extra: ReturnType<typeof unit>[] = [],
): SsfState {
  const opts = swordAndSpear.parseOptions({ scenario: 'skirmish', ...o });
  if (!opts.ok) throw new Error(opts.error.message);
  const s = swordAndSpear.setup(opts.value, SeededDice.fromSeed(5));
  const mine =
    who === 'archers'
      ? unit('a-archers', { side: 'a', x: 9, y: 3, missile: [{ weapon: 'bow' }] })
      : unit('a-riders', { side: 'a', troopType: 'cavalry', x: 9, y: 3 });
  const foot = unit('b-foot', { side: 'b', x: 15.5, y: 10, facing: 270 });
  return activatingState(
    { ...s, field: { ...s.field, units: [mine, foot, ...extra] }, characters },
    { unit: mine.id, side: 'a', dice: [value] },
    { order: [{ side: 'a', unit: mine.id, value }], next: 1 },
  );
}

const act = (s: SsfState, a: SsfAction, d: Dice) => {
  const r = swordAndSpear.apply(s, 'a', a, d);
  if (!r.ok) throw new Error(`${r.error.code} (${r.error.clause}): ${r.error.message}`);
  return r.value;
};
const orders = (s: SsfState, order: string) =>
  swordAndSpear
    .legalActions(s, 'a')
    .filter((a) => a.type === 'order' && a.order === order)
    .map((a) => (a as { target?: string }).target);
const char = (s: SsfState, id: string) => s.characters.find((c) => c.id === id)!;

describe('17 Magic: shot at or contacted as a lone commander (SSF-A46)', () => {
  test('17 Magic / SSF-A46: a lone magic-user in the arc and in range is offered as a target, and a 6 kills him', () => {
    const s = scene('archers', 4, [shaman]);
    expect(orders(s, 'shoot')).toEqual(['raid-shaman']);
    const r = act(s, { type: 'order', order: 'shoot', target: 'raid-shaman' }, dice([6]));
    expect(r.events.find((e) => e.type === 'shot-at-character')).toMatchObject({
      clause: '17 Magic',
      unit: 'a-archers',
      character: 'raid-shaman',
    });
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
    const r = swordAndSpear.apply(
      scene('archers', 4, [{ ...shaman, position: pt(9, 10) }]),
      'a',
      { type: 'order', order: 'shoot', target: 'raid-shaman' },
      dice([6]),
    );
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
    expect(r.events.find((e) => e.type === 'character-fled')).toMatchObject({
      clause: 'SSF-A46',
      character: 'raid-chief',
      unit: 'b-foot',
      attached: true,
    });
    expect(char(r.state, 'raid-chief')).toMatchObject({ attachedTo: 'b-foot' });
    expect(char(r.state, 'raid-chief').killed).toBeUndefined();
  });

  test('17 Magic / SSF-A46: a move-and-shoot order moves first and may then shoot at a lone magic-user now in range; a crossbow cannot move and shoot', () => {
    // Bow range 4: from the front edge at y 4 his square (y 9.5) is 5.5 DU away; 2 DU forward brings it to 3.5.
    // Straight ahead of (9, 3) lies the ford marsh: ending a move there, no shooting (9 Combat dice, SSF-A29), so the archers stand at x 5.5.
    expect(orders(scene('archers', 5, [{ ...shaman, position: pt(9, 10) }]), 'move-and-shoot')).not.toContain('raid-shaman');
    const s0 = scene('archers', 5, [{ ...shaman, position: pt(5.5, 10) }]);
    const s: SsfState = {
      ...s0,
      field: {
        ...s0.field,
        units: s0.field.units.map((u) => (u.id === 'a-archers' ? { ...u, base: { ...u.base, centre: pt(5.5, 3) } } : u)),
      },
    };
    const ms = swordAndSpear
      .legalActions(s, 'a')
      .filter((a) => a.type === 'order' && a.order === 'move-and-shoot' && a.target === 'raid-shaman');
    expect(ms.map((a) => (a as { distance?: number }).distance)).toEqual([2, 3]);
    const r = act(s, { type: 'order', order: 'move-and-shoot', distance: 2, target: 'raid-shaman' }, dice([6]));
    expect(r.events.find((e) => e.type === 'shot-at-character')).toMatchObject({
      clause: '17 Magic',
      unit: 'a-archers',
      character: 'raid-shaman',
      order: 'move-and-shoot',
    });
    expect(r.events.find((e) => e.type === 'character-risk')).toMatchObject({ clause: 'SSF-A46', cause: 'shot', roll: 6, killed: true });
    expect(r.state.field.units.find((u) => u.id === 'a-archers')!.base.centre.y).toBeCloseTo(5);
    const short = swordAndSpear.apply(s, 'a', { type: 'order', order: 'move-and-shoot', distance: 1, target: 'raid-shaman' }, dice([6]));
    expect(short.ok ? null : [short.error.code, short.error.clause]).toEqual(['ERR_NO_TARGET', 'SSF-A46']);
    const crossbows: SsfState = {
      ...s,
      field: {
        ...s.field,
        units: s.field.units.map((u) =>
          u.id === 'a-archers' ? unit('a-archers', { side: 'a', x: 5.5, y: 3, missile: [{ weapon: 'crossbow' }] }) : u,
        ),
      },
    };
    expect(orders(crossbows, 'move-and-shoot')).not.toContain('raid-shaman');
    const refused = swordAndSpear.apply(
      crossbows,
      'a',
      { type: 'order', order: 'move-and-shoot', distance: 1, target: 'raid-shaman' },
      dice([6]),
    );
    expect(refused.ok ? null : refused.error.clause).toBe('SSF-A46');
  });

  /** Side a's level-2 magic-user at `at` with `power` MP, at the attack-spell step of a phase a has the initiative in. */
  const spells = (at: ReturnType<typeof pt>, power: number, target: CharacterOnTable = shaman): SsfState => {
    const s = scene('archers', 4, [target, { id: 'a-mage', side: 'a', name: 'Mage', magicLevel: 2, position: at }]);
    return {
      ...common(s),
      step: 'attack-spells',
      phase: { ...phaseOf(s), initiative: 'a', allocatedDone: ['a', 'b'], spellsDone: [] },
      magic: { power: { 'a-mage': power }, castIn: {} },
    };
  };

  test('17 Attack Spell / SSF-A46: an attack spell at a lone magic-user costs level + range band (6.5 DU: +1) and is resolved as a shot: a 6 kills him', () => {
    const s = spells(pt(3, 3), 4);
    const offered = swordAndSpear.legalActions(s, 'a').filter((a) => a.type === 'attack-spell' && a.target === 'raid-shaman');
    expect(offered).toEqual([
      { type: 'attack-spell', user: 'a-mage', target: 'raid-shaman', level: 1, form: 'physical' },
      { type: 'attack-spell', user: 'a-mage', target: 'raid-shaman', level: 2, form: 'physical' },
    ]);
    const r = act(s, { type: 'attack-spell', user: 'a-mage', target: 'raid-shaman', level: 2, form: 'physical' }, dice([6]));
    expect(r.events.find((e) => e.type === 'spell')).toMatchObject({
      clause: '17 Attack Spell',
      user: 'a-mage',
      target: 'raid-shaman',
      level: 2,
      cost: 3,
    });
    expect(r.events.find((e) => e.type === 'character-risk')).toMatchObject({ clause: 'SSF-A46', cause: 'shot', roll: 6, killed: true });
    expect(char(r.state, 'raid-shaman').killed).toBe(true);
    const miss = act(s, { type: 'attack-spell', user: 'a-mage', target: 'raid-shaman', level: 1, form: 'non-physical' }, dice([5]));
    expect(char(miss.state, 'raid-shaman').killed).toBeUndefined();
    expect(miss.state.magic.power['a-mage']).toBe(2);
  });

  test('17 Using Magic / SSF-A46: no attack spell at a lone character beyond 12 DU, without the MP, or at one attached to a unit', () => {
    const far = spells(pt(0.5, 11.5), 6, { ...shaman, position: pt(17.4, 0.6) });
    expect(swordAndSpear.legalActions(far, 'a').some((a) => a.type === 'attack-spell' && a.target === 'raid-shaman')).toBe(false);
    const r = swordAndSpear.apply(
      far,
      'a',
      { type: 'attack-spell', user: 'a-mage', target: 'raid-shaman', level: 1, form: 'physical' },
      dice([6]),
    );
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_TOO_FAR', '17 Using Magic']);
    const poor = swordAndSpear.apply(
      spells(pt(3, 3), 2),
      'a',
      { type: 'attack-spell', user: 'a-mage', target: 'raid-shaman', level: 2, form: 'physical' },
      dice([6]),
    );
    expect(poor.ok ? null : [poor.error.code, poor.error.clause]).toEqual(['ERR_NOT_ENOUGH_POWER', '17 Using Magic']);
    const attached = swordAndSpear.apply(
      spells(pt(3, 3), 4, { ...chief, attachedTo: 'b-foot' }),
      'a',
      { type: 'attack-spell', user: 'a-mage', target: 'raid-chief', level: 1, form: 'physical' },
      dice([6]),
    );
    expect(attached.ok ? null : attached.error.code).toBe('ERR_NO_UNIT');
  });

  test('SSF-A46 loneCharacters=flee: no roll; a magic-user shot at moves behind the nearest friendly unit, and one with no friend left is killed', () => {
    const r = act(
      scene('archers', 4, [shaman], { loneCharacters: 'flee' }),
      { type: 'order', order: 'shoot', target: 'raid-shaman' },
      dice([]),
    );
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

describe("9 Shooting procedure: a planned shot's odds, before it is made", () => {
  test('9 Shooting procedure: the odds of the shot order agree with the shot itself, rolled 600 times; none for a lone character', () => {
    const s = scene('archers', 4, [shaman], {}, [unit('b-screen', { side: 'b', x: 9, y: 6, facing: 270 })]);
    expect(orders(s, 'shoot')).toEqual(['b-screen']);
    const shot: SsfAction = { type: 'order', order: 'shoot', target: 'b-screen' };
    const x = plannedShotOdds(s, shot)!;
    expect(x.hits.reduce((a, p) => a + p, 0)).toBeCloseTo(1);
    const rolls = SeededDice.fromSeed(28);
    let total = 0;
    const n = 600;
    for (let i = 0; i < n; i++) {
      const r = swordAndSpear.apply(s, 'a', shot, rolls);
      if (!r.ok) throw new Error(r.error.message);
      total += r.value.state.field.units.find((u) => u.id === 'b-screen')?.hits ?? x.hits.length - 1;
    }
    const sd = Math.sqrt(x.hits.reduce((a, p, i) => a + p * (i - x.expectedHits) ** 2, 0) / n);
    expect(Math.abs(total / n - x.expectedHits)).toBeLessThan(5 * sd + 1e-9);
    expect(plannedShotOdds(scene('archers', 4, [shaman]), { type: 'order', order: 'shoot', target: 'raid-shaman' })).toBeNull();
  });
});
