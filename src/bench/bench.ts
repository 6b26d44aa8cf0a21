/**
 * `npm run bench`: speed of the engine on one core, printed as JSON.
 * Random full games through the public ruleset interface (what every program uses), default options.
 */
import os from 'node:os';
import { SeededDice } from '../core/dice.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import { FastGame, MAX_MOVES, type SwState } from '../rulesets/swords-and-wizardry/index.js';
import { Match } from '../core/match.js';
import { searchAgent, DEFAULT_SEARCH } from '../ai/swords-and-wizardry/index.js';
import type { Agent } from '../ai/agent.js';
import { makeAgent } from '../ai/catalog.js';
import { LEVELS } from '../ai/swords-and-wizardry/index.js';

const rules = swordsAndWizardry;

function deployed(seed: number): SwState {
  const dice = SeededDice.fromSeed(seed);
  const options = rules.parseOptions({});
  if (!options.ok) throw new Error(options.error.message);
  let state = rules.setup(options.value, dice);
  for (const seat of ['red', 'black']) {
    const r = rules.apply(state, seat, { type: 'deploy-random' }, dice);
    if (!r.ok) throw new Error(r.error.message);
    state = r.value.state;
  }
  return state;
}

function randomGames(seconds: number) {
  let games = 0;
  let moves = 0;
  let generations = 0;
  const decisive: Record<string, number> = {};
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const dice = SeededDice.fromSeed(games);
    let state = deployed(games);
    while (state.phase !== 'over') {
      const seat = rules.toAct(state)[0]!;
      const legal = rules.legalActions(state, seat);
      generations++;
      const r = rules.apply(state, seat, legal[dice.roll(legal.length) - 1]!, dice);
      if (!r.ok) throw new Error(r.error.message);
      state = r.value.state;
      moves++;
    }
    games++;
    const clause = state.outcome!.clause;
    decisive[clause] = (decisive[clause] ?? 0) + 1;
  }
  return { ...rates(start, games, moves, generations), endings: decisive };
}

/** Games, moves and legal-move generations per second since `start`. */
function rates(start: number, games: number, moves: number, generations: number) {
  const elapsed = (performance.now() - start) / 1000;
  return {
    games,
    seconds: round(elapsed),
    gamesPerSecond: round(games / elapsed),
    movesPerSecond: Math.round(moves / elapsed),
    legalMoveGenerationsPerSecond: Math.round(generations / elapsed),
    averageGameLength: round(moves / games),
  };
}

/** The typed-array fast path (fast.ts), from 64 deployed positions made beforehand. */
function fastRandomGames(seconds: number) {
  const starts = Array.from({ length: 64 }, (_, i) => FastGame.fromState(deployed(i)));
  const game = starts[0]!.clone();
  const moves = new Int32Array(MAX_MOVES);
  const dice = SeededDice.fromSeed(1);
  let games = 0;
  let played = 0;
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    game.copyFrom(starts[games & 63]!);
    for (let n = game.generate(moves); n > 0; n = game.generate(moves)) {
      game.play(moves[dice.roll(n) - 1]!, dice);
      played++;
    }
    games++;
  }
  // One generation per move played: the loop generates exactly once before each move.
  return rates(start, games, played, played);
}

/**
 * The search player's iterations per second, over decisions taken from random middle games: on one
 * core (`threads` 1, issue 5's measure), or split into shards on that many threads (wall clock).
 */
function searchIterations(seconds: number, threads = 1) {
  const iterations = DEFAULT_SEARCH.iterations;
  const { decisions, msPerDecision } = timeDecisions(searchAgent({ iterations, threads }), seconds);
  return {
    settings: { ...DEFAULT_SEARCH, threads },
    decisions,
    msPerDecision,
    iterationsPerSecond: Math.round((iterations * 1000) / msPerDecision),
  };
}

/** Milliseconds a decision of `agent` takes, over positions taken from random middle games. */
function timeDecisions(agent: Agent, seconds: number) {
  let decisions = 0;
  let spent = 0;
  for (let seed = 0; spent < seconds * 1000; seed++) {
    const m = Match.create(rules, {}, seed);
    if (!m.ok) throw new Error(m.error.message);
    const match = m.value;
    const dice = SeededDice.fromSeed(seed);
    for (let i = 0; i < 2 + 40 + (seed % 5) * 40 && !match.outcome(); i++) {
      const seat = match.toAct()[0]!;
      const legal = match.legalActions(seat);
      match.act(seat, legal[dice.roll(legal.length) - 1]);
    }
    if (match.outcome()) continue;
    const seat = match.toAct()[0]!;
    const ctx = { ruleset: rules, seat, view: match.view(seat), legal: match.legalActions(seat), dice, events: match.events(seat) };
    const t = performance.now();
    agent.choose(ctx);
    spent += performance.now() - t;
    decisions++;
  }
  return { decisions, msPerDecision: round(spent / decisions) };
}

const round = (x: number) => Math.round(x * 100) / 100;

const strongest = makeAgent('strongest');
if (typeof strongest === 'string') throw new Error(strongest);

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const cpu = os.cpus()[0];
console.log(
  JSON.stringify(
    {
      machine: {
        cpu: cpu?.model ?? 'unknown',
        cores: os.cpus().length,
        memoryGiB: round(os.totalmem() / 2 ** 30),
        node: process.version,
        platform: `${os.platform()} ${os.arch()}`,
      },
      note: 'one core (single thread) except searchOnTwoThreads; random legal moves chosen uniformly; default options (draw at 1000 moves, SW-A4)',
      'swords-and-wizardry': {
        readableRuleset: randomGames(seconds),
        fastPath: fastRandomGames(seconds),
        search: searchIterations(seconds),
        // Root-parallel shards on helper threads (shard-pool.ts): wall clock, every core this machine lends.
        searchOnTwoThreads: searchIterations(seconds, 2),
        // Issue 5's budget: at most one second a move on one core.
        strongestLevel: { agent: LEVELS.strongest, ...timeDecisions(strongest, seconds) },
      },
    },
    null,
    2,
  ),
);
