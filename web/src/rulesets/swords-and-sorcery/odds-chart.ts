/**
 * The battle odds chart in the browser: the Vega-Lite spec of src/rulesets/swords-and-sorcery/odds-chart.ts (the same one
 * `warband odds --chart` writes) drawn by shell/charts/render.ts. The odds panel loads this module with a
 * dynamic import(); vega and vega-lite load as chunks of their own.
 */
import { battleOddsChart } from '../../../../src/rulesets/swords-and-sorcery/index.js';
import type { BattleOdds, Side } from '../../../../src/rulesets/swords-and-sorcery/index.js';
import { chartSvg } from '../../shell/charts/render.js';

export const oddsChartSvg = (odds: BattleOdds, title: string, names: Readonly<Record<Side, string>>): Promise<string> =>
  chartSvg(battleOddsChart(odds, title, names), 640);
