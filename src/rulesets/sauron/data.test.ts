/**
 * The data files: the leaders' ratings (7.22, SAU-A1) and where each comes from, the weapons (19.211,
 * 19.212, SAU-A8), the Leader Combat Results Table (7.26, SAU-A2), the Leader Rally Table (8.37,
 * SAU-A4), the demoralization values (SAU-A5), and the checks a user's own file goes through.
 */
import { describe, expect, test } from 'vitest';
import { SAURON_ASSUMPTIONS } from './assumptions.js';
import {
  buildTables,
  COMBAT_TABLE,
  combatTableSchema,
  DATA_FILES,
  DEMORALIZATION_FILE,
  GAME_FILE,
  LEADERS_FILE,
  leadersFileSchema,
  parseDataFile,
  RALLY_TABLE,
  rallyTableSchema,
  TABLES,
} from './data.js';

const L = (id: string) => TABLES.leadersById.get(id)!;
const ids = new Set(SAURON_ASSUMPTIONS.map((a) => a.id));
/** A source is a seed clause, a rules-gaps fact, or an assumption this ruleset records. */
const traceable = (source: string) => {
  const head = /^(SAU-A\d+|\d+(\.\d+)*|F\d+)/.exec(source)?.[1];
  return head !== undefined && (!head.startsWith('SAU-') || ids.has(head));
};

describe('leaders (7.22, SAU-A1)', () => {
  test('7.22: every leader the seed names has Combat, Morale, Endurance and Ring ratings and a nationality', () => {
    const named = ['elendil', 'isildur', 'anarion', 'gil-galad', 'cirdan', 'baldrim', 'sauron', 'ringwraith', 'gorgol'];
    for (const id of named) {
      const l = L(id);
      expect(l, id).toBeDefined();
      expect(l.kind).toBe('leader');
      expect(l.ring).not.toBeNull();
    }
    expect(L('beast').kind).toBe('beast');
  });

  test('SAU-A1: the ratings table', () => {
    const row = (id: string) => [L(id).combat, L(id).morale, L(id).endurance, L(id).ring];
    expect(row('elendil')).toEqual([6, 5, 8, 4]);
    expect(row('gil-galad')).toEqual([6, 5, 8, 3]);
    expect(row('isildur')).toEqual([5, 4, 7, 2]);
    expect(row('anarion')).toEqual([5, 3, 6, 2]);
    expect(row('cirdan')).toEqual([3, 5, 6, 4]);
    expect(row('baldrim')).toEqual([3, 3, 7, 4]);
    expect(row('sauron')).toEqual([7, 5, 10, 0]);
    expect(row('ringwraith')).toEqual([4, 3, 6, 0]);
    expect(row('gorgol')).toEqual([4, 2, 5, 0]);
    expect(row('beast')).toEqual([9, 0, 8, null]);
  });

  test('7.22 (F12): the leftover Ring digits read 0004 (Sauron, Ringwraith, Gorgol, Baldrim) and 42234 (Elendil, Isildur, Anarion, Gil-galad, Cirdan)', () => {
    expect(['sauron', 'ringwraith', 'gorgol', 'baldrim'].map((id) => L(id).ring).join('')).toBe('0004');
    expect(['elendil', 'isildur', 'anarion', 'gil-galad', 'cirdan'].map((id) => L(id).ring).join('')).toBe('42234');
  });

  test('8.3311, 16.631, 17.11: the values the seed gives are kept, and cited to it', () => {
    expect([L('baldrim').combat, L('baldrim').morale]).toEqual([3, 3]);
    expect(L('baldrim').sources.combat).toBe('8.3311');
    expect(L('baldrim').endurance).toBeGreaterThan(5);
    expect(L('sauron').ring).toBe(0);
    expect(L('sauron').sources.ring).toBe('16.631');
    expect(L('beast').combat).toBe(9);
    expect(L('beast').sources.combat).toBe('17.11');
  });

  test('SAU-A1..: every value in every data file is traced to a seed clause or a recorded assumption', () => {
    for (const l of LEADERS_FILE.leaders)
      for (const [k, s] of Object.entries(l.sources)) expect(traceable(s), `${l.id}.${k}: ${s}`).toBe(true);
    for (const w of LEADERS_FILE.weapons)
      for (const [k, s] of Object.entries(w.sources)) expect(traceable(s), `${w.id}.${k}: ${s}`).toBe(true);
    for (const r of RALLY_TABLE.rows) expect(traceable(r.source), `rally ${r.rating}`).toBe(true);
    for (const [k, s] of Object.entries(DEMORALIZATION_FILE.sources)) expect(traceable(s), k).toBe(true);
    for (const [k, s] of Object.entries(GAME_FILE.sources)) expect(traceable(s), k).toBe(true);
    expect(COMBAT_TABLE.source).toContain('SAU-A2');
  });

  test("SAU-A7: nationalities: men (the Numenoreans), elves, dwarves; Sauron's leaders are one host", () => {
    const nat = Object.fromEntries(LEADERS_FILE.leaders.map((l) => [l.id, l.nationality]));
    expect(nat).toEqual({
      elendil: 'men',
      isildur: 'men',
      anarion: 'men',
      'gil-galad': 'elves',
      cirdan: 'elves',
      baldrim: 'dwarves',
      sauron: 'mordor',
      ringwraith: 'mordor',
      gorgol: 'mordor',
      beast: 'mordor',
    });
    expect(LEADERS_FILE.leaders.filter((l) => l.numenorean).map((l) => l.id)).toEqual(['elendil', 'isildur', 'anarion']);
  });
});

