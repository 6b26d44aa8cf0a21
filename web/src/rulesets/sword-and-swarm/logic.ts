/**
 * The Sword & Swarm encounter screen's pure logic: the table's pieces, terrain, ghosts, sight lines and
 * range bands from the server's view; words and clauses for the legal actions; and measurements from
 * any character. Nothing here decides a rule: measurements from a character that is not activated use
 * the rules' own functions (src/rulesets/sword-and-swarm/actions.ts) on the view, the same code the
 * server runs; the activated character's come from the view itself.
 *
 *   const pieces = piecesOf(view, { selected: 'brannoc' });
 *   const m = measurementsFrom(view, 'ysolde', options); // distance, line of sight, may target, in range
 */
import { outline, type Point } from '../../../../src/core/geometry/open-table.js';
import {
  CLAUSE,
  displayName,
  gameOptionsSchema,
  gap,
  inches,
  moveTo as moveToRule,
  plannedAttackOdds,
  seatName,
  sees,
  system,
  tableName,
  TABLES,
  targetChoices,
  type Action,
  type CharacterSheet,
  type CharacterState,
  type CharacterView,
  type Measurement,
  type Skirmish,
  type SwsOptions,
  type SwsView,
  type TurnAction,
} from '../../../../src/rulesets/sword-and-swarm/index.js';
import type { Outcome, Seat } from '../../../../src/core/ruleset.js';
import type {
  GhostOverlay,
  PieceBadge,
  RangeBandOverlay,
  SightLineOverlay,
  TablePiece,
  TerrainPiece,
  TerrainStyle,
} from '../../shell/table/OpenTable.js';
import { offsetPolygon } from '../../shell/table/geometry-view.js';
import type { UnitFact, UnitSheet } from '../../shell/UnitPanel.js';

export type { SwsView, CharacterView, Measurement, TurnAction };
export { inches, seatName, tableName };

export const SEATS = ['red', 'blue'] as const;
export const SWARM = 'swarm';
export const SEAT_COLOR: Readonly<Record<string, string>> = { red: '#b3261e', blue: '#1f5fae', swarm: '#5d7a2e' };
export const ownerColour = (owner: string): string => SEAT_COLOR[owner] ?? '#666';

export const TERRAIN_STYLES: Readonly<Record<string, TerrainStyle>> = {
  hedge: { fill: '#9bbf6a', stroke: '#5b7d35', dash: '4 2' },
  wood: { fill: '#4f8a47', stroke: '#2f5d2a', opacity: 0.85 },
  wall: { fill: '#a39e93', stroke: '#5f5a50' },
  building: { fill: '#8a6f5a', stroke: '#4e3b2c' },
  hill: { fill: '#d8c08a', stroke: '#a08850', dash: '6 3', opacity: 0.8 },
  tower: { fill: '#8f8f9c', stroke: '#50505c' },
  open: { fill: '#e8e2cf' },
};

const r1 = (n: number) => Math.round(n * 10) / 10;
const r2 = (n: number) => Math.round(n * 100) / 100;
export const up = (c: Pick<CharacterView, 'status'>): boolean => c.status === 'active' || c.status === 'stunned';

// ---------------------------------------------------------------- names

/** 'Swarmling 1' for the Swarm's 'swarmling-1' (its models share one sheet's name); the name otherwise. */
export { displayName };

/** Every character's name by id, from the view (nothing is hidden in Sword & Swarm). */
export function nameIndex(v: SwsView): Map<string, string> {
  return new Map(v.characters.map((c) => [c.id, displayName(c)]));
}

/** Two or three letters on the piece: 'Br', 'Sw1'. */
export function pieceLabel(c: Pick<CharacterView, 'id' | 'name' | 'owner'>): string {
  const n = c.owner === SWARM ? (/-(\d+)$/.exec(c.id)?.[1] ?? '') : '';
  return c.name.replace(/[^A-Za-z]/g, '').slice(0, 2) + n;
}

