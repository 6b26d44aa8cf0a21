/**
 * A tray of dice (faces drawn as pips) that the player allocates to targets, usually pieces on the
 * OpenTable: dragged with the mouse (HTML5 drag and drop onto a targetable piece), dragged with a finger
 * or pen (pointer events, dropped where `data-piece-id` is under it), clicked and then the target
 * clicked, or by keyboard (focus a die, Enter, choose a target from the list). The rules decide: the
 * caller passes which targets accept each die (`accepts`) and hears `onAllocate(dieId, targetId)`.
 *
 *   const [picked, setPicked] = useState<string | null>(null);
 *   const pieces = withAllocation(myPieces, { dice, allocated, accepts, picked });
 *   <DiceTray dice={dice} allocated={allocated} accepts={accepts} targets={targets} picked={picked}
 *             onPick={setPicked} onAllocate={allocate} onUndo={undo} />
 *   <OpenTable pieces={pieces} onPieceDrop={(id, dt) => dropDie(dt, id, accepts, allocate)}
 *              onPieceClick={(id) => (picked && canAllocate(accepts, picked, id) ? (allocate(picked, id), setPicked(null)) : select(id))} ... />
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { PieceBadge, TablePiece } from './OpenTable.js';

export interface Die {
  readonly id: string;
  /** 1 to 6 are drawn as pips; anything else as its number. */
  readonly face: number;
  /** A word for the die ("red die", "action die 2"); "die showing N" when absent. */
  readonly label?: string;
}

/** Which targets accept each die (absent: none). */
export type DiceAccepts = Readonly<Record<string, readonly string[]>>;
/** Which target each allocated die went to. */
export type DiceAllocation = Readonly<Record<string, string>>;

/** The drag data type of a die (HTML5 drag and drop). */
export const DIE_DRAG_TYPE = 'application/x-warband-die';

export const canAllocate = (accepts: DiceAccepts, dieId: string, targetId: string): boolean => (accepts[dieId] ?? []).includes(targetId);

/** The die carried by an HTML5 drop, or null. */
export function droppedDie(data: Pick<DataTransfer, 'getData'>): string | null {
  const own = data.getData(DIE_DRAG_TYPE);
  if (own) return own;
  const text = data.getData('text/plain');
  return text.startsWith('die:') ? text.slice(4) : null;
}

/** Allocates the dropped die when `accepts` allows it; whether it did. */
export function dropDie(
  data: Pick<DataTransfer, 'getData'>,
  targetId: string,
  accepts: DiceAccepts,
  onAllocate: (dieId: string, targetId: string) => void,
): boolean {
  const die = droppedDie(data);
  if (!die || !canAllocate(accepts, die, targetId)) return false;
  onAllocate(die, targetId);
  return true;
}

/** Pip centres per face on a 100 x 100 die (the usual layout of pips). */
const PIPS: Record<number, readonly (readonly [number, number])[]> = {
  1: [[50, 50]],
  2: [
    [28, 28],
    [72, 72],
  ],
  3: [
    [28, 28],
    [50, 50],
    [72, 72],
  ],
  4: [
    [28, 28],
    [72, 28],
    [28, 72],
    [72, 72],
  ],
  5: [
    [28, 28],
    [72, 28],
    [50, 50],
    [28, 72],
    [72, 72],
  ],
  6: [
    [28, 26],
    [72, 26],
    [28, 50],
    [72, 50],
    [28, 74],
    [72, 74],
  ],
};

/** Pip centres of a face on a 100 x 100 die (empty for a face without pips). */
export const pipsOf = (face: number): readonly (readonly [number, number])[] => PIPS[face] ?? [];

const FACE_CHAR = ['', '⚀', '⚁', '⚂', '⚃', '⚄', '⚅'];
const dieName = (d: Die): string => d.label ?? `die showing ${d.face}`;

/** The badge a die allocated to a piece shows on it: "⚃" (its face). */
export const dieBadge = (d: Die): PieceBadge => ({
  text: FACE_CHAR[d.face] ?? String(d.face),
  tone: 'die',
  title: `${dieName(d)} allocated`,
});

/** Each target's badges for the dice allocated to it, in the dice's order. */
export function allocationBadges(dice: readonly Die[], allocated: DiceAllocation): Map<string, PieceBadge[]> {
  const out = new Map<string, PieceBadge[]>();
  for (const d of dice) {
    const t = allocated[d.id];
    if (t !== undefined) (out.get(t) ?? out.set(t, []).get(t)!).push(dieBadge(d));
  }
  return out;
}

