/**
 * `warband sauron play`: the Sauron variant's map game of Dagorlad in the terminal, against the
 * computer (src/ai) or two people at one keyboard (hot-seat). Like ss-play.ts it reads lines from any
 * readable stream and writes to any writable one, so a test (or a pipe) plays a game from a script.
 * Nothing is hidden in this game (SAU-M18), so hot-seat needs no cover. The third seat (16.69, SAU-M12)
 * is the computer's against the computer, unless the player takes it (`seat: 'third'`: the computer then
 * plays both sides); in hot-seat all three are at the keyboard. The set-up, the computer's turns and the
 * end are game-setup.ts's (startPlay, playGame).
 *
 * Each decision shows the map around the action (text hexes, even columns half a hex lower as on the
 * board), the leaders and both Demoralization Levels, and numbers every legal action: type the number.
 * Also: `end`, `map [HEX|all]`, `leaders`, `odds A B` (exact odds, odds.ts), `log`, `list`, `help`, `quit`.
 */
import type { Readable, Writable } from 'node:stream';
import type { Outcome, Seat } from '../../core/ruleset.js';
import { SIDES, TABLES, type Side } from '../../rulesets/sauron/index.js';
import { describeGameAction, pieceName, PieceName, SEGMENT_NAMES } from '../../rulesets/sauron/index.js';
import { DAGORLAD } from '../../rulesets/sauron/index.js';
import type { GameAction, GameEvent } from '../../rulesets/sauron/index.js';
import { sauron, type SauronAction, type SauronView } from '../../rulesets/sauron/index.js';
import { leaderCombatOdds, mortalCombatOdds } from '../../rulesets/sauron/index.js';
import type { Fighter } from '../../rulesets/sauron/index.js';
import { phaseName, sideName } from '../../rulesets/sauron/index.js';
import { eventLines, logText, newEventsPrinter, playGame, startPlay, type Decided, type PlayOptions } from '../game-setup.js';
import { eventLine } from '../../rulesets/sauron/index.js';
import { findLeader, formatOdds } from './sauron.js';
import { CONTROLS_HELP, playerControls } from '../controls.js';

/** The seat played against the computer: a side, or 'third', the third player of 16.69 (SAU-M12) when one appears, the computer playing both sides; options: turns, extraWesternesseUnits, thirdSeat, ... */
export type SauronPlayOptions = PlayOptions<Side | 'third'>;

const grid = DAGORLAD.grid;

export const SAURON_PLAY_HELP = [
  'Commands:',
  '  N            take legal action number N (the list under the map)',
  '  end          end the segment, the phase or your part of the Joint Rally Phase (the action listed last)',
  '  list         the legal actions again, every move listed',
  '  map [HEX]    the map around HEX (default: around the action); map all: the whole map',
  '  leaders      the leaders, the Ring, Narsil and both Demoralization Levels',
  '  odds A B     the exact odds of A attacking or challenging B (names or ids: odds ring anarion)',
  '  log          everything that has happened, each line with its clause',
  CONTROLS_HELP,
  '  help, quit',
  'Map: UPPER case Westernesse units, lower case Sauron units; * a leader in the hex, ! disrupted;',
  '  . clear, : rough, ^^ mountains, ## the wall (fortifications), == the path, + the road, BD Barad-dur, OR Orodruin.',
].join('\n');

// ---------------------------------------------------------------------------------------------------
// The map as text

const ABBR: Record<string, string> = {
  'men-swords': 'ms',
  'men-pikes': 'mp',
  'men-cavalry': 'mc',
  'elf-swords': 'es',
  'elf-archers': 'ea',
  dwarves: 'dw',
  orcs: 'or',
  goblins: 'go',
  wargs: 'wa',
  trolls: 'tr',
  slaves: 'sl',
  catapults: 'ca',
  beast: 'BE',
};

