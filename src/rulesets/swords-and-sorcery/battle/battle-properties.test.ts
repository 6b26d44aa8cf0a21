/**
 * Property tests over thousands of random battles, played by autoDecide with seeded dice. At every step:
 * no crash (every automatic action is accepted); every event cites a clause; no strength or loss is
 * negative; a unit is never Demoralized while Demoralized — a second result eliminates it (V.C.1);
 * a side's units never grow without reinforcements; every battle ends within its round limit; and a
 * side's secret choice, made while the other's is pending, changes nothing the other side (or a
 * spectator) can see, in the view or in the events.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { SeededDice } from '../../../core/dice.js';
import { SPECTATOR } from '../../../core/ruleset.js';
import { autoDecide } from './auto-decide.js';
import {
  applyBattleAction,
  battleActions,
  battleEventsFor,
  battleToAct,
  battleView,
  createBattle,
  type BattleAction,
  type BattleSetup,
  type BattleState,
} from './battle.js';
import type { BattleEvent } from './events.js';
import { compare, ZERO } from './fraction.js';
import { attackOf, other, SIDES, type BattleUnitInput, type Side } from './types.js';
import { soakSize } from '../../../test-soak.js';

const RUNS = soakSize('BATTLE_PROPERTY_RUNS', { modest: 300, full: 2500 });
const RACES = ['Men', 'Elf', 'Orc', 'Dwarrow'] as const;

const unitArb = (id: string): fc.Arbitrary<BattleUnitInput> =>
  fc
    .record({
      race: fc.constantFrom(...RACES),
      morale: fc.integer({ min: 1, max: 6 }),
      attack: fc.integer({ min: 0, max: 8 }),
      defence: fc.option(fc.integer({ min: 0, max: 8 }), { nil: undefined }),
      halfWhenDemoralized: fc.boolean(),
      terrainMultiplier: fc.integer({ min: 1, max: 4 }),
      cavalry: fc.boolean(),
      archer: fc.boolean(),
      flying: fc.boolean(),
      siegeMachine: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
      demoralized: fc.integer({ min: 0, max: 4 }).map((n) => n === 0),
      crossedStream: fc.boolean(),
      movementAllowance: fc.integer({ min: 0, max: 8 }),
    })
    .map(({ halfWhenDemoralized, ...u }) => ({
      id,
      name: id,
      ...u,
      ...(halfWhenDemoralized ? { demoralizedAttack: Math.floor(u.attack / 2) } : {}),
    }));

const sideArb = (side: Side) =>
  fc
    .record({
      units: fc.integer({ min: 1, max: 5 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => unitArb(`${side}u${i}`)))),
      characters: fc.array(fc.record({ race: fc.constantFrom(...RACES), leadership: fc.integer({ min: 0, max: 5 }) }), { maxLength: 2 }),
      reinforcement: fc.option(
        fc.record({
          units: fc.integer({ min: 1, max: 2 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => unitArb(`${side}r${i}`)))),
          leadership: fc.integer({ min: 0, max: 3 }),
          enemy: fc.integer({ min: 0, max: 3 }),
          friendly: fc.integer({ min: 0, max: 3 }),
        }),
        { nil: undefined },
      ),
    })
    .map(({ units, characters, reinforcement }) => ({
      seat: `seat-${side}`,
      units,
      characters: characters.map((c, i) => ({ id: `${side}c${i}`, name: `${side}c${i}`, fightingStrength: 30, ...c })),
      reinforcements: reinforcement
        ? [
            {
              id: `${side}stack`,
              units: reinforcement.units,
              characters: [{ id: `${side}rl`, name: `${side}rl`, race: 'Men', leadership: reinforcement.leadership, fightingStrength: 20 }],
              leaderId: `${side}rl`,
              enemyHighestMpCost: reinforcement.enemy,
              friendlyHighestMpCost: reinforcement.friendly,
            },
          ]
        : [],
    }));

const setupArb: fc.Arbitrary<BattleSetup> = fc.record({
  a: sideArb('a'),
  b: sideArb('b'),
  circumstances: fc.record({
    clear: fc.boolean(),
    siege: fc.constantFrom('none', 'none', 'sortie', 'assault', 'breach'),
    besieged: fc.constantFrom('a', 'b'),
  }),
  options: fc.record({
    lossRounding: fc.constantFrom('exact', 'down', 'nearest', 'up'),
    leaderRequired: fc.constantFrom('always', 'unless-all-add'),
    specialCheckModifier: fc.constantFrom('none', 'table'),
    moraleLeadership: fc.constantFrom('spread', 'full-on-strongest'),
    siegeMachineRole: fc.constantFrom('declared', 'archer', 'flying'),
    withdrawalDelay: fc.constantFrom(1, 2),
    demoralizations: fc.constantFrom('each', 'once-per-round'),
    demoralizedStrength: fc.constantFrom('same', 'half'),
    roundLimit: fc.integer({ min: 1, max: 30 }),
    reinforcementRetry: fc.boolean(),
  }),
}) as fc.Arbitrary<BattleSetup>;

class Broken extends Error {}
const must = (cond: boolean, what: string): void => {
  if (!cond) throw new Broken(what);
};

/** A different legal choice for the same decision, to compare what the other side sees. */
function alternative(state: BattleState, side: Side, chosen: BattleAction): BattleAction | null {
  if (chosen.type === 'declare') {
    const flipped = Object.fromEntries(
      Object.entries(chosen.siegeRoles).map(([k, v]) => [k, v === 'archer' ? 'flying' : 'archer']),
    ) as typeof chosen.siegeRoles;
    return { ...chosen, charge: [], array: [...chosen.array].reverse(), siegeRoles: flipped };
  }
  const choices = battleActions(state, side);
  if (choices?.kind !== 'after-round') return null;
  if (chosen.type === 'stay')
    return choices.mayWithdraw ? { type: 'withdraw', rearGuard: state.sides[side].units.slice(0, 1).map((u) => u.id) } : null;
  return { type: 'stay', reinforce: [...choices.reinforcementCandidates] };
}

