/**
 * A chart in the browser: a Vega-Lite spec of src/charts/*.ts (the same one the CLI writes) compiled with
 * vega-lite and drawn to an SVG string by a vega View, as src/charts/render.ts does in Node; no
 * vega-embed. Vega and Vega-Lite are large: each ruleset's odds-chart.ts is loaded with a dynamic
 * import(), and this module loads each of them as a chunk of its own.
 */
import type { ChartSpec } from '../../../../src/charts/render.js';

/**
 * The chart as SVG markup (vega escapes every text it draws), made to shrink with its box down to
 * `minWidth` pixels (it has a viewBox); narrower boxes scroll.
 */
export async function chartSvg(spec: ChartSpec, minWidth: number): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new vega.View(vega.parse(vegaLite.compile(spec).spec), { renderer: 'none' });
  try {
    const svg = await view.toSVG();
    return svg.replace(/^<svg /, `<svg style="max-width:100%;min-width:${minWidth}px;height:auto;display:block" `);
  } finally {
    view.finalize();
  }
}
