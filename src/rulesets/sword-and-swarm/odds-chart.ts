/**
 * The odds chart of one Sword & Swarm attack (`warband swarm odds --chart`, the web referee's odds): the
 * exact distribution of Star lost, each bar split by the injury at 0 Star (Losing Star points, SWS-A7),
 * beside the chance of each injury. Every number comes from src/rulesets/sword-and-swarm/odds.ts (through
 * the referee's view, referee.ts attackView).
 */
import type { ChartSpec } from '../../core/chart.js';

export interface SwarmOddsChartInput {
  /** "Ysolde shoots at Skarn behind a hedge". */
  readonly title: string;
  /** One line of what is rolled: "3 attack dice against Key 3 at −1; Shield 2". */
  readonly subtitle: string;
  readonly odds: readonly { readonly lost: number; readonly injury: string; readonly p: number }[];
  readonly expectedStarLost: number;
}

export const INJURY_ORDER = ['none', 'stunned', 'out-of-action', 'death'] as const;
const INJURY_WORDS: Readonly<Record<string, string>> = {
  none: 'no injury',
  stunned: 'stunned',
  'out-of-action': 'out of action',
  death: 'death',
};
const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

export function swarmOddsChart(o: SwarmOddsChartInput): ChartSpec {
  const rows = o.odds.map((x) => ({
    lost: String(x.lost),
    injury: INJURY_WORDS[x.injury] ?? x.injury,
    order: INJURY_ORDER.indexOf(x.injury as (typeof INJURY_ORDER)[number]),
    p: x.p,
    label: pct(x.p),
  }));
  const injuries = INJURY_ORDER.map((i) => ({
    injury: INJURY_WORDS[i]!,
    p: o.odds.filter((x) => x.injury === i).reduce((n, x) => n + x.p, 0),
  }))
    .filter((x) => x.p > 0)
    .map((x) => ({ ...x, label: pct(x.p) }));
  const maxLost = Math.max(0, ...o.odds.map((x) => x.lost));
  const colour = {
    field: 'injury',
    type: 'nominal' as const,
    title: 'injury at 0 Star',
    scale: { domain: INJURY_ORDER.map((i) => INJURY_WORDS[i]!), range: ['#4c78a8', '#f2b447', '#e45756', '#3b1f2b'] },
  };
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    config: { axis: { labelLimit: 300 } },
    title: {
      text: o.title,
      subtitle: `${o.subtitle}. Expected Star lost ${o.expectedStarLost.toFixed(2)}. Exact [Attack, Deflect Impacts, Losing Star points].`,
    },
    hconcat: [
      {
        title: 'Star lost',
        width: 260,
        height: 180,
        data: { values: rows },
        mark: { type: 'bar' },
        encoding: {
          x: {
            field: 'lost',
            type: 'ordinal',
            sort: Array.from({ length: maxLost + 1 }, (_, i) => String(i)),
            axis: { labelAngle: 0 },
            title: 'Star lost',
          },
          y: { field: 'p', type: 'quantitative', aggregate: 'sum', axis: { format: '%' }, title: 'probability' },
          color: colour,
          order: { field: 'order', type: 'quantitative' },
          tooltip: [{ field: 'lost', title: 'Star lost' }, { field: 'injury' }, { field: 'label', title: 'probability' }],
        },
      },
      {
        title: 'Injuries',
        width: 200,
        height: { step: 26 },
        data: { values: injuries },
        layer: [
          {
            mark: { type: 'bar' },
            encoding: {
              y: { field: 'injury', type: 'nominal', sort: null, title: null },
              x: { field: 'p', type: 'quantitative', scale: { domain: [0, 1] }, axis: { format: '%' }, title: 'probability' },
              color: { ...colour, legend: null },
            },
          },
          {
            mark: { type: 'text', align: 'left', dx: 4, fontSize: 10 },
            encoding: {
              y: { field: 'injury', type: 'nominal', sort: null, title: null },
              x: { field: 'p', type: 'quantitative', scale: { domain: [0, 1] } },
              text: { field: 'label' },
            },
          },
        ],
      },
    ],
  };
}
