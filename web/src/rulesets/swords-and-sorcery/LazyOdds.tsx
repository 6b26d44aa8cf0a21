/**
 * The odds panel, loaded when first shown: OddsPanel.tsx (and through it odds.ts and, later, the chart
 * code) stays out of the main bundle. Importing this file costs a few lines.
 *
 *   {open && <LazyOddsPanel choices={...} title="Battle in 0403" names={{ a: 'West', b: 'East' }} />}
 */
import { useAsync } from '../../shell/charts/ChartFrame.js';
import type { OddsPanelProps } from './OddsPanel.js';

type Module = typeof import('./OddsPanel.js');
let loading: Promise<Module> | null = null;

export function LazyOddsPanel(props: OddsPanelProps) {
  const mod = useAsync(
    () =>
      (loading ??= import('./OddsPanel.js')).catch((e: unknown) => {
        loading = null;
        throw e;
      }),
    [],
  );
  if (mod.kind === 'error') {
    return (
      <p class="error-text" role="alert">
        The odds could not be loaded: {mod.message}
      </p>
    );
  }
  if (mod.kind === 'loading')
    return (
      <p class="muted" data-testid="ss-odds-loading">
        Loading the odds…
      </p>
    );
  const Panel = mod.value.OddsPanel;
  return <Panel {...props} />;
}
