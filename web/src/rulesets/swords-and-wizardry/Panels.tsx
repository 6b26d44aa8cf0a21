import { PIECES } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import { pipsOf } from '../../shell/table/DiceTray.js';
import { Cite } from '../../shell/ui.js';
import { Glyph } from './Board.js';
import { RESULT_TEXT } from './describe.js';
import { seatName, type PieceKind, type SwSeat, type SwView } from './logic.js';
import { challengeLine, type ChallengeInfo } from './challenges.js';

export { cardsAfter, challengesOf, initialCards, lastChallenge, type ChallengeInfo } from './challenges.js';

/** The game's challenges, newest first; choosing one opens its card again. */
export function ChallengeList({ all, onOpen }: { all: readonly ChallengeInfo[]; onOpen: (index: number) => void }) {
  if (all.length === 0) return null;
  return (
    <details class="card challenge-list" data-testid="challenge-list">
      <summary>
        <strong>Challenges of the game ({all.length})</strong>
      </summary>
      <ol reversed>
        {all
          .map((info, i) => ({ info, i }))
          .reverse()
          .map(({ info, i }) => (
            <li key={i}>
              <button type="button" class="btn-link" onClick={() => onOpen(i)}>
                {challengeLine(info)}
              </button>
            </li>
          ))}
      </ol>
    </details>
  );
}

/** A die of the challenge, its pips laid out as the dice tray's (shell/table/DiceTray.tsx). */
export function Die({ value }: { value: number }) {
  return (
    <svg viewBox="0 0 100 100" class="die" role="img" aria-label={`die showing ${value}`}>
      <rect x="5" y="5" width="90" height="90" rx="18" />
      {pipsOf(value).map(([x, y], i) => (
        <circle key={i} cx={x} cy={y} r="9" />
      ))}
    </svg>
  );
}

export function ChallengePanel({
  info,
  title = 'Last challenge',
  onDismiss,
}: {
  info: ChallengeInfo | null;
  title?: string;
  /** Offers a close button: the card stays until the player dismisses it (or moves). */
  onDismiss?: () => void;
}) {
  if (!info) {
    return (
      <div class="card challenge empty">
        <h3>{title}</h3>
        <p class="muted">No challenge yet. Move onto an enemy piece to challenge it: both pieces are shown and the attack table decides.</p>
      </div>
    );
  }
  const { challenge: c, rolls, result } = info;
  const eliminated = new Set(result?.eliminated ?? []);
  return (
    <div class={`card challenge${info.latest ? ' latest' : ''}`} aria-live="polite">
      <h3>
        {title} {info.latest && <span class="pill">just now</span>}
        {onDismiss && (
          <button type="button" class="btn btn-ghost challenge-close" aria-label="Dismiss this challenge" onClick={onDismiss}>
            ×
          </button>
        )}
      </h3>
      <div class="duel">
        <figure class={eliminated.has(c.attacker.id) ? 'lost' : ''}>
          <Glyph owner={c.attacker.owner} kind={c.attacker.kind} title={`${seatName(c.attacker.owner)} ${PIECES[c.attacker.kind].name}`} />
          <figcaption>
            <strong>{PIECES[c.attacker.kind].name}</strong>
            <span class="muted">
              {seatName(c.attacker.owner)} · {c.attacker.square} · attacker
            </span>
          </figcaption>
        </figure>
        <div class="vs" aria-hidden="true">
          ⚔
        </div>
        <figure class={eliminated.has(c.defender.id) ? 'lost' : ''}>
          <Glyph owner={c.defender.owner} kind={c.defender.kind} title={`${seatName(c.defender.owner)} ${PIECES[c.defender.kind].name}`} />
          <figcaption>
            <strong>{PIECES[c.defender.kind].name}</strong>
            <span class="muted">
              {seatName(c.defender.owner)} · {c.defender.square} · defender
            </span>
          </figcaption>
        </figure>
      </div>
      {rolls.length > 0 && (
        <div class="rolls">
          {rolls.map((r, i) => (
            <div class="roll" key={i}>
              <Die value={r.value} />
              <span>
                {r.value} <span class="muted">({r.for})</span>
              </span>
            </div>
          ))}
        </div>
      )}
      {result && (
        <div class={`result result-${result.result === '-' ? 'none' : result.result}`}>
          <strong>{RESULT_TEXT[result.result]}</strong>
          <p>{result.why}</p>
          <p class="cite-line">
            Rule: <Cite clause={result.clause} />
          </p>
        </div>
      )}
    </div>
  );
}

export function Captured({ view }: { view: SwView }) {
  return (
    <div class="card captured">
      <h3>Pieces taken</h3>
      {(['red', 'black'] as SwSeat[]).map((seat) => {
        const taken = view.captured[seat];
        const enemy: SwSeat = seat === 'red' ? 'black' : 'red';
        return (
          <div class="captured-row" key={seat}>
            <span class="captured-label">
              <span class={`seat-dot dot-${seat}`} /> {seatName(seat)} took {taken.length}
            </span>
            <span class="captured-list">
              {taken.length === 0 && <span class="muted">none</span>}
              {sortKinds(taken).map((k, i) => (
                <Glyph key={i} owner={enemy} kind={k} class="mini" title={PIECES[k].name} />
              ))}
            </span>
          </div>
        );
      })}
    </div>
  );
}

const ORDER = Object.keys(PIECES) as PieceKind[];
const sortKinds = (ks: readonly PieceKind[]) => ks.slice().sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));

export function CastleChoice({
  view,
  candidates,
  mine,
  onChoose,
  busy,
}: {
  view: SwView;
  candidates: readonly string[];
  mine: boolean;
  onChoose: (square: string) => void;
  busy: boolean;
}) {
  const p = view.pending;
  if (!p) return null;
  return (
    <div class="card castle-choice" role="group" aria-label="Castle replacement">
      <h3>Castle {p.castle} has fallen</h3>
      {mine ? (
        <>
          <p>Choose which of your surrounding pieces takes the castle (tap it on the board, or pick here).</p>
          <div class="btn-row">
            {candidates.map((s) => (
              <button key={s} class="btn btn-primary" disabled={busy} onClick={() => onChoose(s)}>
                {pieceOn(view, s)} on {s}
              </button>
            ))}
          </div>
        </>
      ) : (
        <p class="muted">{seatName(p.chooser)} chooses which surrounding piece takes the castle.</p>
      )}
      <p class="cite-line">
        Rule: <Cite clause="Castles (2)" />
      </p>
    </div>
  );
}

function pieceOn(view: SwView, square: string): string {
  const p = view.pieces.find((x) => x.square === square);
  return p?.kind ? PIECES[p.kind].name : 'Piece';
}