// ---------------------------------------------------------------- options and measurements

/** The game's options as the server holds them (its defaults where it has not said). */
export function optionsOf(options: Readonly<Record<string, unknown>> | null): SwsOptions {
  const r = gameOptionsSchema.safeParse(options ?? {});
  return r.success ? r.data : gameOptionsSchema.parse({});
}

function stateOf(c: CharacterView): CharacterState {
  const sheet: CharacterSheet = {
    id: c.id,
    name: c.name,
    class: c.class as CharacterSheet['class'],
    mallet: c.attributes.mallet,
    key: c.attributes.key,
    runes: c.attributes.runes,
    coronet: c.attributes.coronet,
    shield: c.attributes.shield,
    star: c.maxStar,
    boots: c.attributes.boots,
    weapons: c.weapons.map((w) => w.id),
    traits: c.traits as CharacterSheet['traits'],
    leader: c.leader,
  };
  return {
    id: c.id,
    owner: c.owner,
    sheet,
    mallet: c.attributes.mallet,
    star: c.star,
    status: c.status,
    at: c.at,
    prone: c.prone,
    tookCover: c.tookCover,
    morale: c.morale,
    ...(c.owner === SWARM ? { swarm: true } : {}),
  };
}

/** The skirmish the view shows, for the rules' geometry functions. */
export function skirmishOf(v: SwsView): Skirmish {
  return {
    table: v.table,
    terrain: v.terrain.map((t) => ({ type: t.type, polygon: t.polygon })),
    characters: v.characters.map(stateOf),
    turn: v.turn,
    nextLoot: 1,
  };
}

/**
 * From one character to every other model standing: the view's own measurements for the activated
 * character, the same computation (actions.ts gap, sees, targetChoices) for any other.
 */
export function measurementsFrom(v: SwsView, id: string, o: SwsOptions): readonly Measurement[] {
  if (v.activation?.character === id) return v.measurements;
  const me = v.characters.find((c) => c.id === id);
  if (!me || !up(me)) return [];
  const s = skirmishOf(v);
  const a = s.characters.find((c) => c.id === id)!;
  const choices = targetChoices(s, a, o);
  const out: Measurement[] = [];
  for (const c of s.characters) {
    if (c.id === id || !(c.status === 'active' || c.status === 'stunned')) continue;
    const d = gap(a, c, o);
    const enemy = c.owner !== a.owner;
    out.push({
      to: c.id,
      distance: r2(d),
      lineOfSight: sees(s, a, c, o),
      target: enemy ? (choices.get(c.id) ?? 'none') : 'friend',
      inRange: enemy ? me.weapons.filter((w) => w.range !== null && d <= w.range + 1e-6).map((w) => w.id) : [],
    });
  }
  return out;
}

export const TARGET_WORDS: Readonly<Record<Measurement['target'], string>> = {
  allowed: 'yes',
  runes: 'after Runes',
  none: 'no',
  friend: 'a friend',
};

// ---------------------------------------------------------------- the table

const square = (at: Point, size: number) => ({ kind: 'base' as const, base: { centre: at, width: size, depth: size, facing: 90 } });

