/**
 * The frame of a hex map (Swords & Sorcery, Dagorlad): an SVG whose viewBox is the window the player
 * looks through. It opens fitted to the player's own pieces with counters readable (at least 24 px),
 * or where the player left it in this game (localStorage, `warband.map.<game id>`); the wheel and a
 * pinch zoom about the pointer, a drag pans (and is not taken for a click), and the toolbar zooms,
 * fits the player's pieces or shows the whole map. The map draws its content as children.
 *
 *   <HexMapFrame gameId={id} map={{ width: geo.width, height: geo.height }} focus={ownCentres}
 *     counter={41} label="The map" svgClass="ss-map" onClick={...}>
 *     ...hexes and counters...
 *   </HexMapFrame>
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useLayoutEffect, useRef, useState } from 'preact/hooks';
import {
  clamp,
  fitTo,
  loadViewport,
  panBy,
  saveViewport,
  viewBoxOf,
  whole,
  wholeScale,
  zoomAbout,
  type Pt,
  type Size,
  type Viewport,
} from './viewport.js';

/** Counters at least this many pixels high when the map opens on the player's pieces (issue 28.4: 24). */
export const READABLE_PX = 26;
/** A drag shorter than this (pixels) is a click. */
const DRAG_PX = 5;

export interface HexMapFrameProps {
  /** The game whose window is kept across reloads; none (a replay): not kept. */
  readonly gameId?: string;
  readonly map: Size;
  /** The player's own pieces (map units): the map opens fitted to them. */
  readonly focus: readonly Pt[];
  /** A counter's height in map units. */
  readonly counter: number;
  readonly label: string;
  readonly svgClass: string;
  readonly wrapClass?: string;
  readonly onClick?: (e: MouseEvent) => void;
  readonly children: ComponentChildren;
}

const storage = (): Storage | undefined => (typeof localStorage === 'undefined' ? undefined : localStorage);

