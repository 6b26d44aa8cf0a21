#!/usr/bin/env node
/**
 * Sword & Spear Fantasy: one hash of many seeded games played through the public ruleset (index.ts),
 * to show that a refactor leaves play alone. Each game is played by a seeded random chooser (by kind
 * first, as scripts/ssf-battles.mjs); the hash covers, at every decision, the seats to act, the legal
 * actions in order, the action taken and the events it raised, and each game's outcome. Run it on a
 * build before a change and on one after: the same figure means the same play.
 *
 *   npx tsc -p tsconfig.build.json --outDir /tmp/before && WARBAND_DIST=/tmp/before node scripts/ssf-event-hash.mjs
 *   node scripts/ssf-event-hash.mjs --games 200     # default 200: skirmish, border-clash and four seats in turn
 */
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : fallback;
};
const games = Number(arg('games', 200));
const dist = resolve(process.env.WARBAND_DIST ?? 'dist');
const load = (p) => import(pathToFileURL(resolve(dist, p)).href);
const { SeededDice } = await load('core/dice.js');
const { Match } = await load('core/match.js');
const { swordAndSpear } = await load('rulesets/sword-and-spear/index.js');

/** Random, by kind first: a kind of action (give, order 'charge', ...) uniformly, then one of that kind. */
function randomChoice(legal, dice) {
  const kinds = [...new Set(legal.map((a) => `${a.type}:${a.order ?? ''}`))];
  const kind = kinds[dice.roll(kinds.length) - 1];
  const of = legal.filter((a) => `${a.type}:${a.order ?? ''}` === kind);
  return of[dice.roll(of.length) - 1];
}

const SETUPS = [
  { scenario: 'skirmish', maxTurns: 4 },
  { scenario: 'border-clash', maxTurns: 3 },
  { scenario: 'border-clash', maxTurns: 3, playersPerSide: 2 },
];
const started = Date.now();
const all = createHash('sha256');
let actions = 0;
let events = 0;
for (let seed = 1; seed <= games; seed++) {
  const options = SETUPS[seed % SETUPS.length];
  const m = Match.create(swordAndSpear, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  const match = m.value;
  const pick = SeededDice.fromSeed(seed * 31 + 7);
  const h = createHash('sha256');
  h.update(JSON.stringify(match.events()));
  let seen = match.events().length;
  for (let n = 0; n < 3000 && !match.outcome(); n++) {
    const seats = match.toAct();
    const seat = seats[0];
    const legal = match.legalActions(seat);
    const action = randomChoice(legal, pick);
    const r = match.act(seat, action);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.error.message}`);
    const evs = match.events().slice(seen);
    seen += evs.length;
    h.update(JSON.stringify({ seats, legal, action, evs }));
    actions++;
  }
  events += seen;
  h.update(JSON.stringify(match.outcome()));
  all.update(h.digest('hex'));
}
console.log(JSON.stringify({ games, actions, events, hash: all.digest('hex'), seconds: (Date.now() - started) / 1000 }));
