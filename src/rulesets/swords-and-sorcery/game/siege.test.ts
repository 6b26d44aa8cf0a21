/**
 * Siege Operations (IV) on the map. The castle or walled hex is 0303; its neighbours are 0302 (N),
 * 0304 (S), 0402 (NE), 0403 (SE), 0203 (SW) and 0202 (NW).
 */
import { describe, expect, test } from 'vitest';
import { ScriptedDice, SeededDice } from '../../../core/dice.js';
import { swordsAndSorcery } from './ruleset.js';
import { act, ids, ofType, refused, scenario, start, to, type Stack } from './test-helpers.js';
import type { SsState } from './state.js';

const CLEAR = ['c c c c c c', 'c c c c c c', 'c c c c c c', 'c c c c c c'];
const castle = (west: Stack[], east: Stack[]) => start(scenario(west, east, CLEAR, { fortifications: { '0303': 'castle' } }));
const NEIGHBOURS = ['0302', '0304', '0402', '0403', '0203', '0202'];
const walls = (gate?: string) => ({
  fortifications: { '0303': 'walled' },
  hexsides: {
    wall: NEIGHBOURS.filter((n) => n !== gate).map((n) => `0303/${n}`),
    ...(gate ? { gate: [`0303/${gate}`] } : {}),
  },
});

/** West moves its stack from 0302 into the castle at 0303 and ends its movement. */
function enterCastle(s: SsState): SsState {
  s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
  return act(s, 'west', { type: 'end-movement' }).state;
}

/** A castle siege: west besieges east's orcs in 0303, declined on turn 1 and now `turns` turns old, west to move. */
function besieged(turns: number, west: Record<string, number> = { 'men-at-arms': 3 }): SsState {
  let s = castle([{ hex: '0302', units: west }], [{ hex: '0303', units: { 'orc-warband': 2 } }]);
  s = enterCastle(s);
  s = act(s, 'east', { type: 'decline-battle' }).state;
  s = act(s, 'east', { type: 'end-movement' }).state;
  s.sieges[0]!.turns = turns;
  return s;
}

/** As `besieged(1)`, reached by play alone: west's `units` enter the castle on turn 1, east declines; turn 2, west to move. */
function besiegedBy(units: Record<string, number>, options: Record<string, unknown> = {}): SsState {
  let s = start(
    scenario([{ hex: '0302', units }], [{ hex: '0303', units: { 'orc-warband': 2 } }], CLEAR, { fortifications: { '0303': 'castle' } }),
    options,
  );
  s = enterCastle(s);
  s = act(s, 'east', { type: 'decline-battle' }).state;
  return act(s, 'east', { type: 'end-movement' }).state;
}

describe('IV: declining battle', () => {
  test('IV, SSV-A55: the holders of a castle the enemy enters may decline battle: a siege begins and no regular combat is fought (IV.A)', () => {
    let s = castle([{ hex: '0302', units: { 'men-at-arms': 3 } }], [{ hex: '0303', units: { 'orc-warband': 2 } }]);
    s = enterCastle(s);
    expect(s.pending).toMatchObject({ kind: 'siege-offer', seat: 'east' });
    expect(swordsAndSorcery.legalActions(s, 'east')).toEqual([{ type: 'give-battle' }, { type: 'decline-battle' }]);
    const r = act(s, 'east', { type: 'decline-battle' });
    expect(ofType(r.events, 'siege')[0]).toMatchObject({ kind: 'declined', besieged: 'east', besieger: 'west', clause: 'IV' });
    expect(ofType(r.events, 'battle')).toHaveLength(0);
    expect(r.state.pending).toBeNull();
    expect(swordsAndSorcery.view(r.state, 'west').sieges).toEqual([
      { kind: 'declined', hexes: ['0303'], besieged: 'east', besieger: 'west', turns: 0, breached: false },
    ]);
  });

  test('IV: or they fight it out as in III', () => {
    let s = castle([{ hex: '0302', units: { 'men-at-arms': 3 } }], [{ hex: '0303', units: { 'orc-warband': 2 } }]);
    s = enterCastle(s);
    const r = act(s, 'east', { type: 'give-battle' });
    expect(r.state.pending?.kind).toBe('battle');
    expect(ofType(r.events, 'battle')[0]).toMatchObject({ siege: 'none', clause: 'III.D' });
  });

  test('IV.A: the besieged may not move out of the besieged location', () => {
    let s = besieged(1);
    s = act(s, 'west', { type: 'end-movement' }).state;
    expect(refused(s, 'east', { type: 'move', pieces: [ids(s, 'east', '0303')[0]!], to: to('0304') })).toMatchObject({ clause: 'IV.A' });
  });

  test('IV.A, SSV-A59: a sortie engages the besiegers in the hex, as in III; SSV-A49: the phasing besieged are side a', () => {
    let s = besieged(1);
    s = act(s, 'west', { type: 'end-movement' }).state;
    const east = ids(s, 'east', '0303').filter((id) => id.startsWith('east'));
    s = act(s, 'east', { type: 'sortie', pieces: east }).state;
    const r = act(s, 'east', { type: 'end-movement' });
    expect(ofType(r.events, 'battle')[0]).toMatchObject({ place: '0303', siege: 'sortie', clause: 'IV.A' });
    expect(ofType(r.events, 'battle-started')[0]).toMatchObject({ circumstances: { siege: 'sortie', besieged: 'a' } });
  });
});

