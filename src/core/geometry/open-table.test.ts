import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  baseDistance,
  baseInArea,
  closest,
  corners,
  frontEdge,
  frontZone,
  inFrontArc,
  lengthInside,
  lineClear,
  lineOfSight,
  local,
  nearestVisiblePoint,
  outline,
  polygonArea,
  pt,
  rangeFromFront,
  rect,
  rotateBase,
  rotatePoint,
  translateBase,
  type Base,
  type Obstacle,
} from './open-table.js';

/** A base by centre, width, depth, facing (degrees from +x; 90 faces +y). */
const base = (x: number, y: number, width = 4, depth = 2, facing = 90): Base => ({ centre: pt(x, y), width, depth, facing });
const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 9);
  expect(a.y).toBeCloseTo(b.y, 9);
};

// The shooter of most drawings: 4 wide, 2 deep, at the origin, facing up the table (+y).
//   front left (-2, 1) ---- front right (2, 1)
const shooter = base(0, 0);

describe('bases', () => {
  test('corners of a base facing +y: the front edge is the upper one', () => {
    const c = corners(shooter);
    close(c.frontLeft, pt(-2, 1));
    close(c.frontRight, pt(2, 1));
    close(c.rearRight, pt(2, -1));
    close(c.rearLeft, pt(-2, -1));
    expect(frontEdge(shooter).map((p) => [p.x, p.y].map((v) => Math.round(v * 1e9) / 1e9))).toEqual([
      [-2, 1],
      [2, 1],
    ]);
  });

  test('facing 0 looks along +x, so its left is +y', () => {
    const c = corners(base(0, 0, 4, 2, 0));
    close(c.frontLeft, pt(1, 2));
    close(c.frontRight, pt(1, -2));
  });

  test('local frame: lateral to the right of the front centre, forward of the front edge', () => {
    const l = local(shooter, pt(1, 5));
    expect(l.lateral).toBeCloseTo(1, 9);
    expect(l.forward).toBeCloseTo(4, 9);
  });
});

describe('front arc and range from the front edge', () => {
  test('a target straight ahead: in the arc, range from front edge to its nearest edge', () => {
    const t = base(0, 6, 4, 2, 270);
    expect(inFrontArc(shooter, outline(t))).toBe(true);
    expect(rangeFromFront(shooter, outline(t))).toBeCloseTo(4, 9);
  });

  test('a target only partly ahead still counts; range is to its part that is ahead', () => {
    const t = base(3.9, 6); // spans x 1.9..5.9
    expect(inFrontArc(shooter, outline(t))).toBe(true);
    expect(rangeFromFront(shooter, outline(t))).toBeCloseTo(4, 9);
  });

  test('a target beside the arc (touching its side line) or behind is not in it', () => {
    expect(inFrontArc(shooter, outline(base(4, 6)))).toBe(false); // spans x 2..6: a line's width
    expect(inFrontArc(shooter, outline(base(4.1, 6)))).toBe(false);
    expect(inFrontArc(shooter, outline(base(0, -6)))).toBe(false);
    expect(rangeFromFront(shooter, outline(base(0, -6)))).toBeUndefined();
  });

  test('widened arc (artillery, 1 DU each side): a target 0.1 beyond the side line is in it, ranged at the slant', () => {
    const t = outline(base(4.1, 6)); // nearest point (2.1, 5)
    expect(inFrontArc(shooter, t, 1)).toBe(true);
    expect(rangeFromFront(shooter, t, 1)).toBeCloseTo(Math.hypot(0.1, 4), 9);
    expect(inFrontArc(shooter, outline(base(6.5, 6)), 1)).toBe(false); // spans 4.5..8.5
  });

  test('a diamond whose corner pokes into the arc: range is to the part inside the arc, not its nearest corner', () => {
    // A square 2x2 turned 45 degrees, centred (3, 6): corners (3, 6 +- 1.414), (3 +- 1.414, 6).
    const diamond = outline({ centre: pt(3, 6), width: 2, depth: 2, facing: 45 });
    const z = frontZone(shooter, diamond);
    expect(polygonArea(z)).toBeGreaterThan(0);
    // The part with x <= 2 nearest the front edge lies on the lower-left side, at x = 2: y = 6 - (1.414 - 1) = 5.586.
    expect(rangeFromFront(shooter, diamond)).toBeCloseTo(6 - (Math.SQRT2 - 1) - 1, 9);
  });

  test('distance between bases: 0 in contact, the gap otherwise, corner to corner on the slant', () => {
    expect(baseDistance(shooter, base(0, 2))).toBe(0);
    expect(baseDistance(shooter, base(0, 3))).toBeCloseTo(1, 9);
    expect(baseDistance(shooter, base(7, 5))).toBeCloseTo(Math.hypot(3, 3), 9);
  });
});

