/**
 * Swords & Sorcery in words: every event of the map game and of the refereed battle as one line with
 * its clause, and the decision pending. The one wording: the web log, the CLI and the replay all read
 * these lines (the CLI adds layout and colour only).
 *
 * Pieces are named by id in events ('west-3'); the reader's view (`context.view`) names them. A seat's
 * own view names what it knows; any other reading (the hot-seat cover's recap) gets only the names every
 * view gives alike (casualties, the battle in progress), so a line never tells one seat's secrets.
 *
 *   describer.event({ type: 'reaction-roll', seat: 'east', from: '1206', into: '1106', dice: [4, 6], modifier: -1,
 *     total: 9, success: true, clause: 'III.A' }, { viewer: 'east' })
 *   // { text: 'East tries to react from 1206 into 1106: dice 4 + 6, modifier −1 = 9: success (8 or more)', clause: 'III.A', ... }
 */
import type { GameEvent, Seat } from '../../core/ruleset.js';
import type { DescribeContext, Describer, EventLine } from '../../core/system.js';
import type { AfterRoundReport, BattleEvent } from './battle/events.js';
import { show, type Frac } from './battle/fraction.js';
import type { Tables } from './data.js';
import { gameContext } from './game/options.js';
import type { PlaceRef } from './game/state.js';
import type { PieceStep } from './game/targets.js';
import type { SsView } from './game/view.js';
import type { RefereeView } from './referee/ruleset.js';
import type { StackingEvent } from './stacking.js';

export const seatName = (seat: string): string => (seat === 'west' ? 'West' : seat === 'east' ? 'East' : seat);
/** A fraction of strength, with its decimal when it is not whole. */
export const frac = (f: Frac): string => {
  const s = show(f);
  return f.d === 1 ? s : `${s} (≈${(f.n / f.d).toFixed(2)})`;
};
export const signed = (n: number): string => (n > 0 ? `+${n}` : n < 0 ? `−${-n}` : '±0');
export const moraleEffectText = (m: number | 'auto-pass' | 'all-demoralized'): string =>
  m === 'auto-pass' ? 'all pass automatically' : m === 'all-demoralized' ? 'all Demoralized' : `morale ${signed(m)}`;
export const placeLabel = (p: PlaceRef): string => (p.complex ? `${p.hex} (Dragon complex)` : p.hex);
/** The end of the game: "Game over: West wins." and the reason. */
/** What one step costs a piece (moveTargets): '2 MP', 'd6+1 MP', '2d6 MP', 'whole allowance' (II). */
export function costWords(p: Extract<PieceStep, { ok: true }>): string {
  if (p.wholeAllowance) return 'whole allowance';
  const dice = p.dice ? `${p.dice > 1 ? p.dice : ''}d6` : '';
  return `${dice}${dice && p.mp ? '+' : ''}${dice && !p.mp ? '' : p.mp} MP`;
}

export const outcomeWords = (o: { readonly winner: string | null; readonly reason: string }): string =>
  `${o.winner ? `Game over: ${seatName(o.winner)} wins.` : 'Game over: a draw.'} ${o.reason}`;
/** What became of a side when its battle ended (III.D.8). */
const SIDE_STATUS: Readonly<Record<string, string>> = {
  holds: 'holds the hex',
  eliminated: 'is eliminated',
  withdrew: 'withdrew',
  undecided: 'is still in the hex',
};
export const PHASE_TEXT: Readonly<Record<string, string>> = { movement: 'Movement', combat: 'Combat', over: 'Game over' };

// ---------------------------------------------------------------------------------------------------
// Names, from the reader's view

/** A piece's name as the viewer may know it (units by type, characters by card); ids for anything else. */
export function nameIndex(view: SsView, tables: Tables): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of view.casualties) names.set(c.id, c.what);
  for (const p of view.pieces)
    names.set(p.id, p.kind === 'unit' ? (tables.units.get(p.what)?.name ?? p.what) : (tables.characters.get(p.what)?.name ?? p.what));
  const b = view.pending?.kind === 'battle' ? view.pending.battle : null;
  if (b) {
    for (const s of [b.sides.a, b.sides.b]) {
      for (const u of s.units) names.set(u.id, u.name);
      for (const e of s.eliminated) names.set(e.unit.id, e.unit.name);
      for (const c of s.characters) names.set(c.id, c.name);
      for (const r of s.reinforcements) {
        for (const u of r.units) names.set(u.id, u.name);
        for (const c of r.characters) names.set(c.id, c.name);
      }
    }
  }
  return names;
}

