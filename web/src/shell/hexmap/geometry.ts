/**
 * Hexes to SVG pixels for any SPI hex map (src/core/geometry/hex-grid.ts: flat-topped, CCRR numbers,
 * even columns half a hex lower): hex centres, outlines and the edge two hexes share, in a viewBox
 * with a margin. Shared by the Swords & Sorcery map and the Sauron map of Dagorlad.
 *
 *   const geo = new HexGeometry(grid);
 *   geo.centre('0406')        // { x, y } in the map's viewBox
 *   geo.hexPath(h, 3)         // the outline shrunk 3 units towards the centre (highlights)
 *   geo.hexside(a, b)         // the shared edge as two points
 */
import type { HexGrid, Point } from '../../../../src/core/geometry/hex-grid.js';

/** The default hex radius and margin, in viewBox units. */
export const R = 50;
export const PAD = 10;

export const round = (n: number): number => Math.round(n * 100) / 100;

export class HexGeometry {
  readonly width: number;
  readonly height: number;
  constructor(
    readonly grid: HexGrid,
    readonly radius = R,
    readonly pad = PAD,
  ) {
    const e = grid.extent(radius);
    this.width = e.width + 2 * pad;
    this.height = e.height + 2 * pad;
  }

  index(hex: string): number | undefined {
    return this.grid.index(hex);
  }

  /** The centre of a hex (by number or index) in viewBox units. */
  centre(hex: string | number): Point {
    const i = typeof hex === 'number' ? hex : this.grid.index(hex);
    if (i === undefined) return { x: 0, y: 0 };
    const c = this.grid.centre(i, this.radius);
    return { x: c.x + this.pad, y: c.y + this.pad };
  }

  corners(hex: number): Point[] {
    const c = this.centre(hex);
    return Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i;
      return { x: c.x + this.radius * Math.cos(a), y: c.y + this.radius * Math.sin(a) };
    });
  }

  /** SVG path of a hex, optionally shrunk towards its centre by `inset` units. */
  hexPath(hex: number, inset = 0): string {
    const c = this.centre(hex);
    const k = (this.radius - inset) / this.radius;
    return (
      this.corners(hex)
        .map((p, i) => `${i ? 'L' : 'M'}${round(c.x + (p.x - c.x) * k)} ${round(c.y + (p.y - c.y) * k)}`)
        .join(' ') + ' Z'
    );
  }

  /**
   * The edge two adjacent hexes share, as two points. A flat-topped hex's corner i lies at 60*i
   * degrees (0 = right, y down); the side towards direction d (0 = N ... 5 = NW) joins corners d+4 and d+5.
   */
  hexside(a: number, b: number): [Point, Point] | undefined {
    const d = this.grid.direction(a, b);
    if (d === undefined) return undefined;
    const cs = this.corners(a);
    return [cs[(d + 4) % 6]!, cs[(d + 5) % 6]!];
  }

  viewBox(): string {
    return `0 0 ${round(this.width)} ${round(this.height)}`;
  }
}
