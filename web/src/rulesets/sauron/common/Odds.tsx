/**
 * The exact odds of a Leader Combat and of a Mortal Combat between two leaders as they stand now
 * (shared by the record keeper's page and the map game's page) (src/rulesets/sauron/odds.ts: the tables are small, so nothing is simulated), and the chart of
 * src/rulesets/sauron/odds-chart.ts (the one `warband sauron odds --chart` writes). The numbers are drawn at
 * once; the chart's code (vega, vega-lite, large) is loaded with a dynamic import() when first shown.
 */
import { useMemo } from 'preact/hooks';
import { leaderCombatOdds, mortalCombatOdds, type MortalMode, type Fighter } from '../../../../../src/rulesets/sauron/index.js';
import { ChartFrame, useAsync } from '../../../shell/charts/ChartFrame.js';
import { Cite } from '../../../shell/ui.js';

const pct = (p: number) => `${(p * 100).toFixed(1)}%`;
const sign = (n: number) => (n > 0 ? `+${n}` : String(n));

/** The odds of `a` attacking (or challenging) `d`, each as he would fight now (undefined: dead or unknown). */
export function OddsPanel({ a, d, mode }: { a: Fighter | undefined; d: Fighter | undefined; mode: MortalMode }) {
  const odds = useMemo(
    () => (a && d && a.id !== d.id ? { leader: leaderCombatOdds(a, d), mortal: mortalCombatOdds(a, d, mode) } : null),
    [a, d, mode],
  );
  const chart = useAsync(
    () =>
      odds && a && d
        ? import('./odds-chart.js').then((m) =>
            m.leaderOddsSvg({ attacker: a.name, defender: d.name, leader: odds.leader, mortal: odds.mortal, mode }),
          )
        : null,
    [odds],
  );
  if (!a || !d) return <p class="muted">Both leaders must be alive.</p>;
  if (!odds) return <p class="muted">Choose two different leaders.</p>;
  const l = odds.leader;
  const m = odds.mortal;
  return (
    <div class="sauron-odds" data-testid="sauron-odds">
      <p>
        <strong>One Leader Combat</strong> <Cite clause="7.221" />: {a.name} {l.attackerTotal} against {d.name} {l.defenderTotal},
        differential {sign(l.differential)}, column {sign(l.column)} <Cite clause="7.26" />; killed: {a.name} {pct(l.attackerKilled)},{' '}
        {d.name} {pct(l.defenderKilled)} <Cite clause="7.222" />.
      </p>
      <p>Faces: {l.faces.map((f) => `${f.die}: ${f.result}`).join(' · ')}</p>
      <p data-testid="sauron-mortal-odds">
        <strong>Mortal Combat to the death</strong> <Cite clause="22.2" /> (
        {mode === 'both-roll' ? 'each rolls as attacker' : 'one die a round'}, <Cite clause="SAU-A3" />
        ): {a.name} survives {pct(m.challengerWins)}, {d.name} survives {pct(m.defenderWins)}, both die {pct(m.bothDie)};{' '}
        {m.expectedRounds.toFixed(2)} rounds expected.
      </p>
      <ChartFrame chart={chart} testid="sauron-odds-chart" label={`Chart of the odds of ${a.name} against ${d.name}`} />
    </div>
  );
}
