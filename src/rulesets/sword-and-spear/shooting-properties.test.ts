/**
 * Property tests over random tables: units of every troop type and weapon placed anywhere, some
 * flying, some with hits, with random woods and marsh. For every shooter and every request: no
 * crash; a refusal names a clause; a shot's dice are as the rules allow; the hits never exceed what
 * the target can take before routing, and every event cites a clause. Magic attacks likewise.
 */
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { SeededDice } from '../../core/dice.js';
import { rect } from '../../core/geometry/open-table.js';
import { capacity, routAt, type Battlefield, type Unit } from './battlefield.js';
import { TABLES } from './data.js';
import { castSpell, startMagicTurn, type MagicUser } from './magic.js';
import { DEFAULT_OPTIONS as o } from './options.js';
import { planShooting, resolveShooting, resolveVolley } from './shooting.js';
import { unit } from './test-helpers.js';
import { soakSize } from '../../test-soak.js';

/** Random tables for shooting; a third as many for attack spells. */
const TABLES_SHOT = soakSize('SSF_RANDOM_TABLES', { modest: 150, full: 300 });

const TYPES = [...TABLES.troopTypes.keys()];
const WEAPONS = [...TABLES.missile.keys()];

const unitArb = (id: string): fc.Arbitrary<Unit> =>
  fc
    .record({
      side: fc.constantFrom('blue', 'red'),
      troopType: fc.constantFrom(...TYPES),
      discipline: fc.integer({ min: 3, max: 5 }),
      protection: fc.constantFrom('heavily-armoured', 'armoured', 'average', 'lacking'),
      weapon: fc.option(fc.constantFrom(...WEAPONS), { nil: undefined, freq: 5 }),
      restricted: fc.boolean(),
      brave: fc.boolean(),
      x: fc.double({ min: -10, max: 10, noNaN: true }),
      depth: fc.double({ min: 1, max: 7, noNaN: true }),
      turn: fc.double({ min: -40, max: 40, noNaN: true }),
      hitsFraction: fc.double({ min: 0, max: 0.99, noNaN: true }),
      altitude: fc.constantFrom('ground', 'low', 'high'),
      commanderAttached: fc.boolean(),
      outOfCommand: fc.boolean(),
    })
    .map((s) => {
      const type = TABLES.troopTypes.get(s.troopType)!;
      const flies = type.mayFly && s.altitude !== 'ground';
      const u = unit(id, {
        side: s.side,
        troopType: s.troopType,
        discipline: s.discipline,
        protection: s.protection as 'average',
        missile: s.weapon ? [{ weapon: s.weapon, restricted: s.restricted }] : [],
        characteristics: [...(s.brave ? ['brave'] : []), ...(flies ? ['flight'] : [])],
        // Two lines facing each other across the middle of the table, each unit turned up to 40 degrees.
        x: s.x,
        y: s.side === 'blue' ? -s.depth : s.depth,
        facing: (s.side === 'blue' ? 90 : 270) + s.turn,
        commanderAttached: s.commanderAttached,
        outOfCommand: s.outOfCommand,
        ...(flies ? { altitude: s.altitude as 'low' } : {}),
      });
      return { ...u, hits: Math.floor(s.hitsFraction * routAt(u)) };
    });

const fieldArb: fc.Arbitrary<Battlefield> = fc
  .record({
    units: fc.integer({ min: 2, max: 7 }).chain((n) => fc.tuple(...Array.from({ length: n }, (_, i) => unitArb(`u${i}`)))),
    woods: fc.array(
      fc.tuple(
        fc.double({ min: -12, max: 8, noNaN: true }),
        fc.double({ min: -8, max: 5, noNaN: true }),
        fc.constantFrom('woods', 'marsh', 'rough', 'village'),
      ),
      { maxLength: 2 },
    ),
  })
  .map(({ units, woods }) => ({
    units,
    terrain: woods.map(([x, y, type], i) => ({ id: `t${i}`, type, polygon: rect(x, y, x + 4, y + 3) })),
  }));

