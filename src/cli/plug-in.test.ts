/**
 * A sixth rule system is one folder per layer plus one registry line each (docs/plugins.md). This test
 * is that system, in miniature: Nim (take one to three sticks; who takes the last one wins), registered
 * in the core's, the AI's and the CLI's registries from here alone, then played by the computer's levels,
 * offered by the server, played by `warband play` and shown by `warband replay`, with no line changed
 * anywhere else.
 */
import { Command } from 'commander';
import { afterEach, describe, expect, test } from 'vitest';
import type { Agent } from '../ai/agent.js';
import { randomAgent } from '../ai/agent.js';
import { makeAgent } from '../ai/catalog.js';
import { AGENTS } from '../ai/index.js';
import { randomFamily } from '../ai/families.js';
import { oneLevelPlayer } from '../ai/levels.js';
import { playMatch } from '../ai/play-match.js';
import { registerAiSystem } from '../ai/registry.js';
import type { AiSystem } from '../ai/system.js';
import { toRecord } from '../core/record.js';
import { registerSystem } from '../core/registry.js';
import { err, ok } from '../core/result.js';
import { ruleError } from '../core/rule-error.js';
import type { GameEvent, Ruleset, Seat } from '../core/ruleset.js';
import type { RuleSystem } from '../core/system.js';
import { computerLevels } from '../server/agents.js';
import { addPlayCommand } from './play-command.js';
import { registerCliSystem } from './registry.js';
import { reviewRecord } from './review.js';
import type { CliSystem } from './system.js';
import { run } from './test-io.js';

// ---- src/rulesets/nim/ ------------------------------------------------------------------------------

interface NimState {
  readonly sticks: number;
  readonly toMove: Seat;
  readonly winner: Seat | null;
}
interface NimAction {
  readonly take: number;
}
interface Took extends GameEvent {
  readonly type: 'took';
  readonly seat: Seat;
  readonly take: number;
  readonly left: number;
}

const nim: Ruleset<NimState, NimAction, NimState, { sticks: number }, Took> = {
  id: 'nim',
  name: 'Nim',
  version: '1.0.0',
  seats: ['first', 'second'],
  assumptions: [],
  parseOptions: (input) => {
    const sticks = (input as { sticks?: unknown } | undefined)?.sticks ?? 7;
    return typeof sticks === 'number' && Number.isInteger(sticks) && sticks > 0
      ? ok({ sticks })
      : err(ruleError('ERR_BAD_OPTION', 'Nim 1', 'sticks is a whole number above 0'));
  },
  parseAction: (input) => {
    const take = (input as { take?: unknown } | undefined)?.take;
    return typeof take === 'number' ? ok({ take }) : err(ruleError('ERR_BAD_ACTION', 'Nim 2', 'an action is {take: 1 to 3}'));
  },
  setup: (options) => ({ sticks: options.sticks, toMove: 'first', winner: null }),
  toAct: (s) => (s.winner ? [] : [s.toMove]),
  legalActions: (s, seat) => (s.winner || seat !== s.toMove ? [] : [1, 2, 3].filter((n) => n <= s.sticks).map((take) => ({ take }))),
  apply: (s, seat, a) => {
    if (s.winner || seat !== s.toMove) return err(ruleError('ERR_NOT_YOUR_TURN', 'Nim 2', `${seat} is not to move`));
    if (![1, 2, 3].includes(a.take) || a.take > s.sticks)
      return err(ruleError('ERR_BAD_TAKE', 'Nim 2', `take 1 to ${Math.min(3, s.sticks)} sticks`));
    const left = s.sticks - a.take;
    const other = seat === 'first' ? 'second' : 'first';
    return ok({
      state: { sticks: left, toMove: other, winner: left === 0 ? seat : null },
      events: [{ type: 'took', clause: 'Nim 2', seat, take: a.take, left }],
    });
  },
  view: (s) => s,
  outcome: (s) => (s.winner ? { winner: s.winner, reason: 'took the last stick', clause: 'Nim 3' } : null),
};

const nimSystem: RuleSystem = {
  id: 'nim',
  name: 'Nim',
  blurb: 'Take one to three sticks; who takes the last one wins.',
  seed: 'none',
  rulesets: [nim],
  describe: {
    event: (e) =>
      e.type === 'took' ? { text: `${(e as Took).seat} took ${(e as Took).take}, ${(e as Took).left} left`, clause: e.clause! } : null,
    decision: (_, view) => `${(view as NimState).toMove} to take`,
  },
};

// ---- src/ai/nim/ ------------------------------------------------------------------------------------

/** Leaves a multiple of four sticks where it can: the winning line. */
const leaveFours: Agent = {
  name: 'heuristic',
  choose: (ctx) => {
    const take = (ctx.view as NimState).sticks % 4 || 1;
    return (ctx.legal as readonly NimAction[]).find((a) => a.take === take) as never;
  },
};

