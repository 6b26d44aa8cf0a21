/**
 * The referee's odds chart in the browser: the Vega-Lite spec of src/charts/spear-odds.ts (the one
 * `warband spear odds --chart` writes) drawn to an SVG string. Loaded with a dynamic import() (Odds.tsx);
 * vega and vega-lite load as chunks of their own.
 */
import { spearOddsChart } from '../../../../src/charts/spear-odds.js';
import type { RefereeOdds } from '../../../../src/rulesets/sword-and-spear/odds.js';

export async function spearOddsSvg(odds: RefereeOdds): Promise<string> {
  const [vega, vegaLite] = await Promise.all([import('vega'), import('vega-lite')]);
  const view = new vega.View(vega.parse(vegaLite.compile(spearOddsChart(odds)).spec), { renderer: 'none' });
  try {
    return (await view.toSVG()).replace(/^<svg /, '<svg style="max-width:100%;min-width:560px;height:auto;display:block" ');
  } finally {
    view.finalize();
  }
}
