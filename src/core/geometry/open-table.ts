/**
 * Open-table geometry, in whatever distance unit the rules use (Sword & Spear: DU). Units stand on
 * rectangular bases with a centre, a width (the front edge), a depth and a facing; terrain pieces are
 * simple polygons. Everything here is pure arithmetic on plain objects, so a ruleset, the AI and a
 * referee screen measure the same way.
 *
 *   const b: Base = { centre: { x: 0, y: 0 }, width: 4, depth: 2, facing: 90 }; // faces +y
 *   corners(b).frontLeft          // { x: -2, y: 1 }
 *   rangeFromFront(b, outline(t)) // distance from b's front edge to the part of t straight ahead
 *   lineOfSight([fl, fr], outline(t), obstacles) // a point of t both corners can see, or none
 *
 * Facing is in degrees, counter-clockwise from the +x axis: 0 faces +x, 90 faces +y. "Lateral" is
 * measured to the base's right, "forward" from its front edge.
 */

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** A simple polygon (convex or not), its vertices in order, either way round. */
export type Polygon = readonly Point[];

export interface Base {
  readonly centre: Point;
  /** The length of the front edge. */
  readonly width: number;
  readonly depth: number;
  /** Degrees counter-clockwise from +x; the direction the front edge faces. */
  readonly facing: number;
}

export interface Corners {
  readonly frontLeft: Point;
  readonly frontRight: Point;
  readonly rearRight: Point;
  readonly rearLeft: Point;
}

/** Something that may block a line of sight. `allowance`: how much of a line may lie inside it before it blocks (0: any). */
export interface Obstacle {
  readonly polygon: Polygon;
  readonly allowance?: number;
}

/** Lengths closer than this are equal. */
export const EPS = 1e-9;
const BLOCK_EPS = 1e-7;

// ---------------------------------------------------------------- vectors

export const pt = (x: number, y: number): Point => ({ x, y });
export const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });
export const sub = (a: Point, b: Point): Point => ({ x: a.x - b.x, y: a.y - b.y });
export const scale = (a: Point, k: number): Point => ({ x: a.x * k, y: a.y * k });
export const dot = (a: Point, b: Point): number => a.x * b.x + a.y * b.y;
export const cross = (a: Point, b: Point): number => a.x * b.y - a.y * b.x;
export const distance = (a: Point, b: Point): number => Math.hypot(a.x - b.x, a.y - b.y);

const RAD = Math.PI / 180;
/** The unit vector a base with this facing looks along. */
export const forwardOf = (facing: number): Point => ({ x: Math.cos(facing * RAD), y: Math.sin(facing * RAD) });
/** The unit vector to a base's right. */
export const rightOf = (facing: number): Point => ({ x: Math.sin(facing * RAD), y: -Math.cos(facing * RAD) });

export function rotatePoint(p: Point, degrees: number, about: Point = { x: 0, y: 0 }): Point {
  const c = Math.cos(degrees * RAD);
  const s = Math.sin(degrees * RAD);
  const d = sub(p, about);
  return { x: about.x + d.x * c - d.y * s, y: about.y + d.x * s + d.y * c };
}

export const rotateBase = (b: Base, degrees: number, about: Point = { x: 0, y: 0 }): Base => ({
  ...b,
  centre: rotatePoint(b.centre, degrees, about),
  facing: b.facing + degrees,
});

export const translateBase = (b: Base, by: Point): Base => ({ ...b, centre: add(b.centre, by) });

/** An axis-aligned rectangle as a polygon, for terrain pieces. */
export const rect = (x1: number, y1: number, x2: number, y2: number): Polygon => [pt(x1, y1), pt(x2, y1), pt(x2, y2), pt(x1, y2)];

// ---------------------------------------------------------------- bases

