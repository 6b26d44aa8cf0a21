/**
 * The start page: pick a rule system, start a game (against the computer, hot-seat, or online with an
 * invitation link), resume one of this browser's games, or open a record file as a replay.
 */
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { api, ApiError, type GameSummary, type RulesetInfo } from '../net/api.js';
import {
  getRulesetMeta,
  listRulesetMetas,
  listSystemUis,
  loadedRulesetUi,
  useRulesetUi,
  type GameMode,
  type OptionField,
  type RulesetMeta,
} from '../rulesets/registry.js';
import { navigate } from '../router.js';
import { forgetGame, listGames, rememberGame, type StoredGame } from '../store.js';
import { useShell } from './context.js';
import { REPLAY_FILE_KEY } from './Replay.js';
import { timeSettings } from '../status.js';

const MODES: { id: GameMode; label: string; text: string }[] = [
  { id: 'computer', label: 'Against the computer', text: 'The server plays the other side.' },
  { id: 'hotseat', label: 'Hot-seat', text: 'Two players take turns at this screen.' },
  { id: 'online', label: 'Online with a friend', text: 'Send an invitation link.' },
];

export function Home() {
  const shell = useShell();
  const [rulesets, setRulesets] = useState<RulesetInfo[] | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string>(listRulesetMetas()[0]?.id ?? '');
  // The first system's form is shown without its interface; a system picked by hand is fetched at once (its options, its editor).
  const [picked, setPicked] = useState(false);
  const [games, setGames] = useState<StoredGame[]>(() => listGames());
  const [summaries, setSummaries] = useState<Map<string, GameSummary>>(new Map());

  useEffect(() => {
    shell.setActiveUi(getRulesetMeta(chosen) ?? null);
    return () => shell.setActiveUi(null);
  }, [chosen]);

  useEffect(() => {
    api.rulesets().then(
      (r) => setRulesets(r),
      (e) => setServerError(e instanceof Error ? e.message : String(e)),
    );
  }, []);

  useEffect(() => {
    const tokens = games.flatMap((g) => Object.values(g.seats));
    api.games(tokens).then(
      (list) => setSummaries(new Map(list.map((s) => [s.gameId, s]))),
      () => {},
    );
  }, [games.length]);

  const systems = listSystemUis();
  // Each system's game first; its referee's tools (a battle, a record, an attack at the table) listed apart.
  const gameMetas = systems.map((s) => s.engines[0]!.meta);
  const toolMetas = systems.flatMap((s) => s.engines.slice(1).map((e) => e.meta));
  const meta = getRulesetMeta(chosen);
  const info = rulesets?.find((r) => r.id === chosen);
  const others = (rulesets ?? []).filter((r) => !getRulesetMeta(r.id));
  const formRef = useRef<HTMLDivElement>(null);
  const choose = (id: string) => {
    setChosen(id);
    setPicked(true);
    // The start button is pinned to the form's foot: bring the form up where it is below the window (a phone).
    requestAnimationFrame(() => {
      const el = formRef.current;
      if (!el) return;
      const r = el.getBoundingClientRect();
      if (r.top > window.innerHeight / 2 || r.bottom < 80) el.scrollIntoView({ block: 'start' });
    });
  };

  return (
    <main class="page home">
      <section class="hero">
        <h1>
          Warband <span class="muted">· classic fantasy wargames</span>
        </h1>
        <p>Play the old rulebooks faithfully: every rule the table applies names the clause it comes from.</p>
      </section>

      {serverError && (
        <div class="card warn" role="alert">
          The server cannot be reached ({serverError}). Replays of record files still work.
        </div>
      )}

      <div class="home-play">
        <section class="rulesets" aria-label="Games">
          {gameMetas.map((u) => (
            <div key={u.id} class={`ruleset-card game-card${u.id === chosen ? ' chosen' : ''}`} data-ruleset={u.id}>
              <button class="ruleset-pick" aria-pressed={u.id === chosen} onClick={() => choose(u.id)}>
                {u.picture && (
                  <img class="ruleset-picture" src={u.picture} alt="" width={128} height={80} loading="lazy" decoding="async" />
                )}
                <span class="ruleset-text">
                  <strong>{u.name}</strong>
                  <span class="ruleset-blurb">{u.blurb}</span>
                </span>
              </button>
              <a href={`#/rules/${u.id}`} class="small-link">
                Read the rules
              </a>
            </div>
          ))}
        </section>
        <div class="home-form" ref={formRef}>
          {/* keyed by ruleset: a new system starts with its own seats and options, not the last one's */}
          {meta && <NewGame key={meta.id} meta={meta} eager={picked} info={info} onCreated={() => setGames(listGames())} />}
        </div>
      </div>

      <section class="card referee-tools" aria-label="Referee tools">
        <h2>Referee tools</h2>
        <p class="muted">For a game on a real table: one battle, a record, one attack, with the rules' own dice and odds.</p>
        <div class="tool-list">
          {toolMetas.map((u) => (
            <div key={u.id} class={`ruleset-card tool-card${u.id === chosen ? ' chosen' : ''}`} data-ruleset={u.id}>
              <button class="ruleset-pick" aria-pressed={u.id === chosen} onClick={() => choose(u.id)}>
                <strong>{u.name}</strong>
                <span class="ruleset-blurb">{u.blurb}</span>
              </button>
              <a href={`#/rules/${u.id}`} class="small-link">
                Read the rules
              </a>
            </div>
          ))}
          {others.map((r) => (
            <div key={r.id} class="ruleset-card disabled" aria-disabled="true">
              <strong>{r.name}</strong>
              <span class="muted">Playable from the terminal; its board is coming to the browser.</span>
            </div>
          ))}
        </div>
      </section>

      <section class="card">
        <h2>Your games</h2>
        {games.length === 0 ? (
          <p class="muted">Games you start or join in this browser are listed here, so you can come back to them.</p>
        ) : (
          <ul class="game-list">
            {games.map((g) => (
              <GameRow
                key={g.gameId}
                game={g}
                summary={summaries.get(g.gameId)}
                onForget={() => {
                  forgetGame(g.gameId);
                  setGames(listGames());
                }}
              />
            ))}
          </ul>
        )}
        <OpenRecord />
      </section>
    </main>
  );
}

