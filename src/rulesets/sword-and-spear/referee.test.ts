/** The referee: two units and the circumstances, one shooting, melee or spell, with typed-in or program dice. */
import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import { swordAndSpearReferee } from './referee.js';

const create = (o: unknown, seed = 1) => {
  const m = Match.create(swordAndSpearReferee, o, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};

describe('Sword & Spear Fantasy referee', () => {
  test('9 Shooting procedure / 9 Shooting weapons table: longbows roll 3 dice; the armoured target loses a level and rolls 4; typed dice decide', () => {
    const m = create({
      kind: 'shooting',
      attacker: { profile: 'elf-archers-1' },
      defender: { profile: 'orc-warband-2' },
      shooting: { range: 3 },
    });
    expect(m.legalActions('attacker')).toEqual([{ type: 'resolve' }]);
    const short = m.act('attacker', { type: 'resolve' }, [6, 6, 6]);
    expect(short.ok ? null : short.error.code).toBe('ERR_MORE_DICE');
    const r = m.act('attacker', { type: 'resolve' }, [6, 6, 6, 1, 1, 1, 1]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.find((e) => e.type === 'hits')).toMatchObject({ hits: 3 });
    expect(m.outcome()).toMatchObject({ winner: null, clause: '9 Shooting procedure' });
  });

  test('9 Range: a target out of range is refused when the circumstances are set, citing the clause', () => {
    const r = swordAndSpearReferee.parseOptions({
      kind: 'shooting',
      attacker: { profile: 'wood-scouts' },
      defender: { profile: 'orc-warband-1' },
      shooting: { range: 6 },
    });
    expect(r.ok ? null : [r.error.code, r.error.clause]).toEqual(['ERR_BAD_OPTION', '9 Range']);
  });

  test("SSF-A36 / F10: fresh knights charging with impact roll 6 dice against a warband's 4; winning every pair routs it", () => {
    const m = create({ kind: 'melee', attacker: { profile: 'elf-knights' }, defender: { profile: 'orc-warband-2' } });
    const r = m.act('attacker', { type: 'resolve' }, [6, 6, 6, 6, 6, 6, 1, 1, 1, 1]);
    if (!r.ok) throw new Error(r.error.message);
    const melee = r.value[0]!;
    expect((melee['attacker'] as { dice: number }).dice).toBe(6);
    expect(melee['defender'] as { dice: number; hits: number; routed: boolean }).toMatchObject({ dice: 4, hits: 4, routed: true });
    expect(m.outcome()).toMatchObject({ winner: 'attacker', clause: 'SSF-A36' });
  });

  test('17 Attack Spell: a non-physical level 2 spell makes the target take two discipline tests; each failure is a hit', () => {
    const m = create({ kind: 'spell', defender: { profile: 'orc-warband-2' }, spell: { level: 2, form: 'non-physical', range: 6 } });
    const r = m.act('attacker', { type: 'resolve' }, [3, 5]);
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.filter((e) => e.type === 'discipline-test').map((e) => e['passed'])).toEqual([false, true]);
    expect(r.value.find((e) => e.type === 'hits')).toMatchObject({ hits: 1 });
  });

  test('the program rolls when no dice are typed in, and the result repeats with the seed', () => {
    const a = create({ kind: 'melee' }, 4);
    const b = create({ kind: 'melee' }, 4);
    expect(a.act('attacker', { type: 'resolve' })).toEqual(b.act('attacker', { type: 'resolve' }));
    expect(a.outcome()).not.toBeNull();
    expect(a.act('attacker', { type: 'resolve' }).ok).toBe(false);
  });
});
