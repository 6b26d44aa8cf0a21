#!/usr/bin/env node
/**
 * Sword & Spear Fantasy: thousands of random battles through the registered Ruleset, offline (too slow
 * for CI; battle-properties.test.ts runs a hundred). Checks that no battle crashes, that no unit on the
 * table ever holds the hits that rout it, that hits never exceed what a unit can take, and that every
 * battle ends; prints the figures as JSON.
 *
 *   npx tsc -p tsconfig.build.json && node scripts/ssf-battles.mjs --battles 2000 --scenario skirmish --turns 6
 *   node scripts/ssf-battles.mjs --a heuristic --b heuristic     # the computer player on either side (default random)
 *   node scripts/ssf-battles.mjs --battles 400 --scenario skirmish --a heuristic --b heuristic --turns 10
 *                                 # the balance of a scenario: 'share' is each side's fraction of the wins (the game's default is 10 turns)
 *   node scripts/ssf-battles.mjs --scenario border-clash --option playersPerSide=2   # four seats (SSF-A51)
 *   WARBAND_DIST=/tmp/build node scripts/ssf-battles.mjs ...   # a build elsewhere
 */
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const battles = Number(arg('battles', 1000));
const scenario = arg('scenario', 'skirmish');
const turns = Number(arg('turns', 6));
const first = Number(arg('seed', 1));
/** Rules options, `--option key=value` (repeatable; numbers as numbers, true and false as booleans), e.g. playersPerSide=2. */
const extra = Object.fromEntries(
  process.argv
    .flatMap((a, i) => (a === '--option' ? [process.argv[i + 1].split('=')] : []))
    .map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : Number.isFinite(Number(v)) ? Number(v) : v]),
);
const dist = resolve(process.env.WARBAND_DIST ?? 'dist');
const load = (p) => import(pathToFileURL(resolve(dist, p)).href);

const { SeededDice } = await load('core/dice.js');
const { Match } = await load('core/match.js');
const { routAt, swordAndSpear } = await load('rulesets/sword-and-spear/index.js');
const { ssfHeuristicAgent } = await load('ai/sword-and-spear/heuristic.js');
const players = { a: arg('a', 'random'), b: arg('b', 'random') };

/** Random, by kind first: a kind of action (give, order 'charge', ...) uniformly, then one of that kind. */
function randomChoice(legal, dice) {
  const kinds = [...new Set(legal.map((a) => `${a.type}:${a.order ?? ''}`))];
  const kind = kinds[dice.roll(kinds.length) - 1];
  const of = legal.filter((a) => `${a.type}:${a.order ?? ''}` === kind);
  return of[dice.roll(of.length) - 1];
}

const started = Date.now();
const clauses = {};
const winners = { a: 0, b: 0, draw: 0 };
let actions = 0;
let maxActions = 0;
let turnsPlayed = 0;
let routs = 0;
let melees = 0;
let worstShare = 0;
const failures = [];
for (let seed = first; seed < first + battles; seed++) {
  try {
    const m = Match.create(swordAndSpear, { scenario, maxTurns: turns, ...extra }, seed);
    if (!m.ok) throw new Error(m.error.message);
    const match = m.value;
    const pick = SeededDice.fromSeed(seed * 31 + 7);
    let n = 0;
    for (; n < 20000 && !match.outcome(); n++) {
      const seat = match.toAct()[0];
      const legal = match.legalActions(seat);
      if (legal.length === 0) throw new Error(`no legal action for ${seat}`);
      // With two players a side (SSF-A51) a2 and b2 play as their side's player does.
      const action =
        players[seat.slice(0, 1)] === 'heuristic'
          ? ssfHeuristicAgent.choose({ ruleset: swordAndSpear, seat, view: match.view(seat), legal, dice: pick })
          : randomChoice(legal, pick);
      const r = match.act(seat, action);
      if (!r.ok) throw new Error(r.error.message);
      for (const u of match.state.field.units) {
        const share = u.hits / routAt(u);
        worstShare = Math.max(worstShare, share);
        if (share >= 1) throw new Error(`${u.id} holds ${u.hits} hits and is still on the table`);
      }
    }
    const o = match.outcome();
    if (!o) throw new Error(`no result after ${n} actions`);
    clauses[o.clause] = (clauses[o.clause] ?? 0) + 1;
    winners[o.winner ?? 'draw']++;
    actions += n;
    maxActions = Math.max(maxActions, n);
    turnsPlayed += match.state.turn.turn;
    const events = match.events();
    routs += match.state.routed.length;
    melees += events.filter((e) => e.type === 'melee').length;
  } catch (e) {
    failures.push({ seed, error: String(e.message ?? e) });
  }
}
console.log(
  JSON.stringify(
    {
      scenario,
      options: extra,
      players,
      battles,
      maxTurns: turns,
      seconds: (Date.now() - started) / 1000,
      failures: failures.length,
      firstFailures: failures.slice(0, 5),
      endedBy: clauses,
      winners,
      share: { a: +(winners.a / battles).toFixed(3), b: +(winners.b / battles).toFixed(3), draw: +(winners.draw / battles).toFixed(3) },
      meanActions: +(actions / battles).toFixed(1),
      maxActions,
      meanTurns: +(turnsPlayed / battles).toFixed(2),
      meanRouts: +(routs / battles).toFixed(2),
      meanMelees: +(melees / battles).toFixed(2),
      worstHitsShareOnTable: +worstShare.toFixed(3),
    },
    null,
    2,
  ),
);
process.exit(failures.length ? 1 : 0);
