/**
 * The one loop of `warband play <system>`, for every system: the match (new, or resumed from a record
 * with --load), the computer's seats, hot-seat hand-over (the screen covered where the game hides
 * pieces), the prompt (line editing and history on a terminal), the loop-level commands (quit, save,
 * help: LOOP_COMMANDS) and Ctrl-C, which like quit offers to save. What a game shows and how it reads a
 * typed line is its screen's (CliPlay.open, in src/cli/<system>/): the loop never names a system.
 *
 *   const code = await playInTerminal(cliSystemFor('sauron')!.play!, game, process.stdin, process.stdout);
 */
import { readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { Agent } from '../ai/agent.js';
import { resolveAgent } from '../ai/index.js';
import { SeededDice } from '../core/dice.js';
import { Match } from '../core/match.js';
import { parseRecord, replay } from '../core/record.js';
import { getRuleset } from '../core/registry.js';
import type { RuleError } from '../core/rule-error.js';
import type { Seat } from '../core/ruleset.js';
import { type Controllable, playerControls } from './controls.js';
import { INTERRUPT, prompter, saveRecord } from './game-setup.js';
import type { AnyMatch, CliPlay, GameScreen, PlayTable, TerminalGame } from './system.js';

const CLEAR = '\x1b[2J\x1b[3J\x1b[H';

/** What a loop-level command lends: the table, the screen, the seat deciding, and the loop's own tools. */
export interface LoopContext {
  readonly table: PlayTable;
  readonly screen: GameScreen;
  readonly seat: Seat;
  readonly out: (text?: string) => void;
  readonly ask: (prompt: string) => Promise<string | null>;
  /** Writes the game record to `file` and says so ("Saved: ..."), or why it could not. */
  save(file: string, why: string): void;
  /** Replaces the match (a takeback replays the record less its last actions). */
  replace(match: AnyMatch): void;
}

/** After a loop-level command: wait for the next line, ask again from the top (the position changed), or leave the game. */
export type LoopStep = 'stay' | 'again' | 'leave';

/**
 * A word of the loop, the same in every game: the words typed, a line for help, and what it does.
 * 'again' asks from the top: whose turn it is, or the end; each screen reprints from where the events
 * now end (a takeback shortens them).
 */
export interface LoopCommand {
  readonly words: readonly string[];
  readonly usage: string;
  /** `word`: the word typed (lower case), for a command with several. */
  run(ctx: LoopContext, args: readonly string[], word: string): LoopStep | Promise<LoopStep>;
}

/** Each table's resign/draw/takeback words, which remember a draw offered at the keyboard. */
const controlsOf = new WeakMap<PlayTable, ReturnType<typeof playerControls>>();

export const LOOP_COMMANDS: LoopCommand[] = [
  {
    words: ['save'],
    usage: 'save FILE     write the game record to FILE (warband play <system> --load FILE resumes it)',
    run(ctx, args) {
      const file = args.join(' ') || ctx.table.game.save;
      if (!file) ctx.out('save FILE: name the file, e.g. save game.json');
      else ctx.save(file, 'Saved');
      return 'stay';
    },
  },
  {
    // The players' words (controls.ts): the match decides; a draw offered at the keyboard is kept per table.
    words: ['resign', 'draw', 'takeback'],
    usage: 'resign        your side loses; draw: offer or accept a draw; takeback: take back your last move',
    run(ctx, _args, word) {
      const controls =
        controlsOf.get(ctx.table) ??
        playerControls(ctx.table.match as unknown as Controllable, { hotseat: ctx.table.game.hotseat, humans: ctx.table.humans });
      controlsOf.set(ctx.table, controls);
      const said = controls(word, ctx.seat)!;
      ctx.out(said.text);
      return said.changed ? 'again' : 'stay';
    },
  },
  {
    words: ['quit', 'q', 'exit'],
    usage: 'quit          leave the game (Ctrl-C too); you are offered to save it first',
    run: () => 'leave',
  },
];

const LOOP_HELP = ['Every game:', ...LOOP_COMMANDS.map((c) => `  ${c.usage}`), '  help          this list'].join('\n');

/** The loop-level command a typed word names, if any. */
export const loopCommand = (word: string): LoopCommand | undefined => LOOP_COMMANDS.find((c) => c.words.includes(word.toLowerCase()));

/** The match in a record file, and the seed of its dice, or why it cannot be resumed. */
export function loadRecord(file: string, ruleset: string): { match: AnyMatch; seed: number } | string {
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    return `Cannot read ${file}: ${(e as Error).message}`;
  }
  const parsed = parseRecord(json);
  if (!parsed.ok) return `${file}: ${parsed.error.message}`;
  if (parsed.value.ruleset !== ruleset)
    return `${file} is a record of ${parsed.value.ruleset}: resume it with warband play ${parsed.value.ruleset} --load ${file}`;
  const r = replay(json);
  if (!r.ok) return `${file}: ${r.error.message}`;
  if (r.value.failure)
    return `${file}: action ${r.value.failure.index + 1} of the record is refused: ${r.value.failure.error.message} [${r.value.failure.error.clause}]`;
  if (r.value.match.outcome()) return `${file}: that game is over (warband replay ${file} shows it).`;
  return { match: r.value.match, seed: parsed.value.formatVersion === 1 ? parsed.value.seed : 0 };
}