/**
 * Pieces with their allocated dice as badges and, while a die is picked (or dragged), the targets that
 * accept it marked targetable (and the rest left as they were).
 */
export function withAllocation(
  pieces: readonly TablePiece[],
  o: { dice: readonly Die[]; allocated: DiceAllocation; accepts: DiceAccepts; picked: string | null },
): TablePiece[] {
  const badges = allocationBadges(o.dice, o.allocated);
  const open = o.picked === null ? null : new Set(o.accepts[o.picked] ?? []);
  return pieces.map((p) => {
    const extra = badges.get(p.id);
    if (!extra && !open) return p;
    return { ...p, badges: extra ? [...(p.badges ?? []), ...extra] : p.badges, targetable: open ? open.has(p.id) : p.targetable };
  });
}

/** A die face as an SVG (pips for 1-6). */
export function DieFace({ face, size = 36 }: { face: number; size?: number }) {
  const pips = pipsOf(face);
  return (
    <svg class="dt-face" viewBox="0 0 100 100" width={size} height={size} aria-hidden="true">
      <rect x="5" y="5" width="90" height="90" rx="18" class="dt-face-body" />
      {pips.length > 0 ? (
        pips.map(([x, y], i) => <circle key={i} cx={x} cy={y} r="9" class="dt-pip" />)
      ) : (
        <text x="50" y="54" font-size="50" text-anchor="middle" dominant-baseline="middle" class="dt-face-number">
          {face}
        </text>
      )}
    </svg>
  );
}

export interface DiceTrayProps {
  readonly dice: readonly Die[];
  readonly allocated: DiceAllocation;
  readonly accepts: DiceAccepts;
  /** Names of the targets, for the keyboard chooser and the allocated list. */
  readonly targets: readonly { readonly id: string; readonly label: string }[];
  /** The die picked (clicked, Enter, or being dragged); the caller keeps it to mark targets on the table. */
  readonly picked: string | null;
  readonly onPick: (dieId: string | null) => void;
  readonly onAllocate: (dieId: string, targetId: string) => void;
  /** Takes back the last allocation; the button is shown when given. */
  readonly onUndo?: () => void;
  readonly canUndo?: boolean;
  readonly disabled?: boolean;
  readonly title?: string;
}

