import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { baseSizeOf, disciplineOf, goingOf, inCover, unitById } from './battlefield.js';
import { TABLES, unitProfileSchema, type Tables } from './data.js';
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

describe('base sizes (SSF-A34)', () => {
  const profileOf = (troopType: string, more: Record<string, unknown> = {}) =>
    unitProfileSchema.parse({ id: 'x', name: 'x', troopType, discipline: 4, ...more });

  test("SSF-A34, A1 Monster: the bundled scenario puts its monsters on smaller bases (1.5 x 1.5 DU), every other unit on the scenario's 3 x 1.5", () => {
    const s = load();
    for (const u of s.field.units) {
      const monster = u.profile.troopType === 'monsters';
      expect([u.id, u.base.width, u.base.depth]).toEqual([u.id, monster ? 1.5 : 3, 1.5]);
    }
    expect(s.field.units.filter((u) => u.profile.troopType === 'monsters').map((u) => u.id)).toEqual(['troll', 'dragon']);
  });

  test('SSF-A34, A1 Hero, A1 War wagons: a hero on a half-width base; a side-shooting war wagon narrower and deeper; a base in the unit list wins', () => {
    const normal = { width: 3, depth: 1.5 };
    expect(baseSizeOf(profileOf('hero'), normal)).toEqual({ width: 1.5, depth: 1.5 });
    expect(baseSizeOf(profileOf('war-wagons'), normal)).toEqual(normal);
    expect(baseSizeOf(profileOf('war-wagons', { characteristics: ['side-shooting'] }), normal)).toEqual({ width: 1.5, depth: 3 });
    expect(baseSizeOf(profileOf('heavy-foot'), normal)).toEqual(normal);
    expect(baseSizeOf(profileOf('monsters', { base: { width: 2, depth: 2.5 } }), normal)).toEqual({ width: 2, depth: 2.5 });
  });

  test('17 Magic, SSF-A34: the scenario checks every magic-user: his base at most half a normal unit frontage, and only a commander attached', () => {
    const spec = SCENARIOS.get('border-clash')!;
    const withSeer = (base: number): Tables => {
      const horde = TABLES.armies.get('orc-horde')!;
      const characters = horde.characters.map((c) => (c.id === 'goblin-seer' ? { ...c, base } : c));
      return { ...TABLES, armies: new Map([...TABLES.armies, ['orc-horde', { ...horde, characters }]]) };
    };
    // The scenario's base is 3 DU wide: 1.5 is half, 2 is more.
    expect(loadScenario(spec, withSeer(1.5)).ok).toBe(true);
    const big = loadScenario(spec, withSeer(2));
    expect(big.ok ? [] : big.error).toEqual([
      "character 'goblin-seer': a magic-user's base of 2 DU is more than half a normal unit frontage (3 DU) (17 Magic)",
    ]);
  });
});
