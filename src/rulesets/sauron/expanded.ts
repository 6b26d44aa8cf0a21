/**
 * The Expanded Game's restorations (the seed's "Expanded Game", last paragraph), as a pure function
 * from the end of a first battle to the leaders of the rematch:
 *
 *   "All Combat leaders are restored except for dead leaders and special items. The latter retain
 *   status from the previous part of the game. Leaders, if only wounded, regain full status and magic
 *   capability points. Any killed Sauron leaders are replaced by leaders exactly the same as Gorgol.
 *   Should Baldrim be killed, he is replaced with a dwarven leader with 1 less morale point. If any of
 *   the Numenoreans are killed, they are replaced by their sons."
 *
 * The replacements are in data/expanded-game.json (names and the sons' ratings: SAU-A27); what else
 * carries over (the Ring with its failures, Narsil, leaders turned evil, the third player's types,
 * the levels) is SAU-A28.
 *
 *   const r = restoreForRematch({ dead: ['isildur'], wounds: { elendil: 3 } });
 *   if (r.ok) r.value.leaders // ..., { id: 'isildur', alive: false }, ..., { id: 'elendur', replaces: 'isildur' }
 *
 * The record keeper's `expanded-game` action (record.ts) and the map game's `firstBattle` option
 * (game/rules.ts) both call it.
 */
import { z } from 'zod';
import { err, ok, type Result } from '../../core/result.js';
import type { RuleError } from '../../core/rule-error.js';
import expandedData from './data/expanded-game.json' with { type: 'json' };
import { idSchema, SIDES, TABLES, type Leader, type Side, type Tables } from './data.js';
import type { Ev } from './events.js';
import type { Controller } from './mortal-combat.js';
import { RING_LOSS_MAGIC_POINTS, type RingState } from './ring.js';
import { Errors } from './errors.js';

export const EXPANDED_GAME = 'Expanded Game';

// ---------------------------------------------------------------- the data file (SAU-A27)

const expandedSource = z
  .string()
  .regex(/^(SAU-A\d+|Expanded Game|\d+(\.\d+)*)\b/, 'a source starts with a clause (Expanded Game, 16.69) or an assumption id (SAU-A27)');

export const replacementSchema = z.strictObject({
  /** The leader killed in the first battle. */
  replaces: idSchema,
  id: idSchema,
  name: z.string().min(1),
  /** The leader whose ratings (and nationality, Endurance, Ring Rating) the replacement copies. */
  template: idSchema,
  /** Added to the template's Combat and Morale. */
  combat: z.number().int().default(0),
  morale: z.number().int().default(0),
  /** The clause the replacement is cited by: "Expanded Game" where the seed gives it, else the assumption. */
  clause: expandedSource,
  sources: z.record(z.string(), expandedSource),
});
export type Replacement = z.infer<typeof replacementSchema>;

export const expandedFileSchema = z.strictObject({ about: z.string().optional(), replacements: z.array(replacementSchema) }).check((c) => {
  const seen = new Set<string>();
  for (const r of c.value.replacements) {
    for (const key of [`id ${r.id}`, `replaces ${r.replaces}`]) {
      if (seen.has(key)) c.issues.push({ code: 'custom', input: r, message: `replacements: ${key} appears twice`, path: ['replacements'] });
      seen.add(key);
    }
  }
});
export type ExpandedFile = z.infer<typeof expandedFileSchema>;

const parsedFile = expandedFileSchema.safeParse(expandedData);
if (!parsedFile.success) throw new Error(`data/expanded-game.json:\n${z.prettifyError(parsedFile.error)}`);
export const EXPANDED_FILE: ExpandedFile = parsedFile.data;

const replacementCache = new WeakMap<object, ReadonlyMap<string, Leader>>();

