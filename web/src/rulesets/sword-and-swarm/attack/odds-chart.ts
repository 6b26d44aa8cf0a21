/**
 * The attack odds chart in the browser: the Vega-Lite spec of src/rulesets/sword-and-swarm/odds-chart.ts drawn by
 * shell/charts/render.ts. Loaded with a dynamic import() (Odds.tsx); vega and vega-lite load as chunks of
 * their own.
 */
import { swarmOddsChart, type SwarmOddsChartInput } from '../../../../../src/rulesets/sword-and-swarm/index.js';
import { chartSvg } from '../../../shell/charts/render.js';

export const swarmOddsSvg = (input: SwarmOddsChartInput): Promise<string> => chartSvg(swarmOddsChart(input), 520);
