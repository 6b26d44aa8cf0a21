import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { replay } from '../../core/record.js';
import '../../rulesets/index.js';
import { runSsPlay, type SsPlayOptions } from './ss-play.js';

const PROMPT = /(?:west|east)> $|press Enter[^\n]*\. $/;

interface Session {
  readonly code: number;
  readonly transcript: string;
}

/**
 * Runs the play loop with scripted players: at each prompt, the seat's next scripted line; once a
 * seat's script is used up it answers from the legal actions ("legal", then "1": the engine's default
 * in a battle, pass for a reaction, end for movement). "press Enter" gets an empty line.
 */
async function drive(options: Partial<SsPlayOptions>, scripts: { west?: string[]; east?: string[] }): Promise<Session> {
  const input = new PassThrough();
  const queues = { west: [...(scripts.west ?? [])], east: [...(scripts.east ?? [])] };
  const listed = { west: false, east: false };
  let transcript = '';
  let prompts = 0;
  const respond = (prompt: string): string | null => {
    if (/press Enter/.test(prompt)) return '';
    const seat = prompt.startsWith('west') ? 'west' : 'east';
    const next = queues[seat].shift();
    if (next !== undefined) return next;
    listed[seat] = !listed[seat];
    return listed[seat] ? 'legal' : '1';
  };
  const output = new Writable({
    write(chunk, _enc, done) {
      transcript += chunk.toString();
      const m = PROMPT.exec(transcript.slice(-200));
      if (m) {
        if (++prompts > 5000) throw new Error('the game does not end');
        const line = respond(m[0]);
        setImmediate(() => (line === null ? input.end() : input.write(line + '\n')));
      }
      done();
    },
  });
  const opts: SsPlayOptions = {
    hotseat: false,
    level: 'heuristic',
    seat: 'west',
    seed: 3,
    options: { turns: 1 },
    color: false,
    ...options,
  };
  const code = await runSsPlay(opts, input, output);
  return { code, transcript };
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

describe('warband play swords-and-sorcery', () => {
  test("against the computer: the map, a move, a refusal with its clause, the computer's moves as markers, the end", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-ss-play-'));
    const save = join(dir, 'game.json');
    const { code, transcript } = await drive(
      { save },
      { west: ['help', 'map all', 'map 1606', 'stacks', 'look 1606', 'move 0303 0403', 'move 0403 0606', 'log', 'rules SSV-A45', 'end'] },
    );
    expect(code).toBe(0);
    expect(transcript).toContain('You play West against the computer (heuristic), which plays East.');
    // The map fits 80 columns: a window around West's stacks, map HEX moves it, map all shows every column.
    const first = transcript.slice(transcript.indexOf('\n     01'), transcript.indexOf('Terrain:'));
    expect(Math.max(...first.split('\n').map((l) => l.length))).toBeLessThanOrEqual(80);
    expect(transcript).toContain('Columns 01 to 14 of 20: map HEX moves the window, map all shows the whole map.');
    expect(transcript).toContain('Columns 07 to 20 of 20');
    // The map: column numbers, the capital with West's stack of 10, East's castle stack as a marker of 8.
    expect(transcript).toMatch(/^ {4} 01 {3}02 {3}03 .* 20$/m);
    expect(transcript).toContain('{W10}');
    expect(transcript).toContain('[E8r]');
    expect(transcript).toContain('Heavy Axe 4d4');
    expect(transcript).toContain('East: a stack of 8 counters; what it holds is hidden until your units share the place [VI.A]');
    expect(transcript).toContain(
      'West: Elf Spears, Elf Spears, Elf Bowmen, Elf Bowmen, Linfalas, Maytwist move 0303 > 0403 (2 MP each) [II]',
    );
    expect(transcript).toContain('Refused: 0606 is not one step from there. [SSV-A45]');
    expect(transcript).toContain('Chosen: Movement is hex by hex');
    expect(transcript).toContain('West ends movement: the combat phase [III.D]');
    // The computer's steps reach West as stack markers only; nothing of East's is named before a battle.
    expect(transcript).toMatch(/^East: a stack of \d+ moves \d{4} > \d{4}/m);
    const before = transcript.slice(0, transcript.search(/Battle in \d{4}|=== End of the game ===/));
    expect(before).not.toMatch(/east-\d|Orc Warband|Naskhund|Frost Giant/);
    expect(transcript).toContain('=== End of the game ===');
    expect(transcript).toMatch(/^Game over: (West wins|East wins|a draw)\. .+ \[SSV-A41\]$/m);
    expect(transcript).not.toContain('Refused: Malformed');
    // The record replays to the same end.
    const record = JSON.parse(readFileSync(save, 'utf8'));
    const replayed = replay(record);
    expect(replayed.ok && replayed.value.failure).toBe(undefined);
    expect(replayed.ok && replayed.value.match.outcome()).toEqual(record.result);
    expect(record.meta.players).toEqual({ west: 'human', east: 'computer (heuristic)' });
  });

  test('hot-seat: each side types its moves; the screen is cleared between them and the other side stays hidden', async () => {
    const { code, transcript } = await drive(
      { hotseat: true },
      { west: ['move 0303 0403', 'end'], east: ['stacks', 'move 1215 1214', 'end'] },
    );
    expect(code).toBe(0);
    expect(transcript).toContain('Hot-seat: two players at one keyboard.');
    expect(transcript).toContain('(screen cleared)');
    // East's screens, up to the next hand-over: its own stacks in full, West's only as markers.
    const east = transcript.slice(transcript.indexOf('East to play.'));
    const eastTurn = east.slice(0, east.indexOf('press Enter to hide your pieces'));
    expect(eastTurn).toContain('West: a stack of 6 moves 0303 > 0403 [VI.A]');
    expect(eastTurn).toContain('Bog Warriors');
    expect(eastTurn).toContain(
      'East: Intelligent Mold, Intelligent Mold, Bog Warriors, Bog Warriors, Bog Warriors, Sliggoth move 1215 > 1214',
    );
    expect(eastTurn).not.toMatch(/west-\d|Elf Spears|Linfalas/);
    expect(transcript).toContain('=== End of the game ===');
    expect(transcript).toMatch(/^Game over: (West wins|East wins|a draw)\. .+ \[SSV-A41\]$/m);
  });

  test('a reaction passed, a refused one with its clause, and a battle declared with "charge none" and fought round by round', async () => {
    const { code, transcript } = await drive(
      { hotseat: true, seed: 2, options: { turns: 1, scenario: SKIRMISH } },
      { west: ['move 0301 0302', 'move 0302 0303', 'end', 'charge none'], east: ['react 0303 0305', 'pass', 'pass', ''] },
    );
    expect(code).toBe(0);
    expect(transcript).toContain('Reaction [III.A]: the enemy moved into 0302; your stacks with a leader may react from 0303.');
    expect(transcript).toContain('react 0303 0302 krawn east-1 east-2');
    expect(transcript).toContain('Refused: 0305 is not a place on this map. [II]');
    expect(transcript).toContain("West's stack is halted in 0303: enemy units there [III.C]");
    expect(transcript).toContain('East: Krawn the Crazy let the enemy in without reacting and may not react again this turn [III.B]');
    expect(transcript).toContain(
      'Battle in 0303, round 1: you are side a (West) against East. Declare (secret until both have) [III.D.2].',
    );
    expect(transcript).toContain('  charge: west-1, west-2 [III.D.2.b(2)]');
    expect(transcript).toContain('west> charge none\n  charge: none [III.D.2.b(2)]');
    expect(transcript).toContain('=== Round 1: the declarations are revealed [III.D.2.b(2)] ===');
    expect(transcript).toMatch(/Die of West \(a\): rolled \d/);
    expect(transcript).toMatch(/The battle is over after \d+ rounds?: West \(a\) /);
    expect(transcript).toMatch(/^Game over: (West wins|East wins|a draw)\. .+ \[SSV-A41\]$/m);
  });

  test('quit leaves the game and still saves; bad options are reported, not thrown', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-ss-quit-'));
    const save = join(dir, 'left.json');
    const left = await drive({ save }, { west: ['fly away', 'move 0303 0403', 'quit'] });
    expect(left.code).toBe(0);
    expect(left.transcript).toContain('"fly away" is not a command; type help for the list.');
    expect(left.transcript).toContain('You left the game.');
    expect(existsSync(save)).toBe(true);
    expect(JSON.parse(readFileSync(save, 'utf8')).actions).toHaveLength(1);
    const bad = await drive({ options: { turns: 0 } }, {});
    expect(bad.code).toBe(1);
    expect(bad.transcript).toMatch(/Bad options: .*turns/);
  });
});
