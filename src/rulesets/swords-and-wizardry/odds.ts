/**
 * Exact odds of a challenge: every throw of the Wizard's die (or both Wizards' dice) enumerated
 * through `resolveChallenge` itself, so the odds can never disagree with the rules.
 *
 *   challengeOdds({ attacker: 'wizard', defender: 'dragon', ... }, options)
 *   // [{ result: 'D', p: 1/3 }, { result: '-', p: 1/2 }, { result: 'A', p: 1/6 }]
 */
import { ScriptedDice } from '../../core/dice.js';
import { resolveChallenge, type ChallengeResult, type ChallengeSituation } from './challenge.js';
import type { SwOptions } from './options.js';

export interface ResultChance {
  readonly result: ChallengeResult;
  readonly p: number;
}

export function challengeOdds(s: ChallengeSituation, options: Pick<SwOptions, 'attackTable'>): ResultChance[] {
  const chances = new Map<ChallengeResult, number>();
  const add = (result: ChallengeResult, p: number) => chances.set(result, (chances.get(result) ?? 0) + p);
  // How many dice this challenge throws: resolve once with plenty scripted and count.
  const probe = new ScriptedDice([1, 1]);
  resolveChallenge(s, options, probe);
  const dice = probe.used;
  if (dice === 0) add(resolveChallenge(s, options, probe).result, 1);
  for (let a = 1; dice === 1 && a <= 6; a++) add(resolveChallenge(s, options, new ScriptedDice([a])).result, 1 / 6);
  for (let a = 1; dice === 2 && a <= 6; a++)
    for (let b = 1; b <= 6; b++) add(resolveChallenge(s, options, new ScriptedDice([a, b])).result, 1 / 36);
  return [...chances].map(([result, p]) => ({ result, p }));
}
