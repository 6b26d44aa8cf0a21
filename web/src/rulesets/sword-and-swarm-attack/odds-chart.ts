/**
 * The attack odds chart in the browser: the Vega-Lite spec of src/charts/swarm-odds.ts compiled and drawn
 * to an SVG string, as src/charts/render.ts does in Node. Loaded with a dynamic import() (Odds.tsx); vega
 * and vega-lite load as chunks of their own.
 */
import { swarmOddsChart, type SwarmOddsChartInput } from '../../../../src/charts/swarm-odds.js';

export async function swarmOddsSvg(input: SwarmOddsChartInput): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new vega.View(vega.parse(vegaLite.compile(swarmOddsChart(input)).spec), { renderer: 'none' });
  try {
    return (await view.toSVG()).replace(/^<svg /, '<svg style="max-width:100%;min-width:520px;height:auto;display:block" ');
  } finally {
    view.finalize();
  }
}
