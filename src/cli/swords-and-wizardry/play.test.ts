import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { parseRecord, replay } from '../../core/record.js';
import '../../rulesets/index.js';
import { runPlay, type PlayOptions } from './play.js';

const PROMPT = /(?:red|black)> $|press Enter[^\n]*\. $/;
const MOVE = /\b[a-j]\d{1,2}[-x][a-j]\d{1,2}\b|replace [a-j]\d{1,2}/g;

interface Session {
  readonly code: number;
  readonly transcript: string;
}

/**
 * Runs the play loop with a scripted player: each time a prompt appears, `respond` gets the transcript
 * so far and returns the next line (null ends the input).
 */
async function drive(options: Partial<PlayOptions>, respond: (transcript: string, lastPrompt: string) => string | null): Promise<Session> {
  const input = new PassThrough();
  let transcript = '';
  let turns = 0;
  const output = new Writable({
    write(chunk, _enc, done) {
      transcript += chunk.toString();
      const m = PROMPT.exec(transcript.slice(-200));
      if (m) {
        if (++turns > 20_000) throw new Error('the game does not end');
        const line = respond(transcript, m[0]);
        setImmediate(() => (line === null ? input.end() : input.write(line + '\n')));
      }
      done();
    },
  });
  const opts: PlayOptions = { hotseat: false, level: 'random', seat: 'red', seed: 42, options: {}, color: false, ...options };
  const code = await runPlay(opts, input, output);
  return { code, transcript };
}

/**
 * A player that deploys at random and then, each turn, asks for the legal moves and plays one of them
 * (chosen with its own dice), answering every "press Enter" with an empty line.
 */
function moveFromList(seed: number) {
  const dice = SeededDice.fromSeed(seed);
  let asked = false;
  let seenUpTo = 0;
  return (transcript: string, prompt: string): string | null => {
    const fresh = transcript.slice(seenUpTo);
    seenUpTo = transcript.length;
    if (/press Enter/.test(prompt)) return '';
    if (/Deploy (Red|Black): type random/.test(fresh)) return 'random';
    if (!asked) {
      asked = true;
      return 'moves';
    }
    asked = false;
    const moves = fresh.match(MOVE) ?? [];
    if (moves.length === 0) throw new Error(`no moves listed in: ${fresh}`);
    return moves[dice.roll(moves.length) - 1]!;
  };
}

describe('the terminal game', () => {
  test('a whole game against the computer, every move typed from the printed list, ends on the end screen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-play-'));
    const save = join(dir, 'game.json');
    const { code, transcript } = await drive({ level: 'random', seed: 7, options: { moveLimit: 120 }, save }, moveFromList(3));
    expect(code).toBe(0);
    expect(transcript).toContain('=== End of the game ===');
    expect(transcript).toMatch(/Game over: (Red wins|Black wins|a draw)\. .+ {2}\[.+\]/);
    expect(transcript).toContain('Every piece is shown now that the game is over.');
    expect(transcript).not.toContain('Refused');
    // The record replays to the same end.
    const record = JSON.parse(readFileSync(save, 'utf8'));
    expect(parseRecord(record).ok).toBe(true);
    const replayed = replay(record);
    expect(replayed.ok && replayed.value.failure).toBe(undefined);
    expect(replayed.ok && replayed.value.match.outcome()).toEqual(record.result);
    expect(record.meta.players).toEqual({ red: 'human', black: 'computer (random)' });
  });

  test('playing Black against the heuristic computer, which moves first', async () => {
    const { transcript } = await drive({ level: 'heuristic', seat: 'black', seed: 3, options: { moveLimit: 60 } }, moveFromList(5));
    expect(transcript).toContain('You play Black against the computer (heuristic).');
    expect(transcript).toMatch(/Red: [a-j]\d{1,2}[-x][a-j]\d{1,2}/);
    expect(transcript).toContain('=== End of the game ===');
  });

  test('hot-seat: both players type their moves, the screen is cleared between turns and the other side stays hidden', async () => {
    const { code, transcript } = await drive({ hotseat: true, seed: 9, options: { moveLimit: 40 } }, moveFromList(8));
    expect(code).toBe(0);
    expect(transcript).toContain('Hot-seat');
    expect(transcript).toContain('(screen cleared)');
    expect(transcript).toContain('=== End of the game ===');
    // Black's first board (after Red deployed): Red's three back ranks are all unknown to Black.
    const blackTurn = transcript.indexOf('Black to play.');
    const board = transcript.slice(blackTurn).split('\n');
    const start = board.findIndex((l) => /^\s+j\s+i\s+h/.test(l));
    const rank1to3 = board.slice(start + 1, start + 4);
    for (const row of rank1to3) expect(row.slice(4, 34).replace(/[\s[\]{}<>]/g, '')).toMatch(/^\?{10}$/);
    // And Red's screens never show Black's pieces by letter before the end (they are ? until revealed).
    const beforeEnd = transcript.slice(0, transcript.indexOf('=== End of the game ==='));
    expect(beforeEnd).toMatch(/Red to play\./);
  });

  test('a refused move prints the rule and its clause, and changes nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-refuse-'));
    const before = join(dir, 'before.json');
    const after = join(dir, 'after.json');
    const script = ['random', `save ${before}`, 'a1-a5', 'e1-e2', 'a3-a4-a5', `save ${after}`, 'quit'];
    const { code, transcript } = await drive({ seed: 4 }, () => script.shift() ?? null);
    expect(code).toBe(0);
    expect(transcript).toContain(
      'Refused: a1 to a5 is not a move: pieces move one square sideways, forwards or backwards.  [Commencement of Game]',
    );
    expect(transcript).toMatch(/Refused: e2 holds one of your own pieces\. {2}\[Commencement of Game\]/);
    expect(transcript).toContain('"a3-a4-a5" is not a move or a command');
    expect(readFileSync(after, 'utf8')).toEqual(readFileSync(before, 'utf8'));
    expect(transcript).toContain('You left the game.');
  });

  test('deploying from a file, and a refused file names the Preparation rule', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'warband-deploy-'));
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ a1: 'king' }));
    const { transcript } = await drive({ seed: 4, deploy: bad }, () => null);
    expect(transcript).toMatch(/Refused: All squares of your three nearest rows must be occupied; .* {2}\[Preparation\]/);

    // A legal placement written out by the heuristic's deployment works through the same command.
    const { placement } = await import('../../ai/swords-and-wizardry/index.js');
    const { Match } = await import('../../core/match.js');
    const { swordsAndWizardry } = await import('../../rulesets/swords-and-wizardry/index.js');
    const m = Match.create(swordsAndWizardry, {}, 1);
    if (!m.ok) throw new Error();
    const good = join(dir, 'good.json');
    writeFileSync(good, JSON.stringify(placement(m.value.view('red'), 'red', SeededDice.fromSeed(1))));
    const script = [`deploy ${good}`, 'quit'];
    const second = await drive({ seed: 4 }, () => script.shift() ?? null);
    expect(second.transcript).toContain('Red deployed 36 pieces.');
    expect(second.transcript).not.toContain('Refused');
  });

  test('bad options are reported, not thrown', async () => {
    const { code, transcript } = await drive({ options: { moveLimit: -3 } }, () => null);
    expect(code).toBe(1);
    expect(transcript).toMatch(/Bad options: .*moveLimit/s);
  });
});