export function corners(b: Base): Corners {
  const f = scale(forwardOf(b.facing), b.depth / 2);
  const r = scale(rightOf(b.facing), b.width / 2);
  return {
    frontLeft: sub(add(b.centre, f), r),
    frontRight: add(add(b.centre, f), r),
    rearRight: add(sub(b.centre, f), r),
    rearLeft: sub(sub(b.centre, f), r),
  };
}

/** The base as a polygon: front left, front right, rear right, rear left. */
export function outline(b: Base): Polygon {
  const c = corners(b);
  return [c.frontLeft, c.frontRight, c.rearRight, c.rearLeft];
}

export function frontEdge(b: Base): readonly [Point, Point] {
  const c = corners(b);
  return [c.frontLeft, c.frontRight];
}

export const frontCentre = (b: Base): Point => add(b.centre, scale(forwardOf(b.facing), b.depth / 2));

/** `p` in the base's own frame: lateral to its right of the front edge's centre, forward of the front edge. */
export function local(b: Base, p: Point): { lateral: number; forward: number } {
  const d = sub(p, frontCentre(b));
  return { lateral: dot(d, rightOf(b.facing)), forward: dot(d, forwardOf(b.facing)) };
}

// ---------------------------------------------------------------- polygons

export function polygonArea(poly: Polygon): number {
  let s = 0;
  for (let i = 0; i < poly.length; i++) s += cross(poly[i]!, poly[(i + 1) % poly.length]!);
  return Math.abs(s) / 2;
}

export function centroid(poly: Polygon): Point {
  const a = polygonArea(poly);
  if (a < EPS)
    return scale(
      poly.reduce((s, p) => add(s, p), pt(0, 0)),
      1 / Math.max(1, poly.length),
    );
  let cx = 0;
  let cy = 0;
  let signed = 0;
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const c = cross(p, q);
    signed += c;
    cx += (p.x + q.x) * c;
    cy += (p.y + q.y) * c;
  }
  return { x: cx / (3 * signed), y: cy / (3 * signed) };
}

const edges = (poly: Polygon): [Point, Point][] => poly.map((p, i) => [p, poly[(i + 1) % poly.length]!]);

export function closestPointOnSegment(p: Point, a: Point, b: Point): Point {
  const ab = sub(b, a);
  const l2 = dot(ab, ab);
  if (l2 < EPS * EPS) return a;
  const t = Math.max(0, Math.min(1, dot(sub(p, a), ab) / l2));
  return add(a, scale(ab, t));
}

export const pointSegmentDistance = (p: Point, a: Point, b: Point): number => distance(p, closestPointOnSegment(p, a, b));

/**
 * pointSegmentDistance(p, a, b) <= limit, the same arithmetic without allocating, and without the
 * square root where a coordinate's gap alone exceeds the limit (a hypotenuse is never shorter than a side).
 */
function withinOfSegment(p: Point, a: Point, b: Point, limit: number): boolean {
  const abx = b.x - a.x;
  const aby = b.y - a.y;
  const l2 = abx * abx + aby * aby;
  let cx = a.x;
  let cy = a.y;
  if (!(l2 < EPS * EPS)) {
    const t = Math.max(0, Math.min(1, ((p.x - a.x) * abx + (p.y - a.y) * aby) / l2));
    cx = a.x + abx * t;
    cy = a.y + aby * t;
  }
  const dx = p.x - cx;
  const dy = p.y - cy;
  if (Math.abs(dx) > limit || Math.abs(dy) > limit) return false;
  return Math.hypot(dx, dy) <= limit;
}

/** Whether two segments share a point (touching counts). */
export function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const d1 = cross(sub(b, a), sub(c, a));
  const d2 = cross(sub(b, a), sub(d, a));
  const d3 = cross(sub(d, c), sub(a, c));
  const d4 = cross(sub(d, c), sub(b, c));
  const tol = EPS * Math.max(1, distance(a, b), distance(c, d));
  if (((d1 > tol && d2 < -tol) || (d1 < -tol && d2 > tol)) && ((d3 > tol && d4 < -tol) || (d3 < -tol && d4 > tol))) return true;
  return (
    pointSegmentDistance(c, a, b) < 1e-12 + tol ||
    pointSegmentDistance(d, a, b) < 1e-12 + tol ||
    pointSegmentDistance(a, c, d) < 1e-12 + tol ||
    pointSegmentDistance(b, c, d) < 1e-12 + tol
  );
}

