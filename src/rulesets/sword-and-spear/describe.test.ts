/** Actions and events in words (describe.ts): the one wording the terminal, the web page and the replay show, each with its clause. */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import type { GameEvent } from '../../core/ruleset.js';
import { describeSsfAction, describeSsfFields, KIND_WORDS, nameIndex, SSF_ORDER_CLAUSE } from './describe.js';
import system, { swordAndSpear, swordAndSpearReferee } from './index.js';
import { pastPowerDice } from './test-helpers.js';

const NAMES: Record<string, string> = {
  'elf-spears-1': 'Elf Spearmen 1',
  'elf-archers-1': 'Elf Archers 1',
  'wood-wise': 'The Wood-wise',
  'orc-warband-1': 'Orc Warband',
  'raid-shaman': 'Raid Shaman',
  'lord-of-the-glade': 'Lord of the Glade',
};
const nameOf = (id: string) => NAMES[id] ?? id;

describe('actions in words', () => {
  test('F1 / 17 Spells / SSF-A39 / SSF-A50: every kind of action has its words and its clause', () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ type: 'give', unit: 'elf-spears-1', value: 4 }, 'Give a 4 to Elf Spearmen 1', 'F1'],
      [{ type: 'done-allocating' }, 'Done allocating (dice not given are not used)', 'F1'],
      [
        { type: 'attack-spell', user: 'wood-wise', target: 'orc-warband-1', level: 1, form: 'physical' },
        'The Wood-wise: level 1 physical attack spell on Orc Warband',
        '17 Attack Spell',
      ],
      [{ type: 'no-more-spells' }, 'No more attack spells', '17 Spells'],
      [{ type: 'no-protect' }, 'No protect spell', '17 Spells'],
      [
        { type: 'place', character: 'lord-of-the-glade', unit: 'elf-spears-1', attach: false },
        'Lord of the Glade moves behind Elf Spearmen 1',
        'SSF-A39',
      ],
      [
        { type: 'heal', user: 'wood-wise', target: 'elf-spears-1', level: 2 },
        'The Wood-wise: rally/heal level 2 on Elf Spearmen 1',
        '17 Spells',
      ],
      [{ type: 'end-phase-done' }, 'End phase done', 'SSF-A1'],
      [{ type: 'group-move', units: ['elf-archers-1'], distance: 3 }, 'Group move with Elf Archers 1, 3 DU straight ahead', 'SSF-A50'],
      [{ type: 'order', order: 'defer' }, 'Defer (act later this turn)', 'F2'],
      [{ type: 'order', order: 'advance', distance: 2.5 }, 'Advance 2.5 DU', 'F3'],
      [{ type: 'order', order: 'manoeuvre', turn: 180 }, 'Manoeuvre: about face', 'SSF-A37'],
      [{ type: 'order', order: 'manoeuvre', turn: 45, distance: 1 }, 'Manoeuvre: turn 45° left, then 1 DU', 'SSF-A37'],
      [
        { type: 'order', order: 'move-and-shoot', distance: 1, target: 'orc-warband-1' },
        'Advance 1 DU and shoot at Orc Warband',
        '9 Combat dice',
      ],
      [{ type: 'order', order: 'fight', target: 'orc-warband-1' }, 'Fight Orc Warband', 'SSF-A36'],
      [{ type: 'order', order: 'rally' }, 'Rally', 'SSF-A41'],
    ];
    for (const [a, text, clause] of cases) expect(describeSsfAction(a as never, nameOf), text).toEqual({ text, clause, known: true });
    for (const order of Object.keys(SSF_ORDER_CLAUSE))
      expect(describeSsfAction({ type: 'order', order, target: 'orc-warband-1' }, nameOf).clause).toBe(SSF_ORDER_CLAUSE[order]);
  });

  test('17 Spells / 17 Magic / SSF-A46: a boost or protect spell names its unit where known; a lone character is marked, with his clause', () => {
    expect(describeSsfAction({ type: 'boost', user: 'wood-wise', level: 1 }, nameOf, { current: 'elf-spears-1' }).text).toBe(
      'The Wood-wise: boost Elf Spearmen 1, level 1',
    );
    expect(describeSsfAction({ type: 'boost', user: 'wood-wise', level: 1 }, nameOf).text).toBe('The Wood-wise: boost the unit, level 1');
    expect(describeSsfAction({ type: 'protect', user: 'wood-wise', level: 2 }, nameOf, { pending: 'elf-archers-1' }).text).toBe(
      'The Wood-wise: protect Elf Archers 1, level 2',
    );
    const lone = (id: string) => id === 'raid-shaman';
    expect(describeSsfAction({ type: 'order', order: 'shoot', target: 'raid-shaman' }, nameOf, { lone })).toEqual({
      text: 'Shoot at Raid Shaman (alone)',
      clause: '17 Magic; SSF-A46',
      known: true,
    });
    expect(describeSsfAction({ type: 'order', order: 'charge', target: 'orc-warband-1' }, nameOf, { lone })).toEqual({
      text: 'Charge Orc Warband',
      clause: 'SSF-A3',
      known: true,
    });
  });

  test('SSF-A1: a kind with no words is worded from its fields, ids named, and says it is not known', () => {
    expect(describeSsfAction({ type: 'wheel-about', unit: 'elf-spears-1', degrees: 45 }, nameOf)).toEqual({
      text: 'Wheel about: unit Elf Spearmen 1, degrees 45',
      clause: 'SSF-A1',
      known: false,
    });
    expect(describeSsfAction({ type: 'order', order: 'wheel', target: 'orc-warband-1' }, nameOf)).toMatchObject({
      clause: 'F3',
      known: false,
    });
    expect(describeSsfFields({ type: 'x', units: ['elf-spears-1', 'elf-archers-1'], at: { x: 1 } }, nameOf)).toBe(
      'X: units Elf Spearmen 1, Elf Archers 1, at {"x":1}',
    );
  });
});

