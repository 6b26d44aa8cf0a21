/**
 * A grid of hexes numbered the SPI way: four digits CCRR, column then row, both 1-based and two digits
 * ("0352" = column 3, row 52). A hex is an index 0..columns*rows-1 so maps fit in arrays; indices run
 * column by column (index = (column-1) * rows + (row-1)), so sorting indices sorts hex numbers.
 *
 * Layout: flat-topped hexes in vertical columns (SPI's usual drawing); each column is shifted half a
 * hex against its neighbours, and it is the EVEN columns (02, 04, ...) that sit half a hex LOWER.
 * So a hex in an odd column touches the same row and the row above in the columns beside it (0352
 * touches 0451 and 0452), and a hex in an even column the same row and the row below (0451 touches
 * 0351, 0352, 0551 and 0552). Under this layout the seed's city of Urf Durfal, "0352-0451-0552-0452",
 * is a compact block of four mutually touching pairs (assumption SSV-A6).
 *
 *   const g = new HexGrid(38, 52);
 *   g.index('0352')            // 2 * 52 + 51
 *   g.name(g.index('0352')!)   // '0352'
 *   g.neighbours(h)            // up to 6, in the order N, NE, SE, S, SW, NW, off-map ones left out
 *   g.distance(a, b)           // steps from hex to hex
 *   g.hexside(a, b)            // one id for the side between two adjacent hexes, the same from both
 *
 * Distances use cube coordinates (x + y + z = 0); the neighbour tables are computed once.
 */

/** The six directions from a flat-topped hex, clockwise from straight up the column. */
export const HEX_DIRECTIONS = ['N', 'NE', 'SE', 'S', 'SW', 'NW'] as const;
export type HexDirectionName = (typeof HEX_DIRECTIONS)[number];
/** 0 = N, 1 = NE, 2 = SE, 3 = S, 4 = SW, 5 = NW; the opposite of d is (d + 3) % 6. */
export type HexDirection = 0 | 1 | 2 | 3 | 4 | 5;

/** [column step, row step] in each direction, for a hex in an odd column (not shifted) ... */
const ODD_COLUMN_STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 0],
  [-1, -1],
];
/** ... and for a hex in an even column (shifted half a hex down). */
const EVEN_COLUMN_STEPS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

export interface Cube {
  readonly x: number;
  readonly y: number;
  readonly z: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

export class HexGrid {
  readonly size: number;
  /** For each hex, its neighbour in each direction (undefined off the map), computed once. */
  private readonly adjacent: readonly (readonly (number | undefined)[])[];
  /** For each hex, its on-map neighbours in direction order. */
  private readonly neighbourLists: readonly (readonly number[])[];

  constructor(
    readonly columns: number,
    readonly rows: number,
  ) {
    if (!Number.isInteger(columns) || !Number.isInteger(rows) || columns < 1 || rows < 1 || columns > 99 || rows > 99) {
      throw new RangeError(`a hex grid has 1..99 columns and rows (four-digit hex numbers), not ${columns} x ${rows}`);
    }
    this.size = columns * rows;
    this.adjacent = Array.from({ length: this.size }, (_, hex) => {
      const col = this.column(hex);
      const row = this.row(hex);
      const steps = col % 2 === 1 ? ODD_COLUMN_STEPS : EVEN_COLUMN_STEPS;
      return steps.map(([dc, dr]) => this.at(col + dc, row + dr));
    });
    this.neighbourLists = this.adjacent.map((ns) => ns.filter((n): n is number => n !== undefined));
  }

  /** The hex's column, 1-based as in its number. */
  column(hex: number): number {
    return Math.floor(hex / this.rows) + 1;
  }

  /** The hex's row, 1-based as in its number. */
  row(hex: number): number {
    return (hex % this.rows) + 1;
  }

  /** The hex at a 1-based column and row, or undefined off the map. */
  at(column: number, row: number): number | undefined {
    return Number.isInteger(column) && Number.isInteger(row) && column >= 1 && column <= this.columns && row >= 1 && row <= this.rows
      ? (column - 1) * this.rows + (row - 1)
      : undefined;
  }

  has(hex: number): boolean {
    return Number.isInteger(hex) && hex >= 0 && hex < this.size;
  }

  /** The four-digit SPI number: '0352'. */
  name(hex: number): string {
    return String(this.column(hex)).padStart(2, '0') + String(this.row(hex)).padStart(2, '0');
  }

  /** The hex numbered like '0352', or undefined if the text is not four digits or the hex is off the map. */
  index(name: string): number | undefined {
    const m = /^(\d{2})(\d{2})$/.exec(name.trim());
    if (!m) return undefined;
    return this.at(Number(m[1]), Number(m[2]));
  }

