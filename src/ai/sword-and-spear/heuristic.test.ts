/** The Sword & Spear Fantasy player: legal choices only, from its seat's view, and better than random. */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { playMatch } from '../play-match.js';
import { randomAgent } from '../agent.js';
import { resolveAgent, type Agent } from '../index.js';
import { swordAndSpear } from '../../rulesets/sword-and-spear/index.js';

describe('Sword & Spear Fantasy heuristic player', () => {
  test('F12 / SSF-A35: plays whole battles of the bundled scenario with legal actions only, and beats random on both sides', () => {
    const heuristic = resolveAgent('heuristic') as Agent;
    let wins = 0;
    let losses = 0;
    for (let seed = 1; seed <= 4; seed++) {
      for (const seat of ['a', 'b'] as const) {
        const r = playMatch(swordAndSpear, {}, seed, seat === 'a' ? { a: heuristic, b: randomAgent } : { a: randomAgent, b: heuristic });
        if (r.outcome.winner === seat) wins++;
        else if (r.outcome.winner !== null) losses++;
      }
    }
    // Eight battles, four on each side: the heuristic wins at least six and loses at most one.
    expect(wins).toBeGreaterThanOrEqual(6);
    expect(losses).toBeLessThanOrEqual(1);
  });

  test('SSF-A44 / SSF-A13: the battle where the rules once offered the dragon a move-and-shoot they then refused plays to its end (seed 160, found by scripts/ssf-battles.mjs)', () => {
    // A flyer that moves is low when it shoots (SSF-A44), its range 1 DU shorter at a flying target (SSF-A13): the offer must see it so too.
    const m = Match.create(swordAndSpear, { scenario: 'border-clash', maxTurns: 10, playersPerSide: 2 }, 160);
    if (!m.ok) throw new Error(m.error.message);
    const match = m.value;
    const pick = SeededDice.fromSeed(160 * 31 + 7);
    const randomChoice = <A extends { type: string; order?: string }>(legal: readonly A[]): A => {
      const key = (a: A) => `${a.type}:${a.order ?? ''}`;
      const kinds = [...new Set(legal.map(key))];
      const kind = kinds[pick.roll(kinds.length) - 1];
      const of = legal.filter((a) => key(a) === kind);
      return of[pick.roll(of.length) - 1]!;
    };
    const heuristic = resolveAgent('heuristic') as Agent;
    for (let n = 0; n < 20_000 && !match.outcome(); n++) {
      const seat = match.toAct()[0]!;
      const legal = match.legalActions(seat);
      const action = seat.startsWith('a')
        ? heuristic.choose({ ruleset: swordAndSpear, seat, view: match.view(seat), legal, dice: pick })
        : randomChoice(legal);
      const r = match.act(seat, action);
      expect(r.ok ? null : `${seat} ${JSON.stringify(action)}: ${r.error.message}`).toBeNull();
    }
    expect(match.outcome()?.clause).toMatch(/^(SSF-A35|F12)$/);
  });

  test('every level plays Sword & Spear Fantasy to the end', () => {
    for (const level of ['beginner', 'strongest']) {
      const r = playMatch(swordAndSpear, { maxTurns: 1 }, 9, { a: resolveAgent(level) as Agent, b: randomAgent });
      expect(r.outcome.clause).toMatch(/^(SSF-A35|F12)$/);
    }
  });
});
