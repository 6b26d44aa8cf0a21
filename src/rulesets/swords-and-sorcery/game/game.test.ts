/**
 * The map game: the game-turn, movement step by step, reaction, the combat phase, rally, the end.
 * Hexes in column 03 are one above the other (0301, 0302 forest, 0303, 0304), so adjacency is plain.
 */
import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../../core/dice.js';
import { swordsAndSorcery } from './ruleset.js';
import { scores } from './rules.js';
import { act, hexName, ids, ofType, refused, scenario, start, to } from './test-helpers.js';
import type { SsState } from './state.js';

const men = (n: number) => ({ 'men-at-arms': n });
const orcs = (n: number) => ({ 'orc-warband': n });

/** Plays every pending battle decision with the engine's default (the first choice offered). */
function fightOut(s: SsState, seed = 3): SsState {
  const dice = SeededDice.fromSeed(seed);
  for (let i = 0; i < 500 && s.pending?.kind === 'battle'; i++) {
    const seat = swordsAndSorcery.toAct(s)[0]!;
    s = act(s, seat, swordsAndSorcery.legalActions(s, seat)[0]!, dice).state;
  }
  return s;
}

describe('I note (3): the stacking check at the start of a game-turn', () => {
  test('I note (1): 14 units in clear (limit 12) roll for the partial six; a 2 eliminates one and demoralizes the rest', () => {
    const s = start(scenario([{ hex: '0101', units: men(14) }], [{ hex: '0604', units: orcs(1) }]), {}, new ScriptedDice([2]));
    expect(s.units.filter((u) => u.owner === 'west')).toHaveLength(13);
    expect(s.units.filter((u) => u.owner === 'west').every((u) => u.demoralized)).toBe(true);
    expect(s.casualties[0]).toMatchObject({ owner: 'west', clause: 'I note (1)' });
  });

  test("I note (1), SSV-A47: the owner's weakest unit goes first (lowest printed attack); stackingLossOrder 'strongest-first' takes the strongest", () => {
    const spec = scenario([{ hex: '0101', units: { 'men-at-arms': 13, bowmen: 1 } }], [{ hex: '0604', units: orcs(1) }]);
    const weakest = start(spec, {}, new ScriptedDice([2]));
    expect(weakest.casualties.map((c) => c.what)).toEqual(['Bowmen']);
    expect(weakest.units.filter((u) => u.owner === 'west')).toHaveLength(13);
    const strongest = start(spec, { stackingLossOrder: 'strongest-first' }, new ScriptedDice([2]));
    expect(strongest.casualties.map((c) => c.what)).toEqual(['Men-at-Arms']);
  });

  test('I note (1): a roll above the partial multiple costs nothing', () => {
    const s = start(scenario([{ hex: '0101', units: men(14) }], [{ hex: '0604', units: orcs(1) }]), {}, new ScriptedDice([3]));
    expect(s.units.filter((u) => u.owner === 'west')).toHaveLength(14);
    expect(s.units.some((u) => u.demoralized)).toBe(false);
  });
});

describe('SSV-A53: the game-turn', () => {
  test('SSV-A53: stacking check, then each player in turn: rally, movement, combat; then the turn ends and the next begins', () => {
    const s0 = start(scenario([{ hex: '0101', units: men(1) }], [{ hex: '0604', units: orcs(1) }]));
    expect(swordsAndSorcery.toAct(s0)).toEqual(['west']);
    const turnEvents = (events: readonly { type: string }[]) =>
      events.map((e) => e.type).filter((t) => ['game-turn', 'player-turn', 'combat-phase', 'game-turn-over'].includes(t));
    const w = act(s0, 'west', { type: 'end-movement' });
    expect(turnEvents(w.events)).toEqual(['combat-phase', 'player-turn']);
    expect(ofType(w.events, 'player-turn')[0]).toMatchObject({ turn: 1, seat: 'east', clause: 'SSV-A53' });
    expect(swordsAndSorcery.toAct(w.state)).toEqual(['east']);
    const e = act(w.state, 'east', { type: 'end-movement' });
    expect(turnEvents(e.events)).toEqual(['combat-phase', 'game-turn-over', 'game-turn', 'player-turn']);
    expect(ofType(e.events, 'game-turn')[0]).toMatchObject({ turn: 2 });
    expect(ofType(e.events, 'player-turn')[0]).toMatchObject({ turn: 2, seat: 'west' });
  });
});

