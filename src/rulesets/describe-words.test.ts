/**
 * Issue 28.5, words never internals: every event and decision of every system, as its describer words
 * it for the web log and the CLI, reads as the rulebook would say it. Random games with fixed seeds for
 * each system's engines (those that start with their default options) give the events; each type seen
 * is worded for every seat (with its view) and for a spectator, and each decision pending is worded
 * too. A line fails on a raw id (west-26), a field name (unitId, lossStrength), null, undefined, NaN or
 * [object Object]; at least a given number of event types must be seen for each system.
 */
import { describe, expect, test } from 'vitest';
import { Match } from '../core/match.js';
import { listSystems } from '../core/registry.js';
import type { AnyRuleset, GameEvent } from '../core/ruleset.js';
import './index.js';

/** What no line a player reads may hold. */
const INTERNALS: readonly [string, RegExp][] = [
  ['undefined', /\bundefined\b/],
  ['null', /\bnull\b/],
  ['NaN', /\bNaN\b/],
  ['an object', /\[object \w+\]/],
  ['a field name', /\b[a-z]+[A-Z][A-Za-z]*\b/],
  ['a raw id', /\b[a-z]+-\d+\b/],
];

function internalsIn(text: string): string[] {
  return INTERNALS.filter(([, re]) => re.test(text)).map(([what]) => `${what} in "${text}"`);
}

/** A small fixed generator, so each game is the same every run. */
function picker(seed: number): (n: number) => number {
  let s = seed >>> 0 || 1;
  return (n) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

interface Seen {
  readonly events: Map<string, string[]>;
  readonly decisions: Set<string>;
}

/** Plays `steps` random legal actions of a match from `seed`, wording every event and decision on the way. */
function wordGame(
  ruleset: AnyRuleset,
  describer: ReturnType<typeof listSystems>[number]['describe'],
  seed: number,
  steps: number,
  seen: Seen,
): void {
  const created = Match.create(ruleset, {}, seed);
  if (!created.ok) return;
  const match = created.value;
  const pick = picker(seed);
  const word = (e: GameEvent, viewer: string | null, view: unknown) => {
    const l = describer.event(e, { viewer, view });
    if (!l) return;
    const lines = seen.events.get(e.type) ?? [];
    if (lines.length < 40) lines.push(l.text);
    seen.events.set(e.type, lines);
  };
  const counted = new Map<string, number>(ruleset.seats.map((s) => [s, 0]));
  let all = 0;
  for (let i = 0; i <= steps; i++) {
    const everything = match.events();
    // Views are dear: each seat's is taken only when something new happened.
    if (everything.length > all || i === 0) {
      for (const seat of ruleset.seats) {
        const events = match.events(seat);
        const view = match.view(seat);
        for (const e of events.slice(counted.get(seat))) word(e, seat, view);
        counted.set(seat, events.length);
        seen.decisions.add(describer.decision(ruleset.id, view));
      }
      const view = match.view(ruleset.seats[0]!);
      for (const e of everything.slice(all)) word(e, null, view);
      all = everything.length;
    }
    if (match.outcome() || i === steps) break;
    const seat = match.toAct()[0];
    if (!seat) break;
    const legal = match.legalActions(seat);
    if (!legal.length) break;
    const r = match.act(seat, legal[pick(legal.length)]);
    if (!r.ok) throw new Error(`${ruleset.id}: a legal action was refused: ${r.error.message}`);
  }
}

/** Event types each system's random games must show at least (measured: 6, 19, 20, 18 and 27 types; the games are fixed, so fewer means a type lost its events or its words). */
const MINIMUM_TYPES: Readonly<Record<string, number>> = {
  'swords-and-wizardry': 6,
  'swords-and-sorcery': 15,
  sauron: 16,
  'sword-and-spear': 15,
  'sword-and-swarm': 22,
};

describe('issue 28.5: every event and decision in words, never internals', () => {
  for (const system of listSystems()) {
    test(`${system.id}: random games with fixed seeds, every event type and decision worded`, () => {
      const seen: Seen = { events: new Map(), decisions: new Set() };
      for (const ruleset of system.rulesets) for (const seed of [1, 2]) wordGame(ruleset, system.describe, seed, 200, seen);
      const bad = [
        ...[...seen.events.entries()].flatMap(([type, lines]) => lines.flatMap((l) => internalsIn(l).map((x) => `${type}: ${x}`))),
        ...[...seen.decisions].flatMap((d) => internalsIn(d).map((x) => `decision: ${x}`)),
      ];
      expect([...new Set(bad)].slice(0, 30)).toEqual([]);
      expect(seen.events.size, [...seen.events.keys()].join(', ')).toBeGreaterThanOrEqual(MINIMUM_TYPES[system.id] ?? 1);
      expect(seen.decisions.size).toBeGreaterThan(0);
    });
  }

  test('the check itself: the line issue 28 found fails, the rulebook words pass', () => {
    expect(internalsIn('cva-loss: round 1, unitId west-26, lossStrength 60')).toHaveLength(2);
    expect(internalsIn('The party wounds the Elf Spears: 60 strength lost (round 1)')).toEqual([]);
  });
});
