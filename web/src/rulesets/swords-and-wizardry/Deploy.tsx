/**
 * Deployment (PREPARATION): the player places 36 pieces from a tray onto his deployment squares by
 * dragging (mouse or touch), by tapping a kind and then a square, or by keyboard. The checklist repeats
 * the placement rules as hints; the server checks the placement when it is sent.
 */
import type { VNode } from 'preact';
import { useEffect, useMemo, useRef, useState } from 'preact/hooks';
import { PIECE_KINDS, PIECES } from '../../../../src/rulesets/swords-and-wizardry/index.js';
import { Cite } from '../../shell/ui.js';
import { readJson, removeKey, writeJson } from '../../store.js';
import { Board, Glyph, type Mark } from './Board.js';
import {
  deploymentHints,
  fillRest,
  forceSize,
  fromRedSide,
  goodSquares,
  inZone,
  moveWithin,
  place,
  remaining,
  removeAt,
  sanitizeDraft,
  seatName,
  toRedSide,
  zoneOf,
  type Draft,
  type PieceKind,
  type RulesContext,
  type SwAction,
  type SwSeat,
} from './logic.js';

const SAVED = 'warband.swords-and-wizardry.deployments.v1';
const DRAFT = (gameId: string, seat: string) => `warband.swords-and-wizardry.draft.${gameId}.${seat}`;

type Selection = { from: 'tray'; kind: PieceKind } | { from: 'board'; square: string } | null;

export interface DeployProps {
  readonly ctx: RulesContext;
  readonly seat: SwSeat;
  readonly gameKey: string;
  readonly forestNames: ReadonlyMap<string, string>;
  readonly act: (action: SwAction) => Promise<boolean>;
  readonly busy: boolean;
  readonly concealed: boolean;
  readonly status: VNode;
  readonly side: VNode;
}

