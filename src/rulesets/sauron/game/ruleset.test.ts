/** The Dagorlad map game through the Ruleset, clause by clause, with fixed dice. */
import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../../core/dice.js';
import { Match } from '../../../core/match.js';
import { SPECTATOR } from '../../../core/ruleset.js';
import type { Phase } from '../record.js';
import { ARMIES, DAGORLAD, defendsAsRough } from './map.js';
import { sauron, stateFromView } from './ruleset.js';
import { stepCost, type GameState } from './rules.js';
import { act, arrange, grid, H, inPhase, refused, start, stepOf } from './test-helpers.js';

const unitHex = (s: GameState, id: string) => {
  const u = s.units.find((x) => x.id === id)!;
  return u.hex === null ? null : grid.name(u.hex);
};
const level = (s: GameState, side: 'westernesse' | 'sauron') => s.record.demoralization.levels[side];

describe('the map of Dagorlad (Expanded Game)', () => {
  test('Expanded Game: mountains 0801-0823, 0901-0924, 1001-1023 and rows 21-23 to column 29; the path 0722-0821-0921-1020-1120 through them', () => {
    for (const h of ['0801', '0823', '0924', '1001', '2921', '2923', '1523']) expect(DAGORLAD.terrain[H(h)], h).toBe('mountain');
    expect(['0821', '0921', '1020'].map((h) => DAGORLAD.terrain[H(h)])).toEqual(['path', 'path', 'path']);
    expect(DAGORLAD.terrain[H('0722')]).toBe('clear');
    expect(DAGORLAD.mordor.has(H('1120'))).toBe(true);
    expect(DAGORLAD.mordor.has(H('0722'))).toBe(false);
    expect(grid.hexsideName(DAGORLAD.gateSide)).toBe('1020/1120');
  });

  test('Expanded Game: Barad-dur is 1608 and the 6 hexes around it, Orodruin 2218 and its 6; the road runs 1609-1611-2214-2217', () => {
    expect(DAGORLAD.baradDur.size).toBe(7);
    expect(DAGORLAD.baradDur.has(H('1608')) && DAGORLAD.baradDur.has(H('1609'))).toBe(true);
    expect(DAGORLAD.orodruin.size).toBe(7);
    expect(grid.name(DAGORLAD.orodruinCentre)).toBe('2218');
    for (const h of ['1609', '1610', '1611', '2214', '2215', '2216', '2217']) expect(DAGORLAD.road.has(H(h)), h).toBe(true);
    // The road is one connected chain.
    const road = [...DAGORLAD.road];
    for (const h of road)
      expect(
        road.some((o) => o !== h && grid.areAdjacent(o, h)),
        grid.name(h),
      ).toBe(true);
  });

  test('Expanded Game (SAU-M2): six fortification hexes on each side of the path; the stairways 0920, 1019, 1021, 0922', () => {
    expect(DAGORLAD.terrain.filter((t) => t === 'fortification')).toHaveLength(12);
    expect([...DAGORLAD.stairways].map((h) => grid.name(h)).sort()).toEqual(['0920', '0922', '1019', '1021']);
  });

  test("4.3, SAU-M5: eighteen rough hexes on the plain and in Mordor, Orodruin's slopes and centre; Barad-dur defends as rough but costs 1", () => {
    const rough = [
      '0314',
      '0315',
      '0415',
      '0218',
      '0526',
      '0527',
      '0627',
      '1226',
      '1227',
      '1327',
      '1828',
      '1928',
      '2526',
      '2626',
      '1414',
      '1415',
      '2010',
      '2011',
    ];
    for (const h of rough) expect([h, DAGORLAD.terrain[H(h)]]).toEqual([h, 'rough']);
    expect(DAGORLAD.terrain[H('2218')]).toBe('rough');
    for (const h of grid.neighbours(H('2218'))) expect([grid.name(h), DAGORLAD.terrain[h]]).toEqual([grid.name(h), 'rough']);
    const others = DAGORLAD.terrain
      .map((t, h) => (t === 'rough' ? h : -1))
      .filter((h) => h >= 0 && !rough.includes(grid.name(h)) && h !== H('2218') && !grid.neighbours(H('2218')).includes(h));
    expect(others.map((h) => grid.name(h))).toEqual([]);
    expect(DAGORLAD.baradDur.has(H('1608'))).toBe(true);
    expect(defendsAsRough(DAGORLAD, H('1608'))).toBe(true);
    expect(stepCost(H('1607'), H('1608'))).toBe(1);
  });

  test('4.3: rough costs 1 + 2 to enter; SAU-M4: road to road costs 1 even in rough', () => {
    expect(stepCost(H('0313'), H('0314'))).toBe(3);
    expect(stepCost(H('0312'), H('0313'))).toBe(1);
    expect(stepCost(H('1609'), H('1610'))).toBe(1);
  });
});