describe('II: movement, step by step (SSV-A45)', () => {
  const s0 = start(scenario([{ hex: '0301', units: men(2) }], [{ hex: '0604', units: orcs(1) }]));
  const west = ids(s0, 'west', '0301');

  test("II: each step costs the terrain's movement points: Men pay 3 for forest, then 1 for clear", () => {
    const a = act(s0, 'west', { type: 'move', pieces: west, to: to('0302') }).state;
    expect(a.units.filter((u) => west.includes(u.id)).map((u) => u.mp)).toEqual([3, 3]);
    const b = act(a, 'west', { type: 'move', pieces: west, to: to('0303') }).state;
    expect(b.units.filter((u) => west.includes(u.id)).map((u) => u.mp)).toEqual([4, 4]);
    const e = refused(b, 'west', { type: 'move', pieces: west, to: to('0304') });
    expect(e).toMatchObject({ code: 'ERR_NOT_ENOUGH_MP', clause: 'II' });
  });

  test('SSV-A44: a character alone has 6 movement points, paid as his race pays (characterMovement 4: four)', () => {
    const lone = (o: Record<string, unknown> = {}) =>
      start(scenario([{ hex: '0301', characters: ['coron'] }], [{ hex: '0604', units: orcs(1) }]), o);
    const walk = (s0: SsState) => {
      const coron = ids(s0, 'west', '0301');
      expect(coron).toEqual(['coron']);
      let s = act(s0, 'west', { type: 'move', pieces: coron, to: to('0302') }).state; // forest: 3 for Men
      s = act(s, 'west', { type: 'move', pieces: coron, to: to('0303') }).state; // clear: 1
      return s;
    };
    const six = act(walk(lone()), 'west', { type: 'move', pieces: ['coron'], to: to('0304') }).state;
    expect(ids(six, 'west', '0304')).toEqual(['coron']);
    expect(refused(walk(lone({ characterMovement: 4 })), 'west', { type: 'move', pieces: ['coron'], to: to('0304') }).code).toBe(
      'ERR_NOT_ENOUGH_MP',
    );
  });

  test('SSV-A45: a step is to an adjacent place, with pieces that stand together', () => {
    expect(refused(s0, 'west', { type: 'move', pieces: west, to: to('0303') }).code).toBe('ERR_NOT_ADJACENT');
    expect(refused(s0, 'west', { type: 'move', pieces: ['east-1'], to: to('0302') }).code).toBe('ERR_NOT_YOUR_PIECE');
    expect(refused(s0, 'east', { type: 'move', pieces: ['east-1'], to: to('0603') }).code).toBe('ERR_NOT_YOUR_TURN');
  });

  test("II.A (SSV-A54): a blasted hex's die above the points left: the unit stays, its move over; with dieCostShort 'enter' it enters, its move over", () => {
    const rows = ['c c c c c c', 'c c c c c c', 'c c x c c c', 'c c c c c c'];
    const spec = scenario([{ hex: '0301', units: men(1) }], [{ hex: '0604', units: orcs(1) }], rows);
    for (const [option, lands] of [
      ['stop', '0302'],
      ['enter', '0303'],
    ] as const) {
      const s = start(spec, { dieCostShort: option });
      const man = ids(s, 'west', '0301');
      const a = act(s, 'west', { type: 'move', pieces: man, to: to('0302') }).state;
      const b = act(a, 'west', { type: 'move', pieces: man, to: to('0303') }, new ScriptedDice([6]));
      const unit = b.state.units.find((u) => u.id === man[0])!;
      expect(hexName(b.state, unit.place.hex)).toBe(lands);
      expect(unit.done).toBe(true);
      const failed = b.events.filter((e) => e.type === 'step-failed');
      if (option === 'stop') expect(failed[0]).toMatchObject({ rolls: [6], needed: 6, left: 3, clause: 'II.A; SSV-A54' });
      else expect(failed).toEqual([]);
      expect(refused(b.state, 'west', { type: 'move', pieces: man, to: to(option === 'stop' ? '0303' : '0304') }).clause).toMatch(/II/);
    }
  });

  test('II: the lake is closed to non-flyers', () => {
    const s = start(
      scenario(
        [{ hex: '0301', units: men(1) }],
        [{ hex: '0604', units: orcs(1) }],
        ['c c c c c c', 'c c L c c c', 'c c c c c c', 'c c c c c c'],
      ),
    );
    expect(refused(s, 'west', { type: 'move', pieces: ids(s, 'west', '0301'), to: to('0302') })).toMatchObject({
      code: 'ERR_FORBIDDEN_TERRAIN',
      clause: 'II',
    });
  });
});

