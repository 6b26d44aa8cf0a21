/**
 * Offline check of the Sauron map game (not run in CI): thousands of whole games between random and
 * heuristic players, reporting how games end, their length, the rules' invariants and the heuristic
 * player's record against random. Usage after a build:
 *
 *   node dist/ai/sauron/games-check.js [games=2000] [turns=18] [only: a part of a match label, e.g. 'heuristic v heuristic']
 */
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { randomAgent, type Agent } from '../agent.js';
import { sauronHeuristicAgent } from './index.js';
import { sauron } from '../../rulesets/sauron/index.js';

const games = Number(process.argv[2] ?? 2000);
const turns = Number(process.argv[3] ?? 18);
const only = process.argv[4];

/** The random player of the CI property test: ends a phase one time in four when it may. */
const hastyRandom: Agent = {
  name: 'random',
  choose(ctx) {
    const end = (ctx.legal as unknown as readonly { type: string }[]).find((a) => a.type === 'end');
    return (end && ctx.dice.roll(4) === 1 ? end : ctx.legal[ctx.dice.roll(ctx.legal.length) - 1]!) as never;
  },
};

interface Tally {
  games: number;
  wins: Record<string, number>;
  clauses: Record<string, number>;
  actions: number;
  maxActions: number;
  violations: number;
  refusals: number;
  mortal: number;
  ringLost: number;
  narsilBroken: number;
  ms: number;
}

function play(label: string, players: (seed: number) => Record<string, Agent>, n: number, t: number): Tally | null {
  if (only && !label.includes(only)) return null;
  const tally: Tally = {
    games: 0,
    wins: {},
    clauses: {},
    actions: 0,
    maxActions: 0,
    violations: 0,
    refusals: 0,
    mortal: 0,
    ringLost: 0,
    narsilBroken: 0,
    ms: 0,
  };
  const t0 = Date.now();
  for (let seed = 1; seed <= n; seed++) {
    const m = Match.create(sauron, { turns: t }, seed);
    if (!m.ok) throw new Error(m.error.message);
    const match = m.value;
    const agents = players(seed);
    const dice = { westernesse: SeededDice.fromSeed(seed * 13 + 1), sauron: SeededDice.fromSeed(seed * 17 + 2) } as const;
    let actions = 0;
    for (; actions < 200_000 && !match.outcome(); actions++) {
      const seat = match.toAct()[0] as 'westernesse' | 'sauron';
      const legal = match.legalActions(seat);
      const a = agents[seat]!.choose({ ruleset: sauron, seat, view: match.view(seat), legal, dice: dice[seat] });
      const r = match.act(seat, a);
      if (!r.ok) {
        tally.refusals++;
        break;
      }
      for (const e of r.value) {
        if (e.type === 'mortal-combat-begins') tally.mortal++;
        if (e.type === 'ring-lost-by-sauron') tally.ringLost++;
        if (e.type === 'narsil-shattered') tally.narsilBroken++;
      }
    }
    const o = match.outcome();
    const v = match.view('westernesse');
    const byHex = new Map<string, string[]>();
    for (const u of v.units) if (u.hex) byHex.set(u.hex, [...(byHex.get(u.hex) ?? []), u.side]);
    if ([...byHex.values()].some((x) => x.length > 1)) tally.violations++;
    for (const l of v.leaders) if (l.alive && l.hex && byHex.get(l.hex) && byHex.get(l.hex)![0] !== l.controller) tally.violations++;
    tally.games++;
    const w = o?.winner ?? (o ? 'draw' : 'unfinished');
    tally.wins[w] = (tally.wins[w] ?? 0) + 1;
    const c = o?.clause ?? 'none';
    tally.clauses[c] = (tally.clauses[c] ?? 0) + 1;
    tally.actions += actions;
    tally.maxActions = Math.max(tally.maxActions, actions);
  }
  tally.ms = Date.now() - t0;
  console.log(JSON.stringify({ label, turns: t, ...tally, meanActions: Math.round(tally.actions / tally.games) }));
  return tally;
}

play('random v random', () => ({ westernesse: hastyRandom, sauron: hastyRandom }), games, turns);
play(
  'heuristic (Westernesse) v random',
  () => ({ westernesse: sauronHeuristicAgent, sauron: randomAgent }),
  Math.max(1, Math.floor(games / 20)),
  Math.min(turns, 6),
);
play(
  'random v heuristic (Sauron)',
  () => ({ westernesse: randomAgent, sauron: sauronHeuristicAgent }),
  Math.max(1, Math.floor(games / 20)),
  Math.min(turns, 6),
);
play(
  'heuristic v heuristic',
  () => ({ westernesse: sauronHeuristicAgent, sauron: sauronHeuristicAgent }),
  Math.max(1, Math.floor(games / 10)),
  turns,
);
