import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../../core/dice.js';
import { reactionModifiers, reinforcementModifiers, rollReaction, rollReinforcement, type ReactionInput } from './reaction.js';

const leader = { id: 'l', name: 'Stephen', leadership: 0 };
const base: ReactionInput = { enemyHighestMpCost: 0, friendlyHighestMpCost: 0, leader, reactingMAs: [4], movingMAs: [4] };
const total = (input: ReactionInput) => {
  const r = reactionModifiers(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.filter((m) => m.value !== 0 || m.clause === 'III.A.3').map((m) => [m.clause, m.value]);
};

describe('III.A: Reaction', () => {
  test('III.A: two dice, 8 or more succeeds', () => {
    const ok8 = rollReaction(base, new ScriptedDice([4, 4]));
    const no7 = rollReaction(base, new ScriptedDice([3, 4]));
    expect(ok8.ok && ok8.value).toMatchObject({ dice: [4, 4], total: 8, success: true, leaderId: 'l', clause: 'III.A' });
    expect(no7.ok && no7.value.success).toBe(false);
  });

  test('III.A.1: plus the highest MP cost for the enemy to enter the hex (+2: a Forest hex for Elves)', () => {
    expect(total({ ...base, enemyHighestMpCost: 2 })).toContainEqual(['III.A.1', 2]);
  });

  test('III.A.2: minus the highest MP cost for the friendly units (-3: Men reacting into Rough)', () => {
    expect(total({ ...base, friendlyHighestMpCost: 3 })).toContainEqual(['III.A.2', -3]);
  });

  test("III.A.3: plus the leader's Leadership, even zero; no character, no reaction", () => {
    expect(total({ ...base, leader: { ...leader, leadership: 3 } })).toContainEqual(['III.A.3', 3]);
    expect(total(base)).toContainEqual(['III.A.3', 0]);
    const none = rollReaction({ ...base, leader: null }, new ScriptedDice([6, 6]));
    expect(!none.ok && none.error.clause).toBe('III.A.3');
  });

  test('III.A.4-6: +1 each when the slowest reacting beats the slowest moving, the fastest the fastest, the slowest the fastest', () => {
    expect(total({ ...base, reactingMAs: [5, 7], movingMAs: [3, 6] }).filter(([c]) => String(c) >= 'III.A.4')).toEqual([
      ['III.A.4', 1],
      ['III.A.5', 1],
    ]);
    expect(total({ ...base, reactingMAs: [7, 8], movingMAs: [3, 6] }).filter(([c]) => String(c) >= 'III.A.4')).toEqual([
      ['III.A.4', 1],
      ['III.A.5', 1],
      ['III.A.6', 1],
    ]);
  });

  test("III.A.7-9: -1 each for the moving side's mirror of III.A.4-6; equal allowances give nothing (SSV-A39)", () => {
    expect(total({ ...base, reactingMAs: [3, 6], movingMAs: [7, 8] }).filter(([c]) => String(c) >= 'III.A.4')).toEqual([
      ['III.A.7', -1],
      ['III.A.8', -1],
      ['III.A.9', -1],
    ]);
    expect(total({ ...base, reactingMAs: [4, 7], movingMAs: [4, 7] }).filter(([c]) => String(c) >= 'III.A.4')).toEqual([]);
  });

  test('III.A: the modifiers are cumulative: Elves (MA 4, Forest 2) against Men (MA 4, Forest 3), Gilith leading', () => {
    const r = rollReaction(
      {
        enemyHighestMpCost: 3,
        friendlyHighestMpCost: 2,
        leader: { id: 'g', name: 'Gilith', leadership: 2 },
        reactingMAs: [4],
        movingMAs: [4],
      },
      new ScriptedDice([2, 3]),
    );
    expect(r.ok && r.value).toMatchObject({ total: 8, success: true });
  });

  test('III.D.7.b: reinforcements roll as a Reaction with the enemy deemed MA 0: "+3"', () => {
    const mods = reinforcementModifiers({ enemyHighestMpCost: 0, friendlyHighestMpCost: 0, leader, reactingMAs: [4, 7] });
    expect(mods.ok && mods.value.filter((m) => m.clause >= 'III.A.4').map((m) => m.value)).toEqual([1, 1, 1]);
    const r = rollReinforcement({ enemyHighestMpCost: 1, friendlyHighestMpCost: 1, leader, reactingMAs: [4] }, new ScriptedDice([3, 2]));
    expect(r.ok && r.value).toMatchObject({ total: 8, success: true, clause: 'III.D.7.b' });
  });
});

describe('SSV-A39: what "faster" means (option faster)', () => {
  const equal = {
    enemyHighestMpCost: 1,
    friendlyHighestMpCost: 1,
    leader: { id: 'k', name: 'Krawn', leadership: 3 },
    reactingMAs: [4],
    movingMAs: [4],
  };
  test("III.A.4-9, SSV-A39 'strictly': equal speeds give no speed modifier", () => {
    const r = reactionModifiers(equal);
    expect(r.ok && r.value.map((m) => m.clause)).toEqual(['III.A.1', 'III.A.2', 'III.A.3']);
  });
  test("III.A.4-9, SSV-A39 'at-least': equal speeds count as faster both ways, and cancel", () => {
    const r = reactionModifiers({ ...equal, faster: 'at-least' });
    expect(r.ok && r.value.map((m) => m.clause)).toEqual([
      'III.A.1',
      'III.A.2',
      'III.A.3',
      'III.A.4',
      'III.A.5',
      'III.A.6',
      'III.A.7',
      'III.A.8',
      'III.A.9',
    ]);
    expect(r.ok && r.value.reduce((n, m) => n + m.value, 0)).toBe(3);
  });
});
