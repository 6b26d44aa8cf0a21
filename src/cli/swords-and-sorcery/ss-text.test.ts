import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import {
  costWords,
  groupMoves,
  moveTargets,
  swordsAndSorcery,
  type SsAction,
  type SsEvent,
  type SsView,
} from '../../rulesets/swords-and-sorcery/index.js';
import {
  actionText,
  commandAction,
  formatSsEvents,
  legalText,
  lookText,
  mapLegend,
  parsePlace,
  parseSsCommand,
  pendingLines,
  renderMap,
  rulesText,
  stacksText,
  statusLines,
} from './ss-text.js';

function borderWar(options: Record<string, unknown> = {}) {
  const m = Match.create(swordsAndSorcery, { turns: 1, ...options }, 3);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** Two stacks on a small clear map: West (cavalry and a leader) in 0301, East (orcs and a leader) in 0303. */
const SKIRMISH = {
  id: 'skirmish',
  name: 'Skirmish',
  columns: 6,
  rows: 4,
  legend: { c: 'clear', f: 'forest' },
  map: ['c c c c c c', 'c c f c c c', 'c c c c c c', 'c c c c c c'],
  forces: {
    west: { name: 'West', stacks: [{ hex: '0301', units: { 'heavy-horse': 2, 'men-at-arms': 1 }, characters: ['coron'] }] },
    east: { name: 'East', stacks: [{ hex: '0303', units: { 'orc-warband': 2 }, characters: ['krawn'] }] },
  },
};

function skirmish() {
  const m = Match.create(swordsAndSorcery, { turns: 1, scenario: SKIRMISH }, 2);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

/** The line of the map drawn for `hex` (odd columns on a row's first line, even on its second) and the hex's cell. */
function cellOf(map: string, hex: string): string {
  const col = Number(hex.slice(0, 2));
  const row = Number(hex.slice(2));
  const line = map.split('\n')[1 + (row - 1) * 2 + (col % 2 === 1 ? 0 : 1)]!;
  const x = 4 + (col - 1) * 5;
  return line.slice(x, x + 5);
}

describe('the hex map', () => {
  test('the 20 x 16 bundled map fits 120 columns: two lines a row, column numbers above and below, rows on both sides', () => {
    const map = renderMap(borderWar().view('west'));
    const lines = map.split('\n');
    expect(lines).toHaveLength(2 + 16 * 2);
    for (const l of lines) expect(l.length).toBeLessThanOrEqual(120);
    expect(lines[0]).toMatch(/^ {4} 01 {3}02 {3}03 .* 20$/);
    expect(lines[1]).toMatch(/^01 /);
    expect(lines[2]).toMatch(/ 01$/);
    expect(map).not.toContain('\x1b[');
  });

  test('own stacks by counters, enemy stacks as markers with their count (VI.A), fortifications bracketed, terrain filled', () => {
    const m = borderWar();
    const west = renderMap(m.view('west'));
    expect(cellOf(west, '0406')).toBe('{W10}'); // the capital, 8 units and 2 characters
    expect(cellOf(west, '0307')).toBe('|W5C|'); // a walled city hex
    expect(cellOf(west, '1606')).toBe('[E8r]'); // East's castle stack, seen as a marker of 8 counters
    expect(cellOf(west, '1703')).toBe(' ^D^ '); // the Dragon complex in a mountain
    expect(cellOf(west, '0101')).toBe(' fff ');
    expect(cellOf(west, '1011')).toBe(' LLL ');
    const east = renderMap(m.view('east'));
    expect(cellOf(east, '0406')).toBe('{W10}');
    expect(cellOf(east, '1606')).toBe('[E8r]');
    // With reconnaissance 'marker' the enemy's size is hidden.
    expect(cellOf(renderMap(borderWar({ reconnaissance: 'marker' }).view('west')), '1606')).toBe('[E?r]');
  });

  test('colour only when asked: own green, enemy red', () => {
    const coloured = renderMap(borderWar().view('west'), { color: true });
    expect(coloured).toContain('\x1b[1;32mW10\x1b[0m');
    expect(coloured).toContain('\x1b[1;31mE8\x1b[0m');
  });

  test('the legend names the terrain, the fortifications and the markers', () => {
    const legend = mapLegend(borderWar().view('west'));
    expect(legend).toContain('^ Mountain');
    expect(legend).toContain('{ } capital');
    expect(legend).toContain('[ ] castle');
    expect(legend).toContain('1703c');
    expect(legend).toContain("E8 East's stack of 8");
  });

  test('status: the turn, the phase and the scores with their clause', () => {
    const lines = statusLines(borderWar().view('west'));
    expect(lines[0]).toBe("Game-turn 1 of 1: West's movement phase.");
    expect(lines[1]).toMatch(/^Scores now: West \d+, East \d+ .*\[SSV-A41\]$/);
  });
});

describe('stacks and look', () => {
  test('stacks: each place, counters with their codes, MP left; Demoralized shown', () => {
    const v = borderWar().view('west');
    const text = stacksText(v, 'west');
    expect(text).toContain('0609: rough: 5 units, 1 character');
    expect(text).toMatch(/3 x Heavy Axe 4d4 +west-21 west-22 west-23 {2}\(4 of 4 MP left\)/);
    expect(text).toMatch(/2 x Heavy Horse \(4\)m7 +west-1 west-2 {2}\(7 of 7 MP left\)/);
    expect(text).toContain('Gerudirr Dragonslayer (dwarrows, Leadership 3)');
    const shaken: SsView = { ...v, pieces: v.pieces.map((x) => (x.id === 'west-21' ? { ...x, demoralized: true } : x)) };
    expect(stacksText(shaken, 'west')).toMatch(/Heavy Axe 4d4 +west-21 {2}\(Demoralized, 4 of 4 MP left\)/);
  });

  test('look: terrain, walls and neighbours; an enemy stack shows only its size (VI.A)', () => {
    const v = borderWar().view('west');
    const own = lookText(v, 'west', { hex: '0406' });
    expect(own).toContain('0406 Aldmark: city, capital');
    expect(own).toContain('wall to 0405');
    expect(own).toContain('Emperor Coron III');
    const enemy = lookText(v, 'west', { hex: '1606' });
    expect(enemy).toContain('1606 Grimgate Keep: rough, castle');
    expect(enemy).toContain('East: a stack of 8 counters; what it holds is hidden until your units share the place [VI.A]');
    expect(enemy).not.toMatch(/orc|warg|naskhund/i);
    expect(lookText(v, 'west', { hex: '2517' })).toContain('is not a place on this map');
  });

  test('look: the steps of an own stack come from the ruleset (moveTargets), and each one shown is accepted', () => {
    const m = skirmish();
    const v = m.view('west');
    const text = lookText(v, 'west', { hex: '0301' });
    const steps = moveTargets(v).filter((t) => t.from.hex === '0301');
    expect(steps.length).toBeGreaterThan(0);
    const all = steps[0]!.pieces.map((p) => p.id);
    const together = groupMoves(steps, { hex: '0301' }, all);
    expect(text).toContain(`All ${all.length} that may still move, together [SSV-A45]: `);
    for (const g of together) expect(text).toContain(`${g.to.hex} (${g.pieces.map((p) => costWords(p))[0]}`);
    expect(text).toContain('Steps, piece by piece [II]:');
    for (const t of steps) expect(text).toMatch(new RegExp(`^  ${t.to.hex}.*: `, 'm'));
    // Every place shown for the whole stack is one the referee accepts.
    for (const g of together) expect(skirmish().act('west', g.action as SsAction).ok, g.to.hex).toBe(true);
    // The enemy's turn: no steps to show.
    expect(lookText(m.view('east'), 'east', { hex: '0303' })).not.toContain('Steps, piece by piece');
  });
});

describe('commands', () => {
  test('parsing: places, ids, battle words, numbers', () => {
    expect(parseSsCommand('move 0303 0403')).toEqual({ type: 'move', from: { hex: '0303' }, to: { hex: '0403' }, ids: [] });
    expect(parseSsCommand('MOVE 0406 0506 west-1 heavy-horse')).toEqual({
      type: 'move',
      from: { hex: '0406' },
      to: { hex: '0506' },
      ids: ['west-1', 'heavy-horse'],
    });
    expect(parseSsCommand('move 1703 1703c')).toMatchObject({ to: { hex: '1703', complex: true } });
    expect(parseSsCommand('react 1606 1506')).toEqual({ type: 'react', from: { hex: '1606' }, into: { hex: '1506' }, ids: [] });
    expect(parseSsCommand('look 0406')).toEqual({ type: 'look', place: { hex: '0406' } });
    expect(parseSsCommand('charge none; leader coron')).toEqual({ type: 'battle', line: 'charge none; leader coron' });
    expect(parseSsCommand('withdraw rear west-3')).toEqual({ type: 'battle', line: 'withdraw rear west-3' });
    expect(parseSsCommand('withdraw-to 0405')).toEqual({ type: 'withdraw-to', to: { hex: '0405' } });
    expect(parseSsCommand('assault 0406 east-1')).toEqual({ type: 'assault', hex: '0406', ids: ['east-1'] });
    expect(parseSsCommand('12')).toEqual({ type: 'pick', n: 12 });
    expect(parseSsCommand('rules III.D.7.a')).toEqual({ type: 'rules', clause: 'III.D.7.a' });
    expect(parseSsCommand('save my game.json')).toEqual({ type: 'save', file: 'my game.json' });
    expect(parseSsCommand('')).toEqual({ type: 'empty' });
    expect(parseSsCommand('move 406 0506')).toMatchObject({ type: 'unknown', message: expect.stringContaining('four digits') });
    expect(parseSsCommand('fly away')).toMatchObject({ type: 'unknown' });
    expect(parsePlace('1703*')).toEqual({ hex: '1703', complex: true });
  });

  test('move: ids default to every piece there that may still move; all, ids and unit types', () => {
    const m = borderWar();
    const v = m.view('west');
    const legal = m.legalActions('west');
    const act = (line: string) => commandAction(parseSsCommand(line), v, 'west', legal);
    expect(act('move 0303 0403')).toEqual({
      action: { type: 'move', pieces: ['west-17', 'west-18', 'west-19', 'west-20', 'linfalas', 'maytwist'], to: { hex: '0403' } },
    });
    expect(act('move 0303 0403 elf-bowmen linfalas')).toEqual({
      action: { type: 'move', pieces: ['west-19', 'west-20', 'linfalas'], to: { hex: '0403' } },
    });
    expect(act('move 0303 0403 all')).toMatchObject({ action: { pieces: expect.arrayContaining(['maytwist', 'west-17']) } });
    expect(act('move 0909 0910')).toBe('You have no pieces in 0909 (type stacks).');
    expect(act('end')).toEqual({ action: { type: 'end-movement' } });
    expect(act('siege 1606')).toEqual({ action: { type: 'declare-siege', hex: '1606' } });
  });

  test('legal: numbered commands, the same text one types; a place keeps its numbers', () => {
    const m = borderWar();
    const v = m.view('west');
    const legal = m.legalActions('west');
    const text = legalText(v, legal);
    expect(text.split('\n')[1]).toBe(`  ${' '.repeat(String(legal.length).length - 1)}1. end`);
    expect(text).toContain('. move 0303 0403\n');
    expect(text).toMatch(/\. move 0406 0405 west-1\n/);
    const only = legalText(v, legal, { hex: '0609' });
    expect(
      only
        .split('\n')
        .slice(1)
        .every((l) => / move 0609 /.test(l)),
    ).toBe(true);
    expect(actionText({ type: 'withdraw-to', to: { hex: '0405' } })).toBe('withdraw-to 0405');
    expect(actionText({ type: 'react', from: { hex: '1110' }, leader: 'zarko', pieces: ['zarko', 'east-30'], into: { hex: '1009' } })).toBe(
      'react 1110 1009 zarko east-30',
    );
  });
});

describe('events', () => {
  test('a reaction roll in one sentence with its clause; moves by the enemy only as stack markers, joined per stack', () => {
    const events = [
      { type: 'stack-moved', seat: 'east', from: '1606', to: '1506', count: 3, clause: 'VI.A' },
      { type: 'stack-moved', seat: 'east', from: '1506', to: '1406', count: 3, clause: 'VI.A' },
      { type: 'stack-moved', seat: 'east', from: '1805', to: '1705', count: 5, clause: 'VI.A' },
      { type: 'stack-moved', seat: 'west', from: '0303', to: '0403', count: 6, clause: 'VI.A' },
      {
        type: 'reaction-roll',
        seat: 'east',
        from: '1606',
        into: '1506',
        dice: [6, 4],
        modifier: 2,
        total: 12,
        success: true,
        clause: 'III.A',
      },
      { type: 'game-over', outcome: { winner: 'west', reason: 'west wins on points, 30 to 20.', clause: 'SSV-A41' }, clause: 'SSV-A41' },
    ] as unknown as SsEvent[];
    expect(formatSsEvents(events, 'west')).toEqual([
      'East: a stack of 3 moves 1606 > 1506 > 1406 [VI.A]',
      'East: a stack of 5 moves 1805 > 1705 [VI.A]',
      'East tries to react from 1606 into 1506: dice 6 + 4, modifier +2 = 12: success (8 or more) [III.A]',
      'Game over: West wins. west wins on points, 30 to 20. [SSV-A41]',
    ]);
  });

  test('a battle told round by round as the refereed walkthrough tells it, with the sides named by seat', () => {
    const m = Match.create(swordsAndSorcery, { turns: 1, scenario: SKIRMISH }, 2);
    if (!m.ok) throw new Error(m.error.message);
    const match = m.value;
    const step = (seat: string, action: SsAction) => {
      const r = match.act(seat, action);
      if (!r.ok) throw new Error(r.error.message);
    };
    step('west', { type: 'move', pieces: ['west-1', 'west-2', 'west-3', 'coron'], to: { hex: '0302' } });
    step('east', { type: 'pass' });
    step('west', { type: 'move', pieces: ['west-1', 'west-2', 'west-3', 'coron'], to: { hex: '0303' } });
    step('east', { type: 'pass' });
    step('west', { type: 'end-movement' });
    const view = match.view('west');
    const legal = match.legalActions('west');
    const asked = pendingLines(view, 'west', legal).join('\n');
    expect(asked).toContain('Battle in 0303, round 1: you are side a (West) against East.');
    expect(asked).toContain('charge: west-1, west-2 [III.D.2.b(2)]');
    // "charge none" edits the proposal (ss-battle's parser) and shows the result.
    const edited = commandAction(parseSsCommand('charge none'), view, 'west', legal);
    if (typeof edited === 'string') throw new Error(edited);
    expect(edited.action).toMatchObject({ type: 'battle', decision: { type: 'declare', charge: [], leader: 'coron' } });
    expect(edited.note).toContain('  charge: none [III.D.2.b(2)]');
    expect(commandAction(parseSsCommand('leader nobody'), view, 'west', legal)).toBe("No character 'nobody' on this side (coron).");
    expect(commandAction(parseSsCommand('stay'), view, 'west', legal)).toMatch(/^Round 1 is being declared/);
    step('west', edited.action);
    step('east', match.legalActions('east')[0]!);
    const lines = formatSsEvents(match.events('west'), 'west', 0, match.view('west'));
    // Issue 28.5: the seat's own view names its pieces, never their ids.
    expect(lines).toContain(
      'West: Heavy Horse, Heavy Horse, Men-at-Arms, Emperor Coron III the Unconquerable move 0301 > 0302 (3 MP each) [II]',
    );
    expect(lines).toContain('Battle in 0303: West (a) against East (b) [III.D]');
    expect(lines).toContain('=== Round 1: the declarations are revealed [III.D.2.b(2)] ===');
    // Issue 28.5: the round's report names West's units and leader from West's view, never by id.
    expect(lines.join('\n')).not.toMatch(/\b(west|east)-\d+\b/);
    expect(lines.some((l) => l.startsWith('  West (a): charge none; leader Emperor Coron III the Unconquerable;'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Strength of West (a) [III.D.1]:'))).toBe(true);
    expect(lines.some((l) => /^Die of East \(b\): rolled \d/.test(l))).toBe(true);
    // East saw West's stack come in as a marker, no ids, until both stood in the battle hex (VI.A).
    const east = formatSsEvents(match.events('east'), 'east', 0, match.view('east'));
    expect(east).toContain('West: a stack of 4 moves 0301 > 0302 [VI.A]');
    expect(east).toContain('East: Krawn the Crazy let the enemy in without reacting and may not react again this turn [III.B]');
    expect(east.slice(0, east.indexOf('Battle in 0303: West (a) against East (b) [III.D]')).join('\n')).not.toContain('west-');
  });
});

describe('rules <clause>', () => {
  test('an assumption by its id; a clause by the coverage table and the assumptions that read it', () => {
    const text = rulesText('SSV-A45', swordsAndSorcery.assumptions, null);
    expect(text).toContain('Chosen: Movement is hex by hex');
    const coverage =
      '| clause | status | code | test |\n| --- | --- | --- | --- |\n| III.A reaction offer and 2d6 roll | done | battle/reaction.ts | reaction.test.ts |\n| III.B a reaction each time | done | x | y |';
    const clause = rulesText('III.A', swordsAndSorcery.assumptions, coverage);
    expect(clause).toContain('III.A reaction offer and 2d6 roll: done (battle/reaction.ts)');
    expect(clause).not.toContain('III.B');
    expect(clause).toMatch(/Assumptions that read III\.A: .*SSV-A48/);
    expect(rulesText('Z.9', swordsAndSorcery.assumptions, coverage)).toContain('Nothing recorded');
    expect(rulesText(undefined, [], null)).toContain('game-turn');
  });
});