export function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}

export function onBoundary(p: Point, poly: Polygon, tol = 1e-9): boolean {
  for (let i = 0; i < poly.length; i++) if (withinOfSegment(p, poly[i]!, poly[(i + 1) % poly.length]!, tol)) return true;
  return false;
}

/** The even-odd rule's answer for a point not on the boundary. */
function evenOdd(p: Point, poly: Polygon): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i]!;
    const b = poly[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Inside or on the boundary (even-odd rule, so any simple polygon). */
export const pointInPolygon = (p: Point, poly: Polygon): boolean => onBoundary(p, poly) || evenOdd(p, poly);

export const strictlyInside = (p: Point, poly: Polygon): boolean => !onBoundary(p, poly) && evenOdd(p, poly);

/** The smallest axis-aligned box about some points: minimum x, minimum y, maximum x, maximum y. */
function box(points: readonly Point[]): [number, number, number, number] {
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (const p of points) {
    if (p.x < x0) x0 = p.x;
    if (p.x > x1) x1 = p.x;
    if (p.y < y0) y0 = p.y;
    if (p.y > y1) y1 = p.y;
  }
  return [x0, y0, x1, y1];
}

/** Whether two boxes are more than `gap` apart along x or y: then every point of one is more than `gap` from every point of the other. */
const apart = (p: readonly number[], q: readonly number[], gap: number): boolean =>
  p[0]! - q[2]! > gap || q[0]! - p[2]! > gap || p[1]! - q[3]! > gap || q[1]! - p[3]! > gap;

/** The shortest distance between two polygons; 0 when they touch or overlap. */
export function polygonDistance(p: Polygon, q: Polygon): number {
  if (p.some((v) => pointInPolygon(v, q)) || q.some((v) => pointInPolygon(v, p))) return 0;
  let best = Infinity;
  for (const [a, b] of edges(p)) for (const [c, d] of edges(q)) best = Math.min(best, segmentDistance(a, b, c, d));
  return best;
}

/** The shortest distance from a segment to a polygon; 0 when it touches or enters it. */
export function segmentPolygonDistance(a: Point, b: Point, poly: Polygon): number {
  if (pointInPolygon(a, poly) || pointInPolygon(b, poly)) return 0;
  let best = Infinity;
  for (const [c, d] of edges(poly)) best = Math.min(best, segmentDistance(a, b, c, d));
  return best;
}

/** The nearest point of a polygon (its boundary or, when `p` is inside, `p` itself). */
export function nearestPointOf(poly: Polygon, p: Point): Point {
  if (pointInPolygon(p, poly)) return p;
  let best = poly[0]!;
  let bestD = Infinity;
  for (const [a, b] of edges(poly)) {
    const c = closestPointOnSegment(p, a, b);
    const d = distance(p, c);
    if (d < bestD) {
      best = c;
      bestD = d;
    }
  }
  return best;
}

/** Sutherland-Hodgman: the part of `poly` where `side(p) >= 0`, for a linear `side`. */
function clipHalfPlane(poly: Polygon, side: (p: Point) => number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i]!;
    const q = poly[(i + 1) % poly.length]!;
    const sp = side(p);
    const sq = side(q);
    if (sp >= 0) out.push(p);
    if ((sp >= 0 && sq < 0) || (sp < 0 && sq >= 0)) out.push(add(p, scale(sub(q, p), sp / (sp - sq))));
  }
  return out;
}

