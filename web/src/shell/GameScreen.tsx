/**
 * A live game: one WebSocket per seat this browser holds (two in hot-seat), the ruleset module's board,
 * the log, the hot-seat cover, the invitation while a friend has not joined, and the end screen.
 * Every state shown is one the server sent; an action is shown only once the server has applied it.
 *
 * The players' controls (docs/web.md): resign, offer or answer a draw, ask for or answer a takeback
 * (the server decides each), and step back through the positions as this seat saw them while the game
 * goes on (read-only, from the server's positions). `spectate` watches as a spectator whatever seats
 * this browser holds (the spectator link).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks';
import type { Seat } from '../../../src/core/ruleset.js';
import { api, ApiError, type GameInfo, type Position } from '../net/api.js';
import { ActionRefused, GameConnection, wsUrl, type ConnectionStatus, type PlayerRequest, type SeatState } from '../net/connection.js';
import { useRulesetUi, type AnyRulesetUi, type Snapshot } from '../rulesets/registry.js';
import { inviteLink, navigate, spectatorLink } from '../router.js';
import {
  claimChance,
  clockRemainingMs,
  endedByText,
  formatClock,
  formatWait,
  noticeText,
  seatLabelText,
  type GameStatus,
} from '../status.js';
import { findGame, updateGame, type StoredGame } from '../store.js';
import { AutoPassSetting, useAutoPass, useAutoPassSetting } from './AutoPass.js';
import { useShell } from './context.js';
import { Log } from './Log.js';
import { Cite, copyText, Modal, SeatBadge } from './ui.js';

const SPECTATOR_KEY = '(spectator)';

/** A state as received, with the local time it arrived (clocks count down from there). */
type Received = SeatState & { readonly receivedAt: number };

/** The current time, refreshed every `everyMs` while `on`. */
function useNow(on: boolean, everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!on) return;
    setNow(Date.now());
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [on, everyMs]);
  return on ? Math.max(now, Date.now()) : now;
}

