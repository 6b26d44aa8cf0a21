/** The One Ring (16.6-16.69; SAU-A9..A15, SAU-A25) and Narsil (19.211, 19.212, 20.21; SAU-A8). */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { createRecord, ringWorld } from './record.js';
import {
  attemptRemoval,
  basicMorale,
  destroyRing,
  destroyShards,
  highestRankingSauronLeader,
  onLeaderDeath,
  passNarsil,
  returnRingToSauron,
  ringMorale,
  shatterNarsil,
  startRing,
  takeRing,
  thirdPlayerTypes,
  turnEvil,
  weaponsOf,
  type RingEvent,
  type RingLeader,
  type RingState,
  type RingWorld,
} from './ring.js';

function world(over: Record<string, Partial<RingLeader>> = {}, extra: Partial<RingWorld> = {}): RingWorld {
  const w = ringWorld(createRecord());
  return { ...w, leaders: w.leaders.map((l) => ({ ...l, ...over[l.id] })), ...extra };
}
const okv = <T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T => {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};
const types = (events: readonly RingEvent[]) => events.map((e) => e.type);
const of = <T extends RingEvent['type']>(events: readonly RingEvent[], type: T) =>
  events.filter((e): e is Extract<RingEvent, { type: T }> => e.type === type);
const withRing = (rs: RingState, ring: Partial<RingState['ring']>): RingState => ({ ...rs, ring: { ...rs.ring, ...ring } });
const JRP = { jointRallyPhase: true };

