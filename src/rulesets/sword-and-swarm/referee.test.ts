/**
 * The referee's attack (sword-and-swarm-attack) through Match, with dice typed in as at the table, read
 * in the order: the attack dice, then the Shield tests (the first is the Evasion Die), then the injury dice.
 */
import { describe, expect, test } from 'vitest';
import { Match } from '../../core/match.js';
import { replay, toRecord } from '../../core/record.js';
import { getRuleset } from '../../core/registry.js';
import '../index.js';
import { testLines } from './describe.js';
import { ATTACK_EXAMPLES, swordAndSwarmAttack } from './referee.js';

function create(options: unknown = {}, seed = 1) {
  const m = Match.create(swordAndSwarmAttack, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}

describe('Sword & Swarm: an attack (referee)', () => {
  test('registered, with seats attacker and defender, the examples of data/attacks.json and the first by default', () => {
    expect(getRuleset('sword-and-swarm-attack')).toBe(swordAndSwarmAttack);
    const m = create();
    expect(m.options.attack.name).toBe(ATTACK_EXAMPLES.get('shortbow-at-the-hedge')!.name);
    expect(m.toAct()).toEqual(['attacker']);
    expect(m.legalActions('attacker')).toEqual([{ type: 'roll-attack' }]);
    expect(m.legalActions('defender')).toEqual([]);
  });

  test('Ranged Attacks: the modifier table for a shortbow at 14" into soft cover after 1 AP of Aim', () => {
    const v = create({ attack: 'shortbow-at-the-hedge' }).view('attacker');
    expect(v.modifiers).toEqual([
      { label: 'aimed 1 AP', value: 1 },
      { label: 'target in soft cover', value: -1 },
    ]);
    expect(v.attackDice).toBe(4); // Ysolde's Key
  });

  test('Melee Attacks and Deflect Impacts with typed-in dice: a spear charge (+1), then the Shield tests', () => {
    const m = create({ attack: 'spear-charge' });
    // Skarn: 4 AD (Mallet) against Brannoc's Mallet 4 at +1: hits on 4+
    const short = m.act('attacker', { type: 'roll-attack' }, [5, 5]);
    expect(!short.ok && short.error.code).toBe('ERR_MORE_DICE');
    const extra = m.act('attacker', { type: 'roll-attack' }, [5, 5, 2, 1, 3]);
    expect(!extra.ok && extra.error.code).toBe('ERR_EXTRA_DICE');
    const bad = m.act('attacker', { type: 'roll-attack' }, [5, 5, 2, 9]);
    expect(!bad.ok && bad.error.code).toBe('ERR_BAD_DIE');
    const a = m.act('attacker', { type: 'roll-attack' }, [5, 5, 2, 1]);
    expect(a.ok && a.value.find((e) => e.type === 'attack-dice')).toMatchObject({ clause: 'Melee Attacks', dice: 4, modifier: 1, hits: 2 });
    expect(m.toAct()).toEqual(['defender']);
    const wrong = m.act('defender', { type: 'roll-attack' });
    expect(!wrong.ok && wrong.error.code).toBe('ERR_NOT_NOW');
    // Shield 2: Evasion Die 3 (fails, not 1), second test 2 (passes): 1 Impact left, 1 Star lost
    const d = m.act('defender', { type: 'roll-deflect' }, [3, 2]);
    expect(d.ok && d.value[0]).toMatchObject({ type: 'deflect', clause: 'Deflect Impacts', evasion: 3, saved: 1, remaining: 1 });
    expect(m.outcome()).toEqual({ winner: 'attacker', reason: 'Brannoc loses 1 Star (5 left)', clause: 'Losing Star points' });
    expect(m.toAct()).toEqual([]);
  });

  test('Losing Star points: at 0 Star the injury dice, 1 + the excess, the lowest on the table', () => {
    const m = create({ attack: 'crossbow-at-mirren' });
    // Vell's crossbow: 3 AD against Mirren's Key 3, +1 within 6": 6, 6, 6 all hit
    expect(m.act('attacker', { type: 'roll-attack' }, [6, 6, 6]).ok).toBe(true);
    // Shield 0: Evasion Die 2, no test passes: 3 Impact on 2 Star, 1 in excess: two injury dice, 4 and 2: Out of Action
    const d = m.act('defender', { type: 'roll-deflect' }, [2, 5, 5, 4, 2]);
    expect(d.ok && d.value.find((e) => e.type === 'injury-roll')).toMatchObject({ rolls: [4, 2], lowest: 2, injury: 'out-of-action' });
    expect(m.outcome()!.reason).toBe('Mirren loses 2 Star (0 left), out of action');
  });

  test('Deflect Impacts alone: the Evasion Die showing 1 removes all Impact; the odds by hand for Shield 2 against 1 Impact', () => {
    const m = create({ attack: 'deflect-three' });
    expect(m.toAct()).toEqual(['defender']);
    expect(m.act('defender', { type: 'roll-deflect' }, [1, 6, 6]).ok).toBe(true);
    expect(m.outcome()).toMatchObject({ winner: 'defender', clause: 'Deflect Impacts' });
    // one Impact: the Evasion Die is the only test: 1 removes all, 2 passes Shield 2, 3-6 leave 1 Impact
    const one = create({ attack: { kind: 'deflection', defender: 'brannoc', impact: 1 } }).view('defender');
    const p = (lost: number) => one.odds.find((x) => x.lost === lost && x.injury === 'none')?.p ?? 0;
    expect(p(1)).toBeCloseTo(4 / 6, 12);
    expect(p(0)).toBeCloseTo(2 / 6, 12);
  });

  test("Deflect Impacts, SWS-A1, SWS-A21: a two-handed weapon carries no shield: Gorvath and the Swarm Brute test Shield 0, not their sheet's 1", () => {
    // Two Impact, dice 2 then 1: the Evasion Die 2 removes nothing; the 1 passes Shield 1 but not Shield 0.
    for (const defender of ['gorvath', 'brute']) {
      const m = create({ attack: { kind: 'deflection', defender, impact: 2 } });
      expect(testLines(m.view('defender')).some((t) => t.text.includes('tests Shield 0 once per Impact'))).toBe(true);
      const d = m.act('defender', { type: 'roll-deflect' }, [2, 1]);
      expect(d.ok && d.value[0]).toMatchObject({ type: 'deflect', clause: 'Deflect Impacts', evasion: 2, saved: 0, remaining: 2 });
      const printed = create({ attack: { kind: 'deflection', defender, impact: 2 }, twoHandedShield: 'sheet' });
      const p = printed.act('defender', { type: 'roll-deflect' }, [2, 1]);
      expect(p.ok && p.value[0]).toMatchObject({ saved: 1, remaining: 1 });
    }
    // Someone without a two-handed weapon keeps the sheet's Shield: Skarn (spear, Shield 2) saves with the 1.
    const skarn = create({ attack: { kind: 'deflection', defender: 'skarn', impact: 2 } });
    const k = skarn.act('defender', { type: 'roll-deflect' }, [2, 1]);
    expect(k.ok && k.value[0]).toMatchObject({ saved: 2, remaining: 0 });
  });

  test('odds of an attack: a distribution of Star lost and injuries that sums to 1', () => {
    for (const id of ATTACK_EXAMPLES.keys()) {
      const v = create({ attack: id }).view('attacker');
      expect(
        v.odds.reduce((n, x) => n + x.p, 0),
        id,
      ).toBeCloseTo(1, 9);
      expect(v.expectedStarLost).toBeGreaterThanOrEqual(0);
    }
  });

  test('Non-Player Characters (SWS-A3): a Swarm model as the defender is removed by any Impact past Shield', () => {
    const m = create({ attack: { kind: 'melee', attacker: 'brannoc', defender: 'swarmling' } });
    expect(m.act('attacker', { type: 'roll-attack' }, [6, 1, 1, 1]).ok).toBe(true); // 4 AD vs Mallet 2: one hit
    expect(m.act('defender', { type: 'roll-deflect' }, [4]).ok).toBe(true);
    expect(m.outcome()).toMatchObject({ winner: 'attacker', clause: 'SWS-A3' });
  });

  test('bad specs are refused with the field named; a record with typed dice replays', () => {
    const e = swordAndSwarmAttack.parseOptions({ attack: { kind: 'ranged', attacker: 'brannoc', defender: 'skarn' } });
    expect(!e.ok && e.error.message).toMatch(/attack\.weapon: Brannoc has no ranged weapon/);
    const far = swordAndSwarmAttack.parseOptions({
      attack: { kind: 'ranged', attacker: 'ysolde', defender: 'skarn', weapon: 'shortbow', range: 30 },
    });
    expect(!far.ok && far.error.message).toMatch(/beyond 'shortbow'/);
    const reach = swordAndSwarmAttack.parseOptions({ attack: { kind: 'melee', attacker: 'skarn', defender: 'brannoc', range: 3 } });
    expect(!reach.ok && reach.error.message).toMatch(/within 1 inch/);
    expect(swordAndSwarmAttack.parseOptions({ attack: 'nope' }).ok).toBe(false);
    const m = create({ attack: 'spear-charge' }, 4);
    m.act('attacker', { type: 'roll-attack' }, [5, 5, 2, 1]);
    m.act('defender', { type: 'roll-deflect' });
    const r = replay(toRecord(m));
    expect(r.ok && JSON.stringify(r.value.match.state)).toBe(JSON.stringify(m.state));
  });
});