describe('III.A-C: reaction and colocation', () => {
  const setup = () => start(scenario([{ hex: '0301', units: men(2) }], [{ hex: '0304', units: orcs(2), characters: ['krawn'] }]));

  test('III.A: moving adjacent to a stack with a leader offers its owner a reaction', () => {
    let s = setup();
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0301'), to: to('0302') }).state;
    expect(s.pending).toBeNull();
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
    expect(s.pending?.kind).toBe('reaction');
    expect(swordsAndSorcery.toAct(s)).toEqual(['east']);
    expect(refused(s, 'west', { type: 'end-movement' }).code).toBe('ERR_NOT_YOUR_TURN');
  });

  test('III.A: on 8 or more the reacting units MUST move, the leader with them (III.A.3); colocation halts the mover (III.C)', () => {
    let s = setup();
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0301'), to: to('0302') }).state;
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
    const reacting = ids(s, 'east', '0304');
    const r = act(
      s,
      'east',
      { type: 'react', from: to('0304'), leader: 'krawn', pieces: reacting, into: to('0303') },
      new ScriptedDice([6, 6]),
    );
    // +1 (Men's cost into clear) -1 (Orcs' cost) +3 (Krawn's Leadership); speeds equal.
    expect(ofType(r.events, 'reaction-roll')[0]).toMatchObject({ dice: [6, 6], modifier: 3, total: 15, success: true, clause: 'III.A' });
    expect(ids(r.state, 'east', '0303').sort()).toEqual([...reacting].sort());
    expect(r.state.units.filter((u) => u.owner === 'west').every((u) => u.done)).toBe(true);
    expect(ofType(r.events, 'halted')[0]).toMatchObject({ clause: 'III.C' });
  });

  test("III.A, SSV-A46: both see the dice, the total modifier and the result; the itemized modifiers go only to the record, or to both with reconnaissance 'open'", () => {
    const react = (o: Record<string, unknown>) => {
      let s = start(scenario([{ hex: '0301', units: men(2) }], [{ hex: '0304', units: orcs(2), characters: ['krawn'] }]), o);
      s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0301'), to: to('0302') }).state;
      s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
      return act(
        s,
        'east',
        { type: 'react', from: to('0304'), leader: 'krawn', pieces: ids(s, 'east', '0304'), into: to('0303') },
        new ScriptedDice([6, 6]),
      ).events;
    };
    const hidden = react({});
    const roll = ofType(hidden, 'reaction-roll')[0]!;
    expect(roll).toMatchObject({ dice: [6, 6], modifier: 3, total: 15, success: true });
    expect('modifiers' in roll).toBe(false);
    expect(ofType(hidden, 'reaction-modifiers')[0]).toMatchObject({ audience: [], clause: 'III.A; SSV-A46' });
    const open = react({ reconnaissance: 'open' });
    const itemized = (ofType(open, 'reaction-roll')[0] as unknown as { modifiers: readonly { value: number }[] }).modifiers;
    expect(itemized.reduce((n, m) => n + m.value, 0)).toBe(3);
    expect(ofType(open, 'reaction-modifiers')).toHaveLength(0);
  });

  test('III.A: under 8 the stack stays where it is', () => {
    let s = setup();
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0301'), to: to('0302') }).state;
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
    const r = act(
      s,
      'east',
      { type: 'react', from: to('0304'), leader: 'krawn', pieces: ids(s, 'east', '0304'), into: to('0303') },
      new ScriptedDice([1, 2]),
    );
    expect(ofType(r.events, 'reaction-roll')[0]).toMatchObject({ total: 6, success: false });
    expect(ids(r.state, 'east', '0304')).toHaveLength(3);
    expect(r.state.pending).toBeNull();
  });

  test('III.A.3: the leader must go with the reacting units', () => {
    let s = setup();
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0301'), to: to('0302') }).state;
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
    const units = ids(s, 'east', '0304').filter((id) => id !== 'krawn');
    expect(refused(s, 'east', { type: 'react', from: to('0304'), leader: 'krawn', pieces: units, into: to('0303') })).toMatchObject({
      clause: 'III.A.3',
    });
  });

  test('III.A.3, SSV-A48: no reaction is offered into a place the leader could not enter (swamp creatures led by an Orc, beside a lake)', () => {
    const rows = ['c c c c c c', 'c c c c c c', 'c c L c c c', 'c c c c c c'];
    let s = start(scenario([{ hex: '0402', units: men(1) }], [{ hex: '0304', units: { 'bog-warriors': 2 }, characters: ['krawn'] }], rows));
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0402'), to: to('0403') }).state;
    expect(s.pending?.kind).toBe('reaction');
    const reacts = swordsAndSorcery.legalActions(s, 'east').filter((a) => a.type === 'react');
    expect(reacts.some((a) => a.type === 'react' && a.into.hex === '0303')).toBe(false);
    for (const a of reacts) expect(swordsAndSorcery.apply(s, 'east', a, new ScriptedDice([6, 6])).ok).toBe(true);
  });

  test('III.B: a leader whose hex is entered must react at once or forgo reactions for the rest of the turn', () => {
    const s0 = start(
      scenario(
        [{ hex: '0302', units: men(3) }],
        [{ hex: '0304', units: orcs(1), characters: ['krawn'] }],
        ['c c c c c c', 'c c c c c c', 'c c c c c c', 'c c c c c c'],
      ),
    );
    let s = act(s0, 'west', { type: 'move', pieces: [ids(s0, 'west', '0302')[0]!], to: to('0303') }).state;
    expect(s.pending?.kind).toBe('reaction');
    s = act(s, 'east', { type: 'pass' }).state;
    expect(s.forgone).toEqual([]);
    s = act(s, 'west', { type: 'move', pieces: [ids(s, 'west', '0303')[0]!], to: to('0304') }).state;
    expect(s.pending?.kind).toBe('reaction');
    const r = act(s, 'east', { type: 'pass' });
    expect(r.state.forgone).toEqual(['krawn']);
    expect(ofType(r.events, 'reaction-forgone')[0]).toMatchObject({ clause: 'III.B' });
    // Krawn's stack is no longer offered reactions this turn.
    const again = act(r.state, 'west', { type: 'move', pieces: [ids(r.state, 'west', '0302')[0]!], to: to('0303') }).state;
    expect(again.pending).toBeNull();
  });
});

