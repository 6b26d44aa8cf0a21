/**
 * The referee's battle through Match, with dice typed in as at the table. Dice are read in the
 * engine's order: side a's combat die, side b's, side a's special checks, side b's, side a's
 * post-combat checks in array order, side b's, then reinforcement rolls (two dice each).
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../core/dice.js';
import { Match } from '../../../core/match.js';
import { replay, toRecord } from '../../../core/record.js';
import { getRuleset } from '../../../core/registry.js';
import '../../index.js';
import { frac } from '../battle/fraction.js';
import { swordsAndSorceryBattle, type RefereeEvent } from './ruleset.js';

type M = NonNullable<ReturnType<typeof create>>;
function create(options: unknown = {}, seed = 1) {
  const m = Match.create(swordsAndSorceryBattle, options, seed);
  if (!m.ok) throw new Error(m.error.message);
  return m.value;
}
const ofType = <T extends RefereeEvent['type']>(events: readonly RefereeEvent[], type: T) =>
  events.filter((e): e is Extract<RefereeEvent, { type: T }> => e.type === type);

/** Acts with dice typed in one at a time, as a referee answers "roll 1d6": one more on each ERR_MORE_DICE. */
function actTyped(m: M, seat: 'a' | 'b', action: unknown, rolls: number[]): { events: readonly RefereeEvent[]; asked: number } {
  const typed: number[] = [];
  let asked = 0;
  for (;;) {
    const r = m.act(seat, action, typed);
    if (r.ok) return { events: r.value, asked };
    if (r.error.code !== 'ERR_MORE_DICE') throw new Error(`${r.error.code}: ${r.error.message}`);
    asked++;
    const next = rolls.shift();
    if (next === undefined) throw new Error(`more dice wanted after ${typed.length}`);
    typed.push(next);
  }
}

