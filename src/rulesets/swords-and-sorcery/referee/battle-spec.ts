/**
 * A battle a referee sets up by hand, without a map: a readable JSON file naming the battle hex's
 * terrain (and fortification, and siege), the two sides' units by unit type and count (or as custom
 * units with explicit numbers), their characters, and the stacks that may reinforce them. The file is
 * checked with zod, then turned into the battle engine's `BattleSetup` with the data tables: each
 * unit's terrain defence multiplier by its race (III.D.5), its morale by race (V.A), its cavalry,
 * archer and flying classes (III.D.2.b-d). Every problem names the entry it is about.
 *
 *   const built = loadBattle('dwarrows-in-the-mountains'); // or a parsed JSON object
 *   if (built.ok) createBattle(built.value.setup);         // Heavy Axe units count 16 in the mountains
 *
 * A file looks like data/battles/*.json:
 *
 *   { "name": "Dwarrows in the mountains", "terrain": "mountain",
 *     "a": { "name": "Dwarrows", "units": { "heavy-axe": 3 }, "characters": ["gislan"] },
 *     "b": { "name": "Men", "units": { "men-at-arms": 4 }, "demoralized": { "men-at-arms": 1 } } }
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../../core/result.js';
import { createBattle, type BattleSetup, type ReinforcementCandidateInput } from '../battle/battle.js';
import { battleOptionsSchema } from '../battle/options.js';
import { SIDES, SIEGE_KINDS, type BattleCharacterInput, type BattleUnitInput, type Side } from '../battle/types.js';
import { forMover, idSchema, TABLES, UNIT_FLAGS, type Tables, type Terrain, type UnitFlag } from '../data.js';
import { battleCharacterOf, battleUnitOf, fightingStrengthOf, kindOfType, terrainMultiplier, type UnitKind } from '../battle-inputs.js';

export { battleCharacterOf, kindOfType, terrainMultiplier };
import cavalryInTheOpen from '../data/battles/cavalry-in-the-open.json' with { type: 'json' };
import dwarrowsInTheMountains from '../data/battles/dwarrows-in-the-mountains.json' with { type: 'json' };

// ---------------------------------------------------------------------------------------------------
// The file

const count = z.number().int().min(1);
/** Unit type id (or custom unit id) -> how many. */
const countsSchema = z.record(idSchema, count);

/** Flags of a custom unit: the unit types' flags, plus 'siege-machine' (archer or flying, not both: III.D.2.d). */
export const CUSTOM_UNIT_FLAGS = [...UNIT_FLAGS, 'siege-machine'] as const;
export type CustomUnitFlag = (typeof CUSTOM_UNIT_FLAGS)[number];

export const customUnitSchema = z.strictObject({
  /** Names the unit in counts (`demoralized`, `crossedStream`) and in its battle ids: 'hill-levy' -> 'hill-levy-1'. */
  id: idSchema,
  name: z.string().min(1),
  /** A race id of data/races.json (its morale, its terrain multipliers), or any id with `morale` given. */
  race: idSchema,
  /** V.A morale rating; by default the race's. */
  morale: z.number().int().min(0).max(6).optional(),
  attack: z.number().int().min(0),
  /** A separate defence strength for casualty extraction, like Heavy Horse "(4)m7" (III.D.5.a). */
  defence: z.number().int().min(0).optional(),
  /** The Demoralized side's strengths, when the counter's back differs (SSV-A29). */
  demoralizedAttack: z.number().int().min(0).optional(),
  demoralizedDefence: z.number().int().min(0).optional(),
  /** Movement allowance: for reinforcement rolls (III.A.4-9) and movement costs such as a whole allowance. */
  movement: z.number().int().min(0),
  flags: z.array(z.enum(CUSTOM_UNIT_FLAGS)).default([]),
  /** The terrain defence multiplier; by default the terrain table's for its race (and the fortification's). */
  terrainMultiplier: z.number().int().min(1).optional(),
  count: count.default(1),
});
export type CustomUnit = z.infer<typeof customUnitSchema>;

/** A character of data/characters.json by id, or with the wounds he already has (SSV-A4). */
export const characterEntrySchema = z.union([idSchema, z.strictObject({ id: idSchema, wounds: z.number().int().min(0).default(0) })]);
export type CharacterEntry = z.infer<typeof characterEntrySchema>;

