/**
 * The battle odds chart (warband odds --chart): how the battle ends, each outcome's Monte Carlo
 * probability with its 95% Wilson interval, beside the exact distribution of the first round's
 * loss-table difference (side a's modified die roll minus side b's) with the simulated frequencies.
 */
import type { Side } from './battle/types.js';
import { endLabel, type BattleOdds, type EndKey } from './odds.js';
import type { ChartSpec } from '../../core/chart.js';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

/** Shorter than odds.ts's endLabel, for an axis: 'Men of Endore hold', 'Men of Endore withdrew'. */
function shortLabel(key: EndKey, names: Readonly<Record<Side, string>>): string {
  if (key === 'a-holds' || key === 'b-holds') return `${names[key[0] as Side]} hold`;
  if (key === 'a-withdrew' || key === 'b-withdrew') return `${names[key[0] as Side]} withdrew`;
  return endLabel(key, names);
}

export function battleOddsChart(odds: BattleOdds, title: string, names: Readonly<Record<Side, string>>): ChartSpec {
  const mc = odds.monteCarlo;
  const outcomes = mc.end.outcomes.map((o) => ({
    outcome: shortLabel(o.key, names),
    p: o.p,
    low: o.ci95[0],
    high: o.ci95[1],
    label: `${pct(o.p)}  [${pct(o.ci95[0])}, ${pct(o.ci95[1])}]`,
  }));
  const diff = (d: number) => (d === 5 ? '≥ +5' : d === -5 ? '≤ -5' : d > 0 ? `+${d}` : String(d));
  const order = [-5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5].map(diff);
  const exact = odds.exact.rows.map((r) => ({ difference: diff(r.difference), p: r.p, clause: r.clause, label: `${r.throws}/36` }));
  const simulated = mc.firstRound.rows.map((r) => ({ difference: diff(r.difference), p: r.p, low: r.ci95[0], high: r.ci95[1] }));
  const x = {
    field: 'difference',
    type: 'ordinal' as const,
    sort: order,
    axis: { labelAngle: 0 },
    title: `round 1: a's modified roll minus b's (a = ${names.a})`,
  };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: { axis: { labelLimit: 420 } },
    title: {
      text: `${title}: ${names.a} (a) against ${names.b} (b)`,
      subtitle: `${mc.trials} battles (seed ${mc.seed}), both sides deciding by default; 95% Wilson intervals. Round 1 exact over the 36 throws.`,
    },
    hconcat: [
      {
        width: 300,
        height: { step: 34 },
        data: { values: outcomes },
        layer: [
          {
            mark: { type: 'bar', color: '#4c78a8', height: 20 },
            encoding: {
              y: { field: 'outcome', type: 'nominal', title: null, sort: null },
              x: { field: 'p', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '%' }, title: 'probability at the end' },
            },
          },
          {
            mark: { type: 'rule', color: '#222', strokeWidth: 2 },
            encoding: {
              y: { field: 'outcome', type: 'nominal', sort: null },
              x: { field: 'low', type: 'quantitative' },
              x2: { field: 'high' },
            },
          },
          {
            mark: { type: 'text', align: 'left', dx: 4, dy: -13, fontSize: 10 },
            encoding: { y: { field: 'outcome', type: 'nominal', sort: null }, x: { value: 0 }, text: { field: 'label' } },
          },
        ],
      },
      {
        width: 360,
        height: 220,
        layer: [
          {
            data: { values: exact },
            mark: { type: 'bar', color: '#f58518', opacity: 0.8 },
            encoding: {
              x,
              y: { field: 'p', type: 'quantitative', axis: { format: '%' }, title: 'probability (bars exact, dots simulated)' },
              tooltip: [{ field: 'clause' }, { field: 'label' }],
            },
          },
          {
            data: { values: simulated },
            mark: { type: 'rule', color: '#222' },
            encoding: { x, y: { field: 'low', type: 'quantitative' }, y2: { field: 'high' } },
          },
          {
            data: { values: simulated },
            mark: { type: 'point', filled: true, color: '#222', size: 30 },
            encoding: { x, y: { field: 'p', type: 'quantitative' } },
          },
          {
            data: { values: exact },
            mark: { type: 'text', dy: -8, fontSize: 9 },
            encoding: { x, y: { field: 'p', type: 'quantitative' }, text: { field: 'clause' } },
          },
        ],
      },
    ],
  };
}