describe('Swords & Sorcery: a battle (referee)', () => {
  test('registered, with seats a and b and the first example by default', () => {
    expect(getRuleset('swords-and-sorcery-battle')).toBe(swordsAndSorceryBattle);
    const m = create();
    expect(m.options.battle.name).toBe('Dwarrows in the mountains');
    expect(m.toAct()).toEqual(['a', 'b']);
    expect(m.view('a').names).toEqual({ a: 'Dwarrows of the Iron Hills', b: 'Men of Endore' });
    expect(swordsAndSorceryBattle.name).toBe('Swords & Sorcery: a battle (referee)');
  });

  test('III.D.4.c: a round with typed-in dice, checked by hand against the loss table (difference 2: 35% and 15%)', () => {
    const m = create({ battle: 'dwarrows-in-the-mountains' });
    // Side a declares first: no dice are needed until both have declared.
    expect(actTyped(m, 'a', m.legalActions('a')[0], []).asked).toBe(0);
    // Side b's declaration resolves the round. Two combat dice are not enough: ERR_MORE_DICE.
    const short = m.act('b', m.legalActions('b')[0], [5, 3]);
    expect(!short.ok && short.error.code).toBe('ERR_MORE_DICE');
    expect(!short.ok && short.error.message).toMatch(/2 typed in were read, roll one more d6/);
    const rolls = [5, 3, /* a special */ 4, /* a post-combat */ 6, 1, 2, 5, /* b post-combat */ 2, 2, 2, 1, 1, 6, 2, 1];
    const tooMany = m.act('b', m.legalActions('b')[0], [...rolls, 3]);
    expect(!tooMany.ok && tooMany.error.code).toBe('ERR_EXTRA_DICE');
    const bad = m.act('b', m.legalActions('b')[0], [7]);
    expect(!bad.ok && bad.error.code).toBe('ERR_BAD_DIE');
    const { events, asked } = actTyped(m, 'b', m.legalActions('b')[0], [...rolls]);
    expect(asked).toBe(rolls.length);

    // III.D.1: a = 3 Heavy Axe x 4 + Crossbows 3 = 15; b = 4 Men-at-Arms x 3 + 2 Bowmen x 2 + 2 Levies x 1 = 18.
    expect(ofType(events, 'strength').map((e) => [e.sideName, e.total])).toEqual([
      ['Dwarrows of the Iron Hills', frac(15)],
      ['Men of Endore', frac(18)],
    ]);
    // III.D.2.a: each side's only character leads, +2; archers 3 against 4 are not twice (III.D.2.c).
    const dice = ofType(events, 'die-roll');
    expect(dice.map((e) => [e.side, e.roll, e.modifiers.map((x) => [x.clause, x.value]), e.modified])).toEqual([
      ['a', 5, [['III.D.2.a', 2]], 7],
      ['b', 3, [['III.D.2.a', 2]], 5],
    ]);
    // III.D.4.c: 7 - 5 = 2: a inflicts 35% of 15 = 5 1/4, b 15% of 18 = 2 7/10; morale -2 and +2.
    expect(ofType(events, 'loss-table')[0]).toMatchObject({
      clause: 'III.D.4.c',
      higher: 'a',
      difference: 2,
      a: { percent: 35, inflicts: frac(21, 4), morale: -2 },
      b: { percent: 15, inflicts: frac(27, 10), morale: 2 },
    });
    // III.D.5: 2 7/10 of the first Heavy Axe's 16 is under a third: a special check (III.D.5.b(1)).
    // 5 1/4 of the first Men-at-Arms' 9 is a third or more, under two thirds: Demoralized (III.D.5.b(2)).
    expect(ofType(events, 'loss').map((e) => [e.unitId, e.lossStrength, e.applied, e.band])).toEqual([
      ['heavy-axe-1', 16, frac(27, 10), 'III.D.5.b(1)'],
      ['men-at-arms-1', 9, frac(21, 4), 'III.D.5.b(2)'],
    ]);
    // V, V.B: Gislan's 2 points go one each to the first two Heavy Axes, Dil's to the first two Men-at-Arms (SSV-A24).
    expect(ofType(events, 'morale-check').map((e) => [e.unitId, e.kind, e.roll, e.leadership, e.modifier, e.modified, e.passed])).toEqual([
      ['heavy-axe-1', 'special', 4, 1, 0, 3, true],
      ['heavy-axe-1', 'post-combat', 6, 1, -2, 3, true],
      ['heavy-axe-2', 'post-combat', 1, 1, -2, -2, true],
      ['heavy-axe-3', 'post-combat', 2, 0, -2, 0, true],
      ['dwarrow-crossbows-1', 'post-combat', 5, 0, -2, 3, true],
      ['men-at-arms-1', 'post-combat', 2, 1, 2, 3, true],
      ['men-at-arms-2', 'post-combat', 2, 1, 2, 3, true],
      ['men-at-arms-3', 'post-combat', 2, 0, 2, 4, false],
      ['men-at-arms-4', 'post-combat', 1, 0, 2, 3, true],
      ['bowmen-1', 'post-combat', 1, 0, 2, 3, true],
      ['bowmen-2', 'post-combat', 6, 0, 2, 8, false],
      ['hill-levy-1', 'post-combat', 2, 0, 2, 4, false],
      ['hill-levy-2', 'post-combat', 1, 0, 2, 3, true],
    ]);
    // V.C and V.C.1: the already Demoralized Levy is eliminated by its failed check.
    expect(ofType(events, 'demoralized').map((e) => e.unitId)).toEqual(['men-at-arms-1', 'men-at-arms-3', 'bowmen-2']);
    expect(ofType(events, 'eliminated').map((e) => [e.unitId, e.clause])).toEqual([['hill-levy-1', 'V.C.1']]);

    // III.D.7: both stay (no dice), and round 2 is declared.
    expect(m.toAct()).toEqual(['a', 'b']);
    const choices = m.legalActions('a');
    expect(choices[0]).toEqual({ type: 'stay', reinforce: [] });
    expect(choices).toContainEqual({ type: 'withdraw', rearGuard: [] });
    actTyped(m, 'a', choices[0], []);
    actTyped(m, 'b', m.legalActions('b')[0], []);
    expect(m.state.round).toBe(2);
    expect(m.state.phase).toBe('declare');
  });

  test('III.D.8: a battle fought to the end round by round with typed-in dice; the record replays it', () => {
    const m = create({ battle: 'cavalry-in-the-open' }, 5);
    const table = SeededDice.fromSeed(99);
    let rounds = 0;
    while (!m.outcome()) {
      for (const seat of m.toAct() as ('a' | 'b')[]) {
        const rolls = Array.from({ length: 80 }, () => table.roll(6));
        const { events } = actTyped(m, seat, m.legalActions(seat)[0], rolls);
        if (events.some((e) => e.type === 'loss-table')) rounds++;
      }
      expect(rounds).toBeLessThan(100);
    }
    const outcome = m.outcome()!;
    expect(outcome.clause).toMatch(/^III\.D\.8|SSV-A30$/);
    expect(m.state.outcome!.rounds).toBe(rounds);
    expect(outcome.reason).toMatch(
      /(Knights of the Empire|Free Companies) hold the battle hex after \d+ rounds?|no units remain|undecided/,
    );
    const record = toRecord(m as never);
    expect(record.actions.every((a) => Array.isArray(a.dice))).toBe(true);
    const again = replay(JSON.parse(JSON.stringify(record)));
    expect(again.ok && again.value.failure).toBe(undefined);
    expect(again.ok && again.value.match.outcome()).toEqual(outcome);
  });

  test("III.D.2.b(2): in the open the menu offers the default charge and the same without it; the sides' names ride on events", () => {
    const m = create({ battle: 'cavalry-in-the-open' });
    const [auto, noCharge] = m.legalActions('a') as { type: string; charge: string[] }[];
    expect(auto!.charge).toEqual(['heavy-horse-1', 'heavy-horse-2', 'light-horse-1', 'light-horse-2']);
    expect(noCharge!.charge).toEqual([]);
    const r = m.act('a', auto);
    expect(r.ok && r.value.map((e) => e.sideName)).toEqual(['Knights of the Empire', 'Knights of the Empire']);
    // b may not see a's declaration (secret until both are in), the referee's full log does.
    expect(m.events('b').some((e) => e.type === 'declared')).toBe(false);
    expect(m.view('b').sides.a.declaration).toBe(null);
    expect(m.view('a').sides.a.declaration).not.toBe(null);
  });

  test('options: an example name, a spec, or a bad spec named in the error', () => {
    const spec = {
      name: 'Skirmish',
      terrain: 'woods',
      a: { name: 'Elves', units: { 'elf-spears': 2 } },
      b: { name: 'Orcs', units: { 'orc-warband': 3 } },
    };
    const m = create({ battle: spec });
    expect(m.view('spectator').title).toBe('Skirmish');
    expect(m.options.battle.options.roundLimit).toBe(100);
    const bad = Match.create(swordsAndSorceryBattle, { battle: { ...spec, a: { name: 'Elves', units: { 'elf-spear': 2 } } } }, 1);
    expect(!bad.ok && bad.error.code).toBe('ERR_BAD_OPTION');
    expect(!bad.ok && bad.error.message).toMatch(/battle: side a \(Elves\) units: no unit type 'elf-spear'/);
    const unknown = Match.create(swordsAndSorceryBattle, { battel: 'x' }, 1);
    expect(!unknown.ok && unknown.error.code).toBe('ERR_BAD_OPTION');
    const action = m.act('a', { type: 'charge' });
    expect(!action.ok && action.error.code).toBe('ERR_MALFORMED_ACTION');
  });
});
