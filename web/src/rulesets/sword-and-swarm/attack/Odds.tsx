/**
 * The exact odds of the attack as the referee's view gives them (src/rulesets/sword-and-swarm/odds.ts:
 * the dice are enumerated, nothing is simulated): Star lost and the injury, as a table at once and as a
 * chart (src/rulesets/sword-and-swarm/odds-chart.ts, the one `warband swarm odds --chart` writes) whose code (vega,
 * vega-lite) is loaded with a dynamic import() when the odds are first shown.
 */
import { ChartFrame, useAsync } from '../../../shell/charts/ChartFrame.js';
import { Cite } from '../../../shell/ui.js';
import { injuryTotals, oddsRows, oddsSubtitle, pct, type AttackView } from './logic.js';

export function OddsPanel({ view }: { view: AttackView }) {
  const title = view.options.attack.name;
  const subtitle = oddsSubtitle(view);
  const key = JSON.stringify(view.odds);
  const chart = useAsync(
    () =>
      import('./odds-chart.js').then((m) => m.swarmOddsSvg({ title, subtitle, odds: view.odds, expectedStarLost: view.expectedStarLost })),
    [key, title, subtitle],
  );
  const injuries = injuryTotals(view);
  return (
    <div class="sws-odds" data-testid="sws-odds">
      <p>
        <strong>
          {view.step === 'over'
            ? `Exact odds of the same attack again, on ${view.defender.sheet.name} as things stand now`
            : 'Exact odds before any roll'}
        </strong>{' '}
        ({subtitle}): expected Star lost <strong data-testid="sws-expected">{view.expectedStarLost.toFixed(2)}</strong>; stunned{' '}
        {pct(injuries.stunned ?? 0)}, out of action {pct(injuries['out-of-action'] ?? 0)}, death {pct(injuries.death ?? 0)}{' '}
        <Cite clause="Losing Star points" />.
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
      <ChartFrame chart={chart} testid="sws-odds-chart" label={`Chart of the odds: ${title}`} />
    </div>
  );
}
