/**
 * Pure helpers of the refereed battle's screens (the `swords-and-sorcery-battle` ruleset: one battle
 * of the strategic variant without a map, set up from a battle spec). The battle itself is drawn with
 * the map game's battle components (../swords-and-sorcery/Battle.tsx), which read the map game's
 * battle actions `{ type: 'battle', decision }`: `asMapActions` and `fromMapAction` translate.
 *
 *   const legal = asMapActions(snapshot.legal);  // the map game's forms read these
 *   fromMapAction(legal[0])                      // the referee ruleset's own action again
 *   specFromText('{ "name": ... }')              // { ok: true, value } or the JSON error with its line
 */
import type { GameEvent, Outcome, Seat } from '../../../../../src/core/ruleset.js';
import {
  BATTLE_EXAMPLES,
  battleNameIndex,
  counterCode,
  DEFAULT_BATTLE_EXAMPLE,
  loadBattle,
  parseBattleSpec,
  refereeDecision,
  TABLES,
  unitLabel,
  type BattleAction,
  type BattleOutcome,
  type BattleSpec,
  type RefereeView,
} from '../../../../../src/rulesets/swords-and-sorcery/index.js';
import type { SsAction } from '../logic.js';

export type { BattleAction, BattleSpec, RefereeView };
export type Side = 'a' | 'b';
/** Pieces named as the view gives them, in the ruleset's words. */
export { battleNameIndex as nameIndex, unitLabel };

export const SEATS = ['a', 'b'] as const;
export const SEAT_COLOR: Readonly<Record<string, string>> = { a: '#2c5d9f', b: '#a3392a' };
export const seatName = (seat: string): string => (seat === 'a' || seat === 'b' ? `Side ${seat}` : seat);
const isSide = (s: string | null | undefined): s is Side => s === 'a' || s === 'b';

// ---------------------------------------------------------------------------------------------------
// Actions: the referee's BattleAction <-> the map game's { type: 'battle', decision }

export const asMapActions = (legal: readonly BattleAction[]): SsAction[] =>
  legal.map((decision) => ({ type: 'battle', decision: { ...decision } }));

export const fromMapAction = (a: SsAction): BattleAction | null => (a.type === 'battle' ? (a.decision as BattleAction) : null);

// ---------------------------------------------------------------------------------------------------
// Names, whose decision, the outcome

/** The counter code of a unit of a type of data/units.json ('4d4'); '' for a custom unit. */
export function codeOf(id: string): string {
  const t = TABLES.units.get(id.replace(/-\d+$/, ''));
  return t ? counterCode(t) : '';
}

/** Whose decision the view says is pending: the sides that have not decided, until the battle is over. */
export function toActOf(view: RefereeView): Seat[] {
  if (view.phase === 'over' || view.outcome) return [];
  return SEATS.filter((s) => !view.sides[s].decided);
}

/** A side as players know it: its name from the spec. */
export const sideName = (view: Pick<RefereeView, 'names'>, seat: Seat): string =>
  isSide(seat) ? (view.names[seat] ?? seatName(seat)) : seat;

/** The outcome's reason in words with the sides' names (the ruleset's outcomeReason, read from the view). */
export function outcomeReason(view: Pick<RefereeView, 'names' | 'outcome'>): string {
  const o: BattleOutcome | null = view.outcome;
  if (!o) return '';
  const rounds = `${o.rounds} round${o.rounds === 1 ? '' : 's'}`;
  const fate = (s: Side) => `${view.names[s]} ${o[s]}`;
  if (o.winner) return `${view.names[o.winner]} hold the battle hex after ${rounds}; ${fate(o.winner === 'a' ? 'b' : 'a')}`;
  if (o.a === 'undecided') return `undecided after ${rounds}: both sides are still in the hex`;
  return `no units remain in the battle hex after ${rounds}: ${fate('a')}, ${fate('b')}`;
}

export const outcomeOf = (view: RefereeView): Outcome | null =>
  view.outcome ? { winner: view.outcome.winner, reason: outcomeReason(view), clause: view.outcome.clause } : null;

export const summaryOf = refereeDecision;

/**
 * The events with the battle's start in front when the list has none (the referee ruleset's setup makes
 * no event), so the map game's roundReport finds the battle.
 */
export function withStart(events: readonly GameEvent[], view: Pick<RefereeView, 'circumstances'>): GameEvent[] {
  if (events.some((e) => e.type === 'battle-started')) return [...events];
  const start = { type: 'battle-started', clause: 'III.C', circumstances: view.circumstances, seats: { a: 'a', b: 'b' } } as GameEvent;
  return [start, ...events];
}

/** The all-seeing view of a replay: each side as its own seat sees it (its secret decision included). */
export function mergeViews(views: Readonly<Record<string, RefereeView>>): RefereeView {
  const base = views.a ?? views.b!;
  const sideOf = (s: Side) => (views[s] ?? base).sides[s];
  return { ...base, sides: { a: sideOf('a'), b: sideOf('b') } };
}

// ---------------------------------------------------------------------------------------------------
// Battle specs on the home page

export interface Example {
  readonly id: string;
  readonly spec: BattleSpec;
  /** The file as written (data/battles/<id>.json), to start editing from. */
  readonly text: string;
}

