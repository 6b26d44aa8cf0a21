/** The Sword & Spear Fantasy page's pure part: names, the dice tray, ghosts, buttons, anchors. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/core/dice.js';
import { pt } from '../../../../src/core/geometry/open-table.js';
import {
  describeSsfAction,
  swordAndSpear,
  testing,
  type CharacterOnTable,
  type SsfState,
} from '../../../../src/rulesets/sword-and-spear/index.js';
import { parseMarkdown, placeAnchors } from '../../markdown.js';
import {
  choicesOf,
  giveFor,
  lineStrips,
  shortLabel,
  logLine,
  moveGroups,
  nameIndex,
  nameOf,
  overlaysOf,
  piecesOf,
  summaryOf,
  terrainOf,
  trayOf,
  type SsfAction,
  type SsfView,
} from './logic.js';
import { ANCHORS } from './rules.js';

const { unit } = testing;

const start = (seed = 3) => {
  const o = swordAndSpear.parseOptions({});
  if (!o.ok) throw new Error(o.error.message);
  const dice = SeededDice.fromSeed(seed);
  // Past the magic power dice (SSF-A23), to the first action phase.
  return { state: testing.pastPowerDice(swordAndSpear.setup(o.value, dice), dice), dice };
};
const view = (s: SsfState): SsfView => swordAndSpear.view(s, 'a');

/** Plays legal actions (the first each time, unless `pick` chooses) until `until` holds; bounded. */
function playUntil(
  s0: SsfState,
  dice: SeededDice,
  until: (s: SsfState) => boolean,
  pick: (legal: SsfAction[]) => SsfAction = (l) => l[0]!,
): SsfState {
  let s = s0;
  for (let i = 0; i < 200 && !until(s); i++) {
    const seat = swordAndSpear.toAct(s)[0]!;
    const r = swordAndSpear.apply(s, seat, pick(swordAndSpear.legalActions(s, seat)), dice);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value.state;
  }
  if (!until(s)) throw new Error('never reached');
  return s;
}

