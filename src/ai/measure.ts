/**
 * Timing a player's decisions for `npm run bench`: positions taken from random games of a ruleset
 * (`from` actions in, and up to a few hundred more), each decision timed on this thread.
 */
import { SeededDice } from '../core/dice.js';
import { Match } from '../core/match.js';
import type { AnyRuleset } from '../core/ruleset.js';
import type { Agent } from './agent.js';

const round = (x: number) => Math.round(x * 100) / 100;

/**
 * Milliseconds a decision of `agent` takes: the mean and the most, over about `seconds` of thinking. The
 * default `from` passes a two-seat game's deployments, which a searching player leaves to its ranking.
 */
export function timeDecisions(ruleset: AnyRuleset, agent: Agent, seconds: number, from = 2) {
  let decisions = 0;
  let spent = 0;
  let most = 0;
  // Bounded by the wall clock too: making the positions may take longer than a quick player's decisions.
  const start = performance.now();
  for (let seed = 0; spent < seconds * 1000 && (decisions === 0 || performance.now() - start < 4 * seconds * 1000); seed++) {
    const m = Match.create(ruleset, {}, seed);
    if (!m.ok) throw new Error(`${ruleset.id}: ${m.error.message}`);
    const match = m.value;
    const dice = SeededDice.fromSeed(seed + 1);
    for (let i = 0; i < from + (seed % 5) * 40 + (seed % 3) && !match.outcome(); i++) {
      const seat = match.toAct()[0]!;
      const legal = match.legalActions(seat);
      match.act(seat, legal[dice.roll(legal.length) - 1]);
    }
    if (match.outcome()) continue;
    const seat = match.toAct()[0]!;
    const ctx = { ruleset, seat, view: match.view(seat), legal: match.legalActions(seat), dice, events: match.events(seat) };
    const t = performance.now();
    agent.choose(ctx);
    const ms = performance.now() - t;
    spent += ms;
    most = Math.max(most, ms);
    decisions++;
  }
  return { decisions, msPerDecision: round(spent / decisions), mostMs: round(most) };
}