describe('movement', () => {
  test("F10, SAU-M9: one combat unit a hex; a unit may not enter enemy leaders' hex", () => {
    const s = arrange({ 's1-orcs': '0310', 's2-orcs': '0410' }, { isildur: '0311' }, 'sauron-movement');
    expect(refused(s, 'sauron', { type: 'move', piece: 's1-orcs', to: '0410' }).clause).toBe('F10');
    expect(refused(s, 'sauron', { type: 'move', piece: 's1-orcs', to: '0311' }).clause).toBe('SAU-M9');
    const after = act(s, 'sauron', { type: 'move', piece: 's1-orcs', to: '0309' }).state;
    expect(unitHex(after, 's1-orcs')).toBe('0309');
    expect(after.units.find((u) => u.id === 's1-orcs')!.mp).toBe(3);
  });

  test('4.3: a unit without the movement points for rough ground may not enter it', () => {
    let s = arrange({ 'w1-men-swords': '0313' }, {}, 'westernesse-movement');
    s = act(s, 'westernesse', { type: 'move', piece: 'w1-men-swords', to: '0312' }).state;
    s = act(s, 'westernesse', { type: 'move', piece: 'w1-men-swords', to: '0313' }).state;
    expect(s.units.find((u) => u.id === 'w1-men-swords')!.mp).toBe(2);
    expect(refused(s, 'westernesse', { type: 'move', piece: 'w1-men-swords', to: '0314' }).clause).toBe('4.3');
  });

  test('SAU-M10: a unit entering a hex beside an enemy unit stops there', () => {
    const s = arrange({ 'w1-men-swords': '0312', 's1-orcs': '0310' }, {}, 'westernesse-movement');
    const after = act(s, 'westernesse', { type: 'move', piece: 'w1-men-swords', to: '0311' }).state;
    expect(after.units.find((u) => u.id === 'w1-men-swords')!.mp).toBe(0);
    const free = arrange({ 'w1-men-swords': '0312', 's1-orcs': '0310' }, {}, 'westernesse-movement', null, { zonesOfControl: false });
    expect(
      act(free, 'westernesse', { type: 'move', piece: 'w1-men-swords', to: '0311' }).state.units.find((u) => u.id === 'w1-men-swords')!.mp,
    ).toBe(3);
  });

  test('8.11: a leader stacks only with units of his nationality, never with or over enemy units; alone is fine', () => {
    const s = arrange({ 'w1-men-swords': '0310', 'w9-elf-swords': '0410', 's1-orcs': '0309' }, { elendil: '0311' }, 'westernesse-movement');
    expect(sauron.apply(s, 'westernesse', { type: 'move', piece: 'elendil', to: '0310' }, new ScriptedDice([])).ok).toBe(true);
    expect(refused(s, 'westernesse', { type: 'move', piece: 'elendil', to: '0410' }).clause).toBe('8.11');
    const s2 = arrange({ 's1-orcs': '0310' }, { elendil: '0311' }, 'westernesse-movement');
    expect(refused(s2, 'westernesse', { type: 'move', piece: 'elendil', to: '0310' }).clause).toBe('8.11');
    expect(sauron.apply(s2, 'westernesse', { type: 'move', piece: 'elendil', to: '0312' }, new ScriptedDice([])).ok).toBe(true);
  });

  test('8.25: with all his nationality destroyed a leader stacks with allies, but elves never with dwarves', () => {
    const base = arrange({ 'w1-men-swords': '0310', 'w15-dwarves': '0410' }, { 'gil-galad': '0311' }, 'westernesse-movement');
    const s = { ...base, record: { ...base.record, nationalitiesGone: ['elves'] } };
    expect(sauron.apply(s, 'westernesse', { type: 'move', piece: 'gil-galad', to: '0310' }, new ScriptedDice([])).ok).toBe(true);
    const toDwarves = {
      ...s,
      record: { ...s.record, leaders: s.record.leaders.map((l) => (l.id === 'gil-galad' ? { ...l, position: '0411' } : l)) },
    };
    expect(refused(toDwarves, 'westernesse', { type: 'move', piece: 'gil-galad', to: '0410' }).clause).toBe('8.25');
  });

  test('Expanded Game (SAU-M2): units never move from the path to the wall except by the stairways', () => {
    const s = arrange({ 'w1-men-swords': '0821' }, {}, 'westernesse-movement');
    expect(refused(s, 'westernesse', { type: 'move', piece: 'w1-men-swords', to: '0820' }).clause).toBe('Expanded Game');
    const up = arrange({ 'w1-men-swords': '0921' }, {}, 'westernesse-movement');
    expect(unitHex(act(up, 'westernesse', { type: 'move', piece: 'w1-men-swords', to: '0920' }).state, 'w1-men-swords')).toBe('0920');
    const plain = arrange({ 'w1-men-swords': '0721' }, {}, 'westernesse-movement');
    expect(refused(plain, 'westernesse', { type: 'move', piece: 'w1-men-swords', to: '0821' }).clause).toBe('Expanded Game');
  });
});

describe('the Gates of Morannon (18.1)', () => {
  test('18.1: Sauron inside Mordor closes the gates for the game-turn; nothing moves or melees through them; only units inside Mordor fire through', () => {
    const s = start();
    expect(s.record.phase).toBe('first-magic');
    expect(sauron.toAct(s)).toEqual(['sauron']);
    const closed = act(s, 'sauron', { type: 'set-gates', closed: true }).state;
    expect(closed.gates.closed).toBe(true);
    expect(closed.record.phase).toBe('sauron-movement');
    const at = {
      ...arrange({ 's1-orcs': '1120', 'w1-men-swords': '1020', 'w12-elf-archers': '0921', 's7-goblins': '1220' }, {}, 'sauron-movement'),
      gates: closed.gates,
    };
    expect(refused(at, 'sauron', { type: 'move', piece: 's1-orcs', to: '1020' }).clause).toBe('18.1');
    const fire = inPhase(at, 'sauron-combat', 'missile');
    expect(sauron.apply(fire, 'sauron', { type: 'missile', unit: 's7-goblins', target: 'w1-men-swords' }, new ScriptedDice([1])).ok).toBe(
      true,
    );
    const west = inPhase(at, 'westernesse-combat', 'missile');
    expect(refused(west, 'westernesse', { type: 'missile', unit: 'w12-elf-archers', target: 's1-orcs' }).clause).toBe('18.1');
    const melee = inPhase(west, 'westernesse-combat', 'melee');
    expect(refused(melee, 'westernesse', { type: 'melee', unit: 'w1-men-swords', target: 's1-orcs' }).clause).toBe('18.1');
  });

  test('18.1, SAU-A26, SAU-M3: through open gates anyone may fire; Mordor is columns 11-29, rows 1-20, less the mountains', () => {
    expect(['1120', '1101', '2920', '1608', '2218'].map((h) => DAGORLAD.mordor.has(H(h)))).toEqual([true, true, true, true, true]);
    expect(['1020', '1121', '0921', '0801'].map((h) => DAGORLAD.mordor.has(H(h)))).toEqual([false, false, false, false]);
    const at = arrange(
      { 's1-orcs': '1120', 'w1-men-swords': '1020', 'w12-elf-archers': '0921', 's7-goblins': '1220' },
      {},
      'westernesse-combat',
      'missile',
    );
    expect(at.gates.closed).toBe(false);
    expect(sauron.apply(at, 'westernesse', { type: 'missile', unit: 'w12-elf-archers', target: 's1-orcs' }, new ScriptedDice([1])).ok).toBe(
      true,
    );
  });

  test('18.1: with Sauron outside Mordor there is no gate choice and the First Magic Leader Phase passes (SAU-M20: when no Beast power is affordable either)', () => {
    const s = start({ sauronMagicPoints: 0 });
    const out = {
      ...s,
      record: {
        ...s.record,
        turn: 1,
        phase: 'joint-rally' as Phase,
        leaders: s.record.leaders.map((l) => (l.id === 'sauron' ? { ...l, position: '0518' } : l)),
      },
      step: stepOf('joint-rally', null, 'sauron'),
    };
    const next = act(out, 'sauron', { type: 'end' }).state;
    expect(next.record.turn).toBe(2);
    expect(next.record.phase).toBe('sauron-movement');
  });
});

