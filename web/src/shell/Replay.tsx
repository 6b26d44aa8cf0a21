/**
 * The replay viewer: a finished game's record (from the server, or a file) replayed in the browser by
 * the same ruleset code, stepped one action at a time, seen by either seat or by both at once.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { GameEvent, Seat } from '../../../src/core/ruleset.js';
import { api, ApiError } from '../net/api.js';
import type { ClientReplay, loadReplay } from '../replay.js';
import { useRulesetUi } from '../rulesets/registry.js';
import { findGame } from '../store.js';
import { useShell } from './context.js';
import { Log } from './Log.js';
import { Cite, downloadJson } from './ui.js';

export const REPLAY_FILE_KEY = 'warband.replay-file';

type Source = { kind: 'server'; gameId: string } | { kind: 'file' };

export function ReplayScreen({ source }: { source: Source }) {
  const shell = useShell();
  const [replay, setReplay] = useState<ClientReplay | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [step, setStep] = useState(0);
  const [perspective, setPerspective] = useState<Seat | 'all'>('all');
  const [playing, setPlaying] = useState(false);
  const fileName = useRef<typeof import('../replay.js')['recordFileName']>(() => 'record.json');

  useEffect(() => {
    let cancelled = false;
    setReplay(null);
    setError(null);
    (async () => {
      let record: unknown;
      try {
        if (source.kind === 'server') {
          const token = Object.values(findGame(source.gameId)?.seats ?? {})[0];
          record = await api.record(source.gameId, token);
        } else {
          const raw = sessionStorage.getItem(REPLAY_FILE_KEY);
          if (!raw) throw new Error('No record file is open. Open one from the start page.');
          record = JSON.parse(raw);
        }
      } catch (e) {
        if (!cancelled)
          setError(
            e instanceof ApiError && e.status === 403
              ? 'The record is available once the game is over.'
              : e instanceof Error
                ? e.message
                : String(e),
          );
        return;
      }
      let built: Awaited<ReturnType<typeof loadReplay>>;
      try {
        // The replayer (the core's match and record) and the record's system are chunks of their own.
        const replayer = await import('../replay.js');
        fileName.current = replayer.recordFileName;
        built = await replayer.loadReplay(record);
      } catch (e) {
        if (!cancelled) setError(`The board of this game could not be fetched: ${e instanceof Error ? e.message : String(e)}`);
        return;
      }
      if (cancelled) return;
      if (!built.ok) setError(built.error.message);
      else {
        setReplay(built.value);
        setStep(built.value.steps.length - 1);
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [source.kind === 'server' ? source.gameId : 'file']);

  const uiLoad = useRulesetUi(replay?.record.ruleset);
  const ui = uiLoad.state === 'ready' ? uiLoad.ui : undefined;
  useEffect(() => {
    shell.setActiveUi(ui ?? null);
    return () => shell.setActiveUi(null);
  }, [ui]);

  const last = replay ? replay.steps.length - 1 : 0;
  const go = (s: number) => setStep(Math.max(0, Math.min(last, s)));

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const t = e.target as HTMLElement | null;
      if (t && (t.tagName === 'INPUT' || t.tagName === 'SELECT' || t.tagName === 'TEXTAREA' || t.closest('svg.board'))) return;
      if (e.key === 'ArrowRight') go(step + 1), e.preventDefault();
      else if (e.key === 'ArrowLeft') go(step - 1), e.preventDefault();
      else if (e.key === 'Home') go(0);
      else if (e.key === 'End') go(last);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [step, last]);

  useEffect(() => {
    if (!playing) return;
    if (step >= last) return setPlaying(false);
    const t = setTimeout(() => go(step + 1), 700);
    return () => clearTimeout(t);
  }, [playing, step, last]);

  const { events, stepOf } = useMemo(() => {
    const events: GameEvent[] = [];
    const stepOf: number[] = [];
    replay?.steps.forEach((s, i) => s.events.forEach((e) => (events.push(e), stepOf.push(i))));
    return { events, stepOf };
  }, [replay]);

  if (error) {
    return (
      <main class="page narrow">
        <div class="card">
          <h2>Cannot show this replay</h2>
          <p>{error}</p>
          <a class="btn btn-primary" href="#/">
            Back to the start
          </a>
        </div>
      </main>
    );
  }
  if (!replay || !ui) {
    const why = !replay
      ? 'Loading the record…'
      : uiLoad.state === 'unknown'
        ? `This client cannot show ${replay.record.ruleset}.`
        : uiLoad.state === 'failed'
          ? `The board of ${replay.record.ruleset} could not be fetched (${uiLoad.error}).`
          : 'Loading the board…';
    return (
      <main class="page narrow">
        <p class="muted loading">{why}</p>
      </main>
    );
  }

  const view =
    perspective === 'all'
      ? ui.mergeViews(Object.fromEntries(ui.seats.map((s) => [s, replay.viewAt(step, s)])))
      : replay.viewAt(step, perspective);
  const current = replay.steps[step]!;
  const outcome = replay.outcomeAt(step);
  const result = replay.record.result;

  const controls = (
    <div class="card replay-controls">
      <h3>
        Replay{' '}
        <span class="muted">
          step {step} of {last}
        </span>
      </h3>
      <div class="btn-row" role="toolbar" aria-label="Replay controls">
        <button class="btn" onClick={() => go(0)} aria-label="First step" disabled={step === 0}>
          <Icon d="M6 5v14M19 5l-10 7 10 7z" />
        </button>
        <button class="btn" onClick={() => go(step - 1)} aria-label="Previous step" disabled={step === 0}>
          <Icon d="M16 5l-10 7 10 7z" />
        </button>
        <button
          class="btn btn-primary"
          onClick={() => (step >= last ? (go(0), setPlaying(true)) : setPlaying(!playing))}
          aria-label={playing ? 'Pause' : 'Play'}
        >
          {playing ? <Icon d="M7 5v14M17 5v14" /> : <Icon d="M8 5l11 7-11 7z" />}
        </button>
        <button class="btn" onClick={() => go(step + 1)} aria-label="Next step" disabled={step === last}>
          <Icon d="M8 5l10 7-10 7z" />
        </button>
        <button class="btn" onClick={() => go(last)} aria-label="Last step" disabled={step === last}>
          <Icon d="M18 5v14M5 5l10 7-10 7z" />
        </button>
      </div>
      <input
        type="range"
        min={0}
        max={last}
        value={step}
        onInput={(e) => go(Number((e.target as HTMLInputElement).value))}
        aria-label="Step"
        class="scrub"
      />
      <div class="field-row">
        <label for="persp">Seen by</label>
        <select id="persp" value={perspective} onChange={(e) => setPerspective((e.target as HTMLSelectElement).value as Seat | 'all')}>
          <option value="all">Both sides (all pieces)</option>
          {ui.seats.map((s) => (
            <option key={s} value={s}>
              {ui.seatName(s)} only
            </option>
          ))}
        </select>
      </div>
      <p class="muted step-desc">
        {current.seat ? (
          <>
            <span class="seat-dot" style={{ background: ui.seatColor(current.seat) }} />{' '}
            {current.events.map((e) => ui.describeEvent(e, null, view)?.text).filter(Boolean)[0] ??
              // The players' own end (a resignation, an agreed draw) is an entry without events: its outcome says it.
              (current.action === null && outcome ? outcome.reason : `${ui.seatName(current.seat)} acted`)}
          </>
        ) : (
          'The start of the game.'
        )}
      </p>
      {outcome && (
        <p class="replay-outcome">
          <strong>{outcome.winner ? `${ui.seatName(outcome.winner)} won` : 'Drawn'}</strong>: {outcome.reason}{' '}
          <Cite clause={outcome.clause} ui={ui} />
        </p>
      )}
      {replay.diceVerified !== null && replay.record.formatVersion === 2 && (
        <p class={replay.diceVerified ? 'dice-verified' : 'error-text'} title={`commitment ${replay.record.dice.commitment}`}>
          {replay.diceVerified ? '✓ Dice verified' : '✗ Dice not verified'}
          <span class="muted">
            {' '}
            : the revealed secret hashes to the commitment published when the game began
            {replay.diceVerified
              ? ', and every action replays with the rolls derived from it'
              : ', but an action does not replay with its rolls'}{' '}
            (docs/records.md, "Dice").
          </span>
        </p>
      )}
      {replay.failure && (
        <p class="error-text">
          Action {replay.failure.index + 1} of the record could not be replayed: {replay.failure.error.message}
        </p>
      )}
      <div class="btn-row">
        <button
          class="btn"
          onClick={() => downloadJson(fileName.current(replay.record, source.kind === 'server' ? source.gameId : undefined), replay.record)}
        >
          Download record
        </button>
        <a class="btn btn-ghost" href="#/">
          Home
        </a>
      </div>
    </div>
  );

  const side = (
    <>
      {controls}
      <Log ui={ui} events={events} viewer={null} view={view} stepOf={stepOf} currentStep={step} onStep={go} title="Moves" />
    </>
  );

  const Board = ui.ReplayBoard;
  return (
    <main class="game replay" data-ruleset={ui.id}>
      <Board view={view} stepEvents={current.events} perspective={perspective === 'all' ? null : perspective} side={side} />
      {result && step === last && !outcome && <p class="muted">Recorded result: {result.reason}</p>}
    </main>
  );
}

function Icon({ d }: { d: string }) {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" class="icon">
      <path d={d} />
    </svg>
  );
}