describe('III.D: the combat phase', () => {
  test('III.D.8: every place holding both sides is fought out; losses leave the map as casualties', () => {
    let s = start(
      scenario(
        [{ hex: '0102', units: men(6) }],
        [
          { hex: '0103', units: { 'goblin-spears': 1 } },
          { hex: '0604', units: orcs(1) },
        ],
      ),
    );
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0102'), to: to('0103') }).state;
    expect(refused(s, 'west', { type: 'move', pieces: ids(s, 'west', '0103'), to: to('0104') })).toMatchObject({
      code: 'ERR_MOVE_OVER',
      clause: 'III.C',
    });
    const r = act(s, 'west', { type: 'end-movement' });
    expect(ofType(r.events, 'battle')[0]).toMatchObject({ place: '0103', clause: 'III.D' });
    expect([...swordsAndSorcery.toAct(r.state)].sort()).toEqual(['east', 'west']);
    s = fightOut(r.state);
    expect(s.pending?.kind).not.toBe('battle');
    const left = new Set(
      s.units
        .filter((u) => u.place.hex === r.state.units.find((x) => x.id === ids(r.state, 'west', '0103')[0])!.place.hex)
        .map((u) => u.owner),
    );
    expect(left.size).toBeLessThanOrEqual(1);
    expect(s.casualties.length).toBeGreaterThan(0);
    expect(s.casualties.every((c) => c.clause.length > 0)).toBe(true);
  });

  test('III.D.7.a: the survivors of a withdrawal go to the adjacent place their owner chooses (SSV-A50)', () => {
    let s = start(
      scenario(
        [{ hex: '0302', units: men(2) }],
        [
          { hex: '0303', units: orcs(6) },
          { hex: '0604', units: orcs(1) },
        ],
        ['c c c c c c', 'c c c c c c', 'c c c c c c', 'c c c c c c'],
      ),
    );
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
    s = act(s, 'west', { type: 'end-movement' }).state;
    const dice = SeededDice.fromSeed(11);
    for (let i = 0; i < 200 && s.pending?.kind === 'battle'; i++) {
      const seat = swordsAndSorcery.toAct(s)[0]!;
      const legal = swordsAndSorcery.legalActions(s, seat);
      const withdraw = legal.find((a) => a.type === 'battle' && a.decision['type'] === 'withdraw');
      s = act(s, seat, seat === 'west' && withdraw ? withdraw : legal[0]!, dice).state;
    }
    if (s.pending?.kind === 'withdrawal') {
      const choice = swordsAndSorcery.legalActions(s, 'west')[0]!;
      expect(choice.type).toBe('withdraw-to');
      expect(refused(s, 'west', { type: 'withdraw-to', to: to('0303') })).toMatchObject({ clause: 'III.D.7.a' });
      const r = act(s, 'west', choice);
      expect(ofType(r.events, 'withdrew-to')[0]).toMatchObject({ seat: 'west', from: '0303', clause: 'III.D.7.a' });
    } else {
      // Every west unit fell before it could leave: the battle still ended with one side alone.
      expect(s.units.filter((u) => u.owner === 'west')).toHaveLength(0);
    }
  });
});

