/**
 * The attack odds chart in the browser: the Vega-Lite spec of src/charts/swarm-odds.ts drawn by
 * shell/charts/render.ts. Loaded with a dynamic import() (Odds.tsx); vega and vega-lite load as chunks of
 * their own.
 */
import { swarmOddsChart, type SwarmOddsChartInput } from '../../../../../src/charts/swarm-odds.js';
import { chartSvg } from '../../../shell/charts/render.js';

export const swarmOddsSvg = (input: SwarmOddsChartInput): Promise<string> => chartSvg(swarmOddsChart(input), 520);
