/**
 * What every terminal game (each system's play in src/cli/<system>/) sets up the same way:
 * its options (`PlayOptions`), the match (bad options printed), the computer's player for a game against
 * it, saving the game record, and a prompt that reads typed lines, echoing them when they come from a pipe
 * or a file so that a transcript reads as a dialogue. `startPlay` does all of it for a game whose seats
 * at the keyboard take turns with the computer's (`nextHuman` plays the computer's), `playGame` the loop and the end;
 * `runPlayCommand` is the action of a `... play` command (--option pairs, a seed, the game).
 *
 *   const match = createMatch(ruleset, opts.options, opts.seed, out);
 *   if (!match) return 1;                      // bad options, already printed
 *   const computer = computerPlayer(opts.hotseat, opts.level, out);
 *   if (computer === undefined) return 1;      // a bad name, already printed
 *   const prompt = prompter(input, output);
 *   const line = await prompt.ask('west> ');  // null once the input has ended
 */
import { randomInt } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { Agent } from '../ai/agent.js';
import { resolveAgent } from '../ai/index.js';
import { SeededDice, type Dice } from '../core/dice.js';
import { Match } from '../core/match.js';
import { toRecord } from '../core/record.js';
import type { GameEvent, Outcome, Ruleset, Seat } from '../core/ruleset.js';
import { LineReader } from './lines.js';
import { parseOptionPairs } from './options.js';

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

/** A new match with the options checked by the ruleset, or undefined with "Bad options: ..." printed. */
export function createMatch<S, A, V, O, E extends GameEvent>(
  ruleset: Ruleset<S, A, V, O, E>,
  options: unknown,
  seed: number,
  out: (text: string) => void,
): Match<S, A, V, O, E> | undefined {
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

/** A terminal game under way: the match, who plays which seat, the computer's dice, the prompt. */
export interface PlaySession<M> {
  readonly match: M;
  /** The seats played at this keyboard (every seat in hot-seat). */
  readonly humans: readonly Seat[];
  /** The computer's player; null in hot-seat. */
  readonly computer: Agent | null;
  readonly reader: Prompter;
  /** The record's meta: who played each seat, and when. */
  readonly meta: Record<string, unknown>;
  /** Plays the computer's seats until a seat at this keyboard is to decide (returned); null when the game is over or no one is to act. */
  nextHuman(): Seat | null;
}

/**
 * Starts a terminal game: the match (bad options printed), the seats at the keyboard (`seats`, those of
 * the game, in hot-seat; else `opts.seat`), the computer's player (a bad name printed) with dice of its
 * own (`salt` keeps each game's apart), the prompt. Undefined when it cannot start (the reason printed).
 */
export function startPlay<St, A, V, O, E extends GameEvent>(
  ruleset: Ruleset<St, A, V, O, E>,
  opts: PlayOptions,
  game: { readonly seats: (match: Match<St, A, V, O, E>) => readonly Seat[]; readonly salt: number },
  input: Readable,
  output: Writable,
  out: (text: string) => void,
): PlaySession<Match<St, A, V, O, E>> | undefined {
  const match = createMatch(ruleset, opts.options, opts.seed, out);
  if (!match) return undefined;
  const seats = game.seats(match);
  const humans: Seat[] = opts.hotseat ? [...seats] : [opts.seat];
  const computer = computerPlayer(opts.hotseat, opts.level, out);
  if (computer === undefined) return undefined;
  const agentDice: Dice = SeededDice.fromSeed((opts.seed * 7919 + 104729 + game.salt) | 0);
  const meta = {
    players: Object.fromEntries(seats.map((s) => [s, humans.includes(s) ? 'human' : `computer (${computer!.name})`])),
    date: new Date().toISOString(),
  };
  const nextHuman = (): Seat | null => {
    while (!match.outcome()) {
      const toAct = match.toAct();
      if (toAct.length === 0) return null;
      const seat = toAct.find((s) => !humans.includes(s)) ?? toAct[0]!;
      if (humans.includes(seat)) return seat;
      const action = computer!.choose({
        ruleset,
        seat,
        view: match.view(seat),
        legal: match.legalActions(seat),
        dice: agentDice,
        events: match.events(seat),
      }) as A;
      const r = match.act(seat, action);
      if (!r.ok) throw new Error(`the computer (${computer!.name}) chose an illegal action: ${r.error.message}`);
    }
    return null;
  };
  return { match, humans, computer, reader: prompter(input, output), meta, nextHuman };
}

/** How a decision at the keyboard ended: an action taken, the player left (quit), or the input ended. */
export type Decided = 'acted' | 'quit' | 'ended';

/**
 * The loop of a terminal game: the computer's seats play (session.nextHuman) and `decide` takes each
 * decision at the keyboard (reading lines until an action is taken) until the game is over or the player
 * stops; then `before` (the last events), `lines` for the outcome (the game's own summary) or why it
 * stopped, and the record saved where `opts.save` says. The prompt is closed at the end. Resolves with 0.
 * `noun`: 'game', 'battle'.
 */
export async function playGame(
  session: PlaySession<{ outcome(): Outcome | null; readonly actions: readonly unknown[] }>,
  opts: Pick<PlayOptions, 'save'>,
  how: {
    readonly noun: string;
    readonly decide: (seat: Seat) => Promise<Decided>;
    readonly before: () => void;
    readonly lines: (outcome: Outcome) => readonly string[];
  },
  out: (text: string) => void,
): Promise<number> {
  try {
    let stopped: Decided = 'acted';
    for (let seat = session.nextHuman(); seat !== null && stopped === 'acted'; ) {
      stopped = await how.decide(seat);
      if (stopped === 'acted') seat = session.nextHuman();
    }
    how.before();
    const outcome = session.match.outcome();
    if (outcome) for (const l of how.lines(outcome)) out(l);
    else out(stopped === 'quit' ? `You left the ${how.noun}.` : `Input ended: the ${how.noun} is left unfinished.`);
    const noun = how.noun.charAt(0).toUpperCase() + how.noun.slice(1);
    if (opts.save) saveRecord(session.match as never, session.meta, opts.save, outcome ? `The ${how.noun} is over` : `${noun} left`, out);
    return 0;
  } finally {
    session.reader.close();
  }
}

/**
 * The action of a `... play` command: the --option pairs parsed (a bad one printed to stderr, exit code
 * 1), a seed picked when none is given, then the game; sets process.exitCode to what it returns.
 */
export async function runPlayCommand(
  o: { readonly option: readonly string[]; readonly seed?: number | undefined },
  run: (options: Record<string, unknown>, seed: number) => Promise<number>,
): Promise<void> {
  const options = parseOptionPairs(o.option);
  if (typeof options === 'string') {
    process.stderr.write(options + '\n');
    process.exitCode = 1;
    return;
  }
  process.exitCode = await run(options, o.seed ?? randomInt(0, 2 ** 31 - 1));
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

/** Prints, indented, what has happened since it last printed (`lines` words the new events): before each decision at the keyboard. */
export function newEventsPrinter<E>(
  events: () => readonly E[],
  lines: (fresh: readonly E[]) => readonly string[],
  out: (text: string) => void,
): () => void {
  let seen = 0;
  return () => {
    const all = events();
    // Fewer than printed: actions were taken back; what follows from there is new.
    seen = Math.min(seen, all.length);
    for (const l of lines(all.slice(seen))) out(`  ${l}`);
    seen = all.length;
  };
}