export const reinforcementSpecSchema = z.strictObject({
  /** The stack's name, used to call it: 'stay reinforce hill-camp'. */
  id: idSchema,
  units: countsSchema.default({}),
  custom: z.array(customUnitSchema).default([]),
  /** Units that will cross a stream, ford or bridge to join: halved in their first round (III.D.1.a). */
  crossedStream: countsSchema.default({}),
  characters: z.array(characterEntrySchema).min(1),
  /** The character whose Leadership the roll uses (III.A.3); by default the highest Leadership. */
  leader: idSchema.optional(),
  /** III.A.1: the highest MP cost for the enemy units to enter the battle hex; by default from the terrain table. */
  enemyHighestMpCost: z.number().int().min(0).optional(),
  /** III.A.2: the same for the reinforcing units; by default from the terrain table. */
  friendlyHighestMpCost: z.number().int().min(0).optional(),
});
export type ReinforcementSpec = z.infer<typeof reinforcementSpecSchema>;

export const sideSpecSchema = z.strictObject({
  /** Shown in every screen and event. */
  name: z.string().min(1),
  /** Unit type id (data/units.json) -> how many counters. */
  units: countsSchema.default({}),
  /** Units with explicit numbers. */
  custom: z.array(customUnitSchema).default([]),
  /** How many units of a type (or custom id) are already Demoralized (V.C). */
  demoralized: countsSchema.default({}),
  /** How many units of a type entered the battle hex across a stream, ford or bridge hexside (III.D.1.a). */
  crossedStream: countsSchema.default({}),
  characters: z.array(characterEntrySchema).default([]),
  /** Stacks in adjacent hexes that may try to join after a round (III.D.7.b). */
  reinforcements: z.array(reinforcementSpecSchema).default([]),
});
export type SideSpec = z.infer<typeof sideSpecSchema>;

export const battleSpecSchema = z.strictObject({
  name: z.string().min(1),
  about: z.string().optional(),
  /** Terrain id of the battle hex (data/terrain.json): the defence multipliers; charges only in clear (III.D.2.b(2)). */
  terrain: idSchema,
  /** castle, town, capital or walled (data/terrain.json); no charges in a fortified hex. */
  fortification: idSchema.optional(),
  /** SSV-A13: a fortification's multiplier and the terrain's: the higher applies, or their product. */
  fortificationDefence: z.enum(['highest', 'product']).default('highest'),
  /** IV: a sortie fights as III.D; in an assault or a breach the besieged may not withdraw and cavalry give no modifier. */
  siege: z.enum(SIEGE_KINDS).default('none'),
  /** The besieged side, for a siege. */
  besieged: z.enum(SIDES).optional(),
  a: sideSpecSchema,
  b: sideSpecSchema,
  /** Battle options (SSV-A20..A39, battle/options.ts); unknown keys are refused. */
  options: battleOptionsSchema.prefault({}),
});
export type BattleSpec = z.infer<typeof battleSpecSchema>;
export type BattleSpecInput = z.input<typeof battleSpecSchema>;

/** SSV-A10: a one-die movement cost counts 6 (the most it can cost) in the reinforcement roll. */
const DIE_COST = 6;

// ---------------------------------------------------------------------------------------------------
// Parsing and building

/** The spec, or one line per problem, each with the path of the bad entry: "a.units.heavy-ax: ...". */
export function parseBattleSpec(input: unknown): Result<BattleSpec, string[]> {
  const parsed = battleSpecSchema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  return err(parsed.error.issues.map((i) => `${i.path.length ? i.path.join('.') : 'battle'}: ${i.message}`));
}

export interface RefereeBattle {
  readonly spec: BattleSpec;
  readonly setup: BattleSetup;
  readonly names: Readonly<Record<Side, string>>;
  /** Battle unit id -> the type or custom id it was made from. */
  readonly kinds: ReadonlyMap<string, string>;
}

