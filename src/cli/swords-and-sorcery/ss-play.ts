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
import type { Match } from '../../core/match.js';
import type { Seat } from '../../core/ruleset.js';
import { swordsAndSorcery, type SsAction } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsEvent } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsState } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsOptions } from '../../rulesets/swords-and-sorcery/index.js';
import type { SsView } from '../../rulesets/swords-and-sorcery/index.js';
import type { PlayOptions } from '../game-setup.js';
import { playInTerminal } from '../play-loop.js';
import type { CliPlay, GameScreen, PlayTable } from '../system.js';
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

export type SsSeat = 'west' | 'east';

export interface SsPlayOptions extends PlayOptions<SsSeat> {
  readonly color: boolean;
}

type SsMatch = Match<SsState, SsAction, SsView, SsOptions, SsEvent>;

/** The map's width on the screen: a window of it that fits a terminal of 80 columns (map all: every column). */
const MAP_WIDTH = 80;
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

/** Swords & Sorcery at `warband play swords-and-sorcery`: the screen the shared loop (play-loop.ts) shows. */
export const ssPlay: CliPlay = {
  ruleset: 'swords-and-sorcery',
  seats: ['west', 'east'],
  seatWords: 'west or east',
  hidden: true,
  refuse: (game) => (game.deploy ? '--deploy is not for swords-and-sorcery: the scenario places the forces.' : null),
  open: (table) => ssScreen(table),
};

