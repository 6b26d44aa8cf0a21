/**
 * The Sauron variant's leader odds chart (`warband sauron odds --chart`, the web record keeper's odds):
 * one Leader Combat's exact results (7.221, 7.26: each face of the die on the column of the Combat
 * Differential) beside the exact end of a Mortal Combat between the same two leaders (22.2, SAU-A3):
 * who survives, and how many rounds it lasts. Every number comes from src/rulesets/sauron/odds.ts.
 */
import type { LeaderCombatOdds, MortalOdds } from './odds.js';
import type { ChartSpec } from '../../core/chart.js';

export interface LeaderOddsChartInput {
  readonly attacker: string;
  readonly defender: string;
  readonly leader: LeaderCombatOdds;
  readonly mortal: MortalOdds;
  /** SAU-A3: how the Mortal Combat rounds were rolled. */
  readonly mode: string;
}

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const sign = (n: number) => (n > 0 ? `+${n}` : String(n));

/** 'A1 D2', 'no effect'. */
export function lossLabel(attackerLoss: number, defenderLoss: number): string {
  const parts = [attackerLoss ? `A${attackerLoss}` : '', defenderLoss ? `D${defenderLoss}` : ''].filter(Boolean);
  return parts.length ? parts.join(' ') : 'no effect';
}

export function leaderOddsChart(o: LeaderOddsChartInput): ChartSpec {
  const l = o.leader;
  const results = l.outcomes.map((x) => ({
    result: lossLabel(x.attackerLoss, x.defenderLoss),
    p: x.p,
    label: `${pct(x.p)} (${Math.round(x.p * 6)}/6)`,
  }));
  const ends = [
    { end: `${o.attacker} survives`, p: o.mortal.challengerWins },
    { end: `${o.defender} survives`, p: o.mortal.defenderWins },
    { end: 'both die', p: o.mortal.bothDie },
  ].map((e) => ({ ...e, label: pct(e.p) }));
  const rounds = o.mortal.rounds.map((r) => ({ rounds: String(r.rounds), p: r.p }));
  const bar = (field: string, title: string) => ({
    y: { field, type: 'nominal' as const, title: null, sort: null },
    x: { field: 'p', type: 'quantitative' as const, scale: { domain: [0, 1] }, axis: { format: '%' }, title },
  });
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: { axis: { labelLimit: 300 } },
    title: {
      text: `${o.attacker} against ${o.defender}`,
      subtitle: `Leader Combat: ${l.attackerTotal} against ${l.defenderTotal}, differential ${sign(l.differential)}, column ${sign(l.column)} [7.221, 7.26]. Mortal Combat to the death, ${o.mode} [22.2, SAU-A3]; expected ${o.mortal.expectedRounds.toFixed(2)} rounds. Exact.`,
    },
    hconcat: [
      {
        title: 'one Leader Combat',
        width: 220,
        height: { step: 26 },
        data: { values: results },
        layer: [
          { mark: { type: 'bar', color: '#4c78a8' }, encoding: bar('result', 'probability') },
          {
            mark: { type: 'text', align: 'left', dx: 4, fontSize: 10 },
            encoding: { ...bar('result', 'probability'), text: { field: 'label' } },
          },
        ],
      },
      {
        title: 'Mortal Combat: who is left',
        width: 220,
        height: { step: 26 },
        data: { values: ends },
        layer: [
          { mark: { type: 'bar', color: '#e45756' }, encoding: bar('end', 'probability') },
          {
            mark: { type: 'text', align: 'left', dx: 4, fontSize: 10 },
            encoding: { ...bar('end', 'probability'), text: { field: 'label' } },
          },
        ],
      },
      {
        title: 'Mortal Combat: rounds',
        width: 220,
        height: 160,
        data: { values: rounds },
        mark: { type: 'bar', color: '#f58518' },
        encoding: {
          x: { field: 'rounds', type: 'ordinal', sort: null, axis: { labelAngle: 0 }, title: 'rounds fought' },
          y: { field: 'p', type: 'quantitative', axis: { format: '%' }, title: 'probability' },
        },
      },
    ],
  };
}
