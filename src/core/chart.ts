/**
 * A chart as a Vega-Lite specification: plain data. A system builds the charts of its own odds (its
 * index exports them, beside its describer); src/charts/render.ts draws any spec to SVG for the CLI and
 * the web app draws the same spec. Type-only: nothing of vega-lite is loaded by a ruleset.
 */
export type { TopLevelSpec as ChartSpec } from 'vega-lite';
