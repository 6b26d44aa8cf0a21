/** The Expanded Game's restorations (the seed's last paragraph): one test per sentence, then the record keeper's action. */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { TABLES } from './data.js';
import { EXPANDED_FILE, leaderById, replacementLeaders, restoreForRematch, type FirstBattleInput, type Restoration } from './expanded.js';
import {
  applyRecordAction,
  createRecord,
  firstBattleOf,
  recordSummary,
  rematchRecord,
  type RecordActionInput,
  type SauronRecord,
} from './record.js';

function restore(input: FirstBattleInput, levels: 'reset' | 'keep' = 'reset'): Restoration {
  const r = restoreForRematch(input, { levels });
  if (!r.ok) throw new Error(`${r.error.clause}: ${r.error.message}`);
  return r.value;
}
const leader = (r: Restoration, id: string) => r.leaders.find((l) => l.id === id);
function apply(s: SauronRecord, action: RecordActionInput, dice: number[] = []) {
  const r = applyRecordAction(s, action, new ScriptedDice(dice));
  if (!r.ok) throw new Error(`${r.error.clause}: ${r.error.message}`);
  return r.value;
}
/** A first battle played to the end of its last game-turn without a decisive victory. */
function finishedBattle(s: SauronRecord): SauronRecord {
  let x: SauronRecord = { ...s, turn: 18, phase: 'joint-rally' };
  x = apply(x, { type: 'next-phase' }).state;
  expect(x.over?.winner).toBeNull();
  return x;
}

