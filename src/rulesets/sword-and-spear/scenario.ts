/**
 * Scenarios: a table, terrain pieces and two army lists deployed on it (Appendix 4 is missing; the
 * bundled one is an example). `loadScenario` checks a scenario against the tables and turns it into
 * a Battlefield and the magic-users on it.
 *
 *   const s = loadScenario(SCENARIOS.get('border-clash')!);
 *   if (s.ok) planShooting(s.value.field, { shooter: 'elf-archers-1' }, DEFAULT_OPTIONS);
 */
import { z } from 'zod';
import { baseDistance, outline, pointInPolygon, pt, rect, type Base } from '../../core/geometry/open-table.js';
import { err, ok, type Result } from '../../core/result.js';
import { baseSizeOf, makeUnit, type Battlefield, type Unit } from './battlefield.js';
import { idSchema, parseDataFile, TABLES, type Tables } from './data.js';
import borderClash from './data/scenarios/border-clash.json' with { type: 'json' };
import skirmish from './data/scenarios/skirmish.json' with { type: 'json' };
import { checkMagicUser, magicUserBaseOk, type MagicUser } from './magic.js';

/** SSF-A34: a character's square base, in DU a side, when his list gives none. */
export const CHARACTER_BASE = 1;

const pointSchema = z.tuple([z.number(), z.number()]);

export const scenarioSchema = z.strictObject({
  id: idSchema,
  name: z.string().min(1),
  about: z.string().optional(),
  table: z.strictObject({ width: z.number().positive(), depth: z.number().positive() }),
  /** The normal unit's base (SSF-A34): a unit's own base in its list, or its troop type's share of this. */
  base: z.strictObject({ width: z.number().positive(), depth: z.number().positive() }),
  terrain: z.array(z.strictObject({ id: idSchema, type: idSchema, polygon: z.array(pointSchema).min(3) })),
  /** Linear obstacles (hedges, walls, streams: F6, SSF-A48), each a line through two or more points. */
  obstacles: z.array(z.strictObject({ id: idSchema, type: idSchema, line: z.array(pointSchema).min(2) })).optional(),
  armies: z
    .array(
      z.strictObject({
        side: idSchema,
        list: idSchema,
        /** `command` (SSF-A51, with two players a side): 1 the general's command, 2 the second command; absent, the nearest commander's. */
        units: z.array(
          z.strictObject({
            unit: idSchema,
            x: z.number(),
            y: z.number(),
            facing: z.number(),
            command: z.union([z.literal(1), z.literal(2)]).optional(),
          }),
        ),
        characters: z.array(
          z.strictObject({
            id: idSchema,
            x: z.number(),
            y: z.number(),
            attachedTo: idSchema.optional(),
            command: z.union([z.literal(1), z.literal(2)]).optional(),
          }),
        ),
      }),
    )
    .length(2),
});
export type ScenarioSpec = z.infer<typeof scenarioSchema>;

export interface Scenario {
  readonly spec: ScenarioSpec;
  readonly field: Battlefield;
  readonly magicUsers: readonly MagicUser[];
}

