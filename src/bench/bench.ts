/**
 * `npm run bench`: the engines' speed on one core, printed as JSON, for every registered rule system.
 * Each system's game is played through the public Ruleset contract (what every program uses), default
 * options, random legal actions chosen uniformly; its strongest level is timed on positions taken from
 * those random games; and a system's computer players add figures of their own fast paths and
 * searches (AiSystem.bench). BENCH_SECONDS sets the time of each measure (default 5).
 */
import os from 'node:os';
import { SeededDice } from '../core/dice.js';
import { Match } from '../core/match.js';
import { listSystems } from '../core/registry.js';
import type { AnyRuleset } from '../core/ruleset.js';
import { makeAgent } from '../ai/catalog.js';
import { timeDecisions } from '../ai/measure.js';
import { getAiSystem } from '../ai/registry.js';
import '../ai/systems.js';

/** A random game that has not ended after this many actions is counted as unfinished and left. */
const MAX_ACTIONS = 20_000;

const round = (x: number) => Math.round(x * 100) / 100;

function newMatch(ruleset: AnyRuleset, seed: number) {
  const m = Match.create(ruleset, {}, seed);
  if (!m.ok) throw new Error(`${ruleset.id}: ${m.error.message}`);
  return m.value;
}

/** Random full games through the readable rules: games, actions and legal-action lists a second. */
function randomGames(ruleset: AnyRuleset, seconds: number) {
  let games = 0;
  let unfinished = 0;
  let actions = 0;
  const endings: Record<string, number> = {};
  const start = performance.now();
  while (performance.now() - start < seconds * 1000) {
    const match = newMatch(ruleset, games);
    const dice = SeededDice.fromSeed(games + 1);
    let n = 0;
    for (let outcome = match.outcome(); !outcome; outcome = match.outcome()) {
      if (n++ >= MAX_ACTIONS) break;
      const seat = match.toAct()[0]!;
      const legal = match.legalActions(seat);
      const r = match.act(seat, legal[dice.roll(legal.length) - 1]);
      if (!r.ok) throw new Error(`${ruleset.id}: a legal action was refused: ${r.error.message}`);
    }
    actions += match.actions.length;
    const outcome = match.outcome();
    if (outcome) endings[outcome.clause] = (endings[outcome.clause] ?? 0) + 1;
    else unfinished++;
    games++;
  }
  const elapsed = (performance.now() - start) / 1000;
  return {
    games,
    seconds: round(elapsed),
    gamesPerSecond: round(games / elapsed),
    // Each action is preceded by one legal-action list, so this is also the lists made a second.
    actionsPerSecond: Math.round(actions / elapsed),
    averageGameLength: round(actions / games),
    unfinished,
    endings,
  };
}

/** Milliseconds a decision of the system's strongest level takes, on positions from random games. */
function strongestLevel(systemId: string, ruleset: AnyRuleset, seconds: number) {
  const level = getAiSystem(systemId)?.levels.at(-1);
  if (!level) return null;
  const agent = makeAgent(level.id, ruleset.id);
  if (typeof agent === 'string') throw new Error(agent);
  return { level: level.id, agent: level.agent, ...timeDecisions(ruleset, agent, seconds) };
}

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const only = process.argv[2];
const cpu = os.cpus()[0];
const systems: Record<string, unknown> = {};
for (const system of listSystems()) {
  if (only && system.id !== only) continue;
  const game = system.rulesets[0]!;
  systems[system.id] = {
    readableRuleset: { ruleset: game.id, ...randomGames(game, seconds) },
    strongestLevel: strongestLevel(system.id, game, seconds),
    ...getAiSystem(system.id)?.bench?.(seconds),
  };
}
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
      note: `one core (single thread) except searchOnTwoThreads; random legal actions chosen uniformly; default options; a random game unfinished after ${MAX_ACTIONS} actions is left`,
      seconds,
      systems,
    },
    null,
    2,
  ),
);
