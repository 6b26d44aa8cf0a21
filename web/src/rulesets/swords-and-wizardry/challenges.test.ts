import { describe, expect, it } from 'vitest';
import type { PieceKind, SwEvent } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import { cardsAfter, challengeLine, challengesOf, initialCards } from './challenges.js';

const piece = (id: string, owner: 'red' | 'black', kind: PieceKind, square: string) => ({ id, owner, kind, square });
const challenge = (n: number, seat: 'red' | 'black'): SwEvent[] => [
  {
    type: 'challenge',
    seat,
    how: 'step',
    attacker: piece(`a${n}`, seat, 'knights', `c${n}`),
    defender: piece(`d${n}`, seat === 'red' ? 'black' : 'red', 'peasants', `c${n + 1}`),
    clause: 'Commencement of Game',
  },
  {
    type: 'challenge-result',
    result: 'D',
    why: 'Knights beat Peasants.',
    eliminated: [`d${n}`],
    attackerOn: `c${n + 1}`,
    clause: 'Attack Table',
  },
];
const moved: SwEvent = { type: 'moved', seat: 'black', piece: 'b3', from: 'a9', to: 'a8', how: 'step', clause: 'Commencement of Game' };

describe('the challenges of a Swords & Wizardry game', () => {
  it('lists every challenge of the game with its result, the newest marked', () => {
    const all = challengesOf([...challenge(1, 'red'), moved, ...challenge(2, 'black')]);
    expect(all).toHaveLength(2);
    expect(all.map((c) => [c.challenge.attacker.id, c.result?.result, c.latest])).toEqual([
      ['a1', 'D', false],
      ['a2', 'D', true],
    ]);
    expect(challengeLine(all[0]!)).toMatch(/^Red Knights \(c1\) challenges Black Peasants \(c2\): /);
  });

  it("keeps the player's own result open when the computer's reply arrives, until dismissed or the player moves", () => {
    let cards = initialCards(0);
    expect(cards.open).toEqual([]);
    cards = cardsAfter(cards, { kind: 'arrived', count: 1 }); // the player's challenge
    cards = cardsAfter(cards, { kind: 'arrived', count: 2 }); // the computer's reply, a second later
    expect(cards.open).toEqual([0, 1]);
    cards = cardsAfter(cards, { kind: 'dismiss', index: 1 });
    expect(cards.open).toEqual([0]);
    cards = cardsAfter(cards, { kind: 'moved', count: 2 });
    expect(cards.open).toEqual([]);
    cards = cardsAfter(cards, { kind: 'open', index: 0 });
    expect(cards.open).toEqual([0]);
    // Opening the game again shows the last challenge.
    expect(initialCards(5).open).toEqual([4]);
  });
});