function ssScreen(table: PlayTable): GameScreen {
  const opts = table.game;
  const match = () => table.match as unknown as SsMatch;
  const p = ssPaint(opts.color);
  const seen: Record<string, number> = { west: 0, east: 0 };
  /** The turn and phase a seat's map was last drawn for: a new one draws it again. */
  const mapShown: Record<string, string> = { west: '', east: '' };
  /** The battle round whose sides a seat was last shown. */
  const roundShown: Record<string, string> = { west: '', east: '' };
  let listed: { at: number; seat: Seat; legal: readonly SsAction[] } | null = null;

  const fresh = (seat: SsSeat): string[] => {
    const events = match().events(seat);
    // The seat's own view names its pieces (VI.A: the enemy's only as far as it may know them).
    const lines = formatSsEvents(events, seat, Math.min(seen[seat] ?? 0, events.length), match().view(seat));
    seen[seat] = events.length;
    return lines;
  };
  const map = (seat: SsSeat, o: { readonly around?: string; readonly all?: boolean } = {}): string[] => {
    const view = match().view(seat);
    mapShown[seat] = `${view.turn}/${view.phasing}/${view.phase}`;
    return [
      '',
      renderMap(view, { perspective: seat, color: opts.color, width: MAP_WIDTH, ...o }),
      mapLegend(view, { perspective: seat, color: opts.color }),
      ...statusLines(view),
    ];
  };
  return {
    noun: 'game',
    help: SS_HELP,
    intro() {
      const other: SsSeat = opts.seat === 'west' ? 'east' : 'west';
      const turns = match().view('west').options.turns;
      return [
        p.bold('Swords & Sorcery (strategic variant)'),
        opts.hotseat
          ? 'Hot-seat: two players at one keyboard. Between turns the screen is cleared; look away while the other plays.'
          : `You play ${seatName(opts.seat as SsSeat)} against the computer (${table.computer}), which plays ${seatName(other)}.`,
        `Seed ${opts.seed} (play the same dice again with --seed ${opts.seed}). ${turns} game-turn${turns === 1 ? '' : 's'}. Type help for the commands.`,
      ];
    },
    prompt: (seat) => `${seat}> `,
    seatName: (seat) => seatName(seat as SsSeat),
    refusal: (e) => `${p.warn(`Refused: ${e.message}`)} [${e.clause}]`,
    before(seat) {
      const s = seat as SsSeat;
      const lines = fresh(s);
      const view = match().view(s);
      if (mapShown[s] !== `${view.turn}/${view.phasing}/${view.phase}`) lines.push(...map(s));
      const battle = view.pending?.kind === 'battle' ? view.pending : null;
      if (battle && battleSide(view, s) && battle.battle.phase === 'declare') {
        const key = `${view.turn}/${view.phasing}/${battle.place.hex}/${battle.battle.round}`;
        if (roundShown[s] !== key) {
          lines.push('', `--- Battle in ${battle.place.hex}, round ${battle.battle.round} ---`, ...battleSidesText(view));
          roundShown[s] = key;
        }
      }
      const legalNow = match().legalActions(s);
      lines.push(...pendingLines(view, s, legalNow, match().events(s)));
      // A decision this screen does not explain is listed with numbers: a number picks from that list.
      if (view.pending && !EXPLAINED_PENDING.includes(view.pending.kind)) listed = { at: match().actions.length, seat, legal: legalNow };
      return lines;
    },
    read(line, seat) {
      const s = seat as SsSeat;
      const view = match().view(s);
      const legal = match().legalActions(s);
      const cmd = parseSsCommand(line);
      switch (cmd.type) {
        case 'empty': {
          // Enter takes the engine's proposal in a battle; elsewhere it does nothing.
          const first = legal[0];
          return view.pending?.kind === 'battle' && first?.type === 'battle' ? { action: first } : { lines: [] };
        }
        case 'unknown':
          return { lines: [cmd.message] };
        case 'help':
          return { lines: [SS_HELP] };
        case 'map':
          return { lines: map(s, { ...(cmd.around ? { around: cmd.around } : {}), ...(cmd.all ? { all: true } : {}) }) };
        case 'stacks':
          return { lines: [stacksText(view, s)] };
        case 'look':
          return { lines: [lookText(view, s, cmd.place)] };
        case 'show':
          return { lines: battleSidesText(view) };
        case 'legal':
          listed = { at: match().actions.length, seat, legal };
          return { lines: [legalText(view, legal, cmd.place)] };
        case 'pick': {
          if (!listed || listed.at !== match().actions.length || listed.seat !== seat)
            return { lines: ['Type legal first: a number picks from the list it prints.'] };
          const picked = listed.legal[cmd.n - 1];
          return picked ? { action: picked } : { lines: [`Pick a number from 1 to ${listed.legal.length}.`] };
        }
        case 'log': {
          const lines = formatSsEvents(match().events(s), s, 0, view);
          const shown = cmd.all ? lines : lines.slice(-LOG_LINES);
          return { lines: [shown.length ? shown.join('\n') : 'Nothing has happened yet.'] };
        }
        case 'rules':
          return { lines: [rulesText(cmd.clause, swordsAndSorcery.assumptions, coverageText())] };
        case 'save':
        case 'quit':
          // The loop's words (play-loop.ts), read before a line reaches the screen.
          return { lines: [] };
        default: {
          const resolved = commandAction(cmd, view, s, legal);
          if (typeof resolved === 'string') return { lines: [resolved] };
          return { action: resolved.action, lines: resolved.note ?? [] };
        }
      }
    },
    // What the action did, shown at once to the player who took it.
    after: (seat) => fresh(seat as SsSeat),
    end(outcome, viewer) {
      const v = viewer as SsSeat;
      const view = match().view(v);
      return [
        ...fresh(v),
        '',
        p.bold('=== End of the game ==='),
        renderMap(view, { perspective: v, color: opts.color, width: MAP_WIDTH }),
        mapLegend(view, { perspective: v, color: opts.color }),
        ...statusLines(view),
        'Now that the game is over every stack is open to both sides.',
        outcomeText(outcome),
        `${match().actions.length} actions were played.`,
      ];
    },
  };
}

/** Plays one game; resolves with the process exit code. */
export function runSsPlay(opts: SsPlayOptions, input: Readable, output: Writable): Promise<number> {
  return playInTerminal(ssPlay, opts, input, output);
}
