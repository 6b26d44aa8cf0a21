import { describe, expect, test } from 'vitest';
import { ScriptedDice } from '../../core/dice.js';
import { pt, rect } from '../../core/geometry/open-table.js';
import type { Battlefield } from './battlefield.js';
import {
  assignMagicPower,
  castSpell,
  checkMagicUser,
  endMagicTurn,
  heal,
  magicUserBaseOk,
  orderAttackSpells,
  rollMagicPower,
  spellCost,
  startMagicTurn,
  type CastRequest,
  type MagicTurn,
  type MagicUser,
} from './magic.js';
import { DEFAULT_OPTIONS as o, type Options } from './options.js';
import { planShooting, resolveVolley } from './shooting.js';
import { archer, field, unit } from './test-helpers.js';

// Elves: spearmen far left, a level 2 mage at (10, 0). Orcs: a warband whose nearest point (10, 10) is 10 DU from the mage.
const mage: MagicUser = { id: 'mage', side: 'elves', level: 2, position: pt(10, 0) };
const spears = () => unit('spears', { side: 'elves', x: -10, y: 0, hits: 2 });
const orcs = (s: Parameters<typeof unit>[1] = {}) =>
  unit('orcs', { side: 'orcs', troopType: 'heavy-foot', x: 10, y: 11, facing: 270, ...s });
const board = (extra: Battlefield['units'] = [], terrain: Battlefield['terrain'] = []) => field([spears(), orcs(), ...extra], terrain);
const turnWith = (power: number, id = 'mage'): MagicTurn => startMagicTurn({ [id]: power });
const attack = (over: Partial<CastRequest> = {}): CastRequest => ({
  user: 'mage',
  spell: 'attack',
  form: 'physical',
  level: 2,
  target: 'orcs',
  phase: 1,
  moment: 'after-allocation',
  ...over,
});
const cast = (req: CastRequest, f = board(), users: MagicUser[] = [mage], turn = turnWith(6), opts: Options = o) =>
  castSpell(f, users, turn, req, opts);
const cost = (level: number, range: number) => {
  const r = spellCost(level, range);
  return r.ok ? r.value.cost : r.error.code;
};