const nimAi: AiSystem = {
  id: 'nim',
  levels: oneLevelPlayer('heuristic', 'leaves a multiple of four sticks', { msPerMove: 1, basis: 'one remainder' }),
  families: [randomFamily, { name: 'heuristic', description: 'leaves a multiple of four sticks', settings: [], make: () => leaveFours }],
};

// ---- src/cli/nim/ -----------------------------------------------------------------------------------

const nimCli: CliSystem = {
  id: 'nim',
  play: {
    ruleset: 'nim',
    seats: ['first', 'second'],
    seatWords: 'first or second',
    open(table) {
      let shown = 0;
      const news = () => {
        const lines = table.match
          .events()
          .slice(shown)
          .map((e) => nimSystem.describe.event(e, { viewer: null })!.text);
        shown = table.match.events().length;
        return lines;
      };
      return {
        noun: 'game',
        help: 'Type how many sticks you take.',
        intro: () => ['Nim'],
        prompt: (seat) => `${seat}> `,
        seatName: (seat) => seat,
        before: news,
        read: (line) => ({ action: { take: Number(line) } }),
        end: (o) => [...news(), `${o.winner} ${o.reason}.`],
      };
    },
  },
};

// ---- the one registry line each ---------------------------------------------------------------------

registerSystem(nimSystem);
registerAiSystem(nimAi);
registerCliSystem(nimCli);

afterEach(() => {
  process.exitCode = 0;
});

describe('a sixth system, plugged in by its registry lines alone', () => {
  test("the computer's levels play it with its own player, and refuse a name it does not know", () => {
    for (const level of ['beginner', 'strongest']) {
      const r = playMatch(nim, { sticks: 7 }, 1, { first: makeAgent(level) as Agent, second: randomAgent });
      expect(r.outcome).toEqual({ winner: 'first', reason: 'took the last stick', clause: 'Nim 3' });
    }
    expect(makeAgent('search', 'nim')).toMatch(
      /unknown agent 'search': choose one of beginner, intermediate, advanced, strongest, random, heuristic$/,
    );
    // An agent made before the system was registered (the built-in heuristic) plays it too.
    expect(playMatch(nim, { sticks: 6 }, 1, { first: AGENTS.heuristic!, second: randomAgent }).outcome.winner).toBe('first');
    // A name that only another system knows is refused when asked to play this one.
    const search = makeAgent('search:iterations=50') as Agent;
    expect(() => playMatch(nim, {}, 1, { first: search, second: randomAgent })).toThrow(/Nim: unknown agent 'search:iterations=50'/);
    expect(typeof makeAgent('search', 'swords-and-wizardry')).toBe('object');
  });

  test('the server offers its levels, in its own words', () => {
    const levels = computerLevels('nim');
    expect(levels.map((l) => l.id)).toEqual(['random', 'beginner', 'intermediate', 'advanced', 'strongest']);
    expect(levels[1]!.description).toBe('leaves a multiple of four sticks');
    expect(levels[4]!.description).toMatch(/same player as Beginner.*stronger levels to come/);
  });

  test("warband play nim: its seats, the computer at the level asked, and a refusal for another game's seat", async () => {
    const play = async (args: readonly string[], lines: readonly string[]) => {
      const errors: string[] = [];
      const r = await run(lines, async (input, output) => {
        const cli = new Command('warband').exitOverride();
        addPlayCommand(cli, { input, output, err: (t) => errors.push(t) });
        process.exitCode = 0;
        await cli.parseAsync(['play', ...args], { from: 'user' });
        return Number(process.exitCode ?? 0);
      });
      return { ...r, errors };
    };
    const game = await play(['nim', '--seat', 'second', '--level', 'beginner', '--seed', '1'], ['1', '1']);
    expect(game.errors).toEqual([]);
    expect(game.transcript).toContain('first took 3, 4 left');
    expect(game.transcript).toContain('first took the last stick.');
    const red = await play(['nim', '--seat', 'red'], []);
    expect(red.code).toBe(1);
    expect(red.errors.join('\n')).toContain('--seat for nim is first or second, not red.');
    const level = await play(['nim', '--level', 'search'], []);
    expect(level.errors.join('\n')).toMatch(/unknown agent 'search'/);
  });

  test("warband replay shows its record in its describer's words", () => {
    const { match } = playMatch(nim, { sticks: 5 }, 2, { first: makeAgent('beginner') as Agent, second: makeAgent('beginner') as Agent });
    const review = reviewRecord(JSON.stringify(toRecord(match as never)), 'nim.json');
    expect(review.code).toBe(0);
    expect(review.text).toContain('first took 1, 4 left  [Nim 2]');
  });
});
