import { describe, expect, test } from 'vitest';
import { swordsAndWizardry } from '../rulesets/index.js';
import { toSvg } from '../charts/render.js';
import { tournamentChart } from '../charts/tournament.js';
import { randomAgent } from './agent.js';
import { bradleyTerry, eloFromScore, playScheduled, schedule, summarize, wilson, type GameResult } from './tournament.js';

describe('tournament statistics', () => {
  test('Wilson interval: 50 of 100 is about 0.40 to 0.60; 100 of 100 stays below 1 at the bottom', () => {
    const [lo, hi] = wilson(0.5, 100);
    expect(lo).toBeCloseTo(0.404, 3);
    expect(hi).toBeCloseTo(0.596, 3);
    const [allLo, allHi] = wilson(1, 100);
    expect(allLo).toBeCloseTo(0.963, 3);
    expect(allHi).toBeCloseTo(1, 12);
  });

  test('Elo from score: 76% is about +200, an even score 0', () => {
    expect(eloFromScore(0.76, 1000)).toBeCloseTo(200, -1);
    expect(eloFromScore(0.5, 10)).toBe(0);
    expect(Number.isFinite(eloFromScore(1, 400))).toBe(true);
  });

  test('Bradley-Terry recovers the order and the gap of a 3-to-1 record', () => {
    const games: GameResult[] = [];
    for (let i = 0; i < 400; i++) {
      games.push({ a: 'x', b: 'y', aSeat: 'red', seed: i, scoreA: i % 4 === 0 ? 0 : 1, actions: 0, reason: '', msPerDecision: [0, 0] });
    }
    const [x, y] = bradleyTerry(['x', 'y'], games);
    expect(x).toBe(0);
    // 3:1 is log10(3) * 400 = 191 Elo; the virtual draw pulls it in a little.
    expect(-y!).toBeGreaterThan(180);
    expect(-y!).toBeLessThan(192);
  });

  test('schedule alternates sides and pairs seeds', () => {
    const specs = schedule(swordsAndWizardry, ['a', 'b', 'c'], 4, 100);
    expect(specs.length).toBe(12);
    expect(specs.slice(0, 4).map((s) => [s.aSeat, s.seed])).toEqual([
      ['red', 100],
      ['black', 100],
      ['red', 101],
      ['black', 101],
    ]);
  });

  test('a small round robin runs, sums up and draws a chart', async () => {
    const options = { moveLimit: 60 };
    const entrants = ['random', 'random-2'];
    const specs = schedule(swordsAndWizardry, entrants, 4, 1);
    const games = specs.map((s) => playScheduled(swordsAndWizardry, options, s, () => randomAgent));
    const result = summarize(swordsAndWizardry, options, 1, 4, entrants, games);
    const p = result.pairings[0]!;
    expect(p.aWins + p.bWins + p.draws).toBe(4);
    expect(result.entrants.map((e) => e.games)).toEqual([4, 4]);
    const svg = await toSvg(tournamentChart(result));
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('random v random-2');
    expect(svg).toContain('Elo (first entrant = 0)');
    // The strength suite charts separate runs, whose Elo ratings are not on one scale.
    const pairingsOnly = await toSvg(tournamentChart(result, { elo: false }));
    expect(pairingsOnly).toContain('random v random-2');
    expect(pairingsOnly).not.toContain('Elo (first entrant = 0)');
  });
});

