/**
 * The exact odds of the attack as the referee's view gives them (src/rulesets/sword-and-swarm/odds.ts:
 * the dice are enumerated, nothing is simulated): Star lost and the injury, as a table at once and as a
 * chart (src/charts/swarm-odds.ts, the one `warband swarm odds --chart` writes) whose code (vega,
 * vega-lite) is loaded with a dynamic import() when the odds are first shown.
 */
import { useEffect, useState } from 'preact/hooks';
import { Cite } from '../../shell/ui.js';
import { injuryTotals, oddsRows, oddsSubtitle, pct, type AttackView } from './logic.js';

type Chart = { kind: 'loading' } | { kind: 'svg'; svg: string } | { kind: 'error'; message: string };

export function OddsPanel({ view }: { view: AttackView }) {
  const [chart, setChart] = useState<Chart>({ kind: 'loading' });
  const title = view.options.attack.name;
  const subtitle = oddsSubtitle(view);
  const key = JSON.stringify(view.odds);
  useEffect(() => {
    let live = true;
    setChart({ kind: 'loading' });
    import('./odds-chart.js')
      .then((m) => m.swarmOddsSvg({ title, subtitle, odds: view.odds, expectedStarLost: view.expectedStarLost }))
      .then(
        (svg) => live && setChart({ kind: 'svg', svg }),
        (e: unknown) => live && setChart({ kind: 'error', message: e instanceof Error ? e.message : String(e) }),
      );
    return () => {
      live = false;
    };
  }, [key, title, subtitle]);
  const injuries = injuryTotals(view);
  return (
    <div class="sws-odds" data-testid="sws-odds">
      <p>
        <strong>{view.step === 'over' ? `Exact odds of the same attack again, on ${view.defender.sheet.name} as things stand now` : 'Exact odds before any roll'}</strong> ({subtitle}): expected Star lost <strong data-testid="sws-expected">{view.expectedStarLost.toFixed(2)}</strong>; stunned{' '}
        {pct(injuries.stunned ?? 0)}, out of action {pct(injuries['out-of-action'] ?? 0)}, death {pct(injuries.death ?? 0)} <Cite clause="Losing Star points" />.
      </p>
      <div class="rules-table-wrap">
        <table class="rules-table" data-testid="sws-odds-table">
          <thead>
            <tr>
              <th>Outcome</th>
              <th>Probability</th>
            </tr>
          </thead>
          <tbody>
            {oddsRows(view).map((r) => (
              <tr key={r.label}>
                <td>{r.label}</td>
                <td>{pct(r.p)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {chart.kind === 'loading' && <p class="muted">Drawing the chart…</p>}
      {chart.kind === 'error' && (
        <p class="error-text" role="alert">
          The chart could not be drawn: {chart.message}
        </p>
      )}
      {chart.kind === 'svg' && (
        // The SVG is vega's output for our own spec; vega escapes every text in it.
        <div style={{ overflowX: 'auto' }} data-testid="sws-odds-chart" role="img" aria-label={`Chart of the odds: ${title}`} dangerouslySetInnerHTML={{ __html: chart.svg }} />
      )}
    </div>
  );
}
