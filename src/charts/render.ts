/**
 * Charts as Vega-Lite specifications: the same spec is drawn to SVG here (CLI, files) and by the web app.
 */
import * as vega from 'vega';
import { compile, type TopLevelSpec } from 'vega-lite';

export type ChartSpec = TopLevelSpec;

export async function toSvg(spec: ChartSpec): Promise<string> {
  const view = new vega.View(vega.parse(compile(spec).spec), { renderer: 'none' });
  return view.toSVG();
}
