/**
 * The frame of a chart whose code loads on demand: `useAsync` runs a loader (a dynamic import(), then
 * the drawing) and keeps its state, dropping answers that come after the inputs changed or the component
 * went away; `ChartFrame` shows "Drawing the chart…", the error, or the SVG.
 *
 *   const chart = useAsync(() => import('./odds-chart.js').then((m) => m.spearOddsSvg(odds)), [odds]);
 *   <ChartFrame chart={chart} testid="ssf-odds-chart" label="Chart of the odds" />
 */
import type { CSSProperties } from 'preact';
import { useEffect, useState } from 'preact/hooks';

export type Async<T> = { kind: 'loading' } | { kind: 'done'; value: T } | { kind: 'error'; message: string };

export const errorMessage = (e: unknown): string => (e instanceof Error ? e.message : String(e));

/** Runs `load` whenever `deps` change (`null`: nothing to load now); its latest answer. */
export function useAsync<T>(load: () => Promise<T> | null, deps: readonly unknown[]): Async<T> {
  const [state, setState] = useState<Async<T>>({ kind: 'loading' });
  useEffect(() => {
    const loading = load();
    if (!loading) return;
    let live = true;
    setState({ kind: 'loading' });
    loading.then(
      (value) => live && setState({ kind: 'done', value }),
      (e: unknown) => live && setState({ kind: 'error', message: errorMessage(e) }),
    );
    return () => {
      live = false;
    };
  }, deps);
  return state;
}

/** The chart's SVG (`none`: not asked for yet), or what stands in its place. */
export function ChartFrame({
  chart,
  testid,
  label,
  class: cls,
  style = { overflowX: 'auto' },
}: {
  chart: Async<string> | { kind: 'none' };
  testid: string;
  label: string;
  class?: string;
  style?: CSSProperties;
}) {
  if (chart.kind === 'loading') return <p class="muted">Drawing the chart…</p>;
  if (chart.kind === 'error') {
    return (
      <p class="error-text" role="alert">
        The chart could not be drawn: {chart.message}
      </p>
    );
  }
  if (chart.kind === 'none') return null;
  // The SVG is vega's output for our own spec; vega escapes every text in it (names included).
  return (
    <div class={cls} style={style} data-testid={testid} role="img" aria-label={label} dangerouslySetInnerHTML={{ __html: chart.value }} />
  );
}
