/** The referee (issue 27): any position from the notation, a challenge resolved with the program's die or one typed in. */
import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import { optionsSchema } from './options.js';
import { EXAMPLE_POSITION, exportPosition, importPosition, REFEREE_SEAT, swordsAndWizardryReferee } from './referee.js';
import type { SwEvent } from './events.js';

const rules = optionsSchema.parse({});
const match = (position: string, options: Record<string, unknown> = {}, seed = 1) => {
  const m = Match.create(swordsAndWizardryReferee, { position, ...options }, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
};
const act = (m: ReturnType<typeof match>, from: string, to: string, typed?: number[]) => {
  const r = m.act(REFEREE_SEAT, { type: 'move', from, to }, typed);
  if (!r.ok) throw new Error(`${r.error.clause}: ${r.error.message}`);
  return r.value as readonly SwEvent[];
};
const result = (events: readonly SwEvent[]) => events.find((e) => e.type === 'challenge-result');

describe('the referee notation', () => {
  test('Referee: a position imports and exports unchanged: ranks from 10 down, upper case Red, + shown, ! awaiting rescue, whose move', () => {
    const text = '5p!4/10/10/2g+7/10/10/4n5/4W5/1k8/4P5 b';
    const s = importPosition(text, rules);
    expect(s.ok && exportPosition(s.value)).toBe(text);
    if (!s.ok) return;
    expect(s.value.turn).toBe('black');
    expect(s.value.pieces.map((p) => [p.id, p.owner, p.kind, p.revealed, p.awaitingRescue])).toEqual([
      ['r1', 'red', 'princess', false, false],
      ['b1', 'black', 'king', false, false],
      ['r2', 'red', 'wizard', false, false],
      ['b2', 'black', 'knights', false, false],
      ['b3', 'black', 'giant', true, false],
      ['b4', 'black', 'princess', true, true],
    ]);
    expect(match(EXAMPLE_POSITION).view(REFEREE_SEAT).position).toBe(EXAMPLE_POSITION);
  });

  test('Referee: a position the board or the force cannot hold is refused with the reason (Playing Board (c) Lake, Notes on Playing Pieces)', () => {
    const refused = (position: string) => {
      const r = swordsAndWizardryReferee.parseOptions({ position });
      return r.ok ? '' : r.error.message;
    };
    expect(refused('10/10/10/10/5W4/10/10/10/10/10 r')).toMatch(/f6 is Lake Limpid/);
    expect(refused('10/10/10/10/10/10/10/10/10/4P4 r')).toMatch(/rank 1 has 9 squares/);
    expect(refused('10/10/10/10/10/10/10/10/10 r')).toMatch(/9 ranks given/);
    expect(refused('10/10/10/10/10/10/10/10/10/4X5 r')).toMatch(/'X' is no piece/);
    expect(refused('10/10/10/10/10/10/10/10/10/PP8 r')).toMatch(/red has 2 Princess; a force has 1/);
    expect(refused('10/10/10/10/10/10/10/10/10/3P!6 r')).toMatch(/only a Princess in a castle awaits rescue/);
    expect(refused(`${EXAMPLE_POSITION.split(' ')[0]} x`)).toMatch(/'r' or 'b'/);
  });
});

describe('the referee resolves a challenge', () => {
  test("Attack Table, Notes: Wizard: the Wizard's die typed in at the table: 5 eliminates the Knights, 2 does not (No Result: the Wizard goes back, SW-A6)", () => {
    const m = match(EXAMPLE_POSITION);
    const won = result(act(m, 'e3', 'e4', [5]));
    expect(won).toMatchObject({ result: 'D', clause: 'Attack Table, Notes: Wizard', why: 'A throw of 5: 5 or 6 eliminates any piece.' });
    expect(m.view(REFEREE_SEAT).position).toBe('5p4/10/10/10/10/10/4W+5/10/10/4P5 b');
    const m2 = match(EXAMPLE_POSITION);
    const none = result(act(m2, 'e3', 'e4', [2]));
    expect(none).toMatchObject({ result: '-', clause: 'Attack Table, Notes: Wizard' });
    expect(m2.view(REFEREE_SEAT).position).toBe('5p4/10/10/10/10/10/4n+5/4W+5/10/4P5 b');
    // A die the rules did not ask for is refused, and nothing changes.
    const m3 = match('5p4/10/10/10/10/10/4n5/4N5/10/4P5 r');
    const extra = m3.act(REFEREE_SEAT, { type: 'move', from: 'e3', to: 'e4' }, [5]);
    expect(extra.ok).toBe(false);
    expect(m3.view(REFEREE_SEAT).position).toBe('5p4/10/10/10/10/10/4n5/4N5/10/4P5 r');
  });

  test("Attack Table, Notes: Wizard: with the program's die the roll is shown with the rule that applied", () => {
    const events = act(match(EXAMPLE_POSITION, {}, 7), 'e3', 'e4');
    const roll = events.find((e) => e.type === 'roll');
    expect(roll).toMatchObject({ die: 'd6', clause: 'Attack Table, Notes: Wizard' });
    expect(result(events)!.clause).toBe('Attack Table, Notes: Wizard');
  });

  test('Attack Table: Knights against Knights from the printed table, no die; the referee moves for the side to move', () => {
    const m = match('5p4/10/10/10/10/10/4n5/4N5/10/4P5 r');
    expect(m.legalActions(REFEREE_SEAT)).toContainEqual({ type: 'move', from: 'e3', to: 'e4' });
    const r = result(act(m, 'e3', 'e4'));
    expect(r).toMatchObject({ result: 'X', clause: 'Attack Table' });
    expect(m.view(REFEREE_SEAT).position).toBe('5p4/10/10/10/10/10/10/10/10/4P5 b');
  });

  test("Castles (2), End Game: Knights surround Black's castle f10; the Princess inside is rescued and Red wins; the referee's game is over", () => {
    const m = match('4NpN3/10/5N4/10/10/10/10/10/10/4P5 r');
    // Playing Board (a) Castles: the castle cannot be challenged in the ordinary way.
    const direct = m.act(REFEREE_SEAT, { type: 'move', from: 'e10', to: 'f10' });
    expect(direct.ok ? null : direct.error.clause).toBe('Playing Board (a) Castles');
    const events = act(m, 'f8', 'f9');
    expect(events.find((e) => e.type === 'castle-surrounded')).toMatchObject({ castle: 'f10', result: 'rescue', clause: 'Castles (2)' });
    expect(m.outcome()).toMatchObject({ winner: 'red', clause: 'Castles (2)' });
    expect(m.toAct()).toEqual([]);
  });
});
