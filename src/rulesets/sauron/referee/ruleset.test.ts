/** The Sauron record keeper as a registered Ruleset: the situation in its options, typed-in dice through Match.act. */
import { describe, expect, test } from 'vitest';
import { Match } from '../../../core/match.js';
import { replay, toRecord } from '../../../core/record.js';
import { getRuleset } from '../../../core/registry.js';
import '../../index.js';
import { TABLES } from '../data.js';
import { crtLookup } from '../leader-combat.js';
import { refereeChoices, sauronReferee, type SauronRefereeView } from './ruleset.js';

function match(options: unknown = {}, seed = 7) {
  const m = Match.create(sauronReferee, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
type M = ReturnType<typeof match>;
function act(m: M, action: unknown, dice?: number[]) {
  const r = m.act('referee', action, dice);
  if (!r.ok) throw new Error(`${r.error.clause}: ${r.error.message}`);
  return r.value;
}
const leader = (v: SauronRefereeView, id: string) => v.summary.leaders.find((l) => l.id === id)!;
const endurance = (id: string) => TABLES.leadersById.get(id)!.endurance;

describe('sauron-referee: registration and options', () => {
  test('registered with one seat, the referee, and the Sauron assumptions', () => {
    expect(getRuleset('sauron-referee')).toBe(sauronReferee);
    expect(sauronReferee.seats).toEqual(['referee']);
    expect(sauronReferee.assumptions.map((a) => a.id)).toContain('SAU-A16');
  });

  test("the options carry the situation: turn, phase, hexes and wounds (8.331: Baldrim with 5 wounds rallies at 4, the seed's 8.3311)", () => {
    const m = match({ turn: 3, phase: 'joint-rally', positions: { baldrim: '1012' }, wounds: { baldrim: 5 } });
    const v = m.view('referee');
    expect([v.summary.turn, v.summary.phase]).toEqual([3, 'joint-rally']);
    expect(leader(v, 'baldrim')).toMatchObject({
      position: '1012',
      wounds: 5,
      enduranceLeft: endurance('baldrim') - 5,
      rally: 3 + 3 - (5 - 3),
    });
    expect(v.log).toEqual([]);
  });

  test("bad options are refused, naming the option (unknown leader, wounds that would kill, a turn past SAU-A6's 18, a misspelt house rule)", () => {
    const bad = (o: unknown) => {
      const r = sauronReferee.parseOptions(o);
      if (r.ok) throw new Error('accepted');
      return r.error;
    };
    expect(bad({ wounds: { frodo: 1 } }).message).toMatch(/wounds\.frodo: no such leader/);
    expect(bad({ wounds: { gorgol: endurance('gorgol') } }).message).toMatch(/7\.222/);
    expect(bad({ turn: TABLES.game.turns + 1 }).message).toMatch(/SAU-A6/);
    expect(bad({ mortalCombatRound: 'one-die' }).code).toBe('ERR_BAD_OPTION');
    expect(bad({ phase: 'lunch' }).message).toMatch(/^phase/);
  });
});

describe('sauron-referee: the invented tables chosen per game (SAU-A1, SAU-A2, SAU-A4, SAU-A5)', () => {
  test('SAU-A1: option leaderRatings changes a leader for one game (Baldrim at Combat 5), and names only real leaders', () => {
    const v = match({ leaderRatings: { baldrim: { combat: 5, endurance: 9 } } }).view('referee');
    expect(v.fighters.baldrim).toMatchObject({ combat: 5, endurance: 9 });
    expect(leader(v, 'baldrim').rally).toBe(5 + 3);
    expect(match().view('referee').fighters.baldrim).toMatchObject({ combat: 3, endurance: endurance('baldrim') });
    const r = sauronReferee.parseOptions({ leaderRatings: { frodo: { combat: 1 } } });
    expect(r.ok ? null : r.error).toMatchObject({ code: 'ERR_BAD_OPTION', clause: 'options' });
  });

  test('SAU-A2, 7.26: option leaderCombatTable replaces the Leader Combat Results Table for one game (every cell D3)', () => {
    const table = { source: 'a house rule', columns: [0], rows: [1, 2, 3, 4, 5, 6].map(() => ['D3']) };
    const m = match({ phase: 'sauron-combat', leaderCombatTable: table });
    const events = act(m, { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' }, [4]);
    expect(events[0]).toMatchObject({ type: 'leader-combat', clause: '7.221', die: 4, result: 'D3' });
    expect(leader(m.view('referee'), 'baldrim').wounds).toBe(3);
    const bad = sauronReferee.parseOptions({ leaderCombatTable: { source: 'x', columns: [0, 2], rows: [['D1', 'D1']] } });
    expect(bad.ok ? null : bad.error).toMatchObject({ code: 'ERR_BAD_OPTION' });
  });

  test('SAU-A4, 8.37: option rallyTable replaces the Leader Rally Table for one game (every rating automatic)', () => {
    const automatic = { dice: 2, rows: [{ rating: 0, rallies: 'automatic', source: 'SAU-A4: a house rule' }] };
    const roll = (options: Record<string, unknown>, dice: number[]) =>
      act(match({ phase: 'joint-rally', ...options }), { type: 'rally', leader: 'baldrim' }, dice).find((e) => e.type === 'rally-roll');
    expect(roll({ rallyTable: automatic }, [])).toMatchObject({ rallied: true });
    expect(roll({}, [1, 1])).toMatchObject({ rallied: false });
  });

  test('SAU-A5: option demoralization sets the thresholds (and the break factor) for one game', () => {
    const v = match({ demoralization: { thresholds: { westernesse: 20, sauron: 30 }, breakFactor: 2 } }).view('referee');
    expect(v.summary.demoralization.westernesse).toMatchObject({ threshold: 20, breakPoint: 40 });
    expect(v.summary.demoralization.sauron).toMatchObject({ threshold: 30, breakPoint: 60 });
    expect(match().view('referee').summary.demoralization.westernesse).toMatchObject({ threshold: 60, breakPoint: 90 });
  });
});

describe('sauron-referee: Leader Combat and Mortal Combat with typed-in dice', () => {
  test("7.221, 7.26, 7.222: the Ringwraith (4+3) attacks Baldrim (3+3, 2 wounds) at +3; die 4 is D2; Baldrim's rally falls to 5 (8.331)", () => {
    const m = match({ phase: 'sauron-combat', wounds: { baldrim: 2 } });
    const events = act(m, { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' }, [4]);
    expect(events[0]).toMatchObject({
      type: 'leader-combat',
      clause: '7.221',
      attackerTotal: 7,
      defenderTotal: 4,
      differential: 3,
      die: 4,
      result: crtLookup(3, 4).code,
    });
    expect(crtLookup(3, 4)).toMatchObject({ attacker: 0, defender: 2 });
    const v = m.view('referee');
    expect(leader(v, 'baldrim')).toMatchObject({ wounds: 4, rally: 6 - (4 - 3) });
    expect(v.log).toHaveLength(1);
    expect(v.log[0]!.events.every((e) => typeof e.clause === 'string' && e.clause.length > 0)).toBe(true);
    expect(m.actions[0]).toEqual({
      seat: 'referee',
      action: { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' },
      dice: [4],
    });
  });

  test('typed-in dice: too few, too many and an impossible die are refused and change nothing', () => {
    const m = match({ phase: 'sauron-combat' });
    const combat = { type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' };
    expect(m.act('referee', combat, [])).toMatchObject({ ok: false, error: { code: 'ERR_MORE_DICE' } });
    expect(m.act('referee', combat, [4, 4])).toMatchObject({ ok: false, error: { code: 'ERR_EXTRA_DICE' } });
    expect(m.act('referee', combat, [7])).toMatchObject({ ok: false, error: { code: 'ERR_BAD_DIE' } });
    expect(m.actions).toHaveLength(0);
    expect(leader(m.view('referee'), 'baldrim').wounds).toBe(0);
  });

  test('22.0-22.2: Isildur (9) challenges Gorgol (6) in one hex; a round with dice 1 and 6 costs each one point; the fight goes on to a death', () => {
    const m = match({ phase: 'westernesse-combat' });
    act(m, { type: 'challenge', challenger: 'isildur', defender: 'gorgol', distance: 0 });
    expect(m.legalActions('referee').slice(0, 2)).toEqual([{ type: 'accept' }, { type: 'refuse' }]);
    act(m, { type: 'accept' });
    expect(m.legalActions('referee')[0]).toEqual({ type: 'mortal-round' });
    expect(m.legalActions('referee')).not.toContainEqual({ type: 'next-phase' });
    const round = act(m, { type: 'mortal-round' }, [1, 6]);
    // SAU-A3: Isildur attacks at +3 (die 1), Gorgol at -3 (die 6); both cells cost the other side 1.
    expect(crtLookup(3, 1)).toMatchObject({ attacker: 0, defender: 1 });
    expect(crtLookup(-3, 6)).toMatchObject({ attacker: 0, defender: 1 });
    expect(round.filter((e) => e.type === 'mortal-attack').map((e) => e.clause)).toEqual(['SAU-A3', 'SAU-A3']);
    let v = m.view('referee');
    expect([leader(v, 'isildur').wounds, leader(v, 'gorgol').wounds]).toEqual([1, 1]);
    act(m, { type: 'mortal-fight' });
    v = m.view('referee');
    expect(v.mortal?.phase).toBe('over');
    const dead = v.mortal!.outcome!.deadIds;
    expect(dead.length).toBeGreaterThan(0);
    for (const id of dead) expect(leader(v, id)).toMatchObject({ alive: false, enduranceLeft: 0 });
    expect(m.legalActions('referee')[0]).toEqual({ type: 'next-phase' });
  });

  test("22.3: refusing costs the refuser's side his rally points and his rally this turn", () => {
    const m = match({ phase: 'sauron-combat' });
    act(m, { type: 'challenge', challenger: 'gorgol', defender: 'isildur', distance: 3 });
    const rally = leader(m.view('referee'), 'isildur').rally;
    act(m, { type: 'refuse' });
    expect(m.view('referee').summary.demoralization.westernesse.level).toBe(rally);
  });
});

describe('sauron-referee: legal actions, records, the end', () => {
  test("every listed choice is accepted; in a Combat Phase only the phasing side's Leader Combats are listed (7.221)", () => {
    const m = match({ phase: 'sauron-combat' });
    const legal = m.legalActions('referee');
    expect(legal[0]).toEqual({ type: 'next-phase' });
    expect(legal).toContainEqual({ type: 'leader-combat', attacker: 'ringwraith', defender: 'baldrim' });
    expect(legal.some((a) => a.type === 'leader-combat' && a.attacker === 'elendil')).toBe(false);
    for (const a of legal) {
      const copy = match({ phase: 'sauron-combat' });
      expect(copy.act('referee', a).ok, JSON.stringify(a)).toBe(true);
    }
  });

  test('SAU-A6: taking the first choice every time ends the record after the last game-turn', () => {
    const m = match();
    for (let i = 0; i < 200 && !m.outcome(); i++) act(m, m.legalActions('referee')[0]);
    expect(m.outcome()).toMatchObject({ winner: null, clause: 'SAU-A6' });
    expect(m.view('referee').summary.turn).toBe(TABLES.game.turns);
    expect(m.toAct()).toEqual([]);
    expect(refereeChoices(m.state)).toEqual([]);
  });

  test('a record with typed-in dice replays to the same state', () => {
    const m = match({ phase: 'sauron-combat' }, 3);
    act(m, { type: 'leader-combat', attacker: 'gorgol', defender: 'anarion' }, [6]);
    act(m, { type: 'wound', leader: 'elendil', points: 1, cause: 'missile fire' });
    act(m, { type: 'next-phase' });
    act(m, { type: 'unit-eliminated', side: 'westernesse', morale: 'X', count: 2 });
    const again = replay(JSON.parse(JSON.stringify(toRecord(m as never))));
    if (!again.ok) throw new Error(again.error.message);
    expect(again.value.applied).toBe(4);
    expect(again.value.match.state).toEqual(m.state);
  });
});

describe('sauron-referee: the Expanded Game', () => {
  test('Expanded Game: a first battle ended without a decisive victory shows its end; a record started with it as firstBattle is the rematch, the dead replaced', () => {
    const m = match({ turn: 18, phase: 'joint-rally', wounds: { elendil: 3 } });
    act(m, { type: 'wound', leader: 'anarion', points: 6 });
    expect(m.view('referee').expandedGame).toBeNull();
    act(m, { type: 'next-phase' });
    const end = m.view('referee').expandedGame!;
    expect(end).toMatchObject({ dead: ['anarion'], wounds: { elendil: 3 }, ring: { status: 'worn', holder: 'sauron' } });
    const rematch = match({ firstBattle: end });
    const v = rematch.view('referee');
    expect([v.summary.turn, v.summary.phase]).toEqual([1, 'first-magic']);
    expect(leader(v, 'elendil')).toMatchObject({ wounds: 0, alive: true });
    expect(leader(v, 'meneldil')).toMatchObject({ alive: true, controller: 'westernesse' });
    expect(v.expandedGame).toBeNull();
    const bad = sauronReferee.parseOptions({ firstBattle: { dead: ['sauron'] } });
    expect(!bad.ok && [bad.error.code, bad.error.clause]).toEqual(['ERR_BAD_OPTION', 'SAU-A10']);
  });
});
