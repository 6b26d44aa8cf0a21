/**
 * What every terminal game (ss-play.ts, sauron-play.ts) sets up the same way: the match (bad options
 * printed), the computer's player for a game against it, saving the game record, and a prompt that reads typed lines, echoing them when they come from a pipe
 * or a file so that a transcript reads as a dialogue.
 *
 *   const match = createMatch(swordsAndSorcery, opts.options, opts.seed, out);
 *   if (!match) return 1;                      // bad options, already printed
 *   const computer = computerPlayer(opts.hotseat, opts.level, out);
 *   if (computer === undefined) return 1;      // a bad name, already printed
 *   const prompt = prompter(input, output);
 *   const line = await prompt.ask('west> ');  // null once the input has ended
 */
import { writeFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { Agent } from '../ai/agent.js';
import { resolveAgent } from '../ai/index.js';
import { Match } from '../core/match.js';
import { toRecord } from '../core/record.js';
import type { GameEvent, Ruleset } from '../core/ruleset.js';
import { LineReader } from './lines.js';

/** A new match with the options checked by the ruleset, or undefined with "Bad options: ..." printed. */
export function createMatch<S, A, V, O, E extends GameEvent>(ruleset: Ruleset<S, A, V, O, E>, options: unknown, seed: number, out: (text: string) => void): Match<S, A, V, O, E> | undefined {
  const created = Match.create(ruleset, options, seed);
  if (created.ok) return created.value;
  out(`Bad options: ${created.error.message}`);
  return undefined;
}

/** The computer's player, null in a hot-seat game, or undefined (the reason printed) for a name no player has. */
export function computerPlayer(hotseat: boolean, level: string, out: (text: string) => void): Agent | null | undefined {
  if (hotseat) return null;
  const agent = resolveAgent(level);
  if (typeof agent === 'string') {
    out(agent);
    return undefined;
  }
  return agent;
}

export interface Prompter {
  /** Writes the prompt and waits for the next line (null once the input has ended). */
  ask(prompt: string): Promise<string | null>;
  close(): void;
}

export function prompter(input: Readable, output: Writable): Prompter {
  const reader = new LineReader(input);
  // Typed input echoes on a terminal; from a pipe or a file, echo it so the transcript reads as a dialogue.
  const echo = (input as { isTTY?: boolean }).isTTY !== true;
  return {
    async ask(prompt: string) {
      output.write(prompt);
      const line = await reader.next();
      if (echo) output.write((line ?? '') + '\n');
      return line;
    },
    close: () => reader.close(),
  };
}

/** Writes the game record (docs/records.md) and says where, or why it could not. */
export function saveRecord(match: Parameters<typeof toRecord>[0], meta: Record<string, unknown>, file: string, why: string, out: (text: string) => void): void {
  try {
    writeFileSync(file, JSON.stringify(toRecord(match as never, meta), null, 2) + '\n');
    out(`${why}: the game record (${match.actions.length} actions) is in ${file}. Review it with: warband replay ${file}`);
  } catch (e) {
    out(`Could not write ${file}: ${(e as Error).message}`);
  }
}