export function badgesOf(c: CharacterView, v: SwsView): PieceBadge[] {
  const out: PieceBadge[] = [];
  if (c.status === 'dead')
    return [{ text: `loot ${c.loot ?? ''}`.trim(), tone: 'warn', title: `Loot token ${c.loot ?? ''} where ${displayName(c)} died` }];
  if (c.status === 'out-of-action') return [{ text: 'OOA', tone: 'bad', title: 'Out of Action' }];
  if (c.owner !== SWARM)
    out.push({ text: `${c.star}/${c.maxStar}★`, tone: c.bloodied ? 'bad' : 'good', title: `Star ${c.star} of ${c.maxStar}` });
  if (c.bloodied) out.push({ text: 'bloodied', tone: 'bad', title: 'Bloodied' });
  if (c.status === 'stunned') out.push({ text: 'stunned', tone: 'warn', title: 'Stunned' });
  if (c.prone) out.push({ text: 'prone', tone: 'warn', title: 'Prone (counts as soft cover)' });
  if (c.tookCover) out.push({ text: 'cover', tone: 'info', title: `Took cover (${c.cover} cover)` });
  if (c.morale !== 'steady') out.push({ text: c.morale, tone: 'warn', title: `Morale: ${c.morale}` });
  if (c.activated) out.push({ text: '✓', tone: 'info', title: 'Activated this turn (its token placed by it)' });
  if (c.ordered) out.push({ text: 'order', tone: 'info', title: 'Ordered: activates first next turn' });
  if (v.activation?.character === c.id)
    out.push({ text: `${v.activation.ap} AP`, tone: 'good', title: `Activated now: ${v.activation.ap} action points left` });
  return out;
}

export function describePiece(c: CharacterView, v: SwsView): string {
  const who = `${displayName(c)} (${c.owner === SWARM ? 'the Swarm' : `${seatName(c.owner)}${c.leader ? ', leader' : ''}`})`;
  const badges = badgesOf(c, v).map((b) => b.title ?? b.text);
  return [who, `at ${r1(c.at.x)}, ${r1(c.at.y)}`, ...badges].join(', ');
}

export interface PieceMarks {
  readonly selected?: string | null;
  /** Characters that may be chosen now (to activate, or targets of the selected one's actions). */
  readonly targetable?: ReadonlySet<string>;
}

export function piecesOf(v: SwsView, marks: PieceMarks = {}): TablePiece[] {
  return v.characters.map((c) => {
    const dead = c.status === 'dead';
    return {
      id: c.id,
      label: dead ? `L${c.loot ?? ''}` : pieceLabel(c),
      colour: dead ? '#b08d2a' : ownerColour(c.owner),
      shape: dead ? { kind: 'figure' as const, centre: c.at, radius: v.baseSize * 0.35 } : square(c.at, v.baseSize),
      badges: badgesOf(c, v),
      selected: marks.selected === c.id,
      targetable: marks.targetable?.has(c.id) ?? false,
      dimmed: !up(c) || (c.activated && v.activation?.character !== c.id),
      description: describePiece(c, v),
    };
  });
}

export function terrainOf(v: SwsView): TerrainPiece[] {
  return v.terrain.map((t, i) => ({
    id: `t${i}`,
    kind: t.type,
    label: t.kind.name,
    polygon: t.polygon,
  }));
}

/** The lines of sight from a character to each model it measures to: clear or blocked. */
export function sightLinesOf(v: SwsView, from: string, ms: readonly Measurement[]): SightLineOverlay[] {
  const me = v.characters.find((c) => c.id === from);
  if (!me) return [];
  const names = nameIndex(v);
  return ms
    .filter((m) => m.target !== 'friend')
    .flatMap((m) => {
      const to = v.characters.find((c) => c.id === m.to);
      return to
        ? [
            {
              id: `los-${m.to}`,
              from: me.at,
              to: to.at,
              clear: m.lineOfSight,
              label: `${displayName(me)} to ${names.get(m.to)}: ${inches(m.distance)}, line of sight ${m.lineOfSight ? 'clear' : 'blocked'}`,
            },
          ]
        : [];
    });
}

/** A band at each ranged weapon's reach, base edge outwards (SWS-A8). */
export function rangeBandsOf(v: SwsView, from: string): RangeBandOverlay[] {
  const me = v.characters.find((c) => c.id === from);
  if (!me || !up(me)) return [];
  const base = square(me.at, v.baseSize).base;
  const seen = new Set<number>();
  return me.weapons.flatMap((w) => {
    if (w.range === null || seen.has(w.range)) return [];
    seen.add(w.range);
    return [{ id: `range-${w.id}`, outline: offsetPolygon(outline(base), w.range), label: `${w.name} ${w.range}"` }];
  });
}

