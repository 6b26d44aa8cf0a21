/** The map game's options: each assumption's alternative does what it says. */
import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../../core/dice.js';
import { swordsAndSorcery } from './ruleset.js';
import { act, ids, refused, scenario, start, to } from './test-helpers.js';

const CLEAR = ['c c c c c c', 'c c c c c c', 'c c c c c c', 'c c c c c c'];

describe('assumptions as options', () => {
  test("SSV-A52 demoralizedEntry 'enemy-only': a Demoralized unit may go beside a stack that could react, not into an enemy hex", () => {
    const spec = scenario(
      [{ hex: '0302', units: { 'men-at-arms': 1 } }],
      [
        { hex: '0304', units: { 'orc-warband': 1 }, characters: ['krawn'] },
        { hex: '0402', units: { 'orc-warband': 1 } },
      ],
    );
    const s = start(spec, { demoralizedEntry: 'enemy-only' });
    s.units.find((u) => u.owner === 'west')!.demoralized = true;
    const west = ids(s, 'west', '0302');
    expect(act(s, 'west', { type: 'move', pieces: west, to: to('0303') }).state.units.find((u) => u.id === west[0])!.place).toBeDefined();
    expect(refused(s, 'west', { type: 'move', pieces: west, to: to('0402') })).toMatchObject({ clause: 'V.E' });
  });

  const castle = (options: Record<string, unknown>) => {
    let s = start(
      scenario([{ hex: '0302', units: { 'men-at-arms': 2 } }], [{ hex: '0303', units: { 'orc-warband': 2 } }], CLEAR, {
        fortifications: { '0303': 'castle' },
      }),
      options,
    );
    s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0302'), to: to('0303') }).state;
    s = act(s, 'west', { type: 'end-movement' }).state;
    return act(s, 'east', { type: 'decline-battle' }).state;
  };

  test('SSV-A57 siegeTurnsFrom 1: the turn a siege begins counts as its first', () => {
    expect(castle({}).sieges[0]!.turns).toBe(0);
    expect(castle({ siegeTurnsFrom: 1 }).sieges[0]!.turns).toBe(1);
  });

  test("SSV-A58 siegeOperations 'any': a unit that has moved may still assault, spending the rest of its allowance", () => {
    const around = ['0302', '0304', '0402', '0403', '0203', '0202'].map((hex) => ({ hex, units: { 'men-at-arms': 1 } }));
    const walls = {
      fortifications: { '0303': 'walled' },
      hexsides: { wall: ['0302', '0304', '0402', '0403', '0203', '0202'].map((n) => `0303/${n}`) },
    };
    for (const [option, ok] of [
      ['unmoved', false],
      ['any', true],
    ] as const) {
      let s = start(
        scenario([...around, { hex: '0502', units: { 'men-at-arms': 1 } }], [{ hex: '0303', units: { 'orc-warband': 2 } }], CLEAR, walls),
        { siegeOperations: option },
      );
      s = act(s, 'west', { type: 'declare-siege', hex: '0303' }).state;
      const [mover] = ids(s, 'west', '0502');
      s = act(s, 'west', { type: 'move', pieces: [mover!], to: to('0402') }).state;
      const r = swordsAndSorcery.apply(s, 'west', { type: 'assault', hex: '0303', pieces: [mover!] }, new ScriptedDice([3]));
      expect(r.ok, option).toBe(ok);
      if (!r.ok) expect(r.error.clause).toBe('IV.C.1');
    }
  });

  test('SSV-A51 surrender false: characters among enemy army units must battle', () => {
    let s = start(
      scenario(
        [
          { hex: '0302', characters: ['glade'] },
          { hex: '0101', units: { 'men-at-arms': 1 } },
        ],
        [{ hex: '0303', units: { 'orc-warband': 2 } }],
      ),
      { surrender: false },
    );
    s = act(s, 'west', { type: 'move', pieces: ['glade'], to: to('0303') }).state;
    s = act(s, 'west', { type: 'end-movement' }).state;
    expect(swordsAndSorcery.legalActions(s, 'west')).toEqual([{ type: 'cva-fight' }]);
    expect(refused(s, 'west', { type: 'cva-surrender' })).toMatchObject({ code: 'ERR_MUST_BATTLE', clause: 'VII; SSV-A51' });
  });
});

describe('SSV-A50: survivors with nowhere to withdraw (option noWayOut)', () => {
  // One column: a lake at 0101, East in 0102, West in 0103 (one unit stays there, one attacks).
  const rows = ['L', 'c', 'c'];
  const spec = scenario([{ hex: '0103', units: { 'men-at-arms': 4 } }], [{ hex: '0102', units: { 'orc-warband': 4 } }], rows);
  for (const [option, expected] of [
    ['eliminated', 'eliminated'],
    ['stay', 'stay'],
  ] as const) {
    test(`III.D.7.a, SSV-A50 '${option}': East withdraws with the lake behind and West beside it`, () => {
      let s = start(spec, { noWayOut: option });
      s = act(s, 'west', { type: 'move', pieces: ids(s, 'west', '0103').slice(0, 3), to: to('0102') }).state;
      s = act(s, 'west', { type: 'end-movement' }).state;
      // All 2s: level rolls (25% each way, III.D.4.a) and every morale check passed, so the battle lasts.
      const dice = new ScriptedDice(Array.from({ length: 400 }, () => 2));
      let noWayOut: Record<string, unknown> | undefined;
      for (let i = 0; i < 100 && s.pending?.kind === 'battle'; i++) {
        const seat = swordsAndSorcery.toAct(s)[0]!;
        const legal = swordsAndSorcery.legalActions(s, seat);
        const withdraw = legal.find((a) => a.type === 'battle' && a.decision['type'] === 'withdraw');
        const r = act(s, seat, seat === 'east' && withdraw ? withdraw : legal[0]!, dice);
        noWayOut ??= r.events.find((e) => e.type === 'no-way-out') as Record<string, unknown> | undefined;
        s = r.state;
      }
      expect(noWayOut, 'East withdrew on these dice').toBeDefined();
      expect(noWayOut).toMatchObject({ result: expected, clause: 'III.D.7.a; SSV-A50' });
      const east = s.units.filter((u) => u.owner === 'east');
      if (expected === 'eliminated') expect(east).toHaveLength(0);
      else expect(east.length).toBeGreaterThan(0);
    });
  }
});

describe('SSV-A56: gates and the siege by walls (option siegeGates)', () => {
  // 0303 walled on five sides, a gate towards 0304; West stands beside the five walls but not the gate.
  const walls = {
    fortifications: { '0303': 'walled' },
    hexsides: { wall: ['0302', '0402', '0403', '0203', '0202'].map((n) => `0303/${n}`), gate: ['0303/0304'] },
  };
  const around = ['0302', '0402', '0403', '0203', '0202'].map((hex) => ({ hex, units: { 'men-at-arms': 1 } }));
  for (const [option, ok] of [
    ['wall', false],
    ['open', true],
  ] as const) {
    test(`IV, SSV-A56 '${option}': a siege ${ok ? 'may' : 'may not'} be declared with nobody beside the gate`, () => {
      const s = start(scenario(around, [{ hex: '0303', units: { 'orc-warband': 1 } }], CLEAR, walls), { siegeGates: option });
      expect(swordsAndSorcery.apply(s, 'west', { type: 'declare-siege', hex: '0303' }, new ScriptedDice([])).ok).toBe(ok);
    });
  }
});
