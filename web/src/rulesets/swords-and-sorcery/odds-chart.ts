/**
 * The battle odds chart in the browser: the Vega-Lite spec of src/charts/battle-odds.ts (the same one
 * `warband odds --chart` writes) compiled with vega-lite and drawn to an SVG string by a vega View,
 * as src/charts/render.ts does in Node; no vega-embed. Vega and Vega-Lite are large: the odds panel
 * loads this module with a dynamic import(), and this module loads each of them as a chunk of its own.
 */
import { battleOddsChart } from '../../../../src/charts/battle-odds.js';
import type { Side } from '../../../../src/rulesets/swords-and-sorcery/battle/types.js';
import type { BattleOdds } from '../../../../src/rulesets/swords-and-sorcery/odds.js';

/**
 * The chart as SVG markup (vega escapes every text it draws, the sides' names included), made to
 * shrink with its box down to a readable width (it has a viewBox); narrower boxes scroll.
 */
export async function oddsChartSvg(odds: BattleOdds, title: string, names: Readonly<Record<Side, string>>): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new vega.View(vega.parse(vegaLite.compile(battleOddsChart(odds, title, names)).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    return svg.replace(/^<svg /, '<svg style="max-width:100%;min-width:640px;height:auto;display:block" ');
  } finally {
    view.finalize();
  }
}
