/** `warband play <ruleset>` (play-command.ts): the arguments as commander reads them, the game on streams of the test's own. */
import { Command } from 'commander';
import { afterEach, describe, expect, test } from 'vitest';
import '../rulesets/index.js';
import { addPlayCommand } from './play-command.js';
import { run } from './test-io.js';

/** Runs `warband play ...args` with `lines` typed in: what it printed, what it refused, the exit code. */
async function warbandPlay(
  args: readonly string[],
  lines: readonly string[],
): Promise<{ code: number; transcript: string; errors: string[] }> {
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

describe('warband play', () => {
  test("SSF-A51: sword-and-spear --seat a2 with --option playersPerSide=2 takes the first army's second command", async () => {
    const r = await warbandPlay(
      ['sword-and-spear', '--seat', 'a2', '--option', 'playersPerSide=2', '--option', 'scenario=border-clash', '--seed', '4'],
      ['quit'],
    );
    expect(r.errors).toEqual([]);
    expect(r.code).toBe(0);
    expect(r.transcript).toContain('You command Elven Host (Captain of the Watch) against the computer (heuristic).');
    expect(r.transcript).toContain('You left the battle.');
    const b2 = await warbandPlay(
      ['sword-and-spear', '--seat', 'b2', '--option', 'playersPerSide=2', '--option', 'scenario=border-clash', '--seed', '4'],
      ['quit'],
    );
    expect(b2.transcript).toContain('You command Orc Horde (Shaman-chief) against the computer (heuristic).');
  });

  test('SSF-A51: a2 with one player a side, and a seat of another game, are refused', async () => {
    const one = await warbandPlay(['sword-and-spear', '--seat', 'a2', '--seed', '4'], []);
    expect(one.code).toBe(1);
    expect(one.transcript).toContain('--seat: a or b');
    const red = await warbandPlay(['sword-and-spear', '--seat', 'red'], []);
    expect(red.code).toBe(1);
    expect(red.errors.join('\n')).toContain('--seat for sword-and-spear is a or b');
    const other = await warbandPlay(['swords-and-sorcery', '--seat', 'b2'], []);
    expect(other.code).toBe(1);
    expect(other.errors.join('\n')).toContain('--seat b2 is for sword-and-spear.');
  });
});