describe('line of sight from both front corners', () => {
  const target = outline(base(0, 10)); // x -2..2, y 9..11

  test('nothing between: seen', () => {
    expect(lineOfSight(frontEdge(shooter), target, [])).toBeDefined();
  });

  test('a base wider than both lines between them blocks', () => {
    expect(lineOfSight(frontEdge(shooter), target, [{ polygon: outline(base(0, 5, 6, 1)) }])).toBeUndefined();
  });

  test('a blocker on the left: the left corner cannot see the left end, but both see the right end', () => {
    const blocker: Obstacle = { polygon: outline(base(-2.5, 5, 3, 1)) }; // x -4..-1
    expect(lineClear(pt(-2, 1), pt(-2, 9), [blocker])).toBe(false);
    const sight = lineOfSight(frontEdge(shooter), target, [blocker]);
    expect(sight).toBeDefined();
    for (const c of frontEdge(shooter)) expect(lineClear(c, sight!.points[0]!, [blocker])).toBe(true);
  });

  test('a blocker where the lines cross: each corner sees one half, no point is seen from both', () => {
    const shallow = outline(base(0, 9.25, 4, 0.5));
    const blocker: Obstacle = { polygon: outline(base(0, 5, 2, 1)) };
    expect(lineOfSight(frontEdge(shooter), shallow, [blocker])).toBeUndefined();
    expect(lineOfSight(frontEdge(shooter), shallow, [blocker], false)).toBeDefined();
  });

  test('a line along a base edge or through a corner is not blocked', () => {
    const b = outline(base(0, 5, 2, 1)); // x -1..1
    expect(lineClear(pt(1, 0), pt(1, 10), [{ polygon: b }])).toBe(true);
    expect(lineClear(pt(0, 0), pt(2, 9), [{ polygon: rect(1, 4.5, 3, 5.5) }])).toBe(false);
    expect(lineClear(pt(0, 0), pt(2, 9), [{ polygon: rect(-1, 4.5, 1, 5.5) }])).toBe(true); // touches its corner (1, 4.5)
  });

  test('an area with an allowance blocks only when more of the line than that lies inside', () => {
    const wood = rect(-5, 4, 5, 4.8); // 0.8 deep
    expect(lengthInside(pt(0, 0), pt(0, 10), wood)).toBeCloseTo(0.8, 9);
    expect(lineClear(pt(0, 0), pt(0, 10), [{ polygon: wood, allowance: 1 }])).toBe(true);
    expect(lineClear(pt(0, 0), pt(0, 10), [{ polygon: rect(-5, 4, 5, 7), allowance: 1 }])).toBe(false);
  });

  test('a concave area: a line through its notch is clear', () => {
    const u = [pt(-3, 4), pt(3, 4), pt(3, 7), pt(1, 7), pt(1, 5), pt(-1, 5), pt(-1, 7), pt(-3, 7)];
    expect(lengthInside(pt(0, 5.5), pt(0, 20), u)).toBeCloseTo(0, 9);
    expect(lengthInside(pt(-2, 0), pt(-2, 10), u)).toBeCloseTo(3, 9);
  });

  test("nearest visible point from a point: around the blocker's corner", () => {
    const t = rect(-2, 9, 2, 10);
    const wall: Obstacle = { polygon: rect(-3, 4, 0.5, 5) };
    const v = nearestVisiblePoint(pt(0, 0), t, [wall])!;
    expect(v.distance).toBeCloseTo(Math.hypot(1.125, 9), 5);
    expect(nearestVisiblePoint(pt(0, 0), t, [{ polygon: rect(-10, 4, 10, 5) }])).toBeUndefined();
    expect(nearestVisiblePoint(pt(0, 0), t, [])!.distance).toBeCloseTo(9, 9);
  });
});

