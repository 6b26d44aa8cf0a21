/**
 * `warband play <system>` for all five systems through the one loop (play-loop.ts): the same flags, a
 * first screen that fits 80 columns, a few actions, quit offering to save, --load resuming the saved
 * game; Ctrl-C offering to save too; the prompt's history on a terminal.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { Command } from 'commander';
import { afterEach, describe, expect, test } from 'vitest';
import '../rulesets/index.js';
import { replay } from '../core/record.js';
import { INTERRUPT, prompter } from './game-setup.js';
import { LOOP_COMMANDS, loopCommand } from './play-loop.js';
import { addPlayCommand } from './play-command.js';
import { listCliSystems } from './registry.js';
import './systems.js';
import { run } from './test-io.js';

async function warbandPlay(args: readonly string[], lines: readonly string[]) {
  const errors: string[] = [];
  const r = await run(lines, async (input, output) => {
    const cli = new Command('warband').exitOverride();
    addPlayCommand(cli, { input, output, err: (t) => errors.push(t) });
    process.exitCode = 0;
    await cli.parseAsync(['play', ...args], { from: 'user' });
    return Number(process.exitCode ?? 0);
  });
  return { ...r, errors };
}

afterEach(() => {
  process.exitCode = 0;
});

/** The first legal move of Red in a saved Swords & Wizardry game, typed as a player types it (b4-b5). */
function swMove(record: unknown): string[] {
  const r = replay(record);
  if (!r.ok) throw new Error(r.error.message);
  const move = (r.value.match.legalActions('red') as { type: string; from?: string; to?: string }[]).find((a) => a.type === 'move');
  return move ? [`${move.from}-${move.to}`] : [];
}

/**
 * Each system: options for a short game, the lines of a few actions (and of more once the game is
 * resumed, from its record), the noun, and the prompt of the seat at the keyboard.
 */
const GAMES: readonly {
  system: string;
  args: readonly string[];
  actions: readonly string[];
  more?: (record: unknown) => string[];
  noun: string;
  prompt: string;
}[] = [
  { system: 'swords-and-wizardry', args: [], actions: ['random'], more: swMove, noun: 'game', prompt: 'red> ' },
  { system: 'swords-and-sorcery', args: ['--option', 'turns=2'], actions: ['end'], noun: 'game', prompt: 'west> ' },
  { system: 'sauron', args: ['--option', 'turns=2'], actions: ['end', 'end'], noun: 'game', prompt: 'Westernesse> ' },
  { system: 'sword-and-spear', args: ['--option', 'scenario=skirmish'], actions: ['1', '1'], noun: 'battle', prompt: '> ' },
  { system: 'sword-and-swarm', args: ['--option', 'maxTurns=2'], actions: ['1', '1'], noun: 'encounter', prompt: 'Red> ' },
];