describe('combat between units (7.175, SAU-M15)', () => {
  test('SAU-M15: Trolls A (5) against Men B-3-W: die 6 + 5 - 3 = 8 eliminates, SAU-A5 adds W 4 to Westernesse; the riposte 1 + 4 - 3 = 2 does nothing', () => {
    const s = arrange({ 's12-trolls': '0310', 'w1-men-swords': '0410' }, {}, 'sauron-combat', 'melee');
    const r = act(s, 'sauron', { type: 'melee', unit: 's12-trolls', target: 'w1-men-swords' }, [6, 1]);
    expect(unitHex(r.state, 'w1-men-swords')).toBeNull();
    expect(level(r.state, 'westernesse')).toBe(4);
    expect(r.events.filter((e) => e.type === 'unit-attack').map((e) => (e as { result: string }).result)).toEqual([
      'eliminated',
      'no effect',
    ]);
  });

  test('SAU-M15: both results apply together: the attacker disrupts (3 + 5 - 3 = 5) while the riposte eliminates it (6 + 4 - 3 = 7; Trolls X add 3)', () => {
    const s = arrange({ 's12-trolls': '0310', 'w1-men-swords': '0410' }, {}, 'sauron-combat', 'melee');
    const r = act(s, 'sauron', { type: 'melee', unit: 's12-trolls', target: 'w1-men-swords' }, [3, 6]);
    expect(r.state.units.find((u) => u.id === 'w1-men-swords')!.disrupted).toBe(true);
    expect(unitHex(r.state, 's12-trolls')).toBeNull();
    expect(level(r.state, 'sauron')).toBe(3);
  });

  test("4.3: in rough the defender's armour is 2 higher: the same 6 + 5 against Men in 0314 is 6, a disruption", () => {
    const s = arrange({ 's12-trolls': '0313', 'w1-men-swords': '0314' }, {}, 'sauron-combat', 'melee');
    const r = act(s, 'sauron', { type: 'melee', unit: 's12-trolls', target: 'w1-men-swords' }, [6, 1]);
    const attack = r.events.find((e) => e.type === 'unit-attack') as { armour: number; total: number; result: string };
    expect([attack.armour, attack.total, attack.result]).toEqual([5, 6, 'disrupted']);
  });

  test('SAU-M15: a unit attacks once a phase; F9: missiles reach 2 hexes', () => {
    const s = arrange({ 's7-goblins': '0310', 'w1-men-swords': '0510', 'w2-men-swords': '0710' }, {}, 'sauron-combat', 'missile');
    expect(refused(s, 'sauron', { type: 'missile', unit: 's7-goblins', target: 'w2-men-swords' }).clause).toBe('F9');
    const fired = act(s, 'sauron', { type: 'missile', unit: 's7-goblins', target: 'w1-men-swords' }, [1]).state;
    expect(refused(fired, 'sauron', { type: 'missile', unit: 's7-goblins', target: 'w1-men-swords' }).clause).toBe('SAU-M15');
  });

  test("SAU-M8, SAU-A5: the map game's thresholds are its order of battle's (30, 40) unless option demoralizationThresholds 'seed' (60, 80) or demoralization.thresholds", () => {
    const thresholds = (o: Record<string, unknown>) => {
      const d = sauron.view(start(o), 'westernesse').demoralization;
      return [d.westernesse.threshold, d.sauron.threshold];
    };
    expect(thresholds({})).toEqual([30, 40]);
    expect(thresholds({ demoralizationThresholds: 'seed' })).toEqual([60, 80]);
    expect(thresholds({ demoralizationThresholds: 'seed', demoralization: { thresholds: { westernesse: 25, sauron: 35 } } })).toEqual([
      25, 35,
    ]);
  });

  test('7.175: archers beside two enemy units that one friendly unit could melee must fire: one attacker covers one enemy', () => {
    // Orcs in two hexes beside the archers and beside each other; the Men in the third hex touching both.
    const archers = H('0610');
    const [a, b] = grid.neighbours(archers).flatMap((x) =>
      grid
        .neighbours(archers)
        .filter((y) => y > x && grid.areAdjacent(x, y))
        .map((y) => [x, y] as const),
    )[0]!;
    const c = grid.neighbours(a).find((x) => x !== archers && grid.areAdjacent(x, b))!;
    const name = (h: number) => grid.name(h);
    const one = arrange(
      { 'w12-elf-archers': name(archers), 's1-orcs': name(a), 's2-orcs': name(b), 'w1-men-swords': name(c) },
      {},
      'westernesse-combat',
      'missile',
    );
    expect(refused(one, 'westernesse', { type: 'end' })).toMatchObject({ code: 'ERR_MUST_FIRE', clause: '7.175' });
    expect(sauron.legalActions(one, 'westernesse').every((x) => x.type === 'missile')).toBe(true);
    // A second unit of Men beside the first Orcs only: now each Orcs has its own attacker, and the archers may hold their fire.
    const d = grid.neighbours(a).find((x) => x !== archers && x !== c && x !== b && !grid.areAdjacent(x, b))!;
    const two = arrange(
      { 'w12-elf-archers': name(archers), 's1-orcs': name(a), 's2-orcs': name(b), 'w1-men-swords': name(c), 'w2-men-swords': name(d) },
      {},
      'westernesse-combat',
      'missile',
    );
    let s = act(two, 'westernesse', { type: 'end' }).state;
    expect([...sauron.view(s, 'westernesse').owed].sort()).toEqual(['s1-orcs', 's2-orcs']);
    s = act(s, 'westernesse', { type: 'end' }).state;
    // The Men touching both may not spend their attack on the Orcs the other Men can reach.
    expect(refused(s, 'westernesse', { type: 'melee', unit: 'w1-men-swords', target: 's1-orcs' })).toMatchObject({
      code: 'ERR_MELEE_OWED',
      clause: '7.175',
    });
    s = act(s, 'westernesse', { type: 'melee', unit: 'w1-men-swords', target: 's2-orcs' }, [1, 1]).state;
    expect(refused(s, 'westernesse', { type: 'end' })).toMatchObject({ code: 'ERR_MELEE_OWED', clause: '7.175' });
    s = act(s, 'westernesse', { type: 'melee', unit: 'w2-men-swords', target: 's1-orcs' }, [1, 1]).state;
    expect(sauron.apply(s, 'westernesse', { type: 'end' }, new ScriptedDice([])).ok).toBe(true);
  });

  test('7.175, SAU-A5: a side Demoralized after its archers held their fire owes no melee it may not make, and the phase ends', () => {
    const base = arrange({ 'w12-elf-archers': '0310', 's1-orcs': '0410', 'w1-men-swords': '0510' }, {}, 'westernesse-combat', 'melee');
    const s: GameState = {
      ...base,
      step: { kind: 'combat', seat: 'westernesse', segment: 'melee', owed: ['s1-orcs'], meleed: [] },
      record: { ...base.record, demoralization: { ...base.record.demoralization, levels: { westernesse: 40, sauron: 0 } } },
    };
    expect(refused(s, 'westernesse', { type: 'melee', unit: 'w1-men-swords', target: 's1-orcs' })).toMatchObject({ clause: 'SAU-A5' });
    expect(sauron.legalActions(s, 'westernesse')).toEqual([{ type: 'end' }]);
    expect(act(s, 'westernesse', { type: 'end' }).state.record.phase).toBe('joint-rally');
  });

  test('7.175: a missile unit beside an enemy must fire unless that enemy will be meleed; then the melee is owed', () => {
    // Elves Archers (missile only) beside Orcs, no other Westernesse unit: they must fire.
    const alone = arrange({ 'w12-elf-archers': '0310', 's1-orcs': '0410' }, {}, 'westernesse-combat', 'missile');
    expect(refused(alone, 'westernesse', { type: 'end' }).clause).toBe('7.175');
    expect(sauron.legalActions(alone, 'westernesse').every((a) => a.type === 'missile')).toBe(true);
    // With Men beside the Orcs too, the archers may hold their fire; the Orcs are then owed a melee attack.
    const helped = arrange({ 'w12-elf-archers': '0310', 's1-orcs': '0410', 'w1-men-swords': '0510' }, {}, 'westernesse-combat', 'missile');
    let s = act(helped, 'westernesse', { type: 'end' }).state;
    expect(sauron.view(s, 'westernesse').owed).toEqual(['s1-orcs']);
    s = act(s, 'westernesse', { type: 'end' }).state;
    expect(sauron.view(s, 'westernesse').segment).toBe('melee');
    expect(refused(s, 'westernesse', { type: 'end' }).clause).toBe('7.175');
    s = act(s, 'westernesse', { type: 'melee', unit: 'w1-men-swords', target: 's1-orcs' }, [1, 1]).state;
    expect(sauron.apply(s, 'westernesse', { type: 'end' }, new ScriptedDice([])).ok).toBe(true);
  });

  test('SAU-A5, SAU-M8: a Demoralized side (Sauron at 40) makes no melee attacks', () => {
    const base = arrange({ 's12-trolls': '0310', 'w1-men-swords': '0410' }, {}, 'sauron-combat', 'melee');
    const s = { ...base, record: { ...base.record, demoralization: { levels: { westernesse: 0, sauron: 40 }, broken: null } } };
    expect(refused(s, 'sauron', { type: 'melee', unit: 's12-trolls', target: 'w1-men-swords' }).clause).toBe('SAU-A5');
  });
});

