/**
 * A top-down open table in SVG, in the rules' own distance unit (src/core/geometry/open-table.ts: y up,
 * facing counter-clockwise from +x): terrain polygons styled by kind, pieces on rectangular bases with a
 * facing or round figures, and what the caller overlays (arcs, range bands, lines of sight, movement
 * ghosts). It only draws and reports: `onPieceClick(id)`, `onTableClick(point)`, `onGhostClick(id)`,
 * `onPieceDrop(id, dataTransfer)`; the ruleset decides what any of it means.
 *
 * Zoom (buttons, wheel, + and -) and pan (dragging the table, the arrow buttons or keys) change the
 * viewBox; the ruler ("Measure") is dragged on the table and reads the distance to one decimal. Pieces
 * take keyboard focus (Enter or Space clicks them). The SVG is as wide as its frame, so it fits a phone.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { centroid, frontEdge, outline, type Base, type Point, type Polygon } from '../../../../src/core/geometry/open-table.js';
import {
  MAX_ZOOM,
  abbreviations,
  clampView,
  estimateTextWidth,
  figureBand,
  fitLabel,
  fitView,
  gridLines,
  offsetPolygon,
  panBy,
  pathOf,
  rulerReading,
  screenToTable,
  toSvg,
  topPoint,
  viewBoxOf,
  viewBoxString,
  zoomAbout,
  type TableSize,
  type View,
} from './geometry-view.js';

/** A piece's footprint: a rectangular base with a facing, or a round figure (facing optional, drawn as a tick). */
export type PieceShape =
  | { readonly kind: 'base'; readonly base: Base }
  | { readonly kind: 'figure'; readonly centre: Point; readonly radius: number; readonly facing?: number };

/** A small pill above a piece: hits, "routed", "prone", an allocated die. `tone` picks the colour. */
export interface PieceBadge {
  readonly text: string;
  readonly tone?: 'info' | 'bad' | 'good' | 'warn' | 'die';
  /** Read out and shown on hover; the text when absent. */
  readonly title?: string;
}

export interface TablePiece {
  readonly id: string;
  readonly label: string;
  /** The owner's colour (CSS colour). */
  readonly colour: string;
  readonly shape: PieceShape;
  readonly badges?: readonly PieceBadge[];
  readonly selected?: boolean;
  /** Can be chosen now (a target, a die's destination): ringed, and accepts drops. */
  readonly targetable?: boolean;
  /** Drawn faded (cannot act, out of the current choice). */
  readonly dimmed?: boolean;
  /** What a screen reader says; "label, badges" when absent. */
  readonly description?: string;
  /** Shorter labels, longest first, for a piece too small for `label` (geometry-view's `abbreviations` when absent). */
  readonly abbreviations?: readonly string[];
}

export interface TerrainPiece {
  readonly id: string;
  readonly kind: string;
  readonly label: string;
  readonly polygon: Polygon;
}

/** How one kind of terrain is drawn; an unknown kind is grey. */
export interface TerrainStyle {
  readonly fill: string;
  readonly stroke?: string;
  /** An SVG stroke-dasharray, in screen pixels (strokes do not scale). */
  readonly dash?: string;
  readonly opacity?: number;
}

export interface ArcOverlay {
  readonly id: string;
  readonly polygon: Polygon;
  /** A class suffix (`ot-arc-<tone>`) for the caller's own colours; 'front' by default. */
  readonly tone?: string;
  readonly label?: string;
}

/** An outline at a distance (geometry-view's frontEdgeBand, aheadBand, offsetPolygon, figureBand). */
export interface RangeBandOverlay {
  readonly id: string;
  readonly outline: Polygon;
  readonly label?: string;
  readonly tone?: string;
}

export interface SightLineOverlay {
  readonly id: string;
  readonly from: Point;
  readonly to: Point;
  readonly clear: boolean;
  readonly label?: string;
}

