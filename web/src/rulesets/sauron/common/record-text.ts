/**
 * The leaders, the Ring and Narsil in words, from the rules core's record summary (record.ts): shared
 * by the record keeper's page (sauron-referee) and the map game's page (sauron). Pure.
 */
import {
  TABLES,
  type LeaderSummary,
  type RecordSummary,
  nameOf,
  sideName,
  type Fighter,
} from '../../../../../src/rulesets/sauron/index.js';

export interface LeaderRow {
  readonly id: string;
  readonly name: string;
  readonly side: string;
  readonly alive: boolean;
  readonly hex: string;
  readonly combat: number;
  readonly morale: number;
  readonly endurance: string;
  readonly wounds: number;
  readonly rally: string;
  readonly carries: string;
}

export const capital = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

export function leaderRowsOf(leaders: readonly LeaderSummary[]): LeaderRow[] {
  return leaders.map((l) => ({
    id: l.id,
    name: capital(l.name),
    side: sideName(l.controller) + (l.evil ? ` (evil: ${l.evil})` : ''),
    alive: l.alive,
    hex: l.position ?? '–',
    combat: l.combat,
    morale: l.morale,
    endurance: l.alive ? `${l.enduranceLeft} / ${l.enduranceLeft + l.wounds}` : 'dead',
    wounds: l.wounds,
    rally: l.alive && l.rally ? String(l.rally) : '–',
    carries: [...l.weapons.map((w) => TABLES.weapons.get(w)?.name ?? w), ...(l.ring ? [`the Ring (${l.ring})`] : [])].join(', '),
  }));
}

export function ringTextOf(r: RecordSummary['ring']): string {
  if (r.status === 'destroyed') return 'destroyed';
  if (r.status === 'lying') return `lying${r.lyingAt ? ` in ${r.lyingAt}` : ''}`;
  return `${r.status} by ${nameOf(r.holder)}${r.sauronLost ? ' (Sauron has lost it: 16.61 in force)' : ''}`;
}

export function narsilTextOf(n: RecordSummary['narsil']): string {
  if (n.form === 'destroyed') return 'the shards are destroyed';
  const what = n.form === 'whole' ? 'whole' : 'broken: the shards';
  return `${what}, ${n.bearer ? `borne by ${nameOf(n.bearer)}` : `lying${n.lyingAt ? ` in ${n.lyingAt}` : ''}`}`;
}

/** A leader as he would fight a Leader Combat now (the summary's combat rating counts the shards, 19.212), for the odds. */
export const fighterOfSummary = (l: LeaderSummary): Fighter => ({
  id: l.id,
  name: l.name,
  combat: l.combat,
  morale: l.morale,
  endurance: l.enduranceLeft + l.wounds,
  wounds: l.wounds,
});
