/**
 * A rectangular grid of squares, files a.. from the first player's left and ranks 1.. from the first
 * player's back row. A square is an index 0..files*ranks-1 (file + rank * files) so boards fit in arrays.
 *
 *   const g = new SquareGrid(10, 10);
 *   g.index('e1') // 4
 *   g.name(4)     // 'e1'
 *   g.orthogonal(g.index('a1')) // [index of a2, index of b1]
 */
export class SquareGrid {
  readonly size: number;
  /** Orthogonal neighbours of each square, computed once. */
  private readonly neighbours: readonly (readonly number[])[];
  /** Each square by its name ('e1'), for the hot paths that read views and actions. */
  private readonly byName = new Map<string, number>();

  constructor(
    readonly files: number,
    readonly ranks: number,
  ) {
    this.size = files * ranks;
    this.neighbours = Array.from({ length: this.size }, (_, sq) =>
      ORTHOGONAL.map(([df, dr]) => this.offset(sq, df, dr)).filter((n): n is number => n !== undefined),
    );
    for (let sq = 0; sq < this.size; sq++) this.byName.set(this.name(sq), sq);
  }

  file(sq: number): number {
    return sq % this.files;
  }

  rank(sq: number): number {
    return Math.floor(sq / this.files);
  }

  at(file: number, rank: number): number | undefined {
    return file >= 0 && file < this.files && rank >= 0 && rank < this.ranks ? file + rank * this.files : undefined;
  }

  offset(sq: number, df: number, dr: number): number | undefined {
    return this.at(this.file(sq) + df, this.rank(sq) + dr);
  }

  orthogonal(sq: number): readonly number[] {
    return this.neighbours[sq]!;
  }

  name(sq: number): string {
    return String.fromCharCode(97 + this.file(sq)) + String(this.rank(sq) + 1);
  }

  /** The square named like 'e1', or undefined if there is none. */
  index(name: string): number | undefined {
    const known = this.byName.get(name);
    if (known !== undefined) return known;
    const m = /^([a-z])(\d{1,2})$/.exec(name.trim().toLowerCase());
    if (!m) return undefined;
    return this.at(m[1]!.charCodeAt(0) - 97, Number(m[2]) - 1);
  }

  /** The square seen from the other side of the table (a1 <-> j10 on 10x10). */
  rotate(sq: number): number {
    return this.size - 1 - sq;
  }
}

export const ORTHOGONAL: readonly (readonly [number, number])[] = [
  [0, 1],
  [1, 0],
  [0, -1],
  [-1, 0],
];