/** A movement destination: the piece drawn where it would stand. */
export interface GhostOverlay {
  readonly id: string;
  readonly shape: PieceShape;
  readonly colour?: string;
  readonly label?: string;
}

export interface OpenTableProps {
  /** The table's size in the rules' unit; (0, 0) is the bottom left corner. */
  readonly width: number;
  readonly height: number;
  /** The unit's name as the ruler shows it: "DU", "in". */
  readonly unit: string;
  /** The table's accessible name. */
  readonly label: string;
  /** Grid spacing in units (default 6); 0 for none. */
  readonly grid?: number;
  readonly terrain?: readonly TerrainPiece[];
  readonly terrainStyles?: Readonly<Record<string, TerrainStyle>>;
  readonly pieces: readonly TablePiece[];
  readonly arcs?: readonly ArcOverlay[];
  readonly rangeBands?: readonly RangeBandOverlay[];
  readonly sightLines?: readonly SightLineOverlay[];
  readonly ghosts?: readonly GhostOverlay[];
  readonly onPieceClick?: (id: string) => void;
  /** A click on the table (not on a piece or ghost), in table units. */
  readonly onTableClick?: (point: Point) => void;
  readonly onGhostClick?: (id: string) => void;
  /** Something dragged (HTML5) was dropped on a targetable piece, e.g. a die from DiceTray. */
  readonly onPieceDrop?: (id: string, data: DataTransfer) => void;
  /** The ruler was laid: from, to and the straight distance. */
  readonly onMeasure?: (from: Point, to: Point, distance: number) => void;
  /** Offer the ruler (default true). */
  readonly measure?: boolean;
  readonly maxZoom?: number;
  readonly class?: string;
  /** Extra controls for the toolbar (after zoom and measure). */
  readonly toolbar?: ComponentChildren;
}

const GREY: TerrainStyle = { fill: '#cfc8b4', stroke: '#8d8670' };

/** Ids of what a pointer or a click landed on. */
const hit = (target: EventTarget | null, attr: string): string | null =>
  (target as Element | null)?.closest?.(`[${attr}]`)?.getAttribute(attr) ?? null;

const pieceArea = (s: PieceShape): Polygon => (s.kind === 'base' ? outline(s.base) : figureBand(s.centre, s.radius, 0, 30));
const pieceCentre = (s: PieceShape): Point => (s.kind === 'base' ? s.base.centre : s.centre);

let measurer: CanvasRenderingContext2D | null | undefined;
/** A label's width at font size 1 as the browser draws the table's bold labels; the estimate where it cannot measure. */
function textWidthIn(svg: Element | null): (text: string) => number {
  if (measurer === undefined)
    measurer = typeof document === 'undefined' ? null : (document.createElement('canvas').getContext?.('2d') ?? null);
  const ctx = measurer;
  if (!ctx || !svg || typeof getComputedStyle === 'undefined') return estimateTextWidth;
  ctx.font = `700 100px ${getComputedStyle(svg).fontFamily || 'sans-serif'}`;
  return (text) => ctx.measureText(text).width / 100 || estimateTextWidth(text);
}

function describe(p: TablePiece): string {
  if (p.description) return p.description;
  const badges = (p.badges ?? []).map((b) => b.title ?? b.text);
  return [p.label, ...badges, p.selected ? 'selected' : null, p.targetable ? 'can be chosen' : null].filter(Boolean).join(', ');
}