describe('IV.B: the siege and stacking', () => {
  test('IV.B: the count of a besieged stack is multiplied by the game-turns the siege has lasted', () => {
    // Castle in clear: 12 + 2 (I.B, I.I). Five orcs x 4 turns = 20: one full six over, one eliminated, the rest demoralized.
    let s = castle([{ hex: '0302', units: { 'men-at-arms': 3 } }], [{ hex: '0303', units: { 'orc-warband': 5 } }]);
    s = enterCastle(s);
    s = act(s, 'east', { type: 'decline-battle' }).state;
    s.sieges[0]!.turns = 3;
    const r = act(s, 'east', { type: 'end-movement' });
    expect(r.state.sieges[0]!.turns).toBe(4);
    const check = ofType(r.events, 'stacking-check').find((e) => e['seat'] === 'east');
    expect(check).toMatchObject({ weight: 5, siegeTurns: 4, counted: 20, limit: 14, losses: 1 });
    expect(r.state.units.filter((u) => u.owner === 'east')).toHaveLength(4);
  });
});

describe('IV.C: Assaults', () => {
  test('IV.C: one die per unit: a 1 scales the walls, a 6 demoralizes, anything else nothing; all spend their whole allowance (IV.C.1)', () => {
    const s = besieged(1);
    const west = ids(s, 'west', '0303');
    const r = act(s, 'west', { type: 'assault', hex: '0303', pieces: west }, new ScriptedDice([1, 6, 3]));
    expect(ofType(r.events, 'assault-roll').map((e) => e['result'])).toEqual(['in', 'demoralized', 'no effect']);
    const units = r.state.units.filter((u) => west.includes(u.id));
    expect(units.map((u) => [u.inside ?? null, u.demoralized, u.done])).toEqual([
      ['assault', false, true],
      [null, true, true],
      [null, false, true],
    ]);
  });

  test('IV.C.2: units that got in must fight the besieged; IV.C.2.a the besieged may not withdraw', () => {
    let s = besieged(1);
    const west = ids(s, 'west', '0303');
    s = act(s, 'west', { type: 'assault', hex: '0303', pieces: west }, new ScriptedDice([1, 3, 3])).state;
    const r = act(s, 'west', { type: 'end-movement' });
    expect(ofType(r.events, 'battle')[0]).toMatchObject({ siege: 'assault', clause: 'IV.C.2' });
    const battle = r.state.pending?.kind === 'battle' ? r.state.pending.battle : null;
    expect(battle?.sides.a.units.map((u) => u.id)).toEqual([west[0]]);
    expect(battle?.circumstances).toMatchObject({ siege: 'assault', besieged: 'b' });
  });

  test('IV.C: cavalry units may not assault', () => {
    const s = besieged(1, { 'heavy-horse': 1, 'men-at-arms': 1 });
    expect(refused(s, 'west', { type: 'assault', hex: '0303', pieces: ids(s, 'west', '0303') })).toMatchObject({
      code: 'ERR_CAVALRY_ASSAULT',
      clause: 'IV.C',
    });
  });

  test('IV.C, III.D.2.b(1), SSV-A62: Warg Riders, Dinosaur Legions and the SS-Wiking count as cavalry only for the die modifier: they may assault, and inside give no cavalry modifier (IV.C.2)', () => {
    const mounted = { 'warg-riders': 1, 'dinosaur-legion': 1, 'ss-wiking': 1 };
    let s = besiegedBy(mounted);
    const west = ids(s, 'west', '0303');
    expect(swordsAndSorcery.legalActions(s, 'west')).toContainEqual({ type: 'assault', hex: '0303', pieces: west });
    const r = act(s, 'west', { type: 'assault', hex: '0303', pieces: west }, new ScriptedDice([1, 1, 1]));
    expect(ofType(r.events, 'assault-roll').map((e) => e['result'])).toEqual(['in', 'in', 'in']);
    s = act(r.state, 'west', { type: 'end-movement' }).state;
    const battle = s.pending?.kind === 'battle' ? s.pending.battle : null;
    expect(battle?.circumstances).toMatchObject({ siege: 'assault', besieged: 'b' });
    expect(battle?.sides.a.units.map((u) => u.id).sort()).toEqual([...west].sort());
    // The first round: West has cavalry strength and the orcs none, yet the modifier is IV.C.2's 0.
    const dice = SeededDice.fromSeed(2);
    const events: Record<string, unknown>[] = [];
    for (let i = 0; i < 4 && !events.some((e) => e['type'] === 'die-roll'); i++) {
      const seat = swordsAndSorcery.toAct(s)[0]!;
      const step = act(s, seat, swordsAndSorcery.legalActions(s, seat)[0]!, dice);
      events.push(...(step.events as unknown as Record<string, unknown>[]));
      s = step.state;
    }
    const westRoll = events.find((e) => e['type'] === 'die-roll' && e['side'] === 'a');
    expect(westRoll?.['modifiers']).toContainEqual(expect.objectContaining({ clause: 'IV.C.2', value: 0 }));
  });

  test("SSV-A62 assaultBarred 'counted-as-cavalry': units counted as cavalry for III.D.2.b are refused an assault too", () => {
    const s = besiegedBy({ 'warg-riders': 1, 'men-at-arms': 1 }, { assaultBarred: 'counted-as-cavalry' });
    const west = ids(s, 'west', '0303');
    expect(refused(s, 'west', { type: 'assault', hex: '0303', pieces: west })).toMatchObject({
      code: 'ERR_CAVALRY_ASSAULT',
      clause: 'IV.C',
    });
    const offered = swordsAndSorcery.legalActions(s, 'west').find((a) => a.type === 'assault');
    expect(offered).toMatchObject({ pieces: [west.find((id) => s.units.find((u) => u.id === id)?.type === 'men-at-arms')] });
  });

  test('IV.C: flying units need no assault: they may freely move in', () => {
    const s = besiegedBy({ dragons: 1, 'men-at-arms': 1 });
    const dragon = ids(s, 'west', '0303').find((id) => s.units.find((u) => u.id === id)?.type === 'dragons')!;
    expect(refused(s, 'west', { type: 'assault', hex: '0303', pieces: [dragon] })).toMatchObject({
      code: 'ERR_FLYER_ASSAULT',
      clause: 'IV.C',
    });
  });

  test('IV.C.1: a unit that has moved this turn may not assault', () => {
    let s = besieged(1, { 'men-at-arms': 2 });
    const [a] = ids(s, 'west', '0303');
    s = act(s, 'west', { type: 'move', pieces: [a!], to: to('0304') }).state;
    s = act(s, 'west', { type: 'move', pieces: [a!], to: to('0303') }).state;
    expect(refused(s, 'west', { type: 'assault', hex: '0303', pieces: [a!] })).toMatchObject({ clause: 'IV.C.1' });
  });
});

