/**
 * Plays one match between agents, each seeing only its seat's view, legal actions and events.
 * Agents get dice of their own, derived from the match seed, so a match repeats exactly.
 */
import { SeededDice } from '../core/dice.js';
import { Match } from '../core/match.js';
import type { AnyRuleset, Outcome, Seat } from '../core/ruleset.js';
import type { Agent } from './agent.js';
import { makeAgent } from './catalog.js';

/** Plays a seat the ruleset may leave without a player (Ruleset.optionalSeats) when no agent is given for it: the computer's default player. */
const standIn = makeAgent('heuristic') as Agent;

export interface MatchResult {
  readonly outcome: Outcome;
  /** Actions taken, deployments included. */
  readonly actions: number;
  readonly match: Match<unknown, unknown, unknown, unknown>;
}

export function playMatch(
  ruleset: AnyRuleset,
  options: unknown,
  seed: number,
  agents: Readonly<Record<Seat, Agent>>,
  maxActions = 100_000,
): MatchResult {
  const created = Match.create(ruleset, options, seed);
  if (!created.ok) throw new Error(created.error.message);
  const match = created.value;
  const dice = Object.fromEntries(ruleset.seats.map((s, i) => [s, SeededDice.fromSeed((seed * 7919 + i * 104729 + 1) | 0)]));
  for (let n = 0; n < maxActions; n++) {
    const outcome = match.outcome();
    if (outcome) return { outcome, actions: match.actions.length, match };
    const seat = match.toAct()[0]!;
    const agent = agents[seat] ?? (ruleset.optionalSeats?.includes(seat) ? standIn : undefined);
    if (!agent) throw new Error(`no agent for seat ${seat}`);
    const action = agent.choose({
      ruleset,
      seat,
      view: match.view(seat),
      legal: match.legalActions(seat),
      dice: dice[seat]!,
      events: match.events(seat),
    });
    const result = match.act(seat, action);
    if (!result.ok) throw new Error(`${agent.name} chose an illegal action: ${result.error.message}`);
  }
  throw new Error(`no result after ${maxActions} actions`);
}
