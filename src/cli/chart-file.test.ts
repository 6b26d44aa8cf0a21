/**
 * Issue 28 item 7: --chart to a path that cannot be written is a clear error, never a stack trace, in
 * every command that draws a chart (the odds of each system, sim and tournament).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, describe, expect, test } from 'vitest';
import { chartPathError } from './chart-file.js';
import { runSauronOdds } from './sauron/sauron.js';
import { runSpearOdds } from './sword-and-spear/spear.js';
import { attackArg, runSwarmOdds } from './sword-and-swarm/swarm.js';
import { runOdds } from './swords-and-sorcery/ss-battle.js';

const dir = mkdtempSync(join(tmpdir(), 'warband-chart-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('--chart to a path that cannot be written', () => {
  test('chartPathError names the reason: no folder, a folder, a file in a file', () => {
    writeFileSync(join(dir, 'plain'), 'x');
    expect(chartPathError(join(dir, 'missing', 'odds.svg'))).toMatch(/there is no folder .*missing/);
    expect(chartPathError(dir)).toMatch(/is a folder/);
    expect(chartPathError(join(dir, 'plain', 'odds.svg'))).toMatch(/is not a folder/);
    expect(chartPathError(join(dir, 'odds.svg'))).toBeNull();
  });

  const bad = () => join(dir, 'no-such-folder', 'odds.svg');
  type Io = { out: (line: string) => void; err: (line: string) => void };
  const commands: readonly [string, (io: Io) => Promise<number>][] = [
    [
      'warband odds (Swords & Sorcery)',
      (io) =>
        runOdds('dwarrows-in-the-mountains', { trials: 20, seed: 1, chart: bad() }, { ...io, stderrTTY: false, stderr: new PassThrough() }),
    ],
    ['warband sauron odds', (io) => runSauronOdds('isildur', 'gorgol', { chart: bad() }, io)],
    ['warband spear odds', (io) => runSpearOdds('longbows', { chart: bad() }, io)],
    ['warband swarm odds', (io) => runSwarmOdds(attackArg('shortbow-at-the-hedge'), { chart: bad() }, io)],
  ];
  for (const [name, command] of commands) {
    test(`${name}: one line saying why, exit status 1, no stack trace`, async () => {
      const err: string[] = [];
      const code = await command({ out: () => {}, err: (line) => err.push(line) });
      process.exitCode = 0;
      expect(code).toBe(1);
      expect(err).toHaveLength(1);
      expect(err[0]).toMatch(/^Cannot write the chart to .*no-such-folder.*: there is no folder .*no-such-folder\.$/);
    });
  }
});
