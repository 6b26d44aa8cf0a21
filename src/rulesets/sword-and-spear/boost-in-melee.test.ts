/**
 * 17 Spells: a boost spell "is cast as a friendly unit is activated, or when a friendly unit fights in
 * melee combat due to the activation of an enemy unit in contact with it". The second half: a unit
 * charged, or fought by an enemy in contact on its activation, may be boosted by its own side.
 */
import { describe, expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { pt } from '../../core/geometry/open-table.js';
import { plannedMeleeOdds, type CharacterOnTable, type SsfAction, type SsfEvent, type SsfState } from './game/index.js';
import { swordAndSpear } from './ruleset.js';
import { activatingState, unit } from './test-helpers.js';

const mage: CharacterOnTable = { id: 'b-mage', side: 'b', name: 'Hedge Mage', magicLevel: 1, position: pt(10, 9.5) };

/** On an open table, a's riders at (10, 3) facing b's foot at (10, 7), 2 DU between their fronts, about to act on a 5; b's mage behind his foot with `power` MP. */
function scene(power: number, characters: CharacterOnTable[] = [mage], riders = { x: 10, y: 3 }): SsfState {
  const opts = swordAndSpear.parseOptions({ scenario: 'skirmish' });
  if (!opts.ok) throw new Error(opts.error.message);
  const s = swordAndSpear.setup(opts.value, SeededDice.fromSeed(5));
  const mine = unit('a-riders', { side: 'a', troopType: 'cavalry', ...riders });
  const foot = unit('b-foot', { side: 'b', x: 10, y: 7, facing: 270 });
  return activatingState(
    { ...s, field: { units: [mine, foot], terrain: [], obstacles: [] }, characters, magic: { power: { 'b-mage': power }, castIn: {} } },
    { unit: mine.id, side: 'a', dice: [5] },
    { order: [{ side: 'a', unit: mine.id, value: 5 }], next: 1 },
  );
}

const act = (s: SsfState, seat: string, a: SsfAction, seed = 4) => {
  const r = swordAndSpear.apply(s, seat, a, SeededDice.fromSeed(seed));
  if (!r.ok) throw new Error(`${r.error.code} (${r.error.clause}): ${r.error.message}`);
  return r.value;
};
const meleeOf = (events: readonly SsfEvent[]) => events.find((e) => e.type === 'melee') as { b: { dice: number } } | undefined;
const charge: SsfAction = { type: 'order', order: 'charge', target: 'b-foot' };

describe('17 Spells: a boost for a unit that fights because an enemy in contact activated', () => {
  test('17 Spells: a charged unit whose magic-user can boost it waits for its player, who is offered the boost or none', () => {
    const r = act(scene(3), 'a', charge);
    expect(r.events.map((e) => e.type)).toEqual(['charged', 'melee-declared']);
    expect(r.events[1]).toMatchObject({ clause: '17 Spells', attacker: 'a-riders', defender: 'b-foot', charging: true });
    expect(r.state.step).toBe('fight-boost');
    expect(swordAndSpear.toAct(r.state)).toEqual(['b']);
    expect(swordAndSpear.legalActions(r.state, 'b')).toEqual([{ type: 'boost', user: 'b-mage', level: 1 }, { type: 'no-boost' }]);
    expect(swordAndSpear.legalActions(r.state, 'a')).toEqual([]);
  });

  test('17 Spells / SSF-A18: the boost costs its MP and gives the defender one more die in the melee than no boost', () => {
    const waiting = act(scene(3), 'a', charge).state;
    const boosted = act(waiting, 'b', { type: 'boost', user: 'b-mage', level: 1 });
    expect(boosted.events[0]).toMatchObject({ type: 'spell', spell: 'boost', user: 'b-mage', target: 'b-foot', cost: 1, bonuses: 1 });
    expect(boosted.state.magic.power['b-mage']).toBe(2);
    const plain = act(waiting, 'b', { type: 'no-boost' });
    expect(plain.events.some((e) => e.type === 'spell')).toBe(false);
    expect(meleeOf(boosted.events)!.b.dice).toBe(meleeOf(plain.events)!.b.dice + 1);
    // The riders' activation is over either way (F1).
    for (const r of [boosted, plain]) expect(r.state.turn.acted).toContain('a-riders');
  });

  test('17 Spells: with no magic-user able to boost it (no MP, or none at all) the melee is fought at once', () => {
    for (const s of [scene(0), scene(3, [])]) {
      const r = act(s, 'a', charge);
      expect(r.events.map((e) => e.type).slice(0, 2)).toEqual(['charged', 'melee']);
      expect(r.state.step).not.toBe('fight-boost');
    }
  });

  test('17 Spells: a unit fought by an enemy already in contact on its activation may be boosted too', () => {
    // The riders' front touches the foot's front: in contact, so the order is to fight.
    const s = scene(3, [mage], { x: 10, y: 5 });
    const fight = swordAndSpear.legalActions(s, 'a').find((a) => a.type === 'order' && a.order === 'fight');
    expect(fight).toBeDefined();
    const r = act(s, 'a', fight!);
    expect(r.events.at(-1)).toMatchObject({ type: 'melee-declared', attacker: 'a-riders', defender: 'b-foot', charging: false });
    expect(swordAndSpear.legalActions(r.state, 'b')).toContainEqual({ type: 'boost', user: 'b-mage', level: 1 });
  });
});

describe("SSF-A3, SSF-A36: a planned charge's odds, before it is made", () => {
  test('SSF-A36: the odds of a charge (no boost to wait for) agree with the charge itself, rolled 400 times', () => {
    const s = scene(0, []);
    const x = plannedMeleeOdds(s, charge)!;
    expect(x.attackerWins + x.defenderWins + x.draw).toBeCloseTo(1);
    expect(x.attackerWins).toBeGreaterThan(0);
    const rolls = SeededDice.fromSeed(36);
    let wins = 0;
    const n = 400;
    for (let i = 0; i < n; i++) {
      const r = swordAndSpear.apply(s, 'a', charge, rolls);
      if (!r.ok) throw new Error(r.error.message);
      const melee = r.value.events.find((e) => e.type === 'melee') as { winner?: string | null } | undefined;
      if (melee?.winner === 'a-riders') wins++;
    }
    expect(Math.abs(wins / n - x.attackerWins)).toBeLessThan(5 * Math.sqrt((x.attackerWins * (1 - x.attackerWins)) / n) + 0.01);
    expect(plannedMeleeOdds(s, { type: 'order', order: 'hold' })).toBeNull();
  });
});