function hexToken(view: SauronView, h: number): string {
  const name = grid.name(h);
  const unit = view.units.find((u) => u.hex === name && !u.eliminated);
  const leaders = view.leaders.filter((l) => l.alive && l.hex === name && l.id !== 'beast');
  if (unit) {
    const a = ABBR[unit.type] ?? unit.type.slice(0, 2);
    const t = unit.side === 'westernesse' ? a.toUpperCase() : a.toLowerCase();
    return `${t}${leaders.length ? '*' : ' '}${unit.disrupted ? '!' : ' '}`;
  }
  if (leaders.length) {
    const n = leaders[0]!.name.replace(/^the\s+/i, '');
    const t = n.slice(0, 2);
    return `*${leaders[0]!.controller === 'westernesse' ? t.toUpperCase() : t.toLowerCase()}${leaders.length > 1 ? '+' : ' '}`;
  }
  if (DAGORLAD.baradDur.has(h)) return ' BD ';
  if (h === DAGORLAD.orodruinCentre) return ' OR ';
  switch (DAGORLAD.terrain[h]) {
    case 'mountain':
      return ' ^^ ';
    case 'fortification':
      return DAGORLAD.stairways.has(h) ? ' #/ ' : ' ## ';
    case 'path':
      return ' == ';
    case 'rough':
      return DAGORLAD.orodruin.has(h) ? ' o: ' : ' :  ';
    default:
      return DAGORLAD.road.has(h) ? ' +  ' : ' .  ';
  }
}

/**
 * The hexes of columns c0..c1 and rows r0..r1 as text: each hex a 4-character cell, a column every 5
 * characters; each row takes two lines, odd columns on the first, even ones (half a hex lower) on the second.
 */
export function renderMap(view: SauronView, area: { c0: number; c1: number; r0: number; r1: number }): string {
  const { c0, c1, r0, r1 } = area;
  const width = (c1 - c0 + 1) * 5 + 4;
  const lines: string[] = [];
  const head = Array.from({ length: c1 - c0 + 1 }, (_, i) =>
    String(c0 + i)
      .padStart(2, '0')
      .padStart(4),
  ).join(' ');
  lines.push(`col ${head}`);
  for (let r = r0; r <= r1; r++) {
    for (const parity of [1, 0]) {
      const chars = Array.from({ length: width }, () => ' ');
      const label = parity === 1 ? String(r).padStart(2, '0') : '';
      for (let i = 0; i < label.length; i++) chars[i] = label[i]!;
      for (let c = c0; c <= c1; c++) {
        if (c % 2 !== parity) continue;
        const h = grid.at(c, r);
        if (h === undefined) continue;
        const tok = hexToken(view, h);
        const x = 4 + (c - c0) * 5;
        for (let i = 0; i < 4; i++) chars[x + i] = tok[i]!;
      }
      lines.push(chars.join('').trimEnd());
    }
  }
  return lines.join('\n');
}

/** The window of the map around a hex (13 columns by 9 rows), inside the board. */
export function areaAround(hex: string, cols = 13, rows = 9): { c0: number; c1: number; r0: number; r1: number } {
  const h = grid.index(hex) ?? 0;
  const [c, r] = [grid.column(h), grid.row(h)];
  const c0 = Math.max(1, Math.min(grid.columns - cols + 1, c - Math.floor(cols / 2)));
  const r0 = Math.max(1, Math.min(grid.rows - rows + 1, r - Math.floor(rows / 2)));
  return { c0, c1: Math.min(grid.columns, c0 + cols - 1), r0, r1: Math.min(grid.rows, r0 + rows - 1) };
}

const pieceHex = (view: SauronView, id: string): string | null =>
  view.units.find((u) => u.id === id)?.hex ?? view.leaders.find((l) => l.id === id)?.hex ?? null;

/** Where the action is: the last piece moved or attacked, else the first piece with something to do. */
export function focusHex(view: SauronView, events: readonly GameEvent[], legal: readonly SauronAction[]): string {
  for (let i = events.length - 1; i >= Math.max(0, events.length - 12); i--) {
    const e = events[i]!;
    if (e.type === 'unit-moved') return e.to;
    if (e.type === 'unit-attack') return pieceHex(view, e.target) ?? pieceHex(view, e.attacker) ?? '0824';
  }
  for (const a of legal) {
    const id =
      a.type === 'move'
        ? a.piece
        : a.type === 'missile' || a.type === 'melee'
          ? a.unit
          : a.type === 'leader-attack'
            ? a.leader
            : a.type === 'challenge'
              ? a.challenger
              : null;
    const h = id ? pieceHex(view, id) : null;
    if (h) return h;
  }
  const side = view.toAct[0];
  return view.leaders.find((l) => l.alive && l.hex && l.controller === side)?.hex ?? '0824';
}

