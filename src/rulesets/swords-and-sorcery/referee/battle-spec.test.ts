import { describe, expect, test } from 'vitest';
import { createBattle } from '../battle/battle.js';
import { lossStrengthOf, type BattleUnitInput } from '../battle/types.js';
import { battleUnitSchema } from '../battle/types.js';
import { BATTLE_EXAMPLES, battleSpecSchema, buildBattle, loadBattle, parseBattleSpec, type BattleSpecInput } from './battle-spec.js';

function built(input: unknown) {
  const r = loadBattle(input);
  if (!r.ok) throw new Error(r.error.join('\n'));
  return r.value;
}
function problems(input: unknown): string[] {
  const r = loadBattle(input);
  if (r.ok) throw new Error('expected problems');
  return r.error;
}
const unitsOf = (b: ReturnType<typeof built>, side: 'a' | 'b') => b.setup[side].units as BattleUnitInput[];
const unit = (b: ReturnType<typeof built>, id: string) => [...unitsOf(b, 'a'), ...unitsOf(b, 'b')].find((u) => u.id === id)!;
const lossStrength = (u: BattleUnitInput) => lossStrengthOf(battleUnitSchema.parse(u), 'same');

const plain = (over: Partial<BattleSpecInput> = {}): BattleSpecInput => ({
  name: 'test',
  terrain: 'clear',
  a: { name: 'West', units: { 'men-at-arms': 2 } },
  b: { name: 'East', units: { 'orc-warband': 2 } },
  ...over,
});

