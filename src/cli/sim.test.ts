import { describe, expect, test } from 'vitest';
import { resolveAgent } from '../ai/index.js';
import type { Agent } from '../ai/agent.js';
import { replay, type GameRecord } from '../core/record.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import { formatSummary, reasonLabel, runSim, summarize, type SimConfig } from './sim.js';
import { parseOptionPairs } from './options.js';

const agent = (name: string) => resolveAgent(name) as Agent;

describe('sim', () => {
  test('fixed sides: every game counted once, per side and per agent, with lengths and reasons', () => {
    const config: SimConfig = {
      ruleset: swordsAndWizardry,
      games: 6,
      agents: { red: 'heuristic', black: 'random' },
      seed: 10,
      options: { moveLimit: 300 },
      swap: false,
    };
    const seen: number[] = [];
    const games = runSim(config, agent, (g) => seen.push(g.index));
    expect(seen).toEqual([0, 1, 2, 3, 4, 5]);
    expect(games.every((g) => g.players.red === 'heuristic' && g.players.black === 'random')).toBe(true);
    const s = summarize(config, games, 1);
    expect(s.winsBySeat.red + s.winsBySeat.black + s.draws).toBe(6);
    expect(s.byAgent.heuristic!.wins).toBe(s.winsBySeat.red);
    expect(s.byAgent.random!.wins).toBe(s.winsBySeat.black);
    expect(Object.values(s.reasons).reduce((a, b) => a + b, 0)).toBe(6);
    expect(s.plies.min).toBeLessThanOrEqual(s.plies.average);
    expect(s.plies.max).toBeLessThanOrEqual(300);
    const text = formatSummary(s);
    expect(text).toContain('Wins by side:');
    expect(text).toContain('heuristic');
    expect(text).toMatch(/Game length \(moves, plies\): average [\d.]+, min \d+, max \d+/);
  });

  test('each game comes with its record, which replays to the same result (warband sim --save-dir)', () => {
    const config: SimConfig = {
      ruleset: swordsAndWizardry,
      games: 2,
      agents: { red: 'heuristic', black: 'random' },
      seed: 3,
      options: { moveLimit: 300 },
      swap: true,
    };
    const records: GameRecord[] = [];
    const games = runSim(config, agent, (_, record) => records.push(record()));
    expect(records).toHaveLength(2);
    records.forEach((record, i) => {
      expect(record.formatVersion === 1 && record.seed).toBe(games[i]!.seed);
      expect(record.meta).toEqual({ players: games[i]!.players });
      const replayed = replay(JSON.parse(JSON.stringify(record)));
      expect(replayed.ok && replayed.value.match.outcome()?.winner).toBe(games[i]!.winner);
    });
  });

  test('--swap alternates the sides; a mirror match keeps the two players apart', () => {
    const config: SimConfig = {
      ruleset: swordsAndWizardry,
      games: 4,
      agents: { red: 'random', black: 'random' },
      seed: 1,
      options: { moveLimit: 40 },
      swap: true,
    };
    const games = runSim(config, agent);
    expect(games[0]!.players).toEqual({ red: 'random (red first)', black: 'random (black first)' });
    expect(games[1]!.players).toEqual({ red: 'random (black first)', black: 'random (red first)' });
    const s = summarize(config, games, 0.5);
    expect(Object.keys(s.byAgent)).toEqual(['random (red first)', 'random (black first)']);
    expect(s.draws).toBe(4);
    expect(s.reasons[reasonLabel('SW-A4 (moveLimit)')]).toBe(4);
  });

  test('the same seeds give the same games', () => {
    const config: SimConfig = {
      ruleset: swordsAndWizardry,
      games: 3,
      agents: { red: 'heuristic', black: 'heuristic' },
      seed: 77,
      options: { moveLimit: 200 },
      swap: false,
    };
    // Times differ from run to run; everything else is the same.
    const strip = (gs: ReturnType<typeof runSim>) => gs.map(({ ms: _ms, thinking: _thinking, ...g }) => g);
    expect(strip(runSim(config, agent))).toEqual(strip(runSim(config, agent)));
  });

  test('--option values: JSON when they are JSON, else strings; @file reads JSON', () => {
    expect(parseOptionPairs(['moveLimit=300', 'attackTable=notes', 'dragonHopsEmpty=true', 'force={"peasants":7,"ogre":4}'])).toEqual({
      moveLimit: 300,
      attackTable: 'notes',
      dragonHopsEmpty: true,
      force: { peasants: 7, ogre: 4 },
    });
    expect(parseOptionPairs(['board=@layout.json'], () => '{"files":10}')).toEqual({ board: { files: 10 } });
    expect(parseOptionPairs(['moveLimit'])).toMatch(/key=value/);
    expect(
      parseOptionPairs(['board=@missing.json'], () => {
        throw new Error('ENOENT');
      }),
    ).toMatch(/cannot read JSON/);
  });
});
