/**
 * The Sauron variant's record keeper (`sauron-referee`) for a game on the real SPI board: the leaders
 * with their ratings, wounds, rally ratings, the Ring and Narsil; both Demoralization Levels; the
 * Mortal Combat under way; a combat form (Leader Combat, or a challenge to Mortal Combat) and a form
 * for every other change; the exact odds of two leaders with their chart; and the record's log, each
 * event with its clause. In a hot-seat game the dice may be rolled at the table and typed in
 * (shell/TableDice.tsx). Every change goes to the server, which applies the rules (record.ts) and
 * refuses with the clause what they forbid. Once a first battle has ended without a decisive victory,
 * a card starts the Expanded Game's rematch: a new record created with the option `firstBattle` (POST
 * /api/games, as the home page does), its options shown as JSON to copy.
 */
import { useMemo, useState } from 'preact/hooks';
import type { Seat } from '../../../../../src/core/ruleset.js';
import { MORALE_CLASSES, SIDES, PHASES, phaseName, sideName, sauronReferee } from '../../../../../src/rulesets/sauron/index.js';
import { api, ApiError } from '../../../net/api.js';
import { navigate } from '../../../router.js';
import { rememberGame } from '../../../store.js';
import { useTableDice } from '../../../shell/TableDice.js';
import { Cite, Stage } from '../../../shell/ui.js';
import type { PlayProps, ReplayProps, RulesetUi } from '../../registry.js';
import { sauronRefereeMeta } from './meta.js';
import {
  CHANGES,
  changeAction,
  combatPairs,
  describeLogEvent,
  leaderRows,
  logBlocks,
  mortalText,
  narsilText,
  outcomeOf,
  quickChoices,
  rematchOptionsOf,
  rematchPreview,
  rematchRequest,
  ringText,
  SEAT_COLOR,
  SEATS,
  seatName,
  summaryOf,
  toActOf,
  type ChangeForm,
  type ChangeKind,
  type RecordAction,
  type SauronRefereeView,
} from './logic.js';
import { OddsPanel } from '../common/Odds.js';
import { LeaderTable, Levels } from '../common/Record.js';

type Send = (a: RecordAction) => Promise<boolean>;

function Record({ view }: { view: SauronRefereeView }) {
  const s = view.summary;
  const rows = leaderRows(view);
  const mortal = mortalText(view);
  return (
    <>
      <p class="muted">
        The Ring: {ringText(view)} <Cite clause="16.6" />. Narsil: {narsilText(view)} <Cite clause="19.211" />. Sauron's Magic Capability
        Points: {s.magicPoints} <Cite clause="SAU-A25" />.
      </p>
      <Levels demoralization={s.demoralization} />
      {mortal && (
        <p class="card warn" data-testid="sauron-mortal">
          {mortal} <Cite clause="22.1" />
        </p>
      )}
      <LeaderTable rows={rows} />
    </>
  );
}

