import { describe, expect, it } from 'vitest';
import { distance, nearestPointOf, polygonArea, rect, type Base, type Point } from '../../../../src/core/geometry/open-table.js';
import {
  abbreviations,
  estimateTextWidth,
  fitLabel,
  labelFit,
  aheadBand,
  clampView,
  figureBand,
  fitView,
  frontArcOnTable,
  frontEdgeBand,
  gridLines,
  offsetPolygon,
  panBy,
  pathOf,
  rulerReading,
  screenToTable,
  sectorOnTable,
  tableToScreen,
  toSvg,
  topPoint,
  viewBoxOf,
  viewBoxString,
  zoomAbout,
} from './geometry-view.js';

const T = { width: 48, height: 32 };
const near = (p: Point, x: number, y: number) => {
  expect(p.x).toBeCloseTo(x, 9);
  expect(p.y).toBeCloseTo(y, 9);
};

describe('view and viewBox', () => {
  it('fits the whole table, y turned down', () => {
    const v = fitView(T);
    expect(v).toEqual({ zoom: 1, centre: { x: 24, y: 16 } });
    expect(viewBoxOf(v, T)).toEqual({ x: 0, y: 0, width: 48, height: 32 });
    expect(viewBoxString(viewBoxOf(v, T, 1))).toBe('-1 -1 50 34');
    expect(toSvg({ x: 10, y: 30 }, T)).toEqual({ x: 10, y: 2 });
  });

  it('zoom 2 about the centre shows the middle quarter', () => {
    const v = zoomAbout(fitView(T), T, 2);
    expect(v).toEqual({ zoom: 2, centre: { x: 24, y: 16 } });
    // 24 x 16 window centred on (24, 16): table x 12..36, y 8..24 -> svg y 8..24.
    expect(viewBoxOf(v, T)).toEqual({ x: 12, y: 8, width: 24, height: 16 });
  });

  it('zoom keeps the anchor point in place', () => {
    // Anchor (36, 24): centre moves halfway towards it: (30, 20). Window x 18..42, y 12..28.
    const v = zoomAbout(fitView(T), T, 2, { x: 36, y: 24 });
    expect(v.centre).toEqual({ x: 30, y: 20 });
    // The anchor is at the same fraction of the window before (36/48 = 0.75) and after ((36-18)/24 = 0.75).
    const vb = viewBoxOf(v, T);
    expect((36 - vb.x) / vb.width).toBeCloseTo(0.75, 12);
  });

  it('clamps the zoom and keeps the window on the table', () => {
    expect(zoomAbout(fitView(T), T, 0.5).zoom).toBe(1);
    expect(zoomAbout(fitView(T), T, 100).zoom).toBe(8);
    // Zoom 4 window is 12 x 8; a centre at the corner is pulled in to (6, 4).
    expect(clampView({ zoom: 4, centre: { x: 0, y: 0 } }, T).centre).toEqual({ x: 6, y: 4 });
    // At zoom 1 nothing moves.
    expect(panBy(fitView(T), T, { x: 5, y: 5 }).centre).toEqual({ x: 24, y: 16 });
    // Zoom 2, window 24 x 16: centre x may go to 36 at most.
    expect(panBy({ zoom: 2, centre: { x: 24, y: 16 } }, T, { x: 20, y: -3 }).centre).toEqual({ x: 36, y: 13 });
  });
});

describe('screen transforms', () => {
  // A 480 x 400 px box for a 48 x 32 viewBox: 10 px per unit, letterboxed 40 px top and bottom.
  const box = { left: 100, top: 50, width: 480, height: 400 };
  const vb = viewBoxOf(fitView(T), T);

  it('maps the table corners', () => {
    near(tableToScreen({ x: 0, y: 0 }, box, vb, T), 100, 50 + 40 + 320);
    near(tableToScreen({ x: 48, y: 32 }, box, vb, T), 580, 90);
    near(screenToTable({ x: 100 + 125, y: 90 + 20 }, box, vb, T), 12.5, 30);
  });

  it('round-trips under zoom', () => {
    const v = zoomAbout(fitView(T), T, 3, { x: 10, y: 5 });
    const b = viewBoxOf(v, T);
    const p = { x: 11.25, y: 6.5 };
    const s = tableToScreen(p, box, b, T);
    near(screenToTable(s, box, b, T), 11.25, 6.5);
    // Zoom 3: 30 px per unit.
    const q = tableToScreen({ x: 12.25, y: 6.5 }, box, b, T);
    expect(q.x - s.x).toBeCloseTo(30, 9);
  });
});

