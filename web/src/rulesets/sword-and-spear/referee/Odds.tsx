/**
 * The exact odds of the referee's situation (src/rulesets/sword-and-spear/odds.ts: a shooting or an
 * attack spell by enumerating the dice, a melee both ways at once) as a table, and their chart
 * (src/rulesets/sword-and-spear/odds-chart.ts). The numbers are drawn at once; the chart's code (vega, vega-lite, large)
 * is loaded with a dynamic import() when first shown.
 */
import { useMemo } from 'preact/hooks';
import { hitsLabel } from '../../../../../src/rulesets/sword-and-spear/index.js';
import { refereeOdds } from '../../../../../src/rulesets/sword-and-spear/index.js';
import { ChartFrame, useAsync } from '../../../shell/charts/ChartFrame.js';
import { Cite } from '../../../shell/ui.js';
import type { RefereeOptions } from './logic.js';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;

function HitsTable({ title, hits, testid }: { title: string; hits: readonly number[]; testid: string }) {
  return (
    <table class="rules-table" data-testid={testid} style={{ display: 'inline-table', marginRight: '16px' }}>
      <caption style={{ textAlign: 'left' }}>{title}</caption>
      <tbody>
        {hits.map((p, i) => (
          <tr key={i}>
            <td>{hitsLabel(i, hits.length - 1)}</td>
            <td style={{ textAlign: 'right' }}>{pct(p)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function OddsPanel({ options }: { options: RefereeOptions }) {
  const r = useMemo(() => refereeOdds(options), [options]);
  const chart = useAsync(() => (r.ok ? import('./odds-chart.js').then((m) => m.spearOddsSvg(r.value)) : null), [r]);
  if (!r.ok) return <p class="error-text">{r.error.message}</p>;
  const o = r.value;
  return (
    <div class="ssf-odds" data-testid="ssf-odds">
      {o.kind === 'melee' ? (
        <>
          <p>
            <strong>Melee</strong> <Cite clause="SSF-A36" />: {o.attacker} rolls {o.odds.attackerDice} dice, {o.defender}{' '}
            {o.odds.defenderDice}. {o.attacker} wins {pct(o.odds.attackerWins)}, {o.defender} wins {pct(o.odds.defenderWins)}, drawn{' '}
            {pct(o.odds.draw)} (exact).
          </p>
          <HitsTable title={`Hits on ${o.attacker}`} hits={o.odds.attackerHits} testid="ssf-odds-attacker" />
          <HitsTable title={`Hits on ${o.defender}`} hits={o.odds.defenderHits} testid="ssf-odds-defender" />
        </>
      ) : (
        <>
          <p>
            <strong>{o.kind === 'spell' ? 'Attack spell' : 'Shooting'}</strong>{' '}
            <Cite clause={o.kind === 'spell' ? '17 Attack Spell' : '9 Shooting procedure'} />: {o.volley.shooterDice} dice against{' '}
            {o.volley.targetDice}, protection {o.volley.armour}, discipline {o.volley.discipline}
            {o.volley.fearTest ? ', a fear test' : ''}
            {o.volley.extraTests ? `, ${o.volley.extraTests} spell tests` : ''}. Expected hits {o.odds.expectedHits.toFixed(2)};{' '}
            {o.defender} routs {pct(o.odds.routed)} (exact).
          </p>
          <HitsTable title={`Hits on ${o.defender}`} hits={o.odds.hits} testid="ssf-odds-defender" />
        </>
      )}
      <ChartFrame chart={chart} testid="ssf-odds-chart" label={`Chart of the odds of ${o.attacker} against ${o.defender}`} />
    </div>
  );
}