describe('V: morale on the map', () => {
  test("V.D: a Demoralized unit stacked with a character of its race rallies at the start of its owner's turn", () => {
    let s = start(scenario([{ hex: '0101', units: men(1) }], [{ hex: '0604', units: orcs(3), characters: ['zarko'] }]));
    for (const u of s.units) if (u.owner === 'east') u.demoralized = true;
    const r = act(s, 'west', { type: 'end-movement' });
    s = r.state;
    // Zarko (Leadership 2) rallies two of the three.
    expect(s.units.filter((u) => u.owner === 'east' && u.demoralized)).toHaveLength(1);
    expect(ofType(r.events, 'rallied')).toHaveLength(2);
    expect(ofType(r.events, 'rallied')[0]).toMatchObject({ by: 'zarko', clause: 'V.D' });
  });

  test('V.E: a Demoralized unit may not enter a hex holding an enemy unit, nor one an enemy stack could react into', () => {
    const s = start(
      scenario(
        [{ hex: '0302', units: men(1) }],
        [
          { hex: '0304', units: orcs(1), characters: ['krawn'] },
          { hex: '0402', units: orcs(1) },
        ],
      ),
    );
    s.units.find((u) => u.owner === 'west')!.demoralized = true;
    const west = ids(s, 'west', '0302');
    expect(refused(s, 'west', { type: 'move', pieces: west, to: to('0402') })).toMatchObject({ clause: 'V.E' });
    expect(refused(s, 'west', { type: 'move', pieces: west, to: to('0303') })).toMatchObject({ clause: 'V.E' });
    expect(act(s, 'west', { type: 'move', pieces: west, to: to('0301') }).state.units.find((u) => u.id === west[0])!.mp).toBe(1);
  });
});