function NewGame({
  meta,
  eager,
  info,
  onCreated,
}: {
  meta: RulesetMeta;
  eager: boolean;
  info: RulesetInfo | undefined;
  onCreated: () => void;
}) {
  const shell = useShell();
  // The system's interface (its option fields and editor) is fetched when asked for: picked by hand, or its options opened.
  const [wanted, setWanted] = useState(eager);
  const uiLoad = useRulesetUi(wanted || loadedRulesetUi(meta.id) ? meta.id : null);
  const ui = uiLoad.state === 'ready' ? uiLoad.ui : undefined;
  const [mode, setMode] = useState<GameMode>('computer');
  const [level, setLevel] = useState('beginner');
  const [clockMinutes, setClockMinutes] = useState('');
  const [claimHours, setClaimHours] = useState('');
  const [seat, setSeat] = useState<string>(meta.seats[0] ?? '');
  const [options, setOptions] = useState<Record<string, unknown>>({});
  const [creating, setCreating] = useState(false);
  const [createError, setCreateError] = useState<{ message: string; clause?: string } | null>(null);
  const defaults = info?.defaultOptions ?? {};
  const moreFields = useMemo(() => (ui ? schemaFields(info, ui.optionFields) : []), [info, ui]);
  // The seats the options make playable (two players a side opens Sword & Spear's second commands); the first if the one picked is gone.
  const seatChoices = meta.seatsFor?.({ ...defaults, ...options }) ?? meta.seats;
  const picked = seatChoices.includes(seat) ? seat : (seatChoices[0] ?? '');

  const create = async (e: Event) => {
    e.preventDefault();
    const time = timeSettings(mode, clockMinutes, claimHours);
    if (!time.ok) {
      shell.toast({ text: time.error, tone: 'error' });
      return;
    }
    setCreating(true);
    try {
      const changed = Object.fromEntries(Object.entries(options).filter(([k, v]) => v !== defaults[k]));
      const body = {
        ruleset: meta.id,
        mode,
        ...(Object.keys(changed).length ? { options: changed } : {}),
        ...(mode !== 'hotseat' ? { seat: picked } : {}),
        ...(mode === 'computer' ? { level } : {}),
        ...time.value,
      };
      const created = await api.createGame(body);
      setCreateError(null);
      rememberGame({
        gameId: created.gameId,
        ruleset: meta.id,
        mode,
        seats: created.seats,
        createdAt: Date.now(),
        ...(mode === 'computer' ? { level } : {}),
        ...(created.invite ? { invite: created.invite } : {}),
      });
      onCreated();
      navigate({ name: 'game', gameId: created.gameId });
    } catch (err) {
      setCreateError({
        message: err instanceof ApiError ? err.message : String(err),
        ...(err instanceof ApiError && err.clause ? { clause: err.clause } : {}),
      });
      shell.toast({
        text: err instanceof ApiError ? err.message : String(err),
        clause: err instanceof ApiError ? err.clause : undefined,
        tone: 'error',
      });
    } finally {
      setCreating(false);
    }
  };

  return (
    <section class="card new-game">
      <h2>New game of {meta.name}</h2>
      <form onSubmit={create}>
        <fieldset class="segmented" aria-label="How to play">
          {MODES.map((m) => (
            <label key={m.id} class={mode === m.id ? 'on' : ''}>
              <input type="radio" name="mode" value={m.id} checked={mode === m.id} onChange={() => setMode(m.id)} />
              <span>{m.label}</span>
            </label>
          ))}
        </fieldset>
        <p class="muted">{MODES.find((m) => m.id === mode)!.text}</p>
        {mode === 'computer' && (
          <div class="field">
            <span class="field-label">Computer's strength</span>
            <div class="choice-row">
              {/* The computer's strengths for this game's system (src/ai/<system>/), as the server lists them. */}
              {(info?.levels ?? []).map((l) => (
                <label key={l.id} class={`choice${level === l.id ? ' on' : ''}`}>
                  <input type="radio" name="level" value={l.id} checked={level === l.id} onChange={() => setLevel(l.id)} />
                  <strong>{l.name}</strong> <span class="muted">{l.description}</span>
                </label>
              ))}
            </div>
          </div>
        )}
        {mode !== 'hotseat' && (
          <div class="field">
            <span class="field-label">Your side</span>
            <div class="choice-row">
              {seatChoices.map((s) => (
                <label key={s} class={`choice${picked === s ? ' on' : ''}`}>
                  <input type="radio" name="seat" value={s} checked={picked === s} onChange={() => setSeat(s)} />
                  <span class="seat-dot" style={{ background: meta.seatColor(s) }} /> {meta.seatName(s)}
                </label>
              ))}
            </div>
          </div>
        )}
        {mode !== 'hotseat' && (
          <div class="field time-settings">
            <span class="field-label">Time</span>
            <div class="field-row">
              <label for="clock-minutes">Game clock, minutes per side</label>
              <input
                id="clock-minutes"
                name="clock"
                type="number"
                min={0}
                step="any"
                inputMode="decimal"
                placeholder="none"
                value={clockMinutes}
                onInput={(e) => setClockMinutes((e.target as HTMLInputElement).value)}
              />
            </div>
            {mode === 'online' && (
              <div class="field-row">
                <label for="claim-hours">Claim the game after, hours without a move</label>
                <input
                  id="claim-hours"
                  name="claimAfter"
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  placeholder="never"
                  value={claimHours}
                  onInput={(e) => setClaimHours((e.target as HTMLInputElement).value)}
                />
              </div>
            )}
            <p class="muted">
              Empty for none. A player whose clock runs out loses.
              {mode === 'online' && ' If your friend leaves a decision pending that long, you may claim the game and win it.'}
            </p>
          </div>
        )}
        {ui?.OptionsEditor && (
          <ui.OptionsEditor
            options={options}
            defaults={defaults}
            error={createError}
            setOption={(key, value) =>
              setOptions((prev) => {
                const next = { ...prev };
                if (value === undefined) delete next[key];
                else next[key] = value;
                return next;
              })
            }
          />
        )}
        <details class="options" onToggle={(e) => (e.currentTarget as HTMLDetailsElement).open && setWanted(true)}>
          <summary>Rule options</summary>
          <p class="muted">Where the rulebook is silent the project chose a reading; each can be changed for this game.</p>
          {!ui && (
            <p class="muted loading" data-testid="options-loading">
              {uiLoad.state === 'failed' ? `The options could not be fetched (${uiLoad.error}).` : 'Fetching the options…'}
            </p>
          )}
          {ui?.optionFields.map((f) => (
            <OptionInput
              key={f.key}
              field={f}
              value={options[f.key] ?? defaults[f.key]}
              onChange={(v) => setOptions({ ...options, [f.key]: v })}
              rulesetId={meta.id}
            />
          ))}
          {moreFields.length > 0 && (
            <details class="options more-options" data-testid="more-options">
              <summary>Every other reading ({moreFields.length})</summary>
              {moreFields.map(({ field, values }) => (
                <OptionInput
                  key={field.key}
                  field={field}
                  value={options[field.key] ?? defaults[field.key]}
                  // An enum of numbers comes back from its <select> as text: give the option its own value.
                  onChange={(v) => setOptions({ ...options, [field.key]: values?.find((x) => String(x) === String(v)) ?? v })}
                  rulesetId={meta.id}
                />
              ))}
            </details>
          )}
        </details>
        {/* Pinned to the window's foot while the form runs below it, so choosing a game shows its start at once. */}
        <div class="start-row">
          <button type="submit" class="btn btn-primary btn-big" disabled={creating} data-testid="create-game">
            {creating ? 'Starting…' : mode === 'online' ? 'Create and invite' : 'Start the game'}
          </button>
        </div>
      </form>
    </section>
  );
}