// ---------------------------------------------------------------------------------------------------
// Leaders, levels and the legal actions

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function statusLines(view: SauronView): string[] {
  const d = view.demoralization;
  return [
    `Game-turn ${view.turn} of ${view.turns}, ${phaseName(view.phase)}${view.segment && view.phase.endsWith('-combat') ? `, ${SEGMENT_NAMES[view.segment]}` : ''}${view.night ? ' (night)' : ''} [SAU-A6]. Gates ${view.gates.closed ? 'closed' : 'open'} [18.1].`,
    `Demoralization [SAU-A5]: ${SIDES.map((s) => `${sideName(s)} ${d[s].level} (${d[s].status}; demoralized at ${d[s].threshold}, breaks at ${d[s].breakPoint})`).join(' · ')}`,
    ...(view.mortal
      ? [`Mortal Combat [22.1]: ${PieceName(view.mortal.challenger)} against ${pieceName(view.mortal.defender)} (${view.mortal.phase}).`]
      : []),
  ];
}

export function leaderLines(view: SauronView): string[] {
  const out = ['Leader          side          hex   MP  Combat Morale Endurance Rally  carries'];
  for (const l of view.leaders) {
    const carries = [...l.weapons.map((w) => TABLES.weapons.get(w)?.name ?? w), ...(l.ring ? [`the Ring (${l.ring})`] : [])].join(', ');
    out.push(
      `${cap(l.name).padEnd(15)} ${sideName(l.controller).padEnd(13)} ${(l.alive ? (l.hex ?? '–') : 'dead').padEnd(5)} ${String(l.mp).padStart(2)}  ${String(l.combat).padStart(6)} ${String(l.morale).padStart(6)} ${(l.alive ? `${l.enduranceLeft}/${l.enduranceLeft + l.wounds}` : '-').padStart(9)} ${String(l.rally || '–').padStart(5)}  ${carries}`.trimEnd(),
    );
  }
  const r = view.ring;
  out.push(
    `The Ring [16.6]: ${r.status}${r.holder ? ` (${pieceName(r.holder)})` : ''}${r.lyingAt ? ` in ${r.lyingAt}` : ''}. Narsil [19.211]: ${view.narsil.form}${view.narsil.bearer ? `, borne by ${pieceName(view.narsil.bearer)}` : ''}.`,
  );
  return out;
}

/** The legal actions by number: every one but the moves on a line each, the moves grouped by piece. */
export function legalLines(view: SauronView, legal: readonly SauronAction[], allMoves = false): string[] {
  const out: string[] = [];
  const moves = new Map<string, string[]>();
  legal.forEach((a, i) => {
    if (a.type === 'move' && !allMoves) {
      const k = a.piece;
      (moves.get(k) ?? moves.set(k, []).get(k)!).push(`${i + 1}:${a.to}`);
      return;
    }
    const d = describeGameAction(a as GameAction, view);
    out.push(`  ${String(i + 1).padStart(3)}. ${d.text} [${d.clause}]`);
  });
  const movesOut = [...moves.entries()].map(([piece, ms]) => `  ${PieceName(piece)} (${pieceHex(view, piece)}) moves to ${ms.join(' ')}`);
  return [...(movesOut.length ? ['Moves [4.3, 8.11] (number:hex):', ...movesOut] : []), ...out];
}

export function outcomeText(o: Outcome): string {
  return `The game is over: ${o.reason}${o.winner ? `; ${sideName(o.winner)} wins` : '; a draw'} [${o.clause}]`;
}

const fighterOf = (view: SauronView, id: string): Fighter | null => {
  const l = view.leaders.find((x) => x.id === id && x.alive);
  return l ? { id, name: l.name, combat: l.combat, morale: l.morale, endurance: l.enduranceLeft + l.wounds, wounds: l.wounds } : null;
};

// ---------------------------------------------------------------------------------------------------
// The game

