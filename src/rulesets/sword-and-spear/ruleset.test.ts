/** The registered game (ruleset.ts, game/): the turn, allocation, orders, charges, victory and the view, by clause. */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { enemiesInContact, unitById } from './battlefield.js';
import { armyBreakpoints } from './data.js';
import type { SsfAction, SsfState } from './game/index.js';
import { common } from './game/state.js';
import { activatingState, pastPowerDice, phaseOf, withPhase } from './test-helpers.js';
import { swordAndSpear, type GameOptions } from './ruleset.js';

const options = (o: Record<string, unknown> = {}): GameOptions => {
  const r = swordAndSpear.parseOptions(o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
/** A new battle at its first decision after the magic power dice are assigned (SSF-A23). */
const start = (o: Record<string, unknown> = {}, seed = 5) => {
  const dice = SeededDice.fromSeed(seed);
  return pastPowerDice(swordAndSpear.setup(options(o), dice), dice);
};

/** The state with `unit` of side 'a' about to act on `dice` (no boost). */
const activating = (s: SsfState, unit: string, dice: number[]): SsfState =>
  activatingState(s, { unit, side: 'a', dice }, { order: [{ side: 'a', unit, value: dice[0]! }], next: 1 });

const act = (s: SsfState, seat: string, a: SsfAction, seed = 1) => swordAndSpear.apply(s, seat, a, SeededDice.fromSeed(seed));

describe('the game turn (SSF-A1, F1)', () => {
  test('F1: a phase draws 7 dice from the bag; the side that drew more has the initiative and allocates first', () => {
    const s = start();
    const phase = phaseOf(s);
    const drawn = { a: phase.rolled.a!.length, b: phase.rolled.b!.length };
    expect(drawn.a + drawn.b).toBe(7);
    expect(s.turn.bag.a! + s.turn.bag.b!).toBe(17 - 7);
    if (drawn.a !== drawn.b) expect(phase.initiative).toBe(drawn.a > drawn.b ? 'a' : 'b');
    expect(swordAndSpear.toAct(s)).toEqual([phase.initiative]);
  });

  test("2 Discipline / SSF-A45: a die below the unit's discipline is refused, and the match is unchanged", () => {
    const s0 = start();
    const s = withPhase(s0, { rolled: { a: [2, 6, 6], b: [1] }, initiative: 'a' });
    const r = act(s, 'a', { type: 'give', unit: 'elf-archers-1', value: 2 });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_DIE_TOO_LOW', '2 Discipline']);
    const m = Match.create(swordAndSpear, {}, 5);
    if (!m.ok) throw new Error('match');
    const before = m.value.state;
    const bad = m.value.act(m.value.toAct()[0]!, { type: 'give', unit: 'no-such-unit', value: 9 });
    expect(bad.ok).toBe(false);
    expect(m.value.state).toBe(before);
  });

  test('SSF-A27: the dice on one unit show the same number; F1: a unit of the other side is refused', () => {
    const s0 = start();
    const s = withPhase(s0, { rolled: { a: [6, 6, 5], b: [1] }, initiative: 'a' });
    const one = act(s, 'a', { type: 'give', unit: 'elf-knights', value: 6 });
    if (!one.ok) throw new Error(one.error.message);
    const two = act(one.value.state, 'a', { type: 'give', unit: 'elf-knights', value: 6 });
    expect(two.ok).toBe(true);
    const mixed = act(one.value.state, 'a', { type: 'give', unit: 'elf-knights', value: 5 });
    expect(mixed.ok ? null : mixed.error.clause).toBe('SSF-A27');
    const theirs = act(s, 'a', { type: 'give', unit: 'troll', value: 6 });
    expect(theirs.ok ? null : theirs.error.code).toBe('ERR_NOT_YOUR_UNIT');
  });
});

describe('orders (F3, F2)', () => {
  test('F3: a die equal to the discipline allows an advance but not a charge or a manoeuvre', () => {
    const s = activating(start(), 'elf-spears-2', [3]);
    const kinds = new Set(swordAndSpear.legalActions(s, 'a').map((a) => (a.type === 'order' ? a.order : a.type)));
    expect(kinds.has('advance')).toBe(true);
    expect(kinds.has('manoeuvre')).toBe(false);
    const r = act(s, 'a', { type: 'order', order: 'charge', target: 'orc-warband-2' });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_DIE_TOO_LOW', 'F3']);
    const higher = activating(start(), 'elf-spears-2', [4]);
    expect(swordAndSpear.legalActions(higher, 'a').some((a) => a.type === 'order' && a.order === 'manoeuvre')).toBe(true);
  });

  test('F2: a unit that defers has not acted this turn; one that advances has', () => {
    const s = activating(start(), 'elf-spears-2', [3]);
    const d = act(s, 'a', { type: 'order', order: 'defer' });
    if (!d.ok) throw new Error(d.error.message);
    expect(d.value.state.turn.acted).not.toContain('elf-spears-2');
    const adv = act(s, 'a', { type: 'order', order: 'advance', distance: 2 });
    if (!adv.ok) throw new Error(adv.error.message);
    expect(adv.value.state.turn.acted).toContain('elf-spears-2');
    expect(unitById(adv.value.state.field, 'elf-spears-2')!.base.centre.y).toBeCloseTo(6);
  });

  test('SSF-A3 / SSF-A36: a charge moves the unit into contact and the melee is fought at once', () => {
    const s = activating(start({ scenario: 'skirmish' }), 'patrol-riders', [4]);
    const charge = swordAndSpear.legalActions(s, 'a').find((a) => a.type === 'order' && a.order === 'charge' && a.target === 'raid-troll');
    expect(charge).toBeDefined();
    const r = act(s, 'a', charge!);
    if (!r.ok) throw new Error(r.error.message);
    const types = r.value.events.map((e) => e.type);
    expect(types.indexOf('charged')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('melee')).toBeGreaterThan(types.indexOf('charged'));
    const melee = r.value.events.find((e) => e.type === 'melee')!;
    // Fresh cavalry charging with impact, allocated a die: 3 + 1 (impetus) + 1 (fresh mounted) (F10) + 1 (impact, SSF-A6) = 6 dice.
    expect((melee['a'] as { dice: number }).dice).toBe(6);
    const after = r.value.state;
    const riders = unitById(after.field, 'patrol-riders');
    const troll = unitById(after.field, 'raid-troll');
    if (riders && troll) expect(enemiesInContact(after.field, riders, after.options).map((u) => u.id)).toContain('raid-troll');
  });

  test('F3: a unit in contact may only fight, hold or defer', () => {
    const s = activating(start({ scenario: 'skirmish' }), 'patrol-riders', [4]);
    const r = act(
      s,
      'a',
      swordAndSpear.legalActions(s, 'a').find((a) => a.type === 'order' && a.order === 'charge' && a.target === 'raid-troll')!,
    );
    if (!r.ok) throw new Error(r.error.message);
    const riders = unitById(r.value.state.field, 'patrol-riders');
    if (!riders || !unitById(r.value.state.field, 'raid-troll')) return;
    const again = activating(r.value.state, 'patrol-riders', [5]);
    const orders = new Set(swordAndSpear.legalActions(again, 'a').map((a) => (a.type === 'order' ? a.order : a.type)));
    expect([...orders].every((o) => ['fight', 'hold', 'defer', 'boost'].includes(o))).toBe(true);
    const move = act(again, 'a', { type: 'order', order: 'advance', distance: 1 });
    expect(move.ok ? null : move.error.code).toBe('ERR_IN_CONTACT');
  });
});

describe('routs, pursuit, army tests and flight (F11, F12, SSF-A40, SSF-A42, SSF-A43, SSF-A44)', () => {
  /** The skirmish's elf riders charge the troll; with seed 2 the troll routs. */
  const trollRouts = (o: Record<string, unknown> = {}, losses = 0) => {
    const s0 = start({ scenario: 'skirmish', ...o });
    const s = activating({ ...s0, losses: { ...s0.losses, b: losses } }, 'patrol-riders', [4]);
    const charge = swordAndSpear.legalActions(s, 'a').find((a) => a.type === 'order' && a.order === 'charge' && a.target === 'raid-troll')!;
    const r = act(s, 'a', charge, 2);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.events.find((e) => e.type === 'routed')).toMatchObject({ unit: 'raid-troll' });
    return r.value;
  };
  const riderY = (s: SsfState) => unitById(s.field, 'patrol-riders')!.base.centre.y;

  test('F11 / SSF-A40: a friend within 1 DU of the routing unit takes a discipline test; routTestRange 0: none does', () => {
    const tests = (o: Record<string, unknown> = {}) =>
      trollRouts(o)
        .events.filter((e) => e.type === 'discipline-test' && e['cause'] === 'rout')
        .map((e) => e['unit']);
    expect(tests()).toEqual(['raid-warband']);
    expect(tests({ routTestRange: 0 })).toEqual([]);
  });

  test('SSF-A43: a mounted winner pursues one full move (cavalry 4 DU) straight ahead; pursuit false: it stays', () => {
    const pursued = trollRouts();
    expect(pursued.events.find((e) => e.type === 'pursued')).toMatchObject({ unit: 'patrol-riders', distance: 4, clause: 'SSF-A43' });
    const stayed = trollRouts({ pursuit: false });
    expect(stayed.events.some((e) => e.type === 'pursued')).toBe(false);
    expect(riderY(pursued.state) - riderY(stayed.state)).toBeCloseTo(4, 9);
  });

  test('F12 / SSF-A42: losses past a third of the army value (11: past 4) make every unit of that army test once in the end phase; armyTests false: none', () => {
    const r = trollRouts({}, 3);
    expect(r.state.step).toBe('end-phase');
    expect(r.state.testsDue).toEqual(['b']);
    expect(trollRouts({}, 2).state.testsDue).toEqual([]);
    expect(trollRouts({ armyTests: false }, 3).state.testsDue).toEqual([]);
    let s = r.state;
    const events: { type: string; [k: string]: unknown }[] = [];
    for (let i = 0; i < 20 && s.step === 'end-phase'; i++) {
      const seat = swordAndSpear.toAct(s)[0]!;
      const next = act(
        s,
        seat,
        swordAndSpear.legalActions(s, seat).find((a) => a.type === 'end-phase-done') ?? swordAndSpear.legalActions(s, seat)[0]!,
      );
      if (!next.ok) throw new Error(next.error.message);
      s = next.value.state;
      events.push(...next.value.events);
    }
    const army = events.filter((e) => e.type === 'discipline-test' && e['cause'] === 'army');
    expect(army.map((e) => e['unit']).sort()).toEqual(
      r.state.field.units
        .filter((u) => u.side === 'b')
        .map((u) => u.id)
        .sort(),
    );
    expect(s.testsTaken).toEqual(['b']);
  });

  test('SSF-A44: a unit with flight flies low after it moves, and lands when it charges', () => {
    const s0 = start({ scenario: 'skirmish' });
    const flyer: SsfState = {
      ...s0,
      field: {
        ...s0.field,
        units: s0.field.units.map((u) =>
          u.id === 'patrol-spears' ? { ...u, profile: { ...u.profile, troopType: 'light-foot', characteristics: ['flight'] } } : u,
        ),
      },
    };
    expect(unitById(flyer.field, 'patrol-spears')!.altitude ?? 'ground').toBe('ground');
    const adv = act(activating(flyer, 'patrol-spears', [6]), 'a', { type: 'order', order: 'advance', distance: 1 });
    if (!adv.ok) throw new Error(adv.error.message);
    expect(unitById(adv.value.state.field, 'patrol-spears')!.altitude).toBe('low');
    const charge = act(
      activating(adv.value.state, 'patrol-spears', [6]),
      'a',
      { type: 'order', order: 'charge', target: 'raid-warband' },
      2,
    );
    if (!charge.ok) throw new Error(charge.error.message);
    // With seed 2 the flyer survives the melee, so it is on the table to be looked at.
    const after = unitById(charge.value.state.field, 'patrol-spears');
    expect(after).toBeDefined();
    expect(after!.altitude ?? 'ground').toBe('ground');
    expect(charge.value.events.some((e) => e.type === 'charged')).toBe(true);
  });
});

describe('victory (F12, SSF-A7, SSF-A35) and the view', () => {
  test('F12 / SSF-A7: an army that has lost half its value loses the battle', () => {
    const s0 = activating(start(), 'elf-spears-2', [3]);
    const s: SsfState = { ...s0, losses: { a: armyBreakpoints(s0.armyValue.a!).defeatAt, b: 0 } };
    const r = act(s, 'a', { type: 'order', order: 'hold' });
    if (!r.ok) throw new Error(r.error.message);
    expect(swordAndSpear.outcome(r.value.state)).toMatchObject({ winner: 'b', clause: 'F12' });
    expect(swordAndSpear.toAct(r.value.state)).toEqual([]);
  });

  test('SSF-A35: a battle of one turn ends after its end phase, decided on the share of each army lost', () => {
    const m = Match.create(swordAndSpear, { maxTurns: 1, scenario: 'skirmish' }, 11);
    if (!m.ok) throw new Error(m.error.message);
    for (let n = 0; n < 500 && !m.value.outcome(); n++) {
      const seat = m.value.toAct()[0]!;
      const legal = m.value.legalActions(seat);
      const done = legal.find(
        (a) =>
          a.type === 'done-allocating' ||
          a.type === 'end-phase-done' ||
          a.type === 'no-more-spells' ||
          a.type === 'no-protect' ||
          (a.type === 'order' && a.order === 'hold'),
      );
      const r = m.value.act(seat, done ?? legal[0]);
      if (!r.ok) throw new Error(r.error.message);
    }
    expect(m.value.outcome()).toMatchObject({ winner: null, clause: 'SSF-A35' });
  });

  test('17 Magic: a side casts only with its own magic-users', () => {
    const s0 = start();
    const s: SsfState = {
      ...common(s0),
      step: 'end-phase',
      endPhase: { done: [], moved: [] },
      field: { ...s0.field, units: s0.field.units.map((u) => (u.id === 'troll' ? { ...u, hits: 1 } : u)) },
    };
    const first = swordAndSpear.toAct(s)[0]!;
    const r = act(s, first, { type: 'heal', user: first === 'a' ? 'goblin-seer' : 'wood-wise', target: 'troll', level: 1 });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_NOT_YOURS', '17 Magic']);
  });

  test('nothing is hidden: both seats and spectators see the same whole table', () => {
    const s = start();
    expect(swordAndSpear.view(s, 'a')).toEqual(swordAndSpear.view(s, 'spectator'));
    expect(swordAndSpear.view(s, 'b').hidden).toBe('nothing');
  });

  test('options and actions from outside are checked: unknown keys, scenarios and malformed actions are refused', () => {
    expect(swordAndSpear.parseOptions({ nope: 1 }).ok).toBe(false);
    const sc = swordAndSpear.parseOptions({ scenario: 'nowhere' });
    expect(sc.ok ? null : sc.error.code).toBe('ERR_BAD_OPTION');
    expect(swordAndSpear.parseAction({ type: 'give', unit: 'x', value: 7 }).ok).toBe(false);
    expect(swordAndSpear.parseAction({ type: 'order', order: 'charge', target: 'troll' }).ok).toBe(true);
  });
});

describe('rallying (2 Strength, F3, SSF-A41)', () => {
  const withHits = (s: SsfState, unit: string, hits: number): SsfState => ({
    ...s,
    field: { ...s.field, units: s.field.units.map((u) => (u.id === unit ? { ...u, hits } : u)) },
  });

  test('2 Strength / SSF-A41: a rally order out of contact removes one hit (rallyRemoves 2: two), and cites its clause', () => {
    for (const [removes, left] of [
      [1, 1],
      [2, 0],
    ] as const) {
      const s = activating(withHits(start({ rallyRemoves: removes }), 'elf-archers-1', 2), 'elf-archers-1', [6]);
      expect(enemiesInContact(s.field, unitById(s.field, 'elf-archers-1')!, s.options)).toEqual([]);
      expect(swordAndSpear.legalActions(s, 'a')).toContainEqual({ type: 'order', order: 'rally' });
      const r = act(s, 'a', { type: 'order', order: 'rally' });
      if (!r.ok) throw new Error(r.error.message);
      expect(unitById(r.value.state.field, 'elf-archers-1')!.hits).toBe(left);
      expect(r.value.events).toContainEqual(
        expect.objectContaining({ type: 'rallied', clause: 'SSF-A41', unit: 'elf-archers-1', removed: 2 - left }),
      );
    }
  });

  test('F3: a unit with no hits is not offered a rally, and one sent is refused with F3', () => {
    const s = activating(start(), 'elf-archers-1', [6]);
    expect(swordAndSpear.legalActions(s, 'a')).not.toContainEqual({ type: 'order', order: 'rally' });
    const r = act(s, 'a', { type: 'order', order: 'rally' });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_CANNOT_RALLY', 'F3']);
  });
});