export function OpenTable(props: OpenTableProps) {
  const table: TableSize = { width: props.width, height: props.height };
  const maxZoom = props.maxZoom ?? MAX_ZOOM;
  const [view, setView] = useState<View>(() => fitView(table));
  const [measuring, setMeasuring] = useState(false);
  const [ruler, setRuler] = useState<{ from: Point; to: Point } | null>(null);
  const [dropOver, setDropOver] = useState<string | null>(null);
  const svgRef = useRef<SVGSVGElement>(null);
  const frameRef = useRef<HTMLDivElement>(null);
  const [frameWidth, setFrameWidth] = useState(0);
  const clipId = `ot-clip-${useId()}`;
  const drag = useRef<{ id: number; mode: 'pan' | 'ruler'; x0: number; y0: number; start: View; startPoint: Point; moved: boolean } | null>(
    null,
  );
  const suppressClick = useRef(false);

  // Kept on the table even when its size changes (another game in the same component).
  const v = clampView(view, table, maxZoom);
  useEffect(() => {
    const el = frameRef.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => setFrameWidth(el.clientWidth));
    ro.observe(el);
    setFrameWidth(el.clientWidth);
    return () => ro.disconnect();
  }, []);
  // The size of labels and badges, in table units: a sixtieth of the table, but never under about
  // 13 px on the screen (a phone shows a 48-unit table at about 8 px a unit).
  const ui = Math.max(Math.max(table.width, table.height) / 60, frameWidth > 0 ? (13 * table.width) / (frameWidth * v.zoom) : 0);
  const margin = ui * 0.6;
  const vb = viewBoxOf(v, table, margin);
  const step = props.grid ?? 6;

  const pointAt = (e: { clientX: number; clientY: number }, box = vb): Point | null => {
    const el = svgRef.current;
    if (!el) return null;
    return screenToTable({ x: e.clientX, y: e.clientY }, el.getBoundingClientRect(), box, table);
  };
  const zoom = (factor: number, anchor?: Point) => setView((cur) => zoomAbout(cur, table, factor, anchor, maxZoom));
  const pan = (dx: number, dy: number) =>
    setView((cur) => panBy(cur, table, { x: (dx * table.width) / cur.zoom / 4, y: (dy * table.height) / cur.zoom / 4 }, maxZoom));

  const onPointerDown = (e: PointerEvent) => {
    if (e.button !== 0 || drag.current) return;
    const onThing = hit(e.target, 'data-piece-id') ?? hit(e.target, 'data-ghost-id');
    if (!measuring && (onThing || v.zoom <= 1)) return;
    const p = pointAt(e);
    if (!p) return;
    drag.current = {
      id: e.pointerId,
      mode: measuring ? 'ruler' : 'pan',
      x0: e.clientX,
      y0: e.clientY,
      start: v,
      startPoint: p,
      moved: false,
    };
    (e.currentTarget as Element).setPointerCapture?.(e.pointerId);
    if (measuring) setRuler({ from: p, to: p });
  };
  const onPointerMove = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    if (!d.moved && Math.hypot(e.clientX - d.x0, e.clientY - d.y0) > 5) d.moved = true;
    if (!d.moved) return;
    e.preventDefault();
    if (d.mode === 'ruler') {
      const p = pointAt(e);
      if (p) setRuler({ from: d.startPoint, to: p });
    } else {
      const p = pointAt(e, viewBoxOf(d.start, table, margin));
      if (p) setView(panBy(d.start, table, { x: d.startPoint.x - p.x, y: d.startPoint.y - p.y }, maxZoom));
    }
  };
  const onPointerUp = (e: PointerEvent) => {
    const d = drag.current;
    if (!d || d.id !== e.pointerId) return;
    drag.current = null;
    if (!d.moved) return;
    suppressClick.current = true;
    setTimeout(() => (suppressClick.current = false), 0);
    if (d.mode === 'ruler') {
      const p = pointAt(e);
      if (p) {
        setRuler({ from: d.startPoint, to: p });
        props.onMeasure?.(d.startPoint, p, rulerReading(d.startPoint, p, props.unit).distance);
      }
    }
  };
  const onClick = (e: MouseEvent) => {
    if (suppressClick.current || measuring) return;
    const piece = hit(e.target, 'data-piece-id');
    if (piece) return props.onPieceClick?.(piece);
    const ghost = hit(e.target, 'data-ghost-id');
    if (ghost) return props.onGhostClick?.(ghost);
    const p = pointAt(e);
    if (p && p.x >= 0 && p.y >= 0 && p.x <= table.width && p.y <= table.height) props.onTableClick?.(p);
  };
  const onWheel = (e: WheelEvent) => {
    const factor = e.deltaY < 0 ? 1.25 : 1 / 1.25;
    if ((factor > 1 && v.zoom >= maxZoom) || (factor < 1 && v.zoom <= 1)) return;
    e.preventDefault();
    zoom(factor, pointAt(e) ?? undefined);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.target !== e.currentTarget) return;
    const keys: Record<string, () => void> = {
      '+': () => zoom(1.5),
      '=': () => zoom(1.5),
      '-': () => zoom(1 / 1.5),
      '0': () => setView(fitView(table)),
      ArrowLeft: () => pan(-1, 0),
      ArrowRight: () => pan(1, 0),
      ArrowUp: () => pan(0, 1),
      ArrowDown: () => pan(0, -1),
      Escape: () => setRuler(null),
    };
    const act = keys[e.key];
    if (act) {
      e.preventDefault();
      act();
    }
  };
  const activate = (e: KeyboardEvent, run: () => void) => {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      run();
    }
  };

  const reading = ruler ? rulerReading(ruler.from, ruler.to, props.unit) : null;
  // Measured once the SVG is on the page (frameWidth is set then), so labels fit as drawn.
  const textWidth = frameWidth > 0 ? textWidthIn(svgRef.current) : estimateTextWidth;
  const svgPoint = (p: Point) => toSvg(p, table);

  return (
    <div class={`ot-wrap ${props.class ?? ''}`}>
      <div class="ot-toolbar btn-row" role="toolbar" aria-label="Table view">
        <button type="button" class="btn btn-ghost" aria-label="Zoom out" disabled={v.zoom <= 1} onClick={() => zoom(1 / 1.5)}>
          −
        </button>
        <span class="muted ot-zoom-level">{Math.round(v.zoom * 100)}%</span>
        <button type="button" class="btn btn-ghost" aria-label="Zoom in" disabled={v.zoom >= maxZoom} onClick={() => zoom(1.5)}>
          +
        </button>
        <button
          type="button"
          class="btn btn-ghost"
          aria-label="Show the whole table"
          disabled={v.zoom <= 1}
          onClick={() => setView(fitView(table))}
        >
          ⤢
        </button>
        {v.zoom > 1 && (
          <span class="ot-pan" role="group" aria-label="Pan">
            <button type="button" class="btn btn-ghost" aria-label="Pan left" onClick={() => pan(-1, 0)}>
              ←
            </button>
            <button type="button" class="btn btn-ghost" aria-label="Pan up" onClick={() => pan(0, 1)}>
              ↑
            </button>
            <button type="button" class="btn btn-ghost" aria-label="Pan down" onClick={() => pan(0, -1)}>
              ↓
            </button>
            <button type="button" class="btn btn-ghost" aria-label="Pan right" onClick={() => pan(1, 0)}>
              →
            </button>
          </span>
        )}
        {props.measure !== false && (
          <button
            type="button"
            class={`btn btn-ghost ot-measure${measuring ? ' active' : ''}`}
            aria-pressed={measuring}
            onClick={() => {
              setMeasuring(!measuring);
              setRuler(null);
            }}
          >
            Measure
          </button>
        )}
        {props.toolbar}
        <span class="ot-reading" aria-live="polite">
          {reading && reading.distance > 0 ? reading.text : ''}
        </span>
      </div>
      <div class="ot-frame" ref={frameRef}>
        <svg
          ref={svgRef}
          class={`ot-table${measuring ? ' is-measuring' : ''}${v.zoom > 1 ? ' is-zoomed' : ''}`}
          viewBox={viewBoxString(vb)}
          role="application"
          aria-label={`${props.label} (${props.width} by ${props.height} ${props.unit}; arrows pan, + and - zoom)`}
          tabindex={0}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (drag.current = null)}
          onClick={onClick}
          onWheel={onWheel}
          onKeyDown={onKeyDown}
        >
          <defs>
            <clipPath id={clipId}>
              <rect x={0} y={0} width={table.width} height={table.height} />
            </clipPath>
          </defs>
          <rect class="ot-cloth" x={0} y={0} width={table.width} height={table.height} />
          <g class="ot-grid" aria-hidden="true">
            {step > 0 && gridLines(table.width, step).map((x) => <line key={`x${x}`} x1={x} y1={0} x2={x} y2={table.height} />)}
            {step > 0 &&
              gridLines(table.height, step).map((y) => (
                <line key={`y${y}`} x1={0} y1={table.height - y} x2={table.width} y2={table.height - y} />
              ))}
          </g>
          <g class="ot-terrain">
            {(props.terrain ?? []).map((t) => {
              const s = props.terrainStyles?.[t.kind] ?? GREY;
              const c = svgPoint(centroid(t.polygon));
              return (
                <g key={t.id} class={`ot-terrain-piece ot-k-${t.kind}`} data-terrain-id={t.id}>
                  <path
                    d={pathOf(t.polygon, table)}
                    fill={s.fill}
                    stroke={s.stroke ?? 'none'}
                    stroke-dasharray={s.dash}
                    fill-opacity={s.opacity ?? 1}
                  />
                  <text x={c.x} y={c.y} class="ot-terrain-label" font-size={ui * 0.8} text-anchor="middle" dominant-baseline="middle">
                    {t.label}
                  </text>
                  <title>{`${t.label} (${t.kind})`}</title>
                </g>
              );
            })}
          </g>
          <g class="ot-overlays" pointer-events="none" clip-path={`url(#${clipId})`}>
            {(props.arcs ?? []).map((a) => (
              <path key={a.id} d={pathOf(a.polygon, table)} class={`ot-arc ot-arc-${a.tone ?? 'front'}`}>
                {a.label && <title>{a.label}</title>}
              </path>
            ))}
            {(props.rangeBands ?? []).map((b) => {
              const top = topPoint(b.outline);
              const at = top && svgPoint(top);
              return (
                <g key={b.id} class={`ot-band${b.tone ? ` ot-band-${b.tone}` : ''}`}>
                  <path d={pathOf(b.outline, table)} />
                  {b.label && at && (
                    <text x={at.x} y={at.y - ui * 0.3} font-size={ui * 0.7} text-anchor="middle">
                      {b.label}
                    </text>
                  )}
                </g>
              );
            })}
          </g>
          <g class="ot-ghosts">
            {(props.ghosts ?? []).map((g) => (
              <g
                key={g.id}
                data-ghost-id={g.id}
                class={`ot-ghost${props.onGhostClick ? ' is-clickable' : ''}`}
                role={props.onGhostClick ? 'button' : undefined}
                tabindex={props.onGhostClick ? 0 : undefined}
                aria-label={props.onGhostClick ? (g.label ?? 'Move here') : undefined}
                onKeyDown={props.onGhostClick ? (e) => activate(e, () => props.onGhostClick!(g.id)) : undefined}
              >
                <Footprint shape={g.shape} table={table} colour={g.colour ?? '#666'} ui={ui} />
                {g.label && <title>{g.label}</title>}
              </g>
            ))}
          </g>
          <g class="ot-sight" pointer-events="none">
            {(props.sightLines ?? []).map((l) => {
              const a = svgPoint(l.from);
              const b = svgPoint(l.to);
              return (
                <line key={l.id} x1={a.x} y1={a.y} x2={b.x} y2={b.y} class={`ot-los ${l.clear ? 'is-clear' : 'is-blocked'}`}>
                  <title>{l.label ?? (l.clear ? 'Line of sight: clear' : 'Line of sight: blocked')}</title>
                </line>
              );
            })}
          </g>
          <g class="ot-pieces">
            {props.pieces.map((p) => (
              <g
                key={p.id}
                data-piece-id={p.id}
                class={`ot-piece${p.selected ? ' is-selected' : ''}${p.targetable ? ' is-targetable' : ''}${p.dimmed ? ' is-dimmed' : ''}${dropOver === p.id ? ' is-drop-over' : ''}`}
                role="button"
                tabindex={0}
                aria-pressed={p.selected ? true : undefined}
                aria-label={describe(p)}
                onKeyDown={(e) => activate(e, () => props.onPieceClick?.(p.id))}
                onDragOver={(e) => {
                  if (!p.targetable || !props.onPieceDrop) return;
                  e.preventDefault();
                  if (e.dataTransfer) e.dataTransfer.dropEffect = 'move';
                  setDropOver(p.id);
                }}
                onDragLeave={() => setDropOver((cur) => (cur === p.id ? null : cur))}
                onDrop={(e) => {
                  setDropOver(null);
                  if (!p.targetable || !props.onPieceDrop || !e.dataTransfer) return;
                  e.preventDefault();
                  props.onPieceDrop(p.id, e.dataTransfer);
                }}
              >
                <PieceGlyph piece={p} table={table} ui={ui} />
                <title>{describe(p)}</title>
              </g>
            ))}
          </g>
          {props.onGhostClick && (props.ghosts ?? []).length > 0 && (
            // Each ghost's centre, above the pieces: a ghost that overlaps its own unit (a short advance) stays clickable.
            <g class="ot-ghost-handles" aria-hidden="true">
              {(props.ghosts ?? []).map((g) => {
                const at = svgPoint(pieceCentre(g.shape));
                return (
                  <circle
                    key={g.id}
                    data-ghost-id={g.id}
                    class="ot-ghost-handle"
                    cx={at.x}
                    cy={at.y}
                    r={ui * 0.32}
                    fill={g.colour ?? '#666'}
                  >
                    {g.label && <title>{g.label}</title>}
                  </circle>
                );
              })}
            </g>
          )}
          <g class="ot-labels" aria-hidden="true" pointer-events="none">
            {props.pieces.map((p) => (
              <PieceLabel key={p.id} piece={p} table={table} ui={ui} width={textWidth} />
            ))}
          </g>
          {ruler && reading && reading.distance > 0 && (
            <Ruler from={svgPoint(ruler.from)} to={svgPoint(ruler.to)} text={reading.text} ui={ui} />
          )}
        </svg>
      </div>
    </div>
  );
}

