import { describe, expect, test } from 'vitest';
import { frac } from './fraction.js';
import { DEFAULT_BATTLE_OPTIONS as options } from './options.js';
import { bestSiegeRoles, dieModifiers, sideStrength, totalModifier, type RoundContext, type SideInRound } from './strength.js';
import { character, unit } from './test-helpers.js';

const side = (over: Partial<SideInRound>): SideInRound => ({
  units: [],
  characters: [],
  charging: [],
  addToStrength: [],
  leader: null,
  siegeRoles: {},
  withdrawing: false,
  rearGuard: [],
  ...over,
});
const round1: RoundContext = { round: 1, siege: 'none' };
const mods = (s: SideInRound, o: SideInRound, ctx = round1) =>
  dieModifiers(s, sideStrength(s, ctx, options), sideStrength(o, ctx, options), ctx);
const nobody = side({ units: [unit('x', { attack: 1 })] });

describe('III.D.1: totalling combat strength', () => {
  test("III.D.1: a side's strength is the sum of its units' strengths", () => {
    expect(sideStrength(side({ units: [unit('u1', { attack: 4 }), unit('u2', { attack: 6 })] }), round1, options).total).toEqual(frac(10));
  });

  test('III.D.1.a: units that entered across a stream, ford or bridge are halved on the first round only', () => {
    const s = side({ units: [unit('u', { attack: 5, crossedStream: true })] });
    expect(sideStrength(s, round1, options).total).toEqual(frac(5, 2));
    expect(sideStrength(s, { round: 2, siege: 'none' }, options).total).toEqual(frac(5));
  });

  test('III.D.1.a (SSV-A37): a reinforcement that crossed a stream is halved on its own first round', () => {
    const s = side({ units: [unit('r', { attack: 4, crossedStream: true }, 3)] });
    expect(sideStrength(s, { round: 3, siege: 'none' }, options).total).toEqual(frac(2));
    expect(sideStrength(s, { round: 2, siege: 'none' }, options).total).toEqual(frac(4));
  });

  test('III.D.1.b: Leadership is added to units of the same race, up to their modified strength', () => {
    const s = side({
      units: [unit('elves', { race: 'Elf', attack: 3, crossedStream: true }), unit('men', { attack: 6 })],
      characters: [character('linfalas', { race: 'Elf', leadership: 4 })],
      addToStrength: ['linfalas'],
    });
    const st = sideStrength(s, round1, options);
    // Elves 3 halved to 1 1/2: Linfalas's 4 is capped at 1 1/2. Men 6. Total 9.
    expect(st.additions).toEqual([{ characterId: 'linfalas', race: 'Elf', leadership: 4, added: frac(3, 2), clause: 'III.D.1.b' }]);
    expect(st.total).toEqual(frac(9));
  });

  test('III.D.1.b (SSV-A22): the cap holds for all characters of a race together', () => {
    const s = side({
      units: [unit('dw', { race: 'Dwarrow', attack: 4 })],
      characters: [character('gislan', { race: 'Dwarrow', leadership: 2 }), character('zurik', { race: 'Dwarrow', leadership: 3 })],
      addToStrength: ['gislan', 'zurik'],
    });
    const st = sideStrength(s, round1, options);
    expect(st.additions.map((a) => a.added)).toEqual([frac(2), frac(2)]);
    expect(st.total).toEqual(frac(8));
  });

  test("III.D.2.b(2): a Charging unit's strength is doubled", () => {
    const s = side({ units: [unit('hh', { attack: 6, defence: 4, cavalry: true })], charging: ['hh'] });
    expect(sideStrength(s, round1, options).total).toEqual(frac(12));
  });

  test('III.D.7.a: withdrawing units contribute nothing, except the rear guard', () => {
    const s = side({ units: [unit('u1', { attack: 4 }), unit('u2', { attack: 5 })], withdrawing: true, rearGuard: ['u2'] });
    const st = sideStrength(s, round1, options);
    expect(st.total).toEqual(frac(5));
    expect(st.units[0]!.steps[0]!.clause).toBe('III.D.7.a');
  });

  test('III.D.5.a (SSV-A29): a Demoralized unit fights at its Demoralized strength, or the same when none is given', () => {
    expect(
      sideStrength(side({ units: [unit('u', { attack: 6, demoralized: true, demoralizedAttack: 2 })] }), round1, options).total,
    ).toEqual(frac(2));
    expect(sideStrength(side({ units: [unit('u', { attack: 6, demoralized: true })] }), round1, options).total).toEqual(frac(6));
    expect(
      sideStrength(side({ units: [unit('u', { attack: 6, demoralized: true })] }), round1, { demoralizedStrength: 'half' }).total,
    ).toEqual(frac(3));
  });
});

