/** The third seat of 16.69 in the map game (SAU-M12's option thirdSeat, SAU-M24), and the Expanded Game's rematch on the map (SAU-M23). */
import { describe, expect, test } from 'vitest';
import type { Phase } from '../record.js';
import { sauron } from './ruleset.js';
import { type GameState, type Segment } from './rules.js';
import { act, arrange as arrangeWith, grid, H, inPhase, start, stepOf } from './test-helpers.js';

/** Only the named units and leaders on the map, in `phase` (and `segment`); no unit has movement points left. */
const arrange = (
  units: Record<string, string>,
  leaders: Record<string, string>,
  phase: Phase,
  segment: Segment | null = null,
  options: Record<string, unknown> = {},
) => arrangeWith(units, leaders, phase, segment, options, { mp: () => 0 });
/** The third player's leader already turned evil (16.69), his count of types started in `fromTurn`. */
function withThird(s: GameState, leaderId: string, fromTurn: number | null, types: string[] = []): GameState {
  return {
    ...s,
    record: {
      ...s.record,
      leaders: s.record.leaders.map((l) => (l.id === leaderId ? { ...l, controller: 'third', evil: 'third' } : l)),
      thirdPlayer: { leaderId, fromTurn, types },
    },
  };
}
/** Every seat in turn opens the gates or ends, until `done`; the seats that acted, in order. */
function until(s0: GameState, done: (s: GameState) => boolean): { state: GameState; seats: string[] } {
  let s = s0;
  const seats: string[] = [];
  for (let i = 0; i < 200 && !done(s); i++) {
    const seat = sauron.toAct(s)[0]!;
    const legal = sauron.legalActions(s, seat);
    const a = legal.find((x) => x.type === 'set-gates' && !x.closed) ?? legal.find((x) => x.type === 'end') ?? legal[0]!;
    s = act(s, seat, a).state;
    if (seats.at(-1) !== seat) seats.push(seat);
  }
  if (!done(s)) throw new Error('never got there');
  return { state: s, seats };
}
const leader = (s: GameState, id: string) => s.record.leaders.find((l) => l.id === id)!;
const unitSide = (s: GameState, id: string) => s.units.find((u) => u.id === id)!.side;

