import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { checkPlacement, randomPlacement } from './deployment.js';
import { context } from './options.js';
import { deploymentHints, type Draft } from './placement-checklist.js';
import { swordsAndWizardry as rules } from './ruleset.js';
import type { SwSeat } from './vocabulary.js';

const ctx = context((rules.parseOptions({}) as { ok: true; value: never }).value);
const named = (m: Map<number, string>): Draft => Object.fromEntries([...m].map(([s, k]) => [ctx.board.grid.name(s), k])) as Draft;
const asMap = (d: Draft) => new Map(Object.entries(d).map(([s, k]) => [ctx.board.grid.index(s)!, k]));

describe('Preparation: the placement checklist agrees with checkPlacement', () => {
  test('every item is done exactly when the placement is legal, over random legal and spoilt placements', () => {
    for (let seed = 0; seed < 200; seed++) {
      const seat: SwSeat = seed % 2 ? 'black' : 'red';
      const dice = SeededDice.fromSeed(seed);
      const legal = named(randomPlacement(ctx, seat, dice));
      expect(checkPlacement(ctx, seat, asMap(legal))).toBeNull();
      expect(deploymentHints(ctx, seat, legal).every((h) => h.ok)).toBe(true);
      // Spoil it: swap the Princess with a piece off the castles, or drop a piece.
      const squares = Object.keys(legal);
      const princess = squares.find((s) => legal[s] === 'princess')!;
      const other = squares.find((s) => !ctx.board.castle[ctx.board.grid.index(s)!] && legal[s] !== 'siege-catapult')!;
      const spoilt: Draft[] = [
        { ...legal, [princess]: legal[other]!, [other]: 'princess' },
        Object.fromEntries(squares.filter((s) => s !== squares[seed % squares.length]).map((s) => [s, legal[s]!])) as Draft,
      ];
      for (const d of spoilt) {
        expect(checkPlacement(ctx, seat, asMap(d))).not.toBeNull();
        expect(deploymentHints(ctx, seat, d).every((h) => h.ok)).toBe(false);
      }
    }
  });
});
