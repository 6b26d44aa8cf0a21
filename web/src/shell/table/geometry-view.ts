/**
 * Pure helpers for drawing an open table (shell/table/OpenTable.tsx): the table's coordinates are the
 * rules' own (src/core/geometry/open-table.ts: any distance unit, y up, facing counter-clockwise from
 * +x); the SVG's user units are the same length with y turned down (`toSvg`), so text stays upright.
 * Zoom and pan are a `View` (zoom factor and the table point in the middle), from which the SVG's
 * viewBox follows; the screen transforms read the SVG's box on the page as `preserveAspectRatio`
 * "xMidYMid meet" lays it out. Every measurement comes from open-table.ts; this file only shapes what
 * is drawn (offset outlines for range bands, arcs clipped to the table, the ruler's reading).
 */
import {
  add,
  clipToConvex,
  distance,
  forwardOf,
  frontZone,
  outline,
  rect,
  rightOf,
  scale,
  sub,
  type Base,
  type Point,
  type Polygon,
} from '../../../../src/core/geometry/open-table.js';

export interface TableSize {
  readonly width: number;
  readonly height: number;
}

/** How the table is looked at: 1 shows all of it; `centre` is the table point in the middle. */
export interface View {
  readonly zoom: number;
  readonly centre: Point;
}