function kindOfCustom(c: CustomUnit, morale: number): UnitKind {
  const has = (f: CustomUnitFlag) => c.flags.includes(f);
  const machine = has('siege-machine');
  return {
    key: c.id,
    name: c.name,
    race: c.race,
    morale,
    attack: c.attack,
    ...(c.defence !== undefined ? { defence: c.defence } : {}),
    ...(c.demoralizedAttack !== undefined ? { demoralizedAttack: c.demoralizedAttack } : {}),
    ...(c.demoralizedDefence !== undefined ? { demoralizedDefence: c.demoralizedDefence } : {}),
    movement: c.movement,
    flags: c.flags.filter((f): f is UnitFlag => f !== 'siege-machine'),
    cavalry: has('cavalry'),
    archer: has('archer') || machine,
    flying: has('flying') || machine,
    siegeMachine: machine,
    conjured: has('conjured') || has('summoned'),
    ...(c.terrainMultiplier !== undefined ? { terrainMultiplier: c.terrainMultiplier } : {}),
  };
}

/** Movement points for `kind` to enter `terrain` (III.A.1-2), or null when it may not. */
function entryCost(terrain: Terrain, kind: UnitKind): number | null {
  const c = forMover(terrain.cost!, { race: kind.race, flags: kind.flying ? ['flying'] : kind.flags });
  if (c === 'forbidden') return null;
  return c === 'die' ? DIE_COST : c === 'allowance' ? kind.movement : c;
}

const entryId = (e: CharacterEntry) => (typeof e === 'string' ? e : e.id);
const entryWounds = (e: CharacterEntry) => (typeof e === 'string' ? 0 : e.wounds);
const list = (xs: Iterable<string>) => [...xs].join(', ');

/**
 * Turns a checked spec into the engine's setup with the tables, or lists every problem, each naming
 * its side and entry: "side a (Dwarrows) units: no unit type 'heavy-ax' in units.json".
 */
