#!/usr/bin/env node
// Counts the clicks of a typical turn in each system, before and after issue 28's items 2 and 3, from
// seeded games of the computer's default players (compiled: run `npm run build` first).
//
//   node scripts/turn-clicks.mjs [DIST] [GAMES]      e.g. node scripts/turn-clicks.mjs dist 3
//
// A turn is a game-turn of the seat that acts first (the view's turn number; in Swords & Wizardry, one
// move). The clicks are counted by the pages' flows (docs/web.md):
//   before: one click an action, and one to select each piece or stack a run of moves begins with
//           (Sauron and Swords & Sorcery moved a hex a click);
//   after:  every step of a piece or group in a turn is one gesture to where it ends (the page offers
//           every place it may reach): one select, one click on the destination and one confirmation; an action that only ends a segment or passes (the UI's `passes`), when it
//           is the seat's only legal action, is sent by the page (no click).
// The median turn is reported, with the mean; games are cut at 1500 actions.
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [dist = 'dist', games = '3'] = process.argv.slice(2);
const load = (module) => import(pathToFileURL(resolve(dist, module)).href);
const { getRuleset } = await load('core/registry.js');
await load('rulesets/index.js');
const { makeAgent } = await load('ai/catalog.js');
const { listAiSystems } = await load('ai/registry.js');
const { SeededDice } = await load('core/dice.js');
const { Match } = await load('core/match.js');
for (const ai of listAiSystems()) ai.thinkInThisThread?.();

/** Per system: who moves (a run of moves by the same mover is one gesture after), and what passes (web `passes`). */
const SYSTEMS = {
  'swords-and-wizardry': { mover: () => null, passes: () => false },
  'swords-and-sorcery': {
    mover: (a) => (a.type === 'move' ? a.pieces.join(',') : null),
    passes: (a) => a.type === 'end-movement' || a.type === 'pass',
  },
  sauron: { mover: (a) => (a.type === 'move' ? a.piece : null), passes: (a) => a.type === 'end' },
  'sword-and-spear': { mover: () => null, passes: () => false },
  'sword-and-swarm': { mover: () => null, passes: () => false },
};

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : 0;
};
const mean = (xs) => (xs.length ? xs.reduce((n, x) => n + x, 0) / xs.length : 0);

const agent = makeAgent('beginner');
// A game-turn: the view's turn number where it has one (Swords & Wizardry's names the seat to move: a move is a turn).
const turnOf = (view, n) => (typeof view.turn === 'number' ? view.turn : n);
const rows = [];
for (const [id, how] of Object.entries(SYSTEMS)) {
  const rules = getRuleset(id);
  const before = [];
  const after = [];
  for (let g = 1; g <= Number(games); g++) {
    const created = Match.create(rules, {}, g);
    if (!created.ok) throw new Error(created.error.message);
    const m = created.value;
    const dice = Object.fromEntries(rules.seats.map((s, i) => [s, SeededDice.fromSeed(g * 31 + i)]));
    const first = m.toAct()[0];
    // Clicks of the first seat in each game-turn (after its deployment, if any: turn numbers from 1).
    const turns = new Map();
    let mover = null;
    let turnNo = 0;
    for (let n = 0; n < 1500 && !m.outcome(); n++) {
      const seat = m.toAct()[0];
      const legal = m.legalActions(seat);
      const view = m.view(seat);
      const a = agent.choose({ ruleset: rules, seat, view, legal, dice: dice[seat], events: m.events(seat) });
      if (seat === first) {
        const t = turnOf(view, turnNo);
        const c = turns.get(t) ?? turns.set(t, { before: 0, after: 0, movers: new Set() }).get(t);
        const who = how.mover(a);
        if (who !== null) {
          // Before: select, then a click a hex. After: the piece's whole way in the turn is one gesture.
          c.before += who !== mover ? 2 : 1;
          if (!c.movers.has(who)) c.after += 3; // select, destination, confirm
          c.movers.add(who);
        } else if (legal.length === 1 && how.passes(a)) c.before += 1;
        else {
          c.before += 1;
          c.after += 1;
        }
        mover = who;
      } else {
        mover = null;
        turnNo++;
      }
      const r = m.act(seat, a);
      if (!r.ok) throw new Error(`${id}: ${r.error.message}`);
    }
    for (const [t, c] of turns) {
      if (t === 0 && turns.size > 1) continue; // deployment
      before.push(c.before);
      after.push(c.after);
    }
  }
  rows.push({ id, turns: before.length, before: median(before), after: median(after), meanBefore: mean(before), meanAfter: mean(after) });
}
console.log('| system | turns counted | median before | median after | mean before | mean after |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: |');
for (const r of rows)
  console.log(`| ${r.id} | ${r.turns} | ${r.before} | ${r.after} | ${r.meanBefore.toFixed(1)} | ${r.meanAfter.toFixed(1)} |`);