describe('leaders on the map', () => {
  test('7.221, SAU-M17: Leader Combat between adjacent leaders: the Ringwraith (7) against Baldrim (6), die 6 on +1: D2; SAU-A16: once a phase', () => {
    const s = arrange({}, { ringwraith: '0310', baldrim: '0410' }, 'sauron-combat', 'leader');
    const r = act(s, 'sauron', { type: 'leader-attack', leader: 'ringwraith', target: 'baldrim' }, [6]);
    expect(r.state.record.leaders.find((l) => l.id === 'baldrim')!.wounds).toBe(2);
    expect(refused(r.state, 'sauron', { type: 'leader-attack', leader: 'ringwraith', target: 'baldrim' }).clause).toBe('7.241');
    const far = arrange({}, { ringwraith: '0310', baldrim: '0610' }, 'sauron-combat', 'leader');
    expect(refused(far, 'sauron', { type: 'leader-attack', leader: 'ringwraith', target: 'baldrim' }).clause).toBe('SAU-M17');
  });

  test('17.11: the Beast is a C-4-X unit that fights Leader Combat at 9; eliminated, it costs Sauron 15 (SAU-A5)', () => {
    const s = arrange({ 's20-beast': '0310' }, { baldrim: '0410' }, 'sauron-combat', 'leader');
    const r = act(s, 'sauron', { type: 'leader-attack', leader: 'beast', target: 'baldrim' }, [1]);
    const lc = r.events.find((e) => e.type === 'leader-combat') as { attackerTotal: number };
    expect(lc.attackerTotal).toBe(9);
    const m = arrange({ 's20-beast': '0310', 'w7-men-cavalry': '0410' }, {}, 'westernesse-combat', 'melee');
    const k = act(m, 'westernesse', { type: 'melee', unit: 'w7-men-cavalry', target: 's20-beast' }, [6, 1, 6]);
    // 6 + 5 - 4 = 7: eliminated.
    expect(unitHex(k.state, 's20-beast')).toBeNull();
    expect(k.state.record.leaders.find((l) => l.id === 'beast')!.alive).toBe(false);
    expect(level(k.state, 'sauron')).toBe(15);
  });

  test("22.0-22.2: Isildur challenges Gorgol 2 hexes off; Gorgol accepts, moves into Isildur's hex in his Movement Phase, and they fight to the death in the next Leader Combat Segment", () => {
    let s = arrange({ 'w1-men-swords': '0310', 's1-orcs': '0512' }, { isildur: '0310', gorgol: '0512' }, 'westernesse-combat', 'leader');
    s = act(s, 'westernesse', { type: 'challenge', challenger: 'isildur', defender: 'gorgol' }).state;
    expect(sauron.toAct(s)).toEqual(['sauron']);
    expect(sauron.legalActions(s, 'sauron')).toEqual([{ type: 'accept' }, { type: 'refuse' }]);
    s = act(s, 'sauron', { type: 'accept' }).state;
    expect(s.record.mortal!.phase).toBe('closing');
    // To Sauron's Movement Phase: end the segments, the Joint Rally Phase and the gate choice.
    s = act(s, 'westernesse', { type: 'end' }).state;
    s = act(s, 'westernesse', { type: 'end' }).state;
    s = act(s, 'westernesse', { type: 'end' }).state;
    s = act(s, 'sauron', { type: 'end' }).state;
    if (s.record.phase === 'first-magic') s = act(s, 'sauron', { type: 'set-gates', closed: false }).state;
    expect(s.record.phase).toBe('sauron-movement');
    s = act(s, 'sauron', { type: 'move', piece: 'gorgol', to: '0411' }).state;
    s = act(s, 'sauron', { type: 'move', piece: 'gorgol', to: '0311' }).state;
    expect(refused(s, 'sauron', { type: 'move', piece: 'gorgol', to: '0310' }).clause).toBe('8.11'); // Men with Isildur
    s = { ...s, units: s.units.map((u) => (u.id === 'w1-men-swords' ? { ...u, hex: H('0210') } : u)) };
    s = act(s, 'sauron', { type: 'move', piece: 'gorgol', to: '0310' }).state;
    // Ending the Movement Phase reports the meeting; the Combat Phase opens with the fight (22.1, 22.2).
    const r = act(s, 'sauron', { type: 'end' }, [6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6]);
    expect(r.events.some((e) => e.type === 'mortal-combat-begins')).toBe(true);
    expect(r.events.some((e) => e.type === 'mortal-combat-over')).toBe(true);
    expect(r.state.record.leaders.filter((l) => ['isildur', 'gorgol'].includes(l.id)).some((l) => !l.alive)).toBe(true);
  });

  test("22.1, SAU-M19: a Movement Phase that ends without the mover in his foe's hex passes the turn to close; only the mover may enter it", () => {
    let s = arrange({}, { isildur: '0310', gorgol: '0512' }, 'westernesse-combat', 'leader');
    s = act(s, 'westernesse', { type: 'challenge', challenger: 'isildur', defender: 'gorgol' }).state;
    s = act(s, 'sauron', { type: 'accept' }).state;
    for (let i = 0; i < 10 && s.record.phase !== 'sauron-movement'; i++) s = act(s, sauron.toAct(s)[0]!, { type: 'end' }).state;
    expect(s.record.mortal!.mover).toBe('defender');
    s = act(s, 'sauron', { type: 'end' }).state;
    expect(s.record.mortal!.mover).toBe('challenger');
    // Gorgol, no longer the mover, may not step into Isildur's hex (as if it were his Movement Phase again).
    const gorgolBeside = {
      ...s,
      record: {
        ...s.record,
        phase: 'sauron-movement' as Phase,
        leaders: s.record.leaders.map((l) => (l.id === 'gorgol' ? { ...l, position: '0410' } : l)),
      },
      step: stepOf('sauron-movement'),
      leaderMp: { gorgol: 6 },
    };
    expect(refused(gorgolBeside, 'sauron', { type: 'move', piece: 'gorgol', to: '0310' }).clause).toBe('22.1');
    for (let i = 0; i < 10 && s.record.phase !== 'westernesse-movement'; i++) s = act(s, sauron.toAct(s)[0]!, { type: 'end' }).state;
    for (const to of ['0410', '0511', '0512']) s = act(s, 'westernesse', { type: 'move', piece: 'isildur', to }).state;
    expect(s.record.leaders.find((l) => l.id === 'isildur')!.position).toBe('0512');
  });

  test("22.3: refusing a challenge costs the refuser's side his current Rally Points, and he may not rally that turn", () => {
    let s = arrange({}, { isildur: '0310', gorgol: '0512' }, 'westernesse-combat', 'leader');
    s = act(s, 'westernesse', { type: 'challenge', challenger: 'isildur', defender: 'gorgol' }).state;
    s = act(s, 'sauron', { type: 'refuse' }).state;
    expect(level(s, 'sauron')).toBe(6);
    expect(s.record.leaders.find((l) => l.id === 'gorgol')!.noRallyTurn).toBe(s.record.turn);
  });

  test('22.4: Elendil may not challenge Gorgol (11 against 6)', () => {
    const s = arrange({}, { elendil: '0310', gorgol: '0512' }, 'westernesse-combat', 'leader');
    expect(refused(s, 'westernesse', { type: 'challenge', challenger: 'elendil', defender: 'gorgol' }).clause).toBe('22.4');
  });

  test("SAU-M11, 19.211, 20.21: a unit eliminated in Elendil's hex breaks Narsil into shards (+10); 19.212: Isildur may take up the shards", () => {
    const s = arrange({ 's12-trolls': '0310', 'w1-men-swords': '0410' }, { elendil: '0410' }, 'sauron-combat', 'melee');
    const r = act(s, 'sauron', { type: 'melee', unit: 's12-trolls', target: 'w1-men-swords' }, [6, 1]);
    expect(r.state.record.ring.narsil.form).toBe('shards');
    expect(level(r.state, 'westernesse')).toBe(4 + 10);
  });

  test('8.33, SAU-M16: in the Joint Rally Phase a leader rallies the disrupted units of his nationality beside him', () => {
    const base = arrange({ 'w1-men-swords': '0410', 'w9-elf-swords': '0411' }, { isildur: '0310' }, 'joint-rally');
    const s = {
      ...base,
      units: base.units.map((u) => (u.id === 'w1-men-swords' || u.id === 'w9-elf-swords' ? { ...u, disrupted: true } : u)),
      step: stepOf('joint-rally', null, 'westernesse'),
    };
    // Isildur 5 + 4 = 9 rallies on 3-11 (8.37): dice 3 + 4 = 7.
    const r = act(s, 'westernesse', { type: 'rally', leader: 'isildur' }, [3, 4]);
    expect(r.state.units.find((u) => u.id === 'w1-men-swords')!.disrupted).toBe(false);
    expect(r.state.units.find((u) => u.id === 'w9-elf-swords')!.disrupted).toBe(true);
    expect(refused(r.state, 'westernesse', { type: 'rally', leader: 'isildur' }).clause).toBe('SAU-M16');
  });
});

