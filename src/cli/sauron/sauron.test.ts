import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { run } from '../test-io.js';
import { replay } from '../../core/record.js';
import '../../rulesets/index.js';
import { crtLookup } from '../../rulesets/sauron/index.js';
import { leaderCombatOdds, mortalCombatOdds } from '../../rulesets/sauron/index.js';
import { fighter } from '../../rulesets/sauron/index.js';
import { findLeader, parseLine, runSauronCombat, runSauronOdds, runSauronRecord, type RecordRunOptions } from './sauron.js';

const tmp = () => mkdtempSync(join(tmpdir(), 'warband-sauron-'));
const record = (file: string, lines: readonly string[], over: Partial<RecordRunOptions> = {}) =>
  run(lines, (i, o) => runSauronRecord({ file, typedDice: false, seed: 1, situation: {}, ...over }, i, o));

describe('warband sauron: leaders and lines', () => {
  test('leaders by id, name or a unique start; an ambiguous or unknown word is refused', () => {
    expect(findLeader('The Ringwraith')).toBe('ringwraith');
    expect(findLeader('gil')).toBe('gil-galad');
    expect(findLeader('g')).toMatchObject({ error: expect.stringMatching(/could be gil-galad or gorgol/) });
    expect(findLeader('frodo')).toMatchObject({ error: expect.stringMatching(/No leader 'frodo'/) });
  });

  test("typed lines become the record's actions", () => {
    expect(parseLine('combat wraith baldrim')).toEqual({ error: expect.stringMatching(/No leader/) });
    expect(parseLine('combat ring baldrim')).toEqual({ type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' });
    expect(parseLine('wound elendil 2 an orc arrow')).toEqual({ type: 'wound', leader: 'elendil', points: 2, cause: 'an orc arrow' });
    expect(parseLine('challenge isildur gorgol 3')).toEqual({ type: 'challenge', challenger: 'isildur', defender: 'gorgol', distance: 3 });
    expect(parseLine('lost sauron Z 4 orcs')).toEqual({ type: 'unit-eliminated', side: 'sauron', morale: 'Z', count: 4, unit: 'orcs' });
    expect(parseLine('move sauron off')).toEqual({ type: 'move', leader: 'sauron', to: null });
    expect(parseLine('json {"type":"next-phase"}')).toEqual({ type: 'next-phase' });
    expect(parseLine('meet maybe')).toHaveProperty('error');
    expect(parseLine('dance')).toEqual({ error: expect.stringMatching(/Unknown command 'dance'/) });
  });
});

describe('warband sauron record', () => {
  test('7.221, 7.222, 22.3, SAU-A5: changes with typed-in dice are logged with their clauses, saved, and read back to go on', async () => {
    const file = join(tmp(), 'game.json');
    const first = await record(
      file,
      [
        'combat ringwraith baldrim',
        'next',
        'next',
        'combat ringwraith baldrim',
        'x',
        '5',
        'lost westernesse X 3',
        'challenge gorgol isildur 3',
        'refuse',
        'log',
        'quit',
      ],
      { typedDice: true, situation: { option: ['mortalCombatRounds=one-die'] } },
    );
    expect(first.code).toBe(0);
    expect(first.transcript).toMatch(/Refused: .*not phasing.*\[7\.221\]/);
    expect(first.transcript).toMatch(/roll 1d6 for the Leader Combat, the Ringwraith attacking Baldrim \[7\.221\]: x/);
    expect(first.transcript).toContain('Type the number the die shows, 1 to 6.');
    // Ringwraith 4+3 = 7 against Baldrim 3+3 = 6: column +1; die 5.
    const cell = crtLookup(1, 5);
    expect(first.transcript).toContain(
      `Leader Combat: the Ringwraith (7) attacks Baldrim (6), differential +1, column +1; die 5: ${cell.code}  [7.221]`,
    );
    expect(first.transcript).toContain(`Baldrim loses ${cell.defender} Endurance (${cell.defender} of 7 lost)  [7.222]`);
    expect(first.transcript).toMatch(
      /Isildur refuses the challenge \(his \d+ Rally Points go to his side's Demoralization Level\) {2}\[22\.3\]/,
    );
    expect(first.transcript).toMatch(/#3 turn 1, Sauron Combat Phase: Leader Combat: the Ringwraith attacks Baldrim/);
    const saved = JSON.parse(readFileSync(file, 'utf8'));
    expect(saved).toMatchObject({ ruleset: 'sauron-referee', options: { mortalCombatRounds: 'one-die' } });
    expect(saved.actions.find((a: { dice?: number[] }) => a.dice?.length)).toMatchObject({ action: { type: 'leader-combat' }, dice: [5] });
    const again = replay(saved);
    expect(again.ok && again.value.applied).toBe(saved.actions.length);

    const second = await record(file, ['show', 'quit']);
    expect(second.transcript).toContain(`${saved.actions.length} changes read back.`);
    expect(second.transcript).toMatch(new RegExp(`Baldrim +Westernesse +- +3 +3 +${7 - cell.defender}/7 `));
    expect(second.transcript).toMatch(/Demoralization \[SAU-A5\]: Westernesse \d+/);
    const refused = await record(file, ['quit'], { situation: { turn: 4 } });
    expect(refused.code).toBe(1);
    expect(refused.transcript).toMatch(/holds its own situation/);
  });
});

describe('warband sauron combat and odds', () => {
  test('7.221: a Leader Combat with a typed-in die prints the exact odds, then the result and what is left', async () => {
    const r = await run(['4'], (i, o) =>
      runSauronCombat(
        { attacker: 'ringwraith', defender: 'baldrim', mortal: false, typedDice: true, seed: 1, situation: { wounds: ['baldrim=2'] } },
        i,
        o,
      ),
    );
    expect(r.code).toBe(0);
    // Baldrim 3+3-2 = 4: differential +3.
    expect(r.transcript).toContain('One Leader Combat [7.221, 7.26]: the Ringwraith 7 - Baldrim 4 = +3, column +3');
    expect(r.transcript).toContain(`die 4: ${crtLookup(3, 4).code}`);
    expect(r.transcript).toContain(`Baldrim: ${7 - 2 - crtLookup(3, 4).defender} of 7 Endurance left`);
  });

  test('22.2: a Mortal Combat rolled by the program goes on until a leader is dead; 22.4 refuses an uneven challenge', async () => {
    const r = await run([], (i, o) =>
      runSauronCombat({ attacker: 'isildur', defender: 'gorgol', mortal: true, typedDice: false, seed: 5, situation: {} }, i, o),
    );
    expect(r.code).toBe(0);
    expect(r.transcript).toMatch(/The Mortal Combat is over: .*(survives|both leaders die)/);
    expect(r.transcript).toMatch(/: dead\n/);
    const uneven = await run([], (i, o) =>
      runSauronCombat({ attacker: 'elendil', defender: 'gorgol', mortal: true, typedDice: false, seed: 5, situation: {} }, i, o),
    );
    expect(uneven.code).toBe(1);
    expect(uneven.transcript).toMatch(/Refused: .*differ by .*\[22\.4\]/);
  });

  test('exact odds as text, JSON and an SVG chart, the same numbers as odds.ts', async () => {
    const out: string[] = [];
    const io = { out: (t: string) => out.push(t), err: (t: string) => out.push(t) };
    expect(await runSauronOdds('isildur', 'gorgol', { json: true }, io)).toBe(0);
    const json = JSON.parse(out[0]!);
    expect(json.leader).toEqual(JSON.parse(JSON.stringify(leaderCombatOdds(fighter('isildur'), fighter('gorgol')))));
    expect(json.mortal.challengerWins).toBeCloseTo(mortalCombatOdds(fighter('isildur'), fighter('gorgol')).challengerWins, 12);
    const chart = join(tmp(), 'odds.svg');
    out.length = 0;
    expect(await runSauronOdds('isildur', 'gorgol', { chart }, io)).toBe(0);
    expect(out.join('\n')).toMatch(/Isildur survives: +\d+\.\d%/);
    expect(readFileSync(chart, 'utf8')).toMatch(/^<svg[\s\S]*Mortal Combat: who is left/);
    out.length = 0;
    expect(await runSauronOdds('isildur', 'isildur', {}, io)).toBe(1);
    expect(await runSauronOdds('isildur', 'gorgol', { wounds: ['gorgol=9'] }, io)).toBe(1);
    expect(out.join('\n')).toMatch(/7\.222/);
  });
});
