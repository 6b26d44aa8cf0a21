/** Section 18 Undead is missing from the seed: SSF-A52 (option undead); Section 16 Stratagems: SSF-A53. */
import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../core/dice.js';
import { unitById } from './battlefield.js';
import type { SsfAction, SsfEvent, SsfState } from './game/index.js';
import { resolveMelee, type MeleeFlags } from './melee.js';
import { DEFAULT_OPTIONS, parseOptions, type Options } from './options.js';
import { swordAndSpear, type GameOptions } from './ruleset.js';
import { planShooting } from './shooting.js';
import { activatingState, archer, field, target, unit } from './test-helpers.js';
import { ASSUMPTIONS } from './assumptions.js';

const opts = (undead: string): Options => {
  const r = parseOptions({ undead });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const gameOptions = (o: Record<string, unknown> = {}): GameOptions => {
  const r = swordAndSpear.parseOptions(o);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const start = (o: Record<string, unknown> = {}) => swordAndSpear.setup(gameOptions(o), SeededDice.fromSeed(5));
const act = (s: SsfState, seat: string, a: SsfAction) => swordAndSpear.apply(s, seat, a, SeededDice.fromSeed(1));

/** The state with `unitId` undead and holding `hits`. */
const undeadWithHits = (s: SsfState, unitId: string, hits: number): SsfState => ({
  ...s,
  field: {
    ...s.field,
    units: s.field.units.map((u) =>
      u.id === unitId ? { ...u, hits, profile: { ...u.profile, characteristics: [...u.profile.characteristics, 'undead'] } } : u,
    ),
  },
});

/** `unitId` of side 'a' about to act on `dice`. */
const activating = (s: SsfState, unitId: string, dice: number[]): SsfState =>
  activatingState(s, { unit: unitId, side: 'a', dice }, { order: [{ side: 'a', unit: unitId, value: dice[0]! }], next: 1 });

describe('18 Undead (SSF-A52)', () => {
  test('18 Undead / SSF-A52: an undead unit takes no fear test from a fear-causing shot; with undead none it does', () => {
    const fearTest = (o: Options) => {
      const p = planShooting(
        field([archer('archers', { missile: [{ weapon: 'firearm' }] }), target('foe', 2, { characteristics: ['undead'] })]),
        { shooter: 'archers' },
        o,
      );
      if (!p.ok) throw new Error(p.error.message);
      return p.value.volley.fearTest;
    };
    expect(fearTest(DEFAULT_OPTIONS)).toBe(false);
    expect(DEFAULT_OPTIONS.undead).toBe('fearless-no-rally');
    expect(fearTest(opts('none'))).toBe(true);
  });

  test('18 Undead / SSF-A52: in melee against a unit that causes fear, an undead unit takes no fear test', () => {
    const flags: MeleeFlags = { active: false, charging: false, frontal: true, fresh: true, difficult: false, supports: 0, bonuses: 0 };
    const fearTests = (o: Options) => {
      const ghoul = unit('ghouls', { characteristics: ['undead'] });
      const dragon = unit('dragon', { side: 'red', y: 3, facing: 270, characteristics: ['causes-fear'] });
      // Every pair is a tie (3 v 3): only fear can bring a test.
      const r = resolveMelee(
        { a: { unit: ghoul, flags, discipline: 4 }, b: { unit: dragon, flags, discipline: 4 } },
        new ScriptedDice(Array(20).fill(3)),
        o,
      );
      return r.a.tests.filter((t) => t.cause === 'fear').length;
    };
    expect(fearTests(DEFAULT_OPTIONS)).toBe(0);
    expect(fearTests(opts('none'))).toBe(1);
  });

  test('18 Undead / SSF-A52: an undead unit with hits is offered no rally order, and one sent is refused with SSF-A52; undead none rallies by F3', () => {
    const s = activating(undeadWithHits(start(), 'elf-archers-1', 1), 'elf-archers-1', [6]);
    expect(swordAndSpear.legalActions(s, 'a')).not.toContainEqual({ type: 'order', order: 'rally' });
    const r = act(s, 'a', { type: 'order', order: 'rally' });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_CANNOT_RALLY', 'SSF-A52']);

    const living = activating(undeadWithHits(start({ undead: 'none' }), 'elf-archers-1', 1), 'elf-archers-1', [6]);
    expect(swordAndSpear.legalActions(living, 'a')).toContainEqual({ type: 'order', order: 'rally' });
    const rallied = act(living, 'a', { type: 'order', order: 'rally' });
    if (!rallied.ok) throw new Error(rallied.error.message);
    expect(unitById(rallied.value.state.field, 'elf-archers-1')!.hits).toBe(0);
  });

  test('18 Undead / SSF-A52 / SSF-A41: the attached commander does not rally an undead unit in the end phase', () => {
    const rallies = (o: Record<string, unknown>) => {
      const s0 = undeadWithHits(start(o), 'elf-archers-1', 1);
      const general = s0.characters.find((c) => c.side === 'a' && c.commander)!;
      let s: SsfState = {
        ...s0,
        step: 'end-phase',
        phase: undefined,
        current: undefined,
        endPhase: { done: [], moved: [] },
        characters: s0.characters.map((c) => (c.id === general.id ? { ...c, attachedTo: 'elf-archers-1' } : c)),
      } as SsfState;
      const events: SsfEvent[] = [];
      for (let i = 0; i < 4 && s.step === 'end-phase'; i++) {
        const seat = swordAndSpear.toAct(s)[0]!;
        const r = act(s, seat, { type: 'end-phase-done' });
        if (!r.ok) throw new Error(r.error.message);
        events.push(...r.value.events);
        s = r.value.state;
      }
      expect(s.step).not.toBe('end-phase');
      return events.filter((e) => e.type === 'commander-rally' && (e as { unit?: string }).unit === 'elf-archers-1').length;
    };
    expect(rallies({})).toBe(0);
    expect(rallies({ undead: 'none' })).toBe(1);
  });
});

describe('16 Stratagems (SSF-A53)', () => {
  test('SSF-A53: the missing Section 16 is a fixed reading: no stratagem is offered, and the options have none', () => {
    const a = ASSUMPTIONS.find((x) => x.id === 'SSF-A53')!;
    expect(a.option).toBe('(fixed reading)');
    expect(a.text).toMatch(/SECTION 16 : STRATAGEMS/);
    expect(Object.keys(DEFAULT_OPTIONS).filter((k) => /stratagem/i.test(k))).toEqual([]);
    const s = start();
    const kinds = new Set(swordAndSpear.legalActions(s, swordAndSpear.toAct(s)[0]!).map((x) => x.type));
    expect([...kinds].filter((k) => /stratagem/i.test(k))).toEqual([]);
  });
});