describe('warband play <system>: one loop, the same flags', () => {
  test('every game system has a terminal game', () => {
    expect(
      listCliSystems()
        .flatMap((c) => (c.play ? [c.play.ruleset] : []))
        .sort(),
    ).toEqual(GAMES.map((g) => g.system).sort());
  });

  for (const g of GAMES)
    test(`${g.system}: a few actions, quit and save, --load and go on`, async () => {
      const dir = mkdtempSync(join(tmpdir(), 'warband-play-'));
      const [first, second] = [join(dir, 'first.json'), join(dir, 'second.json')];
      const a = await warbandPlay(
        [g.system, '--seed', '5', '--vs', 'computer', '--level', 'heuristic', ...g.args],
        [...g.actions, 'quit', first],
      );
      expect(a.errors).toEqual([]);
      expect(a.code).toBe(0);
      // The first screen's pictures (maps, tables: lines that are not prose) fit a terminal of 80 columns.
      const screen = a.transcript.slice(0, a.transcript.indexOf(g.prompt));
      const prose = (l: string) => (l.match(/[a-z]{4,}/g) ?? []).length >= 3;
      const wide = screen.split('\n').filter((l) => l.length > 80 && !prose(l));
      expect(wide, `${g.system}: lines over 80 columns`).toEqual([]);
      expect(a.transcript).toContain(`You left the ${g.noun}.`);
      expect(a.transcript).toContain(`first? Type a file name, or press Enter to leave without saving.`);
      const saved = JSON.parse(readFileSync(first, 'utf8')) as { actions: unknown[]; ruleset: string; result: unknown };
      const more = g.more?.(saved) ?? g.actions;
      expect(saved.ruleset).toBe(g.system);
      expect(saved.result).toBeNull();
      expect(saved.actions.length).toBeGreaterThanOrEqual(1);
      expect(a.transcript).toContain(`left: the game record (${saved.actions.length} actions) is in ${first}`);

      const b = await warbandPlay([g.system, '--load', first], [...more, 'save ' + second, 'quit', '']);
      expect(b.errors).toEqual([]);
      expect(b.transcript).toContain(`Resumed from ${first}: ${saved.actions.length} actions replayed.`);
      const resumed = JSON.parse(readFileSync(second, 'utf8')) as { actions: unknown[] };
      expect(resumed.actions.length).toBeGreaterThan(saved.actions.length);
      // The saved game's actions are the start of the resumed one's.
      expect(resumed.actions.slice(0, saved.actions.length)).toEqual(saved.actions);
      // Enter at the offer leaves without writing again.
      expect(b.transcript.match(/is in /g)).toHaveLength(1);
    });

  test('--load refuses a record of another system, and --option beside it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-play-'));
    const file = join(dir, 'swarm.json');
    await warbandPlay(['sword-and-swarm', '--seed', '2', '--option', 'maxTurns=1'], ['1', 'save ' + file, 'quit', '']);
    const other = await warbandPlay(['sauron', '--load', file], []);
    expect(other.code).toBe(1);
    expect(other.transcript).toContain(`is a record of sword-and-swarm: resume it with warband play sword-and-swarm --load ${file}`);
    const both = await warbandPlay(['sword-and-swarm', '--load', file, '--option', 'maxTurns=3'], []);
    expect(both.errors.join('\n')).toContain('--option with --load');
    const missing = await warbandPlay(['sword-and-swarm', '--load', join(dir, 'none.json')], []);
    expect(missing.code).toBe(1);
    expect(missing.transcript).toContain('Cannot read');
  });

  test('--vs hotseat plays every seat at the keyboard; --vs with another word is refused', async () => {
    const r = await warbandPlay(['sword-and-swarm', '--vs', 'hotseat', '--seed', '2', '--option', 'maxTurns=1'], Array(200).fill('1'));
    expect(r.transcript).toContain('Hot-seat: both warbands from this terminal.');
    expect(r.transcript).toMatch(/The encounter is over: .* {2}\[SWS-A17\]/);
    await expect(warbandPlay(['sword-and-swarm', '--vs', 'nobody'], [])).rejects.toThrow(/Allowed choices are computer, hotseat/);
  });

  test('Ctrl-C at the prompt leaves the game and offers to save it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-play-'));
    const file = join(dir, 'interrupted.json');
    const input = new PassThrough();
    let transcript = '';
    let interrupted = false;
    const output = new Writable({
      write(chunk, _enc, done) {
        transcript += String(chunk);
        if (!interrupted && transcript.endsWith('Red> ')) {
          interrupted = true;
          setImmediate(() => process.emit('SIGINT'));
        } else if (transcript.endsWith('press Enter to leave without saving. ')) setImmediate(() => input.end(file + '\n'));
        done();
      },
    });
    const cli = new Command('warband').exitOverride();
    addPlayCommand(cli, { input, output, err: (t) => transcript.concat(t) });
    await cli.parseAsync(['play', 'sword-and-swarm', '--seed', '3'], { from: 'user' });
    expect(transcript).toContain('You left the encounter.');
    expect(transcript).toMatch(
      /Save the encounter first\? Type a file name, or press Enter to leave without saving\. \S+interrupted\.json\n/,
    );
    expect(transcript).toContain(`is in ${file}`);
    expect(JSON.parse(readFileSync(file, 'utf8')).ruleset).toBe('sword-and-swarm');
    expect(process.listenerCount('SIGINT')).toBe(0);
  });

  test('the loop-level words: save and quit, and a place for more (resign, draw, takeback)', () => {
    expect(LOOP_COMMANDS.flatMap((c) => c.words)).toEqual(expect.arrayContaining(['save', 'quit']));
    expect(loopCommand('QUIT')?.words).toContain('quit');
    expect(loopCommand('b4-b5')).toBeUndefined();
  });
});

describe('the prompt', () => {
  test('on a terminal: line editing and history (the up arrow brings back the last line)', async () => {
    const input = Object.assign(new PassThrough(), { isTTY: true });
    const output = new PassThrough();
    const p = prompter(input, output);
    const first = p.ask('> ');
    input.write('map 0406\r');
    expect(await first).toBe('map 0406');
    const second = p.ask('> ');
    input.write('\x1b[A\r');
    expect(await second).toBe('map 0406');
    const third = p.ask('> ');
    input.write('mapp\x7f 0507\r'); // a typing slip taken back
    expect(await third).toBe('map 0507');
    p.close();
    // Ctrl-C at a game's prompt: INTERRUPT (the game offers to save), and what was half typed is dropped.
    const keys = Object.assign(new PassThrough(), { isTTY: true });
    const game = prompter(keys, new PassThrough(), { interrupt: true });
    const asked = game.ask('Red> ');
    keys.write('mov');
    keys.write('\x03');
    expect(await asked).toBe(INTERRUPT);
    const next = game.ask('Save the encounter first? ');
    keys.write('saved.json\r');
    expect(await next).toBe('saved.json');
    game.close();
  });

  test('piped: every line echoed, null at the end', async () => {
    const input = new PassThrough();
    let text = '';
    const output = new Writable({
      write(chunk, _enc, done) {
        text += String(chunk);
        done();
      },
    });
    const p = prompter(input, output);
    input.end('end\n');
    expect(await p.ask('west> ')).toBe('end');
    expect(await p.ask('west> ')).toBeNull();
    expect(text).toBe('west> end\nwest> \n');
    p.close();
  });
});
