/**
 * The window a hex map shows (pure): a scale in screen pixels per map unit and the map point at the
 * frame's centre. Fitting to a player's pieces, zooming about a point, panning, clamping, and keeping
 * it per game in localStorage. Shared by the Swords & Sorcery map and the map of Dagorlad (HexMapFrame).
 *
 *   const v = fitTo(points, map, frame, { counter: 41, minPx: 26 });  // own pieces, counters >= 26 px
 *   viewBoxOf(v, frame)                    // '812 1040 1630 918'
 *   zoomAbout(v, 1.25, { x: 300, y: 200 }, frame, map)   // the point under the pointer stays put
 */
export interface Size {
  readonly width: number;
  readonly height: number;
}
export interface Pt {
  readonly x: number;
  readonly y: number;
}
/** `scale`: screen pixels per map unit; (cx, cy): the map point at the frame's centre. */
export interface Viewport {
  readonly scale: number;
  readonly cx: number;
  readonly cy: number;
}

/** The scale at which the whole map fits the frame: the least one may zoom out to. */
export const wholeScale = (map: Size, frame: Size): number => Math.min(frame.width / map.width, frame.height / map.height);
/** The most one may zoom in: 8 times the whole map, and at least 2 pixels a unit. */
export const maxScale = (map: Size, frame: Size): number => Math.max(2, wholeScale(map, frame) * 8);

/** Keeps the scale within its limits and the map's centre point inside the map. */
export function clamp(v: Viewport, map: Size, frame: Size): Viewport {
  const scale = Math.min(maxScale(map, frame), Math.max(wholeScale(map, frame), v.scale));
  const halfW = frame.width / scale / 2;
  const halfH = frame.height / scale / 2;
  // A window wider than the map centres it; else the window stays over the map.
  const cx = halfW * 2 >= map.width ? map.width / 2 : Math.min(map.width - halfW, Math.max(halfW, v.cx));
  const cy = halfH * 2 >= map.height ? map.height / 2 : Math.min(map.height - halfH, Math.max(halfH, v.cy));
  return { scale, cx, cy };
}

export const whole = (map: Size, frame: Size): Viewport => ({ scale: wholeScale(map, frame), cx: map.width / 2, cy: map.height / 2 });

/**
 * The window over `points` (a player's pieces) with a margin, zoomed so that a counter `counter` units
 * high is at least `minPx` pixels: if the pieces do not all fit at that size, it centres on them. No
 * points: the whole map.
 */
export function fitTo(points: readonly Pt[], map: Size, frame: Size, o: { counter: number; minPx: number; margin?: number }): Viewport {
  if (points.length === 0 || frame.width <= 0 || frame.height <= 0) return whole(map, frame);
  const m = o.margin ?? o.counter;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs) - m, Math.max(...xs) + m, Math.min(...ys) - m, Math.max(...ys) + m];
  const fit = Math.min(frame.width / (x1 - x0), frame.height / (y1 - y0));
  const readable = o.minPx / o.counter;
  return clamp({ scale: Math.max(readable, Math.min(fit, readable * 2.5)), cx: (x0 + x1) / 2, cy: (y0 + y1) / 2 }, map, frame);
}

/** Zooms by `factor` keeping the map point under `at` (pixels from the frame's top left) where it is. */
export function zoomAbout(v: Viewport, factor: number, at: Pt, frame: Size, map: Size): Viewport {
  const scale = Math.min(maxScale(map, frame), Math.max(wholeScale(map, frame), v.scale * factor));
  const px = at.x - frame.width / 2;
  const py = at.y - frame.height / 2;
  // The map point under the pointer before and after must be the same.
  const mx = v.cx + px / v.scale;
  const my = v.cy + py / v.scale;
  return clamp({ scale, cx: mx - px / scale, cy: my - py / scale }, map, frame);
}

/** Pans by a drag of (dx, dy) pixels: the map follows the pointer. */
export const panBy = (v: Viewport, dx: number, dy: number, frame: Size, map: Size): Viewport =>
  clamp({ scale: v.scale, cx: v.cx - dx / v.scale, cy: v.cy - dy / v.scale }, map, frame);

/** The SVG viewBox of a window in a frame of this size. */
export function viewBoxOf(v: Viewport, frame: Size): string {
  const w = frame.width / v.scale;
  const h = frame.height / v.scale;
  const r = (n: number) => Math.round(n * 100) / 100;
  return `${r(v.cx - w / 2)} ${r(v.cy - h / 2)} ${r(w)} ${r(h)}`;
}

/** Where a game's map window is kept: `warband.map.<game id>`. */
export const storageKey = (gameId: string): string => `warband.map.${gameId}`;

/** The window kept for a game, or null (none, or not a window). */
export function loadViewport(store: Pick<Storage, 'getItem'> | undefined, gameId: string | undefined): Viewport | null {
  if (!store || !gameId) return null;
  try {
    const v = JSON.parse(store.getItem(storageKey(gameId)) ?? 'null') as Partial<Viewport> | null;
    if (!v || ![v.scale, v.cx, v.cy].every((n) => typeof n === 'number' && Number.isFinite(n)) || v.scale! <= 0) return null;
    return { scale: v.scale!, cx: v.cx!, cy: v.cy! };
  } catch {
    return null;
  }
}

export function saveViewport(store: Pick<Storage, 'setItem'> | undefined, gameId: string | undefined, v: Viewport): void {
  if (!store || !gameId) return;
  try {
    store.setItem(storageKey(gameId), JSON.stringify({ scale: v.scale, cx: v.cx, cy: v.cy }));
  } catch {
    // A full or forbidden storage keeps the window for this page only.
  }
}
