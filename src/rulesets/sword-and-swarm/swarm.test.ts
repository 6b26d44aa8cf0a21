/** Non-Player Characters (the Swarm, SWS-A3), leaders' orders (SWS-A18), and the rest of SWS-A2: the leader's half-strength test and fleeing moves. */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { act, gap, halfStrength } from './actions.js';
import { loseStar } from './attack.js';
import { TABLES } from './data.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { swarmModel, SWARM } from './state.js';
import { contactPoint, swarmActs, swarmToAct } from './swarm.js';
import { ch, find, skirmish } from './test-helpers.js';
import { apply, startEncounter, toAct, type Encounter } from './turn.js';

const swarmling = (id: string, at: { x: number; y: number }) => swarmModel(TABLES.swarm.get('swarmling')!, id, at);
const spitter = (id: string, at: { x: number; y: number }) => swarmModel(TABLES.swarm.get('spitter')!, id, at);
const none = new ScriptedDice([]);

describe('Non-Player Characters (SWS-A3): the Swarm', () => {
  test('Swarm models have no Star: any Impact past Shield removes them, with no injury roll and no loot', () => {
    const s = swarmling('s1', { x: 10, y: 10 });
    const r = loseStar(s, 1, none, o, 1, 1);
    expect(r.character.status).toBe('dead');
    expect(r.events).toEqual([{ type: 'swarm-removed', clause: 'SWS-A3', character: 's1', impact: 1 }]);
    expect(r.nextLoot).toBe(1);
  });
  test('the model nearest to a character acts; it strikes the nearest character within 1"', () => {
    const s = skirmish([ch('brannoc', 'A', { x: 10, y: 10 }), swarmling('near', { x: 10, y: 11.5 }), swarmling('far', { x: 30, y: 30 })]);
    expect(swarmToAct(s, [], o)!.id).toBe('near');
    expect(swarmToAct(s, ['near'], o)!.id).toBe('far');
    // Two melee attacks: 2 AD vs Mallet 4: 1,1 then 1,1 - all miss
    const r = swarmActs(s, find(s, 'near'), new ScriptedDice([1, 1, 1, 1]), o);
    expect(r.events.filter((e) => e.type === 'attack-dice')).toHaveLength(2);
    expect(r.events.at(-1)).toMatchObject({ type: 'activation-ends', clause: 'SWS-A3' });
    expect(r.state.activation).toBeUndefined();
  });
  test('out of reach it charges into contact (Boots) and strikes; otherwise it moves full Boots towards the nearest', () => {
    const s = skirmish([ch('brannoc', 'A', { x: 10, y: 10 }), swarmling('s1', { x: 10, y: 15 })]);
    const r = swarmActs(s, find(s, 's1'), new ScriptedDice([1, 1]), o);
    expect(r.events.map((e) => e.type).slice(0, 3)).toEqual(['swarm-activates', 'moved', 'attack-dice']);
    expect(gap(find(r.state, 's1'), find(r.state, 'brannoc'), o)).toBeLessThanOrEqual(1);
    const far = skirmish([ch('brannoc', 'A', { x: 10, y: 10 }), swarmling('s1', { x: 10, y: 40 })]);
    const m = swarmActs(far, find(far, 's1'), none, o);
    expect(m.events.filter((e) => e.type === 'moved')).toHaveLength(2);
    expect(find(m.state, 's1').at.y).toBeCloseTo(28); // two moves of Boots 6 towards Brannoc
  });
  test('a Swarm shooter shoots the nearest character it may target when it cannot charge', () => {
    const s = skirmish([ch('brannoc', 'A', { x: 10, y: 10 }), spitter('p1', { x: 10, y: 26 })]); // 15" apart: beyond Boots 5 + contact
    const r = swarmActs(s, find(s, 'p1'), new ScriptedDice([1, 1, 1, 1]), o);
    expect(r.events.filter((e) => e.type === 'attack-dice').map((e) => e.weapon)).toEqual(['sling', 'sling']);
  });
  test('Swarm tokens go into the same container; a drawn Swarm token makes a model act by itself, and the Swarm is no seat', () => {
    const characters = [ch('brannoc', 'A', { x: 10, y: 10 }), ch('skarn', 'B', { x: 40, y: 40 }), swarmling('s1', { x: 10, y: 14 })];
    // the container holds A, B, swarm; the first die draws the Swarm's token (3 of 3), its two strikes miss, then A's token
    const r = startEncounter({ table: { width: 48, height: 48 }, terrain: [], characters }, o, new ScriptedDice([3, 1, 1, 1, 1, 1]));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.seats).toEqual(['A', 'B']);
    expect(r.value.events.map((e) => e.type)).toContain('swarm-activates');
    expect(r.value.state.activated).toEqual(['s1']);
    expect(toAct(r.value.state)).toEqual(['A']);
    const seat = startEncounter({ table: { width: 48, height: 48 }, terrain: [], characters, seats: ['A', SWARM] }, o, none);
    expect(!seat.ok && seat.error.clause).toBe('SWS-A3');
  });
  test('Swarm models never test morale', () => {
    const s = skirmish([ch('skarn', 'B', { x: 10, y: 10 }), swarmling('s1', { x: 10, y: 11.5 })], [], 'skarn');
    const r = act(s, { type: 'melee', target: 's1' }, new ScriptedDice([6, 1, 1, 1, 2]), o); // one hit, Shield 0: evasion 2 fails
    expect(r.ok && r.value.events.some((e) => e.type === 'morale-test')).toBe(false);
    expect(r.ok && find(r.value.state, 's1').status).toBe('dead');
  });
  test('contactPoint ends a charge 0.5" from the target', () => {
    const a = ch('brannoc', 'A', { x: 3, y: 7 });
    const b = ch('skarn', 'B', { x: 11, y: 2 });
    expect(gap({ at: contactPoint(a, b, o) }, b, o)).toBeCloseTo(0.5, 6);
  });
});