describe('Expanded Game: the restorations, sentence by sentence', () => {
  test('Expanded Game: "All Combat leaders are restored except for dead leaders": the living come back, Gil-galad, Cirdan and the Beast stay dead', () => {
    const r = restore({ dead: ['gil-galad', 'cirdan', 'beast'], wounds: { elendil: 3 } });
    expect(leader(r, 'elendil')).toMatchObject({ alive: true, controller: 'westernesse', replaces: null });
    for (const id of ['gil-galad', 'cirdan', 'beast']) expect(leader(r, id)?.alive, id).toBe(false);
    expect(r.leaders.filter((l) => l.replaces !== null)).toEqual([]);
    expect(r.events.filter((e) => e.type === 'leader-stays-dead').map((e) => [e.leaderId, e.clause])).toEqual([
      ['gil-galad', 'Expanded Game'],
      ['cirdan', 'Expanded Game'],
      ['beast', 'SAU-A27'],
    ]);
  });

  test('Expanded Game: "special items ... retain status from the previous part": the Ring with its holder and failures, Narsil in shards with its bearer', () => {
    const r = restore({
      wounds: { isildur: 2 },
      ring: { status: 'worn', holder: 'isildur', failures: { isildur: 2 } },
      narsil: { form: 'shards', bearer: 'anarion' },
    });
    expect(r.ring.ring).toMatchObject({ status: 'worn', holder: 'isildur', failures: { isildur: 2 }, attempted: {}, sauronLost: true });
    expect(r.ring.narsil).toEqual({ form: 'shards', bearer: 'anarion', lyingAt: null });
    const lying = restore({
      dead: ['elendil'],
      narsil: { form: 'whole', bearer: null, lyingAt: '0812' },
      ring: { status: 'lying', holder: null, lyingAt: 'Orodruin' },
    });
    expect(lying.ring.narsil).toEqual({ form: 'whole', bearer: null, lyingAt: '0812' });
    expect(lying.ring.ring).toMatchObject({ status: 'lying', lyingAt: 'Orodruin' });
    expect(lying.events.filter((e) => e.type === 'item-retained').every((e) => e.clause === 'Expanded Game')).toBe(true);
  });

  test('Expanded Game: "Leaders, if only wounded, regain full status and magic capability points" (45; SAU-A28: 35 while the Ring is still lost, none for a dead Sauron)', () => {
    const s = createRecord();
    const r = rematchRecord({ wounds: { elendil: 7, sauron: 9 }, ring: { status: 'worn', holder: 'sauron' } });
    if (!r.ok) throw new Error(r.error.message);
    const sum = recordSummary(r.value.record);
    expect(sum.leaders.find((l) => l.id === 'elendil')).toMatchObject({ wounds: 0, enduranceLeft: 8, rally: 12 });
    expect(sum.leaders.find((l) => l.id === 'sauron')).toMatchObject({ wounds: 0, enduranceLeft: 10, morale: 5 });
    expect(sum.magicPoints).toBe(s.magicPoints);
    expect(r.value.events.find((e) => e.type === 'leader-restored' && e.leaderId === 'elendil')).toMatchObject({
      woundsHealed: 7,
      clause: 'Expanded Game',
    });
    expect(restore({ ring: { status: 'worn', holder: 'elendil' } }).magicPoints).toBe(35);
    expect(restore({ dead: ['sauron'], ring: { status: 'worn', holder: 'ringwraith' } }).magicPoints).toBe(0);
  });

  test('Expanded Game: "Any killed Sauron leaders are replaced by leaders exactly the same as Gorgol"', () => {
    const r = restore({ dead: ['sauron', 'ringwraith', 'gorgol'], ring: { status: 'lying', holder: null, lyingAt: '1120' } });
    const gorgol = TABLES.leadersById.get('gorgol')!;
    const reps = r.leaders.filter((l) => l.replaces !== null);
    expect(reps.map((l) => [l.replaces, l.controller, l.alive])).toEqual([
      ['sauron', 'sauron', true],
      ['ringwraith', 'sauron', true],
      ['gorgol', 'sauron', true],
    ]);
    for (const l of reps) {
      const d = leaderById(l.id)!;
      expect([d.side, d.nationality, d.kind, d.combat, d.morale, d.endurance, d.ring]).toEqual([
        gorgol.side,
        gorgol.nationality,
        'leader',
        gorgol.combat,
        gorgol.morale,
        gorgol.endurance,
        gorgol.ring,
      ]);
    }
    expect(r.events.filter((e) => e.type === 'leader-replaced').every((e) => e.clause === 'Expanded Game')).toBe(true);
  });

  test('Expanded Game: "Should Baldrim be killed, he is replaced with a dwarven leader with 1 less morale point"', () => {
    const r = restore({ dead: ['baldrim'] });
    const rep = r.leaders.find((l) => l.replaces === 'baldrim')!;
    const d = leaderById(rep.id)!;
    const baldrim = TABLES.leadersById.get('baldrim')!;
    expect([d.nationality, d.side, d.combat, d.morale, d.endurance]).toEqual([
      'dwarves',
      'westernesse',
      baldrim.combat,
      baldrim.morale - 1,
      baldrim.endurance,
    ]);
    expect(r.events.find((e) => e.type === 'leader-replaced')).toMatchObject({
      clause: 'Expanded Game',
      leaderId: 'baldrim',
      by: rep.id,
      morale: 2,
    });
  });

  test('Expanded Game (SAU-A27): "If any of the Numenoreans are killed, they are replaced by their sons": named in data/expanded-game.json, their father\'s ratings less 1 Combat', () => {
    const r = restore({ dead: ['elendil', 'isildur', 'anarion'], narsil: { form: 'whole', bearer: null, lyingAt: '0812' } });
    const sons = r.leaders.filter((l) => l.replaces !== null).map((l) => [l.replaces, leaderById(l.id)!.name]);
    expect(sons).toEqual([
      ['elendil', 'Valandil'],
      ['isildur', 'Elendur'],
      ['anarion', 'Meneldil'],
    ]);
    for (const [father, son] of [
      ['elendil', 'valandil'],
      ['isildur', 'elendur'],
      ['anarion', 'meneldil'],
    ] as const) {
      const f = TABLES.leadersById.get(father)!;
      const s = leaderById(son)!;
      expect([s.combat, s.morale, s.endurance, s.ring, s.numenorean, s.nationality]).toEqual([
        f.combat - 1,
        f.morale,
        f.endurance,
        f.ring,
        true,
        'men',
      ]);
    }
    expect(r.events.filter((e) => e.type === 'leader-replaced').map((e) => e.clause)).toEqual(['SAU-A27', 'SAU-A27', 'SAU-A27']);
    // The data file names a replacement for every Sauron leader, Baldrim and every Numenorean, and for no one else.
    const expected = TABLES.leaders.leaders
      .filter((l) => (l.side === 'sauron' && l.kind === 'leader') || l.id === 'baldrim' || l.numenorean)
      .map((l) => l.id);
    expect(EXPANDED_FILE.replacements.map((x) => x.replaces).sort()).toEqual([...expected].sort());
    expect(replacementLeaders().size).toBe(expected.length);
  });

  test('Expanded Game: a first battle that cannot have happened is refused with its clause, and nothing is made', () => {
    const cases: [FirstBattleInput, string, string][] = [
      [{ dead: ['boromir'] }, 'ERR_UNKNOWN_LEADER', 'Expanded Game'],
      [{ wounds: { gorgol: 5 } }, 'ERR_WOUNDS', '7.222'],
      [{ dead: ['sauron'] }, 'ERR_RING_HOLDER', 'SAU-A10'],
      [{ narsil: { form: 'whole', bearer: 'elendil', lyingAt: '0812' } }, 'ERR_NARSIL', '19.211'],
      [{ narsil: { form: 'shards', bearer: 'gil-galad' } }, 'ERR_NARSIL', 'SAU-A8'],
      [{ evil: { gorgol: 'third' } }, 'ERR_NOT_EVIL', '16.69'],
      [{ evil: { elendil: 'third' }, thirdPlayerTypes: ['wargs'] }, 'ERR_THIRD_TYPES', '16.69'],
      [{ dead: 'everyone' } as never, 'ERR_BAD_FIRST_BATTLE', 'Expanded Game'],
    ];
    for (const [input, code, clause] of cases) {
      const r = restoreForRematch(input);
      expect(r.ok, code).toBe(false);
      if (!r.ok) expect([r.error.code, r.error.clause], code).toEqual([code, clause]);
    }
  });
});

