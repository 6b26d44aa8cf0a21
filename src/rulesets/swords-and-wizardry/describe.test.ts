import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import type { GameEvent, Seat } from '../../core/ruleset.js';
import { system } from './index.js';
import type { SwAction, SwView } from './ruleset.js';

/** A game of random legal moves, short by its move limit. */
function randomGame(seed: number) {
  const created = Match.create(system.rulesets[0]!, { moveLimit: 120 }, seed);
  if (!created.ok) throw new Error(created.error.message);
  const m = created.value;
  let rnd = seed + 1;
  const r = () => (rnd = (rnd * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < 400 && !m.outcome(); i++) {
    const seat = m.toAct()[0]!;
    const legal = m.legalActions(seat) as SwAction[];
    const act = m.act(seat, legal[Math.floor(r() * legal.length)]!);
    if (!act.ok) throw new Error(act.error.message);
  }
  return m;
}

describe('the Swords & Wizardry describer', () => {
  test('words every event each seat sees, each line citing its clause; no event falls back to its type', () => {
    for (const seed of [1, 2, 3]) {
      const m = randomGame(seed);
      for (const viewer of ['red', 'black'] as Seat[]) {
        const events: readonly GameEvent[] = m.events(viewer);
        const lines = events.map((e) => [e, system.describe.event(e, { viewer, view: m.view(viewer) })] as const);
        for (const [e, line] of lines) {
          if (e.type === 'placement' || e.type === 'rolls') {
            expect(line).toBeNull();
            continue;
          }
          expect(line, e.type).not.toBeNull();
          expect(line!.text).not.toBe(e.type.replace(/-/g, ' '));
          expect(line!.clause, e.type).toBeTruthy();
        }
        expect(lines.filter(([, l]) => l?.move).length).toBeGreaterThan(0);
      }
    }
  });

  test('the end reads "you win" for the winner and names the winner for anyone else', () => {
    const outcome = { winner: 'black', reason: 'Red is unable to move any piece.', clause: 'End Game' };
    const end = { type: 'game-over', outcome, clause: 'End Game' } as GameEvent;
    expect(system.describe.event(end, { viewer: 'black' })!.text).toBe('Game over: you win. Red is unable to move any piece.');
    expect(system.describe.event(end, { viewer: 'red' })!.text).toBe('Game over: Black wins. Red is unable to move any piece.');
    expect(system.describe.event(end, { viewer: null })!.text).toBe('Game over: Black wins. Red is unable to move any piece.');
  });

  test('the decision pending: deployment, whose move, the castle choice', () => {
    const m = randomGame(4);
    const created = Match.create(system.rulesets[0]!, {}, 4);
    if (!created.ok) throw new Error(created.error.message);
    expect(system.describe.decision('swords-and-wizardry', created.value.view('red'))).toBe('Deployment');
    const view = m.view('red') as SwView;
    expect(system.describe.decision('swords-and-wizardry', view)).toMatch(/won|Drawn|Move \d+ · (Red|Black) to move/);
    const pending: SwView = { ...view, outcome: null, pending: { castle: 'a9', chooser: 'red' } };
    expect(system.describe.decision('swords-and-wizardry', pending)).toContain("Red chooses a castle's new occupant");
  });
});
