import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import type { GameEvent } from '../../core/ruleset.js';
import { gameContext } from './game/options.js';
import type { SsView } from './game/view.js';
import { nameIndex, system } from './index.js';
import type { RefereeView } from './referee/ruleset.js';

const [game, referee] = system.rulesets;

function start<V>(ruleset: typeof game, options: Record<string, unknown> = {}) {
  const m = Match.create(ruleset!, options, 5);
  if (!m.ok) throw new Error(m.error.message);
  return { match: m.value, view: (seat: string) => m.value.view(seat) as V };
}

describe('the Swords & Sorcery describer', () => {
  test('a seat’s own view names its pieces for that seat only (VI.A); other readers a unit by its side (issue 28.5: never its id)', () => {
    const { view } = start<SsView>(game);
    const west = view('west');
    const piece = west.pieces.find((p) => p.owner === 'west' && p.kind === 'unit')!;
    const name = nameIndex(west, gameContext(west.options).tables).get(piece.id)!;
    const moved = {
      type: 'moved',
      seat: 'west',
      pieces: [{ id: piece.id, mp: 2, rolls: [] }],
      from: '0303',
      to: '0403',
      clause: 'II',
    } as unknown as GameEvent;
    expect(system.describe.event(moved, { viewer: 'west', view: west })).toEqual({
      text: `West: ${name} move 0303 > 0403 (2 MP)`,
      clause: 'II',
      move: true,
    });
    expect(system.describe.event(moved, { viewer: 'east', view: west })!.text).toBe('West: a West unit move 0303 > 0403 (2 MP)');
    expect(system.describe.event(moved, { viewer: null, view: west })!.text).not.toContain(name);
  });

  test('the mover reads its own move, the other seat the stack marker (VI.A)', () => {
    const marker = { type: 'stack-moved', seat: 'east', from: '1606', to: '1506', count: 3, clause: 'VI.A' } as unknown as GameEvent;
    expect(system.describe.event(marker, { viewer: 'east' })).toBeNull();
    expect(system.describe.event(marker, { viewer: 'west' })!.text).toBe('East: a stack of 3 moves 1606 > 1506');
  });

  test('a refereed battle names its sides and numbered units from the view', () => {
    const { view } = start<RefereeView>(referee!);
    const a = view('a');
    const unit = a.sides.a.units[0]!;
    const gone = { type: 'eliminated', round: 1, side: 'a', unitId: unit.id, clause: 'III.D.5.b' } as unknown as GameEvent;
    expect(system.describe.event(gone, { viewer: 'a', view: a })!.text).toMatch(new RegExp(`^${unit.name} \\d+ is eliminated$`));
    const declared = { type: 'withdrawal-declared', side: 'b', leavesAfterRound: 2, clause: 'III.D.7.a' } as unknown as GameEvent;
    expect(system.describe.event(declared, { viewer: 'a', view: a })!.text).toBe(`${a.names.b} withdraws after round 2`);
  });

  test('the decision pending, for the map game and for a refereed battle', () => {
    expect(system.describe.decision('swords-and-sorcery', start<SsView>(game).view('west'))).toMatch(
      /^Game-turn 1 of \d+ · West's movement phase/,
    );
    const battle = start<RefereeView>(referee!).view('a');
    expect(system.describe.decision('swords-and-sorcery-battle', battle)).toBe(`${battle.title} · round 1 · declarations`);
  });
});