export function GameScreen({ gameId, spectate = false }: { gameId: string; spectate?: boolean }) {
  const shell = useShell();
  const [stored, setStored] = useState<StoredGame | undefined>(() => findGame(gameId));
  const tokens: Readonly<Record<string, string>> = spectate ? {} : (stored?.seats ?? {});
  const heldSeats = Object.keys(tokens);
  const [info, setInfo] = useState<GameInfo | null>(null);
  const [loadError, setLoadError] = useState<ApiError | null>(null);
  const [snaps, setSnaps] = useState<Record<string, Received>>({});
  const [conn, setConn] = useState<{ status: ConnectionStatus; retryInMs?: number }>({ status: 'connecting' });
  const [fatal, setFatal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<Seat | null>(null);
  const [endClosed, setEndClosed] = useState(false);
  /** Stepping back: the position shown instead of the live one (null: live). */
  const [history, setHistory] = useState<{ seq: number; position: Position | null } | null>(null);
  const conns = useRef<Record<string, GameConnection>>({});
  const uiRef = useRef<AnyRulesetUi | undefined>(undefined);

  // The system's interface is a chunk of its own, fetched once the game says which system it is.
  const uiLoad = useRulesetUi(info?.ruleset);
  const ui: AnyRulesetUi | undefined = uiLoad.state === 'ready' ? uiLoad.ui : undefined;
  uiRef.current = ui;
  useEffect(() => {
    shell.setActiveUi(ui ?? null);
    return () => shell.setActiveUi(null);
  }, [ui]);

  // The game's description (ruleset, mode, who holds the seats). Asked again while a seat is open.
  const loadInfo = useCallback(async () => {
    try {
      const firstToken = spectate ? undefined : Object.values(findGame(gameId)?.seats ?? {})[0];
      const i = await api.game(gameId, firstToken);
      setInfo(i);
      setLoadError(null);
      return i;
    } catch (e) {
      if (e instanceof ApiError) setLoadError(e);
      return null;
    }
  }, [gameId]);

  useEffect(() => {
    setStored(findGame(gameId));
    setSnaps({});
    setInfo(null);
    setRevealed(null);
    setEndClosed(false);
    setHistory(null);
    void loadInfo();
  }, [gameId]);

  const anyOpen = !!info && Object.values(info.seats).includes('open');
  useEffect(() => {
    if (!anyOpen) return;
    const t = setInterval(() => void loadInfo(), 3000);
    return () => clearInterval(t);
  }, [anyOpen, loadInfo]);

  // One connection per held seat, or one spectator connection.
  useEffect(() => {
    if (!info) return;
    const entries: [string, string | undefined][] = heldSeats.length ? Object.entries(tokens) : [[SPECTATOR_KEY, undefined]];
    const statuses: Record<string, ConnectionStatus> = {};
    for (const [index, [key, token]] of entries.entries()) {
      conns.current[key] = new GameConnection({
        url: wsUrl(location),
        game: gameId,
        token,
        onState: (msg: SeatState) => setSnaps((prev) => ({ ...prev, [key]: { ...msg, receivedAt: Date.now() } })),
        // Every connection hears each notice: one of them tells it.
        onNotice:
          index === 0
            ? (kind, seat) => shell.toast({ text: noticeText(kind, uiRef.current?.seatName(seat) ?? seat), tone: 'info' })
            : undefined,
        onStatus: (status, d) => {
          statuses[key] = status;
          const all = Object.values(statuses);
          const worst = all.includes('closed')
            ? 'closed'
            : all.includes('reconnecting')
              ? 'reconnecting'
              : all.includes('connecting')
                ? 'connecting'
                : 'open';
          setConn({ status: worst, retryInMs: d.retryInMs });
        },
        onFatal: (m) => setFatal(m),
      });
    }
    const wake = () => Object.values(conns.current).forEach((c) => c.reconnectNow());
    const onVisible = () => document.visibilityState === 'visible' && wake();
    window.addEventListener('online', wake);
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.removeEventListener('online', wake);
      document.removeEventListener('visibilitychange', onVisible);
      for (const c of Object.values(conns.current)) c.close();
      conns.current = {};
    };
  }, [info?.gameId, stored?.seats && JSON.stringify(stored.seats)]);

  // Refresh who sits where when a state arrives while a seat was open.
  const maxSeq = Math.max(-1, ...Object.values(snaps).map((s) => s.seq));
  useEffect(() => {
    if (anyOpen && maxSeq >= 0) void loadInfo();
  }, [maxSeq]);

  // Whose screen to show: the held seat with a decision pending now (hot-seat), else the first held.
  const fresh = heldSeats.filter((s) => snaps[s]?.seq === maxSeq);
  const acting = fresh.filter((s) => (snaps[s]?.legal.length ?? 0) > 0);
  const active: string | null =
    heldSeats.length === 0
      ? null
      : acting.includes(revealed ?? '')
        ? revealed
        : (acting[0] ?? (revealed && snaps[revealed] ? revealed : (heldSeats.find((s) => snaps[s]) ?? null)));
  const snapshot: Received | undefined = heldSeats.length === 0 ? snaps[SPECTATOR_KEY] : active ? snaps[active] : undefined;
  // The server's status is the truth about the end: a game lost on time or abandoned has no outcome in the view.
  const status: GameStatus | null = snapshot?.status ?? null;
  const outcome = status?.outcome ?? (ui && snapshot ? ui.outcome(snapshot.view) : null);
  const endCause = endedByText(status?.endedBy ?? null);
  const hotseat = info?.mode === 'hotseat' && heldSeats.length > 1;
  const covered = hotseat && !outcome && acting.length > 0 && active !== revealed;

  useEffect(() => {
    if (outcome) updateGame(gameId, { result: { winner: outcome.winner, reason: outcome.reason } });
  }, [outcome?.reason]);

  const act = useCallback(
    async (action: unknown, dice?: readonly number[]): Promise<boolean> => {
      const c = active ? conns.current[active] : undefined;
      if (!c) return false;
      setBusy(true);
      try {
        await c.act(action, dice);
        return true;
      } catch (e) {
        if (e instanceof ActionRefused) shell.toast({ text: e.error.message, clause: e.error.clause, tone: 'error' });
        else shell.toast({ text: String(e), tone: 'error' });
        return false;
      } finally {
        setBusy(false);
      }
    },
    [active],
  );

  const [autoPass, setAutoPass] = useAutoPassSetting();
  useAutoPass({
    enabled: autoPass && !outcome,
    passes: ui?.passes,
    legal: snapshot?.legal,
    seq: snapshot?.seq,
    seat: active,
    busy,
    act,
  });

  const seatLabel = useCallback(
    (seat: Seat): string => {
      if (!ui) return seat;
      const name = ui.seatName(seat);
      if (!info) return name;
      return seatLabelText(name, info.seats[seat], {
        mode: heldSeats.length ? info.mode : 'spectator',
        held: !!tokens[seat],
        ...(stored?.level ? { level: stored.level } : {}),
      });
    },
    [ui, info, stored, spectate],
  );

  /** Sends a player's request on `seat`'s connection; a refusal is shown with its rule. */
  const request = useCallback(async (seat: Seat | null, r: PlayerRequest): Promise<boolean> => {
    const c = seat ? conns.current[seat] : undefined;
    if (!c) return false;
    setBusy(true);
    try {
      await c.request(r);
      return true;
    } catch (e) {
      if (e instanceof ActionRefused) shell.toast({ text: e.error.message, clause: e.error.clause, tone: 'error' });
      else shell.toast({ text: String(e), tone: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  // Stepping back: the position is asked of the server (as this seat saw it), never worked out here.
  const historySeat = active;
  useEffect(() => {
    if (history === null || history.position?.seq === history.seq) return;
    let gone = false;
    api
      .position(gameId, history.seq, historySeat ? tokens[historySeat] : undefined)
      .then((position) => !gone && setHistory((h) => (h && h.seq === position.seq ? { ...h, position } : h)))
      .catch((e: unknown) => {
        if (gone) return;
        shell.toast({ text: e instanceof Error ? e.message : String(e), tone: 'error' });
        setHistory(null);
      });
    return () => {
      gone = true;
    };
  }, [history?.seq, historySeat]);
  // A takeback can leave the position shown past the live game: back to the live board then.
  useEffect(() => {
    if (history !== null && snapshot && history.seq >= snapshot.seq) setHistory(null);
  }, [snapshot?.seq]);

  if (loadError) {
    return (
      <main class="page narrow">
        <div class="card">
          <h2>{loadError.status === 404 ? 'No such game' : 'Cannot open this game'}</h2>
          <p>{loadError.message}</p>
          <a class="btn btn-primary" href="#/">
            Back to the start
          </a>
        </div>
      </main>
    );
  }
  if (!info || !ui) {
    return (
      <main class="page narrow">
        <p class="muted loading">
          {!info || uiLoad.state === 'loading'
            ? 'Opening the game…'
            : uiLoad.state === 'failed'
              ? `The board of ${info.ruleset} could not be fetched (${uiLoad.error}). Reload the page to try again.`
              : `This client cannot show ${info.ruleset} yet.`}
        </p>
      </main>
    );
  }

  const invite =
    stored?.invite && info.mode === 'online' && anyOpen ? inviteLink(location.origin, location.pathname, gameId, stored.invite) : null;
  const watchLink = spectatorLink(location.origin, location.pathname, gameId);
  const toAct = snapshot ? ui.toAct(snapshot.view) : [];
  const turnText = !snapshot
    ? 'Connecting…'
    : outcome
      ? outcome.winner === null
        ? 'The game is drawn.'
        : tokens[outcome.winner] && !hotseat
          ? 'You won!'
          : `${ui.seatName(outcome.winner)} won.`
      : active && (snapshot.legal.length ?? 0) > 0
        ? hotseat
          ? `${ui.seatName(active)}: your decision`
          : 'Your move'
        : toAct.length
          ? `Waiting for ${toAct.map((s) => seatLabel(s)).join(' and ')}…`
          : '…';

  const statusPanel = (
    <>
      <div class={`card status${snapshot && active && snapshot.legal.length > 0 && !outcome ? ' your-move' : ''}`}>
        <div class="status-line">
          <strong class="turn" data-testid="turn">
            {turnText}
          </strong>
          <ConnDot status={conn.status} retryInMs={conn.retryInMs} />
        </div>
        {snapshot && <div class="muted summary">{ui.summary(snapshot.view)}</div>}
        <div class="seats">
          {ui.seats.map((s) => (
            <SeatBadge key={s} ui={ui} seat={s} label={seatLabel(s)} />
          ))}
        </div>
        {snapshot && status?.clock && !outcome && <Clocks ui={ui} status={status} receivedAt={snapshot.receivedAt} seatLabel={seatLabel} />}
        {snapshot && status && info.mode !== 'hotseat' && (
          <ClaimPanel
            ui={ui}
            gameId={gameId}
            status={status}
            receivedAt={snapshot.receivedAt}
            tokens={tokens}
            onClaimed={() => Object.values(conns.current).forEach((c) => c.sync())}
          />
        )}
        {status?.dice && <DiceCommitment gameId={gameId} dice={status.dice} />}
        {snapshot && status && !outcome && status.phase === 'active' && heldSeats.length > 0 && (
          <PlayerControls ui={ui} status={status} held={heldSeats} active={active} hotseat={hotseat} busy={busy} request={request} />
        )}
        {snapshot && (
          <HistoryStepper
            seq={history?.seq ?? null}
            last={snapshot.seq}
            onStep={(seq) => setHistory(seq === null || seq >= snapshot.seq ? null : { seq: Math.max(0, seq), position: null })}
          />
        )}
        {busy && <div class="muted">Sending…</div>}
        {fatal && <div class="error-text">{fatal}</div>}
      </div>
      {invite && <InviteCard link={invite} watch={watchLink} />}
    </>
  );
  const side = (
    <>
      {snapshot && <Log ui={ui} events={snapshot.events} viewer={active} view={snapshot.view} />}
      <div class="btn-row side-actions">
        <button class="btn btn-ghost" onClick={() => shell.openRules(ui.id)}>
          Rules
        </button>
        {outcome && (
          <a class="btn" href={`#/replay/${encodeURIComponent(gameId)}`}>
            Replay this game
          </a>
        )}
        {info.mode === 'online' && heldSeats.length > 0 && !invite && (
          <button
            class="btn btn-ghost"
            data-testid="copy-spectator-link"
            onClick={async () => shell.toast({ text: (await copyText(watchLink)) ? 'Spectator link copied.' : watchLink, tone: 'info' })}
          >
            Spectator link
          </button>
        )}
        <a class="btn btn-ghost" href="#/">
          Home
        </a>
      </div>
      {ui.passes && <AutoPassSetting on={autoPass} set={setAutoPass} />}
    </>
  );

  const Play = ui.Play;
  const ReplayBoard = ui.ReplayBoard;
  if (history !== null && snapshot) {
    return (
      <main class="game history" data-ruleset={ui.id} data-testid="history">
        {history.position ? (
          <ReplayBoard
            view={history.position.view}
            stepEvents={history.position.events}
            perspective={active}
            side={
              <>
                {statusPanel}
                {side}
              </>
            }
          />
        ) : (
          <section class="stage">
            <p class="muted loading">Fetching position {history.seq}…</p>
          </section>
        )}
      </main>
    );
  }
  return (
    <main class="game" data-ruleset={ui.id}>
      {snapshot ? (
        <Play
          gameId={gameId}
          snapshot={snapshot}
          seat={active}
          mode={heldSeats.length ? info.mode : 'spectator'}
          options={info.options ?? null}
          act={act}
          busy={busy}
          concealed={covered}
          status={statusPanel}
          side={side}
          seatLabel={seatLabel}
        />
      ) : (
        <section class="stage">
          <p class="muted loading">Connecting to the game…</p>
        </section>
      )}
      {covered && active && snapshot && (
        <PassCover ui={ui} seat={active} events={snapshot.events} view={snapshot.view} onReveal={() => setRevealed(active)} />
      )}
      {outcome && !endClosed && (
        <Modal title="Game over" onClose={() => setEndClosed(true)} class="end-modal">
          <div class="end" data-testid="end-screen">
            <div class="end-crest" aria-hidden="true">
              {outcome.winner === null ? '⚖' : '♛'}
            </div>
            <h2>
              {outcome.winner === null
                ? 'A draw'
                : hotseat || !heldSeats.length
                  ? `${ui.seatName(outcome.winner)} wins`
                  : tokens[outcome.winner]
                    ? 'Victory!'
                    : 'Defeat'}
            </h2>
            {outcome.winner !== null && (
              <p>
                <SeatBadge ui={ui} seat={outcome.winner} label={`${seatLabel(outcome.winner)} wins`} />
              </p>
            )}
            {endCause && (
              <p class="end-cause" data-testid="end-cause">
                <strong>{endCause}</strong>
              </p>
            )}
            <p class="end-reason">{outcome.reason}</p>
            <p class="cite-line">
              Rule: <Cite clause={outcome.clause} ui={ui} />
            </p>
            <div class="btn-row center">
              <button class="btn" data-autofocus onClick={() => setEndClosed(true)}>
                See the board
              </button>
              <a class="btn" href={`#/replay/${encodeURIComponent(gameId)}`}>
                Watch the replay
              </a>
              <button class="btn btn-primary" onClick={() => navigate({ name: 'home' })}>
                New game
              </button>
            </div>
          </div>
        </Modal>
      )}
    </main>
  );
}

/** Each seat's time left: the server's numbers, counted down locally for the seats whose clocks run. */
function Clocks({
  ui,
  status,
  receivedAt,
  seatLabel,
}: {
  ui: AnyRulesetUi;
  status: GameStatus;
  receivedAt: number;
  seatLabel: (s: Seat) => string;
}) {
  const clock = status.clock!;
  const running = status.phase === 'active' && clock.running.length > 0;
  const now = useNow(running, 250);
  return (
    <div class="clocks" data-testid="clocks">
      {ui.seats.map((s) => {
        const left = clockRemainingMs(clock, s, now - receivedAt);
        if (left === null) return null;
        const on = running && clock.running.includes(s);
        return (
          <span
            key={s}
            class={`clock${on ? ' running' : ''}${left < 30_000 ? ' low' : ''}`}
            data-seat={s}
            title={`${seatLabel(s)}: time left${on ? ' (running)' : ''}`}
          >
            <span class="seat-dot" style={{ background: ui.seatColor(s) }} aria-hidden="true" />
            <span class="sr-only">{ui.seatName(s)} </span>
            <time>{formatClock(left)}</time>
          </span>
        );
      })}
    </div>
  );
}

/** The abandonment rule: once the other seat has left its decision pending long enough, claim the game. */
/**
 * The dice's commitment, published when the game began (docs/records.md, "Dice"): the first one this
 * browser saw is kept, so that a different one later, or a revealed secret that is not the one committed
 * to, is shown as such. The replay of the finished game checks every roll.
 */
function DiceCommitment({ gameId, dice }: { gameId: string; dice: NonNullable<GameStatus['dice']> }) {
  const key = `warband:commitment:${gameId}`;
  const [first] = useState(() => {
    try {
      const seen = localStorage.getItem(key);
      if (seen) return seen;
      localStorage.setItem(key, dice.commitment);
    } catch {
      // storage refused (private mode): compare with nothing
    }
    return dice.commitment;
  });
  const changed = first !== dice.commitment;
  return (
    <div
      class={changed ? 'error-text dice-line' : 'muted dice-line'}
      data-testid="dice-commitment"
      title={`SHA-256 of the game's dice secret: ${dice.commitment}`}
    >
      Dice commitment <code>{dice.commitment.slice(0, 12)}…</code>
      {changed
        ? ' differs from the one first published for this game!'
        : dice.secret
          ? ': secret revealed; the replay checks every roll.'
          : ': the secret is revealed when the game ends.'}
    </div>
  );
}

function ClaimPanel({
  ui,
  gameId,
  status,
  receivedAt,
  tokens,
  onClaimed,
}: {
  ui: AnyRulesetUi;
  gameId: string;
  status: GameStatus;
  receivedAt: number;
  tokens: Readonly<Record<Seat, string>>;
  onClaimed: () => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const possible = claimChance(status, Object.keys(tokens), receivedAt, 0) !== null;
  const now = useNow(possible, 1000);
  const chance = claimChance(status, Object.keys(tokens), receivedAt, now - receivedAt);
  useEffect(() => setError(null), [status.idleSince, status.phase]);
  if (!chance) return null;
  const token = tokens[chance.seat]!;
  const idle = chance.idle.map((s) => ui.seatName(s)).join(' and ');
  const claim = async () => {
    setSending(true);
    setError(null);
    try {
      await api.claim(gameId, token);
      onClaimed();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
    } finally {
      setSending(false);
    }
  };
  return (
    <div class="claim" data-testid="claim">
      {chance.waitMs > 0 ? (
        <div class="muted">
          If {idle} does not move within {formatWait(chance.waitMs)}, you may claim the game.
        </div>
      ) : (
        <>
          <div class="muted">
            {idle} has not moved for {formatWait(status.claimAfterSeconds! * 1000)} or more.
          </div>
          <button class="btn btn-primary" disabled={sending} onClick={claim} data-testid="claim-game">
            {sending ? 'Claiming…' : 'Claim the game'}
          </button>
        </>
      )}
      {error && (
        <div class="error-text" role="alert">
          {error}
        </div>
      )}
    </div>
  );
}

function ConnDot({ status, retryInMs }: { status: ConnectionStatus; retryInMs?: number }) {
  const text =
    status === 'open'
      ? 'Connected'
      : status === 'connecting'
        ? 'Connecting…'
        : status === 'reconnecting'
          ? `Reconnecting${retryInMs ? ` in ${Math.ceil(retryInMs / 1000)} s` : ''}…`
          : 'Disconnected';
  return (
    <span class={`conn conn-${status}`} title={text} data-testid="connection">
      <span class="conn-dot" aria-hidden="true" />
      <span class="conn-text">{text}</span>
    </span>
  );
}

function InviteCard({ link, watch }: { link: string; watch: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div class="card invite">
      <h3>Invite a friend</h3>
      <p class="muted">Send this link. Whoever opens it first takes the other seat.</p>
      <div class="field-row">
        <input
          type="text"
          readOnly
          value={link}
          aria-label="Invitation link"
          data-testid="invite-link"
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
        <button class="btn btn-primary" onClick={async () => setCopied(await copyText(link))}>
          {copied ? 'Copied' : 'Copy'}
        </button>
      </div>
      <p class="muted">Anyone may watch with this link: they see only what both players may see, and cannot act.</p>
      <div class="field-row">
        <input
          type="text"
          readOnly
          value={watch}
          aria-label="Spectator link"
          data-testid="spectator-link"
          onFocus={(e) => (e.target as HTMLInputElement).select()}
        />
        <button class="btn" onClick={() => void copyText(watch)}>
          Copy
        </button>
      </div>
    </div>
  );
}

/**
 * Resign, offer a draw, ask for a takeback, and answer the other side's offer (docs/web.md). The
 * server decides each: a refusal (no draws in these rules, dice rolled since) comes back as a toast.
 */
function PlayerControls({
  ui,
  status,
  held,
  active,
  hotseat,
  busy,
  request,
}: {
  ui: AnyRulesetUi;
  status: GameStatus;
  held: readonly Seat[];
  active: Seat | null;
  hotseat: boolean;
  busy: boolean;
  request: (seat: Seat | null, r: PlayerRequest) => Promise<boolean>;
}) {
  const [confirming, setConfirming] = useState(false);
  const me = active ?? held[0] ?? null;
  const { draw, takeback } = status.offers;
  // Who answers an offer here: a seat this screen holds other than the asker's (at a hot-seat table, the other player).
  const answerer = (by: Seat | null) => (by === null || (!hotseat && held.includes(by)) ? undefined : held.find((s) => s !== by));
  const drawAnswerer = answerer(draw);
  const takebackAnswerer = answerer(takeback?.by ?? null);
  return (
    <div class="player-controls" data-testid="player-controls">
      {draw !== null &&
        (drawAnswerer ? (
          <div class="offer" data-testid="draw-offer">
            <span>{ui.seatName(draw)} offers a draw.</span>
            <button
              class="btn btn-primary"
              disabled={busy}
              onClick={() => void request(drawAnswerer, { type: 'answer-draw', accept: true })}
            >
              Accept the draw
            </button>
            <button class="btn" disabled={busy} onClick={() => void request(drawAnswerer, { type: 'answer-draw', accept: false })}>
              Decline
            </button>
          </div>
        ) : (
          <div class="muted" data-testid="draw-offered">
            You offered a draw; waiting for the answer.
          </div>
        ))}
      {takeback !== null &&
        (takebackAnswerer ? (
          <div class="offer" data-testid="takeback-offer">
            <span>{ui.seatName(takeback.by)} asks to take back their last move.</span>
            <button
              class="btn btn-primary"
              disabled={busy}
              onClick={() => void request(takebackAnswerer, { type: 'answer-takeback', accept: true })}
            >
              Grant
            </button>
            <button class="btn" disabled={busy} onClick={() => void request(takebackAnswerer, { type: 'answer-takeback', accept: false })}>
              Refuse
            </button>
          </div>
        ) : (
          <div class="muted" data-testid="takeback-asked">
            You asked for a takeback; waiting for the answer.
          </div>
        ))}
      {confirming ? (
        <div class="offer" data-testid="confirm-resign">
          <span>Resign{hotseat && me ? ` for ${ui.seatName(me)}` : ''}? The other side wins.</span>
          <button
            class="btn btn-danger"
            disabled={busy}
            data-testid="resign-confirm"
            onClick={() => {
              setConfirming(false);
              void request(me, { type: 'resign' });
            }}
          >
            Yes, resign
          </button>
          <button class="btn" onClick={() => setConfirming(false)}>
            No
          </button>
        </div>
      ) : (
        <div class="btn-row">
          <button class="btn btn-ghost" disabled={busy} data-testid="takeback" onClick={() => void request(me, { type: 'takeback' })}>
            Take back
          </button>
          <button
            class="btn btn-ghost"
            disabled={busy || draw !== null}
            data-testid="offer-draw"
            onClick={() => void request(me, { type: 'offer-draw' })}
          >
            Offer a draw
          </button>
          <button class="btn btn-ghost" disabled={busy} data-testid="resign" onClick={() => setConfirming(true)}>
            Resign
          </button>
        </div>
      )}
    </div>
  );
}

/** Steps back and forth through the positions of the game as this seat saw them; the game goes on meanwhile. */
function HistoryStepper({ seq, last, onStep }: { seq: number | null; last: number; onStep: (seq: number | null) => void }) {
  const at = seq ?? last;
  return (
    <div class="history-stepper" data-testid="history-stepper">
      <button
        class="btn btn-ghost"
        disabled={at <= 0}
        aria-label="Previous position"
        data-testid="history-back"
        onClick={() => onStep(at - 1)}
      >
        ◀
      </button>
      <span class="muted" data-testid="history-position">
        {seq === null ? `Live (position ${last})` : `Position ${seq} of ${last}`}
      </span>
      <button
        class="btn btn-ghost"
        disabled={seq === null}
        aria-label="Next position"
        data-testid="history-forward"
        onClick={() => onStep(at + 1)}
      >
        ▶
      </button>
      {seq !== null && (
        <button class="btn" data-testid="history-live" onClick={() => onStep(null)}>
          Back to the game
        </button>
      )}
    </div>
  );
}

/** Hot-seat: hides the board until the next player says they are at the screen. */
function PassCover({
  ui,
  seat,
  events,
  view,
  onReveal,
}: {
  ui: AnyRulesetUi;
  seat: Seat;
  events: Snapshot['events'];
  view: unknown;
  onReveal: () => void;
}) {
  // What happened since this seat last looked, in public words (events everyone may see).
  const recent = useMemo(() => {
    const lines = events
      .filter((e) => !e.audience)
      .map((e) => ui.describeEvent(e, null, view))
      .filter((l) => l !== null);
    let start = lines.length - 1;
    while (start > 0 && !lines[start]!.move) start--;
    return lines.slice(Math.max(0, start));
  }, [events, ui, view]);
  const btn = useRef<HTMLButtonElement>(null);
  useEffect(() => btn.current?.focus(), [seat]);
  return (
    <div class="pass-cover" role="dialog" aria-modal="true" aria-label={`Pass the device to ${ui.seatName(seat)}`} data-testid="pass-cover">
      <div class="pass-card">
        <div class="pass-seat" style={{ background: ui.seatColor(seat) }} aria-hidden="true" />
        <h2>Pass the device to {ui.seatName(seat)}</h2>
        <p class="muted">The board is hidden so that neither player sees the other's pieces.</p>
        {recent.length > 0 && (
          <ul class="pass-recent">
            {recent.map((l, i) => (
              <li key={i}>{l.text}</li>
            ))}
          </ul>
        )}
        <button class="btn btn-primary btn-big" ref={btn} onClick={onReveal}>
          I am {ui.seatName(seat)}: show my pieces
        </button>
      </div>
    </div>
  );
}
