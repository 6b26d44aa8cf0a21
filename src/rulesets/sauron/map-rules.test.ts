/** The map game's small rules, given now as pure functions: 4.3, 7.175, 14.3, 17.11, 18.1. */
import { describe, expect, test } from 'vitest';
import {
  beastRatings,
  checkMissileObligation,
  defenderArmour,
  enterCost,
  EXTRA_WESTERNESSE_UNITS,
  mayActThroughGates,
  mayBringOnExtraUnits,
  missileMustFire,
  OPEN_GATES,
  roughTerrain,
  setGates,
} from './map-rules.js';

describe('4.3: rough terrain', () => {
  test("4.3: rough costs 2 more MP to enter or cross and adds 2 to the defender's Armored Protection Rating", () => {
    expect(roughTerrain).toMatchObject({ extraMovementPoints: 2, defenderArmour: 2 });
    expect([enterCost(1, true), enterCost(1, false)]).toEqual([3, 1]);
    expect([defenderArmour(2, true), defenderArmour(2, false)]).toEqual([4, 2]);
  });
});

describe('7.175: missile units adjacent to enemies', () => {
  const base = { hasMissile: true, adjacentEnemies: ['orcs-1', 'orcs-2'] };
  test('7.175: a missile unit adjacent to enemies must fire at one of them', () => {
    expect(missileMustFire({ ...base, meleeTargets: [] })).toBe(true);
    expect(checkMissileObligation({ ...base, meleeTargets: [], firesAt: null })).toMatchObject({
      ok: false,
      error: { code: 'ERR_MUST_FIRE', clause: '7.175' },
    });
    expect(checkMissileObligation({ ...base, meleeTargets: [], firesAt: 'trolls-far' }).ok).toBe(false);
    expect(checkMissileObligation({ ...base, meleeTargets: [], firesAt: 'orcs-2' }).ok).toBe(true);
  });
  test('7.175: UNLESS every adjacent enemy will be attacked in melee, one attack perhaps by its own melee ("Ee--")', () => {
    const covered = [
      { target: 'orcs-1', byThisUnit: true },
      { target: 'orcs-2', byThisUnit: false },
    ];
    expect(missileMustFire({ ...base, meleeTargets: covered })).toBe(false);
    expect(checkMissileObligation({ ...base, meleeTargets: covered, firesAt: null }).ok).toBe(true);
    expect(missileMustFire({ ...base, meleeTargets: [covered[1]!] })).toBe(true);
    const twice = checkMissileObligation({
      ...base,
      meleeTargets: [
        { target: 'orcs-1', byThisUnit: true },
        { target: 'orcs-2', byThisUnit: true },
      ],
      firesAt: null,
    });
    expect(twice).toMatchObject({ ok: false, error: { code: 'ERR_ONE_OWN_MELEE', clause: '7.175' } });
  });
  test('7.175: units without missiles and units with no adjacent enemy have no duty', () => {
    expect(missileMustFire({ hasMissile: false, adjacentEnemies: ['x'], meleeTargets: [] })).toBe(false);
    expect(missileMustFire({ hasMissile: true, adjacentEnemies: [], meleeTargets: [] })).toBe(false);
  });
});

describe('14.3: the extra Westernesse units', () => {
  test('14.3: one Men (B-3-W) and five Elves Archers (e-2-X), on or after game-turn 3', () => {
    expect(EXTRA_WESTERNESSE_UNITS.reduce((n, u) => n + u.count, 0)).toBe(6);
    expect(EXTRA_WESTERNESSE_UNITS.map((u) => u.code)).toEqual(['B-3-W', 'e-2-X']);
    expect(mayBringOnExtraUnits(2)).toMatchObject({ ok: false, error: { clause: '14.3' } });
    expect(mayBringOnExtraUnits(3).ok).toBe(true);
  });
});

describe('17.11: the Beast', () => {
  test('17.11: without Horn Attack or Death Breath the Beast has Attack Rating C and Combat 9', () => {
    expect(beastRatings({ hornAttack: false, deathBreath: false })).toEqual({ melee: 'C', leaderCombat: 9 });
    expect(beastRatings({ hornAttack: true, deathBreath: false })).toBeNull();
  });
});

describe('18.1: the Gates of Morannon', () => {
  test('18.1: only Sauron inside Mordor closes the gates; they stay put for the game-turn', () => {
    expect(setGates(OPEN_GATES, { close: true, sauronInMordor: false, turn: 4 })).toMatchObject({ ok: false, error: { clause: '18.1' } });
    const closed = setGates(OPEN_GATES, { close: true, sauronInMordor: true, turn: 4 });
    expect(closed).toEqual({ ok: true, value: { closed: true, setInTurn: 4 } });
    if (!closed.ok) return;
    expect(setGates(closed.value, { close: false, sauronInMordor: true, turn: 4 })).toMatchObject({
      ok: false,
      error: { code: 'ERR_GATES_SET' },
    });
    expect(setGates(closed.value, { close: false, sauronInMordor: true, turn: 5 })).toEqual({
      ok: true,
      value: { closed: false, setInTurn: 5 },
    });
  });
  test('18.1: through closed gates no movement or melee; missile fire only from inside Mordor', () => {
    const closed = { closed: true, setInTurn: 1 };
    expect(mayActThroughGates(OPEN_GATES, 'movement', false).ok).toBe(true);
    expect(mayActThroughGates(closed, 'movement', true)).toMatchObject({ ok: false, error: { clause: '18.1' } });
    expect(mayActThroughGates(closed, 'melee', true).ok).toBe(false);
    expect(mayActThroughGates(closed, 'missile', true).ok).toBe(true);
    expect(mayActThroughGates(closed, 'missile', false).ok).toBe(false);
  });
});