describe('the third seat (16.69, SAU-M12, SAU-M24)', () => {
  test('16.69, SAU-M12: the map game has the seats westernesse, sauron and third; the computer takes the third when no one does', () => {
    expect(sauron.seats).toEqual(['westernesse', 'sauron', 'third']);
    expect(sauron.optionalSeats).toEqual(['third']);
    expect(start().options.thirdSeat).toBe('seat');
    expect(sauron.legalActions(start(), 'third')).toEqual([]);
  });

  test("16.69, SAU-M24: Elendil failing a third time turns evil and takes the third seat: he stays on the map, steps off his men's hex, and moves after Westernesse in the Westernesse Movement Phase", () => {
    const base = arrange({ 'w2-men-swords': '0310' }, { elendil: '0310', sauron: '1120' }, 'joint-rally');
    const ring = { ...base.record.ring, ring: { ...base.record.ring.ring, holder: 'elendil', sauronLost: true, failures: { elendil: 2 } } };
    const r = act(
      { ...base, record: { ...base.record, ring }, step: stepOf('joint-rally', null, 'westernesse') },
      'westernesse',
      { type: 'ring-removal', leader: 'elendil' },
      [6],
    );
    const elendil = leader(r.state, 'elendil');
    expect([elendil.controller, elendil.evil]).toEqual(['third', 'third']);
    expect(elendil.position).not.toBeNull();
    expect(elendil.position).not.toBe('0310');
    expect(grid.distance(H(elendil.position!), H('0310'))).toBe(1);
    expect(r.events.find((e) => e.type === 'changes-hands')).toMatchObject({ clause: '16.69', piece: 'elendil', to: 'third' });
    // The rest of the turn, then the next one: the third seat acts after Westernesse in the Westernesse phases (and in the Joint Rally Phase after Sauron).
    const { state, seats } = until(
      r.state,
      (s) => s.record.turn === 2 && s.record.phase === 'westernesse-movement' && sauron.toAct(s)[0] === 'third',
    );
    expect(seats).toEqual(['westernesse', 'sauron', 'third', 'sauron', 'westernesse']);
    const moves = sauron.legalActions(state, 'third').filter((a) => a.type === 'move');
    expect(moves.length).toBeGreaterThan(0);
    expect(moves.every((a) => a.type === 'move' && a.piece === 'elendil')).toBe(true);
    expect(sauron.legalActions(state, 'westernesse')).toEqual([]);
    const moved = act(state, 'third', moves[0]!);
    expect(leader(moved.state, 'elendil').position).toBe((moves[0] as { to: string }).to);
    const combat = act(moved.state, 'third', { type: 'end' }).state;
    expect([combat.record.phase, sauron.toAct(combat)]).toEqual(['westernesse-combat', ['westernesse']]);
  });

  test("SAU-A14, SAU-M24: the record keeper's count hands the third player one type a turn: the Ringwraith, then the Wargs, who change hands where they stand and move for seat 'third'", () => {
    let s = withThird(
      arrange({ 's10-wargs': '0119', 's11-wargs': '0219' }, { elendil: '0316', ringwraith: '0420', sauron: '1120' }, 'joint-rally'),
      'elendil',
      1,
    );
    s = { ...s, step: stepOf('joint-rally', null, 'third') };
    expect(sauron.toAct(s)).toEqual(['third']);
    const t1 = act(s, 'third', { type: 'end' });
    expect(t1.events.find((e) => e.type === 'third-player-takes')).toMatchObject({ clause: '16.69', types: ['ringwraith'] });
    expect([leader(t1.state, 'ringwraith').controller, leader(t1.state, 'ringwraith').position]).toEqual(['third', '0420']);
    expect(unitSide(t1.state, 's10-wargs')).toBe('sauron');
    const t2 = until(t1.state, (x) => x.record.turn === 3).state;
    expect(t2.record.thirdPlayer?.types).toEqual(['ringwraith', 'wargs']);
    expect([unitSide(t2, 's10-wargs'), unitSide(t2, 's11-wargs')]).toEqual(['third', 'third']);
    const third = until(t2, (x) => x.record.phase === 'westernesse-movement' && sauron.toAct(x)[0] === 'third').state;
    const pieces = new Set(sauron.legalActions(third, 'third').flatMap((a) => (a.type === 'move' ? [a.piece] : [])));
    expect([...pieces].sort()).toEqual(['elendil', 'ringwraith', 's10-wargs', 's11-wargs']);
    expect(sauron.view(third, 'sauron').units.find((u) => u.id === 's10-wargs')?.side).toBe('third');
  });

  test("SAU-A14, SAU-M24: the third player's first attack is his first battle and starts his count; he fights both sides and both sides fight him", () => {
    const base = arrange({}, { elendil: '0310', gorgol: '0311', isildur: '0410', sauron: '1120' }, 'westernesse-combat', 'leader');
    const s = { ...withThird(base, 'elendil', null), step: stepOf('westernesse-combat', 'leader', 'third') };
    const targets = sauron
      .legalActions(s, 'third')
      .flatMap((a) => (a.type === 'leader-attack' ? [a.target] : []))
      .sort();
    expect(targets).toEqual(['gorgol', 'isildur']);
    const r = act(s, 'third', { type: 'leader-attack', leader: 'elendil', target: 'gorgol' }, [4]);
    expect(r.state.record.thirdPlayer?.fromTurn).toBe(1);
    expect(r.events.find((e) => e.type === 'leader-combat')).toMatchObject({
      clause: '7.221',
      attackerId: 'elendil',
      defenderId: 'gorgol',
    });
    // Westernesse in its own part of the phase attacks him, and so would Sauron in his.
    const west = { ...withThird(base, 'elendil', 1), step: stepOf('westernesse-combat', 'leader', 'westernesse') };
    expect(
      sauron.legalActions(west, 'westernesse').some((a) => a.type === 'leader-attack' && a.leader === 'isildur' && a.target === 'elendil'),
    ).toBe(true);
    const east = { ...withThird(inPhase(base, 'sauron-combat', 'leader'), 'elendil', 1) };
    expect(
      sauron.legalActions(east, 'sauron').some((a) => a.type === 'leader-attack' && a.leader === 'gorgol' && a.target === 'elendil'),
    ).toBe(true);
  });

  test("16.69, SAU-M12: with thirdSeat 'leave' (two seats) the third seat never acts and the types he takes leave the battle", () => {
    let s = withThird(
      arrange({ 's10-wargs': '0119' }, { ringwraith: '0420', sauron: '1120' }, 'joint-rally', null, { thirdSeat: 'leave' }),
      'elendil',
      1,
    );
    s = { ...s, step: stepOf('joint-rally', null, 'sauron') };
    const t1 = act(s, 'sauron', { type: 'end' });
    expect(leader(t1.state, 'ringwraith')).toMatchObject({ controller: 'third', position: null });
    expect(t1.events.some((e) => e.type === 'unit-removed' && e.clause === 'SAU-M12' && e.unit === 'ringwraith')).toBe(true);
    const { state, seats } = until(t1.state, (x) => x.record.turn === 3);
    expect(seats).not.toContain('third');
    expect(state.units.find((u) => u.id === 's10-wargs')).toMatchObject({ hex: null, eliminated: true, side: 'sauron' });
  });
});

