/**
 * One side's combat strength for a round (III.D.1) and its die roll modifiers (III.D.2). Pure: the
 * battle's declarations come in, numbers with the clause behind each step come out, for screens.
 *
 *   const s = sideStrength({ units, characters, charging: ['hh'], addToStrength: ['glade'], leader: 'tim',
 *     siegeRoles: {}, withdrawing: false, rearGuard: [] }, { round: 1, siege: 'none' }, options);
 *   s.total // units' modified strengths plus capped leadership (III.D.1.b)
 *   dieModifiers(sideA, s, sOpp, ctx) // [{ clause: 'III.D.2.a', value: 2, ... }, { clause: 'III.D.2.b', value: 1, ... }]
 */
import { add, compare, frac, min, mul, show, sum, ZERO, type Frac } from './fraction.js';
import type { BattleOptions } from './options.js';
import { attackOf, type BattleCharacter, type SiegeKind, type UnitState } from './types.js';

export type SiegeRole = 'archer' | 'flying';

/** What a side brings to a round: its units and characters in the hex and its declarations. */
export interface SideInRound {
  readonly units: readonly UnitState[];
  readonly characters: readonly BattleCharacter[];
  /** Cavalry declared Charging (III.D.2.b(2)). */
  readonly charging: readonly string[];
  /** Characters adding their Leadership to their race's units' strength (III.D.1.b). */
  readonly addToStrength: readonly string[];
  /** The character whose Leadership modifies the die (III.D.2.a), or null. */
  readonly leader: string | null;
  /** Role of each Continental Siege Machine this round (III.D.2.d). */
  readonly siegeRoles: Readonly<Record<string, SiegeRole>>;
  /** The side declared a withdrawal: only its rear guard contributes strength (III.D.7.a). */
  readonly withdrawing: boolean;
  readonly rearGuard: readonly string[];
}

export interface RoundContext {
  readonly round: number;
  readonly siege: SiegeKind;
}

export interface Step {
  readonly clause: string;
  readonly why: string;
}

export interface UnitStrength {
  readonly unitId: string;
  /** Printed attack strength, Good Order or Demoralized. */
  readonly base: number;
  /** What it inflicts with this round. */
  readonly modified: Frac;
  readonly charging: boolean;
  readonly steps: readonly Step[];
}

export interface LeadershipAddition {
  readonly characterId: string;
  readonly race: string;
  readonly leadership: number;
  /** What was added after the cap (III.D.1.b). */
  readonly added: Frac;
  readonly clause: string;
}

export interface SideStrength {
  readonly units: readonly UnitStrength[];
  readonly additions: readonly LeadershipAddition[];
  readonly total: Frac;
  /** Strengths by type for III.D.2.b-d: modified strengths this round, without leadership (SSV-A31). */
  readonly cavalry: Frac;
  readonly archer: Frac;
  readonly flying: Frac;
}

export interface DieModifier {
  readonly clause: string;
  readonly value: number;
  readonly why: string;
}

export function unitStrength(
  u: UnitState,
  side: SideInRound,
  ctx: RoundContext,
  options: Pick<BattleOptions, 'demoralizedStrength'>,
): UnitStrength {
  const base = attackOf(u, options.demoralizedStrength);
  const steps: Step[] = [];
  if (side.withdrawing && !side.rearGuard.includes(u.id)) {
    steps.push({ clause: 'III.D.7.a', why: 'withdrawing, not in the rear guard: contributes nothing' });
    return { unitId: u.id, base, modified: ZERO, charging: false, steps };
  }
  let s = frac(base);
  if (u.demoralized) steps.push({ clause: 'III.D.5.a', why: `Demoralized side: ${base}` });
  if (u.crossedStream && ctx.round === u.joinedRound) {
    s = mul(s, frac(1, 2));
    steps.push({ clause: 'III.D.1.a', why: `entered across a stream, ford or bridge: halved on its first round to ${show(s)}` });
  }
  const charging = side.charging.includes(u.id);
  if (charging) {
    s = mul(s, frac(2));
    steps.push({ clause: 'III.D.2.b(2)', why: `Charging: doubled to ${show(s)}` });
  }
  return { unitId: u.id, base, modified: s, charging, steps };
}

