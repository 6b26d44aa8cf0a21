/** Sword & Swarm as a registered Ruleset: options, actions, the finite legal list, the view, outcomes, records and random encounters. */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { Match } from '../../core/match.js';
import { replay, toRecord } from '../../core/record.js';
import { getRuleset } from '../../core/registry.js';
import { SPECTATOR } from '../../core/ruleset.js';
import '../index.js';
import { TABLES } from './data.js';
import { stateFromView, swordAndSwarm } from './ruleset.js';

function create(options: unknown = {}, seed = 1) {
  const m = Match.create(swordAndSwarm, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe('Sword & Swarm: the ruleset', () => {
  test('registered with seats red and blue; every assumption switch is an option, and the bundled encounter by default', () => {
    expect(getRuleset('sword-and-swarm')).toBe(swordAndSwarm);
    const m = create();
    expect(swordAndSwarm.seats).toEqual(['red', 'blue']);
    expect(m.options).toMatchObject({
      encounter: 'ford-at-dusk',
      swarm: 'rules-gaps',
      orders: 'first',
      spells: 'stand-in',
      morale: 'rules-gaps',
      maxTurns: 8,
    });
    expect(m.view('red').seats).toEqual({
      red: { warband: 'wardens', name: 'The Wardens of the Ford' },
      blue: { warband: 'ash-raiders', name: 'The Ash Raiders' },
    });
    expect(m.view('red').characters.filter((c) => c.owner === 'swarm')).toHaveLength(3);
    expect(
      create({ swarm: 'off' })
        .view('red')
        .characters.filter((c) => c.owner === 'swarm'),
    ).toHaveLength(0);
  });

  test('bad options are refused with the option named', () => {
    const r = swordAndSwarm.parseOptions({ nope: 1 });
    expect(!r.ok && r.error.code).toBe('ERR_BAD_OPTION');
    const e = swordAndSwarm.parseOptions({ encounter: 'atlantis' });
    expect(!e.ok && e.error.message).toMatch(/encounter: no encounter 'atlantis'/);
    const spec = {
      ...TABLES.encounters.get('open-field')!,
      id: 'mine',
      sides: { ...TABLES.encounters.get('open-field')!.sides, red: { warband: 'wardens', at: { brannoc: [1, 1] } } },
    };
    const bad = swordAndSwarm.parseOptions({ encounter: spec });
    expect(!bad.ok && bad.error.message).toMatch(/ysolde has no place/);
    const own = swordAndSwarm.parseOptions({ encounter: { ...TABLES.encounters.get('open-field')!, id: 'mine' } });
    expect(own.ok).toBe(true);
  });

  test("Encounters: every character's token is in the container, the first drawn; the seat that drew it activates one of its characters", () => {
    const m = create({}, 3);
    const v = m.view('red');
    const seat = m.toAct()[0]!;
    // 9 characters: the tokens still in the container, those of the Swarm models that have acted by themselves, and the one drawn now
    expect(Object.values(v.bag).reduce((a, b) => a + b, 0) + v.characters.filter((c) => c.activated).length + 1).toBe(9);
    expect(v.pending).toMatchObject({ kind: 'activate', seat });
    const legal = m.legalActions(seat);
    expect(legal.every((a) => a.type === 'activate')).toBe(true);
    expect(m.legalActions(seat === 'red' ? 'blue' : 'red')).toEqual([]);
  });

  test('bad actions: malformed shapes and rule errors cite their clause and change nothing', () => {
    const m = create({}, 3);
    const seat = m.toAct()[0]!;
    const other = seat === 'red' ? 'blue' : 'red';
    const before = JSON.stringify(m.state);
    const malformed = m.act(seat, { type: 'fly' });
    expect(!malformed.ok && malformed.error.code).toBe('ERR_MALFORMED_ACTION');
    const early = m.act(seat, { type: 'act', action: { type: 'breather' } });
    expect(!early.ok && [early.error.code, early.error.clause]).toEqual(['ERR_CHOOSE_FIRST', 'The Activation Phase']);
    const notYours = m.act(other, { type: 'end' });
    expect(!notYours.ok && notYours.error.code).toBe('ERR_NOT_YOUR_TURN');
    const foe = m.view(seat).characters.find((c) => c.owner === other)!;
    const wrong = m.act(seat, { type: 'activate', character: foe.id });
    expect(!wrong.ok && wrong.error.clause).toBe('The Activation Phase');
    expect(JSON.stringify(m.state)).toBe(before);
    expect(m.act(seat, m.legalActions(seat)[0]).ok).toBe(true);
    const far = m.act(seat, { type: 'act', action: { type: 'move', to: { x: 35, y: 35 } } });
    expect(!far.ok && far.error.clause).toBe('Movement');
    const off = m.act(seat, { type: 'act', action: { type: 'move', to: { x: -3, y: 1 } } });
    expect(!off.ok && off.error.code).toBe('ERR_OFF_TABLE');
  });

  test('Actions: over an encounter the finite legal list offers every action (move, ranged, melee, aim, take cover, breather, rally, cast, order, end), and each one applies', () => {
    const kinds = new Set<string>();
    let n = 0;
    for (let seed = 1; seed <= 8 && kinds.size < 11; seed++) {
      const m = create({ encounter: 'ford-at-dusk' }, seed);
      const dice = SeededDice.fromSeed(seed + 10);
      while (!m.outcome()) {
        const seat = m.toAct()[0]!;
        const legal = m.legalActions(seat);
        for (const a of legal) kinds.add(a.type === 'act' ? a.action.type : a.type);
        if (n++ % 7 === 0)
          for (const a of legal) expect(swordAndSwarm.apply(m.state, seat, a, SeededDice.fromSeed(n)).ok, JSON.stringify(a)).toBe(true);
        // prefer strikes and charges so that the encounter gets into melee
        const pref = legal.filter((a) => a.type === 'act' && (a.action.type === 'melee' || (a.action.type === 'move' && a.action.charge)));
        const from = pref.length && dice.roll(2) === 1 ? pref : legal;
        expect(m.act(seat, from[dice.roll(from.length) - 1]).ok).toBe(true);
      }
    }
    expect([...kinds].sort(), [...kinds].join()).toEqual([
      'activate',
      'aim',
      'breather',
      'cast',
      'end',
      'melee',
      'move',
      'order',
      'rally',
      'ranged',
      'take-cover',
    ]);
  });

  test('the view is the same for every seat and spectators: nothing is hidden in Sword & Swarm', () => {
    const m = create({}, 4);
    const seat = m.toAct()[0]!;
    m.act(seat, m.legalActions(seat)[0]);
    const red = m.view('red');
    expect(red.hidden).toBe('nothing');
    expect(m.view('blue')).toEqual(red);
    expect(m.view(SPECTATOR)).toEqual(red);
    expect(red.activation).toMatchObject({ ap: 2 });
    // measurements from the activated character to every other model on the table
    expect(red.measurements).toHaveLength(red.characters.filter((c) => c.status === 'active' || c.status === 'stunned').length - 1);
    expect(red.measurements.every((x) => x.distance >= 0 && typeof x.lineOfSight === 'boolean')).toBe(true);
  });

  test('the view holds the whole position, and the state made from it plays on as the game does', () => {
    const m = create({}, 4);
    const dice = SeededDice.fromSeed(3);
    for (let i = 0; i < 12; i++) {
      const seat = m.toAct()[0]!;
      m.act(seat, m.legalActions(seat)[dice.roll(m.legalActions(seat).length) - 1]);
    }
    const seat = m.toAct()[0]!;
    const state = stateFromView(m.view(seat));
    expect(JSON.stringify(state)).toBe(JSON.stringify(m.state));
    expect(swordAndSwarm.legalActions(state, seat)).toEqual(m.legalActions(seat));
    const { position: _position, ...shown } = m.view(seat);
    expect(() => stateFromView(shown as never)).toThrow(/position/);
  });

  test('a record replays to the same state (SWS-A17: it ends)', () => {
    const m = create({ encounter: 'open-field', maxTurns: 2 }, 9);
    const dice = SeededDice.fromSeed(2);
    while (!m.outcome()) {
      const seat = m.toAct()[0]!;
      const legal = m.legalActions(seat);
      expect(m.act(seat, legal[dice.roll(legal.length) - 1]).ok).toBe(true);
    }
    expect(m.outcome()!.clause).toBe('SWS-A17');
    const r = replay(toRecord(m));
    expect(r.ok && r.value.applied).toBe(m.actions.length);
    expect(r.ok && JSON.stringify(r.value.match.state)).toBe(JSON.stringify(m.state));
  });
});
