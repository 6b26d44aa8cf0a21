/**
 * The players' words at a terminal game's prompt (src/cli/controls.ts): resign, draw, takeback, on a
 * real match of Swords & Wizardry, then once through the S&W play loop (docs/cli.md).
 */
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { Match } from '../core/match.js';
import { swordsAndWizardry } from '../rulesets/index.js';
import { playerControls } from './controls.js';
import { playInTerminal } from './play-loop.js';
import { swPlay } from './swords-and-wizardry/play.js';

function deployed() {
  const m = Match.create(swordsAndWizardry, { firstPlayer: 'red' }, 9);
  if (!m.ok) throw new Error(m.error.message);
  for (const seat of ['red', 'black']) expect(m.value.act(seat, { type: 'deploy-random' }).ok).toBe(true);
  return m.value;
}

/** A move of `seat` to an empty square: no challenge, no dice. */
function quietMove(m: ReturnType<typeof deployed>, seat: string) {
  const taken = new Set(m.view(seat).pieces.map((p) => p.square));
  return m.legalActions(seat).find((a) => a.type === 'move' && !taken.has(a.to))!;
}

describe('resign, draw and takeback at the prompt', () => {
  test('against the computer: takeback goes back to before the player’s move, the computer declines a draw, resign ends it', () => {
    const m = deployed();
    const say = playerControls(m, { hotseat: false, humans: ['red'] });
    expect(say('look', 'red')).toBeNull();
    expect(m.act('red', quietMove(m, 'red')).ok).toBe(true);
    expect(m.act('black', quietMove(m, 'black')).ok).toBe(true);
    expect(say('takeback', 'red')).toEqual({ text: 'Taken back: 2 actions.', changed: true });
    expect(m.actions).toHaveLength(2);
    // Now red's last action is its deployment: rolled and hidden, so refused, and nothing changes.
    const refused = say('takeback', 'red')!;
    expect(refused.changed).toBe(false);
    expect(refused.text).toMatch(/^Refused: .*\[Takeback\]$/);
    expect(m.actions).toHaveLength(2);
    expect(say('draw', 'red')).toEqual({ text: 'The computer declines the draw.', changed: false });
    expect(m.outcome()).toBeNull();
    expect(say('RESIGN', 'red')).toEqual({ text: 'Red resigned.', changed: true });
    expect(m.outcome()).toMatchObject({ winner: 'black', clause: 'Resignation' });
  });

  test('hot-seat: a draw offered stands until the other side moves, and the other player accepts it', () => {
    const m = deployed();
    const say = playerControls(m, { hotseat: true, humans: ['red', 'black'] });
    expect(say('draw', 'red')!.changed).toBe(false);
    expect(m.act('red', quietMove(m, 'red')).ok).toBe(true);
    // Black moved on instead of accepting: the offer lapsed, and black's word is an offer of its own.
    expect(m.act('black', quietMove(m, 'black')).ok).toBe(true);
    expect(say('draw', 'red')!.changed).toBe(false);
    expect(say('draw', 'black')).toEqual({ text: 'The players agreed to a draw.', changed: true });
    expect(m.outcome()).toMatchObject({ winner: null, clause: 'Agreement' });
  });

  test('through the play loop: resign after deploying ends the game with the other side winning', async () => {
    const input = new PassThrough();
    let transcript = '';
    const lines = ['random', 'resign'];
    const output = new Writable({
      write(chunk, _enc, done) {
        transcript += chunk.toString();
        if (/red> $/.test(transcript)) setImmediate(() => (lines.length ? input.write(`${lines.shift()}\n`) : input.end()));
        done();
      },
    });
    const code = await playInTerminal(
      swPlay,
      { hotseat: false, level: 'random', seat: 'red', seed: 5, options: {}, color: false },
      input,
      output,
    );
    expect(code).toBe(0);
    expect(transcript).toContain('Red resigned.');
    expect(transcript).toMatch(/Black wins|black wins|winner/i);
  });
});
