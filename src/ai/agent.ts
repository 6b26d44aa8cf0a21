/**
 * Agents choose actions from what their seat may see: the ruleset's view and legal actions, never the
 * hidden state. An agent gets its own dice for tie-breaks and sampling, so a match stays replayable.
 */
import type { Dice } from '../core/dice.js';
import type { AnyRuleset, GameEvent, Seat } from '../core/ruleset.js';

export interface AgentContext<V = unknown, A = unknown> {
  readonly ruleset: AnyRuleset;
  readonly seat: Seat;
  /** The seat's view: all the agent may know of the state. */
  readonly view: V;
  /** The seat's legal actions now. */
  readonly legal: readonly A[];
  readonly dice: Dice;
  /**
   * Everything this seat has seen happen, oldest first (match.events(seat)): what an agent with a
   * memory uses to track beliefs. Agents that need no memory ignore it.
   */
  readonly events?: readonly GameEvent[];
}

export interface Agent {
  readonly name: string;
  choose<V, A>(ctx: AgentContext<V, A>): A;
}

/** Picks uniformly among the legal actions. */
export const randomAgent: Agent = {
  name: 'random',
  choose(ctx) {
    if (ctx.legal.length === 0) throw new Error(`no legal action for ${ctx.seat}`);
    return ctx.legal[ctx.dice.roll(ctx.legal.length) - 1]!;
  },
};