describe('magic weapons (19.211, 19.212, SAU-A1, SAU-A8)', () => {
  test('SAU-A1: Narsil (Elendil) and Aiglos (Gil-galad) give +1 Combat for all purposes', () => {
    expect(TABLES.weapons.get('narsil')).toMatchObject({ combat: 1, leaderCombatOnly: false, startsWith: 'elendil' });
    expect(TABLES.weapons.get('aiglos')).toMatchObject({
      combat: 1,
      leaderCombatOnly: false,
      startsWith: 'gil-galad',
      passesWhen: 'never',
    });
  });
  test('19.211, 19.212: the shards give +1 Combat in leader combat only, to any Numenorean leader', () => {
    expect(TABLES.weapons.get('shards')).toMatchObject({
      combat: 1,
      leaderCombatOnly: true,
      startsWith: null,
      passesTo: ['elendil', 'isildur', 'anarion'],
    });
  });
  test('19.211: a shards bearer who is not Numenorean is refused by the cross-check', () => {
    const weapons = LEADERS_FILE.weapons.map((w) => (w.id === 'shards' ? { ...w, passesTo: [...w.passesTo, 'baldrim'] } : w));
    const r = buildTables({ ...DATA_FILES, leaders: { ...LEADERS_FILE, weapons } });
    expect(r.ok ? [] : r.error).toEqual(["weapon 'shards': 'baldrim' is not Numenorean (19.211)"]);
  });
});

describe('the Leader Combat Results Table (7.26, SAU-A2)', () => {
  test("7.26: the columns are the seed's -4 to +5, one row per face of one die", () => {
    expect(COMBAT_TABLE.columns).toEqual([-4, -3, -2, -1, 0, 1, 2, 3, 4, 5]);
    expect(COMBAT_TABLE.rows).toHaveLength(6);
  });
  test('SAU-A2: cells read as losses: A1D1 costs both one, D3 the defender three; every cell costs someone', () => {
    expect(COMBAT_TABLE.rows[0]![6]).toEqual({ attacker: 1, defender: 1, code: 'A1D1' });
    expect(COMBAT_TABLE.rows[5]![7]).toEqual({ attacker: 0, defender: 3, code: 'D3' });
    for (const row of COMBAT_TABLE.rows) for (const c of row) expect(c.attacker + c.defender).toBeGreaterThan(0);
  });
  test('SAU-A2: results never get better for the attacker as the die falls or the column moves left', () => {
    const score = (c: { attacker: number; defender: number }) => c.defender - c.attacker;
    COMBAT_TABLE.rows.forEach((row, d) =>
      row.forEach((c, i) => {
        if (i > 0) expect(score(c)).toBeGreaterThanOrEqual(score(row[i - 1]!));
        if (d > 0) expect(score(c)).toBeGreaterThanOrEqual(score(COMBAT_TABLE.rows[d - 1]![i]!));
      }),
    );
  });
  test("a user's table with a bad cell or a short row is refused, naming the place", () => {
    const bad = parseDataFile(combatTableSchema, { source: 'x', columns: [0, 1], rows: [['A1', 'X2'], ['D1']] }, 'my-table.json');
    expect(bad.ok).toBe(false);
    expect(bad.ok ? '' : bad.error).toContain('my-table.json');
    expect(bad.ok ? '' : bad.error).toContain("a cell is An, Dn, AnDn or '-'");
    expect(bad.ok ? '' : bad.error).toContain('row 2 has 1 cells for 2 columns');
  });
});