describe('the Ring, reinforcements and victory', () => {
  test("16.633, SAU-M13: Isildur with the Ring in Orodruin's centre takes it off (die 2 at most his rating 2) and destroys it: Westernesse wins", () => {
    const base = arrange({}, { isildur: '2218' }, 'joint-rally');
    const ring = { ...base.record.ring, ring: { ...base.record.ring.ring, holder: 'isildur', sauronLost: true } };
    let s: GameState = { ...base, record: { ...base.record, ring }, step: stepOf('joint-rally', null, 'westernesse') };
    s = act(s, 'westernesse', { type: 'ring-removal', leader: 'isildur' }, [2]).state;
    expect(s.record.ring.ring.status).toBe('off');
    const r = act(s, 'westernesse', { type: 'destroy-ring' });
    expect(sauron.outcome(r.state)).toMatchObject({ winner: 'westernesse', clause: 'SAU-M13' });
  });

  test('14.3, SAU-M14: the agreed extra units enter at the south edge on game-turn 3, not before (SAU-M6: free hexes 0130-1230, in the Westernesse Movement Phase)', () => {
    const s = start({ extraWesternesseUnits: 6 });
    expect(s.units.filter((u) => u.id.startsWith('wx')).map((u) => u.type)).toEqual([
      'men-swords',
      'elf-archers',
      'elf-archers',
      'elf-archers',
      'elf-archers',
      'elf-archers',
    ]);
    const two = arrange({}, { elendil: '0228', sauron: '1120' }, 'sauron-combat', 'melee', { extraWesternesseUnits: 2 });
    const at2 = act({ ...two, record: { ...two.record, turn: 2 } }, 'sauron', { type: 'end' }).state;
    expect(at2.record.phase).toBe('westernesse-movement');
    expect(at2.units.filter((u) => u.id.startsWith('wx')).every((u) => u.hex === null)).toBe(true);
    const at3 = act({ ...two, record: { ...two.record, turn: 3 } }, 'sauron', { type: 'end' }).state;
    expect(at3.units.filter((u) => u.id.startsWith('wx')).map((u) => (u.hex === null ? null : grid.row(u.hex)))).toEqual([30, 30]);
  });

  test('SAU-A5, SAU-M8: a side whose level reaches 45 breaks and loses at once', () => {
    const base = arrange({ 's12-trolls': '0310', 'w1-men-swords': '0410' }, {}, 'sauron-combat', 'melee');
    const s = { ...base, record: { ...base.record, demoralization: { levels: { westernesse: 42, sauron: 0 }, broken: null } } };
    const r = act(s, 'sauron', { type: 'melee', unit: 's12-trolls', target: 'w1-men-swords' }, [6, 1]);
    expect(sauron.outcome(r.state)).toMatchObject({ winner: 'sauron', clause: 'SAU-A5' });
    expect(sauron.toAct(r.state)).toEqual([]);
  });

  test('SAU-M13: after the last game-turn the side nearer its break point loses', () => {
    const base = arrange({}, {}, 'joint-rally', null, { turns: 1 });
    const s = {
      ...base,
      step: stepOf('joint-rally', null, 'sauron'),
      record: { ...base.record, demoralization: { levels: { westernesse: 10, sauron: 20 }, broken: null } },
    };
    const r = act(s, 'sauron', { type: 'end' });
    expect(sauron.outcome(r.state)).toMatchObject({ winner: 'westernesse', clause: 'SAU-M13' });
  });
});

