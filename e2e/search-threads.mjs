// Run by search-threads.test.ts against the compiled dist/: a few strongest-level decisions with
// helper threads on and off; prints the choices, the time each took and where the shards ran.
import { makeAgent } from '../dist/ai/catalog.js';
import { shardStats, useSearchThreads } from '../dist/ai/swords-and-wizardry/index.js';
import { SeededDice } from '../dist/core/dice.js';
import { Match } from '../dist/core/match.js';
import { getRuleset } from '../dist/core/registry.js';
import '../dist/rulesets/index.js';

const agentName = process.argv[2] ?? 'search:iterations=4000,threads=2';
const rules = getRuleset('swords-and-wizardry');
const match = Match.create(rules, {}, 7).value;
const dice = SeededDice.fromSeed(7);
const positions = [];
for (let ply = 0; positions.length < 3 && !match.outcome(); ply++) {
  const seat = match.toAct()[0];
  const legal = match.legalActions(seat);
  if (ply > 0 && ply % 40 === 0) positions.push({ seat, view: match.view(seat), legal, events: match.events(seat) });
  match.act(seat, legal[dice.roll(legal.length) - 1]);
}
const run = (helpers) => {
  useSearchThreads(helpers);
  const agent = makeAgent(agentName);
  return positions.map((p, i) => {
    const t = performance.now();
    const choice = agent.choose({ ruleset: rules, ...p, dice: SeededDice.fromSeed(100 + i) });
    return { choice, ms: Math.round(performance.now() - t) };
  });
};
const on = run(true);
const afterOn = shardStats();
const off = run(false);
console.log(JSON.stringify({ on, off, afterOn, afterOff: shardStats() }));
