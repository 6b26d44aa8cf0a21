import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/core/dice.js';
import { SPECTATOR } from '../../../../src/core/ruleset.js';
import {
  applyBattleAction,
  autoDecide,
  battleActions,
  battleOdds,
  battleToAct,
  battleView,
  createBattle,
  endKey,
  loadBattle,
  playOut,
  type BattleActionInput,
  type BattleState,
  type BattleView,
  type Side,
} from '../../../../src/rulesets/swords-and-sorcery/index.js';
import {
  exactSummary,
  holdChance,
  oddsBattleOf,
  OddsRun,
  outcomeLines,
  runChunked,
  setupFromBattleView,
  startState,
  type Schedule,
} from './odds-logic.js';

const example = (name: string) => {
  const b = loadBattle(name);
  if (!b.ok) throw new Error(b.error.join('; '));
  return b.value;
};
const fresh = (name: string): BattleState => {
  const c = createBattle(example(name).setup);
  if (!c.ok) throw new Error(c.error.message);
  return c.value.state;
};

/** Both sides decide by default until `stop` says so (checked before each decision). */
function advance(state: BattleState, dice: SeededDice, stop: (s: BattleState) => boolean): BattleState {
  let s = state;
  for (let guard = 0; guard < 200 && s.phase !== 'over' && !stop(s); guard++) {
    const side = battleToAct(s)[0]!;
    const r = applyBattleAction(s, side, autoDecide(s, side)!, dice);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  return s;
}

/** A view as the map game sends it to `viewer`: the other side's adjacent stacks removed (VI.A). */
const seatView = (s: BattleState, viewer: Side): BattleView => {
  const v = battleView(s, viewer);
  const other = viewer === 'a' ? 'b' : 'a';
  return { ...v, sides: { ...v.sides, [other]: { ...v.sides[other], reinforcements: [] } } as BattleView['sides'] };
};
/** JSON round trip, as the view reaches the browser. */
const wire = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;

const now = () => 0; // every chunk takes "no time": chunks are cut by maxChunk
const immediate: Schedule = (run) => setTimeout(run, 0);

describe('the odds start from a battle', () => {
  test("a battle not yet fought: the setup from a view gives the same first state as the referee's setup", () => {
    const s = fresh('cavalry-in-the-open');
    const ob = setupFromBattleView(wire(battleView(s, SPECTATOR)), 'both')!;
    expect(ob.fromRound).toBe(1);
    expect(ob.chargedLastRound).toEqual([]);
    const st = startState(ob);
    if (!st.ok) throw new Error(st.error);
    expect(st.state).toEqual(s);
  });

  test("VI.A: only the viewer's own reinforcement candidates are counted, and only when asked, whatever the view holds", () => {
    const s = fresh('cavalry-in-the-open');
    expect(s.sides.b.reinforcements.map((r) => r.id)).toEqual(['hill-camp']);
    // Even a view that holds the other side's adjacent stacks (an open table) gives a's odds without them.
    for (const view of [battleView(s, SPECTATOR), seatView(s, 'a')]) {
      const forA = setupFromBattleView(wire(view), 'a')!;
      expect(forA.setup.b.reinforcements).toEqual([]);
      expect(forA.setup.a.reinforcements).toEqual([]);
    }
    const forB = setupFromBattleView(wire(seatView(s, 'b')), 'b')!;
    expect(forB.setup.b.reinforcements!.map((r) => r.id)).toEqual(['hill-camp']);
    expect(setupFromBattleView(wire(seatView(s, 'b')), 'none')!.setup.b.reinforcements).toEqual([]);
    // Both sides' units and characters are there for either seat: both stand in the hex (VI.A).
    const ids = (v: BattleView) =>
      (['a', 'b'] as const).map((x) => [...v.sides[x].units.map((u) => u.id), ...v.sides[x].characters.map((c) => c.id)]);
    const ob = setupFromBattleView(wire(seatView(s, 'a')), 'a')!;
    expect([ob.setup.a, ob.setup.b].map((x) => [...x.units.map((u) => u.id), ...(x.characters ?? []).map((c) => c.id)])).toEqual(
      ids(battleView(s, SPECTATOR)),
    );
  });

  test('III.D.1.a, III.D.5.a(1): after a round, the cavalry that charged may not charge again and the ford no longer halves', () => {
    const dice = SeededDice.fromSeed(4);
    const s0 = fresh('cavalry-in-the-open');
    // Round 1 fought with the default declarations (the horse charge); now both choose to stay or withdraw.
    const after = advance(s0, dice, (s) => s.phase === 'after-round');
    expect(after.phase).toBe('after-round');
    const charged = after.sides.a.units.filter((u) => u.chargedLastRound).map((u) => u.id);
    expect(charged.length).toBeGreaterThan(0);
    const ob = setupFromBattleView(wire(seatView(after, 'a')), 'none')!;
    expect(ob.fromRound).toBe(2);
    expect(ob.chargedLastRound).toEqual(charged);
    expect(ob.setup.a.units.every((u) => !u.crossedStream)).toBe(true);
    expect(ob.setup.options?.roundLimit).toBe(99);
    const st = startState(ob);
    if (!st.ok) throw new Error(st.error);
    const may = battleActions(st.state, 'a');
    expect(may?.kind).toBe('declare');
    if (may?.kind === 'declare') for (const id of charged) expect(may.mayCharge).not.toContain(id);
    // The units as they stand: the losses and Demoralization of round 1 are kept.
    expect(st.state.sides.b.units.map((u) => [u.id, u.demoralized])).toEqual(after.sides.b.units.map((u) => [u.id, u.demoralized]));
    expect(st.state.sides.a.units.map((u) => [u.id, u.demoralized])).toEqual(after.sides.a.units.map((u) => [u.id, u.demoralized]));
  });

  test('a battle in progress goes on from the setup exactly as it goes on in the engine (same dice, same end)', () => {
    let compared = 0;
    for (const name of ['cavalry-in-the-open', 'dwarrows-in-the-mountains']) {
      for (let seed = 1; seed <= 12; seed++) {
        const dice = SeededDice.fromSeed(seed);
        // Into round 2 or 3's declarations (or wherever the battle stands by then).
        const mid = advance(fresh(name), dice, (s) => s.phase === 'declare' && s.round >= 2 + (seed % 2));
        if (mid.phase === 'over') continue;
        const st = startState(setupFromBattleView(wire(battleView(mid, SPECTATOR)), 'both')!);
        if (!st.ok) throw new Error(st.error);
        const real = playOut(mid, SeededDice.fromSeed(100 + seed));
        const odds = playOut(st.state, SeededDice.fromSeed(100 + seed));
        const what = `${name}, seed ${seed}, from round ${mid.round}`;
        expect(endKey(odds), what).toBe(endKey(real));
        expect(odds.outcome!.rounds + mid.round - 1, what).toBe(real.outcome!.rounds);
        for (const side of ['a', 'b'] as const)
          expect(
            odds.sides[side].units.map((u) => u.id),
            what,
          ).toEqual(real.sides[side].units.map((u) => u.id));
        compared++;
      }
    }
    expect(compared).toBeGreaterThanOrEqual(12);
  });

  test("III.D.7.a: a withdrawal already declared is carried, renumbered to the odds' rounds", () => {
    const dice = SeededDice.fromSeed(2);
    let s = advance(fresh('dwarrows-in-the-mountains'), dice, (x) => x.phase === 'after-round');
    expect(s.phase).toBe('after-round');
    const choices: [Side, BattleActionInput][] = [
      ['a', { type: 'stay', reinforce: [] }],
      ['b', { type: 'withdraw', rearGuard: [s.sides.b.units[0]!.id] }],
    ];
    for (const [side, action] of choices) {
      const r = applyBattleAction(s, side, action, dice);
      if (!r.ok) throw new Error(r.error.message);
      s = r.value.state;
    }
    expect(s.phase).toBe('declare');
    expect(s.round).toBe(2);
    const ob = setupFromBattleView(wire(seatView(s, 'a')), 'none')!;
    expect(ob.withdrawal.b).toEqual({ declaredAfterRound: 0, rearGuard: [s.sides.b.units[0]!.id] });
    const st = startState(ob);
    if (!st.ok) throw new Error(st.error);
    const end = playOut(st.state, SeededDice.fromSeed(9));
    // Side b fights one more round with its rear guard and leaves (or is destroyed first).
    expect(end.outcome!.rounds).toBe(1);
    expect(['b-withdrew', 'a-holds', 'both-gone']).toContain(endKey(end));
  });

  test("an over battle has no odds; a side with no units gives the engine's reason", () => {
    const over = { ...battleView(fresh('dwarrows-in-the-mountains'), SPECTATOR), phase: 'over' as const };
    expect(setupFromBattleView(over)).toBeNull();
    expect(oddsBattleOf({ kind: 'view', battle: over, reinforcements: 'none' })).toEqual({ ok: false, error: 'The battle is over.' });
    const v = battleView(fresh('dwarrows-in-the-mountains'), SPECTATOR);
    const empty = { ...v, sides: { ...v.sides, b: { ...v.sides.b, units: [] } } };
    const r = oddsBattleOf({ kind: 'view', battle: empty, reinforcements: 'none' });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/side b has no army units/);
  });
});