describe('VI.A: limited reconnaissance', () => {
  test('VI.A: an enemy stack shows where it stands and how many counters it holds, nothing more (SSV-A43)', () => {
    const s = start(scenario([{ hex: '0301', units: men(2) }], [{ hex: '0304', units: orcs(2), characters: ['krawn'] }]));
    const v = swordsAndSorcery.view(s, 'west');
    expect(v.pieces.every((p) => p.owner === 'west')).toBe(true);
    expect(v.enemyStacks).toEqual([{ owner: 'east', place: { hex: '0304' }, count: 3 }]);
    // The scenario's starting forces are printed, hence public (SSV-A43); where they go and what they hold now is not.
    expect(JSON.stringify([v.pieces, v.enemyStacks, v.pending])).not.toContain('krawn');
    const marker = swordsAndSorcery.view(
      start(scenario([{ hex: '0301', units: men(2) }], [{ hex: '0304', units: orcs(2) }]), { reconnaissance: 'marker' }),
      'west',
    );
    expect(marker.enemyStacks).toEqual([{ owner: 'east', place: { hex: '0304' } }]);
  });

  test('VI.A: units in the same hex see each other', () => {
    let s = start(scenario([{ hex: '0302', units: men(2) }], [{ hex: '0303', units: orcs(2) }]));
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
    const v = swordsAndSorcery.view(s, 'west');
    expect(v.pieces.filter((p) => p.owner === 'east').map((p) => p.what)).toEqual(['orc-warband', 'orc-warband']);
    expect(v.enemyStacks).toEqual([]);
  });

  test('VI.A: a move is seen by the enemy only as a stack of so many counters moving', () => {
    const s = start(scenario([{ hex: '0301', units: men(2) }], [{ hex: '0604', units: orcs(1) }]));
    const r = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0301'), to: to('0302') });
    const seenByEast = r.events.filter((e) => e.audience === undefined || e.audience.includes('east'));
    expect(seenByEast.map((e) => e.type)).toEqual(['stack-moved']);
    expect(seenByEast[0]).toMatchObject({ from: '0301', to: '0302', count: 2, clause: 'VI.A' });
  });
});

describe('SSV-A41: the end of the game', () => {
  test('SSV-A41: a side with nothing left on the map loses at once', () => {
    let s = start(scenario([{ hex: '0102', units: { 'heavy-horse': 3 } }], [{ hex: '0103', units: { 'goblin-archers': 1 } }]));
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0102'), to: to('0103') }).state;
    s = act(s, 'west', { type: 'end-movement' }).state;
    s = fightOut(s);
    if (s.units.some((u) => u.owner === 'east')) return; // the goblins held: nothing to check
    expect(s.outcome).toMatchObject({ winner: 'west', clause: 'SSV-A41' });
  });

  test('SSV-A41, SSV-A42: points are enemy strength eliminated plus fortified places held alone', () => {
    const spec = scenario([{ hex: '0101', units: men(1) }], [{ hex: '0604', units: orcs(1) }], undefined, {
      fortifications: { '0101': 'castle' },
    });
    const s = start(spec);
    s.casualties.push({ id: 'east-9', owner: 'east', what: 'Orc Warband', strength: 3, turn: 1, clause: 'III.D.5' });
    expect(scores(s)).toEqual({ west: 3 + 10, east: 0 });
  });

  test('SSV-A40: after the last game-turn the higher score wins', () => {
    let s = start(
      scenario([{ hex: '0101', units: men(1) }], [{ hex: '0604', units: orcs(1) }], undefined, { fortifications: { '0101': 'castle' } }),
      { turns: 1 },
    );
    s = act(s, 'west', { type: 'end-movement' }).state;
    s = act(s, 'east', { type: 'end-movement' }).state;
    expect(s.outcome).toMatchObject({ winner: 'west', clause: 'SSV-A41' });
    expect(swordsAndSorcery.toAct(s)).toEqual([]);
  });
});