describe('IV.D: Breaches', () => {
  test('IV.D: the first die under the turns of siege, then the second under the units besieging: a breach, and the breachers go in (IV.D.2)', () => {
    const s = besieged(3);
    const west = ids(s, 'west', '0303');
    const r = act(s, 'west', { type: 'breach', hex: '0303', pieces: west }, new ScriptedDice([2, 2]));
    expect(ofType(r.events, 'breach-roll')[0]).toMatchObject({
      first: 2,
      second: 2,
      turns: 3,
      besieging: 3,
      success: true,
      clause: 'IV.D',
    });
    expect(r.state.sieges[0]!.breached).toBe(true);
    expect(r.state.units.filter((u) => west.includes(u.id)).every((u) => u.inside === 'breach' && u.done)).toBe(true);
    const fight = act(r.state, 'west', { type: 'end-movement' });
    expect(ofType(fight.events, 'battle')[0]).toMatchObject({ siege: 'breach', clause: 'IV.D.2' });
  });

  test('IV.D: a first die not under the turns of siege ends the attempt; the units have spent their allowance (IV.D.1)', () => {
    const s = besieged(3);
    const west = ids(s, 'west', '0303');
    const r = act(s, 'west', { type: 'breach', hex: '0303', pieces: west }, new ScriptedDice([3]));
    expect(ofType(r.events, 'breach-roll')[0]).toMatchObject({ first: 3, second: null, success: false });
    expect(r.state.units.filter((u) => west.includes(u.id)).every((u) => u.done && !u.inside)).toBe(true);
  });

  test('IV.D.1: unlike assaults, cavalry may take part in a breach', () => {
    const s = besieged(3, { 'heavy-horse': 1, 'men-at-arms': 1 });
    const r = act(s, 'west', { type: 'breach', hex: '0303', pieces: ids(s, 'west', '0303') }, new ScriptedDice([1, 1]));
    expect(ofType(r.events, 'breach-roll')[0]).toMatchObject({ success: true });
  });
});