describe('the system describer', () => {
  test("F1 / SSF-A1: events name units, characters and armies from the reader's view; an id no view names is made readable", () => {
    const o = swordAndSpear.parseOptions({});
    if (!o.ok) throw new Error(o.error.message);
    const view = swordAndSpear.view(swordAndSpear.setup(o.value, SeededDice.fromSeed(3)), 'a');
    const u = view.field.units.find((x) => x.side === 'a')!;
    const line = system.describe.event({ type: 'die-given', clause: 'F1', side: 'a', unit: u.id, value: 4 } as GameEvent, {
      viewer: 'a',
      view,
    });
    expect(line).toEqual({ text: `${view.names.a} give a 4 to ${nameIndex(view).get(u.id)}`, clause: 'F1', tone: 'info' });
    expect(
      system.describe.event({ type: 'crossed-obstacle', clause: 'SSF-A48', unit: u.id, obstacles: ['low-wall-1'] } as GameEvent, {
        viewer: null,
        view,
      })?.text,
    ).toBe(`${nameIndex(view).get(u.id)} crosses Low wall 1`);
  });

  test('F1 / 9 Shooting procedure: the decision says the turn, the step and who is to act; the referee its situation', () => {
    const o = swordAndSpear.parseOptions({});
    if (!o.ok) throw new Error(o.error.message);
    const dice = SeededDice.fromSeed(3);
    const view = swordAndSpear.view(pastPowerDice(swordAndSpear.setup(o.value, dice), dice), 'a');
    expect(system.describe.decision('sword-and-spear', view)).toMatch(/^Turn 1 · action phase 1 · allocating action dice · .+ to act$/);
    const r = swordAndSpearReferee.parseOptions({});
    if (!r.ok) throw new Error(r.error.message);
    const rv = swordAndSpearReferee.view(swordAndSpearReferee.setup(r.value, SeededDice.fromSeed(3)), 'attacker');
    expect(system.describe.decision('sword-and-spear-referee', rv)).toBe(
      `${rv.units.attacker.profile.name} against ${rv.units.defender.profile.name}: ${KIND_WORDS[rv.options.kind].name} · to resolve`,
    );
    expect(system.rulesets).toEqual([swordAndSpear, swordAndSpearReferee]);
  });
});