// ---------------------------------------------------------------- the legal actions

export const isMove = (a: TurnAction): a is { type: 'act'; action: Extract<Action, { type: 'move' }> } =>
  a.type === 'act' && a.action.type === 'move';

/** The legal moves as ghosts where the model would stand, each with the length the rules measured; each ghost's id is its index in `legal`. */
export function ghostsOf(v: SwsView, legal: readonly TurnAction[]): GhostOverlay[] {
  const me = v.characters.find((c) => c.id === v.activation?.character);
  if (!me) return [];
  // Two moves to one point are one ghost (towards an enemy and into contact may end alike): one place, one click.
  const seen = new Set<string>();
  return legal.flatMap((a, i) => {
    if (!isMove(a) || !a.action.show) return [];
    const to = a.action.to;
    const key = `${r1(to.x)},${r1(to.y)}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [
      {
        id: String(i),
        shape: square(to, v.baseSize),
        colour: ownerColour(me.owner),
        label: `${a.action.charge ? 'Charge' : 'Move'} ${inches(a.action.show.length)} to ${r1(to.x)}, ${r1(to.y)}`,
      },
    ];
  });
}

/** A move to any point clicked on the table, as the rules make it (a charge when it ends within 1" of an enemy: `moveTo`); the server decides whether it may be made. */
export function moveTo(v: SwsView, p: Point): TurnAction | null {
  const id = v.activation?.character;
  const move = id ? moveToRule(v, id, { x: r2(p.x), y: r2(p.y) }, { baseSize: v.baseSize }) : null;
  return move && { type: 'act', action: move };
}

export interface ActionChoice {
  readonly action: TurnAction;
  readonly label: string;
  readonly clause: string;
  /** The character the action is aimed at, if any (grouped under it). */
  readonly target?: string;
}

/** Words and the clause for one legal action (moves included, though the table shows those as ghosts). */
export function describeAction(a: TurnAction, v: SwsView): ActionChoice {
  const names = nameIndex(v);
  const nm = (id: string | undefined) => (id ? (names.get(id) ?? tableName(id)) : '');
  if (a.type === 'activate') return { action: a, label: `Activate ${nm(a.character)}`, clause: CLAUSE.activation, target: a.character };
  if (a.type === 'end') return { action: a, label: 'End the activation', clause: CLAUSE.activation };
  const x = a.action;
  const me = v.characters.find((c) => c.id === v.activation?.character);
  const weaponName = (w?: string) => me?.weapons.find((y) => y.id === w)?.name ?? (w ? (TABLES.weapons.get(w)?.name ?? w) : '');
  const m = (id: string) => v.measurements.find((y) => y.to === id);
  switch (x.type) {
    case 'move':
      return { action: a, label: `${x.charge ? 'Charge' : 'Move'} to ${r1(x.to.x)}, ${r1(x.to.y)}`, clause: CLAUSE.movement };
    case 'ranged': {
      const runes = m(x.target)?.target === 'runes';
      return {
        action: a,
        label: `Shoot ${nm(x.target)}${x.weapon ? ` with the ${weaponName(x.weapon).toLowerCase()}` : ''}${runes ? ' (Runes test first)' : ''}`,
        clause: runes ? `${CLAUSE.ranged}; SWS-A11` : CLAUSE.ranged,
        target: x.target,
      };
    }
    case 'melee':
      return {
        action: a,
        label: `Strike ${nm(x.target)}${x.weapon ? ` with the ${weaponName(x.weapon).toLowerCase()}` : ''}`,
        clause: CLAUSE.melee,
        target: x.target,
      };
    case 'aim': {
      const runes = m(x.target)?.target === 'runes';
      return {
        action: a,
        label: `Aim at ${nm(x.target)} (${x.ap} AP, +${x.ap})${runes ? ' (Runes test first)' : ''}`,
        clause: CLAUSE.aiming,
        target: x.target,
      };
    }
    case 'take-cover':
      return me && me.cover !== 'none'
        ? { action: a, label: `Take cover (${me.cover} cover)`, clause: `${CLAUSE.takeCover}; SWS-A10` }
        : { action: a, label: 'Fall prone (counts as soft cover)', clause: CLAUSE.takeCover };
    case 'breather':
      return { action: a, label: me?.bloodied ? 'Take a Breather (Bloodied: half Runes)' : 'Take a Breather', clause: CLAUSE.breather };
    case 'rally':
      return x.target && x.target !== me?.id
        ? { action: a, label: `Rally ${nm(x.target)}`, clause: `${CLAUSE.rally}; SWS-A15`, target: x.target }
        : { action: a, label: `Rally ${me ? displayName(me) : ''}`.trim(), clause: CLAUSE.rally };
    case 'cast': {
      const spell = TABLES.spells.get(x.spell)?.name ?? x.spell;
      return {
        action: a,
        label: `Cast ${spell} ${TABLES.spells.get(x.spell)?.effect === 'attack' ? 'at' : 'on'} ${nm(x.target ?? me?.id)}`,
        clause: `${CLAUSE.cast}; SWS-A19`,
        ...(x.target ? { target: x.target } : {}),
      };
    }
    case 'order':
      return { action: a, label: `Order ${nm(x.target)} to activate first next turn`, clause: 'SWS-A18', target: x.target };
  }
}

/** The legal actions but moves, grouped: those on the activated character itself, then by target. */
export function actionGroups(
  v: SwsView,
  legal: readonly TurnAction[],
): { target: string | null; title: string; choices: ActionChoice[] }[] {
  const names = nameIndex(v);
  const own: ActionChoice[] = [];
  const by = new Map<string, ActionChoice[]>();
  for (const a of legal) {
    if (isMove(a) || a.type === 'activate' || a.type === 'end') continue;
    const c = describeAction(a, v);
    if (c.target && c.target !== v.activation?.character) by.set(c.target, [...(by.get(c.target) ?? []), c]);
    else own.push(c);
  }
  const groups = [...by].map(([target, choices]) => ({ target, title: names.get(target) ?? target, choices }));
  return [...(own.length ? [{ target: null, title: 'Itself', choices: own }] : []), ...groups];
}

// ---------------------------------------------------------------- the header

export const toActOf = (v: SwsView): readonly Seat[] => (v.pending.kind === 'over' ? [] : [v.pending.seat]);
export const outcomeOf = (v: SwsView): Outcome | null => v.outcome;

/** The token drawn last: its owner's, while that owner activates or acts. */
export const drawnOf = (v: SwsView): string | null => (v.pending.kind === 'over' ? null : v.pending.seat);

/** The decision pending, in the system's words: 'Turn 2 of 6 · Red draws a token: activate a character'. */
export const summaryOf = (v: SwsView): string => system.describe.decision('sword-and-swarm', v);

// ---------------------------------------------------------------- the selected character's panel

const STATUS_WORDS: Readonly<Record<string, string>> = {
  active: 'standing',
  stunned: 'Stunned',
  'out-of-action': 'Out of Action',
  dead: 'dead',
};

/**
 * A character as its sheet reads: the six attributes (tested on a d6, G1), Star (Bloodied), weapons
 * with their reach, traits, status, morale, cover; and, while it acts, what the legal actions let it do.
 */
export function characterSheet(v: SwsView, id: string, legal: readonly TurnAction[]): UnitSheet | null {
  const c = v.characters.find((x) => x.id === id);
  if (!c) return null;
  const a = c.attributes;
  const facts: UnitFact[] = [
    { label: 'Mallet · Key', value: `${a.mallet} · ${a.key}`, clause: CLAUSE.tests },
    { label: 'Runes · Coronet', value: `${a.runes} · ${a.coronet}`, clause: CLAUSE.tests },
    { label: 'Shield · Boots', value: `${a.shield} · ${a.boots}`, clause: CLAUSE.tests },
  ];
  if (c.owner !== SWARM)
    facts.push({
      label: 'Star',
      value: `${c.star} of ${c.maxStar}${c.bloodied ? ', Bloodied' : ''}`,
      clause: CLAUSE.star,
      warn: c.bloodied,
    });
  facts.push(
    {
      label: 'Weapons',
      value: c.weapons.map((w) => `${w.name}${w.range === null ? ' (melee)' : ` ${w.range}"`}`).join(', ') || 'unarmed',
      clause: 'SWS-A1',
    },
    ...(c.traits.length ? [{ label: 'Traits', value: c.traits.map(tableName).join(', ') }] : []),
    {
      label: 'Status',
      value: [
        STATUS_WORDS[c.status] ?? c.status,
        c.prone ? 'prone' : null,
        c.tookCover ? `took cover (${c.cover})` : null,
        c.inMelee ? 'in melee' : null,
        c.elevated ? 'elevated' : null,
        c.aim ? `aiming at ${nameIndex(v).get(c.aim.target) ?? tableName(c.aim.target)} +${c.aim.bonus}` : null,
      ]
        .filter(Boolean)
        .join(', '),
      clause: CLAUSE.actions,
      warn: c.status !== 'active',
    },
    { label: 'Morale', value: c.morale, clause: CLAUSE.morale, warn: c.morale !== 'steady' },
    {
      label: 'This turn',
      value:
        v.activation?.character === c.id
          ? `activated, ${v.activation.ap} action points left`
          : c.activated
            ? 'has activated'
            : c.ordered
              ? 'ordered to activate first'
              : 'not yet activated',
      clause: CLAUSE.activation,
    },
  );
  const acting = v.activation?.character === c.id;
  const now = legal.flatMap((x) => {
    if (x.type === 'activate') return x.character === c.id ? [describeAction(x, v).label] : [];
    if (!acting || isMove(x)) return [];
    return [describeAction(x, v).label];
  });
  const moves = acting ? legal.filter(isMove).length : 0;
  return {
    title: displayName(c),
    subtitle: `${c.owner === SWARM ? 'the Swarm' : `${seatName(c.owner)}${c.leader ? ', leader' : ''}`} · ${tableName(c.class)}`,
    colour: ownerColour(c.owner),
    facts,
    now: [...(moves ? [`Move: anywhere it can reach (${moves} ghosts on the table)`] : []), ...now],
  };
}

// ---------------------------------------------------------------- a planned attack's odds

const pct0 = (p: number) => `${Math.round(p * 100)}%`;

/**
 * The odds of a shot, strike or attack spell before it is made, from the ruleset's own odds
 * (`plannedAttackOdds`: the attack built as the action builds it, a spell's Runes test counted):
 * 'No Star lost 42% · 1.3 Star lost on average · injured 9% (dead 2%)'.
 */
export function attackOddsLine(v: SwsView, a: TurnAction, o: SwsOptions): string | null {
  if (a.type !== 'act' || !['ranged', 'melee', 'cast'].includes(a.action.type) || !v.activation) return null;
  const s: Skirmish = { ...skirmishOf(v), activation: { ...v.activation, attacksWith: [] } };
  const x = plannedAttackOdds(s, a.action, o);
  if (!x) return null;
  const none = [...x.outcomes].filter(([k]) => k.startsWith('0/')).reduce((n, [, p]) => n + p, 0);
  const hurt = 1 - x.injury.none;
  return [
    `No Star lost ${pct0(none)}`,
    `${x.expectedStarLost.toFixed(1)} Star lost on average`,
    hurt > 0 ? `injured ${pct0(hurt)} (dead ${pct0(x.injury.death)})` : 'no injury',
  ].join(' · ');
}