describe('the Leader Rally Table (8.33x, 8.37, SAU-A4)', () => {
  test('8.37: 9 3-11, 10-12 3-12, 13 automatic', () => {
    const row = (r: number) => RALLY_TABLE.rows.find((x) => x.rating === r)!.rallies;
    expect([9, 10, 11, 12, 13].map(row)).toEqual([[3, 11], [3, 12], [3, 12], [3, 12], 'automatic']);
  });
  test('SAU-A4: the rows below 9, none at 0', () => {
    expect(RALLY_TABLE.rows.slice(0, 9).map((r) => r.rallies)).toEqual([
      'none',
      [7, 7],
      [7, 8],
      [6, 8],
      [6, 9],
      [5, 9],
      [5, 10],
      [4, 10],
      [4, 11],
    ]);
  });
  test("a user's rally table with a gap in the ratings or an impossible total is refused", () => {
    const r = parseDataFile(
      rallyTableSchema,
      {
        dice: 2,
        rows: [
          { rating: 0, rallies: 'none', source: 'SAU-A4' },
          { rating: 2, rallies: [1, 13], source: 'SAU-A4' },
        ],
      },
      'rally.json',
    );
    expect(r.ok ? '' : r.error).toContain('ratings must be consecutive');
    expect(r.ok ? '' : r.error).toContain('2 dice total 2-12');
  });
});

describe('user files', () => {
  test('a leaders file without Sauron, or with a leader lacking a source, is refused', () => {
    const noSauron = parseDataFile(
      leadersFileSchema,
      { leaders: LEADERS_FILE.leaders.filter((l) => l.id !== 'sauron'), weapons: LEADERS_FILE.weapons },
      'leaders.json',
    );
    expect(noSauron.ok ? '' : noSauron.error).toContain('the rules need Sauron');
    const leaders = LEADERS_FILE.leaders.map((l) => (l.id === 'gorgol' ? { ...l, sources: { combat: 'SAU-A1' } } : l));
    const r = parseDataFile(leadersFileSchema, { leaders, weapons: LEADERS_FILE.weapons }, 'leaders.json');
    expect(r.ok ? '' : r.error).toContain("leader 'gorgol': sources needs 'morale'");
  });
  test('SAU-A5: the bundled demoralization values', () => {
    expect(DEMORALIZATION_FILE).toMatchObject({
      start: 0,
      unitEliminated: { W: 4, X: 3, Y: 2, Z: 1 },
      beastKilled: 15,
      ringLost: 20,
      narsilShattered: 10,
      shardsDestroyed: 10,
      thresholds: { westernesse: 60, sauron: 80 },
      breakFactor: 1.5,
      demoralizedRallyPenalty: 2,
    });
  });
  test("SAU-A19, SAU-A25, 16.69: game.json: 18 turns, the last 4 night, 45 magic points, the third player's order", () => {
    expect(GAME_FILE).toMatchObject({ turns: 18, nightTurns: [15, 16, 17, 18], sauronMagicPoints: 45 });
    expect(GAME_FILE.thirdPlayerOrder).toEqual(['ringwraith', 'wargs', 'goblins', 'trolls', 'slaves', 'orcs', 'gorgol']);
  });
});
