/**
 * Sword & Swarm over thousands of random encounters, offline (CI plays a few hundred in
 * src/ai/sword-and-swarm/random-encounters.test.ts): each through the registered Ruleset and Match with
 * random options and random legal actions, a third of them with the heuristic player on one seat
 * (src/ai/sword-and-swarm/random-encounters.ts). Prints the figures as JSON and exits 1 if any
 * encounter crashed, let Star fall below zero or did not end within maxTurns.
 *
 *   node dist/ai/sword-and-swarm/random-check.js --games 3000 --seed 7
 */
import { playRandomEncounter } from './index.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const games = arg('--games', 3000);
const seed0 = arg('--seed', 1);

const t0 = Date.now();
const outcomes: Record<string, number> = {};
const events: Record<string, number> = {};
const failures: string[] = [];
let actions = 0;
let maxActions = 0;
let minStar = Infinity;
const heuristic = { games: 0, wins: 0, losses: 0 };

for (let g = 0; g < games; g++) {
  const r = playRandomEncounter(seed0 * 100_003 + g, { turns: 8, heuristic: 1 / 3 });
  if (r.failure) failures.push(`seed ${seed0 * 100_003 + g}: ${r.failure}`);
  minStar = Math.min(minStar, r.minStar);
  actions += r.actions;
  maxActions = Math.max(maxActions, r.actions);
  for (const [k, n] of Object.entries(r.events)) events[k] = (events[k] ?? 0) + n;
  if (!r.outcome) continue;
  const key = `${r.outcome.winner ?? 'draw'} (${r.outcome.clause})`;
  outcomes[key] = (outcomes[key] ?? 0) + 1;
  if (r.heuristicSeat) {
    heuristic.games++;
    if (r.outcome.winner === r.heuristicSeat) heuristic.wins++;
    else if (r.outcome.winner) heuristic.losses++;
  }
}

const pick = [
  'died',
  'out-of-action',
  'stunned',
  'swarm-removed',
  'swarm-activates',
  'fled-the-table',
  'flees',
  'order-activates',
  'cast',
  'morale-test',
  'rally',
];
console.log(
  JSON.stringify(
    {
      games,
      seconds: (Date.now() - t0) / 1000,
      failures: failures.length,
      firstFailures: failures.slice(0, 5),
      minStar,
      outcomes,
      actionsPerGame: Math.round((actions / games) * 10) / 10,
      maxActions,
      events: Object.fromEntries(pick.map((k) => [k, events[k] ?? 0])),
      heuristicAgainstRandom: heuristic,
    },
    null,
    2,
  ),
);
process.exit(failures.length === 0 && minStar >= 0 ? 0 : 1);