describe('16.6, 16.61, 16.62: losing and recovering the Ring', () => {
  test('16.6: Sauron wears the Ring at the start; Elendil carries Narsil', () => {
    expect(startRing()).toMatchObject({
      ring: { status: 'worn', holder: 'sauron', sauronLost: false },
      narsil: { form: 'whole', bearer: 'elendil' },
    });
  });

  test('16.61 (SAU-A10): Sauron killed in Mortal Combat loses the Ring to the victor: +20 to his level, -4 Morale, -10 Magic Capability Points', () => {
    const r = onLeaderDeath(startRing(), world({ sauron: { alive: false } }), 'sauron', 'isildur');
    expect(r.state.ring).toMatchObject({ holder: 'isildur', status: 'worn', sauronLost: true, magicTaken: 10 });
    expect(of(r.events, 'ring-taken')[0]).toMatchObject({ clause: '16.61', leaderId: 'isildur', from: 'sauron' });
    expect(of(r.events, 'ring-lost-by-sauron')[0]).toMatchObject({ clause: '16.61', morale: -4, magicPoints: -10, demoralization: 20 });
    expect(of(r.events, 'demoralization-change')[0]).toMatchObject({ clause: '16.61', side: 'sauron', points: 20 });
    expect(of(r.events, 'magic-points-change')[0]).toMatchObject({ clause: '16.61', delta: -10 });
  });

  test('SAU-A25: 16.61 takes at most the points Sauron has left', () => {
    const r = onLeaderDeath(startRing(), world({}, { magicPoints: 4 }), 'sauron', 'isildur');
    expect(r.state.ring.magicTaken).toBe(4);
    expect(of(r.events, 'magic-points-change')[0]!.delta).toBe(-4);
  });

  test('16.61: while Sauron lives without the Ring his Morale is 4 less', () => {
    const rs = withRing(startRing(), { holder: 'isildur', sauronLost: true, magicTaken: 10 });
    expect(ringMorale(rs, world(), 'sauron')).toEqual({ ringLost: true, ringBearer: false });
    expect(ringMorale(startRing(), world(), 'sauron').ringLost).toBe(false);
  });

  test('16.62, 16.631: the Ringwraith returns the recovered Ring to Sauron by meeting him; 16.61 is reversed', () => {
    const rs = withRing(startRing(), { holder: 'ringwraith', sauronLost: true, magicTaken: 10 });
    const apart = returnRingToSauron(rs, world({ ringwraith: { position: '0101' }, sauron: { position: '0505' } }));
    expect(apart.ok ? '' : apart.error).toMatchObject({ code: 'ERR_NOT_TOGETHER', clause: '16.631' });
    const r = okv(returnRingToSauron(rs, world({ ringwraith: { position: '0505' }, sauron: { position: '0505' } })));
    expect(r.state.ring).toMatchObject({ holder: 'sauron', status: 'worn', sauronLost: false, magicTaken: 0 });
    expect(types(r.events)).toEqual(['ring-returned', 'ring-recovered-by-sauron', 'demoralization-change', 'magic-points-change']);
    expect(of(r.events, 'demoralization-change')[0]).toMatchObject({ clause: '16.62', side: 'sauron', points: -20 });
    expect(of(r.events, 'magic-points-change')[0]).toMatchObject({ clause: '16.62', delta: 10 });
  });

  test('16.62: Sauron himself recovering the Ring in Mortal Combat reverses 16.61', () => {
    const rs = withRing(startRing(), { holder: 'isildur', sauronLost: true, magicTaken: 10 });
    const r = onLeaderDeath(rs, world({ isildur: { alive: false } }), 'isildur', 'sauron');
    expect(r.state.ring).toMatchObject({ holder: 'sauron', sauronLost: false });
    expect(of(r.events, 'ring-taken')[0]!.clause).toBe('16.62');
    expect(of(r.events, 'ring-recovered-by-sauron')).toHaveLength(1);
  });

  test('SAU-A10: a holder who dies outside Mortal Combat (or with his foe) leaves the Ring lying in his hex; a leader there may take it up', () => {
    const rs = withRing(startRing(), { holder: 'isildur', sauronLost: true });
    const dead = onLeaderDeath(rs, world({ isildur: { alive: false, position: '1010' } }), 'isildur');
    expect(dead.state.ring).toMatchObject({ status: 'lying', holder: null, lyingAt: '1010' });
    expect(of(dead.events, 'ring-lying')[0]).toMatchObject({ clause: 'SAU-A10', at: '1010', from: 'isildur' });
    const far = takeRing(dead.state, world({ anarion: { position: '0909' } }), 'anarion');
    expect(far.ok ? '' : far.error).toMatchObject({ code: 'ERR_NOT_THERE', clause: 'SAU-A10' });
    const r = okv(takeRing(dead.state, world({ anarion: { position: '1010' } }), 'anarion'));
    expect(r.state.ring).toMatchObject({ holder: 'anarion', status: 'worn' });
    const fromHolder = takeRing(r.state, world(), 'gorgol');
    expect(fromHolder.ok ? '' : fromHolder.error).toMatchObject({ code: 'ERR_RING_NOT_LYING' });
  });

  test('16.61 (SAU-A10): Sauron dying with the Ring outside Mortal Combat loses it too', () => {
    const r = onLeaderDeath(startRing(), world({ sauron: { alive: false, position: '1212' } }), 'sauron');
    expect(r.state.ring).toMatchObject({ status: 'lying', lyingAt: '1212', sauronLost: true });
    expect(of(r.events, 'ring-lost-by-sauron')).toHaveLength(1);
  });
});