function checkHidden(state: BattleState, side: Side, action: BattleAction, seed: number): void {
  const alt = alternative(state, side, action);
  if (!alt) return;
  const seen = (a: BattleAction) => {
    const r = applyBattleAction(state, side, a, SeededDice.fromSeed(seed));
    must(r.ok, `alternative ${JSON.stringify(a)} refused: ${!r.ok && r.error.message}`);
    if (!r.ok) return [];
    const { state: next, events } = r.value;
    return [other(side), SPECTATOR].map((viewer) =>
      JSON.stringify([battleView(next, viewer as Side), battleEventsFor(next, events, viewer as Side)]),
    );
  };
  const [x, y] = [seen(action), seen(alt)];
  must(JSON.stringify(x) === JSON.stringify(y), `side ${side}'s pending ${action.type} shows through to the other side`);
}

function checkEvents(before: BattleState, after: BattleState, events: readonly BattleEvent[]): void {
  const demoralized = new Map<string, boolean>();
  for (const s of SIDES) for (const u of before.sides[s].units) demoralized.set(u.id, u.demoralized);
  const joined = new Set<Side>();
  for (const e of events) {
    must(typeof e.clause === 'string' && e.clause.length > 0, `event ${e.type} has no clause`);
    switch (e.type) {
      case 'strength':
        must(compare(e.total, ZERO) >= 0, 'negative side strength');
        for (const u of e.units) must(compare(u.modified, ZERO) >= 0 && u.base >= 0, `negative strength of ${u.unitId}`);
        for (const a of e.additions) must(compare(a.added, ZERO) >= 0, 'negative leadership addition');
        break;
      case 'loss-table':
        must(compare(e.a.inflicts, ZERO) >= 0 && compare(e.b.inflicts, ZERO) >= 0, 'negative loss');
        break;
      case 'loss':
        must(e.lossStrength >= 0 && (compare(e.applied, ZERO) > 0 || e.lossStrength === 0), 'a loss event without loss');
        break;
      case 'demoralized':
        must(demoralized.get(e.unitId) === false, `${e.unitId} Demoralized while already Demoralized (V.C.1 should eliminate it)`);
        demoralized.set(e.unitId, true);
        break;
      case 'no-further-effect':
        must(
          before.options.demoralizations === 'once-per-round' && demoralized.get(e.unitId) === true,
          'no-further-effect outside SSV-A28',
        );
        break;
      case 'eliminated':
        if (e.clause === 'V.C.1') must(demoralized.get(e.unitId) === true, `${e.unitId} eliminated by V.C.1 without being Demoralized`);
        demoralized.delete(e.unitId);
        break;
      case 'reinforcements-joined':
        joined.add(e.side);
        break;
    }
  }
  for (const s of SIDES) {
    for (const u of after.sides[s].units)
      if (demoralized.has(u.id)) must(demoralized.get(u.id) === u.demoralized, `${u.id}'s Demoralization differs from its events`);
    if (joined.has(s)) continue;
    const old = new Set(before.sides[s].units.map((u) => u.id));
    must(
      after.sides[s].units.every((u) => old.has(u.id)),
      `side ${s} gained units without reinforcement`,
    );
    const total = (st: BattleState) => st.sides[s].units.reduce((n, u) => n + attackOf(u, st.options.demoralizedStrength), 0);
    must(total(after) <= total(before), `side ${s}'s strength grew without reinforcement`);
  }
}