describe("The Initiative Phase: leaders' orders (SWS-A18)", () => {
  test('a leader spends 1 AP to order a friend within 6"; others may not', () => {
    const s = skirmish(
      [
        ch('brannoc', 'A', { x: 10, y: 10 }),
        ch('ysolde', 'A', { x: 14, y: 10 }),
        ch('mirren', 'A', { x: 30, y: 10 }),
        ch('skarn', 'B', { x: 10, y: 40 }),
      ],
      [],
      'brannoc',
    );
    const r = act(s, { type: 'order', target: 'ysolde' }, none, o);
    expect(r.ok && r.value.state.orders).toEqual([{ leader: 'brannoc', character: 'ysolde' }]);
    expect(r.ok && r.value.events[0]).toMatchObject({ type: 'order', clause: 'SWS-A18', turn: 2 });
    const code = (x: ReturnType<typeof act>) => (x.ok ? 'ok' : `${x.error.code} @ ${x.error.clause}`);
    expect(code(act(s, { type: 'order', target: 'mirren' }, none, o))).toBe('ERR_TOO_FAR @ SWS-A18');
    expect(code(act({ ...s, activation: { ...s.activation!, character: 'ysolde' } }, { type: 'order', target: 'brannoc' }, none, o))).toBe(
      'ERR_NOT_LEADER @ SWS-A18',
    );
    expect(code(act(s, { type: 'order', target: 'ysolde' }, none, { ...o, orders: 'off' }))).toBe('ERR_NO_ORDERS @ SWS-A18');
  });
  test("in the next Initiative Phase the order activates: its character activates first, on one of its owner's tokens", () => {
    const characters = [ch('brannoc', 'A', { x: 10, y: 10 }), ch('ysolde', 'A', { x: 14, y: 10 }), ch('skarn', 'B', { x: 10, y: 40 })];
    const r = startEncounter({ table: { width: 48, height: 48 }, terrain: [], characters }, o, new ScriptedDice([1]));
    if (!r.ok) throw new Error();
    let e: Encounter = r.value.state;
    const step = (seat: string, a: Parameters<typeof apply>[2], dice: number[]) => {
      const x = apply(e, seat, a, new ScriptedDice(dice), o);
      if (!x.ok) throw new Error(x.error.message);
      e = x.value.state;
      return x.value.events;
    };
    step('A', { type: 'activate', character: 'brannoc' }, []);
    step('A', { type: 'act', action: { type: 'order', target: 'ysolde' } }, []);
    step('A', { type: 'end' }, [1]); // the next token: A's
    step('A', { type: 'activate', character: 'ysolde' }, []);
    step('A', { type: 'end' }, [1]); // B's, the last
    step('B', { type: 'activate', character: 'skarn' }, []);
    const events = step('B', { type: 'end' }, []);
    expect(events.map((x) => x.type)).toEqual(['activation-ends', 'resolution-phase', 'initiative-phase', 'order-activates']);
    expect(e.pending).toEqual({ kind: 'activate', seat: 'A', ordered: 'ysolde' });
    expect(e.bag).toEqual(['A', 'B']);
    const wrong = apply(e, 'A', { type: 'activate', character: 'brannoc' }, none, o);
    expect(!wrong.ok && wrong.error.clause).toBe('SWS-A18');
  });
});

