#!/usr/bin/env node
// Plays the strength suite's scheduled Swords & Wizardry games (bench/strength-suite.json: its seed,
// options and schedule) with the compiled players of one build, and prints per game its result and a
// hash of every action taken. Run it on the build before a change and on the build after, and diff
// the two outputs: a change meant to leave the levels' play alone must give the same lines. Unlike
// `strength.js --try`, which compares scores, this compares every action.
//
//   node scripts/same-play.mjs DIST SECONDS [FIRST]   e.g. node scripts/same-play.mjs dist 600 > after.jsonl
//
// Games go round the matchups (game FIRST of each, then FIRST+1, ...) until SECONDS have passed, so
// a run cut short covers every matchup. Each game is played in this thread, as a tournament worker does.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist, seconds, first = '0'] = process.argv.slice(2);
if (!dist || !(Number(seconds) > 0)) throw new Error('usage: node scripts/same-play.mjs DIST SECONDS [FIRST]');
const load = (module) => import(pathToFileURL(resolve(dist, module)).href);
const { getRuleset } = await load('core/registry.js');
await load('rulesets/index.js');
const { makeAgent } = await load('ai/catalog.js');
const { listAiSystems } = await load('ai/registry.js');
const { schedule } = await load('ai/tournament.js');
const { playMatch } = await load('ai/play-match.js');
for (const ai of listAiSystems()) ai.thinkInThisThread?.();

const suite = JSON.parse(readFileSync('bench/strength-suite.json', 'utf8'));
const rules = getRuleset(suite.ruleset);
// The suite's matchups, and the intermediate level's, which the suite does not play.
const matchups = [...suite.matchups.map((m) => [m.a, m.b, m.games]), ['intermediate', 'beginner', 200]];
const specs = matchups.map(([a, b, n]) => schedule(rules, [a, b], n, suite.seed));
const end = Date.now() + Number(seconds) * 1000;
for (let g = Number(first); Date.now() < end && matchups.some(([, , n]) => g < n); g++) {
  for (const [m, [a, b, n]] of matchups.entries()) {
    if (g >= n) continue;
    const spec = specs[m][g];
    const bSeat = rules.seats.find((s) => s !== spec.aSeat);
    const agents = { [spec.aSeat]: makeAgent(a), [bSeat]: makeAgent(b) };
    const { outcome, actions, match } = playMatch(rules, suite.options, spec.seed, agents);
    const scoreA = outcome.winner === null ? 0.5 : outcome.winner === spec.aSeat ? 1 : 0;
    const hash = createHash('sha256').update(JSON.stringify(match.actions)).digest('hex').slice(0, 16);
    console.log(
      JSON.stringify({
        matchup: `${a}-v-${b}`,
        index: g,
        aSeat: spec.aSeat,
        seed: spec.seed,
        scoreA,
        actions,
        reason: outcome.clause,
        hash,
      }),
    );
  }
}