describe('grid and paths', () => {
  it('grid lines every 6 units inside the table', () => {
    expect(gridLines(48, 6)).toEqual([6, 12, 18, 24, 30, 36, 42]);
    expect(gridLines(32, 6)).toEqual([6, 12, 18, 24, 30]);
    expect(gridLines(10, 0)).toEqual([]);
  });

  it('paths are in svg units', () => {
    expect(
      pathOf(
        [
          { x: 0, y: 0 },
          { x: 4, y: 0 },
          { x: 4, y: 2 },
        ],
        T,
      ),
    ).toBe('M0 32 L4 32 L4 30 Z');
    expect(pathOf([], T)).toBe('');
  });
});

describe('range bands', () => {
  // A 4 x 2 base facing +y, centre (10, 10): front edge from (8, 11) to (12, 11).
  const b: Base = { centre: { x: 10, y: 10 }, width: 4, depth: 2, facing: 90 };

  it('ahead band is the strip in front of the front edge', () => {
    const band = aheadBand(b, 6);
    [
      [12, 11],
      [12, 17],
      [8, 17],
      [8, 11],
    ].forEach(([x, y], i) => near(band[i]!, x!, y!));
    const wide = aheadBand(b, 6, 1);
    near(wide[0]!, 13, 11);
    near(wide[2]!, 7, 17);
    expect(polygonArea(wide)).toBeCloseTo(36, 9);
  });

  it('front-edge band: strip plus two quarter circles', () => {
    const band = frontEdgeBand(b, 3, 15);
    // Starts 3 right of the front right corner, ends 3 left of the front left corner.
    near(band[0]!, 15, 11);
    near(band[band.length - 1]!, 5, 11);
    // Every point is 3 from the front edge.
    const top = topPoint(band)!;
    expect(top.y).toBeCloseTo(14, 9);
    // Area: 4 x 3 strip + a half disc of radius 3 (two quarters), polygonised with 15-degree chords.
    const chordHalfDisc = 0.5 * 9 * Math.sin(Math.PI / 12) * 12;
    expect(polygonArea(band)).toBeCloseTo(12 + chordHalfDisc, 9);
  });

  it('offset outline of a base: every vertex d from the base', () => {
    // 4 x 2 rectangle pushed out by 1: area 4*2 + 2*(4+2)*1 + (polygonised) disc of radius 1.
    const poly = offsetPolygon(
      [
        { x: 0, y: 0 },
        { x: 4, y: 0 },
        { x: 4, y: 2 },
        { x: 0, y: 2 },
      ],
      1,
      90,
    );
    // With 90-degree steps each corner is two points: 8 points in all.
    expect(poly).toHaveLength(8);
    near(poly[0]!, -1, 0);
    near(poly[1]!, 0, -1);
    expect(polygonArea(poly)).toBeCloseTo(8 + 12 + 2, 9); // corners cut as triangles: 4 * 0.5
    // Clockwise input gives the same outline.
    const cw = offsetPolygon(
      [
        { x: 0, y: 2 },
        { x: 4, y: 2 },
        { x: 4, y: 0 },
        { x: 0, y: 0 },
      ],
      1,
      15,
    );
    expect(polygonArea(cw)).toBeCloseTo(8 + 12 + 0.5 * Math.sin(Math.PI / 12) * 24, 9);
    for (const p of cw) expect(distance(p, nearestPointOf(rect(0, 0, 4, 2), p))).toBeCloseTo(1, 9);
  });

  it('figure band is a circle of radius + d', () => {
    const band = figureBand({ x: 5, y: 5 }, 0.5, 2, 10);
    expect(band).toHaveLength(36);
    for (const p of band) expect(distance(p, { x: 5, y: 5 })).toBeCloseTo(2.5, 9);
  });
});