describe('17 Magic', () => {
  test('17 Magic: magic-users are of level 1, 2 or 3; one may be attached to a unit only if he is also a commander', () => {
    expect(checkMagicUser(mage).ok).toBe(true);
    expect(checkMagicUser({ ...mage, level: 4 })).toMatchObject({ ok: false, error: { code: 'ERR_LEVEL', clause: '17 Magic' } });
    expect(checkMagicUser({ ...mage, attachedTo: 'spears' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_ATTACHED', clause: '17 Magic' },
    });
    expect(checkMagicUser({ ...mage, attachedTo: 'spears', commander: true }).ok).toBe(true);
  });

  test("17 Magic: a magic-user's base is up to half the size of a normal unit frontage", () => {
    expect(magicUserBaseOk(2, 4)).toBe(true);
    expect(magicUserBaseOk(2.5, 4)).toBe(false);
  });
});

describe('17 Magical Power', () => {
  const users: MagicUser[] = [
    { ...mage, id: 'one', level: 1 },
    { ...mage, id: 'two', level: 2 },
    { ...mage, id: 'three', level: 3 },
  ];

  test('17 Magical Power / SSF-A23: one die per magic-user, assigned one to each (by the owner, else in the order rolled); level 2 +1, level 3 +2, never above 6', () => {
    const rolls = rollMagicPower(users, new ScriptedDice([5, 6, 3]));
    expect(rolls).toEqual([5, 6, 3]);
    expect(assignMagicPower(users, rolls)).toEqual({ ok: true, value: { one: 5, two: 6, three: 5 } });
    expect(assignMagicPower(users, rolls, [2, 0, 1])).toEqual({ ok: true, value: { one: 3, two: 6, three: 6 } });
  });

  test('17 Magical Power: each die goes to exactly one magic-user', () => {
    expect(assignMagicPower(users, [5, 6, 3], [0, 0, 1])).toMatchObject({
      ok: false,
      error: { code: 'ERR_POWER_ASSIGNMENT', clause: '17 Magical Power' },
    });
    expect(assignMagicPower(users, [5, 6])).toMatchObject({ ok: false, error: { code: 'ERR_POWER_DICE' } });
  });

  test('17 Magical Power: unused MP is lost at the end of the turn', () => {
    expect(endMagicTurn(turnWith(4)).power).toEqual({ mage: 0 });
  });
});

describe('17 Using Magic', () => {
  test('17 Using Magic: a spell costs its level plus the range band: up to 4 DU 0, to 8 DU 1, to 12 DU 2; no further (SSF-A24)', () => {
    expect([cost(1, 0), cost(1, 4), cost(1, 4.01), cost(1, 8), cost(1, 8.5), cost(3, 12)]).toEqual([1, 1, 2, 2, 3, 5]);
    expect(cost(1, 12.5)).toBe('ERR_TOO_FAR');
  });

  test("17 Attack Spell (the seed's example): a level 2 magic-user with 5 MP attacks a unit 10 DU away: 4 MP, two shooting dice", () => {
    const r = cast(attack(), board(), [mage], turnWith(5));
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.range).toBeCloseTo(10, 9);
    expect(r.value.cost).toBe(4);
    expect(r.value.turn.power.mage).toBe(1); // removed at once
    expect(r.value.effect).toMatchObject({ spell: 'attack', form: 'physical', volley: { shooterDice: 2, targetDice: 4 } });
  });

  test('17 Using Magic: only spells of his own level or lower', () => {
    expect(cast(attack({ level: 3 }))).toMatchObject({ ok: false, error: { code: 'ERR_LEVEL', clause: '17 Using Magic' } });
    expect(cast(attack({ level: 1 })).ok).toBe(true);
  });

  test('17 Using Magic: not without enough MP', () => {
    expect(cast(attack(), board(), [mage], turnWith(3))).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_ENOUGH_POWER', clause: '17 Using Magic' },
    });
  });

  test('17 Using Magic: one spell in each action phase and one in the end phase', () => {
    const first = cast(attack({ level: 1 }));
    if (!first.ok) throw new Error(first.error.message);
    expect(cast(attack({ level: 1 }), board(), [mage], first.value.turn)).toMatchObject({
      ok: false,
      error: { code: 'ERR_ONE_PER_PHASE', clause: '17 Using Magic' },
    });
    expect(cast(attack({ level: 1, phase: 2 }), board(), [mage], first.value.turn).ok).toBe(true);
    const healing: CastRequest = { user: 'mage', spell: 'rally-heal', level: 1, target: 'spears', phase: 'end', moment: 'end-phase' };
    const close: MagicUser = { ...mage, position: pt(-10, -3) };
    expect(cast(healing, board(), [close], first.value.turn).ok).toBe(true);
  });
});

