/**
 * `warband play swords-and-sorcery`: the strategic variant's map game in the terminal, against the
 * computer or two people at one keyboard (hot-seat). Like play.ts it reads lines from any readable
 * stream and writes to any writable one, so a test (or a pipe) can play a whole game. Everything shown
 * comes from match.view(seat) and match.events(seat): hidden stacks stay hidden (VI.A); the computer's
 * moves reach the player only as the events his seat may see.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Readable, Writable } from 'node:stream';
import { SeededDice } from '../../core/dice.js';
import type { Match } from '../../core/match.js';
import type { RuleError } from '../../core/rule-error.js';
import type { Seat } from '../../core/ruleset.js';
import { swordsAndSorcery, type SsAction } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsEvent } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsState } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsOptions } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsView } from '../../rulesets/swords-and-sorcery/index.js';
import { computerPlayer, createMatch, prompter, saveRecord, type PlayOptions } from '../game-setup.js';
import {
  EXPLAINED_PENDING,
  SS_HELP,
  battleSide,
  battleSidesText,
  commandAction,
  formatSsEvents,
  legalText,
  lookText,
  mapLegend,
  outcomeText,
  parseSsCommand,
  pendingLines,
  renderMap,
  rulesText,
  seatName,
  ssPaint,
  stacksText,
  statusLines,
} from './ss-text.js';
import { playerControls } from '../controls.js';

export type SsSeat = 'west' | 'east';

export interface SsPlayOptions extends PlayOptions<SsSeat> {
  readonly color: boolean;
}

type SsMatch = Match<SsState, SsAction, SsView, SsOptions, SsEvent>;

const SEATS: readonly SsSeat[] = ['west', 'east'];
const CLEAR = '\x1b[2J\x1b[3J\x1b[H';
/** How many event lines `log` shows (log all: every one). */
const LOG_LINES = 40;

/** The coverage table: the build's copy in dist/docs (scripts/copy-text.mjs), or docs/ from src/cli/<system>. */
const COVERAGE = [
  new URL('../../docs/swords-and-sorcery/coverage.md', import.meta.url),
  new URL('../../../docs/swords-and-sorcery/coverage.md', import.meta.url),
];
function coverageText(): string | null {
  for (const url of COVERAGE) {
    try {
      return readFileSync(fileURLToPath(url), 'utf8');
    } catch {
      // not at this place; try the next
    }
  }
  return null;
}

