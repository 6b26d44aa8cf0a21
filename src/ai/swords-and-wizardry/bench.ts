/**
 * Swords & Wizardry's own figures for `npm run bench`: the typed-array fast path that the search plays
 * its rollouts on (proven equal to the readable rules by fast.test.ts), and the search's iterations a
 * second. The readable rules and every level's time a move are measured for all systems alike by
 * src/bench/bench.ts.
 */
import { SeededDice } from '../../core/dice.js';
import { FastGame, MAX_MOVES, swordsAndWizardry as rules, type SwState } from '../../rulesets/swords-and-wizardry/index.js';
import { timeDecisions } from '../measure.js';
import { DEFAULT_SEARCH, searchAgent } from './search.js';

const round = (x: number) => Math.round(x * 100) / 100;

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

/** Random full games on the fast path, from 64 deployed positions made beforehand. */
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
  const elapsed = (performance.now() - start) / 1000;
  return {
    games,
    seconds: round(elapsed),
    gamesPerSecond: round(games / elapsed),
    movesPerSecond: Math.round(played / elapsed),
    averageGameLength: round(played / games),
  };
}

/** The search's iterations a second: on one core (`threads` 1), or in shards on that many threads (wall clock). */
function searchIterations(seconds: number, threads: number) {
  const iterations = DEFAULT_SEARCH.iterations;
  const { decisions, msPerDecision } = timeDecisions(rules, searchAgent({ iterations, threads }), seconds, 42);
  return {
    settings: { ...DEFAULT_SEARCH, threads },
    decisions,
    msPerDecision,
    iterationsPerSecond: Math.round((iterations * 1000) / msPerDecision),
  };
}

export function bench(seconds: number): Record<string, unknown> {
  return {
    fastPath: fastRandomGames(seconds),
    search: searchIterations(seconds, 1),
    // Root-parallel shards on helper threads (shard-pool.ts): wall clock, every core this machine lends.
    searchOnTwoThreads: searchIterations(seconds, 2),
  };
}
