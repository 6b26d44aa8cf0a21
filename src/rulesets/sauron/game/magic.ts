/**
 * Sauron's magic in the map game (SAU-M20, SAU-M21): the Beast's powers from data/beast-powers.json,
 * bought with Sauron's Magic Capability Points in the First Magic Leader Phase, and the Beast's ratings
 * with them (17.11: melee C with neither Horn Attack nor Death Breath).
 *
 *   BEAST_POWERS.byId.get('death-breath')!.cost          // 20
 *   withPowers(ARMIES.types.get('beast')!, ['horn-attack']).melee // 'A'
 */
import { z } from 'zod';
import { idSchema } from '../data.js';
import powersData from '../data/beast-powers.json' with { type: 'json' };
import type { UnitType } from './map.js';

export const beastPowerSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  cost: z.number().int().min(0),
  /** F7 melee letter the power gives (the better of the unit's and the power's counts). */
  melee: z
    .string()
    .regex(/^[A-E]$/)
    .optional(),
  /** F7 missile letter (range 2, F9). */
  missile: z
    .string()
    .regex(/^[a-e]$/)
    .optional(),
  /** A new movement allowance. */
  ma: z.number().int().min(0).optional(),
  /** Flight: any terrain at 1 MP a hex, no zones of control. */
  flies: z.boolean().optional(),
  source: z.string().min(1),
});
export type BeastPower = z.infer<typeof beastPowerSchema>;

export const beastPowersFileSchema = z
  .strictObject({
    about: z.string().optional(),
    /** The unit type that has these powers. */
    unit: idSchema,
    powers: z.array(beastPowerSchema).min(1),
    sources: z.record(z.string(), z.string()),
  })
  .refine((f) => new Set(f.powers.map((p) => p.id)).size === f.powers.length, 'beast-powers.json: two powers with one id');

export interface BeastPowers {
  readonly unit: string;
  readonly list: readonly BeastPower[];
  readonly byId: ReadonlyMap<string, BeastPower>;
}

export function buildBeastPowers(input: unknown): BeastPowers {
  const f = beastPowersFileSchema.parse(input);
  return { unit: f.unit, list: f.powers, byId: new Map(f.powers.map((p) => [p.id, p])) };
}

export const BEAST_POWERS: BeastPowers = buildBeastPowers(powersData);

/** The better of two F7 letters (A or a best), either may be missing. */
const better = (a: string | null, b: string | undefined): string | null =>
  b === undefined ? a : a === null ? b : a.toLowerCase() <= b.toLowerCase() ? a : b;

/** A unit type as its powers make it (17.11, SAU-M21): the better melee and missile letters, the new MA. */
const powered = new Map<string, UnitType & { readonly flies: boolean }>();
export function withPowers(t: UnitType, powers: readonly string[] | undefined): UnitType & { readonly flies: boolean } {
  const key = `${t.id}|${(powers ?? []).join(',')}`;
  let hit = powered.get(key);
  if (hit && hit.name === t.name) return hit;
  hit = compute(t, powers);
  powered.set(key, hit);
  return hit;
}
function compute(t: UnitType, powers: readonly string[] | undefined): UnitType & { readonly flies: boolean } {
  let out: UnitType & { flies: boolean } = { ...t, flies: false };
  for (const id of powers ?? []) {
    const p = BEAST_POWERS.byId.get(id);
    if (!p) continue;
    out = {
      ...out,
      melee: better(out.melee, p.melee),
      missile: better(out.missile, p.missile),
      ma: p.ma ?? out.ma,
      flies: out.flies || p.flies === true,
    };
  }
  return out;
}
