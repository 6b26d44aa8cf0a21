/**
 * The battle odds panel: the exact first round at once (all 36 throws of the two dice played through
 * the engine), then Monte Carlo battles run in small chunks between frames with a progress bar, then
 * the chart of src/rulesets/swords-and-sorcery/odds-chart.ts drawn to SVG in the browser. Both sides decide as the
 * engine's default player, as `warband odds` does (docs/swords-and-sorcery/referee.md#odds).
 *
 * The panel is loaded on demand (LazyOdds.tsx) and loads the chart code (vega, vega-lite) on demand
 * too, so neither is in the main bundle. It is given only what the seat's view holds (odds-logic.ts).
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { toNumber, type BattleOdds, type Side } from '../../../../src/rulesets/swords-and-sorcery/index.js';
import { ChartFrame, errorMessage, type Async } from '../../shell/charts/ChartFrame.js';
import { Cite } from '../../shell/ui.js';
import { frac, signed } from './logic.js';
import { exactSummary, oddsBattleOf, OddsRun, outcomeLines, pct, runChunked, type OddsSource } from './odds-logic.js';

export interface OddsChoice {
  readonly key: string;
  readonly label: string;
  readonly source: OddsSource;
}

export interface OddsPanelProps {
  /** What the odds may be computed for (the first is the default): the hex as it stands, with or without own reinforcements, ... */
  readonly choices: readonly OddsChoice[];
  /** The chart's title: "Battle in 0403", a referee battle's name. */
  readonly title: string;
  /** The sides' names, for the outcomes and the chart. */
  readonly names: Readonly<Record<Side, string>>;
  /** Monte Carlo battles to run at first, and added by the button; default 1000. */
  readonly trials?: number;
  readonly seed?: number;
  readonly onClose?: () => void;
}

export const DEFAULT_TRIALS = 1000;

type ChartState = { kind: 'none' } | Exclude<Async<string>, { kind: 'done' }> | { kind: 'done'; value: string; trials: number };

