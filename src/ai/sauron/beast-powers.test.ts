/** The heuristic player's magic in the map game (SAU-M20): moved here from the ruleset's magic.test.ts, which tests rules only. */
import { expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { sauron, testing, type SauronAction } from '../../rulesets/sauron/index.js';
import { sauronHeuristicAgent } from './heuristic.js';

const { act, start } = testing;

test('SAU-M20: the heuristic player gives the Beast the dearest power it can afford, then opens the gates', () => {
  let s = start();
  const choose = () =>
    sauronHeuristicAgent.choose({
      ruleset: sauron,
      seat: 'sauron',
      view: sauron.view(s, 'sauron'),
      legal: sauron.legalActions(s, 'sauron'),
      dice: SeededDice.fromSeed(3),
      events: [],
    } as never) as SauronAction;
  const picks: SauronAction[] = [];
  for (let i = 0; i < 4 && s.record.phase === 'first-magic'; i++) {
    const a = choose();
    picks.push(a);
    s = act(s, 'sauron', a).state;
  }
  expect(picks).toEqual([
    { type: 'beast-power', power: 'death-breath' },
    { type: 'beast-power', power: 'flight' },
    { type: 'set-gates', closed: false },
  ]);
  expect(s.record.magicPoints).toBe(9);
});