/** An SVG viewBox (y down), in table units. */
export interface ViewBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Where the SVG element lies on the page (its getBoundingClientRect). */
export interface ScreenBox {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export const MIN_ZOOM = 1;
export const MAX_ZOOM = 8;

/** The whole table polygon, corner (0, 0) to (width, height). */
export const tablePolygon = (t: TableSize): Polygon => rect(0, 0, t.width, t.height);

/** The whole table in view. */
export const fitView = (t: TableSize): View => ({ zoom: 1, centre: { x: t.width / 2, y: t.height / 2 } });

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Zoom within [MIN_ZOOM, maxZoom], and the centre moved so the window stays on the table. */
export function clampView(v: View, t: TableSize, maxZoom = MAX_ZOOM): View {
  const zoom = clamp(v.zoom, MIN_ZOOM, maxZoom);
  const hw = t.width / zoom / 2;
  const hh = t.height / zoom / 2;
  return { zoom, centre: { x: clamp(v.centre.x, hw, t.width - hw), y: clamp(v.centre.y, hh, t.height - hh) } };
}

/** A table point in SVG user units (y turned down). */
export const toSvg = (p: Point, t: TableSize): Point => ({ x: p.x, y: t.height - p.y });
/** An SVG user-unit point back on the table. */
export const fromSvg = (p: Point, t: TableSize): Point => ({ x: p.x, y: t.height - p.y });

/** The part of the table a view shows, as a viewBox, with `margin` table units around it. */
export function viewBoxOf(v: View, t: TableSize, margin = 0): ViewBox {
  const w = t.width / v.zoom;
  const h = t.height / v.zoom;
  const c = toSvg(v.centre, t);
  return { x: c.x - w / 2 - margin, y: c.y - h / 2 - margin, width: w + 2 * margin, height: h + 2 * margin };
}

export const viewBoxString = (b: ViewBox): string => `${b.x} ${b.y} ${b.width} ${b.height}`;

/** Screen pixels per SVG unit, and where the viewBox's corner lands ("xMidYMid meet"). */
function layout(box: ScreenBox, vb: ViewBox): { s: number; ox: number; oy: number } {
  const s = Math.min(box.width / vb.width, box.height / vb.height);
  return { s, ox: box.left + (box.width - vb.width * s) / 2, oy: box.top + (box.height - vb.height * s) / 2 };
}

/** The table point under a screen (client) point. */
export function screenToTable(client: Point, box: ScreenBox, vb: ViewBox, t: TableSize): Point {
  const { s, ox, oy } = layout(box, vb);
  return fromSvg({ x: vb.x + (client.x - ox) / s, y: vb.y + (client.y - oy) / s }, t);
}

/** The screen (client) point of a table point. */
export function tableToScreen(p: Point, box: ScreenBox, vb: ViewBox, t: TableSize): Point {
  const { s, ox, oy } = layout(box, vb);
  const q = toSvg(p, t);
  return { x: ox + (q.x - vb.x) * s, y: oy + (q.y - vb.y) * s };
}

/** Zoom by `factor`, keeping the table point `anchor` where it is on the screen (the wheel's point). */
export function zoomAbout(v: View, t: TableSize, factor: number, anchor: Point = v.centre, maxZoom = MAX_ZOOM): View {
  const zoom = clamp(v.zoom * factor, MIN_ZOOM, maxZoom);
  const k = v.zoom / zoom;
  return clampView({ zoom, centre: add(anchor, scale(sub(v.centre, anchor), k)) }, t, maxZoom);
}

/** Move the window by `by` table units (positive x: look further right; positive y: further up). */
export const panBy = (v: View, t: TableSize, by: Point, maxZoom = MAX_ZOOM): View =>
  clampView({ zoom: v.zoom, centre: add(v.centre, by) }, t, maxZoom);

/** Grid line positions every `step` from 0, strictly inside (0, extent). */
export function gridLines(extent: number, step: number): number[] {
  if (!(step > 0)) return [];
  const out: number[] = [];
  for (let i = 1; i * step < extent - 1e-9; i++) out.push(i * step);
  return out;
}

/** An SVG path of a polygon given in table coordinates. */
export function pathOf(poly: Polygon, t: TableSize): string {
  if (poly.length === 0) return '';
  return poly.map((p, i) => `${i === 0 ? 'M' : 'L'}${round(p.x)} ${round(t.height - p.y)}`).join(' ') + ' Z';
}

const round = (n: number) => Math.round(n * 1000) / 1000;

/** The point at `radius` from `c` in the direction `degrees` (counter-clockwise from +x). */
const polar = (c: Point, radius: number, degrees: number): Point => add(c, scale(forwardOf(degrees), radius));

/** Points along an arc of `radius` about `c`, from `from` to `to` degrees (counter-clockwise), at most `step` apart. */
function arcPoints(c: Point, radius: number, from: number, to: number, step: number): Point[] {
  const n = Math.max(1, Math.ceil((to - from) / step - 1e-9));
  return Array.from({ length: n + 1 }, (_, i) => polar(c, radius, from + ((to - from) * i) / n));
}

const angleOf = (v: Point): number => (Math.atan2(v.y, v.x) * 180) / Math.PI;

/**
 * Every point within `d` of a convex polygon: its outline pushed out by `d`, corners rounded (arcs at
 * most `step` degrees a segment). For a range band measured from any part of a base.
 */
export function offsetPolygon(poly: Polygon, d: number, step = 15): Point[] {
  if (poly.length < 3 || d <= 0) return [...poly];
  const signed = poly.reduce((s, p, i) => s + (p.x * poly[(i + 1) % poly.length]!.y - poly[(i + 1) % poly.length]!.x * p.y), 0);
  const ccw = signed >= 0 ? [...poly] : [...poly].reverse();
  const out: Point[] = [];
  for (let i = 0; i < ccw.length; i++) {
    const prev = ccw[(i + ccw.length - 1) % ccw.length]!;
    const p = ccw[i]!;
    const next = ccw[(i + 1) % ccw.length]!;
    // Outward normals of the edge arriving at p and the edge leaving it (counter-clockwise: to the right).
    const a1 = angleOf(sub(p, prev)) - 90;
    let a2 = angleOf(sub(next, p)) - 90;
    while (a2 < a1 - 1e-9) a2 += 360;
    out.push(...arcPoints(p, d, a1, a2, step));
  }
  return out;
}

/**
 * Every point within `d` of the base's front edge on its forward side: a rectangle ahead of the edge
 * with a quarter circle at each end. For "range from the front edge" (Sword & Spear shooting).
 */
export function frontEdgeBand(b: Base, d: number, step = 15): Point[] {
  const [fl, fr] = [outline(b)[0]!, outline(b)[1]!];
  const right = b.facing - 90;
  // Counter-clockwise: out to the right of the front right corner, round to straight ahead, across, round to the left.
  return [...arcPoints(fr, d, right, b.facing, step), ...arcPoints(fl, d, b.facing, b.facing + 90, step)];
}

/**
 * The strip straight ahead of the base's front edge, `d` deep, its sides `widen` outside the base's
 * sides: where open-table's rangeFromFront(b, …, widen) measures at most `d`.
 */
export function aheadBand(b: Base, d: number, widen = 0): Point[] {
  const [fl, fr] = [outline(b)[0]!, outline(b)[1]!];
  const f = scale(forwardOf(b.facing), d);
  const r = scale(rightOf(b.facing), widen);
  const l = add(fl, scale(r, -1));
  const rr = add(fr, r);
  return [rr, add(rr, f), add(l, f), l];
}

/** Every point within `d` of a round figure's edge: a circle of radius + d, as a polygon. */
export const figureBand = (centre: Point, radius: number, d: number, step = 10): Point[] =>
  arcPoints(centre, radius + d, 0, 360, step).slice(0, -1);

/** The base's front arc on the table (open-table's frontZone of the whole table). */
export const frontArcOnTable = (b: Base, t: TableSize, widen = 0): Point[] => frontZone(b, tablePolygon(t), widen);

/**
 * A sector from `apex` looking along `facing`, `halfAngle` degrees either side (up to 180), clipped to
 * the table: a figure's arc of sight, or a base's arc drawn from its front centre.
 */
export function sectorOnTable(apex: Point, facing: number, halfAngle: number, t: TableSize): Point[] {
  const reach = 2 * Math.hypot(t.width, t.height) + distance(apex, { x: t.width / 2, y: t.height / 2 });
  const half = clamp(halfAngle, 0, 180);
  if (half >= 180) return [...tablePolygon(t)];
  const wedge = [apex, ...arcPoints(apex, reach, facing - half, facing + half, 30)];
  return clipToConvex(wedge, tablePolygon(t));
}

/** The ruler's reading: the straight distance, and the text shown ("7.3 DU", one decimal). */
export function rulerReading(a: Point, b: Point, unit: string): { distance: number; text: string } {
  const d = distance(a, b);
  return { distance: d, text: `${(Math.round(d * 10) / 10).toFixed(1)} ${unit}` };
}

/** The topmost point of a polygon (table y up), where a band's or arc's label goes. */
export function topPoint(poly: Polygon): Point | undefined {
  let best: Point | undefined;
  for (const p of poly) if (!best || p.y > best.y || (p.y === best.y && p.x < best.x)) best = p;
  return best;
}

// ---------------------------------------------------------------- labels that fit their piece

/** A piece's footprint for fitting its label: a base (width along its front edge, depth, facing) or a round figure. */
export type LabelRoom =
  | { readonly kind: 'base'; readonly width: number; readonly depth: number; readonly facing: number }
  | { readonly kind: 'figure'; readonly radius: number };

/** Width of `text` at font size 1, roughly, for a bold sans face (the browser measures it when it can: `textWidthIn`). */
export function estimateTextWidth(text: string): number {
  let w = 0;
  for (const ch of text) {
    if (ch === ' ') w += 0.3;
    else if (/[MWmw]/.test(ch)) w += 0.92;
    else if (/[A-Z]/.test(ch)) w += 0.74;
    else if (/[iljtf.,:'!|]/.test(ch)) w += 0.34;
    else w += 0.6;
  }
  return w;
}

/** A text box's half height per unit of font size (ascent and descent as the browser boxes a line). */
const HALF_LINE = 0.62;
/** Room left between a label and its piece's edge. */
const LABEL_MARGIN = 0.9;

/**
 * The largest font size at which a horizontal label of width `textWidth` (at size 1) lies inside the
 * piece: inside the base's rectangle however it is turned, or inside the figure's circle. Labels kept
 * inside their pieces never overlap, since pieces do not.
 */
export function labelFit(room: LabelRoom, textWidth: number): number {
  const a = textWidth / 2;
  if (room.kind === 'figure') return (room.radius * LABEL_MARGIN) / Math.hypot(a, HALF_LINE);
  // The base's width runs at right angles to its facing: c and s are its slant from the screen's axes.
  const rad = (room.facing * Math.PI) / 180;
  const c = Math.abs(Math.sin(rad));
  const s = Math.abs(Math.cos(rad));
  const byWidth = ((room.width / 2) * LABEL_MARGIN) / (a * c + HALF_LINE * s);
  const byDepth = ((room.depth / 2) * LABEL_MARGIN) / (a * s + HALF_LINE * c);
  return Math.min(byWidth, byDepth);
}

/**
 * The label a piece shows and its font size: the first of `labels` (longest first: the name, then its
 * abbreviations) that fits at `readable` or more, capped at `largest`; when none does, the last at the
 * size that fits, however small, so that it still never spills onto a neighbour.
 */
export function fitLabel(
  room: LabelRoom,
  labels: readonly string[],
  readable: number,
  largest: number,
  width: (text: string) => number = estimateTextWidth,
): { text: string; size: number } {
  const fits = labels.filter((l) => l.length > 0).map((text) => ({ text, size: Math.min(largest, labelFit(room, width(text))) }));
  return fits.find((f) => f.size >= readable) ?? fits[fits.length - 1] ?? { text: '', size: readable };
}

/** Shorter forms of a name for a small piece: 'Elf Spearmen 2' -> 'E. Spearmen 2', 'ES2', 'ES'. */
export function abbreviations(name: string): string[] {
  const words = name.split(/\s+/).filter(Boolean);
  const number = /^\d+$/.test(words[words.length - 1] ?? '') ? words.pop()! : '';
  const out: string[] = [];
  if (words.length > 1) out.push([`${words[0]!.charAt(0)}.`, ...words.slice(1), number].filter(Boolean).join(' '));
  const initials = words
    .filter((w) => /^[A-Za-z]/.test(w) && !/^(of|the|and)$/i.test(w))
    .map((w) => w.charAt(0).toUpperCase())
    .join('');
  if (initials.length > 0) out.push(initials + number);
  return [...new Set(out)].filter((l) => l !== name);
}
