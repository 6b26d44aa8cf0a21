/**
 * moveTargets / groupMoves: the steps a client draws come from the seat's view and agree with what the
 * referee does when each is sent (II, SSV-A45), and they hide nothing the view hides (VI.A).
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../core/dice.js';
import { Match } from '../../../core/match.js';
import { swordsAndSorcery, type SsAction } from './ruleset.js';
import { adjacentPlaces, allowance, placeOf, refOf, samePlace, type SsState } from './state.js';
import { gameContext } from './options.js';
import { groupMoves, groupReach, moveTargets, type StepTarget } from './targets.js';
import { act, scenario, start } from './test-helpers.js';

const men = (n: number) => ({ 'men-at-arms': n });
const orcs = (n: number) => ({ 'orc-warband': n });
const key = (p: { hex: string; complex?: boolean }) => (p.complex ? `${p.hex}c` : p.hex);

/** Sends `action` and checks the pieces end where the target says, having paid what it says. */
function checkApplied(s: SsState, seat: string, target: StepTarget, pieces: readonly string[], seed: number): void {
  const group = groupMoves([target], target.from, pieces);
  expect(group, `${pieces.join(',')} to ${key(target.to)}`).toHaveLength(1);
  const g = group[0]!;
  expect(g.path).toEqual([target.from, target.to]);
  const r = swordsAndSorcery.apply(s, seat, g.action as SsAction, SeededDice.fromSeed(seed));
  if (!r.ok) throw new Error(`${JSON.stringify(g.action)} refused: ${r.error.message}`);
  const map = gameContext(s.options).scenario.map;
  const to = placeOf(map, g.to)!;
  const short = new Set(r.value.events.filter((e) => e.type === 'step-failed').map((e) => (e as unknown as { piece: string }).piece));
  for (const step of g.pieces) {
    const after = [...r.value.state.units, ...r.value.state.characters].find((p) => p.id === step.id)!;
    const before = [...s.units, ...s.characters].find((p) => p.id === step.id)!;
    if (short.has(step.id)) {
      expect(step.dice).toBeGreaterThan(0);
      expect(samePlace(after.place, before.place)).toBe(true);
      continue;
    }
    expect(samePlace(after.place, to), `${step.id} ends in ${key(g.to)}`).toBe(true);
    expect(step.left).toBe(allowance(s, before) - before.mp);
    if (step.wholeAllowance) expect(after.done).toBe(true);
    else if (step.dice === 0 && !after.done) expect(after.mp).toBe(before.mp + step.mp);
    else if (step.dice === 0) expect(step.leftAfter).toBe(step.left - step.mp);
    if (g.enemy) expect(after.done).toBe(true);
  }
}