const RAW: Record<string, string> = import.meta.glob('../../../../../src/rulesets/swords-and-sorcery/data/battles/*.json', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The bundled examples, the default first. */
export const EXAMPLES: readonly Example[] = Object.entries(BATTLE_EXAMPLES)
  .sort(([a], [b]) => Number(b === DEFAULT_BATTLE_EXAMPLE) - Number(a === DEFAULT_BATTLE_EXAMPLE))
  .map(([id, spec]) => ({
    id,
    spec,
    text: Object.entries(RAW).find(([path]) => path.endsWith(`/${id}.json`))?.[1] ?? `${JSON.stringify(spec, null, 2)}\n`,
  }));

/**
 * Where JSON text first goes wrong, as an offset (JSON.parse's messages do not always say): a small
 * recursive descent over the grammar of RFC 8259. -1 when it is well formed.
 */
const NUMBER = /-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/y;

export function jsonErrorOffset(text: string): number {
  let i = 0;
  const ws = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i]!)) i++;
  };
  const fail = (): never => {
    throw i;
  };
  const literal = (word: string) => {
    for (const ch of word) {
      if (text[i] !== ch) fail();
      i++;
    }
  };
  const string = () => {
    if (text[i] !== '"') fail();
    i++;
    while (i < text.length && text[i] !== '"') {
      const ch = text[i]!;
      if (ch < ' ') fail();
      if (ch === '\\') {
        i++;
        if (text[i] === 'u') {
          if (!/^[0-9a-fA-F]{4}$/.test(text.slice(i + 1, i + 5))) fail();
          i += 4;
        } else if (!'"\\/bfnrt'.includes(text[i] ?? 'x')) fail();
      }
      i++;
    }
    if (text[i] !== '"') fail();
    i++;
  };
  const value = (): void => {
    ws();
    const ch = text[i];
    if (ch === '{') {
      i++;
      ws();
      if (text[i] === '}') return void i++;
      for (;;) {
        ws();
        string();
        ws();
        if (text[i] !== ':') fail();
        i++;
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === '}') return void i++;
        else fail();
      }
    }
    if (ch === '[') {
      i++;
      ws();
      if (text[i] === ']') return void i++;
      for (;;) {
        value();
        ws();
        if (text[i] === ',') i++;
        else if (text[i] === ']') return void i++;
        else fail();
      }
    }
    if (ch === '"') return string();
    if (ch === 't') return literal('true');
    if (ch === 'f') return literal('false');
    if (ch === 'n') return literal('null');
    NUMBER.lastIndex = i;
    const m = NUMBER.exec(text);
    if (!m) fail();
    i += m![0].length;
  };
  try {
    value();
    ws();
    if (i < text.length) fail();
    return -1;
  } catch (at) {
    if (typeof at === 'number') return at;
    throw at;
  }
}

/** "line 3, column 14" of an offset. */
function lineColumn(text: string, offset: number): string {
  const before = text.slice(0, offset);
  return `line ${before.split('\n').length}, column ${before.length - before.lastIndexOf('\n')}`;
}

/** The JSON of a textarea, or why it is not JSON (with the line and column). */
export function specFromText(text: string): { ok: true; value: unknown } | { ok: false; error: string } {
  if (!text.trim()) return { ok: false, error: 'The battle is empty: paste or write a battle spec (JSON).' };
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    const at = jsonErrorOffset(text);
    return { ok: false, error: `Not valid JSON${at >= 0 ? ` at ${lineColumn(text, Math.min(at, text.length))}` : ''}: ${message}` };
  }
}

/**
 * The problems the server will find in a spec, checked here with the same code as a hint while typing
 * (loadBattle: zod, then the tables); empty when it will be accepted. The server checks it again.
 */
export function specProblems(value: unknown): string[] {
  if (typeof value === 'string') return [];
  const r = loadBattle(value);
  return r.ok ? [] : r.error;
}

/** One line about a spec: "Mountain: Dwarrows of the Iron Hills (4 units, 1 character) against Men of Endore (8 units, 1 character)". */
export function specLine(spec: BattleSpec): string {
  const count = (n: number, what: string) => `${n} ${what}${n === 1 ? '' : 's'}`;
  const side = (s: BattleSpec['a']) => {
    const units = Object.values(s.units).reduce((a, b) => a + b, 0) + s.custom.reduce((a, c) => a + c.count, 0);
    return `${s.name} (${count(units, 'unit')}${s.characters.length ? `, ${count(s.characters.length, 'character')}` : ''})`;
  };
  const terrain = TABLES.terrain.get(spec.terrain)?.name ?? spec.terrain;
  const fort = spec.fortification ? `, ${TABLES.fortifications.get(spec.fortification)?.name ?? spec.fortification}` : '';
  const siege = spec.siege !== 'none' ? ` (${spec.siege})` : '';
  return `${terrain}${fort}${siege}: ${side(spec.a)} against ${side(spec.b)}`;
}

/** The spec a game was created with (the server sends its options), or null. */
export function specOf(options: Readonly<Record<string, unknown>> | null | undefined): BattleSpec | null {
  const battle = options?.battle;
  if (battle === undefined || battle === null) return null;
  if (typeof battle === 'string') return BATTLE_EXAMPLES[battle] ?? null;
  const parsed = parseBattleSpec(battle);
  return parsed.ok ? parsed.value : null;
}