describe('III.D.2: die roll modifiers', () => {
  test('III.D.2.a: the leader who did not add his Leadership adds it to the die', () => {
    const s = side({ units: [unit('m', { attack: 4 })], characters: [character('coron', { leadership: 5 })], leader: 'coron' });
    expect(mods(s, nobody)).toEqual([{ clause: 'III.D.2.a', value: 5, why: 'coron leads (Leadership 5)' }]);
  });

  test('III.D.2.a(1): one less if fewer than half the friendly units are of his race; exactly half is enough', () => {
    const chars = [character('gilith', { race: 'Elf', leadership: 2 })];
    const fewer = side({ units: [unit('e', { race: 'Elf' }), unit('m1'), unit('m2')], characters: chars, leader: 'gilith' });
    expect(totalModifier(mods(fewer, nobody))).toBe(1);
    expect(mods(fewer, nobody)[1]).toMatchObject({ clause: 'III.D.2.a(1)', value: -1 });
    const half = side({ units: [unit('e', { race: 'Elf' }), unit('m1')], characters: chars, leader: 'gilith' });
    expect(totalModifier(mods(half, nobody))).toBe(2);
  });

  test('III.D.2.a(2): Maytwist (Elf, Leadership 0) leading only Endore Men gives -1', () => {
    const s = side({
      units: [unit('endore1'), unit('endore2')],
      characters: [character('maytwist', { race: 'Elf', leadership: 0 })],
      leader: 'maytwist',
    });
    expect(totalModifier(mods(s, nobody))).toBe(-1);
  });

  test("III.D.2.b: +1 for at least twice the enemy's cavalry strength, or any against none", () => {
    const cav = (a: number) => side({ units: [unit('c', { attack: a, cavalry: true })] });
    expect(mods(cav(6), cav(3))).toEqual([expect.objectContaining({ clause: 'III.D.2.b', value: 1 })]);
    expect(mods(cav(5), cav(3))).toEqual([]);
    expect(mods(cav(1), nobody)).toEqual([expect.objectContaining({ clause: 'III.D.2.b', value: 1 })]);
    expect(mods(nobody, side({ units: [unit('y', { attack: 2 })] }))).toEqual([]);
  });

  test('III.D.2.b(1): Warg Riders, Dinosaur Legions and the SS-Wiking count as cavalry (the caller flags them)', () => {
    const wargs = side({ units: [unit('w', { race: 'Warg Riders', attack: 3, cavalry: true })] });
    expect(totalModifier(mods(wargs, nobody))).toBe(1);
  });

  test("III.D.2.b(2), SSV-A31: doubled Charging strength counts toward twice the enemy's cavalry", () => {
    const mine = side({ units: [unit('hh', { attack: 4, cavalry: true })], charging: ['hh'] });
    const theirs = side({ units: [unit('lh', { attack: 4, cavalry: true })] });
    expect(totalModifier(mods(mine, theirs))).toBe(1);
    expect(totalModifier(mods({ ...mine, charging: [] }, theirs))).toBe(0);
  });

  test('III.D.2.c, III.D.2.c(1): +1 for twice the archer strength; Intelligent Mold counts as archers', () => {
    const mold = side({ units: [unit('mold', { race: 'Intelligent Mold', attack: 2, archer: true })] });
    expect(mods(mold, nobody)).toEqual([expect.objectContaining({ clause: 'III.D.2.c', value: 1 })]);
  });

  test('III.D.2.d: +1 for twice the flying strength', () => {
    const flyers = side({ units: [unit('f', { attack: 4, flying: true })] });
    const few = side({ units: [unit('g', { attack: 2, flying: true })] });
    expect(mods(flyers, few)).toEqual([expect.objectContaining({ clause: 'III.D.2.d', value: 1 })]);
    expect(mods(few, flyers)).toEqual([]);
  });

  test('III.D.2.d: the Continental Siege Machine counts as flying or archer, not both', () => {
    const csm = (role: 'archer' | 'flying') => side({ units: [unit('csm', { attack: 4, siegeMachine: true })], siegeRoles: { csm: role } });
    expect(mods(csm('archer'), nobody).map((m) => m.clause)).toEqual(['III.D.2.c']);
    expect(mods(csm('flying'), nobody).map((m) => m.clause)).toEqual(['III.D.2.d']);
  });

  test('III.D.2.d (SSV-A25): the best role for the owner — flying when the enemy has archers it cannot match', () => {
    const mine = side({ units: [unit('csm', { attack: 4, siegeMachine: true })] });
    const archers = side({ units: [unit('bow', { attack: 3, archer: true })] });
    // As archer: 4 against 3, nobody gets +1. As flyer: +1 for flying, and the enemy gets +1 for archers: net 0.
    // Against 1-strength archers, archer gives +1 net; flying gives +1 -1 = 0.
    expect(bestSiegeRoles(mine, side({ units: [unit('bow', { attack: 1, archer: true })] }), round1, options)).toEqual({ csm: 'archer' });
    const flyers = side({ units: [unit('bow', { attack: 3, archer: true }), unit('bat', { attack: 2, flying: true })] });
    // Flying: 4 v 2 = +1 mine, they +1 archers: 0. Archer: 4 v 3 none, they +1 flying: -1. So flying.
    expect(bestSiegeRoles(mine, flyers, round1, options)).toEqual({ csm: 'flying' });
    expect(bestSiegeRoles(mine, archers, round1, options)).toEqual({ csm: 'archer' });
  });

  test('IV.C.2 and IV.D.2.a: no cavalry modifier in an assault or a breach, but flying still counts', () => {
    const s = side({ units: [unit('c', { attack: 4, cavalry: true }), unit('f', { attack: 2, flying: true })] });
    const assault = mods(s, nobody, { round: 1, siege: 'assault' });
    expect(assault).toEqual([
      expect.objectContaining({ clause: 'IV.C.2', value: 0 }),
      expect.objectContaining({ clause: 'III.D.2.d', value: 1 }),
    ]);
    expect(mods(s, nobody, { round: 1, siege: 'breach' })[0]).toMatchObject({ clause: 'IV.D.2.a', value: 0 });
    expect(totalModifier(mods(s, nobody, { round: 1, siege: 'sortie' }))).toBe(2);
  });
});

describe('SSV-A22: the cap on leadership added to strength (option leadershipCap)', () => {
  const s = side({
    units: [unit('m1', { attack: 3 })],
    characters: [character('glade', { leadership: 3 }), character('dil', { leadership: 2 })],
    addToStrength: ['glade', 'dil'],
  });
  test("III.D.1.b, SSV-A22 'per-race': together the additions never exceed the race's strength: 3 + 3", () => {
    expect(sideStrength(s, round1, options).total).toEqual(frac(6));
  });
  test("III.D.1.b, SSV-A22 'per-character': each addition is capped on its own: 3 + 3 + 2", () => {
    expect(sideStrength(s, round1, { ...options, leadershipCap: 'per-character' }).total).toEqual(frac(8));
  });
});