function OptionInput({
  field,
  value,
  onChange,
  rulesetId,
}: {
  field: OptionField;
  value: unknown;
  onChange: (v: unknown) => void;
  rulesetId: string;
}) {
  const shell = useShell();
  const id = `opt-${field.key}`;
  const assumption = field.assumption ? (
    <a
      href={`#/rules/${rulesetId}`}
      class="small-link"
      onClick={(e) => {
        e.preventDefault();
        shell.openRules(rulesetId, { kind: 'assumption', id: `assumption-${field.assumption}` });
      }}
    >
      {field.assumption}
    </a>
  ) : null;
  if (field.kind === 'bool') {
    return (
      <div class="field option">
        <label for={id} class="check">
          <input id={id} type="checkbox" checked={value === true} onChange={(e) => onChange((e.target as HTMLInputElement).checked)} />{' '}
          {field.label}
        </label>{' '}
        {assumption}
      </div>
    );
  }
  if (field.kind === 'int') {
    return (
      <div class="field option">
        <label for={id}>
          {field.label} {assumption}
        </label>
        <input
          id={id}
          name={field.key}
          type="number"
          min={field.min}
          step={1}
          value={typeof value === 'number' ? value : ''}
          placeholder={field.hint}
          onInput={(e) => {
            const n = Number((e.target as HTMLInputElement).value);
            if (Number.isInteger(n)) onChange(n);
          }}
        />
      </div>
    );
  }
  return (
    <div class="field option">
      <label for={id}>
        {field.label} {assumption}
      </label>
      <select id={id} name={field.key} value={String(value ?? '')} onChange={(e) => onChange((e.target as HTMLSelectElement).value)}>
        {field.values.map((v) => (
          <option key={v.value} value={v.value}>
            {v.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** "dieCostShort" -> "Die cost short" */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/^./, (c) => c.toUpperCase());

/** The server's field for every switchable assumption, less those the ruleset's screen already offers. */
function schemaFields(
  info: RulesetInfo | undefined,
  offered: readonly OptionField[],
): { field: OptionField; values?: readonly (string | number)[] }[] {
  const shown = new Set(offered.map((f) => f.key));
  return (info?.optionFields ?? [])
    .filter((f) => !shown.has(f.key))
    .map((f) => {
      const label = words(f.key);
      const assumption = f.assumptions[0];
      if (f.kind === 'enum')
        return {
          field: {
            key: f.key,
            label,
            kind: 'enum' as const,
            assumption,
            values: f.values.map((v) => ({ value: String(v), label: String(v) })),
          },
          values: f.values,
        };
      if (f.kind === 'bool') return { field: { key: f.key, label, kind: 'bool' as const, assumption } };
      const hint = f.max !== undefined ? `${f.min ?? 0} to ${f.max}` : undefined;
      return { field: { key: f.key, label, kind: 'int' as const, min: f.min ?? 0, assumption, ...(hint ? { hint } : {}) } };
    });
}

const MODE_LABEL: Record<GameMode, string> = { computer: 'vs computer', hotseat: 'hot-seat', online: 'online' };

function summaryOutcome(s: GameSummary | undefined): { winner: string | null; reason: string } | null {
  return s?.outcome ?? null;
}

function isOver(g: StoredGame, s: GameSummary | undefined): boolean {
  return !!summaryOutcome(s) || s?.status === 'over' || !!g.result;
}

function GameRow({ game, summary, onForget }: { game: StoredGame; summary: GameSummary | undefined; onForget: () => void }) {
  const ui = getRulesetMeta(game.ruleset);
  const over = isOver(game, summary);
  const outcome = summaryOutcome(summary) ?? game.result ?? null;
  const seats = Object.keys(game.seats);
  const when = useMemo(
    () => new Date(game.createdAt).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
    [game.createdAt],
  );
  return (
    <li class="game-row" data-game={game.gameId}>
      <div class="game-row-main">
        <strong>{ui?.name ?? game.ruleset}</strong> <span class="pill">{MODE_LABEL[game.mode] ?? game.mode}</span>
        <div class="muted">
          {game.mode === 'hotseat' ? 'both sides' : `as ${seats.map((s) => ui?.seatName(s) ?? s).join(', ')}`} · {when}
        </div>
        <div class={over ? 'game-over-text' : 'muted'}>
          {over
            ? outcome
              ? outcome.winner
                ? `${ui?.seatName(outcome.winner) ?? outcome.winner} won: ${outcome.reason}`
                : `Drawn: ${outcome.reason}`
              : 'Finished'
            : 'In progress'}
        </div>
      </div>
      <div class="btn-row">
        {over ? (
          <>
            <a class="btn" href={`#/replay/${encodeURIComponent(game.gameId)}`}>
              Replay
            </a>
            <a class="btn btn-ghost" href={`#/game/${encodeURIComponent(game.gameId)}`}>
              Board
            </a>
          </>
        ) : (
          <a class="btn btn-primary" href={`#/game/${encodeURIComponent(game.gameId)}`}>
            Resume
          </a>
        )}
        <button
          class="btn btn-ghost"
          onClick={onForget}
          aria-label="Forget this game"
          title="Forget this game (its tokens are deleted from this browser)"
        >
          Forget
        </button>
      </div>
    </li>
  );
}

function OpenRecord() {
  const shell = useShell();
  const open = async (file: File) => {
    try {
      const text = await file.text();
      const json = JSON.parse(text) as unknown;
      // The replayer and the record's rule system are fetched to check that it replays.
      const built = await (await import('../replay.js')).loadReplay(json);
      if (!built.ok) {
        shell.toast({ text: built.error.message, tone: 'error' });
        return;
      }
      sessionStorage.setItem(REPLAY_FILE_KEY, text);
      navigate({ name: 'replay-file' });
    } catch (e) {
      shell.toast({ text: `Not a game record: ${e instanceof Error ? e.message : String(e)}`, tone: 'error' });
    }
  };
  return (
    <div class="open-record">
      <label class="btn btn-ghost file-btn">
        Open a record file…
        <input
          type="file"
          accept="application/json,.json"
          onChange={(e) => {
            const f = (e.target as HTMLInputElement).files?.[0];
            if (f) void open(f);
            (e.target as HTMLInputElement).value = '';
          }}
        />
      </label>
      <span class="muted"> Replays a game saved by Warband (the terminal's or this page's "Download record").</span>
    </div>
  );
}
