import { describe, expect, test } from 'vitest';
import terrain from './data/terrain.json' with { type: 'json' };
import weapons from './data/weapons.json' with { type: 'json' };
import { buildTables, checkEncounter, parseDataFile, TABLES, warbandSchema } from './data.js';

describe('data', () => {
  test('SWS-A1: the shipped weapons, with unarmed (Attack Dice) and the rules-gaps table', () => {
    expect(TABLES.weapons.get('unarmed')).toMatchObject({ ad: { from: null, plus: 2 }, modifier: -2 });
    expect(TABLES.weapons.get('longbow')).toMatchObject({ range: 36, minMallet: 3 });
    expect(TABLES.weapons.size).toBe(10);
  });
  test('SWS-A20: two warbands; characters carry Key, Mallet, Shield, Runes, Coronet and Star', () => {
    expect([...TABLES.warbands.keys()].sort()).toEqual(['ash-raiders', 'wardens']);
    for (const w of TABLES.warbands.values())
      for (const c of w.characters)
        for (const k of ['key', 'mallet', 'shield', 'runes', 'coronet', 'star'] as const) expect(typeof c[k]).toBe('number');
  });
  test("SWS-A3 and SWS-A19: the Swarm's models (class swarm, no leader) and the two stand-in spells", () => {
    expect([...TABLES.swarm.values()].every((m) => m.class === 'swarm' && !m.leader)).toBe(true);
    expect([...TABLES.spells.keys()]).toEqual(['spark', 'mend']);
  });
  test('Encounters: the bundled ones place every character of both warbands once, on the table; a bad one is refused', () => {
    expect([...TABLES.encounters.keys()]).toEqual(['ford-at-dusk', 'open-field']);
    const ford = TABLES.encounters.get('ford-at-dusk')!;
    expect(checkEncounter(ford, TABLES).ok).toBe(true);
    const off = checkEncounter({ ...ford, swarm: [{ id: 'x-1', model: 'swarmling', at: [99, 1] }] }, TABLES);
    expect(!off.ok && off.error).toMatch(/off the table/);
    const twice = checkEncounter({ ...ford, swarm: [{ id: 'brannoc', model: 'swarmling', at: [9, 9] }] }, TABLES);
    expect(!twice.ok && twice.error).toMatch(/brannoc appears twice/);
    const monster = checkEncounter({ ...ford, swarm: [{ id: 'x-1', model: 'dragon', at: [9, 9] }] }, TABLES);
    expect(!monster.ok && monster.error).toMatch(/no Swarm model 'dragon'/);
  });
  test('a bad file is refused with a message naming it', () => {
    const r = parseDataFile(warbandSchema, { id: 'x', name: 'x', characters: [{ id: 'a' }] }, 'mine.json');
    expect(!r.ok && r.error).toContain('mine.json');
    const b = buildTables({
      weapons,
      terrain,
      warbands: [
        {
          id: 'x',
          name: 'x',
          characters: [
            {
              id: 'a',
              name: 'A',
              class: 'sage',
              mallet: 2,
              key: 3,
              runes: 4,
              coronet: 3,
              shield: 0,
              star: 4,
              boots: 6,
              weapons: ['longbow'],
              traits: [],
              leader: false,
            },
          ],
        },
      ],
    });
    expect(!b.ok && b.error).toContain('Mallet 3');
  });
});