describe('Expanded Game: the record keeper', () => {
  test('Expanded Game: expanded-game after a first battle without a decisive victory starts the rematch with the leaders restored and the Ring where it was', () => {
    let s = createRecord({ phase: 'westernesse-combat' });
    s = apply(s, { type: 'wound', leader: 'anarion', points: 6 }).state; // killed
    s = apply(s, { type: 'wound', leader: 'elendil', points: 3 }).state;
    s = finishedBattle(s);
    expect(firstBattleOf(s)).toMatchObject({ dead: ['anarion'], wounds: { elendil: 3 } });
    const r = apply(s, { type: 'expanded-game' });
    const next = r.state;
    expect([next.turn, next.phase, next.over, next.rematch]).toEqual([1, 'first-magic', null, true]);
    const sum = recordSummary(next);
    expect(sum.leaders.find((l) => l.id === 'elendil')).toMatchObject({ alive: true, wounds: 0, weapons: ['narsil'] });
    expect(sum.leaders.find((l) => l.id === 'anarion')).toMatchObject({ alive: false });
    expect(sum.leaders.find((l) => l.id === 'meneldil')).toMatchObject({
      alive: true,
      name: 'Meneldil',
      combat: 4,
      morale: 3,
      controller: 'westernesse',
    });
    expect(sum.ring).toMatchObject({ status: 'worn', holder: 'sauron' });
    expect(sum.demoralization.westernesse.level).toBe(0);
    expect(r.events.map((e) => e.type)).toContain('leader-replaced');
    expect(next.log.at(-1)?.action.type).toBe('expanded-game');
    // The son fights like any leader.
    const c = apply({ ...next, phase: 'westernesse-combat' }, { type: 'leader-combat', attacker: 'meneldil', defender: 'gorgol' }, [6]);
    expect(c.events[0]).toMatchObject({ type: 'leader-combat', attackerId: 'meneldil', clause: '7.221' });
  });

  test('Expanded Game (SAU-A8): Elendil killed where nobody recorded: his son Valandil leads in the rematch and Narsil, lying unrecorded, passes to Isildur', () => {
    let s = createRecord({ phase: 'westernesse-combat' });
    s = apply(s, { type: 'wound', leader: 'elendil', points: 8 }).state;
    const next = apply(finishedBattle(s), { type: 'expanded-game' }).state;
    expect(next.ring.narsil).toEqual({ form: 'whole', bearer: null, lyingAt: null });
    expect(recordSummary(next).leaders.find((l) => l.id === 'valandil')).toMatchObject({ alive: true, combat: 5, rally: 10 });
    const passed = apply({ ...next, phase: 'westernesse-movement' }, { type: 'pass-narsil', to: 'isildur' });
    expect(passed.events[0]).toMatchObject({ type: 'weapon-passed', weapon: 'narsil', to: 'isildur', clause: 'SAU-A8' });
  });

  test('Expanded Game: expanded-game is refused while the first battle is fought, after a decisive victory, and in the rematch itself', () => {
    const during = applyRecordAction(createRecord(), { type: 'expanded-game' }, new ScriptedDice([]));
    expect(!during.ok && [during.error.code, during.error.clause]).toEqual(['ERR_BATTLE_NOT_OVER', 'Expanded Game']);
    const decisive: SauronRecord = { ...createRecord(), over: { reason: 'westernesse broke', clause: 'SAU-A5', winner: 'sauron' } };
    const d = applyRecordAction(decisive, { type: 'expanded-game' }, new ScriptedDice([]));
    expect(!d.ok && d.error.code).toBe('ERR_DECISIVE');
    const rematch = apply(finishedBattle(createRecord()), { type: 'expanded-game' }).state;
    const again = applyRecordAction(finishedBattle(rematch), { type: 'expanded-game' }, new ScriptedDice([]));
    expect(!again.ok && again.error.code).toBe('ERR_ALREADY_REMATCH');
  });

  test("SAU-A28: a third player keeps his leader and his types; his count goes on at the end of the rematch's first game-turn", () => {
    const r = rematchRecord({
      evil: { elendil: 'third' },
      thirdPlayerTypes: ['ringwraith'],
      ring: { status: 'worn', holder: 'elendil', failures: { elendil: 3 } },
    });
    if (!r.ok) throw new Error(r.error.message);
    let s = r.value.record;
    expect(s.leaders.find((l) => l.id === 'elendil')).toMatchObject({ controller: 'third', evil: 'third' });
    expect(s.leaders.find((l) => l.id === 'ringwraith')?.controller).toBe('third');
    s = { ...s, phase: 'joint-rally' };
    const next = apply(s, { type: 'next-phase' });
    expect(next.events.find((e) => e.type === 'third-player-takes')).toMatchObject({ clause: '16.69', types: ['wargs'] });
    expect(next.state.thirdPlayer?.types).toEqual(['ringwraith', 'wargs']);
  });

  test("SAU-A28: rematchLevels resets both Demoralization Levels to 0 by default, or keeps the first battle's", () => {
    let s = createRecord({ phase: 'westernesse-combat' });
    s = apply(s, { type: 'unit-eliminated', side: 'westernesse', morale: 'W', count: 3 }).state;
    s = finishedBattle(s);
    expect(recordSummary(apply(s, { type: 'expanded-game' }).state).demoralization.westernesse.level).toBe(0);
    const kept = finishedBattle({ ...createRecord({ options: { rematchLevels: 'keep' } }), demoralization: s.demoralization });
    expect(recordSummary(apply(kept, { type: 'expanded-game' }).state).demoralization.westernesse.level).toBe(12);
  });
});
