/**
 * The battle odds chart in the browser: the Vega-Lite spec of src/charts/battle-odds.ts (the same one
 * `warband odds --chart` writes) compiled with vega-lite and drawn to an SVG string by a vega View, as
 * src/charts/render.ts does in Node; no vega-embed. Vega and Vega-Lite are large, so the odds panel
 * loads this module with a dynamic import() and the main bundle never holds them.
 */
import { battleOddsChart } from '../../../../src/charts/battle-odds.js';
import { toSvg } from '../../../../src/charts/render.js';
import type { Side } from '../../../../src/rulesets/swords-and-sorcery/battle/types.js';
import type { BattleOdds } from '../../../../src/rulesets/swords-and-sorcery/odds.js';

/** The chart as SVG markup (vega escapes every text it draws). */
export function oddsChartSvg(odds: BattleOdds, title: string, names: Readonly<Record<Side, string>>): Promise<string> {
  return toSvg(battleOddsChart(odds, title, names));
}