/** The part of `poly` inside the convex polygon `clip` (`poly` may be concave). */
export function clipToConvex(poly: Polygon, clip: Polygon): Point[] {
  const orientation = Math.sign(edges(clip).reduce((s, [a, b]) => s + cross(a, b), 0)) || 1;
  let out: Point[] = [...poly];
  for (const [a, b] of edges(clip)) {
    if (out.length === 0) break;
    out = clipHalfPlane(out, (p) => orientation * cross(sub(b, a), sub(p, a)));
  }
  return out;
}

const boxes = new WeakMap<Polygon, { minX: number; maxX: number; minY: number; maxY: number }>();
/** The polygon's bounding box, kept for the polygon (polygons are not changed once made). */
function boundingBox(poly: Polygon): { minX: number; maxX: number; minY: number; maxY: number } {
  let box = boxes.get(poly);
  if (!box) {
    box = { minX: Infinity, maxX: -Infinity, minY: Infinity, maxY: -Infinity };
    for (const p of poly) {
      box.minX = Math.min(box.minX, p.x);
      box.maxX = Math.max(box.maxX, p.x);
      box.minY = Math.min(box.minY, p.y);
      box.maxY = Math.max(box.maxY, p.y);
    }
    boxes.set(poly, box);
  }
  return box;
}

/** How much of the segment a-b lies strictly inside the polygon (running along an edge is outside). */
export function lengthInside(a: Point, b: Point, poly: Polygon): number {
  const ab = sub(b, a);
  const total = Math.hypot(ab.x, ab.y);
  if (total < EPS) return 0;
  // A segment well clear of the polygon's bounding box has no point inside it (the common case of a sight line).
  const box = boundingBox(poly);
  const far = 1e-6;
  if (
    Math.max(a.x, b.x) < box.minX - far ||
    Math.min(a.x, b.x) > box.maxX + far ||
    Math.max(a.y, b.y) < box.minY - far ||
    Math.min(a.y, b.y) > box.maxY + far
  )
    return 0;
  const ts = [0, 1];
  for (const [c, d] of edges(poly)) {
    const cd = sub(d, c);
    const denom = cross(ab, cd);
    if (Math.abs(denom) < EPS * total * Math.max(EPS, Math.hypot(cd.x, cd.y))) {
      // Parallel: the edge's ends, where they lie on the segment, split it.
      for (const e of [c, d]) {
        const t = dot(sub(e, a), ab) / (total * total);
        if (t > 0 && t < 1 && pointSegmentDistance(e, a, b) < 1e-9) ts.push(t);
      }
      continue;
    }
    const t = cross(sub(c, a), cd) / denom;
    const u = cross(sub(c, a), ab) / denom;
    if (t > 0 && t < 1 && u >= -1e-12 && u <= 1 + 1e-12) ts.push(t);
  }
  ts.sort((x, y) => x - y);
  let inside = 0;
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i]!;
    const t1 = ts[i + 1]!;
    if (t1 - t0 < 1e-12) continue;
    if (strictlyInside(add(a, scale(ab, (t0 + t1) / 2)), poly)) inside += (t1 - t0) * total;
  }
  return inside;
}

/** Whether the line a-b is clear of every obstacle (a line may run along an edge or touch a corner). */
export function lineClear(a: Point, b: Point, obstacles: readonly Obstacle[]): boolean {
  const line = box([a, b]);
  // A line whose box is clear of an obstacle's box has none of its length inside it (lengthInside finds no crossing).
  return obstacles.every((o) => apart(line, box(o.polygon), 1e-6) || lengthInside(a, b, o.polygon) <= (o.allowance ?? 0) + BLOCK_EPS);
}

function convexHull(points: readonly Point[]): Point[] {
  const ps = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  if (ps.length < 3) return ps;
  const half = (list: Point[]) => {
    const h: Point[] = [];
    for (const p of list) {
      while (h.length >= 2 && cross(sub(h[h.length - 1]!, h[h.length - 2]!), sub(p, h[h.length - 2]!)) <= 0) h.pop();
      h.push(p);
    }
    h.pop();
    return h;
  };
  return [...half(ps), ...half([...ps].reverse())];
}

