/**
 * Random Sword & Swarm encounters through the registered Ruleset, for the property test in CI
 * (src/ai/sword-and-swarm/random-encounters.test.ts, a few hundred) and the offline bench
 * (src/ai/sword-and-swarm/random-check.ts, thousands): random options, random legal actions (or the
 * heuristic player on one seat), and the invariants checked after every action: no crash, Star never
 * below zero, every encounter ends within maxTurns.
 *
 *   const r = playRandomEncounter(42, { maxTurns: 3 }); // r.failure undefined when every check held
 */
import { SeededDice, type Dice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import type { Outcome } from '../../core/ruleset.js';
import { swordAndSwarm, type SwsState } from '../../rulesets/sword-and-swarm/index.js';
import { randomAgent } from '../agent.js';
import { swsHeuristicAgent } from './heuristic.js';

/** Options with every assumption switch drawn at random; `maxTurns` from 1 to `turns`. */
export function randomOptions(pick: Dice, turns: number): Record<string, unknown> {
  const one = <T>(...xs: T[]): T => xs[pick.roll(xs.length) - 1]!;
  return {
    encounter: one('ford-at-dusk', 'ford-at-dusk', 'open-field'),
    maxTurns: pick.roll(turns),
    swarm: one('rules-gaps', 'rules-gaps', 'rules-gaps', 'off'),
    morale: one('rules-gaps', 'rules-gaps', 'rules-gaps', 'off'),
    orders: one('first', 'off'),
    spells: one('stand-in', 'stand-in', 'stand-in', 'off'),
    evasionDie: one('one-of-the-tests', 'extra-die'),
    bloodiedAt: one('floor', 'ceil'),
    takeCover: one('additional', 'replace'),
    runesFailure: one('lost', 'closest'),
    breatherSix: one('mallet', 'star'),
    rallyTester: one('rallier', 'target'),
    confirmHigh: one(true, false),
    inArea: one('centre', 'any-part', 'half', 'whole'),
  };
}

export interface RandomEncounter {
  readonly options: Record<string, unknown>;
  readonly outcome?: Outcome;
  readonly actions: number;
  readonly minStar: number;
  /** The events by type, over the encounter. */
  readonly events: Readonly<Record<string, number>>;
  readonly heuristicSeat: string | null;
  /** What went wrong: a crash, a refused legal action, Star below zero, no end. */
  readonly failure?: string;
}

/** One random encounter from `seed`; `heuristic`: the chance (0..1) that one seat is played by the heuristic player. */
export function playRandomEncounter(seed: number, opts: { turns?: number; heuristic?: number } = {}): RandomEncounter {
  const pick = SeededDice.fromSeed(seed);
  const options = randomOptions(pick, opts.turns ?? 8);
  const heuristicSeat = pick.roll(1000) <= (opts.heuristic ?? 0) * 1000 ? (pick.roll(2) === 1 ? 'red' : 'blue') : null;
  const events: Record<string, number> = {};
  let actions = 0;
  let minStar = Infinity;
  const result = (failure?: string, outcome?: Outcome): RandomEncounter => ({
    options,
    actions,
    minStar,
    events,
    heuristicSeat,
    ...(outcome ? { outcome } : {}),
    ...(failure ? { failure } : {}),
  });
  try {
    const created = Match.create(swordAndSwarm, options, seed);
    if (!created.ok) return result(`options refused: ${created.error.message}`);
    const m = created.value;
    while (!m.outcome()) {
      const seat = m.toAct()[0]!;
      const legal = m.legalActions(seat);
      if (legal.length === 0) return result(`no legal action for ${seat}`);
      // the random player never looks at the view, so only the heuristic player's seat builds one
      const a =
        seat === heuristicSeat
          ? swsHeuristicAgent.choose({ ruleset: swordAndSwarm, seat, view: m.view(seat), legal, dice: pick })
          : randomAgent.choose({ ruleset: swordAndSwarm, seat, view: null, legal, dice: pick });
      const r = m.act(seat, a);
      if (!r.ok) return result(`${JSON.stringify(a)} refused: ${r.error.message}`);
      for (const e of r.value) events[e.type] = (events[e.type] ?? 0) + 1;
      for (const c of (m.state as SwsState).encounter.skirmish.characters) minStar = Math.min(minStar, c.star);
      if (minStar < 0) return result('Star below zero');
      if (++actions > 5000) return result('more than 5000 actions');
    }
    const turn = (m.state as SwsState).encounter.skirmish.turn;
    if (turn > (options.maxTurns as number)) return result(`ended in turn ${turn}, past maxTurns`);
    return result(undefined, m.outcome()!);
  } catch (e) {
    return result(`crash: ${(e as Error).stack ?? String(e)}`);
  }
}