/** Names every seat's view gives alike: casualties, and both sides in the battle being fought. */
export function publicNames(view: SsView): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of view.casualties) names.set(c.id, c.what);
  const b = view.pending?.kind === 'battle' ? view.pending.battle : null;
  if (b) {
    for (const s of [b.sides.a, b.sides.b]) {
      for (const u of s.units) names.set(u.id, u.name);
      for (const e of s.eliminated) names.set(e.unit.id, e.unit.name);
      for (const c of s.characters) names.set(c.id, c.name);
    }
  }
  return names;
}

/** "Heavy Axe 2" for heavy-axe-2: a refereed battle numbers units by type across the battle. */
export function unitLabel(id: string, name: string): string {
  const n = /-(\d+)$/.exec(id)?.[1];
  return n ? `${name} ${n}` : name;
}

/** Every piece's name as a refereed battle's view gives it: units with their number, characters by name. */
export function battleNameIndex(view: RefereeView): Map<string, string> {
  const names = new Map<string, string>();
  for (const s of ['a', 'b'] as const) {
    const sv = view.sides[s];
    for (const u of sv.units) names.set(u.id, unitLabel(u.id, u.name));
    for (const e of sv.eliminated) names.set(e.unit.id, unitLabel(e.unit.id, e.unit.name));
    for (const c of sv.characters) names.set(c.id, c.name);
    for (const u of sv.withdrawn?.units ?? []) names.set(u.id, unitLabel(u.id, u.name));
    for (const c of sv.withdrawn?.characters ?? []) names.set(c.id, c.name);
    for (const r of sv.reinforcements) {
      for (const u of r.units) names.set(u.id, unitLabel(u.id, u.name));
      for (const c of r.characters) names.set(c.id, c.name);
    }
  }
  return names;
}

const isRefereeView = (v: unknown): v is RefereeView => typeof v === 'object' && v !== null && 'sides' in v && 'names' in v;
const isMapView = (v: unknown): v is SsView => typeof v === 'object' && v !== null && 'pieces' in v && 'casualties' in v;
const isSeatOf = (v: SsView) => v.seats.includes(v.viewer);

// A view is read many times (once per event of the log): its names are worked out once, and the tables
// (built with the scenario's map) once per distinct options.
const indexes = new WeakMap<object, { own: Map<string, string>; shared: Map<string, string> }>();
const tablesByOptions = new Map<string, Tables>();
function tablesOf(options: SsView['options']): Tables {
  const key = JSON.stringify(options);
  let tables = tablesByOptions.get(key);
  if (!tables) {
    tables = gameContext(options).tables;
    if (tablesByOptions.size > 8) tablesByOptions.clear();
    tablesByOptions.set(key, tables);
  }
  return tables;
}
function mapNames(view: SsView, viewer: Seat | null): ReadonlyMap<string, string> {
  let known = indexes.get(view);
  if (!known) {
    known = { own: nameIndex(view, tablesOf(view.options)), shared: publicNames(view) };
    indexes.set(view, known);
  }
  // A seat's view names its own pieces for that seat only; a spectator's or replay's view serves anyone.
  return !isSeatOf(view) || view.viewer === viewer ? known.own : known.shared;
}

/** One line for an event, its pieces named as `context.view` knows them. */
export function describeEvent(event: GameEvent, context: DescribeContext): EventLine | null {
  const view = context.view;
  if (isRefereeView(view)) {
    const line = mapLine(event, battleNameIndex(view), context.viewer);
    if (!line) return line;
    const sides = view.names;
    // "side a Glade leads" reads "Knights of the Empire: Glade leads"; elsewhere the side is the subject.
    const text =
      event.type === 'declarations-revealed'
        ? line.text.replace(/\bside (a|b) /g, (_, s: 'a' | 'b') => `${sides[s]}: `)
        : line.text.replace(/\b[Ss]ide (a|b)\b/g, (_, s: 'a' | 'b') => sides[s]);
    return { ...line, text };
  }
  return mapLine(event, isMapView(view) ? mapNames(view, context.viewer) : new Map(), context.viewer);
}