export function DiceTray(props: DiceTrayProps) {
  const { dice, allocated, accepts, picked } = props;
  const [ghost, setGhost] = useState<{ face: number; x: number; y: number; over: string | null } | null>(null);
  const drag = useRef<{ die: Die; id: number; x0: number; y0: number; active: boolean } | null>(null);
  const suppressClick = useRef(false);
  const chooserRef = useRef<HTMLDivElement>(null);
  const name = (id: string) => props.targets.find((t) => t.id === id)?.label ?? id;
  const free = dice.filter((d) => allocated[d.id] === undefined);
  const placed = dice.filter((d) => allocated[d.id] !== undefined);
  const pickedDie = picked === null ? undefined : free.find((d) => d.id === picked);
  const choices = pickedDie ? props.targets.filter((t) => canAllocate(accepts, pickedDie.id, t.id)) : [];

  useEffect(() => () => void (drag.current = null), []);

  const allocate = (dieId: string, targetId: string) => {
    if (!canAllocate(accepts, dieId, targetId)) return;
    props.onAllocate(dieId, targetId);
    props.onPick(null);
  };

  // ---- touch and pen dragging (the mouse uses HTML5 drag and drop)
  const targetAt = (x: number, y: number): string | null =>
    document.elementFromPoint(x, y)?.closest('[data-piece-id]')?.getAttribute('data-piece-id') ?? null;
  const startPointer = (e: PointerEvent, d: Die) => {
    if (e.pointerType === 'mouse' || props.disabled) return;
    drag.current = { die: d, id: e.pointerId, x0: e.clientX, y0: e.clientY, active: false };
    const move = (ev: PointerEvent) => {
      const g = drag.current;
      if (!g || ev.pointerId !== g.id) return;
      if (!g.active && Math.hypot(ev.clientX - g.x0, ev.clientY - g.y0) > 6) {
        g.active = true;
        props.onPick(g.die.id);
      }
      if (g.active) {
        ev.preventDefault();
        setGhost({ face: g.die.face, x: ev.clientX, y: ev.clientY, over: targetAt(ev.clientX, ev.clientY) });
      }
    };
    const stop = () => {
      window.removeEventListener('pointermove', move);
      window.removeEventListener('pointerup', end);
      window.removeEventListener('pointercancel', cancel);
      drag.current = null;
      setGhost(null);
    };
    const end = (ev: PointerEvent) => {
      const g = drag.current;
      if (!g || ev.pointerId !== g.id) return;
      stop();
      if (!g.active) return;
      suppressClick.current = true;
      setTimeout(() => (suppressClick.current = false), 0);
      const over = targetAt(ev.clientX, ev.clientY);
      if (over && canAllocate(accepts, g.die.id, over)) allocate(g.die.id, over);
      else props.onPick(null);
    };
    const cancel = (ev: PointerEvent) => {
      if (drag.current?.id === ev.pointerId) stop();
    };
    window.addEventListener('pointermove', move, { passive: false });
    window.addEventListener('pointerup', end);
    window.addEventListener('pointercancel', cancel);
  };

  const pick = (d: Die) => {
    if (suppressClick.current || props.disabled) return;
    props.onPick(picked === d.id ? null : d.id);
  };

  return (
    <section class="dt-tray" aria-label={props.title ?? 'Dice'}>
      <div class="dt-head">
        <h3>{props.title ?? 'Dice'}</h3>
        {props.onUndo && (
          <button
            type="button"
            class="btn btn-ghost dt-undo"
            disabled={props.disabled || !(props.canUndo ?? placed.length > 0)}
            onClick={props.onUndo}
          >
            ↶ Undo
          </button>
        )}
      </div>
      <div class="dt-dice" role="group" aria-label="Dice to allocate">
        {free.length === 0 && <span class="muted">Every die is allocated.</span>}
        {free.map((d) => {
          const none = (accepts[d.id] ?? []).length === 0;
          return (
            <button
              type="button"
              key={d.id}
              aria-pressed={picked === d.id}
              class={`dt-die${picked === d.id ? ' is-picked' : ''}${none ? ' is-stuck' : ''}`}
              aria-label={`${dieName(d)}${none ? ', no target takes it' : ''}`}
              disabled={props.disabled}
              draggable={!props.disabled}
              data-die-id={d.id}
              onDragStart={(e) => {
                if (!e.dataTransfer) return;
                e.dataTransfer.setData(DIE_DRAG_TYPE, d.id);
                e.dataTransfer.setData('text/plain', `die:${d.id}`);
                e.dataTransfer.effectAllowed = 'move';
                props.onPick(d.id);
              }}
              onDragEnd={(e) => {
                if (e.dataTransfer?.dropEffect === 'none') props.onPick(null);
              }}
              onPointerDown={(e) => startPointer(e, d)}
              onClick={() => pick(d)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' || e.key === ' ') {
                  e.preventDefault();
                  props.onPick(d.id);
                  setTimeout(() => chooserRef.current?.querySelector<HTMLButtonElement>('button')?.focus(), 0);
                } else if (e.key === 'Escape') props.onPick(null);
              }}
            >
              <DieFace face={d.face} />
            </button>
          );
        })}
      </div>
      {pickedDie && (
        <div class="dt-chooser" ref={chooserRef} role="group" aria-label={`Allocate the ${dieName(pickedDie)} to`}>
          <span class="muted">{choices.length > 0 ? `Drop or tap a highlighted piece, or choose: ` : 'No target takes this die.'}</span>
          {choices.map((t) => (
            <button
              type="button"
              key={t.id}
              class="btn dt-target"
              onClick={() => allocate(pickedDie.id, t.id)}
              onKeyDown={(e) => {
                if (e.key === 'Escape') props.onPick(null);
              }}
            >
              {t.label}
            </button>
          ))}
          <button type="button" class="btn btn-ghost" onClick={() => props.onPick(null)}>
            Cancel
          </button>
        </div>
      )}
      {placed.length > 0 && (
        <ul class="dt-allocated" aria-label="Allocated dice">
          {placed.map((d) => (
            <li key={d.id}>
              <DieFace face={d.face} size={20} /> {name(allocated[d.id]!)}
            </li>
          ))}
        </ul>
      )}
      {ghost && (
        <div
          class={`dt-ghost${ghost.over && picked && canAllocate(accepts, picked, ghost.over) ? ' is-over' : ''}`}
          style={{ left: `${ghost.x}px`, top: `${ghost.y}px` }}
          aria-hidden="true"
        >
          <DieFace face={ghost.face} size={44} />
        </div>
      )}
    </section>
  );
}
