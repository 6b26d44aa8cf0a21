/** The Sword & Spear Fantasy page's pure part: names, the dice tray, ghosts, buttons, anchors. */
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../../../src/core/dice.js';
import { swordAndSpear } from '../../../../src/rulesets/sword-and-spear/ruleset.js';
import type { SsfState } from '../../../../src/rulesets/sword-and-spear/game.js';
import { parseMarkdown, placeAnchors } from '../../markdown.js';
import { choicesOf, giveFor, shortLabel, logLine, moveGroups, nameIndex, overlaysOf, piecesOf, summaryOf, trayOf, type SsfAction, type SsfView } from './logic.js';
import { ANCHORS } from './rules.js';

const start = (seed = 3) => {
  const o = swordAndSpear.parseOptions({});
  if (!o.ok) throw new Error(o.error.message);
  const dice = SeededDice.fromSeed(seed);
  return { state: swordAndSpear.setup(o.value, dice), dice };
};
const view = (s: SsfState): SsfView => swordAndSpear.view(s, 'a');

/** Plays legal actions (the first each time, unless `pick` chooses) until `until` holds; bounded. */
function playUntil(s0: SsfState, dice: SeededDice, until: (s: SsfState) => boolean, pick: (legal: SsfAction[]) => SsfAction = (l) => l[0]!): SsfState {
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
    expect([piece.label, piece.selected, piece.description]).toEqual(['E. Spearmen 1', true, 'Elf Spearmen 1 (Elven Host), Lord of the Glade attached, selected']);
  });

  test('F1: the tray holds the seat\'s rolled dice; each die accepts exactly the units a legal give names', () => {
    const { state } = start();
    const v = view(state);
    const seat = swordAndSpear.toAct(state)[0]!;
    const legal = swordAndSpear.legalActions(state, seat);
    const names = nameIndex(v);
    const tray = trayOf(v, seat, legal, names)!;
    expect(tray.dice.map((d) => d.face)).toEqual(state.phase!.rolled[seat]);
    for (const d of tray.dice) {
      for (const unit of tray.accepts[d.id] ?? []) expect(giveFor(tray, legal, d.id, unit)).toEqual({ type: 'give', unit, value: d.face });
    }
    const gives = legal.filter((a) => a.type === 'give');
    const offered = new Set(Object.entries(tray.accepts).flatMap(([id, us]) => us.map((u) => `${tray.dice.find((d) => d.id === id)!.face}:${u}`)));
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

  test('F3: every advance, manoeuvre and charge the server offers is drawn once as a ghost, where planMove puts it', () => {
    const { state, dice } = start();
    const s = playUntil(state, dice, (x) => x.step === 'activate' && swordAndSpear.legalActions(x, x.current!.side).some((a) => a.type === 'order' && a.order === 'advance'));
    const legal = swordAndSpear.legalActions(s, s.current!.side);
    const names = nameIndex(view(s));
    const groups = moveGroups(view(s), legal, names);
    const moves = legal.filter((a) => a.type === 'order' && ['advance', 'manoeuvre', 'charge'].includes(a.order));
    expect(groups.flatMap((g) => g.ghosts).length).toBe(moves.length);
    const adv = groups.find((g) => g.key === 'advance')!;
    expect(adv.clause).toBe('F3');
    const unit = s.field.units.find((u) => u.id === s.current!.unit)!;
    const g = adv.ghosts[0]!;
    expect(g.shape.kind === 'base' && g.shape.base.facing).toBe(unit.base.facing);
    // The buttons are the other decisions, each with its clause; hold always.
    const choices = choicesOf(legal, names);
    expect(choices.find((c) => c.label === 'Hold')).toMatchObject({ clause: 'F1' });
    expect(choices.some((c) => c.action.type === 'order' && (c.action.order === 'advance' || c.action.order === 'manoeuvre'))).toBe(false);
    expect(summaryOf(view(s))).toMatch(/^Turn 1 · action phase \d+ · activations · .+ to act$/);
  });

  test('9 Shooting arc: a missile unit\'s arc, its range band and the sight lines are the rules\' shootingTargets', () => {
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

  test('the log: each line has its clause and the names players know', () => {
    const names = nameIndex(view(start().state));
    expect(logLine({ type: 'die-given', clause: 'F1', side: 'a', unit: 'elf-spears-1', value: 4 } as never, names)).toMatchObject({ text: 'Elven Host give a 4 to Elf Spearmen 1', clause: 'F1' });
    expect(logLine({ type: 'no-such-event', clause: 'x' }, names)).toBeNull();
  });

  test('every clause the rules cite has its one heading in rules.md', () => {
    const text = readFileSync(new URL('./rules.md', import.meta.url), 'utf8');
    expect(placeAnchors(parseMarkdown(text), ANCHORS).missing).toEqual([]);
  });
});
