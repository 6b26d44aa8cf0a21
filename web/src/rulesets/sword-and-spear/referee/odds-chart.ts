/**
 * The referee's odds chart in the browser: the Vega-Lite spec of src/rulesets/sword-and-spear/odds-chart.ts (the one
 * `warband spear odds --chart` writes) drawn by shell/charts/render.ts. Loaded with a dynamic import()
 * (Odds.tsx); vega and vega-lite load as chunks of their own.
 */
import { spearOddsChart } from '../../../../../src/rulesets/sword-and-spear/index.js';
import type { RefereeOdds } from '../../../../../src/rulesets/sword-and-spear/index.js';
import { chartSvg } from '../../../shell/charts/render.js';

export const spearOddsSvg = (odds: RefereeOdds): Promise<string> => chartSvg(spearOddsChart(odds), 560);
