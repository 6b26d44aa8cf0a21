import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { disciplineOf, goingOf, inCover, unitById } from './battlefield.js';
import { TABLES } from './data.js';
import { assignMagicPower, castSpell, rollMagicPower, startMagicTurn } from './magic.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { loadScenario, scenarioSchema, SCENARIOS } from './scenario.js';
import { planShooting } from './shooting.js';

const load = () => {
  const r = loadScenario(SCENARIOS.get('border-clash')!);
  if (!r.ok) throw new Error(r.error.join('; '));
  return r.value;
};

describe('the bundled scenario (Appendix 4 is missing; SSF-A34)', () => {
  test('both army lists are on the table, every unit once, none touching; commanders attached lower discipline (2 Discipline)', () => {
    const s = load();
    const count = ['elven-host', 'orc-horde'].reduce((n, id) => n + TABLES.armies.get(id)!.units.length, 0);
    expect(s.field.units).toHaveLength(count);
    expect(s.field.terrain.map((t) => t.type)).toEqual(['woods', 'hill', 'village', 'marsh']);
    const spears = unitById(s.field, 'elf-spears-1')!;
    expect(spears.commanderAttached).toBe(true);
    expect(disciplineOf(s.field, spears, o).value).toBe(2);
    expect(s.magicUsers.map((m) => [m.id, m.level, m.attachedTo ?? null])).toEqual([
      ['lord-of-the-glade', 2, 'elf-spears-1'],
      ['wood-wise', 1, null],
      ['shaman-chief', 1, null],
      ['goblin-seer', 3, null],
    ]);
  });

  test('the opening position: nothing is in range to shoot yet; the wood scouts stand in the open', () => {
    const s = load();
    for (const u of s.field.units.filter((x) => x.profile.missile.length > 0)) {
      const p = planShooting(s.field, { shooter: u.id }, o);
      expect(p.ok, u.id).toBe(false);
    }
    const scouts = unitById(s.field, 'wood-scouts')!;
    expect(goingOf(s.field, scouts, o)).toBe('open');
    expect(inCover(s.field, scouts, o)).toBe(false);
  });

  test('17 Magic on the bundled table: the goblin seer (level 3) rolls, and its attack on the elves is too far (SSF-A24)', () => {
    const s = load();
    const orcs = s.magicUsers.filter((m) => m.side === 'orcs');
    const power = assignMagicPower(orcs, rollMagicPower(orcs, new ScriptedDice([4, 5])));
    expect(power).toEqual({ ok: true, value: { 'shaman-chief': 4, 'goblin-seer': 6 } });
    const c = castSpell(
      s.field,
      s.magicUsers,
      startMagicTurn(power.ok ? power.value : {}),
      { user: 'goblin-seer', spell: 'attack', level: 1, target: 'elf-archers-2', phase: 1, moment: 'after-allocation' },
      o,
    );
    expect(c).toMatchObject({ ok: false, error: { code: 'ERR_TOO_FAR', clause: '17 Using Magic' } });
  });

  test('a scenario with mistakes is refused with every problem named', () => {
    const spec = scenarioSchema.parse({
      ...SCENARIOS.get('border-clash')!,
      terrain: [
        {
          id: 'lava',
          type: 'lava',
          polygon: [
            [0, 0],
            [1, 0],
            [1, 1],
          ],
        },
      ],
      armies: [
        {
          side: 'elves',
          list: 'elven-host',
          units: [
            { unit: 'elf-knights', x: 10, y: 4, facing: 90 },
            { unit: 'elf-knights', x: 20, y: 4, facing: 90 },
            { unit: 'bolt-thrower', x: 40, y: 4, facing: 90 },
          ],
          characters: [{ id: 'wood-wise', x: 1, y: 1, attachedTo: 'elf-knights' }],
        },
        { side: 'orcs', list: 'orc-horde', units: [{ unit: 'troll', x: 10, y: 4.5, facing: 270 }], characters: [] },
      ],
    });
    const r = loadScenario(spec);
    expect(r.ok).toBe(false);
    const text = r.ok ? '' : r.error.join('\n');
    expect(text).toMatch(/no terrain type 'lava'/);
    expect(text).toMatch(/'elf-knights' is placed twice/);
    expect(text).toMatch(/'elf-spears-1' is not placed/);
    expect(text).toMatch(/only a commander may be attached/);
    expect(text).toMatch(/'bolt-thrower' is not wholly on the table/);
    expect(text).toMatch(/touch or overlap/);
  });
});