// ---------------------------------------------------------------------------------------------------
// The pending decision

export function mapDecision(view: SsView): string {
  if (view.outcome) return view.outcome.winner ? `${seatName(view.outcome.winner)} won` : 'Drawn';
  const head = `Game-turn ${view.turn} of ${view.options.turns} · ${seatName(view.phasing)}'s ${PHASE_TEXT[view.phase]?.toLowerCase() ?? view.phase} phase`;
  const p = view.pending;
  if (p?.kind === 'reaction') return `${head} · ${seatName(p.seat)} may react`;
  if (p?.kind === 'withdrawal') return `${head} · ${seatName(p.seat)} withdraws from ${placeLabel(p.from)}`;
  if (p?.kind === 'battle') return `${head} · battle in ${placeLabel(p.place)}, round ${p.battle.round}`;
  const other = p as { kind?: string; seat?: string; place?: PlaceRef } | null;
  if (other?.kind)
    return `${head} · ${other.seat ? `${seatName(other.seat)}: ` : ''}${other.kind.replace(/-/g, ' ')}${other.place ? ` in ${placeLabel(other.place)}` : ''}`;
  return head;
}

export function refereeDecision(view: RefereeView): string {
  if (view.outcome) return `${view.title}: over after ${view.outcome.rounds} round${view.outcome.rounds === 1 ? '' : 's'}`;
  const step = view.phase === 'declare' ? 'declarations' : 'stay or withdraw';
  return `${view.title} · round ${view.round} · ${step}`;
}

export const describer: Describer = {
  event: describeEvent,
  decision: (_rulesetId, view) => (isRefereeView(view) ? refereeDecision(view) : isMapView(view) ? mapDecision(view) : ''),
};

// ---------------------------------------------------------------------------------------------------
// The lines

type Any = GameEvent & Record<string, unknown>;
const str = (x: unknown) => String(x ?? '');
const list = (xs: unknown): string[] => (Array.isArray(xs) ? xs.map(String) : []);

/** A unit's id (west-26): the side it belongs to. */
const UNIT_ID = /^([a-z]+)-\d+$/;

/** A piece the reader's view does not name (VI.A): a unit by its side alone, a character by his name. */
export function unnamed(id: string): string {
  const unit = UNIT_ID.exec(id);
  return unit ? `a ${seatName(unit[1]!)} unit` : id.charAt(0).toUpperCase() + id.slice(1);
}