// ---------------------------------------------------------------- arcs and ranges

/**
 * The part of `poly` straight ahead of the base: beyond its front edge and between the lines its sides
 * make going forward, those lines moved `widen` outwards on each side (0 for a plain front arc).
 */
export function frontZone(b: Base, poly: Polygon, widen = 0): Point[] {
  const half = b.width / 2 + widen;
  const f = forwardOf(b.facing);
  const r = rightOf(b.facing);
  const fc = frontCentre(b);
  let out: Point[] = clipHalfPlane(poly, (p) => dot(sub(p, fc), f));
  out = clipHalfPlane(out, (p) => half - dot(sub(p, fc), r));
  out = clipHalfPlane(out, (p) => half + dot(sub(p, fc), r));
  return out;
}

/** Whether some of `poly` (more than a line's width) is straight ahead of the base (`widen` as for frontZone). */
export function inFrontArc(b: Base, poly: Polygon, widen = 0): boolean {
  const z = frontZone(b, poly, widen);
  return z.length >= 3 && polygonArea(z) > EPS;
}

/**
 * The distance from the base's front edge to the nearest point of `poly` that is straight ahead
 * (within `widen` to the sides), or undefined when none of it is.
 */
export function rangeFromFront(b: Base, poly: Polygon, widen = 0): number | undefined {
  const z = frontZone(b, poly, widen);
  if (z.length < 3 || polygonArea(z) <= EPS) return undefined;
  const [fl, fr] = frontEdge(b);
  return segmentPolygonDistance(fl, fr, z);
}

/** The shortest distance between two bases (0 when they touch); symmetric. */
export const baseDistance = (a: Base, b: Base): number => polygonDistance(outline(a), outline(b));

/** How much of the base's area lies inside the area. */
export const overlapArea = (b: Base, area: Polygon): number => {
  const c = clipToConvex(area, outline(b));
  return c.length >= 3 ? polygonArea(c) : 0;
};

/** When a base counts as in an area: its centre inside, any of it, at least half of it, or all of it. */
export type InAreaRule = 'centre' | 'any-part' | 'half' | 'whole';

export function baseInArea(b: Base, area: Polygon, rule: InAreaRule): boolean {
  if (rule === 'centre') return pointInPolygon(b.centre, area);
  const overlap = overlapArea(b, area);
  const whole = b.width * b.depth;
  if (rule === 'any-part') return overlap > EPS;
  if (rule === 'half') return overlap >= whole / 2 - EPS;
  return overlap >= whole - 1e-7;
}

// ---------------------------------------------------------------- line of sight

/** Obstacles that can possibly cross a line from one of `from` to `target`: those touching their convex hull. */
function relevant(from: readonly Point[], target: Polygon, obstacles: readonly Obstacle[]): Obstacle[] {
  const hull = convexHull([...from, ...target]);
  if (hull.length < 3) return [...obstacles];
  const around = box(hull);
  // Boxes further apart than BLOCK_EPS mean the polygons are too.
  return obstacles.filter((o) => !apart(around, box(o.polygon), 1e-6) && polygonDistance(hull, o.polygon) <= BLOCK_EPS);
}

/**
 * Points of `target` worth testing: its corners and centroid, points along each edge (`samples` per
 * edge), and the points where a ray from one of `from` past an obstacle's corner meets an edge, with
 * points just either side of those and halfway between neighbours. For obstacles that block at any
 * crossing, the set of edge points seen from each viewpoint changes only at those rays, so the test is
 * exact on the edges; chords through obstacles with an allowance are found to 1/`samples` of an edge.
 */