describe('16.631: with Sauron dead', () => {
  test('SAU-A9: the highest ranking Sauron leader is the Ringwraith (7), then Gorgol (6); the Beast never', () => {
    expect(highestRankingSauronLeader(world())!.id).toBe('ringwraith');
    expect(highestRankingSauronLeader(world({ ringwraith: { alive: false } }))!.id).toBe('gorgol');
    expect(highestRankingSauronLeader(world({ ringwraith: { alive: false }, gorgol: { alive: false } }))).toBeNull();
  });

  test('16.631: Sauron dead, the highest ranking Sauron leader wears the Ring with +2 Morale', () => {
    const lying = withRing(startRing(), { status: 'lying', holder: null, lyingAt: '1212', sauronLost: true });
    const w = world({ sauron: { alive: false }, gorgol: { position: '1212' } });
    const r = okv(takeRing(lying, w, 'gorgol'));
    expect(types(r.events)).toEqual(['ring-taken', 'ring-to-highest-ranking']);
    expect(r.state.ring.holder).toBe('ringwraith');
    expect(ringMorale(r.state, w, 'ringwraith')).toEqual({ ringLost: false, ringBearer: true });
    expect(ringMorale(r.state, w, 'gorgol').ringBearer).toBe(false);
    const back = returnRingToSauron(r.state, w);
    expect(back.ok ? '' : back.error).toMatchObject({ code: 'ERR_SAURON_DEAD', clause: '16.631' });
  });

  test('16.631: Sauron dying while Gorgol carries the Ring back sends it to the Ringwraith', () => {
    const rs = withRing(startRing(), { holder: 'gorgol', sauronLost: true });
    const r = onLeaderDeath(rs, world({ sauron: { alive: false } }), 'sauron');
    expect(r.state.ring.holder).toBe('ringwraith');
    expect(r.events[0]).toMatchObject({ type: 'ring-to-highest-ranking', clause: '16.631', fromId: 'gorgol', toId: 'ringwraith' });
  });

  test("16.631: Sauron's Ring Rating is 0 and he may not take it off", () => {
    const r = attemptRemoval(startRing(), world({}, JRP), 'sauron', new ScriptedDice([1]));
    expect(r.ok ? '' : r.error).toMatchObject({ code: 'ERR_MAY_NOT_REMOVE', clause: '16.631' });
  });
});

describe('16.63, 16.632, 16.633: taking the Ring off and destroying it', () => {
  const held = withRing(startRing(), { holder: 'isildur', sauronLost: true });

  test('16.633: in the Joint Rally Phase, one die at most the Ring Rating takes it off', () => {
    const notYet = attemptRemoval(held, world(), 'isildur', new ScriptedDice([1]));
    expect(notYet.ok ? '' : notYet.error).toMatchObject({ code: 'ERR_NOT_JOINT_RALLY', clause: '16.633' });
    const r = okv(attemptRemoval(held, world({}, JRP), 'isildur', new ScriptedDice([2])));
    expect(r.events[0]).toMatchObject({ type: 'ring-removal', clause: '16.633', die: 2, ringRating: 2, removed: true, failures: 0 });
    expect(r.state.ring.status).toBe('off');
    const fail = okv(attemptRemoval(held, world({}, JRP), 'isildur', new ScriptedDice([3])));
    expect(fail.events[0]).toMatchObject({ removed: false, failures: 1 });
    expect(fail.state.ring.status).toBe('worn');
  });

  test('SAU-A11: one attempt per leader per Joint Rally Phase', () => {
    const once = okv(attemptRemoval(held, world({}, JRP), 'isildur', new ScriptedDice([6])));
    const twice = attemptRemoval(once.state, world({}, JRP), 'isildur', new ScriptedDice([1]));
    expect(twice.ok ? '' : twice.error).toMatchObject({ code: 'ERR_ONE_ATTEMPT', clause: 'SAU-A11' });
    expect(attemptRemoval(once.state, world({}, { ...JRP, turn: 2 }), 'isildur', new ScriptedDice([1])).ok).toBe(true);
  });

  test('16.632: only Westernesse leaders take it off (their Ring Ratings exist for Orodruin)', () => {
    const rs = withRing(startRing(), { holder: 'ringwraith' });
    const r = attemptRemoval(rs, world({}, JRP), 'ringwraith', new ScriptedDice([1]));
    expect(r.ok ? '' : r.error).toMatchObject({ clause: '16.632' });
  });

  test('16.633 (SAU-A12): destroyed only in the centre Orodruin hex, taken off, in the Joint Rally Phase', () => {
    const off = withRing(held, { status: 'off' });
    const atMountain = { isildur: { position: 'Orodruin' } };
    const worn = destroyRing(held, world(atMountain, JRP));
    expect(worn.ok ? '' : worn.error).toMatchObject({ code: 'ERR_STILL_WORN', clause: '16.633' });
    const elsewhere = destroyRing(off, world({ isildur: { position: '0707' } }, JRP));
    expect(elsewhere.ok ? '' : elsewhere.error).toMatchObject({ code: 'ERR_NOT_AT_ORODRUIN', clause: '16.633' });
    const wrongPhase = destroyRing(off, world(atMountain));
    expect(wrongPhase.ok ? '' : wrongPhase.error).toMatchObject({ code: 'ERR_NOT_JOINT_RALLY', clause: '16.633' });
    const r = okv(destroyRing(off, world(atMountain, JRP)));
    expect(r.state.ring).toMatchObject({ status: 'destroyed', holder: null, sauronLost: true });
    expect(r.events).toEqual([{ type: 'ring-destroyed', clause: '16.633', leaderId: 'isildur', at: 'Orodruin' }]);
  });
});