  /** The neighbour in one direction, or undefined off the map. */
  neighbour(hex: number, direction: HexDirection): number | undefined {
    return this.adjacent[hex]![direction];
  }

  /** On-map neighbours, in direction order N, NE, SE, S, SW, NW. */
  neighbours(hex: number): readonly number[] {
    return this.neighbourLists[hex]!;
  }

  /** The direction from `from` to an adjacent hex `to`, or undefined if they are not adjacent. */
  direction(from: number, to: number): HexDirection | undefined {
    const i = this.adjacent[from]?.indexOf(to);
    return i === undefined || i < 0 ? undefined : (i as HexDirection);
  }

  areAdjacent(a: number, b: number): boolean {
    return this.direction(a, b) !== undefined;
  }

  /** Cube coordinates: x = column offset, z = row corrected for the column shift, y = -x - z. */
  cube(hex: number): Cube {
    const q = this.column(hex) - 1;
    const r = this.row(hex) - 1;
    // 0-based column q odd = 1-based column even = shifted down.
    const x = q;
    const z = r - (q - (q & 1)) / 2;
    return { x, y: -x - z, z };
  }

  /** Hex steps from a to b. */
  distance(a: number, b: number): number {
    const p = this.cube(a);
    const q = this.cube(b);
    return Math.max(Math.abs(p.x - q.x), Math.abs(p.y - q.y), Math.abs(p.z - q.z));
  }

  /** Every hex at distance 0..n from `hex` (the hex itself included), in index order. */
  within(hex: number, n: number): number[] {
    const c = this.column(hex);
    const out: number[] = [];
    for (let col = Math.max(1, c - n); col <= Math.min(this.columns, c + n); col++) {
      for (let row = 1; row <= this.rows; row++) {
        const h = this.at(col, row)!;
        if (this.distance(hex, h) <= n) out.push(h);
      }
    }
    return out;
  }

  /**
   * The side between two adjacent hexes, as a number that is the same whichever hex it is asked
   * from: each hex owns its N, NE and SE sides (id = hex * 3 + direction); the other three belong to
   * the neighbour across them. Undefined if the hexes are not adjacent.
   */
  hexside(a: number, b: number): number | undefined {
    const d = this.direction(a, b);
    if (d === undefined) return undefined;
    return d < 3 ? a * 3 + d : b * 3 + (d - 3);
  }

  /** The two hexes either side of a hexside id (the owner first), or undefined for an id no two hexes share. */
  hexsideHexes(id: number): readonly [number, number] | undefined {
    if (!Number.isInteger(id) || id < 0) return undefined;
    const owner = Math.floor(id / 3);
    if (!this.has(owner)) return undefined;
    const other = this.neighbour(owner, (id % 3) as HexDirection);
    return other === undefined ? undefined : [owner, other];
  }

  /** A hexside written the way the rules do: the two hex numbers, lower first, e.g. '3149/3150'. */
  hexsideName(id: number): string | undefined {
    const hexes = this.hexsideHexes(id);
    if (!hexes) return undefined;
    const [a, b] = [...hexes].sort((p, q) => p - q) as [number, number];
    return `${this.name(a)}/${this.name(b)}`;
  }

  /** The hexside named like '3149/3150' (either order), or undefined if not two adjacent hexes. */
  hexsideIndex(name: string): number | undefined {
    const m = /^\s*(\d{4})\s*\/\s*(\d{4})\s*$/.exec(name);
    if (!m) return undefined;
    const a = this.index(m[1]!);
    const b = this.index(m[2]!);
    return a === undefined || b === undefined ? undefined : this.hexside(a, b);
  }

  /**
   * The centre of a hex for drawing, for hexes of `radius` (centre to corner). Hex 0101's left corner
   * touches x = 0 and its top edge y = 0, so every coordinate is positive; y grows down the map.
   */
  centre(hex: number, radius = 1): Point {
    const q = this.column(hex) - 1;
    const r = this.row(hex) - 1;
    const h = Math.sqrt(3) * radius;
    return { x: radius * (1 + 1.5 * q), y: h * (0.5 + r + (q & 1 ? 0.5 : 0)) };
  }

  /** The six corners of a flat-topped hex, clockwise from the right-hand one. */
  corners(hex: number, radius = 1): Point[] {
    const c = this.centre(hex, radius);
    return Array.from({ length: 6 }, (_, i) => {
      const a = (Math.PI / 3) * i;
      return { x: c.x + radius * Math.cos(a), y: c.y + radius * Math.sin(a) };
    });
  }

  /** Width and height of the drawn map. */
  extent(radius = 1): { width: number; height: number } {
    const h = Math.sqrt(3) * radius;
    return { width: radius * (2 + 1.5 * (this.columns - 1)), height: h * (this.rows + (this.columns > 1 ? 0.5 : 0)) };
  }
}