/** The replacement leaders the data file defines, with their ratings worked out from `tables`' leaders (SAU-A27). */
export function replacementLeaders(tables: Tables = TABLES, file: ExpandedFile = EXPANDED_FILE): ReadonlyMap<string, Leader> {
  const cached = file === EXPANDED_FILE ? replacementCache.get(tables.leaders) : undefined;
  if (cached) return cached;
  const out = new Map<string, Leader>();
  for (const r of file.replacements) {
    const replaced = tables.leadersById.get(r.replaces);
    const t = tables.leadersById.get(r.template);
    if (!replaced || !t || tables.leadersById.has(r.id)) continue;
    out.set(r.id, {
      id: r.id,
      name: r.name,
      side: replaced.side,
      nationality: t.nationality,
      kind: 'leader',
      numenorean: t.numenorean,
      combat: Math.max(0, t.combat + r.combat),
      morale: Math.max(0, t.morale + r.morale),
      endurance: t.endurance,
      ring: t.ring ?? 0,
      sources: {
        combat: r.sources.combat ?? r.clause,
        morale: r.sources.morale ?? r.clause,
        endurance: r.clause,
        ring: r.clause,
        nationality: r.clause,
        ...r.sources,
      },
    });
  }
  if (file === EXPANDED_FILE) replacementCache.set(tables.leaders, out);
  return out;
}

/** A leader of the data file or a replacement of the Expanded Game. */
export const leaderById = (id: string, tables: Tables = TABLES): Leader | undefined =>
  tables.leadersById.get(id) ?? replacementLeaders(tables).get(id);

// ---------------------------------------------------------------- the end of the first battle

const ringStatus = z.enum(['worn', 'off', 'lying', 'destroyed']);

/** What the rematch needs to know of the first battle: the record keeper's record or the map game's option. */
export const firstBattleSchema = z.strictObject({
  /** Leaders killed in the first battle (the Beast too). */
  dead: z.array(idSchema).default([]),
  /** Endurance lost by leaders still alive: healed (the seed: "regain full status"). */
  wounds: z.record(idSchema, z.number().int().min(0)).default({}),
  /** 16.69: leaders turned evil, as a servant of Sauron or a third player's (SAU-A28: they stay so). */
  evil: z.record(idSchema, z.enum(['servant', 'third'])).default({}),
  /** 16.69: the types the third player held, in the seed's order (SAU-A28: he keeps them). */
  thirdPlayerTypes: z.array(idSchema).default([]),
  /** The One Ring: a special item, it keeps its status. */
  ring: z
    .strictObject({
      status: ringStatus.default('worn'),
      holder: idSchema.nullable().default('sauron'),
      lyingAt: z.string().min(1).nullable().default(null),
      /** 16.69: failed attempts to take it off, per leader. */
      failures: z.record(idSchema, z.number().int().min(0)).default({}),
    })
    .prefault({}),
  /** Narsil: whole, in shards or destroyed, with its bearer or where it lies. */
  narsil: z
    .strictObject({
      form: z.enum(['whole', 'shards', 'destroyed']).default('whole'),
      bearer: idSchema.nullable().default('elendil'),
      lyingAt: z.string().min(1).nullable().default(null),
    })
    .prefault({}),
  /** Both Demoralization Levels at the end (kept only with the option rematchLevels 'keep', SAU-A28). */
  levels: z.strictObject({ westernesse: z.number().int().min(0), sauron: z.number().int().min(0) }).default({ westernesse: 0, sauron: 0 }),
});
export type FirstBattle = z.infer<typeof firstBattleSchema>;
export type FirstBattleInput = z.input<typeof firstBattleSchema>;

// ---------------------------------------------------------------- the restoration

export interface RestoredLeader {
  /** The leader's id: his own, or his replacement's. */
  readonly id: string;
  readonly alive: boolean;
  readonly controller: Controller;
  readonly evil: null | 'servant' | 'third';
  /** The leader a replacement takes the place of. */
  readonly replaces: string | null;
}

export type RestorationEvent =
  | Ev<'leader-restored', { leaderId: string; woundsHealed: number }>
  | Ev<
      'leader-replaced',
      { leaderId: string; by: string; name: string; combat: number; morale: number; endurance: number; ring: number | null }
    >
  | Ev<'leader-stays-dead', { leaderId: string }>
  | Ev<'item-retained', { item: 'ring' | 'narsil'; status: string; holder: string | null; lyingAt: string | null }>
  | Ev<'magic-points-restored', { magicPoints: number; ringLost: number }>;

