/**
 * `warband sim` and `warband tournament` (sim-command.ts) in every system, as commander reads the
 * arguments: a game or two each, with options that keep the games short.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterEach, describe, expect, test } from 'vitest';
import '../rulesets/index.js';
import type { TournamentResult } from '../ai/tournament.js';
import { addSimCommands } from './sim-command.js';
import type { SimSummary } from './sim.js';
import { run } from './test-io.js';

/** Runs `warband ...args`: what it printed, what it refused, the progress bar's stream, the exit code. */
async function warband(args: readonly string[]): Promise<{ code: number; out: string; errors: string; progress: string }> {
  const out: string[] = [];
  const errors: string[] = [];
  const r = await run([], async (_input, output) => {
    const cli = new Command('warband').exitOverride();
    addSimCommands(cli, { out: (t) => out.push(t), err: (t) => errors.push(t), progress: output });
    process.exitCode = 0;
    await cli.parseAsync([...args], { from: 'user' });
    return Number(process.exitCode ?? 0);
  });
  return { code: r.code, out: out.join('\n'), errors: errors.join('\n'), progress: r.transcript };
}

const scratch = () => mkdtempSync(join(tmpdir(), 'warband-sim-'));

afterEach(() => {
  process.exitCode = 0;
});

describe('warband sim', () => {
  test('swords-and-wizardry: the sides by seat, scores with 95% intervals, Elo with random at 0, as JSON', async () => {
    const r = await warband(['sim', 'swords-and-wizardry', '-n', '2', '--seed', '5', '--option', 'moveLimit=60', '--json']);
    expect(r.errors).toBe('');
    expect(r.code).toBe(0);
    const s = JSON.parse(r.out) as SimSummary;
    expect(s.sides).toEqual(['red', 'black']);
    expect(s.agents).toEqual({ red: 'heuristic', black: 'random' });
    expect(s.anchor).toBe('random');
    expect(s.byAgent.random!.elo).toBe(0);
    const h = s.byAgent.heuristic!;
    expect(h.wins + h.draws + h.losses).toBe(2);
    expect(h.ci95[0]).toBeLessThanOrEqual(h.score);
    expect(h.ci95[1]).toBeGreaterThanOrEqual(h.score);
    expect(s.sideWinRate.red!.ci95[1]).toBeGreaterThanOrEqual(s.sideWinRate.red!.rate);
  });

  test('swords-and-sorcery: --agents in the order of the seats, a chart with the 95% intervals', async () => {
    const dir = scratch();
    const chart = join(dir, 'sim.svg');
    const r = await warband([
      'sim',
      'swords-and-sorcery',
      '-n',
      '2',
      '--agents',
      'random,heuristic',
      '--option',
      'turns=1',
      '--chart',
      chart,
    ]);
    expect(r.errors).toBe('');
    expect(r.out).toContain('west: random, east: heuristic');
    expect(r.out).toMatch(/heuristic +\d+ +\d+ +\d+ +[\d.]+% +[\d.]+% \([\d.]+-[\d.]+%\) +-?\d+/);
    expect(r.out).toContain('Elo: Bradley-Terry over these games, random at 0');
    expect(r.out).toContain(`Chart: ${chart}`);
    const svg = readFileSync(chart, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('random v heuristic');
  });

  test('sauron: the third seat (16.69) played by the agent named for it, which no side counts', async () => {
    const dir = scratch();
    const r = await warband(['sim', 'sauron', '-n', '1', '--option', 'turns=2', '--seat', 'third=random', '--save-dir', dir, '--json']);
    expect(r.errors).toBe('');
    const s = JSON.parse(r.out) as SimSummary;
    expect(s.sides).toEqual(['westernesse', 'sauron']);
    expect(s.agents).toEqual({ westernesse: 'heuristic', sauron: 'random', third: 'random' });
    expect(Object.keys(s.byAgent)).toEqual(['heuristic', 'random']);
    const record = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8')) as { meta: { players: Record<string, string> } };
    expect(record.meta.players.third).toBe('random');
  });

  test('sword-and-swarm: a mirror match with sides swapped, and the progress bar', async () => {
    const r = await warband(['sim', 'sword-and-swarm', '-n', '2', '--agents', 'heuristic,heuristic', '--swap', '--progress']);
    expect(r.errors).toBe('');
    expect(r.out).toContain('red: heuristic (red first), blue: heuristic (blue first) (in the first game)');
    expect(r.out).toContain('heuristic (red first) at 0');
    expect(r.progress).toContain('games');
    expect(r.progress).toContain('2/2');
  });

  test('sword-and-spear with two players a side (SSF-A51): each side agent plays its second player too', async () => {
    const dir = scratch();
    const r = await warband([
      'sim',
      'sword-and-spear',
      '-n',
      '1',
      '--seat',
      'b=random',
      '--agents',
      'heuristic,heuristic',
      '--option',
      'playersPerSide=2',
      '--save-dir',
      dir,
      '--json',
    ]);
    expect(r.errors).toBe('');
    const s = JSON.parse(r.out) as SimSummary;
    expect(s.sides).toEqual(['a', 'b']);
    expect(s.agents).toEqual({ a: 'heuristic', a2: 'heuristic', b: 'random', b2: 'random' });
    const record = JSON.parse(readFileSync(join(dir, readdirSync(dir)[0]!), 'utf8')) as { actions: { seat: string }[] };
    const seats = new Set(record.actions.map((a) => a.seat));
    expect(seats.has('a2') && seats.has('b2')).toBe(true);
  });

  test('refusals: a chart that cannot be written (before any game), a second player by --seat, a game of one side', async () => {
    const chart = await warband(['sim', 'swords-and-wizardry', '-n', '100', '--chart', join(scratch(), 'no-such-folder', 'c.svg')]);
    expect(chart.code).toBe(1);
    expect(chart.errors).toMatch(/^Cannot write the chart to .*c\.svg: there is no folder .*no-such-folder\.$/);
    expect(chart.out).toBe('');
    const folder = scratch();
    const isFolder = await warband(['sim', 'swords-and-wizardry', '--chart', folder]);
    expect(isFolder.errors).toBe(`Cannot write the chart to ${folder}: ${folder} is a folder.`);
    const ally = await warband(['sim', 'sword-and-spear', '--seat', 'a2=random', '--option', 'playersPerSide=2']);
    expect(ally.errors).toBe('--seat a2: a2 plays for a, whose agent plays it too.');
    const none = await warband(['sim', 'sword-and-swarm', '--seat', 'third=random']);
    expect(none.errors).toBe('--seat third: sword-and-swarm has no such seat; --seat may name red, blue.');
    const one = await warband(['sim', 'sauron-referee']);
    expect(one.errors).toBe('sauron-referee has one side (referee); a match between agents needs two.');
    const agents = await warband(['sim', 'sauron', '--agents', 'heuristic']);
    expect(agents.errors).toBe('--agents names two agents, for westernesse and sauron in that order: e.g. heuristic,random.');
  });
});

describe('warband tournament', () => {
  test('swords-and-wizardry: Elo with random at 0 though it is named last; JSON on stdout, the chart line apart', async () => {
    const chart = join(scratch(), 't.svg');
    const r = await warband([
      'tournament',
      'swords-and-wizardry',
      '--agents',
      'heuristic,random',
      '-n',
      '2',
      '--workers',
      '0',
      '--option',
      'moveLimit=60',
      '--chart',
      chart,
      '--json',
    ]);
    expect(r.code).toBe(0);
    const t = JSON.parse(r.out) as TournamentResult;
    expect(t.anchor).toBe('random');
    expect(t.entrants.find((e) => e.name === 'random')!.elo).toBe(0);
    expect(r.errors).toBe(`Chart: ${chart}`);
    expect(readFileSync(chart, 'utf8')).toContain('Elo (random = 0)');
  });

  test('swords-and-sorcery, sword-and-swarm: a round robin of each, with its table', async () => {
    for (const [game, option] of [
      ['swords-and-sorcery', 'turns=1'],
      ['sword-and-swarm', null],
    ] as const) {
      const chart = join(scratch(), 't.svg');
      const r = await warband([
        'tournament',
        game,
        '--agents',
        'random,heuristic',
        '-n',
        '2',
        '--workers',
        '0',
        ...(option ? ['--option', option] : []),
        '--chart',
        chart,
      ]);
      expect(r.errors).toBe('');
      expect(r.out).toContain(`${game}: 2 games a pairing, seed 1; Elo: random = 0`);
      expect(r.out).toMatch(/random v heuristic +\d-\d-\d {3}[\d.]+% \([\d.]+%-[\d.]+%\)/);
    }
  });

  test('sauron: the third seat named; sword-and-spear: two players a side; a side is not a --seat', async () => {
    const sauron = await warband([
      'tournament',
      'sauron',
      '--agents',
      'random,heuristic',
      '-n',
      '2',
      '--workers',
      '0',
      '--option',
      'turns=2',
      '--seat',
      'third=random',
      '--chart',
      join(scratch(), 't.svg'),
      '--json',
    ]);
    expect(sauron.code).toBe(0);
    const t = JSON.parse(sauron.out) as TournamentResult;
    expect(t.extraSeats).toEqual({ third: 'random' });
    expect(t.games).toHaveLength(2);
    const spear = await warband([
      'tournament',
      'sword-and-spear',
      '--agents',
      'random,heuristic',
      '-n',
      '2',
      '--workers',
      '0',
      '--option',
      'playersPerSide=2',
      '--chart',
      join(scratch(), 't.svg'),
    ]);
    expect(spear.errors).toBe('');
    expect(spear.out).toContain('random v heuristic');
    const side = await warband(['tournament', 'sauron', '--agents', 'random,heuristic', '--seat', 'sauron=random']);
    expect(side.errors).toBe('--seat sauron: the entrants play the sides; --seat names the seats of no side (third).');
    const chart = await warband(['tournament', 'sauron', '--agents', 'random,heuristic', '--chart', '/proc/no/t.svg']);
    expect(chart.errors).toBe('Cannot write the chart to /proc/no/t.svg: there is no folder /proc/no.');
  });
});