function mapLine(event: GameEvent, names: ReadonlyMap<string, string>, viewer: Seat | null): EventLine | null {
  const nm = (id: unknown) => names.get(str(id)) ?? unnamed(str(id));
  const nms = (ids: unknown) => {
    const all = list(ids);
    // Units the reader cannot name are counted by side: "Linfalas and 3 West units".
    const hidden = new Map<string, number>();
    for (const id of all.filter((x) => !names.has(x) && UNIT_ID.test(x))) {
      const s = seatName(UNIT_ID.exec(id)![1]!);
      hidden.set(s, (hidden.get(s) ?? 0) + 1);
    }
    const shown = all.filter((x) => names.has(x) || !UNIT_ID.test(x)).map(nm);
    return [...shown, ...[...hidden].map(([s, n]) => (n === 1 ? `a ${s} unit` : `${n} ${s} units`))].join(', ');
  };
  const side = (s: unknown, seats?: unknown) => {
    const m = seats as Record<string, string> | undefined;
    return m?.[str(s)] ? seatName(m[str(s)]!) : `side ${str(s)}`;
  };
  const e = event as Any;
  const b = event as BattleEvent;
  const st = event as StackingEvent;
  const who = seatName(str(e.seat));
  const line = (text: string, extra: Omit<EventLine, 'text' | 'clause'> = { tone: 'info' }): EventLine => ({
    text,
    clause: e.clause,
    ...extra,
  });
  switch (e.type) {
    case 'game-turn':
      return line(`Game-turn ${str(e.turn)} begins`);
    case 'player-turn':
      return line(`${who}'s turn (game-turn ${str(e.turn)}): rally, then movement${e.seat === viewer ? ' (yours)' : ''}`, {
        move: true,
        tone: 'info',
      });
    case 'game-turn-over':
      return line(`Game-turn ${str(e.turn)} ends`);
    case 'rallied':
      return line(`${nm(e.unit)} rallies in ${str(e.place)}, led by ${nm(e.by)}`);
    case 'combat-phase':
      return line(`${who} ends movement: the combat phase`);
    case 'moved': {
      const pieces = (e.pieces as readonly { id: string; mp: number; rolls: readonly number[] }[] | undefined) ?? [];
      const mps = [...new Set(pieces.map((x) => x.mp))];
      const rolls = pieces.flatMap((x) => x.rolls);
      const cost =
        mps.length === 1 ? `${mps[0]} MP${pieces.length > 1 ? ' each' : ''}` : pieces.map((x) => `${nm(x.id)} ${x.mp}`).join(', ') + ' MP';
      return line(
        `${who}: ${nms(pieces.map((x) => x.id))} move ${str(e.from)} > ${str(e.to)} (${cost}${rolls.length ? `; die ${rolls.join(', ')}` : ''})`,
        { move: true },
      );
    }
    case 'stack-moved': {
      // The mover reads its own 'moved' line; the marker is what the other seat sees (VI.A).
      if (viewer !== null && e.seat === viewer) return null;
      const size = typeof e.count === 'number' ? `a stack of ${e.count}` : 'a stack';
      return line(`${who}: ${size} moves ${str(e.from)} > ${str(e.to)}`, { move: !e.audience });
    }
    case 'step-failed':
      return line(
        `${nm(e.piece)} rolled ${list(e.rolls).join(', ')}: the step needs ${str(e.needed)} MP and it has ${str(e.left)}; it stays, its move over`,
      );
    case 'halted':
      return line(`${who}'s stack is halted in ${str(e.place)}: enemy units there`);
    case 'reaction-offered':
      return line(
        e.seat === viewer
          ? `The enemy moved into or beside ${str(e.trigger)}: your stacks with a leader may react`
          : `${who} may react to the move into ${str(e.trigger)}`,
        { tone: 'challenge' },
      );
    case 'reaction-roll': {
      const mods = e.modifiers as readonly { value: number; why: string; clause: string }[] | undefined;
      const itemized = mods?.length ? ` (${mods.map((m) => `${signed(m.value)} ${m.why} [${m.clause}]`).join('; ')})` : '';
      const dice = list(e.dice).join(' + ');
      return line(
        `${who} tries to react from ${str(e.from)} into ${str(e.into)}: dice ${dice}, modifier ${signed(Number(e.modifier ?? 0))} = ${str(e.total)}: ${e.success ? 'success (8 or more)' : 'failure (under 8)'}${itemized}`,
        { move: true, tone: 'result' },
      );
    }
    case 'reaction-modifiers': {
      const mods = (e.modifiers as readonly { clause: string; value: number; why: string }[] | undefined) ?? [];
      return line(`Reaction modifiers: ${mods.map((m) => `${signed(m.value)} ${m.why} [${m.clause}]`).join('; ')}`);
    }
    case 'reacted':
      return line(`${who}: ${nms(e.pieces)} react from ${str(e.from)} into ${str(e.into)}`);
    case 'reaction-forgone':
      return line(`${who}: ${nms(e.characters)} let the enemy in without reacting and may not react again this turn`);
    case 'battle': {
      const kind =
        e.siege === 'sortie'
          ? 'A sortie'
          : e.siege === 'assault'
            ? 'An assault'
            : e.siege === 'breach'
              ? 'A battle through the breach'
              : 'Battle';
      return line(`${kind} in ${str(e.place)}: ${side('a', e.seats)} (a) against ${side('b', e.seats)} (b)`, {
        move: true,
        tone: 'challenge',
      });
    }
    case 'withdrew-to':
      return line(`${who}: the survivors${e.pieces ? ` ${nms(e.pieces)}` : ''} withdraw from ${str(e.from)} to ${str(e.to)}`);
    case 'no-way-out':
      return line(
        `${who}: the survivors in ${str(e.place)} have no place to withdraw to and ${e.result === 'stay' ? 'stay where they are' : 'are eliminated'}`,
        { tone: 'result' },
      );
    case 'captured':
      return line(`${e.seat ? `${who}: ` : ''}${nm(e.character ?? e.characterId)} is captured${e.place ? ` in ${str(e.place)}` : ''}`, {
        tone: 'result',
      });
    case 'monster-slain':
      return line(`${who}: the monster ${nm(e.character)} is slain in ${str(e.place)}`, { tone: 'result' });
    case 'siege-offered':
      return line(
        e.seat === viewer
          ? `The enemy entered ${str(e.place)}, which you hold: fight, or decline battle and stand a siege`
          : `${who} may decline battle in ${str(e.place)} and stand a siege`,
        { tone: 'challenge' },
      );
    case 'battle-accepted':
      return line(`${who} gives battle in ${str(e.place)}`);
    case 'siege':
      return line(
        `Siege of ${list(e.hexes).join(', ')}: ${seatName(str(e.besieged))} besieged by ${seatName(str(e.besieger))}${e.kind === 'declined' ? ' (battle declined)' : ''}`,
        { move: true, tone: 'challenge' },
      );
    case 'sortie':
      return line(`${who}: ${nms(e.units)} sally out in ${str(e.place)}`, { move: true, tone: 'challenge' });
    case 'assault-roll': {
      const what =
        e.result === 'in' ? `it gets over the wall into ${str(e.into)}` : e.result === 'demoralized' ? 'it is Demoralized' : 'no effect';
      return line(`${who}: ${nm(e.unit)} assaults, rolled ${str(e.roll)}: ${what}`, { tone: 'result' });
    }
    case 'breach-roll': {
      const second =
        e.second === null || e.second === undefined
          ? `not under the siege's ${str(e.turns)} turns`
          : `under ${str(e.turns)} turns; then ${str(e.second)} against ${str(e.besieging)} besieging units`;
      return line(
        `${who} tries a breach with ${nms(e.units)}: rolled ${str(e.first)}, ${second}: ${e.success ? 'the wall is breached' : 'no breach'}`,
        { tone: 'result' },
      );
    }
    case 'siege-ended':
      return line(`The siege of ${list(e.hexes).join(', ')} ends: ${str(e.why)}`);
    case 'scores': {
      const sc = (e.scores as Record<string, number> | undefined) ?? {};
      return line(
        `Scores: ${Object.entries(sc)
          .map(([s, n]) => `${seatName(s)} ${n}`)
          .join(', ')}`,
        { tone: 'result' },
      );
    }
    case 'game-over': {
      const o = e.outcome as { winner: string | null; reason: string; clause?: string };
      return { text: outcomeWords(o), clause: e.clause ?? o.clause, tone: 'end' };
    }
  }
  // The map game's own elimination (a siege's), with its cause; the battle's is worded below.
  if (e.type === 'eliminated' && e.cause !== undefined)
    return line(`${who}: ${nm(e.unitId)} is eliminated (${str(e.cause)})`, { tone: 'result' });
  if (e.type === 'breach-repaired' && e.hexes !== undefined) return line(`The breach in ${list(e.hexes).join(', ')} is repaired`);
  const cva = describeCharacterCombat(e, nm, nms);
  if (cva !== undefined) return cva;
  if (st.type === 'stacking-check') {
    if (st.excess === 0 && st.losses === 0) return null;
    return {
      text: `${seatName(st.seat)}'s stack in ${st.place} counts ${st.counted} against a limit of ${st.limit}${st.roll !== undefined ? `; die ${st.roll}` : ''}: ${st.losses} lost`,
      clause: st.clause,
      tone: 'result',
    };
  }
  if (st.type === 'unit-eliminated')
    return { text: `${nm(st.unit)} is eliminated in ${st.place} (overstacked)`, clause: st.clause, tone: 'result' };
  if (st.type === 'unit-demoralized')
    return { text: `${nm(st.unit)} is Demoralized in ${st.place} (overstacked)`, clause: st.clause, tone: 'result' };

  const choice = (r: AfterRoundReport) =>
    r.choice === 'withdraw'
      ? `withdraw${r.rearGuard.length ? ` (rear guard ${nms(r.rearGuard)})` : ''}`
      : `stay${r.reinforce.length ? ` (calling ${r.reinforce.join(', ')})` : ''}`;
  switch (b.type) {
    case 'battle-started':
      return {
        text: `The battle begins${b.circumstances.clear ? ' in clear terrain (cavalry may charge)' : ''}${b.circumstances.siege !== 'none' ? ` (${b.circumstances.siege})` : ''}`,
        clause: b.clause,
        tone: 'info',
      };
    case 'decision-made':
      return null; // the battle dialog shows who has decided

    case 'declared':
      return {
        text: `Your declaration for round ${b.round}: leader ${b.declaration.leader ? nm(b.declaration.leader) : 'none'}${b.declaration.charge.length ? `, charging ${nms(b.declaration.charge)}` : ''}`,
        clause: b.clause,
        tone: 'info',
      };
    case 'declarations-revealed': {
      const dec = (d: typeof b.a) =>
        `${d.leader ? `${nm(d.leader)} leads` : 'no leader'}${d.charge.length ? `, ${d.charge.length} charging` : ''}`;
      return { text: `Round ${b.round}: side a ${dec(b.a)}; side b ${dec(b.b)}`, clause: b.clause, move: true, tone: 'challenge' };
    }
    case 'strength':
      return { text: `Round ${b.round}: side ${b.side} strength ${frac(b.total)}`, clause: b.clause, tone: 'info' };
    case 'die-roll':
      return { text: `Round ${b.round}: side ${b.side} rolls ${b.roll}, modified ${b.modified}`, clause: b.clause, tone: 'info' };
    case 'loss-table':
      return {
        text: `Difference ${b.difference}: side a inflicts ${b.a.percent}% = ${frac(b.a.inflicts)} (${moraleEffectText(b.a.morale)}), side b ${b.b.percent}% = ${frac(b.b.inflicts)} (${moraleEffectText(b.b.morale)})`,
        clause: b.clause,
        tone: 'result',
      };
    case 'array':
      return null;
    case 'loss':
    case 'morale-check':
      // Each unit's loss and morale roll is in the battle dialog's round results; the log keeps the outcomes.
      return null;
    case 'morale-automatic':
      return {
        text: `Side ${b.side}: ${b.result === 'auto-pass' ? 'every unit passes morale' : 'every unit is Demoralized'}`,
        clause: b.clause,
        tone: 'info',
      };
    case 'demoralized':
      return { text: `${nm(b.unitId)} is Demoralized`, clause: b.clause, tone: 'result' };
    case 'eliminated':
      return { text: `${nm(b.unitId)} is eliminated`, clause: b.clause, tone: 'result' };
    case 'no-further-effect':
      return null;
    case 'after-round-chosen':
      return { text: `You chose to ${choice(b.choice)} after round ${b.round}`, clause: b.clause, tone: 'info' };
    case 'after-round-revealed':
      return { text: `After round ${b.round}: side a will ${choice(b.a)}; side b will ${choice(b.b)}`, clause: b.clause, tone: 'info' };
    case 'withdrawal-declared':
      return { text: `Side ${b.side} withdraws after round ${b.leavesAfterRound}`, clause: b.clause, tone: 'info' };
    case 'reinforcement-roll':
      return {
        text: `Side ${b.side} calls reinforcements from ${b.stackId}: dice ${b.result.dice.join(' + ')}, total ${b.result.total}: ${b.result.success ? 'they come' : 'they do not come'}`,
        clause: b.clause,
        tone: 'result',
      };
    case 'reinforcements-joined':
      return { text: `Reinforcements from ${b.stackId} join side ${b.side}: ${nms(b.unitIds)}`, clause: b.clause, tone: 'info' };
    case 'withdrew':
      return { text: `Side ${b.side} leaves the battle: ${nms([...b.unitIds, ...b.characterIds])}`, clause: b.clause, tone: 'info' };
    case 'breach-repaired':
      return { text: 'The breach is repaired', clause: b.clause, tone: 'info' };
    case 'characters-stranded':
      return { text: `Side ${b.side}'s characters are left without army units: ${nms(b.characterIds)}`, clause: b.clause, tone: 'info' };
    case 'battle-over': {
      const o = b.outcome;
      const text = `The battle is over after ${o.rounds} round${o.rounds === 1 ? '' : 's'}: side a ${SIDE_STATUS[o.a] ?? o.a}, side b ${SIDE_STATUS[o.b] ?? o.b}`;
      return { text, clause: b.clause, tone: 'result' };
    }
  }
  return { text: event.type.replace(/-/g, ' '), clause: event.clause, tone: 'info' };
}