export function HexMapFrame(props: HexMapFrameProps) {
  const { map, focus, counter } = props;
  const frameRef = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<Size>({ width: 0, height: 0 });
  const [view, setView] = useState<Viewport | null>(null);
  const viewRef = useRef<Viewport | null>(null);
  viewRef.current = view;
  const frameSize = useRef(frame);
  frameSize.current = frame;

  useLayoutEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const measure = () => setFrame({ width: el.clientWidth, height: el.clientHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(measure);
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  // The first window once the frame has a size: the one kept for this game, else the player's pieces.
  useEffect(() => {
    if (frame.width <= 0 || frame.height <= 0) return;
    if (view) return setView(clamp(view, map, frame));
    const kept = loadViewport(storage(), props.gameId);
    setView(kept ? clamp(kept, map, frame) : fitTo(focus, map, frame, { counter, minPx: READABLE_PX }));
  }, [frame.width, frame.height]);

  useEffect(() => {
    if (view) saveViewport(storage(), props.gameId, view);
  }, [view, props.gameId]);

  const update = (f: (v: Viewport, fr: Size) => Viewport) => {
    const v = viewRef.current;
    if (v) setView(f(v, frameSize.current));
  };

  // Wheel zoom about the pointer (a non-passive listener, so the page does not scroll instead).
  useEffect(() => {
    const el = frameRef.current;
    if (!el) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const r = el.getBoundingClientRect();
      const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      update((v, fr) => zoomAbout(v, Math.exp(-dy * 0.0015), { x: e.clientX - r.left, y: e.clientY - r.top }, fr, map));
    };
    el.addEventListener('wheel', onWheel, { passive: false });
    return () => el.removeEventListener('wheel', onWheel);
  }, [map]);

  // Drag to pan, two fingers to pinch; a drag is not a click.
  const pointers = useRef(new Map<number, Pt>());
  const drag = useRef<{ start: Pt; moved: boolean } | null>(null);
  const swallowClick = useRef(false);
  const local = (e: PointerEvent): Pt => {
    const r = frameRef.current!.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };
  const onPointerDown = (e: PointerEvent) => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    pointers.current.set(e.pointerId, local(e));
    drag.current = { start: local(e), moved: pointers.current.size > 1 };
  };
  const onPointerMove = (e: PointerEvent) => {
    const before = pointers.current.get(e.pointerId);
    if (!before || !drag.current) return;
    const p = local(e);
    const ps = pointers.current;
    if (ps.size === 2) {
      const other = [...ps.entries()].find(([id]) => id !== e.pointerId)![1];
      const d0 = Math.hypot(before.x - other.x, before.y - other.y);
      const d1 = Math.hypot(p.x - other.x, p.y - other.y);
      if (d0 > 0) update((v, fr) => zoomAbout(v, d1 / d0, { x: (p.x + other.x) / 2, y: (p.y + other.y) / 2 }, fr, map));
      drag.current.moved = true;
    } else if (ps.size === 1) {
      if (!drag.current.moved && Math.hypot(p.x - drag.current.start.x, p.y - drag.current.start.y) < DRAG_PX) return;
      if (!drag.current.moved) frameRef.current?.setPointerCapture?.(e.pointerId);
      drag.current.moved = true;
      update((v, fr) => panBy(v, p.x - before.x, p.y - before.y, fr, map));
    }
    ps.set(e.pointerId, p);
  };
  const onPointerUp = (e: PointerEvent) => {
    pointers.current.delete(e.pointerId);
    if (drag.current?.moved) swallowClick.current = true;
    if (pointers.current.size === 0) drag.current = null;
    // The click (if any) comes right after pointerup; later clicks are clicks again.
    setTimeout(() => {
      swallowClick.current = false;
    }, 0);
  };

  const zoomBy = (f: number) => update((v, fr) => zoomAbout(v, f, { x: fr.width / 2, y: fr.height / 2 }, fr, map));
  const fitPieces = () => update((_v, fr) => fitTo(focus, map, fr, { counter, minPx: READABLE_PX }));
  const showAll = () => update((_v, fr) => whole(map, fr));
  const zoom = view && frame.width > 0 ? view.scale / wholeScale(map, frame) : 1;

  return (
    <div class={`ss-map-wrap ${props.wrapClass ?? ''}`}>
      <div class="ss-zoom btn-row" role="toolbar" aria-label="Map zoom">
        <button class="btn btn-ghost" aria-label="Zoom out" disabled={zoom <= 1.001} onClick={() => zoomBy(1 / 1.4)}>
          −
        </button>
        <span class="muted" data-testid="map-zoom">
          {Math.round(zoom * 100)}%
        </span>
        <button class="btn btn-ghost" aria-label="Zoom in" onClick={() => zoomBy(1.4)}>
          +
        </button>
        {focus.length > 0 && (
          <button class="btn btn-ghost" onClick={fitPieces} title="Fit the map to your pieces" data-testid="map-fit">
            Mine
          </button>
        )}
        <button class="btn btn-ghost" onClick={showAll} title="Show the whole map" data-testid="map-whole">
          All
        </button>
      </div>
      <div
        ref={frameRef}
        class="hexmap-frame"
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(e) => {
          if (!swallowClick.current) return;
          swallowClick.current = false;
          e.stopPropagation();
          e.preventDefault();
        }}
      >
        <svg
          class={props.svgClass}
          viewBox={view && frame.width > 0 ? viewBoxOf(view, frame) : `0 0 ${map.width} ${map.height}`}
          preserveAspectRatio="xMidYMid meet"
          data-zoom={Math.round(zoom * 100) / 100}
          data-viewbox={view && frame.width > 0 ? viewBoxOf(view, frame) : ''}
          role="application"
          aria-label={props.label}
          onClick={props.onClick}
        >
          {props.children}
        </svg>
      </div>
    </div>
  );
}