describe('moveTargets: the steps a seat may take, from its own view', () => {
  test('II, SSV-A45: in random games every shown group move (all able pieces, and each alone) ends where and costs what it says', () => {
    for (const reconnaissance of ['open', 'count'] as const) {
      const created = Match.create(swordsAndSorcery, { reconnaissance }, 41);
      if (!created.ok) throw new Error(created.error.message);
      const m = created.value;
      const dice = SeededDice.fromSeed(77);
      let checked = 0;
      for (let n = 0; n < 240 && !m.outcome(); n++) {
        const seat = m.toAct()[0]!;
        const s = m.state as SsState;
        const legal = m.legalActions(seat);
        const targets = moveTargets(swordsAndSorcery.view(s, seat));
        if (!s.pending && n % 12 === 0) {
          expect(targets.length).toBeGreaterThan(0);
          for (const t of targets) {
            const able = t.pieces.filter((p) => p.ok).map((p) => p.id);
            if (able.length) checkApplied(s, seat, t, able, n);
            for (const id of able.slice(0, 2)) checkApplied(s, seat, t, [id], n);
            checked++;
          }
          // Every listed move is shown: its pieces may all take that step.
          for (const a of legal) {
            if (a.type !== 'move') continue;
            const from = refOf(gameContext(s.options).scenario.map, [...s.units, ...s.characters].find((p) => p.id === a.pieces[0])!.place);
            const shown = groupMoves(targets, from, a.pieces).some((g) => key(g.to) === key(a.to));
            if (reconnaissance === 'open') expect(shown, JSON.stringify(a)).toBe(true);
          }
          if (reconnaissance === 'open') {
            // Under open reconnaissance a refused piece is refused by the referee too.
            for (const t of targets) {
              for (const p of t.pieces.filter((x) => !x.ok)) {
                expect(
                  swordsAndSorcery.apply(s, seat, { type: 'move', pieces: [p.id], to: t.to }, SeededDice.fromSeed(1)).ok,
                  `${p.id} to ${key(t.to)}`,
                ).toBe(false);
              }
            }
          }
        } else if (s.pending) expect(targets).toEqual([]);
        const r = m.act(seat, legal[dice.roll(legal.length) - 1]);
        if (!r.ok) throw new Error(r.error.message);
      }
      expect(checked).toBeGreaterThan(20);
    }
  });

  test('every adjacent place of a stack is listed once, each piece with its cost or its refusal', () => {
    const s = start(scenario([{ hex: '0303', units: men(2), characters: ['coron'] }], [{ hex: '0604', units: orcs(1) }]));
    const t = moveTargets(swordsAndSorcery.view(s, 'west'));
    const map = gameContext(s.options).scenario.map;
    expect(t.map((x) => key(x.to)).sort()).toEqual(
      adjacentPlaces(map, placeOf(map, { hex: '0303' })!)
        .map((p) => key(refOf(map, p)))
        .sort(),
    );
    const forest = t.find((x) => x.to.hex === '0302')!;
    expect(forest.pieces).toHaveLength(3);
    expect(forest.pieces.every((p) => p.ok)).toBe(true);
    const unit = forest.pieces.find((p) => p.id === 'west-1')!;
    expect(unit.ok && unit.parts.length).toBeGreaterThan(0);
    // Three pieces may go together, or any two of them, or one alone.
    expect(groupMoves(t, { hex: '0303' }, ['west-1', 'coron']).map((g) => key(g.to))).toContain('0302');
    expect(groupMoves(t, { hex: '0303' }, ['west-1', 'west-2', 'coron']).find((g) => key(g.to) === '0302')!.action).toEqual({
      type: 'move',
      pieces: ['west-1', 'west-2', 'coron'],
      to: { hex: '0302' },
    });
    expect(moveTargets(swordsAndSorcery.view(s, 'east'))).toEqual([]);
  });

  test('the Dragon complex is one step from its mountain hex and from nothing else (II.B)', () => {
    const options = swordsAndSorcery.parseOptions({});
    if (!options.ok) throw new Error(options.error.message);
    const ctx = gameContext(options.value);
    const map = ctx.scenario.map;
    const keys = (hex: string, complex = false) => adjacentPlaces(map, placeOf(map, { hex, complex })!).map((p) => key(refOf(map, p)));
    expect(keys('1703')).toContain('1703c');
    expect(keys('1703', true)).toEqual(['1703']);
    expect(keys('0303')).not.toContain('0303c');
  });

  test('VI.A: a hidden stack counts as holding units whatever it holds, so the steps do not tell', () => {
    const withUnits = start(scenario([{ hex: '0303', units: men(2) }], [{ hex: '0304', units: orcs(1), characters: ['krawn'] }]));
    const charactersOnly = start(scenario([{ hex: '0303', units: men(2) }], [{ hex: '0304', characters: ['krawn'] }]));
    for (const s of [withUnits, charactersOnly]) s.units.find((u) => u.id === 'west-1')!.demoralized = true;
    const a = moveTargets(swordsAndSorcery.view(withUnits, 'west'));
    const b = moveTargets(swordsAndSorcery.view(charactersOnly, 'west'));
    expect(a).toEqual(b);
    const into = a.find((x) => x.to.hex === '0304')!;
    expect(into.enemy).toBe(true);
    // V.E: the demoralized unit may not go where the hidden stack is, nor beside it.
    expect(into.pieces.find((p) => p.id === 'west-1')!.ok).toBe(false);
    expect(into.pieces.find((p) => p.id === 'west-2')!.ok).toBe(true);
    // What is shown, the referee accepts, and the stack halts there (III.C).
    const moved = act(withUnits, 'west', groupMoves(a, { hex: '0303' }, ['west-2']).find((g) => g.to.hex === '0304')!.action as SsAction);
    expect(moved.state.units.find((u) => u.id === 'west-2')!.done).toBe(true);
  });
});

describe('groupReach: every place a group may reach by steps, from its own view', () => {
  test('II, SSV-A45: at the opening each stack reaches beyond the next hex; each path, sent step by step, is accepted and ends where it says', () => {
    for (const reconnaissance of ['open', 'count'] as const) {
      const created = Match.create(swordsAndSorcery, { reconnaissance }, 41);
      if (!created.ok) throw new Error(created.error.message);
      const s0 = created.value.state as SsState;
      const seat = created.value.toAct()[0]!;
      const view = swordsAndSorcery.view(s0, seat);
      const froms = new Map(view.pieces.filter((p) => p.owner === seat && !p.done).map((p) => [key(p.place), p.place]));
      let far = 0;
      let checked = 0;
      for (const from of froms.values()) {
        const ids = view.pieces.filter((p) => p.owner === seat && !p.done && key(p.place) === key(from)).map((p) => p.id);
        const paths = groupReach(view, from, ids);
        // Every place one step away is reached (perhaps more cheaply round about), and each one-step path is a step groupMoves gives.
        const near = groupMoves(moveTargets(view), from, ids).map((g) => key(g.to));
        const reached = new Set(paths.map((p) => key(p.to)));
        for (const k of near) expect(reached.has(k), k).toBe(true);
        for (const p of paths.filter((x) => x.steps.length === 1)) expect(near).toContain(key(p.to));
        for (const p of paths) {
          expect(p.path).toHaveLength(p.steps.length + 1);
          expect(key(p.path[0]!)).toBe(key(from));
          if (p.steps.length > 1) far++;
          if (checked++ % 5 !== 0) continue;
          let s = s0;
          for (const step of p.steps) {
            const r = swordsAndSorcery.apply(s, seat, step as SsAction, SeededDice.fromSeed(checked));
            if (!r.ok) throw new Error(`${JSON.stringify(step)} on the way to ${key(p.to)} refused: ${r.error.message}`);
            s = r.value.state;
            // An enemy reaction or a short die roll (SSV-A54) may stop the group; the page stops there too.
            if (s.pending || r.value.events.some((e) => e.type === 'step-failed')) break;
          }
        }
      }
      expect(far).toBeGreaterThan(0);
    }
  });
});