/** Plays one game of `play` in the terminal; resolves with the exit code. */
export async function playInTerminal(play: CliPlay, game: TerminalGame, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  const ruleset = getRuleset(play.ruleset);
  if (!ruleset) return (out(`No ruleset ${play.ruleset}.`), 1);

  let match: AnyMatch;
  let seed = game.seed;
  if (game.load) {
    const loaded = loadRecord(game.load, play.ruleset);
    if (typeof loaded === 'string') return (out(loaded), 1);
    match = loaded.match;
    seed = loaded.seed;
  } else {
    const created = Match.create(ruleset, game.options, game.seed);
    if (!created.ok) return (out(`Bad options: ${created.error.message}`), 1);
    match = created.value;
  }

  const seats = play.players?.(match) ?? ruleset.seats;
  const humans: Seat[] = game.hotseat ? [...seats] : [game.seat];
  let computer: Agent | null = null;
  if (!game.hotseat) {
    const agent = resolveAgent(game.level, ruleset.id);
    if (typeof agent === 'string') return (out(agent), 1);
    computer = agent;
  }
  const agentDice = SeededDice.fromSeed(play.agentSeed?.(seed) ?? (seed * 7919 + 104729 + 1) | 0);
  const table: PlayTable = {
    get match() {
      return match;
    },
    game: { ...game, seed },
    humans,
    computer: computer?.name ?? null,
    output,
  };
  const screen = play.open(table);
  if (typeof screen === 'string') return (out(screen), 1);
  const meta = {
    players: Object.fromEntries(seats.map((s) => [s, humans.includes(s) ? 'human' : `computer (${computer!.name})`])),
    date: new Date().toISOString(),
  };
  const save = (file: string, why: string) => saveRecord(match as never, meta, file, why, out);
  const reader = prompter(input, output, { interrupt: true });
  const ask = reader.ask;

  /** Plays the computer's seats until a seat at this keyboard is to decide; null when the game is over or no one is to act. */
  const nextHuman = (): Seat | null => {
    while (!match.outcome()) {
      const toAct = match.toAct();
      if (toAct.length === 0) return null;
      const seat = toAct.find((s) => !humans.includes(s)) ?? toAct[0]!;
      if (humans.includes(seat)) return seat;
      const view = match.view(seat);
      const action = computer!.choose({
        ruleset,
        seat,
        view,
        legal: match.legalActions(seat),
        dice: agentDice,
        events: match.events(seat),
      });
      const r = match.act(seat, action);
      if (!r.ok) throw new Error(`the computer (${computer!.name}) chose an illegal action: ${r.error.message}`);
      for (const l of screen.computerActed?.(seat, action, view) ?? []) out(l);
    }
    return null;
  };
  const refusal = (e: RuleError) => screen.refusal?.(e) ?? `Refused: ${e.message}  [${e.clause}]`;

  for (const l of screen.intro()) out(l);
  if (game.load) out(`Resumed from ${game.load}: ${match.actions.length} actions replayed.`);
  for (const l of screen.start?.() ?? []) out(l);

  let atKeyboard: Seat | null = null;
  let stopped: 'left' | 'ended' | null = null;
  try {
    turns: for (let seat = nextHuman(); seat !== null; seat = nextHuman()) {
      if (play.hidden && game.hotseat && atKeyboard !== seat) {
        if (atKeyboard !== null) {
          out();
          const l = await ask(
            `${screen.seatName(atKeyboard)}: press Enter to hide your pieces and hand over to ${screen.seatName(seat)}. `,
          );
          if (l === null || l === INTERRUPT) {
            stopped = l === null ? 'ended' : 'left';
            break;
          }
          output.write(game.color ? CLEAR : '\n' + '-'.repeat(60) + ' (screen cleared)\n');
        }
        const others = humans.filter((s) => s !== seat).map((s) => screen.seatName(s));
        const l = await ask(
          `${screen.seatName(seat)} to play. ${screen.seatName(seat)}: press Enter when ${others.join(' and ')} cannot see the screen. `,
        );
        if (l === null || l === INTERRUPT) {
          stopped = l === null ? 'ended' : 'left';
          break;
        }
        atKeyboard = seat;
      }
      for (const l of screen.before(seat)) out(l);
      // Read lines until one becomes an accepted action.
      for (;;) {
        const line = await ask(screen.prompt(seat));
        if (line === null) {
          stopped = 'ended';
          break turns;
        }
        if (line === INTERRUPT) {
          stopped = 'left';
          break turns;
        }
        const [word = '', ...args] = line.trim().split(/\s+/);
        if (word.toLowerCase() === 'help' || word === '?') {
          out(screen.help);
          out(LOOP_HELP);
          continue;
        }
        const command = loopCommand(word);
        if (command) {
          const step = await command.run({ table, screen, seat, out, ask, save, replace: (m) => (match = m) }, args, word.toLowerCase());
          if (step === 'leave') {
            stopped = 'left';
            break turns;
          }
          if (step === 'again') continue turns;
          continue;
        }
        const reading = screen.read(line, seat);
        for (const l of reading.lines ?? []) out(l);
        if (!('action' in reading)) continue;
        const r = match.act(seat, reading.action);
        if (!r.ok) {
          out(refusal(r.error));
          continue;
        }
        for (const l of reading.accepted ?? []) out(l);
        for (const l of screen.after?.(seat) ?? []) out(l);
        break;
      }
    }

    const outcome = match.outcome();
    if (outcome) {
      const viewer = game.hotseat ? (atKeyboard ?? humans[0]!) : game.seat;
      for (const l of screen.end(outcome, viewer)) out(l);
      if (game.save) save(game.save, `The ${screen.noun} is over`);
      return 0;
    }
    const noun = screen.noun.charAt(0).toUpperCase() + screen.noun.slice(1);
    if (stopped === 'left') {
      out(`You left the ${screen.noun}.`);
      if (game.save) save(game.save, `${noun} left`);
      else {
        const file = await ask(`Save the ${screen.noun} first? Type a file name, or press Enter to leave without saving. `);
        if (file && file !== INTERRUPT && file.trim()) save(file.trim(), `${noun} left`);
      }
    } else {
      out(stopped === 'ended' ? `Input ended: the ${screen.noun} is left unfinished.` : `No one is to act: the ${screen.noun} stops.`);
      if (game.save) save(game.save, `${noun} left`);
    }
    return 0;
  } finally {
    reader.close();
  }
}