describe('16.69: a leader turned evil', () => {
  const held = withRing(startRing(), { holder: 'elendil', sauronLost: true });

  test('16.69: three failed attempts and he becomes evil (+2 Morale): Elendil (Basic Morale 5) goes to a third player', () => {
    let rs = held;
    let events: RingEvent[] = [];
    for (const turn of [1, 2, 3]) {
      const r = okv(attemptRemoval(rs, world({}, { ...JRP, turn }), 'elendil', new ScriptedDice([5])));
      rs = r.state;
      events = r.events;
    }
    expect(rs.ring.failures.elendil).toBe(3);
    expect(of(events, 'leader-turned-evil')[0]).toMatchObject({
      clause: '16.69',
      leaderId: 'elendil',
      basicMorale: 5,
      becomes: 'third',
      controller: 'third',
    });
    expect(of(events, 'demoralization-change')[0]).toMatchObject({ clause: 'SAU-A15', side: 'westernesse', points: 11 });
  });

  test('16.69: Basic Morale below 4 makes a Servant of Sauron: Baldrim (3)', () => {
    expect(turnEvil(world(), 'baldrim')[0]).toMatchObject({ becomes: 'servant', controller: 'sauron', basicMorale: 3 });
  });

  test('16.69 (SAU-A13): wounds subtract from Combat before affecting Morale: Cirdan (3/5) with 5 wounds is at 3, a servant', () => {
    expect(basicMorale({ combat: 3, morale: 5, wounds: 3 })).toBe(5);
    expect(basicMorale({ combat: 3, morale: 5, wounds: 5 })).toBe(3);
    expect(turnEvil(world({ cirdan: { wounds: 5 } }), 'cirdan')[0]).toMatchObject({ becomes: 'servant' });
    expect(turnEvil(world(), 'cirdan')[0]).toMatchObject({ becomes: 'third' });
  });

  test('SAU-A15 option evilCountsAsKilled false: turning evil costs Westernesse nothing', () => {
    expect(types(turnEvil(world({}, { evilCountsAsKilled: false }), 'baldrim'))).toEqual(['leader-turned-evil']);
  });

  test('16.69 (SAU-A14): the third player takes one type a turn from his first battle: Ringwraith, Wargs, Goblins, Trolls, Slaves, Orcs, Gorgol', () => {
    expect(thirdPlayerTypes(null, 10)).toEqual([]);
    expect(thirdPlayerTypes(5, 4)).toEqual([]);
    expect(thirdPlayerTypes(5, 5)).toEqual(['ringwraith']);
    expect(thirdPlayerTypes(5, 7)).toEqual(['ringwraith', 'wargs', 'goblins']);
    expect(thirdPlayerTypes(5, 30)).toEqual(['ringwraith', 'wargs', 'goblins', 'trolls', 'slaves', 'orcs', 'gorgol']);
  });
});