export function buildBattle(spec: BattleSpec, tables: Tables = TABLES): Result<RefereeBattle, string[]> {
  const problems: string[] = [];
  const terrain = tables.terrain.get(spec.terrain);
  if (!terrain) problems.push(`terrain: no terrain '${spec.terrain}' in terrain.json (there are ${list(tables.terrain.keys())})`);
  else if (terrain.overlay) problems.push(`terrain: '${spec.terrain}' is a counter on a hex; give the terrain of the hex beneath it`);
  let fortification = null;
  if (spec.fortification !== undefined) {
    fortification = tables.fortifications.get(spec.fortification) ?? null;
    if (!fortification)
      problems.push(`fortification: no fortification '${spec.fortification}' (there are ${list(tables.fortifications.keys())})`);
    else if (terrain?.supersedes)
      problems.push(`fortification: ${terrain.name} supersedes any other feature of the hex (I.H); leave the fortification out`);
    else if (terrain?.id === 'dragon-complex')
      problems.push("fortification: a Dragon complex is a place of its own, without the hex's fortification (II.B)");
  }
  if (spec.siege !== 'none') {
    if (!spec.besieged) problems.push(`besieged: a ${spec.siege} (IV) needs the besieged side, 'a' or 'b'`);
    if (!fortification && spec.terrain !== 'city')
      problems.push(
        `siege: a ${spec.siege} (IV) is fought at a castle, town, city, capital or walled hex: give 'fortification' or terrain 'city'`,
      );
  } else if (spec.besieged) {
    problems.push("besieged: given, but siege is 'none'; set siege to 'sortie', 'assault' or 'breach'");
  }
  if (!terrain || terrain.overlay || problems.length) return err(problems);

  const names: Record<Side, string> = { a: spec.a.name, b: spec.b.name };
  const where = (side: Side, what = '') => `side ${side} (${names[side]})${what ? ' ' + what : ''}`;
  const numbering = new Map<string, number>();
  const kinds = new Map<string, string>();
  const placedCharacters = new Map<string, string>();

  /** The unit kinds a group names: its unit types and its custom units, with counts. */
  const kindsOf = (units: Readonly<Record<string, number>>, custom: readonly CustomUnit[], at: string): { kind: UnitKind; n: number }[] => {
    const out: { kind: UnitKind; n: number }[] = [];
    for (const [type, n] of Object.entries(units)) {
      const t = tables.units.get(type);
      if (!t)
        problems.push(
          `${at} units: no unit type '${type}' in units.json (there are ${list(tables.units.keys())}); a unit of your own goes under 'custom'`,
        );
      else out.push({ kind: kindOfType(t, tables), n });
    }
    const seen = new Set<string>();
    for (const c of custom) {
      if (tables.units.has(c.id))
        problems.push(`${at} custom '${c.id}': that is the id of a unit type in units.json; give the custom unit another id`);
      if (seen.has(c.id)) problems.push(`${at} custom '${c.id}': listed twice`);
      seen.add(c.id);
      const race = tables.races.get(c.race);
      if (!race && c.morale === undefined)
        problems.push(`${at} custom '${c.id}': no race '${c.race}' in races.json; give its 'morale' for a race of your own`);
      out.push({ kind: kindOfCustom(c, c.morale ?? race?.morale ?? 3), n: c.count });
    }
    return out;
  };

  const unitsOf = (
    group: { kind: UnitKind; n: number }[],
    marks: { demoralized: Readonly<Record<string, number>>; crossedStream: Readonly<Record<string, number>> },
    at: string,
  ): BattleUnitInput[] => {
    for (const [what, counts] of Object.entries(marks)) {
      for (const [key, n] of Object.entries(counts)) {
        const have = group.filter((g) => g.kind.key === key).reduce((s, g) => s + g.n, 0);
        if (have === 0) problems.push(`${at} ${what}: '${key}' is not among its units (${list(group.map((g) => g.kind.key)) || 'none'})`);
        else if (n > have) problems.push(`${at} ${what}: ${n} '${key}' units, but it has ${have}`);
      }
    }
    const out: BattleUnitInput[] = [];
    for (const { kind, n } of group) {
      for (let i = 0; i < n; i++) {
        const number = (numbering.get(kind.key) ?? 0) + 1;
        numbering.set(kind.key, number);
        const id = `${kind.key}-${number}`;
        kinds.set(id, kind.key);
        out.push(
          battleUnitOf(kind, {
            id,
            terrainMultiplier:
              kind.terrainMultiplier ??
              terrainMultiplier(
                terrain,
                fortification,
                { race: kind.race, flags: kind.flying ? ['flying'] : kind.flags },
                spec.fortificationDefence,
              ),
            demoralized: i < (marks.demoralized[kind.key] ?? 0),
            crossedStream: i < (marks.crossedStream[kind.key] ?? 0),
          }),
        );
      }
    }
    return out;
  };

  const charactersOf = (entries: readonly CharacterEntry[], at: string): BattleCharacterInput[] => {
    const out: BattleCharacterInput[] = [];
    for (const e of entries) {
      const id = entryId(e);
      const card = tables.characters.get(id);
      if (!card) {
        problems.push(`${at} characters: no character '${id}' in characters.json`);
        continue;
      }
      const prior = placedCharacters.get(id);
      if (prior !== undefined) problems.push(`${at} characters: '${id}' is already with ${prior}`);
      placedCharacters.set(id, at);
      const wounds = entryWounds(e);
      const fs = fightingStrengthOf(card, spec.options.characterStrength);
      if (wounds > 0 && wounds * 10 >= fs) {
        problems.push(
          `${at} characters: '${id}' with ${wounds} wounds is dead (SSV-A4: death at fighting strength / 10 = ${fs / 10} wounds)`,
        );
      }
      out.push(battleCharacterOf(card, wounds, card.id, spec.options.characterStrength));
    }
    return out;
  };

  const built = {} as Record<Side, { units: BattleUnitInput[]; characters: BattleCharacterInput[]; kinds: UnitKind[] }>;
  for (const side of SIDES) {
    const s = spec[side];
    const group = kindsOf(s.units, s.custom, where(side));
    const units = unitsOf(group, { demoralized: s.demoralized, crossedStream: s.crossedStream }, where(side));
    if (Object.keys(s.units).length === 0 && s.custom.length === 0)
      problems.push(`${where(side)}: no army units; give 'units' (type id -> count) or 'custom' units (characters alone fight under VII)`);
    built[side] = { units, characters: charactersOf(s.characters, where(side)), kinds: group.map((g) => g.kind) };
  }

  const reinforcements = {} as Record<Side, ReinforcementCandidateInput[]>;
  for (const side of SIDES) {
    reinforcements[side] = [];
    const enemy = side === 'a' ? built.b.kinds : built.a.kinds;
    const stacks = new Set<string>();
    for (const r of spec[side].reinforcements) {
      const at = where(side, `reinforcement '${r.id}'`);
      if (stacks.has(r.id)) problems.push(`${at}: listed twice`);
      stacks.add(r.id);
      const group = kindsOf(r.units, r.custom, at);
      const units = unitsOf(group, { demoralized: {}, crossedStream: r.crossedStream }, at);
      if (Object.keys(r.units).length === 0 && r.custom.length === 0)
        problems.push(`${at}: no units; a reinforcing stack brings army units (III.D.7.b)`);
      const characters = charactersOf(r.characters, at);
      const leaders = characters.filter((c) => !c.monster);
      const leader = r.leader ?? [...leaders].sort((x, y) => y.leadership - x.leadership)[0]?.id;
      if (!leader) problems.push(`${at}: no character to lead it (III.A.3; monsters do not lead)`);
      else if (!characters.some((c) => c.id === leader))
        problems.push(`${at} leader: '${leader}' is not among its characters (${list(characters.map((c) => c.id))})`);
      else if (characters.find((c) => c.id === leader)!.monster)
        problems.push(`${at} leader: '${leader}' is a monster and cannot lead (III.A.3)`);
      const friendly: number[] = [];
      for (const g of group) {
        const c = entryCost(terrain, g.kind);
        if (c === null) problems.push(`${at}: ${g.kind.name} may not enter ${terrain.name} (II)`);
        else friendly.push(c);
      }
      const enemyCosts = enemy.map((k) => entryCost(terrain, k)).filter((c): c is number => c !== null);
      if (!leader || units.length === 0) continue;
      reinforcements[side].push({
        id: r.id,
        units,
        characters,
        leaderId: leader,
        enemyHighestMpCost: r.enemyHighestMpCost ?? (enemyCosts.length ? Math.max(...enemyCosts) : 0),
        friendlyHighestMpCost: r.friendlyHighestMpCost ?? (friendly.length ? Math.max(...friendly) : 0),
      });
    }
  }
  if (problems.length) return err(problems);

  const setup: BattleSetup = {
    a: { seat: 'a', units: built.a.units, characters: built.a.characters, reinforcements: reinforcements.a },
    b: { seat: 'b', units: built.b.units, characters: built.b.characters, reinforcements: reinforcements.b },
    circumstances: {
      clear: terrain.id === 'clear' && fortification === null,
      siege: spec.siege,
      ...(spec.besieged ? { besieged: spec.besieged } : {}),
    },
    options: spec.options,
  };
  const created = createBattle(setup);
  if (!created.ok) return err([`${created.error.message} [${created.error.clause}]`]);
  return ok({ spec, setup, names, kinds });
}