describe('Sword & Spear Fantasy page logic', () => {
  test('names: two units of one name are numbered; seats are the armies', () => {
    const { state } = start();
    const names = nameIndex(view(state));
    expect(names.get('elf-spears-1')).toBe('Elf Spearmen 1');
    expect(names.get('elf-knights')).toBe('Elf Knights');
    expect(names.get('a')).toBe('Elven Host');
    expect(shortLabel('Goblin Crossbows')).toBe('G. Crossbows');
    expect(shortLabel('Elf Archers 1')).toBe('Elf Archers 1');
    const piece = piecesOf(view(start().state), names, 'elf-spears-1').find((p) => p.id === 'elf-spears-1')!;
    expect([piece.label, piece.selected, piece.description]).toEqual([
      'E. Spearmen 1',
      true,
      'Elf Spearmen 1 (Elven Host), Lord of the Glade attached, selected',
    ]);
  });

  test("F1: the tray holds the seat's rolled dice; each die accepts exactly the units a legal give names", () => {
    const { state } = start();
    const v = view(state);
    const seat = swordAndSpear.toAct(state)[0]!;
    const legal = swordAndSpear.legalActions(state, seat);
    const names = nameIndex(v);
    const tray = trayOf(v, seat, legal, names)!;
    expect(tray.dice.map((d) => d.face)).toEqual(testing.phaseOf(state).rolled[seat]);
    for (const d of tray.dice) {
      for (const unit of tray.accepts[d.id] ?? []) expect(giveFor(tray, legal, d.id, unit)).toEqual({ type: 'give', unit, value: d.face });
    }
    const gives = legal.filter((a) => a.type === 'give');
    const offered = new Set(
      Object.entries(tray.accepts).flatMap(([id, us]) => us.map((u) => `${tray.dice.find((d) => d.id === id)!.face}:${u}`)),
    );
    expect(offered).toEqual(new Set(gives.map((a) => `${a.value}:${a.unit}`)));
    // After a give, the die is shown on its unit.
    const give = gives[0]!;
    const r = swordAndSpear.apply(state, seat, give, SeededDice.fromSeed(1));
    if (!r.ok) throw new Error(r.error.message);
    if (r.value.state.step === 'allocate' && swordAndSpear.toAct(r.value.state)[0] === seat) {
      const after = trayOf(view(r.value.state), seat, swordAndSpear.legalActions(r.value.state, seat), names)!;
      expect(Object.values(after.allocated)).toContain(give.unit);
      expect(piecesOf(view(r.value.state), names, null).find((p) => p.id === give.unit)).toBeTruthy();
    }
  });

  test("F3: every advance, manoeuvre and charge the server offers is drawn once as a ghost, where the rules put it (the order's show)", () => {
    const { state, dice } = start();
    const s = playUntil(
      state,
      dice,
      (x) =>
        x.step === 'activate' && swordAndSpear.legalActions(x, x.current.side).some((a) => a.type === 'order' && a.order === 'advance'),
    );
    if (s.step !== 'activate') throw new Error('no unit came to act with an advance to make');
    const legal = swordAndSpear.legalActions(s, s.current.side);
    const names = nameIndex(view(s));
    const groups = moveGroups(view(s), legal, names);
    const moves = legal.filter((a) => a.type === 'order' && ['advance', 'manoeuvre', 'charge'].includes(a.order));
    expect(groups.filter((g) => g.key !== 'shoot-character').flatMap((g) => g.ghosts).length).toBe(moves.length);
    const adv = groups.find((g) => g.key === 'advance')!;
    expect(adv.clause).toBe('F3');
    const unit = s.field.units.find((u) => u.id === s.current.unit)!;
    const g = adv.ghosts[0]!;
    expect(g.shape.kind === 'base' && g.shape.base.facing).toBe(unit.base.facing);
    // Each ghost stands where its order's show puts it (the rules' planMove; shown.test.ts checks that against apply).
    for (const x of groups.flatMap((y) => y.ghosts))
      expect(x.shape.kind === 'base' && [x.shape.base.centre.x, x.shape.base.centre.y, x.shape.base.facing]).toEqual([
        x.action.show!.ghost!.x,
        x.action.show!.ghost!.y,
        x.action.show!.ghost!.facing,
      ]);
    // The buttons are the other decisions, each with its clause; hold always.
    const choices = choicesOf(legal, names);
    expect(choices.find((c) => c.label === 'Hold')).toMatchObject({ clause: 'F1' });
    expect(choices.some((c) => c.action.type === 'order' && (c.action.order === 'advance' || c.action.order === 'manoeuvre'))).toBe(false);
    expect(summaryOf(view(s))).toMatch(/^Turn 1 · action phase \d+ · activations · .+ to act$/);
  });

  test("9 Shooting arc: a missile unit's arc, its range band and the sight lines are the rules' shootingTargets", () => {
    const { state } = start();
    const v = view(state);
    const o = overlaysOf(v, 'elf-archers-1');
    expect(o.weapon).toBeTruthy();
    expect(o.arcs).toHaveLength(1);
    expect(o.rangeBands.map((b) => b.id)).toEqual(['move', 'range']);
    expect(o.sightLines.length).toBeGreaterThan(0);
    for (const l of o.sightLines) expect(typeof l.clear).toBe('boolean');
    const melee = overlaysOf(v, 'elf-knights');
    expect(melee.weapon).toBeNull();
    expect(melee.sightLines).toEqual([]);
  });

  /** The skirmish table with a's `who` at (9, 3) facing b, about to act on a 5, b's foot far to the side, and `characters` (as in lone-characters.test.ts). */
  const lonely = (who: 'archers' | 'riders', characters: CharacterOnTable[]): SsfState => {
    const o = swordAndSpear.parseOptions({ scenario: 'skirmish' });
    if (!o.ok) throw new Error(o.error.message);
    const s = swordAndSpear.setup(o.value, SeededDice.fromSeed(5));
    const mine =
      who === 'archers'
        ? unit('a-archers', { side: 'a', x: 9, y: 3, missile: [{ weapon: 'bow' }] })
        : unit('a-riders', { side: 'a', troopType: 'cavalry', x: 9, y: 3 });
    const foot = unit('b-foot', { side: 'b', x: 15.5, y: 10, facing: 270 });
    return testing.activatingState(
      { ...s, field: { ...s.field, units: [mine, foot] }, characters },
      { unit: mine.id, side: 'a', dice: [5] },
      { order: [{ side: 'a', unit: mine.id, value: 5 }], next: 1 },
    );
  };
  const shaman: CharacterOnTable = { id: 'raid-shaman', side: 'b', name: 'Raid Shaman', magicLevel: 1, position: pt(9, 7) };
  const chief: CharacterOnTable = { id: 'raid-chief', side: 'b', name: 'Raid Chief', commander: 'general', position: pt(9, 6) };

  test('17 Magic / SSF-A46: a legal shot at a lone character is a ghost ring on him with the line from the shooter; its action is the legal order', () => {
    const s = lonely('archers', [shaman]);
    const legal = swordAndSpear.legalActions(s, 'a');
    const names = nameIndex(view(s));
    const g = moveGroups(view(s), legal, names).find((x) => x.key === 'shoot-character')!;
    expect(g).toMatchObject({ label: 'Shoot at a lone character', clause: '17 Magic' });
    expect(g.ghosts).toHaveLength(1);
    const ghost = g.ghosts[0]!;
    expect(ghost.action).toEqual({ type: 'order', order: 'shoot', target: 'raid-shaman', show: { alone: pt(9, 7) } });
    expect(legal).toContainEqual(ghost.action);
    expect(ghost.label).toBe('Shoot at Raid Shaman, alone (SSF-A46)');
    expect(ghost.shape.kind === 'figure' && [ghost.shape.centre.x, ghost.shape.centre.y]).toEqual([9, 7]);
    expect(g.lines).toEqual([expect.objectContaining({ from: { x: 9, y: 4 }, to: pt(9, 7), clear: true })]);
    // Clicking it sends that action: the rules take it (the shot at a lone magic-user, 17 Magic).
    const r = swordAndSpear.apply(s, 'a', ghost.action, SeededDice.fromSeed(2));
    expect(r.ok && r.value.events.some((e) => e.type === 'shot-at-character')).toBe(true);
    // No lone character in reach: no such group.
    const none = lonely('archers', [{ ...shaman, position: pt(15, 4) }]);
    expect(moveGroups(view(none), swordAndSpear.legalActions(none, 'a'), names).some((x) => x.key === 'shoot-character')).toBe(false);
  });

  test('17 Magic / SSF-A46: a legal charge at a lone character is a ghost base straight ahead to his base, with the other charges', () => {
    const s = lonely('riders', [chief]);
    const legal = swordAndSpear.legalActions(s, 'a');
    const charge = moveGroups(view(s), legal, nameIndex(view(s))).find((x) => x.key === 'charge')!;
    const ghost = charge.ghosts.find((x) => x.action.target === 'raid-chief')!;
    expect(ghost.label).toBe('Charge Raid Chief, alone (SSF-A46)');
    expect(legal).toContainEqual(ghost.action);
    // Where the rules put the riders: front edge from y 4 to his base's near edge at 5.5 (lone-characters.test.ts).
    expect(ghost.shape.kind === 'base' && ghost.shape.base.centre.y).toBeCloseTo(4.5);
    const r = swordAndSpear.apply(s, 'a', ghost.action, SeededDice.fromSeed(2));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.state.field.units.find((u) => u.id === 'a-riders')!.base.centre.y).toBeCloseTo(4.5);
  });

  test('F3 / SSF-A50: a group move the rules offer is a button with its clause; a kind the page has no words for is still offered', () => {
    const names = nameIndex(view(start().state));
    const group = { type: 'group-move', units: ['elf-spears-2', 'elf-archers-1'], distance: 2 } as SsfAction;
    expect(choicesOf([group], names)).toEqual([
      { label: 'Group move with Elf Spearmen 2 and Elf Archers 1, 2 DU straight ahead', clause: 'SSF-A50', action: group, group: 'main' },
    ]);
    const unknown = { type: 'wheel-about', unit: 'elf-knights', degrees: 45 } as unknown as SsfAction;
    expect(choicesOf([unknown], names)).toEqual([
      { label: 'Wheel about: unit Elf Knights, degrees 45', clause: 'SSF-A1', action: unknown, group: 'more' },
    ]);
  });

  test('F1 / F2 / 17 Spells: the buttons are worded as the terminal words them (describe.ts), a boost naming the activated unit', () => {
    const v = view(start().state);
    const names = nameIndex(v);
    const legal: SsfAction[] = [
      { type: 'done-allocating' },
      { type: 'no-more-spells' },
      { type: 'order', order: 'defer' },
      { type: 'boost', user: 'wood-wise', level: 1 },
    ];
    const labels = choicesOf(legal, names, { ...v, current: { unit: 'elf-spears-1', side: 'a', dice: [4], boost: 0, boosted: false } }).map(
      (c) => [c.label, c.clause],
    );
    expect(labels).toEqual(
      legal.map((a) => {
        const d = describeSsfAction(a, nameOf(names), { current: 'elf-spears-1' });
        return [d.text, d.clause];
      }),
    );
    expect(labels[2]).toEqual(['Defer (act later this turn)', 'F2']);
    expect(labels[3]).toEqual(['The Wood-wise: boost Elf Spearmen 1, level 1', '17 Spells']);
  });

  test('SSF-A48: a linear obstacle is drawn as strips along its line, one per segment', () => {
    const strips = lineStrips([pt(0, 0), pt(4, 0), pt(4, 3)], 0.4);
    expect(strips).toHaveLength(2);
    expect(strips[0]!.map((p) => [+p.x.toFixed(2), +p.y.toFixed(2)])).toEqual([
      [-0.2, 0.2],
      [4.2, 0.2],
      [4.2, -0.2],
      [-0.2, -0.2],
    ]);
    const v = view(start().state);
    const withHedge = {
      ...v,
      field: { ...v.field, obstacles: [{ id: 'test-hedge', type: 'hedge', line: [pt(2, 2), pt(6, 2)] }] },
    } as SsfView;
    const hedge = terrainOf(withHedge).find((t) => t.id === 'test-hedge')!;
    expect(hedge).toMatchObject({ kind: 'hedge', label: 'Hedge (SSF-A48)' });
    expect(terrainOf(withHedge).length).toBe(v.field.terrain.length + 1);
    // The bundled scenario's own obstacles are drawn too, by their ids.
    const ids = terrainOf(v).map((t) => t.id);
    for (const o of (v.field as { obstacles?: readonly { id: string }[] }).obstacles ?? []) expect(ids).toContain(o.id);
  });

  test('the log: each line has its clause and the names players know', () => {
    const names = nameIndex(view(start().state));
    expect(logLine({ type: 'die-given', clause: 'F1', side: 'a', unit: 'elf-spears-1', value: 4 } as never, names)).toMatchObject({
      text: 'Elven Host give a 4 to Elf Spearmen 1',
      clause: 'F1',
    });
    expect(logLine({ type: 'no-such-event', clause: 'x' }, names)).toBeNull();
  });

  test('every clause the rules cite has its one heading in rules.md', () => {
    const text = readFileSync(new URL('./rules.md', import.meta.url), 'utf8');
    expect(placeAnchors(parseMarkdown(text), ANCHORS).missing).toEqual([]);
  });
});