describe('19.211, 19.212, 20.21, SAU-A8: Narsil and its shards', () => {
  test('19.211, 20.21: Narsil destroyed by missile or melee combat or Death Breath leaves shards; +10 to Westernesse', () => {
    const r = okv(shatterNarsil(startRing(), 'death-breath'));
    expect(r.state.narsil).toEqual({ form: 'shards', bearer: 'elendil', lyingAt: null });
    expect(r.events).toEqual([
      { type: 'narsil-shattered', clause: '19.211', cause: 'death-breath', bearerId: 'elendil' },
      { type: 'demoralization-change', clause: '20.21', side: 'westernesse', points: 10, cause: 'Narsil reduced to shards' },
    ]);
    expect(weaponsOf(r.state, 'elendil')).toEqual(['shards']);
    const again = shatterNarsil(r.state, 'melee');
    expect(again.ok ? '' : again.error).toMatchObject({ clause: '19.211' });
  });

  test('20.21: the shards destroyed add 10 more', () => {
    const shards = okv(shatterNarsil(startRing(), 'melee')).state;
    const r = okv(destroyShards(shards, 'as per 19.21'));
    expect(r.state.narsil.form).toBe('destroyed');
    expect(r.events[1]).toMatchObject({ type: 'demoralization-change', clause: '20.21', points: 10 });
    expect(weaponsOf(r.state, 'elendil')).toEqual([]);
    expect(destroyShards(startRing(), 'x').ok).toBe(false);
  });

  test('19.211: the shards serve any Numenorean leader (Elendil, Isildur or Anarion), nobody else', () => {
    const shards = okv(shatterNarsil(startRing(), 'melee')).state;
    const r = okv(passNarsil(shards, world(), 'anarion'));
    expect(r.events[0]).toMatchObject({ type: 'weapon-passed', clause: '19.211', weapon: 'shards', from: 'elendil', to: 'anarion' });
    expect(weaponsOf(r.state, 'anarion')).toEqual(['shards']);
    const elf = passNarsil(shards, world(), 'gil-galad');
    expect(elf.ok ? '' : elf.error).toMatchObject({ code: 'ERR_NOT_ENTITLED', clause: '19.211' });
  });

  test('SAU-A8 (F11): whole Narsil passes only to Isildur, only from a wounded or dead Elendil, in the same hex', () => {
    const unhurt = passNarsil(startRing(), world(), 'isildur');
    expect(unhurt.ok ? '' : unhurt.error).toMatchObject({ code: 'ERR_BEARER_UNHURT', clause: 'SAU-A8' });
    expect(passNarsil(startRing(), world({ elendil: { wounds: 1 } }), 'anarion').ok).toBe(false);
    const apart = passNarsil(startRing(), world({ elendil: { wounds: 1, position: '0101' }, isildur: { position: '0202' } }), 'isildur');
    expect(apart.ok ? '' : apart.error).toMatchObject({ code: 'ERR_NOT_TOGETHER' });
    expect(okv(passNarsil(startRing(), world({ elendil: { wounds: 1 } }), 'isildur')).state.narsil.bearer).toBe('isildur');
    // Elendil dead: Narsil lies where he fell until Isildur takes it up there.
    const dead = onLeaderDeath(startRing(), world({ elendil: { alive: false, position: '0303' } }), 'elendil');
    expect(dead.state.narsil).toEqual({ form: 'whole', bearer: null, lyingAt: '0303' });
    expect(passNarsil(dead.state, world({ elendil: { alive: false }, isildur: { position: '0404' } }), 'isildur').ok).toBe(false);
    expect(passNarsil(dead.state, world({ elendil: { alive: false }, isildur: { position: '0303' } }), 'isildur').ok).toBe(true);
  });

  test('SAU-A8: Aiglos stays with Gil-galad', () => {
    expect(weaponsOf(startRing(), 'gil-galad')).toEqual(['aiglos']);
    expect(weaponsOf(startRing(), 'elendil')).toEqual(['narsil']);
  });
});