/**
 * Character vs Army combat (VII) on the map: its offer, each round in a line or two (the details stay
 * in the events), wounds and the end. Read by field name, so a newer engine's extra fields do no harm.
 * Undefined: not such an event.
 */
function describeCharacterCombat(e: Any, nm: (id: unknown) => string, nms: (ids: unknown) => string): EventLine | null | undefined {
  const where = e.place ? ` in ${str(e.place)}` : '';
  const who = e.seat ? `${seatName(str(e.seat))} ` : '';
  switch (e.type) {
    case 'cva-offered':
      return { text: `${who}may fight Character vs Army${where}`, clause: e.clause, move: true, tone: 'challenge' };
    case 'cva-skipped':
      return { text: `No Character vs Army combat${where}`, clause: e.clause, tone: 'info' };
    case 'character-combat':
      return { text: `Character vs Army combat${where}`, clause: e.clause, move: true, tone: 'challenge' };
    case 'characters-surrendered':
      return { text: `${who}characters surrender${where}`, clause: e.clause, tone: 'result' };
    case 'cva-designated':
      return {
        text: `${nm(e.unitId)} ${e.substitute ? 'steps in' : 'is designated'} to fight the characters${e.leaderId ? `, led by ${nm(e.leaderId)}` : ''}`,
        clause: e.clause,
        tone: 'info',
      };
    case 'cva-strength':
      return {
        text: e.alone
          ? `Round ${e.round}: ${nm(e.alone)} alone, ${str(e.army)}, against the characters ${str(e.party)}`
          : `Round ${e.round}: the army unit ${str(e.army)} against the characters ${str(e.party)}`,
        clause: e.clause,
        move: true,
        tone: 'info',
      };
    case 'cva-die-roll':
      return {
        text: `Round ${e.round}: the ${str(e.by) === 'army' ? 'army' : 'characters'} roll ${str(e.roll)}, modified ${str(e.modified)}`,
        clause: e.clause,
        tone: 'info',
      };
    case 'cva-loss-table': {
      const a = e.army as { percent: number } | undefined;
      const p = e.party as { percent: number } | undefined;
      return {
        text: `Difference ${str(e.difference)}: the army inflicts ${a?.percent ?? '?'}%, the characters ${p?.percent ?? '?'}%`,
        clause: e.clause,
        tone: 'result',
      };
    }
    case 'cva-loss':
    case 'cva-morale-check':
    case 'cva-morale-automatic':
      return null;
    case 'cva-demoralized':
      return { text: `${nm(e.unitId)} is Demoralized`, clause: e.clause, tone: 'result' };
    case 'cva-eliminated':
      return { text: `${nm(e.unitId)} is eliminated`, clause: e.clause, tone: 'result' };
    case 'cva-wounds': {
      const assigned = (e.assigned as { characterId: string; wounds: number; dead: boolean }[] | undefined) ?? [];
      const text = assigned.length
        ? assigned.map((a) => `${nm(a.characterId)} ${a.wounds} wound${a.wounds === 1 ? '' : 's'}${a.dead ? ' (dead)' : ''}`).join(', ')
        : 'no wounds';
      return { text: `Wounds: ${text}`, clause: e.clause, tone: 'result' };
    }
    case 'cva-withdrawal-declared':
      return { text: `The characters will withdraw after round ${str(e.leavesAfterRound)}`, clause: e.clause, tone: 'info' };
    case 'cva-characters-withdrew':
      return { text: `${nms(e.characterIds)} withdraw`, clause: e.clause, tone: 'info' };
    case 'cva-becomes-character-combat':
      return { text: `${nm(e.leaderId)} fights on alone against ${nms(e.against)}`, clause: e.clause, tone: 'result' };
    case 'cva-over': {
      const o = e.outcome as { winner?: string | null; reason?: string; rounds?: number } | undefined;
      return {
        text: `Character vs Army combat over${o?.rounds ? ` after ${o.rounds} round${o.rounds === 1 ? '' : 's'}` : ''}: ${str(o?.reason).replace(/-/g, ' ')}`,
        clause: e.clause,
        tone: 'result',
      };
    }
    case 'must-fight':
      return { text: `${nm(e.characterId)} must fight`, clause: e.clause, tone: 'info' };
  }
  return undefined;
}