describe('the Ring and the leaders turned evil on the map', () => {
  test("16.61 via 22.0 (SAU-A10 'overthrown'): Elendil challenges Sauron, Sauron comes into his hex and is overthrown: he lives on at Morale 1, Elendil wears the Ring", () => {
    let s = arrange({}, { elendil: '0310', sauron: '0311' }, 'westernesse-combat', 'leader');
    s = act(s, 'westernesse', { type: 'challenge', challenger: 'elendil', defender: 'sauron' }).state;
    s = act(s, 'sauron', { type: 'accept' }).state;
    for (let i = 0; i < 10 && s.record.phase !== 'sauron-movement'; i++) {
      const seat = sauron.toAct(s)[0]!;
      s = act(s, seat, s.record.phase === 'first-magic' ? { type: 'set-gates', closed: false } : { type: 'end' }).state;
    }
    s = act(s, 'sauron', { type: 'move', piece: 'sauron', to: '0310' }).state;
    // Elendil 12 v Sauron 12: 6 = D2, Sauron 1 = A1; 12 v 9: 6 = D3, 1 = A3; 12 v 3: 6 = D4, 1 = A3: past his Endurance 10.
    const r = act(s, 'sauron', { type: 'end' }, [6, 1, 6, 1, 6, 1]);
    expect(r.events.find((e) => e.type === 'overthrown')).toMatchObject({
      clause: 'SAU-A10',
      leaderId: 'sauron',
      byId: 'elendil',
      wounds: 9,
    });
    expect(r.events.find((e) => e.type === 'ring-lost-by-sauron')).toMatchObject({ clause: '16.61', morale: -4 });
    expect(r.state.record.ring.ring).toMatchObject({ holder: 'elendil', status: 'worn', sauronLost: true });
    expect(level(r.state, 'sauron')).toBe(20);
    expect(r.state.record.magicPoints).toBe(35);
    const v = sauron.view(r.state, 'westernesse');
    expect(v.leaders.find((l) => l.id === 'sauron')).toMatchObject({ alive: true, morale: 1 });
    // 22.4 now bars Sauron (7 + 1) from challenging Elendil (12) to win it back.
    const later = inPhase(r.state, 'sauron-combat', 'leader');
    expect(refused(later, 'sauron', { type: 'challenge', challenger: 'sauron', defender: 'elendil' }).clause).toBe('22.4');
  });

  test('SAU-A10, 16.61, 16.631: Sauron killed in Leader Combat leaves the Ring in his hex; the Ringwraith takes it up and wears it at +2', () => {
    const base = arrange({}, { elendil: '1020', sauron: '1120', ringwraith: '1220' }, 'westernesse-combat', 'leader');
    const s0 = {
      ...base,
      record: { ...base.record, leaders: base.record.leaders.map((l) => (l.id === 'sauron' ? { ...l, wounds: 9 } : l)) },
    };
    // Elendil 6 + 1 (Narsil) + 5 = 12 against Sauron 12 - 9 = 3: +9, the +5 column; die 6: D4 (SAU-A2).
    const k = act(s0, 'westernesse', { type: 'leader-attack', leader: 'elendil', target: 'sauron' }, [6]).state;
    expect(k.record.leaders.find((l) => l.id === 'sauron')!.alive).toBe(false);
    expect(k.record.ring.ring).toMatchObject({ status: 'lying', lyingAt: '1120', sauronLost: true });
    expect(level(k, 'sauron')).toBe(12 + 20);
    let s: GameState = { ...inPhase(k, 'sauron-movement'), leaderMp: { ringwraith: 6 } };
    expect(refused(s, 'sauron', { type: 'take-ring', leader: 'ringwraith' }).clause).toBe('SAU-A10');
    s = act(s, 'sauron', { type: 'move', piece: 'ringwraith', to: '1120' }).state;
    s = act(s, 'sauron', { type: 'take-ring', leader: 'ringwraith' }).state;
    expect(s.record.ring.ring.holder).toBe('ringwraith');
    expect(sauron.view(s, 'sauron').leaders.find((l) => l.id === 'ringwraith')!.morale).toBe(3 + 2);
  });

  test("16.69, SAU-M12: Anarion fails a third time to take the Ring off: Basic Morale 3, a servant of Sauron, he joins Sauron's hex (SAU-A15: +8 to Westernesse)", () => {
    const base = arrange({}, { anarion: '0310', sauron: '1120' }, 'joint-rally');
    const ring = { ...base.record.ring, ring: { ...base.record.ring.ring, holder: 'anarion', sauronLost: true, failures: { anarion: 2 } } };
    const s: GameState = { ...base, record: { ...base.record, ring }, step: stepOf('joint-rally', null, 'westernesse') };
    const r = act(s, 'westernesse', { type: 'ring-removal', leader: 'anarion' }, [6]);
    const anarion = r.state.record.leaders.find((l) => l.id === 'anarion')!;
    expect([anarion.controller, anarion.evil, anarion.position]).toEqual(['sauron', 'servant', '1120']);
    expect(level(r.state, 'westernesse')).toBe(8);
    expect(r.events.some((e) => e.type === 'unit-removed' && e.clause === 'SAU-M12')).toBe(true);
  });

  test('16.69, SAU-M12: Elendil (Basic Morale 5) turned evil goes to a third player: with two seats he leaves the battle', () => {
    const base = arrange({}, { elendil: '0310', sauron: '1120' }, 'joint-rally', null, { thirdSeat: 'leave' });
    const ring = { ...base.record.ring, ring: { ...base.record.ring.ring, holder: 'elendil', sauronLost: true, failures: { elendil: 2 } } };
    const s: GameState = { ...base, record: { ...base.record, ring }, step: stepOf('joint-rally', null, 'westernesse') };
    const r = act(s, 'westernesse', { type: 'ring-removal', leader: 'elendil' }, [6]);
    const elendil = r.state.record.leaders.find((l) => l.id === 'elendil')!;
    expect([elendil.controller, elendil.position]).toEqual(['third', null]);
    expect(sauron.legalActions(r.state, 'westernesse').some((a) => 'leader' in a && a.leader === 'elendil')).toBe(false);
  });
});

