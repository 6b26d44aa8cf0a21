/**
 * The leader odds chart in the browser: the Vega-Lite spec of src/charts/sauron-odds.ts compiled and
 * drawn to an SVG string, as src/charts/render.ts does in Node. Loaded with a dynamic import() (Odds.tsx);
 * vega and vega-lite load as chunks of their own.
 */
import { leaderOddsChart, type LeaderOddsChartInput } from '../../../../src/charts/sauron-odds.js';

export async function leaderOddsSvg(input: LeaderOddsChartInput): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new vega.View(vega.parse(vegaLite.compile(leaderOddsChart(input)).spec), { renderer: 'none' });
  try {
    return (await view.toSVG()).replace(/^<svg /, '<svg style="max-width:100%;min-width:560px;height:auto;display:block" ');
  } finally {
    view.finalize();
  }
}
