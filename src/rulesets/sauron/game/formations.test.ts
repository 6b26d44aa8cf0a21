/** Special formations in the map game (F10, 8.11, 8.25, SAU-M22), with fixed dice. */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../../core/dice.js';
import { sauron, type SauronAction } from './ruleset.js';
import type { GameState } from './rules.js';
import { act, arrange, grid, H, inPhase, refused } from './test-helpers.js';

/** 0510 (clear) and its neighbours. */
const AT = '0510';
const [N1, N2, N3, N4] = grid.neighbours(H(AT)).map((h) => grid.name(h)) as [string, string, string, string];

const unit = (s: GameState, id: string) => {
  const u = s.units.find((x) => x.id === id)!;
  return {
    hex: u.hex === null ? null : grid.name(u.hex),
    mp: u.mp,
    formation: u.formation ?? null,
    disrupted: u.disrupted,
    eliminated: u.eliminated,
    attacked: u.attacked,
  };
};
const leaderAt = (s: GameState, id: string) => s.record.leaders.find((l) => l.id === id)!.position;

describe('special formations (SAU-M22)', () => {
  test('SAU-M22, F10: Isildur standing with Men forms a special formation with two Men beside him; they step into his hex; it moves as one with him, and he may not walk away from it', () => {
    const s = arrange({ 'w1-men-swords': AT, 'w2-men-swords': N1, 'w5-men-pikes': N2 }, { isildur: AT }, 'westernesse-movement');
    const form: SauronAction = { type: 'form', leader: 'isildur', units: ['w1-men-swords', 'w2-men-swords', 'w5-men-pikes'] };
    expect(sauron.legalActions(s, 'westernesse')).toContainEqual(form);
    const r = act(s, 'westernesse', form);
    expect(r.events.filter((e) => e.type === 'unit-moved').map((e) => e.clause)).toEqual(['SAU-M22', 'SAU-M22']);
    expect(r.events.find((e) => e.type === 'formation')).toMatchObject({ clause: 'SAU-M22', leader: 'isildur', change: 'formed' });
    let t = r.state;
    expect(['w1-men-swords', 'w2-men-swords', 'w5-men-pikes'].map((id) => unit(t, id))).toMatchObject([
      { hex: AT, mp: 4, formation: 'isildur' },
      { hex: AT, mp: 3, formation: 'isildur' },
      { hex: AT, mp: 3, formation: 'isildur' },
    ]);
    expect(sauron.view(t, 'westernesse').units.find((u) => u.id === 'w5-men-pikes')!.formation).toBe('isildur');
    expect(refused(t, 'westernesse', { type: 'move', piece: 'isildur', to: N3 })).toMatchObject({
      clause: 'SAU-M22',
      code: 'ERR_IN_FORMATION',
    });
    t = act(t, 'westernesse', { type: 'move', piece: 'w5-men-pikes', to: N3 }).state;
    expect(['w1-men-swords', 'w2-men-swords', 'w5-men-pikes'].map((id) => [unit(t, id).hex, unit(t, id).mp])).toEqual([
      [N3, 3],
      [N3, 2],
      [N3, 2],
    ]);
    expect([leaderAt(t, 'isildur'), t.leaderMp.isildur]).toEqual([N3, 5]);
  });

  test('SAU-M22: a formation of Men B, B, B attacks at 4 + 2 = 6 (die 1 against Orcs armour 2: 5, disrupted) and is struck back at its best armour 3; every result hits every member, the second one eliminates them all', () => {
    const units = { 'w1-men-swords': AT, 'w5-men-pikes': AT, 'w6-men-pikes': AT, 's1-orcs': N1, 's7-goblins': N4 };
    const f = { 'w1-men-swords': 'isildur', 'w5-men-pikes': 'isildur', 'w6-men-pikes': 'isildur' };
    const s = arrange(units, { isildur: AT }, 'westernesse-combat', 'melee', {}, { formation: f });
    // Orcs D (2) strike back at 6 + 2 - 3 = 5: all three disrupted.
    const r = act(s, 'westernesse', { type: 'melee', unit: 'w5-men-pikes', target: 's1-orcs' }, [1, 6]);
    expect(r.events.filter((e) => e.type === 'unit-attack')).toMatchObject([
      { kind: 'melee', rating: 6, armour: 2, total: 5, result: 'disrupted' },
      { kind: 'riposte', rating: 2, armour: 3, total: 5, result: 'disrupted' },
    ]);
    expect(
      ['w1-men-swords', 'w5-men-pikes', 'w6-men-pikes'].map((id) => [unit(r.state, id).disrupted, unit(r.state, id).attacked]),
    ).toEqual([
      [true, true],
      [true, true],
      [true, true],
    ]);
    expect(unit(r.state, 's1-orcs').disrupted).toBe(true);
    // The goblins' missiles (d, 2) at the pikes meet the swordsmen's armour 3: 6 + 2 - 3 = 5, a second disruption for each.
    const fire: GameState = {
      ...r.state,
      ...inPhase(r.state, 'sauron-combat', 'missile'),
      units: r.state.units.map((u) => (u.side === 'sauron' ? { ...u, attacked: false } : u)),
    };
    const k = act(fire, 'sauron', { type: 'missile', unit: 's7-goblins', target: 'w6-men-pikes' }, [6]);
    expect(k.events.find((e) => e.type === 'unit-attack')).toMatchObject({ rating: 2, armour: 3, total: 5 });
    expect(['w1-men-swords', 'w5-men-pikes', 'w6-men-pikes'].map((id) => unit(k.state, id).eliminated)).toEqual([true, true, true]);
    expect(k.state.record.demoralization.levels.westernesse).toBe(4 + 2 + 2);
    expect(k.events.find((e) => e.type === 'formation')).toMatchObject({ change: 'broken', leader: 'isildur' });
    expect(k.state.units.some((u) => u.formation)).toBe(false);
  });

  test('8.25, SAU-M22: Baldrim, his dwarves all destroyed, may stack with Men but may not form a special formation with them', () => {
    const base = arrange({ 'w1-men-swords': AT, 'w2-men-swords': N1 }, { baldrim: AT }, 'westernesse-movement');
    const s: GameState = { ...base, record: { ...base.record, nationalitiesGone: ['dwarves'] } };
    expect(refused(s, 'westernesse', { type: 'form', leader: 'baldrim', units: ['w1-men-swords', 'w2-men-swords'] })).toMatchObject({
      clause: '8.25',
      code: 'ERR_NO_UNITS_LEFT',
    });
    expect(sauron.legalActions(s, 'westernesse').some((a) => a.type === 'form')).toBe(false);
  });

  test('SAU-M22: a unit breaks away to a free adjacent hex; with one member left the formation is gone and its leader moves on his own', () => {
    const f = { 'w1-men-swords': 'isildur', 'w2-men-swords': 'isildur' };
    const s = arrange({ 'w1-men-swords': AT, 'w2-men-swords': AT }, { isildur: AT }, 'westernesse-movement', null, {}, { formation: f });
    expect(sauron.legalActions(s, 'westernesse')).toContainEqual({ type: 'break-up', unit: 'w2-men-swords', to: N2 });
    expect(refused(s, 'westernesse', { type: 'break-up', unit: 'w2-men-swords', to: '0910' }).clause).toBe('SAU-A6');
    const r = act(s, 'westernesse', { type: 'break-up', unit: 'w2-men-swords', to: N2 });
    expect(r.events.filter((e) => e.type === 'formation').map((e) => (e.type === 'formation' ? e.change : ''))).toEqual(['left', 'broken']);
    expect([unit(r.state, 'w2-men-swords'), unit(r.state, 'w1-men-swords')]).toMatchObject([
      { hex: N2, mp: 3, formation: null },
      { hex: AT, mp: 4, formation: null },
    ]);
    expect(refused(r.state, 'westernesse', { type: 'break-up', unit: 'w1-men-swords', to: N3 }).clause).toBe('SAU-M22');
    expect(leaderAt(act(r.state, 'westernesse', { type: 'move', piece: 'isildur', to: N2 }).state, 'isildur')).toBe(N2);
  });

  test('SAU-M22: options specialFormations off and westernesse, formationSize 2; another nationality (8.11), an archer, a disrupted unit, a unit not beside him, the wrong phase: refused, nothing changes', () => {
    const units = {
      'w1-men-swords': AT,
      'w2-men-swords': N1,
      'w5-men-pikes': N2,
      'w9-elf-swords': N3,
      'w12-elf-archers': N4,
      'w3-men-swords': '0710',
    };
    const three: SauronAction = { type: 'form', leader: 'isildur', units: ['w1-men-swords', 'w2-men-swords', 'w5-men-pikes'] };
    const off = arrange(units, { isildur: AT }, 'westernesse-movement', null, { specialFormations: 'off' });
    expect(refused(off, 'westernesse', three)).toMatchObject({ clause: 'SAU-M22', code: 'ERR_NO_FORMATIONS' });
    expect(sauron.legalActions(off, 'westernesse').some((a) => a.type === 'form')).toBe(false);
    const orcs = arrange({ 's1-orcs': AT, 's2-orcs': N1 }, { gorgol: AT }, 'sauron-movement', null, { specialFormations: 'westernesse' });
    expect(refused(orcs, 'sauron', { type: 'form', leader: 'gorgol', units: ['s1-orcs', 's2-orcs'] }).code).toBe('ERR_NO_FORMATIONS');
    const orcsBoth = arrange({ 's1-orcs': AT, 's2-orcs': N1 }, { gorgol: AT }, 'sauron-movement');
    expect(
      act(orcsBoth, 'sauron', { type: 'form', leader: 'gorgol', units: ['s1-orcs', 's2-orcs'] }).state.units.filter(
        (u) => u.formation === 'gorgol',
      ),
    ).toHaveLength(2);
    const two = arrange(units, { isildur: AT }, 'westernesse-movement', null, { formationSize: 2 });
    expect(refused(two, 'westernesse', three).code).toBe('ERR_FORMATION_SIZE');
    const s = arrange(units, { isildur: AT }, 'westernesse-movement');
    expect(refused(s, 'westernesse', { type: 'form', leader: 'isildur', units: ['w1-men-swords', 'w9-elf-swords'] }).clause).toBe('8.11');
    expect(refused(s, 'westernesse', { type: 'form', leader: 'isildur', units: ['w1-men-swords', 'w1-men-swords'] }).code).toBe(
      'ERR_FORMATION_SIZE',
    );
    expect(refused(s, 'westernesse', { type: 'form', leader: 'isildur', units: ['w1-men-swords', 'w3-men-swords'] }).code).toBe(
      'ERR_NOT_ADJACENT',
    );
    const archers = arrange(units, { 'gil-galad': N3 }, 'westernesse-movement');
    expect(refused(archers, 'westernesse', { type: 'form', leader: 'gil-galad', units: ['w9-elf-swords', 'w12-elf-archers'] }).code).toBe(
      'ERR_NOT_FORMATION_TYPE',
    );
    const shaken: GameState = { ...s, units: s.units.map((u) => (u.id === 'w2-men-swords' ? { ...u, disrupted: true } : u)) };
    expect(refused(shaken, 'westernesse', { type: 'form', leader: 'isildur', units: ['w1-men-swords', 'w2-men-swords'] }).code).toBe(
      'ERR_DISRUPTED',
    );
    const alone = arrange({ 'w2-men-swords': N1, 'w5-men-pikes': N2 }, { isildur: AT }, 'westernesse-movement');
    expect(refused(alone, 'westernesse', { type: 'form', leader: 'isildur', units: ['w2-men-swords', 'w5-men-pikes'] }).code).toBe(
      'ERR_NO_ANCHOR',
    );
    const combat = arrange(units, { isildur: AT }, 'westernesse-combat', 'melee');
    expect(refused(combat, 'westernesse', three).clause).toBe('SAU-M22');
    expect(sauron.parseOptions({ formationSize: 4 }).ok).toBe(false);
    expect(sauron.parseOptions({ specialFormations: 'sometimes' }).ok).toBe(false);
  });

  test('SAU-M22, 7.175: a formation does not fire missiles; only units outside formations must', () => {
    const f = { 's7-goblins': 'gorgol', 's1-orcs': 'gorgol' };
    const s = arrange(
      { 's7-goblins': AT, 's1-orcs': AT, 'w1-men-swords': N1 },
      { gorgol: AT },
      'sauron-combat',
      'missile',
      {},
      { formation: f },
    );
    expect(refused(s, 'sauron', { type: 'missile', unit: 's7-goblins', target: 'w1-men-swords' }).clause).toBe('SAU-M22');
    expect(sauron.apply(s, 'sauron', { type: 'end' }, new ScriptedDice([])).ok).toBe(true);
  });
});