describe('battle files', () => {
  test('III.D.5: in the bundled example a Dwarrow 4d4 Heavy Axe unit counts 16 in the mountains, Men x3', () => {
    const b = built('dwarrows-in-the-mountains');
    expect(b.names).toEqual({ a: 'Dwarrows of the Iron Hills', b: 'Men of Endore' });
    const axe = unit(b, 'heavy-axe-1');
    expect(axe).toMatchObject({ name: 'Heavy Axe', race: 'dwarrows', attack: 4, terrainMultiplier: 4, morale: 3, movementAllowance: 4 });
    expect(lossStrength(axe)).toBe(16);
    expect(lossStrength(unit(b, 'dwarrow-crossbows-1'))).toBe(12);
    expect(lossStrength(unit(b, 'men-at-arms-1'))).toBe(9);
    expect(b.setup.circumstances).toEqual({ clear: false, siege: 'none' });
    // The custom Hill Levy: explicit numbers, race Men (morale 3, x3 in mountains); the first is Demoralized (V.C).
    expect(unit(b, 'hill-levy-1')).toMatchObject({ name: 'Hill Levy', attack: 1, morale: 3, terrainMultiplier: 3, demoralized: true });
    expect(unit(b, 'hill-levy-2')).toMatchObject({ demoralized: false });
    expect(b.setup.b.characters).toEqual([expect.objectContaining({ id: 'dil', leadership: 2, wounds: 1, race: 'men' })]);
    expect(createBattle(b.setup).ok).toBe(true);
  });

  test('III.D.2.b(2), III.D.5.a, III.D.1.a, III.D.7.b: the cavalry example charges in the open; one Light Horse crossed a ford', () => {
    const b = built('cavalry-in-the-open');
    expect(b.setup.circumstances.clear).toBe(true);
    expect(unit(b, 'heavy-horse-1')).toMatchObject({ attack: 6, defence: 4, cavalry: true, terrainMultiplier: 1 });
    expect(lossStrength(unit(b, 'heavy-horse-1'))).toBe(4);
    expect(unit(b, 'light-horse-1').crossedStream).toBe(true);
    expect(unit(b, 'light-horse-2').crossedStream).toBe(false);
    expect(unit(b, 'bowmen-1').archer).toBe(true);
    // Reinforcements: costs from the terrain table (clear: 1 for everybody); the leader is the only character.
    expect(b.setup.b.reinforcements).toEqual([
      expect.objectContaining({ id: 'hill-camp', leaderId: 'weldron', enemyHighestMpCost: 1, friendlyHighestMpCost: 1 }),
    ]);
    // Battle ids are numbered per type across the whole battle: the stack's Men-at-Arms follow the hex's.
    expect(b.setup.b.reinforcements![0]!.units.map((u) => u.id)).toEqual(['men-at-arms-5', 'men-at-arms-6']);
  });

  test('III.D.2.b(2), SSV-A13, SSV-A3, SSV-R1: a fortification stops charges and combines with the terrain; flyers count x1', () => {
    const spec = plain({ fortification: 'castle', b: { name: 'East', units: { 'orc-warband': 1, dragons: 1 } } });
    const highest = built(spec);
    expect(highest.setup.circumstances.clear).toBe(false);
    expect(unit(highest, 'men-at-arms-1').terrainMultiplier).toBe(3);
    expect(unit(highest, 'dragons-1').terrainMultiplier).toBe(1);
    const product = built({ ...spec, terrain: 'rough', fortificationDefence: 'product' });
    expect(unit(product, 'men-at-arms-1').terrainMultiplier).toBe(6);
  });

  test('III.D.2.b(1), III.D.2.c(1), III.D.2.d: classes come from the unit data; a custom siege machine is archer or flyer', () => {
    const b = built(
      plain({
        a: { name: 'West', units: { 'warg-riders': 1, 'intelligent-mold': 1, 'continental-siege-machine': 1 } },
        b: {
          name: 'East',
          custom: [
            { id: 'engine', name: 'Engine', race: 'summoned', attack: 5, movement: 2, flags: ['siege-machine'] },
            { id: 'imp', name: 'Imp', race: 'imps', morale: 5, attack: 1, movement: 6, flags: ['flying'] },
          ],
        },
      }),
    );
    expect(unit(b, 'warg-riders-1')).toMatchObject({ cavalry: true, race: 'orcs', morale: 2 });
    expect(unit(b, 'intelligent-mold-1')).toMatchObject({ archer: true, cavalry: false });
    expect(unit(b, 'continental-siege-machine-1')).toMatchObject({ siegeMachine: true, archer: true, flying: true, conjured: true });
    expect(unit(b, 'engine-1')).toMatchObject({ siegeMachine: true, archer: true, flying: true, morale: 3 });
    expect(unit(b, 'imp-1')).toMatchObject({ flying: true, morale: 5, terrainMultiplier: 1 });
  });

  test('IV: a siege needs its besieged side and a fortified place', () => {
    const b = built(plain({ terrain: 'city', siege: 'assault', besieged: 'b' }));
    expect(b.setup.circumstances).toEqual({ clear: false, siege: 'assault', besieged: 'b' });
    expect(problems(plain({ siege: 'breach', fortification: 'walled' }))).toEqual([
      "besieged: a breach (IV) needs the besieged side, 'a' or 'b'",
    ]);
    expect(problems(plain({ siege: 'sortie', besieged: 'a' }))[0]).toMatch(
      /^siege: a sortie \(IV\) is fought at a castle, town, city, capital or walled hex/,
    );
    expect(problems(plain({ besieged: 'a' }))[0]).toMatch(/^besieged: given, but siege is 'none'/);
  });

  test('errors name the bad entry', () => {
    expect(problems(plain({ terrain: 'mountains' }))[0]).toMatch(
      /^terrain: no terrain 'mountains' in terrain\.json \(there are cultivated, city, clear/,
    );
    expect(problems(plain({ a: { name: 'West', units: { 'heavy-ax': 2 } } }))[0]).toMatch(
      /^side a \(West\) units: no unit type 'heavy-ax' in units\.json/,
    );
    expect(problems(plain({ a: { name: 'West', units: { 'men-at-arms': 2 }, demoralized: { 'men-at-arms': 3 } } }))).toEqual([
      "side a (West) demoralized: 3 'men-at-arms' units, but it has 2",
    ]);
    expect(problems(plain({ a: { name: 'West', units: { 'men-at-arms': 2 }, crossedStream: { bowmen: 1 } } }))).toEqual([
      "side a (West) crossedStream: 'bowmen' is not among its units (men-at-arms)",
    ]);
    expect(
      problems(
        plain({
          a: { name: 'West', units: { 'men-at-arms': 1 }, characters: ['coron', 'nobody'] },
          b: { name: 'East', units: { 'orc-warband': 1 }, characters: ['coron'] },
        }),
      ),
    ).toEqual([
      "side a (West) characters: no character 'nobody' in characters.json",
      "side b (East) characters: 'coron' is already with side a (West)",
    ]);
    // SSV-A61: Weldron's card gives 10, so one wound kills him; by Leadership (3) he has 40 and lives.
    const weldron = (characterStrength: 'card' | 'leadership') =>
      plain({
        a: { name: 'West', units: { 'men-at-arms': 1 }, characters: [{ id: 'weldron', wounds: 1 }] },
        options: { characterStrength },
      });
    expect(problems(weldron('card'))[0]).toMatch(/'weldron' with 1 wounds is dead \(SSV-A4/);
    expect(loadBattle(weldron('leadership')).ok).toBe(true);
    expect(problems(plain({ a: { name: 'West', units: { 'men-at-arms': 1 }, characters: [{ id: 'weldron', wounds: 1 }] } }))[0]).toMatch(
      /'weldron' with 1 wounds is dead \(SSV-A4: death at fighting strength \/ 10 = 1 wounds\)/,
    );
    expect(
      problems(
        plain({
          a: { name: 'West', units: { 'men-at-arms': 1 }, characters: [{ id: 'weldron', wounds: 4 }] },
          options: { characterStrength: 'leadership' },
        }),
      )[0],
    ).toMatch(/'weldron' with 4 wounds is dead \(SSV-A4: death at fighting strength \/ 10 = 4 wounds\)/);
    expect(problems(plain({ b: { name: 'East' } }))[0]).toMatch(/^side b \(East\): no army units/);
    expect(
      problems(
        plain({
          a: { name: 'West', units: { 'men-at-arms': 1 }, custom: [{ id: 'bowmen', name: 'B', race: 'men', attack: 1, movement: 4 }] },
        }),
      )[0],
    ).toMatch(/custom 'bowmen': that is the id of a unit type/);
    expect(
      problems(plain({ a: { name: 'West', custom: [{ id: 'thing', name: 'Thing', race: 'things', attack: 1, movement: 4 }] } }))[0],
    ).toMatch(/custom 'thing': no race 'things' in races\.json; give its 'morale'/);
    expect(
      problems(
        plain({
          b: {
            name: 'East',
            units: { 'orc-warband': 1 },
            reinforcements: [{ id: 'camp', units: { 'orc-warband': 1 }, characters: ['krawn'], leader: 'zarko' }],
          },
        }),
      ),
    ).toEqual(["side b (East) reinforcement 'camp' leader: 'zarko' is not among its characters (krawn)"]);
    // The schema's own errors carry the path.
    expect(problems({ ...plain(), a: { name: 'West', units: { 'men-at-arms': 0 } } })[0]).toMatch(/^a\.units\.men-at-arms: /);
    expect(problems({ ...plain(), colour: 'red' })[0]).toMatch(/colour/);
    expect(problems({ ...plain(), options: { lossRounding: 'sideways' } })[0]).toMatch(/^options\.lossRounding: /);
    expect(problems('no-such-example')[0]).toMatch(
      /no example battle 'no-such-example' \(there are dwarrows-in-the-mountains, cavalry-in-the-open\)/,
    );
  });

  test('III.A.1-2 (SSV-R2): reinforcement costs from the terrain table, Dwarrows 2 and Men 3 into the mountains', () => {
    const b = built({
      ...plain({ terrain: 'mountain' }),
      a: { name: 'Dwarrows', units: { 'heavy-axe': 1 } },
      b: {
        name: 'Men',
        units: { 'men-at-arms': 1 },
        reinforcements: [{ id: 'camp', units: { 'men-at-arms': 1 }, characters: ['glade', 'coron'] }],
      },
    });
    expect(b.setup.b.reinforcements![0]).toMatchObject({ leaderId: 'coron', enemyHighestMpCost: 2, friendlyHighestMpCost: 3 });
  });

  test('the bundled files are valid, and a parsed spec parses to itself (a record holds the whole battle)', () => {
    for (const [name, spec] of Object.entries(BATTLE_EXAMPLES)) {
      expect(buildBattle(spec).ok, name).toBe(true);
      expect(battleSpecSchema.parse(JSON.parse(JSON.stringify(spec)))).toEqual(spec);
    }
    const parsed = parseBattleSpec(plain());
    expect(parsed.ok && parsed.value.options).toMatchObject({ lossRounding: 'exact', roundLimit: 100 });
  });
});