/** A base's rectangle with its front edge marked, or a figure's circle with a facing tick. */
function Footprint({ shape, table, colour, ui }: { shape: PieceShape; table: TableSize; colour: string; ui: number }) {
  if (shape.kind === 'base') {
    const [fl, fr] = frontEdge(shape.base).map((q) => toSvg(q, table)) as [Point, Point];
    return (
      <>
        <path d={pathOf(outline(shape.base), table)} fill={colour} class="ot-body" />
        <line x1={fl.x} y1={fl.y} x2={fr.x} y2={fr.y} class="ot-front" />
      </>
    );
  }
  const c = toSvg(shape.centre, table);
  const rad = ((shape.facing ?? 0) * Math.PI) / 180;
  return (
    <>
      <circle cx={c.x} cy={c.y} r={shape.radius} fill={colour} class="ot-body" />
      {shape.facing !== undefined && (
        <line
          x1={c.x}
          y1={c.y}
          x2={c.x + Math.cos(rad) * (shape.radius + ui * 0.25)}
          y2={c.y - Math.sin(rad) * (shape.radius + ui * 0.25)}
          class="ot-front"
        />
      )}
    </>
  );
}

/**
 * A piece's label, drawn above the ghosts' handles and letting clicks through: it stays inside its piece
 * (so no two overlap), the name if it fits readably, else a shorter form.
 */
