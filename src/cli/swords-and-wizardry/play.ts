/**
 * The interactive game in the terminal: against the computer, or two people at one keyboard
 * (hot-seat). It reads lines from any readable stream and writes to any writable stream, so a test can
 * play a whole game through it. Everything shown comes from match.view(seat) and match.events(seat):
 * a player never sees what the rules hide from his seat (at the end the rules show every piece).
 */
import { readFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import type { Match } from '../../core/match.js';
import { context, type SwAction, type SwEvent, type SwSeat, type SwView } from '../../rulesets/swords-and-wizardry/index.js';
import type { PlayOptions as GamePlayOptions } from '../game-setup.js';
import { playInTerminal } from '../play-loop.js';
import type { CliPlay, GameScreen, PlayTable, Reading } from '../system.js';
import {
  HELP,
  commandAction,
  formatEvents,
  legend,
  movesText,
  outcomeText,
  paint,
  parseCommand,
  parsePlacement,
  renderBoard,
  rulesSummary,
  seatName,
  statusLines,
} from './sw-text.js';
import { rulebookText } from './rulebook.js';

export interface PlayOptions extends GamePlayOptions<SwSeat> {
  /** Deploy the human seat from this {square: piece} file. */
  readonly deploy?: string;
  readonly color: boolean;
}

type SwMatch = Match<unknown, SwAction, SwView, unknown, SwEvent>;

/** Swords & Wizardry at `warband play swords-and-wizardry`: the screen the shared loop (play-loop.ts) shows. */
export const swPlay: CliPlay = {
  ruleset: 'swords-and-wizardry',
  seats: ['red', 'black'],
  seatWords: 'red or black',
  hidden: true,
  refuse: (game) =>
    game.hotseat && game.deploy
      ? '--deploy is for a game against the computer; in hot-seat each player types deploy <file> at the prompt.'
      : null,
  open: (table) => swScreen(table),
};

function swScreen(table: PlayTable): GameScreen {
  const opts = table.game;
  const match = () => table.match as unknown as SwMatch;
  const p = paint(opts.color);
  const seen: Record<string, number> = { red: 0, black: 0 };
  const fresh = (seat: SwSeat): string[] => {
    const events = match().events(seat);
    const lines = formatEvents(events.slice(Math.min(seen[seat] ?? 0, events.length)));
    seen[seat] = events.length;
    return lines;
  };
  const board = (seat: SwSeat): string[] => {
    const view = match().view(seat);
    return [
      '',
      renderBoard(view, { perspective: seat, color: opts.color }),
      legend(view, seat, opts.color),
      ...statusLines(view, seat, match().legalActions(seat)),
    ];
  };
  /** The deployment in a file as an action, or why not. */
  const deployFrom = (file: string): Reading => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      return { lines: [`Could not read ${file}: ${(e as Error).message}`] };
    }
    const placement = parsePlacement(json);
    if (typeof placement === 'string') return { lines: [`${file}: ${placement}`] };
    return { action: { type: 'deploy', placement } };
  };
  let deploying = false;
  return {
    noun: 'game',
    help: HELP,
    intro: () => [
      p.bold('Swords & Wizardry'),
      opts.hotseat
        ? 'Hot-seat: two players at one keyboard. Between turns the screen is cleared; look away while the other plays.'
        : `You play ${seatName(opts.seat as SwSeat)} against the computer (${table.computer}).`,
      `Seed ${opts.seed} (play the same dice again with --seed ${opts.seed}). Type help for the commands; moves look like b4-b5.`,
    ],
    start() {
      if (opts.hotseat || !opts.deploy) return [];
      const seat = opts.seat as SwSeat;
      const lines = [`Deploying ${seatName(seat)} from ${opts.deploy}.`];
      const r = deployFrom(opts.deploy);
      if (!('action' in r)) return [...lines, ...r.lines];
      const acted = match().act(seat, r.action);
      if (!acted.ok) lines.push(p.warn(`Refused: ${acted.error.message}`) + `  [${acted.error.clause}]`);
      return lines;
    },
    prompt: (seat) => `${seat}> `,
    seatName: (seat) => seatName(seat as SwSeat),
    refusal: (e) => p.warn(`Refused: ${e.message}`) + `  [${e.clause}]`,
    before(seat) {
      const s = seat as SwSeat;
      const view = match().view(s);
      deploying = view.phase === 'deployment';
      return [
        ...fresh(s),
        ...board(s),
        ...(deploying
          ? [`Deploy ${seatName(s)}: type random, or deploy <file.json> with {square: piece}. Your zone: ${zoneText(view, s)}.`]
          : []),
      ];
    },
    read(line, seat) {
      const s = seat as SwSeat;
      const cmd = parseCommand(line);
      switch (cmd.type) {
        case 'empty':
          return { lines: [] };
        case 'unknown':
          return { lines: [cmd.message] };
        case 'moves':
          return { lines: [movesText(match().view(s), match().legalActions(s), cmd.square)] };
        case 'board':
          return { lines: board(s) };
        case 'log': {
          const lines = formatEvents(match().events(s));
          return { lines: [lines.length ? lines.join('\n') : 'Nothing has happened yet.'] };
        }
        case 'rules':
          return { lines: [cmd.full ? rulebookText() : rulesSummary(match().view(s).options)] };
        case 'deploy':
          return deployFrom(cmd.file);
        case 'help':
          return { lines: [HELP] };
        case 'save':
        case 'quit':
          // The loop's words (play-loop.ts), read before a line reaches the screen.
          return { lines: [] };
        default:
          return { action: commandAction(cmd)! };
      }
    },
    after(seat) {
      // What the move did, shown at once to the player who made it (and a new force, on the board).
      const s = seat as SwSeat;
      return [...fresh(s), ...(deploying && match().view(s).deployed[s] ? board(s) : [])];
    },
    end(outcome, viewer) {
      const v = viewer as SwSeat;
      const view = match().view(v);
      return [
        ...fresh(v),
        '',
        p.bold('=== End of the game ==='),
        renderBoard(view, { perspective: v, color: opts.color }),
        legend(view, v, opts.color),
        'Every piece is shown now that the game is over.',
        outcomeText(outcome),
        `${view.ply} moves were played.`,
      ];
    },
  };
}

/** Plays one game; resolves with the process exit code. */
export function runPlay(opts: PlayOptions, input: Readable, output: Writable): Promise<number> {
  return playInTerminal(swPlay, opts, input, output);
}

function zoneText(view: SwView, seat: SwSeat): string {
  const { board } = context(view.options);
  const zone = board.deployment[seat];
  const ranks = [...new Set(zone.full.map((s) => board.grid.rank(s) + 1))];
  const partialRank = zone.partial.length ? board.grid.rank(zone.partial[0]!) + 1 : null;
  const partial = partialRank === null ? '' : ` and ${zone.partialSquares} squares of rank ${partialRank}`;
  return `every square of ranks ${ranks.join(', ')}${partial}, the Princess on a castle, no Siege Catapult on one (Preparation)`;
}