export function Deploy({ ctx, seat, gameKey, forestNames, act, busy, concealed, status, side }: DeployProps) {
  const [draft, setDraftState] = useState<Draft>(() => sanitizeDraft(ctx, readJson(DRAFT(gameKey, seat), {})));
  const [selection, setSelection] = useState<Selection>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [ghost, setGhost] = useState<{ kind: PieceKind; x: number; y: number; over: string | null } | null>(null);
  const [saved, setSaved] = useState<Record<string, Draft>>(() => readJson(SAVED, {}));
  const [saveName, setSaveName] = useState('');
  const [loadName, setLoadName] = useState('');
  const drag = useRef<{ kind: PieceKind; from: string | null; x0: number; y0: number; id: number; active: boolean } | null>(null);
  const suppressClick = useRef(false);

  const setDraft = (d: Draft) => {
    setDraftState(d);
    writeJson(DRAFT(gameKey, seat), d);
  };

  const zone = useMemo(() => zoneOf(ctx, seat), [ctx, seat]);
  const left = remaining(ctx, draft);
  const total = forceSize(ctx);
  const placed = Object.keys(draft).length;
  const hints = deploymentHints(ctx, seat, draft);
  const selectedKind = selection?.from === 'tray' ? selection.kind : selection?.from === 'board' ? draft[selection.square] : undefined;
  const good = selectedKind ? goodSquares(ctx, seat, draft, selectedKind) : null;

  const marks = useMemo(() => {
    const m = new Map<string, Set<Mark>>();
    const add = (s: string, k: Mark) => (m.get(s) ?? m.set(s, new Set()).get(s)!).add(k);
    for (const s of zone.full) add(s, 'zone');
    for (const s of zone.partial) add(s, 'zone-partial');
    if (good) for (const s of good) add(s, 'good');
    if (selection?.from === 'board') add(selection.square, 'selected');
    if (ghost?.over && ghost.over !== 'tray') add(ghost.over, 'drop');
    if (ghost && drag.current?.from) add(drag.current.from, 'lifted');
    return m;
  }, [zone, good, selection, ghost]);

  const pieces = Object.entries(draft).map(([square, kind]) => ({ key: square, square, owner: seat, kind }));

  // ---- actions on the draft
  const onSquare = (square: string) => {
    if (suppressClick.current) return;
    if (selection?.from === 'tray') {
      if (!inZone(ctx, seat, square)) return setSelection(null);
      const next = place(draft, square, selection.kind);
      setDraft(next);
      if (remaining(ctx, next)[selection.kind] <= 0) setSelection(null);
      return;
    }
    if (selection?.from === 'board') {
      if (square === selection.square) return setSelection(null);
      if (inZone(ctx, seat, square)) setDraft(moveWithin(draft, selection.square, square));
      return setSelection(null);
    }
    if (draft[square]) setSelection({ from: 'board', square });
  };

  const onTray = (kind: PieceKind) => {
    if (suppressClick.current) return;
    if (selection?.from === 'board') {
      setDraft(removeAt(draft, selection.square));
      return setSelection(null);
    }
    if (left[kind] <= 0) return;
    setSelection(selection?.from === 'tray' && selection.kind === kind ? null : { from: 'tray', kind });
  };

  // ---- pointer dragging (mouse and touch alike)
  const whereIs = (x: number, y: number): string | null => {
    const el = document.elementFromPoint(x, y);
    if (el?.closest('[data-tray]')) return 'tray';
    const sq = el?.closest('.board-deploy [data-square]')?.getAttribute('data-square');
    return sq ?? null;
  };

  const startDrag = (e: PointerEvent, kind: PieceKind, from: string | null) => {
    if (e.button !== 0 || busy) return;
    drag.current = { kind, from, x0: e.clientX, y0: e.clientY, id: e.pointerId, active: false };
    const move = (ev: PointerEvent) => {
      const d = drag.current;
      if (!d || ev.pointerId !== d.id) return;
      if (!d.active && Math.hypot(ev.clientX - d.x0, ev.clientY - d.y0) > 6) d.active = true;
      if (d.active) {
        ev.preventDefault();
        setGhost({ kind: d.kind, x: ev.clientX, y: ev.clientY, over: whereIs(ev.clientX, ev.clientY) });
      }
    };
    const end = (ev: PointerEvent) => {
      const d = drag.current;
      if (!d || ev.pointerId !== d.id) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', cancel);
      drag.current = null;
      setGhost(null);
      if (!d.active) return;
      suppressClick.current = true;
      setTimeout(() => (suppressClick.current = false), 0);
      const over = whereIs(ev.clientX, ev.clientY);
      setSelection(null);
      if (over === 'tray' || over === null) {
        if (d.from)
          setDraftState((cur) => {
            const n = removeAt(cur, d.from!);
            writeJson(DRAFT(gameKey, seat), n);
            return n;
          });
      } else {
        setDraftState((cur) => {
          if (!inZone(ctx, seat, over)) return cur;
          const n = d.from ? moveWithin(cur, d.from, over) : place(cur, over, d.kind);
          writeJson(DRAFT(gameKey, seat), n);
          return n;
        });
      }
    };
    const cancel = (ev: PointerEvent) => {
      if (drag.current?.id !== ev.pointerId) return;
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', cancel);
      drag.current = null;
      setGhost(null);
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', cancel);
  };

  useEffect(() => () => (drag.current = null), []);

  const onKey = (e: KeyboardEvent, square: string): boolean => {
    if (e.key === 'Delete' || e.key === 'Backspace') {
      if (draft[square]) setDraft(removeAt(draft, square));
      setSelection(null);
      e.preventDefault();
      return true;
    }
    return false;
  };

  const describe = (square: string) => {
    const k = draft[square];
    const zoneText = zone.full.includes(square) ? 'deployment row' : zone.partial.includes(square) ? 'fourth row' : 'outside your area';
    return `${square}, ${zoneText}${k ? `, ${PIECES[k].name}` : ', empty'}${selectedKind ? `; placing ${PIECES[selectedKind].name}` : ''}`;
  };

  const saveDraft = () => {
    const name = saveName.trim();
    if (!name) return;
    const next = { ...saved, [name]: toRedSide(ctx, seat, draft) };
    setSaved(next);
    writeJson(SAVED, next);
    setLoadName(name);
    setSaveName('');
  };
  const loadDraft = () => {
    const d = saved[loadName];
    if (d) setDraft(sanitizeDraft(ctx, fromRedSide(ctx, seat, d)));
  };
  const deleteSaved = () => {
    const next = { ...saved };
    delete next[loadName];
    setSaved(next);
    writeJson(SAVED, next);
    setLoadName('');
  };

  const broken = hints.filter((h) => h.broken);

  return (
    <>
      <section class="stage">
        <div class="stage-head">
          <h2>Deploy your force</h2>
          <p class="muted">
            Drag pieces from the tray onto your squares, or tap a piece and then a square. Tap a placed piece to move it; drag it off the
            board (or press Delete) to take it back.
          </p>
        </div>
        <Board
          ctx={ctx}
          perspective={seat}
          pieces={pieces}
          marks={marks}
          cursor={cursor}
          onCursor={setCursor}
          onSquare={onSquare}
          onSquarePointerDown={(square, e) => {
            const k = draft[square];
            if (k) startDrag(e, k, square);
          }}
          onCancel={() => setSelection(null)}
          onKey={onKey}
          concealed={concealed}
          label={`Deployment board for ${seatName(seat)}. Arrow keys move the cursor, Enter places or picks up, Delete removes.`}
          describe={describe}
          class="board-deploy"
          forestNames={forestNames}
        />
      </section>
      <aside class="side">
        {status}
        <div class="tray card" data-tray="1" aria-label="Pieces to place">
          {PIECE_KINDS.filter((k) => ctx.force[k] > 0).map((kind) => {
            const n = left[kind];
            const sel = selection?.from === 'tray' && selection.kind === kind;
            return (
              <button
                key={kind}
                type="button"
                class={`tray-item${sel ? ' selected' : ''}${n <= 0 ? ' empty' : ''}`}
                aria-pressed={sel}
                aria-label={`${PIECES[kind].name}: ${n} left`}
                disabled={n <= 0 && selection?.from !== 'board'}
                onClick={() => onTray(kind)}
                onPointerDown={(e) => n > 0 && startDrag(e as unknown as PointerEvent, kind, null)}
              >
                <Glyph owner={seat} kind={kind} class="tray-glyph" />
                <span class="tray-name">{PIECES[kind].name}</span>
                <span class="tray-count">×{n}</span>
              </button>
            );
          })}
        </div>
        <div class="card">
          <h3>
            Placement{' '}
            <span class="muted">
              {placed}/{total}
            </span>{' '}
            <small class="h-cite">
              <Cite clause="Preparation" />
            </small>
          </h3>
          <ul class="hints">
            {hints.map((h) => (
              <li key={h.id} class={h.ok ? 'ok' : h.broken ? 'bad' : 'pending'}>
                <span class="hint-mark" aria-hidden="true">
                  {h.ok ? '✓' : h.broken ? '✗' : '•'}
                </span>
                <span>
                  {h.text} {h.clause !== 'Preparation' && <Cite clause={h.clause} />}
                </span>
              </li>
            ))}
          </ul>
          <div class="btn-row">
            <button
              type="button"
              class="btn btn-primary"
              disabled={busy || placed !== total}
              title={broken.length ? 'The server will check this placement and may refuse it' : undefined}
              onClick={async () => {
                if (await act({ type: 'deploy', placement: { ...draft } })) removeKey(DRAFT(gameKey, seat));
              }}
            >
              Deploy these pieces
            </button>
            <button
              type="button"
              class="btn"
              disabled={busy}
              onClick={async () => {
                if (await act({ type: 'deploy-random' })) removeKey(DRAFT(gameKey, seat));
              }}
            >
              Random deployment
            </button>
          </div>
          <div class="btn-row">
            <button
              type="button"
              class="btn btn-ghost"
              disabled={placed === total}
              onClick={() => setDraft(fillRest(ctx, seat, draft, Math.random))}
            >
              Fill the rest
            </button>
            <button type="button" class="btn btn-ghost" disabled={placed === 0} onClick={() => (setDraft({}), setSelection(null))}>
              Clear
            </button>
          </div>
        </div>
        <details class="card saved">
          <summary>Saved deployments</summary>
          <div class="field-row">
            <input
              type="text"
              placeholder="Name this deployment"
              value={saveName}
              onInput={(e) => setSaveName((e.target as HTMLInputElement).value)}
              aria-label="Deployment name"
            />
            <button type="button" class="btn" disabled={!saveName.trim() || placed === 0} onClick={saveDraft}>
              Save
            </button>
          </div>
          {Object.keys(saved).length > 0 && (
            <div class="field-row">
              <select value={loadName} onChange={(e) => setLoadName((e.target as HTMLSelectElement).value)} aria-label="Saved deployment">
                <option value="">Choose…</option>
                {Object.keys(saved)
                  .sort()
                  .map((n) => (
                    <option key={n} value={n}>
                      {n}
                    </option>
                  ))}
              </select>
              <button type="button" class="btn" disabled={!loadName} onClick={loadDraft}>
                Load
              </button>
              <button type="button" class="btn btn-ghost" disabled={!loadName} onClick={deleteSaved} aria-label="Delete saved deployment">
                Delete
              </button>
            </div>
          )}
        </details>
        {side}
      </aside>
      {ghost && (
        <div class="drag-ghost" style={{ left: `${ghost.x}px`, top: `${ghost.y}px` }} aria-hidden="true">
          <Glyph owner={seat} kind={ghost.kind} />
        </div>
      )}
    </>
  );
}