function playBattle(setup: BattleSetup, seed: number): BattleState {
  const created = createBattle(setup);
  must(created.ok, `setup refused: ${!created.ok && created.error.message}`);
  if (!created.ok) throw new Broken('unreachable');
  let state = created.value.state;
  const dice = SeededDice.fromSeed(seed);
  const limit = state.options.roundLimit;
  for (let step = 0; state.phase !== 'over'; step++) {
    must(step < 10 * limit + 10, 'too many steps');
    const pending = battleToAct(state);
    must(pending.length > 0, 'nobody to act in a running battle');
    const side = pending[0]!;
    const action = autoDecide(state, side);
    must(action !== null, `autoDecide has nothing for a pending side ${side}`);
    if (pending.length === 2) checkHidden(state, side, action!, seed + step);
    const r = applyBattleAction(state, side, action!, dice);
    must(r.ok, `autoDecide's ${JSON.stringify(action)} refused: ${!r.ok && `${r.error.code} ${r.error.message}`}`);
    if (!r.ok) break;
    checkEvents(state, r.value.state, r.value.events);
    state = r.value.state;
    must(state.round <= limit + 1, 'round beyond the limit');
  }
  const o = state.outcome!;
  must(o.rounds <= limit, `ended after ${o.rounds} rounds, limit ${limit}`);
  if (o.winner)
    must(
      state.sides[o.winner].units.length > 0 && state.sides[other(o.winner)].units.length === 0,
      'the winner does not hold the hex alone',
    );
  return state;
}

test(`III.D, V.C.1, III.D.2.b(2): ${RUNS} random battles run by autoDecide keep every property`, () => {
  const endings = new Map<string, number>();
  fc.assert(
    fc.property(setupArb, fc.integer(), (setup, seed) => {
      const state = playBattle(setup, seed);
      const key = `${state.outcome!.a}/${state.outcome!.b}`;
      endings.set(key, (endings.get(key) ?? 0) + 1);
    }),
    { numRuns: RUNS, seed: 20240531 },
  );
  // The generator reaches the interesting endings.
  expect([...endings.keys()].some((k) => k.includes('withdrew'))).toBe(true);
  expect([...endings.keys()].some((k) => k.includes('eliminated'))).toBe(true);
});