describe('areas and choosing', () => {
  test('a base is in an area by its centre, any part, half or all of it', () => {
    const wood = rect(0, -5, 10, 5);
    const b = base(-0.5, 0); // x -2.5..1.5: 1.5 of 4 inside
    expect(baseInArea(b, wood, 'any-part')).toBe(true);
    expect(baseInArea(b, wood, 'centre')).toBe(false);
    expect(baseInArea(b, wood, 'half')).toBe(false);
    expect(baseInArea(base(0.5, 0), wood, 'half')).toBe(true);
    expect(baseInArea(base(0.5, 0), wood, 'whole')).toBe(false);
    expect(baseInArea(base(3, 0), wood, 'whole')).toBe(true);
    expect(baseInArea(base(-2, 0), wood, 'any-part')).toBe(false); // touching its edge only
  });

  test('closest: the nearest, every one of equal nearest, none when nothing is measured', () => {
    expect(closest(['a', 'b', 'c'], (s) => ({ a: 3, b: 2, c: 5 })[s])).toEqual({ distance: 2, items: ['b'] });
    expect(closest(['a', 'b', 'c'], (s) => ({ a: 2, b: 2, c: undefined })[s])).toEqual({ distance: 2, items: ['a', 'b'] });
    expect(closest(['a'], () => undefined)).toBeUndefined();
  });
});

describe('properties', () => {
  const coord = fc.double({ min: -20, max: 20, noNaN: true });
  const baseArb = fc.record({
    centre: fc.record({ x: coord, y: coord }),
    width: fc.double({ min: 0.5, max: 6, noNaN: true }),
    depth: fc.double({ min: 0.5, max: 4, noNaN: true }),
    facing: fc.double({ min: 0, max: 360, noNaN: true }),
  });
  const angle = fc.double({ min: -360, max: 360, noNaN: true });
  const shift = fc.record({ x: coord, y: coord });

  test('the distance between two bases is symmetric and never more than between their centres', () => {
    fc.assert(
      fc.property(baseArb, baseArb, (a, b) => {
        const d = baseDistance(a, b);
        expect(d).toBeCloseTo(baseDistance(b, a), 9);
        expect(d).toBeLessThanOrEqual(Math.hypot(a.centre.x - b.centre.x, a.centre.y - b.centre.y) + 1e-9);
      }),
    );
  });

  test('range from the front edge is never less than the distance between the bases', () => {
    fc.assert(
      fc.property(baseArb, baseArb, (a, b) => {
        const r = rangeFromFront(a, outline(b));
        if (r !== undefined) expect(r).toBeGreaterThanOrEqual(baseDistance(a, b) - 1e-9);
      }),
    );
  });

  test('arcs, ranges and distances do not change when the whole table is turned and moved', () => {
    fc.assert(
      fc.property(baseArb, baseArb, angle, shift, fc.constantFrom(0, 1), (a, b, turn, by, widen) => {
        const move = (x: Base) => translateBase(rotateBase(x, turn), by);
        const za = polygonArea(frontZone(a, outline(b), widen));
        const zb = polygonArea(frontZone(move(a), outline(move(b)), widen));
        expect(zb).toBeCloseTo(za, 6);
        if (za > 1e-6) expect(rangeFromFront(move(a), outline(move(b)), widen)).toBeCloseTo(rangeFromFront(a, outline(b), widen)!, 6);
        expect(baseDistance(move(a), move(b))).toBeCloseTo(baseDistance(a, b), 6);
      }),
    );
  });

  test('line of sight does not change when the whole table is turned', () => {
    fc.assert(
      fc.property(baseArb, baseArb, fc.array(baseArb, { maxLength: 4 }), angle, (a, b, others, turn) => {
        const obstacles = (bs: readonly Base[]) => bs.map((o) => ({ polygon: outline(o) }));
        const before = lineOfSight(frontEdge(a), outline(b), obstacles(others)) !== undefined;
        const turned = (x: Base) => rotateBase(x, turn);
        const after = lineOfSight(frontEdge(turned(a)), outline(turned(b)), obstacles(others.map(turned))) !== undefined;
        expect(after).toBe(before);
      }),
      { numRuns: 150 },
    );
  });

  test('a segment is as much inside an area one way as the other, and never more than its length', () => {
    const p = fc.record({ x: coord, y: coord });
    fc.assert(
      fc.property(p, p, baseArb, (a, b, area) => {
        const poly = outline(area);
        const l = lengthInside(a, b, poly);
        expect(l).toBeCloseTo(lengthInside(b, a, poly), 9);
        expect(l).toBeLessThanOrEqual(Math.hypot(a.x - b.x, a.y - b.y) + 1e-9);
      }),
    );
  });

  test('rotatePoint by a full turn is the identity', () => {
    fc.assert(fc.property(coord, coord, (x, y) => close(rotatePoint(pt(x, y), 360), pt(x, y))));
  });
});
