/**
 * The ATTACK TABLE, cell by cell, through real challenges. The expected results are copied here from
 * the rulebook's text (shared/seeds/001), not read from data/attack-table.json, so a slip in the data
 * file shows up as a failing cell.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { act, at, byId, eventsOfType, layout, move, position, SPARES } from './test-helpers.js';
import type { PieceKind } from './vocabulary.js';

/** The printed table: attacking piece, then the twelve defending columns, as the seed prints them. */
const SEED_TABLE: readonly (readonly [string, string])[] = [
  ['King', 'X — D D A — D A A A A —'],
  ['Hero', 'A X — D A — D A D D D —'],
  ['Marshall Royal', 'A — X D D D D D A X X —'],
  ['Knights', 'A — A D X D A D A D D D'],
  ['Men at Arms', '— D A D A X X D A — D D'],
  ['Bowmen', 'A D A D D X X D A A A D'],
  ['Peasants', 'D D A — A A A X A A A —'],
  ['Dragon', 'D A D — D D D D X X D A'],
  ['Giant', 'D A D — A D D D X X D —'],
  ['Ogre', 'D A D — A A D D A A X —'],
  ['Siege Catapult', '— — — — A A A — D — — —'],
];
const SEED_COLUMNS = [
  'King',
  'Hero',
  'Marshall Royal',
  'Princess',
  'Knights',
  'Men-At-Arms',
  'Bowmen',
  'Peasants',
  'Dragon',
  'Giant',
  'Ogre',
  'Siege Catapult',
];

const KIND: Record<string, PieceKind> = {
  King: 'king',
  Hero: 'hero',
  'Marshall Royal': 'marshall-royal',
  Princess: 'princess',
  Knights: 'knights',
  'Men-At-Arms': 'men-at-arms',
  'Men at Arms': 'men-at-arms',
  Bowmen: 'bowmen',
  Peasants: 'peasants',
  Dragon: 'dragon',
  Giant: 'giant',
  Ogre: 'ogre',
  'Siege Catapult': 'siege-catapult',
};

type Symbol = 'X' | 'A' | 'D' | '—';
interface Cell {
  readonly attackerName: string;
  readonly defenderName: string;
  readonly attacker: PieceKind;
  readonly defender: PieceKind;
  readonly symbol: Symbol;
}

const CELLS: Cell[] = SEED_TABLE.flatMap(([attackerName, row]) =>
  row.split(' ').map((symbol, i) => ({
    attackerName,
    defenderName: SEED_COLUMNS[i]!,
    attacker: KIND[attackerName]!,
    defender: KIND[SEED_COLUMNS[i]!]!,
    symbol: symbol as Symbol,
  })),
);

/**
 * Plays `attacker` (Red, c3) into `defender` (Black, c4), both in the open, and checks the action the
 * symbol calls for (SYMBOL / ACTION, and Commencement of Game for where the attacker ends).
 */
function checkCell(attacker: PieceKind, defender: PieceKind, symbol: Symbol, options: Record<string, unknown> = {}): void {
  const s = position({ c3: ['red', attacker], c4: ['black', defender], ...SPARES }, { options });
  const { state, events } = act(s, move('c3', 'c4'));
  const spares = { h2: 'red men-at-arms', c9: 'black men-at-arms' };
  const a = byId(state, at(s, 'c3')!.id);
  const d = byId(state, at(s, 'c4')!.id);
  // "each player shows his piece"
  expect(a.kind).toBe(attacker);
  expect(d.kind).toBe(defender);
  expect(a.revealed && d.revealed).toBe(true);
  const [result] = eventsOfType(events, 'challenge-result');

  if (defender === 'princess') {
    if (symbol === 'D') {
      // The Princess is "challenged and identified" by a rescuing piece: the game is concluded.
      expect(result!.result).toBe('rescue');
      expect(state.outcome).toMatchObject({ winner: 'red', clause: 'Notes on Playing Pieces: Princess' });
      expect(state.phase).toBe('over');
    } else {
      // A non-rescuing piece identifies her and must retreat.
      expect(symbol).toBe('—');
      expect(result!.result).toBe('-');
      expect(layout(state)).toEqual({ c3: `red ${attacker}`, c4: 'black princess', ...spares });
      expect(state.outcome).toBeNull();
    }
    return;
  }

  expect(result!.result).toBe(symbol === '—' ? '-' : symbol);
  expect(state.outcome).toBeNull();
  expect(state.turn).toBe('black'); // "In all circumstances, play immediately passes to the opposite player."
  switch (symbol) {
    case 'D':
      // The defender is removed and given to the victor; the attacker takes the square, except the
      // Siege Catapult, which remains on its own square.
      expect(layout(state)).toEqual({
        ...(attacker === 'siege-catapult' ? { c3: `red ${attacker}` } : { c4: `red ${attacker}` }),
        ...spares,
      });
      expect(d.capturedBy).toBe('red');
      break;
    case 'A':
      expect(layout(state)).toEqual({ c4: `black ${defender}`, ...spares });
      expect(a.capturedBy).toBe('black');
      break;
    case 'X':
      expect(layout(state)).toEqual(spares);
      expect(a.capturedBy).toBe('black');
      expect(d.capturedBy).toBe('red');
      break;
    case '—':
      // "No Result ... the attacker returns to the square it came from"
      expect(layout(state)).toEqual({ c3: `red ${attacker}`, c4: `black ${defender}`, ...spares });
      break;
  }
}

