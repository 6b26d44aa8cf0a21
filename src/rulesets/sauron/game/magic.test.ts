/** Sauron's Magic Capability Points and the Beast's powers in the map game (F10, 16.61, 17.11, SAU-M20, SAU-M21), with fixed dice. */
import { describe, expect, test } from 'vitest';
import type { Phase } from '../record.js';
import { DAGORLAD } from './map.js';
import { BEAST_POWERS, buildBeastPowers } from './magic.js';
import { sauron } from './ruleset.js';
import type { GameState, Segment } from './rules.js';
import { act, arrange as arrangeWith, grid, H, inPhase, refused, start, stepOf } from './test-helpers.js';

/** Only the Beast (with `powers`) and the named units on the map, in `phase`; Sauron's units with `mp` movement points. */
const arrange = (powers: string[], units: Record<string, string>, phase: Phase, segment: Segment | null = null, mp = 4) =>
  arrangeWith(units, {}, phase, segment, {}, { powers, mp: (u) => (u.side === 'sauron' ? mp : 4) });
const beast = (s: GameState) => s.units.find((u) => u.id === 's20-beast')!;
const view = (s: GameState) => sauron.view(s, 'sauron');

describe("the Beast's powers (SAU-M21)", () => {
  test("SAU-M21: data/beast-powers.json: Flight 16, Horn Attack 12, Death Breath 20 sum to the overview's 48; F10's 45 buys any two, never all three", () => {
    expect(BEAST_POWERS.list.map((p) => [p.id, p.cost])).toEqual([
      ['flight', 16],
      ['horn-attack', 12],
      ['death-breath', 20],
    ]);
    const costs = BEAST_POWERS.list.map((p) => p.cost);
    expect(costs.reduce((a, b) => a + b, 0)).toBe(48);
    for (let i = 0; i < 3; i++) for (let j = i + 1; j < 3; j++) expect(costs[i]! + costs[j]!).toBeLessThanOrEqual(45);
    expect(() =>
      buildBeastPowers({ unit: 'beast', powers: [{ id: 'flight', name: 'Flight', cost: -1, source: 'x' }], sources: {} }),
    ).toThrow();
  });

  test('F10, SAU-M20: Sauron starts with 45 points; in the First Magic Leader Phase he gives the Beast Death Breath (25 left) and Horn Attack (13 left); the view shows both', () => {
    let s = start();
    expect(s.record.phase).toBe('first-magic');
    expect(view(s).magicPoints).toBe(45);
    expect(sauron.legalActions(s, 'sauron').filter((a) => a.type === 'beast-power')).toHaveLength(3);
    const r = act(s, 'sauron', { type: 'beast-power', power: 'death-breath' });
    expect(r.events.find((e) => e.type === 'beast-power')).toMatchObject({
      clause: 'SAU-M21',
      power: 'death-breath',
      cost: 20,
      pointsLeft: 25,
    });
    expect(r.events.find((e) => e.type === 'magic-points')).toMatchObject({ clause: 'SAU-A25', from: 45, to: 25 });
    s = act(r.state, 'sauron', { type: 'beast-power', power: 'horn-attack' }).state;
    expect(s.record.phase).toBe('first-magic');
    expect(view(s).magicPoints).toBe(13);
    expect(
      view(s)
        .beastPowers.filter((p) => p.owned)
        .map((p) => p.id),
    ).toEqual(['horn-attack', 'death-breath']);
    expect(view(s).units.find((u) => u.id === 's20-beast')).toMatchObject({ code: 'Ab-4-X', powers: ['death-breath', 'horn-attack'] });
    // Flight (16) is now beyond the 13 left; the gate choice ends the phase.
    expect(sauron.legalActions(s, 'sauron').some((a) => a.type === 'beast-power')).toBe(false);
    expect(refused(s, 'sauron', { type: 'beast-power', power: 'flight' })).toMatchObject({
      clause: 'SAU-M20',
      code: 'ERR_NOT_ENOUGH_MAGIC',
    });
    expect(refused(s, 'sauron', { type: 'beast-power', power: 'horn-attack' }).clause).toBe('SAU-M21');
    expect(refused(s, 'sauron', { type: 'beast-power', power: 'wings' }).clause).toBe('SAU-M21');
    expect(refused(s, 'westernesse', { type: 'beast-power', power: 'flight' }).clause).toBe('SAU-A6');
    expect(refused(s, 'sauron', { type: 'end' }).clause).toBe('18.1');
    s = act(s, 'sauron', { type: 'set-gates', closed: false }).state;
    expect(s.record.phase).toBe('sauron-movement');
    expect(refused(s, 'sauron', { type: 'beast-power', power: 'flight' }).clause).toBe('SAU-M20');
  });

  test('SAU-M20: with Sauron outside Mordor and points to spend the First Magic Leader Phase waits for him; end closes it; option sauronMagicPoints 50 buys all three', () => {
    const s = start({ sauronMagicPoints: 50 });
    const out = {
      ...s,
      record: {
        ...s.record,
        phase: 'joint-rally' as Phase,
        leaders: s.record.leaders.map((l) => (l.id === 'sauron' ? { ...l, position: '0518' } : l)),
      },
      step: stepOf('joint-rally', null, 'sauron'),
    };
    let t = act(out, 'sauron', { type: 'end' }).state;
    expect([t.record.turn, t.record.phase]).toEqual([2, 'first-magic']);
    expect(sauron.legalActions(t, 'sauron').map((a) => a.type)).toEqual(['beast-power', 'beast-power', 'beast-power', 'end']);
    for (const power of ['flight', 'horn-attack', 'death-breath']) t = act(t, 'sauron', { type: 'beast-power', power }).state;
    expect(t.record.magicPoints).toBe(2);
    t = act(t, 'sauron', { type: 'end' }).state;
    expect(t.record.phase).toBe('sauron-movement');
    expect(beast(t).mp).toBe(8);
    expect(sauron.parseOptions({ sauronMagicPoints: -1 }).ok).toBe(false);
  });

  test('17.11, SAU-M21: without Horn Attack or Death Breath the Beast melees at C: die 4 + 3 - 3 = 4, no effect; with Horn Attack at A: 4 + 5 - 3 = 6 disrupts', () => {
    const units = { 's20-beast': '0310', 'w1-men-swords': '0410' };
    const plain = act(
      arrange([], units, 'sauron-combat', 'melee'),
      'sauron',
      { type: 'melee', unit: 's20-beast', target: 'w1-men-swords' },
      [4, 1],
    );
    expect(plain.events.find((e) => e.type === 'unit-attack')).toMatchObject({ rating: 3, armour: 3, total: 4, result: 'no effect' });
    const horn = act(
      arrange(['horn-attack'], units, 'sauron-combat', 'melee'),
      'sauron',
      { type: 'melee', unit: 's20-beast', target: 'w1-men-swords' },
      [4, 1],
    );
    expect(horn.events.find((e) => e.type === 'unit-attack')).toMatchObject({ rating: 5, armour: 3, total: 6, result: 'disrupted' });
    // The Beast's Leader Combat rating stays 9 (SAU-M21).
    expect(view(arrange(['horn-attack'], units, 'sauron-combat')).leaders.find((l) => l.id === 'beast')!.combat).toBe(9);
  });

  test('SAU-M21, F9: Death Breath: the Beast breathes b (4) on a unit 2 hexes off in the Missile Combat Segment: 6 + 4 - 3 = 7 eliminates; without it the Beast has no missile capability (7.175)', () => {
    const two = grid
      .neighbours(H('0410'))
      .map((h) => grid.name(h))
      .find((n) => grid.distance(H(n), H('0210')) === 2 && n !== '0310')!;
    const units = { 's20-beast': '0210', 'w1-men-swords': two };
    expect(
      refused(arrange([], units, 'sauron-combat', 'missile'), 'sauron', { type: 'missile', unit: 's20-beast', target: 'w1-men-swords' })
        .clause,
    ).toBe('7.175');
    const r = act(
      arrange(['death-breath'], units, 'sauron-combat', 'missile'),
      'sauron',
      { type: 'missile', unit: 's20-beast', target: 'w1-men-swords' },
      [6],
    );
    expect(r.events.find((e) => e.type === 'unit-attack')).toMatchObject({
      kind: 'missile',
      rating: 4,
      armour: 3,
      total: 7,
      result: 'eliminated',
    });
    expect(r.state.units.find((u) => u.id === 'w1-men-swords')!.eliminated).toBe(true);
  });

  test('SAU-M21: Flight: the Beast crosses the mountains at 1 MP a hex and is not stopped beside an enemy (SAU-M10); flightless it may not enter them (Expanded Game)', () => {
    const mountain = grid.neighbours(H('0715')).find((h) => DAGORLAD.terrain[h] === 'mountain')!;
    const units = { 's20-beast': '0715', 'w1-men-swords': '0613' };
    expect(
      refused(arrange([], units, 'sauron-movement'), 'sauron', { type: 'move', piece: 's20-beast', to: grid.name(mountain) }).clause,
    ).toBe('Expanded Game');
    let s = arrange(['flight'], units, 'sauron-movement', null, 8);
    const r = act(s, 'sauron', { type: 'move', piece: 's20-beast', to: grid.name(mountain) });
    expect(r.events.find((e) => e.type === 'unit-moved')).toMatchObject({ clause: 'SAU-M21', cost: 1, mpLeft: 7 });
    // Beside the Men at 0613: a flightless unit would stop (SAU-M10); the flying Beast goes on.
    s = arrange(['flight'], { 's20-beast': '0715', 'w1-men-swords': '0613' }, 'sauron-movement', null, 8);
    const beside = grid.neighbours(H('0715')).find((h) => grid.distance(h, H('0613')) === 1)!;
    const m = act(s, 'sauron', { type: 'move', piece: 's20-beast', to: grid.name(beside) });
    expect(beast(m.state).mp).toBe(7);
    expect(m.state.record.leaders.find((l) => l.id === 'beast')!.position).toBe(grid.name(beside));
  });

  test('16.61, SAU-A25, SAU-M20: Sauron killed and the Ring lost takes 10 from the points left after the powers (45 - 20 - 12 = 13, then 3); the powers stay, and dead he spends nothing', () => {
    let s = start();
    s = act(s, 'sauron', { type: 'beast-power', power: 'death-breath' }).state;
    s = act(s, 'sauron', { type: 'beast-power', power: 'horn-attack' }).state;
    const positions: Record<string, string> = { elendil: '1020', sauron: '1120' };
    s = {
      ...s,
      record: {
        ...s.record,
        phase: 'westernesse-combat',
        leaders: s.record.leaders.map((l) => ({
          ...l,
          position: positions[l.id] ?? l.position,
          ...(l.id === 'sauron' ? { wounds: 9 } : {}),
        })),
      },
      step: stepOf('westernesse-combat', 'leader'),
    };
    // Elendil 12 against Sauron 3: the +5 column, die 6: D4 (SAU-A2).
    const r = act(s, 'westernesse', { type: 'leader-attack', leader: 'elendil', target: 'sauron' }, [6]);
    expect(r.events.find((e) => e.type === 'magic-points' && e.clause === '16.61')).toMatchObject({ from: 13, to: 3 });
    expect(view(r.state).magicPoints).toBe(3);
    expect(beast(r.state).powers).toEqual(['death-breath', 'horn-attack']);
    // With Sauron dead nobody spends the 3 points left (SAU-M20).
    const next: GameState = inPhase(r.state, 'first-magic');
    expect(refused(next, 'sauron', { type: 'beast-power', power: 'flight' })).toMatchObject({ clause: 'SAU-M20', code: 'ERR_SAURON_DEAD' });
  });
});
