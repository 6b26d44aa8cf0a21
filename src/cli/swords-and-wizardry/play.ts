/**
 * The interactive game in the terminal: against the computer, or two people at one keyboard
 * (hot-seat). It reads lines from any readable stream and writes to any writable stream, so a test can
 * play a whole game through it. Everything shown comes from match.view(seat) and match.events(seat):
 * a player never sees what the rules hide from his seat (at the end the rules show every piece).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { toRecord } from '../../core/record.js';
import type { RuleError } from '../../core/rule-error.js';
import type { Agent } from '../../ai/agent.js';
import { resolveAgent } from '../../ai/index.js';
import {
  context,
  swordsAndWizardry,
  type SwAction,
  type SwEvent,
  type SwSeat,
  type SwView,
} from '../../rulesets/swords-and-wizardry/index.js';
import type { PlayOptions as GamePlayOptions } from '../game-setup.js';
import { LineReader } from '../lines.js';
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
import { playerControls } from '../controls.js';

export interface PlayOptions extends GamePlayOptions<SwSeat> {
  /** Deploy the human seat from this {square: piece} file. */
  readonly deploy?: string;
  readonly color: boolean;
}

type SwMatch = Match<unknown, SwAction, SwView, unknown, SwEvent>;

const SEATS: readonly SwSeat[] = ['red', 'black'];
const CLEAR = '\x1b[2J\x1b[3J\x1b[H';