describe('the Monte Carlo in chunks', () => {
  test('chunks of any size give exactly the numbers of one battleOdds run with the same seed', async () => {
    for (const name of ['dwarrows-in-the-mountains', 'cavalry-in-the-open']) {
      const { setup } = example(name);
      const whole = battleOdds(setup, { trials: 60, seed: 7 });
      const start = oddsBattleOf({ kind: 'setup', setup });
      if (!start.ok) throw new Error(start.error);
      for (const maxChunk of [1, 7, 60]) {
        const run = new OddsRun(start.state, 7);
        const progress: number[] = [];
        expect(await runChunked(run, 60, { maxChunk, now, schedule: immediate, onProgress: (d) => progress.push(d) })).toBe(true);
        expect(progress.at(-1)).toBe(60);
        expect(progress.length).toBe(Math.ceil(60 / maxChunk));
        expect(run.odds()).toEqual(whole);
      }
    }
  });

  test('more trials later continue the same dice: 40 then 25 more are the 65 of one run', async () => {
    const { setup } = example('cavalry-in-the-open');
    const start = oddsBattleOf({ kind: 'setup', setup });
    if (!start.ok) throw new Error(start.error);
    const run = new OddsRun(start.state, 3);
    await runChunked(run, 40, { maxChunk: 9, now, schedule: immediate });
    expect(run.odds()).toEqual(battleOdds(setup, { trials: 40, seed: 3 }));
    await runChunked(run, 65, { maxChunk: 9, now, schedule: immediate });
    expect(run.trials).toBe(65);
    expect(run.odds()).toEqual(battleOdds(setup, { trials: 65, seed: 3 }));
  });

  test('a chunk stops at its time budget, and a cancelled run stops before its next chunk', async () => {
    const start = oddsBattleOf({ kind: 'setup', setup: example('dwarrows-in-the-mountains').setup });
    if (!start.ok) throw new Error(start.error);
    let t = 0;
    const clock = () => (t += 5); // each reading 5 ms later: a 12 ms budget allows a few trials a chunk
    const run = new OddsRun(start.state, 1);
    const sizes: number[] = [];
    let last = 0;
    await runChunked(run, 20, { budgetMs: 12, now: clock, schedule: immediate, onProgress: (d) => (sizes.push(d - last), (last = d)) });
    expect(Math.max(...sizes)).toBeLessThan(20);
    expect(sizes.reduce((a, b) => a + b, 0)).toBe(20);
    const stopped = new OddsRun(start.state, 1);
    let chunks = 0;
    expect(
      await runChunked(stopped, 50, { maxChunk: 5, now, schedule: immediate, onProgress: () => chunks++, cancelled: () => chunks >= 2 }),
    ).toBe(false);
    expect(stopped.trials).toBe(10);
  });

  test("the words: outcomes with the sides' names, most likely first; the exact round in a few numbers", () => {
    const { setup, names } = example('dwarrows-in-the-mountains');
    const odds = battleOdds(setup, { trials: 200, seed: 1 });
    const lines = outcomeLines(odds.monteCarlo, names);
    expect(lines.length).toBeGreaterThan(0);
    for (let i = 1; i < lines.length; i++) expect(lines[i - 1]!.p).toBeGreaterThanOrEqual(lines[i]!.p);
    expect(lines.every((l) => l.count > 0)).toBe(true);
    expect(lines.map((l) => l.label).join(' ')).toMatch(/Dwarrows of the Iron Hills|Men of Endore/);
    const x = exactSummary(odds.exact);
    expect(x.higher.a + x.higher.b + x.higher.equal).toBeCloseTo(1, 12);
    expect(x.inflicted).toEqual(odds.exact.expectedInflicted);
    const holdA = holdChance(odds.monteCarlo, 'a');
    const aWins = odds.monteCarlo.end.outcomes
      .filter((o) => o.key === 'a-holds' || o.key === 'b-withdrew')
      .reduce((s, o) => s + o.count, 0);
    expect(holdA).toBeCloseTo(aWins / 200, 12);
  });
});