describe('the armies (data/armies.json)', () => {
  test('SAU-M7, 8.11: every leader starts with units of his nationality or alone; F10: one unit a hex; the Beast and the catapults are where the seed puts them', () => {
    const s = start();
    const v = sauron.view(s, 'westernesse');
    expect(v.units.filter((u) => u.side === 'westernesse')).toHaveLength(16);
    expect(v.units.filter((u) => u.side === 'sauron')).toHaveLength(20);
    for (const l of v.leaders.filter((x) => x.hex)) {
      const here = v.units.filter((u) => u.hex === l.hex);
      const nat =
        l.id === 'beast'
          ? 'mordor'
          : ((
              { elendil: 'men', isildur: 'men', anarion: 'men', 'gil-galad': 'elves', cirdan: 'elves', baldrim: 'dwarves' } as Record<
                string,
                string
              >
            )[l.id] ?? 'mordor');
      for (const u of here) expect(u.side, l.id).toBe(l.controller);
      for (const u of here) expect(ARMIES.types.get(u.type)!.nationality, l.id).toBe(nat);
    }
    expect(v.units.filter((u) => u.type === 'catapults').every((u) => DAGORLAD.terrain[H(u.hex!)] === 'fortification')).toBe(true);
    expect(v.units.find((u) => u.type === 'beast')!.code).toBe('C-4-X');
    expect(v.leaders.find((l) => l.id === 'sauron')!.hex).toBe('1120');
  });
});

