/**
 * What every terminal game and referee dialogue shares: a game's options (`PlayOptions`), saving the
 * game record, events as lines, and a prompt that reads typed lines (line editing and history on a
 * terminal; from a pipe or a file each line is echoed, so that a transcript reads as a dialogue). The
 * game loop itself is play-loop.ts's.
 *
 *   const prompt = prompter(input, output);
 *   const line = await prompt.ask('west> ');  // null once the input has ended
 */
import { writeFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Readable, Writable } from 'node:stream';
import { toRecord } from '../core/record.js';
import type { Seat } from '../core/ruleset.js';
import { LineReader } from './lines.js';

/** What a terminal game is started with (each game may add its own: colour, a deployment file). */
export interface PlayOptions<S extends Seat = Seat> {
  /** Everyone at one keyboard; otherwise `seat` plays the computer. */
  readonly hotseat: boolean;
  /** The computer's agent ('heuristic', 'random', or any catalog name). */
  readonly level: string;
  /** The seat played at the keyboard against the computer. */
  readonly seat: S;
  readonly seed: number;
  /** Ruleset options (checked by Match.create). */
  readonly options: Record<string, unknown>;
  /** Write the game record here when the game ends (or is left). */
  readonly save?: string;
}

export interface Prompter {
  /** Writes the prompt and waits for the next line (null once the input has ended; INTERRUPT on Ctrl-C when asked for). */
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

/** What `ask` gives for Ctrl-C when the prompter was made with `{ interrupt: true }` (a game offers to save). */
export const INTERRUPT = '\u0003';

/**
 * A prompt on `output` reading lines from `input`. On a terminal it is node:readline's, with line editing
 * and history (arrow keys); from a pipe or a file each line is echoed, so a transcript reads as a
 * dialogue. Ctrl-C ends the input (null), or with `interrupt` gives INTERRUPT, so a game may offer to save.
 */
export function prompter(input: Readable, output: Writable, o: { readonly interrupt?: boolean } = {}): Prompter {
  let pending: ((line: string | null) => void) | null = null;
  const settle = (line: string | null) => {
    const resolve = pending;
    pending = null;
    resolve?.(line);
  };
  const onSigint = () => settle(o.interrupt ? INTERRUPT : null);
  if ((input as { isTTY?: boolean }).isTTY === true) {
    const rl = createInterface({ input, output, terminal: true, historySize: 500, removeHistoryDuplicates: true });
    rl.on('SIGINT', () => {
      // What was typed before Ctrl-C is dropped, not left for the next prompt.
      rl.write(null, { ctrl: true, name: 'e' });
      rl.write(null, { ctrl: true, name: 'u' });
      output.write('^C\n');
      onSigint();
    });
    rl.on('close', () => settle(null));
    // Lines typed (or pasted) before the next prompt wait their turn.
    const early: string[] = [];
    rl.on('line', (line) => (pending ? settle(line) : early.push(line)));
    return {
      ask: (prompt) =>
        new Promise((resolve) => {
          const line = early.shift();
          if (line !== undefined) return resolve(line);
          pending = resolve;
          rl.setPrompt(prompt);
          rl.prompt();
        }),
      close: () => rl.close(),
    };
  }
  const reader = new LineReader(input);
  // biome-ignore lint/correctness/noUnusedVariables: read by the ??= in ask, which Biome does not count as a read.
  let waiting: Promise<void> | null = null;
  // Ctrl-C typed at a terminal while the input is piped reaches the process, not the reader.
  if (o.interrupt) process.on('SIGINT', onSigint);
  return {
    async ask(prompt: string) {
      output.write(prompt);
      const line = await new Promise<string | null>((resolve) => {
        pending = resolve;
        // A line asked for before a Ctrl-C is still on its way: it answers this prompt.
        waiting ??= reader.next().then((l) => {
          waiting = null;
          settle(l);
        });
      });
      if (line !== INTERRUPT) output.write((line ?? '') + '\n');
      return line;
    },
    close: () => {
      if (o.interrupt) process.off('SIGINT', onSigint);
      reader.close();
    },
  };
}

/** Writes the game record (docs/records.md) and says where, or why it could not. */
export function saveRecord(
  match: Parameters<typeof toRecord>[0],
  meta: Record<string, unknown>,
  file: string,
  why: string,
  out: (text: string) => void,
): void {
  try {
    writeFileSync(file, JSON.stringify(toRecord(match as never, meta), null, 2) + '\n');
    out(`${why}: the game record (${match.actions.length} actions) is in ${file}. Review it with: warband replay ${file}`);
  } catch (e) {
    out(`Could not write ${file}: ${(e as Error).message}`);
  }
}

/** An event in words, with the clause it rests on (null: an event the players are not told of). */
export type EventWords = { readonly text: string; readonly clause: string } | null;

/** Events as lines, each with its clause after `gap` ('text  [clause]'); those worded as null are left out. */
export function eventLines<E>(events: readonly E[], describe: (e: E) => EventWords, gap = '  '): string[] {
  return events.flatMap((e) => {
    const l = describe(e);
    return l ? [`${l.text}${gap}[${l.clause}]`] : [];
  });
}

/** The `log` command's text: every line, or a line saying that nothing has happened yet. */
export const logText = (lines: readonly string[]): string => (lines.length ? lines.join('\n') : 'Nothing has happened yet.');