describe('Attack Table: every cell of the printed table, by a real challenge in the open', () => {
  test('Attack Table: the copy here has 11 attacking rows and 12 defending columns', () => {
    expect(SEED_TABLE).toHaveLength(11);
    expect(CELLS).toHaveLength(132);
    for (const c of CELLS) expect(['X', 'A', 'D', '—']).toContain(c.symbol);
  });

  test('Attack Table: the copy here matches the table printed in data/rules.md (the seed)', () => {
    const text = readFileSync(new URL('./data/rules.md', import.meta.url), 'utf8');
    const symbols = ['X', 'A', 'D', '—'];
    const rows = text
      .split('\n')
      .map((l) => l.split('\t').map((c) => c.trim()))
      .filter((cells) => cells.filter((c) => symbols.includes(c)).length === 12);
    expect(rows).toHaveLength(11);
    for (const [name, row] of SEED_TABLE) {
      const cells = rows.find((r) => r.includes(name));
      expect(cells, name).toBeDefined();
      expect(cells!.filter((c) => symbols.includes(c)).join(' '), name).toBe(row);
    }
  });

  for (const c of CELLS) {
    const what =
      c.defender === 'princess'
        ? c.symbol === 'D'
          ? ' (a rescue: the game is won)'
          : ' (No Result: she is identified, the attacker retreats)'
        : '';
    test(`Attack Table: ${c.attackerName} v ${c.defenderName} is ${c.symbol === '—' ? 'No Result' : c.symbol}${what}`, () => {
      checkCell(c.attacker, c.defender, c.symbol);
    });
  }
});

describe('SW-A5: the notes on the pieces as an alternative reading of seven cells (attackTable: notes)', () => {
  /** What the NOTES ON PLAYING PIECES say for the cells where they contradict the table. */
  const NOTES: readonly (readonly [PieceKind, PieceKind, Symbol, string])[] = [
    ['giant', 'knights', 'X', 'Giant: "Attacks against Knights, Dragons and other Giants will destroy both pieces."'],
    ['knights', 'giant', 'X', 'Giant: defeated only by Hero and Bowmen; Knights and Giant destroy each other'],
    ['bowmen', 'giant', 'D', 'Giant: "defeated by Hero and Bowmen"'],
    ['giant', 'bowmen', 'A', 'Giant: "defeated by Hero and Bowmen"'],
    ['hero', 'men-at-arms', 'A', 'Hero: "overcome by Military forces and Peasants"'],
    ['hero', 'bowmen', 'A', 'Hero: "overcome by Military forces and Peasants"'],
    ['knights', 'hero', 'D', 'Hero: "overcome by Military forces and Peasants"'],
  ];

  for (const [attacker, defender, symbol, note] of NOTES) {
    const printed = CELLS.find((c) => c.attacker === attacker && c.defender === defender)!;
    test(`SW-A5 notes reading: ${printed.attackerName} v ${printed.defenderName} is ${symbol} (table: ${printed.symbol === '—' ? 'No Result' : printed.symbol}) — ${note}`, () => {
      expect(printed.symbol).not.toBe(symbol);
      checkCell(attacker, defender, symbol, { attackTable: 'notes' });
      checkCell(attacker, defender, printed.symbol, { attackTable: 'table' });
    });
  }

  test('SW-A5 notes reading: every other cell reads as the printed table', () => {
    for (const c of CELLS) {
      if (NOTES.some(([a, d]) => a === c.attacker && d === c.defender)) continue;
      checkCell(c.attacker, c.defender, c.symbol, { attackTable: 'notes' });
    }
  });
});