function Log({ view }: { view: SauronRefereeView }) {
  const blocks = logBlocks(view);
  return (
    <details open class="sauron-log" data-testid="sauron-log">
      <summary>
        The record's log ({blocks.length} change{blocks.length === 1 ? '' : 's'})
      </summary>
      {blocks.length === 0 && <p class="muted">No change yet.</p>}
      <ol reversed>
        {blocks.map((b) => (
          <li key={b.seq} data-testid="sauron-log-entry">
            <strong>{b.head}</strong>
            <ul>
              {b.lines.map((l, i) => (
                <li key={i}>
                  {l.text} <Cite clause={l.clause} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </details>
  );
}

function CombatForm({ view, legal, send, busy }: { view: SauronRefereeView; legal: readonly RecordAction[]; send: Send; busy: boolean }) {
  const living = view.summary.leaders.filter((l) => l.alive);
  const pairs = useMemo(() => combatPairs(legal), [legal]);
  const firstPair = [...pairs][0];
  const [kind, setKind] = useState<'leader' | 'challenge'>('leader');
  const [attacker, setAttacker] = useState<string>(firstPair?.[0] ?? living[0]?.id ?? '');
  const [defender, setDefender] = useState<string>(firstPair?.[1][0] ?? living[1]?.id ?? '');
  const [distance, setDistance] = useState('0');
  const [odds, setOdds] = useState(false);
  const select = (value: string, set: (v: string) => void, testid: string, label: string) => (
    <select value={value} onChange={(e) => set((e.target as HTMLSelectElement).value)} data-testid={testid} aria-label={label}>
      {living.map((l) => (
        <option key={l.id} value={l.id}>
          {l.name} ({sideName(l.controller)})
        </option>
      ))}
    </select>
  );
  const resolve = () =>
    send(
      kind === 'leader'
        ? { type: 'leader-combat', attacker, defender }
        : { type: 'challenge', challenger: attacker, defender, distance: Math.max(0, Math.floor(Number(distance) || 0)) },
    );
  return (
    <div class="card" data-testid="sauron-combat-form">
      <h3>
        Combat <Cite clause="7.221" /> <Cite clause="22.0" />
      </h3>
      <div class="field-row">
        <select
          value={kind}
          onChange={(e) => setKind((e.target as HTMLSelectElement).value as 'leader' | 'challenge')}
          data-testid="combat-kind"
          aria-label="Kind of combat"
        >
          <option value="leader">Leader Combat</option>
          <option value="challenge">Challenge to Mortal Combat</option>
        </select>
        {select(attacker, setAttacker, 'combat-attacker', kind === 'leader' ? 'Attacker (phasing leader)' : 'Challenger')}
        <span>against</span>
        {select(defender, setDefender, 'combat-defender', 'Defender')}
        {kind === 'challenge' && (
          <label>
            hexes apart{' '}
            <input
              type="number"
              min={0}
              max={9}
              value={distance}
              onInput={(e) => setDistance((e.target as HTMLInputElement).value)}
              style={{ width: '4em' }}
              data-testid="combat-distance"
            />
          </label>
        )}
      </div>
      <div class="btn-row">
        <button class="btn btn-primary" disabled={busy || attacker === defender} onClick={resolve} data-testid="combat-resolve">
          {kind === 'leader' ? 'Resolve the Leader Combat' : 'Issue the challenge'}
        </button>
        <button class="btn" aria-pressed={odds} onClick={() => setOdds(!odds)} data-testid="sauron-odds-toggle">
          {odds ? 'Hide the odds' : 'Odds'}
        </button>
      </div>
      <p class="muted">
        {pairs.size
          ? `Leader Combats the rules allow now: ${[...pairs].map(([a, ds]) => `${view.fighters[a]?.name ?? a} → ${ds.map((d) => view.fighters[d]?.name ?? d).join(', ')}`).join('; ')}.`
          : 'No Leader Combat is possible now (only the phasing side attacks, in its Combat Phase).'}
      </p>
      {odds && <OddsPanel a={view.fighters[attacker]} d={view.fighters[defender]} mode={view.options.mortalCombatRounds} />}
    </div>
  );
}

function ChangeFormCard({ view, send, busy }: { view: SauronRefereeView; send: Send; busy: boolean }) {
  const living = view.summary.leaders.filter((l) => l.alive);
  const [f, setF] = useState<ChangeForm>({
    kind: 'wound',
    leader: living[0]?.id ?? '',
    points: '1',
    text: '',
    side: 'westernesse',
    morale: MORALE_CLASSES[0],
    cause: 'melee',
  });
  const [error, setError] = useState<string | null>(null);
  const set = (k: keyof ChangeForm) => (e: Event) => setF({ ...f, [k]: (e.target as HTMLInputElement).value });
  const fields: readonly string[] = CHANGES.find((c) => c.kind === f.kind)!.fields;
  const submit = async () => {
    const a = changeAction(f);
    if ('error' in a) return setError(a.error);
    setError(null);
    if (await send(a)) setF({ ...f, text: '' });
  };
  return (
    <div class="card" data-testid="sauron-change-form">
      <h3>Record a change</h3>
      <div class="field-row">
        <select
          value={f.kind}
          onChange={(e) => setF({ ...f, kind: (e.target as HTMLSelectElement).value as ChangeKind })}
          data-testid="change-kind"
          aria-label="Kind of change"
        >
          {CHANGES.map((c) => (
            <option key={c.kind} value={c.kind}>
              {c.label}
            </option>
          ))}
        </select>
        {fields.includes('leader') && (
          <select value={f.leader} onChange={set('leader')} data-testid="change-leader" aria-label="Leader">
            {living.map((l) => (
              <option key={l.id} value={l.id}>
                {l.name}
              </option>
            ))}
          </select>
        )}
        {fields.includes('side') && (
          <select value={f.side} onChange={set('side')} aria-label="Side" data-testid="change-side">
            {SIDES.map((s) => (
              <option key={s} value={s}>
                {sideName(s)}
              </option>
            ))}
          </select>
        )}
        {fields.includes('morale') && (
          <select value={f.morale} onChange={set('morale')} aria-label="Morale class" data-testid="change-morale">
            {MORALE_CLASSES.map((m) => (
              <option key={m} value={m}>
                morale {m}
              </option>
            ))}
          </select>
        )}
        {fields.includes('cause') && (
          <select value={f.cause} onChange={set('cause')} aria-label="Cause">
            <option value="missile">missile fire</option>
            <option value="melee">melee</option>
            <option value="death-breath">Death Breath</option>
          </select>
        )}
        {fields.includes('points') && (
          <input
            type="number"
            min={1}
            value={f.points}
            onInput={set('points')}
            style={{ width: '5em' }}
            aria-label="How many"
            data-testid="change-points"
          />
        )}
        {fields.includes('text') && (
          <input
            type="text"
            value={f.text}
            onInput={set('text')}
            placeholder={
              f.kind === 'move' ? 'hex (empty: off the board)' : f.kind === 'nationality-destroyed' ? 'nationality' : 'note (optional)'
            }
            aria-label="Text"
            data-testid="change-text"
          />
        )}
        <button class="btn btn-primary" disabled={busy} onClick={submit} data-testid="change-submit">
          Record
        </button>
      </div>
      {error && <p class="error-text">{error}</p>}
    </div>
  );
}

/** Expanded Game: the first battle ended without a decisive victory; its end starts the rematch, a new record (option firstBattle). */
function Rematch({ view, mode }: { view: SauronRefereeView; mode: PlayProps['mode'] | null }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const options = rematchOptionsOf(view);
  if (!options) return null;
  const json = JSON.stringify(options, null, 2);
  const request = mode ? rematchRequest(view, mode) : null;
  const start = async () => {
    if (!request) return;
    setBusy(true);
    try {
      const created = await api.createGame(request);
      setError(null);
      rememberGame({
        gameId: created.gameId,
        ruleset: request.ruleset,
        mode: request.mode,
        seats: created.seats,
        createdAt: Date.now(),
        ...(created.invite ? { invite: created.invite } : {}),
      });
      navigate({ name: 'game', gameId: created.gameId });
    } catch (e) {
      setError(e instanceof ApiError ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(json);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div class="card" data-testid="sauron-rematch">
      <h3>
        The Expanded Game: the rematch <Cite clause="Expanded Game" />
      </h3>
      <p>The first battle ended without a decisive victory, so it is fought again: a new record starts from game-turn 1 with</p>
      <ul>
        {rematchPreview(view).map((l, i) => (
          <li key={i}>
            {l.text} <Cite clause={l.clause} />
          </li>
        ))}
      </ul>
      <div class="btn-row">
        {request && (
          <button class="btn btn-primary" disabled={busy} onClick={start} data-testid="sauron-rematch-start">
            Start the rematch ({request.mode === 'online' ? 'online' : 'hot-seat'})
          </button>
        )}
        <button class="btn" onClick={copy} data-testid="sauron-rematch-copy">
          {copied ? 'Copied' : 'Copy the options'}
        </button>
      </div>
      {error && <p class="error-text">{error}</p>}
      <details>
        <summary>The rematch's options, as the server's POST /api/games takes them (docs/protocol.md)</summary>
        <pre data-testid="sauron-rematch-options">{json}</pre>
      </details>
    </div>
  );
}

function Head({ view }: { view: SauronRefereeView }) {
  const s = view.summary;
  const outcome = outcomeOf(view);
  return (
    <header>
      <h2>
        Sauron: the record · Game-turn {s.turn}, {phaseName(s.phase)}
        {s.night ? ' (night)' : ''} <Cite clause="SAU-A6" />
      </h2>
      {outcome && (
        <p data-testid="sauron-outcome">
          <strong>The game is over:</strong> {outcome.reason} <Cite clause={outcome.clause} />
        </p>
      )}
    </header>
  );
}

function Play(props: PlayProps<SauronRefereeView, RecordAction>) {
  const { snapshot, act, busy, concealed, seat } = props;
  const view = snapshot.view;
  const legal = snapshot.legal;
  const table = useTableDice(
    props.mode === 'hotseat',
    "They are read in the order the rules roll them: a Leader Combat needs one die; a Mortal Combat round one die per leader, the challenger's first (SAU-A3); a rally the Rally Table's dice. If more are needed the game says which die to roll next and waits.",
  );
  const send: Send = async (a) => {
    const dice = table.dice();
    if (dice === null) return false;
    const done = await act(a, dice);
    if (done) table.used();
    return done;
  };
  const mine = seat !== null && !concealed && !outcomeOf(view);
  const next = legal.find((a) => a.type === 'next-phase');
  const choices = quickChoices(legal);
  return (
    <Stage
      class="sauron-referee"
      testid="sauron-referee"
      side={
        <>
          {props.status}
          {props.side}
        </>
      }
    >
      <div class="card stage-card">
        <Head view={view} />
        <Record view={view} />
        {mine && (
          <>
            <div class="btn-row" data-testid="sauron-choices">
              {next && (
                <button class="btn" disabled={busy} onClick={() => send(next)} data-testid="sauron-next-phase">
                  End the {phaseName(view.summary.phase)}
                </button>
              )}
              {choices.map((c, i) => (
                <button key={i} class="btn" disabled={busy} onClick={() => send(c.action)} data-testid="sauron-choice">
                  {c.label}
                </button>
              ))}
            </div>
            <CombatForm view={view} legal={legal} send={send} busy={busy} />
            <ChangeFormCard view={view} send={send} busy={busy} />
            {table.panel}
          </>
        )}
        <Rematch view={view} mode={seat !== null ? props.mode : null} />
        <Log view={view} />
      </div>
    </Stage>
  );
}

function ReplayBoard({ view, side }: ReplayProps<SauronRefereeView>) {
  return (
    <Stage class="sauron-referee" side={side}>
      <div class="card stage-card">
        <Head view={view} />
        <Record view={view} />
        <Rematch view={view} mode={null} />
        <Log view={view} />
      </div>
    </Stage>
  );
}

export const sauronRefereeUi: RulesetUi<SauronRefereeView, RecordAction> = {
  ...sauronRefereeMeta,
  engine: sauronReferee,
  seats: SEATS,
  seatName,
  seatColor: () => SEAT_COLOR,
  Play,
  ReplayBoard,
  describeEvent: (e, viewer, view) => describeLogEvent(e, viewer, view),
  outcome: outcomeOf,
  summary: summaryOf,
  toAct: toActOf,
  mergeViews: (views: Readonly<Record<Seat, SauronRefereeView>>) => views[SEATS[0]!]!,
  rules: {
    load: () => import('./rules.js').then((m) => ({ markdown: m.RULES_TEXT, anchors: m.ANCHORS })),
    assumptions: sauronReferee.assumptions,
    assumptionId: /^(SAU-A\d+)/,
  },
  optionFields: [
    { key: 'turn', label: 'The game-turn the record starts in', kind: 'int', min: 1, hint: '1 to 18; night from 15 (SAU-A19)' },
    { key: 'phase', label: 'The phase it starts in', kind: 'enum', values: PHASES.map((p) => ({ value: p, label: phaseName(p) })) },
  ],
};