export function OddsPanel({ choices, title, names, trials = DEFAULT_TRIALS, seed = 1, onClose }: OddsPanelProps) {
  // The first choice until the player picks another (the list may change as the battle goes on).
  const [picked, setPicked] = useState<string | null>(null);
  const choice = choices.find((c) => c.key === picked) ?? choices[0];
  const sourceJson = useMemo(() => JSON.stringify(choice?.source ?? null), [choice]);
  const start = useMemo(() => (choice ? oddsBattleOf(choice.source) : ({ ok: false, error: 'No battle.' } as const)), [sourceJson]);
  const runKey = start.ok ? start.key : `error:${start.error}`;
  // One run per battle as it stands (a new round starts again); the exact round is computed here, at once.
  const run = useMemo(() => {
    if (!start.ok) return { ok: false as const, error: start.error };
    try {
      return { ok: true as const, run: new OddsRun(start.state, seed), fromRound: start.battle.fromRound };
    } catch (e) {
      return { ok: false as const, error: errorMessage(e) };
    }
  }, [runKey, seed]);
  const fromRound = run.ok ? run.fromRound : 1;

  return (
    <section class="card ss-odds" data-testid="ss-odds" aria-label="Battle odds">
      <div class="ss-panel-head">
        <h3>
          Odds <span class="muted">· {title}</span>
        </h3>
        {onClose && (
          <button type="button" class="btn btn-ghost ss-close" aria-label="Close the odds" onClick={onClose}>
            ×
          </button>
        )}
      </div>
      {choices.length > 1 && (
        <label class="field-row">
          <span>Odds for</span>{' '}
          <select value={choice?.key} onChange={(e) => setPicked((e.target as HTMLSelectElement).value)} data-testid="ss-odds-choice">
            {choices.map((c) => (
              <option key={c.key} value={c.key}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      )}
      <p class="muted">
        Both sides decide as the engine's default player (its suggested declaration; stay, or withdraw when badly outmatched), from round{' '}
        {fromRound}
        {fromRound > 1 ? ' with the units as they stand now' : ''}. Round {fromRound} is exact over the 36 throws of the dice; the rest is
        simulated, each probability with its 95% interval.
      </p>
      {run.ok ? (
        // Keyed by the battle: a new round (or another choice) starts its own run, progress and chart.
        <RunView key={`${runKey}:${seed}`} run={run.run} fromRound={run.fromRound} title={title} names={names} trials={trials} />
      ) : (
        <p class="error-text" role="alert">
          No odds: {run.error}
        </p>
      )}
    </section>
  );
}

function RunView({
  run,
  fromRound,
  title,
  names,
  trials,
}: {
  run: OddsRun;
  fromRound: number;
  title: string;
  names: Readonly<Record<Side, string>>;
  trials: number;
}) {
  const [target, setTarget] = useState(trials);
  const [progress, setProgress] = useState(run.trials);
  const [odds, setOdds] = useState<BattleOdds | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [chart, setChart] = useState<ChartState>({ kind: 'none' });
  const drawn = useRef(0);

  // Run the Monte Carlo battles up to the target, a few milliseconds at a time, then draw the chart.
  useEffect(() => {
    let cancelled = false;
    runChunked(run, target, { onProgress: (done) => !cancelled && setProgress(done), cancelled: () => cancelled }).then(
      (finished) => {
        if (!finished || cancelled) return;
        const result = run.odds();
        setOdds(result);
        const ticket = ++drawn.current;
        setChart((c) => (c.kind === 'done' ? c : { kind: 'loading' }));
        import('./odds-chart.js')
          .then((m) => m.oddsChartSvg(result, title, names))
          .then(
            (value) => ticket === drawn.current && setChart({ kind: 'done', value, trials: result.monteCarlo.trials }),
            (e: unknown) => ticket === drawn.current && setChart({ kind: 'error', message: errorMessage(e) }),
          );
      },
      (e: unknown) => !cancelled && setFailure(errorMessage(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [target]);

  const running = progress < target && !failure;
  const x = run.exact;
  const xs = exactSummary(x);
  const best = x.rows.at(-1);
  const mc = odds?.monteCarlo ?? null;
  const lines = mc ? outcomeLines(mc, names) : [];

  return (
    <div aria-busy={running}>
      <div class="ss-odds-exact" data-testid="ss-odds-exact">
        <h4>
          Round {fromRound}, exact <Cite clause="III.D.4" />
        </h4>
        <table class="ss-table">
          <thead>
            <tr>
              <th />
              <th>{names.a}</th>
              <th>{names.b}</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <th>Strength</th>
              <td>{frac(x.strength.a)}</td>
              <td>{frac(x.strength.b)}</td>
            </tr>
            <tr>
              <th>Die modifier</th>
              <td title={x.modifiers.a.map((m) => `${signed(m.value)} ${m.why} (${m.clause})`).join('; ')}>{signed(x.modifier.a)}</td>
              <td title={x.modifiers.b.map((m) => `${signed(m.value)} ${m.why} (${m.clause})`).join('; ')}>{signed(x.modifier.b)}</td>
            </tr>
            <tr>
              <th>Rolls higher</th>
              <td>{pct(xs.higher.a)}</td>
              <td>{pct(xs.higher.b)}</td>
            </tr>
            <tr>
              <th>Loss inflicted, on average</th>
              <td>{xs.inflicted.a.toFixed(2)}</td>
              <td>{xs.inflicted.b.toFixed(2)}</td>
            </tr>
          </tbody>
        </table>
        <p class="muted">
          Equal rolls {pct(xs.higher.equal)}.
          {best &&
            ` ${names.a}'s best row, ${signed(best.difference)} (${pct(best.p)}), inflicts ${toNumber(best.a.inflicts).toFixed(2)} and takes ${toNumber(best.b.inflicts).toFixed(2)}.`}
        </p>
      </div>
      <div class="ss-odds-mc">
        <h4>How the battle ends</h4>
        {failure ? (
          <p class="error-text" role="alert">
            The simulation stopped: {failure}
          </p>
        ) : (
          <div class="field-row">
            <progress max={target} value={progress} aria-label="Battles simulated" data-testid="ss-odds-progress" />{' '}
            <span class="muted">
              {progress} of {target} battles{running ? '…' : ''}
            </span>
          </div>
        )}
        {mc && (
          <>
            <table class="ss-table" data-testid="ss-odds-outcomes">
              <thead>
                <tr>
                  <th>Outcome</th>
                  <th>Probability</th>
                  <th>95% interval</th>
                </tr>
              </thead>
              <tbody>
                {lines.map((l) => (
                  <tr key={l.key}>
                    <td>{l.label}</td>
                    <td>
                      <strong>{pct(l.p)}</strong>
                    </td>
                    <td class="muted">
                      {pct(l.ci95[0])} – {pct(l.ci95[1])}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p class="muted">
              Rounds fought: {mc.end.rounds.mean.toFixed(1)} on average ({mc.end.rounds.min}–{mc.end.rounds.max}). Units left: {names.a}{' '}
              {mc.end.survivors.a.mean.toFixed(1)}, {names.b} {mc.end.survivors.b.mean.toFixed(1)}. {mc.trials} battles, seed {mc.seed}.
            </p>
          </>
        )}
        <div class="btn-row">
          <button
            type="button"
            class="btn"
            disabled={running || !!failure}
            onClick={() => setTarget(target + trials)}
            data-testid="ss-odds-more"
          >
            {trials} more battles
          </button>
        </div>
      </div>
      <ChartFrame
        chart={chart}
        class="ss-odds-chart"
        testid="ss-odds-chart"
        label={chart.kind === 'done' ? `Chart of the battle odds after ${chart.trials} battles` : ''}
        style={{ overflowX: 'auto', maxWidth: '100%', marginTop: '8px' }}
      />
    </div>
  );
}