export interface Restoration {
  /** The data file's leaders in order (the dead with alive false), then the replacements in the order of those they replace. */
  readonly leaders: readonly RestoredLeader[];
  readonly ring: RingState;
  readonly magicPoints: number;
  readonly levels: Readonly<Record<Side, number>>;
  /** 16.69: the third player, his types kept; his count goes on at once (the first battle is over: SAU-A28). */
  readonly thirdPlayer: { readonly leaderId: string; readonly fromTurn: number; readonly types: readonly string[] } | null;
  readonly events: readonly RestorationEvent[];
}

export interface RestorationOptions {
  /** SAU-A28: the levels start again at 0 ('reset') or go on ('keep'). */
  readonly levels?: 'reset' | 'keep';
}

/** The Expanded Game: the first battle's end in, the rematch's leaders, Ring, Narsil, magic points and levels out. Bad input changes nothing and names the problem. */
export function restoreForRematch(
  input: FirstBattleInput,
  options: RestorationOptions = {},
  tables: Tables = TABLES,
): Result<Restoration, RuleError> {
  const parsed = firstBattleSchema.safeParse(input ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    return err(Errors.badFirstBattle(`${issue.path.join('.') || 'input'}: ${issue.message}`));
  }
  const fb = parsed.data;
  const known = (id: string) => tables.leadersById.has(id);
  const leaderName = (id: string) => tables.leadersById.get(id)?.name ?? id;
  const dead = new Set(fb.dead);
  const named = [
    ...fb.dead,
    ...Object.keys(fb.wounds),
    ...Object.keys(fb.evil),
    ...Object.keys(fb.ring.failures),
    ...[fb.ring.holder, fb.narsil.bearer].filter((x): x is string => x !== null),
  ];
  const unknown = named.find((id) => !known(id));
  if (unknown) return err(Errors.unknownFirstBattleLeader(unknown, [...tables.leadersById.keys()].join(', ')));
  for (const [id, w] of Object.entries(fb.wounds)) {
    const l = tables.leadersById.get(id)!;
    if (!dead.has(id) && w >= l.endurance) return err(Errors.woundsKill(l.name, w, l.endurance));
  }
  for (const [id, becomes] of Object.entries(fb.evil)) {
    const l = tables.leadersById.get(id)!;
    if (l.side !== 'westernesse' || l.kind !== 'leader') return err(Errors.notEvil(l.name));
    void becomes;
  }
  const thirds = Object.entries(fb.evil)
    .filter(([id, b]) => b === 'third' && !dead.has(id))
    .map(([id]) => id);
  if (thirds.length > 1) return err(Errors.twoThirdPlayers(thirds.join(', ')));
  const order = tables.game.thirdPlayerOrder;
  if (fb.thirdPlayerTypes.some((t, i) => order[i] !== t)) return err(Errors.thirdTypes(order.join(', '), fb.thirdPlayerTypes.join(', ')));
  if (fb.thirdPlayerTypes.length > 0 && thirds.length === 0) return err(Errors.noThirdPlayer(true));

  // The Ring and Narsil: special items keep their status.
  const { ring, narsil } = fb;
  if (ring.status === 'worn' || ring.status === 'off') {
    if (ring.holder === null) return err(Errors.ringHolder('needs', '', ring.status === 'worn' ? 'worn' : 'carried off'));
    const h = tables.leadersById.get(ring.holder)!;
    if (dead.has(ring.holder)) return err(Errors.ringHolder('dead', h.name));
    if (h.kind !== 'leader') return err(Errors.ringHolder('beast', h.name));
    if (ring.status === 'off' && h.side !== 'westernesse') return err(Errors.ringHolder('off'));
  } else if (ring.holder !== null) return err(Errors.ringHolder('none', '', ring.status));
  // An item lying where nobody recorded (lyingAt null) lies there still: the record keeper lets any leader take it up (SAU-A8, SAU-A10).
  if (narsil.form === 'destroyed' ? narsil.bearer !== null || narsil.lyingAt !== null : narsil.bearer !== null && narsil.lyingAt !== null) {
    return err(Errors.narsilRecord(narsil.form === 'destroyed' ? 'destroyed' : 'both'));
  }
  if (narsil.bearer !== null && dead.has(narsil.bearer))
    return err(Errors.narsilRecord('dead', leaderName(narsil.bearer), narsil.form === 'whole' ? 'Narsil' : 'the shards'));
  if (narsil.bearer !== null) {
    const w = tables.weapons.get(narsil.form === 'whole' ? 'narsil' : 'shards')!;
    if (narsil.bearer !== w.startsWith && !w.passesTo.includes(narsil.bearer))
      return err(Errors.narsilRecord('bearer', leaderName(narsil.bearer), w.name));
  }

  const events: RestorationEvent[] = [];
  const leaders: RestoredLeader[] = [];
  const replacements: RestoredLeader[] = [];
  const byReplaced = new Map(EXPANDED_FILE.replacements.map((r) => [r.replaces, r]));
  const reps = replacementLeaders(tables);
  for (const l of tables.leaders.leaders) {
    const evil = fb.evil[l.id] ?? null;
    if (dead.has(l.id)) {
      leaders.push({
        id: l.id,
        alive: false,
        controller: evil === 'third' ? 'third' : evil === 'servant' ? 'sauron' : l.side,
        evil,
        replaces: null,
      });
      const r = byReplaced.get(l.id);
      const rep = r ? reps.get(r.id) : undefined;
      if (r && rep) {
        replacements.push({ id: rep.id, alive: true, controller: rep.side, evil: null, replaces: l.id });
        events.push({
          type: 'leader-replaced',
          clause: r.clause,
          leaderId: l.id,
          by: rep.id,
          name: rep.name,
          combat: rep.combat,
          morale: rep.morale,
          endurance: rep.endurance,
          ring: rep.ring,
        });
      } else {
        events.push({ type: 'leader-stays-dead', clause: l.kind === 'beast' ? 'SAU-A27' : EXPANDED_GAME, leaderId: l.id });
      }
      continue;
    }
    const thirdTakes = fb.thirdPlayerTypes.includes(l.id) && thirds.length > 0;
    const controller: Controller = evil === 'third' || thirdTakes ? 'third' : evil === 'servant' ? 'sauron' : l.side;
    leaders.push({ id: l.id, alive: true, controller, evil, replaces: null });
    events.push({ type: 'leader-restored', clause: EXPANDED_GAME, leaderId: l.id, woundsHealed: fb.wounds[l.id] ?? 0 });
  }

  // Magic capability points: regained in full; a Ring still lost keeps 16.61's 10 away (SAU-A28); a dead Sauron has none.
  const sauronAlive = !dead.has('sauron');
  const sauronLost = ring.holder !== 'sauron';
  const full = sauronAlive ? tables.game.sauronMagicPoints : 0;
  const taken = sauronLost ? Math.min(RING_LOSS_MAGIC_POINTS, full) : 0;
  events.push({
    type: 'magic-points-restored',
    clause: sauronLost && sauronAlive ? '16.61' : EXPANDED_GAME,
    magicPoints: full - taken,
    ringLost: taken,
  });
  events.push({
    type: 'item-retained',
    clause: EXPANDED_GAME,
    item: 'ring',
    status: ring.status,
    holder: ring.holder,
    lyingAt: ring.lyingAt,
  });
  events.push({
    type: 'item-retained',
    clause: EXPANDED_GAME,
    item: 'narsil',
    status: narsil.form,
    holder: narsil.bearer,
    lyingAt: narsil.lyingAt,
  });

  const k = fb.thirdPlayerTypes.length;
  return ok({
    leaders: [...leaders, ...replacements],
    ring: {
      ring: {
        status: ring.status,
        holder: ring.holder,
        lyingAt: ring.status === 'lying' ? ring.lyingAt : null,
        failures: ring.failures,
        attempted: {},
        sauronLost,
        magicTaken: taken,
      },
      narsil: { form: narsil.form, bearer: narsil.bearer, lyingAt: narsil.lyingAt },
    },
    magicPoints: full - taken,
    levels: options.levels === 'keep' ? fb.levels : (Object.fromEntries(SIDES.map((s) => [s, 0])) as Record<Side, number>),
    thirdPlayer: thirds.length ? { leaderId: thirds[0]!, fromTurn: 1 - k, types: fb.thirdPlayerTypes } : null,
    events,
  });
}