/** The scenario as a table, or every problem found: unknown lists, units or terrain, a unit missing or placed twice, off the table, or touching another. */
export function loadScenario(spec: ScenarioSpec, t: Tables = TABLES): Result<Scenario, string[]> {
  const problems: string[] = [];
  const units: Unit[] = [];
  const magicUsers: MagicUser[] = [];
  const table = rect(0, 0, spec.table.width, spec.table.depth);
  for (const p of spec.terrain) {
    const type = t.terrain.get(p.type);
    if (!type) problems.push(`terrain '${p.id}': no terrain type '${p.type}'`);
    else if (type.linear) problems.push(`terrain '${p.id}': '${p.type}' is a linear obstacle; put it in 'obstacles' as a line (SSF-A48)`);
  }
  for (const x of spec.obstacles ?? []) {
    const type = t.terrain.get(x.type);
    if (!type) problems.push(`obstacle '${x.id}': no terrain type '${x.type}'`);
    else if (!type.linear) problems.push(`obstacle '${x.id}': '${x.type}' is not a linear obstacle (SSF-A48)`);
    if (!x.line.every(([px, py]) => pointInPolygon(pt(px, py), table))) problems.push(`obstacle '${x.id}' is not wholly on the table`);
  }
  if (spec.armies[0]!.side === spec.armies[1]!.side) problems.push('the two armies need different sides');
  for (const a of spec.armies) {
    const list = t.armies.get(a.list);
    if (!list) {
      problems.push(`side '${a.side}': no army list '${a.list}'`);
      continue;
    }
    const placed = new Set<string>();
    for (const d of a.units) {
      const profile = list.units.find((u) => u.id === d.unit);
      if (!profile) problems.push(`side '${a.side}': no unit '${d.unit}' in '${a.list}'`);
      else if (placed.has(d.unit)) problems.push(`side '${a.side}': '${d.unit}' is placed twice`);
      else {
        placed.add(d.unit);
        const base: Base = { centre: pt(d.x, d.y), ...baseSizeOf(profile, spec.base, t), facing: d.facing };
        units.push(makeUnit(profile, a.side, base));
      }
    }
    for (const u of list.units) if (!placed.has(u.id)) problems.push(`side '${a.side}': '${u.id}' is not placed`);
    for (const c of a.characters) {
      const ch = list.characters.find((x) => x.id === c.id);
      if (!ch) {
        problems.push(`side '${a.side}': no character '${c.id}' in '${a.list}'`);
        continue;
      }
      if (c.attachedTo !== undefined && !placed.has(c.attachedTo))
        problems.push(`character '${c.id}': no unit '${c.attachedTo}' of his side`);
      if (!pointInPolygon(pt(c.x, c.y), table)) problems.push(`character '${c.id}' is off the table`);
      if (ch.magicLevel !== undefined) {
        const user = checkMagicUser({
          id: ch.id,
          side: a.side,
          level: ch.magicLevel,
          position: pt(c.x, c.y),
          ...(ch.commander ? { commander: true } : {}),
          ...(c.attachedTo !== undefined ? { attachedTo: c.attachedTo } : {}),
        });
        if (!user.ok) problems.push(`character '${c.id}': ${user.error.message} (${user.error.clause})`);
        else magicUsers.push(user.value);
        // 17 Magic: "up to half the size of a normal unit frontage" (SSF-A34: the scenario's base).
        const size = ch.base ?? CHARACTER_BASE;
        if (!magicUserBaseOk(size, spec.base.width))
          problems.push(
            `character '${c.id}': a magic-user's base of ${size} DU is more than half a normal unit frontage (${spec.base.width} DU) (17 Magic)`,
          );
      }
    }
  }
  const withCommanders = units.map((u) => {
    const attached = spec.armies.some((a) => a.side === u.side && a.characters.some((c) => c.attachedTo === u.id));
    return attached ? { ...u, commanderAttached: true } : u;
  });
  for (const u of withCommanders) {
    if (!outline(u.base).every((c) => pointInPolygon(c, table))) problems.push(`unit '${u.id}' is not wholly on the table`);
  }
  for (let i = 0; i < withCommanders.length; i++) {
    for (let j = i + 1; j < withCommanders.length; j++) {
      if (baseDistance(withCommanders[i]!.base, withCommanders[j]!.base) < 0.1)
        problems.push(`units '${withCommanders[i]!.id}' and '${withCommanders[j]!.id}' touch or overlap`);
    }
  }
  if (problems.length) return err(problems);
  return ok({
    spec,
    field: {
      units: withCommanders,
      terrain: spec.terrain.map((p) => ({ id: p.id, type: p.type, polygon: p.polygon.map(([x, y]) => pt(x, y)) })),
      obstacles: (spec.obstacles ?? []).map((x) => ({ id: x.id, type: x.type, line: x.line.map(([px, py]) => pt(px, py)) })),
    },
    magicUsers,
  });
}

function bundled(input: unknown, file: string): ScenarioSpec {
  const r = parseDataFile(scenarioSchema, input, `data/scenarios/${file}`);
  if (!r.ok) throw new Error(r.error);
  return r.value;
}

/** The bundled scenarios, by id. */
export const SCENARIOS: ReadonlyMap<string, ScenarioSpec> = new Map(
  [bundled(borderClash, 'border-clash.json'), bundled(skirmish, 'skirmish.json')].map((s) => [s.id, s]),
);