function PieceLabel({ piece, table, ui, width }: { piece: TablePiece; table: TableSize; ui: number; width: (text: string) => number }) {
  const s = piece.shape;
  const c = toSvg(pieceCentre(s), table);
  const room =
    s.kind === 'base'
      ? { kind: 'base' as const, width: s.base.width, depth: s.base.depth, facing: s.base.facing }
      : { kind: 'figure' as const, radius: s.radius };
  const label = fitLabel(room, [piece.label, ...(piece.abbreviations ?? abbreviations(piece.label))], ui * 0.55, ui * 0.8, width);
  return (
    <text
      x={c.x}
      y={c.y}
      class={`ot-piece-label${piece.dimmed ? ' is-dimmed' : ''}`}
      data-label-for={piece.id}
      font-size={label.size}
      text-anchor="middle"
      dominant-baseline="central"
    >
      {label.text}
    </text>
  );
}

function PieceGlyph({ piece, table, ui }: { piece: TablePiece; table: TableSize; ui: number }) {
  const s = piece.shape;
  const c = toSvg(pieceCentre(s), table);
  const ring = s.kind === 'base' ? offsetPolygon(outline(s.base), ui * 0.3, 30) : figureBand(s.centre, s.radius, ui * 0.3, 20);

  const top = Math.min(...pieceArea(s).map((q) => table.height - q.y));
  const badges = piece.badges ?? [];
  const bfs = ui * 0.6;
  const widths = badges.map((b) => bfs * (0.62 * [...b.text].length + 0.8));
  const total = widths.reduce((n, w) => n + w, 0) + Math.max(0, badges.length - 1) * bfs * 0.2;
  let x = c.x - total / 2;
  return (
    <>
      {(piece.selected || piece.targetable) && <path d={pathOf(ring, table)} class="ot-ring" />}
      <Footprint shape={s} table={table} colour={piece.colour} ui={ui} />
      {badges.length > 0 && (
        <g class="ot-badges" aria-hidden="true">
          {badges.map((b, i) => {
            const w = widths[i]!;
            const bx = x;
            x += w + bfs * 0.2;
            return (
              <g key={i} class={`ot-badge ot-badge-${b.tone ?? 'info'}`}>
                <rect x={bx} y={top - ui * 0.35 - bfs * 1.3} width={w} height={bfs * 1.3} rx={bfs * 0.5} />
                <text x={bx + w / 2} y={top - ui * 0.35 - bfs * 0.65} font-size={bfs} text-anchor="middle" dominant-baseline="central">
                  {b.text}
                </text>
                <title>{b.title ?? b.text}</title>
              </g>
            );
          })}
        </g>
      )}
    </>
  );
}

function Ruler({ from, to, text, ui }: { from: Point; to: Point; text: string; ui: number }) {
  const mx = (from.x + to.x) / 2;
  const my = (from.y + to.y) / 2;
  const fs = ui * 0.8;
  const w = fs * (0.6 * text.length + 0.8);
  return (
    <g class="ot-ruler" pointer-events="none">
      <line x1={from.x} y1={from.y} x2={to.x} y2={to.y} class="ot-ruler-line" />
      <circle cx={from.x} cy={from.y} r={ui * 0.15} class="ot-ruler-end" />
      <circle cx={to.x} cy={to.y} r={ui * 0.15} class="ot-ruler-end" />
      <rect x={mx - w / 2} y={my - fs * 1.6} width={w} height={fs * 1.3} rx={fs * 0.3} class="ot-ruler-box" />
      <text x={mx} y={my - fs * 0.95} font-size={fs} text-anchor="middle" dominant-baseline="central" class="ot-ruler-text">
        {text}
      </text>
    </g>
  );
}