describe('the Expanded Game on the map (SAU-M23)', () => {
  test("Expanded Game, SAU-M23: firstBattle starts the rematch: the wounded healed, Isildur's son Elendur where Isildur would stand, the dead Beast off the map, the Ring still Elendil's", () => {
    const s = start({
      firstBattle: {
        dead: ['isildur', 'beast'],
        wounds: { elendil: 4 },
        ring: { status: 'worn', holder: 'elendil', failures: { elendil: 1 } },
      },
    });
    expect(leader(s, 'isildur')).toMatchObject({ alive: false, position: null });
    expect(leader(s, 'elendur')).toMatchObject({ alive: true, controller: 'westernesse', position: '0328', wounds: 0 });
    expect(leader(s, 'elendil')).toMatchObject({ wounds: 0, position: '0228' });
    expect(s.units.find((u) => u.id === 's20-beast')).toMatchObject({ hex: null, eliminated: true });
    expect(s.record.ring.ring).toMatchObject({ holder: 'elendil', failures: { elendil: 1 }, sauronLost: true });
    expect(s.record.magicPoints).toBe(35);
    const v = sauron.view(s, 'westernesse');
    expect(v.leaders.find((l) => l.id === 'elendur')).toMatchObject({ name: 'Elendur', combat: 4, hex: '0328' });
    expect(v.turn).toBe(1);
  });

  test("SAU-A28, SAU-M23: a rematch with a third player: his leader and the types he held are seat 'third's from the start, and the count goes on", () => {
    const s = start({
      firstBattle: {
        evil: { 'gil-galad': 'third' },
        thirdPlayerTypes: ['ringwraith', 'wargs'],
        ring: { status: 'worn', holder: 'gil-galad', failures: { 'gil-galad': 3 } },
      },
    });
    const gil = leader(s, 'gil-galad');
    expect([gil.controller, gil.evil]).toEqual(['third', 'third']);
    expect(gil.position).not.toBeNull();
    expect(s.units.some((u) => u.hex === H(gil.position!))).toBe(false);
    expect(leader(s, 'ringwraith').controller).toBe('third');
    expect([unitSide(s, 's10-wargs'), unitSide(s, 's11-wargs'), unitSide(s, 's1-orcs')]).toEqual(['third', 'third', 'sauron']);
    expect(s.record.thirdPlayer).toMatchObject({ leaderId: 'gil-galad', types: ['ringwraith', 'wargs'] });
    const end = until(s, (x) => x.record.turn === 2).state;
    expect(end.record.thirdPlayer?.types).toEqual(['ringwraith', 'wargs', 'goblins']);
    expect(end.units.filter((u) => u.type === 'goblins').every((u) => u.side === 'third')).toBe(true);
  });

  test('SAU-M23: a firstBattle the restorations refuse, or with the Ring lying off the map, is refused with its clause', () => {
    const bad = sauron.parseOptions({ firstBattle: { dead: ['sauron'] } });
    expect(!bad.ok && [bad.error.code, bad.error.clause]).toEqual(['ERR_BAD_OPTION', 'SAU-A10']);
    const off = sauron.parseOptions({ firstBattle: { ring: { status: 'lying', holder: null, lyingAt: 'Orodruin' } } });
    expect(!off.ok && [off.error.code, off.error.clause]).toEqual(['ERR_BAD_OPTION', 'SAU-M23']);
    const nowhere = sauron.parseOptions({ firstBattle: { dead: ['elendil'], narsil: { form: 'whole', bearer: null } } });
    expect(!nowhere.ok && [nowhere.error.code, nowhere.error.clause]).toEqual(['ERR_BAD_OPTION', 'SAU-M23']);
    const two = sauron.parseOptions({ firstBattle: { dead: ['elendil'], narsil: { form: 'whole', bearer: null, lyingAt: '0228' } } });
    expect(two.ok).toBe(true);
  });
});