const requestArb = fc.record({
  movement: fc.constantFrom('none', 'none', 'before', 'after'),
  actionDice: fc.integer({ min: 0, max: 2 }),
  magic: fc.integer({ min: 0, max: 2 }),
  extraDie: fc.boolean(),
  range: fc.integer({ min: 0, max: 1 }),
  ignoreFlying: fc.boolean(),
  protect: fc.constantFrom(0, 0, 1, 2),
});

test('random tables: shooting never crashes, refusals name a clause, hits never exceed what the target can take before routing', () => {
  let shots = 0;
  const refusals = new Set<string>();
  fc.assert(
    fc.property(fieldArb, requestArb, fc.integer(), (field, r, seed) => {
      const dice = SeededDice.fromSeed(seed);
      for (const shooter of field.units) {
        const p = planShooting(
          field,
          {
            shooter: shooter.id,
            movement: r.movement as 'none',
            bonuses: { actionDice: r.actionDice, magic: r.magic },
            spend: { extraDie: r.extraDie, range: r.range },
            ignoreFlying: r.ignoreFlying,
            protect: r.protect,
          },
          o,
        );
        if (!p.ok) {
          expect(p.error.clause.length, p.error.code).toBeGreaterThan(0);
          expect(p.error.code).toMatch(/^ERR_/);
          refusals.add(p.error.code);
          continue;
        }
        shots++;
        const target = field.units.find((u) => u.id === p.value.target)!;
        expect(target.side).not.toBe(shooter.side);
        expect(p.value.range).toBeLessThanOrEqual(p.value.maxRange + 1e-9);
        expect(p.value.volley.shooterDice).toBeLessThanOrEqual(TABLES.troopTypes.get(shooter.profile.troopType)!.strength + 1);
        const res = resolveShooting(field, p.value, dice, o);
        expect(res.hits).toBeLessThanOrEqual(capacity(target));
        const after = res.field.units.find((u) => u.id === target.id)!;
        expect(after.hits).toBeLessThanOrEqual(routAt(target));
        expect(res.routed).toBe(after.hits === routAt(target));
        for (const e of res.events) expect(e.clause, e.type).toBeTruthy();
      }
    }),
    { numRuns: TABLES_SHOT },
  );
  // The random tables do reach the dice, and most of the reasons to refuse.
  expect(shots).toBeGreaterThan(50);
  expect(refusals.size).toBeGreaterThan(5);
});

test("random tables: attack spells never crash and never exceed the target's capacity", () => {
  fc.assert(
    fc.property(
      fieldArb,
      fc.integer({ min: 1, max: 3 }),
      fc.boolean(),
      fc.double({ min: -15, max: 15, noNaN: true }),
      fc.integer(),
      (field, level, physical, x, seed) => {
        const user: MagicUser = { id: 'mage', side: 'blue', level: 3, position: { x, y: -16 } };
        for (const t of field.units.filter((u) => u.side === 'red')) {
          const c = castSpell(
            field,
            [user],
            startMagicTurn({ mage: 6 }),
            {
              user: 'mage',
              spell: 'attack',
              form: physical ? 'physical' : 'non-physical',
              level,
              target: t.id,
              phase: 1,
              moment: 'after-allocation',
            },
            o,
          );
          if (!c.ok) {
            expect(c.error.clause).toMatch(/^17 /);
            continue;
          }
          expect(c.value.cost).toBeLessThanOrEqual(6);
          if (c.value.effect.spell !== 'attack') throw new Error('an attack spell');
          const r = resolveVolley(c.value.effect.volley, SeededDice.fromSeed(seed), o);
          expect(r.hits).toBeLessThanOrEqual(capacity(t));
        }
      },
    ),
    { numRuns: Math.ceil(TABLES_SHOT / 3) },
  );
});
