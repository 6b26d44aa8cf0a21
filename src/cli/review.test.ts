import { describe, expect, test } from 'vitest';
import { heuristicAgent, randomAgent } from '../ai/index.js';
import { playMatch } from '../ai/play-match.js';
import { toRecord } from '../core/record.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import { reviewRecord, rulesetsList } from './review.js';

function finishedRecord() {
  const { match } = playMatch(swordsAndWizardry, { moveLimit: 400 }, 3, { red: heuristicAgent, black: randomAgent });
  return toRecord(match as never);
}

describe('replay', () => {
  test('a finished record: the final position with every piece, the events with clauses, the outcome', () => {
    const record = finishedRecord();
    const review = reviewRecord(JSON.stringify(record), 'game.json');
    expect(review.code).toBe(0);
    expect(review.error).toBeUndefined();
    expect(review.text).toContain('every piece is shown');
    expect(review.text).toContain('Red deployed 36 pieces.');
    expect(review.text).toMatch(/\[Commencement of Game\]/);
    expect(review.text).toMatch(/Game over: /);
    const json = review.json as { view: { pieces: { kind: string | null }[] }; events: unknown[]; applied: number; failure: unknown };
    expect(json.applied).toBe(record.actions.length);
    expect(json.failure).toBeNull();
    expect(json.view.pieces.every((p) => p.kind !== null)).toBe(true);
    expect(json.events.length).toBeGreaterThan(record.actions.length);
  });

  test('an unfinished record shows every piece too (it is a review), and says the game was not finished', () => {
    const record = finishedRecord();
    const review = reviewRecord(JSON.stringify({ ...record, actions: record.actions.slice(0, 12), result: null }), 'part.json');
    expect(review.code).toBe(0);
    expect(review.text).toContain('The game was not finished');
    expect(review.text).not.toMatch(/^ {2}\d.*\?/m);
  });

  test('broken files: not JSON, not a record, another version, a refused action', () => {
    expect(reviewRecord('{', 'x.json')).toMatchObject({ code: 1, text: '', error: expect.stringMatching(/x\.json is not JSON/) });
    expect(reviewRecord('{"a":1}', 'y.json')).toMatchObject({ code: 1, error: expect.stringMatching(/Not a Warband game record/) });
    const record = finishedRecord();
    expect(reviewRecord(JSON.stringify({ ...record, rulesetVersion: '0.0.1' }), 'v.json').error).toMatch(
      /Record is for swords-and-wizardry 0\.0\.1/,
    );
    const damaged = {
      ...record,
      actions: [...record.actions.slice(0, 4), { seat: 'red', action: { type: 'move', from: 'a1', to: 'a5' } }],
    };
    const review = reviewRecord(JSON.stringify(damaged), 'd.json');
    expect(review.code).toBe(1);
    expect(review.error).toMatch(/Action 5 of the record was refused: .* \[Commencement of Game\]/);
    expect(review.text).toContain('after the 4 actions');
    expect((review.json as { applied: number }).applied).toBe(4);
  });

  test('--at shows the position after that many actions; --seat adds the board as that seat saw it', () => {
    const record = finishedRecord();
    const at = 60;
    const review = reviewRecord(JSON.stringify(record), 'game.json', { at, seat: 'black' });
    expect(review.code).toBe(0);
    expect(review.text).toContain(`Position after action ${at} of ${record.actions.length}`);
    expect(review.text).toContain('what Black saw (right)');
    expect(review.text).toContain(`The record goes on for ${record.actions.length - at} more actions.`);
    type Piece = { id: string; owner: string; kind: string | null };
    const json = review.json as { applied: number; view: { pieces: Piece[] }; seatView: { pieces: Piece[] } };
    expect(json.applied).toBe(at);
    // Black knows all its own pieces and not all of Red's; the review shows every one.
    expect(json.seatView.pieces.filter((p) => p.owner === 'black').every((p) => p.kind !== null)).toBe(true);
    expect(json.seatView.pieces.some((p) => p.owner === 'red' && p.kind === null)).toBe(true);
    expect(json.view.pieces.every((p) => p.kind !== null)).toBe(true);
    // Both boards, side by side: the hidden pieces appear only on the right.
    const boardRow = review.text.split('\n').find((l) => /^ {2}1 /.test(l))!;
    const [left, right] = [boardRow.slice(0, boardRow.length / 2), boardRow.slice(boardRow.length / 2)];
    expect(left).not.toContain('?');
    expect(right).toContain('?');
    // The same position as replaying only those actions.
    const cut = reviewRecord(JSON.stringify({ ...record, actions: record.actions.slice(0, at), result: null }), 'cut.json');
    expect((cut.json as { view: unknown }).view).toEqual(json.view);
  });

  test('--at and --seat refuse what the record cannot show', () => {
    const record = finishedRecord();
    const text = JSON.stringify(record);
    expect(reviewRecord(text, 'g.json', { at: record.actions.length + 1 }).error).toMatch(
      new RegExp(`--at ${record.actions.length + 1}: g\\.json has ${record.actions.length} actions`),
    );
    expect(reviewRecord(text, 'g.json', { at: -1 }).code).toBe(1);
    expect(reviewRecord(text, 'g.json', { seat: 'green' }).error).toMatch(/--seat green: choose red or black/);
  });

  test('rulesets lists each rule system with its assumptions', () => {
    const list = rulesetsList();
    expect(list.text).toContain('swords-and-wizardry');
    expect(list.text).toContain('SW-A1');
    expect((list.json as { assumptions: unknown[] }[])[0]!.assumptions.length).toBeGreaterThan(5);
  });
});