describe('Morale & Leadership (SWS-A2): half strength and fleeing', () => {
  test('the leader tests once when the warband is down to half its models', () => {
    const s = skirmish([
      ch('brannoc', 'A', { x: 10, y: 10 }),
      ch('ysolde', 'A', { x: 14, y: 10 }, { status: 'dead' }),
      ch('mirren', 'A', { x: 20, y: 10 }, { status: 'out-of-action' }),
      ch('skarn', 'B', { x: 10, y: 40 }),
    ]);
    const r = halfStrength(s, new ScriptedDice([6]), o); // Coronet 3 + 1: a 6 fails
    expect(r.events).toEqual([
      expect.objectContaining({
        type: 'morale-test',
        clause: 'SWS-A2',
        character: 'brannoc',
        why: 'warband at half strength',
        success: false,
      }),
    ]);
    expect(find(r.state, 'brannoc').morale).toBe('wavering');
    expect(halfStrength(r.state, none, o).events).toEqual([]);
    const full = skirmish([ch('brannoc', 'A', { x: 10, y: 10 }), ch('ysolde', 'A', { x: 14, y: 10 }), ch('skarn', 'B', { x: 10, y: 40 })]);
    expect(halfStrength(full, none, o).events).toEqual([]);
  });
  test("a Fleeing character's activation begins with a full Boots move away from the nearest enemy; off the table it is Out of Action", () => {
    const characters = [ch('ysolde', 'A', { x: 20, y: 20 }, { morale: 'fleeing' }), ch('skarn', 'B', { x: 20, y: 26 })];
    const r = startEncounter({ table: { width: 48, height: 48 }, terrain: [], characters }, o, new ScriptedDice([1]));
    if (!r.ok) throw new Error();
    const a = apply(r.value.state, 'A', { type: 'activate', character: 'ysolde' }, none, o);
    if (!a.ok) throw new Error(a.error.message);
    expect(a.value.events[1]).toMatchObject({ type: 'flees', clause: 'SWS-A2', to: { x: 20, y: 14 } });
    expect(a.value.state.skirmish.activation!.ap).toBe(1);
    const edge = [
      ch('ysolde', 'A', { x: 20, y: 3 }, { morale: 'fleeing' }),
      ch('skarn', 'B', { x: 20, y: 8 }),
      ch('brannoc', 'A', { x: 40, y: 40 }),
    ];
    const r2 = startEncounter({ table: { width: 48, height: 48 }, terrain: [], characters: edge }, o, new ScriptedDice([1]));
    if (!r2.ok) throw new Error();
    // off the table: Out of Action; Brannoc, the leader, tests for half strength (a 1 passes); then the next token is drawn
    const b = apply(r2.value.state, 'A', { type: 'activate', character: 'ysolde' }, new ScriptedDice([1, 1]), o);
    if (!b.ok) throw new Error(b.error.message);
    expect(b.value.events.map((x) => x.type)).toEqual(['activated', 'fled-the-table', 'morale-test', 'activation-ends', 'token-drawn']);
    expect(find(b.value.state.skirmish, 'ysolde').status).toBe('out-of-action');
  });
  test('a Fleeing character may not move towards enemies', () => {
    const s = skirmish([ch('ysolde', 'A', { x: 10, y: 10 }, { morale: 'fleeing' }), ch('skarn', 'B', { x: 10, y: 30 })], [], 'ysolde');
    const r = act(s, { type: 'move', to: { x: 10, y: 13 } }, none, o);
    expect(!r.ok && r.error.code).toBe('ERR_WAVERING');
  });
});