// ---------------------------------------------------------------------------------------------------
// The bundled examples

function bundled(input: unknown, file: string): BattleSpec {
  const parsed = parseBattleSpec(input);
  if (!parsed.ok) throw new Error(`data/battles/${file}: ${parsed.error.join('; ')}`);
  const built = buildBattle(parsed.value);
  if (!built.ok) throw new Error(`data/battles/${file}: ${built.error.join('; ')}`);
  return parsed.value;
}

/** The example battles of data/battles/, by name (the file name without .json); the first is the default. */
export const BATTLE_EXAMPLES: Readonly<Record<string, BattleSpec>> = {
  'dwarrows-in-the-mountains': bundled(dwarrowsInTheMountains, 'dwarrows-in-the-mountains.json'),
  'cavalry-in-the-open': bundled(cavalryInTheOpen, 'cavalry-in-the-open.json'),
};
export const DEFAULT_BATTLE_EXAMPLE = 'dwarrows-in-the-mountains';

/** A battle from an example name or a spec object (a parsed JSON file), checked and built. */
export function loadBattle(input: unknown, tables: Tables = TABLES): Result<RefereeBattle, string[]> {
  if (typeof input === 'string') {
    const spec = BATTLE_EXAMPLES[input];
    if (!spec) return err([`no example battle '${input}' (there are ${list(Object.keys(BATTLE_EXAMPLES))})`]);
    return buildBattle(spec, tables);
  }
  const parsed = parseBattleSpec(input);
  if (!parsed.ok) return parsed;
  return buildBattle(parsed.value, tables);
}
