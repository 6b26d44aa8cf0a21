/** Types of scripts/bundle-size.mjs, for the tests that import it. */
export interface PageSize {
  readonly jsGzip: number;
  readonly jsRaw: number;
  readonly cssGzip: number;
  readonly files: number;
}
export interface GamePageSize extends PageSize {
  readonly id: string;
  readonly chunk: string;
  readonly chunkGzip: number;
  readonly rulesGzip: number;
  readonly replay: PageSize | null;
}
export interface BundleReport {
  readonly budgets: { readonly home: number; readonly game: number };
  readonly home: PageSize;
  readonly games: readonly GamePageSize[];
  readonly totalJsGzip: number;
}
export declare const BUDGETS: { readonly home: number; readonly game: number };
export declare function measure(webRoot?: string): BundleReport;
export declare function overBudget(report: BundleReport): string[];
