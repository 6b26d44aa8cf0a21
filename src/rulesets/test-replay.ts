/**
 * Random games replayed with fixed seeds, summed up as hashes of what they showed: every event and every
 * list of legal actions. A change made for speed alone must leave these hashes as they were recorded
 * before it, so the faster rules are the same rules.
 */
import { createHash } from 'node:crypto';
import { SeededDice } from '../core/dice.js';
import { Match } from '../core/match.js';
import type { AnyRuleset } from '../core/ruleset.js';

export interface Replay {
  readonly actions: number;
  /** The clause that ended the game, or undefined if it had not ended after `maxActions`. */
  readonly outcome: string | undefined;
  /** The first 16 hex digits of the SHA-256 of every event, whoever may see it, as JSON. */
  readonly events: string;
  /** The same of every legal-action list offered, one after another. */
  readonly legal: string;
}

/** A game of uniformly random legal actions: the match seeded `seed`, the choices' dice `seed + 1`. */
export function replayRandomGame(ruleset: AnyRuleset, seed: number, maxActions = 20_000): Replay {
  const created = Match.create(ruleset, {}, seed);
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  const dice = SeededDice.fromSeed(seed + 1);
  const legal = createHash('sha256');
  for (let n = 0; !m.outcome() && n < maxActions; n++) {
    const seat = m.toAct()[0]!;
    const list = m.legalActions(seat);
    legal.update(JSON.stringify(list));
    const r = m.act(seat, list[dice.roll(list.length) - 1]);
    if (!r.ok) throw new Error(`seed ${seed}: a legal action was refused: ${r.error.message}`);
  }
  return {
    actions: m.actions.length,
    outcome: m.outcome()?.clause,
    events: createHash('sha256').update(JSON.stringify(m.events())).digest('hex').slice(0, 16),
    legal: legal.digest('hex').slice(0, 16),
  };
}