describe('arcs on the table', () => {
  it('front arc of a base is the strip ahead to the table edge', () => {
    const b: Base = { centre: { x: 10, y: 10 }, width: 4, depth: 2, facing: 90 };
    const arc = frontArcOnTable(b, T);
    expect(polygonArea(arc)).toBeCloseTo(4 * (32 - 11), 9);
  });

  it('a 45-degree sector from the table corner', () => {
    // Apex (0, 0) facing 45, 45 either side: the whole table.
    expect(polygonArea(sectorOnTable({ x: 0, y: 0 }, 45, 45, T))).toBeCloseTo(48 * 32, 6);
    // Facing +x with 45 either side from (0, 16): a triangle reaching y 0 and 32 at x 16, then the band to x 48.
    const s = sectorOnTable({ x: 0, y: 16 }, 0, 45, T);
    expect(polygonArea(s)).toBeCloseTo(0.5 * 32 * 16 + 32 * 32, 6);
    expect(polygonArea(sectorOnTable({ x: 3, y: 3 }, 0, 180, T))).toBe(48 * 32);
  });
});

describe('ruler', () => {
  it('reads one decimal in the unit', () => {
    expect(rulerReading({ x: 0, y: 0 }, { x: 3, y: 4 }, 'DU')).toEqual({ distance: 5, text: '5.0 DU' });
    const r = rulerReading({ x: 1, y: 1 }, { x: 2, y: 2 }, '"');
    expect(r.distance).toBeCloseTo(Math.SQRT2, 12);
    expect(r.text).toBe('1.4 "');
    expect(rulerReading({ x: 0, y: 0 }, { x: 0.25, y: 0 }, 'in').text).toBe('0.3 in');
  });
});

describe('labels fitted to their pieces', () => {
  const base = { kind: 'base' as const, width: 4, depth: 2, facing: 90 };
  it('keeps a label inside its base, however the base is turned', () => {
    const w = estimateTextWidth('Elf Spearmen 2');
    const size = labelFit(base, w);
    expect((w * size) / 2).toBeLessThanOrEqual(2);
    // Turned a quarter, the base is 2 wide on the screen: the label must shrink.
    expect(labelFit({ ...base, facing: 0 }, w)).toBeLessThan(size);
    // A figure: the label's box inside the circle.
    const fig = labelFit({ kind: 'figure', radius: 0.6 }, estimateTextWidth('TW'));
    expect(Math.hypot((estimateTextWidth('TW') * fig) / 2, 0.62 * fig)).toBeLessThanOrEqual(0.6);
  });

  it('abbreviates a name that will not fit readably, and keeps the number that tells two apart', () => {
    expect(abbreviations('Elf Spearmen 2')).toEqual(['E. Spearmen 2', 'ES2']);
    expect(abbreviations('Lord of the Glade')).toEqual(['L. of the Glade', 'LG']);
    expect(fitLabel({ ...base, width: 6 }, ['Elf Spearmen 2', ...abbreviations('Elf Spearmen 2')], 0.5, 0.8)).toMatchObject({
      text: 'Elf Spearmen 2',
    });
    expect(fitLabel(base, ['Elf Spearmen 2', ...abbreviations('Elf Spearmen 2')], 0.47, 0.8)).toMatchObject({ text: 'E. Spearmen 2' });
    const small = fitLabel(base, ['Elf Spearmen 2', ...abbreviations('Elf Spearmen 2')], 0.9, 2);
    expect(small.text).toBe('ES2');
    // Even the shortest, when nothing is readable, is drawn small enough to stay inside.
    const tiny = fitLabel({ ...base, width: 0.5, depth: 0.5 }, ['ES2'], 0.5, 0.8);
    expect((estimateTextWidth('ES2') * tiny.size) / 2).toBeLessThanOrEqual(0.25);
  });
});