/** Plays one game; resolves with the process exit code. */
export async function runSauronPlay(opts: SauronPlayOptions, input: Readable, output: Writable): Promise<number> {
  const out = (text = '') => output.write(text + '\n');
  if (opts.seat === 'third' && !opts.hotseat && opts.options.thirdSeat === 'leave') {
    out('--side third: with thirdSeat=leave a leader turned evil leaves the battle, and there is no third player to play (SAU-M12).');
    return 1;
  }
  // 16.69, SAU-M12: a hot-seat table plays the third seat too; against the computer the computer plays every seat but yours.
  const session = startPlay(sauron, opts, { seats: () => sauron.seats, salt: 3 }, input, output, out);
  if (!session) return 1;
  const { match, computer, reader } = session;
  const ask = reader.ask;
  const controls = playerControls(match, { hotseat: opts.hotseat, humans: session.humans });
  const showNew = newEventsPrinter(
    () => match.events(),
    (fresh) => eventLines(fresh, eventLine, ' '),
    out,
  );

  out('Sauron (variant rules): the battle of Dagorlad');
  out(
    opts.hotseat
      ? 'Hot-seat: every player at one keyboard, the third player too when a leader turns evil (16.69; nothing is hidden in this game: SAU-M18).'
      : opts.seat === 'third'
        ? `You play the third player (16.69, SAU-M12): the computer (${computer!.name}) plays Westernesse and Sauron, and you take over when a leader turns evil.`
        : `You play ${sideName(opts.seat)} against the computer (${computer!.name}).`,
  );
  out(
    `Seed ${opts.seed} (the same dice again with --seed ${opts.seed}). ${match.view('westernesse').turns} game-turns. Type help for the commands.`,
  );

  let lastPhase = '';
  const decide = async (seat: Seat): Promise<Decided> => {
    showNew();
    let view = match.view(seat);
    let legal = match.legalActions(seat);
    const phaseKey = `${view.turn}/${view.phase}/${view.segment}`;
    if (phaseKey !== lastPhase) {
      out();
      out(renderMap(view, areaAround(focusHex(view, match.events(), legal))));
      for (const l of statusLines(view)) out(l);
      lastPhase = phaseKey;
    }
    for (const l of legalLines(view, legal)) out(l);
    for (;;) {
      const line = await ask(`${sideName(seat)}> `);
      if (line === null) return 'ended';
      const words = line.trim().split(/\s+/).filter(Boolean);
      const [cmd = '', ...args] = words;
      view = match.view(seat);
      legal = match.legalActions(seat);
      if (cmd === '') continue;
      const said = controls(cmd, seat);
      if (said) {
        out(said.text);
        if (said.changed) return 'acted';
        continue;
      }
      const isEnd = cmd.toLowerCase() === 'end';
      if (/^\d+$/.test(cmd) || isEnd) {
        const a = isEnd ? legal.find((x) => x.type === 'end') : legal[Number(cmd) - 1];
        if (!a) {
          out(isEnd ? 'Nothing to end now: pick a number from the list.' : `Pick a number from 1 to ${legal.length}.`);
          continue;
        }
        const r = match.act(seat, a);
        if (!r.ok) {
          out(`Refused: ${r.error.message} [${r.error.clause}]`);
          continue;
        }
        const d = describeGameAction(a as GameAction, view);
        out(`${sideName(seat)}: ${d.text}`);
        return 'acted';
      }
      switch (cmd.toLowerCase()) {
        case 'help':
        case '?':
          out(SAURON_PLAY_HELP);
          continue;
        case 'list':
          for (const l of legalLines(view, legal, true)) out(l);
          continue;
        case 'map': {
          const at = args[0];
          if (at === 'all') out(renderMap(view, { c0: 1, c1: grid.columns, r0: 1, r1: grid.rows }));
          else if (at && grid.index(at) === undefined)
            out(
              `${at} is not a hex of the map (CCRR, 0101 to ${String(grid.columns).padStart(2, '0')}${String(grid.rows).padStart(2, '0')}).`,
            );
          else out(renderMap(view, areaAround(at ?? focusHex(view, match.events(), legal))));
          for (const l of statusLines(view)) out(l);
          continue;
        }
        case 'leaders':
          for (const l of leaderLines(view)) out(l);
          for (const l of statusLines(view)) out(l);
          continue;
        case 'odds': {
          const ids = [findLeader(args[0] ?? ''), findLeader(args[1] ?? '')];
          const bad = ids.find((x) => typeof x !== 'string');
          if (bad && typeof bad !== 'string') {
            out(bad.error);
            continue;
          }
          const [a, d] = [fighterOf(view, ids[0] as string), fighterOf(view, ids[1] as string)];
          if (!a || !d || a.id === d.id) {
            out('Two different living leaders, please: odds ringwraith anarion.');
            continue;
          }
          const mode = view.options.mortalCombatRounds;
          out(
            formatOdds({ attacker: a.name, defender: d.name, leader: leaderCombatOdds(a, d), mortal: mortalCombatOdds(a, d, mode), mode }),
          );
          continue;
        }
        case 'log':
          out(logText(eventLines(match.events(), eventLine, ' ')));
          continue;
        case 'quit':
        case 'q':
          return 'quit';
        default:
          out(`Unknown command '${cmd}'. Type a number from the list, or help.`);
      }
    }
  };
  const end = (outcome: Outcome) => {
    const view = match.view('westernesse');
    return [
      '',
      '=== End of the game ===',
      ...leaderLines(view),
      ...statusLines(view),
      outcomeText(outcome),
      `${match.actions.length} actions were played.`,
    ];
  };
  return playGame(session, opts, { noun: 'game', decide, before: showNew, lines: end }, out);
}
