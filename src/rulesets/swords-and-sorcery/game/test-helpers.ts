/** Small situations for the map game's tests: a little map, forces placed by hand, scripted dice. */
import { ScriptedDice, SeededDice, type Dice } from '../../../core/dice.js';
import type { RuleError } from '../../../core/rule-error.js';
import type { ScenarioSpec } from '../data.js';
import { swordsAndSorcery, type SsAction } from './ruleset.js';
import type { SsEvent } from './rules.js';
import type { SsState } from './state.js';
import { gameContext } from './options.js';

/**
 * Rows of terrain codes (row 01 first); columns 01.. left to right. Even columns sit half a hex lower,
 * so 0202 touches 0101, 0102, 0301, 0302, 0201, 0203.
 */
export const PLAIN = ['c c c c c c', 'c c f c c c', 'c c c c c c', 'c c c c c c'];

export interface Stack {
  readonly hex: string;
  readonly units?: Readonly<Record<string, number>>;
  readonly characters?: readonly string[];
}

export function scenario(
  west: readonly Stack[],
  east: readonly Stack[],
  rows: readonly string[] = PLAIN,
  extra: Partial<ScenarioSpec> = {},
): ScenarioSpec {
  const force = (name: string, stacks: readonly Stack[]) => ({
    name,
    stacks: stacks.map((s) => ({ hex: s.hex, units: { ...(s.units ?? {}) }, ...(s.characters ? { characters: [...s.characters] } : {}) })),
  });
  return {
    id: 'test',
    name: 'Test',
    columns: rows[0]!.split(' ').length,
    rows: rows.length,
    legend: { c: 'clear', f: 'forest', r: 'rough', m: 'mountain', u: 'cultivated', L: 'lake', x: 'blasted', g: 'glacier' },
    map: [...rows],
    forces: { west: force('West', west), east: force('East', east) },
    ...extra,
  };
}

/** A game from a scenario; `dice` serve the setup's stacking check (none needed unless a stack is over its limit). */
export function start(spec: ScenarioSpec, options: Record<string, unknown> = {}, dice: Dice = new ScriptedDice([])): SsState {
  const o = swordsAndSorcery.parseOptions({ scenario: spec, ...options });
  if (!o.ok) throw new Error(o.error.message);
  return swordsAndSorcery.setup(o.value, dice);
}

export function act(
  s: SsState,
  seat: string,
  action: SsAction,
  dice: Dice = SeededDice.fromSeed(1),
): { state: SsState; events: readonly SsEvent[] } {
  const r = swordsAndSorcery.apply(s, seat, action, dice);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} refused: ${r.error.message} [${r.error.clause}]`);
  return r.value;
}

export function refused(s: SsState, seat: string, action: SsAction, dice: Dice = SeededDice.fromSeed(1)): RuleError {
  const r = swordsAndSorcery.apply(s, seat, action, dice);
  if (r.ok) throw new Error(`${JSON.stringify(action)} was accepted`);
  return r.error;
}

/** The ids of `seat`'s pieces on hex `hex` (units first, then characters). */
export const ids = (s: SsState, seat: string, hex: string): string[] =>
  [...s.units, ...s.characters].filter((p) => p.owner === seat && !p.place.complex && hexName(s, p.place.hex) === hex).map((p) => p.id);

export const hexName = (s: SsState, hex: number): string => gameContext(s.options).scenario.map.grid.name(hex);

export const to = (hex: string) => ({ hex });
export const ofType = <T extends SsEvent['type']>(events: readonly SsEvent[], type: T) =>
  events.filter((e) => e.type === type) as (SsEvent & Record<string, unknown>)[];