/** Plays one game; resolves with the process exit code. */
export async function runSsPlay(opts: SsPlayOptions, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  const p = ssPaint(opts.color);
  const refuse = (e: RuleError) => out(`${p.warn(`Refused: ${e.message}`)} [${e.clause}]`);

  const match: SsMatch | undefined = createMatch(swordsAndSorcery, opts.options, opts.seed, out);
  if (!match) return 1;
  const humans: SsSeat[] = opts.hotseat ? [...SEATS] : [opts.seat];
  const controls = playerControls(match, { hotseat: opts.hotseat, humans });
  const computer = computerPlayer(opts.hotseat, opts.level, out);
  if (computer === undefined) return 1;
  const computerSeat: SsSeat = opts.seat === 'west' ? 'east' : 'west';
  const agentDice = SeededDice.fromSeed((opts.seed * 7919 + 104729 + 1) | 0);
  const reader = prompter(input, output);
  const ask = reader.ask;
  const seen: Record<SsSeat, number> = { west: 0, east: 0 };
  /** The turn and phase a seat's map was last drawn for: a new one draws it again. */
  const mapShown: Record<SsSeat, string> = { west: '', east: '' };
  /** The battle round whose sides a seat was last shown. */
  const roundShown: Record<SsSeat, string> = { west: '', east: '' };
  let listed: { at: number; seat: Seat; legal: readonly SsAction[] } | null = null;
  const meta = {
    players: Object.fromEntries(SEATS.map((s) => [s, humans.includes(s) ? 'human' : `computer (${computer!.name})`])),
    date: new Date().toISOString(),
  };

  const showNew = (seat: SsSeat) => {
    const events = match.events(seat);
    for (const line of formatSsEvents(events, seat, seen[seat])) out(line);
    seen[seat] = events.length;
  };
  const showMap = (seat: SsSeat) => {
    const view = match.view(seat);
    out();
    out(renderMap(view, { perspective: seat, color: opts.color }));
    out(mapLegend(view, { perspective: seat, color: opts.color }));
    for (const line of statusLines(view)) out(line);
    mapShown[seat] = `${view.turn}/${view.phasing}/${view.phase}`;
  };
  const save = (file: string, why: string) => saveRecord(match as never, meta, file, why, out);

  out(p.bold('Swords & Sorcery (strategic variant)'));
  out(
    opts.hotseat
      ? 'Hot-seat: two players at one keyboard. Between turns the screen is cleared; look away while the other plays.'
      : `You play ${seatName(opts.seat)} against the computer (${computer!.name}), which plays ${seatName(computerSeat)}.`,
  );
  const turns = match.view(SEATS[0]!).options.turns;
  out(
    `Seed ${opts.seed} (play the same dice again with --seed ${opts.seed}). ${turns} game-turn${turns === 1 ? '' : 's'}. Type help for the commands.`,
  );

  let atKeyboard: SsSeat | null = null;
  let quit = false;
  try {
    game: while (!match.outcome()) {
      const toAct = match.toAct() as SsSeat[];
      const seat = toAct.find((s) => !humans.includes(s)) ?? toAct[0]!;
      if (!humans.includes(seat)) {
        const action = computer!.choose({
          ruleset: swordsAndSorcery,
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
        const other = seat === 'west' ? 'east' : 'west';
        if (
          (await ask(`${seatName(seat)} to play. ${seatName(seat)}: press Enter when ${seatName(other)} cannot see the screen. `)) === null
        )
          break;
        atKeyboard = seat;
      }

      showNew(seat);
      let view = match.view(seat);
      if (mapShown[seat] !== `${view.turn}/${view.phasing}/${view.phase}`) showMap(seat);
      const battle = view.pending?.kind === 'battle' ? view.pending : null;
      if (battle && battleSide(view, seat) && battle.battle.phase === 'declare') {
        const key = `${view.turn}/${view.phasing}/${battle.place.hex}/${battle.battle.round}`;
        if (roundShown[seat] !== key) {
          out();
          out(`--- Battle in ${battle.place.hex}, round ${battle.battle.round} ---`);
          for (const line of battleSidesText(view)) out(line);
          roundShown[seat] = key;
        }
      }
      const legalNow = match.legalActions(seat);
      for (const line of pendingLines(view, seat, legalNow, match.events(seat))) out(line);
      // A decision this screen does not explain is listed with numbers: a number picks from that list.
      if (view.pending && !EXPLAINED_PENDING.includes(view.pending.kind)) listed = { at: match.actions.length, seat, legal: legalNow };

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
        view = match.view(seat);
        const legal = match.legalActions(seat);
        const cmd = parseSsCommand(line);
        let action: SsAction | null = null;
        switch (cmd.type) {
          case 'empty': {
            // Enter takes the engine's proposal in a battle; elsewhere it does nothing.
            const first = legal[0];
            if (view.pending?.kind === 'battle' && first?.type === 'battle') action = first;
            else continue;
            break;
          }
          case 'unknown':
            out(cmd.message);
            continue;
          case 'help':
            out(SS_HELP);
            continue;
          case 'map':
            showMap(seat);
            continue;
          case 'stacks':
            out(stacksText(view, seat));
            continue;
          case 'look':
            out(lookText(view, seat, cmd.place));
            continue;
          case 'show':
            for (const l of battleSidesText(view)) out(l);
            continue;
          case 'legal':
            out(legalText(view, legal, cmd.place));
            listed = { at: match.actions.length, seat, legal };
            continue;
          case 'pick': {
            if (!listed || listed.at !== match.actions.length || listed.seat !== seat) {
              out('Type legal first: a number picks from the list it prints.');
              continue;
            }
            const picked = listed.legal[cmd.n - 1];
            if (!picked) {
              out(`Pick a number from 1 to ${listed.legal.length}.`);
              continue;
            }
            action = picked;
            break;
          }
          case 'log': {
            const lines = formatSsEvents(match.events(seat), seat);
            const shown = cmd.all ? lines : lines.slice(-LOG_LINES);
            out(shown.length ? shown.join('\n') : 'Nothing has happened yet.');
            continue;
          }
          case 'rules':
            out(rulesText(cmd.clause, swordsAndSorcery.assumptions, coverageText()));
            continue;
          case 'save':
            save(cmd.file, 'Saved');
            continue;
          case 'quit':
            quit = true;
            break game;
          default: {
            const resolved = commandAction(cmd, view, seat, legal);
            if (typeof resolved === 'string') {
              out(resolved);
              continue;
            }
            for (const l of resolved.note ?? []) out(l);
            action = resolved.action;
          }
        }
        const result = match.act(seat, action);
        if (!result.ok) {
          refuse(result.error);
          continue;
        }
        break;
      }
      // What the action did, shown at once to the player who took it.
      showNew(seat);
    }

    const outcome = match.outcome();
    if (outcome) {
      const viewer: SsSeat = opts.hotseat ? (atKeyboard ?? 'west') : opts.seat;
      showNew(viewer);
      out();
      out(p.bold('=== End of the game ==='));
      const view = match.view(viewer);
      out(renderMap(view, { perspective: viewer, color: opts.color }));
      out(mapLegend(view, { perspective: viewer, color: opts.color }));
      for (const line of statusLines(view)) out(line);
      out('Now that the game is over every stack is open to both sides.');
      out(outcomeText(outcome));
      out(`${match.actions.length} actions were played.`);
    } else {
      out(quit ? 'You left the game.' : 'Input ended: the game is left unfinished.');
    }
    if (opts.save) save(opts.save, outcome ? 'The game is over' : 'Game left');
    return 0;
  } finally {
    reader.close();
  }
}
