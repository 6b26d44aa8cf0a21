import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import type { Agent } from '../../ai/agent.js';
import { resolveAgent } from '../../ai/index.js';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { describeSsfAction } from '../../rulesets/sword-and-spear/index.js';
import type { SsfAction } from '../../rulesets/sword-and-spear/index.js';
import { swordAndSpear, type SsfView } from '../../rulesets/sword-and-spear/index.js';
import { actionText, boardLines, legalLines, namesOf, renderTable, runSpearPlay, type SpearPlayOptions } from './spear-play.js';
import { run } from '../test-io.js';

const play = (lines: readonly string[], o: Partial<SpearPlayOptions> = {}) =>
  run(lines, (i, out) =>
    runSpearPlay({ hotseat: false, level: 'heuristic', seat: 'a', seed: 3, options: { scenario: 'skirmish' }, ...o }, i, out),
  );

const view = (options: Record<string, unknown> = { scenario: 'skirmish' }, seed = 5): SsfView => {
  const m = Match.create(swordAndSpear, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value.view('a');
};

const ones = (n: number) => Array.from({ length: n }, () => '1');

describe('warband play sword-and-spear', () => {
  test('F12 / SSF-A35: a whole battle against the computer runs to its end from a script, the same again with the same seed', async () => {
    const r = await play(ones(3000));
    expect(r.code).toBe(0);
    expect(r.transcript).toContain('Sword & Spear Fantasy: Skirmish at the Ford, Elven Patrol against Orc Raiders');
    expect(r.transcript).toContain('You command Elven Patrol against the computer (heuristic).');
    // The table each turn: dice drawn, units with their hits and positions, the map.
    expect(r.transcript).toMatch(
      /Action dice drawn: Elven Patrol [\d ]+; Orc Raiders [\d ]*\. (Elven Patrol|Orc Raiders) have the initiative \[F1\]/,
    );
    expect(r.transcript).toMatch(
      / {2}A Elf Archers +at \( 5\.0, {2}3\.0\) facing toward the second army; hits 0 of 3 \(3 to rout\), discipline 3, Longbow/,
    );
    expect(r.transcript).toMatch(/Orc Raiders: lost \d+ of 11 army value, beaten at 6 \[F12, SSF-A7\]/);
    expect(r.transcript).toMatch(/ {2}\d \.+AAAAAA\.\.BBBBBB\.\.CCCCCC\.+/);
    // The legal actions by number with their clauses; the computer's moves as events with theirs.
    expect(r.transcript).toMatch(/Give a die to Elf \w+ \(number:die\) \[F1\]: 1:\d/);
    expect(r.transcript).toMatch(/ {2}\d+\. Hold {2}\[F1\]/);
    expect(r.transcript).toMatch(/Orc Raiders give a \d to [\w ]+ {2}\[F1\]/);
    expect(r.transcript).toContain('=== The end of the battle ===');
    expect(r.transcript).toMatch(/The battle is over: .+; (Elven Patrol|Orc Raiders) win {2}\[(F12|SSF-A35)\]\n\d+ actions were played\./);
    const again = await play(ones(3000));
    expect(again.transcript).toBe(r.transcript);
  });

  test('bad input: a number out of range, text and malformed JSON get a clear message and change nothing; a rule error shows its clause', async () => {
    const save = join(mkdtempSync(join(tmpdir(), 'warband-spear-play-')), 'battle.json');
    const r = await play(
      [
        '99',
        '0',
        'charge!',
        'do {not json',
        'do {"type":"give","unit":"patrol-spears","value":1}',
        'do {"type":"order","order":"hold"}',
        'quit',
      ],
      { save },
    );
    expect(r.code).toBe(0);
    expect(r.transcript).toMatch(/There is no action 99: pick a number from 1 to \d+/);
    expect(r.transcript).toMatch(/There is no action 0: pick a number from 1 to \d+/);
    expect(r.transcript).toMatch(/'charge!' is not understood: type a number from 1 to \d+, or help\./);
    expect(r.transcript).toMatch(/do: not JSON/);
    expect(r.transcript).toContain('Refused: You have no unallocated die showing 1.  [F1]');
    expect(r.transcript).toMatch(/Refused: 'order' is not possible now: the game is in the allocate step\. {2}\[SSF-A1\]/);
    expect(r.transcript).toContain('You left the battle.');
    expect(r.transcript).toMatch(/Battle left: the game record \(\d+ actions?\) is in /);
    // Only the computer's actions were taken: nothing typed changed the battle.
    const actions = JSON.parse(readFileSync(save, 'utf8')).actions as { seat: string }[];
    expect(actions.every((a) => a.seat === 'b')).toBe(true);
  });

  test('hot-seat: both armies at the keyboard; help, board, list and log; the end of the input leaves the battle', async () => {
    const r = await play(['help', 'board', 'list', 'log', '1', ...ones(30)], { hotseat: true, seed: 8 });
    expect(r.code).toBe(0);
    expect(r.transcript).toContain('Hot-seat: both armies at this keyboard');
    expect(r.transcript).toContain('Commands:');
    expect(r.transcript).toMatch(/ {4}1\. Give a \d to [\w ]+ {2}\[F1\]/);
    expect(r.transcript).toMatch(/Action phase 1: drawn .+ {2}\[F1\]/);
    expect(r.transcript).toContain('Elven Patrol> ');
    expect(r.transcript).toContain('Orc Raiders> ');
    expect(r.transcript).toContain('Input ended: the battle is left unfinished.');
  });

  test('the second army against the computer; bad options and a bad seat are refused', async () => {
    const r = await play(ones(3000), { seat: 'b', seed: 4, options: { scenario: 'border-clash', maxTurns: 2 } });
    expect(r.transcript).toContain('You command Orc Horde against the computer (heuristic).');
    expect(r.transcript).toMatch(/The battle is over: .+ {2}\[(F12|SSF-A35)\]/);
    const bad = await play([], { options: { scenario: 'nowhere' } });
    expect(bad.code).toBe(1);
    expect(bad.transcript).toMatch(/Bad options: .*no scenario 'nowhere'/);
    const seat = await play([], { seat: 'c' });
    expect(seat.code).toBe(1);
    expect(seat.transcript).toContain('--seat: a or b');
  });

  test('SSF-A51: with two players a side the player takes the second command and the computer plays the three other seats, to the end', async () => {
    const r = await play(ones(3000), { seat: 'a2', seed: 4, options: { scenario: 'border-clash', maxTurns: 2, playersPerSide: 2 } });
    expect(r.code).toBe(0);
    expect(r.transcript).toContain('You command Elven Host (Captain of the Watch) against the computer (heuristic).');
    expect(r.transcript).toContain('Elven Host (Captain of the Watch)> ');
    expect(r.transcript).not.toContain('Elven Host> ');
    expect(r.transcript).toMatch(
      /Left in the bag: Elven Host \d+, Orc Horde \d+, Elven Host \(Captain of the Watch\) \d+, Orc Horde \(Shaman-chief\) \d+ \[F1\]/,
    );
    expect(r.transcript).toMatch(/second command \[SSF-A51\]/);
    expect(r.transcript).toMatch(/The battle is over: .+ {2}\[(F12|SSF-A35)\]/);
    // With one player a side the second commands' seats are refused.
    const one = await play([], { seat: 'a2' });
    expect(one.code).toBe(1);
  });
});

describe('the table and the actions in words', () => {
  test('17 Magic / SSF-A46: a shot or a charge at a lone character is named with its clause; every order has words', () => {
    const v0 = view();
    const v: SsfView = {
      ...v0,
      characters: [...v0.characters, { id: 'raid-shaman', side: 'b', name: 'Raid Shaman', magicLevel: 2, position: { x: 11, y: 10.5 } }],
    };
    const n = namesOf(v);
    expect(actionText({ type: 'order', order: 'shoot', target: 'raid-shaman' }, v, n)).toEqual({
      text: 'Shoot at Raid Shaman (alone)',
      clause: '17 Magic; SSF-A46',
    });
    expect(actionText({ type: 'order', order: 'charge', target: 'raid-troll' }, v, n)).toEqual({
      text: 'Charge Cave Troll',
      clause: 'SSF-A3',
    });
    expect(actionText({ type: 'order', order: 'manoeuvre', turn: -90, distance: 2 }, v, n)).toEqual({
      text: 'Manoeuvre: turn 90° right, then 2 DU',
      clause: 'SSF-A37',
    });
    expect(actionText({ type: 'place', character: 'patrol-leader', unit: 'patrol-spears', attach: true }, v, n).text).toBe(
      'Patrol Leader joins Elf Spearmen',
    );
    // The words are the web page's too (describe.ts).
    for (const a of [
      { type: 'done-allocating' },
      { type: 'order', order: 'defer' },
      { type: 'give', unit: 'patrol-spears', value: 5 },
    ] as SsfAction[]) {
      const d = describeSsfAction(a, n);
      expect(actionText(a, v, n)).toEqual({ text: d.text, clause: d.clause });
    }
  });

  test('an action kind the list has no words for is shown by its fields, ids named', () => {
    const v = view();
    const wheel = { type: 'wheel-about', units: ['patrol-spears', 'patrol-archers'], distance: 2 } as unknown as SsfAction;
    const t = actionText(wheel, v, namesOf(v), 'a');
    expect(t.text).toBe('Wheel about: units Elf Spearmen, Elf Archers, distance 2');
    expect(t.clause).toBeTruthy();
    // Kinds that differ only in their distance are one line, number:DU.
    const further = { ...wheel, distance: 3 } as SsfAction;
    expect(legalLines(v, [wheel, further], namesOf(v), 'a')).toEqual([
      `  Wheel about: units Elf Spearmen, Elf Archers (number:DU) [${t.clause}]: 1:2 2:3`,
    ]);
    expect(legalLines(v, [wheel], namesOf(v), 'a', true)).toEqual([
      `    1. Wheel about: units Elf Spearmen, Elf Archers, distance 2  [${t.clause}]`,
    ]);
  });

  test('F3 / SSF-A50: a group move is worded as on the web page (describe.ts), the distances on one line', () => {
    const v = view();
    const groupMove = { type: 'group-move', units: ['patrol-spears', 'patrol-archers'], distance: 2 } as SsfAction;
    expect(actionText(groupMove, v, namesOf(v), 'a')).toEqual({
      text: 'Group move with Elf Spearmen and Elf Archers, 2 DU straight ahead',
      clause: 'SSF-A50',
    });
    expect(legalLines(v, [groupMove, { ...groupMove, distance: 3 } as SsfAction], namesOf(v), 'a')).toEqual([
      '  Group move with Elf Spearmen and Elf Archers, straight ahead (number:DU) [SSF-A50]: 1:2 2:3',
    ]);
  });

  test('every legal action of a whole battle is listed under its number exactly once, each with a clause', () => {
    const m = Match.create(swordAndSpear, { scenario: 'border-clash', maxTurns: 3 }, 6);
    if (!m.ok) throw new Error(m.error.message);
    const agent = resolveAgent('heuristic') as Agent;
    const dice = SeededDice.fromSeed(1);
    const kinds = new Set<string>();
    for (let i = 0; i < 400 && !m.value.outcome(); i++) {
      const seat = m.value.toAct()[0]!;
      const v = m.value.view(seat);
      const legal = m.value.legalActions(seat);
      legal.forEach((a) => kinds.add(a.type === 'order' ? a.order : a.type));
      const lines = legalLines(v, legal, namesOf(v), seat);
      const numbers: number[] = [];
      for (const l of lines) {
        const single = /^ +(\d+)\. .+ {2}\[.+\]$/.exec(l);
        if (single) numbers.push(Number(single[1]));
        else numbers.push(...[...l.slice(l.lastIndexOf(']:') + 2).matchAll(/(\d+):[\d.]+/g)].map((x) => Number(x[1])));
        expect(l, l).toMatch(/\[[^\]]+\]/);
      }
      expect(numbers.sort((x, y) => x - y)).toEqual(legal.map((_, k) => k + 1));
      const r = m.value.act(seat, agent.choose({ ruleset: swordAndSpear, seat, view: v, legal, dice }));
      if (!r.ok) throw new Error(r.error.message);
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['give', 'done-allocating', 'hold', 'advance', 'manoeuvre', 'end-phase-done']));
  });

  test('the map: units by letter, lone characters, terrain and linear obstacles; two units of one name are told apart', () => {
    const v = view();
    const withHedge = {
      ...v,
      field: {
        ...v.field,
        obstacles: [
          {
            id: 'h',
            type: 'hedge',
            line: [
              { x: 2, y: 10 },
              { x: 8, y: 10 },
            ],
          },
        ],
      },
    } as SsfView;
    const map = renderTable(withHedge);
    expect(map.find((l) => l.startsWith('  3'))).toMatch(/AAAAAA\.\.BBBBBB\.\.CCCCCC/);
    expect(map.find((l) => l.startsWith(' 10'))).toMatch(/={10,}/);
    expect(map.join('\n')).toContain('*');
    expect(map.join('\n')).toContain(':');
    const big = view({ scenario: 'border-clash' });
    const lines = boardLines(big);
    expect(lines.some((l) => /Elf Spearmen \d/.test(l))).toBe(true);
    expect(lines.filter((l) => /^ {0,2}\d+ [.#:~^/%"=*A-Za-z]+$/.test(l))).toHaveLength(big.table.depth);
  });
});
