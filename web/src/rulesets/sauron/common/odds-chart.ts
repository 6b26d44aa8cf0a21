/**
 * The leader odds chart in the browser: the Vega-Lite spec of src/rulesets/sauron/odds-chart.ts drawn by
 * shell/charts/render.ts. Loaded with a dynamic import() (Odds.tsx); vega and vega-lite load as chunks of
 * their own.
 */
import { leaderOddsChart, type LeaderOddsChartInput } from '../../../../../src/rulesets/sauron/index.js';
import { chartSvg } from '../../../shell/charts/render.js';

export const leaderOddsSvg = (input: LeaderOddsChartInput): Promise<string> => chartSvg(leaderOddsChart(input), 560);