export function sideStrength(
  side: SideInRound,
  ctx: RoundContext,
  options: Pick<BattleOptions, 'demoralizedStrength'> & Partial<Pick<BattleOptions, 'leadershipCap'>>,
): SideStrength {
  const units = side.units.map((u) => unitStrength(u, side, ctx, options));
  const byId = new Map(units.map((s) => [s.unitId, s]));
  // III.D.1.b: the additions for one race together may not exceed that race's total modified strength (SSV-A22).
  const room = new Map<string, Frac>();
  for (const u of side.units) room.set(u.race, add(room.get(u.race) ?? ZERO, byId.get(u.id)!.modified));
  const additions: LeadershipAddition[] = [];
  for (const cid of side.addToStrength) {
    const c = side.characters.find((x) => x.id === cid);
    if (!c) continue;
    const left = room.get(c.race) ?? ZERO;
    const added = min(frac(c.leadership), left);
    if (options.leadershipCap !== 'per-character') room.set(c.race, add(left, mul(added, frac(-1))));
    additions.push({ characterId: c.id, race: c.race, leadership: c.leadership, added, clause: 'III.D.1.b' });
  }
  const typed = (pred: (u: UnitState) => boolean) => sum(side.units.filter(pred).map((u) => byId.get(u.id)!.modified));
  const role = (u: UnitState) => side.siegeRoles[u.id] ?? 'archer';
  return {
    units,
    additions,
    total: add(sum(units.map((u) => u.modified)), sum(additions.map((a) => a.added))),
    cavalry: typed((u) => u.cavalry),
    archer: typed((u) => (u.siegeMachine ? role(u) === 'archer' : u.archer)),
    flying: typed((u) => (u.siegeMachine ? role(u) === 'flying' : u.flying)),
  };
}

/** III.D.2.b-d: "at least twice the ... strength of his opponent (or has any while his opponent has none)". */
export function hasTwice(mine: Frac, theirs: Frac): boolean {
  if (mine.n <= 0) return false;
  return theirs.n === 0 || compare(mine, mul(theirs, frac(2))) >= 0;
}

/** The leader's modifier (III.D.2.a, III.D.2.a(1)). */
export function leaderModifiers(side: SideInRound): DieModifier[] {
  if (side.leader === null) return [];
  const c = side.characters.find((x) => x.id === side.leader);
  if (!c) return [];
  const out: DieModifier[] = [{ clause: 'III.D.2.a', value: c.leadership, why: `${c.name} leads (Leadership ${c.leadership})` }];
  const same = side.units.filter((u) => u.race === c.race).length;
  if (same * 2 < side.units.length) {
    out.push({ clause: 'III.D.2.a(1)', value: -1, why: `fewer than half the units (${same} of ${side.units.length}) are ${c.race}` });
  }
  return out;
}

/** All die roll modifiers of `side` against `opp` (III.D.2), each with its clause. */
export function dieModifiers(side: SideInRound, own: SideStrength, opp: SideStrength, ctx: RoundContext): DieModifier[] {
  const out = leaderModifiers(side);
  if (hasTwice(own.cavalry, opp.cavalry)) {
    if (ctx.siege === 'assault' || ctx.siege === 'breach') {
      const clause = ctx.siege === 'assault' ? 'IV.C.2' : 'IV.D.2.a';
      out.push({ clause, value: 0, why: `cavalry give no die roll modifier in ${ctx.siege === 'assault' ? 'an assault' : 'a breach'}` });
    } else {
      const charge = own.units.some((u) => u.charging) ? ', counting Charging strength (III.D.2.b(2))' : '';
      out.push({ clause: 'III.D.2.b', value: 1, why: `cavalry ${show(own.cavalry)} against ${show(opp.cavalry)}${charge}` });
    }
  }
  if (hasTwice(own.archer, opp.archer))
    out.push({ clause: 'III.D.2.c', value: 1, why: `archers ${show(own.archer)} against ${show(opp.archer)}` });
  if (hasTwice(own.flying, opp.flying))
    out.push({ clause: 'III.D.2.d', value: 1, why: `flying ${show(own.flying)} against ${show(opp.flying)}` });
  return out;
}

export const totalModifier = (mods: readonly DieModifier[]): number => mods.reduce((n, m) => n + m.value, 0);

/**
 * The roles for `side`'s siege machines that best serve its owner (SSV-A25): the most own modifiers
 * less the opponent's, the opponent's machines taken as `opp.siegeRoles` says. Ties prefer archer.
 */
export function bestSiegeRoles(
  side: SideInRound,
  opp: SideInRound,
  ctx: RoundContext,
  options: Pick<BattleOptions, 'demoralizedStrength'>,
): Record<string, SiegeRole> {
  const machines = side.units.filter((u) => u.siegeMachine).map((u) => u.id);
  if (machines.length === 0) return {};
  const oppStrength = sideStrength(opp, ctx, options);
  let best: Record<string, SiegeRole> = {};
  let bestScore = -Infinity;
  // At most a handful of machines: try every assignment (capped so a silly input stays cheap).
  const n = Math.min(machines.length, 8);
  for (let mask = 0; mask < 1 << n; mask++) {
    const roles: Record<string, SiegeRole> = {};
    machines.forEach((m, i) => (roles[m] = i < n && (mask >> i) & 1 ? 'flying' : 'archer'));
    const mine = sideStrength({ ...side, siegeRoles: roles }, ctx, options);
    const score = totalModifier(dieModifiers(side, mine, oppStrength, ctx)) - totalModifier(dieModifiers(opp, oppStrength, mine, ctx));
    if (score > bestScore) {
      bestScore = score;
      best = roles;
    }
  }
  return best;
}
