/**
 * The Sword & Spear Fantasy odds chart (`warband spear odds --chart`, the web referee's odds): for a
 * shooting or an attack spell, the exact chance of each number of hits on the target (the last routs
 * it: 2 Strength); for a melee, the hits each side takes and who wins (SSF-A36). Every number comes from
 * src/rulesets/sword-and-spear/odds.ts (exact enumeration; nothing simulated).
 */
import type { RefereeOdds } from './odds.js';
import type { ChartSpec } from '../../core/chart.js';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/** '0 hits', '1 hit', '3 hits (routs)'. */
export function hitsLabel(i: number, capacity: number): string {
  return `${i} hit${i === 1 ? '' : 's'}${capacity > 0 && i === capacity ? ' (routs)' : ''}`;
}

const KIND_CLAUSE = { shooting: '9 Shooting procedure', spell: '17 Attack Spell', melee: 'SSF-A36' } as const;

export function spearOddsChart(r: RefereeOdds): ChartSpec {
  const bar = (field: string, colour: string, title: string, values: readonly Record<string, unknown>[]) => ({
    title,
    width: 240,
    height: { step: 24 },
    data: { values: [...values] },
    layer: [
      {
        mark: { type: 'bar' as const, color: colour },
        encoding: {
          y: { field, type: 'nominal' as const, title: null, sort: null },
          x: { field: 'p', type: 'quantitative' as const, scale: { domain: [0, 1] }, axis: { format: '%' }, title: 'probability' },
        },
      },
      {
        mark: { type: 'text' as const, align: 'left' as const, dx: 4, fontSize: 10 },
        encoding: {
          y: { field, type: 'nominal' as const, title: null, sort: null },
          x: { field: 'p', type: 'quantitative' as const },
          text: { field: 'label' },
        },
      },
    ],
  });
  const rows = (hits: readonly number[]) => hits.map((p, i) => ({ hits: hitsLabel(i, hits.length - 1), p, label: pct(p) }));
  const head = { $schema: 'https://vega.github.io/schema/vega-lite/v6.json', config: { axis: { labelLimit: 300 } } };
  if (r.kind === 'melee') {
    const o = r.odds;
    return {
      ...head,
      title: {
        text: `${r.attacker} against ${r.defender}: melee`,
        subtitle: `${o.attackerDice} dice against ${o.defenderDice} [SSF-A36]. Exact.`,
      },
      hconcat: [
        bar('hits', '#4c78a8', `hits on ${r.attacker}`, rows(o.attackerHits)),
        bar('hits', '#e45756', `hits on ${r.defender}`, rows(o.defenderHits)),
        bar('result', '#54a24b', 'who wins', [
          { result: `${r.attacker} wins`, p: o.attackerWins, label: pct(o.attackerWins) },
          { result: `${r.defender} wins`, p: o.defenderWins, label: pct(o.defenderWins) },
          { result: 'drawn', p: o.draw, label: pct(o.draw) },
        ]),
      ],
    } as ChartSpec;
  }
  const v = r.volley;
  return {
    ...head,
    title: {
      text: `${r.attacker} against ${r.defender}: ${r.kind === 'spell' ? 'attack spell' : 'shooting'}`,
      subtitle: `${v.shooterDice} dice against ${v.targetDice}, protection ${v.armour}, discipline ${v.discipline}${v.fearTest ? ', fear test' : ''}${v.extraTests ? `, ${v.extraTests} spell tests` : ''} [${KIND_CLAUSE[r.kind]}]; expected hits ${r.odds.expectedHits.toFixed(2)}. Exact.`,
    },
    hconcat: [bar('hits', '#e45756', `hits on ${r.defender}`, rows(r.odds.hits))],
  } as ChartSpec;
}
