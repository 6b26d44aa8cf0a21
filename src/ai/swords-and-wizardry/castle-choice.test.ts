/**
 * Issue 26 item 2: a castle choice (Castles (2)) is answered by the ranking alone at every level. A search
 * there would take longer the more surrounding pieces may enter, and an opponent timing the answer would
 * learn how many of them are Siege Catapults, which may not. Checked by what it does, not by time: a
 * search rolls hundreds of dice (it samples identities and plays out), the ranking at most one a
 * choice offered (its jitter between equal scores).
 */
import { describe, expect, test } from 'vitest';
import { SeededDice, type Dice } from '../../core/dice.js';
import { swordsAndWizardry as rules, testing, type SwAction, type SwState, type SwView } from '../../rulesets/swords-and-wizardry/index.js';
import { makeAgent } from '../catalog.js';
import type { Agent } from '../agent.js';
import { LEVELS } from './index.js';

const { position, SPARES } = testing;

/** Red surrounds Black's King in the castle j9 with three pieces; Red must choose which enters. */
function castleChoice(): SwState {
  const s = position({ j9: ['black', 'king'], j10: ['red', 'knights'], j8: ['red', 'bowmen'], h9: ['red', 'men-at-arms'], ...SPARES });
  const r = rules.apply(s, 'red', { type: 'move', from: 'h9', to: 'i9' }, SeededDice.fromSeed(1));
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

describe('Castles (2): every level answers a castle choice from its ranking alone', () => {
  const state = castleChoice();
  const legal = rules.legalActions(state, 'red') as SwAction[];
  test('the position asks Red to choose among three surrounding pieces', () => {
    expect(legal.map((a) => a.type)).toEqual(['replace', 'replace', 'replace']);
  });

  for (const level of Object.keys(LEVELS)) {
    test(`${level}: a legal choice, made with at most one die a choice offered`, () => {
      const agent = makeAgent(level, rules.id) as Agent;
      let rolls = 0;
      const dice = SeededDice.fromSeed(1);
      const counting: Dice = { roll: (sides) => (rolls++, dice.roll(sides)) };
      const choice = agent.choose({
        ruleset: rules,
        seat: 'red',
        view: rules.view(state, 'red') as SwView,
        legal,
        dice: counting,
        events: [],
      });
      expect(legal).toContainEqual(choice);
      expect(rolls).toBeLessThanOrEqual(legal.length);
    });
  }
});
