/**
 * The odds panel, loaded when first shown: OddsPanel.tsx (and through it odds.ts and, later, the chart
 * code) stays out of the main bundle. Importing this file costs a few lines.
 *
 *   {open && <LazyOddsPanel choices={...} title="Battle in 0403" names={{ a: 'West', b: 'East' }} />}
 */
import { useEffect, useState } from 'preact/hooks';
import type { OddsPanelProps } from './OddsPanel.js';

type Module = typeof import('./OddsPanel.js');
let loading: Promise<Module> | null = null;

export function LazyOddsPanel(props: OddsPanelProps) {
  const [mod, setMod] = useState<{ m: Module } | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    (loading ??= import('./OddsPanel.js')).then(
      (m) => live && setMod({ m }),
      (e: unknown) => {
        loading = null;
        if (live) setError(e instanceof Error ? e.message : String(e));
      },
    );
    return () => {
      live = false;
    };
  }, []);
  if (error) {
    return (
      <p class="error-text" role="alert">
        The odds could not be loaded: {error}
      </p>
    );
  }
  if (!mod) return <p class="muted" data-testid="ss-odds-loading">Loading the odds…</p>;
  const Panel = mod.m.OddsPanel;
  return <Panel {...props} />;
}