describe('17 Spells', () => {
  test('17 Spells: attack at the start of an action phase after allocation; boost as a friendly unit is activated or fights; protect as an enemy shoots at a friend; rally/heal in the end phase', () => {
    const near: MagicUser = { ...mage, position: pt(-10, -3) };
    const on = (spell: CastRequest['spell'], moment: CastRequest['moment'], phase: CastRequest['phase'] = 1) =>
      cast({ user: 'mage', spell, level: 1, target: spell === 'attack' ? 'orcs' : 'spears', phase, moment }, board(), [
        spell === 'attack' ? mage : near,
      ]).ok;
    expect(on('attack', 'after-allocation')).toBe(true);
    expect(on('attack', 'friendly-activated')).toBe(false);
    expect(on('boost', 'friendly-activated')).toBe(true);
    expect(on('boost', 'friendly-fights')).toBe(true);
    expect(on('boost', 'after-allocation')).toBe(false);
    expect(on('protect', 'enemy-shoots')).toBe(true);
    expect(on('protect', 'friendly-activated')).toBe(false);
    expect(on('rally-heal', 'end-phase', 'end')).toBe(true);
    expect(on('rally-heal', 'end-phase', 1)).toBe(false);
    expect(cast({ ...attack(), moment: 'end-phase', phase: 'end' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_NOT_NOW', clause: '17 Spells' },
    });
  });

  test('17 Spells: the player with initiative carries out his magical attacks first', () => {
    const users: MagicUser[] = [mage, { ...mage, id: 'shaman', side: 'orcs' }];
    const reqs = [attack(), attack({ user: 'shaman' })];
    expect(orderAttackSpells(reqs, users, 'orcs').map((r) => r.user)).toEqual(['shaman', 'mage']);
    expect(orderAttackSpells(reqs, users, 'elves').map((r) => r.user)).toEqual(['mage', 'shaman']);
  });

  test('17 Spells: an attack spell is cast at an enemy, the others on friendly units', () => {
    expect(cast(attack({ target: 'spears' }))).toMatchObject({ ok: false, error: { code: 'ERR_WRONG_SIDE', clause: '17 Spells' } });
    expect(cast({ user: 'mage', spell: 'boost', level: 1, target: 'orcs', phase: 1, moment: 'friendly-activated' })).toMatchObject({
      ok: false,
      error: { code: 'ERR_WRONG_SIDE' },
    });
  });

  test('17 Spells: an attached Commander / magic-user casts no attack spell, and others only on his own unit (SSF-A25: at range 0)', () => {
    const lord: MagicUser = { ...mage, id: 'lord', commander: true, attachedTo: 'spears', position: pt(-10, -1.5) };
    const t = turnWith(6, 'lord');
    expect(cast(attack({ user: 'lord' }), board(), [lord], t)).toMatchObject({
      ok: false,
      error: { code: 'ERR_ATTACHED_ATTACK', clause: '17 Spells' },
    });
    const boost = (target: string): CastRequest => ({
      user: 'lord',
      spell: 'boost',
      level: 2,
      target,
      phase: 1,
      moment: 'friendly-activated',
    });
    const other = unit('archers', { side: 'elves', x: -4 });
    expect(cast(boost('archers'), board([other]), [lord], t)).toMatchObject({ ok: false, error: { code: 'ERR_ATTACHED_TARGET' } });
    const r = cast(boost('spears'), board(), [lord], t);
    expect(r).toMatchObject({ ok: true, value: { range: 0, cost: 2 } });
  });
});

describe('17 Line of sight', () => {
  test('17 Line of sight: from the centre of the base to any part of the target; range to the nearest visible part', () => {
    // A unit covering the line to the orcs' nearest point (10, 10): the nearest visible part is further.
    const screen = unit('screen', { side: 'elves', x: 10, y: 5, width: 1, depth: 1 }); // x 9.5..10.5, y 4.5..5.5
    const r = cast(attack(), board([screen]));
    if (!r.ok) throw new Error(r.error.message);
    // The line must pass right of the screen's corner (10.5, 4.5): it meets the orcs' edge y = 10 at x = 10 + 0.5 x 10 / 4.5.
    expect(r.value.range).toBeCloseTo(Math.hypot(5 / 4.5, 10), 4);
    const wall = unit('wall', { side: 'elves', x: 10, y: 5, width: 12, depth: 1 });
    expect(cast(attack(), board([wall]))).toMatchObject({ ok: false, error: { code: 'ERR_NO_SIGHT', clause: '17 Line of sight' } });
  });

  test('17 Line of sight: magic-users have no facing: a spell may go in any direction', () => {
    const behind: MagicUser = { ...mage, position: pt(10, 22) }; // the orcs face away from him, he faces nothing
    expect(cast(attack(), board(), [behind])).toMatchObject({ ok: true, value: { cost: 4 } });
    expect(cast(attack(), board(), [{ ...mage, position: pt(10, 14) }])).toMatchObject({ ok: true, value: { cost: 2 } });
  });
});

describe('17 Attack Spell', () => {
  test('17 Attack Spell: a physical attack works as shooting with dice equal to the level, ignoring armour and cover', () => {
    const wood = [{ id: 'w', type: 'woods', polygon: rect(0, 9.5, 20, 14) }]; // the orcs' centre is inside; sight passes 0.5 DU of it
    const f = field([spears(), orcs({ protection: 'heavily-armoured' })], wood);
    const r = cast(attack(), f);
    if (!r.ok || r.value.effect.spell !== 'attack') throw new Error('expected an attack');
    expect(r.value.effect.volley).toMatchObject({ shooterDice: 2, targetDice: 4, armour: 0, fearTest: false });
    // 6 5 against 4 3 2 1: 6v4 a hit (no armour), 5v3 a hit.
    expect(resolveVolley(r.value.effect.volley, new ScriptedDice([6, 5, 4, 3, 2, 1]), o).hits).toBe(2);
  });

  test('17 Attack Spell: a non-physical attack makes the target take as many discipline tests as the spell level (SSF-A22)', () => {
    const r = cast(attack({ form: 'non-physical' }));
    if (!r.ok || r.value.effect.spell !== 'attack') throw new Error('expected an attack');
    expect(r.value.effect.volley).toMatchObject({ shooterDice: 0, targetDice: 0, extraTests: 2, discipline: 4 });
    const out = resolveVolley(r.value.effect.volley, new ScriptedDice([4, 1]), o);
    expect(out.tests.map((t) => [t.cause, t.passed])).toEqual([
      ['spell', true],
      ['spell', false],
    ]);
    expect(out.hits).toBe(1);
  });

  test('SSF-A21: a physical attack spell causes no fear unless the option says so', () => {
    const r = cast(attack(), board(), [mage], turnWith(6), { ...o, attackSpellFear: true });
    expect(r.ok && r.value.effect.spell === 'attack' && r.value.effect.volley.fearTest).toBe(true);
  });
});

describe('SSF-A18..A20: what boost, protect and rally/heal do', () => {
  const near: MagicUser = { ...mage, position: pt(-10, -3) };
  test('SSF-A18: a boost spell gives bonuses equal to its level (or one); shooting still takes at most one extra die', () => {
    const boost: CastRequest = { user: 'mage', spell: 'boost', level: 2, target: 'spears', phase: 1, moment: 'friendly-activated' };
    expect(cast(boost, board(), [near])).toMatchObject({ ok: true, value: { effect: { spell: 'boost', bonuses: 2 }, clause: 'SSF-A18' } });
    expect(cast(boost, board(), [near], turnWith(6), { ...o, boostBonuses: 'one' })).toMatchObject({
      ok: true,
      value: { effect: { bonuses: 1 } },
    });
    const f = field([archer(), unit('foe', { side: 'red', y: 6.5, facing: 270 })]); // range 4.5
    const p = planShooting(f, { shooter: 'archers', bonuses: { magic: 2 }, spend: { range: 1, extraDie: true } }, o);
    expect(p).toMatchObject({ ok: true, value: { maxRange: 5, volley: { shooterDice: 4 } } });
  });

  test('SSF-A19: a protect spell gives the target one extra die per level against that shooting (or takes dice from the shooter)', () => {
    const protect: CastRequest = { user: 'mage', spell: 'protect', level: 2, target: 'spears', phase: 1, moment: 'enemy-shoots' };
    expect(cast(protect, board(), [near])).toMatchObject({ ok: true, value: { effect: { spell: 'protect', level: 2 } } });
    const f = field([archer(), unit('foe', { side: 'red', y: 4, facing: 270 })]);
    expect(planShooting(f, { shooter: 'archers', protect: 2 }, o)).toMatchObject({
      ok: true,
      value: { volley: { shooterDice: 3, targetDice: 5 } },
    });
    expect(planShooting(f, { shooter: 'archers', protect: 2 }, { ...o, protectSpell: 'fewer-shooting-dice' })).toMatchObject({
      ok: true,
      value: { volley: { shooterDice: 1, targetDice: 3 } },
    });
  });

  test('SSF-A20: a rally/heal spell removes as many hits as its level (or one), never below none', () => {
    const req: CastRequest = { user: 'mage', spell: 'rally-heal', level: 2, target: 'spears', phase: 'end', moment: 'end-phase' };
    const r = cast(req, board(), [near]);
    expect(r).toMatchObject({ ok: true, value: { effect: { spell: 'rally-heal', hits: 2 } } });
    expect(cast(req, board(), [near], turnWith(6), { ...o, healSpell: 'one' })).toMatchObject({ ok: true, value: { effect: { hits: 1 } } });
    expect(heal(board(), 'spears', 5).units.find((u) => u.id === 'spears')!.hits).toBe(0);
  });
});