/** Plays one game; resolves with the process exit code. */
export async function runPlay(opts: PlayOptions, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  const p = paint(opts.color);
  const refuse = (e: RuleError) => out(p.warn(`Refused: ${e.message}`) + `  [${e.clause}]`);

  const created = Match.create(swordsAndWizardry, opts.options, opts.seed);
  if (!created.ok) {
    out(`Bad options: ${created.error.message}`);
    return 1;
  }
  const match = created.value as unknown as SwMatch;
  const humans: SwSeat[] = opts.hotseat ? [...SEATS] : [opts.seat];
  const controls = playerControls(match, { hotseat: opts.hotseat, humans });
  let computer: Agent | null = null;
  if (!opts.hotseat) {
    const agent = resolveAgent(opts.level);
    if (typeof agent === 'string') {
      out(agent);
      return 1;
    }
    computer = agent;
  }
  const computerSeat: SwSeat = opts.seat === 'red' ? 'black' : 'red';
  const agentDice = SeededDice.fromSeed((opts.seed * 7919 + 104729 + 1) | 0);
  const reader = new LineReader(input);
  // Typed input echoes on a terminal; from a pipe or a file, echo it so the transcript reads as a dialogue.
  const echo = (input as { isTTY?: boolean }).isTTY !== true;
  const ask = async (prompt: string): Promise<string | null> => {
    output.write(prompt);
    const line = await reader.next();
    if (echo) output.write((line ?? '') + '\n');
    return line;
  };
  const seen: Record<SwSeat, number> = { red: 0, black: 0 };
  const meta = {
    players: Object.fromEntries(SEATS.map((s) => [s, humans.includes(s) ? 'human' : `computer (${computer!.name})`])),
    date: new Date().toISOString(),
  };

  const showNew = (seat: SwSeat) => {
    const events = match.events(seat);
    const lines = formatEvents(events.slice(seen[seat]));
    seen[seat] = events.length;
    for (const line of lines) out(line);
  };
  const showBoard = (seat: SwSeat) => {
    const view = match.view(seat);
    out();
    out(renderBoard(view, { perspective: seat, color: opts.color }));
    out(legend(view, seat, opts.color));
    for (const line of statusLines(view, seat, match.legalActions(seat))) out(line);
  };
  const save = (file: string, why: string) => {
    try {
      writeFileSync(file, JSON.stringify(toRecord(match as never, meta), null, 2) + '\n');
      out(`${why}: the game record (${match.actions.length} actions) is in ${file}. Review it with: warband replay ${file}`);
    } catch (e) {
      out(`Could not write ${file}: ${(e as Error).message}`);
    }
  };
  const deployFrom = (seat: SwSeat, file: string): boolean => {
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      out(`Could not read ${file}: ${(e as Error).message}`);
      return false;
    }
    const placement = parsePlacement(json);
    if (typeof placement === 'string') {
      out(`${file}: ${placement}`);
      return false;
    }
    const result = match.act(seat, { type: 'deploy', placement });
    if (!result.ok) {
      refuse(result.error);
      return false;
    }
    return true;
  };

  out(p.bold('Swords & Wizardry'));
  out(
    opts.hotseat
      ? 'Hot-seat: two players at one keyboard. Between turns the screen is cleared; look away while the other plays.'
      : `You play ${seatName(opts.seat)} against the computer (${computer!.name}).`,
  );
  out(`Seed ${opts.seed} (play the same dice again with --seed ${opts.seed}). Type help for the commands; moves look like b4-b5.`);

  let atKeyboard: SwSeat | null = null;
  let quit = false;
  try {
    if (!opts.hotseat && opts.deploy) {
      out(`Deploying ${seatName(opts.seat)} from ${opts.deploy}.`);
      deployFrom(opts.seat, opts.deploy);
    }
    game: while (!match.outcome()) {
      const toAct = match.toAct() as SwSeat[];
      const seat = toAct.find((s) => !humans.includes(s)) ?? toAct[0]!;
      if (!humans.includes(seat)) {
        const action = computer!.choose({
          ruleset: swordsAndWizardry,
          seat,
          view: match.view(seat),
          legal: match.legalActions(seat),
          dice: agentDice,
          events: match.events(seat),
        });
        const result = match.act(seat, action);
        if (!result.ok) throw new Error(`the computer (${computer!.name}) chose an illegal action: ${result.error.message}`);
        continue;
      }

      if (opts.hotseat && atKeyboard !== seat) {
        if (atKeyboard !== null) {
          out();
          if ((await ask(`${seatName(atKeyboard)}: press Enter to hide your pieces and hand over to ${seatName(seat)}. `)) === null) break;
          output.write(opts.color ? CLEAR : '\n' + '-'.repeat(60) + ' (screen cleared)\n');
        }
        if (
          (await ask(
            `${seatName(seat)} to play. ${seatName(seat)}: press Enter when ${seatName(seat === 'red' ? 'black' : 'red')} cannot see the screen. `,
          )) === null
        )
          break;
        atKeyboard = seat;
      }

      showNew(seat);
      showBoard(seat);
      const view = match.view(seat);
      if (view.phase === 'deployment') {
        out(`Deploy ${seatName(seat)}: type random, or deploy <file.json> with {square: piece}. Your zone: ${zoneText(view, seat)}.`);
      }
      // Read commands until one becomes an accepted action.
      for (;;) {
        const line = await ask(`${seat}> `);
        if (line === null) break game;
        const said = controls(line, seat);
        if (said) {
          out(said.text);
          if (said.changed) break;
          continue;
        }
        const cmd = parseCommand(line);
        switch (cmd.type) {
          case 'empty':
            continue;
          case 'unknown':
            out(cmd.message);
            continue;
          case 'help':
            out(HELP);
            continue;
          case 'moves':
            out(movesText(match.view(seat), match.legalActions(seat), cmd.square));
            continue;
          case 'board':
            showBoard(seat);
            continue;
          case 'log': {
            const lines = formatEvents(match.events(seat));
            out(lines.length ? lines.join('\n') : 'Nothing has happened yet.');
            continue;
          }
          case 'rules':
            out(cmd.full ? rulebookText() : rulesSummary(match.view(seat).options));
            continue;
          case 'save':
            save(cmd.file, 'Saved');
            continue;
          case 'quit':
            quit = true;
            break game;
          case 'deploy':
            if (deployFrom(seat, cmd.file)) break;
            continue;
          default: {
            const action = commandAction(cmd)!;
            const result = match.act(seat, action);
            if (!result.ok) {
              refuse(result.error);
              continue;
            }
          }
        }
        break;
      }
      // What the move did, shown at once to the player who made it (and a new force, on the board).
      showNew(seat);
      if (view.phase === 'deployment' && match.view(seat).deployed[seat]) showBoard(seat);
    }

    const outcome = match.outcome();
    if (outcome) {
      const viewer = opts.hotseat ? (atKeyboard ?? 'red') : opts.seat;
      showNew(viewer);
      out();
      out(p.bold('=== End of the game ==='));
      out(renderBoard(match.view(viewer), { perspective: viewer, color: opts.color }));
      out(legend(match.view(viewer), viewer, opts.color));
      out('Every piece is shown now that the game is over.');
      out(outcomeText(outcome));
      out(`${match.view(viewer).ply} moves were played.`);
    } else {
      out(quit ? 'You left the game.' : 'Input ended: the game is left unfinished.');
    }
    if (opts.save) save(opts.save, outcome ? 'The game is over' : 'Game left');
    return 0;
  } finally {
    reader.close();
  }
}

function zoneText(view: SwView, seat: SwSeat): string {
  const { board } = context(view.options);
  const zone = board.deployment[seat];
  const ranks = [...new Set(zone.full.map((s) => board.grid.rank(s) + 1))];
  const partialRank = zone.partial.length ? board.grid.rank(zone.partial[0]!) + 1 : null;
  const partial = partialRank === null ? '' : ` and ${zone.partialSquares} squares of rank ${partialRank}`;
  return `every square of ranks ${ranks.join(', ')}${partial}, the Princess on a castle, no Siege Catapult on one (Preparation)`;
}
