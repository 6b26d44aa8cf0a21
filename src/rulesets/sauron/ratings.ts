/**
 * A leader's ratings as they stand now (7.22): the printed Combat and Morale with what changes them,
 * each change naming its clause. The Leader Combat total (7.221), the rally rating (8.331) and the
 * challenge sum (22.4) are all built from these.
 *
 *   const c = condition(TABLES.leadersById.get('elendil')!, { weapons: ['narsil'] });
 *   combatRating(c, 'leader-combat') // { printed: 6, value: 7, modifiers: [{ clause: 'SAU-A1', value: 1, why: 'Narsil' }] }
 */
import { TABLES, type Leader, type Tables, type WeaponId } from './data.js';

export interface Modifier {
  readonly clause: string;
  readonly value: number;
  readonly why: string;
}

export interface Rating {
  readonly printed: number;
  readonly value: number;
  readonly modifiers: readonly Modifier[];
}

/** What changes a leader's ratings: his wounds, what he carries, the time of day and the Ring. */
export interface LeaderCondition {
  readonly leader: Leader;
  readonly wounds: number;
  /** The magic weapons he bears (Narsil, Aiglos, the shards). */
  readonly weapons: readonly WeaponId[];
  /** A night turn (SAU-A19): Sauron's Morale +1. */
  readonly night: boolean;
  /** 16.61: Sauron has lost the Ring: Morale -4 for all purposes. */
  readonly ringLost: boolean;
  /** 16.631: a Sauron leader wearing the Ring while Sauron is dead: Morale +2. */
  readonly ringBearer: boolean;
  /** 16.69: turned evil: Morale +2. */
  readonly evil: boolean;
}

export function condition(leader: Leader, over: Partial<Omit<LeaderCondition, 'leader'>> = {}): LeaderCondition {
  return { leader, wounds: 0, weapons: [], night: false, ringLost: false, ringBearer: false, evil: false, ...over };
}

/** 'leader-combat' counts the shards of Narsil (19.212: leader/individual combat ONLY); 'other' does not. */
export type RatingUse = 'leader-combat' | 'other';

const rating = (printed: number, modifiers: Modifier[]): Rating => ({
  printed,
  value: printed + modifiers.reduce((n, m) => n + m.value, 0),
  modifiers,
});

/** Combat: printed, +1 for Narsil or Aiglos (SAU-A1), +1 for the shards in leader combat only (19.212). */
export function combatRating(c: LeaderCondition, use: RatingUse, tables: Tables = TABLES): Rating {
  const mods: Modifier[] = [];
  for (const id of c.weapons) {
    const w = tables.weapons.get(id);
    if (!w) continue;
    if (w.leaderCombatOnly && use !== 'leader-combat') continue;
    mods.push({ clause: id === 'shards' ? '19.212' : 'SAU-A1', value: w.combat, why: w.name });
  }
  return rating(c.leader.combat, mods);
}

/** Morale: printed, +1 at night for Sauron (SAU-A19), -4 without the Ring (16.61), +2 as the Ring's bearer after Sauron's death (16.631), +2 evil (16.69). */
export function moraleRating(c: LeaderCondition): Rating {
  const mods: Modifier[] = [];
  if (c.night && c.leader.nightMorale) mods.push({ clause: 'SAU-A19', value: c.leader.nightMorale, why: 'night' });
  if (c.ringLost) mods.push({ clause: '16.61', value: -4, why: 'Sauron has lost the Ring' });
  if (c.ringBearer) mods.push({ clause: '16.631', value: 2, why: 'wears the Ring, Sauron being dead' });
  if (c.evil) mods.push({ clause: '16.69', value: 2, why: 'turned evil' });
  return rating(c.leader.morale, mods);
}

/** Who fights a Leader Combat: ratings as modified for leader combat, and the Endurance points lost so far. */
export interface Fighter {
  readonly id: string;
  readonly name: string;
  readonly combat: number;
  readonly morale: number;
  readonly endurance: number;
  readonly wounds: number;
}

export function fighterOf(c: LeaderCondition, tables: Tables = TABLES): Fighter {
  return {
    id: c.leader.id,
    name: c.leader.name,
    combat: combatRating(c, 'leader-combat', tables).value,
    morale: moraleRating(c).value,
    endurance: c.leader.endurance,
    wounds: c.wounds,
  };
}

/** A fighter straight from the data file, unwounded and unequipped (tests, odds). */
export function fighter(id: string, over: Partial<Omit<LeaderCondition, 'leader'>> = {}, tables: Tables = TABLES): Fighter {
  const leader = tables.leadersById.get(id);
  if (!leader) throw new Error(`no leader '${id}'`);
  return fighterOf(condition(leader, over), tables);
}

/** 22.4 (SAU-A17): the summed Combat and Morale ratings that challenges compare. */
export function challengeSum(c: LeaderCondition, mode: 'modified' | 'printed' | 'with-wounds', tables: Tables = TABLES): number {
  if (mode === 'printed') return c.leader.combat + c.leader.morale;
  const sum = combatRating(c, 'other', tables).value + moraleRating(c).value;
  return mode === 'with-wounds' ? sum - c.wounds : sum;
}