describe('IV preamble: a siege declared by the walls', () => {
  const around = (hexes: string[]): Stack[] => hexes.map((hex) => ({ hex, units: { 'men-at-arms': 1 } }));

  test('IV: a friendly unit beside every wall hexside of an enemy-held walled hex may declare a siege', () => {
    const s = start(scenario(around(NEIGHBOURS), [{ hex: '0303', units: { 'orc-warband': 2 } }], CLEAR, walls()));
    expect(swordsAndSorcery.legalActions(s, 'west')).toContainEqual({ type: 'declare-siege', hex: '0303' });
    const r = act(s, 'west', { type: 'declare-siege', hex: '0303' });
    expect(ofType(r.events, 'siege')[0]).toMatchObject({ kind: 'walls', hexes: ['0303'], besieged: 'east', clause: 'IV' });
  });

  test('IV: one wall hexside without a friendly unit beside it, and no siege', () => {
    const s = start(scenario(around(NEIGHBOURS.slice(1)), [{ hex: '0303', units: { 'orc-warband': 2 } }], CLEAR, walls()));
    const e = refused(s, 'west', { type: 'declare-siege', hex: '0303' });
    expect(e).toMatchObject({ code: 'ERR_NO_SIEGE_HERE', clause: 'IV' });
    expect(e.message).toContain('0303/0302');
  });

  test('IV.A.1: from a walled location the besieged sortie only through a gate hexside', () => {
    let s = start(scenario(around(NEIGHBOURS), [{ hex: '0303', units: { 'orc-warband': 2 } }], CLEAR, walls('0304')));
    s = act(s, 'west', { type: 'declare-siege', hex: '0303' }).state;
    s = act(s, 'west', { type: 'end-movement' }).state;
    const [orc] = ids(s, 'east', '0303');
    expect(refused(s, 'east', { type: 'move', pieces: [orc!], to: to('0302') }).clause).toMatch(/II\.D|IV\.A/);
    const r = act(s, 'east', { type: 'move', pieces: [orc!], to: to('0304') });
    expect(r.state.units.find((u) => u.id === orc)).toMatchObject({ sortie: true });
    const fight = act(r.state, 'east', { type: 'end-movement' });
    expect(ofType(fight.events, 'battle')[0]).toMatchObject({ place: '0304', siege: 'sortie' });
  });
});