describe('the tournament runner', () => {
  test('plays every scheduled game by agent names and reports progress', async () => {
    const { runTournament } = await import('./tournament-pool.js');
    const seen: number[] = [];
    const result = await runTournament({
      ruleset: 'swords-and-wizardry',
      options: { moveLimit: 80 },
      entrants: ['random', 'search:iterations=50,depth=4'],
      gamesPerPairing: 4,
      seed: 3,
      workers: 0,
      onGame: (_, done) => seen.push(done),
    });
    expect(seen).toEqual([1, 2, 3, 4]);
    expect(result.games.length).toBe(4);
    expect(result.entrants[1]!.msPerDecision).toBeGreaterThan(0);
  });

  test('a journal: games already played are kept, not played again, and the pieces add up to the whole run', async () => {
    const { runTournament } = await import('./tournament-pool.js');
    const request = {
      ruleset: 'swords-and-wizardry',
      options: { moveLimit: 80 },
      entrants: ['random', 'beginner'],
      gamesPerPairing: 6,
      seed: 11,
      workers: 0,
    };
    const whole = await runTournament(request);
    // Cut short before any new game: only the journal's games.
    const journal = new Map(whole.games.slice(0, 3).map((g, i) => [i, g] as const));
    const cut = await runTournament({ ...request, played: journal, stopAfterMs: 0 });
    expect(cut.games.length).toBe(3);
    // Resumed: the other three games are played, and everything matches the run in one piece.
    const fresh: [number, number, number][] = [];
    const resumed = await runTournament({
      ...request,
      played: journal,
      onGame: (_, done, total, index) => fresh.push([index, done, total]),
    });
    expect(fresh).toEqual([
      [3, 4, 6],
      [4, 5, 6],
      [5, 6, 6],
    ]);
    expect(resumed.games.map((g) => [g.aSeat, g.seed, g.scoreA, g.actions])).toEqual(
      whole.games.map((g) => [g.aSeat, g.seed, g.scoreA, g.actions]),
    );
    expect(resumed.pairings).toEqual(whole.pairings);
  });

  test('a slice of the schedule (indices): only those games, each the same game as in the whole run', async () => {
    const { runTournament } = await import('./tournament-pool.js');
    const request = {
      ruleset: 'swords-and-wizardry',
      options: { moveLimit: 80 },
      entrants: ['random', 'beginner'],
      gamesPerPairing: 6,
      seed: 11,
      workers: 0,
    };
    const whole = await runTournament(request);
    const seen: [number, number, number][] = [];
    const slice = await runTournament({ ...request, indices: [2, 3], onGame: (_, done, total, index) => seen.push([index, done, total]) });
    expect(seen).toEqual([
      [2, 1, 2],
      [3, 2, 2],
    ]);
    const key = (g: (typeof whole.games)[number]) => [g.aSeat, g.seed, g.scoreA, g.actions];
    expect(slice.games.map(key)).toEqual(whole.games.slice(2, 4).map(key));
    expect(slice.pairings[0]!.games).toBe(2);
    await expect(runTournament({ ...request, indices: [6] })).rejects.toThrow(/game 6 is not in the schedule \(0-5\)/);
  });

  test('an unknown agent name is refused with the choices listed', async () => {
    const { makeAgent } = await import('./catalog.js');
    expect(makeAgent('grandmaster')).toMatch(/unknown agent 'grandmaster'.*beginner/);
    expect(makeAgent('search:iterations=lots')).toMatch(/bad setting/);
    expect(typeof makeAgent('strongest')).toBe('object');
  });

  test("a level with settings that change it: the level's family and settings, then the changes", async () => {
    const { makeAgent } = await import('./catalog.js');
    const changed = makeAgent('strongest:samples=12');
    expect(typeof changed === 'object' && changed.name).toBe('strongest:samples=12');
    // The changes are the level's family's settings (strongest is a rollout player; beginner the heuristic).
    expect(makeAgent('strongest:iterations=5')).toMatch(
      /unknown setting 'iterations' in 'strongest:iterations=5': rollout has candidates, samples/,
    );
    expect(makeAgent('beginner:samples=5')).toMatch(/unknown setting 'samples' in 'beginner:samples=5': heuristic has/);
    expect(typeof makeAgent('beginner:guard=5')).toBe('object');
    expect(makeAgent('strongest:samples=lots')).toMatch(/bad setting 'samples=lots'/);
  });
});