function candidates(from: readonly Point[], target: Polygon, obstacles: readonly Obstacle[], samples = 16): Point[] {
  const out: Point[] = [];
  const c = centroid(target);
  out.push(c, ...target.map((v) => add(c, scale(sub(v, c), 0.5))));
  for (const [p, q] of edges(target)) {
    const pq = sub(q, p);
    const ts = new Set<number>();
    for (let i = 0; i <= samples; i++) ts.add(i / samples);
    for (const f of from) {
      for (const o of obstacles) {
        for (const v of o.polygon) {
          const dir = sub(v, f);
          const denom = cross(pq, dir);
          if (Math.abs(denom) < EPS) continue;
          const t = cross(sub(f, p), dir) / denom;
          if (t < -1e-9 || t > 1 + 1e-9) continue;
          for (const u of [t - 1e-6, t, t + 1e-6]) if (u >= 0 && u <= 1) ts.add(u);
        }
      }
    }
    const sorted = [...ts].sort((x, y) => x - y);
    for (let i = 0; i < sorted.length; i++) {
      out.push(add(p, scale(pq, sorted[i]!)));
      if (i + 1 < sorted.length) out.push(add(p, scale(pq, (sorted[i]! + sorted[i + 1]!) / 2)));
    }
  }
  return out;
}

export interface Sight {
  /** A point of the target every viewpoint sees (samePoint), or each viewpoint's own point. */
  readonly points: readonly Point[];
}

/**
 * Line of sight from every point of `from` to `target`: with `samePoint` (default), a single point of
 * the target that every viewpoint sees by an unobstructed line; without, each viewpoint may see a
 * different point. Undefined when there is none.
 */
export function lineOfSight(from: readonly Point[], target: Polygon, obstacles: readonly Obstacle[], samePoint = true): Sight | undefined {
  const obs = relevant(from, target, obstacles);
  const quick = [...target, centroid(target)];
  const seenByAll = (p: Point) => from.every((f) => lineClear(f, p, obs));
  if (samePoint) {
    const q = quick.find(seenByAll);
    if (q) return { points: from.map(() => q) };
    const p = candidates(from, target, obs).find(seenByAll);
    return p ? { points: from.map(() => p) } : undefined;
  }
  const cands = [...quick, ...candidates(from, target, obs)];
  const points: Point[] = [];
  for (const f of from) {
    const p = cands.find((c) => lineClear(f, c, obs));
    if (!p) return undefined;
    points.push(p);
  }
  return { points };
}

/** The nearest point of `target` that `from` sees by an unobstructed line, and its distance; undefined if none. */
export function nearestVisiblePoint(
  from: Point,
  target: Polygon,
  obstacles: readonly Obstacle[],
): { point: Point; distance: number } | undefined {
  const obs = relevant([from], target, obstacles);
  const near = nearestPointOf(target, from);
  if (lineClear(from, near, obs)) return { point: near, distance: distance(from, near) };
  // The nearest clear candidate, the first listed among equals: nearest first (a stable sort), then the first clear.
  const measured = candidates([from], target, obs, 32).map((point) => ({ point, distance: distance(from, point) }));
  measured.sort((p, q) => p.distance - q.distance);
  return measured.find((c) => lineClear(from, c.point, obs));
}

// ---------------------------------------------------------------- choosing

/**
 * The items at the smallest measure (those whose measure is undefined are out), all of them when
 * several are equally close (within `tolerance`), or undefined when none is measured.
 */
export function closest<T>(
  items: readonly T[],
  measure: (item: T) => number | undefined,
  tolerance = 1e-6,
): { distance: number; items: T[] } | undefined {
  const measured = items.flatMap((item) => {
    const d = measure(item);
    return d === undefined ? [] : [{ item, d }];
  });
  if (measured.length === 0) return undefined;
  const min = Math.min(...measured.map((m) => m.d));
  return { distance: min, items: measured.filter((m) => m.d <= min + tolerance).map((m) => m.item) };
}