describe('the Ruleset contract', () => {
  test('SAU-M18: nothing is hidden: both seats and a spectator get the same view', () => {
    const m = Match.create(sauron, { turns: 2 }, 3);
    if (!m.ok) throw new Error(m.error.message);
    expect(m.value.view('westernesse')).toEqual(m.value.view('sauron'));
    expect(m.value.view(SPECTATOR)).toEqual(m.value.view('sauron'));
  });

  test('SAU-M18: the view holds the whole position, and the state made from it plays on as the game does', () => {
    const m = Match.create(sauron, { turns: 2 }, 3);
    if (!m.ok) throw new Error(m.error.message);
    const dice = SeededDice.fromSeed(5);
    for (let i = 0; i < 40 && !m.value.outcome(); i++) {
      const seat = m.value.toAct()[0]!;
      const legal = m.value.legalActions(seat);
      m.value.act(seat, legal[dice.roll(legal.length) - 1]);
    }
    const seat = m.value.toAct()[0]!;
    const state = stateFromView(m.value.view(seat));
    expect(JSON.stringify(state)).toBe(JSON.stringify(m.value.state));
    expect(sauron.legalActions(state, seat)).toEqual(m.value.legalActions(seat));
    const { position: _position, ...shown } = m.value.view(seat);
    expect(() => stateFromView(shown as never)).toThrow(/position/);
  });

  test('options: every assumption switch is an option, unknown keys are refused; bad actions are refused and change nothing', () => {
    expect(sauron.parseOptions({ nonsense: 1 }).ok).toBe(false);
    expect(sauron.parseOptions({ turns: 0 }).ok).toBe(false);
    expect(sauron.parseOptions({ mortalCombatRounds: 'one-die', zonesOfControl: false, ringDestroyedWins: false }).ok).toBe(true);
    expect(sauron.parseAction({ type: 'move', piece: 'x', to: '12' }).ok).toBe(false);
    const s = start();
    const before = JSON.stringify(s);
    expect(refused(s, 'westernesse', { type: 'end' }).code).toBe('ERR_NOT_YOUR_TURN');
    expect(refused(s, 'sauron', { type: 'move', piece: 's1-orcs', to: '0221' }).clause).toBe('SAU-A6');
    expect(JSON.stringify(s)).toBe(before);
  });

  test('SAU-A6: the turn runs First Magic, Sauron Movement, Sauron Combat (missile, leader, melee), Westernesse Movement, Westernesse Combat, Joint Rally', () => {
    let s = start();
    const seen: string[] = [];
    s = act(s, 'sauron', { type: 'set-gates', closed: false }).state;
    for (let i = 0; i < 12 && s.record.turn === 1; i++) {
      const segment = s.step.kind === 'combat' ? s.step.segment : null;
      seen.push(`${s.record.phase}${segment ? `:${segment}` : ''}`);
      const seat = sauron.toAct(s)[0]!;
      s = act(s, seat, { type: 'end' }).state;
    }
    expect(seen).toEqual([
      'sauron-movement',
      'sauron-combat:missile',
      'sauron-combat:leader',
      'sauron-combat:melee',
      'westernesse-movement',
      'westernesse-combat:missile',
      'westernesse-combat:leader',
      'westernesse-combat:melee',
      'joint-rally',
      'joint-rally',
    ]);
  });
});
